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
    started = time.perf_counter_ns()
    data = get_language(lang)
    doc = nlp.parse(text, lang)
    parsed = time.perf_counter_ns()
    cues = intent.read_cues(doc, data)
    read = time.perf_counter_ns()
    parser_lemmas = doc.has_annotation("LEMMA")
    lemmas = tuple(
        (t.lemma_.lower() if parser_lemmas else nlp.lemma(t.lower_, lang))
        for t in doc
        if not t.is_punct and not t.is_space
    )
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
