"""Obliques: a preposition and its noun, attached to the predicate they belong to.

The parse often hangs a prepositional phrase off the wrong word, so each preposition finds
its noun and the clause that takes it as a relation ("vivo en Madrid", "je travaille chez
Renault"), with gapped conjuncts ("y mi mujer en Amazon") and named places.
"""

from __future__ import annotations

from dataclasses import replace

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.ud.activities import trip_plan
from hotmem.extraction.ud.context import (
    MAX_CLIMB,
    NON_FINITE,
    PAST,
    PLACE_RELATIONS,
    SINGLE_PLACES,
    Clause,
    Ctx,
    emit,
    word_before,
)
from hotmem.extraction.ud.favorites import given_name
from hotmem.extraction.ud.flags import is_negation, negated_argument
from hotmem.extraction.ud.kinship import friend_word, kin_of, noun_mention
from hotmem.extraction.ud.names import is_naming, name_like, name_words, named_value
from hotmem.extraction.ud.numbers import is_number
from hotmem.extraction.ud.objects import co_subjects, still_holds, went_now
from hotmem.extraction.ud.phrases import case_word, conjuncts, is_case, object_mention, relation_for
from hotmem.extraction.ud.repairs import repair_end
from hotmem.extraction.ud.words import Word
from hotmem.relations import finished_as, with_object_kind
from hotmem.text import normalize_entity

# Relations whose object is an organisation ("works_at", "studies_at").
_ORG_RELATIONS = with_object_kind("org")
# Where one works, now or before: a bare workplace noun ("lavoro in banca") is one.
_WORK_RELATIONS = frozenset({"works_at", finished_as("works_at")})
# Relations whose object is a place or an organisation: a naming verb may give its name.
_NAMED_PLACES = with_object_kind("place", "org")
# Where one lives or lived, or moved: a bare plural-looking noun there is a town's name ("i
# moved to leeds"), unlike a trip's ("we went to concerts").
_HOME_PLACES = frozenset({"moved_to", "moved_from", finished_as("lives_in")})


# Residence relations: "live" with a gerund is no residence (:func:`_aspectual`).
_RESIDENCE = frozenset({"lives_in", finished_as("lives_in")})
_WORK = frozenset({"works_at", finished_as("works_at")})


def oblique_facts(ctx: Ctx) -> list[Candidate]:
    """Facts of the prepositional phrases: verb + preposition -> relation, by the tables."""
    out: list[Candidate] = []
    seen: set[tuple[int, str, int]] = set()
    # preposition, end of its phrase, its noun, where its facts start in ``out``, a name
    placed: dict[tuple[int, str], tuple[str, int, str, int, bool]] = {}
    for case in ctx.tokens:
        if not is_case(ctx, case):
            continue
        noun = _case_object(ctx, case)
        if noun is None or _noun_modifier(ctx, noun):
            continue
        found = _owning_clause(ctx, case, noun)
        if found is None:
            continue
        clause, rel = found
        if rel == "moved_to" and _purpose_place(ctx, noun):
            continue  # "déménager pour ses études à mcgill": where the studies are, no move
        if set(clause.verb.lemmas) & ctx.lang.field_verbs and not _takes_field(ctx, clause):
            continue  # "tirei fotos na praia": no school, a field's verb with no field
        rel = _field_of_study(ctx, rel, noun)  # "me gradué en derecho"
        key = (clause.anchor.i, rel, noun.i)
        if key in seen:
            continue
        seen.add(key)
        before = placed.get((clause.anchor.i, rel))
        again = before is not None and before[2] == noun.lower_  # "en un hospital en el hospital X"
        if before is not None and _right_after(ctx, before[1], case.i) and not again:
            continue  # "bei Siemens (hier) in Erlangen": the phrase right after places the first
        if before is not None and before[1] > case.i:
            continue  # "de são luís do maranhão": a link inside the name just read
        if (
            before is not None
            and rel in _WORK_RELATIONS
            and before[4]
            and not name_like(ctx, noun)
            and not again
        ):
            continue  # "trabalhei na renault ... na linha de montagem": where inside it
        rel = _present_relation(ctx, clause, rel, case, noun) or rel
        rel = _now_at_work(ctx, clause, rel, noun, out) or rel
        rel = _gone_to_live(ctx, clause, rel, noun) or rel
        found = _oblique(ctx, clause, rel, case, noun)
        found += _shared_with_first(ctx, clause, rel, case, noun)
        if found and again and before is not None and _right_after(ctx, before[1], case.i):
            del out[before[3] :]  # the noun said again, named: the fuller phrase replaces it
        if found:
            end = noun.i + (len(name_words(ctx, noun)) if name_like(ctx, noun) else 1)
            while end < ctx.sent_end[noun.i] and _inside(ctx, ctx.tokens[end], noun):
                end += 1  # "la gestoría ruiz": the name's word after its noun
            named = name_like(ctx, noun)
            placed[(clause.anchor.i, rel)] = (case.lower_, end, noun.lower_, len(out), named)
        out.extend(found)
    return out + _relative_places(ctx) + _deictic_places(ctx)


def _purpose_place(ctx: Ctx, noun: Word) -> bool:
    """A noun that modifies a stay's purpose (MOVE_PURPOSES): "pour ses études à mcgill"."""
    head = noun.head
    return noun.dep_ == "nmod" and bool({head.lower_, head.lemma_.lower()} & ctx.lang.move_purposes)


def _takes_field(ctx: Ctx, clause: Clause) -> bool:
    """A field of study (STUDY_FIELDS) is the clause's object: "estou a tirar engenharia"."""
    fields = ctx.lang.study_fields
    return any(
        c.dep_ == "obj" and (c.lower_ in fields or c.lemma_.lower() in fields)
        for c in ctx.children[clause.pred.i]
    )


def _shared_with_first(
    ctx: Ctx, clause: Clause, rel: str, case: Word, noun: Word
) -> list[Candidate]:
    """The phrase of two verbs said together: "born and raised in glasgow".

    The first verb's relation too ("i live and work in denver"), when it has no phrase of its
    own there.
    """
    verb = clause.anchor
    if verb.dep_ != "conj" or not verb.head.i < verb.i <= verb.head.i + 2 or verb.i > case.i:
        return []
    first = ctx.clauses.get(verb.head.i)
    if first is None or first.copular or clause.subj_tok is not None:
        return []
    if any(case_word(ctx, c) for c in ctx.children[first.pred.i] if c.i < verb.i):
        return []  # "born in ohio and raised in texas": its own
    other = relation_for(ctx, first.lemma_keys(), case.lower_)
    if other is None or other == rel:
        return []
    return _oblique(ctx, first, other, case, noun)


def _of_predicate_noun(ctx: Ctx, clause: Clause, case: Word, noun: Word) -> bool:
    """A phrase of a copula's predicate noun that is no demonym and takes no relation of its own.

    "sou gerente da renner", "sou mãe do pedro": whose or where, no origin; "sou brasileira de
    são paulo" (PARSER_WORDS "nationalities") and "sou natural de braga" still tell it.
    """
    pred = clause.pred
    if not clause.copular or pred.i == noun.i or noun.head.i != pred.i or pred.pos_ != "NOUN":
        return False
    if not ctx.lang.parser_words.get("nationalities"):
        return False  # only where the demonyms are listed
    if pred.lower_ in ctx.lang.parser_words["nationalities"]:
        return False
    return relation_for(ctx, (pred.lemma_.lower(), pred.lower_), case.lower_) is None and (
        not name_like(ctx, noun) or kin_of(ctx, pred) is not None or friend_word(ctx, pred)
    )


def _inside(ctx: Ctx, word: Word, noun: Word) -> bool:
    """A word of the noun's own phrase after it: a compound or flat part of its name."""
    return word.head.i == noun.i and word.dep_ in ("compound", "flat", "flat:name")


def _right_after(ctx: Ctx, end: int, start: int) -> bool:
    """A phrase starts where the one before ends, or after a place adverb only ("aquí")."""
    return end <= start and all(ctx.lower[i] in ctx.lang.place_deictics for i in range(end, start))


