"""How facts change: observe (reinforce), negate, correct, and decay with time.

Every change yields the fact's full new state plus a provenance event; nothing is overwritten
silently and nothing is deleted here (``forget`` is the only hard delete).
"""

from __future__ import annotations

import math
import uuid
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from hotmem import identity, intent
from hotmem.config import SUPPORTED_LANGS
from hotmem.exceptions import NotUndoableError, UnknownEventError
from hotmem.index import FactKey, UserIndex
from hotmem.lang import get_language
from hotmem.models import CONFLICT, Fact, Triple
from hotmem.relations import REGISTRY, ends, ends_slowly, is_single_valued, lookup
from hotmem.store.base import Episode, Event, WriteBatch
from hotmem.text import fold, padded_words

if TYPE_CHECKING:
    from hotmem.extraction import Extraction

__all__ = [
    "Change",
    "TurnContext",
    "decay",
    "fact_event",
    "forgotten",
    "negate",
    "observe",
    "restore",
    "says_after_all",
    "turn_batch",
    "turn_changes",
    "undo",
    "usage",
]

_USER = "you"
# A correction said in an earlier session is taken back this long after it ("ich hatte doch
# recht vorher", two days later); the most recent first.
RESTORE_WINDOW_S = 14 * 86400.0
# Newest changed facts a restore looks through for the correction it takes back.
_RESTORE_SCAN = 1000
# EWMA step of reinforcement: each assertion closes this share of the gap to 1 (scaled by the
# extraction's confidence); each negation removes this share of the weight.
REINFORCE_RATE = 0.5
NEGATE_RATE = 0.8
STALE_BELOW = 0.35
# A reply that uses a shown fact closes this share of its weight's gap to 1 ("hint used").
USE_RATE = 0.2
# Shown in this many replies and never used, an intention ages faster: its half-life is
# divided by 1 + shown / IGNORED_AFTER (at most MAX_SPEEDUP).
IGNORED_AFTER = 5
MAX_SPEEDUP = 4.0
ARCHIVED_BELOW = 0.15


@dataclass(frozen=True, slots=True)
class TurnContext:
    """Where a change comes from (for provenance)."""

    user_id: str
    session_id: str | None
    turn_id: str
    utterance: str
    lang: str
    at: float


@dataclass(frozen=True, slots=True)
class Change:
    """A fact's new state and the event that explains it."""

    fact: Fact
    event: Event
    previous: Fact | None


def _event(ctx: TurnContext, fact: Fact, kind: str, confidence: float, detail: str = "") -> Event:
    return Event(
        id=uuid.uuid4().hex,
        user_id=ctx.user_id,
        subject=fact.subject,
        relation=fact.relation,
        object=fact.object,
        kind=kind,
        at=ctx.at,
        session_id=ctx.session_id,
        turn_id=ctx.turn_id,
        utterance=ctx.utterance,
        confidence=confidence,
        detail=detail,
    )


def _new_fact(
    triple: Triple, ctx: TurnContext, *, status: str, weight: float, pos: int, neg: int
) -> Fact:
    return Fact(
        triple.subject,
        triple.relation,
        triple.object,
        confidence=triple.confidence,
        lang=ctx.lang,
        status=status,
        turn_id=ctx.turn_id,
        updated_at=ctx.at,
        weight=weight,
        created_at=ctx.at,
        session_id=ctx.session_id,
        qualifiers=triple.qualifiers,
        pos=pos,
        neg=neg,
    )


@lru_cache(maxsize=64)
def _group_values(lang: str, group: str) -> frozenset[str]:
    """The folded words of an exclusive value group in a language (empty when none known)."""
    if lang not in SUPPORTED_LANGS:
        return frozenset()
    return frozenset(fold(w) for w in get_language(lang).exclusive_values.get(group, ()))


def _in_group(value: str, lang: str, group: str) -> bool:
    """A value of an exclusive group, or one with a word of the group ("medico di base")."""
    words = _group_values(lang, group)
    folded = fold(value)
    return folded in words or (" " in folded and any(w in words for w in folded.split()))


