"""Retrieval: the few facts that matter for this turn, each with the reasons for its score.

Candidates come from the RAM index only (entities named in the utterance, then the user's own
facts the query's relation cues point at, then the most recently changed facts), so the cost
does not grow with the size of the store. Score = α·relation priority + β·recency + γ·lexical
relevance + δ·edge weight, with the weights of :class:`hotmem.HotMemConfig`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from hotmem.index import FactKey, UserIndex
from hotmem.lang import get_language
from hotmem.lang.base import LanguageData
from hotmem.models import Fact
from hotmem.relations import favorite, lookup, priority
from hotmem.text import fold

__all__ = ["Query", "Scored", "analyze_query", "rank_facts"]

# Candidate budget: bounded work per turn at any store size.
_PAIR_CAP = 16
_ENTITY_CAP = 32
_RECENT_CAP = 32
_CANDIDATE_CAP = 160
# "my friend" may name one of hundreds of friends: expand to a few, never to all.
_EXPANSION_CAP = 8


@dataclass(frozen=True, slots=True)
class Query:
    """What a user turn asks about.

    Attributes:
        words: Folded content words of the turn.
        entities: Known entities the turn names (folded).
        relations: Relations the turn's cues point at.
        days_back: How far back a temporal cue points, if any.
        personal: The turn speaks of the user (I, me, my): the user's own facts first.
    """

    words: frozenset[str]
    entities: tuple[str, ...]
    relations: frozenset[str]
    days_back: float | None
    personal: bool = False

    @property
    def targeted(self) -> bool:
        """True when the turn names a known entity or a relation."""
        return bool(self.entities or self.relations)


@dataclass(frozen=True, slots=True)
class Scored:
    """A candidate fact with its score and the signal breakdown."""

    fact: Fact
    score: float
    why: dict[str, float]


@dataclass(frozen=True, slots=True)
class _Nouns:
    kin: dict[str, str]
    things: dict[str, str]
    favorite_words: frozenset[str]
    cued: dict[str, frozenset[str]]  # a relation cue word -> the relations it cues


def _folded_nouns(lang: LanguageData) -> _Nouns:
    """Kin, pet and favourite nouns and relation cues keyed by their folded form."""
    return _folded_nouns_of(lang.code)


@cache
def _folded_nouns_of(code: str) -> _Nouns:
    lang = get_language(code)
    kin = {fold(k): v for k, v in {**lang.pets, **lang.kinship}.items()}
    things = {fold(k): v for k, v in lang.favorite_things.items()}
    cued: dict[str, set[str]] = {}
    for relation, cues in lang.relation_cues.items():
        for cue in cues:
            cued.setdefault(fold(cue), set()).add(relation)
    return _Nouns(
        kin,
        things,
        frozenset(fold(w) for w in lang.favorite_words),
        {word: frozenset(relations) for word, relations in cued.items()},
    )


def analyze_query(text: str, lemmas: list[str], lang: LanguageData, index: UserIndex) -> Query:
    """Read entities, relation cues and temporal cues off a turn.

    Args:
        text: The utterance.
        lemmas: Lowercase lemmas of its tokens (or the tokens themselves).
        lang: Language data.
        index: The user's RAM index (to know which entities exist).
    """
    tokens = [fold(t) for t in text.replace("?", " ").replace(",", " ").replace(".", " ").split()]
    words = frozenset(t.strip("'\"!¿¡") for t in tokens if t and t not in lang.stop_words)
    entities: list[str] = []
    for size in (3, 2, 1):
        for i in range(len(tokens) - size + 1):
            gram = " ".join(tokens[i : i + size]).strip("'\"!¿¡")
            known = gram and gram != "you" and gram in index.by_entity
            if known and not any(gram in e for e in entities):
                entities.append(gram)
    relations: set[str] = set()
    lemma_set = {fold(x) for x in lemmas} | set(tokens)
    nouns = _folded_nouns(lang)
    for word in lemma_set:
        relations.update(nouns.cued.get(word, ()))
        kin = nouns.kin.get(word)
        if kin:
            relations.add(kin)
            # "¿dónde vive mi madre?": an unnamed relative is the subject of their own facts
            if kin in index.by_entity and kin not in entities:
                entities.append(kin)
        thing = nouns.things.get(word)
        if thing and lemma_set & nouns.favorite_words:
            relations.add(favorite(thing))
    # "where does my grandmother live?": the grandmother's name is the entity asked about.
    for relation in sorted(relations):
        for fact in index.values_of("you", relation, limit=_EXPANSION_CAP):
            name = fold(fact.object)
            known = lookup(relation)
            personal = known is not None and known.person_object
            if personal and fact.is_asserted and name not in entities:
                entities.append(name)
    days = [lang.time_cues[w] for w in lemma_set if w in lang.time_cues]
    personal = bool(set(tokens) & lang.first_person)
    return Query(
        words, tuple(entities), frozenset(relations), max(days) if days else None, personal
    )


def rank_facts(
    index: UserIndex,
    query: Query,
    *,
    now: float,
    session_id: str | None,
    weights: tuple[float, float, float, float],
    half_life_days: float,
) -> list[Scored]:
    """Score the candidate facts of a query, best first (only asserted, active facts)."""
    alpha, beta, gamma, delta = weights
    candidates = _candidates(index, query)
    scored = []
    for fact in candidates.values():
        if not fact.is_asserted:
            continue
        prio = priority(fact.relation)
        if fact.relation in query.relations:
            prio = 1.0
        age_days = max(0.0, (now - fact.updated_at) / 86400)
        recency = math.exp(-age_days / half_life_days)
        if session_id is not None and fact.session_id == session_id:
            recency = min(1.0, recency + 0.1)
        if query.days_back is not None:
            recency = recency if age_days <= query.days_back * 1.5 else recency * 0.5
        lexical = _lexical(fact, query)
        score = alpha * prio + beta * recency + gamma * lexical + delta * fact.weight
        why = {
            "relation": round(alpha * prio, 4),
            "recency": round(beta * recency, 4),
            "lexical": round(gamma * lexical, 4),
            "weight": round(delta * fact.weight, 4),
        }
        scored.append(Scored(fact, score, why))
    scored.sort(key=lambda s: (-s.score, -s.fact.updated_at, s.fact.triple))  # same order every run
    return scored


def _candidates(index: UserIndex, query: Query) -> dict[FactKey, Fact]:
    """The facts worth scoring, most specific source first, newest first within each.

    Every source is capped, so the cost is bounded whatever the size of the store: facts
    about a named entity with a cued relation, the user's facts of a cued relation, facts
    about a named entity, then the most recently changed facts.
    """
    found: dict[FactKey, Fact] = {}
    relations = sorted(query.relations)  # a set: sorted, the same order in every process
    sources = [index.values_of(e, r, limit=_PAIR_CAP) for e in query.entities for r in relations]
    sources += [index.values_of("you", r, limit=_PAIR_CAP) for r in relations]
    sources += [index.about(e, limit=_ENTITY_CAP) for e in query.entities]
    sources.append(index.recent_facts(_RECENT_CAP))
    for facts in sources:
        for fact in facts:
            if len(found) >= _CANDIDATE_CAP:
                return found
            found.setdefault(fact.triple, fact)
    return found


def _lexical(fact: Fact, query: Query) -> float:
    """Share of the fact's entities and words that the turn names."""
    subject, obj = fold(fact.subject), fold(fact.object)
    hits = 0.0
    if subject in query.entities and subject != "you":
        hits += 0.5
    if obj in query.entities:
        hits += 0.5
    if fact.relation in query.relations:
        hits += 0.5 if subject == "you" or subject in query.entities else 0.25
    if subject == "you" and query.personal and not query.entities:
        hits += 0.25
    fact_words = set(obj.split()) | (set() if subject == "you" else set(subject.split()))
    if fact_words and query.words:
        hits += 0.5 * len(fact_words & query.words) / len(fact_words)
    return min(1.0, hits)


