"""Every bad value is refused with InvalidInputError before anything is written; filesystem
problems raise StoreError subclasses that name the path."""

from __future__ import annotations

import math

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.exceptions import InvalidInputError, StoreAccessError, StoreError

CONFIG = HotMemConfig(langs=("en",))


@pytest.fixture
def mem(english):
    with HotMem(None, config=CONFIG) as memory:
        yield memory


@pytest.mark.parametrize("timestamp", [1e12, 1e20, -5.0, math.nan, math.inf, True, "now"])
def test_a_bad_timestamp_is_refused_before_anything_is_written(mem, timestamp):
    with pytest.raises(InvalidInputError):
        mem.process_turn("I live in Paris.", user_id="alice", timestamp=timestamp)
    assert mem.facts("alice", include_inactive=True) == []
    assert mem.export("alice")["episodes"] == []
    mem.process_turn("I live in Rome.", user_id="alice")
    assert mem.search("where do I live", "alice")  # the user is not broken for good


@pytest.mark.parametrize("user_id", ["a\ud800", "a\x00b", "\udcff"])
def test_a_bad_user_id_is_refused(mem, user_id):
    for call in (
        lambda: mem.process_turn("I live in Paris.", user_id=user_id),
        lambda: mem.search("Paris", user_id),
        lambda: mem.facts(user_id),
        lambda: mem.forget(user_id, object="paris"),
        lambda: mem.export(user_id),
        lambda: mem.message(user_id),
    ):
        with pytest.raises(InvalidInputError):
            call()
    assert mem.users() == []


@pytest.mark.parametrize("field", ["session_id", "turn_id"])
@pytest.mark.parametrize("value", ["s\ud800", "s\x00", 5])
def test_bad_session_and_turn_ids_are_refused(mem, field, value):
    with pytest.raises(InvalidInputError):
        mem.process_turn("I live in Paris.", user_id="alice", **{field: value})
    assert mem.users() == []


def test_surrogates_and_nuls_in_text_and_queries_are_cleaned_not_raised(mem):
    result = mem.process_turn("I live in Rome\ud800.\x00", user_id="alice")
    assert [f.object for f in result.facts] == ["rome"]
    assert mem.search("where \ud800 do I\x00 live", "alice")
    with pytest.raises(InvalidInputError):
        mem.forget("alice", object="x\ud800")  # a value to match, not text to clean


@pytest.mark.parametrize("text", ["I live in Paris and I am 3² years old.", "I live in Paris ①."])
def test_non_ascii_digits_never_wipe_a_turns_extraction(mem, text):
    result = mem.process_turn(text, user_id="alice")
    assert ("you", "lives_in", "paris") in [f.triple for f in result.facts]
    assert "extraction failed" not in result.notes


def test_a_directory_named_store_lock_raises_a_store_error_with_the_path(tmp_path):
    (tmp_path / "store.lock").mkdir()
    with pytest.raises(StoreAccessError, match=r"store\.lock"):
        HotMem(tmp_path, config=CONFIG)


@pytest.mark.parametrize("name", ["truth.sqlite3", "journal.jsonl"])
def test_a_directory_where_a_store_file_belongs_raises_a_store_error_with_the_path(tmp_path, name):
    (tmp_path / name).mkdir()
    with pytest.raises(StoreAccessError, match=name):
        HotMem(tmp_path, config=CONFIG)


def test_a_file_where_the_store_directory_belongs_raises_a_store_error(tmp_path):
    (tmp_path / "memory").write_text("not a directory")
    with pytest.raises(StoreError, match="memory"):
        HotMem(tmp_path / "memory", config=CONFIG)
