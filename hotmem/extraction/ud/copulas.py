"""Copular facts: "soy profesora", "mi nombre es X", "Marta es mi mejor amiga".

Names, kin and friends on either side of the copula, and the "is" attribute (a job or a
durable trait, not a mood).
"""

from __future__ import annotations

from dataclasses import replace

from hotmem import nlp
from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.ud.context import SUBJ, Clause, Ctx, emit, time_clause, word_before
from hotmem.extraction.ud.favorites import favorite_thing, given_name, spoken_value
from hotmem.extraction.ud.kinship import friend_word, kin_of, listed_names, noun_mention, owner_of
from hotmem.extraction.ud.names import (
    introduced_name,
    lowercase_name,
    name_like,
    name_text,
    name_words,
    repaired_name,
)
from hotmem.extraction.ud.naming import name_of_pronoun
from hotmem.extraction.ud.numbers import parse_compound_number
from hotmem.extraction.ud.obliques import (
    article_name,
    articled,
    articled_case,
    ended_name,
    indefinite,
    unnamed_org,
)
from hotmem.extraction.ud.phrases import (
    case_word,
    conjuncts,
    object_mention,
    phrase_words,
    relation_for,
)
from hotmem.extraction.ud.repairs import repair_end
from hotmem.extraction.ud.words import Word
from hotmem.relations import favorite
from hotmem.text import normalize_entity


def _cleft(ctx: Ctx, clause: Clause) -> bool:
    """A copula before a complementizer whose clause has a copula of another tense: a cleft.

    "meu avô é que era o contador": "era" tells it ("é que é" says the same either way).
    """
    anchor = clause.anchor
    children = ctx.children[clause.pred.i]
    return any(
        c.dep_ == "mark" and c.i == anchor.i + 1 and c.lower_ in ctx.lang.complementizers
        for c in children
    ) and any(
        c.dep_ == "cop" and c.i > anchor.i + 1 and c.lower_ != anchor.lower_ for c in children
    )


