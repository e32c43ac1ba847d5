"""Words, grammar tables and noun phrases for the parser-less languages (German, Italian).

A blank spaCy doc has tokens only: this module turns them into :class:`Word` records (lemma,
verb analysis, preposition, number), drops fillers and disfluent repeats, and reads noun
phrases off the word sequence. The language knowledge comes from the language module's
``SURFACE`` table, compiled once into a :class:`Grammar`.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field

from spacy.tokens import Span

from hotmem import nlp
from hotmem.extraction.candidate import YOU, Mention
from hotmem.lang.base import KIN_GENDER, LanguageData
from hotmem.text import normalize_entity, parse_number

__all__ = ["NP", "Grammar", "Word", "grammar", "phrase_text", "read_np", "sentence_words"]

VerbForm = tuple[str, str, str]
# Tenses of non-finite forms: they carry no person.
NON_FINITE = frozenset({"part", "part_pl", "inf", "ger", "imp"})
_TUPLE_FIELDS = frozenset(
    {
        "infinitive_suffixes",
        "bare_infinitive_guess",
        "participle_marks",
        "naming_words",
        "friend_of_me",
        "favorite_prefixes",
        "role_suffixes",
        "title_suffixes",
    }
)


@dataclass(frozen=True, slots=True)
class Grammar:
    """One language's surface grammar: the ``SURFACE`` table with sets built once."""

    lang: LanguageData
    verb_forms: Mapping[str, VerbForm]
    infinitive_suffixes: tuple[str, ...]
    bare_infinitive_guess: tuple[str, ...]
    participle_marks: tuple[tuple[str, str], ...]
    nouns_capitalised: bool
    copula: frozenset[str]
    become: frozenset[str]
    have: frozenset[str]
    modals: frozenset[str]
    name_verbs: Mapping[str, tuple[str, ...]]
    name_nouns: frozenset[str]
    naming_words: tuple[tuple[str, ...], ...]
    attribute_verbs: Mapping[str, tuple[str, ...]]
    age_verbs: Mapping[str, bool]
    age_units: frozenset[str]
    subject_pronouns: Mapping[str, str]
    relative_pronouns: frozenset[str]
    coordinators: frozenset[str]
    contrast: frozenset[str]
    subordinators: frozenset[str]
    complementizers: frozenset[str]
    conditionals: frozenset[str]
    prepositions: frozenset[str]
    prep_contractions: Mapping[str, str]
    np_linkers: frozenset[str]
    separable_particles: frozenset[str]
    nominative_possessives: frozenset[str]
    subject_after_verb: bool
    indefinite: frozenset[str]
    definite: frozenset[str]
    neg_determiners: frozenset[str]
    prenominal_adjectives: frozenset[str]
    favorite_prefixes: tuple[str, ...]
    favorite_adjectives: frozenset[str]
    friend_nouns: frozenset[str]
    ambiguous_friend: frozenset[str]
    friend_qualifiers: frozenset[str]
    friend_of_me: tuple[tuple[str, ...], ...]
    reciprocal_friend: frozenset[str]
    possessive_only: frozenset[str]
    noun_gender: Mapping[str, str]
    role_suffixes: tuple[str, ...]
    title_suffixes: tuple[str, ...]
    place_heads: frozenset[str]
    of_preps: frozenset[str]
    particle_coordinators: frozenset[str]
    time_nouns: frozenset[str]
    place_stop: frozenset[str]
    have_stop: frozenset[str]
    moods: frozenset[str]
    not_verbs: frozenset[str]
    hedge_verbs: frozenset[str]
    aux: frozenset[str] = frozenset()
    # Words that never head a noun phrase: function words minus the nouns we look for.
    function_words: frozenset[str] = frozenset()
    boundaries: frozenset[str] = frozenset()


_GRAMMARS: dict[str, Grammar] = {}


def grammar(lang: LanguageData) -> Grammar:
    """The compiled surface grammar of a language (read from ``hotmem.lang.<code>.SURFACE``),
    built once per language.
    """
    built = _GRAMMARS.get(lang.code)
    if built is None:
        built = _GRAMMARS[lang.code] = _compile(lang)
    return built


def _compile(lang: LanguageData) -> Grammar:
    table = importlib.import_module(f"hotmem.lang.{lang.code}").SURFACE
    values = {}
    for name in Grammar.__dataclass_fields__:
        if name not in table:
            continue
        value = table[name]
        if isinstance(value, list | tuple | set | frozenset) and name not in _TUPLE_FIELDS:
            value = frozenset(value)
        values[name] = value
    nouns = set(lang.kinship) | set(lang.pets) | set(lang.favorite_things)
    built = Grammar(lang=lang, **values)
    return Grammar(
        **{name: getattr(built, name) for name in Grammar.__dataclass_fields__}
        | {
            "aux": built.copula | built.become | built.have | built.modals,
            "function_words": frozenset(lang.stop_words - nouns),
            "boundaries": built.coordinators | built.subordinators,
        }
    )


