"""Building cards from a scenario's `[[cards]]` tables: the documented vocabulary.

See `corpus/rules/README.md` for the reference. Anything outside the vocabulary is an error
that names the table it is in; nothing in a scenario is ever evaluated as code.
"""

from __future__ import annotations

from dataclasses import replace

from ..engine.loyalty_defense import COUNTED
from ..engine.mana import ADD_MANA
from ..engine.model import (
    CARD_TYPES,
    COLORS,
    MANA_COST,
    ActivatedAbility,
    CardDef,
    Effect,
    Face,
    Filter,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    cost_colors,
    is_keyword,
)
from ..engine.predefined_tokens import TOKEN_KEYS
from ..engine.role_tokens import ROLE_KEYS
from ..text.messages import Name
from .tables import Table

TRIGGER_EVENTS = ("enters", "attacks", "dies", "you_cast", "permanent_enters", "chapter")
FILTERED_TRIGGERS = {"you_cast": "spells", "permanent_enters": "permanents"}  # the key of their filter
STATIC_KINDS = (
    "enchanted_base_pt",
    "enchanted_gets",
    "enchanted_gets_per_enchantment",
    "enchanted_has",
    "others_have",
    "double_tokens",
    "double_counters",
    "may_cast",
    "name_lock",
    "enters_as_copy",
    "max_counters",
)
CAST_FROM = ("hand", "library_top", "graveyard", "exile")
LIFE_LOSERS = ("each_opponent", "you")

# Effect kind -> (the key naming what it affects, or None; other keys and their kinds).
EFFECTS: dict[str, tuple[str | None, dict[str, type]]] = {
    "damage": ("to", {"amount": int}),
    "destroy": ("to", {}),
    "exile": ("to", {}),
    "return_to_hand": ("to", {}),
    "pump": ("to", {"power": int, "toughness": int}),
    "gain_keyword": ("to", {"keyword": str}),
    "put_counters": ("to", {"counter": str, "amount": int}),
    "remove_counters": ("to", {}),
    "attach": ("to", {}),
    "create_role": ("attached_to", {"role": str, "label": str}),
    "create_token_copy": ("of", {"label": str}),
    "copy_spell": ("to", {}),
    "counter": ("to", {"exile_instead": bool}),
    "gain_control": ("to", {"until_end_of_turn": bool}),
    "untap": ("to", {}),
    "lose_life": (None, {"who": str, "amount": int}),
    "gain_life": (None, {"amount": int}),
    "draw": (None, {"amount": int}),
    "scry": (None, {"amount": int}),
    "create_token": (None, {"token": str, "amount": int, "label": str}),
    "add_mana": (None, {"color": str}),
    "explore": ("to", {}),
    "fight": ("to", {}),
    "you_may": (None, {}),
    "phase_out": ("to", {}),
    "flicker": ("to", {}),
    "increase_speed": (None, {"amount": int}),
    "venture": (None, {}),
    "become_creature": ("to", {"power": int, "toughness": int}),
}
_OPTIONAL_ARGS = {"label", "until_end_of_turn", "exile_instead"}
COUNTER_KINDS = ("+1/+1", "-1/-1")  # what effects put on permanents
PERMANENT_COUNTER_KINDS = (*COUNTER_KINDS, "loyalty", "defense", "lore")  # what setups and expectations name
MAX_TARGETS = 9  # objects one instance of the word "target" may choose

# Shorthands for common targets; the table form allows every combination.
TARGET_SHORTHANDS: dict[str, TargetSpec] = {
    "creature": TargetSpec("permanent", Filter(types=("creature",))),
    "creature you control": TargetSpec("permanent", Filter(types=("creature",), controller="you")),
    "creature an opponent controls": TargetSpec("permanent", Filter(types=("creature",), controller="opponent")),
    "another creature": TargetSpec("permanent", Filter(types=("creature",), another=True)),
    "creature or planeswalker": TargetSpec("permanent", Filter(types=("creature", "planeswalker"))),
    "permanent": TargetSpec("permanent"),
    "enchantment": TargetSpec("permanent", Filter(types=("enchantment",))),
    "spell": TargetSpec("spell", zone="stack"),
    "creature spell": TargetSpec("spell", Filter(types=("creature",)), zone="stack"),
    "instant or sorcery spell": TargetSpec("spell", Filter(types=("instant", "sorcery")), zone="stack"),
    "spell that has an Adventure": TargetSpec("spell", Filter(has_adventure=True), zone="stack"),
    "card in your graveyard": TargetSpec("card", Filter(controller="you"), zone="graveyard"),
    "instant or sorcery card in your graveyard": TargetSpec(
        "card", Filter(types=("instant", "sorcery"), controller="you"), zone="graveyard"
    ),
}


