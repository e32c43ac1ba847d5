"""The ``hotmem`` command: demo, bench, replay, eval, doctor and the store commands.

A Click group whose commands live one module per topic and are imported only when named (or
listed by ``--help``); their heavy imports (spaCy, the store) happen inside the command
bodies. Exit status: 0 on success, 1 on a runtime failure (or a missed budget with
``bench --strict``), 2 on a usage or input error, 130 when interrupted. Errors are one line on
stderr, never a traceback (set ``HOTMEM_DEBUG=1`` to see one). Shell completion:
``eval "$(_HOTMEM_COMPLETE=bash_source hotmem)"`` (``zsh_source``, ``fish_source``).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

import click

from hotmem import __version__
from hotmem.cli.common import configure_logging
from hotmem.cli.framework import LazyGroup, report_error, report_failure

__all__ = ["cli", "main"]

_COMMANDS = {
    "demo": "hotmem.cli.demo:demo",
    "bench": "hotmem.cli.bench:bench",
    "replay": "hotmem.cli.replay:replay",
    "facts": "hotmem.cli.store:facts",
    "search": "hotmem.cli.store:search",
    "forget": "hotmem.cli.store:forget",
    "maintain": "hotmem.cli.store:maintain",
    "check": "hotmem.cli.store:check",
    "reindex": "hotmem.cli.store:reindex",
    "events": "hotmem.cli.store:events",
    "undo": "hotmem.cli.store:undo",
    "export": "hotmem.cli.store:export",
    "import": "hotmem.cli.store:import_",
    "eval": "hotmem.cli.evaluate:eval_group",
    "doctor": "hotmem.cli.doctor:doctor",
}


@click.group(
    "hotmem",
    cls=LazyGroup,
    lazy=_COMMANDS,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
@click.version_option(__version__, "--version", prog_name="hotmem", message="%(prog)s %(version)s")
@click.option("-v", "--verbose", is_flag=True, help="show hotmem's log (debug level) on stderr")
def cli(verbose: bool) -> None:
    """Local, offline memory for Pipecat voice bots: operator tools."""
    configure_logging(verbose)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``hotmem`` command line; returns the exit status.

    Args:
        argv: Arguments without the program name (default: ``sys.argv[1:]``).
    """
    args = list(argv) if argv is not None else sys.argv[1:]
    try:
        return int(cli.main(args, prog_name="hotmem", standalone_mode=False) or 0)
    except click.ClickException as exc:  # usage errors: one line, with where to look
        prog = exc.ctx.command_path if getattr(exc, "ctx", None) else "hotmem"
        hint = f" (see '{prog} --help')" if isinstance(exc, click.UsageError) else ""
        message = " ".join(exc.format_message().split())
        report_error(prog, message.rstrip(".") + hint)
        return exc.exit_code
    except click.Abort:  # interrupted outside a command body (Click printed a newline)
        report_error("hotmem", "interrupted")
        return 130
    except SystemExit as exc:  # shell completion exits once the script is written
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except Exception as exc:  # a command module that fails to import, say
        return report_failure("hotmem", exc)
