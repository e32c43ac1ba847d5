"""Finding the clauses of one utterance and building its context.

:func:`read_context` reads the sentence bounds (by punctuation), the verb readings and the told
spans, makes a clause of every predicate (a verb, or a copula with its predicate word),
then resolves the subjects and sets the flags of each clause.
"""

from __future__ import annotations

from functools import lru_cache, partial

from spacy.tokens import Doc

from hotmem import nlp
from hotmem.extraction.ud.context import (
    AUX,
    FIRST,
    NON_FINITE,
    OPENERS,
    SUBJ,
    TERMINALS,
    Clause,
    Ctx,
    Verb,
    repair,
)
from hotmem.extraction.ud.flags import clause_flags, told_tokens
from hotmem.extraction.ud.lexicon import lexicon_of
from hotmem.extraction.ud.names import introduced_name, lowercase_name, name_like
from hotmem.extraction.ud.subjects import governing_clause, resolve_subject
from hotmem.extraction.ud.verbs import real_verb, verb_reading
from hotmem.extraction.ud.words import Utterance, Word
from hotmem.lang.base import LanguageData

_VERB_TAGS = frozenset({"VERB", "AUX"})


def read_context(doc: Doc, lang: LanguageData, words: Utterance) -> Ctx:
    """The utterance read once: words, verb readings, clauses and their subjects.

    Args:
        doc: The parsed utterance (its text and user data).
        lang: Its language's data.
        words: Its words and their UD tree (see ``words.read_words``).
    """
    ctx = Ctx(doc, lang, lexicon_of(lang), words, tokens=words.words)
    ctx.lower = [w.lower_ for w in words.words]
    ctx.pos = [w.pos_ for w in words.words]
    morphs = [str(w.morph) for w in words.words]
    ctx.negation = [
        word in lang.negations or _negative(morph)
        for word, morph in zip(ctx.lower, morphs, strict=True)
    ]
    ctx.if_words = frozenset(i for i, word in enumerate(ctx.lower) if word in ctx.lex.if_words)
    if lang.perfect_auxiliaries:
        _participles_read_as_objects(ctx)
    _objects_misattached(ctx)
    _objects_said_first(ctx)
    _times_read_as_objects(ctx)
    _pseudo_clefts(ctx)
    _clefts(ctx)
    _markers_read_as_obliques(ctx)
    _fillers_read_as_predicates(ctx)
    if ctx.lang.compound_links:
        _compounds_split(ctx)
    _rebuild_children(ctx)
    ctx.sent_start, ctx.sent_end = _sentence_bounds(ctx.lower)
    if ctx.lang.noun_prepositions:
        _nouns_after_noun_prepositions(ctx)
    if ctx.lang.dependency_labels != "none":  # a statistical parse's misreadings
        _subjects_read_as_conjuncts(ctx)
        _subjects_of_copulas_before(ctx)
        _listed_subjects_of_copulas(ctx)
        _predicates_read_as_subjects(ctx)
    _nouns_read_as_verbs(ctx, morphs)
    if ctx.lang.article_place_names:
        _places_after_articles(ctx, morphs)
    if ctx.lang.lowercase_kin_names:
        _names_read_as_verbs(ctx, morphs)
        _kin_read_as_modifiers(ctx)
        _names_read_as_participles(ctx, morphs)
        _names_read_as_pronouns(ctx)
        _names_fixed_to_prepositions(ctx)
        _prepositions_read_as_punctuation(ctx)
        _prepositions_read_as_marks(ctx)
    _conjuncts_on_relatives(ctx)
    _conjuncts_on_infinitives(ctx)
    _verbs_read_as_nominals(ctx)
    forms = ctx.lex.forms  # most words are no verb form and not tagged one: not read at all
    ctx.verbs = [
        verb_reading(ctx, t) if ctx.lower[t.i] in forms or ctx.pos[t.i] in _VERB_TAGS else None
        for t in ctx.tokens
    ]
    _objects_read_as_modifiers(ctx)
    _roles_read_as_modifiers(ctx)
    ctx.told = told_tokens(ctx)
    for token in ctx.tokens:
        clause = _make_clause(ctx, token)
        if clause is not None:
            ctx.clauses[token.i] = clause
            ctx.by_pred.setdefault(clause.pred.i, clause)
            if token.dep_ == "cop":
                ctx.by_cop_head.setdefault(token.head.i, []).append(clause)
    for clause in ctx.clauses.values():
        resolve_subject(ctx, clause, depth=0)
    read_flags = partial(clause_flags, ctx)
    for clause in ctx.clauses.values():
        clause.read_flags = read_flags
        clause.statement = _statement(ctx, clause)
    return ctx


def _participles_read_as_objects(ctx: Ctx) -> None:
    """Make a participle the tagger hung on its auxiliary the verb again ("j'ai grandi à X").

    The small model reads "ai" as the verb and "grandi" as its object noun; a known participle
    of a relation verb right after a finite form of a perfect auxiliary takes the auxiliary's
    place in the tree, with its dependents, and the auxiliary hangs on it.
    """
    forms = ctx.lex.forms
    auxiliaries = ctx.lang.perfect_auxiliaries
    verbs = ctx.lex.recoverable | ctx.lang.wish_verbs
    for i in range(1, len(ctx.tokens)):
        form = forms.get(ctx.lower[i])
        if form is None or "Part" not in form.tenses or ctx.pos[i] in ("VERB", "AUX"):
            continue
        a = i - 1
        while a > 0 and ctx.pos[a] == "ADV" and ctx.tokens[a].head.i == i:
            a -= 1  # "j'ai toujours rêvé": an adverb between them
        part, aux = ctx.tokens[i], ctx.tokens[a]
        aux_form = forms.get(ctx.lower[a])
        if (
            part.head.i != aux.i
            or aux_form is None
            or not set(aux_form.lemmas) & auxiliaries
            or not aux_form.tenses - NON_FINITE
            or not set(form.lemmas) & verbs
        ):
            continue
        dependents = [t for t in aux.children if t.i != i]
        root = aux.head.i == aux.i
        repair(ctx, part, pos="VERB", dep=aux.dep_, head=part if root else aux.head)
        for dependent in dependents:
            repair(ctx, dependent, head=part)
        repair(ctx, aux, pos="AUX", dep="aux:tense", head=part)


# What the tagger calls an object noun it hangs on the verb by another arc.
_MISREAD_OBJECT = frozenset(
    # "on a quitté paris l'an dernier": a name read as punctuation (a word, never a mark)
    {"xcomp", "amod", "nsubj", "advmod", "obl", "obl:arg", "obl:mod", "dep", "conj", "fixed"}
    | {"punct"}
)
_LISTED = frozenset({"xcomp", "amod", "conj", "obj", "nsubj", "dep"})


