"""``hotmem eval locomo``: evidence recall on data in LoCoMo's format (a tiny file made here)."""

import json

SAMPLE = {
    "sample_id": "conv-t",
    "conversation": {
        "speaker_a": "Maya",
        "speaker_b": "Omar",
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            {"speaker": "Maya", "dia_id": "D1:1", "text": "I adopted a beagle called Rex today!"},
            {"speaker": "Omar", "dia_id": "D1:2", "text": "Nice! I started pottery classes."},
        ],
        "session_2_date_time": "10:00 am on 20 June, 2023",
        "session_2": [
            {"speaker": "Maya", "dia_id": "D2:1", "text": "We moved to Lisbon last week."},
            {"speaker": "Omar", "dia_id": "D2:2", "text": "My sister Lena visited me in Oslo."},
        ],
    },
    "qa": [
        {"question": "What is the name of Maya's dog?", "evidence": ["D1:1"], "category": 4},
        {"question": "Where did Maya move?", "evidence": ["D2:1"], "category": 1},
        {"question": "Who visited Omar in Oslo?", "evidence": ["D2:2"], "category": 4},
        {"question": "What did Maya say?", "answer": "x", "category": 5},
    ],
}


def test_recall_per_category_beside_both_baselines(tmp_path, cli):
    path = tmp_path / "locomo.json"
    path.write_text(json.dumps([SAMPLE]))
    result = cli("eval", "locomo", path, "--json")
    assert result.code == 0, result.err
    report = json.loads(result.out)
    assert (report["conversations"], report["turns"], report["questions"]) == (1, 4, 3)
    assert set(report["recall"]) == {"hotmem", "bm25", "bm25_stemmed"}
    assert report["recall"]["hotmem"]["all"] == {"n": 3, "r@5": 1.0, "r@10": 1.0}
    assert report["recall"]["bm25"]["4"]["n"] == 2
    table = cli("eval", "locomo", path)
    assert table.code == 0 and "3 multi-hop" in table.out


def test_a_missing_or_foreign_file_is_a_clear_error(tmp_path, cli):
    assert cli("eval", "locomo", tmp_path / "absent.json").code == 2
    foreign = tmp_path / "x.json"
    foreign.write_text(json.dumps([{"id": 1}]))
    result = cli("eval", "locomo", foreign)
    assert result.code == 2 and "not LoCoMo data" in result.err
