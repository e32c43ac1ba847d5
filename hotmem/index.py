"""RAM indices per user: every fact by key, by entity and by (entity, relation).

Built from the store the first time a user is touched, then kept current by the engine on
every turn, so the hot path never scans the store. When the store is shared with other
processes (a fleet), its change signal tells when one of them changed the user: the index is
then read again before the turn uses it. Which bullets a conversation has already
seen is the session's business (:class:`hotmem.session.SessionState`), not the user's.
"""

from __future__ import annotations

import contextlib
import gc
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from itertools import islice
from typing import TYPE_CHECKING

from hotmem.models import Fact
from hotmem.text import fold

if TYPE_CHECKING:
    from hotmem.recall import Recall
    from hotmem.store.base import Episode

__all__ = ["FactKey", "MemoryIndex", "UserIndex"]

FactKey = tuple[str, str, str]
_RECENT = 256
_FREEZE_AT = 10_000
# Users share this many locks (by hash): bounded memory whatever the number of users, and two
# users rarely wait on each other.
_USER_LOCKS = 1024


class UserIndex:
    """The facts of one user and the lookups retrieval needs.

    The per-entity and per-(entity, relation) key lists are insertion-ordered dicts, and a
    changed fact moves to their end: reading them backwards gives the newest facts first in
    O(limit), whatever the size of the list.
    """

    __slots__ = (
        "by_entity",
        "by_entity_relation",
        "facts",
        "recall",
        "recall_backlog",
        "recent",
        "version",
    )

    def __init__(self, facts: Iterable[Fact] = (), version: int = 0) -> None:
        self.version = version  # the store version the facts were loaded at
        # The user's past turns, indexed in the background at a preload or the first question,
        # or at a search (None: not yet, or dropped by a forget that deleted some). While a
        # build runs, the turns said meanwhile wait in the backlog.
        self.recall: Recall | None = None
        self.recall_backlog: list[Episode] | None = None
        self.facts: dict[FactKey, Fact] = {}
        self.by_entity: dict[str, dict[FactKey, None]] = {}
        self.by_entity_relation: dict[tuple[str, str], dict[FactKey, None]] = {}
        self.recent: OrderedDict[FactKey, None] = OrderedDict()
        for fact in sorted(facts, key=lambda f: f.updated_at):
            self.put(fact)

    def put(self, fact: Fact) -> None:
        """Insert or replace a fact (it becomes the newest of its lists)."""
        key = fact.triple
        for bucket in self._buckets(fact):
            bucket.pop(key, None)
            bucket[key] = None
        self.facts[key] = fact
        self.recent[key] = None
        self.recent.move_to_end(key)
        while len(self.recent) > _RECENT:
            self.recent.popitem(last=False)

    def _buckets(self, fact: Fact) -> list[dict[FactKey, None]]:
        subject, obj = fold(fact.subject), fold(fact.object)
        buckets = [
            self.by_entity.setdefault(subject, {}),
            self.by_entity_relation.setdefault((subject, fact.relation), {}),
        ]
        if obj != subject:
            buckets.append(self.by_entity.setdefault(obj, {}))
        if fact.relation == "friend_of":  # symmetric: findable from either side
            buckets.append(self.by_entity_relation.setdefault((obj, fact.relation), {}))
        return buckets

    def remove(self, key: FactKey) -> None:
        """Drop a fact from every index."""
        fact = self.facts.pop(key, None)
        if fact is None:
            return
        subject, obj = fold(fact.subject), fold(fact.object)
        for table, name in (
            (self.by_entity, subject),
            (self.by_entity, obj),
            (self.by_entity_relation, (subject, fact.relation)),
            (self.by_entity_relation, (obj, fact.relation)),
        ):
            keys = table.get(name)
            if keys is not None:
                keys.pop(key, None)
                if not keys:
                    del table[name]
        self.recent.pop(key, None)

    def get(self, key: FactKey) -> Fact | None:
        """The fact of a key, if known."""
        return self.facts.get(key)

    def values_of(self, subject: str, relation: str, limit: int | None = None) -> list[Fact]:
        """Facts (any status) with this subject and relation, newest first."""
        folded = fold(subject)
        keys = self.by_entity_relation.get((folded, relation), {})
        matching = (self.facts[k] for k in reversed(keys) if fold(k[0]) == folded)
        return list(islice(matching, limit))

    def about(self, entity: str, limit: int | None = None) -> list[Fact]:
        """Facts whose subject or object is ``entity``, newest first (at most ``limit``)."""
        keys = self.by_entity.get(fold(entity), {})
        return [self.facts[k] for k in islice(reversed(keys), limit)]

    def recent_facts(self, limit: int) -> list[Fact]:
        """The most recently changed facts, newest first."""
        keys = list(self.recent)[-limit:]
        return [self.facts[k] for k in reversed(keys) if k in self.facts]

    def __len__(self) -> int:
        return len(self.facts)