@dataclass(slots=True)
class Word:
    """One token of a sentence, with what the surface rules need to know about it.

    Attributes:
        i: Index of the token in the doc.
        text: Original text.
        low: Lowercase text.
        lemma: Simplemma lemma (or the verb table's lemma).
        cap: Starts with an uppercase letter.
        initial: First word of its sentence (so its capital says nothing).
        punct: Punctuation.
        verb: ``(lemma, person, tense)`` when the word is a verb form.
        known: The verb analysis comes from the language's verb table (not a guess).
        prep: The base preposition ("im" -> "in", "alla" -> "a"), or "".
        number: Value when the word is a number.
    """

    i: int
    text: str
    low: str
    lemma: str
    cap: bool
    initial: bool
    punct: bool
    verb: VerbForm | None = None
    known: bool = False
    prep: str = ""
    number: int | None = None

    @property
    def finite(self) -> bool:
        """A finite verb form (it carries a person)."""
        return self.verb is not None and self.verb[2] not in NON_FINITE


def sentence_words(sent: Span, g: Grammar) -> list[Word]:
    """The words of one sentence: fillers and disfluent repeats removed, verbs analysed."""
    raw: list[Word] = []
    first = True
    for tok in sent:
        if tok.is_space:
            continue
        low = tok.lower_
        punct = tok.is_punct and low not in ("'",)
        word = Word(tok.i, tok.text, low, low, tok.text[:1].isupper(), first and not punct, punct)
        if not punct:
            first = False
            word.lemma = nlp.lemma(low, g.lang.code)
            word.prep = g.prep_contractions.get(low, low if low in g.prepositions else "")
            word.number = _number(low, g)
        raw.append(word)
    words = _dedupe(_drop_fillers(raw, g))
    for k, word in enumerate(words):
        analysis = _verb_of(words, k, g)
        if analysis is not None:
            word.verb, word.known = analysis
            word.lemma = word.verb[0]
    return words


def _number(low: str, g: Grammar) -> int | None:
    digits = low.rstrip(".")  # the German tokenizer keeps "45." whole
    if digits.isdigit():
        return int(digits)
    if low in g.lang.determiners or (low in g.lang.stop_words and low not in g.lang.number_words):
        return None
    return parse_number([low.rstrip("'")], g.lang) if low[:1].isalpha() else None


def _drop_fillers(words: list[Word], g: Grammar) -> list[Word]:
    """Remove fillers and the commas around them ("heißt, äh, Leon" -> "heißt Leon"), but keep
    one comma when a new clause follows ("Berlin, also, ich arbeite ...").
    """
    out: list[Word] = []
    k = 0
    while k < len(words):
        word = words[k]
        if word.low not in g.lang.fillers or word.punct:
            out.append(word)
            k += 1
            continue
        comma = None
        if out and out[-1].text == ",":
            comma = out.pop()
        k += 1
        while k < len(words) and (words[k].text == "," or words[k].low in g.lang.fillers):
            comma = comma or (words[k] if words[k].text == "," else None)
            k += 1
        if comma is not None and out and k < len(words) and _starts_clause(words[k], g):
            out.append(comma)
    return out


def _starts_clause(word: Word, g: Grammar) -> bool:
    low = word.low
    return (
        low in g.subject_pronouns
        or low in g.lang.first_person
        or low in g.verb_forms
        or low in g.boundaries
        or low in g.relative_pronouns
    )


def _dedupe(words: list[Word]) -> list[Word]:
    """Drop a word repeated right after itself ("in, in Dortmund", "mia, mia zia")."""
    out: list[Word] = []
    for word in words:
        if not word.punct:
            j = len(out) - 1
            while j >= 0 and out[j].text == ",":
                j -= 1
            if (
                j >= 0
                and not out[j].punct
                and out[j].low == word.low
                and (j == len(out) - 1 or word.low not in ("ok", "okay", "si", "sì", "ja"))
            ):
                if out[j].initial:
                    word.initial = True
                del out[j:]
        out.append(word)
    return out


