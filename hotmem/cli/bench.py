"""``hotmem bench``: per-stage latency of the hot path on the bundled multilingual turns.

Model loading is measured (and reported) per language, then every pipeline is warmed up, then
the bundled turns, cycled to ``--turns``, run through a fresh :class:`hotmem.HotMem` on the
real embedded store in a temporary directory. ``--facts N`` repeats the measure for one user
with N stored facts and N past turns (see :mod:`hotmem.cli.bench_fill`).

Every measured turn is paired with a bare ``nlp.parse`` of the same text in the same loop (the
order alternates turn by turn), so the ratio of the whole turn to the spaCy parse alone is
taken under the same machine noise: it is the cost of hotmem on top of the parse it needs.
Both are also timed in CPU time of the calling thread: on a loaded machine the wall clock
counts the time the thread waited for a core, the CPU clock does not, so the CPU ratio is the
steadier reading of the same cost (the verdict stays on the wall clock, which users feel).
"""

from __future__ import annotations

import json
import os
import platform
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from types import SimpleNamespace
from typing import Any, NamedTuple

import click

from hotmem.cli.common import CliError, dir_size, loading_models
from hotmem.cli.framework import Command, Langs, db_option, json_option
from hotmem.config import SUPPORTED_LANGS
from hotmem.metrics import STAGES
from hotmem.stats import summarize

__all__ = [
    "BUDGET",
    "FORGET_UPDATE_P95_TARGET_MS",
    "RATIO_TARGET",
    "ParseTiming",
    "bench",
    "load_turns",
    "parse_ratios",
    "run_turns",
]

# DESIGN.md §2: total p95 <= 20 ms, retrieval p95 <= 2 ms (with 100,000 facts for the user).
BUDGET = {"total_ms": 20.0, "retrieval_ms": 2.0}
_WARMUP_TURNS = 10
# Whole turn vs the bare spaCy parse of the same text, p95 over p95: issue target 1.3, aim 1.15.
RATIO_TARGET = 1.3
RATIO_AIM = 1.15
# A spoken "Forget that ..." with --facts 100000: update p95 <= 5 ms (issue target).
FORGET_UPDATE_P95_TARGET_MS = 5.0
# Turns of at least this many words form the long-turn slice, where the parse dominates.
LONG_TURN_WORDS = 40
# The best-of-repeats ratio needs every text measured this many times on average.
BEST_OF_REPEATS = 3


class ParseTiming(NamedTuple):
    """A bare parse of a measured turn's text, and the turn itself in CPU time."""

    parse_ms: float
    words: int
    parse_cpu_ms: float
    turn_cpu_ms: float
    text: int = 0  # which bundled turn: its repeats are the same work


def load_turns(langs: tuple[str, ...]) -> list[dict[str, str]]:
    """The bundled bench turns of ``langs`` (``{"session", "lang", "text"}``), in file order."""
    path = resources.files("hotmem").joinpath("data/bench_turns.jsonl")
    rows = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
    return [row for row in rows if row["lang"] in langs]


def run_turns(
    memory: Any,
    turns: list[dict[str, str]],
    n: int,
    *,
    user_prefix: str = "bench",
    user: str | None = None,
    tick: Callable[[], None] | None = None,
    failed: Counter[str] | None = None,
    parses: list[ParseTiming] | None = None,
) -> list[tuple[str, dict[str, float]]]:
    """Run ``n`` turns (cycled) and return ``(lang, timings)`` per turn.

    Each bundled session is one user (or ``user`` for all); every cycle is a new session.
    Turns whose extraction failed (the engine fails open) are counted per language in
    ``failed``. With ``parses``, every turn also times a bare ``nlp.parse`` of its text, before
    the turn on even turns and after it on odd ones, and appends a :class:`ParseTiming` there,
    aligned with the returned rows.
    """
    from hotmem import nlp

    out = []
    for i in range(n):
        turn = turns[i % len(turns)]
        cycle = i // len(turns)
        parse = (0.0, 0.0)
        if parses is not None and i % 2 == 0:
            parse = _time_parse(nlp.parse, turn["text"], turn["lang"])
        turn_cpu = time.thread_time_ns()
        result = memory.process_turn(
            turn["text"],
            user_id=user or f"{user_prefix}-{turn['session']}",
            session_id=f"{turn['session']}#{cycle}",
            lang=turn["lang"],
        )
        turn_cpu = time.thread_time_ns() - turn_cpu
        if parses is not None:
            if i % 2 == 1:
                parse = _time_parse(nlp.parse, turn["text"], turn["lang"])
            parses.append(
                ParseTiming(
                    parse[0], len(turn["text"].split()), parse[1], turn_cpu / 1e6, i % len(turns)
                )
            )
        out.append((turn["lang"], result.timings))
        if failed is not None and "extraction failed" in result.notes:
            failed[turn["lang"]] += 1
        if tick is not None:
            tick()
    return out


