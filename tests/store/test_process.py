"""Durability against kill -9, and the one-writer lock, with real subprocesses."""

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import hotmem.store
from hotmem.exceptions import StoreError
from hotmem.store import EmbeddedStore

pytestmark = pytest.mark.slow
REPO_ROOT = Path(hotmem.store.__file__).resolve().parents[2]

WRITER = textwrap.dedent(
    """
    import sys
    from loguru import logger
    logger.remove()
    from hotmem.models import Fact
    from hotmem.store import EmbeddedStore, Episode, Event, WriteBatch

    path, interval, max_pending = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
    store = EmbeddedStore(path, commit_interval_ms=interval, max_pending=max_pending)
    n = 0
    while True:
        obj, turn = f"item-{n}", f"turn-{n}"
        fact = Fact("you", "has", obj, turn_id=turn, updated_at=float(n), created_at=float(n))
        event = Event(f"ev-{n}", "alice", "you", "has", obj, "observe", float(n), None, turn)
        episode = Episode(f"ep-{n}", "alice", f"I have {obj}", float(n), None, turn)
        store.write(WriteBatch("alice", (fact,), (event,), (episode,)))
        print(obj, flush=True)  # acknowledged: write() returned
        n += 1
    """
)

HOLDER = textwrap.dedent(
    """
    import sys
    from hotmem.store import EmbeddedStore
    store = EmbeddedStore(sys.argv[1])
    print("ready", flush=True)
    sys.stdin.read()
    """
)


def _spawn(script, *args):
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    return subprocess.Popen(
        [sys.executable, "-c", script, *map(str, args)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        text=True,
    )


@pytest.mark.parametrize(
    "interval, max_pending",
    [(5, 64), (600_000, 10**9)],  # commits racing the kill; nothing committed (journal only)
    ids=["committing", "journal-only"],
)
def test_kill_9_loses_nothing_acknowledged(tmp_path, interval, max_pending):
    path = tmp_path / "memory"
    proc = _spawn(WRITER, path, interval, max_pending)
    acknowledged = []
    try:
        for line in proc.stdout:
            acknowledged.append(line.strip())
            if len(acknowledged) >= 600:
                break
        os.kill(proc.pid, signal.SIGKILL)
        rest, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == -signal.SIGKILL, err
    # Lines printed before the kill were acknowledged too; a cut last line was not.
    acknowledged += [x for x in rest.split("\n")[:-1] if x]
    assert len(acknowledged) >= 600

    with EmbeddedStore(path) as store:
        got = {f.object for f in store.load_facts("alice")[0]}
        assert set(acknowledged) <= got
        assert len({e.id for e in store.events("alice")}) >= len(acknowledged)
        store.flush()
    conn = sqlite3.connect(path / "truth.sqlite3")
    in_sqlite = {r[0] for r in conn.execute("SELECT object FROM facts WHERE user_id = 'alice'")}
    episodes = conn.execute("SELECT count(*) FROM episodes WHERE user_id = 'alice'").fetchone()[0]
    conn.close()
    assert set(acknowledged) <= in_sqlite
    assert episodes >= len(acknowledged)


def test_second_process_cannot_open(tmp_path):
    path = tmp_path / "memory"
    proc = _spawn(HOLDER, path)
    try:
        assert proc.stdout.readline().strip() == "ready"
        with pytest.raises(StoreError, match=str(path)):
            EmbeddedStore(path)
    finally:
        proc.communicate(input="", timeout=30)
    with EmbeddedStore(path):  # free again once the holder exited
        pass


def test_second_open_in_one_process(tmp_path):
    path = tmp_path / "memory"
    with EmbeddedStore(path), pytest.raises(StoreError, match="already open"):
        EmbeddedStore(path)
    with EmbeddedStore(path):
        pass


SPOKEN_FORGET = textwrap.dedent(
    """
    import sys
    from loguru import logger
    logger.remove()
    from hotmem import HotMem, HotMemConfig

    config = HotMemConfig(langs=("en",), commit_interval_ms=600_000)
    mem = HotMem(sys.argv[1], config=config)
    mem.process_turn("I live in Paris.", user_id="alice")
    mem.process_turn("I have a red bike.", user_id="alice")
    r = mem.process_turn("Forget that I live in Paris.", user_id="alice")
    assert [f.triple for f in r.retracted] == [("you", "lives_in", "paris")], r.retracted
    print("acknowledged", flush=True)
    sys.stdin.read()
    """
)


def test_spoken_forget_is_durable_before_any_commit(tmp_path):
    path = tmp_path / "memory"
    proc = _spawn(SPOKEN_FORGET, path)
    try:
        assert proc.stdout.readline().strip() == "acknowledged", proc.stderr.read()
        os.kill(proc.pid, signal.SIGKILL)
        proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    with EmbeddedStore(path) as store:  # replays the journal: the forget comes after the fact
        assert [f.triple for f in store.load_facts("alice")[0]] == [("you", "has", "red bike")]
        assert [e.text for e in store.recent_episodes("alice")] == ["I have a red bike."]
    rows = sqlite3.connect(path / "truth.sqlite3").execute(
        "SELECT subject, relation, object FROM tombstones"
    )
    [(digest, relation, obj)] = rows.fetchall()  # a keyed hash, never the forgotten words
    assert len(digest) == 64 and (relation, obj) == ("#", "#")
