"""Clause subjects: the parser's subject, agreement, antecedents, and word order.

A first-person verb has the user as its subject whatever the parse says; otherwise the
subject arc, a relative's antecedent, the governing clause's subject, a dislocated subject
("Moi c'est Inès") or the word right before the verb names it.
"""

from __future__ import annotations

from dataclasses import replace

from hotmem import nlp
from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.ud.context import (
    AUX,
    CLITIC_DEPS,
    FIRST,
    NON_FINITE,
    SECOND,
    SUBJ,
    Clause,
    Ctx,
    word_before,
)
from hotmem.extraction.ud.kinship import kin_of, names_of, nominal_word, noun_mention, owner_of
from hotmem.extraction.ud.names import (
    is_naming,
    lowercase_name,
    name_like,
    name_text,
    name_words,
    named_value,
)
from hotmem.extraction.ud.phrases import conjuncts, relation_for
from hotmem.extraction.ud.words import Word
from hotmem.relations import KIN_GENDER
from hotmem.text import normalize_entity


def resolve_subject(ctx: Ctx, clause: Clause, depth: int) -> None:
    """Set the clause's subject (token and mention); ``depth`` bounds borrowing it."""
    if clause.subject is not None or clause.subj_tok is not None or depth > 4:
        return
    persons = clause.verb.persons
    token = _subject_token(ctx, clause)
    if token is not None and token.lower_ in ctx.lang.first_person:
        if token.lower_ in ctx.lang.determiners and any(
            c.dep_ == "det" for c in ctx.children[token.i]
        ):
            clause.subj_tok = token  # "il mio si chiama pepe": mine (a thing), not the user
            return
        clause.subj_tok, clause.subject = token, YOU
        return
    if token is not None and persons & FIRST and _with_speaker(ctx, token):
        clause.subj_tok, clause.subject = token, YOU  # "mein Mann und ich wohnen": we
        return
    if persons and persons <= FIRST:
        # Agreement: a first-person verb's subject is the user, whatever the parser attached
        # ("El verano pasado fui a Japón": "verano" is not the subject).
        clause.subject = YOU
        return
    if _addressed(ctx, clause):
        return  # "você mora ...": the assistant, whatever the verb's person
    if token is not None:
        clause.subj_tok, clause.subject = token, _subject_mention(ctx, clause, token)
        return
    if persons and persons <= SECOND:
        return
    before = clause.anchor.i - 1
    if before >= 0 and ctx.lower[before] in ctx.lex.existential and ctx.pos[before] == "PRON":
        return  # "y a des jours où ...": a spoken "il y a" without its "il" is of no one
    clause.subject = _implicit_subject(ctx, clause, depth)
    if clause.subject is None or clause.subject.kind == "pronoun":
        found = _surface_subject(ctx, clause)
        if found is not None:
            # "Mon meilleur ami s'appelle Louis" with "ami" left as a root: word order.
            clause.subj_tok = found[1]
            clause.subject = found[0] or clause.subject
        if (
            (found is None or found[0] is None)
            and clause.subject is not None
            and persons & FIRST
            and "3s" not in persons
        ):
            clause.subject = YOU  # no subject word: "sono" (I am / they are) is the speaker's


def _addressed(ctx: Ctx, clause: Clause) -> bool:
    """A second-person subject word before the verb ("você é muito simpático")."""
    anchor = clause.anchor
    return any(
        c.dep_ in SUBJ and c.i < anchor.i and c.lower_ in ctx.lang.second_person
        for owner in (clause.pred, anchor)
        for c in ctx.children[owner.i]
    )


def _personal(ctx: Ctx, token: Word) -> bool:
    return token.lower_ in ctx.lang.first_person or token.lower_ in ctx.lex.pronouns


def _with_speaker(ctx: Ctx, token: Word) -> bool:
    """A subject coordinated with a first-person pronoun ("mein Mann und ich")."""
    return any(
        c.dep_ == "conj" and c.lower_ in ctx.lang.first_person for c in ctx.children[token.i]
    )


