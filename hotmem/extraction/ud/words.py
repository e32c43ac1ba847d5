"""The words the UD reader reads: light records of one parsed utterance, built once a turn.

A spaCy ``Token`` is a view made anew on every access (``doc[i]``, ``token.head``,
``token.children``), and each of its string attributes is a vocabulary lookup; the rules read
a few attributes of every word hundreds of times a turn, which cost as much as the rules
themselves. A :class:`Word` holds them as plain attributes read from the doc's arrays in a
few calls, its head as a reference and its dependents in a list. It answers the part of the
``Token`` API the rules use, and a repair of its tag, label or head (see
``context.repair``) changes this reading only: the doc is never written.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from hotmem.nlp import strings_of

if TYPE_CHECKING:  # spaCy is imported when a model loads, not with hotmem
    from spacy.tokens import Doc

__all__ = ["Morph", "Utterance", "Word", "read_words"]

# How the vocabulary spells an analysis with no features (spaCy's Token.morph reads "").
_NO_FEATURES = "_"
_SIGNED, _WRAP = 1 << 63, 1 << 64


class Morph:
    """A word's morphological features: the reading API of spaCy's ``MorphAnalysis``."""

    __slots__ = ("_features", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        self._features: dict[str, list[str]] | None = None

    def get(self, field: str) -> list[str]:
        """The values of ``field`` ("Tense" -> ["Past"]), [] when the word has none."""
        features = self._features
        if features is None:
            features = self._features = {}
            for feature in self._text.split("|") if self._text else ():
                name, _, values = feature.partition("=")
                features[name] = values.split(",")
        return list(features.get(field, ()))

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Morph({self._text!r})"


class Word:
    """One word of the utterance being read, with the ``Token`` attributes the rules read."""

    __slots__ = (
        "_utterance",
        "dep_",
        "ent_type_",
        "head",
        "i",
        "idx",
        "is_alpha",
        "is_lower",
        "is_punct",
        "lemma_",
        "like_num",
        "lower_",
        "morph",
        "pos_",
        "tag_",
        "text",
        "whitespace_",
    )

    i: int
    text: str
    lower_: str
    pos_: str
    tag_: str
    dep_: str
    lemma_: str
    morph: Morph
    head: Word
    idx: int
    whitespace_: str
    is_punct: bool
    is_alpha: bool
    like_num: bool
    is_lower: bool
    ent_type_: str

    @property
    def children(self) -> list[Word]:
        """The word's dependents in text order, as the tree is now."""
        return self._utterance.kids[self.i]

    @property
    def lefts(self) -> list[Word]:
        """The dependents before the word."""
        return [c for c in self._utterance.kids[self.i] if c.i < self.i]

    @property
    def rights(self) -> list[Word]:
        """The dependents after the word."""
        return [c for c in self._utterance.kids[self.i] if c.i > self.i]

    @property
    def subtree(self) -> Iterator[Word]:
        """The word and all its descendants, the lefts' subtrees first (as spaCy yields them)."""
        return iter(self._utterance.subtree(self))

    @property
    def left_edge(self) -> Word:
        """The first word of the subtree."""
        return min(self._utterance.subtree(self), key=_index)

    @property
    def right_edge(self) -> Word:
        """The last word of the subtree."""
        return max(self._utterance.subtree(self), key=_index)

    @property
    def is_sent_start(self) -> bool:
        """True when a sentence starts here (the first word of a root's subtree)."""
        return self._utterance.sentence_starts()[self.i]

    @property
    def text_with_ws(self) -> str:
        """The word's text with its trailing space."""
        return self.text + self.whitespace_

    def __len__(self) -> int:
        return len(self.text)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text


def _index(word: Word) -> int:
    return word.i


