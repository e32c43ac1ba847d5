"""Shared language knowledge and the record that bundles one language's data.

Each ``hotmem/lang/<code>/__init__.py`` exports UPPER_CASE data (the spaCy way: language
knowledge is data, not code); :func:`hotmem.lang.get_language` turns the module into one frozen
:class:`LanguageData`, so the engine never branches on a language code.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["LanguageData", "verb_form_table", "written_forms"]


class _EmptyMapping(Mapping[str, str]):
    """An empty, immutable (so hashable) mapping: the plain default of optional map fields.

    A plain default, unlike ``default_factory``, lets :func:`hotmem.lang.get_language` treat the
    field as optional for languages that do not define it.
    """

    __slots__ = ()

    def __getitem__(self, key: str) -> str:
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return iter(())

    def __len__(self) -> int:
        return 0

    def __hash__(self) -> int:
        return 0


_EMPTY: Mapping[str, str] = _EmptyMapping()


@dataclass(frozen=True, slots=True)
class LanguageData:
    """Everything the engine knows about one language, as data.

    Words are lowercase. Phrases are tuples of lowercase tokens (matched on token texts).
    """

    code: str
    first_person: frozenset[str]
    second_person: frozenset[str]
    pronouns_he: frozenset[str]
    pronouns_she: frozenset[str]
    pronouns_they: frozenset[str]
    pronouns_it: frozenset[str]
    determiners: frozenset[str]
    hedges: frozenset[str]
    hedge_phrases: tuple[tuple[str, ...], ...]
    negations: frozenset[str]
    no_longer: tuple[tuple[str, ...], ...]
    question_words: frozenset[str]
    correction_markers: tuple[tuple[str, ...], ...]
    hypothetical_markers: tuple[tuple[str, ...], ...]
    reactions: frozenset[str]
    remember_markers: tuple[tuple[str, ...], ...]
    forget_markers: tuple[tuple[str, ...], ...]
    recall_all_markers: tuple[tuple[str, ...], ...]
    fillers: frozenset[str]
    past_habitual: tuple[tuple[str, ...], ...]
    kinship: Mapping[str, str]
    pets: Mapping[str, str]
    favorite_words: frozenset[str]
    favorite_things: Mapping[str, str]
    number_words: Mapping[str, int]
    verb_relations: Mapping[tuple[str, str], str]
    relation_cues: Mapping[str, tuple[str, ...]]
    time_cues: Mapping[str, float]
    stop_words: frozenset[str]
    bullet_templates: Mapping[str, str]
    kin_names: Mapping[str, str] = field(default_factory=dict)
    traits: frozenset[str] = frozenset()
    event_words: frozenset[str] = frozenset()
    frame_verbs: frozenset[str] = frozenset()
    report_verbs: frozenset[str] = frozenset()
    question_aux: frozenset[str] = frozenset()
    doubt_phrases: tuple[tuple[str, ...], ...] = ()
    not_possessions: frozenset[str] = frozenset()
    # Third-person possessive determiners the pronouns do not list, and the pronoun kind
    # they stand for ("su hermano julio": "su" -> "3sg", whoever was just named).
    possessive_pronouns: Mapping[str, str] = _EMPTY
    # Bullets: how a favourite thing is named ("color" -> "tu color favorito") for the user, and
    # for anyone else ("el color favorito"); missing things fall back to the English word.
    favorite_names: Mapping[str, str] = _EMPTY
    favorite_names_of: Mapping[str, str] = _EMPTY
    # Kin nouns for someone else's relative ("la hermana" de Ana); falls back to kin_names.
    kin_names_of: Mapping[str, str] = _EMPTY
    # Nouns are written capitalised (German): bullets capitalise common-noun values ("Du bist
    # Lehrerin"), except these words and endings, and a capital is no sign of a name.
    capitalize_nouns: bool = False
    lowercase_words: frozenset[str] = frozenset()
    lowercase_endings: tuple[str, ...] = ()
    # Joins between a template word and the value after it: vowel elision ("de" -> "d'" before
    # "Anna") and article contractions ("di il" -> "del").
    elisions: Mapping[str, str] = _EMPTY
    contractions: Mapping[str, str] = _EMPTY
    # Language detection: letters only this language uses, frequent function words.
    detect_letters: str = ""
    detect_words: frozenset[str] = frozenset()
    # A typical sentence, parsed once before the first turn.
    warmup_text: str = ""
    # Grammar the readers use. verb_forms: surface form -> ("lemma[|lemma]", "Tense[|Tense]",
    # "person[|person]"), the verbs that matter whatever the tagger said (see verb_form_table).
    verb_forms: Mapping[str, Any] = _EMPTY
    # Words written with an apostrophe inside that the tokenizer must keep whole ("ch'ti"):
    # no elided article before a word.
    apostrophe_words: frozenset[str] = frozenset()
    copulas: frozenset[str] = frozenset()  # "be" lemmas
    state_copulas: frozenset[str] = frozenset()  # copulas of passing states ("estar")
    name_verbs: frozenset[str] = frozenset()  # "llamarse", "appeler": naming verbs
    bare_name_verbs: frozenset[str] = frozenset()  # "heißen": naming with no clitic pronoun
    # The finite verb comes second in a main clause ("Vielleicht zieh ich irgendwann ..."):
    # adverbs after it still stand before the rest of its clause.
    verb_second: bool = False
    name_nouns: frozenset[str] = frozenset()  # "nombre", "prénom": naming nouns
    age_nouns: frozenset[str] = frozenset()  # "años", "ans"
    age_verbs: frozenset[str] = frozenset()  # "cumplir": turning an age
    # (verb lemma, preposition) telling an age with its noun: "ela tá com quatro anos".
    age_links: frozenset[tuple[str, str]] = frozenset()
    name_links: frozenset[str] = frozenset()  # words inside names ("de" in "Ciudad de México")
    complementizers: frozenset[str] = frozenset()  # "que", "qu'"
    assertive_verbs: frozenset[str] = frozenset()  # "acabar de", "venir de": still a fact
    stop_verbs: frozenset[str] = frozenset()  # "dejar de": no longer
    # Perfect auxiliaries whose present tells a state that still holds ("I've worked at X for
    # six years" is a current job); elsewhere a perfect is a finished past ("j'ai travaillé").
    ongoing_perfect: frozenset[str] = frozenset()
    # Verb lemma -> the relation its infinitive or gerund complement states ("love hiking",
    # "plan to move" -> plans); gerund_relations: with a gerund complement only ("go running").
    complement_relations: Mapping[str, str] = _EMPTY
    gerund_relations: Mapping[str, str] = _EMPTY
    # (verb lemma, preposition or "") -> the relation a DENIED verb states: "I don't eat meat"
    # -> avoids, "I can't stand jazz" -> dislikes.
    denied_relations: Mapping[tuple[str, str], str] = _EMPTY  # type: ignore[assignment]
    # Modals whose denial denies a verb of DENIED_RELATIONS under them: "não posso comer
    # glúten" -> avoids (a modal is otherwise no fact: "posso comer de tudo").
    denial_modals: frozenset[str] = frozenset()
    # A word stating a closed relation's canonical value: "divorced" -> marital_status.
    status_words: Mapping[str, tuple[str, str]] = _EMPTY  # type: ignore[assignment]
    # A status word whose gender tells the partner a phrase of ``partner_preps`` names:
    # "sono sposata con Paolo" -> (you, husband, paolo). Empty: no partner is read.
    status_partners: Mapping[str, str] = _EMPTY  # type: ignore[assignment]
    partner_preps: frozenset[str] = frozenset()
    # A plural status word (or a status verb's lemma) said of the speaker and a name together
    # ("eu e o rodrigo ficamos noivos", "eu e a ana casamos"): the name's article tells the
    # partner, article -> kin ({"noivos": {"o": "fiance", "a": "fiancee"}}). Empty: none read.
    pair_partners: Mapping[str, Mapping[str, str]] = _EMPTY  # type: ignore[assignment]
    # A relative only mentioned ("my sister keeps saying ...") is (you, has, sister): on where
    # the parse reads the relative's role reliably (dislocated subjects are not).
    mentioned_kin: bool = False
    # Of those, a relative only mentioned as a subject too ("my sister keeps saying ..."):
    # False where the parse misreads spoken subjects (dislocated, clefts) too often to tell.
    mentioned_kin_subjects: bool = True
    # And as the subject of a verb no table reads a fact off, whatever common noun it takes
    # ("my boyfriend made dinner", "my kids have the flu"): True where the parse reads the
    # verbs well enough that a fact's verb is not missed (a misread one would hide a fact).
    mentioned_kin_objects: bool = False
    # Relatives with no canonical kin noun (in-laws: "mi suegra", "minha sogra", "mis
    # cuñados", "meine schwiegermutter"): only mentioned, (you, has, the word as said) as the
    # kin nouns give; never a kin relation with a name, even where KINSHIP lists the word (for
    # its gender: "schwiegermutter" -> mother).
    mentioned_only_kin: frozenset[str] = frozenset()
    # Prepositions that mark a known animal as a verb's object (the Spanish personal "a"):
    # DEFINITE_HOUSEHOLD nouns after one are objects too ("saqué a la perra").
    household_pet_cases: frozenset[str] = frozenset()
    # Country names said right after a town's name, as speech does ("nací en rosario
    # argentina", "vivo en lima perú"): the town is the place, the country left out.
    trailing_countries: frozenset[str] = frozenset()
    # A "he"/"she" subject after the user's unnamed relative of that gender is the relative
    # ("my wife says i'm crazy, she works at X"): where the parse reads the pronoun's clause
    # reliably (a dislocated "lui il" is not).
    pronoun_takes_up_kin: bool = False
    # A lowercase unknown word right after a user's kin noun is its name ("ma tante sylvie",
    # "mi hermano julio"): where the tagger reads transcript names so unreliably that only
    # the word's place tells them; NOT_NAME_WORDS lists the adjectives that stand there.
    lowercase_kin_names: bool = False
    # Words after a kin noun that make it another relative ("in law": "my father in law"):
    # a kin noun with one is no relative of the taxonomy; only mentioned, it is had as said
    # ("has", "father in law").
    kin_suffixes: tuple[tuple[str, ...], ...] = ()
    # Verbs of dying (lemmas): a relative or pet only mentioned as their subject, with no
    # object ("our old cat passed last year", "my grandpa died"), is no longer had (no
    # mentioned ``has``); empty: not read.
    death_verbs: frozenset[str] = frozenset()
    # A pet (PETS) the user speaks of with one of these articles, as the object of their own
    # verb, is the user's ("took the dog out", "levei o cachorro pra passear", "ho portato
    # fuori il cane" -> has); empty: only a possessive tells whose it is.
    household_articles: frozenset[str] = frozenset()
    # Other nouns read so besides PETS: children, diminutives ("as crianças", "cachorrinho").
    definite_household: frozenset[str] = frozenset()
    # Places named with their article ("de la Martinique", "du Maroc"): in a lowercase
    # transcript, a word no dictionary knows after a preposition and its article is a name.
    article_place_names: bool = False
    # A bare singular noun after a place preposition is a name ("i work at pfizer" in a
    # lowercase transcript), except these nouns that go bare ("at home"); empty: never.
    bare_noun_idioms: frozenset[str] = frozenset()
    # Adjectives that make a job a former one: "a retired nurse" -> (you, was, nurse).
    former_words: frozenset[str] = frozenset()
    # A name that "was my old job" is a past employer ("Boeing was his old job"): the job
    # nouns and the words that make them past.
    job_nouns: frozenset[str] = frozenset()
    past_job_words: frozenset[str] = frozenset()
    # How much, not what: "a little portuguese", "a bit of german" -> portuguese, german.
    partitives: frozenset[str] = frozenset()
    # False where a common-noun object with an indefinite article (parser words
    # "indefinite_articles") drops the adjectives before it, as the language's gold does
    # ("ich hab nen kleinen fahrradladen" -> fahrradladen); names keep theirs.
    object_adjectives: bool = True
    # Clitics that stand for a counted noun said before: "mes petits-enfants j'en ai cinq",
    # "ne ho cinque": a bare number with one is how many, no age.
    quantity_clitics: frozenset[str] = frozenset()
    # (verb lemma, preposition) of VERB_RELATIONS that take a name only, and only now: "i'm in
    # north dakota" lives there, "i'm in a meeting" and "i was in paris" say nothing lasting.
    name_only: frozenset[tuple[str, str]] = frozenset()
    # Of NAME_ONLY, those whose finished past states the relation's past twin: "ich war
    # zehn Jahre bei der ÖBB" worked there (worked_at), where "i was in paris" says nothing.
    name_only_past: frozenset[tuple[str, str]] = frozenset()
    # (verb lemma, preposition) of VERB_RELATIONS that take a common noun with its article
    # only: "ich arbeite im Krankenhaus" works there, "ich arbeite in Köniz" names a town.
    noun_only: frozenset[tuple[str, str]] = frozenset()
    existential: frozenset[str] = frozenset()  # "hay", "il y a"
    # Verbs whose finished past starts a state that still holds: "i switched to aker bp",
    # "I joined Google" (works_at, not its past twin worked_at), "I adopted a beagle" (has;
    # a thing one only "had" in a finished past is had no more).
    change_verbs: frozenset[str] = frozenset()
    # Nouns and infinitives of a long stay's purpose: a past trip made for one is a move ("je
    # suis parti à lyon pour mes études", "pour étudier"). Empty: not read.
    move_purposes: frozenset[str] = frozenset()
    # Where one plays or trains, never the game itself ("il joue au club de villeurbanne",
    # "à la salle"): no value of plays or does. Empty: not read.
    activity_venues: frozenset[str] = frozenset()
    # (verb lemma, preposition) -> what the simple present of a VERB_RELATIONS trip states
    # instead, with a name: "i go to ucla" attends it (studies_at); "i went to X" stays a trip.
    present_relations: Mapping[tuple[str, str], str] = _EMPTY  # type: ignore[assignment]
    # Words that end an institution's name the parse leaves out of it ("lincoln high").
    name_endings: frozenset[str] = frozenset()
    # A past or auxiliary-led verb opening a sentence with no subject word is the speaker's
    # (a diary style: "Lived in Berlin for two years", "Can't stand olives"); a language
    # that drops subjects by its verb forms reads them there instead.
    dropped_first_person: bool = False
    # Word classes of the rule-based parser of a language without one (dependency_labels
    # "none", see hotmem.extraction.ud.shallow): prepositions and their contractions, clitics,
    # subject pronouns, modals, perfect auxiliaries, change verbs, coordinators, subordinators,
    # adjectives, time and place nouns, "ago" words, infinitive suffixes, participle marks.
    parser_words: Mapping[str, Any] = _EMPTY
    # Clause flags and constructions of the parsed readers.
    hedge_verbs: frozenset[str] = frozenset()  # "I think ...": hedges what it governs
    hedge_modals: frozenset[str] = frozenset()  # "might": hedges its clause
    hedge_adverbs: frozenset[str] = frozenset()  # "maybe": hedges the clause it stands in
    wish_verbs: frozenset[str] = frozenset()  # "wish", "imagine": nothing below is a fact
    work_preps: frozenset[str] = frozenset()  # "a nurse at X": X is where one works
    # Work prepositions that give a work place only with a common noun, never a bare name (a
    # town: "infirmière à l'hôpital X" works there, "prof à lyon" names a town).
    work_noun_preps: frozenset[str] = frozenset()
    # Roles of a learner: the place after them is where they study ("a student at UCLA",
    # "étudiant à la Sorbonne": studies_at), not an employer.
    study_roles: frozenset[str] = frozenset()
    # Nouns of the user's whose value the copula gives is a relation's value (lemma ->
    # relation): "meine Muttersprache ist Italienisch" / "Italienisch ist meine Muttersprache"
    # -> (you, speaks, italienisch). Empty: none.
    relation_nouns: Mapping[str, str] = _EMPTY  # type: ignore[assignment]
    # Adverbs that make a verb's object a thing liked ("ich trinke gern Kaffee", "ich lese
    # gerne Krimis" -> likes), for a verb that states no relation of its own. Empty: none.
    liking_adverbs: frozenset[str] = frozenset()
    acquire_verbs: frozenset[str] = frozenset()  # "get": possession only of kin and pets
    # Kinds and breeds that say a pet only where a name is given ("a border collie named
    # juno" -> dog): "rex is a beagle" keeps its attribute.
    pet_kinds: Mapping[str, str] = _EMPTY  # type: ignore[assignment]
    friend_words: frozenset[str] = frozenset()  # "friend", "buddy": friend_of nouns
    # Friend nouns that also mean a partner ("mein Freund"): a friend only with a qualifier
    # ("mein bester Freund") or "of mine" ("ein Freund von mir").
    ambiguous_friends: frozenset[str] = frozenset()
    friend_qualifiers: frozenset[str] = frozenset()
    contrast_words: frozenset[str] = frozenset()  # "but": "not in Rome, but in Naples"
    # Prepositions always followed by their own noun ("chez"): a word right after one that
    # the parse read as a verb, an adverb or part of a fixed phrase ("je travaille chez
    # bombardier", "chez tissot au locle") is its noun, on the verb before.
    noun_prepositions: frozenset[str] = frozenset()
    place_heads: frozenset[str] = frozenset()  # "outskirts": "in the outskirts of X" is X
    # A verb whose object after one of these articles is what the subject is ("fa il cuoco").
    attribute_verbs: Mapping[str, frozenset[str]] = _EMPTY  # type: ignore[assignment]
    # Endings of the role nouns such an object must be ("fa il pizzaiolo", "fa la barista"),
    # besides the words of ``exclusive_values``: "faccio la spesa" is no role. Empty: any noun.
    attribute_endings: tuple[str, ...] = ()
    age_units: frozenset[str] = frozenset()  # "year" in "34 years old"
    age_adjectives: frozenset[str] = frozenset()  # "old" in "34 years old"
    not_name_words: frozenset[str] = frozenset()  # capitalised but never a name ("And")
    not_place_words: frozenset[str] = frozenset()  # "home", "place": no place's name
    # Place names a tagger misreads in a lowercase transcript (a plural common noun, a verb
    # form: "à nantes", "de bruxelles"): names wherever they stand.
    place_names: frozenset[str] = frozenset()
    # Nouns of fixed adverbial idioms, never any relation's value ("à droite", "au milieu").
    idiom_nouns: frozenset[str] = frozenset()
    # Relative pronouns that open a clause about the noun before them ("que", "qui").
    relative_pronouns: frozenset[str] = frozenset()
    # Relative adverbs of place ("where", "donde"): "desde monterrey donde vivo" lives there.
    place_relatives: frozenset[str] = frozenset()
    # Adverbs of place that take up a place named before in the turn ("aqui em manaus ... eu
    # moro aqui", "a bari io abito lì"): the residence is that place.
    place_deictics: frozenset[str] = frozenset()
    # A place adverb of a verb of moving takes up the place too ("il fait combien à montréal
    # ... ma fille vient d'emménager là-bas" -> moved_to montréal). False: residence only.
    deictic_moves: bool = False
    # Politeness openers that do not make a turn a command or question ("please", "bitte").
    openers: frozenset[str] = frozenset()
    # Requests to the assistant that make their sentence a question wherever they stand, in
    # a transcript with no question mark ("... so i'm going to japan can you help").
    request_phrases: tuple[tuple[str, ...], ...] = ()
    # Words joining the parts of a spoken number ("thirty and one", "treinta y uno").
    number_joiners: frozenset[str] = frozenset()
    # Words that end a firm's name after a conjunction ("crumb and co", "smith and company"): the
    # conjunct is part of the name, not a second thing (a symbol conjunction, "&", always is).
    name_tails: frozenset[str] = frozenset()
    # Function words left out of full-text queries (folded, lowercase).
    search_stop_words: frozenset[str] = frozenset()
    # Snowball algorithm (PyStemmer name) that stems past turns and queries for full-text
    # recall ("researching" finds "I research"); "" leaves words as they are.
    stemmer: str = ""
    # "I was right before": the speaker takes back the correction just made (the value it
    # replaced, in this conversation, is restored).
    restore_markers: tuple[tuple[str, ...], ...] = ()
    # The words of each exclusive value group a relation declares (Relation.exclusive), as said:
    # {"diet_type": {"vegetarian", "vegan", ...}}; a new value of a group ends the others.
    exclusive_values: Mapping[str, frozenset[str]] = _EMPTY
    # Familiar forms of names (of people and places) -> the name they stand for: "dave" ->
    # "david", "sampa" -> "são paulo". A value said one way is the same as one said the other.
    nicknames: Mapping[str, str] = _EMPTY
    # Letters a transcriber writes another way ("ü" -> "ue"): values equal once they are
    # rewritten name one thing ("münchen", "muenchen").
    spelling_variants: tuple[tuple[str, str], ...] = ()
    # Verbs whose liked thing is the subject and the person a dative ("gustar": "likes").
    experiencer_verbs: Mapping[str, str] = _EMPTY
    # The preposition of a named experiencer before such a verb ("a mi novia le encanta el
    # cine": the girlfriend likes it); empty: only a first-person dative tells of one.
    experiencer_prepositions: frozenset[str] = frozenset()
    # Nouns that only carry the adjective after them, no role of their own: "soy una persona
    # muy tranquila" tells a character, no "is" fact.
    character_nouns: frozenset[str] = frozenset()
    # A negation word that is a filler after the word before it ("pues nada tengo tres
    # hijos", "y nada vivo en lima"): (word before, negation word) pairs; it denies nothing.
    filler_negations: frozenset[tuple[str, str]] = frozenset()
    # Prepositions of a job's place after the copula that give an employer only when the place
    # is named after its noun ("soy enfermera en el hospital la fe", "... que se llama X").
    named_work_preps: frozenset[str] = frozenset()
    # Prepositions of a job's place after the copula that give an employer only before a name,
    # never a common noun nor a time ("i'm an engineer with Boeing", "faccio il commesso da
    # zara"; "a nurse with ten years of ...", "da tempo", "da marzo" none). Empty: none.
    name_work_preps: frozenset[str] = frozenset()
    # Nouns of a workplace said bare, with no article, after a work preposition ("lavoro in
    # banca", "è impiegata in comune"): the workplace all the same (its bare noun); empty: a
    # bare common noun there is an area or a state ("in centro", "in pensione").
    bare_workplaces: frozenset[str] = frozenset()
    # Words of a routine ("los lunes", "todos los días", "cada mañana"): a verb of going with
    # an activity under it is what one does ("los lunes voy a nadar"), no plan.
    habitual_markers: tuple[tuple[str, ...], ...] = ()
    # Verbs whose bare object is an activity done ("hago yoga", "faccio pilates": "does").
    activity_verbs: frozenset[str] = frozenset()
    # Fields of study: such a bare object of an activity verb is what one studies, not a hobby
    # ("faço enfermagem", "faccio medicina": studies; in a finished past, studied).
    study_fields: frozenset[str] = frozenset()
    # Verbs whose VERB_RELATIONS relation holds only of a field of study (STUDY_FIELDS) as
    # object: "estou a tirar engenharia" studies it, "tirar fotos" nothing. Empty: none.
    field_verbs: frozenset[str] = frozenset()
    # A year of a course and the ordinals that count it: "sono al secondo anno di medicina (a
    # padova)" is studying the field (STUDY_FIELDS) of its "of" phrase, where a verb of
    # VERB_RELATIONS studies. Empty: no year of study is read.
    study_year_nouns: frozenset[str] = frozenset()
    study_year_ordinals: frozenset[str] = frozenset()
    # Verbs that alone tell an activity done ("nado", "corro tutte le mattine", "ich
    # meditiere"): "does" with the infinitive; after an activity verb too ("vado a correre").
    activity_intransitives: frozenset[str] = frozenset()
    # Nouns said bare after a verb of going in the present that tell an activity done, not a
    # trip ("vado in palestra", "vado a yoga", "mia figlia va a nuoto"): "does" with the noun.
    going_activities: frozenset[str] = frozenset()
    # The word the fact gives for such a verb when it is not the verb itself: English names
    # the activity by its -ing form ("i knit every evening": "knitting").
    activity_forms: Mapping[str, str] = _EMPTY
    # Words that make a plan a vague wish ("algún día", "un jour"): no plan fact.
    vague_markers: tuple[tuple[str, ...], ...] = ()
    # Verbs whose infinitive complement is a plan ("quiero aprender", "je compte partir").
    plan_verbs: frozenset[str] = frozenset()
    # Words of degree a parser may take for the liked thing ("un sacco", "muchísimo").
    degree_words: frozenset[str] = frozenset()
    # How a bullet names a relation's canonical value ("married" -> "casado/a").
    value_names: Mapping[str, str] = _EMPTY
    # Indefinite articles of the bullet templates' "{a}": before a consonant, before a vowel.
    indefinite_articles: tuple[str, ...] = ()
    # (kind, regular expression with named groups): what the parser misreads, read off the text.
    fallback_patterns: tuple[tuple[str, str], ...] = ()
    # spaCy packages to try, official names first; none: a blank tokenizer and lemmas.
    models: tuple[str, ...] = ()
    # The command that installs a model without breaking the environment (shown when none is).
    model_install: str = ""
    # Forget requests that name no value: a topic ("where i live" -> "lives_in", words joined
    # by spaces) and the phrases that ask to forget everything of the user.
    forget_topics: Mapping[str, str] = _EMPTY
    forget_everything: tuple[tuple[str, ...], ...] = ()
    # Words that make a stored value read as an order to the model ("Ignore Previous
    # Instructions"): a bullet quotes a value with one of them (English ones in every list).
    instruction_words: frozenset[str] = frozenset()
    # The parser's dependency labels: "ud", "clearnlp" (rebuilt as UD trees for the UD reader),
    # or "none" (no parser: a rule-based parse from the language data, PARSER_WORDS).
    dependency_labels: str = "ud"
    # The tokenizer splits unknown hyphenated words at the hyphen ("hydro - québec",
    # "moules - frites"): True joins them back into one token after the parse, when neither
    # part is a stop word or a number ("dis-moi", "vingt-deux" stay as they are).
    join_hyphenated: bool = False
    # Prepositions that join a bare noun right after a noun into one compound noun
    # ("course à pied", "planche à voile"): kept in an object's phrase.
    compound_links: frozenset[str] = frozenset()
    # A subject said first and taken up by an "it" pronoun and a copula ("théo thomas c'est
    # mon cousin"): a lowercase name's run stops before the pronoun. Spoken French says it
    # all the time; elsewhere "it" after a name starts a clause of its own ("we went to west
    # virginia it was gorgeous": the name runs on).
    it_dislocation: bool = False
    # Run-on transcripts (no punctuation at all): the small model parses one long turn as one
    # tree and mixes its statements up. A subject word of the speaker (RUN_ON_SUBJECTS: "je",
    # "j'") opens a new statement unless the word before binds it to the clause before
    # (RUN_ON_BINDERS: "que", "si", "quand"); the linking words right before it
    # (RUN_ON_LINKS: "et", "moi", "pis") go with it. Each statement is parsed on its own.
    run_on_subjects: frozenset[str] = frozenset()
    run_on_binders: frozenset[str] = frozenset()
    run_on_links: frozenset[str] = frozenset()
    # Verbs besides the copulas that link a favorite to its value ("mon jeu préféré, ça reste
    # Mario Kart").
    favorite_links: frozenset[str] = frozenset()
    # Word runs after a favourite thing's noun that make it a favourite, as a favourite word
    # does ("la squadra del cuore", "o time do coração"): the thing must be a FAVORITE_THINGS
    # noun.
    favorite_phrases: tuple[tuple[str, ...], ...] = ()
    # Auxiliaries of the compound past ("avoir", "être"): a participle the tagger made their
    # object ("j'ai grandi à Namur": "grandi" a noun) is read as their verb.
    perfect_auxiliaries: frozenset[str] = frozenset()
    # Past turns and dates (hotmem.recall, hotmem.dates). Month names (with their usual short
    # forms) and their number: "on 3 may 2023" dates a query.
    month_names: Mapping[str, int] = _EMPTY  # type: ignore[assignment]
    # Words that ask for a time ("when"): a question with one prefers past turns that date
    # what they tell.
    when_words: frozenset[str] = frozenset()
    # Words that date what a turn tells ("yesterday", "ago", weekdays); month names count too.
    time_words: frozenset[str] = frozenset()
    # Words that tell against a held value without replacing it: held value (as stored) ->
    # lemmas ("vegetarian" -> "steak", ...). "I'm vegetarian", then "I had a steak": the diet
    # stays, with an open conflict the bot can ask about (hotmem.lifecycle).
    conflict_cues: Mapping[str, frozenset[str]] = _EMPTY
    # The bullet of an open conflict: {x} the held fact's bullet, {y} the words against it.
    conflict_template: str = ""
    # Phrases that take an earlier value back by naming it ("no it was biscuit after all", "es
    # war doch bosch"): the value the turn names, superseded or denied by a recent correction,
    # comes back (hotmem.lifecycle.restore). Matched on the folded words of the turn.
    restore_value_markers: tuple[tuple[str, ...], ...] = ()
    # Words that point back at an earlier statement ("before", "the first time", "vorher"): a
    # take-back said in a later session restores a correction of that session only with one
    # ("see, I was right" alone, days later, takes nothing back). Folded words.
    restore_earlier_words: frozenset[str] = frozenset()
    # Short forms that are not initials -> the word or name they stand for ("st" -> "saint",
    # "vw" -> "volkswagen"): a value said with one names the same thing (hotmem.identity).
    abbreviations: Mapping[str, str] = _EMPTY
    # Traits of character ("shy", "tímida"), of TRAITS: said now, the subject is so ("soy
    # tímida"); said of a finished past, only a phase, no former role ("eu era tímida").
    temperaments: frozenset[str] = frozenset()
    # Verbs of becoming: a status word right after one is the status now ("fiquei viúva",
    # "ficamos noivos", "me quedé viuda").
    become_verbs: frozenset[str] = frozenset()
    # Subordinators of a time clause ("quand", "depuis" of "depuis que"): the clause tells when
    # something else happened, and the age or the attribute it states is no fact of now
    # ("depuis que j'ai quinze ans", "quand j'étais ado").
    time_marks: frozenset[str] = frozenset()
    # Words of a time ahead ("demain", "avril", "prochain"): a present trip told with one is a
    # plan ("je pars au Japon en avril" -> plans "partir au japon"), not a trip made.
    future_words: frozenset[str] = frozenset()
    # Verbs of coming back from a place ("rentrer", "revenir"): with a time ahead ("on rentre
    # d'italie demain") the speaker is on the way home, no plan of a trip (see future_words).
    return_verbs: frozenset[str] = frozenset()
    # Words right after an age noun (past one preposition) that make its number a difference
    # of ages, no age: "il a deux ans de plus que moi". Empty: not read.
    age_comparatives: frozenset[str] = frozenset()
    # Verbs of arriving ("arriver"), listed in VERB_RELATIONS as moved_to: only a past arrival
    # with a count of years after its place is a move ("arrivée en france il y a quatre ans");
    # "arrivés en italie hier soir" gives nothing.
    arrival_verbs: frozenset[str] = frozenset()
    # Phrases that ask the assistant something wherever they stand in a turn ("tu peux me
    # ...", "est-ce que ..."): a transcript's question has no question mark to tell it.
    question_phrases: tuple[tuple[str, ...], ...] = ()
    # Phrases that ask the assistant something anywhere in a transcript's turn, where the
    # question's end is unknown ("y tú de dónde eres yo soy de valparaíso", "... sag mal
    # kennst du ..."): the turn is a question, its facts are read as in a statement.
    ask_phrases: tuple[tuple[str, ...], ...] = ()
    # Openers shaped like a question that ask nothing ("weißt du was", "you know what"): a
    # sentence they open is no question for them.
    rhetorical_phrases: tuple[tuple[str, ...], ...] = ()
    # Words of a passing mood or feeling ("tired", "müde", "stressed"): a turn that states
    # no fact and says one is small talk (REACTION), not a statement.
    mood_words: frozenset[str] = frozenset()
    # Nouns of people (lemmas): never a thing liked or disliked ("j'aime bien les résidents").
    people_nouns: frozenset[str] = frozenset()


def verb_form_table(
    verbs: Iterable[str], conjugate: Callable[[str], Mapping[str, tuple[str, str]]]
) -> dict[str, tuple[str, str, str]]:
    """Merge the conjugations of ``verbs`` into one surface-form table.

    ``conjugate(verb)`` maps each form to ("Tense[|Tense]", "person[|person]"). A form shared by
    several verbs or tenses keeps every reading, in first-seen order:
    form -> ("lemma[|lemma]", "Tense[|Tense]", "person[|person]").
    """
    cells: dict[str, tuple[list[str], list[str], list[str]]] = {}
    for verb in verbs:
        for form, (tenses, persons) in conjugate(verb).items():
            lemmas, tense_list, person_list = cells.setdefault(form, ([], [], []))
            for value, bucket in (
                (verb, lemmas),
                *((t, tense_list) for t in tenses.split("|")),
                *((p, person_list) for p in persons.split("|") if p),
            ):
                if value not in bucket:
                    bucket.append(value)
    return {
        form: ("|".join(lemmas), "|".join(tenses), "|".join(persons))
        for form, (lemmas, tenses, persons) in cells.items()
    }


def written_forms(table: str) -> list[tuple[str, str, str]]:
    """The (form, person, tense) items of a table written out as "form:person:tense" words.

    The parser-less languages list their irregular verbs this way ("ho:1s:pres hai:2s:pres").
    """
    return [(form, person, tense) for form, person, tense in (w.split(":") for w in table.split())]


def ud_verb_table(
    readings: Mapping[str, list[tuple[str, str, str]]], ud_tenses: Mapping[str, str]
) -> dict[str, tuple[str, str, str]]:
    """The verb-form table of a parser-less language, every reading of a form kept.

    ``readings`` maps a written form to its (lemma, person, tense name) readings; ``ud_tenses``
    names the language's tense names in UD ("impf" -> "Imp"). The result maps the form to
    ("lemma[|lemma]", "Tense[|Tense]", "person[|person]"), the shape of ``VERB_FORMS``.
    """
    table = {}
    for form, items in readings.items():
        cells: tuple[list[str], list[str], list[str]] = ([], [], [])
        for lemma, person, tense in items:
            for value, bucket in zip((lemma, ud_tenses[tense], person), cells, strict=True):
                if value and value not in bucket:
                    bucket.append(value)
        table[form] = ("|".join(cells[0]), "|".join(cells[1]), "|".join(cells[2]))
    return table
