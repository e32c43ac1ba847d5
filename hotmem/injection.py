"""Bullets and the ONE rotating memory message the LLM sees.

Bullets are data, not instructions: values are stripped of control characters and markup,
length-capped, and quoted when they are more than a short name, so a stored "fact" can never
read as an order to the model.
"""

from __future__ import annotations

from datetime import UTC, datetime
from functools import lru_cache
from string import Formatter

from hotmem.config import SUPPORTED_LANGS, HotMemConfig
from hotmem.index import FactKey, UserIndex
from hotmem.lang import LanguageData, get_language
from hotmem.models import CONFLICT, Fact
from hotmem.relations import FAVORITE_PREFIX, is_kin_or_pet, lookup
from hotmem.session import SessionState
from hotmem.text import sanitize_value

__all__ = [
    "build_message",
    "bullet",
    "conflict_bullet",
    "render_bullet",
    "said_line",
    "window_line",
]

_BULLET = "• "
_QUOTE_OVER_WORDS = 4
# A past turn is quoted up to this many characters: the gist, not the whole story.
_SAID_CHARS = 160
# Word starts that take an elided template word ("d'Anna"); "h" varies, so it is left out.
_VOWELS = frozenset("aeiouyàâäéèêëîïôöûüAEIOUYÀÂÄÉÈÊËÎÏÔÖÛÜ")


def bullet(fact: Fact) -> str:
    """A compact, natural bullet in the language of the fact ("• Anna lives in Rome").

    A fact with an open conflict says both sides (:func:`conflict_bullet`).
    """
    code = fact.lang if fact.lang in SUPPORTED_LANGS else "en"
    text = render_bullet(fact.subject, fact.relation, fact.object, code)
    said = fact.qualifier(CONFLICT) if fact.qualifiers else None
    return text if said is None else conflict_bullet(text, said, code)


def conflict_bullet(held: str, said: str, code: str) -> str:
    """The bullet of an open conflict: the held fact's bullet and the words against it.

    The words are the user's: sanitised and quoted, they read as data, never as an order.
    """
    template = get_language(code).conflict_template
    x, y = held.removeprefix(_BULLET), sanitize_value(said)
    text = template.format(x=x[:1].lower() + x[1:], y=y) if template else f'{x} / "{y}"'
    return _BULLET + text[:1].upper() + text[1:]


@lru_cache(maxsize=8192)
def render_bullet(subject: str, relation: str, obj: str, code: str) -> str:
    """The bullet of a triple in a language, cached.

    Every turn re-renders the bullets of its window, and a bullet depends only on the triple
    and the language's data; code that changes that data at run time clears the cache
    (``render_bullet.cache_clear()``).
    """
    lang = get_language(code)
    templates = lang.bullet_templates
    if relation == "friend_of" and obj == "you":  # symmetric: say it from the user's side
        subject, obj = obj, subject
    mine = subject == "you"
    known = lookup(relation)
    if is_kin_or_pet(relation):
        rel = lang.kin_names.get(relation, relation)
        # a plural relative ("parents") has templates of its own: "one of the user's parents"
        key = relation if relation in templates else "kin"
        extra = {"rel": rel if mine else lang.kin_names_of.get(relation, rel)}
    elif known is not None and known.family == "favorite":
        thing = relation.removeprefix(FAVORITE_PREFIX)
        names = lang.favorite_names if mine else lang.favorite_names_of
        key, extra = "favorite", {"thing": names.get(thing) or thing.replace("_", " ")}
    else:
        key, extra = relation, {}
    # a plural relative as the subject agrees with its own template ("lives_in:parents")
    template = (
        templates.get(f"{key}:{subject}")
        or templates.get(f"{key}:you" if mine else key)
        or templates.get(key)
        or "{s}: {o}"
    )
    proper = known is not None and known.proper_object
    if known is not None and known.values:
        obj = lang.value_names.get(obj, obj)
    values = {"s": _subject(subject, lang), "o": _value(obj, proper, lang), **extra}
    if "{a}" in template:  # English "You are a teacher", but "You are vegetarian"
        values["a"] = _article(obj, lang)
    text = _fill(template, values, lang)
    return _BULLET + text[:1].upper() + text[1:]


def said_line(text: str, at: float, code: str) -> str:
    """The bullet that quotes a past turn of the user, with its date ("• On 2023-05-08 ...").

    The words are sanitised and always quoted: what a user once said is data, never an order.
    """
    lang = get_language(code if code in SUPPORTED_LANGS else "en")
    template = lang.bullet_templates.get("episode") or "{d}: {o}"
    day = datetime.fromtimestamp(at, UTC).date().isoformat()
    return _BULLET + template.format(d=day, o=f'"{sanitize_value(text, _SAID_CHARS)}"')


