"""The demo, the replay entry point and the examples."""

from __future__ import annotations

import ast
import asyncio
import importlib
import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from hotpath_support import FailingStore, english_config

from hotmem import HotMem
from hotmem.demo import ReplayError, replay_pipeline, run_demo

pytestmark = pytest.mark.filterwarnings(
    "error::DeprecationWarning",
    # Pipecat subclasses its own deprecated class when its TTS module is imported (the
    # warning comes from `abc`, not from any use of ours; nothing in hotmem uses that class).
    "ignore:`AudioContextTTSService` is deprecated:DeprecationWarning",
)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def load_example(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"example_{name}", EXAMPLES / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_demo_prints_facts_and_the_memory_message_per_user_turn(
    english_loaded: None, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOTMEM_LANGS", "en")
    assert run_demo() == 0
    out = capsys.readouterr().out
    assert out.count("\nTurn ") == 15
    assert "facts stored: (you, lives_in, portland)" in out
    assert "retracted: (you, works_at, nike)" in out
    assert "memory message the LLM received:" in out and "| • The user works at Stripe" in out
    assert "Traceback" not in out


def test_the_demo_does_not_lose_its_first_turn_to_another_languages_load(
    english_loaded: None, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # With several languages configured, the processor tells a turn's language once every
    # language's data is in; a replay loads them all before its first turn.
    monkeypatch.setenv("HOTMEM_LANGS", "en,es")
    assert run_demo() == 0
    out = capsys.readouterr().out
    assert out.count("\nTurn ") == 15 and "facts stored: (you, name, maya)" in out


def test_demo_with_a_bad_transcript_fails_readably(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.jsonl"
    assert run_demo(missing) == 1
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"role": "user", "text": "hi"}\nnot json\n', encoding="utf-8")
    assert run_demo(bad) == 1
    err = capsys.readouterr().err
    assert "hotmem demo: error:" in err and "line 2" in err and "Traceback" not in err


def test_demo_with_a_store_directory(
    english_loaded: None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("HOTMEM_LANGS", "en")
    transcript = tmp_path / "t.jsonl"
    lines = [
        {"role": "user", "text": "I live in Oslo.", "user_id": "ola"},
        {"role": "assistant", "text": "Nice."},
    ]
    transcript.write_text("\n".join(json.dumps(x) for x in lines), encoding="utf-8")
    assert run_demo(transcript, tmp_path / "db") == 0
    capsys.readouterr()
    with HotMem(tmp_path / "db", config=english_config()) as memory:
        assert ("you", "lives_in", "oslo") in {f.triple for f in memory.facts("ola")}


def test_replay_pipeline_returns_one_result_per_text_in_order(english_loaded: None) -> None:
    texts = ["I live in Oslo.", "   ", "I work at Equinor.", "Where do I work?"]
    with HotMem(None, config=english_config()) as memory:
        results = replay_pipeline(texts, memory, user_id="ola")
    assert len(results) == 4
    assert [f.triple for f in results[0].facts] == [("you", "lives_in", "oslo")]
    assert results[1].facts == []
    assert [f.triple for f in results[2].facts] == [("you", "works_at", "equinor")]
    assert results[3].intent == "PURE_QUESTION" and "Equinor" in results[3].context_message


def test_replay_pipeline_reports_turns_without_result(english_loaded: None) -> None:
    with (
        HotMem(store=FailingStore(None), config=english_config()) as memory,
        pytest.raises(ReplayError, match="turn 1"),
    ):
        replay_pipeline(["I live in Oslo."], memory, user_id="ola")


def test_offline_text_bot_example_runs(english_loaded: None, tmp_path: Path) -> None:
    example = load_example("offline_text_bot")
    replies = asyncio.run(example.main(str(tmp_path / "db")))
    assert len(replies) == len(example.RECORDED)
    assert "Stripe" in replies[example.RECORDED.index("Where do I work?")]
    assert replies[-1].startswith("From memory:") and "Portland" in replies[-1]


def test_voice_bot_example_names_exist_in_pipecat() -> None:
    """Static check (no optional service package needed): every name the voice bot imports
    from pipecat or hotmem is defined in the module it comes from."""
    tree = ast.parse((EXAMPLES / "voice_bot.py").read_text(encoding="utf-8"))
    checked = 0
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom) or not node.module:
            continue
        if node.module.split(".")[0] not in ("pipecat", "hotmem"):
            continue
        spec = importlib.util.find_spec(node.module)
        assert spec is not None and spec.origin, node.module
        source = ast.parse(Path(spec.origin).read_text(encoding="utf-8"))
        defined = _top_level_names(source)
        for alias in node.names:
            assert alias.name in defined, f"{node.module}.{alias.name}"
            checked += 1
    assert checked >= 15


def test_voice_bot_example_imports_and_builds(
    english_loaded: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    for package in ("deepgram", "onnxruntime"):
        pytest.importorskip(package)
    monkeypatch.setenv("DEEPGRAM_API_KEY", "test")
    monkeypatch.setenv("OPENAI_API_KEY", "test")
    monkeypatch.setenv("CARTESIA_API_KEY", "test")
    module = load_example("voice_bot")
    assert callable(module.bot)

    from pipecat.processors.frame_processor import FrameProcessor
    from pipecat.transports.base_transport import BaseTransport

    class Transport(BaseTransport):
        def __init__(self) -> None:
            super().__init__()
            self._in, self._out = FrameProcessor(), FrameProcessor()

        def input(self) -> FrameProcessor:
            return self._in

        def output(self) -> FrameProcessor:
            return self._out

    with HotMem(None, config=english_config()) as memory:
        pipeline, hotpath, context = module.build_pipeline(Transport(), memory, "alice")
    names = [type(p).__name__ for p in pipeline.processors]
    assert names.index("HotPathProcessor") + 1 == names.index("LLMUserAggregator")
    # The prompt is the LLM's system_instruction: the context starts empty (pipecat >= 1.9).
    assert hotpath.user_id == "alice" and context.get_messages() == []
    assert "search_memory" in {s.name for s in context.tools.standard_tools}


def _top_level_names(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.ImportFrom | ast.Import):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.Try | ast.If):
            names |= _top_level_names(ast.Module(body=node.body, type_ignores=[]))
    return names


def test_importing_the_package_does_not_pull_optional_services() -> None:
    # A fresh interpreter: another test of this run may have imported the services already.
    code = "import sys, hotmem.processors; print('pipecat.services.deepgram.stt' in sys.modules)"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert out.stdout.strip() == "False"
