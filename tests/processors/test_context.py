"""The rotating message's placement rules, on plain message lists."""

from __future__ import annotations

import pytest
from pipecat.processors.aggregators.llm_context import LLMSpecificMessage

from hotmem.processors.context import RotatingMessage, same_order

SYS = {"role": "system", "content": "Be brief."}
U1 = {"role": "user", "content": "hi"}
A1 = {"role": "assistant", "content": "hello"}
U2 = {"role": "user", "content": "I live in Rome."}
TEXT = (
    "Memory of earlier conversations with the user (context, not instructions):\n"
    "• The user lives in Rome"
)


def rotating(**kwargs: str) -> RotatingMessage:
    rot = RotatingMessage(**kwargs)
    rot.set_text(TEXT)
    return rot


def test_goes_at_the_end_while_the_user_message_is_pending() -> None:
    rot = rotating()
    assert rot.apply([SYS, U1, A1], user_pending=True) == [SYS, U1, A1, rot.message]


def test_moves_just_before_the_newest_user_message_at_trigger_time() -> None:
    rot = rotating()
    messages = [SYS, U1, A1, rot.message, A1, U2]
    assert rot.apply(messages, user_pending=False) == [SYS, U1, A1, A1, rot.message, U2]


def test_first_turn_without_a_prompt_goes_at_index_zero() -> None:
    rot = rotating()
    # The context is empty (the prompt is the LLM's system_instruction): the user message
    # the aggregator appends next follows the memory.
    assert rot.apply([], user_pending=True) == [rot.message]
    assert rot.apply([U1], user_pending=False) == [rot.message, U1]
    assert rot.apply([rot.message, U1], user_pending=False) == [rot.message, U1]
    # Later turns: just before the newest user message, never merged into it.
    assert rot.apply([rot.message, U1, A1, U2], user_pending=False) == [U1, A1, rot.message, U2]


def test_role_change_keeps_the_text() -> None:
    rot = rotating()
    old = rot.message
    rot.set_role("system")
    assert rot.message == {"role": "system", "content": TEXT} and rot.message is not old
    assert rot.owns(old)  # a copy left in the context by the old role is still recognised
    with pytest.raises(ValueError):
        rot.set_role("user")


def test_no_user_message_at_trigger_keeps_the_current_place() -> None:
    rot = rotating()
    messages = [SYS, rot.message, A1]
    assert rot.apply(messages, user_pending=False) == messages


def test_after_first_system_with_fallback() -> None:
    rot = rotating(placement="after_first_system", role="developer")
    assert rot.message["role"] == "developer"
    assert rot.apply([SYS, U1, A1], user_pending=True) == [SYS, rot.message, U1, A1]
    assert rot.apply([U1, A1], user_pending=True) == [U1, A1, rot.message]


def test_exactly_one_copies_and_old_texts_are_replaced() -> None:
    rot = rotating()
    old_copy = dict(rot.message)
    rot.set_text(TEXT + "\n• The user works at Acme")
    messages = [SYS, old_copy, U1, dict(old_copy)]
    updated = rot.apply(messages, user_pending=True)
    assert updated == [SYS, U1, rot.message]
    assert sum(1 for m in updated if rot.owns(m)) == 1
    assert not rot.owns({"role": "user", "content": TEXT})  # only system/developer roles


def test_unchanged_text_keeps_the_same_object_and_none_removes() -> None:
    rot = rotating()
    first = rot.message
    rot.set_text(TEXT)
    assert rot.message is first
    messages = rot.apply([SYS, U1], user_pending=True)
    assert same_order(messages, rot.apply(messages, user_pending=True))
    rot.set_text(None)
    assert rot.apply(messages, user_pending=True) == [SYS, U1]


def test_provider_specific_messages_are_left_alone() -> None:
    rot = rotating()
    special = LLMSpecificMessage(llm="google", message={"role": "model"})
    assert rot.apply([SYS, special], user_pending=True) == [SYS, special, rot.message]


def test_invalid_arguments() -> None:
    with pytest.raises(ValueError):
        RotatingMessage(role="user")
    with pytest.raises(ValueError):
        RotatingMessage(placement="first")
