"""Noun phrases, mentions and values for the ClearNLP patterns (English).

What a clause rule needs to read off a noun: who it is (the user, a named person, an unnamed
relative), the words of an object phrase without its clauses, names attached to a kin noun,
numbers and ages, and the coordinated or denied alternatives ("Lyon, not Paris").
"""

from __future__ import annotations

from spacy.tokens import Token

from hotmem.extraction.candidate import YOU, Candidate, Mention, contiguous_run
from hotmem.lang.base import LanguageData
from hotmem.relations import KIN_GENDER, favorite
from hotmem.text import normalize_entity, parse_number

__all__ = [
    "OBJ_DEPS",
    "age_of",
    "capitalised_after",
    "conjuncts",
    "favorite_relation",
    "is_event",
    "is_name_like",
    "is_negated_conj",
    "is_number_word",
    "kin_gender",
    "mention_of",
    "name_words",
    "names_of",
    "negated_objects",
    "noun_phrase_facts",
    "noun_phrase_words",
    "number_text",
    "object_mention",
    "owner_of",
    "prep_objects",
    "quantity_of",
    "singular_mention",
    "subtree_words",
]

OBJ_DEPS = ("dobj", "obj")
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


def noun_phrase_facts(noun: Token, lang: LanguageData) -> list[Candidate]:
    """Facts of possessive noun phrases: "my sister Anna", "my dog Rex", "my friend Tom"."""
    word = noun.lower_
    kin = lang.kinship.get(word) or lang.pets.get(word) or lang.kinship.get(noun.lemma_.lower())
    is_friend = noun.lemma_.lower() in lang.friend_words
    if not kin and not is_friend:
        return []
    owner = owner_of(noun, lang)
    if owner is None:
        # "Anna, my sister": the possessive noun is the apposition of the name.
        return []
    out = []
    for name in names_of(noun, lang):
        if is_friend:
            out.append(
                Candidate(owner, "friend_of", name, clause=-1, anchor=noun.i, pattern="my_friend_x")
            )
        else:
            out.append(Candidate(owner, kin, name, clause=-1, anchor=noun.i, pattern="my_kin_x"))
    if noun.dep_ == "appos" and noun.head.pos_ == "PROPN":
        name = Mention(
            normalize_entity(name_words(noun.head), lang), "name", gender=kin_gender(kin)
        )
        rel = "friend_of" if is_friend else kin
        out.append(Candidate(owner, rel, name, clause=-1, anchor=noun.i, pattern="x_my_kin"))
    return out


def names_of(noun: Token, lang: LanguageData) -> list[Mention]:
    """Proper names attached to a kin/pet noun: apposition, compound, "named"/"called X"."""
    names = []
    gender = kin_gender(lang.kinship.get(noun.lower_, ""))
    for child in noun.children:
        if child.dep_ == "appos" and child.pos_ == "PROPN":
            names.append(child)
        elif child.dep_ == "acl" and child.lemma_.lower() in lang.name_verbs:
            names.extend(c for c in child.children if c.dep_ in ("oprd", "attr", "xcomp", "dobj"))
    if noun.dep_ == "compound" and noun.head.pos_ == "PROPN":
        names.append(noun.head)
    if not names:
        names.extend(capitalised_after(noun, lang))
    return [Mention(normalize_entity(name_words(n), lang), "name", gender=gender) for n in names]


def capitalised_after(noun: Token, lang: LanguageData) -> list[Token]:
    """A name the model misread right after a kin noun ("my cousin Raj lives ...").

    A capitalised word right after the kin noun that the model did not read as a verb is its
    name.
    """
    doc = noun.doc
    if noun.i + 1 >= len(doc):
        return []
    nxt = doc[noun.i + 1]
    looks_named = nxt.text[:1].isupper() and nxt.text.isalpha()
    if (
        looks_named
        and nxt.pos_ not in ("VERB", "AUX", "PRON")
        and nxt.lower_ not in lang.not_name_words
    ):
        return [nxt]
    return []


