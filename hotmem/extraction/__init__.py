"""Extraction: one analysed utterance in, its intent and its canonical facts out.

Three stages. :func:`read`: the UD reader (a spaCy UD parse, the English ClearNLP parse rebuilt
as UD, or the shallow parse of a language without a parser) proposes candidates, and those a
question asks or a hypothetical blocks are set aside; pure. :func:`resolve`: refinement resolves
pronouns against the session's mention stack, filters noise and sets confidence. :func:`plan`:
the intent decision keeps what the turn asserts, denies or forgets.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from hotmem import intent as intents
from hotmem.analysis import Analysis
from hotmem.extraction.candidate import Candidate, Mention
from hotmem.extraction.refine import refine
from hotmem.lang.base import LanguageData
from hotmem.models import Triple
from hotmem.relations import KIN_GENDER, is_kin_or_pet, is_single_valued, lookup
from hotmem.text import normalize_entity, parse_number

if TYPE_CHECKING:  # session imports the mention stack of this package: no cycle at run time
    from spacy.tokens import Doc, Span, Token

    from hotmem.session import SessionState

__all__ = [
    "Extraction",
    "Reading",
    "Resolved",
    "extract",
    "plan",
    "read",
    "resolve",
]

_UNMENTIONABLE_KINDS = frozenset({"number", "name", "attribute"})
# Patterns of a value the speaker repairs inside the turn ("in boston no sorry cambridge").
_REPAIRS = frozenset({"self_repair", "repaired_age", "repaired_name"})


@dataclass(frozen=True, slots=True)
class Extraction:
    """What one utterance says.

    Attributes:
        intent: One of :data:`hotmem.intent.INTENTS`.
        facts: Asserted triples (and hedged ones, confidence < 0.5).
        negated: Triples the utterance denies or corrects away.
        forget: Triples a "forget that ..." command asks to delete.
        forget_chars: Length of the text's opening sentence that asks to forget (0: none);
            the sentences after it are an ordinary statement, kept with their facts.
        correction: True when new values replace old ones explicitly.
        restore: The speaker takes back the correction just made and says no new value
            ("no no, I was right before"): the value it replaced comes back.
        intent_ms: Time spent reading cues and deciding.
        extraction_ms: Time spent parsing and matching patterns.
    """

    intent: str
    facts: tuple[Triple, ...] = ()
    negated: tuple[Triple, ...] = ()
    forget: tuple[Triple, ...] = ()
    forget_chars: int = 0
    correction: bool = False
    restore: bool = False
    intent_ms: float = 0.0
    extraction_ms: float = 0.0


@dataclass(frozen=True, slots=True)
class Reading:
    """What the words say, before the session is consulted (the pure stage).

    Attributes:
        candidates: Candidates the turn asserts or denies, in resolution order (noun-phrase
            facts first, so "my sister Anna lives in Rome" names Anna before a later "she");
            a blocked one with a relative as its subject only mentions that relative.
        blocked: Candidates that are never facts (hypothetical, reported, "used to").
    """

    candidates: tuple[Candidate, ...]
    blocked: int


@dataclass(frozen=True, slots=True)
class Resolved:
    """Candidates with their mentions resolved: clean triples.

    Attributes:
        kept: Asserted (or hedged) triples, the last value of a single-valued relation winning.
        negated: Triples the turn denies.
        clauses: Predicates that asserted something (to count statements).
        anchors: Token index of the first candidate of each triple (its place in the text).
        denied_clauses: Predicates that denied something ("ich hab kein auto"): a statement
            too, counted with the asserting ones when the turn asserts at all.
    """

    kept: tuple[Triple, ...]
    negated: tuple[Triple, ...]
    clauses: frozenset[int]
    anchors: dict[tuple[str, str, str], int] = field(default_factory=dict)
    denied_clauses: frozenset[int] = frozenset()


def extract(analysis: Analysis, state: SessionState) -> Extraction:
    """Intent and facts of one analysed utterance, in the context of its session.

    The stages: :func:`read` the candidates (pure), :func:`resolve` their mentions (the only
    stage that changes the session's mention stack), :func:`plan` what the turn asserts, denies
    and forgets; the session then records what was asserted, for later elliptic corrections.

    Args:
        analysis: The utterance, parsed once (see :func:`hotmem.analysis.analyse`).
        state: The session.
    """
    started = time.perf_counter_ns()
    reading = read(analysis)
    resolved = resolve(reading, analysis, state)
    found = plan(reading, resolved, analysis, tuple(state.recent))
    state.recent.extend(t for t in found.facts if not t.hedged)
    # The parse belongs to extraction's time (the analysis stage runs for it), the cues and
    # the decision to intent's: stage timings keep their meaning whatever the stage split.
    elapsed_ms = (time.perf_counter_ns() - started) / 1e6
    extraction_ms = analysis.parse_ms + elapsed_ms - (found.intent_ms - analysis.cues_ms)
    return replace(found, extraction_ms=extraction_ms)


def read(analysis: Analysis) -> Reading:
    """The candidates of the turn that can be facts: not blocked, not what a question asks."""
    doc, cues, data = analysis.doc, analysis.cues, analysis.data
    # Imported on the first read: spaCy loads with the first model, not with `import hotmem`.
    from hotmem.extraction.ud import extract as read_candidates

    candidates = read_candidates(doc, data)
    parsed = doc.has_annotation("DEP")
    sent_of = _sentence_starts(doc) if cues.question and not parsed else None
    embedded_sents = {sent_of[c.anchor] for c in candidates if c.embedded and sent_of is not None}
    kept: list[Candidate] = []
    blocked = 0
    tree: Doc | None = None
    for cand in sorted(candidates, key=lambda c: (c.anchor, c.clause != -1)):
        if cand.blocked:
            blocked += 1
            if cand.subject.kind == "kin":
                kept.append(cand)  # "meine frau wird vierzig und sie ...": still mentioned
            continue
        if cues.question and not cand.embedded:
            if parsed and _interrogative(doc, cand, data):
                continue
            if sent_of is not None:
                sent = sent_of.get(cand.anchor, -1)
                if sent in cues.question_sents and sent not in embedded_sents:
                    if tree is None:
                        tree = _shallow_tree(doc, data)
                    if tree is None or not _told_after_question(tree, cand, sent, sent_of):
                        continue
        kept.append(replace(cand, hedged=True) if cues.doubt and not cand.hedged else cand)
    return Reading(tuple(kept), blocked)


def resolve(reading: Reading, analysis: Analysis, state: SessionState) -> Resolved:
    """Resolve pronouns and refine candidates into triples, updating the mention stack."""
    kept: dict[tuple[str, str, str], Triple] = {}
    negated: dict[tuple[str, str, str], Triple] = {}
    clauses: set[int] = set()
    denied: list[tuple[int, str, str]] = []
    anchors: dict[tuple[str, str, str], int] = {}
    taken_up: set[str] = set()  # who a "he"/"she" of the turn tells a fact of
    for cand in reading.candidates:
        if cand.blocked:  # a relative the turn mentions, no fact: "sie" may take it up
            state.mentions.push(cand.subject.text, person=True, gender=cand.subject.gender)
            continue
        result = refine(cand, analysis.data, state.mentions)
        if result is None:
            continue
        triple, subject, obj = result
        if cand.subject.pronoun in ("he", "she") and not triple.negated:
            taken_up.add(triple.subject)
        _push_mentions(state, triple, subject, obj, analysis.data)
        opposite = lookup(triple.relation)
        if triple.negated and opposite is not None and opposite.negated_as:
            triple = replace(triple, relation=opposite.negated_as, negated=False)
        anchors.setdefault(triple.key, cand.anchor)
        if triple.negated:
            negated.setdefault(triple.key, triple)
            if cand.clause >= 0 and not triple.hedged:
                denied.append((cand.clause, triple.subject, triple.relation))
            continue
        previous = kept.get(triple.key)
        if previous is None or previous.confidence < triple.confidence:
            kept[triple.key] = triple
        if cand.clause >= 0 and not triple.hedged:
            clauses.add(cand.clause)
    for key in negated:
        kept.pop(key, None)
    _drop_mentions_told_of(kept, taken_up, analysis.data)
    # "no me llamo pedro me llamo pablo": a single value denied for the one asserted is one
    # statement; "ich hab kein auto ich hab nur 'n velo" two
    said = {(t.subject, t.relation) for t in kept.values() if is_single_valued(t.relation)}
    denied_clauses = frozenset(c for c, subject, rel in denied if (subject, rel) not in said)
    return Resolved(
        tuple(_last_value_wins(list(kept.values()))),
        tuple(negated.values()),
        frozenset(clauses),
        anchors,
        denied_clauses,
    )


def _drop_mentions_told_of(
    kept: dict[tuple[str, str, str], Triple], taken_up: set[str], data: LanguageData
) -> None:
    """A relative only mentioned that a pronoun of the turn tells a fact of: that fact alone.

    "mon père il m'emmenait au stade ... maintenant il a quatre-vingts ans": the "he" is the
    father (resolved by the session's mentions), so (you, has, père) goes.
    """
    told = {t.subject for t in kept.values() if t.subject in taken_up}
    if not told:
        return
    for key, triple in list(kept.items()):
        if triple.pattern != "my_kin_mentioned":
            continue
        noun = triple.object
        kin = data.kinship.get(noun) or data.pets.get(noun)
        if kin is not None and kin in told:
            del kept[key]


def plan(
    reading: Reading, resolved: Resolved, analysis: Analysis, recent: tuple[Triple, ...]
) -> Extraction:
    """What the turn asserts, denies and forgets, and its intent (reads the session only).

    Args:
        reading: The turn's candidates.
        resolved: Their triples.
        analysis: The utterance.
        recent: The session's recently asserted triples (for "no wait, I meant Lyon").
    """
    doc, data, cues = analysis.doc, analysis.data, analysis.cues
    kept, negated = list(resolved.kept), list(resolved.negated)
    kept, negated = _repaired_relatives(doc, data, kept, negated, resolved.anchors)
    if not cues.correction and any(t.pattern in _REPAIRS for t in negated):
        cues = replace(cues, correction=True)  # "abito a varese anzi no a como": a self-repair
    if not cues.correction and not kept and not negated and _denies_recent(doc, data, recent):
        cues = replace(cues, correction=True)  # "fuffi non briciola": a value just said, denied
    if cues.correction and not kept and not cues.restore:  # "no, I was right": a take-back
        kept, negated = _elliptic_correction(doc, data, recent, negated)
    elif cues.correction:
        negated = _denied_alternatives(doc, data, kept, negated)
    decided = time.perf_counter_ns()
    # A clause that denies is a statement of its own beside one that asserts ("ich mag
    # katzen aber ich hab selber keine"); alone it is no assertion.
    clauses = resolved.clauses
    if clauses and not resolved.denied_clauses <= clauses:
        clauses = clauses | _main_denials(doc, data, clauses, resolved.denied_clauses)
    intent = intents.decide(
        cues,
        asserted_clauses=len(clauses) or (1 if kept else 0),
        retracted=len(negated),
        blocked=reading.blocked,
    )
    if len(clauses) < 2 and intent == intents.MULTIPLE_FACTS:
        intent = intents.FACT_STATEMENT
    forget: list[Triple] = []
    forget_chars = 0
    if intent in (intents.PURE_QUESTION, intents.HYPOTHETICAL, intents.REACTION):
        kept, negated = [], []
    elif intent == intents.COMMAND:
        if cues.forget:
            # The request is the opening sentence; what follows it is said as usual ("Forget
            # that I live in Paris. My dog is called Rex." keeps the dog).
            request = _opening_sentence(doc)
            asked = [t for t in kept + negated if resolved.anchors.get(t.key, 0) < request.end]
            forget = asked
            kept = [t for t in kept if t not in asked]
            negated = [t for t in negated if t not in asked]
            forget_chars = request.end_char
        elif cues.recall_all:
            kept, negated = [], []
    decision_ns = time.perf_counter_ns() - decided
    return Extraction(
        intent=intent,
        facts=tuple(kept),
        negated=tuple(negated),
        forget=tuple(forget),
        forget_chars=forget_chars,
        correction=intent == intents.CORRECTION,
        restore=cues.restore and not kept and not negated and intent != intents.COMMAND,
        intent_ms=analysis.cues_ms + decision_ns / 1e6,
    )


def _last_value_wins(triples: list[Triple]) -> list[Triple]:
    """Keep the last value said of a single-valued relation (self-repair inside one turn).

    "I live in Paris, I mean Lyon": of several values for the same subject, the last is meant.
    """
    last: dict[tuple[str, str], Triple] = {}
    for triple in triples:
        if is_single_valued(triple.relation) and not triple.hedged:
            last[(triple.subject, triple.relation)] = triple
    return [
        t
        for t in triples
        if not is_single_valued(t.relation) or t.hedged or last[(t.subject, t.relation)] is t
    ]


def _main_denials(
    doc: Doc, data: LanguageData, asserted: frozenset[int], denied: frozenset[int]
) -> frozenset[int]:
    """The denying clauses that are statements of their own beside the asserting ones.

    Not one a subordinate clause of the other ("i don't have any pets cause i'm allergic to
    cats": the reason is part of the denial).
    """
    tree = doc if doc.has_annotation("DEP") else _shallow_tree(doc, data)
    if tree is None:
        return frozenset()
    own: set[int] = set()
    for d in denied - asserted:
        linked = False
        for a in asserted:
            for dep, head in ((tree[a], tree[d]), (tree[d], tree[a])):
                if dep.head.i == head.i and any(c.dep_ == "mark" for c in dep.children):
                    linked = True
        if not linked:
            own.add(d)
    return frozenset(own)


def _shallow_tree(doc: Doc, data: LanguageData) -> Doc | None:
    """The rule-based parse the UD reader read a turn with no parse with (the same tokens)."""
    from hotmem.extraction.ud.shallow import to_ud

    return None if doc.has_annotation("DEP") else to_ud(doc, data)


def _told_after_question(tree: Doc, cand: Candidate, start: int, sent_of: dict[int, int]) -> bool:
    """True when the candidate's clause is a statement joined after an unmarked question.

    A transcript has no question mark to end the question: "wie lang fährt man nach mailand
    meine tante wohnt nämlich da" is one sentence, its second clause told. In the rule-based
    parse that clause is a conjunct of the question's verb with its own subject before its
    verb (a statement's order); a conjunct that inverts ("und was macht sie") is asked too.
    """
    from hotmem.extraction.ud.flags import its_that

    end = max(i for i, s in sent_of.items() if s == start) + 1
    if any(t.text == "?" for t in tree[start:end]):
        return False  # marked: the question mark covers the sentence
    token = tree[cand.clause if cand.clause >= 0 else cand.anchor]
    for _ in range(12):
        head = token.head
        if head.i == token.i or head.i < start:
            return False
        if token.dep_ in ("conj", "parataxis") and head.i < token.i:
            subject = next((c for c in token.children if c.dep_.startswith("nsubj")), None)
            if subject is not None and subject.i < token.i:
                return True
        if token.dep_ == "ccomp" and start < head.i < token.i and its_that(tree, token, head):
            return True  # "tú sabes si hay wifi es que yo soy de puebla": an "it's that" told
        token = head
    return False


def _interrogative(doc: Doc, cand: Candidate, data: LanguageData) -> bool:
    """True when the candidate's clause asks rather than tells.

    A question word opens it ("where does my sister live?") or the verb comes before its subject
    ("is Anna a nurse?").
    """
    token = doc[cand.clause if cand.clause >= 0 else cand.anchor]
    for _ in range(6):  # a noun phrase fact: climb to its predicate
        if token.pos_ in ("VERB", "AUX") or token.dep_ == "ROOT" or token.head.i == token.i:
            break
        if token.dep_ in ("ccomp", "parataxis") and token.i < token.head.i:
            break  # "my grandma is ninety can you believe that": told before the question
        token = token.head
    children = list(token.children)
    for child in children:
        if child.i < token.i and child.lower_ in data.question_words:
            return True
        if child.dep_ == "csubj":
            continue  # "what's your favorite animal mine's the otter": a clause of its own
        if (
            child.dep_ in ("advcl", "parataxis") or (child.dep_ == "ccomp" and child.i < token.i)
        ) and any(g.dep_.startswith("nsubj") for g in child.children):
            # "where are you from i'm from ohio", "what do i do for fun i play bass": the
            # question is a clause of its own
            continue
        if any(t.lower_ in data.question_words for t in child.lefts if child.i < token.i):
            return True
    subject = next((c for c in children if c.dep_.startswith("nsubj")), None)
    first_aux = next((c for c in children if c.dep_ in ("aux", "auxpass", "cop")), None)
    if subject is not None and first_aux is not None and first_aux.i < subject.i:
        return token.doc[first_aux.i].i == token.left_edge.i or first_aux.i < subject.left_edge.i
    if subject is not None and token.pos_ == "AUX" and token.i < subject.i:
        return token.i == token.left_edge.i or token.doc[token.i - 1].is_punct
    return False


def _push_mentions(
    state: SessionState, triple: Triple, subject: Mention, obj: Mention, data: LanguageData
) -> None:
    relation = lookup(triple.relation)
    if subject.kind in ("name", "kin"):
        state.mentions.push(subject.text, person=True, gender=subject.gender)
    kin = data.kinship.get(obj.text) or data.pets.get(obj.text) if obj.kind == "noun" else None
    if kin and triple.relation in ("has", "owns") and not triple.negated:
        # "ho un fratello" ... "vive a firenze": the relative a later pronoun stands for
        state.mentions.push(kin, person=True, gender=KIN_GENDER.get(kin, ""))
        return
    # A number, a name or an attribute is never what a later pronoun points at.
    mentionable = relation is not None and relation.object_kind not in _UNMENTIONABLE_KINDS
    if obj.kind in ("name", "kin", "noun") and mentionable:
        state.mentions.push(obj.text, person=relation.person_object, gender=obj.gender)


def _opening_sentence(doc: Doc) -> Span:
    try:
        return next(iter(doc.sents))
    except (ValueError, StopIteration):  # no sentence boundaries: the whole text
        return doc[:]


def _sentence_starts(doc: Doc) -> dict[int, int]:
    starts: dict[int, int] = {}
    try:
        sents = list(doc.sents)
    except ValueError:
        sents = [doc[:]]
    for sent in sents:
        for token in sent:
            starts[token.i] = sent.start
    return starts


def _elliptic_correction(
    doc: Doc, data: LanguageData, recent: tuple[Triple, ...], negated: list[Triple]
) -> tuple[list[Triple], list[Triple]]:
    """Replace the last value: "No wait, I meant Lyon" after "I live in Paris"."""
    if not recent:
        return [], negated
    denied = {t.object for t in negated}
    values, denied_words = _value_words(doc, data)
    if not values or not denied_words:
        # "oh wait i meant purple not green", "sorry sheffield not leeds": the words around
        # "not", whatever the tagger made of them
        values, denied_words = _around_not(doc, data) or (values, denied_words)
    denied |= {normalize_entity(w, data) for w in denied_words}
    if not values:
        return [], negated
    number = parse_number(values[0], data)  # "anzi trentatré": an age as digits
    new_value = str(number) if number is not None else normalize_entity(values[0], data)
    target = None
    for triple in reversed(recent):
        if triple.object in denied or (target is None and is_single_valued(triple.relation)):
            target = triple
            if triple.object in denied:
                break
    if target is None:
        target = recent[-1]
    if new_value == target.object or (target.relation == "age") != new_value.isdigit():
        return [], negated
    new = Triple(target.subject, target.relation, new_value, pattern="elliptic_correction")
    old = Triple(
        target.subject, target.relation, target.object, negated=True, pattern="elliptic_correction"
    )
    return [new], [*negated, old]


def _repaired_relatives(
    doc: Doc,
    data: LanguageData,
    kept: list[Triple],
    negated: list[Triple],
    anchors: dict[tuple[str, str, str], int],
) -> tuple[list[Triple], list[Triple]]:
    """A relative named twice, a self-repair between: the first name is taken back.

    "mia figlia si chiama alessia ma no scusa ... mia figlia si chiama alice". The repair is a
    correction marker of several words ("no scusa", "no wait").
    """
    kin = [t for t in kept if is_kin_or_pet(t.relation) and not t.hedged]
    if len(kin) < 2:
        return kept, negated
    repairs = [m for m in data.correction_markers if len(m) > 1]
    words = [t.lower_ for t in doc]
    marks = [i for i in range(len(words)) for m in repairs if tuple(words[i : i + len(m)]) == m]
    if not marks:
        return kept, negated
    dropped: list[Triple] = []
    for old in kin:
        for new in kin:
            start, end = anchors.get(old.key, -1), anchors.get(new.key, -1)
            if (
                (old.subject, old.relation) == (new.subject, new.relation)
                and old.object != new.object
                and 0 <= start < end
                and any(start < i < end for i in marks)
            ):
                dropped.append(old)
                break
    if not dropped:
        return kept, negated
    taken_back = [replace(t, negated=True, pattern="self_repair") for t in dropped]
    return [t for t in kept if t not in dropped], [*negated, *taken_back]


def _denies_recent(doc: Doc, data: LanguageData, recent: tuple[Triple, ...]) -> bool:
    """A turn of "X not Y" alone, Y a value the session just asserted: it corrects Y."""
    if not recent or len(doc) > 8 or doc[-1].text == "?":
        return False  # "roma, non milano?": a question
    found = _around_not(doc, data)
    if found is None or not found[1]:
        return False
    denied = {normalize_entity(words, data) for words in found[1]}
    return any(t.object in denied for t in recent)


def _denied_alternatives(
    doc: Doc, data: LanguageData, kept: list[Triple], negated: list[Triple]
) -> list[Triple]:
    """Deny the alternatives of a correction: "my dog's name is Milo, not Max"."""
    _, denied_words = _value_words(doc, data)
    if not denied_words:  # an untagged transcript: "si chiama luca non luigi"
        denied_words = (_around_not(doc, data) or ([], []))[1]
    known = {t.key for t in negated}
    out = list(negated)
    for words in denied_words:
        value = normalize_entity(words, data)
        for triple in kept:
            key = (triple.subject, triple.relation, value)
            if value and value != triple.object and key not in known:
                known.add(key)
                out.append(Triple(*key, negated=True, pattern="correction_not_x"))
    return out


def _around_not(doc: Doc, data: LanguageData) -> tuple[list[list[str]], list[list[str]]] | None:
    """The value and the denied one of "X not Y" / "not Y X" in a short correction, or None."""
    markers = {word for marker in data.correction_markers for word in marker}

    def content(i: int) -> bool:
        if not 0 <= i < len(doc):
            return False
        low = doc[i].lower_
        return (
            doc[i].is_alpha
            and low not in data.stop_words
            and low not in markers
            and low not in data.reactions
            and low not in data.fillers
        )

    for token in doc:
        if token.lower_ not in data.negations:
            continue
        j = token.i + 1
        while j < len(doc) and doc[j].lower_ in data.determiners:
            j += 1
        if not content(j):
            continue
        before = token.i - 1
        if 0 <= before < len(doc) and doc[before].text == "," and content(before - 1):
            before -= 1  # "padel, non tennis"
        if (
            content(before)
            and content(before - 1)
            and j + 1 < len(doc)
            and doc[j + 1].lower_ == doc[before].lower_
        ):  # "westfield high not eastfield high": the same last word, two words each side
            return [[doc[before - 1].text, doc[before].text]], [[doc[j].text, doc[j + 1].text]]
        if content(before):  # "purple not green", "jerónimo martins não sonae"
            start = before
            while _named(doc, start, data) and content(start - 1) and _named(doc, start - 1, data):
                start -= 1
            value, end = doc[start : before + 1], j + 1
            while _named(doc, j, data) and content(end) and _named(doc, end, data):
                end += 1
            return [[t.text for t in value]], [[t.text for t in doc[j:end]]]
        if content(j + 1):  # "not tennis squash"
            end = j + 2
            while _named(doc, j + 1, data) and content(end) and _named(doc, end, data):
                end += 1
            return [[t.text for t in doc[j + 1 : end]]], [[doc[j].text]]
    return None


def _named(doc: Doc, i: int, data: LanguageData) -> bool:
    """A word a name of several words goes on with: a noun, or untagged no verb form."""
    if not 0 <= i < len(doc):
        return False
    pos = doc[i].pos_
    return pos in ("PROPN", "NOUN") or (not pos and doc[i].lower_ not in data.verb_forms)


def _value_words(doc: Doc, data: LanguageData) -> tuple[list[list[str]], list[list[str]]]:
    """Noun phrases and numbers of a short correction, split into asserted and denied."""
    values: list[list[str]] = []
    denied: list[list[str]] = []
    current: list[str] = []
    negate_next = False
    markers = {word for marker in data.correction_markers for word in marker}  # "perdón"
    for token in [*doc, None]:
        is_value = (
            token is not None
            and (
                token.pos_ in ("PROPN", "NUM")
                or token.like_num
                or (token.pos_ in ("NOUN", "X") and token.lower_ not in data.stop_words)
                or (not token.pos_ and token.text[:1].isupper() and token.i > 0)
                or (  # an untagged number word: "anzi trentatré"
                    not token.pos_
                    and token.lower_ not in data.determiners
                    and parse_number([token.lower_], data) is not None
                )
            )
            and token.lower_ not in data.reactions
            and token.lower_ not in data.fillers
            and token.lower_ not in markers
        )
        if is_value:
            current.append(token.text)
            continue
        if token is not None and token.text == "-" and current and _number_goes_on(doc, token):
            current.append(token.text)  # "twenty-eight": the tokenizer splits the hyphen
            continue
        if current:
            (denied if negate_next else values).append(current)
            current = []
            negate_next = False
        if token is not None:
            # Only "not X" / "not a X" denies X; "No wait, I meant Lyon" does not.
            negate_next = token.lower_ in data.negations or (
                negate_next and token.lower_ in data.determiners
            )
    return values, denied


def _number_goes_on(doc: Doc, hyphen: Token) -> bool:
    """A hyphen between two number words ("twenty - eight"), one number."""
    i = hyphen.i
    if i == 0 or i + 1 >= len(doc):
        return False
    before, after = doc[i - 1], doc[i + 1]
    return (before.like_num or before.pos_ == "NUM") and (after.like_num or after.pos_ == "NUM")
