"""Dependency patterns for the UD label scheme (the Spanish and French small models).

The clause logic is the one of :mod:`hotmem.extraction.clear`: every predicate (a verb, or a
copula with its predicate noun) becomes a clause whose flags (negation, hedging, hypothetical,
"used to", reported speech) are read once; relation rules then run on its arguments, and noun
phrases add the possessive kinship/pet/friend facts ("mi perro Toby", "mon pote Julien").

The small models misparse spoken first-person sentences often ("Trabajo" as a proper noun,
"travaille" as an adjective, "vit" lemmatised as "voir"), so the patterns lean on what is
robust: the language's verb-form table (lemma, tense and person of the verbs that matter,
whatever the tagger said), the ``case`` arcs (a preposition and its noun stay together even
when the noun hangs off the wrong head), agreement (a first-person verb has the user as its
subject) and word order. Everything language-specific is data from ``hotmem.lang.<code>``:
the LanguageData fields, plus a block of UD pattern data (VERB_FORMS, COPULAS, NAME_VERBS,
...) read through :func:`_extra` until LanguageData carries those fields itself.

Limits: a pronoun that names someone from an earlier turn ("Il s'appelle Hugo" after "J'ai un
frère") gives no candidate here: only the session knows that "il" is the unnamed brother, and
a plain ``name`` fact would be wrong. Within one utterance ("j'ai une fille, elle s'appelle
Jade") the antecedent is found.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from spacy.tokens import Doc, Token

from hotmem import nlp
from hotmem.extraction.candidate import YOU, Candidate, Mention
from hotmem.lang.base import KIN_GENDER, LanguageData
from hotmem.text import normalize_entity, parse_number

__all__ = ["extract"]

_SUBJ = ("nsubj", "nsubj:pass", "expl:subj")
_AUX = ("aux", "aux:pass", "aux:tense", "aux:caus")
# Readings that make a finite clause not a current fact: imperfect ("vivía", "j'habitais")
# is the past habitual; future, conditional and subjunctive are plans, wishes, hypotheses.
_NOT_CURRENT = frozenset({"Imp", "Fut", "Cnd", "Sub"})
_IRREALIS = frozenset({"Fut", "Cnd", "Sub"})
_NON_FINITE = frozenset({"Inf", "Ger", "Part"})
_FIRST = frozenset({"1s", "1p"})
_SECOND = frozenset({"2s", "2p"})
# Links along which a hypothetical or a reporting verb governs a lower clause.
_COMPLEMENT = ("xcomp", "ccomp", "csubj", "advcl", "obj", "dep", "parataxis")
# Dependents that end an object phrase (clauses, other arguments, punctuation, articles).
_PHRASE_KEEP = ("amod", "flat", "flat:name", "compound", "fixed", "nmod")
_PLACE_RELATIONS = frozenset("lives_in works_at born_in moved_from moved_to went_to".split())
_SINGLE_PLACES = frozenset({"lives_in", "works_at", "born_in"})
_RELATIVE = frozenset({"que", "qui", "quien", "quienes", "lequel", "laquelle"})
_CLITIC_DEPS = ("expl:pv", "expl:comp", "expl:pass", "expl", "iobj", "obj")
_MAX_CLIMB = 6
_TERMINALS = frozenset({".", "!", "?", ";", "…"})
_OPENERS = frozenset({"¿", "¡"})


# --- language lexicon (built once per language) --------------------------------------------


@dataclass(frozen=True, slots=True)
class _Form:
    """What the verb-form table says about one surface form."""

    lemmas: tuple[str, ...]
    tenses: frozenset[str]
    persons: frozenset[str]


@dataclass(frozen=True, slots=True)
class _Lexicon:
    """The language data the UD patterns need, in lookup-ready form."""

    forms: dict[str, _Form]
    copulas: frozenset[str]
    state_copulas: frozenset[str]
    name_verbs: frozenset[str]
    name_nouns: frozenset[str]
    age_nouns: frozenset[str]
    age_verbs: frozenset[str]
    name_links: frozenset[str]
    complementizers: frozenset[str]
    assertive: frozenset[str]
    stop_verbs: frozenset[str]
    existential: frozenset[str]
    friend_words: frozenset[str]
    possession: dict[str, str]
    relation_lemmas: frozenset[str]
    recoverable: frozenset[str]
    not_names: frozenset[str]
    weak_not_names: frozenset[str]
    nominal_words: frozenset[str]
    pronouns: dict[str, str]
    if_words: frozenset[str]
    hedge_verbs: frozenset[str]
    no_longer_words: frozenset[str]
    ambiguous_negations: frozenset[str]
    preps: frozenset[str]
    infinitive_endings: tuple[str, ...]


_LEXICONS: dict[tuple[str, int], _Lexicon] = {}


def _extra(lang: LanguageData, name: str) -> Any:
    """A piece of UD pattern data: a LanguageData field when it has one, else the module's."""
    value = getattr(lang, name, None)
    if value is None:
        module = importlib.import_module(f"hotmem.lang.{lang.code}")
        value = getattr(module, name.upper(), None)
    return value if value is not None else frozenset()


def _lexicon(lang: LanguageData) -> _Lexicon:
    key = (lang.code, id(lang))
    lex = _LEXICONS.get(key)
    if lex is None:
        lex = _LEXICONS[key] = _build_lexicon(lang)
    return lex


def _build_lexicon(lang: LanguageData) -> _Lexicon:
    forms = {
        form: _Form(
            tuple(lemmas.split("|")),
            frozenset(tenses.split("|")),
            frozenset(p for p in persons.split("|") if p),
        )
        for form, (lemmas, tenses, persons) in dict(_extra(lang, "verb_forms")).items()
    }
    copulas = frozenset(_extra(lang, "copulas"))
    possession = {
        verb: rel
        for (verb, prep), rel in lang.verb_relations.items()
        if not prep and rel in ("has", "owns")
    }
    relation_lemmas = frozenset(verb for verb, _ in lang.verb_relations)
    name_verbs = frozenset(_extra(lang, "name_verbs"))
    age_verbs = frozenset(_extra(lang, "age_verbs"))
    stop_verbs = frozenset(_extra(lang, "stop_verbs"))
    recoverable = (
        relation_lemmas | name_verbs | age_verbs | lang.frame_verbs | lang.report_verbs
    ) - copulas
    marker_words = {
        word
        for phrases in (
            lang.correction_markers,
            lang.hypothetical_markers,
            lang.remember_markers,
            lang.forget_markers,
            lang.recall_all_markers,
            lang.hedge_phrases,
            lang.past_habitual,
        )
        for phrase in phrases
        for word in phrase
    }
    pronouns = {}
    for kind, words in (
        ("she", lang.pronouns_she),
        ("he", lang.pronouns_he),
        ("they", lang.pronouns_they),
        ("it", lang.pronouns_it),
    ):
        for word in words:
            pronouns.setdefault(word, kind)
    friend_words = frozenset(lang.relation_cues.get("friend_of", ()))
    not_names = (
        lang.fillers
        | lang.reactions
        | lang.hedges
        | lang.negations
        | lang.question_words
        | lang.first_person
        | lang.second_person
        | lang.determiners
        | frozenset(pronouns)
        | frozenset(marker_words)
        | frozenset(forms)
        | frozenset(lang.kinship)
        | frozenset(lang.pets)
        | friend_words
    )
    nominal_words = (
        frozenset(lang.kinship)
        | frozenset(lang.pets)
        | friend_words
        | frozenset(lang.favorite_things)
        | lang.traits
    )
    return _Lexicon(
        forms=forms,
        copulas=copulas,
        state_copulas=frozenset(_extra(lang, "state_copulas")),
        name_verbs=name_verbs,
        name_nouns=frozenset(_extra(lang, "name_nouns")),
        age_nouns=frozenset(_extra(lang, "age_nouns")),
        age_verbs=age_verbs,
        name_links=frozenset(_extra(lang, "name_links")),
        complementizers=frozenset(_extra(lang, "complementizers")),
        assertive=frozenset(_extra(lang, "assertive_verbs")),
        stop_verbs=stop_verbs,
        existential=frozenset(_extra(lang, "existential")),
        friend_words=friend_words,
        possession=possession,
        relation_lemmas=relation_lemmas,
        recoverable=recoverable,
        not_names=not_names,
        weak_not_names=lang.stop_words - not_names,
        nominal_words=nominal_words,
        pronouns=pronouns,
        if_words=frozenset(p[0] for p in lang.hypothetical_markers if len(p) == 1),
        hedge_verbs=_hedge_verbs(lang, forms) - copulas - lang.frame_verbs,
        no_longer_words=frozenset(w for p in lang.no_longer for w in p) - lang.negations,
        ambiguous_negations=frozenset(p[0] for p in lang.no_longer if len(p) == 1),
        preps=frozenset(prep for _, prep in lang.verb_relations if prep),
        infinitive_endings=tuple({lemma[-2:] for f in forms.values() for lemma in f.lemmas}),
    )


def _hedge_verbs(lang: LanguageData, forms: dict[str, _Form]) -> frozenset[str]:
    """Verbs whose first-person use hedges what they govern ("creo que", "je pense que").

    They are the verbs whose forms the language lists among its hedges.
    """
    words = set(lang.hedges) | {w for phrase in lang.hedge_phrases for w in phrase}
    return frozenset(lemma for word in words if word in forms for lemma in forms[word].lemmas)


# --- per-utterance analysis ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Verb:
    """A token read as a verb: its lemma(s), tense/mood readings and persons."""

    lemma: str
    lemmas: tuple[str, ...]
    tenses: frozenset[str]
    persons: frozenset[str]
    recovered: bool = False


@dataclass(slots=True, eq=False)
class _Clause:
    """One predicate: a verb, or a copula with its predicate word."""

    anchor: Token
    verb: _Verb
    copular: bool
    pred: Token
    subj_tok: Token | None = None
    subject: Mention | None = None
    negated: bool = False
    hedged: bool = False
    blocked: bool = False
    embedded: bool = False
    negate_complement: bool = False
    statement: int = -1

    def lemma_keys(self) -> tuple[str, ...]:
        """Lemmas to look the clause up by in VERB_RELATIONS."""
        return self.verb.lemmas


