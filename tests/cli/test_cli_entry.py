"""The installed entry point, once, in a real subprocess (``python -m hotmem.cli``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from cli_helpers import check_turn, write_jsonl


def test_module_entry_point_replays_and_fails_cleanly(tmp_path):
    path = write_jsonl(
        tmp_path / "t.jsonl",
        [
            {"role": "user", "text": "I live in Seattle.", "user_id": "alice"},
            {"role": "assistant", "text": "Nice."},
            {"role": "user", "text": "Where do I live?", "user_id": "alice"},
        ],
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("HOTMEM_")}
    done = subprocess.run(
        [sys.executable, "-m", "hotmem.cli", "replay", str(path), "--json", "--engine-only"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(lines) == 3
    for obj in lines[:2]:
        check_turn(obj)
    assert lines[0]["facts"][0][:3] == ["you", "lives_in", "seattle"]
    assert lines[2]["summary"]["turns"] == 2

    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"role": "user", "text": "hi"}\n{oops\n')
    failed = subprocess.run(
        [sys.executable, "-m", "hotmem.cli", "replay", str(bad)],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )
    assert failed.returncode == 2
    assert failed.stderr.strip().startswith("hotmem replay: error: ")
    assert "bad.jsonl:2: invalid JSON" in failed.stderr
    assert "Traceback" not in failed.stderr