def copula_facts(ctx: Ctx, clause: Clause) -> list[Candidate]:
    """Copular facts: "soy profesora", "mi nombre es X", "Marta es mi mejor amiga"."""
    lex = ctx.lex
    pred, st, subject = clause.pred, clause.subj_tok, clause.subject
    if pred is clause.anchor or case_word(ctx, pred):
        return []  # "soy de Colombia": an oblique relation, read with the other obliques
    if _cleft(ctx, clause):
        return []  # "meu avô é que era o contador": the copula after "que" tells it
    thing = _favorite_of_mine(ctx, st) if st is not None else None
    if thing is not None:  # "what's your favorite animal mine's the otter"
        return [emit(clause, YOU, thing, object_mention(ctx, pred), "mine_is")]
    me_it = clause.subject == YOU and _said_of_it(ctx, clause)
    thing = _favorite_asked(ctx, clause.anchor.i) if me_it else None
    if thing is not None:  # "c'est quoi ton film préféré moi c'est le dîner de cons"
        return [emit(clause, YOU, thing, spoken_value(ctx, pred, clause.anchor), "mine_is")]
    noun_fact = _relation_noun_fact(ctx, clause) if ctx.lang.relation_nouns else None
    if noun_fact is not None:  # "meine Muttersprache ist Italienisch"
        return [noun_fact]
    if (st is not None and favorite_thing(ctx, st) is not None) or (
        pred.pos_ == "NOUN" and favorite_thing(ctx, pred) is not None
    ):
        return []  # "mi color favorito es el azul", "X es mi equipo favorito": _favorite_facts
    passion = _passion_of_mine(ctx, st, pred) if st is not None else None
    if passion is not None:  # "la mia passione è la fotografia"
        return [emit(clause, YOU, passion, object_mention(ctx, pred), "passion_is")]
    subj_word = (
        _dislocated_token(ctx, st)
        if st is not None and st.lower_ in ctx.lex.pronouns and ctx.lex.pronouns[st.lower_] == "it"
        else st
    )
    value = _value_mention(ctx, pred)
    if subj_word is not None and (
        subj_word.lemma_.lower() in lex.name_nouns or subj_word.lower_ in lex.name_nouns
    ):
        value = value or _said_name(ctx, clause, pred)
        repaired = repaired_name(ctx, pred) if value is not None else None
        denied = [value] if repaired is not None else []
        if repaired is not None:  # "my sister's name is jenna i mean jenny"
            value = Mention(normalize_entity(name_words(ctx, repaired), ctx.lang), "name")
        owner = owner_of(ctx, subj_word)
        if owner is not None and value is not None and value.kind == "name":
            return [
                emit(clause, owner, "name", v, "name_is", negated=v is not value)
                for v in [value, *denied]
            ]
        holder = _possessor_noun(ctx, subj_word)
        if holder is not None and value is not None and value.kind == "name":
            # "my sister's name is Anna", "my friend's name is Tom"
            relation = kin_of(ctx, holder) or "friend_of"
            return [
                emit(clause, YOU, relation, v, "kin_name_is", negated=v is not value)
                for v in [value, *denied]
            ]
        return name_of_pronoun(ctx, clause, subj_word, value) if value is not None else []
    if (
        value is None
        and subj_word is not None
        and introduced_name(ctx, pred)
        and _next_to(ctx, clause, pred)
    ):
        value = Mention(name_text(ctx, pred), "name")  # "ma meilleure amie c'est inès"
    if value is not None and value.kind == "name" and subj_word is not None:
        # "mi hermana es Ana", "mon meilleur ami, c'est Karim"
        listed = listed_names(ctx, pred)
        lemma = subj_word.lemma_.lower()
        subj_kin = kin_of(ctx, subj_word) or (  # "my kids are noah and ava": a plural listed
            ctx.lang.kinship.get(lemma) or ctx.lang.pets.get(lemma) if listed else None
        )
        if subj_kin is not None and owner_of(ctx, subj_word) == YOU:
            # "os meus filhos são o leo e a maria": each name listed
            named = [value] + [Mention(name_text(ctx, c), "name") for c in listed]
            return [emit(clause, YOU, subj_kin, v, "kin_is_name") for v in named]
        if friend_word(ctx, subj_word) and owner_of(ctx, subj_word) == YOU:
            return [emit(clause, YOU, "friend_of", value, "friend_is_name")]
    if (
        (subject is None or subject.kind == "noun")
        and st is not None
        and _bare_name_subject(ctx, clause, st)
        and kin_of(ctx, pred) is not None
        and owner_of(ctx, pred) == YOU
    ):  # "chiara è mia cugina": no article before it, a name
        subject = Mention(normalize_entity([st.text], ctx.lang), "name")
    if subject is None:
        return []
    out: list[Candidate] = []
    pred_owner = owner_of(ctx, pred)
    if friend_word(ctx, pred):
        if pred_owner == YOU:
            out.append(emit(clause, YOU, "friend_of", subject, "is_my_friend"))
            for other in conjuncts(ctx, st) if st is not None else ():
                other_m = noun_mention(ctx, other)  # "Juan y Pedro son amigos míos"
                if other_m is not None and other_m not in (subject, YOU):
                    out.append(emit(clause, YOU, "friend_of", other_m, "is_my_friend"))
        elif st is not None and subject != YOU:
            for other in conjuncts(ctx, st):
                other_m = noun_mention(ctx, other)
                if other_m is not None:
                    out.append(emit(clause, subject, "friend_of", other_m, "are_friends"))
        elif subject == YOU:  # "Tommaso e io siamo amici"
            words = [c for c in ctx.children[pred.i] if c.dep_ == "nsubj"]
            for word in words + [x for w in words for x in conjuncts(ctx, w)]:
                mention = noun_mention(ctx, word)
                if mention is None and lowercase_name(ctx, word):  # "me and tariq are friends"
                    mention = Mention(name_text(ctx, word), "name")
                if mention is not None and mention != YOU:
                    out.append(emit(clause, YOU, "friend_of", mention, "are_friends"))
        return out
    kin = kin_of(ctx, pred)
    if kin is not None and pred_owner == YOU and subject.kind == "name":
        return [emit(clause, YOU, kin, subject, "is_my_kin")]
    if value is None and me_it and introduced_name(ctx, pred):
        value = Mention(name_text(ctx, pred), "name")  # "moi c'est mathilde", lowercase
    if subject == YOU and value is not None and value.kind == "name":
        out = [emit(clause, YOU, "name", value, "i_am_name")]
        age = _appositive_age(ctx, pred)
        if age is not None:  # "Ich bin der Thomas, 41, und ..."
            out.append(emit(clause, YOU, "age", Mention(str(age), "noun"), "name_age"))
        return out
    if me_it:
        return []  # "moi c'est la même chose", "moi, ce que je veux, c'est un kayak": no trait
    if time_clause(ctx, clause) and not clause.verb.tenses <= {"Pres"}:
        return out  # "quand j'étais ado ...": what one was then tells when, no fact
    employer = _past_employer(ctx, clause)
    if employer is not None:  # "Boeing was his old job"
        return [emit(clause, employer, "worked_at", subject, "old_job")]
    topic = _noun_topic(ctx, pred)
    if topic is not None:  # "I'm a die-hard Manchester United fan": a like, not a job
        return [emit(clause, subject, topic[0], topic[1], "topic_noun")]
    aged = _attributive_age(ctx, pred)
    told_apart = [aged[1]] if aged is not None else []
    if aged is not None:  # "i'm a 22 year old girl": the age, and the girl
        out.append(emit(clause, subject, "age", Mention(str(aged[0]), "noun"), "aged_noun"))
    former = [
        c
        for c in ctx.children[pred.i]
        if c.lower_ in ctx.lang.former_words
        # before the noun, or right after it ("maestra jubilada", the parser's object too)
        and (
            (c.dep_ == "amod" and c.i < pred.i)
            or (c.i == pred.i + 1 and c.dep_ in _AFTER)
            or (c.dep_ == "nmod" and _right_after(ctx, pred, c))  # "insegnante in pensione"
        )
    ]
    attribute = _attribute(ctx, clause, told_apart + former)
    if attribute is not None and clause.flags.finished and attribute.text in ctx.lang.temperaments:
        attribute = None  # "eu era muito tímida": a phase of one's character, no former role
    if attribute is not None:
        # "a retired nurse", "an ex cop": what the subject was
        relation = "was" if former else "is"
        repaired = _repaired_attribute(ctx, clause)
        negated = repaired is not None and repaired.text != attribute.text
        out.append(emit(clause, subject, relation, attribute, "is_attr", negated=negated))
        if repaired and repaired.text:  # "sono infermiera anzi no ostetrica": the new value
            out.append(emit(clause, subject, relation, repaired, "is_attr_repaired"))
        out.extend(_gapped_roles(ctx, clause, relation))
        out.extend(work_places(ctx, clause, subject))
    return out


