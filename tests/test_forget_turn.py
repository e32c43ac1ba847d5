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
