"""Age facts: "tengo 34 años", "j'ai trente ans", "tengo treinta y tres".

A possession or age verb followed by a spoken number, with its age noun or ending the phrase,
and the denied alternative ("30 años, no 40").
"""

from __future__ import annotations

from hotmem.extraction.candidate import Candidate, Mention
from hotmem.extraction.ud.context import FIRST, PAST, Clause, Ctx, emit, time_clause
from hotmem.extraction.ud.flags import is_negation
from hotmem.extraction.ud.numbers import is_number, parse_compound_number
from hotmem.extraction.ud.repairs import repair_end
from hotmem.extraction.ud.words import Word


def age_facts(ctx: Ctx, clause: Clause) -> list[Candidate]:
    """Age facts: "tengo 34 años", "j'ai trente ans", "tengo treinta y tres"."""
    lex = ctx.lex
    verb = clause.verb
    possession = bool(set(verb.lemmas) & lex.possession.keys())
    ages = bool(set(verb.lemmas) & lex.age_verbs)
    linked = not possession and not ages and _age_link(ctx, clause)
    if not possession and not ages and not linked:
        return []
    anchor = clause.anchor
    if anchor.lower_ in lex.existential or (
        anchor.i > 0 and ctx.tokens[anchor.i - 1].lower_ in lex.existential
    ):
        return []  # "il y a trois ans", "hace tres años"
    if clause.subject is None:
        return []
    if ages and not possession and not clause.copular and _subordinate(ctx, clause):
        return []  # "before I turn 40", "when I turned 30": a time, no age now
    if ages and not possession and _birthday_ahead(ctx, clause):
        return []  # "cumple ocho años en mayo": an age to come
    if time_clause(ctx, clause):
        return []  # "depuis que j'ai quinze ans": a time, whatever the tense
    found = _number_after(ctx, anchor.i + 1 + linked)
    if linked:  # "tá com quatro anos": the age with its noun only
        return [] if found is None or not found[2] else _age(clause, found[0])
    verb_final = found is None
    if verb_final:
        found = _number_before_final_verb(ctx, clause)
    if found is None:
        return []
    value, end, has_noun = found
    if has_noun and _comparative(ctx, end):
        return []  # "il a deux ans de plus que moi": a difference of ages
    if not has_noun and (
        any(c.lower_ in ctx.lang.quantity_clitics for c in ctx.children[anchor.i] if c.i < anchor.i)
        or _clitic_before(ctx, anchor.i)
    ):
        return []  # "j'en ai cinq": how many of them
    if not has_noun and end < ctx.sent_end[anchor.i] and is_negation(ctx, ctx.tokens[end]):
        again = _number_after(ctx, end + 1)
        if again is not None and again[2] and again[0] != value and clause.subject is not None:
            # "tengo veintiocho no veintinueve años": the number with its noun is the one meant
            said = Mention(str(value), "noun")
            return [
                emit(clause, clause.subject, "age", said, "repaired_age", negated=True),
                emit(clause, clause.subject, "age", Mention(str(again[0]), "noun"), "age"),
            ]
    if not has_noun and _counted_before(ctx, clause):
        return []  # "figli ne ho tre": the noun said first is what is counted
    if clause.copular and not _age_predicate(ctx, clause, end):
        return []  # "been there two years": the number is no age of the subject
    if (
        clause.copular
        and has_noun
        and end < ctx.sent_end[anchor.i]
        and ctx.tokens[end].dep_ == "case"
    ):
        return []  # "ich war zehn Jahre bei der ÖBB": how long, no age
    repaired = repair_end(ctx, end, ctx.sent_end[anchor.i])
    said = (possession or ages) and (verb_final or _ends_phrase(ctx, end) or repaired is not None)
    if not has_noun and not said and not (ages and _verb_object(ctx, clause, end)):
        return []
    out = [emit(clause, clause.subject, "age", Mention(str(value), "noun"), "age")]
    again = _number_after(ctx, repaired) if repaired is not None else None
    if again is not None and again[0] != value:  # "i'm 34 wait no 35"
        out[0] = emit(clause, clause.subject, "age", out[0].object, "repaired_age", negated=True)
        out.append(emit(clause, clause.subject, "age", Mention(str(again[0]), "noun"), "age"))
        return out
    i = end
    if i < ctx.sent_end[anchor.i] and ctx.tokens[i].text == ",":
        i += 1
    if i < ctx.sent_end[anchor.i] and is_negation(ctx, ctx.tokens[i]):
        denied = _number_after(ctx, i + 1)
        if denied is not None:
            out.append(
                emit(
                    clause,
                    clause.subject,
                    "age",
                    Mention(str(denied[0]), "noun"),
                    "not_age",
                    negated=True,
                )
            )
    return out


