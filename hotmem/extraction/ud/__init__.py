"""Dependency patterns for the UD label scheme (the English, Spanish and French small models).

Every predicate (a verb, or a copula with its predicate noun) becomes a clause whose flags
(negation, hedging, hypothetical, "used to", reported speech) are read once; relation rules
then run on its arguments, and noun phrases add the possessive kinship/pet/friend facts ("mi
perro Toby", "mon pote Julien"). A parse labelled with another scheme (the English model's
ClearNLP labels, see ``LanguageData.dependency_labels``) is first rebuilt as a UD tree
(:mod:`.clearnlp`), and a language without a parser gets a rule-based one (:mod:`.shallow`);
the text patterns of :mod:`.fallbacks` catch what the parser misreads.

The small models misparse spoken first-person sentences often ("Trabajo" as a proper noun,
"travaille" as an adjective, "vit" lemmatised as "voir"), so the patterns lean on what is
robust: the language's verb-form table (lemma, tense and person of the verbs that matter,
whatever the tagger said), the ``case`` arcs (a preposition and its noun stay together even
when the noun hangs off the wrong head), agreement (a first-person verb has the user as its
subject) and word order. Everything language-specific is data: the LanguageData fields of
``hotmem.lang.<code>`` (VERB_FORMS, COPULAS, NAME_VERBS, ... among them).

Limits: a pronoun that names someone from an earlier turn ("Il s'appelle Hugo" after "J'ai un
frère") gives no candidate here: only the session knows that "il" is the unnamed brother, and
a plain ``name`` fact would be wrong. Within one utterance ("j'ai une fille, elle s'appelle
Jade") the antecedent is found.

Layout: :mod:`.lexicon` compiles the language data once; :mod:`.context` holds the shared
constants and the per-utterance records; :mod:`.clauses` reads the utterance into clauses,
with :mod:`.verbs` (verb forms, tense, person), :mod:`.subjects` and :mod:`.flags` (negation,
hedging, hypotheticals, reported speech); :mod:`.names`, :mod:`.kinship` and
:mod:`.numbers` read words; :mod:`.copulas`, :mod:`.naming`, :mod:`.age`, :mod:`.objects`,
:mod:`.obliques` and :mod:`.favorites` turn clauses into candidates, with the noun phrases of
:mod:`.phrases`. This module runs them and filters the result.
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc

from hotmem.extraction.candidate import Candidate
from hotmem.extraction.ud.activities import activity_facts, plan_facts
from hotmem.extraction.ud.age import age_facts, noun_age_facts
from hotmem.extraction.ud.clauses import read_context
from hotmem.extraction.ud.clearnlp import to_ud
from hotmem.extraction.ud.complements import complement_facts
from hotmem.extraction.ud.context import SINGLE_PLACES, Clause, Ctx
from hotmem.extraction.ud.copulas import copula_facts, work_places
from hotmem.extraction.ud.experiencers import experiencer_facts
from hotmem.extraction.ud.fallbacks import fallback_facts
from hotmem.extraction.ud.favorites import favorite_facts
from hotmem.extraction.ud.kinship import (
    kin_of,
    kin_pronouns,
    mentioned_kin,
    named_kin_subjects,
    noun_phrase_facts,
)
from hotmem.extraction.ud.naming import naming_facts
from hotmem.extraction.ud.objects import described_kin, object_facts
from hotmem.extraction.ud.obliques import oblique_facts
from hotmem.extraction.ud.shallow import to_ud as shallow_to_ud
from hotmem.extraction.ud.statuses import status_facts
from hotmem.extraction.ud.subjects import shared_subjects
from hotmem.extraction.ud.words import read_words
from hotmem.lang.base import LanguageData

__all__ = ["extract"]


def extract(doc: Doc, lang: LanguageData) -> list[Candidate]:
    """Candidate facts of one parsed utterance (UD labels, or rebuilt as a UD tree).

    A parse labelled with another scheme (``LanguageData.dependency_labels``) is read as a
    UD tree; a blank pipeline's tokens get one from the rule-based parser.
    """
    if lang.dependency_labels == "clearnlp":
        words = to_ud(doc, lang)
    else:
        if _rule_parsed(lang):
            doc = shallow_to_ud(doc, lang)
        words = read_words(doc)
    return _read(read_context(doc, lang, words))


def _rule_parsed(lang: LanguageData) -> bool:
    """True for a language read by the rule-based parser (dependency labels "none")."""
    return lang.dependency_labels == "none"


def _read(ctx: Ctx) -> list[Candidate]:
    found: list[Candidate] = []
    for clause in ctx.clauses.values():
        found.extend(_clause_facts(ctx, clause))
    found.extend(oblique_facts(ctx))
    found.extend(favorite_facts(ctx))
    found.extend(plan_facts(ctx))
    for token, pos in zip(ctx.tokens, ctx.pos, strict=True):
        if pos in ("NOUN", "PROPN", "ADJ", "X", "VERB"):
            found.extend(noun_phrase_facts(ctx, token))
    found.extend(fallback_facts(ctx))
    found = named_kin_subjects(kin_pronouns(ctx, shared_subjects(ctx, found)))
    found.extend(mentioned_kin(ctx, found))
    found = described_kin(ctx, found)
    found = _prefer_names(_moves(ctx, found))
    return [_told(ctx, c) for c in found if not _dropped(ctx, c)]


def _told(ctx: Ctx, cand: Candidate) -> Candidate:
    """A clause told inside a question is embedded in it: the question does not take it.

    Before a question ("Sono vegetariana, cosa posso cucinare?") or a short tag ("Mi chiamo
    Anna, e tu?").
    """
    if (
        (cand.clause < 0 and not _rule_parsed(ctx.lang))
        or cand.embedded
        or _asked_by_word_order(ctx.lang)
    ):
        return cand
    start = ctx.sent_start[cand.anchor]
    if start not in ctx.questions:
        ctx.questions[start] = _question_shape(ctx, start)
    is_question, last_comma, short_tail, told_until = ctx.questions[start]
    told = cand.anchor < told_until or (short_tail and cand.anchor < last_comma)
    return replace(cand, embedded=True) if is_question and told else cand


def _dropped(ctx: Ctx, cand: Candidate) -> bool:
    if cand.relation in ("has", "owns") and cand.anchor in ctx.suppressed:
        return cand.pattern.endswith("_obj")  # "j'ai une fille, elle s'appelle Jade"
    return cand.clause >= 0 and not cand.embedded and _asked(ctx, cand.anchor)


def _asked(ctx: Ctx, index: int) -> bool:
    """True when the clause at ``index`` is what a question asks.

    Spanish and French yes/no questions keep the word order of a statement ("¿Mi hermana vive
    en Roma?", "Est-ce que ma sœur habite à Rome ?"), so the question mark is the only sign.
    A clause before a short tag ("..., tu sais ?") is told, not asked. A language whose
    questions invert (it lists question auxiliaries) shows the asked clause by its word order:
    the intent stage reads that, clause by clause.
    """
    if _asked_by_word_order(ctx.lang):
        return False
    start = ctx.sent_start[index]
    question = ctx.questions.get(start)
    if question is None:
        question = ctx.questions[start] = _question_shape(ctx, start)
    is_question, last_comma, short_tail, told_until = question
    return is_question and not (short_tail and last_comma > index) and index > told_until


def _asked_by_word_order(lang: LanguageData) -> bool:
    """True when the intent stage tells asked clauses by their word order.

    It reads a parse for that; a rule-based parse (dependency labels "none") is built here only,
    so its questions are read here, by their shape.
    """
    return bool(lang.question_aux) and not _rule_parsed(lang)


def _question_shape(ctx: Ctx, start: int) -> tuple[bool, int, bool, int]:
    """The question shape of a sentence.

    (is a question, index of its last comma or -1, that comma opens a short tag, index of the
    last comma a question word follows or -1: what comes before it is told).
    """
    doc = ctx.tokens
    end = ctx.sent_end[start]
    if doc[end - 1].text != "?" and doc[start].text != "¿":
        return False, -1, False, -1
    commas = [t.i for t in doc[start:end] if t.text == ","]
    if not commas:
        return True, -1, False, -1
    tail = [t for t in doc[commas[-1] + 1 : end] if not t.is_punct]
    asked = [c for c in commas if _question_opens(ctx, c + 1, end)]
    return True, commas[-1], len(tail) <= 3, asked[-1] if asked else -1


def _question_opens(ctx: Ctx, i: int, end: int) -> bool:
    """A question word at ``i``, or an article and a relative pronoun ("o que": what)."""
    doc, lang = ctx.tokens, ctx.lang
    if doc[i].lower_ in lang.question_words:
        return True
    return (
        i + 1 < end
        and doc[i].lower_ in lang.determiners
        and doc[i + 1].lower_ in lang.relative_pronouns
    )


def _clause_facts(ctx: Ctx, clause: Clause) -> list[Candidate]:
    status = status_facts(ctx, clause)
    if status and not clause.copular:
        return status
    if clause.copular:
        out = status or age_facts(ctx, clause) or copula_facts(ctx, clause)
        if not any(c.relation == "age" for c in out):
            out += noun_age_facts(ctx, clause)  # "sou uma menina de vinte e dois anos"
        for pred in _conjoined_predicates(ctx, clause):  # "ich bin 19 und azubi"
            part = replace(clause, pred=pred)  # "ich bin 42 und verheiratet": a status too
            out += status_facts(ctx, part) or age_facts(ctx, part) or copula_facts(ctx, part)
        return out
    out = naming_facts(ctx, clause)
    if out:
        return out
    age = age_facts(ctx, clause)
    objects = object_facts(ctx, clause, skip_age=bool(age))
    if clause.subject is not None and any(c.pattern == "attribute_obj" for c in objects):
        objects += work_places(ctx, clause, clause.subject)  # "faccio l'infermiera al policlinico"
    return (
        age
        + objects
        + complement_facts(ctx, clause)
        + experiencer_facts(ctx, clause)
        + activity_facts(ctx, clause)
    )


# Dependents that make a conjoined word a phrase of its own, not a bare predicate.
_OWN_WORDS = frozenset({"cop", "nsubj", "case", "det", "nmod:poss", "compound"})


def _conjoined_predicates(ctx: Ctx, clause: Clause) -> list:
    """Bare nouns and numbers joined to a copula's predicate: more predicates of its subject.

    "ich bin 19 und azubi", "soy profesora y madre": no copula nor subject of their own.
    """
    return [
        c
        for c in ctx.children[clause.pred.i]
        if c.dep_ in ("conj", "orphan")
        and c.i > clause.pred.i
        # a trait whatever its tag: "je suis gaucher et daltonien"
        and (ctx.pos[c.i] in ("NOUN", "NUM") or ctx.lower[c.i] in ctx.lang.traits)
        and ctx.lower[c.i - 1] in ctx.lang.number_joiners  # right after "and" ("y", "und")
        and not any(k.dep_ in _OWN_WORDS for k in ctx.children[c.i])
        and kin_of(ctx, c) is None  # "und meine mutter lehrerin": a relative's own role
    ]


def _prefer_names(found: list[Candidate]) -> list[Candidate]:
    """Of a clause's values for one place relation, keep the names.

    "On habite dans un petit appartement à Lyon": the city, not the flat.
    """
    named = {
        (c.clause, c.subject, c.relation)
        for c in found
        if c.relation in SINGLE_PLACES and c.object.kind == "name" and not c.negated
    }
    return [
        c
        for c in found
        if not (
            (c.clause, c.subject, c.relation) in named and c.object.kind != "name" and not c.negated
        )
    ]


def _moves(ctx: Ctx, found: list[Candidate]) -> list[Candidate]:
    """An origin and a destination in one clause make a move ("me vine de X a Y")."""
    movers = {c.clause for c in found if c.relation == "moved_to" and c.clause >= 0}
    if not movers:
        return found
    out = []
    for cand in found:
        clause = ctx.clauses.get(cand.clause)
        if (
            cand.relation in ("born_in", "from")
            and cand.clause in movers
            and clause is not None
            and not clause.copular
        ):
            cand = Candidate(
                cand.subject,
                "moved_from",
                cand.object,
                negated=cand.negated,
                hedged=cand.hedged,
                blocked=cand.blocked,
                clause=cand.clause,
                anchor=cand.anchor,
                embedded=cand.embedded,
                qualifiers=cand.qualifiers,
                pattern="from_to",
            )
        out.append(cand)
    return out
