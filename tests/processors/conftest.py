"""Fixtures of the processor tests: real HotMem stores, real Pipecat pipelines."""

from __future__ import annotations

import pytest
from hotpath_support import english_config

from hotmem import HotMem, nlp


@pytest.fixture(scope="session")
def english_loaded() -> None:
    """Load the English pipeline once for the whole run."""
    nlp.load("en")


@pytest.fixture
def memory(english_loaded: None) -> HotMem:
    """A private in-memory HotMem (real SQLite and LMDB underneath)."""
    with HotMem(None, config=english_config()) as mem:
        yield mem