class MemoryIndex:
    """Per-user indices, loaded lazily through ``loader`` (the store's ``load_facts``).

    At most ``max_users`` stay loaded: the least recently used idle user is evicted (a user
    whose lock is held, by a turn or a forget, is never evicted under it).

    Args:
        loader: The store's ``load_facts``: a user's facts and their version.
        max_users: How many users' indices stay in RAM (None: no limit).
        changes: The store's ``changes_since`` when other processes write it too: a user
            changed elsewhere since their index was loaded is read again on next use.
        on_reload: Called with the user id and the old and new index after such a reload.
    """

    def __init__(
        self,
        loader: Callable[[str], tuple[list[Fact], int]],
        max_users: int | None = None,
        *,
        changes: Callable[[str, int], int | None] | None = None,
        on_reload: Callable[[str, UserIndex, UserIndex], None] | None = None,
    ) -> None:
        self._loader = loader
        self._changes = changes
        self._on_reload = on_reload
        self._max_users = max_users
        self._users: OrderedDict[str, UserIndex] = OrderedDict()
        self._lock = threading.Lock()
        self._user_locks = tuple(threading.RLock() for _ in range(_USER_LOCKS))

    def lock(self, user_id: str) -> threading.RLock:
        """The lock that serialises everything reading and changing one user's facts.

        A turn holds it from reading the index to building its message, and a forget for its
        whole length: a turn never computes from facts a forget has deleted, nor writes into
        an index a forget has replaced.
        """
        return self._user_locks[hash(user_id) % _USER_LOCKS]

    def user(self, user_id: str) -> UserIndex:
        """The index of a user, loaded from the store on first use."""
        index = self._users.get(user_id)
        if index is not None:
            if self._changes is not None and self._changes(user_id, index.version) is not None:
                return self._reload(user_id, index)
            with contextlib.suppress(KeyError):  # evicted meanwhile: this copy is still whole
                self._users.move_to_end(user_id)
            return index
        with self._lock:
            index = self._users.get(user_id)
            if index is None:
                index = UserIndex(*self._loader(user_id))
                self._users[user_id] = index
                self._evict(keep=user_id)
                if len(index) >= _FREEZE_AT:
                    # A large index is hundreds of thousands of long-lived objects: keep the
                    # cyclic GC from rescanning them, which would stall a later turn for
                    # hundreds of milliseconds.
                    gc.freeze()
        return index

    def _reload(self, user_id: str, stale: UserIndex) -> UserIndex:
        """Read a user changed by another process again (the caller holds the user's lock)."""
        fresh = UserIndex(*self._loader(user_id))
        with self._lock:
            self._users[user_id] = fresh
            self._users.move_to_end(user_id)
        if self._on_reload is not None:
            self._on_reload(user_id, stale, fresh)
        return fresh

    def _evict(self, keep: str) -> None:
        """Evict least recently used idle users past the budget (holding ``_lock``)."""
        if self._max_users is None or len(self._users) <= self._max_users:
            return
        for user_id in list(self._users):
            if len(self._users) <= self._max_users:
                return
            lock = self.lock(user_id)
            if user_id == keep or not lock.acquire(blocking=False):
                continue  # in use: a turn holds its index
            try:
                del self._users[user_id]
            finally:
                lock.release()

    def loaded(self, user_id: str) -> UserIndex | None:
        """The index of a user if it is in RAM (never loads it)."""
        return self._users.get(user_id)

    def drop(self, user_id: str) -> None:
        """Forget a user's index (it reloads from the store on next use)."""
        with self._lock:
            self._users.pop(user_id, None)

    def loaded_users(self) -> list[str]:
        """Users whose index is in RAM."""
        return list(self._users)