def _by_turn(fact: Fact, ctx: TurnContext, **changes: Any) -> Fact:
    """``fact`` as this turn changed it: the turn is its provenance."""
    return replace(
        fact, updated_at=ctx.at, turn_id=ctx.turn_id, session_id=ctx.session_id, **changes
    )


def observe(
    index: UserIndex, triple: Triple, ctx: TurnContext, *, replaces: bool = True
) -> list[Change]:
    """Assert a triple.

    Reinforce or create it, and demote the old values of a single-valued relation and what the
    relation ends (a move ends the old home: :func:`hotmem.relations.ends`); a hedged
    assertion demotes nothing, nor one about another person of the same name
    (``replaces=False``).
    """
    changes: list[Change] = []
    current = index.get(triple.key)
    if current is None:
        fact = _new_fact(triple, ctx, status="active", weight=triple.confidence, pos=1, neg=0)
    else:
        was_active = current.status == "active"
        weight = 1 - (1 - current.weight) * (1 - REINFORCE_RATE * triple.confidence)
        confidence = max(current.confidence, triple.confidence) if was_active else triple.confidence
        fact = _by_turn(
            current,
            ctx,
            confidence=confidence,
            status="active",
            weight=min(1.0, weight),
            qualifiers=_settled(triple.qualifiers or current.qualifiers),
            pos=current.pos + 1,
            lang=ctx.lang,
        )
    changes.append(Change(fact, _event(ctx, fact, "observe", triple.confidence), current))
    if triple.hedged or not replaces:  # "I think I live in Paris" demotes nothing
        return changes
    ended: list[Fact] = []
    if is_single_valued(triple.relation):
        ended += [
            old
            for old in index.values_of(triple.subject, triple.relation)
            if old.triple != triple.key and old.status == "active"
        ]
    slow = ends_slowly(triple.relation)
    for relation, values in ends(triple.relation):
        for old in index.values_of(triple.subject, relation):
            if old.status != "active" or (
                old.object not in values if values else old.object == triple.object
            ):
                continue
            if slow and old.session_id == ctx.session_id and old.qualifier(CONFLICT) is None:
                changes.append(_conflict(old, ctx))  # "i'm single" ... "my wife": ask
            else:
                ended.append(old)
    known = lookup(triple.relation)
    for group in known.exclusive if known is not None else ():
        if _in_group(triple.object, ctx.lang, group):
            ended += [
                old
                for old in index.values_of(triple.subject, triple.relation)
                if old.status == "active"
                and old.object != triple.object
                and old.turn_id != ctx.turn_id  # "a teacher and a writer": both hold
                and _in_group(old.object, old.lang or ctx.lang, group)
            ]
    for old in ended:
        demoted = _by_turn(old, ctx, status="superseded", qualifiers=_settled(old.qualifiers))
        changes.append(Change(demoted, _event(ctx, demoted, "correct", triple.confidence), old))
    return changes


def negate(index: UserIndex, triple: Triple, ctx: TurnContext) -> Change:
    """Deny a triple.

    An existing fact is demoted to ``negated``; an unknown one is recorded as negated, so "I
    don't have a car" is remembered too.
    """
    current = index.get(triple.key)
    if current is None:
        fact = _new_fact(triple, ctx, status="negated", weight=0.0, pos=0, neg=1)
    else:
        fact = _by_turn(
            current,
            ctx,
            status="negated",
            weight=current.weight * (1 - NEGATE_RATE),
            neg=current.neg + 1,
            qualifiers=_settled(current.qualifiers),
        )
    return Change(fact, _event(ctx, fact, "negate", triple.confidence), current)


def fact_event(user_id: str, fact: Fact, kind: str, at: float, *, detail: str = "") -> Event:
    """The provenance of a change no turn caused.

    A lapse found at maintenance (``expire``), a use in a reply (``use``), an undo (``undo``,
    ``detail`` the id of the event taken back).
    """
    return Event(
        id=uuid.uuid4().hex,
        user_id=user_id,
        subject=fact.subject,
        relation=fact.relation,
        object=fact.object,
        kind=kind,
        at=at,
        confidence=fact.confidence,
        detail=detail,
    )


