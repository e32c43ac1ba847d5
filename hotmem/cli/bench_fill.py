"""``hotmem bench --facts N``: a user with N facts and N past turns, and latency at that size.

The store is filled through its own write path (journal, LMDB hot layer, background SQLite
commit) in large batches of synthetic but plausible data: the people in the user's life with
their homes, jobs, trips and belongings; the user's own family, ~150 friends and a few hundred
trips, belongings and events; some history of superseded values; and as many past user turns
for full-text search. Then the store is closed and reopened cold,
the user's index is loaded, and the bench turns run as that user. Last, a spoken forget in
English: a fresh fact is asserted and then "Forget that ..." is said, round after round, and
the forget turns are timed (see :func:`measure_forget`).
"""

from __future__ import annotations

import random
import resource
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hotmem.relations import is_single_valued

__all__ = [
    "BIG_USER",
    "FORGET_ROUNDS",
    "fill",
    "forget_script",
    "measure_big",
    "measure_forget",
    "peak_rss_mb",
    "rss_now_mb",
    "synthetic_batches",
]

BIG_USER = "bench-big"
BATCH = 5000
_DAY = 86400.0
_FIRST = (
    "anna kevin maria james sofia david laura michael emma daniel olivia lucas chloe marco "
    "elena tom sarah paul julia peter nina alex rosa ivan clara hugo ines leo mia noah "
    "lena omar priya raj yuki kenji ana luis carmen pablo lucia jonas tobi marta carlos "
    "giulia luca sara andrea paolo chiara rachel helen kate ben sam zoe max ella jack lily "
    "oscar ruby felix ada iris theo nora adam eva finn"
).split()
_LAST = (
    "smith rossi garcia muller martin bernard silva kim chen nguyen brown jones miller davis "
    "lopez wilson moore taylor thomas white harris clark lewis walker hall young allen king "
    "wright scott green baker adams nelson hill campbell mitchell roberts carter phillips "
    "evans turner torres parker collins edwards stewart morris murphy cook rogers morgan "
    "peterson cooper reed bailey bell gomez kelly howard ward cox diaz richardson wood watson "
    "brooks bennett gray james reyes cruz hughes price myers long foster sanders ross"
).split()
_CITIES = (
    "seattle portland chicago boston denver austin miami toronto vancouver london paris lyon "
    "berlin munich hamburg vienna zurich rome milan naples turin madrid barcelona seville "
    "valencia lisbon porto dublin amsterdam brussels prague warsaw budapest athens istanbul "
    "cairo tokyo osaka seoul sydney melbourne montreal mexico city buenos aires lima bogota"
).split()
_COMPANIES = (
    "google microsoft amazon apple nike target siemens bosch renault telefonica enel ferrari "
    "ikea spotify netflix airbnb uber shopify adobe intel oracle sap philips nokia ericsson "
    "danone nestle lego zara mercy hospital city library"
).split()
_JOBS = (
    "teacher nurse doctor engineer designer lawyer chef pilot writer baker farmer architect "
    "dentist plumber electrician accountant journalist musician painter pharmacist "
    "developer researcher librarian firefighter mechanic photographer"
).split()
_ADJ = "old new red blue green small big vintage electric wooden black white silver".split()
_THINGS = (
    "car bike guitar piano camera boat house garden laptop tent kayak drone watch "
    "telescope scooter van motorcycle violin"
).split()
_EVENTS = "marathon hackathon triathlon chess tournament choir festival bake sale".split()
_TEMPLATES = (
    "I went to {city} with {person} last weekend.",
    "{person} just started working at {company}.",
    "We talked about my {thing} for a while.",
    "I'm thinking about the {event} again.",
    "My friend {person} moved to {city} last year.",
    "Honestly the weather in {city} was great.",
    "I had dinner with {person} and we talked about {company}.",
    "I need to fix my {thing} before the trip to {city}.",
)
_PERSON_REL = (
    "lives_in",
    "works_at",
    "born_in",
    "is",
    "has",
    "went_to",
    "friend_of",
    "participated_in",
    "owns",
)
_YOU_REL = ("went_to", "has", "owns", "participated_in", "is")
# The user's own world is bounded: one family, ~150 friends (Dunbar), a few hundred trips,
# belongings and events; the other facts are about the people in the user's life.
_FAMILY = (
    ("name", "alex"),
    ("age", "41"),
    ("lives_in", "seattle"),
    ("works_at", "microsoft"),
    ("lives_in", "portland"),
    ("works_at", "google"),
    ("sister", "anna"),
    ("sister", "clara"),
    ("brother", "kevin"),
    ("mother", "maria"),
    ("father", "james"),
    ("wife", "laura"),
    ("son", "leo"),
    ("daughter", "mia"),
    ("cousin", "tom"),
    ("cousin", "nina"),
    ("dog", "rex"),
    ("cat", "luna"),
)
_FRIENDS = 150
_YOU_SHARE = 0.05
# Spoken-forget rounds at the big size: assert a fresh fact, then "Forget that ...".
FORGET_ROUNDS = 50
# Towns no synthetic fact names (objects come from _CITIES): every assertion is a new fact.
_TOWNS = [
    f"{head}{tail}"
    for head in ("Oak", "Elm", "Ash", "Birch", "Cedar", "Maple", "Pine", "Willow", "Stone", "Fern")
    for tail in ("ville", "field", "ford", "brook", "dale")
]
_FORGET_SESSION = "bench-forget"


