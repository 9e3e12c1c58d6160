"""Runnable examples where rules are read: rule pages of 702 and 704.5, the marks in rule lists
and search results, and the count on the coverage page; in both languages."""

from __future__ import annotations

import pytest

from tests.support.helpers import soup, text_of

LEGEND_RULING = "935981311166"  # "Notably, the “legend rule” does not cause any permanents to be sacrificed. ..."


def example_ids(page) -> list[str]:
    return [form["action"].rsplit("/", 2)[-2] for form in page.select("section.examples form.example-form")]


@pytest.mark.parametrize(("lang", "button"), [("en", "Run example"), ("de", "Beispiel ausführen")])
def test_a_rule_page_runs_the_examples_that_apply_the_rule(client, lang, button) -> None:
    page = soup(client.get(f"/{lang}/rules/704.5j"))
    assert "legend-rule" in example_ids(page)
    form = page.select_one("section.examples form.example-form")
    assert text_of(form.select_one("button[type=submit]")) == button


def test_the_rule_page_shows_the_example_as_the_ruling_page_does(client) -> None:
    on_rule = soup(client.get("/de/rules/704.5j")).select_one("section.examples")
    on_ruling = soup(client.get(f"/de/rulings/{LEGEND_RULING}")).select_one("section.examples")
    assert on_ruling is not None
    first = on_ruling.select_one("form.example-form")
    same = next(f for f in on_rule.select("form.example-form") if f["action"] == first["action"])
    assert [i["name"] for i in same.select("[name]")] == [i["name"] for i in first.select("[name]")]
    assert text_of(same) == text_of(first)


def test_a_keywords_page_shows_the_examples_of_its_subrules(client) -> None:
    assert set(example_ids(soup(client.get("/en/rules/702.19")))) >= {"combat-trample", "double-strike-trample"}


@pytest.mark.parametrize(("lang", "number"), [("en", "702.5"), ("en", "702.5a"), ("de", "702.5a")])
def test_the_enchant_rule_pages_run_the_examples_of_enchant(client, lang, number) -> None:
    """702.5a: enchant restricts what an Aura spell can target (cast as an Aura) and what an Aura
    can enchant (a Role isn't created on a noncreature)."""
    assert {"role-needs-creature", "enchantress-triggers"} <= set(
        example_ids(soup(client.get(f"/{lang}/rules/{number}")))
    )


def test_a_rule_without_an_example_has_none(client) -> None:
    page = soup(client.get("/en/rules/702.24"))
    assert page.select_one("section.examples") is None


def test_rule_lists_mark_the_rules_that_have_an_example(client) -> None:
    contents = soup(client.get("/de/rules/"))
    marked = {
        a["href"].rsplit("/", 1)[-1]
        for a in (li.a for li in contents.select(".rule-list li") if li.select_one(".badge--example"))
    }
    assert {"702", "704"} <= marked and "705" not in marked
    keyword = soup(client.get("/en/rules/702.19"))
    subrules = {li["id"]: li for li in keyword.select("li[id^=rule-]")}
    assert subrules["rule-702.19b"].select_one(".badge--example")
    assert not subrules["rule-702.19a"].select_one(".badge--example")
    assert text_of(subrules["rule-702.19b"].select_one(".badge--example")) == "Runnable example"


@pytest.mark.parametrize(
    ("lang", "query", "label"),
    [("en", "legend rule sacrificed", "Runnable example"), ("de", "Legendenregel", "Ausführbares Beispiel")],
)
def test_search_results_mark_rulings_with_an_example(client, lang, query, label) -> None:
    page = soup(client.get(f"/{lang}/", query_string={"q": query}))
    marked = [r for r in page.select("li.result") if r.select_one(".badge--example")]
    assert marked and all(text_of(r.select_one(".badge--example")) == label for r in marked)
    unmarked = [r for r in page.select("li.result") if not r.select_one(".badge--example")]
    assert unmarked


def test_the_coverage_page_counts_rulings_with_an_example_per_kind_of_rule(client) -> None:
    for lang, words in (
        ("en", "rulings have a runnable example"),
        ("de", "Regelauslegungen haben ein ausführbares Beispiel"),
    ):
        section = soup(client.get(f"/{lang}/coverage")).select_one("section[aria-labelledby=examples-title]")
        assert words in text_of(section)
        rows = {
            text_of(tr.th).split()[0]: int(text_of(tr.td).replace(",", "").replace(".", ""))
            for tr in section.select("tbody tr")
        }
        assert rows["704.5j"] >= 7 and rows["702.19"] >= 1
