"""Evidence recall on LoCoMo: long multi-session conversations, questions with evidence turns.

LoCoMo (snap-research/LoCoMo, ``data/locomo10.json``, CC BY-NC 4.0) is read from a path and
never bundled. Each speaker of a conversation is a hotmem user; every turn is fed to
:meth:`HotMem.process_turn` in order, at its session's time, with its dialogue id as turn id,
and to the other speaker's memory as what they heard (:meth:`HotMem.add_reply`, the place of a
bot's reply: a turn is also found by the words of the question it answers).
A question (categories 1-4: single-hop over sessions, temporal, multi-hop, single-hop) is asked
with :meth:`HotMem.search` of the speaker it names (of both otherwise, fused by rank), and it
counts as found at k when one of the first k results (a past turn, or a fact through the turn
that stated it) is one of its evidence turns.

Two baselines run in the same pass over the same turns hotmem searches (the named speaker's, or
everyone's): Okapi BM25 on the turns' words, and the same with the English Snowball stemmer
(PyStemmer).
"""

from __future__ import annotations

import json
import math
import re
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from hotmem.stats import summarize

__all__ = ["CATEGORIES", "LocomoReport", "evaluate_locomo"]

CATEGORIES = {1: "single-hop, sessions", 2: "temporal", 3: "multi-hop", 4: "single-hop"}
_KS = (5, 10)
_WORDS = re.compile(r"\w+")
_RRF_K = 60
_SESSION_TIME = "%I:%M %p on %d %B, %Y"


@dataclass
class LocomoReport:
    """Recall@5/@10 per category for hotmem and both baselines, and hotmem's query latency.

    The latency is wall-clock time, and the CPU time of the searching thread beside it: on a
    busy shared machine the first also counts the time the search waited for a core.
    """

    conversations: int = 0
    turns: int = 0
    questions: int = 0
    recall: dict[str, dict[str, dict[str, float]]] = field(default_factory=dict)
    search_p50_ms: float = 0.0
    search_p95_ms: float = 0.0
    search_cpu_p50_ms: float = 0.0
    search_cpu_p95_ms: float = 0.0

    def to_json(self) -> str:
        """The report as JSON."""
        return json.dumps(self.__dict__, indent=2)


def evaluate_locomo(
    path: Path, *, conversations: int | None = None, on_conversation: Callable | None = None
) -> LocomoReport:
    """Feed every conversation to a fresh in-memory HotMem and score the questions.

    Args:
        path: ``locomo10.json``.
        conversations: Only the first N conversations.
        on_conversation: Called after each conversation (progress).
    """
    from hotmem import HotMem, HotMemConfig

    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if conversations is not None:
        data = data[:conversations]
    hits: dict[str, dict[int, list[dict[int, bool]]]] = {
        name: {c: [] for c in CATEGORIES} for name in ("hotmem", "bm25", "bm25_stemmed")
    }
    latencies: list[float] = []
    cpu_times: list[float] = []
    report = LocomoReport(conversations=len(data))
    stem = _stemmer()
    config = HotMemConfig(langs=("en",), request_poll_s=0)
    for sample in data:
        turns = list(_turns(sample["conversation"]))
        report.turns += len(turns)
        plain = _BM25([_WORDS.findall(t.text.lower()) for t in turns])
        stemmed = _BM25([[stem(w) for w in _WORDS.findall(t.text.lower())] for t in turns])
        ids = [t.dia_id for t in turns]
        with HotMem(None, config=config) as mem:
            users = {t.speaker: f"{sample['sample_id']}:{t.speaker}" for t in turns}
            for turn in turns:
                mem.process_turn(
                    turn.text,
                    user_id=users[turn.speaker],
                    session_id=turn.session,
                    turn_id=turn.dia_id,
                    lang="en",
                    timestamp=turn.at,
                )
                for speaker, user in users.items():
                    if speaker != turn.speaker:  # what the other one heard, as a bot's reply
                        mem.add_reply(
                            turn.text, user_id=user, session_id=turn.session, timestamp=turn.at
                        )
            mem.flush()
            for qa in sample["qa"]:
                category, evidence = qa.get("category"), set(qa.get("evidence") or ())
                if category not in CATEGORIES or not evidence:
                    continue
                report.questions += 1
                question = str(qa["question"])
                asked = _asked(question, list(users.values()))
                started, cpu_started = time.perf_counter(), time.thread_time()
                found = _search(mem, question, asked)
                latencies.append((time.perf_counter() - started) * 1000)
                cpu_times.append((time.thread_time() - cpu_started) * 1000)
                words = _WORDS.findall(question.lower())
                among = {i for i, t in enumerate(turns) if users[t.speaker] in asked}
                ranked = {
                    "hotmem": found,
                    "bm25": [ids[i] for i in plain.top(words, max(_KS), among)],
                    "bm25_stemmed": [
                        ids[i] for i in stemmed.top([stem(w) for w in words], max(_KS), among)
                    ],
                }
                for name, order in ranked.items():
                    hits[name][category].append({k: bool(evidence & set(order[:k])) for k in _KS})
        if on_conversation is not None:
            on_conversation()
    report.recall = {name: _recalls(per_category) for name, per_category in hits.items()}
    timing = summarize(latencies)
    report.search_p50_ms, report.search_p95_ms = round(timing["p50"], 3), round(timing["p95"], 3)
    cpu = summarize(cpu_times)
    report.search_cpu_p50_ms, report.search_cpu_p95_ms = round(cpu["p50"], 3), round(cpu["p95"], 3)
    return report


