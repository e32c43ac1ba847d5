"""Naming facts: "me llamo Ana", "mi hermana se llama Lucía", "elle s'appelle Jade".

Who is named (the user, an owned relative, or a relative mentioned earlier in the same
utterance) and the denied alternative ("Rocky, no Toby").
"""

from __future__ import annotations

from dataclasses import replace

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.ud.context import SUBJ, Clause, Ctx, emit
from hotmem.extraction.ud.flags import is_negation
from hotmem.extraction.ud.kinship import friend_word, kin_of, listed_names, owner_of
from hotmem.extraction.ud.names import (
    is_naming,
    name_like,
    name_text,
    name_words,
    named_before_repair,
    named_value,
    unknown_word,
)
from hotmem.extraction.ud.subjects import is_clitic
from hotmem.extraction.ud.words import Word
from hotmem.relations import KIN_GENDER, PETS
from hotmem.text import normalize_entity


def naming_facts(ctx: Ctx, clause: Clause) -> list[Candidate]:
    """Naming facts: "me llamo Ana", "mi hermana se llama Lucía", "elle s'appelle Jade"."""
    if clause.verb.lemma not in ctx.lex.name_verbs or not is_naming(ctx, clause.pred):
        return []
    st = clause.subj_tok
    if st is not None and (
        st.lower_ in ctx.lang.relative_pronouns or "Rel" in st.morph.get("PronType")
    ):
        return []  # "un gato que se llama Michi": read off the noun (_names_of)
    if st is not None and st.pos_ == "DET" and st.lower_ in ctx.lang.first_person:
        return []  # "mein großer heißt ben": a possessive whose noun the parse missed, no "I"
    pred = clause.pred
    if (
        "Yes" not in pred.morph.get("Reflex")
        and clause.verb.lemma not in ctx.lang.bare_name_verbs
        and not any(
            is_clitic(ctx, c) or c.lower_ in ctx.lang.first_person or c.dep_ == "nsubj:pass"
            for c in ctx.children[pred.i]
        )
    ):  # a form with its clitic joined on ("chama-se") names by itself, a passive ("he's
        # called bruno") its subject
        return []  # "llamar a alguien" is calling, not naming
    named = named_value(ctx, pred)
    if named is None or any(
        c.dep_ == "det" and c.i < named.i and c.lower_ not in ctx.lang.first_person
        for c in ctx.children[named.i]
    ):
        return []  # "we call every sunday": a name takes no article
    value = Mention(name_text(ctx, named), "name")  # "si chiama otto": a name, no number
    value = _restated(ctx, named) or value
    out = [emit(clause, *fact, pattern) for *fact, pattern in _named_as(ctx, clause, value)]
    for other in listed_names(ctx, named):  # "i miei figli si chiamano Luca e Marco"
        more = Mention(normalize_entity(name_words(ctx, other), ctx.lang), "name")
        instead = _contrasted(ctx, other)  # "heißt nicht Anna, sondern Anne"
        out += [
            replace(emit(clause, *fact, pattern), negated=False)
            if instead
            else emit(clause, *fact, pattern)
            for *fact, pattern in _named_as(ctx, clause, more)
            if fact[1] != "name" or instead
        ]
    repaired = named_before_repair(ctx, pred)
    if repaired is not None:  # "se llama laura digo lorena": the first name is denied
        old = Mention(normalize_entity(name_words(ctx, repaired), ctx.lang), "name")
        out += [
            emit(clause, s, r, old, "repaired_name", negated=True)
            for s, r, _, _ in _named_as(ctx, clause, value)
        ]
    for denied in _denied_values(ctx, named):
        out += [
            emit(clause, s, r, denied, "not_x", negated=True)
            for s, r, _, _ in _named_as(ctx, clause, value)
        ]
    return out


def _restated(ctx: Ctx, named: Word) -> Mention | None:
    """A name said again with more words, the fuller one: "me llamo camila camila rojas".

    Right after the name, the same word again, then a name or unknown words (a transcript's
    lowercase surname) that are no verb.
    """
    i = named.i + len(name_words(ctx, named))
    end = ctx.sent_end[named.i]
    if i + 1 >= end or ctx.lower[i] != named.lower_:
        return None
    j = i + 1
    while j < min(end, i + 3) and ctx.verbs[j] is None and ctx.pos[j] not in _NOT_NAMES:
        if not (name_like(ctx, ctx.tokens[j]) or unknown_word(ctx, ctx.tokens[j], any_pos=True)):
            break
        j += 1
    if j == i + 1:
        return None
    return Mention(normalize_entity([t.text for t in ctx.tokens[i:j]], ctx.lang), "name")


# Tags of words that go on after a name without being part of it.
_NOT_NAMES = frozenset({"ADP", "CCONJ", "SCONJ", "DET", "PRON", "AUX", "PUNCT", "NUM"})


