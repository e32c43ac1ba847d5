"""Requests from another process to the HotMem that holds a store: erase and import live.

One process writes a store (an exclusive lock): a running bot. A privacy request must not wait
for the bot to stop, so another process (``hotmem forget``, ``hotmem import``) hands the
request over: it drops a file into ``<store>/requests/``; the HotMem that holds the store
watches that folder, claims each request by renaming it, carries it out through its own API
(its RAM index, sessions and memory messages follow, as for a forget the bot's user asked
for) and writes the outcome beside it. A request holds the words to forget: its file is deleted
as soon as it is taken, and the outcome holds only counts.

Files: ``<id>.json`` (a request, written atomically), ``<id>.taken`` (claimed, being carried
out), ``<id>.done`` (the outcome, JSON, removed by the requester once read).
"""

from __future__ import annotations

import json
import os
import tempfile
import threading
import time
import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Any

from loguru import logger

from hotmem.exceptions import HotMemError, StoreError
from hotmem.logs import log_error
from hotmem.store.codec import fact_to_dict

if TYPE_CHECKING:
    from hotmem.memory import HotMem

__all__ = ["REQUESTS_DIR", "RequestWatcher", "submit"]

REQUESTS_DIR = "requests"
_FORMAT = 1
_OPS = ("forget", "import", "check", "maintain", "undo", "reindex")
_OUTCOME_KEPT_S = 3600.0


def submit(store_dir: str | os.PathLike[str], request: dict[str, Any], timeout_s: float) -> dict:
    """Hand a request to the process that holds the store and wait for its outcome.

    Args:
        store_dir: The store directory.
        request: ``{"op": "forget", "user_id": ..., "subject": ..., "relation": ...,
            "object": ...}`` (filters as :meth:`HotMem.forget` takes them; none: everything
            of the user), ``{"op": "import", "data": {...}}`` (an export) or
            ``{"op": "check", "repair": bool}`` (:meth:`HotMem.check`) or
            ``{"op": "maintain", "user_id": ... or None}`` (:meth:`HotMem.maintain`) or
            ``{"op": "undo", "user_id": ..., "event_id": ...}`` (:meth:`HotMem.undo`; the
            outcome's ``facts`` are the facts it changed, as export records) or
            ``{"op": "reindex"}`` (:meth:`HotMem.reindex`; the outcome's ``report``).
        timeout_s: How long to wait for the holder to take the request and answer.

    Returns:
        The outcome: ``{"ok": True, "count": n}`` (``"report"`` for a check) or
        ``{"ok": False, "error": "..."}``.

    Raises:
        StoreError: The request cannot be written, or no process took it in time (it is
            withdrawn then, unless already taken: the error says which).
    """
    folder = Path(store_dir) / REQUESTS_DIR
    request_id = uuid.uuid4().hex
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
        _write_atomic(folder / f"{request_id}.json", {"format": _FORMAT, **request})
    except OSError as exc:
        raise StoreError(f"{folder}: cannot write the request: {exc.strerror or exc}") from exc
    pending, done = folder / f"{request_id}.json", folder / f"{request_id}.done"
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if done.exists():
            return _read_outcome(done)
        time.sleep(0.05)
    try:
        pending.unlink()  # not taken: withdrawn, it will not run later by surprise
    except FileNotFoundError:
        # Taken: it runs to the end; its outcome will say so. Wait a little more for it.
        for _ in range(int(10 / 0.05)):
            if done.exists():
                return _read_outcome(done)
            time.sleep(0.05)
        raise StoreError(
            f"{store_dir}: the running process took the request but gave no outcome in time"
        ) from None
    raise StoreError(
        f"{store_dir}: the process holding the store did not take the request within "
        f"{timeout_s:g} s (it may be an older hotmem, or busy); nothing was changed"
    )


