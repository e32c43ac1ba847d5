"""The PostgreSQL store: one truth shared by a fleet of bot workers.

Every worker process opens a :class:`PostgresStore` on the same database. A write is one
transaction (acknowledged = committed: nothing to journal or replay); it raises the user's
version and, at commit, notifies every worker through ``LISTEN``/``NOTIFY``. Each store keeps
a listener thread that records which users other processes changed, so the engine's
:meth:`changes_since` check is a dict lookup and a worker's RAM index follows the others'
writes within the propagation delay (a few milliseconds on one host).

Tables live in their own schema (``hotmem`` by default), created and upgraded by numbered
migrations under an advisory lock, so several workers may start at once.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from loguru import logger

from hotmem.config import SUPPORTED_LANGS
from hotmem.exceptions import ConfigError, InvalidInputError, StoreClosedError, StoreError
from hotmem.models import Fact
from hotmem.store import checks
from hotmem.store.base import Episode, EpisodeHit, Event, Triple, WriteBatch
from hotmem.store.rows import (
    EPISODE_COLS,
    EVENT_COLS,
    FACT_COLS,
    FACT_UPDATES,
    USERS,
    episode_row,
    event_row,
    fact_from_row,
    fact_match,
    fact_row,
)
from hotmem.store.text import query_stems, query_terms, search_langs, stems
from hotmem.text import folded_words

__all__ = ["PostgresStore", "probe"]

_NO_PSYCOPG = 'the PostgreSQL store needs psycopg: pip install "pipecat-hotmem[postgres]"'
_SCHEMA_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")
# pg_advisory_xact_lock key of the migrations ("hotmem" in ASCII): one migrating worker at once.
_MIGRATION_LOCK = 0x686F746D656D
# Each migration is applied once, in order, in the transaction that records it.
_MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);
    CREATE TABLE users (user_id text PRIMARY KEY, version bigint NOT NULL);
    CREATE TABLE facts (
        user_id text NOT NULL, subject text NOT NULL, relation text NOT NULL,
        object text NOT NULL, confidence double precision NOT NULL, lang text NOT NULL,
        status text NOT NULL, turn_id text, updated_at double precision NOT NULL,
        weight double precision NOT NULL, created_at double precision NOT NULL,
        session_id text, qualifiers text NOT NULL, pos bigint NOT NULL, neg bigint NOT NULL,
        PRIMARY KEY (user_id, subject, relation, object)
    );
    CREATE TABLE events (
        ord bigserial, id text PRIMARY KEY, user_id text NOT NULL, subject text NOT NULL,
        relation text NOT NULL, object text NOT NULL, kind text NOT NULL,
        at double precision NOT NULL, session_id text, turn_id text, utterance text NOT NULL,
        confidence double precision NOT NULL
    );
    CREATE INDEX events_user_triple ON events (user_id, subject, relation, object);
    CREATE INDEX events_user_at ON events (user_id, at, ord);
    CREATE TABLE episodes (
        ord bigserial, id text PRIMARY KEY, user_id text NOT NULL, text text NOT NULL,
        at double precision NOT NULL, session_id text, turn_id text, lang text NOT NULL,
        reply text, stems text NOT NULL, words text NOT NULL,
        search tsvector GENERATED ALWAYS AS (
            setweight(to_tsvector('simple', stems), 'A')
            || setweight(to_tsvector('simple', words), 'D')
        ) STORED
    );
    CREATE INDEX episodes_user_at ON episodes (user_id, at, ord);
    CREATE INDEX episodes_search ON episodes USING gin (search);
    CREATE TABLE tombstones (
        user_id text NOT NULL, digest text NOT NULL, at double precision NOT NULL,
        version bigint NOT NULL, PRIMARY KEY (user_id, digest)
    );
    """,
    # Events say what their kind needs besides the fact (the value a merge read another way,
    # the event an undo took back).
    """
    ALTER TABLE events ADD COLUMN detail text NOT NULL DEFAULT '';
    """,
    # Usage feedback: replies given while a fact was shown, and those that used it.
    """
    ALTER TABLE facts ADD COLUMN shown bigint NOT NULL DEFAULT 0;
    ALTER TABLE facts ADD COLUMN used bigint NOT NULL DEFAULT 0;
    """,
)
SCHEMA_VERSION = len(_MIGRATIONS)
# ts_rank weights of the {D, C, B, A} labels: the stems (A) rank, as the embedded store's BM25
# ranks its stems column; a turn matched only by its words as said (D) comes back after them.
_RANK_WEIGHTS = "{0.0, 0.0, 0.0, 1.0}"


