"""Moving journaled batches into the truth: the background writer, replay, poison isolation.

``write`` only appends to the journal and the hot layer, then hands the batch to this queue. A
daemon thread commits what is queued every ``interval_s`` (or at once when ``max_pending`` is
reached, or when someone flushes) through the ``commit`` callback. A batch leaves the queue
only after its commit, so readers that merge the queue with SQLite never miss it.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path

from loguru import logger

from hotmem.exceptions import StoreError
from hotmem.logs import log_error
from hotmem.store.base import WriteBatch
from hotmem.store.journal import Journal, batch_to_dict
from hotmem.store.sqlite import SQLiteTruth

__all__ = ["BackgroundWriter", "apply_items", "replay_journal"]

Item = tuple[int, WriteBatch]
_MAX_BACKOFF_S = 2.0


class BackgroundWriter:
    """A queue of ``(seq, batch)`` drained by one daemon thread. Thread-safe.

    Args:
        commit: Applies a list of items to the truth (in one transaction). An exception leaves
            the items queued; they are retried with a growing back-off.
        interval_s: Longest time a batch waits in the queue while the writer is healthy.
        max_pending: Queue length that triggers a commit at once (also the chunk size).
        name: Thread name (for logs and debuggers).
    """

    def __init__(
        self,
        commit: Callable[[list[Item]], None],
        *,
        interval_s: float,
        max_pending: int,
        name: str = "hotmem-writer",
    ):
        self._commit = commit
        self._interval = interval_s
        self._max_pending = max_pending
        self._cond = threading.Condition()
        self._pending: list[Item] = []
        self._applied = 0  # seq of the last item that left the queue
        self._urgent = False  # a flush or stop waits: commit without waiting for the interval
        self._stopping = False
        self._failures = 0  # consecutive failed commits
        self._errors = 0  # failed commits ever (flush waiters compare it)
        self._last_error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, seq: int, batch: WriteBatch) -> None:
        """Queue a journaled batch (seqs must increase)."""
        with self._cond:
            self._pending.append((seq, batch))
            # Wake the thread only when it has to change what it waits for.
            if len(self._pending) == 1 or len(self._pending) >= self._max_pending:
                self._cond.notify_all()

    def pending(self, user_id: str | None = None) -> list[WriteBatch]:
        """A snapshot of the queued batches (of one user), oldest first."""
        with self._cond:
            return [b for _, b in self._pending if user_id is None or b.user_id == user_id]

    def __len__(self) -> int:
        with self._cond:
            return len(self._pending)

    def flush(self, timeout: float | None = None) -> None:
        """Block until everything queued before the call is committed.

        Raises:
            StoreError: The commit failed while waiting (the batches stay journaled and
                queued, and are retried), or ``timeout`` elapsed.
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            if not self._pending:
                return
            target, errors = self._pending[-1][0], self._errors
            self._urgent = True
            self._cond.notify_all()
            while self._applied < target:
                if self._errors != errors:
                    raise StoreError(f"background commit failed: {self._last_error}")
                if not self._thread.is_alive():
                    raise StoreError("background writer is not running")
                remaining = None if deadline is None else deadline - time.monotonic()
                if remaining is not None and remaining <= 0:
                    raise StoreError(f"flush timed out with {len(self._pending)} batches queued")
                self._cond.wait(remaining)

    def close(self, timeout: float | None = None) -> None:
        """Flush, then stop the thread. Idempotent.

        Raises:
            StoreError: The final flush failed (the thread is stopped anyway).
        """
        try:
            self.flush(timeout)
        finally:
            with self._cond:
                self._stopping = True
                self._cond.notify_all()
            if threading.current_thread() is not self._thread:
                self._thread.join()

    def _next_chunk(self) -> list[Item] | None:
        """Wait for work; None when stopping with nothing (committable) left."""
        with self._cond:
            since = None
            while True:
                if self._stopping:
                    return None  # close() flushed first; what is left stays in the journal
                if self._pending:
                    now = time.monotonic()
                    since = now if since is None else since
                    wait = self._interval
                    if self._failures:
                        wait = min(_MAX_BACKOFF_S, self._interval * 2**self._failures)
                    due = since + wait
                    # After a failure only the back-off decides: no hot retry loop.
                    full = len(self._pending) >= self._max_pending
                    ready = (self._urgent or full) and not self._failures
                    if ready or now >= due:
                        return list(self._pending[: self._max_pending])
                    self._cond.wait(due - now)
                else:
                    since = None
                    self._urgent = False
                    self._cond.wait()

    def _run(self) -> None:
        while (chunk := self._next_chunk()) is not None:
            try:
                self._commit(chunk)
            except Exception as exc:  # the thread must survive anything: data is journaled
                with self._cond:
                    self._failures += 1
                    self._errors += 1
                    self._last_error = exc
                    self._cond.notify_all()
                log_error(
                    "hotmem store: background commit of {} batches failed (attempt {}); "
                    "they stay journaled and will be retried",
                    len(chunk),
                    self._failures,
                    exc=exc,
                )
                continue
            with self._cond:
                del self._pending[: len(chunk)]
                self._applied = chunk[-1][0]
                self._failures = 0
                self._last_error = None
                self._cond.notify_all()


def apply_items(truth: SQLiteTruth, items: list[Item], rejected: Path | None = None) -> int:
    """Apply journaled items in one transaction, recording their seqs as applied.

    A batch that can never be applied (not a transient SQLite error) is isolated, appended to
    ``rejected`` with its error, and marked applied, so one bad record cannot wedge the queue.

    Returns:
        The number of batches applied.

    Raises:
        sqlite3.OperationalError: Transient (locked, disk full, I/O); nothing was applied.
    """
    try:
        truth.apply([b for _, b in items], seqs=[s for s, _ in items])
        return len(items)
    except sqlite3.OperationalError:
        raise
    except Exception as exc:
        if len(items) > 1:
            return sum(apply_items(truth, [item], rejected) for item in items)
        seq, batch = items[0]
        log_error(
            "hotmem store: journaled batch {} cannot be applied; set aside in {}",
            seq,
            rejected,
            exc=exc,
        )
        if rejected is not None:
            line = {"seq": seq, "error": repr(exc), "batch": batch_to_dict(batch)}
            try:  # whatever made it unappliable may make it unserialisable too: repr it
                with open(rejected, "a", encoding="utf-8", errors="backslashreplace") as fh:
                    fh.write(json.dumps(line, ensure_ascii=False, default=repr) + "\n")
            except (OSError, ValueError) as write_error:
                logger.error("hotmem store: cannot save rejected batch {}: {}", seq, write_error)
        truth.apply([], seqs=[seq])
        return 0


def replay_journal(
    journal: Journal, truth: SQLiteTruth, rejected: Path | None = None, chunk: int = 512
) -> int:
    """Apply the journal records the truth has not applied yet, then compact the journal.

    Returns:
        The number of batches replayed.
    """
    replayed, items = 0, []
    for item in journal.replay(truth.applied_seq()):
        items.append(item)
        if len(items) >= chunk:
            replayed += apply_items(truth, items, rejected)
            items = []
    if items:
        replayed += apply_items(truth, items, rejected)
    journal.truncate_through(truth.applied_seq())
    if replayed:
        logger.info("hotmem store: replayed {} journaled batches from {}", replayed, journal.path)
    return replayed
