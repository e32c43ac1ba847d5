"""The processor's contract: identities, pass-through, kill switches, metrics, lifecycle."""

from __future__ import annotations

import pytest
from hotpath_support import (
    RecordingHotMem,
    drive,
    english_config,
    eventually,
    memory_messages,
    transcription,
)
from loguru import logger
from pipecat.frames.frames import (
    InterimTranscriptionFrame,
    LLMMessagesTransformFrame,
    MetricsFrame,
    TranscriptionFrame,
)
from pipecat.metrics.metrics import ProcessingMetricsData
from pipecat.pipeline.worker import PipelineParams, PipelineWorker
from pipecat.processors.aggregators.llm_context import LLMContext

from hotmem import HotMem, TurnResult
from hotmem.processors import HotPathProcessor
from hotmem.processors.offline import OfflineBot, run_turns

pytestmark = pytest.mark.filterwarnings("error::DeprecationWarning")


async def test_user_id_comes_from_the_frame_when_not_given(memory: HotMem) -> None:
    seen: list[TurnResult] = []
    bot = OfflineBot.build(memory, user_id=None, on_turn=seen.append)
    await run_turns(bot, ["I live in Oslo.", "Where do I live?"], user_id="carol")

    assert bot.hotpath.user_id == "carol"
    assert ("you", "lives_in", "oslo") in {f.triple for f in memory.facts("carol")}
    assert len(seen) == 2 and seen[0].intent == "FACT_STATEMENT"
    assert len(bot.replies) == 2


async def test_transcription_without_any_user_id_passes_through(memory: HotMem) -> None:
    hotpath = HotPathProcessor(memory=memory, report_interval_s=0)
    frame = transcription("I live in Oslo.", user_id="")

    async def steps(worker: PipelineWorker) -> None:
        await worker.queue_frame(frame)

    _, down = await drive([hotpath], steps)
    assert down.of(TranscriptionFrame) == [frame]
    assert hotpath.counters()["no_user"] == 1
    assert memory.users() == []


async def test_empty_and_whitespace_text_pass_through_untouched(memory: HotMem) -> None:
    hotpath = HotPathProcessor(memory=memory, user_id="alice", report_interval_s=0)
    frames = [transcription(""), transcription("   \n\t")]

    async def steps(worker: PipelineWorker) -> None:
        for frame in frames:
            await worker.queue_frame(frame)

    _, down = await drive([hotpath], steps)
    assert down.of(TranscriptionFrame) == frames
    assert all(f.interruptible for f in frames)  # not held, not altered
    assert hotpath.counters()["turns"] == 0


async def test_disable_injection_passes_frames_and_still_stores(english_loaded: None) -> None:
    with HotMem(None, config=english_config(disable_injection=True)) as memory:
        bot = OfflineBot.build(memory, user_id="alice")
        await run_turns(bot, ["I live in Oslo.", "Where do I live?"])
        await eventually(lambda: bool(memory.facts("alice")))
        facts = {f.triple for f in memory.facts("alice")}

    assert ("you", "lives_in", "oslo") in facts
    for messages in bot.llm.received:
        assert memory_messages(messages) == []
    assert bot.hotpath.memory_message is None


async def test_disable_extraction_injects_known_facts_but_stores_nothing(
    english_loaded: None, tmp_path
) -> None:
    with HotMem(tmp_path / "db", config=english_config()) as memory:
        memory.process_turn("I live in Oslo.", user_id="alice")
    with HotMem(tmp_path / "db", config=english_config(disable_extraction=True)) as memory:
        bot = OfflineBot.build(memory, user_id="alice")
        await run_turns(bot, ["I work at Equinor.", "Where do I live?"])
        facts = {f.triple for f in memory.facts("alice")}
        episodes = memory.search("Equinor", "alice", kind="episodes")

    assert facts == {("you", "lives_in", "oslo")}
    assert episodes == []
    assert "Oslo" in bot.llm.received[-1][memory_messages(bot.llm.received[-1])[0]]["content"]


