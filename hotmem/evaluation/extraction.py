"""Extraction quality on the gold sets: precision, recall, intent accuracy, must-not traps."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hotmem.evaluation.common import Triple3, load_jsonl, norm_triple
from hotmem.relations import lookup
from hotmem.stats import percentile

__all__ = ["ExtractionReport", "evaluate_extraction", "load_gold"]

GOLD_GLOB = "extraction_*.jsonl"


@dataclass(slots=True)
class _Counts:
    items: int = 0
    tp: int = 0
    fp: int = 0
    fn: int = 0
    intent_ok: int = 0
    must_not: int = 0
    retracted_gold: int = 0
    retracted_hit: int = 0
    latencies: list[float] = field(default_factory=list)

    def add(self, other: _Counts) -> None:
        for name in (
            "items",
            "tp",
            "fp",
            "fn",
            "intent_ok",
            "must_not",
            "retracted_gold",
            "retracted_hit",
        ):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.latencies.extend(other.latencies)

    def summary(self) -> dict[str, float | int]:
        precision = self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0
        recall = self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        return {
            "items": self.items,
            "precision": round(precision, 4),
            "recall": round(recall, 4),
            "f1": round(f1, 4),
            "intent_accuracy": round(self.intent_ok / self.items, 4) if self.items else 0.0,
            "must_not_violations": self.must_not,
            "retraction_recall": round(self.retracted_hit / self.retracted_gold, 4)
            if self.retracted_gold
            else 1.0,
            "extraction_p50_ms": round(percentile(self.latencies, 50), 3),
            "extraction_p95_ms": round(percentile(self.latencies, 95), 3),
        }


@dataclass(slots=True)
class _RelationCounts:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    def summary(self) -> dict[str, float | int]:
        precision = self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0
        recall = self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0
        return {
            "gold": self.tp + self.fn,
            "found": self.tp + self.fp,
            "precision": round(precision, 4),
            "recall": round(recall, 4),
        }


@dataclass(slots=True)
class ExtractionReport:
    """Per-language and overall figures, per relation too, with the items that went wrong.

    Attributes:
        per_lang: Figures of each language.
        overall: Figures of all items.
        errors: The items that went wrong.
        per_relation: Language -> relation -> gold and found counts, precision, recall
            (kinship, pets and favourites grouped as ``kin``, ``pet`` and ``favorite``).
    """

    per_lang: dict[str, dict[str, float | int]]
    overall: dict[str, float | int]
    errors: list[dict[str, Any]]
    per_relation: dict[str, dict[str, dict[str, float | int]]] = field(default_factory=dict)

    def to_json(self) -> str:
        """The report as JSON (errors included)."""
        return json.dumps(
            {
                "per_lang": self.per_lang,
                "overall": self.overall,
                "per_relation": self.per_relation,
                "errors": self.errors,
            },
            ensure_ascii=False,
            indent=2,
        )


def load_gold(data_dir: Path, langs: Iterable[str] | None = None) -> list[dict[str, Any]]:
    """Every gold item of the wanted languages, in file order."""
    items = []
    wanted = set(langs) if langs else None
    for path in sorted(data_dir.glob(GOLD_GLOB)):
        for item in load_jsonl(path):
            if wanted is None or item["lang"] in wanted:
                items.append(item)
    return items


def evaluate_extraction(items: list[dict[str, Any]]) -> ExtractionReport:
    """Run every gold item through a fresh in-memory HotMem and score it."""
    from hotmem import HotMem

    per_lang: dict[str, _Counts] = {}
    per_relation: dict[str, dict[str, _RelationCounts]] = {}
    errors: list[dict[str, Any]] = []
    with HotMem(None) as mem:
        mem.warm_up(sorted({item["lang"] for item in items}))
        for n, item in enumerate(items):
            counts = per_lang.setdefault(item["lang"], _Counts())
            user = f"eval-{n}"
            for k, earlier in enumerate(item.get("context") or []):
                mem.process_turn(
                    earlier, user_id=user, session_id="s", turn_id=f"c{k}", lang=item["lang"]
                )
            result = mem.process_turn(
                item["text"], user_id=user, session_id="s", turn_id="t", lang=item["lang"]
            )
            relations = per_relation.setdefault(item["lang"], {})
            error = _score(item, result, counts, relations)
            if error:
                errors.append(error)
    overall = _Counts()
    for counts in per_lang.values():
        overall.add(counts)
    return ExtractionReport(
        per_lang={lang: c.summary() for lang, c in sorted(per_lang.items())},
        overall=overall.summary(),
        errors=errors,
        per_relation={
            lang: {rel: c.summary() for rel, c in sorted(rels.items())}
            for lang, rels in sorted(per_relation.items())
        },
    )


def _score(
    item: dict[str, Any],
    result: Any,
    counts: _Counts,
    relations: dict[str, _RelationCounts],
) -> dict[str, Any] | None:
    gold = {norm_triple(t) for t in item.get("facts", [])}
    got = {norm_triple(f.triple) for f in result.facts if f.confidence >= 0.5}
    retracted = {norm_triple(f.triple) for f in result.retracted}
    must_not = {norm_triple(t) for t in item.get("must_not", [])}
    gold_retracted = {norm_triple(t) for t in item.get("retracted", [])}
    tp, fp, fn = got & gold, got - gold, gold - got
    violations = got & must_not
    counts.items += 1
    counts.tp += len(tp)
    counts.fp += len(fp)
    counts.fn += len(fn)
    counts.must_not += len(violations)
    counts.intent_ok += result.intent == item["intent"]
    counts.retracted_gold += len(gold_retracted)
    counts.retracted_hit += len(gold_retracted & retracted)
    counts.latencies.append(result.timings.get("extraction_ms", 0.0))
    for triples, slot in ((tp, "tp"), (fp, "fp"), (fn, "fn")):
        for triple in triples:
            tally = relations.setdefault(_relation_group(triple[1]), _RelationCounts())
            setattr(tally, slot, getattr(tally, slot) + 1)
    if fp or fn or violations or result.intent != item["intent"] or gold_retracted - retracted:
        return {
            "id": item["id"],
            "text": item["text"],
            "intent": [item["intent"], result.intent],
            "missing": sorted(_show(fn)),
            "extra": sorted(_show(fp)),
            "must_not": sorted(_show(violations)),
            "retracted_missing": sorted(_show(gold_retracted - retracted)),
        }
    return None


def _relation_group(name: str) -> str:
    """A relation's row in the per-relation figures: its family for kin, pets, favourites."""
    known = lookup(name)
    return known.family if known is not None and known.family else name


def _show(triples: set[Triple3]) -> list[str]:
    return [" | ".join(t) for t in triples]
