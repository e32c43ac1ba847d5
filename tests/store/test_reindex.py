"""``HotMem.reindex`` and ``hotmem reindex``: every derived layer rebuilt from the truth."""

from __future__ import annotations

import dataclasses
import shutil
import sqlite3
import uuid

from hotmem import HotMem, HotMemConfig
from hotmem.cli import main
from hotmem.store.postgres import PostgresStore

CONFIG = HotMemConfig(langs=("en",), request_poll_s=0)


def _fill(mem: HotMem) -> None:
    mem.process_turn("I live in Lisbon and I work at Google.", user_id="alice")
    mem.process_turn("I was researching volcanoes all week.", user_id="alice")
    mem.process_turn("My sister Anna lives in Rome.", user_id="bob")


def _clean(report) -> bool:
    return (
        report["layer_ok"]
        and not report["differences"]
        and not report["orphan_users"]
        and not report["ram_differences"]
        and report["search_index_ok"]
    )


def test_reindex_rebuilds_each_corrupted_layer(tmp_path, english):
    with HotMem(tmp_path, config=CONFIG) as mem:
        _fill(mem)
    truth = sqlite3.connect(tmp_path / "truth.sqlite3")
    [(rowid, text, stems)] = truth.execute(
        "SELECT rowid, text, stems FROM episodes WHERE text LIKE '%Lisbon%'"
    )
    delete = (
        "INSERT INTO episodes_fts (episodes_fts, rowid, text, stems) VALUES ('delete', ?, ?, ?)"
    )
    truth.execute(delete, (rowid, text, stems))  # the index loses a turn
    truth.execute("UPDATE episodes SET stems = '' WHERE text LIKE '%volcanoes%'")  # wrong stems
    truth.commit()
    truth.close()
    with HotMem(tmp_path, config=CONFIG) as mem:
        layer = mem.store._hot.layer
        layer.delete_facts("alice", [("you", "works_at", "google")])  # the hot layer loses one
        [fact] = [f for f in layer.facts("bob") if f.relation == "lives_in"]
        layer.put_facts("mallory", [fact])  # and gains a user the truth does not have
        index = mem._index.user("alice")  # a RAM index that drifted
        key = next(iter(index.facts))
        index.put(dataclasses.replace(index.facts[key], confidence=0.01))
        assert not _clean(mem.check())
        assert mem.store.search_episodes("alice", "research") == []
        report = mem.reindex()
        assert report["users"] == 2 and report["facts"] == 4 and report["hot_facts"] == 4
        assert report["episodes"] == 3 and report["stems_fixed"] == 1
        assert report["search_index_ok"] and report["ram_users"] == 1
        assert _clean(mem.check())
        assert mem.store.search_episodes("alice", "Lisbon")
        assert mem.store.search_episodes("alice", "research")  # found by its stem again
        assert mem.facts("alice")[0].confidence > 0.5


def test_reindex_after_the_hot_layer_was_deleted_and_through_the_cli(tmp_path, english, capsys):
    with HotMem(tmp_path, config=CONFIG) as mem:
        _fill(mem)
    shutil.rmtree(tmp_path / "hot.lmdb")
    assert main(["reindex", "--db", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "hot layer: rebuilt with 4 facts" in out and "past turns: 3 indexed" in out
    assert main(["check", "--db", str(tmp_path)]) == 0


def test_reindex_goes_through_a_running_bot(tmp_path, english, capsys):
    config = HotMemConfig(langs=("en",), request_poll_s=0.05)
    with HotMem(tmp_path, config=config) as bot:
        _fill(bot)
        bot.store._hot.layer.delete_facts("alice", [("you", "works_at", "google")])
        capsys.readouterr()
        assert main(["reindex", "--db", str(tmp_path), "--json"]) == 0
        assert '"hot_facts": 4' in capsys.readouterr().out
        assert _clean(bot.check())


def test_reindex_on_the_fleets_store(postgres_dsn, english):
    store = PostgresStore(postgres_dsn, schema="r_" + uuid.uuid4().hex[:12], langs=("en",))
    with HotMem(store=store, config=CONFIG) as mem:
        _fill(mem)
        with store._tx() as cur:
            cur.execute("UPDATE episodes SET stems = '' WHERE text LIKE %s", ("%volcanoes%",))
        assert mem.store.search_episodes("alice", "research") == []
        report = mem.reindex()
        assert report["episodes"] == 3 and report["stems_fixed"] == 1
        assert report["facts"] == 4 and report["ram_users"] == 2
        assert mem.search("research", "alice", kind="episodes")
