"""Translatable words for game terms used inside messages: card types, colors, zones, keywords."""

from __future__ import annotations

from ..engine.model import EQUIP, WARD
from .messages import N_, NP_, Message, msg

TYPE_WORDS = {
    "artifact": N_("artifact"),
    "battle": N_("battle"),
    "creature": N_("creature"),
    "enchantment": N_("enchantment"),
    "instant": N_("instant"),
    "land": N_("land"),
    "planeswalker": N_("planeswalker"),
    "sorcery": N_("sorcery"),
}
COLOR_WORDS = {
    "white": N_("white"),
    "blue": N_("blue"),
    "black": N_("black"),
    "red": N_("red"),
    "green": N_("green"),
}
ZONE_PLACES = {
    "library": N_("in its owner's library"),
    "hand": N_("in its owner's hand"),
    "battlefield": N_("on the battlefield"),
    "graveyard": N_("in its owner's graveyard"),
    "exile": N_("in exile"),
    "stack": N_("on the stack"),
    "command": N_("in the command zone"),
    "gone": N_("nowhere (it ceased to exist)"),
}
ZONE_SOURCES = {
    "library": N_("from the top of their library"),
    "hand": N_("from their hand"),
    "graveyard": N_("from their graveyard"),
    "exile": N_("from exile"),
}
KEYWORD_WORDS = {
    "flying": N_("flying"),
    "trample": N_("trample"),
    "haste": N_("haste"),
    "hexproof": N_("hexproof"),
    "shroud": N_("shroud"),
    "vigilance": N_("vigilance"),
    "protection from enchantments": N_("protection from enchantments"),
    "enchant creature": N_("enchant creature"),
    "phasing": N_("phasing"),
    "deathtouch": N_("deathtouch"),
    "lifelink": N_("lifelink"),
    "first strike": N_("first strike"),
    "double strike": N_("double strike"),
    "menace": N_("menace"),
    "reach": N_("reach"),
    "defender": N_("defender"),
    "indestructible": N_("indestructible"),
    "flash": N_("flash"),
    "infect": N_("infect"),
    "start your engines!": N_("start your engines!"),
    "space sculptor": N_("space sculptor"),
    "prowess": N_("prowess"),
}
# Card types as a type line prints them ("Creature", "Kreatur"), by the types of a card; a
# card of two types is one word in German ("Artefaktkreatur").
TYPE_LINE_WORDS = {
    ("artifact",): N_("Artifact"),
    ("artifact", "creature"): N_("Artifact Creature"),
    ("battle",): N_("Battle"),
    ("creature",): N_("Creature"),
    ("enchantment",): N_("Enchantment"),
    ("enchantment", "creature"): N_("Enchantment Creature"),
    ("instant",): N_("Instant"),
    ("land",): N_("Land"),
    ("planeswalker",): N_("Planeswalker"),
    ("sorcery",): N_("Sorcery"),
}
# Type lines with a supertype (205.4), as cards print them: the German adjective agrees with the
# type („Legendäre Kreatur“, „Legendärer Planeswalker“), a world is one word („Weltverzauberung“).
# The legend rule and the world rule turn on them; the examples' card lists had left them out.
SUPERTYPED_LINE_WORDS: dict[tuple[tuple[str, ...], tuple[str, ...]], str] = {
    (("Legendary",), ("artifact",)): N_("Legendary Artifact"),
    (("Legendary",), ("creature",)): N_("Legendary Creature"),
    (("Legendary",), ("artifact", "creature")): N_("Legendary Artifact Creature"),
    (("Legendary",), ("enchantment",)): N_("Legendary Enchantment"),
    (("Legendary",), ("land",)): N_("Legendary Land"),
    (("Legendary",), ("planeswalker",)): N_("Legendary Planeswalker"),
    (("World",), ("enchantment",)): N_("World Enchantment"),
}
# Subtypes the example cards use, with German words as German cards print them (the imported
# card data, else the German rules' lists in 205.3; a test checks both); others are shown as
# printed, marked as English on German pages.
SUBTYPE_WORDS = {
    "Aura": N_("Aura"),
    "Role": N_("Role"),
    "Adventure": N_("Adventure"),
    "Angel": N_("Angel"),
    "Bear": N_("Bear"),
    "Berserker": N_("Berserker"),
    "Blood": N_("Blood"),
    "Cat": N_("Cat"),
    "Cleric": N_("Cleric"),
    "Clue": N_("Clue"),
    "Dinosaur": N_("Dinosaur"),
    "Dog": N_("Dog"),
    "Druid": N_("Druid"),
    "Elemental": N_("Elemental"),
    "Elf": N_("Elf"),
    "Equipment": N_("Equipment"),
    "Food": N_("Food"),
    "Fox": N_("Fox"),
    "Giant": N_("Giant"),
    "Goblin": N_("Goblin"),
    "Gold": N_("Gold"),
    "Griffin": N_("Griffin"),
    "Horror": N_("Horror"),
    "Human": N_("Human"),
    "Hydra": N_("Hydra"),
    "Jace": N_("Jace"),
    "Knight": N_("Knight"),
    "Map": N_("Map"),
    "Monk": N_("Monk"),
    "Myr": N_("Myr"),
    "Phyrexian": N_("Phyrexian"),
    "Pilot": N_("Pilot"),
    "Powerstone": N_("Powerstone"),
    "Rat": N_("Rat"),
    "Saga": N_("Saga"),
    "Scout": N_("Scout"),
    "Shaman": N_("Shaman"),
    "Shapeshifter": N_("Shapeshifter"),
    "Shard": N_("Shard"),
    "Siege": N_("Siege"),
    "Snake": N_("Snake"),
    "Soldier": N_("Soldier"),
    "Spider": N_("Spider"),
    "Spirit": N_("Spirit"),
    "Treasure": N_("Treasure"),
    "Vampire": N_("Vampire"),
    "Wall": N_("Wall"),
    "Warrior": N_("Warrior"),
    "Wizard": N_("Wizard"),
    "Zombie": N_("Zombie"),
}
PHASE_WORDS = {
    "main1": N_("precombat main phase"),
    "combat": N_("combat phase"),
    "main2": N_("postcombat main phase"),
    "end": N_("end phase"),
}
# The steps of the combat phase (506.1), as the rules name them.
STEP_WORDS = {
    "beginning": N_("beginning of combat step"),
    "attackers": N_("declare attackers step"),
    "blockers": N_("declare blockers step"),
    "first-damage": N_("first combat damage step"),
    "second-damage": N_("second combat damage step"),
    "damage": N_("combat damage step"),
}