def _subject_token(ctx: Ctx, clause: Clause) -> Word | None:
    anchor, pred = clause.anchor, clause.pred
    seen = {anchor.i}
    candidates = []
    owners = [pred, anchor]
    if anchor.dep_ in AUX and anchor.head.i != anchor.i:
        owners.append(anchor.head)  # "Mon fils a huit ans": "fils" hangs off "ans"
    for owner in owners:
        for child in ctx.children[owner.i]:
            if child.dep_ in SUBJ and child.i not in seen and _usable_subject(ctx, child):
                seen.add(child.i)
                candidates.append(child)
    left = [c for c in candidates if c.i < anchor.i]
    if left:
        nearest = max(left, key=lambda t: t.i)
        if ctx.lex.pronouns.get(nearest.lower_) in ("he", "she", "they"):
            # "my husband, uh, he works at ...": the noun the pronoun takes up
            nouns = [c for c in left if c.i < nearest.i and not _personal(ctx, c)]
            return max(nouns, key=lambda t: t.i) if nouns else nearest
        return nearest
    if clause.copular or clause.verb.lemma in ctx.lex.name_verbs:
        if ctx.lang.verb_second:  # "Letzten Sommer war ich in Italien": the pronoun after it
            pronouns = [c for c in candidates if c.i > anchor.i and _personal(ctx, c)]
            return min(pronouns, key=lambda t: t.i) if pronouns else None
        return None  # after "se llama" the parser's subject is the name itself
    right = [c for c in candidates if c.i > anchor.i]
    return min(right, key=lambda t: t.i) if right else None


def had_relative(ctx: Ctx, noun: Word) -> Mention | None:
    """An unnamed relative the speaker says they have: "tenho uma tia que mora em salvador".

    The object of a first-person "have" (its ``""`` row gives ``has``), no possessive.
    """
    kin = kin_of(ctx, noun)
    if kin is None or noun.dep_ != "obj" or owner_of(ctx, noun) is not None:
        return None
    if "Plur" in noun.morph.get("Number") or any(c.dep_ == "nummod" for c in ctx.children[noun.i]):
        return None  # "ho due figlie che ...": no one relative
    clause = ctx.clauses.get(noun.head.i) or ctx.by_pred.get(noun.head.i)
    if clause is None or not clause.verb.persons or not clause.verb.persons <= FIRST:
        return None
    if relation_for(ctx, clause.lemma_keys(), "") != "has":
        return None
    return Mention(kin, "kin", gender=KIN_GENDER.get(kin, ""))


def _usable_subject(ctx: Ctx, token: Word) -> bool:
    lower = token.lower_
    if (
        lower in ctx.lang.first_person
        or lower in ctx.lex.pronouns
        or lower in ctx.lang.relative_pronouns
    ):
        return True
    if lower in ctx.lex.not_names and not nominal_word(ctx, token):
        return False  # "Hola", "Eh", "Oui", "Perdón": openers the parser took for subjects
    return token.pos_ in ("NOUN", "PROPN", "PRON", "X", "ADJ")


def _subject_mention(ctx: Ctx, clause: Clause, token: Word) -> Mention | None:
    lower = token.lower_
    kind = ctx.lex.pronouns.get(lower)
    if lower in ctx.lang.relative_pronouns or "Rel" in token.morph.get("PronType"):
        heads = [clause.pred]
        if lower not in ctx.lex.pronouns:  # "das ist so bei salzburg": a demonstrative too
            heads.append(clause.anchor)  # "mia moglie che è di milano": the copula's clause
        for head in heads:
            if head.dep_ in ("acl", "acl:relcl", "advcl") and head.head.i != head.i:
                return noun_mention(ctx, head.head) or had_relative(ctx, head.head)
        if kind not in ("he", "she"):
            return None  # a demonstrative opening its own clause is a pronoun ("der ist ...")
    if kind == "it":
        return _dislocated(ctx, token)
    if kind is not None and token.pos_ != "DET":
        nxt = ctx.tokens[token.i + 1] if token.i + 1 < len(ctx.tokens) else None
        if nxt is not None and nxt.lower_ in ctx.lex.existential:
            return None  # "il y a": no one
        if kind in ("he", "she"):
            doubled = _doubled_subject(ctx, token, kind) or _earlier_subject(
                ctx, clause, token, kind
            )
            if doubled is not None:
                return doubled
        return Mention(lower, "pronoun", pronoun=kind)
    return noun_mention(ctx, token)


