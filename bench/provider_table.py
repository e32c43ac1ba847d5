"""What each provider receives from hotmem, through Pipecat's real adapters (a table).

Runs a returning user's conversation through a real pipeline per adapter family (see
``tests/processors/provider_support.py``) and prints, per family: the memory's role and
form on the first turn and later turns, and the prompt-cache prefix kept from one request
to the next (share of the previous request's serialised messages that the next one starts
with, and its share of what preceded the memory message, the most a cache can keep).
Adapters whose SDK is missing are listed as such.

    PYTHONPATH=$PWD python -W ignore bench/provider_table.py
"""

from __future__ import annotations

import asyncio
import itertools
import os
import sys
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests", "processors"))

from provider_support import FAMILIES, PROMPT, Family, Request, received

from hotmem import HotMem, HotMemConfig
from hotmem.processors.offline import OfflineBot, run_turns

TURNS = [
    "Where does my sister live?",
    "I work at Nike.",
    "My brother Tom lives in Denver.",
    "Where do I work?",
    "What do you know about Tom?",
    "Thanks, that's all.",
]


def _form(request: Request, header: str, said: str) -> str:
    if any(header in text for text in request.system):
        return "system (leading)"
    for role, blocks in request.turns:
        for block in blocks:
            if header in block:
                shared = any(said in other for other in blocks)
                return f"{role}, {'own block of the user turn' if shared else 'own message'}"
    return "MISSING"


def _common_prefix(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


async def _row(family: Family) -> str:
    config = HotMemConfig(langs=("en",))
    with HotMem(None, config=config) as memory:
        llm = family.stand_in(header=config.inject_header)
        if llm is None:
            return f"| {family.name} | SDK not installed | | |"
        memory.process_turn("My sister Anna lives in Rome.", user_id="maya", session_id="old")
        bot = OfflineBot.build(
            memory, user_id="maya", system_prompt=None, llm=llm, deadline_ms=10_000
        )
        await run_turns(bot, TURNS)
        requests = [await received(family, m, PROMPT) for m in bot.llm.received]
    header = config.inject_header
    first = _form(requests[0], header, TURNS[0])
    blocks = requests[0].blocks()
    at = [i for i, b in enumerate(blocks) if header in b]
    words = [i for i, b in enumerate(blocks) if TURNS[0] in b]
    first += ", before the words" if at and words and at[0] < words[-1] else ", AFTER the words"
    later = sorted({_form(r, header, s) for r, s in zip(requests[1:], TURNS[1:], strict=True)})
    pairs = list(itertools.pairwise(requests))
    kept = [_common_prefix(a.raw, b.raw) for a, b in pairs]
    share = sum(kept) / sum(len(a.raw) for a, _ in pairs)
    # What came before the memory in the previous request: the most a cache can keep.
    reachable = [max(a.raw.find(header), 0) for a, _ in pairs]
    upto = sum(min(k, r) for k, r in zip(kept, reachable, strict=True)) / max(1, sum(reachable))
    return f"| {family.name} | {first} | {'; '.join(later)} | {share:.0%} | {upto:.0%} |"


async def main() -> None:
    warnings.simplefilter("ignore", DeprecationWarning)
    from loguru import logger

    logger.remove()
    print(
        "| adapter family | turn 1: memory arrives as | later turns | prefix kept "
        "| of the history before the memory |"
    )
    print("|---|---|---|---|---|")
    for family in FAMILIES:
        print(await _row(family))


if __name__ == "__main__":
    asyncio.run(main())
