"""``hotmem eval extraction | retrieval | scenarios``: quality figures on bench/data's gold sets."""

from __future__ import annotations

import functools
import json
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import click

from hotmem.cli.common import CliError, console, loading_models, print_json
from hotmem.cli.framework import Command, Group, Langs, json_option

__all__ = ["eval_group", "locomo", "run"]

_LABELS = {
    "items": "items",
    "precision": "P",
    "recall": "R",
    "f1": "F1",
    "intent_accuracy": "intent acc",
    "must_not_violations": "must-not",
    "retraction_recall": "retract R",
    "extraction_p50_ms": "p50 ms",
    "extraction_p95_ms": "p95 ms",
    "probes": "probes",
    "relevance_at_3": "rel@3",
    "mrr": "MRR",
    "message_relevance": "message rel",
    "forbidden_hits": "forbidden",
    "duplicate_reinjection": "dup reinj",
    "turns_with_at_most_5_bullets": "≤5 bullets",
    "retrieval_p50_ms": "p50 ms",
    "retrieval_p95_ms": "p95 ms",
    "scenarios": "scenarios",
    "passed": "passed",
    "exact_state_accuracy": "exact state",
    "false_merges": "false merges",
}


_KINDS = {
    "extraction": "precision, recall, F1, intent accuracy, must-not, retraction recall",
    "retrieval": "relevance@3 of search and of the message, MRR, forbidden hits, novelty, latency",
    "scenarios": "exact-state accuracy and false merges of the memory after multi-session "
    "scenarios",
}


@click.group("eval", cls=Group, short_help="quality figures on the gold sets (bench/data)")
def eval_group() -> None:
    """Quality figures on the gold sets (bench/data)."""


def _gold_command(kind: str) -> click.Command:
    """``hotmem eval KIND`` for a kind of gold set."""
    params = [
        click.Option(["--langs"], type=Langs(), help="languages (default: every available one)"),
        click.Option(["--json", "json"], is_flag=True, help="JSON for machines"),
        click.Option(["--errors"], is_flag=True, help="also list the items that failed"),
        click.Option(
            ["--data"],
            metavar="DIR",
            type=click.Path(file_okay=False),
            help="gold-set directory (default: bench/data, bench/data/scenarios for scenarios; "
            "bench/data/heldout is the held-out set)",
        ),
    ]
    if kind == "extraction":
        params.append(
            click.Option(
                ["--by-relation"],
                is_flag=True,
                help="also precision and recall per relation and language",
            )
        )
    return Command(
        kind,
        callback=functools.partial(run, kind=kind),
        params=params,
        short_help=_KINDS[kind],
        help=f"{kind} quality: {_KINDS[kind]}.",
    )


def _langs(wanted: tuple[str, ...] | None) -> list[str]:
    from hotmem.cli.runner import probe_langs
    from hotmem.config import SUPPORTED_LANGS

    with loading_models(wanted or SUPPORTED_LANGS):
        usable, missing = probe_langs(wanted or SUPPORTED_LANGS)
    if wanted and missing:
        lang, why = next(iter(missing.items()))
        raise CliError(f"--langs: {lang} cannot be evaluated: {why}", code=1)
    for lang, why in missing.items():
        sys.stderr.write(f"hotmem eval: skipping {lang}: {why}\n")
    if not usable:
        raise CliError("no language can be evaluated", code=1)
    return list(usable)


def _data_dir(raw: str | None, kind: str = "extraction") -> Any:
    from hotmem.evaluation import DATA_DIR
    from hotmem.evaluation.scenarios import SCENARIO_DIR

    default = DATA_DIR / SCENARIO_DIR if kind == "scenarios" else DATA_DIR
    data_dir = Path(raw) if raw else default
    if not data_dir.is_dir():
        raise CliError(
            f"gold sets not found in {data_dir} (they live in the repository's bench/data; "
            "run from a source checkout)",
            code=1,
        )
    return data_dir


def run(args: SimpleNamespace, kind: str) -> int:
    """Evaluate and print the figures per language and overall."""
    langs = _langs(args.langs)
    data_dir = _data_dir(args.data, kind)
    if kind == "scenarios":
        return _run_scenarios(args, langs, data_dir)
    if kind == "extraction":
        from hotmem.evaluation import evaluate_extraction, load_gold

        items = load_gold(data_dir, langs)
        if not items:
            raise CliError(f"no extraction gold item for {','.join(langs)} in {data_dir}")
        report = evaluate_extraction(items)
        problems = report.errors
    else:
        try:
            from hotmem.evaluation.retrieval import RETRIEVAL_GOLD, evaluate_retrieval
        except ImportError:
            raise CliError(
                "the retrieval evaluation is not available in this version "
                "(hotmem.evaluation.retrieval is missing)",
                code=1,
            ) from None
        gold = data_dir / RETRIEVAL_GOLD
        if not gold.is_file():
            raise CliError(f"retrieval gold set not found: {gold}", code=1)
        report = evaluate_retrieval(gold, langs=langs)
        problems = report.misses
    data = json.loads(report.to_json())
    if args.json:
        if not args.errors:
            data.pop("errors", None)
            data.pop("misses", None)
        print_json(data)
        return 0
    _print_table(kind, report.per_lang, report.overall)
    if getattr(args, "by_relation", False):
        _print_relations(report.per_relation)
    if args.errors:
        _print_problems(problems)
    elif problems:
        console().print(f"{len(problems)} item(s) with errors; --errors lists them")
    return 0