def select(
    scored: list[Scored],
    query: Query,
    *,
    intent: str,
    turn: int,
    last_injected: dict[FactKey, int],
    novelty_turns: int,
    limit: int,
    asserted: bool = True,
) -> list[Scored]:
    """Pick the bullets of this turn: gating, dynamic K, diversity and novelty.

    Reactions and pure questions add nothing unless they target a known entity or relation;
    neither does a statement that asserted nothing (``asserted=False``).
    K is 1..``limit``: questions get up to 3, statements up to 2, and only scores at or above
    τ = max(0.45, 75th percentile of the candidates) qualify once there are several.
    At most one bullet per relation (two when both score very high), distinct subjects first;
    a bullet injected in the last ``novelty_turns`` turns returns only if the turn targets it.
    """
    if not scored:
        return []
    if not query.targeted and (intent in ("REACTION", "PURE_QUESTION", "COMMAND") or not asserted):
        return []  # "I'm fine", "tell me a joke": nothing to recall, nothing new to anchor
    cap = {"PURE_QUESTION": 3, "QUESTION_WITH_FACT": 3, "COMMAND": 5}.get(intent, 2)
    cap = max(1, min(cap, limit))
    scores = sorted(s.score for s in scored)
    tau = 0.45
    if len(scores) >= 4:
        tau = max(tau, scores[int(0.75 * (len(scores) - 1))])
    picked: list[Scored] = []
    per_relation: dict[str, int] = {}
    subjects: set[str] = set()
    for item in scored:
        if len(picked) >= cap:
            break
        if item.score < tau and picked:
            break
        fact = item.fact
        asks = intent in ("PURE_QUESTION", "QUESTION_WITH_FACT", "COMMAND")
        targets = (
            fold(fact.subject) in query.entities
            or fold(fact.object) in query.entities
            or (asks and fact.relation in query.relations)
        )
        last = last_injected.get(fact.triple)
        if last is not None and turn - last <= novelty_turns and not targets:
            continue
        used = per_relation.get(fact.relation, 0)
        if used >= (2 if item.score >= 0.85 else 1):
            continue
        if fact.subject in subjects and not targets and len(scored) > cap:
            continue
        picked.append(item)
        per_relation[fact.relation] = used + 1
        subjects.add(fact.subject)
    return picked
