"""Read-only access to the index the indexer built.

The index directory is reached through a symbolic link that the indexer swaps atomically. Each
worker thread keeps one Whoosh searcher (searchers are not shared between threads) and reopens
it when the link points somewhere new, so a rebuild is picked up without a restart and a failed
rebuild changes nothing. Everything else belongs to the index generation and is shared by the
threads of a worker: the side files, read when first asked for, the values derived from them,
and the cache of result pages. With a warm-up (`IndexStore.warm_up`, as the app sets it), a new
build is read in a thread of its own while the build before still serves; the generation of a
build no longer served is let go once no thread uses it.
"""

from __future__ import annotations

import ctypes
import gc
import json
import logging
import os
import threading
import weakref
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
from whoosh import index as whoosh_index
from whoosh.filedb.filestore import FileStorage
from whoosh.reading import IndexReader
from whoosh.searching import Searcher

from corpus.rules import Scenario, scenario_from_data
from indexer.assembly.identity import slug
from indexer.code_version import code_version
from indexer.search.analysis.schema import uid
from indexer.search.engine import PRELOADED, SearchIndex
from indexer.search.everyday_words import EverydayWords
from indexer.search.keyed_postings import KeyedPostings
from indexer.search.listing import Listing
from indexer.search.marked_words import TermWords
from indexer.search.postings import WEIGHTING, Postings
from indexer.search.shown import ShownDocument
from indexer.search.shown_file import ShownFile
from indexer.search.suggest.lexicon import Lexicon
from indexer.search.templates import read_templates_file
from indexer.side_files import (
    COVERAGE_NAME,
    EXAMPLES_NAME,
    KEYED_NAME,
    LEARNED_NAME,
    LISTING_NAME,
    MARKED_NAME,
    META_NAME,
    NAMES_NAME,
    RELEASES_NAME,
    REPORT_NAME,
    RULES_NAME,
    SHOWN_NAME,
    SOURCES_NAME,
    SYNONYMS_NAME,
    TEMPLATES_NAME,
    TERMS_NAME,
    WORDS_NAME,
)

from .cache import Cache, LruDict

# Documents of search results kept, what a hit shows of them (shown.py), the most recently
# shown (4,096 took 8 MB more of a worker's peak memory under load, and no time the timings
# show: a new query's hits are mostly documents no query showed before).
DOCUMENTS = 2048
# New objects between two collections of the cyclic garbage collector's youngest generation
# (Python's default: 700), once a search index is read (_settled).
YOUNG_OBJECTS = 10_000

_T = TypeVar("_T")
# Words whose answers `IndexStore.per_word` keeps, per question asked of them.
KEPT_WORDS = 10_000
_ASKED = object()
_log = logging.getLogger(__name__)
_MALLOC_TRIM = getattr(ctypes.CDLL(None), "malloc_trim", None)


# The kinds whose ids are the slugs of their names (a card's, an article's).
_SLUGGED = ("card", "article")
# An umlaut as slug writes it, and as a reader typing an address without it does.
_UMLAUTS_WRITTEN = (("ae", "a"), ("oe", "o"), ("ue", "u"))


def loose_slug(written: str) -> str:
    """A slug without its hyphens and with its umlauts as plain vowels: "joetun-grunt" and
    "jotun-grunt" are "jotungrunt"."""
    loose = written.replace("-", "")
    for umlaut, vowel in _UMLAUTS_WRITTEN:
        loose = loose.replace(umlaut, vowel)
    return loose


def _loose_slugs(ids: list[str], reader: IndexReader) -> dict[str, str]:
    """Per loose slug, the one of `ids` or of the aliases that has it (ids first; one that two
    ids or aliases share leads nowhere)."""
    held = reader.lexicon("aliases") if "aliases" in reader.schema else ()
    aliases = [_text(term) for term in held]
    found: dict[str, str | None] = {}
    for each in (ids, aliases):
        seen: dict[str, str | None] = {}
        for key in each:
            loose = loose_slug(key)
            seen[loose] = key if loose not in seen else None
        found = {**seen, **found}
    return {loose: key for loose, key in found.items() if key is not None}


def _text(term: str | bytes) -> str:
    return term.decode() if isinstance(term, bytes) else term


class IndexUnavailable(Exception):
    """No index has been built yet (or it cannot be read)."""


class _Generation:
    """One build of the index, as every thread of the worker sees it."""

    def __init__(self, target: str, cache_size: int, cache_bytes: int | None) -> None:
        self.target = target
        self.derived: Cache[Any] = Cache()
        self.results: Cache[Any] = Cache(cache_size, cache_bytes)
        self.documents: Cache[Any] = Cache(DOCUMENTS)
        weakref.finalize(self, _give_memory_back)


