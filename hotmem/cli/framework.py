"""The Click layer every ``hotmem`` command shares: lazy commands, one-line errors, options.

A command's callback gets its parsed parameters as one namespace (``args.user``,
``args.json``), so options named after modules or builtins (``--json``, ``--all``) shadow
nothing. Whatever a command raises becomes one line on stderr, ``hotmem <command>: error:
<message>``, and an exit status: the :class:`~hotmem.cli.common.CliError`'s code, 2 for
:class:`~hotmem.exceptions.InvalidInputError` and
:class:`~hotmem.exceptions.ImportDataError`, 130 when interrupted, 1 otherwise (set
``HOTMEM_DEBUG=1`` for the traceback).
"""

from __future__ import annotations

import importlib
import os
import sys
import traceback
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import click

from hotmem.cli.common import DB_ENV, CliError

__all__ = [
    "Command",
    "Group",
    "Langs",
    "LazyGroup",
    "db_option",
    "json_option",
    "report_error",
    "report_failure",
    "wait_option",
]

Decorator = Callable[[Callable[..., Any]], Callable[..., Any]]


def report_error(prog: str, message: str) -> None:
    """Write ``<prog>: error: <message>`` (one line) on stderr."""
    sys.stderr.write(f"{prog}: error: {message}\n")
    sys.stderr.flush()


def report_failure(prog: str, exc: BaseException) -> int:
    """Report a failure in one line on stderr (traceback with ``HOTMEM_DEBUG``); its status."""
    if isinstance(exc, CliError):
        report_error(prog, str(exc))
        return exc.code
    if isinstance(exc, KeyboardInterrupt):
        report_error(prog, "interrupted")
        return 130
    if isinstance(exc, BrokenPipeError):
        _quiet_stdout()
        return 1
    from hotmem.exceptions import ImportDataError, InvalidInputError

    if os.environ.get("HOTMEM_DEBUG"):
        traceback.print_exception(exc)
    report_error(prog, f"{type(exc).__name__}: {exc}".splitlines()[0])
    return 2 if isinstance(exc, InvalidInputError | ImportDataError) else 1


def _quiet_stdout() -> None:
    """After a closed pipe (``hotmem facts | head``), keep Python from complaining at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


class Command(click.Command):
    """A ``hotmem`` command: a namespace of its parameters in, an exit status out.

    Click's own exceptions (usage errors, ``--help``) go on to :func:`hotmem.cli.main`; any
    other failure is reported here, where the command's full name is known.
    """

    def invoke(self, ctx: click.Context) -> int:
        """Run the callback with ``SimpleNamespace(**ctx.params)``; failures become one line."""
        prog = ctx.command_path
        try:
            return int(ctx.invoke(self.callback, SimpleNamespace(**ctx.params)) or 0)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except (Exception, KeyboardInterrupt) as exc:
            return report_failure(prog, exc)


class Group(click.Group):
    """A group of :class:`Command` (and of groups of them), listed in the order declared."""

    command_class = Command
    group_class = type  # sub-groups are of this class too

    def list_commands(self, ctx: click.Context) -> list[str]:
        """The commands in the order they were added (not sorted)."""
        return list(self.commands)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """No command given: the help on stderr and exit status 2 (whatever Click's version)."""
        if not args and not ctx.resilient_parsing:
            click.echo(ctx.get_help(), err=True)
            ctx.exit(2)
        return super().parse_args(ctx, args)


class LazyGroup(Group):
    """A group whose commands live in their modules, imported when named (or listed by help).

    Args:
        lazy: Command name → ``"module:attribute"`` of its :class:`click.Command`.
        **kwargs: Passed to :class:`click.Group`.
    """

    def __init__(self, *args: Any, lazy: dict[str, str], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy = dict(lazy)

    def list_commands(self, ctx: click.Context) -> list[str]:
        """The lazy commands, then any added directly."""
        return [*self.lazy, *(name for name in super().list_commands(ctx) if name not in self.lazy)]

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """Import the command's module (its heavy imports stay inside the command bodies)."""
        target = self.lazy.get(cmd_name)
        if target is None:
            return super().get_command(ctx, cmd_name)
        module, _, attribute = target.partition(":")
        command = getattr(importlib.import_module(module), attribute)
        if not isinstance(command, click.Command):
            raise TypeError(f"{target} is not a click command")
        return command


class Langs(click.ParamType):
    """A comma-separated list of supported language codes: ``en,es`` → ``("en", "es")``."""

    name = "L,L"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """Split, lower-case, dedupe and check each code against the supported languages."""
        if isinstance(value, tuple):
            return value
        from hotmem.config import SUPPORTED_LANGS

        langs = tuple(dict.fromkeys(p.strip().lower() for p in value.split(",") if p.strip()))
        if not langs:
            self.fail(f"give at least one language ({','.join(SUPPORTED_LANGS)})", param, ctx)
        for lang in langs:
            if lang not in SUPPORTED_LANGS:
                self.fail(
                    f"unknown language {lang!r} (supported: {','.join(SUPPORTED_LANGS)})",
                    param,
                    ctx,
                )
        return langs

    def shell_complete(
        self, ctx: click.Context, param: click.Parameter, incomplete: str
    ) -> list[Any]:
        """Complete the last code of the list."""
        from click.shell_completion import CompletionItem

        from hotmem.config import SUPPORTED_LANGS

        head, _, last = incomplete.rpartition(",")
        prefix = f"{head}," if head else ""
        return [CompletionItem(prefix + lang) for lang in SUPPORTED_LANGS if lang.startswith(last)]


def db_option(*, temporary: bool = False) -> Decorator:
    """``--db DIR``: the store directory.

    Args:
        temporary: The command works in a temporary store unless ``--db`` is given.
    """
    text = (
        "keep the store in DIR (default: a temporary store, removed afterwards)"
        if temporary
        else f"store directory (default: ${DB_ENV} or ./memory)"
    )
    return click.option(
        "--db", metavar="DIR", type=click.Path(file_okay=False), default=None, help=text
    )


def json_option(text: str = "JSON for machines") -> Decorator:
    """``--json``: machine-readable output."""
    return click.option("--json", "json", is_flag=True, help=text)


def wait_option() -> Decorator:
    """``--wait SECONDS``: how long a running bot that holds the store may take."""
    return click.option(
        "--wait",
        type=click.FloatRange(min=0),
        default=30.0,
        metavar="SECONDS",
        help="when a running bot holds the store, how long to wait for it to carry out the "
        "request (default 30)",
    )
