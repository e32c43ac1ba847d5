"""Pipecat integration: the hot-path processor, the LLM memory tools and an offline stand-in.

>>> from hotmem import HotMem
>>> from hotmem.processors import HotPathProcessor
>>> # hotpath = HotPathProcessor(memory=HotMem("./memory"), context=context, user_id="alice")
"""

from hotmem.processors.context import RotatingMessage
from hotmem.processors.hotpath import HotPathProcessor
from hotmem.processors.standin import (
    StandInLLMService,
    TranscriptionUserTurnStopStrategy,
    search_tool_policy,
    text_turn_strategies,
)
from hotmem.processors.tools import FORGET, REMEMBER, SEARCH_MEMORY, HotMemTools, add_tools

__all__ = [
    "FORGET",
    "REMEMBER",
    "SEARCH_MEMORY",
    "HotMemTools",
    "HotPathProcessor",
    "RotatingMessage",
    "StandInLLMService",
    "TranscriptionUserTurnStopStrategy",
    "add_tools",
    "search_tool_policy",
    "text_turn_strategies",
]
