"""Shared fixtures: a fresh in-memory HotMem per test, models loaded once per session."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

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


def _postgres_bin() -> Path:
    """The PostgreSQL server binaries (Debian's ``postgresql`` package, which ``make`` installs)."""
    found = shutil.which("pg_config")
    if found:
        bindir = Path(
            subprocess.run([found, "--bindir"], capture_output=True, text=True).stdout.strip()
        )
        if (bindir / "initdb").exists():
            return bindir
    for candidate in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True):
        if (candidate / "initdb").exists():
            return candidate
    pytest.fail("PostgreSQL server binaries not found: install Debian's postgresql package")


@pytest.fixture(scope="session")
def postgres_dsn() -> str:
    """A throwaway PostgreSQL cluster for the whole run, on a private Unix socket (no TCP).

    Started from the server binaries, stopped and deleted at the end. PostgreSQL refuses to run
    as root: under root the cluster belongs to the ``postgres`` system user.
    """
    bindir = _postgres_bin()
    root = Path(tempfile.mkdtemp(prefix="hotmem-pg-"))  # short: socket paths are bounded
    as_owner: list[str] = []
    if os.geteuid() == 0:
        shutil.chown(root, "postgres")
        as_owner = ["runuser", "-u", "postgres", "--"]
    data = root / "data"
    subprocess.run(
        [
            *as_owner,
            bindir / "initdb",
            "-D",
            data,
            "-A",
            "trust",
            "-U",
            "hotmem",
            "-E",
            "UTF8",
            "--no-sync",
            "--locale=C",
        ],
        check=True,
        capture_output=True,
    )
    options = f"-k {root} -c listen_addresses='' -c fsync=off -c max_connections=200"
    subprocess.run(
        [
            *as_owner,
            bindir / "pg_ctl",
            "-D",
            data,
            "-o",
            options,
            "-l",
            root / "log",
            "-w",
            "start",
        ],
        check=True,
        capture_output=True,
    )
    try:
        yield f"host={root} user=hotmem dbname=postgres"
    finally:
        subprocess.run(
            [*as_owner, bindir / "pg_ctl", "-D", data, "-m", "immediate", "stop"],
            capture_output=True,
        )
        shutil.rmtree(root, ignore_errors=True)
