"""Which person or value a turn names, read against the user's memory (hotmem.identity)."""

from __future__ import annotations

import pytest

from hotmem.identity import resolve, same_value
from hotmem.index import UserIndex
from hotmem.models import Fact, Triple


@pytest.mark.parametrize(
    "old, new, langs",
    [
        ("münchen", "muenchen", ("de",)),  # the transcriber's spelling of ü
        ("saint-étienne", "saint etienne", ("fr",)),  # a hyphen lost
        ("new york city", "nyc", ("en",)),  # initials of every word
        ("massachusetts institute of technology", "mit", ("en",)),  # of the content words
        ("los angeles", "la", ("en",)),
        ("são paulo", "sampa", ("pt",)),  # a nickname of the language data
        ("david", "Dave", ("en",)),
    ],
)
def test_two_ways_of_saying_one_value(old, new, langs):
    assert same_value(old, new, langs)
    assert same_value(new, old, langs)


@pytest.mark.parametrize(
    "old, new, langs",
    [
        ("paris", "perth", ("en",)),
        ("new york", "newark", ("en",)),
        ("los angeles", "lyon", ("en",)),
        ("münchen", "muenchen", ("en",)),  # ü is written "ue" in German only
        ("sampa", "são paulo", ("en",)),  # a nickname of another language
        ("san francisco", "s", ("en",)),  # one letter is no acronym
        ("alex", "alexander", ("pt",)),
    ],
)
def test_different_values_stay_apart(old, new, langs):
    assert not same_value(old, new, langs)


def _index(*facts: tuple[str, str, str]) -> UserIndex:
    return UserIndex(Fact(s, r, o, updated_at=float(n)) for n, (s, r, o) in enumerate(facts))


def test_a_kin_noun_is_the_one_person_named_in_that_role():
    index = _index(("you", "mother", "linda"), ("you", "sister", "anna"), ("you", "sister", "eva"))
    said = [Triple("mother", "lives_in", "ohio"), Triple("sister", "lives_in", "rome")]
    resolved = resolve(index, said, [Triple("mother", "likes", "jazz", negated=True)], "en")
    # Two sisters: which one is not known, the noun stays.
    assert [t.key for t in resolved.facts] == [
        ("linda", "lives_in", "ohio"),
        ("sister", "lives_in", "rome"),
    ]
    assert [t.key for t in resolved.negated] == [("linda", "likes", "jazz")]


def test_a_nickname_of_a_known_person_is_that_person():
    index = _index(("you", "husband", "david"))
    resolved = resolve(index, [Triple("dave", "is", "chef")], [], "en")
    assert [t.key for t in resolved.facts] == [("david", "is", "chef")]
    unknown = resolve(_index(), [Triple("dave", "is", "chef")], [], "en")
    assert [t.key for t in unknown.facts] == [("dave", "is", "chef")]


def test_a_held_value_said_another_way_is_reinforced_not_replaced():
    index = _index(("you", "lives_in", "new york city"), ("you", "likes", "jazz"))
    said = [Triple("you", "lives_in", "nyc"), Triple("you", "likes", "blues")]
    resolved = resolve(index, said, [], "en")
    assert [t.key for t in resolved.facts] == [
        ("you", "lives_in", "new york city"),
        ("you", "likes", "blues"),
    ]
    hedged = resolve(index, [Triple("you", "lives_in", "nyc", confidence=0.3)], [], "en")
    assert hedged.facts[0].object == "nyc"  # a hedge asserts nothing: nothing to merge


def test_a_name_given_a_new_role_is_another_person():
    index = _index(("you", "sister", "anna"), ("anna", "lives_in", "rome"))
    friend = [Triple("anna", "friend_of", "you"), Triple("anna", "lives_in", "berlin")]
    assert resolve(index, friend, [], "en").others == {"anna"}
    # The sister again (her role said again, or no role at all): the same person.
    sister = [Triple("you", "sister", "anna"), Triple("anna", "lives_in", "berlin")]
    assert resolve(index, sister, [], "en").others == set()
    assert resolve(index, friend[1:], [], "en").others == set()


