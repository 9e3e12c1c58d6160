import io
from pathlib import Path

from whoosh import index as whoosh_index

from indexer.assembly.documents import stored
from indexer.build import write_index
from indexer.search.shown_file import ShownFile
from indexer.side_files import SHOWN_NAME

BATCH = 100  # documents a job of MpWriter holds


def numbering(directory: Path) -> list[str]:
    """The uids of an index in the order of their document numbers."""
    with whoosh_index.open_dir(str(directory)).searcher() as searcher:
        return [searcher.stored_fields(docnum)["uid"] for docnum in range(searcher.doc_count_all())]


def test_two_writer_processes_number_the_documents_alike_in_every_build(tmp_path) -> None:
    """Batch i goes to process i mod 2, whose segment comes in the order of the processes: with
    Whoosh's MpWriter the numbering depended on which process was free first and finished
    first, and documents that score alike are ranked by it."""
    documents = [_document(i) for i in range(750)]
    for name in ("first", "second"):
        write_index(tmp_path / name, iter(documents), len(documents), procs=2, log=io.StringIO())
    dealt = [doc["uid"] for turn in (0, 1) for i, doc in enumerate(documents) if i // BATCH % 2 == turn]
    assert numbering(tmp_path / "first") == numbering(tmp_path / "second") == dealt


def test_the_shown_file_holds_each_document_at_its_number(tmp_path) -> None:
    """A hit reads what it shows of document n from the shown file's record n: the records
    are written in the order the documents were added and reordered as the processes numbered
    them."""
    documents = [_document(i) for i in range(750)]
    write_index(tmp_path / "index", iter(documents), len(documents), procs=2, log=io.StringIO())
    shown = ShownFile(tmp_path / "index" / SHOWN_NAME)
    keys = [f"ruling:{shown.document(docnum).key}" for docnum in range(len(documents))]
    assert keys == numbering(tmp_path / "index")


def _document(i: int) -> dict:
    return stored(
        {"uid": f"ruling:{i}", "kind": "ruling", "key": str(i), "langs": "en", "body_en": f"text {i}", "payload": {}}
    )