def _object(rng: random.Random, relation: str, people: list[str]) -> str:
    if relation in ("lives_in", "born_in", "went_to"):
        return rng.choice(_CITIES)
    if relation == "works_at":
        return rng.choice(_COMPANIES)
    if relation == "is":
        return rng.choice(_JOBS)
    if relation in ("has", "owns"):
        return f"{rng.choice(_ADJ)} {rng.choice(_THINGS)}"
    if relation == "participated_in":
        return f"{rng.choice(_EVENTS)} {rng.randint(2000, 2025)}"
    return rng.choice(people)  # friend_of


def _triples(rng: random.Random, n: int) -> Iterator[tuple[str, str, str]]:
    """Distinct (subject, relation, object) triples: the user's family and friends first."""
    people = [f"{f} {la}" for f in _FIRST for la in _LAST] + list(_FIRST)
    seen: set[tuple[str, str, str]] = set()
    fixed = [("you", r, o) for r, o in _FAMILY]
    fixed += [("you", "friend_of", p) for p in rng.sample(people, _FRIENDS)]
    for triple in fixed[:n]:
        seen.add(triple)
        yield triple
    while len(seen) < n:
        you = rng.random() < _YOU_SHARE
        subject = "you" if you else rng.choice(people)
        relation = rng.choice(_YOU_REL if you else _PERSON_REL)
        obj = _object(rng, relation, people)
        if (subject, relation, obj) in seen or obj == subject:
            continue
        seen.add((subject, relation, obj))
        yield subject, relation, obj


def synthetic_batches(
    user_id: str, n: int, *, seed: int = 7, now: float | None = None, batch: int = BATCH
) -> Iterator[Any]:
    """N distinct facts and N episodes of one user, as store write batches of ``batch``.

    Single-valued relations keep their first value active and the later ones superseded (a
    history of changes); times spread over the past year.
    """
    from hotmem.models import Fact
    from hotmem.store.base import Episode, WriteBatch

    rng = random.Random(seed)
    now = time.time() if now is None else now
    holders: set[tuple[str, str]] = set()
    facts: list[Any] = []
    episodes: list[Any] = []
    for made, (subject, relation, obj) in enumerate(_triples(rng, n)):
        status = "active"
        if is_single_valued(relation):
            status = "superseded" if (subject, relation) in holders else "active"
            holders.add((subject, relation))
        updated = now - rng.random() * 365 * _DAY
        session = f"hist-{made // 20}"
        turn = f"{session}:{made % 20}"
        facts.append(
            Fact(
                subject,
                relation,
                obj,
                round(rng.uniform(0.6, 1.0), 2),
                "en",
                status,
                turn,
                updated,
                round(rng.uniform(0.5, 1.0), 2),
                updated - rng.random() * 30 * _DAY,
                session,
            )
        )
        text = rng.choice(_TEMPLATES).format(
            city=rng.choice(_CITIES).title(),
            person=rng.choice(_FIRST).title(),
            company=rng.choice(_COMPANIES).title(),
            event=rng.choice(_EVENTS),
            thing=obj if relation in ("has", "owns") else rng.choice(_THINGS),
        )
        episodes.append(
            Episode(
                uuid.UUID(int=rng.getrandbits(128)).hex, user_id, text, updated, session, turn, "en"
            )
        )
        if len(facts) >= batch:
            yield WriteBatch(user_id, facts=tuple(facts), episodes=tuple(episodes))
            facts, episodes = [], []
    if facts:
        yield WriteBatch(user_id, facts=tuple(facts), episodes=tuple(episodes))