def _relative_places(ctx: Ctx) -> list[Candidate]:
    """A place a relative adverb takes up: "desde monterrey donde vivo", "X where I live".

    The adverb (PLACE_RELATIVES) right after a name or its comma, in a clause whose verb takes
    a place with one of its prepositions (vivir en: lives_in).
    """
    out: list[Candidate] = []
    if ctx.lang.place_relatives.isdisjoint(ctx.lower):
        return out  # most utterances: no relative adverb at all
    for i, word in enumerate(ctx.lower):
        if word not in ctx.lang.place_relatives:
            continue
        token = ctx.tokens[i]
        clause = ctx.clauses.get(token.head.i) or ctx.by_pred.get(token.head.i)
        place = word_before(ctx, token)
        if clause is None or clause.subject is None or place is None or clause.copular:
            continue  # "X, donde soy bibliotecaria": a copula says no place of X
        if any(not t.is_punct for t in ctx.tokens[place.i + 1 : i]):
            continue  # right after the name, a comma at most: "Boston, where my sister lives"
        if not _names_a_place(ctx, place):
            continue
        keys = clause.lemma_keys()
        rel = next(
            (
                r
                for prep in sorted(ctx.lex.preps)
                if (r := relation_for(ctx, keys, prep)) in SINGLE_PLACES
            ),
            None,
        )
        if rel is None:
            continue
        value = Mention(normalize_entity(name_words(ctx, place), ctx.lang), "name")
        out.append(emit(clause, clause.subject, rel, value, "where_x"))
    return out


def _names_a_place(ctx: Ctx, token: Word) -> bool:
    """A noun that can be the place an adverb takes up: a name, or a bare noun read as one."""
    if ctx.pos[token.i] not in ("NOUN", "PROPN") or token.lower_ in ctx.lex.not_names:
        return False
    return name_like(ctx, token) or _bare_name(ctx, token)


# The relations a place adverb ("là-bas") takes up a place for, first found first (a move
# only where LanguageData.deictic_moves says so).
_DEICTIC_RELATIONS = ("lives_in", "moved_to")


def _deictic_places(ctx: Ctx) -> list[Candidate]:
    """A place adverb of a residence verb takes up the place named before it in the turn.

    "aqui em manaus já é tarde eu moro aqui", "a bari io abito lì" (PLACE_DEICTICS): the
    nearest earlier name after a preposition, when the clause has no place of its own.
    """
    out: list[Candidate] = []
    if ctx.lang.place_deictics.isdisjoint(ctx.lower):
        return out  # most utterances: no such adverb at all
    for i, word in enumerate(ctx.lower):
        if word not in ctx.lang.place_deictics:
            continue
        token = ctx.tokens[i]
        clause = ctx.clauses.get(token.head.i) or ctx.by_pred.get(token.head.i)
        if clause is None or clause.subject is None or clause.copular or token.head.i > i:
            continue
        keys = clause.lemma_keys()
        found = {relation_for(ctx, keys, p) for p in ctx.lex.preps}
        # "ma fille vient d'emménager là-bas": a move there, as a home there
        wanted = _DEICTIC_RELATIONS if ctx.lang.deictic_moves else _DEICTIC_RELATIONS[:1]
        rel = next((r for r in wanted if r in found), None)
        if rel is None:
            continue
        if any(
            (case := case_word(ctx, c))
            and "Tim" not in c.morph.get("AdvType")  # "seit zehn jahren"
            and (rel == "lives_in" or relation_for(ctx, keys, case) == rel)
            for c in ctx.children[clause.pred.i]
            if c.i > i
        ):
            continue  # "moro aqui em pinheiros": the place follows ("pour ses études" is none)
        place = next(
            (
                t
                for t in reversed(ctx.tokens[:i])
                if t.head.i != clause.pred.i  # "ich wohn seit kurzem da": its own time
                and case_word(ctx, t)
                and _names_a_place(ctx, t)
            ),
            None,
        )
        if place is None:
            continue
        out.append(emit(clause, clause.subject, rel, object_mention(ctx, place), "here_x"))
    return out


def _case_object(ctx: Ctx, case: Word) -> Word | None:
    """The noun a preposition introduces.

    Its head when that follows it, else the first nominal after it: "no en Madrid" hangs "en"
    off "no", "au Portugal cet été" hangs "au" off "été".
    """
    doc = ctx.tokens
    end = ctx.sent_end[case.i]
    i = case.i + 1
    while i < end and (
        doc[i].pos_ == "DET"
        or doc[i].lower_ in ctx.lang.determiners
        or doc[i].lower_ in ctx.lang.fillers
        or doc[i].text == ","
    ):
        i += 1
    first = doc[i] if i < end else None
    head = case.head
    if (
        first is not None
        and first is not head
        and name_like(ctx, first)
        and (head.i <= case.i or head.i > first.i)
    ):
        return _lowercase_name_head(ctx, first)
    if case.i < head.i <= case.i + 6 and head.pos_ in ("NOUN", "PROPN", "X", "NUM", "ADJ"):
        return head
    if case.i < head.i <= case.i + 6 and name_like(ctx, head):
        return head
    if first is not None and (first.pos_ in ("NOUN", "PROPN", "X") or name_like(ctx, first)):
        return first
    return None


def _lowercase_name_head(ctx: Ctx, first: Word) -> Word:
    """A transcript's lowercase name that ends in a common noun: "georgia state", "mercy hospital".

    The parse makes the name word a compound of the noun after it; the noun heads the phrase.
    """
    head = first.head
    if (
        first.dep_ == "compound"
        and head.i == first.i + 1
        and head.pos_ == "NOUN"
        and not first.text[:1].isupper()
        and not head.text[:1].isupper()
        and head.lower_ not in ctx.lang.not_place_words
    ):
        return head
    return first


def _noun_modifier(ctx: Ctx, noun: Word) -> bool:
    """True when the noun modifies another noun ("maratón de Valencia", "turno de noche").

    Not when that noun is a name and this one a common noun: in "trabajo en BBVA de
    programador" the job belongs to the verb.
    """
    if noun.dep_ not in ("nmod", "flat", "flat:name", "appos", "conj") or noun.head.i == noun.i:
        return False
    head = noun.head
    if any(c.dep_ == "cop" for c in ctx.children[head.i]):
        prep = case_word(ctx, noun)
        if relation_for(ctx, (head.lemma_.lower(), head.lower_), prep):
            return False  # "I'm a big fan of jazz": the predicate noun takes it as a relation
        clause = ctx.by_pred.get(head.i)
        if (
            prep not in ctx.lex.name_links
            and clause is not None
            and relation_for(ctx, clause.verb.lemmas, prep) in ("from", "born_in")
        ):
            return False  # "i'm a 45 year old guy from ohio": where the subject is from
        # "sono un grande fan della Juventus": the noun with its article takes the phrase
        return head.pos_ == "NOUN" and any(c.dep_ == "det" for c in ctx.children[head.i])
    if ctx.clauses.get(head.i) is not None or ctx.by_pred.get(head.i) is not None:
        return False
    if head.pos_ not in ("NOUN", "PROPN", "X") and not name_like(ctx, head):
        return False
    if noun.dep_ == "conj":
        return False
    if noun.i < head.i and head.lower_ in ctx.lex.age_nouns and name_like(ctx, noun):
        return False  # "allés au québec il y a deux ans": a place before the time, the verb's
    prep = case_word(ctx, noun)
    keys = (head.lemma_.lower(), head.lower_)
    bare = not any(c.dep_ == "det" for c in ctx.children[head.i])
    if (
        prep in ctx.lex.name_links
        and head.dep_ == "obj"
        and (bare or not name_like(ctx, head))
        and relation_for(ctx, keys, prep)
    ):
        # "je fais des études de droit", "fiz faculdade de história": a common or bare noun
        # object takes it as a relation
        return False
    if prep in ctx.lex.name_links:
        prep = ""  # "Santiago de Compostela", "University of Washington": inside a name
    if prep and relation_for(ctx, (head.lemma_.lower(), head.lower_), prep):
        return False  # "a trip to Morocco": the noun takes it as a relation
    if prep and head.dep_ == "obl" and _second_place(ctx, head, prep):
        return False  # "from Kyiv to Warsaw": the verb's second place
    if prep and head.dep_ == "obj" and _verb_takes(ctx, head.head, prep):
        return False  # "I work nights at Amazon": the verb's, past its object
    if prep and head.dep_ == "conj" and head.i < noun.i and _verb_takes(ctx, head.head, prep):
        return False  # "viven en cali y mi hermano en medellín": a gapped clause's place
    return not (name_like(ctx, head) and not name_like(ctx, noun) and noun.pos_ == "NOUN")


