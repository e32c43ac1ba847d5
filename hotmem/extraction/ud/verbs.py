"""Verb readings: lemma, tense and person of a token, from the form table or the tagger.

The language's verb-form table wins over the tagger's morphology, and recovers the known
verb forms the small models tag as nouns, adjectives or names ("Trabajo en Telefónica").
"""

from __future__ import annotations

from hotmem.extraction.ud.context import AUX, NON_FINITE, Ctx, Verb
from hotmem.extraction.ud.lexicon import Form
from hotmem.extraction.ud.numbers import is_number
from hotmem.extraction.ud.words import Word

_INF = frozenset({"Inf"})


def verb_reading(ctx: Ctx, token: Word) -> Verb | None:
    """The token as a verb, from the form table first (exact), else the tagger's morphology."""
    form = ctx.lex.forms.get(ctx.lower[token.i])
    is_verb = ctx.pos[token.i] in ("VERB", "AUX")
    if form is None and not is_verb:
        return None  # most tokens: nothing to read
    model_lemma = token.lemma_.lower().split(" ")[0] if token.lemma_ else token.lower_
    if form is not None and _separable(ctx, model_lemma, form):
        # "ich nehme ... teil": the parse joined the particle on ("teilnehmen")
        form = Form((model_lemma,), form.tenses, form.persons)
    if form is not None and _shared_copula(ctx, token, model_lemma, form):
        # "fui bancária": a form the copula shares with another verb, parsed as the copula
        form = Form((model_lemma, *form.lemmas), form.tenses, form.persons)
    if form is not None:
        lemma = model_lemma if model_lemma in form.lemmas else form.lemmas[0]
        if not is_verb and token.dep_ != "cop" and not _recoverable(ctx, token, form):
            return None
        tenses, persons = form.tenses, form.persons
        if "Inf" in tenses and len(tenses) > 1 and is_verb:
            # A form both infinitive and finite (English "live"): the tagger tells which.
            if "Inf" in _morph_tenses(token):
                tenses, persons = frozenset({"Inf"}), frozenset()
            else:
                tenses = tenses - {"Inf"}
        elif tenses == _INF and is_verb and "Ger" in token.morph.get("VerbForm"):
            tenses = frozenset({"Ger"})  # "estou a planear": a progressive the reader marked
        return Verb(lemma, form.lemmas, tenses, persons, recovered=not is_verb)
    if not is_verb or is_number(ctx, token) or token.lower_ in ctx.lex.nominal_words:
        return None
    return Verb(model_lemma, (model_lemma,), _morph_tenses(token), _morph_persons(token))


def _separable(ctx: Ctx, model_lemma: str, form: Form) -> bool:
    """The parse's lemma is a known verb made of a particle and this form's verb."""
    if model_lemma in form.lemmas or model_lemma not in ctx.lex.forms:
        return False
    return any(model_lemma.endswith(lemma) for lemma in form.lemmas)


def _shared_copula(ctx: Ctx, token: Word, model_lemma: str, form: Form) -> bool:
    return (
        token.dep_ == "cop" and model_lemma in ctx.lang.copulas and model_lemma not in form.lemmas
    )


def _recoverable(ctx: Ctx, token: Word, form: Form) -> bool:
    """A known verb form the tagger read as a noun/adjective/name ("Trabajo en Telefónica").

    Only relation, naming and reporting verbs are recovered, and only where a noun reading is
    unlikely: no article or possessive before it, not an argument of a verb, no preposition of
    its own.
    """
    if not set(form.lemmas) & ctx.lex.recoverable:
        return False
    if "Part" in form.tenses and _has_auxiliary(ctx, token):
        return True  # "j'ai grandi à Namur": a participle with its auxiliary is a verb
    if "Inf" in form.tenses or not (form.tenses - NON_FINITE):
        # Bare participles/infinitives (and forms that are infinitives too, English "name")
        # are too often adjectives or nouns.
        return False
    prev = ctx.tokens[token.i - 1] if token.i > ctx.sent_start[token.i] else None
    if prev is not None and (prev.lower_ in ctx.lang.determiners or prev.pos_ == "NUM"):
        return False
    if token.dep_ in (
        "obj",
        "iobj",
        "nsubj",
        "nsubj:pass",
        "obl",
        "obl:arg",
        "obl:mod",
        "det",
        "amod",
        "case",
        "fixed",
        "compound",
        "nummod",
    ):
        return token.head.i == token.i or ctx.tokens[token.head.i].pos_ not in ("VERB", "AUX")
    return not any(c.dep_ in ("case", "det") for c in ctx.children[token.i])


def _has_auxiliary(ctx: Ctx, token: Word) -> bool:
    """An auxiliary of the verb-form table hangs off the token, before it ("ai" grandi)."""
    return any(
        c.dep_ in AUX and c.i < token.i and c.lower_ in ctx.lex.forms for c in ctx.children[token.i]
    )


def _morph_tenses(token: Word) -> frozenset[str]:
    morph = token.morph
    mood, form, tense = morph.get("Mood"), morph.get("VerbForm"), morph.get("Tense")
    if "Cnd" in mood:
        return frozenset({"Cnd"})
    if "Sub" in mood:
        return frozenset({"Sub"})
    if form and form[0] == "Part" and "Prog" in morph.get("Aspect"):
        return frozenset({"Ger"})  # a progressive participle is the gerund ("hiking")
    if form and form[0] in NON_FINITE:
        return frozenset({form[0]})
    return frozenset(tense) if tense else frozenset({"Pres"})


def _morph_persons(token: Word) -> frozenset[str]:
    person, number = token.morph.get("Person"), token.morph.get("Number")
    if not person:
        return frozenset()
    return frozenset({person[0] + ("p" if "Plur" in number else "s")})


def real_verb(ctx: Ctx, token: Word) -> bool:
    """True when the token is a verb that can carry auxiliaries (not a misread noun/number)."""
    return ctx.verbs[token.i] is not None and not is_number(ctx, token)
