"""Factories and fixtures of the store tests (real SQLite and LMDB under tmp_path, no mocks)."""

from __future__ import annotations

import dataclasses
import itertools
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from loguru import logger

from hotmem.models import Fact
from hotmem.store import EmbeddedStore, Episode, Event, WriteBatch

REPO_ROOT = Path(__file__).resolve().parents[2]


class Factory:
    """Builds records with unique ids and increasing times."""

    def __init__(self) -> None:
        self._ids = itertools.count(1)

    def _next(self) -> int:
        return next(self._ids)

    def fact(
        self, obj: str = "paris", relation: str = "lives_in", subject: str = "you", **kw
    ) -> Fact:
        n = self._next()
        kw.setdefault("turn_id", f"t{n}")
        kw.setdefault("updated_at", 1000.0 + n)
        kw.setdefault("created_at", 1000.0 + n)
        return Fact(subject, relation, obj, **kw)

    def event(self, user_id: str, fact: Fact, kind: str = "observe", **kw) -> Event:
        n = self._next()
        kw.setdefault("turn_id", fact.turn_id)
        kw.setdefault("at", 1000.0 + n)
        return Event(f"ev{n}", user_id, fact.subject, fact.relation, fact.object, kind, **kw)

    def episode(self, user_id: str, text: str, **kw) -> Episode:
        n = self._next()
        kw.setdefault("turn_id", f"t{n}")
        kw.setdefault("at", 1000.0 + n)
        return Episode(kw.pop("id", f"ep{n}"), user_id, text, **kw)

    def turn(self, user_id: str, text: str, *facts: Fact) -> WriteBatch:
        """One turn: its facts, an observe event per fact and the episode, sharing a turn id
        and a time (as the engine writes them: forget finds a turn's episode by both)."""
        n = self._next()
        turn_id, at = f"turn{n}", 1000.0 + n
        facts = tuple(dataclasses.replace(f, turn_id=turn_id) for f in facts)
        events = tuple(self.event(user_id, f, utterance=text, at=at) for f in facts)
        episode = self.episode(user_id, text, turn_id=turn_id, at=at)
        return WriteBatch(user_id, facts, events, (episode,))


@pytest.fixture
def make() -> Factory:
    return Factory()


@pytest.fixture
def store_dir(tmp_path: Path) -> Path:
    return tmp_path / "memory"


@pytest.fixture
def store(store_dir: Path) -> Iterator[EmbeddedStore]:
    s = EmbeddedStore(store_dir, commit_interval_ms=5)
    yield s
    s.close()


@pytest.fixture
def log_messages() -> Iterator[list[str]]:
    """Messages loguru emits during the test (WARNING and above)."""
    messages: list[str] = []
    sink = logger.add(lambda m: messages.append(m.record["message"]), level="WARNING")
    yield messages
    logger.remove(sink)


def sql(store_dir: Path, query: str, params: tuple = ()) -> list[tuple]:
    """Run a read query on a store's SQLite file with a connection of its own."""
    conn = sqlite3.connect(store_dir / "truth.sqlite3")
    try:
        return conn.execute(query, params).fetchall()
    finally:
        conn.close()


@pytest.fixture
def query_db():
    return sql
