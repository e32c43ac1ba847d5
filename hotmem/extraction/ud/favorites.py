"""Favorite facts: the value is the noun on the other side of the copula.

"mi color favorito es el azul", "mon film préféré c'est Amélie", "c'est le vert, ma couleur
préférée".
"""

from __future__ import annotations

from hotmem.extraction.candidate import Candidate, Mention
from hotmem.extraction.ud.context import Clause, Ctx, Verb, emit
from hotmem.extraction.ud.flags import negated_argument
from hotmem.extraction.ud.kinship import kin_of, owner_of
from hotmem.extraction.ud.names import (
    is_naming,
    lowercase_name,
    merge_elisions,
    name_like,
    name_text,
    name_words,
    named_value,
)
from hotmem.extraction.ud.phrases import object_mention, totality_word
from hotmem.extraction.ud.repairs import repair_end
from hotmem.extraction.ud.words import Word
from hotmem.relations import favorite
from hotmem.text import normalize_entity


def favorite_thing(ctx: Ctx, token: Word) -> str | None:
    """The favorite relation of a thing noun a favorite word modifies ("color favorito")."""
    for child in ctx.children[token.i]:
        if child.lower_ in ctx.lang.favorite_words:
            return _thing_relation(ctx, token)
    nxt = ctx.tokens[token.i + 1] if token.i + 1 < len(ctx.tokens) else None
    if nxt is not None and nxt.lower_ in ctx.lang.favorite_words:
        return _thing_relation(ctx, token)
    return None


def _thing_relation(ctx: Ctx, token: Word) -> str | None:
    things = ctx.lang.favorite_things
    thing = things.get(token.lower_) or things.get(token.lemma_.lower())
    if thing is None:
        if token.pos_ != "NOUN":
            return None
        thing = token.lemma_.lower().replace(" ", "_")
    return favorite(thing)


def favorite_facts(ctx: Ctx) -> list[Candidate]:
    """Favorite facts: the value is the noun on the other side of the copula.

    "mi color favorito es el azul", "mon film préféré c'est Amélie", "c'est le vert, ma
    couleur préférée".
    """
    out: list[Candidate] = []
    for word in ctx.tokens:
        thing_tok = _phrase_thing(ctx, word) if ctx.lang.favorite_phrases else None
        if thing_tok is None and word.lower_ not in ctx.lang.favorite_words:
            continue
        if thing_tok is None:
            thing_tok = word.head if word.dep_ in ("amod", "acl") and word.head.i < word.i else None
            if word.lower_ in ctx.lang.favorite_things:
                thing_tok = word  # one word names the thing and that it is a favorite
            if thing_tok is None or _thing_relation(ctx, thing_tok) is None:
                thing_tok = ctx.tokens[word.i - 1] if word.i > 0 else None
            if (thing_tok is None or _thing_relation(ctx, thing_tok) is None) and (
                word.dep_ == "amod" and word.head.i == word.i + 1
            ):
                thing_tok = word.head  # the favorite word before its noun ("my favorite color")
        if thing_tok is None:
            continue
        relation = _thing_relation(ctx, thing_tok)
        owner = owner_of(ctx, thing_tok)
        if relation is None or owner is None:
            continue
        found = _favorite_value(ctx, word, thing_tok)
        if found is None:
            continue
        copula, value = found
        clause = ctx.clauses.get(copula.i) or Clause(
            copula, Verb("", (), frozenset(), frozenset()), True, value
        )
        repaired = _repaired_value(ctx, value)
        if repaired is not None:  # "es el verde no espera es el azul": green is denied
            out.append(
                emit(
                    clause,
                    owner,
                    relation,
                    _value_mention(ctx, value, copula),
                    "favorite_is",
                    negated=True,
                )
            )
            value = repaired
        before = value.i < thing_tok.i and thing_tok.dep_ in ("acl", "acl:relcl")
        out.append(
            emit(
                clause,
                owner,
                relation,
                _antecedent(ctx, value, thing_tok)
                if before
                else _value_mention(ctx, value, copula),
                "favorite_is",
                negated=negated_argument(ctx, value),
            )
        )
    return out


