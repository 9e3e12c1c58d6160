"""German-English word pairs learned from the parallel texts the corpus holds.

A German reader asks in German, and 18,000 of the rulings are English only. The curated term
list names some 700 game terms; the rest of the game's language ("zurück" / "return",
"zufällig" / "random", "Reihenfolge" / "order", "tauschen" / "exchange") is learned here from
two parallel texts: the Comprehensive Rules in English and German, rule by rule (sentence by
sentence where both have as many sentences), and the printed card texts, card by card (line by
line where both have as many lines), with their type lines.

The method is competitive linking (Melamed 2000, "Models of translational equivalence among
words"): each word is counted once per segment; pairs are scored by the Dice coefficient of
their segment counts; then in each segment the best-scoring pairs are linked one to one,
greedily, and a pair's final score is the Dice coefficient of its links. A German word is paired
with the English words it is linked with best: its best partner and any scoring at least half as
much ("erhält": "gets", "gains"), where the pair also scores a good share of the English word's
best pair (PARTNER_SHARE, ENGLISH_SHARE) and the score and the number of links reach MIN_SCORE
and MIN_LINKS, unless both are spelled alike ("Zone", "Chaos", names of planes); a German
function word only with an English one ("wenn" / "when", not "unter" / "bottom":
FIXED_PHRASE). Words are
compared as the index analyses them (stems, German folded); each side of a pair is written as
its most frequent spelling. Numbers, mana symbols and card names in the texts are no words to
translate. `python -m indexer learn-pairs` writes translations/learned-pairs.tsv (committed);
the build reads it.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from whoosh.lang.stopwords import stoplists

from indexer import formats
from indexer.assembly.model import Corpus
from indexer.citations.rule_releases import followed_english, served_german
from indexer.search.analysis import common as analysis_common
from indexer.search.analysis import de as analysis_de
from indexer.search.analysis import en as analysis_en
from indexer.search.analysis import separable_de
from indexer.search.analysis.common import TOKEN_PATTERN
from indexer.search.analysis.de import fold_german
from indexer.search.analysis.de import word_terms as german_terms
from indexer.search.analysis.en import word_terms as english_terms
from indexer.search.analysis.separable_de import SeparableVerbs

from ..errors import CorpusError

MIN_SCORE = 0.2
MIN_LINKS = 3
# A German word has more than one English partner ("erhält": "gets" +1/+1, "gains" flying;
# "gleich": "same", "equal"): each pair scoring at least this share of its best is kept.
PARTNER_SHARE = 0.5
# An English word too ("battlefield" is "ins" of "ins Spiel" and "Spiel"): a pair need not be
# the English word's best, only score this share of it ("Bezug" / "relation", whose best is
# "relativ"). Mutual best pairs only (1.0) found 75 % of the term list's words, 0.3 finds 80 %,
# at the same precision (94 %).
ENGLISH_SHARE = 0.3
# A German function word stands beside the content words of its phrases and is linked with
# them: "unter" / "bottom" ("unter deine Bibliothek"), "nach" / "next" (the stem of "nächste"
# too), "dort" / "give". It keeps only an English function word as partner ("wenn"
# / "when", "bis" / "until", "hat" / "has"), or one it is linked with this often ("ins" /
# "battlefield" of "ins Spiel"). Function words: the stop lists of the analysis and Snowball's
# (as Whoosh ships them), with the words the analysis keeps searchable, and the English modal
# verbs and indefinite pronouns, which Snowball's list leaves out ("kannst" / "may").
# An English function word, in turn, is the partner of a German function word, or of a German
# word that may be one (FUNCTION_OR_NOT), or of one it is linked with FIXED_PHRASE often
# ("weniger" / "less"): a German content word is linked with one where the English phrase's
# content word was taken by another ("Schaden zugefügt bekommen" / "dealt damage … by anything"
# gave "bekommen" / "anything", "verdeckt" / "down" of "face down", "Kontrolle" / "under").
FIXED_PHRASE = 0.8
_MODALS = "can could may might must shall should will would".split()
# The indefinite pronouns, with those in "-ever" ("zuerst" / "whichever" of "whichever comes
# first", "Startteams" / "whatever"; "immer" / "whenever" stays, "immer" a function word too).
_INDEFINITES = (
    "anything something nothing everything anyone someone everyone nobody anybody everybody none "
    "whichever whatever whoever whenever wherever"
).split()
# German conjunctions, adverbs and words of quantity and sameness that Snowball's list lacks:
# their partners may be function words ("bevor" / "before", "gleich" / "same") or not ("gleich"
# / "equal", "sobald" / "soon").
FUNCTION_OR_NOT = (
    "beide beliebig bevor danach eigen erneut gegeneinander gering gleich höchstens mindestens nachdem sobald "
    "sodass sowohl unterhalb weder weniger wobei"
).split()
HEADER = ["de", "en", "score", "rules", "cards"]
RULES, CARDS = "rules", "cards"  # where a segment comes from
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_LINE = re.compile(r"\n")
_ANALYSIS = {"en": english_terms, "de": german_terms}
_SEPARATED = SeparableVerbs(fold_german)


@dataclass(frozen=True)
class LearnedPair:
    """A pair with its score and its links in the rules and in the card texts."""

    de: str
    en: str
    score: float
    rules: int
    cards: int

    @property
    def links(self) -> int:
        return self.rules + self.cards


Segment = tuple[frozenset[str], frozenset[str], str]  # (English terms, German terms, RULES or CARDS)


def learn_pairs(corpus: Corpus, unpaired: frozenset[tuple[str, str]] = frozenset()) -> list[LearnedPair]:
    """The pairs of the corpus's parallel texts, best first, but those `unpaired` (read_unpaired:
    (German, English) as the pairs file writes them)."""
    spellings: dict[str, dict[str, Counter]] = {lang: defaultdict(Counter) for lang in _ANALYSIS}
    segments = [
        (_terms(en, "en", spellings, names), _terms(de, "de", spellings, names), source)
        for en, de, names, source in parallel_texts(corpus)
    ]
    english: Counter[str] = Counter()
    german: Counter[str] = Counter()
    for en, de, _ in segments:
        english.update(en)
        german.update(de)
    by_source = _links(segments, _dice(segments, english, german))
    links: Counter[tuple[str, str]] = Counter()
    for (d, e, _), count in by_source.items():
        links[(d, e)] += count
    pairs = []
    for d, e, score in _partners(links, english, german):
        spelled = (_spelling(spellings["de"][d]), _spelling(spellings["en"][e]))
        if spelled[0].casefold() == spelled[1].casefold() or spelled in unpaired:
            continue  # ("Chaos", "Zone", "Kamigawa": nothing to translate)
        pairs.append(LearnedPair(*spelled, round(score, 3), by_source[(d, e, RULES)], by_source[(d, e, CARDS)]))
    return sorted(pairs, key=lambda p: (-p.score, p.de))


def parallel_texts(corpus: Corpus) -> Iterator[tuple[str, str, frozenset[str], str]]:
    """(English, German, words to leave out, source) segments: rules by sentence where the
    counts agree, else whole; card texts by line where the counts agree, else whole, and type
    lines, without the words of the card's names. The German rules are paired with the English
    release they translate, not a newer one."""
    english = followed_english(corpus)
    for number, german in served_german(corpus).items():
        if number in english:
            for en, de in _aligned(english[number], german, _SENTENCE):
                yield en, de, frozenset(), RULES
    for card in corpus.cards.values():
        names = frozenset(
            word.lower() for forms in card.names.values() for form in forms for word in TOKEN_PATTERN.findall(form.name)
        )
        for en_face, de_face in zip(card.faces.get("en") or [], card.faces.get("de") or [], strict=False):
            if en_face.text and de_face.text:
                for en_line, de_line in _aligned(en_face.text, de_face.text, _LINE):
                    yield en_line, de_line, names, CARDS
            if en_face.type_line and de_face.type_line:
                yield en_face.type_line, de_face.type_line, names, CARDS


def _aligned(english: str, german: str, splitter: re.Pattern) -> list[tuple[str, str]]:
    en = [piece for piece in splitter.split(english) if piece.strip()]
    de = [piece for piece in splitter.split(german) if piece.strip()]
    return list(zip(en, de, strict=True)) if len(en) == len(de) else [(english, german)]


def _terms(text: str, lang: str, spellings: dict[str, dict[str, Counter]], names: frozenset[str]) -> frozenset[str]:
    """The terms of a segment, a German separated verb read whole ("wirf … ab" is "abwerfen", not
    "wirf"): read word by word, the particle "ab" was learned as "discard" (0.89) and searched
    for the "ab" of "ab wann darf ich blocken", and "fügt" of "fügt … zu" as "damage"."""
    words = list(TOKEN_PATTERN.finditer(text))
    joined = _SEPARATED.joined(text, words) if lang == "de" else {}
    found = set()
    for position, match in enumerate(words):
        word = match.group(0)
        if not word[:1].isalpha() or word.lower() in names:
            continue
        written = joined.get(position, word)
        for term in _ANALYSIS[lang](written, True):
            found.add(term)
            # A joined verb is folded ("zufugen"): its spelling is shown only where no word spells it ("zufügen").
            spellings[lang][term][written.lower()] += position not in joined
    return frozenset(found)


def _dice(segments: list[Segment], english: Counter, german: Counter) -> dict[tuple[str, str], float]:
    together: Counter = Counter()
    for en, de, _ in segments:
        together.update((d, e) for d in de for e in en)
    return {(d, e): 2 * n / (german[d] + english[e]) for (d, e), n in together.items() if n >= 2}


def _links(segments: list[Segment], dice: dict[tuple[str, str], float]) -> Counter:
    """In each segment, the pairs linked one to one, best Dice first: (German, English,
    source) counted."""
    links: Counter = Counter()
    for en, de, source in segments:
        candidates = sorted(((dice.get((d, e), 0.0), d, e) for d in de for e in en), reverse=True)
        taken_de: set[str] = set()
        taken_en: set[str] = set()
        for score, d, e in candidates:
            if score <= 0:
                break
            if d not in taken_de and e not in taken_en:
                taken_de.add(d)
                taken_en.add(e)
                links[(d, e, source)] += 1
    return links


def _partners(links: Counter, english: Counter, german: Counter) -> list[tuple[str, str, float]]:
    """(German, English, score) of the pairs kept: those reaching MIN_SCORE and MIN_LINKS that
    score at least PARTNER_SHARE of the German word's best pair and ENGLISH_SHARE of the
    English word's best, a German function word's only with a function word or FIXED_PHRASE."""
    function_de, function_en = _function_words("de"), _function_words("en")
    partners_of_function_en = function_de | {term for word in FUNCTION_OR_NOT for term in german_terms(word, True)}
    by_german: dict[str, list[tuple[float, str, int]]] = defaultdict(list)
    best_en: dict[str, float] = defaultdict(float)
    for (d, e), count in links.items():
        score = 2 * count / (german[d] + english[e])
        by_german[d].append((score, e, count))
        best_en[e] = max(best_en[e], score)
    kept = []
    for d, scored in by_german.items():
        top = max(scored)[0]
        kept += [
            (d, e, score)
            for score, e, count in scored
            if score >= MIN_SCORE
            and count >= MIN_LINKS
            and score >= PARTNER_SHARE * top
            and score >= ENGLISH_SHARE * best_en[e]
            and (d not in function_de or e in function_en or score >= FIXED_PHRASE)
            and (e not in function_en or d in partners_of_function_en or score >= FIXED_PHRASE)
        ]
    return kept


def _function_words(lang: str) -> frozenset[str]:
    """The function words of a language, as the learner's terms (stems, German folded)."""
    analysis = analysis_de if lang == "de" else analysis_en
    english = (*_MODALS, *_INDEFINITES) if lang == "en" else ()
    words = {*stoplists[lang], *analysis.STOP_WORDS, *analysis.KEPT_WORDS, *english}
    return frozenset(term for word in words for term in _ANALYSIS[lang](word, True))


