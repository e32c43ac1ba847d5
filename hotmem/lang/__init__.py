"""Per-language data, loaded into one :class:`LanguageData` per language code."""

from __future__ import annotations

import importlib
import os
from dataclasses import MISSING
from functools import cache

from hotmem.config import SUPPORTED_LANGS
from hotmem.exceptions import InvalidInputError
from hotmem.lang.base import LanguageData

__all__ = ["LanguageData", "get_language"]

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
)


@cache
def get_language(code: str) -> LanguageData:
    """The data of one language (``en``, ``es``, ``fr``, ``de`` or ``it``), cached.

    Raises:
        InvalidInputError: The language is not supported.
    """
    if code not in SUPPORTED_LANGS:
        raise InvalidInputError(f"unsupported language {code!r}; use one of {SUPPORTED_LANGS}")
    module = importlib.import_module(f"hotmem.lang.{code}")
    parser_free = code in _parser_free() and hasattr(module, "PARSER_WORDS")
    overrides = getattr(module, "PARSER_FREE_DATA", {}) if parser_free else {}
    values = {}
    for name in LanguageData.__dataclass_fields__:
        if name == "code":
            continue
        upper = name.upper()
        if upper in overrides:
            value = overrides[upper]
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
    if parser_free:
        values["dependency_labels"], values["models"] = "none", ()
    return LanguageData(code=code, **values)


def _parser_free() -> frozenset[str]:
    """Languages read by their rule-based parse though they list a spaCy model.

    ``HOTMEM_PARSER_FREE="es"``: a language whose data has both a model (MODELS) and the
    word classes of the rule-based parse (PARSER_WORDS) runs on a blank tokenizer, with the
    fields its ``PARSER_FREE_DATA`` gives instead of its own (``{"VERB_FORMS": ...}``).
    """
    return frozenset(c.strip() for c in os.environ.get("HOTMEM_PARSER_FREE", "").split(","))
