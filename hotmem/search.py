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

__all__ = ["episode_memories", "fact_memories", "fuse", "memory_of"]

# The usual constant of reciprocal rank fusion: ranks matter, raw scores do not.
_RRF_K = 60


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
    """Reciprocal rank fusion of two ranked lists (a fact wins a tie)."""
    fused: list[tuple[float, Memory]] = []
    for ranked, tie_break in ((facts, 0.001), (episodes, 0.0)):
        for rank, memory in enumerate(ranked):
            rrf = 1.0 / (_RRF_K + rank + 1)
            why = {**memory.why, "rrf": round(rrf, 5)}
            fused.append((rrf + tie_break, replace(memory, why=why)))
    fused.sort(key=lambda pair: -pair[0])
    return [memory for _, memory in fused]
