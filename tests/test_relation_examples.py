"""Every relation has an example in every language, each example extracts what it says, and the
README's relation table is made of them."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from hotmem import HotMem
from hotmem.config import SUPPORTED_LANGS
from hotmem.evaluation.common import norm_triple
from hotmem.relations import KIN, PETS, REGISTRY, lookup

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location(
    "relation_table", ROOT / "scripts" / "relation_table.py"
)
assert _spec is not None and _spec.loader is not None
relation_table = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(relation_table)

# Examples the extraction does not read yet: (language, row). A test of each fails when it
# starts to work (strict xfail), so the list only shrinks.
GAPS: frozenset[tuple[str, str]] = frozenset(
    {
        ("fr", "friend_of"),  # "Julien est mon meilleur ami": "meilleur" heads the clause
        ("fr", "owns"),  # "je possède une Tesla": the object is parsed as a second root
    }
)


def _rows() -> list[tuple[str, str, str, tuple[str, str, str]]]:
    out = []
    for lang in SUPPORTED_LANGS:
        for row, (text, triple) in relation_table.examples(lang).items():
            marks = [pytest.mark.xfail(strict=True, reason="a known gap")]
            out.append(
                pytest.param(lang, row, text, triple, marks=marks if (lang, row) in GAPS else [])
            )
    return out


@pytest.fixture(scope="module")
def memory():
    with HotMem(None) as mem:
        mem.warm_up(list(SUPPORTED_LANGS))
        yield mem


@pytest.mark.parametrize("lang", SUPPORTED_LANGS)
def test_every_relation_has_one_example(lang: str) -> None:
    rows = relation_table.examples(lang)
    assert set(rows) == set(REGISTRY) | set(relation_table.FAMILIES)
    for row, (_, (_, relation, _)) in rows.items():
        if row == "<kin>":
            assert relation in KIN
        elif row == "<pet>":
            assert relation in PETS
        elif row == "favorite_<thing>":
            known = lookup(relation)
            assert known is not None and known.family == "favorite"
        else:
            assert relation == row


@pytest.mark.parametrize(("lang", "row", "text", "triple"), _rows())
def test_example_extracts_its_fact(memory, lang, row, text, triple) -> None:
    result = memory.process_turn(text, user_id=f"{lang}-{row}", session_id="s", lang=lang)
    got = {norm_triple(f.triple) for f in result.facts if f.confidence >= 0.5}
    assert norm_triple(triple) in got


def test_readme_table_is_current() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index(relation_table.BEGIN) + len(relation_table.BEGIN)
    end = readme.index(relation_table.END)
    assert readme[start:end].strip() == relation_table.table()
