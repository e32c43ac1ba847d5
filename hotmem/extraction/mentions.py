"""Coreference-lite: a per-session stack of recent mentions that resolves pronouns.

he/she -> the last person other than the user (of that gender when known); they -> the last
group, else the last person; it/this/that -> the last non-person thing; we/our/us are already
the user. Each push and lookup is O(stack size), and the stack is bounded.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from hotmem.extraction.candidate import YOU, Mention

__all__ = ["MentionStack"]


@dataclass(slots=True)
class _Entry:
    text: str
    person: bool
    gender: str
    plural: bool


class MentionStack:
    """Recent entities of one session, newest last."""

    def __init__(self, size: int = 12) -> None:
        self._entries: deque[_Entry] = deque(maxlen=size)
        self._genders: dict[str, str] = {}

    def push(self, text: str, *, person: bool, gender: str = "", plural: bool = False) -> None:
        """Record a mention (moves it to the top when already known)."""
        if not text or text == "you":
            return
        if gender:
            self._genders[text] = gender
        gender = gender or self._genders.get(text, "")
        for entry in list(self._entries):
            if entry.text == text:
                self._entries.remove(entry)
        self._entries.append(_Entry(text, person, gender, plural))

    def resolve(self, pronoun: str) -> str | None:
        """The entity a pronoun points at, or None when nothing fits."""
        entries = reversed(self._entries)
        if pronoun in ("he", "she"):
            fallback = None
            for entry in entries:
                if not entry.person or entry.plural:
                    continue
                if entry.gender == pronoun:
                    return entry.text
                if not entry.gender and fallback is None:
                    fallback = entry.text
            return fallback
        if pronoun == "3sg":
            return next((e.text for e in entries if e.person and not e.plural), None)
        if pronoun == "they":
            candidates = list(entries)
            plural = next((e.text for e in candidates if e.plural), None)
            return plural or next((e.text for e in candidates if e.person), None)
        if pronoun == "it":
            return next((e.text for e in entries if not e.person), None)
        return None

    def resolve_mention(self, mention: Mention) -> Mention | None:
        """A resolved copy of a pronoun mention (other mentions come back unchanged)."""
        if mention.kind != "pronoun":
            return mention
        target = self.resolve("3sg" if mention.pronoun == "1s3sg" else mention.pronoun)
        if target is None:
            return YOU if mention.pronoun == "1s3sg" else None
        if mention.pronoun == "it":
            return Mention(target, "thing")
        return Mention(target, "name", gender=self._genders.get(target, ""))

    def clear(self) -> None:
        """Forget every mention (new session)."""
        self._entries.clear()
        self._genders.clear()
