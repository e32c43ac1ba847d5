"""Text helpers of the store: safe FTS5 queries from user text, and the stems it indexes.

Whatever a user says ends up in a full-text query, so the MATCH expression is never built from
raw text: it is re-tokenised into word runs (which drops every FTS5 operator character: quotes,
``*``, ``^``, ``:``, parentheses, ``-``, ``+``), stop-words and one-letter tokens are dropped,
and each remaining term is double-quoted and OR-ed. The result is always a valid expression.

Past turns are indexed twice: their words as said (column ``text``) and their Snowball stems
in their language (column ``stems``); a query matches its words in the first and its stems, in
every served language, in the second, so "researching" finds "I research" (the stems rank the
hits; see the BM25 weights of the truth).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import cache
from typing import Any

from hotmem.config import SUPPORTED_LANGS
from hotmem.exceptions import InvalidInputError
from hotmem.lang import get_language
from hotmem.text import fold, folded_words

__all__ = [
    "MAX_QUERY_TERMS",
    "build_match",
    "overlap_score",
    "query_stems",
    "query_terms",
    "search_langs",
    "stems",
    "stop_words",
]

# A 100 kB utterance must not become a 20,000-term query: the first distinct terms carry the
# meaning of a spoken turn, and FTS5 cost grows with every OR-ed term.
MAX_QUERY_TERMS = 32
_MAX_TERM_CHARS = 64
_WORD = re.compile(r"\w+")


def search_langs(langs: Iterable[str]) -> tuple[str, ...]:
    """The languages whose function words a store leaves out of its queries, checked.

    A store is given the languages its memory serves, so that a search never loads the data
    of a language nobody speaks (French's pulls in spaCy's French tokenizer: seconds).

    Raises:
        InvalidInputError: No language, or one that is not supported.
    """
    codes = (langs,) if isinstance(langs, str) else tuple(langs)
    if not codes or any(code not in SUPPORTED_LANGS for code in codes):
        raise InvalidInputError(f"langs must be some of {SUPPORTED_LANGS}, got {codes!r}")
    return tuple(sorted(set(codes)))


@cache
def stop_words(langs: tuple[str, ...] = SUPPORTED_LANGS) -> frozenset[str]:
    """Function words of the given languages (accent-folded, lowercase); content words stay.

    Built on first use: the language data is not loaded by ``import hotmem``.
    """
    return frozenset(fold(word) for code in langs for word in get_language(code).search_stop_words)


def query_terms(query: str, langs: tuple[str, ...] = SUPPORTED_LANGS) -> list[str]:
    """The distinct content terms of a query, in order, at most :data:`MAX_QUERY_TERMS`.

    Args:
        query: Arbitrary user text (any length, any characters).
        langs: Languages whose function words are dropped (see :func:`search_langs`).

    Returns:
        Lowercase terms without FTS syntax characters, stop-words or one-letter tokens.
    """
    if not isinstance(query, str) or not query:
        return []
    terms: list[str] = []
    seen: set[str] = set()
    dropped = stop_words(langs)
    # NFC first so that a decomposed "é" stays inside its word for \w.
    for match in _WORD.finditer(unicodedata.normalize("NFC", query)):
        term = match.group().lower()
        if len(term) < 2 or len(term) > _MAX_TERM_CHARS or term in seen:
            continue
        seen.add(term)
        if fold(term) in dropped:
            continue
        terms.append(term)
        if len(terms) >= MAX_QUERY_TERMS:
            break
    return terms


def build_match(query: str, langs: tuple[str, ...] = SUPPORTED_LANGS) -> str:
    """A safe FTS5 MATCH expression for ``query`` ("" when no term is left).

    Its terms, quoted and OR-ed, in the ``text`` column, or their stems in ``stems``.
    """
    terms = query_terms(query, langs)
    if not terms:
        return ""
    stemmed = query_stems(terms, langs)
    said = f"text : ({_any_of(terms)})"
    return f"{said} OR stems : ({_any_of(stemmed)})" if stemmed else said


def query_stems(terms: list[str], langs: tuple[str, ...] = SUPPORTED_LANGS) -> list[str]:
    """The stems of a query's terms in every served language, folded, sorted, distinct."""
    return sorted({stem for code in langs for stem in _stems(tuple(terms), code)})


def _any_of(terms: list[str]) -> str:
    return " OR ".join(f'"{term}"' for term in terms)


def stems(text: str, lang: str) -> str:
    """The stems of a turn's content words in its language, space-separated, for the index.

    Words are folded (lowercase, no accents) after stemming; stop-words and one-letter words
    are left out. A language without a stemmer, or an unknown one, gives "".
    """
    if not isinstance(text, str) or lang not in SUPPORTED_LANGS:
        return ""
    dropped = stop_words((lang,))
    words = [
        w
        for w in _WORD.findall(unicodedata.normalize("NFC", text).lower())
        if 1 < len(w) <= _MAX_TERM_CHARS and fold(w) not in dropped
    ]
    return " ".join(_stems(tuple(words), lang))


def _stems(words: tuple[str, ...], lang: str) -> list[str]:
    stemmer = _stemmer(lang)
    if stemmer is None:
        return []
    return [fold(s) for s in stemmer.stemWords(words) if s]


@cache
def _stemmer(lang: str) -> Any:
    """The language's Snowball stemmer (PyStemmer keeps a cache of its own), or None."""
    name = get_language(lang).stemmer
    if not name:
        return None
    import Stemmer

    return Stemmer.Stemmer(name)


def overlap_score(terms: list[str], text: str) -> float:
    """How many of ``terms`` occur in ``text`` (accent- and case-insensitive).

    Used to rank episodes that are queued but not yet in the FTS index; comparable in order of
    magnitude with BM25 for short texts, which is all the merge needs.
    """
    if not terms:
        return 0.0
    words = set(folded_words(text))
    return float(sum(1 for term in terms if fold(term) in words))