def peak_rss_mb() -> float:
    """Peak resident memory of this process (``getrusage``), in MiB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def rss_now_mb() -> float | None:
    """Current resident memory in MiB (Linux ``/proc``), or None elsewhere."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return pages * resource.getpagesize() / (1024 * 1024)


def fill(memory: Any, user_id: str, n: int, on_batch: Any = None) -> dict[str, float]:
    """Write ``n`` synthetic facts and episodes through the store and wait for SQLite.

    Returns:
        ``fill_s`` (wall time, SQLite commit included) and ``facts_per_s``.
    """
    started = time.perf_counter()
    for batch in synthetic_batches(user_id, n):
        memory.store.write(batch)
        if on_batch is not None:
            on_batch(len(batch.facts))
    memory.flush()
    elapsed = time.perf_counter() - started
    return {"fill_s": round(elapsed, 3), "facts_per_s": round(n / elapsed, 1)}


def _queries(n: int, seed: int = 11) -> list[str]:
    rng = random.Random(seed)
    shapes = (
        "when did I go to {city}?",
        "what does {person} do?",
        "where does {person} live?",
        "tell me about my {thing}",
        "who works at {company}?",
        "how was the {event}?",
    )
    return [
        rng.choice(shapes).format(
            city=rng.choice(_CITIES).title(),
            person=rng.choice(_FIRST).title(),
            thing=rng.choice(_THINGS),
            company=rng.choice(_COMPANIES).title(),
            event=rng.choice(_EVENTS),
        )
        for _ in range(n)
    ]


def forget_script(rounds: int = FORGET_ROUNDS) -> list[tuple[str, str, tuple[str, str, str]]]:
    """English ``(assertion, spoken forget, the fact both are about)`` for each round.

    Rounds alternate the user's home ("I live in Oakville.") and a friend's ("My friend Anna
    Smith lives in Elmville."), each in a town no stored fact names.
    """
    script = []
    for k in range(rounds):
        town = _TOWNS[k % len(_TOWNS)]
        if k % 2 == 0:
            said, subject = f"I live in {town}.", "you"
            forget = f"Forget that I live in {town}."
        else:
            name = f"{_FIRST[k % len(_FIRST)].title()} {_LAST[k % len(_LAST)].title()}"
            said, subject = f"My friend {name} lives in {town}.", name.lower()
            forget = f"Forget that {name} lives in {town}."
        script.append((said, forget, (subject, "lives_in", town.lower())))
    return script


