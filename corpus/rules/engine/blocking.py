"""Declaring blockers (rule 509) and the keywords that restrict it.

The defending player chooses untapped creatures they control and, for each, one attacking
creature to block (509.1a). The declaration is checked against the restrictions (509.1b):
flying (702.9b) and reach (702.17b), menace (702.111b). A creature that had blockers declared
for it is blocked from then on, even if its blockers leave combat (509.1h).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .combat import untapped_creature
from .errors import IllegalAction
from .layers import characteristics
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def declare_blockers(game: Game, player: str, blocks: dict[str, str]) -> None:
    """`blocks` maps each blocking creature's label to the label of the attacker it blocks."""
    attackers = [p for p in game.permanents() if p.attacking]
    if not attackers or game.phase != "combat" or game.stack:
        raise IllegalAction(msg(N_("Blockers can be declared only after attackers, with an empty stack.")), ("509.1",))
    if player == game.active:
        raise IllegalAction(
            msg(N_("%(player)s is the attacking player and can't block."), player=game.player_name(player)), ("509.1a",)
        )
    if any(p.blocking is not None for p in game.permanents()):
        raise IllegalAction(msg(N_("Blockers have already been declared this combat.")), ("509.1",))
    pairs = [(_blocker(game, player, b), _attacked(game, a)) for b, a in blocks.items()]
    game.step = "blockers"
    for attacker in {a.oid: a for _, a in pairs}.values():
        _check_restrictions(game, attacker, [b for b, a in pairs if a is attacker])
    for blocker, attacker in pairs:
        blocker.blocking = attacker.oid
        attacker.blocked = True
        game.note(
            msg(
                N_("%(player)s blocks %(attacker)s with %(blocker)s."),
                player=game.player_name(player),
                attacker=game.display(attacker),
                blocker=game.display(blocker),
            ),
            "509.1a",
            "509.1h",
            *_restrictions_met(game, attacker, blocker),
        )
    _unblocked(game, attackers)


def no_blockers_declared(game: Game) -> None:
    """Combat damage asked for straight after the attack: the declare blockers step comes
    between (506.1), with no blockers (509.1a). A run had gone from the attack to the damage
    without it, no attacker said to be unblocked (a judge's review)."""
    game.step = "blockers"
    game.note(msg(N_("No blockers are declared.")), "509.1a")
    _unblocked(game, [p for p in game.permanents() if p.attacking])


def _unblocked(game: Game, attackers: list[GameObj]) -> None:
    for attacker in attackers:
        if not attacker.blocked:
            game.note(msg(N_("%(object)s is unblocked."), object=game.display(attacker)), "509.1h")
    game.changed()


def _blocker(game: Game, player: str, label: str) -> GameObj:
    return untapped_creature(game, player, label, "509.1a", N_("%(object)s is tapped and can't block."))


def _attacked(game: Game, label: str) -> GameObj:
    attacker = game.by_label(label)
    if not isinstance(attacker, GameObj) or not attacker.attacking:
        raise IllegalAction(
            msg(N_("%(object)s is not an attacking creature."), object=game.name_of(label)), ("509.1a",)
        )
    return attacker


def _check_restrictions(game: Game, attacker: GameObj, blockers: list[GameObj]) -> None:
    """Rule 509.1b: a declaration that disobeys a restriction is illegal."""
    keywords = characteristics(game, attacker).keywords
    name = game.display(attacker)
    if "flying" in keywords:
        for blocker in blockers:
            if not {"flying", "reach"} & characteristics(game, blocker).keywords:
                raise IllegalAction(
                    msg(
                        N_("%(attacker)s has flying: %(blocker)s, which has neither flying nor reach, can't block it."),
                        attacker=name,
                        blocker=game.display(blocker),
                    ),
                    ("509.1b", "702.9b", "702.17b"),
                )
    if "menace" in keywords and len(blockers) < 2:
        raise IllegalAction(
            msg(N_("%(attacker)s has menace: it can't be blocked except by two or more creatures."), attacker=name),
            ("509.1b", "702.111b"),
        )


def _restrictions_met(game: Game, attacker: GameObj, blocker: GameObj) -> tuple[str, ...]:
    """The evasion rules a legal block satisfied, for the trace: flying met by flying or reach,
    menace by a second blocker."""
    attacking, blocking = characteristics(game, attacker).keywords, characteristics(game, blocker).keywords
    rules: tuple[str, ...] = ()
    if "flying" in attacking:
        rules += ("702.9b",) if "flying" in blocking else ("702.9b", "702.17b")
    if "menace" in attacking:
        rules += ("702.111b",)
    return rules


def blockers_of(game: Game, attacker: GameObj) -> list[GameObj]:
    """The creatures blocking `attacker` now (in the order they are on the battlefield)."""
    return [p for p in game.permanents() if p.blocking == attacker.oid]


def blocked_by(game: Game, blocker: GameObj) -> GameObj | None:
    """The attacking creature `blocker` blocks, if it is still on the battlefield."""
    return game.current(blocker.blocking) if blocker.blocking is not None else None
