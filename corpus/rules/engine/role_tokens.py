"""The seven Role tokens exactly as rules 111.10j-111.10r define them.

Each is "a colorless Aura Role enchantment token named [Name] with enchant creature" plus its
own ability. Auras with the subtype Role are subject to rule 303.7a / 704.5y (see sba.py).
"""

from __future__ import annotations

from ..text.messages import N_, Message
from .model import CardDef, Effect, Face, StaticAbility, TriggeredAbility

ROLE_RULES = {
    "cursed": "111.10j",
    "monster": "111.10k",
    "royal": "111.10m",
    "sorcerer": "111.10n",
    "virtuous": "111.10p",
    "wicked": "111.10q",
    "young_hero": "111.10r",
}

_NAMES = {
    "cursed": ("Cursed", N_("Cursed Role")),
    "monster": ("Monster", N_("Monster Role")),
    "royal": ("Royal", N_("Royal Role")),
    "sorcerer": ("Sorcerer", N_("Sorcerer Role")),
    "virtuous": ("Virtuous", N_("Virtuous Role")),
    "wicked": ("Wicked", N_("Wicked Role")),
    "young_hero": ("Young Hero", N_("Young Hero Role")),
}


def _gets(power: int, toughness: int) -> StaticAbility:
    return StaticAbility("enchanted_gets", {"power": power, "toughness": toughness})


def _has_keyword(keyword: str) -> StaticAbility:
    return StaticAbility("enchanted_has", {"keyword": keyword})


def _has_ability(ability: TriggeredAbility) -> StaticAbility:
    return StaticAbility("enchanted_has", {"ability": ability})


_ABILITIES: dict[str, tuple[tuple[StaticAbility, ...], tuple[TriggeredAbility, ...]]] = {
    # 111.10j: "Enchanted creature has base power and toughness 1/1." (layer 7b, rule 613.4b)
    "cursed": ((StaticAbility("enchanted_base_pt", {"power": 1, "toughness": 1}),), ()),
    # 111.10k: "Enchanted creature gets +1/+1 and has trample."
    "monster": ((_gets(1, 1), _has_keyword("trample")), ()),
    # 111.10m: "Enchanted creature gets +1/+1 and has ward {1}."
    "royal": ((_gets(1, 1), _has_keyword("ward {1}")), ()),
    # 111.10n: "... has 'Whenever this creature attacks, scry 1.'"
    "sorcerer": (
        (_gets(1, 1), _has_ability(TriggeredAbility("attacks", (Effect("scry", {"amount": 1}),)))),
        (),
    ),
    # 111.10p: "Enchanted creature gets +1/+1 for each enchantment you control."
    "virtuous": ((StaticAbility("enchanted_gets_per_enchantment", {"power": 1, "toughness": 1}),), ()),
    # 111.10q: "+1/+1" and "When this token is put into a graveyard from the battlefield, each
    # opponent loses 1 life."
    "wicked": (
        (_gets(1, 1),),
        (TriggeredAbility("dies", (Effect("lose_life", {"who": "each_opponent", "amount": 1}),)),),
    ),
    # 111.10r: "... has 'Whenever this creature attacks, if its toughness is 3 or less, put a
    # +1/+1 counter on it.'" (an intervening "if", rule 603.4)
    "young_hero": (
        (
            _has_ability(
                TriggeredAbility(
                    "attacks",
                    (Effect("put_counters", {"counter": "+1/+1", "amount": 1}, ref="self"),),
                    toughness_at_most=3,
                )
            ),
        ),
        (),
    ),
}

ROLE_KEYS = tuple(ROLE_RULES)


def role_name(key: str) -> Message:
    return Message(_NAMES[key][1])


def role_card(key: str) -> CardDef:
    """The token definition of the Role `key` ("wicked", "young_hero", ...)."""
    statics, triggered = _ABILITIES[key]
    english, _ = _NAMES[key]
    face = Face(
        name=role_name(key),
        name_en=english,
        colors=(),
        types=("enchantment",),
        subtypes=("Aura", "Role"),
        keywords=("enchant creature",),
        statics=statics,
        triggered=triggered,
    )
    return CardDef(key=f"role:{key}", face=face)


ROLE_CARDS = {key: role_card(key) for key in ROLE_KEYS}