def _doubled_subject(ctx: Ctx, pronoun: Word, kind: str) -> Mention | None:
    """The relative or name a spoken subject pronoun doubles: "mon père il était cheminot".

    Right before the pronoun (or one word further: "mon fils matteo il ..."), a user's
    relative or a name of the same gender is what the pronoun stands for.
    """
    word = word_before(ctx, pronoun)
    for _ in range(2):
        if word is None or any(c.dep_ == "case" for c in ctx.children[word.i]):
            return None  # "née à Alger, elle ...": a place, no person
        if word.lower_ in ctx.lex.not_names and not nominal_word(ctx, word):
            return None
        if word.pos_ in ("NOUN", "PROPN") or nominal_word(ctx, word) or name_like(ctx, word):
            mention = noun_mention(ctx, word)
            if mention is not None and mention.gender in ("", kind) and mention != YOU:
                return mention
        if not (name_like(ctx, word) or lowercase_name(ctx, word)):
            return None
        word = word_before(ctx, word)  # "mon fils matteo il ...": the relative it names
    return None


def _earlier_subject(ctx: Ctx, clause: Clause, pronoun: Word, kind: str) -> Mention | None:
    """The relative or person an earlier clause of the turn spoke of, of the pronoun's gender.

    "ma grand-mère elle avait une ferme ... aujourd'hui elle habite à caen": the latest clause
    before the pronoun whose subject is a relative or a name (the speaker's clauses apart),
    said there with the same pronoun doubling it (the spoken topic). Of another gender, in a
    report, or with another person or animal of its gender named between, it stands for no
    one here (the session's mentions resolve it).
    """
    governor = governing_clause(ctx, clause)
    if governor is not None and not set(governor.verb.lemmas).isdisjoint(ctx.lang.report_verbs):
        return None  # "my son's teacher said he ...": a report may speak of someone else
    earlier = [
        c
        for i, c in ctx.clauses.items()
        if i < pronoun.i and c.subject is not None and c.subject.kind in ("kin", "name")
    ]
    if not earlier:
        return None
    before = max(earlier, key=lambda c: c.anchor.i)
    subject, said = before.subject, before.subj_tok
    if subject is None or subject.gender != kind or said is None or said.i >= pronoun.i:
        return None
    if ctx.lex.pronouns.get(said.lower_) != kind:
        return None  # only a topic the speaker already took up so ("ma grand-mère elle ...")
    if ctx.sent_start[said.i] != ctx.sent_start[pronoun.i]:
        return None  # another sentence: the session's mentions hold what it said
    for word in ctx.tokens[said.i + 1 : pronoun.i]:
        if word.pos_ == "PROPN" or name_like(ctx, word):
            return None  # "ma sœur a vu julie, elle ...": someone else it may stand for
        if nominal_word(ctx, word) and "Plur" not in word.morph.get("Number"):
            other = noun_mention(ctx, word)  # "mon frère a un chien, il ..."
            if other is None or other.gender in ("", kind):
                return None
    return subject


def _dislocated(ctx: Ctx, token: Word) -> Mention | None:
    """The subject left of a "c'est" ("Moi c'est Inès", "Sophie, c'est ma meilleure amie")."""
    word = word_before(ctx, token)
    if word is None:
        return None
    if word.lower_ in ctx.lang.first_person:
        return YOU
    kind = ctx.lex.pronouns.get(word.lower_)
    if kind in ("he", "she"):
        return _doubled_subject(ctx, word, kind)  # "mon copain lui c'est un chef"
    head = word
    for _ in range(2):  # "mon film préféré": from the modifier to its noun
        if head.pos_ in ("NOUN", "PROPN") or nominal_word(ctx, head) or name_like(ctx, head):
            break
        if head.head.i == head.i or head.head.i > word.i:
            return None
        head = head.head
    if any(c.dep_ == "case" and c.i < head.i for c in ctx.children[head.i]):
        return None  # "à noël c'est toute une organisation": when, no subject
    return noun_mention(ctx, head)


