"""Helpers of the processor that do not touch frames: languages, counters, reports."""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from typing import Any

from loguru import logger

from hotmem.logs import log_error
from hotmem.memory import HotMem
from hotmem.metrics import RollingStats
from hotmem.stats import summarize

__all__ = [
    "COUNTERS",
    "ProcessorStats",
    "RateLimitedWarning",
    "frame_lang",
]

# Counters of the processor (also added, prefixed with "hotpath.", to HotMem.stats).
COUNTERS = (
    "turns",  # final transcriptions seen with text
    "injected",  # the turn added bullets and the memory message was applied
    "skipped",  # gating added no bullets this turn (the message keeps its window)
    "timed_out",  # the deadline passed: the frame went on without memory
    "not_ready",  # the turn's language model was still loading: passed without memory
    "failed",  # the engine raised: the frame went on without memory
    "no_user",  # no user id (constructor or frame): passed through untouched
    "disabled",  # both kill switches on: passed through untouched
    "late",  # a timed-out turn finished later (its facts reached the store)
    "replies",  # assistant replies observed and kept
    "hint_used",  # a reply mentioned an injected entity or value
    "hint_unused",  # a memory message was shown but the reply mentioned none of it
)


def frame_lang(language: Any, langs: Iterable[str]) -> str | None:
    """A hotmem language code from a Pipecat ``Language`` (``en``, ``en-US``...), if configured."""
    if language is None:
        return None
    raw = str(getattr(language, "value", language)).strip().lower()
    code = raw.replace("_", "-").split("-", 1)[0]
    return code if code in tuple(langs) else None


class RateLimitedWarning:
    """A warning logged at most once per interval; the ones in between are counted in it.

    Args:
        interval_s: Shortest time between two log lines.
        clock: Monotonic clock in seconds (tests give their own).
    """

    def __init__(
        self, interval_s: float = 60.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._interval_s = interval_s
        self._clock = clock
        self._last: float | None = None
        self._held = 0
        self._lock = threading.Lock()

    def warn(self, message: str) -> bool:
        """Log ``message`` unless one was logged within the interval; True when logged."""
        with self._lock:
            now = self._clock()
            if self._last is not None and now - self._last < self._interval_s:
                self._held += 1
                return False
            held, self._held, self._last = self._held, 0, now
        suffix = f" ({held} more since the last warning)" if held else ""
        logger.warning("{}{}", message, suffix)
        return True


class ProcessorStats:
    """Counters and hold times of one processor, mirrored into the engine's stats.

    Args:
        memory: The engine whose :class:`~hotmem.metrics.RollingStats` also gets the counts.
        size: Hold times kept for the rolling percentiles.
    """

    def __init__(self, memory: HotMem, size: int = 1000) -> None:
        self._memory_stats: RollingStats = memory.stats
        self._own = RollingStats(size)
        self._hold_ms: deque[float] = deque(maxlen=size)
        self._lock = threading.Lock()
        self._reported: tuple[object, ...] = ()

    def count(self, name: str, n: int = 1) -> None:
        """Increase a counter here and (prefixed ``hotpath.``) in the engine's stats."""
        self._own.count(name, n)
        try:
            self._memory_stats.count(f"hotpath.{name}", n)
        except Exception:  # never let metrics break the hot path
            log_error("hotmem: could not count {}", name, level="DEBUG")

    def hold(self, ms: float) -> None:
        """Record how long a transcription was held."""
        with self._lock:
            self._hold_ms.append(ms)

    def counters(self) -> dict[str, int]:
        """A copy of the counters (every name of :data:`COUNTERS`, zero when unseen)."""
        values = self._own.counters()
        return {name: values.get(name, 0) for name in COUNTERS} | values

    def hold_summary(self) -> dict[str, float]:
        """p50 / p95 / ... of the hold times in the window."""
        with self._lock:
            values = list(self._hold_ms)
        return summarize(values)

    def report(self, label: str, stage_stats: RollingStats) -> str | None:
        """One log line of rolling p50/p95 per stage, or None when nothing changed since.

        A turn is counted when it arrives and again when it is done (injected, skipped ...): a
        report that falls while a turn is held is followed by another once it is done.
        """
        counters = self.counters()
        seen = tuple(counters.items())
        if seen == self._reported or not counters["turns"]:
            return None
        self._reported = seen
        snapshot = stage_stats.snapshot()
        parts = [
            f"{stage.removesuffix('_ms')}={s['p50']:.1f}/{s['p95']:.1f}"
            for stage, s in snapshot.items()
            if s["n"]
        ]
        hold = self.hold_summary()
        parts.append(f"hold={hold['p50']:.1f}/{hold['p95']:.1f}")
        shown = ", ".join(f"{k}={v}" for k, v in counters.items() if v)
        return f"hotmem {label}: p50/p95 ms {' '.join(parts)} | {shown}"
