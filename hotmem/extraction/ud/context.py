"""What every UD pattern module shares: constants and the records of one utterance.

The dependency labels and tense readings the rules test, :class:`Verb` (a token read as a
verb), :class:`Clause` (one predicate and its flags), :class:`Ctx` (the utterance being
read) and :func:`emit`, which turns a clause's fact into a :class:`Candidate` carrying the
clause's flags.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from spacy.tokens import Doc

from hotmem.extraction.candidate import Candidate, Mention
from hotmem.extraction.ud.lexicon import Lexicon
from hotmem.extraction.ud.words import Utterance, Word
from hotmem.lang.base import LanguageData
from hotmem.relations import finished_as, is_current_only, is_single_valued, with_object_kind

SUBJ = ("nsubj", "nsubj:pass", "expl:subj")
AUX = ("aux", "aux:pass", "aux:tense", "aux:caus")
# Readings that make a finite clause not a current fact: imperfect ("vivía", "j'habitais")
# is the past habitual; future, conditional and subjunctive are plans, wishes, hypotheses.
NOT_CURRENT = frozenset({"Imp", "Fut", "Cnd", "Sub"})
PAST = frozenset({"Past", "Imp"})  # simple and imperfect past (a compound past reads "Past")
IRREALIS = frozenset({"Fut", "Cnd", "Sub"})
NON_FINITE = frozenset({"Inf", "Ger", "Part"})
FIRST = frozenset({"1s", "1p"})
SECOND = frozenset({"2s", "2p"})
# Links along which a hypothetical or a reporting verb governs a lower clause.
COMPLEMENT = ("xcomp", "ccomp", "csubj", "advcl", "obj", "dep", "parataxis")
# Dependents that end an object phrase (clauses, other arguments, punctuation, articles).
PHRASE_KEEP = ("amod", "flat", "flat:name", "compound", "fixed", "nmod")
PLACE_RELATIONS = with_object_kind("place", "org")
SINGLE_PLACES = frozenset(r for r in PLACE_RELATIONS if is_single_valued(r))
STUDY_PLACES = frozenset({"studies_at", finished_as("studies_at")})  # now, and finished
CLITIC_DEPS = ("expl:pv", "expl:comp", "expl:pass", "expl", "iobj", "obj")
MAX_CLIMB = 6
TERMINALS = frozenset({".", "!", "?", ";", "…"})
OPENERS = frozenset({"¿", "¡"})


@dataclass(frozen=True, slots=True)
class Verb:
    """A token read as a verb: its lemma(s), tense/mood readings and persons."""

    lemma: str
    lemmas: tuple[str, ...]
    tenses: frozenset[str]
    persons: frozenset[str]
    recovered: bool = False


@dataclass(frozen=True, slots=True)
class Flags:
    """What the words around a clause and the clauses above it say about its facts."""

    negated: bool = False
    hedged: bool = False
    blocked: bool = False
    embedded: bool = False
    # A finished past ("I worked at IBM", "I used to live in Paris"): a relation with a past
    # twin becomes it, and is blocked only by what blocks the clause besides that past.
    finished: bool = False
    finished_blocked: bool = False
    # Under "if" or inside a hedge or report: no plan of the user's either.
    conditional: bool = False


_UNFLAGGED = Flags()


@dataclass(slots=True, eq=False)
class Clause:
    """One predicate: a verb, or a copula with its predicate word.

    Its flags (``flags``: negated, hedged, blocked ...) are read on first use (``read_flags``,
    set when the context is built): most clauses of a long turn state nothing the rules keep,
    and never need them.
    """

    anchor: Word
    verb: Verb
    copular: bool
    pred: Word
    subj_tok: Word | None = None
    subject: Mention | None = None
    statement: int = -1
    read_flags: Callable[[Clause], Flags] | None = None
    flags_read: Flags | None = None

    @property
    def flags(self) -> Flags:
        """The clause's flags (none for a clause made up outside the context)."""
        if self.flags_read is None:
            self.flags_read = _UNFLAGGED if self.read_flags is None else self.read_flags(self)
        return self.flags_read

    def lemma_keys(self) -> tuple[str, ...]:
        """Lemmas to look the clause up by in VERB_RELATIONS, then the verb's own form.

        "sono stata in Grecia": a trip, where "essere in" is no relation.
        """
        if self.anchor.lower_ in self.verb.lemmas:
            return self.verb.lemmas
        return (*self.verb.lemmas, self.anchor.lower_)


