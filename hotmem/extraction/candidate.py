"""What a language's pattern module hands to refinement: mentions and candidate facts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["PRONOUN_KINDS", "Candidate", "Mention", "contiguous_run"]

# he/she/they/it as in English; "3sg" is a dropped subject (es/it "vive en Roma"): any person;
# "1s3sg" a dropped subject of a form both persons share ("vivía en Quito"): the person talked
# about, else the speaker.
PRONOUN_KINDS = ("he", "she", "they", "it", "3sg", "1s3sg")


@dataclass(frozen=True, slots=True)
class Mention:
    """One side of a candidate fact, before coreference.

    Attributes:
        text: Normalised text ("you" for the user; the canonical noun for unnamed kin).
        kind: ``you``, ``pronoun``, ``name`` (a proper name), ``kin`` (an unnamed relative or
            pet of the user, text is the canonical noun), ``noun`` or ``thing`` (what "it"
            resolved to).
        pronoun: For ``kind == "pronoun"``: one of :data:`PRONOUN_KINDS`.
        gender: ``he`` / ``she`` when known (from a kin noun), for later pronouns.
    """

    text: str
    kind: str
    pronoun: str = ""
    gender: str = ""

    @property
    def is_person(self) -> bool:
        """True for the user, names and relatives (candidates for he/she)."""
        return self.kind in ("you", "name", "kin")


YOU = Mention("you", "you")


@dataclass(frozen=True, slots=True)
class Candidate:
    """A fact a pattern found, with the clause flags that decide whether it is asserted.

    Attributes:
        subject: Subject mention.
        relation: Canonical relation.
        object: Object mention.
        negated: The clause denies it ("not", "no longer", "kein", "non ... più").
        hedged: The clause is uncertain ("I think", "maybe", "might").
        blocked: Never a fact: hypothetical, "used to", reported speech, future plan.
        clause: Index of the clause's predicate token (to count independent statements), -1
            for a fact read off a noun phrase ("my sister Anna").
        anchor: Index of a token of the fact (to find its sentence).
        embedded: The clause is the complement of a telling frame ("did I tell you ...").
        qualifiers: ``quantity`` / ``time`` / ``duration`` qualifiers.
        pattern: Name of the rule (for debugging).
    """

    subject: Mention
    relation: str
    object: Mention
    negated: bool = False
    hedged: bool = False
    blocked: bool = False
    clause: int = 0
    anchor: int = 0
    embedded: bool = False
    qualifiers: tuple[tuple[str, str], ...] = ()
    pattern: str = ""


def contiguous_run(tokens: list[Token], head: Token) -> list[Token]:
    """The unbroken run of ``tokens`` (in text order) around ``head``.

    A phrase's words must be contiguous: a modifier the parser attached far away ("the car
    that I sold ... red") is cut off at the first gap.
    """
    ordered = sorted({t.i: t for t in tokens}.values(), key=lambda t: t.i)
    start = next(n for n, t in enumerate(ordered) if t.i == head.i)
    lo = hi = start
    while lo > 0 and ordered[lo - 1].i == ordered[lo].i - 1:
        lo -= 1
    while hi < len(ordered) - 1 and ordered[hi + 1].i == ordered[hi].i + 1:
        hi += 1
    return ordered[lo : hi + 1]
