"""Text helpers shared by extraction, retrieval and injection: cleaning, folding, normalising."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from hotmem.lang.base import LanguageData

__all__ = [
    "MAX_SYMBOL_RUN",
    "MAX_TOKENS",
    "clean_utterance",
    "contains_phrase",
    "fold",
    "folded_words",
    "neutralize",
    "normalize_entity",
    "padded_words",
    "parse_number",
    "sanitize_value",
]

# Controls, invisible and direction marks (soft hyphen, zero-width, bidi embeddings and
# isolates, word joiners, variation selectors, Hangul fillers), Unicode tag characters (hidden
# text) and lone surrogates (no store can encode them).
_CONTROL = re.compile(
    r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5"
    r"\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0"
    r"\ud800-\udfff\U000e0000-\U000e0fff]"
)
# Chat-template role markup ("<|im_start|>", "[INST]", "<<SYS>>") once folded by NFKC.
_ROLE_MARKUP = re.compile(
    r"<\|[^|]{0,40}\|>|<\||\|>|\[/?INST\]|<</?SYS>>|</?s>|</?system>", re.IGNORECASE
)
_SPACES = re.compile(r"\s+")
_WORD = re.compile(r"\w+")
_COMPOUND_WORD = re.compile(r"\w+(?:-\w+)*")
_EDGE_PUNCT = " \t\n.,;:!?¿¡\"'«»“”‘’()[]{}-–—*_/\\"
_TAG = re.compile(r"</?[A-Za-z][^<>]{0,200}>")
_MARKUP = re.compile(r"<[^>]{0,200}>|[`#*_~|>\[\]{}]")
# spaCy's tokenizer splits prefixes and suffixes one character at a time, rescanning the rest:
# a run of n symbols ("((((...", "!!!!...", emoji) costs O(n^2) (2,000 "(" took over half a
# second, the GIL held). No speech needs more than a few symbols in a row.
MAX_SYMBOL_RUN = 8
_SYMBOL_RUN = re.compile(rf"[^\w\s]{{{MAX_SYMBOL_RUN + 1},}}")
# Parsing costs per token: a turn is cut after this many word runs and symbols (the tokens a
# parser will see, near enough). Two minutes of speech stay whole; ". . . ." or
# "http://a/a/a/..." of 2,000 characters would otherwise make a thousand tokens or more.
MAX_TOKENS = 300
_PIECE = re.compile(r"\w+|[^\w\s]")
# Work on at most this many times ``max_chars`` before cleaning: cleaning stays linear and
# short however large the input (a 100 kB paste costs what 8 kB do).
_RAW_FACTOR = 4


def clean_utterance(text: str, max_chars: int) -> tuple[str, tuple[str, ...]]:
    """Make raw transcription text safe for the hot path.

    Control and zero-width characters are dropped, whitespace collapsed, runs of symbols cut
    to :data:`MAX_SYMBOL_RUN`, and text longer than ``max_chars`` characters or
    :data:`MAX_TOKENS` tokens truncated (each cut noted, so the caller can log it). Parsing
    the result costs a bounded time, whatever the input.
    """
    notes: list[str] = []
    text = text[: max_chars * _RAW_FACTOR]
    text = _CONTROL.sub(" ", text)
    if not text.isascii():
        text = _ascii_digits(text)
    text = _TAG.sub(" ", text)  # markup is never speech: "<system>" would become a "fact"
    text = _SPACES.sub(" ", text).strip()
    text, cuts = _SYMBOL_RUN.subn(lambda run: run.group()[:MAX_SYMBOL_RUN], text)
    if cuts:
        notes.append(f"{cuts} run(s) of symbols cut to {MAX_SYMBOL_RUN}")
    if len(text) > max_chars:
        cut = text.rfind(" ", 0, max_chars)
        text = text[: cut if cut > max_chars // 2 else max_chars]
        notes.append(f"truncated to {len(text)} characters")
    for count, piece in enumerate(_PIECE.finditer(text), start=1):
        if count > MAX_TOKENS:
            text = text[: piece.start()].rstrip()
            notes.append(f"cut to {MAX_TOKENS} tokens")
            break
    return text, tuple(notes)


def _ascii_digits(text: str) -> str:
    """Digits of any script as ASCII ("²" -> "2", "①" -> "1", "٣" -> "3").

    ``str.isdigit`` accepts them but ``int`` does not: every reader of numbers would fail.
    """
    if not any(c.isdigit() and not c.isascii() for c in text):
        return text
    return "".join(
        str(unicodedata.digit(c)) if c.isdigit() and not c.isascii() else c for c in text
    )


@lru_cache(maxsize=65536)  # entity names repeat turn after turn; folding is not free
def fold(text: str) -> str:
    """The form every comparison uses: case-folded, accent-free, whitespace collapsed.

    "Zürich" == "zurich", "Straße" == "strasse", "Œuvre" == "oeuvre", "São  Paulo" == "sao paulo".
    Stored keys (aliases, folded entity names) use it too: change it only with a migration.
    """
    # Case-folded again after NFKD: compatibility letters ("𝓐", "Ⓐ") decompose to capitals.
    decomposed = unicodedata.normalize("NFKD", text.casefold()).casefold()
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    stripped = stripped.replace("œ", "oe").replace("æ", "ae")
    return _SPACES.sub(" ", stripped).strip()


def folded_words(text: str, *, compounds: bool = False) -> list[str]:
    """The words of a text in their folded form (:func:`fold`), in order.

    Args:
        text: Any text.
        compounds: Keep hyphenated compounds whole ("week-end", "avant-hier"), for word lists
            that hold them; by default every run of word characters is a word.
    """
    return (_COMPOUND_WORD if compounds else _WORD).findall(fold(text))


def padded_words(text: str) -> str:
    """The folded words of a text, space-separated, one space before and after: " oh i love ".

    ``f" {phrase} " in padded_words(text)`` tells whether a folded phrase is said as whole words.
    """
    return f" {' '.join(folded_words(text))} "


def parse_number(words: list[str], lang: LanguageData) -> int | None:
    """Digits or number words ("thirty-four", "treinta y cuatro", "vierunddreißig") -> int."""
    if not words:
        return None
    joined = "".join(words)
    if joined.isdigit():
        return int(joined)
    total = 0
    seen = False
    for word in words:
        for part in re.split(r"[-\s]", word.lower()):
            if not part or part in lang.number_joiners:
                continue
            if part.isdigit():
                total += int(part)
                seen = True
            elif part in lang.number_words:
                value = lang.number_words[part]
                total = total * value if value == 100 and total else total + value
                seen = True
            else:
                compound = _split_compound_number(part, lang)
                if compound is None:
                    return None
                total += compound
                seen = True
    return total if seen else None


def _split_compound_number(word: str, lang: LanguageData) -> int | None:
    # German "vierunddreißig", Italian "trentaquattro", French "vingt-et-un" after the split:
    # greedily read known number words from the left.
    total, rest = 0, word
    while rest:
        for size in range(len(rest), 1, -1):
            head = rest[:size]
            if head in lang.number_words:
                total += lang.number_words[head]
                rest = rest[size:]
                break
            if head in lang.number_joiners:
                rest = rest[size:]
                break
        else:
            return None
    return total


def normalize_entity(words: list[str], lang: LanguageData) -> str:
    """Normalise an entity's words per DESIGN.md §5 (same rules for subjects and objects).

    Lowercase; leading determiners and possessives dropped; whitespace collapsed; number words
    as digits; punctuation trimmed at the edges. Accents are kept (comparisons fold them).
    """
    tokens = [w.lower().strip(_EDGE_PUNCT) for w in words]
    tokens = [t for t in tokens if t]
    while tokens and (tokens[0] in lang.determiners or tokens[0] in lang.fillers):
        tokens.pop(0)
    while len(tokens) > 1 and (
        tokens[-1] in lang.fillers
        or tokens[-1] in lang.pronouns_he
        or tokens[-1] in lang.pronouns_she
    ):
        tokens.pop()  # "islande faque", "mairie de perpignan elle": no part of it
    if tokens and tokens[0].endswith("'") and len(tokens[0]) <= 3:
        tokens[0] = ""  # l', d' (fr/it elided articles)
    tokens = [t for t in tokens if t]
    number = parse_number(tokens, lang) if tokens else None
    if number is not None:
        return str(number)
    return _SPACES.sub(" ", " ".join(tokens)).strip(_EDGE_PUNCT)


def neutralize(text: str) -> str:
    """Text fit to show a model as data, whole (memory bullets and tool results pass here).

    NFKC-folded (fullwidth "＜｜im_start｜＞" becomes plain ASCII, and is then caught),
    invisible, bidi and tag characters removed, chat role markup replaced by a space.
    """
    text = unicodedata.normalize("NFKC", _CONTROL.sub("", text))
    text = _CONTROL.sub("", text)  # NFKC can compose new ones
    return _ROLE_MARKUP.sub(" ", text)


def sanitize_value(text: str, max_chars: int = 80) -> str:
    """Make a stored value harmless inside a system message.

    No control characters, no markup or role markers, bounded length.
    """
    text = neutralize(text)
    text = _MARKUP.sub(" ", text)
    text = text.replace('"', "'")
    text = _SPACES.sub(" ", text).strip()
    if len(text) > max_chars:
        cut = text.rfind(" ", 0, max_chars)
        text = text[: cut if cut > max_chars // 2 else max_chars].rstrip() + "…"
    return text


def contains_phrase(words: Sequence[str], phrases: tuple[tuple[str, ...], ...]) -> bool:
    """True when one of the word phrases occurs in ``words``.

    One pass over the words, trying only the phrases that start with the word at hand.
    """
    by_first = _phrases_by_first_word(phrases)
    if by_first.keys().isdisjoint(words):
        return False
    for i, word in enumerate(words):
        for phrase in by_first.get(word, ()):
            if len(phrase) == 1 or tuple(words[i : i + len(phrase)]) == phrase:
                return True
    return False


def starts_with_phrase(words: Sequence[str], phrases: tuple[tuple[str, ...], ...]) -> int:
    """The length of the longest of ``phrases`` that ``words`` start with (0: none).

    Only the phrases that start with the first word are tried.
    """
    if not words:
        return 0
    longest = 0
    for phrase in _phrases_by_first_word(phrases).get(words[0], ()):
        if len(phrase) > longest and tuple(words[: len(phrase)]) == phrase:
            longest = len(phrase)
    return longest


def contains_hedge(
    words: Sequence[str], phrases: tuple[tuple[str, ...], ...], question_words: frozenset[str]
) -> bool:
    """True when a hedge phrase occurs in ``words`` as a hedge.

    A phrase a question word follows within three words is an embedded question and no hedge
    ("je sais pas trop par où commencer", "je sais plus où donner de la tête").
    """
    by_first = _phrases_by_first_word(phrases)
    if by_first.keys().isdisjoint(words):
        return False
    for i, word in enumerate(words):
        for phrase in by_first.get(word, ()):
            end = i + len(phrase)
            if len(phrase) == 1:
                return True
            if tuple(words[i:end]) == phrase and question_words.isdisjoint(words[end : end + 3]):
                return True
    return False


_TABLES_KEPT = 512
# Phrase tables by identity: the tables are language data, built once and kept, and hashing a
# table of a few hundred phrases on every call cost more than the search itself.
_BY_FIRST_WORD: dict[
    int, tuple[tuple[tuple[str, ...], ...], dict[str, tuple[tuple[str, ...], ...]]]
] = {}


def _phrases_by_first_word(
    phrases: tuple[tuple[str, ...], ...],
) -> dict[str, tuple[tuple[str, ...], ...]]:
    known = _BY_FIRST_WORD.get(id(phrases))
    if known is not None and known[0] is phrases:
        return known[1]
    index: dict[str, list[tuple[str, ...]]] = {}
    for phrase in phrases:
        if phrase:
            index.setdefault(phrase[0], []).append(phrase)
    by_first = {first: tuple(group) for first, group in index.items()}
    if len(_BY_FIRST_WORD) >= _TABLES_KEPT:
        _BY_FIRST_WORD.clear()
    _BY_FIRST_WORD[id(phrases)] = (phrases, by_first)  # the table is kept: its id stays its own
    return by_first
