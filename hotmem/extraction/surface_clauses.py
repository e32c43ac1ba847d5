"""Clause rules of the surface extractor: one chunk of words (a clause) in, candidates out.

A clause is the words between two boundaries (punctuation, "und"/"e", "dass"/"che", ...). Its
subject is a pronoun, a possessive noun phrase ("meine Schwester", "mio fratello Marco"), a
name, a relative pronoun pointing back ("..., der heißt Moritz"), or, when the subject is
dropped, the person of the verb ("lavoro" = you, "lavora" = the last person mentioned). The
relation rules then read the words around the verbs: naming, copula, possession, "fare" +
profession, and (verb, preposition) pairs of the language's ``VERB_RELATIONS``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.surface_words import NP, Grammar, Word, phrase_text, read_np
from hotmem.lang.base import is_single_valued

__all__ = [
    "Antecedent",
    "ClauseResult",
    "clause_facts",
    "good_object",
    "last_np",
    "lookup",
    "noun_phrase_facts",
    "object_mention",
    "skippable",
]

_PLACE = frozenset("lives_in works_at born_in moved_from moved_to went_to".split())
_PAST = frozenset({"past", "part", "part_pl"})


@dataclass(slots=True)
class Antecedent:
    """The last noun phrase of a clause, for a relative pronoun in the next one.

    Attributes:
        mention: Who or what it is.
        kin: Canonical kin/pet noun when unnamed ("einen Kater" -> cat).
        owner: Whose kin it is (the possessor, or the subject of "have").
        have_index: Position of the "has" candidate a naming clause would replace.
    """

    mention: Mention
    kin: str = ""
    owner: Mention | None = None
    have_index: int = -1


@dataclass(slots=True)
class ClauseResult:
    """What one clause yielded, and what the next clause may refer to."""

    candidates: list[Candidate] = field(default_factory=list)
    subject: Mention | None = None
    antecedent: Antecedent | None = None
    verbs: list[Word] = field(default_factory=list)
    particle: str = ""
    replaces: int = -1


@dataclass(slots=True)
class _Subject:
    mentions: list[Mention] = field(default_factory=list)
    np: NP | None = None
    span: tuple[int, int] = (0, 0)
    antecedent: Antecedent | None = None
    explicit: bool = False


# --- subject ---------------------------------------------------------------------------------


def _person(verbs: list[Word], g: Grammar) -> str:
    finite = next((v for v in verbs if v.finite and v.known), None)
    if finite is None:
        return ""
    person = finite.verb[1]  # type: ignore[index]
    # "sono andati": a plural participle makes "sono" third person plural.
    if finite.verb[0] in g.copula and any(v.verb[2] == "part_pl" for v in verbs):  # type: ignore[index]
        return "3p"
    return person


def _subject(
    ws: list[Word], lead: str, person: str, prev: ClauseResult | None, g: Grammar
) -> _Subject:
    explicit = _explicit_subject(ws, person, g)
    if explicit is not None:
        return explicit
    antecedent = prev.antecedent if prev is not None else None
    relative = lead in g.relative_pronouns or (
        ws and ws[0].low in g.relative_pronouns and (len(ws) == 1 or not ws[1].cap)
    )
    if relative and antecedent is not None and person not in ("1s", "1p", "2s", "2p"):
        span = (0, 1) if ws and ws[0].low in g.relative_pronouns else (0, 0)
        return _Subject([antecedent.mention], span=span, antecedent=antecedent)
    last = prev.subject if prev is not None else None
    if person in ("1s", "1p"):
        return _Subject([YOU])
    if person in ("2s", "2p"):
        return _Subject()
    if last is not None and (last != YOU or person == ""):
        return _Subject([last])
    if person in ("3s", "3p"):
        kind = "3sg" if person == "3s" else "they"
        return _Subject([Mention(kind, "pronoun", pronoun=kind)])
    return _Subject()


def _explicit_subject(ws: list[Word], person: str, g: Grammar) -> _Subject | None:
    """A subject pronoun, a possessive noun phrase or a name (Italian: before the verb).

    A pronoun wins (a clause has one subject, and "Eigentlich arbeite ich" starts with a
    capital that is no name) unless a phrase is coordinated with it ("mein Mann und ich").
    """
    pronoun = _subject_pronoun(ws, person, g)
    limit = pronoun.span[0] if pronoun is not None else len(ws)
    phrase = _subject_phrase(ws, limit, g)
    if phrase is None:
        return pronoun
    if pronoun is None or phrase.span[1] >= pronoun.span[0]:
        return phrase
    return pronoun


def _subject_pronoun(ws: list[Word], person: str, g: Grammar) -> _Subject | None:
    for k, word in enumerate(ws):
        kind = g.subject_pronouns.get(word.low)
        if kind is None or (k and ws[k - 1].prep) or (word.cap and not word.initial):
            continue
        if kind == "you":
            return _Subject([YOU], span=(k, k + 1), explicit=True)
        if "|" in kind:  # German "sie": she, or they with a plural verb
            kind = kind.split("|")[1 if person == "3p" else 0]
        mention = Mention(word.low, "pronoun", pronoun=kind)
        return _Subject([mention], span=(k, k + 1), explicit=True)
    return None


def _subject_phrase(ws: list[Word], limit: int, g: Grammar) -> _Subject | None:
    """A possessive phrase or a name before ``limit`` (and, in Italian, before the verb)."""
    k = 0
    while k < limit:
        word = ws[k]
        if word.finite and not g.subject_after_verb:
            break
        if word.prep or word.punct:
            k += 1 if word.punct else _skip_np(ws, k + 1, g)
            continue
        np_ = read_np(ws, k, g) if not word.verb else None
        if np_ is None or not np_.words:
            k += 1
            continue
        if (np_.owner is not None and np_.nominative) or np_.foreign:
            subject = _Subject(_np_mentions(np_, g), np_, (np_.start, np_.end), explicit=True)
            return _coordinated(ws, subject, g)
        if _is_subject_name(ws, np_, g):
            name = Mention(phrase_text(np_.words, g.lang), "name")
            subject = _Subject([name], None, (np_.start, np_.end), explicit=True)
            return _coordinated(ws, subject, g)
        k = max(np_.end, k + 1)
    return None


def _skip_np(ws: list[Word], k: int, g: Grammar) -> int:
    """Position after the phrase starting at ``k`` ("seit drei Jahren" -> after "Jahren")."""
    np_ = read_np(ws, k, g)
    end = k + 1 if np_ is None else max(np_.end, k + 1)
    while end < len(ws) and (ws[end].low in g.time_nouns or ws[end].low in g.age_units):
        end += 1
    return end


def _is_subject_name(ws: list[Word], np_: NP, g: Grammar) -> bool:
    """A bare name followed by its verb ("Tom ist ...", "Paolo e Andrea sono ...")."""
    head = ws[np_.head_pos]
    if np_.owner is not None or np_.foreign or np_.definite or np_.indefinite or np_.kin:
        return False
    if not head.cap or head.verb is not None or head.low in g.lang.fillers:
        return False
    if head.low in g.lang.hedges or head.low in g.time_nouns or head.low in g.lang.reactions:
        return False
    m = np_.end
    if m < len(ws) and ws[m].low in g.lang.first_person and ws[m].low not in g.subject_pronouns:
        m += 1  # "Marco si chiama", "Anna mi ha detto"
    while m < len(ws) and ws[m].low in ("si", "sich"):
        m += 1
    if m < len(ws) and ws[m].low in g.coordinators and m + 1 < len(ws) and ws[m + 1].cap:
        return True
    return m < len(ws) and ws[m].finite


def _coordinated(ws: list[Word], subject: _Subject, g: Grammar) -> _Subject:
    """ "Lisa und Maria", "Paolo e Andrea": more subjects after a coordinator."""
    end = subject.span[1]
    while end + 1 < len(ws) and ws[end].low in g.coordinators:
        kind = g.subject_pronouns.get(ws[end + 1].low)
        if kind == "you":  # "mein Mann und ich"
            subject.mentions.append(YOU)
            end += 2
            continue
        other = read_np(ws, end + 1, g)
        if other is None or not other.words:
            break
        mentions = _np_mentions(other, g)
        if not mentions:
            break
        subject.mentions.extend(mentions)
        end = other.end
    subject.span = (subject.span[0], end)
    return subject


def _np_mentions(np_: NP, g: Grammar) -> list[Mention]:
    lang = g.lang
    if np_.name:
        return [Mention(phrase_text(np_.name, lang), "name", gender=np_.gender)]
    if np_.kin and np_.owner is YOU:
        return [Mention(np_.kin, "kin", gender=np_.gender)]
    if (
        np_.owner is None
        and not np_.foreign
        and (np_.cap or not g.nouns_capitalised)
        and not (np_.kin or np_.friend or np_.favorite or np_.name_noun)
    ):
        if np_.head in lang.first_person:
            return [YOU]
        return [Mention(phrase_text(np_.words, lang), "name")] if np_.cap else []
    return []


# --- the clause ------------------------------------------------------------------------------


def clause_facts(
    ws: list[Word], lead: str, prev: ClauseResult | None, g: Grammar, out_size: int
) -> ClauseResult:
    """Candidates of one clause (flags are the caller's: it knows the sentence).

    Args:
        ws: The clause's words (lead connector excluded).
        lead: The connector that opened the clause ("", ",", "und", "che", ...).
        prev: The previous clause of the sentence, for dropped and relative subjects.
        g: The language's grammar.
        out_size: Candidates already found in the utterance (to point at a "has" one).
    """
    verbs = [w for w in ws if w.verb is not None]
    result = ClauseResult(verbs=verbs)
    person = _person(verbs, g)
    subject = _subject(ws, lead, person, prev, g)
    anchor = verbs[0].i
    lexical = [v for v in verbs if v.verb[0] not in g.aux]  # type: ignore[index]
    result.particle = _clause_particle(ws, verbs, g)
    copular = not lexical or all(v.verb[0] in g.become for v in lexical)  # type: ignore[index]
    found: list[Candidate] = []
    if subject.np is not None and not subject.mentions:
        # "mein bester Freund heißt Tim", "meine Lieblingsfarbe ist Blau": the phrase itself
        # is the relation; no person to attach other facts to.
        found += _naming(ws, verbs, subject, YOU, g, result)
        found += _copula(ws, verbs, subject, YOU, g) if copular else []
    for mention in subject.mentions:
        found += _naming(ws, verbs, subject, mention, g, result)
        if found and found[-1].pattern == "relative_name":
            continue
        if copular:
            found += _copula(ws, verbs, subject, mention, g)
        found += _age(ws, verbs, subject, mention, g)
        found += _possession(ws, verbs, lexical, subject, mention, g, result, out_size)
        found += _attribute_verb(ws, verbs, subject, mention, g)
        found += _prepositional(ws, verbs, subject, mention, g, result.particle)
    if len(subject.mentions) > 1 and any(w.low in g.reciprocal_friend for w in ws):
        first = subject.mentions[0]
        found += [
            Candidate(first, "friend_of", other, pattern="reciprocal_friend")
            for other in subject.mentions[1:]
        ]
    result.candidates = [_at(c, anchor) for c in found]
    if result.subject is None:
        result.subject = subject.mentions[0] if len(subject.mentions) == 1 else None
    if result.antecedent is None:
        result.antecedent = last_np(ws, g)
    return result


def _clause_particle(ws: list[Word], verbs: list[Word], g: Grammar) -> str:
    """The separable particle closing a clause with a finite verb ("ziehe ... um")."""
    end = _content_end(ws)
    if end and ws[end - 1].low in g.separable_particles and any(v.finite for v in verbs):
        return ws[end - 1].low
    return ""


def _content_end(ws: list[Word]) -> int:
    end = len(ws)
    while end and ws[end - 1].punct:
        end -= 1
    return end


def _at(c: Candidate, anchor: int) -> Candidate:
    return Candidate(
        c.subject,
        c.relation,
        c.object,
        negated=c.negated,
        clause=anchor,
        anchor=anchor,
        qualifiers=c.qualifiers,
        pattern=c.pattern,
    )


def last_np(ws: list[Word], g: Grammar) -> Antecedent | None:
    """The noun phrase that ends the clause ("mein Papa", "einen Kater"), if any."""
    end = _content_end(ws)
    for k in range(end):
        np_ = read_np(ws, k, g)
        if np_ is not None and np_.end == end and np_.words:
            mentions = _np_mentions(np_, g)
            if mentions:
                return Antecedent(mentions[0], "" if np_.name else np_.kin, np_.owner)
            return None
    return None


def _after(ws: list[Word], pos: int, subject: _Subject, g: Grammar) -> int:
    """First position after ``pos`` that is not the subject, an adverb or a negation."""
    k = pos + 1
    while k < len(ws):
        word = ws[k]
        if subject.span[0] <= k < subject.span[1] or skippable(word, g):
            k += 1
            continue
        break
    return k


def skippable(word: Word, g: Grammar) -> bool:
    """An adverb, particle, hedge or negation that may sit between a verb and its object."""
    lang = g.lang
    low = word.low
    if word.punct or word.prep or word.number is not None or low in lang.determiners:
        return False
    if low in lang.negations or low in lang.hedges or low in lang.fillers:
        return True
    if low in lang.traits or low in g.reciprocal_friend or (word.cap and not word.initial):
        return False
    return (
        (low in lang.stop_words
        and low not in g.subject_pronouns)
        or low.endswith("mente")
        or (
            g.nouns_capitalised
            and not word.cap
            and word.verb is None
            and low not in g.lang.first_person
        )
    )


def _names_at(ws: list[Word], k: int, g: Grammar) -> list[str]:
    """The name right after a naming verb: capitalised words, or one plain word when the
    transcript is lowercase ("mio fratello si chiama luca").
    """
    names = []
    while k < len(ws) and ws[k].cap and not ws[k].punct and not ws[k].known:
        if ws[k].initial or ws[k].low in g.lang.determiners:
            break
        names.append(ws[k].text)
        k += 1
    if not names and k < len(ws) and _plain_name(ws[k], g):
        names.append(ws[k].text)
    return names


def _plain_name(word: Word, g: Grammar) -> bool:
    lang = g.lang
    return not (
        word.punct
        or word.cap
        or word.known
        or word.prep
        or word.number is not None
        or word.low in lang.stop_words
        or word.low in lang.determiners
        or word.low in lang.question_words
        or word.low in lang.second_person
        or word.low in lang.first_person
        or word.low in g.subject_pronouns
    )


# --- rules -----------------------------------------------------------------------------------


def _naming(
    ws: list[Word],
    verbs: list[Word],
    subject: _Subject,
    mention: Mention,
    g: Grammar,
    result: ClauseResult,
) -> list[Candidate]:
    """ "ich heiße Jonas", "mein Bruder heißt Felix", "mi chiamo Giulia", "..., der heißt
    Moritz", "un cane che si chiama Fido".
    """
    for verb in verbs:
        clitics = g.name_verbs.get(verb.verb[0])  # type: ignore[index]
        if clitics is None:
            continue
        pos = ws.index(verb)
        if clitics and not (pos and ws[pos - 1].low in clitics):
            continue
        names = _names_at(ws, pos + 1, g)
        if not names:
            return []
        np_ = subject.np
        gender = np_.gender if np_ is not None else ""
        ante = subject.antecedent
        if ante is not None and ante.kin:
            gender = ante.mention.gender
        value = Mention(phrase_text(names, g.lang), "name", gender=gender)
        result.subject = value
        result.antecedent = Antecedent(value)
        if ante is not None and ante.kin and ante.owner is not None:
            result.replaces = ante.have_index
            return [Candidate(ante.owner, ante.kin, value, pattern="relative_name")]
        if np_ is not None and np_.owner is YOU and not np_.name:
            if np_.kin:
                return [Candidate(YOU, np_.kin, value, pattern="kin_heisst")]
            if np_.friend:
                return [Candidate(YOU, "friend_of", value, pattern="friend_heisst")]
            return []
        if np_ is not None and (np_.foreign or np_.name or np_.head in g.friend_nouns):
            return []
        # "Lui si chiama Marco e abita a Verona": the name is who the next clause is about.
        result.subject = value if mention.kind == "pronoun" else mention
        return [Candidate(mention, "name", value, pattern="name_verb")]
    return []


def _copula(
    ws: list[Word], verbs: list[Word], subject: _Subject, mention: Mention, g: Grammar
) -> list[Candidate]:
    """ "mein Name ist X", "meine Lieblingsfarbe ist Blau", "ich bin 30", "ich bin Lehrerin",
    "Tom ist ein guter Freund von mir", "sono Luca", "Marta è una mia cara amica".
    """
    cop = next((v for v in verbs if v.verb[0] in g.copula | g.become), None)  # type: ignore[index]
    if cop is None:
        return []
    pos = ws.index(cop)
    k = _after(ws, pos, subject, g)
    while k < len(ws) and ws[k].prep and ws[k].prep not in g.of_preps:
        k = _after(ws, _skip_np(ws, k + 1, g) - 1, subject, g)  # "bin seit Jahren verheiratet"
    if k >= len(ws) or ws[k].punct or (ws[k].verb is not None and not ws[k].number):
        k = _after(ws, subject.span[1] - 1, subject, g) if subject.span[1] < pos else len(ws)
        if k >= pos:
            return []
    np_ = subject.np
    lang = g.lang
    if np_ is not None and np_.owner is not None and (np_.name_noun or np_.favorite):
        value = _value_phrase(ws, k, g)
        if value is None:
            return []
        relation = "name" if np_.name_noun else np_.favorite
        return [Candidate(np_.owner, relation, value, pattern="possessive_is")]
    if np_ is not None and not _np_mentions(np_, g):
        return []
    word = ws[k]
    unit_ok = g.age_verbs.get(cop.verb[0])  # type: ignore[index]
    if word.number is not None and unit_ok is not None:
        rest = ws[k + 1] if k + 1 < len(ws) else None
        has_unit = rest is not None and rest.low in g.age_units
        if (has_unit or not unit_ok) and (rest is None or has_unit or not _is_noun(rest, g)):
            return [Candidate(mention, "age", Mention(str(word.number), "noun"), pattern="age")]
        return []
    if word.low in lang.traits:
        return [Candidate(mention, "is", Mention(word.low, "noun"), pattern="is_trait")]
    attr = read_np(ws, k, g)
    if attr is None or not attr.words:
        return []
    value = Mention(phrase_text(attr.words, lang), "name" if attr.cap else "noun")
    if attr.friend and (attr.of_me or attr.owner is YOU) and mention != YOU:
        return [Candidate(YOU, "friend_of", mention, pattern="is_friend")]
    if attr.kin and attr.owner is YOU and mention.kind == "name":
        return [Candidate(YOU, attr.kin, mention, pattern="is_my_kin")]
    if attr.kin or attr.head in g.friend_nouns or attr.owner is not None or attr.foreign:
        return []
    if _is_name(attr, ws, k, g):
        if mention == YOU:
            return [Candidate(YOU, "name", value, pattern="i_am_name")]
        if mention.kind == "kin":
            return [Candidate(YOU, mention.text, value, pattern="kin_is_name")]
        return []
    if not _is_noun(ws[attr.head_pos], g) or attr.head in g.time_nouns:
        return []
    return [Candidate(mention, "is", value, negated=attr.neg, pattern="is_attr")]


def _value_phrase(ws: list[Word], k: int, g: Grammar) -> Mention | None:
    np_ = read_np(ws, k, g)
    if np_ is not None and np_.words:
        return Mention(phrase_text(np_.words, g.lang), "name" if np_.cap else "noun")
    if k < len(ws) and not ws[k].punct and ws[k].verb is None:
        return Mention(phrase_text([ws[k].text], g.lang), "noun")
    return None


def _is_noun(word: Word, g: Grammar) -> bool:
    """A noun that can be an attribute: German nouns are capitalised; Italian ones are not
    moods, participles or function words.
    """
    if word.punct or word.verb is not None or word.low in g.age_units:
        return False
    if g.nouns_capitalised:
        return word.cap
    return word.low not in g.moods and word.low not in g.lang.stop_words


def _is_name(attr: NP, ws: list[Word], k: int, g: Grammar) -> bool:
    """Is the attribute of a copula a name ("ich bin der Tobi", "sono Luca")?"""
    if not attr.cap or attr.indefinite or attr.neg or attr.number is not None:
        return False
    if not g.nouns_capitalised:
        return True
    head = attr.head
    if attr.definite:
        return len(attr.words) == 1  # spoken "ich bin der Tobi"
    return not head.endswith(g.role_suffixes) and head not in g.lang.traits


def _possession(
    ws: list[Word],
    verbs: list[Word],
    lexical: list[Word],
    subject: _Subject,
    mention: Mention,
    g: Grammar,
    result: ClauseResult,
    out_size: int,
) -> list[Candidate]:
    """ "ich hab einen Hund namens Bello", "ho 45 anni", "wir besitzen ein Ferienhaus"."""
    for verb in verbs:
        lemma = verb.verb[0]  # type: ignore[index]
        relation = g.lang.verb_relations.get((lemma, ""))
        if relation not in ("has", "owns") or any(v is not verb for v in lexical):
            continue
        pos = ws.index(verb)
        k = _object_start(ws, pos, subject, g)
        if _is_age(ws, k, g) and lemma in g.age_verbs:
            return []  # "ho 45 anni": an age (see _age)
        obj = read_np(ws, k, g) if k < len(ws) else None
        if obj is None or not obj.words or obj.head in g.have_stop or obj.head in g.time_nouns:
            return []
        if obj.kin and obj.name:
            name = Mention(phrase_text(obj.name, g.lang), "name", gender=obj.gender)
            result.antecedent = Antecedent(name)
            return [Candidate(mention, obj.kin, name, pattern="have_kin_named")]
        quantity = (("quantity", str(obj.number)),) if obj.number is not None else ()
        value = object_mention(relation, obj, g)
        if obj.kin and obj.end >= _content_end(ws):
            kin_mention = Mention(obj.kin, "kin", gender=obj.gender)
            result.antecedent = Antecedent(kin_mention, obj.kin, mention, out_size)
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


def _age(
    ws: list[Word], verbs: list[Word], subject: _Subject, mention: Mention, g: Grammar
) -> list[Candidate]:
    """ "ho 45 anni", "ha compiuto novant'anni": a number of years after an age verb."""
    for verb in verbs:
        unit_needed = g.age_verbs.get(verb.verb[0])  # type: ignore[index]
        if unit_needed is None or verb.verb[0] in g.copula | g.become:  # type: ignore[index]
            continue
        k = _object_start(ws, ws.index(verb), subject, g)
        if k < len(ws) and ws[k].number is not None and (_is_age(ws, k, g) or not unit_needed):
            return [Candidate(mention, "age", Mention(str(ws[k].number), "noun"), pattern="age")]
    return []


def _is_age(ws: list[Word], k: int, g: Grammar) -> bool:
    """A number followed by a unit of years ("45 anni", "dreißig Jahre")."""
    return k + 1 < len(ws) and ws[k].number is not None and ws[k + 1].low in g.age_units


def _object_start(ws: list[Word], pos: int, subject: _Subject, g: Grammar) -> int:
    """Where the direct object starts after the verb: subject, adverbs and prepositional
    phrases skipped ("ich hab seit drei Jahren einen Hund").
    """
    k = _after(ws, pos, subject, g)
    while k < len(ws) and ws[k].prep:
        k = _after(ws, _skip_np(ws, k + 1, g) - 1, subject, g)
    if k >= len(ws) or ws[k].punct:
        # Verb-final clause ("dass ich einen Hund habe"): the object is before the verb.
        k = _after(ws, subject.span[1] - 1, subject, g) if subject.span[1] < pos else len(ws)
        if k >= pos:
            return len(ws)
    return k


def _attribute_verb(
    ws: list[Word], verbs: list[Word], subject: _Subject, mention: Mention, g: Grammar
) -> list[Candidate]:
    """ "faccio l'insegnante", "mio marito fa il cuoco": a job with a definite article."""
    for verb in verbs:
        articles = g.attribute_verbs.get(verb.verb[0])  # type: ignore[index]
        if articles is None:
            continue
        k = _after(ws, ws.index(verb), subject, g)
        if k >= len(ws) or ws[k].low not in articles:
            continue
        attr = read_np(ws, k, g)
        if attr is None or not attr.words or attr.cap or attr.kin or attr.owner is not None:
            continue
        if attr.head in g.have_stop or attr.head in g.time_nouns or attr.head in g.place_stop:
            continue
        value = Mention(phrase_text(attr.words, g.lang), "noun")
        return [Candidate(mention, "is", value, pattern="fare_job")]
    return []


def lookup(verbs: list[Word], word: Word, g: Grammar, particle: str = "") -> str | None:
    """The relation of a (verb, preposition) pair, trying lexical verbs before auxiliaries,
    surface forms ("war" + in) before lemmas, and separable compounds ("zieh ... um").
    """
    relations = g.lang.verb_relations
    ordered = [v for v in reversed(verbs) if v.verb[0] not in g.aux] + [  # type: ignore[index]
        v
        for v in reversed(verbs)
        if v.verb[0] in g.aux  # type: ignore[index]
    ]
    for verb in ordered:
        lemma = verb.verb[0]  # type: ignore[index]
        keys = [(verb.low, word.low), (verb.low, word.prep), (lemma, word.low), (lemma, word.prep)]
        if particle and verb.finite:
            keys.insert(0, (particle + lemma, word.prep))
        for key in keys:
            relation = relations.get(key)
            if relation is not None:
                return relation
    return None


def _prepositional(
    ws: list[Word],
    verbs: list[Word],
    subject: _Subject,
    mention: Mention,
    g: Grammar,
    particle: str,
) -> list[Candidate]:
    """ "ich wohne in Berlin", "von Köln nach Berlin gezogen", "lavoro presso Enel"."""
    out: list[Candidate] = []
    past = any(v.verb[2] in _PAST for v in verbs)  # type: ignore[index]
    seen: set[str] = set()
    k = 0
    while k < len(ws):
        word = ws[k]
        if not word.prep or subject.span[0] <= k < subject.span[1] or _is_particle(ws, k, g):
            k += 1
            continue
        relation = lookup(verbs, word, g, particle)
        if word.prep in g.of_preps and k and _is_noun(ws[k - 1], g) and not ws[k - 1].cap:
            relation = None  # "un grande fan della Juventus": of the fan, not of the verb
        if relation in seen and is_single_valued(relation):  # type: ignore[arg-type]
            # "bei SAP in Walldorf": the first phrase is the employer, the rest qualifies it.
            relation = None
        obj = read_np(ws, k + 1, g) if relation else None
        if relation is None or obj is None or not obj.words:
            k += 1
            continue
        k = obj.end
        # A trip is a past event: "vado sempre al lago" is a habit, "fahre nach X" a plan.
        if relation == "went_to" and not past:
            continue
        if not good_object(relation, obj, g):
            continue
        seen.add(relation)
        value = object_mention(relation, obj, g)
        out.append(Candidate(mention, relation, value, pattern=f"prep_{word.prep}"))
    out += _direct_object(ws, verbs, subject, mention, g, past)
    return out


def _is_particle(ws: list[Word], k: int, g: Grammar) -> bool:
    """A separable particle closing the clause ("ich ziehe nach München um")."""
    return k == _content_end(ws) - 1 and ws[k].low in g.separable_particles


def object_mention(relation: str, obj: NP, g: Grammar) -> Mention:
    """The object as a mention: places and people are names; German capitals alone are not
    (every German noun has one).
    """
    named = obj.cap and (not g.nouns_capitalised or relation in _PLACE or relation == "name")
    return Mention(phrase_text(obj.words, g.lang), "name" if named else "noun")


def good_object(relation: str, obj: NP, g: Grammar) -> bool:
    """Is this phrase a plausible object of the relation (no time words, no pronouns; places
    are names, not "eine Wohnung" or "casa")?
    """
    head = obj.head
    if head in g.time_nouns or head in g.lang.first_person or head in g.subject_pronouns:
        return False
    if relation in _PLACE:
        if obj.indefinite or head in g.place_stop or obj.owner is not None or obj.kin:
            return False
        return obj.cap or g.nouns_capitalised
    return True


def _direct_object(
    ws: list[Word],
    verbs: list[Word],
    subject: _Subject,
    mention: Mention,
    g: Grammar,
    past: bool,
) -> list[Candidate]:
    """ "ich habe Rom besucht" (past), "ich bin den Berlin-Marathon gelaufen" (an event)."""
    for verb in verbs:
        relation = g.lang.verb_relations.get((verb.verb[0], ""))  # type: ignore[index]
        if relation in (None, "has", "owns"):
            continue
        k = _object_start(ws, ws.index(verb), subject, g)
        obj = read_np(ws, k, g) if k < len(ws) else None
        if obj is None or not obj.words:
            continue
        if relation == "went_to" and not (past and obj.cap):
            continue
        if relation == "participated_in" and not any(
            w.lower().endswith(tuple(g.lang.event_words)) for w in obj.words
        ):
            continue
        value = object_mention(relation, obj, g)
        return [Candidate(mention, relation, value, pattern=f"{verb.verb[0]}_obj")]  # type: ignore[index]
    return []


def noun_phrase_facts(ws: list[Word], g: Grammar) -> list[Candidate]:
    """ "meine Schwester Anna", "il mio cane Otto", "mein bester Freund Tim": possessive
    phrases that name a relative, a pet or a friend, wherever they occur (clause -1).
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
