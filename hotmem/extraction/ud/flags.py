"""Clause flags: negation, hedging, hypotheticals, past habits and reported speech.

Read once per clause, on first use (:func:`clause_flags`), from the words around the verb group
and the clauses above it. Also the negation of a single argument ("no en Madrid", "pas à Paris").
"""

from __future__ import annotations

from typing import Any

from hotmem.extraction.candidate import YOU
from hotmem.extraction.ud.context import (
    AUX,
    COMPLEMENT,
    FIRST,
    IRREALIS,
    MAX_CLIMB,
    NON_FINITE,
    NOT_CURRENT,
    PAST,
    SECOND,
    Clause,
    Ctx,
    Flags,
)
from hotmem.extraction.ud.subjects import is_clitic
from hotmem.extraction.ud.words import Word
from hotmem.text import contains_hedge, contains_phrase


def clause_flags(ctx: Ctx, clause: Clause) -> Flags:
    """Read the flags of one clause (see :class:`Flags`)."""
    negated = _negated(ctx, clause)
    hedged = _hedged(ctx, clause) or _hedge_tag(ctx, clause)
    tenses = clause.verb.tenses
    finite = tenses - NON_FINITE
    habitual = _habitual(ctx, clause)
    tense_blocked = bool(finite) and finite <= NOT_CURRENT
    conditioned = (
        _has_if(ctx, clause.pred) or _has_if(ctx, clause.anchor) or _after_if(ctx, clause.pred)
    )
    irrealis = conditioned or _planned(ctx, clause)
    governor = _infinitive_governor(ctx, clause)
    governed = negate_complement = False
    if governor is not None:
        verb = ctx.verbs[governor.i]
        gov_lemma = verb.lemma if verb is not None else governor.lemma_.lower()
        if gov_lemma in ctx.lex.stop_verbs:
            negate_complement = True  # "dejé de trabajar en X"
        elif _denied_modal(ctx, governor, gov_lemma, clause):
            negate_complement = True  # "não posso tomar leite"
        elif _habitual_governor(ctx, governor, clause):
            habitual = True  # "I used to live in Paris"
        elif _going_to_do(ctx, governor, gov_lemma, clause):
            pass  # "il martedì vado a fare volontariato": a routine's going, what one does
        elif gov_lemma not in ctx.lex.assertive or _governed_above(ctx, governor):
            governed = True  # "quiero vivir en X", "me gustaría mudarme", "voy a mudarme"
    chain_hedged, chain_blocked, embedded = _chain(ctx, clause)
    return Flags(
        negated=negated or negate_complement,
        hedged=hedged or chain_hedged,
        blocked=tense_blocked or irrealis or governed or chain_blocked or habitual,
        embedded=embedded,
        # A finished past ("I worked at IBM", "vivía en Quito", "I used to ...") may state a
        # past twin; only what blocks the clause besides its tense blocks the twin.
        finished=habitual or _finished_past(ctx, clause),
        finished_blocked=irrealis or governed or chain_blocked,
        conditional=conditioned or chain_blocked,
    )


def _denied_modal(ctx: Ctx, governor: Word, lemma: str, clause: Clause) -> bool:
    """A denied modal over a verb of denial (DENIAL_MODALS): "não posso comer glúten"."""
    return (
        lemma in ctx.lang.denial_modals
        # before the complement: "não posso", "je (ne) peux pas manger"
        and any(is_negation(ctx, c) for c in ctx.children[governor.i] if c.i < clause.anchor.i)
        and any((key, "") in ctx.lang.denied_relations for key in clause.lemma_keys())
    )


def _going_to_do(ctx: Ctx, governor: Word, lemma: str, clause: Clause) -> bool:
    """A verb of going in the present over a doing verb, with words of a routine.

    "il martedì vado a fare volontariato", "los lunes voy a hacer yoga": ACTIVITY_VERBS under
    a verb that goes somewhere with the infinitive's mark (VERB_RELATIONS went_to), said with
    HABITUAL_MARKERS; "domani vado a fare yoga" stays a plan.
    """
    verb = ctx.verbs[governor.i]
    if verb is None or "Pres" not in verb.tenses or verb.tenses - {"Pres"} - NON_FINITE:
        return False
    if not set(clause.verb.lemmas) & ctx.lang.activity_verbs or not ctx.lang.habitual_markers:
        return False
    mark = next((c.lower_ for c in ctx.children[clause.pred.i] if c.dep_ == "mark"), "")
    if not mark or ctx.lang.verb_relations.get((lemma, mark)) != "went_to":
        return False
    start, end = ctx.sent_start[governor.i], ctx.sent_end[governor.i]
    return contains_phrase(ctx.lower[start:end], ctx.lang.habitual_markers)


