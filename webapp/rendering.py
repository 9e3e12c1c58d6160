"""Rendering stored text as HTML: every piece escaped, rule references made links, mana and tap
symbols drawn as on card pages (webapp.mana).

The indexer stores each text with its reference spans ([start, end, number, resolves], and for a
doubtful reference a fifth item: the subject terms the rule does not mention); this module
only slices and escapes, it never parses corpus text, but for the marks of emphasis and the
trademark signs a few rulings were typed with (_as_printed). A reference that does not resolve, or
is doubtful, is never linked silently: a short note says what is wrong with it.
"""

from __future__ import annotations

import re
from itertools import pairwise

from flask import url_for
from markupsafe import Markup, escape

from indexer.assembly.emphasis import EMPHASIS, with_signs
from indexer.assembly.excerpt import beginning

from .i18n import page_locale
from .labels import language_name
from .mana import with_symbols
from .request_translations import gettext, markup_gettext, markup_ngettext
from .term_partners import in_page_language


def linked_html(linked: dict) -> Markup:
    """One <p> per line of `linked["text"]`, with resolving rule numbers as links and passages
    in another language (`linked["foreign"]`: English left in a German text) marked with
    their language, so they look different and screen readers pronounce them right."""
    text: str = linked["text"]
    refs = {start: (end, number, resolves, doubt) for start, end, number, resolves, *doubt in linked.get("refs", [])}
    titled = linked.get("titled", {})
    foreign = _outside_refs(linked.get("foreign", []), refs)
    opens = {start: lang for start, _, lang in foreign}
    closes = {end for _, end, _ in foreign}
    cuts = sorted({0, len(text), *refs, *(ref[0] for ref in refs.values()), *opens, *closes})
    pieces: list[str] = []
    lang = linked.get("lang")
    for start, end in pairwise(cuts):
        if start in closes:
            pieces.append("</span>")
            lang = linked.get("lang")
        if start in opens:
            pieces.append(str(Markup('<span class="foreign" lang="%s">') % opens[start]))
            lang = opens[start]
        if start in refs:
            _, number, resolves, doubt = refs[start]
            missing, beside = (doubt + [None, None])[:2]
            shown = rule_reference(
                text[start:end],
                number,
                resolves,
                missing,
                linked.get("lang"),
                beside=beside,
                titled=titled.get(number),
                nested=_in_parentheses(text, start),
            )
            pieces.append(str(shown))
        else:
            pieces.append(str(_with_addresses(text[start:end], lang)))
    if len(text) in closes:
        pieces.append("</span>")
    lines = "".join(pieces).split("\n")
    return Markup("".join(f"<p>{line}</p>" for line in lines if line.strip()))


# A web address a ruling gives ("see the … mechanics article (http://magic.wizards.com/…)."),
# without the marks that end the sentence or close the parentheses around it.
_ADDRESS = re.compile(r"https?://[^\s<>()\"“”„]+[^\s<>()\"“”„.,;:!?]")


def _with_addresses(text: str, lang: str | None) -> Markup:
    """A piece of a stored text as printed (_as_printed), with its web addresses as links:
    150 rulings give one, and it had been plain text (a reader's review)."""
    pieces, at = [], 0
    for found in _ADDRESS.finditer(text):
        link = Markup('<a class="external" href="%s" rel="nofollow">%s</a>') % (found[0], found[0])
        pieces += [_as_printed(text[at : found.start()], lang), link]
        at = found.end()
    return Markup("").join([*pieces, _as_printed(text[at:], lang)])


def _as_printed(text: str, lang: str | None) -> Markup:
    """A piece of a stored text escaped with its symbols drawn, its emphasis in italics and its
    trademark signs as signs: "the _Legends_(TM) card" had been shown with its underscores."""
    text = with_signs(text)
    pieces, at = [], 0
    for found in EMPHASIS.finditer(text):
        pieces += [with_symbols(text[at : found.start()], lang), Markup("<em>%s</em>") % with_symbols(found[2], lang)]
        at = found.end()
    return Markup("").join([*pieces, with_symbols(text[at:], lang)])