def _give_memory_back() -> None:
    """Hand the pages a released generation freed back to the system (glibc's malloc_trim,
    where there is one): the heap otherwise kept them. After a rebuild and 400 requests, a
    worker held 270 to 278 MB without, 242 to 259 MB with (161 MB before the rebuild)."""
    if _MALLOC_TRIM is not None:
        _MALLOC_TRIM(0)


class _Opened:
    """A thread's searcher of one generation."""

    def __init__(self, generation: _Generation) -> None:
        try:
            index = _open(generation.target)
        except (OSError, whoosh_index.EmptyIndexError) as exc:
            raise IndexUnavailable(str(exc)) from exc
        self.generation = generation
        self.searcher: Searcher = index.searcher(weighting=WEIGHTING)
        weakref.finalize(self, _close, self.searcher)


def _close(searcher: Searcher) -> None:
    """Close a searcher's files once no thread can use it (refresh closes the one it replaces)."""
    if not searcher.is_closed:
        searcher.close()


def _open(target: str) -> whoosh_index.Index:
    """The index, read through ordinary file reads: Whoosh maps its files into memory by
    default, and every page of them a search touches (the search index reads all postings
    once) then counts as the worker's own memory, some 200 MB each."""
    return FileStorage(target, supports_mmap=False).open_index()


# The postings of each build a store of this process has open (see _postings).
_READ_POSTINGS: weakref.WeakValueDictionary[str, Postings] = weakref.WeakValueDictionary()
_READING_POSTINGS = threading.Lock()


def _postings(target: str) -> Postings:
    """The postings of the build at `target`, read once per process however many stores open
    it (reading them takes seconds): a build's directory is never changed once written (a
    rebuild writes a new one and swaps the link), so its arrays can be shared, while each
    store keeps its own caches. A worker has one store; the test session opens dozens."""
    with _READING_POSTINGS:
        found = _READ_POSTINGS.get(target)
        if found is None:
            keyed = KeyedPostings.beside(Path(target) / KEYED_NAME)
            found = _READ_POSTINGS[target] = Postings(_open(target).reader(), WEIGHTING, PRELOADED, keyed)
        return found


def _settled(value: _T) -> _T:
    """A value that lives as long as its generation (the search index, the lexicon), once
    read, left out of the cyclic garbage collector's passes (gc.freeze): the search index's
    term tables and the lexicon's rows hold some 100,000 objects each, and every full pass
    walked them all. What was frozen before is thawed first, so a generation that was replaced
    is collected in the next full pass.

    The collector's youngest generation is also collected less often (YOUNG_OBJECTS): a search
    makes a few thousand objects that are freed by their counts as it ends (none is cyclic
    garbage), and collecting every 700 new objects walked each of them several times."""
    gc.unfreeze()
    gc.freeze()
    gc.set_threshold(YOUNG_OBJECTS, *gc.get_threshold()[1:])
    return value


def _read_json(path: Path, default: Any) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return default


