"""Combat damage (rule 510) and what damage does (120.3), with the keywords that change it.

Each attacking and blocking creature assigns combat damage equal to its power (510.1a): an
unblocked attacker to the defending player (510.1b), a blocked one among the creatures
blocking it as its controller chooses (510.1c; none if they have all left combat), a blocker
to the creature it blocks (510.1d). Trample lets the excess over lethal damage go to the player
(702.19b, and all of it if no blocker is left, 702.19d); with deathtouch any nonzero amount is
lethal (702.2c). All of it is dealt at once (510.2). If a creature in combat has first strike
or double strike, there are two combat damage steps (510.4, 702.4b, 702.7b), with state-based
actions between them.

Damage to a player causes life loss (120.3a) or, from a source with infect, poison counters
(120.3b, 702.90b); damage to a creature is marked on it (120.3e) or, with infect, becomes -1/-1
counters (120.3d, 702.90c); deathtouch damage destroys (702.2b, via 704.5h); lifelink gains
its controller that much life (120.3f, 702.15b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..text.messages import N_, NP_, Text, msg
from .blocking import blocked_by, blockers_of, no_blockers_declared
from .errors import IllegalAction
from .layers import Chars, characteristics
from .objects import GameObj
from .priority import settle

if TYPE_CHECKING:
    from .game import Game

STRIKERS = frozenset({"first strike", "double strike"})


@dataclass
class Assignment:
    source: GameObj
    chars: Chars
    target: GameObj | str  # a creature, or a player's id
    amount: int


def combat_damage(game: Game, *, first_step_only: bool = False) -> None:
    """The combat damage step(s), then the end of combat (511.3). With `first_step_only`, only
    the first-strike damage step, so that players can act before the second one (510.4)."""
    if not [p for p in game.permanents() if p.attacking]:
        raise IllegalAction(msg(N_("No creature is attacking.")), ("510.1",))
    if game.step == "attackers":
        no_blockers_declared(game)
    strikers = [c for c in _in_combat(game) if STRIKERS & characteristics(game, c).keywords]
    if any(c.struck_first for c in game.permanents()):
        _second_step(game)
    elif strikers:
        game.note(
            msg(N_("A creature in combat has first strike or double strike: there are two combat damage steps.")),
            "510.4",
            "702.7b",
            "702.4b",
        )
        game.step = "first-damage"
        _step(game, strikers)
        for creature in strikers:
            creature.struck_first = True
        if first_step_only:
            return
        settle(game)
        _second_step(game)
    elif first_step_only:
        raise IllegalAction(
            msg(N_("No creature in combat has first strike or double strike: there is only one combat damage step.")),
            ("510.4",),
        )
    else:
        game.step = "damage"
        _step(game, _in_combat(game))
    settle(game)
    game.combat_over = True
    end_combat_if_over(game)


def _second_step(game: Game) -> None:
    """Rule 510.4: creatures that didn't deal first-strike damage, and those with double strike.
    One that has first strike now, given it after the first step (702.7c), is among them: the
    note had said "creatures without first strike" beside it dealing its damage."""
    second = [c for c in _in_combat(game) if not c.struck_first or "double strike" in characteristics(game, c).keywords]
    late = any(not c.struck_first and "first strike" in characteristics(game, c).keywords for c in second)
    game.note(
        msg(
            N_(
                "The second combat damage step begins: the creatures that had neither first strike nor double "
                "strike as the first one began deal their damage, and those with double strike."
            )
        ),
        "510.4",
        "702.4b",
        *(("702.7c",) if late else ()),
    )
    game.step = "second-damage"
    _step(game, second)


def end_combat_if_over(game: Game) -> None:
    """Combat damage dealt, combat ends once the stack is empty (500.2: a step ends when the
    stack is empty and all players pass): an ability the damage triggered resolves in the
    combat damage step (a judge's review: speed's trigger had waited into the main phase)."""
    if game.combat_over and not game.stack and not game.pending:
        end_combat(game)


def end_combat(game: Game) -> None:
    game.combat_over = False
    for creature in game.permanents():
        creature.attacking = False
        creature.blocked = False
        creature.blocking = None
        creature.struck_first = False
    # (the step had gone untold, combat ending straight after damage: a judge's review)
    game.note(
        msg(
            N_("The end of combat step: it has no turn-based actions; %(player)s gets priority, and all players pass."),
            player=game.player_name(game.active),
        ),
        "511.1",
    )
    game.phase, game.step = "main2", None
    game.changed()
    game.note(msg(N_("Combat ends; the postcombat main phase begins.")), "511.3")


def _in_combat(game: Game) -> list[GameObj]:
    return [p for p in game.permanents() if p.attacking or p.blocking is not None]


def _step(game: Game, creatures: list[GameObj]) -> None:
    """Assign the damage of `creatures`, then deal it all at once (510.1, 510.2)."""
    assignments = [a for creature in creatures for a in _assign(game, creature)]
    if len(assignments) > 1:  # (told one by one, the damage had read as dealt in turns; a judge's review)
        game.note(msg(N_("The combat damage below is dealt all at once:")), "510.2")
    for assignment in assignments:
        deal_damage(game, assignment)


def _assign(game: Game, creature: GameObj) -> list[Assignment]:
    chars = characteristics(game, creature)
    power = chars.power or 0
    if power <= 0:
        game.note(
            msg(
                N_("%(object)s has power %(power)s: it assigns no combat damage."),
                object=game.display(creature),
                power=power,
            ),
            "510.1a",
        )
        return []
    if creature.blocking is not None:
        attacker = blocked_by(game, creature)
        return [Assignment(creature, chars, attacker, power)] if attacker and attacker.attacking else []
    defender = game.opponents(game.active)[0]  # the attacking player is the active player
    if not creature.blocked:
        return [Assignment(creature, chars, defender, power)]
    blockers = blockers_of(game, creature)
    trample = "trample" in chars.keywords
    if not blockers:
        if trample:
            game.note(
                msg(
                    N_(
                        "No creature blocks %(object)s any more: with trample, it assigns all its damage to %(player)s."
                    ),
                    object=game.display(creature),
                    player=game.player_name(defender),
                ),
                "702.19d",
            )
            return [Assignment(creature, chars, defender, power)]
        game.note(
            msg(
                N_("No creature blocks %(object)s any more: it is still blocked and assigns no combat damage."),
                object=game.display(creature),
            ),
            "510.1c",
            "509.1h",
        )
        return []
    shares = _division(game, creature, chars, blockers, defender, power)
    _tell_division(game, creature, chars, shares)
    return [Assignment(creature, chars, target, amount) for target, amount in shares if amount > 0]


def _tell_division(game: Game, creature: GameObj, chars: Chars, shares: list[tuple[GameObj | str, int]]) -> None:
    if len(shares) < 2 and "trample" not in chars.keywords:
        return
    rules = ["510.1c"]
    if "trample" in chars.keywords:
        rules.append("702.19b")
        if "deathtouch" in chars.keywords:
            rules.append("702.2c")
    parts = [
        msg(
            N_("%(n)s to %(target)s"),
            n=amount,
            target=game.player_name(target) if isinstance(target, str) else game.display(target),
        )
        for target, amount in shares
    ]
    game.note(
        msg(N_("%(object)s assigns its combat damage: %(shares)s."), object=game.display(creature), shares=parts),
        *rules,
    )


def lethal(game: Game, blocker: GameObj, source: Chars) -> int:
    """Lethal damage for a blocker: what its toughness still allows, 1 from deathtouch (702.2c)."""
    if "deathtouch" in source.keywords:
        return 1
    return max((characteristics(game, blocker).toughness or 0) - blocker.damage, 0)


def _division(
    game: Game,
    attacker: GameObj,
    chars: Chars,
    blockers: list[GameObj],
    defender: str,
    power: int,
) -> list[tuple[GameObj | str, int]]:
    """How the attacker divides its damage: as written in the scenario, else lethal damage to each
    blocker in turn, the rest to the player with trample or to the last blocker without."""
    trample = "trample" in chars.keywords
    choice = game.choose(chars.controller or game.active, "assign_damage", source=attacker.label)
    if choice is None:
        return _default_division(game, chars, blockers, defender, power, trample)
    wanted: dict[str, int] = choice.data["amounts"]
    by_label = {b.label: b for b in blockers}
    shares: list[tuple[GameObj | str, int]] = []
    for key, amount in wanted.items():
        if key in by_label:
            shares.append((by_label[key], amount))
        elif key == defender and trample:
            shares.append((defender, amount))
        else:
            raise IllegalAction(
                msg(
                    N_("%(object)s can assign its combat damage only to the creatures blocking it, not to %(other)s."),
                    object=game.display(attacker),
                    other=game.player_name(key) if key in game.players else game.name_of(key),
                ),
                ("510.1c", "702.19b"),
            )
    _check_division(game, attacker, chars, blockers, shares, power)
    return shares


def _check_division(
    game: Game,
    attacker: GameObj,
    chars: Chars,
    blockers: list[GameObj],
    shares: list[tuple[GameObj | str, int]],
    power: int,
) -> None:
    """Rule 510.1e: the whole assignment must use all the damage; trample's excess only after lethal."""
    if sum(amount for _, amount in shares) != power or any(amount < 0 for _, amount in shares):
        raise IllegalAction(
            msg(
                NP_(
                    "%(object)s must assign exactly its %(n)s combat damage.",
                    "%(object)s must assign exactly its %(n)s combat damage.",
                ),
                object=game.display(attacker),
                n=power,
            ),
            ("510.1a", "510.1e"),
        )
    to_player = sum(amount for target, amount in shares if isinstance(target, str))
    if not to_player:
        return
    assigned = {target.oid: amount for target, amount in shares if isinstance(target, GameObj)}
    for blocker in blockers:
        if assigned.get(blocker.oid, 0) < lethal(game, blocker, chars):
            raise IllegalAction(
                msg(
                    N_(
                        "%(object)s can assign damage to the player only once each creature blocking it is "
                        "assigned lethal damage; %(other)s is not."
                    ),
                    object=game.display(attacker),
                    other=game.display(blocker),
                ),
                ("702.19b", "510.1e"),
            )


