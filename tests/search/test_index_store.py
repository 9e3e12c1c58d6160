import gc
import io
import json
import os
import shutil
import threading
import time
import weakref
from collections.abc import Callable
from pathlib import Path

import pytest
from whoosh.fields import Schema

from indexer.build import build
from indexer.paths import TRANSLATIONS_DIR
from indexer.search import index_store
from indexer.search.analysis.schema import build_schema
from indexer.search.index_store import YOUNG_OBJECTS, IndexStore
from tests.support.helpers import ENGLISH_ID, GERMAN_OWN_ID, german_only_corpus, small_corpus


def test_reopens_after_a_rebuild(tmp_path) -> None:
    corpus = small_corpus(tmp_path)
    link = tmp_path / "instance" / "index"
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    store = IndexStore(link)
    assert store.payload("card", "cut-in")["display"]["de"] == "Einschneiden"
    assert store.payload("ruling", "ffffffffffff") is None
    first = store.searcher
    (corpus / "seeds" / "000.txt").write_text("Brand New Card\n\nA brand new ruling.\n", encoding="utf-8")
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    assert store.searcher is first, "the link is followed anew only on refresh (once per request)"
    store.refresh()
    assert store.searcher is not first
    assert store.payload("card", "brand-new-card") is not None
    assert store.meta["counts"]["card"] == 5


def test_same_build_keeps_the_searcher(tmp_path) -> None:
    link = tmp_path / "index"
    build(small_corpus(tmp_path), TRANSLATIONS_DIR, link, log=io.StringIO())
    store = IndexStore(link)
    assert store.searcher is store.searcher


def test_rule_side_files_and_payloads_under_a_rule(index_link) -> None:
    store = IndexStore(index_link)
    assert store.rules["numbers"][:3] == ["1", "100", "100.1"]
    assert store.rules["headings"]["7"] == {"en": "Additional Rules", "de": "Zusätzliche Regeln"}
    assert any(item["number"] == "704.5z" for item in store.report)
    under = store.rule_payloads("704.5")
    assert {"704.5", "704.5a", "704.5z"} <= set(under) and "704.6" not in under
    assert under["704.5y"]["parent"] == "704.5"
    assert set(under) == {number for number in store.rules["numbers"] if number.startswith("704.5")}
    assert store.rule_payloads("704.5") == under and set(store.rule_payloads("7")) >= set(under)


def test_missing_side_files_read_as_empty(tmp_path) -> None:
    link = tmp_path / "index"
    build(small_corpus(tmp_path), TRANSLATIONS_DIR, link, log=io.StringIO())
    for name in ("rules.json", "report.json"):
        (link / name).unlink()
    store = IndexStore(link)
    assert store.rules == {"numbers": [], "headings": {}} and store.report == []


def test_result_cache_belongs_to_one_index_generation(tmp_path) -> None:
    corpus = small_corpus(tmp_path)
    link = tmp_path / "index"
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    store = IndexStore(link, cache_size=8)
    store.results.get("key", lambda: "old")
    assert store.results.get("key", lambda: "new") == "old"
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    store.refresh()
    assert store.results.get("key", lambda: "new") == "new"


def test_the_app_serves_a_rebuild_once_it_has_warmed_it_up(tmp_path) -> None:
    from webapp import create_app

    corpus = small_corpus(tmp_path)
    link = tmp_path / "index"
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    app = create_app({"TESTING": True, "INDEX_PATH": str(link)})
    client = app.test_client()
    assert client.get("/en/cards/brand-new-card").status_code == 404
    (corpus / "seeds" / "000.txt").write_text("Brand New Card\n\nA brand new ruling.\n", encoding="utf-8")
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    assert client.get("/en/cards/brand-new-card").status_code == 404, "the build before serves while the new warms up"
    _until(lambda: client.get("/en/cards/brand-new-card").status_code == 200)
    store = app.extensions["index_store"]
    assert ("search index",) in store._opened().generation.derived._items, "its postings were read before"


def test_the_thread_that_warmed_the_app_up_keeps_no_build(tmp_path) -> None:
    from webapp import create_app

    corpus = small_corpus(tmp_path)
    link = tmp_path / "index"
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    app = create_app({"TESTING": True, "INDEX_PATH": str(link)})
    app.extensions["warm_up"]()  # as a worker's main thread does before its first request
    store = app.extensions["index_store"]
    (generation,) = store._generations.values()
    first = weakref.ref(generation.derived._items[("search index",)][0])
    del generation
    (corpus / "seeds" / "000.txt").write_text("Brand New Card\n\nA brand new ruling.\n", encoding="utf-8")
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    client = app.test_client()
    reader = threading.Thread(target=_until, args=(lambda: client.get("/en/cards/brand-new-card").status_code == 200,))
    reader.start()
    reader.join()
    gc.collect()
    assert first() is None, "the build before is freed once its readers have moved on"


