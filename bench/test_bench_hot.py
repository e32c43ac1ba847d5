"""pytest-benchmark suites of the hot path's functions (not part of `make test`).

Run from the repository root:  pytest bench --benchmark-only
Each benchmark measures one function the turn calls: the spaCy parse, the extraction (intent,
patterns, refinement), query analysis + scoring/ranking + selection on indexes of 1,000 and
100,000 facts, building the rotating message, and a whole ``HotMem.process_turn`` on the real
embedded store (SQLite + LMDB in a temporary directory).
"""

from __future__ import annotations

import itertools
import time

import pytest

from hotmem import HotMem, HotMemConfig, nlp
from hotmem.analysis import analyse
from hotmem.cli.bench import load_turns
from hotmem.cli.bench_fill import synthetic_batches
from hotmem.extraction import extract
from hotmem.index import UserIndex
from hotmem.injection import build_message, bullet
from hotmem.lang import get_language
from hotmem.retrieval import analyze_query, rank_facts, select
from hotmem.session import SessionState

SENTENCES = [
    "My sister Anna lives in Rome and I work at Google.",
    "Actually I work at Microsoft now, not Google.",
    "Where does my brother live again?",
    "I have a dog named Rex.",
    "Haha okay, thanks.",
]
QUERIES = ["where does my sister live?", "what does Kevin Smith do?", "tell me about my car"]


@pytest.fixture(scope="module")
def english() -> nlp.Pipeline:
    pipeline = nlp.load("en")
    pipeline.nlp(SENTENCES[0])
    return pipeline


@pytest.fixture(scope="module", params=[1_000, 100_000], ids=lambda n: f"{n}facts")
def index(request) -> UserIndex:
    facts = [f for b in synthetic_batches("u", request.param, batch=10_000) for f in b.facts]
    return UserIndex(facts)


def _cycle(items):
    it = itertools.cycle(items)
    return lambda: next(it)


def test_parse(benchmark, english):
    nxt = _cycle(SENTENCES)
    benchmark(lambda: nlp.parse(nxt(), "en"))


def test_extract(benchmark, english):
    nxt = _cycle(SENTENCES)
    benchmark(lambda: extract(analyse(nxt(), "en"), SessionState("u", "s")))


def test_analyze_rank_select(benchmark, english, index):
    lang = get_language("en")
    config = HotMemConfig()
    nxt = _cycle(QUERIES)
    now = time.time()

    def run():
        text = nxt()
        lemmas = [nlp.lemma(w.lower(), "en") for w in text.split()]
        query = analyze_query(text, lemmas, lang, index)
        scored = rank_facts(
            index,
            query,
            now=now,
            session_id="s",
            weights=config.score_weights,
            half_life_days=config.recency_half_life_days,
        )
        return select(
            scored,
            query,
            intent="PURE_QUESTION",
            turn=10,
            last_injected={},
            novelty_turns=config.novelty_turns,
            limit=config.bullets_max,
        )

    benchmark(run)


def test_build_message(benchmark, index):
    config = HotMemConfig()
    state = SessionState("u", "s")
    facts = [f for f in index.facts.values() if f.is_asserted][:30]
    for turn in range(1, 11):
        chunk = facts[(turn - 1) * 3 : turn * 3]
        state.window.append((turn, [(f.triple, bullet(f)) for f in chunk]))
    state.turn = 10
    text, shown = benchmark(build_message, state, index, config, time.time())
    assert text and shown


def test_process_turn(benchmark, english, tmp_path):
    turns = load_turns(("en",))
    nxt = _cycle(turns)
    with HotMem(tmp_path / "store", config=HotMemConfig(langs=("en",))) as memory:
        memory.warm_up(["en"])

        def run():
            turn = nxt()
            return memory.process_turn(
                turn["text"], user_id="u", session_id=turn["session"], lang="en"
            )

        result = benchmark(run)
        assert result.timings["total_ms"] > 0