def _verb_takes(ctx: Ctx, verb: Word, prep: str) -> bool:
    """True when a clause's verb takes the preposition as a relation."""
    clause = ctx.clauses.get(verb.i) or ctx.by_pred.get(verb.i)
    return clause is not None and relation_for(ctx, clause.lemma_keys(), prep) is not None


def _second_place(ctx: Ctx, place: Word, prep: str) -> bool:
    """True when the verb of a place takes a second preposition as another relation."""
    clause = ctx.clauses.get(place.head.i) or ctx.by_pred.get(place.head.i)
    if clause is None:
        return False
    first = relation_for(ctx, clause.lemma_keys(), case_word(ctx, place))
    second = relation_for(ctx, clause.lemma_keys(), prep)
    return first is not None and second is not None and second != first


def _owning_clause(ctx: Ctx, case: Word, noun: Word) -> tuple[Clause, str] | None:
    """The clause whose predicate takes this preposition as a relation, and the relation.

    Up the dependency heads first, else the nearest predicate to the left that takes it: the
    parse often hangs a prepositional phrase off the wrong word.
    """
    prep = case.lower_
    phrasal = _phrasal_preposition(ctx, case)
    articled = _articled_preposition(ctx, case, noun)
    own = ctx.clauses.get(noun.head.i)
    climbed: list[Clause] = []
    before = ctx.clauses.get(case.i - 1)
    if before is not None and before.subj_tok is not None and not before.copular:
        # "... et mon mari fait du parapente": the phrase right after a verb with its own
        # subject is that verb's, whatever the parse hung it on
        keys = _keys_for(ctx, before, noun)
        rel = _relation(ctx, keys, prep, phrasal, articled)
        if rel is not None:
            return before, rel
    for clause in _clauses_above(ctx, noun):
        if _verb_phrase_of(clause, own, case):
            continue
        if _before_subject_after_verb(ctx, clause, case):
            return None  # "falando em escola eu me formei": the gerund's phrase
        if (
            own is not None
            and clause is not own
            and not own.copular
            and own.verb is not None
            and bool(own.verb.tenses)
            and own.verb.tenses <= NON_FINITE
            and own.pred.head.i != clause.pred.i
        ):
            # "trabalho numa agência é corrido ... cliente mudando tudo na última hora": the
            # phrase of a verb hung below another word, not the one found past it
            return None
        keys = _keys_for(ctx, clause, noun)
        # "i just got back from florida": the particle and the preposition first
        rel = _relation(ctx, keys, prep, phrasal, articled)
        if rel is not None:
            if _past_other_subject(ctx, climbed, clause, case):
                return None
            if rel in _RESIDENCE and _aspectual(ctx, clause, case):
                return None
            return clause, rel
        climbed.append(clause)
        if (
            clause is own
            and noun.dep_.split(":")[0] == "obl"  # "obl:mod" too
            and not own.copular
            and (
                own.subj_tok is not None
                # "vivo a roma e lavoro a milano": a dropped subject, the phrase after its verb
                or (own.verb.persons and own.pred.i < case.i)
                or _object_before(ctx, own, noun)
            )
        ):
            # "I grew up in Madrid": a verb with its own subject takes it, or none; with its
            # own object too ("tenho que levar a minha mãe no médico")
            return None
        if clause is not own and noun.dep_ == "obl" and _subject_of_its_own(clause):
            return None  # "os meus pais continuam em recife e não querem sair de lá de jeito"
    start = ctx.sent_start[case.i]
    crossed: list[Clause] = []
    for i in range(case.i - 1, start - 1, -1):
        clause = ctx.clauses.get(i)
        if clause is None or _verb_phrase_of(clause, own, case):
            continue
        keys = _keys_for(ctx, clause, noun)
        rel = _relation(ctx, keys, prep, phrasal, articled)
        if rel is not None:
            # not past a clause of someone else: "mia sorella vive a londra ... mio fratello
            # è rimasto a catania", "... mi sento in colpa a essere qui al nord"
            if _past_other_subject(ctx, crossed, clause, case):
                return None
            return clause, rel
        crossed.append(clause)
    return None


def _aspectual(ctx: Ctx, clause: Clause, case: Word) -> bool:
    """A "live" verb with a gerund is "keep doing": "ela vive me chamando pra ir nas festas".

    A gerund below the verb, between it and the phrase, is what the phrase belongs to; an
    infinitive after the progressive particle too ("vive a reclamar").
    """
    return any(
        c.dep_ == "xcomp"
        and clause.anchor.i < c.i < case.i
        and (own := ctx.clauses.get(c.i)) is not None
        and own.verb is not None
        and (
            own.verb.tenses == frozenset({"Ger"})
            # "vive a reclamar": the progressive particle before an infinitive
            or any(m.dep_ == "mark" and m.pos_ == "PART" for m in ctx.children[c.i])
        )
        for c in ctx.children[clause.pred.i]
    )


def _object_before(ctx: Ctx, clause: Clause, noun: Word) -> bool:
    """The clause's verb has a noun object before the phrase, no time ("la semana pasada")."""
    return any(
        c.dep_ == "obj"
        and c.pos_ in ("NOUN", "PROPN")
        and c.i < noun.i
        and "Tim" not in c.morph.get("AdvType")
        for c in ctx.children[clause.pred.i]
    )


def _now_at_work(
    ctx: Ctx, clause: Clause, rel: str, noun: Word, before: list[Candidate]
) -> str | None:
    """A job or home now after one told before: the new employer ("ahora estoy en Mercadona").

    A present state verb (STATE_COPULAS) whose trip relation a present blocks, with a name,
    after the same subject's works_at or worked_at in the turn.
    """
    if rel != "went_to" or not set(clause.verb.lemmas) & ctx.lex.state_copulas:
        return None
    if not went_now(clause, rel) or noun.lower_ in ctx.lang.bare_noun_idioms:
        return None  # "ahora estoy en el paro": no employer
    told = {c.relation for c in before if _same_subject(c.subject, clause) and not c.negated}
    if told & _WORK:
        return "works_at"
    # "antes vivía en sevilla pero ahora estoy en granada": the new home
    return "lives_in" if told & _RESIDENCE and name_like(ctx, noun) else None


def _town_of_country(ctx: Ctx, rel: str, value: Mention) -> Mention:
    """A town's name with its country after it, no "of" between: the town ("rosario argentina").

    Places only (an organisation's name keeps its words: "universidad de chile").
    """
    countries = ctx.lang.trailing_countries
    if not countries or rel in _ORG_RELATIONS or value.kind not in ("name", "noun"):
        return value
    words = value.text.split()
    if len(words) < 2 or words[-1] not in countries or words[-2] in ctx.lex.name_links:
        return value
    return replace(value, text=" ".join(words[:-1]))


def _gone_to_live(ctx: Ctx, clause: Clause, rel: str, noun: Word) -> str | None:
    """A past verb of going with a verb of living under it: a move, no trip.

    "se ha ido a vivir a berlín", "è andata a vivere a roma": the place hangs on the
    infinitive, whose verb takes a home (a lives_in verb of VERB_RELATIONS).
    """
    if rel != "went_to" or not clause.verb.tenses & (PAST | {"Part"}):
        return None
    purposes = ctx.lang.move_purposes
    if purposes and any(
        c.i > noun.i and (c.lower_ in purposes or c.lemma_.lower() in purposes)
        for c in ctx.children[clause.pred.i] + ctx.children[noun.i]
    ):
        return "moved_to"  # "je suis parti à lyon pour mes études": a stay's purpose
    if _left_home_before(ctx, clause):
        return "moved_to"  # "não mora mais em salvador ele foi pra recife"
    head = noun.head
    verb = ctx.verbs[head.i]
    if head.i == clause.pred.i or head.head.i != clause.pred.i or verb is None:
        return None
    if not verb.tenses <= NON_FINITE:
        return None
    lemmas = set(verb.lemmas)
    homes = ctx.lang.verb_relations.items()
    return "moved_to" if any(v in lemmas and r == "lives_in" for (v, _), r in homes) else None


