"""Dependency patterns for the ClearNLP label scheme (the English small model).

Each predicate (a verb or copula with a subject, or a conjunct that inherits one) becomes a
clause; the clause's flags (negation, hedging, hypothetical, "used to", reported speech) are
read once, then the relation rules run on its children. Noun phrases anywhere in the sentence
add the possessive kinship/pet facts ("my sister Anna", "my dog Rex", "my friend Tom").
"""

from __future__ import annotations

import itertools
from dataclasses import replace

from spacy.tokens import Doc, Token

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.clear_phrases import (
    OBJ_DEPS,
    age_of,
    conjuncts,
    favorite_relation,
    is_event,
    is_name_like,
    mention_of,
    names_of,
    negated_objects,
    noun_phrase_facts,
    object_mention,
    owner_of,
    prep_objects,
    quantity_of,
    singular_mention,
    subtree_words,
)
from hotmem.extraction.clear_surface import surface_candidates
from hotmem.lang.base import LanguageData
from hotmem.relations import with_object_kind

__all__ = ["extract"]

_SUBJ = ("nsubj", "nsubjpass", "csubj")
_PRED_DEPS = ("ROOT", "conj", "ccomp", "xcomp", "advcl", "relcl", "parataxis", "acl")
# Dependents that end an object phrase: clauses, extra prepositions, conjuncts, appositions.
_SURFACE_CLAUSE = 10_000


def extract(doc: Doc, lang: LanguageData) -> list[Candidate]:
    """Candidate facts of one English utterance."""
    found: list[Candidate] = []
    for token in doc:
        if _is_predicate(token):
            found.extend(_clause(token, lang))
        if token.pos_ in ("NOUN", "PROPN"):
            found.extend(noun_phrase_facts(token, lang))
    for candidate, anchor in surface_candidates(doc, lang):
        found.append(_in_clause(candidate, anchor, lang))
    return found


def _in_clause(candidate: Candidate, anchor: Token, lang: LanguageData) -> Candidate:
    """Give a surface match the flags of the clause around it."""
    token = anchor
    for _ in range(6):
        if _is_predicate(token):
            subj = _subject_token(token)
            if subj is not None:
                return _with(candidate, token, _flags(token, subj, lang), lang)
        if token.head.i == token.i:
            break
        token = token.head
    # No verb around it ("my name's Alex" parsed as a bare noun phrase): its own statement.
    return replace(candidate, clause=_SURFACE_CLAUSE + anchor.i)


def _is_predicate(token: Token) -> bool:
    if token.pos_ not in ("VERB", "AUX") and not (token.pos_ == "NOUN" and token.dep_ == "conj"):
        return False
    if any(c.dep_ in _SUBJ for c in token.children):
        return True
    return token.dep_ in ("conj", "xcomp") and token.head.pos_ in ("VERB", "AUX")


# --- clauses -------------------------------------------------------------------------------


def _clause(pred: Token, lang: LanguageData) -> list[Candidate]:
    subj_tok = _subject_token(pred)
    if subj_tok is None:
        return []
    flags = _flags(pred, subj_tok, lang)
    subjects = [subj_tok, *conjuncts(subj_tok, lang)]
    out: list[Candidate] = []
    lemma = pred.lemma_.lower()
    if lemma == "name" and pred.dep_ == "acl":
        return []
    for st in subjects:
        subject = mention_of(st, lang)
        if lemma in lang.copulas:
            # "my name is ...", "my favorite color is ...": the subject noun is the relation.
            out.extend(_copula(pred, st, subject, subjects, lang))
        elif subject is not None:
            out.extend(_verb(pred, subject, lang))
    contrast = _contrast(pred)
    if contrast:
        # "I work at Microsoft now, not Amazon": the "not" denies the alternative only.
        flags["negated"] = False
        out += [
            Candidate(c.subject, c.relation, object_mention(x, lang), negated=True, pattern="not_x")
            for c in list(out)
            for x in contrast
        ]
    return [_with(c, pred, flags, lang) for c in out]