def _default_division(
    game: Game,
    chars: Chars,
    blockers: list[GameObj],
    defender: str,
    power: int,
    trample: bool,
) -> list[tuple[GameObj | str, int]]:
    shares: list[tuple[GameObj | str, int]] = []
    left = power
    for blocker in blockers:
        amount = min(lethal(game, blocker, chars), left)
        shares.append((blocker, amount))
        left -= amount
    if left and trample:
        shares.append((defender, left))
    elif left:
        last, amount = shares[-1]
        shares[-1] = (last, amount + left)
    return shares


def deal_damage(game: Game, assignment: Assignment) -> None:
    """Combat damage and its results (120.3): life loss or poison, marked damage or -1/-1
    counters, deathtouch, lifelink."""
    source, chars, target, amount = assignment.source, assignment.chars, assignment.target, assignment.amount
    keywords = chars.keywords
    name = game.display(source)
    if isinstance(target, str):
        _damage_player(game, name, target, amount, "infect" in keywords)
    else:
        _damage_creature(game, name, target, amount, keywords)
    if "lifelink" in keywords:
        controller = chars.controller or source.owner
        game.players[controller].life += amount
        game.note(
            msg(
                NP_(
                    "%(object)s has lifelink: %(player)s gains %(n)s life.",
                    "%(object)s has lifelink: %(player)s gains %(n)s life.",
                ),
                object=name,
                player=game.player_name(controller),
                n=amount,
            ),
            "702.15b",
            "120.3f",
        )


