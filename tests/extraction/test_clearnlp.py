"""The English model's ClearNLP-labelled parses, rebuilt as UD trees for the UD reader."""

import pytest

from hotmem import nlp
from hotmem.extraction.ud.clearnlp import to_ud
from hotmem.lang import get_language

EN = get_language("en")


def tree(text):
    doc = nlp.parse(text, "en")
    ud = to_ud(doc, EN).words
    assert [t.text for t in ud] == [t.text for t in doc]  # same tokens, same indices
    assert [t.lemma_ for t in ud] == [t.lemma_ for t in doc]
    assert [t.tag_ for t in ud] == [t.tag_ for t in doc]
    assert [str(t.morph) for t in ud] == [str(t.morph) for t in doc]
    return {t.text: (t.dep_, t.head.text) for t in ud}


def test_english_reads_ud_trees():
    assert EN.dependency_labels == "clearnlp"


@pytest.mark.parametrize(
    ("text", "arcs"),
    [
        # The copula's predicate heads the clause and takes its dependents.
        (
            "I am a teacher.",
            {
                "teacher": ("ROOT", "teacher"),
                "am": ("cop", "teacher"),
                "I": ("nsubj", "teacher"),
                ".": ("punct", "teacher"),
            },
        ),
        ("I'm vegetarian.", {"vegetarian": ("ROOT", "vegetarian"), "'m": ("cop", "vegetarian")}),
        # A preposition's object takes its place: obl under a verb, nmod under a noun.
        ("I live in Paris.", {"Paris": ("obl", "live"), "in": ("case", "Paris")}),
        (
            "I'm a nurse at Mercy Hospital.",
            {"Hospital": ("nmod", "nurse"), "at": ("case", "Hospital")},
        ),
        # A copula without a predicate noun keeps its obliques ("I'm from Ohio").
        ("I'm from Ohio.", {"Ohio": ("obl", "'m"), "from": ("case", "Ohio")}),
        # An existential keeps its verb; the noun is its subject.
        (
            "There is a dog.",
            {"is": ("ROOT", "is"), "dog": ("nsubj", "is"), "There": ("expl", "is")},
        ),
        (
            "I was employed by Google.",
            {
                "I": ("nsubj:pass", "employed"),
                "was": ("aux:pass", "employed"),
                "Google": ("obl", "employed"),
                "by": ("case", "Google"),
            },
        ),
        ("I don't have a car.", {"car": ("obj", "have"), "n't": ("advmod", "have")}),
        ("My dog is old.", {"My": ("nmod:poss", "dog")}),
        # A coordinated preposition: its object is a conjunct of the first one's.
        (
            "I lived in Paris and in London.",
            {"London": ("conj", "Paris"), "Paris": ("obl", "lived")},
        ),
        # A gerund after a preposition: the verb's complement, the preposition its mark.
        (
            "I'm thinking about moving to Spain.",
            {
                "moving": ("xcomp", "thinking"),
                "about": ("mark", "moving"),
                "Spain": ("obl", "moving"),
            },
        ),
        # A kin noun the parse made a compound of the lowercase name after it heads it.
        (
            "our son tyler is uh twelve",
            {"son": ("nsubj", "twelve"), "tyler": ("appos", "son"), "our": ("nmod:poss", "son")},
        ),
        # An activity noun read as an infinitive after "do" is its object.
        ("he does crossfit", {"does": ("ROOT", "does"), "crossfit": ("obj", "does")}),
        # A possessed phrase coordinated with an object is the subjectless next verb's subject.
        (
            "my wife priya works at google and her brother sanjay lives in austin",
            {"brother": ("nsubj", "lives"), "and": ("cc", "lives"), "lives": ("conj", "works")},
        ),
        # A lowercase name read as an infinitive after a verb taking "to" as a relation.
        (
            "i switched to aker bp",
            {"to": ("case", "aker"), "aker": ("obl", "switched")},
        ),
    ],
)
def test_clearnlp_parse_becomes_a_ud_tree(english, text, arcs):
    found = tree(text)
    for word, arc in arcs.items():
        assert found[word] == arc, word


def test_the_parse_itself_is_left_as_it_was():
    doc = nlp.parse("I am a teacher and I live in Paris.", "en")
    before = [(t.dep_, t.head.i) for t in doc]
    to_ud(doc, EN)
    assert [(t.dep_, t.head.i) for t in doc] == before


def test_a_vocabulary_that_never_saw_a_ud_label():
    # The UD labels are read whichever pipeline made the doc.
    import spacy
    from spacy.tokens import Doc

    vocab = spacy.blank("en").vocab
    doc = Doc(
        vocab,
        words=["I", "live", "in", "Paris"],
        heads=[1, 1, 1, 2],
        deps=["nsubj", "ROOT", "prep", "pobj"],
        pos=["PRON", "VERB", "ADP", "PROPN"],
        lemmas=["I", "live", "in", "Paris"],
    )
    ud = to_ud(doc, EN).words
    assert [(t.dep_, t.head.text) for t in ud] == [
        ("nsubj", "live"),
        ("ROOT", "live"),
        ("case", "Paris"),
        ("obl", "live"),
    ]
