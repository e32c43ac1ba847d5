"""Storage of hotmem: the store interface, its records, and the embedded SQLite + LMDB store."""

from hotmem.models import Fact
from hotmem.store.base import (
    EVENT_KINDS,
    Changes,
    Episode,
    EpisodeHit,
    Event,
    Store,
    Triple,
    WriteBatch,
)
from hotmem.store.embedded import EmbeddedStore

__all__ = [
    "EVENT_KINDS",
    "Changes",
    "EmbeddedStore",
    "Episode",
    "EpisodeHit",
    "Event",
    "Fact",
    "Store",
    "Triple",
    "WriteBatch",
]