def _phrase_thing(ctx: Ctx, word: Word) -> Word | None:
    """The thing noun a favourite phrase ending at ``word`` follows ("squadra del cuore")."""
    for phrase in ctx.lang.favorite_phrases:
        start = word.i - len(phrase) + 1
        if word.lower_ != phrase[-1] or start < 1:
            continue
        if tuple(ctx.lower[j] for j in range(start, word.i + 1)) != phrase:
            continue
        thing = ctx.tokens[start - 1]
        things = ctx.lang.favorite_things
        if thing.lower_ in things or thing.lemma_.lower() in things:
            return thing
    return None


def _repaired_value(ctx: Ctx, value: Word) -> Word | None:
    """The value a speaker repairs a favorite to: "el verde no espera es el azul".

    Past the value's words, a correction marker (see
    :func:`~hotmem.extraction.ud.repairs.repair_end`), then, past a copula and an article, the
    new value.
    """
    end = ctx.sent_end[value.i]
    i = repair_end(ctx, _value_end(ctx, value) + 1, end)
    return _first_value(ctx, i, end) if i is not None else None


def _favorite_value(ctx: Ctx, word: Word, thing: Word) -> tuple[Word, Word] | None:
    doc = ctx.tokens
    relative = _relative_value(ctx, thing)
    if relative is not None:
        return relative
    start, end = ctx.sent_start[word.i], ctx.sent_end[word.i]
    for i in range(word.i + 1, end):
        if doc[i].lower_ in ctx.lang.favorite_words:
            break
        if _other_verb(ctx, doc[i]):
            break  # "... preferito e ogni volta ci trovo ... è incredibile": another clause's
        if _is_copula_token(ctx, doc[i]):
            value = _first_value(ctx, i + 1, end)
            return (doc[i], value) if value is not None else None
    for i in range(thing.i - 1, start - 1, -1):  # "c'est le vert, ma couleur préférée"
        if _is_copula_token(ctx, doc[i]):
            value = _first_value(ctx, i + 1, thing.i) or _subject_value(ctx, doc[i], thing)
            if value is None and thing.dep_ == "nsubj" and doc[i].head.i == thing.head.i > thing.i:
                value = thing.head  # "jetzt ist mein lieblingsessen schnitzel": verb second
            return (doc[i], value) if value is not None else None
    return None


def _subject_value(ctx: Ctx, copula: Word, thing: Word) -> Word | None:
    """The subject of "X es mi equipo favorito", or a relative's antecedent ("river que es ...").

    Only with nothing but the owner's words between the copula and the thing.
    """
    if any(
        not (t.pos_ == "DET" or t.lower_ in ctx.lang.determiners)
        for t in ctx.tokens[copula.i + 1 : thing.i]
    ):
        return None
    subject = next((c for c in ctx.children[thing.i] if c.dep_ == "nsubj" and c.i < copula.i), None)
    if subject is None or subject.lower_ in ctx.lang.question_words:
        return None  # "qual è il mio colore preferito": a question
    if subject.lower_ in ctx.lang.relative_pronouns and thing.dep_ == "acl:relcl":
        subject = thing.head
    if name_like(ctx, subject) or (
        subject.pos_ == "NOUN" and any(c.dep_ == "det" for c in ctx.children[subject.i])
    ):
        return subject  # "river", "el azul"
    return None  # "esto es mi canción favorita", "qual è il mio colore preferito"


def _relative_value(ctx: Ctx, thing: Word) -> tuple[Word, Word] | None:
    """The noun a copular relative clause takes up: "X che è il mio libro preferito" (X)."""
    if thing.dep_ not in ("acl", "acl:relcl") or thing.head.i >= thing.i:
        return None
    kids = ctx.children[thing.i]
    copula = next((c for c in kids if c.dep_ == "cop" and c.i < thing.i), None)
    relative = any(c.i < thing.i and c.lower_ in ctx.lang.relative_pronouns for c in kids)
    if copula is None or not relative:
        return None
    value = thing.head
    while value.dep_ == "nmod" and value.head.i < value.i and value.head.pos_ in ("NOUN", "PROPN"):
        value = value.head  # "cent'anni di solitudine": the phrase the relative's noun ends
    return copula, value


def _antecedent(ctx: Ctx, value: Word, thing: Word) -> Mention:
    """The words of the noun phrase a relative clause takes up, up to its pronoun."""
    end = min(c.i for c in ctx.children[thing.i] if c.lower_ in ctx.lang.relative_pronouns)
    words = [t.text for t in ctx.tokens[value.i : end] if not t.is_punct]
    if len(words) > 1 and words[0].endswith("'") and words[0].lower() not in ctx.lang.determiners:
        words[:2] = [words[0] + words[1]]  # "cent'anni": an elided word, no article
    return Mention(normalize_entity(merge_elisions(words), ctx.lang), "noun")