def _run_scenarios(args: SimpleNamespace, langs: list[str], data_dir: Any) -> int:
    """``hotmem eval scenarios``: exact-state accuracy per language and per kind."""
    from hotmem.evaluation.scenarios import evaluate_scenarios, load_scenarios

    try:
        if not load_scenarios(data_dir, langs):
            raise CliError(f"no scenario for {','.join(langs)} in {data_dir}")
        report = evaluate_scenarios(data_dir, langs=langs)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    if args.json:
        data = json.loads(report.to_json())
        if not args.errors:
            data.pop("errors", None)
        print_json(data)
        return 0
    _print_table("scenarios", report.per_lang, report.overall)
    _print_table("scenarios", report.per_kind, report.overall, first="kind")
    if args.errors:
        _print_problems(report.errors)
    elif report.errors:
        console().print(f"{len(report.errors)} scenario(s) with errors; --errors lists them")
    return 0


@click.command(
    "locomo",
    cls=Command,
    short_help="evidence recall@5/@10 on LoCoMo, against BM25 and stemmed BM25",
    help="Feed each LoCoMo conversation (each speaker a user, each turn at its session's time) "
    "and ask its questions (categories 1-4) with HotMem.search: evidence recall@5/@10 per "
    "category, beside BM25 and stemmed-BM25 baselines computed in the same run. The data is "
    "read from PATH (data/locomo10.json of snap-research/LoCoMo, CC BY-NC 4.0): it is never "
    "bundled.",
)
@click.argument(
    "path", metavar="PATH", type=click.Path(exists=True, dir_okay=False, path_type=Path)
)
@click.option("--conversations", type=click.IntRange(min=1), metavar="N", help="only the first N")
@json_option()
def locomo(args: SimpleNamespace) -> int:
    """``hotmem eval locomo``: recall per category for hotmem and both baselines."""
    from hotmem.evaluation.locomo import CATEGORIES, evaluate_locomo

    try:
        report = evaluate_locomo(args.path, conversations=args.conversations)
    except (ValueError, KeyError, TypeError) as exc:
        raise CliError(f"{args.path}: not LoCoMo data ({type(exc).__name__}: {exc})") from None
    except RuntimeError as exc:  # the stemmer of the baseline is missing
        raise CliError(str(exc), code=1) from None
    if args.json:
        print_json(json.loads(report.to_json()))
        return 0
    from rich.table import Table

    table = Table(
        title=f"LoCoMo evidence recall: {report.conversations} conversations, "
        f"{report.turns} turns, {report.questions} questions",
        title_justify="left",
    )
    table.add_column("category")
    table.add_column("n", justify="right")
    for name in report.recall:
        for k in ("r@5", "r@10"):
            table.add_column(f"{name} {k}", justify="right")
    labels = {str(c): f"{c} {text}" for c, text in CATEGORIES.items()} | {"all": "all"}
    for key, label in labels.items():
        first = next(iter(report.recall.values()))[key]
        cells = [
            _cell(report.recall[name][key][k]) for name in report.recall for k in ("r@5", "r@10")
        ]
        table.add_row(label, str(first["n"]), *cells, style="bold" if key == "all" else None)
    console().print(table)
    console().print(
        f"hotmem search p50 {report.search_p50_ms} ms, p95 {report.search_p95_ms} ms "
        f"(CPU time p50 {report.search_cpu_p50_ms} ms, p95 {report.search_cpu_p95_ms} ms)"
    )
    return 0


def _print_table(
    kind: str,
    per_lang: dict[str, dict[str, Any]],
    overall: dict[str, Any],
    first: str = "lang",
) -> None:
    from rich.table import Table

    keys = list(overall)
    title = f"{kind} quality" if first == "lang" else f"{kind} quality per {first}"
    table = Table(title=title, title_justify="left")
    table.add_column(first)
    for key in keys:
        table.add_column(_LABELS.get(key, key), justify="right")
    for lang, figures in [*per_lang.items(), ("overall", overall)]:
        table.add_row(
            lang,
            *(_cell(figures.get(k)) for k in keys),
            style="bold" if lang == "overall" else None,
        )
    console().print(table)


def _print_relations(per_relation: dict[str, dict[str, dict[str, Any]]]) -> None:
    from rich.table import Table

    table = Table(title="per relation", title_justify="left")
    for name, justify in (("lang", "left"), ("relation", "left"), ("gold", "right")):
        table.add_column(name, justify=justify)
    for name in ("found", "precision", "recall"):
        table.add_column(name, justify="right")
    for lang, relations in per_relation.items():
        for relation, figures in relations.items():
            keys = ("gold", "found", "precision", "recall")
            table.add_row(lang, relation, *(_cell(figures[k]) for k in keys))
    console().print(table)


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.3f}"
    return "" if value is None else str(value)


def _print_problems(problems: list[dict[str, Any]]) -> None:
    from rich.text import Text

    out = console()
    out.print(Text(f"{len(problems)} item(s) with errors:", style="bold"))
    for item in problems:
        head = item.get("id", "?")
        said = item.get("text") or item.get("query") or item.get("note") or ""
        out.print(Text(f"  {head}: {said}"))
        for key, value in item.items():
            if key in ("id", "text", "query", "note") or not value:
                continue
            if key == "intent" and isinstance(value, list) and len(value) == 2:
                if value[0] == value[1]:
                    continue
                value = f"expected {value[0]}, got {value[1]}"
            out.print(Text(f"      {key}: {value}", style="dim"))


for _kind in _KINDS:
    eval_group.add_command(_gold_command(_kind))
eval_group.add_command(locomo)