async def test_processing_metrics_are_reported_when_enabled(memory: HotMem) -> None:
    hotpath = HotPathProcessor(memory=memory, user_id="alice", report_interval_s=0)
    assert hotpath.can_generate_metrics()

    async def steps(worker: PipelineWorker) -> None:
        await worker.queue_frame(transcription("I live in Oslo."))

    _, down = await drive([hotpath], steps, params=PipelineParams(enable_metrics=True))
    data = [
        d
        for f in down.of(MetricsFrame)
        for d in f.data
        if isinstance(d, ProcessingMetricsData) and d.processor == hotpath.name
    ]
    # The worker announces every metrics-capable processor with a zero value at start.
    assert data[0].value == 0.0
    assert len([d for d in data if d.value > 0]) == 1  # the hold of the one turn


async def test_store_flushed_at_end(english_loaded: None) -> None:
    with RecordingHotMem(None, config=english_config()) as memory:
        bot = OfflineBot.build(memory, user_id="alice", report_interval_s=30)
        await run_turns(bot, ["I live in Oslo."])
        calls = list(memory.calls)

    assert "process_turn" in calls
    assert calls[-2:] == ["maintain", "flush"]  # the user's plans aged, then flushed
    assert bot.hotpath._report_task is None and not bot.hotpath._background


async def test_a_plan_nobody_repeated_lapses_when_the_conversation_ends(
    english_loaded: None,
) -> None:
    with HotMem(None, config=english_config()) as memory:
        memory.process_turn("I want to run a marathon.", user_id="alice", timestamp=1.6e9)
        bot = OfflineBot.build(memory, user_id="alice", report_interval_s=0)
        await run_turns(bot, ["I live in Oslo."])
        statuses = {f.relation: f.status for f in memory.facts("alice", include_inactive=True)}
    assert statuses == {"plans": "archived", "lives_in": "active"}


async def test_interim_prewarm_loads_the_users_facts_and_never_touches_context(
    english_loaded: None,
) -> None:
    with RecordingHotMem(None, config=english_config()) as memory:
        context = LLMContext([{"role": "system", "content": "Be brief."}])
        hotpath = HotPathProcessor(
            memory=memory,
            context=context,
            user_id="alice",
            prewarm_interim=True,
            warm_up=False,
            report_interval_s=0,
        )
        interim = InterimTranscriptionFrame(text="I live in", user_id="alice", timestamp="")

        async def steps(worker: PipelineWorker) -> None:
            await worker.queue_frame(interim)
            await eventually(lambda: "preload" in memory.calls)  # the user's facts are read

        _, down = await drive([hotpath], steps)

    assert down.of(InterimTranscriptionFrame) == [interim]
    assert "process_turn" not in memory.calls
    assert context.get_messages() == [{"role": "system", "content": "Be brief."}]


async def test_without_context_the_message_travels_as_a_transform_frame(memory: HotMem) -> None:
    hotpath = HotPathProcessor(memory=memory, user_id="alice", report_interval_s=0)

    async def steps(worker: PipelineWorker) -> None:
        await worker.queue_frame(transcription("I live in Oslo."))

    _, down = await drive([hotpath], steps)
    kinds = [
        type(f)
        for f in down.frames
        if isinstance(f, (LLMMessagesTransformFrame, TranscriptionFrame))
    ]
    assert kinds == [LLMMessagesTransformFrame, TranscriptionFrame]
    transform = down.of(LLMMessagesTransformFrame)[0]
    messages = transform.transform([{"role": "system", "content": "Be brief."}])
    assert len(messages) == 2 and "Oslo" in messages[1]["content"]


