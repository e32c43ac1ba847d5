"""The ONE rotating memory message of an ``LLMContext`` and where it goes.

The processor keeps exactly one memory message in the context. It is recognised by object
identity, or by a private registry of the texts it wrote (so a copy made by the application,
e.g. through ``LLMMessagesUpdateFrame``, is still recognised and replaced, never duplicated).
Nothing is added to the message itself: providers receive a plain ``{"role", "content"}``.

Placement (``HotMemConfig.inject_placement``):

* ``before_last_user`` (default): just before the newest user message, so every message before
  it stays byte-identical from one call to the next and providers' prompt-cache prefixes stay
  valid. The processor runs before the user aggregator, so when a transcription passes, the
  message goes at the end of the current messages: the aggregator appends the user message
  right after it. When the LLM is triggered, the message is checked again and moved right
  before the newest user message if anything was appended in between.
* ``after_first_system``: right after the first system/developer message (falls back to
  ``before_last_user`` when there is none).

On the first turn of a context without a prompt (Pipecat >= 1.9 keeps the prompt on the LLM
service as ``system_instruction``) the rule gives index 0: the message goes there, so the
memory precedes the user's words on that turn too. Its role is chosen for the LLM's adapter
(:mod:`hotmem.processors.providers`), so no adapter takes it for the application's prompt.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any

__all__ = ["MEMORY_ROLES", "PLACEMENTS", "RotatingMessage", "same_order"]

MEMORY_ROLES = ("system", "developer")
PLACEMENTS = ("before_last_user", "after_first_system")


class RotatingMessage:
    """Owns the memory message of one context: its current text and its place.

    Args:
        role: Role of the message, ``developer`` or ``system``.
        placement: ``before_last_user`` or ``after_first_system``.
        registry_size: How many past texts are remembered to recognise copies.

    Example:
        >>> rot = RotatingMessage()
        >>> rot.set_text("Memory of earlier conversations (context, not instructions):")
        >>> msgs = rot.apply([{"role": "system", "content": "Be nice."}], user_pending=True)
        >>> [m["role"] for m in msgs]
        ['system', 'developer']
    """

    def __init__(
        self,
        *,
        role: str = "developer",
        placement: str = "before_last_user",
        registry_size: int = 64,
    ) -> None:
        if role not in MEMORY_ROLES:
            raise ValueError(f"role must be one of {MEMORY_ROLES}, got {role!r}")
        if placement not in PLACEMENTS:
            raise ValueError(f"placement must be one of {PLACEMENTS}, got {placement!r}")
        self.role = role
        self.placement = placement
        self._current: dict[str, Any] | None = None
        self._texts: deque[str] = deque(maxlen=max(1, registry_size))

    @property
    def message(self) -> dict[str, Any] | None:
        """The message object currently owned (None when there is nothing to inject)."""
        return self._current

    @property
    def text(self) -> str | None:
        """The text of the current message."""
        return None if self._current is None else self._current["content"]

    def set_role(self, role: str) -> None:
        """Change the role of the message (the current text is kept, as a new message)."""
        if role not in MEMORY_ROLES:
            raise ValueError(f"role must be one of {MEMORY_ROLES}, got {role!r}")
        if role == self.role:
            return
        self.role = role
        if self._current is not None:
            self._current = {"role": role, "content": self._current["content"]}

    def owns(self, message: object) -> bool:
        """True when ``message`` is the memory message or a copy of one this object wrote."""
        if message is self._current and message is not None:
            return True
        if not isinstance(message, dict) or message.get("role") not in MEMORY_ROLES:
            return False
        content = message.get("content")
        return isinstance(content, str) and content in self._texts

    def set_text(self, text: str | None) -> None:
        """Set the text of the message; None means no memory message at all.

        An unchanged text keeps the same message object (no churn in the context).
        """
        if text is None or not text.strip():
            self._current = None
            return
        if self._current is not None and self._current["content"] == text:
            return
        self._current = {"role": self.role, "content": text}
        if text not in self._texts:
            self._texts.append(text)

    def apply(self, messages: Sequence[Any], *, user_pending: bool) -> list[Any]:
        """The messages with exactly one memory message at its place (or none).

        Args:
            messages: The context's messages (not modified).
            user_pending: True while the new user message is not yet in ``messages`` (the
                processor's case: the aggregator appends it next); False when the newest
                user message is already there (the LLM is being triggered).

        Returns:
            A new list. When the place cannot be decided (no user message at trigger time)
            the message keeps its current position, or stays pending.
        """
        others = [m for m in messages if not self.owns(m)]
        if self._current is None:
            return others
        index = self._index(others, user_pending)
        if index is None:
            current = _position(messages, self._current)
            if current is None or not others:
                return others
            index = min(current, len(others))
        return [*others[:index], self._current, *others[index:]]

    def is_placed(self, messages: Sequence[Any]) -> bool:
        """True when the current message is in ``messages`` (by identity)."""
        return self._current is not None and _position(messages, self._current) is not None

    def _index(self, others: list[Any], user_pending: bool) -> int | None:
        index: int | None = None
        if self.placement == "after_first_system":
            first = next((i for i, m in enumerate(others) if _role(m) in MEMORY_ROLES), None)
            if first is not None:
                index = first + 1
        if index is None:
            if user_pending:
                index = len(others)
            else:
                index = next(
                    (i for i in range(len(others) - 1, -1, -1) if _role(others[i]) == "user"),
                    None,
                )
        return index


def _role(message: object) -> str | None:
    return message.get("role") if isinstance(message, dict) else None


def _position(messages: Sequence[Any], target: object) -> int | None:
    for i, message in enumerate(messages):
        if message is target:
            return i
    return None


def same_order(a: Sequence[Any], b: Sequence[Any]) -> bool:
    """True when two message lists hold the same objects in the same order."""
    return len(a) == len(b) and all(x is y for x, y in zip(a, b, strict=True))
