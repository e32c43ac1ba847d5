"""Recall of past turns: prompts, neighbours, dates, and the index kept current by the engine."""

from __future__ import annotations

import threading
from datetime import datetime

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.dates import asks_when, date_window
from hotmem.recall import Recall
from hotmem.store.base import Episode
from hotmem.store.text import query_stems, query_terms
from hotmem.text import folded_words

LANGS = ("en",)


def _episode(n: int, text: str, *, session: str = "s1", at: float | None = None, reply=None):
    return Episode(
        f"e{n}", "alice", text, 1000.0 + n if at is None else at, session, f"t{n}", "en", reply
    )


def _stems(query: str) -> list[str]:
    return query_stems(query_terms(query, LANGS), LANGS)


def _found(recall: Recall, query: str, **kw) -> list[str]:
    return [hit.episode.turn_id for hit in recall.search(_stems(query), 5, **kw)]


def test_a_turn_is_found_by_the_words_of_the_reply_it_answers():
    recall = Recall(
        [
            _episode(1, "i was out all day"),
            _episode(2, "", reply="What did you paint at the workshop?"),
            _episode(3, "a sunset with the kids"),
            _episode(4, "the weather was nice"),
        ]
    )
    hits = recall.search(_stems("what did she paint"), 5)
    assert hits[0].episode.turn_id == "t3"
    assert hits[0].why["bm25"] > 0


def test_a_reply_stored_with_its_turn_prompts_the_next_turn_of_its_session_only():
    recall = Recall(
        [
            _episode(1, "hi there", reply="Which city do you live in?"),
            _episode(2, "lisbon for now", session="s2"),
            _episode(3, "porto actually"),
        ]
    )
    assert _found(recall, "city") == ["t3", "t1"]


def test_a_hit_lends_its_neighbours_in_the_same_session_a_share_of_its_score():
    recall = Recall(
        [
            _episode(1, "my grandmother taught me to knit"),
            _episode(2, "we spent every summer at her farm"),
            _episode(3, "unrelated turn about the weather", session="s2"),
        ]
    )
    hits = recall.search(_stems("knit"), 5)
    assert [h.episode.turn_id for h in hits] == ["t1", "t2"]
    assert hits[1].why == {"bm25": 0.0, "neighbour": pytest.approx(hits[0].score / 2, rel=1e-3)}


def test_a_date_in_the_query_prefers_the_turns_said_within_it():
    may = datetime(2023, 5, 8).timestamp()
    june = datetime(2023, 6, 20).timestamp()
    recall = Recall(
        [
            _episode(1, "we went hiking in the hills", at=may),
            _episode(2, "we went hiking in the hills with cousins", session="s2", at=june),
        ]
    )
    now = datetime(2024, 1, 1).timestamp()
    query = "where did we go hiking in june 2023"
    window = date_window(folded_words(query, compounds=True), "en", now)
    hits = recall.search(_stems(query), 5, window=window)
    assert hits[0].episode.turn_id == "t2"
    assert hits[0].why["date"] > 0
    assert _found(recall, "hiking")[0] == "t1"  # without the date, the shorter turn


def test_a_when_question_prefers_turns_that_date_what_they_tell():
    recall = Recall(
        [
            _episode(1, "the support group was great"),
            _episode(2, "i went to the support group yesterday", session="s2"),
        ]
    )
    assert _found(recall, "support group")[0] == "t1"
    assert _found(recall, "support group", asks_when=True)[0] == "t2"


def test_a_hyphenated_time_word_dates_its_turn():
    said = ["o grupo de apoio foi ótimo", "fui ao grupo de apoio no fim-de-semana"]
    recall = Recall(
        [
            Episode(f"e{n}", "alice", t, 1000.0 + n, f"s{n}", f"t{n}", "pt")
            for n, t in enumerate(said)
        ]
    )
    wanted = query_stems(query_terms("grupo de apoio", ("pt",)), ("pt",))
    assert recall.search(wanted, 2)[0].episode.turn_id == "t0"
    assert recall.search(wanted, 2, asks_when=True)[0].episode.turn_id == "t1"


