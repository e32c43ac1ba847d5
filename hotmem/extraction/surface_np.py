"""Noun phrases read off a word sequence, for the parser-less languages.

A phrase is determiners and numbers, adjectives, a head, then what extends the head: more
capitalised words ("New York"), linked words ("maratona di Roma"), or, after a kin, pet or
friend noun, the name it carries ("Schwester Anna", "Hund namens Bello"). The head says what
the phrase is: a relative ("mein Bruder"), a favourite ("Lieblingsfarbe", "colore preferito"),
the word "name", or just a thing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hotmem.extraction.candidate import YOU, Mention
from hotmem.extraction.surface_words import Grammar, Word, is_role_noun
from hotmem.lang.base import LanguageData
from hotmem.relations import KIN_GENDER
from hotmem.text import normalize_entity

__all__ = ["NP", "content_end", "is_noun", "np_mentions", "phrase_text", "read_np", "skippable"]


@dataclass(slots=True)
class NP:
    """A noun phrase.

    Attributes:
        start: Position of its first word (determiners included).
        end: Position after its last word.
        words: The phrase's words for normalisation (determiners left out).
        head_pos: Position of the head word (-1 for a bare number).
        owner: ``YOU`` after a first-person possessive ("mein", "mia").
        foreign: Somebody else's possessive ("sein Bruder", "tuo fratello").
        kin: Canonical kin or pet noun when the head is one.
        friend: The head is a friend noun that means friend here.
        favorite: ``favorite_<thing>`` when the phrase is a favourite ("Lieblingsfarbe").
        name_noun: The head is "Name" / "nome".
        name: Words of the name a kin/pet/friend noun carries ("Schwester Anna").
        number: A numeral before the head (the whole phrase when it is only a number).
        neg: Negative determiner ("kein Auto").
        indefinite: Indefinite article.
        definite: Definite article.
        nominative: Opens with a nominative possessive, so it can be a subject.
        cap: The phrase is a name (a capitalised head, or "ospedale San Raffaele").
        gender: he/she when the noun says so.
        of_me: "ein Freund von mir", "un amico mio".
        qualifiers: Adjectives before the head ("bester", "cara").
    """

    start: int
    end: int
    words: list[str] = field(default_factory=list)
    head_pos: int = -1
    owner: Mention | None = None
    foreign: bool = False
    kin: str = ""
    friend: bool = False
    favorite: str = ""
    name_noun: bool = False
    name: list[str] = field(default_factory=list)
    number: int | None = None
    neg: bool = False
    indefinite: bool = False
    definite: bool = False
    nominative: bool = False
    cap: bool = False
    gender: str = ""
    of_me: bool = False
    qualifiers: tuple[str, ...] = ()

    @property
    def head(self) -> str:
        """The lowercase head word ("" for a bare number)."""
        return self.words[0].lower() if self.words else ""


def read_np(ws: list[Word], k: int, g: Grammar) -> NP | None:
    """The noun phrase starting at ``ws[k]``, or None when none starts there."""
    n = len(ws)
    np_ = NP(start=k, end=k)
    j = _determiners(ws, k, g, np_)
    while j < n and ws[j].number is not None and ws[j].low not in g.lang.determiners:
        np_.number = ws[j].number
        j += 1
    j = _qualifiers(ws, j, g, np_)
    if j >= n or not _is_head(ws[j], g):
        np_.end = j
        return np_ if np_.number is not None else None
    head = ws[j]
    np_.head_pos = j
    np_.cap = head.name_like
    np_.words = [head.text]
    _classify_head(head, g, np_)
    j += 1
    if head.low in g.place_heads and j + 1 < n and ws[j].prep and ws[j + 1].cap:
        # "in der Nähe von Stuttgart", "nei dintorni di Bergamo": the place is the complement.
        inner = read_np(ws, j + 1, g)
        if inner is not None and inner.words and inner.cap:
            inner.start = np_.start
            return inner
    if not (np_.kin or np_.friend):
        j = _continue_phrase(ws, j, g, np_)
    if j < n and ws[j].low in g.favorite_adjectives:
        np_.favorite = f"favorite_{g.lang.favorite_things.get(np_.head, np_.head)}"
        j += 1
    if np_.kin or np_.head in g.friend_nouns:
        j = _apposition(ws, j, g, np_)
    np_.end = j
    return np_


def _determiners(ws: list[Word], k: int, g: Grammar, np_: NP) -> int:
    lang = g.lang
    j = k
    while j < len(ws) and not ws[j].punct and ws[j].low in lang.determiners and not ws[j].prep:
        low = ws[j].low
        if low in lang.first_person:
            np_.owner = YOU
            np_.nominative = np_.nominative or low in g.nominative_possessives
        elif low in lang.second_person or low in lang.pronouns_he or low in lang.pronouns_she:
            np_.foreign = True
        np_.neg = np_.neg or low in g.neg_determiners
        np_.indefinite = np_.indefinite or low in g.indefinite
        np_.definite = np_.definite or low in g.definite
        j += 1
    if np_.owner is not None and np_.definite and not g.nouns_capitalised:
        np_.nominative = True  # "il mio cane", "la mia gatta"
    return j


def _qualifiers(ws: list[Word], j: int, g: Grammar, np_: NP) -> int:
    """Skip adjectives before the head.

    German: lowercase words before a capitalised noun ("bester Freund", "letzten Herbst").
    Italian: the listed pre-nominal ones ("cara amica"), unless capitalised ("Nuovo Cinema").
    """
    n = len(ws)
    start = j
    if g.nouns_capitalised:
        m = j
        while m < n and m - j < 3 and _adjective_like(ws[m], g):
            m += 1
        if j < m < n and ws[m].cap:
            j = m
    else:
        while (
            j + 1 < n
            and ws[j].low in g.prenominal_adjectives
            and not ws[j + 1].punct
            and not ws[j].name_like
        ):
            j += 1
    np_.qualifiers = tuple(w.low for w in ws[start:j])
    return j


def _adjective_like(word: Word, g: Grammar) -> bool:
    return not (
        word.punct
        or word.cap
        or word.known
        or word.prep
        or word.low in g.boundaries
        or word.low in g.lang.negations
        or word.low in g.subject_pronouns
    )


def _is_head(word: Word, g: Grammar) -> bool:
    """Can this word head a noun phrase?"""
    low = word.low
    if word.punct or word.prep or word.known or low in g.boundaries:
        return False
    if low in g.subject_pronouns or low in g.lang.negations or low in g.relative_pronouns:
        return False
    if word.name_like:
        # German nouns are capitalised but "Jahre", "Zeit" are function-like; names are not.
        return not (g.nouns_capitalised and low in g.function_words)
    if low in g.lang.first_person or low in g.lang.second_person:
        return False
    return low not in g.function_words and not word.is_verb


def _classify_head(head: Word, g: Grammar, np_: NP) -> None:
    lang = g.lang
    low = head.low
    for prefix in g.favorite_prefixes:
        if low.startswith(prefix) and len(low) > len(prefix) + 2:
            rest = low[len(prefix) :].lstrip("-")
            np_.favorite = f"favorite_{lang.favorite_things.get(rest, rest)}"
            return
    lemma = head.lemma
    kin = (
        lang.kinship.get(low)
        or lang.pets.get(low)
        or lang.kinship.get(lemma)
        or lang.pets.get(lemma)
    )
    if kin and not (low in g.possessive_only and np_.owner is None):
        np_.kin = kin  # "meine Frau" is a wife, "eine Frau" is not
    if low in g.friend_nouns:
        # German "mein Freund" may be a boyfriend; "bester Freund", "ein Freund" are friends.
        qualified = bool(set(np_.qualifiers) & g.friend_qualifiers) or np_.indefinite
        np_.friend = low not in g.ambiguous_friend or qualified
        np_.kin = ""
    np_.name_noun = low in g.name_nouns
    np_.gender = g.noun_gender.get(low) or KIN_GENDER.get(np_.kin, "")


def _continue_phrase(ws: list[Word], j: int, g: Grammar, np_: NP) -> int:
    """Extend the head to the whole name or linked phrase.

    More capitalised words ("New York", "Nuovo Cinema Paradiso"); a common noun naming a place
    ("ospedale San Raffaele"); linked words ("maratona di Roma", "Frankfurt am Main"); and in a
    verb-final clause a lowercase part of a name right before the final verb ("bei Jugend
    forscht mitgemacht").
    """
    n = len(ws)
    if not np_.cap and not g.nouns_capitalised and j < n and _name_word(ws[j], g):
        np_.cap = True
    while j < n:
        word = ws[j]
        if np_.cap and _name_word(word, g):
            np_.words.append(word.text)
            j += 1
            continue
        if word.low in g.np_linkers and j + 1 < n:
            m = j + 1
            while m < n and ws[m].low in g.definite:
                m += 1
            nxt = ws[m] if m < n else None
            if (
                nxt is not None
                and (nxt.cap or _is_head(nxt, g))
                and not nxt.known
                and nxt.low not in g.time_nouns
                and nxt.low not in g.place_stop
                and (np_.cap or not g.nouns_capitalised)
            ):
                np_.words.extend(w.text for w in ws[j : m + 1])
                np_.cap = np_.cap or nxt.cap  # "maratona di New York" goes on
                j = m + 1
                continue
        break
    if (
        g.nouns_capitalised
        and np_.cap
        and j + 1 < n
        and not (ws[j].cap or ws[j].punct or ws[j].known or ws[j].prep)
        and ws[j].low not in g.lang.stop_words
        and ws[j + 1].known
        and (j + 2 == n or ws[j + 2].punct)
    ):
        np_.words.append(ws[j].text)
        j += 1
    return j


def _name_word(word: Word, g: Grammar) -> bool:
    return word.name_like and not word.known and word.low not in g.lang.determiners


def _apposition(ws: list[Word], j: int, g: Grammar, np_: NP) -> int:
    """Read the name a kin/pet/friend noun carries, or "von mir" after a friend noun.

    "Schwester Anna", "Hund namens Bello", "un amico mio"; German role nouns after a kin noun
    are no names ("ist mein Onkel Zahnarzt").
    """
    n = len(ws)
    for phrase in g.friend_of_me:
        if np_.head in g.friend_nouns and _at(ws, j, phrase):
            np_.of_me = np_.friend = True
            j += len(phrase)
            break
    m = next((j + len(p) for p in g.naming_words if _at(ws, j, p)), j)
    names = []
    while m < n and ws[m].name_like and not ws[m].known:
        low = ws[m].low
        if low in g.lang.determiners or low in g.lang.fillers or low in g.function_words:
            break
        if g.nouns_capitalised and (low in g.time_nouns or _title(low, g)):
            break
        names.append(ws[m].text)
        m += 1
    if names:
        np_.name = names
        return m
    return j


def _title(low: str, g: Grammar) -> bool:
    # After a kin noun, a role is the predicate ("ist mein Onkel Zahnarzt"), not a name.
    return low.endswith(g.title_suffixes) or is_role_noun(low, g)


def _at(ws: list[Word], j: int, phrase: tuple[str, ...]) -> bool:
    return tuple(w.low for w in ws[j : j + len(phrase)]) == phrase


def phrase_text(words: list[str], lang: LanguageData) -> str:
    """Normalised text of a phrase; a name stays a name ("Otto" is not 8)."""
    text = normalize_entity(words, lang)
    if text.isdigit() and not any(w.isdigit() for w in words):
        tokens = [w.lower() for w in words]
        while tokens and tokens[0] in lang.determiners:
            tokens.pop(0)
        return " ".join(tokens)
    return text


def np_mentions(np_: NP, g: Grammar) -> list[Mention]:
    """Who a subject phrase is: a named or unnamed relative of the user, or a name."""
    lang = g.lang
    if np_.name:
        return [Mention(phrase_text(np_.name, lang), "name", gender=np_.gender)]
    if np_.kin and np_.owner is YOU:
        return [Mention(np_.kin, "kin", gender=np_.gender)]
    if np_.owner is not None or np_.foreign or not np_.cap:
        return []
    if np_.kin or np_.friend or np_.favorite or np_.name_noun:
        return []
    return [Mention(phrase_text(np_.words, lang), "name")]


# --- positions ----------------------------------------------------------------------------


def content_end(ws: list[Word]) -> int:
    """Position after the last word that is not punctuation."""
    end = len(ws)
    while end and ws[end - 1].punct:
        end -= 1
    return end


def skippable(word: Word, g: Grammar) -> bool:
    """An adverb, particle, hedge or negation that may sit between a verb and its object."""
    lang = g.lang
    low = word.low
    if word.punct or word.prep or word.number is not None or low in lang.determiners:
        return False
    if low in lang.negations or low in lang.hedges or low in lang.fillers:
        return True
    if low in lang.traits or low in g.reciprocal_friend or word.name_like:
        return False
    if low in lang.stop_words and low not in g.subject_pronouns:
        return True
    if g.adverb_endings and low.endswith(g.adverb_endings):
        return True
    # German: a lowercase non-verb inside a clause is an adverb or particle ("ursprünglich").
    return g.nouns_capitalised and not (word.cap or word.is_verb or low in lang.first_person)


def is_noun(word: Word, g: Grammar) -> bool:
    """Can this word be a copula's noun attribute?

    German nouns are capitalised; Italian ones are not moods, participles or function words.
    """
    if word.punct or word.is_verb or word.low in g.age_units:
        return False
    if g.nouns_capitalised:
        return word.cap
    return word.low not in g.moods and word.low not in g.lang.stop_words