@dataclass(slots=True)
class _Ctx:
    """One utterance being read: tokens, verb readings, clauses."""

    doc: Doc
    lang: LanguageData
    lex: _Lexicon
    verbs: list[_Verb | None] = field(default_factory=list)
    sent_start: list[int] = field(default_factory=list)
    sent_end: list[int] = field(default_factory=list)
    clauses: dict[int, _Clause] = field(default_factory=dict)
    by_pred: dict[int, _Clause] = field(default_factory=dict)
    by_cop_head: dict[int, list[_Clause]] = field(default_factory=dict)
    sentence_hedged: dict[int, bool] = field(default_factory=dict)
    told: list[bool] = field(default_factory=list)
    questions: dict[int, tuple[bool, int, bool]] = field(default_factory=dict)
    suppressed: set[int] = field(default_factory=set)


def extract(doc: Doc, lang: LanguageData) -> list[Candidate]:
    """Candidate facts of one Spanish or French utterance (any UD-labelled parse)."""
    ctx = _context(doc, lang)
    found: list[Candidate] = []
    for clause in ctx.clauses.values():
        found.extend(_clause_facts(ctx, clause))
    found.extend(_oblique_facts(ctx))
    found.extend(_favorite_facts(ctx))
    for token in doc:
        if token.pos_ in ("NOUN", "PROPN", "ADJ", "X", "VERB"):
            found.extend(_noun_phrase_facts(ctx, token))
    found = _prefer_names(_moves(ctx, found))
    return [c for c in found if not _dropped(ctx, c)]


def _dropped(ctx: _Ctx, cand: Candidate) -> bool:
    if cand.relation in ("has", "owns") and cand.anchor in ctx.suppressed:
        return cand.pattern.endswith("_obj")  # "j'ai une fille, elle s'appelle Jade"
    return cand.clause >= 0 and not cand.embedded and _asked(ctx, cand.anchor)


def _asked(ctx: _Ctx, index: int) -> bool:
    """True when the clause at ``index`` is what a question asks.

    Spanish and French yes/no questions keep the word order of a statement ("¿Mi hermana vive
    en Roma?", "Est-ce que ma sœur habite à Rome ?"), so the question mark is the only sign.
    A clause before a short tag ("..., tu sais ?") is told, not asked.
    """
    start = ctx.sent_start[index]
    question = ctx.questions.get(start)
    if question is None:
        question = ctx.questions[start] = _question_shape(ctx, start)
    is_question, last_comma, short_tail = question
    return is_question and not (short_tail and last_comma > index)


def _question_shape(ctx: _Ctx, start: int) -> tuple[bool, int, bool]:
    """(is a question, index of its last comma or -1, that comma opens a short tag)."""
    doc = ctx.doc
    end = ctx.sent_end[start]
    if doc[end - 1].text != "?" and doc[start].text != "¿":
        return False, -1, False
    commas = [t.i for t in doc[start:end] if t.text == ","]
    if not commas:
        return True, -1, False
    tail = [t for t in doc[commas[-1] + 1 : end] if not t.is_punct]
    return True, commas[-1], len(tail) <= 3


def _context(doc: Doc, lang: LanguageData) -> _Ctx:
    ctx = _Ctx(doc, lang, _lexicon(lang))
    ctx.sent_start, ctx.sent_end = _sentence_bounds(doc)
    ctx.verbs = [_verb_reading(ctx, t) for t in doc]
    ctx.told = _told_tokens(ctx)
    for token in doc:
        clause = _make_clause(ctx, token)
        if clause is not None:
            ctx.clauses[token.i] = clause
            ctx.by_pred.setdefault(clause.pred.i, clause)
            if token.dep_ == "cop":
                ctx.by_cop_head.setdefault(token.head.i, []).append(clause)
    for clause in ctx.clauses.values():
        _resolve_subject(ctx, clause, depth=0)
    for clause in ctx.clauses.values():
        _set_flags(ctx, clause)
        clause.statement = _statement(ctx, clause)
    return ctx


def _statement(ctx: _Ctx, clause: _Clause) -> int:
    """The statement a clause belongs to, for counting statements.

    An infinitive or gerund ("para instalarme en X", "acabo de cumplir 40") is part of its
    governing clause.
    """
    if clause.verb.tenses <= {"Inf", "Ger"} and clause.pred.dep_ in ("advcl", "xcomp", "ccomp"):
        governor = _governing_clause(ctx, clause)
        if governor is not None:
            return governor.anchor.i
    return clause.anchor.i


def _sentence_bounds(doc: Doc) -> tuple[list[int], list[int]]:
    """Sentence start and end of every token, by punctuation only.

    The small models split spoken sentences at commas and names ("Sophie | , c'est ma
    meilleure amie"), which would cut the word-order scans short.
    """
    starts: list[int] = []
    ends: list[int] = []
    start = 0
    for token in doc:
        boundary_after = token.text in _TERMINALS
        boundary_before = token.text in _OPENERS and token.i > start
        if boundary_before:
            ends.extend([token.i] * (token.i - start))
            starts.extend([start] * (token.i - start))
            start = token.i
        if boundary_after or token.i == len(doc) - 1:
            count = token.i + 1 - start
            starts.extend([start] * count)
            ends.extend([token.i + 1] * count)
            start = token.i + 1
    return starts, ends


# --- verbs -----------------------------------------------------------------------------------


def _verb_reading(ctx: _Ctx, token: Token) -> _Verb | None:
    """The token as a verb, from the form table first (exact), else the tagger's morphology."""
    form = ctx.lex.forms.get(token.lower_)
    model_lemma = token.lemma_.lower().split(" ")[0] if token.lemma_ else token.lower_
    is_verb = token.pos_ in ("VERB", "AUX")
    if form is not None:
        lemma = model_lemma if model_lemma in form.lemmas else form.lemmas[0]
        if not is_verb and token.dep_ != "cop" and not _recoverable(ctx, token, form):
            return None
        return _Verb(lemma, form.lemmas, form.tenses, form.persons, recovered=not is_verb)
    if not is_verb or _is_number(ctx, token) or token.lower_ in ctx.lex.nominal_words:
        return None
    return _Verb(model_lemma, (model_lemma,), _morph_tenses(token), _morph_persons(token))


def _recoverable(ctx: _Ctx, token: Token, form: _Form) -> bool:
    """A known verb form the tagger read as a noun/adjective/name ("Trabajo en Telefónica").

    Only relation, naming and reporting verbs are recovered, and only where a noun reading is
    unlikely: no article or possessive before it, not an argument of a verb, no preposition of
    its own.
    """
    if not set(form.lemmas) & ctx.lex.recoverable:
        return False
    if not (form.tenses - _NON_FINITE):
        return False  # bare participles/infinitives are too often adjectives or nouns
    prev = ctx.doc[token.i - 1] if token.i > ctx.sent_start[token.i] else None
    if prev is not None and (prev.lower_ in ctx.lang.determiners or prev.pos_ == "NUM"):
        return False
    if token.dep_ in (
        "obj",
        "iobj",
        "nsubj",
        "nsubj:pass",
        "obl",
        "obl:arg",
        "obl:mod",
        "det",
        "amod",
        "case",
        "fixed",
        "compound",
        "nummod",
    ):
        return token.head.i == token.i or ctx.doc[token.head.i].pos_ not in ("VERB", "AUX")
    return not any(c.dep_ in ("case", "det") for c in token.children)


def _morph_tenses(token: Token) -> frozenset[str]:
    morph = token.morph
    mood, form, tense = morph.get("Mood"), morph.get("VerbForm"), morph.get("Tense")
    if "Cnd" in mood:
        return frozenset({"Cnd"})
    if "Sub" in mood:
        return frozenset({"Sub"})
    if form and form[0] in _NON_FINITE:
        return frozenset({form[0]})
    return frozenset(tense) if tense else frozenset({"Pres"})


def _morph_persons(token: Token) -> frozenset[str]:
    person, number = token.morph.get("Person"), token.morph.get("Number")
    if not person:
        return frozenset()
    return frozenset({person[0] + ("p" if "Plur" in number else "s")})


def _real_verb(ctx: _Ctx, token: Token) -> bool:
    """True when the token is a verb that can carry auxiliaries (not a misread noun/number)."""
    return ctx.verbs[token.i] is not None and not _is_number(ctx, token)


def _is_number(ctx: _Ctx, token: Token) -> bool:
    low = token.lower_
    return (
        token.like_num or low in ctx.lang.number_words or _hyphen_number(low, ctx.lang) is not None
    )


def _make_clause(ctx: _Ctx, token: Token) -> _Clause | None:
    verb = ctx.verbs[token.i]
    if verb is None:
        return None
    lex = ctx.lex
    head = token.head
    is_copula = verb.lemma in lex.copulas
    if token.dep_ in _AUX and head is not token and _real_verb(ctx, head):
        return None  # "he vivido", "je suis né": the participle is the predicate
    if token.dep_ == "cop" and head is not token:
        if is_copula:
            return _with_tenses(ctx, _Clause(token, verb, True, head))
        # "fui a Japón" parsed as a copula: a verb whose argument is the "predicate".
        return _Clause(token, verb, False, token)
    if is_copula:
        pred = head if token.dep_ in _AUX and head.i > token.i else _right_nominal(ctx, token)
        clause = _Clause(token, verb, True, pred if pred is not None else token)
        return _with_tenses(ctx, clause, token)
    if _misread_object(ctx, token, verb):
        return None
    return _with_tenses(ctx, _Clause(token, verb, False, token))


def _misread_object(ctx: _Ctx, token: Token, verb: _Verb) -> bool:
    """True for "Busco trabajo en Madrid": the tagger made the object noun the verb.

    A first-person form that is also a noun ("trabajo"), right after a sentence-initial word
    that is itself a verb (by the form table or the dictionary lemmatiser), is that verb's
    object: two finite verbs do not stand side by side.
    """
    if not verb.persons or not verb.persons <= _FIRST or token.i == 0:
        return False
    prev = ctx.doc[token.i - 1]
    if prev.i != ctx.sent_start[token.i] or prev.lower_ in ctx.lang.first_person:
        return False
    lang = ctx.lang.code
    if nlp.lemma(token.lower_, lang) != token.lower_:
        return False  # "vivo", "trabajo" are nouns too; "tengo" is only a verb
    if prev.lower_ in ctx.lex.forms:
        return True
    lemma = nlp.lemma(prev.lower_, lang)
    return lemma != prev.lower_ and lemma.endswith(ctx.lex.infinitive_endings)