def stage_stats(rows: list[tuple[str, dict[str, float]]]) -> dict[str, Any]:
    """Per-stage summaries overall and per language."""

    def of(selected: list[dict[str, float]]) -> dict[str, dict[str, float]]:
        return {
            s: {k: round(v, 4) for k, v in summarize(t.get(s, 0.0) for t in selected).items()}
            for s in STAGES
        }

    langs = sorted({lang for lang, _ in rows})
    return {
        "overall": of([t for _, t in rows]),
        "per_lang": {lang: of([t for g, t in rows if g == lang]) for lang in langs},
    }


def _time_parse(parse: Callable[[str, str], Any], text: str, lang: str) -> tuple[float, float]:
    """Wall and thread CPU milliseconds of one parse."""
    started, cpu = time.perf_counter_ns(), time.thread_time_ns()
    parse(text, lang)
    return (time.perf_counter_ns() - started) / 1e6, (time.thread_time_ns() - cpu) / 1e6


def _ratio(total: float, parse: float) -> float | None:
    return round(total / parse, 3) if parse > 0 else None


def _ratio_group(pairs: list[tuple[float, ParseTiming]], informational: bool) -> dict[str, Any]:
    """Parse and total p50/p95 and their ratios (wall, and thread CPU) for ``(total_ms, parse)``."""
    total = summarize(t for t, _ in pairs)
    parse = summarize(p.parse_ms for _, p in pairs)
    total_cpu = summarize(p.turn_cpu_ms for _, p in pairs)
    parse_cpu = summarize(p.parse_cpu_ms for _, p in pairs)
    best_total: dict[int, float] = {}
    best_parse: dict[int, float] = {}
    for t, p in pairs:  # each text at its best of its repeats: the scheduler's noise left out
        best_total[p.text] = min(t, best_total.get(p.text, t))
        best_parse[p.text] = min(p.parse_ms, best_parse.get(p.text, p.parse_ms))
    repeated = len(pairs) >= BEST_OF_REPEATS * len(best_total)
    long = [(t, p.parse_ms) for t, p in pairs if p.words >= LONG_TURN_WORDS]
    long_total = summarize(t for t, _ in long)
    long_parse = summarize(p for _, p in long)
    return {
        "n": len(pairs),
        "parse_p50_ms": round(parse["p50"], 4),
        "parse_p95_ms": round(parse["p95"], 4),
        "total_p50_ms": round(total["p50"], 4),
        "total_p95_ms": round(total["p95"], 4),
        "ratio_p50": _ratio(total["p50"], parse["p50"]),
        "ratio_p95": _ratio(total["p95"], parse["p95"]),
        "cpu_ratio_p50": _ratio(total_cpu["p50"], parse_cpu["p50"]),
        "cpu_ratio_p95": _ratio(total_cpu["p95"], parse_cpu["p95"]),
        "texts": len(best_total),
        "best_ratio_p95": _ratio(
            summarize(best_total.values())["p95"], summarize(best_parse.values())["p95"]
        )
        if repeated
        else None,
        "long": {
            "min_words": LONG_TURN_WORDS,
            "n": len(long),
            "parse_p95_ms": round(long_parse["p95"], 4),
            "total_p95_ms": round(long_total["p95"], 4),
            "ratio_p95": _ratio(long_total["p95"], long_parse["p95"]) if long else None,
        },
        "informational": informational,
    }