@dataclass(slots=True)
class Ctx:
    """One utterance being read: tokens, verb readings, clauses."""

    doc: Doc
    lang: LanguageData
    lex: Lexicon
    # The words and their tree, read once from the doc (see words.py); the readers' repairs
    # change them, never the doc.
    utterance: Utterance
    tokens: list[Word] = field(default_factory=list)
    # Each word's dependents, in order, as the tree was when the clauses were made (the
    # repairs after that are read through Word.children).
    children: list[list[Word]] = field(default_factory=list)
    # Per token, read once from the doc's arrays: its lowercase form, its part of speech,
    # whether it is a negation (a negation word or Polarity=Neg), and the "if" words.
    lower: list[str] = field(default_factory=list)
    pos: list[str] = field(default_factory=list)
    negation: list[bool] = field(default_factory=list)
    if_words: frozenset[int] = frozenset()
    verbs: list[Verb | None] = field(default_factory=list)
    sent_start: list[int] = field(default_factory=list)
    sent_end: list[int] = field(default_factory=list)
    clauses: dict[int, Clause] = field(default_factory=dict)
    by_pred: dict[int, Clause] = field(default_factory=dict)
    by_cop_head: dict[int, list[Clause]] = field(default_factory=dict)
    sentence_hedged: dict[int, bool] = field(default_factory=dict)
    sentence_habitual: dict[int, bool] = field(default_factory=dict)
    told: list[bool] = field(default_factory=list)
    questions: dict[int, tuple[bool, int, bool, int]] = field(default_factory=dict)
    suppressed: set[int] = field(default_factory=set)


def repair(
    ctx: Ctx,
    token: Word,
    *,
    pos: str | None = None,
    dep: str | None = None,
    head: Word | None = None,
) -> None:
    """Change a word's tag, label or head ("juego al pádel": "pádel" a noun).

    The words are this reading's own: the parse that the intent stage reads and the cache
    keeps is never changed.
    """
    if pos is not None:
        token.pos_ = ctx.pos[token.i] = pos
    if dep is not None:
        token.dep_ = dep
    if head is not None:
        ctx.utterance.set_head(token, head)


def emit(
    clause: Clause,
    subject: Mention,
    relation: str,
    obj: Mention,
    pattern: str,
    *,
    negated: bool = False,
    blocked: bool = False,
    qualifiers: tuple[tuple[str, str], ...] = (),
) -> Candidate:
    """A clause's fact as a candidate, with the clause's flags (a finished past: its twin)."""
    said = clause.flags
    clause_blocked = said.blocked
    twin = finished_as(relation) if said.finished else ""
    if twin:
        relation, clause_blocked = twin, said.finished_blocked
    elif said.finished and is_current_only(relation):
        clause_blocked = True  # "I did a tough mudder": an event, no habit
    return Candidate(
        subject,
        relation,
        obj,
        negated=said.negated or negated,
        hedged=said.hedged,
        blocked=clause_blocked or blocked,
        clause=clause.statement,
        anchor=clause.anchor.i,
        embedded=said.embedded,
        qualifiers=qualifiers,
        pattern=pattern,
    )


def word_before(ctx: Ctx, token: Word) -> Word | None:
    """The word before ``token`` in its sentence, skipping punctuation and fillers."""
    i = token.i - 1
    start = ctx.sent_start[token.i]
    while i >= start and (ctx.tokens[i].is_punct or ctx.tokens[i].lower_ in ctx.lang.fillers):
        i -= 1
    return ctx.tokens[i] if i >= start else None


def time_clause(ctx: Ctx, clause: Clause) -> bool:
    """A clause a time subordinator opens: "quand j'étais ado", "depuis que j'ai 15 ans"."""
    marks = ctx.lang.time_marks
    return bool(marks) and any(
        c.dep_ == "mark" and c.lower_ in marks
        for t in (clause.anchor, clause.pred)
        for c in ctx.children[t.i]
    )
