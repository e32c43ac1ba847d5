"""Store commands: facts, search, forget, export, import, maintain, check, reindex, undo.

``events`` lists what ``undo`` takes back.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import click

from hotmem.cli.common import (
    CliError,
    console,
    default_db,
    hand_over,
    here_or_by_the_bot,
    is_read_only,
    is_terminal,
    open_existing,
    print_json,
    read_json_file,
    require_user,
    shared_store,
)
from hotmem.cli.framework import Command, db_option, json_option, wait_option
from hotmem.store.base import EVENT_KINDS

__all__ = [
    "check",
    "events",
    "export",
    "facts",
    "forget",
    "import_",
    "maintain",
    "reindex",
    "search",
    "undo",
]

_FIRST_PERSON = {"i", "me", "my", "myself", "mine", "user"}


def _user_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """``--user U`` (required) and ``--db DIR``."""
    command = db_option()(command)
    return click.option("--user", metavar="U", required=True, help="user id")(command)


def _iso(ts: float | None) -> str:
    if not ts:
        return ""
    return datetime.fromtimestamp(ts, UTC).isoformat(timespec="seconds")


@click.command(
    "facts",
    cls=Command,
    short_help="list a user's facts",
    help="List a user's facts, newest first.",
)
@_user_options
@click.option("--all", "all", is_flag=True, help="include inactive facts (superseded...)")
@json_option()
def facts(args: SimpleNamespace) -> int:
    """``hotmem facts``."""
    from hotmem.store.codec import fact_to_dict

    with open_existing(args.db) as memory:
        require_user(memory, args.user, args.db)
        facts = memory.facts(args.user, include_inactive=args.all)
    if args.json:
        print_json([fact_to_dict(f) for f in facts])
        return 0
    from rich.table import Table

    table = Table(
        title=f"{len(facts)} {'' if args.all else 'active '}facts of {args.user}",
        title_justify="left",
    )
    for column in ("subject", "relation", "object", "conf", "status", "updated", "turn"):
        table.add_column(column, justify="right" if column == "conf" else "left")
    for f in facts:
        table.add_row(
            f.subject,
            f.relation,
            f.object,
            f"{f.confidence:.2f}",
            f.status,
            _iso(f.updated_at),
            f.turn_id or "",
        )
    console().print(table)
    return 0


@click.command(
    "search",
    cls=Command,
    short_help="search a user's facts and past turns",
    help="Facts and past user turns relevant to QUERY, best first.",
)
@click.argument("query", metavar="QUERY")
@_user_options
@click.option(
    "--kind", type=click.Choice(["facts", "episodes", "both"]), default="both", show_default=True
)
@click.option(
    "--limit", type=click.IntRange(1, 100), default=5, metavar="N", help="results (default 5)"
)
@json_option()
def search(args: SimpleNamespace) -> int:
    """``hotmem search``: results by rank.

    A fact's score and a past turn's BM25 score are on different scales: the table shows the
    rank, and ``why`` names each score.
    """
    if not args.query.strip():
        raise CliError("QUERY must not be empty")
    with open_existing(args.db) as memory:
        require_user(memory, args.user, args.db)
        results = memory.search(args.query, args.user, limit=args.limit, kind=args.kind)
    rows = [
        {
            "rank": rank,
            "kind": m.kind,
            "text": m.text,
            "score": round(m.score, 4),
            "fact": list(m.fact.triple) if m.fact else None,
            "turn_id": m.turn_id,
            "timestamp": m.timestamp,
            "why": m.why,
        }
        for rank, m in enumerate(results, start=1)
    ]
    if args.json:
        print_json(rows)
        return 0
    from rich.table import Table

    table = Table(title=f"{len(rows)} results for {args.query!r}", title_justify="left")
    for column in ("#", "kind", "text", "turn", "why"):
        table.add_column(column, justify="right" if column == "#" else "left")
    for r in rows:
        why = ", ".join(f"{k} {v:g}" for k, v in r["why"].items())
        table.add_row(str(r["rank"]), r["kind"], r["text"], r["turn_id"] or "", why)
    console().print(table)
    return 0


def _norm(value: str) -> str:
    from hotmem.text import fold

    folded = fold(" ".join(value.split()))
    return "you" if folded in _FIRST_PERSON else folded


def _matching(facts: list[Any], args: SimpleNamespace) -> list[Any]:
    """The stored facts the filters name (compared as stored values are: folded)."""
    wanted = {
        name: _norm(getattr(args, name))
        for name in ("subject", "relation", "object")
        if getattr(args, name) is not None
    }
    for name, value in wanted.items():
        if not value:
            raise CliError(f"--{name} must not be empty")
    return [f for f in facts if all(_norm(getattr(f, n)) == v for n, v in wanted.items())]


def _confirm(question: str) -> bool:
    """Ask on the terminal (default no); an end of input is a no, Ctrl-C interrupts."""
    try:
        return click.confirm(question, default=False, err=True)
    except click.Abort as exc:
        if isinstance(exc.__context__, KeyboardInterrupt):
            raise KeyboardInterrupt from None
        return False


@click.command(
    "forget",
    cls=Command,
    short_help="hard-delete facts of a user",
    help="Hard-delete the user's facts matching every filter given (with their events and the "
    "turns that stated them); no filter deletes everything of the user.",
)
@_user_options
@click.option("--subject", metavar="S")
@click.option("--relation", metavar="R")
@click.option("--object", "object", metavar="O")
@click.option("--yes", "-y", is_flag=True, help="do not ask for confirmation")
@wait_option()
def forget(args: SimpleNamespace) -> int:
    """``hotmem forget``: asks first on a terminal, refuses without --yes otherwise.

    When a running bot holds the store, the bot carries the forget out (its own view is the
    newest: it matches the filters itself).
    """
    everything = args.subject is None and args.relation is None and args.object is None
    with open_existing(args.db) as memory:
        require_user(memory, args.user, args.db)
        live = is_read_only(memory)
        matching = _matching(memory.facts(args.user, include_inactive=True), args)
        if not matching and not everything and not live:
            print(f"no fact of {args.user} matches; nothing forgotten")
            return 0
        what = (
            f"EVERYTHING of user {args.user!r} ({len(matching)} facts, their events and past turns)"
            if everything
            else f"{len(matching)} fact(s) of user {args.user!r}: "
            + "; ".join(" ".join(f.triple) for f in matching[:5])
            + (" ..." if len(matching) > 5 else "")
        )
        if not args.yes:
            if not is_terminal(sys.stdin):
                raise CliError("refusing to forget without --yes when stdin is not a terminal")
            if not _confirm(f"Forget {what}?"):
                print("cancelled; nothing forgotten")
                return 1
        if live:
            request: dict[str, Any] = {"op": "forget", "user_id": args.user}
            for name in ("subject", "relation", "object"):
                if getattr(args, name) is not None:
                    request[name] = _norm(getattr(args, name))
            count = hand_over(args.db, request, args.wait)["count"]
        elif everything:
            count = memory.forget(args.user)
        else:
            count = sum(memory.forget(args.user, *f.triple) for f in matching)
        memory.flush()
    print(f"forgot {count} fact(s) of {args.user}")
    return 0


@click.command(
    "export",
    cls=Command,
    short_help="export everything of a user as JSON",
    help="Export everything of a user (facts, events, past turns) as JSON.",
)
@_user_options
@click.option(
    "--out",
    metavar="FILE",
    type=click.Path(dir_okay=False, allow_dash=True),
    help="write to FILE (default: stdout)",
)
def export(args: SimpleNamespace) -> int:
    """``hotmem export``: JSON on stdout or written atomically to ``--out``."""
    with open_existing(args.db) as memory:
        require_user(memory, args.user, args.db)
        data = memory.export(args.user)
    if not args.out or args.out == "-":
        print_json(data)
        return 0
    target = Path(args.out)
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=".hotmem-export-", dir=target.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=2)
            fh.write("\n")
        os.replace(tmp, target)
    except OSError as exc:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
        raise CliError(f"--out {args.out}: cannot write: {exc.strerror or exc}", code=1) from None
    print(
        f"exported {len(data['facts'])} facts, {len(data['events'])} events and "
        f"{len(data['episodes'])} episodes of {args.user} to {args.out}",
        file=sys.stderr,
    )
    return 0


@click.command(
    "import",
    cls=Command,
    short_help="import a user's export (merging by key)",
    help="Import a user's export made by `hotmem export`, merging by key.",
)
@click.argument("file", metavar="FILE", type=click.Path(dir_okay=False, allow_dash=True))
@db_option()
@wait_option()
def import_(args: SimpleNamespace) -> int:
    """``hotmem import``: the file is checked in full before the store is opened."""
    from hotmem.exceptions import ImportDataError
    from hotmem.transfer import parse_export

    data = read_json_file(args.file)
    try:
        parse_export(data)  # validate before creating or touching the store
    except ImportDataError as exc:
        raise CliError(f"{args.file}: {exc}") from None
    request = {"op": "import", "data": data}
    count = here_or_by_the_bot(
        args.db, request, args.wait, lambda m: {"count": m.import_data(data)}, create=True
    )["count"]
    where = "the fleet's store" if shared_store(args.db) else args.db or default_db()
    print(f"imported {count} facts of {data['user_id']} into {where}")
    return 0


@click.command(
    "maintain",
    cls=Command,
    short_help="let the plans and wishes nobody repeated lapse",
    help="Age the facts that lapse when nobody says them again (plans, wishes): stale, then "
    "archived. Every other fact keeps until corrected or forgotten. A running bot that holds "
    "the store does it itself.",
)
@db_option()
@click.option("--user", metavar="USER", help="only this user (default: every user)")
@wait_option()
def maintain(args: SimpleNamespace) -> int:
    """``hotmem maintain``: lapse the plans nobody repeated (the running bot does it, if any)."""
    started = time.perf_counter()
    request = {"op": "maintain", "user_id": args.user}
    count = here_or_by_the_bot(
        args.db, request, args.wait, lambda memory: {"count": memory.maintain(user_id=args.user)}
    )["count"]
    print(f"{count} facts changed status in {time.perf_counter() - started:.1f} s")
    return 0


@click.command(
    "check",
    cls=Command,
    short_help="check the hot layer and RAM indices against the truth",
    help="Compare the hot layer (LMDB) and the RAM indices with the truth (SQLite), user by "
    "user. Exit status 1 when they differ (0 after --repair fixed it).",
)
@db_option()
@click.option("--repair", is_flag=True, help="rebuild what differs from the truth")
@json_option()
@wait_option()
def check(args: SimpleNamespace) -> int:
    """``hotmem check``: the hot layer and RAM indices against the truth; exit 1 on a difference.

    When a running bot holds the store, the bot runs the check (and the repair) itself.
    """
    request = {"op": "check", "repair": args.repair}
    report = here_or_by_the_bot(
        args.db, request, args.wait, lambda memory: {"report": memory.check(repair=args.repair)}
    )["report"]
    clean = (
        report.get("layer_ok", True)
        and not report.get("differences")
        and not report.get("orphan_users")
        and not report.get("ram_differences")
        and report.get("search_index_ok", True)
    )
    if args.json:
        print_json({**report, "consistent": bool(clean)})
    else:
        _print_check(report, bool(clean))
    return 0 if clean or report.get("repaired") else 1


@click.command(
    "reindex",
    cls=Command,
    short_help="rebuild every derived layer from the truth",
    help="Rebuild every layer derived from the truth (SQLite): the hot layer (LMDB), the "
    "full-text index of past turns (stems recomputed), and the RAM indices of a running bot; "
    "report counts. A running bot that holds the store does it itself.",
)
@db_option()
@json_option()
@wait_option()
def reindex(args: SimpleNamespace) -> int:
    """``hotmem reindex``: counts of what was rebuilt."""
    report = here_or_by_the_bot(
        args.db, {"op": "reindex"}, args.wait, lambda memory: {"report": memory.reindex()}
    )["report"]
    if args.json:
        print_json(report)
        return 0
    print(f"{report.get('users', 0)} users, {report.get('facts', 0)} facts in the truth")
    if "hot_facts" in report:
        print(f"hot layer: rebuilt with {report['hot_facts']} facts")
    print(
        f"past turns: {report.get('episodes', 0)} indexed "
        f"({report.get('stems_fixed', 0)} with stems recomputed)"
    )
    print(
        f"RAM indices: {report.get('ram_users', 0)} reloaded ({report.get('ram_facts', 0)} facts)"
    )
    print(f"done in {report.get('ms', 0):g} ms")
    return 0


def _print_check(report: dict[str, Any], clean: bool) -> None:
    print(f"{report.get('users', 0)} users, {report.get('facts', 0)} facts in the truth")
    if not report.get("layer_ok", True):
        print("hot layer: unreadable")
    for user, counts in sorted(report.get("differences", {}).items()):
        print(f"hot layer differs for {user}: " + ", ".join(f"{v} {k}" for k, v in counts.items()))
    if report.get("orphan_users"):
        print(f"hot layer: {report['orphan_users']} user(s) the truth does not have")
    if not report.get("search_index_ok", True):
        print("full-text index of past turns: does not match the turns")
    for user, counts in sorted(report.get("ram_differences", {}).items()):
        print(f"RAM index differs for {user}: " + ", ".join(f"{v} {k}" for k, v in counts.items()))
    if clean:
        print("consistent")
    elif report.get("repaired"):
        print("repaired: the hot layer was rebuilt from the truth")
    else:
        print("INCONSISTENT: run `hotmem check --repair`")


@click.command(
    "events",
    cls=Command,
    short_help="list a user's provenance events (with the ids undo takes)",
    help="List USER's provenance events, oldest first: id, time, kind, fact, and what the kind "
    "adds (the value a merge read another way, the subject an alias read as a known person, "
    "the words of a conflict, the event an undo took back). The events a merge or alias, a "
    "supersede or correction, a denial, a conflict or an expiry left can be undone with "
    "`hotmem undo USER EVENT_ID`.",
)
@click.argument("user", metavar="USER")
@db_option()
@click.option(
    "--kind",
    "kinds",
    multiple=True,
    type=click.Choice(EVENT_KINDS),
    help="only events of this kind (repeatable)",
)
@json_option()
def events(args: SimpleNamespace) -> int:
    """``hotmem events USER``."""
    from hotmem.lifecycle import UNDOABLE
    from hotmem.store.codec import event_to_dict

    with open_existing(args.db) as memory:
        require_user(memory, args.user, args.db)
        found = memory.events(args.user)
    undone = {e.detail for e in found if e.kind == "undo"}
    if args.kinds:
        found = [e for e in found if e.kind in args.kinds]
    if args.json:
        print_json(
            [
                {**event_to_dict(e), "undoable": e.kind in UNDOABLE and e.id not in undone}
                for e in found
            ]
        )
        return 0
    from rich.table import Table

    table = Table(title=f"{len(found)} events of {args.user}", title_justify="left")
    for column in ("id", "time", "kind", "subject", "relation", "object", "detail", "said"):
        table.add_column(column, overflow="fold" if column == "id" else "ellipsis")
    for e in found:
        kind = e.kind + (" (undone)" if e.id in undone else "")
        said = e.utterance if len(e.utterance) <= 40 else e.utterance[:39] + "…"
        table.add_row(e.id, _iso(e.at), kind, e.subject, e.relation, e.object, e.detail, said)
    console().print(table)
    return 0


@click.command(
    "undo",
    cls=Command,
    short_help="take back a merge, supersede, correction or expiry",
    help="Take back one of USER's events (ids from `hotmem events USER`): a supersede or "
    "correction brings the old value back and demotes the new one, an expiry reactivates the "
    "fact, a merge or alias brings back the fact as it was said as a fact of its own, a "
    "conflict is dropped. The undo is an "
    "event itself. A running bot that holds the store does it itself.",
)
@click.argument("user", metavar="USER")
@click.argument("event_id", metavar="EVENT_ID")
@db_option()
@json_option()
@wait_option()
def undo(args: SimpleNamespace) -> int:
    """``hotmem undo USER EVENT_ID``: the facts it changed (the running bot does it, if any)."""
    from hotmem.store.codec import fact_to_dict

    if not args.user.strip() or not args.event_id.strip():
        raise CliError("USER and EVENT_ID must not be empty")
    request = {"op": "undo", "user_id": args.user, "event_id": args.event_id}

    def run(memory: Any) -> dict[str, Any]:
        require_user(memory, args.user, args.db)
        changed = memory.undo(user_id=args.user, event_id=args.event_id)
        memory.flush()
        return {"count": len(changed), "facts": [fact_to_dict(f) for f in changed]}

    changed = here_or_by_the_bot(args.db, request, args.wait, run)["facts"]
    if args.json:
        print_json(changed)
        return 0
    for f in changed:
        print(f"{f['status']:<10} {f['subject']} {f['relation']} {f['object']}")
    print(f"undid event {args.event_id} of {args.user}: {len(changed)} fact(s) changed")
    return 0
