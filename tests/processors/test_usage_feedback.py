"""Usage feedback through the Pipecat processor: the reply path that keeps assistant replies
(and counts "hint used") also reinforces the facts a reply used."""

from __future__ import annotations

from hotmem import HotMem
from hotmem.processors.offline import OfflineBot, run_turns


async def test_a_reply_that_uses_the_memory_reinforces_the_fact(memory: HotMem) -> None:
    # A generous deadline: on a loaded machine a held turn must not time out here.
    bot = OfflineBot.build(memory, user_id="alice", deadline_ms=5000)
    await run_turns(bot, ["I live in Oslo.", "Where do I live?"])
    assert bot.hotpath.counters()["hint_used"] == 2
    memory.flush()
    [oslo] = [f for f in memory.facts("alice") if f.relation == "lives_in"]
    assert oslo.used == 2 and oslo.shown == 2 and oslo.weight > 0.9
    assert sum(e.kind == "use" for e in memory.events("alice")) == 2