def _verb_of(words: list[Word], k: int, g: Grammar) -> tuple[VerbForm, bool] | None:
    """The verb analysis of ``words[k]``, or None: table forms first, then a lemma guess."""
    word = words[k]
    low = word.low
    if word.punct or low in g.not_verbs or low in g.lang.traits or (word.cap and not word.initial):
        return None  # "sposata", "verheiratet": a trait, not a verb form
    nxt = words[k + 1] if k + 1 < len(words) else None
    prev = words[k - 1] if k else None
    if low in g.lang.determiners and nxt is not None and not nxt.punct:
        return None  # "meine Schwester", "sein Bruder": a determiner, not "meinen"/"sein"
    if (
        prev is not None
        and prev.low in g.lang.determiners
        and prev.low not in (g.relative_pronouns)
    ):
        return None  # "il mio lavoro": a noun
    if word.number is not None and nxt is not None and nxt.low in g.age_units:
        return None  # "ha sei anni"
    form = g.verb_forms.get(low)
    if form is not None:
        return form, True
    if word.initial or low in g.lang.stop_words or low in g.prepositions:
        return None
    lemma = word.lemma
    if lemma != low and len(lemma) > 3 and lemma.endswith(g.infinitive_suffixes):
        marks = g.participle_marks
        tense = "part" if any(low.startswith(a) and low.endswith(b) for a, b in marks) else ""
        return (lemma, "", tense), False
    if lemma == low and len(low) > 5 and low.endswith(g.bare_infinitive_guess):
        return (lemma, "", "inf"), False
    return None


# --- noun phrases ------------------------------------------------------------------------------


@dataclass(slots=True)
class NP:
    """A noun phrase read off the words.

    Attributes:
        start: Position of its first word (determiners included).
        end: Position after its last word.
        words: The phrase's words for normalisation (determiners left out).
        owner: ``YOU`` after a first-person possessive ("mein", "mia").
        foreign: Another person's possessive ("sein Bruder", "suo fratello").
        kin: Canonical kin or pet noun when the head is one.
        friend: The head is a friend noun that means friend here.
        favorite: ``favorite_<thing>`` when the phrase is a favourite ("Lieblingsfarbe").
        name_noun: The head is "Name" / "nome".
        name: Words of a name attached to a kin/pet/friend noun ("Schwester Anna").
        number: A numeral before the head (or the whole phrase when it is a number).
        neg: Negative determiner ("kein Auto").
        indefinite: Indefinite article.
        definite: Definite article.
        nominative: Opens with a nominative possessive (a subject candidate).
        cap: The head is capitalised.
        gender: he/she when the noun says so.
        of_me: "ein Freund von mir", "un amico mio".
        qualifiers: Adjectives before the head ("bester", "cara").
        head_pos: Position of the head word.
    """

    start: int
    end: int
    words: list[str] = field(default_factory=list)
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
    head_pos: int = -1

    @property
    def head(self) -> str:
        """The lowercase head word ("" for a bare number)."""
        return self.words[0].lower() if self.words else ""


