"""German-English word pairs learned from the parallel texts (indexer/word_pairs.py)."""

from __future__ import annotations

import pytest

from indexer.errors import CorpusError
from indexer.german.word_pairs import (
    PAIRS_NAME,
    PARALLEL_FORMATS,
    UNPAIRED_NAME,
    LearnedPair,
    agreement,
    fingerprinted_files,
    inputs_fingerprint,
    read_pairs,
    read_unpaired,
)
from indexer.paths import CORPUS_DIR, TRANSLATIONS_DIR
from indexer.sources.load import FORMATS, load_term_list
from indexer.sources.manifest import read_manifest

PAIRS, FINGERPRINT = read_pairs(TRANSLATIONS_DIR / PAIRS_NAME, PAIRS_NAME)


def test_the_committed_pairs_are_learned_from_the_corpus_as_it_is() -> None:
    """`python -m indexer learn-pairs` after a change of the parallel texts or their analysis
    (make run and make test do it when stale; the file is committed)."""
    sources = [spec.path for spec in read_manifest(CORPUS_DIR, frozenset(FORMATS)) if spec.format in PARALLEL_FORMATS]
    assert inputs_fingerprint([*sources, TRANSLATIONS_DIR / UNPAIRED_NAME]) == FINGERPRINT


def test_the_code_that_reads_the_texts_is_among_the_pairs_inputs() -> None:
    """The German card texts' line breaks, read back in indexer/formats, changed what the pairs
    learn („todesberührung“ / "deathtouch") while the committed file still passed as current."""
    names = {path.name for path in fingerprinted_files([])}
    assert {"german_card_lines.py", "parse_card_names.py", "parse_rules.py", "de.py"} <= names


@pytest.mark.parametrize(
    ("german", "english"),
    [
        ("zufällig", "random"),
        ("zurück", "return"),
        ("reihenfolge", "order"),
        ("bonus", "kicker"),
        ("ausrüstung", "equipment"),
    ],
)
def test_the_game_language_is_learned(german, english) -> None:
    assert next(p.en for p in PAIRS if p.de == german) == english, "the best partner (the pairs are best first)"


def test_a_word_keeps_a_second_partner_and_a_partner_that_is_not_the_other_word_s_best() -> None:
    """ "erhält" is "gets" +1/+1 and "gains" flying; "Bezug" is the "relation" of rule 400.7,
    though "relation" is "relativ" more often. Mutual best pairs only kept neither."""
    pairs = {(p.de, p.en) for p in PAIRS}
    assert {("erhält", "gets"), ("erhält", "gain"), ("gleich", "same"), ("gleich", "equal")} <= pairs
    assert ("bezug", "relative") in pairs


def test_a_german_function_word_keeps_only_a_function_word_or_a_fixed_phrase() -> None:
    """ "für" stands in "Kosten für", "unter" in "unter deine Bibliothek", "nach" has the stem of
    "nächste": they were learned as "cost", "bottom" and "next". ("wenn" / "when" is not learned:
    an English query leaves out "when" as a question word.)"""
    pairs = {(p.de, p.en) for p in PAIRS}
    assert not {("für", "cost"), ("unter", "bottom"), ("nach", "next")} & pairs
    assert {("falls", "if"), ("bis", "until"), ("kannst", "may"), ("ins", "battlefield")} <= pairs


def test_an_english_function_word_is_no_partner_of_a_german_content_word() -> None:
    """Where "damage" of "dealt damage … by anything" was linked with "Schaden", "anything" was
    left for "bekommen" of "Schaden zugefügt bekommen", "down" of "face down" for "verdeckt".
    Conjunctions and adverbs Snowball's German list lacks keep theirs."""
    pairs = {(p.de, p.en) for p in PAIRS}
    assert not {("bekommen", "anything"), ("verdeckt", "down"), ("kontrolle", "under"), ("zugefügt", "would")} & pairs
    assert {("bevor", "before"), ("nachdem", "after"), ("beide", "both"), ("weniger", "less")} <= pairs