def _with_tenses(ctx: _Ctx, clause: _Clause, verb_tok: Token | None = None) -> _Clause:
    # A compound tense ("había vivido", "j'aurais habité", "he estado") takes its reading
    # from the auxiliary: the participle alone says nothing about the time.
    owner = verb_tok if verb_tok is not None else clause.pred
    auxes = [c for c in owner.children if c.dep_ in _AUX and ctx.verbs[c.i] is not None]
    if auxes:
        aux = ctx.verbs[auxes[0].i]
        assert aux is not None
        tenses = aux.tenses
        if "Part" in clause.verb.tenses and tenses <= {"Pres", "Past"}:
            tenses = frozenset({"Past"})  # "he vivido", "j'ai habité": a past, not a present
        clause.verb = _Verb(
            clause.verb.lemma, clause.verb.lemmas, tenses, aux.persons, clause.verb.recovered
        )
    return clause


def _right_nominal(ctx: _Ctx, token: Token) -> Token | None:
    """The first nominal dependent after a copula that heads its own clause ("Soy de X")."""
    for child in token.rights:
        if child.pos_ in ("NOUN", "PROPN", "ADJ", "X", "NUM") or _name_like(ctx, child):
            return child
    return None


# --- subjects ----------------------------------------------------------------------------


def _resolve_subject(ctx: _Ctx, clause: _Clause, depth: int) -> None:
    if clause.subject is not None or clause.subj_tok is not None or depth > 4:
        return
    persons = clause.verb.persons
    token = _subject_token(ctx, clause)
    if token is not None and token.lower_ in ctx.lang.first_person:
        clause.subj_tok, clause.subject = token, YOU
        return
    if persons and persons <= _FIRST:
        # Agreement: a first-person verb's subject is the user, whatever the parser attached
        # ("El verano pasado fui a Japón": "verano" is not the subject).
        clause.subject = YOU
        return
    if token is not None:
        clause.subj_tok, clause.subject = token, _subject_mention(ctx, clause, token)
        return
    if persons and persons <= _SECOND:
        return
    clause.subject = _implicit_subject(ctx, clause, depth)
    if clause.subject is None or clause.subject.kind == "pronoun":
        found = _surface_subject(ctx, clause)
        if found is not None:
            # "Mon meilleur ami s'appelle Louis" with "ami" left as a root: word order.
            clause.subj_tok = found[1]
            clause.subject = found[0] or clause.subject


def _subject_token(ctx: _Ctx, clause: _Clause) -> Token | None:
    anchor, pred = clause.anchor, clause.pred
    seen = {anchor.i}
    candidates = []
    owners = [pred, anchor]
    if anchor.dep_ in _AUX and anchor.head.i != anchor.i:
        owners.append(anchor.head)  # "Mon fils a huit ans": "fils" hangs off "ans"
    for owner in owners:
        for child in owner.children:
            if child.dep_ in _SUBJ and child.i not in seen and _usable_subject(ctx, child):
                seen.add(child.i)
                candidates.append(child)
    left = [c for c in candidates if c.i < anchor.i]
    if left:
        return max(left, key=lambda t: t.i)
    if clause.copular or clause.verb.lemma in ctx.lex.name_verbs:
        return None  # after "se llama" the parser's subject is the name itself
    right = [c for c in candidates if c.i > anchor.i]
    return min(right, key=lambda t: t.i) if right else None


def _usable_subject(ctx: _Ctx, token: Token) -> bool:
    lower = token.lower_
    if lower in ctx.lang.first_person or lower in ctx.lex.pronouns or lower in _RELATIVE:
        return True
    if lower in ctx.lex.not_names and not _nominal_word(ctx, token):
        return False  # "Hola", "Eh", "Oui", "Perdón": openers the parser took for subjects
    return token.pos_ in ("NOUN", "PROPN", "PRON", "X", "ADJ")


def _subject_mention(ctx: _Ctx, clause: _Clause, token: Token) -> Mention | None:
    lower = token.lower_
    kind = ctx.lex.pronouns.get(lower)
    if lower in _RELATIVE or "Rel" in token.morph.get("PronType"):
        head = clause.pred
        if head.dep_ in ("acl", "acl:relcl", "advcl") and head.head.i != head.i:
            return _noun_mention(ctx, head.head)
        return None
    if kind == "it":
        return _dislocated(ctx, token)
    if kind is not None and token.pos_ != "DET":
        nxt = ctx.doc[token.i + 1] if token.i + 1 < len(ctx.doc) else None
        if nxt is not None and nxt.lower_ in ctx.lex.existential:
            return None  # "il y a": no one
        return Mention(lower, "pronoun", pronoun=kind)
    return _noun_mention(ctx, token)


def _dislocated(ctx: _Ctx, token: Token) -> Mention | None:
    """The subject left of a "c'est" ("Moi c'est Inès", "Sophie, c'est ma meilleure amie")."""
    i = token.i - 1
    start = ctx.sent_start[token.i]
    while i >= start and (ctx.doc[i].is_punct or ctx.doc[i].lower_ in ctx.lang.fillers):
        i -= 1
    if i < start:
        return None
    word = ctx.doc[i]
    if word.lower_ in ctx.lang.first_person:
        return YOU
    head = word
    for _ in range(2):  # "mon film préféré": from the modifier to its noun
        if head.pos_ in ("NOUN", "PROPN") or _nominal_word(ctx, head) or _name_like(ctx, head):
            break
        if head.head.i == head.i or head.head.i > word.i:
            return None
        head = head.head
    return _noun_mention(ctx, head)


def _implicit_subject(ctx: _Ctx, clause: _Clause, depth: int) -> Mention | None:
    """The subject of a clause without one: antecedent, controller, or a dropped pronoun."""
    pred = clause.pred
    if pred.dep_ in ("acl", "acl:relcl") and pred.head.i != pred.i:
        mention = _noun_mention(ctx, pred.head)
        if mention is not None:
            return mention
    if clause.verb.tenses <= _NON_FINITE and any(
        c.lower_ in ctx.lang.first_person and c.dep_ in _CLITIC_DEPS for c in pred.children
    ):
        return YOU  # "m'installer": a first-person reflexive infinitive
    governor = _governing_clause(ctx, clause)
    if governor is not None and (clause.verb.tenses <= _NON_FINITE or pred.dep_ == "conj"):
        _resolve_subject(ctx, governor, depth + 1)
        if _persons_agree(clause.verb.persons, governor.verb.persons):
            return governor.subject
    persons = clause.verb.persons  # a dropped subject; word order may still name it
    if "3s" in persons:
        return Mention("", "pronoun", pronoun="3sg")
    if "3p" in persons:
        return Mention("", "pronoun", pronoun="they")
    return None


def _persons_agree(a: frozenset[str], b: frozenset[str]) -> bool:
    return not a or not b or bool(a & b)


def _governing_clause(ctx: _Ctx, clause: _Clause) -> _Clause | None:
    node = clause.pred
    for _ in range(3):
        if node.head.i == node.i:
            return None
        node = node.head
        found = ctx.clauses.get(node.i) or ctx.by_pred.get(node.i)
        if found is not None and found is not clause:
            return found
    return None


def _surface_subject(ctx: _Ctx, clause: _Clause) -> tuple[Mention | None, Token] | None:
    """The word right before the verb (past clitics and negation), when the parse lost it.

    Returns (its mention, the word), or None when no subject-like word is there.
    """
    i = clause.anchor.i - 1
    start = ctx.sent_start[clause.anchor.i]
    while i >= start:
        word = ctx.doc[i]
        if _is_clitic(ctx, word) or word.lower_ in ctx.lang.negations or word.dep_ in _AUX:
            i -= 1
            continue
        break
    if i < start:
        return None
    word = ctx.doc[i]
    if word.is_punct or word.pos_ in ("CCONJ", "SCONJ", "ADP"):
        return None
    if word.lower_ in ctx.lang.first_person:
        return YOU, word
    kind = ctx.lex.pronouns.get(word.lower_)
    if kind is not None and word.pos_ == "PRON":
        return Mention(word.lower_, "pronoun", pronoun=kind), word
    if word.dep_ in ("flat", "flat:name", "appos", "nmod") and word.head.i < word.i:
        word = word.head  # "Mon frère Thomas a 35 ans": the name belongs to "frère"
    if word.pos_ in ("NOUN", "PROPN") or _name_like(ctx, word):
        return _noun_mention(ctx, word), word
    return None


def _is_clitic(ctx: _Ctx, word: Token) -> bool:
    """An unstressed object pronoun ("me", "se", "lo", "m'", "y", "en"), never a subject."""
    if word.pos_ != "PRON" or word.dep_ in _SUBJ:
        return False
    return word.dep_ in _CLITIC_DEPS or "Yes" in word.morph.get("Reflex")


# --- mentions --------------------------------------------------------------------------------


def _noun_mention(ctx: _Ctx, token: Token) -> Mention | None:
    """A person or thing a subject word points at (the user, a relative, a name)."""
    lang, lex = ctx.lang, ctx.lex
    lower = token.lower_
    if lower in lang.first_person:
        return YOU
    kin = _kin_of(ctx, token)
    if kin is not None and _owner(ctx, token) == YOU:
        names = _names_of(ctx, token)
        if names:
            return names[0][0]
        return Mention(kin, "kin", gender=KIN_GENDER.get(kin, ""))
    if _friend_word(ctx, token) and _owner(ctx, token) == YOU:
        names = _names_of(ctx, token)
        return names[0][0] if names else None
    if lower in lex.not_names or token.pos_ in ("PRON", "DET"):
        return None
    if _name_like(ctx, token):
        return Mention(normalize_entity(_name_words(ctx, token), lang), "name")
    return None


def _kin_of(ctx: _Ctx, token: Token) -> str | None:
    """The canonical kin or pet noun of a word.

    Plurals ("mis padres", "mes parents") name no single relative and give None.
    """
    lang = ctx.lang
    lower, lemma = token.lower_, token.lemma_.lower()
    found = lang.kinship.get(lower) or lang.pets.get(lower)
    if found is not None or "Plur" in token.morph.get("Number"):
        return found
    return lang.kinship.get(lemma) or lang.pets.get(lemma)


def _friend_word(ctx: _Ctx, token: Token) -> bool:
    return token.lower_ in ctx.lex.friend_words or token.lemma_.lower() in ctx.lex.friend_words


def _nominal_word(ctx: _Ctx, token: Token) -> bool:
    return token.lower_ in ctx.lex.nominal_words or token.lemma_.lower() in ctx.lex.nominal_words


