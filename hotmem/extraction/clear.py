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
from hotmem.extraction.clear_surface import surface_candidates
from hotmem.lang.base import KIN_GENDER, LanguageData
from hotmem.text import normalize_entity, parse_number

__all__ = ["extract"]

_SUBJ = ("nsubj", "nsubjpass", "csubj")
_OBJ = ("dobj", "obj")
_PRED_DEPS = ("ROOT", "conj", "ccomp", "xcomp", "advcl", "relcl", "parataxis", "acl")
# Dependents that end an object phrase: clauses, extra prepositions, conjuncts, appositions.
_OBJ_STOP = (
    "relcl",
    "acl",
    "prep",
    "cc",
    "conj",
    "appos",
    "punct",
    "advcl",
    "ccomp",
    "det",
    "case",
    "mark",
    "neg",
    "advmod",
    "npadvmod",
    "nummod",
    "quantmod",
)
_NAME_VERBS = ("name", "call")
_SURFACE_CLAUSE = 10_000
_NOT_NAME = ("i", "and", "but", "or", "so")
_FRIEND_WORDS = ("friend", "buddy", "pal", "bestie")
_FRAME_VERBS = ("tell", "mention", "say", "remember", "know", "forget", "note")
_HEDGE_VERBS = ("think", "guess", "believe", "suppose", "reckon", "feel", "assume")


def extract(doc: Doc, lang: LanguageData) -> list[Candidate]:
    """Candidate facts of one English utterance."""
    found: list[Candidate] = []
    for token in doc:
        if _is_predicate(token):
            found.extend(_clause(token, lang))
        if token.pos_ in ("NOUN", "PROPN"):
            found.extend(_noun_phrase_facts(token, lang))
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
                return _with(candidate, token, _flags(token, subj, lang))
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
    subjects = [subj_tok, *_conjuncts(subj_tok)]
    out: list[Candidate] = []
    lemma = pred.lemma_.lower()
    if lemma == "name" and pred.dep_ == "acl":
        return []
    for st in subjects:
        subject = _mention(st, lang)
        if lemma == "be":
            # "my name is ...", "my favorite color is ...": the subject noun is the relation.
            out.extend(_copula(pred, st, subject, subjects, lang))
        elif subject is not None:
            out.extend(_verb(pred, subject, lang))
    contrast = _contrast(pred)
    if contrast:
        # "I work at Microsoft now, not Amazon": the "not" denies the alternative only.
        flags["negated"] = False
        out += [
            Candidate(c.subject, c.relation, _object(x, lang), negated=True, pattern="not_x")
            for c in list(out)
            for x in contrast
        ]
    return [_with(c, pred, flags) for c in out]


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
    negated = any(c.dep_ == "neg" for c in pred.children) or bool(words & {"never", "no"})
    negated = negated or "anymore" in words or ("longer" in words and "no" in _subtree_words(pred))
    hedged = bool(lemmas & {"might", "may", "could", "maybe", "probably", "perhaps", "possibly"})
    blocked = bool(lemmas & {"would", "will", "should", "shall"} | (words & {"'d", "'ll", "gonna"}))
    blocked = blocked or any(
        c.dep_ == "mark" and c.lower_ in ("if", "unless") for c in pred.children
    )
    head = pred.head
    chain = [pred]
    while head.i != chain[-1].i and len(chain) < 5:
        chain.append(head)
        head = head.head
    for lower, upper in itertools.pairwise(chain):
        up_lemma = upper.lemma_.lower()
        if lower.dep_ in ("xcomp", "ccomp") and up_lemma in ("use", "used"):
            blocked = True
        if lower.dep_ == "xcomp" and up_lemma in (
            "want",
            "plan",
            "hope",
            "wish",
            "try",
            "like",
            "love",
            "go",
            "need",
            "decide",
            "consider",
        ):
            blocked = True
        if lower.dep_ in ("ccomp", "advcl") and any(
            c.dep_ == "mark" and c.lower_ in ("if", "unless") for c in lower.children
        ):
            blocked = True
        # The model sometimes labels a reported clause "dobj" ("Tom told me Sarah works ..").
        reported = lower.dep_ == "ccomp" or (lower.dep_ == "dobj" and lower.pos_ == "VERB")
        if reported and up_lemma in lang.report_verbs | lang.frame_verbs:
            up_subj = _subject_token(upper)
            up_word = up_subj.lower_ if up_subj is not None else ""
            if up_word in lang.first_person and up_lemma in _HEDGE_VERBS:
                hedged = True
            elif up_lemma in lang.frame_verbs and (
                up_subj is None or up_word in lang.first_person or up_word in lang.second_person
            ):
                pass  # "remember that ...", "did I tell you ...": the complement is told
            else:
                blocked = True
        if upper.lemma_.lower() in ("wish", "imagine"):
            blocked = True
    if subj.lower_ in lang.hedges or any(w in lang.hedges for w in words if w not in ("may",)):
        hedged = hedged or bool(words & {"maybe", "probably", "perhaps", "possibly"})
    return {"negated": negated, "hedged": hedged, "blocked": blocked}


