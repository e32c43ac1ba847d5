"""Every command and Python block of docs/*.md runs, in order, as a new user would run them."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hotmem.cli import main

REPO = Path(__file__).resolve().parents[1]
DOCS = REPO / "docs"
PAGES = sorted(p for p in DOCS.glob("*.md") if p.name != "README.md")
_BLOCK = re.compile(r"^```(bash|python)\n(.*?)^```", re.S | re.M)


def _blocks(page: Path) -> list[tuple[str, str]]:
    return _BLOCK.findall(page.read_text(encoding="utf-8"))


def test_the_index_lists_every_page_and_every_page_runs_something():
    index = (DOCS / "README.md").read_text(encoding="utf-8")
    assert PAGES
    for page in PAGES:
        assert f"]({page.name})" in index, page.name
        assert _blocks(page), page.name


@pytest.mark.parametrize("page", PAGES, ids=[p.stem for p in PAGES])
def test_every_command_of_the_page_runs(page, tmp_path, monkeypatch, capsys):
    # A checkout's root of our own: the example files, and the stores the page creates.
    shutil.copytree(DOCS / "examples", tmp_path / "docs" / "examples")
    shutil.copytree(REPO / "examples", tmp_path / "examples")
    monkeypatch.chdir(tmp_path)
    for name in ("HOTMEM_DB", "HOTMEM_DSN"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOTMEM_LANGS", "en")  # the pages speak English: load that model only
    for kind, code in _blocks(page):
        if kind == "python":
            exec(compile(code, str(page), "exec"), {"__name__": "__docs__"})
            continue
        for line in code.splitlines():
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            args = shlex.split(line, comments=True)
            if args[0] == "hotmem":
                status = main(args[1:])
                captured = capsys.readouterr()
                assert status == 0, f"{page.name}: {line}\n{captured.err}"
            elif args[0] == "python":
                done = subprocess.run(
                    [sys.executable, *args[1:]], capture_output=True, text=True, env=os.environ
                )
                assert done.returncode == 0, f"{page.name}: {line}\n{done.stderr[-2000:]}"
            else:
                pytest.fail(f"{page.name}: a command the docs test cannot run: {line}")
