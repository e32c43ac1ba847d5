"""Fixtures of the CLI tests: run ``hotmem`` in-process and build real stores."""

from __future__ import annotations

import pytest
from cli_helpers import Run, write_jsonl

from hotmem.cli import main


@pytest.fixture
def cli(capsys, monkeypatch):
    """Call ``main([...])`` and return its exit status, stdout and stderr."""
    monkeypatch.delenv("HOTMEM_DB", raising=False)
    monkeypatch.delenv("HOTMEM_LANGS", raising=False)
    monkeypatch.delenv("HOTMEM_DSN", raising=False)

    def run(*argv: object) -> Run:
        capsys.readouterr()
        code = main([str(a) for a in argv])
        captured = capsys.readouterr()
        return Run(code, captured.out, captured.err)

    return run


@pytest.fixture
def small_store(tmp_path, cli):
    """A real store in tmp_path: three turns of alice (one reply) and one of bob."""
    transcript = write_jsonl(
        tmp_path / "t.jsonl",
        [
            {"role": "user", "text": "I live in Seattle.", "user_id": "alice"},
            {"role": "assistant", "text": "Nice city!", "user_id": "alice"},
            {"role": "user", "text": "My sister Anna lives in Rome.", "user_id": "alice"},
            {"role": "user", "text": "I work at Google.", "user_id": "alice"},
            {"role": "user", "text": "I work at Amazon.", "user_id": "bob"},
        ],
    )
    db = tmp_path / "db"
    result = cli("replay", transcript, "--db", db, "--engine-only", "--json")
    assert result.code == 0, result.err
    return db