class Utterance:
    """The words of one utterance and their tree: dependents kept in step with the heads."""

    __slots__ = ("_starts", "kids", "words")

    def __init__(self, words: list[Word]) -> None:
        self.words = words
        self.kids: list[list[Word]] = [[] for _ in words]
        for word in words:
            if word.head is not word:
                self.kids[word.head.i].append(word)
        self._starts: list[bool] | None = None

    def set_head(self, word: Word, head: Word) -> None:
        """Hang ``word`` on ``head`` (itself: a root)."""
        old = word.head
        if old is head:
            return
        if old is not word:
            self.kids[old.i].remove(word)
        word.head = head
        if head is not word:
            kids = self.kids[head.i]
            at = len(kids)
            while at and kids[at - 1].i > word.i:
                at -= 1
            kids.insert(at, word)
        self._starts = None

    def subtree(self, word: Word) -> list[Word]:
        """``word`` and its descendants in spaCy's order; a word is visited once."""
        out: list[Word] = []
        seen: set[int] = set()

        def walk(w: Word) -> None:
            seen.add(w.i)
            kids = self.kids[w.i]
            for c in kids:
                if c.i < w.i and c.i not in seen:
                    walk(c)
            out.append(w)
            for c in kids:
                if c.i > w.i and c.i not in seen:
                    walk(c)

        walk(word)
        return out

    def sentence_starts(self) -> list[bool]:
        """Per word: a sentence starts there (the first word, or a root's left edge)."""
        if self._starts is None:
            starts = [False] * len(self.words)
            for word in self.words:
                if word.head is word:
                    starts[word.left_edge.i] = True
            if starts:
                starts[0] = True
            self._starts = starts
        return self._starts


def read_words(
    doc: Doc,
    heads: Sequence[int] | None = None,
    deps: Sequence[str] | None = None,
    pos: Sequence[str] | None = None,
) -> Utterance:
    """The words of ``doc``, read from its arrays.

    A tree rebuilt from the parse (``heads``, ``deps``, ``pos``: one per token) replaces the
    doc's own.
    """
    from spacy.attrs import (
        DEP,
        ENT_TYPE,
        HEAD,
        IDX,
        IS_ALPHA,
        IS_LOWER,
        IS_PUNCT,
        LEMMA,
        LIKE_NUM,
        LOWER,
        MORPH,
        ORTH,
        POS,
        SPACY,
        TAG,
    )

    # Two calls for every column: the strings (hashes, mapped through the shared cache in
    # one pass), then the numbers.
    s = strings_of(doc, [ORTH, LOWER, TAG, LEMMA, MORPH, ENT_TYPE, POS, DEP])
    numbers = doc.to_array([HEAD, IDX, SPACY, IS_PUNCT, IS_ALPHA, LIKE_NUM, IS_LOWER]).tolist()
    words: list[Word] = []
    for i, row in enumerate(numbers):
        at = 8 * i
        word = Word()
        word.i = i
        word.text, word.lower_, word.tag_, word.lemma_ = s[at], s[at + 1], s[at + 2], s[at + 3]
        morph = s[at + 4]
        word.morph = Morph("" if morph == _NO_FEATURES else morph)
        word.ent_type_, word.pos_, word.dep_ = s[at + 5], s[at + 6], s[at + 7]
        word.idx = row[1]
        word.whitespace_ = " " if row[2] else ""
        word.is_punct, word.is_alpha, word.like_num, word.is_lower = (
            row[3] == 1,
            row[4] == 1,
            row[5] == 1,
            row[6] == 1,
        )
        words.append(word)
    if heads is None:  # relative offsets, stored as unsigned
        heads = [i + (r[0] - _WRAP if r[0] >= _SIGNED else r[0]) for i, r in enumerate(numbers)]
    for word, head in zip(words, heads, strict=True):
        word.head = words[head]
    if deps is not None:
        for word, dep in zip(words, deps, strict=True):
            word.dep_ = dep
    if pos is not None:
        for word, tag in zip(words, pos, strict=True):
            word.pos_ = tag
    utterance = Utterance(words)
    for word in words:
        word._utterance = utterance
    return utterance
