"""HotMem.greeting: a session opens with the user's core facts, before anything is said."""

import pytest

from hotmem import HotMem, HotMemConfig, InvalidInputError

KNOWN = [
    "My name is Maya.",
    "My sister Anna lives in Rome.",
    "I live in Portland and I work at Nike.",
    "I went to Japan last year.",
]


@pytest.fixture
def maya(mem):
    for n, text in enumerate(KNOWN):
        mem.process_turn(text, user_id="maya", session_id="earlier", turn_id=f"e{n}")
    return mem


def test_the_core_facts_open_the_session(maya):
    message = maya.greeting("maya", "today")
    lines = message.splitlines()
    assert lines[0] == maya.config.inject_header
    bullets = lines[2:]
    assert bullets[0] == "• The user's name is Maya"  # the name first: the highest priority
    assert "• The user lives in Portland" in bullets
    assert any("Anna" in b for b in bullets)
    assert maya.message("maya", "today") == message  # it is the session's message now


def test_greeted_facts_stay_shown_and_are_not_repeated_as_new(maya):
    said = "What do you know about me?"
    plain = maya.process_turn(said, user_id="maya", session_id="not-greeted")
    assert "• The user's name is Maya" in plain.bullets  # the turn brings the name up
    maya.greeting("maya", "today")
    result = maya.process_turn(said, user_id="maya", session_id="today")
    assert "• The user's name is Maya" not in result.bullets  # shown already: not new
    assert "• The user's name is Maya" in result.context_message.splitlines()


def test_a_cap_on_the_bullets():
    config = HotMemConfig(langs=("en",), bullets_max=2)
    with HotMem(None, config=config) as mem:
        for n, text in enumerate(KNOWN):
            mem.process_turn(text, user_id="maya", session_id="earlier", turn_id=f"e{n}")
        message = mem.greeting("maya", "today")
    assert len(message.splitlines()) == 2 + 2


def test_nothing_known_nothing_shown(maya):
    assert maya.greeting("nobody", "today") is None
    assert maya.message("nobody", "today") is None


def test_one_user_s_facts_never_greet_another(maya):
    maya.process_turn("My name is Omar.", user_id="omar", session_id="earlier")
    message = maya.greeting("omar", "today")
    assert "Omar" in message and "Maya" not in message and "Rome" not in message


def test_bad_input_is_refused(maya):
    for bad in ("", None, 42):
        with pytest.raises(InvalidInputError):
            maya.greeting(bad)
    with pytest.raises(InvalidInputError):
        maya.greeting("maya", "")
    with pytest.raises(InvalidInputError):
        maya.greeting("maya", timestamp=float("nan"))