def parse_ratios(
    rows: list[tuple[str, dict[str, float]]],
    parses: list[ParseTiming],
    has_parser: dict[str, bool],
) -> dict[str, Any]:
    """Whole turn vs bare parse of the same texts: overall, per language, and the verdict.

    Languages without a parser (blank pipelines: the parse is the tokenizer alone) are
    reported as informational and left out of the verdict, which is taken on the turns of the
    languages with a parser (``parsed``).
    """
    pairs = [
        (lang, timings.get("total_ms", 0.0), parse)
        for (lang, timings), parse in zip(rows, parses, strict=True)
    ]
    langs = sorted({lang for lang, *_ in pairs})
    per_lang = {
        lang: _ratio_group([p[1:] for p in pairs if p[0] == lang], not has_parser[lang])
        for lang in langs
    }
    parser_langs = [lang for lang in langs if has_parser[lang]]
    overall = _ratio_group([p[1:] for p in pairs], len(parser_langs) < len(langs))
    parsed = (
        _ratio_group([p[1:] for p in pairs if has_parser[p[0]]], informational=False)
        if parser_langs
        else None
    )
    if parsed is None or parsed["ratio_p95"] is None:
        verdict = {
            "ok": None,
            "ratio_p95": None,
            "cpu_ratio_p95": None,
            "best_ratio_p95": None,
            "long_ratio_p95": None,
            "long_ok": None,
            "where": "no language with a parser: ratios are informational only",
        }
    else:
        long_ratio = parsed["long"]["ratio_p95"]
        verdict = {
            "ok": parsed["ratio_p95"] <= RATIO_TARGET,
            "ratio_p95": parsed["ratio_p95"],
            "cpu_ratio_p95": parsed["cpu_ratio_p95"],
            "best_ratio_p95": parsed["best_ratio_p95"],
            "long_ratio_p95": long_ratio,
            "long_ok": None if long_ratio is None else long_ratio <= RATIO_TARGET,
            "where": f"{parsed['n']} turns of {','.join(parser_langs)}",
        }
    verdict.update(target=RATIO_TARGET, aim=RATIO_AIM)
    return {
        "target_p95": RATIO_TARGET,
        "aim_p95": RATIO_AIM,
        "overall": overall,
        "parsed": parsed,
        "per_lang": per_lang,
        "verdict": verdict,
    }


def _check_plot(target: str | None) -> None:
    if target is None:
        return
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise CliError(
            "--plot needs matplotlib, which is not installed; install it with "
            "pip install 'pipecat-hotmem[plot]' (or: pip install matplotlib)"
        ) from None
    parent = Path(target).resolve().parent
    if not parent.is_dir():
        raise CliError(f"--plot {target}: directory {parent} does not exist")


def _models(langs: tuple[str, ...]) -> tuple[dict[str, Any], dict[str, str]]:
    """Load each language's pipeline (timed, reported on its own); returns info and failures."""
    from hotmem import nlp
    from hotmem.cli.runner import available_langs, probe_langs

    usable, missing = available_langs(langs)
    info: dict[str, Any] = {}
    walls: dict[str, float] = {}
    for lang in usable:
        started = time.perf_counter()
        try:
            nlp.load(lang)
        except Exception as exc:  # a broken model must not hide the other languages
            missing[lang] = f"model failed to load ({type(exc).__name__}: {exc})"
            continue
        walls[lang] = (time.perf_counter() - started) * 1000
    usable, broken = probe_langs(tuple(walls))
    missing.update(broken)
    for lang in usable:
        pipeline, wall = nlp.load(lang), walls[lang]
        info[lang] = {
            "model": pipeline.model,
            "parser": pipeline.has_parser,
            "load_ms": round(pipeline.load_ms, 1),
            "cached": wall < pipeline.load_ms / 2,
        }
    return info, missing


