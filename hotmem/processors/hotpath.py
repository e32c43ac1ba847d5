"""``HotPathProcessor``: the drop-in Pipecat processor that gives a bot its memory.

Place it just before the user aggregator::

    hotpath = HotPathProcessor(memory=memory, context=context, user_id="alice")
    pipeline = Pipeline([transport.input(), stt, hotpath, user_aggregator, llm, tts,
                         transport.output(), assistant_aggregator])

For each final transcription it holds the frame (never longer than the deadline), runs
:meth:`hotmem.HotMem.process_turn` in a worker thread, updates the ONE rotating memory message
of the context, and only then lets the transcription go on: the user aggregator appends the
user message after the memory message and triggers the LLM with both. Anything that goes wrong
inside fails open: the frame goes on unchanged, the error is logged, counted and pushed as a
non-fatal ``ErrorFrame``, and the bot answers without memory that turn. A missed deadline is
no error: it is counted (``timed_out``) and logged as a warning at most once a minute.

The language models load in a background thread started with the processor
(:mod:`hotmem.processors.loading`), so the pipeline starts at once; a turn whose language is
not loaded yet passes without memory (counter ``not_ready``), its facts stored once it is in.

With a speech-to-speech service (OpenAI Realtime, Gemini Live, Nova Sonic ...), place the
processor between the user aggregator and the service: the service sends the user's
transcriptions upstream, after it has heard the audio. Those are never held: their facts are
stored in the background, and the memories they bring up go to the service as context for its
next answers (an ``LLMMessagesAppendFrame`` that asks for no response).

At the start (``greet``), the user's core facts are put in the context before anything is
said, so the bot's first turn, a greeting, can use them (:meth:`hotmem.HotMem.greeting`).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
import uuid
from collections.abc import Callable
from typing import Any

from loguru import logger
from pipecat.frames.frames import (
    CancelFrame,
    EndFrame,
    Frame,
    InterimTranscriptionFrame,
    LLMContextAssistantTurnFrame,
    LLMContextFrame,
    LLMMessagesAppendFrame,
    LLMMessagesTransformFrame,
    StartFrame,
    TranscriptionFrame,
)
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.frame_processor import FrameDirection, FrameProcessor, FrameProcessorSetup
from pipecat.utils.errors import ErrorCategory

from hotmem import nlp
from hotmem.exceptions import HotMemError
from hotmem.logs import log_error
from hotmem.memory import HotMem
from hotmem.models import TurnResult
from hotmem.processors.context import RotatingMessage, same_order
from hotmem.processors.hints import HintTracker
from hotmem.processors.lifecycle import LifecycleMixin
from hotmem.processors.loading import ModelLoader, loader_for
from hotmem.processors.providers import memory_role
from hotmem.processors.replies import ReplyMixin
from hotmem.processors.support import ProcessorStats, RateLimitedWarning, frame_lang
from hotmem.text import clean_utterance

__all__ = ["HotPathProcessor"]


class HotPathProcessor(LifecycleMixin, ReplyMixin, FrameProcessor):
    """Keeps one memory message in the LLM context up to date on every user turn.

    Args:
        memory: The engine, shared safely by any number of processors (sessions).
        context: The ``LLMContext`` shared with the aggregators. When None it is taken from
            the ``LLMUserAggregator`` that follows; without one, the message is edited through
            ``LLMMessagesTransformFrame``.
        user_id: Owner of the memory. When None, each transcription's ``user_id`` is used; a
            transcription without one passes through without memory.
        session_id: Conversation id (default: a fresh id per processor).
        deadline_ms: Longest hold of a transcription (default: ``memory.config.deadline_ms``).
        prewarm_interim: On interim transcriptions, move the spoken language's model and the
            user's index to the front of the background loading (never touches the context).
        on_turn: Called with each :class:`~hotmem.TurnResult` that made its deadline.
        warm_up: Start loading the language models (and the user's index) in a background
            thread now; without it they start loading when a turn needs them. The pipeline
            never waits for them.
        report_interval_s: Seconds between rolling p50/p95 log lines (0 disables them).
        greet: At the start, put the user's core facts in the context (needs ``user_id``).
        **kwargs: Passed to ``FrameProcessor``.

    Event handlers:
        ``on_memory_turn(processor, result)``: a turn's result was applied to the context.
        ``on_assistant_reply(processor, reply, hint_used)``: an assistant reply was kept;
        ``hint_used`` is None when no memory message was shown.
    """

    def __init__(
        self,
        *,
        memory: HotMem,
        context: LLMContext | None = None,
        user_id: str | None = None,
        session_id: str | None = None,
        deadline_ms: float | None = None,
        prewarm_interim: bool = False,
        on_turn: Callable[[TurnResult], None] | None = None,
        warm_up: bool = True,
        report_interval_s: float = 30.0,
        greet: bool = True,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        if not isinstance(memory, HotMem):
            raise TypeError(f"memory must be a HotMem, got {type(memory).__name__}")
        if context is not None and not isinstance(context, LLMContext):
            raise TypeError(f"context must be an LLMContext, got {type(context).__name__}")
        for name, value in (("user_id", user_id), ("session_id", session_id)):
            if value is not None and (not isinstance(value, str) or not value.strip()):
                raise ValueError(f"{name} must be a non-empty string or None")
        if deadline_ms is not None and (
            isinstance(deadline_ms, bool)
            or not isinstance(deadline_ms, int | float)
            or deadline_ms <= 0
        ):
            raise ValueError(f"deadline_ms must be a positive number, got {deadline_ms!r}")
        self._memory = memory
        self._context = context
        self._user_id = user_id
        self._last_user_id: str | None = user_id
        self._session_id = session_id or f"pipecat-{uuid.uuid4().hex[:12]}"
        self._deadline_ms = deadline_ms
        self._prewarm_interim = prewarm_interim
        self._on_turn = on_turn
        self._greet = greet
        self._init_lifecycle(report_interval_s=report_interval_s)
        self._loader = loader_for(memory)
        if warm_up:
            self._loader.start(user_id)
        self._lang: str | None = None  # the conversation's last language
        self._backlog = asyncio.Lock()  # turns that passed before their model was ready
        cfg = memory.config
        self._rotating = RotatingMessage(
            role=memory_role(cfg.inject_role, None), placement=cfg.inject_placement
        )
        self._hints = HintTracker()
        self._stats = ProcessorStats(memory)
        self._deadline_warning = RateLimitedWarning()
        self._last_result: TurnResult | None = None
        self._transformed = False  # a transform frame carried a message (context=None)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._register_event_handler("on_memory_turn")
        self._register_event_handler("on_assistant_reply")

    # --- public state -------------------------------------------------------------------

    @property
    def memory(self) -> HotMem:
        """The engine this processor feeds."""
        return self._memory

    @property
    def user_id(self) -> str | None:
        """The user of the conversation (constructor value, else the last frame's)."""
        return self._user_id or self._last_user_id

    @property
    def session_id(self) -> str:
        """The conversation id given to the engine."""
        return self._session_id

    @property
    def context(self) -> LLMContext | None:
        """The context edited (given, or found on the user aggregator at setup)."""
        return self._context

    @property
    def memory_message(self) -> dict[str, Any] | None:
        """The rotating memory message object (None before the first fact)."""
        return self._rotating.message

    @property
    def loader(self) -> ModelLoader:
        """The engine's background model loader (shared by its processors)."""
        return self._loader

    @property
    def deadline_ms(self) -> float:
        """The effective deadline of a held transcription."""
        return float(self._deadline_ms or self._memory.config.deadline_ms)

    def counters(self) -> dict[str, int]:
        """Counters of this processor: turns, injected, skipped, timed_out, failed, ..."""
        return self._stats.counters()

    def can_generate_metrics(self) -> bool:
        """Processing metrics (the hold of each transcription) are reported when enabled."""
        return True

    async def setup(self, setup: FrameProcessorSetup) -> None:
        """Find the user aggregator and the LLM (the models load in the background)."""
        await super().setup(setup)
        llm = self._attach_aggregator()
        self._rotating.set_role(memory_role(self._memory.config.inject_role, llm))

    # --- frames -------------------------------------------------------------------------

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        """Hold user turns for memory; pass every frame on in its own direction.

        A user turn is a final transcription or the user messages of an
        ``LLMMessagesAppendFrame`` (typed input, e.g. RTVI ``send-text``).
        """
        said = _user_text(frame) if direction == FrameDirection.DOWNSTREAM else None
        heard = _heard_text(frame) if direction == FrameDirection.UPSTREAM else None
        hold = said is not None
        if hold and hasattr(frame, "interruptible"):
            # Set before anything awaits: an InterruptionFrame arriving while the frame is
            # held must not cancel this task, or the user's words would be lost. It stays
            # set on the way to the aggregator, so the hold never widens the window in which
            # an interruption could drop the frame from a queue.
            frame.interruptible = False
        await super().process_frame(frame, direction)

        if isinstance(frame, StartFrame):
            await self.push_frame(frame, direction)
            self._start_background()
            self._watch_messages(asyncio.get_running_loop())
            if self._greet and self._user_id is not None:
                self._spawn(self._greet_user(self._user_id), "greeting")
        elif isinstance(frame, EndFrame):
            await self._shutdown(graceful=True)
            await self.push_frame(frame, direction)
        elif isinstance(frame, CancelFrame):
            await self._shutdown(graceful=False)  # before the pipeline tears down
            await self.push_frame(frame, direction)
        elif said is not None:
            await self._handle_turn(frame, direction, said)
        elif heard is not None:
            await self.push_frame(frame, direction)  # the model heard it already: no hold
            self._spawn(self._remember_heard(frame, heard), "speech-to-speech")
        elif isinstance(frame, InterimTranscriptionFrame):
            await self.push_frame(frame, direction)
            if self._prewarm_interim:
                self._prewarm(frame)
        elif isinstance(frame, LLMContextAssistantTurnFrame):
            await self.push_frame(frame, direction)
            self._observe_reply(frame)
        else:
            await self.push_frame(frame, direction)

    async def _handle_turn(self, frame: Frame, direction: FrameDirection, said: str) -> None:
        started = time.perf_counter()
        self._stats.count("turns")
        error: tuple[str, Exception | None] | None = None
        try:
            error = await self._remember(frame, said)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # fail open, whatever happened
            self._stats.count("failed")
            log_error("hotmem: memory step failed: {}", exc)
            error = (f"hotmem: memory step failed, turn passed without memory: {exc}", exc)
        self._stats.hold((time.perf_counter() - started) * 1000)
        await self.push_frame(frame, direction)
        if error is not None:
            await self.push_error(error[0], exception=error[1], category=ErrorCategory.APPLICATION)

    async def _remember(self, frame: Frame, said: str) -> tuple[str, Exception | None] | None:
        """Run the turn under the deadline and apply it; returns an error to report, if any."""
        cfg = self._memory.config
        user_id = self._resolve_user(frame)
        if user_id is None:
            self._stats.count("no_user")
            logger.warning("hotmem: transcription without user_id passed through without memory")
            return None
        if cfg.disable_injection and cfg.disable_extraction:
            self._stats.count("disabled")
            return None
        lang = self._turn_lang(said, frame)
        call = (said, user_id, lang)
        if lang is None or not self._loader.ready(lang):
            # The model is still loading: never hold the frame for it. The turn is kept in
            # order behind the load, so its facts are stored.
            self._stats.count("not_ready")
            self._loader.want([lang or cfg.default_lang], user_id)
            self._spawn(self._run_in_order(call), "not-ready")
            return None
        if cfg.disable_injection:
            # Nothing to inject: never hold the frame, extract in the background.
            self._spawn(self._run_in_thread(call), "extract")
            return None
        await self.start_processing_metrics()
        try:
            result = await self._within_deadline(call)
        except TimeoutError:
            # Failing open is the design here, not an error: counted, and a warning at most
            # once a minute so error monitoring is not flooded.
            self._stats.count("timed_out")
            self._deadline_warning.warn(
                f"hotmem: memory step exceeded its {self.deadline_ms:.0f} ms deadline; "
                "turn passed without memory (its facts are still stored)"
            )
            return None
        finally:
            await self.stop_processing_metrics()
        await self._apply(result)
        return None

    def _turn_lang(self, text: str, frame: Frame) -> str | None:
        """The language of a turn, when it can be told without waiting for a model.

        The STT's language when it gives a configured one, else the engine's detector (on
        the same cleaned text and with the same fallback as the engine); None while the
        configured languages' data is still loading.
        """
        cfg = self._memory.config
        lang = frame_lang(getattr(frame, "language", None), cfg.langs)
        if lang is None and len(cfg.langs) == 1:
            lang = cfg.langs[0]
        if lang is None and self._loader.detection_ready():
            clean, _ = clean_utterance(text, cfg.max_input_chars)
            lang = nlp.detect_language(clean, cfg.langs, self._lang or cfg.default_lang)
        if lang is not None:
            self._lang = lang
        return lang

    async def _run_in_order(self, call: tuple[str, str, str | None]) -> None:
        """Run a turn that passed without memory, after those before it (facts stored)."""
        async with self._backlog:
            await self._run_in_thread(call)

    async def _run_in_thread(self, call: tuple[str, str, str | None]) -> TurnResult:
        text, user_id, lang = call
        return await asyncio.to_thread(
            self._memory.process_turn,
            text,
            user_id=user_id,
            session_id=self._session_id,
            lang=lang,
        )

    async def _within_deadline(self, call: tuple[str, str, str | None]) -> TurnResult:
        future = asyncio.ensure_future(self._run_in_thread(call))
        try:
            return await asyncio.wait_for(asyncio.shield(future), self.deadline_ms / 1000)
        except (TimeoutError, asyncio.CancelledError):
            future.add_done_callback(self._late_result)
            raise

    def _late_result(self, future: asyncio.Future[TurnResult]) -> None:
        """A held turn gave up on this result: the store has it, this turn's context not."""
        if future.cancelled():
            return
        exc = future.exception()
        if exc is not None:
            self._stats.count("failed")
            logger.error("hotmem: a turn that missed its deadline then failed: {}", exc)
        else:
            self._stats.count("late")
            logger.info("hotmem: a turn that missed its deadline finished (facts stored)")

    async def _apply(self, result: TurnResult) -> None:
        """Put the result's memory message in the context (or transform frame) and report."""
        self._last_result = result
        self._hints.observe(result)
        await self._show(result.context_message, user_pending=True)
        await self._report_turn(result)

    async def _show(self, text: str | None, *, user_pending: bool) -> None:
        """Make ``text`` the rotating message, in the context or through a transform frame."""
        self._rotating.set_text(text)
        if self._context is not None:
            self._place_in_context(self._context, user_pending=user_pending)
        elif self._rotating.message is not None or self._transformed:
            self._transformed = True
            transform = LLMMessagesTransformFrame(
                transform=lambda msgs: self._rotating.apply(msgs, user_pending=user_pending)
            )
            transform.interruptible = False
            await self.push_frame(transform)

    async def _report_turn(self, result: TurnResult) -> None:
        """Count the turn and tell the callback and the event handlers."""
        self._stats.count("injected" if result.bullets else "skipped")
        if self._on_turn is not None:
            try:
                self._on_turn(result)
            except Exception:
                log_error("hotmem: on_turn callback raised")
        await self._call_event_handler("on_memory_turn", result)

    async def _greet_user(self, user_id: str) -> None:
        """Show the user's core facts before anything is said (:meth:`HotMem.greeting`)."""
        text = await asyncio.to_thread(self._memory.greeting, user_id, self._session_id)
        if text is None or self._last_result is not None:
            return  # nothing known, or a turn already showed a newer message
        await self._show(text, user_pending=False)

    async def _remember_heard(self, frame: Frame, heard: str) -> None:
        """A speech-to-speech service's transcription of the user: remember it, tell the model.

        The service answers the audio itself, so nothing waits for memory: the turn runs in
        order with the others, its facts are stored, and the memories it brings up go to the
        service, which takes them in as context without answering them.
        """
        user_id = self._resolve_user(frame)
        if user_id is None:
            self._stats.count("no_user")
            logger.warning("hotmem: transcription without user_id passed through without memory")
            return
        self._stats.count("turns")
        lang = self._turn_lang(heard, frame)
        async with self._backlog:
            result = await self._run_in_thread((heard, user_id, lang))
        self._last_result = result
        self._hints.observe(result)
        if result.bullets and not self._memory.config.disable_injection:
            text = "\n".join([self._memory.config.inject_header, *result.bullets])
            await self.push_frame(
                LLMMessagesAppendFrame(
                    messages=[{"role": self._rotating.role, "content": text}], run_llm=False
                )
            )
        await self._report_turn(result)

    # --- a forget outside the turn (the LLM tool, another component) -----------------------

    def _watch_messages(self, loop: asyncio.AbstractEventLoop) -> None:
        """Follow message rewrites of this conversation made outside its turns (forgets)."""
        self._loop = loop
        self._memory.remove_message_listener(self._on_message_rewritten)
        self._memory.add_message_listener(self._on_message_rewritten)

    def _on_message_rewritten(self, user_id: str, session_id: str, _text: str | None) -> None:
        """Runs in the forgetting thread: hand the refresh to the pipeline's loop.

        The tool's handler resumes through the same loop after its worker thread returns, so
        the refresh runs before the tool result reaches the model.
        """
        loop = self._loop
        if session_id != self._session_id or user_id != self.user_id or loop is None:
            return
        with contextlib.suppress(RuntimeError):  # the loop is closed: nothing to refresh
            loop.call_soon_threadsafe(self._refresh_message)

    def _refresh_message(self) -> None:
        """Show the model the session's current message (a forgotten fact leaves it)."""
        user_id = self.user_id
        if user_id is None:
            return
        try:
            self._rotating.set_text(self._memory.message(user_id, self._session_id))
        except HotMemError:  # closed store, odd user id: keep what is shown
            return
        if self._context is not None:
            self._place_in_context(self._context, user_pending=False)

    def _place_in_context(self, context: LLMContext, *, user_pending: bool) -> None:
        """Put the rotating message in its place in the context, if it moved or changed."""
        messages = context.get_messages()
        updated = self._rotating.apply(messages, user_pending=user_pending)
        if not same_order(messages, updated):
            context.set_messages(updated)

    def _resolve_user(self, frame: Frame) -> str | None:
        if self._user_id:
            return self._user_id
        frame_user = getattr(frame, "user_id", None)
        if isinstance(frame_user, str) and frame_user.strip():
            self._last_user_id = frame_user
            return frame_user
        return None

    # --- LLM trigger: keep the message just before the newest user message -----------------

    def _on_aggregator_push(self, _aggregator: FrameProcessor, frame: Frame) -> None:
        """Runs in the user aggregator right before it triggers the LLM."""
        if not isinstance(frame, LLMContextFrame) or self._rotating.message is None:
            return
        try:
            messages = frame.context.get_messages()
            if not self._rotating.is_placed(messages) and frame.context is not self._context:
                return
            updated = self._rotating.apply(messages, user_pending=False)
            if not same_order(messages, updated):
                frame.context.set_messages(updated)
        except Exception:  # never break the aggregator
            log_error("hotmem: could not place the memory message")


def _user_text(frame: Frame) -> str | None:
    """What the user said in a frame (None when the frame is no user turn).

    A final transcription's text, or the user messages of an ``LLMMessagesAppendFrame``.
    """
    if isinstance(frame, TranscriptionFrame):
        text = frame.text if isinstance(frame.text, str) else ""
    elif isinstance(frame, LLMMessagesAppendFrame):
        parts = [
            _content_text(m.get("content"))
            for m in frame.messages
            if isinstance(m, dict) and m.get("role") == "user"
        ]
        text = " ".join(p for p in parts if p)
    else:
        return None
    return text if text.strip() else None


def _heard_text(frame: Frame) -> str | None:
    """The text of a transcription travelling upstream (a speech-to-speech service's), or None."""
    if not isinstance(frame, TranscriptionFrame) or not isinstance(frame.text, str):
        return None
    return frame.text if frame.text.strip() else None


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return " ".join(
            part["text"]
            for part in content
            if isinstance(part, dict)
            and part.get("type") == "text"
            and isinstance(part.get("text"), str)
        )
    return ""
