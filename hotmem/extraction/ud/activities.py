"""Plans and activities told with a doing or planning verb.

A plan is the infinitive under a plan verb (``PLAN_VERBS``, as its head or its auxiliary:
"quiero aprender japonés", "voy a abrir una panadería", "je compte déménager à Lyon"), kept as
said without its time words; an activity is the bare object of a doing verb (``ACTIVITY_VERBS``:
"hago yoga", "faccio pilates").
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.ud.context import NON_FINITE, SUBJ, Clause, Ctx, emit
from hotmem.extraction.ud.experiencers import is_infinitive
from hotmem.extraction.ud.kinship import noun_mention, owner_of
from hotmem.extraction.ud.names import name_like
from hotmem.extraction.ud.objects import co_subjects, direct_objects
from hotmem.extraction.ud.phrases import case_word, conjuncts, object_mention, relation_for
from hotmem.extraction.ud.words import Word
from hotmem.lang import get_language
from hotmem.text import contains_phrase

# The complements a plan's phrase keeps: "aprender japonés", "nach Japan fahren".
_COMPLEMENTS = frozenset({"obj", "obl", "obl:arg", "xcomp", "iobj"})
# A plan verb in these tenses tells no plan: a past, a conditional wish, a future guess.
_NOT_PLANNING = frozenset({"Past", "Imp", "Cnd", "Fut"})


def plan_facts(ctx: Ctx) -> list[Candidate]:
    """A plan told as a verb phrase: "quiero aprender japonés", "je compte déménager à Lyon".

    The infinitive under a plan verb (``PLAN_VERBS``, as its head or its auxiliary: "voy a
    abrir una panadería") with its first complement, as said, without the time words after it.
    """
    if not ctx.lang.plan_verbs:
        return []
    out = []
    for token in ctx.tokens:
        if not is_infinitive(ctx, token):
            continue
        governor = _plan_governor(ctx, token)
        if governor is None or _lemma(ctx, token) in ctx.lang.report_verbs:
            continue  # "te quería contar", "je voulais dire": talk, no plan
        if not _planning_now(ctx, governor):
            continue  # a present, whatever the subjunctive shares its form ("je compte")
        if _clitic_before(ctx, governor, token) or _someone_else(ctx, governor, token):
            continue  # "me iría a vivir", "me voy a trabajar", "je vais me présenter"
        if governor.dep_ == "acl:relcl" and governor.head.pos_ == "PRON":
            continue  # "il sait pas ce qu'il veut faire": what is wanted is not said
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
        if clause is None:
            continue
        said = clause.flags
        if said.negated or said.conditional or said.hedged:
            continue
        # the rule-based parse hangs a clause after the plan on its plan verb, not on the
        # infinitive ("quiero ir a vietnam si me da el presupuesto")
        shallow = ctx.lang.dependency_labels == "none"
        if _conditioned(ctx, token) or (shallow and _conditioned(ctx, governor)):
            continue
        if _vague(ctx, token) or _routine(ctx, token):
            continue
        value = _plan_phrase(ctx, token)
        if all(w in ctx.lang.stop_words for w in value.split()):
            continue  # "my girlfriend wants to go back": no plan a fact could keep
        cand = emit(clause, clause.subject, "plans", Mention(value, "noun"), "plan_verb")
        out.append(replace(cand, blocked=False))
    return out


def trip_plan(ctx: Ctx, clause: Clause, case: Word, noun: Word, *, named: bool) -> list[Candidate]:
    """A present trip with a time ahead is a plan: "je pars au Japon en avril" (FUTURE_WORDS).

    The plan is the verb's infinitive with its place as said ("partir au japon"); a trip told
    with no time ahead ("je vais au Japon") stays nothing.
    """
    future = ctx.lang.future_words
    subject = clause.subject
    if not future or subject is None or case.i > noun.i or not named:
        return []  # "je vais à la plage demain": an outing, no place named
    if set(clause.verb.lemmas) & ctx.lang.return_verbs:
        return []  # "on rentre d'italie demain": on the way home, no trip ahead
    end = ctx.sent_end[noun.i]
    after = next((i for i in ctx.clauses if noun.i < i < end), end)  # up to the next clause
    if not any(w in future for w in ctx.lower[noun.i + 1 : after]):
        return []
    said = clause.flags
    if said.negated or said.conditional or said.hedged:
        return []
    last = noun.i
    while (
        last + 1 < end
        and ctx.tokens[last + 1].head.i == noun.i
        and ctx.tokens[last + 1].dep_ in ("flat", "flat:name", "compound", "amod")
    ):
        last += 1  # "partir en nouvelle-zélande", "aller à new york"
    words = [clause.verb.lemma, *ctx.lower[case.i : last + 1]]
    cand = emit(clause, subject, "plans", Mention(" ".join(words), "noun"), "trip_ahead")
    return [replace(cand, blocked=False)]


def _planning_now(ctx: Ctx, governor: Word) -> bool:
    """The plan verb is in the present: "quiero", "je compte", "i'm planning" (a progressive)."""
    verb = ctx.verbs[governor.i]
    if verb is None or verb.tenses & _NOT_PLANNING:
        return False
    if "Pres" in verb.tenses:
        return True
    return verb.tenses <= {"Ger"} and any(
        c.dep_ in ("aux", "aux:tense")
        and (aux := ctx.verbs[c.i]) is not None
        and "Pres" in aux.tenses
        and not aux.tenses & _NOT_PLANNING
        for c in ctx.children[governor.i]
    )


def _someone_else(ctx: Ctx, governor: Word, inf: Word) -> bool:
    # "my wife wants me to take up golf": the plan of the one named before the infinitive.
    return any(
        c.dep_ in ("obj", "iobj") and c.i < inf.i and c.pos_ == "PRON"
        for c in ctx.children[governor.i]
    ) or any(c.dep_ in ("nsubj", "nsubj:pass") for c in ctx.children[inf.i])


def _vague(ctx: Ctx, token: Word) -> bool:
    # "quiero vivir en Japón algún día": a wish with no time of its own is no plan.
    start, end = ctx.sent_start[token.i], ctx.sent_end[token.i]
    words = [t.lower_ for t in ctx.tokens[start:end]]
    return any(
        words[i : i + len(phrase)] == list(phrase)
        for phrase in ctx.lang.vague_markers
        for i in range(len(words) - len(phrase) + 1)
    )


def _conditioned(ctx: Ctx, inf: Word) -> bool:
    # "si gano la lotería voy a comprar una casa": an "if" clause hangs on the plan.
    return any(
        c.dep_ == "advcl" and any(m.lower_ in ctx.lex.if_words for m in ctx.children[c.i])
        for c in ctx.children[inf.i]
    )


def _plan_governor(ctx: Ctx, inf: Word) -> Word | None:
    """The plan verb over an infinitive: its head ("quiero aprender") or auxiliary ("voy a")."""
    plans = ctx.lang.plan_verbs
    head = inf.head
    if inf.dep_ in ("xcomp", "ccomp", "obj") and head.i < inf.i and _lemma(ctx, head) in plans:
        if any(
            c.dep_ == "obj" and c.pos_ in ("NOUN", "PROPN") and c.i < inf.i
            for c in ctx.children[head.i]
        ):
            return None  # "voglio una macchina per girare in città": the thing wanted, a purpose
        return head
    for child in ctx.children[inf.i]:
        if child.i < inf.i and child.dep_ in ("aux", "aux:tense") and _lemma(ctx, child) in plans:
            return child
    return None


def _clitic_before(ctx: Ctx, governor: Word, inf: Word) -> bool:
    # A pronoun of the speaker or the listener on the verbs ("me voy a", "je vais te dire"):
    # going somewhere or talking, not a plan. The listener after the infinitive too ("je vais
    # jaser avec toi"): the talk now, no plan.
    persons = ctx.lang.first_person | ctx.lang.second_person
    return any(
        c.lower_ in persons and c.pos_ == "PRON" and c.dep_ not in ("nsubj", "nsubj:pass")
        for t in (governor, inf)
        for c in ctx.children[t.i]
        if c.i < inf.i
    ) or any(
        c.lower_ in ctx.lang.second_person and c.dep_.startswith("obl")
        for c in ctx.children[inf.i]
        if c.i > inf.i
    )


def _lemma(ctx: Ctx, token: Word) -> str:
    verb = ctx.verbs[token.i]
    return verb.lemma if verb is not None else token.lemma_.lower()


def _plan_phrase(ctx: Ctx, inf: Word) -> str:
    """The infinitive and its first complement as said ("hacer el camino de Santiago").

    An oblique the verb takes as a relation follows it too ("study engineering at uni"), not
    any other ("abrir una panadería con mi socio"). A verb-second language says it before a
    final infinitive: "(ich will) Klavier lernen".
    """
    if ctx.lang.verb_second:
        before = [
            c
            for c in ctx.children[inf.i]
            if c.i < inf.i and c.dep_ in _COMPLEMENTS and not _time_word(ctx, c)
        ]
        if before:
            start = before[-1].left_edge.i
            words = [t for t in ctx.tokens[start : inf.i + 1] if t.dep_ != "mark"]  # "zu"
            return "".join(t.text_with_ws for t in words).strip().lower()
    end = inf.i
    first = True
    for child in ctx.children[inf.i]:
        if child.i <= inf.i or child.dep_ not in _COMPLEMENTS:
            continue
        if first or (
            child.dep_ == "obl"
            and case_word(ctx, child)
            and relation_for(ctx, (_lemma(ctx, inf),), case_word(ctx, child)) is not None
        ):
            end = child.right_edge.i
            if first and ctx.lang.dependency_labels == "none":
                end = _without_company(ctx, child, end)
        first = False
    kept: list[Word] = []
    for token in ctx.tokens[inf.i : end + 1]:
        if _time_word(ctx, token):
            break
        kept.append(token)
    while len(kept) > 1 and kept[-1].pos_ == "DET":
        kept.pop()  # "passer le permis cet été": the time's determiner before it goes too
    return "".join(t.text_with_ws for t in kept).strip().lower()


def _without_company(ctx: Ctx, noun: Word, end: int) -> int:
    """Where a complement ends before a phrase naming the user's own people.

    The rule-based parse hangs every phrase after a noun on it: "abrir una panadería con mi
    socio" is the plan "abrir una panadería" (the partner is no part of it).
    """
    for child in ctx.children[noun.i]:
        case = case_word(ctx, child)
        if (
            child.i > noun.i
            and child.dep_ == "nmod"
            and case
            and case not in ctx.lex.name_links
            and owner_of(ctx, child) == YOU
        ):
            return min(end, child.left_edge.i - 1)
    return end


def _time_word(ctx: Ctx, token: Word) -> bool:
    # Where the plan's phrase ends: its time ("el año que viene", "nächstes Jahr").
    return token.lower_ in ctx.lang.time_cues or token.is_punct or _time_nominal(ctx, token)


def _time_nominal(ctx: Ctx, token: Word) -> bool:
    # "passer le concours l'an prochain": a nominal with no preposition inside a noun phrase.
    if token.dep_ == "det":
        token = token.head  # "l'an prochain": its article goes with it
    return token.dep_ == "nmod" and token.pos_ == "NOUN" and not case_word(ctx, token)


def activity_facts(ctx: Ctx, clause: Clause) -> list[Candidate]:
    """A bare object of a doing verb is an activity: "hago yoga", "faccio pilates" (``does``).

    Only without an article: "hago un cocido" is a dish, no hobby (``ACTIVITY_VERBS``).
    """
    if clause.subject is None:
        return []
    out = _activity_alone(ctx, clause) if ctx.lang.activity_intransitives else []
    if not set(clause.lemma_keys()) & ctx.lang.activity_verbs:
        return out
    for obj in direct_objects(ctx, clause):
        if obj.pos_ not in ("NOUN", "PROPN", "X") or any(
            c.dep_ in ("det", "nummod", "nmod", "nmod:poss")
            and not (c.dep_ == "nmod" and "Tim" in c.morph.get("AdvType"))  # "de segunda a sexta"
            for c in ctx.children[obj.i]
        ):
            continue  # "i do math about risk all day", "doing my phd": a task, no hobby
        # "faço enfermagem": a field of study is studied, no hobby
        studied = obj.lower_ in ctx.lang.study_fields or obj.lemma_.lower() in ctx.lang.study_fields
        if "Plur" in obj.morph.get("Number") and not studied:
            continue  # "we do korean tacos", "he does shifts": what is made or worked
        if obj.lower_ in ctx.lang.idiom_nouns:
            continue  # "ich mache pause", "ich mache urlaub": an idiom, no hobby
        if _takes_relation(ctx, clause, obj):
            continue  # "faço mestrado em física": the field is the fact, no hobby
        rel = "studies" if studied else "does"
        out.append(emit(clause, clause.subject, rel, object_mention(ctx, obj), "activity_obj"))
        # "my husband and i do yoga", "io e mia moglie facciamo yoga": each of them does it
        out += [replace(out[-1], subject=other) for other in _co_subjects(ctx, clause)]
        if studied:  # "faço enfermagem na ufba": where it is studied (WORK_PREPS)
            out.extend(_studied_at(ctx, clause))
    return out


def _co_subjects(ctx: Ctx, clause: Clause) -> list[Mention]:
    """The others a coordinated subject names with the clause's: the speaker among them."""
    if clause.subject == YOU:
        return co_subjects(ctx, clause)
    subj = clause.subj_tok
    if subj is None:
        return []
    others = [noun_mention(ctx, other) for other in conjuncts(ctx, subj)]
    return [m for m in others if m is not None and m != clause.subject]


def _takes_relation(ctx: Ctx, clause: Clause, obj: Word) -> bool:
    """A phrase after the object that the object takes as a relation ("mestrado em física")."""
    keys = (obj.lemma_.lower(), obj.lower_)
    return any(
        c.i > obj.i and relation_for(ctx, keys, case_word(ctx, c))
        for c in ctx.children[clause.pred.i]
        if c.dep_ == "obl"
    )


def _studied_at(ctx: Ctx, clause: Clause) -> list[Candidate]:
    return [
        emit(clause, clause.subject, "studies_at", object_mention(ctx, c), "field_at")
        for c in ctx.children[clause.pred.i]
        if c.dep_ == "obl" and case_word(ctx, c) in ctx.lang.work_preps and name_like(ctx, c)
    ]


def _activity_alone(ctx: Ctx, clause: Clause) -> list[Candidate]:
    """A verb that is an activity by itself, in the present: "corro", "vado a correre".

    ``ACTIVITY_INTRANSITIVES``, as the clause's verb with no object, or as the infinitive
    under an activity verb or a verb of going ("andare a" went_to, no plan verb); the fact is
    the infinitive.
    """
    if clause.copular or "Pres" not in clause.verb.tenses or _progressive(ctx, clause):
        return []
    done = ctx.lang.activity_intransitives
    verbs = []
    if (
        clause.verb.lemma in done
        and not _complemented(ctx, clause)
        and not _after_copula(ctx, clause)
    ):
        if not _somewhere_to(ctx, clause.pred) and not _purpose(ctx, clause.pred):
            # "corro pro escritório", "je cours partout pour les emmener": going, no sport
            verbs.append(clause.verb.lemma)
    elif not set(clause.verb.lemmas) & ctx.lang.plan_verbs or _routine(ctx, clause.pred):
        keys = clause.lemma_keys()
        # "le samedi je vais courir": a routine's going needs no preposition ("vado a")
        going = bool(set(clause.verb.lemmas) & ctx.lang.plan_verbs)
        doing = bool(set(keys) & ctx.lang.activity_verbs) or going
        for c in ctx.children[clause.pred.i]:
            if c.dep_ != "xcomp" or c.i < clause.pred.i or (lemma := _lemma(ctx, c)) not in done:
                continue
            mark = next((m.lower_ for m in ctx.children[c.i] if m.dep_ == "mark"), "")
            if doing and (verb := ctx.verbs[c.i]) is not None and verb.tenses == {"Part"}:
                verbs.append(c.lower_)  # "faço corrida": the noun the participle spells
            elif doing or (mark and relation_for(ctx, keys, mark) == "went_to"):
                verbs.append(lemma)
        verbs += [c.lower_ for c in _going_activities(ctx, clause, keys)]
    forms = ctx.lang.activity_forms
    liked = _liked_going(ctx, clause)
    relation = "does"
    if liked:
        relation = "dislikes" if _liked_going(ctx, clause, ctx.lang.negations) else "likes"
    out = [
        emit(
            clause,
            clause.subject,
            relation,
            Mention(forms.get(lemma, lemma), "noun"),
            "activity_alone",
        )
        for lemma in verbs
        if clause.subject is not None
    ]
    # "io e la mia amica andiamo a correre": each of them does it
    out += [replace(c, subject=other) for c in out[:1] for other in _co_subjects(ctx, clause)]
    return [replace(c, negated=False) for c in out] if liked else out


def _going_activities(ctx: Ctx, clause: Clause, keys: tuple[str, ...]) -> list[Word]:
    """A bare noun of ``GOING_ACTIVITIES`` after a verb of going: "vado in palestra".

    Only with words of a routine (HABITUAL_MARKERS): "vado in palestra tutti i giorni".
    """
    if not ctx.lang.going_activities:
        return []
    start, end = ctx.sent_start[clause.pred.i], ctx.sent_end[clause.pred.i]
    if not contains_phrase(ctx.lower[start:end], ctx.lang.habitual_markers):
        return []
    return [
        c
        for c in ctx.children[clause.pred.i]
        if c.dep_ == "obl"
        and c.i > clause.pred.i
        and c.lower_ in ctx.lang.going_activities
        and not any(d.dep_ in ("det", "nmod:poss") for d in ctx.children[c.i])
        and relation_for(ctx, keys, case_word(ctx, c)) == "went_to"
    ]


def _liked_going(ctx: Ctx, clause: Clause, words: frozenset[str] | None = None) -> bool:
    """An adverb of LIKING_ADVERBS on the verb of going: "ich geh gern wandern" likes it.

    With ``words`` (the negations), a word of those on it: "ich geh nicht gern schwimmen"
    dislikes it (no retraction of a hobby).
    """
    adverbs = ctx.lang.liking_adverbs if words is None else words
    if not ctx.lang.liking_adverbs:
        return False
    pred = clause.pred
    preds = [pred, pred.head] if pred.dep_ in ("conj", "xcomp") else [pred]
    return any(c.lower_ in adverbs for p in preds for c in ctx.children[p.i])


def _routine(ctx: Ctx, token: Word) -> bool:
    """A verb of going with an activity under it, said with words of a routine (HABITUAL_MARKERS).

    "los lunes voy a nadar", "todos los días voy a correr": what one does, no plan.
    """
    markers = ctx.lang.habitual_markers
    if not markers:
        return False
    done = ctx.lang.activity_intransitives
    if is_infinitive(ctx, token):
        if _lemma(ctx, token) not in done:
            return False
    elif not any(c.dep_ == "xcomp" and _lemma(ctx, c) in done for c in ctx.children[token.i]):
        return False
    start, end = ctx.sent_start[token.i], ctx.sent_end[token.i]
    return contains_phrase(ctx.lower[start:end], markers)


def _after_copula(ctx: Ctx, clause: Clause) -> bool:
    """A finite form right after a finite copula, no subject of its own: a misread noun.

    "ich war früher koch": two finite verbs do not stand side by side.
    """
    pred = clause.pred
    if any(c.dep_ in SUBJ for c in ctx.children[pred.i]):
        return False
    i = pred.i - 1
    while i >= 0 and ctx.pos[i] == "ADV":
        i -= 1
    verb = ctx.verbs[i] if i >= 0 else None
    return verb is not None and verb.lemma in ctx.lex.copulas and bool(verb.tenses - NON_FINITE)


def _progressive(ctx: Ctx, clause: Clause) -> bool:
    """A copula as the verb's auxiliary: "i'm swimming today" is what is done now, no habit."""
    return any(
        c.dep_ == "aux" and c.lemma_.lower() in ctx.lang.copulas
        for c in ctx.children[clause.pred.i]
    )


def _somewhere_to(ctx: Ctx, verb: Word) -> bool:
    """An oblique with a preposition of going ("went_to", "moved_to" in VERB_RELATIONS)."""
    going = _destination_preps(ctx.lang.code)
    return any(
        c.dep_ == "obl"
        and case_word(ctx, c) in going
        and "Tim" not in c.morph.get("AdvType")  # "nuoto due volte a settimana": how often
        for c in ctx.children[verb.i]
    )


def _purpose(ctx: Ctx, verb: Word) -> bool:
    """A clause after the verb with its own conjunction: "je cours partout pour les emmener".

    Not with words of a routine or a time: "corro tutte le mattine prima di andare al lavoro".
    """
    start, end = ctx.sent_start[verb.i], ctx.sent_end[verb.i]
    if contains_phrase(ctx.lower[start:end], ctx.lang.habitual_markers) or any(
        c.dep_ == "obl:tmod" for c in ctx.children[verb.i]
    ):
        return False
    return any(
        c.dep_ in ("advcl", "xcomp")
        and c.i > verb.i
        and any(m.dep_ == "mark" for m in ctx.children[c.i])
        for c in ctx.children[verb.i]
    )


@lru_cache(maxsize=16)
def _destination_preps(code: str) -> frozenset[str]:
    return frozenset(
        prep
        for (_, prep), rel in get_language(code).verb_relations.items()
        if prep and rel in ("went_to", "moved_to")
    )


def _complemented(ctx: Ctx, clause: Clause) -> bool:
    """The verb has an object or complement: "das gleiche koche", "cucino la pasta".

    Not a lone adjective the parse made its object: "ich koch jeden abend frisch" (how).
    """
    objects = [o for o in direct_objects(ctx, clause) if o.pos_ != "ADJ" or ctx.children[o.i]]
    return bool(objects) or any(
        c.dep_ in ("xcomp", "ccomp", "dep")
        and c.pos_ in ("NOUN", "PROPN", "ADJ", "VERB")
        and not _adverbial(ctx, clause.pred, c)
        for c in ctx.children[clause.pred.i]
    )


def _adverbial(ctx: Ctx, pred: Word, comp: Word) -> bool:
    """An infinitive an adverb's preposition brings: "corro prima di andare al lavoro" (when)."""
    mark = next((m for m in ctx.children[comp.i] if m.dep_ == "mark" and m.i < comp.i), None)
    if mark is None or mark.i - 1 <= pred.i:
        return False
    return ctx.pos[mark.i - 1] in ("ADV", "ADJ")
