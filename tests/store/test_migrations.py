import sqlite3

import pytest

from hotmem.exceptions import StoreError
from hotmem.store.migrations import MIGRATIONS, SCHEMA_VERSION, current_version, migrate
from hotmem.store.sqlite import SQLiteTruth


def _connect(path):
    return sqlite3.connect(path, isolation_level=None)


def _tables(conn):
    return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_fresh_database_gets_every_table(tmp_path):
    conn = _connect(tmp_path / "t.db")
    assert current_version(conn) == 0
    assert migrate(conn) == SCHEMA_VERSION
    assert current_version(conn) == SCHEMA_VERSION
    expected = {"meta", "facts", "events", "episodes", "tombstones"}
    assert expected | {"episodes_fts", "schema_version"} <= _tables(conn)
    assert not {"entities", "aliases"} & _tables(conn)  # dropped by migration 4
    meta = dict(conn.execute("SELECT key, value FROM meta"))
    assert meta["applied_seq"] == "0" and meta["generation"] == "0"
    assert len(meta["store_id"]) == 32


def test_reopen_applies_nothing_twice(tmp_path):
    conn = _connect(tmp_path / "t.db")
    migrate(conn)
    first = conn.execute("SELECT version, applied_at FROM schema_version").fetchall()
    store_id = conn.execute("SELECT value FROM meta WHERE key = 'store_id'").fetchone()
    conn.close()
    conn = _connect(tmp_path / "t.db")
    assert migrate(conn) == SCHEMA_VERSION
    assert conn.execute("SELECT version, applied_at FROM schema_version").fetchall() == first
    assert conn.execute("SELECT value FROM meta WHERE key = 'store_id'").fetchone() == store_id


def test_truth_reopen_keeps_schema_and_data(tmp_path):
    truth = SQLiteTruth(tmp_path / "truth.sqlite3")
    token = truth.generation_token()
    truth.close()
    truth = SQLiteTruth(tmp_path / "truth.sqlite3")
    assert truth.generation_token() == token
    assert truth.applied_seq() == 0
    truth.close()


def test_newer_database_is_refused(tmp_path):
    conn = _connect(tmp_path / "t.db")
    migrate(conn)
    conn.execute("INSERT INTO schema_version VALUES (?, 0)", (SCHEMA_VERSION + 1,))
    with pytest.raises(StoreError, match="newer"):
        migrate(conn)
    conn.close()
    with pytest.raises(StoreError, match="newer"):
        SQLiteTruth(tmp_path / "t.db")


def test_failed_step_rolls_back_whole(tmp_path):
    conn = _connect(tmp_path / "t.db")
    steps = [*MIGRATIONS, (SCHEMA_VERSION + 1, "CREATE TABLE half (x); THIS IS NOT SQL;")]
    with pytest.raises(StoreError, match=f"migration {SCHEMA_VERSION + 1}"):
        migrate(conn, steps)
    assert current_version(conn) == SCHEMA_VERSION
    assert "half" not in _tables(conn)
    assert not conn.in_transaction
    # The next migration run (with a fixed step) starts from the last good version.
    fixed = [*MIGRATIONS, (SCHEMA_VERSION + 1, "CREATE TABLE half (x);")]
    assert migrate(conn, fixed) == SCHEMA_VERSION + 1
    assert "half" in _tables(conn)


def test_refold_migration_moves_old_alias_keys_to_the_engine_folding(tmp_path):
    conn = _connect(tmp_path / "t.db")
    migrate(conn, MIGRATIONS[:1])
    conn.executescript(
        "INSERT INTO entities VALUES ('u', 'Œuvre', 'œuvre', 0, 0);"
        "INSERT INTO aliases VALUES ('u', 'œuvre', 'Œuvre');"
        "INSERT INTO entities VALUES ('u', 'oeuvre', 'oeuvre', 0, 0);"
        "INSERT INTO aliases VALUES ('u', 'oeuvre', 'oeuvre');"
        "INSERT INTO aliases VALUES ('u', 'cæsar', 'Cæsar');"
    )
    assert migrate(conn, MIGRATIONS[:2]) == 2
    aliases = dict(conn.execute("SELECT alias, entity FROM aliases"))
    assert aliases == {"oeuvre": "oeuvre", "caesar": "Cæsar"}  # the first claim keeps a key
    folded = {r[0] for r in conn.execute("SELECT folded FROM entities")}
    assert folded == {"oeuvre"}
    assert conn.execute("SELECT value FROM meta WHERE key = 'generation'").fetchone() == ("1",)


def test_turns_stored_before_stems_are_stemmed_and_found_by_their_stems(tmp_path):
    conn = _connect(tmp_path / "truth.sqlite3")
    migrate(conn, MIGRATIONS[:2])
    conn.executemany(
        "INSERT INTO episodes (id, user_id, text, at, lang) VALUES (?, 'alice', ?, ?, ?)",
        [
            ("e1", "I was researching proteins all week", 1.0, "en"),
            ("e2", "Estoy trabajando en un hospital", 2.0, "es"),
            ("e3", "", 3.0, "en"),
        ],
    )
    conn.close()
    truth = SQLiteTruth(tmp_path / "truth.sqlite3")
    rows = dict(_connect(tmp_path / "truth.sqlite3").execute("SELECT id, stems FROM episodes"))
    assert rows == {"e1": "research protein week", "e2": "estoy trabaj hospital", "e3": ""}
    assert [h.episode.id for h in truth.search_episodes("alice", "my research", 5)] == ["e1"]
    found = truth.search_episodes("alice", "trabajo", 5, ("es",))
    assert [h.episode.id for h in found] == ["e2"]
    assert truth.search_index_ok()
    truth.close()
