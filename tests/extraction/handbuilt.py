"""Hand-built parses for the UD fallback tests of test_es.py and test_fr.py.

A small model mis-tags or mis-lemmatises some verbs; these tests build the faulty ``Doc`` by
hand, so they pin the recovery whatever the model of the day parses.
"""

from __future__ import annotations

from functools import cache

import spacy
from spacy.tokens import Doc
from spacy.vocab import Vocab

from hotmem.extraction import ud
from hotmem.lang import parser_language

Row = tuple[str, str, str, int, str, str]


@cache
def _vocab(lang: str) -> Vocab:
    return spacy.blank(lang).vocab


def parsed(lang: str, rows: list[Row]) -> Doc:
    """A parsed Doc from (word, pos, dep, head, lemma, morph) rows."""
    words, pos, deps, heads, lemmas, morphs = (list(col) for col in zip(*rows, strict=True))
    return Doc(
        _vocab(lang), words=words, pos=pos, deps=deps, heads=heads, lemmas=lemmas, morphs=morphs
    )


def candidates(lang: str, doc: Doc) -> dict[tuple[str, str, str], tuple[bool, bool]]:
    """(subject, relation, object) -> (negated, blocked) of the UD pattern module."""
    found = ud.extract(doc, parser_language(lang))  # the data a model's parse is read with
    return {
        (c.subject.text or c.subject.pronoun, c.relation, c.object.text): (c.negated, c.blocked)
        for c in found
    }
