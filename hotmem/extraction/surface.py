"""Surface patterns for the languages without a dependency parser (German, Italian).

A blank spaCy doc gives tokens and sentences only. Each sentence is cleaned (fillers and
disfluent repeats dropped), cut into clauses at punctuation, coordinators and subordinators,
and each clause goes through the rules of :mod:`hotmem.extraction.surface_clauses`. This module
adds what only the sentence knows: negation, hedging, hypotheticals (Konjunktiv II, Italian
conditional and future, "wenn"/"se" clauses), past habits ("früher", Italian imperfect),
reported speech ("meine Mutter sagt, dass ..."), facts told inside a question ("hab ich dir
erzählt, dass ...") and elliptic alternatives ("..., nicht in Köln", "e un monopattino").

All language knowledge is data: the language module's fields and its ``SURFACE`` table.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from spacy.tokens import Doc, Span

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.surface_clauses import (
    ClauseResult,
    clause_facts,
    good_object,
    last_np,
    lookup,
    noun_phrase_facts,
    object_mention,
    skippable,
)
from hotmem.extraction.surface_words import (
    NP,
    Grammar,
    Word,
    grammar,
    phrase_text,
    read_np,
    sentence_words,
)
from hotmem.lang.base import LanguageData

__all__ = ["extract"]

# Tenses that never assert a present fact: conditional / Konjunktiv II, future, past
# subjunctive ("se vivessi"), imperfect ("abitavo": a past habit).
_BLOCKING_TENSES = frozenset({"cond", "fut", "subj_impf", "impf"})


@dataclass(slots=True)
class _Chunk:
    words: list[Word]
    lead: str
    lead_word: Word | None = None


@dataclass(slots=True)
class _Flags:
    negated: bool = False
    hedged: bool = False
    blocked: bool = False
    embedded: bool = False


def extract(doc: Doc, lang: LanguageData) -> list[Candidate]:
    """Candidate facts of one German or Italian utterance (blank doc: tokens + sentences)."""
    g = grammar(lang)
    out: list[Candidate | None] = []
    for sent in _sentences(doc):
        words = sentence_words(sent, g)
        if words:
            _sentence(words, g, out)
    return [c for c in out if c is not None]


def _sentences(doc: Doc) -> list[Span]:
    try:
        return list(doc.sents)
    except ValueError:  # no sentence boundaries set
        return [doc[:]]


def _sentence(words: list[Word], g: Grammar, out: list[Candidate | None]) -> None:
    """Add the candidates of one sentence to ``out``."""
    lang = g.lang
    chunks = _chunks(words, g)
    lows = [w.low for w in words if not w.punct]
    hedged = any(w in lang.hedges for w in lows) or _contains(lows, lang.hedge_phrases)
    first_question = _first_question(chunks, words, g)
    prev: ClauseResult | None = None
    prev_flags = _Flags()
    block_next = block_rest = embed_rest = False
    for index, chunk in enumerate(chunks):
        ws = chunk.words
        embedded = embed_rest or (first_question is not None and index < first_question)
        for cand in noun_phrase_facts(ws, g):
            out.append(replace(cand, embedded=embedded))
        if not any(w.verb is not None for w in ws):
            alternatives, named = _alternatives(ws, chunk.lead, prev, prev_flags, g)
            if 0 <= named < len(out) and out[named] is not None:
                out[named] = None  # "zwei Brüder, Max und Moritz": named, not just had
            out.extend(alternatives)
            topic = None if alternatives else last_np(ws, g)
            if topic is not None:
                # "mein Papa, der heißt Günter": a fronted topic for the next clause.
                prev = ClauseResult(subject=topic.mention, antecedent=topic)
            continue
        result = clause_facts(ws, chunk.lead, prev, g, len(out))
        if 0 <= result.replaces < len(out) and out[result.replaces] is not None:
            if out[result.replaces].relation == "has":  # type: ignore[union-attr]
                out[result.replaces] = None  # "ho un cane che si chiama Fido": named, not had
        blocked = (
            block_next
            or block_rest
            or chunk.lead in g.conditionals
            or any(v.verb[2] in _BLOCKING_TENSES for v in result.verbs)  # type: ignore[index]
            or _contains([w.low for w in ws], lang.hypothetical_markers)
            or _contains([w.low for w in ws], lang.past_habitual)
        )
        flags = _Flags(
            negated=any(w.low in lang.negations for w in ws),
            hedged=hedged,
            blocked=blocked,
            embedded=embedded,
        )
        out.extend(_flagged(c, flags) for c in result.candidates)
        # "Wenn ich in Paris wohnen würde, ...": the opening condition also blocks its
        # consequence; a report verb of someone else blocks what follows it.
        block_next = index == 0 and chunk.lead in g.conditionals
        frame, report = _speech(result, g)
        embed_rest = embed_rest or frame
        block_rest = block_rest or report
        prev, prev_flags = result, flags


def _flagged(c: Candidate, flags: _Flags) -> Candidate:
    return replace(
        c,
        negated=c.negated or flags.negated,
        hedged=flags.hedged,
        blocked=flags.blocked,
        embedded=flags.embedded,
    )


def _speech(result: ClauseResult, g: Grammar) -> tuple[bool, bool]:
    """(the next clauses are told facts, the next clauses are someone else's claim)."""
    lang = g.lang
    subject = result.subject
    mine = (
        subject is None
        or subject == YOU
        or (subject.kind == "pronoun"
        and (subject.text in lang.second_person))
    )
    for verb in result.verbs:
        lemma = verb.verb[0]  # type: ignore[index]
        if lemma in lang.frame_verbs and mine:
            return True, False
        if lemma in lang.report_verbs and not (subject == YOU and lemma in g.hedge_verbs):
            return False, True
    return False, False


# --- clauses --------------------------------------------------------------------------------


def _chunks(words: list[Word], g: Grammar) -> list[_Chunk]:
    """Cut a sentence at punctuation, coordinators and subordinators."""
    chunks: list[_Chunk] = []
    current: list[Word] = []
    lead, lead_word = "", None
    for k, word in enumerate(words):
        # "wohne aber jetzt in Zürich": a contrast particle after the verb is no boundary.
        particle = word.low in g.particle_coordinators and k and words[k - 1].finite
        if word.punct or (word.low in g.boundaries and not particle):
            if current:
                chunks.append(_Chunk(current, lead, lead_word))
                current, lead, lead_word = [], "", None
            if not word.punct:
                lead, lead_word = word.low, word
            elif not lead:
                lead = ","
            continue
        current.append(word)
    if current:
        chunks.append(_Chunk(current, lead, lead_word))
    return _merge_subjects(chunks, g)


def _merge_subjects(chunks: list[_Chunk], g: Grammar) -> list[_Chunk]:
    """ "Lisa und Maria sind befreundet": a verbless name before "und" + a clause is one
    clause with two subjects.
    """
    merged: list[_Chunk] = []
    for chunk in chunks:
        before = merged[-1] if merged else None
        if (
            before is not None
            and chunk.lead in g.coordinators
            and chunk.lead_word is not None
            and not any(w.verb is not None for w in before.words)
            and any(w.verb is not None for w in chunk.words)
            and _subject_like(before.words, g)
        ):
            before.words = [*before.words, chunk.lead_word, *chunk.words]
            continue
        merged.append(chunk)
    return merged


def _subject_like(ws: list[Word], g: Grammar) -> bool:
    """Is this verbless chunk one noun phrase that can be a subject ("Lisa", "mio marito")?"""
    np_ = read_np(ws, 0, g)
    if np_ is None or np_.end != len(ws) or not np_.words:
        return False
    return (np_.owner is not None and np_.nominative) or ws[np_.head_pos].cap


def _first_question(chunks: list[_Chunk], words: list[Word], g: Grammar) -> int | None:
    """Index of the first interrogative clause of a question sentence ("Sono vegetariana,
    cosa posso cucinare?" -> 1): the clauses before it are statements.
    """
    if not any(w.text == "?" for w in words):
        return None
    lang = g.lang
    for index, chunk in enumerate(chunks):
        ws = chunk.words
        first = ws[0]
        if first.low in lang.question_words:
            return index
        if (
            first.finite
            and len(ws) > 1
            and (
                ws[1].low in g.subject_pronouns
                or ws[1].low in lang.determiners
                or ws[1].low in lang.second_person
                or ws[1].low in lang.first_person
            )
        ):
            return index
    return None


def _alternatives(
    ws: list[Word], lead: str, prev: ClauseResult | None, prev_flags: _Flags, g: Grammar
) -> tuple[list[Candidate], int]:
    """A verbless clause repeating the last relation with another value: "..., nicht in
    Köln" (denied), "... und 'nen Roller" (one more), "..., sondern Bonn" (the right one),
    "zwei Brüder, Max und Moritz" (names of the relatives just had).

    Returns:
        The candidates, and the position of a "has" candidate they replace (or -1).
    """
    if prev is None:
        return [], -1
    base = next((c for c in reversed(prev.candidates) if c.clause >= 0), None)
    if base is None:
        return [], -1
    lang = g.lang
    denied = any(w.low in lang.negations for w in ws)
    k = 0
    while k < len(ws) and skippable(ws[k], g):
        k += 1
    relation: str | None = base.relation
    if k < len(ws) and ws[k].prep:
        relation = lookup(prev.verbs, ws[k], g, prev.particle)
        k += 1
    np_ = read_np(ws, k, g) if relation else None
    end = len(ws)
    while end and (ws[end - 1].punct or skippable(ws[end - 1], g)):
        end -= 1
    if np_ is None or np_.end < end or relation is None:
        return [], -1
    ante = prev.antecedent
    named_kin = -1
    if relation == "age":
        if np_.number is None or np_.words:
            return [], -1
        value = Mention(str(np_.number), "noun")
    elif not np_.words or not good_object(relation, np_, g) or np_.friend:
        return [], -1
    elif ante is not None and ante.kin and ante.owner is not None and _bare_name(np_, ws, g):
        base = replace(base, subject=ante.owner, relation=ante.kin)
        value = Mention(phrase_text(np_.words, lang), "name", gender=ante.mention.gender)
        named_kin = ante.have_index
    elif np_.kin and relation not in ("has", "owns"):
        return [], -1
    else:
        named = relation == "name" or relation in lang.kin_names or relation == "friend_of"
        if named and not np_.cap:
            return [], -1
        value = object_mention(relation, np_, g)
    negated = denied or (prev_flags.negated and lead not in g.contrast)
    alternative = replace(
        base,
        object=value,
        negated=negated,
        hedged=prev_flags.hedged,
        blocked=prev_flags.blocked,
        embedded=prev_flags.embedded,
        anchor=ws[k - 1].i,
        qualifiers=(),
        pattern="elliptic_alternative",
    )
    return [alternative], named_kin


def _bare_name(np_: NP, ws: list[Word], g: Grammar) -> bool:
    """A name standing alone ("Max"), not a noun phrase ("eine Katze", "Lehrer")."""
    if not np_.cap or np_.definite or np_.indefinite or np_.owner is not None or np_.kin:
        return False
    head = ws[np_.head_pos].low
    return not (g.nouns_capitalised and head.endswith(g.role_suffixes + g.title_suffixes))


def _contains(words: list[str], phrases: tuple[tuple[str, ...], ...]) -> bool:
    """Does any phrase occur in ``words`` (contiguous)?"""
    for phrase in phrases:
        size = len(phrase)
        if size == 1:
            if phrase[0] in words:
                return True
            continue
        for i in range(len(words) - size + 1):
            if tuple(words[i : i + size]) == phrase:
                return True
    return False
