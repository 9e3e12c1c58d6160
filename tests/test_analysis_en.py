import pickle

import pytest

from indexer.analysis_en import english_analyzer


def terms(text: str, mode: str = "index") -> list[str]:
    return [t.text for t in english_analyzer()(text, mode=mode)]


def test_stemming() -> None:
    assert terms("countered") == terms("counter") == terms("countering")
    assert terms("Roles") == terms("role")
    assert terms("timestamps") == terms("timestamp")


def test_apostrophes_alike() -> None:
    assert terms("won't") == terms("won’t")
    assert terms("can't") == terms("can’t")


def test_possessives() -> None:
    assert terms("owner's") == terms("owners’") == terms("owner")


@pytest.mark.parametrize("word", ["not", "can", "when", "if", "each", "all", "no", "only", "until"])
def test_negations_and_quantifiers_are_kept(word: str) -> None:
    assert terms(word), f"{word!r} must not be a stop word"


def test_rule_numbers_stay_whole_and_unstemmed() -> None:
    assert terms("rule 704.5y") == ["rule", "704.5y"]


def test_hyphenated_forms() -> None:
    assert terms("non-token", "query") == terms("nontoken", "query")
    assert "token" in terms("non-token")


def test_analyzer_pickles() -> None:
    restored = pickle.loads(pickle.dumps(english_analyzer()))
    assert [t.text for t in restored("Adventures")] == ["adventur"]
