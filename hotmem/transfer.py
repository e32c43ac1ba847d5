"""The export format of one user's memory: build it from a store's records, parse it strictly.

Stores only dump and load records (:meth:`hotmem.store.Store.dump` / ``load``); the format,
its tag and its validation live here, once for every backend. Bad import data gets an
:class:`~hotmem.exceptions.ImportDataError` naming the field at fault.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hotmem.exceptions import ImportDataError
from hotmem.store.base import WriteBatch
from hotmem.store.checks import user_problem
from hotmem.store.codec import (
    RecordError,
    episode_from_dict,
    episode_to_dict,
    event_from_dict,
    event_to_dict,
    fact_from_dict,
    fact_to_dict,
)

__all__ = ["EXPORT_FORMAT", "export_dict", "parse_export"]

EXPORT_FORMAT = "hotmem-export/1"
_EXPORT_KEYS = ("format", "user_id", "facts", "events", "episodes")


def export_dict(records: WriteBatch) -> dict[str, Any]:
    """The export of one user's records: every field of every record, JSON-friendly."""
    return {
        "format": EXPORT_FORMAT,
        "user_id": records.user_id,
        "facts": [fact_to_dict(f) for f in records.facts],
        "events": [event_to_dict(e) for e in records.events],
        "episodes": [episode_to_dict(e) for e in records.episodes],
    }


def parse_export(data: Any) -> WriteBatch:
    """Strictly validate an export and return its records as one batch.

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
    problem = user_problem(data["user_id"])
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