def name_words(token: Token) -> list[str]:
    """The words of a proper name with its compound parts ("Alex Thompson")."""
    parts = [c for c in token.lefts if c.dep_ in ("compound", "flat") and c.pos_ == "PROPN"]
    parts.append(token)
    parts += [c for c in token.rights if c.dep_ in ("compound", "flat") and c.pos_ == "PROPN"]
    return [t.text for t in parts]


def mention_of(token: Token, lang: LanguageData) -> Mention | None:
    """Who a noun or pronoun is: the user, a pronoun to resolve, a name or an unnamed relative."""
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
    if (kin or token.lemma_.lower() in lang.friend_words) and owner_of(token, lang) == YOU:
        names = names_of(token, lang)
        if names:
            return names[0]
        if kin:
            return Mention(kin, "kin", gender=kin_gender(kin))
    if token.pos_ == "PROPN":
        return Mention(normalize_entity(name_words(token), lang), "name")
    return None


def owner_of(token: Token, lang: LanguageData) -> Mention | None:
    """The possessor of a noun ("my" -> the user), if any."""
    for child in token.children:
        if child.dep_ == "poss":
            if child.lower_ in lang.first_person:
                return YOU
            return mention_of(child, lang)
    return None


def kin_gender(kin: str | None) -> str:
    """'he' / 'she' for a gendered kin noun, else ''."""
    return KIN_GENDER.get(kin or "", "")


def object_mention(token: Token, lang: LanguageData) -> Mention:
    """The normalised object phrase headed by ``token``."""
    words = noun_phrase_words(token, lang)
    kind = "name" if token.pos_ == "PROPN" else "noun"
    return Mention(normalize_entity(words, lang), kind)


def singular_mention(token: Token, lang: LanguageData) -> Mention:
    """An attribute noun phrase with its head in the singular ("both nurses" -> "nurse")."""
    words = noun_phrase_words(token, lang)
    if token.tag_ in ("NNS", "NNPS") and token.text in words:
        words[words.index(token.text)] = token.lemma_
    return Mention(normalize_entity(words, lang), "noun")


def noun_phrase_words(token: Token, lang: LanguageData) -> list[str]:
    """The object's noun phrase.

    Modifiers and names, no clause, no trailing prepositions except "of" inside a name
    ("University of Washington").
    """
    keep = [token]
    for child in token.children:
        if child.dep_ in _OBJ_STOP and not (
            child.dep_ == "prep" and child.lower_ in lang.name_joiners and token.pos_ == "PROPN"
        ):
            continue
        if child.dep_ == "poss" and child.pos_ == "PRON":
            continue
        keep.extend(child.subtree)
    run = contiguous_run(keep, token)
    return [t.text for t in run if t.pos_ != "PUNCT" or t.text in lang.name_punctuation]


def prep_objects(prep: Token, lang: LanguageData) -> list[Token]:
    """The objects of a preposition, coordinated ones included."""
    objs = [c for c in prep.children if c.dep_ in ("pobj", "pcomp")]
    return objs + [o for obj in objs for o in conjuncts(obj, lang)]


def conjuncts(token: Token, lang: LanguageData) -> list[Token]:
    """Coordinated words of the same kind ("Seattle and Portland").

    A negated one ("Lyon, not Paris") is left to :func:`negated_objects`.
    """
    out = []
    for child in token.children:
        if child.dep_ != "conj" or is_negated_conj(child, lang):
            continue
        nominal = child.pos_ in ("NOUN", "PROPN") and token.pos_ in ("NOUN", "PROPN")
        if child.pos_ == token.pos_ or nominal:
            out.append(child)
            out.extend(conjuncts(child, lang))
    return out


