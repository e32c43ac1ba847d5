"""``hotmem demo`` and ``hotmem replay``: recorded conversations through a real Pipecat pipeline.

Each user turn goes through ``HotPathProcessor -> user aggregator -> stand-in LLM -> assistant
aggregator`` exactly as in a bot, offline: no keys, no network. The demo prints, per user
turn, the facts stored and the memory message the LLM received.
"""

from __future__ import annotations

import asyncio
import json
import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, TextIO

from loguru import logger

from hotmem.config import HotMemConfig
from hotmem.memory import HotMem
from hotmem.models import Fact, TurnResult
from hotmem.stats import summarize

__all__ = [
    "ReplayError",
    "ReplayTurn",
    "areplay_pipeline",
    "replay_pipeline",
    "replay_turns",
    "run_demo",
]

REPLAY_DEADLINE_MS = 30_000.0
_QUIET = ("pipecat", "hotmem")


class ReplayError(RuntimeError):
    """A turn of a replay produced no result (the processor failed open on it)."""


@dataclass(frozen=True, slots=True)
class ReplayTurn:
    """One replayed user turn.

    Attributes:
        text: What the user said.
        result: What the engine did with it.
        llm_message: The memory message the LLM received with this turn (None if none).
        reply: The stand-in LLM's reply (None for empty turns).
    """

    text: str
    result: TurnResult
    llm_message: str | None
    reply: str | None


def replay_pipeline(
    texts: list[str],
    memory: HotMem,
    *,
    user_id: str,
    session_id: str = "replay",
    deadline_ms: float = REPLAY_DEADLINE_MS,
) -> list[TurnResult]:
    """Run the user turns through a real pipeline; the TurnResults in order, one per text.

    Args:
        texts: The user's utterances, in order (empty ones get the engine's empty result).
        memory: The engine (not closed here).
        user_id: Owner of the memories.
        session_id: Session id of the replay.
        deadline_ms: The processor's deadline; generous by default, as a replay measures what
            the memory does, not a live budget (timings are in each result).

    Raises:
        ReplayError: A turn produced no result.
        RuntimeError: Called from a running event loop (use :func:`areplay_pipeline`).
    """
    return asyncio.run(
        areplay_pipeline(
            texts, memory, user_id=user_id, session_id=session_id, deadline_ms=deadline_ms
        )
    )


async def areplay_pipeline(
    texts: list[str],
    memory: HotMem,
    *,
    user_id: str,
    session_id: str = "replay",
    deadline_ms: float = REPLAY_DEADLINE_MS,
) -> list[TurnResult]:
    """The coroutine behind :func:`replay_pipeline`."""
    turns = await replay_turns(
        texts, memory, user_id=user_id, session_id=session_id, deadline_ms=deadline_ms
    )
    return [turn.result for turn in turns]


async def replay_turns(
    texts: list[str],
    memory: HotMem,
    *,
    user_id: str,
    session_id: str = "replay",
    deadline_ms: float = REPLAY_DEADLINE_MS,
) -> list[ReplayTurn]:
    """Replay and keep, per turn, the result, the LLM's memory message and the reply."""
    from hotmem.processors.offline import OfflineBot, run_turns

    if not isinstance(user_id, str) or not user_id.strip():
        raise ValueError("user_id must be a non-empty string")
    await asyncio.to_thread(_warm_languages, memory)
    results: list[TurnResult] = []
    bot = OfflineBot.build(
        memory,
        user_id=user_id,
        session_id=session_id,
        deadline_ms=deadline_ms,
        on_turn=results.append,
        warm_up=False,
    )
    turns: list[ReplayTurn] = []

    async def after_turn(index: int, text: str) -> None:
        if not text.strip():  # passed through untouched: record what the engine makes of it
            result = await asyncio.to_thread(
                memory.process_turn, text, user_id=user_id, session_id=session_id
            )
            turns.append(ReplayTurn(text, result, None, None))
            return
        if not results:
            raise ReplayError(f"turn {index + 1} ({text[:40]!r}) produced no result; see the log")
        received = bot.llm.received[-1] if bot.llm.received else []
        message = _memory_message(received, memory.config)
        reply = bot.replies[-1] if bot.replies else None
        turns.append(ReplayTurn(text, results.pop(0), message, reply))
        bot.replies.clear()

    await run_turns(bot, list(texts), after_turn=after_turn)
    return turns


