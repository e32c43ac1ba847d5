"""hotmem: local, offline, millisecond memory for Pipecat voice bots.

>>> from hotmem import HotMem
>>> memory = HotMem("./memory")   # SQLite truth + LMDB hot layer on disk
"""

from hotmem.config import HotMemConfig
from hotmem.exceptions import (
    ConfigError,
    HotMemError,
    ImportDataError,
    InvalidInputError,
    ModelNotAvailableError,
    StoreClosedError,
    StoreCorruptError,
    StoreError,
)
from hotmem.intent import INTENTS
from hotmem.memory import HotMem
from hotmem.models import Fact, Memory, TurnResult

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
    "StoreClosedError",
    "StoreCorruptError",
    "StoreError",
    "TurnResult",
    "__version__",
]