def noun_age_facts(ctx: Ctx, clause: Clause) -> list[Candidate]:
    """A copula's noun with its age after a preposition: "sou uma menina de vinte e dois anos".

    The predicate noun, or the noun set beside the name the copula gives ("sou a joana, uma
    menina de 22 anos"), then a preposition, a number and its age noun.
    """
    pred = clause.pred
    if not clause.copular or clause.subject is None or clause.flags.negated:
        return []
    if clause.verb is None or clause.verb.tenses & PAST:
        return []  # "fui bancária durante vinte anos": how long, in the past
    beside = [c for c in ctx.children[pred.i] if c.dep_ in ("appos", "orphan") and c.i > pred.i]
    nouns = [pred, *beside]
    for noun in nouns:
        i = noun.i + 1
        if noun.pos_ != "NOUN" or i + 1 >= ctx.sent_end[noun.i] or ctx.pos[i] != "ADP":
            continue
        if ctx.tokens[i].lower_ not in ctx.lex.name_links:
            continue  # "amici da vent'anni": for how long, not of what age
        found = _number_after(ctx, i + 1)
        if found is not None and found[2]:
            return _age(clause, found[0])
    return []


def _age(clause: Clause, value: int) -> list[Candidate]:
    assert clause.subject is not None
    return [emit(clause, clause.subject, "age", Mention(str(value), "noun"), "age")]


def _age_link(ctx: Ctx, clause: Clause) -> bool:
    """A verb and the preposition right after it that tell an age ("tá com 4 anos")."""
    i = clause.anchor.i + 1
    if not ctx.lang.age_links or i >= ctx.sent_end[clause.anchor.i]:
        return False
    return any((lemma, ctx.lower[i]) in ctx.lang.age_links for lemma in clause.verb.lemmas)


def _comparative(ctx: Ctx, i: int) -> bool:
    """A comparative word at ``i`` or after one preposition there (AGE_COMPARATIVES)."""
    end = ctx.sent_end[i - 1]
    if i < end and ctx.pos[i] == "ADP":
        i += 1
    return i < end and ctx.lower[i] in ctx.lang.age_comparatives


def _clitic_before(ctx: Ctx, i: int) -> bool:
    """A quantity clitic right before the verb, past a negation ("il en a trois", "n'en a").

    By position: the parse may hang the clitic anywhere ("il en a trois" read as a fixed phrase).
    """
    j = i - 1
    while j >= 0 and is_negation(ctx, ctx.tokens[j]):
        j -= 1
    return j >= 0 and ctx.lower[j] in ctx.lang.quantity_clitics


def _counted_before(ctx: Ctx, clause: Clause) -> bool:
    """A noun before a first-person verb, no subject of it: what its number counts."""
    persons = clause.verb.persons
    if not persons or not persons <= FIRST:
        return False
    return any(
        c.i < clause.anchor.i
        and c.dep_ in ("nsubj", "obj")
        and ctx.pos[c.i] == "NOUN"
        and c.lower_ not in ctx.lex.age_nouns
        and c.lower_ not in ctx.lang.first_person
        for c in ctx.children[clause.pred.i]
    )


def _subordinate(ctx: Ctx, clause: Clause) -> bool:
    """True for a present age verb a subordinating word introduces ("before I turn 40").

    A time to come; a past one ("because she just turned 70") still tells the age.
    """
    tenses = clause.verb.tenses
    if not tenses or not tenses <= {"Pres"}:
        return False
    return any(c.dep_ == "mark" for c in ctx.children[clause.anchor.i])


def _birthday_ahead(ctx: Ctx, clause: Clause) -> bool:
    """A present age verb with a date of its own: "she turns 8 in may", "cumple 8 en mayo"."""
    tenses = clause.verb.tenses
    if not tenses or not tenses <= {"Pres"}:
        return False
    return any(
        c.i > clause.anchor.i
        and c.dep_ in ("obl", "obl:tmod", "npadvmod")
        and (c.ent_type_ == "DATE" or "Tim" in c.morph.get("AdvType"))
        and not _counts_years(ctx, c)
        for c in ctx.children[clause.anchor.i]
    )


def _counts_years(ctx: Ctx, token: Word) -> bool:
    """The age's own noun ("ocho años" read as a time): no date."""
    return token.lower_ in ctx.lex.age_nouns or token.lemma_.lower() in ctx.lex.age_nouns


def _number_before_final_verb(ctx: Ctx, clause: Clause) -> tuple[int, int, bool] | None:
    """The number between a finite auxiliary and its verb at the clause end.

    Verb-final word order: "der ist jetzt siebzig geworden".
    """
    anchor = clause.anchor
    aux = [c for c in ctx.children[anchor.i] if c.dep_ in ("aux", "cop") and c.i < anchor.i]
    if not aux:
        return None
    found = _number_after(ctx, aux[0].i + 1)
    if found is None:
        return None
    between = ctx.tokens[found[1] : anchor.i]  # "neunzig Jahre alt geworden"
    return found if all(t.lower_ in ctx.lang.age_adjectives for t in between) else None


