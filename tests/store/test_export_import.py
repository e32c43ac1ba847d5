import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hotmem.exceptions import ImportDataError
from hotmem.models import FACT_STATUSES, Fact
from hotmem.store import EVENT_KINDS, EmbeddedStore, Episode, Event, WriteBatch
from hotmem.transfer import EXPORT_FORMAT, export_dict, parse_export

# Odd unicode everywhere text is free; only NUL is refused (by design, in every string).
_ANY_BUT_NUL = st.characters(blacklist_characters="\x00", blacklist_categories=("Cs",))
text = st.text(_ANY_BUT_NUL, max_size=40)
key = st.text(_ANY_BUT_NUL, min_size=1, max_size=30)
user = key.filter(lambda s: s.strip() != "")
maybe = st.none() | text
num = st.floats(allow_nan=False, allow_infinity=False) | st.integers(-(10**6), 10**6)
count = st.integers(min_value=-(2**63), max_value=2**63 - 1)


@st.composite
def user_data(draw):
    uid = draw(user)
    facts = draw(
        st.lists(
            st.builds(
                Fact,
                subject=key,
                relation=key,
                object=key,
                confidence=num,
                lang=text,
                status=st.sampled_from(FACT_STATUSES),
                turn_id=maybe,
                updated_at=num,
                weight=num,
                created_at=num,
                session_id=maybe,
                qualifiers=st.lists(st.tuples(text, text), max_size=3).map(tuple),
                pos=count,
                neg=count,
            ),
            max_size=8,
            unique_by=lambda f: f.triple,
        )
    )
    events = draw(
        st.lists(
            st.builds(
                Event,
                id=key,
                user_id=st.just(uid),
                subject=key,
                relation=key,
                object=key,
                kind=st.sampled_from(EVENT_KINDS),
                at=num,
                session_id=maybe,
                turn_id=maybe,
                utterance=text,
                confidence=num,
            ),
            max_size=8,
            unique_by=lambda e: e.id,
        )
    )
    episodes = draw(
        st.lists(
            st.builds(
                Episode,
                id=key,
                user_id=st.just(uid),
                text=text,
                at=num,
                session_id=maybe,
                turn_id=maybe,
                lang=text,
                reply=maybe,
            ),
            max_size=6,
            unique_by=lambda e: e.id,
        )
    )
    return WriteBatch(uid, tuple(facts), tuple(events), tuple(episodes))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(batch=user_data())
def test_export_import_round_trip_is_exact(batch):
    with EmbeddedStore(None) as source:
        source.write(batch)
        exported = export_dict(source.dump(batch.user_id))
    assert exported["format"] == EXPORT_FORMAT and exported["user_id"] == batch.user_id
    assert len(exported["facts"]) == len(batch.facts)
    assert len(exported["events"]) == len(batch.events)
    assert len(exported["episodes"]) == len(batch.episodes)
    wire = json.loads(json.dumps(exported))  # JSON-friendly all the way down
    with EmbeddedStore(None) as target:
        assert target.load(parse_export(wire)) == len(batch.facts)
        again = export_dict(target.dump(batch.user_id))
        assert again == exported
        assert target.load_facts(batch.user_id)[0] == sorted(batch.facts, key=lambda f: f.triple)
        # Importing twice merges: nothing doubles.
        target.load(parse_export(wire))
        assert export_dict(target.dump(batch.user_id)) == exported


def test_round_trip_on_disk(tmp_path, make):
    with EmbeddedStore(tmp_path / "a") as source:
        source.write(
            make.turn(
                "alice",
                "Je vis à Zürich 🏔",
                make.fact(
                    "zürich", "lives_in", qualifiers=(("time", "2020"), ("duration", "3 years"))
                ),
            )
        )
        exported = export_dict(source.dump("alice"))
    with EmbeddedStore(tmp_path / "b") as target:
        assert target.load(parse_export(exported)) == 1
    with EmbeddedStore(tmp_path / "b") as target:
        assert export_dict(target.dump("alice")) == exported
        assert target.search_episodes("alice", "zurich")[0].episode.text == "Je vis à Zürich 🏔"
    assert exported["facts"][0]["qualifiers"] == [["time", "2020"], ["duration", "3 years"]]


@pytest.fixture
def valid(make):
    with EmbeddedStore(None) as store:
        store.write(make.turn("alice", "I have a cat", make.fact("cat", "has")))
        return export_dict(store.dump("alice"))


def _broken(valid, path, value=KeyError):
    data = copy.deepcopy(valid)
    *parents, last = path
    target = data
    for p in parents:
        target = target[p]
    if value is KeyError:
        del target[last]
    else:
        target[last] = value
    return data


@pytest.mark.parametrize(
    "path, value, message",
    [
        (("format",), "hotmem-export/2", "format tag"),
        (("format",), KeyError, "missing field 'format'"),
        (("user_id",), "", "user_id"),
        (("user_id",), 42, "user_id"),
        (("facts",), KeyError, "missing field 'facts'"),
        (("facts",), {"a": 1}, "facts must be a list"),
        (("events",), None, "events must be a list"),
        (("surprise",), 1, "unknown field 'surprise'"),
        (("facts", 0, "confidence"), KeyError, r"facts\[0\]: missing field 'confidence'"),
        (("facts", 0, "confidence"), "high", r"facts\[0\].confidence"),
        (("facts", 0, "confidence"), float("nan"), "finite"),
        (("facts", 0, "pos"), 1.5, r"facts\[0\].pos"),
        (("facts", 0, "pos"), 2**64, "range"),
        (("facts", 0, "status"), "sure", "status"),
        (("facts", 0, "subject"), "", "subject"),
        (("facts", 0, "qualifiers"), [["time"]], "qualifiers"),
        (("facts", 0, "qualifiers"), "time=now", "qualifiers"),
        (("facts", 0, "extra"), 1, "unknown field 'extra'"),
        (("facts", 0), "a fact", r"facts\[0\]: must be an object"),
        (("events", 0, "kind"), "rumour", r"events\[0\].kind"),
        (("events", 0, "user_id"), "bob", r"events\[0\].user_id 'bob' does not match"),
        (("episodes", 0, "user_id"), "bob", r"episodes\[0\].user_id"),
        (("episodes", 0, "text"), None, r"episodes\[0\].text"),
        (("episodes", 0, "reply"), 3, r"episodes\[0\].reply"),
    ],
)
def test_import_validation_names_the_problem(valid, path, value, message):
    with EmbeddedStore(None) as store:
        with pytest.raises(ImportDataError, match=message) as info:
            store.load(parse_export(_broken(valid, path, value)))
        assert isinstance(info.value, ValueError)
        assert store.users() == []  # nothing half-imported


@pytest.mark.parametrize("data", [None, [], "export", 3])
def test_import_rejects_non_objects(data):
    with EmbeddedStore(None) as store, pytest.raises(ImportDataError, match="object"):
        store.load(parse_export(data))
