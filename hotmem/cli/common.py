"""What every ``hotmem`` command shares: errors, the store location, output and logging."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

__all__ = [
    "DB_ENV",
    "CliError",
    "configure_logging",
    "console",
    "default_db",
    "dir_size",
    "existing_store_dir",
    "hand_over",
    "here_or_by_the_bot",
    "is_read_only",
    "is_terminal",
    "loading_models",
    "open_existing",
    "open_memory",
    "print_json",
    "read_json_file",
    "require_user",
    "shared_store",
]

DB_ENV = "HOTMEM_DB"
_TRUTH = "truth.sqlite3"
_log_handler: int | None = None


class CliError(Exception):
    """A problem the operator can fix (bad argument, bad file, missing store).

    Args:
        message: One line, printed as ``hotmem <command>: error: <message>``.
        code: Exit status (2 for usage and input errors, 1 for runtime failures).
    """

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


def default_db() -> str:
    """The store directory when ``--db`` is not given: ``$HOTMEM_DB`` or ``./memory``."""
    return os.environ.get(DB_ENV) or "memory"


def configure_logging(verbose: bool) -> None:
    """Send hotmem's log to stderr: warnings only, everything with ``--verbose``.

    The sink looks ``sys.stderr`` up at each message, so captured or redirected streams work.
    """
    global _log_handler
    from loguru import logger

    with suppress(ValueError):
        logger.remove(0)  # loguru's default DEBUG handler
    if _log_handler is not None:
        with suppress(ValueError):
            logger.remove(_log_handler)
    _log_handler = logger.add(
        lambda message: sys.stderr.write(message),
        level="DEBUG" if verbose else "WARNING",
        format="{level}: {message}",
        colorize=False,
    )


def is_terminal(stream: Any) -> bool:
    """True when ``stream`` (``sys.stdout``, ``sys.stderr``...) is a terminal."""
    return bool(getattr(stream, "isatty", None) and stream.isatty())


def console(stderr: bool = False) -> Any:
    """A rich console on stdout (or stderr); plain and 120 columns wide when not a terminal."""
    from rich.console import Console

    stream = sys.stderr if stderr else sys.stdout
    tty = is_terminal(stream)
    return Console(
        file=stream,
        highlight=False,
        soft_wrap=False,
        width=None if tty else 120,
        force_terminal=None if tty else False,
    )


@contextmanager
def loading_models(langs: Iterable[str]) -> Iterator[None]:
    """A spinner on stderr ("loading the en, fr models...") while models load; a terminal only."""
    if not is_terminal(sys.stderr):
        yield
        return
    with console(stderr=True).status(f"loading the {', '.join(langs)} models..."):
        yield


def print_json(data: Any, *, indent: int | None = 2) -> None:
    """Write ``data`` as JSON on stdout (UTF-8 kept as is)."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=indent) + "\n")


