"""Cold loads of spaCy languages whose tokenizer match pattern is one huge alternation.

spaCy builds some languages' tokenizer ``token_match`` (French's: hyphenated and elided words
such as "hip-hop" or "entr'abat" kept whole) as one regular expression of about a hundred
anchored alternatives, each repeating a Unicode letter class. ``re`` optimises every copy of the
class: 2.5-5 s at ``import spacy.lang.fr``, and the pipeline's tokenizer, read from disk,
compiles the same pattern again. The same alternatives grouped by their common tail compile in a
tenth of that and match exactly the same strings: every alternative is anchored at both ends, so
the union of the groups is the union of the alternatives.

:func:`factor_token_match` imports a spaCy language package that way (its other data is
spaCy's own, run unchanged), and :func:`load_pipeline` reads a pipeline from disk without
compiling the pattern again when the stored one is the same. Both fall back to spaCy's own path
whenever anything is not as expected, and the pattern keeps its source text, so a tokenizer
serialised from such a pipeline is the one spaCy would write.
"""

from __future__ import annotations

import builtins
import importlib
import importlib.util
import re
import sys
import threading
import types
from pathlib import Path
from typing import TYPE_CHECKING, Any

from loguru import logger

if TYPE_CHECKING:
    from spacy.language import Language

__all__ = ["FactoredAlternation", "factor_token_match", "load_pipeline"]

# Patterns shorter than this compile fast enough as they are.
_LARGE_PATTERN = 10_000
_LEADING_FLAGS = re.compile(r"\(\?[a-zA-Z]+\)")
_SEPARATOR = ")|(?:^"
# An anchored alternative: a head, then a tail of character classes (each maybe repeated).
_HEAD_AND_TAIL = re.compile(r"\^(?P<head>.*?)(?P<tail>(?:\[(?:[^\]\\]|\\.)*\][+*]?)+)\$", re.S)
_lock = threading.Lock()


class FactoredAlternation:
    """``re.compile(pattern, flags)`` for ``(?flags)(?:^A1$)|(?:^A2$)|...``, compiled by tails.

    Only what spaCy's tokenizer uses is offered: :meth:`match` (for truth: which alternative
    matched is not kept) and the ``pattern`` and ``flags`` attributes.

    Raises:
        ValueError: The pattern is not an alternation of anchored alternatives.
    """

    def __init__(self, pattern: str, flags: int = 0):
        self.pattern = pattern
        self.flags = flags
        lead_match = _LEADING_FLAGS.match(pattern)
        lead = lead_match.group() if lead_match else ""
        body = pattern[len(lead) :]
        if not (body.startswith("(?:^") and body.endswith("$)")):
            raise ValueError("not an alternation of anchored alternatives")
        alternatives = ["^" + a for a in body[3:-1].split(_SEPARATOR)]
        alternatives[0] = alternatives[0][1:]
        if lead + "|".join(f"(?:{a})" for a in alternatives) != pattern:
            raise ValueError("the alternatives do not rebuild the pattern")
        heads: dict[str, list[str]] = {}
        regexes = []
        for alternative in alternatives:
            split = _HEAD_AND_TAIL.fullmatch(alternative)
            if split is None:
                regexes.append(lead + alternative)
            else:
                heads.setdefault(split["tail"], []).append(split["head"])
        regexes += [f"{lead}^(?:{'|'.join(h)}){tail}$" for tail, h in heads.items()]
        self._matchers = tuple(re.compile(r, flags).match for r in regexes)

    def match(self, text: str, *args: int) -> re.Match[str] | None:
        """A match of the whole pattern at the start of ``text``, or None."""
        for matcher in self._matchers:
            found = matcher(text, *args)
            if found is not None:
                return found
        return None

    def __repr__(self) -> str:
        return f"FactoredAlternation({len(self.pattern)} chars, {len(self._matchers)} regexes)"


class _FactoringRe(types.ModuleType):
    """``re`` for a module run by :func:`factor_token_match`: large patterns come factored."""

    def __init__(self) -> None:
        super().__init__("re")

    def __getattr__(self, name: str) -> Any:
        return getattr(re, name)

    @staticmethod
    def compile(pattern: Any, flags: int = 0) -> Any:
        if isinstance(pattern, str) and len(pattern) >= _LARGE_PATTERN:
            try:
                return FactoredAlternation(pattern, flags)
            except (ValueError, re.error):
                pass
        return re.compile(pattern, flags)


