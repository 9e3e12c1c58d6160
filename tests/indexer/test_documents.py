"""Index documents: the payloads rule pages and the report are rendered from."""

from indexer.assembly.documents import a_listing
from indexer.assembly.identity import ruling_id
from indexer.side_files import REPORT_NAME, RULES_NAME
from tests.support.helpers import RENUMBERED, ROLES


def payload(builder, kind: str, key: str) -> dict:
    if kind == "rule":
        return builder.rule(builder.corpus.rules[key])["payload"]
    if kind == "ruling":
        return builder.ruling(builder.corpus.rulings[key])["payload"]
    return builder.article(builder.corpus.articles[key])["payload"]


def test_rule_payload_places_the_rule_and_names_its_glossary_terms(builder) -> None:
    rule = payload(builder, "rule", "704.5y")
    assert (rule["parent"], rule["previous"], rule["next"], rule["children"]) == ("704.5", "704.5x", "704.5z", [])
    assert {"id": "en-timestamp-order", "term": "Timestamp Order"} in rule["glossary"]["en"]
    assert {"id": "de-zeitstempel-reihenfolge", "term": "Zeitstempel-Reihenfolge"} in rule["glossary"]["de"]
    assert payload(builder, "rule", "201.4g")["glossary"].keys() == {"en"}  # (no German 201.4g)


def test_rules_and_glossary_entries_cite_the_rules_their_texts_cite(builder) -> None:
    """`rule:613.7` is "a rule and everything that cites it": only rulings and articles had
    their citations indexed, so the rules and glossary entries that say "see rule 613.7" were
    not found."""
    rule = builder.rule(builder.corpus.rules["613.2"])
    assert "613.7" in rule["cites"].split()
    (entry,) = [builder.glossary(e) for e in builder.corpus.glossary if e.lang == "en" and e.term == "Timestamp Order"]
    assert entry["cites"].split() == ["613.7"]
    assert builder.rule(builder.corpus.rules["100.1"])["cites"] is None


def test_backlinks_name_cards_and_quote_each_language(citing_builder) -> None:
    rule = payload(citing_builder, "rule", "303.7a")
    ruling, article = rule["cited_by"]
    assert ruling["cards"] == [
        {
            "id": "rules-lawyer",
            "names": {"en": "Rules Lawyer", "de": "Rules Lawyer"},
            "name_langs": {"en": "en", "de": "de"},
        }
    ]
    assert ruling["excerpt"]["en"] == ROLES
    assert ruling["excerpt"]["de"].startswith("Jede Rolle außer der mit dem neusten Zeitstempel")
    assert (article["title"], article["lang"], article["doubt"]) == ("Role", "en", {})
    doubtful = payload(citing_builder, "rule", "704.5s")["cited_by"][0]
    assert doubtful["doubt"]["en"][0] == "Two-Headed Giant Variant"


def test_flagged_references_in_texts_and_article_lists(citing_builder) -> None:
    refs = payload(citing_builder, "ruling", ruling_id("en", RENUMBERED))["texts"]["en"]["refs"]
    assert [len(r) for r in refs] == [6, 6]
    article = payload(citing_builder, "article", "role")
    assert article["rule_refs"][-2:] == [["303.7a", True, None, []], ["704.5z", True, ["Role"], ["704.5y"]]]


def test_side_files_and_warnings(builder) -> None:
    files = builder.side_files()
    assert (
        files[RULES_NAME]["numbers"][0] == "1"
        and files[RULES_NAME]["headings"]["704"]["de"] == "Zustandsbasierte Aktionen"
    )
    report = files[REPORT_NAME]
    role = next(item for item in report if item["kind"] == "article")
    assert role == {
        "kind": "article",
        "id": "role",
        "lang": "en",
        "title": {"en": "Role", "de": "Role"},
        "title_lang": {"en": "en", "de": "en"},
        "number": "704.5z",
        "reason": "off-subject",
        "missing": ["Role"],
        "excerpt": "[704.5z]",
        "source": {"id": "keyword-article-role", "title": 'Keyword article "Role"', "lang": "en"},
        "warning": "corpus/seeds/001_4176683109c52601.txt:1: article role (en) cites 704.5z, "
        "which does not mention Role",
    }
    assert len(builder.warnings()) == len(report)


def test_a_card_names_the_language_of_the_name_it_shows() -> None:
    """A card without a German name shows its English one on German pages, and says so."""
    from indexer.assembly.documents import card_summary
    from indexer.assembly.model import Card, CardName, Source

    source = Source("corpus/x.json", "x", "en")
    card = Card("questing-druid", names={"en": [CardName("Questing Druid", True, source)]})
    assert card_summary(card) == {
        "id": "questing-druid",
        "names": {"en": "Questing Druid", "de": "Questing Druid"},
        "name_langs": {"en": "en", "de": "en"},
    }


def test_a_ruling_about_its_card_names_it_or_points_at_its_text() -> None:
    """A ruling that names its card, or points at the card's printed text by place ("the last
    ability"), says what that card does: it weighs less for a rules question (results.OWN_CARD_WEIGHT).
    Kozilek's ruling on "the last ability" came before rule 202.3e for "mana value X spell on stack"."""
    from indexer.assembly.documents import _about_its_card
    from indexer.assembly.model import Card, CardName, Source

    source = Source("corpus/x.json", "x", "en")
    lazav = Card("lazav-dimir-mastermind", names={"en": [CardName("Lazav, Dimir Mastermind", True, source)]})
    assert _about_its_card("Lazav's ability won't trigger.", [lazav])
    assert _about_its_card("To activate the last ability, there must be a legal target: a spell on the stack.", [])
    assert _about_its_card("This scheme's first ability isn't a mana ability.", [])
    assert not _about_its_card("An activated mana ability doesn't go on the stack.", [lazav])
    assert not _about_its_card("Multiple instances of lifelink on the same creature are redundant.", [])


def test_a_rule_that_is_mostly_a_list_of_names_is_a_listing() -> None:
    """122.1b lists the keyword counters; 801.2 defines the range of influence with commas."""
    counters = (
        "A keyword counter on a permanent or on a card in a zone other than the battlefield causes that object to "
        "gain that keyword. The keywords that a keyword counter can be are flying, first strike, double strike, "
        "deathtouch, decayed, exalted, haste, hexproof, indestructible, lifelink, menace, reach, shadow, trample, "
        "and vigilance."
    )
    influence = (
        "A player's range of influence is the maximum distance from that player, measured in player seats, that "
        "the player can affect. Players within that many seats of the player are within that player's range of "
        "influence. Objects controlled by players within a player's range of influence are also within that "
        "player's range of influence. Range of influence covers spells, abilities, effects, damage dealing, "
        "attacking, making choices, and winning the game."
    )
    assert a_listing(counters)
    assert not a_listing(influence)
    assert not a_listing(
        "Trample is a static ability that modifies the rules for assigning an attacking creature's combat damage."
    )
