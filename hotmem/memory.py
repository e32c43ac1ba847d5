"""The :class:`HotMem` facade: one object a bot holds, one call per user turn."""

from __future__ import annotations

import contextlib
import functools
import gc
import os
import re
import threading
import time
import uuid
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from typing import Any

from loguru import logger

from hotmem import extraction, forgetting, intent, lifecycle, nlp, search, transfer
from hotmem.analysis import Analysis, analyse
from hotmem.config import SUPPORTED_LANGS, HotMemConfig
from hotmem.exceptions import InvalidInputError, StoreClosedError, StoreError, UnknownUserError
from hotmem.handoff import RequestWatcher
from hotmem.index import FactKey, MemoryIndex, UserIndex
from hotmem.injection import build_message, bullet, said_line
from hotmem.lang import get_language
from hotmem.logs import log_error
from hotmem.metrics import RollingStats, StageClock
from hotmem.models import Fact, Memory, TurnResult, differences
from hotmem.recall import Recall
from hotmem.relations import priority
from hotmem.retrieval import Query, Scored, analyze_query, rank_facts, select
from hotmem.session import Sessions, SessionState
from hotmem.store import checks
from hotmem.store.base import Changes, Episode, Event, Store, WriteBatch
from hotmem.store.text import stems
from hotmem.text import clean_utterance, fold, folded_words, padded_words

__all__ = ["HotMem", "MessageListener"]

# Told (user_id, session_id, new message) when something outside a turn of that session changed
# its rotating message (a forget): the owner of the LLM context can show the model the new one.
MessageListener = Callable[[str, str, str | None], None]

# 2100-01-01: a later "Unix time" is a unit mistake (milliseconds) that datetime cannot show.
_LATEST_TIMESTAMP = 4_102_444_800
# Bullet keys a session remembers for novelty before it drops those past the novelty window.
_NOVELTY_KEEP = 512
_WORDS = re.compile(r"\w+(?:['’-]\w+)*")
# The intents that may get a past turn quoted, and how many hits are looked at for one.
_QUESTIONS = frozenset({intent.PURE_QUESTION, intent.QUESTION_WITH_FACT})
_QUOTE_CANDIDATES = 5
# On the hot path a stem said in more past turns than this is not looked up: it bounds the
# work at any number of turns, and so common a stem says little of which turn is meant.
_QUOTE_POSTINGS = 2000