def _spelling(counts: Counter) -> str:
    return counts.most_common(1)[0][0]


PARALLEL_FORMATS = frozenset({"comprehensive-rules", "card-names", "mtgjson-cards"})
PAIRS_NAME = "learned-pairs.tsv"
UNPAIRED_NAME = "unpaired.tsv"


@dataclass(frozen=True)
class Agreement:
    """How the learned pairs agree with the curated term list's one-word pairs."""

    listed: int  # one-word pairs of the list
    found: int  # of them, how many German words have a learned partner
    right: int  # of those, how many partners are the list's English word

    def line(self) -> str:
        precision = self.right / self.found if self.found else 0.0
        return (
            f"against the term list's {self.listed} one-word pairs: {self.found} German words learned, "
            f"{self.right} with the listed English word (precision {precision:.2f}, recall "
            f"{self.right / max(self.listed, 1):.2f})"
        )


def agreement(pairs: list[LearnedPair], listed: Iterable[tuple[str, str]]) -> Agreement:
    """Compare the pairs, as the index analyses words, with (English, German) pairs of one word each."""
    learned: dict[tuple[str, ...], tuple[str, ...]] = {}
    for pair in sorted(pairs, key=lambda p: -p.score):
        learned.setdefault(german_terms(pair.de, True), english_terms(pair.en, True))
    counted = found = right = 0
    for en, de in {(en, de) for en, de in listed if " " not in en and " " not in de}:
        key, wanted = german_terms(de, True), english_terms(en, True)
        if len(key) != 1 or len(wanted) != 1:
            continue
        counted += 1
        if key in learned:
            found += 1
            right += learned[key] == wanted
    return Agreement(counted, found, right)


