"""Requests handed over to the process that holds a store (hotmem.handoff)."""

import json
import threading

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.exceptions import StoreError
from hotmem.handoff import REQUESTS_DIR, RequestWatcher, submit

CONFIG = HotMemConfig(langs=("en",), request_poll_s=0)  # the tests drive the watcher


@pytest.fixture
def bot(tmp_path, english):
    with HotMem(tmp_path, config=CONFIG) as mem:
        mem.process_turn("I live in Lisbon and I work at Google.", user_id="alice")
        yield mem


def _drop(tmp_path, name, payload):
    folder = tmp_path / REQUESTS_DIR
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(payload if isinstance(payload, str) else json.dumps(payload))
    return path


def test_a_request_is_carried_out_and_leaves_only_its_outcome(bot, tmp_path):
    watcher = RequestWatcher(bot, tmp_path, poll_s=60)
    _drop(tmp_path, "a.json", {"format": 1, "op": "forget", "user_id": "alice", "object": "lisbon"})
    assert watcher.check() == 1
    assert {f.object for f in bot.facts("alice")} == {"google"}
    outcome = json.loads((tmp_path / REQUESTS_DIR / "a.done").read_text())
    assert outcome == {"ok": True, "count": 1}
    assert [p.name for p in (tmp_path / REQUESTS_DIR).iterdir()] == ["a.done"]
    assert watcher.check() == 0  # never carried out twice


@pytest.mark.parametrize(
    "payload",
    [
        "{not json",
        {"format": 9, "op": "forget", "user_id": "alice"},
        {"format": 1, "op": "drop tables", "user_id": "alice"},
        {"format": 1, "op": "forget"},
        {"format": 1, "op": "forget", "user_id": ""},
        {"format": 1, "op": "import", "data": {"user_id": "x"}},
    ],
)
def test_a_bad_request_fails_alone_and_changes_nothing(bot, tmp_path, payload):
    watcher = RequestWatcher(bot, tmp_path, poll_s=60)
    _drop(tmp_path, "bad.json", payload)
    assert watcher.check() == 1
    outcome = json.loads((tmp_path / REQUESTS_DIR / "bad.done").read_text())
    assert outcome["ok"] is False and outcome["error"]
    assert {f.object for f in bot.facts("alice")} == {"lisbon", "google"}


def test_a_request_claimed_by_a_run_that_died_runs_again(bot, tmp_path):
    _drop(tmp_path, "b.taken", {"format": 1, "op": "forget", "user_id": "alice"})
    watcher = RequestWatcher(bot, tmp_path, poll_s=0.01)
    watcher.start()
    try:
        for _ in range(500):
            if (tmp_path / REQUESTS_DIR / "b.done").exists():
                break
            threading.Event().wait(0.01)
    finally:
        watcher.stop()
    assert bot.facts("alice") == []


def test_submit_waits_for_the_holder_and_withdraws_when_nobody_answers(bot, tmp_path):
    watcher = RequestWatcher(bot, tmp_path, poll_s=0.01)
    watcher.start()
    try:
        outcome = submit(tmp_path, {"op": "forget", "user_id": "alice", "object": "google"}, 10)
    finally:
        watcher.stop()
    assert outcome == {"ok": True, "count": 1}
    with pytest.raises(StoreError, match="did not take the request"):
        submit(tmp_path, {"op": "forget", "user_id": "alice"}, 0.1)
    assert list((tmp_path / REQUESTS_DIR).iterdir()) == []
    assert {f.object for f in bot.facts("alice")} == {"lisbon"}
