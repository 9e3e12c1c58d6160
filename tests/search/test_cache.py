from indexer.search.cache import Cache, footprint


def test_keeps_recent_values_and_evicts_the_oldest() -> None:
    computed = []
    cache = Cache(2)

    def compute(key):
        return lambda: computed.append(key) or key.upper()

    assert cache.get("a", compute("a")) == "A"
    assert cache.get("b", compute("b")) == "B"
    assert cache.get("a", compute("a")) == "A"
    cache.get("c", compute("c"))
    cache.get("b", compute("b"))
    assert computed == ["a", "b", "c", "b"]


def test_size_zero_disables() -> None:
    computed = []
    cache = Cache(0)
    for _ in range(2):
        cache.get("a", lambda: computed.append(1))
    assert computed == [1, 1]


def test_without_a_size_every_value_is_kept() -> None:
    computed = []
    cache = Cache()
    for key in [*range(100), *range(100)]:
        cache.get(key, lambda key=key: computed.append(key) or key)
    assert computed == list(range(100))


def test_a_byte_bound_evicts_the_oldest_until_the_rest_fits() -> None:
    cache = Cache(100, max_bytes=3 * footprint("x" * 1000) + 3 * footprint(0))
    for key in range(5):
        cache.get(key, lambda: "x" * 1000)
    assert len(cache) == 3 and cache.bytes <= cache.max_bytes
    computed = []
    cache.get(0, lambda: computed.append(0) or "x" * 1000)
    assert computed == [0]  # evicted: computed again


def test_a_value_heavier_than_the_bound_is_not_kept() -> None:
    cache = Cache(100, max_bytes=10_000)
    cache.get("small", lambda: "s")
    assert cache.get("big", lambda: "x" * 20_000) == "x" * 20_000
    assert len(cache) == 1 and cache.bytes < 10_000


def test_footprint_counts_what_a_value_holds() -> None:
    """Nested containers and objects' attributes count; a shared object counts once."""

    class Page:
        def __init__(self, texts):
            self.texts = texts

    text = "y" * 10_000
    assert footprint(Page([text, {"k": text}])) < footprint(Page([text, {"k": "z" * 10_000}]))
    assert footprint(Page([text])) > 10_000
