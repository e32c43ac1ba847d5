"""A read-only view of an embedded store that a running bot holds.

``hotmem facts | search | export`` then work without stopping the bot, and without its
directory lock. Facts come from the hot layer (LMDB's reader table lets other processes read
while the bot writes), which the bot updates before it answers: what it acknowledged is
visible at once. Events and episodes come from the SQLite truth (WAL lets a reader run beside
the writer): those of the bot's last commit interval (``commit_interval_ms``) may not be
visible yet. A hot layer of another store, or one that cannot be read, is passed over for the
truth. Every write is refused.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import lmdb
from loguru import logger

from hotmem.config import SUPPORTED_LANGS
from hotmem.exceptions import StoreAccessError, StoreCorruptError, StoreError
from hotmem.models import Fact
from hotmem.store import checks
from hotmem.store.base import Episode, EpisodeHit, Event, WriteBatch
from hotmem.store.hot import HotLayer
from hotmem.store.sqlite import SQLiteTruth
from hotmem.store.text import search_langs

__all__ = ["ReadOnlyStore"]

_REFUSED = "the store is read-only here (a running bot holds it): {} through the bot"


class ReadOnlyStore:
    """The reads of the :class:`~hotmem.store.base.Store` protocol on a live store.

    Args:
        path: The store directory.
        langs: The languages whose function words leave episode searches.

    Raises:
        StoreAccessError: The truth cannot be opened.
    """

    def __init__(self, path: str | os.PathLike[str], *, langs: Iterable[str] = SUPPORTED_LANGS):
        self._langs = search_langs(langs)
        self.path = Path(path)
        truth = self.path / "truth.sqlite3"
        if not truth.is_file():
            raise StoreAccessError(f"no hotmem truth at {truth}", truth)
        self._truth = SQLiteTruth.read_only(truth)
        self._hot: HotLayer | None = None
        hot = self.path / "hot.lmdb"
        if (hot / "data.mdb").exists():
            try:
                HotLayer.check_file(hot)
                self._hot = HotLayer(hot, readonly=True)
            except (lmdb.Error, StoreCorruptError) as exc:
                logger.info("hotmem store: reading the truth only ({}: {})", hot, exc)

    def _hot_facts(self, user_id: str) -> list[Fact] | None:
        """The user's facts from the bot's hot layer, or None when it is not this store's."""
        if self._hot is None:
            return None
        try:
            token = self._hot.generation
            if token is None or token.split(":", 1)[0] != self._truth.store_id:
                return None
            return self._hot.facts(user_id)
        except StoreCorruptError:
            return None

    def load_facts(self, user_id: str) -> tuple[list[Fact], int]:
        """Every fact of the user by key, and their version (the truth's last commit)."""
        checks.check_user(user_id)
        version = self._truth.applied_seq()
        facts = self._hot_facts(user_id)
        return (self._truth.load_facts(user_id) if facts is None else facts), version

    def search_episodes(self, user_id: str, query: str, limit: int = 5) -> list[EpisodeHit]:
        """Past user turns by BM25 relevance."""
        checks.check_user(user_id)
        checks.check_text(query, "query")
        return self._truth.search_episodes(user_id, query, limit, self._langs)

    def recent_episodes(
        self, user_id: str, limit: int = 10, session_id: str | None = None
    ) -> list[Episode]:
        """The user's newest episodes, newest first."""
        checks.check_user(user_id)
        return self._truth.recent_episodes(user_id, limit, session_id)

    def events(self, user_id: str) -> list[Event]:
        """The user's provenance events, oldest first."""
        checks.check_user(user_id)
        return self._truth.events(user_id)

    def episodes(self, user_id: str) -> list[Episode]:
        """Every episode of the user (turns and replies), oldest first."""
        checks.check_user(user_id)
        return self._truth.episodes(user_id)

    def dump(self, user_id: str) -> WriteBatch:
        """Every record of the user, oldest first."""
        checks.check_user(user_id)
        return self._truth.dump(user_id)

    def users(self) -> list[str]:
        """Every user id with data."""
        return self._truth.users()

    def flush(self) -> None:
        """Nothing to flush: this view writes nothing."""

    def write(self, batch: WriteBatch) -> int:
        """Refused: raises :class:`StoreError`."""
        raise StoreError(_REFUSED.format("write"))

    def forget(self, user_id: str, *_: Any, **__: Any) -> list[tuple[str, str, str]]:
        """Refused: raises :class:`StoreError`."""
        raise StoreError(_REFUSED.format("forget"))

    def load(self, records: WriteBatch) -> int:
        """Refused: raises :class:`StoreError`."""
        raise StoreError(_REFUSED.format("import"))

    def close(self) -> None:
        """Close the connection and the hot layer reader. Idempotent."""
        if self._hot is not None:
            self._hot.close()
        self._truth.close()