def _fill(template: str, values: dict[str, str], lang: LanguageData) -> str:
    """``template.format(**values)``, joining template words to the value after them.

    Only a template's own words change ("de" + "Anna" -> "d'Anna", "di" + "il cane" -> "del
    cane"); the text inside values is never rewritten. A contraction matches the value's first
    word as written: the language data says whether a capitalised article joins too ("del
    Cairo" in Italian; Spanish keeps "de El Salvador").
    """
    parts: list[str] = []
    for literal, name, _spec, _conversion in Formatter().parse(template):
        if name is None:
            parts.append(literal)
            continue
        value = values[name]
        word = literal[:-1].rpartition(" ")[2] if literal.endswith(" ") else ""
        lead = literal[: len(literal) - len(word) - 1]
        first, _, rest = value.partition(" ")
        if word and rest and f"{word} {first}" in lang.contractions:
            literal, value = lead + lang.contractions[f"{word} {first}"] + " ", rest
        elif word in lang.elisions and value[:1] in _VOWELS:
            literal = lead + lang.elisions[word]
        parts += [literal, value]
    return "".join(parts)


def _article(value: str, lang: LanguageData) -> str:
    """The indefinite article a template's ``{a}`` asks for (empty for traits and quotes)."""
    words = value.split()
    if not words or value in lang.traits or len(words) >= _QUOTE_OVER_WORDS:
        return ""
    consonant, vowel = lang.indefinite_articles or ("", "")
    return vowel if value[:1].lower() in "aeiou" else consonant


def _subject(subject: str, lang: LanguageData) -> str:
    if is_kin_or_pet(subject):
        srel = lang.kin_names.get(subject, subject)
        return lang.bullet_templates.get("subject:kin", "{srel}").format(srel=srel)
    return _value(subject, proper=True, lang=lang)


def _value(text: str, proper: bool, lang: LanguageData) -> str:
    """A sanitised value: names capitalised, quoted when it is more than a short name.

    A value with an instruction word ("Ignore Previous Instructions") is quoted too: it must
    read as data, never as an order to the model.

    In languages that capitalise nouns (German) common-noun values are capitalised too, all
    but the words the language keeps lowercase (adjectives, participles, articles).
    """
    clean = sanitize_value(text)
    words = clean.split()
    if len(words) >= _QUOTE_OVER_WORDS or not lang.instruction_words.isdisjoint(
        w.lower() for w in words
    ):
        return f'"{clean}"'
    if proper:
        return " ".join(w[:1].upper() + w[1:] for w in words)
    if lang.capitalize_nouns:
        return " ".join(_noun(w, lang) for w in words)
    return clean


def _noun(word: str, lang: LanguageData) -> str:
    """A noun capitalised, hyphenated parts too ("hamburg-marathon" -> "Hamburg-Marathon")."""
    low = word.lower()
    if low in lang.lowercase_words or low.endswith(lang.lowercase_endings) or low.isdigit():
        return word
    return "-".join(p[:1].upper() + p[1:] for p in word.split("-"))


def window_line(config: HotMemConfig, now: float) -> str:
    """The second line of the message: the window and an ISO-8601 'updated' time."""
    stamp = datetime.fromtimestamp(now, UTC).isoformat(timespec="seconds")
    return f"Context from the last {config.hint_window} conversational turns (updated: {stamp})"


def build_message(
    state: SessionState, index: UserIndex, config: HotMemConfig, now: float
) -> tuple[str | None, list[FactKey]]:
    """The rotating message of a session.

    The deduplicated bullets of the last ``hint_window`` turns, newest turn first, then the
    past turns quoted in that window, capped by count and token budget.

    Facts negated or superseded since they were selected drop out; corrected values appear
    once selected. Returns (text or None when empty, keys of the facts shown).
    """
    oldest = state.turn - config.hint_window + 1
    shown: list[FactKey] = []
    lines: list[str] = []
    budget = config.message_token_budget * 4 - len(config.inject_header) - 90
    for turn, entries in reversed(state.window):
        if turn < oldest:
            break
        for key, _text in entries:
            fact = index.get(key)
            if key in shown or fact is None or not fact.is_asserted:
                continue
            line = bullet(fact)
            if len(lines) >= config.bullets_max or budget - len(line) - 1 < 0:
                break
            budget -= len(line) + 1
            lines.append(line)
            shown.append(key)
    quoted: set[str] = set()
    for turn, episode_id, line in reversed(state.recalled):
        if turn < oldest or len(lines) >= config.bullets_max:
            break
        if episode_id not in quoted and budget - len(line) - 1 >= 0:
            budget -= len(line) + 1
            lines.append(line)
            quoted.add(episode_id)
    if not lines:
        return None, []
    text = "\n".join([config.inject_header, window_line(config, now), *lines])
    return text, shown