@dataclass(frozen=True, slots=True)
class _Turn:
    speaker: str
    dia_id: str
    text: str
    session: str
    at: float


def _turns(conversation: dict[str, Any]):
    """The turns of every session in order, each at its session's time (a second apart)."""
    sessions = sorted(
        (int(key.split("_")[1]), key)
        for key in conversation
        if key.startswith("session_") and not key.endswith("date_time")
    )
    for _, key in sessions:
        when = conversation.get(f"{key}_date_time")
        start = datetime.strptime(when, _SESSION_TIME).timestamp() if when else 0.0
        for k, turn in enumerate(conversation[key]):
            text = str(turn.get("text") or "").strip()
            if text:
                yield _Turn(turn["speaker"], turn["dia_id"], text, key, start + k)


def _asked(question: str, users: list[str]) -> list[str]:
    """The users a question is asked of.

    A question that names one speaker ("When did Caroline go to ...") is asked of that user,
    as a bot asks the memory of the user it talks to; otherwise of both.
    """
    lowered = question.lower()
    named = [u for u in users if u.split(":", 1)[1].lower() in lowered]
    return named if len(named) == 1 else users


def _search(mem: Any, question: str, users: list[str]) -> list[str]:
    """Turn ids of the users' results, best first (several users fused by rank)."""
    scores: dict[str, float] = {}
    for user in users:
        for rank, memory in enumerate(mem.search(question, user, limit=10, lang="en")):
            if memory.turn_id:
                scores[memory.turn_id] = scores.get(memory.turn_id, 0.0) + 1 / (_RRF_K + rank)
    return sorted(scores, key=lambda turn_id: -scores[turn_id])


def _recalls(per_category: dict[int, list[dict[int, bool]]]) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    every: list[dict[int, bool]] = []
    for category, rows in per_category.items():
        every += rows
        out[str(category)] = _recall(rows)
    out["all"] = _recall(every)
    return out


def _recall(rows: list[dict[int, bool]]) -> dict[str, float]:
    n = len(rows)
    return {"n": n, **{f"r@{k}": round(sum(r[k] for r in rows) / n, 4) if n else 0.0 for k in _KS}}


class _BM25:
    """Okapi BM25 over tokenised documents (k1 = 1.5, b = 0.75)."""

    def __init__(self, docs: list[list[str]], k1: float = 1.5, b: float = 0.75):
        self._tf = [Counter(d) for d in docs]
        self._len = [len(d) for d in docs]
        self._avg = sum(self._len) / max(1, len(docs))
        df: Counter[str] = Counter(w for d in docs for w in set(d))
        n = len(docs)
        self._idf = {w: math.log((n - f + 0.5) / (f + 0.5) + 1) for w, f in df.items()}
        self._k1, self._b = k1, b

    def top(self, query: list[str], k: int, among: set[int]) -> list[int]:
        scores = []
        for i in among:
            tf = self._tf[i]
            norm = self._k1 * (1 - self._b + self._b * self._len[i] / self._avg)
            score = sum(
                self._idf[w] * tf[w] * (self._k1 + 1) / (tf[w] + norm) for w in query if w in tf
            )
            if score > 0:
                scores.append((score, i))
        scores.sort(key=lambda pair: (-pair[0], pair[1]))
        return [i for _, i in scores[:k]]


def _stemmer() -> Callable[[str], str]:
    import Stemmer

    return Stemmer.Stemmer("english").stemWord