def _habitual_governor(ctx: Ctx, governor: Word, clause: Clause) -> bool:
    """True when the words from the governing verb to the clause are a past habit ("used to")."""
    words = [t.lower_ for t in ctx.tokens[governor.i : clause.anchor.i]]
    return tuple(words) in ctx.lang.past_habitual


def _finished_past(ctx: Ctx, clause: Clause) -> bool:
    """True for a finite past that is over ("I worked at IBM", "trabajé en IBM", "vivía").

    Not a perfect whose auxiliary says the state still holds ("I've worked at Stripe for six
    years": the language's ONGOING_PERFECT auxiliaries in the present).
    """
    finite = clause.verb.tenses - NON_FINITE
    if not finite or not finite <= PAST:
        return False
    if set(clause.verb.lemmas) & ctx.lang.change_verbs:
        return False  # "empecé medicina", "i switched to X": a state begun, still holding
    for child in (*ctx.children[clause.anchor.i], *ctx.children[clause.pred.i]):
        verb = ctx.verbs[child.i]
        if (
            child.dep_ in AUX
            and verb is not None
            and verb.lemma in ctx.lang.ongoing_perfect
            and "Pres" in verb.tenses
        ):
            return False
    return True


# Links to another clause: what is said there is no nominal of this one.
_CLAUSE_LINKS = ("conj", "parataxis", "advcl", "ccomp", "acl:relcl")


def _planned(ctx: Ctx, clause: Clause) -> bool:
    """A present tense with a time ahead is a plan ("mi trasferisco il mese prossimo").

    The time ahead is a hypothetical marker of several words inside one of its nominals.
    """
    if not clause.verb.tenses <= {"Pres"}:
        return False
    for child in ctx.children[clause.pred.i]:
        if child.pos_ not in ("NOUN", "PROPN") or child.dep_ in _CLAUSE_LINKS:
            continue  # a clause of its own ("sou dentista, e ando pensando em ...")
        if contains_phrase(tuple(t.lower_ for t in child.subtree), ctx.lex.plan_phrases):
            return True
    return False


def _governed_above(ctx: Ctx, governor: Word) -> bool:
    """An assertive verb that is itself an infinitive under a plan: "vou começar a fazer yoga"."""
    upper = ctx.clauses.get(governor.i) or ctx.by_pred.get(governor.i)
    above = _infinitive_governor(ctx, upper) if upper is not None else None
    if above is None or above.i == governor.i:
        return False
    verb = ctx.verbs[above.i]
    lemma = verb.lemma if verb is not None else above.lemma_.lower()
    return lemma not in ctx.lex.assertive and lemma not in ctx.lex.stop_verbs


def _infinitive_governor(ctx: Ctx, clause: Clause) -> Word | None:
    """The verb an infinitive complements.

    Its head ("quiero vivir"), or a modal or "ir a" the parser attached to it as an
    auxiliary or adverb ("Voy a mudarme", "J'aimerais travailler").
    """
    pred = clause.pred
    own = ctx.verbs[clause.anchor.i if clause.copular else pred.i]  # "used to be a teacher"
    if own is None or not own.tenses <= {"Inf", "Ger"}:
        return None
    for child in ctx.children[pred.i]:
        verb = ctx.verbs[child.i]
        if child.dep_ in AUX and verb is not None and verb.lemma in ctx.lex.assertive:
            return child  # "I've been working": a tense, whatever auxiliary comes first
    for child in ctx.children[pred.i]:
        # "Voy a mudarme" (aux), "J'aimerais travailler" (the parser's advmod).
        verb = ctx.verbs[child.i]
        if (
            child.i < pred.i
            and verb is not None
            and child.dep_ in (*AUX, "advmod", "dep")
            and verb.tenses - NON_FINITE
        ):
            return child
    if pred.dep_ in ("xcomp", "ccomp", "csubj", "obj") and pred.head.i != pred.i:
        return pred.head
    anchor = clause.anchor  # "used to be really into anime": the copula heads the predicate
    if (
        clause.copular
        and pred.head.i == anchor.i != pred.i
        and anchor.head.i < anchor.i
        and _habitual_governor(ctx, anchor.head, clause)
    ):
        return anchor.head
    if pred.dep_ == "conj" and pred.head.i != pred.i:
        # "Tengo que ir a Madrid" comes out as a coordination; "vivir y trabajar en X"
        # shares its first infinitive's governor.
        upper = ctx.clauses.get(pred.head.i)
        if upper is None:
            return None
        finite = upper.verb.tenses - NON_FINITE
        return pred.head if finite else _infinitive_governor(ctx, upper)
    return None


