"""One clause of a parser-less language: its subject, then every relation rule.

A clause is the words between two boundaries (punctuation, "und"/"e", "dass"/"che", ...). Its
subject comes from :mod:`hotmem.extraction.surface_subject`. Naming and copula rules live here;
possession, age, jobs and prepositional relations in :mod:`hotmem.extraction.surface_relations`.
"""

from __future__ import annotations

from dataclasses import replace

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.surface_np import (
    NP,
    content_end,
    is_noun,
    np_mentions,
    phrase_text,
    read_np,
)
from hotmem.extraction.surface_relations import (
    Antecedent,
    ClauseResult,
    Subject,
    after,
    age,
    attribute_verb,
    before_verb,
    possession,
    prepositional,
    skip_phrase,
)
from hotmem.extraction.surface_subject import find_subject, person
from hotmem.extraction.surface_words import Grammar, Word, is_role_noun

__all__ = ["clause_facts", "last_np"]

# Words of the longest phrase a clause may end on ("una mia cara amica Anna Maria").
_LONGEST_PHRASE = 8


def clause_facts(
    ws: list[Word], lead: str, prev: ClauseResult | None, g: Grammar, out_size: int
) -> ClauseResult:
    """Candidates of one clause; the caller sets their flags (it knows the sentence).

    Args:
        ws: The clause's words (the connector that opened it excluded).
        lead: That connector ("", ",", "und", "che", ...).
        prev: The previous clause of the sentence, for dropped and relative subjects.
        g: The language's grammar.
        out_size: Candidates found so far in the utterance (to point at a "has" one).
    """
    verbs = [w for w in ws if w.is_verb]
    result = ClauseResult(verbs=verbs, particle=_closing_particle(ws, verbs, g))
    subject = find_subject(ws, lead, person(verbs, g), prev, g)
    lexical = [v for v in verbs if v.verb_lemma not in g.aux]
    copular = all(v.verb_lemma in g.become for v in lexical)
    found: list[Candidate] = []
    if subject.np is not None and not subject.mentions:
        # "mein bester Freund heißt Tim", "meine Lieblingsfarbe ist Blau": the phrase is the
        # relation, and there is no person to attach anything else to.
        found += _naming(ws, verbs, subject, YOU, g, result)
        found += _copula(ws, verbs, subject, YOU, g) if copular else []
    for mention in subject.mentions:
        named = _naming(ws, verbs, subject, mention, g, result)
        found += named
        if named and named[0].pattern == "relative_name":
            continue
        if copular:
            found += _copula(ws, verbs, subject, mention, g)
        found += age(ws, verbs, subject, mention, g)
        found += possession(ws, verbs, subject, mention, g, result, out_size)
        found += attribute_verb(ws, verbs, subject, mention, g)
        found += prepositional(ws, verbs, subject, mention, g, result.particle)
    if len(subject.mentions) > 1 and any(w.low in g.reciprocal_friend for w in ws):
        # "Lisa und Maria sind befreundet"; the user first: "Tom und ich sind Freunde".
        first, *others = sorted(subject.mentions, key=lambda m: m != YOU)
        found += [Candidate(first, "friend_of", o, pattern="reciprocal_friend") for o in others]
    anchor = verbs[0].i
    result.candidates = [replace(c, clause=anchor, anchor=anchor) for c in found]
    if result.subject is None and len(subject.mentions) == 1:
        result.subject = subject.mentions[0]
    if result.antecedent is None:
        result.antecedent = last_np(ws, g)
    return result


def last_np(ws: list[Word], g: Grammar) -> Antecedent | None:
    """The noun phrase that ends the clause ("mein Papa", "einen Kater"), if any."""
    end = content_end(ws)
    for k in range(max(0, end - _LONGEST_PHRASE), end):  # the longest phrase ending there
        np_ = read_np(ws, k, g)
        if np_ is not None and np_.end == end and np_.words:
            mentions = np_mentions(np_, g)
            if not mentions:
                return None
            return Antecedent(mentions[0], "" if np_.name else np_.kin, np_.owner)
    return None


