"""What each provider receives, through Pipecat's real adapters, on every turn.

A returning user's conversation runs through a real pipeline (processor, aggregators and a
stand-in LLM service carrying the family's real adapter, so the processor picks the role
for that adapter); every context the LLM received is then converted by the adapter exactly
as the service does before calling the provider.
"""

from __future__ import annotations

import pytest
from hotpath_support import HEADER
from provider_support import FAMILIES, PROMPT, Family, Request, received

from hotmem import HotMem
from hotmem.processors.offline import OfflineBot, run_turns
from hotmem.processors.providers import memory_role

TURNS = ["Where does my sister live?", "I work at Nike.", "Where do I work?"]


def _family_params() -> list:
    return [
        pytest.param(f, id=f.name.split(",")[0].split(" (")[0].replace(" ", "-")) for f in FAMILIES
    ]


async def _conversation(memory: HotMem, family: Family) -> list[Request]:
    """The provider requests of a returning user's first three turns."""
    llm = family.stand_in(header=memory.config.inject_header)
    if llm is None:
        pytest.skip(f"{family.name}: provider SDK not installed")
    memory.process_turn("My sister Anna lives in Rome.", user_id="maya", session_id="last-week")
    # A generous deadline: this test is about placement, not speed (a loaded machine).
    bot = OfflineBot.build(memory, user_id="maya", system_prompt=None, llm=llm, deadline_ms=10_000)
    await run_turns(bot, TURNS)
    assert len(bot.llm.received) == len(TURNS)
    return [await received(family, messages, PROMPT) for messages in bot.llm.received]


@pytest.mark.parametrize("family", _family_params())
async def test_every_provider_gets_the_memory_before_the_users_words(
    memory: HotMem, family: Family
) -> None:
    requests = await _conversation(memory, family)
    for number, (request, said) in enumerate(zip(requests, TURNS, strict=True), start=1):
        blocks = request.blocks()
        memory_at = [i for i, block in enumerate(blocks) if block.startswith(HEADER)]
        words_at = [i for i, block in enumerate(blocks) if said in block]
        # Present once, in a block of its own, before the newest user words.
        assert len(memory_at) == 1, (number, blocks)
        assert words_at and memory_at[0] < words_at[-1], (number, blocks)
        assert said not in blocks[memory_at[0]], (number, blocks)
        # Nothing dropped: the prompt and every user utterance so far.
        assert request.role_of(PROMPT) == "system", (number, request)
        for earlier in TURNS[:number]:
            assert request.role_of(earlier) is not None, (number, earlier)
    first = requests[0]
    assert "Rome" in "".join(first.blocks())  # the returning user's first turn has memory


@pytest.mark.parametrize("family", _family_params())
async def test_memory_keeps_a_non_user_role_where_the_provider_allows(
    memory: HotMem, family: Family
) -> None:
    requests = await _conversation(memory, family)
    roles = [request.role_of(HEADER) for request in requests]
    if family.name in ("OpenAI", "OpenAI Responses"):
        assert roles == ["developer"] * len(TURNS)
    elif family.name.startswith("OpenAI-compatible"):
        assert roles == ["system"] * len(TURNS)
    elif family.name in ("Mistral", "Perplexity"):
        # Only a leading system block stays system there: the first turn keeps it.
        assert roles[0] == "system"
    else:  # a separate system parameter: the memory is a user text block of its own
        assert roles[0] == "user"


def test_role_is_chosen_per_adapter_family() -> None:
    by_name = {f.name: f for f in FAMILIES}
    openai = by_name["OpenAI"].stand_in()
    no_developer = by_name["Mistral"].stand_in()
    assert memory_role("auto", openai) == "developer"
    assert memory_role("system", openai) == "system"
    assert memory_role("auto", no_developer) == "system"
    assert memory_role("developer", no_developer) == "system"  # else it becomes user text
    assert memory_role("auto", None) == "developer"
    for name in ("Anthropic", "Gemini", "Bedrock"):
        llm = by_name[name].stand_in()
        if llm is not None:
            # A system message at index 0 would be taken as the prompt (or dropped).
            assert memory_role("system", llm) == "developer"


def test_real_openai_compatible_services_are_recognised() -> None:
    from pipecat.services.mistral.llm import MistralLLMService
    from pipecat.services.openai.llm import OpenAILLMService

    openai = OpenAILLMService(api_key="sk-test", settings=OpenAILLMService.Settings(model="gpt-4o"))
    assert memory_role("auto", openai) == "developer"
    assert memory_role("auto", MistralLLMService(api_key="test")) == "system"
