"""Hard delete: after a forget and close, no file of the store holds the forgotten words."""

from __future__ import annotations

import pytest

from hotmem import HotMem, HotMemConfig

SECRET = "zanzibarville"


def _files_holding(root, word: str) -> list[str]:
    needle = word.encode()
    return sorted(
        str(p.relative_to(root))
        for p in root.rglob("*")
        if p.is_file() and needle in p.read_bytes().lower()
    )


@pytest.mark.parametrize("how", ["tool", "spoken"])
def test_no_store_file_holds_a_forgotten_fact_after_close(tmp_path, english, how):
    config = HotMemConfig(langs=("en",))
    with HotMem(tmp_path, config=config) as mem:
        mem.process_turn(f"I live in {SECRET.title()} and I work at Google.", user_id="alice")
        mem.process_turn("My sister Anna lives in Rome.", user_id="alice")
        mem.flush()
        assert _files_holding(tmp_path, SECRET)  # it was stored
        if how == "tool":
            assert mem.forget("alice", relation="lives_in", object=SECRET) == 1
        else:
            said = f"Forget that I live in {SECRET.title()}."
            assert mem.process_turn(said, user_id="alice").forgotten
        assert SECRET not in str(mem.export("alice")).lower()  # events keep no words of it
    assert _files_holding(tmp_path, SECRET) == []
    with HotMem(tmp_path, config=config) as mem:  # the rest is intact
        assert {f.object for f in mem.facts("alice")} == {"google", "anna", "rome"}


def test_a_corrupt_copy_set_aside_is_purged_after_a_forget(tmp_path, english):
    import os

    config = HotMemConfig(langs=("en",))
    with HotMem(tmp_path, config=config) as mem:
        mem.process_turn(f"I live in {SECRET.title()}.", user_id="alice")
        mem.process_turn("I work at Google.", user_id="alice")
    data = tmp_path / "hot.lmdb" / "data.mdb"
    os.truncate(data, data.stat().st_size // 2)
    with HotMem(tmp_path, config=config) as mem:  # moves the broken copy aside, rebuilds
        assert list(tmp_path.glob("hot.lmdb.corrupt-*"))
        mem.forget("alice", relation="lives_in")
    assert _files_holding(tmp_path, SECRET) == []
    assert not list(tmp_path.glob("hot.lmdb.corrupt-*"))


def test_while_running_the_sqlite_files_let_go_of_a_forgotten_fact(tmp_path, english):
    # The WAL keeps old page images until a checkpoint: a forget checkpoints and truncates it.
    # The journal is emptied once applied. LMDB's freed pages are rewritten at close only.
    config = HotMemConfig(langs=("en",))
    with HotMem(tmp_path, config=config) as mem:
        mem.process_turn(f"I live in {SECRET.title()} and I work at Google.", user_id="alice")
        mem.flush()
        sqlite_files = [p for p in _files_holding(tmp_path, SECRET) if "sqlite" in p]
        assert sqlite_files  # the truth holds it (database or WAL)
        assert mem.forget("alice", relation="lives_in") == 1
        mem.flush()  # the writer has applied the forget
        assert set(_files_holding(tmp_path, SECRET)) <= {"hot.lmdb/data.mdb"}
        assert {f.object for f in mem.facts("alice")} == {"google"}
