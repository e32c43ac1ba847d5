"""Assistant replies: kept with the turn's episode, and scored for the "hint used" metric.

Pipecat's assistant aggregator broadcasts ``LLMContextAssistantTurnFrame`` with the text of each
finished assistant turn (as written to the context); the processor, upstream of it, receives
the upstream copy. Kept apart from :mod:`hotmem.processors.hotpath`; the mixin relies on the
attributes the processor sets (``_memory``, ``_stats``, ``_hints``, ``_rotating``, ...).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from pipecat.frames.frames import LLMContextAssistantTurnFrame

from hotmem.logs import log_error

if TYPE_CHECKING:
    from hotmem.processors.hotpath import HotPathProcessor

__all__ = ["ReplyMixin"]


class ReplyMixin:
    """Observes assistant replies for :class:`HotPathProcessor`."""

    def _observe_reply(self: HotPathProcessor, frame: LLMContextAssistantTurnFrame) -> None:
        """Score the reply against the memory message the LLM saw, then keep it (background)."""
        reply = frame.text if isinstance(frame.text, str) else ""
        user_id = self.user_id
        if not reply.strip() or user_id is None or not self._seen_once(frame):
            return
        hint_used = self._hints.used(reply, self._rotating.text)
        if hint_used is not None:
            self._stats.count("hint_used" if hint_used else "hint_unused")
        turn_id = self._last_result.turn_id if self._last_result is not None else None
        self._spawn(self._keep_reply(reply, user_id, turn_id, hint_used), "reply")

    async def _keep_reply(
        self: HotPathProcessor,
        reply: str,
        user_id: str,
        turn_id: str | None,
        hint_used: bool | None,
    ) -> None:
        try:
            if not self._memory.config.disable_extraction:
                await asyncio.to_thread(
                    self._memory.add_reply,
                    reply,
                    user_id=user_id,
                    session_id=self._session_id,
                    turn_id=turn_id,
                )
            self._stats.count("replies")
        except Exception:
            self._stats.count("failed")
            log_error("hotmem: could not keep the assistant's reply")
        await self._call_event_handler("on_assistant_reply", reply, hint_used)