def _repaired_attribute(ctx: Ctx, clause: Clause) -> Mention | None:
    """The value a speaker repairs an "is" attribute to: "soy enfermera no perdón matrona".

    A correction marker (see :func:`~hotmem.extraction.ud.repairs.repair_end`) within a few
    words after the predicate, then, past an article, a bare noun or trait word of the
    predicate's own phrase (no preposition: "... al policlinico no scusa al niguarda" repairs
    the workplace, not the job). A copula right after the marker restates the whole clause
    ("sono infermiera anzi no sono ostetrica"): the value said first is taken back, the new
    clause tells the new one (an empty mention here).
    """
    pred = clause.pred
    end = ctx.sent_end[pred.i]
    for k in range(pred.i + 1, min(pred.i + 5, end)):
        if ctx.verbs[k] is not None and ctx.pos[k] in ("VERB", "AUX"):
            return None  # another clause before any marker
        i = repair_end(ctx, k, end)
        if i is None:
            continue
        verb = ctx.verbs[i]
        if verb is not None and verb.lemma in ctx.lex.copulas and verb.lemma == clause.verb.lemma:
            return Mention("", "noun")
        while i < end and ctx.pos[i] == "DET":
            i += 1
        if i >= end:
            return None
        word = ctx.tokens[i]
        if word.pos_ not in ("NOUN", "ADJ") or case_word(ctx, word) or word.head.i != pred.i:
            return None
        low = word.lower_
        if low in ctx.lang.mood_words or low in ctx.lang.kinship or low in ctx.lang.pets:
            return None
        return Mention(normalize_entity(phrase_words(ctx, word), ctx.lang), "noun")
    return None


def _passion_of_mine(ctx: Ctx, noun: Word, pred: Word) -> str | None:
    """The relation a possessed noun of taste gives its predicate: "la mia passione è X".

    The noun's relation with no preposition (VERB_RELATIONS, ("passione", "")), the user's,
    a common noun predicate.
    """
    if noun.pos_ != "NOUN" or pred.pos_ != "NOUN" or owner_of(ctx, noun) != YOU:
        return None
    return relation_for(ctx, (noun.lemma_.lower(), noun.lower_), "")


def _gapped_roles(ctx: Ctx, clause: Clause, relation: str) -> list[Candidate]:
    """A second relative and role with the copula unsaid: "y mi madre maestra".

    "mi padre era policía y mi madre maestra", "minha mãe era professora e meu pai motorista
    de ônibus": a relative coordinated to the predicate (or left as its orphan) with a bare
    noun right after it; the noun's own "de" phrase goes with it.
    """
    out = []
    for kin in ctx.children[clause.pred.i]:
        if kin.dep_ not in ("conj", "orphan") or kin.i < clause.pred.i or kin_of(ctx, kin) is None:
            continue
        role = kin.i + 1
        if role >= ctx.sent_end[kin.i] or ctx.pos[role] != "NOUN":
            continue
        if ctx.tokens[role].head.i != kin.i or kin_of(ctx, ctx.tokens[role]) is not None:
            continue
        end = role + 1
        while (
            end < ctx.sent_end[kin.i]
            and ctx.pos[end] in ("NOUN", "ADJ")
            and (ctx.tokens[end].head.i in (kin.i, role))
        ):
            end += 1  # "policial militar"
        if (
            end + 1 < ctx.sent_end[kin.i]
            and ctx.lower[end] in ctx.lex.name_links
            and ctx.pos[end + 1] == "NOUN"
        ):
            end += 2  # "motorista de ônibus"
        holder = noun_mention(ctx, kin)
        if holder is None:
            continue
        words = [t.text for t in ctx.tokens[role:end]]
        value = Mention(normalize_entity(words, ctx.lang), "noun")
        # a statement of its own ("y mi madre maestra")
        out.append(replace(emit(clause, holder, relation, value, "gapped_role"), clause=kin.i))
    return out


def _past_employer(ctx: Ctx, clause: Clause) -> Mention | None:
    """Whose past employer a named subject is: "Boeing was his old job" (JOB_NOUNS).

    The job noun with a word that makes it past ("old", "previous") and a possessive: the
    user ("my"), or a "he"/"she" the session resolves ("his").
    """
    pred, subject = clause.pred, clause.subject
    if subject is None or subject.kind != "name" or pred.lemma_.lower() not in ctx.lang.job_nouns:
        return None
    children = ctx.children[pred.i]
    if not any(c.dep_ == "amod" and c.lower_ in ctx.lang.past_job_words for c in children):
        return None
    owner = owner_of(ctx, pred)
    if owner is not None:
        return owner
    for child in children:
        kind = ctx.lex.pronouns.get(child.lower_)
        if child.dep_ == "nmod:poss" and kind in ("he", "she"):
            return Mention(child.lower_, "pronoun", pronoun=kind)
    return None


