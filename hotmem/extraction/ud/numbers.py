"""Spoken numbers: number words, digits and hyphen compounds ("quatre-vingt-douze").

Used to keep numbers out of the verb readings and to read ages and quantities.
"""

from __future__ import annotations

from hotmem.extraction.ud.context import Ctx
from hotmem.extraction.ud.words import Word
from hotmem.lang.base import LanguageData
from hotmem.text import parse_number


def is_number(ctx: Ctx, token: Word) -> bool:
    """A number: digits, a number word or a hyphen compound ("vingt-deux")."""
    low = token.lower_
    return (
        token.like_num
        or (token.pos_ == "NUM" and low.endswith(".") and low[:-1].isdigit())  # "Ich bin 45."
        or low in ctx.lang.number_words
        or _hyphen_number(low, ctx.lang) is not None
        or (token.pos_ == "NUM" and low.isalpha() and parse_number([low], ctx.lang) is not None)
    )


def _hyphen_number(word: str, lang: LanguageData) -> int | None:
    if "-" not in word:
        return None
    return parse_compound_number([word], lang)


def parse_compound_number(words: list[str], lang: LanguageData) -> int | None:
    """:func:`parse_number` after reading multiplicative hyphen compounds whole.

    "quatre-vingt-douze" is 80 + 12, not 4 + 20 + 12.
    """
    out: list[str] = []
    for word in words:
        if word in ("-",):
            continue
        parts = word.split("-")
        i = 0
        while i < len(parts):
            for size in range(len(parts) - i, 1, -1):
                joined = "-".join(parts[i : i + size])
                if joined in lang.number_words:
                    out.append(str(lang.number_words[joined]))
                    i += size
                    break
            else:
                out.append(parts[i])
                i += 1
    if out and all(w.isdigit() for w in out) and len(out) > 1:
        return sum(int(w) for w in out)
    return parse_number([w for w in out if w], lang)
