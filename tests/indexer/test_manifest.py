import pytest

from indexer.errors import CorpusError
from indexer.sources.load import FORMATS
from indexer.sources.manifest import read_manifest
from tests.support.helpers import small_corpus

KNOWN = frozenset(FORMATS)


def test_reads_entries_in_order(tmp_path) -> None:
    specs = read_manifest(small_corpus(tmp_path), KNOWN)
    assert [s.relpath for s in specs] == [
        "corpus/seeds/000.txt",
        "corpus/seeds/001.txt",
        "corpus/seeds/003.txt",
        "corpus/data/woe.json",
    ]
    assert specs[2].card_en == "Charming Scoundrel"
    assert [s.manifest_line for s in specs] == [2, 8, 14, 21]


@pytest.mark.parametrize(
    ("replace", "by", "line", "message"),
    [
        ('lang = "de"', 'lang = "fr"', 14, "unknown language 'fr'"),
        ('format = "keyword-article"', 'format = "poem"', 8, "unknown format 'poem'"),
        ('path = "seeds/001.txt"', 'path = "seeds/missing.txt"', 8, "does not exist"),
        ('path = "seeds/001.txt"', 'path = "../../etc/passwd"', 8, "outside the corpus"),
        ('title = "Role article"\n', "", 8, "lacks the field 'title'"),
        ('title = "WOE cards"', 'title = "WOE cards"\ncolour = "red"', 21, "unknown field(s): colour"),
        ('path = "seeds/001.txt"', 'path = "seeds/000.txt"', 8, "listed twice"),
        ('lang = "en"\ntitle = "Role article"', 'lang = "en\ntitle = "Role article"', 11, "not valid TOML"),
    ],
)
def test_errors_name_the_manifest_line(tmp_path, replace, by, line, message) -> None:
    corpus = small_corpus(tmp_path)
    manifest = corpus / "manifest.toml"
    text = manifest.read_text(encoding="utf-8")
    assert replace in text
    manifest.write_text(text.replace(replace, by, 1), encoding="utf-8")
    with pytest.raises(CorpusError) as error:
        read_manifest(corpus, KNOWN)
    assert error.value.path == "corpus/manifest.toml"
    assert error.value.line == line
    assert message in error.value.message


def test_missing_manifest(tmp_path) -> None:
    with pytest.raises(CorpusError, match="manifest file is missing"):
        read_manifest(tmp_path, KNOWN)