def _right_after(ctx: Ctx, pred: Word, word: Word) -> bool:
    """Only the word's own preposition and article between it and the noun before it."""
    return word.i > pred.i and all(
        t.head.i == word.i and t.dep_ in ("case", "det") for t in ctx.tokens[pred.i + 1 : word.i]
    )


# How the parser attaches an adjective right after a predicate noun.
_AFTER = frozenset({"amod", "obj", "nmod"})


def _favorite_of_mine(ctx: Ctx, word: Word) -> str | None:
    """The favorite relation a standalone possessive answers: "a favorite book? mine is ...".

    The subject is a first-person possessive standing for a noun ("mine"), and a favorite
    word with its thing comes before it in the turn.
    """
    low = word.lower_
    if low not in ctx.lang.first_person or low in ctx.lang.determiners:
        return None
    if word.pos_ != "NOUN" and "Yes" not in word.morph.get("Poss"):
        return None  # "i", "me": the speaker, no possessive
    things = ctx.lang.favorite_things
    for i in range(word.i - 1, 0, -1):
        if ctx.lower[i - 1] in ctx.lang.favorite_words:
            thing = things.get(ctx.lower[i]) or things.get(ctx.tokens[i].lemma_.lower())
            if thing is not None:
                return favorite(thing)
    return None


def _favorite_asked(ctx: Ctx, end: int) -> str | None:
    """The favorite relation a favorite word with its thing before ``end`` asks about.

    "c'est quoi ton film préféré ... moi c'est X": the thing on either side of the word.
    """
    things, words = ctx.lang.favorite_things, ctx.lang.favorite_words
    for i in range(end - 1, 0, -1):
        if ctx.lower[i] not in words:
            continue
        for j in (i - 1, i + 1):
            thing = things.get(ctx.lower[j]) or things.get(ctx.tokens[j].lemma_.lower())
            if j < end and thing is not None:
                return favorite(thing)
    return None


def _noun_topic(ctx: Ctx, noun: Word) -> tuple[str, Mention] | None:
    """(relation, topic) of a predicate noun whose modifier is what it is about: "a bulls fan".

    The noun's relation with no preposition (VERB_RELATIONS, ("fan", "")), and the nouns
    compounded before it.
    """
    rel = relation_for(ctx, (noun.lemma_.lower(), noun.lower_), "")
    if rel is None:
        return None
    parts = [c for c in ctx.children[noun.i] if c.dep_ in ("compound", "flat") and c.i < noun.i]
    if not parts:
        return None
    start = min(parts[0].left_edge.i, parts[0].i)  # "a Taylor Swift fan": the whole name
    words = [t.text for t in ctx.tokens[start : noun.i] if not t.is_punct]
    return rel, Mention(normalize_entity(words, ctx.lang), "noun")


def _attributive_age(ctx: Ctx, noun: Word) -> tuple[int, Word] | None:
    """The age an adjective before the noun states ("a 22 year old girl"): (age, adjective)."""
    for child in ctx.children[noun.i]:
        if child.dep_ != "amod" or child.i > noun.i:
            continue
        number = ctx.lower[child.i - 1] if child.i else ""
        if child.lower_ in ctx.lang.age_units and number.isdigit() and 0 < int(number) < 130:
            return int(number), child  # "eine 22 jährige Studentin": the unit an adjective
        if child.lower_ not in ctx.lang.age_adjectives:
            continue
        for unit in ctx.children[child.i]:
            if (
                unit.lemma_.lower() not in ctx.lex.age_nouns
                and unit.lower_ not in ctx.lex.age_nouns
            ):
                continue
            numbers = [  # with the words of a spoken number: "twenty two year old"
                w.lower_
                for t in ctx.children[unit.i]
                if t.dep_ == "nummod" or t.like_num
                for w in ctx.tokens[min(t.left_edge.i, t.i) : t.i + 1]
                if w.i < unit.i and (w.like_num or w.pos_ == "NUM")  # "a" is no "one" here
            ]
            value = parse_compound_number(numbers, ctx.lang) if numbers else None
            if value is not None and 0 < value < 130:
                return value, child
    if "Plur" in noun.morph.get("Number") or any(c.dep_ == "det" for c in ctx.children[noun.i]):
        return None
    # "i'm sixty seven retired postman": a grown-up's bare age before a role of one person
    # (13 up: "i'm one happy camper", "six foot" are none)
    counts = [c for c in ctx.children[noun.i] if c.dep_ == "nummod" and c.i < noun.i]
    if counts:
        words = ctx.tokens[min(counts[0].left_edge.i, counts[0].i) : counts[-1].i + 1]
        numbers = [w.lower_ for w in words if w.like_num or w.pos_ == "NUM"]
        value = parse_compound_number(numbers, ctx.lang) if numbers else None
        if value is not None and 13 <= value < 130:
            return value, counts[-1]
    return None