def _owner(ctx: _Ctx, token: Token) -> Mention | None:
    """The user when a first-person possessive ("mi", "mon", "nuestro") owns the noun.

    The possessive is a dependent of the noun or stands right before it and its adjectives.
    """
    mine = ctx.lang.first_person & ctx.lang.determiners
    for child in token.children:
        if (
            child.i < token.i
            and child.dep_ in ("det", "nmod:poss", "amod")
            and child.lower_ in mine
        ):
            return YOU
    i = token.i - 1
    while i >= ctx.sent_start[token.i] and ctx.doc[i].pos_ == "ADJ" and i > token.i - 3:
        i -= 1  # "mi mejor amiga", "ma meilleure amie"
    if i >= ctx.sent_start[token.i] and ctx.doc[i].lower_ in mine:
        return YOU
    return None


def _name_like(ctx: _Ctx, token: Token) -> bool:
    """A proper name: tagged so, or capitalised inside a sentence, and no known word.

    A stop word is a name only inside a capitalised run ("Buenos Aires", "La Paz").
    """
    if token.is_punct or token.like_num or token.lower_ in ctx.lex.not_names:
        return False
    if not any(ch.isalpha() for ch in token.text):
        return False
    if token.lower_ in ctx.lex.weak_not_names:
        return token.pos_ == "PROPN" and _in_capitalised_run(ctx, token)
    if token.pos_ == "PROPN":
        return True
    return token.text[:1].isupper() and token.i > ctx.sent_start[token.i]


def _in_capitalised_run(ctx: _Ctx, token: Token) -> bool:
    doc = ctx.doc
    nxt = doc[token.i + 1] if token.i + 1 < ctx.sent_end[token.i] else None
    prev = doc[token.i - 1] if token.i > ctx.sent_start[token.i] else None
    return (nxt is not None and nxt.text[:1].isupper() and nxt.lower_ not in ctx.lex.not_names) or (
        prev is not None and prev.text[:1].isupper() and prev.i > ctx.sent_start[token.i]
    )


def _name_words(ctx: _Ctx, token: Token) -> list[str]:
    """The words of a name: the token, its flat parts and the capitalised run it starts.

    "Alejandro Sanz", "Hospital La Paz", "Santiago de Compostela", "Daft Punk".
    """
    doc = ctx.doc
    start = token.i
    for child in token.lefts:
        if child.dep_ in ("flat", "flat:name", "compound") and _name_like(ctx, child):
            start = min(start, child.i)
    end = token.i + 1
    limit = min(ctx.sent_end[token.i], token.i + 6)
    while end < limit:
        word = doc[end]
        if _name_like(ctx, word) or (word.text[:1].isupper() and word.pos_ == "PROPN"):
            end += 1
            continue
        link = word.lower_ in ctx.lex.name_links or word.lower_ in ctx.lang.determiners
        if link and end + 1 < limit and _name_like(ctx, doc[end + 1]):
            end += 2
            continue
        break
    return _merge_elisions([t.text for t in doc[start:end]])


def _merge_elisions(words: list[str]) -> list[str]:
    # "d'" + "Avignon" -> "d'Avignon" inside a name; a leading "l'" stays apart for
    # normalize_entity to drop.
    out: list[str] = []
    for word in words:
        if len(out) > 1 and out[-1].endswith("'"):
            out[-1] += word
        else:
            out.append(word)
    return out


def _names_of(ctx: _Ctx, noun: Token) -> list[tuple[Mention, Token | None]]:
    """Names given to a kin/pet/friend noun.

    An apposition or flat name, a capitalised word right after it, a naming relative or
    participle ("que se llama Lola", "llamado Toby"), or the naming verb it is the subject of.
    Returns (name, naming verb or None) pairs; the naming verb carries the clause flags.
    """
    kin = _kin_of(ctx, noun)
    gender = KIN_GENDER.get(kin or "", "")
    found: list[tuple[Token, Token | None]] = []
    for child in noun.children:
        if child.i < noun.i:
            continue
        if child.dep_ in ("appos", "flat", "flat:name", "nmod", "amod", "compound") and (
            _name_like(ctx, child) and not any(c.dep_ == "case" for c in child.children)
        ):
            found.append((child, None))
        elif child.dep_ in ("acl", "acl:relcl") and _is_naming(ctx, child):
            named = _named_value(ctx, child)
            if named is not None:
                found.append((named, child))
    head = noun.head
    if noun.dep_ in _SUBJ and head.i > noun.i and _is_naming(ctx, head) and not found:
        named = _named_value(ctx, head)  # "mi madre se llama Carmen y vive en Sevilla"
        if named is not None:
            found.append((named, head))
    nxt = noun.i + 1
    if nxt < ctx.sent_end[noun.i] and ctx.doc[nxt].text == ",":
        nxt += 1  # "ma meilleure amie, Chloé, ..."
    if not found and nxt < ctx.sent_end[noun.i] and _name_like(ctx, ctx.doc[nxt]):
        found.append((ctx.doc[nxt], None))
    out = []
    seen = set()
    for token, verb in found:
        text = normalize_entity(_name_words(ctx, token), ctx.lang)
        if text and text not in seen:
            seen.add(text)
            out.append((Mention(text, "name", gender=gender), verb))
    return out


def _is_naming(ctx: _Ctx, verb_tok: Token) -> bool:
    verb = ctx.verbs[verb_tok.i]
    lemma = verb.lemma if verb is not None else verb_tok.lemma_.lower()
    return lemma in ctx.lex.name_verbs


def _named_value(ctx: _Ctx, verb_tok: Token) -> Token | None:
    """The name a naming verb gives: the first name-like word after it, in its sentence.

    Right after the verb any unknown word is the name, capitalised or not: speech-to-text
    often writes "je m'appelle julie".
    """
    for child in verb_tok.rights:
        if child.i <= verb_tok.i + 3 and _name_like(ctx, child):
            return child
    i = verb_tok.i + 1
    while i < ctx.sent_end[verb_tok.i] and i <= verb_tok.i + 3:
        word = ctx.doc[i]
        if _name_like(ctx, word):
            return word
        if i == verb_tok.i + 1 and _unknown_word(ctx, word):
            return word
        if word.is_punct and word.text != "-":
            return None
        i += 1
    return None


def _unknown_word(ctx: _Ctx, word: Token) -> bool:
    low = word.lower_
    lex = ctx.lex
    known = low in lex.not_names or low in lex.weak_not_names or low in lex.nominal_words
    return word.is_alpha and not known and word.pos_ in ("PROPN", "NOUN", "ADJ", "VERB", "X")


# --- clause flags ------------------------------------------------------------------------------


def _set_flags(ctx: _Ctx, clause: _Clause) -> None:
    clause.negated = _negated(ctx, clause)
    clause.hedged = _sentence_hedged(ctx, clause.anchor)
    tenses = clause.verb.tenses
    finite = tenses - _NON_FINITE
    blocked = bool(finite) and finite <= _NOT_CURRENT
    blocked = blocked or _has_if(ctx, clause.pred) or _has_if(ctx, clause.anchor)
    blocked = blocked or _habitual(ctx, clause)
    governor = _infinitive_governor(ctx, clause)
    if governor is not None:
        verb = ctx.verbs[governor.i]
        gov_lemma = verb.lemma if verb is not None else governor.lemma_.lower()
        if gov_lemma in ctx.lex.stop_verbs:
            clause.negate_complement = True  # "dejé de trabajar en X"
        elif gov_lemma not in ctx.lex.assertive:
            blocked = True  # "quiero vivir en X", "me gustaría mudarme", "voy a mudarme"
    hedged, chain_blocked, embedded = _chain(ctx, clause)
    clause.hedged = clause.hedged or hedged
    clause.blocked = blocked or chain_blocked
    clause.embedded = embedded
    clause.negated = clause.negated or clause.negate_complement


def _infinitive_governor(ctx: _Ctx, clause: _Clause) -> Token | None:
    """The verb an infinitive complements.

    Its head ("quiero vivir"), or a modal or "ir a" the parser attached to it as an
    auxiliary or adverb ("Voy a mudarme", "J'aimerais travailler").
    """
    pred = clause.pred
    own = ctx.verbs[pred.i]
    if own is None or not own.tenses <= {"Inf", "Ger"}:
        return None
    for child in pred.children:
        # "Voy a mudarme" (aux), "J'aimerais travailler" (the parser's advmod).
        verb = ctx.verbs[child.i]
        if (
            child.i < pred.i
            and verb is not None
            and child.dep_ in (*_AUX, "advmod", "dep")
            and verb.tenses - _NON_FINITE
        ):
            return child
    if pred.dep_ in ("xcomp", "ccomp", "csubj", "obj") and pred.head.i != pred.i:
        return pred.head
    if pred.dep_ == "conj" and pred.head.i != pred.i:
        # "Tengo que ir a Madrid" comes out as a coordination; "vivir y trabajar en X"
        # shares its first infinitive's governor.
        upper = ctx.clauses.get(pred.head.i)
        if upper is None:
            return None
        finite = upper.verb.tenses - _NON_FINITE
        return pred.head if finite else _infinitive_governor(ctx, upper)
    return None


def _has_if(ctx: _Ctx, token: Token) -> bool:
    return any(c.dep_ == "mark" and c.lower_ in ctx.lex.if_words for c in token.children)


def _negated(ctx: _Ctx, clause: _Clause) -> bool:
    """Clause negation, read by position around the verb group.

    A negation word right before it, past clitics ("no me llamo", "ya no vivo", "je
    n'habite"), or right after it ("j'ai pas", "je suis pas", "je travaille plus chez ...").
    A negation before a noun ("no en Madrid") denies the noun only: see
    :func:`_negated_argument`.
    """
    doc = ctx.doc
    verb_group = (clause.anchor,) if clause.copular else (clause.pred, clause.anchor)
    group = sorted(
        {t.i for t in verb_group}
        | {
            c.i
            for t in (clause.pred, clause.anchor)
            for c in t.children
            if c.dep_ in _AUX or c.dep_ == "cop"
        }
    )
    start = ctx.sent_start[clause.anchor.i]
    i = group[0] - 1
    while i >= start and (_is_clitic(ctx, doc[i]) or doc[i].lower_ in ctx.lex.no_longer_words):
        i -= 1
    if i >= start and _is_negation(ctx, doc[i]):
        return True
    for j in group:
        k = j + 1
        while k < len(doc) and _is_clitic(ctx, doc[k]):
            k += 1
        if (
            k < ctx.sent_end[j]
            and k not in group
            and _is_negation(ctx, doc[k])
            and _post_negation(ctx, doc[k])
        ):
            return True
    return False


def _is_negation(ctx: _Ctx, token: Token) -> bool:
    return token.lower_ in ctx.lang.negations or "Neg" in token.morph.get("Polarity")


