"""What a text that cites a rule is about, and whether the cited rule mentions it.

A rule number can resolve and still be wrong: numbers shift between releases, so the seed
article "Role" cites [704.5z], which in the 2025-11-14 rules is about "Start your engines!"
(Roles moved to 704.5y). To catch that, a citing text has a *subject*, terms the cited rule
must mention:

- an article: its title ("Role");
- a ruling: the glossary terms it mentions that are not common in the rules (see
  glossary_mentions: "Two-Headed Giant", "poison counter", "Zeitstempel", but not "player" or
  "card"). A ruling that mentions no such term has no subject and is not checked.

A rule mentions a term when the term stands in its text or in the text of a rule under it
(citing "613" cites the whole layer system), in the language of the citing text; a rule with
no text in that language is not checked. A reference is doubtful when the rule mentions none
of the subject's terms: one shared term is enough, so a ruling is flagged only when the rule
it cites is about something else altogether.

Measured on the 2019 MTGJSON rulings against the 2025-11-14 rules: of the 18 references in
the 16 English rulings that cite rule numbers, the three renumbered since 2019 (704.5s, 704.5t,
704.5u: Two-Headed Giant and commander damage, now Sagas, dungeons and space sculptor) are
flagged and none of the 15 others. A rule's own references to a randomly chosen other rule are
flagged nine times in ten.
"""

from __future__ import annotations

from dataclasses import dataclass

from indexer.terms.glossary_mentions import GlossaryMentions
from indexer.terms.term_match import Words, contains, words

from .rule_tree import RuleTree


@dataclass(frozen=True)
class Term:
    """A subject term as shown ("Role") and the word sequences that count as mentioning it."""

    label: str
    forms: tuple[Words, ...]


Subject = tuple[Term, ...]


def article_subject(title: str, lang: str) -> Subject:
    return (Term(title, (words(title, lang),)),)


def ruling_subject(text: str, lang: str, mentions: GlossaryMentions) -> Subject:
    return tuple(Term(mentions.terms[key], mentions.forms(key)) for key in mentions.mentioned(text, lang))


def unmentioned(subject: Subject, number: str, lang: str, tree: RuleTree, mentions: GlossaryMentions) -> list[str]:
    """The subject's terms when rule `number` (with the rules under it) mentions none of them;
    an empty list when it mentions one, or when there is nothing to check."""
    if not subject or (number, lang) not in mentions.rule_words:
        return []
    texts = [
        mentions.rule_words[n, lang] for n in [number, *tree.descendants(number)] if (n, lang) in mentions.rule_words
    ]
    for term in subject:
        if any(contains(text, form) for text in texts for form in term.forms):
            return []
    return [term.label for term in subject]


def terms_mentioned(subject: Subject, number: str, lang: str, mentions: GlossaryMentions) -> int:
    """How many of the subject's terms rule `number`'s own text mentions."""
    text = mentions.rule_words.get((number, lang))
    return 0 if text is None else sum(1 for term in subject if any(contains(text, form) for form in term.forms))