def read_name(table: Table, key: str = "name") -> Name:
    if not table.has(key):
        raise table.error(f"the key {key!r} is required")
    raw = table.data[key]
    if isinstance(raw, str):
        table.get(key, str)
        return Name(raw)
    names = table.table(key)
    name = Name(names.get("en", str), names.get("de", str, None))
    names.done()
    return name


def read_filter(table: Table) -> Filter:
    """The filter keys of `table` (the caller reads the other keys and calls done())."""
    types = tuple(table.strings("types", []))
    not_types = tuple(table.strings("not_types", []))
    for key, values in (("types", types), ("not_types", not_types)):
        for value in values:
            if value not in CARD_TYPES:
                raise table.error(f"unknown card type {value!r} (known: {', '.join(CARD_TYPES)})", key)
    colors = tuple(table.strings("colors", []))
    for color in colors:
        if color not in COLORS.values():
            raise table.error(f"unknown color {color!r}", "colors")
    return Filter(
        types=types,
        not_types=not_types,
        colors=colors,
        controller=table.choice("controller", ("you", "opponent"), None),
        subtypes=tuple(table.strings("subtypes", [])),
        has_adventure=table.get("has_adventure", bool, None),
        another=table.get("another", bool, False),
    )


def read_target(value: object, where: str, source: str, instance: int = 0) -> tuple[TargetSpec, ...]:
    """One instance of the word "target": one spec, or `count` specs of the same instance, the
    first `min` of them required ("one or two target creatures": count 2, min 1)."""
    if isinstance(value, str):
        if value not in TARGET_SHORTHANDS:
            raise Table({}, where, source).error(
                f"unknown target {value!r}; use a table or one of: {', '.join(TARGET_SHORTHANDS)}"
            )
        return (replace(TARGET_SHORTHANDS[value], instance=instance),)
    table = Table(value, where, source)
    what = table.choice("what", ("permanent", "spell", "card", "player"))
    optional = table.get("optional", bool, False)
    count = table.get("count", int, 1)
    if not 1 <= count <= MAX_TARGETS:
        raise table.error(f"must be between 1 and {MAX_TARGETS}", "count")
    least = table.get("min", int, 0 if optional else count)
    if not 0 <= least <= count or (optional and least):
        raise table.error("'min' is between 0 and 'count' ('optional' means a min of 0)", "min")
    spec_filter = read_filter(table)
    table.done()
    zone = {"permanent": "battlefield", "spell": "stack", "card": "graveyard", "player": "players"}[what]
    return tuple(TargetSpec(what, spec_filter, optional=i >= least, zone=zone, instance=instance) for i in range(count))


def read_targets(table: Table) -> tuple[TargetSpec, ...]:
    raw = table.get("targets", list, [])
    return tuple(
        spec
        for i, item in enumerate(raw)
        for spec in read_target(item, f"{table.path('targets')}[{i}]", table.source, i)
    )


def instance_count(targets: tuple[TargetSpec, ...]) -> int:
    """How many instances of the word "target" (what `target1`, `target2`, ... can name)."""
    return len({spec.instance for spec in targets})


def read_effects(table: Table, targets: int) -> tuple[Effect, ...]:
    return tuple(_effect(item, targets) for item in table.tables("effects"))


def _effect(table: Table, targets: int) -> Effect:
    kind = table.choice("effect", tuple(EFFECTS))
    ref_key, schema = EFFECTS[kind]
    refs = ("self", *(f"target{i}" for i in range(1, targets + 1)))
    ref = None
    if ref_key:
        ref = table.choice(ref_key, refs)
    args = {}
    for key, kind_of in schema.items():
        value = table.get(key, kind_of, None if key in _OPTIONAL_ARGS else ...)
        if value is ...:
            raise table.error(f"the key {key!r} is required")
        if value is not None:
            args[key] = value
    if kind == "fight":
        args["with"] = table.choice("with", refs)
    elif kind == "you_may":
        args.update(_you_may(table))
    _check_effect(table, kind, args)
    table.done()
    return Effect(kind, args, ref=ref)