def _with(c: Candidate, pred: Token, flags: dict[str, bool]) -> Candidate:
    embedded = pred.dep_ == "ccomp" and pred.head.lemma_.lower() in _FRAME_VERBS
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
    owner = _owner(st, lang)
    if subject is None and not (
        owner is not None and (head_lemma == "name" or _favorite(st, lang))
    ):
        return []
    attrs = [c for c in pred.children if c.dep_ in ("attr", "acomp", "oprd")]
    attrs += [a for attr in list(attrs) for a in _conjuncts(attr) if a.pos_ == attr.pos_]
    for prep in (c for c in pred.children if c.dep_ == "prep" and subject is not None):
        rel = lang.verb_relations.get(("be", prep.lower_))
        for obj in _pobjs(prep):
            if rel and _is_name_like(obj):
                out.append(Candidate(subject, rel, _object(obj, lang), pattern=f"be_{prep.lower_}"))
    for attr in attrs:
        value = _object(attr, lang)
        age = _age(attr, lang)
        if head_lemma == "name" and owner is not None:
            if owner.kind == "kin":
                out.append(Candidate(YOU, owner.text, value, pattern="kin_name_is"))
            else:
                out.append(Candidate(owner, "name", value, pattern="name_is"))
        elif _favorite(st, lang) and owner is not None:
            out.append(Candidate(owner, _favorite(st, lang), value, pattern="favorite_is"))
        elif age is not None:
            out.append(Candidate(subject, "age", Mention(age, "noun"), pattern="age"))
        elif attr.lemma_.lower() in ("friend", "buddy", "pal") and _owner(attr, lang) is not None:
            out.append(Candidate(_owner(attr, lang), "friend_of", subject, pattern="is_friend"))
        elif attr.lemma_.lower() in ("friend", "buddy") and len(subjects) > 1:
            if st.i != subjects[0].i:
                continue
            for other in subjects[1:]:
                other_m = _mention(other, lang)
                if other_m is not None:
                    out.append(Candidate(subject, "friend_of", other_m, pattern="are_friends"))
        elif subject.kind == "kin" and attr.pos_ == "PROPN" and _owner(st, lang) == YOU:
            out.append(Candidate(YOU, subject.text, value, pattern="kin_is_name"))
        elif subject == YOU and attr.pos_ == "PROPN" and attr.dep_ in ("attr", "acomp"):
            out.append(Candidate(YOU, "name", value, pattern="i_am_name"))
        elif attr.pos_ in ("NOUN", "PROPN") and attr.dep_ in ("attr", "oprd"):
            out.append(Candidate(subject, "is", _singular(attr, lang), pattern="is_attr"))
            out.extend(_work_preps(attr, subject, lang))
        elif attr.pos_ == "ADJ" and attr.lower_ in lang.traits:
            out.append(Candidate(subject, "is", Mention(attr.lower_, "noun"), pattern="is_trait"))
    return out


def _work_preps(noun: Token, subject: Mention, lang: LanguageData) -> list[Candidate]:
    # "I'm a nurse at St. Mary's" / "an engineer for Google" -> works_at too.
    out = []
    for prep in (c for c in noun.children if c.dep_ == "prep" and c.lower_ in ("at", "for")):
        for obj in _pobjs(prep):
            if _is_name_like(obj):
                out.append(Candidate(subject, "works_at", _object(obj, lang), pattern="job_at"))
    return out


