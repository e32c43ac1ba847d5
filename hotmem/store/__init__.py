"""Storage of hotmem: the store interface, its records, and the embedded SQLite + LMDB store."""

from hotmem.models import Fact
from hotmem.store.base import (
    EVENT_KINDS,
    EXPORT_FORMAT,
    Episode,
    EpisodeHit,
    Event,
    Store,
    WriteBatch,
)
from hotmem.store.embedded import EmbeddedStore

__all__ = [
    "EVENT_KINDS",
    "EXPORT_FORMAT",
    "EmbeddedStore",
    "Episode",
    "EpisodeHit",
    "Event",
    "Fact",
    "Store",
    "WriteBatch",
]
