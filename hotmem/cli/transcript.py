"""Reading recorded conversations: JSONL, plain text, or a saved Pipecat transcript.

The whole file is read and checked before anything touches a store, so a bad line never
leaves a half-replayed store behind. Three shapes are accepted:

* JSONL, one object a line: ``{"role": "user"|"assistant", "text": ..., "user_id"?,
  "turn_id"?, "timestamp"?}`` (``content`` is accepted for ``text``);
* plain text, ``User: ...`` / ``Assistant: ...`` lines (blank lines and ``#`` comments skipped);
* JSON as a Pipecat transcript handler saves it: a list of ``TranscriptionMessage``
  (``role``, ``content``, ``user_id``?, ``timestamp``? as ISO 8601), or an object with such a
  list under ``messages``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from hotmem.cli.common import CliError

__all__ = ["Line", "parse_transcript", "read_transcript"]

_ROLES = ("user", "assistant")
_PLAIN = re.compile(r"^\s*(user|assistant)\s*:\s?(.*)$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Line:
    """One message of a recorded conversation.

    Attributes:
        role: ``user`` or ``assistant``.
        text: What was said.
        lineno: Where it is in the file (line, or list position for JSON).
        user_id: Owner given by the file, if any.
        turn_id: Turn id given by the file, if any.
        timestamp: Unix time given by the file, if any.
    """

    role: str
    text: str
    lineno: int
    user_id: str | None = None
    turn_id: str | None = None
    timestamp: float | None = None


def read_transcript(path: str) -> list[Line]:
    """Read and validate a whole transcript file.

    Raises:
        CliError: The file is missing, empty, or a message is malformed (naming the line).
    """
    file = Path(path)
    try:
        raw = file.read_bytes()
    except FileNotFoundError:
        raise CliError(f"{path}: no such file") from None
    except OSError as exc:
        raise CliError(f"{path}: cannot read: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CliError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    return parse_transcript(text, path)


def parse_transcript(text: str, name: str = "<transcript>") -> list[Line]:
    """Parse transcript text in any accepted shape (see the module docstring).

    Raises:
        CliError: Empty input, no user turn, or a malformed message (naming the line).
    """
    stripped = text.strip()
    if not stripped:
        raise CliError(f"{name}: the transcript is empty")
    if stripped[0] == "[":
        lines = _parse_json_document(stripped, name)
    elif stripped[0] == "{":
        lines = _parse_jsonl_or_document(text, name)
    else:
        lines = _parse_plain(text, name)
    if not any(line.role == "user" for line in lines):
        raise CliError(f"{name}: the transcript has no user turn")
    return lines


def _parse_plain(text: str, name: str) -> list[Line]:
    lines = []
    for number, raw in enumerate(text.splitlines(), 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        match = _PLAIN.match(raw)
        if match is None:
            shown = raw.strip()[:40]
            raise CliError(
                f"{name}:{number}: expected 'User: ...' or 'Assistant: ...', got {shown!r}"
            )
        role, said = match.group(1).lower(), match.group(2).strip()
        if not said:
            raise CliError(f"{name}:{number}: the {role} line has no text")
        lines.append(Line(role, said, number))
    return lines


def _parse_jsonl_or_document(text: str, name: str) -> list[Line]:
    rows = [(n, raw) for n, raw in enumerate(text.splitlines(), 1) if raw.strip()]
    try:
        first = json.loads(rows[0][1])
    except json.JSONDecodeError:
        # Not one object a line: maybe one pretty-printed JSON document.
        return _parse_json_document(text, name)
    if isinstance(first, dict) and "messages" in first and "role" not in first:
        return _parse_json_document(text, name)
    lines = []
    for number, raw in rows:
        try:
            item = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise CliError(
                f"{name}:{number}: invalid JSON: {exc.msg} (column {exc.colno})"
            ) from None
        lines.append(_message(item, number, name))
    return lines


def _parse_json_document(text: str, name: str) -> list[Line]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CliError(
            f"{name}:{exc.lineno}: invalid JSON: {exc.msg} (column {exc.colno})"
        ) from None
    if isinstance(data, dict) and "messages" in data:
        data = data["messages"]
    if not isinstance(data, list):
        raise CliError(
            f"{name}: expected a JSON list of messages (role, content), got {type(data).__name__}"
        )
    if not data:
        raise CliError(f"{name}: the transcript is empty")
    return [_message(item, i, name, where="message") for i, item in enumerate(data, 1)]


def _message(item: Any, number: int, name: str, where: str = "") -> Line:
    at = f"{name}:{number}" if not where else f"{name}: {where} {number}"
    if not isinstance(item, dict):
        raise CliError(f"{at}: expected a JSON object, got {type(item).__name__}")
    role = item.get("role")
    if role is None:
        raise CliError(f"{at}: missing 'role' (user or assistant)")
    if role not in _ROLES:
        raise CliError(f"{at}: role must be 'user' or 'assistant', got {role!r}")
    said = item.get("text", item.get("content"))
    if said is None:
        raise CliError(f"{at}: missing 'text'")
    if not isinstance(said, str):
        raise CliError(f"{at}: 'text' must be a string, got {type(said).__name__}")
    if role == "user" and not said.strip():
        raise CliError(f"{at}: the user's 'text' is empty")
    user_id = _optional_str(item, "user_id", at)
    turn_id = _optional_str(item, "turn_id", at)
    return Line(role, said, number, user_id, turn_id, _timestamp(item.get("timestamp"), at))


def _optional_str(item: dict[str, Any], key: str, at: str) -> str | None:
    value = item.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise CliError(f"{at}: {key!r} must be a non-empty string, got {value!r}")
    return value


def _timestamp(value: Any, at: str) -> float | None:
    """Unix seconds from a number or an ISO-8601 string (as Pipecat writes them)."""
    if value is None:
        return None
    if isinstance(value, bool):
        raise CliError(f"{at}: 'timestamp' must be Unix seconds or ISO 8601, got {value!r}")
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()
        except ValueError:
            pass
    raise CliError(f"{at}: 'timestamp' must be Unix seconds or ISO 8601, got {value!r}")