def _count(columns: str) -> int:
    return len(columns.split(", "))


def _params(n: int) -> str:
    return ", ".join(["%s"] * n)


_UPSERT_FACT = (
    f"INSERT INTO facts (user_id, {FACT_COLS}) VALUES ({_params(1 + _count(FACT_COLS))})"
    f" ON CONFLICT (user_id, subject, relation, object) DO UPDATE SET {FACT_UPDATES}"
)
_INSERT_EVENT = (
    f"INSERT INTO events ({EVENT_COLS}) VALUES ({_params(_count(EVENT_COLS))}) "
    "ON CONFLICT DO NOTHING"
)
_INSERT_EPISODE = (
    f"INSERT INTO episodes ({EPISODE_COLS}, stems, words) "
    f"VALUES ({_params(_count(EPISODE_COLS) + 2)})"
)
# A known episode id only gets its reply set, and only by its owner.
_UPSERT_EPISODE = (
    _INSERT_EPISODE + " ON CONFLICT (id) DO UPDATE SET reply = excluded.reply"
    " WHERE episodes.user_id = excluded.user_id AND excluded.reply IS NOT NULL"
)


def _user_tag(user_id: str) -> str:
    """What a notification names a user by: short whatever the id (payloads are bounded)."""
    return hashlib.blake2b(user_id.encode(), digest_size=12).hexdigest()


