"""One clause of a parser-less language: its subject, then every relation rule.

A clause is the words between two boundaries (punctuation, "und"/"e", "dass"/"che", ...). Its
subject is a pronoun, a possessive phrase ("meine Schwester", "mio fratello Marco"), a name, a
relative pronoun pointing back ("..., der heißt Moritz"), or, when the subject is dropped, the
person of the verb ("lavoro" = you, "lavora" = whoever the sentence is about). Naming and
copula rules live here; possession, age, jobs and prepositional relations in
:mod:`hotmem.extraction.surface_relations`.
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
    subject = _subject(ws, lead, _person(verbs, g), prev, g)
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


# --- subject -------------------------------------------------------------------------------


def _person(verbs: list[Word], g: Grammar) -> str:
    finite = next((v for v in verbs if v.finite and v.known), None)
    if finite is None:
        return ""
    # "sono andati": a plural participle makes "sono" third person plural.
    if finite.verb_lemma in g.copula and any(v.tense == "part_pl" for v in verbs):
        return "3p"
    return finite.person


def _subject(
    ws: list[Word], lead: str, person: str, prev: ClauseResult | None, g: Grammar
) -> Subject:
    antecedent = prev.antecedent if prev is not None else None
    explicit = _explicit_subject(ws, person, g)
    if explicit is not None:
        return _pronoun_for_kin(explicit, antecedent)
    opens_relative = (
        bool(ws)
        and ws[0].low in g.relative_pronouns
        and (
            len(ws) == 1 or not ws[1].cap  # "der heißt ...", not the article of "die Schwester"
        )
    )
    relative = lead in g.relative_pronouns or opens_relative
    if relative and antecedent is not None and person not in ("1s", "1p", "2s", "2p"):
        return Subject([antecedent.mention], span=(0, int(opens_relative)), antecedent=antecedent)
    if person in ("1s", "1p"):
        return Subject([YOU])
    if person in ("2s", "2p"):
        return Subject()  # talking to the assistant
    last = prev.subject if prev is not None else None
    if last is not None and (last != YOU or person == ""):
        return Subject([last])  # "Mia madre si chiama Lucia e vive a Bari"
    if person == "3s" and antecedent is not None and antecedent.kin and antecedent.owner:
        # "Ho una sorella. Si chiama Chiara": the relative just mentioned, not the speaker.
        return Subject([antecedent.mention], antecedent=antecedent)
    if person in ("3s", "3p"):
        kind = "3sg" if person == "3s" else "they"  # "Lavora presso Fiat": resolved later
        return Subject([Mention(kind, "pronoun", pronoun=kind)])
    return Subject()


def _pronoun_for_kin(subject: Subject, antecedent: Antecedent | None) -> Subject:
    """Point he/she/it at the unnamed relative or pet of the user just mentioned.

    "Ich habe einen Bruder. Er heißt Jan": he is the brother, and naming him names him.
    """
    if antecedent is None or not antecedent.kin or antecedent.owner is None:
        return subject
    if len(subject.mentions) != 1 or subject.mentions[0].kind != "pronoun":
        return subject
    pronoun = subject.mentions[0].pronoun
    gender = antecedent.mention.gender
    if pronoun not in ("he", "she", "it") or (gender and pronoun != "it" and gender != pronoun):
        return subject
    return Subject([antecedent.mention], span=subject.span, antecedent=antecedent)


def _explicit_subject(ws: list[Word], person: str, g: Grammar) -> Subject | None:
    """A subject pronoun, a possessive phrase or a name (Italian: before the verb).

    A pronoun wins: a clause has one subject, and "Eigentlich arbeite ich" opens with a capital
    that is no name. A phrase wins when coordinated with it ("mein Mann und ich").
    """
    pronoun = _subject_pronoun(ws, person, g)
    phrase = _subject_phrase(ws, pronoun.span[0] if pronoun else len(ws), g)
    if phrase is not None and (pronoun is None or phrase.span[1] >= pronoun.span[0]):
        return phrase
    return pronoun


def _subject_pronoun(ws: list[Word], person: str, g: Grammar) -> Subject | None:
    for k, word in enumerate(ws):
        kind = g.subject_pronouns.get(word.low)
        if kind is None or (k and ws[k - 1].prep) or word.name_like:
            continue  # "mit ihr" is no subject; "Sie" inside a sentence is the polite "you"
        if kind == "you":
            return Subject([YOU], span=(k, k + 1))
        if "|" in kind:  # German "sie": she, or they with a plural verb
            kind = kind.split("|")[1 if person == "3p" else 0]
        return Subject([Mention(word.low, "pronoun", pronoun=kind)], span=(k, k + 1))
    return None


def _subject_phrase(ws: list[Word], limit: int, g: Grammar) -> Subject | None:
    """A possessive phrase or a name before ``limit`` (and, in Italian, before the verb)."""
    k = 0
    while k < limit:
        word = ws[k]
        if word.finite and not g.subject_after_verb:
            break
        if word.punct:
            k += 1
            continue
        if word.prep:
            k = skip_phrase(ws, k + 1, g)
            continue
        np_ = read_np(ws, k, g) if not word.is_verb else None
        if np_ is None or not np_.words:
            k += 1
            continue
        if (np_.owner is not None and np_.nominative) or np_.foreign:
            return _coordinated(ws, Subject(np_mentions(np_, g), np_, (np_.start, np_.end)), g)
        if _is_subject_name(ws, np_, g):
            name = Mention(phrase_text(np_.words, g.lang), "name")
            return _coordinated(ws, Subject([name], None, (np_.start, np_.end)), g)
        if np_.definite and np_.head not in g.time_nouns and _before_finite(ws, np_.end):
            # "I bambini sono a scuola", "Das Wetter ist schön": a subject, but nobody's.
            return Subject([], np_, (np_.start, np_.end))
        k = max(np_.end, k + 1)
    return None


def _before_finite(ws: list[Word], k: int) -> bool:
    """Is the word at ``k`` (after a phrase, past a prepositional phrase) a finite verb?"""
    while k < len(ws) and (ws[k].prep or (k and ws[k - 1].prep)):
        k += 1
    return k < len(ws) and ws[k].finite


def _is_subject_name(ws: list[Word], np_: NP, g: Grammar) -> bool:
    """A bare name followed by its verb ("Tom ist ...", "Paolo e Andrea sono ...")."""
    head = ws[np_.head_pos]
    lang = g.lang
    if np_.owner is not None or np_.foreign or np_.definite or np_.indefinite or np_.kin:
        return False
    if not head.cap or head.is_verb or head.low in lang.fillers or head.low in lang.hedges:
        return False
    if head.low in g.time_nouns or head.low in lang.reactions:
        return False
    m = np_.end
    if m < len(ws) and ws[m].low in lang.first_person and ws[m].low not in g.subject_pronouns:
        m += 1  # "Anna mi ha detto"
    while m < len(ws) and ws[m].low in ("si", "sich"):
        m += 1  # "Marco si chiama"
    if (
        m + 1 < len(ws)
        and ws[m].low in g.coordinators
        and (ws[m + 1].cap or g.subject_pronouns.get(ws[m + 1].low) == "you")
    ):
        return True  # "Paolo e Andrea sono ...", "Tom und ich sind ..."
    return m < len(ws) and ws[m].finite


def _coordinated(ws: list[Word], subject: Subject, g: Grammar) -> Subject:
    """More subjects after a coordinator: "Lisa und Maria", "mein Mann und ich"."""
    end = subject.span[1]
    while end + 1 < len(ws) and ws[end].low in g.coordinators:
        if g.subject_pronouns.get(ws[end + 1].low) == "you":
            subject.mentions.append(YOU)
            end += 2
            continue
        other = read_np(ws, end + 1, g)
        mentions = np_mentions(other, g) if other is not None and other.words else []
        if not mentions or other is None:
            break
        subject.mentions.extend(mentions)
        end = other.end
    subject.span = (subject.span[0], end)
    return subject


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
