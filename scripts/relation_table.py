"""Print the README's relation table: every relation of the registry, one example per language.

Usage: python scripts/relation_table.py   (the README holds its output between the markers
``<!-- relation-table -->`` and ``<!-- /relation-table -->``; a test keeps them equal)
"""

from __future__ import annotations

import importlib

from hotmem.config import SUPPORTED_LANGS
from hotmem.relations import REGISTRY

BEGIN = "<!-- relation-table -->"
END = "<!-- /relation-table -->"

# The rows that stand for a family of relations built from a noun (relations.lookup).
FAMILIES = {
    "<kin>": "kinship (`sister`, `son`, ...)",
    "<pet>": "pets (`dog`, `cat`, ...)",
    "favorite_<thing>": "`favorite_<thing>`",
}


def examples(lang: str) -> dict[str, tuple[str, tuple[str, str, str]]]:
    """``row -> (utterance, triple)`` of one language's ``examples.py``."""
    module = importlib.import_module(f"hotmem.lang.{lang}.examples")
    return {row: (text, triple) for row, text, triple in module.RELATION_EXAMPLES}


def _behaviour(row: str) -> str:
    """How values combine: one (a new value replaces the old) or many; denial and past."""
    relation = REGISTRY.get(row)
    if relation is None:
        return "one" if row == "favorite_<thing>" else "many"
    parts = ["one" if relation.single else "many"]
    if relation.values:
        parts.append("of " + "/".join(relation.values))
    if relation.negated_as:
        parts.append(f"denied: `{relation.negated_as}`")
    if relation.finished_as:
        parts.append(f"in the past: `{relation.finished_as}`")
    return "; ".join(parts)


def table() -> str:
    """The markdown table, rows in registry order then the families."""
    per_lang = {lang: examples(lang) for lang in SUPPORTED_LANGS}
    rows = [*REGISTRY, *FAMILIES]
    head = ["relation", "value(s)", *SUPPORTED_LANGS]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in rows:
        cells = [FAMILIES.get(row, f"`{row}`"), _behaviour(row)]
        for lang in SUPPORTED_LANGS:
            text, (subject, relation, obj) = per_lang[lang][row]
            shown = obj if subject == "you" else f"{subject}: {obj}"
            if row in FAMILIES:
                shown = f"{relation}: {obj}"
            cells.append(f"{text} → {shown}")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(BEGIN)
    print(table())
    print(END)
