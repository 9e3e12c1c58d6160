from webapp.cache import Cache


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