def _verb(pred: Token, subject: Mention, lang: LanguageData) -> list[Candidate]:
    out: list[Candidate] = []
    lemma = pred.lemma_.lower()
    objs = [c for c in pred.children if c.dep_ in _OBJ]
    objs += [o for obj in list(objs) for o in _conjuncts(obj)]
    if lemma in _NAME_VERBS and pred.dep_ != "acl":
        named = [c for c in pred.children if c.dep_ in ("oprd", "xcomp", "attr")]
        target = next((o for o in objs if o.lower_ in lang.first_person), None)
        if named and (target is not None or (subject == YOU and pred.tag_ == "VBN")):
            return [Candidate(YOU, "name", _object(named[0], lang), pattern="call_me")]
    if lemma == "go" and any(c.lower_ == "by" for c in pred.children if c.dep_ == "prep"):
        prep = next(c for c in pred.children if c.dep_ == "prep" and c.lower_ == "by")
        return [Candidate(subject, "name", _object(o, lang), pattern="go_by") for o in _pobjs(prep)]
    if lemma == "turn":
        for obj in objs + [c for c in pred.children if c.dep_ in ("attr", "npadvmod")]:
            age = _age(obj, lang)
            if age is not None:
                return [Candidate(subject, "age", Mention(age, "noun"), pattern="turned")]
    for prep in (c for c in pred.children if c.dep_ in ("prep", "agent", "dative")):
        key = prep.lower_
        rel = lang.verb_relations.get((lemma, key))
        if lemma == "take" and key == "in" and not any(o.lower_ == "part" for o in objs):
            rel = None
        if rel is None:
            continue
        for obj in _negated_objects(_pobjs(prep)):
            out.append(Candidate(subject, rel, _object(obj, lang), negated=True, pattern="not_x"))
        for obj in _pobjs(prep):
            if rel in ("lives_in", "born_in", "moved_from", "moved_to", "went_to", "works_at") and (
                not _is_name_like(obj)
            ):
                continue
            if rel == "is" and obj.pos_ not in ("NOUN", "PROPN"):
                continue
            out.append(Candidate(subject, rel, _object(obj, lang), pattern=f"{lemma}_{key}"))
            if rel == "is":
                out.extend(_work_preps(obj, subject, lang))
    if lemma in ("move", "go", "come", "relocate", "travel", "fly"):
        for adv in (c for c in pred.children if c.dep_ == "advmod" and c.lower_ == "back"):
            for prep in (c for c in adv.children if c.dep_ == "prep" and c.lower_ == "to"):
                for obj in _pobjs(prep):
                    rel = "moved_to" if lemma in ("move", "relocate") else "went_to"
                    out.append(Candidate(subject, rel, _object(obj, lang), pattern="back_to"))
    rel = lang.verb_relations.get((lemma, ""))
    for obj in objs:
        if obj.lower_ in lang.first_person or obj.pos_ == "PRON":
            continue
        if lemma in ("have", "own", "get", "adopt"):
            out.extend(_possession(obj, subject, lemma, lang))
        elif (rel in ("participated_in",) and not _is_event(obj, lang)) or (
            rel in ("went_to", "works_at") and obj.pos_ != "PROPN"
        ):
            continue
        elif rel is not None:
            out.append(Candidate(subject, rel, _object(obj, lang), pattern=f"{lemma}_obj"))
    return out


def _possession(obj: Token, subject: Mention, lemma: str, lang: LanguageData) -> list[Candidate]:
    noun = obj.lemma_.lower()
    kin = lang.kinship.get(obj.lower_) or lang.kinship.get(noun) or lang.pets.get(noun)
    kin = kin or lang.pets.get(obj.lower_)
    names = _names_of(obj, lang)
    if kin and names:
        return [Candidate(subject, kin, n, pattern="have_kin_named") for n in names]
    if (lemma == "get" and not kin) or noun in lang.not_possessions:
        return []
    rel = "owns" if lemma == "own" else "has"
    quantity = _quantity(obj, lang)
    quals = (("quantity", quantity),) if quantity else ()
    return [Candidate(subject, rel, _object(obj, lang), qualifiers=quals, pattern=f"{lemma}_obj")]


# --- noun phrases ----------------------------------------------------------------------


def _noun_phrase_facts(noun: Token, lang: LanguageData) -> list[Candidate]:
    """Facts of possessive noun phrases: "my sister Anna", "my dog Rex", "my friend Tom"."""
    word = noun.lower_
    kin = lang.kinship.get(word) or lang.pets.get(word) or lang.kinship.get(noun.lemma_.lower())
    is_friend = noun.lemma_.lower() in _FRIEND_WORDS
    if not kin and not is_friend:
        return []
    owner = _owner(noun, lang)
    if owner is None:
        # "Anna, my sister": the possessive noun is the apposition of the name.
        return []
    out = []
    for name in _names_of(noun, lang):
        if is_friend:
            out.append(
                Candidate(owner, "friend_of", name, clause=-1, anchor=noun.i, pattern="my_friend_x")
            )
        else:
            out.append(Candidate(owner, kin, name, clause=-1, anchor=noun.i, pattern="my_kin_x"))
    if noun.dep_ == "appos" and noun.head.pos_ == "PROPN":
        name = Mention(normalize_entity(_name_words(noun.head), lang), "name", gender=_gender(kin))
        rel = "friend_of" if is_friend else kin
        out.append(Candidate(owner, rel, name, clause=-1, anchor=noun.i, pattern="x_my_kin"))
    return out


