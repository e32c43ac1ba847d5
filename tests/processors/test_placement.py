"""Where the memory message is when the LLM is triggered, through real Pipecat pipelines."""

from __future__ import annotations

import asyncio

import pytest
from hotpath_support import ISO_STAMP, bullets_of, english_config, memory_messages
from pipecat.frames.frames import Frame, TranscriptionFrame
from pipecat.pipeline.pipeline import Pipeline
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.frame_processor import FrameDirection, FrameProcessor

from hotmem import HotMem
from hotmem.processors import HotPathProcessor
from hotmem.processors.offline import OfflineBot, run_turns

pytestmark = pytest.mark.filterwarnings("error::DeprecationWarning")

STATEMENTS = [
    "My name is Maya.",
    "I live in Portland.",
    "I work at Nike.",
    "My sister Sofia lives in Austin.",
    "I have a dog named Pickle.",
    "My favorite food is ramen.",
    "My brother Tom lives in Denver.",
    "I was born in Chicago.",
    "My favorite color is green.",
    "I have a cat named Miso.",
]


def _check_call(messages: list[dict]) -> dict:
    """One inference's messages: exactly one memory message, just before the newest user
    message, at most 5 bullets, ISO time in the header."""
    found = memory_messages(messages)
    assert len(found) == 1, messages
    index = found[0]
    last_user = max(i for i, m in enumerate(messages) if m["role"] == "user")
    assert index == last_user - 1, messages
    message = messages[index]
    assert message["role"] == "developer"  # the stand-in uses Pipecat's OpenAI adapter
    assert set(message) == {"role", "content"}  # nothing extra is sent to providers
    assert ISO_STAMP.search(message["content"])
    assert 1 <= len(bullets_of(message)) <= 5
    return message


async def test_memory_message_precedes_the_newest_user_message(memory: HotMem) -> None:
    bot = OfflineBot.build(memory, user_id="maya")
    replies = await run_turns(bot, [*STATEMENTS[:3], "Where do I live?"])

    received = bot.llm.received
    assert len(received) == 4
    for messages in received:
        _check_call(messages)
    assert "Portland" in received[-1][-2]["content"]
    assert "Portland" in replies[-1]
    # The system prompt keeps index 0 and the prefix before the message is unchanged.
    assert received[-1][0]["content"] == bot.context.messages[0]["content"]
    assert received[-1][: len(received[-2]) - 2] == received[-2][: len(received[-2]) - 2]


async def test_exactly_one_memory_message_after_twenty_turns(memory: HotMem) -> None:
    bot = OfflineBot.build(memory, user_id="maya")
    texts = STATEMENTS + [f"Tell me something about {w}." for w in ("Austin", "Pickle")] * 5
    await run_turns(bot, texts)

    assert len(bot.llm.received) == 20
    for messages in bot.llm.received:
        _check_call(messages)
    final = bot.context.get_messages()
    assert len(memory_messages(final)) == 1
    assert final[memory_messages(final)[0]] is bot.hotpath.memory_message
    assert bot.hotpath.counters()["turns"] == 20


async def test_first_turn_without_a_system_prompt(memory: HotMem) -> None:
    # Pipecat >= 1.9: the prompt is the LLM's system_instruction, the context starts empty.
    memory.process_turn("My sister Anna lives in Rome.", user_id="maya", session_id="old")
    bot = OfflineBot.build(memory, user_id="maya", system_prompt=None)
    await run_turns(bot, ["Where does my sister live?", "I work at Nike.", "Where do I work?"])

    first = bot.llm.received[0]
    # A returning user's first turn: the memory comes before their words.
    assert [m["role"] for m in first] == ["developer", "user"]
    assert "Rome" in first[0]["content"]
    for messages in bot.llm.received:
        _check_call(messages)


async def test_after_first_system_placement_and_developer_role(english_loaded: None) -> None:
    config = english_config(inject_placement="after_first_system", inject_role="developer")
    with HotMem(None, config=config) as memory:
        bot = OfflineBot.build(memory, user_id="maya")
        await run_turns(bot, ["I live in Portland.", "I work at Nike.", "Where do I live?"])

    for messages in bot.llm.received:
        assert memory_messages(messages) == [1]
        assert messages[1]["role"] == "developer"
    assert "Nike" in bot.llm.received[-1][1]["content"]