def _objects_misattached(ctx: Ctx) -> None:
    """Rebuild the object (and its list) of a verb whose direct object is a relation.

    "je kiffe le métal" ("métal" its subject), "je parle anglais espagnol et un peu d'arabe"
    (an adjective, a verb and a conjunct of the verb): with no object of its own, the first
    noun-like word after such a verb, past articles and adverbs, is its object, and the
    noun-like words listed after it (with commas, "and", "a little of") its conjuncts.
    """
    tokens, lower, pos = ctx.tokens, ctx.lower, ctx.pos
    for v in [i for i, w in enumerate(lower) if w in ctx.lex.bare_object_forms]:
        verb = tokens[v]
        children = list(verb.children)
        if any(
            c.dep_ in ("obj", "ccomp", "xcomp")
            and c.pos_ == "VERB"
            and c.lower_.endswith(ctx.lex.infinitive_endings)
            for c in children
        ):
            continue  # "j'adore cuisiner": an infinitive complement
        if any(c.dep_ == "obj" and c.i > v for c in children):
            continue
        subject_before = any(c.dep_ in SUBJ and c.i < v for c in children)
        j = _skip_articles(ctx, v + 1)
        if j >= len(tokens) or not _noun_like(ctx, j) or tokens[j].head.i != v:
            continue
        obj = tokens[j]
        if obj.dep_ not in _MISREAD_OBJECT or (obj.dep_ == "nsubj" and not subject_before):
            continue
        if obj.dep_ == "conj" and pos[j] == "VERB":
            continue  # "ho smesso di bere": a participle, no object
        repair(ctx, obj, dep="obj", pos="NOUN" if pos[j] not in ("PROPN", "NOUN") else pos[j])
        k = _skip_articles(ctx, j + 1, listing=True)
        while k < len(tokens) and _noun_like(ctx, k) and tokens[k].head.i in (v, j):
            listed = tokens[k]
            if listed.dep_ not in _LISTED or (k == j + 1 and listed.dep_ == "amod"):
                break  # "le rap belge": the object's own adjective
            noun = pos[k] if pos[k] in ("PROPN", "NOUN", "ADJ") else "NOUN"
            repair(ctx, listed, head=obj, dep="conj", pos=noun)
            if lower[k - 2] in ctx.lang.partitives and tokens[k - 1].dep_ == "case":
                repair(ctx, tokens[k - 1], dep="det")  # "un peu d'arabe": a partitive article
            k = _skip_articles(ctx, k + 1, listing=True)


def _objects_said_first(ctx: Ctx) -> None:
    """An object said first, the verb last: "le jazz j'adore", "les épinards je déteste".

    A verb whose bare object is a relation, right after the speaker's subject pronoun, with
    no object and nothing after it but a negation, a degree word, a filler or punctuation:
    the noun with its definite article before the pronoun, which the parse made the verb's
    subject or hung the verb on, is its object.
    """
    tokens, lower, lex, lang = ctx.tokens, ctx.lower, ctx.lex, ctx.lang
    tail = lang.negations | lang.fillers | lang.degree_words
    for v in range(3, len(tokens)):
        if lower[v] not in lex.bare_relation_forms:
            continue
        subject = tokens[v - 1]
        if lower[v - 1] not in lang.first_person or subject.pos_ != "PRON":
            continue
        verb = tokens[v]
        if any(c.dep_ in ("obj", "ccomp", "xcomp") for c in verb.children):
            continue
        after = tokens[v + 1 :]
        end = next((t.i for t in after if t.is_sent_start), len(tokens))
        if any(not (t.is_punct or lower[t.i] in tail) for t in tokens[v + 1 : end]):
            continue
        k = v - 2
        while k >= 0 and (tokens[k].is_punct or lower[k] in lang.fillers):
            k -= 1
        noun = tokens[k] if k >= 0 else None
        while noun is not None and noun.dep_ == "amod" and noun.head.i < noun.i:
            noun = noun.head  # "le jazz manouche": the adjective's noun
        if noun is None or noun.pos_ not in ("NOUN", "PROPN") or lower[noun.i] in lex.nominal_words:
            continue
        if not any(
            c.dep_ == "det" and "Def" in c.morph.get("Definite") for c in noun.children
        ) or not (noun.head.i == v or verb.head.i == noun.i):
            continue
        if verb.head.i == noun.i:
            root = noun.head.i == noun.i
            repair(
                ctx,
                verb,
                pos="VERB",
                dep="ROOT" if root else noun.dep_,
                head=None if root else noun.head,
            )
            if root:
                repair(ctx, verb, head=verb)
        repair(ctx, verb, pos="VERB")
        repair(ctx, noun, dep="obj", head=verb)
        repair(ctx, subject, dep="nsubj", head=verb)


def _pseudo_clefts(ctx: Ctx) -> None:
    """The value of a pseudo-cleft is its verb's object: "ce que j'aime c'est la danse".

    An "it" pronoun, a relative pronoun, a verb whose bare object is a relation, then, within
    three words, "it" and a copula: the noun after the copula is the verb's object, and the
    verb heads its statement.
    """
    lower, lex, lang = ctx.lower, ctx.lex, ctx.lang
    for i, token in enumerate(ctx.tokens):
        if i == 0 or lower[i] not in lang.relative_pronouns:
            continue
        if lex.pronouns.get(lower[i - 1]) != "it":
            continue
        verb = token.head
        form = lex.forms.get(lower[verb.i])
        if (
            verb.i <= i
            or form is None
            or not any((lemma, "") in lang.verb_relations for lemma in form.lemmas)
        ):
            continue
        k = next(
            (
                k
                for k in range(verb.i + 1, min(verb.i + 4, len(ctx.tokens) - 1))
                if lex.pronouns.get(lower[k]) == "it"
                and (cop := lex.forms.get(lower[k + 1])) is not None
                and not lex.copulas.isdisjoint(cop.lemmas)
            ),
            None,
        )
        if k is None:
            continue
        # the noun right after the copula and its article: "c'est la danse"
        value = next((t for t in ctx.tokens[k + 2 : k + 5] if t.pos_ in ("NOUN", "PROPN")), None)
        if value is None:
            continue
        repair(ctx, token, dep="dep")
        repair(ctx, verb, dep="ROOT", head=verb)
        repair(ctx, value, dep="obj", head=verb)
        for j in (k, k + 1):
            repair(ctx, ctx.tokens[j], dep="dep", head=verb)


def _clefts(ctx: Ctx) -> None:
    """A cleft's focus is its verb's: "c'est à sherbrooke que je reste".

    "it" and a copula, a nominal with its preposition, then a complementizer or relative
    pronoun and the verb the parse hung on that nominal: the nominal is the verb's oblique,
    and the verb heads its statement. (With no preposition, "c'est une ville que j'adore",
    it may be a relative clause: left as it is.)
    """
    lower, lex, tokens = ctx.lower, ctx.lex, ctx.tokens
    for q in range(3, len(tokens) - 1):
        if lower[q] not in ctx.lang.complementizers and lower[q] not in ctx.lang.relative_pronouns:
            continue
        verb = tokens[q].head
        focus = verb.head
        if verb.i <= q or focus.i >= q or (verb.pos_ != "VERB" and lower[verb.i] not in lex.forms):
            continue
        start = min(
            (
                t.i
                for t in focus.children
                if t.i < focus.i
                and t.dep_ != "cop"
                and t.dep_ not in SUBJ
                and not t.dep_.startswith("expl")
            ),
            default=focus.i,
        )
        case = [
            t
            for t in tokens[start : focus.i]
            if t.head.i == focus.i and (t.dep_ == "case" or lower[t.i] in lex.preps)
        ]
        first = case[0].i if case else start
        it, cop = first - 2, first - 1
        if it < 0 or lex.pronouns.get(lower[it]) != "it":
            continue
        form = lex.forms.get(lower[cop])
        if form is None or lex.copulas.isdisjoint(form.lemmas) or tokens[cop].head.i != focus.i:
            continue
        if not case:
            if tokens[q].dep_ in SUBJ and lower[q] in ctx.lang.relative_pronouns:
                # "c'est ma sœur qui habite à lyon": the relative tells of the focus
                repair(ctx, verb, dep="acl:relcl")
            continue  # "c'est une ville que j'adore": a relative clause, no cleft
        root = focus.head.i == focus.i
        repair(ctx, verb, dep=focus.dep_ if not root else "ROOT", head=verb if root else focus.head)
        noun = "PROPN" if focus.pos_ == "VERB" else None  # "à sherbrooke", read as a verb
        repair(ctx, focus, pos=noun, dep="obl", head=verb)
        repair(ctx, case[0], dep="case")
        repair(ctx, tokens[q], dep="mark", head=verb)
        for j in (it, cop):
            repair(ctx, tokens[j], dep="dep", head=verb)


