"""Statuses: a word that is a closed relation's canonical value ("divorced", "engaged").

"I'm divorced", "I just got engaged", "estoy casada", "me divorcié": the predicate word or its
verb's lemma is in the language's STATUS_WORDS, which names the relation and its canonical value
(``marital_status``).
"""

from __future__ import annotations

from hotmem.extraction.candidate import Candidate, Mention
from hotmem.extraction.ud.context import AUX, Clause, Ctx, emit
from hotmem.extraction.ud.names import name_like, name_words
from hotmem.extraction.ud.phrases import case_word
from hotmem.extraction.ud.words import Word
from hotmem.text import normalize_entity


def _status(ctx: Ctx, word: Word) -> tuple[str, str] | None:
    """(relation, canonical value) a predicate word states, or None."""
    table = ctx.lang.status_words
    return table.get(word.lower_) or table.get(word.lemma_.lower())


def status_facts(ctx: Ctx, clause: Clause) -> list[Candidate]:
    """The status the clause's predicate states ("I'm divorced", "I got engaged")."""
    if clause.subject is None:
        return []
    year = _year_of_study(ctx, clause)
    if year:
        return year
    found = _status(ctx, clause.pred) or next(
        (ctx.lang.status_words[k] for k in clause.lemma_keys() if k in ctx.lang.status_words),
        None,
    )  # "me divorcié": the verb's lemma
    if found is None and clause.anchor.dep_ in AUX and clause.anchor.head.i > clause.anchor.i:
        found = _status(ctx, clause.anchor.head)  # "we got married": "got" is the predicate
    word = clause.pred
    if found is None and set(clause.verb.lemmas) & ctx.lang.become_verbs:
        found = _become(ctx, clause)  # "fiquei viúva", "ficamos noivos"
        if found is not None:
            word = ctx.tokens[clause.pred.i + 1]  # the status word, its partner's head
    if found is None or _acts_on_a_thing(ctx, clause):
        return []  # "je sépare les blancs des jaunes": the verb acts on something else
    if _planned(ctx, clause.pred):
        return []  # "je vais me marier en juin": a plan, not the status now
    relation, value = found
    out = [emit(clause, clause.subject, relation, Mention(value, "noun"), "status_word")]
    return out + (_partner(ctx, clause, word) or _pair_partner(ctx, clause, word))


def _partner(ctx: Ctx, clause: Clause, word: Word) -> list[Candidate]:
    """The partner a status word's "with" phrase names: "sono sposata con Paolo" (husband).

    ``word`` is the status word: the predicate, or the word after a verb of becoming ("está
    noiva do felipe").
    """
    kin = ctx.lang.status_partners.get(word.lower_)
    if kin is None or clause.subject is None:
        return []
    for child in ctx.children[word.i]:
        if child.dep_ not in ("obl", "nmod") or child.i < word.i:
            continue
        if case_word(ctx, child) not in ctx.lang.partner_preps:
            continue
        if not (name_like(ctx, child) or _bare_name(ctx, child)):
            return []  # "sposata con un medico": no name
        name = Mention(normalize_entity(name_words(ctx, child), ctx.lang), "name")
        return [emit(clause, clause.subject, kin, name, "status_partner")]
    return []


def _pair_partner(ctx: Ctx, clause: Clause, word: Word) -> list[Candidate]:
    """The name said with the speaker as one subject: "eu e o rodrigo ficamos noivos".

    PAIR_PARTNERS gives the partner by the name's article ("o rodrigo": fiance); a name with
    no article, or any other word, is no partner.
    """
    table = ctx.lang.pair_partners
    kins = table.get(word.lower_) or next(
        (table[k] for k in clause.lemma_keys() if k in table), None
    )
    subj = clause.subj_tok
    if not kins or subj is None or clause.subject is None or clause.subject.kind != "you":
        return []
    first = subj.head if subj.dep_ == "conj" else subj
    group = [first, *(c for c in ctx.children[first.i] if c.dep_ == "conj")]
    me = [t for t in group if t.lower_ in ctx.lang.first_person]
    others = [t for t in group if t not in me]
    if len(group) != 2 or len(me) != 1 or not name_like(ctx, others[0]):
        return []
    other = others[0]
    arts = [c.lower_ for c in ctx.children[other.i] if c.dep_ == "det" and c.i < other.i]
    kin = kins.get(arts[0]) if len(arts) == 1 else None
    if kin is None:
        return []
    name = Mention(normalize_entity(name_words(ctx, other), ctx.lang), "name")
    return [emit(clause, clause.subject, kin, name, "status_partner")]


