"""Stable ids: the same ruling or name always gets the same id, whatever else the corpus holds."""

from indexer.assembly.identity import name_key, ruling_id, slug


def test_a_ruling_id_ignores_quote_style_and_white_space_but_not_language() -> None:
    assert ruling_id("en", "A Role’s  text.\n") == ruling_id("en", "A Role's text.")
    assert ruling_id("de", "A Role's text.") != ruling_id("en", "A Role's text.")
    assert len(ruling_id("en", "x")) == 12


def test_slugs_spell_out_german_letters() -> None:
    assert slug("Wilde Werfüchsin // Wachablöse") == "wilde-werfuechsin-wachabloese"
    assert slug("Æther Vial") == "aether-vial"


def test_name_keys_fold_case_quotes_and_spaces() -> None:
    assert name_key("Charming  Scoundrel") == name_key("charming scoundrel")
    assert name_key("Nahiri’s Wrath") == name_key("Nahiri's Wrath")
