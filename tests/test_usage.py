"""Usage feedback: a reply that uses a shown fact reinforces it ("hint used"); a fact shown in
many replies and never used ages faster at maintenance."""

from __future__ import annotations

from dataclasses import replace

from hotmem import HotMem
from hotmem.lifecycle import IGNORED_AFTER, decay
from hotmem.models import Fact
from hotmem.store.codec import fact_from_dict, fact_to_dict

T0 = 1_700_000_000.0
DAY = 86400.0


def _fact(mem, relation):
    return next(f for f in mem.facts("u", True) if f.relation == relation)


def test_a_reply_that_uses_a_shown_fact_reinforces_it(mem):
    mem.process_turn("I live in Paris.", user_id="u", timestamp=T0)
    before = _fact(mem, "lives_in")
    mem.add_reply("Paris is lovely in spring!", user_id="u", timestamp=T0 + 5)
    used = _fact(mem, "lives_in")
    assert (used.shown, used.used) == (1, 1) and used.weight > before.weight
    assert used.updated_at == before.updated_at and used.status == "active"
    [event] = [e for e in mem.events("u") if e.kind == "use"]
    assert event.object == "paris" and event.at == T0 + 5
    for n in range(IGNORED_AFTER):  # unused replies are written every IGNORED_AFTER
        mem.add_reply("Sure, tell me more.", user_id="u", timestamp=T0 + 10 + n)
        later = _fact(mem, "lives_in")
        assert later.shown == (1 if n < IGNORED_AFTER - 1 else 1 + IGNORED_AFTER)
    assert later.used == 1 and later.weight == used.weight
    assert not mem.check()["ram_differences"]
    assert mem.export("u")["facts"][0]["shown"] == 1 + IGNORED_AFTER


def test_no_message_no_scoring_and_the_reply_is_still_kept(mem):
    mem.add_reply("Hello there!", user_id="u", timestamp=T0)
    assert mem.facts("u", True) == []
    assert [e.reply for e in mem.store.recent_episodes("u")] == ["Hello there!"]


def test_counts_survive_reopening(tmp_path, english):
    with HotMem(tmp_path / "m") as mem:
        mem.process_turn("I live in Paris.", user_id="u", timestamp=T0)
        mem.add_reply("How is Paris today?", user_id="u", timestamp=T0 + 5)
    with HotMem(tmp_path / "m") as mem:
        fact = _fact(mem, "lives_in")
        assert (fact.shown, fact.used) == (1, 1)
        assert not mem.check()["differences"]


def test_an_intention_shown_often_and_never_used_ages_faster():
    plan = Fact("you", "plans", "run marathon", updated_at=T0, weight=0.9)
    ignored = replace(plan, shown=3 * IGNORED_AFTER)
    used = replace(ignored, used=1)
    when = T0 + 40 * DAY
    assert decay(plan, when).status == "active"
    assert decay(used, when).status == "active"
    assert decay(ignored, when).status != "active"
    durable = replace(ignored, relation="lives_in", object="paris")
    assert decay(durable, when + 400 * DAY).status == "active"  # a home never lapses


def test_records_without_the_counts_still_read():
    data = fact_to_dict(Fact("you", "lives_in", "paris"))
    del data["shown"], data["used"]
    assert fact_from_dict(data) == Fact("you", "lives_in", "paris")
