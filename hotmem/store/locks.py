"""Concurrency primitives of the store: a shared/exclusive gate and the directory lock."""

from __future__ import annotations

import fcntl
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hotmem.exceptions import StoreLockedError

__all__ = ["DirLock", "Gate"]


class Gate:
    """Shared/exclusive gate: transactions are shared, a map resize or close is exclusive.

    LMDB can only grow the map while no transaction of the process is open.
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._active = 0
        self._exclusive = False

    @contextmanager
    def shared(self) -> Iterator[None]:
        """Hold the gate shared (many at once) for the duration of the block."""
        with self._cond:
            while self._exclusive:
                self._cond.wait()
            self._active += 1
        try:
            yield
        finally:
            with self._cond:
                self._active -= 1
                if self._exclusive and not self._active:
                    self._cond.notify_all()

    @contextmanager
    def exclusive(self) -> Iterator[None]:
        """Hold the gate alone: waits for the shared holders to leave, new ones wait."""
        with self._cond:
            while self._exclusive:
                self._cond.wait()
            self._exclusive = True
            while self._active:
                self._cond.wait()
        try:
            yield
        finally:
            with self._cond:
                self._exclusive = False
                self._cond.notify_all()


class DirLock:
    """An exclusive, non-blocking ``flock`` on a store's lock file: one writer per directory.

    ``flock`` locks belong to the open file description, so a second open in the same process
    conflicts as well, and the kernel releases the lock when the holder dies (even by
    ``kill -9``): a crashed bot never leaves a stale lock behind.

    Args:
        path: The lock file (created when missing; it holds the holder's pid, for humans).

    Raises:
        StoreLockedError: Another process or store object holds the lock (names the store).
    """

    def __init__(self, path: Path):
        self.path = path
        self._fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(self._fd)
            raise StoreLockedError(
                f"hotmem store {path.parent} is already open by another writer (lock file {path})"
            ) from None
        os.ftruncate(self._fd, 0)
        os.write(self._fd, f"{os.getpid()}\n".encode())

    @staticmethod
    def held(path: Path) -> bool:
        """True when a writer holds the lock file ``path`` now (nothing is created or taken)."""
        try:
            fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
        except FileNotFoundError:
            return False
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        finally:
            os.close(fd)  # closing drops the probe's own shared lock
        return False

    def release(self) -> None:
        """Unlock and close. Idempotent."""
        if self._fd >= 0:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = -1
