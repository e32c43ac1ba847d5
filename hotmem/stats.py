"""Order statistics for latency and quality reports: one percentile definition everywhere."""

from __future__ import annotations

import math
from collections.abc import Iterable

__all__ = ["percentile", "summarize"]


def percentile(values: Iterable[float], pct: float) -> float:
    """Nearest-rank percentile: the smallest value with at least ``pct`` % of values <= it.

    Returns 0.0 for no values.
    """
    ordered = sorted(values)
    if not ordered:
        return 0.0
    rank = max(1, math.ceil(pct / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


def summarize(values: Iterable[float]) -> dict[str, float]:
    """Count, mean, p50, p95, p99 and max of a list of values (milliseconds, usually)."""
    ordered = sorted(values)
    if not ordered:
        return {"n": 0, "mean": 0.0, "p50": 0.0, "p95": 0.0, "p99": 0.0, "max": 0.0}
    return {
        "n": len(ordered),
        "mean": sum(ordered) / len(ordered),
        "p50": percentile(ordered, 50),
        "p95": percentile(ordered, 95),
        "p99": percentile(ordered, 99),
        "max": ordered[-1],
    }
