import json

from hotmem.store import EmbeddedStore
from hotmem.transfer import export_dict


def _fill(store, make):
    for user, pet in (("alice", "rex"), ("bob", "felix")):
        store.write(
            make.turn(
                user,
                f"My dog is called {pet} and I live in Paris",
                make.fact(pet, "dog"),
                make.fact("paris", "lives_in"),
            )
        )
    store.flush()


def _check(store):
    for user, other, pet, other_pet in (
        ("alice", "bob", "rex", "felix"),
        ("bob", "alice", "felix", "rex"),
    ):
        facts = store.load_facts(user)[0]
        assert {f.object for f in facts} == {pet, "paris"}
        assert all(e.user_id == user for e in store.events(user))
        assert len(store.events(user)) == 2
        hits = store.search_episodes(user, f"dog {pet} {other_pet} paris")
        assert [h.episode.user_id for h in hits] == [user]
        assert store.search_episodes(user, other_pet) == []
        assert all(e.user_id == user for e in store.recent_episodes(user))
        assert store.get_fact(user, "you", "dog", other_pet) is None
        dump = json.dumps(export_dict(store.dump(user)))
        assert other_pet not in dump and f'"{other}"' not in dump


def test_two_users_never_cross(tmp_path, make):
    with EmbeddedStore(tmp_path / "m") as store:
        _fill(store, make)
        _check(store)
        assert store.users() == ["alice", "bob"]
        # Forgetting one user leaves the other whole.
        assert len(store.forget("alice")) == 2
        assert store.users() == ["bob"]
        assert len(store.load_facts("bob")[0]) == 2
        assert store.search_episodes("bob", "felix")


def test_two_users_never_cross_in_memory(make):
    with EmbeddedStore(None) as store:
        _fill(store, make)
        _check(store)


def test_prefix_user_ids_do_not_collide(tmp_path, make):
    with EmbeddedStore(tmp_path / "m") as store:
        store.write(make.turn("al", "x", make.fact("one", "has")))
        store.write(make.turn("al ", "y", make.fact("two", "has")))
        store.write(make.turn("alice", "z", make.fact("three", "has")))
        assert [f.object for f in store.load_facts("al")[0]] == ["one"]
        assert [f.object for f in store.load_facts("al ")[0]] == ["two"]
