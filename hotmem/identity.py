"""Which person or value a turn's words refer to, read against the user's memory.

Extraction reads one utterance; what it names is decided here, against the user's index,
before the lifecycle applies the turn (:func:`hotmem.lifecycle.turn_changes`):

- A kin or pet noun as a subject ("my mum lives in Ohio") is the one person the user named in
  that role before ("my mom is called Linda"): Linda lives in Ohio.
- A name the user never used, which is a familiar form of a known person's name (the
  language's nicknames: "Dave" for "David"), is that person.
- A new value that names a value already held for the same subject and relation is that value,
  reinforced rather than added: written another way by the transcriber ("muenchen" and
  "münchen", "saint etienne" and "saint-étienne"), an acronym ("nyc", "new york city") or a
  nickname ("sampa", "são paulo"). One fact is kept, under the fuller name: a fuller name
  said after the short one renames the fact (the short one is superseded).
- A name the turn introduces in a role the user never gave it ("my friend Anna", when Anna is
  the sister) is another person: what the turn says of that name adds to the first one's
  values instead of replacing them.

Every reading is a dictionary lookup or a scan of a few values: it runs on the hot path.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache

from hotmem.config import SUPPORTED_LANGS
from hotmem.index import UserIndex
from hotmem.lang import get_language
from hotmem.models import Fact, Triple
from hotmem.relations import is_kin_or_pet, lookup
from hotmem.text import fold

__all__ = ["Resolved", "resolve", "same_value"]

_USER = "you"
_NOT_WORD = re.compile(r"[\W_]+")
# Values of a subject and relation compared with a new one: the newest (a long list of likes
# is not scanned whole on a turn).
_COMPARED = 50


@dataclass(frozen=True, slots=True)
class Resolved:
    """A turn's triples as resolved.

    Attributes:
        facts: Asserted triples.
        negated: Denied triples.
        others: Names the turn gave to someone else than the person known by that name: its
            values for them do not replace the known person's.
        renamed: Keys of held values the turn said again under a fuller name (superseded by
            the fact under the fuller name).
        merged: Keys of held facts a value said another way was read as.
        said: For each key of ``merged``, the value as the turn said it.
        persons: Keys of asserted triples whose subject the turn named another way (a kin
            noun, a nickname), with the subject as said.
    """

    facts: tuple[Triple, ...]
    negated: tuple[Triple, ...]
    others: frozenset[str]
    renamed: tuple[tuple[str, str, str], ...] = ()
    merged: frozenset[tuple[str, str, str]] = frozenset()
    said: tuple[tuple[tuple[str, str, str], str], ...] = ()
    persons: tuple[tuple[tuple[str, str, str], str], ...] = ()


def resolve(
    index: UserIndex, facts: Iterable[Triple], negated: Iterable[Triple], lang: str
) -> Resolved:
    """The turn's triples with their subjects and values read against the user's index."""
    facts, negated = tuple(facts), tuple(negated)
    others = _other_people(index, facts)
    subjects: dict[str, str] = {}

    def subject_of(name: str) -> str:
        if name not in subjects:
            subjects[name] = _person(index, name, lang) if name not in others else name
        return subjects[name]

    out, renamed, merged, said, persons = [], [], set(), [], []
    for triple in facts:
        subject = subject_of(triple.subject)
        value = None
        if not triple.hedged and subject not in others:
            value = _held_value(index, subject, triple, lang)
        if value is not None and _fuller(triple.object, value, (lang,)):
            renamed.append((subject, triple.relation, value))
            value = None
        as_said, named = triple.object, triple.subject
        if subject != triple.subject or value is not None:
            triple = replace(triple, subject=subject, object=value or triple.object)
        if subject != named:
            persons.append((triple.key, named))
        if value is not None:
            merged.add(triple.key)
            said.append((triple.key, as_said))
        out.append(triple)
    denied = tuple(
        replace(t, subject=s) if (s := subject_of(t.subject)) != t.subject else t for t in negated
    )
    return Resolved(
        tuple(out),
        denied,
        frozenset(others),
        tuple(renamed),
        frozenset(merged),
        tuple(said),
        tuple(persons),
    )


def _fuller(new: str, old: str, langs: Iterable[str]) -> bool:
    """True when ``new`` is the full name of which ``old`` is a short form.

    A short form is an acronym, a nickname, an abbreviation ("st" for "saint": the one with
    more letters is fuller) or a clipped compound; of two writings of the same letters, the
    first one said is kept.
    """
    codes = _codes(langs)
    new_letters, old_letters = _letters(new, codes), _letters(old, codes)
    if new_letters == old_letters:
        return False
    if _letters(_expanded(new, codes), codes) == _letters(_expanded(old, codes), codes):
        return len(new_letters) > len(old_letters)  # "saint-étienne" over "st étienne"
    return (len(new.split()), len(new)) > (len(old.split()), len(old))


def _codes(langs: Iterable[str]) -> tuple[str, ...]:
    return tuple(code for code in dict.fromkeys(langs) if code in SUPPORTED_LANGS)


def _person(index: UserIndex, name: str, lang: str) -> str:
    """The known person a subject names: the one named in a kin role, or by a nickname."""
    if name == _USER:
        return name
    if is_kin_or_pet(name):
        named = {
            f.object
            for f in index.values_of(_USER, name, _COMPARED)
            if f.status == "active" and not is_kin_or_pet(f.object)
        }
        return named.pop() if len(named) == 1 else name
    if index.by_entity.get(fold(name)):
        return name  # a name the user has used: that person
    full = _nicknames(lang).get(fold(name))
    known = index.about(full, 1) if full is not None else []
    if not known:
        return name
    return known[0].subject if fold(known[0].subject) == full else known[0].object


def _held_value(index: UserIndex, subject: str, triple: Triple, lang: str) -> str | None:
    """The value already held for (subject, relation) that the new one names, if any."""
    new = triple.object
    if index.get((subject, triple.relation, new)) is not None:
        return None
    for old in index.values_of(subject, triple.relation, _COMPARED):
        if old.status == "active" and same_value(old.object, new, (lang, old.lang)):
            return old.object
    return None


def same_value(old: str, new: str, langs: Iterable[str]) -> bool:
    """True when two values name one thing.

    The same letters as a transcriber may write them, an acronym of the other's words, or a
    nickname of the other in one of ``langs``.
    """
    codes = _codes(langs)
    if _letters(old, codes) == _letters(new, codes):
        return True
    if _letters(_expanded(old, codes), codes) == _letters(_expanded(new, codes), codes):
        return True  # "st étienne", "saint-étienne"; "vw", "volkswagen"
    short, long = sorted((old, new), key=len)
    if " " not in short and " " in long and _is_acronym(fold(short), fold(long), codes):
        return True
    if " " not in short and " " in long and _is_clipped(fold(short), fold(long), codes):
        return True
    return any(
        _nicknames(code).get(fold(a)) == fold(b)
        for code in codes
        for a, b in ((old, new), (new, old))
    )


def _letters(value: str, codes: tuple[str, ...]) -> str:
    """The value's letters and digits, as every writing of them compares."""
    text = unicodedata.normalize("NFC", value.lower())
    for code in codes:
        for written, other in get_language(code).spelling_variants:
            text = text.replace(written, other)
    return _NOT_WORD.sub("", fold(text))