def _markers_read_as_obliques(ctx: Ctx) -> None:
    """A marker phrase the parse read as an oblique: "je suis infirmière en fait à l'hôpital".

    A correction marker of several words ending in a noun with its preposition ("en fait")
    is no nominal: what the parse hung on it after it belongs to its head.
    """
    tokens, lower = ctx.tokens, ctx.lower
    said = set(lower)
    for marker in ctx.lang.correction_markers:
        n = len(marker)
        if n < 2 or marker[0] not in said or marker[-1] not in said:
            continue
        for k in range(len(tokens) - n):
            if lower[k] != marker[0] or tuple(lower[k : k + n]) != marker:
                continue
            last = tokens[k + n - 1]
            head = last.head
            if ctx.pos[last.i] != "NOUN" or head.i == last.i or k <= head.i < k + n:
                continue
            if not any(t.dep_ == "case" and t.head.i == last.i for t in tokens[k : k + n - 1]):
                continue
            for t in tokens[k + n :]:
                if t.head.i == last.i:
                    repair(ctx, t, dep="obl" if t.dep_ == "nmod" else None, head=head)
            repair(ctx, last, dep="discourse")


def _fillers_read_as_predicates(ctx: Ctx) -> None:
    """A filler closing a copula clause, read as its predicate: "je suis végétarien hein".

    The word right before the filler, hung on it, is the predicate; the filler's other
    dependents go to that word and the filler becomes a discourse word.
    """
    tokens, fillers = ctx.tokens, ctx.lang.fillers
    for i in range(1, len(tokens)):
        filler, pred = tokens[i], tokens[i - 1]
        if ctx.lower[i] not in fillers or pred.head.i != i or pred.dep_ in ("cop", "nsubj"):
            continue
        if pred.pos_ not in ("NOUN", "ADJ", "PROPN") and ctx.lower[i - 1] not in ctx.lang.traits:
            continue  # "on en est loin hein": an adverb, no attribute
        if not any(t.head.i == i and t.dep_ == "cop" for t in tokens[:i]):
            continue
        root = filler.head.i == i
        repair(ctx, pred, dep=filler.dep_, head=pred if root else filler.head)
        for t in tokens:
            if t.head.i == i and t.i != i:
                repair(ctx, t, head=pred)
        repair(ctx, filler, dep="discourse", head=pred)


def _compounds_split(ctx: Ctx) -> None:
    """A compound noun the parse split: "fruits de mer", "tennis de table", "prof de maths".

    A bare noun (no article, no dependent of its own) right after a noun and one of the
    language's compound links is that noun's modifier, wherever the parse hung it; after a
    listed job ("prof de maths"), the tagger's adjective too.
    """
    tokens, lower, pos = ctx.tokens, ctx.lower, ctx.pos
    for i in range(1, len(tokens) - 1):
        if lower[i] not in ctx.lang.compound_links or pos[i] != "ADP":
            continue
        head, part = tokens[i - 1], tokens[i + 1]
        job = lower[i - 1] in ctx.lang.traits
        if (part.head.i == head.i and pos[i + 1] != "VERB") or not (pos[i - 1] == "NOUN" or job):
            continue
        # "fruits de mer" with "mer" read as a verb: no verb form, the noun's second part, and
        # what the parse hung on it after it goes back to the noun's own head
        misread = pos[i + 1] == "VERB" and lower[i + 1] not in ctx.lex.forms
        if not (pos[i + 1] == "NOUN" or misread or (job and pos[i + 1] == "ADJ")) or part.like_num:
            continue
        if lower[i + 1] in ctx.lang.place_names:
            continue
        if lower[i + 1] in ctx.lang.time_cues or lower[i + 1] in ctx.lex.not_names:
            continue
        if head.head.i == part.i or not (job or nlp.known_word(lower[i + 1], ctx.lang.code)):
            continue
        after = [t for t in tokens[i + 2 :] if t.head.i == part.i]
        if misread and head.head.i != head.i:
            for t in after:
                repair(ctx, t, dep="dep", head=head.head)
        elif after or any(t.head.i == part.i for t in tokens[: i + 1] if t.i != i):
            continue
        repair(ctx, part, pos="NOUN", dep="nmod", head=head)
        repair(ctx, tokens[i], dep="case", head=part)


def _times_read_as_objects(ctx: Ctx) -> None:
    """A time noun with its definite article is when, no object ("j'adore cuisiner le dimanche").

    TIME_WORDS (weekdays, "semaine", "week-end"); not an age noun ("j'ai trente ans") unless
    an adjective dates it ("mon chien est mort l'an dernier").
    """
    times = ctx.lang.time_words
    if not times:
        return
    for i, token in enumerate(ctx.tokens):
        if token.dep_ != "obj" or ctx.lower[i] not in times:
            continue
        if ctx.lower[i] in ctx.lex.age_nouns and not any(c.dep_ == "amod" for c in token.children):
            continue
        if any(c.dep_ == "det" and "Def" in c.morph.get("Definite") for c in token.children):
            repair(ctx, token, dep="obl:mod")


def _skip_articles(ctx: Ctx, i: int, *, listing: bool = False) -> int:
    """The first index from ``i`` past articles and adverbs (and list separators)."""
    lang = ctx.lang
    while i < len(ctx.tokens):
        word, tag = ctx.lower[i], ctx.pos[i]
        article = tag == "DET" or (
            tag != "ADP" and (word in lang.determiners or word in lang.degree_words)
        )  # not Portuguese "à noite": a preposition
        # "pas", "ni" and other adverbs
        adverb = (tag in ("ADV", "CCONJ") and word in lang.negations) or (
            tag == "ADV" and word not in lang.negations
        )
        # "je bois pas de café": the preposition after a negation is an article; after a
        # denied modal's infinitive too ("je peux pas manger de gluten")
        article = article or (
            tag == "ADP"
            and word in ctx.lex.name_links
            and i > 0
            and (
                ctx.lower[i - 1] in lang.negations
                or (i > 1 and ctx.pos[i - 1] == "VERB" and ctx.lower[i - 2] in lang.negations)
            )
        )
        separator = tag == "CCONJ" or word == "," or word in lang.partitives
        # "un peu d'arabe": the partitive's preposition
        partitive = tag == "ADP" and i > 0 and ctx.lower[i - 1] in lang.partitives
        if not (article or adverb or (listing and (separator or partitive))):
            break
        i += 1
    return i


def _noun_like(ctx: Ctx, i: int) -> bool:
    """A noun, name or adjective, or an unknown word the tagger made a verb ("espagnol")."""
    tag, word = ctx.pos[i], ctx.lower[i]
    if word in ctx.lang.stop_words or not ctx.tokens[i].is_alpha:
        return False
    if tag == "PRON":  # "j'adore le thé": a noun of no pronoun list the tagger made one
        return word not in ctx.lex.not_names and word not in ctx.lex.pronouns
    return tag in ("NOUN", "PROPN", "ADJ", "X") or (tag == "VERB" and word not in ctx.lex.forms)


# Dependents only a nominal has: a finite verb is never an object or a preposition's noun.
_NOMINAL_DEPS = frozenset({"obj", "iobj", "obl", "obl:arg", "obl:mod", "nmod", "appos"})
_VERB_DEPS = frozenset({"obj", "iobj", "aux", "aux:tense", "xcomp"})