def _arrived_long_ago(ctx: Ctx, clause: Clause, noun: Word) -> bool:
    """A past arrival with a count of years after its place: "arrivée en france il y a 4 ans".

    Years since the arrival (ARRIVAL_VERBS) make it a move; "hier soir" is a trip's end.
    """
    if not clause.verb.tenses & (PAST | {"Part"}):
        return False
    if any(
        c.i > noun.i and ctx.lower[c.i] in ctx.lex.age_nouns and is_number(ctx, ctx.tokens[c.i - 1])
        for c in ctx.children[clause.pred.i]
    ):
        return True  # "monté à paris pour le boulot il y a quinze ans": the verb's time
    end = min(ctx.sent_end[noun.i], noun.i + 8)  # "il y a quatre ans", "depuis dix ans"
    for i in range(noun.i + 1, end):
        if ctx.pos[i] == "CCONJ":
            return False  # "... et j'ai trente ans": another clause's
        if ctx.lower[i] in ctx.lex.age_nouns and is_number(ctx, ctx.tokens[i - 1]):
            return True
    return False


def _left_home_before(ctx: Ctx, clause: Clause) -> bool:
    """A verb of living said no longer (NO_LONGER) of the same subject before: a move.

    "meu irmão não mora mais em salvador ele foi pra recife": a "he"/"she" takes up a
    subject other than the user.
    """
    said = clause.subject
    if said is None:
        return False
    homes = {v for (v, _), r in ctx.lang.verb_relations.items() if r == "lives_in"}
    for other in ctx.clauses.values():
        if other.anchor.i >= clause.anchor.i or other.subject is None:
            continue
        if not (set(other.verb.lemmas) & homes) or not other.flags.negated:
            continue
        near = ctx.lower[max(other.anchor.i - 2, 0) : other.anchor.i + 3]
        if not any(w in ctx.lex.no_longer_words for w in near):
            continue  # "não moro em lisboa mas fui pro porto": no home left
        if ctx.sent_end[other.anchor.i] != ctx.sent_end[clause.anchor.i]:
            continue
        if other.subject == said or (
            said.kind == "pronoun" and said.pronoun in ("he", "she") and other.subject != YOU
        ):
            return True
    return False


# A school's relation -> the field's, when the phrase names a field: "me gradué en derecho".
_FIELD_OF_SCHOOL = {"studies_at": "studies", "studied_at": "studied"}


def _field_of_study(ctx: Ctx, rel: str, noun: Word) -> str:
    """A field of study (STUDY_FIELDS) with no article where a school goes: what one studied."""
    field = _FIELD_OF_SCHOOL.get(rel)
    if field is None or noun.lower_ not in ctx.lang.study_fields:
        return rel
    if any(c.dep_ == "det" for c in ctx.children[noun.i]):
        return rel
    return field


def article_name(ctx: Ctx, noun: Word) -> Mention | None:
    """An institution's name after its noun, with its own article: "el hospital la paz".

    Right after the common noun, a definite article (PARSER_WORDS "definite_articles") and one
    or two words that are no verb, time, number or listed word, to the end of the phrase.
    """
    articles = ctx.lang.parser_words.get("definite_articles", ())
    i = noun.i + 1
    end = ctx.sent_end[noun.i]
    if not articles:
        return None
    restated = _restating_article(ctx, noun, articles)
    if restated is not None:
        return restated
    if i + 1 >= end or ctx.lower[i] not in articles:
        return None
    words = []
    for j in range(i + 1, min(i + 3, end)):
        word = ctx.tokens[j]
        if not _name_word(ctx, word):
            break
        words.append(word.text)
    if not words:
        return None
    nxt = i + 1 + len(words)
    if nxt < end and _name_word(ctx, ctx.tokens[nxt]):
        return None  # a longer phrase: no name of two words
    if nxt < end and ctx.pos[nxt] not in ("ADP", "CCONJ", "SCONJ", "PUNCT", "PRON", "VERB", "AUX"):
        return None
    dets = [c for c in ctx.children[noun.i] if c.dep_ == "det" and c.i < noun.i]
    if dets and not any(d.lower_ in articles for d in dets):
        # "in un'assicurazione la generali": a noun said indefinitely, then its name
        return Mention(normalize_entity(words, ctx.lang), "name")
    return Mention(normalize_entity([noun.text, ctx.tokens[i].text, *words], ctx.lang), "name")


def _restating_article(ctx: Ctx, noun: Word, articles: tuple[str, ...]) -> Mention | None:
    """The name a phrase with its own article gives an indefinite noun said first.

    "en una ferretería del barrio la ferretería gómez", "en un instituto de getafe el ies los
    olivos": past the noun's own "of" phrase of one word, a definite article and up to three
    words (an article inside) that end the clause.
    """
    dets = [c for c in ctx.children[noun.i] if c.dep_ == "det" and c.i < noun.i]
    if not dets or any(d.lower_ in articles for d in dets):
        return None  # "una ferretería": a noun said indefinitely first
    end = ctx.sent_end[noun.i]
    i = noun.i + 1
    if i + 1 >= end or ctx.lower[i] not in ctx.lex.name_links:
        return None
    i += 1
    if ctx.lower[i] in articles:
        i += 1
    if i >= end or ctx.tokens[i].head.i != noun.i or not ctx.tokens[i].is_alpha:
        return None  # "del barrio", "de getafe": the noun's own modifier, one word
    i += 1
    if i + 1 >= end or ctx.lower[i] not in articles:
        return None
    words: list[str] = []
    j = i + 1
    while j < min(i + 5, end) and len(words) < 3:
        word = ctx.tokens[j]
        inner = bool(words) and ctx.lower[j] in articles and j + 1 < end
        if not inner and not _name_word(ctx, word):
            break
        words.append(word.text)
        j += 1
    while words and ctx.lower[j - 1] in articles:
        words.pop()
        j -= 1
    if not words or (j < end and ctx.pos[j] not in ("CCONJ", "SCONJ", "PUNCT", "VERB", "AUX")):
        return None  # a longer phrase, or one going on: no name
    return Mention(normalize_entity(words, ctx.lang), "name")


def _name_word(ctx: Ctx, word: Word) -> bool:
    low = word.lower_
    return (
        word.is_alpha
        and ctx.pos[word.i] in ("NOUN", "PROPN", "ADJ")
        and ctx.verbs[word.i] is None
        and low not in ctx.lang.stop_words
        and low not in ctx.lang.time_cues
        and low not in ctx.lang.not_name_words
        and low not in ctx.lang.number_words
        and "Tim" not in word.morph.get("AdvType")
        and low not in ctx.lex.age_nouns
    )


def _same_subject(said: Mention, clause: Clause) -> bool:
    """The clause's subject, or a form of both persons one of them the user ("vivía": 1s/3s)."""
    if said == clause.subject:
        return True
    return clause.subject == YOU and said.kind == "pronoun" and "1s" in said.pronoun


def _before_subject_after_verb(ctx: Ctx, clause: Clause, case: Word) -> bool:
    """A phrase right after a non-finite verb, before the clause's own subject word."""
    st = clause.subj_tok
    if st is None or not case.i < st.i < clause.anchor.i or case.i == 0:
        return False
    verb = ctx.verbs[case.i - 1]
    return verb is not None and bool(verb.tenses) and verb.tenses <= NON_FINITE


def _subject_of_its_own(clause: Clause) -> bool:
    """A verb with a subject word of its own, climbed past: the phrase below is not the next's."""
    return not clause.copular and clause.subj_tok is not None


def _past_other_subject(ctx: Ctx, between: list[Clause], clause: Clause, case: Word) -> bool:
    """True when a clause between speaks of another subject than the clause found.

    Not a gapped conjunct, whose subject the phrase takes ("y mi hermana en toronto").
    """
    subject = clause.subject
    if subject is None or not any(
        c.subject is not None and c.subject.text != subject.text for c in between
    ):
        return False
    return _gapped_subject(ctx, clause, case) is None


def _phrasal_preposition(ctx: Ctx, case: Word) -> str:
    """A particle before the preposition with it ("back from"), or ""."""
    i = case.i - 1
    if i < ctx.sent_start[case.i]:
        return ""
    word = ctx.tokens[i]
    if word.dep_ not in ("advmod", "compound:prt") or word.pos_ not in ("ADV", "ADP", "PART"):
        return ""
    return f"{ctx.lower[i]} {case.lower_}"


