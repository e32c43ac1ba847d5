"""Facts whose grammar turns the person around or away from the verb's plain relation.

Liking with the person as a dative ("me encanta el fútbol", "mi piace il calcio"), what a
denied verb asserts ("no como carne": the user avoids meat) and a civil status said with a
word of its own ("estoy casada", "je suis divorcée", "me acabo de comprometer").
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Token

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.ud.context import _Clause, _Ctx, _emit
from hotmem.extraction.ud.flags import _negated_argument
from hotmem.extraction.ud.objects import _direct_objects
from hotmem.extraction.ud.phrases import _case_word, _object

# The dependents an experiencer verb's liked thing hangs on: its grammatical subject, or the
# object a parser without case morphology makes of it ("mi piace il calcio").
_LIKED_DEPS = ("nsubj", "csubj", "obj", "xcomp", "obl", "compound")
# Tenses of a plan verb that tell no plan now: "quería", "me iría", "quise decir".
_NOT_PLANNING = frozenset({"Past", "Imp", "Cnd", "Fut"})
_DATIVE_DEPS = ("iobj", "obj", "expl", "expl:pv", "obl")


def _experiencer_facts(ctx: _Ctx, clause: _Clause) -> list[Candidate]:
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
        if child.dep_ not in _LIKED_DEPS or child.i < pred.i or _case_word(ctx, child):
            continue
        if child.lower_ in ctx.lang.first_person or child.pos_ in ("PRON", "DET", "ADV"):
            continue
        if _infinitive(ctx, child):
            value = Mention(child.lower_, "noun")  # "me encanta cocinar": the verb as said
        elif child.pos_ in ("NOUN", "PROPN", "X"):
            value = _object(ctx, child)
        else:
            continue
        # The first one only: later nominals belong to what follows ("... los domingos").
        negated = _negated_argument(ctx, child)
        return [_emit(clause, YOU, relation, value, "experiencer", negated=negated)]
    return []


def _liked_words(ctx: _Ctx, kids: list[Token]) -> list[Token]:
    # "no me gusta nada el cilantro sabe a jabón": the parser hangs the noun on the next verb.
    out = []
    for child in kids:
        if child.dep_ == "csubj" and not _infinitive(ctx, child):
            out.extend(c for c in ctx.children[child.i] if c.dep_ == "nsubj" and c.i < child.i)
        elif child.lower_ in ctx.lang.degree_words:
            out.extend(ctx.children[child.i])  # "un sacco leggere": the verb hangs on "sacco"
        else:
            out.append(child)
    return out


def _infinitive(ctx: _Ctx, token: Token) -> bool:
    verb = ctx.verbs[token.i]
    if verb is not None:
        return "Inf" in verb.tenses
    return token.pos_ == "VERB" and "Inf" in token.morph.get("VerbForm")


def _denied_facts(ctx: _Ctx, clause: _Clause) -> list[Candidate]:
    """What a denied verb asserts: "no como carne", "je ne bois pas d'alcool" (avoids)."""
    if not clause.negated or clause.negate_complement or clause.subject is None:
        return []
    denied = ctx.lang.denied_relations
    relation = next((denied[k] for k in clause.lemma_keys() if k in denied), None)
    if relation is None:
        return []
    out = []
    for obj in _denied_objects(ctx, clause):
        cand = _emit(clause, clause.subject, relation, _object(ctx, obj), "denied_obj")
        out.append(replace(cand, negated=False))
    return out


def _denied_objects(ctx: _Ctx, clause: _Clause) -> list[Token]:
    # "je mange pas de porc": the partitive "de" of a denial is no preposition of a relation.
    objs = _direct_objects(ctx, clause)
    return [o for o in objs if o.pos_ in ("NOUN", "PROPN", "X")]


def _status_facts(ctx: _Ctx, clause: _Clause) -> list[Candidate]:
    """A civil status said with its own word: "estoy casada", "mi sono sposato".

    ``STATUS_WORDS`` maps the word or lemma to its relation and canonical value.
    """
    if clause.subject is None:
        return []
    words = ctx.lang.status_words
    pred = clause.pred
    keys = (pred.lower_, pred.lemma_.lower(), *clause.lemma_keys())
    found = next((words[k] for k in keys if k in words), None)
    if found is None:
        return []
    relation, value = found
    return [_emit(clause, clause.subject, relation, Mention(value, "noun"), "status_word")]


def _plan_facts(ctx: _Ctx) -> list[Candidate]:
    """A plan told as a verb phrase: "quiero aprender japonés", "je compte déménager à Lyon".

    The infinitive under a plan verb (``PLAN_VERBS``, as its head or its auxiliary: "voy a
    abrir una panadería") with its first complement, as said, without the time words after it.
    """
    if not ctx.lang.plan_verbs:
        return []
    out = []
    for token in ctx.tokens:
        if not _infinitive(ctx, token):
            continue
        governor = _plan_governor(ctx, token)
        if governor is None or _lemma(ctx, token) in ctx.lang.report_verbs:
            continue  # "te quería contar", "je voulais dire": talk, no plan
        verb = ctx.verbs[governor.i]
        if verb is None or "Pres" not in verb.tenses or verb.tenses & _NOT_PLANNING:
            continue  # a present, whatever the subjunctive shares its form ("je compte")
        if _clitic_before(ctx, governor, token):
            continue  # "me iría a vivir", "me voy a trabajar", "je vais me présenter"
        clause = next(
            (
                c
                for c in (
                    ctx.clauses.get(governor.i),
                    ctx.by_pred.get(governor.i),
                    ctx.clauses.get(token.i),
                    ctx.by_pred.get(token.i),
                )
                if c is not None and c.subject is not None
            ),
            None,
        )
        if clause is None or clause.negated or clause.conditional or clause.hedged:
            continue
        if _conditioned(ctx, token) or _vague(ctx, token):
            continue
        value = _plan_phrase(ctx, token)
        cand = _emit(clause, clause.subject, "plans", Mention(value, "noun"), "plan_verb")
        out.append(replace(cand, blocked=False))
    return out


def _vague(ctx: _Ctx, token: Token) -> bool:
    # "quiero vivir en Japón algún día": a wish with no time of its own is no plan.
    start, end = ctx.sent_start[token.i], ctx.sent_end[token.i]
    words = [t.lower_ for t in ctx.tokens[start:end]]
    return any(
        words[i : i + len(phrase)] == list(phrase)
        for phrase in ctx.lang.vague_markers
        for i in range(len(words) - len(phrase) + 1)
    )


def _conditioned(ctx: _Ctx, inf: Token) -> bool:
    # "si gano la lotería voy a comprar una casa": an "if" clause hangs on the plan.
    return any(
        c.dep_ == "advcl" and any(m.lower_ in ctx.lex.if_words for m in ctx.children[c.i])
        for c in ctx.children[inf.i]
    )


def _plan_governor(ctx: _Ctx, inf: Token) -> Token | None:
    """The plan verb over an infinitive: its head ("quiero aprender") or auxiliary ("voy a")."""
    plans = ctx.lang.plan_verbs
    head = inf.head
    if inf.dep_ in ("xcomp", "ccomp", "obj") and head.i < inf.i and _lemma(ctx, head) in plans:
        return head
    for child in ctx.children[inf.i]:
        if child.i < inf.i and child.dep_ in ("aux", "aux:tense") and _lemma(ctx, child) in plans:
            return child
    return None


def _clitic_before(ctx: _Ctx, governor: Token, inf: Token) -> bool:
    # A pronoun of the speaker or the listener on the verbs ("me voy a", "je vais te dire"):
    # going somewhere or talking, not a plan.
    persons = ctx.lang.first_person | ctx.lang.second_person
    return any(
        c.lower_ in persons and c.pos_ == "PRON" and c.dep_ not in ("nsubj", "nsubj:pass")
        for t in (governor, inf)
        for c in ctx.children[t.i]
        if c.i < inf.i
    )


def _lemma(ctx: _Ctx, token: Token) -> str:
    verb = ctx.verbs[token.i]
    return verb.lemma if verb is not None else token.lemma_.lower()


def _plan_phrase(ctx: _Ctx, inf: Token) -> str:
    """The infinitive and its first complement as said ("hacer el camino de Santiago")."""
    end = inf.i
    for child in ctx.children[inf.i]:
        if child.i > inf.i and child.dep_ in ("obj", "obl", "obl:arg", "xcomp", "iobj"):
            end = child.right_edge.i
            break
    text = ""
    for token in ctx.tokens[inf.i : end + 1]:
        if token.lower_ in ctx.lang.time_cues or token.is_punct or _time_nominal(ctx, token):
            break
        text += token.text_with_ws
    return text.strip().lower()


def _time_nominal(ctx: _Ctx, token: Token) -> bool:
    # "passer le concours l'an prochain": a nominal with no preposition inside a noun phrase.
    if token.dep_ == "det":
        token = token.head  # "l'an prochain": its article goes with it
    return token.dep_ == "nmod" and token.pos_ == "NOUN" and not _case_word(ctx, token)


def _activity_facts(ctx: _Ctx, clause: _Clause) -> list[Candidate]:
    """A bare object of a doing verb is an activity: "hago yoga", "faccio pilates" (``does``).

    Only without an article: "hago un cocido" is a dish, no hobby (``ACTIVITY_VERBS``).
    """
    if clause.subject is None or not set(clause.lemma_keys()) & ctx.lang.activity_verbs:
        return []
    out = []
    for obj in _direct_objects(ctx, clause):
        if obj.pos_ not in ("NOUN", "PROPN", "X") or any(
            c.dep_ in ("det", "nummod") for c in ctx.children[obj.i]
        ):
            continue
        out.append(_emit(clause, clause.subject, "does", _object(ctx, obj), "activity_obj"))
    return out
