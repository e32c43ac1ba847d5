"""Direct-object facts: "tengo un coche", "je possède une Tesla", "j'ai quitté Paris".

The objects of a verb with the lists they head, and possession: kin, pets and friends named
in the object become kinship facts, other nouns ``has``/``owns`` with their quantity.
"""

from __future__ import annotations

from dataclasses import replace

from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.extraction.ud.context import (
    FIRST,
    PLACE_RELATIONS,
    STUDY_PLACES,
    SUBJ,
    Clause,
    Ctx,
    emit,
)
from hotmem.extraction.ud.flags import negated_argument
from hotmem.extraction.ud.kinship import (
    age_of,
    friend_word,
    kin_of,
    names_of,
    noun_mention,
    owner_of,
)
from hotmem.extraction.ud.names import name_like, unknown_word
from hotmem.extraction.ud.numbers import is_number, parse_compound_number
from hotmem.extraction.ud.phrases import (
    case_word,
    conjuncts,
    contrasted_topic,
    object_mention,
    relation_for,
)
from hotmem.extraction.ud.repairs import repair_end
from hotmem.extraction.ud.words import Word
from hotmem.relations import REGISTRY
from hotmem.text import normalize_entity

# Relations of taste and their denials ("likes", "dislikes"): of things in general.
_TASTES = frozenset(
    name for r in REGISTRY.values() if r.negated_as for name in (r.name, r.negated_as)
)


# Tags of words a verb form's spelling can share that are no verb here ("meine", "como").
_NO_VERB_TAGS = frozenset({"DET", "PRON", "ADP", "NUM", "CCONJ", "SCONJ"})


def _named_school(ctx: Ctx, rel: str, obj: Word) -> bool:
    """A school's common noun its name follows: "l'università di pavia", "il liceo galilei".

    An "of" name, or a name or unknown word right after the noun.
    """
    if rel not in STUDY_PLACES:
        return False
    return any(
        (c.dep_ == "nmod" and case_word(ctx, c) in ctx.lex.name_links and name_like(ctx, c))
        or (
            c.dep_ in ("compound", "flat", "flat:name")
            and c.i == obj.i + 1
            and (name_like(ctx, c) or unknown_word(ctx, c))
        )
        for c in ctx.children[obj.i]
    )


def _resumed(ctx: Ctx, clause: Clause, obj: Word) -> bool:
    """An object said before its verb, taken up by a pronoun: "la pizza la adoro"."""
    return obj.dep_ == "obj" and any(
        ctx.pos[c.i] == "PRON" and obj.i < c.i < clause.anchor.i
        for c in ctx.children[clause.pred.i]
    )


def _counted_noun(ctx: Ctx, clause: Clause, obj: Word) -> Word | None:
    """The relatives or pets a bare number counts through a clitic (QUANTITY_CLITICS).

    "les chats peuvent manger du thon parce que j'en ai deux": the nearest plural kin or pet
    noun said before, in the same sentence.
    """
    if not obj.like_num or not any(
        c.lower_ in ctx.lang.quantity_clitics and c.i < clause.anchor.i
        for c in ctx.children[clause.pred.i]
    ):
        return None
    for i in range(obj.i - 1, ctx.sent_start[obj.i] - 1, -1):
        token = ctx.tokens[i]
        if ctx.pos[i] == "NOUN" and _kin_noun(ctx, token) and token.lower_ != token.lemma_.lower():
            return token
    return None


