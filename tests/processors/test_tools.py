"""The LLM tools: registered on a real LLMService, called through Pipecat function calling."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pipecat.adapters.llm.schemas.function_schema import FunctionSchema
from pipecat.adapters.llm.schemas.tools_schema import AdapterType, ToolsSchema
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.services.llm_service import FunctionCallParams

from hotmem import HotMem
from hotmem.processors import (
    FORGET,
    REMEMBER,
    SEARCH_MEMORY,
    HotMemTools,
    StandInLLMService,
    add_tools,
    search_tool_policy,
)
from hotmem.processors.offline import OfflineBot, run_turns

pytestmark = pytest.mark.filterwarnings("error::DeprecationWarning")

WEATHER = FunctionSchema(
    name="get_weather",
    description="Weather in a city.",
    properties={"city": {"type": "string"}},
    required=["city"],
)


async def get_time(params: FunctionCallParams) -> None:
    """Get the current time."""
    await params.result_callback({"time": "12:00"})


async def call(handler: Any, **arguments: Any) -> dict[str, Any]:
    """Run a tool handler the way the LLM service does and return its JSON-able result."""
    results: list[Any] = []

    async def result_callback(result: Any, *, properties: Any = None) -> None:
        results.append(result)

    params = FunctionCallParams(
        function_name=handler.__name__,
        tool_call_id="call_1",
        arguments=arguments,
        llm=None,
        pipeline_worker=None,
        context=None,
        result_callback=result_callback,  # type: ignore[arg-type]
    )
    await handler(params)
    assert len(results) == 1
    json.dumps(results[0])  # JSON-friendly
    return results[0]


async def test_llm_calls_search_memory_and_the_result_returns_through_the_context(
    memory: HotMem,
) -> None:
    context = LLMContext(
        [{"role": "system", "content": "Be brief."}],
        tools=ToolsSchema(standard_tools=[WEATHER, get_time]),
    )
    llm = StandInLLMService(tool_policy=search_tool_policy)
    bot = OfflineBot.build(memory, user_id="alice", context=context, llm=llm)
    HotMemTools(memory, user_id=lambda: bot.hotpath.user_id).register(llm, context)

    names = {s.name for s in context.tools.standard_tools}
    assert names == {"get_weather", "get_time", SEARCH_MEMORY, REMEMBER, FORGET}
    assert [w.name for w in context.tools.direct_functions] == ["get_time"]  # app tool kept

    replies = await run_turns(bot, ["My sister Sofia lives in Austin.", "Search memory for Sofia"])

    final_call = llm.received[-1]
    assert final_call[-1]["role"] == "tool"
    result = json.loads(final_call[-1]["content"])
    assert result["query"] == "Sofia" and result["count"] >= 1
    assert any("Austin" in r["text"] for r in result["results"])
    tool_calls = [m for m in context.get_messages() if m.get("tool_calls")]
    assert tool_calls[0]["tool_calls"][0]["function"]["name"] == SEARCH_MEMORY
    assert replies[-1].startswith("From memory:") and "Austin" in replies[-1]


async def test_remember_search_and_forget_handlers(memory: HotMem) -> None:
    tools = HotMemTools(memory, user_id="alice")
    handlers = tools.handlers()

    stored = await call(handlers[REMEMBER], statement="My brother Tom lives in Denver.")
    triples = {(f["subject"], f["relation"], f["object"]) for f in stored["stored"]}
    assert {("you", "brother", "tom"), ("tom", "lives_in", "denver")} <= triples

    long_statement = "I told you about my trip. " + "We walked along the river for hours. " * 20
    await call(handlers[REMEMBER], statement=long_statement.strip())
    found = await call(handlers[SEARCH_MEMORY], query="river trip", kind="episodes", limit=3)
    assert found["count"] >= 1
    assert found["results"][0]["text"] == long_statement.strip()  # complete, never cut

    one = await call(handlers[SEARCH_MEMORY], query="Tom", limit=1)
    assert one["count"] == 1 and len(one["results"]) == 1

    deleted = await call(handlers[FORGET], subject="user", relation="brother")
    assert deleted["deleted"] == 1 and deleted["subject"] == "you"
    assert ("you", "brother", "tom") not in {f.triple for f in memory.facts("alice")}

    assert "error" in await call(handlers[FORGET], subject="  ")
    assert "error" in await call(handlers[SEARCH_MEMORY], query="Tom", kind="everything")
    assert (await call(handlers[REMEMBER], statement=""))["stored"] == []


async def test_tools_without_a_known_user_answer_with_an_error(memory: HotMem) -> None:
    tools = HotMemTools(memory, user_id=lambda: None, allow_forget=False)
    assert FORGET not in tools.handlers()
    assert [s.name for s in tools.schemas()] == [SEARCH_MEMORY, REMEMBER]
    result = await call(tools.handlers()[SEARCH_MEMORY], query="anything")
    assert result == {"error": "no user is known yet"}


def test_add_tools_keeps_the_apps_tools_and_replaces_same_names() -> None:
    custom = {AdapterType.OPENAI: [{"type": "web_search"}]}
    context = LLMContext(tools=ToolsSchema(standard_tools=[WEATHER, get_time], custom_tools=custom))
    old_search = FunctionSchema(SEARCH_MEMORY, "old", {}, [])
    add_tools(context, [old_search])
    new_search = FunctionSchema(SEARCH_MEMORY, "new", {}, [])
    merged = add_tools(context, [new_search])

    assert [s.name for s in merged.standard_tools] == ["get_weather", "get_time", SEARCH_MEMORY]
    assert merged.standard_tools[-1] is new_search
    assert merged.custom_tools == custom
    assert context.tools is merged

    empty = LLMContext()
    assert [s.name for s in add_tools(empty, [new_search]).standard_tools] == [SEARCH_MEMORY]


def test_tools_validate_their_arguments(memory: HotMem) -> None:
    with pytest.raises(TypeError):
        HotMemTools("memory", user_id="alice")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        HotMemTools(memory, user_id="")
    with pytest.raises(ValueError):
        HotMemTools(memory, user_id="alice", max_results=0)


def _forget_home_policy(text: str) -> list[tuple[str, dict[str, Any]]]:
    """The model calls ``forget`` for a request the spoken forget does not read."""
    if text.lower().startswith("drop my home city"):
        return [(FORGET, {"subject": "user", "relation": "lives_in"})]
    return []


async def test_the_forget_tool_takes_the_fact_out_of_the_message_the_model_sees_next(
    memory: HotMem,
) -> None:
    context = LLMContext([{"role": "system", "content": "Be brief."}])
    llm = StandInLLMService(tool_policy=_forget_home_policy)
    bot = OfflineBot.build(memory, user_id="alice", context=context, llm=llm)
    HotMemTools(memory, user_id=lambda: bot.hotpath.user_id).register(llm, context)

    await run_turns(bot, ["I live in Paris and I work at Google.", "Drop my home city from notes."])

    shown_with_the_request = "\n".join(str(m["content"]) for m in llm.received[-2])
    assert "Paris" in shown_with_the_request  # the call that decided to forget
    after_the_tool = llm.received[-1]
    assert after_the_tool[-1]["role"] == "tool"
    assert json.loads(after_the_tool[-1]["content"])["deleted"] == 1
    memory_text = "\n".join(
        str(m["content"]) for m in after_the_tool if m.get("role") in ("system", "developer")
    )
    assert "Paris" not in memory_text and "Google" in memory_text
    assert "Paris" not in (bot.hotpath.memory_message or {}).get("content", "")
