"""Proper names: telling a name from a known word, and spelling it out.

A name is tagged so or capitalised inside its sentence and is no known word; its words are
the token, its flat parts and the capitalised run it starts ("Santiago de Compostela"). Also
the naming verbs ("se llama", "s'appelle") and the name right after one.
"""

from __future__ import annotations

from hotmem import nlp
from hotmem.extraction.ud.context import STUDY_PLACES, SUBJ, Ctx
from hotmem.extraction.ud.repairs import repair_end
from hotmem.extraction.ud.words import Word
from hotmem.text import normalize_entity

# Where one studies, now or in the past (the registry's relation and its finished twin).


def name_like(ctx: Ctx, token: Word) -> bool:
    """A proper name: tagged so, or capitalised inside a sentence, and no known word.

    A stop word is a name only inside a capitalised run ("Buenos Aires", "La Paz").
    """
    if token.lower_ in ctx.lang.place_names:
        return True  # "à nantes": a place the tagger read as a plural noun
    if _named_place(ctx, token):
        return True  # "trabalho na Oi", "de São Paulo": a known word as a place's name
    if token.is_punct or token.like_num or token.lower_ in ctx.lex.not_names:
        return False
    if not any(ch.isalpha() for ch in token.text):
        return False
    if token.lower_ in ctx.lex.weak_not_names:
        return token.pos_ == "PROPN" and (
            _in_capitalised_run(ctx, token) or _heads_flat_name(ctx, token)
        )
    if token.pos_ == "PROPN":
        return True
    if ctx.lang.capitalize_nouns:
        return False  # every noun is capitalised: the parse tells the names
    if token.i == ctx.sent_start[token.i]:
        return _opening_subject_name(ctx, token)
    return token.text[:1].isupper()


def _opening_subject_name(ctx: Ctx, token: Word) -> bool:
    """A capitalised subject opening a sentence, a word no list nor dictionary knows: a name.

    "Sophie travaille chez Airbus", "Emma a 9 ans": the tagger made them a noun, an adjective.
    """
    return (
        token.text[:1].isupper()
        and token.dep_.startswith("nsubj")
        and unknown_word(ctx, token)
        and not nlp.known_word(token.lower_, ctx.lang.code)
    )


def _named_place(ctx: Ctx, token: Word) -> bool:
    """A reaction word or verb form read as a name ("trabalho na Oi", "de São Paulo").

    Capitalised inside a sentence, after a preposition of its own; a verb form only as the
    first word of a longer name.
    """
    low = token.lower_
    if not (low in ctx.lang.reactions or low in ctx.lex.forms):
        return False
    children = ctx.children[token.i]
    # lowercase, a name's first word only where the parse gave the name its parts ("são luís")
    lower_name = token.pos_ == "PROPN" and any(c.dep_ == "flat:name" for c in children)
    if not (token.text[:1].isupper() or lower_name) or token.i == ctx.sent_start[token.i]:
        return False
    if low in ctx.lang.determiners or not any(c.dep_ == "case" for c in children):
        return False
    return low not in ctx.lex.forms or any(c.dep_ == "flat:name" for c in children)


def _in_capitalised_run(ctx: Ctx, token: Word) -> bool:
    doc = ctx.tokens
    nxt = doc[token.i + 1] if token.i + 1 < ctx.sent_end[token.i] else None
    prev = doc[token.i - 1] if token.i > ctx.sent_start[token.i] else None
    return (nxt is not None and nxt.text[:1].isupper() and nxt.lower_ not in ctx.lex.not_names) or (
        prev is not None and prev.text[:1].isupper() and prev.i > ctx.sent_start[token.i]
    )


def _heads_flat_name(ctx: Ctx, token: Word) -> bool:
    """A stop word heading a proper name's flat part: a lowercase "buenos aires"."""
    lex = ctx.lex
    return any(
        c.dep_ in ("flat", "flat:name")
        and c.i == token.i + 1
        and c.pos_ == "PROPN"
        and c.lower_ not in lex.not_names
        and c.lower_ not in lex.weak_not_names
        for c in ctx.children[token.i]
    )


