"""LLM tools over the memory: ``search_memory``, ``remember`` and ``forget``.

The passive injection covers most turns; these let the model look up what it did not bring,
store a fact on purpose, or delete one when the user asks. Results are JSON-friendly and
complete: limited by count, never truncated mid-text.

Example::

    tools = HotMemTools(memory, user_id="alice")
    tools.register(llm, context)      # llm.register_function + the context's ToolsSchema

    # or, with the user taken from the processor (frames' user_id):
    tools = HotMemTools(memory, user_id=lambda: hotpath.user_id)
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

from pipecat.adapters.llm.schemas.function_schema import FunctionSchema
from pipecat.adapters.llm.schemas.tools_schema import ToolsSchema
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.services.llm_service import FunctionCallParams, LLMService
from pipecat.utils.types import is_given

from hotmem.exceptions import HotMemError
from hotmem.lang import get_language
from hotmem.logs import log_error
from hotmem.memory import HotMem
from hotmem.models import Fact, Memory
from hotmem.text import neutralize, normalize_entity

__all__ = ["FORGET", "REMEMBER", "SEARCH_MEMORY", "HotMemTools", "add_tools"]

SEARCH_MEMORY = "search_memory"
REMEMBER = "remember"
FORGET = "forget"
_MAX_LIMIT = 20
_USER_WORDS = frozenset({"user", "the user", "me", "i", "myself", "my", "you", "yourself"})

Handler = Callable[[FunctionCallParams], Awaitable[None]]


class HotMemTools:
    """The memory tools of one conversation.

    Args:
        memory: The engine.
        user_id: The user, or a callable returning it (e.g. ``lambda: hotpath.user_id``).
        session_id: Session under which ``remember`` runs (kept apart from the conversation's
            own session so the rotating message's window is not disturbed).
        max_results: Upper bound of ``search_memory``'s ``limit``.
        allow_forget: Offer the ``forget`` tool (hard delete) to the model.
    """

    def __init__(
        self,
        memory: HotMem,
        *,
        user_id: str | Callable[[], str | None],
        session_id: str = "tools",
        max_results: int = 10,
        allow_forget: bool = True,
    ) -> None:
        if not isinstance(memory, HotMem):
            raise TypeError(f"memory must be a HotMem, got {type(memory).__name__}")
        if not callable(user_id) and (not isinstance(user_id, str) or not user_id.strip()):
            raise ValueError("user_id must be a non-empty string or a callable")
        if not 1 <= max_results <= _MAX_LIMIT:
            raise ValueError(f"max_results must be in 1..{_MAX_LIMIT}")
        self._memory = memory
        self._user_id = user_id
        self._session_id = session_id
        self._max_results = max_results
        self._allow_forget = allow_forget

    # --- schemas and registration -------------------------------------------------------

    def schemas(self) -> list[FunctionSchema]:
        """The tools' ``FunctionSchema``s (advertise-only; handlers come from ``register``)."""
        schemas = [
            FunctionSchema(
                name=SEARCH_MEMORY,
                description=(
                    "Search what the user told you in earlier conversations: facts about "
                    "them and the people, places and things in their life, and past turns."
                ),
                properties={
                    "query": {"type": "string", "description": "What to look for."},
                    "kind": {
                        "type": "string",
                        "enum": ["facts", "episodes", "both"],
                        "description": "Facts, past user turns, or both (default).",
                    },
                    "limit": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": self._max_results,
                        "description": "Maximum number of results (default 5).",
                    },
                },
                required=["query"],
            ),
            FunctionSchema(
                name=REMEMBER,
                description="Store a fact the user wants you to remember, in their words.",
                properties={
                    "statement": {
                        "type": "string",
                        "description": "A first-person statement, e.g. 'My sister lives in Rome.'",
                    }
                },
                required=["statement"],
            ),
        ]
        if self._allow_forget:
            schemas.append(
                FunctionSchema(
                    name=FORGET,
                    description=(
                        "Permanently delete stored facts the user asked you to forget. 'you' is "
                        "the user. Give the subject and, to narrow it, the relation and/or object."
                    ),
                    properties={
                        "subject": {"type": "string", "description": "e.g. 'you' or 'anna'."},
                        "relation": {"type": "string", "description": "e.g. 'lives_in', 'sister'."},
                        "object": {"type": "string", "description": "e.g. 'paris'."},
                    },
                    required=["subject"],
                )
            )
        return schemas

    def handlers(self) -> dict[str, Handler]:
        """Tool name -> Pipecat function-call handler."""
        handlers: dict[str, Handler] = {SEARCH_MEMORY: self.search_memory, REMEMBER: self.remember}
        if self._allow_forget:
            handlers[FORGET] = self.forget
        return handlers

    def register(self, llm: LLMService, context: LLMContext | None = None) -> None:
        """Register the handlers on ``llm`` and advertise the tools in ``context``.

        The context's existing tools (standard, direct functions, provider-native) are kept.
        """
        for name, handler in self.handlers().items():
            llm.register_function(name, handler)
        if context is not None:
            add_tools(context, self.schemas())

    # --- handlers -------------------------------------------------------------------------

    async def search_memory(self, params: FunctionCallParams) -> None:
        """``search_memory(query, kind="both", limit=5)``.

        The user's request that led to the call is not returned as a result of its own.
        """
        args = params.arguments
        asked = _newest_user_text(params.context)
        await self._answer(params, lambda user: self._search(user, args, asked))

    async def remember(self, params: FunctionCallParams) -> None:
        """``remember(statement)``: runs the statement through ``process_turn``."""
        args = params.arguments
        await self._answer(params, lambda user: self._remember(user, args))

    async def forget(self, params: FunctionCallParams) -> None:
        """``forget(subject, relation=None, object=None)``: hard delete, counted."""
        args = params.arguments
        await self._answer(params, lambda user: self._forget(user, args))

    async def _answer(
        self, params: FunctionCallParams, work: Callable[[str], dict[str, Any]]
    ) -> None:
        user_id = self._user_id() if callable(self._user_id) else self._user_id
        if not user_id:
            result: dict[str, Any] = {"error": "no user is known yet"}
        else:
            try:
                result = await asyncio.to_thread(work, user_id)
            except (HotMemError, TypeError, ValueError) as exc:
                result = {"error": str(exc)}
            except Exception as exc:
                log_error("hotmem: tool {} failed", params.function_name)
                result = {"error": f"memory unavailable: {type(exc).__name__}"}
        await params.result_callback(result)

    def _search(self, user_id: str, args: Any, asked: str | None) -> dict[str, Any]:
        query = str(args.get("query") or "").strip()
        kind = str(args.get("kind") or "both")
        limit = _clamp(args.get("limit"), 5, 1, self._max_results)
        hits: list[Memory] = []
        if query:
            found = self._memory.search(query, user_id, limit=min(limit + 1, 100), kind=kind)
            hits = [m for m in found if not (m.kind == "episode" and m.text == asked)][:limit]
        return {
            "query": query,
            "kind": kind,
            "count": len(hits),
            "results": [_memory_dict(m) for m in hits],
        }

    def _remember(self, user_id: str, args: Any) -> dict[str, Any]:
        statement = str(args.get("statement") or "").strip()
        if not statement:
            return {"error": "statement is empty", "stored": []}
        result = self._memory.process_turn(statement, user_id=user_id, session_id=self._session_id)
        stored = [_fact_dict(f) for f in result.facts if f.is_asserted]
        return {
            "intent": result.intent,
            "stored": stored,
            "retracted": [_fact_dict(f) for f in result.retracted],
            "note": None if stored else "no fact could be extracted from the statement",
        }

    def _forget(self, user_id: str, args: Any) -> dict[str, Any]:
        lang = get_language("en")
        subject = _entity(args.get("subject"), lang)
        if subject is None:
            return {"error": "subject is required", "deleted": 0}
        relation = args.get("relation")
        relation = "_".join(str(relation).lower().split()) if relation else None
        obj = _entity(args.get("object"), lang)
        deleted = self._memory.forget(user_id, subject, relation or None, obj)
        return {"deleted": deleted, "subject": subject, "relation": relation, "object": obj}


