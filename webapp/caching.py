"""How long browsers and caches keep what the site sends.

Static files are addressed by their content: every `url_for("static", ...)` carries `v`, a hash of
the file, so a changed file has a new address and a file asked for at its current address can
be kept a year without a recheck (`immutable`); asked for without it, or with an old one, it is
rechecked each time (`no-cache`, Flask's default). HTML pages may be kept five minutes by anyone
(`public, max-age=300`) and carry an ETag of their content: a page changes only with a new index
or a new release of the site, and a recheck after five minutes of a page that has not changed is
a 304 without the page. Pages that set a cookie, errors and the API's answers are left as they are.
"""

from __future__ import annotations

import hashlib
import stat
from functools import lru_cache
from pathlib import Path

from flask import Flask, current_app, request, url_for
from werkzeug.wrappers import Response

from .error_pages import render_error

STATIC_MAX_AGE = 365 * 24 * 3600
PAGE_MAX_AGE = 300
VERSION = "v"


@lru_cache(maxsize=64)
def _content_hash(path: Path, modified: int) -> str:
    """The file's version: the start of its SHA-256 (`modified` renews it when the file changes)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:12]


def static_version(filename: str) -> str | None:
    """The version of the static file `filename`, None if there is no such file."""
    path = _static_path(current_app.static_folder, filename)
    if path is None:
        return None
    try:
        found = path.stat()
    except OSError:
        return None
    return _content_hash(path, found.st_mtime_ns) if stat.S_ISREG(found.st_mode) else None


@lru_cache(maxsize=256)
def _static_path(folder: str | None, filename: str) -> Path | None:
    """`filename` resolved inside the static folder, None outside it. Resolving walks every
    directory of the path (a dozen system calls): a page names three static files, and this
    took 7 % of rendering a results page (cProfile, 300 searches), so it is done once a name;
    a page still stats its file, so an edited file gets its new version at once."""
    if folder is None:
        return None
    path = Path(folder, filename).resolve()
    return path if path.is_relative_to(Path(folder).resolve()) else None


def static_url(filename: str) -> str:
    """url_for("static", filename=filename): the file's address at its current version (still
    checked on each call), built once per version in a worker. Every page names three static
    files, and building their addresses through the URL map took some 30 µs a page."""
    built = current_app.extensions.setdefault("static_urls", {})
    key = (filename, static_version(filename), request.script_root)
    address = built.get(key)
    if address is None:
        address = built[key] = url_for("static", filename=filename)
    return address


def add_static_version(endpoint: str, values: dict) -> None:
    """URL defaults: a static file's address names its version."""
    if endpoint == "static" and "filename" in values:
        version = static_version(values["filename"])
        if version:
            values.setdefault(VERSION, version)


def cache_headers(response: Response) -> Response:
    """After each request: a year for a static file asked for at its version, five minutes and
    an ETag for an HTML page."""
    if request.method not in ("GET", "HEAD") or response.status_code != 200:
        return response
    if request.endpoint == "static":
        filename = (request.view_args or {}).get("filename", "")
        if request.args.get(VERSION) == static_version(filename):
            response.cache_control.public = True
            response.cache_control.max_age = STATIC_MAX_AGE
            response.cache_control.immutable = True
            response.cache_control.no_cache = None
    elif (
        response.mimetype == "text/html"
        and "Set-Cookie" not in response.headers
        and not response.headers.get("Cache-Control")
    ):
        # Written as werkzeug's `cache_control` writes it, which parses and writes the header
        # anew for each directive set (a third of this function's 35 µs a page).
        response.headers["Cache-Control"] = f"public, max-age={PAGE_MAX_AGE}"
        response.add_etag()
        response.make_conditional(request)
        if response.status_code == 412:
            _precondition_failed(response)
    return response


def _precondition_failed(response: Response) -> None:
    """The site's page for a 412 (an If-Match naming another version), in place of the page,
    not to be kept: werkzeug's conditional answer kept the whole page and its public
    Cache-Control (a robustness review). (The response keeps the headers set before, the
    security headers among them.)"""
    page, _ = render_error(412)
    response.set_data(page.get_data() if isinstance(page, Response) else page)
    for name in ("Cache-Control", "ETag"):
        response.headers.pop(name, None)


def init_app(app: Flask) -> None:
    app.url_defaults(add_static_version)
    app.jinja_env.globals["static_url"] = static_url
    app.after_request(cache_headers)