def _articled_preposition(ctx: Ctx, case: Word, noun: Word) -> str:
    """The preposition with the noun's article right after it ("em uma"), or "".

    A table may key a relation on both where the language only tells them apart by the
    article: "trabalho em uma fábrica" (a workplace), "trabalho em lisboa" (a town).
    """
    i = case.i + 1
    if i >= noun.i or ctx.tokens[i].dep_ != "det" or ctx.tokens[i].head.i != noun.i:
        return ""
    return f"{case.lower_} {ctx.lower[i]}"


def articled_case(ctx: Ctx, noun: Word) -> str:
    """The noun's preposition with its article right after it ("em uma"), or ""."""
    case = next((c for c in ctx.children[noun.i] if c.dep_ == "case" and c.i < noun.i), None)
    return _articled_preposition(ctx, case, noun) if case is not None else ""


def _relation(
    ctx: Ctx, keys: tuple[str, ...], prep: str, phrasal: str, articled: str
) -> str | None:
    """The relation of the keys with the particle's preposition, the articled one, or the bare."""
    return (
        (phrasal and relation_for(ctx, keys, phrasal))
        or (articled and relation_for(ctx, keys, articled))
        or relation_for(ctx, keys, prep)
    )


def _verb_phrase_of(clause: Clause, own: Clause | None, case: Word) -> bool:
    """A phrase of a verb between is not a copula's: "I'm a dentist ... going into teaching"."""
    return (
        clause.copular
        and own is not None
        and not own.copular
        and clause.anchor.i < own.pred.i < case.i
    )


def _clauses_above(ctx: Ctx, noun: Word) -> list[Clause]:
    out: list[Clause] = []
    node = noun
    for _ in range(MAX_CLIMB):
        out.extend(ctx.by_cop_head.get(node.i, ()))  # "fui a Japón": "fui" hangs off "Japón"
        clause = ctx.clauses.get(node.i) or ctx.by_pred.get(node.i)
        if clause is not None and clause not in out:
            out.append(clause)
        if node.head.i == node.i:
            break
        node = node.head
    return out


def _keys_for(ctx: Ctx, clause: Clause, noun: Word) -> tuple[str, ...]:
    """Lemmas a clause is looked up by in VERB_RELATIONS.

    Its verb ("vivir"), a copula's predicate word ("dueño", "originaire") when the noun hangs
    below it, and a verb with its bare object ("prendre part").
    """
    keys = list(clause.lemma_keys())
    if clause.copular and clause.pred is not noun:
        keys = [clause.pred.lemma_.lower(), clause.pred.lower_, *keys]
    for child in ctx.children[clause.pred.i]:
        # "doing a master's in social work": an indefinite article too
        if child.dep_ == "obj" and not any(
            c.dep_ == "det" and "Ind" not in c.morph.get("Definite") for c in ctx.children[child.i]
        ):
            keys += [f"{lemma} {child.lower_}" for lemma in clause.lemma_keys()]
    # "I took a trip to Morocco", "I've got an allergy to latex": the object's relation
    head = noun.head
    if noun.dep_ == "nmod" and head.dep_ == "obj" and head.head.i == clause.pred.i:
        # first: the phrase is the object's ("je fais des études de droit", not "faire de")
        keys.insert(0, head.lemma_.lower())
    elif noun.head.i == clause.pred.i:
        objs = [c for c in ctx.children[clause.pred.i] if c.dep_ == "obj" and c.i < noun.i]
        # "tô viciada em séries": an adjective after the verb is its predicate, and the
        # phrase is the adjective's before the verb's own ("estar em")
        keys = [c.lemma_.lower() for c in objs if c.pos_ == "ADJ"] + keys
        keys += [c.lemma_.lower() for c in objs if c.pos_ != "ADJ"]
    return tuple(keys)


def _oblique(ctx: Ctx, clause: Clause, rel: str, case: Word, noun: Word) -> list[Candidate]:
    subject = clause.subject
    gapped = _gapped_subject(ctx, clause, case)
    if gapped is not None:
        subject = gapped[0]  # "trabajo en Google y mi mujer en Amazon"
    noun = _named_place(ctx, clause, rel, noun)
    if subject is None or not _fits(ctx, rel, noun):
        return []
    arrival = set(clause.verb.lemmas) & ctx.lang.arrival_verbs
    if arrival and not _arrived_long_ago(ctx, clause, noun):
        return []  # "arrivés en italie hier soir": a trip's end, no move
    if rel == "from" and any(
        c.dep_ == "obj" and c.pos_ == "NOUN" and clause.pred.i < c.i < case.i
        for c in ctx.children[clause.pred.i]
    ):
        return []  # "we grow corn in iowa", "i raised my kids in ohio": no origin
    if (
        rel == "from"
        and ctx.lower[case.i - 1] in ctx.lang.place_deictics
        and not name_like(ctx, noun)
    ):
        return []  # "caixa no supermercado aqui do bairro": where a place is, no origin
    if rel == "from" and _of_predicate_noun(ctx, clause, case, noun):
        return []  # "sou gerente da renner", "sou amiga da ana": the noun's, no origin
    if _job_place(ctx, clause, rel, noun) or _unnamed_before(ctx, rel, case, noun):
        return []
    if (
        went_now(clause, rel)
        and subject.kind == "kin"
        and clause.verb.lemma in ctx.lex.state_copulas
        and not name_like(ctx, noun)
    ):
        return []  # "minha mãe está no hospital": where a relative is now, no trip (mentioned)
    if _name_only(ctx, clause, case) and (
        (clause.flags.finished and not _past_twin(ctx, clause, case))
        or not (name_like(ctx, noun) or _bare_name(ctx, noun))
        or noun.lower_ in ctx.lang.bare_noun_idioms  # "ich studier in teilzeit": no name
        or not _predicate_is(clause, noun)
    ):
        return []  # "i'm in north dakota", not "i'm in a meeting" nor "i was in paris"
    if (
        rel == "lives_in"
        and "Past" in clause.verb.tenses
        and set(clause.verb.lemmas) & ctx.lang.change_verbs
        and _name_only(ctx, clause, case)
        and _timed(ctx, clause.pred)
    ):
        return []  # "elle est restée à créteil", not "on est restés trois jours à rome"
    if _noun_only(ctx, clause, case) and not any(
        c.dep_ == "det" or "Art" in c.morph.get("PronType") for c in ctx.children[noun.i]
    ):
        return []  # "ich arbeite als lehrerin in köniz": a town, no employer
    if _noun_only(ctx, clause, case) and any(
        c.dep_ == "case" and c.lower_ in ctx.lang.work_preps and c.head.head.i == clause.pred.i
        for c in ctx.tokens[ctx.sent_start[case.i] : case.i]
    ):
        return []  # "i work for the city of fresno in the parks department": the employer
    negated = negated_argument(ctx, noun) or is_negation(ctx, case.head)
    value = ended_name(ctx, noun, object_mention(ctx, noun), org=rel in _ORG_RELATIONS)
    value = _town_of_country(ctx, rel, value)
    if rel in _ORG_RELATIONS:
        value = unnamed_org(ctx, noun, value)  # "trabajo en un bar del centro"

    if rel in _NAMED_PLACES and not name_like(ctx, noun):
        # "en una agencia que se llama Brava", "el hospital la paz" (an organisation)
        org_name = article_name(ctx, noun) if rel in _ORG_RELATIONS else None
        value = _given_below(ctx, noun) or org_name or value
    out = [
        emit(
            clause,
            subject,
            rel,
            value,
            f"{clause.verb.lemma}_{case.lower_}",
            negated=negated,
            blocked=went_now(clause, rel),
        )
    ]
    out[0] = still_holds(ctx, clause, rel, out[0])  # "i switched to aker bp"
    if went_now(clause, rel) and not negated:
        named = name_like(ctx, noun) or _bare_name(ctx, noun)
        out += trip_plan(ctx, clause, case, noun, named=named)  # "je pars au japon en avril"
    past = finished_as(rel) if _after_duration(ctx, case, noun) else ""
    if past:  # "arbeite jetzt bei X nach sieben jahren bei der sbb": where one was
        out[0] = replace(out[0], relation=past)
    if clause.flags.negated and _contrasted(ctx, noun) and not negated:
        out[0] = replace(out[0], negated=False)  # "non a Roma, ma a Napoli"
    if subject == YOU and gapped is None:  # "mio marito e io viviamo a Como"
        out += [replace(out[0], subject=other) for other in co_subjects(ctx, clause)]
    elif gapped is None and clause.subj_tok is not None:  # "Tom und Lisa wohnen in Kiel"
        for other in conjuncts(ctx, clause.subj_tok):
            mention = noun_mention(ctx, other)
            if mention is not None and mention != subject:
                out.append(replace(out[0], subject=mention))
    orphan = next(
        (c for c in ctx.children[noun.head.i] if c.dep_ == "orphan" and c.i < noun.i), None
    )
    if gapped is not None and orphan is not None and orphan.i > clause.anchor.i:
        out[0] = replace(out[0], clause=orphan.i)  # a statement of its own
    repair = _self_repair(ctx, rel, case, noun)
    if repair is not None and not negated:
        # "i live in uh boston no sorry cambridge": the repaired value is denied
        out[0] = replace(out[0], negated=True, pattern="self_repair")
        head = repair.head
        if repair.dep_ == "compound" and head.i > repair.i and head.pos_ == "NOUN":
            # "no sorry at fenwick hardware": the name with its noun, from the repair on
            words = [t.text for t in ctx.tokens[repair.i : head.i + 1]]
            value = Mention(normalize_entity(words, ctx.lang), "name")
        elif name_like(ctx, repair) or _bare_name(ctx, repair):
            words = name_words(ctx, repair)
            if noun.text in words[1:]:  # "wells fargo chase was my old job": the old one again
                words = words[: words.index(noun.text, 1)]
            value = Mention(normalize_entity(words, ctx.lang), "name")
        else:
            value = object_mention(ctx, repair)
        out.append(replace(out[0], object=value, negated=clause.flags.negated, pattern="repaired"))
        return out
    denied = _denied_alternative(ctx, noun)
    if denied is not None:
        out.append(emit(clause, subject, rel, object_mention(ctx, denied), "not_x", negated=True))
    for other in conjuncts(ctx, noun):
        # "en Madrid y Barcelona"; not "à Rennes mais du coup ...", a phrase of its own.
        if other.i in ctx.clauses or case_word(ctx, other) or not _fits(ctx, rel, other):
            continue
        out.append(
            emit(
                clause,
                subject,
                rel,
                object_mention(ctx, other),
                "conj_obj",
                negated=negated or negated_argument(ctx, other),
                blocked=went_now(clause, rel),
            )
        )
    return out


