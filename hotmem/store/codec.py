"""Records ↔ JSON-friendly dicts, with the strict validation shared by write, import and replay.

One field table per record drives three things: the dict shape of the journal and of exports,
the strict check of import data (every field present, no unknown field, right types), and the
cheap check of the records handed to ``write`` (so a malformed batch is refused at the API
instead of poisoning the background writer after it was acknowledged).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from hotmem.models import FACT_STATUSES, Fact
from hotmem.store.base import EVENT_KINDS, Episode, Event

__all__ = [
    "EPISODE_FIELDS",
    "EVENT_FIELDS",
    "FACT_FIELDS",
    "RecordError",
    "check_episode",
    "check_event",
    "check_fact",
    "episode_from_dict",
    "episode_to_dict",
    "event_from_dict",
    "event_to_dict",
    "fact_from_dict",
    "fact_from_values",
    "fact_to_dict",
    "fact_values",
]

_INT_MIN, _INT_MAX = -(2**63), 2**63 - 1  # SQLite INTEGER range


_FACT_NAMES = tuple(f.name for f in dataclasses.fields(Fact))
_QUALIFIERS = _FACT_NAMES.index("qualifiers")


def fact_values(fact: Fact) -> tuple[Any, ...]:
    """A fact's field values in field order (qualifiers as a tuple of pairs)."""
    values = [getattr(fact, name) for name in _FACT_NAMES]
    values[_QUALIFIERS] = tuple(tuple(pair) for pair in fact.qualifiers)
    return tuple(values)


def fact_from_values(values: Sequence[Any]) -> Fact:
    """The fact of :func:`fact_values`.

    Raises:
        TypeError: Not one value per field.
    """
    if len(values) != len(_FACT_NAMES):
        raise TypeError(f"a fact has {len(_FACT_NAMES)} fields, got {len(values)} values")
    return Fact(*values)


class RecordError(ValueError):
    """A record or dict field is missing, unknown or of the wrong type (message names it)."""


def _no_nul(value: str) -> str:
    # NUL separates the parts of hot-layer keys, and PostgreSQL text cannot hold it.
    if "\x00" in value:
        raise RecordError("must not contain NUL characters")
    return value


def _key(value: Any) -> str:
    if not isinstance(value, str) or not value:
        raise RecordError("must be a non-empty string")
    return _no_nul(value)


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise RecordError("must be a string")
    return _no_nul(value)


def _ostr(value: Any) -> str | None:
    if value is not None and not isinstance(value, str):
        raise RecordError("must be a string or null")
    return value if value is None else _no_nul(value)


def _num(value: Any) -> float:
    # bool is an int subclass; True as a confidence is a caller bug, not a number.
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise RecordError("must be a number")
    if isinstance(value, float) and not math.isfinite(value):
        # SQLite stores NaN as NULL and JSON has no Infinity: refuse both up front.
        raise RecordError("must be a finite number")
    return value


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError("must be an integer")
    if not _INT_MIN <= value <= _INT_MAX:
        raise RecordError("is out of the 64-bit integer range")
    return value


def _status(value: Any) -> str:
    if value not in FACT_STATUSES:
        raise RecordError(f"must be one of {', '.join(FACT_STATUSES)}")
    return value


def _kind(value: Any) -> str:
    if value not in EVENT_KINDS:
        raise RecordError(f"must be one of {', '.join(EVENT_KINDS)}")
    return value


def _quals(value: Any) -> tuple[tuple[str, str], ...]:
    if not isinstance(value, list | tuple):
        raise RecordError("must be a list of [name, value] pairs")
    out = []
    for pair in value:
        if (
            not isinstance(pair, list | tuple)
            or len(pair) != 2
            or not isinstance(pair[0], str)
            or not isinstance(pair[1], str)
        ):
            raise RecordError("must be a list of [name, value] string pairs")
        out.append((_no_nul(pair[0]), _no_nul(pair[1])))
    return tuple(out)


_Check = Callable[[Any], Any]

