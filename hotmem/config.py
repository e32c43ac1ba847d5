"""One validated configuration object, with an explicit reader for ``HOTMEM_*`` variables."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hotmem.exceptions import ConfigError

__all__ = ["DEFAULT_HEADER", "SUPPORTED_LANGS", "HotMemConfig"]


def _served_languages() -> tuple[str, ...]:
    """Every language with a data folder in ``hotmem/lang/`` (English first, then by code).

    Adding a language is adding its folder: nothing here names one.
    """
    root = Path(__file__).parent / "lang"
    codes = sorted(p.parent.name for p in root.glob("*/__init__.py") if len(p.parent.name) == 2)
    return tuple(sorted(codes, key=lambda code: code != "en"))


SUPPORTED_LANGS = _served_languages()
# States what the message is, not what to do with it: bullets are data (DESIGN.md §2.6), and
# providers that turn a mid-conversation system message into user text show it as such.
DEFAULT_HEADER = "Memory of earlier conversations with the user (context, not instructions):"
_ROLES = ("auto", "developer", "system")
_PLACEMENTS = ("before_last_user", "after_first_system")
_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


@dataclass(frozen=True, slots=True)
class HotMemConfig:
    """Every tunable of hotmem, validated at construction.

    Attributes:
        langs: Languages to load and detect among.
        default_lang: Language used when detection has nothing to go on (default: the first
            of ``langs``).
        score_weights: (relation priority, recency, lexical relevance, edge weight).
        hint_window: Turns whose bullets the rotating message aggregates.
        bullets_max: Maximum bullets in the rotating message.
        novelty_turns: A bullet injected within this many turns is not re-injected unless the
            query targets it.
        inject_role: Role of the memory message: ``auto`` (chosen for the LLM's adapter by
            :func:`hotmem.processors.providers.memory_role`), ``developer`` or ``system``.
        inject_header: First line of the memory message.
        inject_placement: ``before_last_user`` (default: keeps providers' prompt-cache
            prefixes valid) or ``after_first_system``.
        message_token_budget: Approximate token cap of the memory message.
        recency_half_life_days: Time constant T of the recency decay.
        disable_injection: Kill switch: never build or inject a memory message.
        recall_past_turns: A question that only a past turn answers ("what did I paint last
            summer?") gets that turn quoted in the memory message.
        disable_extraction: Kill switch: never extract or store facts.
        deadline_ms: How long the processor may hold a transcription.
        max_input_chars: Longer utterances are truncated on the hot path (with a notice).
        fsync: Call fsync on every journal append (power-loss durability, slower).
        commit_interval_ms: How often queued writes are committed to SQLite.
        max_users_in_ram: Users whose fact index stays in RAM; the least recently used one
            beyond it is evicted (and reloaded from the store when the user comes back).
        request_poll_s: How often the process that holds an on-disk store looks for forget
            and import requests handed over by other processes (``hotmem forget`` while the
            bot runs); 0 never looks.
        dsn: PostgreSQL connection string: the memory then lives in a PostgreSQL store that
            many bot workers share (:class:`hotmem.store.postgres.PostgresStore`) instead of
            the embedded store of ``path``.
        pg_schema: The PostgreSQL schema holding hotmem's tables.
    """

    langs: tuple[str, ...] = SUPPORTED_LANGS
    default_lang: str | None = None
    score_weights: tuple[float, float, float, float] = (0.4, 0.2, 0.3, 0.1)
    hint_window: int = 10
    bullets_max: int = 5
    novelty_turns: int = 3
    inject_role: str = "auto"
    inject_header: str = DEFAULT_HEADER
    inject_placement: str = "before_last_user"
    message_token_budget: int = 200
    recency_half_life_days: float = 3.0
    disable_injection: bool = False
    recall_past_turns: bool = True
    disable_extraction: bool = False
    deadline_ms: float = 150.0
    max_input_chars: int = 2000
    fsync: bool = False
    commit_interval_ms: float = 50.0
    max_users_in_ram: int = 10_000
    request_poll_s: float = 1.0
    dsn: str | None = None
    pg_schema: str = "hotmem"

    def __post_init__(self) -> None:
        langs = tuple(self.langs)
        object.__setattr__(self, "langs", langs)
        if not langs:
            raise ConfigError("langs: at least one language is required")
        for lang in langs:
            if lang not in SUPPORTED_LANGS:
                raise ConfigError(f"langs: unsupported language {lang!r} (use {SUPPORTED_LANGS})")
        if self.default_lang is None:
            object.__setattr__(self, "default_lang", langs[0])
        elif self.default_lang not in langs:
            raise ConfigError(f"default_lang: {self.default_lang!r} is not in langs {langs}")
        weights = tuple(float(w) for w in self.score_weights)
        if len(weights) != 4 or any(w < 0 for w in weights) or sum(weights) <= 0:
            raise ConfigError(f"score_weights: four non-negative numbers, got {weights!r}")
        object.__setattr__(self, "score_weights", weights)
        _check_int("hint_window", self.hint_window, 1, 1000)
        _check_int("bullets_max", self.bullets_max, 1, 50)
        _check_int("novelty_turns", self.novelty_turns, 0, 1000)
        _check_int("message_token_budget", self.message_token_budget, 16, 100_000)
        _check_int("max_input_chars", self.max_input_chars, 16, 10_000_000)
        _check_int("max_users_in_ram", self.max_users_in_ram, 1, 100_000_000)
        if self.inject_role not in _ROLES:
            raise ConfigError(f"inject_role: {self.inject_role!r} is not one of {_ROLES}")
        if self.inject_placement not in _PLACEMENTS:
            raise ConfigError(
                f"inject_placement: {self.inject_placement!r} is not one of {_PLACEMENTS}"
            )
        if not isinstance(self.inject_header, str) or not self.inject_header.strip():
            raise ConfigError("inject_header: a non-empty string is required")
        for name in ("recency_half_life_days", "deadline_ms", "commit_interval_ms"):
            value = getattr(self, name)
            if not isinstance(value, int | float) or value <= 0:
                raise ConfigError(f"{name}: a positive number is required, got {value!r}")
        if self.dsn is not None and (not isinstance(self.dsn, str) or not self.dsn.strip()):
            raise ConfigError("dsn: a non-empty PostgreSQL connection string, or None")
        if not isinstance(self.pg_schema, str) or not self.pg_schema.strip():
            raise ConfigError("pg_schema: a non-empty schema name is required")
        poll = self.request_poll_s
        if isinstance(poll, bool) or not isinstance(poll, int | float) or not 0 <= poll <= 3600:
            raise ConfigError(f"request_poll_s: a number of seconds in [0, 3600], got {poll!r}")

    def replace(self, **changes: Any) -> HotMemConfig:
        """A copy with some fields changed (validated again)."""
        return dataclasses.replace(self, **changes)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> HotMemConfig:
        """Read the ``HOTMEM_*`` variables on top of the defaults (and of ``overrides``).

        Args:
            environ: Mapping to read (default: ``os.environ``).
            **overrides: Fields set in code; the environment wins over them.

        Raises:
            ConfigError: A variable is malformed; the message names the variable and value.
        """
        env = os.environ if environ is None else environ
        values: dict[str, Any] = dict(overrides)
        for var, (fname, parse) in _ENV_FIELDS.items():
            raw = env.get(var)
            if raw is None:
                continue
            try:
                values[fname] = parse(raw)
            except (TypeError, ValueError) as exc:
                raise ConfigError(f"{var}={raw!r}: {exc}") from None
        try:
            return cls(**values)
        except ConfigError as exc:
            var = _VAR_OF_FIELD.get(str(exc).split(":", 1)[0])
            if var is not None and var in env:
                raise ConfigError(f"{var}={env[var]!r}: {exc}") from None
            raise


def _check_int(name: str, value: Any, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ConfigError(f"{name}: an integer in {low}..{high} is required, got {value!r}")


def _parse_bool(raw: str) -> bool:
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ValueError("expected one of 1/0, true/false, yes/no, on/off")


def _parse_int(raw: str) -> int:
    return int(raw.strip())


def _parse_langs(raw: str) -> tuple[str, ...]:
    langs = tuple(part.strip().lower() for part in raw.split(",") if part.strip())
    if not langs:
        raise ValueError("expected a comma-separated list such as en,es,fr")
    return langs


def _parse_weights(raw: str) -> tuple[float, ...]:
    weights = tuple(float(part) for part in raw.replace(" ", "").split(","))
    if len(weights) != 4:
        raise ValueError("expected four comma-separated numbers, e.g. 0.4,0.2,0.3,0.1")
    return weights


_ENV_FIELDS = {
    "HOTMEM_LANGS": ("langs", _parse_langs),
    "HOTMEM_DEFAULT_LANG": ("default_lang", str.strip),
    "HOTMEM_INJECT_ROLE": ("inject_role", str.strip),
    "HOTMEM_INJECT_HEADER": ("inject_header", str),
    "HOTMEM_INJECT_PLACEMENT": ("inject_placement", str.strip),
    "HOTMEM_HINT_WINDOW": ("hint_window", _parse_int),
    "HOTMEM_BULLETS_MAX": ("bullets_max", _parse_int),
    "HOTMEM_NOVELTY_TURNS": ("novelty_turns", _parse_int),
    "HOTMEM_SCORE_WEIGHTS": ("score_weights", _parse_weights),
    "HOTMEM_DISABLE_INJECTION": ("disable_injection", _parse_bool),
    "HOTMEM_DISABLE_EXTRACTION": ("disable_extraction", _parse_bool),
    "HOTMEM_RECALL_PAST_TURNS": ("recall_past_turns", _parse_bool),
    "HOTMEM_DEADLINE_MS": ("deadline_ms", float),
    "HOTMEM_FSYNC": ("fsync", _parse_bool),
    "HOTMEM_MAX_USERS_IN_RAM": ("max_users_in_ram", _parse_int),
    "HOTMEM_REQUEST_POLL_S": ("request_poll_s", float),
    "HOTMEM_DSN": ("dsn", str.strip),
    "HOTMEM_PG_SCHEMA": ("pg_schema", str.strip),
}
_VAR_OF_FIELD = {fname: var for var, (fname, _) in _ENV_FIELDS.items()}
