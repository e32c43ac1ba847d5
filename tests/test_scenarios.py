"""The multi-session scenario set of issue 15 and its evaluator (``hotmem eval scenarios``)."""

from __future__ import annotations

import json
from collections import Counter
from datetime import datetime

import pytest

from hotmem.cli import main
from hotmem.evaluation import DATA_DIR
from hotmem.evaluation.scenarios import (
    SCENARIO_DIR,
    SCENARIO_KINDS,
    evaluate_scenarios,
    load_scenarios,
)
from hotmem.relations import lookup

SHIPPED = DATA_DIR / SCENARIO_DIR
LANGS = ("en", "es", "fr", "de", "it", "pt")


def _scenario(id_, turns, active, inactive=(), distinct=None, kind="controls"):
    expect = {"active": active, "inactive_or_absent": list(inactive)}
    if distinct:
        expect["distinct_entities"] = distinct
    return {
        "id": id_,
        "lang": "en",
        "kind": kind,
        "note": id_,
        "sessions": [
            {
                "at": "2025-01-01T10:00:00Z",
                "session_id": "s1",
                "turns": [{"user": t} if isinstance(t, str) else t for t in turns],
            }
        ],
        "expect": expect,
    }


@pytest.fixture
def tiny_dir(tmp_path):
    items = [
        # holds: the city is active, the city only the assistant said is not
        _scenario(
            "en-ok",
            [{"user": "I live in Oslo.", "assistant": "How is Bergen these days?"}],
            [["you", "lives_in", "oslo"]],
            [["you", "lives_in", "bergen"]],
            kind="echoes",
        ),
        # fails: the expected fact was never said, and two names said apart count as merged
        # because one of them is in no active fact
        _scenario(
            "en-bad",
            ["I work at Google."],
            [["you", "works_at", "microsoft"]],
            distinct=[["google", "alphabet"]],
        ),
    ]
    path = tmp_path / "scenarios_en.jsonl"
    path.write_text("".join(json.dumps(i) + "\n" for i in items), encoding="utf-8")
    return tmp_path


def test_evaluator_scores_a_tiny_directory(tiny_dir):
    report = evaluate_scenarios(tiny_dir)
    assert report.overall == {
        "scenarios": 2,
        "passed": 1,
        "exact_state_accuracy": 0.5,
        "false_merges": 1,
    }
    assert report.per_kind["echoes"]["passed"] == 1
    assert report.per_kind["controls"]["exact_state_accuracy"] == 0.0
    assert report.per_lang["en"]["scenarios"] == 2
    (error,) = report.errors
    assert error["id"] == "en-bad"
    assert error["missing"] == ["you | works_at | microsoft"]
    assert error["false_merges"] == [["google", "alphabet"]]
    assert "you | works_at | google" in error["active"]
    assert json.loads(report.to_json())["overall"]["false_merges"] == 1


def test_evaluator_filters_languages_and_rejects_bad_lines(tiny_dir):
    assert evaluate_scenarios(tiny_dir, langs=["fr"]).overall["scenarios"] == 0
    (tiny_dir / "scenarios_fr.jsonl").write_text('{"id": "fr-x", "lang": "fr"}\n')
    with pytest.raises(ValueError, match=r"scenarios_fr\.jsonl: fr-x: missing 'kind'"):
        load_scenarios(tiny_dir)


def test_cli_eval_scenarios(tiny_dir, capsys, monkeypatch):
    monkeypatch.delenv("HOTMEM_LANGS", raising=False)
    assert main(["eval", "scenarios", "--data", str(tiny_dir), "--langs", "en", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["overall"]["passed"] == 1 and "errors" not in report
    code = main(["eval", "scenarios", "--data", str(tiny_dir), "--langs", "en", "--errors"])
    out = capsys.readouterr().out
    assert code == 0
    assert "scenarios quality per kind" in out and "en-bad" in out
    assert main(["eval", "scenarios", "--data", str(tiny_dir), "--langs", "fr"]) == 2


def test_shipped_scenarios_meet_the_counts_of_issue_15():
    items = load_scenarios(SHIPPED)
    per_lang = Counter(i["lang"] for i in items)
    assert len(items) >= 72
    assert per_lang["en"] >= 18
    assert all(per_lang[lang] >= 8 for lang in LANGS)
    assert {i["kind"] for i in items} == set(SCENARIO_KINDS)
    for lang in LANGS:  # every language has every kind but one at most
        kinds = {i["kind"] for i in items if i["lang"] == lang}
        assert len(set(SCENARIO_KINDS) - kinds) <= 1, lang
    assert len({i["id"] for i in items}) == len(items)
    assert sum(len(i["expect"].get("distinct_entities", [])) for i in items) >= 6


@pytest.mark.parametrize("folder", [SHIPPED, SHIPPED.parent / "scenarios_heldout"])
def test_shipped_scenarios_are_well_formed(folder):
    for item in load_scenarios(folder):
        assert item["id"].startswith(item["lang"] + "-"), item["id"]
        assert item["note"], item["id"]
        assert len(item["sessions"]) >= 1
        times = [datetime.fromisoformat(s["at"].replace("Z", "+00:00")) for s in item["sessions"]]
        assert times == sorted(times), item["id"]
        if item["expect"].get("now"):
            now = datetime.fromisoformat(item["expect"]["now"].replace("Z", "+00:00"))
            assert now >= times[-1], item["id"]
        if item["kind"] != "expiries":
            assert len(item["sessions"]) >= 2 or item["kind"] in ("echoes",), item["id"]
        expected = item["expect"]["active"] + item["expect"].get("inactive_or_absent", [])
        assert expected, item["id"]
        for _, relation, _ in expected:
            assert lookup(relation) is not None, (item["id"], relation)
