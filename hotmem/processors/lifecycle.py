"""Lifecycle of the processor: warm-up, background tasks, periodic reports, shutdown.

Kept apart from the frame logic in :mod:`hotmem.processors.hotpath`; the mixin relies on the
attributes the processor sets (``_memory``, ``_stats``, ``_context``, ...).
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

from loguru import logger
from pipecat.frames.frames import Frame, InterimTranscriptionFrame
from pipecat.processors.aggregators.llm_response_universal import LLMUserAggregator
from pipecat.services.llm_service import LLMService

from hotmem.exceptions import StoreClosedError
from hotmem.processors.support import frame_lang, warm_memory

if TYPE_CHECKING:
    from hotmem.processors.hotpath import HotPathProcessor

__all__ = ["WARM_UP_TIMEOUT_S", "LifecycleMixin"]

# Longest wait for the warm-up during pipeline setup (Pipecat's setup timeout is 20 s). Apps
# serving many sessions call ``memory.warm_up()`` once at start, making this instant.
WARM_UP_TIMEOUT_S = 15.0
_SHUTDOWN_WAIT_S = 2.0
_MAX_HOPS = 32


class LifecycleMixin:
    """Warm-up, background tasks and shutdown of :class:`HotPathProcessor`."""

    def _init_lifecycle(self, *, warm_up: bool, report_interval_s: float) -> None:
        if report_interval_s < 0:
            raise ValueError("report_interval_s must be >= 0")
        self._warm_up_enabled = warm_up
        self._report_interval_s = float(report_interval_s)
        self._report_task: asyncio.Task[None] | None = None
        self._background: set[asyncio.Task[Any]] = set()
        self._prewarmed: set[tuple[str, str | None]] = set()
        self._prewarm_task: asyncio.Task[Any] | None = None
        self._aggregator: LLMUserAggregator | None = None
        self._seen_replies: deque[int] = deque(maxlen=64)
        self._stopped = False

    # --- setup ----------------------------------------------------------------------------

    def _attach_aggregator(self: HotPathProcessor) -> LLMService | None:
        """Find the user aggregator after this processor; watch it trigger the LLM.

        Returns:
            The first LLM service after the processor (None when there is none in reach).
        """
        node = self.next
        llm: LLMService | None = None
        aggregator_seen = False
        for _ in range(_MAX_HOPS):
            if node is None:
                break
            if isinstance(node, LLMService):
                llm = node
                break
            if isinstance(node, LLMUserAggregator) and not aggregator_seen:
                aggregator_seen = True
                if self._context is None:
                    self._context = node.context
                if node.context is self._context:
                    node.add_event_handler("on_before_push_frame", self._on_aggregator_push)
                    self._aggregator = node
                else:
                    logger.warning(
                        "hotmem: the user aggregator after the processor uses another "
                        "LLMContext than the one given; the memory message will not reach it"
                    )
            node = node.next
        if self._context is None:
            logger.info(
                "hotmem: no LLMUserAggregator after the processor and no context given; "
                "the memory message is edited through LLMMessagesTransformFrame"
            )
        return llm

    def _detach_aggregator(self: HotPathProcessor) -> None:
        if self._aggregator is not None:
            self._aggregator.remove_event_handler("on_before_push_frame", self._on_aggregator_push)
            self._aggregator = None

    async def _warm(self: HotPathProcessor) -> None:
        """Warm models and the user's index before the first frame, within a bounded wait."""
        if not self._warm_up_enabled:
            return
        task = asyncio.ensure_future(
            asyncio.to_thread(warm_memory, self._memory, None, self._user_id)
        )
        done, _ = await asyncio.wait({task}, timeout=WARM_UP_TIMEOUT_S)
        if not done:
            # Keep starting: turns before the models are in may miss their deadline (they
            # fail open and their facts are still stored).
            logger.warning(
                "hotmem: warm-up still running after {} s; starting anyway", WARM_UP_TIMEOUT_S
            )
            task.add_done_callback(_log_warm_failure)
        else:
            _log_warm_failure(task)

    def _prewarm(self: HotPathProcessor, frame: InterimTranscriptionFrame) -> None:
        """Warm the spoken language and the user's index; never touches the context."""
        if self._prewarm_task is not None and not self._prewarm_task.done():
            return
        cfg = self._memory.config
        lang = frame_lang(getattr(frame, "language", None), cfg.langs)
        if lang is None:
            from hotmem import nlp  # the engine's cheap detector (tens of microseconds)

            lang = nlp.detect_language(frame.text or "", cfg.langs, cfg.default_lang)
        user_id = self._user_id or (getattr(frame, "user_id", None) or None)
        key = (lang, user_id)
        if key in self._prewarmed:
            return
        self._prewarmed.add(key)
        self._prewarm_task = self._spawn(
            asyncio.to_thread(warm_memory, self._memory, [lang], user_id), "prewarm"
        )

    # --- background work ------------------------------------------------------------------

    def _spawn(self: HotPathProcessor, coro: Coroutine[Any, Any, Any], name: str) -> asyncio.Task:
        task = self.create_task(_guarded(coro, name), name=f"hotmem-{name}")
        self._background.add(task)
        task.add_done_callback(self._background.discard)
        return task

    def _start_background(self: HotPathProcessor) -> None:
        self._stopped = False
        if self._report_interval_s > 0 and self._report_task is None:
            self._report_task = self.create_task(self._report_loop(), name="hotmem-report")

    async def _report_loop(self: HotPathProcessor) -> None:
        while True:
            await asyncio.sleep(self._report_interval_s)
            self.log_report()

    def log_report(self: HotPathProcessor) -> str | None:
        """Log (and return) the rolling p50/p95 per stage, if any turn happened since."""
        line = self._stats.report(self._session_id, self._memory.stats)
        if line is not None:
            logger.info(line)
        return line

    def _seen_once(self: HotPathProcessor, frame: Frame) -> bool:
        """False for the second copy of a broadcast frame seen in both directions."""
        if (
            frame.broadcast_sibling_id is not None
            and frame.broadcast_sibling_id in self._seen_replies
        ):
            return False
        self._seen_replies.append(frame.id)
        return True

    # --- shutdown ---------------------------------------------------------------------------

    async def _shutdown(self: HotPathProcessor, *, graceful: bool) -> None:
        """Stop background work and flush the store (EndFrame, CancelFrame, cleanup).

        Idempotent; a shutdown cut short (e.g. cancelled at teardown) is completed by the
        next call.
        """
        if self._report_task is not None:
            task, self._report_task = self._report_task, None
            await self.cancel_task(task)
        pending = set(self._background)
        if graceful and pending:
            _, pending = await asyncio.wait(pending, timeout=_SHUTDOWN_WAIT_S)
        for task in pending:
            await self.cancel_task(task)
        self._background.clear()
        if self._stopped:
            return
        self.log_report()
        try:
            await asyncio.to_thread(self._memory.flush)
        except StoreClosedError:
            logger.debug("hotmem: store already closed at shutdown")
        except Exception:
            logger.opt(exception=True).error("hotmem: flush at shutdown failed")
        self._stopped = True

    async def cleanup(self: HotPathProcessor) -> None:
        """Cancel background work, stop watching the aggregator and flush the store."""
        await super().cleanup()  # type: ignore[misc]
        self._detach_aggregator()
        await self._shutdown(graceful=False)


def _log_warm_failure(task: asyncio.Future[Any]) -> None:
    if not task.cancelled() and task.exception() is not None:
        logger.error("hotmem: warm-up failed ({}); turns load models lazily", task.exception())


async def _guarded(coro: Coroutine[Any, Any, Any], name: str) -> Any:
    try:
        return await coro
    except asyncio.CancelledError:
        raise
    except Exception:
        logger.opt(exception=True).error("hotmem: background task {} failed", name)
        return None