@click.command(
    "bench",
    cls=Command,
    short_help="latency per stage of the hot path, with the budget verdict",
    help="Measure intent/extraction/update/retrieval/inject/total latency per turn (mean, p50, "
    "p95, p99, max; overall and per language) against DESIGN.md's budget: total p95 <= 20 ms, "
    "retrieval p95 <= 2 ms.",
)
@click.option(
    "--turns",
    type=click.IntRange(min=1),
    default=1000,
    metavar="N",
    help="measured turns: the bundled ones, cycled (default 1000)",
)
@click.option(
    "--langs",
    type=Langs(),
    default=None,
    help="languages among " + ",".join(SUPPORTED_LANGS) + " (default: all)",
)
@json_option()
@click.option(
    "--plot",
    metavar="FILE.png",
    type=click.Path(dir_okay=False),
    help="latency distribution per stage (needs matplotlib: pip install 'pipecat-hotmem[plot]')",
)
@click.option(
    "--facts",
    type=click.IntRange(min=1),
    metavar="N",
    default=None,
    help="also measure a user with N stored facts and N past turns (e.g. 100000)",
)
@click.option("--strict", is_flag=True, help="exit 1 when a budget is missed")
@db_option(temporary=True)
def bench(args: SimpleNamespace) -> int:
    """Measure, report (table or JSON, optional plot) and give the budget verdict."""
    from hotmem import HotMem, HotMemConfig
    from hotmem.cli import bench_report
    from hotmem.cli.runner import Progress

    langs = args.langs or SUPPORTED_LANGS
    if args.db and Path(args.db).exists() and any(Path(args.db).iterdir()):
        raise CliError(
            f"--db {args.db}: the benchmark needs a fresh store; give an empty or new directory"
        )
    _check_plot(args.plot)
    with loading_models(langs):
        models, missing = _models(langs)
    if not models:
        raise CliError(
            "no language can run: " + "; ".join(f"{k}: {v}" for k, v in missing.items()), code=1
        )
    usable = tuple(models)
    turns = load_turns(usable)
    config = HotMemConfig.from_env().replace(langs=usable, default_lang=None)
    report: dict[str, Any] = {
        "machine": {
            "python": platform.python_version(),
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
            "processor": platform.processor() or None,
        },
        "turns": args.turns,
        "langs": list(usable),
        "skipped_langs": missing,
        "models": models,
    }
    show = not args.json
    with tempfile.TemporaryDirectory(prefix="hotmem-bench-") as tmp:
        path = Path(args.db) if args.db else Path(tmp) / "store"
        with HotMem(path, config=config) as memory:
            started = time.perf_counter()
            memory.warm_up(usable)
            for lang in usable:
                warm = [t for t in turns if t["lang"] == lang][:_WARMUP_TURNS]
                run_turns(memory, warm, len(warm), user_prefix="warmup")
            report["warmup_ms"] = round((time.perf_counter() - started) * 1000, 1)
            failed: Counter[str] = Counter()
            parses: list[ParseTiming] = []
            with Progress(args.turns, enabled=show) as bar:
                rows = run_turns(
                    memory, turns, args.turns, tick=bar.update, failed=failed, parses=parses
                )
            memory.flush()
            report["store"] = {"users": len(memory.users()), **dir_size(path)}
        report.update(stage_stats(rows))
        report["extraction_failed"] = dict(failed)
        report["parse_ratio"] = parse_ratios(
            rows, parses, {lang: info["parser"] for lang, info in models.items()}
        )
        if args.facts:
            from hotmem.cli.bench_fill import measure_big

            report["big"] = measure_big(
                args.facts, config, turns, min(args.turns, 1000), Path(tmp) / "big", show
            )
    report["budget"] = bench_report.verdict(report)
    if args.json:
        from hotmem.cli.common import print_json

        print_json(report)
    else:
        bench_report.print_report(report)
    if args.plot:
        bench_report.plot(rows, report, args.plot)
        if not args.json:
            print(f"plot written to {args.plot}")
    return 1 if args.strict and not report["budget"]["ok"] else 0