def _has_if(ctx: Ctx, token: Word) -> bool:
    """An "if" or a hypothetical adverb before the verb ("magari mi trasferisco")."""
    if not ctx.if_words:
        return False
    return any(
        c.i in ctx.if_words
        and (c.dep_ == "mark" or (c.dep_ == "advmod" and (c.i < token.i or ctx.lang.verb_second)))
        for c in ctx.children[token.i]
    )


def _after_if(ctx: Ctx, token: Word) -> bool:
    """An "if" clause before the verb: "if i ever retire i'm moving to the coast"."""
    return bool(ctx.if_words) and any(
        c.dep_ == "advcl"
        and c.i < token.i
        and any(m.dep_ == "mark" and m.i in ctx.if_words for m in ctx.children[c.i])
        for c in ctx.children[token.i]
    )


def _negated(ctx: Ctx, clause: Clause) -> bool:
    """Clause negation, read by position around the verb group.

    A negation word right before it, past clitics ("no me llamo", "ya no vivo", "je
    n'habite"), or right after it ("j'ai pas", "je suis pas", "je travaille plus chez ...").
    A negation before a noun ("no en Madrid") denies the noun only: see
    :func:`negated_argument`.
    """
    doc = ctx.tokens
    verb_group = (clause.anchor,) if clause.copular else (clause.pred, clause.anchor)
    group = sorted(
        {t.i for t in verb_group}
        | {
            c.i
            for t in (clause.pred, clause.anchor)
            for c in ctx.children[t.i]
            if c.dep_ in AUX or c.dep_ == "cop"
        }
    )
    start = ctx.sent_start[clause.anchor.i]
    i = group[0] - 1
    while i >= start and (is_clitic(ctx, doc[i]) or doc[i].lower_ in ctx.lex.no_longer_words):
        i -= 1
    if i >= start and is_negation(ctx, doc[i]):
        return True
    for j in group:
        k = j + 1
        while k < len(doc) and is_clitic(ctx, doc[k]):
            k += 1
        if (
            k < ctx.sent_end[j]
            and k not in group
            and is_negation(ctx, doc[k])
            and _post_negation(ctx, doc[k])
        ):
            return True
    return ctx.lang.verb_second and _negation_in_midfield(ctx, clause)


def _negation_in_midfield(ctx: Ctx, clause: Clause) -> bool:
    """A verb-second clause denied after its verb, before no phrase of its own.

    "Ich mag Jazz nicht", "Tennis spiel ich nicht mehr", "ich kann das nicht leiden": the
    negation closes the clause or stands before its final verb ("nicht in Berlin" denies
    Berlin only: :func:`negated_argument`).
    """
    auxes = [c.i for c in ctx.children[clause.pred.i] if c.dep_ in AUX or c.dep_ == "cop"]
    verb = min([clause.anchor.i, *auxes])  # the finite verb: "das kann ich nicht leiden"
    for head in {clause.pred.i, clause.anchor.i}:
        for c in ctx.children[head]:
            if c.dep_ != "advmod" or not is_negation(ctx, c) or c.i < verb:
                continue
            k = c.i + 1
            end = ctx.sent_end[c.i]
            if k < end and ctx.tokens[k].lower_ in ctx.lex.no_longer_words:
                return True  # "nicht mehr": no longer, whatever follows
            if k >= end or ctx.tokens[k].pos_ in ("PUNCT", "VERB", "AUX", "CCONJ"):
                return True
    return False


def is_negation(ctx: Ctx, token: Word) -> bool:
    """True for a negation word or a token with Polarity=Neg, not a filler ("pues nada")."""
    if not ctx.negation[token.i]:
        return False
    pairs = ctx.lang.filler_negations
    return not (pairs and token.i > 0 and (ctx.lower[token.i - 1], token.lower_) in pairs)