def _named_as(ctx: Ctx, clause: Clause, value: Mention) -> list[tuple[Mention, str, Mention, str]]:
    subject, st = clause.subject, clause.subj_tok
    if subject == YOU and _names_an_object(ctx, clause):
        # "je l'ai appelé Sushi": the one named is the object, not the user
        antecedent = _kin_antecedent(ctx, clause, named_object=True)
        if antecedent is None:
            # a pronoun from an earlier turn: the session resolves it (a relative or pet only)
            return _named_earlier(ctx, clause.pred.i, Mention("", "pronoun", pronoun="3sg"), value)
        ctx.suppressed.add(antecedent.i)
        return [(YOU, kin_of(ctx, antecedent) or "", value, "kin_named_later")]
    if subject == YOU or _names_the_user(ctx, clause):
        return [(YOU, "name", value, "me_llamo")]
    word = st
    if st is not None and (
        st.lower_ in ctx.lang.relative_pronouns or "Rel" in st.morph.get("PronType")
    ):
        word = clause.pred.head if clause.pred.head.i != clause.pred.i else None
    if word is not None and word.lower_ not in ctx.lex.pronouns:
        kin = kin_of(ctx, word)
        holder = owner_of(ctx, word) or _possessor(ctx, word)
        if kin is not None and holder is not None:
            return [(holder, kin, value, "kin_named")]
        if friend_word(ctx, word) and holder is not None:
            return [(holder, "friend_of", value, "friend_named")]
        return []
    antecedent = _kin_antecedent(ctx, clause)
    if antecedent is not None:
        ctx.suppressed.add(antecedent.i)
        return [(YOU, kin_of(ctx, antecedent) or "", value, "kin_named_later")]
    if subject is not None and subject.kind == "pronoun":
        return _named_earlier(ctx, clause.pred.i, subject, value)
    return []


def name_of_pronoun(ctx: Ctx, clause: Clause, noun: Word, value: Mention) -> list[Candidate]:
    """The name of a pronoun's referent: "his name is Biscuit" after "we just got a puppy".

    The name noun's possessor is a third-person pronoun; see :func:`_named_earlier`.
    """
    if value.kind not in ("name", "noun"):
        return []
    value = Mention(value.text, "name")  # what a name noun is said to be is a name
    for child in ctx.children[noun.i]:
        pronoun = ctx.lex.pronouns.get(child.lower_) if child.i < noun.i else None
        if pronoun in ("he", "she", "it"):
            subject = Mention("", "pronoun", pronoun="3sg" if pronoun == "it" else pronoun)
            found = _named_earlier(ctx, child.i, subject, value)
            return [emit(clause, *fact, pattern) for *fact, pattern in found]
        if pronoun == "they":
            return _named_plural(ctx, clause, child.i, value)
    return []


def _named_plural(ctx: Ctx, clause: Clause, start: int, value: Mention) -> list[Candidate]:
    """The names of the user's relatives or pets said just before, told with "their".

    "we have two cats their names are salt and pepper" -> (you, cat, salt), (you, cat, pepper):
    the last noun before the naming words is a plural kin or pet noun the user has.
    """
    nouns = [i for i in range(start) if ctx.pos[i] in ("NOUN", "PROPN")]
    if not nouns:
        return []
    noun = ctx.tokens[nouns[-1]]
    lemma = noun.lemma_.lower()
    kin = ctx.lang.kinship.get(lemma) or ctx.lang.pets.get(lemma)
    if kin is None or noun.i in ctx.suppressed or not _user_has(ctx, noun):
        return []
    if "Plur" not in noun.morph.get("Number"):
        return []
    ctx.suppressed.add(noun.i)
    named = [value] + [
        Mention(normalize_entity(name_words(ctx, c), ctx.lang), "name")
        for c in listed_names(ctx, clause.pred)
    ]
    return [emit(clause, YOU, kin, v, "kin_named_later") for v in named]


def _named_earlier(
    ctx: Ctx, start: int, pronoun: Mention, value: Mention
) -> list[tuple[Mention, str, Mention, str]]:
    """A pronoun of an earlier turn named: "elle s'appelle Lola" after "j'ai une chienne".

    Only when nothing in the utterance before ``start`` (the naming words) can be what the
    pronoun stands for (no noun, no name): the session resolves the pronoun, and keeps the
    name only for a relative or pet of the user (``(pronoun, name, X)`` -> ``(you, <kin>, X)``).
    """
    nouns = [i for i in range(start) if ctx.pos[i] in ("NOUN", "PROPN")]
    if not nouns:
        return [(pronoun, "name", value, "named_earlier")]
    # "i have a brother his name's luis": the user's relative or pet said last, of the
    # pronoun's gender
    noun = ctx.tokens[nouns[-1]]
    kin = kin_of(ctx, noun)
    if kin is None or not _user_has(ctx, noun) or noun.i in ctx.suppressed:
        return []
    gender = KIN_GENDER.get(kin, "")
    if pronoun.pronoun == "3sg" and kin not in PETS:
        return []  # "its name": a pet's
    if pronoun.pronoun != "3sg" and gender and gender != pronoun.pronoun:
        return []  # "i have a sister his name is ...": someone else
    ctx.suppressed.add(noun.i)
    return [(YOU, kin, replace(value, gender=gender), "kin_named_later")]


