"""A deterministic, offline stand-in for an LLM, and turn strategies for text pipelines.

:class:`StandInLLMService` is a real Pipecat ``LLMService``: it receives ``LLMContextFrame``s,
emits ``LLMFullResponseStartFrame`` / ``LLMTextFrame`` / ``LLMFullResponseEndFrame`` and runs
function calls through Pipecat's machinery. It answers from the memory message it received
(or from a tool result), which makes memory visible in examples, the demo and tests without
keys or network. It is not a language model and does not pretend to be one.

:func:`text_turn_strategies` ends the user turn on each final transcription, for pipelines fed
with recorded text instead of audio (no VAD, no turn model).
"""

from __future__ import annotations

import copy
import dataclasses
import json
import uuid
from collections.abc import Callable, Sequence
from typing import Any

from pipecat.frames.frames import (
    Frame,
    FunctionCallFromLLM,
    LLMContextFrame,
    LLMFullResponseEndFrame,
    LLMFullResponseStartFrame,
    TranscriptionFrame,
)
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.frame_processor import FrameDirection
from pipecat.services.llm_service import LLMService
from pipecat.services.settings import LLMSettings
from pipecat.turns.types import ProcessFrameResult
from pipecat.turns.user_start import TranscriptionUserTurnStartStrategy
from pipecat.turns.user_stop.base_user_turn_stop_strategy import BaseUserTurnStopStrategy
from pipecat.turns.user_turn_strategies import UserTurnStrategies
from pipecat.utils.types import is_given

from hotmem.config import DEFAULT_HEADER
from hotmem.text import folded_words

__all__ = [
    "StandInLLMService",
    "TranscriptionUserTurnStopStrategy",
    "compose_reply",
    "memory_bullets",
    "search_tool_policy",
    "text_turn_strategies",
]

ToolPolicy = Callable[[str], list[tuple[str, dict[str, Any]]]]

_STOP = frozenset(
    "a an the is are am was were be i me my mine you your yours we our us it its of in on at to "
    "for and or but do does did what where who when which how why again just so now please "
    "that this there here with about tell know remember".split()
)
_QUESTION_START = frozenset("what where who when which how why do does did is are can".split())


class TranscriptionUserTurnStopStrategy(BaseUserTurnStopStrategy):
    """Ends the user turn on every final transcription with text (text-fed pipelines)."""

    async def process_frame(self, frame: Frame) -> ProcessFrameResult:
        """Trigger the end of the turn on a final transcription.

        Args:
            frame: The frame seen by the user aggregator.
        """
        if isinstance(frame, TranscriptionFrame) and frame.text.strip():
            await self.trigger_user_turn_stopped()
        return ProcessFrameResult.CONTINUE


def text_turn_strategies(*, enable_interruptions: bool = False) -> UserTurnStrategies:
    """Turn strategies for recorded text: a transcription starts and ends the user turn."""
    return UserTurnStrategies(
        start=[
            TranscriptionUserTurnStartStrategy(
                use_interim=False, enable_interruptions=enable_interruptions
            )
        ],
        stop=[TranscriptionUserTurnStopStrategy()],
    )


def search_tool_policy(text: str) -> list[tuple[str, dict[str, Any]]]:
    """Call ``search_memory`` for "search memory for X" / "do you remember X" requests."""
    lowered = text.lower().strip()
    for prefix in ("search memory for", "search your memory for", "do you remember", "look up"):
        if lowered.startswith(prefix):
            query = text.strip()[len(prefix) :].strip(" ?.!") or text
            return [("search_memory", {"query": query})]
    return []


