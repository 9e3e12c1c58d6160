"""A web worker bounds the indexer's word-analysis caches (they once grew with every new
query: make soak measured +17.7 % memory in four minutes after the warm-up)."""

from tests.support.helpers import UNLIMITED
from webapp import create_app
from webapp.word_caches import CACHES


def test_a_cache_past_the_limit_is_emptied_after_a_request(index_link) -> None:
    client = create_app(
        {"TESTING": True, "INDEX_PATH": str(index_link), "WORD_CACHE_LIMIT": 50, **UNLIMITED}
    ).test_client()
    assert CACHES
    for query in ("Rolle Zeitstempel Kreatur verlässt das Schlachtfeld", "first strike trample blocker damage"):
        assert client.get("/de/", query_string={"q": query}).status_code == 200
        assert all(cache.cache_info().currsize <= 50 for cache in CACHES)
