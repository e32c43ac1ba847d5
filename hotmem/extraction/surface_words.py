"""Words and grammar tables for the languages without a parser (German, Italian, Portuguese).

A blank spaCy doc has tokens only. This module turns one sentence into :class:`Word` records
(lemma, verb analysis, preposition, number), drops fillers and disfluent repeats ("in, äh, in
Dortmund"), and compiles the language module's ``SURFACE`` table into a :class:`Grammar` once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import lru_cache

from spacy.tokens import Span

from hotmem import nlp
from hotmem.lang.base import LanguageData
from hotmem.text import parse_number

__all__ = [
    "NON_FINITE",
    "Grammar",
    "PhraseSet",
    "Word",
    "grammar",
    "is_role_noun",
    "sentence_words",
]

# Tenses of non-finite forms: they carry no person.
NON_FINITE = frozenset({"part", "part_pl", "inf", "ger", "imp"})
# SURFACE entries kept as ordered tuples (suffixes, phrases); other sequences become sets.
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
        "adverb_endings",
    }
)


@dataclass(frozen=True, slots=True)
class PhraseSet:
    """Phrases of one or more words, indexed for a fast membership test."""

    singles: frozenset[str]
    by_first: Mapping[str, tuple[tuple[str, ...], ...]]

    @classmethod
    def of(cls, phrases: tuple[tuple[str, ...], ...]) -> PhraseSet:
        """Build from the tuples of a language field."""
        by_first: dict[str, list[tuple[str, ...]]] = {}
        for phrase in phrases:
            if len(phrase) > 1:
                by_first.setdefault(phrase[0], []).append(phrase)
        singles = frozenset(p[0] for p in phrases if len(p) == 1)
        return cls(singles, {k: tuple(v) for k, v in by_first.items()})

    def found_in(self, words: list[str]) -> bool:
        """Does any phrase occur, contiguously, in ``words``?"""
        if not self.singles.isdisjoint(words):
            return True
        for i, word in enumerate(words):
            for phrase in self.by_first.get(word, ()):
                if tuple(words[i : i + len(phrase)]) == phrase:
                    return True
        return False


@dataclass(frozen=True, slots=True)
class Grammar:
    """One language's surface grammar: the ``SURFACE`` table, with sets built once.

    The fields are documented where the tables are written (``hotmem/lang/de``, ``/it``).
    """

    lang: LanguageData
    verb_forms: Mapping[str, tuple[str, str, str]]
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
    particle_coordinators: frozenset[str]
    contrast: frozenset[str]
    subordinators: frozenset[str]
    conditionals: frozenset[str]
    prepositions: frozenset[str]
    prep_contractions: Mapping[str, str]
    of_preps: frozenset[str]
    np_linkers: frozenset[str]
    separable_particles: frozenset[str]
    nominative_possessives: frozenset[str]
    subject_after_verb: bool
    verb_final: bool
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
    feminine_suffix: str
    place_heads: frozenset[str]
    time_nouns: frozenset[str]
    place_stop: frozenset[str]
    have_stop: frozenset[str]
    moods: frozenset[str]
    not_verbs: frozenset[str]
    ago_words: frozenset[str]
    hedge_verbs: frozenset[str]
    # Words joining a tens and a units number word ("thirty and four"): one number.
    number_joiners: frozenset[str]
    # Definite articles dropped before a name ("the Peter"): a name, not a common noun.
    name_articles: frozenset[str]
    # Determiners that may also introduce an infinitive (an article that is a preposition).
    infinitive_markers: frozenset[str]
    # Boundary words ("if") that are a clitic pronoun right before a verb.
    clitic_boundaries: frozenset[str]
    # How far a hedge reaches: "sentence", or "clause" (see hotmem.extraction.surface).
    hedge_scope: str
    # Words that are a hesitation when they stand alone between commas ("in, uh, in Rome").
    comma_fillers: frozenset[str]
    # Endings of adverbs that never head a noun phrase ("-mente").
    adverb_endings: tuple[str, ...]
    # Reflexive pronouns between a subject and its verb ("Marco si chiama").
    reflexives: frozenset[str]
    # Vowel changes of a feminine form ("Koch" -> "Köchin"): vowel -> changed vowel.
    vowel_mutations: Mapping[str, str]
    # Derived once from the above and the language fields.
    aux: frozenset[str] = frozenset()
    function_words: frozenset[str] = frozenset()
    compound_heads: tuple[str, ...] = ()
    boundaries: frozenset[str] = frozenset()
    hypothetical: PhraseSet = PhraseSet(frozenset(), {})
    past_habitual: PhraseSet = PhraseSet(frozenset(), {})
    hedges: PhraseSet = PhraseSet(frozenset(), {})
    hedge_words: frozenset[str] = frozenset()


_GRAMMARS: dict[str, Grammar] = {}


def grammar(lang: LanguageData) -> Grammar:
    """The compiled surface grammar of a language, built on first use."""
    built = _GRAMMARS.get(lang.code)
    if built is None:
        built = _GRAMMARS[lang.code] = _compile(lang)
    return built


def _compile(lang: LanguageData) -> Grammar:
    table = lang.surface
    values: dict[str, object] = {"lang": lang}
    for name, value in table.items():
        if isinstance(value, tuple | list | set | frozenset) and name not in _TUPLE_FIELDS:
            value = frozenset(value)
        values[name] = value
    # Nouns we look for must not count as function words even when spaCy lists them.
    nouns = set(lang.kinship) | set(lang.pets) | set(lang.favorite_things)
    values["aux"] = values["copula"] | values["become"] | values["have"] | values["modals"]
    values["function_words"] = frozenset(lang.stop_words - nouns)
    values["boundaries"] = values["coordinators"] | values["subordinators"]
    values["compound_heads"] = tuple(
        sorted(w for w in nouns - set(lang.favorite_things) if len(w) >= 4)
    )
    values["hypothetical"] = PhraseSet.of(lang.hypothetical_markers)
    values["past_habitual"] = PhraseSet.of(lang.past_habitual)
    values["hedges"] = PhraseSet.of(tuple((h,) for h in lang.hedges) + lang.hedge_phrases)
    values["hedge_words"] = lang.hedges | {w for p in lang.hedge_phrases for w in p}
    # Nothing a person "has" in the possession sense: states and moments ("Hunger", "fame").
    values["have_stop"] = lang.not_possessions | values["time_nouns"]
    known = {f.name for f in fields(Grammar)}
    return Grammar(**{k: v for k, v in values.items() if k in known})  # type: ignore[arg-type]


@dataclass(slots=True)
class Word:
    """One token of a sentence, with what the surface rules need to know about it.

    Attributes:
        i: Index of the token in the doc.
        text: Original text.
        low: Lowercase text.
        lemma: Simplemma lemma (the verb table's lemma for verbs).
        cap: Starts with an uppercase letter.
        initial: First word of its sentence (so its capital says nothing).
        punct: Punctuation.
        verb_lemma: Infinitive when the word is a verb form, else "".
        person: 1s 2s 3s 1p 2p 3p, or "" (unknown or non-finite).
        tense: pres past impf cond fut subj subj_impf part part_pl inf ger imp, or "".
        known: The verb analysis comes from the language's verb table, not from a guess.
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
    verb_lemma: str = ""
    person: str = ""
    tense: str = ""
    known: bool = False
    prep: str = ""
    number: int | None = None

    @property
    def is_verb(self) -> bool:
        """The word is a verb form."""
        return bool(self.verb_lemma)

    @property
    def finite(self) -> bool:
        """A finite verb form (it carries a person)."""
        return bool(self.verb_lemma) and self.tense not in NON_FINITE

    @property
    def name_like(self) -> bool:
        """Capitalised inside the sentence: a name (or, in German, any noun)."""
        return self.cap and not self.initial and not self.punct


def sentence_words(sent: Span, g: Grammar) -> list[Word]:
    """The words of one sentence: fillers and repeats removed, verbs analysed."""
    raw: list[Word] = []
    first = True
    for tok in sent:
        if tok.is_space:
            continue
        low = tok.lower_
        punct = tok.is_punct and low != "'"
        word = Word(tok.i, tok.text, low, low, tok.text[:1].isupper(), first and not punct, punct)
        if not punct:
            first = False
            word.lemma = nlp.lemma(low, g.lang.code)
            word.prep = g.prep_contractions.get(low, low if low in g.prepositions else "")
            word.number = _number(low, g)
        raw.append(word)
    words = _drop_name_articles(_join_numbers(_dedupe(_drop_fillers(raw, g)), g), g)
    for k, word in enumerate(words):
        analysis = _verb_of(words, k, g)
        if analysis is not None:
            (word.verb_lemma, word.person, word.tense), word.known = analysis
            word.lemma = word.verb_lemma
    return words


def is_role_noun(low: str, g: Grammar) -> bool:
    """Is a capitalised word a role ("Lehrer", "Architekt") rather than a first name?

    Role nouns end in a role suffix or have a feminine form in the dictionary ("Architektin",
    "Lehrerin"); first names have none ("Peterin", "Paulin").
    """
    if low.endswith(g.role_suffixes + g.title_suffixes) or low in g.lang.traits:
        return True
    if any(low.endswith(head) and len(low) > len(head) + 2 for head in g.compound_heads):
        return True  # a compound of a person noun: "Krankenschwester"
    # Short words are left out: "Ben" + "in" is a country, "Tim" + "in" nothing.
    suffix = g.feminine_suffix
    mutations = tuple(g.vowel_mutations.items())
    return bool(suffix) and len(low) >= 4 and _has_feminine(low, suffix, g.lang.code, mutations)


@lru_cache(maxsize=16384)
def _has_feminine(low: str, suffix: str, code: str, mutations: tuple[tuple[str, str], ...]) -> bool:
    import simplemma

    if low.endswith(suffix):  # already feminine: "Lehrerin" <- "Lehrer" (but "Karin" <- "Kar")
        base = low[: -len(suffix)]
        return len(base) >= 4 and simplemma.is_known(base, lang=code)
    # The feminine may take an umlaut: "Koch" -> "Köchin", "Anwalt" -> "Anwältin".
    for k in range(len(low) - 1, -1, -1):
        changed = dict(mutations).get(low[k])
        if changed:
            umlauted = low[:k] + changed + low[k + 1 :]
            if simplemma.is_known(umlauted + suffix, lang=code):
                return True
            break
    return simplemma.is_known(low + suffix, lang=code)


def _number(low: str, g: Grammar) -> int | None:
    digits = low.rstrip(".")  # the German tokenizer keeps "45." whole
    if digits.isdigit():
        return int(digits)
    lang = g.lang
    if low in lang.determiners or (low in lang.stop_words and low not in lang.number_words):
        return None
    return parse_number([low.rstrip("'")], lang) if low[:1].isalpha() else None


def _join_numbers(words: list[Word], g: Grammar) -> list[Word]:
    """Join a tens or hundreds word and the units after a joiner ("thirty and four" -> 34)."""
    if not g.number_joiners:
        return words
    out: list[Word] = []
    k = 0
    while k < len(words):
        word = words[k]
        out.append(word)
        k += 1
        while (
            word.number is not None
            and k + 1 < len(words)
            and words[k].low in g.number_joiners
            and _joins(word.number, _units(words[k + 1], g))
        ):
            joiner, units = words[k], words[k + 1]
            word.number = (word.number or 0) + (_units(units, g) or 0)
            word.text = f"{word.text} {joiner.text} {units.text}"
            word.low = word.lemma = word.text.lower()
            k += 2
    return out


def _units(word: Word, g: Grammar) -> int | None:
    if word.punct:
        return None
    return word.number if word.number is not None else g.lang.number_words.get(word.low)


def _joins(tens: int, units: int | None) -> bool:
    """Do two numbers make one (20 + 3, 100 + 20, but not 3 + 20 or 20 + 30)?"""
    if units is None or units <= 0 or tens < 20:
        return False
    if tens % 100 == 0:
        return units < 100
    return tens % 10 == 0 and units < 10


def _drop_name_articles(words: list[Word], g: Grammar) -> list[Word]:
    """Drop a definite article before a name ("the Peter and the Paul" -> "Peter and Paul").

    Only for languages that list ``name_articles``: a capital inside the sentence is a name
    there, so the phrase reads as one (a subject, a copula's name) and not as a common noun.
    """
    if not g.name_articles:
        return words
    return [
        w
        for k, w in enumerate(words)
        if not (
            w.low in g.name_articles
            and k + 1 < len(words)
            and words[k + 1].name_like
            and words[k + 1].low not in g.lang.determiners
        )
    ]


def _drop_fillers(words: list[Word], g: Grammar) -> list[Word]:
    """Remove fillers and the commas around them.

    "heißt, äh, Leon" becomes "heißt Leon"; one comma stays when a new clause follows
    ("Berlin, also, ich arbeite ..."), so the clauses stay apart.
    """
    out: list[Word] = []
    k = 0
    while k < len(words):
        word = words[k]
        if word.punct or not _is_filler(words, k, g):
            out.append(word)
            k += 1
            continue
        comma = out.pop() if out and out[-1].text == "," else None
        k += 1
        while k < len(words) and (words[k].text == "," or words[k].low in g.lang.fillers):
            comma = comma or (words[k] if words[k].text == "," else None)
            k += 1
        if comma is not None and out and k < len(words) and _starts_clause(words[k], g):
            out.append(comma)
    return out


def _is_filler(words: list[Word], k: int, g: Grammar) -> bool:
    low = words[k].low
    if low in g.lang.fillers:
        return True
    return (
        low in g.comma_fillers
        and 0 < k < len(words) - 1
        and words[k - 1].text == ","
        and words[k + 1].text == ","
    )


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
            if j >= 0 and not out[j].punct and out[j].low == word.low:
                word.initial = word.initial or out[j].initial
                del out[j:]
        out.append(word)
    return out


def _verb_of(words: list[Word], k: int, g: Grammar) -> tuple[tuple[str, str, str], bool] | None:
    """The verb analysis of ``words[k]`` (form, and whether it is known), or None.

    Forms of the language's verb table come first; otherwise a word whose simplemma lemma
    looks like an infinitive is a guessed verb (no person, maybe a participle).
    """
    word = words[k]
    low = word.low
    lang = g.lang
    if word.punct or low in g.not_verbs or low in lang.traits or word.name_like:
        return None  # "sposata", "verheiratet" are traits; capitals inside are names/nouns
    nxt = words[k + 1] if k + 1 < len(words) else None
    prev = words[k - 1] if k else None
    if low in lang.determiners and nxt is not None and not nxt.punct:
        return None  # "meine Schwester", "sein Bruder": a determiner, not "meinen"/"sein"
    if prev is not None and prev.low in lang.determiners and prev.low not in g.relative_pronouns:
        known = g.verb_forms.get(low)
        if not (prev.low in g.infinitive_markers and known is not None and known[2] == "inf"):
            return None  # "il mio lavoro": a noun (an infinitive marker keeps the verb)
    if word.number is not None and nxt is not None and nxt.low in g.age_units:
        return None  # "ha sei anni"
    if low in g.ago_words and prev is not None and prev.low in g.time_nouns | g.age_units:
        return None  # "due anni fa": ago, not "does"
    form = g.verb_forms.get(low)
    if form is not None:
        return form, True
    if word.initial or low in lang.stop_words or low in g.prepositions:
        return None
    lemma = word.lemma
    if lemma != low and len(lemma) > 3 and lemma.endswith(g.infinitive_suffixes):
        marks = g.participle_marks
        tense = "part" if any(low.startswith(a) and low.endswith(b) for a, b in marks) else ""
        return (lemma, "", tense), False
    if lemma == low and len(low) > 5 and low.endswith(g.bare_infinitive_guess):
        return (lemma, "", "inf"), False
    return None
