"""Lifecycle of the processor: model loading, background tasks, periodic reports, shutdown.

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
from hotmem.logs import log_error

if TYPE_CHECKING:
    from hotmem.processors.hotpath import HotPathProcessor

__all__ = ["LifecycleMixin"]

_SHUTDOWN_WAIT_S = 2.0
_MAX_HOPS = 32


class LifecycleMixin:
    """Warm-up, background tasks and shutdown of :class:`HotPathProcessor`."""

    def _init_lifecycle(self, *, report_interval_s: float) -> None:
        if report_interval_s < 0:
            raise ValueError("report_interval_s must be >= 0")
        self._report_interval_s = float(report_interval_s)
        self._report_task: asyncio.Task[None] | None = None
        self._background: set[asyncio.Task[Any]] = set()
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

    def _prewarm(self: HotPathProcessor, frame: InterimTranscriptionFrame) -> None:
        """Put the spoken language (and the user's facts) first in the loader's queue."""
        lang = self._turn_lang(frame.text or "", frame)
        user_id = self._user_id or (getattr(frame, "user_id", None) or None)
        self._loader.want([lang], user_id)

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
        """Stop background work, age the user's plans and flush (EndFrame, CancelFrame, cleanup).

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
        self._memory.remove_message_listener(self._on_message_rewritten)
        if self._stopped:
            return
        self.log_report()
        if graceful and self.user_id is not None:
            # The conversation is over: the user's plans nobody repeated lapse now, off the
            # hot path (milliseconds for one user), and the flush below makes it durable.
            try:
                await asyncio.to_thread(self._memory.maintain, user_id=self.user_id)
            except StoreClosedError:
                pass
            except Exception:
                log_error("hotmem: maintenance at the end of the conversation failed")
        try:
            await asyncio.to_thread(self._memory.flush)
        except StoreClosedError:
            logger.debug("hotmem: store already closed at shutdown")
        except Exception:
            log_error("hotmem: flush at shutdown failed")
        self._stopped = True

    async def cleanup(self: HotPathProcessor) -> None:
        """Cancel background work, stop watching the aggregator and flush the store."""
        await super().cleanup()  # type: ignore[misc]
        self._detach_aggregator()
        await self._shutdown(graceful=False)


async def _guarded(coro: Coroutine[Any, Any, Any], name: str) -> Any:
    try:
        return await coro
    except asyncio.CancelledError:
        raise
    except Exception:
        log_error("hotmem: background task {} failed", name)
        return None