def _given_below(ctx: Ctx, noun: Word) -> Mention | None:
    """The name a naming participle or relative gives the noun, or the noun phrase after it.

    "uma cidadezinha do interior de minas chamada itabira": the last "of" noun takes it.
    """
    for _ in range(3):
        named = given_name(ctx, noun)
        if named is not None:
            return named
        noun = next(
            (
                c
                for c in ctx.children[noun.i]
                if c.dep_ == "nmod" and c.i > noun.i and case_word(ctx, c) in ctx.lex.name_links
            ),
            None,
        )
        if noun is None:
            return None
    return None


def unnamed_org(ctx: Ctx, noun: Word, value: Mention) -> Mention:
    """An unnamed organisation without the place after it: "un bar del centro" -> "bar".

    With its indefinite article (parser words "indefinite_articles") the noun names no
    organisation, so a "de" + town, place noun or any noun with its article ("una clínica de
    alcalá", "una startup de allí", "un bar del centro", "uno studio della stazione") says where
    it is; a bare common noun says what kind and stays ("una empresa de logística", "un
    negozio di scarpe").
    """
    if value.kind != "noun" or not indefinite(ctx, noun):
        return value
    places = (*ctx.lang.parser_words.get("place_nouns", ()), *ctx.lang.place_deictics)
    for child in ctx.children[noun.i]:
        if child.i < noun.i or child.dep_ != "nmod":
            continue
        if case_word(ctx, child) in ctx.lex.name_links and (
            name_like(ctx, child) or child.lower_ in places or articled(ctx, child)
        ):
            words = [noun.text] + [
                c.text
                for c in ctx.children[noun.i]
                if c.dep_ in ("amod", "compound") and noun.i < c.i < child.i
            ]
            return Mention(normalize_entity(words, ctx.lang), "noun")
    words = value.text.split()
    sized = [w for w in words[1:] if w in ctx.lang.not_name_words]
    if sized and len(sized) < len(words):  # "un despacho chiquito": the office, whatever size
        return Mention(" ".join(w for w in words if w not in sized), "noun")
    return value


def articled(ctx: Ctx, noun: Word) -> bool:
    """A noun with its article, or with one inside its preposition ("del centro")."""
    return any(
        c.dep_ == "det" or (c.dep_ == "case" and "Art" in c.morph.get("PronType"))
        for c in ctx.children[noun.i]
    )


def indefinite(ctx: Ctx, noun: Word) -> bool:
    """True for a noun with its indefinite article (parser words "indefinite_articles").

    The article may be inside the preposition: "num bar".
    """
    some = ctx.lang.parser_words.get("indefinite_articles", ())
    return bool(some) and any(
        c.dep_ in ("det", "case") and c.lower_ in some for c in ctx.children[noun.i]
    )


def ended_name(ctx: Ctx, noun: Word, value: Mention, *, org: bool = False) -> Mention:
    """A name with the word that ends it, left out by the parse.

    A school's last word ("lincoln high", NAME_ENDINGS), the possessive mark that ends a
    shop's name with no noun after it ("mcdonald's", "st mary's": a ``case`` word after it),
    or an organisation's number (``org``: "Lyon 1", "Paris 8").
    """
    bare = (
        org
        and value.text == ctx.lower[noun.i]
        and not any(c.dep_ == "det" for c in ctx.children[noun.i])
    )
    if value.kind != "name" and not bare:  # "chez darvel logistique": a transcript's name
        return value
    words = name_words(ctx, noun)
    lefts = [
        c.i
        for c in ctx.children[noun.i]
        if c.i < noun.i and c.dep_ in ("flat", "flat:name", "compound") and name_like(ctx, c)
    ]
    after = min([noun.i, *lefts]) + len(words)
    if after >= ctx.sent_end[noun.i]:
        return value
    word = ctx.tokens[after]
    if ctx.lower[after] in ctx.lang.name_endings:
        return replace(value, text=f"{value.text} {ctx.lower[after]}")
    last = ctx.tokens[after - 1]  # "st joseph's": the mark hangs on the name's last word
    if word.dep_ == "case" and word.head.i in (noun.i, last.i):
        if last.dep_ != "nmod:poss":
            return replace(value, text=value.text + ctx.lower[after])
        owned = last.head
        if owned.i == after + 1 and ctx.pos[owned.i] == "NOUN":  # "st anne's hospital"
            return replace(value, text=f"{value.text}{ctx.lower[after]} {owned.lower_}")
    if org and word.dep_ == "nummod" and word.head.i == noun.i and word.text.isdecimal():
        return replace(value, text=f"{value.text} {word.text}") if word.text.isascii() else value
    return value


def _self_repair(ctx: Ctx, rel: str, case: Word, noun: Word) -> Word | None:
    """The value a speaker repairs a place to: "in boston no sorry cambridge", "at X I mean Y".

    Past the value, a correction marker (with fillers, commas and a "no" around it), the same
    preposition again or none, and a value that suits the relation.
    """
    doc, lower, lang = ctx.tokens, ctx.lower, ctx.lang
    end = ctx.sent_end[noun.i]
    after = noun.i + (len(name_words(ctx, noun)) if name_like(ctx, noun) else 1)
    i = repair_end(ctx, after, end)
    if i is None:
        return None
    if lower[i] == case.lower_:
        i += 1
    article = False
    while i < end and (lower[i] in lang.determiners or lower[i] in lang.fillers):
        article = article or lower[i] in lang.determiners
        i += 1
    if i >= end or ctx.clauses.get(i) is not None:
        return None
    value = doc[i]
    # a name, or a noun with its article ("en la uba perdón en la universidad de palermo")
    noun = article and ctx.pos[i] == "NOUN"
    if not (name_like(ctx, value) or _bare_name(ctx, value) or noun):
        return None
    return value if _fits(ctx, rel, value) else None


