"""The store contract (protocol v2), run against every backend through the protocol only.

Each test gets a fresh store: an in-memory embedded store, an on-disk embedded store, and a
PostgreSQL store in a schema of its own on the throwaway server of the run. Nothing here reads
SQLite, LMDB or PostgreSQL directly, so a new backend passes or fails the same tests.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hotmem.exceptions import InvalidInputError, StoreClosedError
from hotmem.models import Fact
from hotmem.store import Changes, EmbeddedStore, Store, WriteBatch
from hotmem.store.postgres import PostgresStore


@dataclass
class Backend:
    """A backend under test: ``open()`` gives a new store object on the same truth."""

    name: str
    open: Callable[[], Store]
    shared: bool  # several store objects (processes) may use the truth at once


@pytest.fixture(params=["embedded-memory", "embedded-disk", "postgres"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    opened: list[Store] = []

    def keep(store: Store) -> Store:
        opened.append(store)
        return store

    if request.param == "embedded-memory":
        memory = EmbeddedStore(None)
        yield Backend(request.param, lambda: keep(memory), shared=False)
    elif request.param == "embedded-disk":
        path = tmp_path / "memory"
        yield Backend(
            request.param,
            lambda: keep(EmbeddedStore(path, commit_interval_ms=5)),
            shared=False,
        )
    else:
        dsn = request.getfixturevalue("postgres_dsn")
        schema = "t_" + uuid.uuid4().hex[:12]
        yield Backend(
            request.param,
            lambda: keep(PostgresStore(dsn, schema=schema, max_connections=4)),
            shared=True,
        )
    for store in opened:
        store.close()


@pytest.fixture
def store(backend: Backend) -> Store:
    return backend.open()


def keys(facts: list[Fact]) -> list[tuple[str, str, str]]:
    return [f.triple for f in facts]


# -- facts and versions ----------------------------------------------------------------------


def test_written_facts_load_sorted_by_key_with_growing_versions(store, make):
    assert store.load_facts("alice") == ([], store.load_facts("alice")[1])
    v1 = store.write(make.turn("alice", "I live in Paris", make.fact("paris")))
    v2 = store.write(make.turn("alice", "I have a dog", make.fact("dog", "has")))
    assert v2 > v1
    facts, version = store.load_facts("alice")
    assert keys(facts) == [("you", "has", "dog"), ("you", "lives_in", "paris")]
    assert version >= v2
    assert isinstance(store, Store)


def test_a_fact_upserts_by_key_and_keeps_every_field(store, make):
    first = make.fact("paris", qualifiers=(("time", "2020"),), pos=1)
    store.write(WriteBatch("alice", facts=(first,)))
    later = replace(
        first, status="superseded", confidence=0.4, pos=3, neg=2, weight=0.5, shown=7, used=2
    )
    store.write(WriteBatch("alice", facts=(later,)))
    assert store.load_facts("alice")[0] == [later]


def test_forget_and_load_raise_the_version(store, make):
    v1 = store.write(make.turn("alice", "I live in Paris", make.fact("paris")))
    forgotten = store.forget("alice", object="paris")
    assert forgotten == [("you", "lives_in", "paris")]
    v2 = store.load_facts("alice")[1]
    assert v2 > v1
    store.load(make.turn("alice", "I have a cat", make.fact("cat", "has")))
    assert store.load_facts("alice")[1] > v2


def test_users_are_isolated_everywhere(store, make):
    store.write(make.turn("alice", "my secret is tangerine", make.fact("tangerine", "likes")))
    store.write(make.turn("bob", "I like plums", make.fact("plums", "likes")))
    assert keys(store.load_facts("bob")[0]) == [("you", "likes", "plums")]
    assert store.search_episodes("bob", "tangerine secret") == []
    assert all(e.user_id == "bob" for e in store.events("bob"))
    assert "tangerine" not in repr(store.dump("bob"))
    assert [e.text for e in store.recent_episodes("bob")] == ["I like plums"]
    assert store.users() == ["alice", "bob"]
    assert len(store.forget("alice")) == 1
    assert keys(store.load_facts("bob")[0]) == [("you", "likes", "plums")]
    assert store.users() == ["bob"]


def test_user_ids_are_exact(store, make):
    store.write(WriteBatch("al", facts=(make.fact("one"),)))
    store.write(WriteBatch("al ", facts=(make.fact("two"),)))
    assert [f.object for f in store.load_facts("al")[0]] == ["one"]
    assert [f.object for f in store.load_facts("al ")[0]] == ["two"]


# -- events and episodes ---------------------------------------------------------------------


def test_an_events_detail_survives_the_store_and_reopening(backend, make):
    """What a merge read another way and the event an undo took back (Event.detail) are kept
    by every backend, through a reopen and a dump."""
    store = backend.open()
    fact = make.fact("new york city")
    merged = make.event("alice", fact, kind="merge", detail="nyc")
    undone = make.event("alice", fact, kind="undo", detail=merged.id)
    store.write(WriteBatch("alice", facts=(fact,), events=(merged, undone)))
    store.flush()
    assert [(e.kind, e.detail) for e in store.events("alice")] == [
        ("merge", "nyc"),
        ("undo", merged.id),
    ]
    again = backend.open() if backend.shared else store
    if not backend.shared and backend.name == "embedded-disk":
        store.close()
        again = backend.open()
    assert [e.detail for e in again.events("alice")] == ["nyc", merged.id]
    assert [e.detail for e in again.dump("alice").events] == ["nyc", merged.id]


def test_events_come_oldest_first_and_once_per_id(store, make):
    fact = make.fact("paris")
    late = make.event("alice", fact, at=2000.0)
    early = make.event("alice", fact, kind="negate", at=1500.0)
    store.write(WriteBatch("alice", events=(late, early)))
    store.write(WriteBatch("alice", events=(late,)))  # a replay: the same id again
    assert [e.id for e in store.events("alice")] == [early.id, late.id]
    assert store.events("alice")[0] == early


def test_recent_episodes_newest_first_per_session(store, make):
    for n in range(5):
        session = "s1" if n % 2 else "s2"
        store.write(
            WriteBatch("alice", episodes=(make.episode("alice", f"turn {n}", session_id=session),))
        )
    assert [e.text for e in store.recent_episodes("alice", limit=3)] == [
        "turn 4",
        "turn 3",
        "turn 2",
    ]
    assert [e.text for e in store.recent_episodes("alice", session_id="s1")] == ["turn 3", "turn 1"]
    assert store.recent_episodes("alice", limit=0) == []


def test_episodes_lists_a_users_turns_and_replies_oldest_first(store, make):
    said = [make.episode("alice", f"turn {n}", at=1000.0 + n) for n in range(3)]
    reply = make.episode("alice", "", at=1001.5, reply="nice")
    store.write(WriteBatch("alice", episodes=(said[2], said[0])))
    store.write(WriteBatch("alice", episodes=(reply, said[1])))
    store.write(WriteBatch("bob", episodes=(make.episode("bob", "not alice's"),)))
    assert [(e.text, e.reply) for e in store.episodes("alice")] == [
        ("turn 0", None),
        ("turn 1", None),
        ("", "nice"),
        ("turn 2", None),
    ]
    assert store.episodes("nobody") == []


def test_a_reply_is_set_on_a_known_episode_by_its_owner_only(store, make):
    episode = make.episode("alice", "I just got back from Lisbon")
    store.write(WriteBatch("alice", episodes=(episode,)))
    store.write(WriteBatch("alice", episodes=(replace(episode, reply="Welcome back!"),)))
    stolen = replace(episode, user_id="mallory", reply="pwned")
    store.write(WriteBatch("mallory", episodes=(stolen,)))
    store.flush()  # (the embedded store shows a queued episode to its writer until the commit)
    assert [e.reply for e in store.recent_episodes("alice")] == ["Welcome back!"]
    assert store.recent_episodes("mallory") == []


def test_episode_search_finds_stems_ranks_and_survives_any_text(store, make):
    store.write(make.turn("alice", "I research coral reefs at the institute"))
    store.write(make.turn("alice", "my sister plays the cello"))
    store.write(make.turn("alice", "we talked about the weather"))
    hits = store.search_episodes("alice", "researching reef")
    assert [h.episode.text for h in hits] == ["I research coral reefs at the institute"]
    assert hits[0].score > 0
    both = store.search_episodes("alice", "cello research", limit=5)
    assert {h.episode.text for h in both} == {
        "I research coral reefs at the institute",
        "my sister plays the cello",
    }
    assert store.search_episodes("alice", "cello research", limit=1)[0].score >= both[-1].score
    for odd in ['"', "a:b OR (", "*^-+", "🙂🙂", "the and of", "", "x" * 100_000, "don't"]:
        assert isinstance(store.search_episodes("alice", odd), list)
    assert store.search_episodes("alice", "cello", limit=0) == []


# -- forget ----------------------------------------------------------------------------------


def test_forget_deletes_the_fact_its_events_and_the_turn_that_said_it(store, make):
    both = make.turn(
        "alice", "my dog Rex loves Lisbon", make.fact("rex", "dog"), make.fact("lisbon", "likes")
    )
    store.write(both)
    store.write(make.turn("alice", "I live in Porto", make.fact("porto")))
    assert store.forget("alice", subject="you", relation="dog", object="rex") == [
        ("you", "dog", "rex")
    ]
    assert store.forget("alice", object="nothing-like-this") == []
    assert keys(store.load_facts("alice")[0]) == [
        ("you", "likes", "lisbon"),
        ("you", "lives_in", "porto"),
    ]
    assert all(e.relation != "dog" for e in store.events("alice"))
    # The turn's words are gone: its episode, and the utterance on its other facts' events.
    assert store.search_episodes("alice", "rex dog") == []
    assert [e.utterance for e in store.events("alice") if e.object == "lisbon"] == [""]
    assert [e.text for e in store.recent_episodes("alice")] == ["I live in Porto"]


def test_forget_everything_of_a_user(store, make):
    store.write(make.turn("alice", "I live in Paris", make.fact("paris")))
    store.write(make.turn("alice", "I have a cat", make.fact("cat", "has")))
    assert sorted(store.forget("alice")) == [("you", "has", "cat"), ("you", "lives_in", "paris")]
    assert store.load_facts("alice")[0] == []
    assert store.events("alice") == [] and store.recent_episodes("alice") == []
    assert store.dump("alice") == WriteBatch("alice")


def test_a_batch_forgets_after_its_records(store, make):
    turn = make.turn("alice", "I have a cat", make.fact("cat", "has"), make.fact("rome"))
    store.write(replace(turn, forget=(("you", "has", "cat"),)))
    assert keys(store.load_facts("alice")[0]) == [("you", "lives_in", "rome")]
    # Said again later, it is a new fact and is kept.
    store.write(make.turn("alice", "I have a cat again", make.fact("cat", "has")))
    assert ("you", "has", "cat") in keys(store.load_facts("alice")[0])


# -- dump and load ---------------------------------------------------------------------------

_TEXT = st.text(
    st.characters(blacklist_characters="\x00", blacklist_categories=("Cs",)), max_size=30
)
_KEY = _TEXT.filter(lambda s: s != "")


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(objects=st.lists(_KEY, min_size=1, max_size=5, unique=True), said=_TEXT)
def test_dump_load_round_trip_is_exact_and_idempotent(store, make, objects, said):
    user = "u-" + uuid.uuid4().hex
    facts = [make.fact(o, qualifiers=(("time", said),)) for o in objects]
    store.write(make.turn(user, said, *facts))
    dumped = store.dump(user)
    copy = user + "-copy"
    copied = replace(
        dumped,
        user_id=copy,
        events=tuple(replace(e, user_id=copy, id=e.id + "c") for e in dumped.events),
        episodes=tuple(replace(e, user_id=copy, id=e.id + "c") for e in dumped.episodes),
    )
    assert store.load(copied) == len(objects)
    assert store.load(copied) == len(objects)  # loading twice merges: nothing doubles
    assert store.dump(copy) == copied
    assert sorted(keys(store.load_facts(copy)[0])) == sorted(f.triple for f in facts)


# -- bad input and lifecycle -----------------------------------------------------------------


@pytest.mark.parametrize(
    "call",
    [
        lambda s, m: s.write("not a batch"),
        lambda s, m: s.write(WriteBatch("")),
        lambda s, m: s.write(WriteBatch("alice", facts=(m.fact("a\x00b"),))),
        lambda s, m: s.write(WriteBatch("alice", episodes=(m.episode("bob", "hi"),))),
        lambda s, m: s.load_facts(" "),
        lambda s, m: s.search_episodes("alice", "x", limit=-1),
        lambda s, m: s.recent_episodes("alice", limit=True),
        lambda s, m: s.forget("alice", subject=""),
        lambda s, m: s.load(WriteBatch("alice", forget=(("you", "has", "cat"),))),
    ],
)
def test_bad_input_is_refused_at_the_call(store, make, call):
    with pytest.raises(InvalidInputError):
        call(store, make)
    assert store.users() == []


def test_a_closed_store_refuses_everything(backend, make):
    store = backend.open()
    store.write(make.turn("alice", "hello there", make.fact()))
    store.close()
    store.close()  # idempotent
    for call in (
        lambda: store.write(make.turn("alice", "x", make.fact())),
        lambda: store.load_facts("alice"),
        lambda: store.search_episodes("alice", "hello"),
        lambda: store.recent_episodes("alice"),
        lambda: store.events("alice"),
        lambda: store.forget("alice"),
        lambda: store.dump("alice"),
        lambda: store.load(make.turn("alice", "y", make.fact())),
        lambda: store.users(),
        lambda: store.flush(),
    ):
        with pytest.raises(StoreClosedError):
            call()


@pytest.mark.parametrize("backend", ["embedded-disk", "postgres"], indirect=True)
def test_what_was_acknowledged_survives_a_reopen(backend, make):
    store = backend.open()
    for n in range(20):
        store.write(make.turn("alice", f"I have pet number {n}", make.fact(f"pet{n}", "has")))
    store.forget("alice", object="pet3")
    store.close()
    again = backend.open()
    objects = {f.object for f in again.load_facts("alice")[0]}
    assert objects == {f"pet{n}" for n in range(20)} - {"pet3"}
    assert len(again.events("alice")) == 19
    said = {h.episode.text for h in again.search_episodes("alice", "pet number 3", limit=50)}
    assert "I have pet number 4" in said and "I have pet number 3" not in said


# -- the change signal of shared backends ----------------------------------------------------


@pytest.mark.parametrize("backend", ["embedded-memory", "embedded-disk"], indirect=True)
def test_a_single_process_backend_has_no_change_signal(backend):
    assert not backend.shared and not isinstance(backend.open(), Changes)


@pytest.mark.parametrize("backend", ["postgres"], indirect=True)
def test_a_shared_backend_tells_each_store_what_the_others_changed(backend, make):
    one, two = backend.open(), backend.open()
    assert isinstance(one, Changes) and isinstance(two, Changes)
    _, seen = two.load_facts("alice")
    written = one.write(make.turn("alice", "I live in Oslo", make.fact("oslo")))
    assert _eventually(lambda: two.changes_since("alice", seen) == written)
    assert one.changes_since("alice", 0) is None  # its own write is not news to it
    assert two.changes_since("bob", 0) is None
    facts, now = two.load_facts("alice")
    assert keys(facts) == [("you", "lives_in", "oslo")] and now == written
    assert two.changes_since("alice", now) is None
    one.forget("alice")
    assert _eventually(lambda: two.changes_since("alice", now) is not None)


def _eventually(check: Callable[[], bool], timeout_s: float = 5.0) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.005)
    return check()


@pytest.mark.parametrize("backend", ["postgres"], indirect=True)
def test_a_store_that_lost_its_notifications_reads_its_users_again(backend, make, postgres_dsn):
    import psycopg

    one, two = backend.open(), backend.open()
    one.write(make.turn("alice", "I live in Oslo", make.fact("oslo")))
    _, seen = two.load_facts("alice")
    # The server drops every listening connection (a restart, a network cut): what is
    # written meanwhile is never notified.
    with psycopg.connect(postgres_dsn, autocommit=True) as admin:
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE query LIKE 'LISTEN %' AND pid <> pg_backend_pid()"
        )
    # Once the listener is back, every user the store had loaded counts as changed.
    assert _eventually(lambda: two.changes_since("alice", seen) is not None)
    one.write(make.turn("alice", "I live in Bergen", make.fact("bergen")))
    assert ("you", "lives_in", "bergen") in keys(two.load_facts("alice")[0])