def object_facts(ctx: Ctx, clause: Clause, *, skip_age: bool) -> list[Candidate]:
    """Direct objects: "tengo un coche", "je possède une Tesla", "j'ai quitté Paris"."""
    subject = clause.subject
    if subject is None:
        return []
    out: list[Candidate] = []
    for obj in direct_objects(ctx, clause):
        obj = _counted_noun(ctx, clause, obj) or obj  # "les chats ... j'en ai deux"
        if obj.lower_ in ctx.lex.age_nouns or (skip_age and obj.like_num):
            continue
        if _attribute_object(ctx, clause, obj):
            out.append(emit(clause, subject, "is", object_mention(ctx, obj), "attribute_obj"))
            continue
        rel = relation_for(ctx, clause.lemma_keys(), "")
        # "I eat no meat", "ich esse seit Jahren kein Fleisch": a denied object denies too
        denied = (
            clause.flags.negated or negated_argument(ctx, obj) or _stranded_denial(ctx, clause, obj)
        ) and _denied_relation(ctx, clause) is not None
        if denied:
            rel = _denied_relation(ctx, clause)
            if _liked_by_adverb(ctx, clause, obj):
                rel = "dislikes"  # "ich trinke nicht gern kaffee": no diet, a taste
        if rel is None and not clause.flags.negated and _liked_by_adverb(ctx, clause, obj):
            rel = "likes"  # "ich trinke gern kaffee"
        if rel is None:
            continue
        if set(clause.verb.lemmas) & ctx.lang.field_verbs and not _field(ctx, obj):
            continue  # "tirar fotos": no course taken
        if denied:
            # "I don't eat meat", "je ne mange pas de viande": the denial states the relation
            # (avoids); it retracts nothing, and a negative article is the same denial.
            cand = emit(
                clause, subject, rel, object_mention(ctx, obj), f"{clause.verb.lemma}_not_obj"
            )
            out.append(replace(cand, negated=False))
            continue
        negated = negated_argument(ctx, obj) or _stranded_denial(ctx, clause, obj)
        if rel in _TASTES and owner_of(ctx, obj) is not None:
            continue  # "i love my job", "I love my wife": one's own, no taste
        if rel in _TASTES and obj.lemma_.lower() in ctx.lang.people_nouns:
            continue  # "j'aime bien les résidents": people, no taste
        if rel in _TASTES and subject.kind == "kin" and subject.text in _pet_nouns(ctx):
            continue  # "my dog loves the park": a person's tastes only
        if rel in ("has", "owns"):
            out.extend(_possession(ctx, clause, obj, rel, negated))
        elif (rel == "participated_in" and not _is_event(ctx, obj)) or (
            rel in PLACE_RELATIONS and not name_like(ctx, obj) and not _named_school(ctx, rel, obj)
        ):
            continue
        else:
            repair = _repaired_away(ctx, obj)
            cand = emit(
                clause,
                subject,
                rel,
                object_mention(ctx, obj),
                "self_repair" if repair is not None else f"{clause.verb.lemma}_obj",
                negated=negated or repair is not None,
                blocked=went_now(clause, rel),
            )
            out.append(still_holds(ctx, clause, rel, cand))
            if subject == YOU:  # "io e mia moglie parliamo cinese": the wife speaks it too
                out += [replace(out[-1], subject=other) for other in co_subjects(ctx, clause)]
            if repair is not None and ctx.pos[repair.i] in ("NOUN", "PROPN"):
                value = object_mention(ctx, repair)  # "parlo francese anzi no spagnolo"
                out.append(replace(cand, object=value, negated=negated, pattern="repaired_obj"))
    return out


def _field(ctx: Ctx, obj: Word) -> bool:
    """A field of study (STUDY_FIELDS), its first word too: "engenharia informática"."""
    fields = ctx.lang.study_fields
    return obj.lower_ in fields or obj.lemma_.lower() in fields


def _repaired_away(ctx: Ctx, obj: Word) -> Word | None:
    """The word after a self-repair marker right after the object, which it takes back.

    "parlo francese anzi no ...". Not a repaired count ("two cats no three"): counts are no
    values.
    """
    end = obj.i + 1
    while end < len(ctx.tokens) and ctx.tokens[end].head.i == obj.i and ctx.pos[end] == "ADJ":
        end += 1  # "musica classica"
    stop = ctx.sent_end[obj.i]
    i = repair_end(ctx, end, stop)
    if i is None or is_number(ctx, ctx.tokens[i]):
        return None
    while i + 1 < stop and ctx.pos[i] == "DET":
        i += 1  # "la chitarra no scusa il pianoforte"
    return ctx.tokens[i]


