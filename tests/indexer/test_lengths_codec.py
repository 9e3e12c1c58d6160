from pathlib import Path

from whoosh import index as whoosh_index
from whoosh.codec.whoosh3 import W3Codec
from whoosh.fields import ID, TEXT, Schema

from indexer.lengths_codec import LengthsInMemoryCodec

TEXTS = ["one two three", "two three", "three " * 40, "", "four five six seven eight nine"]


def _index(directory: Path, codec: W3Codec | None) -> whoosh_index.Index:
    directory.mkdir()
    ix = whoosh_index.create_in(str(directory), Schema(key=ID(stored=True), body=TEXT))
    writer = ix.writer(codec=codec) if codec else ix.writer()
    for i, text in enumerate(TEXTS * 60):
        writer.add_document(key=str(i), body=text)
    writer.commit()
    return ix


def _stats(ix: whoosh_index.Index) -> list[tuple]:
    with ix.reader() as reader:
        return [
            (field, text, info.doc_frequency(), info.min_length(), info.max_length(), info.max_weight())
            for field, text in reader.all_terms()
            for info in [reader.term_info(field, text)]
        ]


def test_postings_keep_the_lengths_whooshs_own_codec_gives(tmp_path) -> None:
    """Each term's shortest and longest field length, which a block's score bound is made of,
    as Whoosh's codec writes them (and a field without lengths, the unscored ID, as well)."""
    own = _stats(_index(tmp_path / "own", LengthsInMemoryCodec()))
    whooshs = _stats(_index(tmp_path / "whoosh", None))
    assert own == whooshs
    assert {row[3] for row in own if row[0] == "body"} >= {2, 3, 6}


def test_the_index_names_whooshs_codec(tmp_path) -> None:
    """A reader of the index (the web app) opens it without this module's class."""
    ix = _index(tmp_path / "own", LengthsInMemoryCodec())
    assert {type(segment.codec()) for segment in ix._segments()} == {W3Codec}
