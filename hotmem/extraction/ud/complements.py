"""Verb complements as objects: "I love hiking", "I love to cook", "I go running".

A verb of the language's COMPLEMENT_RELATIONS table whose complement is an infinitive or a
gerund states a relation about that activity ("hiking", "cook"): likes, dislikes, hobbies.
Plans, whose object is the whole verb phrase, are read by :mod:`.activities` (PLAN_VERBS).
"""

from __future__ import annotations

from hotmem.extraction.candidate import Candidate, Mention
from hotmem.extraction.ud.context import Clause, Ctx, emit
from hotmem.extraction.ud.words import Word
from hotmem.text import normalize_entity


def complement_facts(ctx: Ctx, clause: Clause) -> list[Candidate]:
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
        value = _activity(ctx, comp)
        if value:
            mention = Mention(normalize_entity(value, ctx.lang), "noun")
            out.append(emit(clause, clause.subject, rel, mention, f"{clause.verb.lemma}_comp"))
    return out


def _relation_for_complement(ctx: Ctx, clause: Clause, gerund: bool | None = None) -> str | None:
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


def _complements(ctx: Ctx, clause: Clause) -> list[Word]:
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
        out.extend(c for c in ctx.children[child.i] if c.dep_ == "conj" and _bare_verb(ctx, c))
    return out


def _bare_verb(ctx: Ctx, token: Word) -> bool:
    """A conjoined infinitive or gerund with no subject: "gosto de ler e de pintar"."""
    verb = ctx.verbs[token.i]
    if verb is None or not verb.tenses or not verb.tenses <= {"Inf", "Ger"}:
        return False
    return not any(c.dep_ in ("nsubj", "nsubj:pass") for c in ctx.children[token.i])


def _activity(ctx: Ctx, comp: Word) -> list[str]:
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
