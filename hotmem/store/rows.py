"""SQL statements of the truth and the conversion between its rows and the records."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from typing import Any

from hotmem.models import Fact
from hotmem.store.base import Episode, Event
from hotmem.store.codec import (
    EPISODE_FIELDS,
    EVENT_FIELDS,
    FACT_FIELDS,
    fact_from_values,
    fact_values,
)
from hotmem.store.text import stems

__all__ = [
    "EPISODE_COLS",
    "EVENT_COLS",
    "FACT_COLS",
    "FACT_UPDATES",
    "INSERT_EPISODE",
    "INSERT_EVENT",
    "UPSERT_EPISODE",
    "UPSERT_FACT",
    "USERS",
    "episode_row",
    "event_row",
    "fact_from_row",
    "fact_match",
    "fact_row",
]

# The columns are the records' fields, in field order (one field table: hotmem.store.codec),
# so that a row maps onto its record and a new field needs a migration, not new code here.
FACT_COLS = ", ".join(name for name, _ in FACT_FIELDS)
EVENT_COLS = ", ".join(name for name, _ in EVENT_FIELDS)
EPISODE_COLS = ", ".join(name for name, _ in EPISODE_FIELDS)
_QUALIFIERS = FACT_COLS.split(", ").index("qualifiers")

# Every user with data (both SQL dialects).
USERS = (
    "SELECT user_id FROM facts UNION SELECT user_id FROM events "
    "UNION SELECT user_id FROM episodes ORDER BY 1"
)
# An upsert by key sets every other field of the fact (both SQL dialects spell it this way).
FACT_UPDATES = ", ".join(f"{c} = excluded.{c}" for c in FACT_COLS.split(", ")[3:])
UPSERT_FACT = (
    f"INSERT INTO facts (user_id, {FACT_COLS}) VALUES ({', '.join(['?'] * (len(FACT_FIELDS) + 1))})"
    f" ON CONFLICT (user_id, subject, relation, object) DO UPDATE SET {FACT_UPDATES}"
)
INSERT_EVENT = (
    f"INSERT OR IGNORE INTO events ({EVENT_COLS}) VALUES ({', '.join(['?'] * len(EVENT_FIELDS))})"
)
# The last value is the turn's stems (hotmem.store.text.stems), indexed for full-text recall.
INSERT_EPISODE = (
    f"INSERT INTO episodes ({EPISODE_COLS}, stems) "
    f"VALUES ({', '.join(['?'] * (len(EPISODE_FIELDS) + 1))})"
)
# A known episode id only gets its reply set, and only by its owner.
UPSERT_EPISODE = (
    INSERT_EPISODE + " ON CONFLICT (id) DO UPDATE SET reply = excluded.reply"
    " WHERE episodes.user_id = excluded.user_id AND excluded.reply IS NOT NULL"
)


def episode_row(user_id: str, episode: Episode) -> tuple[Any, ...]:
    """The :data:`INSERT_EPISODE` values of an episode (of ``user_id``): its fields, its stems."""
    values = dataclasses.replace(episode, user_id=user_id)
    return (*_values(values, EPISODE_FIELDS), stems(episode.text, episode.lang))


def fact_from_row(row: Sequence[Any]) -> Fact:
    """A Fact from the :data:`FACT_COLS` columns of a row (qualifiers as JSON text)."""
    values = list(row)
    quals = values[_QUALIFIERS]
    values[_QUALIFIERS] = tuple((k, v) for k, v in json.loads(quals)) if quals != "[]" else ()
    return fact_from_values(values)


def fact_row(user_id: str, fact: Fact) -> tuple[Any, ...]:
    """The parameters of :data:`UPSERT_FACT` for one fact: its owner, then its fields."""
    values = list(fact_values(fact))
    values[_QUALIFIERS] = json.dumps([list(q) for q in fact.qualifiers], ensure_ascii=False)
    return (user_id, *values)


def event_row(user_id: str, event: Event) -> tuple[Any, ...]:
    """The parameters of :data:`INSERT_EVENT` for one event (of ``user_id``)."""
    return _values(dataclasses.replace(event, user_id=user_id), EVENT_FIELDS)


def _values(record: Any, fields: Sequence[tuple[str, Any]]) -> tuple[Any, ...]:
    return tuple(getattr(record, name) for name, _ in fields)


def fact_match(
    user_id: str, pattern: tuple[str | None, str | None, str | None], placeholder: str
) -> tuple[str, list[str]]:
    """The WHERE clause and parameters of a user's facts matching a forget pattern.

    ``pattern`` parts may be None (any value); ``placeholder`` is the SQL dialect's ("?" for
    SQLite, "%s" for PostgreSQL).
    """
    clauses, params = [f"user_id = {placeholder}"], [user_id]
    for column, value in zip(("subject", "relation", "object"), pattern, strict=True):
        if value is not None:
            clauses.append(f"{column} = {placeholder}")
            params.append(value)
    return " AND ".join(clauses), params
