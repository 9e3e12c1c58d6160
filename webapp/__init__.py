"""The Flask application: bilingual pages and a JSON API over the index the indexer built."""

from __future__ import annotations

from typing import Any

from flask import Flask

from indexer.assembly.emphasis import as_printed_plain
from indexer.assembly.excerpt import beginning
from indexer.formats.german_type_lines import is_old_type_line
from indexer.paths import INDEX_LINK, TRANSLATIONS_DIR
from indexer.search.query.syntax import MAX_LENGTH
from indexer.search.suggest import autocomplete

from . import (
    bars,
    caching,
    control_characters,
    data_period,
    error_pages,
    example_index,
    example_runs,
    example_text,
    folding,
    glossary_links,
    hits,
    host_names,
    i18n,
    index_store,
    labels,
    mana,
    page_pieces,
    pagination,
    query_string,
    rate_limits,
    redirect_pages,
    releases,
    rendering,
    request_bodies,
    request_translations,
    term_partners,
    term_sources,
    word_caches,
)
from .security_headers import add_security_headers
from .views import api, coverage, examples, pages, report, root, rule_releases, rules, search_help, sources, terms

DEFAULTS: dict[str, Any] = {
    "INDEX_PATH": str(INDEX_LINK),
    "BABEL_TRANSLATION_DIRECTORIES": str(TRANSLATIONS_DIR),
    "BABEL_DEFAULT_LOCALE": i18n.DEFAULT_LOCALE,
    "RESULTS_PER_PAGE": 10,
    # Search result pages (rendered pages and the API's results) kept per worker: at most this
    # many, weighing at most this much.
    "SEARCH_CACHE_SIZE": 2048,
    "SEARCH_CACHE_BYTES": 32 * 1024 * 1024,
    # Words whose analysis a worker keeps per cache (webapp/word_caches.py).
    "WORD_CACHE_LIMIT": 10_000,
    # No request needs a body larger than an example's few parameters; larger ones are a 413
    # before anything reads them.
    "MAX_CONTENT_LENGTH": 64 * 1024,
    # Absolute addresses (hreflang links, the API's `urls`) start with this origin, never with
    # the Host header a request sent (a cache in front would keep a forged one for everyone);
    # a request for any other host name is refused with a 400.
    "SITE_ORIGIN": "http://127.0.0.1:5000",
    "TRUSTED_HOSTS": ["127.0.0.1", "localhost"],
}


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_mapping(DEFAULTS)
    app.config.from_prefixed_env("RULINGS")
    if test_config:
        app.config.update(test_config)
    app.json.sort_keys = False  # type: ignore[attr-defined]  # Flask's default provider has it
    query_string.init_app(app)
    i18n.init_app(app)
    request_translations.init_app(app)
    labels.init_app(app)
    hits.init_app(app)
    index_store.init_app(app)
    releases.init_app(app)
    page_pieces.init_app(app)
    data_period.init_app(app)
    error_pages.init_app(app)
    redirect_pages.init_app(app)
    example_runs.init_app(app)
    request_bodies.init_app(app)
    word_caches.init_app(app)
    caching.init_app(app)
    control_characters.init_app(app)
    host_names.init_app(app)
    _template_helpers(app)
    _blueprints(app)
    rate_limits.init_app(app, api=(api.bp, examples.api_bp), runs=(examples.bp, examples.api_bp))
    app.after_request(add_security_headers)
    return app


def _template_helpers(app: Flask) -> None:
    """The filters, tests and functions the templates use, beside those the modules above add."""
    app.jinja_env.filters["linked"] = rendering.linked_html
    app.jinja_env.filters["see_links"] = glossary_links.see_links
    app.jinja_env.filters["mana_cost"] = mana.mana_cost
    app.jinja_env.globals["mana_key"] = mana.mana_key
    app.jinja_env.filters["term_source"] = term_sources.term_source
    app.jinja_env.filters["with_symbols"] = mana.with_symbols
    app.jinja_env.filters["symbols_in_html"] = mana.symbols_in_html
    app.jinja_env.filters["example_text"] = example_text.example_text
    app.jinja_env.filters["list_item"] = example_text.list_item
    app.jinja_env.filters["linked_inline"] = rendering.linked_inline
    app.jinja_env.filters["inner_quoted"] = rendering.inner_quoted
    app.jinja_env.filters["beginning"] = beginning
    app.jinja_env.filters["as_printed_plain"] = as_printed_plain
    app.jinja_env.tests["shown_first"] = folding.shown_first
    app.jinja_env.tests["old_type_line"] = is_old_type_line
    app.jinja_env.globals.update(
        rule_reference=rendering.rule_reference,
        reference_classes=rendering.reference_classes,
        described=rendering.described,
        in_page_language=term_partners.in_page_language,
        doubt_note=rendering.doubt_note,
        quoted_terms=rendering.quoted_terms,
        in_language=rendering.in_language,
        card_name=rendering.card_name,
        page_links=pagination.page_links,
        bar_segments=bars.segments,
        autocomplete_chars=(autocomplete.MIN_CHARS, autocomplete.MAX_CHARS),
        query_limit=MAX_LENGTH,
        demonstrated_rules=example_index.demonstrated_rules,
    )


def _blueprints(app: Flask) -> None:
    blueprints = (
        root.bp,
        pages.bp,
        rules.bp,
        rule_releases.bp,
        report.bp,
        coverage.bp,
        search_help.bp,
        terms.bp,
        sources.bp,
        api.bp,
        examples.bp,
        examples.api_bp,
    )
    for blueprint in blueprints:
        app.register_blueprint(blueprint)
