"""The subject of a clause in a parser-less language.

A subject is a pronoun, a possessive phrase ("meine Schwester", "mio fratello Marco"), a name
followed by its verb ("Tom ist ..."), several of these coordinated ("Lisa und Maria", "mio
marito e io"), a relative pronoun pointing back ("..., der heißt Moritz"), or, when it is
dropped, the person of the verb: "lavoro" is the user, "lavora" whoever the sentence is about,
and right after "ho una sorella" the sister.
"""

from __future__ import annotations

from hotmem.extraction.candidate import YOU, Mention
from hotmem.extraction.surface_np import NP, np_mentions, phrase_text, read_np
from hotmem.extraction.surface_relations import Antecedent, ClauseResult, Subject, skip_phrase
from hotmem.extraction.surface_words import Grammar, Word

__all__ = ["find_subject", "person"]


def person(verbs: list[Word], g: Grammar) -> str:
    """The grammatical person of the clause's first known finite verb ("" when none)."""
    finite = next((v for v in verbs if v.finite and v.known), None)
    if finite is None:
        return ""
    # "sono andati": a plural participle makes "sono" third person plural.
    if finite.verb_lemma in g.copula and any(v.tense == "part_pl" for v in verbs):
        return "3p"
    return finite.person


def find_subject(
    ws: list[Word], lead: str, verb_person: str, prev: ClauseResult | None, g: Grammar
) -> Subject:
    """The clause's subject (empty when it speaks to the assistant or cannot be told).

    Args:
        ws: The clause's words.
        lead: The connector that opened it ("che" opens a relative clause).
        verb_person: The person of its verb (see :func:`person`).
        prev: The previous clause of the sentence (its subject and last phrase).
        g: The language's grammar.
    """
    antecedent = prev.antecedent if prev is not None else None
    explicit = _explicit_subject(ws, verb_person, g)
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
    if relative and antecedent is not None and verb_person not in ("1s", "1p", "2s", "2p"):
        return Subject([antecedent.mention], span=(0, int(opens_relative)), antecedent=antecedent)
    if verb_person in ("1s", "1p"):
        return Subject([YOU])
    if verb_person in ("2s", "2p"):
        return Subject()  # talking to the assistant
    last = prev.subject if prev is not None else None
    if last is not None and (last != YOU or verb_person == ""):
        return Subject([last])  # "Mia madre si chiama Lucia e vive a Bari"
    if verb_person == "3s" and antecedent is not None and antecedent.kin and antecedent.owner:
        # "Ho una sorella. Si chiama Chiara": the relative just mentioned, not the speaker.
        return Subject([antecedent.mention], antecedent=antecedent)
    if verb_person in ("3s", "3p"):
        kind = "3sg" if verb_person == "3s" else "they"  # "Lavora presso Fiat": resolved later
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
    while m < len(ws) and ws[m].low in g.reflexives:
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
