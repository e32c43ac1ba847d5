"""Start-up: the pipeline starts at once, models load in the background, early turns pass."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hotpath_support import GatedHotMem, drive, english_config, eventually, transcription
from pipecat.frames.frames import ErrorFrame, TranscriptionFrame
from pipecat.pipeline.worker import PipelineWorker
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.tests.utils import run_test
from pipecat.transcriptions.language import Language

from hotmem import HotMem, HotMemConfig, nlp
from hotmem.processors import HotPathProcessor
from hotmem.processors.offline import OfflineBot, run_turns


@pytest.fixture
def nothing_loaded(monkeypatch: pytest.MonkeyPatch, english_loaded: None) -> None:
    """Every language counts as not loaded (the real English pipeline still serves turns)."""
    monkeypatch.setattr(nlp, "loaded", lambda _lang: False)


async def test_run_test_with_its_defaults_and_the_documented_usage(
    nothing_loaded: None, tmp_path
) -> None:
    # README: memory = HotMem("./memory"); HotPathProcessor(memory=..., context=..., user_id=...)
    # with every language configured; run_test gives the StartFrame 1 s.
    with GatedHotMem(str(tmp_path / "memory"), config=HotMemConfig()) as memory:
        hotpath = HotPathProcessor(memory=memory, context=LLMContext(), user_id="alice")
        _down, up = await run_test(
            hotpath,
            frames_to_send=[transcription("My sister Anna lives in Rome.")],
            expected_down_frames=[TranscriptionFrame],
        )
        memory.gate.set()
    assert not any(isinstance(f, ErrorFrame) for f in up)
    assert hotpath.counters()["not_ready"] == 1


async def test_turns_before_the_model_pass_without_memory_and_their_facts_are_kept(
    nothing_loaded: None,
) -> None:
    with GatedHotMem(None, config=english_config()) as memory:
        bot = OfflineBot.build(memory, user_id="maya", system_prompt=None, deadline_ms=10_000)
        # The first turn arrives while the model is loading.
        first = await run_turns(bot, ["My sister Anna lives in Rome."])
        assert bot.hotpath.counters()["not_ready"] == 1
        assert bot.llm.received[0] == [{"role": "user", "content": "My sister Anna lives in Rome."}]
        memory.gate.set()
        await eventually(lambda: bot.hotpath.loader.ready("en"))
        await eventually(lambda: any(f.object == "rome" for f in memory.facts("maya")))
        await run_turns(bot, ["Where does my sister live?"])

    assert first and "Rome" in bot.llm.received[-1][-2]["content"]
    counters = bot.hotpath.counters()
    assert counters["not_ready"] == 1 and counters["failed"] == counters["timed_out"] == 0


async def test_the_language_met_is_loaded_first(nothing_loaded: None) -> None:
    config = HotMemConfig(langs=("en", "de", "es", "fr", "it", "pt"))
    with GatedHotMem(None, config=config) as memory:
        hotpath = HotPathProcessor(memory=memory, user_id="ana", report_interval_s=0)
        spanish = TranscriptionFrame(
            text="Mi hermana vive en Sevilla.", user_id="ana", timestamp="", language=Language.ES
        )

        async def steps(worker: PipelineWorker) -> None:
            await eventually(lambda: "en" not in hotpath.loader.pending())  # English loading
            await worker.queue_frame(spanish)
            await eventually(lambda: hotpath.counters()["not_ready"] == 1)
            memory.gate.set()
            await eventually(lambda: hotpath.loader.wait(0))

        await drive([hotpath], steps)

    # English (the default) was being loaded when the Spanish turn came: Spanish is next.
    assert memory.warmed[:2] == ["en", "es"]


def test_import_hotmem_does_not_import_spacy() -> None:
    code = "import sys, hotmem; print('spacy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_an_engine_with_its_models_in_is_ready_at_once(english_loaded: None) -> None:
    with HotMem(None, config=english_config()) as memory:
        hotpath = HotPathProcessor(memory=memory, warm_up=False)
        assert hotpath.loader.ready("en") and hotpath.loader.detection_ready()