def _bare_name(ctx: Ctx, word: Word) -> bool:
    """A lowercase word with no article where a person goes: a name ("con chiara")."""
    return (
        word.is_alpha
        and ctx.pos[word.i] in ("NOUN", "PROPN", "X")
        and word.lower_ not in ctx.lex.not_names
        and not any(c.dep_ in ("det", "nummod") for c in ctx.children[word.i])
    )


def _become(ctx: Ctx, clause: Clause) -> tuple[str, str] | None:
    """The status word right after a verb of becoming (BECOME_VERBS), its dependent."""
    i = clause.pred.i + 1
    if i >= ctx.sent_end[clause.pred.i]:
        return None
    word = ctx.tokens[i]
    return _status(ctx, word) if word.head.i == clause.pred.i else None


def _acts_on_a_thing(ctx: Ctx, clause: Clause) -> bool:
    """The status verb has an object with its article ("les blancs"), no person of one's own."""
    return any(
        c.dep_ == "obj"
        and c.pos_ == "NOUN"
        and any("Art" in d.morph.get("PronType") for d in ctx.children[c.i])
        for c in ctx.children[clause.pred.i]
    )


def _planned(ctx: Ctx, pred: Word) -> bool:
    """The status verb complements a plan verb ("je vais me marier", "on veut se pacser")."""
    head = pred.head
    if pred.dep_ not in ("xcomp", "ccomp") or head.i >= pred.i:
        return False
    verb = ctx.verbs[head.i]
    return verb is not None and verb.lemma in ctx.lang.plan_verbs


def _year_of_study(ctx: Ctx, clause: Clause) -> list[Candidate]:
    """A year of a course with its field: "sono al secondo anno di medicina a padova".

    Read off the words at the predicate (the parse hangs them many ways): a STUDY_YEAR_NOUNS
    word with an ordinal (STUDY_YEAR_ORDINALS) right before it, then a preposition and a field
    (STUDY_FIELDS): the subject studies the field; a name right after, with a preposition a
    verb of VERB_RELATIONS studies at, or any noun after WORK_PREPS, is where. Not in a
    denied clause.
    """
    lang = ctx.lang
    if not lang.study_year_nouns or clause.flags.negated:
        return []
    pred, lower = clause.pred, ctx.lower
    end = ctx.sent_end[pred.i]
    year = next(
        (
            i
            for i in range(max(pred.i, 1), min(pred.i + 4, end - 2))
            if lower[i] in lang.study_year_nouns
            and lower[i - 1] in lang.study_year_ordinals
            and ctx.pos[i + 1] == "ADP"  # "en segundo año de": the year before "de"
        ),
        None,
    )
    if year is None or ctx.pos[year + 1] != "ADP" or lower[year + 2] not in lang.study_fields:
        return []
    last = year + 2
    while (
        last + 1 < end
        and ctx.tokens[last + 1].head.i == year + 2
        and ctx.tokens[last + 1].dep_ in ("amod", "compound")
    ):
        last += 1  # "engenharia informática": the field's word after it
    field = Mention(
        normalize_entity([t.text for t in ctx.tokens[year + 2 : last + 1]], lang), "noun"
    )
    out = [emit(clause, clause.subject, "studies", field, "year_of")]
    at = {prep for (_, prep), rel in lang.verb_relations.items() if rel == "studies_at"}
    for i in range(last + 1, min(last + 4, end)):
        place = ctx.tokens[i]
        if ctx.pos[i] in ("NOUN", "PROPN"):
            # a name ("a padova"), or a school a WORK_PREPS article tells ("al politecnico")
            articled = ctx.pos[i - 1] == "DET" and lower[i - 2] in lang.work_preps
            if (
                lower[i - 1] in lang.work_preps
                or articled  # "à la fac de nanterre"
                or (case_word(ctx, place) in at and name_like(ctx, place))
            ):
                name = Mention(normalize_entity(name_words(ctx, place), lang), "name")
                out.append(emit(clause, clause.subject, "studies_at", name, "year_of_at"))
            break
    return out