def _post_negation(ctx: _Ctx, word: Token) -> bool:
    # "je travaille plus que toi" / "plus grand" / "plus de 30 ans" compare, not deny: only
    # the words that also mean "more" (single-word NO_LONGER entries) need the check.
    if word.lower_ not in ctx.lex.ambiguous_negations or word.i + 1 >= len(ctx.doc):
        return True
    nxt = ctx.doc[word.i + 1]
    if nxt.lower_ in ctx.lex.complementizers or nxt.pos_ in ("ADJ", "ADV"):
        return False
    after = ctx.doc[word.i + 2] if word.i + 2 < len(ctx.doc) else None
    return not (nxt.pos_ == "ADP" and after is not None and after.like_num)


def _sentence_hedged(ctx: _Ctx, token: Token) -> bool:
    start = ctx.sent_start[token.i]
    cached = ctx.sentence_hedged.get(start)
    if cached is None:
        words = [t.lower_ for t in ctx.doc[start : ctx.sent_end[token.i]] if not t.is_punct]
        cached = any(w in ctx.lang.hedges for w in words) or _contains(
            words, ctx.lang.hedge_phrases
        )
        ctx.sentence_hedged[start] = cached
    return cached


def _contains(words: list[str], phrases: tuple[tuple[str, ...], ...]) -> bool:
    for phrase in phrases:
        size = len(phrase)
        for i in range(len(words) - size + 1):
            if tuple(words[i : i + size]) == phrase:
                return True
    return False


def _habitual(ctx: _Ctx, clause: _Clause) -> bool:
    """True when a past-habitual marker ("antes", "avant", "solía") opens the clause.

    The marker stands between the previous predicate (or the sentence start) and this one.
    """
    anchor = clause.anchor
    start = ctx.sent_start[anchor.i]
    lo = start
    for i in range(anchor.i - 1, start - 1, -1):
        if i in ctx.clauses:
            lo = i + 1
            break
    words = [t.lower_ for t in ctx.doc[lo : anchor.i] if not t.is_punct]
    return _contains(words, ctx.lang.past_habitual)


def _chain(ctx: _Ctx, clause: _Clause) -> tuple[bool, bool, bool]:
    """(hedged, blocked, embedded) from the clauses above this one.

    Walking up the dependency heads: a complement of an irrealis or "si" clause is blocked;
    the complement of a reporting verb is the reporter's claim (blocked), the user's opinion
    when the user reports it ("creo que ...", hedged), or a told fact ("¿te he contado que
    ...?", "est-ce que je t'ai dit que ...", embedded).
    """
    hedged = blocked = embedded = False
    node = clause.pred
    for _ in range(_MAX_CLIMB):
        if node.head.i == node.i:
            break
        link, node = node.dep_, node.head
        upper = ctx.clauses.get(node.i) or ctx.by_pred.get(node.i)
        verb = ctx.verbs[node.i]
        if upper is None and verb is None:
            continue
        tenses = upper.verb.tenses if upper is not None else verb.tenses  # type: ignore[union-attr]
        finite = tenses - _NON_FINITE
        if link in _COMPLEMENT and ((finite and finite <= _IRREALIS) or _has_if(ctx, node)):
            blocked = True
        lemma = upper.verb.lemma if upper is not None else verb.lemma  # type: ignore[union-attr]
        if link in ("ccomp", "csubj", "dep", "obj") and node.i < clause.anchor.i:
            speaker = _speaker(ctx, upper, node)
            if lemma in ctx.lang.frame_verbs and speaker in ("you", "addressee", ""):
                embedded = True
            elif lemma in ctx.lex.hedge_verbs and speaker == "you":
                hedged = True
            elif lemma in ctx.lang.report_verbs and speaker == "other":
                blocked = True
    if not embedded:
        embedded = ctx.told[clause.anchor.i]
    return hedged, blocked, embedded


def _speaker(ctx: _Ctx, clause: _Clause | None, token: Token) -> str:
    """Who says or thinks: "you", "addressee", "other" or "" (nobody named)."""
    if clause is not None:
        subject = clause.subject
        if subject == YOU:
            return "you"
        if subject is not None and subject.kind != "pronoun":
            return "other"
        if clause.verb.persons and clause.verb.persons <= _SECOND:
            return "addressee"
        if subject is not None:
            return "other"
    first = ctx.lang.first_person
    if any(c.lower_ in first and c.dep_ in ("iobj", "obj", "expl:comp") for c in token.children):
        return "you"  # "me parece que ..."
    return ""


def _told_tokens(ctx: _Ctx) -> list[bool]:
    """Per token: a frame verb and then a complementiser came earlier in its sentence.

    "¿sabías que ...", "est-ce que je t'ai dit que ...": what follows is told, even when the
    parse split the sentence.
    """
    told = [False] * len(ctx.doc)
    saw_frame = after = False
    for token in ctx.doc:
        if token.i == ctx.sent_start[token.i]:
            saw_frame = after = False
        told[token.i] = after
        verb = ctx.verbs[token.i]
        if verb is not None and set(verb.lemmas) & ctx.lang.frame_verbs:
            saw_frame = True
        elif saw_frame and token.lower_ in ctx.lex.complementizers:
            after = True
    return told


# --- clause relations --------------------------------------------------------------------------


def _emit(
    clause: _Clause,
    subject: Mention,
    relation: str,
    obj: Mention,
    pattern: str,
    *,
    negated: bool = False,
    blocked: bool = False,
    qualifiers: tuple[tuple[str, str], ...] = (),
) -> Candidate:
    return Candidate(
        subject,
        relation,
        obj,
        negated=clause.negated or negated,
        hedged=clause.hedged,
        blocked=clause.blocked or blocked,
        clause=clause.statement,
        anchor=clause.anchor.i,
        embedded=clause.embedded,
        qualifiers=qualifiers,
        pattern=pattern,
    )


def _clause_facts(ctx: _Ctx, clause: _Clause) -> list[Candidate]:
    if clause.copular:
        return _copula_facts(ctx, clause)
    out = _naming_facts(ctx, clause)
    if out:
        return out
    age = _age_facts(ctx, clause)
    return age + _object_facts(ctx, clause, skip_age=bool(age))


def _copula_facts(ctx: _Ctx, clause: _Clause) -> list[Candidate]:
    """Copular facts: "soy profesora", "mi nombre es X", "Marta es mi mejor amiga"."""
    lex = ctx.lex
    pred, st, subject = clause.pred, clause.subj_tok, clause.subject
    if pred is clause.anchor or _case_word(ctx, pred):
        return []  # "soy de Colombia": an oblique relation, read with the other obliques
    if st is not None and _favorite_thing(ctx, st) is not None:
        return []  # "mi color favorito es el azul": read by _favorite_facts
    subj_word = (
        _dislocated_token(ctx, st)
        if st is not None and st.lower_ in ctx.lex.pronouns and ctx.lex.pronouns[st.lower_] == "it"
        else st
    )
    value = _value_mention(ctx, pred)
    if subj_word is not None and (
        subj_word.lemma_.lower() in lex.name_nouns or subj_word.lower_ in lex.name_nouns
    ):
        owner = _owner(ctx, subj_word)
        if owner is not None and value is not None and value.kind == "name":
            return [_emit(clause, owner, "name", value, "name_is")]
        return []
    if value is not None and value.kind == "name" and subj_word is not None:
        # "mi hermana es Ana", "mon meilleur ami, c'est Karim"
        subj_kin = _kin_of(ctx, subj_word)
        if subj_kin is not None and _owner(ctx, subj_word) == YOU:
            return [_emit(clause, YOU, subj_kin, value, "kin_is_name")]
        if _friend_word(ctx, subj_word) and _owner(ctx, subj_word) == YOU:
            return [_emit(clause, YOU, "friend_of", value, "friend_is_name")]
    if subject is None:
        return []
    out: list[Candidate] = []
    pred_owner = _owner(ctx, pred)
    if _friend_word(ctx, pred):
        if pred_owner == YOU:
            out.append(_emit(clause, YOU, "friend_of", subject, "is_my_friend"))
        elif st is not None:
            for other in _conjuncts(st):
                other_m = _noun_mention(ctx, other)
                if other_m is not None:
                    out.append(_emit(clause, subject, "friend_of", other_m, "are_friends"))
        return out
    kin = _kin_of(ctx, pred)
    if kin is not None and pred_owner == YOU and subject.kind == "name":
        return [_emit(clause, YOU, kin, subject, "is_my_kin")]
    if subject == YOU and value is not None and value.kind == "name":
        return [_emit(clause, YOU, "name", value, "i_am_name")]
    attribute = _attribute(ctx, clause)
    if attribute is not None:
        out.append(_emit(clause, subject, "is", attribute, "is_attr"))
    return out


def _dislocated_token(ctx: _Ctx, token: Token) -> Token | None:
    i = token.i - 1
    start = ctx.sent_start[token.i]
    while i >= start and (ctx.doc[i].is_punct or ctx.doc[i].lower_ in ctx.lang.fillers):
        i -= 1
    if i < start:
        return None
    word = ctx.doc[i]
    if word.pos_ not in ("NOUN", "PROPN", "PRON") and word.head.i < word.i:
        word = word.head  # "mon nom, c'est ...": from a modifier to its noun
    return word


def _value_mention(ctx: _Ctx, token: Token) -> Mention | None:
    if _name_like(ctx, token):
        return Mention(normalize_entity(_name_words(ctx, token), ctx.lang), "name")
    return None


def _attribute(ctx: _Ctx, clause: _Clause) -> Mention | None:
    """The "is" value of a copula: a noun, or an adjective that states a durable trait."""
    pred = clause.pred
    lower, lemma = pred.lower_, pred.lemma_.lower()
    is_trait = lower in ctx.lang.traits or lemma in ctx.lang.traits
    state = clause.verb.lemma in ctx.lex.state_copulas
    if is_trait:
        return Mention(lower, "noun")
    if state or pred.pos_ != "NOUN" or pred.like_num:
        return None  # moods ("estoy cansada"), evaluations ("fue genial")
    if _kin_of(ctx, pred) is not None or _friend_word(ctx, pred):
        return None
    if any(
        _case_word(ctx, c) and _relation_for(ctx, (lemma, lower), _case_word(ctx, c))
        for c in pred.children
    ):
        return None  # "soy dueño de un bar" is ownership, not a job
    return Mention(normalize_entity(_phrase(ctx, pred), ctx.lang), "noun")


