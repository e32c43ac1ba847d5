"""The store interface the engine talks to, and the records that cross it.

The engine never sees SQL or LMDB: it reads a user's facts once into its RAM index, hands every
turn's changes to :meth:`Store.write` as one :class:`WriteBatch`, and asks the store for
episodes (past user turns) by full-text relevance. The embedded store (SQLite truth + LMDB hot
layer) implements this interface; a PostgreSQL backend for fleets implements the same one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from hotmem.models import Fact

__all__ = [
    "EVENT_KINDS",
    "EXPORT_FORMAT",
    "Episode",
    "EpisodeHit",
    "Event",
    "Store",
    "WriteBatch",
]

# observe: asserted (or reinforced); negate: denied; correct: replaced by a correction or by a
# new value of a single-valued relation; forget: hard delete (kept only as a tombstone count).
EVENT_KINDS = ("observe", "negate", "correct", "forget")
EXPORT_FORMAT = "hotmem-export/1"


@dataclass(frozen=True, slots=True)
class Event:
    """A provenance event: one change to one fact, with the utterance that caused it.

    Attributes:
        id: Unique id (uuid4 hex); replays are idempotent on it.
        user_id: Owner.
        subject: Fact subject.
        relation: Fact relation.
        object: Fact object.
        kind: One of :data:`EVENT_KINDS`.
        at: Unix time.
        session_id: Session of the turn.
        turn_id: Turn id.
        utterance: What the user said.
        confidence: Confidence of the extraction that caused the event.
    """

    id: str
    user_id: str
    subject: str
    relation: str
    object: str
    kind: str
    at: float
    session_id: str | None = None
    turn_id: str | None = None
    utterance: str = ""
    confidence: float = 1.0


@dataclass(frozen=True, slots=True)
class Episode:
    """One user turn, kept for full-text recall of what extraction did not turn into facts.

    Attributes:
        id: Unique id (uuid4 hex); replays are idempotent on it.
        user_id: Owner.
        text: What the user said.
        at: Unix time.
        session_id: Session.
        turn_id: Turn id.
        lang: Language of the turn.
        reply: The assistant's reply to the turn, when known.
    """

    id: str
    user_id: str
    text: str
    at: float
    session_id: str | None = None
    turn_id: str | None = None
    lang: str = "en"
    reply: str | None = None


@dataclass(frozen=True, slots=True)
class WriteBatch:
    """Everything one turn changes, written atomically.

    Attributes:
        user_id: Owner of every record in the batch.
        facts: Full new states of the facts that changed (upsert by subject, relation, object).
        events: Provenance events to append.
        episodes: Episodes to append (or, for a known id, whose ``reply`` to set).
        forget: Exact (subject, relation, object) triples to hard-delete after the records
            above, with their events and the episodes that stated them (a spoken "forget
            that ..."): journaled like any write, so the hot path never waits for SQLite.
    """

    user_id: str
    facts: tuple[Fact, ...] = ()
    events: tuple[Event, ...] = ()
    episodes: tuple[Episode, ...] = ()
    forget: tuple[tuple[str, str, str], ...] = ()

    @property
    def empty(self) -> bool:
        """True when the batch changes nothing."""
        return not (self.facts or self.events or self.episodes or self.forget)


@dataclass(frozen=True, slots=True)
class EpisodeHit:
    """An episode found by full-text search, with its BM25 relevance (higher is better)."""

    episode: Episode
    score: float
    extra: dict[str, Any] = field(default_factory=dict)


@runtime_checkable
class Store(Protocol):
    """What the engine needs from a backend. Every call is scoped by ``user_id``."""

    def load_facts(self, user_id: str) -> list[Fact]:
        """Every fact of the user, whatever its status (for the RAM index)."""
        ...

    def write(self, batch: WriteBatch) -> None:
        """Persist a turn's changes. Durable on return: a crash afterwards loses nothing."""
        ...

    def flush(self) -> None:
        """Block until every written batch has reached the truth."""
        ...

    def search_episodes(self, user_id: str, query: str, limit: int = 5) -> list[EpisodeHit]:
        """Past user turns ranked by full-text relevance (BM25) to ``query``."""
        ...

    def recent_episodes(
        self, user_id: str, limit: int = 10, session_id: str | None = None
    ) -> list[Episode]:
        """The user's newest episodes, newest first (optionally of one session)."""
        ...

    def events(self, user_id: str) -> list[Event]:
        """The user's provenance events, oldest first."""
        ...

    def forget(
        self,
        user_id: str,
        subject: str | None = None,
        relation: str | None = None,
        object: str | None = None,
    ) -> int:
        """Hard-delete matching facts with their events and the episodes that stated them.

        With no filter, deletes everything of the user. Returns the number of facts deleted.
        """
        ...

    def export_user(self, user_id: str) -> dict[str, Any]:
        """Everything of the user as JSON-friendly data (format :data:`EXPORT_FORMAT`)."""
        ...

    def import_user(self, data: dict[str, Any]) -> int:
        """Load an export (merging by key); returns the number of facts imported."""
        ...

    def users(self) -> list[str]:
        """Every user id that has data."""
        ...

    def close(self) -> None:
        """Flush and release every resource. Idempotent."""
        ...