def _post_negation(ctx: Ctx, word: Word) -> bool:
    # "je travaille plus que toi" / "plus grand" / "plus de 30 ans" compare, not deny: only
    # the words that also mean "more" (single-word NO_LONGER entries) need the check.
    if word.lower_ not in ctx.lex.ambiguous_negations or word.i + 1 >= len(ctx.tokens):
        return True
    nxt = ctx.tokens[word.i + 1]
    if nxt.lower_ in ctx.lex.complementizers or nxt.pos_ in ("ADJ", "ADV"):
        return False
    after = ctx.tokens[word.i + 2] if word.i + 2 < len(ctx.tokens) else None
    return not (nxt.pos_ == "ADP" and after is not None and after.like_num)


def _hedged(ctx: Ctx, clause: Clause) -> bool:
    """True when a hedge stands in the clause.

    A language that lists its hedging modals and adverbs ("might", "maybe") hedges the clause
    they modify; otherwise any hedge word hedges its whole sentence, except on the rule-based
    parse, whose transcripts run on without full stops: there a hedge word or phrase hedges
    the clause it is said in or next to ("soy celíaca ... tengo alergia a la lactosa bueno no
    sé si es alergia"). A verb-second language reads its hedge phrases so too.
    """
    words = ctx.lex.hedge_words
    if not words:
        if ctx.lang.dependency_labels == "none":
            return _hedge_phrase_inside(ctx, clause)
        return _sentence_hedged(ctx, clause.anchor)
    if any(
        c.dep_ in (*AUX, "advmod") and (ctx.lower[c.i] in words or c.lemma_.lower() in words)
        for t in (clause.pred, clause.anchor)
        for c in ctx.children[t.i]
    ):
        return True
    return ctx.lang.verb_second and _hedge_phrase_inside(ctx, clause)


def _hedge_phrase_inside(ctx: Ctx, clause: Clause) -> bool:
    """A hedge phrase among the clause's own words ("ich wohn glaub ich in köln").

    A verb-second transcript runs its clauses on without a full stop: a phrase hedges the
    clause it is said in, not the whole turn, and the clause it is said right before or after,
    past linking and reaction words ("... a la lactosa bueno no sé si es alergia").
    """
    heads = (clause.pred, clause.anchor)
    parts = [t for t in heads] + [
        c
        for t in heads
        for c in ctx.children[t.i]
        if c.dep_ not in _CLAUSE_LINKS and not _hedge_gap(c)  # "bueno": a reaction's own
    ]
    start = min(t.left_edge.i for t in parts)
    end = max(t.i if t in heads else t.right_edge.i for t in parts) + 1
    # Not the predicate: the clause that is the hedge ("no sé si ...") hedges what it governs.
    words = [
        w for i, w in enumerate(ctx.lower[start:end], start) if w.isalpha() and i != clause.pred.i
    ]
    hedges, phrases, questions = ctx.lang.hedges, ctx.lang.hedge_phrases, ctx.lang.question_words
    if not hedges.isdisjoint(words) or contains_hedge(words, phrases, questions):
        return True
    sent_start, sent_end = ctx.sent_start[clause.pred.i], ctx.sent_end[clause.pred.i]
    while end < sent_end and _hedge_gap(ctx.tokens[end]):
        end += 1
    after_at = [i for i in range(end, min(sent_end, end + 6)) if ctx.lower[i].isalpha()]
    after = [ctx.lower[i] for i in after_at]
    if not (hedges - ctx.lex.hedge_words).isdisjoint(after[:2]):
        return True  # "vive en lyon, o eso creo"; an adverb after looks ahead ("y quizás")
    while start > sent_start and _hedge_gap(ctx.tokens[start - 1]):
        start -= 1
    before = [w for w in ctx.lower[max(sent_start, start - 4) : start] if w.isalpha()]
    return any(
        tuple(after[: len(p)]) == p
        and questions.isdisjoint(after[len(p) : len(p) + 3])
        and _says_back(ctx, after_at[: len(p)])
        for p in phrases
    ) or any(tuple(before[-len(p) :]) == p and questions.isdisjoint(words[:3]) for p in phrases)


def _says_back(ctx: Ctx, at: list[int]) -> bool:
    """True when the hedge phrase at ``at`` doubts what was said before it.

    It has a verb of its own and no complementizer last ("no sé", "no estoy seguro"); "a lo
    mejor" and "creo que" look ahead.
    """
    return ctx.lower[at[-1]] not in ctx.lex.complementizers and any(
        ctx.tokens[i].pos_ in ("VERB", "AUX") for i in at
    )


