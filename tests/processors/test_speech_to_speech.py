"""Speech-to-speech services and the greeting, through real Pipecat pipelines.

A speech-to-speech service (OpenAI Realtime, Gemini Live, Nova Sonic) answers the user's
audio itself and sends the user's transcription upstream, ``TranscriptionFrame(text, "", ...)``
with no user id, for the user aggregator before it; it takes context in through
``LLMMessagesAppendFrame``. ``run_test`` pushes the transcriptions upstream from the end of the
pipeline, where the service would be.
"""

from __future__ import annotations

from hotpath_support import memory_messages
from pipecat.frames.frames import LLMMessagesAppendFrame, TranscriptionFrame
from pipecat.processors.frame_processor import FrameDirection
from pipecat.tests.utils import run_test
from pipecat.utils.time import time_now_iso8601

from hotmem import HotMem
from hotmem.processors import HotPathProcessor
from hotmem.processors.offline import OfflineBot, run_turns


def heard(text: str) -> TranscriptionFrame:
    """A transcription as the speech-to-speech services send it: upstream, no user id."""
    return TranscriptionFrame(text, "", time_now_iso8601())


async def test_a_heard_question_sends_its_memories_to_the_service(memory: HotMem) -> None:
    memory.process_turn("My sister Anna lives in Rome.", user_id="maya", session_id="old")
    hotpath = HotPathProcessor(memory=memory, user_id="maya", greet=False, report_interval_s=0)
    down, up = await run_test(
        hotpath,
        frames_to_send=[heard("Where does my sister live?")],
        frames_to_send_direction=FrameDirection.UPSTREAM,
    )
    # The transcription goes on to the user aggregator, untouched.
    assert [f.text for f in up if isinstance(f, TranscriptionFrame)] == [
        "Where does my sister live?"
    ]
    appended = [f for f in down if isinstance(f, LLMMessagesAppendFrame)]
    assert len(appended) == 1
    assert appended[0].run_llm is False  # context for the model, no answer of its own
    [message] = appended[0].messages
    assert message["content"].startswith(memory.config.inject_header)
    assert "Rome" in message["content"]
    assert hotpath.counters()["turns"] == 1


async def test_a_heard_statement_is_remembered_and_sends_nothing_new(memory: HotMem) -> None:
    hotpath = HotPathProcessor(memory=memory, user_id="maya", greet=False, report_interval_s=0)
    down, _ = await run_test(
        hotpath,
        frames_to_send=[heard("I work at Nike."), heard("Okay thanks.")],
        frames_to_send_direction=FrameDirection.UPSTREAM,
    )
    assert ("you", "works_at", "nike") in {f.triple for f in memory.facts("maya")}
    # The fact just said is shown once, for the next answers; the reaction adds nothing.
    appended = [f for f in down if isinstance(f, LLMMessagesAppendFrame)]
    assert len(appended) == 1 and "Nike" in appended[0].messages[0]["content"]


async def test_heard_without_a_user_passes_without_memory(memory: HotMem) -> None:
    hotpath = HotPathProcessor(memory=memory, greet=False, report_interval_s=0)
    down, up = await run_test(
        hotpath,
        frames_to_send=[heard("I work at Nike.")],
        frames_to_send_direction=FrameDirection.UPSTREAM,
    )
    assert any(isinstance(f, TranscriptionFrame) for f in up)
    assert not any(isinstance(f, LLMMessagesAppendFrame) for f in down)
    assert hotpath.counters()["no_user"] == 1
    assert memory.facts("maya") == []


async def test_the_first_bot_turn_sees_the_user_s_core_facts(memory: HotMem) -> None:
    memory.process_turn("My name is Maya.", user_id="maya", session_id="old")
    memory.process_turn("My sister Anna lives in Rome.", user_id="maya", session_id="old")
    greeted = OfflineBot.build(memory, user_id="maya")
    await run_turns(greeted, ["Hi!"])
    first = greeted.llm.received[0]
    [at] = memory_messages(first)
    assert "Maya" in first[at]["content"] and "Rome" in first[at]["content"]

    plain = OfflineBot.build(memory, user_id="maya", greet=False)
    await run_turns(plain, ["Hi!"])
    assert memory_messages(plain.llm.received[0]) == []  # "Hi!" alone recalls nothing
