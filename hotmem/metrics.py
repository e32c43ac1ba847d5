"""Per-turn stage timings and rolling latency statistics."""

from __future__ import annotations

import threading
import time
from collections import deque

from hotmem.stats import summarize

__all__ = ["STAGES", "RollingStats", "StageClock"]

STAGES = ("intent_ms", "extraction_ms", "update_ms", "retrieval_ms", "inject_ms", "total_ms")


class StageClock:
    """Measures the stages of one turn with ``time.perf_counter_ns``."""

    __slots__ = ("_last", "_start", "timings")

    def __init__(self) -> None:
        self._start = self._last = time.perf_counter_ns()
        self.timings: dict[str, float] = dict.fromkeys(STAGES, 0.0)

    def lap(self, stage: str) -> None:
        """Close ``stage`` (milliseconds since the previous lap)."""
        now = time.perf_counter_ns()
        self.timings[stage] = self.timings.get(stage, 0.0) + (now - self._last) / 1e6
        self._last = now

    def set(self, stage: str, ms: float) -> None:
        """Record a stage measured elsewhere."""
        self.timings[stage] = ms

    def finish(self) -> dict[str, float]:
        """Close the turn; returns every stage's milliseconds, ``total_ms`` included."""
        self.timings["total_ms"] = (time.perf_counter_ns() - self._start) / 1e6
        return self.timings


class RollingStats:
    """The last ``size`` timings of every stage, thread-safe, plus event counters."""

    def __init__(self, size: int = 1000) -> None:
        self._values = {stage: deque(maxlen=size) for stage in STAGES}
        self._counters: dict[str, int] = {}
        self._lock = threading.Lock()

    def add(self, timings: dict[str, float]) -> None:
        """Record one turn's timings."""
        with self._lock:
            for stage, value in timings.items():
                if stage in self._values:
                    self._values[stage].append(value)

    def count(self, name: str, n: int = 1) -> None:
        """Increase a counter (injected, skipped, pruned, timed_out, failed, ...)."""
        with self._lock:
            self._counters[name] = self._counters.get(name, 0) + n

    def counters(self) -> dict[str, int]:
        """A copy of the counters."""
        with self._lock:
            return dict(self._counters)

    def snapshot(self) -> dict[str, dict[str, float]]:
        """Summary per stage of the timings in the window."""
        with self._lock:
            values = {stage: list(v) for stage, v in self._values.items()}
        return {stage: summarize(v) for stage, v in values.items()}
