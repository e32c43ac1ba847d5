import json
import threading

import pytest

from hotmem.exceptions import StoreError
from hotmem.models import Fact
from hotmem.store import EmbeddedStore, WriteBatch
from hotmem.store.hot import HotLayer
from hotmem.store.sqlite import SQLiteTruth
from hotmem.store.writer import BackgroundWriter, apply_items


def _b(n: int) -> WriteBatch:
    return WriteBatch("alice", facts=(Fact("you", "has", f"o{n}"),))


def test_chunks_keep_order_and_size():
    chunks: list[list[int]] = []
    writer = BackgroundWriter(
        lambda items: chunks.append([s for s, _ in items]), interval_s=60.0, max_pending=3
    )
    for n in range(1, 11):
        writer.submit(n, _b(n))
    writer.flush()
    assert [s for c in chunks for s in c] == list(range(1, 11))
    assert max(len(c) for c in chunks) <= 3
    assert len(writer) == 0
    writer.close()


def test_failed_commit_keeps_items_and_flush_reports_it():
    attempts: list[list[int]] = []
    fail = threading.Event()
    fail.set()

    def commit(items):
        attempts.append([s for s, _ in items])
        if fail.is_set():
            raise RuntimeError("disk on fire")

    writer = BackgroundWriter(commit, interval_s=0.001, max_pending=100)
    writer.submit(1, _b(1))
    writer.submit(2, _b(2))
    with pytest.raises(StoreError, match="disk on fire"):
        writer.flush()
    assert [b.facts[0].object for b in writer.pending("alice")] == ["o1", "o2"]
    fail.clear()
    writer.flush()  # retried after the back-off, nothing lost
    assert attempts[-1] == [1, 2] and len(writer) == 0
    writer.close()


def test_poisoned_batch_is_isolated(tmp_path):
    truth = SQLiteTruth(tmp_path / "t.sqlite3")
    bad = WriteBatch("alice", facts=(Fact("you", "has", "bad", confidence=1j),))  # type: ignore
    rejected = tmp_path / "rejected.jsonl"
    assert apply_items(truth, [(1, _b(1)), (2, bad), (3, _b(3))], rejected) == 2
    assert {f.object for f in truth.load_facts("alice")} == {"o1", "o3"}
    assert truth.applied_seq() == 3
    assert json.loads(rejected.read_text())["seq"] == 2
    truth.close()


def test_per_user_lists(tmp_path):
    truth = SQLiteTruth(None)
    hot = HotLayer.open(tmp_path / "h", truth)
    sister, oslo = (
        Fact("you", "sister", "anna"),
        Fact("anna", "lives_in", "oslo", qualifiers=(("time", "2020"),)),
    )
    hot.put_facts("alice", [sister, oslo])
    hot.put_facts("bob", [Fact("anna", "is", "teacher")])
    assert hot.facts("alice") == [oslo, sister]
    assert [f.object for f in hot.facts("bob")] == ["teacher"]
    hot.delete_facts("alice", [("you", "sister", "anna")])
    assert hot.facts("alice") == [oslo]
    hot.delete_user("alice")
    assert hot.facts("alice") == [] and [f.object for f in hot.facts("bob")] == ["teacher"]
    hot.close()
    truth.close()


def test_in_memory_refuses_unencodable_text(make):
    with EmbeddedStore(None) as store:
        with pytest.raises(ValueError, match="encod"):
            store.write(make.turn("alice", "bad \udc00", make.fact()))
        assert store.users() == [] and store.load_facts("alice")[0] == []
