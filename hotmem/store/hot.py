r"""The hot layer: LMDB key-value reads of facts, O(1) per key, and of a user's whole list.

LMDB is a cache of the SQLite truth that ``write`` updates at once (before the truth commits),
so reads see a turn's changes immediately and across processes. It is never trusted blindly: a
``generation`` token in its meta database must equal the truth's, else (missing, stale) it is
rebuilt from SQLite, and an unreadable environment or value is moved aside and rebuilt.

Named databases (keys are ``\x00``-joined UTF-8 parts; over-long keys end in a digest):

- ``facts``: (user, subject, relation, object) → compact JSON array of the Fact fields
- ``users``: (user) → fact keys (dupsort: the per-user list)
- ``meta``: ``generation`` → the truth's generation token when the layer was last in sync;
  ``layout`` → :data:`LAYOUT`, the version of this layout (another one is rebuilt)

Other processes read it while the writer writes (``lock=True``: LMDB's reader table), and a
user's index loads from it faster than from SQLite (the values of a user are decoded in one
JSON parse). The adjacency and alias databases of earlier versions were read by nothing and
are dropped when found.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import struct
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, Protocol, TypeVar

import lmdb
from loguru import logger

from hotmem.exceptions import StoreCorruptError
from hotmem.models import Fact
from hotmem.store.codec import fact_from_values, fact_values
from hotmem.store.locks import Gate

__all__ = ["DEFAULT_MAP_SIZE", "HotLayer", "user_key"]

# Only address space is reserved (the file grows as data lands); doubled on MapFullError.
DEFAULT_MAP_SIZE = 1 << 30
_MAX_KEY = 511  # LMDB's compiled-in key limit, also the limit of dupsort values
_LEGACY_DBS = {b"adj", b"aliases"}
_DECODE_ERRORS = (ValueError, TypeError, EOFError, UnicodeDecodeError)
# Version of the layout: 2 = marshal values, no adjacency or alias databases. A layer of
# another layout is rebuilt from the truth (it is a cache).
LAYOUT = b"3"
# LMDB's meta pages (pages 0 and 1 of data.mdb, 64-bit layout): after the 16-byte page header
# come the magic and version, the free database's record (whose first field holds the page
# size) at 40, then the last used page number and the transaction id at 136.
_META_MAGIC = 0xBEEFC0DE
_META_READ = 16 + 8 + 8 + 8 + 2 * 48 + 16
_DEFAULT_PAGE = 4096
_T = TypeVar("_T")


class _Truth(Protocol):
    def generation_token(self) -> str: ...
    def iter_facts(self) -> Iterator[tuple[str, Fact]]: ...


def user_key(user_id: str) -> bytes:
    """The layer's key of a user (as :meth:`HotLayer.user_keys` lists them)."""
    return _key(user_id)


def _key(*parts: str) -> bytes:
    raw = "\x00".join(parts).encode()
    if len(raw) <= _MAX_KEY:
        return raw
    # Keep a readable prefix; the digest of the whole key keeps it unique.
    return (
        raw[: _MAX_KEY - 33] + b"\x01" + hashlib.blake2b(raw, digest_size=16).hexdigest().encode()
    )


def _encode(f: Fact) -> bytes:
    # marshal of the field values: a third of JSON's decoding time when a user's index loads.
    return marshal.dumps(fact_values(f))


def _meta(raw: bytes) -> tuple[int, int, int] | None:
    """(page size, last page, txn id) of a meta page, or None when it is not one."""
    if len(raw) < _META_READ:
        return None
    magic, _version = struct.unpack_from("<II", raw, 16)
    (page_size,) = struct.unpack_from("<I", raw, 40)
    last_page, txn_id = struct.unpack_from("<QQ", raw, 136)
    if magic != _META_MAGIC or page_size < 512 or page_size & (page_size - 1):
        return None
    return page_size, last_page, txn_id


def _decode(raw: bytes) -> Fact:
    return fact_from_values(marshal.loads(raw))


