"""``hotmem replay``: the JSON contract, a 50-turn conversation, bad input, kept stores."""

from __future__ import annotations

import io
import json
import sys
import types

import pytest
from cli_helpers import REPLAY_50, STAGES, check_turn, write_jsonl

from hotmem import HotMem


def _facts(obj):
    return {tuple(f[:3]) for f in obj["facts"] if f[3] >= 0.5}


def _retracted(obj):
    return {tuple(f[:3]) for f in obj["retracted"]}


@pytest.fixture(scope="module")
def replay_50(tmp_path_factory):
    """The 50-turn conversation replayed once (engine path), kept in a store."""
    from hotmem.cli import main

    db = tmp_path_factory.mktemp("replay50") / "db"
    out = tmp_path_factory.mktemp("replay50out") / "out.jsonl"
    saved = sys.stdout
    with out.open("w", encoding="utf-8") as fh:
        sys.stdout = fh
        try:
            code = main(["replay", str(REPLAY_50), "--json", "--engine-only", "--db", str(db)])
        finally:
            sys.stdout = saved
    assert code == 0
    objects = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    return objects, db


def test_json_output_follows_the_contract(replay_50):
    objects, _ = replay_50
    turns, summary = objects[:-1], objects[-1]
    assert len(turns) == 50
    for obj in turns:
        check_turn(obj)
    assert [t["turn_id"] for t in turns] == [f"t{i}" for i in range(1, 51)]
    assert set(summary) == {"summary"}
    s = summary["summary"]
    assert s["turns"] == 50
    assert set(s["p50"]) == STAGES and set(s["p95"]) == STAGES
    assert s["corrections"] >= 2
    assert s["turns_with_injection"] >= 10
    assert s["facts_stored"] >= 10
    assert s["path"] == "engine"


def test_facts_and_bullets_at_given_turns(replay_50):
    objects, _ = replay_50
    turn = {obj["turn_id"]: obj for obj in objects[:-1]}
    assert ("you", "name", "alice") in _facts(turn["t1"])
    assert ("you", "lives_in", "seattle") in _facts(turn["t2"])
    assert {("you", "sister", "anna"), ("anna", "lives_in", "rome")} <= _facts(turn["t3"])
    assert ("you", "works_at", "google") in _facts(turn["t4"])
    assert any("Google" in b for b in turn["t4"]["bullets"])
    assert _facts(turn["t5"]) == set()  # "That's cool."
    assert ("you", "brother", "tom") in _facts(turn["t9"])
    # the correction: new value asserted, old one retracted, the message follows
    assert ("you", "works_at", "microsoft") in _facts(turn["t20"])
    assert ("you", "works_at", "google") in _retracted(turn["t20"])
    assert "Microsoft" in turn["t20"]["context_message"]
    assert "Google" not in turn["t20"]["context_message"]
    assert any("Microsoft" in b for b in turn["t29"]["bullets"])  # "Where do I work?"
    assert ("you", "lives_in", "portland") in _facts(turn["t36"])
    assert ("you", "lives_in", "seattle") in _retracted(turn["t36"])
    assert any("Anna" in b and "Rome" in b for b in turn["t40"]["bullets"])
    assert any("Tom" in b and "Boston" in b for b in turn["t47"]["bullets"])
    assert all(obj["facts"] == [] for obj in objects[:-1] if obj["intent"] == "PURE_QUESTION")


def test_kept_store_holds_the_final_state(replay_50, cli):
    _, db = replay_50
    result = cli("facts", "--user", "alice", "--db", db, "--json")
    assert result.code == 0, result.err
    active = {(f["subject"], f["relation"], f["object"]) for f in json.loads(result.out)}
    assert {
        ("you", "works_at", "microsoft"),
        ("you", "lives_in", "portland"),
        ("anna", "lives_in", "rome"),
        ("you", "dog", "rex"),
    } <= active
    assert ("you", "works_at", "google") not in active
    with HotMem(db) as mem:  # assistant lines were kept as replies
        replies = [e["reply"] for e in mem.export("alice")["episodes"] if e["reply"]]
    assert "Congrats on the new job!" in replies


def test_readable_view_and_summary(tmp_path, cli):
    path = tmp_path / "t.txt"
    path.write_text("User: I live in Seattle.\nAssistant: Nice!\nUser: Where do I live?\n")
    result = cli("replay", path, "--engine-only", "--user", "zoe")
    assert result.code == 0, result.err
    assert "you lives_in seattle" in result.out
    assert "memory message" in result.out
    assert "2 user turns" in result.out
    assert "total_ms" in result.out
    assert not (tmp_path / "memory").exists()  # default: a temporary store


