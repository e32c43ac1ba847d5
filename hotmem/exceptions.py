"""The exceptions hotmem raises, as one tree under :class:`HotMemError`.

Errors of the caller (bad arguments, bad configuration, bad import data) also derive from
:class:`ValueError`, so code that already guards against ``ValueError`` keeps working.
"""

from __future__ import annotations

__all__ = [
    "ConfigError",
    "HotMemError",
    "ImportDataError",
    "InvalidInputError",
    "ModelNotAvailableError",
    "NotUndoableError",
    "StoreAccessError",
    "StoreClosedError",
    "StoreCorruptError",
    "StoreError",
    "StoreLockedError",
    "UnknownEventError",
    "UnknownUserError",
]


class HotMemError(Exception):
    """Base class of every hotmem error."""


class InvalidInputError(HotMemError, ValueError):
    """An argument given to the public API is of the wrong type or value."""


class UnknownUserError(InvalidInputError, LookupError):
    """The user id names no stored memory."""


class UnknownEventError(InvalidInputError, LookupError):
    """The event id names no event of that user."""


class NotUndoableError(InvalidInputError):
    """The event cannot be taken back (its kind, already undone, or the fact is gone)."""


class ConfigError(HotMemError, ValueError):
    """A configuration field or ``HOTMEM_*`` environment variable is malformed."""


class ImportDataError(HotMemError, ValueError):
    """Data given to ``import_data`` does not follow the export format."""


class ModelNotAvailableError(HotMemError):
    """No spaCy pipeline can be loaded for a language that requires one."""


class StoreError(HotMemError):
    """The store could not read or write."""


class StoreAccessError(StoreError):
    """A store file or directory cannot be created, opened or written.

    Permissions, a read-only disk, a directory where a file belongs (or the reverse).

    Attributes:
        path: The file or directory at fault.
    """

    def __init__(self, message: str, path: object = None) -> None:
        super().__init__(message)
        self.path = path


class StoreLockedError(StoreError):
    """Another process (a running bot) holds the store; open it read-only to inspect it."""


class StoreClosedError(StoreError):
    """The store was used after ``close()``."""


class StoreCorruptError(StoreError):
    """A store file is unreadable; the hot layer is rebuilt, the truth is reported."""
