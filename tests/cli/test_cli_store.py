"""Store commands: facts, search, forget (and its confirmation), export/import round trip."""

from __future__ import annotations

import io
import json

import pytest


class _Stdin(io.StringIO):
    def __init__(self, text: str, tty: bool) -> None:
        super().__init__(text)
        self._tty = tty

    def isatty(self) -> bool:
        return self._tty


def _triples(out: str) -> set[tuple[str, str, str]]:
    return {(f["subject"], f["relation"], f["object"]) for f in json.loads(out)}


def test_facts_table_and_json(small_store, cli):
    result = cli("facts", "--user", "alice", "--db", small_store, "--json")
    assert result.code == 0, result.err
    assert _triples(result.out) == {
        ("you", "lives_in", "seattle"),
        ("you", "sister", "anna"),
        ("anna", "lives_in", "rome"),
        ("you", "works_at", "google"),
    }
    table = cli("facts", "--user", "alice", "--db", small_store)
    assert table.code == 0 and "seattle" in table.out and "works_at" in table.out
    assert "amazon" not in table.out  # bob's fact stays bob's


def test_db_from_environment(small_store, cli, monkeypatch):
    monkeypatch.setenv("HOTMEM_DB", str(small_store))
    main_result = cli("facts", "--user", "bob", "--json")
    assert main_result.code == 0 and _triples(main_result.out) == {("you", "works_at", "amazon")}


def test_search(small_store, cli):
    result = cli(
        "search",
        "where does my sister live",
        "--user",
        "alice",
        "--db",
        small_store,
        "--json",
        "--limit",
        "3",
    )
    assert result.code == 0, result.err
    rows = json.loads(result.out)
    assert 1 <= len(rows) <= 3
    assert all(set(r) >= {"kind", "text", "score", "why"} for r in rows)
    episodes = cli(
        "search", "Seattle", "--user", "alice", "--db", small_store, "--json", "--kind", "episodes"
    )
    assert any("Seattle" in r["text"] for r in json.loads(episodes.out))
    assert cli("search", "x", "--user", "alice", "--db", small_store, "--limit", "0").code == 2
    assert "Rome" in cli("search", "Anna", "--user", "alice", "--db", small_store).out


@pytest.mark.parametrize("command", [["facts"], ["search", "q"], ["export"], ["forget", "--yes"]])
def test_missing_store_is_not_created(tmp_path, cli, command):
    db = tmp_path / "nothing-here"
    result = cli(*command, "--user", "alice", "--db", db)
    assert result.code == 2
    assert "no hotmem store" in result.err and "Traceback" not in result.err
    assert not db.exists()


def test_unknown_user(small_store, cli):
    result = cli("facts", "--user", "mallory", "--db", small_store)
    assert result.code == 2
    assert "unknown user 'mallory'" in result.err and "alice" in result.err


def test_forget_refuses_without_yes_when_not_a_tty(small_store, cli, monkeypatch):
    monkeypatch.setattr("sys.stdin", _Stdin("y\n", tty=False))
    result = cli("forget", "--user", "alice", "--db", small_store, "--subject", "anna")
    assert result.code == 2 and "--yes" in result.err
    facts = cli("facts", "--user", "alice", "--db", small_store, "--json")
    assert ("anna", "lives_in", "rome") in _triples(facts.out)


def test_forget_asks_on_a_tty(small_store, cli, monkeypatch):
    monkeypatch.setattr("sys.stdin", _Stdin("n\n", tty=True))
    result = cli("forget", "--user", "alice", "--db", small_store, "--relation", "works_at")
    assert result.code == 1 and "cancelled" in result.out
    assert "[y/N]" in result.err and "you works_at google" in result.err
    monkeypatch.setattr("sys.stdin", _Stdin("y\n", tty=True))
    result = cli("forget", "--user", "alice", "--db", small_store, "--relation", "works_at")
    assert result.code == 0 and "forgot 1 fact" in result.out
    facts = _triples(cli("facts", "--user", "alice", "--db", small_store, "--json").out)
    assert ("you", "works_at", "google") not in facts
    assert ("you", "lives_in", "seattle") in facts


def test_forget_with_yes_matches_like_stored_values(small_store, cli):
    result = cli(
        "forget",
        "--user",
        "alice",
        "--db",
        small_store,
        "--subject",
        "Anna",
        "--object",
        "ROME",
        "--yes",
    )
    assert result.code == 0 and "forgot 1 fact" in result.out
    facts = _triples(cli("facts", "--user", "alice", "--db", small_store, "--json").out)
    assert ("anna", "lives_in", "rome") not in facts and ("you", "sister", "anna") in facts
    none = cli("forget", "--user", "alice", "--db", small_store, "--object", "paris", "--yes")
    assert none.code == 0 and "nothing forgotten" in none.out
    everything = cli("forget", "--user", "alice", "--db", small_store, "--yes")
    assert everything.code == 0
    assert cli("facts", "--user", "alice", "--db", small_store).code == 2  # alice is gone
    assert cli("facts", "--user", "bob", "--db", small_store).code == 0  # bob is untouched


