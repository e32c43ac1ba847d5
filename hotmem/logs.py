"""Error logs that never show what users said.

loguru prints the values of the local variables in a traceback when its sink has
``diagnose`` on, which is its default, and hotmem's locals hold utterances, names and places.
hotmem's own errors are logged through :func:`log_error`: the traceback keeps its files, lines
and code, never a variable's value.
"""

from __future__ import annotations

import sys
import traceback
from typing import Any

from loguru import logger

__all__ = ["log_error"]


def log_error(
    message: str, *args: Any, exc: BaseException | None = None, level: str = "ERROR"
) -> None:
    """Log ``message`` (formatted with ``args``) with the traceback of ``exc``, values left out.

    Args:
        message: A loguru message template.
        *args: Its arguments.
        exc: The exception (default: the one being handled, if any).
        level: The log level.
    """
    if exc is None:
        exc = sys.exc_info()[1]
    trace = "".join(traceback.format_exception(exc)).rstrip() if exc is not None else ""
    template = message + "\n{}" if trace else message
    logger.opt(depth=1).log(level, template, *args, *((trace,) if trace else ()))
