"""SQL statements of the truth and the conversion between its rows and the records."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from hotmem.models import Fact
from hotmem.store.base import Episode, Event
from hotmem.store.text import stems

__all__ = [
    "EPISODE_COLS",
    "EVENT_COLS",
    "FACT_COLS",
    "INSERT_EPISODE",
    "INSERT_EVENT",
    "UPSERT_EPISODE",
    "UPSERT_FACT",
    "episode_row",
    "event_row",
    "fact_from_row",
    "fact_row",
]

# Column order of FACT_COLS is the field order of Fact, so a row maps onto Fact(*row).
FACT_COLS = (
    "subject, relation, object, confidence, lang, status, turn_id, updated_at, weight, "
    "created_at, session_id, qualifiers, pos, neg"
)
EVENT_COLS = (
    "id, user_id, subject, relation, object, kind, at, session_id, turn_id, utterance, confidence"
)
EPISODE_COLS = "id, user_id, text, at, session_id, turn_id, lang, reply"

UPSERT_FACT = f"""
INSERT INTO facts (user_id, {FACT_COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (user_id, subject, relation, object) DO UPDATE SET
    confidence = excluded.confidence, lang = excluded.lang, status = excluded.status,
    turn_id = excluded.turn_id, updated_at = excluded.updated_at, weight = excluded.weight,
    created_at = excluded.created_at, session_id = excluded.session_id,
    qualifiers = excluded.qualifiers, pos = excluded.pos, neg = excluded.neg
"""
INSERT_EVENT = f"INSERT OR IGNORE INTO events ({EVENT_COLS}) VALUES (?,?,?,?,?,?,?,?,?,?,?)"
# The last value is the turn's stems (hotmem.store.text.stems), indexed for full-text recall.
INSERT_EPISODE = f"INSERT INTO episodes ({EPISODE_COLS}, stems) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
# A known episode id only gets its reply set, and only by its owner.
UPSERT_EPISODE = (
    INSERT_EPISODE + " ON CONFLICT (id) DO UPDATE SET reply = excluded.reply"
    " WHERE episodes.user_id = excluded.user_id AND excluded.reply IS NOT NULL"
)


def episode_row(user_id: str, episode: Episode) -> tuple[Any, ...]:
    """The :data:`INSERT_EPISODE` values of an episode: its columns, then its stems."""
    e = episode
    stemmed = stems(e.text, e.lang)
    return (e.id, user_id, e.text, e.at, e.session_id, e.turn_id, e.lang, e.reply, stemmed)


def fact_from_row(row: Sequence[Any]) -> Fact:
    """A Fact from the :data:`FACT_COLS` columns of a row."""
    quals = tuple((k, v) for k, v in json.loads(row[11])) if row[11] != "[]" else ()
    return Fact(*row[:11], quals, row[12], row[13])


def fact_row(user_id: str, f: Fact) -> tuple[Any, ...]:
    """The parameters of :data:`UPSERT_FACT` for one fact."""
    quals = json.dumps([[k, v] for k, v in f.qualifiers], ensure_ascii=False)
    fields = (f.confidence, f.lang, f.status, f.turn_id, f.updated_at, f.weight, f.created_at)
    return (user_id, f.subject, f.relation, f.object, *fields, f.session_id, quals, f.pos, f.neg)


def event_row(user_id: str, e: Event) -> tuple[Any, ...]:
    """The parameters of :data:`INSERT_EVENT` for one event."""
    where = (e.session_id, e.turn_id, e.utterance, e.confidence)
    return (e.id, user_id, e.subject, e.relation, e.object, e.kind, e.at, *where)