def _you_may(table: Table) -> dict:
    """ "You may pay [cost]" or "you may sacrifice [a permanent]", and what "when you do" does."""
    if table.has("pay") == table.has("sacrifice"):
        raise table.error("'you_may' needs either 'pay' (a mana cost) or 'sacrifice' (a filter)")
    args: dict = {}
    if table.has("pay"):
        args["pay"] = table.get("pay", str)
        if not MANA_COST.match(args["pay"]) or not args["pay"]:
            raise table.error(f"{args['pay']!r} is not a mana cost such as {{2}}", "pay")
    else:
        what = table.table("sacrifice")
        args["sacrifice"] = read_filter(what)
        what.done()
    if table.has("when_you_do"):
        inner = table.table("when_you_do")
        targets = read_targets(inner)
        args["when_you_do"] = TriggeredAbility("reflexive", read_effects(inner, instance_count(targets)), targets)
        inner.done()
    return args


def _check_effect(table: Table, kind: str, args: dict) -> None:
    if kind == "create_role" and args["role"] not in ROLE_KEYS:
        raise table.error(f"unknown Role {args['role']!r} (known: {', '.join(ROLE_KEYS)})", "role")
    if kind == "gain_keyword" and not is_keyword(args["keyword"]):
        raise table.error(f"unknown keyword {args['keyword']!r}", "keyword")
    if kind == "put_counters" and args["counter"] not in COUNTER_KINDS:
        raise table.error(f"unknown counter {args['counter']!r}", "counter")
    if kind == "create_token" and args["token"] not in TOKEN_KEYS:
        raise table.error(f"unknown token {args['token']!r} (known: {', '.join(TOKEN_KEYS)})", "token")
    if kind == "add_mana" and args["color"] not in ADD_MANA:
        raise table.error(f"'color' must be one of: {', '.join(ADD_MANA)}", "color")
    if kind == "lose_life" and args["who"] not in LIFE_LOSERS:
        raise table.error(f"'who' must be one of: {', '.join(LIFE_LOSERS)}", "who")
    if kind == "increase_speed" and args["amount"] < 1:
        raise table.error("a speed increases by at least 1 (rule 702.179c)", "amount")
    for key in ("amount",):
        if key in args and not 0 <= args[key] <= 99:
            raise table.error("must be between 0 and 99", key)


def read_triggered(table: Table) -> TriggeredAbility:
    event = table.choice("trigger", TRIGGER_EVENTS)
    spell_filter = None
    if event in FILTERED_TRIGGERS:
        spells = table.table(FILTERED_TRIGGERS[event])
        spell_filter = read_filter(spells)
        spells.done()
    targets = read_targets(table)
    effects = read_effects(table, instance_count(targets))
    at_most = table.get("if_toughness_at_most", int, None)
    chapter = table.get("chapter", int, None) if event == "chapter" else None
    if event == "chapter" and (chapter is None or chapter < 1):
        raise table.error("a chapter ability needs its chapter number, 1 or more", "chapter")
    table.done()
    return TriggeredAbility(event, effects, targets, spell_filter, at_most, chapter)


def read_static(table: Table) -> StaticAbility:
    kind = table.choice("static", STATIC_KINDS)
    args: dict = {}
    if kind in ("enchanted_base_pt", "enchanted_gets", "enchanted_gets_per_enchantment"):
        args = {"power": table.get("power", int), "toughness": table.get("toughness", int)}
    elif kind in ("enchanted_has", "others_have"):
        keyword = table.get("keyword", str)
        if not is_keyword(keyword):
            raise table.error(f"unknown keyword {keyword!r}", "keyword")
        args = {"keyword": keyword}
    elif kind == "may_cast":
        spells = table.table("spells")
        args = {
            "from": table.choice("from", CAST_FROM),
            "filter": read_filter(spells),
            "once_each_turn": table.get("once_each_turn", bool, False),
            "without_paying": table.get("without_paying", bool, False),
        }
        spells.done()
    elif kind == "max_counters":
        args = {"counter": table.choice("counter", PERMANENT_COUNTER_KINDS), "amount": table.get("amount", int)}
        if args["amount"] < 0:
            raise table.error("must be 0 or more", "amount")
    elif kind in ("name_lock", "enters_as_copy"):
        names = table.table("choose")
        args = {"filter": read_filter(names)}
        names.done()
    table.done()
    return StaticAbility(kind, args)


def read_activated(table: Table) -> ActivatedAbility:
    cost = table.get("activated", str)
    if not MANA_COST.match(cost):
        raise table.error(f"{cost!r} is not a mana cost such as {{1}}{{G}}", "activated")
    costs = {key: table.get(key, bool, False) for key in ("sacrifice", "tap", "discard", "as_sorcery")}
    targets = read_targets(table)
    effects = read_effects(table, instance_count(targets))
    table.done()
    return ActivatedAbility(cost, effects, targets, **costs)


