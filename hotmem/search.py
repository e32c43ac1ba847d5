"""Search over a user's memory: ranked facts, full-text episodes, and their fusion.

Used by :meth:`hotmem.HotMem.search` (and so by the ``search_memory`` LLM tool and the
``hotmem search`` command). Off the passive hot path: a search may read the full-text index.
"""

from __future__ import annotations

import time
from dataclasses import replace

from hotmem.config import HotMemConfig
from hotmem.index import UserIndex
from hotmem.injection import bullet
from hotmem.models import Memory
from hotmem.retrieval import Query, Scored, rank_facts
from hotmem.store.base import Store

__all__ = ["FACT_WEIGHT", "episode_memories", "fact_memories", "fuse", "memory_of"]

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


def fact_memories(index: UserIndex, query: Query, config: HotMemConfig, limit: int) -> list[Memory]:
    """The user's facts ranked for ``query``, best first.

    A query that names a known entity ("Portland") returns only facts it matches, not the
    best of everything else; so does a query some fact matches by its words or its relation
    ("when did I go to the support group?"). A query nothing matches ("what do you know about
    me?") gets the user's most important facts.
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
        scored = matched or scored
    return [memory_of(s) for s in scored[:limit]]


def episode_memories(store: Store, user_id: str, text: str, limit: int) -> list[Memory]:
    """Past user turns ranked by full-text relevance (BM25) to ``text``."""
    out = []
    for hit in store.search_episodes(user_id, text, limit=limit):
        ep = hit.episode
        out.append(
            Memory(
                "episode",
                ep.text,
                hit.score,
                None,
                ep.turn_id,
                ep.at,
                {"bm25": round(hit.score, 4)},
            )
        )
    return out


def fuse(facts: list[Memory], episodes: list[Memory]) -> list[Memory]:
    """Weighted reciprocal rank fusion of facts and past turns, at the level of turns.

    On long conversations the words of past turns find what a question asks better than the
    facts drawn from them (LoCoMo evidence recall@5: 0.58 for turns alone, 0.41 when both
    lists count the same): a fact counts :data:`FACT_WEIGHT` of a turn at the same rank. A
    fact whose turn is a hit too lends its score to that turn (``why``: ``provenance``), and
    the two rank together at their sum, the fact first: the evidence of a matching fact rises
    with it.
    """
    scores: list[float] = []
    turns: list[str | None] = []
    items: list[Memory] = []
    for rank, memory in enumerate(episodes):
        scores.append(1.0 / (_RRF_K + rank + 1))
        turns.append(memory.turn_id)
        items.append(memory)
    hit_turns = {turn: n for n, turn in reversed(list(enumerate(turns))) if turn is not None}
    lent = [0.0] * len(items)
    for rank, memory in enumerate(facts):
        scores.append(FACT_WEIGHT / (_RRF_K + rank + 1))
        turns.append(memory.turn_id)
        items.append(memory)
        stated = hit_turns.get(memory.turn_id) if memory.turn_id is not None else None
        if stated is not None:
            lent[stated] += scores[-1]
    fused = []
    for n, memory in enumerate(items):
        why = {**memory.why, "rrf": round(scores[n], 5)}
        score = scores[n]
        if n < len(episodes) and lent[n]:
            why["provenance"] = round(lent[n], 5)
            score += lent[n]
        elif n >= len(episodes) and (stated := hit_turns.get(turns[n])) is not None:
            score = scores[stated] + lent[stated]  # ranks with the turn that stated it
        is_episode = n < len(episodes)
        fused.append((score, is_episode, n, replace(memory, why=why)))
    fused.sort(key=lambda item: (-item[0], item[1], item[2]))
    return [memory for *_, memory in fused]
