import math
import threading

import pytest

from hotmem.exceptions import InvalidInputError, StoreCorruptError, StoreError
from hotmem.models import Fact
from hotmem.store import EmbeddedStore, Episode, Event, Store, WriteBatch
from hotmem.transfer import export_dict


def test_implements_the_protocol(store):
    assert isinstance(store, Store)
    with EmbeddedStore(None) as mem:
        assert isinstance(mem, Store)


def test_write_load_reopen_same(store_dir, make):
    facts = [
        make.fact(
            "paris",
            "lives_in",
            confidence=0.875,
            session_id="s1",
            pos=3,
            neg=1,
            qualifiers=(("time", "since 2019"),),
            weight=0.25,
            status="active",
        ),
        make.fact("rex", "dog", lang="fr", status="superseded", turn_id=None),
        make.fact("30", "age", subject="you", confidence=0.4),
    ]
    with EmbeddedStore(store_dir) as store:
        store.write(make.turn("alice", "I live in Paris with Rex", *facts[:2]))
        store.write(WriteBatch("alice", facts=(facts[2],)))
        before = store.load_facts("alice")[0]
        assert len(before) == 3
        assert before == sorted(before, key=lambda f: f.triple)
    with EmbeddedStore(store_dir) as store:
        assert store.load_facts("alice")[0] == before
        age = store.get_fact("alice", "you", "age", "30")
        assert age == facts[2]
        assert store.get_fact("alice", "you", "age", "31") is None


def test_in_memory_store_writes_synchronously(make):
    with EmbeddedStore(None) as store:
        store.write(make.turn("bob", "My sister is Anna", make.fact("anna", "sister")))
        assert [f.object for f in store.load_facts("bob")[0]] == ["anna"]
        assert store.recent_episodes("bob")[0].text == "My sister is Anna"
        hot_dir = store._hot.path
    assert not hot_dir.exists()  # the temporary LMDB directory is removed at close


def test_upsert_replaces_the_whole_state(store, make, query_db, store_dir):
    old = make.fact("paris", "lives_in", confidence=0.9, pos=1, weight=0.5)
    new = Fact(
        "you",
        "lives_in",
        "paris",
        confidence=0.3,
        lang="es",
        status="negated",
        turn_id="t9",
        updated_at=2000.0,
        weight=0.1,
        created_at=1.0,
        session_id="s2",
        qualifiers=(("time", "ayer"),),
        pos=1,
        neg=2,
    )
    store.write(WriteBatch("alice", facts=(old,)))
    store.write(WriteBatch("alice", facts=(make.fact("lyon", "lives_in"),)))
    store.write(WriteBatch("alice", facts=(new,)))
    facts = {f.object: f for f in store.load_facts("alice")[0]}
    assert facts["paris"] == new and len(facts) == 2
    store.flush()
    assert query_db(store_dir, "SELECT count(*) FROM facts WHERE object = 'paris'") == [(1,)]
    rows = query_db(store_dir, "SELECT status, neg, qualifiers FROM facts WHERE object='paris'")
    assert rows == [("negated", 2, '[["time", "ayer"]]')]


def test_episode_reply_update_and_event_idempotence(store, make):
    ep = make.episode("alice", "What's the weather?", id="ep-x")
    ev = make.event("alice", make.fact())
    store.write(WriteBatch("alice", events=(ev,), episodes=(ep,)))
    store.write(
        WriteBatch(
            "alice",
            events=(ev,),
            episodes=(Episode("ep-x", "alice", "ignored", 0.0, reply="Sunny."),),
        )
    )
    # Another user cannot touch alice's episode through a colliding id.
    store.write(WriteBatch("bob", episodes=(Episode("ep-x", "bob", "hack", 0.0, reply="pwned"),)))
    for _ in range(2):  # queued, then committed
        (got,) = store.recent_episodes("alice")
        assert (got.text, got.reply) == ("What's the weather?", "Sunny.")
        assert store.events("alice") == [ev]
        store.flush()
    assert store.recent_episodes("bob") == []


def test_reads_see_queued_writes_before_commit(store_dir, make):
    with EmbeddedStore(store_dir, commit_interval_ms=600_000, max_pending=10**6) as store:
        batch = make.turn("alice", "I adopted a ferret called Noodle", make.fact("noodle", "pet"))
        store.write(batch)
        assert store._writer is not None and len(store._writer) == 1  # not committed yet
        assert [f.object for f in store.load_facts("alice")[0]] == ["noodle"]
        hits = store.search_episodes("alice", "ferret noodle")
        assert hits and hits[0].episode == batch.episodes[0] and hits[0].extra["pending"]
        assert store.recent_episodes("alice") == list(batch.episodes)
        assert store.events("alice") == list(batch.events)
        assert store.users() == ["alice"]
        store.flush()
        assert len(store._writer) == 0
        assert store.search_episodes("alice", "ferret noodle")[0].episode == batch.episodes[0]


def test_recent_episodes_order_limit_and_session(store, make):
    for n in range(6):
        store.write(
            WriteBatch(
                "alice",
                episodes=(make.episode("alice", f"turn {n}", at=float(n), session_id=f"s{n % 2}"),),
            )
        )
        if n == 2:
            store.flush()  # some committed, some queued
    assert [e.text for e in store.recent_episodes("alice", limit=4)] == [
        "turn 5",
        "turn 4",
        "turn 3",
        "turn 2",
    ]
    assert [e.text for e in store.recent_episodes("alice", session_id="s1")] == [
        "turn 5",
        "turn 3",
        "turn 1",
    ]
    assert store.recent_episodes("alice", limit=0) == []