def _appositive_age(ctx: Ctx, name: Word) -> int | None:
    """A number set off by a comma after the name a copula gives: "I'm Thomas, 41, and ..."."""
    for child in ctx.children[name.i]:
        if child.dep_ != "appos" or child.i < name.i or ctx.tokens[child.i - 1].text != ",":
            continue
        if not child.like_num or any(not c.is_punct for c in ctx.children[child.i]):
            continue
        value = parse_compound_number([child.lower_], ctx.lang)
        return value if value is not None and 0 < value < 130 else None
    return None


def _bare_name_subject(ctx: Ctx, clause: Clause, word: Word) -> bool:
    """A lowercase singular word with no article before "is my <kin>": a name all the same.

    "chiara è mia cugina": a common noun would take its article there; the dictionary knows
    the name as a word ("chiara", clear).
    """
    return (
        word.i < clause.anchor.i
        and word.pos_ in ("NOUN", "ADJ")
        and word.is_lower
        and word.is_alpha
        and "Plur" not in word.morph.get("Number")
        and not ctx.children[word.i]
        and word.lower_ not in ctx.lex.not_names
        and word.lower_ not in ctx.lex.pronouns
        and kin_of(ctx, word) is None
        and not friend_word(ctx, word)
    )


def _possessor_noun(ctx: Ctx, noun: Word) -> Word | None:
    """The user's relative or friend a possessive noun names ("my sister's name")."""
    for child in ctx.children[noun.i]:
        # "o nome do meu cão", "el nombre de mi hija": the relative after "of"
        of = child.dep_ == "nmod" and child.i > noun.i
        if of and case_word(ctx, child) not in ctx.lex.name_links:
            continue
        if (child.dep_ != "nmod:poss" and not of) or owner_of(ctx, child) != YOU:
            continue
        if kin_of(ctx, child) is not None or friend_word(ctx, child):
            return child
    return None


def work_places(ctx: Ctx, clause: Clause, subject: Mention) -> list[Candidate]:
    """Where a job is done: "I'm a nurse at Mercy Hospital", "an engineer for Google".

    A student's place is where they study: "I'm a student at UCLA" (``STUDY_ROLES``).
    """
    out = []
    studies = clause.pred.lower_ in ctx.lang.study_roles
    relation, pattern = ("studies_at", "study_at") if studies else ("works_at", "job_at")
    kids = ctx.children[clause.pred.i]
    # the place may hang from the role's "of" phrase, right after it: "prof de maths au collège"
    kids = kids + [
        g
        for c in kids
        if c.i > clause.pred.i and case_word(ctx, c) in ctx.lex.name_links
        for g in ctx.children[c.i]
        if g.dep_ in ("nmod", "obl") and ctx.tokens[c.i + 1].head.i == g.i
    ]
    unnamed: dict[str, str] = {}  # preposition -> the unnamed workplace said with it
    for child in kids:
        if any(g.dep_ in SUBJ for g in ctx.children[child.i]):
            continue  # "je suis prof et mes enfants sont à l'école": a clause of its own
        case = case_word(ctx, child)
        if case and case in ctx.lang.name_work_preps:
            if _employer_name(ctx, clause, child):
                out.append(emit(clause, subject, relation, object_mention(ctx, child), pattern))
            continue  # "an engineer with boeing", "commesso da zara"; "da marzo": a name only
        noun = child.pos_ == "NOUN" or _titled_name(ctx, child)
        if case in ctx.lang.named_work_preps and noun and child.i > clause.pred.i:
            named = None if name_like(ctx, child) else article_name(ctx, child)
            named = named or given_name(ctx, child)  # "en el hospital la fe", "que se llama X"
            named = named or _titled_place(ctx, child)  # "en el hospital san rafael"
            if named is None and any(
                c.dep_ == "compound" and c.i < child.i for c in ctx.children[child.i]
            ):  # a name after its noun, head last: "im klinikum nord", "in der kita sonnenblume"
                named = object_mention(ctx, child)
            if named is not None:
                out.append(emit(clause, subject, relation, named, pattern))
            if named is not None or case not in ctx.lang.work_preps:
                continue
            bare = not articled(ctx, child)  # "im klinikum": the article in the preposition
            if (bare and child.lower_ not in ctx.lang.bare_workplaces) or any(
                t.pos_ == "VERB" for t in ctx.tokens[clause.pred.i + 1 : child.i]
            ):  # "en casa", "en verano", a verb's place: none; "en un bar del centro": bar
                continue
        if not case:
            continue
        if child.lower_ in ctx.lang.time_words:
            continue  # "no domingo é churrasco": a day, no workplace
        # "sono cameriera in un bar che si chiama luna", "bei einem startup, das heißt
        # nordlicht labs": a place the clause names, any preposition but "of" ("a little
        # place called X" too)
        named = given_name(ctx, child) if case not in ctx.lex.name_links else None
        if (
            child.lower_ in ctx.lang.not_place_words
            and named is None
            and not (
                child.lower_ in ctx.lang.parser_words.get("place_nouns", ())
                and indefinite(ctx, child)
            )
        ):
            continue  # "na escola" is where; "professora numa escola" where one works
        if (
            case not in ctx.lang.work_preps
            and named is None
            and articled_case(ctx, child) not in ctx.lang.work_preps  # "em uma clínica"
        ):
            continue
        if child.lemma_.lower() in ctx.lex.age_nouns:
            continue  # "a firefighter for thirty years": a duration
        if (
            case in ctx.lang.work_noun_preps
            and named is None
            and (
                child.pos_ != "NOUN"
                or name_like(ctx, child)
                # "barista in centro", "in pensione": an area ("in banca" is a workplace)
                or not (articled(ctx, child) or child.lower_ in ctx.lang.bare_workplaces)
                or child.i < clause.pred.i  # "im september ... all inclusive": when, not where
                or child.lower_ in ctx.lang.parser_words.get("town_nouns", ())
            )
        ):
            continue  # "prof à lyon", "lehrerin in einem dorf": a town, no employer
        if child.pos_ in ("PROPN", "NOUN", "NUM"):
            if named is None and unnamed.get(case, child.lower_) != child.lower_:
                # "soy contador en un despacho en el centro": where the office is (not the
                # noun said again: "en un hospital en el hospital del mar")
                continue
            place = named or _name_set_after(ctx, child)  # "au collège jean moulin"
            place = place or ended_name(ctx, child, object_mention(ctx, child))  # "st mary's"
            if named is None and place.kind == "noun":
                unnamed.setdefault(case, child.lower_)
            place = unnamed_org(ctx, child, place)  # "un bar del centro" -> "bar"
            out.append(emit(clause, subject, relation, place, pattern))
    return out