async def test_replies_are_kept_and_hint_use_is_counted(memory: HotMem) -> None:
    used: list[bool | None] = []
    bot = OfflineBot.build(memory, user_id="alice")
    bot.hotpath.add_event_handler("on_assistant_reply", lambda _p, _r, hint: used.append(hint))
    await run_turns(bot, ["I live in Oslo.", "Where do I live?"])

    counters = bot.hotpath.counters()
    assert counters["replies"] == 2 and counters["hint_used"] == 2
    assert used == [True, True]
    assert "Oslo" in bot.replies[-1]


def test_constructor_validates_its_arguments(memory: HotMem) -> None:
    with pytest.raises(TypeError):
        HotPathProcessor(memory="not a memory")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        HotPathProcessor(memory=memory, user_id="  ")
    with pytest.raises(ValueError):
        HotPathProcessor(memory=memory, deadline_ms=0)
    hotpath = HotPathProcessor(memory=memory, name="mem")
    assert hotpath.name == "mem" and hotpath.deadline_ms == memory.config.deadline_ms


async def test_rolling_report_line(memory: HotMem) -> None:
    bot = OfflineBot.build(memory, user_id="alice")
    await run_turns(bot, ["I live in Oslo."])
    assert bot.hotpath.log_report() is None  # nothing new since the report at EndFrame
    line = bot.hotpath._stats.report("x", memory.stats)
    assert line is None
    counters = memory.stats.counters()
    assert counters["hotpath.turns"] == 1 and counters["hotpath.injected"] == 1


async def test_rolling_percentiles_are_logged_periodically(memory: HotMem) -> None:
    lines: list[str] = []
    sink = logger.add(lambda message: lines.append(str(message)), level="INFO")
    try:
        hotpath = HotPathProcessor(memory=memory, user_id="alice", report_interval_s=0.01)

        async def steps(worker: PipelineWorker) -> None:
            await worker.queue_frame(transcription("I live in Oslo."))
            # A report may fall while the turn is held: wait for one after it.
            await eventually(lambda: any("total=" in line for line in lines))

        await drive([hotpath], steps)
    finally:
        logger.remove(sink)
    report = next(line for line in lines if "p50/p95 ms" in line and "total=" in line)
    assert "total=" in report and "retrieval=" in report and "turns=1" in report
    assert hotpath._report_task is None  # cancelled at EndFrame


async def test_cancel_stops_background_work_and_flushes(english_loaded: None) -> None:
    with RecordingHotMem(None, config=english_config()) as memory:
        hotpath = HotPathProcessor(memory=memory, user_id="alice", report_interval_s=30)

        async def steps(worker: PipelineWorker) -> None:
            await worker.queue_frame(transcription("I live in Oslo."))
            await eventually(lambda: "process_turn" in memory.calls)
            await eventually(lambda: hotpath.counters()["injected"] == 1)
            await worker.cancel()

        await drive([hotpath], steps)
        calls = list(memory.calls)

    assert calls[-1] == "flush"
    assert hotpath._report_task is None and not hotpath._background


def test_frame_languages_map_to_configured_codes() -> None:
    from pipecat.transcriptions.language import Language

    from hotmem.processors.support import frame_lang

    assert frame_lang(Language.EN_US, ("en", "fr")) == "en"
    assert frame_lang(Language.FR, ("en", "fr")) == "fr"
    assert frame_lang("de-DE", ("en", "fr")) is None  # not configured: the engine detects
    assert frame_lang(None, ("en",)) is None


def test_a_report_during_a_held_turn_is_followed_by_one_after_it(memory: HotMem) -> None:
    from hotmem.processors.support import ProcessorStats

    stats = ProcessorStats(memory)
    assert stats.report("s", memory.stats) is None  # no turn yet
    stats.count("turns")  # a turn arrives and is held
    assert stats.report("s", memory.stats) is not None
    assert stats.report("s", memory.stats) is None  # nothing new
    stats.count("injected")  # the turn is done
    assert stats.report("s", memory.stats) is not None