def _case_word(ctx: _Ctx, token: Token) -> str:
    """The preposition of a nominal ("" when it has none)."""
    for child in token.children:
        if child.i > token.i:
            break
        if child.dep_ in ("case", "mark", "det") and _is_case(ctx, child):
            return child.lower_
    return ""


def _relation_for(ctx: _Ctx, lemmas: tuple[str, ...], prep: str) -> str | None:
    for lemma in lemmas:
        rel = ctx.lang.verb_relations.get((lemma, prep))
        if rel is not None:
            return rel
    return None


def _conjuncts(token: Token) -> list[Token]:
    """Coordinated nominals ("Carlos y Javi"); a coordinated clause ends the chain."""
    out = []
    for child in token.children:
        if child.dep_ == "conj" and child.pos_ in ("NOUN", "PROPN", "X", "PRON"):
            out.append(child)
            out.extend(_conjuncts(child))
    return out


def _naming_facts(ctx: _Ctx, clause: _Clause) -> list[Candidate]:
    """Naming facts: "me llamo Ana", "mi hermana se llama Lucía", "elle s'appelle Jade"."""
    if clause.verb.lemma not in ctx.lex.name_verbs:
        return []
    st = clause.subj_tok
    if st is not None and (st.lower_ in _RELATIVE or "Rel" in st.morph.get("PronType")):
        return []  # "un gato que se llama Michi": read off the noun (_names_of)
    pred = clause.pred
    if not any(_is_clitic(ctx, c) or c.lower_ in ctx.lang.first_person for c in pred.children):
        return []  # "llamar a alguien" is calling, not naming
    named = _named_value(ctx, pred)
    if named is None:
        return []
    value = Mention(normalize_entity(_name_words(ctx, named), ctx.lang), "name")
    out = [_emit(clause, *fact, pattern) for *fact, pattern in _named_as(ctx, clause, value)]
    for denied in _denied_values(ctx, named):
        out += [
            _emit(clause, s, r, denied, "not_x", negated=True)
            for s, r, _, _ in _named_as(ctx, clause, value)
        ]
    return out


def _named_as(
    ctx: _Ctx, clause: _Clause, value: Mention
) -> list[tuple[Mention, str, Mention, str]]:
    subject, st = clause.subject, clause.subj_tok
    if subject == YOU:
        return [(YOU, "name", value, "me_llamo")]
    word = st
    if st is not None and (st.lower_ in _RELATIVE or "Rel" in st.morph.get("PronType")):
        word = clause.pred.head if clause.pred.head.i != clause.pred.i else None
    if word is not None and word.lower_ not in ctx.lex.pronouns:
        kin = _kin_of(ctx, word)
        holder = _owner(ctx, word) or _possessor(ctx, word)
        if kin is not None and holder is not None:
            return [(holder, kin, value, "kin_named")]
        if _friend_word(ctx, word) and holder is not None:
            return [(holder, "friend_of", value, "friend_named")]
        return []
    antecedent = _kin_antecedent(ctx, clause)
    if antecedent is not None:
        ctx.suppressed.add(antecedent.i)
        return [(YOU, _kin_of(ctx, antecedent) or "", value, "kin_named_later")]
    return []  # a pronoun from an earlier turn: left to the session (see the module's limits)


def _possessor(ctx: _Ctx, noun: Token) -> Mention | None:
    """The subject of the possession verb a noun is the object of ("tengo un gato que ...")."""
    head = noun.head
    clause = ctx.clauses.get(head.i)
    if noun.dep_ == "obj" and clause is not None and clause.verb.lemma in ctx.lex.possession:
        return clause.subject
    return None


def _kin_antecedent(ctx: _Ctx, clause: _Clause) -> Token | None:
    """The relative or pet that a later "elle s'appelle ..." names, within the utterance.

    It is the nearest kin/pet object of the user's possession verb before the naming verb.
    """
    subject = clause.subject
    pronoun = subject.pronoun if subject is not None and subject.kind == "pronoun" else ""
    if not pronoun:
        return None
    for i in range(clause.anchor.i - 1, -1, -1):
        token = ctx.doc[i]
        kin = _kin_of(ctx, token)
        if kin is None or token.dep_ != "obj" or _possessor(ctx, token) != YOU:
            continue
        gender = KIN_GENDER.get(kin, "")
        if pronoun in ("he", "she") and gender and gender != pronoun:
            continue
        return token
    return None


def _denied_values(ctx: _Ctx, value_tok: Token) -> list[Mention]:
    """The denied alternative after a value ("Rocky, no Toby", "Filou, pas Minou")."""
    i = value_tok.i + len(_name_words(ctx, value_tok))
    end = ctx.sent_end[value_tok.i]
    if i < end and ctx.doc[i].text == ",":
        i += 1
    if i + 1 < end and _is_negation(ctx, ctx.doc[i]) and _name_like(ctx, ctx.doc[i + 1]):
        words = _name_words(ctx, ctx.doc[i + 1])
        return [Mention(normalize_entity(words, ctx.lang), "name")]
    return []


def _age_facts(ctx: _Ctx, clause: _Clause) -> list[Candidate]:
    """Age facts: "tengo 34 años", "j'ai trente ans", "tengo treinta y tres"."""
    lex = ctx.lex
    verb = clause.verb
    possession = bool(set(verb.lemmas) & lex.possession.keys())
    if not possession and not set(verb.lemmas) & lex.age_verbs:
        return []
    anchor = clause.anchor
    if anchor.lower_ in lex.existential or (
        anchor.i > 0 and ctx.doc[anchor.i - 1].lower_ in lex.existential
    ):
        return []  # "il y a trois ans", "hace tres años"
    if clause.subject is None:
        return []
    found = _number_after(ctx, anchor.i + 1)
    if found is None:
        return []
    value, end, has_noun = found
    if not has_noun and not (possession and _ends_phrase(ctx, end)):
        return []
    out = [_emit(clause, clause.subject, "age", Mention(str(value), "noun"), "age")]
    i = end
    if i < ctx.sent_end[anchor.i] and ctx.doc[i].text == ",":
        i += 1
    if i < ctx.sent_end[anchor.i] and _is_negation(ctx, ctx.doc[i]):
        denied = _number_after(ctx, i + 1)
        if denied is not None:
            out.append(
                _emit(
                    clause,
                    clause.subject,
                    "age",
                    Mention(str(denied[0]), "noun"),
                    "not_age",
                    negated=True,
                )
            )
    return out


def _number_after(ctx: _Ctx, i: int) -> tuple[int, int, bool] | None:
    """A spoken number starting at token ``i`` (adverbs and fillers skipped).

    Returns (value, end index, whether an age noun follows), or None.
    """
    doc, lang = ctx.doc, ctx.lang
    end = ctx.sent_end[i - 1] if i > 0 else len(doc)
    while (
        i < end
        and not _is_number(ctx, doc[i])
        and (doc[i].lower_ in lang.fillers or doc[i].pos_ == "ADV")
    ):
        i += 1  # "tengo ya 30 años", "j'ai déjà 30 ans"
    j = i
    while j < end and (_is_number(ctx, doc[j]) or (j > i and _number_joiner(ctx, j, end))):
        j += 1
    if j == i:
        return None
    value = _parse_number([t.lower_ for t in doc[i:j]], lang)
    if value is None or not 0 < value < 130:
        return None
    has_noun = j < end and doc[j].lower_ in ctx.lex.age_nouns
    return value, j + (1 if has_noun else 0), has_noun


def _number_joiner(ctx: _Ctx, j: int, end: int) -> bool:
    # "treinta y cuatro", "quarante - sept": a conjunction or hyphen between number words.
    word = ctx.doc[j]
    joins = word.pos_ == "CCONJ" or word.text == "-"
    return joins and j + 1 < end and _is_number(ctx, ctx.doc[j + 1])


def _hyphen_number(word: str, lang: LanguageData) -> int | None:
    if "-" not in word:
        return None
    return _parse_number([word], lang)


def _parse_number(words: list[str], lang: LanguageData) -> int | None:
    """:func:`parse_number` after reading multiplicative hyphen compounds whole.

    "quatre-vingt-douze" is 80 + 12, not 4 + 20 + 12.
    """
    out: list[str] = []
    for word in words:
        if word in ("-",):
            continue
        parts = word.split("-")
        i = 0
        while i < len(parts):
            for size in range(len(parts) - i, 1, -1):
                joined = "-".join(parts[i : i + size])
                if joined in lang.number_words:
                    out.append(str(lang.number_words[joined]))
                    i += size
                    break
            else:
                out.append(parts[i])
                i += 1
    if out and all(w.isdigit() for w in out) and len(out) > 1:
        return sum(int(w) for w in out)
    return parse_number([w for w in out if w], lang)


def _ends_phrase(ctx: _Ctx, i: int) -> bool:
    # "tengo treinta y tres, que ...": the number is the whole object.
    return i >= ctx.sent_end[i - 1] or ctx.doc[i].is_punct or ctx.doc[i].pos_ in ("CCONJ",)


def _object_facts(ctx: _Ctx, clause: _Clause, *, skip_age: bool) -> list[Candidate]:
    """Direct objects: "tengo un coche", "je possède une Tesla", "j'ai quitté Paris"."""
    subject = clause.subject
    if subject is None:
        return []
    out: list[Candidate] = []
    for obj in _direct_objects(ctx, clause):
        if obj.lower_ in ctx.lex.age_nouns or (skip_age and obj.like_num):
            continue
        rel = _relation_for(ctx, clause.lemma_keys(), "")
        if rel is None:
            continue
        negated = _negated_argument(ctx, obj)
        if rel in ("has", "owns"):
            out.extend(_possession(ctx, clause, obj, rel, negated))
        elif (rel == "participated_in" and not _is_event(ctx, obj)) or (
            rel in _PLACE_RELATIONS and not _name_like(ctx, obj)
        ):
            continue
        else:
            out.append(
                _emit(
                    clause,
                    subject,
                    rel,
                    _object(ctx, obj),
                    f"{clause.verb.lemma}_obj",
                    negated=negated,
                    blocked=_went_now(clause, rel),
                )
            )
    return out


