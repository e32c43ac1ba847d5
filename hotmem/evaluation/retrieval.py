"""Retrieval quality on the dialogue gold set: relevance@3, MRR, forbidden hits, novelty."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from hotmem.evaluation.common import load_jsonl, norm_triple
from hotmem.stats import percentile

__all__ = ["RETRIEVAL_GOLD", "RetrievalReport", "evaluate_retrieval"]

RETRIEVAL_GOLD = "retrieval_gold.jsonl"
_NOVELTY_TURNS = 3


@dataclass(slots=True)
class RetrievalReport:
    """Figures overall and per language, with the probes that missed."""

    overall: dict[str, float | int]
    per_lang: dict[str, dict[str, float | int]]
    misses: list[dict[str, Any]]

    def to_json(self) -> str:
        """The report as JSON."""
        return json.dumps(
            {"overall": self.overall, "per_lang": self.per_lang, "misses": self.misses},
            ensure_ascii=False,
            indent=2,
        )


def evaluate_retrieval(path: Path, langs: list[str] | None = None) -> RetrievalReport:
    """Replay every dialogue into a fresh in-memory HotMem and score its probes.

    A probe is relevant@3 when every expected triple is among the top 3 facts that
    ``HotMem.search`` returns for the query; a forbidden hit is a forbidden triple anywhere in
    the top 10. The message is judged too: the query said as a turn, by a copy of the user in a
    new conversation, is relevant when its memory message brings every expected triple (a
    question gets 3 bullets at most), and a forbidden triple there is a forbidden hit too.
    Over the turns: how often a bullet came back within 3 turns of its last
    injection without the turn targeting it, and the share of turns with at most 5 bullets.
    """
    from hotmem import HotMem

    dialogues = [d for d in load_jsonl(path) if not langs or d["lang"] in langs]
    rows: dict[str, dict[str, list[float]]] = {}
    misses: list[dict[str, Any]] = []
    with HotMem(None) as mem:
        mem.warm_up(sorted({d["lang"] for d in dialogues}))
        for n, dialogue in enumerate(dialogues):
            stats = rows.setdefault(dialogue["lang"], _empty())
            _run_dialogue(mem, f"r{n}", dialogue, stats, misses)
    overall = _empty()
    for stats in rows.values():
        for key, values in stats.items():
            overall[key].extend(values)
    return RetrievalReport(
        overall=_summary(overall),
        per_lang={lang: _summary(stats) for lang, stats in sorted(rows.items())},
        misses=misses,
    )


def _empty() -> dict[str, list[float]]:
    return {
        "relevant": [],
        "rr": [],
        "forbidden": [],
        "injected": [],
        "dup": [],
        "small": [],
        "latency": [],
    }


def _run_dialogue(
    mem: Any,
    user: str,
    dialogue: dict[str, Any],
    stats: dict[str, list[float]],
    misses: list[dict[str, Any]],
) -> None:
    probes = sorted(dialogue.get("probes", []), key=lambda p: p["after"])
    turns = dialogue["turns"]
    done = 0
    last_seen: dict[str, int] = {}
    # One second between turns, all in the past: the order of the facts never depends on how
    # fast the machine replays them (ties in time would make the scores vary between runs).
    start = time.time() - len(turns) - 60
    for probe in probes:
        while done < probe["after"] and done < len(turns):
            result = mem.process_turn(
                turns[done],
                user_id=user,
                session_id="s",
                lang=dialogue["lang"],
                timestamp=start + done,
            )
            done += 1
            stats["latency"].append(result.timings["retrieval_ms"])
            stats["small"].append(1.0 if len(_bullet_lines(result.context_message)) <= 5 else 0.0)
            for bullet in result.bullets:
                before = last_seen.get(bullet)
                stats["dup"].append(
                    1.0
                    if before is not None
                    and done - before <= _NOVELTY_TURNS
                    and not _targets(bullet, turns[done - 1], dialogue["lang"])
                    else 0.0
                )
                last_seen[bullet] = done
        _score_probe(mem, user, dialogue, probe, stats, misses)
        _score_message(mem, user, dialogue, probe, stats, misses, start + done)


def _score_probe(
    mem: Any,
    user: str,
    dialogue: dict[str, Any],
    probe: dict[str, Any],
    stats: dict[str, list[float]],
    misses: list[dict[str, Any]],
) -> None:
    results = mem.search(probe["query"], user, limit=10, kind="facts", lang=dialogue["lang"])
    ranked = [norm_triple(m.fact.triple) for m in results if m.fact is not None]
    expected = {norm_triple(t) for t in probe.get("expected", [])}
    forbidden = {norm_triple(t) for t in probe.get("forbidden", [])}
    top3 = set(ranked[:3])
    relevant = expected <= top3
    ranks = [ranked.index(t) + 1 for t in expected if t in ranked]
    stats["relevant"].append(1.0 if relevant else 0.0)
    stats["rr"].append(1.0 / max(ranks) if ranks and len(ranks) == len(expected) else 0.0)
    hits = forbidden & set(ranked)
    stats["forbidden"].append(float(len(hits)))
    if not relevant or hits:
        top = [" | ".join(t) for t in ranked[:3]]
        misses.append(_miss(dialogue, probe, expected, hits, top3=top))


def _score_message(
    mem: Any,
    user: str,
    dialogue: dict[str, Any],
    probe: dict[str, Any],
    stats: dict[str, list[float]],
    misses: list[dict[str, Any]],
    now: float,
) -> None:
    """Say the probe as a turn, by a copy of the user (the user's own memory stays as it is)."""
    copy = f"{user}~{len(stats['injected'])}"
    mem.import_data(_renamed(mem.export(user), copy))
    mem.flush()  # the copy's past turns indexed, as a preloaded user's are
    result = mem.process_turn(
        probe["query"], user_id=copy, session_id="probe", lang=dialogue["lang"], timestamp=now
    )
    shown = {norm_triple(m.fact.triple) for m in result.memories if m.fact is not None}
    expected = {norm_triple(t) for t in probe.get("expected", [])}
    hits = {norm_triple(t) for t in probe.get("forbidden", [])} & shown
    stats["injected"].append(1.0 if expected <= shown else 0.0)
    stats["forbidden"].append(float(len(hits)))
    if not expected <= shown or hits:
        misses.append(_miss(dialogue, probe, expected, hits, message=result.bullets))
    mem.forget(copy)


def _miss(
    dialogue: dict[str, Any], probe: dict[str, Any], expected: set, hits: set, **shown: list
) -> dict[str, Any]:
    """A probe that missed: what was expected, what was shown instead, what was forbidden."""
    return {
        "id": dialogue["id"],
        "query": probe["query"],
        "expected": sorted(" | ".join(t) for t in expected),
        **shown,
        "forbidden_hits": sorted(" | ".join(t) for t in hits),
    }


def _renamed(export: dict[str, Any], user: str) -> dict[str, Any]:
    """An export as another user's: its records re-owned, their ids made new."""
    out = {**export, "user_id": user}
    for kind in ("facts", "events", "episodes"):
        out[kind] = [dict(r) for r in export[kind]]
        for record in out[kind]:
            if "user_id" in record:
                record["user_id"] = user
            if "id" in record:
                record["id"] = f"{record['id']}~{user}"
    return out


def _bullet_lines(message: str | None) -> list[str]:
    return [line for line in (message or "").splitlines() if line.startswith("• ")]


def _targets(bullet: str, turn: str, lang: str) -> bool:
    """True when the turn says a word of the bullet, other than the words naming the user."""
    words = {w.strip(".,!?¿¡").lower() for w in turn.split()} - _user_words(lang)
    return any(w.lower().strip('"') in words for w in bullet[2:].split() if len(w) > 3)


@cache
def _user_words(lang: str) -> frozenset[str]:
    """The words every bullet about the user carries ("the user", "l'utilisateur").

    Those two of the language's bullet templates about the user share.
    """
    from hotmem.lang import get_language

    templates = get_language(lang).bullet_templates
    one, two = (set(templates[key].lower().split()) for key in ("lives_in:you", "works_at:you"))
    return frozenset(w for w in one & two if "{" not in w)


def _summary(stats: dict[str, list[float]]) -> dict[str, float | int]:
    probes = len(stats["relevant"])
    return {
        "probes": probes,
        "relevance_at_3": round(sum(stats["relevant"]) / probes, 4) if probes else 0.0,
        "mrr": round(sum(stats["rr"]) / probes, 4) if probes else 0.0,
        "message_relevance": round(sum(stats["injected"]) / probes, 4) if probes else 0.0,
        "forbidden_hits": int(sum(stats["forbidden"])),
        "duplicate_reinjection": round(sum(stats["dup"]) / len(stats["dup"]), 4)
        if stats["dup"]
        else 0.0,
        "turns_with_at_most_5_bullets": round(sum(stats["small"]) / len(stats["small"]), 4)
        if stats["small"]
        else 1.0,
        "retrieval_p50_ms": round(percentile(stats["latency"], 50), 3),
        "retrieval_p95_ms": round(percentile(stats["latency"], 95), 3),
    }
