"""Argument checks of the public store API, and the export format (build and strict parse).

Every public method checks its arguments here first, so a caller bug surfaces as a clear
:class:`~hotmem.exceptions.InvalidInputError` (a ``ValueError``) at the call, and bad import
data as an :class:`~hotmem.exceptions.ImportDataError` naming the field at fault.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hotmem.exceptions import ImportDataError, InvalidInputError
from hotmem.models import Fact
from hotmem.store.base import EXPORT_FORMAT, Episode, Event, WriteBatch
from hotmem.store.codec import (
    RecordError,
    check_episode,
    check_event,
    check_fact,
    episode_from_dict,
    episode_to_dict,
    event_from_dict,
    event_to_dict,
    fact_from_dict,
    fact_to_dict,
)

__all__ = [
    "check_batch",
    "check_limit",
    "check_text",
    "check_user",
    "export_dict",
    "parse_export",
]

_EXPORT_KEYS = ("format", "user_id", "facts", "events", "episodes")


def _user_problem(user_id: Any) -> str | None:
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
    problem = _user_problem(user_id)
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
            _no_nul(fact.subject, fact.relation, fact.object, where=f"facts[{i}]")
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
            _no_nul(*triple, where=f"forget[{i}]")
    except (RecordError, TypeError) as exc:
        raise InvalidInputError(f"invalid batch: {exc}") from None


def _no_nul(*parts: str, where: str) -> None:
    if any("\x00" in p for p in parts):
        raise RecordError(f"{where}: subject, relation and object must not contain NUL")


def export_dict(
    user_id: str, facts: list[Fact], events: list[Event], episodes: list[Episode]
) -> dict[str, Any]:
    """The export of one user: every field of every record, JSON-friendly."""
    return {
        "format": EXPORT_FORMAT,
        "user_id": user_id,
        "facts": [fact_to_dict(f) for f in facts],
        "events": [event_to_dict(e) for e in events],
        "episodes": [episode_to_dict(e) for e in episodes],
    }


def parse_export(data: Any) -> WriteBatch:
    """Strictly validate an export and return its content as one batch.

    Raises:
        ImportDataError: Wrong format tag, missing or unknown field, wrong type, or a record
            owned by another user; the message names the problem.
    """
    if not isinstance(data, Mapping):
        raise ImportDataError(f"import data must be an object (dict), got {type(data).__name__}")
    for key in _EXPORT_KEYS:
        if key not in data:
            raise ImportDataError(f"import data: missing field {key!r}")
    unknown = sorted(str(k) for k in data if k not in _EXPORT_KEYS)
    if unknown:
        raise ImportDataError(f"import data: unknown field {unknown[0]!r}")
    if data["format"] != EXPORT_FORMAT:
        raise ImportDataError(
            f"import data: unsupported format tag {data['format']!r} (expected {EXPORT_FORMAT!r})"
        )
    problem = _user_problem(data["user_id"])
    if problem:
        raise ImportDataError(f"import data: {problem}")
    uid = data["user_id"]
    for key in ("facts", "events", "episodes"):
        if not isinstance(data[key], list):
            raise ImportDataError(
                f"import data: {key} must be a list, got {type(data[key]).__name__}"
            )
    try:
        facts = tuple(fact_from_dict(f, f"facts[{i}]") for i, f in enumerate(data["facts"]))
        for i, f in enumerate(facts):
            _no_nul(f.subject, f.relation, f.object, where=f"facts[{i}]")
        events = tuple(event_from_dict(e, f"events[{i}]") for i, e in enumerate(data["events"]))
        episodes = tuple(
            episode_from_dict(e, f"episodes[{i}]") for i, e in enumerate(data["episodes"])
        )
    except RecordError as exc:
        raise ImportDataError(f"import data: {exc}") from None
    for name, records in (("events", events), ("episodes", episodes)):
        for i, record in enumerate(records):
            if record.user_id != uid:
                raise ImportDataError(
                    f"import data: {name}[{i}].user_id {record.user_id!r} does not match the "
                    f"export's user_id {uid!r}"
                )
    return WriteBatch(user_id=uid, facts=facts, events=events, episodes=episodes)
