"""Token attributes read as arrays (hotmem.nlp): the same values as the Token properties."""

import spacy
from spacy.attrs import DEP, IS_PUNCT, IS_SPACE, LEMMA, LOWER, MORPH, POS

from hotmem import nlp

TEXT = "Um, I don't live in Paris anymore.  My sister Ana does!"


def test_token_strings_match_the_token_properties(english):
    doc = nlp.parse(TEXT, "en")
    lower, dep, pos, lemma, morph = nlp.token_strings(doc, [LOWER, DEP, POS, LEMMA, MORPH])
    assert lower == [t.lower_ for t in doc]
    assert dep == [t.dep_ for t in doc]
    assert pos == [t.pos_ for t in doc]
    assert lemma == [t.lemma_ for t in doc]
    # The array holds the morphology's hash: an empty one reads as spaCy's "_".
    assert morph == [str(t.morph) or "_" for t in doc]


def test_head_indices_and_flags_match_the_tokens(english):
    doc = nlp.parse(TEXT, "en")
    assert nlp.head_indices(doc) == [t.head.i for t in doc]
    punct, space = nlp.token_flags(doc, [IS_PUNCT, IS_SPACE])
    assert punct == [t.is_punct for t in doc]
    assert space == [t.is_space for t in doc]
    assert True in punct and True in space


def test_one_attribute_and_an_empty_doc():
    blank = spacy.blank("en")
    assert nlp.token_strings(blank("Hello there"), [LOWER]) == [["hello", "there"]]
    assert nlp.token_strings(blank(""), [LOWER, POS]) == [[], []]
    assert nlp.head_indices(blank("")) == []
    assert nlp.token_flags(blank(""), [IS_PUNCT]) == [[]]


def test_the_string_cache_stays_bounded(monkeypatch):
    monkeypatch.setattr(nlp, "_STRINGS_KEPT", 8)
    monkeypatch.setattr(nlp, "_STRINGS", {})
    blank = spacy.blank("en")
    words = [f"word{i}" for i in range(50)]
    assert nlp.token_strings(blank(" ".join(words)), [LOWER]) == [words]
    assert len(nlp._STRINGS) <= 8