def _in_parentheses(text: str, at: int) -> bool:
    """Whether `at` stands inside parentheses opened on its line ("(see rule 704.5u)")."""
    line = text[text.rfind("\n", 0, at) + 1 : at]
    return line.count("(") > line.count(")")


def _outside_refs(spans: list, refs: dict) -> list[tuple[int, int, str]]:
    """Foreign-language spans widened where an end falls inside a rule reference, so a link is
    never cut in two. (The indexer keeps such spans on one line.)"""
    widened = []
    for start, end, lang in spans:
        for ref_start, (ref_end, *_) in refs.items():
            if ref_start < start < ref_end:
                start = ref_start
            if ref_start < end < ref_end:
                end = ref_end
        widened.append((start, end, lang))
    return widened


def linked_inline(linked: dict) -> Markup:
    """The same, without paragraphs (for list items and table cells)."""
    html = str(linked_html(linked))
    return Markup(html.replace("</p><p>", "<br>").removeprefix("<p>").removesuffix("</p>"))


def in_language(text: str, lang: str) -> Markup:
    """`text` escaped, and marked with its language where that is not the page's: an English
    card name, source title or glossary term on a German page is data, not a missing
    translation of the interface, and screen readers should pronounce it as English."""
    if lang == page_locale():
        return escape(text)
    return Markup('<span lang="%s">%s</span>') % (lang, text)


def card_name(card: dict) -> Markup:
    """A card summary's name ({names, name_langs}) in the page language, marked as above
    where the card has no name in that language."""
    lang = page_locale()
    return in_language(card["names"][lang], card["name_langs"][lang])


# Words the reader typed in double quotes: straight ones (a phrase), or a German or English
# pair of typographic ones (a phone's keyboard), which the search reads as the words.
_TYPED_PHRASE = re.compile(r'"([^"]+)"|[„“]([^"„“”]+)[“”]')  # (not an empty pair: '"""' had been shown “‘’"”)


def inner_quoted(query: str) -> str:
    """A query for showing inside the page's quotation marks: the words typed in double
    quotes get the language's inner marks (German „‚Land besitzen‘“, English “‘own a land’”),
    not quotes nested in quotes („"Land besitzen"“, „„Legendenregel““)."""
    return _TYPED_PHRASE.sub(lambda m: gettext("‘%(phrase)s’", phrase=m[1] or m[2]), query)


# How much of a page's text its meta description quotes (a search result's or a chat's preview
# shows some 150 characters).
DESCRIBED = 150


def described(page: str, text: str, text_lang: str, partly: bool = False) -> Markup:
    """A page's meta description: what the page is (`page`, markup or text) and the start of its
    text, where the text is in the page's language. A meta description cannot mark another
    language (`lang`): a text in another is named, not quoted, and so is a translation that
    leaves sentences in English (`partly`)."""
    if partly:
        return markup_gettext("%(page)s (the text is partly in %(language)s).", page=page, language=language_name("en"))
    if text_lang == page_locale():
        return Markup("%s: %s") % (page, beginning(text, DESCRIBED))
    return markup_gettext("%(page)s (the text is in %(language)s).", page=page, language=language_name(text_lang))


# A reference shown with at most this many characters is widened to be tapped (site.css).
SHORT_REFERENCE = 2


def reference_classes(shown: str) -> str:
    """The classes of a link to a rule shown as `shown`: a range's last letter, "103.2a–e", is
    a link of one letter, too small to tap unless widened."""
    return "rule-ref rule-ref--letter" if len(shown) <= SHORT_REFERENCE else "rule-ref"


