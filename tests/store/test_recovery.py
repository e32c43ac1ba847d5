"""Recovery: a truncated hot layer is caught before it is mapped and rebuilt; a lost truth next
to a hot layer that still holds facts is refused, never silently wiped."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from hotmem.exceptions import StoreCorruptError
from hotmem.store import EmbeddedStore
from hotmem.store.hot import HotLayer

REPO_ROOT = Path(__file__).resolve().parents[2]

_OPEN_AND_READ = textwrap.dedent(
    """
    import sys
    from hotmem.store import EmbeddedStore
    with EmbeddedStore(sys.argv[1]) as store:
        print(len(store.load_facts("alice")[0]))
    """
)


def _fill(store_dir, make, n: int = 400) -> None:
    with EmbeddedStore(store_dir) as store:
        for i in range(n):
            store.write(make.turn("alice", f"I like thing {i}", make.fact(f"thing {i}", "likes")))


@pytest.mark.parametrize("keep", [0.5, 0.2, 8192])
def test_a_truncated_hot_layer_is_rebuilt_not_mapped(store_dir, make, keep):
    _fill(store_dir, make)
    data = store_dir / "hot.lmdb" / "data.mdb"
    size = data.stat().st_size
    os.truncate(data, int(size * keep) if keep < 1 else keep)
    # In a child process: before the check, mapping the short file killed it with SIGBUS.
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    run = subprocess.run(
        [sys.executable, "-c", _OPEN_AND_READ, str(store_dir)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert run.returncode == 0, (run.returncode, run.stderr[-2000:])
    assert run.stdout.strip() == "400"
    assert list(store_dir.glob("hot.lmdb.corrupt-*"))  # the broken copy was moved aside


@pytest.mark.parametrize("how", ["deleted", "emptied"])
def test_a_lost_truth_next_to_a_full_hot_layer_is_refused(store_dir, make, how):
    _fill(store_dir, make, n=5)
    truth = store_dir / "truth.sqlite3"
    for name in ("truth.sqlite3-wal", "truth.sqlite3-shm"):
        (store_dir / name).unlink(missing_ok=True)
    if how == "deleted":
        truth.unlink()
    else:
        truth.write_bytes(b"")
    for _ in range(2):  # and again: the refusal leaves the hot layer as it was
        with pytest.raises(StoreCorruptError, match=r"truth\.sqlite3 is missing or empty"):
            EmbeddedStore(store_dir)
    assert HotLayer.peek(store_dir / "hot.lmdb")[0] == 5  # every fact is still there
