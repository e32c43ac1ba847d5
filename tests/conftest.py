"""Shared fixtures: a fresh in-memory HotMem per test, models loaded once per session."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable

import pytest

from bench.pgserver import throwaway_cluster
from hotmem import HotMem, HotMemConfig, nlp


@pytest.fixture(scope="session")
def english() -> nlp.Pipeline:
    """The English pipeline, loaded once for the whole run."""
    return nlp.load("en")


@pytest.fixture
def mem(english: nlp.Pipeline) -> HotMem:
    """A private in-memory store per test (real SQLite and LMDB underneath)."""
    with HotMem(None, config=HotMemConfig()) as memory:
        yield memory


@pytest.fixture
def fresh_process() -> Callable[[str], tuple[list[str], list[str]]]:
    """Run Python code in a new interpreter: its printed lines, and hotmem's language modules
    it ended up importing (what a cold process pays for)."""

    def run(code: str) -> tuple[list[str], list[str]]:
        probe = "\nimport sys\nprint(*sorted(m for m in sys.modules if m[:12] == 'hotmem.lang.'))"
        done = subprocess.run(
            [sys.executable, "-c", code + probe], capture_output=True, text=True, check=True
        )
        *printed, loaded = done.stdout.splitlines()
        return printed, loaded.split()

    return run


@pytest.fixture(scope="session")
def postgres_dsn() -> str:
    """A throwaway PostgreSQL cluster for the whole run (see ``bench/pgserver.py``)."""
    try:
        cluster = throwaway_cluster()
        dsn = cluster.__enter__()
    except FileNotFoundError as exc:
        pytest.fail(str(exc))
    yield dsn
    cluster.__exit__(None, None, None)
