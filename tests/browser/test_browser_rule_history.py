"""A rule's history as a reader sees it: the diff reads without colour, pages fit a phone."""

import pytest

from tests.support.browser import assert_fit_a_phone, browser_page

pytestmark = pytest.mark.browser


def test_deleted_and_inserted_words_differ_without_colour(site) -> None:
    with browser_page("en-US") as page:
        page.goto(f"{site}/en/rules/111.10q/history")
        styles = page.evaluate(
            """() => ["del", "ins"].map(tag => {
                const element = document.querySelector(`#release-2025-11-14 .diff ${tag}`);
                const style = getComputedStyle(element);
                return [style.textDecorationLine, style.fontWeight, element.innerText];
            })"""
        )
        assert styles[0][0] == "line-through" and styles[0][2].endswith("Aura")
        assert styles[1][0] == "underline" and int(styles[1][1]) >= 700 and styles[1][2].endswith("token")
        hidden = page.locator("#release-2025-11-14 .diff del .visually-hidden")
        assert hidden.text_content() == "deleted: " and hidden.bounding_box()["width"] <= 1  # for screen readers only


def test_history_and_changes_pages_fit_a_phone(site) -> None:
    with browser_page("de-DE") as page:
        paths = (
            "/de/rules/111.10q/history",
            "/de/rules/changes/2023-10-13/2026-01-16",
            "/de/rules/601.2a",
            "/de/?q=Rolle+fassung:2023-10-13",
        )
        assert_fit_a_phone(page, site, paths)


@pytest.mark.parametrize(
    ("path", "target"),
    [
        ("/de/rules/702#rule-702.19b", "rule-702.19b"),
        ("/en/rules/111.10q/history#release-2025-11-14", "release-2025-11-14"),
    ],
)
def test_the_rule_or_release_a_link_points_at_is_marked_below_the_windows_edge(site, path, target) -> None:
    """A link to a subrule or a release scrolled its entry flush against the window's top,
    unmarked; on a short page nothing showed which one was meant (a reader's review)."""
    with browser_page("de-DE") as page:
        page.goto(f"{site}{path}")
        marked = page.evaluate(
            f"""() => {{
                const element = document.getElementById("{target}");
                const style = getComputedStyle(element);
                return [element.matches(":target"), style.outlineStyle, parseFloat(style.scrollMarginTop)];
            }}"""
        )
        assert marked[0] and marked[1] == "solid" and marked[2] > 0
