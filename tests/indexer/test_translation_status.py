"""The status of every ruling's German text in the default rulings."""

from collections import Counter

from indexer.assembly.identity import ruling_id
from indexer.assembly.model import GermanStatus
from indexer.paths import TRANSLATIONS_DIR
from indexer.sources.load import load_corpus
from tests.support.helpers import small_corpus


def test_the_seeds_statuses(assembled) -> None:
    assert Counter(s.status for s in assembled.german.values()) == {"complete": 6, "partial": 2, "missing": 13}
    partial = {rid: s for rid, s in assembled.german.items() if s.status == "partial"}
    english = {rid: [assembled.rulings[rid].texts["de"].text[a:b] for a, b in s.english] for rid, s in partial.items()}
    assert english == {
        "af7530f8be2b": ["perhaps due to an effect such as that of Doubling Season"],
        "72a1283e6e68": ["because of an ability like protection from enchantments"],
    }


def test_names_do_not_make_a_text_partial(assembled) -> None:
    """The ruling naming Wilds of Eldraine, Ellivere of the Wild Court and Virtue and Valor."""
    assert assembled.german["3069b689cf34"] == GermanStatus("complete")
    assert "Ellivere of the Wild Court" in assembled.rulings["3069b689cf34"].texts["de"].text


def test_a_german_text_without_original_is_not_aligned(tmp_path) -> None:
    changed = small_corpus(tmp_path)
    seed = changed / "seeds" / "003.txt"
    seed.write_text(seed.read_text(encoding="utf-8") + "\n\nEine völlig neue Regel über Drachen.\n", encoding="utf-8")
    corpus, _ = load_corpus(changed, TRANSLATIONS_DIR)
    assert corpus.german[ruling_id("de", "Eine völlig neue Regel über Drachen.")] == GermanStatus(
        "complete", aligned=False
    )
