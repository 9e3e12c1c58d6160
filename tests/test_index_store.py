import io

from helpers import small_corpus
from indexer.build import build
from indexer.paths import TRANSLATIONS_DIR
from webapp.index_store import IndexStore


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
    assert store.searcher is not first
    assert store.payload("card", "brand-new-card") is not None
    assert store.meta["counts"]["card"] == 5


def test_same_build_keeps_the_searcher(tmp_path) -> None:
    link = tmp_path / "index"
    build(small_corpus(tmp_path), TRANSLATIONS_DIR, link, log=io.StringIO())
    store = IndexStore(link)
    assert store.searcher is store.searcher
