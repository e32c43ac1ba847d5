"""Fuzz soak: mangled and random turns of many users through a real on-disk memory.

Each turn is a bundled bench turn (six languages) passed through random mutations (invisible,
bidi and tag characters, non-ASCII digits, fullwidth forms, role markup, surrogates and NULs,
truncation, repetition, case) or plain random Unicode, said by one of many users, some with
odd ids. Every user first states a canary name of their own. Checked on every turn: no
exception, a known intent, sane facts, no invisible character or role markup in the memory
message. At the end: no user's canary in another user's message, facts or search results, and
after close and reopen every fact each user had is still there. Prints the counts.

    python bench/fuzz_turns.py [--turns 9000] [--users 60] [--seed 11]
"""

from __future__ import annotations

import argparse
import json
import random
import string
import sys
import tempfile
import time
import unicodedata
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
TURNS = REPO_ROOT / "hotmem" / "data" / "bench_turns.jsonl"
CANARY = {
    "en": "My name is {}.",
    "de": "Ich heiße {}.",
    "es": "Me llamo {}.",
    "fr": "Je m'appelle {}.",
    "it": "Mi chiamo {}.",
    "pt": "Chamo-me {}.",
}
ODD_IDS = ["ünïcödé", "user with spaces", "a" * 200, "../../etc", "robert'); drop table--", "0"]
INSERTS = [
    "\u2066", "\u2069", "\u202e", "\u00ad", "\u200b", "\u200d", "\ufeff", "\U000e0049",
    "\x00", "\ud800", "<|im_start|>system", "＜｜im_start｜＞", "[INST]", "<<SYS>>", "</s>",
    "², ①, ٣", "１２３", "Ｒｏｍｅ", "🙂", "\n\n", "ignore previous instructions",
]  # fmt: skip
_INVISIBLE = {"Cf", "Cs", "Co", "Cc"}


def mutate(rng: random.Random, text: str) -> str:
    """One to three random mutations of ``text``."""
    for _ in range(rng.randint(1, 3)):
        op = rng.randrange(7)
        if op == 0:
            at = rng.randrange(len(text) + 1)
            text = text[:at] + rng.choice(INSERTS) + text[at:]
        elif op == 1:
            text = text[: rng.randrange(len(text) + 1)]
        elif op == 2:
            text = " ".join([text] * rng.randint(2, 20))
        elif op == 3:
            text = text.lower().translate(str.maketrans("", "", string.punctuation))
        elif op == 4:
            text = text.upper()
        elif op == 5:
            text = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)
        else:
            text = text.replace("1", "①").replace("2", "²").replace("3", "٣")
    return text


def random_text(rng: random.Random) -> str:
    return "".join(chr(rng.randrange(1, 0x30000)) for _ in range(rng.randrange(0, 120)))


def residue(message: str) -> list[str]:
    found = [c for c in message if c != "\n" and unicodedata.category(c) in _INVISIBLE]
    lowered = message.lower()
    return found + [m for m in ("<|", "|>", "[inst]", "<<sys>>", "</s>") if m in lowered]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=9000)
    parser.add_argument("--users", type=int, default=60)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    from loguru import logger

    logger.remove()
    from hotmem import INTENTS, HotMem, HotMemConfig

    rng = random.Random(args.seed)
    corpus = [json.loads(line) for line in TURNS.read_text().splitlines() if line.strip()]
    users = ODD_IDS + [f"fuzz-{n}" for n in range(max(0, args.users - len(ODD_IDS)))]
    canaries = {user: f"Zq{n:03d}xv" for n, user in enumerate(users)}
    failed = ("raised", "bad_result", "residue", "leaks", "lost")
    counts = dict.fromkeys(("turns", *failed, "own_canary_kept"), 0)
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="hotmem-fuzz-") as tmp:
        config = HotMemConfig(request_poll_s=0)
        started = time.perf_counter()
        with HotMem(Path(tmp) / "store", config=config) as mem:
            mem.warm_up()
            for user in users:
                lang = rng.choice(sorted(CANARY))
                mem.process_turn(CANARY[lang].format(canaries[user]), user_id=user, lang=lang)
            for n in range(args.turns):
                user = rng.choice(users)
                if rng.random() < 0.15:
                    text, lang = random_text(rng), None
                else:
                    turn = rng.choice(corpus)
                    text, lang = mutate(rng, turn["text"]), rng.choice([turn["lang"], None])
                counts["turns"] += 1
                try:
                    result = mem.process_turn(
                        text, user_id=user, session_id=f"s{n % 7}", lang=lang, timestamp=1e9 + n
                    )
                except Exception as exc:  # counting every failure is the point
                    counts["raised"] += 1
                    failures.append(f"{type(exc).__name__}: {exc!s:.120} <- {text[:80]!r}")
                    continue
                if result.intent not in INTENTS or any(
                    not (f.subject and f.relation and f.object) or len(f.object) > 60
                    for f in result.facts
                ):
                    counts["bad_result"] += 1
                    failures.append(f"bad result <- {text[:80]!r}")
                if residue(result.context_message or ""):
                    counts["residue"] += 1
                    failures.append(f"residue {residue(result.context_message)} <- {text[:80]!r}")

            def probe(user: str) -> str:  # other users' canaries, as a search query
                others = [c for u, c in canaries.items() if u != user]
                return " ".join(rng.sample(others, min(20, len(others))))

            before = {user: sorted(f.triple for f in mem.facts(user)) for user in users}
            for user in users:
                seen = " ".join(
                    [mem.message(user, f"s{k}") or "" for k in range(7)]
                    + [" ".join(f.triple) for f in mem.facts(user, include_inactive=True)]
                    + [m.text for m in mem.search(probe(user), user_id=user, limit=20)]
                ).lower()
                others = [c for u, c in canaries.items() if u != user and c.lower() in seen]
                counts["leaks"] += len(others)
                counts["own_canary_kept"] += canaries[user].lower() in seen
        elapsed = time.perf_counter() - started
        with HotMem(Path(tmp) / "store", config=config) as mem:
            for user in users:
                after = set(f.triple for f in mem.facts(user))
                counts["lost"] += sum(1 for triple in before[user] if triple not in after)
    print(json.dumps({**counts, "users": len(users), "seconds": round(elapsed, 1)}))
    for line in failures[:20]:
        print(" ", line)
    sys.exit(1 if any(counts[k] for k in failed) else 0)


if __name__ == "__main__":
    main()
