"""Surface patterns that back up the English parser on the phrasings it misreads most.

The small English model often parses "my name's Alex", "my wife's called Maria" or "my
favorite movie's Inception" as a bare noun phrase with no verb, so the dependency rules see
nothing. The language's anchored fallback patterns (data: ``FALLBACK_PATTERNS``) read them off
the text; each match still gets the flags
(negation, hedging, hypothetical) of the clause it sits in, so a hedge still hedges.
"""

from __future__ import annotations

import re
from functools import lru_cache

from spacy.tokens import Doc, Token

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.lang import get_language
from hotmem.lang.base import LanguageData
from hotmem.relations import KIN_GENDER, favorite
from hotmem.text import normalize_entity

__all__ = ["surface_candidates"]


@lru_cache(maxsize=16)
def _patterns(code: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """A language's fallback patterns, compiled once."""
    return tuple((kind, re.compile(regex)) for kind, regex in get_language(code).fallback_patterns)


def surface_candidates(doc: Doc, lang: LanguageData) -> list[tuple[Candidate, Token]]:
    """Candidates read off the text, each with the token it is anchored on."""
    out: list[tuple[Candidate, Token]] = []
    text = doc.text
    for kind, pattern in _patterns(lang.code):
        for match in pattern.finditer(text):
            anchor = _token_at(doc, match.start())
            if anchor is None:
                continue
            candidate = _candidate(kind, match, anchor, lang)
            if candidate is not None:
                out.append((candidate, anchor))
    return out


def _candidate(
    kind: str, match: re.Match[str], anchor: Token, lang: LanguageData
) -> Candidate | None:
    if kind == "favorite":
        words = match.group("thing").split()
        thing = lang.favorite_things.get(words[-1]) or lang.favorite_things.get(words[0])
        if thing is None:
            return None
        value = normalize_entity(match.group("value").split(), lang)
        return Candidate(
            YOU,
            favorite(thing),
            Mention(value, "noun"),
            clause=-1,
            anchor=anchor.i,
            pattern="sf_favorite",
        )
    name = _trim_name(match.group("name"), lang)
    if not name:
        return None
    if kind == "name_is_a":
        # "Raj is a software developer": the model often misreads an unseen first name.
        if name in lang.not_name_words:
            return None
        attr = normalize_entity(match.group("attr").split(), lang)
        if not attr or attr.split()[-1] in lang.stop_words:
            return None
        return Candidate(
            Mention(name, "name"),
            "is",
            Mention(attr, "noun"),
            clause=-1,
            anchor=anchor.i,
            pattern="sf_name_is_a",
        )
    if kind == "name":
        return Candidate(
            YOU, "name", Mention(name, "name"), clause=-1, anchor=anchor.i, pattern="sf_name"
        )
    word = match.group("kin").lower()
    kin = lang.kinship.get(word) or lang.pets.get(word)
    if kin is None:
        return None
    mention = Mention(name, "name", gender=KIN_GENDER.get(kin, ""))
    return Candidate(YOU, kin, mention, clause=-1, anchor=anchor.i, pattern="sf_kin")


def _trim_name(raw: str, lang: LanguageData) -> str:
    # Stop at words that are capitalised only because they start a clause ("Anna And ...").
    words = []
    for word in raw.split():
        if word.lower() in lang.stop_words or word.lower() in lang.first_person:
            break
        words.append(word)
    return normalize_entity(words, lang) if words else ""


def _token_at(doc: Doc, char: int) -> Token | None:
    for token in doc:
        if token.idx <= char < token.idx + len(token.text) + 1:
            return token
    return None
