"""The relevance test set (relevance.toml here) against the default corpus, the full real data:
recall@5 and MRR, documents that must stay out of the top 5, and spelling suggestions.

A case's recall counts each document of `expect` and, as one more, any document of
`expect_any` (documents that state the same answer: one of them serves the reader). The figures
are printed at the end of the test run (see conftest.py here) and the test fails when either drops
below its threshold. blind.toml and blind2.toml, questions written without seeing the site's
results, are scored alike and held at what they reached.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import NamedTuple

import pytest

from indexer.search.index_store import IndexStore
from indexer.search.results import SearchPage, run_search


def _cases(name: str) -> list[dict]:
    return tomllib.loads(Path(__file__).with_name(name).read_text(encoding="utf-8"))["query"]


CASES = _cases("relevance.toml")
TOP = 5
# The issue "Real scale by default" asks for recall@5 0.95 and MRR 0.85 on this set, the issue
# of the learned lexicon every one of the 40 German questions answered in English only; the
# search reaches 0.958, 0.852 and 43 of 43 over the 263 queries with answers (docs/search.md,
# "Relevance"): the 14 rule questions in everyday words are the weak class (12 of them
# answered). These floors keep what is reached (the MRR the 0.85: a question added with
# its answer 5th took 0.862 to 0.859): the build numbers the documents alike every
# time (indexer/ordered_writer.py), so documents that score alike keep one order and the
# figures no longer move between builds.
MIN_RECALL = 0.95
MIN_MRR = 0.85
MIN_CROSSED = 42
# blind.toml's figures (4 December): over its 130 questions recall@5 0.758 and MRR 0.559, 98 with
# every answer in the first five. Its first 70 stood at 0.721 and 0.480, and at 0.679 and 0.464
# before that session's fixes of German players' words and of compounds sharing a head, which
# three of them had missed. Far below this set's: its questions were not written with the fixes
# that pin them, as most here were.
# blind2.toml's (4 December, the fourteenth session's end): over its 130 questions recall@5 0.700
# and MRR 0.537, 91 with every answer in the first five (0.631 and 0.446, 82, at its start).
# blind4.toml's (5 December, the sixteenth session): 60 questions, recall@5 0.783 and MRR 0.682.
# blind5.toml's (5 December, the seventeenth session, as first run): 60, recall@5 0.917, MRR 0.781.
# blind6.toml's (5 December, the eighteenth session): 60, recall@5 0.867 and MRR 0.731 as first run
# (9a0ec90), 0.883 and 0.748 once "split karte: wann …" was no card filter.
# blind7.toml's (5 December, the nineteenth session): 60, recall@5 0.800 and MRR 0.664 as first run
# (54bb815), 0.817 and 0.666 with the rules weighed by the texts that cite them.
# blind8.toml's (5 December, the twentieth session): 60, recall@5 0.850 and MRR 0.610 as first run.
# blind9.toml's (5 December, the twenty-first session): 60, recall@5 0.583 and MRR 0.430 as first
# run, on the session's first index; unchanged by its changes.
# blind10.toml's (5 December, the twenty-second session): 60, recall@5 0.583 and MRR 0.503 as first
# run. That session's words of a chat (results.CHAT_WORD) took blind7's MRR from 0.692 to 0.689 (its
# recall from 0.817 to 0.833): its floor of MRR is 0.68 since.
# blind11.toml's (5 December, the twenty-third session): 60 short queries typed as into a phone's
# search box, recall@5 0.833 and MRR 0.586 as first run (99addff).
# blind12.toml's (5 December, the twenty-third session): 60 German questions, recall@5 0.683 and MRR
# 0.559 as first run (9faf267), 0.733 and 0.606 with the players' words its misses showed.
# blind13.toml's (5 December, the twenty-fourth session): 60 "what is X", card wording and rulings
# questions, recall@5 0.850 and MRR 0.578 as first run (5880483).
# blind14.toml's (5 December, the twenty-fifth session): 60 situations at the table, recall@5 0.550
# and MRR 0.357 as first run (2fdbfcd). That session's players' words for phasing („phast aus“,
# „ausgephast“: destabilisiert) put two of Teferi's Protection's rulings, which answer as 702.26g
# does (an Aura phases out and in with its permanent), before 702.26g for blind4's „Kreatur phast
# aus, was passiert mit der Aura …“ (1st to 3rd): blind4's floor of MRR is 0.74 since. Its „Trampel“
# read with „überschüssiger Schaden“ (questions.tsv; „Todesberührung Trampel“ 8th to 1st) put rule
# 120.4a ("Any amount of damage greater than 1 is excess damage if the source … has deathtouch")
# before 702.2c for blind12's „todesberuehrung trampel schaden verteilen“: its floor of MRR is 0.59.
# blind15.toml's (5 December, the twenty-fifth session): 60 questions on the mechanics of recent
# sets and their older relatives, recall@5 0.750 and MRR 0.642 as first run (65ee97f).
# blind16.toml's (5 December, the twenty-sixth session): 60 questions on ownership, control, zones
# and hidden information, recall@5 0.633 and MRR 0.489 as first run (4caad95). That session's
# players' „billiger“ read as „Kostenreduktion“ (shorthand.tsv; blind13's „spruch wird billiger für
# jede kreatur auf dem feld …“ from none to 1st, blind9's „kostenreduzierer …, wird die
# kommandeurssteuer damit auch billiger?“ 2nd to 1st) counts cost reductions twice where both words
# are typed: blind3's „Schneemana {S} in den Kosten, wird das durch Kostenreduktion billiger?“ has
# 107.4h 13th (3rd), and blind3's floor of recall@5 is 0.90 since. (Searching a players' word as
# typed beside the rules' word it stands for mended that one and lost three others of the sets.)
# blind17.toml's (6 December, the twenty-seventh session): 60 questions on continuous effects,
# layers, copies and replacement effects, recall@5 0.567 and MRR 0.381 as first run (b06c869). That
# session paired the German glossary's „Nicht-modale doppelseitige Karte“ with the English
# "Nonmodal Double-Faced Card" (they had been two results, the English one shown on the German site);
# the entry, now with both texts ("… cast front face up … can be transformed"), is first for
# blind12's „kann man eine doppelseitige karte direkt mit der rückseite nach oben casten?“ and
# 712.11a second: blind12's floor of MRR is 0.58 since.
# blind18.toml's (6 December, the twenty-eighth session): 60 questions on state-based actions, the end
# of the game and the rules of permanent types, recall@5 0.700 and MRR 0.540 as first run (ef990fb).
# blind19.toml's (6 December, the twenty-eighth session): 60 questions on mana and costs, recall@5
# 0.900 and MRR 0.722 as first run (ef990fb).
# blind20.toml's (6 December, the twenty-ninth session): 60 questions on targets, modes, copies and
# countering, recall@5 0.667 and MRR 0.528 as first run (545ec5a).
# blind21.toml's (6 December, the twenty-ninth session): 60 questions on evergreen keywords and how
# they interact, recall@5 0.917 and MRR 0.726 as first run (545ec5a).
# The twenty-ninth session's weight of the rules of a keyword named among a question's words
# (results.TERM_RULE_WEIGHT; 41 answers up, 22 down over the sets) put 702.74a and 702.62a, the rules
# of Evoke and Suspend, first for two of blind19's questions that name them as examples ("…, can
# i use an alternative cost like evoke instead"), their rulings second: blind19's floor of MRR is
# 0.70 since.
# blind22.toml's (6 December, the thirtieth session): 60 questions on triggered abilities and
# replacement and prevention effects, recall@5 0.617 and MRR 0.461 as first run (4fd431a).
# blind23.toml's (6 December, the thirtieth session): 60 questions on casting from other zones and
# paying costs, recall@5 0.917 and MRR 0.691 as first run (4fd431a).
# blind24.toml's (6 December, the thirtieth session): 60 questions on planeswalkers, Sagas,
# double-faced cards, Vehicles, Classes, Rooms, battles and the Commander format, recall@5 0.700
# and MRR 0.497 as first run (4fd431a).
# The thirtieth session's weight of the rules every glossary entry named among a question's words
# cites (not those of keyword abilities alone; 42 answers up, 25 down over the sets) put 107.5, the
# tap symbol's rule, before 302.6 for blind19's "creature with "sacrifice: add mana" and no tap
# symbol, can i use it the turn it comes in", and 700.1 (what an event is) before 603.2g for blind22's
# "event got replaced, does something that triggers on the original event still trigger": the
# floors of MRR of blind19 and blind22 are 0.69 and 0.45 since.
# The same session's changes (that weight, German players' words) raised six sets, whose floors
# were raised to hold them: blind3 (0.925 / 0.812), blind10 (0.683 / 0.559), blind15 (0.783 /
# 0.689), blind17 (0.617 / 0.408), blind18 (0.717 / 0.549), blind22 (0.683 / 0.504).
# blind25.toml's (6 December, the thirty-first session): 60 questions on combat, recall@5 0.717 and
# MRR 0.559 as first run (3e7d6e7); 0.733 and 0.576 once an AND typed is relaxed where no document
# has all the words ("… does he lose loyalty AND get damage marked" had found nothing).
# blind26.toml's (the same session): 60 questions that name a card and ask how it works, 22 of 30
# a language answered by card rulings (4 of them another card's), recall@5 0.767, MRR 0.629.
# blind27.toml's (the same session): 60 questions on tokens, copies and counters, recall@5 0.633
# and MRR 0.519 as first run (0ec54ff).
# The same session's players' words raised blind11 to 0.917 / 0.646 („ausrüsten nur
# hexereigeschwindigkeit“ 6th to 1st) and blind25 to 0.750 / 0.592 („schatten“, the keyword
# Shadow), and a question's „gewonnen“ read as the rules' „gewinnt“ blind18 to 0.717 / 0.574
# („… hab ich dann automatisch gewonnen“ 4th to 1st): their floors hold them.
# blind28.toml's (the same session): 60 questions on starting and ending a game and playing with
# more than two players, recall@5 0.750 and MRR 0.590 as first run (02f9daa); 0.767 and 0.607 once
# „scheidet“ (of „scheidet aus“) is read in the English texts as "leaves the game" too.
# blind29.toml's (6 December, the thirty-second session): 60 questions on timing, priority and the
# stack, recall@5 0.650 and MRR 0.385 as first run (a0beb14); "commander" no longer stemmed as
# "command" took „commander zu viert, in welcher reihenfolge kriegen die spieler priorität“ from
# 2nd to 4th (0.381).
# blind30.toml's (the same session): 60 questions on costs and mana, recall@5 0.683 and MRR 0.475 as
# first run (a0beb14). At that session's end blind29 stood at 0.667 / 0.394 („Spezialaktion“,
# „umdrehen“ read as the rules' „Sonderaktion“, „aufdecken“), blind24 at 0.750 / 0.528 and blind23
# at 0.917 / 0.706 ("commander" no longer "command"), blind9 at 0.600 / 0.471: floors raised. A
# translation of several words weighed less (query.build.TRANSLATION_WORDS_POWER; all sets'
# questions 37 answers up, 9 down) took blind30 to 0.700 / 0.486, blind25 to 0.750 / 0.597 and
# blind24 to 0.750 / 0.520 („mehrere kapitel triggern gleichzeitig …“ 1st to 2nd).
# The thirty-third session's three sets, each written by a helper as the others were, run first on
# the session's starting code (88bc469): blind31 (continuous effects, layers, copy and control)
# 0.583 / 0.478, blind32 (formats, Commander, multiplayer, Two-Headed Giant) 0.667 / 0.519, blind33
# (tokens, counters, keyword actions) 0.750 / 0.658.
# Its players' words and questions' rows (an opponent's turn asked about by priority, „1 gegen 1“,
# what a player starts with, „Mainphase“ and others) took blind6 to 0.950 / 0.803, blind10 to
# 0.700 / 0.576, blind12 to 0.750 / 0.611, blind29 to 0.667 / 0.405 and blind32 to 0.683 / 0.522.
# An Aura whose creature died read as one attached to no object took blind2 to 0.800 / 0.646 and
# blind14 to 0.600 / 0.395.
# The learned pairs learned again from the German card texts read with their line breaks (the
# pairs' fingerprint had not covered the code that reads the texts) moved two answers from 1st
# to 2nd, none up: blind28 0.767 / 0.600, blind29 0.667 / 0.396.
# The thirty-fourth session's three sets, written by helpers at once, run first on the session's
# starting code (3fb1bbe) with two players' words added ("LIFO", "sorc speed"): blind34
# (double-faced, split, adventure and other cards of several faces) 0.850 / 0.636, blind35
# (replacement and prevention effects) 0.650 / 0.515, blind36 (hidden information and the
# library) 0.717 / 0.549.
# Its terms read by the words they are read from (a span of question words around a term of one
# word no longer keeps a term of more words from being read: "draw step" of blind19's "floated
# mana in upkeep …, is it still there in my draw step" is now the draw step, and 106.4 left its
# first 20) and its row for a player who leaves the game (800.4a before 800.4j for blind28's
# "player leaves the game during his own turn …", 1st to 3rd): blind19 0.883 / 0.692, blind28
# 0.767 / 0.589.
# Its later players' words and readings (a participle of an English verb as an adjective,
# „reinkommt“, "play or draw", a card: filter typed with a space read as words where it finds
# nothing, a rule that lists names weighing less, …) took blind28 to 0.783 / 0.605, blind22 to
# 0.700 / 0.513, blind27 to 0.650 / 0.535, blind8 to 0.933 / 0.714, blind34 to 0.867 / 0.642,
# blind35 to 0.650 / 0.526 and blind36 to 0.733 / 0.557: floors raised.
# The thirty-sixth session's four sets (zones and hidden information; protection, prevention and
# indestructible; Auras and Equipment; recent mechanics, whose rulings the data mostly lacks)
# first ran at 0.733 / 0.562, 0.633 / 0.445, 0.700 / 0.557 and 0.733 / 0.541 (recall@5 / MRR
# by the session's script); their floors are what they reached with its changes.
# The thirty-seventh session's two sets (mana and colour; casting a spell step by step and
# state-based actions) first ran at 0.700 / 0.530 and 0.533 / 0.410.
# The thirty-eighth session's set (damage and life) first ran at 0.650 / 0.483 (ca608887).
# The forty-second session's examples tell the end of combat step (511.1: the active player gets
# priority), so 511.1 is a rule an example applies: blind7's "after combat damage do i still get
# priority before combat ends …" found it 1st (4th), and for blind29's "who gets priority first at
# the start of each step" it came before 503.1 and 117.3a (2nd to 3rd; blind40#59 5th from 4th);
# all sets 0.7843 / 0.6267 to 0.7843 / 0.6269 (top 5). blind29's floor of MRR is 0.39 since.
# The forty-fifth session's question rows "planeswalker twice" / „Planeswalker zweimal“ (CR 606.3,
# from a review) put 606.3 2nd for two of blind.toml's questions (none before): its floors are
# 0.86 / 0.66 since; all sets 0.7843 / 0.6269 to 0.7850 / 0.6269 (3,598 questions).
# By set: the floors of recall@5 and MRR.
BLIND_FLOORS = {
    "blind.toml": (0.86, 0.66),
    "blind2.toml": (0.80, 0.64),
    "blind3.toml": (0.92, 0.81),
    "blind4.toml": (0.83, 0.75),
    "blind5.toml": (0.93, 0.80),
    "blind6.toml": (0.95, 0.80),
    "blind7.toml": (0.83, 0.69),
    "blind8.toml": (0.93, 0.71),
    "blind9.toml": (0.60, 0.47),
    "blind10.toml": (0.70, 0.57),
    "blind11.toml": (0.93, 0.64),
    "blind12.toml": (0.75, 0.61),
    "blind13.toml": (0.88, 0.58),
    "blind14.toml": (0.60, 0.39),
    "blind15.toml": (0.78, 0.69),
    "blind16.toml": (0.65, 0.50),
    "blind17.toml": (0.61, 0.41),
    "blind18.toml": (0.71, 0.57),
    "blind19.toml": (0.88, 0.69),
    "blind20.toml": (0.66, 0.52),
    "blind21.toml": (0.91, 0.76),
    "blind22.toml": (0.70, 0.51),
    "blind23.toml": (0.91, 0.70),
    "blind24.toml": (0.75, 0.51),
    "blind25.toml": (0.76, 0.60),
    "blind26.toml": (0.76, 0.62),
    "blind27.toml": (0.65, 0.53),
    "blind28.toml": (0.78, 0.60),
    "blind29.toml": (0.68, 0.39),
    "blind30.toml": (0.70, 0.48),
    "blind31.toml": (0.58, 0.47),
    "blind32.toml": (0.68, 0.53),
    "blind33.toml": (0.76, 0.66),
    "blind34.toml": (0.86, 0.64),
    "blind35.toml": (0.65, 0.52),
    "blind36.toml": (0.73, 0.55),
    "blind37.toml": (0.71, 0.55),
    "blind38.toml": (0.68, 0.52),
    "blind39.toml": (0.75, 0.59),
    "blind40.toml": (0.51, 0.39),
    "blind41.toml": (0.73, 0.57),
    "blind42.toml": (0.63, 0.44),
    "blind43.toml": (0.71, 0.56),
    "blind44.toml": (0.73, 0.54),
    "blind45.toml": (0.70, 0.53),
    "blind46.toml": (0.53, 0.40),
    "blind47.toml": (0.65, 0.48),
    "blind48.toml": (0.61, 0.50),
}


def searched(store: IndexStore, text: str, lang: str) -> SearchPage:
    return run_search(store, text, lang, 1, TOP)


def top_ids(store: IndexStore, text: str, lang: str) -> list[str]:
    return [f"{hit.kind}:{hit.key}" for hit in searched(store, text, lang).hits]


def test_the_set_is_balanced() -> None:
    """At least 160 queries, at least half German; at least 60 questions of judges and players
    answered by the rulings and rules, 40 of them German questions answered in English only."""
    languages = [case["lang"] for case in CASES]
    assert len(CASES) >= 160
    assert 2 * languages.count("de") >= len(CASES)
    assert sum(1 for case in CASES if case.get("question")) >= 60
    assert sum(1 for case in CASES if case.get("cross_language")) >= 40
    assert all(case["lang"] == "de" for case in CASES if case.get("cross_language"))


def graded(case: dict) -> list[list[str]]:
    """The answers a case wants in the top 5: each document of `expect` alone, and the
    documents of `expect_any` as one answer."""
    return [[doc] for doc in case.get("expect", [])] + ([case["expect_any"]] if case.get("expect_any") else [])


class Scores(NamedTuple):
    count: int
    recall: float
    mrr: float
    crossed: int  # cross-language cases with every answer in the top 5
    misses: list[str]


def scored(store: IndexStore, cases: list[dict]) -> Scores:
    """Recall@5 and MRR over the cases with answers, and the cases that missed one."""
    recalls, reciprocal_ranks, misses, crossed = [], [], [], []
    for case in (case for case in cases if graded(case)):
        found = top_ids(store, case["q"], case["lang"])
        answers = graded(case)
        ranks = [
            min(found.index(doc) + 1 for doc in answer if doc in found)
            for answer in answers
            if set(answer) & set(found)
        ]
        recalls.append(len(ranks) / len(answers))
        reciprocal_ranks.append(1 / min(ranks) if ranks else 0.0)
        if case.get("cross_language"):
            crossed.append(len(ranks) == len(answers))
        if len(ranks) < len(answers):
            misses.append(f"{case['lang']} {case['q']!r}: wanted {answers}, got {found}")
    count = len(recalls)
    return Scores(count, sum(recalls) / count, sum(reciprocal_ranks) / count, sum(crossed), misses)


def test_recall_at_5_and_mrr(store, figures) -> None:
    found = scored(store, CASES)
    line = (
        f"{found.count} queries: recall@{TOP} {found.recall:.3f} (min {MIN_RECALL}), MRR {found.mrr:.3f} "
        f"(min {MIN_MRR}); German questions answered in English only: {found.crossed} of "
        f"{sum(1 for case in CASES if case.get('cross_language') and graded(case))} in the top {TOP} (min "
        f"{MIN_CROSSED})"
    )
    figures("relevance", line)
    assert found.recall >= MIN_RECALL and found.mrr >= MIN_MRR and found.crossed >= MIN_CROSSED, "\n".join(
        [line, *found.misses]
    )


def test_every_blind_set_has_its_floors() -> None:
    """A set added without floors would be run by no test."""
    assert sorted(path.name for path in Path(__file__).parent.glob("blind*.toml")) == sorted(BLIND_FLOORS)


@pytest.mark.parametrize("name", sorted(BLIND_FLOORS))
def test_questions_written_blind(store, figures, name: str) -> None:
    """The questions of a blind set: what a new reader's question gets, held where it was."""
    min_recall, min_mrr = BLIND_FLOORS[name]
    found = scored(store, _cases(name))
    line = (
        f"{found.count} questions written blind: recall@{TOP} {found.recall:.3f} (min {min_recall}), "
        f"MRR {found.mrr:.3f} (min {min_mrr})"
    )
    figures(f"relevance, {name}", line)
    assert found.recall >= min_recall and found.mrr >= min_mrr, "\n".join([line, *found.misses])


def test_wrong_documents_stay_out_of_the_top_5(store) -> None:
    """`not_expect` pins a fixed false match (a compound split wrongly, a translation or the
    other language's stem ranked above the words as typed): no threshold, every one counts."""
    wrong = []
    for case in (case for case in CASES if case.get("not_expect")):
        found = top_ids(store, case["q"], case["lang"])
        intruders = [doc for doc in case["not_expect"] if doc in found]
        if intruders:
            wrong.append(f"{case['lang']} {case['q']!r}: {intruders} in the top {TOP}: {found}")
    assert not wrong, "\n".join(wrong)


def test_misspellings_get_the_corrected_query(store) -> None:
    """`suggestion`: the corrected query a misspelled query must get, offered ("Did you mean")
    or, where the query as typed finds nothing, searched instead."""
    wrong = []
    for case in (case for case in CASES if case.get("suggestion")):
        page = searched(store, case["q"], case["lang"])
        found = page.suggestion or page.instead
        if found != case["suggestion"]:
            wrong.append(f"{case['lang']} {case['q']!r}: suggested {found!r}, wanted {case['suggestion']!r}")
    assert not wrong, "\n".join(wrong)
