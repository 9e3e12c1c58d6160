"""Phasing (rule 702.26): a phased-out permanent is treated as though it doesn't exist.

- It stays on the battlefield, with its counters, and it is still the same object: no
  zone-change ability triggers as it phases out or in (702.26d).
- Whatever is attached to it phases out with it, "indirectly", and phases in with it, never by
  itself (702.26g).
- During its controller's untap step, before anything untaps, the permanents that phased out
  under that player's control phase in, and at the same time their phased-in permanents with
  phasing phase out (702.26a, 502.1).
- The engine leaves it out of `Game.permanents()`, so nothing sees it: no static ability,
  trigger, state-based action or count; and it can't be targeted (targets.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .effects import Context, handles
from .layers import characteristics
from .model import Effect
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def phased_out(game: Game) -> list[GameObj]:
    """The phased-out permanents, oldest timestamp first (for the board picture)."""
    found = [game.objects[oid] for oid in game.battlefield]
    return sorted((p for p in found if isinstance(p, GameObj) and p.phased_out), key=lambda p: p.timestamp)


def attached_to(game: Game, host: GameObj) -> list[GameObj]:
    """Everything attached to `host`, phased out or not, oldest first."""
    permanents = [p for o in game.battlefield if isinstance(p := game.objects[o], GameObj)]
    return [p for p in sorted(permanents, key=lambda p: p.timestamp) if p.attached_to == host.oid]


def phase_out(game: Game, permanent: GameObj) -> None:
    """Rules 702.26b, 702.26g: it phases out directly, what is attached to it indirectly."""
    permanent.phased_out = True
    permanent.phased_out_under = characteristics(game, permanent).controller
    permanent.attacking = False  # removed from combat (702.26b, 506.4)
    game.note(
        msg(
            N_(
                "%(object)s phases out: until it phases in, it is treated as though it doesn't exist. It doesn't "
                "leave the battlefield."
            ),
            object=game.display(permanent),
        ),
        "702.26b",
        "702.26d",
    )
    _indirectly(game, permanent)
    game.changed()


def _indirectly(game: Game, host: GameObj) -> None:
    for attached in attached_to(game, host):
        if attached.phased_out and not attached.phased_indirectly:
            continue
        attached.phased_out = attached.phased_indirectly = True
        attached.phased_out_under = characteristics(game, attached).controller
        game.note(
            msg(
                N_("%(object)s is attached to %(other)s and phases out with it (indirectly)."),
                object=game.display(attached),
                other=game.display(host),
            ),
            "702.26g",
            "702.26h",
        )
        _indirectly(game, attached)


def phase_in(game: Game, permanent: GameObj) -> None:
    """Rule 702.26c: it exists again, and so does what phased out with it (702.26g)."""
    permanent.phased_out = permanent.phased_indirectly = False
    permanent.phased_out_under = None
    game.note(
        msg(N_("%(object)s phases in: the game treats it as though it exists again."), object=game.display(permanent)),
        "702.26c",
        "702.26d",
    )
    for attached in attached_to(game, permanent):
        if attached.phased_indirectly:
            attached.phased_out = attached.phased_indirectly = False
            attached.phased_out_under = None
            game.note(
                msg(
                    N_("%(object)s phases in with %(other)s."),
                    object=game.display(attached),
                    other=game.display(permanent),
                ),
                "702.26g",
            )
    game.changed()


def untap_step(game: Game) -> None:
    """Rule 502.1: the active player's permanents phase in and out, all at once."""
    player = game.active
    coming_in = [p for p in phased_out(game) if not p.phased_indirectly and p.phased_out_under == player]
    going_out = [
        p
        for p in game.permanents()
        if characteristics(game, p).controller == player and "phasing" in characteristics(game, p).keywords
    ]
    for permanent in coming_in:
        phase_in(game, permanent)
    for permanent in going_out:
        if not permanent.phased_out:
            phase_out(game, permanent)


@handles("phase_out")
def phase_out_effect(game: Game, effect: Effect, context: Context) -> None:
    """The effect "[target] phases out"."""
    permanent = context.object(game, effect.ref)
    if isinstance(permanent, GameObj):
        phase_out(game, permanent)