def _contrast(pred: Token) -> list[Token]:
    """Nouns denied after the clause's object: ", not Amazon" hanging off the verb."""
    out = []
    for neg in (c for c in pred.children if c.dep_ == "neg" and c.i > pred.i + 2):
        nxt = neg.doc[neg.i + 1] if neg.i + 1 < len(neg.doc) else None
        if nxt is not None and nxt.pos_ in ("PROPN", "NOUN", "NUM") and nxt.head.i == pred.i:
            out.append(nxt)
    return out


def _subject_token(pred: Token) -> Token | None:
    node = pred
    for _ in range(4):
        for child in node.children:
            if child.dep_ in _SUBJ:
                return child
        if node.dep_ in ("conj", "xcomp") and node.head.i != node.i:
            node = node.head
            continue
        return None
    return None


def _flags(pred: Token, subj: Token, lang: LanguageData) -> dict[str, bool]:
    words = {c.lower_ for c in pred.children}
    lemmas = {c.lemma_.lower() for c in pred.children}
    negated = any(c.dep_ == "neg" for c in pred.children) or bool(words & lang.negations)
    negated = negated or _no_longer(pred, words, lang)
    hedged = bool(lemmas & (lang.hedge_modals | lang.hedge_adverbs))
    blocked = bool((lemmas | words) & lang.irrealis_words)
    blocked = blocked or any(
        c.dep_ == "mark" and c.lower_ in lang.condition_words for c in pred.children
    )
    head = pred.head
    chain = [pred]
    while head.i != chain[-1].i and len(chain) < 5:
        chain.append(head)
        head = head.head
    for lower, upper in itertools.pairwise(chain):
        up_lemma = upper.lemma_.lower()
        if lower.dep_ in ("xcomp", "ccomp") and up_lemma in lang.habit_verbs:
            blocked = True
        if lower.dep_ == "xcomp" and up_lemma in lang.plan_verbs:
            blocked = True
        if lower.dep_ in ("ccomp", "advcl") and any(
            c.dep_ == "mark" and c.lower_ in lang.condition_words for c in lower.children
        ):
            blocked = True
        # The model sometimes labels a reported clause "dobj" ("Tom told me Sarah works ..").
        reported = lower.dep_ == "ccomp" or (lower.dep_ == "dobj" and lower.pos_ == "VERB")
        if reported and up_lemma in lang.report_verbs | lang.frame_verbs:
            up_subj = _subject_token(upper)
            up_word = up_subj.lower_ if up_subj is not None else ""
            if up_word in lang.first_person and up_lemma in lang.hedge_verbs:
                hedged = True
            elif up_lemma in lang.frame_verbs and (
                up_subj is None or up_word in lang.first_person or up_word in lang.second_person
            ):
                pass  # "remember that ...", "did I tell you ...": the complement is told
            else:
                blocked = True
        if upper.lemma_.lower() in lang.wish_verbs:
            blocked = True
    hedged = hedged or bool(words & lang.hedge_adverbs)
    return {"negated": negated, "hedged": hedged, "blocked": blocked}


def _no_longer(pred: Token, words: set[str], lang: LanguageData) -> bool:
    """True for "not ... anymore" / "no longer" around the predicate."""
    for phrase in lang.no_longer:
        if len(phrase) == 1 and phrase[0] in words:
            return True
        if len(phrase) > 1 and phrase[-1] in words and set(phrase[:-1]) <= subtree_words(pred):
            return True
    return False


def _with(c: Candidate, pred: Token, flags: dict[str, bool], lang: LanguageData) -> Candidate:
    embedded = pred.dep_ == "ccomp" and pred.head.lemma_.lower() in lang.frame_verbs
    return Candidate(
        c.subject,
        c.relation,
        c.object,
        negated=flags["negated"] or c.negated,
        hedged=flags["hedged"] or c.hedged,
        blocked=flags["blocked"] or c.blocked,
        clause=pred.i,
        anchor=pred.i,
        embedded=embedded,
        qualifiers=c.qualifiers,
        pattern=c.pattern,
    )


