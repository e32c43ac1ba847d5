"""Kill -9 soak: a writer killed at random moments, again and again, on one store.

Each round starts a process that writes turns (a fact, an event and an episode each) to the
same store and prints each one once ``write`` returned (acknowledged), kills it with SIGKILL
after a random delay, reopens the store and checks that every acknowledged write of every
round so far is there. Prints the rounds, the writes acknowledged and the number lost.

    python bench/kill_soak.py [--rounds 50] [--seed 7]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
WRITER = textwrap.dedent(
    """
    import sys
    from loguru import logger
    logger.remove()
    from hotmem.models import Fact
    from hotmem.store import EmbeddedStore, Episode, Event, WriteBatch

    path, prefix = sys.argv[1], sys.argv[2]
    store = EmbeddedStore(path, commit_interval_ms=5)
    print("ready", flush=True)
    n = 0
    while True:
        obj, turn = f"{prefix}-{n}", f"{prefix}-t{n}"
        fact = Fact("you", "has", obj, turn_id=turn, updated_at=float(n), created_at=float(n))
        event = Event(f"ev-{obj}", "alice", "you", "has", obj, "observe", float(n), None, turn)
        episode = Episode(f"ep-{obj}", "alice", f"I have {obj}", float(n), None, turn)
        store.write(WriteBatch("alice", (fact,), (event,), (episode,)))
        print(obj, flush=True)
        n += 1
    """
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=50)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    from loguru import logger

    logger.remove()
    from hotmem.store import EmbeddedStore

    rng = random.Random(args.seed)
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    acknowledged: set[str] = set()
    lost_total = 0
    with tempfile.TemporaryDirectory(prefix="hotmem-kill-") as tmp:
        path = Path(tmp) / "store"
        for round_ in range(args.rounds):
            proc = subprocess.Popen(
                [sys.executable, "-c", WRITER, str(path), f"r{round_}"],
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=env,
                text=True,
            )
            assert proc.stdout is not None
            assert proc.stdout.readline().strip() == "ready"
            time.sleep(rng.uniform(0.0, 0.4))  # somewhere in a journal append or a commit
            os.kill(proc.pid, signal.SIGKILL)
            rest, _ = proc.communicate(timeout=30)
            acknowledged.update(x for x in rest.split("\n")[:-1] if x)  # a cut line was not
            with EmbeddedStore(path) as store:
                got = {f.object for f in store.load_facts("alice")[0]}
            lost_total = len(acknowledged - got)
    print(
        json.dumps(
            {"rounds": args.rounds, "acknowledged": len(acknowledged), "lost": lost_total},
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