def decay(fact: Fact, now: float, half_life_days: float = 30.0) -> Fact:
    """Age a fact of a relation that lapses (:attr:`~hotmem.relations.Relation.lapses`).

    Its weight at its last statement halves every ``half_life_days``; as it falls under the
    thresholds an active fact turns stale, then archived; one shown in many replies and never
    used by them (:func:`usage`) ages faster. Only the status is written: the
    stored weight stays the one of the statement, so ageing twice to the same time changes
    nothing. A fact of any other relation (a name, a home, a diet) does not age: silence is not
    evidence against it.
    """
    known = lookup(fact.relation)
    if known is None or not known.lapses or fact.status not in ("active", "stale"):
        return fact
    if fact.used == 0 and fact.shown >= IGNORED_AFTER:  # shown often, never used
        half_life_days /= min(MAX_SPEEDUP, 1.0 + fact.shown / IGNORED_AFTER)
    age_days = max(0.0, (now - fact.updated_at) / 86400)
    weight = fact.weight * math.pow(0.5, age_days / half_life_days)
    status = "stale" if weight >= ARCHIVED_BELOW else "archived"
    if weight >= STALE_BELOW:
        status = "active"
    return fact if status == fact.status else replace(fact, status=status)


def turn_changes(
    index: UserIndex,
    found: Extraction,
    ctx: TurnContext,
    words: frozenset[str] = frozenset(),
) -> tuple[list[Change], list[Fact], list[Fact]]:
    """Every change a turn makes: (changes, facts asserted, facts negated or corrected).

    The turn's names and values are first read against the user's memory
    (:func:`hotmem.identity.resolve`). A fact asserted and negated in the same turn counts as
    asserted only once. ``words`` (the turn's lemmas) are read for what tells against a held
    value without replacing it (:func:`cue_conflicts`).
    """
    changes: list[Change] = []
    resolved = identity.resolve(index, found.facts, found.negated, ctx.lang)
    said, people = dict(resolved.said), dict(resolved.persons)
    for triple in resolved.facts:
        replaces = triple.subject not in resolved.others
        observed = observe(index, triple, ctx, replaces=replaces)
        changes.extend(observed)
        if triple.key in resolved.merged:  # the turn said it another way: kept as evidence
            fact = observed[0].fact
            event = _event(ctx, fact, "merge", triple.confidence, said.get(triple.key, ""))
            changes.append(Change(fact, event, fact))
        if triple.key in people:  # "my mum" read as linda: the words as said are kept
            fact = observed[0].fact
            event = _event(ctx, fact, "alias", triple.confidence, people[triple.key])
            changes.append(Change(fact, event, fact))
    for key in resolved.renamed:  # said again under a fuller name: the fuller fact stays
        old = index.get(key)
        if old is not None and old.status == "active":
            demoted = _by_turn(old, ctx, status="superseded")
            changes.append(Change(demoted, _event(ctx, demoted, "correct", old.confidence), old))
    for triple in resolved.negated:
        changes.append(negate(index, triple, ctx))
    if found.restore:
        changes.extend(restore(index, ctx))
    elif not found.facts and not found.negated and says_after_all(ctx.utterance, ctx.lang):
        changes.extend(restore(index, ctx, named=True))
    if words and found.intent not in _NOT_SAID_AS_FACT:
        changes.extend(cue_conflicts(index, words, ctx, {c.fact.triple for c in changes}))
    asserted = [c.fact for c in changes if c.event.kind == "observe"]
    asserted_keys = {f.triple for f in asserted}
    retracted = {
        c.fact.triple: c.fact
        for c in changes
        if c.event.kind in ("negate", "correct") and c.fact.triple not in asserted_keys
    }
    return changes, asserted, list(retracted.values())