def _hedge_gap(token: Word) -> bool:
    """A word a hedge said next to a clause may stand behind ("... bueno no sé", ", pero")."""
    return token.is_punct or token.dep_ in ("discourse", "cc")


# What a hedge tag may have besides its verb: "..., acho eu", "..., I think".
_TAG_DEPS = ("nsubj", "punct", "advmod", "cc")


def _hedge_tag(ctx: Ctx, clause: Clause) -> bool:
    """A bare first-person hedge verb said after the clause ("I live in Lisbon, I think")."""
    for child in ctx.children[clause.pred.i]:
        verb = ctx.verbs[child.i]
        if (
            child.i > clause.pred.i
            and child.dep_ in ("conj", "parataxis")
            and verb is not None
            and verb.lemma in ctx.lang.hedge_verbs
            and verb.persons <= FIRST
            and verb.persons
            and all(c.dep_ in _TAG_DEPS for c in ctx.children[child.i])
        ):
            return True
    return False


def _sentence_hedged(ctx: Ctx, token: Word) -> bool:
    start, end = ctx.sent_start[token.i], ctx.sent_end[token.i]
    run_on = ctx.doc.user_data.get("run_on")
    if run_on:  # a run-on transcript's statement (nlp.parse): "je sais pas si ... mais je suis"
        start = max([start, *(s for s in run_on if s <= token.i)])
        end = min([end, *(s for s in run_on if s > token.i)])
    cached = ctx.sentence_hedged.get(start)
    if cached is None:
        words = [t.lower_ for t in ctx.tokens[start:end] if not t.is_punct]
        cached = any(w in ctx.lang.hedges for w in words) or contains_hedge(
            words, ctx.lang.hedge_phrases, ctx.lang.question_words
        )
        ctx.sentence_hedged[start] = cached
    return cached


def _habitual(ctx: Ctx, clause: Clause) -> bool:
    """True when a past-habitual marker ("antes", "avant", "solía") opens the clause.

    The marker stands between the previous predicate (or the sentence start) and this one.
    """
    anchor = clause.anchor
    start = ctx.sent_start[anchor.i]
    marked = ctx.sentence_habitual.get(start)
    if marked is None:  # most sentences have no marker word at all
        words = {t.lower_ for t in ctx.tokens[start : ctx.sent_end[anchor.i]]}
        marked = ctx.sentence_habitual[start] = not words.isdisjoint(ctx.lex.habitual_words)
    if not marked or (clause.copular and clause.verb.tenses == {"Pres"}):
        return False  # "trabalhava lá antes agora sou autônomo": a present is no past habit
    lo = start
    for i in range(anchor.i - 1, start - 1, -1):
        if i in ctx.clauses:
            lo = i + 1
            break
    # not a word the parse gives the clause before ("ich war früher bei X jetzt bin ich ...")
    # ("ich war früher koch und arbeite jetzt bei X": "früher" is the copula's predicate's)
    before = {lo - 1, ctx.clauses[lo - 1].pred.i} if lo - 1 in ctx.clauses else set()
    words = [
        t.lower_
        for t in ctx.tokens[lo : anchor.i]
        if not t.is_punct
        and not (t.head.i < lo and t.head.i in ctx.clauses)
        and t.head.i not in before
    ]
    # "antes del trabajo", "antes de que": a time before something, no past habit
    links = ctx.lex.name_links | ctx.lex.complementizers
    words = [
        w
        for k, w in enumerate(words)
        if not (k + 1 < len(words) and words[k + 1] in links and (w,) in ctx.lang.past_habitual)
    ]
    return contains_phrase(words, ctx.lang.past_habitual)


