"""Verbless clauses: what a sentence leaves out and the previous clause supplies.

"..., nicht in Köln" denies the last relation with another value, "... und 'nen Roller" adds
one, "..., sondern Bonn" corrects it, "Meine Mutter wohnt in Kiel, mein Vater in Husum"
repeats it for another subject, "zwei Brüder, Max und Moritz" names the relatives just had,
and "Meine Frau, die Petra, ist ..." names a relative put up front.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.surface_np import NP, np_mentions, phrase_text, read_np, skippable
from hotmem.extraction.surface_relations import (
    Antecedent,
    ClauseResult,
    good_object,
    lookup,
    object_mention,
)
from hotmem.extraction.surface_words import Grammar, Word, is_role_noun

__all__ = ["Flags", "alternatives", "topic_name"]


@dataclass(slots=True)
class Flags:
    """The flags of a clause, inherited by its elliptic alternatives."""

    negated: bool = False
    hedged: bool = False
    blocked: bool = False
    embedded: bool = False


def topic_name(
    ws: list[Word], prev: ClauseResult | None, g: Grammar
) -> tuple[Candidate, ClauseResult] | None:
    """Name a fronted relative: "Meine Frau, die Petra, ist ...", "Mia moglie, Petra, fa ...".

    Returns:
        The kinship fact and what the next clause is about (the name), or None.
    """
    ante = prev.antecedent if prev is not None else None
    if prev is None or prev.candidates or ante is None or not ante.kin or ante.owner is not YOU:
        return None
    if ante.have_index >= 0:
        return None  # a relative the user has ("einen Bruder"): alternatives() names it
    np_ = read_np(ws, 0, g)
    if np_ is None or np_.end != len(ws) or not np_.cap or np_.kin or np_.owner is not None:
        return None
    if np_.indefinite or len(np_.words) > 3 or (g.nouns_capitalised and np_.number is not None):
        return None
    name = Mention(phrase_text(np_.words, g.lang), "name", gender=ante.mention.gender)
    fact = Candidate(YOU, ante.kin, name, clause=-1, anchor=ws[0].i, pattern="topic_name")
    return fact, ClauseResult(subject=name, antecedent=Antecedent(name))


def alternatives(
    ws: list[Word], lead: str, prev: ClauseResult | None, prev_flags: Flags, g: Grammar
) -> tuple[list[Candidate], int, NP | None]:
    """A verbless clause repeating the last relation with another value.

    "..., nicht in Köln" (denied), "... und 'nen Roller" (one more), "..., sondern Bonn" (the
    right one), "..., mein Vater in Husum" (another subject), "zwei Brüder, Max und Moritz"
    (the names of the relatives just had).

    Returns:
        The candidates, the position of a "has" candidate they replace (or -1), and the
        phrase they repeat the relation with.
    """
    base = next((c for c in reversed(prev.candidates) if c.clause >= 0), None) if prev else None
    if prev is None or base is None:
        return [], -1, None
    k = 0
    while k < len(ws) and skippable(ws[k], g):
        k += 1
    subject = _gapped_subject(ws, k, g)
    if subject is not None:
        # "Meine Mutter wohnt in Kiel, mein Vater in Husum": the verb is left out, but this
        # is a statement of its own.
        base = replace(base, subject=subject[0], clause=ws[k].i)
        k = subject[1]
    relation: str | None = base.relation
    if k < len(ws) and ws[k].prep:
        relation = lookup(prev.verbs, ws[k], g, prev.particle)
        k += 1
    end = len(ws)
    while end and (ws[end - 1].punct or skippable(ws[end - 1], g)):
        end -= 1
    np_ = read_np(ws, k, g) if relation else None
    if relation is None or np_ is None or np_.end < end:
        return [], -1, None
    ante = prev.antecedent
    named = -1
    if ante is not None and ante.kin and ante.owner is not None and _bare_name(np_, ws, g):
        base = replace(base, subject=ante.owner, relation=ante.kin)
        value = Mention(phrase_text(np_.words, g.lang), "name", gender=ante.mention.gender)
        named = ante.have_index
    else:
        value = _alternative_value(relation, np_, g)
        if value is None:
            return [], -1, None
        base = replace(base, relation=relation)
    denied = any(w.low in g.lang.negations for w in ws)
    alternative = replace(
        base,
        object=value,
        negated=denied or (prev_flags.negated and lead not in g.contrast),
        hedged=prev_flags.hedged,
        blocked=prev_flags.blocked,
        embedded=prev_flags.embedded,
        anchor=ws[max(k - 1, 0)].i,
        qualifiers=(),
        pattern="elliptic_alternative",
    )
    return [alternative], named, np_


def _gapped_subject(ws: list[Word], k: int, g: Grammar) -> tuple[Mention, int] | None:
    """A new subject opening a verbless clause before a prepositional phrase, and its end."""
    np_ = read_np(ws, k, g)
    if np_ is None or not np_.words or np_.end >= len(ws) or not ws[np_.end].prep:
        return None
    if np_.owner is YOU and np_.nominative and np_.kin:
        mentions = np_mentions(np_, g)
    elif np_.cap and not (np_.definite or np_.indefinite or np_.owner or np_.foreign):
        mentions = [Mention(phrase_text(np_.words, g.lang), "name")]
    else:
        return None
    return (mentions[0], np_.end) if mentions else None


def _alternative_value(relation: str, np_: NP, g: Grammar) -> Mention | None:
    if relation == "age":
        return (
            Mention(str(np_.number), "noun") if np_.number is not None and not np_.words else None
        )
    if not np_.words or not good_object(relation, np_, g) or np_.friend:
        return None
    if np_.head in g.lang.reactions:
        return None  # "..., e, sì, ho due figli": an answer word, not another value
    if np_.kin and relation not in ("has", "owns"):
        return None
    lang = g.lang
    named = relation in ("name", "friend_of") or relation in lang.kin_names
    if named and not np_.cap:
        return None
    return object_mention(relation, np_, g)


def _bare_name(np_: NP, ws: list[Word], g: Grammar) -> bool:
    """A name standing alone ("Max"), not a noun phrase ("eine Katze", "Lehrer")."""
    if not np_.cap or np_.definite or np_.indefinite or np_.owner is not None or np_.kin:
        return False
    if np_.number is not None:
        return False  # "und zwei Katzen": more animals, not a name
    return not (g.nouns_capitalised and is_role_noun(ws[np_.head_pos].low, g))
