"""Choosing a card name (rule 201.4), including an Adventure's alternative name (715.5).

The names a player can choose are those of the cards the scenario defines (its stand-in for
the Oracle card reference, 201.4). A name with required characteristics is checked against
the characteristics that go with that name only: an Adventure's name against the Adventure's
alternative characteristics (201.4a, 715.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .errors import IllegalAction
from .layers import characteristics
from .model import CardDef, Face, Filter
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def face_fits(face: Face, wanted: Filter) -> bool:
    if wanted.types and not set(wanted.types) & set(face.types):
        return False
    if set(wanted.not_types) & set(face.types):
        return False
    return not wanted.colors or bool(set(wanted.colors) & set(face.colors))


def named_faces(cards: list[CardDef], name: str) -> list[Face]:
    faces = [c.face for c in cards] + [c.adventure for c in cards if c.adventure]
    return [f for f in faces if f.name_en == name]


def choose_card_name(game: Game, player: str, source: GameObj, wanted: Filter, cards: list[CardDef]) -> str:
    """ "As this enters, choose a card name": the choice written in the scenario, checked."""
    choice = game.require_choice(
        player, "card_name", msg(N_("a card name for %(object)s"), object=game.display(source))
    )
    name = choice.data["name"]
    faces = named_faces(cards, name)
    if not faces:
        raise IllegalAction(msg(N_("%(name)s is not the name of a card."), name=name), ("201.4",))
    fitting = [f for f in faces if face_fits(f, wanted)]
    if not fitting:
        raise IllegalAction(
            msg(
                N_("%(name)s can't be chosen: the card with that name doesn't have the required characteristics."),
                name=faces[0].name,
            ),
            ("201.4a", "715.5"),
        )
    is_adventure = any(f is c.adventure for c in cards for f in fitting)
    game.note(
        msg(
            N_("As %(object)s enters, %(player)s chooses the name %(name)s."),
            object=game.display(source),
            player=game.player_name(player),
            name=fitting[0].name,
        ),
        "614.1c",
        "201.4a",
        *(("715.5",) if is_adventure else ()),
    )
    return name


def choose_as_enters(game: Game, permanent: GameObj, player: str) -> None:
    """ "As this enters, choose a card name", for whatever enters with the ability: the card
    itself, or a copy of it (a token or a Clone, 707.5). A replacement effect (614.1c): the trace
    tells the choice before the permanent is on the battlefield."""
    for static in characteristics(game, permanent).statics:
        if static.kind == "name_lock":
            permanent.chosen_name = choose_card_name(game, player, permanent, static.args["filter"], game.cards)
