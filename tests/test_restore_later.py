"""Restores said differently or in a later session: "i was right the first time", "no it was X
after all", "ich hatte doch recht" two days later."""

from __future__ import annotations

import pytest

from hotmem.lifecycle import RESTORE_WINDOW_S, says_after_all

T0 = 1_700_000_000.0
DAY = 86400.0


def _run(mem, lang, turns):
    for n, (session, at, text) in enumerate(turns):
        mem.process_turn(text, user_id="u", session_id=session, timestamp=at + n, lang=lang)
    return {f.triple: f.status for f in mem.facts("u", True)}


@pytest.mark.parametrize(
    ("lang", "first", "correction", "back", "kept", "replaced"),
    [
        ("en", "i work at google", "actually i work at amazon not google", "no it was google "
         "after all", "google", "amazon"),
        ("es", "trabajo en mapfre", "quise decir que trabajo en iberdrola no en mapfre",
         "al final era mapfre", "mapfre", "iberdrola"),
        ("fr", "j'habite à toulouse", "en fait j'habite à montauban pas à toulouse",
         "finalement c'était toulouse", "toulouse", "montauban"),
        ("de", "ich arbeite bei bosch", "nein warte ich arbeite bei siemens nicht bei bosch",
         "es war doch bosch", "bosch", "siemens"),
        ("it", "lavoro alla fiat", "anzi no lavoro alla ferrari non alla fiat",
         "alla fine era fiat", "fiat", "ferrari"),
        ("pt", "moro em coimbra", "não desculpa eu quis dizer que moro em aveiro não em coimbra",
         "afinal era coimbra", "coimbra", "aveiro"),
    ],
)  # fmt: skip
def test_naming_the_earlier_value_takes_the_correction_back(
    mem, lang, first, correction, back, kept, replaced
):
    state = _run(
        mem, lang, [("s1", T0, first), ("s2", T0 + DAY, correction), ("s3", T0 + 2 * DAY, back)]
    )
    values = {t[2]: status for t, status in state.items()}
    assert values[kept] == "active" and values[replaced] == "superseded", state


def test_i_was_right_in_a_later_session(mem):
    state = _run(
        mem,
        "de",
        [
            ("s1", T0, "ich arbeite bei bosch in der entwicklung"),
            ("s2", T0 + 2 * DAY, "nein warte ich arbeite bei siemens nicht bei bosch"),
            ("s3", T0 + 4 * DAY, "ähm wegen neulich ich hatte doch recht vorher tut mir leid"),
        ],
    )
    assert state[("you", "works_at", "bosch")] == "active"
    assert state[("you", "works_at", "siemens")] == "superseded"


def test_a_take_back_is_not_read_as_a_new_value(mem):
    state = _run(
        mem,
        "en",
        [
            ("s1", T0, "my cat is called biscuit"),
            ("s2", T0 + DAY, "actually no my cat's name is cookie not biscuit"),
            ("s2", T0 + DAY, "oh wait no i was right the first time sorry"),
        ],
    )
    assert state[("you", "cat", "biscuit")] == "active"
    assert state[("you", "cat", "cookie")] == "superseded"
    assert not [t for t, s in state.items() if s == "active" and t[2] not in ("biscuit",)]


def test_an_old_correction_is_not_taken_back(mem):
    state = _run(
        mem,
        "en",
        [
            ("s1", T0, "i work at google"),
            ("s2", T0 + DAY, "actually i work at amazon not google"),
            ("s3", T0 + DAY + RESTORE_WINDOW_S + DAY, "no no i was right before"),
        ],
    )
    assert state[("you", "works_at", "amazon")] == "active"


def test_after_all_without_a_named_earlier_value_does_nothing(mem):
    state = _run(
        mem,
        "en",
        [
            ("s1", T0, "i work at google"),
            ("s2", T0 + DAY, "actually i work at amazon not google"),
            ("s3", T0 + 2 * DAY, "the weather was nice after all"),
        ],
    )
    assert state[("you", "works_at", "amazon")] == "active"


def test_after_all_markers():
    assert says_after_all("No, it was Google after all!", "en")
    assert says_after_all("Es war doch Bosch", "de")
    assert not says_after_all("I had it all", "en")
    assert not says_after_all("anything", "xx")


def test_i_was_right_days_later_without_pointing_back_takes_nothing_back(mem):
    state = _run(
        mem,
        "en",
        [
            ("s1", T0, "i work at google"),
            ("s2", T0 + DAY, "actually i work at amazon not google"),
            ("s3", T0 + 2 * DAY, "see i was right"),
        ],
    )
    assert state[("you", "works_at", "amazon")] == "active"
