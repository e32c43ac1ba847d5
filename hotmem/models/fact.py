"""Typed records of facts, search results and turn results."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

__all__ = ["CONFLICT", "FACT_STATUSES", "Fact", "Memory", "TurnResult", "differences"]

# active: asserted and current; stale/archived: faded by age or weak evidence; negated: the user
# said it is not (or no longer) so; superseded: replaced by a new value of a single-valued
# relation or by a correction. Only `active` facts are ever injected.
FACT_STATUSES = ("active", "stale", "archived", "negated", "superseded")
# The qualifier of an open conflict: the words the user said against an active fact that did
# not replace it ("i'm vegetarian", then "i had a steak yesterday"); the fact stays active and
# its bullet says both, until the user states one of them again (hotmem.lifecycle).
CONFLICT = "conflict"


@dataclass(frozen=True, slots=True)
class Fact:
    """One (subject, relation, object) fact about a user's world.

    Attributes:
        subject: Normalised subject ("you" is the user).
        relation: Canonical relation of the taxonomy (``lives_in``, ``sister``, ...).
        object: Normalised object.
        confidence: 0..1; below 0.5 the fact is hedged and never injected as a fact.
        lang: Language the fact was stated in.
        status: One of :data:`FACT_STATUSES`.
        turn_id: Turn that last changed the fact.
        updated_at: Unix time (seconds) of the last change.
        weight: Reinforcement strength 0..1 (grows with repetition, falls with negation).
        created_at: Unix time of the first observation.
        session_id: Session that last changed the fact.
        qualifiers: ``time`` / ``duration`` / ``quantity`` attached to the fact, and
            :data:`CONFLICT` while the user said something against it.
        pos: Times asserted.
        neg: Times negated.
        shown: Assistant replies given while the fact was in the memory message.
        used: Those replies that used it (its object's words appear in the reply: "hint
            used"); a fact shown many times and never used ages faster (lapsing relations).
    """

    subject: str
    relation: str
    object: str
    confidence: float = 1.0
    lang: str = "en"
    status: str = "active"
    turn_id: str | None = None
    updated_at: float = 0.0
    weight: float = 1.0
    created_at: float = 0.0
    session_id: str | None = None
    qualifiers: tuple[tuple[str, str], ...] = ()
    pos: int = 1
    neg: int = 0
    shown: int = 0
    used: int = 0

    @property
    def triple(self) -> tuple[str, str, str]:
        """The (subject, relation, object) key of the fact."""
        return (self.subject, self.relation, self.object)

    @property
    def is_active(self) -> bool:
        """True when the fact is current."""
        return self.status == "active"

    @property
    def is_asserted(self) -> bool:
        """True when the fact is current and not hedged."""
        return self.status == "active" and self.confidence >= 0.5

    def qualifier(self, name: str) -> str | None:
        """The value of one qualifier (``time``, ``duration``, ``quantity``), if any."""
        for key, value in self.qualifiers:
            if key == name:
                return value
        return None


def differences(reference: Iterable[Fact], copy: Iterable[Fact]) -> dict[str, int]:
    """How a copy of a user's facts differs from the reference (the hot layer from the truth).

    Counts of facts ``missing`` from the copy, ``extra`` in it, and ``changed`` (same triple,
    other fields).
    """
    ref = {f.triple: f for f in reference}
    held = {f.triple: f for f in copy}
    return {
        "missing": len(ref.keys() - held.keys()),
        "extra": len(held.keys() - ref.keys()),
        "changed": sum(1 for key in ref.keys() & held.keys() if ref[key] != held[key]),
    }


@dataclass(frozen=True, slots=True)
class Memory:
    """One search result: a fact or a past user turn (episode).

    Attributes:
        kind: ``"fact"`` or ``"episode"``.
        text: Human-readable text (the bullet of a fact, the utterance of an episode).
        score: Final score, higher is better.
        fact: The fact, for ``kind == "fact"``.
        turn_id: Turn the memory comes from.
        timestamp: Unix time of the memory.
        why: Signal breakdown of the score (relation, recency, lexical, weight, ...).
    """

    kind: str
    text: str
    score: float
    fact: Fact | None = None
    turn_id: str | None = None
    timestamp: float | None = None
    why: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class TurnResult:
    """What :meth:`hotmem.HotMem.process_turn` did with one user utterance.

    Attributes:
        intent: One of :data:`hotmem.intent.INTENTS`.
        lang: Language the turn was processed in.
        facts: Facts the utterance asserted (after refinement); hedged ones carry
            confidence < 0.5 and count as not asserted.
        retracted: Facts the utterance negated or corrected.
        bullets: Bullets selected this turn.
        context_message: The rotating memory message after this turn (None when empty or
            injection is disabled).
        timings: Milliseconds per stage: ``intent_ms``, ``extraction_ms``, ``update_ms``,
            ``retrieval_ms``, ``inject_ms``, ``total_ms``.
        turn_id: The turn's id (given or generated).
        memories: The retrieved memories behind the bullets, with their ``why``.
        notes: Diagnostics of the hot path (e.g. input truncated).
        forget_asked: The turn asked to forget something.
        forgotten: The facts the turn's request deleted (status ``forgotten``); empty with
            ``forget_asked`` when nothing matched, so the bot can say so.
    """

    intent: str
    lang: str
    facts: list[Fact]
    retracted: list[Fact]
    bullets: list[str]
    context_message: str | None
    timings: dict[str, float]
    turn_id: str = ""
    memories: list[Memory] = field(default_factory=list)
    notes: tuple[str, ...] = ()
    forget_asked: bool = False
    forgotten: list[Fact] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-friendly view in the shape of ``hotmem replay --json``."""
        return {
            "turn_id": self.turn_id,
            "intent": self.intent,
            "lang": self.lang,
            "facts": [
                [f.subject, f.relation, f.object, round(f.confidence, 3)] for f in self.facts
            ],
            "retracted": [[f.subject, f.relation, f.object] for f in self.retracted],
            "bullets": list(self.bullets),
            "context_message": self.context_message,
            "timings": {k: round(v, 3) for k, v in self.timings.items()},
        }