def read_np(ws: list[Word], k: int, g: Grammar) -> NP | None:
    """The noun phrase starting at ``ws[k]`` (determiners, numbers, adjectives, head, names),
    or None when no phrase starts there.
    """
    n = len(ws)
    np_ = NP(start=k, end=k)
    j = _determiners(ws, k, g, np_)
    while j < n and ws[j].number is not None and ws[j].low not in g.lang.determiners:
        np_.number = ws[j].number
        j += 1
    j = _qualifiers(ws, j, g, np_)
    if j >= n or not _is_head(ws[j], g):
        if np_.number is not None:
            np_.end = j
            return np_
        return None
    head = ws[j]
    np_.head_pos = j
    np_.cap = head.cap and not head.initial
    np_.words = [head.text]
    _classify_head(head, g, np_)
    j += 1
    if head.low in g.place_heads and j + 1 < n and ws[j].prep and ws[j + 1].cap:
        # "in der Nähe von Stuttgart": the place is the complement.
        inner = read_np(ws, j + 1, g)
        if inner is not None and inner.words and inner.cap:
            inner.start = np_.start
            return inner
    if not (np_.kin or np_.friend):
        j = _continue_phrase(ws, j, g, np_)
    if j < n and ws[j].low in g.favorite_adjectives:
        thing = g.lang.favorite_things.get(np_.head, np_.head)
        np_.favorite = f"favorite_{thing}"
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
    """Skip adjectives before the head: German lowercase words before a capitalised noun
    ("bester Freund", "letzten Herbst"); listed Italian ones ("cara amica").
    """
    n = len(ws)
    start = j
    if g.nouns_capitalised:
        m = j
        while m < n and m - j < 3 and _adjective_like(ws[m], g):
            m += 1
        if m > j and m < n and ws[m].cap:
            j = m
    else:
        # "cara amica", but "Nuovo Cinema Paradiso" is a name.
        while (
            j + 1 < n
            and ws[j].low in g.prenominal_adjectives
            and not ws[j + 1].punct
            and not (ws[j].cap and not ws[j].initial)
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
    if word.punct or word.prep or word.known or word.low in g.boundaries:
        return False
    low = word.low
    if low in g.subject_pronouns or low in g.lang.negations or low in g.relative_pronouns:
        return False
    if word.cap and not word.initial:
        # German nouns are capitalised but "Jahre", "Zeit" are function-like; names are not.
        return not (g.nouns_capitalised and low in g.function_words)
    if low in g.lang.first_person or low in g.lang.second_person:
        return False
    return low not in g.function_words and word.verb is None


def _classify_head(head: Word, g: Grammar, np_: NP) -> None:
    lang = g.lang
    low = head.low
    for prefix in g.favorite_prefixes:
        if low.startswith(prefix) and len(low) > len(prefix) + 2:
            rest = low[len(prefix) :].lstrip("-")
            np_.favorite = f"favorite_{lang.favorite_things.get(rest, rest)}"
            return
    kin = lang.kinship.get(low) or lang.pets.get(low)
    if kin and not (low in g.possessive_only and np_.owner is None):
        np_.kin = kin
    if low in g.friend_nouns:
        # German "mein Freund" may be a boyfriend; "bester Freund", "ein Freund" are friends.
        ambiguous = low in g.ambiguous_friend and not (
            set(np_.qualifiers) & g.friend_qualifiers or np_.indefinite
        )
        np_.friend = not ambiguous
        np_.kin = ""
    np_.name_noun = low in g.name_nouns
    np_.gender = g.noun_gender.get(low) or KIN_GENDER.get(np_.kin, "")


def _continue_phrase(ws: list[Word], j: int, g: Grammar, np_: NP) -> int:
    """Extend the head: more capitalised words ("New York", "Nuovo Cinema Paradiso"), linked
    words ("maratona di Roma"), and in verb-final clauses a lowercase part of a name right
    before the final verb ("bei Jugend forscht mitgemacht").
    """
    n = len(ws)
    if not np_.cap and not g.nouns_capitalised and j < n and _name_word(ws[j], g):
        np_.cap = True  # "ospedale San Raffaele", "università Bocconi": a named place
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
                j = m + 1
                np_.cap = np_.cap or nxt.cap  # "maratona di New York" goes on
                continue
        break
    if (
        g.nouns_capitalised
        and j + 1 < n
        and np_.cap
        and not ws[j].cap
        and not ws[j].punct
        and not ws[j].known
        and not ws[j].prep
        and ws[j].low not in g.lang.stop_words
        and ws[j + 1].known
        and (j + 2 == n or ws[j + 2].punct)
    ):
        np_.words.append(ws[j].text)
        j += 1
    return j


def _name_word(word: Word, g: Grammar) -> bool:
    return (
        word.cap
        and not (word.punct or word.known or word.initial)
        and (word.low not in g.lang.determiners)
    )


def _apposition(ws: list[Word], j: int, g: Grammar, np_: NP) -> int:
    """A name after a kin/pet/friend noun ("Schwester Anna", "Hund namens Bello", "un amico
    mio"), or "von mir" after a friend noun.
    """
    n = len(ws)
    for phrase in g.friend_of_me:
        if np_.head in g.friend_nouns and tuple(w.low for w in ws[j : j + len(phrase)]) == phrase:
            np_.of_me = np_.friend = True
            j += len(phrase)
            break
    m = j
    for phrase in g.naming_words:
        if tuple(w.low for w in ws[j : j + len(phrase)]) == phrase:
            m = j + len(phrase)
            break
    names = []
    while m < n and ws[m].cap and not ws[m].punct and not ws[m].known and not ws[m].initial:
        low = ws[m].low
        if low in g.lang.determiners or low in g.lang.fillers or low in g.function_words:
            break
        # German nouns are capitalised too: "ist mein Onkel Zahnarzt" names no uncle.
        if g.nouns_capitalised and (low.endswith(g.title_suffixes) or low in g.time_nouns):
            break
        names.append(ws[m].text)
        m += 1
    if names:
        np_.name = names
        return m
    return j


def phrase_text(words: list[str], lang: LanguageData) -> str:
    """Normalised text of a phrase; a name stays a name ("Otto" is not 8)."""
    text = normalize_entity(words, lang)
    if text.isdigit() and not any(w.isdigit() for w in words):
        tokens = [w.lower() for w in words]
        while tokens and tokens[0] in lang.determiners:
            tokens.pop(0)
        return " ".join(tokens)
    return text
