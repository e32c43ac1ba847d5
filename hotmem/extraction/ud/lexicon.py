"""The language lexicon of the UD patterns, built once per language.

:func:`lexicon_of` turns the LanguageData fields into the lookup-ready :class:`Lexicon`: the
verb-form table, copulas, naming and age words, pronouns, the words that are never names, and
the rest.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from hotmem.lang.base import LanguageData


@dataclass(frozen=True, slots=True)
class Form:
    """What the verb-form table says about one surface form."""

    lemmas: tuple[str, ...]
    tenses: frozenset[str]
    persons: frozenset[str]


@dataclass(frozen=True, slots=True)
class Lexicon:
    """The language data the UD patterns need, in lookup-ready form."""

    forms: dict[str, Form]
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
    plan_phrases: tuple[tuple[str, ...], ...]
    hedge_verbs: frozenset[str]
    no_longer_words: frozenset[str]
    ambiguous_negations: frozenset[str]
    preps: frozenset[str]
    infinitive_endings: tuple[str, ...]
    habitual_words: frozenset[str]
    hedge_words: frozenset[str]
    # Verb forms of a lemma whose bare object is a relation ("love": likes), and those forms
    # with the forms of a lemma whose bare object denies one ("hate").
    bare_relation_forms: frozenset[str]
    bare_object_forms: frozenset[str]


# Keyed by the data object's id; the entry holds the object, so the id is never reused while
# the entry lives (a language's data built again, e.g. for another reader, gets its own).
_LEXICONS: dict[int, tuple[LanguageData, Lexicon]] = {}


def lexicon_of(lang: LanguageData) -> Lexicon:
    """The lookup-ready lexicon of a language, built once."""
    found = _LEXICONS.get(id(lang))
    if found is None or found[0] is not lang:
        found = _LEXICONS[id(lang)] = (lang, _build_lexicon(lang))
    return found[1]


def _build_lexicon(lang: LanguageData) -> Lexicon:
    forms = {
        form: Form(
            tuple(lemmas.split("|")),
            frozenset(tenses.split("|")),
            frozenset(p for p in persons.split("|") if p),
        )
        for form, (lemmas, tenses, persons) in dict(lang.verb_forms).items()
    }
    copulas = frozenset(lang.copulas)
    possession = {
        verb: rel
        for (verb, prep), rel in lang.verb_relations.items()
        if not prep and rel in ("has", "owns")
    }
    relation_lemmas = frozenset(verb for verb, _ in lang.verb_relations)
    name_verbs = frozenset(lang.name_verbs)
    age_verbs = frozenset(lang.age_verbs)
    stop_verbs = frozenset(lang.stop_verbs)
    denied_lemmas = frozenset(verb for verb, _ in lang.denied_relations)
    recoverable = (
        relation_lemmas | denied_lemmas | name_verbs | age_verbs | lang.frame_verbs
    ) | lang.report_verbs
    recoverable -= copulas
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
    friend_words = frozenset(lang.relation_cues.get("friend_of", ())) | lang.friend_words
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
        | lang.favorite_words  # "Mon plat préféré, c'est ...": the parse may tag it a name
    )
    nominal_words = (
        frozenset(lang.kinship)
        | frozenset(lang.pets)
        | friend_words
        | frozenset(lang.favorite_things)
        | lang.traits
    )
    return Lexicon(
        forms=forms,
        copulas=copulas,
        state_copulas=frozenset(lang.state_copulas),
        name_verbs=name_verbs,
        name_nouns=frozenset(lang.name_nouns),
        age_nouns=frozenset(lang.age_nouns),
        age_verbs=age_verbs,
        name_links=frozenset(lang.name_links),
        complementizers=frozenset(lang.complementizers),
        assertive=frozenset(lang.assertive_verbs),
        stop_verbs=stop_verbs,
        existential=frozenset(lang.existential),
        friend_words=friend_words,
        possession=possession,
        relation_lemmas=relation_lemmas,
        recoverable=recoverable,
        not_names=not_names,
        weak_not_names=lang.stop_words - not_names,
        nominal_words=nominal_words,
        pronouns=pronouns,
        if_words=frozenset(p[0] for p in lang.hypothetical_markers if len(p) == 1),
        plan_phrases=tuple(p for p in lang.hypothetical_markers if len(p) > 1),
        hedge_verbs=(_hedge_verbs(lang, forms) | lang.hedge_verbs) - copulas - lang.frame_verbs,
        no_longer_words=frozenset(w for p in lang.no_longer for w in p) - lang.negations,
        ambiguous_negations=frozenset(p[0] for p in lang.no_longer if len(p) == 1),
        preps=frozenset(prep for _, prep in lang.verb_relations if prep) - _governed_articles(lang),
        infinitive_endings=tuple({lemma[-2:] for f in forms.values() for lemma in f.lemmas}),
        habitual_words=frozenset(w for phrase in lang.past_habitual for w in phrase),
        hedge_words=lang.hedge_modals | lang.hedge_adverbs,
        bare_relation_forms=_forms_of_bare(forms, lang.verb_relations),
        bare_object_forms=_forms_of_bare(forms, lang.verb_relations)
        | _forms_of_bare(forms, lang.denied_relations),
    )


def _forms_of_bare(
    forms: dict[str, Form], relations: Mapping[tuple[str, str], str]
) -> frozenset[str]:
    """The forms of the verbs whose bare object (no preposition) is one of ``relations``."""
    return frozenset(
        word
        for word, form in forms.items()
        if any((lemma, "") in relations for lemma in form.lemmas)
    )


def _hedge_verbs(lang: LanguageData, forms: dict[str, Form]) -> frozenset[str]:
    """Verbs whose first-person use hedges what they govern ("creo que", "je pense que").

    They are the verbs whose forms the language lists among its hedges, and its HEDGE_VERBS.
    """
    words = set(lang.hedges) | {w for phrase in lang.hedge_phrases for w in phrase}
    # "have" hedges only inside its phrase ("não tenho certeza"), never what it governs
    # ("tenho que tomar cuidado porque sou alérgico")
    having = {
        verb for (verb, prep), rel in lang.verb_relations.items() if not prep and rel == "has"
    }
    return frozenset(
        lemma
        for word in words
        if word in forms
        for lemma in forms[word].lemmas
        if lemma not in having
    )


def _governed_articles(lang: LanguageData) -> frozenset[str]:
    """Articles that are prepositions only after the words governing them ("alérgico a").

    The rule-based parse marks those; elsewhere the word is an article ("a Ana"), never read
    as a preposition before a name.
    """
    governed = dict(lang.parser_words.get("governed_preps", {}))
    return frozenset(p for preps in governed.values() for p in preps) & lang.determiners
