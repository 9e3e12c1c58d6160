"""The rules a ruling's example applies without being about them: folded on the ruling page,
shown when the reader opens the fold (the page itself: tests/webapp/test_folded_rules.py)."""

import pytest

from tests.support.browser import browser_page

pytestmark = pytest.mark.browser

ADVENTURE_COPY = "/de/rulings/5643ef4724ee"


def test_the_folded_rules_show_when_the_reader_opens_them(site) -> None:
    with browser_page("de-DE") as page:
        page.goto(site + ADVENTURE_COPY)
        section = page.locator("section[aria-labelledby=rules-title]")
        assert section.get_by_role("link", name="Regel 704.5e").is_visible()
        hidden = section.get_by_role("link", name="Regel 601.2h")
        assert not hidden.is_visible()
        section.locator("summary").click()
        assert hidden.is_visible()
