"""The store interface the engine talks to (protocol v2), and the records that cross it.

The engine never sees SQL or LMDB: it reads a user's facts once into its RAM index, hands every
turn's changes to :meth:`Store.write` as one :class:`WriteBatch`, and asks the store for
episodes (past user turns) by full-text relevance. The embedded store (SQLite truth + LMDB hot
layer) and the PostgreSQL store for fleets implement this interface, and one contract test
suite (``tests/store/test_contract.py``) runs against both.

Versions: every change of a user's records (write, forget, load) gives the user a new, higher
version number; :meth:`Store.load_facts` says which version its facts are. A backend shared by
several processes also offers :meth:`Changes.changes_since`, so that each process's RAM index
follows what the others write; a single-process backend does not need it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from hotmem.models import Fact

__all__ = [
    "EVENT_KINDS",
    "Changes",
    "Episode",
    "EpisodeHit",
    "Event",
    "Store",
    "Triple",
    "WriteBatch",
]

# observe: asserted (or reinforced); negate: denied; correct: replaced by a correction or by a
# new value of a single-valued relation; forget: hard delete (kept only as a tombstone count);
# merge: a value said another way (an acronym, a nickname, a transcriber's spelling) was read
# as this fact, the turn's words keep how it was said; alias: the turn named the fact's subject
# another way (a kin noun, a nickname: "my mum" read as linda; ``detail``: the subject as
# said); expire: an intention nobody repeated
# lapsed (stale, then archived) at maintenance; undo: an earlier event was taken back
# (:meth:`hotmem.HotMem.undo`), one undo event per fact it changed; conflict: the user said
# something against an active fact that did not replace it (``detail``: the words), an open
# conflict until one side is said again; use: an assistant reply used the fact (it was shown
# in the memory message and the reply says its words): reinforced.
EVENT_KINDS = (
    "observe",
    "negate",
    "correct",
    "forget",
    "merge",
    "alias",
    "expire",
    "undo",
    "conflict",
    "use",
)
Triple = tuple[str, str, str]


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
        detail: What the kind needs besides the fact: for a ``merge``, the value as the turn
            said it (the merged-away value); for an ``alias``, the subject as the turn said it;
            for an ``undo``, the id of the event taken back;
            for a ``conflict``, the words said against the fact.
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
    detail: str = ""


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
    """What the engine needs from a backend (protocol v2). Every call is scoped by ``user_id``."""

    def load_facts(self, user_id: str) -> tuple[list[Fact], int]:
        """Every fact of the user whatever its status (for the RAM index), and their version."""
        ...

    def write(self, batch: WriteBatch) -> int:
        """Persist a turn's changes; durable on return. Returns the user's new version."""
        ...

    def flush(self) -> None:
        """Block until every written batch has reached the truth."""
        ...

    def search_episodes(self, user_id: str, query: str, limit: int = 5) -> list[EpisodeHit]:
        """Past user turns ranked by full-text relevance to ``query`` (higher is better)."""
        ...

    def recent_episodes(
        self, user_id: str, limit: int = 10, session_id: str | None = None
    ) -> list[Episode]:
        """The user's newest episodes, newest first (optionally of one session)."""
        ...

    def episodes(self, user_id: str) -> list[Episode]:
        """Every episode of the user (turns and replies), oldest first: what recall indexes."""
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
    ) -> list[Triple]:
        """Hard-delete matching facts with their events and the episodes that stated them.

        With no filter, deletes everything of the user. Returns the keys of the facts deleted.
        """
        ...

    def dump(self, user_id: str) -> WriteBatch:
        """Every record of the user (facts, events, episodes), oldest first."""
        ...

    def load(self, records: WriteBatch) -> int:
        """Merge records (facts upsert, events and episodes insert-or-ignore by id).

        Returns the number of facts loaded.
        """
        ...

    def users(self) -> list[str]:
        """Every user id that has data."""
        ...

    def close(self) -> None:
        """Flush and release every resource. Idempotent."""
        ...


@runtime_checkable
class Changes(Protocol):
    """The change signal of a backend shared by several processes."""

    def changes_since(self, user_id: str, version: int) -> int | None:
        """The newest version of the user written by another process after ``version``.

        None when no other process changed the user since. Answered from what the backend
        already knows (no round trip on the hot path): a change made elsewhere becomes known
        after the backend's propagation delay.
        """
        ...