def measure_forget(memory: Any, user_id: str, where: str, rounds: int = FORGET_ROUNDS) -> dict:
    """Time spoken forgets: per round, assert a fresh fact, then say "Forget that ...".

    Only the forget turns are timed (``update_ms`` and ``total_ms`` of their timings). A round
    fails when its forget turn did not retract the fact the assertion stated.

    Returns:
        Rounds, failures, summaries of both stages and the verdict on the update p95.
    """
    from hotmem.cli.bench import FORGET_UPDATE_P95_TARGET_MS
    from hotmem.stats import summarize

    update: list[float] = []
    total: list[float] = []
    failed = 0
    for said, forget, triple in forget_script(rounds):
        memory.process_turn(said, user_id=user_id, session_id=_FORGET_SESSION, lang="en")
        result = memory.process_turn(forget, user_id=user_id, session_id=_FORGET_SESSION, lang="en")
        update.append(result.timings.get("update_ms", 0.0))
        total.append(result.timings.get("total_ms", 0.0))
        if triple not in {f.triple for f in result.retracted}:
            failed += 1
    stats = {
        name: {k: round(v, 4) for k, v in summarize(values).items()}
        for name, values in (("update_ms", update), ("total_ms", total))
    }
    p95 = stats["update_ms"]["p95"]
    return {
        "rounds": rounds,
        "failed": failed,
        **stats,
        "verdict": {
            "ok": failed == 0 and p95 <= FORGET_UPDATE_P95_TARGET_MS,
            "update_p95_ms": p95,
            "target_ms": FORGET_UPDATE_P95_TARGET_MS,
            "failed": failed,
            "where": where,
        },
    }


def measure_big(
    n: int, config: Any, turns: list[dict[str, str]], n_turns: int, path: Path, show: bool
) -> dict[str, Any]:
    """Fill a store with ``n`` facts and episodes for one user, reopen it cold, and measure.

    Returns:
        Fill time, cold open and index load, per-stage turn latency, search latency, the
        spoken forget (None without English), RSS and size on disk.
    """
    from hotmem import HotMem
    from hotmem.cli.bench import run_turns, stage_stats
    from hotmem.cli.common import dir_size
    from hotmem.cli.runner import Progress
    from hotmem.stats import summarize

    rss_before = rss_now_mb()
    with (
        HotMem(path, config=config) as memory,
        Progress(n, enabled=show, unit="facts", description="filling") as bar,
    ):
        filled = fill(memory, BIG_USER, n, on_batch=bar.update)
    started = time.perf_counter()
    memory = HotMem(path, config=config)
    try:
        open_ms = (time.perf_counter() - started) * 1000
        started = time.perf_counter()
        stored = len(memory.facts(BIG_USER, include_inactive=True))
        index_ms = (time.perf_counter() - started) * 1000
        started = time.perf_counter()
        memory.preload(BIG_USER)  # as a bot does before a session: its past turns are indexed
        memory.flush()  # (in the background; flush waits for them)
        recall_ms = (time.perf_counter() - started) * 1000
        with Progress(n_turns, enabled=show, description=f"turns at {n} facts") as bar:
            rows = run_turns(memory, turns, n_turns, user=BIG_USER, tick=bar.update)
        search: dict[str, list[float]] = {"both": [], "facts": [], "episodes": []}
        for query in _queries(200):
            for kind, values in search.items():
                started = time.perf_counter()
                memory.search(query, BIG_USER, limit=5, kind=kind)
                values.append((time.perf_counter() - started) * 1000)
        forget = None
        if "en" in config.langs:
            forget = measure_forget(memory, BIG_USER, f"{n} facts for the user")
        memory.flush()
        rss_after = rss_now_mb()
    finally:
        memory.close()
    parts = {
        "truth": sum(dir_size(p)["disk_bytes"] for p in path.glob("truth.sqlite3*")),
        "hot": dir_size(path / "hot.lmdb")["disk_bytes"],
    }
    return {
        "facts": n,
        "episodes": n,
        "stored_facts": stored,
        **filled,
        "open_ms": round(open_ms, 1),
        "index_load_ms": round(index_ms, 1),
        "recall_index_ms": round(recall_ms, 1),
        "turns": n_turns,
        **stage_stats(rows),
        "search_ms": {
            k: {s: round(x, 4) for s, x in summarize(v).items()} for k, v in search.items()
        },
        "forget": forget,
        "rss_before_mb": None if rss_before is None else round(rss_before, 1),
        "rss_mb": None if rss_after is None else round(rss_after, 1),
        "rss_peak_mb": round(peak_rss_mb(), 1),
        "disk": {**dir_size(path), **{f"{k}_bytes": v for k, v in parts.items()}},
    }