# Turns whose words are no evidence about the user's life: a question about steak houses.
_NOT_SAID_AS_FACT = frozenset(
    (intent.PURE_QUESTION, intent.QUESTION_WITH_FACT, intent.HYPOTHETICAL, intent.COMMAND)
)
# Relations whose values are a closed set or exclusive groups: those a cue can tell against.
_CUED = tuple(r.name for r in REGISTRY.values() if r.exclusive or r.values)
# Words of a turn kept as the other side of an open conflict.
_CONFLICT_CHARS = 120


def cue_conflicts(
    index: UserIndex, words: frozenset[str], ctx: TurnContext, changed: set[FactKey]
) -> list[Change]:
    """Open conflicts the turn's words raise against the user's held values.

    A held value with cues in the language's data (``CONFLICT_CUES``: "vegetarian" against
    "steak") that one of ``words`` names is kept, with the turn's words as an open conflict
    (``conflict`` event); a second such turn while the conflict is open settles it against the
    value (superseded, ``correct``). A turn with a negation ("I don't eat meat") raises none,
    nor one that changed the value itself.
    """
    table, every_cue, negations = _cue_table(ctx.lang)
    if words.isdisjoint(every_cue) or not words.isdisjoint(negations):
        return []  # most turns: no cue word at all
    out = []
    for relation in _CUED:
        for key in index.by_entity_relation.get((_USER, relation), ()):
            cues = table.get(key[2]) or table.get(fold(key[2]))
            held = index.facts.get(key) if cues and not words.isdisjoint(cues) else None
            if (
                held is None
                or held.subject != _USER
                or held.status != "active"
                or held.triple in changed
                or held.turn_id == ctx.turn_id
                or held.confidence < 0.5
            ):
                continue
            out.append(_conflict(held, ctx))
    return out


@lru_cache(maxsize=16)
def _cue_table(
    lang: str,
) -> tuple[dict[str, frozenset[str]], frozenset[str], frozenset[str]]:
    """A language's conflict cues by held value (folded too), every cue word, its negations."""
    if lang not in SUPPORTED_LANGS:
        return {}, frozenset(), frozenset()
    data = get_language(lang)
    table = dict(data.conflict_cues)
    table.update({fold(k): v for k, v in data.conflict_cues.items()})
    every = frozenset().union(*table.values()) if table else frozenset()
    return table, every, frozenset(data.negations)


def _conflict(held: Fact, ctx: TurnContext) -> Change:
    """The turn tells against ``held``: an open conflict, or the second word that settles it."""
    if held.qualifier(CONFLICT) is not None:  # said against it twice: it no longer holds
        demoted = _by_turn(held, ctx, status="superseded", qualifiers=_settled(held.qualifiers))
        return Change(demoted, _event(ctx, demoted, "correct", held.confidence), held)
    said = ctx.utterance[:_CONFLICT_CHARS]
    flagged = replace(held, qualifiers=(*held.qualifiers, (CONFLICT, said)))
    return Change(flagged, _event(ctx, flagged, "conflict", held.confidence, said), held)