def _expanded(value: str, codes: tuple[str, ...]) -> str:
    """The value with each short form of the languages' ``ABBREVIATIONS`` written out."""
    table = _abbreviations(codes)
    if not table:
        return value
    return " ".join(table.get(w, w) for w in fold(value).replace("-", " ").split())


@lru_cache(maxsize=64)
def _abbreviations(codes: tuple[str, ...]) -> dict[str, str]:
    table: dict[str, str] = {}
    for code in codes:
        table.update({fold(k): fold(v) for k, v in get_language(code).abbreviations.items()})
    return table


# A clipped compound takes this many letters at least of each content word ("polimi":
# "poli" + "mi") and is this long at least.
_CLIP_PART = 2
_CLIP_MIN = 5


def _is_clipped(short: str, long: str, codes: tuple[str, ...]) -> bool:
    """True when ``short`` is made of the starts of ``long``'s content words, in order.

    "polimi" is "politecnico di milano" (poli + mi), "unimi" "università di milano": at
    least :data:`_CLIP_PART` letters of every content word, and :data:`_CLIP_MIN` letters.
    """
    if len(short) < _CLIP_MIN or not short.isalpha():
        return False
    stop = frozenset().union(*(get_language(code).search_stop_words for code in codes))
    words = [w for w in _NOT_WORD.sub(" ", long).split() if w not in stop]
    return len(words) >= 2 and _clips(short, words)


def _clips(short: str, words: list[str]) -> bool:
    """True when ``short`` is a start of ``words[0]``, then of ``words[1]``, ... to the end."""
    if not words:
        return not short
    first, rest = words[0], words[1:]
    longest = min(len(first), len(short) - _CLIP_PART * len(rest))
    return any(
        short[:n] == first[:n] and _clips(short[n:], rest)
        for n in range(longest, _CLIP_PART - 1, -1)
    )


def _is_acronym(short: str, long: str, codes: tuple[str, ...]) -> bool:
    """True when ``short`` is the initials of ``long``'s words, or of its content words."""
    if not 2 <= len(short) <= 6 or not short.isalpha():
        return False
    words = long.split()
    if "".join(w[0] for w in words) == short:
        return True
    stop = frozenset().union(*(get_language(code).search_stop_words for code in codes))
    return "".join(w[0] for w in words if w not in stop) == short


@lru_cache(maxsize=16)
def _nicknames(lang: str) -> dict[str, str]:
    """Folded familiar name -> folded name it stands for, in one language."""
    if lang not in SUPPORTED_LANGS:
        return {}
    return {fold(k): fold(v) for k, v in get_language(lang).nicknames.items()}


def _links(facts: Iterable[Triple | Fact], name: str) -> set[str]:
    """The roles that link ``name`` to the user in these facts (kin, pets, friends...)."""
    roles = set()
    for f in facts:
        other = f.object if f.subject == _USER else f.subject if f.object == _USER else None
        if other is not None and fold(other) == name and _is_role(f.relation):
            roles.add(f.relation)
    return roles


def _is_role(relation: str) -> bool:
    """A relation of the registry that links a person to the user (kin, pets, "friend_of")."""
    known = lookup(relation)
    return known is not None and (known.family in ("kin", "pet") or known.object_kind == "person")


def _other_people(index: UserIndex, facts: tuple[Triple, ...]) -> set[str]:
    """Names the turn links to the user in a role none of the known links of that name has."""
    others = set()
    for name in {t.subject for t in facts if t.subject != _USER}:
        said = _links(facts, fold(name))
        if not said:
            continue
        known = _links((f for f in index.about(name) if f.status == "active"), fold(name))
        if known and not said & known:
            others.add(name)
    return others