def name_words(ctx: Ctx, token: Word) -> list[str]:
    """The words of a name: the token, its flat parts and the capitalised run it starts.

    "Alejandro Sanz", "Hospital La Paz", "Santiago de Compostela", "Daft Punk".
    """
    doc = ctx.tokens
    start = token.i
    lefts = list(token.lefts)
    while lefts:  # and a part's own parts: "maple ridge elementary", each on the next
        child = lefts.pop()
        if child.dep_ in ("flat", "flat:name", "compound") and name_like(ctx, child):
            start = min(start, child.i)
            lefts.extend(child.lefts)
    end = token.i + 1
    limit = min(ctx.sent_end[token.i], token.i + 6)
    while end < limit:
        word = doc[end]
        if word.is_lower and ctx.lang.it_dislocation and _opens_copula(ctx, end + 1):
            break  # "théo thomas c'est mon cousin": a new clause's subject, said first
        if (
            name_like(ctx, word)
            or (
                word.pos_ == "PROPN"
                # "lucio dalla": a word the parse joined to the name, though a function word
                and (
                    word.text[:1].isupper() or (word.dep_ == "flat:name" and word.head.i == token.i)
                )
            )
        ):
            end += 1
            continue
        if _numbered_part(ctx, end):
            end += 1  # "rennes 1", "paris 8": a university's number is the name's
            break
        link = word.lower_ in ctx.lex.name_links or word.lower_ in ctx.lang.determiners
        if link and word.pos_ == "ADP" and word.lower_ not in ctx.lex.name_links:
            # "Administração na USP": an article's preposition joins only a part of the name
            link = end + 1 < limit and start <= doc[end + 1].head.i < end
        if link and end + 1 < limit and name_like(ctx, doc[end + 1]):
            end += 2
            continue
        if _named_part(ctx, token, word):
            end += 1  # "une boîte qui s'appelle dassault systèmes": the name's own word
            continue
        break
    return merge_elisions([t.text for t in doc[start:end]])


def _named_part(ctx: Ctx, name: Word, word: Word) -> bool:
    """A bare word the parse hung on a naming verb's name, as its adjective or flat part.

    "qui s'appelle dassault systèmes": the whole is the name given; not a word with its own
    dependents, a time or a function word ("il s'appelle max aussi").
    """
    return (
        word.head.i in (name.i, name.head.i)  # or the verb's, right after the name
        and word.dep_ in ("amod", "advmod", "flat", "flat:name", "compound")
        and word.pos_ in ("ADJ", "NOUN", "PROPN")
        and not ctx.children[word.i]
        and word.lower_ not in ctx.lang.time_words
        and word.lower_ not in ctx.lang.stop_words
        and name.head.i != name.i
        and name.dep_ in ("xcomp", "obj")
        and is_naming(ctx, name.head)
    )


def _numbered_part(ctx: Ctx, i: int) -> bool:
    """A one- or two-digit number closing a university's name ("rennes 1", "paris 8").

    No count of what follows, and only where the sentence speaks of studies.
    """
    word = ctx.tokens[i]
    if not (word.text.isascii() and word.text.isdigit() and len(word.text) <= 2):
        return False
    nxt = i + 1
    if nxt < ctx.sent_end[i] and (
        ctx.pos[nxt] in ("NOUN", "PROPN", "ADJ", "NUM", "X") or ctx.tokens[nxt].like_num
    ):
        return False
    return _of_study(ctx, i)


def _of_study(ctx: Ctx, i: int) -> bool:
    """A sentence about studies: a study noun or role ("en fac"), or a verb of studying."""
    lang = ctx.lang
    for word in ctx.lower[ctx.sent_start[i] : i]:
        if word in lang.study_year_nouns or word in lang.study_roles:
            return True
        form = ctx.lex.forms.get(word)
        if form is not None and any(
            rel in STUDY_PLACES
            for (lemma, _), rel in lang.verb_relations.items()
            if lemma in form.lemmas
        ):
            return True
    return False


def _opens_copula(ctx: Ctx, i: int) -> bool:
    """An "it" pronoun and a copula at ``i`` ("c'est"): a clause of its own starts there."""
    if i + 1 >= ctx.sent_end[i - 1] or ctx.lex.pronouns.get(ctx.lower[i]) != "it":
        return False
    form = ctx.lex.forms.get(ctx.lower[i + 1])
    return form is not None and not ctx.lex.copulas.isdisjoint(form.lemmas)


