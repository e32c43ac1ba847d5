"""RAM indices per user: every fact by key, by entity and by (entity, relation).

Built from the store the first time a user is touched, then kept current by the engine on
every turn, so the hot path never scans the store. Injection bookkeeping (the turn a fact was
last injected) lives here too: it is per-process and never persisted.
"""

from __future__ import annotations

import heapq
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from itertools import islice

from hotmem.models import Fact
from hotmem.text import fold

__all__ = ["FactKey", "MemoryIndex", "UserIndex"]

FactKey = tuple[str, str, str]
_RECENT = 256


class UserIndex:
    """The facts of one user and the lookups retrieval needs."""

    __slots__ = ("by_entity", "by_entity_relation", "facts", "last_injected", "recent")

    def __init__(self, facts: Iterable[Fact] = ()) -> None:
        self.facts: dict[FactKey, Fact] = {}
        self.by_entity: dict[str, set[FactKey]] = {}
        self.by_entity_relation: dict[tuple[str, str], set[FactKey]] = {}
        self.recent: OrderedDict[FactKey, None] = OrderedDict()
        self.last_injected: dict[FactKey, int] = {}
        for fact in sorted(facts, key=lambda f: f.updated_at):
            self.put(fact)

    def put(self, fact: Fact) -> None:
        """Insert or replace a fact."""
        key = fact.triple
        if key not in self.facts:
            for entity in (fact.subject, fact.object):
                self.by_entity.setdefault(fold(entity), set()).add(key)
            self.by_entity_relation.setdefault((fold(fact.subject), fact.relation), set()).add(key)
            if fact.relation == "friend_of":
                self.by_entity_relation.setdefault((fold(fact.object), fact.relation), set()).add(
                    key
                )
        self.facts[key] = fact
        self.recent[key] = None
        self.recent.move_to_end(key)
        while len(self.recent) > _RECENT:
            self.recent.popitem(last=False)

    def remove(self, key: FactKey) -> None:
        """Drop a fact from every index."""
        fact = self.facts.pop(key, None)
        if fact is None:
            return
        for entity in (fact.subject, fact.object):
            keys = self.by_entity.get(fold(entity))
            if keys is not None:
                keys.discard(key)
                if not keys:
                    del self.by_entity[fold(entity)]
        for pair in ((fold(fact.subject), fact.relation), (fold(fact.object), fact.relation)):
            keys = self.by_entity_relation.get(pair)
            if keys is not None:
                keys.discard(key)
                if not keys:
                    del self.by_entity_relation[pair]
        self.recent.pop(key, None)
        self.last_injected.pop(key, None)

    def get(self, key: FactKey) -> Fact | None:
        """The fact of a key, if known."""
        return self.facts.get(key)

    def values_of(self, subject: str, relation: str, limit: int | None = None) -> list[Fact]:
        """Facts (any status) with this subject and relation, at most ``limit`` of them."""
        keys = self.by_entity_relation.get((fold(subject), relation), ())
        folded = fold(subject)
        matching = (self.facts[k] for k in keys if k[0] == subject or fold(k[0]) == folded)
        return list(islice(matching, limit))

    def about(self, entity: str, limit: int | None = None) -> list[Fact]:
        """Facts whose subject or object is ``entity`` (the newest ``limit`` when capped).

        A hub entity can hold many thousands of facts: capping reads a bounded sample first,
        so the hot path never pays for the whole set.
        """
        keys = self.by_entity.get(fold(entity), ())
        if limit is None:
            return [self.facts[k] for k in keys]
        sample = [self.facts[k] for k in islice(keys, limit * 8)]
        return heapq.nlargest(limit, sample, key=lambda f: f.updated_at)

    def recent_facts(self, limit: int) -> list[Fact]:
        """The most recently changed facts, newest first."""
        keys = list(self.recent)[-limit:]
        return [self.facts[k] for k in reversed(keys) if k in self.facts]

    def __len__(self) -> int:
        return len(self.facts)


class MemoryIndex:
    """Per-user indices, loaded lazily through ``loader`` (the store's ``load_facts``)."""

    def __init__(self, loader: Callable[[str], list[Fact]]) -> None:
        self._loader = loader
        self._users: dict[str, UserIndex] = {}
        self._lock = threading.Lock()

    def user(self, user_id: str) -> UserIndex:
        """The index of a user, loaded from the store on first use."""
        index = self._users.get(user_id)
        if index is not None:
            return index
        with self._lock:
            index = self._users.get(user_id)
            if index is None:
                index = UserIndex(self._loader(user_id))
                self._users[user_id] = index
        return index

    def drop(self, user_id: str) -> None:
        """Forget a user's index (it reloads from the store on next use)."""
        with self._lock:
            self._users.pop(user_id, None)

    def loaded_users(self) -> list[str]:
        """Users whose index is in RAM."""
        return list(self._users)
