"""``hotmem doctor``: is everything in place? Versions, a model per language, the store.

Nothing is loaded unless ``--load`` asks for it: the models are found by their package
metadata. The store is the embedded one (its directory), or the PostgreSQL store of
``HOTMEM_DSN`` / ``--dsn``, probed read-only. Exit status 0 when every configured language gets
the parse it is built for and a PostgreSQL store is reachable with a schema this hotmem can
open, 1 otherwise (the report says what is missing).
"""

from __future__ import annotations

import platform
import time
from importlib import metadata
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import click

from hotmem.cli.common import (
    DB_ENV,
    console,
    default_db,
    dir_size,
    loading_models,
    print_json,
)
from hotmem.cli.framework import Command, Langs, json_option

__all__ = ["doctor"]

_PACKAGES = ("pipecat-hotmem", "spacy", "pipecat-ai", "lmdb", "simplemma", "numpy")
_TRUTH = "truth.sqlite3"
_LOCK = "store.lock"


@click.command(
    "doctor",
    cls=Command,
    short_help="check versions, a model per language and the store",
    help="Report the versions, the model each language reads with (and what to install when "
    "one is missing) and the store. Exit status 1 when a language lacks its model or the "
    "PostgreSQL store cannot be used.",
)
@click.option(
    "--langs",
    metavar="CODES",
    type=Langs(),
    help="languages to check (default: HOTMEM_LANGS, else all)",
)
@click.option(
    "--db",
    metavar="DIR",
    type=click.Path(file_okay=False),
    help=f"the store (default: ${DB_ENV} or ./memory)",
)
@click.option(
    "--dsn",
    metavar="DSN",
    help="probe this PostgreSQL store instead (default: $HOTMEM_DSN, if set)",
)
@click.option("--load", is_flag=True, help="also load each model and time it")
@json_option()
def doctor(args: SimpleNamespace) -> int:
    """Gather the report, print it, and say whether every language is ready."""
    from hotmem import HotMemConfig, nlp

    config = HotMemConfig.from_env()
    langs = args.langs or config.langs
    dsn = args.dsn or config.dsn
    report: dict[str, Any] = {
        "python": platform.python_version(),
        "versions": {name: _version(name) for name in _PACKAGES},
        "langs": {},
        "store": _postgres(dsn, config.pg_schema) if dsn else _store(Path(args.db or default_db())),
    }
    for lang in langs:
        check = nlp.check_model(lang)
        row: dict[str, Any] = {
            "ready": check.ready,
            "needs_model": check.needed,
            "model": check.package,
            "version": check.version or None,
            "declares_spacy": check.spacy_versions or None,
            "spacy_ok": check.spacy_ok,
            "components": list(check.components),
            "install": None if check.ready else check.install,
        }
        if args.load and check.ready:
            started = time.perf_counter()
            with loading_models([lang]):
                pipeline = nlp.load(lang)
            row["load_ms"] = round((time.perf_counter() - started) * 1000, 1)
            row["loaded"] = pipeline.model
        report["langs"][lang] = row
    ready = all(row["ready"] for row in report["langs"].values())
    ready = ready and report["store"].get("ok", True)
    report["ready"] = ready
    if args.json:
        print_json(report)
    else:
        _print(report)
    return 0 if ready else 1


def _version(package: str) -> str | None:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None


def _store(path: Path) -> dict[str, Any]:
    """Where the store is and whether a process holds it (nothing is opened for writing)."""
    if not (path / _TRUTH).is_file():
        return {"path": str(path), "exists": False}
    from hotmem.store.locks import DirLock

    held = DirLock.held(path / _LOCK)
    return {"path": str(path), "exists": True, "held_by_a_process": held, **dir_size(path)}


def _postgres(dsn: str, schema: str) -> dict[str, Any]:
    from hotmem.store.postgres import probe

    return {"kind": "postgresql", **probe(dsn, schema=schema)}


def _print(report: dict[str, Any]) -> None:
    from rich.table import Table

    out = console()
    versions = ", ".join(f"{k} {v or 'missing'}" for k, v in report["versions"].items())
    out.print(f"Python {report['python']}; {versions}")
    table = Table("lang", "reads with", "model", "spaCy it declares", "status")
    for lang, row in report["langs"].items():
        if not row["needs_model"]:
            table.add_row(lang, "rule-based parse (language data)", "-", "-", "ok")
            continue
        status = "ok" if row["ready"] else f"missing: {row['install']}"
        if row["ready"] and not row["spacy_ok"]:
            status = "ok (outside its declared spaCy range; loads with a warning)"
        if "load_ms" in row:
            status += f", loaded in {row['load_ms']:.0f} ms"
        model = f"{row['model']} {row['version']}" if row["model"] else "-"
        table.add_row(lang, "spaCy parser", model, row["declares_spacy"] or "-", status)
    out.print(table)
    store = report["store"]
    if store.get("kind") == "postgresql":
        out.print(_postgres_line(store))
    elif not store["exists"]:
        out.print(f"store: {store['path']} (not created yet: the first turn creates it)")
    else:
        held = "held by a running process" if store["held_by_a_process"] else "not in use"
        out.print(f"store: {store['path']}, {store['apparent_bytes']:,} bytes, {held}")
    out.print("ready" if report["ready"] else "NOT ready: see what is missing above")


def _postgres_line(store: dict[str, Any]) -> str:
    where = " ".join(f"{k}={v}" for k, v in store.get("server", {}).items()) or "default server"
    if not store["reachable"]:
        return f"store: PostgreSQL ({where}): NOT reachable: {store['error']}"
    line = f"store: PostgreSQL {store['server_version']} ({where}), schema {store['schema']}"
    if store["schema_version"] is None:
        return f"{line} not created yet (the first worker creates it)"
    line += f" at migration {store['schema_version']}, {store['users']:,} users"
    if not store["ok"]:
        line += f": NEWER than this hotmem's {store['expected_version']}: upgrade pipecat-hotmem"
    return line
