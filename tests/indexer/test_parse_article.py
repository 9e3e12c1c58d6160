import pytest

from indexer.errors import CorpusError
from indexer.formats.parse_article import parse_article
from tests.support.helpers import SEED_ARTICLE, spec


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
        "111.10j",
        "111.10k",
        "111.10m",
        "111.10n",
        "111.10p",
        "111.10q",
        "111.10r",
        "303.7a",
        "704.5z",
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


@pytest.mark.parametrize(
    ("refs", "bad"),
    [
        ("[704.5z] [abc]", "abc"),
        ("[abc]", "abc"),
        ("[303.7a] [704.5zz]", "704.5zz"),
        ("[303.7a] [70]", "70"),
        ("[303.7a][ 704.5y]", " 704.5y"),
        ("[303.7a] []", ""),
    ],
)
def test_a_bracketed_reference_that_is_not_a_rule_number_names_file_and_line(tmp_path, refs, bad) -> None:
    """Such a line used to become a section heading, and the references before it were lost."""
    path = tmp_path / "article.txt"
    path.write_text(
        f"Title\nKeywords · basic\nSummary.\nRules notes\n- A note.\nRule reference\n{refs}\n", encoding="utf-8"
    )
    with pytest.raises(CorpusError) as error:
        parse_article(spec(path, "keyword-article", "en"))
    assert str(error.value) == f"corpus/article.txt:7: [{bad}] is not a rule number (like [303.7a], [704] or [7])"


def test_reference_lines_take_rules_and_sections(tmp_path) -> None:
    path = tmp_path / "article.txt"
    path.write_text("Title\nKeywords · basic\nSummary.\nRule reference\n[303.7a] [704] [7]\n", encoding="utf-8")
    (article,) = parse_article(spec(path, "keyword-article", "en")).articles
    assert (article.rule_refs, article.refs_heading) == (["303.7a", "704", "7"], "Rule reference")
