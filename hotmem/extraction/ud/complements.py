"""Verb complements as objects: "I love hiking", "I go running", "I'm planning to move to X".

A verb of the language's COMPLEMENT_RELATIONS table whose complement is an infinitive or a
gerund states a relation about that activity: the activity itself for likes, dislikes and
hobbies ("hiking", "cook"), the whole verb phrase for plans ("move to lisbon", "become a
nurse"), without its time words or the reasons after it.
"""

from __future__ import annotations

from spacy.tokens import Token

from hotmem.extraction.candidate import Candidate, Mention
from hotmem.extraction.ud.context import _Clause, _Ctx, _emit
from hotmem.extraction.ud.phrases import _case_word, _relation_for
from hotmem.text import normalize_entity

# The relation whose object is the complement's whole verb phrase.
_PHRASE_RELATIONS = frozenset({"plans"})
# Dependents of the complement kept in a plan's verb phrase.
_PHRASE_ARGS = ("obj", "xcomp", "compound:prt")


def _complement_facts(ctx: _Ctx, clause: _Clause) -> list[Candidate]:
    """Facts about the activity a verb's infinitive or gerund complement names."""
    if clause.copular or clause.subject is None:
        return []
    if _relation_for_complement(ctx, clause) is None:
        return []
    comps = _complements(ctx, clause)
    if any(
        c.dep_ in ("obj", "iobj") and comps and c.i < comps[0].i
        for c in ctx.children[clause.pred.i]
    ):
        return []  # "my wife wants me to take up golf": someone else's activity
    out = []
    for comp in comps:
        verb = ctx.verbs[comp.i]
        rel = _relation_for_complement(ctx, clause, verb is not None and "Ger" in verb.tenses)
        if rel is None:
            continue
        value = _verb_phrase(ctx, comp) if rel in _PHRASE_RELATIONS else _activity(ctx, comp)
        if value:
            mention = Mention(normalize_entity(value, ctx.lang), "noun")
            out.append(_emit(clause, clause.subject, rel, mention, f"{clause.verb.lemma}_comp"))
    return out


def _relation_for_complement(ctx: _Ctx, clause: _Clause, gerund: bool | None = None) -> str | None:
    """The relation of the clause's verb with its complement ("love hiking" -> likes).

    A gerund complement (``gerund`` True) may take a gerund-only relation ("go running");
    with ``gerund`` None, any relation the verb has with a complement.
    """
    lang = ctx.lang
    for lemma in clause.lemma_keys():
        rel = lang.complement_relations.get(lemma)
        if rel is None and gerund is not False:
            rel = lang.gerund_relations.get(lemma)
        if rel is not None:
            return rel
    return None


def _complements(ctx: _Ctx, clause: _Clause) -> list[Token]:
    """The infinitive or gerund complements of the clause's verb, in order."""
    out = []
    for child in ctx.children[clause.pred.i]:
        if child.dep_ not in ("xcomp", "ccomp", "obj") or child.i < clause.pred.i:
            continue
        verb = ctx.verbs[child.i]
        if verb is None or not verb.tenses or not verb.tenses <= {"Inf", "Ger"}:
            continue
        if any(c.dep_ in ("nsubj", "nsubj:pass") for c in ctx.children[child.i]):
            continue  # "my wife wants me to take up golf": someone else's activity
        out.append(child)
    return out


def _activity(ctx: _Ctx, comp: Token) -> list[str]:
    """The activity a complement names: "hiking", "cook"; "to go hiking" is "hiking"."""
    inner = ctx.clauses.get(comp.i)
    if inner is not None and _relation_for_complement(ctx, inner, True) is not None:
        nested = _complements(ctx, inner)
        if nested:
            return _activity(ctx, nested[0])
    words = [comp.lower_]
    for child in ctx.children[comp.i]:
        if child.dep_ == "obj" and child.pos_ in ("NOUN", "PROPN"):
            words += [t.text for t in child.subtree if t.dep_ != "det" and not t.is_punct]
            break
    return words


def _verb_phrase(ctx: _Ctx, comp: Token) -> list[str]:
    """A plan's verb phrase: the verb, its objects and the oblique its relation takes.

    "move to lisbon next year" -> "move to lisbon"; "get a tattoo for my thirtieth" -> "get a
    tattoo": the oblique stays only when the verb takes it as a relation ("move to").
    """
    verb = ctx.verbs[comp.i]
    lemmas = verb.lemmas if verb is not None else (comp.lemma_.lower(),)
    keep = [comp]
    for child in ctx.children[comp.i]:
        if child.i < comp.i:
            continue
        if child.dep_ in _PHRASE_ARGS or (
            child.dep_ == "obl" and _relation_for(ctx, lemmas, _case_word(ctx, child))
        ):
            keep.extend(child.subtree)
    tokens = [
        t
        for t in sorted(keep, key=lambda t: t.i)
        if not t.is_punct and t.lower_ not in ctx.lang.fillers and t.dep_ != "aux"
    ]
    while len(tokens) > 1 and tokens[-1].pos_ == "ADP":
        tokens.pop()  # "get a tattoo for (my thirtieth)": a preposition left without its noun
    return [t.text for t in tokens]