def _name_set_after(ctx: Ctx, noun: Word) -> Mention | None:
    """A definite common noun with a name set right after it: "au collège jean moulin".

    The parse makes the name the noun's apposition; the noun and the name are the place.
    """
    if not articled(ctx, noun):
        return None
    child = next((c for c in ctx.children[noun.i] if c.i == noun.i + 1), None)
    if child is None or child.dep_ != "appos" or ctx.pos[child.i] != "PROPN":
        return None
    last = child.i
    while last + 1 < len(ctx.tokens) and ctx.tokens[last + 1].head.i == child.i:
        if ctx.tokens[last + 1].dep_ not in ("flat", "flat:name"):
            break
        last += 1
    return replace(object_mention(ctx, noun), text=" ".join(ctx.lower[noun.i : last + 1]))


def _titled_name(ctx: Ctx, name: Word) -> bool:
    """A typed name that opens with a common noun and its article: "el Hospital Clínico".

    "en el Ballet Nacional de Cuba", "en la Biblioteca Municipal": an institution, no town.
    """
    articles = ctx.lang.parser_words.get("definite_articles", ())
    kids = ctx.children[name.i]
    return (
        name.pos_ == "PROPN"
        and any(c.dep_ == "det" and c.lower_ in articles for c in kids)
        and any(c.dep_ in ("flat", "flat:name", "compound") and c.i > name.i for c in kids)
        and name.lower_ not in ctx.lang.place_names
        and nlp.known_word(name.lower_, ctx.lang.code)
    )


def _employer_name(ctx: Ctx, clause: Clause, noun: Word) -> bool:
    """A name after a job's ``NAME_WORK_PREPS`` word: "an engineer with boeing", "da zara".

    Not a time or a duration: "a nurse with twenty years", "da marzo", "da tempo".
    """
    return (
        noun.i > clause.pred.i
        and name_like(ctx, noun)
        and noun.lower_ not in ctx.lang.month_names
        and noun.lower_ not in ctx.lang.time_words
        and "Tim" not in noun.morph.get("AdvType")
    )


def _titled_place(ctx: Ctx, noun: Word) -> Mention | None:
    """A common noun with its article and a name after it: "el hospital san rafael".

    The name is a word of the noun's own phrase ("flat", "compound") or a name after "of"
    ("el hospital de la paz"); "un hospital", "el hospital de aquí" name none.
    """
    articles = ctx.lang.parser_words.get("definite_articles", ())
    if not any(c.dep_ == "det" and c.lower_ in articles for c in ctx.children[noun.i]):
        return None
    for child in ctx.children[noun.i]:
        if child.i < noun.i:
            continue
        inner = child.dep_ in ("compound", "flat", "flat:name") and child.is_alpha
        of = child.dep_ == "nmod" and case_word(ctx, child) in ctx.lex.name_links
        if inner or (of and name_like(ctx, child)):
            return ended_name(ctx, noun, object_mention(ctx, noun), org=True)
    return None


def _next_to(ctx: Ctx, clause: Clause, pred: Word) -> bool:
    """The predicate word right after its copula, fillers and commas apart."""
    between = ctx.tokens[clause.anchor.i + 1 : pred.i] if clause.anchor.i < pred.i else None
    return between is not None and all(t.is_punct or t.lower_ in ctx.lang.fillers for t in between)


def _said_of_it(ctx: Ctx, clause: Clause) -> bool:
    """A copula right after an "it" pronoun: "(moi) c'est ...", "(me) it's ..."."""
    i = clause.anchor.i - 1
    return i >= 0 and ctx.lex.pronouns.get(ctx.lower[i]) == "it"


def _dislocated_token(ctx: Ctx, token: Word) -> Word | None:
    word = word_before(ctx, token)
    if word is None:
        return None
    if word.pos_ not in ("NOUN", "PROPN", "PRON") and word.head.i < word.i:
        word = word.head  # "mon nom, c'est ...": from a modifier to its noun
    return word