def rule_reference(
    shown: str,
    number: str,
    resolves: bool,
    missing: list[str] | None = None,
    lang: str | None = None,
    *,
    beside: list[str] | None = None,
    titled: list[str] | None = None,
    nested: bool = False,
) -> Markup:
    """A rule number as a link, or flagged: not in the rules, or off the citing text's subject
    (`missing`: the terms of the citing text, in its language `lang`, that the rule does not
    mention; `beside`: the rules next to it that do, offered instead; without `missing`, the
    English original's reference at its place), or given with another rule's title (`titled`:
    that rule's number and the title). A note on a number that stands in parentheses
    (`nested`) is in square brackets: "(see rule 704.5u [does not mention …])", not "((…))"."""
    if resolves and not (missing or beside or titled):
        return Markup('<a class="%s" href="%s">%s</a>') % (
            reference_classes(shown),
            url_for("rules.rule", number=number),
            shown,
        )
    if titled:
        note = _titled_note(resolves, titled, lang)
    elif missing:
        note = doubt_note(missing, lang, beside)
    elif beside:
        note = (
            markup_gettext("(the English original cites %(rules)s here)", rules=_rule_links(beside))
            if resolves
            else markup_gettext(
                "(not in the rules this site serves; the English original cites %(rules)s here)",
                rules=_rule_links(beside),
            )
        )
    else:
        note = Markup(escape(gettext("(not in the rules this site serves)")))
    if resolves:
        flagged = Markup('<a class="rule-ref rule-ref--doubtful" href="%s">%s</a>') % (
            url_for("rules.rule", number=number),
            shown,
        )
    else:
        title = gettext("Rule %(number)s does not exist in the rules this site serves.", number=number)
        flagged = Markup('<span class="rule-ref unresolved" title="%s">%s</span>') % (title, shown)
    if nested and note.startswith("(") and note.endswith(")"):
        note = Markup("[%s]") % note[1:-1]
    return Markup('%s <small class="rule-ref__note"%s>%s</small>') % (flagged, _page_language(lang), note)


def _titled_note(resolves: bool, titled: list[str], lang: str | None) -> Markup:
    """Why a reference whose title is another rule's is flagged ("See rule 702.62, “Endure.”";
    702.62 is Suspend), with the rule of that title linked."""
    meant, title = titled
    values = {"title": quoted_terms([title], lang), "rules": _rule_links([meant])}
    if len(meant) == 1:  # (a section: „Zugstruktur“ is section 5)
        if resolves:
            return markup_gettext("(a slip of the source: the section titled %(title)s is %(rules)s)", **values)
        return markup_gettext(
            "(not in the rules this site serves; the section titled %(title)s is %(rules)s)", **values
        )
    if resolves:
        return markup_gettext("(a slip of the source: the rule titled %(title)s is %(rules)s)", **values)
    return markup_gettext("(not in the rules this site serves; the rule titled %(title)s is %(rules)s)", **values)


def doubt_note(missing: list[str], lang: str | None = None, beside: list[str] | None = None) -> Markup:
    """Why a reference is doubtful: "(does not mention “Role”)", and where the rules next to it
    do, those: "(does not mention “Role”; 704.5y does)". Terms of the other language are named
    as the page's language names them where the term list has them (term_partners)."""
    terms = quoted_terms(*in_page_language(missing, lang))
    if not beside:
        return Markup(escape(gettext("(does not mention %(terms)s)"))) % {"terms": terms}
    return markup_ngettext(
        "(does not mention %(terms)s; %(rules)s does)",
        "(does not mention %(terms)s; %(rules)s do)",
        len(beside),
        terms=terms,
        rules=_rule_links(beside),
    )


def _rule_links(numbers: list[str]) -> Markup:
    return Markup(", ").join(
        Markup('<a class="rule-ref" href="%s">%s</a>') % (url_for("rules.rule", number=n), n) for n in numbers
    )


def quoted_terms(terms: list[str], lang: str | None = None) -> Markup:
    """Terms in the page language's quotation marks (“Role” / „Rolle“), joined by commas; each
    marked with the language of the text it comes from (`lang`) where that is not the page's."""
    foreign = lang is not None and lang != page_locale()
    quote = Markup(escape(gettext("“%(term)s”")))
    return Markup(", ").join(
        quote % {"term": Markup('<span lang="%s">%s</span>') % (lang, term) if foreign else term} for term in terms
    )


def _page_language(lang: str | None) -> Markup:
    """A note in the page's language inside a text in another (`lang`) says so."""
    return Markup(' lang="%s"') % page_locale() if lang is not None and lang != page_locale() else Markup("")
