"""``hotmem demo``, ``hotmem eval`` and the top-level command behaviour."""

from __future__ import annotations

import json

import pytest
from cli_helpers import write_jsonl

from hotmem.cli import main


def test_demo_runs_the_bundled_transcript(cli):
    result = cli("demo", "--engine-only")
    assert result.code == 0, result.err
    assert "remembered you name maya" in result.out
    assert "memory message the LLM sees now" in result.out
    assert "active facts remembered for demo" in result.out


def test_demo_with_a_transcript_and_a_kept_store(tmp_path, cli):
    path = write_jsonl(tmp_path / "t.jsonl", [{"role": "user", "text": "I live in Oslo."}])
    db = tmp_path / "db"
    result = cli("demo", "--engine-only", "--transcript", path, "--db", db)
    assert result.code == 0, result.err
    assert "you lives_in oslo" in result.out
    facts = cli("facts", "--user", "demo", "--db", db, "--json")
    assert json.loads(facts.out)[0]["object"] == "oslo"


def test_demo_bad_transcript(tmp_path, cli):
    path = tmp_path / "t.jsonl"
    path.write_text('{"role": "user", "text": "hi"}\n{"role": "narrator", "text": "x"}\n')
    result = cli("demo", "--transcript", path)
    assert result.code == 2 and "t.jsonl:2: role" in result.err


def test_eval_extraction_json(cli):
    result = cli("eval", "extraction", "--langs", "en", "--json")
    assert result.code == 0, result.err
    report = json.loads(result.out)
    assert set(report) == {"per_lang", "overall", "per_relation"}
    assert set(report["per_lang"]) == {"en"}
    relations = report["per_relation"]["en"]
    assert {"lives_in", "kin", "favorite"} <= set(relations)  # families grouped
    assert sum(r["gold"] for r in relations.values()) > 100
    assert all(0 <= r["precision"] <= 1 and 0 <= r["recall"] <= 1 for r in relations.values())
    for key in (
        "precision",
        "recall",
        "f1",
        "intent_accuracy",
        "must_not_violations",
        "retraction_recall",
        "extraction_p50_ms",
        "extraction_p95_ms",
    ):
        assert key in report["overall"]
    assert 0 <= report["overall"]["f1"] <= 1


def test_eval_extraction_table_with_errors(cli):
    result = cli("eval", "extraction", "--langs", "en", "--errors")
    assert result.code == 0, result.err
    assert "overall" in result.out and "F1" in result.out


def test_eval_extraction_by_relation(cli):
    result = cli("eval", "extraction", "--langs", "pt", "--by-relation")
    assert result.code == 0, result.err
    assert "per relation" in result.out and "lives_in" in result.out


def test_eval_retrieval(cli):
    result = cli("eval", "retrieval", "--langs", "en", "--json", "--errors")
    assert result.code == 0, result.err
    report = json.loads(result.out)
    assert "overall" in report and "per_lang" in report
    table = cli("eval", "retrieval", "--langs", "en")
    assert table.code == 0 and "retrieval quality" in table.out


@pytest.mark.parametrize(
    ("bullet", "turn", "lang", "targets"),
    [
        ("• The user lives in Paris", "Paris was lovely", "en", True),
        ("• The user lives in Paris", "the user said hello", "en", False),
        ("• L'utilisateur habite à Lyon", "l'utilisateur est parti", "fr", False),
        ("• Der Nutzer wohnt in Berlin", "Berlin ist schön", "de", True),
        ("• Der Nutzer wohnt in Berlin", "der Nutzer ist da", "de", False),
    ],
)
def test_a_turn_targets_a_bullet_by_its_words_not_by_the_user_s_name(bullet, turn, lang, targets):
    from hotmem.evaluation.retrieval import _targets

    assert _targets(bullet, turn, lang) is targets


def test_eval_usage_errors(cli):
    assert cli("eval", "extraction", "--langs", "klingon").code == 2
    assert cli("eval").code == 2


def test_no_command_shows_the_help_and_exits_2(capsys):
    assert main([]) == 2
    err = capsys.readouterr().err
    assert "Usage: hotmem" in err and "replay" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["nonsense"], "hotmem: error: No such command 'nonsense'"),
        (["replay"], "hotmem replay: error: Missing argument 'FILE'"),
        (["facts", "--user", "a", "--bogus"], "hotmem facts: error: No such option"),
        (["eval", "extraction", "--nope"], "hotmem eval extraction: error: No such option"),
    ],
)
def test_usage_errors_are_one_line_and_exit_2(argv, message, capsys):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.err.startswith(message) and argv[-1] in captured.err
    assert captured.err.count("\n") == 1 and "--help" in captured.err
    assert captured.out == ""


def test_help_and_version(capsys):
    assert main(["--help"]) == 0
    assert "replay" in capsys.readouterr().out
    assert main(["--version"]) == 0
    assert "hotmem" in capsys.readouterr().out


def test_unexpected_errors_are_one_line(cli, monkeypatch, tmp_path):
    from hotmem.cli import store

    def boom(db):
        raise RuntimeError("disk on fire\nsecond line")

    monkeypatch.setattr(store, "open_existing", boom)
    result = cli("facts", "--user", "a", "--db", tmp_path / "db")
    assert result.code == 1
    assert result.err == "hotmem facts: error: RuntimeError: disk on fire\n"
