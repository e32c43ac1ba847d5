"""Memory over months: multi-session scenarios judged by the memory they leave behind.

Each scenario (``bench/data/scenarios/scenarios_<lang>.jsonl``, format in that folder's
README.md) is replayed into a fresh in-memory ``HotMem(None)``, one user, session after
session, each turn at its session's time (consecutive turns a few seconds apart), the
assistant's lines through ``add_reply``. The memory is then judged at the scenario's ``now``
(else the time of its last turn): the scenario holds its exact state when every ``active``
triple is an active, asserted fact and no ``inactive_or_absent`` triple is. A
``distinct_entities`` pair is a false merge when the two names ended up as one entity.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from hotmem.evaluation.common import Triple3, load_jsonl, norm_triple
from hotmem.text import fold

__all__ = [
    "SCENARIO_DIR",
    "SCENARIO_GLOB",
    "SCENARIO_KINDS",
    "ScenarioReport",
    "evaluate_scenarios",
    "load_scenarios",
]

SCENARIO_DIR = "scenarios"  # under bench/data
SCENARIO_GLOB = "scenarios_*.jsonl"
SCENARIO_KINDS = (
    "duplicates",
    "aliases",
    "contradictions",
    "restorations",
    "expiries",
    "echoes",
    "controls",
)
_TURN_GAP_S = 5.0  # seconds between consecutive turns of a session


@dataclass(slots=True)
class ScenarioReport:
    """Exact-state accuracy and false merges overall, per kind and per language.

    ``errors`` lists the scenarios that failed or merged two distinct entities, with the
    expected triples that were missing, the unwanted ones that were active, and every active
    fact found.
    """

    overall: dict[str, float | int]
    per_kind: dict[str, dict[str, float | int]]
    per_lang: dict[str, dict[str, float | int]]
    errors: list[dict[str, Any]]

    def to_json(self) -> str:
        """The report as JSON."""
        return json.dumps(
            {
                "overall": self.overall,
                "per_kind": self.per_kind,
                "per_lang": self.per_lang,
                "errors": self.errors,
            },
            ensure_ascii=False,
            indent=2,
        )


def load_scenarios(path_dir: Path, langs: Iterable[str] | None = None) -> list[dict[str, Any]]:
    """The scenarios of ``scenarios_<lang>.jsonl`` in ``path_dir``, checked, in file order.

    Raises:
        ValueError: A line misses a field or has one of the wrong shape (file and id named).
    """
    wanted = set(langs) if langs is not None else None
    items: list[dict[str, Any]] = []
    for path in sorted(Path(path_dir).glob(SCENARIO_GLOB)):
        lang = path.stem.removeprefix("scenarios_")
        if wanted is not None and lang not in wanted:
            continue
        for item in load_jsonl(path):
            _check(item, path)
            items.append(item)
    return items


def evaluate_scenarios(path_dir: Path, langs: Iterable[str] | None = None) -> ScenarioReport:
    """Replay every scenario of ``path_dir`` (the given languages, default all) and judge it."""
    from hotmem import HotMem

    scenarios = load_scenarios(path_dir, langs)
    results = []
    for n, scenario in enumerate(scenarios):
        with HotMem(None) as mem:
            results.append(_judge(mem, f"scenario-{n}", scenario))
    per_kind = {
        kind: _summary([r for r in results if r["kind"] == kind])
        for kind in sorted({r["kind"] for r in results}, key=_kind_order)
    }
    per_lang = {
        lang: _summary([r for r in results if r["lang"] == lang])
        for lang in sorted({r["lang"] for r in results})
    }
    errors = [
        {key: value for key, value in r.items() if key != "passed"}
        for r in results
        if not r["passed"] or r["false_merges"]
    ]
    return ScenarioReport(
        overall=_summary(results), per_kind=per_kind, per_lang=per_lang, errors=errors
    )


def _judge(mem: Any, user: str, scenario: dict[str, Any]) -> dict[str, Any]:
    lang = scenario["lang"]
    last = 0.0
    for session in scenario["sessions"]:
        start = _epoch(session["at"])
        for n, turn in enumerate(session["turns"]):
            last = start + n * _TURN_GAP_S
            mem.process_turn(
                turn["user"],
                user_id=user,
                session_id=session["session_id"],
                lang=lang,
                timestamp=last,
            )
            if turn.get("assistant"):
                mem.add_reply(
                    turn["assistant"],
                    user_id=user,
                    session_id=session["session_id"],
                    timestamp=last + 1,
                )
    expect = scenario["expect"]
    now = _epoch(expect["now"]) if expect.get("now") else last
    _maintain_at(mem, now)
    active = sorted({norm_triple(f.triple) for f in mem.facts(user) if f.is_asserted})
    held = set(active)
    missing = [t for t in map(norm_triple, expect["active"]) if t not in held]
    unwanted = [t for t in map(norm_triple, expect.get("inactive_or_absent", [])) if t in held]
    merges = [
        list(pair)
        for pair in expect.get("distinct_entities", [])
        if _merged(mem.export(user), active, *pair)
    ]
    return {
        "id": scenario["id"],
        "kind": scenario["kind"],
        "lang": lang,
        "note": scenario.get("note", ""),
        "passed": not missing and not unwanted,
        "missing": [_show(t) for t in missing],
        "unwanted_active": [_show(t) for t in unwanted],
        "false_merges": merges,
        "active": [_show(t) for t in active],
    }


def _maintain_at(mem: Any, now: float) -> None:
    """Run the engine's maintenance as of ``now`` when it can be told the time.

    ``HotMem.maintain`` ages facts against the wall clock; judging a scenario of last year at
    today's time would decay everything. Only a ``maintain`` that takes ``now`` is called.
    """
    maintain = getattr(mem, "maintain", None)
    if maintain is None:
        return
    try:
        takes_now = "now" in inspect.signature(maintain).parameters
    except (TypeError, ValueError):
        return
    if takes_now:
        maintain(now=now)


def _merged(export: dict[str, Any], active: list[Triple3], one: str, two: str) -> bool:
    """True when two names the user keeps apart became one entity.

    From the export's aliases when it has them (any row naming both), else from the active
    facts: both names must still appear there as subjects or objects.
    """
    a, b = fold(one.lower()), fold(two.lower())
    for row in export.get("aliases") or ():
        values = row.values() if isinstance(row, dict) else row
        names = {fold(str(v).lower()) for v in values if isinstance(v, str)}
        if a in names and b in names:
            return True
    names = {s for s, _, _ in active} | {o for _, _, o in active}
    return a not in names or b not in names


def _summary(results: list[dict[str, Any]]) -> dict[str, float | int]:
    passed = sum(1 for r in results if r["passed"])
    return {
        "scenarios": len(results),
        "passed": passed,
        "exact_state_accuracy": round(passed / len(results), 4) if results else 0.0,
        "false_merges": sum(len(r["false_merges"]) for r in results),
    }


def _kind_order(kind: str) -> tuple[int, str]:
    return (SCENARIO_KINDS.index(kind) if kind in SCENARIO_KINDS else len(SCENARIO_KINDS), kind)


def _epoch(stamp: str) -> float:
    """Unix time of an ISO-8601 UTC time ("2025-03-02T18:10:00Z")."""
    moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        raise ValueError(f"time without a zone: {stamp!r} (write it in UTC, ending in Z)")
    return moment.timestamp()


def _show(triple: Triple3) -> str:
    return " | ".join(triple)


def _check(item: Any, path: Path) -> None:
    where = f"{path.name}: {item.get('id', '?') if isinstance(item, dict) else '?'}"
    if not isinstance(item, dict):
        raise ValueError(f"{where}: a scenario is a JSON object")
    for key in ("id", "lang", "kind", "sessions", "expect"):
        if key not in item:
            raise ValueError(f"{where}: missing {key!r}")
    sessions = item["sessions"]
    if not isinstance(sessions, list) or not sessions:
        raise ValueError(f"{where}: 'sessions' must be a non-empty list")
    for session in sessions:
        if not isinstance(session, dict) or not {"at", "session_id", "turns"} <= set(session):
            raise ValueError(f"{where}: a session needs 'at', 'session_id' and 'turns'")
        _epoch(session["at"])
        for turn in session["turns"]:
            if not isinstance(turn, dict) or not isinstance(turn.get("user"), str):
                raise ValueError(f"{where}: a turn needs a 'user' line")
    expect = item["expect"]
    if not isinstance(expect, dict) or "active" not in expect:
        raise ValueError(f"{where}: 'expect' needs 'active'")
    for key in ("active", "inactive_or_absent"):
        for triple in expect.get(key, []):
            if not isinstance(triple, list) or len(triple) != 3:
                raise ValueError(f"{where}: {key} holds [subject, relation, object] triples")
    for pair in expect.get("distinct_entities", []):
        if not isinstance(pair, list) or len(pair) != 2:
            raise ValueError(f"{where}: distinct_entities holds [name, name] pairs")
    if expect.get("now"):
        _epoch(expect["now"])
