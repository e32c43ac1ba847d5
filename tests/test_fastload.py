"""Factored token_match patterns: the same strings match, spaCy's data is otherwise unchanged."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hotmem import nlp
from hotmem.fastload import FactoredAlternation, factor_token_match

LETTERS = "a-zà-öø-ÿ"
SMALL = "(?iu)" + "|".join(
    f"(?:{a})"
    for a in (
        f"^hip[-‐]hop[{LETTERS}]*$",
        f"^new[-‐]york[{LETTERS}]*$",
        f"^entr['’][{LETTERS}][-{LETTERS}'’]*$",
        f"^[{LETTERS}]+[-‐]de[-‐](?:l['’])?[{LETTERS}]+$",
        f"^[{LETTERS}]+[-‐]en[-‐](?:l['’])?[{LETTERS}]+$",
        "^c'est$",
    )
)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="hipoynewrkt-‐'’adlsçéABC ", max_size=16))
def test_a_factored_pattern_matches_what_the_regex_matches(text):
    assert bool(FactoredAlternation(SMALL).match(text)) == bool(re.compile(SMALL).match(text))


def test_a_factored_pattern_keeps_its_source_text_and_groups_by_tail():
    factored = FactoredAlternation(SMALL, re.UNICODE)
    assert factored.pattern == SMALL and factored.flags == re.UNICODE
    assert "4 regexes" in repr(factored)  # tails [..]* x2, [..]+ x2, one other; a literal
    assert factored.match("Hip-Hopper") and factored.match("saut-de-ski")
    assert not factored.match("hip hop") and not factored.match("c'est-à-dire")


@pytest.mark.parametrize("pattern", ["(?i)abc|def", "(?:^a$)|(?:b)", "", "(?:^a$)|(?:^b"])
def test_anything_but_an_anchored_alternation_is_refused(pattern):
    with pytest.raises(ValueError):
        FactoredAlternation(pattern)


def test_an_imported_language_is_left_as_spacy_made_it():
    import spacy.lang.en  # noqa: F401

    assert factor_token_match("en") is False


@pytest.fixture(scope="module")
def french():
    pipeline = nlp.load("fr")
    if pipeline.model == "blank":
        pytest.skip("no French pipeline installed")
    return pipeline.nlp


def test_the_french_pipeline_keeps_every_word_spacy_keeps_whole(french):
    # The pattern spaCy compiles at import (seconds): every listed exception and mutations of
    # them must match or not exactly as with the factored one.
    from spacy.lang.fr._tokenizer_exceptions_list import FR_BASE_EXCEPTIONS

    factored = french.tokenizer.token_match
    assert isinstance(factored.__self__, FactoredAlternation)
    original = re.compile(factored.__self__.pattern).match
    rng = random.Random(5)
    words = list(FR_BASE_EXCEPTIONS)
    words += [w.upper() for w in rng.sample(words, 2000)]
    words += [
        w[: rng.randrange(1, len(w) + 1)] + rng.choice("s-'é") for w in rng.sample(words, 4000)
    ]
    words += ["hip-hop", "New-Yorkaise", "saut-de-ski", "pet-en-l'air", "entr'abat", "peut-être"]
    differ = [w for w in words if bool(factored(w)) != bool(original(w))]
    assert differ == [] and sum(1 for w in words if factored(w)) > 100


def test_the_french_tokenizer_serialises_the_pattern_spacy_stores(french):
    import srsly

    stored = srsly.msgpack_loads(french.tokenizer.to_bytes(exclude=["vocab"]))
    assert stored["token_match"] == french.tokenizer.token_match.__self__.pattern
    assert len(stored["token_match"]) > 100_000
    assert [t.text for t in french("le hip-hop aujourd'hui à New-York")] == [
        "le",
        "hip-hop",
        "aujourd'hui",
        "à",
        "New-York",
    ]
