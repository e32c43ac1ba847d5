"""Forget takes effect in the very turn that asks for it (spoken), or at once (the tool)."""

from __future__ import annotations

import pytest

from hotmem import HotMem, HotMemConfig

# (language, what the user said before, their request to forget it, the forgotten value as shown)
SPOKEN = [
    ("en", "I live in Paris. I work at Google.", "Forget that I live in Paris.", "Paris"),
    ("en", "I live in Paris. I work at Google.", "Please forget that I live in Paris.", "Paris"),
    (
        "de",
        "Ich wohne in Paris. Ich arbeite bei Google.",
        "Vergiss, dass ich in Paris wohne.",
        "Paris",
    ),
    ("es", "Vivo en París. Trabajo en Google.", "Olvida que vivo en París.", "París"),
    ("fr", "J'habite à Paris. Je travaille chez Google.", "Oublie que j'habite à Paris.", "Paris"),
    ("it", "Vivo a Parigi. Lavoro da Google.", "Dimentica che vivo a Parigi.", "Parigi"),
    ("pt", "Moro em Paris. Trabalho na Google.", "Esquece que moro em Paris.", "Paris"),
]


@pytest.fixture(scope="module")
def memory():
    with HotMem(None, config=HotMemConfig()) as mem:
        yield mem


@pytest.mark.parametrize(("lang", "said", "forget", "shown"), SPOKEN)
def test_a_spoken_forget_leaves_no_bullet_in_its_own_turn(memory, lang, said, forget, shown):
    user = f"same-turn-{lang}-{forget}"
    before = memory.process_turn(said, user_id=user, lang=lang)
    assert shown in (before.context_message or "")
    result = memory.process_turn(forget, user_id=user, lang=lang)
    assert result.retracted, "the request forgot nothing"
    assert shown not in (result.context_message or "")
    assert not any(shown in b for b in result.bullets)
    assert shown not in (memory.message(user) or "")
    assert all(shown.lower() not in f.object for f in memory.facts(user, include_inactive=True))


# (language, statement, request naming a topic, relation it forgets)
BY_MEANING = [
    ("en", "I live in Paris. I am 34 years old.", "Forget where I live.", "lives_in"),
    ("en", "I live in Paris. I am 34 years old.", "Forget my age.", "age"),
    ("de", "Ich wohne in Paris.", "Vergiss, wo ich wohne.", "lives_in"),
    ("es", "Vivo en París.", "Olvida dónde vivo.", "lives_in"),
    ("fr", "J'habite à Paris.", "Oublie où j'habite.", "lives_in"),
    ("it", "Vivo a Parigi.", "Dimentica dove vivo.", "lives_in"),
    ("pt", "Moro em Paris.", "Esquece onde moro.", "lives_in"),
    # a relative or pet: what is said of them too, under the kin noun or their name
    ("it", "Ho un gatto che si chiama Pepe.", "Cancella quella cosa del gatto.", "cat"),
    (
        "it",
        "Mia sorella vive a Roma.",
        "No aspetta, dimentica quello che ti ho detto su mia sorella.",
        "lives_in",
    ),
    ("en", "My sister lives in Rome.", "Forget what I told you about my sister.", "lives_in"),
]


@pytest.mark.parametrize(("lang", "said", "forget", "relation"), BY_MEANING)
def test_a_request_by_meaning_forgets_the_topic(memory, lang, said, forget, relation):
    user = f"meaning-{lang}-{forget}"
    memory.process_turn(said, user_id=user, lang=lang)
    assert relation in {f.relation for f in memory.facts(user)}
    result = memory.process_turn(forget, user_id=user, lang=lang)
    assert result.forget_asked
    assert [f.relation for f in result.forgotten] == [relation]
    assert relation not in {f.relation for f in memory.facts(user, include_inactive=True)}


@pytest.mark.parametrize(
    ("lang", "forget"),
    [
        ("en", "Forget everything you know about me."),
        ("de", "Vergiss alles über mich."),
        ("es", "Olvida todo lo que sabes de mí."),
        ("fr", "Oublie tout ce que tu sais sur moi."),
        ("it", "Dimentica tutto quello che sai di me."),
        ("pt", "Esquece tudo o que sabes sobre mim."),
    ],
)
def test_forget_everything_erases_the_users_memory(memory, lang, forget):
    user = f"everything-{lang}"
    memory.process_turn("I live in Paris. My sister Anna lives in Rome.", user_id=user, lang="en")
    result = memory.process_turn(forget, user_id=user, lang=lang)
    assert len(result.forgotten) == 3
    assert memory.facts(user, include_inactive=True) == []
    assert memory.export(user)["episodes"] == []
    assert result.context_message is None and memory.message(user) is None


def test_a_request_that_matches_nothing_says_so(memory):
    memory.process_turn("I live in Paris.", user_id="nothing")
    result = memory.process_turn("Forget that I live in Berlin.", user_id="nothing")
    assert result.forget_asked and result.forgotten == []
    assert [f.object for f in memory.facts("nothing")] == ["paris"]


def test_spoken_forget_matches_folded_values(memory):
    memory.process_turn("I live in Zürich.", user_id="folded")
    result = memory.process_turn("Forget that I live in Zurich.", user_id="folded")
    assert [f.object for f in result.forgotten] == ["zürich"]
    assert memory.facts("folded", include_inactive=True) == []


def test_the_other_sentences_of_a_forget_turn_are_kept(memory):
    memory.process_turn("I live in Paris.", user_id="rex")
    result = memory.process_turn(
        "Forget that I live in Paris. My dog is called Rex.", user_id="rex"
    )
    assert [f.object for f in result.forgotten] == ["paris"]
    assert [f.triple for f in result.facts] == [("you", "dog", "rex")]
    assert [f.triple for f in memory.facts("rex")] == [("you", "dog", "rex")]
    assert [e["text"] for e in memory.export("rex")["episodes"]] == ["My dog is called Rex."]


@pytest.mark.parametrize(
    ("stored", "asked"),
    [("zürich", "zurich"), ("société générale", "Societe Generale"), ("new  york", "New York")],
)
def test_the_forget_api_matches_folded_values(memory, stored, asked):
    from hotmem.models import Fact

    user = f"api-{asked}"
    fact = Fact("you", "lives_in", stored, status="active", lang="en", updated_at=1.0)
    data = {"format": "hotmem-export/1", "user_id": user, "facts": [], "events": [], "episodes": []}
    from hotmem.store.codec import fact_to_dict

    data["facts"] = [fact_to_dict(fact)]
    assert memory.import_data(data) == 1
    assert memory.forget(user, object=asked) == 1
    assert memory.facts(user, include_inactive=True) == []
