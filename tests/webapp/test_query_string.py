"""Address parameters read as text: UTF-8 as sent, a Latin-1 link's bytes as Windows-1252."""

from __future__ import annotations

from urllib.parse import urlencode

from hypothesis import given
from hypothesis import strategies as st

from tests.support.helpers import soup
from webapp.query_string import decoded, parameters


@given(st.dictionaries(st.text(min_size=1), st.text()))
def test_utf8_parameters_read_as_sent(sent: dict[str, str]) -> None:
    assert parameters(urlencode(sent).encode("ascii")) == list(sent.items())


@given(st.text(alphabet=st.characters(min_codepoint=0xA0, max_codepoint=0xFF), min_size=1))
def test_latin1_bytes_read_as_windows_1252(text: str) -> None:
    """Latin-1's letters are Windows-1252's; no run of them is UTF-8 but by chance, so
    compare with what the bytes say in whichever of the two they are."""
    raw = text.encode("latin-1")
    expected = raw.decode("utf-8") if _is_utf8(raw) else text
    assert parameters(b"q=" + urlencode({"": raw})[1:].encode("ascii")) == [("q", expected)]


def _is_utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def test_bytes_undefined_in_windows_1252_are_left_out() -> None:
    assert decoded(b"Tr\x81ample") == "Trample"


def test_a_latin1_link_searches_the_word(client) -> None:
    page = soup(client.get("/de/?q=Todesber%FChrung"))
    assert page.find("input", attrs={"name": "q"})["value"] == "Todesberührung"
    assert "%FC" not in page.title.get_text()


def test_a_percent_sign_typed_stays_one(client) -> None:
    page = soup(client.get("/de/?q=50%25"))
    assert page.find("input", attrs={"name": "q"})["value"] == "50%"
