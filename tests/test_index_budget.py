"""Idle users' indices leave RAM past the budget and come back whole from the store."""

from __future__ import annotations

from hotmem import HotMem, HotMemConfig


def test_idle_users_are_evicted_and_reloaded(tmp_path, english):
    config = HotMemConfig(langs=("en",), max_users_in_ram=3, commit_interval_ms=600_000)
    with HotMem(tmp_path, config=config) as mem:
        for i in range(20):
            mem.process_turn(f"I live in Town{i}.", user_id=f"user-{i}")
            assert len(mem.loaded_users()) <= 3
        # Queued (not yet committed) and committed facts come back after an eviction.
        for i in range(20):
            assert [f.object for f in mem.facts(f"user-{i}")] == [f"town{i}"]
        mem.process_turn("I live in Berlin.", user_id="user-0")
        assert {f.object: f.status for f in mem.facts("user-0", include_inactive=True)} == {
            "town0": "superseded",
            "berlin": "active",
        }
