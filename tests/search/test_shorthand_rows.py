"""Every row of the players' words (translations/shorthand.tsv) is read by the search."""

from __future__ import annotations

from indexer.paths import TRANSLATIONS_DIR
from indexer.search.index_store import IndexStore
from indexer.search.query.expansion import GERMAN_FUNCTION_WORDS
from indexer.search.results import run_search
from indexer.terms.synonyms import SHORTHAND_NAME, read_synonyms

ROWS = read_synonyms(TRANSLATIONS_DIR / SHORTHAND_NAME, SHORTHAND_NAME, one_way=True)


def test_every_row_of_the_players_words_is_read(store: IndexStore) -> None:
    """A row's term typed alone is also searched as its synonym: a German row's on the German
    site, an English row's on both (English players' words are typed on the German site too, and
    an `en` row may have a German players' word as its term, for the English texts). The row
    „scheidet aus“ of the English texts was never read on the German site: the German reader's
    stop word „aus“ has no English reading, so its two words never made the row's key. (Not
    on the German site: an English row whose term is a German function word, "bin", which for a
    German reader is „bin“, I am.)"""
    unread = []
    for row in ROWS:
        german_word = row.term.casefold() in GERMAN_FUNCTION_WORDS
        for site in ("en", "de") if row.lang == "en" and not german_word else (row.lang,):
            readings = {
                found.casefold() for also in run_search(store, row.term, site, 1, 1).also for found in also.found
            }
            if row.synonym.casefold() not in readings:
                unread.append((site, row.lang, row.term, row.synonym))
    assert not unread
