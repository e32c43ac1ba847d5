"""Liking told of a dative person: "me encanta el fútbol", "mi piace il calcio".

The liked thing is the grammatical subject, the person a dative pronoun (EXPERIENCER_VERBS).
"""

from __future__ import annotations

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.ud.context import Clause, Ctx, emit
from hotmem.extraction.ud.flags import negated_argument
from hotmem.extraction.ud.kinship import noun_mention
from hotmem.extraction.ud.phrases import case_word, object_mention
from hotmem.extraction.ud.words import Word

# The dependents an experiencer verb's liked thing hangs on: its grammatical subject, or the
# object a parser without case morphology makes of it ("mi piace il calcio").
_LIKED_DEPS = ("nsubj", "csubj", "obj", "xcomp", "obl", "compound")
_DATIVE_DEPS = ("iobj", "obj", "expl", "expl:pv", "obl")


def experiencer_facts(ctx: Ctx, clause: Clause) -> list[Candidate]:
    """Liking told of a dative person: "me gusta el fútbol", "mi piacciono i cani".

    The liked thing is the grammatical subject and the person a first-person dative clitic, or
    a relative or named person after the experiencer preposition ("a mi novia le encanta el
    cine"); a denial ("no me gusta el cilantro") is a dislike (the registry's ``negated_as``).
    Coordinated liked things are each liked ("me gusta cocinar y bailar").
    """
    relation = next(
        (
            ctx.lang.experiencer_verbs[k]
            for k in clause.lemma_keys()
            if k in ctx.lang.experiencer_verbs
        ),
        None,
    )
    if relation is None:
        return []
    pred = clause.pred
    kids = ctx.children[pred.i]
    who = _experiencer(ctx, pred, kids)
    if who is None:
        return []
    after = [c for c in _liked_words(ctx, kids) if c.i > pred.i]
    # "el reguetón no me gusta para nada": with no liked thing after the verb (adverbs,
    # a dative "a mí", what follows), the one said first
    if not any(_liked_value(ctx, c) is not None for c in after):
        after = _topic(ctx, pred, kids)
    for child in after:
        value = _liked_value(ctx, child)
        if value is None:
            continue
        # The first one only: later nominals belong to what follows ("... los domingos").
        negated = negated_argument(ctx, child)
        out = [emit(clause, who, relation, value, "experiencer", negated=negated)]
        for other in _liked_conjuncts(ctx, child):
            more = _liked_value(ctx, other, conjunct=True)
            if more is not None and more.text != value.text:
                out.append(emit(clause, who, relation, more, "experiencer", negated=negated))
        return out
    return []


def _experiencer(ctx: Ctx, pred: Word, kids: list[Word]) -> Mention | None:
    """Who likes: a first-person dative before the verb, or "a" + a relative or a name."""
    if any(
        c.dep_ in _DATIVE_DEPS and c.i < pred.i and c.lower_ in ctx.lang.first_person for c in kids
    ):
        return YOU
    preps = ctx.lang.experiencer_prepositions
    for child in kids:
        if child.i > pred.i or child.dep_ not in ("obl", "iobj") or not preps:
            continue
        if case_word(ctx, child) in preps and child.pos_ in ("NOUN", "PROPN"):
            who = noun_mention(ctx, child)
            if who is not None and who.kind in ("kin", "name"):
                return who
    return None


def _topic(ctx: Ctx, pred: Word, kids: list[Word]) -> list[Word]:
    """The liked thing said first, the verb after: "el fútbol no me gusta".

    A subject nominal before the dative clitic, when nothing liked follows the verb.
    """
    dative = [c.i for c in kids if c.dep_ in _DATIVE_DEPS and c.i < pred.i and c.pos_ == "PRON"]
    if not dative:
        return []
    return [
        c
        for c in kids
        if c.dep_ == "nsubj"
        and c.i < min(dative)
        and c.pos_ in ("NOUN", "PROPN")
        # "mi hermana no me gusta", "mi suegra ...": people are no taste
        and c.lower_ not in ctx.lang.kinship
        and c.lower_ not in ctx.lang.mentioned_only_kin
    ]


def _liked_value(ctx: Ctx, child: Word, *, conjunct: bool = False) -> Mention | None:
    if (child.dep_ not in _LIKED_DEPS and not conjunct) or case_word(ctx, child):
        return None
    if child.lower_ in ctx.lang.first_person or child.pos_ in ("PRON", "DET", "ADV"):
        return None
    if is_infinitive(ctx, child):
        return Mention(child.lower_, "noun")  # "me encanta cocinar": the verb as said
    if child.pos_ in ("NOUN", "PROPN", "X"):
        return object_mention(ctx, child)
    return None


def _liked_conjuncts(ctx: Ctx, child: Word) -> list[Word]:
    """The liked things coordinated with the first: "los perros y los gatos", "leer y bailar".

    Of the same kind (infinitives with an infinitive, nominals with a nominal), each taking
    the first one's dependency.
    """
    infinitive = is_infinitive(ctx, child)
    out = []
    for c in ctx.children[child.i]:
        if c.dep_ != "conj" or c.i < child.i:
            continue
        if infinitive != is_infinitive(ctx, c):
            continue
        if not infinitive and c.pos_ not in ("NOUN", "PROPN", "X"):
            continue
        out.append(c)
    return out


def _liked_words(ctx: Ctx, kids: list[Word]) -> list[Word]:
    # "no me gusta nada el cilantro sabe a jabón": the parser hangs the noun on the next verb.
    out = []
    for child in kids:
        if child.dep_ == "csubj" and not is_infinitive(ctx, child):
            out.extend(c for c in ctx.children[child.i] if c.dep_ == "nsubj" and c.i < child.i)
        elif child.lower_ in ctx.lang.degree_words:
            out.extend(ctx.children[child.i])  # "un sacco leggere": the verb hangs on "sacco"
        else:
            out.append(child)
    return out


def is_infinitive(ctx: Ctx, token: Word) -> bool:
    """True for an infinitive, by the verb reading or the tagger's morphology."""
    verb = ctx.verbs[token.i]
    if verb is not None:
        return "Inf" in verb.tenses
    return token.pos_ == "VERB" and "Inf" in token.morph.get("VerbForm")
