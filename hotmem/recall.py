"""Recall of past turns from RAM: an inverted index of a user's episodes, with their context.

A past turn is found by its words, but a spoken answer rarely repeats the question it answers:
"a sunset, with the kids" answers "what did you paint?". So each user turn is indexed with
the words of the assistant reply it answered (its *prompt*, at :data:`PROMPT_WEIGHT` of its
own words), and a hit lends part of its score to the turns next to it in the same session
(:data:`NEIGHBOUR_SHARE`): a story told over two turns is found from either. Ranking is Okapi
BM25 over the Snowball stems the full-text index of the store uses too, with a weak length
normalisation (spoken turns differ in length by their fillers more than by their topics).

On LoCoMo (evidence recall@5 over categories 1-4), stems alone score 0.63, with prompts 0.71,
with prompts and neighbours 0.74 (see ``hotmem eval locomo``).

The engine builds it from the store (in the background at a preload or a user's first
question, or at a search) and keeps it current with every turn and reply, which are indexed
at the next search. It is cheap enough for the passive path: a query reads only the posting
lists of its own stems (numpy over the columns), and the lists of stems too common to tell
turns apart are skipped (:data:`MAX_SHARE`).

Dates help too: a question that names a date ("what did I paint in july 2023?") prefers turns
said within it (:data:`DATE_BOOST`, see :mod:`hotmem.dates`), and one that asks "when" prefers
turns that date what they tell ("yesterday", "last week": :data:`WHEN_BOOST`).
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

import numpy as np

from hotmem.config import SUPPORTED_LANGS
from hotmem.dates import TELLING_DAYS
from hotmem.lang import get_language
from hotmem.store.base import Episode
from hotmem.store.text import stems
from hotmem.text import fold, folded_words

__all__ = [
    "DATE_BOOST",
    "MAX_SHARE",
    "NEIGHBOUR_SHARE",
    "PROMPT_WEIGHT",
    "WHEN_BOOST",
    "Recall",
    "RecallHit",
]

# A prompt word counts this much of a word the user said (tuned on LoCoMo: 0.3-0.7 all help).
PROMPT_WEIGHT = 0.5
# The share of its score a hit lends each neighbouring turn of its session.
NEIGHBOUR_SHARE = 0.5
# Stems in more than this share of the turns are skipped once there are :data:`_MANY` turns:
# they cost the longest posting lists and, with a low idf, change little of the ranking.
MAX_SHARE = 0.25
_MANY = 50
# A turn said within the window a query's date names scores this much more (LoCoMo: +1.2
# points of recall@5 at 1.0, flat from 0.5 to 2).
DATE_BOOST = 1.0
# A dated turn scores this much more for a question that asks "when" (+2.5 points on LoCoMo's
# temporal questions).
WHEN_BOOST = 0.4
_DAY = 86_400.0
_K1 = 1.2
_B = 0.4


@dataclass(frozen=True, slots=True)
class RecallHit:
    """A past turn found by :meth:`Recall.search`.

    Attributes:
        episode: The turn.
        score: Its BM25 score plus what its neighbours lent it (higher is better).
        why: The parts of the score: ``bm25`` (its words and its prompt's) and ``neighbour``.
    """

    episode: Episode
    score: float
    why: dict[str, float]


class Recall:
    """The inverted index of one user's past turns.

    Turns are added in the order they were said (:meth:`add`); an assistant reply (an episode
    without user text) becomes the prompt of the user's next turn in the same session.
    """

    __slots__ = (
        "_dated",
        "_episodes",
        "_lengths",
        "_next",
        "_postings",
        "_previous",
        "_prompts",
        "_times",
        "_total_length",
        "_turn_of_session",
        "_unindexed",
    )

    def __init__(self, episodes: Iterable[Episode] = ()) -> None:
        self._episodes: list[Episode] = []
        self._dated = array("b")  # 1 when the turn dates what it tells
        self._times = array("d")  # when each turn was said
        self._lengths = array("f")
        self._total_length = 0.0
        # stem -> (turn numbers, weighted frequencies), in turn order
        self._postings: dict[str, tuple[array, array]] = {}
        self._previous = array("q")  # the previous turn of the same session, or -1
        self._next = array("q")  # the next turn of the same session, or -1
        self._turn_of_session: dict[str | None, int] = {}  # its newest turn
        self._prompts: dict[str | None, list[str]] = {}  # replies waiting for the next turn
        # Turns and replies added since the last search: indexed by the next one, so that a
        # turn that asks nothing pays only an append.
        self._unindexed: list[Episode] = []
        for episode in episodes:
            self._index(episode)

    def __len__(self) -> int:
        """The number of user turns held, indexed or waiting for the next search."""
        return len(self._episodes) + sum(1 for e in self._unindexed if e.text)

    def add(self, episode: Episode) -> None:
        """Add a user turn, or an assistant reply (the prompt of the next turn); O(1).

        It is indexed when the index is next searched.
        """
        self._unindexed.append(episode)

    def _catch_up(self) -> None:
        pending, self._unindexed = self._unindexed, []
        for episode in pending:
            self._index(episode)

    def _index(self, episode: Episode) -> None:
        """Index a user turn, or keep an assistant reply as the prompt of the next one."""
        if episode.reply and not episode.text:
            self._prompts.setdefault(episode.session_id, []).append(episode.reply)
            return
        if not episode.text:
            return
        prompts = self._prompts.pop(episode.session_id, ())
        weights: dict[str, float] = {}
        for prompt in prompts:
            for stem in stems(prompt, episode.lang).split():
                weights[stem] = weights.get(stem, 0.0) + PROMPT_WEIGHT
        for stem in stems(episode.text, episode.lang).split():
            weights[stem] = weights.get(stem, 0.0) + 1.0
        number = len(self._episodes)
        self._episodes.append(episode)
        words = folded_words(episode.text, compounds=True)
        self._dated.append(not _time_words(episode.lang).isdisjoint(words))
        self._times.append(episode.at)
        length = sum(weights.values())
        self._lengths.append(length)
        self._total_length += length
        for stem, weight in weights.items():
            postings = self._postings.get(stem)
            if postings is None:
                postings = self._postings[stem] = (array("q"), array("f"))
            postings[0].append(number)
            postings[1].append(weight)
        previous = self._turn_of_session.get(episode.session_id, -1)
        self._previous.append(previous)
        self._next.append(-1)
        if previous >= 0:
            self._next[previous] = number
        self._turn_of_session[episode.session_id] = number
        if episode.reply:  # a turn stored with its reply: the reply prompts the next turn
            self._prompts.setdefault(episode.session_id, []).append(episode.reply)

    def search(
        self,
        query_stems: Iterable[str],
        limit: int,
        *,
        window: tuple[float, float] | None = None,
        asks_when: bool = False,
        max_postings: int | None = None,
    ) -> list[RecallHit]:
        """The past turns best matching the stems of a query, best first.

        Args:
            query_stems: Stems of the query's content words (see
                :func:`hotmem.store.text.query_stems`).
            limit: Maximum number of hits.
            window: The time window a date of the query names (:func:`hotmem.dates.date_window`).
            asks_when: The query asks for a time.
            max_postings: Skip the stems of more turns than this too (a bound on the work, for
                the hot path).
        """
        self._catch_up()
        count = len(self._episodes)
        if not count or limit <= 0:
            return []
        # Zero-copy views of the columns; none outlives this call, so the arrays can grow again.
        lengths = np.frombuffer(self._lengths, dtype=np.float32)
        norms = _K1 * (1 - _B + _B * lengths / (self._total_length / count))
        own = np.zeros(count)
        for stem in set(query_stems):
            postings = self._postings.get(stem)
            if postings is None or (count >= _MANY and len(postings[0]) > MAX_SHARE * count):
                continue
            if max_postings is not None and len(postings[0]) > max_postings:
                continue
            numbers = np.frombuffer(postings[0], dtype=np.int64)
            weights = np.frombuffer(postings[1], dtype=np.float32)
            df = len(numbers)
            idf = math.log((count - df + 0.5) / (df + 0.5) + 1)
            # a stem occurs once per posting list: fancy-index addition is exact
            own[numbers] += idf * weights * (_K1 + 1) / (weights + norms[numbers])
        hits = np.flatnonzero(own)
        if not hits.size:
            return []
        lent = np.zeros(count)
        for side in (self._previous, self._next):
            neighbours = np.frombuffer(side, dtype=np.int64)[hits]
            known = neighbours >= 0
            # bincount sums the shares of a turn lent by both its neighbours (np.add.at would
            # too, ten times slower)
            lent += np.bincount(
                neighbours[known], weights=NEIGHBOUR_SHARE * own[hits[known]], minlength=count
            )
        total = own + lent
        candidates = np.flatnonzero(total)
        scores = total[candidates]
        date = when = None
        if window is not None:
            said = np.frombuffer(self._times, dtype=np.float64)[candidates]
            date = (said >= window[0]) & (said < window[1] + TELLING_DAYS * _DAY)
            scores = scores * (1 + DATE_BOOST * date)
        if asks_when:
            when = np.frombuffer(self._dated, dtype=np.int8)[candidates] > 0
            scores = scores * (1 + WHEN_BOOST * when)
        if len(scores) > 4 * limit:  # the best few first, then order only those
            keep = np.argpartition(-scores, 4 * limit)[: 4 * limit]
        else:
            keep = np.arange(len(scores))
        best = keep[np.lexsort((-candidates[keep], -scores[keep]))][:limit]
        out = []
        for k in best:
            number = int(candidates[k])
            why = {"bm25": round(float(own[number]), 4), "neighbour": round(float(lent[number]), 4)}
            if date is not None and date[k]:
                why["date"] = DATE_BOOST
            if when is not None and when[k]:
                why["when"] = WHEN_BOOST
            out.append(RecallHit(self._episodes[number], round(float(scores[k]), 4), why))
        return out


@cache
def _time_words(lang: str) -> frozenset[str]:
    """The folded words that date what a turn in ``lang`` tells (month names included)."""
    if lang not in SUPPORTED_LANGS:
        return frozenset()
    data = get_language(lang)
    return frozenset(fold(w) for w in (*data.time_words, *data.month_names))
