"""``hotmem demo``: a recorded conversation, and what memory kept and injected at each turn.

It runs ``hotmem.demo.run_demo`` (the Pipecat pipeline demo) when that module exists; without
it, it replays the transcript through :class:`hotmem.HotMem` directly, so ``make demo`` works on
a fresh machine, offline, with no API key.
"""

from __future__ import annotations

import sys
from importlib import resources
from types import SimpleNamespace

import click

from hotmem.cli.common import console, is_terminal
from hotmem.cli.framework import Command, db_option
from hotmem.cli.runner import demo_function
from hotmem.cli.transcript import Line, read_transcript

__all__ = ["DEMO_TRANSCRIPT", "demo", "run_engine_demo"]

DEMO_TRANSCRIPT = "data/demo_transcript.jsonl"
_DEMO_USER = "demo"


@click.command(
    "demo",
    cls=Command,
    short_help="show memory at work on a recorded conversation (offline)",
    help="Replay a conversation (default: the bundled English demo) and print, per user turn, "
    "the facts stored and the memory message the LLM would see.",
)
@click.option(
    "--transcript",
    metavar="FILE",
    type=click.Path(dir_okay=False),
    help="a transcript in any `hotmem replay` format (default: bundled)",
)
@db_option(temporary=True)
@click.option(
    "--engine-only",
    is_flag=True,
    help="use HotMem directly even when the pipeline demo is available",
)
def demo(args: SimpleNamespace) -> int:
    """Validate the transcript, then run the pipeline demo or the engine fallback."""
    lines = read_transcript(args.transcript) if args.transcript else _bundled()
    run_demo = None if args.engine_only else demo_function("run_demo")
    if run_demo is not None:
        if is_terminal(sys.stderr):  # the models load under the status; the demo finds them
            _load_models(lines)
        return int(run_demo(transcript=args.transcript, db=args.db) or 0)
    return run_engine_demo(lines, args.db)


def _load_models(lines: list[Line]) -> None:
    """Load the models of the languages the conversation is in, in this process's cache."""
    from hotmem import HotMem, HotMemConfig
    from hotmem.cli.runner import warm_up_for

    with HotMem(None, config=HotMemConfig.from_env()) as memory:
        warm_up_for(memory, lines)


def _bundled() -> list[Line]:
    path = resources.files("hotmem").joinpath(DEMO_TRANSCRIPT)
    with resources.as_file(path) as file:
        return read_transcript(str(file))


def run_engine_demo(lines: list[Line], db: str | None) -> int:
    """Replay ``lines`` through HotMem and narrate each turn."""
    from rich.text import Text

    from hotmem.cli.replay import memory_for
    from hotmem.cli.runner import same_message, warm_up_for

    out = console()
    with memory_for(db, "demo") as memory:
        loaded = warm_up_for(memory, lines)
        out.print(
            Text(
                "hotmem demo: local memory, no network, no LLM "
                f"(models loaded: {', '.join(f'{k} {v:.0f} ms' for k, v in loaded.items())})",
                style="bold",
            )
        )
        message: str | None = None
        for number, line in enumerate(lines, 1):
            user = line.user_id or _DEMO_USER
            if line.role == "assistant":
                memory.add_reply(line.text, user_id=user, session_id="demo")
                out.print(Text(f"  bot:  {line.text}", style="dim"))
                continue
            r = memory.process_turn(
                line.text,
                user_id=user,
                session_id="demo",
                turn_id=line.turn_id or f"demo:{number}",
                timestamp=line.timestamp,
            )
            out.print()
            out.print(Text(f"  user: {line.text}", style="bold cyan"))
            out.print(Text(f"        {r.intent} · {r.timings['total_ms']:.1f} ms", style="dim"))
            for fact in r.facts:
                out.print(
                    Text(
                        f"        + remembered {fact.subject} {fact.relation} {fact.object}",
                        style="green",
                    )
                )
            for fact in r.retracted:
                out.print(
                    Text(
                        f"        - retracted {fact.subject} {fact.relation} "
                        f"{fact.object} [{fact.status}]",
                        style="red",
                    )
                )
            if r.context_message and not same_message(r.context_message, message):
                out.print(Text("        memory message the LLM sees now:", style="magenta"))
                for text in r.context_message.splitlines():
                    out.print(Text(f"          | {text}", style="magenta"))
            elif r.context_message:
                out.print(Text("        (memory message unchanged)", style="dim"))
            message = r.context_message
        users = sorted({line.user_id or _DEMO_USER for line in lines})
        out.print()
        for user in users:
            facts = memory.facts(user)
            out.print(Text(f"{len(facts)} active facts remembered for {user}:", style="bold"))
            for f in facts:
                out.print(f"  {f.subject} {f.relation} {f.object}")
    return 0
