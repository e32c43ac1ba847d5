"""The UD reader's words: the Token API the rules read, from the doc's arrays, and repairs."""

import pytest

from hotmem import nlp
from hotmem.extraction.ud.clauses import read_context
from hotmem.extraction.ud.clearnlp import to_ud
from hotmem.extraction.ud.context import repair
from hotmem.extraction.ud.words import read_words
from hotmem.lang import get_language

TEXTS = {
    "en": "My sister Anna lives in Paris, and I work at 3M since 2019. Do you like dogs?",
    "fr": "Ma sœur Anna habite à Lyon et je travaille chez Renault depuis 2019.",
    "es": "Mi hermana Ana vive en Madrid y yo trabajo en Telefónica.",
    "pt": "A minha irmã Ana mora em Lisboa e eu trabalho na Sonae.",
}


def _same_as_spacy(words, doc):
    assert len(words) == len(doc)
    for word, token in zip(words, doc, strict=True):
        for attr in ("i", "text", "lower_", "tag_", "lemma_", "idx", "whitespace_", "text_with_ws"):
            assert getattr(word, attr) == getattr(token, attr), (attr, token.text)
        for attr in ("is_punct", "is_alpha", "like_num", "is_lower", "ent_type_", "is_sent_start"):
            assert getattr(word, attr) == getattr(token, attr), (attr, token.text)
        assert str(word.morph) == str(token.morph)
        for feature in ("Tense", "Number", "Person", "VerbForm", "Missing"):
            assert word.morph.get(feature) == token.morph.get(feature)
        assert len(word) == len(token) and str(word) == token.text


@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_words_read_what_spacy_tokens_read(lang):
    doc = nlp.parse(TEXTS[lang], lang)
    words = read_words(doc).words
    _same_as_spacy(words, doc)
    for word, token in zip(words, doc, strict=True):
        assert (word.pos_, word.dep_, word.head.i) == (token.pos_, token.dep_, token.head.i)
        assert [c.i for c in word.children] == [c.i for c in token.children]
        assert [c.i for c in word.lefts] == [c.i for c in token.lefts]
        assert [c.i for c in word.rights] == [c.i for c in token.rights]
        assert [t.i for t in word.subtree] == [t.i for t in token.subtree]
        assert (word.left_edge.i, word.right_edge.i) == (token.left_edge.i, token.right_edge.i)


def test_english_words_carry_the_ud_tree_and_leave_the_parse_alone():
    doc = nlp.parse(TEXTS["en"], "en")
    parse = [(t.pos_, t.dep_, t.head.i) for t in doc]
    words = to_ud(doc, get_language("en")).words
    _same_as_spacy(words, doc)
    assert [(t.pos_, t.dep_, t.head.i) for t in doc] == parse
    paris = next(w for w in words if w.text == "Paris")
    assert (paris.dep_, paris.head.text) == ("obl", "lives")  # a ClearNLP pobj, rebuilt
    assert [c.text for c in paris.children] == ["in"]


def test_a_repair_moves_the_word_and_its_dependents_lists():
    doc = nlp.parse("My sister Anna lives in Paris.", "en")
    lang = get_language("en")
    ctx = read_context(doc, lang, to_ud(doc, lang))
    paris, sister = (next(w for w in ctx.tokens if w.text == t) for t in ("Paris", "sister"))
    old_head, parsed_head = paris.head, doc[paris.i].head.i
    repair(ctx, paris, dep="nmod", pos="PROPN", head=sister)
    assert paris.head is sister and (paris.dep_, paris.pos_) == ("nmod", "PROPN")
    assert ctx.pos[paris.i] == "PROPN"
    assert paris in sister.children and paris not in old_head.children
    assert [c.i for c in sister.children] == sorted(c.i for c in sister.children)
    assert sister.right_edge is paris  # the subtree follows the new head
    assert doc[paris.i].head.i == parsed_head  # the parse itself is untouched


def test_a_root_starts_its_sentence_as_in_spacy():
    doc = nlp.parse("I live in Paris. My dog is Rex.", "en")
    words = read_words(doc)
    assert [w.i for w in words.words if w.is_sent_start] == [0, 5]
    paris = words.words[3]
    words.set_head(paris, paris)  # a new root: its subtree starts a sentence
    moved = doc.copy()
    moved[3].head = moved[3]
    assert [w.i for w in words.words if w.is_sent_start] == [0, 3, 5]
    assert [t.i for t in moved if t.is_sent_start] == [0, 3, 5]
    assert [c.i for c in words.words[1].children] == [t.i for t in moved[1].children]
