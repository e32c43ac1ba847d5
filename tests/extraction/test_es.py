"""Spanish extraction: the fallbacks for the mis-tags of es_core_news_sm, on hand-built parses.

The shared utterance tables (facts, negation, traps, turns, language data...) are in
``cases/es.py``, run by ``test_languages.py``. Here each ``Doc`` is built by hand, so the tests
pin the recovery of first-person verbs the small model mis-tags, whatever the model of the
day parses.
"""

from __future__ import annotations

from handbuilt import Row, candidates, parsed
from spacy.tokens import Doc

LANG = "es"


def _doc(rows: list[Row]) -> Doc:
    return parsed(LANG, rows)


def _candidates(doc: Doc) -> dict[tuple[str, str, str], tuple[bool, bool]]:
    return candidates(LANG, doc)


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
    # The imperfect is a past residence, not a blocked current one (1st or 3rd person).
    assert _candidates(lived)[("1s3sg", "lived_in", "lisboa")] == (False, False)


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


def test_tag_repair_leaves_the_parse_as_it_came() -> None:
    # "pádel" tagged a finite verb after its preposition is read as a noun, and "derecho",
    # the recovered verb's adjective, as its object; the parse keeps the parser's tags.
    doc = _doc(
        [
            ("juego", "VERB", "ROOT", 0, "jugar", "Mood=Ind|Number=Sing|Person=1|Tense=Pres"),
            ("al", "ADP", "case", 2, "al", ""),
            ("pádel", "VERB", "obl", 0, "pádel", "VerbForm=Fin|Person=3"),
            ("y", "CCONJ", "cc", 4, "y", ""),
            ("estudio", "NOUN", "conj", 0, "estudio", ""),
            ("derecho", "ADJ", "amod", 4, "derecho", ""),
        ]
    )
    before = [(t.pos_, t.dep_) for t in doc]
    found = _candidates(doc)
    assert ("you", "plays", "pádel") in found
    assert ("you", "studies", "derecho") in found
    assert [(t.pos_, t.dep_) for t in doc] == before
    assert _candidates(doc) == found  # reading it again gives the same facts
