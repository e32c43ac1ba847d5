"""Dates a query names ("in may 2023", "on 13 october 2023"), resolved to a time window.

Used to rank past turns (:mod:`hotmem.recall`): a turn said within the window a question names
is more likely the one it asks about. Only explicit calendar dates are read: a month with a
year, or a day and a month (with a year, or else its latest occurrence before ``now``). A
month alone ("may") says too little, and is too often another word, to date anything.
Month names are language data (``MONTH_NAMES``); numbers may carry an ordinal ending ("13th",
"1er", "3.").
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from functools import cache

from hotmem.lang import get_language
from hotmem.text import fold

__all__ = ["TELLING_DAYS", "asks_when", "date_window"]

# A turn tells of an event some days after it: the window reaches this far past its end.
TELLING_DAYS = 7
_LEADING_NUMBER = re.compile(r"\d+")
# How far from the month name its day and year may stand ("13 of october, 2023").
_REACH = 3


def asks_when(words: list[str], lang: str) -> bool:
    """True when the words ask for a time ("when did i ...").

    Args:
        words: The query's folded words (:func:`hotmem.text.folded_words`, compounds kept whole).
        lang: Its language.
    """
    return not _when_words(lang).isdisjoint(words)


@cache
def _when_words(lang: str) -> frozenset[str]:
    return frozenset(fold(w) for w in get_language(lang).when_words)


def date_window(words: list[str], lang: str, now: float) -> tuple[float, float] | None:
    """The time window (Unix start, end) of the first calendar date the words name, or None.

    Args:
        words: The query's folded words (:func:`hotmem.text.folded_words`, compounds kept whole).
        lang: Its language (for the month names).
        now: The current time (a day and month without a year are their latest occurrence
            before it).
    """
    months = {fold(name): number for name, number in get_language(lang).month_names.items()}
    for position, word in enumerate(words):
        month = months.get(word)
        if month is None:
            continue
        day = year = None
        nearby = words[max(0, position - _REACH) : position + _REACH + 1]
        for other in nearby:
            digits = _LEADING_NUMBER.match(other)
            if digits is None:
                continue
            number = int(digits.group())
            if 1900 <= number <= 2200 and year is None:
                year = number
            elif 1 <= number <= 31 and day is None:
                day = number
        if year is None and day is None:
            continue
        try:
            return _window(day, month, year, now)
        except ValueError:  # "31 february"
            continue
    return None


def _window(day: int | None, month: int, year: int | None, now: float) -> tuple[float, float]:
    if year is None:  # "on 3 may": the latest 3 may before now
        today = datetime.fromtimestamp(now)
        year = today.year if (month, day or 1) <= (today.month, today.day) else today.year - 1
    if day is None:
        start = datetime(year, month, 1)
        end = datetime(year + month // 12, month % 12 + 1, 1)
    else:
        start = datetime(year, month, day)
        end = start + timedelta(days=1)
    return start.timestamp(), end.timestamp()
