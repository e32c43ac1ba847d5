"""Per-session state of the hot path: mentions, recent facts, the memory message's window."""

from __future__ import annotations

import threading
import uuid
from collections import OrderedDict, deque
from dataclasses import dataclass, field

from hotmem.extraction.mentions import MentionStack
from hotmem.models import Triple

__all__ = ["SessionState", "Sessions"]


@dataclass(slots=True)
class SessionState:
    """What one conversation remembers between turns (kept in RAM only).

    Attributes:
        user_id: Owner.
        session_id: Session id.
        mentions: Coreference stack.
        recent: Triples asserted in the last turns, newest last (for elliptic corrections).
        lang: Language of the last turn (for short, ambiguous turns).
        turn: Turns processed in this session.
        run: A random id of this state's life: a session state made anew (after a restart or
            an eviction) numbers its turns from 1 again, and ``<session>:<run>:<n>`` keeps
            the turn ids unique.
        window: Bullets of the last turns: deque of (turn, [(key, bullet)]).
        injected: Bullet key -> last turn of this session it was selected in (novelty: a bullet
            seen in one session is new to another).
        recalled: Past turns quoted in the message: deque of (turn, episode id, line).
        message: The rotating memory message text.
        shown: Keys of the facts the message shows (scored against the assistant's reply: "hint
            used").
        unused: Replies that did not use a shown fact since its count was last written.
        last_reply: The words of the assistant's last reply (folded), to know its echo: the
            bot's own voice picked up by the microphone and transcribed as the user's.
        lock: Serialises turns of the same session.
    """

    user_id: str
    session_id: str
    mentions: MentionStack = field(default_factory=MentionStack)
    recent: deque[Triple] = field(default_factory=lambda: deque(maxlen=8))
    lang: str | None = None
    turn: int = 0
    run: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    window: deque[tuple[int, list[tuple[tuple[str, str, str], str]]]] = field(
        default_factory=lambda: deque(maxlen=64)
    )
    injected: dict[tuple[str, str, str], int] = field(default_factory=dict)
    recalled: deque[tuple[int, str, str]] = field(default_factory=lambda: deque(maxlen=16))
    message: str | None = None
    shown: list[tuple[str, str, str]] = field(default_factory=list)
    unused: dict[tuple[str, str, str], int] = field(default_factory=dict)
    last_reply: str = ""
    lock: threading.RLock = field(default_factory=threading.RLock)

    def forget_all(self) -> None:
        """Drop everything the session remembers of its user (their memory was erased)."""
        self.mentions = MentionStack()
        self.recent.clear()
        self.window.clear()
        self.injected.clear()
        self.recalled.clear()
        self.message = None
        self.shown = []
        self.unused.clear()

    @property
    def turn_id(self) -> str:
        """The default id of the session's current turn, unique across restarts."""
        return f"{self.session_id}:{self.run}:{self.turn}"


class Sessions:
    """A bounded LRU of session states, keyed by (user_id, session_id)."""

    def __init__(self, capacity: int = 4096) -> None:
        self._capacity = capacity
        self._states: OrderedDict[tuple[str, str], SessionState] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, user_id: str, session_id: str) -> SessionState:
        """The state of a session, created on first use."""
        key = (user_id, session_id)
        with self._lock:
            state = self._states.get(key)
            if state is None:
                state = SessionState(user_id, session_id)
                self._states[key] = state
                while len(self._states) > self._capacity:
                    self._states.popitem(last=False)
            else:
                self._states.move_to_end(key)
            return state

    def drop_user(self, user_id: str) -> None:
        """Forget every session of a user (after ``forget`` with no filter)."""
        with self._lock:
            for key in [k for k in self._states if k[0] == user_id]:
                del self._states[key]

    def of_user(self, user_id: str) -> list[SessionState]:
        """Every live session of a user."""
        with self._lock:
            return [s for k, s in self._states.items() if k[0] == user_id]