def read_unpaired(path: Path) -> frozenset[tuple[str, str]]:
    """The (German, English) pairs of the file of wrong pairs: learned, checked by hand, and
    translating a word into an unrelated one, each with the reason („wissen“ / "howling": a
    card's name beside the word in the texts). Columns: de, en, why."""
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines or lines[0].split("\t") != ["de", "en", "why"]:
        raise CorpusError(str(path.name), 1, "expected the header de / en / why")
    pairs = set()
    for number, line in enumerate(lines[1:], start=2):
        cells = line.split("\t")
        if len(cells) != 3 or not all(cell.strip() for cell in cells):
            raise CorpusError(str(path.name), number, "expected a German word, its wrong English partner and why")
        pairs.add((cells[0], cells[1]))
    return frozenset(pairs)


def inputs_fingerprint(paths: Iterable[Path]) -> str:
    """The fingerprint of what the learned pairs depend on (fingerprinted_files)."""
    digest = hashlib.sha256()
    for path in fingerprinted_files(paths):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def fingerprinted_files(paths: Iterable[Path]) -> list[Path]:
    """What the learned pairs depend on: the parallel texts' files and the pairs found wrong
    (`paths`), this module, the code that reads the texts from the files (indexer/formats: the
    German card texts' lost line breaks, read back there, had left „todesberührung“ /
    "deathtouch" unlearned while the fingerprint still matched) and the analysis code."""
    modules = (analysis_common, analysis_en, analysis_de, separable_de)
    analysis = [Path(module.__file__ or "") for module in modules] + [separable_de.VERBS_PATH]
    reading = sorted(Path(formats.__file__ or "").parent.glob("*.py"))
    return [*sorted(paths), Path(__file__), *reading, *analysis]