def name_text(ctx: Ctx, token: Word) -> str:
    """The normalised name a token starts; a capitalised number word stays a name ("Otto")."""
    words = name_words(ctx, token)
    text = normalize_entity(words, ctx.lang)
    # "Otto", and a lowercase transcript's number word the parse tagged a name ("si chiama otto")
    named = token.text[:1].isupper() or token.pos_ == "PROPN"
    if text.isdigit() and not any(w.isdigit() for w in words) and named:
        return " ".join(w.lower() for w in words if w.lower() not in ctx.lang.determiners)
    return text


def merge_elisions(words: list[str]) -> list[str]:
    """Join an elided article to the word after it inside a name ("d'" + "Avignon").

    A leading "l'" stays apart, for ``normalize_entity`` to drop.
    """
    out: list[str] = []
    for word in words:
        if len(out) > 1 and out[-1].endswith("'"):
            out[-1] += word
        else:
            out.append(word)
    return out


def is_naming(ctx: Ctx, verb_tok: Word) -> bool:
    """True when the verb names someone ("se llama", "is called")."""
    verb = ctx.verbs[verb_tok.i]
    lemma = verb.lemma if verb is not None else verb_tok.lemma_.lower()
    return lemma in ctx.lex.name_verbs and not calls_the_speaker(ctx, verb_tok)


def calls_the_speaker(ctx: Ctx, verb_tok: Word) -> bool:
    """A naming verb of someone else with the speaker as its object: calling, not naming.

    "mi madre me llamó ayer", "ma sœur m'a appelé hier": a first- or second-person pronoun
    before a third-person form, or a first-person clitic after a noun subject (a participle
    has no person), is the one called; "me llamo ana", "je m'appelle Luc" name the speaker.
    """
    kids = ctx.children[verb_tok.i]
    if "3" in verb_tok.morph.get("Person"):
        persons = ctx.lang.first_person | ctx.lang.second_person
        if any(c.i < verb_tok.i and c.pos_ == "PRON" and c.lower_ in persons for c in kids):
            return True
    subject = next((c for c in kids if c.dep_ in SUBJ and c.pos_ in ("NOUN", "PROPN")), None)
    return subject is not None and any(
        subject.i < c.i < verb_tok.i and c.pos_ == "PRON" and c.lower_ in ctx.lang.first_person
        for c in kids
    )


def relative_naming_verb(ctx: Ctx, noun: Word) -> Word | None:
    """The naming verb right after a noun, read off the words (a relative pronoun, clitics).

    "deux chiens qui s'appellent réglisse et biscotte", "mes enfants s'appellent léo et maja":
    the parse may make the name the verb's head and the naming verb its auxiliary; the words
    still say it.
    """
    end = min(ctx.sent_end[noun.i], noun.i + 4)
    for j in range(noun.i + 1, end):
        word = ctx.tokens[j]
        if word.pos_ in ("VERB", "AUX"):
            return word if is_naming(ctx, word) else None
        if word.pos_ != "PRON" and word.lower_ not in ctx.lang.relative_pronouns:
            return None
    return None


def named_value(ctx: Ctx, verb_tok: Word) -> Word | None:
    """The name a naming verb gives: the first name-like word after it, in its sentence.

    Right after the verb any unknown word is the name, capitalised or not: speech-to-text
    often writes "je m'appelle julie". A name the speaker repairs gives the repaired one
    ("se llama laura digo lorena"; :func:`repaired_name`).
    """
    name = _first_name_after(ctx, verb_tok)
    if name is None or name.lower_ in ctx.lang.time_words:
        return None  # "my dad called yesterday": a time word names no one
    return repaired_name(ctx, name) or name


