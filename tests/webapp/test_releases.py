from webapp import create_app
from webapp.releases import releases


def test_releases_per_language(app) -> None:
    with app.test_request_context("/en/"):
        assert {lang: r["effective"] for lang, r in releases().items()} == {"en": "2026-01-16", "de": "2025-11-14"}


def test_no_index_means_no_releases(tmp_path) -> None:
    app = create_app({"TESTING": True, "INDEX_PATH": str(tmp_path / "missing")})
    with app.test_request_context("/en/"):
        assert releases() == {}
