"""Fast extraction check for rule work: extraction only (no store), one language.

Usage: python scripts/dev_eval_extraction.py LANG [v]   (v lists the items that differ)
The product's evaluation is `hotmem eval extraction`, which runs the whole HotMem turn.
"""

import sys
from pathlib import Path

from hotmem.analysis import analyse
from hotmem.evaluation.common import load_jsonl, norm_triple
from hotmem.extraction import extract
from hotmem.session import SessionState

DATA = Path(__file__).resolve().parents[1] / "bench" / "data"


def main(lang: str, verbose: bool) -> None:
    items = load_jsonl(DATA / f"extraction_{lang}.jsonl")
    tp = fp = fn = intents = must_not = 0
    for item in items:
        state = SessionState("u", "s")
        for earlier in item.get("context") or []:
            extract(analyse(earlier, lang), state)
        result = extract(analyse(item["text"], lang), state)
        got = {norm_triple(t.key) for t in result.facts if t.confidence >= 0.5}
        gold = {norm_triple(t) for t in item["facts"]}
        traps = {norm_triple(t) for t in item.get("must_not", [])}
        tp, fp, fn = tp + len(got & gold), fp + len(got - gold), fn + len(gold - got)
        intents += result.intent == item["intent"]
        must_not += len(got & traps)
        if verbose and (got != gold or result.intent != item["intent"]):
            print(
                item["id"],
                item["text"][:150],
                item["intent"],
                result.intent,
                sorted(gold - got),
                sorted(got - gold),
                sep="\n   ",
            )
    precision = tp / max(1, tp + fp)
    recall = tp / max(1, tp + fn)
    print(
        f"{lang}: n={len(items)} P={precision:.3f} R={recall:.3f} "
        f"intent={intents / len(items):.3f} mustnot={must_not}"
    )


if __name__ == "__main__":
    main(sys.argv[1], len(sys.argv) > 2)