def _nouns_read_as_verbs(ctx: Ctx, morphs: list[str]) -> None:
    """Retag as nouns the unknown words the tagger made verbs ("juego al pádel").

    A verb outside the verb-form table that has an article of its own ("un hamster") is a
    noun; a finite one also as a nominal dependent or after its preposition ("hago yoga", "al
    pádel"): transcripts' lowercase nouns are often read so.
    """
    forms = ctx.lex.forms
    for i, pos in enumerate(ctx.pos):
        if pos != "VERB" or ctx.lower[i] in forms:
            continue
        children = ctx.children[i]
        marked = any(c.i == i - 1 and c.pos_ == "DET" for c in children) or _article_as_clitic(
            ctx, i
        )
        if any(c.dep_ in _VERB_DEPS and not (marked and c.i == i - 1) for c in children):
            continue  # a verb with its own subject or object: "ma fille elle fait du judo"
        token = ctx.tokens[i]
        if not marked and ctx.lower[i] in ctx.lex.not_names:
            continue  # "jaja": a reaction, no noun; "un hamster" is one
        if not marked and "VerbForm=Fin" in morphs[i]:
            marked = not any(c.dep_ in SUBJ for c in children) and (
                token.dep_ in _NOMINAL_DEPS or any(c.i < i and c.dep_ == "case" for c in children)
            )
        if marked:
            # "elle veut un hamster": the noun is the verb's object
            repair(ctx, token, pos="NOUN", dep="obj" if token.dep_ == "xcomp" else None)
        elif _name_read_as_infinitive(ctx, i, morphs[i]):
            # "je viens de rimouski": a place's name after its preposition, no infinitive
            noun = _named_noun(ctx, i - 1)
            if noun is not None:  # "à la mairie de quimper": the name of the noun before
                repair(ctx, token, pos="PROPN", dep="nmod", head=noun)
            else:
                repair(ctx, token, pos="PROPN", dep="obl:arg" if token.dep_ == "xcomp" else None)
            repair(ctx, ctx.tokens[i - 1], dep="case")


def _article_as_clitic(ctx: Ctx, i: int) -> bool:
    """An article the tagger made an object clitic of the unknown "verb" after it.

    "je supporte pas le munster": "le" read as "it", "munster" as a verb. Only after an adverb:
    after a pronoun, verb or preposition the clitic is one ("je le kiffe", "de les écouter").
    """
    if i < 2 or ctx.lower[i - 1] not in ctx.lang.determiners or ctx.pos[i - 1] != "PRON":
        return False
    if ctx.lower[i] in ctx.lang.time_words or any(
        c.pos_ == "VERB" and any(g.dep_ in SUBJ for g in ctx.children[c.i]) for c in ctx.children[i]
    ):
        return False  # "tout l'hiver et mon mari fait ...": a clause hangs on it
    # after an adverb ("pas"), not after a pronoun, verb or preposition ("de les écouter")
    return ctx.tokens[i - 1].head.i == i and ctx.pos[i - 2] == "ADV"


def _verbs_read_as_nominals(ctx: Ctx) -> None:
    """A relative's verb the tagger made a noun or adjective: "ma grand-mère parle le breton".

    A finite form of a relation verb right after the user's relative (a possessive's noun),
    which the parse hung on that noun or the noun on it, heads the clause: the noun is its
    subject, and what the parse hung on the noun after the verb is the verb's.
    """
    forms, tokens = ctx.lex.forms, ctx.tokens
    done = False
    for i in range(2, len(tokens)):
        form = forms.get(ctx.lower[i])
        if ctx.pos[i] not in ("NOUN", "ADJ") or form is None:
            continue
        if not set(form.lemmas) & ctx.lex.recoverable or not form.tenses - NON_FINITE:
            continue
        verb, noun = tokens[i], tokens[i - 1]
        if ctx.pos[i - 1] != "NOUN" or not any(
            c.dep_ == "det" and "Yes" in c.morph.get("Poss") for c in ctx.children[i - 1]
        ):
            continue
        if noun.head.i == i and verb.head.i == i:
            repair(ctx, verb, pos="VERB")  # "mon frère bosse à la sncf": the root already
            repair(ctx, noun, dep="nsubj")
            for child in ctx.children[i]:
                if child.dep_ == "nmod" and any(c.dep_ == "case" for c in ctx.children[child.i]):
                    repair(ctx, child, dep="obl")  # a verb's, no noun's, modifier
            done = True
            continue
        if verb.head.i != noun.i or verb.dep_ not in ("nmod", "amod", "acl", "appos"):
            continue
        root = noun.head.i == noun.i
        repair(ctx, verb, pos="VERB", dep="ROOT" if root else noun.dep_)
        repair(ctx, verb, head=verb if root else noun.head)
        for child in ctx.children[noun.i]:
            if child.i > i:
                case = any(c.dep_ == "case" for c in ctx.children[child.i])
                repair(ctx, child, dep="obl" if case else "obj", head=verb)
        repair(ctx, noun, dep="nsubj", head=verb)
        done = True
    if done:
        _rebuild_children(ctx)


def _named_noun(ctx: Ctx, prep: int) -> Word | None:
    """The common noun right before a name link ("l'université | de caen"), or None."""
    if prep == 0 or ctx.lower[prep] not in ctx.lex.name_links or ctx.pos[prep - 1] != "NOUN":
        return None
    return ctx.tokens[prep - 1]


def _name_read_as_infinitive(ctx: Ctx, i: int, morph: str) -> bool:
    """A lowercase word no dictionary knows, tagged a non-finite verb after its preposition.

    Read as an infinitive or a participle. Only with no dependent but the preposition (and
    the next clause's ones the parse hangs on it: "je viens de rimouski mais là ..."), and
    the word a lowercase name could be.
    """
    if i == 0 or ctx.pos[i - 1] != "ADP":
        return False
    if "VerbForm=Inf" not in morph and "VerbForm=Part" not in morph:
        return False  # "je viens de rimouski" (read as a participle too)
    children = [c for c in ctx.children[i] if c.i < i or not _next_clause(ctx, c)]
    if len(children) != 1 or children[0].i != i - 1 or ctx.lower[i - 1] not in ctx.lex.preps:
        return False
    token = ctx.tokens[i]
    return lowercase_name(ctx, token, any_pos=True) and (
        ctx.lower[i] in ctx.lang.place_names  # "à quimper": a place, a word of the dictionary
        or not nlp.known_word(ctx.lower[i], ctx.lang.code)
    )


def _next_clause(ctx: Ctx, token: Word) -> bool:
    """A dependent of the next clause's the parse hangs on a word.

    Its conjunction, punctuation, or its verb with a subject of its own ("de rimouski mais
    j'habite ...").
    """
    if token.dep_ in ("punct", "cc"):
        return True
    return token.dep_ == "conj" and any(c.dep_ in SUBJ for c in ctx.children[token.i])


def _places_after_articles(ctx: Ctx, morphs: list[str]) -> None:
    """Retag as names unknown lowercase words after a preposition and its definite article.

    "de la martinique", "du maroc", "de l'ardèche" (ARTICLE_PLACE_NAMES). Only a singular
    common noun with no dependent after its preposition.
    """
    for i, pos in enumerate(ctx.pos):
        if pos != "NOUN" or i < 2 or "Plur" in morphs[i] or "Def" not in morphs[i - 1]:
            continue
        if ctx.pos[i - 1] == "DET":
            if ctx.pos[i - 2] != "ADP" or ctx.lower[i - 2] not in ctx.lex.preps:
                continue
            parts = {i - 2, i - 1}
        elif ctx.pos[i - 1] == "ADP" and ctx.lower[i - 1] in ctx.lex.preps:
            parts = {i - 1}  # "du", "au": the article inside the preposition
        else:
            continue
        kids = {c.i for c in ctx.children[i]}
        if not parts <= kids or any(k > min(parts) and k not in parts for k in kids):
            continue  # a copula's subject and copula before it: "mon père est de la martinique"
        token = ctx.tokens[i]
        if lowercase_name(ctx, token) and not nlp.known_word(ctx.lower[i], ctx.lang.code):
            repair(ctx, token, pos="PROPN")


# Labels of the verb a name misread as the verb governs: the sentence's real verb.
_REAL_VERB_DEPS = frozenset({"advcl", "conj", "xcomp", "ccomp", "parataxis"})


