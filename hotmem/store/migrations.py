"""Numbered schema migrations of the SQLite truth.

Each migration is a ``(version, sql)`` step applied in its own transaction together with the row
that records it in ``schema_version``, so a crash mid-migration leaves the database at the
previous version, never half-way. A database written by newer code (a version we do not know) is
refused rather than silently misread.
"""

from __future__ import annotations

import sqlite3

from loguru import logger

from hotmem.exceptions import StoreError

__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "current_version", "migrate"]

_V1 = """
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE entities (
    user_id    TEXT NOT NULL,
    name       TEXT NOT NULL,
    folded     TEXT NOT NULL,
    first_seen REAL NOT NULL,
    last_seen  REAL NOT NULL,
    PRIMARY KEY (user_id, name)
) WITHOUT ROWID;
CREATE INDEX entities_folded ON entities (user_id, folded);

-- alias (accent-folded, lowercase) -> entity name; the first entity to claim an alias keeps it.
CREATE TABLE aliases (
    user_id TEXT NOT NULL,
    alias   TEXT NOT NULL,
    entity  TEXT NOT NULL,
    PRIMARY KEY (user_id, alias)
) WITHOUT ROWID;

CREATE TABLE facts (
    id         INTEGER PRIMARY KEY,
    user_id    TEXT NOT NULL,
    subject    TEXT NOT NULL,
    relation   TEXT NOT NULL,
    object     TEXT NOT NULL,
    confidence REAL NOT NULL,
    weight     REAL NOT NULL,
    pos        INTEGER NOT NULL,
    neg        INTEGER NOT NULL,
    status     TEXT NOT NULL,
    lang       TEXT NOT NULL,
    turn_id    TEXT,
    session_id TEXT,
    qualifiers TEXT NOT NULL DEFAULT '[]',
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    UNIQUE (user_id, subject, relation, object)
);
CREATE INDEX facts_user_object ON facts (user_id, object);

CREATE TABLE events (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL,
    subject    TEXT NOT NULL,
    relation   TEXT NOT NULL,
    object     TEXT NOT NULL,
    kind       TEXT NOT NULL,
    at         REAL NOT NULL,
    session_id TEXT,
    turn_id    TEXT,
    utterance  TEXT NOT NULL,
    confidence REAL NOT NULL
);
CREATE INDEX events_user_triple ON events (user_id, subject, relation, object);
CREATE INDEX events_user_at ON events (user_id, at);

-- rowid is explicit because the FTS index (external content) refers to it.
CREATE TABLE episodes (
    rowid      INTEGER PRIMARY KEY,
    id         TEXT NOT NULL UNIQUE,
    user_id    TEXT NOT NULL,
    text       TEXT NOT NULL,
    at         REAL NOT NULL,
    session_id TEXT,
    turn_id    TEXT,
    lang       TEXT NOT NULL,
    reply      TEXT
);
CREATE INDEX episodes_user_at ON episodes (user_id, at);
CREATE INDEX episodes_user_turn ON episodes (user_id, turn_id);

-- remove_diacritics 2 folds accents, so "cafe" finds "café" in every language we serve.
CREATE VIRTUAL TABLE episodes_fts USING fts5(
    text, content='episodes', content_rowid='rowid',
    tokenize='unicode61 remove_diacritics 2'
);
CREATE TRIGGER episodes_ai AFTER INSERT ON episodes BEGIN
    INSERT INTO episodes_fts (rowid, text) VALUES (new.rowid, new.text);
END;
CREATE TRIGGER episodes_ad AFTER DELETE ON episodes BEGIN
    INSERT INTO episodes_fts (episodes_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
END;
CREATE TRIGGER episodes_au AFTER UPDATE OF text ON episodes BEGIN
    INSERT INTO episodes_fts (episodes_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
    INSERT INTO episodes_fts (rowid, text) VALUES (new.rowid, new.text);
END;

-- seq is the journal sequence number of the forget: replayed batches up to it are filtered.
CREATE TABLE tombstones (
    user_id  TEXT NOT NULL,
    subject  TEXT NOT NULL,
    relation TEXT NOT NULL,
    object   TEXT NOT NULL,
    at       REAL NOT NULL,
    seq      INTEGER NOT NULL,
    PRIMARY KEY (user_id, subject, relation, object)
) WITHOUT ROWID;

INSERT INTO meta (key, value) VALUES
    ('applied_seq', '0'),
    ('generation', '0'),
    ('store_id', lower(hex(randomblob(16))));
"""

# One folding for the whole engine (hotmem.text.fold): "œ" and "æ" fold to "oe" and "ae" as
# they always did in extraction and retrieval. Refold the keys written before, keep the first
# claim of an alias that now collides, and bump the generation so the hot layer rebuilds.
_V2 = """
UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'generation'
    AND EXISTS (SELECT 1 FROM aliases WHERE alias GLOB '*[œæ]*');
UPDATE entities SET folded = replace(replace(folded, 'œ', 'oe'), 'æ', 'ae')
    WHERE folded GLOB '*[œæ]*';
UPDATE OR IGNORE aliases SET alias = replace(replace(alias, 'œ', 'oe'), 'æ', 'ae')
    WHERE alias GLOB '*[œæ]*';
DELETE FROM aliases WHERE alias GLOB '*[œæ]*';
"""