def _copula(
    pred: Token, st: Token, subject: Mention | None, subjects: list[Token], lang: LanguageData
) -> list[Candidate]:
    out: list[Candidate] = []
    head_lemma = st.lemma_.lower()
    owner = owner_of(st, lang)
    if subject is None and not (
        owner is not None and (head_lemma == "name" or favorite_relation(st, lang))
    ):
        return []
    attrs = [c for c in pred.children if c.dep_ in ("attr", "acomp", "oprd")]
    attrs += [a for attr in list(attrs) for a in conjuncts(attr, lang) if a.pos_ == attr.pos_]
    for prep in (c for c in pred.children if c.dep_ == "prep" and subject is not None):
        rel = next(
            (r for cop in lang.copulas if (r := lang.verb_relations.get((cop, prep.lower_)))), None
        )
        for obj in prep_objects(prep, lang):
            if rel and is_name_like(obj, lang):
                out.append(
                    Candidate(subject, rel, object_mention(obj, lang), pattern=f"be_{prep.lower_}")
                )
    for attr in attrs:
        value = object_mention(attr, lang)
        age = age_of(attr, lang)
        if head_lemma == "name" and owner is not None:
            if owner.kind == "kin":
                out.append(Candidate(YOU, owner.text, value, pattern="kin_name_is"))
            else:
                out.append(Candidate(owner, "name", value, pattern="name_is"))
        elif favorite_relation(st, lang) and owner is not None:
            out.append(Candidate(owner, favorite_relation(st, lang), value, pattern="favorite_is"))
        elif age is not None:
            out.append(Candidate(subject, "age", Mention(age, "noun"), pattern="age"))
        elif attr.lemma_.lower() in lang.friend_words and owner_of(attr, lang) is not None:
            out.append(Candidate(owner_of(attr, lang), "friend_of", subject, pattern="is_friend"))
        elif attr.lemma_.lower() in lang.friend_words and len(subjects) > 1:
            if st.i != subjects[0].i:
                continue
            for other in subjects[1:]:
                other_m = mention_of(other, lang)
                if other_m is not None:
                    out.append(Candidate(subject, "friend_of", other_m, pattern="are_friends"))
        elif subject.kind == "kin" and attr.pos_ == "PROPN" and owner_of(st, lang) == YOU:
            out.append(Candidate(YOU, subject.text, value, pattern="kin_is_name"))
        elif subject == YOU and attr.pos_ == "PROPN" and attr.dep_ in ("attr", "acomp"):
            out.append(Candidate(YOU, "name", value, pattern="i_am_name"))
        elif attr.pos_ in ("NOUN", "PROPN") and attr.dep_ in ("attr", "oprd"):
            out.append(Candidate(subject, "is", singular_mention(attr, lang), pattern="is_attr"))
            out.extend(_work_preps(attr, subject, lang))
        elif attr.pos_ == "ADJ" and attr.lower_ in lang.traits:
            out.append(Candidate(subject, "is", Mention(attr.lower_, "noun"), pattern="is_trait"))
    return out


def _preps(pred: Token, lang: LanguageData) -> list[tuple[Token, str]]:
    """The predicate's prepositions with their keys: "in", or "back to" through a particle."""
    out = [(c, c.lower_) for c in pred.children if c.dep_ in ("prep", "agent", "dative")]
    for particle in (c for c in pred.children if c.dep_ == "advmod"):
        if particle.lower_ in lang.back_particles:
            out += [
                (c, f"{particle.lower_} {c.lower_}") for c in particle.children if c.dep_ == "prep"
            ]
    return out


