"""PostgreSQL vs embedded store, side by side in one run, and a soak of a fleet of workers.

Starts a throwaway PostgreSQL server (``bench/pgserver.py``) and measures:

- turn latency (``process_turn``, English bench turns) on the embedded store and on
  PostgreSQL, alternating turn by turn so that both see the same machine load;
- propagation: from a write committed by one store to another store's ``changes_since``
  seeing it (LISTEN/NOTIFY);
- a user's index load (``load_facts``) at ``--facts`` facts: PostgreSQL, the embedded hot
  layer (LMDB) and the embedded truth (SQLite); and the disk size of each;
- write throughput (turn-sized batches per second), one writer;
- a soak: ``--workers`` processes x ``--users`` users each doing turns on the same store, every
  worker serving every user; then every fact a turn acknowledged must be in the store
  (``facts_missing``).

    python bench/fleet.py [--turns 300] [--facts 100000] [--workers 4] [--users 20] [--json]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.pgserver import throwaway_cluster
from hotmem import HotMem, HotMemConfig
from hotmem.cli.bench import load_turns
from hotmem.cli.bench_fill import synthetic_batches
from hotmem.models import Fact
from hotmem.stats import summarize
from hotmem.store import EmbeddedStore, WriteBatch
from hotmem.store.postgres import PostgresStore

_CONFIG = HotMemConfig(langs=("en",), request_poll_s=0)


def _ms(values: list[float]) -> dict[str, float]:
    summary = summarize(values)
    return {k: round(summary[k], 2) for k in ("n", "p50", "p95", "p99")}


def turn_latency(dsn: str, n: int) -> dict[str, Any]:
    """process_turn on both backends, alternating, same turns and users."""
    turns = load_turns(("en",))
    with tempfile.TemporaryDirectory() as tmp:
        embedded = HotMem(Path(tmp) / "m", config=_CONFIG)
        shared = HotMem(
            store=PostgresStore(dsn, schema="bench_turns", langs=("en",)), config=_CONFIG
        )
        embedded.warm_up()
        times: dict[str, list[float]] = {"embedded": [], "postgres": []}
        for i in range(n):
            turn = turns[i % len(turns)]
            order = (("embedded", embedded), ("postgres", shared))
            for name, memory in order if i % 2 == 0 else reversed(order):
                started = time.perf_counter()
                memory.process_turn(
                    turn["text"], user_id=f"u-{turn['session']}", session_id=f"s{i // len(turns)}"
                )
                times[name].append((time.perf_counter() - started) * 1000)
        embedded.close()
        shared.close()
    out = {name: _ms(values) for name, values in times.items()}
    out["ratio_p50"] = round(out["postgres"]["p50"] / out["embedded"]["p50"], 2)
    out["ratio_p95"] = round(out["postgres"]["p95"] / out["embedded"]["p95"], 2)
    return out


def propagation(dsn: str, n: int = 200) -> dict[str, Any]:
    """Milliseconds from one store's committed write to another store seeing it."""
    one = PostgresStore(dsn, schema="bench_propagation")
    two = PostgresStore(dsn, schema="bench_propagation")
    delays = []
    for i in range(n):
        user = f"caller-{i % 10}"
        seen = two.changes_since(user, 0) or 0
        version = one.write(WriteBatch(user, facts=(Fact("you", "likes", f"thing {i}"),)))
        committed = time.perf_counter()
        while (two.changes_since(user, seen) or 0) < version:
            time.sleep(0.0001)
        delays.append((time.perf_counter() - committed) * 1000)
    one.close()
    two.close()
    return _ms(delays)


def _disk_mb(path: Path) -> float:
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
    return round(sum(p.stat().st_size for p in files) / 1e6, 1)