def _names_of(noun: Token, lang: LanguageData) -> list[Mention]:
    """Proper names attached to a kin/pet noun: apposition, compound, "named"/"called X"."""
    names = []
    gender = _gender(lang.kinship.get(noun.lower_, ""))
    for child in noun.children:
        if child.dep_ == "appos" and child.pos_ == "PROPN":
            names.append(child)
        elif child.dep_ == "acl" and child.lemma_.lower() in _NAME_VERBS:
            names.extend(c for c in child.children if c.dep_ in ("oprd", "attr", "xcomp", "dobj"))
    if noun.dep_ == "compound" and noun.head.pos_ == "PROPN":
        names.append(noun.head)
    if not names:
        names.extend(_capitalised_after(noun))
    return [Mention(normalize_entity(_name_words(n), lang), "name", gender=gender) for n in names]


def _capitalised_after(noun: Token) -> list[Token]:
    """A name the model misread right after a kin noun ("my cousin Raj lives ...").

    A capitalised word right after the kin noun that the model did not read as a verb is its
    name.
    """
    doc = noun.doc
    if noun.i + 1 >= len(doc):
        return []
    nxt = doc[noun.i + 1]
    looks_named = nxt.text[:1].isupper() and nxt.text.isalpha()
    if looks_named and nxt.pos_ not in ("VERB", "AUX", "PRON") and nxt.lower_ not in _NOT_NAME:
        return [nxt]
    return []


def _name_words(token: Token) -> list[str]:
    parts = [c for c in token.lefts if c.dep_ in ("compound", "flat") and c.pos_ == "PROPN"]
    parts.append(token)
    parts += [c for c in token.rights if c.dep_ in ("compound", "flat") and c.pos_ == "PROPN"]
    return [t.text for t in parts]


# --- mentions and objects -----------------------------------------------------------------


def _mention(token: Token, lang: LanguageData) -> Mention | None:
    lower = token.lower_
    if lower in lang.first_person:
        return YOU
    for kind, words in (
        ("he", lang.pronouns_he),
        ("she", lang.pronouns_she),
        ("they", lang.pronouns_they),
        ("it", lang.pronouns_it),
    ):
        if lower in words:
            return Mention(lower, "pronoun", pronoun=kind)
    if token.pos_ == "PRON":
        return None
    kin = lang.kinship.get(lower) or lang.pets.get(lower) or lang.kinship.get(token.lemma_.lower())
    if (kin or token.lemma_.lower() in _FRIEND_WORDS) and _owner(token, lang) == YOU:
        names = _names_of(token, lang)
        if names:
            return names[0]
        if kin:
            return Mention(kin, "kin", gender=_gender(kin))
    if token.pos_ == "PROPN":
        return Mention(normalize_entity(_name_words(token), lang), "name")
    return None


def _owner(token: Token, lang: LanguageData) -> Mention | None:
    for child in token.children:
        if child.dep_ == "poss":
            if child.lower_ in lang.first_person:
                return YOU
            return _mention(child, lang)
    return None


def _gender(kin: str | None) -> str:
    return KIN_GENDER.get(kin or "", "")


def _object(token: Token, lang: LanguageData) -> Mention:
    words = _phrase(token)
    kind = "name" if token.pos_ == "PROPN" else "noun"
    return Mention(normalize_entity(words, lang), kind)


def _singular(token: Token, lang: LanguageData) -> Mention:
    """An attribute noun phrase with its head in the singular ("both nurses" -> "nurse")."""
    words = _phrase(token)
    if token.tag_ in ("NNS", "NNPS") and token.text in words:
        words[words.index(token.text)] = token.lemma_
    return Mention(normalize_entity(words, lang), "noun")


def _phrase(token: Token) -> list[str]:
    """The object's noun phrase.

    Modifiers and names, no clause, no trailing prepositions except "of" inside a name
    ("University of Washington").
    """
    keep = [token]
    for child in token.children:
        if child.dep_ in _OBJ_STOP and not (
            child.dep_ == "prep" and child.lower_ == "of" and token.pos_ == "PROPN"
        ):
            continue
        if child.dep_ == "poss" and child.pos_ == "PRON":
            continue
        keep.extend(child.subtree)
    keep = sorted(set(keep), key=lambda t: t.i)
    # Cut at a gap: words must be contiguous.
    start = keep.index(token)
    lo = hi = start
    while lo > 0 and keep[lo - 1].i == keep[lo].i - 1:
        lo -= 1
    while hi < len(keep) - 1 and keep[hi + 1].i == keep[hi].i + 1:
        hi += 1
    return [t.text for t in keep[lo : hi + 1] if t.pos_ != "PUNCT" or t.text in ("-", "&", "'s")]


