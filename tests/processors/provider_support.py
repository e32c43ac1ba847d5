"""What each provider receives: Pipecat's real adapters run on the contexts hotmem produces.

A :class:`Family` names one of Pipecat's LLM adapters and the arguments its service passes
to ``get_llm_invocation_params``; :func:`received` runs the adapter and flattens the request
into the system text and the conversation as ``(role, [text blocks])`` turns, whatever the
provider's format. Adapters whose SDK is not installed are reported as unavailable.
"""

from __future__ import annotations

import importlib
import json
import warnings
from dataclasses import dataclass, field
from typing import Any

from pipecat.processors.aggregators.llm_context import LLMContext

from hotmem.processors.standin import StandInLLMService

PROMPT = "You are a friendly voice assistant. Keep answers short."


@dataclass(frozen=True, slots=True)
class Family:
    """One Pipecat LLM adapter as its service uses it.

    Attributes:
        name: Label in reports.
        module: Module of the adapter class.
        adapter: Adapter class name.
        supports_developer_role: The service's ``supports_developer_role`` (OpenAI family).
        kwargs: Arguments the service passes besides the context and ``system_instruction``.
    """

    name: str
    module: str
    adapter: str
    supports_developer_role: bool = True
    kwargs: dict[str, Any] = field(default_factory=dict)

    def adapter_class(self) -> type | None:
        """The adapter class, or None when its provider SDK is not installed."""
        try:
            return getattr(importlib.import_module(self.module), self.adapter)
        except Exception:  # the adapters raise plain Exception for a missing SDK
            return None

    def stand_in(self, **kwargs: Any) -> StandInLLMService | None:
        """A stand-in LLM service with this family's adapter (None when unavailable)."""
        cls = self.adapter_class()
        if cls is None:
            return None
        service = type(
            f"StandIn{self.adapter}",
            (StandInLLMService,),
            {"adapter_class": cls, "supports_developer_role": self.supports_developer_role},
        )
        return service(**kwargs)


_ADAPTERS = "pipecat.adapters.llm.services"
_NO_TRAILING_USER = {"ensure_last_message_is_user": False}
FAMILIES = (
    Family(
        "OpenAI",
        f"{_ADAPTERS}.open_ai_adapter",
        "OpenAILLMAdapter",
        kwargs={"convert_developer_to_user": False},
    ),
    Family(
        "OpenAI-compatible, no developer role (DeepSeek, Groq...)",
        f"{_ADAPTERS}.open_ai_adapter",
        "OpenAILLMAdapter",
        supports_developer_role=False,
        kwargs={"convert_developer_to_user": True},
    ),
    Family(
        "Mistral",
        f"{_ADAPTERS}.mistral_adapter",
        "MistralLLMAdapter",
        supports_developer_role=False,
        kwargs={"convert_developer_to_user": True},
    ),
    Family(
        "Perplexity",
        f"{_ADAPTERS}.perplexity_adapter",
        "PerplexityLLMAdapter",
        supports_developer_role=False,
        kwargs={"convert_developer_to_user": True},
    ),
    Family(
        "OpenAI Responses", f"{_ADAPTERS}.open_ai_responses_adapter", "OpenAIResponsesLLMAdapter"
    ),
    Family(
        "Anthropic",
        f"{_ADAPTERS}.anthropic_adapter",
        "AnthropicLLMAdapter",
        kwargs={"enable_prompt_caching": True, **_NO_TRAILING_USER},
    ),
    Family("Gemini", f"{_ADAPTERS}.gemini_adapter", "GeminiLLMAdapter", kwargs=_NO_TRAILING_USER),
    Family(
        "Bedrock", f"{_ADAPTERS}.bedrock_adapter", "AWSBedrockLLMAdapter", kwargs=_NO_TRAILING_USER
    ),
)


@dataclass(frozen=True, slots=True)
class Request:
    """A provider request, flattened.

    Attributes:
        system: Texts of the system parameter or of leading system/developer messages.
        turns: The rest, in order, as (role, text blocks); roles as the provider names them.
        raw: The request's messages serialised (for the shared-prefix measure).
    """

    system: tuple[str, ...]
    turns: tuple[tuple[str, tuple[str, ...]], ...]
    raw: str

    def role_of(self, needle: str) -> str | None:
        """The role of the turn with a block containing ``needle`` (``system`` for the
        system parameter), None when nothing contains it."""
        if any(needle in text for text in self.system):
            return "system"
        for role, blocks in self.turns:
            if any(needle in block for block in blocks):
                return role
        return None

    def blocks(self) -> list[str]:
        """Every text block in the order the provider reads them."""
        return [*self.system, *(block for _, blocks in self.turns for block in blocks)]


_CONTEXT_SYSTEM_MESSAGE = '`LLMContext(messages=[{"role": "system"'


async def received(family: Family, messages: list[Any], system_instruction: str | None) -> Request:
    """What the provider of ``family`` receives for a context holding ``messages``."""
    cls = family.adapter_class()
    assert cls is not None, f"{family.name}: adapter unavailable"
    adapter = cls()
    context = LLMContext(messages=[dict(m) if isinstance(m, dict) else m for m in messages])
    # Pipecat warns (with its own "always" filter) about a context system message; contexts
    # that hold one on purpose here must not report it, any other warning still shows.
    with warnings.catch_warnings(record=True) as caught:
        params = await adapter.get_llm_invocation_params(
            context, system_instruction=system_instruction, **family.kwargs
        )
    for warning in caught:
        if not str(warning.message).startswith(_CONTEXT_SYSTEM_MESSAGE):
            warnings.warn_explicit(
                warning.message, warning.category, warning.filename, warning.lineno
            )
    return _flatten(params)


def _flatten(params: Any) -> Request:
    system: list[str] = []
    for key in ("system", "system_instruction", "instructions"):
        system.extend(_texts(params.get(key)))
    items = params.get("messages")
    if items is None:
        items = params.get("input", [])
    turns: list[tuple[str, tuple[str, ...]]] = []
    for item in items:
        role, content = _role_content(item)
        if not turns and role == "system":
            system.extend(_texts(content))
            continue
        turns.append((role, tuple(_texts(content))))
    raw = json.dumps([[role, list(blocks)] for role, blocks in turns], ensure_ascii=False)
    return Request(tuple(system), tuple(turns), json.dumps(system) + raw)


def _role_content(item: Any) -> tuple[str, Any]:
    if isinstance(item, dict):
        return str(item.get("role")), item.get("content")
    # google.genai Content: role + parts
    return str(getattr(item, "role", None)), getattr(item, "parts", None)


def _texts(content: Any) -> list[str]:
    if content is None or isinstance(content, bool):
        return []
    if isinstance(content, str):
        return [content]
    if isinstance(content, dict):
        text = content.get("text")
        return [text] if isinstance(text, str) else []
    if isinstance(content, list | tuple):
        return [text for part in content for text in _texts(part)]
    text = getattr(content, "text", None)  # google.genai Part
    return [text] if isinstance(text, str) else []
