"""Per-language case tables for tests/extraction/test_languages.py: pure data, one module each.

Every module exports the same table names with the same row shapes (an empty list when a
language has no case of that kind); ``test_languages.py`` holds each test function once and
runs it over the rows of every language. A triple is ``(subject, relation, object)``; "asserted"
means a fact of confidence >= 0.5.

Utterances:
    FACTS: ``(text, asserted)`` -- exactly these facts are asserted.
    MULTI: ``(text, asserted)`` -- exactly these, and the turn is MULTIPLE_FACTS.
    NEGATED: ``(text, asserted, denied)`` -- exactly these asserted and these negated, and the
        turn is FACT_STATEMENT.
    NOTHING: ``(text, intent)`` -- nothing asserted; the turn gets ``intent`` (unless None).
    MUST_NOT: ``(text, trap)`` -- whatever else comes out, ``trap`` is not asserted.
    TURNS: ``(context, text, asserted, intent)`` -- after the ``context`` turns of the same
        session, ``text`` asserts exactly these and gets ``intent``.
    HEDGED: ``(text, hedged)`` -- nothing asserted, and these facts come out hedged.
    FORGET: ``(text, forgotten)`` -- a COMMAND with no facts at all that lists exactly these
        facts to forget.

Language data:
    DEPENDENCY_LABELS: ``"ud"`` (a spaCy UD model) or ``"none"`` (the shallow parse, no model).
    VERB_RELATIONS: ``(verb, preposition, relation)`` -- ``relation`` None: not a key.
    REMEMBER_MARKERS: word tuples that are remember markers.
    COMPLETE_KIN_TABLES: fields whose keys cover every canonical kin and pet noun.
    NUMBER_WORDS: ``(words, value)`` read by ``parse_number``.
    NORMALIZED: ``(words, entity)`` from ``normalize_entity``.
    NOT_STOP_WORDS: words that must not be stop words.
    VERB_FORMS: ``(form, (lemma, person, tense))`` in the language's ``VERB_FORMS`` table; a
        None field is not checked.
    NOT_VERB_FORMS: words that are not verb forms.
    BULLETS: ``(triple, bullet)`` -- the bullet a fact is injected as.
"""

from __future__ import annotations

from types import ModuleType

from . import de, es, fr, it, pt

LANGUAGES: dict[str, ModuleType] = {"de": de, "es": es, "fr": fr, "it": it, "pt": pt}

TABLES = (
    "FACTS",
    "MULTI",
    "NEGATED",
    "NOTHING",
    "MUST_NOT",
    "TURNS",
    "HEDGED",
    "FORGET",
    "DEPENDENCY_LABELS",
    "VERB_RELATIONS",
    "REMEMBER_MARKERS",
    "COMPLETE_KIN_TABLES",
    "NUMBER_WORDS",
    "NORMALIZED",
    "NOT_STOP_WORDS",
    "VERB_FORMS",
    "NOT_VERB_FORMS",
    "BULLETS",
)
