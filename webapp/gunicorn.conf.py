"""Settings of the server `make run` starts (gunicorn; the address and the number of workers
come from the Makefile's command line).

gunicorn refuses a request line longer than 4,094 bytes with its own bare 414 page. The site
answers over-long queries itself (a message in the page's language, JSON in the API), so the
request line is not limited here; the site's own limits apply.
"""

limit_request_line = 0
accesslog = "-"


def post_worker_init(worker) -> None:
    """Read the search index before the first request (about 3 s on the full data) rather than
    during it; without an index yet, the first request says so as before."""
    app = worker.wsgi
    warm_up = app.extensions.get("warm_up") if hasattr(app, "extensions") else None
    if warm_up is not None:
        warm_up()
