"""Running recorded turns through memory (processor path or engine), and showing each turn."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from hotmem.cli.common import CliError, console, is_terminal, loading_models
from hotmem.cli.transcript import Line
from hotmem.metrics import STAGES

__all__ = [
    "Progress",
    "Turn",
    "available_langs",
    "demo_function",
    "pipeline_replayer",
    "probe_langs",
    "render_turn",
    "replay_lines",
    "same_message",
    "turn_json",
    "warm_up_for",
]

_UPDATED = re.compile(r"\(updated: [^)]*\)")
_PIPELINE_CHUNK = 25  # user turns handed to the processor path at once (progress granularity)


@dataclass(frozen=True, slots=True)
class Turn:
    """A replayed user turn: the transcript line and what memory did with it."""

    line: Line
    user_id: str
    result: Any  # hotmem.TurnResult


def pipeline_replayer() -> Callable[..., list[Any]] | None:
    """``hotmem.demo.replay_pipeline`` when the processor path is installed, else None."""
    return demo_function("replay_pipeline")


def demo_function(name: str) -> Callable[..., Any] | None:
    """A function of ``hotmem.demo`` (the Pipecat path), or None for the engine fallback."""
    import importlib

    try:
        demo = importlib.import_module("hotmem.demo")
    except ModuleNotFoundError as exc:
        if exc.name in ("hotmem.demo", "hotmem.processors"):
            return None
        raise
    return getattr(demo, name, None)


def _language(code: str) -> Any:
    from hotmem.lang import get_language

    return get_language(code)


def available_langs(langs: tuple[str, ...]) -> tuple[tuple[str, ...], dict[str, str]]:
    """Split ``langs`` into the usable ones and the missing ones (with the reason)."""
    ok, missing = [], {}
    for lang in langs:
        try:
            _language(lang)
        except (ImportError, AttributeError) as exc:
            missing[lang] = f"language pack hotmem.lang.{lang} unavailable ({exc})"
        else:
            ok.append(lang)
    return tuple(ok), missing


def probe_langs(langs: tuple[str, ...]) -> tuple[tuple[str, ...], dict[str, str]]:
    """Like :func:`available_langs`, and run one turn per language on a private HotMem.

    A language whose pipeline or extraction is broken is caught before a long run (this loads
    the models).
    """
    from hotmem import HotMem, HotMemConfig

    usable, missing = available_langs(langs)
    ok = []
    for lang in usable:
        try:
            with HotMem(None, config=HotMemConfig(langs=(lang,))) as memory:
                memory.warm_up([lang])  # raises where process_turn would fail open
                probe = _language(lang).warmup_text or "ok"
                result = memory.process_turn(probe, user_id="p", lang=lang)
            if "extraction failed" in result.notes:
                raise RuntimeError("extraction failed on a probe turn")
        except Exception as exc:  # report it, keep the other languages
            missing[lang] = f"cannot process a turn ({type(exc).__name__}: {exc})"
        else:
            ok.append(lang)
    return tuple(ok), missing


def warm_up_for(memory: Any, lines: list[Line]) -> dict[str, float]:
    """Load the pipelines of the languages the user turns are in (never during the replay).

    A language that cannot warm up is warned about; its turns then fail open (the engine
    stores the episode only and notes "extraction failed").
    """
    from loguru import logger

    from hotmem import nlp

    config = memory.config
    langs = {
        nlp.detect_language(line.text, config.langs, config.default_lang)
        for line in lines
        if line.role == "user"
    }
    loaded: dict[str, float] = {}
    wanted = sorted(langs or {config.default_lang})
    with loading_models(wanted):
        for lang in wanted:
            try:
                loaded.update(memory.warm_up([lang]))
            except Exception as exc:
                logger.warning(
                    "hotmem: cannot warm up {} ({}: {}); its turns will fail open",
                    lang,
                    type(exc).__name__,
                    exc,
                )
    return loaded


def _groups(lines: list[Line], user_of: Callable[[Line], str]) -> Iterator[list[Line]]:
    """Runs of consecutive user lines of one user (at most a chunk), and assistant lines alone."""
    run: list[Line] = []
    for line in lines:
        if line.role == "user" and (
            not run or (user_of(run[0]) == user_of(line) and len(run) < _PIPELINE_CHUNK)
        ):
            run.append(line)
            continue
        if run:
            yield run
            run = []
        if line.role == "user":
            run.append(line)
        else:
            yield [line]
    if run:
        yield run


def replay_lines(
    lines: list[Line],
    memory: Any,
    *,
    user_of: Callable[[Line], str],
    session_id: str,
    engine_only: bool,
    on_turn: Callable[[Turn], None] | None = None,
) -> tuple[list[Turn], str]:
    """Replay a validated transcript; returns the turns and the path used (pipeline|engine).

    User lines go through ``hotmem.demo.replay_pipeline`` (the Pipecat processor path) when it
    exists and ``engine_only`` is false, else through ``memory.process_turn``; assistant lines
    are kept as replies (``memory.add_reply``).
    """
    replayer = None if engine_only else pipeline_replayer()
    mode = "engine" if replayer is None else "pipeline"
    turns: list[Turn] = []
    for group in _groups(lines, user_of):
        first = group[0]
        user = user_of(first)
        if first.role == "assistant":
            memory.add_reply(first.text, user_id=user, session_id=session_id)
            continue
        if replayer is None:
            results = [
                memory.process_turn(
                    line.text,
                    user_id=user,
                    session_id=session_id,
                    turn_id=line.turn_id,
                    timestamp=line.timestamp,
                )
                for line in group
            ]
        else:
            texts = [line.text for line in group]
            try:
                results = list(replayer(texts, memory, user_id=user, session_id=session_id))
            except Exception as exc:
                raise CliError(
                    f"line {first.lineno}: the processor path failed ({type(exc).__name__}: "
                    f"{exc}); --engine-only replays through HotMem directly",
                    code=1,
                ) from exc
            if len(results) != len(group):
                raise CliError(
                    f"replay_pipeline returned {len(results)} results for {len(group)} turns",
                    code=1,
                )
        for line, result in zip(group, results, strict=True):
            turn = Turn(line, user, result)
            turns.append(turn)
            if on_turn is not None:
                on_turn(turn)
    return turns, mode


def turn_json(turn: Turn) -> dict[str, Any]:
    """One turn in the shape of DESIGN.md §4 (``hotmem replay --json``)."""
    data = turn.result.to_dict()
    return {
        "turn_id": data["turn_id"] or turn.line.turn_id,
        "text": turn.line.text,
        "intent": data["intent"],
        "lang": data["lang"],
        "facts": data["facts"],
        "retracted": data["retracted"],
        "bullets": data["bullets"],
        "context_message": data["context_message"],
        "timings": data["timings"],
    }


def same_message(a: str | None, b: str | None) -> bool:
    """True when two memory messages differ at most by their "updated" time."""

    def strip(m: str | None) -> str | None:
        return None if m is None else _UPDATED.sub("", m)

    return strip(a) == strip(b)


def render_turn(out: Any, turn: Turn, index: int, previous_message: str | None) -> None:
    """Print one turn for people: intent, facts, retractions, bullets, message, timings."""
    from rich.text import Text

    r = turn.result
    head = Text(f"[{index}] ", style="bold")
    head.append(f"{r.turn_id or turn.line.turn_id or ''} ", style="dim")
    head.append(f"{turn.user_id}: ", style="cyan")
    head.append(turn.line.text)
    out.print(head)
    out.print(Text(f"    intent {r.intent} · lang {r.lang}", style="dim"))
    if r.notes:
        out.print(Text(f"    notes: {'; '.join(r.notes)}", style="red"))
    for fact in r.facts:
        hedged = " (hedged)" if fact.confidence < 0.5 else ""
        out.print(
            Text(
                f"    + {fact.subject} {fact.relation} {fact.object} "
                f"({fact.confidence:.2f}){hedged}",
                style="green",
            )
        )
    for fact in r.retracted:
        out.print(
            Text(f"    - {fact.subject} {fact.relation} {fact.object} [{fact.status}]", style="red")
        )
    for bullet in r.bullets:
        out.print(Text(f"    bullet {bullet}", style="yellow"))
    if not same_message(r.context_message, previous_message):
        if r.context_message:
            out.print(Text("    memory message:", style="magenta"))
            for text_line in r.context_message.splitlines():
                out.print(Text(f"      | {text_line}", style="magenta"))
        else:
            out.print(Text("    memory message: (none)", style="magenta"))
    times = " · ".join(f"{s.removesuffix('_ms')} {r.timings.get(s, 0.0):.2f}" for s in STAGES)
    out.print(Text(f"    ms: {times}", style="dim"))


class Progress:
    """A rich progress bar on stderr for a known number of steps, removed when closed.

    Hidden (every method a no-op) when disabled or when stderr is not a terminal. Use it as a
    context manager, or call :meth:`close`.

    Args:
        total: Steps to do.
        enabled: False hides the bar whatever stderr is.
        unit: What a step is, shown after the count (``12/50 turns``).
        description: Text before the bar.
    """

    def __init__(self, total: int, enabled: bool, unit: str = "turns", description: str = ""):
        self._bar: Any = None
        self._task: Any = None
        if not (enabled and is_terminal(sys.stderr)):
            return
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )
        from rich.progress import Progress as RichProgress

        self._bar = RichProgress(
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn(unit),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            console=console(stderr=True),
            transient=True,
        )
        self._task = self._bar.add_task(description, total=total)
        self._bar.start()

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def update(self, steps: int = 1) -> None:
        """Advance by ``steps``."""
        if self._bar is not None:
            self._bar.advance(self._task, steps)

    @contextmanager
    def hidden(self) -> Iterator[None]:
        """Take the bar off the screen while something else prints, then draw it again."""
        if self._bar is None:
            yield
            return
        self._bar.stop()
        try:
            yield
        finally:
            self._bar.start()

    def close(self) -> None:
        """Remove the bar (again: nothing)."""
        if self._bar is not None:
            self._bar.stop()
            self._bar = None