class PostgresStore:
    """PostgreSQL store behind the :class:`~hotmem.store.base.Store` protocol. Thread-safe.

    Args:
        dsn: libpq connection string or URI (``HOTMEM_DSN``).
        schema: The schema holding hotmem's tables (created when missing).
        langs: The languages the memory serves: their function words leave episode searches.
        min_connections: Connections the pool keeps open.
        max_connections: Most connections the pool opens (turns of different users run in
            parallel up to this number).
        listen: Follow the other workers' changes (LISTEN/NOTIFY); False for a store that
            only one process uses, or a tool that does not keep RAM indices.
        connect_timeout_s: How long opening waits for the server.

    Raises:
        ConfigError: psycopg is not installed, or the schema name is not a plain identifier.
        StoreError: The server cannot be reached, or its schema is newer than this hotmem.
    """

    def __init__(
        self,
        dsn: str,
        *,
        schema: str = "hotmem",
        langs: Iterable[str] = SUPPORTED_LANGS,
        min_connections: int = 1,
        max_connections: int = 8,
        listen: bool = True,
        connect_timeout_s: float = 10.0,
    ) -> None:
        try:
            import psycopg
            from psycopg_pool import ConnectionPool
        except ImportError as exc:
            raise ConfigError(_NO_PSYCOPG) from exc
        if not isinstance(dsn, str) or not dsn.strip():
            raise ConfigError("dsn must be a non-empty libpq connection string")
        if not isinstance(schema, str) or not _SCHEMA_NAME.fullmatch(schema):
            raise ConfigError(f"schema must be a lowercase SQL identifier, got {schema!r}")
        if not 1 <= min_connections <= max_connections:
            raise ConfigError("need 1 <= min_connections <= max_connections")
        self._psycopg = psycopg
        self._langs = search_langs(langs)
        self.dsn = dsn
        self.schema = schema
        self.channel = f"hotmem_{schema}"
        self.writer_id = secrets.token_hex(8)  # tells this store's notifications from others'
        self._closed = False
        self._state_lock = threading.Lock()
        # user tag -> newest version another process wrote; and what this process loaded.
        self._foreign: dict[str, int] = {}
        self._loaded: dict[str, int] = {}
        self._listener: _Listener | None = None
        self._pool = ConnectionPool(
            dsn,
            min_size=min_connections,
            max_size=max_connections,
            # Autocommit: a read is one statement, one round trip; a write is an explicit
            # transaction sent as one pipeline.
            kwargs={"options": f"-c search_path={schema}", "autocommit": True},
            open=False,
            name=f"hotmem-{schema}",
        )
        try:
            self._pool.open(wait=True, timeout=connect_timeout_s)
            self._migrate()
            key = self._rows("SELECT value FROM meta WHERE key = 'tombstone_key'")[0][0]
            self._tombstone_key = bytes.fromhex(key)
            if listen:
                self._listener = _Listener(
                    lambda: psycopg.connect(
                        dsn, autocommit=True, connect_timeout=max(1, int(connect_timeout_s))
                    ),
                    psycopg.sql.SQL("LISTEN {}").format(psycopg.sql.Identifier(self.channel)),
                    self._heard,
                    self._missed_notifications,
                    psycopg.Error,
                    connect_timeout_s,
                )
        except BaseException as exc:
            self._pool.close()
            if isinstance(exc, self._psycopg.Error | _pool_timeout()):
                raise StoreError(f"cannot open the PostgreSQL store: {exc}") from exc
            raise

    # -- internals ---------------------------------------------------------------------------

    @contextmanager
    def _tx(self, *, snapshot: bool = False, pipeline: bool = False) -> Iterator[Any]:
        """A cursor in one transaction: committed on success, rolled back on error.

        Args:
            snapshot: REPEATABLE READ, so that every read of the block sees one state.
            pipeline: Send the statements together (one round trip for a whole write); the
                results are read after the block.

        Server errors become :class:`StoreError`.
        """
        if self._closed:
            raise StoreClosedError("the store is closed")
        level = self._psycopg.IsolationLevel.REPEATABLE_READ if snapshot else None
        try:
            with self._pool.connection() as conn:
                conn.isolation_level = level
                if pipeline:
                    with conn.pipeline(), conn.transaction(), conn.cursor() as cur:
                        yield cur
                else:
                    with conn.transaction(), conn.cursor() as cur:
                        yield cur
        except self._psycopg.Error as exc:
            raise StoreError(f"PostgreSQL store: {exc}") from exc

    def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        """The rows of one statement (autocommit: one round trip)."""
        if self._closed:
            raise StoreClosedError("the store is closed")
        try:
            with self._pool.connection() as conn:
                return conn.execute(sql, tuple(params)).fetchall()
        except self._psycopg.Error as exc:
            raise StoreError(f"PostgreSQL store: {exc}") from exc

    def _migrate(self) -> None:
        psycopg = self._psycopg
        with self._pool.connection() as conn, conn.transaction(), conn.cursor() as cur:
            cur.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
            cur.execute(
                psycopg.sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(
                    psycopg.sql.Identifier(self.schema)
                )
            )
            cur.execute("CREATE TABLE IF NOT EXISTS migrations (version int PRIMARY KEY)")
            cur.execute("SELECT coalesce(max(version), 0) FROM migrations")
            current = cur.fetchone()[0]
            if current > SCHEMA_VERSION:
                raise StoreError(
                    f"the PostgreSQL schema {self.schema} was written by a newer hotmem "
                    f"(schema {current}, this one knows {SCHEMA_VERSION}); upgrade to use it"
                )
            for number, script in enumerate(_MIGRATIONS[current:], start=current + 1):
                cur.execute(script)
                cur.execute("INSERT INTO migrations VALUES (%s)", (number,))
                logger.info(
                    "hotmem store: PostgreSQL schema {} migrated to {}", self.schema, number
                )
            cur.execute(
                "INSERT INTO meta VALUES ('tombstone_key', %s) ON CONFLICT DO NOTHING",
                (secrets.token_hex(32),),
            )

    def _bump(self, cur: Any, user_id: str) -> None:
        """Raise the user's version (locking the user's row until commit) and tell the fleet.

        One statement: the notification, sent at commit, carries the new version, which the
        statement returns (read it with :meth:`_bumped` once the transaction is over).
        """
        cur.execute(
            "WITH bumped AS (INSERT INTO users VALUES (%s, 1) ON CONFLICT (user_id) DO UPDATE "
            "SET version = users.version + 1 RETURNING version) "
            "SELECT version, pg_notify(%s, %s || ' ' || version || ' ' || %s) FROM bumped",
            (user_id, self.channel, _user_tag(user_id), self.writer_id),
        )

    @staticmethod
    def _bumped(cur: Any) -> int:
        """The version a :meth:`_bump` on ``cur`` set."""
        return cur.fetchone()[0]

    def _tombstone(self, user_id: str, triple: Triple) -> str:
        raw = "\x00".join((user_id, *triple)).encode()
        return hmac.new(self._tombstone_key, raw, hashlib.sha256).hexdigest()

    def _apply(self, cur: Any, batch: WriteBatch, *, set_replies: bool) -> None:
        uid = batch.user_id
        cur.executemany(_UPSERT_FACT, [fact_row(uid, f) for f in batch.facts])
        cur.executemany(_INSERT_EVENT, [event_row(uid, e) for e in batch.events])
        cur.executemany(
            _UPSERT_EPISODE if set_replies else _INSERT_EPISODE + " ON CONFLICT DO NOTHING",
            [(*episode_row(uid, e), " ".join(folded_words(e.text))) for e in batch.episodes],
        )
        for triple in batch.forget:
            self._forget_in(cur, uid, triple)

    def _forget_in(
        self, cur: Any, user_id: str, pattern: tuple[str | None, str | None, str | None]
    ) -> list[Triple]:
        """Delete matching facts, their events and the episodes of the turns that stated them.

        Tombstones (a keyed hash of each key, never its words) record the version that forgot
        (the transaction has bumped it).
        """
        where, params = fact_match(user_id, pattern, "%s")
        cur.execute(f"SELECT subject, relation, object FROM facts WHERE {where}", params)
        triples = [tuple(row) for row in cur.fetchall()]
        if len(params) == 1:  # everything of the user
            for table in ("facts", "events", "episodes"):
                cur.execute(f"DELETE FROM {table} WHERE user_id = %s", params)
        else:
            # The episodes that stated or denied the facts, found by provenance (see the
            # embedded truth): session, turn id, time and words of the event.
            cur.execute(
                f"SELECT DISTINCT session_id, turn_id, at, utterance FROM events WHERE {where} "
                "AND kind IN ('observe', 'negate')",
                params,
            )
            stated = cur.fetchall()
            cur.execute(f"DELETE FROM facts WHERE {where}", params)
            cur.execute(f"DELETE FROM events WHERE {where}", params)
            for session_id, turn_id, at, utterance in stated:
                turn = (user_id, session_id, turn_id, at)
                same_turn = (
                    "user_id = %s AND session_id IS NOT DISTINCT FROM %s "
                    "AND turn_id IS NOT DISTINCT FROM %s AND at = %s"
                )
                cur.execute(
                    f"UPDATE events SET utterance = '' WHERE {same_turn} AND utterance = %s",
                    (*turn, utterance),
                )
                cur.execute(
                    f"DELETE FROM episodes WHERE {same_turn} AND text = %s", (*turn, utterance)
                )
                if turn_id is not None:  # the assistant's replies to that turn
                    cur.execute(
                        "DELETE FROM episodes WHERE user_id = %s "
                        "AND session_id IS NOT DISTINCT FROM %s AND turn_id = %s AND at >= %s "
                        "AND text = '' AND reply IS NOT NULL",
                        turn,
                    )
        now = time.time()
        cur.executemany(
            "INSERT INTO tombstones SELECT user_id, %s, %s, version FROM users WHERE user_id = %s "
            "ON CONFLICT (user_id, digest) DO UPDATE SET at = excluded.at, "
            "version = excluded.version",
            [(self._tombstone(user_id, t), now, user_id) for t in triples],
        )
        return triples

    def _heard(self, payload: str) -> None:
        """A change notification: ``<user tag> <version> <writer id>``."""
        try:
            tag, version, writer = payload.split(" ")
            number = int(version)
        except ValueError:
            logger.warning("hotmem store: ignoring an unreadable change notification")
            return
        if writer == self.writer_id:
            return  # this store's own write: its engine already holds it
        with self._state_lock:
            if number > self._foreign.get(tag, 0):
                self._foreign[tag] = number

    def _missed_notifications(self) -> None:
        """The listener lost its connection: any user loaded here may have changed."""
        with self._state_lock:
            for tag, version in self._loaded.items():
                self._foreign[tag] = max(self._foreign.get(tag, 0), version + 1)

    # -- Store protocol ----------------------------------------------------------------------

    def load_facts(self, user_id: str) -> tuple[list[Fact], int]:
        """Every fact of the user whatever its status, sorted by key, and their version."""
        checks.check_user(user_id)
        # One statement, so one snapshot: the version and the facts agree.
        # (A user without facts still gets one row: the version, and NULLs.)
        columns = ", ".join(f"f.{c}" for c in FACT_COLS.split(", "))
        rows = self._rows(
            f"SELECT v.version, {columns} FROM (SELECT coalesce("
            "(SELECT version FROM users WHERE user_id = %s), 0) AS version) v "
            "LEFT JOIN facts f ON f.user_id = %s "
            'ORDER BY f.subject COLLATE "C", f.relation COLLATE "C", f.object COLLATE "C"',
            (user_id, user_id),
        )
        version = rows[0][0]
        facts = [fact_from_row(r[1:]) for r in rows if r[1] is not None]
        if self._listener is not None:
            with self._state_lock:
                self._loaded[_user_tag(user_id)] = version
        return facts, version

    def changes_since(self, user_id: str, version: int) -> int | None:
        """The newest version of the user another worker wrote after ``version``, or None.

        A dict lookup: the listener thread keeps it current from the notifications.
        """
        newer = self._foreign.get(_user_tag(user_id))
        return newer if newer is not None and newer > version else None

    def write(self, batch: WriteBatch) -> int:
        """Commit a turn's changes; durable on return. Returns the user's new version.

        Raises:
            InvalidInputError: The batch or one of its records is malformed.
            StoreError: The server refused or cannot be reached (nothing was acknowledged).
        """
        checks.check_batch(batch)
        if batch.empty:
            found = self._rows("SELECT version FROM users WHERE user_id = %s", (batch.user_id,))
            return found[0][0] if found else 0
        with self._tx(pipeline=True) as cur, cur.connection.cursor() as bump:
            self._bump(bump, batch.user_id)
            self._apply(cur, batch, set_replies=True)
            return self._bumped(bump)  # the one wait for the server before the commit

    def flush(self) -> None:
        """Nothing to wait for: every acknowledged write is committed."""
        if self._closed:
            raise StoreClosedError("the store is closed")

    def search_episodes(self, user_id: str, query: str, limit: int = 5) -> list[EpisodeHit]:
        """Past user turns ranked by full-text relevance (stems first); never raises on text."""
        checks.check_user(user_id)
        checks.check_text(query, "query")
        checks.check_limit(limit)
        terms = query_terms(query, self._langs)
        if not terms or limit == 0:
            if self._closed:
                raise StoreClosedError("the store is closed")
            return []
        # Terms are runs of word characters: quoted, they are always valid lexemes.
        said = [f"'{t}':D" for t in {" ".join(folded_words(t)) for t in terms} if t]
        stems = [f"'{s}':A" for s in query_stems(terms, self._langs)]
        expression = " | ".join(stems + said)
        rows = self._rows(
            f"SELECT {EPISODE_COLS}, ts_rank(%s::float4[], search, q) AS score "
            "FROM episodes, to_tsquery('simple', %s) AS q "
            "WHERE user_id = %s AND search @@ q ORDER BY score DESC, at DESC, ord DESC LIMIT %s",
            (_RANK_WEIGHTS, expression, user_id, limit),
        )
        return [EpisodeHit(Episode(*r[:8]), float(r[8])) for r in rows]

    def recent_episodes(
        self, user_id: str, limit: int = 10, session_id: str | None = None
    ) -> list[Episode]:
        """The user's newest episodes, newest first (optionally of one session)."""
        checks.check_recent(user_id, limit, session_id)
        sql = f"SELECT {EPISODE_COLS} FROM episodes WHERE user_id = %s"
        params: list[Any] = [user_id]
        if session_id is not None:
            sql += " AND session_id = %s"
            params.append(session_id)
        sql += " ORDER BY at DESC, ord DESC LIMIT %s"
        return [Episode(*r) for r in self._rows(sql, [*params, limit])]

    def episodes(self, user_id: str) -> list[Episode]:
        """Every episode of the user (turns and replies), oldest first."""
        checks.check_user(user_id)
        sql = f"SELECT {EPISODE_COLS} FROM episodes WHERE user_id = %s ORDER BY at, ord"
        return [Episode(*r) for r in self._rows(sql, (user_id,))]

    def events(self, user_id: str) -> list[Event]:
        """The user's provenance events, oldest first."""
        checks.check_user(user_id)
        sql = f"SELECT {EVENT_COLS} FROM events WHERE user_id = %s ORDER BY at, ord"
        return [Event(*r) for r in self._rows(sql, (user_id,))]

    def forget(
        self,
        user_id: str,
        subject: str | None = None,
        relation: str | None = None,
        object: str | None = None,
    ) -> list[Triple]:
        """Hard-delete matching facts, their events and the episodes that stated them.

        No filter deletes everything of the user. Returns the keys of the facts deleted.
        """
        checks.check_user(user_id)
        pattern = (subject, relation, object)
        for name, value in zip(("subject", "relation", "object"), pattern, strict=True):
            if value is not None:
                checks.check_text(value, name, empty=False)
                if "\x00" in value:
                    raise InvalidInputError(f"{name} must not contain NUL characters")
        with self._tx() as cur:
            self._bump(cur, user_id)
            triples = self._forget_in(cur, user_id, pattern)
        logger.info("hotmem store: forgot {} facts of a user", len(triples))
        return triples

    def reindex(self) -> dict[str, Any]:
        """Recompute what the episodes' full-text search reads from the turns' words.

        The stems and folded words; the search vector follows (a generated column).

        Returns:
            ``users``, ``facts``, ``episodes`` (past turns read), ``stems_fixed`` (turns whose
            indexed text was wrong and rewritten) and ``ms``.
        """
        started = time.perf_counter()
        seen = fixed = 0
        last = -1
        while True:
            rows = self._rows(
                "SELECT ord, text, lang, stems, words FROM episodes WHERE ord > %s "
                "ORDER BY ord LIMIT 2000",
                (last,),
            )
            if not rows:
                break
            last = rows[-1][0]
            seen += len(rows)
            wrong = []
            for ord_, text, lang, held_stems, held_words in rows:
                fresh = (stems(text, lang), " ".join(folded_words(text)))
                if fresh != (held_stems, held_words):
                    wrong.append((*fresh, ord_))
            if wrong:
                with self._tx() as cur:
                    cur.executemany(
                        "UPDATE episodes SET stems = %s, words = %s WHERE ord = %s", wrong
                    )
                fixed += len(wrong)
        (facts,) = self._rows("SELECT count(*) FROM facts")[0]
        return {
            "users": len(self.users()),
            "facts": int(facts),
            "episodes": seen,
            "stems_fixed": fixed,
            "ms": round((time.perf_counter() - started) * 1000, 1),
        }

    def dump(self, user_id: str) -> WriteBatch:
        """Every record of the user: facts by key, events and episodes oldest first."""
        checks.check_user(user_id)
        with self._tx(snapshot=True) as cur:
            cur.execute(
                f"SELECT {FACT_COLS} FROM facts WHERE user_id = %s "
                'ORDER BY subject COLLATE "C", relation COLLATE "C", object COLLATE "C"',
                (user_id,),
            )
            facts = tuple(fact_from_row(r) for r in cur.fetchall())
            cur.execute(
                f"SELECT {EVENT_COLS} FROM events WHERE user_id = %s ORDER BY at, ord", (user_id,)
            )
            events = tuple(Event(*r) for r in cur.fetchall())
            cur.execute(
                f"SELECT {EPISODE_COLS} FROM episodes WHERE user_id = %s ORDER BY at, ord",
                (user_id,),
            )
            episodes = tuple(Episode(*r) for r in cur.fetchall())
        return WriteBatch(user_id, facts=facts, events=events, episodes=episodes)

    def load(self, records: WriteBatch) -> int:
        """Merge records: facts upsert, events and episodes insert-or-ignore by id.

        Returns:
            The number of facts loaded.
        """
        checks.check_batch(records)
        if records.forget:
            raise InvalidInputError("load() takes records; forget them with forget()")
        with self._tx(pipeline=True) as cur:
            self._bump(cur, records.user_id)
            self._apply(cur, records, set_replies=False)
        return len(records.facts)

    def users(self) -> list[str]:
        """Every user id that has facts, events or episodes."""
        return [r[0] for r in self._rows(USERS)]

    def schema_version(self) -> int:
        """The migration the schema is at."""
        return self._rows("SELECT max(version) FROM migrations")[0][0]

    def close(self) -> None:
        """Stop listening and close every connection. Idempotent."""
        with self._state_lock:
            if self._closed:
                return
            self._closed = True
        if self._listener is not None:
            self._listener.stop()
        self._pool.close()

    def __enter__(self) -> PostgresStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        state = ", closed" if self._closed else ""
        return f"PostgresStore(schema={self.schema}{state})"