async def test_app_copies_of_the_message_are_replaced_not_duplicated(memory: HotMem) -> None:
    bot = OfflineBot.build(memory, user_id="maya")
    await run_turns(bot, ["I live in Portland."])
    # The app rewrites its context with copies of every message (e.g. after trimming).
    bot.context.set_messages([dict(m) for m in bot.context.get_messages()])
    await run_turns(bot, ["I work at Nike.", "Where do I work?"])

    for messages in bot.llm.received:
        _check_call(messages)
    assert len(memory_messages(bot.context.get_messages())) == 1


async def test_two_users_in_one_process_never_see_each_other(memory: HotMem) -> None:
    alice = OfflineBot.build(memory, user_id="alice")
    bob = OfflineBot.build(memory, user_id="bob")
    alice_says = ["I live in Paris.", "My sister Anna works at Google.", "Where do I live?"]
    bob_says = ["I live in Berlin.", "My brother Max works at Siemens.", "Where do I live?"]
    await asyncio.gather(run_turns(alice, alice_says), run_turns(bob, bob_says))

    alice_seen = "\n".join(m["content"] for call in alice.llm.received for m in call)
    bob_seen = "\n".join(m["content"] for call in bob.llm.received for m in call)
    assert "Paris" in alice_seen and "Anna" in alice_seen
    assert "Berlin" in bob_seen and "Max" in bob_seen
    for word in ("Berlin", "Max", "Siemens"):
        assert word not in alice_seen
    for word in ("Paris", "Anna", "Google"):
        assert word not in bob_seen
    alice_objects = {f.object for f in memory.facts("alice")}
    assert alice_objects.isdisjoint({f.object for f in memory.facts("bob")})


class AppendsBeforeTheUser(FrameProcessor):
    """Between the processor and the aggregator, appends an assistant message to the context
    when a transcription passes (like an interrupted reply landing late)."""

    def __init__(self, context: LLMContext) -> None:
        super().__init__()
        self._context = context

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        if isinstance(frame, TranscriptionFrame):
            self._context.add_message({"role": "assistant", "content": "(interrupted reply)"})
        await self.push_frame(frame, direction)


async def test_message_is_moved_before_the_user_message_when_the_llm_is_triggered(
    memory: HotMem,
) -> None:
    bot = OfflineBot.build(memory, user_id="maya")
    between = AppendsBeforeTheUser(bot.context)
    bot.pipeline = lambda: Pipeline([bot.hotpath, between, bot.user, bot.llm, bot.assistant])
    await run_turns(bot, ["I live in Portland.", "Where do I live?"])

    for messages in bot.llm.received:
        _check_call(messages)
        index = memory_messages(messages)[0]
        assert messages[index - 1]["content"] == "(interrupted reply)"


async def test_many_sessions_share_one_memory(memory: HotMem) -> None:
    cities = ["Paris", "Berlin", "Madrid", "Lisbon", "Vienna", "Prague"]
    bots = [OfflineBot.build(memory, user_id=f"user{i}") for i in range(len(cities))]
    await asyncio.gather(
        *(
            run_turns(bot, [f"I live in {city}.", "Where do I live?"])
            for bot, city in zip(bots, cities, strict=True)
        )
    )
    for bot, city in zip(bots, cities, strict=True):
        seen = "\n".join(m["content"] for call in bot.llm.received for m in call)
        assert city in seen
        assert not any(other in seen for other in cities if other != city)
        assert city in bot.replies[-1]


async def test_context_is_found_on_the_user_aggregator(memory: HotMem) -> None:
    template = OfflineBot.build(memory, user_id="maya")
    hotpath = HotPathProcessor(memory=memory, user_id="maya", report_interval_s=0)
    bot = OfflineBot(
        memory, hotpath, template.context, template.user, template.assistant, template.llm
    )
    hotpath.add_event_handler("on_assistant_reply", bot._on_reply)
    await run_turns(bot, ["I live in Portland.", "Where do I live?"])

    assert hotpath.context is template.context
    for messages in bot.llm.received:
        _check_call(messages)
