"""Predefined tokens (rule 111.10): Treasure, Food, Gold, Walker, Shard, Clue, Blood, Powerstone
and Map, each as its rule defines it, and the instruction "create [N] [kind] token(s)".

A predefined token's name is its subtype plus the word "Token" (111.4), except the Walker,
which is named Walker (111.10d). Creating tokens is doubled by "twice that many" effects
(614.1a, see tokens.py). Not modelled: the Incubator (a double-faced token, 111.10i), the
Junk (play a card this turn, 111.10t) and the Lander (search the library, 111.10u). The Roles
(111.10j-r) are in role_tokens.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..text.messages import N_, NP_, Message, msg
from ..text.words import subtype_word
from .effects import Context, handles
from .model import ActivatedAbility, CardDef, Effect, Face, Filter, TargetSpec
from .objects import GameObj
from .tokens import create_tokens, doubled

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Predefined:
    rule: str
    card: CardDef


def _artifact(key: str, english: str, name: str, ability: ActivatedAbility, card_type: str = "artifact") -> CardDef:
    subtype = english.removesuffix(" Token")
    face = Face(name=Message(name), name_en=english, types=(card_type,), subtypes=(subtype,), activated=(ability,))
    return CardDef(key=f"token:{key}", face=face)


_ANY_MANA = (Effect("add_mana", {"color": "any"}),)
_DRAW = Effect("draw", {"amount": 1})
_YOUR_CREATURE = TargetSpec("permanent", Filter(types=("creature",), controller="you"))

_WALKER = CardDef(
    key="token:walker",
    face=Face(
        name=Message(N_("Walker")),
        name_en="Walker",
        colors=("black",),
        types=("creature",),
        subtypes=("Zombie",),
        power=2,
        toughness=2,
    ),
)

PREDEFINED: dict[str, Predefined] = {
    # 111.10a: "{T}, Sacrifice this token: Add one mana of any color."
    "treasure": Predefined(
        "111.10a",
        _artifact(
            "treasure",
            "Treasure Token",
            N_("Treasure Token"),
            ActivatedAbility("", _ANY_MANA, tap=True, sacrifice=True),
        ),
    ),
    # 111.10b: "{2}, {T}, Sacrifice this token: You gain 3 life."
    "food": Predefined(
        "111.10b",
        _artifact(
            "food",
            "Food Token",
            N_("Food Token"),
            ActivatedAbility("{2}", (Effect("gain_life", {"amount": 3}),), tap=True, sacrifice=True),
        ),
    ),
    # 111.10c: "Sacrifice this token: Add one mana of any color."
    "gold": Predefined(
        "111.10c", _artifact("gold", "Gold Token", N_("Gold Token"), ActivatedAbility("", _ANY_MANA, sacrifice=True))
    ),
    # 111.10d: "a 2/2 black Zombie creature token named Walker"
    "walker": Predefined("111.10d", _WALKER),
    # 111.10e: "{2}, Sacrifice this token: Scry 1, then draw a card." (an enchantment)
    "shard": Predefined(
        "111.10e",
        _artifact(
            "shard",
            "Shard Token",
            N_("Shard Token"),
            ActivatedAbility("{2}", (Effect("scry", {"amount": 1}), _DRAW), sacrifice=True),
            "enchantment",
        ),
    ),
    # 111.10f: "{2}, Sacrifice this token: Draw a card."
    "clue": Predefined(
        "111.10f", _artifact("clue", "Clue Token", N_("Clue Token"), ActivatedAbility("{2}", (_DRAW,), sacrifice=True))
    ),
    # 111.10g: "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."
    "blood": Predefined(
        "111.10g",
        _artifact(
            "blood",
            "Blood Token",
            N_("Blood Token"),
            ActivatedAbility("{1}", (_DRAW,), tap=True, discard=True, sacrifice=True),
        ),
    ),
    # 111.10h: "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell." (mana payment
    # is not modelled, so neither is the restriction)
    "powerstone": Predefined(
        "111.10h",
        _artifact(
            "powerstone",
            "Powerstone Token",
            N_("Powerstone Token"),
            ActivatedAbility("", (Effect("add_mana", {"color": "colorless"}),), tap=True),
        ),
    ),
    # 111.10s: "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery."
    "map": Predefined(
        "111.10s",
        _artifact(
            "map",
            "Map Token",
            N_("Map Token"),
            ActivatedAbility(
                "{1}", (Effect("explore", ref="target1"),), (_YOUR_CREATURE,), tap=True, sacrifice=True, as_sorcery=True
            ),
        ),
    ),
}
TOKEN_KEYS = tuple(PREDEFINED)


def token_kind(key: str) -> Message | str:
    """The kind of token in words ("Treasure", "Schatz"): its subtype, or Walker's name."""
    face = PREDEFINED[key].card.face
    return face.name if key == "walker" else subtype_word(face.subtypes[0])  # type: ignore[return-value]


def create_predefined(game: Game, player: str, key: str, amount: int, label: str | None = None) -> list[GameObj]:
    """The instruction "create [amount] [kind] token(s)" for `player` (rules 111.10, 701.7a)."""
    token = PREDEFINED[key]
    count = doubled(game, player, amount, "double_tokens")
    with game.told_first():
        created = create_tokens(game, token.card, player, label or key, count)
        game.note(
            msg(
                NP_("%(player)s creates %(n)s token: %(tokens)s.", "%(player)s creates %(n)s tokens: %(tokens)s."),
                player=game.player_name(player),
                n=count,
                tokens=[game.display(t) for t in created],
            ),
            token.rule,
            "111.2",
            "701.7a",
        )
    return created


@handles("create_token")
def create_token_effect(game: Game, effect: Effect, context: Context) -> None:
    create_predefined(game, context.controller, effect.args["token"], effect.args["amount"], effect.args.get("label"))