def test_pipecat_json_and_user_override(tmp_path, cli):
    saved = tmp_path / "pipecat.json"
    saved.write_text(
        json.dumps(
            [
                {
                    "role": "user",
                    "content": "I work at Google.",
                    "user_id": "x",
                    "timestamp": "2025-01-02T03:04:05+00:00",
                },
                {"role": "assistant", "content": "Cool."},
            ]
        )
    )
    result = cli("replay", saved, "--json", "--engine-only", "--user", "carol")
    assert result.code == 0, result.err
    turn, summary = result.json_lines()
    check_turn(turn)
    assert ("you", "works_at", "google") in _facts(turn)
    assert summary["summary"]["users"] == ["carol"]


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        (
            '{"role": "user", "text": "I live in Rome."}\n{"role": "user", "text": \n',
            "t.jsonl:2: invalid JSON",
        ),
        (
            '{"role": "user", "text": "I live in Rome."}\n{"role": "robot", "text": "x"}\n',
            "t.jsonl:2: role must be 'user' or 'assistant'",
        ),
        (
            '{"role": "user", "text": "I live in Rome."}\n{"role": "user"}\n',
            "t.jsonl:2: missing 'text'",
        ),
        ("", "empty"),
    ],
)
def test_invalid_file_touches_no_store(tmp_path, cli, rows, message):
    path = tmp_path / "t.jsonl"
    path.write_text(rows)
    db = tmp_path / "kept"
    result = cli("replay", path, "--db", db, "--json")
    assert result.code == 2
    assert message in result.err
    assert "Traceback" not in result.err
    assert result.out == ""
    assert not db.exists()  # validated before the store was created


def test_invalid_file_leaves_an_existing_store_unchanged(small_store, tmp_path, cli):
    before = cli("export", "--user", "alice", "--db", small_store).out
    path = write_jsonl(tmp_path / "bad.jsonl", [{"role": "user", "text": "I live in Oslo."}])
    with path.open("a") as fh:
        fh.write("not json\n")
    assert cli("replay", path, "--db", small_store, "--user", "alice").code == 2
    assert cli("export", "--user", "alice", "--db", small_store).out == before


def test_missing_file_and_bad_user(tmp_path, cli):
    result = cli("replay", tmp_path / "nope.jsonl")
    assert result.code == 2 and "no such file" in result.err
    path = write_jsonl(tmp_path / "t.jsonl", [{"role": "user", "text": "hi"}])
    result = cli("replay", path, "--user", " ")
    assert result.code == 2 and "--user" in result.err


def test_processor_path_is_used_when_available(tmp_path, cli, monkeypatch):
    calls = []

    def replay_pipeline(texts, memory, *, user_id, session_id):
        calls.append(list(texts))
        return [memory.process_turn(t, user_id=user_id, session_id=session_id) for t in texts]

    fake = types.ModuleType("hotmem.demo")
    fake.replay_pipeline = replay_pipeline
    monkeypatch.setitem(sys.modules, "hotmem.demo", fake)
    rows = [{"role": "user", "text": f"I went to city number {i}."} for i in range(30)]
    rows.insert(3, {"role": "assistant", "text": "Nice trip."})
    path = write_jsonl(tmp_path / "t.jsonl", rows)
    result = cli("replay", path, "--json")
    assert result.code == 0, result.err
    assert result.json_lines()[-1]["summary"]["path"] == "pipeline"
    assert sum(len(c) for c in calls) == 30
    assert calls[0] == [r["text"] for r in rows[:3]]  # split at the assistant line
    calls.clear()
    result = cli("replay", path, "--json", "--engine-only")
    assert result.json_lines()[-1]["summary"]["path"] == "engine" and not calls


def test_failed_extraction_is_shown_and_counted(tmp_path, cli, monkeypatch):
    import hotmem.extraction

    def broken(*args, **kwargs):
        raise RuntimeError("parser bug")

    monkeypatch.setattr(hotmem.extraction, "extract", broken)
    path = write_jsonl(tmp_path / "t.jsonl", [{"role": "user", "text": "I live in Oslo."}])
    result = cli("replay", path, "--engine-only", "--json")
    assert result.code == 0, result.err
    turn, summary = result.json_lines()
    check_turn(turn)
    assert turn["facts"] == [] and summary["summary"]["extraction_failed"] == 1
    readable = cli("replay", path, "--engine-only")
    assert "notes: extraction failed" in readable.out


class _TTY(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(
    ("flags", "shown"), [([], True), (["--json"], False), (["--no-progress"], False)]
)
def test_progress_bar_on_a_terminal(cli, monkeypatch, flags, shown):
    err = _TTY()
    monkeypatch.setattr(sys, "stderr", err)
    result = cli("replay", REPLAY_50, "--engine-only", *flags)
    assert result.code == 0
    assert ("/50" in err.getvalue()) is shown


def test_processor_path_failure_suggests_engine_only(tmp_path, cli, monkeypatch):
    def replay_pipeline(texts, memory, *, user_id, session_id):
        raise RuntimeError("no event loop")

    fake = types.ModuleType("hotmem.demo")
    fake.replay_pipeline = replay_pipeline
    monkeypatch.setitem(sys.modules, "hotmem.demo", fake)
    path = write_jsonl(tmp_path / "t.jsonl", [{"role": "user", "text": "I live in Oslo."}])
    result = cli("replay", path)
    assert result.code == 1
    assert "--engine-only" in result.err and "no event loop" in result.err


def test_a_user_id_carries_to_the_lines_after_it(tmp_path, cli):
    path = write_jsonl(
        tmp_path / "t.jsonl",
        [
            {"role": "user", "text": "I live in Seattle.", "user_id": "maya"},
            {"role": "user", "text": "I work at Nike."},
            {"role": "user", "text": "I live in Boston.", "user_id": "omar"},
            {"role": "user", "text": "I work at Ford."},
        ],
    )
    result = cli("replay", path, "--json", "--engine-only")
    assert result.code == 0, result.err
    *turns, summary = result.json_lines()
    assert summary["summary"]["users"] == ["maya", "omar"]
    assert ("you", "works_at", "nike") in _facts(turns[1])