def _age_predicate(ctx: Ctx, clause: Clause, end: int) -> bool:
    """True when the copula's predicate is the number or an age adjective ("34 years old").

    Not an article that is also a number word ("I'm a, uh, I'm a pharmacist").
    """
    pred = clause.pred
    if pred.lower_ in ctx.lang.age_adjectives:
        return True
    number = clause.anchor.i < pred.i < end and is_number(ctx, pred)
    return number and pred.lower_ not in ctx.lang.determiners


def _verb_object(ctx: Ctx, clause: Clause, end: int) -> bool:
    """True when the number ending before ``end`` is the age verb's object ("turned 40 ...")."""
    number = ctx.tokens[end - 1]
    return not clause.copular and number.head.i == clause.pred.i and number.dep_ == "obj"


def _number_after(ctx: Ctx, i: int) -> tuple[int, int, bool] | None:
    """A spoken number starting at token ``i`` (adverbs and fillers skipped).

    Returns (value, end index, whether an age noun follows), or None. A number repaired after
    a pause ("twenty... twenty-six") is the one said last.
    """
    doc, lang = ctx.tokens, ctx.lang
    end = ctx.sent_end[i - 1] if i > 0 else len(doc)
    while (
        i < end
        and not is_number(ctx, doc[i])
        and (doc[i].lower_ in lang.fillers or doc[i].pos_ == "ADV")
    ):
        i += 1  # "tengo ya 30 años", "j'ai déjà 30 ans"
    j = i
    while j < end and (is_number(ctx, doc[j]) or (j > i and _number_joiner(ctx, j, end))):
        j += 1
    if j == i:
        return None
    if j + 1 < end and doc[j].pos_ == "CCONJ" and is_number(ctx, doc[j + 1]):
        return None  # "tienen ocho y diez años": two ages, none of them the subject's
    if j + 1 < end and doc[j].pos_ == "CCONJ" and ctx.pos[j + 1] == "NUM":
        return None  # "trinta e poucos anos": a number said roughly, no age
    k = j
    while k < end and doc[k].is_punct and doc[k].text not in (",", "-"):
        k += 1
    if k > j and k < end and is_number(ctx, doc[k]):
        return _number_after(ctx, k)
    value = parse_compound_number([t.lower_.removesuffix(".") for t in doc[i:j]], lang)
    if value is None or not 0 < value < 130:
        return None
    has_noun = j < end and doc[j].lower_ in ctx.lex.age_nouns
    return value, j + (1 if has_noun else 0), has_noun


def _number_joiner(ctx: Ctx, j: int, end: int) -> bool:
    # "treinta y cuatro", "quarante - sept": a conjunction or hyphen between number words.
    # Only tens and a unit join ("ocho y diez años" are two numbers, two ages).
    word = ctx.tokens[j]
    joins = word.pos_ == "CCONJ" or word.text == "-"
    if not (joins and j + 1 < end and is_number(ctx, ctx.tokens[j + 1])):
        return False
    tens = parse_compound_number([ctx.lower[j - 1]], ctx.lang)
    unit = parse_compound_number([ctx.lower[j + 1]], ctx.lang)
    if tens is None or unit is None:
        return True  # a word the tables do not read: as before
    return tens >= 20 and tens % 10 == 0 and 0 < unit < 10


def _ends_phrase(ctx: Ctx, i: int) -> bool:
    # "tengo treinta y tres, que ...": the number is the whole object; "i'm 15 i go to ...":
    # a transcript's next clause opens with its subject pronoun.
    if i >= ctx.sent_end[i - 1] or ctx.tokens[i].is_punct or ctx.pos[i] == "CCONJ":
        return True
    low = ctx.lower[i]
    if low in ctx.lang.fillers:
        return True  # "ich bin zwölf ähm ...": a filler after the number
    if low in ctx.lang.relative_pronouns or low in ctx.lang.question_words:
        return True  # "he's twelve which i know is getting up there": a clause of its own
    word = ctx.tokens[i]
    if word.dep_ in ("parataxis", "conj") and word.head.i == i - 1:
        return True  # "ich bin 42 verheiratet", "bin dreiundzwanzig komm aus ...": beside it
    if ctx.pos[i] == "AUX" and ctx.tokens[i].head.i != i - 1:
        return True  # "my grandma is ninety can you believe that": a question of its own
    if ctx.pos[i] in ("SCONJ", "ADV") and word.head.i > i and word.head.i in ctx.clauses:
        return True  # "i'm fifteen so i have to ...": the link of the next clause
    return ctx.pos[i] == "PRON" and (low in ctx.lang.first_person or low in ctx.lex.pronouns)