def run_demo(transcript: Path | None = None, db: Path | None = None) -> int:
    """Replay a recorded conversation and print what the memory did; returns an exit code.

    Args:
        transcript: JSONL file of ``{"role": "user"|"assistant", "text", "user_id"?}`` lines
            (default: the bundled demo conversation).
        db: Store directory (default: a private in-memory store).
    """
    out = sys.stdout
    for name in _QUIET:
        logger.disable(name)
    try:
        turns_by_user = _load(transcript)
        config = HotMemConfig.from_env()
        with HotMem(str(db) if db is not None else None, config=config) as memory:
            for user_id, texts in turns_by_user.items():
                turns = asyncio.run(replay_turns(texts, memory, user_id=user_id, session_id="demo"))
                _print_turns(out, user_id, turns)
        return 0
    except FileNotFoundError as exc:
        print(f"hotmem demo: error: transcript not found: {exc.filename}", file=sys.stderr)
        return 1
    except (OSError, ValueError, ReplayError) as exc:
        print(f"hotmem demo: error: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # readable, never a traceback
        print(f"hotmem demo: unexpected error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    finally:
        for name in _QUIET:
            logger.enable(name)


def _load(transcript: Path | None) -> dict[str, list[str]]:
    """User turns of a JSONL transcript, grouped by user (in order of appearance)."""
    if transcript is None:
        text = resources.files("hotmem").joinpath("data/demo_transcript.jsonl").read_text("utf-8")
        source = "the bundled transcript"
    else:
        text = Path(transcript).read_text(encoding="utf-8")
        source = str(transcript)
    by_user: dict[str, list[str]] = {}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            row: Any = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{source}, line {number}: not JSON ({exc.msg})") from None
        if not isinstance(row, dict) or row.get("role") not in ("user", "assistant"):
            raise ValueError(f"{source}, line {number}: expected a role of user or assistant")
        if not isinstance(row.get("text"), str):
            raise ValueError(f"{source}, line {number}: text must be a string")
        if row["role"] == "user":
            user = row.get("user_id") if isinstance(row.get("user_id"), str) else None
            by_user.setdefault((user or "demo").strip() or "demo", []).append(row["text"])
    if not by_user:
        raise ValueError(f"{source}: no user turns")
    return by_user


def _warm_languages(memory: HotMem) -> None:
    """Load every configured language before the first turn.

    The processor tells a turn's language only once every configured language's data is in
    (before, it lets the turn pass without memory): a replay must not lose its first turns to
    the load.
    """
    memory.warm_up(memory.config.langs)


def _memory_message(messages: list[dict[str, Any]], config: HotMemConfig) -> str | None:
    for message in messages:
        content = message.get("content")
        if (
            message.get("role") in ("system", "developer")
            and isinstance(content, str)
            and content.startswith(config.inject_header)
        ):
            return content
    return None


def _triple(fact: Fact) -> str:
    return f"({fact.subject}, {fact.relation}, {fact.object})"


def _print_turns(out: TextIO, user_id: str, turns: list[ReplayTurn]) -> None:
    print(
        f"hotmem demo: {len(turns)} user turns of {user_id!r} through a Pipecat pipeline", file=out
    )
    print("(HotPathProcessor -> user aggregator -> stand-in LLM -> assistant aggregator)", file=out)
    for number, turn in enumerate(turns, 1):
        r = turn.result
        print(f"\nTurn {number}  user: {turn.text}", file=out)
        print(f"  intent: {r.intent}  ({r.timings.get('total_ms', 0.0):.1f} ms)", file=out)
        stored = ", ".join(_triple(f) for f in r.facts) or "nothing"
        print(f"  facts stored: {stored}", file=out)
        if r.retracted:
            print(f"  retracted: {', '.join(_triple(f) for f in r.retracted)}", file=out)
        if turn.llm_message:
            print("  memory message the LLM received:", file=out)
            for line in turn.llm_message.splitlines():
                print(f"    | {line}", file=out)
        else:
            print("  memory message the LLM received: (none)", file=out)
        if turn.reply:
            print(f"  stand-in reply: {turn.reply}", file=out)
    totals = summarize(t.result.timings.get("total_ms", 0.0) for t in turns)
    print(
        f"\n{len(turns)} turns; total_ms p50 {totals['p50']:.1f}, p95 {totals['p95']:.1f}", file=out
    )
