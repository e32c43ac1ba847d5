"""The "hint used" metric: did the assistant's reply mention what the memory message offered?

A reply *uses* the hint when it mentions an entity or a value of a fact shown in the memory
message the LLM received (e.g. the message said "• Sofia lives in Austin" and the reply says
"Austin is fun this time of year"). Comparisons are accent- and case-insensitive and work on
whole words, so "Rome" does not match "Romeo".
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable

from hotmem.config import SUPPORTED_LANGS
from hotmem.lang import get_language
from hotmem.models import Fact, TurnResult
from hotmem.text import folded_words

__all__ = ["HintTracker", "mentions"]


def mentions(reply: str, value: str) -> bool:
    """True when ``value`` (one or more words) occurs in ``reply`` as whole words."""
    needle = folded_words(value)
    if not needle:
        return False
    hay = folded_words(reply)
    size = len(needle)
    return any(hay[i : i + size] == needle for i in range(len(hay) - size + 1))


class HintTracker:
    """Remembers the facts behind the bullets a processor injected, to score replies.

    Args:
        capacity: How many distinct bullets to remember (oldest forgotten first).
    """

    def __init__(self, capacity: int = 256) -> None:
        self._capacity = capacity
        self._facts: OrderedDict[str, Fact] = OrderedDict()

    def observe(self, result: TurnResult) -> None:
        """Record the facts behind this turn's bullets."""
        for memory in result.memories:
            if memory.fact is None:
                continue
            self._facts[memory.text] = memory.fact
            self._facts.move_to_end(memory.text)
        while len(self._facts) > self._capacity:
            self._facts.popitem(last=False)

    def shown(self, message: str | None) -> list[Fact]:
        """The remembered facts whose bullet is in ``message``."""
        if not message:
            return []
        return [fact for text, fact in self._facts.items() if text and text in message]

    def values(self, message: str | None) -> set[str]:
        """Entities and values of the facts shown in ``message`` ("you" excluded)."""
        return set(_values(self.shown(message)))

    def used(self, reply: str, message: str | None) -> bool | None:
        """Whether ``reply`` mentions a shown entity or value; None when nothing was shown."""
        values = self.values(message)
        if not values:
            return None
        return any(mentions(reply, value) for value in values)


def _values(facts: Iterable[Fact]) -> Iterable[str]:
    """Values a reply can mention: not the user, nor a function word any reply contains."""
    for fact in facts:
        stop_words = get_language(fact.lang if fact.lang in SUPPORTED_LANGS else "en").stop_words
        for value in (fact.subject, fact.object):
            if value and value != "you" and value.lower() not in stop_words:
                yield value
