"""Helpers of the processor tests: configs, message checks, faulty engines and stores."""

from __future__ import annotations

import asyncio
import re
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any

from pipecat.frames.frames import EndFrame, Frame, StartFrame, TranscriptionFrame
from pipecat.pipeline.pipeline import Pipeline
from pipecat.pipeline.worker import PipelineParams, PipelineWorker
from pipecat.processors.frame_processor import FrameDirection, FrameProcessor
from pipecat.utils.time import time_now_iso8601
from pipecat.workers.runner import WorkerRunner

from hotmem import HotMem, HotMemConfig
from hotmem.store import EmbeddedStore

HEADER = HotMemConfig().inject_header
ISO_STAMP = re.compile(r"updated: \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}")


def english_config(**changes: Any) -> HotMemConfig:
    """English only: the processor warms every configured language at setup."""
    return HotMemConfig(langs=("en",), **changes)


def memory_messages(messages: list[dict[str, Any]]) -> list[int]:
    """Indexes of the memory messages in a list of messages."""
    return [
        i
        for i, m in enumerate(messages)
        if m.get("role") in ("system", "developer")
        and isinstance(m.get("content"), str)
        and m["content"].startswith(HEADER)
    ]


def bullets_of(message: dict[str, Any]) -> list[str]:
    """The bullet lines of a memory message."""
    return [line for line in message["content"].splitlines() if line.startswith("• ")]


class SlowHotMem(HotMem):
    """A HotMem whose turns take ``delay`` seconds (a slow disk, a stuck lock...)."""

    def __init__(self, *args: Any, delay: float = 0.5, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.delay = delay
        self.entered = threading.Event()
        self.finished = threading.Event()

    def process_turn(self, text: str, **kwargs: Any):  # type: ignore[override]
        self.entered.set()
        time.sleep(self.delay)
        try:
            return super().process_turn(text, **kwargs)
        finally:
            self.finished.set()


class FailingStore(EmbeddedStore):
    """An embedded store whose writes fail (disk full)."""

    def write(self, batch: Any) -> None:  # type: ignore[override]
        raise OSError(28, "No space left on device")


class RecordingHotMem(HotMem):
    """A HotMem that records warm-ups, flushes and turns, in order."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.calls: list[str] = []
        self.warmed: list[tuple[str, ...]] = []

    def warm_up(self, langs=None):  # type: ignore[override]
        self.calls.append("warm_up")
        self.warmed.append(tuple(langs or ()))
        return super().warm_up(langs)

    def process_turn(self, text: str, **kwargs: Any):  # type: ignore[override]
        self.calls.append("process_turn")
        return super().process_turn(text, **kwargs)

    def preload(self, user_id: str) -> int:
        self.calls.append("preload")
        return super().preload(user_id)

    def maintain(self, *args: Any, **kwargs: Any) -> int:
        self.calls.append("maintain")
        return super().maintain(*args, **kwargs)

    def flush(self) -> None:
        self.calls.append("flush")
        super().flush()


class GatedHotMem(HotMem):
    """A HotMem whose models are "loading" until ``gate`` is set; nothing really loads.

    Every language counts as not loaded yet, so turns take the not-ready path.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.gate = threading.Event()
        self.warmed: list[str] = []

    def warm_up(self, langs=None):  # type: ignore[override]
        self.gate.wait(30)
        self.warmed.extend(langs or ())
        return dict.fromkeys(langs or (), 0.0)


class Recorder(FrameProcessor):
    """Records the frames passing in one direction (and lets them all through)."""

    def __init__(self, direction: FrameDirection) -> None:
        super().__init__(enable_direct_mode=True)
        self._direction = direction
        self.frames: list[Frame] = []
        self.on_frame: Callable[[Frame], None] | None = None

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        if direction == self._direction and not isinstance(frame, StartFrame):
            self.frames.append(frame)
            if self.on_frame is not None:
                self.on_frame(frame)
        await self.push_frame(frame, direction)

    def of(self, kind: type) -> list[Any]:
        """The recorded frames of one type."""
        return [f for f in self.frames if isinstance(f, kind)]


async def drive(
    processors: list[FrameProcessor],
    steps: Callable[[PipelineWorker], Awaitable[None]],
    *,
    params: PipelineParams | None = None,
    on_down: Callable[[Frame], None] | None = None,
) -> tuple[Recorder, Recorder]:
    """Run ``[up-recorder, *processors, down-recorder]``; ``steps`` queues frames, then the
    pipeline ends with an EndFrame. Returns (upstream recorder, downstream recorder)."""
    up, down = Recorder(FrameDirection.UPSTREAM), Recorder(FrameDirection.DOWNSTREAM)
    down.on_frame = on_down
    worker = PipelineWorker(
        Pipeline([up, *processors, down]),
        params=params or PipelineParams(),
        cancel_on_idle_timeout=False,
        enable_rtvi=False,
    )
    started = asyncio.Event()

    @worker.event_handler("on_pipeline_started")
    async def _started(_worker: PipelineWorker, _frame: Frame) -> None:
        started.set()

    async def run_steps() -> None:
        await asyncio.wait_for(started.wait(), 30)
        try:
            await steps(worker)
        except BaseException:
            # A failed step must not leave the pipeline running: its tasks would outlive the
            # test and hang the event loop's shutdown (and the whole run) at teardown.
            await worker.cancel()
            raise
        await worker.queue_frame(EndFrame())

    runner = WorkerRunner(handle_sigint=False)
    await runner.add_workers(worker)
    outcomes = await asyncio.gather(runner.run(), run_steps(), return_exceptions=True)
    for outcome in outcomes:
        if isinstance(outcome, BaseException):
            raise outcome
    return up, down


def transcription(text: str, user_id: str = "alice") -> TranscriptionFrame:
    """A final transcription frame."""
    return TranscriptionFrame(text=text, user_id=user_id, timestamp=time_now_iso8601())


async def eventually(check: Callable[[], bool], timeout: float = 10.0) -> None:
    """Wait until ``check()`` holds (for work finishing in a thread)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not check():
        if loop.time() > end:
            raise AssertionError("condition not reached")
        await asyncio.sleep(0.01)