def _pet_nouns(ctx: Ctx) -> frozenset[str]:
    """The canonical pet nouns of the language ("dog", "cat")."""
    return frozenset(ctx.lang.pets.values())


def _stranded_denial(ctx: Ctx, clause: Clause, obj: Word) -> bool:
    """A fronted object denied by a negative article left after the verb.

    "Alkohol trinke ich keinen": the article stands alone, no noun's.
    """
    if obj.i > clause.anchor.i:
        return False
    return any(
        c.i > clause.anchor.i
        and c.pos_ == "DET"
        and c.dep_ != "det"
        and c.lower_ in ctx.lang.negations
        for c in ctx.children[clause.pred.i]
    )


def _denied_relation(ctx: Ctx, clause: Clause) -> str | None:
    """The relation a denied verb states ("I don't eat meat" -> avoids), or None."""
    for lemma in clause.lemma_keys():
        rel = ctx.lang.denied_relations.get((lemma, ""))
        if rel is not None:
            return rel
    return None


def _attribute_object(ctx: Ctx, clause: Clause, obj: Word) -> bool:
    """The object is what the subject is: "fa il cuoco" (an attribute verb and its article)."""
    articles = ctx.lang.attribute_verbs.get(clause.verb.lemma)
    return (
        articles is not None
        and obj.pos_ == "NOUN"
        and any(c.dep_ == "det" and c.lower_ in articles for c in ctx.children[obj.i])
        and not _is_event(ctx, obj)  # "ho fatto la maratona": an event taken part in
        and _role_noun(ctx, obj)
    )


def _role_noun(ctx: Ctx, obj: Word) -> bool:
    """A noun that names a role by its ending or its value group: not "faccio la spesa"."""
    endings, low = ctx.lang.attribute_endings, obj.lower_
    if not endings or low.endswith(endings):
        return True
    return any(low in words for words in ctx.lang.exclusive_values.values())


def direct_objects(ctx: Ctx, clause: Clause) -> list[Word]:
    """The objects of a verb, with the lists they head.

    "Tengo treinta años y dos hijos": the parser makes "años" an oblique and "hijos" its
    conjunct.
    """
    possession = bool(set(clause.lemma_keys()) & ctx.lex.possession.keys())
    deps = ["obj", "obl", "nmod"] if possession else ["obj"]
    if clause.verb.persons and clause.verb.persons <= FIRST:
        deps.append("nsubj")  # "He corrido el maratón": a first-person verb's noun "subject"
    # A verb-second language puts a participle or infinitive last: "ich habe Physik studiert".
    before = ctx.lang.verb_second
    roots = [
        c
        for c in ctx.children[clause.pred.i]
        if c.dep_ in deps
        and (c.i > clause.anchor.i or (before and c.dep_ == "obj") or _resumed(ctx, clause, c))
        and (c.dep_ == "obj" or not case_word(ctx, c))
    ]
    # "j'ai trois gamins donc tu imagines le bordel": a second object with no link to the
    # first (no "and", no comma, no RUN_ON_LINKS word right before it: "un char pis un
    # chalet") belongs to a clause the parse ran into
    firsts = [c for c in roots if c.dep_ == "obj"]
    roots = [c for c in roots if not _past_finite_verb(ctx, clause, c)]
    roots = [
        c
        for c in roots
        if c.dep_ != "obj"
        or c is firsts[0]
        or any(g.dep_ in ("cc", "punct") and g.i < c.i for g in ctx.children[c.i])
        or ctx.lower[max(c.left_edge.i - 1, 0)] in ctx.lang.run_on_links
    ]
    if roots and not possession:  # "have" runs on into the next clause too often
        roots += [c for c in ctx.children[clause.pred.i] if _gapped_object(ctx, c)]
        roots += _gapped_after_oblique(ctx, clause)
    # "Je n'ai plus de voiture": the model makes "plus" the object and hangs "voiture" on it.
    roots = [
        n
        for c in roots
        for n in (
            [g for g in ctx.children[c.i] if g.pos_ in ("NOUN", "PROPN")]
            if c.lower_ in ctx.lang.negations
            else [c]
        )
    ]
    # "a bit of german": the partitive's noun is the object; "a grandkid lol": the noun
    roots = [_reaction_tail(ctx, _partitive_noun(ctx, c)) for c in roots]
    objs = []
    for child in roots:
        for token in (child, *_listed(ctx, child)):
            case = case_word(ctx, token)
            if case and relation_for(ctx, clause.lemma_keys(), case):
                continue  # "déménagé de Paris" parsed as an object: an oblique
            if token.pos_ in ("PRON", "DET", "SCONJ") or token.lower_ in ctx.lang.first_person:
                continue
            if _reaction(ctx, token) and token.lower_ not in ctx.lex.nominal_words:
                continue  # "i love pizza lol"
            if token.i in ctx.clauses or _listed_name(ctx, token, objs):
                continue
            objs.append(token)
    return objs


