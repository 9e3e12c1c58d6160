"""Turning a run, a scenario and their messages into plain JSON-ready data in one language."""

from __future__ import annotations

from typing import Any

from ..engine.game import Game, Limits
from ..scenario.runner import RunResult, run
from ..scenario.scenario import Scenario, prepare
from .describe import action_sentences, card_facts, setup_sentences
from .messages import Message, Name, Numbered, Translations, render
from .words import SUBTYPE_WORDS

_TEXT_TYPES = (Message, Name, Numbered)


_PLAIN = (str, int, bool, float, type(None))


def localize(value: Any, translations: Translations, lang: str) -> Any:
    """Every message and name inside `value` rendered; dicts and lists walked."""
    kind = type(value)
    if kind is dict:
        return {k: v if type(v) in _PLAIN else localize(v, translations, lang) for k, v in value.items()}
    if kind is list or kind is tuple:
        return [v if type(v) in _PLAIN else localize(v, translations, lang) for v in value]
    if isinstance(value, _TEXT_TYPES):
        return render(value, translations, lang)
    return value


def sentence(value: Message, translations: Translations, lang: str) -> str:
    """A message that is a sentence: rendered, with its first letter capitalized."""
    text = render(value, translations, lang)
    return text[:1].upper() + text[1:]


def sentences(parts: list[Message], translations: Translations, lang: str) -> str:
    return " ".join(sentence(p, translations, lang) for p in parts)


def run_json(result: RunResult, translations: Translations, lang: str) -> dict:
    return {
        "scenario": result.scenario,
        "params": result.params,
        "passed": result.passed,
        "error": sentence(result.error, translations, lang) if result.error else None,
        "error_rules": list(result.error_rules),
        "steps": [
            {
                "number": step.number,
                "title": sentences(step.headline, translations, lang),
                "note": render(step.note, translations, lang) if step.note else None,
                "illegal": step.illegal,
                "events": [
                    {"text": sentence(n.message, translations, lang), "rules": list(n.rules)} for n in step.notes
                ],
                "board": localize(step.board, translations, lang),
            }
            for step in result.steps
        ],
        "checks": [
            {
                "step": step,
                "text": sentence(check.message, translations, lang),
                "passed": check.passed,
                "actual": render(check.actual, translations, lang) if check.actual is not None else None,
                "why": render(check.why, translations, lang) if check.why else None,
            }
            for step, check in result.checks
        ],
    }


def _action_sentences(
    scenario: Scenario, prepared, translations: Translations, lang: str, values: dict | None
) -> list[str]:
    """The actions in words, named as they are when they happen (a Role made by step 1 has its
    name in step 3); actions a run did not reach, and checks (action_sentences), are named
    from the setup."""
    reached = [step.headline for step in run(scenario, values).steps[1:]]
    static = action_sentences(prepared.game, prepared.actions)
    return [
        sentences(reached[at] if at < len(reached) and action.kind != "check" else static[at], translations, lang)
        for at, action in enumerate(prepared.actions)
    ]


def scenario_json(scenario: Scenario, translations: Translations, lang: str, values: dict | None = None) -> dict:
    """The scenario for readers: title, parameters, setup in words, cards, actions; the setup,
    cards and actions as `values` (resolved parameter values, else the defaults) make them. Not
    the file it was read from: readers and the API's clients cannot open it."""
    prepared = prepare(scenario, values or scenario.defaults(), Limits())
    game = prepared.game
    cards = [localize(card_facts(card), translations, lang) for card in game.cards]
    for card, changed in zip(cards, _changed_by_values(scenario, game, values), strict=True):
        card.update(changed)
    return {
        "id": scenario.id,
        "title": scenario.title.get(lang),
        "rulings": list(scenario.rulings),
        "notes": list(scenario.notes),
        "params": [
            {
                "name": p.name,
                "type": p.type,
                "label": p.label.get(lang),
                "default": p.default,
                "choices": [{"value": v, "label": render(label, translations, lang)} for v, label in p.choices],
                "min": p.minimum,
                "max": p.maximum,
            }
            for p in scenario.params
        ],
        "setup": [sentence(s, translations, lang) for s in setup_sentences(game)],
        "cards": cards,
        "actions": _action_sentences(scenario, prepared, translations, lang, values),
        "english_names": _english_names(game, lang),
        "data": scenario.data,
    }


def _changed_by_values(scenario: Scenario, game: Game, values: dict | None) -> list[dict]:
    """What `values` change of each card's printed face against the defaults: the card list
    shows the printed text, which then is not what the example plays. `changed_keywords`:
    whether its keywords differ („Schutz vor Verzauberungen“ beside a creature an option had taken
    it from); `printed_pt`: the card's own power/toughness where the values gave it others (Hill
    Giant shown as a 12/2 with nothing said: a judge's review)."""
    if not values or values == scenario.defaults():
        return [{"changed_keywords": False, "printed_pt": None} for _ in game.cards]
    default = {
        (card.key, card.face.name_en): card.face for card in prepare(scenario, scenario.defaults(), Limits()).game.cards
    }
    changes = []
    for card in game.cards:
        printed = default.get((card.key, card.face.name_en), card.face)
        pt_changed = (printed.power, printed.toughness) != (card.face.power, card.face.toughness)
        changes.append(
            {
                "changed_keywords": printed.keywords != card.face.keywords,
                "printed_pt": f"{printed.power}/{printed.toughness}" if pt_changed else None,
            }
        )
    return changes


def _english_names(game: Game, lang: str) -> list[str]:
    """The card names and subtypes a page in `lang` shows in English (the card has no name in
    `lang`, the catalog no word for the subtype): the web app marks them with their language."""
    if lang == "en":
        return []
    faces = [face for card in game.cards for face in (card.face, card.adventure) if face is not None]
    names = {face.name.en for face in faces if isinstance(face.name, Name) and face.name.de is None}
    return sorted(names | {s for face in faces for s in face.subtypes if s not in SUBTYPE_WORDS})