def _names_read_as_verbs(ctx: Ctx, morphs: list[str]) -> None:
    """A lowercase name right after a kin noun that the tagger made the verb.

    "mi hermana lucía se ha mudado": "lucía" (a form of "lucir") heads the sentence with the
    kin noun its subject, and the real verb right after it has no subject of its own. The
    name becomes the kin noun's apposition; the real verb takes its place and dependents.
    """
    done = False
    for i, pos in enumerate(ctx.pos):
        form = morphs[i]
        if pos != "VERB" or i == 0 or not ("VerbForm=Fin" in form or "VerbForm=Part" in form):
            continue  # "ma fille chloé vient ...": a name read as a participle too
        token, kin = ctx.tokens[i], ctx.tokens[i - 1]
        if ctx.lower[i - 1] not in ctx.lang.kinship:
            continue
        if kin.head.i != i:
            # "mon frère yanis vit à dubaï": the name read as the kin noun's clause
            if token.head.i == kin.i and token.dep_ in ("acl", "amod", "appos"):
                done |= _name_below_kin(ctx, morphs, token, kin)
            continue
        # "mon frère théo il est kiné": the kin noun read as the name-verb's adjective
        if kin.dep_ not in SUBJ and kin.dep_ != "amod":
            continue
        if not lowercase_name(ctx, token, finite=True):
            continue
        verb = _verb_after_name(ctx, morphs, i, loose=True)
        if verb is None:
            continue
        root = token.head.i == i
        repair(ctx, verb, dep="ROOT" if root else token.dep_, head=verb if root else token.head)
        for child in ctx.children[i]:
            if child.i != verb.i:
                repair(ctx, child, head=verb)  # the kin noun, "que", the rest of the clause
        if kin.dep_ not in SUBJ:
            repair(ctx, kin, dep="nsubj")
        repair(ctx, token, pos="PROPN", dep="appos", head=kin)
        done = True
    if done:
        _rebuild_children(ctx)


def _kin_read_as_modifiers(ctx: Ctx) -> None:
    """A kin noun the tagger made the adjective of the lowercase name after it, the subject.

    "mon cousin bastien vit au québec": "cousin" an adjective of "bastien" (a common noun
    subject). The kin noun becomes the subject, the name its apposition.
    """
    done = False
    tokens = ctx.tokens
    for i, kin in enumerate(tokens[:-1]):
        name = tokens[i + 1]
        if ctx.lower[i] not in ctx.lang.kinship or ctx.pos[i] == "NOUN" or kin.head.i != i + 1:
            continue
        if name.dep_ not in SUBJ or name.head.i <= name.i or ctx.pos[i + 1] != "NOUN":
            continue
        if not lowercase_name(ctx, name) or nlp.known_word(name.lower_, ctx.lang.code):
            continue
        for child in ctx.children[name.i]:
            if child.i < i:
                repair(ctx, child, head=kin)  # "mon"
        repair(ctx, kin, pos="NOUN", dep=name.dep_, head=name.head)
        repair(ctx, name, pos="PROPN", dep="appos", head=kin)
        done = True
    if done:
        _rebuild_children(ctx)


def _name_below_kin(ctx: Ctx, morphs: list[str], name: Word, kin: Word) -> bool:
    """A lowercase name the parse hung on its kin noun as a clause, the real verb below it.

    "mon frère yanis vit à dubaï": "yanis" (a verb's clause of "frère") governs "vit". The
    kin noun heading the sentence becomes the real verb's subject, the name its apposition.
    """
    if kin.dep_ not in ("ROOT", "conj", "parataxis") or not lowercase_name(ctx, name, finite=True):
        return False
    verb = _verb_after_name(ctx, morphs, name.i, loose=True)
    if verb is None or verb.head.i != name.i:
        return False
    root = kin.head.i == kin.i
    repair(ctx, verb, dep="ROOT" if root else kin.dep_, head=verb if root else kin.head)
    for child in ctx.children[name.i]:
        if child.i != verb.i:
            repair(ctx, child, head=verb)
    for child in ctx.children[kin.i]:
        if child.i > name.i and child.i != verb.i:
            repair(ctx, child, head=verb)  # what the parse hung on the kin noun after the verb
    repair(ctx, kin, dep="nsubj", head=verb)
    repair(ctx, name, pos="PROPN", dep="appos", head=kin)
    return True


def _rebuild_children(ctx: Ctx) -> None:
    """The children lists again, after repairs moved heads."""
    ctx.children = [[] for _ in ctx.tokens]
    for token in ctx.tokens:
        if token.head.i != token.i:
            ctx.children[token.head.i].append(token)


def _names_read_as_participles(ctx: Ctx, morphs: list[str]) -> None:
    """A lowercase name the tagger made the participle of the copula before it.

    "ma sœur c'est julie", "moi c'est mathilde": "julie" read as a passive participle with
    "est" its auxiliary, after "c'" (an "it" pronoun). An unknown word
    (:func:`introduced_name`) with no object becomes a name, and the auxiliary its copula.
    """
    forms, copulas = ctx.lex.forms, ctx.lex.copulas
    for i, pos in enumerate(ctx.pos):
        if pos != "VERB" or i == 0 or "VerbForm=Part" not in morphs[i]:
            continue
        aux = ctx.tokens[i - 1]
        form = forms.get(ctx.lower[i - 1])
        if aux.head.i != i or form is None or copulas.isdisjoint(form.lemmas):
            continue
        if i < 2 or ctx.lex.pronouns.get(ctx.lower[i - 2]) != "it":
            continue  # "c'est julie"; not "je suis ado"
        token = ctx.tokens[i]
        if any(c.dep_ in _VERB_DEPS for c in ctx.children[i] if c.i != aux.i):
            continue
        if ctx.lower[i] in forms or not introduced_name(ctx, token):
            continue
        repair(ctx, token, pos="PROPN")
        repair(ctx, aux, dep="cop")


def _names_read_as_pronouns(ctx: Ctx) -> None:
    """A lowercase name after its preposition the tagger made a pronoun or an adverb.

    "chez ikea", "à dubaï": a word of no list (no pronoun, stop word or known word of the
    language's tables; an adverb, none of the dictionary either) becomes a name.
    """
    for i, pos in enumerate(ctx.pos):
        if pos not in ("PRON", "ADV") or i == 0 or ctx.pos[i - 1] != "ADP":
            continue
        token = ctx.tokens[i]
        if not (token.is_alpha and lowercase_name(ctx, token, finite=True, any_pos=True)):
            continue
        if _name_goes_on(ctx, i):
            continue
        if pos == "PRON" or not nlp.known_word(ctx.lower[i], ctx.lang.code):
            repair(ctx, token, pos="PROPN")  # "chez ikea", "à dubaï" (an adverb)


def _conjuncts_on_relatives(ctx: Ctx) -> None:
    """A noun the parse made the conjunct of a relative clause's verb: the noun's instead.

    "j'ai une sœur qui s'appelle julie et un frère": "frère", with its article, is listed with
    "sœur" (the noun the relative clause is about), not with "appelle". Likewise with an
    adjective after the noun: "des poissons rouges et un lapin" lists "lapin" with "poissons".
    """
    done = False
    for i, token in enumerate(ctx.tokens):
        verb = token.head
        if token.dep_ != "conj" or ctx.pos[i] != "NOUN" or verb.dep_ not in ("acl:relcl", "amod"):
            continue
        if verb.dep_ == "amod" and (
            ctx.pos[verb.i] != "ADJ" or verb.lower_ in ctx.lex.forms or verb.head.i != verb.i - 1
        ):
            continue  # "ma femme bosse chez ...": a verb the tagger made an adjective
        if verb.i > i or not any(c.dep_ == "det" for c in ctx.children[i]):
            continue
        if any(c.dep_ == "cop" for c in ctx.children[i]):
            continue  # "un cane che si chiama rex ed è un labrador": a predicate of its own
        noun = verb.head
        if ctx.pos[noun.i] not in ("NOUN", "PROPN") or noun.i > verb.i:
            continue
        repair(ctx, token, head=noun)
        done = True
    if done:
        _rebuild_children(ctx)