# Past turns are also indexed by their stems ("researching" finds "I research"). The stems of
# the turns stored before are NULL here and filled in by the truth when it opens (Python
# computes them: hotmem.store.text.stems).
_V3 = """
ALTER TABLE episodes ADD COLUMN stems TEXT;
DROP TRIGGER episodes_ai;
DROP TRIGGER episodes_ad;
DROP TRIGGER episodes_au;
DROP TABLE episodes_fts;
CREATE VIRTUAL TABLE episodes_fts USING fts5(
    text, stems, content='episodes', content_rowid='rowid',
    tokenize='unicode61 remove_diacritics 2'
);
CREATE TRIGGER episodes_ai AFTER INSERT ON episodes BEGIN
    INSERT INTO episodes_fts (rowid, text, stems) VALUES (new.rowid, new.text, new.stems);
END;
CREATE TRIGGER episodes_ad AFTER DELETE ON episodes BEGIN
    INSERT INTO episodes_fts (episodes_fts, rowid, text, stems)
        VALUES ('delete', old.rowid, old.text, old.stems);
END;
CREATE TRIGGER episodes_au AFTER UPDATE OF text, stems ON episodes BEGIN
    INSERT INTO episodes_fts (episodes_fts, rowid, text, stems)
        VALUES ('delete', old.rowid, old.text, old.stems);
    INSERT INTO episodes_fts (rowid, text, stems) VALUES (new.rowid, new.text, new.stems);
END;
INSERT INTO episodes_fts (episodes_fts) VALUES ('rebuild');
"""

# The entity and alias tables were kept on every write and read by nothing but tests: the
# engine's RAM index finds entities by folded name itself.
_V4 = """
DROP TABLE entities;
DROP TABLE aliases;
"""

# Events say what their kind needs besides the fact (hotmem.store.base.Event.detail): the value
# a merge read another way, the event an undo took back.
_V5 = """
ALTER TABLE events ADD COLUMN detail TEXT NOT NULL DEFAULT '';
"""

# Usage feedback (hotmem.models.Fact.shown, used): replies given while a fact was shown, and
# those that used it.
_V6 = """
ALTER TABLE facts ADD COLUMN shown INTEGER NOT NULL DEFAULT 0;
ALTER TABLE facts ADD COLUMN used INTEGER NOT NULL DEFAULT 0;
"""

MIGRATIONS: list[tuple[int, str]] = [
    (1, _V1),
    (2, _V2),
    (3, _V3),
    (4, _V4),
    (5, _V5),
    (6, _V6),
]
SCHEMA_VERSION = MIGRATIONS[-1][0]


def current_version(conn: sqlite3.Connection) -> int:
    """The schema version of a database (0 when it has none yet).

    Args:
        conn: An open connection.

    Returns:
        The highest version recorded in ``schema_version``.
    """
    row = conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
    ).fetchone()
    if row is None:
        return 0
    (version,) = conn.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone()
    return int(version)


def migrate(conn: sqlite3.Connection, migrations: list[tuple[int, str]] | None = None) -> int:
    """Bring a database up to the newest schema, one transaction per step.

    Args:
        conn: A connection in autocommit mode (``isolation_level=None``), so that the explicit
            ``BEGIN``/``COMMIT`` of each step is the only transaction.
        migrations: The steps to apply (defaults to :data:`MIGRATIONS`).

    Returns:
        The schema version after migrating.

    Raises:
        StoreError: The database is newer than this code, or a step failed.
    """
    steps = MIGRATIONS if migrations is None else migrations
    known = steps[-1][0] if steps else 0
    conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_version "
        "(version INTEGER PRIMARY KEY, applied_at REAL NOT NULL)"
    )
    version = current_version(conn)
    if version > known:
        raise StoreError(
            f"database schema version {version} is newer than this hotmem (knows {known}); "
            "upgrade hotmem to open it"
        )
    for number, sql in steps:
        if number <= version:
            continue
        # executescript would commit any open transaction first; wrapping the step in its own
        # BEGIN ... COMMIT inside the script keeps the DDL and its version row atomic.
        script = (
            f"BEGIN IMMEDIATE;\n{sql}\n"
            f"INSERT INTO schema_version (version, applied_at) VALUES ({int(number)}, "
            "(julianday('now') - 2440587.5) * 86400.0);\nCOMMIT;"
        )
        try:
            conn.executescript(script)
        except sqlite3.Error as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise StoreError(f"schema migration {number} failed: {exc}") from exc
        logger.debug("hotmem store: applied schema migration {}", number)
        version = number
    return version
