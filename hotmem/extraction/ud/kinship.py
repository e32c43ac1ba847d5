"""Kin, pet and friend nouns: who owns them, the names they carry, what a noun points at.

"mi hermana Ana", "mon pote Julien", "mi perro que se llama Toby": a possessive makes the
user the owner, an apposition, flat name or naming verb gives the name. Also
:func:`noun_mention`, the person or thing a subject word points at, and the noun-phrase
facts (:func:`noun_phrase_facts`).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from hotmem import nlp
from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.ud.context import SUBJ, Clause, Ctx
from hotmem.extraction.ud.names import (
    is_naming,
    lowercase_name,
    name_like,
    name_text,
    name_words,
    named_value,
    relative_naming_verb,
    unknown_word,
)
from hotmem.extraction.ud.numbers import parse_compound_number
from hotmem.extraction.ud.phrases import case_word
from hotmem.extraction.ud.words import Word
from hotmem.lang import get_language
from hotmem.relations import KIN, KIN_GENDER, NOT_FAMILY, PETS
from hotmem.text import normalize_entity


def noun_mention(ctx: Ctx, token: Word) -> Mention | None:
    """A person or thing a subject word points at (the user, a relative, a name)."""
    lang, lex = ctx.lang, ctx.lex
    lower = token.lower_
    if lower in lang.first_person:
        return YOU
    kin = kin_of(ctx, token)
    if kin is not None and owner_of(ctx, token) == YOU:
        names = names_of(ctx, token)
        if names:
            return names[0][0]
        return Mention(kin, "kin", gender=KIN_GENDER.get(kin, ""))
    if kin is not None:
        names = names_of(ctx, token)
        if names:
            return names[0][0]  # "my brother's wife maria", "her husband mark": the name
    if (friend_word(ctx, token) or lower in lang.mentioned_only_kin) and owner_of(
        ctx, token
    ) == YOU:  # "mein schwager tobias wohnt in köln": the named in-law
        names = names_of(ctx, token)
        return names[0][0] if names else None
    if lower in lex.not_names or token.pos_ in ("PRON", "DET"):
        return None
    if name_like(ctx, token):
        return Mention(normalize_entity(name_words(ctx, token), lang), "name")
    return None


def kin_of(ctx: Ctx, token: Word) -> str | None:
    """The canonical kin or pet noun of a word.

    Plurals ("mis padres", "mes parents") name no single relative and give None.
    """
    lang = ctx.lang
    lower = ctx.lower[token.i]
    found = lang.kinship.get(lower) or lang.pets.get(lower)
    if found is not None:
        if (lang.kin_suffixes and kin_suffix(ctx, token.i)) or lower in lang.mentioned_only_kin:
            return None  # "my brother in law", "meine schwiegermutter": no brother, no mother
        return _longer_kin(ctx, token.i) or found
    lemma = token.lemma_.lower()
    found = lang.kinship.get(lemma) or lang.pets.get(lemma)
    if found is None or lemma in lang.mentioned_only_kin or "Plur" in token.morph.get("Number"):
        return None  # the morphology only read for a kin lemma: most nouns are none
    return found


def _longer_kin(ctx: Ctx, i: int) -> str | None:
    """A kin noun of three words the table lists: "compañero de piso" (roommate)."""
    if i + 2 >= ctx.sent_end[i]:
        return None
    return ctx.lang.kinship.get(" ".join(ctx.lower[i : i + 3]))


def kin_suffix(ctx: Ctx, i: int) -> int:
    """The length of the words after a kin noun that make it another relative ("in law")."""
    for words in ctx.lang.kin_suffixes:
        end = i + 1 + len(words)
        if end <= ctx.sent_end[i] and tuple(ctx.lower[i + 1 : end]) == words:
            return len(words)
    return 0


def friend_word(ctx: Ctx, token: Word) -> bool:
    """A friend noun ("amigo"; "Freund" when it does not name a partner)."""
    lower = ctx.lower[token.i]
    if lower in ctx.lang.ambiguous_friends and not _qualified_friend(ctx, token):
        return False
    return lower in ctx.lex.friend_words or token.lemma_.lower() in ctx.lex.friend_words


def _qualified_friend(ctx: Ctx, token: Word) -> bool:
    """A friend noun that names a friend, not a partner: "bester Freund", "Freund von mir"."""
    for child in ctx.children[token.i]:
        if child.dep_ == "amod" and child.lower_ in ctx.lang.friend_qualifiers:
            return True
        if child.dep_ == "nmod" and child.lower_ in ctx.lang.first_person:
            return True
    return False


def nominal_word(ctx: Ctx, token: Word) -> bool:
    """A kin, pet, friend, favourite or trait noun, by its form or lemma."""
    return token.lower_ in ctx.lex.nominal_words or token.lemma_.lower() in ctx.lex.nominal_words


def owner_of(ctx: Ctx, token: Word) -> Mention | None:
    """The user when a first-person possessive ("mi", "mon", "nuestro") owns the noun.

    The possessive is a dependent of the noun (before it, or a determiner after it: "um amigo
    meu") or stands right before it and its adjectives.
    """
    mine = ctx.lang.first_person & ctx.lang.determiners
    for child in ctx.children[token.i]:
        if (
            (child.i < token.i or child.dep_ == "det")
            and child.dep_ in ("det", "nmod:poss", "amod")
            and child.lower_ in mine
        ):
            return YOU
        if _of_mine(ctx, token, child) or _mine_after(ctx, token, child):
            return YOU
    i = token.i - 1
    while i >= ctx.sent_start[token.i] and ctx.tokens[i].pos_ == "ADJ" and i > token.i - 3:
        i -= 1  # "mi mejor amiga", "ma meilleure amie"
    if i >= ctx.sent_start[token.i] and ctx.tokens[i].lower_ in mine:
        return YOU
    head = token.head
    if (
        token.dep_ == "conj"
        and head.i < token.i
        and kin_of(ctx, head) is not None
        and not any(c.dep_ in ("det", "nmod:poss") for c in ctx.children[token.i])
    ):
        return owner_of(ctx, head)  # "my mom and dad": one possessive for both
    return None


def _their(ctx: Ctx, noun: Word) -> Mention | None:
    """A third-person possessive pronoun before the noun: "her brother sanjay".

    The session resolves "her" to the person it points at.
    """
    for child in ctx.children[noun.i]:
        # before the noun, or right after it ("o irmão dele")
        if child.i <= noun.i + 1 and child.dep_ == "nmod:poss":
            kind = ctx.lex.pronouns.get(child.lower_)
            if kind in ("he", "she"):
                return Mention(child.lower_, "pronoun", pronoun=kind)
        if child.i < noun.i and child.dep_ == "det":
            kind = ctx.lang.possessive_pronouns.get(child.lower_)
            if kind is not None:  # "mi mujer ... y su hermano julio": the wife's
                return Mention(child.lower_, "pronoun", pronoun=kind)
    return None


def _counted_company(ctx: Ctx, noun: Word, friend: bool) -> Mention | None:
    """Counted friends the subject is with: "moro com duas amigas, a carol e a duda".

    A friend word with a number and no article, after a PARTNER_PREPS word: the clause's
    subject's friends (their names read as with a possessive).
    """
    if not friend or noun.dep_ != "obl" or case_word(ctx, noun) not in ctx.lang.partner_preps:
        return None
    kids = ctx.children[noun.i]
    if not any(c.dep_ == "nummod" and c.i < noun.i for c in kids) or any(
        c.dep_ == "det" and c.i < noun.i for c in kids
    ):
        return None
    clause = ctx.clauses.get(noun.head.i)
    return clause.subject if clause is not None else None


def _mine_after(ctx: Ctx, noun: Word, child: Word) -> bool:
    """A first-person possessive adjective after the noun: "amigos míos", "un primo mío"."""
    return (
        child.i == noun.i + 1
        and child.dep_ in ("amod", "det")
        and child.lower_ in ctx.lang.first_person
        and child.lower_ not in ctx.lang.determiners
    )


def _of_mine(ctx: Ctx, noun: Word, child: Word) -> bool:
    """A first-person pronoun with its preposition after the noun: "ein Freund von mir"."""
    return (
        child.i > noun.i
        and child.dep_ == "nmod"
        and child.lower_ in ctx.lang.first_person
        and any(c.dep_ == "case" for c in ctx.children[child.i])
    )


def listed_names(ctx: Ctx, name: Word) -> list[Word]:
    """The names coordinated after a name ("Luca e Marco", a transcript's "léo et maja")."""
    return [
        c
        for c in ctx.children[name.i]
        if c.dep_ == "conj"
        and c.i > name.i
        and (
            (c.pos_ == "PROPN" and name_like(ctx, c))
            # a bare "verb" of no dependent is a name the tagger misread ("noah and ava")
            or (
                name.is_lower and lowercase_name(ctx, c, any_pos=True, finite=not ctx.children[c.i])
            )
        )
    ]


def _plural_form(ctx: Ctx, noun: Word) -> bool:
    """A counted noun, where the rule-based parse gives no number ("dois filhos")."""
    return any(c.dep_ == "nummod" and c.i < noun.i for c in ctx.children[noun.i])


def _names_after(ctx: Ctx, noun: Word, name: Word) -> list[Word]:
    """The second name right after the first, with its own article or not: "o leo e a maria".

    The parse hangs it on the plural noun, or on the noun's verb as a bare "verb" of no
    dependent ("i have two kids noah and ava"); a word of no list there is a name.
    """
    end = name.i + len(name_words(ctx, name))
    if end >= len(ctx.tokens) or ctx.pos[end] != "CCONJ":
        return []
    heads = [noun.i] if noun.head.i == noun.i else [noun.i, noun.head.i]
    return [
        c
        for h in heads
        for c in ctx.children[h]
        if c.dep_ == "conj"
        # with its article or bare: "dos perros max y rocky"
        and (c.i == end + 1 or (c.i == end + 2 and ctx.tokens[end + 1].dep_ == "det"))
        and (
            (h == noun.i and ctx.pos[c.i] in ("NOUN", "PROPN"))
            or (ctx.pos[c.i] in ("NOUN", "PROPN", "VERB") and not ctx.children[c.i])
        )
        and (name_like(ctx, c) or unknown_word(ctx, c))
        and kin_of(ctx, c) is None
    ]


def _phrase_start(ctx: Ctx, name: Word) -> int:
    """Where a name's phrase starts: its article before it ("dois irmãos, o Rui e o Paulo")."""
    return min([name.i] + [c.i for c in ctx.children[name.i] if c.dep_ == "det"])


def names_of(ctx: Ctx, noun: Word) -> list[tuple[Mention, Word | None]]:
    """Names given to a kin/pet/friend noun.

    An apposition or flat name, a capitalised word right after it, a naming relative or
    participle ("que se llama Lola", "llamado Toby"), or the naming verb it is the subject of.
    Returns (name, naming verb or None) pairs; the naming verb carries the clause flags.
    """
    kin = kin_of(ctx, noun)
    gender = KIN_GENDER.get(kin or "", "")
    found: list[tuple[Word, Word | None]] = []
    for child in ctx.children[noun.i]:
        if child.i < noun.i:
            continue
        if child.dep_ in ("appos", "flat", "flat:name", "nmod", "amod", "compound") and (
            name_like(ctx, child) and not any(c.dep_ == "case" for c in ctx.children[child.i])
        ):
            found.append((child, None))
            plural = "Plur" in noun.morph.get("Number") or _plural_form(ctx, noun)
            if plural or ctx.tokens[_phrase_start(ctx, child) - 1].text == ",":
                # "due fratelli, Paolo e Gianni", "two kids leo and maja"
                found.extend((c, None) for c in listed_names(ctx, child))
            if plural or _plural_form(ctx, noun):
                # "dois filhos o leo e a maria": the parse hangs the second on the noun
                found.extend((c, None) for c in _names_after(ctx, noun, child))
        elif child.dep_ in ("acl", "acl:relcl") and is_naming(ctx, child):
            named = named_value(ctx, child)
            if named is not None:
                found.append((named, child))
                found.extend((c, child) for c in _named_after(ctx, noun, named))
        elif child.dep_ == "nmod" and _name_noun_of(ctx, noun, child) is not None:
            found.append((_name_noun_of(ctx, noun, child), None))  # "un cane di nome rex"
        elif child.dep_ == "nmod" and child.i > noun.i and _counts_years(ctx, child):
            for rel in ctx.children[child.i]:  # "una hija de cinco años que se llama sofía"
                if rel.dep_ in ("acl", "acl:relcl") and is_naming(ctx, rel):
                    named = named_value(ctx, rel)
                    if named is not None:
                        found.append((named, rel))
    if not found and (verb := relative_naming_verb(ctx, noun)) is not None:
        named = named_value(ctx, verb)  # the words of a misparsed naming relative
        if named is not None:
            found.append((named, verb))
            found.extend((c, verb) for c in _named_after(ctx, noun, named))
    head = noun.head
    if noun.dep_ in SUBJ and head.i > noun.i and is_naming(ctx, head) and not found:
        named = named_value(ctx, head)  # "mi madre se llama Carmen y vive en Sevilla"
        if named is not None:
            found.append((named, head))
    elif noun.dep_ in SUBJ and head.i > noun.i and not found:
        named = _name_after_copula(ctx, head)  # "mi mejor amiga es carla"
        if named is not None:
            found.append((named, None))
    if noun.dep_ in SUBJ and head.i > noun.i and not found:
        for conj in ctx.children[head.i]:  # "mi perro tiene cinco años y se llama rocky"
            if conj.dep_ != "conj" or not is_naming(ctx, conj):
                continue
            if any(c.dep_ in SUBJ for c in ctx.children[conj.i]):
                continue  # a subject of its own names someone else
            named = named_value(ctx, conj)
            if named is not None:
                found.append((named, conj))
            break
    nxt = noun.i + 1
    if nxt < ctx.sent_end[noun.i] and ctx.tokens[nxt].text == ",":
        nxt += 1  # "ma meilleure amie, Chloé, ..."
    if not found and nxt < ctx.sent_end[noun.i] and name_like(ctx, ctx.tokens[nxt]):
        found.append((ctx.tokens[nxt], None))
    end = ctx.sent_end[noun.i]
    if not found and nxt == noun.i + 1 < end and _name_after_kin(ctx, noun, ctx.tokens[nxt]):
        found.append((ctx.tokens[nxt], None))  # "ma tante sylvie", "mi hermano julio"
        if "Plur" in noun.morph.get("Number"):  # "deux enfants léo et maja"
            found.extend((c, None) for c in listed_names(ctx, ctx.tokens[nxt]))
            found.extend((c, None) for c in _names_after(ctx, noun, ctx.tokens[nxt]))
    out = []
    seen = set()
    for token, verb in found:
        text = name_text(ctx, token)
        if text and text not in seen:
            seen.add(text)
            out.append((Mention(text, "name", gender=gender), verb))
    return out


def _name_noun_of(ctx: Ctx, noun: Word, child: Word) -> Word | None:
    """The name after a bare name noun right after the noun's "of": "un cane di nome rex"."""
    if child.i != noun.i + 2 or ctx.lower[noun.i + 1] not in ctx.lex.name_links:
        return None
    if child.lower_ not in ctx.lex.name_nouns:
        return None
    i = child.i + 1
    if i >= ctx.sent_end[noun.i]:
        return None
    word = ctx.tokens[i]
    if name_like(ctx, word) or lowercase_name(ctx, word, any_pos=True) or unknown_word(ctx, word):
        return word
    return None


def _named_after(ctx: Ctx, noun: Word, named: Word) -> list[Word]:
    """The names listed after the one a naming verb gives to a plural noun.

    "dos hermanos que se llaman luis y pedro": the parse hangs "pedro" on the noun.
    """
    if not ("Plur" in noun.morph.get("Number") or _plural_form(ctx, noun)):
        return []
    listed = listed_names(ctx, named)
    end = named.i + len(name_words(ctx, named))
    listed += [
        c
        for c in ctx.children[noun.i]
        if c.dep_ == "conj"
        and c.i == end + 1
        and ctx.pos[end] == "CCONJ"
        and (name_like(ctx, c) or lowercase_name(ctx, c, any_pos=True))
        and kin_of(ctx, c) is None
    ]
    return listed


def _counts_years(ctx: Ctx, token: Word) -> bool:
    """An age noun ("años", "ans")."""
    return token.lower_ in ctx.lex.age_nouns or token.lemma_.lower() in ctx.lex.age_nouns


def age_of(ctx: Ctx, noun: Word) -> int | None:
    """The age a noun's own modifier gives: "une fille de six ans" (an age noun, a number)."""
    for child in ctx.children[noun.i]:
        if child.dep_ != "nmod" or child.i < noun.i or not case_word(ctx, child):
            continue
        if child.lemma_.lower() not in ctx.lex.age_nouns and child.lower_ not in ctx.lex.age_nouns:
            continue
        numbers = [t.lower_ for t in ctx.children[child.i] if t.dep_ == "nummod" or t.like_num]
        value = parse_compound_number(numbers, ctx.lang) if numbers else None
        if value is not None and 0 < value < 130:
            return value
    return None


def _name_after_kin(ctx: Ctx, noun: Word, word: Word) -> bool:
    """A lowercase name right after a kin noun, or an "adverb" the parse hangs on the noun.

    "my cat oliver keeps ...": the tagger reads the unknown word as an adverb of "cat"; an
    adverb proper modifies the verb ("my dad actually works"). Also an "adverb" between the
    kin subject and its copula ("my daughter lily is 5"), where no adverb stands.
    """
    if _verb_of(ctx, noun, word):
        return False
    if _word_before_its_phrase(ctx, word):
        return False  # "mon père capote sur le canadien": a verb the tagger did not know
    if lowercase_name(ctx, word):
        return True
    if (
        word.pos_ == "VERB"
        # not a subject's own verb ("my dog barks"): where no verb stands, a verbless list
        and (noun.dep_ == "compound" or (noun.dep_ in SUBJ and _beside_you(ctx, noun)))
        and noun.head.i == word.i
        and _last_word(ctx, word)
        and all(c.i < word.i for c in ctx.children[word.i])
    ):
        # "just me and my cat pickles": a bare "verb" ending the phrase is its name misread
        return lowercase_name(ctx, word, finite=True)
    return (
        word.pos_ == "ADV"
        and word.dep_ == "advmod"
        and (word.head.i == noun.i or _before_copula(ctx, noun, word))
        and lowercase_name(ctx, word, any_pos=True)
    )


def _word_before_its_phrase(ctx: Ctx, word: Word) -> bool:
    """A dictionary word right before a preposition: the speaker's verb, no name.

    "mon père capote sur le canadien" (a pet's name may be a word, "mon chien filou", but
    a name is not followed by its own preposition).
    """
    nxt = word.i + 1
    return (
        nxt < ctx.sent_end[word.i]
        and ctx.pos[nxt] == "ADP"
        and ctx.lower[nxt] not in ctx.lex.name_links
        and nlp.known_word(word.lower_, ctx.lang.code)
    )


def _last_word(ctx: Ctx, word: Word) -> bool:
    """The last word of its sentence, or before a comma or a coordinator."""
    nxt = word.i + 1
    return nxt >= ctx.sent_end[word.i] or ctx.tokens[nxt].is_punct or ctx.pos[nxt] == "CCONJ"


def _verb_of(ctx: Ctx, noun: Word, word: Word) -> bool:
    """The kin subject's own verb, with words of its own: "mi abuela murió el año pasado".

    A verb the tables do not conjugate has no form to tell it from a name; one the noun is
    the subject of and that takes other dependents is the verb ("mi hermana lucía" alone,
    or with a verb after it, is named).
    """
    if word.pos_ != "VERB" or noun.dep_ not in SUBJ or noun.head.i != word.i:
        return False
    if any(c.i > word.i and c.dep_ in ("obj", "xcomp", "ccomp") for c in ctx.children[word.i]):
        return True  # "helping my dad fix his car": a verb with its object names no one
    if word.morph.get("VerbForm"):
        return False  # a tagger's verb form: its own checks (lowercase_name) tell
    return any(
        c.i != noun.i and c.dep_ not in ("cc", "conj", "punct", "appos")
        for c in ctx.children[word.i]
    )


def _before_copula(ctx: Ctx, noun: Word, word: Word) -> bool:
    """A word of the kin subject's predicate right before that predicate's copula."""
    nxt = word.i + 1
    return (
        noun.dep_ in SUBJ
        and word.head.i == noun.head.i
        and nxt < ctx.sent_end[word.i]
        and ctx.tokens[nxt].dep_ == "cop"
        and ctx.tokens[nxt].head.i == noun.head.i
    )


def _name_after_copula(ctx: Ctx, verb: Word) -> Word | None:
    """A lowercase name the tagger made a verb after a bare copula: "mi amiga es carla".

    The copula heads the sentence itself (no predicate word is its head), and the word right
    after it is an unknown word tagged a finite verb or an infinitive ("carla" read as
    "car" + "la"), which no predicate is.
    """
    if verb.dep_ != "ROOT" or ctx.lower[verb.i] not in ctx.lex.forms:
        return None
    reading = ctx.verbs[verb.i]
    if reading is None or reading.lemma not in ctx.lex.copulas:
        return None
    i = verb.i + 1
    if i >= ctx.sent_end[verb.i]:
        return None
    word = ctx.tokens[i]
    if word.head.i != verb.i or ctx.pos[i] != "VERB" or ctx.lower[i] in ctx.lex.forms:
        return None
    forms = word.morph.get("VerbForm")
    if not ("Fin" in forms or "Inf" in forms) or not word.is_lower:
        return None
    return word if lowercase_name(ctx, word, finite=True) else None


def noun_phrase_facts(ctx: Ctx, noun: Word) -> list[Candidate]:
    """Facts of a noun phrase: "mi hermana Ana", "mi perro Toby", "ma meilleure amie, Chloé"."""
    kin = kin_of(ctx, noun)
    friend = friend_word(ctx, noun)
    if kin is None and not friend:
        return []
    owner = owner_of(ctx, noun) or _their(ctx, noun) or _counted_company(ctx, noun, friend)
    if owner is None:
        return []
    relation = "friend_of" if friend and kin is None else kin
    assert relation is not None
    out = []
    age = age_of(ctx, noun)
    for name, verb in names_of(ctx, noun):
        clause = ctx.clauses.get(verb.i) if verb is not None else None
        flags = {}
        if clause is not None:
            said = clause.flags
            flags = {"negated": said.negated, "hedged": said.hedged, "blocked": said.blocked}
        out.append(
            Candidate(
                owner,
                relation,
                name,
                clause=-1,
                anchor=noun.i,
                embedded=ctx.told[noun.i],
                pattern="my_kin_x",
                **flags,
            )
        )
        if age is not None:  # "une fille de six ans qui s'appelle rose"
            aged = Mention(str(age), "noun")
            out.append(replace(out[-1], relation="age", subject=name, object=aged))
    if noun.dep_ == "appos" and name_like(ctx, noun.head) and noun.head.i < noun.i:
        name = Mention(
            normalize_entity(name_words(ctx, noun.head), ctx.lang),
            "name",
            gender=KIN_GENDER.get(kin or "", ""),
        )
        out.append(Candidate(owner, relation, name, clause=-1, anchor=noun.i, pattern="x_my_kin"))
    return out


def mentioned_kin(ctx: Ctx, found: list[Candidate]) -> list[Candidate]:
    """A user's unnamed relative or pet only mentioned: (you, has, the noun as said).

    "my son is in junior high", "my sister keeps saying ...": nothing else is said of them.
    A relative with a name, or that a fact of the turn is about, gives nothing here.
    """
    if not ctx.lang.mentioned_kin:
        return []
    spoken_of = {c.subject.text for c in found if c.subject.kind == "kin" and not c.blocked}
    spoken_of |= {c.relation for c in found}
    claimed = {c.subject.text for c in found if c.subject.kind == "kin" and c.blocked}
    anchors = {c.anchor for c in found}
    out = []
    for token in ctx.tokens:
        if token.pos_ not in ("NOUN", "PROPN") or token.i in anchors:
            continue
        lang = ctx.lang
        words = (token.lower_, token.lemma_.lower())
        kin = next(
            (lang.kinship.get(w) or lang.pets.get(w) for w in words if _kin_word(ctx, w)), None
        )
        if kin is None and token.lower_ in lang.mentioned_only_kin and not friend_word(ctx, token):
            kin = token.lower_  # "en casa de mi suegra": a relative the taxonomy has no noun for
        said = token.lower_
        if kin is not None and lang.kin_suffixes and (more := kin_suffix(ctx, token.i)):
            said = " ".join(ctx.lower[token.i : token.i + 1 + more])  # "father in law"
        if kin is None or kin in spoken_of or kin in NOT_FAMILY:
            continue
        if owner_of(ctx, token) != YOU and not _household(ctx, token):
            continue
        if kin in claimed and not _reporter(ctx, token):
            continue  # a fact of theirs the clause's mood blocks; what they say is no fact
        if names_of(ctx, token) or not _only_mentioned(ctx, token, found):
            continue
        if lang.death_verbs and _died(ctx, token):
            continue  # "our old cat passed last year": no longer had
        out.append(
            Candidate(
                YOU,
                "has",
                Mention(said, "noun"),
                clause=-1,
                anchor=token.i,
                embedded=ctx.told[token.i],
                pattern="my_kin_mentioned",
            )
        )
    return out


def _time_or_idiom(ctx: Ctx, noun: Word) -> bool:
    """An oblique that tells how or when, no thing: "in giro", "ogni santo giorno"."""
    return noun.lower_ in ctx.lang.idiom_nouns or any(
        "Tim" in c.morph.get("AdvType") for c in ctx.children[noun.i]
    )


def _died(ctx: Ctx, token: Word) -> bool:
    """The subject of a verb of dying with no object ("passed", "died", DEATH_VERBS)."""
    if token.dep_ not in SUBJ:
        return False
    head = token.head
    if any(
        c.pos_ == "ADJ" and c.dep_ in ("obj", "xcomp") and c.lower_ in ctx.lang.death_verbs
        for c in ctx.children[head.i]
    ):
        return True  # "meu cachorro está morto": the state copula's adjective of death
    verb = ctx.verbs[head.i]
    lemmas = set(verb.lemmas) if verb is not None else {head.lemma_.lower()}
    return bool(lemmas & ctx.lang.death_verbs) and not any(
        c.dep_ == "obj" and "Tim" not in c.morph.get("AdvType")  # "morreu ano passado"
        for c in ctx.children[head.i]
    )


def _household(ctx: Ctx, token: Word) -> bool:
    """A pet or child the user's own verb takes with the definite article: the user's.

    "took the dog out", "levei o cachorro pra passear", "ho portato fuori il cane", "saqué a la
    perra" (after a
    HOUSEHOLD_PET_CASES preposition, the Spanish personal "a"); not another's ("il cane del
    vicino", "al perro del vecino"), nor a described one, nor in a negated clause; a duty or a
    plan still has it ("tenho que levar o gato no veterinário").
    """
    lang = ctx.lang
    articles = lang.household_articles
    if not articles or (
        token.lower_ not in lang.pets and token.lower_ not in lang.definite_household
    ):
        return False
    definite = cased = False
    for child in ctx.children[token.i]:
        if child.dep_ in ("nmod:poss", "amod", "acl", "acl:relcl") or (
            child.dep_ == "nmod"
            and child.i > token.i
            and case_word(ctx, child) in ctx.lex.name_links
        ):
            return False
        if child.dep_ == "det" and child.lower_ in articles:
            definite = True
        elif child.dep_ == "case" and child.lemma_.lower() in lang.household_pet_cases:
            cased = True
            definite = definite or "Art" in child.morph.get("PronType")  # "al gato"
    if not definite or (token.dep_ != "obj" and not cased):
        return False
    node = token.head
    for _ in range(3):  # "pra levar as crianças": up to the verb of the infinitive
        clause = ctx.clauses.get(node.i) or ctx.by_pred.get(node.i)
        if clause is not None and clause.subject is not None:
            if clause.flags.negated:
                return False  # "non ho portato fuori il cane": nothing said of a dog
            persons = clause.verb.persons
            return clause.subject == YOU or (bool(persons) and persons <= {"1s", "1p"})
        if node.head.i == node.i:
            break
        node = node.head
    # "took the dog out this morning": a verb with no subject and no other person than the
    # speaker's
    verb = ctx.verbs[token.head.i]
    persons = verb.persons if verb is not None else frozenset()
    return not any(c.dep_ in SUBJ for c in ctx.children[token.head.i]) and persons <= {"1s", "1p"}


def _reporter(ctx: Ctx, token: Word) -> bool:
    """The subject of a reporting verb ("mi hermano dice que se va a mudar a méxico")."""
    verb = ctx.verbs[token.head.i]
    return token.dep_ in SUBJ and verb is not None and verb.lemma in ctx.lang.report_verbs


def _only_mentioned(ctx: Ctx, token: Word, found: list[Candidate]) -> bool:
    """True when the sentence says nothing about the relative a fact could be read from.

    The relative says or wants something ("my sister keeps saying ...", "my wife wants me to
    ..."), owns a thing ("my kid's school"), or is an object ("visiting my grandma"); not the
    subject of a copula or of a plain verb ("my husband's a teacher"), whose fact is the one
    to tell even when it is missed, nor the owner of a name ("my son's name is ...").
    """
    head = token.head
    if _beside_you(ctx, token):
        # "io e mio marito non abbiamo figli", "just me and my two boys"; not the subjects of
        # a fact both share ("io e mia moglie parliamo cinese": hers too; a denied one is
        # none), nor a relative a "he"/"she" tells of later ("ma femme et moi ... elle est ...")
        said = ctx.clauses.get(head.i) or ctx.by_pred.get(head.i)
        # "my husband and i have been married 22 years": the user's status says nothing of
        # the relative's own
        return (
            token.dep_ not in SUBJ
            or said is None
            or all(
                c.clause != said.statement or c.negated or c.relation == "marital_status"
                for c in found
            )
        ) and not any(c.subject.pronoun in ("he", "she") and c.anchor > token.i for c in found)
    if token.dep_ == "nmod:poss":
        if any(c.dep_ == "det" for c in ctx.children[head.i]):
            return False  # "my husband's a teacher": a contracted copula, not a possessive
        return (
            head.lower_ not in ctx.lex.name_nouns and head.lemma_.lower() not in ctx.lex.name_nouns
        )
    if token.dep_ not in SUBJ:
        verb = ctx.verbs[head.i]
        if verb is not None and verb.lemma in ctx.lang.experiencer_verbs:
            return False  # "a mi hermana le encanta el cine": she is who likes it
        if token.dep_ == "nmod" and (
            head.lower_ in ctx.lex.name_nouns or head.lemma_.lower() in ctx.lex.name_nouns
        ):
            return False  # "le nom de mon chien": the owner of a name, as "my dog's name"
        if token.dep_ == "obj":  # of a verb, not of a filler or an adjective the parse made one
            return head.pos_ == "VERB" and head.lower_ not in ctx.lang.fillers
        if head.pos_ == "PRON" or ctx.lex.pronouns.get(head.lower_) == "it":
            return False  # "titanic c'est celui de ma femme": hers, the thing told before
        if token.dep_.split(":")[0] == "obl":
            return True  # "avec mes tantes", "je m'occupe de mes petits-enfants"
        # a noun's modifier with its preposition; not a misparsed subject ("mon père est ...")
        return token.dep_ == "nmod" and any(c.dep_ == "case" for c in ctx.children[token.i])
    clause = ctx.clauses.get(head.i) or ctx.by_pred.get(head.i)
    if (
        clause is not None
        and clause.copular
        and any(c.dep_ == "case" for c in ctx.children[clause.pred.i])
        and not name_like(ctx, clause.pred)
        and all(c.clause != clause.statement for c in found)
    ):
        # "my son is in junior high": where one is for now, no fact of it (a name there is
        # a place, a fact missed: "mio fratello è rimasto a catania")
        return True
    if (
        clause is not None
        and not clause.copular
        and clause.verb.lemma in ctx.lex.state_copulas
        and all(c.clause != clause.statement for c in found)
        and any(
            c.dep_ == "obl"
            and any(g.dep_ == "case" for g in ctx.children[c.i])
            and not name_like(ctx, c)
            for c in ctx.children[head.i]
        )
    ):
        # "meu filho tá no sexto ano", "mi hija está en la universidad": where one is for now,
        # read off a state copula the parse made the verb
        return True
    if clause is not None and _passing_state(ctx, clause, head):
        # "minha mãe tá super orgulhosa", "my mom is furious": a mood is no fact of theirs
        return all(c.clause != clause.statement for c in found)
    if clause is None or clause.copular:
        return False
    if any(c.dep_ in SUBJ and c.i != token.i for c in ctx.children[head.i]):
        return False  # "ma grand-mère elle parle ...": a dislocated subject, its fact is told
    if not ctx.lang.mentioned_kin_subjects:
        # who says or thinks a clause, even where spoken subjects are misread: "mon mari me
        # dit que je devrais ..."
        return clause.verb.lemma in ctx.lang.report_verbs and any(
            c.dep_ == "ccomp" and ctx.verbs[c.i] is not None for c in ctx.children[head.i]
        )
    if any(
        c.dep_ in ("ccomp", "xcomp") and ctx.verbs[c.i] is not None for c in ctx.children[head.i]
    ):
        return True
    if any(c.subject.pronoun in ("he", "she") and c.anchor > token.i for c in found):
        pass  # "my wife says i'm crazy, she works at ...": the facts after may be hers
    elif clause.verb.lemma in ctx.lang.report_verbs or any(
        c.dep_ in ("ccomp", "xcomp") and c.i in ctx.by_pred for c in ctx.children[head.i]
    ):
        return True  # "my father always says i should've been a lawyer", "what my mom thinks"
    elif any(
        c.dep_ == "conj" and c.lower_ in ctx.lang.first_person for c in ctx.children[token.i]
    ) and all(c.clause != clause.statement for c in found):
        return True  # "my husband and i have been arguing": nothing said of the two of them
    if (ctx.lang.pets.get(token.lower_) or ctx.lang.pets.get(token.lemma_.lower())) and any(
        c.i > head.i and not c.is_punct for c in ctx.children[head.i]
    ):
        # "my dog loves the park", "my cat sleeps all day": what a pet does is no fact (a
        # bare "verb" last may be its misread name: "my cat pickles")
        return all(c.clause != clause.statement for c in found)
    # "meine kinder kommen oft vorbei", "mio nipote mi ha installato ...", "my mom found
    # out": a verb no table reads a fact off, with no object or oblique a fact could be about
    # "mi hija todavía vive con nosotros": with the user, the verb tells nothing of them
    # "my kids drove me nuts", "my mom called me": what they do to the user tells nothing
    with_you = any(
        c.dep_ in ("obl", "obj", "iobj") and c.lower_ in ctx.lang.first_person
        for c in ctx.children[head.i]
    )
    # "mia nonna mi comprava la granita", "i miei bambini mi chiedono un cane": a first-person
    # clitic the parse read as a pronominal verb's is the user, given to or asked: the thing
    # given tells nothing of the relative
    # (not a naming verb's: "mi madre me llamó ayer" may be misread)
    to_you = (
        not with_you
        and not set(clause.verb.lemmas) & ctx.lang.name_verbs
        and any(
            c.dep_ == "expl:pv" and c.lower_ in ctx.lang.first_person for c in ctx.children[head.i]
        )
    )
    bare = head.i == token.i + 1 and not any(
        c.i > head.i and not c.is_punct for c in ctx.children[head.i]
    )  # "just me and my cat pickles": a name misread as a verb
    telling = set(clause.verb.lemmas) & _telling_verbs(ctx.lang.code)
    if telling and telling <= ctx.lang.name_verbs:
        # "my mom called because ...": a naming verb naming no one (no complement) tells nothing
        named = ("xcomp", "obj", "iobj", "ccomp", "obl")
        telling = {t for t in telling if any(c.dep_ in named for c in ctx.children[head.i])}
    objects = [
        c
        for c in ctx.children[head.i]
        if c.dep_ in (("obl",) if to_you or with_you else ("obj", "obl", "iobj"))
        and c.pos_ in ("NOUN", "PROPN")
        and c.lower_ not in ctx.lang.first_person
        and c.lower_ not in ctx.lang.stop_words  # "mes enfants ont la grippe": a state
        and c.lower_ not in ctx.lang.time_words  # "mes petits-enfants viennent dimanche"
        # "mi prende sempre in giro", "ogni santo giorno": an idiom or a time
        and not (c.dep_ == "obl" and _time_or_idiom(ctx, c))
    ]
    things = ctx.lang.mentioned_kin_objects  # else any thing the verb takes may be a fact
    if (
        telling
        and telling <= ctx.lex.possession.keys()
        and objects
        and all(c.lemma_.lower() in ctx.lang.not_possessions for c in objects)
    ):
        telling, objects = set(), []  # "my kids have the flu": no possession (NOT_POSSESSIONS)
    if (
        things
        and telling
        and not bare
        and not any(
            c.i > head.i
            and c.dep_ not in ("advmod", "compound:prt", "punct", "discourse", "cc")
            # "my mother is coming to stay with us", "my mom is going mad": a clause or a
            # state after the verb, no thing it takes
            and c.dep_ not in ("advcl", "xcomp", "conj", "parataxis")
            and c.lower_ not in ctx.lang.time_words  # "this weekend": when, no thing
            for c in ctx.children[head.i]
        )
    ):
        telling = set()  # "my grandkids are coming over": a fact's verb with nothing to tell
    return (
        not bare
        and (with_you or to_you or not telling)
        # "my boyfriend made dinner": what a verb no table reads does to a thing tells nothing;
        # a name there may be a fact missed ("mio fratello è rimasto a catania")
        and not any(
            telling or not things or c.pos_ == "PROPN" or name_like(ctx, c) for c in objects
        )
        and not _told_of_later(ctx, token)
    )


def _passing_state(ctx: Ctx, clause: Clause, head: Word) -> bool:
    """A copula's word of a passing mood (``mood_words``: "furious", "orgulhosa").

    The rule-based parse may hang the adjective on the copula itself ("tá super orgulhosa").
    A trait or a description ("my son is autistic", "tall") may be a fact: not these.
    """
    pred: Word | None = clause.pred
    if not clause.copular:
        verb = ctx.verbs[head.i]
        if verb is None or verb.lemma not in ctx.lex.copulas | ctx.lex.state_copulas:
            return False
        pred = next((c for c in ctx.children[head.i] if c.i > head.i and c.pos_ == "ADJ"), None)
    moods = ctx.lang.mood_words
    return pred is not None and (pred.lower_ in moods or pred.lemma_.lower() in moods)


def _beside_you(ctx: Ctx, token: Word) -> bool:
    """The relative joined to a first-person pronoun: "io e mio marito", "my husband and i".

    Read off the words (a spoken coordination is parsed many ways): the pronoun, a
    conjunction, then the relative's phrase (its words before it), or the other way round.
    A pronoun the language also uses as a possessive ("my", "mon") is not the user here.
    """
    you = ctx.lang.first_person - ctx.lang.determiners
    # its words before it, not the conjunction a conjunct hangs on it ("io e mia sorella")
    start = min(
        [token.i] + [c.i for c in ctx.children[token.i] if c.i < token.i and c.dep_ != "cc"]
    )
    first, end = ctx.sent_start[token.i], ctx.sent_end[token.i]
    before = start - 1
    while before > first and ctx.lower[before] in ctx.lang.fillers:
        before -= 1  # "just me and uh my cat"
    if before > first and ctx.pos[before] == "CCONJ" and ctx.lower[before - 1] in you:
        return True
    after = token.i + 1
    return after + 1 < end and ctx.pos[after] == "CCONJ" and ctx.lower[after + 1] in you


def _told_of_later(ctx: Ctx, token: Word) -> bool:
    """A "he" or "she" subject later in the turn, whose facts may be the relative's.

    Only the subject of a verb some table reads a fact off ("she works at ...", "he's a
    pilot"); not of another verb ("she made her lasagna") nor of a passing mood ("now she's
    furious"), which tell nothing of them.
    """
    third = ctx.lang.pronouns_he | ctx.lang.pronouns_she
    telling = _telling_verbs(ctx.lang.code)
    for t in ctx.tokens[token.i + 1 :]:
        if t.dep_ not in SUBJ or t.lower_ not in third:
            continue
        head = t.head
        clause = ctx.clauses.get(head.i) or ctx.by_pred.get(head.i)
        if clause is None:
            verb = ctx.verbs[head.i]
            lemmas = set(verb.lemmas) if verb is not None else {head.lemma_.lower()}
            if lemmas & telling:
                return True
            continue
        if (clause.copular or set(clause.verb.lemmas) & telling) and not _passing_state(
            ctx, clause, head
        ):
            return True
    return False


@lru_cache(maxsize=16)
def _telling_verbs(code: str) -> frozenset[str]:
    """Verbs some table reads a fact off (relations, activities, plans, likes, names)."""
    lang = get_language(code)
    return (
        frozenset(verb for verb, _ in lang.verb_relations)
        | lang.activity_verbs
        | lang.activity_intransitives
        | lang.plan_verbs
        | frozenset(lang.complement_relations)
        | frozenset(lang.experiencer_verbs)
        | frozenset(lang.status_words)
        | lang.name_verbs
        | lang.age_verbs
        | lang.copulas
    )


def _kin_word(ctx: Ctx, word: str) -> bool:
    return word in ctx.lang.kinship or word in ctx.lang.pets


# What a pronoun after a relative tells of them: where they live, work or study, what they
# are or were, what they are allergic to (tastes, ages and plans are left to the session's
# mentions).
_TAKEN_UP = frozenset(
    "is was works_at worked_at lives_in from moved_to studies studies_at allergic_to".split()
)


def kin_pronouns(ctx: Ctx, found: list[Candidate]) -> list[Candidate]:
    """A "he"/"she" subject that takes up the user's unnamed relative said before it.

    "my wife says i'm crazy, she works at baker mckenzie", "my dad is staying with us ...
    he's a retired pilot": the nearest relative of the pronoun's gender before it, with no
    name and no other subject noun between. Only what someone is, was, or where they live,
    work or study (_TAKEN_UP); a named relative or anyone else is left to the session's
    mentions.
    """
    if not ctx.lang.pronoun_takes_up_kin or not any(
        c.subject.pronoun in ("he", "she") for c in found
    ):
        return found  # most turns: no third-person subject at all
    out = []
    for cand in found:
        if cand.subject.pronoun in ("he", "she") and cand.relation in _TAKEN_UP:
            kin = _antecedent_kin(ctx, cand)
            if kin is not None:
                cand = replace(cand, subject=kin)
        out.append(cand)
    return out


def named_kin_subjects(found: list[Candidate]) -> list[Candidate]:
    """A relative the turn names is their name as a subject ("her name's claire").

    "my sister, her name's claire, she lives in phoenix" -> (claire, lives_in, phoenix), as
    for "my sister claire lives in phoenix". Only a relative given one name in the turn.
    """
    names: dict[str, Mention | None] = {}
    for c in found:
        kin = c.relation in KIN or c.relation in PETS
        if kin and c.subject == YOU and c.object.kind == "name" and not c.negated:
            names[c.relation] = None if c.relation in names else c.object
    if not names:
        return found
    return [
        replace(c, subject=name)
        if c.subject.kind == "kin" and (name := names.get(c.subject.text)) is not None
        else c
        for c in found
    ]


def _antecedent_kin(ctx: Ctx, cand: Candidate) -> Mention | None:
    said = cand.subject
    i = min(cand.anchor, len(ctx.tokens) - 1)
    while i >= 0 and ctx.lower[i] != said.text:
        i -= 1  # the pronoun itself, at or before the fact's word
    if i < 0:  # "jetzt ist er steuerberater": right after its verb, the verb second
        after = range(cand.anchor + 1, min(cand.anchor + 3, len(ctx.tokens)))
        i = next((k for k in after if ctx.lower[k] == said.text), -1)
    if i < 0:
        return None
    for j in range(i - 1, -1, -1):
        token = ctx.tokens[j]
        if token.pos_ not in ("NOUN", "PROPN"):
            continue
        kin = kin_of(ctx, token)
        if kin is not None and owner_of(ctx, token) == YOU and kin not in NOT_FAMILY:
            gender = KIN_GENDER.get(kin, "")
            if gender != said.pronoun:
                continue  # "my dad ... she": someone else
            if names_of(ctx, token) or _names_owner(ctx, token):
                return None  # a named relative: the session's mentions know the name
            return Mention(kin, "kin", gender=gender)
        if token.dep_ in SUBJ or name_like(ctx, token):
            return None  # someone else between: "the lady in front of me ... she"
    return None


def _names_owner(ctx: Ctx, token: Word) -> bool:
    """The relative owns a name noun: "my sister's name is anna"."""
    head = token.head
    return token.dep_ == "nmod:poss" and (
        head.lower_ in ctx.lex.name_nouns or head.lemma_.lower() in ctx.lex.name_nouns
    )