def index_load(dsn: str, n: int, rounds: int = 5) -> dict[str, Any]:
    """One user's ``load_facts`` at n facts (with n episodes): both backends, interleaved."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "m"
        embedded = EmbeddedStore(path, langs=("en",))
        shared = PostgresStore(dsn, schema="bench_load", langs=("en",))
        fill: dict[str, float] = {}
        for name, store in (("embedded", embedded), ("postgres", shared)):
            started = time.perf_counter()
            for batch in synthetic_batches("big", n):
                store.write(batch)
            store.flush()
            fill[name] = round(n / (time.perf_counter() - started))
        hot = {
            "lmdb": lambda: embedded.load_facts("big"),
            "postgres": lambda: shared.load_facts("big"),
        }
        # The embedded truth alone, as a store without its hot layer would load the user.
        hot["sqlite"] = lambda: embedded._truth.load_facts("big")
        times: dict[str, list[float]] = {name: [] for name in hot}
        for _ in range(rounds):
            for name, load in hot.items():
                started = time.perf_counter()
                load()
                times[name].append((time.perf_counter() - started) * 1000)
        rows = shared._rows(
            "SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c "
            "JOIN pg_namespace s ON s.oid = c.relnamespace "
            "WHERE s.nspname = 'bench_load' AND c.relkind = 'r'"
        )
        embedded.close()
        shared.close()
        disk = {
            "sqlite_mb": _disk_mb(path / "truth.sqlite3"),
            "lmdb_mb": _disk_mb(path / "hot.lmdb"),
            "postgres_mb": round(int(rows[0][0]) / 1e6, 1),
        }
    loads = {name: round(statistics.median(values)) for name, values in times.items()}
    return {"facts": n, "load_ms_median": loads, "fill_facts_per_s": fill, "disk": disk}


def write_throughput(dsn: str, n: int = 2000) -> dict[str, float]:
    """Turn-sized batches (2 facts, 2 events, 1 episode) per second, one writer."""
    from hotmem.store import Episode, Event

    def batch(i: int) -> WriteBatch:
        user, now = f"w{i % 50}", time.time()
        facts = (Fact("you", "likes", f"a{i}", updated_at=now), Fact("you", "has", f"b{i}"))
        events = tuple(
            Event(uuid.uuid4().hex, user, f.subject, f.relation, f.object, "observe", now)
            for f in facts
        )
        episode = Episode(uuid.uuid4().hex, user, f"i like a{i} and i have b{i}", now)
        return WriteBatch(user, facts, events, (episode,))

    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, store in (
            ("embedded", EmbeddedStore(Path(tmp) / "m", langs=("en",))),
            ("postgres", PostgresStore(dsn, schema="bench_writes", langs=("en",))),
        ):
            started = time.perf_counter()
            for i in range(n):
                store.write(batch(i))
            store.flush()
            out[name] = round(n / (time.perf_counter() - started))
            store.close()
    return out


def _soak_worker(dsn: str, schema: str, worker: int, users: int, rounds: int, queue: Any) -> None:
    config = _CONFIG.replace(dsn=dsn, pg_schema=schema)
    times, failures, said = [], 0, []
    with HotMem(config=config) as memory:
        memory.warm_up()
        started = time.time()
        for r in range(rounds):
            for u in range(users):
                text = f"i have a pet called pet{worker}x{r}x{u}"
                begun = time.perf_counter()
                try:
                    result = memory.process_turn(text, user_id=f"user{u}", session_id=f"w{worker}")
                    said += [(f"user{u}", *f.triple) for f in result.facts]
                except Exception:
                    failures += 1
                times.append((time.perf_counter() - begun) * 1000)
        ended = time.time()
    queue.put((times, failures, started, ended, said))


def soak(dsn: str, workers: int, users: int, rounds: int) -> dict[str, Any]:
    """N worker processes x M users, every worker serving every user; then a full check."""
    schema = "bench_soak"
    PostgresStore(dsn, schema=schema, listen=False).close()  # migrate once
    queue: Any = multiprocessing.get_context("spawn").Queue()
    context = multiprocessing.get_context("spawn")
    procs = [
        context.Process(target=_soak_worker, args=(dsn, schema, w, users, rounds, queue))
        for w in range(workers)
    ]
    for proc in procs:
        proc.start()
    results = [queue.get() for _ in procs]
    for proc in procs:
        proc.join()
    # From the first turn of any worker to the last one (model loading left out).
    elapsed = max(r[3] for r in results) - min(r[2] for r in results)
    times = [t for result in results for t in result[0]]
    check = PostgresStore(dsn, schema=schema, listen=False)
    expected = {said for result in results for said in result[4]}
    found = {(f"user{u}", *f.triple) for u in range(users) for f in check.load_facts(f"user{u}")[0]}
    check.close()
    return {
        "workers": workers,
        "users": users,
        "turns": len(times),
        "turns_per_s": round(len(times) / elapsed, 1),
        "turn_ms": _ms(times),
        "failures": sum(r[1] for r in results),
        "facts_said": len(expected),
        "facts_missing": len(expected - found),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=300)
    parser.add_argument("--facts", type=int, default=100_000)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--users", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with throwaway_cluster() as dsn:
        report = {
            "turn_latency_ms": turn_latency(dsn, args.turns),
            "propagation_ms": propagation(dsn),
            "index_load": index_load(dsn, args.facts),
            "writes_per_s": write_throughput(dsn),
            "soak": soak(dsn, args.workers, args.users, args.rounds),
        }
    print(json.dumps(report, indent=None if args.json else 2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