def test_a_turn_added_counts_at_once_and_is_indexed_by_the_next_search():
    recall = Recall([_episode(1, "i adopted a cat")])
    recall.add(Episode("r", "alice", "", 1001.5, "s1", "r", "en", "what is her name"))
    recall.add(_episode(2, "her name is mochi"))
    assert len(recall) == 2  # the reply is a prompt, not a turn
    assert _found(recall, "mochi") == ["t2", "t1"]


def test_stems_in_most_turns_are_skipped_and_nothing_is_found_in_an_empty_index():
    recall = Recall([_episode(n, f"i like tea and biscuit{n}") for n in range(60)])
    assert recall.search(_stems("tea"), 5) == []
    assert len(recall.search(_stems("tea biscuit7"), 5)) == 3  # it and its neighbours
    assert Recall().search(_stems("tea"), 5) == []
    few = Recall([_episode(n, f"tea and biscuit{n}") for n in range(12)])
    assert few.search(_stems("tea"), 5)  # too few turns to skip a stem for being common
    assert few.search(_stems("tea"), 5, max_postings=5) == []  # the hot path's bound
    assert recall.search(_stems("tea"), 0) == []


@pytest.mark.parametrize(
    ("query", "lang", "expected"),
    [
        ("what did i do in may 2023", "en", ((2023, 5, 1), (2023, 6, 1))),
        ("what happened on october 13th, 2023", "en", ((2023, 10, 13), (2023, 10, 14))),
        ("qué hice el 3 de marzo de 2022", "es", ((2022, 3, 3), (2022, 3, 4))),
        ("was war im dezember 2021", "de", ((2021, 12, 1), (2022, 1, 1))),
        ("qu'est-ce que j'ai fait le 1er août 2020", "fr", ((2020, 8, 1), (2020, 8, 2))),
        ("on 2 may", "en", ((2023, 5, 2), (2023, 5, 3))),  # the latest 2 may before now
        ("on 20 december", "en", ((2022, 12, 20), (2022, 12, 21))),
    ],
)
def test_dates_of_a_query_resolve_to_their_window(query, lang, expected):
    now = datetime(2023, 7, 1).timestamp()
    start, end = (datetime(*d).timestamp() for d in expected)
    assert date_window(folded_words(query, compounds=True), lang, now) == (start, end)


@pytest.mark.parametrize(
    "query", ["you may come", "in may", "31 february 2023", "the 2023 season", "7 kids"]
)
def test_no_date_is_read_where_none_is_named(query):
    words = folded_words(query, compounds=True)
    assert date_window(words, "en", datetime(2023, 7, 1).timestamp()) is None


def test_when_words_are_read_per_language_without_accents():
    assert asks_when(folded_words("When did I move?", compounds=True), "en")
    assert asks_when(folded_words("cuándo me mudé", compounds=True), "es")
    assert not asks_when(folded_words("where did I move", compounds=True), "en")


@pytest.fixture
def memory():
    with HotMem(None, config=HotMemConfig(langs=("en",))) as mem:
        yield mem


def test_search_finds_the_answer_to_a_reply_and_keeps_the_index_current(memory):
    memory.process_turn("hello there", user_id="u1", session_id="s", turn_id="a1")
    memory.add_reply("What instrument do you play?", user_id="u1", session_id="s")
    memory.process_turn("mostly the cello these days", user_id="u1", session_id="s", turn_id="a2")
    assert memory.search("which instrument", "u1", kind="episodes")[0].turn_id == "a2"
    # built now: later turns and replies reach the index without a rebuild
    memory.add_reply("Where did you learn it?", user_id="u1", session_id="s")
    memory.process_turn("at a school in vienna", user_id="u1", session_id="s", turn_id="a3")
    found = memory.search("where did you learn", "u1", kind="episodes")
    assert found[0].turn_id == "a3"
    assert found[0].why["bm25"] > 0
    assert memory.search("cello", "u2", kind="episodes") == []  # another user's turns never


def test_a_forget_takes_its_turns_out_of_recall(memory):
    memory.process_turn("my sister lives in oslo", user_id="u1", session_id="s", turn_id="b1")
    memory.process_turn("i play the cello", user_id="u1", session_id="s", turn_id="b2")
    assert [m.turn_id for m in memory.search("oslo", "u1", kind="episodes")] == ["b1", "b2"]
    assert memory.forget("u1", object="oslo") == 1
    assert [m.turn_id for m in memory.search("oslo", "u1", kind="episodes")] == []
    assert [m.turn_id for m in memory.search("cello", "u1", kind="episodes")] == ["b2"]


