"""German noun phrases: articles, cases, adjective endings, agreement, and a name's grammar."""

from __future__ import annotations

import gettext

import pytest

from corpus.rules.text.german import CASES, Noun, agree, article, decline
from corpus.rules.text.german_nouns import noun_of
from corpus.rules.text.messages import N_, Message, Name, Numbered, msg, render

WEREFOX = Noun("f", adjectives=1)
GOBLIN = Noun("m", adjectives=1)
GIANT = Noun("m", weak=True)
MAW = Noun("n", adjectives=1)
BEARS = Noun("pl")


@pytest.mark.parametrize(
    ("name", "noun", "forms"),
    [
        (
            "Wilde Werfüchsin",
            WEREFOX,
            ["die Wilde Werfüchsin", "die Wilde Werfüchsin", "der Wilden Werfüchsin", "der Wilden Werfüchsin"],
        ),
        (
            "Wütender Goblin",
            GOBLIN,
            ["der Wütende Goblin", "den Wütenden Goblin", "dem Wütenden Goblin", "des Wütenden Goblins"],
        ),
        ("Hügelriese", GIANT, ["der Hügelriese", "den Hügelriesen", "dem Hügelriesen", "des Hügelriesen"]),
        (
            "Kolossales Schreckensmaul",
            MAW,
            [
                "das Kolossale Schreckensmaul",
                "das Kolossale Schreckensmaul",
                "dem Kolossalen Schreckensmaul",
                "des Kolossalen Schreckensmauls",
            ],
        ),
        ("Grizzlybären", BEARS, ["die Grizzlybären", "die Grizzlybären", "den Grizzlybären", "der Grizzlybären"]),
        ("Typhusratte", Noun("f"), ["die Typhusratte", "die Typhusratte", "der Typhusratte", "der Typhusratte"]),
        ("Riesenwuchs", Noun("m"), ["der Riesenwuchs", "den Riesenwuchs", "dem Riesenwuchs", "des Riesenwuchses"]),
    ],
)
def test_definite_forms_in_each_case(name, noun, forms) -> None:
    assert [decline(name, noun, case) for case in CASES] == forms


@pytest.mark.parametrize(
    ("name", "noun", "forms"),
    [
        (
            "Wütender Goblin",
            GOBLIN,
            ["ein Wütender Goblin", "einen Wütenden Goblin", "einem Wütenden Goblin", "eines Wütenden Goblins"],
        ),
        (
            "Monster-Rolle",
            Noun("f"),
            ["eine Monster-Rolle", "eine Monster-Rolle", "einer Monster-Rolle", "einer Monster-Rolle"],
        ),
        (
            "Kolossales Schreckensmaul",
            MAW,
            [
                "ein Kolossales Schreckensmaul",
                "ein Kolossales Schreckensmaul",
                "einem Kolossalen Schreckensmaul",
                "eines Kolossalen Schreckensmauls",
            ],
        ),
        ("Wilde Löwen", Noun("pl", adjectives=1), ["Wilde Löwen", "Wilde Löwen", "Wilden Löwen", "Wilder Löwen"]),
    ],
)
def test_indefinite_forms_in_each_case(name, noun, forms) -> None:
    assert [decline(name, noun, case, definite=False) for case in CASES] == forms


def test_a_number_telling_namesakes_apart_stays_at_the_end() -> None:
    assert decline("Hügelriese #2", GIANT, "dat") == "dem Hügelriesen #2"
    assert decline("Monster-Rolle #1", Noun("f"), "acc", definite=False) == "eine Monster-Rolle #1"


def test_a_name_without_article_is_kept_and_says_von_for_a_genitive() -> None:
    akroma = Noun("m", article=False)
    assert [decline("Akroma", akroma, case) for case in CASES] == ["Akroma", "Akroma", "Akroma", "von Akroma"]


def test_articles_and_agreement() -> None:
    assert [article(Noun(g), "dat") for g in ("m", "f", "n", "pl")] == ["dem", "der", "dem", "den"]
    assert article(BEARS, "acc", definite=False) == ""
    assert agree(BEARS, "wird|werden") == "werden" and agree(GIANT, "wird|werden") == "wird"
    assert [agree(Noun(g), "er|sie|es|sie") for g in ("m", "f", "n", "pl")] == ["er", "sie", "es", "sie"]
    assert agree(None, "ist|sind") == "ist" and agree(None, "er|sie|es|sie") == "sie"


@pytest.mark.parametrize(
    ("name", "gender", "adjectives", "weak"),
    [
        ("Wütender Goblin", "m", 1, False),  # strong adjective ending -er
        ("Kolossales Schreckensmaul", "n", 1, False),  # -es
        ("Wilde Werfüchsin", "f", 1, False),  # -e, and the head's suffix -in
        ("Grizzlybären", "pl", 0, False),
        ("Hügelriese", "m", 0, True),
        ("Vampir-Nachtschwärmer", "m", 0, False),  # the last part of a compound
        ("Eidolon der Blüten", "n", 0, False),  # the word before a lower-case word
        ("Verflucht-Rolle #1", "f", 0, False),
        ("Speise-Spielstein", "m", 0, False),
    ],
)
def test_a_names_grammar_is_read_from_the_name(name, gender, adjectives, weak) -> None:
    assert noun_of(name) == Noun(gender, adjectives, weak)


def test_overrides_decide_what_the_name_cannot() -> None:
    assert noun_of("Akroma, Engel des Zorns") == Noun("f", article=False)  # (the epithet's noun is "der Engel")
    assert noun_of("Fußgänger") == Noun("m")
    assert noun_of("Abbrechen") is None


