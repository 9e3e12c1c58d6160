"""The word-analysis caches of the indexer, bounded in a web worker.

The indexer caches the analysis of a word (stemming, decompounding, folding) for as many words
as a build meets, a few hundred thousand: right for a build, which meets each word thousands of
times. A web worker meets new words with every new query and kept them all, up to those bounds:
about 1.1 MB more a worker for every thousand new searches, without end in sight (`make soak`:
+17.7 % in four minutes after the warm-up). In a worker, a cache that passes WORD_CACHE_LIMIT
entries is emptied and fills again with the words asked for from then on; the memory it held
is reused for them.
"""

from __future__ import annotations

from flask import Flask, Response, current_app

from indexer.search.analysis import de as analysis_de
from indexer.search.analysis import en as analysis_en
from indexer.search.analysis import names

CACHES = (
    analysis_de.split_compound,
    analysis_de.word_terms,
    analysis_de.name_terms,
    analysis_en.word_terms,
    names.fold_word,
    names.fold_letters,
)


def trim(limit: int) -> None:
    """Empty each cache holding more than `limit` words."""
    for cache in CACHES:
        if cache.cache_info().currsize > limit:
            cache.cache_clear()


def _after(response: Response) -> Response:
    trim(current_app.config["WORD_CACHE_LIMIT"])
    return response


def init_app(app: Flask) -> None:
    app.after_request(_after)