def _other_verb(ctx: Ctx, token: Word) -> bool:
    """A finite verb that is no copula nor favorite link: the clause of something else."""
    verb = ctx.verbs[token.i]
    return (
        verb is not None
        and bool(verb.persons)
        and token.dep_ not in ("cop", "aux")
        and verb.lemma not in ctx.lex.copulas
        and verb.lemma not in ctx.lang.favorite_links
    )


def _is_copula_token(ctx: Ctx, token: Word) -> bool:
    """A copula, or a verb that links a favorite to its value ("ça reste Mario Kart")."""
    verb = ctx.verbs[token.i]
    if verb is not None and (
        verb.lemma in ctx.lex.copulas or verb.lemma in ctx.lang.favorite_links
    ):
        return True
    return token.dep_ == "cop"


def spoken_value(ctx: Ctx, value: Word, copula: Word) -> Mention:
    """A favorite's value after its copula, with the words the parse cut off after it."""
    return _value_mention(ctx, value, copula)


def _value_mention(ctx: Ctx, value: Word, copula: Word) -> Mention:
    """The value's mention, with the words the parse cut off after it.

    A spoken value is often misparsed across its words ("thé à la menthe", "le dîner de
    cons", "mario kart" as two adjectives): after the copula, the run of content words and
    "de"-like links (any preposition the parse hangs on the value) that follow the value
    belongs to it, up to a filler, a stop word, a verb or another clause's subject.
    """
    named = given_name(ctx, value)
    if named is not None:
        return named  # "le petit bouchon ... qui s'appelle chez georges": its name
    mention = object_mention(ctx, value)
    end = _value_end(ctx, value)
    if end == value.i or value.i < copula.i:
        return mention
    start = value.i
    while (
        start - 1 > copula.i
        and ctx.tokens[start - 1].head.i == value.i
        and _content_word(ctx, ctx.tokens[start - 1])
    ):
        start -= 1  # "le petit bouchon": the value's own words before it
    words = [t.text for t in ctx.tokens[start : end + 1]]
    longer = normalize_entity(merge_elisions(words), ctx.lang)
    if len(longer) <= len(mention.text):
        return mention
    return Mention(longer, mention.kind)


def given_name(ctx: Ctx, value: Word) -> Mention | None:
    """The name a naming relative clause gives the value ("un bistrot qui s'appelle X").

    The name the naming verb gives, else, in a lowercase transcript, the words right after the
    verb up to a pronoun, a verb or punctuation (at most four, the last an unknown word:
    "chez georges").
    """
    verb = _naming_relative(ctx, value)
    if verb is None:
        # "un'agenzia di viaggi che si chiama X": the parse hangs it on the "of" noun
        kind = next(
            (
                c
                for c in ctx.children[value.i]
                if c.dep_ == "nmod"
                and c.i == value.i + 2
                and ctx.lower[value.i + 1] in ctx.lex.name_links
                and ctx.pos[c.i] == "NOUN"
                and kin_of(ctx, c) is None
            ),
            None,
        )
        verb = _naming_relative(ctx, kind) if kind is not None else None
    if verb is None:
        return None
    named = named_value(ctx, verb)
    if named is not None:
        between = ctx.tokens[verb.i + 1 : named.i]
        if between and all(ctx.pos[t.i] == "ADP" for t in between):  # "chez Georges"
            words = [t.text for t in between] + name_words(ctx, named)
            return Mention(normalize_entity(words, ctx.lang), "name")
        return Mention(name_text(ctx, named), "name")
    words: list[Word] = []
    for word in ctx.tokens[verb.i + 1 : min(verb.i + 5, ctx.sent_end[verb.i])]:
        low = word.lower_
        if word.is_punct or low in ctx.lex.pronouns or low in ctx.lang.first_person:
            break
        if ctx.verbs[word.i] is not None or ctx.pos[word.i] in ("VERB", "AUX", "CCONJ", "SCONJ"):
            break
        words.append(word)
    if not words or not lowercase_name(ctx, words[-1], any_pos=True):
        return None
    return Mention(normalize_entity([w.text for w in words], ctx.lang), "name")


def _naming_relative(ctx: Ctx, noun: Word) -> Word | None:
    return next(
        (c for c in ctx.children[noun.i] if c.dep_ in ("acl", "acl:relcl") and is_naming(ctx, c)),
        None,
    )