def _settled(qualifiers: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """Qualifiers without an open conflict (the user stated the value again, or replaced it)."""
    return tuple(q for q in qualifiers if q[0] != CONFLICT)


def restore(index: UserIndex, ctx: TurnContext, *, named: bool = False) -> list[Change]:
    """Take back a correction ("no no, I was right before", "ich hatte doch recht").

    The value a correction superseded or denied comes back (an ``observe`` event), and the
    values that replaced it in that turn are superseded in turn (``correct``). Which
    correction: the one whose old value the turn names ("no, it was Biscuit after all"), else
    the last one of this conversation, else, when the turn points back at it ("vorher", "the
    first time": the language's ``RESTORE_EARLIER_WORDS``), the user's last one of the past
    :data:`RESTORE_WINDOW_S` (said in a later session). Nothing happens when there is none.

    Args:
        index: The user's facts.
        ctx: The turn.
        named: Only a correction whose old value the turn names (a turn that says "after all"
            but no "I was right").
    """
    words = padded_words(ctx.utterance)
    # A correction of an earlier session: named, or pointed back at ("ich hatte doch recht
    # vorher"); "see, I was right" days later takes nothing back.
    later = named or not _earlier_words(ctx.lang).isdisjoint(words.split())
    candidates: list[tuple[Fact, list[Fact]]] = []
    for old in index.recent_facts(_RESTORE_SCAN):
        if old.status not in ("superseded", "negated"):
            continue
        if old.session_id != ctx.session_id and (
            not later or ctx.at - old.updated_at > RESTORE_WINDOW_S
        ):
            continue
        newer = [
            f
            for f in index.values_of(old.subject, old.relation)
            if f.status == "active" and f.turn_id == old.turn_id and f.triple != old.triple
        ]
        if newer:
            candidates.append((old, newer))
    if not candidates:
        return []
    said = [c for c in candidates if padded_words(c[0].object) in words]
    if said:
        candidates = said
    elif named:
        return []
    else:
        here = [c for c in candidates if c[0].session_id == ctx.session_id]
        candidates = here or candidates  # none here: one pointed back at (``later``)
    old, newer = max(candidates, key=lambda c: c[0].updated_at)
    changes = []
    if old.pos > 0:  # a denial of what the user never asserted brings nothing back
        back = _by_turn(old, ctx, status="active", pos=old.pos + 1)
        changes.append(Change(back, _event(ctx, back, "observe", back.confidence), old))
    for fact in newer:
        demoted = _by_turn(fact, ctx, status="superseded")
        changes.append(Change(demoted, _event(ctx, demoted, "correct", old.confidence), fact))
    return changes


@lru_cache(maxsize=16)
def _earlier_words(lang: str) -> frozenset[str]:
    if lang not in SUPPORTED_LANGS:
        return frozenset()
    return frozenset(fold(w) for w in get_language(lang).restore_earlier_words)


def says_after_all(text: str, lang: str) -> bool:
    """True when ``text`` takes an earlier value back by naming it ("it was X after all").

    The language's ``RESTORE_VALUE_MARKERS`` (phrases of folded words) are looked for in the
    folded words of the text; a cheap look for the longest word of each comes first.
    """
    gates, phrases = _after_all_markers(lang)
    folded = text.lower() if text.isascii() else fold(text)
    if not any(w in folded for w in gates):
        return False
    words = padded_words(text)
    return any(phrase in words for phrase in phrases)


@lru_cache(maxsize=16)
def _after_all_markers(lang: str) -> tuple[frozenset[str], tuple[str, ...]]:
    if lang not in SUPPORTED_LANGS:
        return frozenset(), ()
    phrases = tuple(
        f" {' '.join(fold(w) for w in p)} " for p in get_language(lang).restore_value_markers
    )
    return frozenset(max(p.split(), key=len) for p in phrases), phrases


def usage(
    index: UserIndex,
    shown: list[FactKey],
    reply_words: str,
    unused: dict[FactKey, int],
    *,
    user_id: str,
    at: float,
) -> tuple[tuple[Fact, ...], tuple[Event, ...]]:
    """What an assistant reply says about the facts its memory message showed ("hint used").

    A shown fact whose words the reply says (its object's, or its subject's when the object
    is the user) was used: its weight is reinforced by :data:`USE_RATE`, ``used`` and
    ``shown`` grow, and a ``use`` event records it. A shown fact the reply did not use counts
    in ``unused`` (RAM, per session) and is written only every :data:`IGNORED_AFTER` such
    replies, so a reply writes little; a remainder below that is not kept across sessions.

    Args:
        index: The user's facts.
        shown: Keys of the facts the message showed.
        reply_words: The reply's folded words, space-separated and padded (" oh paris is ... ").
        unused: Replies not using each fact since its count was last written (updated).
        user_id: Owner.
        at: Unix time of the reply.

    Returns:
        The facts' new states to write and the ``use`` events.
    """
    facts, events = [], []
    for key in shown:
        fact = index.get(key)
        if fact is None or fact.status != "active":
            continue
        value = fact.subject if fact.object == _USER else fact.object
        words = padded_words(value)
        if words.strip() and words in reply_words:
            weight = 1 - (1 - fact.weight) * (1 - USE_RATE)
            shows = fact.shown + unused.pop(key, 0) + 1
            fact = replace(fact, shown=shows, used=fact.used + 1, weight=weight)
            events.append(fact_event(user_id, fact, "use", at))
        else:
            count = unused.get(key, 0) + 1
            if count < IGNORED_AFTER:
                unused[key] = count
                continue
            unused.pop(key, None)
            fact = replace(fact, shown=fact.shown + count)
        facts.append(fact)
    return tuple(facts), tuple(events)


def forgotten(fact: Fact, ctx: TurnContext) -> Fact:
    """How a fact hard-deleted by a "forget that ..." turn is reported."""
    return replace(fact, status="forgotten", turn_id=ctx.turn_id, updated_at=ctx.at)


def turn_batch(
    changes: list[Change],
    ctx: TurnContext,
    *,
    keep_episode: bool,
    forget: tuple[tuple[str, str, str], ...] = (),
) -> WriteBatch:
    """One atomic store batch for a turn.

    The facts' new states, their events, the episode, and the triples a "forget that ..." turn
    hard-deletes.
    """
    episodes: tuple[Episode, ...] = ()
    if keep_episode:
        episodes = (
            Episode(
                uuid.uuid4().hex,
                ctx.user_id,
                ctx.utterance,
                ctx.at,
                ctx.session_id,
                ctx.turn_id,
                ctx.lang,
            ),
        )
    return WriteBatch(
        ctx.user_id,
        facts=tuple(c.fact for c in changes),
        events=tuple(c.event for c in changes),
        episodes=episodes,
        forget=forget,
    )


# Kinds of events :func:`undo` takes back, and what each left the fact as.
UNDOABLE = {
    "correct": ("superseded",),
    "negate": ("negated",),
    "expire": ("stale", "archived"),
    "merge": ("active",),
    "alias": ("active",),
    "conflict": ("active",),
}


def undo(index: UserIndex, events: list[Event], event_id: str, now: float) -> list[Change]:
    """Take back one event: the changes that undo it, each with an ``undo`` event.

    - A supersede or a correction (``correct``) or a denial (``negate``): the fact is active
      again, and what replaced it is demoted: the values that turn asserted for the same
      subject in that relation (or in one that ends it), and any other value now held in a
      single-valued relation or the same exclusive group.
    - An expiry: the intention is active again (as if said now, so ageing starts over).
    - A merge: the value as the turn said it comes back as a fact of its own (active, with the
      turn's provenance), and the held fact loses that turn's evidence.
    - A person read another way (``alias``: "my mum" read as Linda): the fact as the turn
      said it comes back on its own ("mother lives_in ohio"), as for a merge.
    - An open conflict: the words said against the fact are dropped (the fact holds).

    Args:
        index: The user's facts.
        events: The user's events (oldest first).
        event_id: Id of the event to take back.
        now: Unix time of the undo.

    Raises:
        UnknownEventError: No event of the user has that id.
        NotUndoableError: The event is of a kind that cannot be taken back, was taken back
            already, or its fact changed since in a way the undo would contradict.
    """
    target = next((e for e in events if e.id == event_id), None)
    if target is None:
        raise UnknownEventError(f"no event {event_id!r} for this user")
    if any(e.kind == "undo" and e.detail == event_id for e in events):
        raise NotUndoableError(f"event {event_id} was already undone")
    if target.kind not in UNDOABLE:
        raise NotUndoableError(
            f"a {target.kind!r} event cannot be undone (undoable: {', '.join(UNDOABLE)}; "
            f"a statement is taken back with forget)"
        )
    key = (target.subject, target.relation, target.object)
    fact = index.get(key)
    if fact is None:
        raise NotUndoableError(f"the fact of event {event_id} is no longer stored")
    if fact.status not in UNDOABLE[target.kind]:
        raise NotUndoableError(
            f"the fact {' '.join(key)!r} is {fact.status} now (event {event_id} left it "
            f"{' or '.join(UNDOABLE[target.kind])}): nothing to take back"
        )
    if target.kind == "conflict":
        if fact.qualifier(CONFLICT) is None:
            raise NotUndoableError(f"the conflict of event {event_id} is settled already")
        changes = [_undone(replace(fact, qualifiers=_settled(fact.qualifiers)), fact, target, now)]
    elif target.kind in ("merge", "alias"):
        changes = _unmerge(index, target, fact, now)
    elif target.kind == "expire":
        changes = [_undone(replace(fact, status="active", updated_at=now), fact, target, now)]
    else:
        weight = fact.weight if target.kind == "correct" else fact.weight / (1 - NEGATE_RATE)
        back = replace(
            fact,
            status="active",
            updated_at=now,
            weight=min(1.0, weight),
            neg=max(0, fact.neg - (target.kind == "negate")),
        )
        changes = [_undone(back, fact, target, now)]
        for newer in _replacers(index, events, target, back):
            demoted = replace(newer, status="superseded", updated_at=now)
            changes.append(_undone(demoted, newer, target, now))
    return changes


def _undone(fact: Fact, previous: Fact | None, target: Event, now: float) -> Change:
    return Change(fact, fact_event(target.user_id, fact, "undo", now, detail=target.id), previous)


def _replacers(index: UserIndex, events: list[Event], target: Event, back: Fact) -> list[Fact]:
    """The active facts that replaced ``back`` (demoted when the replacement is taken back)."""
    same_turn = {
        (e.subject, e.relation, e.object)
        for e in events
        if e.kind == "observe"
        and e.at == target.at
        and e.turn_id == target.turn_id
        and e.subject == target.subject
        and (
            e.relation == target.relation
            or any(rel == target.relation for rel, _ in ends(e.relation))
        )
    }
    out = {k: index.get(k) for k in same_turn if k != back.triple}
    held = [f for f in index.values_of(back.subject, back.relation) if f.triple != back.triple]
    if is_single_valued(back.relation):
        out.update((f.triple, f) for f in held)
    known = lookup(back.relation)
    for group in known.exclusive if known is not None else ():
        if _in_group(back.object, back.lang, group):
            out.update((f.triple, f) for f in held if _in_group(f.object, f.lang, group))
    return [f for f in out.values() if f is not None and f.status == "active"]


def _unmerge(index: UserIndex, target: Event, held: Fact, now: float) -> list[Change]:
    """What a merge or an alias read another way, back as its own fact.

    The held fact loses the turn's evidence.
    """
    if not target.detail:
        raise NotUndoableError(
            f"merge {target.id} does not record the value as said (written by an older hotmem)"
        )
    key = (
        (target.detail, target.relation, target.object)
        if target.kind == "alias"
        else (target.subject, target.relation, target.detail)
    )
    if key == held.triple:
        raise NotUndoableError(f"merge {target.id} read the value as itself: nothing to split")
    current = index.get(key)
    if current is not None and current.status == "active":
        raise NotUndoableError(f"{' '.join(key)!r} is already a fact of its own")
    if current is None:
        said = Fact(
            *key,
            confidence=target.confidence,
            lang=held.lang,
            status="active",
            turn_id=target.turn_id,
            updated_at=now,
            weight=target.confidence,
            created_at=target.at,
            session_id=target.session_id,
            pos=1,
        )
    else:
        said = replace(current, status="active", updated_at=now, pos=current.pos + 1)
    if held.pos <= 1 and held.created_at >= target.at:  # the turn alone made it: it goes
        lighter = replace(held, status="superseded", updated_at=now)
    else:
        lighter = replace(held, pos=max(1, held.pos - 1), updated_at=now)
    return [_undone(said, current, target, now), _undone(lighter, held, target, now)]
