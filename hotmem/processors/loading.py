"""Language models loaded in one background thread per engine, the languages met first.

A Pipecat pipeline must start at once (Pipecat's own local models load in ``__init__``, and
``pipecat.tests.utils.run_test`` gives the StartFrame one second), while loading spaCy's
pipelines takes seconds per language. So :class:`HotPathProcessor` starts this loader when
it is built and never waits for it: a turn whose language is not ready yet passes without
memory (counted as ``not_ready``) and its facts are stored once the model is in.

Order: the default language first, then the data of every configured language (language
detection reads it), then the other models in configuration order. A language met in a turn
(:meth:`ModelLoader.want`) goes to the front of the queue.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterable

from loguru import logger

from hotmem import nlp
from hotmem.exceptions import StoreClosedError
from hotmem.lang import get_language
from hotmem.logs import log_error
from hotmem.memory import HotMem

__all__ = ["ModelLoader", "loader_for"]

_DETECTION = "detection data"  # the job importing every configured language's data
_loaders: weakref.WeakKeyDictionary[HotMem, ModelLoader] = weakref.WeakKeyDictionary()
_loaders_lock = threading.Lock()


def loader_for(memory: HotMem) -> ModelLoader:
    """The one loader of an engine (created on first use, shared by its processors)."""
    with _loaders_lock:
        loader = _loaders.get(memory)
        if loader is None:
            loader = ModelLoader(memory)
            _loaders[memory] = loader
        return loader


class ModelLoader:
    """Loads and warms an engine's language models in a daemon thread.

    Args:
        memory: The engine whose configured languages are loaded.
    """

    def __init__(self, memory: HotMem) -> None:
        self._memory = weakref.ref(memory)
        cfg = memory.config
        self._langs = tuple(cfg.langs)
        default = cfg.default_lang or self._langs[0]
        others = [lang for lang in self._langs if lang != default]
        self._queue: list[str] = [default, _DETECTION, *others]
        self._users: list[str] = []
        self._ready: set[str] = {lang for lang in self._langs if nlp.loaded(lang)}
        if len(self._langs) == 1 or self._ready.issuperset(self._langs):
            self._ready.add(_DETECTION)
        self._failed: set[str] = set()
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None

    # --- what the hot path asks ------------------------------------------------------------

    def ready(self, lang: str) -> bool:
        """True when the model of ``lang`` is loaded (a cheap check, never waits)."""
        return lang in self._ready or nlp.loaded(lang)

    def detection_ready(self) -> bool:
        """True when every configured language's data is in (detection does not block)."""
        return _DETECTION in self._ready

    def pending(self) -> tuple[str, ...]:
        """Languages (and the detection data) still to load, in order."""
        with self._lock:
            return tuple(self._queue)

    # --- requests ---------------------------------------------------------------------------

    def start(self, user_id: str | None = None) -> None:
        """Start loading (idempotent); ``user_id``'s facts are read into RAM early too."""
        with self._lock:
            if user_id and user_id not in self._users:
                self._users.append(user_id)
            self._ensure_thread()

    def want(self, langs: Iterable[str | None], user_id: str | None = None) -> None:
        """Load these languages next (they were met in a turn), then go on with the rest."""
        with self._lock:
            for lang in reversed([lang for lang in langs if lang]):
                if lang in self._queue and not self.ready(lang):
                    self._queue.remove(lang)
                    self._queue.insert(0, lang)
            if user_id and user_id not in self._users:
                self._users.append(user_id)
            self._ensure_thread()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until everything is loaded (scripts, tests); False on timeout."""
        with self._lock:
            self._ensure_thread()
            return self._lock.wait_for(lambda: not self._queue and not self._users, timeout)

    # --- the thread -------------------------------------------------------------------------

    def _ensure_thread(self) -> None:
        if (self._queue or self._users) and (self._thread is None or not self._thread.is_alive()):
            self._thread = threading.Thread(target=self._run, name="hotmem-models", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while True:
            with self._lock:
                job = self._next_job()
                if job is None:
                    self._thread = None
                    self._lock.notify_all()
                    return
            memory = self._memory()
            if memory is None or memory.closed:
                with self._lock:
                    self._queue.clear()
                    self._users.clear()
                    self._thread = None
                    self._lock.notify_all()
                return
            self._load(memory, job)
            del memory
            with self._lock:
                self._lock.notify_all()

    def _next_job(self) -> tuple[str, str] | None:
        # A user's facts are read once the first language is in: both serve the first turn.
        if self._users and (self._ready - {_DETECTION} or not self._queue):
            return ("user", self._users.pop(0))
        while self._queue:
            lang = self._queue.pop(0)
            if lang not in self._ready:
                return ("lang", lang)
        if self._users:
            return ("user", self._users.pop(0))
        return None

    def _load(self, memory: HotMem, job: tuple[str, str]) -> None:
        kind, name = job
        try:
            if kind == "user":
                memory.preload(name)
            elif name == _DETECTION:
                for lang in self._langs:
                    get_language(lang)
                self._ready.add(_DETECTION)
            else:
                times = memory.warm_up([name])
                self._ready.add(name)
                logger.debug("hotmem: {} ready in the background ({:.0f} ms)", name, times[name])
        except StoreClosedError:
            logger.debug("hotmem: store closed while loading in the background")
        except Exception:
            self._failed.add(name)
            if kind == "lang":
                self._ready.add(name)  # its turns go on and load it themselves
            log_error("hotmem: background loading of {} failed; its turns load it lazily", name)
