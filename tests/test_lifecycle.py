"""Fact lifecycle: reinforcement, negation, supersession and decay, with provenance."""

from dataclasses import replace

import pytest

from hotmem.index import UserIndex
from hotmem.lifecycle import TurnContext, decay, negate, observe
from hotmem.models import Fact, Triple

CTX = TurnContext("u", "s", "s:1", "I live in Lyon", "en", 1_000_000.0)


def test_first_observation_creates_an_active_fact_with_an_event():
    index = UserIndex()
    (change,) = observe(index, Triple("you", "lives_in", "lyon", 0.9), CTX)
    assert change.previous is None
    assert change.fact.status == "active" and change.fact.pos == 1
    assert change.event.kind == "observe" and change.event.utterance == "I live in Lyon"


def test_repetition_reinforces_towards_one():
    index = UserIndex()
    weights = []
    for _ in range(4):
        (change,) = observe(index, Triple("you", "lives_in", "lyon", 0.9), CTX)
        index.put(change.fact)
        weights.append(change.fact.weight)
    assert weights == sorted(weights) and weights[-1] < 1.0
    assert index.get(("you", "lives_in", "lyon")).pos == 4


def test_single_valued_relation_supersedes_multi_valued_accumulates():
    index = UserIndex([Fact("you", "lives_in", "paris"), Fact("you", "has", "dog")])
    changes = observe(index, Triple("you", "lives_in", "lyon", 0.9), CTX)
    assert [(c.fact.object, c.fact.status, c.event.kind) for c in changes] == [
        ("lyon", "active", "observe"),
        ("paris", "superseded", "correct"),
    ]
    changes = observe(index, Triple("you", "has", "cat", 0.9), CTX)
    assert len(changes) == 1


def test_hedged_assertion_supersedes_nothing():
    index = UserIndex([Fact("you", "lives_in", "paris")])
    changes = observe(index, Triple("you", "lives_in", "berlin", 0.3), CTX)
    assert len(changes) == 1 and changes[0].fact.confidence == 0.3


def test_negation_demotes_known_and_records_unknown():
    index = UserIndex([Fact("you", "lives_in", "paris", weight=0.9)])
    change = negate(index, Triple("you", "lives_in", "paris", negated=True), CTX)
    assert change.fact.status == "negated" and change.fact.neg == 1
    assert change.fact.weight < 0.9
    change = negate(index, Triple("you", "has", "car", negated=True), CTX)
    assert change.fact.status == "negated" and change.fact.pos == 0


def test_reobserving_a_negated_fact_reactivates_it():
    index = UserIndex([Fact("you", "lives_in", "paris", status="negated", weight=0.1)])
    (change, *_) = observe(index, Triple("you", "lives_in", "paris", 0.9), CTX)
    assert change.fact.status == "active"


def test_decay_moves_a_plan_from_active_to_stale_to_archived_and_keeps_its_weight():
    fact = Fact("you", "plans", "run a marathon", weight=0.9, updated_at=0.0)
    day = 86400
    assert decay(fact, 1 * day, 30) is fact
    assert decay(fact, 60 * day, 30).status == "stale"
    archived = decay(fact, 200 * day, 30)
    assert archived.status == "archived" and archived.weight == fact.weight
    assert decay(decay(fact, 60 * day, 30), 60 * day, 30).status == "stale"  # no compounding
    negated = Fact("you", "plans", "move", status="negated", weight=0.9)
    assert decay(negated, 200 * day, 30).status == "negated"


@pytest.mark.parametrize("relation", ["name", "lives_in", "is", "has", "sister", "went_to"])
def test_decay_leaves_every_fact_that_does_not_lapse(relation):
    fact = Fact("you", relation, "x", weight=0.9, updated_at=0.0)
    assert decay(fact, 5000 * 86400, 30) is fact


@pytest.mark.parametrize(
    ("before", "after", "ended"),
    [
        (("you", "lives_in", "boston"), ("you", "moved_to", "denver"), True),
        (("you", "lives_in", "denver"), ("you", "moved_to", "denver"), False),
        (("you", "marital_status", "single"), ("you", "wife", "sarah"), True),
        (("you", "marital_status", "married"), ("you", "wife", "sarah"), False),
        (("anna", "lives_in", "rome"), ("you", "moved_to", "paris"), False),  # another subject
    ],
)
def test_a_new_fact_ends_what_it_contradicts(before, after, ended):
    index = UserIndex([Fact(*before)])
    changes = observe(index, Triple(*after, 0.9), CTX)
    demoted = [c.fact for c in changes if c.fact.triple == before]
    assert bool(demoted and demoted[0].status == "superseded") == ended
    if ended:
        assert [c.event.kind for c in changes if c.fact.triple == before] == ["correct"]


def test_a_hedged_move_ends_nothing():
    index = UserIndex([Fact("you", "lives_in", "boston")])
    changes = observe(index, Triple("you", "moved_to", "denver", 0.4), CTX)
    assert [c.fact.triple for c in changes] == [("you", "moved_to", "denver")]


@pytest.mark.parametrize(
    ("before", "said", "ended"),
    [
        ("vegetarian", "vegan", True),  # one diet at a time
        ("teacher", "vegan", False),  # not of the group
        ("vegan", "vegan", False),  # the same value is reinforced, not ended
        ("teacher", "software engineer", True),  # a value with a word of the group
        ("math teacher", "nurse", True),
    ],
)
def test_a_value_of_an_exclusive_group_ends_the_others(before, said, ended):
    index = UserIndex([Fact("you", "is", before, lang="en")])
    changes = observe(index, Triple("you", "is", said, 0.9), CTX)
    statuses = {c.fact.object: c.fact.status for c in changes}
    assert (statuses.get(before) == "superseded") == ended


def test_an_exclusive_group_spans_the_languages_a_user_spoke():
    index = UserIndex([Fact("you", "is", "vegetarien", lang="fr")])
    changes = observe(index, Triple("you", "is", "vegan", 0.9), CTX)  # an English turn
    assert {c.fact.object: c.fact.status for c in changes}["vegetarien"] == "superseded"


def test_two_values_of_a_group_said_in_one_turn_both_hold():
    index = UserIndex([])
    first = observe(index, Triple("you", "is", "teacher", 0.9), CTX)
    for change in first:
        index.put(change.fact)
    second = observe(index, Triple("you", "is", "writer", 0.9), CTX)  # the same turn
    assert [c.fact.triple for c in second] == [("you", "is", "writer")]
    later = replace(CTX, turn_id="s:2", at=CTX.at + 86400)
    third = observe(index, Triple("you", "is", "nurse", 0.9), later)
    assert {c.fact.object: c.fact.status for c in third}["teacher"] == "superseded"
