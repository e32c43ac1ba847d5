"""``hotmem doctor``: is everything in place? Versions, a model per language, the store.

Nothing is loaded unless ``--load`` asks for it: the models are found by their package
metadata. Exit status 0 when every configured language gets the parse it is built for, 1
otherwise (the report says what to install).
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
    "one is missing) and the store. Exit status 1 when a language lacks its model.",
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
@click.option("--load", is_flag=True, help="also load each model and time it")
@json_option()
def doctor(args: SimpleNamespace) -> int:
    """Gather the report, print it, and say whether every language is ready."""
    from hotmem import HotMemConfig, nlp

    langs = args.langs or HotMemConfig.from_env().langs
    report: dict[str, Any] = {
        "python": platform.python_version(),
        "versions": {name: _version(name) for name in _PACKAGES},
        "langs": {},
        "store": _store(Path(args.db or default_db())),
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
    if not store["exists"]:
        out.print(f"store: {store['path']} (not created yet: the first turn creates it)")
    else:
        held = "held by a running process" if store["held_by_a_process"] else "not in use"
        out.print(f"store: {store['path']}, {store['apparent_bytes']:,} bytes, {held}")
    out.print("ready" if report["ready"] else "NOT ready: install what is missing above")
