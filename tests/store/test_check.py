"""``HotMem.check`` and ``hotmem check``: each layer corrupted in turn is found and repaired."""

import dataclasses
import sqlite3

import pytest

from hotmem import HotMem, HotMemConfig

CONFIG = HotMemConfig(langs=("en",), request_poll_s=0)


@pytest.fixture
def store_dir(tmp_path, english):
    with HotMem(tmp_path, config=CONFIG) as mem:
        mem.process_turn("I live in Lisbon and I work at Google.", user_id="alice")
        mem.process_turn("My sister Anna lives in Rome.", user_id="bob")
    return tmp_path


def _clean(report):
    return (
        report["layer_ok"]
        and not report["differences"]
        and not report["orphan_users"]
        and not report["ram_differences"]
        and report["search_index_ok"]
    )


def test_a_clean_store_is_consistent(store_dir):
    with HotMem(store_dir, config=CONFIG) as mem:
        report = mem.check()
    assert _clean(report) and report["generation_ok"]
    assert report["users"] == 2 and report["facts"] == 4


def test_a_fact_deleted_from_the_hot_layer_is_found_and_restored(store_dir):
    with HotMem(store_dir, config=CONFIG) as mem:
        layer = mem.store._hot.layer
        layer.delete_facts("alice", [("you", "works_at", "google")])
        report = mem.check()
        assert report["differences"] == {"alice": {"missing": 1, "extra": 0, "changed": 0}}
        assert mem.check(repair=True)["repaired"]
        assert _clean(mem.check())
        assert ("you", "works_at", "google") in {f.triple for f in mem.store.load_facts("alice")[0]}


def test_a_fact_the_truth_lost_or_changed_is_found(store_dir):
    truth = sqlite3.connect(store_dir / "truth.sqlite3")
    truth.execute("UPDATE facts SET confidence = 0.1 WHERE object = 'lisbon'")
    truth.execute("DELETE FROM facts WHERE object = 'rome'")
    truth.commit()
    truth.close()
    with HotMem(store_dir, config=CONFIG) as mem:
        report = mem.check()
        assert report["differences"] == {
            "alice": {"missing": 0, "extra": 0, "changed": 1},
            "bob": {"missing": 0, "extra": 1, "changed": 0},
        }
        mem.check(repair=True)
        assert _clean(mem.check())


def test_a_user_only_the_hot_layer_has_is_an_orphan(store_dir):
    with HotMem(store_dir, config=CONFIG) as mem:
        layer = mem.store._hot.layer
        [fact] = [f for f in layer.facts("bob") if f.relation == "lives_in"]
        layer.put_facts("mallory", [fact])
        assert mem.check()["orphan_users"] == 1
        mem.check(repair=True)
        assert mem.check()["orphan_users"] == 0


def test_a_ram_index_that_drifted_is_found_and_reloaded(store_dir):
    with HotMem(store_dir, config=CONFIG) as mem:
        index = mem._index.user("alice")
        key = next(iter(index.facts))
        index.put(dataclasses.replace(index.facts[key], confidence=0.01))
        report = mem.check()
        assert report["ram_differences"] == {"alice": {"missing": 0, "extra": 0, "changed": 1}}
        mem.check(repair=True)
        assert _clean(mem.check())


def test_the_full_text_index_of_past_turns_is_checked_and_rebuilt(store_dir):
    truth = sqlite3.connect(store_dir / "truth.sqlite3")
    [(rowid, text)] = truth.execute("SELECT rowid, text FROM episodes WHERE text LIKE '%Lisbon%'")
    # The index loses the turn, its content table keeps it.
    delete = "INSERT INTO episodes_fts (episodes_fts, rowid, text) VALUES ('delete', ?, ?)"
    truth.execute(delete, (rowid, text))
    truth.commit()
    truth.close()
    with HotMem(store_dir, config=CONFIG) as mem:
        assert mem.check()["search_index_ok"] is False
        assert mem.store.search_episodes("alice", "Lisbon") == []
        assert mem.check(repair=True)["repaired"]
        assert mem.check()["search_index_ok"] is True
        assert mem.store.search_episodes("alice", "Lisbon")
