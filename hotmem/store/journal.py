"""The write-ahead journal: what ``write`` acknowledged before SQLite has it.

One JSON line per batch, ``{"seq": n, "batch": {...}}``, appended with a single ``os.write`` on an
``O_APPEND`` descriptor. Once ``append`` returns, the line is in the kernel's page cache, so a
``kill -9`` of the process loses nothing; ``fsync=True`` adds an ``fdatasync`` for power loss.
The background writer truncates the journal once SQLite has committed what it holds.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from loguru import logger

from hotmem.exceptions import StoreError
from hotmem.store.base import WriteBatch
from hotmem.store.codec import (
    RecordError,
    episode_from_dict,
    episode_to_dict,
    event_from_dict,
    event_to_dict,
    fact_from_dict,
    fact_to_dict,
)

__all__ = ["Journal", "batch_from_dict", "batch_to_dict"]

_BATCH_KEYS = {"user_id", "facts", "events", "episodes", "forget"}
# Journals written before batches could forget have no "forget" key.
_OPTIONAL_BATCH_KEYS = {"forget"}
# Applied records are skipped on replay by seq, so a journal that still holds some is correct;
# it is rewritten only past this size (or emptied whenever everything is applied).
COMPACT_BYTES = 4 << 20
_SEQ_PREFIX = re.compile(rb'^\{"seq":(\d+),')


def batch_to_dict(batch: WriteBatch) -> dict[str, Any]:
    """A JSON-friendly dict of every field of a batch (qualifiers as lists of 2-lists)."""
    return {
        "user_id": batch.user_id,
        "facts": [fact_to_dict(f) for f in batch.facts],
        "events": [event_to_dict(e) for e in batch.events],
        "episodes": [episode_to_dict(e) for e in batch.episodes],
        "forget": [list(t) for t in batch.forget],
    }


def batch_from_dict(data: Any) -> WriteBatch:
    """The exact inverse of :func:`batch_to_dict`, strictly checked.

    Raises:
        RecordError: A field is missing, unknown or of the wrong type.
    """
    if (
        not isinstance(data, dict)
        or not _BATCH_KEYS - _OPTIONAL_BATCH_KEYS <= set(data) <= _BATCH_KEYS
    ):
        raise RecordError(f"batch must be an object with the keys {sorted(_BATCH_KEYS)}")
    user_id = data["user_id"]
    if not isinstance(user_id, str) or not user_id:
        raise RecordError("batch.user_id must be a non-empty string")
    for key in ("facts", "events", "episodes"):
        if not isinstance(data[key], list):
            raise RecordError(f"batch.{key} must be a list")
    forget = data.get("forget", [])
    if not isinstance(forget, list) or not all(
        isinstance(t, list) and len(t) == 3 and all(isinstance(x, str) and x for x in t)
        for t in forget
    ):
        raise RecordError("batch.forget must be a list of [subject, relation, object] strings")
    return WriteBatch(
        user_id=user_id,
        facts=tuple(fact_from_dict(f, f"facts[{i}]") for i, f in enumerate(data["facts"])),
        events=tuple(event_from_dict(e, f"events[{i}]") for i, e in enumerate(data["events"])),
        episodes=tuple(
            episode_from_dict(e, f"episodes[{i}]") for i, e in enumerate(data["episodes"])
        ),
        forget=tuple((s, r, o) for s, r, o in forget),
    )


def _encode(seq: int, batch: WriteBatch) -> bytes:
    record = {"seq": seq, "batch": batch_to_dict(batch)}
    # ensure_ascii=False keeps lines compact; a lone surrogate then fails here, before the
    # batch is acknowledged, instead of later inside SQLite.
    return (json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n").encode()


class Journal:
    """An append-only JSONL write-ahead log of :class:`WriteBatch` records. Thread-safe.

    Args:
        path: The journal file (created when missing).
        fsync: ``fdatasync`` after every append (power-loss durability, ~ms per write).
        start_seq: Sequence numbers continue after ``max(start_seq, last seq in the file)``, so
            they keep growing across truncations (the truth records the last applied one).
    """

    def __init__(self, path: str | os.PathLike[str], *, fsync: bool = False, start_seq: int = 0):
        self.path = Path(path)
        self.fsync = fsync
        self._lock = threading.Lock()
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, 0o600)
        if fsync:
            _fsync_dir(self.path.parent)  # the file's directory entry must survive power loss too
        self._last_seq = max(start_seq, self._repair())
        self._size = os.fstat(self._fd).st_size

    @property
    def last_seq(self) -> int:
        """The highest sequence number handed out so far."""
        return self._last_seq

    def reserve(self) -> int:
        """Hand out the next sequence number without writing a record.

        The version of a change made straight in the truth (a forget, a load), which records
        it as applied.
        """
        with self._lock:
            self._last_seq += 1
            return self._last_seq

    def _read_records(self) -> Iterator[tuple[int, Any]]:
        """Yield ``(seq, batch dict)`` of every parsable line; log and skip the others."""
        raw = self.path.read_bytes()
        lines = raw.split(b"\n")
        torn_tail = lines.pop()  # b"" when the file ends with a newline
        if torn_tail:
            logger.warning("hotmem journal {}: ignoring a torn last line", self.path)
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
                seq = record["seq"]
                if not isinstance(seq, int) or isinstance(seq, bool):
                    raise ValueError("seq is not an integer")
                yield seq, record["batch"]
            except (ValueError, KeyError, TypeError) as exc:
                logger.error("hotmem journal {}: skipping bad line {}: {}", self.path, number, exc)

    def _repair(self) -> int:
        """Cut a torn last line (never acknowledged) and return the last seq in the file."""
        raw = self.path.read_bytes()
        if raw and not raw.endswith(b"\n"):
            keep = raw.rfind(b"\n") + 1
            logger.warning(
                "hotmem journal {}: dropping a torn last line of {} bytes (a write that never "
                "returned)",
                self.path,
                len(raw) - keep,
            )
            os.ftruncate(self._fd, keep)
        return max((seq for seq, _ in self._read_records()), default=0)

    def append(self, batch: WriteBatch) -> int:
        """Append one batch; on return it survives a process kill (and power loss with fsync).

        Returns:
            The batch's sequence number.

        Raises:
            UnicodeEncodeError: A string of the batch cannot be encoded (lone surrogate).
            StoreError: The write failed (disk full, closed journal).
        """
        with self._lock:
            if self._fd < 0:
                raise StoreError(f"journal {self.path} is closed")
            seq = self._last_seq + 1
            data = _encode(seq, batch)
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(self._fd, view) :]
                if self.fsync:
                    os.fdatasync(self._fd)
            except OSError as exc:
                # Cut the partial line so the next append does not glue onto it.
                with contextlib.suppress(OSError):
                    os.ftruncate(self._fd, self._size)
                raise StoreError(f"cannot append to journal {self.path}: {exc}") from exc
            self._size += len(data)
            self._last_seq = seq
            return seq

    def replay(self, after_seq: int = 0) -> Iterator[tuple[int, WriteBatch]]:
        """Yield ``(seq, batch)`` for every record with a seq larger than ``after_seq``.

        A torn last line is ignored; an undecodable line is logged and skipped.
        """
        with self._lock:
            records = list(self._read_records())
        for seq, data in records:
            if seq <= after_seq:
                continue
            try:
                yield seq, batch_from_dict(data)
            except RecordError as exc:
                logger.error("hotmem journal {}: skipping record {}: {}", self.path, seq, exc)

    def truncate_through(self, seq: int) -> None:
        """Compact away the records up to ``seq`` (already applied to the truth).

        Everything applied → the file is emptied (cheap, the common case). Otherwise it is
        rewritten only once it exceeds :data:`COMPACT_BYTES`: rewriting on every commit would
        stall concurrent appends, and replay skips applied records by seq anyway.
        """
        with self._lock:
            if self._fd < 0:
                return
            if seq >= self._last_seq:
                os.ftruncate(self._fd, 0)
                self._size = 0
                return
            if self._size <= COMPACT_BYTES:
                return
            lines = self.path.read_bytes().split(b"\n")
            keep = [line for line in lines[:-1] if line.strip() and _seq_of(line) > seq]
            data = b"".join(line + b"\n" for line in keep)
            tmp = self.path.with_name(self.path.name + ".tmp")
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o600)
            try:
                os.write(fd, data)
                if self.fsync:
                    os.fsync(fd)
            finally:
                os.close(fd)
            os.replace(tmp, self.path)
            if self.fsync:
                _fsync_dir(self.path.parent)
            os.close(self._fd)
            self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CLOEXEC)
            self._size = len(data)

    def close(self) -> None:
        """Close the file descriptor. Idempotent."""
        with self._lock:
            if self._fd >= 0:
                os.close(self._fd)
                self._fd = -1


def _seq_of(line: bytes) -> int:
    match = _SEQ_PREFIX.match(line)  # our own lines: no need to parse the whole batch
    if match:
        return int(match.group(1))
    try:
        return int(json.loads(line)["seq"])
    except (ValueError, KeyError, TypeError):
        return -1  # unreadable lines are dropped by compaction (they were logged on replay)


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
