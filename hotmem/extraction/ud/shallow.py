"""A rule-based shallow parse for languages without a dependency parser, as a UD tree.

A blank pipeline gives tokens and sentences only. :func:`to_ud` tags each token from the
language data (verb-form table, determiners, negations, number words, capitals and the word
classes of ``LanguageData.parser_words``: prepositions and their contractions, clitics,
coordinators, subordinators, ...) and builds a UD tree on the same tokens: fillers and a
repeated preposition are left out ("a, ehm, a, a Padova"); each sentence is cut into clauses at
punctuation, coordinators, subordinators and relative pronouns; each clause gets one predicate
(a verb, or a copula's predicate word) with its auxiliaries, subject, object and obliques;
clauses hang off the first one (conj, advcl, ccomp, acl:relcl), a clause without a verb is a
list, an elliptic oblique ("non a Roma, ma a Napoli") or a gapped clause ("mio padre a
Livorno"). The arguments are found around the predicate by their form.

Chosen by ``LanguageData.dependency_labels == "none"`` (Italian, Portuguese).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

import simplemma
from spacy.tokens import Doc

from hotmem import nlp
from hotmem.lang.base import LanguageData
from hotmem.text import parse_number

__all__ = ["to_ud"]

# Where to_ud keeps the tree it built for a doc.
_TREE_KEY = "hotmem.shallow_tree"

NON_FINITE = frozenset({"Inf", "Ger", "Part"})
# Nouns inside a phrase, not heading it: "un coniglio nano che ..." is about the rabbit.
_NOT_PHRASE_HEADS = frozenset({"flat:name", "compound"})
_CLAUSE_PUNCT = frozenset({",", ";", ":", "-", "–", "—", "(", ")", "...", "…"})


@dataclass(frozen=True, slots=True)
class _Words:
    """The word classes of one language, compiled once."""

    forms: dict[str, tuple[tuple[str, ...], frozenset[str], frozenset[str]]]
    preps: dict[str, str]
    contractions: frozenset[str]
    of_preps: frozenset[str]
    coordinators: frozenset[str]
    subordinators: frozenset[str]
    complementizers: frozenset[str]
    relatives: frozenset[str]
    pronouns: frozenset[str]
    subject_words: frozenset[str]
    # The listener's subject pronouns ("du"): after a second-person verb form the verb is
    # put first ("hast du tipps"), so the form is a verb wherever it stands.
    listener_subjects: frozenset[str]
    auxiliaries: frozenset[str]
    perfect: frozenset[str]
    auxiliary_modals: frozenset[str]
    change: frozenset[str]
    copulas: frozenset[str]
    name_verbs: frozenset[str]
    adjectives: frozenset[str]
    infinitive_suffixes: tuple[str, ...]
    participle_marks: tuple[tuple[str, str], ...]
    known_nouns: frozenset[str]
    time_nouns: frozenset[str]
    ago_words: frozenset[str]
    ago_openers: frozenset[str]
    object_clitics: frozenset[str]
    possessives_after: frozenset[str]
    plural_endings: tuple[str, ...]
    plural_nouns: frozenset[str]
    singular_endings: tuple[str, ...]
    filler_articles: bool
    filler_phrases: frozenset[tuple[str, str]]
    conjunction_adverbs: frozenset[str]
    time_modifiers: frozenset[tuple[str, ...]]
    names_after_copula: bool
    given_names: frozenset[str]
    institutions: frozenset[str]
    event_places: bool
    event_words: frozenset[str]
    finite_opens: bool
    copula_opens: bool
    bare_subject_names: bool
    person_nouns: frozenset[str]
    bare_preps: frozenset[str]
    clitics: frozenset[str]
    # A clitic that is also a contracted preposition, by the person of the verb it goes with
    # ("nos": "1p": "nos casamos" is "we married", "nos sábados" "on the Saturdays").
    clitic_persons: dict[str, str]
    infinitives: dict[str, str]
    infinitive_markers: frozenset[str]
    number_joiners: frozenset[str]
    enclitic_joiner: str
    comma_fillers: frozenset[str]
    possessives: frozenset[str]
    # Third-person possessive determiners ("ihr bruder"): their noun's owner is a person
    # the session resolves, so they attach as "nmod:poss" as a parser's possessives do.
    third_possessives: frozenset[str]
    # Genitive possessives that open a phrase owning the noun right before it ("der hund
    # meiner schwester"): PARSER_WORDS["genitive_owners"]; empty: none.
    genitive_owners: frozenset[str]
    favorite_nouns: frozenset[str]
    nouns_capitalised: bool
    verb_second: bool
    particles: frozenset[str]
    nominatives: frozenset[str]
    naming_words: frozenset[str]
    name_preps: frozenset[str]
    definite_articles: frozenset[str]
    attribute_kinds: frozenset[str]
    cue_words: frozenset[str]
    adjectives_first: bool
    compound_last: bool
    common_nouns: frozenset[str]
    role_suffixes: tuple[str, ...]
    compound_heads: tuple[str, ...]
    feminine_suffix: str
    feminine_drops: tuple[str, ...]
    governed_preps: dict[str, frozenset[str]]
    governed_words: frozenset[str]  # every preposition of governed_preps
    vowel_mutations: tuple[tuple[str, str], ...]
    not_name_endings: tuple[str, ...]
    adjective_endings: tuple[str, ...]
    prep_adverbs: frozenset[str]  # "vicino a otranto": a preposition's first word
    infinitive_probes: tuple[tuple[str, str], ...]
    gerund_endings: tuple[str, ...]
    adverb_endings: tuple[str, ...]
    participle_infinitives: tuple[tuple[str, str], ...]
    adverbs: frozenset[str]
    stop_words: frozenset[str]
    languages: frozenset[str]
    language_manners: frozenset[str]  # "fluente": how well a language is spoken, after it
    # Plural nouns that count a list of names said after them ("três países itália frança"):
    # each name is a member, as languages are after "línguas".
    list_classes: frozenset[str]
    # Words opening a clause of the speaker's own after a reported one ("o médico disse que
    # ... e além disso não como carne"): what the speaker adds, not what was said.
    own_openers: frozenset[str]
    # Words ending a number said roughly, after "and" ("trinta e poucos"): part of the number.
    approx_tails: frozenset[str]
    # Nouns said as a comment before a clause of "I" ("brincadeira tenho trinta e três"): no
    # subject of it.
    comment_nouns: frozenset[str]
    partitives: frozenset[str]
    age_nouns: frozenset[str]
    light_verbs: dict[str, str]
    progressive_verbs: frozenset[str]
    copula_forms: dict[str, str]
    name_prefixes: frozenset[str]
    place_names: frozenset[str]
    time_homonyms: dict[str, frozenset[str]]
    past_third_endings: tuple[str, ...]
    nationalities: frozenset[str]
    # Negations said before the verb they deny ("sabe não curto balada"): PARSER_WORDS
    # "verb_negations"; a verb form right after one is a verb, even past another verb.
    verb_negations: frozenset[str]
    # Names take a definite article as subjects ("o caio mora em curitiba"): PARSER_WORDS
    # "articled_subject_names".
    articled_subject_names: bool


# Keyed by the data object's id; the entry holds the object, so the id is never reused while
# the entry lives (a language's data built again, e.g. for another reader, gets its own).
_CACHE: dict[int, tuple[LanguageData, _Words]] = {}


def _words(lang: LanguageData) -> _Words:
    found = _CACHE.get(id(lang))
    if found is None or found[0] is not lang:
        found = _CACHE[id(lang)] = (lang, _compile(lang))
    return found[1]


def _compile(lang: LanguageData) -> _Words:
    pw = lang.parser_words
    forms = {
        form: (
            tuple(lemmas.split("|")),
            frozenset(tenses.split("|")),
            frozenset(p for p in persons.split("|") if p),
        )
        for form, (lemmas, tenses, persons) in dict(lang.verb_forms).items()
    }
    bare_preps = frozenset(pw.get("prepositions", ()))
    preps = {p: p for p in bare_preps}
    preps.update(pw.get("prep_contractions", {}))
    clitics = frozenset(pw.get("clitics", ()))
    subject_words = frozenset(pw.get("subject_pronouns", ()))
    pronouns = (
        subject_words
        | lang.pronouns_he
        | lang.pronouns_she
        | lang.pronouns_they
        | clitics
        | ((lang.first_person | lang.second_person) - lang.determiners - frozenset(forms))
    )
    perfect = frozenset(pw.get("perfect_auxiliaries", ()))
    # Traits that are nouns (professions): never adjectives, never verbs ("trabajo de camarero").
    trait_nouns = frozenset(pw.get("trait_nouns", ()))
    change = frozenset(pw.get("change_verbs", ()))
    adjectives = (
        (
            lang.traits
            | lang.favorite_words
            | frozenset(pw.get("adjectives", ()))
            | lang.age_adjectives
        )
        - frozenset(preps)
        - frozenset(lang.favorite_things)
        - trait_nouns
    )
    time_nouns = frozenset(pw.get("time_nouns", ()))
    # PARSER_WORDS "person_nouns": plurals the tables leave out ("dos gatas la mora y ...")
    person_nouns = (
        frozenset(lang.kinship)
        | frozenset(lang.pets)
        | lang.friend_words
        | frozenset(pw.get("person_nouns", ()))
    )
    known_nouns = (
        frozenset(lang.kinship)
        | frozenset(lang.pets)
        | frozenset(lang.favorite_things)
        | lang.friend_words
        | lang.name_nouns
        | lang.age_nouns
        | time_nouns
        | frozenset(pw.get("place_nouns", ()))
        | frozenset(pw.get("nouns", ()))
        | trait_nouns
        | lang.event_words
    )
    return _Words(
        forms=forms,
        preps=preps,
        contractions=frozenset(pw.get("prep_contractions", {})),
        of_preps=lang.name_links,
        coordinators=frozenset(pw.get("coordinators", ())),
        subordinators=frozenset(pw.get("subordinators", ())),
        complementizers=lang.complementizers,
        relatives=lang.relative_pronouns,
        pronouns=pronouns,
        subject_words=subject_words,
        listener_subjects=subject_words & lang.second_person,
        auxiliaries=lang.copulas | perfect | change | frozenset(pw.get("modals", ())),
        perfect=perfect,
        auxiliary_modals=frozenset(pw.get("auxiliary_modals", ())),
        change=change,
        copulas=lang.copulas,
        name_verbs=frozenset(lang.name_verbs),
        adjectives=adjectives,
        infinitive_suffixes=tuple(pw.get("infinitive_suffixes", ())),
        participle_marks=tuple(pw.get("participle_marks", ())),
        known_nouns=known_nouns,
        time_nouns=time_nouns,
        ago_words=frozenset(pw.get("ago_words", ())),
        ago_openers=frozenset(pw.get("ago_openers", ())),
        object_clitics=frozenset(pw.get("object_clitics", ())),
        possessives_after=frozenset(pw.get("possessives_after", ())),
        plural_endings=tuple(pw.get("plural_endings", ())),
        plural_nouns=frozenset(pw.get("plural_nouns", ())),
        singular_endings=tuple(pw.get("singular_endings", ())),
        filler_articles=bool(pw.get("filler_articles", False)),
        filler_phrases=frozenset(tuple(p) for p in pw.get("filler_phrases", ())),
        conjunction_adverbs=frozenset(pw.get("conjunction_adverbs", ())),
        time_modifiers=frozenset(tuple(p) for p in pw.get("time_modifiers", ())),
        names_after_copula=bool(pw.get("names_after_copula", False)),
        given_names=frozenset(pw.get("given_names", ())),
        institutions=frozenset(pw.get("institutions", ())),
        event_places=bool(pw.get("event_places", False)),
        event_words=lang.event_words,
        finite_opens=bool(pw.get("finite_opens", False)),
        copula_opens=bool(pw.get("copula_opens", True)),
        bare_subject_names=bool(pw.get("bare_subject_names", False)),
        person_nouns=person_nouns,
        bare_preps=bare_preps,
        clitics=clitics,
        clitic_persons=dict(pw.get("clitic_persons", {})),
        infinitives={
            stem: form
            for form, (_, tenses, _) in forms.items()
            if "Inf" in tenses
            for stem in (form, form[:-1])
        },
        infinitive_markers=frozenset(pw.get("infinitive_markers", ())),
        number_joiners=lang.number_joiners,
        enclitic_joiner=pw.get("enclitic_joiner", ""),
        comma_fillers=frozenset(pw.get("comma_fillers", ())),
        possessives=lang.determiners & (lang.first_person | lang.second_person),
        favorite_nouns=frozenset(lang.favorite_things),
        genitive_owners=frozenset(pw.get("genitive_owners", ())),
        third_possessives=(lang.pronouns_he | lang.pronouns_she)
        & (lang.determiners | frozenset(pw.get("possessives_after", ())))
        - frozenset(pw.get("definite_articles", ())),
        nouns_capitalised=lang.capitalize_nouns,
        verb_second=lang.verb_second,
        particles=frozenset(pw.get("separable_particles", ())),
        nominatives=frozenset(pw.get("nominative_pronouns", ())),
        naming_words=frozenset(pw.get("naming_words", ())),
        name_preps=frozenset(pw.get("name_preps", ())),
        definite_articles=frozenset(pw.get("definite_articles", ())),
        attribute_kinds=frozenset(pw.get("attribute_kinds", ())),
        cue_words=lang.hedges
        | frozenset(
            p[0]
            for phrases in (
                lang.hypothetical_markers,
                lang.correction_markers,
                lang.past_habitual,
            )
            for p in phrases
            if len(p) == 1
        ),
        adjectives_first=bool(pw.get("adjectives_first", False)),
        compound_last=bool(pw.get("compound_last", False)),
        common_nouns=known_nouns
        | lang.traits
        | lang.not_possessions
        | frozenset(pw.get("common_nouns", ())),
        role_suffixes=tuple(pw.get("role_suffixes", ())),
        compound_heads=tuple(sorted(w for w in person_nouns if len(w) >= 4)),
        feminine_suffix=pw.get("feminine_suffix", ""),
        feminine_drops=tuple(pw.get("feminine_drops", ())),
        vowel_mutations=tuple(dict(pw.get("vowel_mutations", {})).items()),
        not_name_endings=tuple(pw.get("adjective_endings", ()))
        + tuple(pw.get("adverb_endings", ())),
        adjective_endings=tuple(pw.get("adjective_endings", ())),
        prep_adverbs=frozenset(pw.get("prep_adverbs", ())),
        infinitive_probes=tuple(dict(pw.get("infinitive_probes", {})).items()),
        gerund_endings=tuple(pw.get("gerund_endings", ())),
        adverb_endings=tuple(pw.get("adverb_endings", ())),
        participle_infinitives=tuple(dict(pw.get("participle_infinitives", {})).items()),
        adverbs=frozenset(pw.get("adverbs", ())),
        stop_words=lang.stop_words,
        languages=frozenset(pw.get("languages", ())),
        language_manners=frozenset(pw.get("language_manners", ())),
        list_classes=frozenset(pw.get("list_classes", ())),
        own_openers=frozenset(pw.get("own_openers", ())),
        approx_tails=frozenset(pw.get("approx_tails", ())),
        comment_nouns=frozenset(pw.get("comment_nouns", ())),
        partitives=lang.partitives,
        age_nouns=lang.age_nouns,
        light_verbs=dict(pw.get("light_verbs", {})),
        progressive_verbs=frozenset(pw.get("progressive_verbs", ())),
        copula_forms=dict(pw.get("copula_forms", {})),
        name_prefixes=frozenset(pw.get("name_prefixes", ())),
        place_names=frozenset(pw.get("place_names", ())),
        time_homonyms={k: frozenset(v) for k, v in pw.get("time_homonyms", {}).items()},
        past_third_endings=tuple(pw.get("past_third_endings", ())),
        nationalities=frozenset(pw.get("nationalities", ())),
        verb_negations=frozenset(pw.get("verb_negations", ())),
        articled_subject_names=bool(pw.get("articled_subject_names", False)),
        governed_preps={
            word: frozenset(p) for word, p in dict(pw.get("governed_preps", {})).items()
        },
        governed_words=frozenset(
            p for preps in dict(pw.get("governed_preps", {})).values() for p in preps
        ),
    )


@dataclass(slots=True)
class _Tok:
    i: int
    text: str
    low: str
    pos: str = "X"
    lemma: str = ""
    morph: str = ""
    head: int = -1
    dep: str = "dep"
    lemmas: tuple[str, ...] = ()
    tenses: frozenset[str] = frozenset()
    relative: bool = False  # a relative pronoun, found so by its place (_relative)


def to_ud(doc: Doc, lang: LanguageData) -> Doc:
    """The same tokens with a UD tree built by rule from the language data.

    Built once per doc and language (kept in ``doc.user_data``): the UD reader and the
    question and denial checks of a turn read the same tree.
    """
    built = doc.user_data.get(_TREE_KEY)
    if built is not None and built[0] == lang.code:
        return built[1]
    w = _words(lang)
    toks = [_Tok(t.i, t.text, t.lower_) for t in doc]
    sent_starts = [bool(t.is_sent_start) for t in doc] if len(doc) else []
    if sent_starts:
        sent_starts[0] = True
    start = 0
    for i in range(1, len(toks) + 1):
        if i == len(toks) or sent_starts[i]:
            _sentence(toks[start:i], lang, w)
            start = i
    for t in toks:
        if t.head < 0:
            t.head, t.dep = t.i, "ROOT"
    _dislocated_objects(toks, w)
    if w.verb_second:
        _objects_of_inner_infinitives(toks)
    if w.nouns_capitalised:
        _article_listed_names(toks, w)
    tree = Doc(
        doc.vocab,
        words=[t.text for t in toks],
        spaces=[bool(t.whitespace_) for t in doc],
        heads=[t.head for t in toks],
        deps=[t.dep for t in toks],
        pos=[t.pos for t in toks],
        lemmas=[t.lemma or t.low for t in toks],
        morphs=[t.morph for t in toks],
    )
    doc.user_data[_TREE_KEY] = (lang.code, tree)
    return tree


# --- tagging ----------------------------------------------------------------------------------


def _tag(toks: list[_Tok], lang: LanguageData, w: _Words) -> None:
    # Speech-to-text may write a language that capitalises its nouns all lowercase: then case
    # tells nothing, and a name is found by its place ("in köln", "meine schwester anna").
    cased = w.nouns_capitalised and any(t.text[:1].isupper() for t in toks)
    # Elsewhere a sentence with no capital after its first word is a transcript: a name there
    # is found by its place and by the dictionary not knowing it ("vivo a bologna").
    lowercase = not w.nouns_capitalised and not any(t.text[:1].isupper() for t in toks[1:])
    timed = _time_modifier_words(toks, w) if w.time_modifiers else frozenset()
    for k, t in enumerate(toks):
        low = t.low
        prev = toks[k - 1] if k else None
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        initial = k == 0 or (prev is not None and prev.pos == "PUNCT" and prev.text in ".!?")
        cap = t.text[:1].isupper()
        t.lemma = low
        if not any(ch.isalnum() for ch in t.text):
            t.pos = "PUNCT"
            continue
        if k in timed:
            t.pos = "ADJ"  # "el año que viene": the time's own words, no relative clause
            continue
        if (
            (k == 0 or (k < 3 and prev is not None and prev.pos == "INTJ"))  # "ach nee ..."
            and low in lang.reactions
            and nxt is not None
            and low not in w.forms
            and low not in w.pronouns
            and low not in lang.determiners  # "mia moglie", not "mamma mia"
            and not (low in w.subordinators and (nxt.low in w.forms or nxt.low in w.clitics))
        ):
            t.pos = "INTJ"  # "oi então meu nome é ...": a greeting, no subject
            continue
        if low.rstrip(".").isdigit():
            t.pos = "NUM"
            continue
        if low in w.ago_words and prev is not None and prev.low in w.time_nouns:
            t.pos = "ADV"  # "tre anni fa"
            continue
        if low in w.ago_openers and _time_ahead(toks, k, lang, w):
            t.pos = "ADV"  # "hace diez años": a time ago, no verb
            continue
        if _infinitive_marker(low, nxt, w, lang.code):
            t.pos = "PART"  # "estou a trabalhar": no article before a verb
            continue
        closing = nxt is None or nxt.text in _CLAUSE_PUNCT or nxt.text in ".!?"
        if low in w.particles and (
            closing or nxt.low in w.coordinators or nxt.low in w.nominatives
        ):
            # a separable verb's particle closing its clause ("ziehe ... um", "... vorbei und");
            # no preposition takes a subject's pronoun: "wo fang ich an ich bin ..."
            t.pos = "ADP"
            continue
        if prev is not None and (
            low in w.governed_preps.get(prev.low, ()) or _governed_again(toks, k, w)
        ):
            t.pos = "ADP"  # "alérgico a amendoim": the word before takes it as a preposition
            continue
        # "alérgico a pelo de gato": a noun after the governed preposition, no contraction
        governed = prev is not None and prev.pos == "ADP" and prev.low in w.governed_words
        if governed and low in w.contractions:
            t.pos = "NOUN"  # "alérgico a pelo de gato": the fur, no "por" + "o"
            continue
        if _person_clitic(low, nxt, w):
            t.pos = "PRON"  # "nos casamos": the pronoun, no "em" + "os"
            continue
        contraction = low in w.contractions
        if (
            (contraction or low in w.preps)
            and prev is not None
            and prev.pos == "PROPN"
            and (closing or nxt.low in w.coordinators)
        ):
            t.pos = "PROPN"  # "lucio dalla": a name's word, no preposition with nothing after
            continue
        if contraction or (low in w.preps and low in lang.determiners and not _opens(prev)):
            t.pos, t.lemma = "ADP", w.preps[low]
            t.morph = "PronType=Art" if contraction and low not in w.bare_preps else ""
            continue
        if low in w.object_clitics and (
            _speaker_verb(nxt, w) or (prev is not None and prev.low in lang.negations)
        ):
            # "los veo", "la conocí", "non lo permette": an object pronoun, no article
            t.pos = "PRON"
            continue
        if (
            low in lang.determiners
            and nxt is not None
            and (
                (nxt.text[:1].isalpha() and low not in w.relatives)
                or not _verb_ahead(nxt, w)
                # "vor der arbeit": after a preposition an article, not a relative's subject
                or (w.verb_second and prev is not None and prev.pos == "ADP")
            )
            and not (low in lang.fillers and _verb_ahead(nxt, w))  # "este, soy de rosario"
        ):
            t.pos = "DET"
            if low in lang.number_words and nxt.low in lang.age_nouns:
                t.pos = "NUM"
            continue
        if low in lang.determiners and low in lang.negations and nxt is None:
            t.pos = "DET"  # "kinder haben wir keine": the article left after the verb
            continue
        # After a naming verb ("si chiama otto", "chama se sofia") comes a name.
        named = prev is not None and (
            prev.lemma in lang.name_verbs
            or (prev.pos == "PRON" and k > 1 and toks[k - 2].lemma in lang.name_verbs)
        )
        if (
            prev is not None
            and prev.low in w.naming_words
            and low.isalpha()
            and low not in lang.stop_words
            and low not in w.preps
        ):
            t.pos = "PROPN"  # "einen hamster namens krümel": a name, whatever else
            continue
        # A verb form after a pronoun or a negation is the verb ("eu como", "não como carne").
        verb_slot = prev is not None and (prev.pos == "PRON" or prev.low in lang.negations)
        if (
            low in w.preps
            and prev is not None
            and prev.pos == "ADP"
            and nxt is not None
            and (nxt.low.isdigit() or nxt.low in lang.number_words)
        ):
            t.pos = "ADV"  # "seit über fünfzig jahren": how many, no second preposition
            continue
        if low in w.preps and not (low in w.forms and verb_slot):
            t.pos, t.lemma = "ADP", w.preps[low]
            continue
        if low in w.coordinators:
            t.pos = "CCONJ"
            continue
        if (
            low in w.approx_tails
            and k >= 2
            and prev is not None
            and prev.low in w.coordinators
            and toks[k - 2].pos == "NUM"
        ):
            t.pos = "NUM"  # "trinta e poucos anos": a rough number, no noun
            continue
        if (
            _clitic_before_verb(low, nxt, w)
            or (named and low in w.clitics)
            or _clitic_after_noun(low, prev, nxt, w)
        ):
            t.pos = "PRON"  # "ela se chama Ana": the pronoun, not "if"
            continue
        if low in w.subordinators or low in w.complementizers:
            t.pos = "SCONJ"
            continue
        if low in lang.negations:
            t.pos = "ADV"
            continue
        if not (cap and not initial) and (
            (
                low in lang.number_words
                and (low not in w.forms or _counts_time(nxt, w))
                and not named
            )
            or (low.isalpha() and low not in lang.stop_words and _compound_number(low, lang))
        ):
            t.pos = "NUM"
            continue
        uncased = w.nouns_capitalised and not cased  # "mein chef heißt thomas brandl"
        surname = (
            uncased
            and prev is not None
            and prev.pos == "PROPN"
            and k > 1
            and toks[k - 2].lemma in lang.name_verbs
            and not simplemma.is_known(low, lang=lang.code)
        )
        if (
            (named or surname)
            and (lowercase or uncased)
            and low.isalpha()
            and low not in w.forms
            and low not in lang.stop_words
        ):
            t.pos = "PROPN"  # "si chiama otto": a name, whatever else the word is
            continue
        if lowercase and low in w.place_names and _place_slot(prev, nxt, lang, w):
            t.pos = "PROPN"  # "abito a roma", "mora em natal", "fui a paris": a place the
            continue  # dictionary reads as a word
        if low in w.name_prefixes and _name_prefix(toks, k, w):
            t.pos = "PROPN"  # "sankt": no verb form
            continue
        if (
            low in w.prep_adverbs
            and nxt is not None
            and (nxt.low in w.preps or nxt.low in w.contractions)
        ):
            t.pos = "ADV"  # "un uliveto vicino a otranto": where it is, no noun of the phrase
            continue
        form = w.forms.get(low) or _with_clitic(low, w)
        if form is not None and _noun_after_infinitive(form, prev, low, lang.code):
            form = None  # "cambiare lavoro": the infinitive's object, a noun
        if (
            form is not None
            and form[1] == {"Part"}
            and prev is not None
            and prev.tenses == {"Inf"}
            and prev.lemma not in w.auxiliaries  # "ter feito": the perfect infinitive
            and _own_lemma(low, lang.code)
        ):
            form = None  # "cozinhar comida japonesa": a noun the participle spells
        if form is not None and low in lang.traits and prev is not None and prev.lemma in w.copulas:
            form = None  # "sono sposata": a trait, not a passive
        if (
            form is not None
            and low in lang.former_words
            and prev is not None
            and prev.pos == "NOUN"
        ):
            form = None  # "é professora aposentada": what the noun was, no passive
        after_det = (
            prev is not None
            and prev.pos == "DET"
            and (prev.low not in w.relatives or (k > 1 and toks[k - 2].pos == "ADP"))
        )  # "wegen der arbeit": after a preposition the article, no relative's subject
        if (
            form is not None
            and _finite_only(form)
            and _noun_slot(toks, k, w)
            and not (prev is not None and prev.low in w.verb_negations)
            and not (w.finite_opens and _other_person(toks, k, form))
            and not (w.verb_second and _modal_after_infinitive(toks, k, form, w))
            and not (w.verb_second and _fronted_infinitive(toks, k, w))
            and not (w.verb_second and _asks_listener(toks, k, form, w))
        ):
            form = None  # "chef de cozinha", "faccio solo nuoto": a noun where no verb goes
            if w.verb_second and not cap:
                t.pos = "NOUN"  # "ich war früher koch": no lemma makes it a verb again
                continue
        if form is not None and not after_det and not (cap and not initial):
            t.lemmas, t.tenses = form[0], form[1]
            t.lemma = form[0][0]
            t.pos = "AUX" if set(form[0]) & w.auxiliaries else "VERB"
            persons = sorted(form[2])
            if persons:
                t.morph = (
                    f"Number={'Plur' if persons[0][1] == 'p' else 'Sing'}|Person={persons[0][0]}"
                )
            if _enclitic(low, w):
                t.morph = "|".join(m for m in (t.morph, "Reflex=Yes") if m)
            continue
        if (
            low in w.given_names
            and lowercase
            and prev is not None
            and prev.pos == "NOUN"
            and prev.low in w.person_nouns
            and k > 1
            and toks[k - 2].low in w.possessives
        ):
            # "mio fratello salvo": a given name the dictionary knows as a word, right after
            # one's relative
            t.pos = "PROPN"
            continue
        if low in w.possessives_after and prev is not None and prev.pos == "NOUN":
            t.pos = "ADJ"  # "amigos míos": the possessive after its noun
            continue
        if (low in w.pronouns or low in w.relatives) and not after_det:
            t.pos = "PRON"  # after an article it is a noun ("a gente")
            continue
        if low in w.adjectives and low not in w.adverbs:  # "un ospedale lì": the place's
            t.pos = "ADJ"
            continue
        if cap and not initial:
            t.pos = "NOUN" if _common_noun(t, prev, w, lang.code) else "PROPN"
            if t.pos == "NOUN" and low in w.time_nouns and w.nouns_capitalised:
                t.morph = "AdvType=Tim"  # "im Sommer": a time, no place
            continue
        if _name_prefix(toks, k, w):
            t.pos = "PROPN"  # "sou de são luís", "vengo da san paolo": a saint's name
            continue
        if low in lang.partitives and after_det and nxt is not None and nxt.low in w.of_preps:
            t.pos = "NOUN"  # "um pouco de russo": how much, then of what
            continue
        if low in lang.stop_words and low not in w.known_nouns:
            inside = w.adjectives_first and after_det and not _phrase_ends(nxt, lang, w)
            t.pos = "ADJ" if inside else "ADV"  # "ein großer fan": inside a noun phrase
            continue
        if low in w.adverbs:
            t.pos = "ADV"  # "sono appena fidanzato", "abito ormai da anni"
            continue
        if low in w.cue_words and low not in w.known_nouns and not w.nouns_capitalised:
            t.pos = "ADV"  # "parlo francese anzi no": a correction or hedge word
            continue
        if low in lang.partitives and _degree_after_copula(toks, k, w):
            t.pos = "ADV"  # "siamo un po' tristi": how much, with nothing counted
            continue
        if cased and not cap and low in w.time_nouns and not _opens_phrase(prev):
            t.pos = "ADV"  # lowercase in a language that capitalises nouns: "morgen", not "Morgen"
            continue
        if low.endswith(w.not_name_endings) and len(low) > 6:
            if low.endswith(w.adverb_endings) and len(low) > 7:
                t.pos = "ADV"  # "oficialmente"
                continue
            if low.endswith(w.adjective_endings) and low not in w.known_nouns:
                t.pos = "ADJ"  # "nervosissimo": a superlative
                continue
        before = toks[k - 2] if k > 1 else None
        if lowercase and prev is not None and prev.low in w.definite_articles:
            before = _relative_before(toks, k - 2, w) or before  # "o irmão mais velho o marcos"
        if _past_third(t, w, cap and not initial):
            lemma = nlp.lemma(low, lang.code)  # "mi abuela murió": no name ends so
            t.pos, t.lemma, t.lemmas, t.tenses = "VERB", lemma, (lemma,), frozenset({"Past"})
            t.morph = "Number=Sing|Person=3"
            continue
        if lowercase and w.bare_subject_names and _bare_subject(toks, k, w, lang.code):
            t.pos = "PROPN"
            continue
        if lowercase and w.articled_subject_names and _articled_subject(toks, k, w, lang.code):
            t.pos = "PROPN"
            continue
        third = toks[k - 3] if k > 2 else None
        if third is not None and third.pos in ("ADJ", "ADV"):
            third = _relative_before(toks, k - 3, w) or third  # "a irmã mais velha é a bia"
        if (
            third is not None
            and before is not None
            and before.pos == "NUM"
            and prev is not None
            and prev.low in w.definite_articles
            and _copula(third, w)
        ):
            # "os meus filhos são dois o tomás e o rodrigo": how many, then who
            before, third = third, toks[k - 4] if k > 3 else None
        if lowercase and _lowercase_name(t, prev, before, w, lang.code, nxt, third):
            t.pos = "PROPN"
            continue
        # two verbs do not stand side by side ("nada" is "nothing" before it is "swims")
        verb_next = nxt is not None and nxt.low in w.forms and nxt.low not in lang.negations
        after_verb = prev is not None and prev.pos in ("VERB", "AUX") and not w.verb_second
        if verb_next and after_verb and _unlisted_infinitive(low, w, lang.code):
            # after a finite verb an infinitive all the same: "voglio cambiare lavoro"
            t.pos, t.lemmas, t.tenses = "VERB", (low,), frozenset({"Inf"})
            t.morph = "VerbForm=Inf"
            continue
        # a given name the dictionary leads to a verb ("rodrigo" of "rodrigar") is a name
        unknown = low not in w.known_nouns and low not in w.given_names
        if unknown and not after_det and not verb_next:
            lemma = nlp.lemma(low, lang.code)
            if lemma != low and len(lemma) > 3 and lemma.endswith(w.infinitive_suffixes):
                part = any(low.startswith(a) and low.endswith(b) for a, b in w.participle_marks)
                tense = "Part" if part else "Inf" if low.endswith(w.infinitive_suffixes) else "Pres"
                if tense == "Pres" and w.gerund_endings and low.endswith(w.gerund_endings):
                    tense = "Ger"  # "sto cercando casa": a gerund the table does not list
                if tense == "Pres" and prev is not None and prev.pos == "ADP":
                    t.pos = "NOUN"  # "alérgica a abelha": a preposition takes no finite verb
                    continue
                if tense == "Pres" and _finite_copula(prev, w):
                    t.pos = "NOUN"  # "marta è architetta": a copula takes no finite verb
                    continue
                if tense == "Pres" and w.verb_second and _after_finite(toks, k, w, lemma):
                    t.pos = "NOUN"  # "mein mann ist tischler": no second finite verb
                    continue
                t.pos, t.lemma = "VERB", lemma
                t.lemmas, t.tenses = (lemma,), frozenset({tense})
                t.morph = "VerbForm=Part" if part else ""
                continue
            # where an infinitive goes: after a verb, a preposition, an adverb or a place
            # ("adoro cucinare", "di aprire", "foi pra chapada acampar"), not in "almoço e jantar"
            if prev is not None and prev.pos == "AUX" and _participle(low, w, lang.code):
                t.pos, t.lemmas, t.tenses = "VERB", (low,), frozenset({"Part"})
                t.morph = "VerbForm=Part"
                continue  # "sono rientrata": a participle the table does not list
            governed = prev is not None and prev.pos not in ("DET", "CCONJ", "SCONJ", "PUNCT")
            governed = governed and not (
                w.verb_second and prev.pos in ("ADP", "ADJ")
            )  # "im norden"
            if governed and lemma == low and _infinitive(low, w.infinitive_probes, lang.code):
                t.pos, t.lemmas, t.tenses = "VERB", (low,), frozenset({"Inf"})
                t.morph = "VerbForm=Inf"
                continue  # "ho intenzione di aprire": a verb the table does not list
        if cased and _modifier_word(t, prev, initial, w):
            t.pos = "ADV" if low in w.cue_words else "ADJ"
            continue
        if (
            w.nouns_capitalised
            and not cased
            and prev is not None
            and before is not None
            and _named_relative(prev, before, nxt, w)
            and low.isalpha()
            and low not in w.common_nouns
            and low not in w.stop_words
        ):
            t.pos = "PROPN"  # "meine mutter rosa spricht": a name the dictionary knows too
            continue
        if (
            w.nouns_capitalised
            and not cased
            and _no_noun(low, w, lang.code)
            and not (after_det and _phrase_ends(nxt, lang, w))  # "'nen garten": the noun
        ):
            t.pos = "ADV" if low in w.cue_words else "ADJ"  # "echt", "selber", "klar"
            continue
        if w.nouns_capitalised and not cased and _article_listed_name(toks, k, w, lang.code):
            t.pos = "PROPN"  # "zwei katzen die luna und die mimi": each name with its article
            continue
        if w.nouns_capitalised and not cased and _uncased_name(t, prev, before, w, lang.code, nxt):
            t.pos = "PROPN"
            continue
        if w.nouns_capitalised and not cased and _introduced_self(t, prev, nxt, w, lang.code):
            t.pos = "PROPN"  # "ich bin tarek bin dreiundzwanzig": a name no dictionary knows
            continue
        t.pos = "NOUN"
        if low in w.time_nouns and not _homonym(t, prev, w):
            t.morph = "AdvType=Tim"  # "na semana passada": a time, no place
        elif low in w.plural_nouns:
            t.morph = "Number=Plur"  # "zwei kinder lea und jonas": both named
            t.lemma = nlp.lemma(low, lang.code)
        elif w.plural_endings and len(low) > 3 and low.endswith(w.plural_endings):
            t.morph = "Number=Plur"  # "soy muy de rutinas": no name, a plural
            t.lemma = nlp.lemma(low, lang.code)  # "mis dos gatos": the cat the tables list
        if initial and cap and low not in lang.stop_words and low not in w.known_nouns:
            t.pos = "PROPN"


def _phrase_ends(nxt: _Tok | None, lang: LanguageData, w: _Words) -> bool:
    """Nothing after the word that a noun phrase goes on with."""
    if nxt is None or not nxt.low.isalpha():
        return True
    low = nxt.low
    return low in lang.stop_words or low in w.preps or low in w.forms or low in w.coordinators


def _speaker_verb(nxt: _Tok | None, w: _Words) -> bool:
    """A finite verb form of the first or second person only: "(los) veo", "(la) conocí"."""
    form = w.forms.get(nxt.low) if nxt is not None else None
    if form is None or not _finite_only(form) or not form[2]:
        return False
    return all(p[0] in "12" for p in form[2])


def _dislocated_objects(toks: list[_Tok], w: _Words) -> None:
    """A noun said first and taken up by an object pronoun: the verb's object, not subject.

    "il reggaeton non lo sopporto", "la pizza la adoro": a first- or second-person verb
    (``_speaker_verb``) takes no noun subject; its object clitic stands for the noun.
    """
    for k, clitic in enumerate(toks):
        if clitic.low not in w.object_clitics or clitic.pos != "PRON" or k + 1 >= len(toks):
            continue
        verb = toks[k + 1]
        if verb.pos != "VERB" or clitic.head != verb.i or not _speaker_verb(verb, w):
            continue
        for t in toks[:k]:
            if t.head == verb.i and t.dep == "nsubj" and t.pos == "NOUN":
                t.dep = "obj"


def _objects_of_inner_infinitives(toks: list[_Tok]) -> None:
    """Infinitives stacked at the clause's end: the object before them is the first one's.

    "ich will motorrad fahren lernen": the motorbike is ridden, the riding learnt; the
    verb-final clause puts the object right before the infinitive that takes it.
    """
    for k in range(len(toks) - 1):
        inner, outer = toks[k], toks[k + 1]
        if (
            inner.head != outer.i
            or inner.dep != "xcomp"
            or "Inf" not in inner.tenses
            or "Inf" not in outer.tenses
        ):
            continue
        for t in toks[:k]:
            if t.head == outer.i and t.dep == "obj":
                t.head = inner.i


def _plural_persons(t: _Tok, w: _Words) -> bool:
    """People or pets in the plural ("katzen", "buben"): a list may name them."""
    return (t.low in w.person_nouns or t.lemma in w.person_nouns) and "Plur" in t.morph


def _article_listed_name(toks: list[_Tok], k: int, w: _Words, code: str) -> bool:
    """A word after an article in a list naming plural persons, each name with its article.

    "zwei katzen die luna und die mimi": the first before "und", the next after it.
    """
    low = toks[k].low
    if k < 2 or toks[k - 1].low not in w.definite_articles or low in w.common_nouns:
        return False
    if not low.isalpha() or low in w.forms or _role_noun(low, w, code):
        return False
    nxt = toks[k + 1] if k + 1 < len(toks) else None
    if _plural_persons(toks[k - 2], w):
        return nxt is not None and nxt.low in w.coordinators
    return (
        k >= 5
        and toks[k - 2].low in w.coordinators
        and toks[k - 3].pos == "PROPN"
        and toks[k - 4].low in w.definite_articles
        and _plural_persons(toks[k - 5], w)
    )


def _article_listed_names(toks: list[_Tok], w: _Words) -> None:
    """Names listed after plural persons, each with its article: the persons' appositions.

    "wir haben zwei katzen die luna und die mimi": luna names one cat, mimi the other.
    """
    for k in range(2, len(toks) - 3):
        noun, art, name, conj = toks[k - 2], toks[k - 1], toks[k], toks[k + 1]
        if (
            name.pos != "PROPN"
            or art.low not in w.definite_articles
            or conj.low not in w.coordinators
            or not _plural_persons(noun, w)
        ):
            continue
        name.head, name.dep = noun.i, "appos"
        art.pos, art.head, art.dep = "DET", name.i, "det"
        art2, second = toks[k + 2], toks[k + 3]
        if art2.low in w.definite_articles and second.pos == "PROPN":
            second.head, second.dep = name.i, "conj"
            conj.head, conj.dep = second.i, "cc"
            art2.pos, art2.head, art2.dep = "DET", second.i, "det"


def _asks_listener(
    toks: list[_Tok],
    k: int,
    form: tuple[tuple[str, ...], frozenset[str], frozenset[str]],
    w: _Words,
) -> bool:
    """A second-person form before the listener's pronoun: "nervös hast du tipps", a verb.

    Not right after a finite verb ("obwohl ich müde bin hast du ..."): two verbs side by
    side the clause splitter does not part.
    """
    return (
        k + 1 < len(toks)
        and (k == 0 or toks[k - 1].pos not in ("VERB", "AUX"))
        and toks[k + 1].low in w.listener_subjects
        and any(p[0] == "2" for p in form[2])
    )


def _other_person(
    toks: list[_Tok], k: int, form: tuple[tuple[str, ...], frozenset[str], frozenset[str]]
) -> bool:
    """The finite verb before has another person: "el año que viene voy a ...", two clauses."""
    j = k - 1
    while j >= 0 and toks[j].pos in ("ADV", "ADJ"):
        j -= 1
    if j < 0 or not form[2] or "Person=" not in toks[j].morph:
        return False
    person = toks[j].morph.split("Person=")[1][0]
    return all(p[0] != person for p in form[2])


def _time_modifier_words(toks: list[_Tok], w: _Words) -> frozenset[int]:
    """Positions of the words of a time modifier after its time noun ("el año que viene")."""
    out: set[int] = set()
    for k in range(1, len(toks)):
        if toks[k - 1].low not in w.time_nouns:
            continue
        for phrase in w.time_modifiers:
            if tuple(t.low for t in toks[k : k + len(phrase)]) == phrase:
                out.update(range(k, k + len(phrase)))
    return frozenset(out)


def _time_ahead(toks: list[_Tok], k: int, lang: LanguageData, w: _Words) -> bool:
    """A time noun within the next three words, only numbers or function words before it."""
    for t in toks[k + 1 : k + 4]:
        if t.low in w.time_nouns:
            return True
        if not (t.low.isdigit() or t.low in lang.number_words or t.low in lang.stop_words):
            return False
    return False


def _place_slot(prev: _Tok | None, nxt: _Tok | None, lang: LanguageData, w: _Words) -> bool:
    """After a bare preposition or an article ("no natal" is Christmas), the name ending there.

    "de porto" ends, "de porto velho" not.
    """
    if not _opens_phrase(prev) or prev is None or prev.low in w.contractions:
        return False
    if nxt is None or not nxt.text[:1].isalpha():
        return True
    low = nxt.low
    return low in lang.stop_words or low in w.preps or low in w.coordinators or low in w.forms


def _name_prefix(toks: list[_Tok], k: int, w: _Words) -> bool:
    """A saint's title after a preposition, the words after it: one place's name.

    "de são luís do maranhão", "da san paolo": the title, its name, a linked last word.
    """
    t = toks[k]
    prev = toks[k - 1] if k else None
    nxt = toks[k + 1] if k + 1 < len(toks) else None
    word = t.low.isalpha() and t.low not in w.stop_words
    if prev is not None and prev.pos == "PROPN" and prev.low in w.name_prefixes:
        return word
    if (
        prev is not None
        and prev.pos == "ADP"
        and prev.low not in w.contractions
        and nxt is not None
        and nxt.low in w.name_prefixes
        and k + 2 < len(toks)
        and toks[k + 2].low.isalpha()
        and toks[k + 2].low not in w.stop_words
    ):
        return word  # "a sesto san giovanni", "a borgo san lorenzo": a word before the title
    if k >= 3 and prev is not None and prev.low in w.of_preps and toks[k - 3].pos == "PROPN":
        return word and toks[k - 2].pos == "PROPN" and toks[k - 3].low in w.name_prefixes
    # "an der fh sankt pölten": where nouns are capitalised a name goes on after a name;
    # "corri a são silvestre": a title that is a verb form too ("são") after an article
    return (
        t.low in w.name_prefixes
        and prev is not None
        and (
            prev.pos == "ADP"
            or (prev.pos == "PROPN" and w.nouns_capitalised)
            or (prev.low in w.definite_articles and t.low in w.forms)
        )
        and nxt is not None
        and nxt.low.isalpha()
        and nxt.low not in w.stop_words
    )


def _counts_time(nxt: _Tok | None, w: _Words) -> bool:
    """A number word before a time noun counts it: "sei ore" is six hours, not "you are"."""
    return nxt is not None and (nxt.low in w.time_nouns or nxt.low in w.age_nouns)


def _modal_after_infinitive(
    toks: list[_Tok],
    k: int,
    form: tuple[tuple[str, ...], frozenset[str], frozenset[str]],
    w: _Words,
) -> bool:
    """An auxiliary or modal right after a form that is an infinitive too.

    A verb-last clause's verbs ("was ich heute kochen soll"), no noun after a finite verb.
    """
    prev = toks[k - 1] if k else None
    return (
        prev is not None
        and prev.pos == "VERB"
        and prev.low.endswith(w.infinitive_suffixes)
        and bool(set(form[0]) & w.auxiliaries)
    )


def _fronted_infinitive(toks: list[_Tok], k: int, w: _Words) -> bool:
    """A finite verb after an infinitive opening its clause, its subject pronoun after it.

    "joggen hass ich wie die pest", "aber kochen mag ich": the activity first, then the verb
    (verb second); the infinitive is the verb's object, a noun as its capital says ("Joggen").
    """
    if k < 1 or k + 1 >= len(toks) or toks[k + 1].low not in w.subject_words:
        return False
    prev = toks[k - 1]
    opens = k == 1 or toks[k - 2].pos in ("PUNCT", "CCONJ") or toks[k - 2].low in w.cue_words
    if not (opens and prev.pos == "VERB" and prev.low.endswith(w.infinitive_suffixes)):
        return False
    prev.pos, prev.lemma, prev.lemmas = "NOUN", prev.low, ()  # "(das) Joggen": the activity
    prev.tenses, prev.morph = frozenset(), ""
    return True


def _finite_only(form: tuple[tuple[str, ...], frozenset[str], frozenset[str]]) -> bool:
    return bool(form[1]) and not form[1] & NON_FINITE


def _after_finite(toks: list[_Tok], k: int, w: _Words, lemma: str) -> bool:
    """A finite verb before the word, no subject pronoun after it: one finite verb to a clause.

    Adverbs or a time between: "ist tischler", "macht echt spaß", "spielen jeden freitag jass".
    """
    nxt = toks[k + 1] if k + 1 < len(toks) else None
    if nxt is not None and nxt.pos == "PRON" and nxt.low in w.subject_words:
        return False
    j = k - 1
    if j > 0 and toks[j].pos == "PRON" and toks[j].low in w.subject_words:
        j -= 1  # "spiel ich schafkopf": the subject after its verb
    timed = False
    while j >= 0 and (toks[j].pos == "ADV" or (toks[j].pos in ("ADJ", "DET", "NUM") and timed)):
        j -= 1
    while j >= 0 and toks[j].pos == "NOUN" and "Tim" in toks[j].morph:
        timed = True
        j -= 1
        while j >= 0 and toks[j].pos in ("ADJ", "DET", "NUM", "ADV"):
            j -= 1
    if j < 0 or not toks[j].tenses - NON_FINITE or toks[j].pos not in ("VERB", "AUX"):
        return False
    if toks[j].lemma in w.copulas:
        return True
    if toks[j].pos == "AUX":
        return False  # "hab ... verkauft": the auxiliary's participle
    # after a full verb, a time between or the bare stem of a verb ("spiel ich schafkopf")
    return timed or (lemma.startswith(toks[k].low) and len(lemma) - len(toks[k].low) <= 2)


def _finite_copula(prev: _Tok | None, w: _Words) -> bool:
    return (
        prev is not None
        and prev.pos == "AUX"
        and prev.lemma in w.copulas
        and bool(prev.tenses - NON_FINITE)
    )


def _noun_slot(toks: list[_Tok], k: int, w: _Words) -> bool:
    """Right after a preposition, or after a finite verb (adverbs between): no finite verb.

    In a verb-second language after a finite copula too: "ich war früher koch".
    """
    if k and toks[k - 1].pos == "ADP":
        return True  # "chef de cozinha", "del lavoro"
    j = k - 1
    while j >= 0 and toks[j].pos in ("ADV", "ADJ"):
        j -= 1
    prev = toks[j] if j >= 0 else None
    if prev is None or not prev.tenses - NON_FINITE:
        return False
    return prev.pos == "VERB" or (w.verb_second and prev.lemma in w.copulas)


@lru_cache(maxsize=16384)
def _own_lemma(low: str, code: str) -> bool:
    return nlp.lemma(low, code) == low


def _unlisted_infinitive(low: str, w: _Words, code: str) -> bool:
    return _own_lemma(low, code) and _infinitive(low, w.infinitive_probes, code)


def _noun_after_infinitive(
    form: tuple[tuple[str, ...], frozenset[str], frozenset[str]],
    prev: _Tok | None,
    low: str,
    code: str,
) -> bool:
    """A finite form right after an infinitive that the dictionary reads as its own lemma."""
    return (
        prev is not None
        and prev.tenses == {"Inf"}
        and not form[1] & NON_FINITE
        and _own_lemma(low, code)
    )


@lru_cache(maxsize=16384)
def _infinitive(low: str, probes: tuple[tuple[str, str], ...], code: str) -> bool:
    """A word that is its own lemma and that a form of it the dictionary leads back to.

    "aprire" (<- the gerund "aprendo"), "joggen" (<- "jogge"), not "mare" or "infermiere":
    a noun has no verb form.
    """
    for suffix, gerund in probes:
        if low.endswith(suffix) and len(low) > len(suffix) + 2:
            return nlp.lemma(low[: -len(suffix)] + gerund, code) == low
    return False


def _degree_after_copula(toks: list[_Tok], k: int, w: _Words) -> bool:
    """A partitive after a copula and its article, before no "of": "è un po' pesante"."""
    if k < 2 or k + 1 >= len(toks) or toks[k + 1].low in w.of_preps:
        return False
    return toks[k - 1].pos == "DET" and toks[k - 2].lemma in w.copulas


def _participle(low: str, w: _Words, code: str) -> bool:
    """A participle whose infinitive is one: "rientrata" (<- "rientrare" <- "rientrando")."""
    for ending, infinitive in w.participle_infinitives:
        if low.endswith(ending) and len(low) > len(ending) + 2:
            verb = low[: -len(ending)] + infinitive
            return _infinitive(verb, w.infinitive_probes, code)
    return False


def _with_clitic(
    low: str, w: _Words
) -> tuple[tuple[str, ...], frozenset[str], frozenset[str]] | None:
    """An infinitive with a clitic pronoun joined on ("trasferirmi", "a guardarlo")."""
    for clitic in (*w.clitics, *w.object_clitics):
        if low.endswith(clitic) and len(low) > len(clitic) + 3:
            infinitive = w.infinitives.get(low[: -len(clitic)])
            if infinitive is not None:
                lemmas, _, _ = w.forms[infinitive]
                return lemmas, frozenset({"Inf"}), frozenset()
    return None


def _infinitive_marker(low: str, nxt: _Tok | None, w: _Words, code: str) -> bool:
    """A particle before an infinitive ("estou a trabalhar"), not an article or preposition.

    An infinitive the tables do not list too ("aprendi a fingir"), no noun the tables know.
    """
    if low not in w.infinitive_markers or nxt is None:
        return False
    form = w.forms.get(nxt.low)
    if form is not None:
        return "Inf" in form[1]
    return (
        nxt.low.isalpha()
        and nxt.low not in w.known_nouns
        and nxt.low.endswith(w.infinitive_suffixes)
        and _infinitive(nxt.low, w.infinitive_probes, code)
    )


def _number_joiner(toks: list[_Tok], k: int, w: _Words) -> bool:
    """The "and" inside a spoken number ("trinta e cinco"): no clause boundary."""
    return (
        toks[k].low in w.number_joiners
        and 0 < k < len(toks) - 1
        and toks[k - 1].pos == "NUM"
        and toks[k + 1].pos == "NUM"
    )


def _clitic_before_verb(low: str, nxt: _Tok | None, w: _Words) -> bool:
    """A clitic that is also a subordinator ("se"), right before a verb that is not subjunctive.

    "ela se chama Ana" is the pronoun; "se tiver tempo" (a subjunctive after it) is "if".
    """
    if low not in w.clitics or nxt is None:
        return False
    form = w.forms.get(nxt.low)
    return form is not None and not ({"Sub", "Inf"} & form[1]) and bool(form[1] - NON_FINITE)


def _person_clitic(low: str, nxt: _Tok | None, w: _Words) -> bool:
    """A clitic that is also a preposition, before a finite verb of its person ("nos casamos")."""
    person = w.clitic_persons.get(low)
    if person is None or nxt is None:
        return False
    form = w.forms.get(nxt.low)
    return form is not None and person in form[2] and bool(form[1] - NON_FINITE)


def _clitic_after_noun(low: str, prev: _Tok | None, nxt: _Tok | None, w: _Words) -> bool:
    """A clitic between a noun and a finite verb, a subjunctive too: "que a gente se mude".

    "If" does not stand between a subject and its verb.
    """
    if low not in w.clitics or prev is None or prev.pos != "NOUN" or nxt is None:
        return False
    form = w.forms.get(nxt.low)
    return form is not None and bool(form[1] - NON_FINITE) and bool(form[2])


def _enclitic(low: str, w: _Words) -> bool:
    """A verb form written with its clitic pronoun joined on ("chama-se", "mudei-me")."""
    if not w.enclitic_joiner or w.enclitic_joiner not in low:
        return False
    return low.rsplit(w.enclitic_joiner, 1)[1] in w.clitics


def _opens_phrase(prev: _Tok | None) -> bool:
    """A determiner or a preposition before: a noun phrase goes on or starts here."""
    return prev is not None and prev.pos in ("DET", "ADP")


@lru_cache(maxsize=16384)
def _dictionary_lowercase(low: str, code: str) -> bool:
    """The dictionary knows the word and writes its lemma lowercase: no noun, no name."""
    return (
        simplemma.is_known(low, lang=code) and not simplemma.lemmatize(low, lang=code)[:1].isupper()
    )


def _no_noun(low: str, w: _Words, code: str) -> bool:
    """In a lowercase sentence of a language that capitalises nouns, a word that is none."""
    return low not in w.common_nouns and _dictionary_lowercase(low, code)


def _uncased_name(
    t: _Tok, prev: _Tok | None, before: _Tok | None, w: _Words, code: str, nxt: _Tok | None = None
) -> bool:
    """An unknown word of a lowercase sentence that stands where names stand.

    After a preposition ("in köln", "bei siemens") or a person noun ("meine schwester anna"),
    or after a name and a word linking names ("frankfurt am main"). Persons in the plural are
    named by a list ("meine kinder lea und jonas"): one word alone after them is none ("zock
    ich mit meinen jungs fifa").
    """
    if prev is None or t.low in w.common_nouns:
        return False
    if prev.low == "," and before is not None and before.low in w.person_nouns:
        prev = before  # "zwei jungs, leon und paul", "meine älteste, lena, ...": past the comma
    if prev.low in w.of_preps and before is not None and before.pos == "PROPN":
        return not _dictionary_lowercase(t.low, code)
    if prev.pos == "CCONJ" and before is not None and before.pos == "PROPN":
        return not _role_noun(t.low, w, code)  # "zwei kinder lea und jonas"
    if (
        prev.low in w.definite_articles
        and before is not None
        and before.pos == "ADP"
        and (t.low in w.institutions or not simplemma.is_known(t.low, lang=code))
    ):
        return not _role_noun(t.low, w, code)  # "bei der öbb": a word no dictionary knows
    if prev.low in w.name_preps:
        return True  # "in hallein": no role ("Halle" + "in")
    if _role_noun(t.low, w, code):
        return False
    person = prev.low in w.person_nouns or prev.lemma in w.person_nouns  # "katzen mia"
    if person and "Plur" in prev.morph and not (nxt is not None and nxt.low in w.coordinators):
        return False
    return (prev.pos == "ADP" and prev.low not in w.contractions) or person


def _introduced_self(t: _Tok, prev: _Tok | None, nxt: _Tok | None, w: _Words, code: str) -> bool:
    """An unknown word right after a first-person copula, ending its clause: one's name.

    "ich bin tarek", "ich bin tarek bin dreiundzwanzig", "bin jonas und komm aus ...": the
    next word ends the sentence, coordinates or is a verb form; a role says itself
    ("ich bin lehrerin"), the dictionary knows it.
    """
    if prev is None or not _copula(prev, w) or "Person=1" not in prev.morph:
        return False
    ends = nxt is None or not nxt.low[:1].isalnum()  # "ich bin tarek, 23"
    if not ends and not (nxt.low in w.coordinators or nxt.low in w.forms):
        return False
    return _unknown_name_word(t.low, w, code) and not _role_noun(t.low, w, code)


def _past_third(t: _Tok, w: _Words, capitalised: bool) -> bool:
    """A word with an ending only a finite verb has (PARSER_WORDS "past_third_endings")."""
    low = t.low
    return (
        bool(w.past_third_endings)
        and not capitalised
        and len(low) > 3
        and low.endswith(w.past_third_endings)
        and low.isalpha()
        and low not in w.known_nouns
    )


def _lowercase_name(
    t: _Tok,
    prev: _Tok | None,
    before: _Tok | None,
    w: _Words,
    code: str,
    nxt: _Tok | None = None,
    third: _Tok | None = None,
) -> bool:
    """A word of a lowercase transcript the dictionary does not know, where names stand.

    "sono di napoli", "mia sorella elena", "sono roberta", "a minha irmã a bia", "sou o
    duarte": after a preposition, a person noun or a copula, with or without a definite
    article; a word the dictionary knows lowercase is a common noun ("in palestra"), an
    ending may tell one too ("nervosissimo").
    """
    if prev is None:
        return False
    low = t.low
    if prev.low in w.definite_articles and before is not None:
        if before.low in w.person_nouns and before.pos == "NOUN":
            # "o meu irmão o caio": an article after a relative names it, a word the
            # dictionary knows too; not "o irmão mais velho"
            return low not in w.common_nouns and low not in w.stop_words and low.isalpha()
        prev, before = before, third  # the article before a name ("sou o duarte")
        if prev.pos == "ADP":
            return False  # "na google": the preposition's own article
        if _relative_is(third, nxt, w) and _copula(prev, w):
            # "o meu melhor amigo é o lucas": a role takes no article there ("é médico")
            return _nameable_word(low, w, code)
        if _introduced(prev, nxt, w) and low not in w.common_nouns and low.isalpha():
            return low not in w.stop_words  # "sou a camila", a name the dictionary knows too
    if _listed_name(t, prev, before, nxt, w, code):
        return True  # "ho due figli marco e luca", "si chiamano marco e luca"
    if prev.pos == "CCONJ" and before is not None and before.pos == "PROPN":
        # "o pedro e a maria", "pedro e maria": after a name and "and", another name
        return _nameable_word(low, w, code) and not _known_word(low, w, code)
    if prev.low in w.coordinators and before is not None and before.low in w.subject_words:
        # "io e davide siamo amici": after a subject pronoun and "and", a name
        return _nameable_word(low, w, code) and not _known_word(low, w, code)
    copula = prev.pos == "AUX" and prev.lemma in w.copulas  # "io sono roberta"
    if copula and _relative_is(before, nxt, w) and _name_word(low, w, code):
        return True  # "il mio migliore amico è luca": a name the dictionary has as a verb
    if not (prev.pos == "ADP" or prev.low in w.person_nouns or copula):
        return False
    if low in w.common_nouns or low.endswith(w.not_name_endings) or not low.isalpha():
        return False
    if _named_relative(prev, before, nxt, w) and low not in w.stop_words:
        return True  # "mio fratello luca vive a bari": a name the dictionary knows too
    if _counted_relative_name(t, prev, before, nxt, w, code):
        return True  # "ho due figli marco e luca"
    if _named_before_place(t, prev, before, nxt, w, code) and low not in w.stop_words:
        return True  # "a prendere mia figlia chiara a scuola"
    if copula and w.names_after_copula and _relative_is(before, nxt, w) and low not in w.stop_words:
        # "mi mejor amiga es carla", not a job nor a language's nationality ("es alemán")
        return not (low.endswith(w.role_suffixes) or low in w.languages or low in w.nationalities)
    return not _known_word(low, w, code)


def _known_word(low: str, w: _Words, code: str) -> bool:
    """A lowercase word of the dictionary, unless the language lists it as a first name.

    "maria", "pedro", "lucas" are words of the dictionary too (``PARSER_WORDS["given_names"]``).
    """
    return low not in w.given_names and _dictionary_lowercase(low, code)


def _bare_subject(toks: list[_Tok], k: int, w: _Words, code: str) -> bool:
    """A word the dictionary does not know, with no article, before a finite verb: a name.

    "marta è architetta", "giulia studia a bologna e sofia fa danza", "marco e davide sono
    amici": a common noun takes an article there (``PARSER_WORDS["bare_subject_names"]``).
    Opening its sentence, or after a coordinator after a name.
    """
    prev = toks[k - 1] if k else None
    if prev is not None and not (prev.pos == "CCONJ" and k > 1 and toks[k - 2].pos == "PROPN"):
        return False
    return _name_before_verb(toks, k, w, code)


def _articled_subject(toks: list[_Tok], k: int, w: _Words, code: str) -> bool:
    """A word the dictionary does not know after a definite article, before a finite verb.

    "a carol é médica", "o caio mora em curitiba": where names take an article
    (``PARSER_WORDS["articled_subject_names"]``), not a preposition's ("com a duda").
    """
    if k == 0 or toks[k - 1].low not in w.definite_articles:
        return False
    if k > 1 and (toks[k - 2].pos in ("ADP", "DET") or toks[k - 2].low in w.preps):
        return False
    return _name_before_verb(toks, k, w, code)


def _name_before_verb(toks: list[_Tok], k: int, w: _Words, code: str) -> bool:
    """An unknown word, or two joined by "and", then a finite verb of the third person."""
    if not _unknown_name_word(toks[k].low, w, code):
        return False
    j = k + 1
    if j + 1 < len(toks) and toks[j].low in w.coordinators:
        second = j + 1
        if second + 1 < len(toks) and toks[second].low in w.definite_articles:
            second += 1  # "o pedro e a maria moram ..."
        if not _unknown_name_word(toks[second].low, w, code):
            return False
        j = second + 1  # "marco e davide sono ...": two names, then their verb
    form = w.forms.get(toks[j].low) if j < len(toks) else None
    return form is not None and _finite_only(form) and any(p[:1] == "3" for p in form[2])


def _unknown_name_word(low: str, w: _Words, code: str) -> bool:
    if not low.isalpha() or len(low) < 3 or _known_word(low, w, code):
        return False
    if low in w.stop_words or low in w.common_nouns or low in w.person_nouns:
        return False
    if low in w.time_nouns or low in w.adverbs or low in w.cue_words or low in w.forms:
        return False
    return not low.endswith(w.not_name_endings)


def _relative_before(toks: list[_Tok], j: int, w: _Words) -> _Tok | None:
    """A person noun before its adjectives ("irmão mais velho"), at most three words back."""
    k = j
    while k > 0 and j - k < 3 and toks[k].pos in ("ADJ", "ADV"):
        k -= 1
    found = toks[k]
    if k < j and found.pos == "NOUN" and found.low in w.person_nouns:
        return found
    return None


def _copula(t: _Tok, w: _Words) -> bool:
    return t.pos == "AUX" and t.lemma in w.copulas


def _nameable_word(low: str, w: _Words, code: str) -> bool:
    """A word that may be a name after an article: no common noun, function word or role."""
    return (
        low.isalpha()
        and low not in w.common_nouns
        and low not in w.stop_words
        and not _role_noun(low, w, code)
    )


def _relative_is(before: _Tok | None, nxt: _Tok | None, w: _Words) -> bool:
    """A person noun, a copula, then a word ending the clause: "mi mejor amiga es carla"."""
    ends = nxt is None or nxt.pos == "PUNCT" or nxt.low in w.coordinators
    return before is not None and before.pos == "NOUN" and before.low in w.person_nouns and ends


def _introduced(copula: _Tok, nxt: _Tok | None, w: _Words) -> bool:
    """A first-person copula, an article, one word ending the phrase: "sou a camila".

    A role takes no definite article there ("sou enfermeira"), a description goes on ("sou a
    cara da mãe"): the word alone is the speaker's name.
    """
    if copula.pos != "AUX" or copula.lemma not in w.copulas or "Person=1" not in copula.morph:
        return False
    if nxt is None or not nxt.low.isalpha():
        return True
    return nxt.low in w.forms or nxt.low in w.coordinators


def _named_relative(prev: _Tok, before: _Tok | None, nxt: _Tok | None, w: _Words) -> bool:
    """A word between a possessed relative and a verb: the relative's name.

    "mio fratello luca vive a bari", "o meu filho pedro mora em lisboa": the verb's subject
    is the relative, the word between names it, whatever else the dictionary makes of it.
    """
    if before is None or (before.low not in w.possessives and before.pos != "DET"):
        return False
    if prev.low not in w.person_nouns or nxt is None:
        return False
    form = w.forms.get(nxt.low)
    if form is not None and set(form[0]) & w.name_verbs:
        return False  # "um gato preto chamado zé": the name follows the naming verb
    return form is not None or nxt.low in w.clitics


def _counted_relative_name(
    t: _Tok, prev: _Tok, before: _Tok | None, nxt: _Tok | None, w: _Words, code: str
) -> bool:
    """A word after counted relatives, ending the phrase or opening a list: the first name.

    "ho due figli marco e luca": the dictionary may know the name as a verb form ("marco"),
    not as an inflected noun or adjective ("due figli piccoli", "due fratelli sposati").
    """
    if before is None or before.pos != "NUM" or prev.low not in w.person_nouns:
        return False
    if not (nxt is None or nxt.pos == "PUNCT" or nxt.low in w.coordinators):
        return False
    return _name_word(t.low, w, code)


def _listed_name(
    t: _Tok, prev: _Tok, before: _Tok | None, nxt: _Tok | None, w: _Words, code: str
) -> bool:
    """The word after "<name> and" that ends the phrase: a second name ("marco e luca")."""
    if before is None or before.pos != "PROPN" or prev.low not in w.coordinators:
        return False
    if not (nxt is None or nxt.pos == "PUNCT" or nxt.low in w.coordinators or nxt.low in w.forms):
        return False
    return _name_word(t.low, w, code)


def _name_word(low: str, w: _Words, code: str) -> bool:
    """A word that may be a name: unknown to the dictionary, or known only as a verb form."""
    if not low.isalpha() or low in w.stop_words or low in w.forms or low in w.common_nouns:
        return False
    if not _dictionary_lowercase(low, code):
        return True
    lemma = nlp.lemma(low, code)
    return lemma != low and lemma.endswith(w.infinitive_suffixes) and not _participle(low, w, code)


def _named_before_place(
    t: _Tok, prev: _Tok, before: _Tok | None, nxt: _Tok | None, w: _Words, code: str
) -> bool:
    """A word between a possessed relative and a preposition (not "of"), that is no verb."""
    if before is None or before.low not in w.possessives or prev.low not in w.person_nouns:
        return False
    if nxt is None or nxt.low not in w.bare_preps or nxt.low in w.of_preps:
        return False
    lemma = nlp.lemma(t.low, code)
    return not (lemma != t.low and lemma.endswith(w.infinitive_suffixes))  # "morreu em"


def _modifier_word(t: _Tok, prev: _Tok | None, initial: bool, w: _Words) -> bool:
    """A lowercase word inside a sentence of a language that capitalises its nouns: no noun.

    After a determiner or a preposition it is one all the same (speech-to-text writes "in
    berlin", "bei der telekom").
    """
    if not w.nouns_capitalised or initial or t.text[:1].isupper() or t.low in w.common_nouns:
        return False
    return prev is None or prev.pos not in ("DET", "ADP")


def _common_noun(t: _Tok, prev: _Tok | None, w: _Words, code: str) -> bool:
    """A capitalised word that is a common noun, in a language that capitalises its nouns.

    There a capital is no sign of a name: a known noun, a role ("Lehrerin", "Tischler"), or a
    word after a determiner is a common noun; any other capitalised word a name.
    """
    if not w.nouns_capitalised:
        return False
    low = t.low
    if low in w.common_nouns or low in w.cue_words or nlp.lemma(low, code) in w.common_nouns:
        return True
    if prev is not None and prev.pos in ("DET", "NUM"):
        return True
    if prev is not None and prev.low in w.name_preps:
        return False  # "bei Daimler", "in Walldorf": a firm, a place
    return _role_noun(low, w, code)


def _role_noun(low: str, w: _Words, code: str) -> bool:
    """A role rather than a first name: a role ending, or a feminine form in the dictionary.

    "Architekt" -> "Architektin", "Koch" -> "Köchin" (a vowel mutation); first names have none
    ("Peterin"). Short words are left out: "Ben" + "in" is a word, "Tim" + "in" nothing.
    """
    if low.endswith(w.role_suffixes):
        return True
    if any(low.endswith(head) and len(low) > len(head) + 2 for head in w.compound_heads):
        return True  # a compound of a person noun: "Krankenschwester"
    suffix = w.feminine_suffix
    return (
        bool(suffix)
        and len(low) >= 4
        and _has_feminine(low, suffix, code, w.vowel_mutations, w.feminine_drops)
    )


@lru_cache(maxsize=16384)
def _has_feminine(
    low: str,
    suffix: str,
    code: str,
    mutations: tuple[tuple[str, str], ...],
    drops: tuple[str, ...] = (),
) -> bool:
    if low.endswith(suffix):  # already feminine: "Lehrerin" <- "Lehrer" (but "Karin" <- "Kar")
        base = low[: -len(suffix)]
        return len(base) >= 4 and simplemma.is_known(base, lang=code)
    for drop in drops:  # "Postbote" -> "Postbotin", "Kollege" -> "Kollegin"
        if low.endswith(drop) and simplemma.is_known(low[: -len(drop)] + suffix, lang=code):
            return True
    for k in range(len(low) - 1, -1, -1):  # the feminine may mutate a vowel: "Köchin"
        changed = dict(mutations).get(low[k])
        if changed:
            if simplemma.is_known(low[:k] + changed + low[k + 1 :] + suffix, lang=code):
                return True
            break
    return simplemma.is_known(low + suffix, lang=code)


def _compound_number(low: str, lang: LanguageData) -> bool:
    """A number word the number table does not list whole ("zweiunddreißig")."""
    return len(low) > 6 and parse_number([low], lang) is not None


def _opens(prev: _Tok | None) -> bool:
    """Nothing or a clause boundary before: an article, not a preposition, starts here."""
    return prev is None or prev.pos in ("PUNCT", "CCONJ", "SCONJ")


def _verb_ahead(tok: _Tok, w: _Words) -> bool:
    return tok.low in w.forms


# --- tree -------------------------------------------------------------------------------------


def _sentence(all_toks: list[_Tok], lang: LanguageData, w: _Words) -> None:
    if not all_toks:
        return
    _tag(all_toks, lang, w)
    broken = {t.i for t, nxt in pairwise(all_toks) if _broken_off(t, nxt, lang)}
    if broken:  # "meu nome é pe pedro henrique": the words read again without the broken one
        _tag([t for t in all_toks if t.i not in broken], lang, w)
    _particle_before_infinitive(all_toks, w)
    _light_verbs(all_toks, w)
    _progressives(all_toks, w)
    _shared_copulas(all_toks, w)
    dropped = _disfluencies(all_toks, lang, w)
    toks = [t for t in all_toks if t.i not in dropped]
    _clauses(toks, lang, w)
    root = next((t for t in toks if t.head < 0 or t.head == t.i), None)
    for t in all_toks:
        if t.i in dropped and root is not None:
            t.head = root.i
            t.dep = "punct" if t.pos == "PUNCT" else "reparandum" if t.pos == "ADP" else "discourse"


def _particle_before_infinitive(toks: list[_Tok], w: _Words) -> None:
    """A particle right after its verb, a "zu" infinitive later: "ich hab vor, X zu lernen".

    The particle joins the verb ("vorhaben"), whose complement the infinitive is.
    """
    for k in range(1, len(toks) - 2):
        t, verb = toks[k], toks[k - 1]
        if t.low not in w.particles or verb.pos not in ("VERB", "AUX") or not verb.tenses:
            continue
        joined = t.low + verb.lemma
        form = w.forms.get(joined)
        if form is None or "Inf" not in form[1] or not verb.tenses - NON_FINITE:
            continue
        if not any(
            toks[j].pos == "PART" and "Inf" in toks[j + 1].tenses
            for j in range(k + 1, len(toks) - 1)
        ):
            continue
        verb.lemma, verb.lemmas, verb.pos = joined, (joined,), "VERB"
        t.pos, t.head, t.dep = "PART", verb.i, "compound:prt"


def _light_verbs(toks: list[_Tok], w: _Words) -> None:
    """A noun after "have" that is a verb ("ho intenzione di aprire"), "have" its auxiliary.

    ``PARSER_WORDS["light_verbs"]`` gives the verb the noun stands for ("intendere"); it
    reads as a progressive, so a plan verb's infinitive after it is a plan.
    """
    for k in range(1, len(toks) - 2):
        t, have = toks[k], toks[k - 1]
        verb = w.light_verbs.get(t.low)
        if verb is None or not set(have.lemmas) & w.perfect or not have.tenses - NON_FINITE:
            continue
        if toks[k + 1].pos != "ADP" or "Inf" not in toks[k + 2].tenses:
            continue
        t.pos, t.lemma, t.lemmas = "VERB", verb, (verb,)
        t.tenses, t.morph = frozenset({"Ger"}), "VerbForm=Ger"


def _progressives(toks: list[_Tok], w: _Words) -> None:
    """A finite progressive verb, its particle, an infinitive: "estou a planear", a gerund.

    ``PARSER_WORDS["progressive_verbs"]``: "estou a planear mudar" is "estou planejando mudar".
    """
    for k in range(1, len(toks) - 1):
        t, verb, inf = toks[k], toks[k - 1], toks[k + 1]
        if t.pos != "PART" or not set(verb.lemmas) & w.progressive_verbs:
            continue
        if not verb.tenses - NON_FINITE or inf.tenses != frozenset({"Inf"}):
            continue
        inf.tenses, inf.morph = frozenset({"Ger"}), "VerbForm=Ger"


def _shared_copulas(toks: list[_Tok], w: _Words) -> None:
    """A form the copula shares with another verb, before a bare noun: "fui bancária".

    ``PARSER_WORDS["copula_forms"]`` ("fui": "ser", read as "ir" elsewhere: "fui a paris").
    """
    for k in range(len(toks) - 1):
        t, nxt = toks[k], toks[k + 1]
        copula = w.copula_forms.get(t.low)
        if copula is not None and t.pos in ("VERB", "AUX") and nxt.pos == "NOUN":
            t.lemma, t.lemmas, t.pos = copula, (copula, *t.lemmas), "AUX"


def _disfluencies(toks: list[_Tok], lang: LanguageData, w: _Words) -> set[int]:
    """Fillers, and a preposition said again ("a, ehm, a, a Padova"): left out of the tree."""
    dropped: set[int] = set()
    for k in range(len(toks) - 1):  # "o sea": a filler of two words
        if (toks[k].low, toks[k + 1].low) in w.filler_phrases:
            dropped.update((toks[k].i, toks[k + 1].i))
    # a filler that is also an article, before its noun, stays: "japonés este año"
    dropped |= {
        t.i
        for k, t in enumerate(toks)
        if t.low in lang.fillers
        and not (w.filler_articles and t.pos == "DET" and _noun_next(toks, k))
    }
    hesitations = lang.reactions | w.comma_fillers  # "moro em, é, em Coimbra"
    for k in range(1, len(toks) - 1):  # "e, sì, ho due figli"
        if toks[k].low in hesitations and toks[k - 1].text == toks[k + 1].text == ",":
            dropped.add(toks[k].i)
    dropped |= _repeats(toks, lang)
    skip = dropped | {t.i for t in toks if t.text == ","}
    for k, t in enumerate(toks):
        if t.pos != "ADP":
            continue
        nxt = next((x for x in toks[k + 1 :] if x.i not in skip), None)
        if nxt is not None and nxt.pos == "ADP" and nxt.i > t.i + 1:
            dropped.add(t.i)
    for k, t in enumerate(toks):
        if t.text != "," or k == 0 or k + 1 == len(toks):
            continue
        before, after = toks[k - 1], toks[k + 1]
        if all(x.i in dropped or x.pos == "ADP" for x in (before, after)):
            dropped.add(t.i)
    return dropped


def _noun_next(toks: list[_Tok], k: int) -> bool:
    return k + 1 < len(toks) and toks[k + 1].pos == "NOUN"


def _repeats(toks: list[_Tok], lang: LanguageData) -> set[int]:
    """Words said twice ("eu sou eu sou canhoto") and a word broken off ("pe pedro")."""
    out: set[int] = set()
    n = len(toks)
    for k in range(n - 1):
        t = toks[k]
        low, nxt = t.low, toks[k + 1].low
        if low == nxt:
            if low.isalpha():
                out.add(t.i)
        elif k + 3 < n and low == toks[k + 2].low and nxt == toks[k + 3].low:
            if low.isalpha() and t.i not in out:
                out.update((t.i, toks[k + 1].i))
        elif k + 2 < n and nxt in lang.fillers and low == toks[k + 2].low and low.isalpha():
            out.add(t.i)  # "yo nado eh nado tres veces": said again after a filler
        elif _broken_off(t, toks[k + 1], lang):
            out.add(t.i)
    return out


def _governed_again(toks: list[_Tok], k: int, w: _Words) -> bool:
    """The governed preposition said again after "and": "alergia a pólen e a pelo de gato"."""
    low = toks[k].low
    if k < 3 or toks[k - 1].pos != "CCONJ" or low not in w.governed_words:
        return False
    for j in range(k - 2, max(k - 7, 0), -1):
        if toks[j].low == low and toks[j].pos == "ADP":
            return low in w.governed_preps.get(toks[j - 1].low, ())
        if toks[j].pos in ("VERB", "AUX", "CCONJ", "SCONJ"):
            return False
    return False


def _broken_off(t: _Tok, nxt: _Tok, lang: LanguageData) -> bool:
    """A word broken off and said whole right after it ("pe pedro")."""
    low = t.low
    return (
        nxt.low.startswith(low)
        and len(low) >= 2
        and len(nxt.low) > len(low) + 1
        and t.pos in ("NOUN", "PROPN")
        and low not in lang.stop_words
        and not simplemma.is_known(low, lang=lang.code)
    )


def _clauses(toks: list[_Tok], lang: LanguageData, w: _Words) -> None:
    chunks: list[tuple[_Tok | None, list[_Tok]]] = []
    lead: _Tok | None = None
    current: list[_Tok] = []
    named_noun: set[int] = set()  # naming verbs right after a noun, with no relative
    for k, t in enumerate(toks):
        prev_verb = any(x.pos in ("VERB", "AUX") for x in current)
        nominal = bool(current) and (
            current[-1].pos in ("NOUN", "PROPN")  # "Paolo e Andrea"
            or (current[-1].pos == "PRON" and current[-1].low in w.subject_words)  # "io e lei"
        )
        relative = t.low in w.relatives and k > 0 and t.pos != "ADJ" and _relative(toks, k, w)
        if relative and _object_in_subordinate(current, lead, toks[k - 1], w):
            relative = False  # "wenn die nachbarn das anders sehen": the object, verb last
        if relative:
            t.pos, t.relative = "PRON", True
        second = w.finite_opens and prev_verb and _second_finite(current, t, lang, w)
        # "novità grosse in famiglia mio fratello davide si è trasferito": a verbless phrase
        # ending in a noun, then a relative and a verb
        verbless = not prev_verb and bool(current) and current[-1].pos == "NOUN"
        opens = (
            (prev_verb or (verbless and _kin_subject_opens(toks, k, w)))
            and not relative  # "'n pferd das heißt luna": the relative, no new subject
            and (
                _subject_opens(toks, k, w)
                or _kin_subject_opens(toks, k, w)
                or _inverted_opens(toks, k, w)
                or _after_final_verb(current, t, lead, w)
                or second
                or _first_person_opens(toks, k, lang, w)
                or _name_subject_opens(toks, k, w, lang.code)
            )
        )
        carried: list[_Tok] = []
        while second and current and _before_verb(current[-1], lang, w):
            carried.insert(0, current.pop())  # "... jaja me llamo", "... no vivo": the verb's
        if (
            second
            and len(current) > 2
            and t.lemma in lang.experiencer_verbs
            and current[-1].pos == "PRON"
            and current[-2].pos == "ADP"
        ):  # "che film mi consigli stasera a me piacciono gli horror": the liker, the verb's
            carried[:0] = current[-2:]
            del current[-2:]
        if second and carried and current[-1].pos == "NOUN" and t.lemma in lang.name_verbs:
            named_noun.add(t.i)  # "ho una sorella si chiama anna": as "che si chiama"
        boundary = (
            opens
            or (t.pos == "PUNCT" and t.text in _CLAUSE_PUNCT)
            or t.pos == "SCONJ"
            or relative
            or (
                t.pos == "CCONJ"
                and (
                    prev_verb
                    or (
                        _verb_after(toks, k)
                        and (not nominal or _list_ends(current, lead, toks, k, w))
                    )
                )
                and not _number_joiner(toks, k, w)
            )
        )
        if boundary and current:
            chunks.append((lead, current))
            current, lead = [], None
        current.extend(carried)
        if boundary and t.pos != "PUNCT" and not opens:
            lead = t
            if relative:
                current.append(t)
            continue
        current.append(t)
    if current or lead is not None:
        chunks.append((lead, current))
    preds = [_clause(chunk, lang, w) for _, chunk in chunks]
    after_comma = {t.i + 1 for t in toks if t.text == ","}
    root = next((p for p in preds if p is not None), None)
    last_pred: _Tok | None = None
    last_np: _Tok | None = None
    last_obl: _Tok | None = None
    last_obj: _Tok | None = None
    last_inf: _Tok | None = None
    last_chunk: list[_Tok] = []
    for (lead, chunk), pred in zip(chunks, preds, strict=True):
        if pred is None:
            first_word = next((t for t in chunk if t.pos != "PUNCT"), None)
            if lead is None and first_word is not None and first_word.pos == "CCONJ":
                lead = first_word
                chunk = [t for t in chunk if t is not first_word]
            _lone_name(chunk, w, lang.code)
            heads = _noun_phrases(chunk, w)
            anchor = heads[0] if heads else (chunk[0] if chunk else lead)
            if anchor is None:
                continue
            for h in heads[1:]:  # "Paolo e Gianni"
                c = _span_start(chunk, chunk.index(h)) - 1
                while c > 0 and chunk[c].pos == "ADV" and chunk[c].head < 0:
                    c -= 1  # "englisch und so 'n bisschen spanisch"
                cc = chunk[c]
                if cc.pos == "CCONJ" and cc.head < 0 and h.head == -2:
                    h.head, h.dep = heads[0].i, "conj"
                    cc.head, cc.dep = h.i, "cc"
            _partitive_phrase(chunk, heads, w)
            if last_pred is not None and _gapped(
                chunk, heads, last_pred, w, _bare_activity(toks, last_pred, last_obj, lang)
            ):
                continue  # "mia madre vive a Pisa, mio padre a Livorno"
            case = _case_before(chunk, chunk.index(anchor)) if anchor in chunk else None
            if case is not None:
                case.head, case.dep = anchor.i, "case"
            for h in heads[1:]:  # "... e a pelo de gato": the noun's own "of" phrase
                k = chunk.index(h)
                of = _case_before(chunk, k) if h.head == -2 else None
                if of is not None and of.low in w.of_preps and h.low not in w.attribute_kinds:
                    of.head, of.dep = h.i, "case"
                    before = _previous_head(chunk, k, heads, w)
                    if before is not None:
                        h.head, h.dep = before.i, "nmod"
                    else:
                        of.head, of.dep = -1, "dep"
            for t in chunk:
                if t.head < 0 and t is not anchor:
                    t.head = anchor.i
                    t.dep = "punct" if t.pos == "PUNCT" else "cc" if t.pos == "CCONJ" else "dep"
            # "ich spreche englisch und französisch": lowercase, a language reads as adjective
            listed = anchor.pos == "ADJ" and lead is not None and lead.pos == "CCONJ"
            nominal = anchor.pos in ("NOUN", "PROPN", "NUM", "PRON") or listed
            if case is not None and last_obl is not None and last_pred is not None:
                anchor.head, anchor.dep = last_obl.i, "conj"  # "non a Roma, ma a Napoli"
                _attach_lead(lead, anchor)
                continue
            if root is None:
                root = anchor
            elif (
                last_pred is None
                and last_np is not None
                and _apposition(anchor, lead, last_np, w, chunk)
            ):
                # "a minha mulher, a Joana, é", "Meine Frau, die Petra, ist ..."
                anchor.head, anchor.dep = last_np.i, "appos"
            elif last_pred is None:
                anchor.head, anchor.dep = root.i, "dislocated" if nominal else "discourse"
            elif nominal and lead is not None and lead.pos == "CCONJ" and last_obj is not None:
                anchor.head, anchor.dep = last_obj.i, "conj"  # "ho due figli, ..., e un cane"
                named = _last_name_of(toks, last_obj)
                if named is not None and anchor.pos == "PROPN" and len(heads) == 1:
                    anchor.head = named.i  # "zwei kinder lea und jonas": a second name
            elif nominal and last_np is not None:
                anchor.head = last_np.i
                anchor.dep = "conj" if lead is not None and lead.pos == "CCONJ" else "appos"
                if anchor.dep == "appos" and anchor.pos == "NOUN":
                    _listed_after_class(toks, last_np, anchor, w)
            elif anchor is not root:
                anchor.head, anchor.dep = root.i, "parataxis"
            _attach_lead(lead, anchor)
            last_np = heads[-1] if heads else last_np
            continue
        if pred is root and _relative_lead(lead, w, after_comma) and last_np is not None:
            root = _relative_of_dislocated(pred, lead, last_np)  # "mein Papa, der heißt Günter"
        elif pred is root:
            _attach_lead(lead, pred)
        elif lead is None and pred.i in named_noun and last_np is not None:
            pred.head, pred.dep = last_np.i, "acl:relcl"
        elif lead is not None and lead.low in w.relatives and lead.pos == "PRON":
            owner = last_np if last_np is not None else root
            if w.verb_second and last_np is not None:
                owner = _demonstrative_owner(toks, lead, last_np, w)
            pred.head, pred.dep = owner.i, "acl:relcl"
            if lead.head < 0 or lead.head == lead.i:
                lead.head, lead.dep = pred.i, "nsubj"
        elif lead is not None and lead.pos == "SCONJ":
            governor = last_pred if last_pred is not None else root
            adverbial = _adverbial_lead(toks, lead, w)
            if adverbial and root is not None:
                governor = root  # "me han dicho que ... así que me llamo": the speaker's own
            pred.head = governor.i
            # right after its verb it opens the verb's complement ("não sei se ...")
            complement = lead.low in w.complementizers or lead.i == governor.i + 1
            if adverbial:
                complement = False  # "así que ahora vivo sola": so, no complement
            pred.dep = "ccomp" if complement else "advcl"
            lead.head, lead.dep = pred.i, "mark"
        elif lead is None and last_pred is not None and _marked_infinitive(pred, chunk):
            pred.head, pred.dep = last_pred.i, "xcomp"  # "ich plane, nach Norwegen zu reisen"
        elif (
            lead is None and last_pred is not None and _reports(last_pred, chunk, lang, last_chunk)
        ):
            pred.head, pred.dep = last_pred.i, "ccomp"  # "Meine Mutter sagt, mein Bruder ..."
        else:
            governor = last_pred or root
            if _main_after_subordinate(governor, lead, chunk, toks, w) or _speaker_contrast(
                governor, lead, chunk, lang, w
            ):
                governor = next(t for t in toks if t.i == governor.head)
            pred.head, pred.dep = governor.i, "conj"
            if lead is None and _subordinate_first(chunks, preds, governor, w):
                pred.dep = "parataxis"  # "se a minha irmã vier, vamos à praia": under the "if"
            _attach_lead(lead, pred)
            if last_inf is not None and _bare_infinitive(pred, chunk, lead):
                pred.head = last_inf.i  # "gosto de ler e de pintar": a second complement
                continue
        last_pred, last_chunk = pred, chunk
        last_inf = next((t for t in chunk if t.dep == "xcomp" and t.tenses == {"Inf"}), None)
        nps = [
            t
            for t in chunk
            if (t.pos in ("NOUN", "PROPN") or (t is pred and t.pos == "NUM"))  # "bin 19 und"
            and t.dep not in _NOT_PHRASE_HEADS
        ]
        last_np = nps[-1] if nps else last_np
        obls = [t for t in chunk if t.dep == "obl"]
        last_obl = obls[-1] if obls else last_obl
        if pred.dep != "acl:relcl":  # "un cane che si chiama otto e un gatto": the dog's
            last_obj = next((t for t in chunk if t.dep == "obj" and t.head == pred.i), None)
    for t in toks:
        if t.head < 0 and root is not None and t is not root:
            t.head, t.dep = root.i, "punct" if t.pos == "PUNCT" else "dep"


def _speaker_contrast(
    governor: _Tok, lead: _Tok | None, chunk: list[_Tok], lang: LanguageData, w: _Words
) -> bool:
    """A "but I" after a reported clause: the speaker's own clause, not the report's.

    "la mia dietologa mi ha detto che devo mangiare più proteine ma io sono vegetariana";
    or "and" with a word of the speaker's own addition (PARSER_WORDS own_openers): "o médico
    disse que tenho o colesterol alto e além disso não como carne de porco".
    """
    if governor.dep != "ccomp" or governor.head < 0 or lead is None:
        return False
    first = next((t for t in chunk if t.pos != "PUNCT"), None)
    if lead.pos == "CCONJ" and first is not None and first.low in w.own_openers:
        return True
    if lead.low not in lang.contrast_words:
        return False
    return first is not None and first.pos == "PRON" and first.low in lang.first_person


def _main_after_subordinate(
    governor: _Tok, lead: _Tok | None, chunk: list[_Tok], toks: list[_Tok], w: _Words
) -> bool:
    """A verb-second clause after a subordinate or reported one: the speaker's own again.

    A report without a complementizer reports one clause ("meine nachbarin denkt ich bin
    lehrerin dabei bin ich steuerberaterin"); after one with it, a clause whose verb stands
    second after a fronted word or after "and" and its subject ("sie hat erzählt dass da
    sommer ist und ich wohn in dortmund"): a subordinate clause would end on its verb.
    """
    if not w.verb_second or governor.dep not in ("ccomp", "advcl") or governor.head < 0:
        return False
    words = [t for t in chunk if t.pos != "PUNCT"]
    if not words:
        return False
    marked = any(t.head == governor.i and t.dep == "mark" for t in toks)
    if governor.dep == "ccomp" and not marked:
        return True  # a report said without "that" reports one clause ("hat gesagt ich soll")
    if lead is None and words[0].pos in ("ADV", "ADP"):
        return _inverted_opens(toks, toks.index(words[0]), w)
    if not marked or lead is None or lead.pos != "CCONJ" or len(words) < 2:
        return False
    subject, verb = words[0], words[1]
    return (
        subject.pos == "PRON"
        and subject.low in w.subject_words
        and verb.pos in ("VERB", "AUX")
        and bool(verb.tenses - NON_FINITE)
        and any(t.i > verb.i and t.pos not in ("PUNCT", "ADV") for t in words)
    )


def _last_name_of(toks: list[_Tok], noun: _Tok) -> _Tok | None:
    """The name in apposition closing the noun's phrase ("kinder lea"), if any."""
    names = [k for k, t in enumerate(toks) if t.head == noun.i and t.dep == "appos"]
    if not names or names[-1] + 1 >= len(toks) or toks[names[-1]].pos != "PROPN":
        return None
    return toks[names[-1]] if toks[names[-1] + 1].pos == "CCONJ" else None


def _object_in_subordinate(current: list[_Tok], lead: _Tok | None, prev: _Tok, w: _Words) -> bool:
    """Verb second: a subordinate clause with no verb yet, its subject just said."""
    if not w.verb_second or lead is None or lead.pos != "SCONJ" or prev.text == ",":
        return False
    return not any(t.pos in ("VERB", "AUX") for t in current)


def _adverbial_lead(toks: list[_Tok], lead: _Tok, w: _Words) -> bool:
    """A complementizer after an adverb that makes it a conjunction ("así que", "ya que")."""
    k = next((j for j, t in enumerate(toks) if t is lead), 0)
    return k > 0 and toks[k - 1].low in w.conjunction_adverbs


def _marked_infinitive(pred: _Tok, chunk: list[_Tok]) -> bool:
    """A clause that is an infinitive with its marker alone: "..., X zu reisen".

    No subject and no finite verb of its own ("..., já está a falar").
    """
    return (
        pred.tenses == {"Inf"}
        and _after_infinitive_marker(chunk, pred)
        and not any(t.dep == "nsubj" or t.dep == "aux" for t in chunk)
    )


def _bare_infinitive(pred: _Tok, chunk: list[_Tok], lead: _Tok | None) -> bool:
    """A clause after "and" that is an infinitive alone, with no subject of its own."""
    return (
        lead is not None
        and lead.pos == "CCONJ"
        and pred.tenses == {"Inf"}
        and not any(t.dep == "nsubj" for t in chunk)
    )


def _subordinate_first(
    chunks: list[tuple[_Tok | None, list[_Tok]]],
    preds: list[_Tok | None],
    governor: _Tok,
    w: _Words,
) -> bool:
    """The sentence opens with a subordinate clause ("if", "when") whose verb is ``governor``."""
    lead = chunks[0][0]
    return (
        preds[0] is governor
        and lead is not None
        and lead.pos == "SCONJ"
        and lead.low not in w.complementizers
    )


def _apposition(anchor: _Tok, lead: _Tok | None, noun: _Tok, w: _Words, chunk: list[_Tok]) -> bool:
    """A name set off after a noun phrase, before any verb, names what the phrase is.

    After a person noun, with or without an article ("Meine Frau, die Petra"); after any
    other noun, a name with no word of its own before it.
    """
    if anchor.pos != "PROPN":
        # "Ana, mi hermana, vive en Roma": the relative after the name names it too
        return (
            noun.pos == "PROPN"
            and anchor.low in w.person_nouns
            and any(t.head == anchor.i and t.low in w.possessives for t in chunk)
        )
    return noun.low in w.person_nouns or (lead is None and noun.pos == "NOUN")


def _reports(verb: _Tok, chunk: list[_Tok], lang: LanguageData, before: list[_Tok]) -> bool:
    """A reporting verb before a comma: the clause after it is what it reports.

    Speech-to-text leaves out the comma: a reporting verb that ends its clause (adverbs and
    pronouns after it only) reports the clause after it ("meine nachbarin denkt immer ich bin
    lehrerin").
    """
    said = set(verb.lemmas) & (lang.report_verbs | lang.frame_verbs)
    if not said or not chunk:
        return False
    if chunk[0].text == ",":
        return True
    if verb not in before or chunk[0].pos not in ("PRON", "DET"):
        return False
    rest = before[before.index(verb) + 1 :]
    return all(t.pos in ("ADV", "PRON") for t in rest)


def _demonstrative_owner(toks: list[_Tok], lead: _Tok, noun: _Tok, w: _Words) -> _Tok:
    """The person a verb-second "der"/"die" takes up, past a thing in a phrase before it.

    "mein papa ist jetzt in rente der war busfahrer", "bei meiner schwester in hamburg die
    wohnt da": a finite verb right after the pronoun makes it a demonstrative opening a main
    clause, about the person (a relative, a pet, a friend) named before, not the place or
    thing of the prepositional phrase right before it. Otherwise (no such phrase, no person
    before it) the phrase before it, as for any relative.
    """
    if noun.low in w.person_nouns:
        return noun
    at = {t.i: n for n, t in enumerate(toks)}  # disfluencies dropped: no index is a place
    n = at[lead.i] + 1
    nxt = toks[n] if n < len(toks) else None
    if nxt is None or nxt.pos not in ("VERB", "AUX") or not (nxt.tenses - NON_FINITE):
        return noun
    j = at[noun.i] - 1
    while j >= 0 and toks[j].pos in ("DET", "ADJ", "ADV") and toks[j].low not in w.relatives:
        j -= 1
    if j < 0 or toks[j].pos != "ADP":
        return noun  # "ich hab einen hund der heißt bello": no phrase, the noun itself
    for k in range(j - 1, max(j - 12, -1), -1):
        if toks[k].pos == "NOUN" and toks[k].low in w.person_nouns:
            return toks[k]
    return noun


def _relative_lead(lead: _Tok | None, w: _Words, after_comma: set[int]) -> bool:
    """A relative pronoun set off by a comma opens the chunk."""
    return (
        lead is not None
        and lead.low in w.relatives
        and lead.pos == "PRON"
        and lead.i in after_comma
    )


def _relative_of_dislocated(pred: _Tok, lead: _Tok, noun: _Tok) -> _Tok:
    """A relative clause about the phrase before it, which heads the sentence; returns it."""
    noun.head, noun.dep = -1, "ROOT"
    pred.head, pred.dep = noun.i, "acl:relcl"
    if lead.head < 0 or lead.head == lead.i:
        lead.head, lead.dep = pred.i, "nsubj"
    return noun


def _partitive_phrase(chunk: list[_Tok], heads: list[_Tok], w: _Words) -> None:
    """How much, then of what: "un po' di tedesco" is German, said of a little of it.

    Last in a list too: "catalán, castellano y un poco de inglés".
    """
    for n, much in enumerate(heads[:-1]):
        noun = heads[n + 1]
        if much.low not in w.partitives or noun.head != -2:
            continue
        case = _case_before(chunk, chunk.index(noun))
        if case is None or case.low not in w.of_preps or case.i != much.i + 1:
            continue
        case.head, case.dep = noun.i, "case"
        noun.head, noun.dep = much.i, "nmod"
        heads.remove(noun)
        return


def _gapped(chunk: list[_Tok], heads: list[_Tok], pred: _Tok, w: _Words, activity: bool) -> bool:
    """Attach a gapped clause (the verb of the clause before unsaid) to that verb.

    A bare noun phrase, then phrases with a preposition; False when the chunk is not one.
    """
    if len(heads) < 2 or _case_before(chunk, chunk.index(heads[0])) is not None:
        return False
    if activity and heads[0].low not in w.person_nouns:
        return False  # "faço pilates e musculação na academia": a second activity, no subject
    cases = [_case_before(chunk, chunk.index(h)) for h in heads[1:]]
    if any(c is None for c in cases):
        return False
    # "ich bin verheiratet und lehrerin an einer grundschule": a bare noun after a copula's
    # predicate is a second predicate, the phrases after it its own (verb-second parses)
    second = (
        w.verb_second
        and pred.pos in ("NOUN", "ADJ", "NUM")
        and heads[0].pos == "NOUN"
        and not any(t.pos == "DET" for t in chunk[: chunk.index(heads[0])])
    )
    heads[0].head, heads[0].dep = pred.i, "conj" if second else "orphan"
    for h, case in zip(heads[1:], cases, strict=True):
        assert case is not None
        case.head, case.dep = h.i, "case"
        h.head, h.dep = (heads[0].i, "nmod") if second else (pred.i, "obl")
    for t in chunk:
        if t.head < 0:
            t.head, t.dep = pred.i, "punct" if t.pos == "PUNCT" else "dep"
    return True


def _bare_activity(
    toks: list[_Tok], pred: _Tok | None, obj: _Tok | None, lang: LanguageData
) -> bool:
    """The clause before is a doing verb with a bare object ("faço pilates")."""
    if pred is None or obj is None or pred.lemma not in lang.activity_verbs:
        return False
    return not any(t.head == obj.i and t.pos == "DET" for t in toks)


def _attach_lead(lead: _Tok | None, pred: _Tok) -> None:
    if lead is None or lead is pred:
        return
    lead.head = pred.i
    lead.dep = "cc" if lead.pos == "CCONJ" else "mark" if lead.pos == "SCONJ" else "dep"


def _relative(toks: list[_Tok], k: int, w: _Words) -> bool:
    """A relative pronoun: after a noun (or a comma after one), before a verb in its clause.

    Not before a phrase of its own with an article and then a copula: "levo os miúdos à
    escola que os meus filhos são dois" (because: the phrase is the subject, no relative).
    """
    j = k - 1
    if toks[j].text == ",":
        j -= 1
    while j > 0 and toks[j].pos == "ADJ" and toks[j - 1].pos in ("NOUN", "ADJ"):
        j -= 1  # "un perro viejito que se llama firulais": the noun's adjective after it
    if j < 0 or toks[j].pos not in ("NOUN", "PROPN"):
        return False
    j = k + 1
    while j < len(toks) and toks[j].pos == "DET":
        j += 1
    if j > k + 1 and j + 1 < len(toks) and toks[j].pos == "NOUN" and _copula(toks[j + 1], w):
        return False
    return _verb_before_comma(toks[k + 1 : k + 8])


def _verb_before_comma(toks: list[_Tok]) -> bool:
    """A verb before the next comma: "meine Frau, die Petra, ist ..." has none."""
    for t in toks:
        if t.text == ",":
            return False
        if t.pos in ("VERB", "AUX"):
            return True
    return False


def _subject_opens(toks: list[_Tok], k: int, w: _Words) -> bool:
    """A subject pronoun and its finite verb after a clause with a verb: a new clause.

    Speech-to-text leaves out the comma: "ich bin nach kiel gezogen ich wohn also ...", "e tu
    di dove sei io sono di cagliari". Not the pronoun of a preposition ("da noi faccio").
    """
    t = toks[k]
    if t.pos != "PRON" or t.low not in w.subject_words or k + 1 >= len(toks):
        return False
    if k > 0 and toks[k - 1].pos == "ADP" and t.low not in w.nominatives:
        return False  # "da noi faccio ...": the pronoun of a preposition ("an ich" is none)
    verb = toks[k + 1]
    if w.verb_second and k > 0 and "Inf" in verb.tenses and _finite_verb(toks[k - 1]):
        return False  # "samstags geh ich schwimmen": the subject after its verb, an infinitive
    return verb.pos in ("VERB", "AUX") and bool(verb.tenses - NON_FINITE)


def _finite_verb(t: _Tok) -> bool:
    return t.pos in ("VERB", "AUX") and bool(t.tenses - NON_FINITE)


def _inverted_opens(toks: list[_Tok], k: int, w: _Words) -> bool:
    """An adverb, a finite verb and its subject pronoun, verb second: a new clause.

    "ich war früher bei lidl jetzt bin ich bei rewe": speech-to-text leaves out the comma.
    """
    if not w.verb_second or toks[k].pos not in ("ADV", "ADP") or k == 0:
        return False
    j = k + 1
    if toks[k].pos == "ADP":  # "ich komm aus chemnitz in dresden hab ich nur gewohnt"
        while j < len(toks) and toks[j].pos in ("DET", "ADJ", "NUM"):
            j += 1
        if j >= len(toks) or toks[j].pos not in ("NOUN", "PROPN") or toks[k - 1].pos == "DET":
            return False
        j += 1
    if j + 1 >= len(toks):
        return False
    verb, subject = toks[j], toks[j + 1]
    if toks[k].pos == "ADP" and "Inf" in verb.tenses:
        return False  # "ich will nach kanada auswandern ich weiß": the infinitive ends it
    return (
        toks[k - 1].pos not in ("ADV", "ADP", "SCONJ", "CCONJ")
        and verb.pos in ("VERB", "AUX")
        and bool(verb.tenses - NON_FINITE)
        and subject.pos == "PRON"
        and subject.low in w.subject_words
    )


def _after_final_verb(current: list[_Tok], t: _Tok, lead: _Tok | None, w: _Words) -> bool:
    """Verb second: a subordinate clause ends on its finite verb, a word after it goes on.

    "bevor ich überhaupt ansprechbar bin kaffee zeitung und so": no predicate after "bin".
    """
    if not w.verb_second or lead is None or lead.pos != "SCONJ" or not current:
        return False
    last = current[-1]
    if last.pos not in ("VERB", "AUX") or not last.tenses - NON_FINITE:
        return False
    return t.pos in ("NOUN", "PROPN", "ADJ", "DET", "NUM")


def _first_person_opens(toks: list[_Tok], k: int, lang: LanguageData, w: _Words) -> bool:
    """A verb form only the speaker says, after a clause with a verb: a new clause.

    A language that drops its subjects says "I" with the verb alone, and speech-to-text leaves
    out the comma: "tenho trinta e cinco anos sou casado", "mi chiamo vittoria ho settantadue
    anni". Adverbs and clitics before the verb open it with it ("antes agora sou autônomo",
    "provavelmente vou", "mi presento mi chiamo"). After a content word only, not in a noun
    phrase ("nessun altro lavoro"), nor in a verb-second language.
    """
    if k < 2:
        return False
    if w.verb_second:
        return _speaker_verb_opens(toks, k, w)
    j = k
    while (
        j < len(toks) and j < k + 3 and (toks[j].pos in ("ADV", "INTJ") or toks[j].low in w.clitics)
    ):
        j += 1
    if j >= len(toks):
        return False
    t = toks[j]
    if t.pos not in ("VERB", "AUX") or not t.tenses - NON_FINITE:
        return False
    form = w.forms.get(t.low)
    if form is None or not form[2] & _FIRST:
        return False
    if not form[2] <= _FIRST and not _speaker_before(toks, k, w):
        if not _singular_after(toks, j, w):
            return False  # "sono" is "they are" too: only after the speaker's own verb
        toks[j + 1].morph = toks[j + 1].morph or "Number=Sing"  # the speaker's, subjects read
    prev = toks[k - 1]
    if prev.pos == "VERB" and (j > k or prev.tenses == {"Part"}):
        return True  # "mi presento mi chiamo", "sou meio nerd assumido né jogo rpg"
    if prev.pos == "PRON" and toks[k - 2].pos == "ADP":
        return True  # "è sacra per me faccio ciclismo"
    if prev.pos == "ADJ" and toks[k - 2].pos == "DET":
        return False  # "nessun altro lavoro": a noun the verb table reads as a verb
    return prev.pos in ("NOUN", "PROPN", "NUM", "ADJ")


_FIRST = frozenset({"1s", "1p"})


def _singular_after(toks: list[_Tok], j: int, w: _Words) -> bool:
    """A singular adjective or noun right after the verb: the speaker's form, not "they are".

    "mi consigli una ricetta sono celiaca" (``PARSER_WORDS["singular_endings"]``).
    """
    nxt = toks[j + 1] if j + 1 < len(toks) else None
    return (
        nxt is not None
        and bool(w.singular_endings)
        and nxt.pos in ("ADJ", "NOUN")
        and len(nxt.low) > 3
        and nxt.low.endswith(w.singular_endings)
        and nxt.low not in w.stop_words
    )


def _speaker_verb_opens(toks: list[_Tok], k: int, w: _Words) -> bool:
    """Verb second: a finite form only the speaker says right after a phrase, a new clause.

    A clause holds one finite verb: "ich bin der max bin 19", the subject left out.
    """
    t, prev = toks[k], toks[k - 1]
    if t.pos not in ("VERB", "AUX") or not t.tenses - NON_FINITE:
        return False
    form = w.forms.get(t.low)
    if form is None or not form[2] or not form[2] <= _FIRST:
        return False
    nxt = toks[k + 1] if k + 1 < len(toks) else None
    if nxt is not None and nxt.pos == "PRON" and nxt.low in w.subject_words:
        return False  # "fußball spiel ich": the verb after its fronted object
    return prev.pos in ("NOUN", "PROPN", "NUM")


def _speaker_before(toks: list[_Tok], k: int, w: _Words) -> bool:
    """The last finite verb before the word is the speaker's alone ("ero sposato adesso ...").

    With no noun or pronoun between them that could be the new verb's subject ("lavoro a roma
    i miei figli sono ..."); a counted age is none ("ho ventinove anni sono di bari").
    """
    ages = 0
    for j in range(k - 1, -1, -1):
        t = toks[j]
        if t.pos in ("VERB", "AUX") and t.tenses - NON_FINITE:
            form = w.forms.get(t.low)
            return form is not None and bool(form[2]) and form[2] <= _FIRST
        if t.low in w.age_nouns and j == k - 1 and j > 0 and toks[j - 1].pos == "NUM":
            ages = j - 1  # the age's noun and its number, the speaker's verb's object
            continue
        if t.pos in ("NOUN", "PROPN", "PRON", "NUM") and j != ages:
            return False
    return False


def _kin_subject_opens(toks: list[_Tok], k: int, w: _Words) -> bool:
    """A relative and a finite verb after a clause with a verb, with no word between.

    "a minha irmã a bia mora em toronto o meu irmão o caio trabalha na google": speech-to-text
    leaves out the comma. The relative is no object of a preposition ("com o meu irmão").
    """
    if toks[k].pos != "DET" or (k > 0 and toks[k - 1].pos in ("ADP", "DET")):
        return False
    if k > 0 and _finite_copula(toks[k - 1], w):
        return False  # "alessia è mia cugina mia figlia si chiama alice": the predicate
    if k > 0 and toks[k].low in w.genitive_owners and toks[k - 1].pos == "NOUN":
        return False  # "der mann meiner schwester arbeitet": whose the noun before is
    j = k
    while j < len(toks) and toks[j].pos == "DET":
        j += 1
    if j >= len(toks) or toks[j].pos != "NOUN":
        return False
    owned = any(t.low in w.possessives for t in toks[k:j])  # "il mio cane"
    if toks[j].low not in w.person_nouns and not owned:
        return False
    if not owned and k > 0 and toks[k - 1].pos in ("VERB", "AUX") and toks[k - 1].tenses:
        return False  # "ho una sorella si chiama anna": the verb's object, no new subject
    for t in toks[j + 1 : j + 5]:
        if t.pos in ("VERB", "AUX"):
            return bool(t.tenses - NON_FINITE)
        if t.pos not in ("DET", "PROPN", "NOUN", "ADJ") and t.low not in w.clitics:
            return False  # "mio marito si chiama"; "mi hijo mayor estudia"
    return False


def _name_subject_opens(toks: list[_Tok], k: int, w: _Words, code: str) -> bool:
    """A name and a third-person verb after a clause's predicate word: a new clause.

    "mi sono confusa alessia è mia cugina": speech-to-text leaves out the stop. Only where
    ``PARSER_WORDS["bare_subject_names"]`` lets a name stand with no article; not after a
    verb, a preposition or an article (the name is theirs), nor inside a name.
    """
    t = toks[k]
    if not w.bare_subject_names or k == 0 or k + 1 >= len(toks):
        return False
    if toks[k - 1].pos not in ("ADJ", "NOUN", "ADV") or "Person=3" not in toks[k + 1].morph:
        return False
    verb = toks[k + 1]
    if verb.pos not in ("VERB", "AUX") or not verb.tenses - NON_FINITE:
        return False
    if t.pos == "NOUN" and not t.text[:1].isupper() and _unknown_name_word(t.low, w, code):
        t.pos = "PROPN"  # a word no dictionary knows, standing where a subject stands
    return t.pos == "PROPN"


def _before_verb(t: _Tok, lang: LanguageData, w: _Words) -> bool:
    """A clitic, a negation or an adverb right before a verb: that verb's."""
    return (t.pos == "PRON" and t.low in w.clitics) or t.pos == "ADV" or t.low in lang.negations


def _second_finite(current: list[_Tok], t: _Tok, lang: LanguageData, w: _Words) -> bool:
    """A finite verb of a known person after a clause with its verb and a word after it.

    "era camarero ahora soy cocinero", "no es médico es enfermero": speech-to-text leaves out
    the comma (``PARSER_WORDS["finite_opens"]``). A copula only where
    ``PARSER_WORDS["copula_opens"]`` (default) lets it ("c'è pure una coppia": no new clause);
    not a noun of a phrase the verb table reads as a verb ("nessun altro lavoro").
    """
    if t.pos not in ("VERB", "AUX") or not t.tenses - NON_FINITE or "Person=" not in t.morph:
        return False
    if not w.copula_opens and _copula(t, w) and not _after_naming(current, lang):
        return False
    j = len(current) - 1
    while j > 0 and current[j].pos in ("ADJ", "ADV"):
        j -= 1
    if j < len(current) - 1 and current[j].low in lang.negations:
        return False  # "nessun altro lavoro": a phrase's noun
    last = max(
        (j for j, x in enumerate(current) if x.pos in ("VERB", "AUX") and x.tenses - NON_FINITE),
        default=-1,
    )
    if last < 0:
        return False
    return any(x.pos in ("NOUN", "PROPN", "ADJ", "NUM", "ADP") for x in current[last + 1 :])


def _after_naming(current: list[_Tok], lang: LanguageData) -> bool:
    """A naming verb and its name right before: "si chiama pippo è un bassotto" (a clause)."""
    verbs = [x for x in current if x.pos in ("VERB", "AUX")]
    return (
        len(current) > 1
        and current[-1].pos == "PROPN"
        and bool(verbs)
        and verbs[-1].lemma in lang.name_verbs
        and verbs[-1].i == current[-1].i - 1
    )


def _verb_after(toks: list[_Tok], k: int) -> bool:
    for t in toks[k + 1 :]:
        if t.pos == "PUNCT" or t.pos in ("CCONJ", "SCONJ"):
            return False
        if t.pos in ("VERB", "AUX"):
            return True
    return False


def _list_ends(current: list[_Tok], lead: _Tok | None, toks: list[_Tok], k: int, w: _Words) -> bool:
    """A bare noun joined to the list before, then "and" and a verb that says "I" alone.

    "falo inglês e espanhol e agora tô aprendendo coreano": "espanhol" ends the list before,
    no subject of "tô"; nor is a lone word the subject of a plural verb ("mis hijos se llaman
    pablo y marta y viven en madrid": the list's subject lives there).
    """
    if lead is None or lead.pos != "CCONJ" or len(current) != 1:
        return False
    for t in toks[k + 1 :]:
        if t.pos in ("PUNCT", "CCONJ", "SCONJ"):
            return False
        if t.pos in ("VERB", "AUX"):
            if "Number=Plur" in t.morph and "Number=Plur" not in current[0].morph:
                return current[0].pos in ("NOUN", "PROPN")
            return "Person=1" in t.morph and "Number=Sing" in t.morph
    return False


def _clause(chunk: list[_Tok], lang: LanguageData, w: _Words) -> _Tok | None:
    """Attach the words of one clause; return its predicate (None when it has no verb)."""
    verbs = [t for t in chunk if t.pos in ("VERB", "AUX")]
    if not verbs:
        return None
    adnominal = [v for v in verbs if _adnominal_participle(chunk, v, w)]
    if adnominal and len(adnominal) < len(verbs):
        verbs = [v for v in verbs if v not in adnominal]
        for v in adnominal:  # "tenho um cão chamado Max": the participle describes the noun
            noun = _participle_noun(chunk, v, w)
            assert noun is not None
            v.head, v.dep = noun.i, "acl"
    for v in verbs:
        if _after_infinitive_marker(chunk, v) and "Inf" in v.tenses:
            v.tenses, v.morph = frozenset({"Inf"}), "VerbForm=Inf"  # "nach Norwegen zu reisen"
    finite = [v for v in verbs if v.tenses and not v.tenses <= NON_FINITE]
    if finite and (set(finite[0].lemmas) & w.auxiliaries or _right_after(chunk, finite)):
        # One finite verb to a clause: after an auxiliary, a form that may be non-finite is
        # ("ich habe Physik studiert": the participle, not "er studiert"); so is one right
        # after the verb ("ich liebe kochen").
        finite = [finite[0], *[v for v in finite[1:] if not v.tenses & NON_FINITE]]
        for v in verbs[verbs.index(finite[0]) + 1 :]:
            if v not in finite and "Inf" in v.tenses and v.tenses - NON_FINITE:
                v.morph = "VerbForm=Inf"  # "ich will Klavier lernen", not "wir lernen"
    non_finite = [v for v in verbs if v not in finite]
    head_verb = finite[0] if finite else verbs[0]
    auxes: list[_Tok] = []
    xcomps: list[_Tok] = []
    if finite and non_finite and set(finite[0].lemmas) & w.auxiliaries:
        # The first non-finite verb that is no auxiliary is the main one; verbs after it are
        # its complements ("tô planejando abrir uma loja").
        chain = [v for v in non_finite if set(v.lemmas) & w.auxiliaries]
        rest = [v for v in non_finite if v not in chain] or non_finite[-1:]
        main = rest[0]
        modal = not (set(finite[0].lemmas) & (w.copulas | w.perfect | w.auxiliary_modals))
        if modal and not (set(finite[0].lemmas) & w.change):
            main, xcomps = finite[0], non_finite
        else:
            auxes = [finite[0], *[v for v in chain if v is not main and v.i < main.i]]
            xcomps = [v for v in rest if v is not main]
            head_verb = main
    elif len(verbs) > 1:
        xcomps = [v for v in verbs if v is not head_verb and v in non_finite]
    heads = _noun_phrases(chunk, w)
    pred = head_verb
    copula = None
    if set(head_verb.lemmas) & w.copulas and not xcomps:
        # the name an adnominal participle gives is its object ("uma cidade chamada itabira")
        given = {chunk[chunk.index(v) + 1].i for v in adnominal if v is not chunk[-1]}
        candidates = [h for h in heads if h.i not in given] if given else heads
        predicate = _predicate_word(chunk, head_verb, candidates, lang, w)
        if predicate is not None:
            copula, pred = head_verb, predicate
            if pred.head == -2 or pred.head >= 0:
                pred.head = -1  # "dreißig Jahre alt": the age adjective heads the clause
    for v in auxes:
        v.head, v.dep, v.pos = pred.i, "aux", "AUX"
    for n, v in enumerate(xcomps):
        v.head, v.dep = pred.i, "xcomp"
        before = xcomps[n - 1] if n else None
        if before is not None and not w.verb_second and before.i < v.i and "Inf" in before.tenses:
            v.head = before.i  # "voglio imparare a suonare il pianoforte": a chain
    for v in verbs:
        if v is not pred and v.head < 0 and v is not copula:
            v.head, v.dep = pred.i, "conj" if v.tenses - NON_FINITE else "xcomp"
    if copula is not None:
        copula.head, copula.dep, copula.pos = pred.i, "cop", "AUX"
        _name_after_article(chunk, pred, w, lang.code)
    _named_by_word(chunk, heads, w)
    _arguments(chunk, pred, heads, lang, w, copula is not None)
    if copula is not None and pred.pos == "NOUN":
        for t in chunk:  # "war lehrerin in tirol": where the job was, no trip
            if t.head == pred.i and t.dep == "obl" and t.i > pred.i and "Tim" not in t.morph:
                case = next((x for x in chunk if x.head == t.i and x.dep == "case"), None)
                if case is not None and case.low not in w.of_preps:  # "tischler von beruf"
                    t.dep = "nmod"
    if w.verb_second and xcomps and finite and pred is finite[0]:
        _verb_final_arguments(chunk, pred, xcomps[-1])
    elif xcomps and xcomps[-1].i > pred.i:
        _infinitive_arguments(chunk, pred, xcomps[-1])
    for v in adnominal:
        if v.dep == "acl":
            _take_name(chunk, v)
    _separable_particle(chunk, head_verb, w)
    for v in verbs:
        if _after_infinitive_marker(chunk, v):
            marker = chunk[chunk.index(v) - 1]
            marker.head, marker.dep = v.i, "mark"
    for v in xcomps:
        k = chunk.index(v)
        if not w.verb_second and k > 0 and chunk[k - 1].pos == "ADP" and v.tenses == {"Inf"}:
            chunk[k - 1].head, chunk[k - 1].dep = v.i, "mark"  # "imparare a suonare"
    return pred


def _infinitive_arguments(chunk: list[_Tok], pred: _Tok, inf: _Tok) -> None:
    """What follows an infinitive is its own ("quero aprender alemão", "vou abrir um café")."""
    for t in chunk:
        if t.head == pred.i and t.i > inf.i and t.dep in ("obj", "obl"):
            t.head = inf.i


def _after_infinitive_marker(chunk: list[_Tok], verb: _Tok) -> bool:
    k = chunk.index(verb)
    return k > 0 and chunk[k - 1].pos == "PART"


def _right_after(chunk: list[_Tok], finite: list[_Tok]) -> bool:
    """Two finite readings side by side: the second is the first one's infinitive."""
    k = chunk.index(finite[0])
    return len(finite) > 1 and k + 1 < len(chunk) and chunk[k + 1] is finite[1]


def _verb_final_arguments(chunk: list[_Tok], finite: _Tok, infinitive: _Tok) -> None:
    """The words between a verb-second modal and its final infinitive are the infinitive's.

    "ich will Klavier lernen": the piano is learnt, not wanted; the subject stays the modal's.
    """
    for t in chunk:
        if finite.i < t.i < infinitive.i and t.head == finite.i and t.dep != "nsubj":
            t.head = infinitive.i


def _adnominal_participle(chunk: list[_Tok], verb: _Tok, w: _Words) -> bool:
    """A participle right after a noun ("um cão chamado Max"), not a compound tense's verb.

    A verb-second clause ends on its participle: "ich hab bei der UBS gearbeitet".
    """
    return _participle_noun(chunk, verb, w) is not None


def _participle_noun(chunk: list[_Tok], verb: _Tok, w: _Words) -> _Tok | None:
    """The noun an adnominal participle describes, past a time said between them.

    "adotou uma gatinha semana passada chamada luna".
    """
    k = chunk.index(verb)
    j = k - 1
    if j > 2 and "Tim" in chunk[j - 1].morph and chunk[j].pos in ("NOUN", "ADJ"):
        j -= 2  # "semana passada"
    if j > 1 and chunk[j].pos in ("ADJ", "NOUN") and chunk[j - 1].pos == "NOUN":
        j -= 0 if w.verb_second else 1  # "uma empresa alemã chamada brandt": its modifier
    if not (verb.tenses and verb.tenses <= {"Part"} and j > 0 and chunk[j].pos == "NOUN"):
        return None
    if w.verb_second and all(t.pos == "PUNCT" for t in chunk[k + 1 :]):
        return None
    if w.verb_second and (
        "Tim" in chunk[j].morph or all(t.pos in ("PUNCT", "AUX") for t in chunk[k + 1 :])
    ):
        return None  # "wo ich zehn jahre gewohnt hab": the verb last, its auxiliary after it
    # a noun phrase, not "sono appena tornato"; the article may be inside the preposition
    before = chunk[j - 1]
    article = before.pos == "ADP" and "PronType=Art" in before.morph  # "numa agência"
    of = before.low in w.of_preps and k - j == 1 and not w.verb_second  # "do interior de minas"
    article = article or of
    return chunk[j] if before.pos in ("DET", "NUM", "ADJ") or article else None


def _take_name(chunk: list[_Tok], participle: _Tok) -> None:
    """The name right after an adnominal participle is its object ("chamado Max")."""
    k = chunk.index(participle)
    nxt = chunk[k + 1] if k + 1 < len(chunk) else None
    if nxt is not None and nxt.pos == "PROPN" and nxt.dep in ("obj", "obl", "nsubj"):
        nxt.head, nxt.dep = participle.i, "obj"


def _separable_particle(chunk: list[_Tok], verb: _Tok, w: _Words) -> None:
    """A particle closing the clause joins its finite verb: "ich ziehe ... um" is umziehen."""
    words = [t for t in chunk if t.pos != "PUNCT"]
    if not words or not verb.tenses - NON_FINITE:
        return
    last = words[-1]
    if last.low not in w.particles or last.pos != "ADP" or last.dep != "compound:prt":
        return
    joined = last.low + verb.lemma
    if joined in w.forms and "Inf" in w.forms[joined][1]:
        verb.lemma = joined
        last.head = verb.i


def _name_after_article(chunk: list[_Tok], pred: _Tok, w: _Words, code: str) -> None:
    """A copula's lone capitalised word after a definite article is a name ("bin der Tobi")."""
    k = chunk.index(pred)
    cased = pred.text[:1].isupper() or not any(x.text[:1].isupper() for x in chunk[1:])
    if not w.nouns_capitalised or pred.pos != "NOUN" or not cased or k == 0:
        return
    before = chunk[k - 1]
    if before.low not in w.definite_articles or (k + 1 < len(chunk) and chunk[k + 1].pos == "NOUN"):
        return
    copula = next((t for t in chunk[:k] if t.dep == "cop"), None)
    form = w.forms.get(copula.low) if copula is not None else None
    speaker = form is not None and bool(form[2]) and all(p[0] == "1" for p in form[2])
    if not speaker and not any(t.pos == "PRON" and t.low in w.subject_words for t in chunk[:k]):
        return  # "im büro war die kaffeemaschine kaputt": no one introduced
    if pred.low not in w.common_nouns and not _role_noun(pred.low, w, code):
        pred.pos = "PROPN"


def _lone_name(chunk: list[_Tok], w: _Words, code: str) -> None:
    """A verbless phrase of a definite article and a capitalised word names someone.

    "Meine Frau, die Petra, ist ...": no noun would stand alone so.
    """
    words = [t for t in chunk if t.pos != "PUNCT"]
    if len(words) != 2 or words[0].low not in w.definite_articles:
        return
    name = words[1]
    if not (w.nouns_capitalised and name.pos == "NOUN" and name.text[:1].isupper()):
        return
    if name.low not in w.common_nouns and not _role_noun(name.low, w, code):
        name.pos = "PROPN"


def _named_by_word(chunk: list[_Tok], heads: list[_Tok], w: _Words) -> None:
    """A naming word between a noun and a name: the name is the noun's apposition.

    "ein Hund namens Bello": Bello names the dog, no second object.
    """
    for k, t in enumerate(chunk):
        if t.low not in w.naming_words or k == 0 or k + 1 >= len(chunk):
            continue
        noun = next((h for h in heads if h.i < t.i and h.pos == "NOUN"), None)
        name = next((h for h in heads if h.i > t.i), None)
        if noun is None or name is None or chunk[k + 1] is not name:
            continue
        noun = [h for h in heads if h.i < t.i][-1]
        name.head, name.dep = noun.i, "appos"
        name.pos = "PROPN"
        t.head, t.dep = name.i, "mark"


def _predicate_word(
    chunk: list[_Tok], cop: _Tok, heads: list[_Tok], lang: LanguageData, w: _Words
) -> _Tok | None:
    """The word a copula links its subject to.

    An age adjective ("dreißig Jahre alt"), else the first phrase after the copula that is no
    time phrase and has no preposition, else a bare adjective or number; verb last, the
    phrase before the copula that is not its subject.
    """
    for t in chunk:
        if t.i > cop.i and t.low in lang.age_adjectives:
            return t
    after = [h for h in heads if h.i > cop.i and h.low not in w.time_nouns]
    for n, h in enumerate(after):
        k = chunk.index(h)
        if _case_before(chunk, k) is None:
            then = after[n + 1] if n + 1 < len(after) else None
            if (
                w.verb_second
                and h.low in w.favorite_nouns
                and then is not None
                and _case_before(chunk, chunk.index(then)) is None
            ):
                return then  # "eigentlich ist mein lieblingsessen schnitzel": subject first
            if (
                h.pos == "NUM"
                and then is not None
                and then.pos == "PROPN"
                and _case_before(chunk, chunk.index(then)) is None
            ):
                return then  # "os meus filhos são dois o tomás e o rodrigo": who, not how many
            return _adjective_after_subject(chunk, h, w) or h
    for t in chunk:
        if t.i > cop.i and t.head == -1 and t.pos in ("ADJ", "NUM"):
            return t
    before = [h for h in heads if h.i < cop.i and h.low not in w.time_nouns]
    pronoun = bool(before) and any(
        t.pos == "PRON" and t.i < before[-1].i and t.low in w.subject_words for t in chunk
    )
    if len(before) + pronoun > 1 and _case_before(chunk, chunk.index(before[-1])) is None:
        return before[-1]  # verb last: "dass ich Vegetarier bin"
    return None


def _adjective_after_subject(chunk: list[_Tok], noun: _Tok, w: _Words) -> _Tok | None:
    """Verb second, a definite phrase after the copula and a bare adjective after it.

    "im büro war die kaffeemaschine kaputt": the phrase is the subject, the adjective says
    what it was.
    """
    k = chunk.index(noun)
    if not w.verb_second or k == 0 or chunk[k - 1].low not in w.definite_articles:
        return None
    rest = [t for t in chunk[k + 1 :] if t.pos != "PUNCT"]
    if rest and rest[0].pos == "ADJ" and rest[0].head < 0:
        return rest[0]
    return None


def _split_compound(span: list[_Tok], nouns: list[_Tok]) -> bool:
    """Common nouns only, side by side, the last closing the phrase: one compound noun."""
    return (
        len(nouns) >= 2
        and all(x.pos == "NOUN" and "Tim" not in x.morph for x in nouns)
        and nouns[-1] is span[-1]
        and nouns[-1].i - nouns[0].i == len(nouns) - 1
    )


def _time_phrase_at(chunk: list[_Tok], j: int) -> bool:
    """A time noun with a word of its own after it ("semana passada"), not "per ore"."""
    nxt = chunk[j + 1] if j + 1 < len(chunk) else None
    return nxt is not None and nxt.pos in ("NOUN", "ADJ") and nxt.head < 0


def _noun_phrases(chunk: list[_Tok], w: _Words) -> list[_Tok]:
    """Group determiners, adjectives, nouns and names into phrases; return their heads."""
    heads: list[_Tok] = []
    k = 0
    n = len(chunk)
    while k < n:
        t = chunk[k]
        if t.pos not in ("DET", "ADJ", "NOUN", "PROPN", "NUM") or t.head >= 0:
            k += 1
            continue
        j = k
        while (
            j < n and chunk[j].pos in ("DET", "ADJ", "NOUN", "PROPN", "NUM") and chunk[j].head < 0
        ):
            if (
                j > k
                and chunk[j].pos == "DET"
                and chunk[j - 1].pos != "DET"
                and not _trailing_determiner(chunk, j, w)
                and not _named_by_article(chunk, j, w)
            ):
                break
            if j > k and _adjective_after_noun(chunk[j - 1], chunk[j], w):
                break
            if (
                j > k
                and w.adjectives_first
                and chunk[j].pos == "ADJ"
                and chunk[j - 1].pos == "NUM"
                and (j + 1 >= n or chunk[j + 1].pos not in ("ADJ", "NOUN", "PROPN"))
            ):
                break  # "ich bin 42 verheiratet": a number with no noun after it ends here
            if j > k and chunk[j].pos == "NUM" and chunk[j - 1].pos == "NOUN":
                break  # "faço yoga três vezes por semana": the number counts what follows
            if j > k and _object_after_time(chunk, k, j, w):
                break
            if (
                j > k
                and "Tim" in chunk[j].morph
                and (
                    chunk[j - 1].pos == "PROPN"
                    or chunk[j - 1].low in w.place_names
                    or (chunk[j - 1].pos == "NOUN" and _time_phrase_at(chunk, j))
                )
            ):
                # "voltei pro brasil ano passado", "adotou uma gatinha semana passada": a time
                # after a name or a noun, no part of it
                break
            if j > k and chunk[j - 1].low in w.languages and chunk[j].low in w.language_manners:
                break  # "falo espanhol fluente", "francês melhor do que": how well, no part of it
            if j > k and chunk[j].low in w.languages and chunk[j - 1].low in w.languages:
                break  # "falo inglês espanhol": a list said without "and"
            if j > k and _counted_member(chunk, k, w) and chunk[j].pos in ("NOUN", "PROPN"):
                break  # "três países itália frança": each name after the class is one
            if (
                j > k
                and w.verb_second
                and chunk[j - 1].pos == "PROPN"
                and chunk[j].low in w.common_nouns
                and chunk[j].low not in w.event_words  # "Jugend forscht": the event's name
            ):
                break  # "in münchen informatik": compounds are one word, a name ends here
            if (
                j > k
                and w.verb_second
                and chunk[j].pos == chunk[j - 1].pos == "NOUN"
                and "Tim" in chunk[j - 1].morph
            ):
                break  # "seit der schulzeit schlagzeug": a time noun ends its phrase
            if (
                j > k
                and w.compound_last
                and chunk[j].pos == chunk[j - 1].pos == "NOUN"
                and "Plur" in chunk[j - 1].morph
                and (chunk[j - 1].low in w.person_nouns or chunk[j - 1].lemma in w.person_nouns)
            ):
                break  # "mit meinen jungs fifa": persons end their phrase, the object follows
            if (
                j > k
                and w.compound_last
                and chunk[j].pos == chunk[j - 1].pos == "NOUN"
                and chunk[k].low in w.possessives
                and chunk[j - 1].low in w.person_nouns
                and chunk[j].low not in w.person_nouns
            ):
                break  # "und meine mutter lehrerin": the relative, then the role (gapped)
            if _counted_class(chunk, k, j, w):
                break  # "falo três línguas português inglês": the languages are the list
            if (
                j > k
                and w.compound_last
                and chunk[j].pos == chunk[j - 1].pos == "NOUN"
                and chunk[j - 1].low in w.favorite_nouns
            ):
                break  # "ist mein lieblingsessen schnitzel": the subject, then the predicate
            j += 1
        span = chunk[k:j]
        nouns = [x for x in span if x.pos in ("NOUN", "PROPN")]
        if nouns and w.compound_last and _split_compound(span, nouns):
            head = nouns[-1]  # "riesen fan", "eishockey fan": a compound said in two words
        elif nouns:
            head = nouns[0]
        else:
            nums = [x for x in span if x.pos == "NUM"]
            head = nums[-1] if nums else span[-1]
        for x in span:
            if x is head:
                continue
            x.head = head.i
            if x.low in w.third_possessives:
                x.dep = "nmod:poss"  # "su hermano", "o irmão dele"
            elif x.pos == "DET":
                x.dep = "det"
            elif x.pos == "ADJ":
                x.dep = "amod"
            elif x.pos == "NUM":
                x.dep = "nummod"
            elif x.pos == "PROPN" and head.pos == "PROPN":
                x.dep = "flat:name"
            elif _surname(head, x, w):
                x.dep, x.pos = "flat:name", "PROPN"  # "Helene Fischer": no role after a name
            elif (
                head.pos == "PROPN"
                and x.i > head.i
                and x.text.islower()
                and x.low not in w.stop_words
            ):
                # a lowercase word goes on: "Jugend forscht", "fernanda costa"
                x.dep, x.pos = "flat:name", "PROPN"
            elif x.pos == "PROPN":
                x.dep = "appos"
            else:
                x.dep = "compound"
        # a name run after a kin noun: the first name is the apposition, the rest its flat parts
        names = [x for x in span if x.pos == "PROPN" and x.i > head.i]
        if names and head.pos == "NOUN":
            first = names[0]
            # "mio fratello Giorgio" names the person; "ospedale San Raffaele" is one name
            first.head = head.i
            person = head.low in w.person_nouns or head.lemma in w.person_nouns
            first.dep = "appos" if person else "nmod"
            for x in names[1:]:
                x.head, x.dep = first.i, "flat:name"
            article = chunk[chunk.index(first) - 1]
            if article.pos == "DET" and article.i > head.i:
                article.head = first.i  # "a minha irmã a bia": the name's own article
        head.head = -2  # grouped, not yet attached
        if _listed_language(heads, head, span, w) or _listed_member(chunk, heads, head, span, w):
            head.head, head.dep = heads[-1].i, "conj"  # the second of a listed pair
        elif span[0].low in w.genitive_owners and k > 0 and chunk[k - 1] in heads[-1:]:
            # "der hund meiner schwester": whose the noun before is, no phrase of the clause
            head.head, head.dep = chunk[k - 1].i, "nmod:poss"
            k = j
            continue
        elif heads and _counted_class(chunk, chunk.index(heads[-1]) - 1, k, w, head):
            # the counted noun before names no member: the first listed takes its place
            heads[-1].head, heads[-1].dep = head.i, "dep"
            heads[-1] = head
            k = j
            continue
        heads.append(head)
        k = j
    return heads


def _arguments(
    chunk: list[_Tok], pred: _Tok, heads: list[_Tok], lang: LanguageData, w: _Words, copular: bool
) -> None:
    """Subject, objects, obliques and the remaining words of one clause."""
    subject_done = False
    object_done = False
    verb_i = pred.i
    anchor = next((t for t in chunk if t.dep == "cop" and t.head == pred.i), pred)
    finite = next((t for t in chunk if t.head == pred.i and t.dep in ("aux", "cop")), pred)
    # Verb second with the subject pronoun right after the verb: what stands first is no
    # subject ("Fußball spiel ich im Verein").
    after = next((t for t in chunk if t.i > finite.i and t.pos != "PUNCT"), None)
    inverted = (
        w.verb_second
        and after is not None
        and after.pos == "PRON"
        and after.low in w.subject_words
        and finite is not chunk[0]
    )
    order = [k for k, t in enumerate(chunk) if t.head == -2 or t.pos == "PRON"]
    order += [k for k, t in enumerate(chunk) if not (t.head == -2 or t.pos == "PRON")]
    for k in order:
        t = chunk[k]
        if t is pred or (t.head >= 0 and t.head != -2):
            continue
        if t.head == -2 and _adverbial_adjective(chunk, k, copular):
            t.head, t.dep = verb_i, "advmod"  # "ich spiel ziemlich viel Schach": no object
            continue
        if t.head == -2:  # a noun phrase head
            first = _conjunct_of(chunk, k, w)
            if first is not None:  # "Paolo e Andrea": the second of two coordinated phrases
                cc = chunk[_span_start(chunk, k) - 1]
                t.head, t.dep = first.i, "conj"
                cc.head, cc.dep = t.i, "cc"
                continue
            case = _case_before(chunk, k)
            if case is not None:
                case.head, case.dep = t.i, "case"
                of_noun = (
                    _previous_head(chunk, k, heads, w)
                    if case.low in w.of_preps and t.low not in w.attribute_kinds
                    else None
                )
                if of_noun is not None and "Tim" in of_noun.morph and w.verb_second:
                    of_noun = None  # "letztes jahr am tough mudder": no part of the time
                if of_noun is not None and _event_place(of_noun, case, chunk, w):
                    of_noun = None  # "un hackathon de la uni": where it was, no part of its name
                if of_noun is None and case.low in w.bare_preps:
                    of_noun = _new_thing(chunk, k, heads, pred, w)
                if of_noun is not None:
                    t.head, t.dep = of_noun.i, "nmod"
                else:
                    t.head, t.dep = verb_i, "obl"
                continue
            ago = k + 1 < len(chunk) and chunk[k + 1].low in w.ago_words
            if t.i < finite.i and t.low in w.time_nouns and (ago or t.low not in lang.age_nouns):
                t.head, t.dep = verb_i, "obl:tmod"  # "l'estate scorsa sono stata ..."
                continue
            if (
                t.low in w.time_nouns
                and "Tim" in t.morph
                and (_bare_time(chunk, k, w) or _time_span(chunk, k, finite, w))
            ):
                t.head, t.dep = verb_i, "obl:tmod"  # "ich war letztes Jahr in Japan"
                continue
            if t.i < finite.i and inverted and "Tim" in t.morph and _counted(chunk, k):
                t.head, t.dep = verb_i, "obl:tmod"  # "zehn jahre war ich bei der öbb"
                continue
            if t.i < finite.i and inverted and not object_done and not copular:
                t.head, t.dep = verb_i, "obj"  # "Pilze mag ich nicht": the object first
                object_done = True
                continue
            if (
                t.i < finite.i
                and not (subject_done or copular)
                and _no_subject_of_mine(chunk, k, finite, w)
            ):
                t.head, t.dep = verb_i, "discourse"  # "brincadeira tenho trinta e três"
                continue
            if t.i < finite.i and not subject_done:
                t.head, t.dep = verb_i, "nsubj"
                subject_done = True
                continue
            verb_final = w.verb_second and finite.i < t.i < anchor.i  # "habe Physik studiert"
            if (t.i > anchor.i or verb_final) and not object_done and not copular:
                t.head, t.dep = verb_i, "obj"
                object_done = True
                continue
            if t.i > finite.i and not subject_done and t.pos == "PROPN":
                t.head, t.dep = verb_i, "nsubj"
                subject_done = True
                continue
            if copular and w.verb_second and finite.i < t.i < verb_i and not subject_done:
                t.head, t.dep = verb_i, "nsubj"  # "jetzt ist mein lieblingsessen schnitzel"
                subject_done = True
                continue
            if copular and w.adjectives_first and pred.pos == "NUM" and t.pos == "ADJ":
                t.head, t.dep = verb_i, "parataxis"  # "ich bin 42 verheiratet": a list
                continue
            t.head, t.dep = verb_i, "obl" if t.i > verb_i else "dep"
            continue
        if t.pos == "PRON" and k >= 2 and chunk[k - 1].pos == "CCONJ" and chunk[k - 1].head < 0:
            before = chunk[k - 2]
            if before.dep in ("appos", "flat", "flat:name"):  # "mi amigo dani y yo"
                before = next((x for x in chunk if x.i == before.head), before)
            if before.pos in ("NOUN", "PROPN") and before.dep in ("nsubj", "obj"):
                t.head, t.dep = before.i, "conj"  # "Tommaso e io"
                chunk[k - 1].head, chunk[k - 1].dep = t.i, "cc"
                continue
        if t.pos == "PRON" and k > 0 and chunk[k - 1].pos == "ADP" and chunk[k - 1].head < 0:
            _pronoun_with_case(chunk, k, heads, verb_i, w)  # "ein Freund von mir"
            continue
        if t.pos == "PRON" and k == 0 and t.relative and not subject_done:
            if _relative_object(chunk, finite, copular, w):
                t.head, t.dep = verb_i, "obj"  # "la granita che mia nonna mi comprava"
                object_done = True
                continue
            t.head, t.dep = verb_i, "nsubj"  # "che si chiama Fido"
            subject_done = True
            continue
        if t.pos == "PRON":
            nxt = chunk[k + 1] if k + 1 < len(chunk) else None
            clitic = nxt is not None and nxt.pos in ("VERB", "AUX") and t.low not in w.subject_words
            # "chama se sofia": a naming verb's reflexive written apart after it
            clitic = clitic or (
                k > 0
                and chunk[k - 1] is pred
                and t.low in w.clitics
                and pred.lemma in lang.name_verbs
            )
            if clitic:
                t.head, t.dep = verb_i, "expl:pv"
            elif not subject_done and t.low in w.subject_words:
                t.head, t.dep = verb_i, "nsubj"
                subject_done = True
            elif t.i > verb_i and not object_done and _object_after(chunk, k, w):
                t.head, t.dep = verb_i, "iobj"  # "ich wünsch mir 'nen garten": the garden
            elif t.i > verb_i and not object_done:
                t.head, t.dep = verb_i, "obj"
                object_done = True
            else:
                t.head, t.dep = verb_i, "expl:pv" if t.i < verb_i else "obj"
            continue
        if t.pos == "ADP":
            t.head, t.dep = verb_i, "compound:prt"
            continue
        if t.pos == "PUNCT":
            t.head, t.dep = verb_i, "punct"
            continue
        if t.pos == "ADV":
            t.head, t.dep = verb_i, "advmod"
            continue
        t.head, t.dep = verb_i, "dep"


def _relative_object(chunk: list[_Tok], finite: _Tok, copular: bool, w: _Words) -> bool:
    """A relative pronoun with a noun phrase of its own before the verb: the object.

    "la granita che mia nonna mi comprava", "el libro que mi padre me regaló": the phrase is
    the subject. Not where the verb comes last (``verb_second``: "der mir den Hund schenkte"),
    nor a time ("che ogni giorno ...") or a phrase with its preposition.
    """
    if copular or w.verb_second:
        return False
    return any(
        t.head == -2
        and t.pos in ("NOUN", "PROPN")
        and 0 < k < len(chunk)
        and chunk[0].i < t.i < finite.i
        and t.low not in w.time_nouns
        and _case_before(chunk, k) is None
        for k, t in enumerate(chunk)
    )


def _object_after(chunk: list[_Tok], k: int, w: _Words) -> bool:
    """Verb second: a pronoun before a phrase with no preposition of its own, the object.

    "ich wünsch mir 'nen garten", "ich hab mir ein auto gekauft".
    """
    if not w.verb_second:
        return False
    for j in range(k + 1, len(chunk)):
        t = chunk[j]
        if t.pos in ("VERB", "AUX", "CCONJ", "SCONJ") or t.text in _CLAUSE_PUNCT:
            return False
        if (
            t.head == -2
            and t.pos in ("NOUN", "PROPN")
            and "Tim" not in t.morph
            and _case_before(chunk, j) is None
        ):
            return True  # a phrase with a preposition may come first ("zum geburtstag")
    return False


def _counted_class(
    chunk: list[_Tok], k: int, j: int, w: _Words, member: _Tok | None = None
) -> bool:
    """A counted plural noun, then the languages it counts: "três línguas português inglês".

    The phrase ``chunk[k:j]`` ends in the counted noun; ``chunk[j]`` (or ``member``) is the
    first language listed.
    """
    if j <= k or j >= len(chunk) or k < 0:
        return False
    first = member if member is not None else chunk[j]
    before = chunk[j - 1]
    return (
        (first.low in w.languages or (before.low in w.list_classes and first.pos == "NOUN"))
        and before.pos == "NOUN"
        and before.low not in w.languages
        and any(x.pos == "NUM" for x in chunk[k : j - 1])
    )


def _no_subject_of_mine(chunk: list[_Tok], k: int, finite: _Tok, w: _Words) -> bool:
    """A comment noun opening the clause of a verb of "I": no subject ("mentira moro ...")."""
    t = chunk[k]
    return (
        k == 0
        and t.low in w.comment_nouns
        and "Person=1" in finite.morph
        and "Number=Sing" in finite.morph
        and not any(x.head == t.i for x in chunk)
    )


def _counted_member(chunk: list[_Tok], k: int, w: _Words) -> bool:
    """``chunk[k]`` opens the list a counted class noun right before it counts."""
    return (
        k >= 2
        and chunk[k - 1].low in w.list_classes
        and any(x.pos == "NUM" for x in chunk[max(k - 3, 0) : k - 1])
    )


def _listed_after_class(toks: list[_Tok], noun: _Tok, anchor: _Tok, w: _Words) -> None:
    """A counted class noun, then its members set off ("três países: itália, frança").

    The first member takes the class noun's place; the next ones are its conjuncts.
    """
    kids = [t for t in toks if t.head == noun.i and t is not anchor]
    if noun.low in w.list_classes and any(t.pos == "NUM" and t.i < noun.i for t in kids):
        anchor.head, anchor.dep = noun.head, noun.dep
        noun.head, noun.dep = anchor.i, "dep"
        for t in kids:
            if t.dep == "case":
                t.head = anchor.i
    elif noun.dep != "dep" and any(t.low in w.list_classes and t.dep == "dep" for t in kids):
        anchor.dep = "conj"  # "itália, frança": the second member
    elif noun.dep == "conj" and any(
        t.low in w.list_classes and t.head == noun.head and t.dep == "dep" for t in toks
    ):
        anchor.head, anchor.dep = noun.head, "conj"


def _listed_member(
    chunk: list[_Tok], heads: list[_Tok], head: _Tok, span: list[_Tok], w: _Words
) -> bool:
    """A bare noun right after a counted class's member: "três países itália frança"."""
    if not heads or span[0] is not head or heads[-1].i != head.i - 1 or head.pos != "NOUN":
        return False
    first = heads[-1]
    while first.dep == "conj":
        first = next((x for x in chunk if x.i == first.head), first)
        if first.dep != "conj":
            break
    return any(x.head == first.i and x.low in w.list_classes for x in chunk)


def _listed_language(heads: list[_Tok], head: _Tok, span: list[_Tok], w: _Words) -> bool:
    """A language name right after another: "falo inglês espanhol" lists two."""
    return (
        bool(heads)
        and span[0] is head
        and heads[-1].i == head.i - 1
        and heads[-1].low in w.languages
        and head.low in w.languages
    )


def _adverbial_adjective(chunk: list[_Tok], k: int, copular: bool) -> bool:
    """A lone adjective before a verb's object modifies the verb: "will unbedingt einen Hund".

    Only before an object ("spiel ziemlich viel Schach"): in a lowercase transcript a lone
    one may be the noun itself ("ich liebe wandern").
    """
    t = chunk[k]
    if t.pos != "ADJ" or copular or any(x.head == t.i for x in chunk):
        return False
    nxt = next((x for x in chunk[k + 1 :] if x.pos != "ADV"), None)
    return nxt is not None and nxt.pos in ("DET", "NOUN", "PROPN")


def _named_by_article(chunk: list[_Tok], j: int, w: _Words) -> bool:
    """A definite article and a name after a person noun: "a minha irmã a bia"."""
    return (
        chunk[j].low in w.definite_articles
        and (
            chunk[j - 1].low in w.person_nouns
            or _relative_before(chunk, j - 1, w) is not None  # "a filha mais nova a lara"
        )
        and j + 1 < len(chunk)
        and chunk[j + 1].pos == "PROPN"
    )


def _trailing_determiner(chunk: list[_Tok], j: int, w: _Words) -> bool:
    """A possessive after its noun, nothing after it to determine ("um amigo meu")."""
    nxt = chunk[j + 1] if j + 1 < len(chunk) else None
    return (
        chunk[j].low in w.possessives
        and chunk[j - 1].pos == "NOUN"
        and (nxt is None or nxt.pos not in ("DET", "ADJ", "NOUN", "PROPN", "NUM"))
    )


def _homonym(t: _Tok, prev: _Tok | None, w: _Words) -> bool:
    """A time noun that is a common noun after these words ("time_homonyms"): "uma quinta"."""
    return prev is not None and prev.low in w.time_homonyms.get(t.low, ())


def _bare_time(chunk: list[_Tok], k: int, w: _Words) -> bool:
    """A time noun with a modifier of its own and no article: "letztes Jahr", "jeden Tag".

    A definite article alone right after the verb is no such modifier: "odio l'estate" is
    what is hated.
    """
    start = _span_start(chunk, k)
    mods = [t for t in chunk[start:k] if t.head == chunk[k].i]
    after_verb = (
        start > 0 and chunk[start - 1].pos == "VERB" and chunk[start - 1].tenses - NON_FINITE
    )
    if after_verb and mods and all(t.low in w.definite_articles for t in mods):
        return False
    return bool(mods) and all(t.pos in ("ADJ", "DET") for t in mods)


def _time_span(chunk: list[_Tok], k: int, finite: _Tok, w: _Words) -> bool:
    """A time noun after the verb with a count or "every": "dieci minuti", "todo domingo"."""
    t = chunk[k]
    if t.i < finite.i or t.low in w.age_nouns:
        return False
    start = _span_start(chunk, k)
    if any(x.pos == "NUM" for x in chunk[start:k]):
        return True
    before = chunk[start - 1] if start else None
    return before is not None and before.pos == "ADV" and before.low in w.stop_words


def _pronoun_with_case(
    chunk: list[_Tok], k: int, heads: list[_Tok], verb_i: int, w: _Words
) -> None:
    """A pronoun after a preposition: the noun's modifier ("un amico di lei"), else oblique."""
    t, case = chunk[k], chunk[k - 1]
    case.head, case.dep = t.i, "case"
    owner = _previous_head(chunk, k, heads, w) if case.low in w.of_preps else None
    t.head, t.dep = (owner.i, "nmod") if owner is not None else (verb_i, "obl")


def _surname(head: _Tok, x: _Tok, w: _Words) -> bool:
    """A capitalised word right after a first name, in a language that capitalises nouns."""
    return (
        w.nouns_capitalised
        and head.pos == "PROPN"
        and x.i == head.i + 1
        and x.text[:1].isupper()
        and x.low not in w.common_nouns
    )


def _object_after_time(chunk: list[_Tok], start: int, j: int, w: _Words) -> bool:
    """A bare time, then the object: "ich zock jeden Abend | Fortnite" (verb second).

    After a time with a preposition, a counted one or a role: "seit zehn jahren | gitarre",
    "seit januar | vegetarierin".
    """
    if (
        not w.verb_second
        or "AdvType=Tim" not in chunk[j - 1].morph
        or chunk[j].pos not in ("NOUN", "PROPN")  # "zweimal die Woche Yoga"
    ):
        return False
    bare = start == 0 or chunk[start - 1].pos != "ADP"  # not "fürs Studium weg"
    counted = any(t.pos in ("NUM", "ADJ") for t in chunk[start : j - 1])  # "seit zehn jahren"
    return bare or counted or chunk[j].low.endswith(w.role_suffixes)


def _counted(chunk: list[_Tok], k: int) -> bool:
    """A number counts the noun: "zehn jahre"."""
    return any(t.pos == "NUM" and t.head == chunk[k].i for t in chunk[:k])


def _adjective_after_noun(before: _Tok, t: _Tok, w: _Words) -> bool:
    """An adjective after a noun, in a language whose adjectives come first: a new phrase."""
    return w.adjectives_first and t.pos == "ADJ" and before.pos in ("NOUN", "PROPN")


def _span_start(chunk: list[_Tok], k: int) -> int:
    j = k
    while j > 0 and chunk[j - 1].head == chunk[k].i:
        j -= 1
    return j


def _conjunct_of(chunk: list[_Tok], k: int, w: _Words) -> _Tok | None:
    """The phrase head before "<head> and" when ``chunk[k]`` heads the phrase after it."""
    j = _span_start(chunk, k)
    if j < 2 or chunk[j - 1].pos != "CCONJ" or chunk[j - 1].head >= 0:
        return None
    before = chunk[j - 2]
    if before.pos == "PRON" and before.low in w.subject_words and before.dep == "nsubj":
        return before  # "io e mia moglie parliamo": the speaker and another, one subject
    # A lone adjective may head a phrase in a lowercase transcript ("französisch und ...").
    if before.pos in ("NOUN", "PROPN", "ADJ") and before.head >= 0 and before.dep != "case":
        if before.dep == "appos" and before.pos == "PROPN" == chunk[k].pos:
            return before  # "zwei kinder lea und jonas": the second name
        return before if before.dep in ("nsubj", "obj", "obl", "nmod", "conj") else None
    return None


def _case_before(chunk: list[_Tok], k: int) -> _Tok | None:
    """The preposition opening the noun phrase whose head is ``chunk[k]``."""
    j = k - 1
    inside = {chunk[k].i}
    while j >= 0 and chunk[j].head in inside:
        inside.add(chunk[j].i)  # and their own words: "em três países itália"
        j -= 1
    if j >= 0 and chunk[j].pos == "ADP" and chunk[j].head < 0:
        return chunk[j]
    return None


def _new_thing(chunk: list[_Tok], k: int, heads: list[_Tok], pred: _Tok, w: _Words) -> _Tok | None:
    """An infinitive's indefinite object, the place right after it says where it is.

    "comprare una casa in campagna", "aprire un agriturismo in toscana": the place is the
    object's, not the verb's.
    """
    if w.verb_second:
        return None
    noun = _previous_head(chunk, k, heads, w)
    if noun is None or noun.dep != "obj" or noun.head != pred.i or noun.i < pred.i:
        return None
    inf = chunk[k].i
    if not any(t.pos == "VERB" and "Inf" in t.tenses and pred.i <= t.i < inf for t in chunk):
        return None  # the object of an infinitive (it takes the verb's arguments later)
    det = next((t for t in chunk if t.head == noun.i and t.dep == "det"), None)
    indefinite = det is not None and det.low not in w.definite_articles
    return noun if indefinite and det.low not in w.possessives else None


def _event_place(event: _Tok, case: _Tok, chunk: list[_Tok], w: _Words) -> bool:
    """An event noun, then "of" and an article: "un hackathon de la uni".

    The words after the event tell where it was; "maratón de Valencia" names it.
    """
    k = chunk.index(case)
    return (
        w.event_places
        and event.low in w.event_words
        and k + 1 < len(chunk)
        and chunk[k + 1].pos == "DET"
    )


def _previous_head(chunk: list[_Tok], k: int, heads: list[_Tok], w: _Words) -> _Tok | None:
    """The noun right before the phrase of ``chunk[k]`` ("il fratello di Anna").

    Or before its possessive ("amigos míos del trabajo").
    """
    head = chunk[k]
    j = k - 1
    while j >= 0 and (chunk[j].head == head.i):
        j -= 1  # its determiners, adjectives and preposition
    if j >= 0 and chunk[j] in heads and chunk[j].pos in ("NOUN", "PROPN"):
        return chunk[j]
    if j >= 0 and (chunk[j].pos in ("NOUN", "PROPN") or chunk[j].low in w.possessives_after):
        return next((h for h in heads if h.i == chunk[j].head), None)
    return None
