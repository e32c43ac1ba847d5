"""Store commands: ``hotmem facts | search | forget | export | import | maintain | check``."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hotmem.cli.common import (
    CliError,
    add_db_argument,
    console,
    default_db,
    hand_over,
    here_or_by_the_bot,
    is_read_only,
    open_existing,
    print_json,
    read_json_file,
    require_user,
    shared_store,
)

__all__ = ["add_parser"]

_FIRST_PERSON = {"i", "me", "my", "myself", "mine", "user"}


def add_parser(sub: Any) -> None:
    """Register the store commands."""
    p = sub.add_parser(
        "facts", help="list a user's facts", description="List a user's facts, newest first."
    )
    _user_args(p)
    p.add_argument("--all", action="store_true", help="include inactive facts (superseded...)")
    p.add_argument("--json", action="store_true", help="JSON for machines")
    p.set_defaults(func=cmd_facts)

    p = sub.add_parser(
        "search",
        help="search a user's facts and past turns",
        description="Facts and past user turns relevant to QUERY, best first.",
    )
    p.add_argument("query", metavar="QUERY")
    _user_args(p)
    p.add_argument("--kind", choices=("facts", "episodes", "both"), default="both")
    p.add_argument("--limit", type=int, default=5, help="results, 1..100 (default 5)")
    p.add_argument("--json", action="store_true", help="JSON for machines")
    p.set_defaults(func=cmd_search)

    p = sub.add_parser(
        "forget",
        help="hard-delete facts of a user",
        description="Hard-delete the user's facts matching every filter given (with their "
        "events and the turns that stated them); no filter deletes everything of the user.",
    )
    _user_args(p)
    p.add_argument("--subject", metavar="S")
    p.add_argument("--relation", metavar="R")
    p.add_argument("--object", metavar="O")
    p.add_argument("--yes", "-y", action="store_true", help="do not ask for confirmation")
    _wait_argument(p)
    p.set_defaults(func=cmd_forget)

    p = sub.add_parser(
        "maintain",
        help="let the plans and wishes nobody repeated lapse",
        description="Age the facts that lapse when nobody says them again (plans, wishes): "
        "stale, then archived. Every other fact keeps until corrected or forgotten. A running "
        "bot that holds the store does it itself.",
    )
    add_db_argument(p)
    p.add_argument("--user", metavar="USER", help="only this user (default: every user)")
    _wait_argument(p)
    p.set_defaults(func=cmd_maintain)

    p = sub.add_parser(
        "check",
        help="check the hot layer and RAM indices against the truth",
        description="Compare the hot layer (LMDB) and the RAM indices with the truth (SQLite), "
        "user by user. Exit status 1 when they differ (0 after --repair fixed it).",
    )
    add_db_argument(p)
    p.add_argument("--repair", action="store_true", help="rebuild what differs from the truth")
    p.add_argument("--json", action="store_true", help="JSON for machines")
    _wait_argument(p)
    p.set_defaults(func=cmd_check)

    p = sub.add_parser("export", help="export everything of a user as JSON")
    _user_args(p)
    p.add_argument("--out", metavar="FILE", help="write to FILE (default: stdout)")
    p.set_defaults(func=cmd_export)

    p = sub.add_parser("import", help="import a user's export (merging by key)")
    p.add_argument("file", metavar="FILE", help="an export made by `hotmem export` (- = stdin)")
    add_db_argument(p)
    _wait_argument(p)
    p.set_defaults(func=cmd_import)


def _wait_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--wait",
        type=float,
        default=30.0,
        metavar="SECONDS",
        help="when a running bot holds the store, how long to wait for it to carry out the "
        "request (default 30)",
    )


def _user_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--user", metavar="U", required=True, help="user id")
    add_db_argument(parser)


def _iso(ts: float | None) -> str:
    if not ts:
        return ""
    return datetime.fromtimestamp(ts, UTC).isoformat(timespec="seconds")


def cmd_facts(args: argparse.Namespace) -> int:
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


def cmd_search(args: argparse.Namespace) -> int:
    """``hotmem search``: results by rank.

    A fact's score and a past turn's BM25 score are on different scales: the table shows the
    rank, and ``why`` names each score.
    """
    if not args.query.strip():
        raise CliError("QUERY must not be empty")
    if not 1 <= args.limit <= 100:
        raise CliError("--limit must be between 1 and 100")
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


def _matching(facts: list[Any], args: argparse.Namespace) -> list[Any]:
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
    sys.stderr.write(f"{question} [y/N] ")
    sys.stderr.flush()
    answer = sys.stdin.readline()
    return answer.strip().lower() in ("y", "yes")


def cmd_forget(args: argparse.Namespace) -> int:
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
            if not sys.stdin.isatty():
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


def cmd_export(args: argparse.Namespace) -> int:
    """``hotmem export``: JSON on stdout or written atomically to ``--out``."""
    with open_existing(args.db) as memory:
        require_user(memory, args.user, args.db)
        data = memory.export(args.user)
    if not args.out or args.out == "-":
        print_json(data)
        return 0
    target = Path(args.out)
    if target.is_dir():
        raise CliError(f"--out {args.out}: is a directory")
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


def cmd_import(args: argparse.Namespace) -> int:
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


def cmd_maintain(args: argparse.Namespace) -> int:
    """``hotmem maintain``: lapse the plans nobody repeated (the running bot does it, if any)."""
    started = time.perf_counter()
    request = {"op": "maintain", "user_id": args.user}
    count = here_or_by_the_bot(
        args.db, request, args.wait, lambda memory: {"count": memory.maintain(user_id=args.user)}
    )["count"]
    print(f"{count} facts changed status in {time.perf_counter() - started:.1f} s")
    return 0


def cmd_check(args: argparse.Namespace) -> int:
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