def read_ability(table: Table) -> tuple[str, object]:
    for kind, reader in (("trigger", read_triggered), ("static", read_static), ("activated", read_activated)):
        if table.has(kind):
            return kind, reader(table)
    raise table.error("an ability needs 'trigger', 'static' or 'activated'")


# Rule 702.108a: "Prowess is a triggered ability. \"Prowess\" means \"Whenever you cast a
# noncreature spell, this creature gets +1/+1 until end of turn.\"" The keyword is printed and
# shown on the board; its trigger is played out. (A card's printed prowess only: an effect that
# grants the keyword grants no trigger here.)
PROWESS = {
    "trigger": "you_cast",
    "spells": {"not_types": ["creature"]},
    "effects": [{"effect": "pump", "power": 1, "toughness": 1, "to": "self"}],
}


def read_face(table: Table) -> Face:
    name = read_name(table)
    cost = table.get("cost", str, None)
    if cost is not None and not MANA_COST.match(cost):
        raise table.error(f"{cost!r} is not a mana cost such as {{3}}{{G}}", "cost")
    types = tuple(table.strings("types"))
    for card_type in types:
        if card_type not in CARD_TYPES:
            raise table.error(f"unknown card type {card_type!r} (known: {', '.join(CARD_TYPES)})", "types")
    keywords = tuple(_keyword(table, i, raw) for i, raw in enumerate(table.get("keywords", list, [])))
    abilities = [read_ability(t) for t in table.tables("abilities")]
    if "prowess" in keywords:
        abilities.append(read_ability(Table(PROWESS, table.path("keywords"), table.source)))
    targets = read_targets(table)
    effects = read_effects(table, instance_count(targets))
    power = table.get("power", int, None)
    toughness = table.get("toughness", int, None)
    if ("creature" in types) != (power is not None and toughness is not None):
        raise table.error("a creature needs 'power' and 'toughness', and only a creature has them")
    printed = {}
    for card_type, counted in COUNTED.items():
        printed[counted.counter] = table.get(counted.counter, int, None)
        if (card_type in types) != (printed[counted.counter] is not None):
            raise table.error(f"a {card_type} needs {counted.counter!r}, and only a {card_type} has it")
    if (targets or effects) and not {"instant", "sorcery"} & set(types):
        raise table.error("only an instant or sorcery has 'targets' and 'effects'; give permanents abilities")
    face = Face(
        name=replace(name, title=bool({"instant", "sorcery"} & set(types))),
        name_en=name.en,
        cost=cost,
        colors=cost_colors(cost),
        types=types,
        subtypes=tuple(table.strings("subtypes", [])),
        supertypes=tuple(table.strings("supertypes", [])),
        power=power,
        toughness=toughness,
        loyalty=printed["loyalty"],
        defense=printed["defense"],
        keywords=keywords,
        triggered=tuple(a for _, a in abilities if isinstance(a, TriggeredAbility)),
        activated=tuple(a for _, a in abilities if isinstance(a, ActivatedAbility)),
        statics=tuple(a for _, a in abilities if isinstance(a, StaticAbility)),
        targets=targets,
        effects=effects,
        text=read_name(table, "text") if table.has("text") else None,
        not_played=read_name(table, "not_played") if table.has("not_played") else None,
        made_up=table.get("made_up", bool, False),
    )
    _check_aura(table, face)
    return face


def _check_aura(table: Table, face: Face) -> None:
    """Rule 303.4a: an Aura spell targets what its enchant ability allows."""
    if "Aura" in face.subtypes and "enchant creature" not in face.keywords:
        raise table.error("an Aura needs the keyword 'enchant creature'", "keywords")


def _keyword(table: Table, index: int, raw: object) -> str:
    if isinstance(raw, dict):
        entry = Table(raw, f"{table.path('keywords')}[{index}]", table.source)
        raw = entry.get("keyword", str)
        entry.done()
    if not isinstance(raw, str) or not is_keyword(raw):
        raise table.error(f"unknown keyword {raw!r}", f"keywords[{index}]")
    return raw


def read_card(table: Table, key: str) -> CardDef:
    """One `[[cards]]` entry (its `id` and state keys are read by the caller)."""
    adventure = None
    if table.has("adventure"):
        inner = table.table("adventure")
        adventure = read_face(inner)
        inner.done()
        if not {"instant", "sorcery"} & set(adventure.types):
            raise inner.error("an Adventure is an instant or sorcery (rule 715.2)", "types")
    face = read_face(table)
    if adventure and not face.is_permanent:
        raise table.error("an adventurer card's normal face is a permanent card (rule 715.4)", "types")
    return CardDef(key=key, face=face, adventure=adventure)
