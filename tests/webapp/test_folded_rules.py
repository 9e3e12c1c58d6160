"""A ruling's example applies many rules besides the ones the ruling is about: the ruling page
lists the rules it cites and those of its example's that are about what it says, and folds the
others under one line (a <details>, no JavaScript needed); a rule page folds the rulings whose
example applies it without being about it."""

import re

from indexer.citations.subjects import ruling_subject, terms_mentioned
from tests.support.helpers import soup, text_of
from webapp.folding import shown_first

ADVENTURE_COPY = "/de/rulings/5643ef4724ee"


def rule_numbers(element) -> list[str]:
    return [a["href"].rsplit("/", 1)[1] for a in element.select("a[href*='/rules/']")]


def test_the_rules_the_ruling_is_about_come_first_and_the_others_are_folded(client) -> None:
    page = soup(client.get(ADVENTURE_COPY))
    section = page.select_one("section[aria-labelledby=rules-title]")
    shown = rule_numbers(section.select_one(":scope > ul.ruling-rules"))
    folded = section.select_one(":scope > details")
    assert {"704.5e", "715.3c", "707.10"} <= set(shown)
    assert not {"601.2h", "111.10k"} & set(shown)
    assert {"601.2h", "111.10k"} <= set(rule_numbers(folded))
    assert not folded.has_attr("open")
    count = len(rule_numbers(folded))
    assert text_of(folded.select_one("summary")) == f"{count} weitere im Beispiel angewandte Regeln"


def test_the_rule_that_names_most_of_the_rulings_terms_comes_first(client) -> None:
    """The ruling on an Adventure spell that is countered (its card is not exiled) had listed
    111.2, on a token's owner ("owner"), first and 715.3d, on an Adventure cast, exiled and
    countered, sixth (a German player's review)."""
    page = soup(client.get("/de/rulings/06cca03abd8d"))
    section = page.select_one("section[aria-labelledby=rules-title]")
    assert rule_numbers(section.select_one(":scope > ul.ruling-rules"))[0] == "715.3d"


def test_cited_or_on_the_subject_is_shown_first() -> None:
    assert shown_first({"cited": True, "on_subject": False})
    assert shown_first({"cited": False, "on_subject": True})
    assert not shown_first({"cited": False, "on_subject": False})
    assert shown_first({"kind": "article", "id": "role"})


def test_a_rule_page_folds_the_rulings_whose_example_only_applies_it(client) -> None:
    page = soup(client.get("/en/rules/601.2h"))
    section = page.select_one("section[aria-labelledby=cited-title]")
    folded = section.select_one(":scope > details")
    hidden = folded.select(".citing-list__item")
    assert len(hidden) > 100 and not folded.has_attr("open")
    assert re.fullmatch(
        rf"{len(hidden)} more rulings whose examples apply this rule", text_of(folded.select_one("summary"))
    )
    assert 0 < len(section.select(":scope > ul.citing-list > li")) < 20


def test_about_the_subject_means_the_rule_mentions_a_term_of_the_ruling(builder) -> None:
    subject = ruling_subject(
        "If an effect copies an Adventure spell, that copy is exiled as it resolves.", "en", builder.mentions
    )
    assert terms_mentioned(subject, "707.10", "en", builder.mentions) > 0
    assert terms_mentioned(subject, "601.2h", "en", builder.mentions) == 0
