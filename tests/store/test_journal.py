import json

import pytest

from hotmem.models import Fact
from hotmem.store import EmbeddedStore, Episode, Event, WriteBatch
from hotmem.store.codec import RecordError
from hotmem.store.journal import Journal, batch_from_dict, batch_to_dict


def _batch(n: int, user: str = "alice") -> WriteBatch:
    fact = Fact(
        "you",
        "has",
        f"item {n}",
        confidence=0.1 + n / 3,
        turn_id=None,
        updated_at=n * 1.1,
        qualifiers=(("time", "today"), ("quantity", "2")),
    )
    event = Event(
        f"e{n}",
        user,
        "you",
        "has",
        f"item {n}",
        "observe",
        n / 7,
        None,
        f"t{n}",
        'I have ✨ "quotes" \n newlines',
        0.3333333333333333,
    )
    episode = Episode(f"ep{n}", user, "J'ai un chat 🐈 \u2028", 1e-300, "s", None, "fr", None)
    return WriteBatch(user, (fact,), (event,), (episode,))


def test_batch_dict_round_trip_is_exact():
    batch = _batch(3)
    data = batch_to_dict(batch)
    assert data["facts"][0]["qualifiers"] == [["time", "today"], ["quantity", "2"]]
    again = batch_from_dict(json.loads(json.dumps(data)))
    assert again == batch
    assert again.facts[0].qualifiers == (("time", "today"), ("quantity", "2"))


def test_forget_triples_round_trip_and_old_journals_without_them_still_load():
    batch = WriteBatch("alice", forget=(("you", "lives_in", "paris"),))
    data = batch_to_dict(batch)
    assert data["forget"] == [["you", "lives_in", "paris"]]
    assert batch_from_dict(json.loads(json.dumps(data))) == batch
    old = batch_to_dict(_batch(2))
    del old["forget"]  # written before batches could forget
    assert batch_from_dict(old) == _batch(2)
    with pytest.raises(RecordError, match="forget"):
        batch_from_dict({**data, "forget": [["you", "lives_in"]]})


def test_batch_from_dict_is_strict():
    data = batch_to_dict(_batch(1))
    del data["facts"][0]["confidence"]
    with pytest.raises(RecordError, match=r"facts\[0\].*confidence"):
        batch_from_dict(data)
    with pytest.raises(RecordError):
        batch_from_dict({"user_id": "a", "facts": []})


def test_append_replay_and_seq(tmp_path):
    journal = Journal(tmp_path / "j.jsonl")
    seqs = [journal.append(_batch(n)) for n in range(5)]
    assert seqs == [1, 2, 3, 4, 5]
    assert [s for s, _ in journal.replay(2)] == [3, 4, 5]
    assert [b for _, b in journal.replay(0)] == [_batch(n) for n in range(5)]
    journal.close()
    # Sequence numbers continue after a reopen, and after the truth's applied seq.
    assert Journal(tmp_path / "j.jsonl").append(_batch(9)) == 6
    assert Journal(tmp_path / "j.jsonl", start_seq=40).append(_batch(9)) == 41


def test_torn_last_line_is_ignored_and_cut(tmp_path, log_messages):
    path = tmp_path / "j.jsonl"
    journal = Journal(path)
    for n in range(3):
        journal.append(_batch(n))
    journal.close()
    whole = path.read_bytes()
    line = json.dumps({"seq": 4, "batch": batch_to_dict(_batch(3))}).encode()
    path.write_bytes(whole + line[: len(line) // 2])  # a write killed half-way

    journal = Journal(path)
    assert [s for s, _ in journal.replay(0)] == [1, 2, 3]
    assert any("torn" in m for m in log_messages)
    # The next append starts on a fresh line instead of gluing onto the torn one.
    assert journal.append(_batch(7)) == 4
    assert [b for _, b in journal.replay(3)] == [_batch(7)]
    assert path.read_bytes().endswith(b"\n")


def test_bad_line_in_the_middle_is_skipped(tmp_path):
    path = tmp_path / "j.jsonl"
    journal = Journal(path)
    journal.append(_batch(1))
    journal.close()
    with open(path, "ab") as fh:
        fh.write(b"{not json}\n")
    journal = Journal(path)
    journal.append(_batch(2))
    assert [b for _, b in journal.replay(0)] == [_batch(1), _batch(2)]


def test_truncate_through(tmp_path, monkeypatch):
    path = tmp_path / "j.jsonl"
    journal = Journal(path)
    for n in range(4):
        journal.append(_batch(n))
    journal.truncate_through(4)
    assert path.read_bytes() == b""
    assert journal.append(_batch(5)) == 5
    # A partial compaction rewrites the file once it is large.
    monkeypatch.setattr("hotmem.store.journal.COMPACT_BYTES", 0)
    journal.append(_batch(6))
    journal.truncate_through(5)
    assert [s for s, _ in journal.replay(0)] == [6]
    assert journal.append(_batch(7)) == 7
    assert [s for s, _ in Journal(path).replay(0)] == [6, 7]


def test_store_replays_journal_with_torn_tail(tmp_path, make):
    path = tmp_path / "memory"
    EmbeddedStore(path).close()  # schema only
    journal = Journal(path / "journal.jsonl")
    batches = [
        make.turn("alice", f"I have a pet number {n}", make.fact(f"pet{n}", "has"))
        for n in range(3)
    ]
    for b in batches:
        journal.append(b)
    journal.close()
    with open(path / "journal.jsonl", "ab") as fh:
        fh.write(b'{"seq":4,"batch":{"user_id":"alice","fa')
    with EmbeddedStore(path) as store:
        assert {f.object for f in store.load_facts("alice")[0]} == {"pet0", "pet1", "pet2"}
        assert len(store.events("alice")) == 3
        assert store.search_episodes("alice", "pet number")[0].episode.user_id == "alice"
    assert (path / "journal.jsonl").read_bytes() == b""  # applied, then compacted
