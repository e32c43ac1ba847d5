"""An offline text bot with memory: no keys, no network, a real Pipecat pipeline.

Recorded transcriptions stand in for a speech-to-text service and a small deterministic
``StandInLLMService`` stands in for the LLM (it answers from the memory message it receives, or
from a ``search_memory`` tool result). Everything else is what a voice bot runs::

    transcriptions -> HotPathProcessor -> user aggregator -> LLM -> assistant aggregator

Run it from the repository root::

    python examples/offline_text_bot.py
"""

from __future__ import annotations

import asyncio
import sys

from loguru import logger
from pipecat.frames.frames import EndFrame, Frame, TranscriptionFrame
from pipecat.pipeline.pipeline import Pipeline
from pipecat.pipeline.worker import PipelineParams, PipelineWorker
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.aggregators.llm_response_universal import (
    LLMContextAggregatorPair,
    LLMUserAggregatorParams,
)
from pipecat.utils.time import time_now_iso8601
from pipecat.workers.runner import WorkerRunner

from hotmem import HotMem, HotMemConfig
from hotmem.processors import (
    HotMemTools,
    HotPathProcessor,
    StandInLLMService,
    search_tool_policy,
    text_turn_strategies,
)

USER_ID = "maya"
RECORDED = [
    "Hi! I'm Maya.",
    "I live in Portland and I work at Nike.",
    "My sister Sofia lives in Austin.",
    "Where does my sister live?",
    "Actually I switched jobs, I work at Stripe now.",
    "Where do I work?",
    "Search memory for Portland",
]


async def main(db: str | None = None) -> list[str]:
    """Run the recorded conversation; returns the bot's replies."""
    memory = HotMem(db, config=HotMemConfig.from_env(langs=("en",)))
    memory.warm_up()  # once per process, before any session starts

    context = LLMContext([{"role": "system", "content": "You are a friendly voice assistant."}])
    hotpath = HotPathProcessor(memory=memory, context=context, user_id=USER_ID)
    user_aggregator, assistant_aggregator = LLMContextAggregatorPair(
        context,
        # Text comes in already segmented: each transcription is a whole user turn.
        user_params=LLMUserAggregatorParams(user_turn_strategies=text_turn_strategies()),
    )
    llm = StandInLLMService(tool_policy=search_tool_policy)
    HotMemTools(memory, user_id=USER_ID).register(llm, context)  # search_memory, remember, forget

    pipeline = Pipeline([hotpath, user_aggregator, llm, assistant_aggregator])
    worker = PipelineWorker(
        pipeline,
        params=PipelineParams(enable_metrics=True),
        cancel_on_idle_timeout=False,
        enable_rtvi=False,
    )

    replies: list[str] = []
    answered = asyncio.Event()
    started = asyncio.Event()

    @hotpath.event_handler("on_assistant_reply")
    async def on_reply(_processor: HotPathProcessor, reply: str, hint_used: bool | None) -> None:
        note = "" if hint_used is None else ("  [used memory]" if hint_used else "")
        print(f"bot:  {reply}{note}")
        replies.append(reply)
        answered.set()

    @worker.event_handler("on_pipeline_started")
    async def on_started(_worker: PipelineWorker, _frame: Frame) -> None:
        started.set()

    async def speak() -> None:
        await started.wait()
        for text in RECORDED:
            print(f"user: {text}")
            answered.clear()
            await worker.queue_frame(
                TranscriptionFrame(text=text, user_id=USER_ID, timestamp=time_now_iso8601())
            )
            await asyncio.wait_for(answered.wait(), timeout=30)
        await worker.queue_frame(EndFrame())

    runner = WorkerRunner(handle_sigint=False)
    await runner.add_workers(worker)
    await asyncio.gather(runner.run(), speak())

    print("\nwhat the memory holds now:")
    for fact in memory.facts(USER_ID):
        print(f"  ({fact.subject}, {fact.relation}, {fact.object})")
    print(f"counters: {hotpath.counters()}")
    memory.close()
    return replies


if __name__ == "__main__":
    logger.remove()
    logger.add(sys.stderr, level="WARNING")
    asyncio.run(main())