class HotLayer:
    """LMDB hot layer of an embedded store. Thread-safe; readers are safe across processes.

    Args:
        path: Environment directory (created when missing).
        map_size: Initial map size in bytes (grows by doubling when full).
        sync: fsync on commit. Off by default: commits land in the OS page cache, which
            survives a process kill, and the journal covers power loss.
        metasync: fsync the meta page on commit (off for the same reason).
        readonly: Read another process's live layer (``hotmem facts`` beside a running bot):
            nothing is created or written.

    Raises:
        lmdb.Error: The environment cannot be opened (use :meth:`open` to recover).
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        map_size: int = DEFAULT_MAP_SIZE,
        sync: bool = False,
        metasync: bool = False,
        readonly: bool = False,
    ):
        self.path = Path(path)
        if not readonly:
            self.path.mkdir(parents=True, exist_ok=True)
        self._gate = Gate()
        # lock=True: the reader table lets other processes read while this one writes;
        # readahead=False: random key reads must not pull whole extents into the page cache.
        self._env = lmdb.open(
            str(self.path),
            map_size=map_size,
            max_dbs=8,
            sync=sync,
            metasync=metasync,
            readahead=False,
            lock=True,
            readonly=readonly,
            create=not readonly,
        )
        try:
            self._facts = self._env.open_db(b"facts", create=not readonly)
            self._users = self._env.open_db(b"users", dupsort=True, create=not readonly)
            self._meta = self._env.open_db(b"meta", create=not readonly)
            if not readonly:
                self._drop_legacy()
        except lmdb.Error:
            self._env.close()
            raise

    def _drop_legacy(self) -> None:
        """Delete the databases earlier versions kept (adjacency, aliases) and nothing read."""
        with self._env.begin() as txn:
            names = {bytes(k) for k in txn.cursor().iternext(values=False)}
        for name in _LEGACY_DBS & names:
            with self._env.begin(write=True) as txn:
                txn.drop(self._env.open_db(name, txn=txn, create=False), delete=True)

    @classmethod
    def open(cls, path: str | os.PathLike[str], truth: _Truth, **kwargs: Any) -> HotLayer:
        """Open the layer and make it agree with the truth.

        Missing or stale (generation differs from the truth's) → rebuilt from SQLite.
        Unreadable environment or value → moved aside to ``<dir>.corrupt-<timestamp>``, then
        rebuilt, with a warning.
        """
        path = Path(path)
        token = truth.generation_token()
        try:
            cls.check_file(path)
            hot = cls(path, **kwargs)
            try:
                current, layout = hot.generation, hot.layout
                if layout == LAYOUT:
                    hot.verify()
            except BaseException:
                hot.close()
                raise
        except (lmdb.Error, StoreCorruptError) as exc:
            moved = cls.quarantine(path)
            logger.warning(
                "hotmem hot layer {} is corrupt ({}); moved to {} and rebuilding", path, exc, moved
            )
            hot = cls(path, **kwargs)
            hot.rebuild(truth)
            return hot
        if current != token or layout != LAYOUT:
            why = "missing" if current is None else f"stale ({current} != {token})"
            if current is not None and layout != LAYOUT:
                why = "of an earlier layout"
            logger.info("hotmem hot layer {} is {}; rebuilding from SQLite", path, why)
            hot.rebuild(truth)
        return hot

    @staticmethod
    def check_file(path: str | os.PathLike[str]) -> None:
        """Check ``data.mdb`` against its meta pages without mapping it.

        A file shorter than the pages its newest meta page uses would be mapped anyway, and
        the first read past its end kills the process (SIGBUS): it must be caught here.

        Raises:
            StoreCorruptError: The file is truncated or its meta pages are unreadable.
        """
        data = Path(path) / "data.mdb"
        try:
            size = data.stat().st_size
            with open(data, "rb") as fh:
                head = fh.read(_META_READ)
                metas = [_meta(head)]
                fh.seek(metas[0][0] if metas[0] else _DEFAULT_PAGE)
                metas.append(_meta(fh.read(_META_READ)))
        except (FileNotFoundError, NotADirectoryError):
            return  # a new environment, or no directory at all (opening it then fails)
        except OSError as exc:
            raise StoreCorruptError(f"hot layer {data}: {exc}") from exc
        valid = [m for m in metas if m is not None]
        if not valid:
            raise StoreCorruptError(f"hot layer {data}: no valid meta page ({size} bytes)")
        page_size, last_page, _ = max(valid, key=lambda m: m[2])
        needed = (last_page + 1) * page_size
        if size < needed:
            raise StoreCorruptError(
                f"hot layer {data} is truncated: {size} bytes, its pages need {needed}"
            )

    @classmethod
    def peek(cls, path: str | os.PathLike[str]) -> tuple[int, str | None]:
        """(facts held, generation token) of a closed environment, read-only.

        (0, None) when it is missing or unreadable (it is then rebuilt anyway).
        """
        if not (Path(path) / "data.mdb").exists():
            return 0, None
        try:
            cls.check_file(path)
            env = lmdb.open(str(path), readonly=True, lock=False, max_dbs=8, create=False)
        except (lmdb.Error, StoreCorruptError):
            return 0, None
        try:
            with env.begin() as txn:
                facts = env.open_db(b"facts", txn=txn, create=False)
                meta = env.open_db(b"meta", txn=txn, create=False)
                raw = txn.get(b"generation", db=meta)
                held = txn.stat(facts)["entries"]
            return held, None if raw is None else bytes(raw).decode()
        except lmdb.Error:
            return 0, None
        finally:
            env.close()

    @staticmethod
    def quarantine(path: str | os.PathLike[str]) -> Path | None:
        """Move a (corrupt) environment directory aside; returns where it went."""
        path = Path(path)
        if not path.exists():
            return None
        stamp = time.strftime("%Y%m%d-%H%M%S") + f"-{time.time_ns() % 10**9:09d}"
        target = path.with_name(f"{path.name}.corrupt-{stamp}")
        path.rename(target)
        return target

    def _read(self, fn: Callable[[lmdb.Transaction], _T]) -> _T:
        try:
            try:
                with self._gate.shared(), self._env.begin() as txn:
                    return fn(txn)
            except lmdb.MapResizedError:  # another process grew the map: adopt its size
                with self._gate.exclusive():
                    self._env.set_mapsize(0)
                with self._gate.shared(), self._env.begin() as txn:
                    return fn(txn)
        except (lmdb.Error, *_DECODE_ERRORS) as exc:
            raise StoreCorruptError(f"hot layer {self.path}: {exc}") from exc

    def _write(self, fn: Callable[[lmdb.Transaction], _T]) -> _T:
        while True:
            try:
                with self._gate.shared(), self._env.begin(write=True) as txn:
                    return fn(txn)
            except lmdb.MapFullError:
                pass  # the transaction was aborted; grow outside it, then redo it whole
            except (lmdb.Error, *_DECODE_ERRORS) as exc:
                raise StoreCorruptError(f"hot layer {self.path}: {exc}") from exc
            with self._gate.exclusive():
                size = self._env.info()["map_size"] * 2
                self._env.set_mapsize(size)
            logger.info("hotmem hot layer {}: map grown to {} MiB", self.path, size >> 20)

    @property
    def generation(self) -> str | None:
        """The truth generation token the layer was last in sync with (None: never built)."""
        raw = self._read(lambda txn: txn.get(b"generation", db=self._meta))
        return None if raw is None else bytes(raw).decode()

    @property
    def layout(self) -> bytes | None:
        """The layout version the layer was written in (None: an early one, or empty)."""
        raw = self._read(lambda txn: txn.get(b"layout", db=self._meta))
        return None if raw is None else bytes(raw)

    def set_generation(self, token: str) -> None:
        """Record that the layer now holds everything of truth generation ``token``."""
        self._write(lambda txn: txn.put(b"generation", token.encode(), db=self._meta))

    def verify(self, sample: int = 256) -> None:
        """Walk every database (detects broken pages) and decode a sample of fact values.

        Raises:
            StoreCorruptError: A page or a value cannot be read.
        """

        def walk(txn: lmdb.Transaction) -> None:
            for db in (self._users, self._meta):
                for _ in txn.cursor(db=db):
                    pass
            for i, (_, value) in enumerate(txn.cursor(db=self._facts)):
                if i < sample:
                    _decode(value)

        self._read(walk)

    def _put(self, txn: lmdb.Transaction, user_id: str, facts: Iterable[Fact]) -> None:
        ukey = _key(user_id)
        for f in facts:
            fkey = _key(user_id, f.subject, f.relation, f.object)
            txn.put(fkey, _encode(f), db=self._facts)
            txn.put(ukey, fkey, db=self._users)

    def put_facts(self, user_id: str, facts: Iterable[Fact]) -> None:
        """Upsert facts of one user in one transaction."""
        facts = list(facts)
        if facts:
            self._write(lambda txn: self._put(txn, user_id, facts))

    def _delete(self, txn: lmdb.Transaction, user_id: str, triples: Iterable[tuple]) -> None:
        ukey = _key(user_id)
        for s, r, o in triples:
            fkey = _key(user_id, s, r, o)
            txn.delete(fkey, db=self._facts)
            txn.delete(ukey, fkey, db=self._users)

    def delete_facts(self, user_id: str, triples: Iterable[tuple[str, str, str]]) -> None:
        """Delete facts with their per-user entries."""
        triples = list(triples)
        if triples:
            self._write(lambda txn: self._delete(txn, user_id, triples))

    def delete_user(self, user_id: str) -> None:
        """Delete everything of one user."""

        def run(txn: lmdb.Transaction) -> None:
            self._delete(txn, user_id, [f.triple for f in self._user_facts(txn, user_id)])

        self._write(run)

    def _user_facts(self, txn: lmdb.Transaction, user_id: str) -> list[Fact]:
        cursor = txn.cursor(db=self._users)
        if not cursor.set_key(_key(user_id)):
            return []
        facts, digested = [], False
        for fkey in cursor.iternext_dup():
            raw = txn.get(fkey, db=self._facts)
            if raw is None:
                raise ValueError("a listed fact key has no value")
            facts.append(fact_from_values(marshal.loads(raw)))
            digested = digested or len(fkey) >= _MAX_KEY
        # Keys come in key order, which is the triples' order, unless one was too long and
        # ends in a digest.
        if digested:
            facts.sort(key=lambda f: f.triple)
        return facts

    def facts(self, user_id: str) -> list[Fact]:
        """Every fact of the user, sorted by (subject, relation, object)."""
        return self._read(lambda txn: self._user_facts(txn, user_id))

    def user_keys(self) -> set[bytes]:
        """The key of every user the layer holds facts of (see :func:`user_key`)."""

        def run(txn: lmdb.Transaction) -> set[bytes]:
            return {bytes(k) for k in txn.cursor(db=self._users).iternext_nodup(values=False)}

        return self._read(run)

    def get(self, user_id: str, subject: str, relation: str, object: str) -> Fact | None:
        """One fact by key, or None."""
        raw = self._read(
            lambda txn: txn.get(_key(user_id, subject, relation, object), db=self._facts)
        )
        return None if raw is None else _decode(raw)

    def rebuild(self, truth: _Truth) -> None:
        """Replace the whole content by the truth's facts, in one transaction."""
        token = truth.generation_token()
        by_user: dict[str, list[Fact]] = {}
        for user_id, fact in truth.iter_facts():
            by_user.setdefault(user_id, []).append(fact)

        def run(txn: lmdb.Transaction) -> None:
            for db in (self._facts, self._users, self._meta):
                txn.drop(db, delete=False)
            for user_id, facts in by_user.items():
                self._put(txn, user_id, facts)
            txn.put(b"generation", token.encode(), db=self._meta)
            txn.put(b"layout", LAYOUT, db=self._meta)

        started = time.perf_counter()
        self._write(run)
        logger.info(
            "hotmem hot layer {}: rebuilt {} facts in {:.1f} ms",
            self.path,
            sum(len(v) for v in by_user.values()),
            (time.perf_counter() - started) * 1000,
        )

    def close(self) -> None:
        """Close the environment (waits for open transactions). Idempotent."""
        with self._gate.exclusive():
            self._env.close()
