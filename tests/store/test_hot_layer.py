import os
import shutil

import lmdb
import pytest

from hotmem.models import Fact
from hotmem.store import EmbeddedStore, WriteBatch
from hotmem.store.hot import HotLayer, _key
from hotmem.store.readonly import ReadOnlyStore
from hotmem.store.sqlite import SQLiteTruth


@pytest.fixture
def filled_dir(store_dir, make):
    with EmbeddedStore(store_dir) as store:
        for n in range(20):
            store.write(make.turn("alice", f"fact {n}", make.fact(f"thing {n}", "has")))
        store.write(make.turn("bob", "I live in Oslo", make.fact("oslo", "lives_in")))
        expected = {u: store.load_facts(u)[0] for u in ("alice", "bob")}
    return store_dir, expected


def _reopen_and_check(store_dir, expected):
    with EmbeddedStore(store_dir) as store:
        for user, facts in expected.items():
            assert store.load_facts(user)[0] == facts
        assert store._hot.ok
        # The rebuilt layer serves O(1) reads by key, not just the full listing.
        assert store.get_fact("bob", "you", "lives_in", "oslo") == expected["bob"][0]
        assert store._hot.layer.generation == store._truth.generation_token()


def test_missing_hot_layer_is_rebuilt(filled_dir):
    store_dir, expected = filled_dir
    shutil.rmtree(store_dir / "hot.lmdb")
    _reopen_and_check(store_dir, expected)


def test_stale_hot_layer_is_rebuilt(filled_dir):
    store_dir, expected = filled_dir
    env = lmdb.open(str(store_dir / "hot.lmdb"), max_dbs=8)
    facts_db, meta = env.open_db(b"facts"), env.open_db(b"meta")
    with env.begin(write=True) as txn:
        assert txn.delete(_key("alice", "you", "has", "thing 3"), db=facts_db)
        txn.put(b"generation", b"someone-else:7", db=meta)
    env.close()
    _reopen_and_check(store_dir, expected)


def test_undecodable_value_is_quarantined_and_rebuilt(filled_dir, log_messages):
    store_dir, expected = filled_dir
    env = lmdb.open(str(store_dir / "hot.lmdb"), max_dbs=8)
    facts_db = env.open_db(b"facts")
    with env.begin(write=True) as txn:
        txn.put(_key("alice", "you", "has", "thing 3"), b"\xff\x00not json", db=facts_db)
    env.close()
    _reopen_and_check(store_dir, expected)
    assert [p for p in os.listdir(store_dir) if p.startswith("hot.lmdb.corrupt-")]
    assert any("corrupt" in m for m in log_messages)


@pytest.mark.parametrize("where", ["head", "all"])
def test_garbage_data_file_is_quarantined_and_rebuilt(filled_dir, log_messages, where):
    store_dir, expected = filled_dir
    data = store_dir / "hot.lmdb" / "data.mdb"
    size = data.stat().st_size
    with open(data, "r+b") as fh:
        fh.write(os.urandom(size if where == "all" else 8192))
    _reopen_and_check(store_dir, expected)
    moved = [p for p in os.listdir(store_dir) if p.startswith("hot.lmdb.corrupt-")]
    assert len(moved) == 1
    assert any("corrupt" in m for m in log_messages)


def test_failure_while_open_falls_back_then_repairs(filled_dir, log_messages):
    store_dir, expected = filled_dir
    with EmbeddedStore(store_dir) as store:
        layer = store._hot.layer
        layer._write(
            lambda txn: txn.put(_key("alice", "you", "has", "thing 5"), b"garbage", db=layer._facts)
        )
        assert store.load_facts("alice")[0] == expected["alice"]  # served from SQLite
        assert not store._hot.ok
        store.write(WriteBatch("alice", facts=(Fact("you", "likes", "jazz"),)))
        assert "jazz" in {f.object for f in store.load_facts("alice")[0]}
        store._hot._next_repair = 0.0  # skip the cooldown
        facts = store.load_facts("alice")[0]  # repairs: rebuilt from the flushed truth
        assert store._hot.ok and store._hot.layer is not layer
        assert {f.object for f in facts} == {f.object for f in expected["alice"]} | {"jazz"}
    assert any("hot layer failed" in m for m in log_messages)


def test_map_grows_when_full(tmp_path):
    truth = SQLiteTruth(None)
    hot = HotLayer.open(tmp_path / "h", truth, map_size=64 * 1024)
    facts = [Fact("you", "has", f"object number {n} " + "x" * 200) for n in range(400)]
    hot.put_facts("alice", facts)
    assert len(hot.facts("alice")) == 400
    assert hot._env.info()["map_size"] > 64 * 1024
    hot.close()
    truth.close()


