"""``hotmem replay FILE``: what memory does, turn by turn, with a recorded conversation."""

from __future__ import annotations

import tempfile
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import click

from hotmem.cli.common import CliError, console, open_memory, print_json
from hotmem.cli.framework import Command, db_option, json_option
from hotmem.cli.runner import (
    Progress,
    Turn,
    available_langs,
    render_turn,
    replay_lines,
    turn_json,
    warm_up_for,
)
from hotmem.cli.transcript import Line, read_transcript
from hotmem.metrics import STAGES
from hotmem.stats import summarize

__all__ = ["DEFAULT_USER", "memory_for", "replay", "summary"]

DEFAULT_USER = "user"
_PROGRESS_FROM = 20  # user turns from which a progress bar is worth showing


@contextmanager
def memory_for(db: str | None, langs_hint: str = "replay") -> Iterator[Any]:
    """A HotMem on ``db`` (created if needed) or on a temporary store removed afterwards.

    Languages whose language pack is missing are left out of the configuration (warned).
    """
    from loguru import logger

    from hotmem import HotMemConfig
    from hotmem.exceptions import HotMemError

    try:
        config = HotMemConfig.from_env()
        usable, missing = available_langs(config.langs)
        if missing and usable:
            logger.warning(
                "hotmem {}: skipping languages without a language pack: {}",
                langs_hint,
                ", ".join(missing),
            )
            config = config.replace(langs=usable, default_lang=None)
    except HotMemError as exc:
        raise CliError(f"configuration: {exc}") from None
    with tempfile.TemporaryDirectory(prefix="hotmem-replay-") as tmp:
        path = Path(db) if db else Path(tmp) / "store"
        with open_memory(path, config) as memory:
            yield memory


@click.command(
    "replay",
    cls=Command,
    short_help="replay a recorded conversation and show what memory did each turn",
    help="Replay FILE (JSONL {role, text, user_id?, turn_id?, timestamp?}, plain 'User: ' / "
    "'Assistant: ' lines, or a saved Pipecat transcript JSON list) through memory. The whole "
    "file is validated before the store is touched.",
)
@click.argument("file", metavar="FILE", type=click.Path(dir_okay=False))
@db_option(temporary=True)
@click.option(
    "--user",
    metavar="U",
    default=None,
    help=f"user id of every turn (default: the file's, else {DEFAULT_USER!r})",
)
@click.option("--session", metavar="S", default="replay", help="session id")
@json_option("one JSON object per user turn, then a summary object")
@click.option(
    "--engine-only",
    is_flag=True,
    help="call HotMem directly instead of the Pipecat processor path",
)
@click.option("--no-progress", is_flag=True, help="never show a progress bar")
def replay(args: SimpleNamespace) -> int:
    """Validate the transcript, replay it, print the turns and the summary."""
    lines = read_transcript(args.file)
    if args.user is not None and not args.user.strip():
        raise CliError("--user must not be empty")
    if not args.session.strip():
        raise CliError("--session must not be empty")
    n_user = sum(1 for line in lines if line.role == "user")
    out = None if args.json else console()
    with memory_for(args.db) as memory:
        warm_up_for(memory, lines)
        bar = Progress(
            n_user, enabled=not args.json and not args.no_progress and n_user >= _PROGRESS_FROM
        )
        last_message: dict[str, str | None] = {}
        shown = [0]

        def show(turn: Turn) -> None:
            shown[0] += 1
            if args.json:
                print_json(turn_json(turn), indent=None)
            else:
                with bar.hidden():
                    render_turn(out, turn, shown[0], last_message.get(turn.user_id))
                last_message[turn.user_id] = turn.result.context_message
            bar.update(1)

        with bar:
            turns, mode = replay_lines(
                lines,
                memory,
                user_of=_carried_user(args.user),
                session_id=args.session,
                engine_only=args.engine_only,
                on_turn=show,
            )
        data = summary(turns, memory, mode, args.db)
    if args.json:
        print_json({"summary": data}, indent=None)
    else:
        _print_summary(out, data)
    return 0


def summary(turns: list[Turn], memory: Any, mode: str, db: str | None) -> dict[str, Any]:
    """Counts and latency percentiles of a replay."""
    users = sorted({t.user_id for t in turns})
    stats = {s: summarize([t.result.timings.get(s, 0.0) for t in turns]) for s in STAGES}
    return {
        "turns": len(turns),
        "users": users,
        "facts_asserted": sum(1 for t in turns for f in t.result.facts if f.confidence >= 0.5),
        "facts_stored": sum(len(memory.facts(u)) for u in users),
        "corrections": sum(len(t.result.retracted) for t in turns),
        "turns_with_injection": sum(1 for t in turns if t.result.bullets),
        "extraction_failed": sum(1 for t in turns if "extraction failed" in t.result.notes),
        "intents": dict(Counter(t.result.intent for t in turns).most_common()),
        "p50": {s: round(stats[s]["p50"], 3) for s in STAGES},
        "p95": {s: round(stats[s]["p95"], 3) for s in STAGES},
        "path": mode,
        "store": db,
    }


def _print_summary(out: Any, data: dict[str, Any]) -> None:
    from rich.table import Table

    out.print()
    out.print(
        f"[bold]{data['turns']} user turns[/] ({data['path']} path) · "
        f"{data['facts_asserted']} facts asserted · {data['facts_stored']} active facts stored · "
        f"{data['corrections']} retracted · {data['turns_with_injection']} turns with bullets"
    )
    out.print("intents: " + ", ".join(f"{k} {v}" for k, v in data["intents"].items()))
    table = Table(title="latency (ms)", title_justify="left")
    table.add_column("stage")
    table.add_column("p50", justify="right")
    table.add_column("p95", justify="right")
    for stage in STAGES:
        table.add_row(stage, f"{data['p50'][stage]:.3f}", f"{data['p95'][stage]:.3f}")
    out.print(table)
    if data["store"]:
        out.print(f"store kept in {data['store']}")


def _carried_user(given: str | None) -> Callable[[Line], str]:
    """The user of each line: ``--user``, else the line's, else the last one a line named."""
    last: list[str] = []

    def user_of(line: Line) -> str:
        if given:
            return given
        if line.user_id:
            last[:] = [line.user_id]
        return last[0] if last else DEFAULT_USER

    return user_of
