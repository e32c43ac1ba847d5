"""RAM with many users: resident memory as users' indices load, bounded by ``max_users_in_ram``.

Fills a fresh store with N users (a few facts each, written through the store as turns would
be), then touches every user (their index loads from the hot layer) with the default LRU budget,
and reports the resident memory per 1,000 users loaded and at the end.

    python bench/users_ram.py [--users 100000] [--facts-per-user 3] [--budget 10000]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from hotmem import HotMem, HotMemConfig
from hotmem.cli.bench_fill import rss_now_mb
from hotmem.models import Fact
from hotmem.store import WriteBatch

_RELATIONS = (("you", "lives_in", "city"), ("you", "works_at", "company"), ("you", "dog", "rex"))


def _facts(user: int, per_user: int, now: float) -> list[Fact]:
    out = []
    for k in range(per_user):
        s, r, o = _RELATIONS[k % len(_RELATIONS)]
        out.append(Fact(s, r, f"{o} {user % 997} {k}", updated_at=now, created_at=now))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--users", type=int, default=100_000)
    parser.add_argument("--facts-per-user", type=int, default=3)
    parser.add_argument("--budget", type=int, default=10_000, help="max_users_in_ram")
    args = parser.parse_args()
    config = HotMemConfig(langs=("en",), max_users_in_ram=args.budget, request_poll_s=0)
    report: dict[str, object] = {"users": args.users, "budget": args.budget}
    with tempfile.TemporaryDirectory(prefix="hotmem-users-") as tmp:
        path = Path(tmp) / "store"
        started = time.perf_counter()
        now = time.time()
        with HotMem(path, config=config) as mem:
            for u in range(args.users):
                mem.store.write(
                    WriteBatch(f"user-{u}", facts=tuple(_facts(u, args.facts_per_user, now)))
                )
            mem.flush()
        report["fill_s"] = round(time.perf_counter() - started, 1)
        with HotMem(path, config=config) as mem:
            base = rss_now_mb()
            report["rss_open_mb"] = base
            marks = {}
            started = time.perf_counter()
            for u in range(args.users):
                mem.facts(f"user-{u}")
                if (u + 1) in (1_000, 5_000, 10_000, 50_000, 100_000, args.users):
                    marks[u + 1] = rss_now_mb()
            report["touch_all_s"] = round(time.perf_counter() - started, 1)
            report["rss_mb_after_n_users"] = marks
            report["loaded_users"] = len(mem.loaded_users())
            if base is not None and 1_000 in marks and marks[1_000] is not None:
                report["mb_per_1000_users"] = round(
                    (marks[min(args.budget, args.users)] - base)
                    / (min(args.budget, args.users) / 1000),
                    2,
                )
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