def test_export_import_round_trip(small_store, tmp_path, cli):
    out = tmp_path / "alice.json"
    result = cli("export", "--user", "alice", "--db", small_store, "--out", out)
    assert result.code == 0, result.err
    data = json.loads(out.read_text())
    assert data["user_id"] == "alice" and data["episodes"]
    other = tmp_path / "other"
    result = cli("import", out, "--db", other)
    assert result.code == 0, result.err
    assert "imported 4 facts" in result.out
    for flag in ([], ["--all"]):
        a = cli("facts", "--user", "alice", "--db", small_store, "--json", *flag).out
        b = cli("facts", "--user", "alice", "--db", other, "--json", *flag).out
        assert json.loads(a) == json.loads(b)
    stdout_export = cli("export", "--user", "alice", "--db", other)
    assert json.loads(stdout_export.out)["facts"] == data["facts"]


def test_import_rejects_bad_files_before_creating_a_store(tmp_path, cli):
    db = tmp_path / "db"
    bad_json = tmp_path / "bad.json"
    bad_json.write_text('{"format": "hotmem-export/1",\n "user_id": }')
    result = cli("import", bad_json, "--db", db)
    assert result.code == 2 and "bad.json:2" in result.err and "invalid JSON" in result.err
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"format": "hotmem-export/1", "user_id": "a", "facts": []}))
    result = cli("import", wrong, "--db", db)
    assert result.code == 2 and "missing field" in result.err
    empty = tmp_path / "empty.json"
    empty.write_text("")
    assert cli("import", empty, "--db", db).code == 2
    assert cli("import", tmp_path / "absent.json", "--db", db).code == 2
    assert not db.exists()


def test_inspection_works_beside_a_running_bot(small_store, cli):
    from hotmem import HotMem, HotMemConfig

    config = HotMemConfig(langs=("en",), request_poll_s=0)  # a bot that takes no requests
    with HotMem(small_store, config=config) as bot:  # holds the lock
        bot.process_turn("I play the guitar.", user_id="alice")
        bot.flush()
        facts = cli("facts", "--user", "alice", "--db", small_store, "--json")
        assert facts.code == 0, facts.err
        assert ("you", "plays", "guitar") in _triples(facts.out)
        assert "read-only" in facts.err
        exported = cli("export", "--user", "alice", "--db", small_store)
        assert exported.code == 0 and json.loads(exported.out)["user_id"] == "alice"
        found = cli("search", "guitar", "--user", "alice", "--db", small_store, "--json")
        assert found.code == 0 and "guitar" in found.out
        refused = cli("forget", "--user", "alice", "--db", small_store, "--yes", "--wait", "0.3")
        assert refused.code != 0 and "did not take the request" in refused.err
        assert ("you", "plays", "guitar") in {f.triple for f in bot.facts("alice")}
        assert list((small_store / "requests").iterdir()) == []  # withdrawn, nothing left


def test_forget_and_import_go_through_a_running_bot(small_store, tmp_path, cli):
    from hotmem import HotMem, HotMemConfig

    exported = tmp_path / "bob.json"
    assert cli("export", "--user", "bob", "--db", small_store, "--out", exported).code == 0
    config = HotMemConfig(langs=("en",), request_poll_s=0.05)
    with HotMem(small_store, config=config) as bot:  # holds the lock, watches for requests
        bot.process_turn("I play the guitar.", user_id="alice", session_id="live")
        assert "guitar" in bot.message("alice", "live")
        done = cli("forget", "--user", "alice", "--relation", "plays", "--db", small_store, "-y")
        assert done.code == 0, done.err
        assert "forgot 1 fact" in done.out and "handing the request" in done.err
        assert ("you", "plays", "guitar") not in {f.triple for f in bot.facts("alice")}
        assert "guitar" not in (bot.message("alice", "live") or "")  # the bot's view follows
        assert ("you", "lives_in", "seattle") in {f.triple for f in bot.facts("alice")}
        assert list((small_store / "requests").iterdir()) == []  # no copy of the request left

        bot.forget("bob")
        imported = cli("import", exported, "--db", small_store)
        assert imported.code == 0, imported.err
        assert ("you", "works_at", "amazon") in {f.triple for f in bot.facts("bob")}

        everything = cli("forget", "--user", "alice", "--db", small_store, "--yes")
        assert everything.code == 0, everything.err
        assert bot.facts("alice") == []
    with HotMem(small_store, config=config) as reopened:  # it is in the store, not only in RAM
        assert reopened.facts("alice") == []
        assert reopened.facts("bob")


def test_search_ranks_and_refuses_an_empty_query(small_store, cli):
    empty = cli("search", "  ", "--user", "alice", "--db", small_store)
    assert empty.code == 2 and "must not be empty" in empty.err
    found = cli("search", "where does my sister live", "--user", "alice", "--db", small_store)
    assert found.code == 0 and "#" in found.out
    rows = json.loads(cli("search", "Rome", "--user", "alice", "--db", small_store, "--json").out)
    assert [r["rank"] for r in rows] == list(range(1, len(rows) + 1))


