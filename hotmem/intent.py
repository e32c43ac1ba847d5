"""Intent of a user turn: cues read from the tokens, then a decision once facts are known.

Reading the cues is a single pass over the tokens with the language's lexicons (well under the
2 ms budget); the decision combines them with what extraction found, so "did I tell you my
sister lives in Rome?" is a question that carries a fact while "where do I live?" is not.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from hotmem.lang.base import LanguageData
from hotmem.text import contains_phrase, starts_with_phrase

if TYPE_CHECKING:  # spaCy is imported when a model loads, not with hotmem
    from spacy.tokens import Doc, Span

__all__ = [
    "COMMAND",
    "CORRECTION",
    "FACT_STATEMENT",
    "HYPOTHETICAL",
    "INTENTS",
    "MULTIPLE_FACTS",
    "PURE_QUESTION",
    "QUESTION_WITH_FACT",
    "REACTION",
    "Cues",
    "Words",
    "decide",
    "read_cues",
]

FACT_STATEMENT = "FACT_STATEMENT"
MULTIPLE_FACTS = "MULTIPLE_FACTS"
QUESTION_WITH_FACT = "QUESTION_WITH_FACT"
PURE_QUESTION = "PURE_QUESTION"
CORRECTION = "CORRECTION"
HYPOTHETICAL = "HYPOTHETICAL"
REACTION = "REACTION"
COMMAND = "COMMAND"
INTENTS = (
    FACT_STATEMENT,
    MULTIPLE_FACTS,
    QUESTION_WITH_FACT,
    PURE_QUESTION,
    CORRECTION,
    HYPOTHETICAL,
    REACTION,
    COMMAND,
)


@dataclass(frozen=True, slots=True)
class Cues:
    """What the words of a turn say about its intent, before extraction.

    Attributes:
        question_sents: Start offsets (token index) of the sentences that are questions.
        correction: A correction marker opens the turn or a clause.
        hypothetical: A conditional / wish / plan marker occurs.
        remember: The turn opens with "remember that ..." or an equivalent.
        forget: The turn opens with "forget that ..." or an equivalent.
        recall_all: "what do you know about me?" and equivalents.
        reaction_only: Every word is small talk.
        hedged: A hedge occurs anywhere.
        doubt: The speaker doubts the whole turn ("I'm not sure", "I guess"): every fact
            of it is hedged.
        restore: The speaker takes back the correction just made ("I was right before").
        asks: The turn asks the assistant something somewhere (an ask phrase), where its
            sentences do not tell which: a question for the intent, not for its facts.
        mood: A word of a passing mood occurs ("tired", "müde").
    """

    question_sents: frozenset[int]
    correction: bool
    hypothetical: bool
    remember: bool
    forget: bool
    recall_all: bool
    reaction_only: bool
    hedged: bool
    doubt: bool = False
    restore: bool = False
    asks: bool = False
    mood: bool = False

    @property
    def question(self) -> bool:
        """True when any sentence of the turn is a question."""
        return bool(self.question_sents)


@dataclass(frozen=True, slots=True)
class Words:
    """The tokens of a turn as the cues read them (from the doc's arrays, read once).

    Attributes:
        lower: Every token, lowercase.
        punct: Per token: punctuation.
        space: Per token: whitespace.
        word_indices: The tokens that are words (neither punctuation nor whitespace).
        words: Those words, lowercase.
    """

    lower: list[str]
    punct: list[bool]
    space: list[bool]
    word_indices: tuple[int, ...] = field(init=False)
    words: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        kept = tuple(
            i
            for i, (punct, space) in enumerate(zip(self.punct, self.space, strict=True))
            if not (punct or space)
        )
        object.__setattr__(self, "word_indices", kept)
        object.__setattr__(self, "words", tuple(self.lower[i] for i in kept))


def read_cues(doc: Doc, lang: LanguageData, tokens: Words) -> Cues:
    """Read the intent cues of a parsed (or only tokenised) turn.

    Args:
        doc: The turn (its sentences).
        lang: Its language's data.
        tokens: Its tokens (see :class:`Words`).
    """
    words = list(tokens.words)
    content = [w for w in words if w not in lang.fillers]
    sentences = _sentences(doc)
    questions = frozenset(s.start for s in sentences if _is_question(tokens, s.start, s.end, lang))
    if not questions and lang.question_phrases and contains_phrase(words, lang.question_phrases):
        # "... bref tu peux me conseiller un vin": a transcript's question, unmarked
        questions = frozenset(
            s.start
            for s in sentences
            if contains_phrase([t.lower_ for t in s if not t.is_punct], lang.question_phrases)
        )
    if lang.request_phrases and contains_phrase(words, lang.request_phrases):
        questions |= {s.start for s in sentences if _requests(tokens, s.start, s.end, lang)}
    # Skip openers ("hey", "okay", "please") before a command: "hey, remember that ...".
    start = 0
    while start < min(3, len(content)) and (
        content[start] in lang.reactions or content[start] in lang.openers
    ):
        start += 1
    # A marker may begin with an opener's word: "no recuerdes que ..." ("no" a reaction).
    openings = [content[i : i + 6] for i in range(start + 1)]
    remember = max(starts_with_phrase(o, lang.remember_markers) for o in openings)
    forget = max(starts_with_phrase(o, lang.forget_markers) for o in openings)
    if remember and forget:  # "oublie pas que ...": remember; "retiens pas ça": forget
        remember, forget = remember > forget, forget > remember
    return Cues(
        question_sents=questions,
        correction=_correction(words, lang),
        hypothetical=contains_phrase(words, lang.hypothetical_markers),
        remember=bool(remember),
        forget=bool(forget),
        recall_all=contains_phrase(words, lang.recall_all_markers),
        reaction_only=_reaction_only(content, lang),
        hedged=any(w in lang.hedges for w in words) or contains_phrase(words, lang.hedge_phrases),
        doubt=_doubt(content, lang),
        restore=contains_phrase(words, lang.restore_markers),
        asks=bool(lang.ask_phrases) and contains_phrase(words, lang.ask_phrases),
        mood=not lang.mood_words.isdisjoint(words),
    )


def decide(cues: Cues, *, asserted_clauses: int, retracted: int, blocked: int) -> str:
    """The turn's intent from its cues and what extraction kept.

    Args:
        cues: The cues of :func:`read_cues`.
        asserted_clauses: Independent clauses that asserted at least one fact.
        retracted: Facts the turn negates or corrects.
        blocked: Candidate facts dropped as hypothetical, planned or reported.
    """
    if cues.recall_all or cues.remember or cues.forget:
        return COMMAND
    if cues.question or cues.asks:
        return QUESTION_WITH_FACT if asserted_clauses else PURE_QUESTION
    if cues.correction and (asserted_clauses or retracted):
        return CORRECTION
    if asserted_clauses >= 2:
        return MULTIPLE_FACTS
    if asserted_clauses == 1 or retracted:
        return FACT_STATEMENT
    if cues.hypothetical and (blocked or not cues.hedged):
        return HYPOTHETICAL
    # A blocked fact ("antes vivía en Lisboa") is still a statement, even without a pronoun.
    # A mood with no fact ("ich bin heute so müde") is small talk too.
    return REACTION if (cues.reaction_only or cues.mood) and not blocked else FACT_STATEMENT


def _reaction_only(content: list[str], lang: LanguageData) -> bool:
    """Small talk: no word about the user or their people, only a few content words."""
    if not content:
        return False
    if any(w in lang.first_person or w in lang.kinship or w in lang.pets for w in content):
        return False
    meaningful = [w for w in content if w not in lang.stop_words or w in lang.reactions]
    return len(meaningful) <= 6


def _sentences(doc: Doc) -> list[Span]:
    try:
        return list(doc.sents)
    except ValueError:  # no sentence boundaries (blank pipeline without sentencizer)
        return [doc[:]]


def _is_question(tokens: Words, start: int, end: int, lang: LanguageData) -> bool:
    lower, punct = tokens.lower, tokens.punct
    said = [i for i in range(start, end) if not tokens.space[i]]
    if not said:
        return False
    last = lower[said[-1]]
    if last == "?" or lower[said[0]] == "¿" or any(lower[i] == "?" for i in said[-2:]):
        return True
    words: list[str] = []  # the first three words are all the tests below read
    for i in said:
        if not punct[i] and lower[i] not in lang.fillers:
            words.append(lower[i])
            if len(words) == 3:
                break
    if not words:
        return False
    if last == "!":
        return False  # "Wie schön!", "What a day!": an exclamation, not a question
    if lang.rhetorical_phrases and starts_with_phrase(words, lang.rhetorical_phrases):
        return False  # "weißt du was ich gemacht hab": it asks nothing
    first = words[0]
    if len(words) > 1 and words[1][:1] == "-":
        first += words[1]  # "est-ce": one word the tokenizer split at its hyphen
    if first in lang.question_words:
        return len(words) > 1 and not _is_relative_opening(words, lang)
    if len(words) > 1 and _speaker_after_verb(first, words[1], lang):
        return True  # "wohn ich noch in köln": no imperative has the speaker as its subject
    return (
        first in lang.question_aux
        and len(words) > 1
        and (
            words[1] in lang.second_person
            or words[1] in lang.first_person
            or words[1] in lang.determiners
            # "gibt es hier ...", "is it gonna snow": an impersonal subject, no place
            or (words[1] in lang.pronouns_it and words[1] not in lang.place_deictics)
        )
    )


def _speaker_after_verb(first: str, second: str, lang: LanguageData) -> bool:
    """A verb-second language's verb, then the speaker as its subject pronoun: a question."""
    return (
        lang.verb_second
        and first in lang.verb_forms
        and second in lang.first_person
        and second in lang.parser_words.get("subject_pronouns", ())
    )


def _doubt(words: list[str], lang: LanguageData) -> bool:
    """A phrase that puts the turn in doubt ("I'm not sure"), not one a contrast follows.

    "... or maybe portugal i'm not sure but last summer we went to vietnam": the doubt is of
    what came before. One that opens the turn doubts it all ("não tenho a certeza mas ...").
    """
    if not contains_phrase(words, lang.doubt_phrases):
        return False
    if not lang.contrast_words:
        return True
    for i in range(len(words)):
        for phrase in lang.doubt_phrases:
            end = i + len(phrase)
            if tuple(words[i:end]) == phrase and (
                i == 0 or end >= len(words) or words[end] not in lang.contrast_words
            ):
                return True
    return False


def _requests(tokens: Words, start: int, end: int, lang: LanguageData) -> bool:
    """A request to the assistant anywhere in the sentence ("... can you help").

    Not one a rhetorical phrase holds ("... can you believe it": it asks nothing).
    """
    words = tokens.lower[start:end]
    if not contains_phrase(words, lang.request_phrases):
        return False
    if not lang.rhetorical_phrases or not contains_phrase(words, lang.rhetorical_phrases):
        return True
    words = list(words)
    for i in range(len(words)):
        for phrase in lang.rhetorical_phrases:
            if tuple(words[i : i + len(phrase)]) == phrase:
                words[i : i + len(phrase)] = [""] * len(phrase)
    return contains_phrase(words, lang.request_phrases)


def _is_relative_opening(words: list[str], lang: LanguageData) -> bool:
    # "what I love is ...", "wo ich wohne, ...": a statement, not a question.
    return len(words) > 2 and words[1] in lang.first_person and words[2] not in lang.question_aux


def _correction(words: list[str], lang: LanguageData) -> bool:
    # A correction marker near the start ("actually, ...", "no wait, I meant ...", "oh sorry,
    # ..."), where it repairs what came before rather than being part of a fact.
    head = [w for w in words[:8] if w not in lang.fillers]
    if any(starts_with_phrase(head[i:], lang.correction_markers) for i in range(min(4, len(head)))):
        return True
    # A self-repair anywhere: a marker of several words with a "no" in it ("à lyon non pardon
    # à villeurbanne", "no sorry cambridge")
    repairs = _self_repairs(lang)
    return bool(repairs) and contains_phrase(words, repairs)


# A language's self-repair markers, by its data's identity (the entry holds the data, so the id
# is never reused while it lives): built once, and the phrase search indexes the same table.
_SELF_REPAIRS: dict[int, tuple[LanguageData, tuple[tuple[str, ...], ...]]] = {}


def _self_repairs(lang: LanguageData) -> tuple[tuple[str, ...], ...]:
    """The correction markers of several words with a "no" in them ("no sorry", "non pardon")."""
    known = _SELF_REPAIRS.get(id(lang))
    if known is None or known[0] is not lang:
        repairs = tuple(
            m for m in lang.correction_markers if len(m) > 1 and not lang.negations.isdisjoint(m)
        )
        known = _SELF_REPAIRS[id(lang)] = (lang, repairs)
    return known[1]