def test_a_released_generation_hands_its_memory_back(tmp_path, monkeypatch) -> None:
    trims: list[int] = []
    monkeypatch.setattr(index_store, "_MALLOC_TRIM", trims.append)
    store, _, _ = _rebuilt(tmp_path)
    store.engine  # noqa: B018 (reading the property loads it)
    assert trims == []
    store.refresh()
    gc.collect()
    assert trims == [0], "the generation of the build before, let go, trimmed the heap"


def _until(condition: Callable[[], bool], seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "not within a minute"
        time.sleep(0.02)


def _rebuilt(tmp_path) -> tuple[IndexStore, Path, Path]:
    """A store serving a first build of the small corpus whose link now leads to a second
    build with one more card; the two builds' directories."""
    corpus = small_corpus(tmp_path)
    link = tmp_path / "index"
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    store = IndexStore(link)
    store.refresh()
    first = Path(os.path.realpath(link))
    (corpus / "seeds" / "000.txt").write_text("Brand New Card\n\nA brand new ruling.\n", encoding="utf-8")
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    return store, first, Path(os.path.realpath(link))


def test_a_rebuild_is_warmed_up_in_a_thread_while_the_build_before_serves(tmp_path) -> None:
    store, first, second = _rebuilt(tmp_path)
    started, release = threading.Event(), threading.Event()
    seen: list[object] = []

    def warm_up() -> None:
        seen.append(store.payload("card", "brand-new-card"))  # the warming thread reads the new build
        started.set()
        release.wait(10)

    store.warm_up = warm_up
    store.refresh()
    assert started.wait(10)
    for _ in range(3):
        store.refresh()
        assert store.payload("card", "brand-new-card") is None
    assert len(seen) == 1 and seen[0] is not None, "warmed up once, in the new build"
    release.set()

    def served() -> bool:
        store.refresh()
        return store.payload("card", "brand-new-card") is not None

    _until(served)
    assert first.is_dir() and second.is_dir()


def test_a_rebuild_whose_build_before_is_gone_is_served_at_once(tmp_path) -> None:
    store, first, _ = _rebuilt(tmp_path)
    store.warm_up = lambda: pytest.fail("nothing to serve meanwhile: no warm-up")
    shutil.rmtree(first)
    store.refresh()
    assert store.payload("card", "brand-new-card") is not None


def test_a_rebuild_whose_warm_up_fails_is_served_all_the_same(tmp_path, caplog) -> None:
    store, _, second = _rebuilt(tmp_path)

    def warm_up() -> None:
        raise OSError("disk full")

    store.warm_up = warm_up

    def served() -> bool:
        store.refresh()
        return store.payload("card", "brand-new-card") is not None

    _until(served)
    assert any("warming up the index" in r.getMessage() and str(second) in r.getMessage() for r in caplog.records)


def test_threads_have_their_own_searcher_and_share_the_generations_caches(index_link) -> None:
    import threading

    store = IndexStore(index_link, cache_size=8)
    store.results.get("key", lambda: "first")
    store.memo(("derived",), lambda: "first")
    seen = []

    def other_thread() -> None:
        seen.extend(
            [store.searcher, store.results.get("key", lambda: "second"), store.memo(("derived",), lambda: "second")]
        )

    thread = threading.Thread(target=other_thread)
    thread.start()
    thread.join()
    assert seen[0] is not store.searcher
    assert seen[1:] == ["first", "first"]


def test_per_word_answers_are_computed_once_per_word_and_question(index_link) -> None:
    store = IndexStore(index_link)
    asked: list[str] = []

    def length(word: str) -> int:
        asked.append(word)
        return len(word)

    first = store.per_word("length", length)
    assert [first("Exil"), first("Exil"), first("Rolle")] == [4, 4, 5]
    assert store.per_word("length", length)("Exil") == 4, "kept for the searches after"
    assert store.per_word("other question", str.isupper)("Exil") is False
    assert asked == ["Exil", "Rolle"]


def test_an_alias_leads_to_its_ruling(tmp_path) -> None:
    link = tmp_path / "index"
    build(small_corpus(tmp_path), TRANSLATIONS_DIR, link, log=io.StringIO())
    store = IndexStore(link)
    assert store.id_for("ruling", GERMAN_OWN_ID) == ENGLISH_ID
    assert store.id_for("ruling", ENGLISH_ID) is None
    assert store.id_for("ruling", "cut-in") is None


def test_an_index_built_before_aliases_has_none(tmp_path, monkeypatch) -> None:
    """make run may serve such an index when the corpus has an error: unknown ids stay 404s."""

    def without_aliases() -> Schema:
        schema = build_schema()
        schema.remove("aliases")
        return schema

    monkeypatch.setattr("indexer.build.build_schema", without_aliases)
    monkeypatch.setattr("indexer.assembly.model.Card.aliases", lambda card: [])  # (a card's German names are some)
    link = tmp_path / "index"
    build(german_only_corpus(tmp_path), TRANSLATIONS_DIR, link, log=io.StringIO())
    assert IndexStore(link).id_for("ruling", ENGLISH_ID) is None


def test_a_read_search_index_is_frozen_and_a_replaced_one_still_collected(tmp_path) -> None:
    corpus = small_corpus(tmp_path)
    link = tmp_path / "instance" / "index"
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    store = IndexStore(link)
    first = weakref.ref(store.engine)
    assert gc.get_freeze_count() > 0, "the search index is left out of the collector's full passes"
    (corpus / "seeds" / "000.txt").write_text("New Card\n\nA new ruling.\n", encoding="utf-8")
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    store.refresh()
    store.engine  # noqa: B018 (reading the property loads it)
    gc.collect()
    assert first() is None, "once no thread serves the build before, its search index is freed"


def test_the_lexicon_is_frozen_and_young_objects_are_collected_less_often(tmp_path) -> None:
    link = tmp_path / "instance" / "index"
    build(small_corpus(tmp_path), TRANSLATIONS_DIR, link, log=io.StringIO())
    default = gc.get_threshold()
    gc.set_threshold(700, *default[1:])
    try:
        lexicon = IndexStore(link).lexicon
        assert gc.get_threshold()[0] == YOUNG_OBJECTS
        assert lexicon.keys, "the small corpus has names"
        assert not any(tracked is lexicon.keys for tracked in gc.get_objects()), "left out of the collector's passes"
    finally:
        gc.set_threshold(*default)


def test_stores_of_one_build_share_its_postings_and_keep_their_own_caches(tmp_path) -> None:
    corpus = small_corpus(tmp_path)
    link = tmp_path / "instance" / "index"
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    one, other = IndexStore(link), IndexStore(link)
    assert one.engine.postings is other.engine.postings, "a build's postings are read once per process"
    assert one.engine.clauses is not other.engine.clauses
    first = weakref.ref(one.engine.postings)
    reader = one.engine.postings.reader
    (corpus / "seeds" / "000.txt").write_text("New Card\n\nA new ruling.\n", encoding="utf-8")
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    for store in (one, other):
        store.refresh()
        assert store.engine.postings is not first()
    del one, other, store
    gc.collect()
    assert first() is None, "a replaced build's postings go with the last store that read them"
    assert reader.is_closed


def test_a_rebuild_by_other_code_is_passed_over_while_the_build_before_is_there(tmp_path, caplog) -> None:
    """A server that ran code from before a scenario key (`leads`) answered the pages of those
    examples with 500s once the index was rebuilt by the code that has it: a build stamped by
    other code is not served until the server restarts (with that code), or its own is gone."""
    store, first, second = _rebuilt(tmp_path)
    meta = json.loads((second / "build.json").read_text(encoding="utf-8"))
    assert meta["code"] == store.code
    (second / "build.json").write_text(json.dumps(meta | {"code": "other"}), encoding="utf-8")
    for _ in range(2):
        store.refresh()
        assert store.payload("card", "brand-new-card") is None
    assert [r.getMessage() for r in caplog.records if "built by other code" in r.getMessage()] == [
        f"the index at {second} was built by other code: serving {first} until a restart"
    ]
    shutil.rmtree(first)
    store.refresh()
    assert store.payload("card", "brand-new-card") is not None


def test_the_warm_up_weighs_the_rules_by_their_citations(tmp_path) -> None:
    """A question's rules weigh by the texts that cite them (SearchIndex.cited_weights, 77 ms on
    the full corpus): the warm-up asks one, so that a reader's first question does not pay it."""
    from webapp import create_app

    link = tmp_path / "index"
    build(small_corpus(tmp_path), TRANSLATIONS_DIR, link, log=io.StringIO())
    app = create_app({"TESTING": True, "INDEX_PATH": str(link)})
    app.extensions["warm_up"]()
    assert "cited_weights" in vars(app.extensions["index_store"].engine)
