"""Prepositions, verb-relation lookup and object noun phrases.

The preposition of a nominal (whatever the parser called it), the VERB_RELATIONS lookup,
coordinated nominals, and the words of an object phrase ("maratón de Valencia").
"""

from __future__ import annotations

from hotmem import nlp
from hotmem.extraction.candidate import Mention, contiguous_run
from hotmem.extraction.ud.context import PHRASE_KEEP, Ctx
from hotmem.extraction.ud.names import merge_elisions, name_like, name_words
from hotmem.extraction.ud.words import Word
from hotmem.text import normalize_entity


def case_word(ctx: Ctx, token: Word) -> str:
    """The preposition of a nominal ("" when it has none)."""
    for child in ctx.children[token.i]:
        if child.i > token.i:
            break
        if child.dep_ in ("case", "mark", "det") and is_case(ctx, child):
            return child.lower_
    return ""


def relation_for(ctx: Ctx, lemmas: tuple[str, ...], prep: str) -> str | None:
    """The relation a verb (by any of its lemmas) and a preposition make, if any."""
    for lemma in lemmas:
        rel = ctx.lang.verb_relations.get((lemma, prep))
        if rel is not None:
            return rel
    return None


def conjuncts(ctx: Ctx, token: Word) -> list[Word]:
    """Coordinated nominals ("Carlos y Javi"); a coordinated clause ends the chain."""
    out = []
    for child in ctx.children[token.i]:
        if child.dep_ == "conj" and child.pos_ in ("NOUN", "PROPN", "X", "PRON"):
            if contrasted_topic(ctx, child):
                continue
            out.append(child)
            out.extend(conjuncts(ctx, child))
    return out


def contrasted_topic(ctx: Ctx, conj: Word) -> bool:
    """A "but" conjunct a subject follows: the topic of a clause of its own.

    "j'aime les jeux de stratégie mais les jeux de sport j'haïs ça": no second thing liked.
    """
    if not any(
        c.dep_ == "cc" and c.lower_ in ctx.lang.contrast_words for c in ctx.children[conj.i]
    ):
        return False
    end = ctx.sent_end[conj.i]
    k = conj.i + 1
    while k < end and (k <= conj.right_edge.i or ctx.pos[k] == "PRON"):
        if ctx.tokens[k].dep_ in ("nsubj", "nsubj:pass") and ctx.pos[k] == "PRON":
            return True  # "mais mon fils lui il s'en fiche": past a stressed pronoun too
        k += 1
    return False


def is_case(ctx: Ctx, token: Word) -> bool:
    """True for a preposition, whatever the parser called it.

    "como enfermera" comes out as a subordinating "mark", "de Paris" as an article.
    """
    if token.dep_ == "case":
        return True
    if token.lower_ not in ctx.lex.preps or token.head.i <= token.i:
        return False
    return token.dep_ == "mark" or (token.dep_ == "det" and name_like(ctx, token.head))


def object_mention(ctx: Ctx, token: Word) -> Mention:
    """The mention an object token makes: a name, or a noun phrase."""
    if name_like(ctx, token):
        words = name_words(ctx, token)
        if len(words) == 1 and token.lower_ in ctx.lang.event_words:
            words += _topic_words(ctx, token)
        return Mention(normalize_entity(words, ctx.lang), "name")
    return Mention(normalize_entity(phrase_words(ctx, token), ctx.lang), "noun")


def _topic_words(ctx: Ctx, token: Word) -> list[str]:
    """A common-noun topic right after a one-word event name ("Olimpiadi di matematica")."""
    for child in ctx.children[token.i]:
        if (
            child.dep_ == "nmod"
            and child.pos_ == "NOUN"
            and child.i == token.i + 2
            and case_word(ctx, child) in ctx.lex.name_links
            and not child.like_num
        ):
            return [ctx.tokens[token.i + 1].text, child.text]
    return []


def phrase_words(ctx: Ctx, token: Word) -> list[str]:
    """An object's noun phrase.

    Adjectives, flat names and name-like "de" modifiers ("maratón de Valencia"); no clauses,
    numbers, times or other prepositional phrases.
    """
    keep = [token]
    pointer = None
    bare = not ctx.lang.object_adjectives and any(
        c.dep_ == "det" and c.lower_ in ctx.lang.parser_words.get("indefinite_articles", ())
        for c in ctx.children[token.i]
    )
    for child in ctx.children[token.i]:
        if child.dep_ == "nummod" and _numbered_name(ctx, token, child):
            keep.append(child)  # "les 20 km de bruxelles": the number is the race's name
            continue
        if child.dep_ not in PHRASE_KEEP:
            continue
        if child.i > token.i and child.lower_ in ctx.lang.fillers:
            continue  # "chez orange euh non chez free": a filler after it ends the phrase
        if child.dep_ == "amod" and (
            child.i > token.i + 1 or child.lower_ in ctx.lang.partitives or child.pos_ == "ADV"
        ):
            continue  # "a little portuguese": how much; "a school close to us": where, not what
        if child.dep_ == "amod" and _degree_word(ctx, child):
            continue  # "una vespa vecchissima": how much so, a judgement, no part of what
        if child.dep_ == "amod" and child.i < token.i and "Ord" in child.morph.get("NumType"):
            continue  # "mon premier semi-marathon": which time it was, no part of what
        if child.dep_ == "amod" and child.lower_ in ctx.lang.pronouns_it:
            # "mon semi-marathon celui de lille": the pronoun restates the noun, its "de" names it
            pointer = child
            keep.append(child)
            keep.extend(
                t
                for c in ctx.children[child.i]
                if c.dep_ == "nmod" and _name_modifier(ctx, token, c)
                for t in _name_part(ctx, c)
            )
            continue
        if bare and (
            (child.dep_ == "amod" and child.i < token.i)
            or (child.dep_ == "nmod" and child.i > token.i and case_word(ctx, child))
        ):
            continue  # "nen kleinen fahrradladen", "'nem hotel am arlberg": the bare noun
        if child.dep_ == "nmod" and not _name_modifier(ctx, token, child):
            continue
        if child.dep_ == "nmod":
            keep.extend(_name_part(ctx, child))
            continue
        # "le suisse allemand surtout": an adverb after a modifier tells how, no part of what
        keep.extend(
            t
            for t in child.subtree
            if not (t.dep_ == "advmod" and t.i > child.i and t.pos_ == "ADV" and child.i > token.i)
        )
    run = contiguous_run(keep, token)
    words = [
        t.text
        for t in run
        if (not t.is_punct or t.text in ("-", "&")) and (pointer is None or t.i != pointer.i)
    ]
    return merge_elisions(words)


