"""Shared fixtures: a fresh in-memory HotMem per test, models loaded once per session."""

from __future__ import annotations

import pytest

from hotmem import HotMem, HotMemConfig, nlp


@pytest.fixture(scope="session")
def english() -> nlp.Pipeline:
    """The English pipeline, loaded once for the whole run."""
    return nlp.load("en")


@pytest.fixture
def mem(english: nlp.Pipeline) -> HotMem:
    """A private in-memory store per test (real SQLite and LMDB underneath)."""
    with HotMem(None, config=HotMemConfig()) as memory:
        yield memory