class IndexStore:
    def __init__(self, link: Path, cache_size: int = 0, cache_bytes: int | None = None) -> None:
        self.link = link
        self.cache_size = cache_size
        self.cache_bytes = cache_bytes
        self._local = threading.local()
        self._generations: dict[str, _Generation] = {}
        self._lock = threading.Lock()
        # The link's content when last resolved, and where it led then (see _target).
        self._resolved: tuple[str, str] | None = None
        # Run for a new build in a thread of its own before requests are served from it (see
        # _served); without it, a rebuild is served from the next request on.
        self.warm_up: Callable[[], None] | None = None
        self._serving: str | None = None
        self._warming: set[str] = set()
        # The version of the code this store runs, and the builds of other code it passed over.
        self.code = code_version()
        self._refused: set[str] = set()

    def refresh(self) -> None:
        """Follow the link anew: the app calls this before each request, so a rebuilt index is
        served from the next request on (once warmed up, with `warm_up`), and the link is
        resolved once per request only."""
        target = self._served(self._target())
        opened: _Opened | None = getattr(self._local, "opened", None)
        if opened is not None and opened.generation.target == target:
            return
        if not os.path.isdir(target):
            self._local.opened = None
            raise IndexUnavailable(f"no index at {self.link}")
        self._local.opened = _Opened(self._generation(target))
        if opened is not None:
            opened.searcher.close()

    def release(self) -> None:
        """Close this thread's searcher: a thread that serves no more requests (the one that
        warmed a worker up) would otherwise keep its build's generation, and with it that
        build's search index, for as long as the worker lives."""
        opened: _Opened | None = getattr(self._local, "opened", None)
        self._local.opened = None
        if opened is not None:
            opened.searcher.close()

    def _served(self, target: str) -> str:
        """The build to serve, where the link leads to `target`. With `warm_up`, a new build is
        warmed up in a thread of its own while requests are still served from the build before
        it (kept on disk: indexer/build.py keeps two), and served once that is done: reading a
        build's postings takes seconds, which the first reader after every rebuild waited. The
        first build a store opens, and any build once the one before is gone, is served at once
        (the worker warms up the first before its first request: webapp/gunicorn.conf.py). A
        build written by other code than this store runs is passed over while the build before
        is there (_same_code)."""
        warming = getattr(self._local, "warming", None)
        if warming is not None:
            return warming
        serving = self._serving
        if target == serving:
            return target
        if target in self._refused and serving is not None and os.path.isdir(serving):
            return serving
        with self._lock:
            serving = self._serving
            if serving is not None and os.path.isdir(serving) and not self._same_code(target):
                self._refused.add(target)
                _log.warning("the index at %s was built by other code: serving %s until a restart", target, serving)
                return serving
            if self.warm_up is None or serving is None or not os.path.isdir(serving):
                self._serve(target)
                return target
            if target not in self._warming and os.path.isdir(target):
                self._warming.add(target)
                threading.Thread(target=self._warm, args=(target, self.warm_up), daemon=True).start()
            return serving

    def _same_code(self, target: str) -> bool:
        """Whether the build at `target` was written by the code this store runs (code_version):
        another's side files may not read (a scenario key this code does not know made its
        pages 500s), so a running server serves the build before until it is restarted."""
        return _read_json(Path(target) / META_NAME, {}).get("code") == self.code

    def _warm(self, target: str, warm_up: Callable[[], None]) -> None:
        """Warm up the build at `target` in this thread (its requests are served from it), then
        serve it, if the link still leads there (a newer build may have come meanwhile). A
        warm-up that fails is logged and the build served all the same, as without one. The
        thread's searcher goes with the thread (its thread-local values do)."""
        self._local.warming = target
        try:
            warm_up()
        except Exception:
            _log.exception("warming up the index at %s failed", target)
        finally:
            with self._lock:
                self._warming.discard(target)
                if self._target() == target:
                    self._serve(target)

    def _target(self) -> str:
        """The directory the link leads to (os.path.realpath), resolved again only when the
        link's content changes: the build swaps the link itself (os.replace of a new link, see
        indexer/build.py), and realpath walks every directory of the path (38 µs a request),
        where reading the link is one system call. A path that is no link is resolved each time."""
        try:
            pointed = os.readlink(self.link)
        except OSError:  # not a link, or none yet
            return os.path.realpath(self.link)
        resolved = self._resolved
        if resolved is None or resolved[0] != pointed:
            resolved = self._resolved = (pointed, os.path.realpath(self.link))
        return resolved[1]

    def _generation(self, target: str) -> _Generation:
        with self._lock:
            if target not in self._generations:
                self._generations[target] = _Generation(target, self.cache_size, self.cache_bytes)
            return self._generations[target]

    def _serve(self, target: str) -> None:
        """Serve the build at `target` from now on (called with the lock held), and let the
        generations of the others go but those warming up: a thread still serving one keeps it
        until its next request, and then its search index (some 110 MB) is freed. Kept until
        the next rebuild instead, a worker held two search indexes after every rebuild (161 MB
        before it, 267 to 280 MB after it and 400 requests)."""
        self._serving = target
        for other in [t for t in self._generations if t != target and t not in self._warming]:
            del self._generations[other]

    def _opened(self) -> _Opened:
        opened: _Opened | None = getattr(self._local, "opened", None)
        if opened is None:
            self.refresh()
            opened = self._local.opened
        return opened

    @property
    def searcher(self) -> Searcher:
        return self._opened().searcher

    @property
    def engine(self) -> SearchIndex:
        """The postings and per-document values searches of this generation share."""
        target = self._opened().generation.target
        return self.memo(("search index",), lambda: _settled(SearchIndex(_postings(target))))

    @property
    def results(self) -> Cache[Any]:
        """Search result pages of this index generation, the most recently used ones."""
        return self._opened().generation.results

    def shown(self, docnum: int) -> ShownDocument:
        """What a result shows of the document `docnum` (the shown file's record), kept for
        the next results that show it (rules and rulings that answer many questions are shown
        again and again)."""
        documents = self._opened().generation.documents
        return documents.get(docnum, lambda: self._shown_file().document(docnum))

    def _shown_file(self) -> ShownFile:
        target = self._opened().generation.target
        return self.memo(("shown file",), lambda: ShownFile(Path(target) / SHOWN_NAME))

    @property
    def term_words(self) -> TermWords:
        """The words of the shown texts that each term marks (marked_words.py)."""
        target = self._opened().generation.target
        return self.memo(("term words",), lambda: TermWords(Path(target) / MARKED_NAME))

    @property
    def listing(self) -> Listing:
        """Each document's place in a listing of filters alone (listing.py)."""
        target = self._opened().generation.target
        return self.memo(("listing",), lambda: Listing(Path(target) / LISTING_NAME))

    @property
    def templates(self) -> np.ndarray:
        """Per document, the group of rulings written from one template it is in, or 0 (templates.py)."""
        target = self._opened().generation.target
        return self.memo(("templates",), lambda: read_templates_file(Path(target) / TEMPLATES_NAME))

    @property
    def everyday_words(self) -> EverydayWords:
        """The everyday English and German words (everyday_words.py)."""
        target = self._opened().generation.target
        return self.memo(("everyday words",), lambda: EverydayWords(Path(target) / WORDS_NAME))

    def memo(self, key: Hashable, compute: Callable[[], Any]) -> Any:
        """A value computed once per index generation and worker (a rebuild starts afresh)."""
        return self._opened().generation.derived.get(key, compute)

    def per_word(self, name: str, compute: Callable[[str], _T]) -> Callable[[str], _T]:
        """`compute` (of a word and this index generation only) with its answers for the
        KEPT_WORDS most recently asked words kept, under `name`: most words of a new query
        were in one before."""
        kept = self.memo(("per word", name), lambda: LruDict(KEPT_WORDS))

        def answer(word: str) -> _T:
            found = kept.get(word, _ASKED)
            if found is _ASKED:
                found = kept[word] = compute(word)
            return found

        return answer

    def _side_file(self, name: str, default: Any) -> Any:
        target = Path(self._opened().generation.target)
        return self.memo(("side file", name), lambda: _read_json(target / name, default))

    @property
    def meta(self) -> dict[str, Any]:
        return self._side_file(META_NAME, {})

    @property
    def terms(self) -> list[dict[str, str]]:
        """The English-German term list: {"en", "de", "source"} per pair."""
        return self._side_file(TERMS_NAME, [])

    @property
    def synonyms(self) -> list[dict[str, Any]]:
        """Old and new names of one thing in one language: {"lang", "term", "synonym", "source",
        "one_way"}."""
        return self._side_file(SYNONYMS_NAME, [])

    @property
    def learned(self) -> list[dict[str, Any]]:
        """German-English word pairs learned from the parallel texts: {"de", "en", "score",
        "rules", "cards"} (the last two: how often the pair was linked in each)."""
        return self._side_file(LEARNED_NAME, [])

    @property
    def rules(self) -> dict[str, Any]:
        """Every rule number in order and the headings of sections and rules (see indexer.citations.rule_tree)."""
        return self._side_file(RULES_NAME, {"numbers": [], "headings": {}})

    @property
    def release_texts(self) -> dict[str, Any]:
        """releases.json: every rule's text per language and release, and the releases in order."""
        return self._side_file(RELEASES_NAME, {})

    @property
    def sources(self) -> list[dict[str, Any]]:
        """The corpus documents: id, title, language, publisher, format, what each gives."""
        return self._side_file(SOURCES_NAME, [])

    @property
    def report(self) -> list[dict[str, Any]]:
        """The editors' report: references that do not resolve or are off their text's subject."""
        return self._side_file(REPORT_NAME, [])

    @property
    def examples(self) -> dict[str, Any]:
        """examples.json: the scenarios' data, their links, the rule numbers that exist."""
        return self._side_file(EXAMPLES_NAME, {})

    @property
    def coverage(self) -> dict[str, Any]:
        """coverage.json: German ruling texts per status and per card, what needs work."""
        return self._side_file(COVERAGE_NAME, {})

    @property
    def lexicon(self) -> Lexicon:
        """The names and terms of this index, for suggestions and autocomplete (names.json, read
        here and not kept as parsed: the Lexicon holds it in a form a fifth of the size)."""
        target = Path(self._opened().generation.target)
        return self.memo(("lexicon",), lambda: _settled(Lexicon(_read_json(target / NAMES_NAME, {}))))

    def scenario(self, scenario_id: str) -> Scenario | None:
        """The example scenario, validated once per index generation."""
        stored = self.examples.get("scenarios", {}).get(scenario_id)
        if stored is None:
            return None
        return self.memo(
            ("scenario", scenario_id), lambda: scenario_from_data(stored["data"], scenario_id, stored["source"])
        )

    def stored(self, kind: str, key: str) -> dict[str, Any] | None:
        return self.searcher.document(uid=uid(kind, key))

    def payload(self, kind: str, key: str) -> dict[str, Any] | None:
        fields = self.stored(kind, key)
        return json.loads(fields["payload"]) if fields else None

    def keys(self, kind: str) -> list[str]:
        """The keys of every document of `kind`, in order, read once an index generation."""

        def read() -> list[str]:
            prefix = uid(kind, "")
            return [_text(term)[len(prefix) :] for term in self.searcher.reader().expand_prefix("uid", prefix)]

        return self.memo(("keys", kind), read)

    def id_for(self, kind: str, alias: str) -> str | None:
        """The id of the document of `kind` that `alias` leads to (a ruling's id before its
        German text joined its English original, see indexer/assembly/assemble.py; a card's other
        names, see indexer/assembly/cards.py), or None: also where several have it (sharing)."""
        found = self.sharing(kind, alias)
        return found[0] if len(found) == 1 else None

    def sharing(self, kind: str, alias: str) -> list[str]:
        """The ids of the documents of `kind` that have `alias`: more than one where cards were
        printed under one German name (Coercion and Duress, „Zwang“), which then leads to no
        one of them (/de/cards/Zwang had led to Duress alone; a reader's review). An index built
        before aliases has none."""
        if "aliases" not in self.searcher.schema:
            return []
        return [fields["key"] for fields in self.searcher.documents(kind=kind, aliases=alias)]

    def meant_ids(self, kind: str, given: str) -> list[str]:
        """The ids of the documents an address's `given` id may each mean, where several share
        it (sharing), as written or as the site writes it; else none."""
        found = self.sharing(kind, given)
        if len(found) < 2 and kind in _SLUGGED:
            found = self.sharing(kind, slug(given))
        return found if len(found) > 1 else []

    def current_id(self, kind: str, given: str) -> str | None:
        """The id of the document of `kind` that an address's `given` id leads to where no
        document has it: an alias (id_for), or the id as the site writes it, which a reader may
        type otherwise: "Tarmogoyf" and "Sol Ring" are the cards tarmogoyf and sol-ring, and
        "EA57492EE9AD" the ruling ea57492ee9ad."""
        current = self.id_for(kind, given)
        if current is not None:
            return current
        written = slug(given) if kind in _SLUGGED else given.lower()
        if written != given:
            found = written if self.stored(kind, written) else self.id_for(kind, written)
            if found is not None:
                return found
        return self._loosely(kind, written) if kind in _SLUGGED else None

    def _loosely(self, kind: str, written: str) -> str | None:
        """The one id or alias of `kind` that `written` is but for hyphens and „ö“ written „oe“
        (loose_slug): readers guess "jotun-grunt" for Jötun Grunt (joetun-grunt),
        "teferis-protection" and "lim-duls-vault" for teferi-s-protection and lim-dul-s-vault."""
        known = self.memo(("loose slugs", kind), lambda: _loose_slugs(self.keys(kind), self.searcher.reader()))
        found = known.get(loose_slug(written))
        if found is None or found == written:
            return None
        return found if self.stored(kind, found) else self.id_for(kind, found)

    def glossary_entries(self) -> list[dict[str, Any]]:
        """Every glossary entry of both languages (its payload and id), read once per index."""

        def read() -> list[dict[str, Any]]:
            found = self.searcher.documents(kind="glossary")
            return [{**json.loads(fields["payload"]), "id": fields["key"]} for fields in found]

        return self.memo(("glossary entries",), read)

    def rule_payloads(self, prefix: str) -> dict[str, dict[str, Any]]:
        """Number -> payload of every rule whose number starts with `prefix`: a rule page shows
        all rules under it, hundreds for "702". The documents of each number are found once an
        index generation (_numbered): looking up each number's posting took 702's page half its
        time (500 of 820 ms in cProfile)."""
        reader = self.searcher.reader()
        found = {}
        for number, docnums in self.memo(("numbered",), lambda: _numbered(reader)).items():
            if number.startswith(prefix):
                for docnum in docnums:
                    fields = reader.stored_fields(docnum)
                    found[fields["number"]] = json.loads(fields["payload"])
        return found


def _numbered(reader: IndexReader) -> dict[str, list[int]]:
    """The documents of each rule number, in the order of the numbers' terms."""
    return {term: list(reader.postings("number", term).all_ids()) for term in reader.field_terms("number")}
