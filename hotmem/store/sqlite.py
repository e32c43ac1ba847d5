"""The truth: SQLite in WAL mode holding facts, events, episodes (full-text indexed), tombstones.

Writes go through one write connection in explicit transactions (:meth:`SQLiteTruth.atomic`);
reads use a second connection, which WAL lets run while the writer commits. Each connection is
guarded by its own lock, so one instance is safe to share between threads. An in-memory truth
(``path=None``) has a single connection and lock, since ``:memory:`` databases are per
connection.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import sqlite3
import threading
import time
import urllib.parse
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from loguru import logger

from hotmem.config import SUPPORTED_LANGS
from hotmem.exceptions import StoreError
from hotmem.models import Fact
from hotmem.store.base import Episode, EpisodeHit, Event, WriteBatch
from hotmem.store.migrations import SCHEMA_VERSION, current_version, migrate
from hotmem.store.rows import (
    EPISODE_COLS,
    EVENT_COLS,
    FACT_COLS,
    INSERT_EPISODE,
    INSERT_EVENT,
    UPSERT_EPISODE,
    UPSERT_FACT,
    USERS,
    episode_row,
    event_row,
    fact_from_row,
    fact_match,
    fact_row,
)
from hotmem.store.text import build_match, stems

__all__ = ["SQLiteTruth"]

# BM25 weights of the episode index's columns: the stems rank (LoCoMo evidence recall@5: 0.611
# on stems alone, 0.605 when the words as said count as much); a turn matched only by its
# words as said still comes back, after the others.
_TEXT_WEIGHT = 0.0
_STEMS_WEIGHT = 1.0


def _newer_or_same(
    stones: dict[tuple[str, str, str], int], digest: str, triple: tuple[str, str, str], seq: int
) -> bool:
    """True when a tombstone of ``triple`` is not older than the batch of journal seq ``seq``.

    Tombstones are keyed hashes; those of stores written before hold the words.
    """
    forgot = stones.get((digest, "#", "#"), stones.get(triple))
    return forgot is not None and forgot >= seq


class SQLiteTruth:
    """The SQLite truth of an embedded store.

    Args:
        path: Database file, or None for a private in-memory database.
        synchronous: ``NORMAL`` (a commit survives a process crash) or ``FULL`` (also power
            loss; use it when the journal is fsync'ed, or truncating the journal could lose
            commits on power loss).
    """

    def __init__(self, path: str | os.PathLike[str] | None, *, synchronous: str = "NORMAL"):
        self.path = None if path is None else os.fspath(path)
        self._wconn = self._connect(self.path or ":memory:")
        self._rconn = self._wconn
        self._wlock = self._rlock = threading.RLock()
        try:
            if self.path is not None:
                self._wconn.execute("PRAGMA journal_mode=WAL")
            sync = "FULL" if synchronous == "FULL" else "NORMAL"
            self._wconn.execute(f"PRAGMA synchronous={sync}")
            # forget must really delete: freed pages are zeroed instead of keeping old text.
            self._wconn.execute("PRAGMA secure_delete=ON")
            migrate(self._wconn)
            self._stem_older_episodes()
            if self.path is not None:
                self._rlock = threading.RLock()
                self._rconn = self._connect(self.path)
                self._rconn.execute("PRAGMA query_only=ON")
            self.store_id = self._meta(self._wconn, "store_id")
            # Tombstones hold a keyed hash of the forgotten triple, never its words; the key
            # stays inside this database.
            self._wconn.execute(
                "INSERT OR IGNORE INTO meta (key, value) VALUES ('tombstone_key', ?)",
                (secrets.token_hex(32),),
            )
            self._tombstone_key = bytes.fromhex(self._meta(self._wconn, "tombstone_key"))
        except BaseException:
            self.close()
            raise

    @classmethod
    def read_only(cls, path: str | os.PathLike[str]) -> SQLiteTruth:
        """A reader of a truth another process may be writing (WAL lets both run).

        Nothing is created, migrated or written; a newer schema is refused.
        """
        self = cls.__new__(cls)
        self.path = os.fspath(path)
        uri = "file:" + urllib.parse.quote(os.path.abspath(self.path)) + "?mode=ro"
        conn = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
        self._wconn = self._rconn = conn
        self._wlock = self._rlock = threading.RLock()
        self._tombstone_key = b""
        try:
            conn.execute("PRAGMA busy_timeout=5000")
            conn.execute("PRAGMA query_only=ON")
            if current_version(conn) > SCHEMA_VERSION:
                raise StoreError(f"{self.path} was written by a newer hotmem; upgrade to read it")
            self.store_id = self._meta(conn, "store_id")
        except BaseException:
            conn.close()
            raise
        return self

    def _stem_older_episodes(self, batch: int = 2000) -> None:
        """Index the stems of the turns stored before stems were (schema 3), once."""
        conn = self._wconn
        done = 0
        while True:
            rows = conn.execute(
                "SELECT rowid, text, lang FROM episodes WHERE stems IS NULL LIMIT ?", (batch,)
            ).fetchall()
            if not rows:
                break
            with self.atomic() as tx:
                tx.executemany(
                    "UPDATE episodes SET stems = ? WHERE rowid = ?",
                    [(stems(text, lang), rowid) for rowid, text, lang in rows],
                )
            done += len(rows)
        if done:
            logger.info("hotmem store: indexed the stems of {} earlier turns", done)

    @staticmethod
    def _connect(target: str) -> sqlite3.Connection:
        # Autocommit mode: transactions are the explicit BEGIN ... COMMIT of atomic()/reading().
        conn = sqlite3.connect(target, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA busy_timeout=5000")
        return conn

    @staticmethod
    def _meta(conn: sqlite3.Connection, key: str) -> str:
        return conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()[0]

    @contextmanager
    def atomic(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: commits on success, rolls back on any exception."""
        with self._wlock:
            self._wconn.execute("BEGIN IMMEDIATE")
            try:
                yield self._wconn
            except BaseException:
                self._wconn.execute("ROLLBACK")
                raise
            self._wconn.execute("COMMIT")

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """A consistent read snapshot on the read connection; SQLite errors become StoreError."""
        with self._rlock:
            try:
                self._rconn.execute("BEGIN")
                try:
                    yield self._rconn
                finally:
                    self._rconn.execute("COMMIT")
            except sqlite3.Error as exc:
                raise StoreError(
                    f"cannot read {self.path or 'the in-memory truth'}: {exc}"
                ) from exc

    def applied_seq(self) -> int:
        """The highest journal seq whose batch is committed here."""
        with self._wlock:
            return int(self._meta(self._wconn, "applied_seq"))

    def is_empty(self) -> bool:
        """True when the truth holds no fact, event or episode."""
        with self._wlock:
            return not any(
                self._wconn.execute(f"SELECT 1 FROM {table} LIMIT 1").fetchone()
                for table in ("facts", "events", "episodes")
            )

    def generation_token(self) -> str:
        """``store_id:generation``: changes with every committed change of the truth."""
        with self._wlock:
            return f"{self.store_id}:{self._meta(self._wconn, 'generation')}"

    @staticmethod
    def _record_applied(conn: sqlite3.Connection, seq: int) -> None:
        conn.execute(
            "UPDATE meta SET value = max(CAST(value AS INTEGER), ?) WHERE key = 'applied_seq'",
            (seq,),
        )

    def _bump(self, conn: sqlite3.Connection) -> None:
        conn.execute("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'generation'")

    def apply(
        self,
        batches: Sequence[WriteBatch],
        *,
        seqs: Sequence[int] | None = None,
        set_replies: bool = True,
        version: int | None = None,
    ) -> str:
        """Apply many batches in ONE transaction and bump the generation.

        Args:
            batches: The batches, in write order (a later state of a fact wins).
            seqs: Their journal seqs: the largest is recorded as applied in the same
                transaction, and a batch not newer than a tombstone of a fact cannot bring that
                fact (its events, the episode of its turn) back. None for fresh data (import).
            set_replies: A known episode id sets its ``reply`` (write); False ignores it
                (import merges insert-or-ignore).
            version: The journal seq reserved for a change made outside the journal (a load):
                recorded as applied, so that seqs keep growing after a reopen.

        Returns:
            The new generation token.
        """
        facts, events, episodes = [], [], []

        def write_rows(conn: sqlite3.Connection) -> None:
            conn.executemany(UPSERT_FACT, facts)
            conn.executemany(INSERT_EVENT, events)
            conn.executemany(
                UPSERT_EPISODE if set_replies else INSERT_EPISODE + " ON CONFLICT DO NOTHING",
                episodes,
            )
            for rows in (facts, events, episodes):
                rows.clear()

        with self.atomic() as conn:
            blocked = self._tombstoned(conn, batches, seqs) if seqs else {}
            for i, batch in enumerate(batches):
                uid = batch.user_id
                stones = blocked.get(uid, {})
                dead = {
                    t
                    for t in {f.triple for f in batch.facts}
                    | {(e.subject, e.relation, e.object) for e in batch.events}
                    if seqs
                    and stones
                    and _newer_or_same(stones, self._tombstone(uid, t), t, seqs[i])
                }
                dead_turns = {
                    e.turn_id
                    for e in batch.events
                    if e.kind == "observe" and (e.subject, e.relation, e.object) in dead
                }
                facts.extend(fact_row(uid, f) for f in batch.facts if f.triple not in dead)
                events.extend(
                    event_row(uid, e)
                    for e in batch.events
                    if (e.subject, e.relation, e.object) not in dead
                )
                episodes.extend(
                    episode_row(uid, e)
                    for e in batch.episodes
                    if e.turn_id is None or e.turn_id not in dead_turns
                )
                if batch.forget:  # in write order: what came before is forgotten, not after
                    write_rows(conn)
                    seq, at = (seqs[i] if seqs else 0), time.time()
                    for triple in batch.forget:
                        self._forget_in(conn, uid, triple, seq=seq, at=at)
            write_rows(conn)
            if seqs or version is not None:
                self._record_applied(conn, max([*(seqs or ()), version or 0]))
            self._bump(conn)
            generation = f"{self.store_id}:{self._meta(conn, 'generation')}"
        if any(batch.forget for batch in batches):
            self._checkpoint()
        return generation

    @staticmethod
    def _tombstoned(
        conn: sqlite3.Connection, batches: Sequence[WriteBatch], seqs: Sequence[int]
    ) -> dict[str, dict[tuple[str, str, str], int]]:
        """Tombstones that may block some of the batches: user → triple → forget seq."""
        out: dict[str, dict[tuple[str, str, str], int]] = {}
        for uid in {b.user_id for b in batches}:
            rows = conn.execute(
                "SELECT subject, relation, object, seq FROM tombstones "
                "WHERE user_id = ? AND seq >= ?",
                (uid, min(seqs)),
            ).fetchall()
            if rows:
                out[uid] = {(s, r, o): q for s, r, o, q in rows}
        return out

    def forget(
        self,
        user_id: str,
        subject: str | None,
        relation: str | None,
        object: str | None,
        *,
        seq: int,
        at: float,
        version: int,
    ) -> list[tuple[str, str, str]]:
        """Hard-delete matching facts, their events and the episodes of the turns that stated them.

        With no filter, deletes everything of the user. Tombstones are written in the same
        transaction: they block the batches of journal seq up to ``seq`` (the last one written
        before the forget); ``version``, the seq reserved for the forget, is recorded as applied.

        Returns:
            The deleted (subject, relation, object) triples.
        """
        with self.atomic() as conn:
            triples = self._forget_in(conn, user_id, (subject, relation, object), seq=seq, at=at)
            self._record_applied(conn, version)
            self._bump(conn)
        self._checkpoint()
        return triples

    def search_index_ok(self) -> bool:
        """True when the full-text index of the past turns matches the turns themselves."""
        try:
            with self.atomic() as conn:  # FTS5's own check: the index against its content
                conn.execute(
                    "INSERT INTO episodes_fts (episodes_fts, rank) VALUES ('integrity-check', 1)"
                )
        except sqlite3.DatabaseError:
            return False
        return True

    def rebuild_search_index(self) -> None:
        """Rebuild the full-text index of the past turns from the turns themselves."""
        with self.atomic() as conn:
            conn.execute("INSERT INTO episodes_fts (episodes_fts) VALUES ('rebuild')")

    def restem_episodes(self, batch: int = 2000) -> tuple[int, int]:
        """Recompute the stems of every past turn from its words, then rebuild the index.

        Returns:
            (turns read, turns whose stems were wrong and rewritten).
        """
        self.rebuild_search_index()  # first: a broken index must not fail the updates below
        seen = fixed = 0
        last = 0
        while True:
            with self.reading() as conn:
                rows = conn.execute(
                    "SELECT rowid, text, lang, stems FROM episodes WHERE rowid > ? "
                    "ORDER BY rowid LIMIT ?",
                    (last, batch),
                ).fetchall()
            if not rows:
                break
            last = rows[-1][0]
            seen += len(rows)
            wrong = [
                (fresh, rowid)
                for rowid, text, lang, held in rows
                if (fresh := stems(text, lang)) != held
            ]
            if wrong:
                with self.atomic() as tx:
                    tx.executemany("UPDATE episodes SET stems = ? WHERE rowid = ?", wrong)
                fixed += len(wrong)
        return seen, fixed

    def _checkpoint(self) -> None:
        """Copy the WAL into the database and truncate it, after a forget.

        The WAL keeps the old images of the pages a forget rewrote until a checkpoint; the
        database pages themselves are zeroed (``secure_delete``). A reader in the middle of a
        snapshot leaves part of it for the next checkpoint (at the latest, the close).
        """
        if self.path is None:
            return
        with self._wlock:
            self._wconn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def _forget_in(
        self,
        conn: sqlite3.Connection,
        user_id: str,
        pattern: tuple[str | None, str | None, str | None],
        *,
        seq: int,
        at: float,
    ) -> list[tuple[str, str, str]]:
        """:meth:`forget` inside an open transaction; ``pattern`` parts may be None (any)."""
        where, params = fact_match(user_id, pattern, "?")
        everything = len(params) == 1
        found = conn.execute(f"SELECT subject, relation, object FROM facts WHERE {where}", params)
        triples = [(s, r, o) for s, r, o in found]
        if everything:
            n_episodes = conn.execute("DELETE FROM episodes WHERE user_id = ?", params).rowcount
            for table in ("facts", "events"):
                conn.execute(f"DELETE FROM {table} WHERE user_id = ?", params)
        else:
            # The episodes that stated or denied the facts, found by provenance: an event and
            # the episode of its turn share session, turn id, time and words. A turn id alone
            # may have been reused (given by the caller, or numbered again after a restart).
            stated = conn.execute(
                f"SELECT DISTINCT session_id, turn_id, at, utterance FROM events WHERE {where} "
                "AND kind IN ('observe', 'negate')",
                params,
            ).fetchall()
            conn.execute(f"DELETE FROM facts WHERE {where}", params)
            conn.execute(f"DELETE FROM events WHERE {where}", params)
            n_episodes = sum(
                self._delete_turn_episodes(conn, user_id, *provenance) for provenance in stated
            )
        conn.executemany(
            "INSERT INTO tombstones VALUES (?, ?, '#', '#', ?, ?) ON CONFLICT DO UPDATE SET "
            "at = excluded.at, seq = excluded.seq",
            [(user_id, self._tombstone(user_id, t), at, seq) for t in triples],
        )
        if n_episodes:
            # Deleted FTS rows linger in old index segments until a merge: rewrite them now.
            conn.execute("INSERT INTO episodes_fts (episodes_fts) VALUES ('optimize')")
        return triples

    def _tombstone(self, user_id: str, triple: tuple[str, str, str]) -> str:
        """The keyed hash a tombstone keeps of a forgotten triple (its words are gone)."""
        raw = "\x00".join((user_id, *triple)).encode()
        return hmac.new(self._tombstone_key, raw, hashlib.sha256).hexdigest()

    @staticmethod
    def _delete_turn_episodes(
        conn: sqlite3.Connection,
        user_id: str,
        session_id: str | None,
        turn_id: str | None,
        at: float,
        utterance: str,
    ) -> int:
        """Delete the episode of one turn and the assistant's replies to it; returns how many.

        The turn's words also leave the events of its other facts (they stay, wordless).
        """
        conn.execute(
            "UPDATE events SET utterance = '' WHERE user_id = ? AND session_id IS ? "
            "AND turn_id IS ? AND at = ? AND utterance = ?",
            (user_id, session_id, turn_id, at, utterance),
        )
        deleted = conn.execute(
            "DELETE FROM episodes WHERE user_id = ? AND session_id IS ? AND turn_id IS ? "
            "AND at = ? AND text = ?",
            (user_id, session_id, turn_id, at, utterance),
        ).rowcount
        if turn_id is not None:  # add_reply keeps a reply as an episode without user text
            deleted += conn.execute(
                "DELETE FROM episodes WHERE user_id = ? AND session_id IS ? AND turn_id = ? "
                "AND at >= ? AND text = '' AND reply IS NOT NULL",
                (user_id, session_id, turn_id, at),
            ).rowcount
        return deleted

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self.reading() as conn:
            return conn.execute(sql, params).fetchall()

    def load_facts(self, user_id: str) -> list[Fact]:
        """Every fact of the user, sorted by (subject, relation, object)."""
        sql = f"SELECT {FACT_COLS} FROM facts WHERE user_id = ? ORDER BY subject, relation, object"
        return [fact_from_row(r) for r in self._rows(sql, (user_id,))]

    def iter_facts(self) -> Iterator[tuple[str, Fact]]:
        """Every fact of every user as ``(user_id, fact)`` (to rebuild the hot layer)."""
        for row in self._rows(f"SELECT user_id, {FACT_COLS} FROM facts"):
            yield row[0], fact_from_row(row[1:])

    def events(self, user_id: str) -> list[Event]:
        """The user's events, oldest first (insertion order among equal times)."""
        sql = f"SELECT {EVENT_COLS} FROM events WHERE user_id = ? ORDER BY at, rowid"
        return [Event(*r) for r in self._rows(sql, (user_id,))]

    def episodes(self, user_id: str) -> list[Episode]:
        """The user's episodes, oldest first."""
        sql = f"SELECT {EPISODE_COLS} FROM episodes WHERE user_id = ? ORDER BY at, rowid"
        return [Episode(*r) for r in self._rows(sql, (user_id,))]

    def dump(self, user_id: str) -> WriteBatch:
        """Every record of the user: facts by key, events and episodes oldest first."""
        return WriteBatch(
            user_id,
            facts=tuple(self.load_facts(user_id)),
            events=tuple(self.events(user_id)),
            episodes=tuple(self.episodes(user_id)),
        )

    def recent_episodes(self, user_id: str, limit: int, session_id: str | None) -> list[Episode]:
        """The user's newest episodes, newest first (optionally of one session)."""
        sql = f"SELECT {EPISODE_COLS} FROM episodes WHERE user_id = ?"
        params: tuple[Any, ...] = (user_id,)
        if session_id is not None:
            sql += " AND session_id = ?"
            params += (session_id,)
        sql += " ORDER BY at DESC, rowid DESC LIMIT ?"
        params += (limit,)
        return [Episode(*r) for r in self._rows(sql, params)]

    def search_episodes(
        self, user_id: str, query: str, limit: int, langs: tuple[str, ...] = SUPPORTED_LANGS
    ) -> list[EpisodeHit]:
        """BM25-ranked episodes of the user for arbitrary text; [] when nothing is searchable.

        ``langs``: the languages whose function words leave the query (see ``search_langs``).
        """
        expr = build_match(query, langs)
        if not expr or limit <= 0:
            return []
        sql = (
            f"SELECT {', '.join('e.' + c for c in EPISODE_COLS.split(', '))}, "
            f"bm25(episodes_fts, {_TEXT_WEIGHT}, {_STEMS_WEIGHT}) AS score FROM episodes_fts "
            "JOIN episodes e ON e.rowid = episodes_fts.rowid "
            "WHERE episodes_fts MATCH ? AND e.user_id = ? ORDER BY score LIMIT ?"
        )
        try:
            rows = self._rows(sql, (expr, user_id, limit))
        except StoreError as exc:  # never let odd input break a turn
            logger.warning("hotmem store: episode search failed for {!r}: {}", expr[:200], exc)
            return []
        # bm25() is lower-is-better; the interface promises higher-is-better.
        return [EpisodeHit(Episode(*r[:8]), -float(r[8])) for r in rows]

    def users(self) -> list[str]:
        """Every user id with facts, events or episodes."""
        return [r[0] for r in self._rows(USERS)]

    def close(self) -> None:
        """Close both connections. Idempotent."""
        with self._wlock, self._rlock:
            if self._rconn is not self._wconn:
                self._rconn.close()
            self._wconn.close()
