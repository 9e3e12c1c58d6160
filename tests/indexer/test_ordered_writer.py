import io
from pathlib import Path

from whoosh import index as whoosh_index

from indexer.build import write_index

BATCH = 100  # documents a job of MpWriter holds


def numbering(directory: Path) -> list[str]:
    """The uids of an index in the order of their document numbers."""
    with whoosh_index.open_dir(str(directory)).searcher() as searcher:
        return [searcher.stored_fields(docnum)["uid"] for docnum in range(searcher.doc_count_all())]


def test_two_writer_processes_number_the_documents_alike_in_every_build(tmp_path) -> None:
    """Batch i goes to process i mod 2, whose segment comes in the order of the processes: with
    Whoosh's MpWriter the numbering depended on which process was free first and finished
    first, and documents that score alike are ranked by it."""
    documents = [{"uid": f"ruling:{i}", "kind": "ruling", "langs": "en", "body_en": f"text {i}"} for i in range(750)]
    for name in ("first", "second"):
        write_index(tmp_path / name, iter(documents), len(documents), procs=2, log=io.StringIO())
    dealt = [doc["uid"] for turn in (0, 1) for i, doc in enumerate(documents) if i // BATCH % 2 == turn]
    assert numbering(tmp_path / "first") == numbering(tmp_path / "second") == dealt
