"""Liking told of a dative person: "me encanta el fútbol", "mi piace il calcio".

The liked thing is the grammatical subject, the person a dative pronoun (EXPERIENCER_VERBS).
"""

from __future__ import annotations

from spacy.tokens import Token

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.ud.context import Clause, Ctx, emit
from hotmem.extraction.ud.flags import negated_argument
from hotmem.extraction.ud.phrases import case_word, object_mention

# The dependents an experiencer verb's liked thing hangs on: its grammatical subject, or the
# object a parser without case morphology makes of it ("mi piace il calcio").
_LIKED_DEPS = ("nsubj", "csubj", "obj", "xcomp", "obl", "compound")
_DATIVE_DEPS = ("iobj", "obj", "expl", "expl:pv", "obl")


def experiencer_facts(ctx: Ctx, clause: Clause) -> list[Candidate]:
    """Liking told of a dative person: "me gusta el fútbol", "mi piacciono i cani".

    The liked thing is the grammatical subject and the person a first-person dative clitic;
    a denial ("no me gusta el cilantro") is a dislike (the registry's ``negated_as``).
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
    if not any(
        c.dep_ in _DATIVE_DEPS and c.i < pred.i and c.lower_ in ctx.lang.first_person for c in kids
    ):
        return []
    for child in _liked_words(ctx, kids):
        if child.dep_ not in _LIKED_DEPS or child.i < pred.i or case_word(ctx, child):
            continue
        if child.lower_ in ctx.lang.first_person or child.pos_ in ("PRON", "DET", "ADV"):
            continue
        if is_infinitive(ctx, child):
            value = Mention(child.lower_, "noun")  # "me encanta cocinar": the verb as said
        elif child.pos_ in ("NOUN", "PROPN", "X"):
            value = object_mention(ctx, child)
        else:
            continue
        # The first one only: later nominals belong to what follows ("... los domingos").
        negated = negated_argument(ctx, child)
        return [emit(clause, YOU, relation, value, "experiencer", negated=negated)]
    return []


def _liked_words(ctx: Ctx, kids: list[Token]) -> list[Token]:
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


def is_infinitive(ctx: Ctx, token: Token) -> bool:
    """True for an infinitive, by the verb reading or the tagger's morphology."""
    verb = ctx.verbs[token.i]
    if verb is not None:
        return "Inf" in verb.tenses
    return token.pos_ == "VERB" and "Inf" in token.morph.get("VerbForm")
