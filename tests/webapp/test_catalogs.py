"""The UI catalogs: complete, compiled, current; and no English UI text on the German site."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from indexer.paths import CORPUS_DIR, ROOT, TRANSLATIONS_DIR
from tests.support.helpers import soup
from tests.support.ui_catalog import PLACEHOLDER, PO, catalog, english_fragments, ids, strings

MO = PO.with_suffix(".mo")
POT = TRANSLATIONS_DIR / "messages.pot"


def test_every_message_is_translated_and_none_is_fuzzy() -> None:
    messages = [message for message in catalog() if message.id]
    assert len(messages) > 100
    for message in messages:
        assert all(strings(message)), f"untranslated: {message.id!r}"
        assert not message.fuzzy, f"fuzzy: {message.id!r}"


def test_placeholders_match() -> None:
    """Each translation has the placeholders of its English form: a plural's singular may leave
    the number out where the English one does ("The first result …", „Der erste Treffer …“;
    German uses its first form for 1 alone)."""
    messages = [message for message in catalog() if message.id]
    assert sum(1 for message in messages if PLACEHOLDER.search(" ".join(ids(message)))) > 100
    for message in messages:
        english = ids(message)
        for number, translated in enumerate(strings(message)):
            wanted = set(PLACEHOLDER.findall(english[min(number, len(english) - 1)]))
            every = set(PLACEHOLDER.findall(" ".join(english)))
            assert wanted <= set(PLACEHOLDER.findall(translated)) <= every, message.id


# One German word for each concept of the rules' releases: "Fassung" for a release (as the
# search filter `fassung:`), "Verlauf" for a rule's history; not these.
OTHER_WORDS = ("Ausgabe", "Version", "Stand ", "Versionsgeschichte", "Geschichte")


def test_one_german_word_for_each_concept_of_releases() -> None:
    translated = [text for message in catalog() if message.id for text in strings(message)]
    assert sum("Fassung" in text for text in translated) > 20 and sum("Verlauf" in text for text in translated) > 3
    assert [text for text in translated if any(word in text for word in OTHER_WORDS)] == []


# Words of the game the German rules do not use, where the rules have their own: a step is a
# „Segment“ (the combat damage step „Kampfschadensegment“, 510.4), damage is „notiert“ (120.6), a
# player „verliert das Spiel“ (704.5a), a card is „ins Exil geschickt“ (406), put „in den Friedhof
# seines/ihres Besitzers“ (704.5f), and a creature „weist“ its combat damage „zu“ (510.1), it does not
# „teilt … zu“. A judge's review and two new readers' found these in the runnable examples (5 December).
# A token leaving the battlefield is „in einer anderen Zone als der Im-Spiel-Zone“ (111.7): „außerhalb
# des Spiels“ is outside the game (a new reader's review, 5 December). The two combat damage steps
# of first and double strike are each a „Kampfschadensegment“, not „der erste Schritt“ (another
# reader's, the nineteenth session: an example's own steps are numbered „Schritt 1“ to „Schritt 5“).
NOT_THE_RULES_WORDS = re.compile(
    r"Kampfschadensschritt|Erstschlags?-?(?:Schadens)?schritt|Schaden markiert|markierte[mn]? Schadenspunkt"
    r"|statt markiert|auf \S+ \S+ markiert|verliert die Partie|verbannt"
    r"|(?:in|auf) (?:den|die) (?:Friedhof|Hand) des Besitzers|teilt [^.:]*(?:Kampfs|S)chaden[^.:]* zu\b"
    r"|Spielstein außerhalb des Spiels|(?:ersten|zweiten) Schritt|zwei Schritte|pro Schritt\b"
)


def test_the_german_texts_of_the_site_and_its_examples_use_the_rules_words() -> None:
    translated = [text for message in catalog() if message.id for text in strings(message)]
    scenarios = [
        line.split("=", 1)[1]
        for path in sorted((CORPUS_DIR / "scenarios").glob("*.toml"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.split("=", 1)[0].strip().endswith(".de")
    ]
    assert len(scenarios) > 100
    assert [text for text in translated + scenarios if NOT_THE_RULES_WORDS.search(text)] == []


def test_mo_matches_po() -> None:
    with open(MO, "rb") as f:
        compiled = read_mo(f)
    source = {m.id if isinstance(m.id, str) else tuple(m.id): m.string for m in catalog() if m.id}
    built = {m.id if isinstance(m.id, str) else tuple(m.id): m.string for m in compiled if m.id}
    assert {k: tuple(v) if isinstance(v, list) else v for k, v in built.items()} == {
        k: tuple(v) if isinstance(v, list) else v for k, v in source.items()
    }


def test_template_is_up_to_date_with_the_code(tmp_path) -> None:
    fresh = tmp_path / "messages.pot"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "babel.messages.frontend",
            "-q",
            "extract",
            "-F",
            "babel.cfg",
            "-k",
            "_l",
            "-k",
            "markup_gettext",
            "-k",
            "markup_ngettext:1,2",
            "-k",
            "N_",
            "-k",
            "NP_:1,2",
            "-o",
            str(fresh),
            "--no-location",
            "--sort-output",
            ".",
        ],
        cwd=ROOT,
        check=True,
    )
    with open(fresh, "rb") as f:
        extracted = {m.id if isinstance(m.id, str) else tuple(m.id) for m in read_po(f) if m.id}
    with open(POT, "rb") as f:
        committed = {m.id if isinstance(m.id, str) else tuple(m.id) for m in read_po(f) if m.id}
    assert extracted == committed, "run `make messages` and translate the new entries"
    assert extracted == {m.id if isinstance(m.id, str) else tuple(m.id) for m in catalog() if m.id}


GERMAN_PAGES = [
    "/de/",
    "/de/terms",
    "/de/?q=Rolle+Zeitstempel",
    "/de/?q=timestamp&page=2",
    "/de/?q=Drachenfeuerzauberkessel",
    "/de/?q=hexproof+dragonfire",
    "/de/?q=%22offen",
    "/de/?q=farbe:rot",
    "/de/?q=Rolle&page=x",
    "/de/rulings/ea57492ee9ad",
    "/de/rulings/356860563695",
    "/de/cards/charming-scoundrel",
    "/de/cards/ferocious-werefox",
    "/de/articles/role",
    "/de/rules/303.7",
    "/de/rules/201.4g",
    "/de/rules/601.4a",
    "/de/rules/704.5y",
    "/de/rules/704.5z",
    "/de/rules/704",
    "/de/rules/7",
    "/de/rules/",
    "/de/rules/704.5zz",
    "/de/rules/999",
    "/de/report",
    "/de/glossary/de-flying",
    "/de/glossary/en-abandon",
    "/de/no-such-page",
    "/de/examples/adventure-johann",
    "/de/rulings/af7530f8be2b",
    "/de/coverage",
    "/de/cards/cut-in",
    "/de/?q=Doubling+Season",
    "/de/help",
    "/de/?q=K%C3%B6niglche+Rolle",
    "/de/?q=Charming+Scoundrell",
    "/de/?q=Zeitstempel+kind%3Arule",
    "/de/?q=Zeitstempel+lang%3Ade+kind%3Arule",
]


@pytest.mark.parametrize("url", GERMAN_PAGES)
def test_german_pages_show_no_english_ui_text(client, url) -> None:
    page = soup(client.get(url))
    for element in page.select("[lang]:not(html)"):
        if not element.decomposed and element["lang"] != "de":
            element.decompose()  # (an element inside one removed before is gone with it)
    for element in page.select(".ruling-text"):
        element.decompose()  # corpus text: a German ruling may quote an English game term
    visible = " ".join(page.get_text(" ").split())
    attributes = " ".join(
        value
        for tag in page.find_all(True)
        for name, value in tag.attrs.items()
        if name in ("placeholder", "aria-label", "title", "content") and isinstance(value, str)
    )
    fragments = english_fragments()
    assert len(fragments) > 100
    for fragment in fragments:
        assert fragment not in visible, f"{url}: English UI text {fragment!r}"
        assert fragment not in attributes, f"{url}: English UI text {fragment!r} in an attribute"
