"""Where the German glossary's cross-references lead: every way the file names an entry."""

from indexer.terms.cross_references import cross_reference_targets
from tests.indexer.test_glossary_pairs import entry

GERMAN = [
    entry("de", "Starthand, Anfangshand", "Siehe Regel 103.5."),
    entry("de", "Lebenspunkte, Lebenspunktestand, Lebenspunktezahl", "Siehe Regel 119."),
    entry("de", "Lebenspunkte-Anfangswert", "Siehe Regel 103.4."),
    entry("de", "Neutralisieren", "Siehe Regel 701.6."),
    entry("de", "Zählmarke", "Siehe Regel 122."),
    entry("de", "Beschützen, Beschützer", "Siehe Regel 310.8."),
    entry("de", "Beschützen, beschützt", "Siehe Regel 702.72."),
    entry("de", "Flugfähigkeit", "Siehe Regel 702.9."),
]
CROSSING = [
    entry("de", "Opening Hand", see="Starthand"),
    entry("de", "Life, Life Total", see="Lebenspunkte, Lebenspunktestand"),
    entry("de", "Counter", see="Neutralisieren oder Zählmarke"),
    entry("de", "Champion", see="Beschützen"),
    entry("de", "Undergrowth", see="Totenwelt"),
    entry("de", "Flying", see="Flugfähigkeit"),
]


def test_each_named_term_leads_to_its_entry_or_nowhere() -> None:
    champion = entry("en", "Champion, Championed", "See rule 702.72.")
    partners = {"en-champion-championed": GERMAN[6]}
    targets = cross_reference_targets([champion, *GERMAN, *CROSSING], partners)
    assert targets == {
        "de-opening-hand": [("Starthand", "de-starthand-anfangshand")],
        "de-life-life-total": [
            ("Lebenspunkte, Lebenspunktestand", "de-lebenspunkte-lebenspunktestand-lebenspunktezahl")
        ],
        "de-counter": [("Neutralisieren", "de-neutralisieren"), ("Zählmarke", "de-zaehlmarke")],
        "de-champion": [("Beschützen", "de-beschuetzen-beschuetzt")],
        "de-undergrowth": [("Totenwelt", None)],
        "de-flying": [("Flugfähigkeit", "de-flugfaehigkeit")],
    }


def test_forms_two_entries_begin_with_lead_nowhere_without_a_counterpart() -> None:
    targets = cross_reference_targets([*GERMAN, *CROSSING], {})
    assert targets["de-champion"] == [("Beschützen", None)]
