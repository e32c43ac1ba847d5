"""From candidates to clean triples: coreference, the quality filter and confidence."""

from __future__ import annotations

from dataclasses import replace

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.mentions import MentionStack
from hotmem.lang.base import LanguageData
from hotmem.models import Triple
from hotmem.relations import Relation, is_kin_or_pet, lookup

__all__ = ["ASSERTED_CONFIDENCE", "HEDGED_CONFIDENCE", "refine"]

ASSERTED_CONFIDENCE = 0.9
HEDGED_CONFIDENCE = 0.3
# Objects that are never a bare number: a place, an organisation, a name, an attribute.
_NOT_NUMBER_KINDS = frozenset({"place", "org", "name", "attribute"})
_MAX_CHARS = 60
_MAX_WORDS = 6


def refine(
    candidate: Candidate, lang: LanguageData, mentions: MentionStack
) -> tuple[Triple, Mention, Mention] | None:
    """A clean triple (with its resolved mentions), or None when the candidate is noise."""
    relation = lookup(candidate.relation)
    if relation is None:
        return None
    subject = mentions.resolve_mention(candidate.subject)
    obj = mentions.resolve_mention(candidate.object)
    if subject is None or obj is None:
        return None
    if candidate.relation == "name" and candidate.subject.kind == "pronoun":
        # "elle s'appelle Lola": the name of a relative or pet said earlier is its kin fact
        if not is_kin_or_pet(subject.text):
            return None
        relation = lookup(subject.text)
        if relation is None:
            return None
        candidate = replace(candidate, relation=subject.text)
        subject = YOU
    if not _good_subject(subject, lang) or not _good_object(relation, obj, lang):
        return None
    if subject.kind == "thing":
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


def _good_object(relation: Relation, obj: Mention, lang: LanguageData) -> bool:
    if obj.kind == "you":
        return relation.symmetric  # "Tom is my friend": (tom, friend_of, you)
    if obj.kind == "pronoun" or not _good_text(obj.text, lang):
        return False
    if relation.values:
        return obj.text in relation.values
    if relation.object_kind == "number":
        return obj.text.isdigit() and 0 < int(obj.text) < 130
    if relation.object_kind in _NOT_NUMBER_KINDS:
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
