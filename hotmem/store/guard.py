"""The hot layer behind a breaker: a failure makes it unavailable instead of failing the call.

LMDB is a cache. When it fails (corrupt page, undecodable value, I/O error) the store keeps
working from the SQLite truth plus the write queue, logs one warning, and rebuilds the layer
(moved aside first) on a later read, at most once per cooldown.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from loguru import logger

from hotmem.exceptions import StoreError
from hotmem.logs import log_error
from hotmem.store.base import WriteBatch
from hotmem.store.hot import HotLayer
from hotmem.store.sqlite import SQLiteTruth

__all__ = ["GuardedHot"]

_T = TypeVar("_T")
REPAIR_COOLDOWN_S = 30.0


class GuardedHot:
    """A :class:`HotLayer` that never raises on its own failure. Thread-safe.

    Args:
        path: LMDB environment directory.
        truth: The SQLite truth it caches (and is rebuilt from).
    """

    def __init__(self, path: Path, truth: SQLiteTruth):
        self.path = path
        self._truth = truth
        self._next_repair = 0.0
        self._deleted = False  # a forget freed pages that still hold its records
        self.layer: HotLayer | None = None
        self.ok = False
        try:
            self.layer = HotLayer.open(path, truth)
            self.ok = True
        except Exception as exc:  # e.g. no space or too many open files: run on SQLite alone
            log_error("hotmem store: cannot open the hot layer {}", path, exc=exc)

    def invalidate(self, why: object) -> None:
        """Stop using the layer until it is rebuilt (it may disagree with the truth)."""
        if self.ok:
            logger.warning("hotmem store: hot layer failed ({}); reading SQLite until rebuilt", why)
        self.ok = False

    def _run(self, fn: Callable[[HotLayer], _T], fallback: Callable[[], _T]) -> _T:
        layer = self.layer
        if self.ok and layer is not None:
            try:
                return fn(layer)
            except StoreError as exc:
                # A layer swapped out by a concurrent repair is closed, not broken.
                if layer is self.layer:
                    self.invalidate(exc)
        return fallback()

    def read(self, fn: Callable[[HotLayer], _T], fallback: Callable[[], _T]) -> _T:
        """``fn(layer)`` while the layer works, else (and on its failure) ``fallback()``."""
        return self._run(fn, fallback)

    def put(self, batch: WriteBatch) -> None:
        """Upsert the batch's facts, then delete what it forgets.

        A no-op once broken: the rebuild will bring the truth's state.
        """
        if batch.facts:
            self._run(lambda layer: layer.put_facts(batch.user_id, batch.facts), _nothing)
        if batch.forget:
            self._deleted = True
            self._run(lambda layer: layer.delete_facts(batch.user_id, batch.forget), _nothing)

    def delete(self, user_id: str, triples: list[tuple[str, str, str]] | None) -> None:
        """Delete some facts of a user, or (``triples=None``) all of them."""
        self._deleted = True
        if triples is None:
            self._run(lambda layer: layer.delete_user(user_id), _nothing)
        else:
            self._run(lambda layer: layer.delete_facts(user_id, triples), _nothing)

    def sync(self) -> None:
        """Record the truth's generation: call after the truth committed what the layer has."""
        # Only a layer that took every write may claim the truth's generation (_run skips a
        # broken one), so a layer that missed a write is rebuilt at the next open.
        self._run(lambda layer: layer.set_generation(self._truth.generation_token()), _nothing)

    def repair(self, flush: Callable[[], None]) -> bool:
        """Rebuild a broken layer from the truth (after ``flush``); True when it works again.

        The caller must hold the store's write lock, so no write lands during the rebuild.
        """
        if self.ok:
            return True
        if time.monotonic() < self._next_repair:
            return False
        self._next_repair = time.monotonic() + REPAIR_COOLDOWN_S
        try:
            flush()
            if self.layer is not None:
                self.layer.close()
                self.layer = None
            moved = HotLayer.quarantine(self.path)
            logger.warning("hotmem store: hot layer moved to {}; rebuilding it", moved)
            self.layer = HotLayer.open(self.path, self._truth)
            self.ok = True
        except Exception as exc:
            log_error("hotmem store: hot layer rebuild failed", exc=exc)
        return self.ok

    def rebuild(self) -> None:
        """Replace the layer by a fresh one built from the truth.

        The caller holds the store's write lock and has flushed.
        """
        if self.layer is not None:
            self.layer.close()
            self.layer = None
        shutil.rmtree(self.path, ignore_errors=True)
        self.layer = HotLayer.open(self.path, self._truth)
        self.ok = True

    def purge(self) -> None:
        """After forgets, replace the environment by a fresh one rebuilt from the truth.

        LMDB frees a deleted record's page without wiping it: the forgotten words would stay
        in ``data.mdb``. Call at close, once the truth holds everything.
        """
        if not self._deleted or self.layer is None:
            return
        self.layer.close()
        self.layer = None
        old = self.path.with_name(f"{self.path.name}.purging")
        try:
            shutil.rmtree(old, ignore_errors=True)
            self.path.rename(old)
            fresh = HotLayer.open(self.path, self._truth)
            fresh.close()
            shutil.rmtree(old)
            # Copies set aside as corrupt may hold what was forgotten: the truth has the rest.
            for copy in self.path.parent.glob(f"{self.path.name}.corrupt-*"):
                shutil.rmtree(copy, ignore_errors=True)
            self._deleted = False
        except Exception as exc:  # the truth is intact; the layer is rebuilt at next open
            log_error("hotmem store: could not purge the hot layer", exc=exc)
        finally:
            self.ok = False

    def close(self) -> None:
        """Close the environment. Idempotent."""
        if self.layer is not None:
            self.layer.close()


def _nothing() -> None:
    return None