class HotMem:
    """Local memory for a voice bot.

    Extract facts from user turns, keep them, and keep one rotating memory message up to date.

    Args:
    path: Directory of the embedded store (SQLite + LMDB). None: the PostgreSQL store a
    fleet of workers shares when ``config.dsn`` (``HOTMEM_DSN``) names one, else a
    private in-memory store (tests, evaluation).
    config: Configuration (default: :meth:`HotMemConfig.from_env`).
    store: A ready store implementing :class:`hotmem.store.Store` (e.g. a shared
    PostgreSQL backend); ``path`` must be None then.

    Example:
    >>> with HotMem(None) as mem:
    ...     r = mem.process_turn("I live in Seattle.", user_id="alice")
    ...     [f.triple for f in r.facts]
    [('you', 'lives_in', 'seattle')]
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        *,
        config: HotMemConfig | None = None,
        store: Store | None = None,
    ) -> None:
        if config is not None and not isinstance(config, HotMemConfig):
            raise InvalidInputError("config must be a HotMemConfig")
        if store is not None and path is not None:
            raise InvalidInputError("give either path or store, not both")
        self.config = config if config is not None else HotMemConfig.from_env()
        if store is None and path is None and self.config.dsn is not None:
            from hotmem.store.postgres import PostgresStore

            store = PostgresStore(
                self.config.dsn, schema=self.config.pg_schema, langs=self.config.langs
            )
        elif store is None:
            from hotmem.store import EmbeddedStore

            store = EmbeddedStore(
                path,
                fsync=self.config.fsync,
                commit_interval_ms=self.config.commit_interval_ms,
                langs=self.config.langs,
            )
        self.store: Store = store
        self.stats = RollingStats()
        changes = self.store.changes_since if isinstance(self.store, Changes) else None
        self._index = MemoryIndex(
            self.store.load_facts,
            self.config.max_users_in_ram,
            changes=changes,
            on_reload=self._after_reload,
        )
        self._sessions = Sessions()
        # One thread indexes users' past turns off the hot path (see _start_recall).
        self._recall_builder = ThreadPoolExecutor(1, thread_name_prefix="hotmem-recall")
        self._recall_builds: dict[str, Future[None]] = {}  # by user, while under way
        self._builds_lock = threading.Lock()
        self._closed = False
        self._write_lock = threading.Lock()
        self._listeners: list[MessageListener] = []
        # Forget and import requests handed over by other processes (hotmem.handoff).
        self._requests: RequestWatcher | None = None
        store_dir = getattr(self.store, "path", None)
        if path is not None and store_dir is not None and self.config.request_poll_s > 0:
            self._requests = RequestWatcher(self, store_dir, self.config.request_poll_s)
            self._requests.start()

    # --- lifecycle ------------------------------------------------------------------

    def __enter__(self) -> HotMem:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Flush every pending write to the truth and release the store. Idempotent."""
        if self._closed:
            return
        if self._requests is not None:
            self._requests.stop()  # a request being carried out finishes first
        self._closed = True
        self._recall_builder.shutdown(wait=True, cancel_futures=True)
        self.store.close()

    @property
    def closed(self) -> bool:
        """True once :meth:`close` was called."""
        return self._closed

    def flush(self) -> None:
        """Block until every acknowledged write is in the truth and every past turn indexed."""
        self._check_open()
        self.store.flush()
        for build in list(self._recall_builds.values()):
            build.result()

    def preload(self, user_id: str) -> int:
        """Load a user's facts now, so the first turn does not wait for them.

        The index of the user's past turns is built in the background, for the memory message
        to quote them (:meth:`flush` waits for it).

        Returns the number of facts loaded.
        """
        self._check_open()
        _check_user(user_id)
        with self._index.lock(user_id):
            index = self._index.user(user_id)
            if self.config.recall_past_turns and not self.config.disable_injection:
                self._start_recall(user_id, index)
            return len(index)

    def warm_up(self, langs: list[str] | tuple[str, ...] | None = None) -> dict[str, float]:
        """Load and exercise the language pipelines before the first turn (never on the hot path).

        The objects alive then (the pipelines above all) are frozen out of Python's cyclic
        garbage collector (:func:`gc.freeze`, process-wide): they stay until the process
        ends, and a full collection no longer rescans them in the middle of a turn.

        Returns the load time per language in milliseconds.
        """
        wanted = tuple(langs) if langs is not None else self.config.langs
        times = nlp.warm_up(wanted)
        for lang in wanted:
            text = get_language(lang).warmup_text
            extraction.extract(analyse(text, lang), SessionState("__warmup__", "__warmup__"))
        # The loaded pipelines are a hundred thousand long-lived objects: a full collection
        # that rescans them stalls the turn it lands on for ~60 ms (about one in 600 turns);
        # frozen, they are out of the cyclic collector's reach and it takes ~5 ms.
        gc.collect()
        gc.freeze()
        return times

    # --- the turn ---------------------------------------------------------------------

    def process_turn(
        self,
        text: str,
        *,
        user_id: str,
        session_id: str = "default",
        turn_id: str | None = None,
        lang: str | None = None,
        timestamp: float | None = None,
    ) -> TurnResult:
        """Process one final user utterance.

        Intent, facts, store update, retrieval and the rotating memory message. What it returns
        is durable.

        Args:
        text: What the user said.
        user_id: Owner of the memory (required, non-empty).
        session_id: Conversation id (mentions, window and novelty are per session).
        turn_id: Id of the turn (default: ``<session_id>:<run>:<n>``, unique across restarts).
        lang: Language code; detected when None.
        timestamp: Unix time of the turn (default: now).

        Raises:
        InvalidInputError: An argument has the wrong type or value.
        """
        self._check_open()
        _check_user(user_id)
        if not isinstance(text, str):
            raise InvalidInputError(f"text must be a str, got {type(text).__name__}")
        _check_id(session_id, "session_id")
        if turn_id is not None:
            _check_id(turn_id, "turn_id")
        if lang is not None and lang not in self.config.langs:
            raise InvalidInputError(
                f"lang {lang!r} is not among the configured {self.config.langs}"
            )
        now = _time_of(timestamp)
        clock = StageClock()
        state = self._sessions.get(user_id, session_id)
        with state.lock:
            state.turn += 1
            turn_id = turn_id or state.turn_id
            clean, notes = clean_utterance(text, self.config.max_input_chars)
            if notes:
                logger.info("hotmem: turn {} {}", turn_id, "; ".join(notes))
            lang = lang or nlp.detect_language(
                clean, self.config.langs, state.lang or self.config.default_lang
            )
            state.lang = lang
            if not clean:
                timings = clock.finish()
                self.stats.add(timings)
                return TurnResult(
                    intent.REACTION, lang, [], [], [], state.message, timings, turn_id, notes=notes
                )
            analysis: Analysis | None = None
            echo = _is_echo(clean, state.last_reply)
            if echo:  # the bot's own voice, transcribed as the user's: nothing the user said
                self.stats.count("echo")
                found = extraction.Extraction(intent.REACTION)
                notes = (*notes, "echo of the assistant's last reply")
            else:
                try:
                    analysis = analyse(clean, lang)
                    found = extraction.extract(analysis, state)
                except Exception:  # a parser bug must not cost the user their turn
                    log_error(
                        "hotmem: extraction failed on turn {}; storing the episode only", turn_id
                    )
                    self.stats.count("extraction_failed")
                    found = extraction.Extraction(intent.FACT_STATEMENT)
                    notes = (*notes, "extraction failed")
            clock.set("intent_ms", found.intent_ms)
            clock.set("extraction_ms", found.extraction_ms)
            clock.lap("_extract")
            with self._index.lock(user_id):  # a forget of this user waits, or is done
                index = self._index.user(user_id)
                wants_recall = self.config.recall_past_turns and not self.config.disable_injection
                if wants_recall and found.intent in _QUESTIONS:  # a question may need a past turn
                    self._start_recall(user_id, index)
                said = "" if echo else clean  # an echo keeps no episode either
                ctx = lifecycle.TurnContext(user_id, session_id, turn_id, said, lang, now)
                facts, retracted, forgotten, conflicts = [], [], [], []
                if not self.config.disable_extraction:
                    facts, retracted, forgotten, conflicts = self._update(
                        index, found, ctx, analysis
                    )
                    index = self._index.user(user_id)  # "forget everything" replaced it
                clock.lap("update_ms")
                bullets, memories = [], []
                if not self.config.disable_injection:
                    lemmas = analysis.lemmas if analysis is not None else None
                    memories, picked = self._retrieve(
                        index,
                        state,
                        clean,
                        lang,
                        found.intent,
                        now,
                        asserted=bool(facts),
                        lemmas=lemmas,
                    )
                    quote = self._past_turn(
                        index, state, clean, lang, found.intent, now, picked, turn_id
                    )
                    if quote is not None:
                        memories.append(quote[1])
                    clock.lap("retrieval_ms")
                    shown = [s.fact for s in picked]
                    if conflicts:  # a contradiction just said: the bot may ask about it now
                        keys = {f.triple for f in conflicts}
                        shown = conflicts + [f for f in shown if f.triple not in keys]
                        shown = shown[: self.config.bullets_max]
                    bullets = self._inject(state, index, shown, now, quote)
                else:
                    clock.lap("retrieval_ms")
                clock.lap("inject_ms")
                timings = clock.finish()
            timings.pop("_extract", None)
        self.stats.add(timings)
        return TurnResult(
            intent=found.intent,
            lang=lang,
            facts=facts,
            retracted=retracted,
            bullets=bullets,
            context_message=state.message,
            timings=timings,
            turn_id=turn_id,
            memories=memories,
            notes=notes,
            forget_asked=found.forget_chars > 0,
            forgotten=forgotten,
        )

    def _update(
        self,
        index: UserIndex,
        found: extraction.Extraction,
        ctx: lifecycle.TurnContext,
        analysis: Analysis | None,
    ) -> tuple[list[Fact], list[Fact], list[Fact], list[Fact]]:
        """Apply the turn to the RAM index and hand one batch to the store (durable).

        Returns the facts asserted, retracted (negated, corrected, forgotten), forgotten, and
        those the turn opened a conflict on.
        """
        request = forgetting.ForgetRequest()
        if found.forget_chars and analysis is not None:
            request = forgetting.read_request(analysis, found.forget, found.forget_chars, index)
            # The words of the request are not kept; what follows it is an ordinary turn.
            ctx = replace(ctx, utterance=ctx.utterance[found.forget_chars :].strip())
        forgotten = [lifecycle.forgotten(index.facts[k], ctx) for k in request.keys]
        if request.everything:
            self._forget_everything(ctx.user_id)
            index = self._index.user(ctx.user_id)
            request = forgetting.ForgetRequest()
        words = frozenset(analysis.lemmas) if analysis is not None else frozenset()
        changes, asserted, retracted = lifecycle.turn_changes(index, found, ctx, words)
        conflicts = [c.fact for c in changes if c.event.kind == "conflict"]
        # A spoken "forget that ...": the keys leave the RAM index at once and the store through
        # the journaled batch, so the turn neither waits for SQLite nor reloads the index.
        batch = lifecycle.turn_batch(
            changes, ctx, keep_episode=bool(ctx.utterance), forget=request.keys
        )
        with self._write_lock:
            # Journal first: once write() returns the turn survives a crash.
            self.store.write(batch)
            for change in changes:
                index.put(change.fact)
            for key in request.keys:
                index.remove(key)
        if request.keys:
            _drop_recall(index)  # the episodes that stated them are gone too
            self._after_forget(ctx.user_id, index, set(request.keys))
        else:
            _add_to_recall(index, batch.episodes)
        return asserted, retracted + forgotten, forgotten, conflicts

    def _forget_everything(self, user_id: str) -> None:
        """Erase the user's memory and what every live conversation remembers of it."""
        with self._write_lock:
            self.store.forget(user_id)
            self._index.drop(user_id)
        for state in self._sessions.of_user(user_id):
            state.forget_all()
            self._tell_listeners(user_id, state.session_id, None)

    def _retrieve(
        self,
        index: UserIndex,
        state: SessionState,
        text: str,
        lang: str,
        turn_intent: str,
        now: float,
        *,
        asserted: bool,
        lemmas: tuple[str, ...] | None = None,
    ) -> tuple[list[Memory], list[Scored]]:
        query = self._query(text, lang, index, lemmas)
        scored = rank_facts(
            index,
            query,
            now=now,
            session_id=state.session_id,
            weights=self.config.score_weights,
            half_life_days=self.config.recency_half_life_days,
        )
        picked = select(
            scored,
            query,
            intent=turn_intent,
            turn=state.turn,
            last_injected=state.injected,
            novelty_turns=self.config.novelty_turns,
            limit=self.config.bullets_max,
            asserted=asserted,
        )
        memories = [search.memory_of(s) for s in picked]
        return memories, picked

    def _inject(
        self,
        state: SessionState,
        index: UserIndex,
        picked: list[Fact],
        now: float,
        quote: tuple[str, Memory] | None = None,
    ) -> list[str]:
        entries = [(fact.triple, bullet(fact)) for fact in picked]
        for key, _ in entries:
            state.injected[key] = state.turn
        if len(state.injected) > _NOVELTY_KEEP:  # a long session: keep what novelty still needs
            oldest = state.turn - self.config.novelty_turns
            state.injected = {k: t for k, t in state.injected.items() if t >= oldest}
        state.window.append((state.turn, entries))
        texts = [text for _, text in entries]
        if quote is not None:
            episode_id, memory = quote
            state.recalled.append((state.turn, episode_id, memory.text))
            texts.append(memory.text)
        state.message, state.shown = build_message(state, index, self.config, now)
        return texts

    def _past_turn(
        self,
        index: UserIndex,
        state: SessionState,
        text: str,
        lang: str,
        turn_intent: str,
        now: float,
        picked: list[Scored],
        turn_id: str,
    ) -> tuple[str, Memory] | None:
        """A past turn to quote for a question only it answers: (its episode id, its bullet).

        Only for a question, once the user's past turns are indexed, when no selected fact
        matches the question's words: the turn must hold at least two of the question's stems
        (its only one, for a one-word question), and not be quoted within ``novelty_turns``.
        """
        recall = index.recall
        if recall is None or turn_intent not in _QUESTIONS or not self.config.recall_past_turns:
            return None
        if any(s.why["lexical"] > 0 for s in picked):
            return None
        wanted, hits = search.recall_hits(
            recall,
            text,
            lang,
            self.config.langs,
            now,
            _QUOTE_CANDIDATES,
            max_postings=_QUOTE_POSTINGS,
        )
        recent = {e for t, e, _ in state.recalled if t >= state.turn - self.config.novelty_turns}
        stated = {s.fact.turn_id for s in picked}
        for hit in hits:
            episode = hit.episode
            if episode.turn_id == turn_id or episode.id in recent:
                continue  # this very turn, or quoted a moment ago
            if episode.turn_id in stated:
                continue  # its fact is in the message already
            opening = folded_words(episode.text, compounds=True)[:1]
            if opening and opening[0] in _question_words(episode.lang):
                continue  # a question asked before tells nothing
            shared = wanted.intersection(stems(episode.text, episode.lang).split())
            if len(shared) < min(2, len(wanted)):
                continue  # found through a neighbour, or by one word of several
            line = said_line(episode.text, episode.at, episode.lang)
            memory = Memory("episode", line, hit.score, None, episode.turn_id, episode.at, hit.why)
            return episode.id, memory
        return None

    def _query(
        self, text: str, lang: str, index: UserIndex, lemmas: tuple[str, ...] | None = None
    ) -> Query:
        """What ``text`` asks; ``lemmas`` from the turn's analysis, else a dictionary lemma."""
        if lemmas is None:  # words without their punctuation: "gereist?" is "reisen"
            lemmas = tuple(nlp.lemma(w, lang) for w in _WORDS.findall(text.lower())[:64])
        return analyze_query(text, list(lemmas), get_language(lang), index)

    def add_reply(
        self,
        reply: str,
        *,
        user_id: str,
        session_id: str = "default",
        turn_id: str | None = None,
        timestamp: float | None = None,
    ) -> None:
        """Keep the assistant's reply with the session's newest episode (for recall).

        The reply is also read for usage feedback: each fact the session's memory message shows
        counts one more reply (``shown``), and the facts whose words the reply says were used
        (``used``, a ``use`` event, reinforced); a fact shown often and never used ages faster
        (:func:`hotmem.lifecycle.decay`). Called off the turn (the processor runs it in a
        worker thread).

        ``timestamp``: Unix time of the reply (default: now), as for :meth:`process_turn`.
        """
        self._check_open()
        _check_user(user_id)
        at = _time_of(timestamp)
        if not isinstance(reply, str) or not reply.strip():
            return
        state = self._sessions.get(user_id, session_id)
        state.last_reply = padded_words(reply)
        episode = Episode(
            uuid.uuid4().hex,
            user_id,
            "",
            at,
            session_id,
            turn_id or state.turn_id,
            state.lang or "en",
            reply=reply[: self.config.max_input_chars].replace("\x00", ""),
        )
        with self._index.lock(user_id):
            if not state.shown:  # nothing shown: nothing to score
                self.store.write(WriteBatch(user_id, episodes=(episode,)))
                index = self._index.loaded(user_id)
            else:
                index = self._index.user(user_id)
                facts, events = lifecycle.usage(
                    index, state.shown, state.last_reply, state.unused, user_id=user_id, at=at
                )
                with self._write_lock:  # one batch: the reply and what it used
                    self.store.write(WriteBatch(user_id, facts, events, (episode,)))
                    for fact in facts:
                        index.put(fact)
            if index is not None:
                _add_to_recall(index, (episode,))  # the prompt of the user's next turn

    def add_message_listener(self, listener: MessageListener) -> None:
        """Call ``listener(user_id, session_id, message)`` when a forget rewrites a message.

        It runs in the thread that forgot (often a worker thread): keep it short and hand the
        work to your own loop. A turn's own message is returned by :meth:`process_turn` instead.
        """
        if not callable(listener):
            raise InvalidInputError("listener must be callable")
        self._listeners.append(listener)

    def remove_message_listener(self, listener: MessageListener) -> None:
        """Stop calling a listener added by :meth:`add_message_listener` (unknown: no-op)."""
        with contextlib.suppress(ValueError):
            self._listeners.remove(listener)

    def _tell_listeners(self, user_id: str, session_id: str, text: str | None) -> None:
        for listener in list(self._listeners):
            try:
                listener(user_id, session_id, text)
            except Exception:  # a listener's bug must not undo a forget
                log_error("hotmem: a message listener raised")

    def message(self, user_id: str, session_id: str = "default") -> str | None:
        """The current rotating memory message of a session (None when empty)."""
        _check_user(user_id)
        return self._sessions.get(user_id, session_id).message

    def greeting(
        self, user_id: str, session_id: str = "default", *, timestamp: float | None = None
    ) -> str | None:
        """Open a session with the user's core facts, before anything is said.

        The user's most important facts (by relation priority: name, family, home, work,
        plans ...; the newest first within one) become the session's memory message, so the
        bot's first turn (a greeting) can use them; the turns that follow rotate the message
        as usual and do not show them again while they are in it. Nothing is parsed.

        Args:
            user_id: Owner of the memory.
            session_id: The conversation about to start.
            timestamp: Unix time (default: now).

        Returns:
            The session's memory message, or None when nothing is known of the user.

        Raises:
            InvalidInputError: An argument has the wrong type or value.
        """
        self._check_open()
        _check_user(user_id)
        _check_id(session_id, "session_id")
        now = _time_of(timestamp)
        state = self._sessions.get(user_id, session_id)
        with state.lock, self._index.lock(user_id):
            index = self._index.user(user_id)
            known = [f for f in index.facts.values() if f.status == "active" and f.is_asserted]
            known.sort(key=lambda f: (-priority(f.relation), -f.updated_at, f.triple))
            if known and not self.config.disable_injection:
                self._inject(state, index, known[: self.config.bullets_max], now)
            return state.message

    # --- inspection and management ---------------------------------------------------------

    def facts(self, user_id: str, include_inactive: bool = False) -> list[Fact]:
        """The user's facts, newest first (only active ones unless ``include_inactive``)."""
        self._check_open()
        _check_user(user_id)
        facts = self._index.user(user_id).facts.values()
        chosen = [f for f in facts if include_inactive or f.status == "active"]
        return sorted(chosen, key=lambda f: (-f.updated_at, f.triple))

    def search(
        self,
        query: str,
        user_id: str,
        limit: int = 5,
        kind: str = "both",
        lang: str | None = None,
    ) -> list[Memory]:
        """Facts and/or past user turns relevant to ``query``, best first, each with ``why``.

        Args:
            query: Free text ("where does my sister live?").
            user_id: Owner.
            limit: Maximum results (1..100).
            kind: ``facts``, ``episodes`` or ``both`` (fused by reciprocal rank).
            lang: Language of the query (detected when None).
        """
        self._check_open()
        _check_user(user_id)
        if not isinstance(query, str):
            raise InvalidInputError("query must be a str")
        if kind not in ("facts", "episodes", "both"):
            raise InvalidInputError(f"kind must be facts, episodes or both, got {kind!r}")
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 100:
            raise InvalidInputError("limit must be an integer in 1..100")
        clean, _ = clean_utterance(query, self.config.max_input_chars)
        lang = lang or nlp.detect_language(clean, self.config.langs, self.config.default_lang)
        facts: list[Memory] = []
        episodes: list[Memory] = []
        if kind in ("episodes", "both") and clean:
            under_way = self._recall_builds.get(user_id)
            if under_way is not None:  # wait for it (without the user's lock it needs)
                under_way.result()
            with self._index.lock(user_id):  # no turn adds to the index while it is read
                episodes = search.recalled_memories(
                    self._recall(user_id), clean, lang, self.config.langs, time.time(), limit * 2
                )
        if kind in ("facts", "both"):
            index = self._index.user(user_id)
            parsed = self._query(clean, lang, index)
            # Beside past turns, only the facts the query matches: the user's most important
            # facts, the answer to a query nothing matches, would push its turns out.
            facts = search.fact_memories(
                index, parsed, self.config, limit * 2, matched_only=bool(episodes)
            )
        results = search.fuse(facts, episodes) if kind == "both" else facts + episodes
        return results[:limit]

    def _recall(self, user_id: str) -> Recall:
        """The index of the user's past turns, built from the store now if it is not yet.

        The caller holds the user's lock: no turn adds an episode between the read and the set.
        A background build of it still running is overtaken (its result is dropped).
        """
        index = self._index.user(user_id)
        if index.recall is None:
            index.recall = Recall(self.store.episodes(user_id))
            index.recall_backlog = None
        return index.recall

    def _start_recall(self, user_id: str, index: UserIndex) -> None:
        """Index the user's past turns in the background (the caller holds the user's lock).

        Started by :meth:`preload` and by a question (a statement needs no past turn, and a
        forget, which drops the index, does not rebuild it until then). Turns said meanwhile
        wait in the index's backlog and join it when the build is done; until then the message
        quotes no past turn. 100,000 past turns take about 1.5 s.
        """
        if index.recall is not None or index.recall_backlog is not None:
            return
        backlog: list[Episode] = []
        index.recall_backlog = backlog
        future = self._recall_builder.submit(self._build_recall, user_id, index, backlog)
        with self._builds_lock:
            self._recall_builds[user_id] = future
        future.add_done_callback(lambda done: self._build_done(user_id, done))

    def _build_done(self, user_id: str, done: Future[None]) -> None:
        with self._builds_lock:
            if self._recall_builds.get(user_id) is done:  # not a later build of the same user
                del self._recall_builds[user_id]

    def _build_recall(self, user_id: str, index: UserIndex, backlog: list[Episode]) -> None:
        try:
            episodes = self.store.episodes(user_id)
            recall = Recall(episodes)
        except Exception:  # the store closed, or failed: the next turn or search tries again
            log_error("hotmem: indexing the past turns of a user failed")
            with self._index.lock(user_id):
                if index.recall_backlog is backlog:
                    index.recall_backlog = None
            return
        with self._index.lock(user_id):
            if index.recall_backlog is not backlog:  # a forget or a search came first
                return
            known = {episode.id for episode in episodes}
            for episode in backlog:
                if episode.id not in known:
                    recall.add(episode)
            index.recall, index.recall_backlog = recall, None

    def forget(
        self,
        user_id: str,
        subject: str | None = None,
        relation: str | None = None,
        object: str | None = None,
    ) -> int:
        """Hard-delete matching facts everywhere (truth, full-text, hot layer, RAM).

        With no filter, everything of the user. Returns the number of facts deleted.
        """
        self._check_open()
        _check_user(user_id)
        for name, value in (("subject", subject), ("relation", relation), ("object", object)):
            if value is not None and (not isinstance(value, str) or not value.strip()):
                raise InvalidInputError(f"{name} must be a non-empty string or None")
            if value is not None:
                checks.check_text(value, name)
        everything = subject is None and relation is None and object is None
        # The user's lock first: a turn of this user either wrote before the forget (and is
        # deleted) or reads the index after it (and cannot bring the facts back).
        with self._index.lock(user_id):
            if everything:
                with self._write_lock:
                    count = len(self.store.forget(user_id))
                    self._index.drop(user_id)
                    for state in self._sessions.of_user(user_id):
                        self._tell_listeners(user_id, state.session_id, None)
                    self._sessions.drop_user(user_id)
                return count
            # Values match folded ("zurich" finds "zürich", "New York" an imported "New  York").
            index = self._index.user(user_id)
            keys = tuple(forgetting.matching(index, subject, relation, object))
            if not keys:
                return 0
            with self._write_lock:
                self.store.write(WriteBatch(user_id, forget=keys))
                for key in keys:
                    index.remove(key)
            _drop_recall(index)  # the episodes that stated them are gone too
            self._after_forget(user_id, index, set(keys))
        return len(keys)

    def _after_reload(self, user_id: str, stale: UserIndex, fresh: UserIndex) -> None:
        """After another process changed the user: what it forgot leaves every live session."""
        gone = stale.facts.keys() - fresh.facts.keys()
        if gone:
            self._after_forget(user_id, fresh, set(gone))

    def _after_forget(self, user_id: str, index: UserIndex, keys: set[FactKey] | None) -> None:
        """Take forgotten facts out of every live session of the user (None: any fact)."""
        # No session lock is taken: a turn of another session holding its own lock could be
        # forgetting too, and two turns waiting on each other's session would never finish.
        for state in self._sessions.of_user(user_id):
            if keys is None or any(t.key in keys for t in state.recent):
                kept = [t for t in state.recent if keys is not None and t.key not in keys]
                state.recent.clear()
                state.recent.extend(kept)
            # Only a message that shows a forgotten fact changes: a user may have many
            # conversations in RAM, and rebuilding every message would cost the turn.
            shown = keys is None or any(
                key in keys for _, entries in state.window for key, _ in entries
            )
            if state.recalled:  # a quoted turn may be one the forget deleted
                state.recalled.clear()
                shown = True
            if shown:
                state.message, state.shown = build_message(state, index, self.config, time.time())
                self._tell_listeners(user_id, state.session_id, state.message)

    def export(self, user_id: str) -> dict[str, Any]:
        """Everything stored for a user, as JSON-friendly data (see :meth:`import_data`)."""
        self._check_open()
        _check_user(user_id)
        return transfer.export_dict(self.store.dump(user_id))

    def import_data(self, data: dict[str, Any]) -> int:
        """Load an export (merging by key). Returns the number of facts imported.

        Raises:
            ImportDataError: The data does not follow the export format.
        """
        self._check_open()
        records = transfer.parse_export(data)
        with self._index.lock(records.user_id):
            count = self.store.load(records)
            self._index.drop(records.user_id)
        return count

    def loaded_users(self) -> list[str]:
        """Users whose fact index is in RAM now (at most ``config.max_users_in_ram``)."""
        return self._index.loaded_users()

    def users(self) -> list[str]:
        """Every user id with stored data."""
        self._check_open()
        return self.store.users()

    def check(self, *, repair: bool = False) -> dict[str, Any]:
        """Check that the hot layer and the RAM indices hold what the truth holds.

        Off the hot path (it reads every fact). The store's report (the embedded store compares
        its hot layer with SQLite, user by user) plus ``ram_differences``: the loaded users
        whose RAM index differs from the store.

        Args:
            repair: Rebuild the hot layer from the truth and drop the RAM indices that differ
                (they reload from the truth on next use).
        """
        self._check_open()
        checker = getattr(self.store, "check", None)
        report: dict[str, Any] = (
            checker(repair=repair) if checker is not None else {"store": "no check"}
        )
        ram: dict[str, dict[str, int]] = {}
        for user_id in self._index.loaded_users():
            with self._index.lock(user_id):
                held = self._index.user(user_id).facts.values()
                counts = differences(self.store.load_facts(user_id)[0], held)
                if any(counts.values()):
                    ram[user_id] = counts
                    if repair:
                        self._index.drop(user_id)
        report["ram_differences"] = ram
        return report

    def events(self, user_id: str) -> list[Event]:
        """The user's provenance events, oldest first (each with the id :meth:`undo` takes).

        Raises:
            InvalidInputError: The user id is not a non-empty string.
        """
        self._check_open()
        _check_user(user_id)
        return self.store.events(user_id)

    def undo(self, *, user_id: str, event_id: str, timestamp: float | None = None) -> list[Fact]:
        """Take back a merge, a supersede or correction, a denial or an expiry.

        Off the hot path. A superseded, corrected or denied fact is active again and what
        replaced it is demoted; an expired intention is active again; a merge splits: the
        value as the turn said it becomes a fact of its own. Each fact changed gets an
        ``undo`` event whose ``detail`` is the id of the event taken back (in exports too);
        the hot layer, the RAM index and the live sessions' messages follow at once.

        Args:
            user_id: Owner of the memory.
            event_id: Id of the event to take back (see :meth:`events`).
            timestamp: Unix time of the undo (default: now).

        Returns:
            The new states of the facts the undo changed (the one brought back first).

        Raises:
            UnknownUserError: The user has no stored memory.
            UnknownEventError: The user has no event of that id.
            NotUndoableError: The event cannot be taken back: its kind (an ``observe``, a
                ``forget``, an ``undo``), it was undone already, or its fact changed since.
            InvalidInputError: An argument has the wrong type or value.
        """
        self._check_open()
        _check_user(user_id)
        _check_id(event_id, "event_id")
        now = _time_of(timestamp)
        with self._index.lock(user_id):
            index = self._index.user(user_id)
            events = self.store.events(user_id)
            if not events and not len(index):
                raise UnknownUserError(f"user {user_id!r} has no stored memory")
            changes = lifecycle.undo(index, events, event_id, now)
            batch = WriteBatch(
                user_id,
                facts=tuple(c.fact for c in changes),
                events=tuple(c.event for c in changes),
            )
            with self._write_lock:
                self.store.write(batch)
                for change in changes:
                    index.put(change.fact)
            demoted = {c.fact.triple for c in changes if c.fact.status != "active"}
            if demoted:  # a live message must not keep showing a value taken back
                self._after_forget(user_id, index, demoted)
        return [c.fact for c in changes]

    def reindex(self) -> dict[str, Any]:
        """Rebuild every layer derived from the truth, and report counts.

        Off the hot path. The embedded store rebuilds its hot layer (LMDB) from SQLite and the
        full-text index of the past turns (their stems recomputed from their words); the
        PostgreSQL store recomputes what its episode search reads. Then every RAM index in use
        is reloaded from the truth.

        Returns:
            The store's report (see its ``reindex``: ``users``, ``facts``, ``hot_facts``,
            ``episodes``, ``stems_fixed``, ...) plus ``ram_users`` and ``ram_facts`` (the RAM
            indices reloaded).

        Raises:
            StoreError: The store cannot be rebuilt (a read-only view of a live store).
        """
        self._check_open()
        rebuild = getattr(self.store, "reindex", None)
        if rebuild is None:
            raise StoreError(f"{type(self.store).__name__} cannot rebuild its derived layers")
        report: dict[str, Any] = rebuild()
        reloaded = facts = 0
        for user_id in self._index.loaded_users():
            with self._index.lock(user_id):
                self._index.drop(user_id)
                facts += len(self._index.user(user_id))
                reloaded += 1
        report.update(ram_users=reloaded, ram_facts=facts)
        return report

    def maintain(
        self, half_life_days: float = 30.0, *, now: float | None = None, user_id: str | None = None
    ) -> int:
        """Off the hot path, age the intentions nobody repeated.

        Plans and wishes (relations that lapse) not said again turn stale, then archived; every
        other fact keeps until it is corrected, superseded or forgotten. Returns the number of
        facts whose status changed.

        Args:
            half_life_days: Time for the weight of an intention not said again to halve.
            now: Unix time to age the facts to (default: now); replays of dated conversations
                pass the time they are judged at.
            user_id: Only this user (default: every user of the store).
        """
        self._check_open()
        now = _time_of(now)
        if user_id is not None:
            _check_user(user_id)
        changed = 0
        for user in self.store.users() if user_id is None else [user_id]:
            with self._index.lock(user):  # a concurrent forget must not be undone
                index = self._index.user(user)
                updates = [lifecycle.decay(f, now, half_life_days) for f in index.facts.values()]
                updates = [u for u in updates if u is not index.facts.get(u.triple)]
                if updates:
                    events = tuple(lifecycle.fact_event(user, f, "expire", now) for f in updates)
                    with self._write_lock:
                        self.store.write(WriteBatch(user, facts=tuple(updates), events=events))
                        for fact in updates:
                            index.put(fact)
                    changed += len(updates)
        return changed

    def _check_open(self) -> None:
        if self._closed:
            raise StoreClosedError("this HotMem is closed")