def _degree_word(ctx: Ctx, child: Word) -> bool:
    """A superlative by its ending (parser words "adjective_endings": "vecchissima")."""
    endings = ctx.lang.parser_words.get("adjective_endings", ())
    return (
        bool(endings)
        and len(child.lower_) > 6
        and child.lower_.endswith(tuple(endings))
        and not ctx.children[child.i]
    )


def _numbered_name(ctx: Ctx, head: Word, num: Word) -> bool:
    """A numeral right before a noun a place's name follows: "20 km de bruxelles".

    "les 24 heures du mans", "les 10 km de paris" name an event; "deux chats" or "deux
    enfants de mon mari" count things, and the number stays out.
    """
    return (
        num.i == head.i - 1
        and num.like_num
        and any(
            c.dep_ == "nmod"
            and c.i == head.i + 2
            and case_word(ctx, c) in ctx.lex.name_links
            and name_like(ctx, c)
            for c in ctx.children[head.i]
        )
    )


def _name_part(ctx: Ctx, child: Word) -> list[Word]:
    """A name-like modifier's words, up to a prepositional phrase of its own.

    One that no name link opens is cut: "the city of fresno" of "the city of fresno in the
    parks department".
    """
    cut = min(
        (
            t.left_edge.i
            for t in child.subtree
            if t.i > child.i
            and t.dep_ == "nmod"
            and t.head.i == child.i
            and (case := case_word(ctx, t))
            and case not in ctx.lex.name_links
        ),
        default=None,
    )
    return [t for t in child.subtree if cut is None or t.i < cut]


def totality_word(token: Word) -> bool:
    """A determiner of totality: "de toda la vida" says how long, never a name's or value's part."""
    return "Tot" in token.morph.get("PronType")


def _name_modifier(ctx: Ctx, head: Word, child: Word) -> bool:
    case = case_word(ctx, child)
    if not case:
        return name_like(ctx, child)  # "hôpital Necker"
    if (
        case in ctx.lang.compound_links
        and child.i == head.i + 2
        and child.pos_ == "NOUN"
        and not ctx.children[child.i][1:]
        and child.lower_ not in ctx.lang.place_names
        and nlp.known_word(child.lower_, ctx.lang.code)
        and (
            case in ctx.lex.name_links
            or not any(
                c.dep_ == "cop" or (c.dep_ == "case" and c.lower_ not in ctx.lex.name_links)
                for c in ctx.children[head.i]
            )
        )
    ):
        # "course à pied": a bare noun, the compound's second part; "sono infermiera con
        # anziani", "lavoro come infermiera con anziani": whom a job serves, no part of it
        return True
    if case not in ctx.lex.name_links or child.like_num or "Tim" in child.morph.get("AdvType"):
        return False
    if (
        case in ctx.lang.work_preps
        and not name_like(ctx, child)
        and any(c.dep_ == "cop" for c in ctx.children[head.i])
    ):
        return False  # "ich bin krankenschwester am klinikum": where the job is, no part of it
    if child.pos_ in ("NUM", "ADV", "PRON"):
        # "una vespa del sessantotto": a year, said as words; "de gluten du tout": an idiom
        return False
    if any(c.dep_ == "det" and "Yes" in c.morph.get("Poss") for c in ctx.children[child.i]):
        return False  # "le couscous de ma mère": whose it is, no part of what
    if child.lower_ in ctx.lang.time_cues and not any(
        c.dep_ == "det" for c in ctx.children[child.i]
    ):
        return False  # "fortnite du matin au soir": when, no part of the name
    if any(t.i < child.i and totality_word(t) for t in child.subtree):
        return False  # "hostelero de toda la vida": how long, not what
    if child.lower_ in ctx.lang.bare_noun_idioms and any(
        c.dep_ == "nmod" for c in ctx.children[child.i]
    ):
        return False  # "bruxelles du côté d'ixelles": a way of saying where, no name's part
    head_dets = [c for c in ctx.children[head.i] if c.dep_ == "det"]
    if not head_dets and any(
        "Ind" in c.morph.get("Definite") for c in ctx.children[child.i] if c.dep_ == "det"
    ):
        return False  # "ourense de un pueblito": a bare name's noun of its own
    if (
        any("Ind" in c.morph.get("Definite") for c in head_dets)
        and not any(c.dep_ == "nmod" for c in ctx.children[child.i])
        and any("Def" in c.morph.get("Definite") for c in ctx.children[child.i])
    ):
        return False  # "un hackathon de la uni": whose it is, not its name
    return not (name_like(ctx, head) and not name_like(ctx, child))
