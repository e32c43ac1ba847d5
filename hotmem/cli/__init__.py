"""The ``hotmem`` command: demo, bench, replay, eval and the store commands.

Every command is an ``argparse`` sub-command living in its own module. Exit status: 0 on
success, 1 on a runtime failure (or a missed budget with ``bench --strict``), 2 on a usage or
input error, 130 when interrupted. Errors are one line on stderr, never a traceback (set
``HOTMEM_DEBUG=1`` to see one).
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback
from collections.abc import Sequence

from hotmem.cli.common import CliError, configure_logging

__all__ = ["build_parser", "main"]

_COMMANDS = ("demo", "bench", "replay", "store", "evaluate", "doctor")


def build_parser() -> argparse.ArgumentParser:
    """The parser of every command (modules are imported here, their heavy imports later)."""
    import importlib

    from hotmem import __version__

    parser = argparse.ArgumentParser(
        prog="hotmem",
        description="Local, offline memory for Pipecat voice bots: operator tools.",
    )
    parser.add_argument("--version", action="version", version=f"hotmem {__version__}")
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="show hotmem's log (debug level) on stderr"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in _COMMANDS:
        importlib.import_module(f"hotmem.cli.{name}").add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``hotmem`` command line; returns the exit status.

    Args:
        argv: Arguments without the program name (default: ``sys.argv[1:]``).
    """
    parser = build_parser()
    try:
        args = parser.parse_args(list(argv) if argv is not None else None)
    except SystemExit as exc:  # --help, --version, usage errors (argparse printed them)
        return exc.code if isinstance(exc.code, int) else 2
    configure_logging(args.verbose)
    command = getattr(args, "command", None) or "hotmem"
    prog = f"hotmem {command}" if command != "hotmem" else "hotmem"
    try:
        return int(args.func(args) or 0)
    except CliError as exc:
        _error(prog, str(exc))
        return exc.code
    except KeyboardInterrupt:
        _error(prog, "interrupted")
        return 130
    except BrokenPipeError:
        _quiet_stdout()
        return 1
    except Exception as exc:
        from hotmem.exceptions import ImportDataError, InvalidInputError

        if os.environ.get("HOTMEM_DEBUG"):
            traceback.print_exc()
        code = 2 if isinstance(exc, InvalidInputError | ImportDataError) else 1
        _error(prog, f"{type(exc).__name__}: {exc}".splitlines()[0])
        return code


def _error(prog: str, message: str) -> None:
    sys.stderr.write(f"{prog}: error: {message}\n")
    sys.stderr.flush()


def _quiet_stdout() -> None:
    """After a closed pipe (``hotmem facts | head``), keep Python from complaining at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