# An echo is at least this many words of the reply, in its order (a "yes" is no echo).
_ECHO_MIN_WORDS = 3


def _is_echo(text: str, last_reply: str) -> bool:
    """True when a turn's words are a run of the assistant's last reply (its echo)."""
    if not last_reply:  # most turns: no reply known yet, nothing to read
        return False
    words = padded_words(text)
    return len(words.split()) >= _ECHO_MIN_WORDS and words in last_reply


def _check_user(user_id: object) -> None:
    checks.check_user(user_id)  # a string, not blank, no NUL, no lone surrogate


def _check_id(value: object, name: str) -> None:
    if not isinstance(value, str) or not value.strip():
        raise InvalidInputError(f"{name} must be a non-empty string")
    if "\x00" in value:
        raise InvalidInputError(f"{name} must not contain NUL characters")
    checks.check_text(value, name)


def _time_of(timestamp: object) -> float:
    """The time a caller gives (checked: see :func:`_check_timestamp`), or now when None."""
    if timestamp is None:
        return time.time()
    _check_timestamp(timestamp)
    return float(timestamp)  # type: ignore[arg-type]


def _check_timestamp(timestamp: object) -> None:
    """A Unix time in seconds between 1970 and 2100 (dates outside break every reader)."""
    if (
        isinstance(timestamp, bool)
        or not isinstance(timestamp, int | float)
        or not 0 <= timestamp <= _LATEST_TIMESTAMP
    ):
        raise InvalidInputError(
            f"timestamp must be a Unix time in seconds (0..{_LATEST_TIMESTAMP}), got {timestamp!r}"
        )


@functools.cache
def _question_words(lang: str) -> frozenset[str]:
    """The folded question words of a language (none for one the memory does not serve)."""
    if lang not in SUPPORTED_LANGS:
        return frozenset()
    return frozenset(fold(w) for w in get_language(lang).question_words)


def _add_to_recall(index: UserIndex, episodes: Iterable[Episode]) -> None:
    """Keep a user's index of past turns current (or its backlog, while it is being built)."""
    if index.recall is not None:
        for episode in episodes:
            index.recall.add(episode)
    elif index.recall_backlog is not None:
        index.recall_backlog.extend(episodes)


def _drop_recall(index: UserIndex) -> None:
    """Forget a user's index of past turns (a forget deleted some); a build under way too."""
    index.recall = index.recall_backlog = None
