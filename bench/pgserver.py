"""A throwaway PostgreSQL server from the local server binaries, for tests and benchmarks.

Debian's ``postgresql`` package provides the binaries (``make`` installs it when missing). The
cluster listens on a private Unix socket only (no TCP port), runs without fsync (it is thrown
away), and is stopped and deleted on exit. PostgreSQL refuses to run as root: under root the
cluster belongs to the ``postgres`` system user.

    with throwaway_cluster() as dsn:
        store = PostgresStore(dsn)
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

__all__ = ["server_binaries", "throwaway_cluster"]


def server_binaries() -> Path:
    """The directory of ``initdb`` and ``pg_ctl``.

    Raises:
        FileNotFoundError: No PostgreSQL server is installed.
    """
    found = shutil.which("pg_config")
    if found:
        done = subprocess.run([found, "--bindir"], capture_output=True, text=True)
        bindir = Path(done.stdout.strip())
        if (bindir / "initdb").exists():
            return bindir
    for candidate in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True):
        if (candidate / "initdb").exists():
            return candidate
    raise FileNotFoundError("PostgreSQL server binaries not found: install the postgresql package")


@contextmanager
def throwaway_cluster(max_connections: int = 200) -> Iterator[str]:
    """Start a fresh cluster; yields its libpq connection string; stops and deletes it."""
    bindir = server_binaries()
    root = Path(tempfile.mkdtemp(prefix="hotmem-pg-"))  # short: socket paths are bounded
    as_owner: list[str] = []
    if os.geteuid() == 0:
        shutil.chown(root, "postgres")
        as_owner = ["runuser", "-u", "postgres", "--"]
    data = root / "data"
    try:
        initdb = [
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
        ]
        subprocess.run(
            [*as_owner, bindir / "initdb", *initdb, "--no-sync"],
            check=True,
            capture_output=True,
        )
        options = (
            f"-k {root} -c listen_addresses='' -c fsync=off "
            f"-c max_connections={int(max_connections)}"
        )
        start = ["-D", data, "-o", options, "-l", root / "log", "-w", "start"]
        subprocess.run(
            [*as_owner, bindir / "pg_ctl", *start],
            check=True,
            capture_output=True,
        )
        yield f"host={root} user=hotmem dbname=postgres"
    finally:
        if (data / "postmaster.pid").exists():
            subprocess.run(
                [*as_owner, bindir / "pg_ctl", "-D", data, "-m", "immediate", "stop"],
                capture_output=True,
            )
        shutil.rmtree(root, ignore_errors=True)