def _chain(ctx: Ctx, clause: Clause) -> tuple[bool, bool, bool]:
    """(hedged, blocked, embedded) from the clauses above this one.

    Walking up the dependency heads: a complement of an irrealis or "si" clause is blocked;
    the complement of a reporting verb is the reporter's claim (blocked), the user's opinion
    when the user reports it ("creo que ...", hedged), or a told fact ("¿te he contado que
    ...?", "est-ce que je t'ai dit que ...", embedded).
    """
    hedged = blocked = embedded = nominal = False
    node = clause.pred
    for _ in range(MAX_CLIMB):
        if node.head.i == node.i:
            break
        below = node
        link, node = node.dep_, node.head
        # "tú sabes si hay wifi es que yo soy de puebla": "it's that" tells, whatever the
        # "if" the parse hangs on it
        its_that_ = (
            link == "ccomp"
            and node.i > ctx.sent_start[node.i]  # "será que eu sou alérgico": a question
            and its_that(ctx.tokens, below, node)
            and _present_copula(ctx, below)
        )
        upper = ctx.clauses.get(node.i) or ctx.by_pred.get(node.i)
        verb = ctx.verbs[node.i]
        if upper is None and verb is None:
            nominal = nominal or (link == "acl:relcl" and not clause.copular)
            continue
        tenses = upper.verb.tenses if upper is not None else verb.tenses  # type: ignore[union-attr]
        finite = tenses - NON_FINITE
        irrealis = not its_that_ and ((finite and finite <= IRREALIS) or _has_if(ctx, node))
        persons = upper.verb.persons if upper is not None else verb.persons  # type: ignore[union-attr]
        if irrealis and persons and persons <= SECOND and _denied_before(ctx, node):
            irrealis = False  # "no olvides que ...": a command's mood, no wish
        lemma = upper.verb.lemma if upper is not None else verb.lemma  # type: ignore[union-attr]
        if irrealis and lemma in ctx.lang.frame_verbs and not _has_if(ctx, node):
            # "you should know that i'm from chennai": the mood is the telling's
            irrealis = not any(
                c.dep_ == "nsubj" and c.lower_ in ctx.lang.second_person
                for c in ctx.children[node.i]
            )
        # A clause said before the verb that "governs" it is its own ("I'm vegetarian, so
        # what should I cook?"), not under its mood.
        if link in COMPLEMENT and irrealis and node.i < clause.anchor.i:
            blocked = True
        if lemma in ctx.lang.wish_verbs and link not in ("advcl", "conj", "parataxis"):
            blocked = True  # "I wish I had a dog": nothing below a wish is a fact
        through, nominal = nominal, False  # not past a relative clause's noun: "tenho uma
        # tia que mora em salvador" is no complement of "ter" (a hedge verb in "não tenho ...")
        if link in ("ccomp", "csubj", "dep", "obj") and node.i < clause.anchor.i and not through:
            speaker = _speaker(ctx, upper, node)
            if (
                lemma in ctx.lang.frame_verbs
                and speaker == "you"
                and clause.pred.head.i == node.i
                and _not_known(ctx, node)
            ):
                hedged = True  # "não sei se ...": the user does not know whether
            elif lemma in ctx.lang.frame_verbs and speaker in ("you", "addressee", ""):
                opening = ctx.sent_start[node.i]
                if speaker != "you" and any(
                    c.i == opening and c.lower_ in ctx.lang.question_words
                    for c in ctx.children[node.i]
                ):
                    blocked = True  # "how do you say i'm allergic to nuts": words asked about
                else:
                    embedded = True
            elif lemma in ctx.lex.hedge_verbs and speaker == "you":
                hedged = True
            elif lemma in ctx.lang.report_verbs and speaker == "other":
                blocked = True
    if not embedded:
        embedded = ctx.told[clause.anchor.i]
    return hedged, blocked, embedded


def its_that(tokens: Any, clause: Word, head: Word) -> bool:
    """A complement clause right after a copula of its head: "... es que yo soy de puebla".

    The copula is the head or its "cop" word ("si hay wifi es que ...": the parse may hang
    the copula on the noun before); the clause's complementiser comes right after it.
    """
    mark = next((c for c in clause.children if c.dep_ == "mark" and c.i > head.i), None)
    if mark is None or mark.i == 0:
        return False
    copula = tokens[mark.i - 1]
    return copula.pos_ == "AUX" and (
        copula.i == head.i or (copula.dep_ == "cop" and copula.head.i == head.i)
    )


def _present_copula(ctx: Ctx, clause: Word) -> bool:
    """The copula before the clause's complementiser is a present ("es que", not "será que")."""
    mark = next((c for c in ctx.children[clause.i] if c.dep_ == "mark"), None)
    verb = ctx.verbs[mark.i - 1] if mark is not None and mark.i > 0 else None
    return verb is not None and verb.tenses <= {"Pres"}


def _denied_before(ctx: Ctx, verb: Word) -> bool:
    """A negation word among the verb's dependents before it ("no olvides")."""
    return any(is_negation(ctx, c) for c in ctx.children[verb.i] if c.i < verb.i)