def _implicit_subject(ctx: Ctx, clause: Clause, depth: int) -> Mention | None:
    """The subject of a clause without one: antecedent, controller, or a dropped pronoun."""
    pred = clause.pred
    # A relative clause speaks of its noun, unless its own subject is some other word
    # ("Google, which is a big company": "which" is no relative pronoun the language lists).
    own = any(c.dep_ in SUBJ for c in ctx.children[pred.i])
    if pred.dep_ in ("acl", "acl:relcl") and pred.head.i != pred.i and not own:
        mention = noun_mention(ctx, pred.head)
        if mention is not None:
            return mention
    if not own and (antecedent := _stranded_antecedent(ctx, clause)) is not None:
        return antecedent
    if clause.verb.tenses <= NON_FINITE and any(
        c.lower_ in ctx.lang.first_person and c.dep_ in CLITIC_DEPS for c in ctx.children[pred.i]
    ):
        return YOU  # "m'installer": a first-person reflexive infinitive
    if _speaker_by_number(clause):
        return YOU  # "mi consigli una ricetta sono celiaca": "sono" with a singular predicate
    governor = governing_clause(ctx, clause)
    if governor is not None and (clause.verb.tenses <= NON_FINITE or pred.dep_ == "conj"):
        resolve_subject(ctx, governor, depth + 1)
        persons = clause.verb.persons
        speaker = governor.subject == YOU and bool(persons) and not persons & FIRST
        if _persons_agree(persons, governor.verb.persons) and not speaker:
            # not the speaker for a verb of no first person ("io non mi va, è una scelta")
            subject = _self_named(ctx, governor) or governor.subject
            if (
                subject is not None
                and subject.pronoun == "1s3sg"
                and persons
                and not persons & FIRST
            ):
                return Mention("", "pronoun", pronoun="3sg")  # "parli ... però è un delirio"
            return subject
    persons = clause.verb.persons  # a dropped subject; word order may still name it
    if "3s" in persons and persons & FIRST:
        topic = _third_person_topic(ctx, clause, depth)
        if topic is not None:
            return topic  # "Mi padre se jubiló; era fontanero": "era" is still the father
    if "3s" in persons:
        return Mention("", "pronoun", pronoun="1s3sg" if persons & FIRST else "3sg")
    if "3p" in persons:
        return Mention("", "pronoun", pronoun="they")
    if ctx.lang.dropped_first_person and _opens_sentence(ctx, clause):
        return YOU  # "Lived in Berlin for two years", "Can't stand olives"
    return None


def _stranded_antecedent(ctx: Ctx, clause: Clause) -> Mention | None:
    """The relative or named person of a relative clause the parse made the head.

    "por mi abuelo que era de calabria": the noun right before the relative pronoun hangs
    on the relative's own verb; a verb of a form the speaker shares ("era") is still theirs.
    """
    verb = clause.anchor
    for child in ctx.children[verb.i]:
        if child.i >= verb.i or child.i == 0 or child.lower_ not in ctx.lang.relative_pronouns:
            continue
        noun = ctx.tokens[child.i - 1]
        if noun.head.i != verb.i or noun.dep_ in SUBJ or noun.pos_ not in ("NOUN", "PROPN"):
            continue
        mention = noun_mention(ctx, noun)
        if mention is not None and mention.kind in ("kin", "name"):
            return mention
    return None


