"""What a request to forget deletes: facts named by value (folded), by topic, or everything.

A spoken "forget that I live in Zurich" names a fact; the stored value may be "zürich" or an
imported "New  York", so values are compared folded (case, accents, spaces). "Forget where I
live" or "forget my age" names no value but a topic, read from the language's data
(``forget_topics``), and "forget everything you know about me" everything of the user
(``forget_everything``). The same folded comparison serves :meth:`hotmem.HotMem.forget`.
"""

from __future__ import annotations

from dataclasses import dataclass

from hotmem.analysis import Analysis
from hotmem.index import FactKey, UserIndex
from hotmem.models import Triple
from hotmem.relations import is_kin_or_pet
from hotmem.text import fold

__all__ = ["ForgetRequest", "matching", "read_request"]

_USER = "you"


@dataclass(frozen=True, slots=True)
class ForgetRequest:
    """What a turn asks to forget.

    Attributes:
        keys: Keys of the user's stored facts the request names.
        everything: The request names everything of the user.
    """

    keys: tuple[FactKey, ...] = ()
    everything: bool = False


def matching(
    index: UserIndex, subject: str | None, relation: str | None, object: str | None
) -> list[FactKey]:
    """Keys of the facts matching every given part, values compared folded."""
    wanted = (
        None if subject is None else fold(subject),
        None if relation is None else "_".join(relation.lower().split()),
        None if object is None else fold(object),
    )
    if wanted[0] is not None and wanted[1] is not None:
        candidates = [f.triple for f in index.values_of(subject or "", wanted[1])]
    else:
        candidates = list(index.facts)
    return [
        key
        for key in candidates
        if (wanted[0] is None or fold(key[0]) == wanted[0])
        and (wanted[1] is None or key[1] == wanted[1])
        and (wanted[2] is None or fold(key[2]) == wanted[2])
    ]


def read_request(
    analysis: Analysis, asked: tuple[Triple, ...], forget_chars: int, index: UserIndex
) -> ForgetRequest:
    """The stored facts a forget request names.

    Args:
        analysis: The turn (its opening sentence is the request).
        asked: Triples the request states ("forget that I live in Paris").
        forget_chars: Length of the request in the text.
        index: The user's facts.
    """
    keys: dict[FactKey, None] = {}
    for triple in asked:
        for key in matching(index, triple.subject, triple.relation, triple.object):
            keys[key] = None
    if keys:
        return ForgetRequest(tuple(keys))
    data = analysis.data
    words = [
        t.lower_
        for t in analysis.doc
        if t.idx < (forget_chars or len(analysis.text)) and not t.is_punct and not t.is_space
    ]
    if _contains(words, data.forget_everything):
        return ForgetRequest(tuple(index.facts), everything=True)
    relations = {rel for phrase, rel in data.forget_topics.items() if _contains(words, (phrase,))}
    named = [k for k in index.facts if k[0] == _USER and k[1] in relations]
    # "forget what I told you about my sister": what the relative or pet is said to be or do,
    # stored under the kin noun ("sister") or under the name the user gave them
    kin = {rel for rel in relations if is_kin_or_pet(rel)}
    if kin:
        holders = kin | {k[2] for k in named if k[1] in kin}
        named += [k for k in index.facts if k[0] in holders]
    return ForgetRequest(tuple(named))


def _contains(words: list[str], phrases: tuple[tuple[str, ...], ...] | tuple[str, ...]) -> bool:
    """True when one of the phrases (tuples of words, or space-joined words) occurs."""
    for phrase in phrases:
        parts = tuple(phrase.split()) if isinstance(phrase, str) else phrase
        n = len(parts)
        if n and any(tuple(words[i : i + n]) == parts for i in range(len(words) - n + 1)):
            return True
    return False