def test_across_sessions_the_memory_follows_the_person(mem):
    mem.process_turn("my mom is called linda", user_id="u", session_id="s1")
    later = mem.process_turn("my mum lives in ohio now", user_id="u", session_id="s2")
    assert ("linda", "lives_in", "ohio") in {f.triple for f in later.facts}
    mem.process_turn("my sister anna lives in rome", user_id="u", session_id="s3")
    mem.process_turn("and my friend anna lives in berlin", user_id="u", session_id="s4")
    active = {f.triple for f in mem.facts("u")}
    assert {("anna", "lives_in", "rome"), ("anna", "lives_in", "berlin")} <= active


def test_a_fuller_name_said_later_renames_the_fact(mem):
    mem.process_turn("i studied at mit", user_id="u", session_id="s1")
    mem.process_turn(
        "i studied at the massachusetts institute of technology", user_id="u", session_id="s2"
    )
    studied = {f.object: f.status for f in mem.facts("u", include_inactive=True)}
    assert studied.get("massachusetts institute of technology") == "active"
    assert studied.get("mit") == "superseded"
    # Two writings of the same letters: the first one said stays.
    resolved = resolve(
        _index(("you", "lives_in", "münchen")), [Triple("you", "lives_in", "muenchen")], [], "de"
    )
    assert resolved.facts[0].object == "münchen" and resolved.renamed == ()


def test_a_value_said_another_way_leaves_a_merge_event_with_the_words(mem):
    mem.process_turn("i live in new york city", user_id="u", session_id="s1")
    mem.process_turn("yeah i live in nyc now", user_id="u", session_id="s2")
    merges = [e for e in mem.export("u")["events"] if e["kind"] == "merge"]
    assert [(e["object"], e["utterance"]) for e in merges] == [
        ("new york city", "yeah i live in nyc now")
    ]


@pytest.mark.parametrize(
    "old, new, langs",
    [
        ("volkswagen", "vw", ("de",)),  # an abbreviation of the language data
        ("saint-étienne", "st étienne", ("fr",)),  # a word's short form
        ("saint louis", "st louis", ("en",)),
        ("politecnico di milano", "polimi", ("it",)),  # a clipped compound
        ("università di milano", "unimi", ("it",)),
    ],
)
def test_short_forms_that_are_not_initials(old, new, langs):
    assert same_value(old, new, langs) and same_value(new, old, langs)


@pytest.mark.parametrize(
    "old, new, langs",
    [
        ("rome", "roma meridiana", ("it",)),
        ("hiking", "hiking trips", ("en",)),
        ("paris", "pa", ("en",)),
        ("sankt augustin", "st augustine", ("fr",)),
    ],
)
def test_short_form_look_alikes_stay_apart(old, new, langs):
    assert not same_value(old, new, langs)


@pytest.mark.parametrize(
    ("first", "then", "kept", "lang"),
    [
        ("ma sœur habite à saint-étienne", "ma sœur habite à st étienne", "saint-étienne", "fr"),
        ("ma sœur habite à st étienne", "ma sœur habite à saint-étienne", "saint-étienne", "fr"),
        ("ich arbeite bei volkswagen", "ich arbeite bei vw", "volkswagen", "de"),
        ("ho studiato al polimi", "ho studiato al politecnico di milano",
         "politecnico di milano", "it"),
    ],
)  # fmt: skip
def test_one_fact_under_the_full_form(mem, first, then, kept, lang):
    mem.process_turn(first, user_id="u", session_id="s1", lang=lang)
    mem.process_turn(then, user_id="u", session_id="s2", lang=lang)
    active = {
        f.object for f in mem.facts("u") if f.relation in ("lives_in", "works_at", "studied_at")
    }
    assert active == {kept}