def _value_end(ctx: Ctx, value: Word) -> int:
    doc, lang = ctx.tokens, ctx.lang
    end = value.i
    limit = ctx.sent_end[value.i]
    j = value.i + 1
    while j < limit:
        if _content_word(ctx, doc[j]):
            end = j
            j += 1
            continue
        low = ctx.lower[j]
        links = (ctx.lex.name_links, ctx.lex.preps, ctx.lang.partner_preps)
        if ctx.pos[j] != "ADP" or not any(low in words for words in links):
            break  # "with" too ("partner_preps"): "le orecchiette con le cime di rapa"
        k = j + 1
        while k < limit and (ctx.pos[k] == "DET" or ctx.lower[k] in lang.determiners):
            if totality_word(doc[k]):
                return end  # "soda stereo de toda la vida": how long, not the value's words
            if "Yes" in doc[k].morph.get("Poss"):
                return end  # "le couscous de ma mère": whose it is, not the value's words
            k += 1
        if k >= limit or not _content_word(ctx, doc[k]):
            break
        # "al pastor", "alle vongole": an article joined to the preposition is an article said
        bare = k == j + 1 and "Art" not in doc[j].morph.get("PronType")
        if low not in ctx.lex.name_links and (bare or doc[k].head.i != value.i):
            break  # "à la menthe" where the parse hangs it on the value; not "à cause de"
        end = k
        j = k + 1
    return end


def _content_word(ctx: Ctx, token: Word) -> bool:
    """A word that can continue a value: a noun, name or adjective, no verb or subject."""
    low = ctx.lower[token.i]
    return (
        ctx.pos[token.i] in ("NOUN", "PROPN", "ADJ", "X")
        and token.is_alpha
        and token.dep_ not in ("nsubj", "nsubj:pass", "expl:subj", "obj", "advmod")
        and low not in ctx.lang.stop_words
        and low not in ctx.lang.fillers
        and low not in ctx.lang.favorite_words
        and ctx.verbs[token.i] is None
    )


def _opening_preposition(ctx: Ctx, word: Word) -> bool:
    return ctx.pos[word.i] == "ADP" and word.dep_ == "case" and word.head.i > word.i


def _only_fillers(ctx: Ctx, start: int, i: int) -> bool:
    """Nothing but fillers and adverbs from ``start`` up to ``i``."""
    return all(
        ctx.lower[j] in ctx.lang.fillers or ctx.pos[j] in ("ADV", "INTJ", "PUNCT")
        for j in range(start, i)
    )


def _first_value(ctx: Ctx, i: int, end: int) -> Word | None:
    doc = ctx.tokens
    start = i
    while i < end:
        word = doc[i]
        low = word.lower_
        if (
            word.is_punct
            or _is_copula_token(ctx, word)  # "c' est": the parse may tag both as copulas
            or word.pos_ == "DET"
            or low in ctx.lang.determiners
            or low in ctx.lang.fillers
            or low in ctx.lex.pronouns
            or low in ctx.lang.hedge_adverbs  # "is probably Inception": the clause is hedged
            # a lowercase adverb before the value ("ist eigentlich Grün")
            or (word.pos_ == "ADV" and word.is_lower and low not in ctx.lang.negations)
            # a preposition before its noun right after the copula ("is like tacos")
            or (_opening_preposition(ctx, word) and _only_fillers(ctx, start, i))
        ):
            i += 1
            continue
        # an unknown word the tagger made a verb or a pronoun ("c'est stromae", "kaamelott")
        misread = (
            word.pos_ in ("VERB", "PRON")
            and low not in ctx.lex.forms
            and low not in ctx.lang.stop_words
            and word.is_alpha
        )
        if name_like(ctx, word) or word.pos_ in ("NOUN", "PROPN", "X", "ADJ") or misread:
            head = word.head
            if (
                word.dep_ in ("amod", "compound")
                and word.i < head.i < end
                and (head.pos_ == "NOUN" or (head.pos_ == "PROPN" and word.is_lower))
                and head.dep_ not in ("nsubj", "nsubj:pass")  # "brel forcément je connais"
            ):
                return head  # "iced coffee": the noun the adjective comes before
            if word.dep_ == "nmod:poss" and word.i < head.i < end and head.pos_ == "NOUN":
                return head  # "my mom's peach cobbler": the thing, not whose it is
            return word
        return None
    return None
