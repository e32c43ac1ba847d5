import json

import lmdb

from hotmem.models import Fact
from hotmem.store import EmbeddedStore, WriteBatch
from hotmem.store.journal import batch_to_dict
from hotmem.transfer import export_dict


def _lmdb_dump(store_dir) -> bytes:
    """Every key and value of the hot layer, read with a connection of our own."""
    env = lmdb.open(str(store_dir / "hot.lmdb"), readonly=True, max_dbs=8, lock=False)
    out = []
    try:
        with env.begin() as txn:
            for name, _ in txn.cursor():
                db = env.open_db(name, txn=txn, create=False, dupsort=name == b"users")
                out += [k + b"=" + v for k, v in txn.cursor(db=db)]
    finally:
        env.close()
    return b"\n".join(out)


def _fill(store, make):
    turns = [
        make.turn("alice", "My dog Rex loves the beach", make.fact("rex", "dog")),
        make.turn("alice", "I live in Lisbon near the river", make.fact("lisbon", "lives_in")),
        make.turn("alice", "Rex is a beagle", make.fact("beagle", "is", subject="rex")),
        make.turn("bob", "My dog Rex is old", make.fact("rex", "dog")),
    ]
    for t in turns:
        store.write(t)
    return turns


def test_forget_counts_and_really_deletes(store_dir, make, query_db):
    with EmbeddedStore(store_dir) as store:
        _fill(store, make)
        assert len(store.forget("alice", object="nothing-like-this")) == 0
        assert len(store.forget("alice", subject="you", relation="dog", object="rex")) == 1
        assert len(store.forget("alice", subject="rex")) == 1
        assert {f.object for f in store.load_facts("alice")[0]} == {"lisbon"}
        assert store.search_episodes("alice", "dog rex beach beagle") == []
        assert [e.object for e in store.events("alice")] == ["lisbon"]
        assert [e.text for e in store.recent_episodes("alice")] == [
            "I live in Lisbon near the river"
        ]
        assert len(store.load_facts("bob")[0]) == 1  # bob's rex is his own
    # SQLite rows, FTS entries and LMDB keys are gone, for alice only.
    q = "SELECT count(*) FROM {} WHERE user_id = 'alice' AND {}"
    assert query_db(store_dir, q.format("facts", "(object = 'rex' OR subject = 'rex')")) == [(0,)]
    assert query_db(store_dir, q.format("events", "(object = 'rex' OR subject = 'rex')")) == [(0,)]
    assert query_db(store_dir, q.format("episodes", "text LIKE '%Rex%'")) == [(0,)]
    fts = "SELECT count(*) FROM episodes_fts WHERE episodes_fts MATCH ?"
    assert query_db(store_dir, fts, ("beach OR beagle",)) == [(0,)]
    assert query_db(store_dir, fts, ("old",)) == [(1,)]  # bob's
    assert query_db(store_dir, "SELECT count(*) FROM tombstones WHERE user_id = 'alice'") == [(2,)]
    dump = _lmdb_dump(store_dir)
    assert b"alice\x00you\x00dog\x00rex" not in dump and b"alice\x00rex" not in dump
    assert b"bob\x00you\x00dog\x00rex" in dump
    with EmbeddedStore(store_dir) as store:  # and after a re-open
        assert {f.object for f in store.load_facts("alice")[0]} == {"lisbon"}
        assert store.search_episodes("alice", "beach") == []


def test_forget_everything_of_a_user(store_dir, make, query_db):
    with EmbeddedStore(store_dir, commit_interval_ms=600_000) as store:
        _fill(store, make)  # still queued: forget must flush first
        assert len(store.forget("alice")) == 3
        assert store.load_facts("alice")[0] == []
        assert store.events("alice") == [] and store.recent_episodes("alice") == []
        assert export_dict(store.dump("alice"))["facts"] == []
        assert store.users() == ["bob"]
    for table in ("facts", "events", "episodes"):
        rows = query_db(store_dir, f"SELECT count(*) FROM {table} WHERE user_id = 'alice'")
        assert rows == [(0,)], table
    assert b"alice" not in _lmdb_dump(store_dir)


def test_replayed_journal_does_not_resurrect(store_dir, make, query_db):
    with EmbeddedStore(store_dir) as store:
        turns = _fill(store, make)
        lisbon = make.fact("lisbon", "went_to")
        both = WriteBatch("alice", facts=(turns[0].facts[0], lisbon))
        store.write(both)
        store.flush()
        assert len(store.forget("alice", relation="dog")) == 1
    # Simulate a journal replayed from the start (e.g. a restored copy): every old batch again.
    lines = [
        json.dumps({"seq": n, "batch": batch_to_dict(b)}) for n, b in enumerate([*turns, both], 1)
    ]
    (store_dir / "journal.jsonl").write_text("\n".join(lines) + "\n")
    conn = __import__("sqlite3").connect(store_dir / "truth.sqlite3")
    conn.execute("UPDATE meta SET value = '0' WHERE key = 'applied_seq'")
    conn.commit()
    conn.close()
    with EmbeddedStore(store_dir) as store:
        assert {f.relation for f in store.load_facts("alice")[0]} == {"lives_in", "is", "went_to"}
        assert store.search_episodes("alice", "beach") == []
        assert all(e.relation != "dog" for e in store.events("alice"))
        # Saying it again after the forget is a new fact, and is kept.
        store.write(make.turn("alice", "I have a dog named Rex again", make.fact("rex", "dog")))
    with EmbeddedStore(store_dir) as store:
        assert "dog" in {f.relation for f in store.load_facts("alice")[0]}
    assert query_db(store_dir, "SELECT count(*) FROM facts WHERE relation = 'dog'") == [(2,)]


def test_forget_in_memory(make):
    with EmbeddedStore(None) as store:
        _fill(store, make)
        assert len(store.forget("alice", relation="lives_in")) == 1
        assert store.search_episodes("alice", "Lisbon river") == []
        assert len(store.load_facts("alice")[0]) == 2


def test_forget_after_reopen_with_rebuilt_hot_layer(store_dir, make):
    with EmbeddedStore(store_dir) as store:
        _fill(store, make)
    with EmbeddedStore(store_dir) as store:
        assert len(store.forget("alice", object="lisbon")) == 1
        store.write(WriteBatch("alice", facts=(Fact("you", "likes", "tea"),)))
    with EmbeddedStore(store_dir) as store:
        assert {f.object for f in store.load_facts("alice")[0]} == {"rex", "beagle", "tea"}


def test_a_forgetting_batch_deletes_what_came_before_it_and_keeps_what_comes_after(store_dir, make):
    with EmbeddedStore(store_dir, commit_interval_ms=600_000) as store:
        _fill(store, make)
        store.write(WriteBatch("alice", forget=(("you", "dog", "rex"), ("you", "has", "x"))))
        # Queued, not yet in SQLite: reads already leave the forgotten fact out.
        assert {f.object for f in store.load_facts("alice")[0]} == {"lisbon", "beagle"}
        assert "rex" not in {e.object for e in store.events("alice")}
        store.flush()
        assert {f.object for f in store.load_facts("alice")[0]} == {"lisbon", "beagle"}
        assert store.search_episodes("alice", "beach") == []
        again = make.turn("alice", "My dog Rex is back", make.fact("rex", "dog"))
        store.write(again)  # said again after the forget: kept
        store.flush()
        assert "rex" in {f.object for f in store.load_facts("alice")[0]}
        assert len(store.load_facts("bob")[0]) == 1