def _third_person_topic(ctx: Ctx, clause: Clause, depth: int) -> Mention | None:
    """The relative or named person the clause before speaks of, with a third-person verb.

    A form both first and third person shares ("era", "vivía") with no subject of its own
    continues that clause's subject; after a clause of the speaker it stays the speaker's.
    """
    before = [c for i, c in ctx.clauses.items() if i < clause.anchor.i and c is not clause]
    if not before:
        return None
    previous = max(before, key=lambda c: c.anchor.i)
    resolve_subject(ctx, previous, depth + 1)
    subject = previous.subject
    if subject is None or subject.kind not in ("kin", "name") or previous.subj_tok is None:
        return None
    return subject if previous.verb.persons == frozenset({"3s"}) else None


def _opens_sentence(ctx: Ctx, clause: Clause) -> bool:
    """A past or auxiliary-led verb first in its sentence, with no subject word of its own.

    Past fillers, adverbs, negations and auxiliaries; a bare verb with no auxiliary is an
    order ("call me Alex"), never the speaker's diary.
    """
    anchor = clause.anchor
    if any(c.dep_ in SUBJ for c in ctx.children[clause.pred.i]):
        return False
    words = ctx.tokens[ctx.sent_start[anchor.i] : anchor.i]
    if any(
        not (w.is_punct or w.pos_ in ("ADV", "AUX", "PART", "INTJ") or w.lower_ in ctx.lang.fillers)
        for w in words
    ):
        return False
    if any(w.pos_ == "AUX" for w in words) or "Past" in clause.verb.tenses:
        return True
    # "Born and raised in Glasgow, living in Bristol now": a participle opening a fragment
    return "Part" in clause.verb.tenses and not any(w.pos_ == "ADV" for w in words)


def _self_named(ctx: Ctx, clause: Clause) -> Mention | None:
    """The name a pronoun subject gives itself: "lui si chiama Marco e abita a Verona".

    A relative pronoun too, when its noun names no one yet ("einen Enkel, der heißt Leo, und
    der ist jetzt drei").
    """
    subject, word = clause.subject, clause.subj_tok
    pronoun = subject is not None and subject.kind == "pronoun"
    relative = subject is None and word is not None and word.lower_ in ctx.lang.relative_pronouns
    if not (pronoun or relative) or not is_naming(ctx, clause.pred):
        return None
    named = named_value(ctx, clause.pred)
    if named is None or any(c.dep_ == "case" for c in ctx.children[named.i]):
        return None  # "si chiama da nino": a place's name, no person's
    return Mention(normalize_entity(name_words(ctx, named), ctx.lang), "name")


def _speaker_by_number(clause: Clause) -> bool:
    """A form of the speaker and of "they" ("sono") whose predicate word is singular."""
    persons, pred = clause.verb.persons, clause.pred
    return (
        "1s" in persons
        and "3p" in persons
        and pred.pos_ in ("ADJ", "NOUN")
        and "Sing" in pred.morph.get("Number")
    )


def _persons_agree(a: frozenset[str], b: frozenset[str]) -> bool:
    return not a or not b or bool(a & b)


def governing_clause(ctx: Ctx, clause: Clause) -> Clause | None:
    """The nearest clause above this one (up to three heads), if any."""
    node = clause.pred
    for _ in range(3):
        if node.head.i == node.i:
            return None
        node = node.head
        found = ctx.clauses.get(node.i) or ctx.by_pred.get(node.i)
        if found is not None and found is not clause:
            return found
    return None


