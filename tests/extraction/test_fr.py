"""French extraction: UD patterns on fr_core_news_sm, and the fallbacks for its mis-tags.

The tables run whole utterances through :func:`hotmem.extraction.extract` (real model);
most sentences are not in the gold set, so they check that the rules generalise. The
hand-built ``Doc`` tests pin the recovery of verbs the small model mis-tags or mis-lemmatises.
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

LANG = "fr"


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
    (
        "Je m'appelle Pierre et je suis ingénieur.",
        {("you", "name", "pierre"), ("you", "is", "ingénieur")},
    ),
    (
        "je m'appelle julie et j'habite à lyon",
        {("you", "name", "julie"), ("you", "lives_in", "lyon")},
    ),
    ("J'ai vingt-deux ans.", {("you", "age", "22")}),
    ("J'ai quatre-vingt-un ans.", {("you", "age", "81")}),
    ("J'ai soixante-dix ans.", {("you", "age", "70")}),
    ("Je suis mariée.", {("you", "is", "mariée")}),
    ("Je suis fatiguée.", set()),
    (
        "Je travaille comme prof dans un lycée.",
        {("you", "is", "prof"), ("you", "works_at", "lycée")},
    ),
    ("Ma couleur préférée est le rouge.", {("you", "favorite_color", "rouge")}),
    ("Mon film préféré, c'est Titanic.", {("you", "favorite_movie", "titanic")}),
    # residence, work, origin, moves, trips
    ("J'habite à Marseille avec mon copain.", {("you", "lives_in", "marseille")}),
    (
        "Je suis né à Lyon mais j'habite à Paris.",
        {("you", "born_in", "lyon"), ("you", "lives_in", "paris")},
    ),
    ("Je vis à Genève depuis 2010.", {("you", "lives_in", "genève")}),
    ("On habite dans un petit appartement à Lyon.", {("you", "lives_in", "lyon")}),
    ("Ça fait trois ans que j'habite à Lille.", {("you", "lives_in", "lille")}),
    ("Je travaille à la mairie.", {("you", "works_at", "mairie")}),
    ("J'ai déménagé à Londres il y a deux ans.", {("you", "moved_to", "londres")}),
    ("Je viens de déménager à Grenoble.", {("you", "moved_to", "grenoble")}),
    ("On est allés à Rome l'été dernier.", {("you", "went_to", "rome")}),
    ("Ma sœur et moi sommes allées à Rome.", {("you", "went_to", "rome")}),
    ("J'ai couru le marathon de Paris.", {("you", "participated_in", "marathon de paris")}),
    ("Mon copain vient d'Italie.", {("boyfriend", "born_in", "italie")}),
    ("Ma sœur travaille chez Google depuis trois ans.", {("sister", "works_at", "google")}),
    ("Je conduis une Clio.", {("you", "owns", "clio")}),
    # kinship, pets, friends
    ("J'ai un chien qui s'appelle Max.", {("you", "dog", "max")}),
    ("J'ai une sœur. Elle s'appelle Emma.", {("you", "sister", "emma")}),
    (
        "Ma mère s'appelle Sylvie et elle habite à Nice.",
        {("you", "mother", "sylvie"), ("sylvie", "lives_in", "nice")},
    ),
    ("Ma fille Julie a dix ans.", {("you", "daughter", "julie"), ("julie", "age", "10")}),
    ("Mon chien Filou a trois ans.", {("you", "dog", "filou"), ("filou", "age", "3")}),
    ("Mon meilleur ami s'appelle Louis.", {("you", "friend_of", "louis")}),
    ("Louis est mon cousin.", {("you", "cousin", "louis")}),
    ("Ma petite sœur s'appelle Inès.", {("you", "sister", "inès")}),
    ("Ma copine Léa est infirmière.", {("you", "girlfriend", "léa"), ("léa", "is", "infirmière")}),
    (
        "Mon fils s'appelle Lucas et il a cinq ans.",
        {("you", "son", "lucas"), ("lucas", "age", "5")},
    ),
    # possession
    ("J'ai trente ans et deux enfants.", {("you", "age", "30"), ("you", "has", "enfants")}),
    ("J'ai trois enfants : Léo, Emma et Jules.", {("you", "has", "enfants")}),
    ("J'ai faim.", set()),
    ("J'ai besoin d'une voiture.", set()),
    ("Il y a un chat chez moi.", set()),
    # several subjects
    (
        "Je travaille chez Google et ma femme chez Amazon.",
        {("you", "works_at", "google"), ("wife", "works_at", "amazon")},
    ),
    ("Mes parents habitent à Nice.", set()),  # no single relative
    # gold-set regressions
    ("Moi c'est Inès.", {("you", "name", "inès")}),
    ("Mon grand-père a quatre-vingt-douze ans.", {("grandfather", "age", "92")}),
    (
        "Bah j'ai quitté Paris pour m'installer à Annecy.",
        {("you", "moved_from", "paris"), ("you", "moved_to", "annecy")},
    ),
    ("Karim et Julien sont potes depuis le lycée.", {("karim", "friend_of", "julien")}),
]


@pytest.mark.parametrize(("text", "expected"), FACTS)
def test_facts(text: str, expected: set[tuple[str, str, str]]) -> None:
    assert _asserted(_run(text)) == expected


# --- traps: nothing asserted ------------------------------------------------------------------

NOT_ASSERTED = [
    ("Si j'avais de l'argent, j'achèterais une maison.", intents.HYPOTHETICAL),
    ("Je voudrais habiter au Japon un jour.", intents.HYPOTHETICAL),
    ("J'aimerais travailler chez Apple.", intents.HYPOTHETICAL),
    ("Je vais déménager à Lyon le mois prochain.", intents.HYPOTHETICAL),
    ("Je vais à la plage demain.", intents.HYPOTHETICAL),
    ("Je crois que je vais déménager à Lille.", intents.HYPOTHETICAL),
    ("Ma sœur dit qu'elle habite à Rome.", intents.FACT_STATEMENT),
    ("Avant, j'habitais à Bordeaux.", intents.FACT_STATEMENT),
    ("Où travaille ma sœur ?", intents.PURE_QUESTION),
    ("Est-ce que ma sœur habite à Rome ?", intents.PURE_QUESTION),
]


@pytest.mark.parametrize(("text", "intent"), NOT_ASSERTED)
def test_nothing_asserted(text: str, intent: str) -> None:
    result = _run(text)
    assert _asserted(result) == set()
    assert result.intent == intent


def test_hedged_fact_is_not_asserted() -> None:
    result = _run("Je pense que mon patron habite à Lille.")
    assert _asserted(result) == set()
    assert ("boss", "lives_in", "lille") in {t.key for t in result.facts if t.hedged}


@pytest.mark.parametrize(
    ("text", "asserted", "denied"),
    [
        ("Je n'ai pas de frère.", set(), {("you", "has", "frère")}),
        ("Je ne travaille plus chez Total.", set(), {("you", "works_at", "total")}),
        ("Je n'ai jamais habité à Paris.", set(), {("you", "lives_in", "paris")}),
        ("J'ai arrêté de travailler chez Carrefour.", set(), {("you", "works_at", "carrefour")}),
        (
            "Je m'appelle pas Pierre, je m'appelle Paul.",
            {("you", "name", "paul")},
            {("you", "name", "pierre")},
        ),
        (
            "Je ne suis pas de Paris, je suis de Lyon.",
            {("you", "born_in", "lyon")},
            {("you", "born_in", "paris")},
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
            ("J'ai un fils qui s'appelle Noé.",),
            "Il a quatre ans.",
            intents.FACT_STATEMENT,
            {("noé", "age", "4")},
        ),
        (
            ("J'habite à Paris.",),
            "Pardon, j'habite à Lyon.",
            intents.CORRECTION,
            {("you", "lives_in", "lyon")},
        ),
        (
            (),
            "Je travaille chez Orange depuis 2015 et j'habite à Rennes.",
            intents.MULTIPLE_FACTS,
            {("you", "works_at", "orange"), ("you", "lives_in", "rennes")},
        ),
        (
            (),
            "Tu savais que mon père est né en Algérie ?",
            intents.QUESTION_WITH_FACT,
            {("father", "born_in", "algérie")},
        ),
        (
            (),
            "Rappelle-toi que ma sœur s'appelle Julie.",
            intents.COMMAND,
            {("you", "sister", "julie")},
        ),
        ((), "Ok, merci, à plus.", intents.REACTION, set()),
        ((), "Qu'est-ce que tu sais de moi ?", intents.COMMAND, set()),
    ],
)
def test_turns(context: tuple[str, ...], text: str, intent: str, expected: set) -> None:
    result = _run(text, context)
    assert result.intent == intent
    assert _asserted(result) == expected


def test_forget_command_lists_the_fact_to_forget() -> None:
    result = _run("Oublie que j'habite à Paris.")
    assert result.intent == intents.COMMAND
    assert ("you", "lives_in", "paris") in {t.key for t in result.forget}
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


def test_verb_tagged_as_noun_and_lemmatised_as_voir() -> None:
    doc = _doc(
        [
            ("Il", "PRON", "nsubj", 1, "il", "Gender=Masc|Number=Sing|Person=3"),
            ("vit", "NOUN", "ROOT", 1, "voir", "Gender=Masc|Number=Sing"),
            ("à", "ADP", "case", 3, "à", ""),
            ("Lyon", "PROPN", "obl:arg", 1, "Lyon", ""),
            (".", "PUNCT", "punct", 1, ".", ""),
        ]
    )
    assert _candidates(doc) == {("il", "lives_in", "lyon"): (False, False)}


def test_verb_tagged_as_adjective_after_its_subject() -> None:
    doc = _doc(
        [
            ("Mon", "DET", "det", 1, "mon", "Number=Sing|Poss=Yes"),
            ("mari", "NOUN", "nsubj", 2, "mari", "Gender=Masc|Number=Sing"),
            ("travaille", "ADJ", "ROOT", 2, "travaill", "Number=Sing"),
            ("chez", "ADP", "case", 4, "chez", ""),
            ("Airbus", "PROPN", "obl:mod", 2, "Airbus", ""),
            (".", "PUNCT", "punct", 2, ".", ""),
        ]
    )
    assert _candidates(doc) == {("husband", "works_at", "airbus"): (False, False)}


def test_imperfect_tagged_as_present_is_still_past_habitual() -> None:
    doc = _doc(
        [
            ("Je", "PRON", "nsubj", 1, "je", "Number=Sing|Person=1"),
            ("bossais", "VERB", "ROOT", 1, "bosser", "Mood=Ind|Person=1|Tense=Pres|VerbForm=Fin"),
            ("chez", "ADP", "case", 3, "chez", ""),
            ("Carrefour", "PROPN", "obl:mod", 1, "Carrefour", ""),
        ]
    )
    assert _candidates(doc) == {("you", "works_at", "carrefour"): (False, True)}


def test_conditional_parsed_as_adverb_still_blocks_its_infinitive() -> None:
    doc = _doc(
        [
            ("J'", "PRON", "nsubj", 2, "je", "Number=Sing|Person=1"),
            ("aimerais", "VERB", "advmod", 2, "aimer", "Mood=Ind|Person=1|Tense=Imp|VerbForm=Fin"),
            ("travailler", "VERB", "ROOT", 2, "travailler", "VerbForm=Inf"),
            ("chez", "ADP", "case", 4, "chez", ""),
            ("Apple", "NOUN", "obl:mod", 2, "apple", ""),
        ]
    )
    assert _candidates(doc)[("you", "works_at", "apple")] == (False, True)


def test_negation_after_the_verb_without_ne() -> None:
    doc = _doc(
        [
            ("Je", "PRON", "nsubj", 1, "je", "Number=Sing|Person=1"),
            ("travaille", "VERB", "ROOT", 1, "travailler", "Person=1|Tense=Pres|VerbForm=Fin"),
            ("plus", "ADV", "obj", 1, "plus", ""),
            ("chez", "ADP", "case", 4, "chez", ""),
            ("Orange", "PROPN", "obl:arg", 1, "Orange", ""),
        ]
    )
    assert _candidates(doc) == {("you", "works_at", "orange"): (True, False)}


# --- language data -------------------------------------------------------------------------


def test_language_data_maps_onto_the_canonical_taxonomy() -> None:
    data = get_language(LANG)
    assert set(data.kinship.values()) <= CANONICAL_KIN
    assert set(data.pets.values()) <= CANONICAL_PETS
    assert set(data.kin_names) <= CANONICAL_KIN | CANONICAL_PETS
    assert set(data.bullet_templates) == set(get_language("en").bullet_templates)
    assert all(thing.isascii() and thing.islower() for thing in data.favorite_things.values())
    assert data.verb_relations[("habiter", "à")] == "lives_in"
    assert data.verb_relations[("aller", "au")] == "went_to"  # contractions are keys too