def factor_token_match(code: str) -> bool:
    """Import ``spacy.lang.<code>`` with its tokenizer exceptions' patterns compiled factored.

    Call it before anything imports the spaCy language. The package is imported while its
    ``tokenizer_exceptions`` module waits as an empty placeholder, then that module's own
    source runs with a ``re`` that factors large patterns, and the language's defaults get its
    values: the same objects spaCy would build, compiled faster.

    Returns:
        True when the package was imported that way; False when it was already imported or
        the way does not apply (then spaCy's own import runs, complete and unchanged).
    """
    package = f"spacy.lang.{code}"
    with _lock:
        if package in sys.modules:
            return False
        import spacy.lang

        source = Path(spacy.lang.__path__[0]) / code / "tokenizer_exceptions.py"
        name = f"{package}.tokenizer_exceptions"
        if not source.is_file() or name in sys.modules:
            return False
        placeholder = types.ModuleType(name)
        placeholder.__file__ = str(source)
        placeholder.__package__ = package
        placeholder.TOKENIZER_EXCEPTIONS = {}  # type: ignore[attr-defined]
        placeholder.TOKEN_MATCH = None  # type: ignore[attr-defined]
        sys.modules[name] = placeholder
        try:
            module = importlib.import_module(package)
            defaults = _defaults_reading(module, placeholder)
        except Exception:
            for loaded in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
                del sys.modules[loaded]
            logger.opt(exception=True).debug("hotmem: factored import of {} failed", package)
            return False
        try:
            _run(source, placeholder, factoring=True)
        except Exception:  # spaCy's own module, run as spaCy runs it
            logger.opt(exception=True).debug("hotmem: factored {} failed", name)
            _run(source, placeholder, factoring=False)
        for attribute, value in defaults.items():
            setattr(module, value, getattr(placeholder, value))
            setattr(_language_class(module).Defaults, attribute, getattr(placeholder, value))
        return True


def _defaults_reading(module: types.ModuleType, placeholder: types.ModuleType) -> dict[str, str]:
    """The language defaults that hold the placeholder's values: attribute -> module name."""
    cls = _language_class(module)
    if cls is None:
        raise LookupError("no Language subclass in the package")
    wanted = {"tokenizer_exceptions": "TOKENIZER_EXCEPTIONS", "token_match": "TOKEN_MATCH"}
    found = {}
    for attribute, value in wanted.items():
        if getattr(cls.Defaults, attribute, None) is getattr(placeholder, value):
            found[attribute] = value
    if set(found) != set(wanted):
        raise LookupError("the language defaults do not read the tokenizer exceptions module")
    return found


def _language_class(module: types.ModuleType) -> Any:
    from spacy.language import Language

    for value in vars(module).values():
        if isinstance(value, type) and issubclass(value, Language) and value is not Language:
            return value
    return None


def _run(source: Path, module: types.ModuleType, *, factoring: bool) -> None:
    """Run ``source`` as ``module`` (its imports resolved from the module's package)."""
    namespace = module.__dict__
    if factoring:
        shim = _FactoringRe()

        def importer(name: str, globs: Any = None, locs: Any = None, fromlist=(), level=0):
            if name == "re" and level == 0:
                return shim
            return builtins.__import__(name, globs, locs, fromlist, level)

        namespace["__builtins__"] = {**vars(builtins), "__import__": importer}
    try:
        exec(compile(source.read_text(encoding="utf-8"), str(source), "exec"), namespace)
    finally:
        namespace.pop("__builtins__", None)


def load_pipeline(name: str, exclude: list[str]) -> Language:
    """``spacy.load(name, exclude=exclude)``, reusing a factored ``token_match``.

    When the language's default ``token_match`` is a :class:`FactoredAlternation` and the
    pipeline stores the same pattern, the tokenizer is read from disk without it and keeps the
    factored one; otherwise this is exactly ``spacy.load``.
    """
    import spacy
    import srsly
    from spacy.util import get_lang_class

    model_dir = _model_dir(name)
    if model_dir is not None:
        lang = srsly.read_json(model_dir / "meta.json").get("lang", "")
        factored = getattr(get_lang_class(lang).Defaults, "token_match", None) if lang else None
        owner = getattr(factored, "__self__", None)
        if isinstance(owner, FactoredAlternation):
            stored = srsly.msgpack_loads((model_dir / "tokenizer").read_bytes())
            if stored.get("token_match") == owner.pattern:
                nlp = spacy.load(model_dir, exclude=[*exclude, "tokenizer"])
                nlp.tokenizer.from_disk(model_dir / "tokenizer", exclude=["token_match"])
                nlp.tokenizer.token_match = factored
                return nlp
    return spacy.load(name, exclude=exclude)


def _model_dir(name: str) -> Path | None:
    """The data directory of an installed pipeline package (config, meta, tokenizer)."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        for candidate in sorted(Path(location).glob("*/config.cfg")):
            folder = candidate.parent
            if (folder / "meta.json").is_file() and (folder / "tokenizer").is_file():
                return folder
    return None