def _damage_player(game: Game, name: Text, player: str, amount: int, infect: bool) -> None:
    """The damage dealt, then what it does (120.3): with infect, poison counters instead of the
    loss of life (the trace had said only what infect does, and no damage dealt; a review)."""
    game.note(
        msg(
            NP_(
                "%(object)s deals %(n)s combat damage to %(player)s.",
                "%(object)s deals %(n)s combat damage to %(player)s.",
            ),
            object=name,
            n=amount,
            player=game.player_name(player),
        ),
        "510.2",
        "120.3b" if infect else "120.3a",
    )
    if not infect:
        game.lose_life(player, amount)
        return
    game.players[player].poison += amount
    game.note(
        msg(
            NP_(
                "%(object)s has infect: its %(n)s damage gives %(player)s %(n)s poison counter.",
                "%(object)s has infect: its %(n)s damage gives %(player)s %(n)s poison counters.",
            ),
            object=name,
            n=amount,
            player=game.player_name(player),
        ),
        "702.90b",
        "120.3b",
    )


def _damage_creature(game: Game, name: Text, creature: GameObj, amount: int, keywords: frozenset[str]) -> None:
    infect = "infect" in keywords
    game.note(
        msg(
            NP_(
                "%(object)s deals %(n)s combat damage to %(other)s.",
                "%(object)s deals %(n)s combat damage to %(other)s.",
            ),
            object=name,
            n=amount,
            other=game.display(creature),
        ),
        "510.2",
        "120.3d" if infect else "120.3e",
    )
    if infect:
        game.add_counters(creature, "-1/-1", amount)
        game.note(
            msg(
                NP_(
                    "%(object)s has infect: its %(n)s damage puts %(n)s -1/-1 counter on %(other)s.",
                    "%(object)s has infect: its %(n)s damage puts %(n)s -1/-1 counters on %(other)s.",
                ),
                object=name,
                n=amount,
                other=game.display(creature),
            ),
            "702.90c",
            "120.3d",
        )
    else:
        creature.damage += amount
    if "deathtouch" in keywords:
        creature.deathtouched = True
        game.note(
            msg(
                N_(
                    "%(object)s has deathtouch: %(other)s, dealt damage by it, is destroyed the next time "
                    "state-based actions are checked, unless it is indestructible."
                ),
                object=name,
                other=game.display(creature),
            ),
            "702.2b",
        )
    creature.damaged = True
    game.changed()