def probe(dsn: str, *, schema: str = "hotmem", timeout_s: float = 3.0) -> dict[str, Any]:
    """What ``hotmem doctor`` reports of a PostgreSQL store, read without changing anything.

    Unlike opening a :class:`PostgresStore`, nothing is migrated or created.

    Returns:
        ``server`` (where, without the password), ``reachable``, then for a reachable server
        ``server_version``, ``schema``, ``schema_version`` (None: not created yet; the first
        worker creates it), ``expected_version`` (this hotmem's), ``users`` and ``ok``; for
        an unreachable one ``error``.
    """
    try:
        import psycopg
        from psycopg.conninfo import conninfo_to_dict
    except ImportError:
        return {"reachable": False, "ok": False, "error": _NO_PSYCOPG}
    try:
        parts = conninfo_to_dict(dsn)
    except psycopg.Error:  # its message may quote a word of the string: a password
        return {"reachable": False, "ok": False, "error": "not a libpq connection string"}
    where = {k: str(parts[k]) for k in ("host", "port", "dbname", "user") if parts.get(k)}
    report: dict[str, Any] = {"server": where, "reachable": False, "ok": False}
    try:
        with psycopg.connect(dsn, connect_timeout=max(1, round(timeout_s))) as conn:
            version = conn.execute("SHOW server_version").fetchone()[0]
            table = conn.execute("SELECT to_regclass(%s)", (f"{schema}.migrations",)).fetchone()
            done = users = None
            if table[0] is not None:
                ident = psycopg.sql.Identifier(schema)
                done = conn.execute(
                    psycopg.sql.SQL("SELECT max(version) FROM {}.migrations").format(ident)
                ).fetchone()[0]
                users = conn.execute(
                    psycopg.sql.SQL("SELECT count(*) FROM {}.users").format(ident)
                ).fetchone()[0]
    except psycopg.Error as exc:
        return {**report, "error": " ".join(str(exc).split()) or type(exc).__name__}
    ok = done is None or done <= SCHEMA_VERSION  # a newer schema than ours cannot be opened
    return {
        **report,
        "reachable": True,
        "server_version": version,
        "schema": schema,
        "schema_version": done,
        "expected_version": SCHEMA_VERSION,
        "users": users,
        "ok": ok,
    }