def _value_mention(ctx: Ctx, token: Word) -> Mention | None:
    if name_like(ctx, token):
        return Mention(normalize_entity(name_words(ctx, token), ctx.lang), "name")
    return None


def _said_name(ctx: Ctx, clause: Clause, token: Word) -> Mention | None:
    """What a name noun's copula gives, capitalised or not ("my son's name is mateo").

    A transcript writes names in lowercase and the parse tags them as common nouns: after
    "name is" an unknown single word right after the copula is the name.
    """
    lex = ctx.lex
    low = token.lower_
    if token.pos_ not in ("NOUN", "PROPN", "ADJ", "X") or not token.is_alpha:
        return None
    if low in lex.not_names or low in lex.weak_not_names or low in lex.nominal_words:
        return None
    if any(c.dep_ in ("det", "nmod:poss", "amod", "compound") for c in ctx.children[token.i]):
        return None  # "a long one", "my grandmother's": no name
    if token.pos_ == "ADJ" and any(
        c.dep_ == "conj" and c.pos_ == "ADJ" for c in ctx.children[token.i]
    ):
        return None  # "my name is long and boring": a description
    between = ctx.tokens[clause.anchor.i + 1 : token.i] if clause.anchor.i < token.i else ()
    if any(not (t.is_punct or t.lower_ in ctx.lang.fillers) for t in between):
        return None
    return Mention(normalize_entity([token.text], ctx.lang), "name")


def _attribute(ctx: Ctx, clause: Clause, apart: list[Word] | None = None) -> Mention | None:
    """The "is" value of a copula: a noun, or an adjective that states a durable trait.

    The modifiers told apart (``apart``: an age "22 year old", a "retired") are not part of it.
    """
    pred = clause.pred
    lower, lemma = pred.lower_, pred.lemma_.lower()
    is_trait = lower in ctx.lang.traits or lemma in ctx.lang.traits
    state = clause.verb.lemma in ctx.lex.state_copulas
    if any(
        case_word(ctx, c) and relation_for(ctx, (lemma, lower), case_word(ctx, c))
        for c in ctx.children[pred.i]
    ):
        return None  # "soy dueño de un bar" is ownership, "soy alérgica a X" an allergy
    if is_trait and (pred.pos_ != "NOUN" or state):
        return Mention(" ".join([lower, *_bare_topic(ctx, pred)]), "noun")
    two = _two_word_trait(ctx, pred)
    if two is not None:
        return Mention(two, "noun")
    if state or not (pred.pos_ == "NOUN" or _article_before(ctx, pred)) or pred.like_num:
        return None  # moods ("estoy cansada"), evaluations ("fue genial")
    if lower in ctx.lang.mood_words and not _indefinite(ctx, pred):
        return None  # "ero commosso": a mood the parse made a noun
    if pred.i < clause.anchor.i and any(
        c.i < pred.i and c.dep_ in ("obl", "nmod") and case_word(ctx, c)
        for c in ctx.children[pred.i]
    ):
        return None  # "tra scuola e calcio sono sempre in giro": a phrase, no predicate
    if any(_reflexive_clitic(ctx, c) and c.i < clause.anchor.i for c in ctx.children[pred.i]):
        return None  # "mi sono informata": a reflexive verb's auxiliary, no copula
    # "i'm a 67 year old grandma": a role now ("when i was a kid" is no role)
    role = clause.subject == YOU and "Past" not in clause.verb.tenses and _indefinite(ctx, pred)
    # "je suis chef d'équipe": a listed role with no article at all is a job, no relative
    # "mon père est chef", "mon copain c'est un chef": a listed job said of anyone, no kin
    role = role or (
        lower in ctx.lang.traits
        and not any(c.dep_ == "nmod:poss" for c in ctx.children[pred.i])
        and (_indefinite(ctx, pred) or not any(c.dep_ == "det" for c in ctx.children[pred.i]))
    )
    breed = lemma in ctx.lang.pet_kinds and clause.subject is not None
    # "pippo è un bassotto", "si chiama pippo ed è un bassotto": what a named pet is
    breed = breed and clause.subject.kind in ("name", "pronoun")
    if (kin_of(ctx, pred) is not None and not role and not breed) or friend_word(ctx, pred):
        return None
    lang = ctx.lang
    pet = lemma in lang.pets and not breed
    if (lemma in lang.kinship and not role) or pet or lemma in ctx.lex.age_nouns:
        return None  # "i'm single no kids", "we've been together nine years"
    if lower in lang.character_nouns or lemma in lang.character_nouns:
        return None  # "soy una persona muy tranquila": a character, no role
    if any(c.dep_ == "nmod:poss" and c.lower_ in lang.second_person for c in ctx.children[pred.i]):
        return None  # "i'm your woman": what the speaker is to the listener
    said = clause.subj_tok
    if said is not None and ctx.lex.pronouns.get(said.lower_) == "it" and owner_of(ctx, pred):
        return None  # "it's my first big trip": what it is to the speaker, no trait of it
    if _broken_phrase(ctx, pred):
        return None  # "i'm calmer now cup of tea in hand", "i'm just bored lol talk to me"
    words = phrase_words(ctx, pred)
    for modifier in apart or ():
        said = [t.text for t in modifier.subtree]
        start = next((k for k in range(len(words)) if words[k : k + len(said)] == said), -1)
        if start >= 0:
            words = words[:start] + words[start + len(said) :]
    if "Plur" in pred.morph.get("Number") and lower.startswith(lemma) and pred.text in words:
        words[words.index(pred.text)] = pred.lemma_  # "they're both nurses": a nurse each
    return Mention(normalize_entity(words, ctx.lang), "noun")


