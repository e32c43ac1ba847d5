"""Relation rules over one clause's words: possession, age, jobs, prepositional relations.

Each rule gets the clause's words, its verbs and its subject, and reads the words after (or,
in a German verb-final clause, before) the verb: "ich hab einen Hund namens Bello", "ho 45
anni", "faccio l'insegnante", and every (verb, preposition) pair of the language's
``VERB_RELATIONS`` ("wohne in", "lavoro presso", "von Köln nach Berlin gezogen").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.surface_np import (
    NP,
    content_end,
    is_noun,
    phrase_text,
    read_np,
    skippable,
)
from hotmem.extraction.surface_words import Grammar, Word
from hotmem.relations import is_single_valued, with_object_kind

__all__ = [
    "Antecedent",
    "ClauseResult",
    "Subject",
    "after",
    "age",
    "attribute_verb",
    "before_verb",
    "good_object",
    "lookup",
    "noun_phrase_facts",
    "object_mention",
    "possession",
    "prepositional",
    "skip_phrase",
]

_PLACE = with_object_kind("place", "org")
_PAST = frozenset({"past", "part", "part_pl"})


@dataclass(slots=True)
class Antecedent:
    """The last noun phrase of a clause, for a relative pronoun in the next one.

    Attributes:
        mention: Who or what it is.
        kin: Canonical kin/pet noun when unnamed ("einen Kater" -> cat).
        owner: Whose relative or pet it is (the possessor, or the subject of "have").
        have_index: Position of the "has" candidate that naming it would replace.
    """

    mention: Mention
    kin: str = ""
    owner: Mention | None = None
    have_index: int = -1


@dataclass(slots=True)
class ClauseResult:
    """What one clause yielded, and what the next clause may refer back to.

    Attributes:
        candidates: Facts found (flags not set yet).
        subject: Who the clause is about (for a dropped subject in the next clause).
        antecedent: Its last noun phrase (for a relative pronoun in the next clause).
        verbs: Its verbs (for an elliptic "nicht in Köln" after it).
        particle: Separable particle closing it ("um" in "ich ziehe ... um").
        replaces: Position of a "has" candidate this clause names ("..., der heißt Moritz").
    """

    candidates: list[Candidate] = field(default_factory=list)
    subject: Mention | None = None
    antecedent: Antecedent | None = None
    verbs: list[Word] = field(default_factory=list)
    particle: str = ""
    replaces: int = -1


@dataclass(slots=True)
class Subject:
    """A clause's subject.

    Attributes:
        mentions: Who it is (several when coordinated: "Lisa und Maria").
        np: Its noun phrase when it has one (a relative, a favourite, "mein Name").
        span: Positions of its words, skipped when reading objects.
        antecedent: Set when the subject is a relative pronoun.
    """

    mentions: list[Mention] = field(default_factory=list)
    np: NP | None = None
    span: tuple[int, int] = (0, 0)
    antecedent: Antecedent | None = None


# --- positions ----------------------------------------------------------------------------


def after(ws: list[Word], pos: int, subject: Subject, g: Grammar) -> int:
    """First position after ``pos`` that is not the subject, an adverb or a negation."""
    k = pos + 1
    while k < len(ws) and (subject.span[0] <= k < subject.span[1] or skippable(ws[k], g)):
        k += 1
    return k


def skip_phrase(ws: list[Word], k: int, g: Grammar) -> int:
    """Position after the phrase starting at ``k`` ("seit drei Jahren" -> after "Jahren")."""
    np_ = read_np(ws, k, g)
    end = k + 1 if np_ is None else max(np_.end, k + 1)
    while end < len(ws) and (ws[end].low in g.time_nouns or ws[end].low in g.age_units):
        end += 1
    return end


def _object_start(ws: list[Word], pos: int, subject: Subject, g: Grammar) -> int:
    """Where the direct object of the verb at ``pos`` starts.

    The subject, adverbs and prepositional phrases are skipped ("ich hab seit drei Jahren
    einen Hund"); in a verb-final clause the object stands before the verb ("dass ich einen
    Hund habe").
    """
    k = after(ws, pos, subject, g)
    while k < len(ws) and ws[k].prep:
        k = after(ws, skip_phrase(ws, k + 1, g) - 1, subject, g)
    if k < len(ws) and not ws[k].punct:
        return k
    return before_verb(ws, pos, subject, g)


def before_verb(ws: list[Word], pos: int, subject: Subject, g: Grammar) -> int:
    """First position between the subject and the verb at ``pos`` in a verb-final clause.

    "dass ich einen Hund habe"; ``len(ws)`` when the clause is not verb-final.
    """
    if not g.verb_final or subject.span[1] == subject.span[0] or subject.span[1] >= pos:
        return len(ws)
    k = after(ws, subject.span[1] - 1, subject, g)
    return k if k < pos else len(ws)


def _is_age(ws: list[Word], k: int, g: Grammar) -> bool:
    """A number followed by a unit of years ("45 anni", "dreißig Jahre")."""
    return k + 1 < len(ws) and ws[k].number is not None and ws[k + 1].low in g.age_units


# --- objects -------------------------------------------------------------------------------


def object_mention(relation: str, obj: NP, g: Grammar) -> Mention:
    """The object as a mention.

    Places and people are names; a German capital alone is not (every German noun has one).
    """
    named = obj.cap and (not g.nouns_capitalised or relation in _PLACE or relation == "name")
    return Mention(phrase_text(obj.words, g.lang), "name" if named else "noun")


def good_object(relation: str, obj: NP, g: Grammar) -> bool:
    """Is this phrase a plausible object of the relation?

    No time words or pronouns; places are names, not "eine Wohnung" or "casa".
    """
    head = obj.head
    if head in g.time_nouns or head in g.lang.first_person or head in g.subject_pronouns:
        return False
    if relation in _PLACE:
        if obj.indefinite or head in g.place_stop or obj.owner is not None or obj.kin:
            return False
        return obj.cap or g.nouns_capitalised
    return True


# --- rules ---------------------------------------------------------------------------------


def age(
    ws: list[Word], verbs: list[Word], subject: Subject, mention: Mention, g: Grammar
) -> list[Candidate]:
    """Age after an age verb: "ho 45 anni", "ha compiuto novant'anni"."""
    for verb in verbs:
        unit_needed = g.age_verbs.get(verb.verb_lemma)
        if unit_needed is None or verb.verb_lemma in g.copula | g.become:
            continue
        k = _object_start(ws, ws.index(verb), subject, g)
        if k < len(ws) and ws[k].number is not None and (_is_age(ws, k, g) or not unit_needed):
            return [Candidate(mention, "age", Mention(str(ws[k].number), "noun"), pattern="age")]
    return []


def possession(
    ws: list[Word],
    verbs: list[Word],
    subject: Subject,
    mention: Mention,
    g: Grammar,
    result: ClauseResult,
    out_size: int,
) -> list[Candidate]:
    """Possession: "ich hab einen Hund namens Bello", "wir besitzen ein Ferienhaus".

    "Have" is a possession only when it is the clause's only verb besides modals ("ich hab am
    Marathon teilgenommen" is a perfect tense). An unnamed relative or pet ending the clause
    becomes the antecedent of a naming relative clause ("..., der heißt Moritz").
    """
    lexical = [v for v in verbs if v.verb_lemma not in g.aux]
    for verb in verbs:
        lemma = verb.verb_lemma
        relation = g.lang.verb_relations.get((lemma, ""))
        if relation not in ("has", "owns") or any(v is not verb for v in lexical):
            continue
        k = _object_start(ws, ws.index(verb), subject, g)
        if lemma in g.age_verbs and _is_age(ws, k, g):
            return []  # "ho 45 anni": an age
        obj = read_np(ws, k, g) if k < len(ws) else None
        if obj is None or not obj.words or obj.head in g.have_stop:
            return []
        if obj.kin and obj.name:
            name = Mention(phrase_text(obj.name, g.lang), "name", gender=obj.gender)
            result.antecedent = Antecedent(name)
            return [Candidate(mention, obj.kin, name, pattern="have_kin_named")]
        if obj.kin and obj.end >= content_end(ws):
            kin_mention = Mention(obj.kin, "kin", gender=obj.gender)
            result.antecedent = Antecedent(kin_mention, obj.kin, mention, out_size)
        quantity = (("quantity", str(obj.number)),) if obj.number is not None else ()
        value = object_mention(relation, obj, g)
        return [
            Candidate(
                mention,
                relation,
                value,
                negated=obj.neg,
                qualifiers=quantity,
                pattern=f"{lemma}_obj",
            )
        ]
    return []


def attribute_verb(
    ws: list[Word], verbs: list[Word], subject: Subject, mention: Mention, g: Grammar
) -> list[Candidate]:
    """A job after "fare" and a definite article: "faccio l'insegnante", "fa il cuoco"."""
    for verb in verbs:
        articles = g.attribute_verbs.get(verb.verb_lemma)
        if articles is None:
            continue
        k = after(ws, ws.index(verb), subject, g)
        if k >= len(ws) or ws[k].low not in articles:
            continue
        attr = read_np(ws, k, g)
        if attr is None or not attr.words or attr.cap or attr.kin or attr.owner is not None:
            continue
        if attr.head in g.have_stop or attr.head in g.place_stop:
            continue
        return [
            Candidate(
                mention, "is", Mention(phrase_text(attr.words, g.lang), "noun"), pattern="fare_job"
            )
        ]
    return []


def lookup(verbs: list[Word], word: Word, g: Grammar, particle: str = "") -> str | None:
    """The relation of a (verb, preposition) pair.

    Lexical verbs are tried before auxiliaries, surface forms ("war" + in) before lemmas, and
    a separable particle joins its verb first ("ziehe ... um" -> umziehen).
    """
    relations = g.lang.verb_relations
    lexical = [v for v in reversed(verbs) if v.verb_lemma not in g.aux]
    auxiliaries = [v for v in reversed(verbs) if v.verb_lemma in g.aux]
    for verb in lexical + auxiliaries:
        lemma = verb.verb_lemma
        keys = [(verb.low, word.low), (verb.low, word.prep), (lemma, word.low), (lemma, word.prep)]
        if particle and verb.finite:
            keys.insert(0, (particle + lemma, word.prep))
        for key in keys:
            relation = relations.get(key)
            if relation is not None:
                return relation
    return None


def prepositional(
    ws: list[Word],
    verbs: list[Word],
    subject: Subject,
    mention: Mention,
    g: Grammar,
    particle: str,
) -> list[Candidate]:
    """(verb, preposition) relations: "ich wohne in Berlin", "lavoro presso Enel"."""
    out: list[Candidate] = []
    past = any(v.tense in _PAST for v in verbs)
    seen: set[str] = set()
    k = 0
    while k < len(ws):
        word = ws[k]
        if not word.prep or subject.span[0] <= k < subject.span[1] or _closing_particle(ws, k, g):
            k += 1
            continue
        relation = lookup(verbs, word, g, particle)
        if word.prep in g.of_preps and k and is_noun(ws[k - 1], g) and not ws[k - 1].cap:
            relation = None  # "un grande fan della Juventus": of the fan, not of the verb
        if relation in seen and is_single_valued(relation or ""):
            relation = None  # "bei SAP in Walldorf": the first phrase is the employer
        obj = read_np(ws, k + 1, g) if relation else None
        if relation is None or obj is None or not obj.words:
            k += 1
            continue
        k = obj.end
        # A trip is a past event: "vado sempre al lago" is a habit, "fahre nach X" a plan.
        if (relation == "went_to" and not past) or not good_object(relation, obj, g):
            continue
        seen.add(relation)
        value = object_mention(relation, obj, g)
        out.append(Candidate(mention, relation, value, pattern=f"prep_{word.prep}"))
    return out + _direct_object(ws, verbs, subject, mention, g, past)


def _closing_particle(ws: list[Word], k: int, g: Grammar) -> bool:
    """A separable particle closing the clause ("ich ziehe nach München um")."""
    return k == content_end(ws) - 1 and ws[k].low in g.separable_particles


def _direct_object(
    ws: list[Word],
    verbs: list[Word],
    subject: Subject,
    mention: Mention,
    g: Grammar,
    past: bool,
) -> list[Candidate]:
    """Direct-object relations: "ich habe Rom besucht", "ho corso la maratona"."""
    events = tuple(g.lang.event_words)
    for verb in verbs:
        relation = g.lang.verb_relations.get((verb.verb_lemma, ""))
        if relation is None or relation in ("has", "owns"):
            continue
        k = _object_start(ws, ws.index(verb), subject, g)
        obj = read_np(ws, k, g) if k < len(ws) else None
        if obj is None or not obj.words:
            continue
        if relation == "went_to" and not (past and obj.cap):
            continue
        if relation == "participated_in" and not any(w.lower().endswith(events) for w in obj.words):
            continue
        value = object_mention(relation, obj, g)
        return [Candidate(mention, relation, value, pattern=f"{verb.verb_lemma}_obj")]
    return []


def noun_phrase_facts(ws: list[Word], g: Grammar) -> list[Candidate]:
    """Possessive phrases that name a relative, a pet or a friend, wherever they occur.

    "meine Schwester Anna", "il mio cane Otto", "mein bester Freund Tim" (clause -1: a noun
    phrase is no statement of its own).
    """
    out: list[Candidate] = []
    k = 0
    while k < len(ws):
        if ws[k].low not in g.lang.determiners or (k and ws[k - 1].low in g.lang.determiners):
            k += 1
            continue
        np_ = read_np(ws, k, g)
        if np_ is None or np_.end <= k:
            k += 1
            continue
        if np_.owner is YOU and np_.name and (np_.kin or np_.friend):
            name = Mention(phrase_text(np_.name, g.lang), "name", gender=np_.gender)
            relation = np_.kin or "friend_of"
            out.append(
                Candidate(YOU, relation, name, clause=-1, anchor=ws[k].i, pattern="my_kin_x")
            )
        k = np_.end
    return out
