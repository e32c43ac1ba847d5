"""Reading transcripts: every accepted shape, and a clear error for every malformed one."""

from __future__ import annotations

import json

import pytest

from hotmem.cli.common import CliError
from hotmem.cli.transcript import parse_transcript, read_transcript


def test_jsonl_with_optional_fields():
    text = (
        '{"role": "user", "text": "I live in Seattle.", "user_id": "u1", "turn_id": "a", '
        '"timestamp": 1700000000}\n'
        "\n"
        '{"role": "assistant", "text": "Nice!"}\n'
    )
    lines = parse_transcript(text)
    assert [(x.role, x.text) for x in lines] == [
        ("user", "I live in Seattle."),
        ("assistant", "Nice!"),
    ]
    assert (lines[0].user_id, lines[0].turn_id, lines[0].timestamp) == ("u1", "a", 1.7e9)
    assert lines[1].lineno == 3


def test_plain_text_lines():
    lines = parse_transcript(
        "# a comment\nUser: I work at Google.\n\nassistant: Cool.\nUSER:   I live in Rome.\n"
    )
    assert [(x.role, x.text) for x in lines] == [
        ("user", "I work at Google."),
        ("assistant", "Cool."),
        ("user", "I live in Rome."),
    ]


def test_pipecat_transcript_list_with_iso_timestamps():
    saved = [
        {
            "role": "user",
            "content": "I live in Seattle.",
            "user_id": "alice",
            "timestamp": "2025-01-02T03:04:05+00:00",
        },
        {"role": "assistant", "content": "Nice!", "timestamp": "2025-01-02T03:04:06Z"},
    ]
    lines = parse_transcript(json.dumps(saved, indent=2))
    assert [x.text for x in lines] == ["I live in Seattle.", "Nice!"]
    assert lines[0].timestamp == pytest.approx(1735787045.0)
    assert lines[1].timestamp == pytest.approx(1735787046.0)
    wrapped = parse_transcript(json.dumps({"messages": saved}))
    assert [x.role for x in wrapped] == ["user", "assistant"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "empty"),
        ("   \n\n", "empty"),
        ('{"role": "user", "text": "hi"}\n{"role": "user", "text": "oops"\n', ":2: invalid JSON"),
        ('{"role": "bot", "text": "hi"}\n', ":1: role must be 'user' or 'assistant'"),
        ('{"text": "hi"}\n', ":1: missing 'role'"),
        ('{"role": "user"}\n', ":1: missing 'text'"),
        ('{"role": "user", "text": 3}\n', "'text' must be a string"),
        ('{"role": "user", "text": "   "}\n', "the user's 'text' is empty"),
        ('{"role": "user", "text": "hi", "timestamp": "yesterday"}\n', "'timestamp'"),
        ('{"role": "user", "text": "hi", "user_id": ""}\n', "'user_id'"),
        ("[1, 2]", "message 1: expected a JSON object"),
        ("[]", "empty"),
        ('{"role": "assistant", "text": "hello"}\n', "no user turn"),
        ("User: hi\nBob: hello\n", ":2: expected 'User: ...' or 'Assistant: ...'"),
        ("User: hi\nUser:\n", ":2: the user line has no text"),
        ('{"messages": 3}', "expected a JSON list"),
    ],
)
def test_malformed_input_names_the_problem(text, expected):
    with pytest.raises(CliError) as info:
        parse_transcript(text, "t.jsonl")
    assert expected in str(info.value)
    assert info.value.code == 2


def test_read_transcript_file_errors(tmp_path):
    with pytest.raises(CliError, match="no such file"):
        read_transcript(str(tmp_path / "missing.jsonl"))
    binary = tmp_path / "b.jsonl"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(CliError, match="not UTF-8"):
        read_transcript(str(binary))
