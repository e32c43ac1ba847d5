"""Argument checks of the public store API, shared by every backend.

Every public method checks its arguments here first, so a caller bug surfaces as a clear
:class:`~hotmem.exceptions.InvalidInputError` (a ``ValueError``) at the call, before anything
is acknowledged.
"""

from __future__ import annotations

from typing import Any

from hotmem.exceptions import InvalidInputError
from hotmem.store.base import WriteBatch
from hotmem.store.codec import RecordError, check_episode, check_event, check_fact

__all__ = [
    "check_batch",
    "check_limit",
    "check_no_nul",
    "check_recent",
    "check_text",
    "check_user",
    "user_problem",
]


def user_problem(user_id: Any) -> str | None:
    """What makes ``user_id`` unusable, or None when it is a usable user id."""
    if not isinstance(user_id, str):
        return f"user_id must be a string, got {type(user_id).__name__}"
    if not user_id.strip():
        return "user_id must not be empty"
    if "\x00" in user_id:
        # NUL separates the parts of hot-layer keys; allowing it would let users' keys meet.
        return "user_id must not contain NUL characters"
    if not _encodable(user_id):
        return "user_id must be valid Unicode (it holds a lone surrogate)"
    return None


def _encodable(text: str) -> bool:
    """False for text holding a lone surrogate (no file or database can store it)."""
    try:
        text.encode()
    except UnicodeEncodeError:
        return False
    return True


def check_user(user_id: Any) -> None:
    """Raise :class:`InvalidInputError` unless ``user_id`` is a usable user id."""
    problem = user_problem(user_id)
    if problem:
        raise InvalidInputError(problem)


def check_text(value: Any, name: str, *, empty: bool = True) -> None:
    """Raise :class:`InvalidInputError` unless ``value`` is a string (non-empty if asked)."""
    if not isinstance(value, str):
        raise InvalidInputError(f"{name} must be a string, got {type(value).__name__}")
    if not empty and not value:
        raise InvalidInputError(f"{name} must not be empty")
    if not _encodable(value):
        raise InvalidInputError(f"{name} must be valid Unicode (it holds a lone surrogate)")


def check_limit(limit: Any) -> None:
    """Raise :class:`InvalidInputError` unless ``limit`` is a non-negative integer."""
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
        raise InvalidInputError(f"limit must be a non-negative integer, got {limit!r}")


def check_recent(user_id: Any, limit: Any, session_id: Any) -> None:
    """Raise :class:`InvalidInputError` unless these are arguments of ``recent_episodes``."""
    check_user(user_id)
    check_limit(limit)
    if session_id is not None:
        check_text(session_id, "session_id")


def check_batch(batch: Any) -> None:
    """Refuse a malformed batch before it is acknowledged (it could never be applied).

    Raises:
        InvalidInputError: Naming the record and field at fault.
    """
    if not isinstance(batch, WriteBatch):
        raise InvalidInputError(f"write() takes a WriteBatch, got {type(batch).__name__}")
    check_user(batch.user_id)
    uid = batch.user_id
    try:
        for i, fact in enumerate(batch.facts):
            check_fact(fact, f"facts[{i}]")
        for name, records, check in (
            ("events", batch.events, check_event),
            ("episodes", batch.episodes, check_episode),
        ):
            for i, record in enumerate(records):
                check(record, f"{name}[{i}]")
                if record.user_id != uid:
                    raise RecordError(f"{name}[{i}].user_id differs from the batch's user_id")
        for i, triple in enumerate(batch.forget):
            if not (isinstance(triple, tuple) and len(triple) == 3):
                raise RecordError(f"forget[{i}] must be a (subject, relation, object) tuple")
            for part in triple:
                check_text(part, f"forget[{i}]", empty=False)
            check_no_nul(*triple, where=f"forget[{i}]")
    except (RecordError, TypeError) as exc:
        raise InvalidInputError(f"invalid batch: {exc}") from None


def check_no_nul(*parts: str, where: str) -> None:
    """Raise :class:`RecordError` when a key part holds NUL (as records may not)."""
    if any("\x00" in p for p in parts):
        raise RecordError(f"{where}: subject, relation and object must not contain NUL")
