"""A fleet: two bot worker processes on one PostgreSQL store serve the same user in turn.

A fact said to one worker is in the other's memory message on its next turn, although that
worker had the user's index in RAM already; a forget on one is final on both.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]


class Worker:
    """A worker process and its JSON-lines channel."""

    def __init__(self, dsn: str, schema: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(Path(__file__).with_name("fleet_worker.py")), dsn, schema],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=REPO_ROOT,
        )
        assert json.loads(self.process.stdout.readline()) == {"ready": True}

    def ask(self, op: str, **fields: str) -> dict:
        self.process.stdin.write(json.dumps({"op": op, "user": "caller-42", **fields}) + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def turn(self, text: str, session: str) -> dict:
        return self.ask("turn", text=text, session=session)

    def wait_to_hear(self, after: int, timeout_s: float = 10.0) -> float:
        """Seconds until this worker heard of a change newer than ``after``."""
        start = time.monotonic()
        while time.monotonic() - start < timeout_s:
            if self.ask("heard")["version"] > after:
                return time.monotonic() - start
            time.sleep(0.002)
        pytest.fail("the worker never heard of the other worker's change")

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=30)


@pytest.fixture
def fleet(postgres_dsn: str):
    schema = "fleet_" + uuid.uuid4().hex[:8]
    workers = [Worker(postgres_dsn, schema), Worker(postgres_dsn, schema)]
    yield workers
    for worker in workers:
        worker.close()


def test_two_workers_follow_each_other(fleet):
    one, two = fleet
    # Both have the caller's (empty) index in RAM before anything is said.
    assert one.turn("hi there", "call-1")["facts"] == []
    assert two.turn("hello again", "call-2")["facts"] == []
    heard = two.ask("heard")["version"]

    said = one.turn("i live in lisbon and my dog is called rex", "call-1")
    assert ["you", "lives_in", "lisbon"] in said["facts"]
    two.wait_to_hear(heard)
    answer = two.turn("so where do i live again", "call-2")
    assert "Lisbon" in answer["message"]
    assert ["you", "lives_in", "lisbon"] in two.ask("facts")["facts"]

    heard = one.ask("heard")["version"]
    assert two.ask("forget", object="lisbon")["count"] == 1
    one.wait_to_hear(heard)
    after = one.turn("where do i live", "call-1")
    assert "Lisbon" not in after["message"]
    facts = one.ask("facts")["facts"]
    assert ["you", "lives_in", "lisbon"] not in facts and ["you", "dog", "rex"] in facts