def _job_place(ctx: Ctx, clause: Clause, rel: str, noun: Word) -> bool:
    """A place after a copula's bare noun says where the role is: "sie war Lehrerin in Tirol"."""
    pred = clause.pred
    return (
        rel == "went_to"
        and clause.copular
        and pred.pos_ == "NOUN"
        and noun.head.i == pred.i
        and noun.i > pred.i
        and not any(c.dep_ == "case" for c in ctx.children[pred.i])
    )


def _unnamed_before(ctx: Ctx, rel: str, case: Word, noun: Word) -> bool:
    """An employer's or school's place after an unnamed one: "trabalha numa quinta no douro".

    Past a place word and the first phrase's own modifiers too: "numa agência de publicidade
    lá na paulista".

    The phrase right before, with the same preposition, is a common noun: where that is (not
    the noun said again with its name: "en un hospital en el hospital clínico").
    """
    if rel not in _ORG_RELATIONS or case.i == 0:
        return False
    j = case.i - 1
    while j > ctx.sent_start[case.i] and ctx.pos[j] == "ADV":
        j -= 1  # "numa agência lá na paulista": a place word between
    prev = ctx.tokens[j]
    while prev.dep_ == "nmod" and prev.head.i < prev.i:
        prev = prev.head  # "numa agência de publicidade na paulista": the phrase's head
    if prev.pos_ != "NOUN" or name_like(ctx, prev) or prev.lower_ == noun.lower_:
        return False
    kids = ctx.children[prev.i]
    return any(c.dep_ == "case" and c.i < prev.i and c.lemma_ == case.lemma_ for c in kids) and any(
        c.dep_ == "det" or "Art" in c.morph.get("PronType") for c in kids
    )  # not a field: "me formei em jornalismo na unicamp"


def _present_relation(ctx: Ctx, clause: Clause, rel: str, case: Word, noun: Word) -> str | None:
    """What a trip verb's simple present states with a name: "i go to ucla" (PRESENT_RELATIONS).

    Not with a time of its own ("i go to italy every summer": trips).
    """
    table = ctx.lang.present_relations
    if not table or not went_now(clause, rel):
        return None
    found = relation_for(ctx, clause.lemma_keys(), case.lower_) and next(
        (table[k] for k in ((lemma, case.lower_) for lemma in clause.lemma_keys()) if k in table),
        None,
    )
    if found is None or not (name_like(ctx, noun) or _bare_name(ctx, noun)):
        return None
    if any(c.dep_ == "obl:npmod" for c in ctx.children[clause.pred.i]):
        return None
    if "Fin" not in clause.anchor.morph.get("VerbForm"):
        return None  # "i'm going to japan in april": a plan
    return found


def _predicate_is(clause: Clause, noun: Word) -> bool:
    """True when the noun is what the clause predicates ("i'm in tulsa").

    Not the phrase of an adjective predicate ("i'm fluent in mandarin").
    """
    if not clause.copular:
        return True
    pred = clause.pred
    head = noun.head
    if head.dep_ == "compound:prt" and head.head.i == pred.i:
        return True  # "i'm a chippy up in brisbane": the particle's place, after a misread noun
    return noun.i in (pred.i, pred.head.i) or head.i == clause.anchor.i


def _name_only(ctx: Ctx, clause: Clause, case: Word) -> bool:
    """True when the verb takes the preposition as a relation of names only (NAME_ONLY).

    Not when the copula's predicate word takes it ("i'm fluent in mandarin").
    """
    pred = clause.pred
    if clause.copular and relation_for(ctx, (pred.lemma_.lower(), pred.lower_), case.lower_):
        return False
    return any((lemma, case.lower_) in ctx.lang.name_only for lemma in clause.lemma_keys())


def _after_duration(ctx: Ctx, case: Word, noun: Word) -> bool:
    """A second value right after a counted time: the time's, not now.

    "arbeite jetzt bei X nach sieben jahren bei Y": the same preposition before the time
    gave the current value ("seit zehn jahren in berlin" alone is now).
    """
    if case.i == 0:
        return False
    time = ctx.tokens[case.i - 1]
    timed = "Tim" in time.morph.get("AdvType") or time.lemma_.lower() in ctx.lex.age_nouns
    if not timed or not any(c.dep_ == "nummod" for c in ctx.children[time.i]):
        return False
    return any(
        ctx.lower[j] == case.lower_
        and ctx.tokens[j].dep_ == "case"
        and ctx.tokens[j].head.head.i == noun.head.i  # of the same verb
        for j in range(ctx.sent_start[case.i], time.i)
    )


def _timed(ctx: Ctx, pred: Word) -> bool:
    """A time said with the verb or its phrases: "trois jours", "l'été dernier", "en 2010"."""
    lex, lang = ctx.lex, ctx.lang
    for child in ctx.children[pred.i]:
        for t in (child, *ctx.children[child.i]):
            word = t.lower_
            if word in lang.time_words or word in lang.time_cues or t.like_num:
                return True
            if t.lemma_.lower() in lex.age_nouns or "Tim" in t.morph.get("AdvType"):
                return True
    return False


def _noun_only(ctx: Ctx, clause: Clause, case: Word) -> bool:
    """True when the verb takes the preposition with a common noun only (NOUN_ONLY)."""
    table = ctx.lang.noun_only
    return bool(table) and any((lemma, case.lower_) in table for lemma in clause.lemma_keys())


def _past_twin(ctx: Ctx, clause: Clause, case: Word) -> bool:
    """True when a name-only verb's finished past states a past twin (NAME_ONLY_PAST)."""
    return any((lemma, case.lower_) in ctx.lang.name_only_past for lemma in clause.lemma_keys())


def _contrasted(ctx: Ctx, noun: Word) -> bool:
    """A conjunct after a "but": what its denied clause asserts instead."""
    return noun.dep_ == "conj" and any(
        c.dep_ == "cc" and c.lower_ in ctx.lang.contrast_words for c in ctx.children[noun.i]
    )


def _denied_alternative(ctx: Ctx, noun: Word) -> Word | None:
    """The name denied right after a value: "at Microsoft now, not Amazon", "in Lyon, not Paris".

    Past the value's name, commas and adverbs, a negation and then a name with no preposition
    of its own (one with a preposition is an oblique of its own: "en Lyon, no en París").
    """
    doc = ctx.tokens
    end = ctx.sent_end[noun.i]
    i = noun.i + len(name_words(ctx, noun)) if name_like(ctx, noun) else noun.i + 1
    while i < end and i < noun.i + 5 and (doc[i].text == "," or doc[i].pos_ == "ADV"):
        if is_negation(ctx, doc[i]):
            break
        i += 1
    if i + 1 < end and is_negation(ctx, doc[i]) and name_like(ctx, doc[i + 1]):
        return doc[i + 1]
    return None


def _named_place(ctx: Ctx, clause: Clause, rel: str, noun: Word) -> Word:
    """The city rather than the flat: "dans un petit appartement à Lyon" -> Lyon.

    A common-noun place whose own prepositional modifier is a name the predicate takes with
    the same relation.
    """
    if rel not in PLACE_RELATIONS or name_like(ctx, noun):
        return noun
    named = _named_by_relative(ctx, noun)
    if named is not None:
        return named  # "vivo en un pueblo que se llama zafra"
    articles = ctx.lang.parser_words.get("definite_articles", ())
    definite = any(c.dep_ == "det" and c.lower_ in articles for c in ctx.children[noun.i])
    for child in ctx.children[noun.i]:
        prep = case_word(ctx, child)
        area = noun.lower_ in ctx.lang.place_heads and prep in ctx.lex.name_links
        if definite and not area and prep in ctx.lex.name_links:
            continue  # "me gradué de la universidad de antioquia": the school's own name
        if area and name_like(ctx, child):
            return child  # "nei dintorni di Bergamo"
        if prep and name_like(ctx, child) and relation_for(ctx, clause.lemma_keys(), prep) == rel:
            if any((lemma, prep) in ctx.lang.noun_only for lemma in clause.lemma_keys()):
                continue  # "je bosse dans un cabinet à nancy": a town, the cabinet's place
            return child
    return noun


