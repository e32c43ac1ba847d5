"""A real voice bot with a local memory: Deepgram STT, OpenAI LLM, Cartesia TTS.

The memory is one line in the pipeline, just before the user aggregator::

    transport.input() -> stt -> hotpath -> user aggregator -> llm -> tts
        -> transport.output() -> assistant aggregator

Install (the services and transports are Pipecat extras; hotmem itself needs no network)::

    pip install pipecat-hotmem "pipecat-ai[deepgram,cartesia,silero,webrtc,daily,runner]"

Configure (in the environment or a ``.env`` file next to where you run it)::

    export DEEPGRAM_API_KEY=... OPENAI_API_KEY=... CARTESIA_API_KEY=...
    export CARTESIA_VOICE_ID=...        # optional, a Cartesia voice id
    export HOTMEM_DB=./memory           # optional, where the memory lives (as for the CLI)

Run with Pipecat's development runner (WebRTC playground on http://localhost:7860, or
``-t daily`` for Daily)::

    python examples/voice_bot.py

The bot greets first: when the client connects, the memory message already holds what the
user told it in earlier sessions (their name, family, home ...), so a returning user is greeted
by name.

Who is talking: the memory belongs to a ``user_id``. The runner passes the ``/start`` request
body along; send ``{"body": {"user_id": "alice"}}`` (authenticate it in production). Without one
the bot uses ``HOTMEM_USER`` or ``local-user``.
"""

from __future__ import annotations

import os
import threading
from typing import Any

from dotenv import load_dotenv
from loguru import logger
from pipecat.audio.vad.silero import SileroVADAnalyzer
from pipecat.frames.frames import LLMRunFrame
from pipecat.pipeline.pipeline import Pipeline
from pipecat.pipeline.worker import PipelineParams, PipelineWorker
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.aggregators.llm_response_universal import (
    LLMContextAggregatorPair,
    LLMUserAggregatorParams,
)
from pipecat.runner.types import RunnerArguments
from pipecat.runner.utils import create_transport
from pipecat.services.cartesia.tts import CartesiaTTSService
from pipecat.services.deepgram.stt import DeepgramSTTService
from pipecat.services.openai.llm import OpenAILLMService
from pipecat.transports.base_transport import BaseTransport, TransportParams
from pipecat.workers.runner import WorkerRunner

from hotmem import HotMem
from hotmem.processors import HotMemTools, HotPathProcessor

load_dotenv(override=True)

SYSTEM_PROMPT = (
    "You are a warm, concise voice assistant. Your output is spoken aloud: no lists, no "
    "markdown. A message may list facts the user told you before; use them when they "
    "help, never read them out as a list. If you need something you don't see, call "
    "search_memory."
)

_memory: HotMem | None = None
_memory_lock = threading.Lock()


def shared_memory() -> HotMem:
    """One engine per process, shared by every session (thread-safe).

    Its language models load once, in a background thread the first processor starts: the
    event loop and the session's start never wait for them.
    """
    global _memory
    with _memory_lock:
        if _memory is None:
            _memory = HotMem(os.getenv("HOTMEM_DB", "./memory"))
        return _memory


def _daily_params() -> Any:
    from pipecat.transports.daily.transport import DailyParams

    return DailyParams(audio_in_enabled=True, audio_out_enabled=True)


TRANSPORT_PARAMS = {
    "daily": _daily_params,
    "webrtc": lambda: TransportParams(audio_in_enabled=True, audio_out_enabled=True),
}


def user_of(runner_args: RunnerArguments) -> str:
    """The user id of a session: the request body's ``user_id``, else a local default."""
    body = runner_args.body if isinstance(runner_args.body, dict) else {}
    user = body.get("user_id")
    if isinstance(user, str) and user.strip():
        return user.strip()
    return os.getenv("HOTMEM_USER", "local-user")


def build_pipeline(
    transport: BaseTransport, memory: HotMem, user_id: str, session_id: str | None = None
) -> tuple[Pipeline, HotPathProcessor, LLMContext]:
    """The bot's pipeline: STT -> memory -> user aggregator -> LLM -> TTS."""
    stt = DeepgramSTTService(api_key=os.environ["DEEPGRAM_API_KEY"])
    llm = OpenAILLMService(
        api_key=os.environ["OPENAI_API_KEY"],
        settings=OpenAILLMService.Settings(
            model=os.getenv("OPENAI_MODEL", "gpt-4.1-mini"), system_instruction=SYSTEM_PROMPT
        ),
    )
    tts = CartesiaTTSService(
        api_key=os.environ["CARTESIA_API_KEY"],
        settings=CartesiaTTSService.Settings(
            voice=os.getenv("CARTESIA_VOICE_ID", "71a7ad14-091c-4e8e-a314-022ece01c121")
        ),
    )

    context = LLMContext()  # the prompt is the LLM's system_instruction (pipecat >= 1.9)
    user_aggregator, assistant_aggregator = LLMContextAggregatorPair(
        context, user_params=LLMUserAggregatorParams(vad_analyzer=SileroVADAnalyzer())
    )
    hotpath = HotPathProcessor(
        memory=memory, context=context, user_id=user_id, session_id=session_id
    )
    HotMemTools(memory, user_id=user_id).register(llm, context)

    pipeline = Pipeline(
        [
            transport.input(),
            stt,
            hotpath,  # memory: just before the user aggregator
            user_aggregator,
            llm,
            tts,
            transport.output(),
            assistant_aggregator,
        ]
    )
    return pipeline, hotpath, context


async def run_bot(transport: BaseTransport, runner_args: RunnerArguments) -> None:
    """Run one session."""
    memory = shared_memory()
    user_id = user_of(runner_args)
    pipeline, hotpath, _context = build_pipeline(
        transport, memory, user_id, session_id=getattr(runner_args, "session_id", None)
    )
    worker = PipelineWorker(
        pipeline,
        params=PipelineParams(enable_metrics=True, enable_usage_metrics=True),
        idle_timeout_secs=runner_args.pipeline_idle_timeout_secs,
    )

    @transport.event_handler("on_client_connected")
    async def on_client_connected(_transport: BaseTransport, _client: Any) -> None:
        logger.info(f"client connected (user {user_id})")
        await worker.queue_frames([LLMRunFrame()])  # greet

    @transport.event_handler("on_client_disconnected")
    async def on_client_disconnected(_transport: BaseTransport, _client: Any) -> None:
        logger.info(f"client disconnected; memory counters {hotpath.counters()}")
        await worker.cancel()

    runner = WorkerRunner(handle_sigint=runner_args.handle_sigint)
    await runner.run(worker)


async def bot(runner_args: RunnerArguments) -> None:
    """Entry point of Pipecat's development runner."""
    transport = await create_transport(runner_args, TRANSPORT_PARAMS)
    await run_bot(transport, runner_args)


if __name__ == "__main__":
    from pipecat.runner.run import main

    main()