def test_concurrent_writers_and_readers(store, make):
    errors: list[BaseException] = []

    def writer(k: int) -> None:
        try:
            for n in range(40):
                store.write(make.turn(f"user{k}", f"fact {n}", make.fact(f"o{n}", "has")))
                store.load_facts(f"user{k}")[0]
                store.search_episodes(f"user{k}", "fact")
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    store.flush()
    for k in range(4):
        assert len(store.load_facts(f"user{k}")[0]) == 40
        assert len(store.events(f"user{k}")) == 40


BAD_USERS = ["", "   ", None, 5, b"alice", "a\x00b"]


@pytest.mark.parametrize("user", BAD_USERS)
def test_bad_user_id_is_refused_everywhere(store, user):
    calls = [
        lambda: store.load_facts(user)[0],
        lambda: store.search_episodes(user, "x"),
        lambda: store.recent_episodes(user),
        lambda: store.events(user),
        lambda: store.forget(user),
        lambda: export_dict(store.dump(user)),
        lambda: store.get_fact(user, "you", "is", "x"),
        lambda: store.write(WriteBatch(user)),
    ]
    for call in calls:
        with pytest.raises(InvalidInputError) as info:
            call()
        assert isinstance(info.value, ValueError)


@pytest.mark.parametrize(
    "batch, problem",
    [
        ("not a batch", "WriteBatch"),
        (WriteBatch("a", facts=(Fact("", "is", "x"),)), "subject"),
        (WriteBatch("a", facts=(Fact("you", "is", "x", confidence=math.nan),)), "confidence"),
        (WriteBatch("a", facts=(Fact("you", "is", "x", pos=True),)), "pos"),
        (WriteBatch("a", facts=(Fact("you", "is", "x", status="maybe"),)), "status"),
        (WriteBatch("a", facts=(Fact("you", "is", "x", qualifiers=(("time",),)),)), "qualifiers"),
        (WriteBatch("a", facts=("you is x",)), "Fact"),
        (WriteBatch("a", events=(Event("e", "b", "you", "is", "x", "observe", 1.0),)), "user_id"),
        (WriteBatch("a", events=(Event("e", "a", "you", "is", "x", "guess", 1.0),)), "kind"),
        (WriteBatch("a", episodes=(Episode("e", "a", None, 1.0),)), "text"),
        (WriteBatch("a", episodes=(Episode("e", "a", "bad \ud800 surrogate", 1.0),)), "encod"),
    ],
)
def test_malformed_batches_are_refused_before_ack(store, batch, problem):
    with pytest.raises(InvalidInputError, match=problem):
        store.write(batch)
    store.flush()
    assert store.users() == []


def test_bad_arguments(store):
    with pytest.raises(InvalidInputError):
        store.search_episodes("a", None)
    with pytest.raises(InvalidInputError):
        store.search_episodes("a", "x", limit=-1)
    with pytest.raises(InvalidInputError):
        store.forget("a", subject="")
    with pytest.raises(InvalidInputError):
        EmbeddedStore(None, max_pending=0)


def test_close_releases_the_directory_lock(store_dir, make):
    # (What a closed store refuses is in the contract suite, tests/store/test_contract.py.)
    store = EmbeddedStore(store_dir)
    store.write(make.turn("alice", "hello there", make.fact()))
    store.close()
    with EmbeddedStore(store_dir) as again:  # the lock was released
        assert len(again.load_facts("alice")[0]) == 1


def test_fsync_store_round_trip(store_dir, make):
    with EmbeddedStore(store_dir, fsync=True) as store:
        store.write(make.turn("alice", "I work at Acme", make.fact("acme", "works_at")))
    with EmbeddedStore(store_dir) as store:
        assert [f.object for f in store.load_facts("alice")[0]] == ["acme"]


def test_corrupt_truth_is_reported(store_dir, make):
    with EmbeddedStore(store_dir) as store:
        store.write(make.turn("alice", "hello", make.fact()))
    for name in ("truth.sqlite3-wal", "truth.sqlite3-shm"):
        (store_dir / name).unlink(missing_ok=True)
    (store_dir / "truth.sqlite3").write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreCorruptError, match=r"truth\.sqlite3"):
        EmbeddedStore(store_dir)
    (store_dir / "truth.sqlite3").unlink()
    # The lock was released by the failed open; a lost truth next to a hot layer that still
    # holds facts is refused rather than opened empty (see test_recovery.py).
    with pytest.raises(StoreCorruptError, match=r"hot\.lmdb"):
        EmbeddedStore(store_dir)
    (store_dir / "hot.lmdb").rename(store_dir / "hot.lmdb.aside")
    with EmbeddedStore(store_dir) as store:  # starting empty is an explicit choice
        assert store.load_facts("alice")[0] == []


def test_store_path_that_is_a_file(tmp_path):
    (tmp_path / "f").write_text("x")
    with pytest.raises(StoreError, match="store directory"):
        EmbeddedStore(tmp_path / "f")
