"""Typed records shared by the engine, the store and the processors."""

from hotmem.models.fact import CONFLICT, FACT_STATUSES, Fact, Memory, TurnResult, differences
from hotmem.models.triple import Triple

__all__ = ["CONFLICT", "FACT_STATUSES", "Fact", "Memory", "Triple", "TurnResult", "differences"]