def _surface_subject(ctx: Ctx, clause: Clause) -> tuple[Mention | None, Word] | None:
    """The word right before the verb (past clitics and negation), when the parse lost it.

    Returns (its mention, the word), or None when no subject-like word is there.
    """
    i = clause.anchor.i - 1
    start = ctx.sent_start[clause.anchor.i]
    while i >= start:
        word = ctx.tokens[i]
        if is_clitic(ctx, word) or word.lower_ in ctx.lang.negations or word.dep_ in AUX:
            i -= 1
            continue
        break
    if i < start:
        return None
    word = ctx.tokens[i]
    if word.is_punct or word.pos_ in ("CCONJ", "SCONJ", "ADP"):
        return None
    if word.lower_ in ctx.lang.first_person:
        if any(c.dep_ == "case" and c.lower_ not in ctx.lang.fillers for c in ctx.children[word.i]):
            return None  # "a primavera para mim é um inferno": for whom, no subject
        return YOU, word
    kind = ctx.lex.pronouns.get(word.lower_)
    if kind is not None and word.pos_ == "PRON":
        return Mention(word.lower_, "pronoun", pronoun=kind), word
    if word.dep_ in ("flat", "flat:name", "appos", "nmod") and word.head.i < word.i:
        word = word.head  # "Mon frère Thomas a 35 ans": the name belongs to "frère"
    if word.dep_ == "obl" and any(c.dep_ == "case" for c in ctx.children[word.i]):
        return None  # "und in Wien aufgewachsen": a place with its preposition, no subject
    if word.pos_ in ("NOUN", "PROPN") or name_like(ctx, word):
        return noun_mention(ctx, word), word
    if i == start and _opening_name(ctx, word):
        return Mention(name_text(ctx, word), "name"), word  # "emma fait de la danse"
    return None


def _opening_name(ctx: Ctx, word: Word) -> bool:
    """A transcript's lowercase name opening its sentence, of no list nor the dictionary."""
    low = word.lower_
    return (
        ctx.lang.lowercase_kin_names
        and word.is_alpha
        and word.is_lower
        and low not in ctx.lex.not_names
        and low not in ctx.lex.weak_not_names
        and low not in ctx.lex.nominal_words
        and low not in ctx.lang.not_name_words
        and low not in ctx.lang.time_cues
        and not nlp.known_word(low, ctx.lang.code)  # the tags may read it a plural adjective
    )


def is_clitic(ctx: Ctx, word: Word) -> bool:
    """An unstressed object pronoun ("me", "se", "lo", "m'", "y", "en"), never a subject."""
    if word.pos_ != "PRON" or word.dep_ in SUBJ:
        return False
    return word.dep_ in CLITIC_DEPS or "Yes" in word.morph.get("Reflex")


def shared_subjects(ctx: Ctx, found: list[Candidate]) -> list[Candidate]:
    """Each name of people named together gets what is said of them all.

    "mis hijos pablo y marta viven en madrid", "mis hijos se llaman pablo y marta y viven en
    madrid", "mis hijos, pablo y marta, viven ...": the subject word (the governing clause's, or
    a "they" clause's word set apart before it) is the relatives' noun, whose mention is one
    of their names; the facts of its clause go to every name.
    """
    shared: dict[int, tuple[Mention, list[Mention]]] = {}
    for clause in ctx.clauses.values():
        said = clause.subject
        if said is None:
            continue
        word = clause.subj_tok
        if said.kind == "pronoun" and said.pronoun == "they" and word is None:
            apart = [c for c in ctx.children[clause.pred.i] if c.dep_ == "dislocated"]
            word = apart[0] if apart and apart[0].i < clause.pred.i else None
        elif said.kind != "name":
            continue
        if word is None:
            above = governing_clause(ctx, clause)
            word = above.subj_tok if above is not None and above.subject == said else None
        while word is not None and word.dep_ in ("conj", "appos") and word.head.i < word.i:
            word = word.head  # "pablo y marta": the first of the names
        if word is None:
            continue
        if word.pos_ == "NOUN" and not name_like(ctx, word):
            names = [m for m, _ in names_of(ctx, word)]
        else:  # "pablo y marta viven en madrid"
            names = [noun_mention(ctx, w) for w in (word, *conjuncts(ctx, word))]
        names = [m for m in names if m is not None and m.kind == "name"]
        if len(names) > 1 and (said in names or said.kind == "pronoun"):
            shared[clause.anchor.i] = (said, names)
    if not shared:
        return found
    out = []
    for cand in found:
        said, names = shared.get(cand.anchor, (None, []))
        if cand.subject != said:
            out.append(cand)
            continue
        out += [replace(cand, subject=name) for name in names]
    return out
