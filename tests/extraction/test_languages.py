"""Extraction in every non-English language, one test function per kind of case.

The rows live in ``cases/<lang>.py`` (pure data, the same table names and row shapes for every
language, described in ``cases/__init__.py``); each test here runs over the rows of all of them,
with ids ``<lang>-<text>``. Whole utterances go through :func:`hotmem.extraction.extract` with
the language's real reader. Tests that only make sense for one language (the hand-built parses
of the UD fallbacks) stay in ``test_<lang>.py``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

import pytest
from cases import LANGUAGES, TABLES

from hotmem import Fact
from hotmem import intent as intents
from hotmem.analysis import analyse
from hotmem.extraction import extract
from hotmem.injection import bullet
from hotmem.lang import get_language
from hotmem.relations import KIN as CANONICAL_KIN
from hotmem.relations import PETS as CANONICAL_PETS
from hotmem.session import SessionState
from hotmem.text import normalize_entity, parse_number

Key = tuple[str, str, str]


def _rows(table: str, name: Callable[..., str] = lambda text, *_: text) -> list[Any]:
    """One ``pytest.param(lang, *row)`` per row of ``table`` in every language."""
    return [
        pytest.param(lang, *row, id=f"{lang}-{name(*row)}")
        for lang, module in LANGUAGES.items()
        for row in getattr(module, table)
    ]


def _values(table: str, name: Callable[[Any], str] = str) -> list[Any]:
    """One ``pytest.param(lang, value)`` per value of ``table`` (rows of a single field)."""
    return [
        pytest.param(lang, value, id=f"{lang}-{name(value)}")
        for lang, module in LANGUAGES.items()
        for value in getattr(module, table)
    ]


def _languages() -> list[Any]:
    return [pytest.param(lang, id=lang) for lang in LANGUAGES]


def _words(words: list[str], *_: object) -> str:
    return " ".join(words)


def _run(lang: str, text: str, context: tuple[str, ...] = ()):
    state = SessionState("u", "s")
    for earlier in context:
        extract(analyse(earlier, lang), state)
    return extract(analyse(text, lang), state)


def _asserted(result) -> set[Key]:
    return {t.key for t in result.facts if t.confidence >= 0.5}


# --- utterances ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "text", "expected"), _rows("FACTS"))
def test_facts(lang: str, text: str, expected: set[Key]) -> None:
    assert _asserted(_run(lang, text)) == expected


@pytest.mark.parametrize(("lang", "text", "expected"), _rows("MULTI"))
def test_multiple_facts(lang: str, text: str, expected: set[Key]) -> None:
    result = _run(lang, text)
    assert _asserted(result) == expected
    assert result.intent == intents.MULTIPLE_FACTS


@pytest.mark.parametrize(("lang", "text", "asserted", "denied"), _rows("NEGATED"))
def test_negation(lang: str, text: str, asserted: set[Key], denied: set[Key]) -> None:
    result = _run(lang, text)
    assert _asserted(result) == asserted
    assert {t.key for t in result.negated} == denied
    # a self-repair with an explicit marker ("laura digo lorena") is a correction (GOLD_FORMAT)
    words = text.lower().replace(",", " ").split()
    markers = get_language(lang).correction_markers
    repaired = any(tuple(words[i : i + len(m)]) == m for m in markers for i in range(len(words)))
    assert result.intent == (intents.CORRECTION if repaired else intents.FACT_STATEMENT)


@pytest.mark.parametrize(("lang", "text", "intent"), _rows("NOTHING"))
def test_nothing_asserted(lang: str, text: str, intent: str | None) -> None:
    result = _run(lang, text)
    assert _asserted(result) == set()
    if intent is not None:
        assert result.intent == intent


@pytest.mark.parametrize(
    ("lang", "text", "trap"), _rows("MUST_NOT", lambda text, trap: f"{text}-not {' '.join(trap)}")
)
def test_must_not(lang: str, text: str, trap: Key) -> None:
    assert trap not in _asserted(_run(lang, text))


@pytest.mark.parametrize(
    ("lang", "context", "text", "expected", "intent"),
    _rows("TURNS", lambda context, text, *_: " / ".join((*context, text))),
)
def test_context_and_intent(
    lang: str, context: tuple[str, ...], text: str, expected: set[Key], intent: str
) -> None:
    result = _run(lang, text, context)
    assert _asserted(result) == expected
    assert result.intent == intent


@pytest.mark.parametrize(("lang", "text", "hedged"), _rows("HEDGED"))
def test_hedged_fact_is_not_asserted(lang: str, text: str, hedged: set[Key]) -> None:
    result = _run(lang, text)
    assert result.facts
    assert _asserted(result) == set()
    assert hedged <= {t.key for t in result.facts if t.hedged}


@pytest.mark.parametrize(("lang", "text", "forgotten"), _rows("FORGET"))
def test_forget_command_retracts_instead_of_asserting(
    lang: str, text: str, forgotten: set[Key]
) -> None:
    result = _run(lang, text)
    assert result.intent == intents.COMMAND
    assert not result.facts
    assert {t.key for t in result.forget} == forgotten


# --- language data ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", _languages())
def test_case_tables_have_one_shape(lang: str) -> None:
    public = {name for name in vars(LANGUAGES[lang]) if name.isupper()}
    assert public == set(TABLES)


@pytest.mark.parametrize("lang", _languages())
def test_language_data_loads(lang: str) -> None:
    data = get_language(lang)
    assert data.code == lang
    assert data.dependency_labels == LANGUAGES[lang].DEPENDENCY_LABELS
    # a model is loaded unless there is none to load (a rule-based parse)
    assert (data.models == ()) == (data.dependency_labels == "none")


@pytest.mark.parametrize("lang", _languages())
def test_language_data_maps_onto_the_canonical_taxonomy(lang: str) -> None:
    data = get_language(lang)
    assert set(data.kinship.values()) <= CANONICAL_KIN
    assert set(data.pets.values()) <= CANONICAL_PETS
    assert set(data.kin_names) <= CANONICAL_KIN | CANONICAL_PETS
    assert all(thing.isascii() and thing.islower() for thing in data.favorite_things.values())


@pytest.mark.parametrize("lang", _languages())
def test_bullet_templates_match_english_keys(lang: str) -> None:
    assert set(get_language(lang).bullet_templates) == set(get_language("en").bullet_templates)


@pytest.mark.parametrize(("lang", "field"), _values("COMPLETE_KIN_TABLES"))
def test_kin_names_cover_canonical_nouns(lang: str, field: str) -> None:
    assert set(getattr(get_language(lang), field)) >= CANONICAL_KIN | CANONICAL_PETS


@pytest.mark.parametrize(
    ("lang", "verb", "preposition", "relation"),
    _rows("VERB_RELATIONS", lambda verb, preposition, _: f"{verb} {preposition}"),
)
def test_verb_relations(lang: str, verb: str, preposition: str, relation: str | None) -> None:
    relations = get_language(lang).verb_relations
    if relation is None:
        assert (verb, preposition) not in relations
    else:
        assert relations[(verb, preposition)] == relation


@pytest.mark.parametrize(("lang", "marker"), _values("REMEMBER_MARKERS", " ".join))
def test_remember_markers(lang: str, marker: tuple[str, ...]) -> None:
    assert marker in get_language(lang).remember_markers


@pytest.mark.parametrize(("lang", "words", "value"), _rows("NUMBER_WORDS", _words))
def test_number_words(lang: str, words: list[str], value: int) -> None:
    assert parse_number(words, get_language(lang)) == value


@pytest.mark.parametrize(("lang", "words", "entity"), _rows("NORMALIZED", _words))
def test_normalisation_drops_determiners_and_contractions(
    lang: str, words: list[str], entity: str
) -> None:
    assert normalize_entity(words, get_language(lang)) == entity


@pytest.mark.parametrize(("lang", "word"), _values("NOT_STOP_WORDS"))
def test_names_are_not_stop_words(lang: str, word: str) -> None:
    assert word not in get_language(lang).stop_words


def _verb_forms(lang: str) -> dict[str, tuple[str, str, str]]:
    return importlib.import_module(f"hotmem.lang.{lang}").VERB_FORMS


@pytest.mark.parametrize(("lang", "form", "reading"), _rows("VERB_FORMS"))
def test_verb_forms_carry_person_and_tense(
    lang: str, form: str, reading: tuple[str | None, str | None, str | None]
) -> None:
    got = _verb_forms(lang)[form]
    for field, (value, expected) in enumerate(zip(got, reading, strict=True)):
        if expected is not None:
            assert value == expected, f"field {field} of {form!r}"


@pytest.mark.parametrize(("lang", "word"), _values("NOT_VERB_FORMS"))
def test_not_verb_forms(lang: str, word: str) -> None:
    assert word not in _verb_forms(lang)


@pytest.mark.parametrize(
    ("lang", "triple", "text"), _rows("BULLETS", lambda triple, text: text.removeprefix("• "))
)
def test_bullet_wording(lang: str, triple: Key, text: str) -> None:
    assert bullet(Fact(*triple, lang=lang)) == text