def type_word(card_type: str) -> Message:
    return Message(TYPE_WORDS[card_type])


def counters_phrase(kind: str, n: int) -> Message:
    """ "N +1/+1 counters"; loyalty, defense and lore counters get a phrase of their own, since
    German makes one word of them ("Loyalitätsmarken", "Verteidigungsmarken", "Sagenmarken")."""
    if kind == "loyalty":
        return msg(NP_("%(n)s loyalty counter", "%(n)s loyalty counters"), n=n)
    if kind == "defense":
        return msg(NP_("%(n)s defense counter", "%(n)s defense counters"), n=n)
    if kind == "lore":
        return msg(NP_("%(n)s lore counter", "%(n)s lore counters"), n=n)
    return msg(NP_("%(n)s %(counter)s counter", "%(n)s %(counter)s counters"), n=n, counter=kind)


def color_word(color: str) -> Message:
    return Message(COLOR_WORDS[color])


def zone_place(zone: str) -> Message:
    """Where an object is: "on the battlefield", "in exile", ..."""
    return Message(ZONE_PLACES[zone])


def zone_source(zone: str) -> Message:
    """Where a spell is cast from: "from their hand", "from exile", ..."""
    return Message(ZONE_SOURCES[zone])


def phase_word(phase: str) -> Message:
    return Message(PHASE_WORDS[phase])


def phase_and_step(phase: str, step: str | None) -> Message:
    """The phase, and within combat the step: a board after blockers were declared had said
    "combat phase" only (a judge's review)."""
    if step is None:
        return phase_word(phase)
    return msg(N_("%(phase)s, %(step)s"), phase=phase_word(phase), step=Message(STEP_WORDS[step]))


def subtype_word(subtype: str) -> Message | str:
    """A subtype in the reader's language where the catalog has it, else as printed."""
    return Message(SUBTYPE_WORDS[subtype]) if subtype in SUBTYPE_WORDS else subtype


def type_line(types: tuple[str, ...], subtypes: tuple[str, ...], supertypes: tuple[str, ...] = ()) -> Message | str:
    """The type line as cards print it: "Legendary Creature — Angel", "Kreatur — Mensch, Ritter";
    types the table has no word for together are listed word by word (a supertype with them
    must be in SUPERTYPED_LINE_WORDS: a test holds the example cards to it)."""
    kinds = SUPERTYPED_LINE_WORDS.get((supertypes, types)) if supertypes else TYPE_LINE_WORDS.get(types)
    words = Message(kinds) if kinds else _words([Message(TYPE_LINE_WORDS[(t,)]) for t in types])
    if not subtypes:
        return words
    return msg(N_("%(types)s \u2014 %(subtypes)s"), types=words, subtypes=_words([subtype_word(s) for s in subtypes]))


def _words(words: list[Message | str]) -> Message | str:
    """Words of a type line in a row: a German type line separates them by commas."""
    row = words[-1]
    for word in reversed(words[:-1]):
        row = msg(N_("%(word)s %(more_words)s"), word=word, more_words=row)
    return row


def keyword_word(keyword: str) -> Message:
    match = WARD.match(keyword)
    if match:
        return msg(N_("ward {%(cost)s}"), cost=match.group(1))
    match = EQUIP.match(keyword)
    if match:
        return msg(N_("equip {%(cost)s}"), cost=match.group(1))
    return Message(KEYWORD_WORDS[keyword])


def colors_phrase(colors: tuple[str, ...]) -> Message | list[Message]:
    return [color_word(c) for c in colors] if colors else Message(N_("colorless"))