def _closing_particle(ws: list[Word], verbs: list[Word], g: Grammar) -> str:
    """The separable particle closing a clause with a finite verb ("ziehe ... um")."""
    end = content_end(ws)
    if end and ws[end - 1].low in g.separable_particles and any(v.finite for v in verbs):
        return ws[end - 1].low
    return ""


# --- naming and copula ---------------------------------------------------------------------


def _naming(
    ws: list[Word],
    verbs: list[Word],
    subject: Subject,
    mention: Mention,
    g: Grammar,
    result: ClauseResult,
) -> list[Candidate]:
    """Naming verbs: "ich heiße Jonas", "mein Bruder heißt Felix", "mi chiamo Giulia".

    A relative clause names the relative or pet just mentioned ("..., der heißt Moritz", "un
    cane che si chiama Fido"); the name then becomes who the next clause is about.
    """
    for verb in verbs:
        clitics = g.name_verbs.get(verb.verb_lemma)
        if clitics is None:
            continue
        pos = ws.index(verb)
        if clitics and not (pos and ws[pos - 1].low in clitics):
            continue  # "chiamare" names only as "mi/si chiamo"; "ho chiamato Marco" calls him
        k = pos + 1
        while k < len(ws) and (ws[k].low in g.lang.negations or ws[k].low in g.lang.hedges):
            k += 1  # "heißt nicht Anna", "si chiama forse Anna"
        names = _names_at(ws, k, g)
        if not names:
            return []
        np_, ante = subject.np, subject.antecedent
        gender = ante.mention.gender if ante is not None and ante.kin else ""
        gender = gender or (np_.gender if np_ is not None else "")
        value = Mention(phrase_text(names, g.lang), "name", gender=gender)
        result.subject, result.antecedent = value, Antecedent(value)
        if ante is not None and ante.kin and ante.owner is not None:
            result.replaces = ante.have_index
            return [Candidate(ante.owner, ante.kin, value, pattern="relative_name")]
        if np_ is not None and np_.owner is YOU and not np_.name:
            if np_.kin:
                return [Candidate(YOU, np_.kin, value, pattern="kin_named")]
            if np_.friend:
                return [Candidate(YOU, "friend_of", value, pattern="friend_named")]
            return []
        if np_ is not None and (np_.foreign or np_.name or np_.head in g.friend_nouns):
            return []
        # "Lui si chiama Marco e abita a Verona": the name is who the next clause is about.
        result.subject = value if mention.kind == "pronoun" else mention
        return [Candidate(mention, "name", value, pattern="name_verb")]
    return []


def _names_at(ws: list[Word], k: int, g: Grammar) -> list[str]:
    """The name right after a naming verb.

    Capitalised words, or one plain word when the transcript is lowercase ("mio fratello si
    chiama luca").
    """
    names = []
    while k < len(ws) and ws[k].name_like and not ws[k].known:
        if ws[k].low in g.lang.determiners:
            break
        names.append(ws[k].text)
        k += 1
    if not names and k < len(ws) and _plain_name(ws[k], g):
        names.append(ws[k].text)
    return names


def _plain_name(word: Word, g: Grammar) -> bool:
    lang = g.lang
    low = word.low
    if word.punct or word.cap or word.known or word.prep or word.number is not None:
        return False
    return not (
        low in lang.stop_words
        or low in lang.determiners
        or low in lang.question_words
        or low in lang.second_person
        or low in lang.first_person
        or low in g.subject_pronouns
    )