def _quotes(result) -> list[str]:
    return [b for b in result.bullets if "the user said" in b]


def test_a_question_only_a_past_turn_answers_gets_it_quoted_once(memory):
    user = {"user_id": "u1", "session_id": "s"}
    memory.process_turn("we spent the afternoon painting a sunset by the lake", **user)
    memory.process_turn("the kids loved it", **user)
    memory.preload("u1")  # as a bot does before a session: the past turns are indexed
    memory.flush()  # (in the background)
    asked = memory.process_turn("what did we paint by the lake", **user)
    [quote] = _quotes(asked)
    assert quote.startswith("• On 20") and '"we spent the afternoon painting a sunset' in quote
    assert quote in asked.context_message
    assert any(m.kind == "episode" for m in asked.memories)
    again = memory.process_turn("what did we paint by the lake", **user)
    assert _quotes(again) == []  # novelty: quoted a moment ago
    assert quote in again.context_message  # still in the message's window
    said = memory.process_turn("painting by the lake is relaxing", **user)
    assert _quotes(said) == []  # a statement asks for nothing


def test_no_quote_for_a_weak_match_a_fact_or_another_user(memory):
    memory.process_turn("i live in lisbon", user_id="u1", session_id="s")
    memory.process_turn("we painted a sunset by the lake", user_id="u1", session_id="s")
    memory.process_turn("hello", user_id="u2", session_id="s")
    memory.preload("u1")
    memory.flush()
    assert _quotes(memory.process_turn("where do i live", user_id="u1", session_id="s")) == []
    weak = memory.process_turn("what is a good lake for swimming", user_id="u1", session_id="s")
    assert _quotes(weak) == []  # one word of two
    other = memory.process_turn("what did we paint by the lake", user_id="u2", session_id="s")
    assert _quotes(other) == []


def test_a_forget_takes_quoted_turns_out_of_the_message(memory):
    user = {"user_id": "u1", "session_id": "s"}
    memory.process_turn("my sister painted a sunset by the lake", **user)
    memory.preload("u1")
    memory.flush()
    asked = memory.process_turn("who painted by the lake", **user)
    assert _quotes(asked)
    memory.forget("u1")
    assert memory.process_turn("ok", **user).context_message is None


def test_the_switch_turns_quotes_off():
    config = HotMemConfig(langs=("en",), recall_past_turns=False)
    with HotMem(None, config=config) as mem:
        mem.process_turn("we painted a sunset by the lake", user_id="u1")
        mem.preload("u1")
        mem.flush()
        assert _quotes(mem.process_turn("what did we paint by the lake", user_id="u1")) == []
        assert mem.search("paint lake", "u1", kind="episodes")  # search still finds it


def test_turns_said_while_the_index_is_built_join_it_once(memory):
    gate = threading.Event()
    memory._recall_builder.submit(gate.wait)  # hold the builder: the build waits behind it
    user = {"user_id": "u1", "session_id": "s"}
    memory.process_turn("we painted a sunset by the lake", **user)
    memory.preload("u1")  # the build starts, behind the gate
    memory.add_reply("And then?", **user)
    memory.process_turn("then we swam across the lake", **user)
    assert memory._index.user("u1").recall is None  # still being built
    gate.set()
    memory.flush()
    recall = memory._index.user("u1").recall
    assert len(recall) == 2  # each turn once, though both the store and the backlog had it
    assert "swam" in memory.search("swam", "u1", kind="episodes")[0].text


def test_past_turns_are_indexed_for_a_question_or_a_preload_not_for_a_statement(memory):
    user = {"user_id": "u1", "session_id": "s"}
    memory.process_turn("we painted a sunset by the lake", **user)
    memory.flush()
    index = memory._index.user("u1")
    assert index.recall is None and index.recall_backlog is None  # nothing asked yet
    first = memory.process_turn("what did we paint by the lake", **user)
    assert _quotes(first) == []  # the index is being built
    memory.flush()
    assert len(memory._index.user("u1").recall) == 2
    memory.forget("u1", object="nothing held")  # forgets nothing: the index stays
    assert memory._index.user("u1").recall is not None
