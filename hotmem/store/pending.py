"""Merging what the background writer still queues with what SQLite already has.

A read snapshots the queue first and queries SQLite second: a batch that leaves the queue in
between was committed before it left, so the SQLite query sees it. Records that are in both
(committed but not yet dequeued) are deduplicated by key or id.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from hotmem.models import Fact
from hotmem.store.base import Episode, EpisodeHit, Event, WriteBatch
from hotmem.store.text import overlap_score, query_stems, query_terms, stems
from hotmem.text import fold

__all__ = ["merge_events", "merge_facts", "merge_hits", "merge_recent", "queued_episodes"]


def merge_facts(stored: Iterable[Fact], queued: list[WriteBatch]) -> list[Fact]:
    """Stored facts overridden by queued states (later wins), sorted by triple.

    A queued forget removes the fact, whether it is stored or queued before it.
    """
    facts = {f.triple: f for f in stored}
    for batch in queued:
        facts.update((f.triple, f) for f in batch.facts)
        for triple in batch.forget:
            facts.pop(triple, None)
    return [facts[k] for k in sorted(facts)]


def queued_episodes(queued: list[WriteBatch]) -> dict[str, Episode]:
    """Queued episodes by id; a repeated id only sets the reply (as the truth does)."""
    out: dict[str, Episode] = {}
    for batch in queued:
        for ep in batch.episodes:
            old = out.get(ep.id)
            if old is None:
                out[ep.id] = ep
            elif ep.reply is not None:
                out[ep.id] = dataclasses.replace(old, reply=ep.reply)
    return out


def _patch(episode: Episode, queued: dict[str, Episode]) -> Episode:
    """The stored episode with the reply a queued batch sets, if any."""
    newer = queued.get(episode.id)
    if newer is None or newer.reply is None or newer.reply == episode.reply:
        return episode
    return dataclasses.replace(episode, reply=newer.reply)


def merge_hits(
    hits: list[EpisodeHit],
    queued: dict[str, Episode],
    query: str,
    limit: int,
    langs: tuple[str, ...],
) -> list[EpisodeHit]:
    """BM25 hits of SQLite plus queued episodes scored by term overlap (``extra["pending"]``)."""
    if not queued:
        return hits
    merged = []
    for hit in hits:
        patched = _patch(hit.episode, queued)
        merged.append(hit if patched is hit.episode else EpisodeHit(patched, hit.score, hit.extra))
    seen = {h.episode.id for h in merged}
    terms = query_terms(query, langs)
    stemmed = query_stems(terms, langs)
    for ep in queued.values():
        if ep.id in seen:
            continue
        # Words as said, else stems ("researching" finds "I research"), as the index does; a
        # turn's stems are computed only when a query stem occurs in its text at all.
        score = overlap_score(terms, ep.text)
        if not score and stemmed:
            folded = fold(ep.text)
            if any(stem in folded for stem in stemmed):
                score = overlap_score(stemmed, stems(ep.text, ep.lang))
        if score > 0:
            merged.append(EpisodeHit(ep, score, {"pending": True}))
    merged.sort(key=lambda h: -h.score)
    return merged[:limit]


def merge_recent(
    stored: list[Episode], queued: dict[str, Episode], limit: int, session_id: str | None
) -> list[Episode]:
    """Newest first: stored (newest first) and queued episodes, write order breaking ties."""
    known = {e.id for e in stored}
    merged = [_patch(e, queued) for e in reversed(stored)]
    merged += [
        e
        for e in queued.values()
        if e.id not in known and (session_id is None or e.session_id == session_id)
    ]
    merged.sort(key=lambda e: e.at)  # stable, so equal times keep write order
    return merged[::-1][:limit]


def merge_events(stored: list[Event], queued: list[WriteBatch]) -> list[Event]:
    """Stored then queued events (deduplicated by id), oldest first.

    A queued forget removes the events of its triples written before it.
    """
    seen = {e.id for e in stored}
    events = list(stored)
    for batch in queued:
        for e in batch.events:
            if e.id not in seen:
                seen.add(e.id)
                events.append(e)
        if batch.forget:
            gone = set(batch.forget)
            events = [e for e in events if (e.subject, e.relation, e.object) not in gone]
    events.sort(key=lambda e: e.at)
    return events