def write_pairs(path: Path, pairs: list[LearnedPair], fingerprint: str) -> None:
    lines = [f"# learned by python -m indexer learn-pairs from inputs {fingerprint}", "\t".join(HEADER)]
    lines += [f"{p.de}\t{p.en}\t{p.score}\t{p.rules}\t{p.cards}" for p in pairs]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def read_pairs(path: Path, shown_as: str) -> tuple[list[LearnedPair], str | None]:
    """The pairs of a learned-pairs file and the fingerprint of the inputs they were learned
    from; none if there is no file."""
    if not path.exists():
        return [], None
    lines = path.read_text(encoding="utf-8").splitlines()
    if len(lines) < 2 or not lines[0].startswith("# ") or lines[1].split("\t") != HEADER:
        raise CorpusError(
            shown_as, 1, f"expected a '# … from inputs <fingerprint>' line, then the header {' / '.join(HEADER)}"
        )
    pairs = []
    for number, line in enumerate(lines[2:], start=3):
        cells = line.split("\t")
        try:
            pairs.append(LearnedPair(cells[0], cells[1], float(cells[2]), int(cells[3]), int(cells[4])))
        except (IndexError, ValueError):
            raise CorpusError(shown_as, number, f"expected {', '.join(HEADER)}") from None
    return pairs, lines[0].rsplit(" ", 1)[-1]
