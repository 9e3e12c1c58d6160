"""The card ids' and uids' postings the build writes beside the index: a search looks them up
there instead of reading them through Whoosh, and must find the same documents and scores."""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import pytest

from indexer.assembly.documents import stored
from indexer.build import write_index
from indexer.search.index_store import IndexStore, _open
from indexer.search.keyed_postings import KEYED_FIELDS, KeyedPostings
from indexer.search.postings import WEIGHTING, Matches, Postings
from indexer.side_files import KEYED_NAME

# Terms of the default corpus's index compared per field (every n-th, so that the test reads
# a few hundred of them through Whoosh, not 61,000).
SAMPLED = 400


def _same(a: Matches, b: Matches) -> bool:
    return (
        a.ids.dtype == b.ids.dtype
        and a.scores.dtype == b.scores.dtype
        and np.array_equal(a.ids, b.ids)
        and a.scores.tobytes() == b.scores.tobytes()
    )


def _compared(directory: Path, fields: tuple[str, ...] = KEYED_FIELDS, sampled: int | None = None) -> list[str]:
    """The terms of `fields` whose postings differ between Whoosh's and the keyed file's."""
    through_whoosh = Postings(_open(str(directory)).reader(), WEIGHTING)
    keyed = Postings(_open(str(directory)).reader(), WEIGHTING, keyed=KeyedPostings(directory / KEYED_NAME))
    reader = through_whoosh.reader
    differing = []
    for field in fields:
        terms = [reader.schema[field].from_bytes(term) for term, _ in reader.iter_field(field)]
        step = max(1, len(terms) // sampled) if sampled else 1
        for text in [*terms[::step], "no such term"]:
            if not _same(through_whoosh.term(field, text), keyed.term(field, text)):
                differing.append(f"{field}:{text}")
    return differing


def test_the_keyed_postings_are_whooshs(index_link: Path) -> None:
    assert _compared(index_link.resolve(), sampled=SAMPLED) == []


def test_a_card_named_twice_weighs_twice_and_documents_keep_their_numbers(tmp_path: Path) -> None:
    """Two writer processes number the documents in batches; a ruling that lists a card twice
    has it with weight 2, and the card's term scores that in every document (Whoosh scores a
    term of a field it does not score by its highest weight)."""
    documents = [_ruling(i, f"c{i % 7} c{i % 5}" + (" c1" if i == 3 else "")) for i in range(450)]
    write_index(tmp_path / "index", iter(documents), len(documents), procs=2, log=io.StringIO())
    assert _compared(tmp_path / "index") == []
    keyed = Postings(
        _open(str(tmp_path / "index")).reader(), WEIGHTING, keyed=KeyedPostings(tmp_path / "index" / KEYED_NAME)
    )
    assert set(keyed.term("card", "c1").scores) == {2.0}


def test_a_build_without_the_file_reads_the_fields_through_whoosh(tmp_path: Path) -> None:
    assert KeyedPostings.beside(tmp_path / KEYED_NAME) is None


@pytest.mark.parametrize("card", ["tarmogoyf", "no-such-card"])
def test_a_store_finds_a_cards_document_by_its_uid(store: IndexStore, card: str) -> None:
    found = store.engine.postings.term("uid", f"card:{card}").ids
    assert [store.searcher.stored_fields(int(d))["uid"] for d in found] == (
        [f"card:{card}"] if card == "tarmogoyf" else []
    )


def _ruling(i: int, cards: str) -> dict:
    return stored(
        {
            "uid": f"ruling:{i}",
            "kind": "ruling",
            "key": str(i),
            "langs": "en",
            "body_en": f"text {i}",
            "card": cards,
            "payload": {},
        }
    )