def test_over_long_keys(tmp_path, make):
    long_object = "ü" * 600  # 1,200 bytes: above LMDB's key limit
    with EmbeddedStore(tmp_path / "m") as store:
        store.write(
            make.turn(
                "alice", "long", make.fact(long_object, "has"), make.fact(long_object + "!", "has")
            )
        )
        assert {f.object for f in store.load_facts("alice")[0]} == {long_object, long_object + "!"}
        assert store.get_fact("alice", "you", "has", long_object).object == long_object
        assert len(store.forget("alice", object=long_object)) == 1
        assert [f.object for f in store.load_facts("alice")[0]] == [long_object + "!"]


def test_unusable_hot_layer_path_runs_on_sqlite(store_dir, make, log_messages):
    store_dir.mkdir()
    (store_dir / "hot.lmdb").write_text("a file where a directory should be")
    with EmbeddedStore(store_dir) as store:
        assert not store._hot.ok
        store.write(make.turn("alice", "I live in Rome", make.fact("rome", "lives_in")))
        assert [f.object for f in store.load_facts("alice")[0]] == ["rome"]  # queue + SQLite
        assert store.get_fact("alice", "you", "lives_in", "rome").object == "rome"
        store.flush()
        assert [f.object for f in store.load_facts("alice")[0]] == ["rome"]
    assert any("cannot open the hot layer" in m for m in log_messages)


def test_a_reader_beside_the_bot_sees_acknowledged_facts_at_once(store_dir, make, fresh_process):
    read = (
        "from hotmem.store.readonly import ReadOnlyStore\n"
        f"reader = ReadOnlyStore({str(store_dir)!r})\n"
        "print(*[f.object for f in reader.load_facts('alice')[0]])\n"
        "print(*[e.text for e in reader.recent_episodes('alice')])\n"
    )
    with EmbeddedStore(store_dir, commit_interval_ms=60_000) as bot:
        bot.write(make.turn("alice", "I live in Rome", make.fact("rome")))
        bot.flush()
        bot.write(make.turn("alice", "I have a cat", make.fact("cat", "has")))  # not committed
        # Another process (``hotmem facts``) reads without the bot's lock: the facts from the
        # bot's hot layer, acknowledged ones included; the episodes from the committed truth.
        (facts, episodes), _ = fresh_process(read)
        assert facts.split() == ["cat", "rome"]
        assert episodes == "I live in Rome"


def test_a_reader_passes_over_a_hot_layer_of_another_store(store_dir, make, tmp_path):
    with EmbeddedStore(tmp_path / "other") as other:
        other.write(make.turn("alice", "I live in Oslo", make.fact("oslo")))
    with EmbeddedStore(store_dir) as store:
        store.write(make.turn("alice", "I live in Rome", make.fact("rome")))
    shutil.rmtree(store_dir / "hot.lmdb")
    shutil.copytree(tmp_path / "other" / "hot.lmdb", store_dir / "hot.lmdb")
    reader = ReadOnlyStore(store_dir)
    try:
        assert [f.object for f in reader.load_facts("alice")[0]] == ["rome"]  # the truth's
    finally:
        reader.close()


def test_databases_nothing_reads_are_dropped_from_an_older_layer(tmp_path):
    path = tmp_path / "hot.lmdb"
    env = lmdb.open(str(path), max_dbs=8)
    with env.begin(write=True) as txn:
        for name in (b"adj", b"aliases"):
            txn.put(b"k", b"v", db=env.open_db(name, txn=txn))
    env.close()
    HotLayer(path).close()
    env = lmdb.open(str(path), max_dbs=8, readonly=True)
    with env.begin() as txn:
        names = {bytes(k) for k in txn.cursor().iternext(values=False)}
    env.close()
    assert names == {b"facts", b"users", b"meta"}


def test_a_layer_of_an_earlier_layout_is_rebuilt_not_quarantined(filled_dir, log_messages):
    store_dir, expected = filled_dir
    env = lmdb.open(str(store_dir / "hot.lmdb"), max_dbs=8)
    with env.begin(write=True) as txn:  # as written before layouts were numbered (JSON values)
        txn.delete(b"layout", db=env.open_db(b"meta", txn=txn))
        facts = env.open_db(b"facts", txn=txn)
        for key, _ in list(txn.cursor(db=facts)):
            txn.put(key, b'["not","a","marshal","value"]', db=facts)
    env.close()
    _reopen_and_check(store_dir, expected)
    assert not list(store_dir.glob("hot.lmdb.corrupt-*")) and not log_messages