def _user_has(ctx: Ctx, noun: Word) -> bool:
    """The user's own relative or pet: "my brother", "i have a brother"."""
    if owner_of(ctx, noun) == YOU:
        return True
    head = noun.head
    return (
        noun.dep_ == "obj"
        and ctx.lower[head.i] not in ctx.lang.fillers
        and any(c.dep_ in SUBJ and c.lower_ in ctx.lang.first_person for c in ctx.children[head.i])
        and bool(set(ctx.verbs[head.i].lemmas) & ctx.lex.possession.keys())
        if ctx.verbs[head.i] is not None
        else False
    )


def _names_the_user(ctx: Ctx, clause: Clause) -> bool:
    """True when a first-person object follows the naming verb ("you can call me Kat")."""
    return any(
        c.dep_ == "obj"
        and c.i > clause.pred.i
        and c.lower_ in ctx.lang.first_person
        # before the name: "mein hund heißt bello ich mein balu" names the dog
        and not any(ctx.pos[j] in ("NOUN", "PROPN") for j in range(clause.pred.i + 1, c.i))
        for c in ctx.children[clause.pred.i]
    )


def _names_an_object(ctx: Ctx, clause: Clause) -> bool:
    """An object pronoun before the naming verb, of no speaker: "on l'a appelé Sushi"."""
    persons = ctx.lang.first_person | ctx.lang.second_person
    return any(
        c.dep_ == "obj"
        and c.i < clause.pred.i
        and c.pos_ in ("PRON", "DET")
        and c.lower_ not in persons
        and "Yes" not in c.morph.get("Reflex")
        for c in ctx.children[clause.pred.i]
    )


def _possessor(ctx: Ctx, noun: Word) -> Mention | None:
    """The subject of the possession verb a noun is the object of ("tengo un gato que ...")."""
    head = noun.head
    clause = ctx.clauses.get(head.i)
    if noun.dep_ == "obj" and clause is not None and clause.verb.lemma in ctx.lex.possession:
        return clause.subject
    return None


def _kin_antecedent(ctx: Ctx, clause: Clause, *, named_object: bool = False) -> Word | None:
    """The relative or pet that a later "elle s'appelle ..." names, within the utterance.

    It is the nearest kin/pet object of the user's possession verb before the naming verb;
    ``named_object``: the one named is the verb's object pronoun ("je l'ai appelé ..."), of
    either gender.
    """
    subject = clause.subject
    pronoun = subject.pronoun if subject is not None and subject.kind == "pronoun" else ""
    if named_object:
        pronoun = "it"
    if not pronoun:
        return None
    passed = False  # a relative or pet of someone else, of the pronoun's gender, came after
    for i in range(clause.anchor.i - 1, -1, -1):
        token = ctx.tokens[i]
        kin = kin_of(ctx, token)
        if kin is None:
            continue
        gender = KIN_GENDER.get(kin, "")
        if pronoun in ("he", "she") and gender and gender != pronoun:
            continue
        if token.dep_ == "obj" and _possessor(ctx, token) == YOU:
            return token
        if not passed and token.dep_.startswith("nsubj") and owner_of(ctx, token) == YOU:
            return token  # "mon chien a mangé mes chaussures, il s'appelle Caramel"
        passed = True
    return None


def _denied_values(ctx: Ctx, value_tok: Word) -> list[Mention]:
    """The denied alternative after a value ("Rocky, no Toby", "Filou, pas Minou")."""
    i = value_tok.i + len(name_words(ctx, value_tok))
    end = ctx.sent_end[value_tok.i]
    if i < end and ctx.tokens[i].text == ",":
        i += 1
    if i + 1 < end and is_negation(ctx, ctx.tokens[i]) and name_like(ctx, ctx.tokens[i + 1]):
        words = name_words(ctx, ctx.tokens[i + 1])
        return [Mention(normalize_entity(words, ctx.lang), "name")]
    return []


def _contrasted(ctx: Ctx, name: Word) -> bool:
    """A listed name after a "but" of a denied clause: the name said instead."""
    return any(c.dep_ == "cc" and c.lower_ in ctx.lang.contrast_words for c in ctx.children[name.i])


def _relative(ctx: Ctx, token: Word) -> bool:
    """True for a relative pronoun ("que", "qui"), by the word or by the tagger."""
    return token.lower_ in ctx.lang.relative_pronouns or "Rel" in token.morph.get("PronType")
