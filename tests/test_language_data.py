"""Language knowledge is data: every language has the same file set, and no engine module
names a word of any language.

The second test reads the string literals of the engine modules (docstrings, f-strings and
log or error messages aside) and fails on any word found in a language's lexicon, unless it
is an identifier of the engine itself (a relation name, a spaCy label, an intent...).
"""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

import pytest
from spacy.glossary import GLOSSARY

import hotmem
from hotmem import intent, relations
from hotmem.config import SUPPORTED_LANGS
from hotmem.extraction.candidate import PRONOUN_KINDS
from hotmem.lang import get_language
from hotmem.lang.base import LanguageData
from hotmem.store.base import EVENT_KINDS

ROOT = Path(hotmem.__file__).parent
ENGINE = (
    "extraction",
    "intent.py",
    "text.py",
    "nlp.py",
    "retrieval.py",
    "injection.py",
    "index.py",
    "lifecycle.py",
    "relations.py",
    "search.py",
    "store/text.py",
    "processors/hints.py",
)
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_MESSAGE_CALLS = ("debug", "info", "warning", "error", "exception")
# Fields every language must fill, whatever its reader.
_SHARED_FIELDS = (
    "detect_words",
    "warmup_text",
    "openers",
    "number_joiners",
    "search_stop_words",
)
# Names the engine gives its own things. They happen to be English words; they are codes.
_IDENTIFIERS = (
    {label.lower() for label in GLOSSARY}
    | set(relations.REGISTRY)
    | relations.KIN
    | relations.PETS
    | relations.FAVORITE_THINGS
    | {value for relation in relations.REGISTRY.values() for value in relation.values}
    | set(relations.OBJECT_KINDS)
    | set(PRONOUN_KINDS)
    | {i.lower() for i in intent.INTENTS}
    | set(EVENT_KINDS)
    | set(SUPPORTED_LANGS)
    | {"you", "name", "kin", "noun", "thing", "pronoun", "favorite"}  # mention kinds
    | {"other", "s"}  # who speaks ("you", "other"); person codes ("1s", "3p")
    | {"s", "o", "a", "rel", "srel", "thing"}  # bullet template fields
    | {"name", "kin", "attr", "thing", "value"}  # groups of the fallback patterns
    | {"ignore"}  # a Python warnings filter action
    | {"ud", "clearnlp", "none"}  # dependency label schemes (LanguageData.dependency_labels)
    | {"ner"}  # a spaCy pipeline component (hotmem.nlp leaves it out)
)


def _lexicon_words() -> set[str]:
    words: set[str] = set()

    def add(value: object) -> None:
        if isinstance(value, str):
            words.update(w.lower() for w in _WORD.findall(value))
        elif isinstance(value, tuple | list | set | frozenset):
            for item in value:
                add(item)
        elif hasattr(value, "items"):
            for key in value:  # mapping keys are the words; values are canonical names
                add(key)

    skipped = {"code", "bullet_templates", "models", "warmup_text"}
    skipped |= {"detect_letters", "fallback_patterns", "spelling_variants"}  # letters, not words
    for code in SUPPORTED_LANGS:
        data = get_language(code)
        for name in LanguageData.__dataclass_fields__:
            if name == "parser_words":  # its keys name word classes; its values are the words
                for value in data.parser_words.values():
                    add(value)
            elif name not in skipped:
                add(getattr(data, name))
    return words


def _engine_files() -> list[Path]:
    files: list[Path] = []
    for entry in ENGINE:
        path = ROOT / entry
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return files


def _literals(tree: ast.AST) -> list[ast.Constant]:
    """String constants that code compares or looks up (no docs, no messages)."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            skip.add(id(body[0].value))  # docstring
        if isinstance(node, ast.JoinedStr):
            skip.update(id(v) for v in ast.walk(node))
        if isinstance(node, ast.Subscript):
            skip.add(id(node.slice))  # a field or key name: values["copula"]
        if isinstance(node, ast.Dict):
            skip.update(id(k) for k in node.keys if k is not None)
        if isinstance(node, ast.Assign) and any(  # names of the code: exports, attributes
            isinstance(t, ast.Name) and t.id in ("__all__", "__slots__") for t in node.targets
        ):
            skip.update(id(v) for v in ast.walk(node.value))
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in _MESSAGE_CALLS or name.endswith("Error"):
                skip.update(id(v) for v in ast.walk(node))
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
    ]


def test_every_language_has_the_same_file_set_and_fields():
    fields = LanguageData.__dataclass_fields__
    for code in SUPPORTED_LANGS:
        folder = ROOT / "lang" / code
        assert (folder / "__init__.py").is_file()
        data = get_language(code)
        assert data.code == code
        assert data.dependency_labels in ("ud", "clearnlp", "none")
        assert data.warmup_text and data.detect_words, code
        assert set(data.bullet_templates) >= {"name", "lives_in", "works_at", "kin"}, code
        for name in fields:  # no data of one language left out of another's file by mistake
            value, default = getattr(data, name), fields[name].default
            if name in _SHARED_FIELDS and default is not dataclasses.MISSING:
                assert value != default, f"hotmem.lang.{code} leaves {name.upper()} empty"


def test_no_language_word_in_engine_code():
    words = _lexicon_words() - _IDENTIFIERS
    found: dict[str, set[str]] = {}
    for path in _engine_files():
        for node in _literals(ast.parse(path.read_text(encoding="utf-8"))):
            literal = node.value
            if "_" in literal or ":" in literal or "\\" in literal or literal in _IDENTIFIERS:
                continue  # identifiers, labels ("nsubj:pass"), regular expressions
            for word in _WORD.findall(literal):
                if word == word.lower() and word in words:
                    where = f"{path.relative_to(ROOT)}:{node.lineno}"
                    found.setdefault(where, set()).add(word)
    assert not found, "language words in engine code (move them to hotmem/lang/<code>/): " + (
        "; ".join(f"{where} {sorted(w)}" for where, w in sorted(found.items()))
    )


@pytest.mark.parametrize("code", SUPPORTED_LANGS)
def test_canonical_nouns_are_the_registry_s(code):
    data = get_language(code)
    assert set(data.kinship.values()) <= relations.KIN
    assert set(data.pets.values()) <= relations.PETS
    assert set(data.favorite_things.values()) <= relations.FAVORITE_THINGS


@pytest.mark.parametrize("code", SUPPORTED_LANGS)
def test_every_exclusive_group_a_relation_declares_has_words_in_every_language(code):
    groups = {g for r in relations.REGISTRY.values() for g in r.exclusive}
    assert groups, "the registry declares no exclusive group"
    for group in groups:
        assert len(get_language(code).exclusive_values.get(group, ())) >= 4, (code, group)


@pytest.mark.parametrize("code", SUPPORTED_LANGS)
def test_every_language_can_take_back_a_correction(code):
    assert get_language(code).restore_markers