def _past_finite_verb(ctx: Ctx, clause: Clause, obj: Word) -> bool:
    """An object after another finite verb belongs to the clause the parse ran into.

    "meu namorado ama então no carro é briga", "agora adoro tenho a casa como quero": a
    conjugated form of the verb-form table between the verb and its "object" (not a filler).
    """
    start = clause.anchor.i
    if obj.dep_ != "obj" or obj.i <= start + 1 or ctx.lang.verb_second:
        return False
    if any(
        ctx.lower[i] in ctx.lang.complementizers or ctx.lower[i] in ctx.lang.relative_pronouns
        for i in range(max(start - 3, ctx.sent_start[start]), start)
    ):
        return False  # "ce que j'aime c'est la danse": a cleft, the copula says what it is
    for i in range(start + 1, obj.i):
        form = ctx.lex.forms.get(ctx.lower[i])
        if (
            form is not None
            and form.persons
            and ctx.pos[i] not in _NO_VERB_TAGS
            and ctx.lower[i] not in ctx.lang.fillers
            and ctx.tokens[i].dep_ not in ("discourse", "aux", "aux:pass")
        ):
            return True
    return False


def _gapped_object(ctx: Ctx, token: Word) -> bool:
    """An object the parse coordinated to the verb instead of to its object.

    "i speak spanish and a little portuguese": no verb, subject or preposition of its own.
    """
    return (
        token.dep_ == "conj"
        and token.pos_ in ("NOUN", "ADJ", "PROPN")
        and not _reaction(ctx, token)
        and token.i not in ctx.clauses
        and not case_word(ctx, token)
        and not any(c.dep_ in ("nsubj", "nsubj:pass", "cop") for c in ctx.children[token.i])
        and not contrasted_topic(ctx, token)  # "mais les jeux de sport j'haïs ça"
    )


def _gapped_after_oblique(ctx: Ctx, clause: Clause) -> list[Word]:
    """An object coordinated to the verb's oblique, with an oblique of its own after it.

    "I speak Arabic at home and English at work": the parse makes "English" a conjunct of
    "home"; a bare name followed by its own prepositional phrase is a second object.
    """
    out = []
    for obl in ctx.children[clause.pred.i]:
        if obl.dep_ != "obl" or not case_word(ctx, obl):
            continue
        for c in ctx.children[obl.i]:
            nxt = c.i + 1
            if (
                c.dep_ == "conj"
                and name_like(ctx, c)
                and not case_word(ctx, c)
                and nxt < ctx.sent_end[c.i]
                and ctx.tokens[nxt].dep_ == "case"
                and ctx.tokens[nxt].head.i != c.i
            ):
                out.append(c)
    return out


