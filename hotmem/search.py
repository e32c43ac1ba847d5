"""Search over a user's memory: ranked facts, full-text episodes, and their fusion.

Used by :meth:`hotmem.HotMem.search` (and so by the ``search_memory`` LLM tool and the
``hotmem search`` command). Off the passive hot path: a search may read the full-text index.
"""

from __future__ import annotations

import time
from dataclasses import replace

from hotmem.config import HotMemConfig
from hotmem.dates import asks_when, date_window
from hotmem.index import UserIndex
from hotmem.injection import bullet
from hotmem.models import Memory
from hotmem.recall import Recall, RecallHit
from hotmem.retrieval import Query, Scored, rank_facts
from hotmem.store.text import query_stems, query_terms
from hotmem.text import folded_words

__all__ = [
    "FACT_WEIGHT",
    "fact_memories",
    "fuse",
    "memory_of",
    "recall_hits",
    "recalled_memories",
]

# The usual constant of reciprocal rank fusion: ranks matter, raw scores do not.
_RRF_K = 60
# A fact's weight in the fusion, against a past turn at the same rank (see fuse()).
FACT_WEIGHT = 0.5


def memory_of(scored: Scored) -> Memory:
    """A scored fact as a search result (its text is the fact's bullet)."""
    fact = scored.fact
    text = bullet(fact).removeprefix("• ")
    return Memory(
        "fact", text, round(scored.score, 4), fact, fact.turn_id, fact.updated_at, scored.why
    )


def fact_memories(
    index: UserIndex, query: Query, config: HotMemConfig, limit: int, *, matched_only: bool = False
) -> list[Memory]:
    """The user's facts ranked for ``query``, best first.

    A query that names a known entity ("Portland") returns only facts it matches, not the
    best of everything else; so does a query some fact matches by its words or its relation
    ("when did I go to the support group?"). A query nothing matches ("what do you know about
    me?") gets the user's most important facts, unless ``matched_only``.
    """
    scored = rank_facts(
        index,
        query,
        now=time.time(),
        session_id=None,
        weights=config.score_weights,
        half_life_days=config.recency_half_life_days,
    )
    if query.entities:
        scored = [s for s in scored if s.why["lexical"] > 0]
    else:
        matched = [s for s in scored if s.why["lexical"] > 0 or s.fact.relation in query.relations]
        scored = matched if matched or matched_only else scored
    return [memory_of(s) for s in scored[:limit]]


def recall_hits(
    recall: Recall,
    text: str,
    lang: str,
    langs: tuple[str, ...],
    now: float,
    limit: int,
    *,
    max_postings: int | None = None,
) -> tuple[set[str], list[RecallHit]]:
    """The stems of ``text`` and the past turns :class:`hotmem.recall.Recall` finds for them.

    Args:
        recall: The user's index of past turns.
        text: The query.
        lang: Its language (its dates and "when" words).
        langs: The languages the memory serves (their function words leave the query, their
            stems enter it).
        now: The current time (a date without a year is its latest occurrence before it).
        limit: Maximum number of hits.
        max_postings: See :meth:`hotmem.recall.Recall.search` (the hot path's bound).
    """
    wanted = set(query_stems(query_terms(text, langs), langs))
    if not wanted:
        return wanted, []
    words = folded_words(text, compounds=True)
    hits = recall.search(
        wanted,
        limit,
        window=date_window(words, lang, now),
        asks_when=asks_when(words, lang),
        max_postings=max_postings,
    )
    return wanted, hits


def recalled_memories(
    recall: Recall, text: str, lang: str, langs: tuple[str, ...], now: float, limit: int
) -> list[Memory]:
    """Past user turns ranked for ``text`` (see :func:`recall_hits`), best first."""
    _, hits = recall_hits(recall, text, lang, langs, now, limit)
    return [
        Memory("episode", h.episode.text, h.score, None, h.episode.turn_id, h.episode.at, h.why)
        for h in hits
    ]


def fuse(facts: list[Memory], episodes: list[Memory]) -> list[Memory]:
    """Weighted reciprocal rank fusion of facts and past turns, at the level of turns.

    On long conversations the words of past turns find what a question asks better than the
    facts drawn from them (LoCoMo evidence recall@5 / @10: turns alone 0.76 / 0.81, with every
    fact 0.73 / 0.80, with the facts the query matches 0.74 / 0.81): a fact counts
    :data:`FACT_WEIGHT` of a turn at the same rank, and only matched facts are given. A
    fact whose turn is a hit too lends its score to that turn (``why``: ``provenance``) and
    takes its place, at the sum of their scores; the turn's other facts follow it. A fact and
    the turn that stated it are one piece of evidence, not two results.
    """
    scores = [1.0 / (_RRF_K + rank + 1) for rank in range(len(episodes))]
    items = list(episodes)
    hit_turns = {m.turn_id: n for n, m in reversed(list(enumerate(episodes))) if m.turn_id}
    lent = [0.0] * len(items)
    follows: dict[int, int] = {}  # a further fact of a turn -> the turn's place
    for rank, memory in enumerate(facts):
        score = FACT_WEIGHT / (_RRF_K + rank + 1)
        stated = hit_turns.get(memory.turn_id) if memory.turn_id is not None else None
        if stated is not None and not lent[stated]:  # the turn's first fact stands for it
            items[stated] = replace(memory, why={**memory.why, **episodes[stated].why})
        else:
            if stated is not None:
                follows[len(items)] = stated
            scores.append(score)
            items.append(memory)
        if stated is not None:
            lent[stated] += score
    fused = []
    for n, memory in enumerate(items):
        why = {**memory.why, "rrf": round(scores[n], 5)}
        place = follows.get(n, n)
        if place < len(lent) and lent[place]:
            why["provenance"] = round(lent[place], 5)
        score = scores[place] + (lent[place] if place < len(lent) else 0.0)
        fused.append((score, place, n, replace(memory, why=why)))
    fused.sort(key=lambda item: (-item[0], item[1], item[2]))
    return [memory for *_, memory in fused]
