"""The example's setup in words: who has what where, the cards involved, and the actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.layers import characteristics
from ..engine.model import CardDef, Face
from ..engine.objects import GameObj
from ..scenario.actions import Action, headline
from .messages import N_, NP_, Arg, Message, msg
from .words import colors_phrase, counters_phrase, keyword_word, subtype_word, type_line, type_word

if TYPE_CHECKING:
    from ..engine.game import Game


def setup_sentences(game: Game) -> list[Message]:
    sentences = []
    for pid in game.order:
        player = game.players[pid]
        sentences.append(
            msg(NP_("%(player)s has %(n)s life.", "%(player)s has %(n)s life."), player=player.name, n=player.life)
        )
        if player.poison:  # (the example's loss may turn on them: infect-poison)
            sentences.append(
                msg(
                    NP_("%(player)s has %(n)s poison counter.", "%(player)s has %(n)s poison counters."),
                    player=player.name,
                    n=player.poison,
                )
            )
        if player.speed is not None:
            sentences.append(msg(N_("%(player)s has speed %(n)s."), player=player.name, n=player.speed))
        permanents = [
            _permanent(game, p)
            for p in game.permanents()
            if characteristics(game, p).controller == pid and p.attached_to is None
        ]
        if permanents:
            sentences.append(msg(N_("%(player)s controls %(objects)s."), player=player.name, objects=permanents))
        for zone, message in (
            ("hand", N_("In %(player)s's hand: %(cards)s.")),
            ("library", N_("%(player)s's library, from the top: %(cards)s.")),
            ("graveyard", N_("In %(player)s's graveyard: %(cards)s.")),
        ):
            cards = [game.display(game.objects[o]) for o in getattr(player, zone)]
            if cards:
                sentences.append(msg(message, player=player.name, cards=cards))
        exiled = [game.display(game.objects[o]) for o in game.exile if game.objects[o].owner == pid]
        if exiled:
            sentences.append(msg(N_("%(player)s owns %(cards)s in exile."), player=player.name, cards=exiled))
    sentences.append(
        msg(N_("It is the precombat main phase of %(player)s's turn."), player=game.player_name(game.active))
    )
    return sentences


def _permanent(game: Game, obj: GameObj) -> Arg:
    """The permanent's name with what the example may turn on: power/toughness, counters,
    damage, tapped, entered this turn, a card name chosen, and the Roles and Auras on it (with
    their controllers)."""
    chars = characteristics(game, obj)
    details: list[Arg] = [f"{chars.power}/{chars.toughness}"] if chars.power is not None else []
    details += [counters_phrase(kind, n) for kind, n in obj.counters.items() if n]
    if obj.damage:
        details.append(msg(N_("%(n)s damage marked"), n=obj.damage))
    if obj.tapped:
        details.append(msg(N_("tapped")))
    if obj.sick:  # (set so, it entered this turn: act-of-treason turns on it)
        details.append(msg(N_("entered this turn")))
    if obj.chosen_name:  # (meddling-mage-leaves: the name its ability locks)
        details.append(msg(N_("card name chosen: %(card)s"), card=game.card_name(obj.chosen_name)))
    attached = [
        msg(
            N_("%(role)s of %(player)s"),
            role=game.display(a),
            player=game.player_name(characteristics(game, a).controller or a.owner),
        )
        for a in game.permanents()
        if a.attached_to == obj.oid
    ]
    if attached:
        details.append(msg(N_("with %(roles)s"), roles=attached))
    if not details:
        return game.display(obj)
    return msg(N_("%(name)s (%(details)s)"), name=game.display(obj), details=details)


def action_sentences(game: Game, actions: list[Action]) -> list[list[Message]]:
    """What each action is, for the list of what happens; a check says only that it checks (the
    run's step says what, after its colon, which had stood here with nothing after it)."""
    return [[msg(N_("The example checks the game."))] if a.kind == "check" else headline(game, a) for a in actions]


def card_facts(card: CardDef) -> dict:
    facts = _face(card.face)
    facts["adventure"] = _face(card.adventure) if card.adventure else None
    return facts


def _face(face: Face) -> dict:
    return {
        "name": face.name,
        "cost": face.cost,
        "colors": colors_phrase(face.colors),
        "types": [type_word(t) for t in face.types],
        "subtypes": [subtype_word(s) for s in face.subtypes],
        "type_line": type_line(face.types, face.subtypes, face.supertypes),
        "power": face.power,
        "toughness": face.toughness,
        "loyalty": face.loyalty,
        "defense": face.defense,
        "keywords": [keyword_word(k) for k in face.keywords],
        "text": face.text,
        "not_played": face.not_played,
        "made_up": face.made_up,
    }