def add_tools(context: LLMContext, schemas: list[FunctionSchema]) -> ToolsSchema:
    """Advertise ``schemas`` in the context, keeping its other tools (same names replaced).

    Direct functions stay direct functions (their handlers keep auto-registering) and
    provider-native ``custom_tools`` are carried over.
    """
    names = {s.name for s in schemas}
    current = context.tools
    kept: list[Any] = []
    custom = None
    if is_given(current) and isinstance(current, ToolsSchema):
        direct = {w.name: w.function for w in current.direct_functions}
        for schema in current.standard_tools:
            if schema.name not in names:
                kept.append(direct.get(schema.name, schema))
        custom = current.custom_tools
    merged = ToolsSchema(standard_tools=[*kept, *schemas], custom_tools=custom)
    context.set_tools(merged)
    return merged


def _newest_user_text(context: Any) -> str | None:
    """The text of the newest user message of a context (None when unknown)."""
    try:
        messages = context.get_messages() if context is not None else []
    except Exception:
        return None
    for message in reversed(messages):
        if isinstance(message, dict) and message.get("role") == "user":
            content = message.get("content")
            return content.strip() if isinstance(content, str) else None
    return None


def _entity(value: Any, lang: Any) -> str | None:
    if value is None or not str(value).strip():
        return None
    text = str(value).strip()
    if text.lower() in _USER_WORDS:
        return "you"
    normalized = normalize_entity(text.split(), lang)
    return normalized or None


def _clamp(value: Any, default: int, low: int, high: int) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        return default
    return max(low, min(high, number))


def _when(timestamp: float | None) -> str | None:
    if not timestamp:
        return None
    return datetime.fromtimestamp(timestamp, UTC).isoformat(timespec="seconds")


def _fact_dict(fact: Fact) -> dict[str, Any]:
    return {
        "subject": neutralize(fact.subject),
        "relation": fact.relation,
        "object": neutralize(fact.object),
        "confidence": round(fact.confidence, 3),
        "status": fact.status,
    }


def _memory_dict(memory: Memory) -> dict[str, Any]:
    return {
        "kind": memory.kind,
        "text": neutralize(memory.text),  # shown to the model whole, as data
        "score": round(memory.score, 4),
        "turn_id": memory.turn_id,
        "when": _when(memory.timestamp),
        "fact": _fact_dict(memory.fact) if memory.fact is not None else None,
    }
