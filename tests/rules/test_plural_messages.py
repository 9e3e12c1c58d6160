"""A trace message that puts a number before a countable noun is a plural message (NP_), so
that 1 reads "ist 1 Schadenspunkt notiert", "1 counter", not "sind 1 Schadenspunkte notiert"."""

from __future__ import annotations

import re

from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from corpus.rules import load_scenarios, run, run_json
from corpus.rules.text.catalog import translations_for
from corpus.rules.text.messages import Message, Numbered
from tests.support.ruling_links import SCENARIOS as SCENARIO_DIR

ENGINE = SCENARIO_DIR.parent / "rules"
CATALOG = SCENARIO_DIR.parents[1] / "translations" / "de" / "LC_MESSAGES" / "messages.po"
# Nouns that take no plural after a number: "3 Mana", "2 Schaden notiert", "3 damage".
UNCOUNTED = {"Mana", "Schaden"}
# English verbs ending in -s that may follow a number ("Step 2 is not allowed").
VERBS = {"is", "has", "was"}


def engine_messages() -> list[str | tuple[str, str]]:
    """The msgids the engine marks with N_ and NP_ (a pair for a plural message)."""
    found = extract_from_dir(str(ENGINE), method_map=[("**.py", "python")], keywords={"N_": None, "NP_": (1, 2)})
    return [msgid for _, _, msgid, _, _ in found]


def numeric_placeholders() -> set[str]:
    """The placeholders that hold a number in the scenarios' runs (and `n`, the count)."""
    names = {"n"}
    for scenario in load_scenarios(SCENARIO_DIR).values():
        result = run(scenario)
        messages = [part for step in result.steps for part in step.headline] + [
            n.message for step in result.steps for n in step.notes
        ]
        names |= {name for message in messages for name in _numbers(message)}
    return names


def _numbers(value: object) -> set[str]:
    if isinstance(value, Numbered):
        return _numbers(value.name)
    if not isinstance(value, Message):
        return set()
    own = {name for name, arg in value.args.items() if isinstance(arg, int) and not isinstance(arg, bool)}
    return own.union(*(_numbers(arg) for arg in value.args.values()))


def counted_nouns(english: str, german: str, numbers: set[str]) -> list[str]:
    """The nouns after a number: in German a capitalized word, in English a plural ("steps") one
    or two words on ("poison counters")."""
    found = []
    for name in numbers:
        slot = rf"%\({name}(?::[^)]*)?\)s"
        found += [m.group(1) for m in re.finditer(rf"{slot} ([A-ZÄÖÜ][\w-]*)", german) if m.group(1) not in UNCOUNTED]
        for match in re.finditer(rf"{slot}((?: [a-z]+){{1,2}})", english):
            found += [word for word in match.group(1).split() if word.endswith("s") and word not in VERBS]
    return found


def test_the_check_finds_a_number_before_a_noun() -> None:
    numbers = {"n", "damage"}
    assert counted_nouns(
        "%(o)s has %(damage)s damage marked.", "Für %(o:acc)s sind %(damage)s Schadenspunkte notiert.", numbers
    ) == ["Schadenspunkte"]
    assert counted_nouns("More than %(n)s steps.", "Mehr als %(n)s Schritte.", numbers) == ["Schritte", "steps"]
    assert counted_nouns("%(p)s has %(n)s poison counters.", "", numbers) == ["counters"]
    assert counted_nouns("%(p)s spent %(n)s mana.", "%(p)s hat %(n)s Mana ausgegeben.", numbers) == []
    assert counted_nouns("Step %(n)s is not allowed.", "Schritt %(n)s ist nicht erlaubt.", numbers) == []


def test_a_number_before_a_noun_has_a_plural_message() -> None:
    with CATALOG.open("rb") as po:
        catalog = read_po(po)
    numbers = numeric_placeholders()
    assert {"n", "toughness"} <= numbers
    singular_only = [msgid for msgid in engine_messages() if isinstance(msgid, str)]
    assert len(singular_only) > 200
    found = {msgid: nouns for msgid in singular_only if (nouns := counted_nouns(msgid, catalog[msgid].string, numbers))}
    assert found == {}


def test_one_damage_point_is_singular_in_the_menace_example() -> None:
    trace = run_json(run(load_scenarios(SCENARIO_DIR)["combat-menace"]), translations_for("de"), "de")
    events = [event["text"] for step in trace["steps"] for event in step["events"]]
    assert any(text.startswith("Für die Savannenlöwen ist 1 Schadenspunkt notiert,") for text in events)
    assert not [text for text in events if re.search(r"\b1 Schadenspunkte\b", text)]
