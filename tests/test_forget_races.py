"""A forget racing a turn of the same user: no resurrection, no lost fact, whatever the order."""

from __future__ import annotations

import sqlite3
import threading

import pytest

from hotmem import HotMem, HotMemConfig

PARIS = ("you", "lives_in", "paris")
BERLIN = ("you", "lives_in", "berlin")
ROUNDS = 100


def _race(mem: HotMem, user: str, forget_first_delay: float, spoken: bool) -> None:
    """The user moves to Berlin while Paris is forgotten (the LLM tool, or spoken in another
    conversation), in two threads."""
    start = threading.Barrier(2)
    errors: list[BaseException] = []

    def turn() -> None:
        start.wait()
        try:
            mem.process_turn("I live in Berlin.", user_id=user, lang="en")
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    def forget() -> None:
        start.wait()
        try:
            if forget_first_delay:
                threading.Event().wait(forget_first_delay)
            if spoken:
                said = "Forget that I live in Paris."
                mem.process_turn(said, user_id=user, session_id="car", lang="en")
            else:
                mem.forget(user, relation="lives_in", object="paris")
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=turn), threading.Thread(target=forget)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors


def _truth(path, user: str) -> dict[tuple[str, str, str], str]:
    with sqlite3.connect(path / "truth.sqlite3") as conn:
        rows = conn.execute(
            "SELECT subject, relation, object, status FROM facts WHERE user_id = ?", (user,)
        )
        return {(s, r, o): status for s, r, o, status in rows}


@pytest.mark.parametrize("spoken", [False, True], ids=["tool", "spoken"])
def test_a_forget_racing_a_turn_never_resurrects_nor_hides(tmp_path, english, spoken):
    users = [f"racer-{i}" for i in range(ROUNDS)]
    bad: list[str] = []
    with HotMem(tmp_path, config=HotMemConfig(langs=("en",))) as mem:
        for i, user in enumerate(users):
            mem.process_turn("I live in Paris.", user_id=user, lang="en")
            _race(mem, user, forget_first_delay=(i % 5) * 0.0005, spoken=spoken)
            ram = {f.triple: f.status for f in mem.facts(user, include_inactive=True)}
            message = mem.message(user) or ""
            if PARIS in ram or ram.get(BERLIN) != "active" or "Paris" in message:
                bad.append(f"{user} RAM {ram} message {message!r}")
        mem.flush()
        for user in users:
            truth = _truth(tmp_path, user)
            if PARIS in truth or truth.get(BERLIN) != "active":
                bad.append(f"{user} truth {truth}")
    with HotMem(tmp_path, config=HotMemConfig(langs=("en",))) as again:
        for user in users:
            ram = {f.triple: f.status for f in again.facts(user, include_inactive=True)}
            if PARIS in ram or ram.get(BERLIN) != "active":
                bad.append(f"{user} after reopen {ram}")
    assert not bad, f"{len(bad)} bad outcomes of {ROUNDS} races:\n" + "\n".join(bad[:10])