class RequestWatcher:
    """Carries out the requests dropped into a store's ``requests/`` folder (a thread).

    Args:
        memory: The HotMem that holds the store.
        store_dir: The store directory.
        poll_s: Seconds between two looks at the folder.
    """

    def __init__(self, memory: HotMem, store_dir: str | os.PathLike[str], poll_s: float):
        self._memory = memory
        self._folder = Path(store_dir) / REQUESTS_DIR
        self._poll_s = poll_s
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="hotmem-requests", daemon=True)

    def start(self) -> None:
        """Start watching; a request an earlier run had claimed but not finished runs again."""
        for claimed in self._folder.glob("*.taken") if self._folder.is_dir() else ():
            try:
                claimed.rename(claimed.with_suffix(".json"))
            except OSError:
                continue
        self._thread.start()

    def stop(self) -> None:
        """Stop watching; a request being carried out is finished first. Idempotent."""
        self._stop.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join()

    def _run(self) -> None:
        while not self._stop.is_set():
            self.check()
            self._stop.wait(self._poll_s)

    def check(self) -> int:
        """Carry out the waiting requests, oldest first; returns how many were taken."""
        try:
            waiting = sorted(self._folder.glob("*.json"), key=_mtime)
            for stale in self._folder.glob("*.done"):  # outcomes nobody came back for
                if time.time() - _mtime(stale) > _OUTCOME_KEPT_S:
                    stale.unlink(missing_ok=True)
        except OSError:
            return 0
        taken = 0
        for path in waiting:
            if self._stop.is_set():
                break
            claimed = path.with_suffix(".taken")
            try:
                path.rename(claimed)  # a claim: never carried out twice
            except OSError:
                continue
            taken += 1
            outcome = self._carry_out(claimed)
            try:
                _write_atomic(path.with_suffix(".done"), outcome)
            except OSError as exc:
                logger.error("hotmem: cannot write the outcome of a request: {}", exc)
            finally:
                claimed.unlink(missing_ok=True)
        return taken

    def _carry_out(self, path: Path) -> dict[str, Any]:
        try:
            request = json.loads(path.read_text(encoding="utf-8"))
            path.unlink()  # it holds the words to forget: gone as soon as it is read
            done = self._apply(request)
        except (OSError, ValueError, TypeError, KeyError, HotMemError) as exc:
            logger.warning("hotmem: a handed-over request failed: {}", type(exc).__name__)
            return {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
        except Exception as exc:
            log_error("hotmem: a handed-over request failed")
            return {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
        logger.info("hotmem: carried out a handed-over {} request", request["op"])
        return {"ok": True, **done}

    def _apply(self, request: dict[str, Any]) -> dict[str, Any]:
        if not isinstance(request, dict) or request.get("format") != _FORMAT:
            raise ValueError("not a hotmem request (unknown format)")
        op = request.get("op")
        if op not in _OPS:
            raise ValueError(f"unknown request {op!r}")
        memory = self._memory
        if op == "import":
            return {"count": memory.import_data(request["data"])}
        if op == "check":
            return {"report": memory.check(repair=bool(request.get("repair")))}
        if op == "maintain":
            count = memory.maintain(user_id=request.get("user_id"))
            memory.flush()
            return {"count": count}
        if op == "undo":
            changed = memory.undo(user_id=request["user_id"], event_id=request["event_id"])
            memory.flush()
            return {"count": len(changed), "facts": [fact_to_dict(f) for f in changed]}
        if op == "reindex":
            return {"report": memory.reindex()}
        count = memory.forget(
            request["user_id"],
            subject=request.get("subject"),
            relation=request.get("relation"),
            object=request.get("object"),
        )
        memory.flush()  # in the truth before the requester hears it is done
        return {"count": count}


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _read_outcome(path: Path) -> dict[str, Any]:
    try:
        outcome = json.loads(path.read_text(encoding="utf-8"))
    finally:
        path.unlink(missing_ok=True)
    return outcome


def _write_atomic(path: Path, data: dict[str, Any]) -> None:
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