def _conjuncts_on_infinitives(ctx: Ctx) -> None:
    """A clause with its own subject made an infinitive's conjunct: its governor's instead.

    "j'aimerais avoir un chat mais mon mari est allergique": "mon mari est allergique" is
    said beside the wish, not under it.
    """
    done = False
    for i, token in enumerate(ctx.tokens):
        verb = token.head
        if token.dep_ != "conj" or verb.dep_ != "xcomp" or verb.i > i or verb.head.i > verb.i:
            continue
        kids = ctx.children[i]
        if not any(c.dep_ == "cc" for c in kids) or not any(c.dep_ in SUBJ for c in kids):
            continue
        if "VerbForm=Inf" not in str(verb.morph):
            continue
        repair(ctx, token, head=verb.head)
        done = True
    if done:
        _rebuild_children(ctx)


def _subjects_read_as_conjuncts(ctx: Ctx) -> None:
    """A possessed noun listed with the noun before it, then a verb with no subject: its subject.

    "je bosse chez proximus à evere et mes deux gamins ont la grippe", "ma mère vient d'haïti
    (et) mon père est de la martinique": the possessed noun starts a clause of its own (after
    "et", or hung on a noun with no preposition), not a second place; the finite verb or
    copula right after it, which the parse hung on the clause before, has no other subject.
    """
    done = False
    for i, token in enumerate(ctx.tokens):
        if token.dep_ not in ("conj", "nmod") or ctx.pos[i] != "NOUN" or token.head.i > i:
            continue
        kids = ctx.children[i]
        listed = any(c.dep_ == "cc" and c.i < i for c in kids)
        if token.dep_ == "nmod" and (listed or any(c.dep_ == "case" for c in kids)):
            continue
        if token.dep_ == "conj" and not listed:
            continue
        if not any(c.dep_ == "det" and "Yes" in c.morph.get("Poss") for c in kids):
            continue
        end = max(t.i for t in token.subtree) + 1
        taken_up = None
        if (
            end + 1 < len(ctx.tokens)
            and ctx.pos[end] == "PRON"
            and ctx.tokens[end].dep_ in (*SUBJ, "expl:subj")
            and ctx.tokens[end].head.i > end
        ):
            taken_up = ctx.tokens[end]
            end = taken_up.head.i  # "et mon frère qui s'y connaît il est parti"
            while ctx.tokens[end].dep_ in AUX and ctx.tokens[end].head.i > end:
                end = ctx.tokens[end].head.i
        if end >= len(ctx.tokens) or ctx.pos[end] not in ("VERB", "AUX"):
            continue
        verb = ctx.tokens[end]
        if taken_up is None and "VerbForm=Fin" not in str(verb.morph):
            continue
        pred = verb.head if verb.dep_ in AUX or verb.dep_ == "cop" else verb
        root = pred.head.i == pred.i
        if pred.i < end or (pred.head.i > i and not root) or (root and taken_up is None):
            continue
        if any(c.dep_ in SUBJ and c is not taken_up for c in ctx.children[pred.i]):
            continue
        for c in kids:
            if c.dep_ == "cc":
                repair(ctx, c, head=pred)
        repair(ctx, token, dep="nsubj", head=pred)
        if not root and pred.dep_ not in ("conj", "parataxis"):
            governor = token.head
            while governor.head.i != governor.i and ctx.pos[governor.i] not in ("VERB", "AUX"):
                governor = governor.head
            repair(ctx, pred, dep="conj", head=governor)
        done = True
    if done:
        _rebuild_children(ctx)


def _subjects_of_copulas_before(ctx: Ctx) -> None:
    """A verb with two subjects, the first one a copula's before it: the copula's subject.

    "mon père est de lyon et moi je suis né à montréal": the parse makes "père" the subject of
    "né" too; the copula right after it, whose predicate has no subject, is its verb. What
    the parse listed with that predicate after it ("et moi") is the later verb's.
    """
    done = False
    for i, token in enumerate(ctx.tokens):
        if token.dep_ not in SUBJ or ctx.pos[i] not in ("NOUN", "PROPN") or token.head.i < i:
            continue
        verb = token.head
        if not any(c.dep_ in SUBJ and c.i > i for c in ctx.children[verb.i]):
            continue
        end = i + 1
        if end >= verb.i or ctx.tokens[end].dep_ != "cop":
            continue
        pred = ctx.tokens[end].head
        if not end < pred.i < verb.i or any(c.dep_ in SUBJ for c in ctx.children[pred.i]):
            continue
        repair(ctx, token, dep="nsubj", head=pred)
        repair(ctx, pred, dep="parataxis", head=verb)
        done = True
    if done:
        _rebuild_children(ctx)
    _speaker_listed_before_subject(ctx)


def _predicates_read_as_subjects(ctx: Ctx) -> None:
    """A copula's predicate, with its copula and subject, read as a later verb's subject.

    "c'est un peu le bordel euh mon frère yanis il vit à dubaï": "bordel" has "c'" and "est"
    of its own, so the clause is its own; the verb's subject is the one after it ("il").
    """
    done = False
    for i, token in enumerate(ctx.tokens):
        if token.dep_ not in SUBJ or token.head.i <= i:
            continue
        verb, kids = token.head, ctx.children[i]
        if not any(c.dep_ == "cop" for c in kids) or not any(c.dep_ in SUBJ for c in kids):
            continue
        if not any(c.dep_ in SUBJ and c.i > i for c in ctx.children[verb.i]):
            continue
        repair(ctx, token, dep="parataxis", head=verb)
        done = True
    if done:
        _rebuild_children(ctx)


def _listed_subjects_of_copulas(ctx: Ctx) -> None:
    """A copula with a subject of its own whose predicate the parse left on the clause before.

    "je suis prof et mes enfants sont à l'école": "enfants" is the subject of "sont", but the
    parse hangs "école" on "prof" (the speaker's work place). The first dependent of that
    earlier predicate after the copula is the copula's own predicate, a clause beside it.
    """
    done = False
    tokens = ctx.tokens
    for i, cop in enumerate(tokens[:-1]):
        if ctx.pos[i] != "AUX" or cop.dep_ == "cop" or cop.lemma_.lower() not in ctx.lex.copulas:
            continue
        subjects = [c for c in ctx.children[i] if c.dep_ in SUBJ and c.i < i]
        if not subjects or any(c.i > i and c.dep_ not in ("punct",) for c in ctx.children[i]):
            continue
        pred = next((t for t in tokens[i + 1 : ctx.sent_end[i]] if t.head.i < i), None)
        if pred is None or pred.head.i == pred.i or ctx.pos[pred.i] not in ("NOUN", "PROPN", "ADJ"):
            continue
        if any(c.dep_ in SUBJ for c in ctx.children[pred.i]):
            continue
        first = pred.head
        for c in ctx.children[i]:
            repair(ctx, c, head=pred)
        repair(ctx, cop, dep="cop", head=pred)
        repair(ctx, pred, dep="conj", head=first)
        done = True
    if done:
        _rebuild_children(ctx)


def _speaker_listed_before_subject(ctx: Ctx) -> None:
    """A stressed "me" listed with a word before it, right before "I": the later verb's.

    "mon père est de lyon et moi je suis né à montréal": "moi" opens the next clause
    (dislocated), no co-subject of the father's.
    """
    done = False
    for i, token in enumerate(ctx.tokens[:-1]):
        nxt = ctx.tokens[i + 1]
        if token.dep_ != "conj" or token.lower_ not in ctx.lang.first_person:
            continue
        if nxt.dep_ not in SUBJ or nxt.lower_ not in ctx.lang.first_person or nxt.head.i < i:
            continue
        if token.head.i > i:
            continue
        repair(ctx, token, dep="dislocated", head=nxt.head)
        for c in ctx.children[i]:
            if c.dep_ == "cc":
                repair(ctx, c, head=nxt.head)
        done = True
    if done:
        _rebuild_children(ctx)


