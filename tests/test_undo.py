"""Undo: every merge, supersede, correction, denial and expiry can be taken back, on every
backend, with the hot layer, the RAM index and the live messages following."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.exceptions import (
    InvalidInputError,
    NotUndoableError,
    UnknownEventError,
    UnknownUserError,
)
from hotmem.store.postgres import PostgresStore

T0 = 1_700_000_000.0


@pytest.fixture(params=["embedded-memory", "embedded-disk", "postgres"])
def memory(request: pytest.FixtureRequest, tmp_path: Path, english) -> Iterator[HotMem]:
    config = HotMemConfig(langs=("en",))
    if request.param == "embedded-memory":
        mem = HotMem(None, config=config)
    elif request.param == "embedded-disk":
        mem = HotMem(tmp_path / "memory", config=config)
    else:
        dsn = request.getfixturevalue("postgres_dsn")
        store = PostgresStore(dsn, schema="u_" + uuid.uuid4().hex[:12], langs=("en",))
        mem = HotMem(store=store, config=config)
    with mem:
        yield mem


def _say(mem: HotMem, *turns: str, user: str = "alice", start: float = T0) -> None:
    for n, text in enumerate(turns):
        mem.process_turn(text, user_id=user, session_id="s1", timestamp=start + 60 * n)


def _active(mem: HotMem, user: str = "alice") -> set[tuple[str, str, str]]:
    return {f.triple for f in mem.facts(user)}


def _event(mem: HotMem, kind: str, obj: str, user: str = "alice"):
    return next(e for e in mem.events(user) if e.kind == kind and e.object == obj)


def _consistent(mem: HotMem) -> None:
    report = mem.check()
    assert not report.get("differences") and not report["ram_differences"], report


def test_undo_a_supersede_brings_the_old_value_back_and_demotes_the_new(memory):
    _say(memory, "I live in Paris.", "I live in Berlin now.")
    assert ("you", "lives_in", "berlin") in _active(memory)
    supersede = _event(memory, "correct", "paris")
    changed = memory.undo(user_id="alice", event_id=supersede.id, timestamp=T0 + 600)
    assert [(f.object, f.status) for f in changed] == [
        ("paris", "active"),
        ("berlin", "superseded"),
    ]
    assert {t for t in _active(memory) if t[1] == "lives_in"} == {("you", "lives_in", "paris")}
    undos = [e for e in memory.events("alice") if e.kind == "undo"]
    assert {e.object for e in undos} == {"paris", "berlin"}
    assert all(e.detail == supersede.id for e in undos)
    exported = memory.export("alice")["events"]
    assert any(e["kind"] == "undo" and e["detail"] == supersede.id for e in exported)
    _consistent(memory)
    with pytest.raises(NotUndoableError, match="already undone"):
        memory.undo(user_id="alice", event_id=supersede.id)


def test_undo_an_exclusive_value_supersede(memory):
    _say(memory, "I'm vegetarian.", "Actually I'm vegan now.")
    supersede = _event(memory, "correct", "vegetarian")
    memory.undo(user_id="alice", event_id=supersede.id, timestamp=T0 + 600)
    statuses = {f.object: f.status for f in memory.facts("alice", include_inactive=True)}
    assert statuses["vegetarian"] == "active" and statuses["vegan"] == "superseded"
    _consistent(memory)


def test_undo_a_restore_takes_the_restored_value_back(memory):
    _say(memory, "I work at Google.", "I work at Amazon now.", "No no, I was right before.")
    assert ("you", "works_at", "google") in _active(memory)
    restored = [e for e in memory.events("alice") if e.kind == "correct"][-1]
    assert restored.object == "amazon"
    memory.undo(user_id="alice", event_id=restored.id, timestamp=T0 + 600)
    works = {t for t in _active(memory) if t[1] == "works_at"}
    assert works == {("you", "works_at", "amazon")}
    _consistent(memory)


def test_undo_an_expiry_reactivates_and_ageing_starts_over(memory):
    _say(memory, "I want to run a marathon.")
    assert memory.maintain(now=T0 + 200 * 86400) == 1
    assert _active(memory) == set()
    expiry = next(e for e in memory.events("alice") if e.kind == "expire")
    later = T0 + 201 * 86400
    (back,) = memory.undo(user_id="alice", event_id=expiry.id, timestamp=later)
    assert back.status == "active" and back.updated_at == later
    assert memory.maintain(now=later + 86400) == 0  # not lapsed again at once
    assert back.triple in _active(memory)
    _consistent(memory)


def test_undo_a_merge_brings_the_value_as_said_back_as_a_fact(memory):
    _say(memory, "I live in New York City.", "I live in NYC.")
    assert _active(memory) == {("you", "lives_in", "new york city")}
    merge = _event(memory, "merge", "new york city")
    assert merge.detail == "nyc"
    changed = memory.undo(user_id="alice", event_id=merge.id, timestamp=T0 + 600)
    said, held = changed
    assert said.triple == ("you", "lives_in", "nyc") and said.status == "active"
    assert said.turn_id == merge.turn_id and said.created_at == merge.at
    assert held.object == "new york city" and held.pos == 1
    assert _active(memory) == {("you", "lives_in", "nyc"), ("you", "lives_in", "new york city")}
    _consistent(memory)


def test_undo_survives_reopening(tmp_path, english):
    path = tmp_path / "memory"
    with HotMem(path) as memory:
        _say(memory, "I live in Paris.", "I live in Berlin now.")
        memory.undo(user_id="alice", event_id=_event(memory, "correct", "paris").id)
    with HotMem(path) as memory:
        assert {t for t in _active(memory) if t[1] == "lives_in"} == {("you", "lives_in", "paris")}
        assert sum(e.kind == "undo" for e in memory.events("alice")) == 2
        _consistent(memory)


def test_a_live_message_drops_the_value_taken_back(mem):
    _say(mem, "I live in Paris.", "I live in Berlin now.", "Where do I live?")
    message = mem.message("alice", "s1") or ""
    assert "Berlin" in message
    mem.undo(user_id="alice", event_id=_event(mem, "correct", "paris").id)
    assert "Berlin" not in (mem.message("alice", "s1") or "")


def test_clear_errors(mem):
    _say(mem, "I live in Paris.", "I live in Berlin now.")
    _say(mem, "I live in Rome.", user="bob")
    with pytest.raises(UnknownUserError):
        mem.undo(user_id="nobody", event_id="abc")
    with pytest.raises(UnknownEventError):
        mem.undo(user_id="alice", event_id="abc")
    bobs = _event(mem, "observe", "rome", user="bob")
    with pytest.raises(UnknownEventError):  # one user's events are not another's
        mem.undo(user_id="alice", event_id=bobs.id)
    with pytest.raises(NotUndoableError, match="forget"):
        mem.undo(user_id="alice", event_id=_event(mem, "observe", "berlin").id)
    for bad in ("", "  ", 3, None):
        with pytest.raises(InvalidInputError):
            mem.undo(user_id="alice", event_id=bad)
    with pytest.raises(TypeError):
        mem.undo("alice", "abc")  # keyword-only
    assert isinstance(UnknownEventError("x"), LookupError)
    undo = mem.undo(user_id="alice", event_id=_event(mem, "correct", "paris").id)
    with pytest.raises(NotUndoableError):
        mem.undo(user_id="alice", event_id=_event(mem, "undo", undo[0].object).id)


def test_an_undo_that_the_memory_contradicts_is_refused(mem):
    _say(mem, "I live in Paris.", "I live in Berlin now.", "I live in Paris again.")
    # Paris is active again: the supersede has nothing left to take back.
    with pytest.raises(NotUndoableError, match="active now"):
        mem.undo(user_id="alice", event_id=_event(mem, "correct", "paris").id)


def test_undo_a_person_read_another_way(mem):
    _say(mem, "my mom is called linda", "my mum lives in ohio")
    alias = _event(mem, "alias", "ohio")
    assert alias.subject == "linda" and alias.detail == "mother"
    said, held = mem.undo(user_id="alice", event_id=alias.id)
    assert said.triple == ("mother", "lives_in", "ohio") and said.status == "active"
    assert held.triple == ("linda", "lives_in", "ohio") and held.status == "superseded"
    assert ("you", "mother", "linda") in _active(mem)
    _consistent(mem)
