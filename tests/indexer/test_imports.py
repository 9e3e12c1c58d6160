"""Importing data files into a corpus: validated, copied verbatim, listed, or nothing at all."""

import json

import pytest

from indexer.__main__ import main
from indexer.errors import CorpusError
from indexer.paths import TRANSLATIONS_DIR
from indexer.sources.imports import detect_format, import_document
from indexer.sources.load import load_corpus
from tests.support.helpers import CR_DE

RULINGS = [
    {
        "oracle_id": "9eec304d-ffcb-4287-b877-280ac1e4f496",
        "source": "wotc",
        "published_at": "2024-01-01",
        "comment": "A brand new ruling about Charming Scoundrel.",
        "card_name": "Charming Scoundrel",
    },
    {"oracle_id": "new-oracle", "source": "wotc", "published_at": "2024-01-02", "comment": "A ruling of a new card."},
]


def write_json(path, value):
    path.write_text(json.dumps(value, indent=1), encoding="utf-8")
    return path


def snapshot(corpus):
    return {p.relative_to(corpus): p.read_bytes() for p in sorted(corpus.rglob("*")) if p.is_file()}


def test_detects_formats(tmp_path) -> None:
    assert detect_format(write_json(tmp_path / "r.json", RULINGS)) == ("scryfall-rulings", None)
    assert detect_format(write_json(tmp_path / "n.json", [{"name_en": "A", "name_de": "B"}])) == ("card-names", None)
    assert detect_format(write_json(tmp_path / "c.json", {"cards": [{"name": "A"}]})) == ("mtgjson-cards", None)
    assert detect_format(CR_DE) == ("comprehensive-rules", "de")


def test_import_copies_lists_and_notes_the_file(tmp_path, corpus) -> None:
    source = write_json(tmp_path / "new-rulings.json", RULINGS)
    result = import_document(corpus, TRANSLATIONS_DIR, source)
    assert (result.format, result.lang, result.records) == ("scryfall-rulings", "en", 2)
    assert (corpus / "imported" / "new-rulings.json").read_bytes() == source.read_bytes()
    manifest = (corpus / "manifest.toml").read_text(encoding="utf-8")
    assert manifest.rstrip().endswith('title = "Rulings (Scryfall format): new-rulings.json"')
    assert "imported/new-rulings.json" in (corpus / "SOURCES.md").read_text(encoding="utf-8")
    loaded, _ = load_corpus(corpus, TRANSLATIONS_DIR)
    assert len(loaded.cards["charming-scoundrel"].ruling_ids) == 9
    assert "new-oracle" in loaded.cards
    assert [w for w in loaded.warnings if "no name" in w] == [
        "corpus/imported/new-rulings.json:9: card new-oracle has rulings but no name in any document; "
        "it is shown by its Oracle id"
    ]


def test_bad_record_changes_nothing(tmp_path, corpus) -> None:
    (corpus / "SOURCES.md").write_text("| file | source |\n", encoding="utf-8")
    before = snapshot(corpus)
    source = write_json(tmp_path / "bad.json", [RULINGS[0], {**RULINGS[1], "comment": ""}])
    with pytest.raises(CorpusError) as error:
        import_document(corpus, TRANSLATIONS_DIR, source)
    assert error.value.line == 9
    assert snapshot(corpus) == before


def test_skip_bad_imports_the_rest_and_the_build_reports_it(tmp_path, corpus) -> None:
    source = write_json(tmp_path / "bad.json", [RULINGS[0], {**RULINGS[1], "published_at": "soon"}])
    result = import_document(corpus, TRANSLATIONS_DIR, source, skip_bad=True)
    assert result.records == 1 and len(result.warnings) == 1
    assert 'on_error = "skip"' in (corpus / "manifest.toml").read_text(encoding="utf-8")
    loaded, _ = load_corpus(corpus, TRANSLATIONS_DIR)
    assert any("bad date 'soon'" in w for w in loaded.warnings)


def test_conflict_with_the_corpus_rolls_back(tmp_path, corpus) -> None:
    (corpus / "SOURCES.md").write_text("| file | source |\n", encoding="utf-8")
    before = snapshot(corpus)
    article = tmp_path / "role.txt"
    article.write_bytes((corpus / "seeds" / "001.txt").read_bytes())
    with pytest.raises(CorpusError, match="duplicate article id 'role'"):
        import_document(corpus, TRANSLATIONS_DIR, article, fmt="keyword-article", lang="en")
    assert snapshot(corpus) == before


def test_same_file_twice(tmp_path, corpus) -> None:
    source = write_json(tmp_path / "r.json", RULINGS)
    import_document(corpus, TRANSLATIONS_DIR, source)
    with pytest.raises(CorpusError, match="already imported"):
        import_document(corpus, TRANSLATIONS_DIR, source)


def test_import_rules_adds_a_release_and_replaces_only_the_same_date(tmp_path, corpus) -> None:
    first = import_document(corpus, TRANSLATIONS_DIR, CR_DE, fmt="comprehensive-rules", lang="de")
    assert first.replaced == []
    newer = tmp_path / "rules-de-new.txt"
    newer.write_text(
        CR_DE.read_text(encoding="utf-8").replace("gilt ab dem 14. November 2025", "gilt ab dem 1. März 2026", 1),
        encoding="utf-8",
    )
    second = import_document(corpus, TRANSLATIONS_DIR, newer, fmt="comprehensive-rules", lang="de")
    assert second.replaced == []
    loaded, _ = load_corpus(corpus, TRANSLATIONS_DIR)
    assert [(r.lang, str(r.effective)) for r in loaded.releases] == [("de", "2026-03-01")]
    assert [(h.release.lang, str(h.release.effective)) for h in loaded.history] == [
        ("de", "2025-11-14"),
        ("de", "2026-03-01"),
    ]
    again = tmp_path / "rules-de-again.txt"
    again.write_text(newer.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    third = import_document(corpus, TRANSLATIONS_DIR, again, fmt="comprehensive-rules", lang="de")
    assert third.replaced == ["corpus/imported/rules-de-new.txt"]


def test_cli_import_then_build(tmp_path, corpus, capsys) -> None:
    source = write_json(tmp_path / "r.json", RULINGS)
    code = main(["import", str(source), "--corpus", str(corpus), "--index", str(tmp_path / "index")])
    out, err = capsys.readouterr()
    assert code == 0
    assert "imported corpus/imported/r.json (scryfall-rulings, en): 2 records, 0 skipped" in out
    assert "indexed 29 documents" in out
    assert "validating r.json: 2/2 (100%)" in err


def test_cli_rejects_unknown_language_and_missing_file(tmp_path, corpus, capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["import-rules", str(CR_DE), "--lang", "fr", "--corpus", str(corpus)])
    assert exit_.value.code == 2
    assert "invalid choice: 'fr'" in capsys.readouterr().err
    assert main(["import", str(tmp_path / "missing.json"), "--corpus", str(corpus)]) == 1


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (json.dumps(RULINGS, indent=1)[:300].encode(), "broken.json:13: broken JSON"),
        (b"\xff\xfe[{}]", "broken.json:1: not UTF-8 text"),
    ],
)
def test_cli_reports_a_broken_json_file_and_changes_nothing(tmp_path, corpus, capsys, content, message) -> None:
    before = snapshot(corpus)
    source = tmp_path / "broken.json"
    source.write_bytes(content)
    for fmt in ([], ["--format", "scryfall-rulings"]):
        assert main(["import", str(source), *fmt, "--corpus", str(corpus), "--no-build"]) == 1
        err = capsys.readouterr().err
        assert message in err and "Traceback" not in err
    assert snapshot(corpus) == before