def _prepositions_read_as_punctuation(ctx: Ctx) -> None:
    """A preposition the parse labelled punctuation, before its noun ("chez desjardins").

    Hung on the verb, right before the verb's oblique ("mon cousin vit au québec", "québec"
    an adjective): that oblique's preposition, and the oblique a name.
    """
    done = False
    for i, pos in enumerate(ctx.pos):
        token = ctx.tokens[i]
        if pos != "ADP" or token.dep_ != "punct":
            continue
        if token.head.i > i:
            repair(ctx, token, dep="case")
            continue
        noun = ctx.tokens[i + 1] if i + 1 < len(ctx.tokens) else None
        if noun is None or noun.head.i != token.head.i or not noun.dep_.startswith("obl"):
            continue
        if ctx.pos[noun.i] not in ("NOUN", "PROPN", "ADJ"):
            continue
        repair(ctx, token, dep="case", head=noun)
        if ctx.pos[noun.i] == "ADJ":
            repair(ctx, noun, pos="PROPN")
        done = True
    if done:
        _rebuild_children(ctx)


def _prepositions_read_as_marks(ctx: Ctx) -> None:
    """A preposition the parse made a subordinator of the noun after it ("chez netora").

    "je suis développeur chez netora", "employé chez orange": the noun (or a name read as a
    verb, an adposition) becomes the preposition's noun, an oblique of the clause; a known
    verb after its preposition is an infinitive ("pour manger") and stays.
    """
    for i, pos in enumerate(ctx.pos):
        token = ctx.tokens[i]
        noun = token.head
        if pos != "ADP" or token.dep_ != "mark" or noun.i != i + 1:
            continue
        if ctx.lower[i] not in ctx.lex.preps or ctx.pos[noun.i] in ("AUX", "PRON", "DET"):
            continue
        if ctx.lower[i] in ctx.lex.name_links:
            continue  # "je viens de dakar au sénégal": read as it is
        unknown = not nlp.known_word(noun.lower_, ctx.lang.code)
        if ctx.pos[noun.i] == "VERB" and not (unknown and lowercase_name(ctx, noun, any_pos=True)):
            continue
        nominal = noun.dep_ in ("obl", "obl:arg", "obl:mod", "nmod")
        repair(ctx, token, dep="case")
        if ctx.pos[noun.i] in ("VERB", "ADP", "ADV") or nominal is False:
            repair(
                ctx,
                noun,
                pos="PROPN" if unknown else "NOUN",
                dep=None if nominal else "obl",
            )


def _nouns_after_noun_prepositions(ctx: Ctx) -> None:
    """The word after "chez" is its noun, whatever the parse read ("chez bombardier").

    The parse reads an unknown company after it as an infinitive, an adverb fixed to the
    preposition, or hangs the preposition on a later noun ("chez tissot au locle"). The word
    becomes the preposition's noun, an oblique of the nearest verb before it; what hung on the
    word moves to that verb. Pronouns and articles after it are read right already.
    """
    done = False
    for i, low in enumerate(ctx.lower):
        j = i + 1
        if low not in ctx.lang.noun_prepositions or j >= ctx.sent_end[i]:
            continue
        noun = ctx.tokens[j]
        low_next = ctx.lower[j]
        if (
            _noun_of_preposition(ctx, i)  # "chez renault", "chez leroy merlin": read right
            or ctx.pos[j] in ("DET", "PRON", "NUM")
            or not noun.is_alpha
            or low_next in ctx.lang.determiners  # "chez mes parents"
            or low_next in ctx.lex.pronouns  # "chez nous"
        ):
            continue
        verb = next(
            (
                ctx.tokens[k]
                for k in range(i - 1, ctx.sent_start[i] - 1, -1)
                if ctx.pos[k] == "VERB"
            ),
            None,
        )
        if verb is None or _governs(noun, verb):
            continue
        for child in ctx.children[j]:
            if child.i != i and not _governs(child, verb):
                ctx.utterance.set_head(child, verb)
        pos = "NOUN" if ctx.pos[j] == "NOUN" else "PROPN"
        repair(ctx, noun, pos=pos, dep="obl:mod", head=verb)
        repair(ctx, ctx.tokens[i], dep="case", head=noun)
        done = True
    if done:
        _rebuild_children(ctx)


def _noun_of_preposition(ctx: Ctx, i: int) -> bool:
    """The preposition hangs on a noun of its own words ("chez leroy merlin"), none between."""
    head = ctx.tokens[i].head.i
    return (
        head > i
        and ctx.tokens[i].dep_ == "case"
        and all(
            ctx.tokens[k].head.i == head and ctx.tokens[k].dep_ not in ("case", "fixed")
            for k in range(i + 1, head)
        )
    )


def _governs(top: Word, token: Word) -> bool:
    """True when ``token`` is ``top`` or hangs below it."""
    seen = 0
    while seen < 64:
        if token.i == top.i:
            return True
        if token.head.i == token.i:
            return False
        token = token.head
        seen += 1
    return False


def _name_goes_on(ctx: Ctx, i: int) -> bool:
    """Another unknown word follows: "en leroy merlin", a name whose end the tags do not tell."""
    nxt = ctx.tokens[i + 1] if i + 1 < ctx.sent_end[i] else None
    return nxt is not None and nxt.is_alpha and lowercase_name(ctx, nxt, any_pos=True)


def _names_fixed_to_prepositions(ctx: Ctx) -> None:
    """A lowercase name the parse made part of its preposition ("habite à caen", "à dubaï").

    The parse reads "à caen" as a fixed expression hung on the verb; a word of no list that
    the dictionary does not know (fixed idioms are known words: "à part", "du coup") becomes
    the preposition's noun, on the preposition's head.
    """
    done = False
    for i, token in enumerate(ctx.tokens):
        prep = token.head
        if token.dep_ != "fixed" or prep.i != i - 1 or ctx.pos[prep.i] != "ADP":
            continue
        if prep.head.i == prep.i or not lowercase_name(ctx, token, finite=True, any_pos=True):
            continue
        known = nlp.known_word(ctx.lower[i], ctx.lang.code)
        if (known and ctx.lower[i] not in ctx.lang.place_names) or _name_goes_on(ctx, i):
            continue  # "à liège": a listed place, though a word of the dictionary too
        noun = _named_noun(ctx, prep.i)
        if noun is not None:  # "à l'université de caen": the name of the noun before
            repair(ctx, token, pos="PROPN", dep="nmod", head=noun)
        else:  # on a noun, its modifier ("l'hôpital de la citadelle à liège": where it is)
            nominal = ctx.pos[prep.head.i] in ("NOUN", "PROPN")
            repair(ctx, token, pos="PROPN", dep="nmod" if nominal else "obl", head=prep.head)
        repair(ctx, prep, dep="case", head=token)
        done = True
    if done:
        _rebuild_children(ctx)


def _verb_after_name(ctx: Ctx, morphs: list[str], i: int, *, loose: bool = False) -> Word | None:
    """The finite verb group right after a misread name, past clitics and auxiliaries.

    Its own subject or a non-finite form alone ("showed me how to use it") is no such verb.
    ``loose``: the parse may have read it as an adverb too ("ma fille chloé vient de ...").
    """
    j = i + 1
    while j < min(ctx.sent_end[i], i + 4) and ctx.pos[j] in ("PRON", "AUX"):
        j += 1
    if j >= ctx.sent_end[i] or ctx.pos[j] != "VERB" or j - i > 3:
        return None
    verb = ctx.tokens[j]
    children = ctx.children[j]
    if any(d.dep_ in SUBJ and not _doubling(ctx, d, i) for d in children):
        return None
    finite = "VerbForm=Fin" in morphs[j] or any(d.dep_ in AUX for d in children)
    deps = _REAL_VERB_DEPS | ({"ROOT", "advmod"} if loose else {"ROOT"})
    return verb if finite and verb.dep_ in deps else None


def _doubling(ctx: Ctx, subject: Word, name: int) -> bool:
    """A "he"/"she" right after a name that takes it up: "mon frère théo il est kiné"."""
    return subject.i == name + 1 and ctx.lex.pronouns.get(subject.lower_) in ("he", "she")


