"""Retrieval: query understanding, scoring signals, selection rules."""

from dataclasses import replace

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.index import UserIndex
from hotmem.lang import get_language
from hotmem.models import Fact, Memory
from hotmem.retrieval import Query, analyze_query, rank_facts, select
from hotmem.search import FACT_WEIGHT, fuse

EN = get_language("en")
NOW = 10_000_000.0
WEIGHTS = (0.4, 0.2, 0.3, 0.1)


def index_of(*facts):
    return UserIndex([Fact(*f, updated_at=NOW - 60, weight=0.9, confidence=0.9) for f in facts])


def test_query_finds_entities_relations_and_kin_expansion():
    index = index_of(("you", "sister", "anna"), ("anna", "lives_in", "rome"))
    query = analyze_query(
        "where does my sister live?", ["where", "do", "my", "sister", "live"], EN, index
    )
    assert "lives_in" in query.relations and "sister" in query.relations
    assert "anna" in query.entities
    assert query.targeted and query.personal


def test_ranking_prefers_the_targeted_fact_and_explains_it():
    index = index_of(
        ("you", "works_at", "google"), ("you", "lives_in", "seattle"), ("anna", "lives_in", "rome")
    )
    query = analyze_query("where do I work?", ["where", "do", "i", "work"], EN, index)
    ranked = rank_facts(index, query, now=NOW, session_id=None, weights=WEIGHTS, half_life_days=3)
    assert ranked[0].fact.triple == ("you", "works_at", "google")
    assert set(ranked[0].why) == {"relation", "recency", "lexical", "weight"}
    assert abs(sum(ranked[0].why.values()) - ranked[0].score) < 1e-3


def test_inactive_and_hedged_facts_never_surface():
    index = UserIndex(
        [
            Fact("you", "lives_in", "paris", status="superseded"),
            Fact("you", "lives_in", "lyon", confidence=0.3),
            Fact("you", "works_at", "acme", status="negated"),
        ]
    )
    query = analyze_query("where do I live and work?", [], EN, index)
    assert (
        rank_facts(index, query, now=NOW, session_id=None, weights=WEIGHTS, half_life_days=3) == []
    )


def test_selection_gates_reactions_and_applies_novelty_and_diversity():
    index = index_of(
        ("you", "lives_in", "seattle"), ("you", "works_at", "google"), ("you", "name", "alex")
    )
    untargeted = Query(frozenset(), (), frozenset(), None)
    ranked = rank_facts(
        index, untargeted, now=NOW, session_id=None, weights=WEIGHTS, half_life_days=3
    )
    assert (
        select(
            ranked,
            untargeted,
            intent="REACTION",
            turn=5,
            last_injected={},
            novelty_turns=3,
            limit=5,
        )
        == []
    )
    picked = select(
        ranked,
        untargeted,
        intent="FACT_STATEMENT",
        turn=5,
        last_injected={},
        novelty_turns=3,
        limit=5,
    )
    assert 1 <= len(picked) <= 2
    assert len({p.fact.relation for p in picked}) == len(picked)
    recent = {p.fact.triple: 4 for p in picked}
    again = select(
        ranked,
        untargeted,
        intent="FACT_STATEMENT",
        turn=5,
        last_injected=recent,
        novelty_turns=3,
        limit=5,
    )
    assert not {p.fact.triple for p in again} & set(recent)


def _hit(kind: str, turn: str | None, text: str = "") -> Memory:
    fact = Fact("you", "has", text or turn or "x") if kind == "fact" else None
    return Memory(kind, text or f"{kind} {turn}", 1.0, fact, turn, 0.0, {})


def test_fusion_weighs_a_fact_half_and_a_fact_takes_the_place_of_the_turn_that_stated_it():
    episodes = [_hit("episode", f"t{n}") for n in range(6)]
    stated = _hit("fact", "t4", "stated in t4")
    also = _hit("fact", "t4", "also stated in t4")
    unrelated = _hit("fact", "t9", "from a turn that is no hit")
    fused = fuse([unrelated, stated, also], episodes)
    order = [(m.kind, m.turn_id, m.text) for m in fused]
    # The turn's first fact stands for it, at their sum; its other fact follows; no duplicate.
    assert order[:3] == [
        ("fact", "t4", "stated in t4"),
        ("fact", "t4", "also stated in t4"),
        ("episode", "t0", "episode t0"),
    ]
    assert ("episode", "t4", "episode t4") not in order
    assert fused[0].why["provenance"] == pytest.approx(
        FACT_WEIGHT / 62 + FACT_WEIGHT / 63, abs=1e-5
    )
    # A fact alone counts half a turn at its rank: below every one of these turns.
    assert order[-1][:2] == ("fact", "t9") and "provenance" not in fused[-1].why
    assert len(fused) == 8


def test_fusion_without_turn_ids_or_with_one_list_empty():
    only_facts = [_hit("fact", None, "a"), _hit("fact", None, "b")]
    assert [m.text for m in fuse(only_facts, [])] == ["a", "b"]
    only_episodes = [_hit("episode", None), _hit("episode", "t1")]
    assert fuse([], only_episodes) == [
        replace(m, why={"rrf": round(1 / (61 + n), 5)}) for n, m in enumerate(only_episodes)
    ]


@pytest.mark.parametrize(
    ("lang", "turns", "question", "expected"),
    [
        (
            "es",
            ["mi madre vive en cádiz", "yo vivo en sevilla"],
            "¿dónde vive mi madre?",
            "• La madre del usuario vive en Cádiz",
        ),
        (
            "it",
            ["mia madre abita a verona", "io vivo a venezia"],
            "dove abita mia madre?",
            "• La madre dell'utente vive a Verona",
        ),
    ],
)
def test_a_question_about_an_unnamed_relative_brings_their_facts_not_the_users(
    lang, turns, question, expected
):
    with HotMem(None, config=HotMemConfig(langs=(lang,))) as mem:
        for turn in turns:
            mem.process_turn(turn, user_id="u1", session_id="s")
        asked = mem.process_turn(question, user_id="u1", session_id="s2")
    assert asked.bullets[0] == expected