def is_negated_conj(token: Token, lang: LanguageData) -> bool:
    """True for a denied alternative: "not Paris"."""
    if any(c.dep_ == "neg" or c.lower_ in lang.negations for c in token.children):
        return True
    prev = token.doc[token.i - 1] if token.i else None
    return prev is not None and prev.lower_ in lang.negations


def negated_objects(tokens: list[Token], lang: LanguageData) -> list[Token]:
    """Objects denied inside a coordination: "in Lyon, not Paris" -> [Paris]."""
    out = []
    for token in tokens:
        denied = (c for c in token.children if c.dep_ in ("conj", "appos"))
        out += [c for c in denied if is_negated_conj(c, lang)]
    return out


def is_name_like(token: Token, lang: LanguageData) -> bool:
    """True for a noun that can name a place or organisation (not "home", "place")."""
    return token.pos_ in ("PROPN", "NOUN", "NUM") and token.lower_ not in lang.not_place_words


def is_event(token: Token, lang: LanguageData) -> bool:
    """True when the phrase names an event one takes part in (a marathon, a hackathon)."""
    words = {t.lower_ for t in token.subtree} | {token.lemma_.lower()}
    return bool(words & lang.event_words)


def favorite_relation(subject: Token, lang: LanguageData) -> str | None:
    """``favorite_<thing>`` for "my favorite <thing>", else None."""
    mods = [c for c in subject.children if c.dep_ in ("amod", "compound", "nmod")]
    if not any(m.lower_ in lang.favorite_words for m in mods):
        return None
    thing = lang.favorite_things.get(subject.lemma_.lower()) or lang.favorite_things.get(
        subject.lower_
    )
    if thing is None:
        thing = subject.lemma_.lower().replace(" ", "_")
    return favorite(thing)


def age_of(token: Token, lang: LanguageData) -> str | None:
    """The age a token states: "34", "thirty-four", "34 years old" -> "34"."""
    if token.lower_ in lang.age_adjectives:
        for child in token.children:
            if child.lemma_.lower() in lang.age_units:
                nums = [c for c in child.children if c.dep_ in ("nummod", "quantmod")]
                if nums:
                    return number_text(nums[0], lang)
        return None
    if token.pos_ == "NUM" or token.like_num:
        value = number_text(token, lang)
        if value is not None and 0 < int(value) < 130:
            return value
    return None


def number_text(token: Token, lang: LanguageData) -> str | None:
    """The number a token starts or ends ("twenty - nine" split by the tokenizer -> 29)."""
    doc = token.doc
    lo = hi = token.i
    while lo > 0 and is_number_word(doc[lo - 1], lang):
        lo -= 1
    while hi + 1 < len(doc) and is_number_word(doc[hi + 1], lang):
        hi += 1
    # Self-repair: "I'm twenty... twenty-six" means the number said last.
    nxt = hi + 1
    while nxt < len(doc) and doc[nxt].is_punct and doc[nxt].text != "-":
        nxt += 1
    if nxt > hi + 1 and nxt < len(doc) and is_number_word(doc[nxt], lang) and doc[nxt].text != "-":
        return number_text(doc[nxt], lang)
    words = [t.text for t in doc[lo : hi + 1] if t.text != "-"]
    value = parse_number(words, lang)
    return None if value is None else str(value)


def is_number_word(token: Token, lang: LanguageData) -> bool:
    """True for a digit string, a number word or the hyphen inside one."""
    return (
        token.text == "-"
        or (token.lower_ in lang.number_words and token.lower_ not in lang.determiners)
        or token.text.isdigit()
    )


def quantity_of(obj: Token, lang: LanguageData) -> str | None:
    """The number in front of a noun ("two kids" -> "2"), if any."""
    for child in obj.children:
        if child.dep_ == "nummod":
            return number_text(child, lang)
    return None


def subtree_words(token: Token) -> set[str]:
    """Lowercase words of the token's subtree."""
    return {t.lower_ for t in token.subtree}
