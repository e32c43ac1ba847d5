"""Helpers of the CLI tests (a uniquely named module: tests/ has no packages)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).parent / "data"
REPLAY_50 = DATA / "replay_50.jsonl"
TURN_KEYS = {
    "turn_id",
    "text",
    "intent",
    "lang",
    "facts",
    "retracted",
    "bullets",
    "context_message",
    "timings",
}
STAGES = {"intent_ms", "extraction_ms", "update_ms", "retrieval_ms", "inject_ms", "total_ms"}


@dataclass
class Run:
    code: int
    out: str
    err: str

    def json_lines(self) -> list[dict]:
        return [json.loads(line) for line in self.out.splitlines() if line.strip()]


def write_jsonl(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def check_turn(obj: dict) -> None:
    """Assert one ``replay --json`` turn object follows DESIGN.md §4 exactly."""
    assert set(obj) == TURN_KEYS
    assert isinstance(obj["turn_id"], str) and obj["turn_id"]
    assert isinstance(obj["text"], str)
    assert isinstance(obj["intent"], str)
    assert obj["lang"] in {"en", "es", "fr", "de", "it", "pt"}
    for fact in obj["facts"]:
        assert len(fact) == 4
        assert all(isinstance(x, str) for x in fact[:3])
        assert isinstance(fact[3], int | float) and 0 <= fact[3] <= 1
    for fact in obj["retracted"]:
        assert len(fact) >= 3 and all(isinstance(x, str) for x in fact[:3])
    assert all(isinstance(b, str) for b in obj["bullets"])
    assert obj["context_message"] is None or isinstance(obj["context_message"], str)
    assert set(obj["timings"]) >= STAGES
    assert all(isinstance(v, int | float) and v >= 0 for v in obj["timings"].values())