def _direct_objects(ctx: _Ctx, clause: _Clause) -> list[Token]:
    """The objects of a verb, with the lists they head.

    "Tengo treinta años y dos hijos": the parser makes "años" an oblique and "hijos" its
    conjunct.
    """
    possession = bool(set(clause.lemma_keys()) & ctx.lex.possession.keys())
    deps = ["obj", "obl", "nmod"] if possession else ["obj"]
    if clause.verb.persons and clause.verb.persons <= _FIRST:
        deps.append("nsubj")  # "He corrido el maratón": a first-person verb's noun "subject"
    roots = [
        c
        for c in clause.pred.children
        if c.dep_ in deps and c.i > clause.anchor.i and (c.dep_ == "obj" or not _case_word(ctx, c))
    ]
    # "Je n'ai plus de voiture": the model makes "plus" the object and hangs "voiture" on it.
    roots = [
        n
        for c in roots
        for n in (
            [g for g in c.children if g.pos_ in ("NOUN", "PROPN")]
            if c.lower_ in ctx.lang.negations
            else [c]
        )
    ]
    objs = []
    for child in roots:
        for token in (child, *_listed(ctx, child)):
            case = _case_word(ctx, token)
            if case and _relation_for(ctx, clause.lemma_keys(), case):
                continue  # "déménagé de Paris" parsed as an object: an oblique
            if token.pos_ in ("PRON", "DET", "SCONJ") or token.lower_ in ctx.lang.first_person:
                continue
            if token.i in ctx.clauses or _listed_name(ctx, token, objs):
                continue
            objs.append(token)
    return objs


def _listed_name(ctx: _Ctx, token: Token, objs: list[Token]) -> bool:
    # "J'ai trois enfants : Léo, Emma et Jules": the names spell out the first object.
    prev = ctx.doc[token.i - 1] if token.i > 0 else None
    return bool(objs) and prev is not None and prev.is_punct and _name_like(ctx, token)


def _listed(ctx: _Ctx, token: Token) -> list[Token]:
    """Nominals listed after a word by conjunction or comma ("años, dos hijos y un gato")."""
    out = []
    for child in token.children:
        # Names listed after a plural ("trois enfants : Léo, Emma") are not possessions.
        if child.dep_ in ("conj", "appos") and child.pos_ == "NOUN" and not _case_word(ctx, child):
            out.append(child)
            out.extend(_listed(ctx, child))
    return out


def _possession(ctx: _Ctx, clause: _Clause, obj: Token, rel: str, negated: bool) -> list[Candidate]:
    subject = clause.subject
    assert subject is not None
    kin = _kin_of(ctx, obj)
    names = _names_of(ctx, obj) if kin is not None or _friend_word(ctx, obj) else []
    if names:
        relation = kin or "friend_of"
        return [
            _emit(clause, subject, relation, name, "have_kin_named", negated=negated)
            for name, _ in names
        ]
    if obj.pos_ not in ("NOUN", "PROPN", "X") and not _name_like(ctx, obj):
        return []
    quantity = _quantity(ctx, obj)
    quals = (("quantity", quantity),) if quantity else ()
    return [
        Candidate(
            subject,
            rel,
            _object(ctx, obj),
            negated=clause.negated or negated,
            hedged=clause.hedged,
            blocked=clause.blocked,
            clause=clause.statement,
            anchor=obj.i,
            embedded=clause.embedded,
            qualifiers=quals,
            pattern=f"{clause.verb.lemma}_obj",
        )
    ]


def _quantity(ctx: _Ctx, obj: Token) -> str | None:
    for child in obj.children:
        if child.dep_ == "nummod" or (child.like_num and child.i < obj.i):
            value = _parse_number([child.lower_], ctx.lang)
            return None if value is None else str(value)
    return None


def _went_now(clause: _Clause, relation: str) -> bool:
    # "voy a Japón" / "je vais au Japon" (present) is a plan, not a trip made.
    return relation == "went_to" and bool(clause.verb.tenses) and clause.verb.tenses <= {"Pres"}


def _is_event(ctx: _Ctx, token: Token) -> bool:
    words = {t.lower_ for t in token.subtree} | {token.lemma_.lower()}
    return bool(words & ctx.lang.event_words)


# --- obliques: a preposition and its noun, attached to the predicate they belong to ------------


def _oblique_facts(ctx: _Ctx) -> list[Candidate]:
    out: list[Candidate] = []
    seen: set[tuple[int, str, int]] = set()
    for case in ctx.doc:
        if not _is_case(ctx, case):
            continue
        noun = _case_object(ctx, case)
        if noun is None or _noun_modifier(ctx, noun):
            continue
        found = _owning_clause(ctx, case, noun)
        if found is None:
            continue
        clause, rel = found
        key = (clause.anchor.i, rel, noun.i)
        if key in seen:
            continue
        seen.add(key)
        out.extend(_oblique(ctx, clause, rel, case, noun))
    return out


def _is_case(ctx: _Ctx, token: Token) -> bool:
    """True for a preposition, whatever the parser called it.

    "como enfermera" comes out as a subordinating "mark", "de Paris" as an article.
    """
    if token.dep_ == "case":
        return True
    if token.lower_ not in ctx.lex.preps or token.head.i <= token.i:
        return False
    return token.dep_ == "mark" or (token.dep_ == "det" and _name_like(ctx, token.head))


def _case_object(ctx: _Ctx, case: Token) -> Token | None:
    """The noun a preposition introduces.

    Its head when that follows it, else the first nominal after it: "no en Madrid" hangs "en"
    off "no", "au Portugal cet été" hangs "au" off "été".
    """
    doc = ctx.doc
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
        and _name_like(ctx, first)
        and (head.i <= case.i or head.i > first.i)
    ):
        return first
    if case.i < head.i <= case.i + 6 and head.pos_ in ("NOUN", "PROPN", "X", "NUM", "ADJ"):
        return head
    if case.i < head.i <= case.i + 6 and _name_like(ctx, head):
        return head
    if first is not None and (first.pos_ in ("NOUN", "PROPN", "X") or _name_like(ctx, first)):
        return first
    return None


def _noun_modifier(ctx: _Ctx, noun: Token) -> bool:
    """True when the noun modifies another noun ("maratón de Valencia", "turno de noche").

    Not when that noun is a name and this one a common noun: in "trabajo en BBVA de
    programador" the job belongs to the verb.
    """
    if noun.dep_ not in ("nmod", "flat", "flat:name", "appos", "conj") or noun.head.i == noun.i:
        return False
    head = noun.head
    if ctx.clauses.get(head.i) is not None or ctx.by_pred.get(head.i) is not None:
        return False
    if any(c.dep_ == "cop" for c in head.children):
        return False
    if head.pos_ not in ("NOUN", "PROPN", "X") and not _name_like(ctx, head):
        return False
    if noun.dep_ == "conj":
        return False
    return not (_name_like(ctx, head) and not _name_like(ctx, noun) and noun.pos_ == "NOUN")


def _owning_clause(ctx: _Ctx, case: Token, noun: Token) -> tuple[_Clause, str] | None:
    """The clause whose predicate takes this preposition as a relation, and the relation.

    Up the dependency heads first, else the nearest predicate to the left that takes it: the
    parse often hangs a prepositional phrase off the wrong word.
    """
    prep = case.lower_
    for clause in _clauses_above(ctx, noun):
        rel = _relation_for(ctx, _keys_for(ctx, clause, noun), prep)
        if rel is not None:
            return clause, rel
    start = ctx.sent_start[case.i]
    for i in range(case.i - 1, start - 1, -1):
        clause = ctx.clauses.get(i)
        if clause is None:
            continue
        rel = _relation_for(ctx, _keys_for(ctx, clause, noun), prep)
        if rel is not None:
            return clause, rel
    return None


def _clauses_above(ctx: _Ctx, noun: Token) -> list[_Clause]:
    out: list[_Clause] = []
    node = noun
    for _ in range(_MAX_CLIMB):
        out.extend(ctx.by_cop_head.get(node.i, ()))  # "fui a Japón": "fui" hangs off "Japón"
        clause = ctx.clauses.get(node.i) or ctx.by_pred.get(node.i)
        if clause is not None and clause not in out:
            out.append(clause)
        if node.head.i == node.i:
            break
        node = node.head
    return out


def _keys_for(ctx: _Ctx, clause: _Clause, noun: Token) -> tuple[str, ...]:
    """Lemmas a clause is looked up by in VERB_RELATIONS.

    Its verb ("vivir"), a copula's predicate word ("dueño", "originaire") when the noun hangs
    below it, and a verb with its bare object ("prendre part").
    """
    keys = list(clause.lemma_keys())
    if clause.copular and clause.pred is not noun:
        keys = [clause.pred.lemma_.lower(), clause.pred.lower_, *keys]
    for child in clause.pred.children:
        if child.dep_ == "obj" and not any(c.dep_ == "det" for c in child.children):
            keys += [f"{lemma} {child.lower_}" for lemma in clause.lemma_keys()]
    return tuple(keys)


def _oblique(ctx: _Ctx, clause: _Clause, rel: str, case: Token, noun: Token) -> list[Candidate]:
    subject = clause.subject
    gapped = _gapped_subject(ctx, clause, case)
    if gapped is not None:
        subject = gapped[0]  # "trabajo en Google y mi mujer en Amazon"
    noun = _named_place(ctx, clause, rel, noun)
    if subject is None or not _fits(ctx, rel, noun):
        return []
    negated = _negated_argument(ctx, noun) or _is_negation(ctx, case.head)
    out = [
        _emit(
            clause,
            subject,
            rel,
            _object(ctx, noun),
            f"{clause.verb.lemma}_{case.lower_}",
            negated=negated,
            blocked=_went_now(clause, rel),
        )
    ]
    for other in _conjuncts(noun):
        # "en Madrid y Barcelona"; not "à Rennes mais du coup ...", a phrase of its own.
        if other.i in ctx.clauses or _case_word(ctx, other) or not _fits(ctx, rel, other):
            continue
        out.append(
            _emit(
                clause,
                subject,
                rel,
                _object(ctx, other),
                "conj_obj",
                negated=negated or _negated_argument(ctx, other),
                blocked=_went_now(clause, rel),
            )
        )
    return out


def _named_place(ctx: _Ctx, clause: _Clause, rel: str, noun: Token) -> Token:
    """The city rather than the flat: "dans un petit appartement à Lyon" -> Lyon.

    A common-noun place whose own prepositional modifier is a name the predicate takes with
    the same relation.
    """
    if rel not in _PLACE_RELATIONS or _name_like(ctx, noun):
        return noun
    for child in noun.children:
        prep = _case_word(ctx, child)
        if prep and _name_like(ctx, child) and _relation_for(ctx, clause.lemma_keys(), prep) == rel:
            return child
    return noun


