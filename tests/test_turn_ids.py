"""Turn ids stay unique across restarts and evictions; forget deletes episodes by provenance."""

from __future__ import annotations

from hotmem import HotMem, HotMemConfig

CONFIG = HotMemConfig(langs=("en",))


def _episodes(mem: HotMem, user: str) -> list[str]:
    return [e["text"] for e in mem.export(user)["episodes"]]


def test_turn_ids_are_unique_across_a_restart_and_forget_keeps_other_turns(tmp_path, english):
    with HotMem(tmp_path, config=CONFIG) as mem:
        first = mem.process_turn("I have a cat named Tom.", user_id="alice")
    with HotMem(tmp_path, config=CONFIG) as mem:
        second = mem.process_turn("We went hiking in the Alps yesterday.", user_id="alice")
        assert second.turn_id != first.turn_id
        assert mem.forget("alice", relation="cat") == 1
        assert _episodes(mem, "alice") == ["We went hiking in the Alps yesterday."]


def test_turn_ids_are_unique_after_the_session_was_evicted(english):
    with HotMem(None, config=CONFIG) as mem:
        first = mem.process_turn("I have a cat named Tom.", user_id="alice")
        for i in range(4100):  # more conversations than the session LRU keeps
            mem.message("bob", f"s{i}")
        second = mem.process_turn("We went hiking in the Alps yesterday.", user_id="alice")
        assert second.turn_id != first.turn_id
        mem.forget("alice", relation="cat")
        assert _episodes(mem, "alice") == ["We went hiking in the Alps yesterday."]


def test_forget_deletes_only_the_episode_that_stated_the_fact_whatever_its_turn_id(english):
    with HotMem(None, config=CONFIG) as mem:
        mem.process_turn("I have a cat named Tom.", user_id="alice", turn_id="t1")
        mem.process_turn("We went hiking in the Alps.", user_id="alice", turn_id="t1")
        mem.forget("alice", relation="cat")
        assert _episodes(mem, "alice") == ["We went hiking in the Alps."]
