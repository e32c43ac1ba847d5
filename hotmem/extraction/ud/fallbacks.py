"""Fallback patterns: what the parser misreads most, read off the text.

A small model often parses "my name's Alex", "my wife's called Maria" or "my favorite movie's
Inception" as a bare noun phrase with no verb, so the clause rules see nothing. A language's
anchored regular expressions (data: ``FALLBACK_PATTERNS``, by kind: ``name``, ``kin``,
``name_is_a``, ``favorite``, and the speaker's ``likes``, ``wants``, ``dislikes``) read them
off the text; each match takes the flags (negation, hedging, hypothetical) of the clause it
sits in, or stands as a statement of its own. A verbless denial ("no dairy for me", "no pets
for us", "i'm single no kids"; kinds ``denied_for`` and ``denied``) denies having a relative,
a pet or a thing had (``RELATION_CUES["has"]``), or with "for me" tells a food avoided. A
named place kept for years (kinds ``works_at``, ``worked_at``, ``studies_at``: "i've been with
harlow logistics for years") is where one works or studied; a value with a stop word or
opening with a bare noun idiom ("been with my husband", "at work") is none.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.ud.context import MAX_CLIMB, Ctx
from hotmem.extraction.ud.words import Word
from hotmem.lang import get_language
from hotmem.lang.base import LanguageData
from hotmem.relations import KIN_GENDER, with_object_kind
from hotmem.text import normalize_entity

# Kinds that name the speaker's relation itself, with the value in a "value" group (the
# registry's relations of a thing: "speaks": "hablamos en portugués en casa"; "avoids": "soy
# celíaca así que nada de gluten").
_VALUE_KINDS = with_object_kind("thing")
# Kinds of a verbless denial, with a "value" group: "no pets for us", "no kids".
_DENIED_KINDS = frozenset({"denied", "denied_for"})
# Kinds of a self-description's list, with a "value" group: "I'm 52, married, three kids".
_LISTED_KINDS = frozenset({"listed_status", "listed_had"})
# Kinds that are the relation of a named place (the registry's organisation relations), with
# the name in a "value" group: "i've been with harlow logistics for years" (works_at), "i was at
# mercy hospital for thirty years" (worked_at).
_PLACE_KINDS = with_object_kind("org")
# Statement numbers of matches outside any clause: apart from every clause's.
_OWN_STATEMENT = 10_000


@lru_cache(maxsize=16)
def _patterns(code: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """A language's fallback patterns, compiled once."""
    return tuple((kind, re.compile(regex)) for kind, regex in get_language(code).fallback_patterns)


def fallback_facts(ctx: Ctx) -> list[Candidate]:
    """Candidates read off the text, each with the flags of the clause around it."""
    if not ctx.lang.fallback_patterns:
        return []
    out: list[Candidate] = []
    text = ctx.doc.text
    for kind, pattern in _patterns(ctx.lang.code):
        for match in pattern.finditer(text):
            anchor = _token_at(ctx, match.start())
            if anchor is None:
                continue
            if kind in _LISTED_KINDS:
                candidate = _listed(ctx, kind, match, anchor)
                if candidate is not None:
                    out.append(_in_clause(ctx, candidate, anchor))
                continue
            if kind in _DENIED_KINDS:
                candidate = _denied(ctx, kind, match, anchor)
                if candidate is not None:  # a thing had is denied whatever its clause says
                    placed = _in_clause(ctx, candidate, anchor)
                    out.append(replace(placed, negated=placed.negated or placed.relation == "has"))
                continue
            candidate = _candidate(kind, match, anchor, ctx.lang)
            if candidate is not None:
                out.append(_in_clause(ctx, candidate, _flag_anchor(ctx, kind, match, anchor)))
    return out


def _flag_anchor(ctx: Ctx, kind: str, match: re.Match[str], anchor: Word) -> Word:
    """The word whose clause flags a match: its value's, when that clause's verb is inside it.

    "el reguetón no me gusta a mí lo que me encanta es la salsa": the pseudo-cleft has its own
    verb; the first word ("lo"), which the parse may hang on the clause before, takes the
    flags of that other clause.
    """
    if kind not in _VALUE_KINDS:
        return anchor
    word = _token_at(ctx, match.start("value"))
    token = word
    for _ in range(MAX_CLIMB):
        if token is None:
            break
        clause = ctx.clauses.get(token.i) or ctx.by_pred.get(token.i)
        if clause is not None:
            inside = anchor.i < clause.pred.i < word.i
            return word if inside else anchor
        if token.head.i == token.i:
            break
        token = token.head
    return anchor


def _listed(ctx: Ctx, kind: str, match: re.Match[str], anchor: Word) -> Candidate | None:
    """A status or a counted relative in a verbless list after "I'm": "I'm 52, married, ...".

    ``listed_status``: a word of STATUS_WORDS; ``listed_had``: a relative or a pet, had as said.
    """
    value = match.group("value").lower()
    if kind == "listed_status":
        found = ctx.lang.status_words.get(value)
        if found is None:
            return None
        relation, canonical = found
        value_mention = Mention(canonical, "noun")
        return Candidate(YOU, relation, value_mention, anchor=anchor.i, pattern="sf_status")
    word = _token_at(ctx, match.start("value"))
    if word is None:
        return None
    lemma = word.lemma_.lower()
    if lemma not in ctx.lang.kinship and lemma not in ctx.lang.pets:
        return None
    return Candidate(YOU, "has", Mention(value, "noun"), anchor=anchor.i, pattern="sf_listed_had")