def _gapped_subject(ctx: _Ctx, clause: _Clause, case: Token) -> tuple[Mention | None] | None:
    """The subject of a gapped conjunct: "y mi mujer en Amazon" repeats the verb unsaid.

    Returns (its mention or None,) when a coordinator and a subject-like noun phrase stand
    between the predicate and the preposition, else None.
    """
    doc = ctx.doc
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
    if j <= clause.anchor.i or doc[j].pos_ != "CCONJ":
        return None
    if word.lower_ in ctx.lang.first_person:
        return (YOU,)
    kind = ctx.lex.pronouns.get(word.lower_)
    if kind is not None:
        return (Mention(word.lower_, "pronoun", pronoun=kind),)
    return (_noun_mention(ctx, word),)


def _fits(ctx: _Ctx, rel: str, noun: Token) -> bool:
    """True when the object suits the relation.

    A job is a common noun; a place is a name or a noun with its article.
    """
    if rel == "is":
        job = noun.pos_ == "NOUN" or noun.lower_ in ctx.lang.traits  # "comme prof" (ADJ)
        return job and not _name_like(ctx, noun) and "Tim" not in noun.morph.get("AdvType")
    if rel in _PLACE_RELATIONS:
        return _place_like(ctx, noun)
    return noun.pos_ in ("NOUN", "PROPN", "X") or _name_like(ctx, noun)


def _place_like(ctx: _Ctx, token: Token) -> bool:
    """True for a place or an organisation: a name, or a common noun with its article.

    "a la playa", "l'hôpital Necker"; a bare common noun is a time or a manner ("en
    septembre", "en casa").
    """
    if _name_like(ctx, token):
        return True
    if token.pos_ not in ("NOUN", "X") or "Tim" in token.morph.get("AdvType"):
        return False
    return any(c.dep_ == "det" for c in token.children)


def _negated_argument(ctx: _Ctx, noun: Token) -> bool:
    """True when a negation stands right before the phrase ("no en Madrid", "pas à Paris")."""
    if any(_is_negation(ctx, c) and c.i < noun.i for c in noun.children):
        return True
    i = noun.i - 1
    start = ctx.sent_start[noun.i]
    while i >= start and (ctx.doc[i].dep_ in ("case", "det") or ctx.doc[i].pos_ in ("ADP", "DET")):
        i -= 1
    return (
        i >= start
        and i < noun.i - 0
        and _is_negation(ctx, ctx.doc[i])
        and not (ctx.clauses.get(i + 1) is not None)
        and _negation_before_phrase(ctx, ctx.doc[i], noun)
    )


def _negation_before_phrase(ctx: _Ctx, neg: Token, noun: Token) -> bool:
    # The negation must not be the clause's own ("no tengo coche": "no" precedes the verb).
    return all(ctx.verbs[t.i] is None for t in ctx.doc[neg.i + 1 : noun.i])


def _object(ctx: _Ctx, token: Token) -> Mention:
    if _name_like(ctx, token):
        return Mention(normalize_entity(_name_words(ctx, token), ctx.lang), "name")
    return Mention(normalize_entity(_phrase(ctx, token), ctx.lang), "noun")


def _phrase(ctx: _Ctx, token: Token) -> list[str]:
    """An object's noun phrase.

    Adjectives, flat names and name-like "de" modifiers ("maratón de Valencia"); no clauses,
    numbers, times or other prepositional phrases.
    """
    keep = [token]
    for child in token.children:
        if child.dep_ not in _PHRASE_KEEP:
            continue
        if child.dep_ == "amod" and child.i > token.i + 1:
            continue
        if child.dep_ == "nmod" and not _name_modifier(ctx, token, child):
            continue
        keep.extend(child.subtree)
    keep = sorted(set(keep), key=lambda t: t.i)
    start = keep.index(token)
    lo = hi = start
    while lo > 0 and keep[lo - 1].i == keep[lo].i - 1:
        lo -= 1
    while hi < len(keep) - 1 and keep[hi + 1].i == keep[hi].i + 1:
        hi += 1
    words = [t.text for t in keep[lo : hi + 1] if not t.is_punct or t.text in ("-", "&")]
    return _merge_elisions(words)


def _name_modifier(ctx: _Ctx, head: Token, child: Token) -> bool:
    case = _case_word(ctx, child)
    if not case:
        return _name_like(ctx, child)  # "hôpital Necker"
    if case not in ctx.lex.name_links or child.like_num or "Tim" in child.morph.get("AdvType"):
        return False
    return not (_name_like(ctx, head) and not _name_like(ctx, child))


# --- favorites ---------------------------------------------------------------------------------


def _favorite_thing(ctx: _Ctx, token: Token) -> str | None:
    """The favorite relation of a thing noun a favorite word modifies ("color favorito")."""
    for child in token.children:
        if child.lower_ in ctx.lang.favorite_words:
            return _thing_relation(ctx, token)
    nxt = ctx.doc[token.i + 1] if token.i + 1 < len(ctx.doc) else None
    if nxt is not None and nxt.lower_ in ctx.lang.favorite_words:
        return _thing_relation(ctx, token)
    return None


def _thing_relation(ctx: _Ctx, token: Token) -> str | None:
    things = ctx.lang.favorite_things
    thing = things.get(token.lower_) or things.get(token.lemma_.lower())
    if thing is None:
        if token.pos_ != "NOUN":
            return None
        thing = token.lemma_.lower().replace(" ", "_")
    return f"favorite_{thing}"


def _favorite_facts(ctx: _Ctx) -> list[Candidate]:
    """Favorite facts: the value is the noun on the other side of the copula.

    "mi color favorito es el azul", "mon film préféré c'est Amélie", "c'est le vert, ma
    couleur préférée".
    """
    out: list[Candidate] = []
    for word in ctx.doc:
        if word.lower_ not in ctx.lang.favorite_words:
            continue
        thing_tok = word.head if word.dep_ in ("amod", "acl") and word.head.i < word.i else None
        if thing_tok is None or _thing_relation(ctx, thing_tok) is None:
            thing_tok = ctx.doc[word.i - 1] if word.i > 0 else None
        if thing_tok is None:
            continue
        relation = _thing_relation(ctx, thing_tok)
        owner = _owner(ctx, thing_tok)
        if relation is None or owner is None:
            continue
        found = _favorite_value(ctx, word, thing_tok)
        if found is None:
            continue
        copula, value = found
        clause = ctx.clauses.get(copula.i) or _Clause(
            copula, _Verb("", (), frozenset(), frozenset()), True, value
        )
        out.append(
            _emit(
                clause,
                owner,
                relation,
                _object(ctx, value),
                "favorite_is",
                negated=_negated_argument(ctx, value),
            )
        )
    return out


def _favorite_value(ctx: _Ctx, word: Token, thing: Token) -> tuple[Token, Token] | None:
    doc = ctx.doc
    start, end = ctx.sent_start[word.i], ctx.sent_end[word.i]
    for i in range(word.i + 1, end):
        if doc[i].lower_ in ctx.lang.favorite_words:
            break
        if _is_copula_token(ctx, doc[i]):
            value = _first_value(ctx, i + 1, end)
            return (doc[i], value) if value is not None else None
    for i in range(thing.i - 1, start - 1, -1):  # "c'est le vert, ma couleur préférée"
        if _is_copula_token(ctx, doc[i]):
            value = _first_value(ctx, i + 1, thing.i)
            return (doc[i], value) if value is not None else None
    return None


def _is_copula_token(ctx: _Ctx, token: Token) -> bool:
    verb = ctx.verbs[token.i]
    return (verb is not None and verb.lemma in ctx.lex.copulas) or token.dep_ == "cop"


def _first_value(ctx: _Ctx, i: int, end: int) -> Token | None:
    doc = ctx.doc
    while i < end:
        word = doc[i]
        low = word.lower_
        if (
            word.is_punct
            or word.pos_ == "DET"
            or low in ctx.lang.determiners
            or low in ctx.lang.fillers
            or low in ctx.lex.pronouns
        ):
            i += 1
            continue
        if _name_like(ctx, word) or word.pos_ in ("NOUN", "PROPN", "X", "ADJ"):
            return word
        return None
    return None


# --- noun phrases ------------------------------------------------------------------------------


def _noun_phrase_facts(ctx: _Ctx, noun: Token) -> list[Candidate]:
    """Facts of a noun phrase: "mi hermana Ana", "mi perro Toby", "ma meilleure amie, Chloé"."""
    kin = _kin_of(ctx, noun)
    friend = _friend_word(ctx, noun)
    if kin is None and not friend:
        return []
    owner = _owner(ctx, noun)
    if owner is None:
        return []
    relation = "friend_of" if friend and kin is None else kin
    assert relation is not None
    out = []
    for name, verb in _names_of(ctx, noun):
        clause = ctx.clauses.get(verb.i) if verb is not None else None
        flags = {}
        if clause is not None:
            flags = {"negated": clause.negated, "hedged": clause.hedged, "blocked": clause.blocked}
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
    if noun.dep_ == "appos" and _name_like(ctx, noun.head) and noun.head.i < noun.i:
        name = Mention(
            normalize_entity(_name_words(ctx, noun.head), ctx.lang),
            "name",
            gender=KIN_GENDER.get(kin or "", ""),
        )
        out.append(Candidate(owner, relation, name, clause=-1, anchor=noun.i, pattern="x_my_kin"))
    return out


# --- post-processing ---------------------------------------------------------------------------


def _prefer_names(found: list[Candidate]) -> list[Candidate]:
    """Of a clause's values for one place relation, keep the names.

    "On habite dans un petit appartement à Lyon": the city, not the flat.
    """
    named = {
        (c.clause, c.subject, c.relation)
        for c in found
        if c.relation in _SINGLE_PLACES and c.object.kind == "name" and not c.negated
    }
    return [
        c
        for c in found
        if not (
            (c.clause, c.subject, c.relation) in named and c.object.kind != "name" and not c.negated
        )
    ]


def _moves(ctx: _Ctx, found: list[Candidate]) -> list[Candidate]:
    """An origin and a destination in one clause make a move ("me vine de X a Y")."""
    movers = {c.clause for c in found if c.relation == "moved_to" and c.clause >= 0}
    if not movers:
        return found
    out = []
    for cand in found:
        clause = ctx.clauses.get(cand.clause)
        if (
            cand.relation == "born_in"
            and cand.clause in movers
            and clause is not None
            and not clause.copular
        ):
            cand = Candidate(
                cand.subject,
                "moved_from",
                cand.object,
                negated=cand.negated,
                hedged=cand.hedged,
                blocked=cand.blocked,
                clause=cand.clause,
                anchor=cand.anchor,
                embedded=cand.embedded,
                qualifiers=cand.qualifiers,
                pattern="from_to",
            )
        out.append(cand)
    return out