def _listed_name(ctx: Ctx, token: Word, objs: list[Word]) -> bool:
    # "J'ai trois enfants : Léo, Emma et Jules": the names spell out the first object.
    prev = ctx.tokens[token.i - 1] if token.i > 0 else None
    # A name after a name is one more of a list: "I speak Hindi, Marathi and English".
    return (
        bool(objs)
        and not name_like(ctx, objs[0])
        and prev is not None
        and prev.is_punct
        and name_like(ctx, token)
    )


def _partitive_noun(ctx: Ctx, token: Word) -> Word:
    """The noun of a partitive object ("a bit of german"), else the object itself."""
    if token.lower_ not in ctx.lang.partitives:
        return token
    # "un poquito de francés": the parser may call the noun a flat part of the partitive.
    return next((g for g in ctx.children[token.i] if g.dep_ in ("nmod", "flat")), token)


def _reaction(ctx: Ctx, token: Word) -> bool:
    """A reaction word read as a noun ("lol", "haha"): no object."""
    return token.lower_ in ctx.lang.reactions and token.pos_ == "NOUN"


def _reaction_tail(ctx: Ctx, token: Word) -> Word:
    """The noun before a reaction word the parse made the object's head ("a grandkid lol")."""
    if not _reaction(ctx, token) or token.lower_ in ctx.lex.nominal_words:
        return token
    before = [c for c in ctx.children[token.i] if c.dep_ == "compound" and c.i == token.i - 1]
    return before[0] if before else token


def _listed(ctx: Ctx, token: Word) -> list[Word]:
    """Nominals listed after a word by conjunction or comma ("años, dos hijos y un gato")."""
    out = []
    for child in ctx.children[token.i]:
        # Names listed after a plural ("trois enfants : Léo, Emma") are not possessions.
        if (
            child.dep_ in ("conj", "appos")
            and (
                child.pos_ in ("NOUN", "ADJ")
                # "i speak hindi and tamil": a name listed after a thing (not a relative's)
                or (
                    child.dep_ == "conj"
                    and child.pos_ == "PROPN"
                    and token.pos_ in ("NOUN", "PROPN")  # "I speak Hindi, Tamil and English"
                    and not _kin_noun(ctx, token)
                )
            )
            and not _reaction(ctx, child)
            and not case_word(ctx, child)
            and "Tim" not in child.morph.get("AdvType")  # "jeden Dienstag und Donnerstag"
            and child.lower_ not in ctx.lang.time_cues  # "un chien et le matin c'est ..."
            # "une voiture mais je la prends": a clause with its own subject, tagged a noun
            and not any(c.dep_ in SUBJ for c in ctx.children[child.i])
            # "falo francês melhor do que muita gente": a comparison, no second object
            and not any(c.dep_ == "mark" for c in ctx.children[child.i])
            and not contrasted_topic(ctx, child)  # "mais les jeux de sport j'haïs ça"
        ):
            out.append(_partitive_noun(ctx, child))
            out.extend(_listed(ctx, child))
    return out


def noun_lemma(token: Word) -> str:
    """The lowercase lemma of a noun."""
    return token.lemma_.lower()