def read_json_file(path: str) -> Any:
    """Parse a JSON file (``-`` is stdin).

    Raises:
        CliError: The file is missing, unreadable or not valid JSON (line and column given).
    """
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise CliError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(f"{path}: cannot read: {exc}") from None
    if not text.strip():
        raise CliError(f"{path}: the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise CliError(f"{path}:{exc.lineno}:{exc.colno}: invalid JSON: {exc.msg}") from None


def existing_store_dir(db: str | None) -> Path:
    """The directory of an existing store (``db`` or the default); never creates one.

    Raises:
        CliError: No store there.
    """
    db = db or default_db()
    path = Path(db)
    if not path.is_dir() or not (path / _TRUTH).is_file():
        raise CliError(
            f"no hotmem store at {db!r} (give --db DIR or set {DB_ENV}; "
            f"a store directory holds {_TRUTH})"
        )
    return path


def shared_store(db: str | None) -> Any:
    """The configuration of the PostgreSQL store to use, or None for a store directory.

    ``HOTMEM_DSN`` names the fleet's store, which every process may open at once (no bot to
    hand requests to); ``--db DIR`` still picks a store directory.
    """
    from hotmem import HotMemConfig

    config = HotMemConfig.from_env()
    return config if db is None and config.dsn is not None else None


@contextmanager
def open_existing(db: str | None) -> Iterator[Any]:
    """Open an existing store for inspection; never creates an empty one.

    Raises:
        CliError: No store there, or it is in use by another process.
    """
    from hotmem import HotMem, HotMemConfig
    from hotmem.exceptions import StoreError, StoreLockedError

    shared = shared_store(db)
    if shared is not None:
        with open_memory(None, shared) as memory:
            yield memory
        return
    path = existing_store_dir(db)
    config = HotMemConfig.from_env()
    try:
        memory = HotMem(path, config=config)
    except StoreLockedError:  # a running bot holds it: read it beside the bot
        from hotmem.store.readonly import ReadOnlyStore

        print(f"hotmem: {path} is in use by a running bot; reading it read-only", file=sys.stderr)
        try:
            memory = HotMem(store=ReadOnlyStore(path, langs=config.langs), config=config)
        except StoreError as exc:
            raise CliError(str(exc), code=1) from None
    except StoreError as exc:
        raise CliError(str(exc), code=1) from None
    try:
        yield memory
    except StoreError as exc:  # a write refused by the read-only view
        raise CliError(str(exc), code=1) from None
    finally:
        memory.close()


def is_read_only(memory: Any) -> bool:
    """True for the read-only view :func:`open_existing` gives of a store a bot holds."""
    from hotmem.store.readonly import ReadOnlyStore

    return isinstance(memory.store, ReadOnlyStore)


def here_or_by_the_bot(
    db: str | None,
    request: dict[str, Any],
    wait_s: float,
    run: Callable[[Any], dict[str, Any]],
    *,
    create: bool = False,
) -> dict[str, Any]:
    """``run(memory)`` on the store, or ``request`` handed to the bot that holds it.

    The store is the fleet's (``HOTMEM_DSN``, run here: every process may write it) or the
    directory ``db`` (default: :func:`default_db`; created only with ``create``). Either way
    the outcome's dict (``count``, ``report``): see :func:`hand_over`.

    Raises:
        CliError: The store cannot be opened, the input is refused, or the bot failed.
    """
    from hotmem import HotMem
    from hotmem.exceptions import InvalidInputError, StoreError, StoreLockedError

    shared = shared_store(db)
    if shared is not None:
        try:
            with open_memory(None, shared) as memory:
                return run(memory)
        except (StoreError, InvalidInputError) as exc:
            raise CliError(str(exc), code=1) from None
    db = (db or default_db()) if create else str(existing_store_dir(db))
    try:
        with HotMem(db) as memory:
            return run(memory)
    except StoreLockedError:
        return hand_over(str(db), request, wait_s)
    except (StoreError, InvalidInputError) as exc:
        raise CliError(str(exc), code=1) from None


def hand_over(db: str | None, request: dict[str, Any], wait_s: float) -> dict[str, Any]:
    """Hand a request to the bot that holds the store (see hotmem.handoff).

    Raises:
        CliError: No process took the request in time, or it failed there.
    """
    from hotmem.exceptions import StoreError
    from hotmem.handoff import submit

    path = existing_store_dir(db)
    print(f"hotmem: {path} is in use by a running bot; handing the request to it", file=sys.stderr)
    try:
        outcome = submit(path, request, wait_s)
    except StoreError as exc:
        raise CliError(str(exc), code=1) from None
    if not outcome.get("ok"):
        raise CliError(f"the running bot could not do it: {outcome.get('error')}", code=1)
    return outcome


@contextmanager
def open_memory(path: Path | None, config: Any = None) -> Iterator[Any]:
    """A HotMem on ``path`` (or on ``config.dsn``), closed afterwards.

    A store error becomes a one-line CliError.
    """
    from hotmem import HotMem
    from hotmem.exceptions import StoreError

    try:
        memory = HotMem(path, config=config)
    except StoreError as exc:
        raise CliError(str(exc), code=1) from None
    try:
        yield memory
    finally:
        memory.close()


def require_user(memory: Any, user_id: str, db: str | None) -> None:
    """Refuse an unknown user (naming a few known ones).

    Raises:
        CliError: The store has no data for ``user_id``.
    """
    if not user_id.strip():
        raise CliError("--user must not be empty")
    users = memory.users()
    if user_id in users:
        return
    known = ", ".join(users[:10]) + (", ..." if len(users) > 10 else "")
    where = db or default_db()
    raise CliError(
        f"unknown user {user_id!r} in store {where!r}"
        + (f" (known users: {known})" if users else " (the store has no users yet)")
    )


def dir_size(path: Path) -> dict[str, int]:
    """Bytes on disk (allocated blocks) and apparent bytes of a file or every file under it."""
    if path.is_file():
        paths = [str(path)]
    else:
        paths = [os.path.join(root, name) for root, _, files in os.walk(path) for name in files]
    disk = apparent = 0
    for name in paths:
        try:
            st = os.stat(name)
        except OSError:
            continue
        apparent += st.st_size
        disk += getattr(st, "st_blocks", st.st_size // 512) * 512
    return {"disk_bytes": disk, "apparent_bytes": apparent}
