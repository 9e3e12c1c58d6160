"""State-based actions (rule 704): checked whenever a player would receive priority, performed
all at once, and checked again until none apply (704.3). They don't use the stack.

Implemented: 704.5a (0 life), 704.5b (drew from an empty library), 704.5c (ten poison counters),
704.5d (tokens outside the battlefield), 704.5e (copies of spells outside the stack), 704.5f (0
toughness), 704.5g (lethal damage) and 704.5h (deathtouch damage), neither of which destroys an
indestructible creature (702.12b), 704.5i and 704.5v (0 loyalty or defense, loyalty_defense.py),
704.5s (a Saga read to its final chapter, sagas.py), 704.5j (the legend rule, legend.py), 704.5k
(the world rule, world.py), 704.5m (Auras attached illegally or to nothing, including protection,
702.16c) and 704.5y / 303.7a (more than one Role controlled by the same player on one permanent: all
but the newest by timestamp go to the graveyard; Roles that entered together share a timestamp and
their controller chooses which one is newest, 613.7m). 704.5z gives a player speed 1 (speed.py),
704.5t removes a dungeon its owner's venture marker has reached the bottom of (dungeons.py), 704.5u
gives creatures a sector designation while a permanent has space sculptor (sectors.py, which also
takes the designations away once none has, 702.158b), 704.5x gives a Siege protected by its
controller an opponent as protector (protectors.py), 704.5p unattaches a creature or battle that is
attached to something. Three do not move anything: 704.5n (Equipment becomes unattached,
equipment.py), 704.5q (+1/+1 and -1/-1 counters annihilate, counters.py) and 704.5r (counters beyond
what an ability allows are removed, counters.py).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from ..text.messages import N_, NP_, Message, msg
from .counters import annihilating, over_limit, remove_pairs
from .dungeons import complete, finished
from .equipment import loose_equipment
from .errors import GameOver, IllegalAction
from .layers import characteristics
from .legend import legend_rule
from .loyalty_defense import at_zero
from .objects import GameObj
from .protectors import protector_problems
from .roles import enchant_problem
from .sagas import saga_done
from .sectors import assign_sector, lose_sector, stale_sectors, unsectored
from .speed import without_speed
from .world import world_rule

if TYPE_CHECKING:
    from .game import Game


def check(game: Game) -> bool:
    """One check: find every applicable action, perform them together; True if any happened."""
    cease, to_graveyard, lost = _applicable(game)
    actions: list[Callable[[], object]] = [
        *_indestructible_told(game),
        *_designations(game),
        *_attachments(game),
        *_counter_changes(game),
        *(partial(_cease, game, obj, message, rule) for obj, message, rule in cease),
        *(partial(game.note, message, *rules) for _, message, rules in to_graveyard.values()),
        *(partial(game.move, obj, "graveyard") for obj, _, _ in to_graveyard.values()),
    ]
    for obj in game.permanents():
        obj.deathtouched = obj.damaged = False
    if not (lost or actions):
        return False
    for player, rule in lost:
        _lose(game, player, rule)
    for action in actions:
        action()
    if lost:
        _game_over_if_decided(game)
    return True


def _indestructible_told(game: Game) -> list[Callable[[], object]]:
    """Rule 702.12b: an indestructible creature dealt lethal damage since the last check is not
    destroyed, and the check says so (said when the damage was dealt, it came before the spell
    that dealt it had finished resolving: a judge's review)."""
    told: list[Callable[[], object]] = []
    for obj in game.permanents():
        chars = characteristics(game, obj)
        if not (obj.damaged and "indestructible" in chars.keywords and (chars.toughness or 0) > 0):
            continue
        lethal = obj.damage >= (chars.toughness or 0)
        if not (lethal or obj.deathtouched):
            continue
        said = (
            N_("%(object)s has lethal damage marked but is indestructible: it isn't destroyed.")
            if lethal
            else N_(
                "%(object)s was dealt damage by a source with deathtouch but is indestructible: it isn't destroyed."
            )
        )
        message = msg(said, object=game.display(obj))
        # (the check of lethal damage, 704.5g, and of deathtouch damage, 704.5h: it survives both)
        rules = ("702.12b", *(("704.5g",) if lethal else ()), *(("704.5h",) if obj.deathtouched else ()))
        told.append(partial(game.note, message, *rules))
    return told


def _designations(game: Game) -> list[Callable[[], object]]:
    """A player's speed (704.5z), a finished dungeon (704.5t), sectors given and taken
    (704.5u, 702.158b), a Siege's protector (704.5x), in that order."""
    return [
        *(partial(_speed_one, game, player) for player in without_speed(game)),
        *(partial(_dungeon_done, game, dungeon, message) for dungeon, message in finished(game)),
        *(partial(assign_sector, game, creature, player) for creature, player in unsectored(game)),
        *(partial(lose_sector, game, permanent) for permanent in stale_sectors(game)),
        *(
            partial(_protected_by, game, battle, protector, message)
            for battle, protector, message in protector_problems(game)
        ),
    ]


def _attachments(game: Game) -> list[Callable[[], object]]:
    """Equipment attached illegally (704.5n) and creatures or battles attached to something
    (704.5p) become unattached."""
    return [
        *(
            partial(_unattached, game, obj, message, ("704.5n", "301.5c"), False)
            for obj, message in loose_equipment(game)
        ),
        *(partial(_unattached, game, obj, message, rules, True) for obj, message, rules in _attached_creatures(game)),
    ]


def _counter_changes(game: Game) -> list[Callable[[], object]]:
    """+1/+1 and -1/-1 counters annihilate (704.5q); counters beyond a limit go (704.5r)."""
    return [
        *(partial(_annihilate, game, obj, pairs, message) for obj, pairs, message in annihilating(game)),
        *(partial(_over_limit_removed, game, obj, kind, n, message) for obj, kind, n, message in over_limit(game)),
    ]


def _lose(game: Game, player: str, rule: str) -> None:
    game.players[player].lost = True
    if rule == "704.5c":
        game.note(
            msg(
                NP_(
                    "%(player)s has %(n)s poison counter and loses the game.",
                    "%(player)s has %(n)s poison counters and loses the game.",
                ),
                player=game.player_name(player),
                n=game.players[player].poison,
            ),
            rule,
            "122.1f",
        )
    else:
        game.note(msg(N_("%(player)s loses the game."), player=game.player_name(player)), rule)


def _speed_one(game: Game, player: str) -> None:
    game.players[player].speed = 1
    game.note(
        msg(
            N_("%(player)s controls a permanent with start your engines! and has no speed: their speed becomes 1."),
            player=game.player_name(player),
        ),
        "704.5z",
        "702.179a",
    )


def _dungeon_done(game: Game, dungeon: GameObj, message: Message) -> None:
    game.note(message, "704.5t", "309.6")
    complete(game, dungeon)


def _protected_by(game: Game, battle: GameObj, protector: str, message: Message) -> None:
    game.note(message, "704.5x", "310.11a")
    battle.protector = protector


def _unattached(game: Game, obj: GameObj, message: Message, rules: tuple[str, ...], changed: bool) -> None:
    game.note(message, *rules)
    obj.attached_to = None
    if changed:
        game.changed()


def _annihilate(game: Game, obj: GameObj, pairs: int, message: Message) -> None:
    game.note(message, "704.5q", "122.3")
    remove_pairs(game, obj, pairs)


def _over_limit_removed(game: Game, obj: GameObj, kind: str, n: int, message: Message) -> None:
    game.note(message, "704.5r")
    game.add_counters(obj, kind, -n)


def _cease(game: Game, obj: GameObj, message: Message, rule: str) -> None:
    game.note(message, rule, "111.7" if rule == "704.5d" else "707.10a")
    game.cease_to_exist(obj)


def _game_over_if_decided(game: Game) -> None:
    """Where at most one player is left, the game is over: the one left wins (104.2a); where
    none is, it is a draw (104.4a). (GameOver stops the run.)"""
    left = [p for p in game.players.values() if not p.lost]
    if len(left) > 1:
        return
    if left:
        game.note(msg(N_("The game is over: %(player)s wins."), player=game.player_name(left[0].id)), "104.2a")
    else:
        game.note(msg(N_("The game is over: it is a draw.")), "104.4a")
    raise GameOver


def _applicable(
    game: Game,
) -> tuple[
    list[tuple[GameObj, Message, str]], dict[int, tuple[GameObj, Message, tuple[str, ...]]], list[tuple[str, str]]
]:
    """Every state-based action that applies now (nothing is changed while looking)."""
    cease: list[tuple[GameObj, Message, str]] = []
    to_graveyard: dict[int, tuple[GameObj, Message, tuple[str, ...]]] = {}
    lost = _players_losing(game)
    for obj in list(game.objects.values()):
        if not isinstance(obj, GameObj) or obj.zone == "gone":
            continue
        if obj.token and obj.zone != "battlefield":
            cease.append(
                (
                    obj,
                    msg(
                        N_("%(object)s is a token outside the battlefield: it ceases to exist."),
                        object=game.display(obj),
                    ),
                    "704.5d",
                )
            )
        elif obj.spell_copy and obj.zone != "stack":
            cease.append(
                (
                    obj,
                    msg(
                        N_("%(object)s is a copy of a spell outside the stack: it ceases to exist."),
                        object=game.display(obj),
                    ),
                    "704.5e",
                )
            )
    for obj in game.permanents():
        reason = _creature_dies(game, obj) or at_zero(game, obj) or saga_done(game, obj) or _aura_falls_off(game, obj)
        if reason:
            to_graveyard[obj.oid] = (obj, *reason)
    for obj, why in _extra_roles(game):
        to_graveyard.setdefault(obj.oid, (obj, why, ("704.5y", "303.7a")))
    for obj, why in legend_rule(game):
        to_graveyard.setdefault(obj.oid, (obj, why, ("704.5j",)))
    for obj, why in world_rule(game):
        to_graveyard.setdefault(obj.oid, (obj, why, ("704.5k",)))
    return cease, to_graveyard, lost


def _players_losing(game: Game) -> list[tuple[str, str]]:
    """Each player who loses now, with the rule: 0 life, an empty library, ten poison counters."""
    losing = []
    for p in game.players.values():
        if p.lost:
            continue
        for rule, loses in (("704.5a", p.life <= 0), ("704.5b", p.drew_from_empty), ("704.5c", p.poison >= 10)):
            if loses:
                losing.append((p.id, rule))
                break
    return losing


def _creature_dies(game: Game, obj: GameObj) -> tuple[Message, tuple[str, ...]] | None:
    chars = characteristics(game, obj)
    if "creature" not in chars.types or chars.toughness is None:
        return None
    if chars.toughness <= 0:
        return msg(
            N_("%(object)s has toughness %(toughness)s: it is put into its owner's graveyard."),
            object=game.display(obj),
            toughness=chars.toughness,
        ), ("704.5f",)
    if "indestructible" in chars.keywords:
        return None  # rule 702.12b: damage doesn't destroy it (_indestructible_told says so)
    if obj.deathtouched:
        return (
            msg(
                N_("%(object)s was dealt damage by a source with deathtouch: it is destroyed."),
                object=game.display(obj),
            ),
            ("704.5h", "702.2b"),
        )
    if obj.damage >= chars.toughness:
        return (
            msg(
                NP_(
                    "%(object)s has %(n)s damage marked and toughness %(toughness)s: lethal damage, it is destroyed.",
                    "%(object)s has %(n)s damage marked and toughness %(toughness)s: lethal damage, it is destroyed.",
                ),
                object=game.display(obj),
                n=obj.damage,
                toughness=chars.toughness,
            ),
            ("704.5g",),
        )
    return None


def _aura_falls_off(game: Game, obj: GameObj) -> tuple[Message, tuple[str, ...]] | None:
    if "Aura" not in characteristics(game, obj).subtypes:
        return None
    host = game.current(obj.attached_to) if obj.attached_to is not None else None
    if host is None or host.zone != "battlefield":
        return msg(
            N_("%(object)s is attached to nothing: it is put into its owner's graveyard."), object=game.display(obj)
        ), ("704.5m", "303.4c")
    problem = enchant_problem(game, host)
    if problem == "protection":
        return (
            msg(
                N_(
                    "%(object)s is attached to %(other)s, which has protection from enchantments: it is put into "
                    "its owner's graveyard."
                ),
                object=game.display(obj),
                other=game.display(host),
            ),
            ("704.5m", "702.16c"),
        )
    if problem:
        return msg(
            N_("%(object)s is attached to something it can't enchant: it is put into its owner's graveyard."),
            object=game.display(obj),
        ), ("704.5m", "303.4c", "702.5a")
    return None


def _attached_creatures(game: Game) -> list[tuple[GameObj, Message, tuple[str, ...]]]:
    """Rule 704.5p: a creature attached to something becomes unattached and stays (an Equipment
    that became a creature can't equip, 301.5c; an Aura that did is then put into its owner's
    graveyard, 303.4d, by 704.5m at the next check). Only Equipment and Auras become attached
    in the engine, so a battle never is."""
    found: list[tuple[GameObj, Message, tuple[str, ...]]] = []
    for obj in game.permanents():
        chars = characteristics(game, obj)
        if obj.attached_to is None or "creature" not in chars.types:
            continue
        rules = ("704.5p", "301.5c") if "Equipment" in chars.subtypes else ("704.5p", "303.4d")
        found.append(
            (
                obj,
                msg(
                    N_(
                        "%(object)s is a creature attached to %(other)s: it becomes unattached and stays on the "
                        "battlefield."
                    ),
                    object=game.display(obj),
                    other=game.display(game.objects[obj.attached_to]),
                ),
                rules,
            )
        )
    return found


def _extra_roles(game: Game) -> list[tuple[GameObj, Message]]:
    """Rule 704.5y: per permanent and per controller, all Roles but the newest."""
    groups: dict[tuple[int, str], list[GameObj]] = defaultdict(list)
    for obj in game.permanents():
        chars = characteristics(game, obj)
        if "Role" in chars.subtypes and obj.attached_to is not None and chars.controller:
            groups[(obj.attached_to, chars.controller)].append(obj)
    found = []
    for (host_oid, player), roles in groups.items():
        if len(roles) < 2:
            continue
        keep = _newest(game, player, roles)
        host = game.get(host_oid)
        for role in roles:
            if role is not keep:
                found.append(
                    (
                        role,
                        msg(
                            N_(
                                "%(player)s controls more than one Role on %(host)s: %(object)s isn't the newest "
                                "(that is %(kept)s) and is put into its owner's graveyard."
                            ),
                            player=game.player_name(player),
                            host=game.display(host) if host else "?",
                            object=game.display(role),
                            kept=game.display(keep),
                        ),
                    )
                )
    return found


def _newest(game: Game, player: str, roles: list[GameObj]) -> GameObj:
    """The Role with the latest timestamp; among Roles that share it, the controller's choice."""
    latest = max(r.timestamp for r in roles)
    tied = [r for r in roles if r.timestamp == latest]
    if len(tied) == 1:
        return tied[0]
    labels = {r.label for r in tied}
    choice = game.require_choice(
        player,
        "keep_role",
        msg(N_("which of the Roles that entered together to keep")),
        prefer=lambda data: data.get("object") in labels,
    )
    wanted = choice.data.get("object")
    for role in tied:
        if role.label == wanted:
            game.note(
                msg(
                    N_(
                        "Those Roles became attached at the same time, so %(player)s chooses which one is newest: "
                        "%(player)s keeps %(object)s."
                    ),
                    player=game.player_name(player),
                    object=game.display(role),
                ),
                "613.7m",
                "704.5y",
            )
            return role
    raise IllegalAction(
        msg(
            N_("%(player)s can only keep one of the Roles that entered together, not %(object)s."),
            player=game.player_name(player),
            object=str(wanted),
        ),
        ("704.5y",),
    )
