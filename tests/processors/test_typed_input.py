"""Typed input (``LLMMessagesAppendFrame`` user messages, e.g. RTVI send-text) gets memory."""

from __future__ import annotations

from hotpath_support import memory_messages
from pipecat.frames.frames import LLMMessagesAppendFrame

from hotmem import HotMem
from hotmem.processors.offline import OfflineBot, run_turns


def typed(text: str) -> LLMMessagesAppendFrame:
    return LLMMessagesAppendFrame(messages=[{"role": "user", "content": text}], run_llm=True)


async def test_typed_question_gets_the_memory_before_it(memory: HotMem) -> None:
    memory.process_turn("My sister Anna lives in Rome.", user_id="maya", session_id="old")
    bot = OfflineBot.build(memory, user_id="maya", system_prompt=None)
    await run_turns(bot, [], extra_frames=[typed("Where does my sister live?")])

    assert bot.llm.received, "the typed message reached the LLM"
    messages = bot.llm.received[0]
    at = memory_messages(messages)
    assert len(at) == 1 and "Rome" in messages[at[0]]["content"]
    assert messages[at[0] + 1] == {"role": "user", "content": "Where does my sister live?"}
    assert bot.hotpath.counters()["turns"] == 1


async def test_typed_statement_is_remembered(memory: HotMem) -> None:
    bot = OfflineBot.build(memory, user_id="maya")
    await run_turns(
        bot,
        [],
        extra_frames=[
            LLMMessagesAppendFrame(
                messages=[
                    {"role": "user", "content": [{"type": "text", "text": "I work at Nike."}]}
                ]
            )
        ],
    )
    assert ("you", "works_at", "nike") in {f.triple for f in memory.facts("maya")}
