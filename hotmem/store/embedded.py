"""The embedded store: journal + LMDB hot layer on the hot path, SQLite truth behind it.

``write`` costs a journal append (durable against a process kill on return), one LMDB
transaction (reads see the change at once) and a queue append; a background thread commits the
queue to SQLite in one transaction per interval and then truncates the journal. Reads merge
SQLite with what is still queued, so nothing written is ever invisible.

Directory layout: ``truth.sqlite3`` (+ WAL files), ``hot.lmdb/``, ``journal.jsonl``,
``store.lock`` (an exclusive ``flock``: one writer process per store) and, only if a journaled
batch could never be applied, ``rejected.jsonl``.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from loguru import logger

from hotmem.config import SUPPORTED_LANGS
from hotmem.exceptions import (
    InvalidInputError,
    StoreAccessError,
    StoreClosedError,
    StoreCorruptError,
    StoreError,
)
from hotmem.models import Fact, differences
from hotmem.store import checks
from hotmem.store.base import Episode, EpisodeHit, Event, Triple, WriteBatch
from hotmem.store.guard import GuardedHot
from hotmem.store.hot import HotLayer, user_key
from hotmem.store.journal import Journal
from hotmem.store.locks import DirLock
from hotmem.store.pending import (
    merge_events,
    merge_facts,
    merge_hits,
    merge_recent,
    queued_episodes,
)
from hotmem.store.sqlite import SQLiteTruth
from hotmem.store.text import search_langs
from hotmem.store.writer import BackgroundWriter, Item, apply_items, replay_journal

__all__ = ["EmbeddedStore"]


class EmbeddedStore:
    """SQLite + LMDB store behind the :class:`~hotmem.store.base.Store` protocol. Thread-safe.

    Args:
        path: Store directory (created when missing), or None for a private in-memory store
            (SQLite in memory, LMDB in a temporary directory removed at close, no journal,
            writes applied synchronously).
        fsync: ``fdatasync`` the journal on every write and run SQLite with
            ``synchronous=FULL``: acknowledged writes then survive power loss too (costs a disk
            flush per write). Without it they survive a crash of the process.
        commit_interval_ms: Longest time a written batch waits before the SQLite commit.
        max_pending: Queued batches that trigger a commit at once.
        langs: The languages the memory serves: their function words are left out of episode
            searches (only their data is loaded).

    Raises:
        StoreError: Another process (or another store object) has the directory open.
        StoreCorruptError: The SQLite truth cannot be read.
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None,
        *,
        fsync: bool = False,
        commit_interval_ms: float = 50.0,
        max_pending: int = 256,
        langs: Iterable[str] = SUPPORTED_LANGS,
    ):
        self._langs = search_langs(langs)
        if not isinstance(max_pending, int) or max_pending < 1:
            raise InvalidInputError("max_pending must be a positive integer")
        if not isinstance(commit_interval_ms, int | float) or not commit_interval_ms > 0:
            raise InvalidInputError("commit_interval_ms must be a positive number")
        self._lock = threading.RLock()  # orders write/forget/import/close against each other
        self._closed = False
        self._journal: Journal | None = None
        self._writer: BackgroundWriter | None = None
        self._dir_lock: DirLock | None = None
        self._tmpdir: str | None = None
        self._memory_version = 0  # the version counter of an in-memory store (no journal)
        if path is None:
            self.path: Path | None = None
            self._rejected: Path | None = None
            self._tmpdir = tempfile.mkdtemp(prefix="hotmem-hot-")
            self._truth = SQLiteTruth(None)
            self._hot = GuardedHot(Path(self._tmpdir) / "hot.lmdb", self._truth)
            return
        self.path = Path(path)
        self._rejected = self.path / "rejected.jsonl"
        try:
            self.path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreAccessError(
                f"cannot create the store directory {self.path}: {exc.strerror or exc}", self.path
            ) from exc
        try:
            self._dir_lock = DirLock(self.path / "store.lock")
            self._open_durable(fsync, commit_interval_ms / 1000.0, max_pending)
        except BaseException as exc:
            self._close_parts()
            if isinstance(exc, OSError):
                where = exc.filename or self.path
                raise StoreAccessError(
                    f"cannot open the store {self.path}: {where}: {exc.strerror or exc}", where
                ) from exc
            raise

    def _open_durable(self, fsync: bool, interval_s: float, max_pending: int) -> None:
        assert self.path is not None
        truth = self.path / "truth.sqlite3"
        try:
            self._truth = SQLiteTruth(truth, synchronous="FULL" if fsync else "NORMAL")
        except sqlite3.OperationalError as exc:  # cannot open or write: not a broken file
            raise StoreAccessError(f"cannot open {truth}: {exc}", truth) from exc
        except sqlite3.DatabaseError as exc:
            raise StoreCorruptError(f"cannot open {truth}: {exc}") from exc
        self._refuse_a_lost_truth()
        self._journal = Journal(
            self.path / "journal.jsonl", fsync=fsync, start_seq=self._truth.applied_seq()
        )
        # Replay before the hot layer opens: the replay changes the truth's generation, so a hot
        # layer that missed those batches is then seen as stale and rebuilt.
        replay_journal(self._journal, self._truth, self._rejected)
        self._hot = GuardedHot(self.path / "hot.lmdb", self._truth)
        self._writer = BackgroundWriter(
            self._commit, interval_s=interval_s, max_pending=max_pending
        )

    def _refuse_a_lost_truth(self) -> None:
        """Refuse an empty truth of another store next to a hot layer that holds facts.

        A deleted or emptied ``truth.sqlite3`` opens as a new, empty store; rebuilding the hot
        layer from it would wipe the only copy of the facts left.

        Raises:
            StoreCorruptError: The truth was lost (names both files and what to do).
        """
        assert self.path is not None
        hot = self.path / "hot.lmdb"
        held, token = HotLayer.peek(hot)
        if not held or token is None or token.split(":", 1)[0] == self._truth.store_id:
            return
        if not self._truth.is_empty():
            return  # another store's truth with data: the hot layer is its stale cache
        raise StoreCorruptError(
            f"hotmem store {self.path}: truth.sqlite3 is missing or empty but {hot} still holds "
            f"{held} facts of another store ({token.split(':', 1)[0]}); refusing to wipe them. "
            "Restore truth.sqlite3 from a backup, or move hot.lmdb aside to start empty."
        )

    # -- internals ---------------------------------------------------------------------------

    def _commit(self, items: list[Item]) -> None:
        """Background commit: truth first, then journal truncation, then the hot generation."""
        assert self._journal is not None
        applied = apply_items(self._truth, items, self._rejected)
        self._journal.truncate_through(items[-1][0])
        if applied < len(items):
            # The hot layer took the rejected batches' facts; the truth did not.
            self._hot.invalidate("a journaled batch was rejected")
        self._hot.sync()

    def _flush(self) -> None:
        if self._writer is not None:
            self._writer.flush()

    def _check_open(self) -> None:
        if self._closed:
            raise StoreClosedError("the store is closed")

    def _pending(self, user_id: str) -> list[WriteBatch]:
        return self._writer.pending(user_id) if self._writer is not None else []

    # -- Store protocol ----------------------------------------------------------------------

    def version(self) -> int:
        """The store's newest version: the journal seq of its last change.

        One process writes an embedded store, so one counter serves every user: a user's
        version grows with each of its changes (and with other users' changes).
        """
        return self._memory_version if self._journal is None else self._journal.last_seq

    def _next_version(self) -> int:
        """A new version for a change that bypasses the journal (forget, load; in memory: all)."""
        if self._journal is None:
            self._memory_version += 1
            return self._memory_version
        return self._journal.reserve()

    def write(self, batch: WriteBatch) -> int:
        """Persist a turn's changes; durable (against a process kill) on return.

        Returns:
            The user's new version.

        Raises:
            InvalidInputError: The batch or one of its records is malformed.
            StoreError: The journal cannot be written.
            StoreClosedError: The store is closed.
        """
        checks.check_batch(batch)
        if batch.empty:
            self._check_open()
            return self.version()
        # One lock from journal to queue: seq order, hot-layer order and commit order agree.
        with self._lock:
            self._check_open()
            try:
                if self._journal is None:  # in memory: nothing to journal, apply at once
                    self._truth.apply([batch])
                    seq = self._next_version()
                else:
                    seq = self._journal.append(batch)
            except UnicodeEncodeError as exc:  # a lone surrogate: refused before any effect
                raise InvalidInputError(f"invalid batch: text cannot be encoded ({exc})") from None
            self._hot.put(batch)
            if self._writer is not None:
                self._writer.submit(seq, batch)
        return seq

    def flush(self) -> None:
        """Block until every written batch is committed to SQLite."""
        self._check_open()
        self._flush()

    def load_facts(self, user_id: str) -> tuple[list[Fact], int]:
        """Every fact of the user whatever its status, and the version they are at least at.

        Facts are sorted by (subject, relation, object), read from the hot layer (which already
        holds queued writes), or SQLite plus the queue when the hot layer is unavailable.
        """
        checks.check_user(user_id)
        self._check_open()
        version = self.version()  # read before the facts: they are at least this new
        if not self._hot.ok:
            with self._lock:
                self._hot.repair(self._flush)

        def from_truth() -> list[Fact]:
            queued = self._pending(user_id)  # snapshot before reading SQLite (see pending.py)
            return merge_facts(self._truth.load_facts(user_id), queued)

        return self._hot.read(lambda hot: hot.facts(user_id), from_truth), version

    def get_fact(self, user_id: str, subject: str, relation: str, object: str) -> Fact | None:
        """One fact by key (an O(1) hot-layer read), or None."""
        checks.check_user(user_id)
        for name, value in (("subject", subject), ("relation", relation), ("object", object)):
            checks.check_text(value, name)
        self._check_open()
        wanted = (subject, relation, object)
        return self._hot.read(
            lambda hot: hot.get(user_id, *wanted),
            lambda: next((f for f in self.load_facts(user_id)[0] if f.triple == wanted), None),
        )

    def search_episodes(self, user_id: str, query: str, limit: int = 5) -> list[EpisodeHit]:
        """Past user turns by BM25 relevance (queued ones by term overlap); never raises on text.

        Args:
            user_id: Owner.
            query: Any text: quotes, FTS operators, emoji, 100 kB... ("" → []).
            limit: Maximum number of hits.
        """
        checks.check_user(user_id)
        checks.check_text(query, "query")
        checks.check_limit(limit)
        self._check_open()
        queued = queued_episodes(self._pending(user_id))
        hits = self._truth.search_episodes(user_id, query, limit, self._langs)
        return merge_hits(hits, queued, query, limit, self._langs)

    def recent_episodes(
        self, user_id: str, limit: int = 10, session_id: str | None = None
    ) -> list[Episode]:
        """The user's newest episodes, newest first (optionally of one session)."""
        checks.check_recent(user_id, limit, session_id)
        self._check_open()
        queued = queued_episodes(self._pending(user_id))
        stored = self._truth.recent_episodes(user_id, limit, session_id)
        return merge_recent(stored, queued, limit, session_id)

    def events(self, user_id: str) -> list[Event]:
        """The user's provenance events, oldest first."""
        checks.check_user(user_id)
        self._check_open()
        queued = self._pending(user_id)
        return merge_events(self._truth.events(user_id), queued)

    def users(self) -> list[str]:
        """Every user id that has facts, events or episodes (queued ones included)."""
        self._check_open()
        pending = {b.user_id for b in self._writer.pending()} if self._writer else set()
        return sorted(pending.union(self._truth.users()))

    def forget(
        self,
        user_id: str,
        subject: str | None = None,
        relation: str | None = None,
        object: str | None = None,
    ) -> list[Triple]:
        """Hard-delete matching facts, their events and the episodes that stated them.

        Deletes SQLite rows, FTS index entries and LMDB keys; tombstones keep a replay from
        resurrecting them. No filter deletes everything of the user.

        Returns:
            The (subject, relation, object) keys of the facts deleted.
        """
        checks.check_user(user_id)
        for name, value in (("subject", subject), ("relation", relation), ("object", object)):
            if value is not None:
                checks.check_text(value, name, empty=False)
        with self._lock:
            self._check_open()
            self._flush()  # everything written before the forget is in SQLite, then deleted
            before = self.version()
            triples = self._truth.forget(
                user_id,
                subject,
                relation,
                object,
                seq=before,
                at=time.time(),
                version=self._next_version(),
            )
            everything = subject is None and relation is None and object is None
            self._hot.delete(user_id, None if everything else triples)
            self._hot.sync()
        logger.info("hotmem store: forgot {} facts of a user", len(triples))
        return triples

    def check(self, *, repair: bool = False) -> dict[str, Any]:
        """Compare the hot layer with the truth, user by user; rebuild it on request.

        Everything queued is committed first, so both should hold the same facts.

        Args:
            repair: Rebuild the hot layer from the truth when they differ.

        Returns:
            ``users``, ``facts`` (the truth's), ``generation_ok`` (the layer claims the truth's
            generation), ``layer_ok`` (readable), ``differences`` (user -> counts of facts
            ``missing`` from the layer, ``extra`` in it, ``changed``), ``orphan_users`` (in the
            layer only), ``search_index_ok`` (the full-text index of the past turns matches
            them) and ``repaired``.
        """

        def compare(layer: HotLayer) -> tuple[dict[str, dict[str, int]], int, bool]:
            per_user: dict[str, dict[str, int]] = {}
            for user_id in users:
                counts = differences(self._truth.load_facts(user_id), layer.facts(user_id))
                if any(counts.values()):
                    per_user[user_id] = counts
            orphans = len(layer.user_keys() - {user_key(u) for u in users})
            return per_user, orphans, layer.generation == self._truth.generation_token()

        with self._lock:
            self._check_open()
            self._flush()
            users = self._truth.users()
            report: dict[str, Any] = {
                "users": len(users),
                "facts": sum(1 for _ in self._truth.iter_facts()),
                "repaired": False,
            }
            found = self._hot.read(compare, lambda: None)
            if found is not None:
                per_user, orphans, generation_ok = found
                report.update(
                    layer_ok=True,
                    generation_ok=generation_ok,
                    differences=per_user,
                    orphan_users=orphans,
                )
            else:
                report.update(layer_ok=False, generation_ok=False, differences={}, orphan_users=0)
            report["search_index_ok"] = self._truth.search_index_ok()
            broken = not report["layer_ok"] or report["differences"] or report["orphan_users"]
            if repair and (broken or not report["generation_ok"]):
                self._hot.rebuild()
                report["repaired"] = True
            if repair and not report["search_index_ok"]:
                self._truth.rebuild_search_index()
                report["repaired"] = True
        return report

    def episodes(self, user_id: str) -> list[Episode]:
        """Every episode of the user (turns and replies), oldest first.

        Waits for the queued writes first: a queued forget must not leave its episodes here.
        """
        checks.check_user(user_id)
        self._check_open()
        self.flush()
        return self._truth.episodes(user_id)

    def reindex(self) -> dict[str, Any]:
        """Rebuild every layer derived from the truth: the hot layer and the past turns' index.

        The hot layer (LMDB) is thrown away and rebuilt from SQLite, whatever state it was in
        (missing, stale, corrupt); the stems of the past turns are recomputed from their words
        and their full-text index rebuilt. Writes wait meanwhile.

        Returns:
            ``users``, ``facts`` (the truth's), ``hot_facts`` (in the rebuilt layer),
            ``episodes`` (past turns indexed), ``stems_fixed`` (turns whose stems were wrong),
            ``search_index_ok`` and ``ms`` (time taken).
        """
        started = time.perf_counter()
        with self._lock:
            self._check_open()
            self._flush()
            users = self._truth.users()
            self._hot.rebuild()
            hot_facts = self._hot.read(
                lambda layer: sum(len(layer.facts(u)) for u in users), lambda: 0
            )
            episodes, fixed = self._truth.restem_episodes()
            return {
                "users": len(users),
                "facts": sum(1 for _ in self._truth.iter_facts()),
                "hot_facts": hot_facts,
                "episodes": episodes,
                "stems_fixed": fixed,
                "search_index_ok": self._truth.search_index_ok(),
                "ms": round((time.perf_counter() - started) * 1000, 1),
            }

    def dump(self, user_id: str) -> WriteBatch:
        """Every record of the user (facts, events, episodes), oldest first."""
        checks.check_user(user_id)
        self.flush()
        return self._truth.dump(user_id)

    def load(self, records: WriteBatch) -> int:
        """Merge records: facts upsert, events and episodes insert-or-ignore by id.

        Raises:
            InvalidInputError: A record is malformed.

        Returns:
            The number of facts loaded.
        """
        checks.check_batch(records)
        if records.forget:
            raise InvalidInputError("load() takes records; forget them with forget()")
        with self._lock:
            self._check_open()
            self._flush()
            self._truth.apply([records], set_replies=False, version=self._next_version())
            self._hot.put(records)
            self._hot.sync()
        return len(records.facts)

    def close(self) -> None:
        """Flush, stop the writer, close SQLite and LMDB, release the lock. Idempotent."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            try:
                if self._writer is not None:
                    self._writer.close()
                    self._hot.purge()  # the truth holds everything: no forgotten page left
            except StoreError as exc:
                logger.error(
                    "hotmem store {}: closing with unapplied batches ({}); they stay journaled "
                    "and are replayed at next open",
                    self.path,
                    exc,
                )
            finally:
                self._close_parts()

    def _close_parts(self) -> None:
        """Close whatever is open (also after a failed open), then release the lock."""
        for name in ("_journal", "_truth", "_hot"):
            part = getattr(self, name, None)
            try:
                if part is not None:
                    part.close()
            except Exception as exc:
                logger.warning("hotmem store: error while closing {}: {}", name, exc)
        if self._tmpdir is not None:
            shutil.rmtree(self._tmpdir, ignore_errors=True)
        if self._dir_lock is not None:
            self._dir_lock.release()
            self._dir_lock = None

    def __enter__(self) -> EmbeddedStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        where = "memory" if self.path is None else str(self.path)
        return f"EmbeddedStore({where}{', closed' if self._closed else ''})"