def _reflexive_clitic(ctx: Ctx, word: Word) -> bool:
    """A clitic pronoun ("mi", "se"), not a subject the parse calls one ("ele", "il")."""
    if not word.dep_.startswith("expl") or "subj" in word.dep_:
        return False
    clitics = ctx.lang.parser_words.get("clitics")
    return word.lower_ in clitics if clitics else word.lower_ not in ctx.lex.pronouns


def _indefinite(ctx: Ctx, pred: Word) -> bool:
    """A singular noun with an indefinite article and no possessive: a role ("a grandma")."""
    children = ctx.children[pred.i]
    return (
        "Plur" not in pred.morph.get("Number")
        and any(c.dep_ == "det" and "Ind" in c.morph.get("Definite") for c in children)
        and not any(c.dep_ == "nmod:poss" for c in children)
    )


def _article_before(ctx: Ctx, pred: Word) -> bool:
    """An adjective right after an indefinite article is a noun: "i'm a chippy"."""
    if pred.pos_ != "ADJ" or pred.i == 0:
        return False
    det = ctx.tokens[pred.i - 1]
    return det.head.i == pred.i and det.dep_ == "det" and "Ind" in det.morph.get("Definite")


def _two_word_trait(ctx: Ctx, pred: Word) -> str | None:
    """A trait of two words (TRAITS): "i'm lactose intolerant", either word the head."""
    if pred.pos_ == "NOUN":
        return None
    for i, j in ((pred.i - 1, pred.i), (pred.i, pred.i + 1)):
        if i < 0 or j >= ctx.sent_end[pred.i]:
            continue
        other = ctx.tokens[j if i == pred.i else i]
        if other.head.i == pred.i and f"{ctx.lower[i]} {ctx.lower[j]}" in ctx.lang.traits:
            return f"{ctx.lower[i]} {ctx.lower[j]}"
    return None


def _broken_phrase(ctx: Ctx, pred: Word) -> bool:
    """A predicate noun the parse glued to a mood before it: no noun phrase of its own.

    With no article, an adverb stands between the noun and its adjective ("calmer now cup")
    or modifies the adjective ("just bored lol talk").
    """
    mods = [c for c in ctx.children[pred.i] if c.i < pred.i]
    adjectives = [c for c in mods if c.dep_ == "amod"]
    if not adjectives or any(c.dep_ == "det" for c in mods):
        return False
    first = min(c.i for c in adjectives)
    if any(c.dep_ == "advmod" and c.pos_ == "ADV" and c.i > first for c in mods):
        return True
    return any(
        g.dep_ == "advmod" and g.pos_ == "ADV" for c in adjectives for g in ctx.children[c.i]
    )


def _bare_topic(ctx: Ctx, pred: Word) -> list[str]:
    """A job's bare "de" topic right after it, tagged apart: "prof de maths", "prof de piano"."""
    i = pred.i + 2
    if i >= ctx.sent_end[pred.i]:
        return []
    link, topic = ctx.tokens[pred.i + 1], ctx.tokens[i]
    if link.lower_ not in ctx.lex.name_links or topic.head.i != pred.i or topic.like_num:
        return []
    if topic.dep_ not in ("obl:arg", "nmod") or topic.pos_ not in ("NOUN", "ADJ"):
        return []
    after = ctx.tokens[i + 1] if i + 1 < ctx.sent_end[pred.i] else None
    if after is not None and (after.like_num or after.lower_ in ctx.lang.number_words):
        return []  # "diabétique de type un": a kind, no job's topic
    return [link.lower_, topic.lower_]


def _relation_noun_fact(ctx: Ctx, clause: Clause) -> Candidate | None:
    """The user's noun of RELATION_NOUNS on one side of the copula, its value on the other.

    "meine Muttersprache ist Italienisch", "deshalb ist Italienisch meine Muttersprache".
    """
    pred, nouns = clause.pred, ctx.lang.relation_nouns
    if pred.lemma_.lower() in nouns and owner_of(ctx, pred) == YOU:
        st = clause.subj_tok
        if st is None or st.pos_ not in ("NOUN", "PROPN", "ADJ"):
            return None
        return emit(clause, YOU, nouns[pred.lemma_.lower()], object_mention(ctx, st), "noun_is")
    if pred.pos_ not in ("NOUN", "PROPN", "ADJ"):
        return None
    for child in ctx.children[pred.i]:
        if (
            child.dep_ in ("nsubj", "obl")
            and child.lemma_.lower() in nouns
            and owner_of(ctx, child) == YOU
            and not case_word(ctx, child)
        ):
            relation = nouns[child.lemma_.lower()]
            return emit(clause, YOU, relation, object_mention(ctx, pred), "noun_is")
    return None
