"""The extraction's output: a candidate fact before it meets the store."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Triple"]


@dataclass(frozen=True, slots=True)
class Triple:
    """A canonical (subject, relation, object) candidate extracted from one utterance.

    Attributes:
        subject: Normalised subject ("you" is the user).
        relation: Canonical relation.
        object: Normalised object.
        confidence: 0..1 after hedging; < 0.5 means hedged (not asserted).
        negated: The utterance says the fact is not (or no longer) so.
        qualifiers: ``time`` / ``duration`` / ``quantity`` qualifiers of the fact.
        pattern: Name of the rule that produced it (for debugging and evaluation).
    """

    subject: str
    relation: str
    object: str
    confidence: float = 0.9
    negated: bool = False
    qualifiers: tuple[tuple[str, str], ...] = ()
    pattern: str = ""

    @property
    def key(self) -> tuple[str, str, str]:
        """The (subject, relation, object) key."""
        return (self.subject, self.relation, self.object)

    @property
    def hedged(self) -> bool:
        """True when the confidence marks the triple as not asserted."""
        return self.confidence < 0.5