def _pool_timeout() -> type[BaseException]:
    from psycopg_pool import PoolTimeout

    return PoolTimeout


class _Listener:
    """A thread on its own connection that hears the fleet's change notifications.

    Args:
        connect: Opens an autocommit connection.
        listen_sql: The LISTEN statement.
        on_note: Called with each notification's payload.
        on_gap: Called after a reconnection (what was notified meanwhile is lost).
        errors: The exception type of a lost connection.
        timeout_s: How long the first connection may take.
    """

    def __init__(
        self,
        connect: Callable[[], Any],
        listen_sql: Any,
        on_note: Callable[[str], None],
        on_gap: Callable[[], None],
        errors: type[BaseException],
        timeout_s: float,
    ) -> None:
        self._connect = connect
        self._listen_sql = listen_sql
        self._on_note = on_note
        self._on_gap = on_gap
        self._errors = errors
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="hotmem-pg-listener", daemon=True)
        self._thread.start()
        # The first LISTEN is in place before the store is handed out: no change is missed.
        if not self._ready.wait(timeout_s):
            self.stop()
            raise StoreError("the PostgreSQL change listener could not connect")

    def _run(self) -> None:
        delay = 0.1
        while not self._stop.is_set():
            try:
                with self._connect() as conn:
                    conn.execute(self._listen_sql)
                    if self._ready.is_set():
                        self._on_gap()
                    self._ready.set()
                    delay = 0.1
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=0.25):
                            self._on_note(note.payload)
            except self._errors as exc:
                if self._stop.is_set():
                    return
                logger.warning("hotmem store: change listener lost its connection: {}", exc)
                self._stop.wait(delay)
                delay = min(delay * 2, 5.0)

    def stop(self) -> None:
        """Stop listening (within the poll interval) and wait for the thread."""
        self._stop.set()
        self._thread.join(timeout=5.0)