class FakeGerman(gettext.NullTranslations):
    TEMPLATES = {
        "%(player)s creates %(role)s attached to %(object)s.": "%(player)s erzeugt %(role:acc-ein)s, angelegt an "
        "%(object:acc)s.",
        "%(object)s is destroyed.": "%(object:nom)s %(object:wird|werden)s zerstört.",
        "Gone: %(object)s is destroyed.": "Weg: %(object:Nom)s %(object:wird|werden)s zerstört.",
        "%(player)s attacks with %(creatures)s.": "%(player)s greift mit %(creatures:dat)s an.",
        "the ability of %(source)s": "%(*:f)s Fähigkeit %(source:gen)s",
        "%(object)s resolves.": "%(object:nom)s %(object:wird|werden)s verrechnet.",
        "Blocked by %(object)s.": "Geblockt von %(object:dat)s.",
        "%(card)s as a copy of %(name)s": "%(card:*)s als Kopie %(name:gen)s",
        "Monster Role": "Monster-Rolle",
        "%(object)s is returned to its owner's hand.": "%(object:nom)s %(object:wird|werden)s auf die Hand "
        "%(object:seines|ihres|seines|ihres)s Besitzers zurückgebracht.",
    }

    def gettext(self, message: str) -> str:
        return self.TEMPLATES.get(message, message)


BEARS_NAME = Name("Grizzly Bears", "Grizzlybären")
GIANT_NAME = Name("Hill Giant", "Hügelriese")


def german(message: Message) -> str:
    return render(message, FakeGerman(), "de")


def test_a_template_asks_for_case_article_and_agreement() -> None:
    created = msg(
        N_("%(player)s creates %(role)s attached to %(object)s."),
        player="Alice",
        role=Numbered(Message(N_("Monster Role")), 1),
        object=BEARS_NAME,
    )
    assert german(created) == "Alice erzeugt eine Monster-Rolle #1, angelegt an die Grizzlybären."
    assert german(msg(N_("%(object)s is destroyed."), object=BEARS_NAME)) == "die Grizzlybären werden zerstört."
    assert german(msg(N_("Gone: %(object)s is destroyed."), object=GIANT_NAME)) == "Weg: Der Hügelriese wird zerstört."
    attack = msg(N_("%(player)s attacks with %(creatures)s."), player="Alice", creatures=[GIANT_NAME, BEARS_NAME])
    assert german(attack) == "Alice greift mit dem Hügelriesen und den Grizzlybären an."


def test_a_noun_phrase_message_takes_the_case_it_is_put_in() -> None:
    ability = msg(N_("the ability of %(source)s"), source=GIANT_NAME)
    assert german(msg(N_("%(object)s resolves."), object=ability)) == "die Fähigkeit des Hügelriesen wird verrechnet."
    assert german(msg(N_("Blocked by %(object)s."), object=ability)) == "Geblockt von der Fähigkeit des Hügelriesen."
    clone = msg(N_("%(card)s as a copy of %(name)s"), card=Name("Clone", "Klon"), name=BEARS_NAME)
    assert (
        german(msg(N_("Blocked by %(object)s."), object=clone)) == "Geblockt von dem Klon als Kopie der Grizzlybären."
    )


def test_a_spell_is_named_like_a_title() -> None:
    shock = Name("Shock", "Schock", title=True)
    assert german(msg(N_("%(object)s resolves."), object=shock)) == "Schock wird verrechnet."
    assert german(msg(N_("the ability of %(source)s"), source=shock)) == "die Fähigkeit von Schock"


def test_english_ignores_the_grammar() -> None:
    message = msg(N_("%(player)s attacks with %(creatures)s."), player="Alice", creatures=[GIANT_NAME, BEARS_NAME])
    assert render(message, gettext.NullTranslations(), "en") == "Alice attacks with Hill Giant, Grizzly Bears."


def test_a_name_led_by_a_genitive_takes_no_article() -> None:
    """ "Gerrards Triumph" is Gerrard's triumph: "auf Gerrards Triumph", not "auf den Gerrardsen
    Triumph" (the genitive read as an adjective)."""
    assert noun_of("Gerrards Triumph") == Noun("m", article=False)
    assert noun_of("Kolossales Wachstum") != Noun("n", article=False), "an adjective's -es is no genitive"


def test_one_thing_with_a_plural_name_goes_to_its_owners_hand_not_their_hands() -> None:
    """Unsummon on the Grizzlybären read „auf die Hände ihrer Besitzer“ (a judge's review): the
    card's own text says „auf die Hand ihres Besitzers“; several things go to their owners'."""
    forms = "|".join(
        ["auf die Hand seines Besitzers", "auf die Hand ihres Besitzers", "x", "auf die Hand ihres Besitzers"]
        + ["auf die Hände ihrer Besitzer"]
    )
    assert agree(noun_of("Grizzlybären"), forms) == "auf die Hand ihres Besitzers"
    assert agree(Noun("pl", several=True), forms) == "auf die Hände ihrer Besitzer"
    assert agree(noun_of("Hügelriese"), forms) == "auf die Hand seines Besitzers"


def test_a_copy_takes_the_grammar_of_its_card() -> None:
    """„Der Klon als Kopie der Wilden Werfüchsin wird auf die Hand ihres Besitzers
    zurückgebracht“ took the copied card's gender (a judge's review): the Clone is the thing."""
    fox = Name("Ferocious Werefox", "Wilde Werfüchsin")
    clone = Message(N_("%(card)s as a copy of %(name)s"), {"card": Name("Clone", "Klon"), "name": fox}, head="card")
    returned = german(msg(N_("%(object)s is returned to its owner's hand."), object=clone))
    assert returned == "der Klon als Kopie der Wilden Werfüchsin wird auf die Hand seines Besitzers zurückgebracht."