class StandInLLMService(LLMService):
    """A deterministic LLM stand-in that answers from the memory message it receives.

    Args:
        header: First line of the memory message (``HotMemConfig.inject_header``).
        tool_policy: Maps the newest user text to function calls to make instead of answering
            (e.g. :func:`search_tool_policy`); None never calls tools.
        **kwargs: Passed to ``LLMService``.

    Attributes:
        received: A copy of the messages of every inference, in order (for tests and demos).
        replies: Every reply spoken, in order.
    """

    def __init__(
        self, *, header: str = DEFAULT_HEADER, tool_policy: ToolPolicy | None = None, **kwargs: Any
    ) -> None:
        kwargs.setdefault("settings", _settings())
        super().__init__(**kwargs)
        self._header = header
        self._tool_policy = tool_policy
        self.received: list[list[dict[str, Any]]] = []
        self.replies: list[str] = []

    def can_generate_metrics(self) -> bool:
        """Report processing metrics like a real service."""
        return True

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        """Answer ``LLMContextFrame``s; pass every other frame on."""
        await super().process_frame(frame, direction)
        if isinstance(frame, LLMContextFrame):
            if not frame.speculation:
                await self._respond(frame.context)
        else:
            await self.push_frame(frame, direction)

    async def _respond(self, context: LLMContext) -> None:
        messages = [copy.deepcopy(m) for m in context.get_messages() if isinstance(m, dict)]
        self.received.append(messages)
        await self.push_frame(LLMFullResponseStartFrame())
        await self.start_processing_metrics()
        try:
            calls = self._calls(messages, context)
            if calls:
                await self.run_function_calls(calls)
            else:
                reply = compose_reply(messages, self._header)
                self.replies.append(reply)
                await self._push_llm_text(reply)
        finally:
            await self.stop_processing_metrics()
            await self.push_frame(LLMFullResponseEndFrame())

    def _calls(self, messages: list[dict[str, Any]], context: LLMContext) -> list[Any]:
        if self._tool_policy is None or not messages or messages[-1].get("role") != "user":
            return []
        text = _text(messages[-1])
        return [
            FunctionCallFromLLM(
                function_name=name,
                tool_call_id=f"call_{uuid.uuid4().hex[:12]}",
                arguments=args,
                context=context,
            )
            for name, args in self._tool_policy(text)
        ]


def _settings() -> LLMSettings:
    """Complete settings (every field given) so the service starts without complaints."""
    settings = LLMSettings(
        model="hotmem-stand-in",
        filter_incomplete_user_turns=False,
        use_provider_thinking_default=False,
    )
    for f in dataclasses.fields(settings):
        if f.name != "extra" and not is_given(getattr(settings, f.name)):
            setattr(settings, f.name, None)
    return settings


def memory_bullets(messages: Sequence[dict[str, Any]], header: str = DEFAULT_HEADER) -> list[str]:
    """The bullets of the newest memory message (system/developer, starting with ``header``)."""
    for message in reversed(messages):
        text = _text(message)
        if message.get("role") in ("system", "developer") and text.startswith(header):
            return [line[2:].strip() for line in text.splitlines() if line.startswith("• ")]
    return []


def compose_reply(messages: Sequence[dict[str, Any]], header: str = DEFAULT_HEADER) -> str:
    """The stand-in's answer to a conversation.

    From a tool result, or from the memory bullets that share the most words with the newest
    user message.
    """
    if not messages:
        return "Hello!"
    last = messages[-1]
    if last.get("role") == "tool":
        return _from_tool(_text(last))
    user = next((_text(m) for m in reversed(messages) if m.get("role") == "user"), "")
    best = _best_bullets(user, memory_bullets(messages, header))
    if _is_question(user):
        return " ".join(f"{b}." for b in best) if best else "I don't know that yet."
    return f"Got it. {' '.join(f'{b}.' for b in best)}".strip() if best else "Got it."


def _best_bullets(user: str, bullets: list[str], limit: int = 2) -> list[str]:
    words = _keywords(user)
    scored = [(len(words & _keywords(b)), i, b) for i, b in enumerate(bullets)]
    top = max((s for s, _, _ in scored), default=0)
    if top == 0:
        return []
    return [b for s, _, b in sorted(scored, key=lambda x: x[1]) if s == top][:limit]


def _keywords(text: str) -> set[str]:
    words = set()
    for word in folded_words(text):
        if word in _STOP:
            continue
        words.add(word[:-1] if len(word) > 3 and word.endswith("s") else word)
    return words


def _is_question(text: str) -> bool:
    stripped = text.strip()
    first = folded_words(stripped)[:1]
    return "?" in stripped or (bool(first) and first[0] in _QUESTION_START)


def _from_tool(content: str) -> str:
    try:
        data = json.loads(content)
    except (TypeError, ValueError):
        return f"The tool said: {content}"
    if not isinstance(data, dict):
        return f"The tool said: {content}"
    if "results" in data:
        texts = [r.get("text", "") for r in data["results"] if isinstance(r, dict)]
        texts = [t for t in texts if t]
        return "From memory: " + "; ".join(texts) + "." if texts else "I found nothing about that."
    if "stored" in data:
        return "Okay, I'll remember that." if data["stored"] else "I couldn't store that."
    if "deleted" in data:
        return f"Done, I forgot {data['deleted']} thing(s)."
    return f"The tool said: {content}"


def _text(message: dict[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return " ".join(p.get("text", "") for p in content if isinstance(p, dict))
    return ""
