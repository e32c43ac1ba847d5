"""Surface patterns for the languages without a dependency parser (German, Italian, Portuguese).

A blank spaCy doc gives tokens and sentences only. Each sentence is cleaned (fillers and
disfluent repeats dropped), cut into clauses at punctuation, coordinators and subordinators,
and each clause goes through :func:`hotmem.extraction.surface_clauses.clause_facts`. This
module adds what only the sentence knows: negation, hedging, hypotheticals (Konjunktiv II,
Italian conditional and future, "wenn"/"se" clauses, plans), past habits ("früher", Italian
imperfect), reported speech ("meine Mutter sagt, dass ..."), facts told inside a question
("hab ich dir erzählt, dass ...") and, through :mod:`hotmem.extraction.surface_ellipsis`, the
verbless clauses ("..., nicht in Köln").

All language knowledge is data: the language module's fields and its ``SURFACE`` table.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from spacy.tokens import Doc, Span

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.surface_clauses import clause_facts, last_np
from hotmem.extraction.surface_ellipsis import Flags, alternatives, topic_name
from hotmem.extraction.surface_np import read_np
from hotmem.extraction.surface_relations import Antecedent, ClauseResult, noun_phrase_facts
from hotmem.extraction.surface_words import Grammar, Word, grammar, sentence_words
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
class _State:
    """What the clauses of one sentence pass on to the next one."""

    prev: ClauseResult | None = None
    flags: Flags = field(default_factory=Flags)
    block_next: bool = False  # a sentence-opening "wenn"/"se" also blocks its consequence
    block_rest: bool = False  # somebody else's claim: "meine Mutter sagt, dass ..."
    embed_rest: bool = False  # told facts: "hab ich dir erzählt, dass ..."


def extract(doc: Doc, lang: LanguageData) -> list[Candidate]:
    """Candidate facts of one utterance of a parser-less language (blank doc: tokens, sentences)."""
    g = grammar(lang)
    out: list[Candidate | None] = []
    carry: Antecedent | None = None
    for sent in _sentences(doc):
        words = sentence_words(sent, g)
        if words:
            carry = _sentence(words, g, out, carry)
    return [c for c in out if c is not None]


def _sentences(doc: Doc) -> list[Span]:
    try:
        return list(doc.sents)
    except ValueError:  # no sentence boundaries set
        return [doc[:]]


def _sentence(
    words: list[Word], g: Grammar, out: list[Candidate | None], carry: Antecedent | None
) -> Antecedent | None:
    """Add the candidates of one sentence to ``out`` (None marks a replaced candidate).

    Args:
        words: The sentence's words.
        g: The language's grammar.
        out: Candidates of the utterance so far.
        carry: An unnamed relative or pet the previous sentence ended on ("Ich habe einen
            Bruder. Er heißt Jan.").

    Returns:
        The unnamed relative or pet this sentence ends on, for the next one.
    """
    chunks = _chunks(words, g)
    hedged = _hedged(chunks, words, g)
    first_question = _first_question(chunks, words, g)
    state = _State(prev=ClauseResult(antecedent=carry) if carry is not None else None)
    for index, chunk in enumerate(chunks):
        embedded = state.embed_rest or (first_question is not None and index < first_question)
        out.extend(replace(c, embedded=embedded) for c in noun_phrase_facts(chunk.words, g))
        if any(w.is_verb for w in chunk.words):
            _clause(chunk, index == 0, hedged[index], embedded, state, g, out)
        else:
            _verbless(chunk, state, g, out)
    ante = state.prev.antecedent if state.prev is not None else None
    return ante if ante is not None and ante.kin and ante.have_index >= 0 else None


def _hedged(chunks: list[_Chunk], words: list[Word], g: Grammar) -> list[bool]:
    """Which clauses of the sentence a hedge covers.

    The language's ``hedge_scope`` says how far a hedge reaches: the whole sentence, or
    ("clause") its own clause, the clauses it introduces ("I think that ...") and, when it
    stands alone, the clause before it ("I live in Rome, I think") or, when only hedges come
    before, the one after it ("maybe, dunno, ..."), so a long turn keeps its other facts.
    """
    if g.hedge_scope != "clause":
        found = g.hedges.found_in([w.low for w in words if not w.punct])
        return [found] * len(chunks)
    own = [g.hedges.found_in([w.low for w in c.words if not w.punct]) for c in chunks]
    bare = [h and all(_hedge_word(w, g) for w in c.words) for h, c in zip(own, chunks, strict=True)]
    out = list(own)
    for index in (i for i, b in enumerate(bare) if b):
        before = [i for i in range(index) if not bare[i]]
        after_ = [i for i in range(index + 1, len(chunks)) if not bare[i]]
        target = before[-1] if before else (after_[0] if after_ else None)
        if target is not None:
            out[target] = True
    for index in range(1, len(chunks)):
        if out[index - 1] and chunks[index].lead in g.subordinators:
            out[index] = True
    return out


def _hedge_word(word: Word, g: Grammar) -> bool:
    """A word a bare hedge is made of ("I think", "dunno", "I'm not sure")."""
    lang = g.lang
    low = word.low
    return (
        word.punct
        or low in g.hedge_words
        or low in lang.stop_words
        or low in lang.first_person
        or low in lang.negations
    )


def _clause(
    chunk: _Chunk,
    first: bool,
    hedged: bool,
    embedded: bool,
    state: _State,
    g: Grammar,
    out: list[Candidate | None],
) -> None:
    ws = chunk.words
    result = clause_facts(ws, chunk.lead, state.prev, g, len(out))
    replaced = out[result.replaces] if 0 <= result.replaces < len(out) else None
    if replaced is not None and replaced.relation == "has":
        out[result.replaces] = None  # "ho un cane che si chiama Fido": named, not just had
    lows = [w.low for w in ws]
    blocked = (
        state.block_next
        or state.block_rest
        or chunk.lead in g.conditionals
        or any(v.tense in _BLOCKING_TENSES for v in result.verbs)
        or g.hypothetical.found_in(lows)
        or g.past_habitual.found_in(lows)
    )
    negated = any(w.low in g.lang.negations for w in ws)
    flags = Flags(negated=negated, hedged=hedged, blocked=blocked, embedded=embedded)
    out.extend(_flagged(c, flags) for c in result.candidates)
    frame, report = _speech(result, g)
    state.block_next = first and chunk.lead in g.conditionals
    state.embed_rest = state.embed_rest or frame
    state.block_rest = state.block_rest or report
    state.prev, state.flags = result, flags


def _verbless(chunk: _Chunk, state: _State, g: Grammar, out: list[Candidate | None]) -> None:
    named_topic = topic_name(chunk.words, state.prev, g)
    if named_topic is not None:
        fact, state.prev = named_topic
        out.append(fact)
        return
    found, named, np_ = alternatives(chunk.words, chunk.lead, state.prev, state.flags, g)
    if 0 <= named < len(out):
        out[named] = None  # "zwei Brüder, Max und Moritz": named, not just had
    if found and state.prev is not None and named < 0:
        # "... und einen Hund, der heißt Paul": a relative pronoun next points at the dog.
        alt = found[0]
        if np_ is not None and np_.kin and alt.relation == "has":
            kin = Mention(np_.kin, "kin", gender=np_.gender)
            state.prev.antecedent = Antecedent(kin, np_.kin, alt.subject, len(out))
        else:
            state.prev.antecedent = last_np(chunk.words, g)
    out.extend(found)
    topic = None if found else last_np(chunk.words, g)
    if topic is not None:
        # "mein Papa, der heißt Günter": a fronted topic for the next clause.
        state.prev = ClauseResult(subject=topic.mention, antecedent=topic)


def _flagged(c: Candidate, flags: Flags) -> Candidate:
    return replace(
        c,
        negated=c.negated or flags.negated,
        hedged=flags.hedged,
        blocked=flags.blocked,
        embedded=flags.embedded,
    )


def _speech(result: ClauseResult, g: Grammar) -> tuple[bool, bool]:
    """Whether the clause introduces (told facts, somebody else's claim or wish).

    A frame verb of the user or the assistant introduces told facts ("hab ich dir erzählt,
    dass ..."); any other report verb, a claim or a wish ("meine Mutter sagt, dass ...").
    """
    lang = g.lang
    subject = result.subject
    told = subject is None or subject == YOU or subject.text in lang.second_person
    for verb in result.verbs:
        lemma = verb.verb_lemma
        if lemma in lang.frame_verbs and told:
            return True, False
        if lemma in lang.report_verbs and not (subject == YOU and lemma in g.hedge_verbs):
            return False, True  # "ich glaube, ..." only hedges (the sentence's hedge cue)
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
        # A clitic boundary word is a pronoun right before a verb, a conjunction elsewhere.
        clitic = word.low in g.clitic_boundaries and k + 1 < len(words) and words[k + 1].is_verb
        if not (word.punct or (word.low in g.boundaries and not particle and not clitic)):
            current.append(word)
            continue
        if current:
            chunks.append(_Chunk(current, lead, lead_word))
            current, lead, lead_word = [], "", None
        if not word.punct:
            lead, lead_word = word.low, word
        elif not lead:
            lead = ","
    if current:
        chunks.append(_Chunk(current, lead, lead_word))
    return _merge_subjects(chunks, g)


def _merge_subjects(chunks: list[_Chunk], g: Grammar) -> list[_Chunk]:
    """Join a verbless subject and the clause after "und"/"e" ("Lisa und Maria sind ...")."""
    merged: list[_Chunk] = []
    for chunk in chunks:
        before = merged[-1] if merged else None
        if (
            before is not None
            and chunk.lead in g.coordinators
            and chunk.lead_word is not None
            and not any(w.is_verb for w in before.words)
            and any(w.is_verb for w in chunk.words)
            and _subject_like(before.words, g)
        ):
            before.words = [*before.words, chunk.lead_word, *chunk.words]
            continue
        merged.append(chunk)
    return merged


def _subject_like(ws: list[Word], g: Grammar) -> bool:
    """Is this verbless chunk one phrase that can be a subject ("Lisa", "mio marito")?"""
    np_ = read_np(ws, 0, g)
    if np_ is None or np_.end != len(ws) or not np_.words:
        return False
    return (np_.owner is not None and np_.nominative) or ws[np_.head_pos].cap


def _first_question(chunks: list[_Chunk], words: list[Word], g: Grammar) -> int | None:
    """Index of the first asking clause of a question sentence, else None.

    In "Sono vegetariana, cosa posso cucinare?" the clause before it is a statement.
    """
    if not any(w.text == "?" for w in words):
        return None
    lang = g.lang
    for index, chunk in enumerate(chunks):
        first, *rest = chunk.words
        if first.low in lang.question_words:
            return index
        if (
            first.finite
            and rest
            and (  # verb first: "Wohnt meine Schwester ...?"
                rest[0].low in g.subject_pronouns
                or rest[0].low in lang.determiners
                or rest[0].low in lang.second_person
                or rest[0].low in lang.first_person
            )
        ):
            return index
    # No clause asks by its form: the question is the last one ("Ich heiße Lara, und du?").
    return len(chunks) - 1 if chunks else None
