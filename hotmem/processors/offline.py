"""An offline text bot: recorded transcriptions through a real Pipecat pipeline, no network.

``transcriptions -> HotPathProcessor -> user aggregator -> StandInLLMService -> assistant
aggregator``, run by a ``PipelineWorker``. :func:`run_turns` feeds one transcription at a time
and waits for the assistant's reply before the next, like a person would: the demo, the replay
command and the tests use it.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from pipecat.frames.frames import EndFrame, Frame, TranscriptionFrame
from pipecat.pipeline.pipeline import Pipeline
from pipecat.pipeline.worker import PipelineParams, PipelineWorker
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.aggregators.llm_response_universal import (
    LLMAssistantAggregator,
    LLMContextAggregatorPair,
    LLMUserAggregator,
    LLMUserAggregatorParams,
)
from pipecat.services.llm_service import LLMService
from pipecat.utils.time import time_now_iso8601
from pipecat.workers.runner import WorkerRunner

from hotmem.memory import HotMem
from hotmem.processors.hotpath import HotPathProcessor
from hotmem.processors.standin import StandInLLMService, text_turn_strategies

__all__ = ["DEFAULT_SYSTEM_PROMPT", "OfflineBot", "run_turns"]

DEFAULT_SYSTEM_PROMPT = "You are a friendly voice assistant. Keep answers short."
_REPLY_TIMEOUT_S = 30.0
_START_TIMEOUT_S = 60.0


@dataclass
class OfflineBot:
    """The processors of one offline conversation, wired as in a real voice bot.

    Attributes:
        memory: The engine.
        hotpath: The processor under use.
        context: The shared ``LLMContext``.
        user: The user aggregator.
        assistant: The assistant aggregator.
        llm: The LLM service (a :class:`StandInLLMService` unless given).
        replies: The assistant replies observed by the processor, in order.
    """

    memory: HotMem
    hotpath: HotPathProcessor
    context: LLMContext
    user: LLMUserAggregator
    assistant: LLMAssistantAggregator
    llm: LLMService
    replies: list[str] = field(default_factory=list)
    _reply_event: asyncio.Event | None = field(default=None, init=False, repr=False)

    @classmethod
    def build(
        cls,
        memory: HotMem,
        *,
        user_id: str | None,
        session_id: str | None = None,
        system_prompt: str | None = DEFAULT_SYSTEM_PROMPT,
        context: LLMContext | None = None,
        llm: LLMService | None = None,
        **hotpath_kwargs: Any,
    ) -> OfflineBot:
        """Wire a bot. ``hotpath_kwargs`` go to :class:`HotPathProcessor`."""
        if context is None:
            messages = [{"role": "system", "content": system_prompt}] if system_prompt else []
            context = LLMContext(messages)
        hotpath_kwargs.setdefault("report_interval_s", 0)
        hotpath = HotPathProcessor(
            memory=memory,
            context=context,
            user_id=user_id,
            session_id=session_id,
            **hotpath_kwargs,
        )
        user, assistant = LLMContextAggregatorPair(
            context,
            user_params=LLMUserAggregatorParams(user_turn_strategies=text_turn_strategies()),
        )
        llm = llm or StandInLLMService(header=memory.config.inject_header)
        bot = cls(memory, hotpath, context, user, assistant, llm)
        hotpath.add_event_handler("on_assistant_reply", bot._on_reply)
        return bot

    def pipeline(self) -> Pipeline:
        """A new pipeline of the bot's processors."""
        return Pipeline([self.hotpath, self.user, self.llm, self.assistant])

    async def _on_reply(self, _processor: HotPathProcessor, reply: str, _used: Any) -> None:
        self.replies.append(reply)
        if self._reply_event is not None:
            self._reply_event.set()


async def run_turns(
    bot: OfflineBot,
    texts: list[str],
    *,
    user_id: str | None = None,
    params: PipelineParams | None = None,
    extra_frames: list[Frame] | None = None,
    after_turn: Callable[[int, str], Awaitable[None]] | None = None,
) -> list[str]:
    """Feed ``texts`` as final transcriptions, one reply at a time; returns the replies.

    Args:
        bot: The bot (its pipeline runs until the texts are done, then ends with EndFrame).
        texts: What the user says; empty or whitespace texts are sent without waiting.
        user_id: ``user_id`` of the transcription frames (default: the processor's).
        params: Pipeline parameters (e.g. ``enable_metrics``).
        extra_frames: Frames queued after the texts, before the EndFrame.
        after_turn: Awaited with (index, text) once each turn is answered.
    """
    worker = PipelineWorker(
        bot.pipeline(),
        params=params or PipelineParams(),
        cancel_on_idle_timeout=False,
        enable_rtvi=False,
    )
    started = asyncio.Event()
    reply_event = asyncio.Event()
    bot._reply_event = reply_event
    frame_user = user_id or bot.hotpath.user_id or ""

    @worker.event_handler("on_pipeline_started")
    async def _on_started(_worker: PipelineWorker, _frame: Frame) -> None:
        started.set()

    async def feed() -> None:
        try:
            await asyncio.wait_for(started.wait(), _START_TIMEOUT_S)
            for index, text in enumerate(texts):
                reply_event.clear()
                frame = TranscriptionFrame(
                    text=text, user_id=frame_user, timestamp=time_now_iso8601()
                )
                await worker.queue_frame(frame)
                if text.strip():
                    # No reply this turn (e.g. no user id): go on after the timeout.
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(reply_event.wait(), _REPLY_TIMEOUT_S)
                if after_turn is not None:
                    await after_turn(index, text)
            for frame in extra_frames or []:
                await worker.queue_frame(frame)
        finally:
            await worker.queue_frame(EndFrame())  # the pipeline always ends

    runner = WorkerRunner(handle_sigint=False)
    await runner.add_workers(worker)
    start = len(bot.replies)
    outcomes = await asyncio.gather(runner.run(), feed(), return_exceptions=True)
    bot._reply_event = None
    for outcome in outcomes:
        if isinstance(outcome, BaseException):
            raise outcome
    return bot.replies[start:]