FACT_FIELDS: tuple[tuple[str, _Check], ...] = (
    ("subject", _key),
    ("relation", _key),
    ("object", _key),
    ("confidence", _num),
    ("lang", _str),
    ("status", _status),
    ("turn_id", _ostr),
    ("updated_at", _num),
    ("weight", _num),
    ("created_at", _num),
    ("session_id", _ostr),
    ("qualifiers", _quals),
    ("pos", _int),
    ("neg", _int),
    ("shown", _int),
    ("used", _int),
)
EVENT_FIELDS: tuple[tuple[str, _Check], ...] = (
    ("id", _key),
    ("user_id", _key),
    ("subject", _key),
    ("relation", _key),
    ("object", _key),
    ("kind", _kind),
    ("at", _num),
    ("session_id", _ostr),
    ("turn_id", _ostr),
    ("utterance", _str),
    ("confidence", _num),
    ("detail", _str),
)
# Fields added after records were first written: a journal or an export made before them
# reads with this value.
_ADDED_FIELDS = {"detail": "", "shown": 0, "used": 0}
EPISODE_FIELDS: tuple[tuple[str, _Check], ...] = (
    ("id", _key),
    ("user_id", _key),
    ("text", _str),
    ("at", _num),
    ("session_id", _ostr),
    ("turn_id", _ostr),
    ("lang", _str),
    ("reply", _ostr),
)


def _check_record(record: Any, cls: type, fields: tuple[tuple[str, _Check], ...], where: str):
    if not isinstance(record, cls):
        raise RecordError(f"{where}: must be a {cls.__name__}, got {type(record).__name__}")
    for name, check in fields:
        try:
            check(getattr(record, name))
        except RecordError as exc:
            raise RecordError(f"{where}.{name} {exc}") from None


def check_fact(fact: Any, where: str = "fact") -> None:
    """Raise :class:`RecordError` unless ``fact`` is a well-typed :class:`Fact`."""
    _check_record(fact, Fact, FACT_FIELDS, where)


def check_event(event: Any, where: str = "event") -> None:
    """Raise :class:`RecordError` unless ``event`` is a well-typed :class:`Event`."""
    _check_record(event, Event, EVENT_FIELDS, where)


def check_episode(episode: Any, where: str = "episode") -> None:
    """Raise :class:`RecordError` unless ``episode`` is a well-typed :class:`Episode`."""
    _check_record(episode, Episode, EPISODE_FIELDS, where)


def _from_dict(data: Any, fields: tuple[tuple[str, _Check], ...], where: str) -> dict[str, Any]:
    if not isinstance(data, Mapping):
        raise RecordError(f"{where}: must be an object, got {type(data).__name__}")
    names = {name for name, _ in fields}
    unknown = sorted(str(k) for k in data if k not in names)
    if unknown:
        raise RecordError(f"{where}: unknown field {unknown[0]!r}")
    values = {}
    for name, check in fields:
        if name not in data and name in _ADDED_FIELDS:
            values[name] = _ADDED_FIELDS[name]
            continue
        if name not in data:
            raise RecordError(f"{where}: missing field {name!r}")
        try:
            values[name] = check(data[name])
        except RecordError as exc:
            raise RecordError(f"{where}.{name} {exc}") from None
    return values


def fact_to_dict(fact: Fact) -> dict[str, Any]:
    """Every field of a fact, qualifiers as a list of 2-lists."""
    return {
        "subject": fact.subject,
        "relation": fact.relation,
        "object": fact.object,
        "confidence": fact.confidence,
        "lang": fact.lang,
        "status": fact.status,
        "turn_id": fact.turn_id,
        "updated_at": fact.updated_at,
        "weight": fact.weight,
        "created_at": fact.created_at,
        "session_id": fact.session_id,
        "qualifiers": [[k, v] for k, v in fact.qualifiers],
        "pos": fact.pos,
        "neg": fact.neg,
        "shown": fact.shown,
        "used": fact.used,
    }


def fact_from_dict(data: Any, where: str = "fact") -> Fact:
    """Strictly parse :func:`fact_to_dict` output. Raises :class:`RecordError`."""
    return Fact(**_from_dict(data, FACT_FIELDS, where))


def event_to_dict(event: Event) -> dict[str, Any]:
    """Every field of an event."""
    return {name: getattr(event, name) for name, _ in EVENT_FIELDS}


def event_from_dict(data: Any, where: str = "event") -> Event:
    """Strictly parse :func:`event_to_dict` output. Raises :class:`RecordError`."""
    return Event(**_from_dict(data, EVENT_FIELDS, where))


def episode_to_dict(episode: Episode) -> dict[str, Any]:
    """Every field of an episode."""
    return {name: getattr(episode, name) for name, _ in EPISODE_FIELDS}


def episode_from_dict(data: Any, where: str = "episode") -> Episode:
    """Strictly parse :func:`episode_to_dict` output. Raises :class:`RecordError`."""
    return Episode(**_from_dict(data, EPISODE_FIELDS, where))
