"""From candidates to clean triples: coreference, the quality filter and confidence."""

from __future__ import annotations

from hotmem.extraction.candidate import Candidate, Mention
from hotmem.extraction.mentions import MentionStack
from hotmem.lang.base import CANONICAL_KIN, CANONICAL_PETS, LanguageData
from hotmem.models import Triple

__all__ = ["ASSERTED_CONFIDENCE", "HEDGED_CONFIDENCE", "is_canonical_relation", "refine"]

ASSERTED_CONFIDENCE = 0.9
HEDGED_CONFIDENCE = 0.3
_RELATIONS = frozenset(
    """name age is lives_in works_at born_in moved_from moved_to participated_in went_to
    friend_of owns has""".split()
)
_PLACE_RELATIONS = frozenset("lives_in works_at born_in moved_from moved_to went_to".split())
# What a resolved "it" (a company, a city, a pet's toy) may be the subject of.
_THING_RELATIONS = frozenset()
_MAX_CHARS = 60
_MAX_WORDS = 6


def is_canonical_relation(relation: str) -> bool:
    """True for the relations of the taxonomy (DESIGN.md §5), kinship and pets included."""
    if relation in _RELATIONS or relation in CANONICAL_KIN or relation in CANONICAL_PETS:
        return True
    thing = relation.removeprefix("favorite_")
    return thing != relation and thing.replace("_", "").isalpha()


def refine(
    candidate: Candidate, lang: LanguageData, mentions: MentionStack
) -> tuple[Triple, Mention, Mention] | None:
    """A clean triple (with its resolved mentions), or None when the candidate is noise."""
    if not is_canonical_relation(candidate.relation):
        return None
    subject = mentions.resolve_mention(candidate.subject)
    obj = mentions.resolve_mention(candidate.object)
    if subject is None or obj is None:
        return None
    if not _good_subject(subject, lang) or not _good_object(candidate.relation, obj, lang):
        return None
    if subject.kind == "thing" and candidate.relation not in _THING_RELATIONS:
        return None  # "it's my pride and joy": things have no job, age or name here
    if subject.text == obj.text:
        return None
    confidence = HEDGED_CONFIDENCE if candidate.hedged else ASSERTED_CONFIDENCE
    triple = Triple(
        subject.text,
        candidate.relation,
        obj.text,
        confidence=confidence,
        negated=candidate.negated,
        qualifiers=candidate.qualifiers,
        pattern=candidate.pattern,
    )
    return triple, subject, obj


def _good_subject(subject: Mention, lang: LanguageData) -> bool:
    if subject.kind in ("you", "kin"):
        return True
    if subject.kind == "thing":
        return _good_text(subject.text, lang)
    return subject.kind == "name" and _good_text(subject.text, lang)


def _good_object(relation: str, obj: Mention, lang: LanguageData) -> bool:
    if obj.kind == "you":
        return relation == "friend_of"
    if obj.kind == "pronoun" or not _good_text(obj.text, lang):
        return False
    if relation == "age":
        return obj.text.isdigit() and 0 < int(obj.text) < 130
    if relation in _PLACE_RELATIONS | {"name", "is"}:
        return not obj.text.isdigit()
    return True


def _good_text(text: str, lang: LanguageData) -> bool:
    if not text or len(text) > _MAX_CHARS or len(text.split()) > _MAX_WORDS:
        return False
    words = text.split()
    if all(w in lang.stop_words for w in words) and not text.isdigit():
        return False
    pronouns = (
        lang.first_person
        | lang.second_person
        | lang.pronouns_he
        | lang.pronouns_she
        | lang.pronouns_they
        | lang.pronouns_it
    )
    return text not in pronouns and any(c.isalnum() for c in text)
