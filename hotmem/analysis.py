"""The first stage of a turn: the utterance analysed once, for every later stage.

Parsing is most of a turn's cost, so it happens here and only here: extraction reads the
parse and the intent cues, retrieval reads the same lemmas (the parser's, or a dictionary
lemma where the language has no parser) instead of lemmatising the text again.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hotmem import intent, nlp
from hotmem.lang import get_language
from hotmem.lang.base import LanguageData

if TYPE_CHECKING:  # spaCy is imported when a model loads, not with hotmem
    from spacy.tokens import Doc

__all__ = ["Analysis", "analyse"]


@dataclass(frozen=True, slots=True)
class Analysis:
    """One utterance, analysed.

    Attributes:
        text: The cleaned utterance.
        lang: Its language code.
        data: The language's data.
        doc: The spaCy doc (parsed where the language has a parser).
        lemmas: Lowercase lemma of every word token, in order.
        cues: The intent cues read off the words.
        parse_ms: Time spent tokenising and parsing.
        cues_ms: Time spent reading the cues.
    """

    text: str
    lang: str
    data: LanguageData
    doc: Doc
    lemmas: tuple[str, ...]
    cues: intent.Cues
    parse_ms: float
    cues_ms: float


def analyse(text: str, lang: str) -> Analysis:
    """Parse ``text`` once and read what every later stage needs."""
    from spacy.attrs import IS_PUNCT, IS_SPACE, LEMMA, LOWER

    started = time.perf_counter_ns()
    data = get_language(lang)
    doc = nlp.parse(text, lang)
    parsed = time.perf_counter_ns()
    # Read as arrays once: a Token built per attribute access costs more than the cues.
    punct, space = nlp.token_flags(doc, [IS_PUNCT, IS_SPACE])
    words = intent.Words(nlp.token_strings(doc, [LOWER])[0], punct, space)
    cues = intent.read_cues(doc, data, words)
    read = time.perf_counter_ns()
    if doc.has_annotation("LEMMA"):
        parsed_lemmas = nlp.token_strings(doc, [LEMMA])[0]
        lemmas = tuple(parsed_lemmas[i].lower() for i in words.word_indices)
    else:
        lemmas = tuple(nlp.lemma(word, lang) for word in words.words)
    return Analysis(
        text,
        lang,
        data,
        doc,
        lemmas,
        cues,
        parse_ms=(parsed - started) / 1e6,
        cues_ms=(read - parsed) / 1e6,
    )