def _objects_read_as_modifiers(ctx: Ctx) -> None:
    """The object the tagger made a verb's adjective: "estudio derecho", "je parle allemand".

    The model reads "estudio" as a noun and its object as that noun's adjective; once the
    form table recovers the verb, the word right after it is its object. A verb taking a
    direct object as a relation has no adjective either ("parle allemand").
    """
    relations = ctx.lang.verb_relations
    for i, verb in enumerate(ctx.verbs):
        if verb is None:
            continue
        first = verb.recovered and verb.persons and verb.persons <= FIRST
        if not first and not any((lemma, "") in relations for lemma in verb.lemmas):
            continue
        for child in ctx.children[i]:
            adjective = child.dep_ == "amod" or (child.dep_ == "xcomp" and child.pos_ == "ADJ")
            if child.i == i + 1 and adjective and child.lower_ not in ctx.lang.traits:
                repair(ctx, child, dep="obj", pos="NOUN")


def _roles_read_as_modifiers(ctx: Ctx) -> None:
    """A role the parse hung on the workplace: "je bosse à la sncf comme contrôleur".

    A nominal after the verb's oblique, opened by a preposition that makes the verb's "is"
    relation ("travailler comme") and links no name ("trabajo en una empresa de logística"),
    is the verb's: what the person works as, not the place's.
    """
    relations = ctx.lang.verb_relations
    done = False
    for i, verb in enumerate(ctx.verbs):
        if verb is None:
            continue
        for place in ctx.children[i]:
            if place.i < i or place.dep_ not in ("obl", "obl:arg", "obl:mod", "obj"):
                continue
            for role in ctx.children[place.i]:
                if role.i < place.i or role.dep_ != "nmod" or role.pos_ != "NOUN":
                    continue
                cases = [c.lower_ for c in ctx.children[role.i] if c.dep_ == "case"]
                if not cases or cases[0] in ctx.lex.name_links:
                    continue  # "empresa de logística": the place's own name or kind
                if any(relations.get((lemma, cases[0])) == "is" for lemma in verb.lemmas):
                    repair(ctx, role, dep="obl", head=ctx.tokens[i])
                    done = True
    if done:
        _rebuild_children(ctx)


@lru_cache(maxsize=4096)
def _negative(morph: str) -> bool:
    """True for a morphology with Polarity=Neg ("Polarity=Neg", "Number=Sing|Polarity=Neg")."""
    return any(
        feature.startswith("Polarity=") and "Neg" in feature[9:].split(",")
        for feature in morph.split("|")
    )


def _statement(ctx: Ctx, clause: Clause) -> int:
    """The statement a clause belongs to, for counting statements.

    An infinitive or gerund ("para instalarme en X", "acabo de cumplir 40") is part of its
    governing clause, and so is a relative clause ("ho un cane che si chiama Fido").
    """
    relative = clause.pred.dep_ == "acl:relcl" and any(
        c.lower_ in ctx.lang.relative_pronouns for c in ctx.children[clause.pred.i]
    )
    if relative or (
        clause.verb.tenses <= {"Inf", "Ger"} and clause.pred.dep_ in ("advcl", "xcomp", "ccomp")
    ):
        governor = governing_clause(ctx, clause)
        if governor is not None:
            return _statement(ctx, governor) if relative else governor.anchor.i
    return clause.anchor.i


def _sentence_bounds(words: list[str]) -> tuple[list[int], list[int]]:
    """Sentence start and end of every token, by punctuation only.

    The small models split spoken sentences at commas and names ("Sophie | , c'est ma
    meilleure amie"), which would cut the word-order scans short.
    """
    starts: list[int] = []
    ends: list[int] = []
    start = 0
    for i, word in enumerate(words):
        if word in OPENERS and i > start:
            ends.extend([i] * (i - start))
            starts.extend([start] * (i - start))
            start = i
        if word in TERMINALS or i == len(words) - 1:
            count = i + 1 - start
            starts.extend([start] * count)
            ends.extend([i + 1] * count)
            start = i + 1
    return starts, ends


def _make_clause(ctx: Ctx, token: Word) -> Clause | None:
    verb = ctx.verbs[token.i]
    if verb is None:
        return None
    lex = ctx.lex
    head = token.head
    is_copula = verb.lemma in lex.copulas
    if token.dep_ in AUX and head is not token and real_verb(ctx, head):
        return None  # "he vivido", "je suis né": the participle is the predicate
    if token.dep_ == "cop" and head is not token:
        if is_copula:
            return _with_tenses(ctx, Clause(token, verb, True, head))
        # "fui a Japón" parsed as a copula: a verb whose argument is the "predicate".
        return Clause(token, verb, False, token)
    if is_copula:
        pred = head if token.dep_ in AUX and head.i > token.i else _right_nominal(ctx, token)
        clause = Clause(token, verb, True, pred if pred is not None else token)
        return _with_tenses(ctx, clause, token)
    if _misread_object(ctx, token, verb):
        return None
    return _with_tenses(ctx, Clause(token, verb, False, token))


def _misread_object(ctx: Ctx, token: Word, verb: Verb) -> bool:
    """True for "Busco trabajo en Madrid": the tagger made the object noun the verb.

    A first-person form that is also a noun ("trabajo"), right after a sentence-initial word
    that is itself a verb (by the form table or the dictionary lemmatiser), is that verb's
    object: two finite verbs do not stand side by side.
    """
    if not verb.persons or not verb.persons <= FIRST or token.i == 0:
        return False
    prev = ctx.tokens[token.i - 1]
    if prev.i != ctx.sent_start[token.i] or prev.lower_ in ctx.lang.first_person:
        return False
    lang = ctx.lang.code
    if nlp.lemma(token.lower_, lang) != token.lower_:
        return False  # "vivo", "trabajo" are nouns too; "tengo" is only a verb
    if prev.lower_ in ctx.lex.forms:
        return True
    lemma = nlp.lemma(prev.lower_, lang)
    return lemma != prev.lower_ and lemma.endswith(ctx.lex.infinitive_endings)


def _with_tenses(ctx: Ctx, clause: Clause, verb_tok: Word | None = None) -> Clause:
    # A compound tense ("había vivido", "j'aurais habité", "he estado") takes its reading
    # from the auxiliary: the participle alone says nothing about the time.
    owner = verb_tok if verb_tok is not None else clause.pred
    auxes = [c for c in ctx.children[owner.i] if c.dep_ in AUX and ctx.verbs[c.i] is not None]
    if not auxes and verb_tok is not None and clause.verb.tenses <= NON_FINITE:
        # "j'ai été institutrice": the perfect's auxiliary hangs on the predicate word
        auxes = [
            c
            for c in ctx.children[clause.pred.i]
            if c.dep_ in AUX and c.i < verb_tok.i and ctx.verbs[c.i] is not None
        ]
    if not auxes and owner.dep_ == "conj" and "Part" in clause.verb.tenses:
        # "ist in Graz geboren, aber in Wien aufgewachsen": the auxiliary said once for both
        auxes = [
            c
            for c in ctx.children[owner.head.i]
            if c.dep_ in AUX and c.i < owner.head.i and ctx.verbs[c.i] is not None
        ]
    if auxes:
        aux = ctx.verbs[auxes[0].i]
        assert aux is not None
        tenses = aux.tenses
        if "Part" in clause.verb.tenses and tenses <= {"Pres", "Past", "Imp"}:
            # "he vivido", "j'ai habité": a past, not a present; a pluperfect too ("on était
            # partis au vietnam", "había vivido en quito"): a finished past, not an ongoing one
            tenses = frozenset({"Past"})
        clause.verb = Verb(
            clause.verb.lemma, clause.verb.lemmas, tenses, aux.persons, clause.verb.recovered
        )
    return clause


def _right_nominal(ctx: Ctx, token: Word) -> Word | None:
    """The first nominal dependent after a copula that heads its own clause ("Soy de X")."""
    for child in token.rights:
        if child.dep_ == "obl:tmod":
            continue  # "waren letzten Monat in New York": a time, no predicate
        if child.pos_ in ("NOUN", "PROPN", "ADJ", "X", "NUM") or name_like(ctx, child):
            return child
    return None