def _possession(ctx: Ctx, clause: Clause, obj: Word, rel: str, negated: bool) -> list[Candidate]:
    subject = clause.subject
    assert subject is not None
    kin = kin_of(ctx, obj) or _plural_kin(ctx, obj)
    if _named_relative(ctx, obj):
        return []  # "dois filhos o leo e a maria": a name of the relatives, read with them
    kind = ctx.lang.pet_kinds.get(obj.lemma_.lower()) if kin is None else None
    names = names_of(ctx, obj) if kin or kind or friend_word(ctx, obj) else []
    kin = kin or (kind if names else None)  # "a border collie named juno": a dog
    if names:
        relation = kin or "friend_of"
        out = [
            emit(clause, subject, relation, name, "have_kin_named", negated=negated)
            for name, _ in names
        ]
        age = age_of(ctx, obj)  # "j'ai une fille de six ans qui s'appelle rose"
        if age is not None:
            aged = Mention(str(age), "noun")
            out += [replace(c, subject=c.object, relation="age", object=aged) for c in out]
        return out
    if obj.pos_ not in ("NOUN", "PROPN", "X") and not name_like(ctx, obj):
        return []
    if rel == "owns" and (obj.lower_ in ctx.lang.kinship or noun_lemma(obj) in ctx.lang.kinship):
        return []  # "i drove my son to school": a relative is never owned (a pet may be)
    if kin is None and kind is None and friend_word(ctx, obj):
        return []  # "qua ho tutti i miei amici": friends with no name are no possession
    if any(c.dep_ == "case" and c.i < obj.i for c in ctx.children[obj.i]) and any(
        c.dep_ == "obj" and c.i < obj.i for c in ctx.children[obj.head.i]
    ):
        return []  # "tengo alergia al polen": a preposition's noun after the object
    noun = obj.lemma_.lower()
    if noun in ctx.lang.not_possessions:
        return []  # "I had my birthday", "I have a question"
    acquired = set(clause.verb.lemmas) & ctx.lang.acquire_verbs  # "getting a cat": a plan
    if not acquired and "Prog" in clause.anchor.morph.get("Aspect"):
        return []  # "i'm just having my tea": a progressive "have" is no possession
    if set(clause.verb.lemmas) & ctx.lang.acquire_verbs and not _kin_noun(ctx, obj):
        return []  # "get": a possession only of relatives and pets
    quantity = _quantity(ctx, obj)
    quals = (("quantity", quantity),) if quantity else ()
    kin = _kin_noun(ctx, obj)
    # a relative or a pet is had as the noun said ("un gatto nero" -> "gatto")
    value = Mention(obj.lower_, "noun") if kin else object_mention(ctx, obj)
    # "i had a whole balcony garden there": a thing had in a finished past is had no more
    # (a relative is: "we had a baby last year")
    over = clause.flags.finished and not kin and not set(clause.verb.lemmas) & ctx.lang.change_verbs
    return [
        Candidate(
            subject,
            "has" if kin else rel,  # "i own two dogs": pets and kin are had, whatever the verb
            value,
            negated=clause.flags.negated or negated,
            hedged=clause.flags.hedged,
            blocked=clause.flags.blocked or over,
            clause=clause.statement,
            anchor=obj.i,
            embedded=clause.flags.embedded,
            qualifiers=quals,
            pattern=f"{clause.verb.lemma}_obj",
        )
    ]


def _named_relative(ctx: Ctx, obj: Word) -> bool:
    """An object coordinated to a relatives' noun that names one of them."""
    head = obj.head
    if obj.dep_ != "conj" or head.i >= obj.i or not (kin_of(ctx, head) or _plural_kin(ctx, head)):
        return False
    text = normalize_entity([obj.text], ctx.lang)
    return any(name.text == text for name, _ in names_of(ctx, head))


def _plural_kin(ctx: Ctx, token: Word) -> str | None:
    """The kin or pet noun of a plural, for the names it lists ("two kids leo and maja")."""
    lemma = token.lemma_.lower()
    return ctx.lang.kinship.get(lemma) or ctx.lang.pets.get(lemma)


def _kin_noun(ctx: Ctx, token: Word) -> bool:
    """True for a kin or pet noun, plural or not ("kids", "dogs")."""
    lang = ctx.lang
    words = (token.lower_, token.lemma_.lower())
    return any(w in lang.kinship or w in lang.pets for w in words)


