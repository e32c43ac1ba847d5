"""Fail open: interruptions, slow and failing stores never cost the user's words."""

from __future__ import annotations

import asyncio

import pytest
from hotpath_support import (
    FailingStore,
    SlowHotMem,
    drive,
    english_config,
    eventually,
    memory_messages,
    transcription,
)
from loguru import logger
from pipecat.frames.frames import ErrorFrame, Frame, InterruptionFrame, TranscriptionFrame
from pipecat.pipeline.worker import PipelineWorker

from hotmem import HotMem
from hotmem.processors import HotPathProcessor
from hotmem.processors.offline import OfflineBot, run_turns
from hotmem.processors.support import RateLimitedWarning

pytestmark = pytest.mark.filterwarnings("error::DeprecationWarning")


async def test_interruption_during_retrieval_keeps_the_transcription(
    english_loaded: None,
) -> None:
    memory = SlowHotMem(None, config=english_config(), delay=0.4)
    hotpath = HotPathProcessor(
        memory=memory, user_id="alice", deadline_ms=10_000, report_interval_s=0
    )
    frame = transcription("I live in Lisbon.")

    async def steps(worker: PipelineWorker) -> None:
        await worker.queue_frame(frame)
        assert await asyncio.to_thread(memory.entered.wait, 10)  # the frame is being held
        await worker.queue_frame(InterruptionFrame())
        await asyncio.to_thread(memory.finished.wait, 10)

    try:
        _, down = await drive([hotpath], steps)
    finally:
        memory.close()

    kinds = [type(f) for f in down.frames if isinstance(f, (InterruptionFrame, TranscriptionFrame))]
    assert kinds == [InterruptionFrame, TranscriptionFrame]  # the interruption passed first
    assert down.of(TranscriptionFrame) == [frame]
    assert frame.text == "I live in Lisbon."
    assert "Lisbon" in (hotpath.memory_message or {}).get("content", "")  # turn completed


async def test_slow_store_frame_passes_at_the_deadline_and_late_facts_are_kept(
    english_loaded: None,
) -> None:
    memory = SlowHotMem(None, config=english_config(), delay=0.5)
    hotpath = HotPathProcessor(memory=memory, user_id="alice", deadline_ms=20, report_interval_s=0)
    frame = transcription("I live in Lisbon.")
    turn_done_at_push: list[bool] = []

    def on_down(pushed: Frame) -> None:
        if pushed is frame:
            turn_done_at_push.append(memory.finished.is_set())

    async def steps(worker: PipelineWorker) -> None:
        await worker.queue_frame(frame)
        await asyncio.to_thread(memory.finished.wait, 10)
        await eventually(lambda: hotpath.counters()["late"] == 1)

    try:
        up, down = await drive([hotpath], steps, on_down=on_down)
        assert turn_done_at_push == [False]  # the frame went on while the turn still ran
        assert down.of(TranscriptionFrame) == [frame]
        assert up.of(ErrorFrame) == []  # a missed deadline is counted, not an error
        assert hotpath.is_usable
        counters = hotpath.counters()
        assert counters["timed_out"] == 1 and counters["late"] == 1
        assert hotpath.memory_message is None  # the late result never reached this context
        assert ("you", "lives_in", "lisbon") in {f.triple for f in memory.facts("alice")}
    finally:
        memory.close()


async def test_failing_store_bot_answers_without_memory(english_loaded: None) -> None:
    with HotMem(store=FailingStore(None), config=english_config()) as memory:
        bot = OfflineBot.build(memory, user_id="alice")
        replies = await run_turns(bot, ["I live in Lisbon.", "Where do I live?"])

    assert len(bot.llm.received) == 2  # both turns reached the LLM
    for messages in bot.llm.received:
        assert memory_messages(messages) == []
    assert [m["content"] for m in bot.llm.received[-1] if m["role"] == "user"] == [
        "I live in Lisbon.",
        "Where do I live?",
    ]
    assert len(replies) == 2  # the bot answered both turns, without memory
    assert bot.hotpath.counters()["failed"] >= 2
    assert bot.hotpath.is_usable


async def test_failing_store_pushes_a_non_fatal_error_and_the_frame_unchanged(
    english_loaded: None,
) -> None:
    with HotMem(store=FailingStore(None), config=english_config()) as memory:
        hotpath = HotPathProcessor(memory=memory, user_id="alice", report_interval_s=0)
        first, second = transcription("I live in Lisbon."), transcription("I work at Acme.")

        async def steps(worker: PipelineWorker) -> None:
            await worker.queue_frame(first)
            await worker.queue_frame(second)

        up, down = await drive([hotpath], steps)

    assert down.of(TranscriptionFrame) == [first, second]
    assert (first.text, second.text) == ("I live in Lisbon.", "I work at Acme.")
    errors = up.of(ErrorFrame)
    assert len(errors) == 2
    assert all(not e.fatal and e.processor is hotpath for e in errors)
    assert all("No space left" in e.error for e in errors)
    assert hotpath.counters()["failed"] == 2


async def test_deadline_misses_are_counted_with_one_warning(english_loaded: None) -> None:
    lines: list[str] = []
    sink = logger.add(lambda message: lines.append(str(message)), level="WARNING")
    memory = SlowHotMem(None, config=english_config(), delay=0.2)
    hotpath = HotPathProcessor(memory=memory, user_id="alice", deadline_ms=10, report_interval_s=0)
    texts = ["I live in Lisbon.", "I work at Acme.", "My sister is Ana."]

    async def steps(worker: PipelineWorker) -> None:
        for text in texts:
            await worker.queue_frame(transcription(text))
        await eventually(lambda: hotpath.counters()["late"] == 3)

    try:
        up, down = await drive([hotpath], steps)
    finally:
        logger.remove(sink)
        memory.close()
    assert [f.text for f in down.of(TranscriptionFrame)] == texts
    assert up.of(ErrorFrame) == []
    assert hotpath.counters()["timed_out"] == 3
    assert memory.stats.counters()["hotpath.timed_out"] == 3  # in the engine's metrics too
    assert len([line for line in lines if "deadline" in line]) == 1


def test_rate_limited_warning_counts_what_it_held() -> None:
    now = [0.0]
    lines: list[str] = []
    sink = logger.add(lambda message: lines.append(str(message)), level="WARNING")
    try:
        warning = RateLimitedWarning(60.0, clock=lambda: now[0])
        assert warning.warn("slow") and not warning.warn("slow") and not warning.warn("slow")
        now[0] = 61.0
        assert warning.warn("slow")
    finally:
        logger.remove(sink)
    assert len(lines) == 2 and "2 more since the last warning" in lines[1]


async def test_adversarial_turns_pass_unchanged_and_sane(memory: HotMem) -> None:
    hotpath = HotPathProcessor(memory=memory, user_id="alice", report_interval_s=0)
    texts = ["(" * 1990, "!" * 100_000, "(" * 300 + "My sister Anna lives in Rome." + ")" * 300]

    async def steps(worker: PipelineWorker) -> None:
        for text in texts:
            await worker.queue_frame(transcription(text))
        await eventually(lambda: hotpath.counters()["turns"] == 3)

    up, down = await drive([hotpath], steps)
    assert [f.text for f in down.of(TranscriptionFrame)] == texts  # the user's words, whole
    assert up.of(ErrorFrame) == [] and hotpath.counters()["failed"] == 0
    assert ("anna", "lives_in", "rome") in {f.triple for f in memory.facts("alice")}
