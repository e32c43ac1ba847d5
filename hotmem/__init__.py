"""hotmem: local, offline, millisecond memory for Pipecat voice bots.

>>> from hotmem import HotMem
>>> memory = HotMem("./memory")   # SQLite truth + LMDB hot layer on disk

``import hotmem`` stays cheap: the engine (and through it spaCy) is imported when first used.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from hotmem.config import HotMemConfig
from hotmem.exceptions import (
    ConfigError,
    HotMemError,
    ImportDataError,
    InvalidInputError,
    ModelNotAvailableError,
    NotUndoableError,
    StoreClosedError,
    StoreCorruptError,
    StoreError,
    UnknownEventError,
    UnknownUserError,
)

if TYPE_CHECKING:
    from hotmem.intent import INTENTS
    from hotmem.memory import HotMem
    from hotmem.models import Fact, Memory, TurnResult

# Names imported on first access (PEP 562): the engine's modules pull in spaCy.
_LAZY = {
    "INTENTS": "hotmem.intent",
    "HotMem": "hotmem.memory",
    "Fact": "hotmem.models",
    "Memory": "hotmem.models",
    "TurnResult": "hotmem.models",
}

__version__ = "0.1.0"

__all__ = [
    "INTENTS",
    "ConfigError",
    "Fact",
    "HotMem",
    "HotMemConfig",
    "HotMemError",
    "ImportDataError",
    "InvalidInputError",
    "Memory",
    "ModelNotAvailableError",
    "NotUndoableError",
    "StoreClosedError",
    "StoreCorruptError",
    "StoreError",
    "TurnResult",
    "UnknownEventError",
    "UnknownUserError",
    "__version__",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'hotmem' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
