# Two commands set everything up on a machine with only Python 3:
#   make run    virtual environment, install, compile catalogs, build the index if stale, serve
#               (a corpus error is printed and the previous index served, with a warning, if any)
#   make test   the same set-up, then the style tools (make lint) and the whole test suite (a
#               corpus error or a finding fails it)
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PORT ?= 5000
WORKERS ?= 2
DEBUG ?= 0
# The origin of the site's absolute links (hreflang, the API's urls); set it to the public
# address behind a proxy, with RULINGS_TRUSTED_HOSTS (see docs/deployment.md, Reliability). The server
# runs with two malloc arenas a process (glibc gives each thread its own; with threaded
# workers that held 50 MB more a worker after five minutes: make soak).
RULINGS_SITE_ORIGIN ?= http://127.0.0.1:$(PORT)
INSTALLED := $(VENV)/.installed-run
INSTALLED_TEST := $(VENV)/.installed-test
PO := translations/de/LC_MESSAGES/messages.po
MO := $(PO:.po=.mo)

.PHONY: run test lint index catalogs messages bench soak attack clean

run: $(INSTALLED) catalogs
	$(BIN)/python -m indexer learn-pairs --if-stale
	$(BIN)/python -m indexer build --if-stale --keep-previous
ifeq ($(DEBUG),1)
	RULINGS_SITE_ORIGIN=$(RULINGS_SITE_ORIGIN) $(BIN)/flask --app 'webapp:create_app()' run --debug --port $(PORT)
else
	RULINGS_SITE_ORIGIN=$(RULINGS_SITE_ORIGIN) MALLOC_ARENA_MAX=2 $(BIN)/gunicorn --config webapp/gunicorn.conf.py --workers $(WORKERS) --bind 127.0.0.1:$(PORT) 'webapp:create_app()'
endif

# The tests run in one process per core (pytest-xdist), a test file's tests in the same one, so
# the fixtures of a file (its store, the browser tests' server) are made once.
test: lint index
	$(BIN)/python -m pytest -n auto --dist loadfile

# The style tools, configured in pyproject.toml: ruff's lint rules, ruff's formatting (checked,
# not applied: `.venv/bin/ruff format .` applies it) and mypy's type check.
lint: $(INSTALLED_TEST)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

index: $(INSTALLED) catalogs
	$(BIN)/python -m indexer learn-pairs --if-stale
	$(BIN)/python -m indexer build --if-stale

catalogs: $(MO)

$(MO): $(PO) | $(INSTALLED)
	$(BIN)/pybabel compile -d translations -D messages -l de

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)

$(INSTALLED): pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(INSTALLED_TEST): pyproject.toml $(INSTALLED)
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

# Benchmarks, figures printed, not asserted: example scenarios; build and search of the default
# corpus (the full data) against SQLite FTS5, and how they grow; autocomplete, suggestions and
# facets; the real server under load with queries that never repeat (needs wrk); translation
# statuses, coverage and export.
bench: $(INSTALLED_TEST) catalogs
	$(BIN)/python tests/benchmarks/bench_scenarios.py
	$(BIN)/python tests/benchmarks/bench_search.py
	$(BIN)/python tests/benchmarks/bench_finding.py --reuse
	$(BIN)/python tests/benchmarks/bench_spelling.py
	$(BIN)/python tests/benchmarks/bench_http.py
	$(BIN)/python tests/benchmarks/bench_first_page.py
	$(BIN)/python tests/benchmarks/bench_translations.py

# The real server under load and under attack, figures printed, not asserted (not part of
# `make test`): five minutes of mixed traffic at 16 connections, with each worker's memory
# (needs wrk); slow clients, 16 MiB request lines and big parameters beside a normal reader.
soak: $(INSTALLED_TEST) catalogs
	$(BIN)/python tests/benchmarks/soak.py

attack: $(INSTALLED_TEST) catalogs
	$(BIN)/python tests/benchmarks/attack.py

# For developers: extract UI messages into the template and merge them into the German catalog.
messages: $(INSTALLED)
	$(BIN)/pybabel extract -F babel.cfg -k _l -k markup_gettext -k markup_ngettext:1,2 -k N_ -k NP_:1,2 -k lazy_pgettext:1c,2 -o translations/messages.pot --no-location --sort-output \
		--project=rulings --version=0.1 --copyright-holder="Rulings developers" \
		--msgid-bugs-address="https://github.com/rulings" .
	$(BIN)/pybabel update -i translations/messages.pot -d translations -D messages -l de \
		--width=100 --ignore-obsolete

clean:
	rm -rf $(VENV) instance .pytest_cache .mypy_cache .ruff_cache