def _first_name_after(ctx: Ctx, verb_tok: Word) -> Word | None:
    for child in verb_tok.rights:
        if child.i <= verb_tok.i + 3 and name_like(ctx, child):
            return child
    i = verb_tok.i + 1
    while i < ctx.sent_end[verb_tok.i] and i <= verb_tok.i + 3:
        word = ctx.tokens[i]
        if name_like(ctx, word):
            return word
        if i == verb_tok.i + 1 and unknown_word(ctx, word, any_pos=True):
            return word  # "qui s'appelle zoé": any tag the parse gave it (ADP)
        if word.is_punct and word.text != "-":
            return None
        i += 1
    return None


def repaired_name(ctx: Ctx, name: Word) -> Word | None:
    """The name a speaker repairs a name to: "laura digo lorena", "Ana, perdón, Anna".

    Past the name, a correction marker (with fillers, commas and a "no" around it, see
    :func:`~hotmem.extraction.ud.repairs.repair_end`) and a name or an unknown word.
    """
    end = ctx.sent_end[name.i]
    i = repair_end(ctx, name.i + len(name_words(ctx, name)), end)
    if i is None:
        return None
    word = ctx.tokens[i]
    if name_like(ctx, word) or unknown_word(ctx, word, any_pos=True):
        return word
    return None


def named_before_repair(ctx: Ctx, verb_tok: Word) -> Word | None:
    """The name a naming verb gave before the speaker repaired it, or None.

    "laura" in "se llama laura digo lorena".
    """
    name = _first_name_after(ctx, verb_tok)
    if name is None or repaired_name(ctx, name) is None:
        return None
    return name


def unknown_word(ctx: Ctx, word: Word, *, any_pos: bool = False) -> bool:
    """A word of no list, tagged a content word (any tag: where only a name can stand)."""
    low = word.lower_
    lex = ctx.lex
    known = low in lex.not_names or low in lex.weak_not_names or low in lex.nominal_words
    alpha = word.is_alpha or word.lower_.replace("-", "").isalpha()  # "marc-antoine"
    # a "pronoun" of no list is a word the tagger could not read ("mon fils léo")
    content = any_pos or word.pos_ in ("PROPN", "NOUN", "ADJ", "VERB", "X", "INTJ", "PRON")
    return alpha and not known and content


def lowercase_name(ctx: Ctx, word: Word, *, finite: bool = False, any_pos: bool = False) -> bool:
    """A transcript's lowercase name right after a kin noun ("ma tante sylvie").

    An unknown word that is no finite verb (unless ``finite``: where no verb can stand),
    time or listed adjective ("mi hermano mayor").
    """
    return (
        ctx.lang.lowercase_kin_names
        and word.is_lower
        and unknown_word(ctx, word, any_pos=any_pos)
        and (finite or word.pos_ == "PRON" or not word.morph.get("Person"))
        and (finite or "Fin" not in word.morph.get("VerbForm"))
        # a plural is no name, but a "pronoun" of no list after its preposition may be read
        # plural too ("chez free")
        and ("Plur" not in word.morph.get("Number") or (finite and word.pos_ == "PRON"))
        and word.lower_ not in ctx.lang.not_name_words
        and word.lower_ not in ctx.lang.time_cues
        and "Tim" not in word.morph.get("AdvType")
    )


def introduced_name(ctx: Ctx, word: Word) -> bool:
    """A transcript's lowercase name a self-introduction gives ("moi c'est mathilde et ...").

    A lowercase name (:func:`lowercase_name`) the tagger tagged a name or the dictionary does
    not know ("moi c'est pareil" stays out), alone before the end of its sentence, a comma, a
    coordinator or the next clause's subject pronoun.
    """
    if not lowercase_name(ctx, word, any_pos=True):
        return False  # a known verb form is no name (NOT_NAMES holds them)
    if word.pos_ != "PROPN" and nlp.known_word(word.lower_, ctx.lang.code):
        return False  # "moi c'est pareil", "c'est foot": a word of the dictionary
    nxt = word.i + 1
    if nxt >= ctx.sent_end[word.i] or ctx.tokens[nxt].is_punct or ctx.pos[nxt] == "CCONJ":
        return True
    low = ctx.lower[nxt]  # "c'est karim on se connaît ...": the next clause's subject
    if low in ctx.lang.reactions or low in ctx.lang.fillers:
        return True  # "moi c'est karim enchanté", "c'est karim euh"
    return low in ctx.lex.pronouns or low in ctx.lang.first_person
