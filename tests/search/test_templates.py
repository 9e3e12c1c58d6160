"""Rulings written from one template (indexer.search.templates)."""

from __future__ import annotations

import numpy as np

from indexer.search.postings import Matches
from indexer.search.results import run_search
from indexer.search.shown import ShownCard, ShownDocument, ShownText
from indexer.search.templates import one_per_template, template_groups, template_key

RETURNS = "In a multiplayer game, if {}’s owner leaves the game, the exiled card will return to the battlefield."


def ruling(key: str, text: str, *names: str) -> ShownDocument:
    cards = tuple(ShownCard(name.lower(), {"en": (name, "en"), "de": (name, "en")}) for name in names)
    return ShownDocument("ruling", key, {"en": ShownText("body_en", text, (), "en", "")}, {"cards": cards})


def test_a_ruling_s_template_is_its_text_without_its_cards_names() -> None:
    angel = ruling("a", RETURNS.format("Angel of Sanctions"), "Angel of Sanctions")
    binding = ruling("b", RETURNS.format("Ixalan’s Binding"), "Ixalan's Binding")  # (an apostrophe of either kind)
    legend = ruling("c", RETURNS.format("Kaya"), "Kaya, Ghost Assassin")  # (a legend's name shortened)
    split = ruling("d", RETURNS.format("Guard Change"), "Ferocious Werefox // Guard Change")  # (a face's name)
    assert template_key(angel) == template_key(binding) == template_key(legend) == template_key(split)
    assert "angel" not in (template_key(angel) or "")
    assert template_key(ShownDocument("rule", "104.3a", angel.texts, {})) is None


def test_only_rulings_that_share_a_template_are_grouped() -> None:
    documents = [
        ruling("a", RETURNS.format("Angel of Sanctions"), "Angel of Sanctions"),
        ruling("b", "Angel of Sanctions can exile a token.", "Angel of Sanctions"),
        ruling("c", RETURNS.format("Chained to the Rocks"), "Chained to the Rocks"),
        ruling("d", "Chained to the Rocks can exile a token.", "Chained to the Rocks"),
        ruling("e", "Something else entirely.", "Chained to the Rocks"),
    ]
    assert template_groups(documents).tolist() == [1, 2, 1, 2, 0]


def test_every_ruling_of_a_group_but_its_best_match_weighs_less() -> None:
    groups = np.array([0, 1, 1, 2, 1, 2], dtype=np.int32)
    matches = Matches(np.array([0, 1, 2, 3, 4, 5], dtype=np.int32), np.array([5.0, 2.0, 4.0, 3.0, 4.0, 1.0]))
    weighed = one_per_template(matches, groups, 0.5)
    assert weighed.scores.tolist() == [5.0, 1.0, 4.0, 3.0, 2.0, 0.5]  # (a tie: the lower number is the best)
    assert weighed.ids.tolist() == matches.ids.tolist()


def test_a_question_gets_one_ruling_of_a_template_in_its_first_results(store) -> None:
    """ "what happens to spells on the stack when a player leaves the game" had five copies of
    "In a multiplayer game, if [card]'s owner leaves the game, the exiled card will return …" in
    its first ten (a judge's review: Angel of Sanctions, Chained to the Rocks, Colossal Whale, …)."""
    page = run_search(store, "what happens to spells on the stack when a player leaves the game", "en", 1, 10)
    groups = store.templates[[store.searcher.document_number(uid=f"{hit.kind}:{hit.key}") for hit in page.hits]]
    grouped = groups[groups > 0].tolist()
    assert len(grouped) == len(set(grouped))
