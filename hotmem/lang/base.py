"""Shared language knowledge and the record that bundles one language's data.

Each ``hotmem/lang/<code>/__init__.py`` exports UPPER_CASE data (the spaCy way: language
knowledge is data, not code); :func:`hotmem.lang.get_language` turns the module into one frozen
:class:`LanguageData`, so the engine never branches on a language code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

__all__ = [
    "CANONICAL_KIN",
    "CANONICAL_PETS",
    "FAVORITE_THINGS",
    "KIN_GENDER",
    "SINGLE_VALUED",
    "LanguageData",
    "is_single_valued",
]

# Relation nouns are canonical English: each language maps its words onto these.
CANONICAL_KIN = frozenset(
    """sister brother mother father wife husband partner girlfriend boyfriend fiance fiancee
    son daughter child cousin aunt uncle grandmother grandfather grandson granddaughter niece
    nephew stepmother stepfather stepson stepdaughter roommate boss colleague""".split()
)
CANONICAL_PETS = frozenset("dog cat horse rabbit hamster parrot bird fish turtle snake".split())
FAVORITE_THINGS = frozenset(
    """color food movie book song band singer sport team animal drink city country season game
    show artist restaurant dish fruit subject author actor place holiday dessert beer wine
    series podcast""".split()
)
# Gender of kin nouns, for he/she resolution (others are unknown).
KIN_GENDER = {
    **dict.fromkeys(
        "sister mother wife girlfriend fiancee daughter aunt grandmother granddaughter niece "
        "stepmother stepdaughter".split(),
        "she",
    ),
    **dict.fromkeys(
        "brother father husband boyfriend fiance son uncle grandfather grandson nephew "
        "stepfather stepson".split(),
        "he",
    ),
}
# Relations with one current value per subject: a new value demotes the old one.
SINGLE_VALUED = frozenset(
    """name age lives_in works_at born_in wife husband mother father partner girlfriend
    boyfriend fiance fiancee""".split()
)


def is_single_valued(relation: str) -> bool:
    """True for relations whose new value supersedes the old one (``favorite_*`` included)."""
    return relation in SINGLE_VALUED or relation.startswith("favorite_")


@dataclass(frozen=True, slots=True)
class LanguageData:
    """Everything the engine knows about one language, as data.

    Words are lowercase. Phrases are tuples of lowercase tokens (matched on token texts).
    """

    code: str
    first_person: frozenset[str]
    second_person: frozenset[str]
    pronouns_he: frozenset[str]
    pronouns_she: frozenset[str]
    pronouns_they: frozenset[str]
    pronouns_it: frozenset[str]
    determiners: frozenset[str]
    hedges: frozenset[str]
    hedge_phrases: tuple[tuple[str, ...], ...]
    negations: frozenset[str]
    no_longer: tuple[tuple[str, ...], ...]
    question_words: frozenset[str]
    correction_markers: tuple[tuple[str, ...], ...]
    hypothetical_markers: tuple[tuple[str, ...], ...]
    reactions: frozenset[str]
    remember_markers: tuple[tuple[str, ...], ...]
    forget_markers: tuple[tuple[str, ...], ...]
    recall_all_markers: tuple[tuple[str, ...], ...]
    fillers: frozenset[str]
    past_habitual: tuple[tuple[str, ...], ...]
    kinship: Mapping[str, str]
    pets: Mapping[str, str]
    favorite_words: frozenset[str]
    favorite_things: Mapping[str, str]
    number_words: Mapping[str, int]
    verb_relations: Mapping[tuple[str, str], str]
    relation_cues: Mapping[str, tuple[str, ...]]
    time_cues: Mapping[str, float]
    stop_words: frozenset[str]
    bullet_templates: Mapping[str, str]
    kin_names: Mapping[str, str] = field(default_factory=dict)
    traits: frozenset[str] = frozenset()
    event_words: frozenset[str] = frozenset()
    frame_verbs: frozenset[str] = frozenset()
    report_verbs: frozenset[str] = frozenset()
    question_aux: frozenset[str] = frozenset()
    doubt_phrases: tuple[tuple[str, ...], ...] = ()
    not_possessions: frozenset[str] = frozenset()