def test_an_english_pronoun_in_ever_is_a_function_word() -> None:
    """ "whichever comes first" gave "zuerst" / "whichever", a team's "whatever" "Startteams";
    "immer" / "whenever" ("Immer wenn") is two function words."""
    pairs = {(p.de, p.en) for p in PAIRS}
    assert not {("zuerst", "whichever"), ("startteams", "whatever")} & pairs
    assert ("immer", "whenever") in pairs


def test_each_pair_says_where_it_was_learned() -> None:
    """ "zufällig" / "random" stands in rules and card texts alike; "Bonus" / "kicker" is printed on cards."""
    by_german = {p.de: p for p in PAIRS}
    assert by_german["zufällig"].rules > 0 and by_german["zufällig"].cards > 0
    assert by_german["bonus"].cards > by_german["bonus"].rules


def test_the_pairs_agree_with_the_curated_term_list() -> None:
    """The curated list is not what the pairs are learned from: it checks them."""
    found = agreement(PAIRS, [(p.en, p.de) for p in load_term_list(TRANSLATIONS_DIR)])
    assert found.listed > 30 and found.right / found.found >= 0.9 and found.right / found.listed >= 0.5


def test_the_agreement_checks_a_word_s_best_partner() -> None:
    pairs = [LearnedPair("gleich", "equal", 0.25, 3, 3), LearnedPair("gleich", "same", 0.3, 3, 3)]
    assert agreement(pairs, [("same", "gleich")]).right == 1


def test_a_damaged_file_names_its_line(tmp_path) -> None:
    path = tmp_path / PAIRS_NAME
    path.write_text(
        "# learned from inputs abc\nde\ten\tscore\trules\tcards\nzurück\treturn\tmuch\t3\t1\n", encoding="utf-8"
    )
    with pytest.raises(CorpusError, match=":3: expected de, en, score, rules, cards"):
        read_pairs(path, PAIRS_NAME)
    assert read_pairs(tmp_path / "none.tsv", "none.tsv") == ([], None)


def test_no_pair_is_one_word_spelled_alike() -> None:
    """ "Zone" / "zone" and the names of planes are the same in both texts: nothing to translate."""
    assert PAIRS and not [p for p in PAIRS if p.de.casefold() == p.en.casefold()]


def test_a_separated_verb_is_learned_whole_not_its_particle() -> None:
    """ "wirf … ab" is "abwerfen": read word by word, the particle "ab" was learned as "discard"
    and searched for the "ab" of "ab wann darf ich blocken"; "fügt" of "fügt … zu" as "damage"."""
    pairs = {(p.de, p.en) for p in PAIRS}
    assert {("abwerfen", "discard"), ("zufügen", "deals")} <= pairs
    assert not {p.en for p in PAIRS if p.de in ("ab", "fügt")}


def test_the_pairs_found_wrong_by_hand_are_not_learned() -> None:
    """translations/unpaired.tsv: learned pairs checked by hand and found to translate a word
    into an unrelated one („wissen“ also searched "howling", of the card Howling Mine in a
    rule's example; „erhöhe“ searched "c"). The learner leaves them out."""
    unpaired = read_unpaired(TRANSLATIONS_DIR / UNPAIRED_NAME)
    checked = {("wissen", "howling"), ("erhöhe", "c"), ("hören", "ceases"), ("ganz", "exile"), ("geht", "goes")}
    assert checked <= unpaired
    assert not unpaired & {(p.de, p.en) for p in PAIRS}


@pytest.mark.parametrize("text", ["de\ten\n", "de\ten\twhy\nwissen\thowling\n", "de\ten\twhy\nwissen\t\tno partner\n"])
def test_a_malformed_file_of_wrong_pairs_is_a_corpus_error(tmp_path, text) -> None:
    path = tmp_path / UNPAIRED_NAME
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CorpusError):
        read_unpaired(path)
