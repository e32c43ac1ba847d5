"""The role of the memory message, chosen for the family of the LLM adapter that sends it.

Each Pipecat adapter turns the context into a provider request its own way (measured on
pipecat-ai 1.14's adapters, see ``tests/processors/test_providers.py``):

* OpenAI chat completions (``openai``) with the ``developer`` role: ``system`` and
  ``developer`` messages are sent as they are, anywhere in the conversation.
* OpenAI-compatible services without it (``supports_developer_role = False``: Mistral,
  Perplexity, DeepSeek, Groq...): ``developer`` becomes ``user`` text; a ``system`` message is
  kept as ``system`` (Mistral and Perplexity keep it only in the leading block, so from the
  second turn it reaches them as user text either way).
* OpenAI Responses (``openai_responses``): both roles are sent as ``developer``.
* Providers with a separate system parameter (Anthropic, Gemini, Bedrock) and the realtime
  services: a ``system`` message at index 0 is taken as the system prompt, and dropped when
  the service has its own ``system_instruction``; a ``developer`` message is never dropped
  and reaches them as a separate user text block or user turn.

So the memory is a ``developer`` message except where that role would turn it into user text
while ``system`` survives. A configured role is kept where the provider keeps it.
"""

from __future__ import annotations

from typing import Any

__all__ = ["AUTO_ROLE", "adapter_family", "memory_role"]

AUTO_ROLE = "auto"
_OPENAI_CHAT = "openai"
_OPENAI_RESPONSES = "openai_responses"


def adapter_family(llm: Any) -> str | None:
    """The adapter family of a Pipecat LLM service (``openai``, ``anthropic``, ``google``...).

    It is the adapter's ``id_for_llm_specific_messages``; subclasses of the OpenAI adapter
    (Mistral, Perplexity, ...) share ``openai``. None when ``llm`` has no adapter.
    """
    get_adapter = getattr(llm, "get_llm_adapter", None)
    if get_adapter is None:
        return None
    try:
        family = get_adapter().id_for_llm_specific_messages
    except Exception:  # an unusual service must not stop the pipeline
        return None
    return family if isinstance(family, str) else None


def memory_role(configured: str, llm: Any) -> str:
    """The role the memory message takes in front of ``llm``.

    Args:
        configured: ``HotMemConfig.inject_role``: ``auto``, ``system`` or ``developer``.
        llm: The LLM service the context goes to, or None when it is not known.

    Returns:
        ``system`` or ``developer``: the configured role when the provider keeps it as that
        role wherever the message is placed, else the role it keeps.
    """
    family = adapter_family(llm)
    if family is None:
        kept: tuple[str, ...] = ("developer", "system")
    elif family == _OPENAI_CHAT:
        developer = getattr(llm, "supports_developer_role", True) is not False
        kept = ("developer", "system") if developer else ("system",)
    elif family == _OPENAI_RESPONSES:
        kept = ("developer", "system")
    else:
        kept = ("developer",)
    return configured if configured in kept else kept[0]
