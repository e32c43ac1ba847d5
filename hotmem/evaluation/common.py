"""Helpers shared by the evaluation scripts: gold files and triple comparison."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hotmem.text import fold

__all__ = ["DATA_DIR", "Triple3", "load_jsonl", "norm_triple"]

Triple3 = tuple[str, str, str]
# The gold sets live in the repository's bench/data (not shipped in the wheel).
DATA_DIR = Path(__file__).resolve().parents[2] / "bench" / "data"


def load_jsonl(path: Path) -> list[dict[str, Any]]:
    """Objects of a JSONL file; a malformed line raises ValueError naming file and line."""
    items = []
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise ValueError(f"{path}:{number}: invalid JSON: {exc.msg}") from None
    return items


def norm_triple(triple: Any) -> Triple3:
    """Compare triples as DESIGN.md §5 says: folded accents, friend_of symmetric."""
    s, r, o = (fold(" ".join(str(x).split())) for x in list(triple)[:3])
    if r == "friend_of" and o < s:
        s, o = o, s
    return (s, r, o)
