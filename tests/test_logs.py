"""hotmem's error logs show tracebacks, never what the user said (loguru's diagnose is on)."""

from loguru import logger

from hotmem import extraction
from hotmem.logs import log_error

SECRET = "Zanzibarville"


def _capture():
    lines: list[str] = []
    # loguru's defaults: diagnose and backtrace on, which print every variable's value.
    handler = logger.add(lines.append, level="DEBUG", diagnose=True, backtrace=True)
    return lines, handler


def test_a_failed_turn_logs_its_traceback_without_the_utterance(mem, monkeypatch):
    def broken(analysis, state):
        raise RuntimeError("parser bug")

    monkeypatch.setattr(extraction, "extract", broken)
    lines, handler = _capture()
    try:
        result = mem.process_turn(f"I live in {SECRET}.", user_id="alice")
    finally:
        logger.remove(handler)
    assert "extraction failed" in result.notes
    text = "".join(lines)
    assert "RuntimeError: parser bug" in text and "Traceback" in text
    assert SECRET not in text


def test_log_error_formats_its_arguments_and_takes_braces_in_the_trace():
    lines, handler = _capture()
    try:
        try:
            {"a": 1}[f"{{{SECRET}}}"]
        except KeyError:
            log_error("hotmem: lookup {} failed", "x")
        log_error("hotmem: nothing raised {}", 2, level="WARNING")
    finally:
        logger.remove(handler)
    text = "".join(lines)
    assert "hotmem: lookup x failed" in text and "KeyError" in text
    assert "hotmem: nothing raised 2" in text
