"""The relation registry: every canonical relation hotmem stores, and what it means.

This is the one place a relation is defined (DESIGN.md §5). Refinement, lifecycle, retrieval,
injection, evaluation and the bench read it; languages only map their words onto these names.
Adding a relation is one :data:`REGISTRY` row plus its table rows and bullet template in each
language (``hotmem/lang/<code>/``).

Three families are open-ended and are read from their nouns: kinship (``sister``, ``wife``...),
pets (``dog``, ``cat``...), both named by the canonical English noun, and ``favorite_<thing>``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

__all__ = [
    "FAVORITE_PREFIX",
    "FAVORITE_THINGS",
    "KIN",
    "KIN_GENDER",
    "NOT_FAMILY",
    "OBJECT_KINDS",
    "PETS",
    "REGISTRY",
    "Relation",
    "ends",
    "ends_slowly",
    "favorite",
    "finished_as",
    "is_canonical",
    "is_current_only",
    "is_kin_or_pet",
    "is_single_valued",
    "lookup",
    "priority",
    "with_object_kind",
]

# What an object is: decides which values are plausible and how a bullet shows them.
# "person" covers people and named animals (both can later be "he"/"she").
OBJECT_KINDS = ("name", "number", "attribute", "place", "org", "event", "thing", "person")
FAVORITE_PREFIX = "favorite_"


@dataclass(frozen=True, slots=True)
class Relation:
    """One canonical relation.

    Attributes:
        name: Canonical name (``lives_in``; a kin or pet noun; ``favorite_<thing>``).
        object_kind: One of :data:`OBJECT_KINDS`.
        single: One current value per subject: a new value supersedes the old one.
        priority: Base retrieval priority in 0..1.
        symmetric: (a, r, b) also means (b, r, a).
        past: The relation states something finished (a trip, a move).
        template: Key of the bullet template in the language data.
        family: ``kin``, ``pet``, ``favorite`` or "" for a plain relation.
        values: The canonical values when the relation has a closed set (``marital_status``:
            "married", ...), stored in English; each language names them in ``VALUE_NAMES``.
        negated_as: What a denial of the relation asserts instead: "I don't like jazz" is
            (you, dislikes, jazz), not only a retraction of (you, likes, jazz).
        finished_as: What the relation becomes when the clause tells a finished past ("I
            worked at IBM", "I used to live in Paris"): its past twin.
        current_only: A habit or an intention: a finished past states none ("I did a tough
            mudder", "I wanted to ask").
        exclusive: Names of value groups that exclude each other within the relation (``is``:
            "diet_type"); each language lists a group's words (``EXCLUSIVE_VALUES``), and a new
            value of a group ends the subject's other values of it.
        lapses: An intention that lapses when it is not said again ("I want to run a marathon
            in April"): maintenance ages it away. Every other fact (a name, a home, a diet, a
            trip) keeps until it is corrected, superseded or forgotten: silence is not evidence
            against it.
    """

    name: str
    object_kind: str
    single: bool
    priority: float
    symmetric: bool = False
    past: bool = False
    template: str = ""
    family: str = ""
    values: tuple[str, ...] = ()
    negated_as: str = ""
    finished_as: str = ""
    current_only: bool = False
    lapses: bool = False
    exclusive: tuple[str, ...] = ()

    @property
    def proper_object(self) -> bool:
        """True when the object is the name of a person, place or organisation."""
        return self.object_kind in ("name", "place", "org", "person")

    @property
    def person_object(self) -> bool:
        """True when the object is someone a later "he"/"she" may point at."""
        return self.object_kind == "person"


def _plain(
    name: str,
    kind: str,
    single: bool,
    prio: float,
    *,
    symmetric: bool = False,
    past: bool = False,
    values: tuple[str, ...] = (),
    negated_as: str = "",
    finished_as: str = "",
    current_only: bool = False,
    lapses: bool = False,
    exclusive: tuple[str, ...] = (),
) -> Relation:
    return Relation(
        name,
        kind,
        single,
        prio,
        symmetric,
        past,
        name,
        values=values,
        negated_as=negated_as,
        finished_as=finished_as,
        current_only=current_only,
        lapses=lapses,
        exclusive=exclusive,
    )


REGISTRY: dict[str, Relation] = {
    r.name: r
    for r in (
        _plain("name", "name", True, 1.0),
        _plain("age", "number", True, 0.7),
        _plain(
            "is", "attribute", False, 0.8, finished_as="was", exclusive=("diet_type", "job_kind")
        ),
        _plain("lives_in", "place", True, 0.9, finished_as="lived_in"),
        _plain("works_at", "org", True, 0.9, finished_as="worked_at"),
        _plain("born_in", "place", True, 0.7),
        _plain("moved_from", "place", False, 0.5, past=True),
        _plain("moved_to", "place", False, 0.6, past=True),
        _plain("went_to", "place", False, 0.5, past=True),
        _plain("participated_in", "event", False, 0.5, past=True),
        _plain("friend_of", "person", False, 0.7, symmetric=True),
        _plain("has", "thing", False, 0.6),
        _plain("owns", "thing", False, 0.6),
        # What people say about themselves beyond names and places (extraction v2, part 2).
        _plain("from", "place", True, 0.7),
        _plain("lived_in", "place", False, 0.5, past=True),
        _plain("worked_at", "org", False, 0.5, past=True),
        _plain("was", "attribute", False, 0.5, past=True),
        _plain("likes", "thing", False, 0.6, negated_as="dislikes"),
        _plain("dislikes", "thing", False, 0.6),
        _plain("plays", "thing", False, 0.6, current_only=True),
        _plain("does", "thing", False, 0.6, current_only=True),
        _plain("plans", "thing", False, 0.7, current_only=True, lapses=True),
        _plain("wants", "thing", False, 0.5, current_only=True, lapses=True),
        _plain("allergic_to", "thing", False, 0.85),
        _plain("avoids", "thing", False, 0.7),
        _plain("studies", "thing", True, 0.7, finished_as="studied"),
        _plain("studies_at", "org", True, 0.7, finished_as="studied_at"),
        _plain("studied", "thing", False, 0.5, past=True),
        _plain("studied_at", "org", False, 0.5, past=True),
        _plain("speaks", "thing", False, 0.6),
        _plain(
            "marital_status",
            "attribute",
            True,
            0.7,
            values=("single", "married", "engaged", "divorced", "widowed", "separated"),
        ),
    )
}

# Relation nouns are canonical English: each language maps its words onto these.
KIN = frozenset(
    """sister brother mother father wife husband partner girlfriend boyfriend fiance fiancee
    son daughter child cousin aunt uncle grandmother grandfather grandson granddaughter niece
    nephew stepmother stepfather stepson stepdaughter roommate boss colleague parents""".split()
)
# People one lives or works with, not relatives: never "has" when only mentioned.
NOT_FAMILY = frozenset("roommate boss colleague".split())
# Kin one has one of at a time: a new wife supersedes the old one.
_SINGLE_KIN = frozenset(
    "wife husband mother father partner girlfriend boyfriend fiance fiancee".split()
)
PETS = frozenset("dog cat horse rabbit hamster parrot bird fish turtle snake".split())
FAVORITE_THINGS = frozenset(
    """color food movie book song band singer sport team animal drink city country season game
    show artist restaurant dish fruit subject author actor place holiday dessert beer wine
    series podcast day flower genre month music number""".split()
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
_KIN_PRIORITY = 0.85
_FAVORITE_PRIORITY = 0.6


@cache
def lookup(name: str) -> Relation | None:
    """The registry entry of a relation, families included; None when it is not canonical."""
    known = REGISTRY.get(name)
    if known is not None:
        return known
    if name in KIN:
        return Relation(
            name, "person", name in _SINGLE_KIN, _KIN_PRIORITY, template="kin", family="kin"
        )
    if name in PETS:
        return Relation(name, "person", False, _KIN_PRIORITY, template="kin", family="pet")
    thing = name.removeprefix(FAVORITE_PREFIX)
    if thing != name and thing.replace("_", "").isalpha():
        return Relation(
            name, "thing", True, _FAVORITE_PRIORITY, template="favorite", family="favorite"
        )
    return None


def favorite(thing: str) -> str:
    """The relation of a favourite thing: "color" -> "favorite_color"."""
    return FAVORITE_PREFIX + thing.replace(" ", "_")


def is_canonical(name: str) -> bool:
    """True for the relations of the taxonomy, kinship, pets and favourites included."""
    return lookup(name) is not None


# What asserting a relation ends for the same subject: (relation, values) pairs; no values
# means every value but the new object. "I moved to Denver" ends living in Boston, a wife ends
# being single (the values are the canonical ones of marital_status).
_ENDS: dict[str, tuple[tuple[str, frozenset[str]], ...]] = {
    "moved_to": (("lives_in", frozenset()),),
    **dict.fromkeys(
        ("wife", "husband"),
        (("marital_status", frozenset({"single", "divorced", "widowed"})),),
    ),
}


def ends(name: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """The (relation, values) a new fact of ``name`` ends for its subject (see ``_ENDS``)."""
    return _ENDS.get(name, ())


# Ends nobody lives through within one conversation: a wife said of in the session that said
# "i'm single" is a contradiction to ask about (an open conflict), not a change of life; said
# in a later session, she ends being single.
_SLOW_ENDS = frozenset({"wife", "husband"})


def ends_slowly(name: str) -> bool:
    """True when what ``name`` ends (:func:`ends`) cannot end within the same session."""
    return name in _SLOW_ENDS


def is_single_valued(name: str) -> bool:
    """True for relations whose new value supersedes the old one."""
    relation = lookup(name)
    return relation is not None and relation.single


def is_kin_or_pet(name: str) -> bool:
    """True for a kinship or pet relation (named by its canonical English noun)."""
    return name in KIN or name in PETS


def is_current_only(name: str) -> bool:
    """True for a habit or an intention, which a finished past does not state."""
    relation = lookup(name)
    return relation is not None and relation.current_only


def finished_as(name: str) -> str:
    """The past twin of a relation ("works_at" -> "worked_at"), or "" when it has none."""
    relation = lookup(name)
    return relation.finished_as if relation is not None else ""


def priority(name: str) -> float:
    """Base retrieval priority of a relation (0.5 for anything unknown)."""
    relation = lookup(name)
    return relation.priority if relation is not None else 0.5


@cache
def with_object_kind(*kinds: str) -> frozenset[str]:
    """Names of the plain relations whose objects are of one of ``kinds``."""
    unknown = set(kinds) - set(OBJECT_KINDS)
    if unknown:
        raise ValueError(f"unknown object kinds {sorted(unknown)}")
    return frozenset(r.name for r in REGISTRY.values() if r.object_kind in kinds)