def _copula(
    ws: list[Word], verbs: list[Word], subject: Subject, mention: Mention, g: Grammar
) -> list[Candidate]:
    """Copula clauses: name, favourite, age, friend, kin, name or attribute.

    "mein Name ist X", "meine Lieblingsfarbe ist Blau", "ich bin 30", "Tom ist ein guter
    Freund von mir", "Anna è mia sorella", "ich bin der Tobi", "sono ingegnere".
    """
    k = _attribute_position(ws, verbs, subject, g)
    if k < 0:
        return []
    np_ = subject.np
    if np_ is not None and np_.owner is not None and (np_.name_noun or np_.favorite):
        value = _value_phrase(ws, k, g)
        if value is None:
            return []
        relation = "name" if np_.name_noun else np_.favorite
        return [Candidate(np_.owner, relation, value, pattern="possessive_is")]
    if np_ is not None and not np_mentions(np_, g):
        return []
    word = ws[k]
    cop = next(v for v in verbs if v.verb_lemma in g.copula | g.become)
    unit_needed = g.age_verbs.get(cop.verb_lemma)
    if word.number is not None and unit_needed is not None:
        rest = ws[k + 1] if k + 1 < len(ws) else None
        has_unit = rest is not None and rest.low in g.age_units
        if (has_unit or not unit_needed) and (rest is None or has_unit or not is_noun(rest, g)):
            return [Candidate(mention, "age", Mention(str(word.number), "noun"), pattern="age")]
        return []
    if word.low in g.lang.traits:
        return [Candidate(mention, "is", Mention(word.low, "noun"), pattern="is_trait")]
    attr = read_np(ws, k, g)
    return _attribute(attr, ws, mention, g) if attr is not None and attr.words else []


def _attribute_position(ws: list[Word], verbs: list[Word], subject: Subject, g: Grammar) -> int:
    """Where the copula's attribute starts, or -1.

    After the verb, past adverbs and prepositional phrases ("bin seit Jahren verheiratet"); in
    a verb-final clause, between the subject and the verb ("dass ich Vegetarier bin").
    """
    cop = next((v for v in verbs if v.verb_lemma in g.copula | g.become), None)
    if cop is None:
        return -1
    pos = ws.index(cop)
    k = after(ws, pos, subject, g)
    while k < len(ws) and ws[k].prep and ws[k].prep not in g.of_preps:
        k = after(ws, skip_phrase(ws, k + 1, g) - 1, subject, g)
    if k < len(ws) and not ws[k].punct and (not ws[k].is_verb or ws[k].number is not None):
        return k
    k = before_verb(ws, pos, subject, g)
    return k if k < len(ws) else -1


def _attribute(attr: NP, ws: list[Word], mention: Mention, g: Grammar) -> list[Candidate]:
    value = Mention(phrase_text(attr.words, g.lang), "name" if attr.cap else "noun")
    if attr.friend and (attr.of_me or attr.owner is YOU) and mention != YOU:
        return [Candidate(YOU, "friend_of", mention, pattern="is_friend")]
    if attr.kin and attr.owner is YOU and mention.kind == "name":
        return [Candidate(YOU, attr.kin, mention, pattern="is_my_kin")]
    if attr.kin or attr.head in g.friend_nouns or attr.owner is not None or attr.foreign:
        return []
    if _is_name(attr, g):
        if mention == YOU:
            return [Candidate(YOU, "name", value, pattern="i_am_name")]
        if mention.kind == "kin":
            return [Candidate(YOU, mention.text, value, pattern="kin_is_name")]
        return []
    if not is_noun(ws[attr.head_pos], g) or attr.head in g.time_nouns:
        return []
    return [Candidate(mention, "is", value, negated=attr.neg, pattern="is_attr")]


def _value_phrase(ws: list[Word], k: int, g: Grammar) -> Mention | None:
    np_ = read_np(ws, k, g)
    if np_ is not None and np_.words:
        return Mention(phrase_text(np_.words, g.lang), "name" if np_.cap else "noun")
    if k < len(ws) and not ws[k].punct and not ws[k].is_verb:
        return Mention(phrase_text([ws[k].text], g.lang), "noun")
    return None


def _is_name(attr: NP, g: Grammar) -> bool:
    """Is a copula's capitalised attribute a name ("ich bin der Tobi", "sono Luca")?

    Italian nouns are lowercase, so a capital is a name. German nouns are capitalised too: a
    role ending ("Lehrer", "Ärztin") makes it a noun; spoken "der Tobi" is a name.
    """
    if not attr.cap or attr.indefinite or attr.neg or attr.number is not None:
        return False
    if not g.nouns_capitalised:
        return True
    if attr.definite:
        return len(attr.words) == 1
    return not is_role_noun(attr.head, g)