def _named_by_relative(ctx: Ctx, noun: Word) -> Word | None:
    """The name a naming relative clause gives a common-noun place ("un pueblo que se llama X")."""
    for child in ctx.children[noun.i]:
        if child.dep_ in ("acl", "acl:relcl") and child.i > noun.i and is_naming(ctx, child):
            named = named_value(ctx, child)
            if named is not None and name_like(ctx, named):
                return named
    return None


def _gapped_subject(ctx: Ctx, clause: Clause, case: Word) -> tuple[Mention | None] | None:
    """The subject of a gapped conjunct: "y mi mujer en Amazon" repeats the verb unsaid.

    Returns (its mention or None,) when a coordinator and a subject-like noun phrase stand
    between the predicate and the preposition, else None.
    """
    doc = ctx.tokens
    i = case.i - 1
    while i > clause.anchor.i and (
        doc[i].pos_ in ("DET", "ADJ") or doc[i].lower_ in (ctx.lang.determiners)
    ):
        i -= 1
    word = doc[i]
    if i <= clause.anchor.i or word.pos_ not in ("NOUN", "PROPN", "PRON"):
        return None
    j = i - 1
    while j > clause.anchor.i and (
        doc[j].pos_ in ("DET", "ADJ") or doc[j].lower_ in (ctx.lang.determiners)
    ):
        j -= 1
    if j <= clause.anchor.i or (doc[j].pos_ != "CCONJ" and doc[i].dep_ != "orphan"):
        return None
    if word.lower_ in ctx.lang.first_person:
        return (YOU,)
    kind = ctx.lex.pronouns.get(word.lower_)
    if kind is not None:
        return (Mention(word.lower_, "pronoun", pronoun=kind),)
    return (noun_mention(ctx, word),)


def _fits(ctx: Ctx, rel: str, noun: Word) -> bool:
    """True when the object suits the relation.

    A job is a common noun; a place is a name or a noun with its article; a time word is
    neither ("du matin au soir", "de tout le week-end").
    """
    if noun.lower_ in ctx.lang.time_cues or noun.lower_ in ctx.lang.idiom_nouns:
        return False  # "à droite", "au milieu", "à force de": an idiom's noun, no value
    if rel == "name" and any(c.dep_ == "det" for c in ctx.children[noun.i]):
        return False  # "i go fishing down by the river": a name takes no article
    if rel == "is":
        job = noun.pos_ == "NOUN" or noun.lower_ in ctx.lang.traits  # "comme prof" (ADJ)
        if noun.lemma_.lower() in ctx.lex.age_nouns:
            return False  # "desde hace como ocho años": "como" is "about", no job
        if any(c.dep_ == "det" and "Plur" in c.morph.get("Number") for c in ctx.children[noun.i]):
            return False  # "on bosse comme des malades": a likeness, no job
        words = ctx.lang.parser_words
        articles = (*words.get("definite_articles", ()), *words.get("indefinite_articles", ()))
        kids = ctx.children[noun.i]
        if any(
            (c.dep_ == "det" and c.lower_ in articles)
            or (c.dep_ == "case" and "Art" in c.morph.get("PronType"))
            for c in kids
        ):  # "acabo de llegar de la oficina", "del centro": a job takes no article there
            return False
        if any(c.dep_ == "nummod" for c in kids) or any(
            c.dep_ == "case"
            and c.lower_ in ctx.lex.name_links
            and c.i > 0
            and ctx.pos[c.i - 1] == "ADV"
            for c in kids
        ):
            return False  # "delante de veinte niños", "detrás de un gato": no job
        return job and not name_like(ctx, noun) and "Tim" not in noun.morph.get("AdvType")
    if rel in PLACE_RELATIONS:
        # "i work at starbucks", "i live in leeds": a name may end in -s (a place one has one
        # of, or a company)
        org = rel in _ORG_RELATIONS or rel in SINGLE_PLACES or rel in _HOME_PLACES
        if (
            rel in _ORG_RELATIONS
            and noun.lower_ in ctx.lang.parser_words.get("place_nouns", ())
            and indefinite(ctx, noun)
        ):
            return True  # "trabalho numa escola": a place word, unnamed, where one works
        if rel in _WORK_RELATIONS and noun.lower_ in ctx.lang.bare_workplaces:
            return True  # "lavoro in banca": a workplace said bare
        return _place_like(ctx, noun, org) and noun.lemma_.lower() not in ctx.lex.age_nouns
    if rel in ("plays", "does") and noun.lower_ in ctx.lang.activity_venues:
        return False  # "il joue au club de villeurbanne": where, not what
    if "Tim" in noun.morph.get("AdvType"):
        return False  # "am Samstag": a time
    return noun.pos_ in ("NOUN", "PROPN", "X") or name_like(ctx, noun)


def _place_like(ctx: Ctx, token: Word, plural: bool = False) -> bool:
    """True for a place or an organisation: a name, or a common noun with its article.

    "a la playa", "l'hôpital Necker"; a bare common noun is a time or a manner ("en
    septembre", "en casa").
    """
    if token.lower_ in ctx.lang.not_place_words:
        return False  # "du coup": a filler, no place
    if name_like(ctx, token):
        return True
    if token.pos_ == "ADJ" and token.dep_ != "amod":
        return _bare_name(ctx, token, plural)  # a lowercase name tagged so ("à lille")
    if token.pos_ not in ("NOUN", "X") or "Tim" in token.morph.get("AdvType"):
        return False
    # the article may be inside the preposition ("all'ospedale", "al parque")
    if any(c.dep_ == "det" or "Art" in c.morph.get("PronType") for c in ctx.children[token.i]):
        return True
    if any(c.dep_ == "compound" and name_like(ctx, c) for c in ctx.children[token.i]):
        return True  # "mercy hospital": a name's noun
    return _bare_name(ctx, token, plural)


def _bare_name(ctx: Ctx, token: Word, plural: bool = False) -> bool:
    """A bare singular noun a lowercase transcript makes of a name ("i work at pfizer").

    Only where the language lists the nouns that go bare without being names ("at home",
    "in town"); never a number, a plural or a time.
    """
    lang = ctx.lang
    return (
        bool(lang.bare_noun_idioms)
        and not token.like_num
        and not _under_noun(ctx, token)
        and not any(
            (c.dep_ in ("det", "nmod:poss") and not _filler_before_case(ctx, token, c))
            or "Art" in c.morph.get("PronType")  # the article inside the preposition: "beim"
            for c in ctx.children[token.i]
        )
        and (
            "Plur" not in token.morph.get("Number")
            or (plural and _plural_name(ctx, token))  # "at weekends": a time
        )
        and token.lower_ not in lang.bare_noun_idioms
        and token.lower_ not in lang.not_place_words
        and token.lemma_.lower() not in ctx.lex.age_nouns
        and token.lower_ not in lang.time_cues
    )


def _filler_before_case(ctx: Ctx, token: Word, det: Word) -> bool:
    """A filler the parser made the noun's article, before its preposition ("este soy de X")."""
    return det.lower_ in ctx.lang.fillers and any(
        c.dep_ == "case" and det.i < c.i for c in ctx.children[token.i]
    )


def _plural_name(ctx: Ctx, token: Word) -> bool:
    """A plural-looking bare noun that may be a name: no time, idiom or age by its lemma."""
    lemma = token.lemma_.lower()
    lang = ctx.lang
    return (
        lemma not in lang.time_cues
        and lemma not in lang.bare_noun_idioms
        and not any(lemma in words for words in (lang.number_words, ctx.lex.age_nouns))
    )


def _under_noun(ctx: Ctx, token: Word) -> bool:
    """A "de" noun hanging off a pronoun or a copula's predicate word: "prof de maths".

    Also "una de pollo"; not off a verb form (a misparse may tag it so), nor off a predicate
    word taking it as a relation ("originaire de").
    """
    head = token.head
    if head.i >= token.i or ctx.verbs[head.i] is not None:
        return False
    if case_word(ctx, token) not in ctx.lex.name_links:
        return False  # "professora em Braga": where the job is
    if head.pos_ in ("PRON", "NUM"):
        return True
    if head.pos_ not in ("NOUN", "ADJ") or not any(c.dep_ == "cop" for c in ctx.children[head.i]):
        return False
    keys = (head.lemma_.lower(), head.lower_)
    return relation_for(ctx, keys, case_word(ctx, token)) is None  # not "originaire de"