def _pobjs(prep: Token) -> list[Token]:
    objs = [c for c in prep.children if c.dep_ in ("pobj", "pcomp")]
    return objs + [o for obj in objs for o in _conjuncts(obj)]


def _conjuncts(token: Token) -> list[Token]:
    """Coordinated words of the same kind ("Seattle and Portland").

    A negated one ("Lyon, not Paris") is left to :func:`_negated_objects`.
    """
    out = []
    for child in token.children:
        if child.dep_ != "conj" or _is_negated_conj(child):
            continue
        nominal = child.pos_ in ("NOUN", "PROPN") and token.pos_ in ("NOUN", "PROPN")
        if child.pos_ == token.pos_ or nominal:
            out.append(child)
            out.extend(_conjuncts(child))
    return out


def _is_negated_conj(token: Token) -> bool:
    if any(c.dep_ == "neg" or c.lower_ in ("not", "never") for c in token.children):
        return True
    prev = token.doc[token.i - 1] if token.i else None
    return prev is not None and prev.lower_ in ("not", "n't")


def _negated_objects(tokens: list[Token]) -> list[Token]:
    """Objects denied inside a coordination: "in Lyon, not Paris" -> [Paris]."""
    out = []
    for token in tokens:
        out += [c for c in token.children if c.dep_ in ("conj", "appos") and _is_negated_conj(c)]
    return out


def _is_name_like(token: Token) -> bool:
    return token.pos_ in ("PROPN", "NOUN", "NUM") and token.lower_ not in ("home", "place", "way")


def _is_event(token: Token, lang: LanguageData) -> bool:
    words = {t.lower_ for t in token.subtree} | {token.lemma_.lower()}
    return bool(words & lang.event_words)


def _favorite(subject: Token, lang: LanguageData) -> str | None:
    mods = [c for c in subject.children if c.dep_ in ("amod", "compound", "nmod")]
    if not any(m.lower_ in lang.favorite_words for m in mods):
        return None
    thing = lang.favorite_things.get(subject.lemma_.lower()) or lang.favorite_things.get(
        subject.lower_
    )
    if thing is None:
        thing = subject.lemma_.lower().replace(" ", "_")
    return f"favorite_{thing}"


def _age(token: Token, lang: LanguageData) -> str | None:
    """The age a token states: "34", "thirty-four", "34 years old" -> "34"."""
    if token.lower_ == "old":
        for child in token.children:
            if child.lemma_.lower() in ("year", "yr"):
                nums = [c for c in child.children if c.dep_ in ("nummod", "quantmod")]
                if nums:
                    return _number_text(nums[0], lang)
        return None
    if token.pos_ == "NUM" or token.like_num:
        value = _number_text(token, lang)
        if value is not None and 0 < int(value) < 130:
            return value
    return None


def _number_text(token: Token, lang: LanguageData) -> str | None:
    """The number a token starts or ends ("twenty - nine" split by the tokenizer -> 29)."""
    doc = token.doc
    lo = hi = token.i
    while lo > 0 and _numberish(doc[lo - 1], lang):
        lo -= 1
    while hi + 1 < len(doc) and _numberish(doc[hi + 1], lang):
        hi += 1
    # Self-repair: "I'm twenty... twenty-six" means the number said last.
    nxt = hi + 1
    while nxt < len(doc) and doc[nxt].is_punct and doc[nxt].text != "-":
        nxt += 1
    if nxt > hi + 1 and nxt < len(doc) and _numberish(doc[nxt], lang) and doc[nxt].text != "-":
        return _number_text(doc[nxt], lang)
    words = [t.text for t in doc[lo : hi + 1] if t.text != "-"]
    value = parse_number(words, lang)
    return None if value is None else str(value)


def _numberish(token: Token, lang: LanguageData) -> bool:
    return (
        token.text == "-"
        or (token.lower_ in lang.number_words and token.lower_ not in ("a", "an"))
        or token.text.isdigit()
    )


def _quantity(obj: Token, lang: LanguageData) -> str | None:
    for child in obj.children:
        if child.dep_ == "nummod":
            return _number_text(child, lang)
    return None


def _subtree_words(token: Token) -> set[str]:
    return {t.lower_ for t in token.subtree}
