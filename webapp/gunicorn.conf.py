"""Settings of the server `make run` starts (gunicorn; the address and the number of workers
come from the Makefile's command line).

The request line is bounded at gunicorn's maximum, 8,190 bytes: a request line has to be read
whole before anything can refuse it, and an unbounded one costs time quadratic in its length
(a 16 MiB address took a worker 19 s). The longest search the site runs (500 characters, 12
bytes each percent-encoded) fits with room to spare, and a longer one up to the bound gets the
site's own message in the page's language; beyond it, gunicorn refuses the request with the
page of `webapp.refusals` (both languages, the site's security headers).

Workers are threaded (gthread): a connection waits for its request in a thread of its own, so
a client that sends its request slowly holds a thread, not the worker. With sync workers, 8
clients sending a header a byte every 2 s stopped the site (`make attack`: a normal reader got
0 of 6 requests through in 30 s); with 12 threads a worker, they leave it untouched. Each
thread keeps its own index searcher (some 2.5 MB a worker's peak memory per thread in use),
so the threads are a few more than the connections a worker should stand, not hundreds;
against many slow clients, production runs behind a buffering reverse proxy (docs/deployment.md,
Reliability).
"""

from webapp import refusals

limit_request_line = 8190
worker_class = "gthread"
threads = 12
accesslog = "-"

refusals.install()


def post_worker_init(worker) -> None:
    """Read the search index (about 4 s on the full data) and render a few pages (under 1 s,
    webapp/index_store.py) before the first request rather than during it; without an index
    yet, the first request says so as before."""
    app = worker.wsgi
    warm_up = app.extensions.get("warm_up") if hasattr(app, "extensions") else None
    if warm_up is not None:
        warm_up()