def _denied(ctx: Ctx, kind: str, match: re.Match[str], anchor: Word) -> Candidate | None:
    """A verbless denial: no relative, pet or thing had ("no kids"), no food ("no dairy for me").

    The noun's lemma a relative, a pet or a word of ``has`` says it is not had (a retraction);
    any other noun said with "for me" (``denied_for``) is avoided, a statement of its own.
    """
    word = _token_at(ctx, match.start("value"))
    if word is None or word.pos_ not in ("NOUN", "PROPN"):
        return None
    lang = ctx.lang
    lemma = word.lemma_.lower()
    value = Mention(word.lower_, "noun")
    had = lang.relation_cues.get("has", ())
    if lemma in lang.kinship or lemma in lang.pets or lemma in lang.pet_kinds or lemma in had:
        return Candidate(YOU, "has", value, anchor=anchor.i, pattern="sf_no_had")
    if kind != "denied_for" or lemma in lang.not_possessions or lemma in lang.time_cues:
        return None  # "no problem for me"
    if lemma in lang.bare_noun_idioms:
        return None  # "no school for us today"
    return Candidate(YOU, "avoids", value, anchor=anchor.i, pattern="sf_no_food")


def _in_clause(ctx: Ctx, candidate: Candidate, anchor: Word) -> Candidate:
    """Give a match the flags of the clause around it."""
    token = anchor
    for _ in range(MAX_CLIMB):
        clause = ctx.clauses.get(token.i) or ctx.by_pred.get(token.i)
        if clause is not None:
            return replace(
                candidate,
                negated=clause.flags.negated,
                hedged=clause.flags.hedged,
                blocked=clause.flags.blocked,
                clause=clause.statement,
                anchor=clause.anchor.i,
                embedded=clause.flags.embedded,
            )
        if token.head.i == token.i:
            break
        token = token.head
    # No verb around it ("my name's Alex" parsed as a bare noun phrase): its own statement.
    return replace(candidate, clause=_OWN_STATEMENT + anchor.i)


def _candidate(
    kind: str, match: re.Match[str], anchor: Word, lang: LanguageData
) -> Candidate | None:
    if kind == "favorite":
        words = match.group("thing").split()
        thing = lang.favorite_things.get(words[-1]) or lang.favorite_things.get(words[0])
        if thing is None:
            return None
        words = match.group("value").split()
        if len(words) > 2 and words[0] in lang.determiners and words[1].endswith("'s"):
            words = words[2:]  # "my mom's peach cobbler": the thing, not whose it is
        value = normalize_entity(words, lang)
        return Candidate(
            YOU, f"favorite_{thing}", Mention(value, "noun"), anchor=anchor.i, pattern="sf_favorite"
        )
    if kind in _PLACE_KINDS:
        words = match.group("value").lower().split()
        inner = {w for w in words[1:-1] if w in lang.name_links}  # "university of texas"
        if any(w in lang.stop_words and w not in inner for w in words) or (
            words[0] in lang.bare_noun_idioms
        ):
            return None  # "been with my husband", "been with him", "been at work"
        value = normalize_entity(words, lang)
        return Candidate(YOU, kind, Mention(value, "name"), anchor=anchor.i, pattern=f"sf_{kind}")
    if kind in _VALUE_KINDS:  # "lo que más me gusta es viajar": what is liked, wanted
        value = normalize_entity(match.group("value").split(), lang)
        if not value or value in lang.stop_words:
            return None
        return Candidate(YOU, kind, Mention(value, "noun"), anchor=anchor.i, pattern=f"sf_{kind}")
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
            anchor=anchor.i,
            pattern="sf_name_is_a",
        )
    if kind == "name":
        return Candidate(YOU, "name", Mention(name, "name"), anchor=anchor.i, pattern="sf_name")
    word = match.group("kin").lower()
    kin = lang.kinship.get(word) or lang.pets.get(word)
    if kin is None:
        return None
    mention = Mention(name, "name", gender=KIN_GENDER.get(kin, ""))
    return Candidate(YOU, kin, mention, anchor=anchor.i, pattern="sf_kin")


def _trim_name(raw: str, lang: LanguageData) -> str:
    # Stop at words that are capitalised only because they start a clause ("Anna And ...").
    words = []
    for word in raw.split():
        if word.lower() in lang.stop_words or word.lower() in lang.first_person:
            break
        words.append(word)
    return normalize_entity(words, lang) if words else ""


def _token_at(ctx: Ctx, char: int) -> Word | None:
    for token in ctx.tokens:
        if token.idx <= char < token.idx + len(token.text) + 1:
            return token
    return None
