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
    SENT_START,
    SPACY,
    TAG,
)

from hotmem.nlp import strings_of

if TYPE_CHECKING:  # spaCy is imported when a model loads, not with hotmem
    from spacy.tokens import Doc

__all__ = ["Morph", "Utterance", "Word", "read_words"]

# How the vocabulary spells an analysis with no features (spaCy's Token.morph reads "").
_NO_FEATURES = "_"
_SIGNED, _WRAP = 1 << 63, 1 << 64
# One Morph per analysis string, shared by every word that has it (it never changes): the
# same few hundred analyses come back turn after turn, each parsed once.
_MORPHS: dict[str, Morph] = {}
_MORPHS_KEPT = 20_000


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
        "head",
        "i",
        "is_punct",
        "lemma_",
        "lower_",
        "morph",
        "pos_",
        "tag_",
        "text",
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
    is_punct: bool

    # Read from the doc on first use: few rules need them.
    @property
    def idx(self) -> int:
        """The word's character offset in the text."""
        return self._utterance.numbers(IDX)[self.i]

    @property
    def whitespace_(self) -> str:
        """The space after the word, or ""."""
        return " " if self._utterance.numbers(SPACY)[self.i] else ""

    @property
    def is_alpha(self) -> bool:
        """The word is letters only."""
        return self._utterance.numbers(IS_ALPHA)[self.i] == 1

    @property
    def is_lower(self) -> bool:
        """The word is written in lowercase."""
        return self._utterance.numbers(IS_LOWER)[self.i] == 1

    @property
    def like_num(self) -> bool:
        """The word looks like a number ("10", "ten")."""
        return self._utterance.numbers(LIKE_NUM)[self.i] == 1

    @property
    def ent_type_(self) -> str:
        """The word's named-entity type ("" without one, or without a recogniser)."""
        return self._utterance.strings(ENT_TYPE)[self.i]

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

    __slots__ = ("_columns", "_doc", "_moved", "_starts", "kids", "words")

    def __init__(self, words: list[Word], doc: Doc) -> None:
        self.words = words
        self._doc = doc
        self._columns: dict[int, list] = {}
        self.kids: list[list[Word]] = [[] for _ in words]
        for word in words:
            if word.head is not word:
                self.kids[word.head.i].append(word)
        self._starts: list[bool] | None = None
        self._moved = False

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
        self.tree_changed()

    def tree_changed(self) -> None:
        """Read the sentence starts off the tree from now on (a head moved)."""
        self._starts, self._moved = None, True

    def numbers(self, attr: int) -> list[int]:
        """A numeric column of the doc (``spacy.attrs.IDX`` ...), read once."""
        column = self._columns.get(attr)
        if column is None:
            column = self._columns[attr] = self._doc.to_array(attr).tolist()
        return column

    def strings(self, attr: int) -> list[str]:
        """A string column of the doc (``spacy.attrs.ENT_TYPE`` ...), read once."""
        column = self._columns.get(attr)
        if column is None:
            column = self._columns[attr] = strings_of(self._doc, [attr])
        return column

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
        """Per word: a sentence starts there.

        As the doc says until a head moves; then, as spaCy sets them, the first word and the
        left edge of every root.
        """
        if self._starts is None and not self._moved:
            self._starts = [start == 1 for start in self.numbers(SENT_START)]
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
    # Two calls: the strings (hashes, mapped through the shared cache in one pass), then the
    # numbers; the columns few rules read are read on first use (see Word).
    s = strings_of(doc, [ORTH, LOWER, TAG, LEMMA, MORPH, POS, DEP])
    numbers = doc.to_array([HEAD, IS_PUNCT]).tolist()
    morphs = _MORPHS
    words: list[Word] = []
    for i, (_, punct) in enumerate(numbers):
        at = 7 * i
        word = Word()
        word.i = i
        word.text, word.lower_, word.tag_, word.lemma_ = s[at], s[at + 1], s[at + 2], s[at + 3]
        morph = morphs.get(s[at + 4])
        if morph is None:
            morph = _morph(s[at + 4])
        word.morph = morph
        word.pos_, word.dep_ = s[at + 5], s[at + 6]
        word.is_punct = punct == 1
        words.append(word)
    heads_given = heads is not None
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
    utterance = Utterance(words, doc)
    if heads_given:  # a rebuilt tree: its own sentences, not the parse's
        utterance.tree_changed()
    for word in words:
        word._utterance = utterance
    return utterance


def _morph(text: str) -> Morph:
    """The shared Morph of an analysis string (see _MORPHS)."""
    if len(_MORPHS) >= _MORPHS_KEPT:
        _MORPHS.clear()
    morph = _MORPHS[text] = Morph("" if text == _NO_FEATURES else text)
    return morph