def test_maintain_lapses_old_plans_alone_and_goes_through_a_running_bot(small_store, cli):
    from hotmem import HotMem, HotMemConfig

    long_ago = 1_600_000_000.0
    with HotMem(small_store) as memory:
        memory.process_turn("I want to run a marathon.", user_id="carol", timestamp=long_ago)
        memory.process_turn("I live in Oslo.", user_id="carol", timestamp=long_ago)
    done = cli("maintain", "--user", "carol", "--db", small_store)
    assert done.code == 0, done.err
    assert done.out.startswith("1 facts changed status")
    with HotMem(small_store) as memory:
        statuses = {f.relation: f.status for f in memory.facts("carol", include_inactive=True)}
    assert statuses == {"plans": "archived", "lives_in": "active"}

    config = HotMemConfig(langs=("en",), request_poll_s=0.05)
    with HotMem(small_store, config=config) as bot:  # holds the lock, watches for requests
        bot.process_turn("I want to learn Italian.", user_id="dan", timestamp=long_ago)
        handed = cli("maintain", "--db", small_store)
        assert handed.code == 0, handed.err
        assert "handing the request" in handed.err
        assert [f.status for f in bot.facts("dan", include_inactive=True)] == ["archived"]
    assert cli("maintain", "--user", " ", "--db", small_store).code != 0


def test_store_commands_work_on_the_fleets_store(
    small_store, tmp_path, cli, monkeypatch, postgres_dsn
):
    """With HOTMEM_DSN (and no --db), every store command runs on the PostgreSQL store, beside
    the bot workers that hold it open (no hand-over: every process may write it)."""
    import uuid

    from hotmem import HotMem, HotMemConfig

    monkeypatch.setenv("HOTMEM_DSN", postgres_dsn)
    monkeypatch.setenv("HOTMEM_PG_SCHEMA", "cli_" + uuid.uuid4().hex[:8])
    exported = tmp_path / "alice.json"
    assert cli("export", "--user", "alice", "--db", small_store, "--out", exported).code == 0
    config = HotMemConfig.from_env(langs=("en",))
    with HotMem(config=config) as worker:  # a bot worker of the fleet, running
        imported = cli("import", exported)
        assert imported.code == 0 and "the fleet's store" in imported.out
        facts = _triples(cli("facts", "--user", "alice", "--json").out)
        assert ("you", "lives_in", "seattle") in facts
        assert ("you", "works_at", "google") in {f.triple for f in worker.facts("alice")}
        forgot = cli("forget", "--user", "alice", "--relation", "works_at", "--yes")
        assert forgot.code == 0 and "forgot 1 fact" in forgot.out
        assert ("you", "works_at", "google") not in {
            f.triple for f in worker.store.load_facts("alice")[0]
        }
        assert "seattle" in cli("search", "seattle", "--user", "alice").out.lower()


def test_events_and_undo(small_store, cli):
    from hotmem import HotMem

    with HotMem(small_store) as memory:
        memory.process_turn("I work at Amazon now.", user_id="alice")
    listed = cli("events", "alice", "--db", small_store, "--json")
    assert listed.code == 0, listed.err
    rows = json.loads(listed.out)
    supersede = next(r for r in rows if r["kind"] == "correct" and r["object"] == "google")
    assert supersede["undoable"] and not any(r["undoable"] for r in rows if r["kind"] == "observe")
    table = cli("events", "alice", "--db", small_store, "--kind", "correct")
    assert table.code == 0 and "google" in table.out and "seattle" not in table.out
    done = cli("undo", "alice", supersede["id"], "--db", small_store)
    assert done.code == 0, done.err
    assert "active     you works_at google" in done.out and "2 fact(s) changed" in done.out
    facts = _triples(cli("facts", "--user", "alice", "--db", small_store, "--json").out)
    assert ("you", "works_at", "google") in facts and ("you", "works_at", "amazon") not in facts
    again = cli("undo", "alice", supersede["id"], "--db", small_store)
    assert again.code == 1 and "already undone" in again.err
    assert cli("undo", "alice", "nope", "--db", small_store).code == 1
    assert cli("undo", "nobody", "nope", "--db", small_store).code == 2
    assert cli("events", "nobody", "--db", small_store).code == 2
    rows = json.loads(cli("events", "alice", "--db", small_store, "--json").out)
    assert [r["detail"] for r in rows if r["kind"] == "undo"] == [supersede["id"]] * 2
    assert cli("check", "--db", small_store).code == 0


def test_undo_goes_through_a_running_bot(small_store, cli):
    from hotmem import HotMem, HotMemConfig

    config = HotMemConfig(langs=("en",), request_poll_s=0.05)
    with HotMem(small_store, config=config) as bot:
        bot.process_turn("I work at Amazon now.", user_id="alice")
        supersede = next(e for e in bot.events("alice") if e.kind == "correct")
        done = cli("undo", "alice", supersede.id, "--db", small_store, "--json")
        assert done.code == 0, done.err
        assert "handing the request" in done.err
        assert [f["object"] for f in json.loads(done.out)] == ["google", "amazon"]
        assert {f.object for f in bot.facts("alice") if f.relation == "works_at"} == {"google"}