def _not_known(ctx: Ctx, verb: Word) -> bool:
    """A denied frame verb opening an "if/whether" complement ("I don't know if ...")."""
    if not any(is_negation(ctx, c) for c in ctx.children[verb.i] if c.i < verb.i):
        return False
    return any(
        c.dep_ == "mark" and c.lower_ not in ctx.lex.complementizers
        for child in ctx.children[verb.i]
        if child.dep_ == "ccomp"
        for c in ctx.children[child.i]
    )


def _speaker(ctx: Ctx, clause: Clause | None, token: Word) -> str:
    """Who says or thinks: "you", "addressee", "other" or "" (nobody named)."""
    if clause is not None:
        subject = clause.subject
        if subject == YOU:
            return "you"
        if subject is not None and subject.kind != "pronoun":
            return "other"
        if clause.verb.persons and clause.verb.persons <= SECOND:
            return "addressee"
        if subject is not None and clause.subj_tok is None and _telling_you(ctx, clause, token):
            return "you"
        if subject is not None or clause.subj_tok is not None:
            return "other"  # a name, a pronoun, or anyone else ("people think ...")
    first = ctx.lang.first_person
    if any(
        c.lower_ in first and c.dep_ in ("iobj", "obj", "expl:comp") for c in ctx.children[token.i]
    ):
        return "you"  # "me parece que ..."
    return ""


def _telling_you(ctx: Ctx, clause: Clause, token: Word) -> bool:
    """A dropped subject of the first or third person telling the addressee something.

    "te quería contar que ...", "quería decirte que ...": a verb form shared by "I" and
    "he/she" (the imperfect) with a verb of telling or a "you" clitic under it, and no "me",
    is the user's own telling ("me quería contar que ..." is someone else's).
    """
    persons = clause.verb.persons
    if not persons & FIRST or persons <= FIRST or persons & SECOND:
        return False
    under = [c for c in ctx.children[token.i] if c.dep_ in ("xcomp", "expl:pv", "iobj", "obj")]
    words = [*under, *(g for c in under if c.dep_ == "xcomp" for g in ctx.children[c.i])]
    if any(w.lower_ in ctx.lang.first_person for w in words):
        return False
    return any(
        (w.dep_ != "xcomp" and is_clitic(ctx, w) and w.lower_ in ctx.lang.second_person)
        or (w.dep_ == "xcomp" and w.lemma_.lower() in ctx.lang.frame_verbs)
        for w in words
    )


def told_tokens(ctx: Ctx) -> list[bool]:
    """Per token: a frame verb and then a complementiser came earlier in its sentence.

    "¿sabías que ...", "est-ce que je t'ai dit que ...": what follows is told, even when the
    parse split the sentence.
    """
    told = [False] * len(ctx.tokens)
    saw_frame = after = False
    for token in ctx.tokens:
        if token.i == ctx.sent_start[token.i]:
            saw_frame = after = False
        told[token.i] = after
        verb = ctx.verbs[token.i]
        if verb is not None and set(verb.lemmas) & ctx.lang.frame_verbs:
            saw_frame = True
        elif saw_frame and token.lower_ in ctx.lex.complementizers:
            after = True
    return told


def negated_argument(ctx: Ctx, noun: Word) -> bool:
    """True when a negation stands right before the phrase ("no en Madrid", "pas à Paris")."""
    if any(is_negation(ctx, c) and c.i < noun.i for c in ctx.children[noun.i]):
        return True
    i = noun.i - 1
    start = ctx.sent_start[noun.i]
    tokens = ctx.tokens
    while i >= start and (tokens[i].dep_ in ("case", "det") or tokens[i].pos_ in ("ADP", "DET")):
        i -= 1
    return (
        i >= start
        and i < noun.i - 0
        and is_negation(ctx, ctx.tokens[i])
        and not (i > start and ctx.lower[i - 1] == ctx.lower[i])  # "no no en X": a repair
        and not (ctx.clauses.get(i + 1) is not None)
        and _negation_before_phrase(ctx, ctx.tokens[i], noun)
    )


def _negation_before_phrase(ctx: Ctx, neg: Word, noun: Word) -> bool:
    # The negation must not be the clause's own ("no tengo coche": "no" precedes the verb).
    return all(ctx.verbs[t.i] is None for t in ctx.tokens[neg.i + 1 : noun.i])