def _work_preps(noun: Token, subject: Mention, lang: LanguageData) -> list[Candidate]:
    # "I'm a nurse at St. Mary's" / "an engineer for Google" -> works_at too.
    out = []
    for prep in (c for c in noun.children if c.dep_ == "prep" and c.lower_ in lang.work_preps):
        for obj in prep_objects(prep, lang):
            if is_name_like(obj, lang):
                out.append(
                    Candidate(subject, "works_at", object_mention(obj, lang), pattern="job_at")
                )
    return out


def _verb(pred: Token, subject: Mention, lang: LanguageData) -> list[Candidate]:
    out: list[Candidate] = []
    lemma = pred.lemma_.lower()
    objs = [c for c in pred.children if c.dep_ in OBJ_DEPS]
    objs += [o for obj in list(objs) for o in conjuncts(obj, lang)]
    if lemma in lang.name_verbs and pred.dep_ != "acl":
        named = [c for c in pred.children if c.dep_ in ("oprd", "xcomp", "attr")]
        target = next((o for o in objs if o.lower_ in lang.first_person), None)
        if named and (target is not None or (subject == YOU and pred.tag_ == "VBN")):
            return [Candidate(YOU, "name", object_mention(named[0], lang), pattern="call_me")]
    if lemma in lang.age_verbs:
        for obj in objs + [c for c in pred.children if c.dep_ in ("attr", "npadvmod")]:
            age = age_of(obj, lang)
            if age is not None:
                return [Candidate(subject, "age", Mention(age, "noun"), pattern="turned")]
    for prep, key in _preps(pred, lang):
        # "take part in": a verb with its object word can be the key ("take part", "in").
        verbs = [lemma, *(f"{lemma} {o.lower_}" for o in objs)]
        rel = next((r for v in verbs if (r := lang.verb_relations.get((v, key)))), None)
        if rel is None:
            continue
        for obj in negated_objects(prep_objects(prep, lang), lang):
            out.append(
                Candidate(subject, rel, object_mention(obj, lang), negated=True, pattern="not_x")
            )
        for obj in prep_objects(prep, lang):
            if rel in with_object_kind("place", "org") and (not is_name_like(obj, lang)):
                continue
            if rel == "is" and obj.pos_ not in ("NOUN", "PROPN"):
                continue
            out.append(Candidate(subject, rel, object_mention(obj, lang), pattern=f"{lemma}_{key}"))
            if rel == "is":
                out.extend(_work_preps(obj, subject, lang))
    rel = lang.verb_relations.get((lemma, ""))
    for obj in objs:
        if obj.lower_ in lang.first_person or obj.pos_ == "PRON":
            continue
        if lemma in lang.possession_verbs:
            out.extend(_possession(obj, subject, lemma, lang))
        elif (rel in ("participated_in",) and not is_event(obj, lang)) or (
            rel in ("went_to", "works_at") and obj.pos_ != "PROPN"
        ):
            continue
        elif rel is not None:
            out.append(Candidate(subject, rel, object_mention(obj, lang), pattern=f"{lemma}_obj"))
    return out


def _possession(obj: Token, subject: Mention, lemma: str, lang: LanguageData) -> list[Candidate]:
    noun = obj.lemma_.lower()
    kin = lang.kinship.get(obj.lower_) or lang.kinship.get(noun) or lang.pets.get(noun)
    kin = kin or lang.pets.get(obj.lower_)
    names = names_of(obj, lang)
    if kin and names:
        return [Candidate(subject, kin, n, pattern="have_kin_named") for n in names]
    if (lemma in lang.acquire_verbs and not kin) or noun in lang.not_possessions:
        return []
    rel = lang.verb_relations.get((lemma, ""), "has")
    quantity = quantity_of(obj, lang)
    quals = (("quantity", quantity),) if quantity else ()
    return [
        Candidate(subject, rel, object_mention(obj, lang), qualifiers=quals, pattern=f"{lemma}_obj")
    ]


# --- noun phrases ----------------------------------------------------------------------


# --- mentions and objects -----------------------------------------------------------------