def _quantity(ctx: Ctx, obj: Word) -> str | None:
    for child in ctx.children[obj.i]:
        if child.dep_ == "nummod" or (child.like_num and child.i < obj.i):
            value = parse_compound_number([child.lower_], ctx.lang)
            return None if value is None else str(value)
    return None


def co_subjects(ctx: Ctx, clause: Clause) -> list[Mention]:
    """The others in a "we" subject spelled out with the speaker ("mio marito e io")."""
    words = [c for c in ctx.children[clause.pred.i] if c.dep_ == "nsubj"]
    listed = [x for w in words for x in conjuncts(ctx, w)]
    if not any(w.lower_ in ctx.lang.first_person for w in words + listed):
        return []
    mentions = [noun_mention(ctx, w) for w in words + listed]
    return [m for m in mentions if m is not None and m != YOU]


def still_holds(ctx: Ctx, clause: Clause, relation: str, cand: Candidate) -> Candidate:
    """A change verb's past keeps its relation: "i switched to X" works there (CHANGE_VERBS).

    Its finished past would make the relation its past twin (worked_at).
    """
    if cand.relation == relation or not ctx.lang.change_verbs:
        return cand
    if not clause.flags.finished or not set(clause.verb.lemmas) & ctx.lang.change_verbs:
        return cand
    return replace(cand, relation=relation, blocked=cand.blocked or clause.flags.blocked)


def went_now(clause: Clause, relation: str) -> bool:
    """True for "voy a Japón" / "je vais au Japon": a present "go" is a plan, not a trip.

    A form that is present or subjunctive ("andiamo") is no trip either.
    """
    tenses = clause.verb.tenses
    return relation == "went_to" and bool(tenses) and tenses <= {"Pres", "Sub"}


def _is_event(ctx: Ctx, token: Word) -> bool:
    words = {t.lower_ for t in token.subtree} | {token.lemma_.lower()}
    if words & ctx.lang.event_words:
        return True
    if any(w.rpartition("-")[2] in ctx.lang.event_words for w in words if "-" in w):
        return True  # "den wien-marathon gelaufen": a hyphenated compound, the event last
    # "corri a são silvestre": a race's name of several words with its article
    children = ctx.children[token.i]
    return (
        token.pos_ == "PROPN"
        and any(c.dep_ == "det" for c in children)
        and any(c.dep_ == "flat:name" for c in children)
    )


def _liked_by_adverb(ctx: Ctx, clause: Clause, obj: Word) -> bool:
    """An adverb of LIKING_ADVERBS on the verb, said plainly: "ich lese gern krimis"."""
    adverbs = ctx.lang.liking_adverbs
    if not adverbs or obj.pos_ not in ("NOUN", "PROPN"):
        return False
    if clause.verb.lemma in ctx.lang.activity_verbs:
        return False  # "ich mache gern sport": an activity done (does)
    return any(c.lower_ in adverbs for c in ctx.children[clause.pred.i] if c.i < obj.i)


def described_kin(ctx: Ctx, found: list[Candidate]) -> list[Candidate]:
    """Without the "has" of a relative a relative clause states a fact of.

    "tenho uma tia que mora em salvador": (aunt, lives_in, salvador) alone, as for "my aunt
    lives in salvador" (the kin noun a fact's subject is, under the noun's relative clause).
    """
    said = {
        (c.subject.text, c.anchor)
        for c in found
        if c.subject.kind == "kin" and not (c.blocked or c.negated or c.hedged)
    }
    if not said:
        return found
    out = []
    for cand in found:
        obj = ctx.tokens[cand.anchor] if cand.relation == "has" and cand.subject == YOU else None
        kin = kin_of(ctx, obj) if obj is not None else None
        if kin is not None and any(
            rel.dep_ == "acl:relcl" and (kin, t.i) in said
            for rel in ctx.children[obj.i]
            for t in rel.subtree
        ):
            continue
        out.append(cand)
    return out
