import pytest

from helpers import SEED_ARTICLE, spec
from indexer.errors import CorpusError
from indexer.parse_article import parse_article


def test_role_article_structure() -> None:
    (article,) = parse_article(spec(SEED_ARTICLE, "keyword-article", "en")).articles
    assert article.id == "role"
    assert article.title == "Role"
    assert (article.category, article.level) == ("Keywords", "intermediate")
    assert article.summary.startswith("A Role token is a colorless Aura enchantment token")
    assert [s.heading for s in article.sections] == ["How it works", "Rules notes"]
    assert [len(s.bullets) for s in article.sections] == [3, 5]
    assert article.sections[1].bullets[2].startswith("That limit is per controller.")
    assert article.refs_heading == "Rule reference"
    assert article.rule_refs == [
        "111.10j", "111.10k", "111.10m", "111.10n", "111.10p", "111.10q", "111.10r", "303.7a", "704.5z",
    ]


@pytest.mark.parametrize(
    ("content", "line"),
    [
        ("Title\nKeywords · basic\nSummary line.\n- a stray bullet\n", 4),
        ("Title\nno separator here\nSummary.\n", 2),
        ("Title\nKeywords · basic\n", 3),
    ],
)
def test_errors_name_the_line(tmp_path, content: str, line: int) -> None:
    path = tmp_path / "article.txt"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(CorpusError) as error:
        parse_article(spec(path, "keyword-article", "en"))
    assert error.value.line == line
