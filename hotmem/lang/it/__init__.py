"""Italian language data.

Italian has no dependency parser on PyPI: extraction runs on a blank tokenizer and simplemma
lemmas, parsed by rule into a UD tree (DEPENDENCY_LABELS = "none", the word classes of
:data:`PARSER_WORDS`) for the UD reader. Verb forms are generated from a small verb list, so the
person of a dropped subject ("lavoro" = I, "lavora" = he/she) and the tense (imperfect,
conditional, future, subjunctive) are known without a tagger. :data:`_WORD_LISTS` holds the word
lists the reader's fields are drawn from.
"""

from spacy.lang.it.stop_words import STOP_WORDS as _SPACY_STOP_WORDS

from hotmem.lang.base import ud_verb_table, written_forms

# --- verb forms ------------------------------------------------------------------------------
# form -> (lemma, person, tense). person: 1s 2s 3s 1p 2p 3p or "" (unknown); tense: pres impf
# past fut cond subj subj_impf part part_pl inf ger. First analysis wins.
VerbForm = tuple[str, str, str]
_PERSONS = ("1s", "2s", "3s", "1p", "2p", "3p")
_ENDINGS = {
    "are": {
        "pres": "o i a iamo ate ano",
        "impf": "avo avi ava avamo avate avano",
        "subj": "i i i iamo iate ino",
        "subj_impf": "assi assi asse assimo aste assero",
        "past": "ai asti ò ammo aste arono",
        "part": "ato ata",
        "part_pl": "ati ate",
        "inf": "are",
        "ger": "ando",
    },
    "ere": {
        "pres": "o i e iamo ete ono",
        "impf": "evo evi eva evamo evate evano",
        "subj": "a a a iamo iate ano",
        "subj_impf": "essi essi esse essimo este essero",
        "past": "ei esti é emmo este erono",
        "part": "uto uta",
        "part_pl": "uti ute",
        "inf": "ere",
        "ger": "endo",
    },
    "ire": {
        "pres": "o i e iamo ite ono",
        "impf": "ivo ivi iva ivamo ivate ivano",
        "subj": "a a a iamo iate ano",
        "subj_impf": "issi issi isse issimo iste issero",
        "past": "ii isti ì immo iste irono",
        "part": "ito ita",
        "part_pl": "iti ite",
        "inf": "ire",
        "ger": "endo",
    },
}
_FUTURE = "ò ai à emo ete anno"
_CONDITIONAL = "ei esti ebbe emmo este ebbero"


# Every reading of a form, for the UD reader's table (VERB_FORMS); the grammar below reads the
# first one.
_READINGS: dict[str, list[VerbForm]] = {}
_UD_TENSES = {
    "pres": "Pres",
    "impf": "Imp",
    "past": "Past",
    "fut": "Fut",
    "cond": "Cnd",
    "subj": "Sub",
    "subj_impf": "Sub",
    "part": "Part",
    "part_pl": "Part",
    "inf": "Inf",
    "ger": "Ger",
}


def _add(forms: dict[str, VerbForm], form: str, lemma: str, person: str, tense: str) -> None:
    forms.setdefault(form, (lemma, person, tense))
    _READINGS.setdefault(form, []).append((lemma, person, tense))


def _endings(forms: dict[str, VerbForm], stem: str, endings: str, lemma: str, tense: str) -> None:
    words = endings.split()
    persons = _PERSONS if len(words) == 6 else ("",) * len(words)
    for ending, person in zip(words, persons, strict=True):
        form = stem + ending
        if stem.endswith("i") and ending.startswith("i"):
            form = stem + ending[1:]  # "mangi-iamo" -> "mangiamo"
        if stem.endswith(("c", "g")) and ending[:1] in ("i", "e") and tense != "impf":
            form = stem + "h" + ending  # "dimentic-i" -> "dimentichi"
        _add(forms, form, lemma, person, tense)


def _verb(
    forms: dict[str, VerbForm],
    inf: str,
    *,
    isc: bool = False,
    part: str | None = None,
    future: str | None = None,
    present: str | None = None,
    stem_ending: tuple[str, str] | None = None,
) -> None:
    """Add the forms of one verb (regular unless told otherwise).

    Args:
        forms: The table to fill.
        inf: Infinitive ("abitare").
        isc: -ire verb with the -isc- present ("trasferisco").
        part: Irregular participle stem without its ending ("nat" for "nato").
        future: Irregular future/conditional stem ("vivr", "andr").
        present: Irregular present, six forms ("vado vai va andiamo andate vanno").
        stem_ending: Stem and conjugation class for the other tenses ("fac", "ere").
    """
    stem, conj = inf[:-3], inf[-3:]
    if stem_ending:
        # "fare"/"dire" conjugate on a longer stem ("fac-evo", "dic-a"): never on "f"/"d",
        # which would make verbs of "di" and "da".
        stem, conj = stem_ending
    table = _ENDINGS[conj]
    if present:
        _endings(forms, "", present, inf, "pres")
    elif isc:
        _endings(forms, stem, "isco isci isce iamo ite iscono", inf, "pres")
    if not present:
        _endings(forms, stem, table["pres"], inf, "pres")
    for tense in ("impf", "past", "subj", "subj_impf", "inf", "ger"):
        _endings(forms, stem, table[tense], inf, tense)
    if isc:
        _endings(forms, stem, "isca isca isca iamo iate iscano", inf, "subj")
    fut = future or (stem.removesuffix("i") if stem.endswith(("ci", "gi")) else stem) + (
        "ir" if conj == "ire" else "er"
    )
    _endings(forms, fut, _FUTURE, inf, "fut")
    _endings(forms, fut, _CONDITIONAL, inf, "cond")
    if part:
        _endings(forms, part, "o a", inf, "part")
        _endings(forms, part, "i e", inf, "part_pl")
    else:
        _endings(forms, stem, table["part"], inf, "part")
        _endings(forms, stem, table["part_pl"], inf, "part_pl")


def _irregular(forms: dict[str, VerbForm], lemma: str, table: str) -> None:
    """Forms written out: "ho:1s:pres hai:2s:pres ..."."""
    for form, person, tense in written_forms(table):
        _add(forms, form, lemma, person, tense)


def _verb_forms() -> dict[str, VerbForm]:
    forms: dict[str, VerbForm] = {}
    # "sono" is also 3p; a plural participle ("sono andati") tells the grammar (_WORD_LISTS).
    _irregular(
        forms,
        "essere",
        """sono:1s:pres so':1s:pres sei:2s:pres è:3s:pres e':3s:pres siamo:1p:pres siete:2p:pres
        essere:3p:inf ero:1s:impf eri:2s:impf era:3s:impf eravamo:1p:impf eravate:2p:impf
        erano:3p:impf sarò:1s:fut sarai:2s:fut sarà:3s:fut saremo:1p:fut sarete:2p:fut
        saranno:3p:fut sarei:1s:cond saresti:2s:cond sarebbe:3s:cond saremmo:1p:cond
        sareste:2p:cond sarebbero:3p:cond sia:3s:subj siano:3p:subj fossi:1s:subj_impf
        fosse:3s:subj_impf fossimo:1p:subj_impf foste:2p:subj_impf fossero:3p:subj_impf
        fui:1s:past fu:3s:past furono:3p:past stato::part stata::part stati::part_pl
        state::part_pl sono:3p:pres""",
    )
    _irregular(
        forms,
        "avere",
        """ho:1s:pres hai:2s:pres ha:3s:pres abbiamo:1p:pres avete:2p:pres hanno:3p:pres
        avere:3p:inf abbia:3s:subj abbiano:3p:subj ebbi:1s:past ebbe:3s:past""",
    )
    _verb(forms, "avere", part="avut", future="avr")
    _verb(forms, "andare", present="vado vai va andiamo andate vanno", future="andr")
    _verb(
        forms,
        "venire",
        present="vengo vieni viene veniamo venite vengono",
        part="venut",
        future="verr",
    )
    _verb(
        forms,
        "fare",
        present="faccio fai fa facciamo fate fanno",
        part="fatt",
        future="far",
        stem_ending=("fac", "ere"),
    )
    _verb(
        forms,
        "dire",
        present="dico dici dice diciamo dite dicono",
        part="dett",
        future="dir",
        stem_ending=("dic", "ere"),
    )
    _verb(forms, "nascere", part="nat")
    _irregular(forms, "nascere", "nacqui:1s:past nacque:3s:past nacquero:3p:past")
    _verb(forms, "vivere", part="vissut", future="vivr")
    _verb(forms, "crescere", part="cresciut")
    _verb(forms, "possedere", present="possiedo possiedi possiede possediamo possedete possiedono")
    _verb(forms, "volere", present="voglio vuoi vuole vogliamo volete vogliono", future="vorr")
    _verb(forms, "potere", present="posso puoi può possiamo potete possono", future="potr")
    _verb(forms, "dovere", present="devo devi deve dobbiamo dovete devono", future="dovr")
    _verb(forms, "sapere", present="so sai sa sappiamo sapete sanno", future="sapr")
    _verb(forms, "correre", part="cors")
    # "sto a torino": the speaker's own "stare" only (a progressive's "sta" stays a particle)
    _irregular(forms, "stare", "sto:1s:pres stiamo:1p:pres")
    _verb(forms, "compiere", present="compio compi compie compiamo compite compiono")
    _verb(forms, "prendere", part="pres")
    _verb(forms, "vedere", part="vist", future="vedr")
    _verb(forms, "decidere", part="decis")
    _verb(forms, "conoscere", part="conosciut")
    _verb(forms, "perdere", part="pers")
    _verb(forms, "ricevere")
    _verb(forms, "scrivere", part="scritt")
    _verb(forms, "iscrivere", part="iscritt")
    _verb(forms, "leggere", part="lett")
    _verb(forms, "sentire")
    _verb(forms, "smettere", part="smess")
    # "ho tolto il latte": a compound past, nothing had
    _verb(forms, "togliere", present="tolgo togli toglie togliamo togliete tolgono", part="tolt")
    _verb(
        forms,
        "rimanere",
        present="rimango rimani rimane rimaniamo rimanete rimangono",
        part="rimast",
        future="rimarr",
    )
    # Infinitives contracted from the stem the other tenses use ("fac-", "dic-", "bev-").
    _irregular(forms, "fare", "fare::inf")
    _irregular(forms, "dire", "dire::inf")
    _irregular(forms, "bere", "bere::inf")
    for isc in ("trasferire", "preferire", "capire", "finire", "suggerire"):
        _verb(forms, isc, isc=True)
    for regular in """abitare lavorare chiamare partecipare traslocare emigrare viaggiare
        volare visitare ricordare dimenticare pensare credere sperare sognare raccontare
        menzionare mangiare cucinare sposare studiare tornare amare adorare insegnare
        sbagliare aspettare dormire partire odiare detestare sopportare suonare parlare
        laureare nuotare meditare pedalare sciare ballare camminare trovare portare
        incontrare arrivare lasciare organizzare cantare ascoltare comprare usare frequentare
        divorziare fidanzare aiutare tifare consigliare adottare guardare desiderare""".split():
        _verb(forms, regular)
    _verb(forms, "pescare", present="pesco peschi pesca peschiamo pescate pescano")
    # a request to the assistant before a fact ("mi consigli una ricetta sono celiaca")
    _verb(forms, "spiegare", present="spiego spieghi spiega spieghiamo spiegate spiegano")
    _verb(
        forms, "piacere", present="piaccio piaci piace piacciamo piacete piacciono", part="piaciut"
    )
    _verb(
        forms,
        "bere",
        present="bevo bevi beve beviamo bevete bevono",
        part="bevut",
        stem_ending=("bev", "ere"),
    )
    _verb(forms, "giocare", present="gioco giochi gioca giochiamo giocate giocano")
    _verb(forms, "praticare", present="pratico pratichi pratica pratichiamo praticate praticano")
    return forms


_FORMS = _verb_forms()


VERB_FORMS = ud_verb_table(_READINGS, _UD_TENSES)

# --- pronouns, determiners, cues -------------------------------------------------------------
# Italian drops the subject pronoun: a first-person verb form ("abito", "lavoravo",
# "abbiamo") says "I"/"we" as clearly as "io" does, so it counts as a first-person word.
# First-person forms that are nouns as often ("faccio nuoto": swimming; "lavoro in uno studio",
# "il mio gioco preferito"): no word of the speaker, a fact's object may be one.
# First-person verb forms that are nouns too: no speaker when they head a subject ("il lavoro
# è tosto", "il gioco è bello").
_NOUN_FORMS = frozenset("sono nuoto studio gioco disegno viaggio corso consiglio lavoro".split())
FIRST_PERSON = frozenset(
    "io me mi mio mia miei mie noi ci nostro nostra nostri nostre".split()
) | frozenset(
    form
    for form, (_, person, tense) in _FORMS.items()
    if person in ("1s", "1p") and tense not in ("subj",) and form not in _NOUN_FORMS
)
SECOND_PERSON = frozenset("tu te ti tuo tua tuoi tue voi vi vostro vostra vostri vostre".split())
PRONOUNS_HE = frozenset("lui egli gli".split())
PRONOUNS_SHE = frozenset("lei ella".split())
PRONOUNS_THEY = frozenset("loro essi esse".split())
PRONOUNS_IT = frozenset("esso essa ciò questo questa quello quella lì là".split())
DETERMINERS = frozenset(
    """il lo la i gli le l' un uno una un' mio mia miei mie tuo tua tuoi tue suo sua suoi
    sue nostro nostra nostri nostre vostro vostra vostri vostre questo questa questi queste quest'
    quel quello quella quei quegli quelle quell' del dello della dei degli delle dell'
    nessun nessuno nessuna
    tanti tante molti molte pochi poche alcuni alcune parecchi parecchie""".split()
)  # the last line: how many, no part of the noun ("ho tanti nipoti")
HEDGES = frozenset(
    """forse probabilmente credo suppongo immagino presumo pare sembra
    eventualmente""".split()
)
# Hedging adverbs hedge the clause they stand in (a transcript is one long sentence: "forse un
# foulard ... lei odia i profumi dolci" still tells what she hates).
HEDGE_ADVERBS = frozenset("forse probabilmente eventualmente".split())
HEDGE_PHRASES = (
    ("penso", "che"),
    ("credo", "che"),
    ("mi", "sa", "che"),
    ("non", "sono", "sicuro"),
    ("non", "sono", "sicura"),
    ("non", "ne", "sono", "sicuro"),
    ("non", "ne", "sono", "sicura"),
    ("può", "darsi"),
    ("non", "so", "se"),
    ("mi", "pare"),
    ("mi", "sembra"),
)
NEGATIONS = frozenset("non mai nessun nessuno nessuna niente nulla né".split())
NO_LONGER = (("non", "più"), ("non", "ancora", "più"))
# "allora niente studio economia", "e niente lavoro in banca": "niente" a filler, no negation.
FILLER_NEGATIONS = frozenset(
    {
        ("allora", "niente"),
        ("e", "niente"),
        ("quindi", "niente"),
        ("comunque", "niente"),
        ("vabbè", "niente"),
        ("boh", "niente"),
        ("niente", "niente"),
    }
)
# "che" is left out: "che bello!" is a reaction; "che ... ?" questions end with "?".
QUESTION_WORDS = frozenset(
    """dove come cosa chi quando perché perche quale quali quanto quanta quanti quante
    cos'""".split()
)
CORRECTION_MARKERS = (
    # "a torino no scusa a milano", "a varese anzi no a como": the longer first
    ("no", "scusa"),
    ("no", "scusami"),
    ("no", "anzi"),
    ("anzi", "no"),
    ("anzi",),
    ("ti", "devo", "correggere"),
    ("in", "realtà"),
    ("volevo", "dire"),
    ("no", "aspetta"),
    ("aspetta",),
    ("scusa",),
    ("scusami",),
    ("scusate",),
    ("correzione",),
    ("mi", "sono", "sbagliato"),
    ("mi", "sono", "sbagliata"),
    ("ho", "sbagliato"),
    ("intendevo",),
    ("errore",),
)
_HYPOTHETICAL_WORDS = (
    ("se",),
    ("magari",),
    ("un", "giorno"),
    ("prima", "o", "poi"),
    ("mi", "piacerebbe"),
    ("sogno", "di"),
    ("spero", "di"),
    ("voglio",),
    ("vogliamo",),
    ("ho", "intenzione"),
    ("penso", "di"),
    ("vorrei",),
    ("sarebbe",),
    ("in", "futuro"),
    ("tra", "poco"),
)
# A present tense with a time ahead is a plan: "mi trasferisco l'anno prossimo".
_PLANS = tuple(
    pair
    for unit, ahead in (
        ("anno", "prossimo"),
        ("mese", "prossimo"),
        ("settimana", "prossima"),
        ("estate", "prossima"),
        ("inverno", "prossimo"),
        ("weekend", "prossimo"),
    )
    for pair in ((unit, ahead), (ahead, unit))
)
# Every conditional / future / past-subjunctive form is a hypothetical cue ("vivrei",
# "mi trasferirò", "se vivessi").
HYPOTHETICAL_MARKERS = (
    *_HYPOTHETICAL_WORDS,
    *_PLANS,
    *((f,) for f, (_, _, tense) in _FORMS.items() if tense in ("cond", "fut", "subj_impf")),
)
REACTIONS = frozenset(
    """ok okay sì si no grazie mille prego bene benissimo perfetto perfetta ottimo bello
    bella bellissimo bellissima fantastico wow ah oh eh ahah ahahah haha capito certo va
    d'accordo esatto giusto vero davvero interessante figo forte ciao salve dai che buono
    buonissimo buongiorno buonasera buonanotte caspita accidenti mannaggia peccato
    mamma mia ecco vabbè piacere""".split()
)
REMEMBER_MARKERS = (
    ("ricorda", "che"),
    ("ricorda",),
    ("ricordati",),
    ("ricordatevi",),
    ("tieni", "a", "mente"),
    ("non", "dimenticare"),
    ("segnati",),
    ("annota",),
    ("memorizza",),
    ("prendi", "nota"),
)
FORGET_MARKERS = (
    ("dimentica",),
    ("dimenticati",),
    ("scordati",),
    ("cancella",),
    ("elimina",),
    ("non", "ricordare"),
)
RECALL_ALL_MARKERS = (
    ("cosa", "sai", "di", "me"),
    ("sai", "di", "me"),
    ("cosa", "ricordi", "di", "me"),
    ("cosa", "ti", "ricordi", "di", "me"),
    ("cosa", "sai", "su", "di", "me"),
    ("cosa", "sai", "su", "me"),
    ("che", "cosa", "sai"),
    ("cosa", "ti", "ho", "detto"),
)
FILLERS = frozenset(
    """ehm eh ehh mmm mm allora cioè tipo insomma praticamente diciamo beh boh ecco ahah
    ahahah haha hahaha""".split()
)
_HABITS = (
    ("una", "volta"),
    ("prima",),
    ("da", "piccolo"),
    ("da", "piccola"),
    ("da", "bambino"),
    ("da", "bambina"),
    ("in", "passato"),
    ("un", "tempo"),
)
# The imperfect is the tense of past habits: "abitavo", "lavoravo".
PAST_HABITUAL = (*_HABITS, *((f,) for f, (_, _, tense) in _FORMS.items() if tense == "impf"))

# --- nouns ------------------------------------------------------------------------------------
KINSHIP = {
    "sorella": "sister",
    "sorelle": "sister",
    "fratello": "brother",
    "fratelli": "brother",
    "madre": "mother",
    "mamma": "mother",
    "padre": "father",
    "papà": "father",
    "babbo": "father",
    "moglie": "wife",
    "marito": "husband",
    "compagno": "partner",
    "compagna": "partner",
    "ragazza": "girlfriend",
    "ragazzo": "boyfriend",
    "fidanzata": "girlfriend",
    "fidanzato": "boyfriend",
    "figlio": "son",
    "figlia": "daughter",
    "figli": "child",
    "figlie": "daughter",
    "bambino": "child",
    # a girl is a daughter ("le mie bambine sofia e alice"), as "girls" is in English
    "bambina": "daughter",
    "bambini": "child",
    "bambine": "daughter",
    "bimbi": "child",
    "bimbo": "child",
    "bimba": "daughter",
    "bimbe": "daughter",
    "cugino": "cousin",
    "cugina": "cousin",
    "zia": "aunt",
    "zio": "uncle",
    "nonna": "grandmother",
    "nonno": "grandfather",
    "nipotina": "niece",
    "nipotino": "nephew",
    "nipote": "nephew",  # or a grandchild, or a niece: the noun as said when unnamed
    "matrigna": "stepmother",
    "patrigno": "stepfather",
    "figliastro": "stepson",
    "figliastra": "stepdaughter",
    "coinquilino": "roommate",
    "coinquilina": "roommate",
    "capo": "boss",
    "collega": "colleague",
    "genitori": "parents",
}
PETS = {
    "cane": "dog",
    "cagnolino": "dog",
    "cagnolina": "dog",
    "cucciolo": "dog",
    # breeds said for the dog itself ("abbiamo un labrador che si chiama otto", "il mio
    # labrador rex"); said of a named pet, what it is (PET_KINDS: "pippo è un bassotto")
    **dict.fromkeys(
        """labrador barboncino bassotto beagle chihuahua carlino husky bulldog volpino
        levriero meticcio""".split(),
        "dog",
    ),
    "gatto": "cat",
    "gatta": "cat",
    "gattino": "cat",
    "gattina": "cat",
    "cavallo": "horse",
    "coniglio": "rabbit",
    "criceto": "hamster",
    "criceti": "hamster",
    "pappagallo": "parrot",
    "uccellino": "bird",
    "uccello": "bird",
    "pesce": "fish",
    "pesciolino": "fish",
    "tartaruga": "turtle",
    "serpente": "snake",
}
# Breeds: said of a named pet, what it is ("pippo è un bassotto" -> is bassotto).
PET_KINDS = {
    breed: pet
    for breed, pet in PETS.items()
    if pet == "dog" and breed not in ("cane", "cagnolino", "cagnolina", "cucciolo")
}
FAVORITE_WORDS = frozenset("preferito preferita preferiti preferite favorito favorita".split())
# "la mia squadra del cuore è il torino": a favourite said with a phrase after its noun.
FAVORITE_PHRASES = (("del", "cuore"),)
FAVORITE_THINGS = {
    "colore": "color",
    "cibo": "food",
    "piatto": "dish",
    "film": "movie",
    "libro": "book",
    "canzone": "song",
    "band": "band",
    "gruppo": "band",
    "cantante": "singer",
    "sport": "sport",
    "squadra": "team",
    "animale": "animal",
    "bevanda": "drink",
    "città": "city",
    "paese": "country",
    "stagione": "season",
    "gioco": "game",
    "serie": "show",  # the gold taxonomy names no "series"
    "programma": "show",
    "artista": "artist",
    "ristorante": "restaurant",
    "frutto": "fruit",
    "frutta": "fruit",
    "materia": "subject",
    "autore": "author",
    "autrice": "author",
    "scrittore": "author",
    "scrittrice": "author",
    "attore": "actor",
    "attrice": "actor",
    "posto": "place",
    "luogo": "place",
    "festa": "holiday",
    "dolce": "dessert",
    "dessert": "dessert",
    "birra": "beer",
    "vino": "wine",
    "podcast": "podcast",
    "musica": "music",
    "fiore": "flower",
    "numero": "number",
    "giorno": "day",
    "mese": "month",
    "cucina": "food",
    "pizza": "food",
    "cantautore": "singer",
    "cantautrice": "singer",
}
NUMBER_WORDS = {
    "zero": 0,
    "un": 1,
    "uno": 1,
    "una": 1,
    "due": 2,
    "tre": 3,
    "tré": 3,
    "quattro": 4,
    "cinque": 5,
    "sei": 6,
    "sette": 7,
    "otto": 8,
    "nove": 9,
    "dieci": 10,
    "undici": 11,
    "dodici": 12,
    "tredici": 13,
    "quattordici": 14,
    "quindici": 15,
    "sedici": 16,
    "diciassette": 17,
    "diciotto": 18,
    "diciannove": 19,
    "venti": 20,
    "trenta": 30,
    "quaranta": 40,
    "cinquanta": 50,
    "sessanta": 60,
    "settanta": 70,
    "ottanta": 80,
    "novanta": 90,
    "cento": 100,
    # Elided tens: "ventotto", "trentuno", "quarantun anni", "trent'anni".
    "vent": 20,
    "trent": 30,
    "quarant": 40,
    "cinquant": 50,
    "sessant": 60,
    "settant": 70,
    "ottant": 80,
    "novant": 90,
    "vent'": 20,
    "trent'": 30,
    "quarant'": 40,
    "cinquant'": 50,
    "sessant'": 60,
    "settant'": 70,
    "ottant'": 80,
    "novant'": 90,
}

# --- relations --------------------------------------------------------------------------------
_BASE_RELATIONS = {
    ("vivere", "a"): "lives_in",
    ("vivere", "in"): "lives_in",
    ("abitare", "a"): "lives_in",
    ("abitare", "in"): "lives_in",
    ("stare", "a"): "lives_in",  # "sto a torino da tre anni": a town's name only (NAME_ONLY)
    ("lavorare", "presso"): "works_at",
    ("lavorare", "da"): "works_at",
    ("lavorare", "per"): "works_at",
    ("lavorare", "in"): "works_at",
    ("lavorare", "come"): "is",
    ("nascere", "a"): "born_in",
    ("nascere", "in"): "born_in",
    ("essere", "di"): "born_in",
    ("venire", "da"): "born_in",
    ("trasferire", "a"): "moved_to",
    ("trasferire", "in"): "moved_to",
    ("traslocare", "a"): "moved_to",
    ("traslocare", "in"): "moved_to",
    ("emigrare", "a"): "moved_to",
    ("emigrare", "in"): "moved_to",
    ("trasferire", "da"): "moved_from",
    ("traslocare", "da"): "moved_from",
    ("andare", "in"): "went_to",
    ("andare", "a"): "went_to",
    ("viaggiare", "in"): "went_to",
    ("volare", "a"): "went_to",
    ("tornare", "da"): "went_to",  # "sono appena tornato dal giappone": back from a trip
    ("volare", "in"): "went_to",
    ("visitare", ""): "went_to",
    # "sono stato in Grecia": the participle of essere marks a trip.
    ("stato", "in"): "went_to",
    ("stata", "in"): "went_to",
    ("stati", "in"): "went_to",
    ("state", "in"): "went_to",
    ("stato", "a"): "went_to",
    ("stata", "a"): "went_to",
    ("stati", "a"): "went_to",
    ("state", "a"): "went_to",
    ("partecipare", "a"): "participated_in",
    ("correre", ""): "participated_in",
    ("fare", ""): "participated_in",  # "ho fatto la maratona": only ever of an event
    ("avere", ""): "has",
    ("crescere", ""): "has",  # "ho cresciuto cinque figli": children one raised
    ("possedere", ""): "owns",
}
PREP_CONTRACTIONS = {
    "ad": "a",
    "al": "a",
    "allo": "a",
    "alla": "a",
    "all'": "a",
    "ai": "a",
    "agli": "a",
    "alle": "a",
    "dal": "da",
    "dallo": "da",
    "dalla": "da",
    "dall'": "da",
    "dai": "da",
    "dagli": "da",
    "dalle": "da",
    "nel": "in",
    "nello": "in",
    "nella": "in",
    "nell'": "in",
    "nei": "in",
    "negli": "in",
    "nelle": "in",
    "sul": "su",
    "sullo": "su",
    "sulla": "su",
    "sull'": "su",
    "sui": "su",
    "sugli": "su",
    "sulle": "su",
    "del": "di",
    "dello": "di",
    "della": "di",
    "dell'": "di",
    "dei": "di",
    "degli": "di",
    "delle": "di",
    "col": "con",
    "d'": "di",  # elided: "val d'aosta", "d'autunno"
}
# "lavoro alla Barilla" is an employer, "lavoro a Pisa" a city: only the article says which.
_EMPLOYER_AT = {
    ("lavorare", c): "works_at" for c in ("al", "allo", "alla", "all'", "ai", "agli", "alle")
}
VERB_RELATIONS = {
    **_EMPLOYER_AT,
    **_BASE_RELATIONS,
    **{
        (verb, short): relation
        for (verb, prep), relation in _BASE_RELATIONS.items()
        for short, full in PREP_CONTRACTIONS.items()
        if prep and full == prep
    },
}
RELATION_CUES = {
    "lives_in": ("vivere", "abitare", "casa", "dove", "città", "indirizzo", "residenza"),
    "works_at": ("lavorare", "lavoro", "azienda", "ditta", "ufficio", "capo", "impiego"),
    "is": ("lavoro", "professione", "mestiere", "fare"),
    "born_in": ("nascere", "nato", "nata", "origine", "venire", "essere"),
    "name": ("nome", "chiamare", "chi"),
    "age": ("anni", "anno", "età", "compleanno", "vecchio"),
    "moved_to": ("trasferire", "trasloco", "traslocare"),
    "moved_from": ("trasferire", "trasloco", "traslocare"),
    "went_to": ("viaggio", "viaggiare", "vacanza", "andare", "visitare", "stato", "stata"),
    "participated_in": ("partecipare", "maratona", "gara", "evento", "corsa"),
    "friend_of": ("amico", "amica", "amici", "amiche"),
    "has": ("avere", "possedere", "macchina", "animale"),
    "owns": ("possedere", "avere", "macchina"),
}
TIME_CUES = {
    "oggi": 0.5,
    "stasera": 0.5,
    "ieri": 1.5,
    "recentemente": 7.0,
    "ultimamente": 7.0,
    "settimana": 7.0,
    "weekend": 4.0,
    "mese": 31.0,
    "fa": 7.0,
    "prima": 1.0,
}
# spaCy's list holds names and content nouns ("sara", "otto", "marche", "casa", "città"): they
# are values here (a name, a pet called Otto, a favourite city), not function words.
_NOT_STOP = frozenset(
    """sara otto salvo nuovo marche ansa scola mosto citta città paese casa gruppo governo ministro
    mondo uomo persone luogo posto consiglio""".split()
)
STOP_WORDS = (frozenset(_SPACY_STOP_WORDS) - _NOT_STOP) | FILLERS
# Bullets (hotmem.injection) name the user in the third person, "l'utente" (pipecat hands a
# mid-conversation system message to most providers as user text, where "tu" would flip): the
# user's relatives are "la sorella dell'utente", someone else's carry the article too ("La
# sorella di Anna si chiama Maria", "di il" -> "del"). Nouns of either gender take "il/la".
KIN_NAMES_OF = {
    "sister": "la sorella",
    "brother": "il fratello",
    "mother": "la madre",
    "father": "il padre",
    "wife": "la moglie",
    "husband": "il marito",
    "partner": "il partner",
    "girlfriend": "la ragazza",
    "boyfriend": "il ragazzo",
    "fiance": "il fidanzato",
    "fiancee": "la fidanzata",
    "son": "il figlio",
    "daughter": "la figlia",
    "child": "il figlio o la figlia",
    "cousin": "il cugino o la cugina",
    "aunt": "la zia",
    "uncle": "lo zio",
    "grandmother": "la nonna",
    "grandfather": "il nonno",
    "grandson": "il nipote",
    "granddaughter": "la nipote",
    "niece": "la nipote",
    "nephew": "il nipote",
    "stepmother": "la matrigna",
    "stepfather": "il patrigno",
    "stepson": "il figliastro",
    "stepdaughter": "la figliastra",
    "roommate": "il coinquilino o la coinquilina",
    "boss": "il capo",
    "colleague": "il/la collega",
    "parents": "i genitori",
    "dog": "il cane",
    "cat": "il gatto",
    "horse": "il cavallo",
    "rabbit": "il coniglio",
    "hamster": "il criceto",
    "parrot": "il pappagallo",
    "bird": "l'uccellino",
    "fish": "il pesce",
    "turtle": "la tartaruga",
    "snake": "il serpente",
}
KIN_NAMES = {rel: name + " dell'utente" for rel, name in KIN_NAMES_OF.items()}
# Favourite things by canonical name, with their article and agreeing adjective.
FAVORITE_NAMES_OF = {
    "color": "il colore preferito",
    "food": "il cibo preferito",
    "movie": "il film preferito",
    "book": "il libro preferito",
    "song": "la canzone preferita",
    "band": "la band preferita",
    "singer": "il cantante preferito",
    "sport": "lo sport preferito",
    "team": "la squadra preferita",
    "animal": "l'animale preferito",
    "drink": "la bevanda preferita",
    "city": "la città preferita",
    "country": "il paese preferito",
    "season": "la stagione preferita",
    "game": "il gioco preferito",
    "show": "il programma preferito",
    "artist": "l'artista preferito",
    "restaurant": "il ristorante preferito",
    "dish": "il piatto preferito",
    "fruit": "il frutto preferito",
    "subject": "la materia preferita",
    "author": "l'autore preferito",
    "actor": "l'attore preferito",
    "place": "il posto preferito",
    "holiday": "la festa preferita",
    "dessert": "il dolce preferito",
    "beer": "la birra preferita",
    "wine": "il vino preferito",
    "series": "la serie preferita",
    "podcast": "il podcast preferito",
    "music": "la musica preferita",
    "genre": "il genere preferito",
    "flower": "il fiore preferito",
    "number": "il numero preferito",
    "day": "il giorno preferito",
    "month": "il mese preferito",
}
FAVORITE_NAMES = {thing: name + " dell'utente" for thing, name in FAVORITE_NAMES_OF.items()}
# A preposition joins the article after it, in a name too ("del Cairo", "alla Spezia"); "A"
# starts a bullet ("Alla sorella di Anna piace").
CONTRACTIONS = {
    f"{preposition} {article}": joined
    for (prep, art), joined in {
        ("di", "il"): "del",
        ("di", "lo"): "dello",
        ("di", "la"): "della",
        ("di", "i"): "dei",
        ("di", "gli"): "degli",
        ("di", "il/la"): "del/della",
        ("a", "il"): "al",
        ("a", "lo"): "allo",
        ("a", "la"): "alla",
        ("a", "i"): "ai",
        ("a", "gli"): "agli",
        ("a", "il/la"): "al/alla",
    }.items()
    for preposition in (prep, prep.capitalize())
    for article in (art, art.capitalize())
}
BULLET_TEMPLATES = {
    "name:you": "L'utente si chiama {o}",
    "name": "{s} si chiama {o}",
    "age:you": "L'utente ha {o} anni",
    "age": "{s} ha {o} anni",
    "is:you": "L'utente è {o}",
    "is": "{s} è {o}",
    "lives_in:you": "L'utente vive a {o}",
    "lives_in": "{s} vive a {o}",
    "works_at:you": "L'utente lavora presso {o}",
    "works_at": "{s} lavora presso {o}",
    "born_in:you": "L'utente è di {o}",
    "born_in": "{s} è di {o}",
    "moved_from:you": "L'utente si è trasferito/a da {o}",
    "moved_from": "{s} si è trasferito/a da {o}",
    "moved_to:you": "L'utente si è trasferito/a a {o}",
    "moved_to": "{s} si è trasferito/a a {o}",
    "went_to:you": "L'utente è stato/a a {o}",
    "went_to": "{s} è stato/a a {o}",
    "participated_in:you": "L'utente ha partecipato a: {o}",
    "participated_in": "{s} ha partecipato a: {o}",
    "friend_of:you": "{o} e l'utente sono amici",
    "friend_of": "{s} e {o} sono amici",
    "has:you": "L'utente ha: {o}",
    "has": "{s} ha: {o}",
    "owns:you": "L'utente possiede: {o}",
    "owns": "{s} possiede: {o}",
    "favorite:you": "{thing} è {o}",
    "favorite": "{thing} di {s} è {o}",
    "kin:you": "{rel} si chiama {o}",
    "kin": "{rel} di {s} si chiama {o}",
    "subject:kin": "{srel}",
    # a plural relative: one of them is named, all of them agree with a plural verb
    "parents:you": "Uno dei genitori dell'utente si chiama {o}",
    "parents": "Uno dei genitori di {s} si chiama {o}",
    "lives_in:parents": "{s} vivono a {o}",
    "works_at:parents": "{s} lavorano presso {o}",
    "is:parents": "{s} sono {o}",
    "from:parents": "{s} sono di {o}",
}
# Nouns that "have" does not own: states, moments, plans ("ich habe Hunger", "ho fame").
NOT_POSSESSIONS = frozenset(
    """mal domanda fame sete paura ragione tempo voglia sonno freddo caldo fretta idea bisogno
    problema problemi dubbi dubbio torto compleanno appuntamento riunione pranzo cena
    colazione pausa festa impegno impegni turno lavoro testa febbre tosse raffreddore
    influenza allergia allergie male allenamento allenamenti esame esami ospite ospiti cuore
    interrogazione verifica lezione lezioni""".split()
)
# The speaker doubts the whole turn: every fact of it is hedged.
DOUBT_PHRASES = (
    ("non", "sono", "sicuro"),
    ("non", "sono", "sicura"),
    ("non", "ne", "sono", "sicuro"),
    ("non", "ne", "sono", "sicura"),
    ("non", "so", "se"),
    ("potrei", "sbagliarmi"),
    ("mi", "sa", "che"),
)
TRAITS = frozenset(
    """vegetariano vegetariana vegetariani vegetariane vegano vegana vegani vegane sposato
    sposata single divorziato divorziata fidanzato fidanzata vedovo vedova incinta
    allergico allergica celiaco celiaca intollerante diabetico diabetica mancino mancina
    daltonico daltonica sordo sorda cieco cieca disoccupato disoccupata pensionato
    pensionata cattolico cattolica ateo atea musulmano musulmana ebreo ebrea buddista
    gay etero bisessuale introverso introversa estroverso estroversa timido timida""".split()
)
EVENT_WORDS = frozenset(
    """maratona mezza gara corsa triathlon conferenza hackathon torneo competizione concorso
    festival campionato workshop evento concerto olimpiadi fiera congresso convegno
    seminario""".split()
)
FRAME_VERBS = frozenset("dire raccontare menzionare ricordare sapere dimenticare".split())
REPORT_VERBS = frozenset(
    "dire pensare credere raccontare sostenere sperare trovare consigliare sognare".split()
)
# Italian drops the subject, so a verb-first sentence is no question by itself.
QUESTION_AUX = frozenset()

# --- word lists (the UD reader's fields below are drawn from them) -------------------------
_WORD_LISTS = {
    "verb_forms": _FORMS,
    "infinitive_suffixes": ("are", "ere", "ire", "rre"),
    "bare_infinitive_guess": ("are", "ire"),
    "participle_marks": tuple(("", f"{v}t{e}") for v in "aui" for e in "oaie"),
    "nouns_capitalised": False,
    "copula": ("essere",),
    "become": ("diventare",),
    "have": ("avere",),
    "modals": ("potere", "volere", "dovere"),
    "name_verbs": {"chiamare": ("mi", "ti", "si", "ci", "vi")},
    "name_nouns": ("nome", "soprannome"),
    "naming_words": (("di", "nome"), ("chiamato",), ("chiamata",), ("detto",), ("detta",)),
    # "faccio l'insegnante": fare + definite article + noun is a profession.
    "attribute_verbs": {"fare": ("il", "lo", "la", "l'", "i", "gli", "le")},
    "age_verbs": {"avere": True, "compiere": True},
    "age_units": ("anni", "anno"),
    "subject_pronouns": {
        "io": "you",
        "noi": "you",
        "lui": "he",
        "lei": "she",
        "egli": "he",
        "ella": "she",
        "loro": "they",
    },
    "relative_pronouns": ("che", "cui"),
    "coordinators": ("e", "ed", "ma", "o", "oppure", "però", "mentre", "bensì", "quindi"),
    "contrast": ("bensì", "ma"),
    "subordinators": (
        "che",
        "perché",
        "se",
        "quando",
        "mentre",
        "sebbene",
        "benché",
        "finché",
        "dopo",
    ),
    "complementizers": ("che",),
    "conditionals": ("se",),
    "prepositions": (
        "a",
        "ad",
        "in",
        "di",
        "d'",
        "da",
        "su",
        "per",
        "con",
        "tra",
        "fra",
        "presso",
        "come",
        "verso",
        "senza",
        "dopo",
        "durante",
        "entro",
    ),
    "prep_contractions": PREP_CONTRACTIONS,
    "of_preps": ("di",),
    "np_linkers": ("di", "del", "della", "dello", "dei", "degli", "delle", "dell'"),
    "separable_particles": (),
    "nominative_possessives": ("mio", "mia", "miei", "mie", "nostro", "nostra", "nostri", "nostre"),
    "subject_after_verb": False,
    "verb_final": False,
    "indefinite": ("un", "uno", "una", "un'"),
    "definite": ("il", "lo", "la", "l'", "i", "gli", "le"),
    "neg_determiners": ("nessun", "nessuno", "nessuna"),
    "prenominal_adjectives": (
        "giovane",
        "giovani",
        "caro",
        "cara",
        "cari",
        "care",
        "migliore",
        "migliori",
        "vecchio",
        "vecchia",
        "vecchi",
        "vecchie",
        "grande",
        "piccolo",
        "piccola",
        "nuovo",
        "nuova",
        "adorato",
        "adorata",
        "amato",
        "amata",
        "unico",
        "unica",
        "primo",
        "prima",
        # "sono al quarto anno": which year, the year is the noun (a time, no place); not
        # "sesto" ("sesto san giovanni")
        "terzo",
        "quarto",
        "quinto",
        "ultimo",
        "penultimo",
    ),
    "favorite_prefixes": (),
    "favorite_adjectives": (
        "preferito",
        "preferita",
        "preferiti",
        "preferite",
        "favorito",
        "favorita",
    ),
    "friend_nouns": ("amico", "amica", "amici", "amiche"),
    "ambiguous_friend": (),
    "friend_qualifiers": (),
    "friend_of_me": (("mio",), ("mia",), ("nostro",), ("nostra",)),
    "reciprocal_friend": ("amici", "amiche"),
    "possessive_only": (),
    "noun_gender": {
        "cugina": "she",
        "cugino": "he",
        "gatta": "she",
        "gatto": "he",
        "cagnolina": "she",
        "amica": "she",
        "amico": "he",
        "compagna": "she",
        "compagno": "he",
        "collega": "",
        "capo": "",
        "coinquilina": "she",
        "coinquilino": "he",
        "bambina": "she",
        "bambino": "he",
    },
    "role_suffixes": (),
    "place_heads": ("dintorni", "zona", "provincia"),
    "particle_coordinators": ("però",),
    "feminine_suffix": "",  # Italian nouns are lowercase: a capital is a name
    "title_suffixes": (),
    "time_nouns": (
        "anno",
        "anni",
        "mese",
        "mesi",
        "settimana",
        "settimane",
        "giorno",
        "giorni",
        "weekend",
        "estate",
        "inverno",
        "autunno",
        "primavera",
        "gennaio",
        "febbraio",
        "marzo",
        "aprile",
        "maggio",
        "giugno",
        "luglio",
        "agosto",
        "settembre",
        "ottobre",
        "novembre",
        "dicembre",
        "lunedì",
        "martedì",
        "mercoledì",
        "giovedì",
        "venerdì",
        "sabato",
        "domenica",
        "sera",
        "mattina",
        "notte",
        "pomeriggio",
        "vacanza",
        "vacanze",
        "ferie",
        "natale",
        "pasqua",
        "università",
        "momento",
        "tempo",
        "tempi",
        "vita",
        "stamattina",
        "stasera",
        "stanotte",
        "domani",
        "inizio",
    ),
    "place_stop": ("casa", "lavoro", "letto", "scuola", "lago", "mare", "montagna", "spesa"),
    "moods": (
        "giù",  # "giù di morale": low, a mood
        "stanco",
        "stanca",
        "stanchi",
        "stanche",
        "felice",
        "felici",
        "triste",
        "tristi",
        "contento",
        "contenta",
        "contenti",
        "contente",
        "pronto",
        "pronta",
        "sicuro",
        "sicura",
        "malato",
        "malata",
        "occupato",
        "occupata",
        "libero",
        "libera",
        "qui",
        "qua",
        "lì",
        "là",
        "bene",
        "male",
        "curioso",
        "curiosa",
        "nervoso",
        "nervosa",
        "preoccupato",
        "preoccupata",
        "annoiato",
        "annoiata",
        "emozionato",
        "emozionata",
        "stufo",
        "stufa",
        "arrabbiato",
        "arrabbiata",
        "confuso",
        "confusa",
        "agitato",
        "agitata",
        "spaventato",
        "spaventata",
        "deluso",
        "delusa",
        "d'accordo",
        "bello",  # "è stato bello": an opinion
        "bella",
        "belli",
        "belle",
        "bellissimo",
        "bellissima",
        "brutto",
        "brutta",
        "strano",  # "forse sono io che sono strana": an opinion, no trait
        "strana",
        "strani",
        "strane",
        "tranquillo",
        "tranquilla",
        "sveglio",
        "sveglia",
        "sicuri",
        "pronti",
        "in",
        "a",
        "di",
    ),
    "ago_words": ("fa",),  # "tre anni fa"
    "not_verbs": (
        "preferito",
        "preferita",
        "preferiti",
        "preferite",
        "favorito",
        "favorita",
        "amici",
        "amiche",
        "anni",
        "grazie",
        "ecco",
        "perfetto",
        "capito",
    ),
    "hedge_verbs": ("credere", "pensare", "supporre", "immaginare", "sapere"),
    "number_joiners": (),  # compound number words are one word
    "name_articles": (),
    "infinitive_markers": (),
    "comma_fillers": (),
    "clitic_boundaries": (),
    "hedge_scope": "sentence",  # a hedge doubts the whole sentence
    "adverb_endings": ("mente",),  # adverbs never head a noun phrase
    "reflexives": ("si",),  # between a subject and its verb
    "vowel_mutations": {},  # of a feminine form
}

# Language detection and warm-up (hotmem.nlp): letters only this language uses among the served
# ones, frequent function words (shared ones count for every owner), one warm-up sentence.
DETECT_LETTERS = "ò"
DETECT_WORDS = frozenset(
    """
    io tu il lo la gli le è sono mio mia e di da in a che un una con per non mi vivo lavoro
    ho chiamo dove come cosa molto ma anche presso
    """.split()
)
WARMUP_TEXT = "Mia sorella Anna vive a Roma e io lavoro presso Enel."

# The pipeline: spaCy packages to try, official names first (none: a blank tokenizer), and the
# reader that turns its output into clauses.
MODELS = ()

# Politeness openers (not a command), relative pronouns, the "and" inside spoken numbers.
OPENERS = frozenset({"per", "favore", "aspetta", "scusa", "senti"})  # "no aspetta dimentica ..."
RELATIVE_PRONOUNS = frozenset(_WORD_LISTS["relative_pronouns"])
# A relative adverb of place: the place it takes up is where the clause happens.
PLACE_RELATIVES = frozenset({"dove"})

# The UD reader's grammar (the shallow parse of a blank pipeline, DEPENDENCY_LABELS = "none").
DEPENDENCY_LABELS = "none"
COPULAS = frozenset(_WORD_LISTS["copula"])
NAME_VERBS = frozenset(_WORD_LISTS["name_verbs"])
NAME_NOUNS = frozenset(_WORD_LISTS["name_nouns"])
AGE_NOUNS = frozenset(_WORD_LISTS["age_units"])
AGE_VERBS = frozenset({"compiere"})
COMPLEMENTIZERS = frozenset(_WORD_LISTS["complementizers"])
HEDGE_VERBS = frozenset(_WORD_LISTS["hedge_verbs"])
FRIEND_WORDS = frozenset(_WORD_LISTS["friend_nouns"])
CONTRAST_WORDS = frozenset(_WORD_LISTS["contrast"])
PLACE_HEADS = frozenset(_WORD_LISTS["place_heads"])
NAME_LINKS = frozenset(_WORD_LISTS["np_linkers"])
ATTRIBUTE_VERBS = {"fare": frozenset(_WORD_LISTS["attribute_verbs"]["fare"])}
# The endings of role nouns ("fa il pizzaiolo", "faccio la barista"); "faccio la spesa", "fa il
# bagno", "faccio sempre la carbonara" name no role. Roles of other shapes: EXCLUSIVE_VALUES.
ATTRIBUTE_ENDINGS = tuple(
    """iere iera ieri iere aio aia aiolo aiola ista iste isti tore tori trice trici ante
    anti ente enti ologo ologa ologi iatra essa ario aria""".split()
)
PARSER_WORDS = {
    # A lowercase word no dictionary knows, opening a sentence with no article before a finite
    # verb, is a name: a common noun takes its article there ("marta è architetta").
    "bare_subject_names": True,
    # A finite verb after a clause with its verb and a word after it opens a new clause
    # ("ho una sorella si chiama anna", "lavora in un ospedale lì fa la ricercatrice"); a
    # copula does not ("c'è pure una coppia", "d'estate è un delirio").
    "finite_opens": True,
    "copula_opens": False,
    # A predicate word of these endings is singular: "sono" before it is the speaker's
    # ("mi consigli una ricetta sono celiaca"), not "they are".
    "singular_endings": ("a", "o"),
    # Nouns the stop words list as other words: "il mio vicino dice che ...", the neighbour.
    # "sono impiegato in banca": a job, no passive of "impiegare".
    "nouns": ("vicino", "vicina", "vicini", "vicine", "impiegato", "impiegata"),
    # Plural relatives and pets: "ho tre gatti si chiamano briciola pepe e ugo" names all.
    "plural_nouns": tuple(
        """figli figlie fratelli sorelle gatti gatte gattini cani cagnolini cugini cugine nonni
        zii zie bambini bambine gemelli gemelle nipotini""".split()
    ),
    # Plural pets and relatives the kin tables list in the singular: a name may follow them
    # ("abbiamo due gatti pippo e tofu"). "nipotini" is left out: grandchildren or nephews.
    "person_nouns": tuple(
        """gatti gatte gattini gattine cani cagnolini cagnoline cuccioli cugini cugine nonni
        zii zie gemelli gemelle""".split()
    ),
    # First names the dictionary knows as words ("marco" of "marcare"): where a name stands in
    # a lowercase transcript ("marco e davide sono amici"), a name. Names that are common words
    # too ("chiara", "franco", "massimo", "rosa", "bruno") are left out.
    "given_names": ("marco", "luca", "dante", "elisa", "salvatore", "salvo"),
    # A saint's title opening a place's name ("vengo da san paolo").
    "name_prefixes": ("san", "santa", "santo"),
    # Places the dictionary reads as common words ("roma", "natal"): after a bare
    # preposition of a lowercase transcript, a name.
    "place_names": (
        "roma",
        "italia",
        "bari",
        "prato",
        "foggia",
        "terni",
        "spezia",
        "lecco",
        "monaco",
        "mosca",
        "svizzera",
        "argentina",
        "india",
        "toscana",
        "trentino",
        "asti",
        "matera",
        "como",
    ),
    # A noun after "have" that is a verb ("ho intenzione di aprire un bar"): the verb it stands for.
    "light_verbs": {"intenzione": "intendere"},
    # Language names, listed without "and" in speech ("falo inglês espanhol e francês").
    "languages": tuple(
        """italiano inglese francese tedesco spagnolo portoghese russo cinese giapponese
        arabo olandese greco polacco rumeno romeno turco coreano svedese norvegese
        danese ungherese ceco croato serbo albanese ebraico hindi latino sardo
        napoletano siciliano friulano dialetto""".split()
    ),
    # "a minha irmã a bia", "sou o duarte": an article before a name
    "definite_articles": _WORD_LISTS["definite"],
    # "un bar del centro": an unnamed place, the "of" phrase with its article says where
    "indefinite_articles": _WORD_LISTS["indefinite"],
    "prepositions": _WORD_LISTS["prepositions"],
    "prep_contractions": _WORD_LISTS["prep_contractions"],
    # "lo capisco", "non la sopporto": an object pronoun before a verb of the speaker, no article
    "object_clitics": ("lo", "la", "li", "le"),
    # "frequento l'università di pavia": a school after these, not "a time of one's life"
    "time_homonyms": {"università": ("l'", "all'", "un'", "nell'")},
    # "ce l'ho", "ne ho due": clitics that name nobody
    "clitics": (*_WORD_LISTS["name_verbs"]["chiamare"], "ce", "ne"),
    "subject_pronouns": tuple(_WORD_LISTS["subject_pronouns"]),
    # "sto lavorando", "stiamo cercando casa": the progressive's "stare" is an auxiliary
    "modals": (*_WORD_LISTS["modals"], "stare"),
    "auxiliary_modals": ("stare",),
    "perfect_auxiliaries": _WORD_LISTS["have"],
    "change_verbs": _WORD_LISTS["become"],
    "coordinators": _WORD_LISTS["coordinators"],
    "subordinators": _WORD_LISTS["subordinators"],
    "adjectives": (
        "ex",  # "un ex poliziotto": what one was
        # "sono salvo": safe, no name (after a relative, "mio fratello salvo", a given name)
        "salvo",
        *_WORD_LISTS["favorite_adjectives"],
        *_WORD_LISTS["prenominal_adjectives"],
        *_WORD_LISTS["moods"],
        # birth order after a relative ("mio fratello maggiore"): no name
        "maggiore",
        # "mio nonno è morto": dead, no name (DEATH_VERBS reads it)
        *"morto morta morti morte deceduto deceduta deceduti decedute".split(),
        "maggiori",
        "minore",
        "minori",
        "gemello",
        "gemella",
        "gemelli",
        "materno",  # "mia nonna materna": which side, no name
        "materna",
        "paterno",
        "paterna",
    ),
    # Plurals and units said as times ("tutte le mattine", "dieci minuti").
    "time_nouns": (
        *_WORD_LISTS["time_nouns"],
        "volte",  # "nuoto due volte a settimana": how often, no object
        "mattine",
        "sere",
        "serate",
        "notti",
        "minuti",
        "minuto",
        "ore",
        "domeniche",
        "sabati",
    ),
    "place_nouns": _WORD_LISTS["place_stop"],
    "ago_words": _WORD_LISTS["ago_words"],
    "infinitive_suffixes": _WORD_LISTS["infinitive_suffixes"],
    "participle_marks": _WORD_LISTS["participle_marks"],
    # Words that open a preposition of place with the preposition after them ("un uliveto
    # vicino a otranto", "una casa accanto alla stazione"): no noun of the phrase before.
    "prep_adverbs": ("vicino", "vicina", "accanto", "lontano", "lontana", "davanti", "dietro"),
    # Superlatives and adverbs: no noun, no name ("sono nervosissimo", "ormai").
    "adjective_endings": ("issimo", "issima", "issimi", "issime"),
    "adverb_endings": _WORD_LISTS["adverb_endings"],
    # An infinitive the verb table does not list is its own lemma, and the dictionary leads
    # its gerund back to it ("aprire" <- "aprendo"; "mare" has none).
    "infinitive_probes": {"are": "ando", "ere": "endo", "ire": "endo"},
    # A verb form the table does not list with these endings is a gerund ("cercando").
    "gerund_endings": ("ando", "endo"),
    # Adverbs the stop words leave out: no noun, no adjective ("sono appena fidanzato").
    "adverbs": (
        "appena",
        "ormai",
        "davvero",
        "presto",
        "tardi",
        "soprattutto",
        "online",
        "veloce",
        "ovunque",
        "dappertutto",
        # "faccio solo nuoto": only, no part of the noun; "sono solo": a mood, no fact either
        "solo",
        "sola",
        "soltanto",
        # "lavora in un ospedale lì": where, no part of the place's name
        "lì",
        "là",
    ),
    # A participle's infinitive by its ending ("rientrata" -> "rientrare").
    "participle_infinitives": {
        f"{v}t{e}": inf for v, inf in (("a", "are"), ("u", "ere"), ("i", "ire")) for e in "oaie"
    },
}
NUMBER_JOINERS = frozenset({"e"})
# Function words left out of full-text queries.
SEARCH_STOP_WORDS = frozenset(
    """
    ci come con da dei del della di gli ha ho il io la le lei lo lui mi mia mio nel non per
    piu sono su suo sua ti tu un una uno
    """.split()
)
# Snowball stemmer of full-text recall: a question's words find other forms of them.
STEMMER = "italian"
# The speaker takes back the correction just made (hotmem.lang.base: restore_markers).
RESTORE_MARKERS = (("avevo", "ragione"), ("era", "giusto", "prima"), ("andava", "bene", "prima"))
# Values of an exclusive group (hotmem.relations: Relation.exclusive): saying one ends the others
# ("vegan" now ends "vegetarian", "I'm a nurse now" ends "teacher"), unless said in one turn.
EXCLUSIVE_VALUES = {
    "diet_type": frozenset(
        """vegetariano vegetariana vegano vegana pescetariano pescetariana onnivoro onnivora
        flessitariano flessitariana""".split()
    ),
    "job_kind": frozenset(
        """insegnante professore professoressa maestro maestra infermiere infermiera medico dottore
        dottoressa ingegnere sviluppatore sviluppatrice programmatore programmatrice avvocato
        avvocata avvocatessa commercialista ragioniere ragioniera architetto architetta designer
        scrittore scrittrice giornalista cuoco cuoca cameriere cameriera cassiere cassiera
        elettricista idraulico falegname meccanico pilota autista contadino contadina
        agricoltore pompiere vigile farmacista dentista veterinario veterinaria bibliotecario
        bibliotecaria scienziato scienziata ricercatore ricercatrice commesso commessa venditore
        venditrice consulente psicologo psicologa poliziotto poliziotta soldato panettiere
        panettiera macellaio macellaia parrucchiere parrucchiera fotografo fotografa musicista
        attore attrice traduttore traduttrice segretario segretaria informatico tecnico
        chirurgo chirurga chef barman bidello bidella postino postina impiegato impiegata
        geometra notaio vigilessa militare sarto sarta fabbro babysitter tata colf modello
        modella giudice manager guida regista grafico grafica interprete ostetrica sindaco
        prete suora operaio operaia muratore idraulica sommelier portuale carabiniere
        casalinga badante artigiano artigiana bracciante custode netturbino spazzino marittimo
        magistrato steward hostess""".split()
    ),
}

# What people say about themselves beyond names and places (extraction v2, part 2):
# bullets, the display of canonical values, and the words of a question about them.
BULLET_TEMPLATES = {
    **BULLET_TEMPLATES,
    "from:you": "L'utente è di {o}",
    "from": "{s} è di {o}",
    "lived_in:you": "L'utente viveva a {o}",
    "lived_in": "{s} viveva a {o}",
    "worked_at:you": "L'utente lavorava presso {o}",
    "worked_at": "{s} lavorava presso {o}",
    "was:you": "L'utente era {o}",
    "was": "{s} era {o}",
    "likes:you": "All'utente piace: {o}",
    "likes": "A {s} piace: {o}",
    "dislikes:you": "All'utente non piace: {o}",
    "dislikes": "A {s} non piace: {o}",
    "plays:you": "L'utente pratica: {o}",
    "plays": "{s} pratica: {o}",
    "does:you": "L'utente pratica: {o}",
    "does": "{s} pratica: {o}",
    "plans:you": "L'utente ha in programma: {o}",
    "plans": "{s} ha in programma: {o}",
    "wants:you": "L'utente vuole: {o}",
    "wants": "{s} vuole: {o}",
    "allergic_to:you": "L'utente ha un'allergia a: {o}",
    "allergic_to": "{s} ha un'allergia a: {o}",
    "avoids:you": "L'utente evita: {o}",
    "avoids": "{s} evita: {o}",
    "studies:you": "L'utente studia: {o}",
    "studies": "{s} studia: {o}",
    "studies_at:you": "L'utente studia presso {o}",
    "studies_at": "{s} studia presso {o}",
    "studied:you": "L'utente ha studiato: {o}",
    "studied": "{s} ha studiato: {o}",
    "studied_at:you": "L'utente ha studiato presso {o}",
    "studied_at": "{s} ha studiato presso {o}",
    "speaks:you": "L'utente parla: {o}",
    "speaks": "{s} parla: {o}",
    "marital_status:you": "Stato civile dell'utente: {o}",
    "marital_status": "Stato civile di {s}: {o}",
}
VALUE_NAMES = {
    "single": "single",
    "married": "sposato/a",
    "engaged": "fidanzato/a",
    "divorced": "divorziato/a",
    "widowed": "vedovo/a",
    "separated": "separato/a",
}
RELATION_CUES = {
    **RELATION_CUES,
    "from": ("dove", "origine", "crescere", "venire"),
    "lived_in": ("vivere", "abitare", "prima"),
    "worked_at": ("lavorare", "prima", "lavoro"),
    "was": ("lavoro", "prima", "professione"),
    "likes": ("piacere", "amare", "adorare", "preferito", "passione"),
    "dislikes": ("odiare", "sopportare", "piacere"),
    "plays": ("giocare", "suonare", "strumento", "sport"),
    "does": ("hobby", "tempo", "libero", "weekend", "fare"),
    "plans": ("piano", "piani", "progetto", "futuro", "volere"),
    "wants": ("volere", "desiderare"),
    "allergic_to": ("allergia", "allergico", "allergica", "mangiare", "cibo"),
    "avoids": ("mangiare", "cibo", "dieta", "bere"),
    "studies": ("studiare", "corso", "facoltà"),
    "studies_at": ("studiare", "università", "scuola"),
    "studied": ("studiare", "laurea", "diploma"),
    "studied_at": ("studiare", "università", "scuola"),
    "speaks": ("parlare", "lingua", "lingue"),
    "marital_status": (
        "sposato",
        "sposata",
        "single",
        "moglie",
        "marito",
        "fidanzato",
        "divorziato",
    ),
}
# Part 2 relations read off verb objects and obliques ("parlo inglese", "gioco a calcio",
# "sono di Napoli", "studio legge a Bologna").
_PART2_RELATIONS = {
    ("essere", "di"): "from",
    ("venire", "da"): "from",
    ("crescere", "a"): "from",
    ("crescere", "in"): "from",
    ("amare", ""): "likes",
    ("adorare", ""): "likes",
    ("odiare", ""): "dislikes",
    ("detestare", ""): "dislikes",
    ("sopportare", ""): "likes",  # only ever denied: "non sopporto il caldo" dislikes it
    ("originario", "di"): "from",
    ("originaria", "di"): "from",
    ("appassionato", "di"): "likes",
    ("appassionata", "di"): "likes",
    ("fan", "di"): "likes",
    ("passione", ""): "likes",  # "la mia passione è la fotografia"
    # "sono tifoso dell'inter", "tifo per il milan": a team one supports
    ("tifoso", "di"): "likes",
    ("tifosa", "di"): "likes",
    # "sono tifosissimo del bari", "siamo tifosi della roma": the superlative and the plural
    ("tifosissimo", "di"): "likes",
    ("tifosissima", "di"): "likes",
    ("tifosi", "di"): "likes",
    ("tifose", "di"): "likes",
    ("appassionatissimo", "di"): "likes",
    ("appassionatissima", "di"): "likes",
    ("tifare", "per"): "likes",
    ("giocare", "a"): "plays",
    ("suonare", ""): "plays",
    ("praticare", ""): "does",
    ("parlare", ""): "speaks",
    ("studiare", ""): "studies",
    ("studiare", "a"): "studies_at",
    ("studiare", "in"): "studies_at",
    ("laureare", "in"): "studied",
    ("laureare", "a"): "studied_at",
    ("allergico", "a"): "allergic_to",
    ("allergica", "a"): "allergic_to",
    ("allergia", "a"): "allergic_to",
    ("intollerante", "a"): "avoids",  # "sono intollerante al lattosio": no job "at" it
}
VERB_RELATIONS = {
    **VERB_RELATIONS,
    **_PART2_RELATIONS,
    **{
        (verb, short): relation
        for (verb, prep), relation in _PART2_RELATIONS.items()
        for short, full in PREP_CONTRACTIONS.items()
        if prep and full == prep
    },
}
# Liking told of a dative person: "mi piace il calcio", "mi piacciono i cani".
EXPERIENCER_VERBS = {"piacere": "likes", "appassionare": "likes"}
# What a denied verb asserts of its object: "non mangio carne", "non bevo alcolici".
DENIED_RELATIONS = {("mangiare", ""): "avoids", ("bere", ""): "avoids"}
# "non posso mangiare latticini" -> avoids ("posso mangiare di tutto" is no fact).
DENIAL_MODALS = frozenset({"potere"})
# A civil status said with its own word (adjective or verb), canonical values in English.
STATUS_WORDS = {
    **dict.fromkeys(("sposato", "sposata", "sposati", "sposare"), ("marital_status", "married")),
    **dict.fromkeys(("single", "celibe", "nubile"), ("marital_status", "single")),
    **dict.fromkeys(
        ("divorziato", "divorziata", "divorziati", "divorziare"), ("marital_status", "divorced")
    ),
    **dict.fromkeys(("vedovo", "vedova"), ("marital_status", "widowed")),
    **dict.fromkeys(
        ("fidanzato", "fidanzata", "fidanzati", "fidanzare"), ("marital_status", "engaged")
    ),
    **dict.fromkeys(("separato", "separata", "separati"), ("marital_status", "separated")),
}
# "sono appena tornato dal giappone" went there; "tornato dal medico" says nothing lasting.
_BACK_FROM = frozenset(
    ("tornare", p) for p in ("da", *(c for c, full in PREP_CONTRACTIONS.items() if full == "da"))
)
NAME_ONLY = _BACK_FROM | {
    ("stare", p) for p in ("a", *(c for c, full in PREP_CONTRACTIONS.items() if full == "a"))
}
NAME_ONLY_PAST = _BACK_FROM
# People and animals are no place nor employer: "è più di un fratello per me".
NOT_PLACE_WORDS = (
    frozenset(KINSHIP)
    | frozenset(PETS)
    | frozenset(_WORD_LISTS["friend_nouns"])
    # states of a job, no workplace: "sono insegnante in pensione", "infermiera in maternità"
    | frozenset("pensione ferie malattia maternità aspettativa prova".split())
    # a town said as a common noun, no workplace: "era maestro in un paesino dell'irpinia"
    | frozenset("paese paesino paesello città cittadina villaggio borgo quartiere".split())
)
# Nouns of adverbial idioms, never a place ("al posto di", "in giro", "in macchina", "a piedi").
IDIOM_NOUNS = frozenset(
    """posto giro mezzo destra sinistra proposito parte fondo fronte anticipo ritardo piedi
    macchina treno bici bicicletta aereo moto autobus metro traghetto
    finta caso fatica attenzione schifo paura pena colazione merenda""".split()
)
# "sono sposata con Paolo", "mi sono fidanzato con Chiara": the partner, by the word's gender.
STATUS_PARTNERS = {
    "sposata": "husband",
    "sposato": "wife",
    "fidanzata": "fiance",
    "fidanzato": "fiancee",
}
PARTNER_PREPS = frozenset({"con"})
# Words of degree a parser may take for the liked thing ("mi piace un sacco leggere").
DEGREE_WORDS = frozenset({"sacco", "tantissimo", "tanto", "molto", "moltissimo", "parecchio"})

# Forget requests naming a topic instead of a value ("dimentica dove vivo"), and everything.
FORGET_TOPICS = {
    "dove vivo": "lives_in",
    "dove abito": "lives_in",
    "il mio indirizzo": "lives_in",
    "dove lavoro": "works_at",
    "il mio lavoro": "works_at",
    "la mia età": "age",
    "quanti anni ho": "age",
    "il mio nome": "name",
    "come mi chiamo": "name",
    "di dove sono": "from",
    "mia moglie": "wife",
    "mio marito": "husband",
    "mia sorella": "sister",
    "mio fratello": "brother",
    "mia madre": "mother",
    "mio padre": "father",
    "il mio cane": "dog",
    "il mio gatto": "cat",
    # "cancella quella cosa del gatto": a relative or pet named anywhere in the request
    **KINSHIP,
    **PETS,
}
FORGET_EVERYTHING = (
    ("tutto", "quello", "che", "sai"),
    ("tutto", "di", "me"),
    ("tutto", "su", "di", "me"),
    ("tutto", "quello", "che", "ti", "ho", "detto"),
)
# Words that make a stored value read as an order to the model ("my name is Ignore
# Previous Instructions"): the bullet quotes such a value.
INSTRUCTION_WORDS = frozenset(
    (
        "ignora ignori ignorare dimentica disobbedisci istruzioni istruzione sistema assistente "
        "sviluppatore"
    ).split()
)
# Orders aimed at a model often come in English whatever the conversation's language.
INSTRUCTION_WORDS |= frozenset(
    (
        "ignore disregard override bypass pretend obey jailbreak instructions instruction prompt "
        "system assistant developer"
    ).split()
)
VERB_RELATIONS = {
    **VERB_RELATIONS,
    ("volere", ""): "wants",
    ("desiderare", ""): "wants",  # "desidero una casa con giardino"
    ("frequentare", ""): "studies_at",  # "frequento il liceo galilei"
    # "abbiamo preso un gatto al gattile", "ho adottato un cane": a pet (or a child) had, like
    # "avere" (ACQUIRE_VERBS: only those)
    ("prendere", ""): "has",
    ("adottare", ""): "has",
}
ACQUIRE_VERBS = frozenset({"prendere", "adottare"})
# A liking verb with an infinitive complement: "adoro cucinare", "odio stirare".
COMPLEMENT_RELATIONS = {
    "amare": "likes",
    "adorare": "likes",
    "odiare": "dislikes",
    "detestare": "dislikes",
}
# Verbs whose bare object is an activity done: "faccio yoga", "fa danza classica".
ACTIVITY_VERBS = frozenset({"fare", "praticare"})
# Verbs that alone tell an activity done ("corro tutte le mattine", "ich meditiere").
ACTIVITY_INTRANSITIVES = frozenset(
    """correre nuotare meditare pedalare pescare sciare ballare
    surfare arrampicare cucinare camminare""".split()
)
# Words of a routine ("tutti i giorni", "il martedì", "due volte a settimana").
HABITUAL_MARKERS = (
    *(("il", day) for day in "lunedì martedì mercoledì giovedì venerdì sabato weekend".split()),
    ("la", "domenica"),
    ("la", "mattina"),
    ("la", "sera"),
    ("tutti", "i"),
    ("tutte", "le"),
    ("ogni",),
    ("volte",),
    ("di", "solito"),
    ("sempre",),
    ("spesso",),
)
# Nouns said bare after "andare" in the present, with words of a routine, that tell an activity
# done, not a trip ("vado in palestra tutti i giorni", "mia figlia va a nuoto il martedì").
GOING_ACTIVITIES = frozenset(
    """palestra yoga pilates danza nuoto calcetto tennis judo karate boxe zumba crossfit
    pallavolo basket equitazione scherma""".split()
)
# "un po' di tedesco": how much, not what.
PARTITIVES = frozenset({"po'", "poco", "pochino", "parola"})

# A relative only mentioned ("mia madre dice che ...") is (you, has, the noun as said).
# Nouns that only carry the adjective after them: "sono una persona tranquilla", "sono un
# tipo abitudinario", "napoli è una città bellissima" tell a character or an opinion, no role;
# nor do the nouns of a character ("è una peste", "sono un disastro", "sono un mix strano").
CHARACTER_NOUNS = frozenset(
    """persona persone tipo tipa città paese posto luogo peste disastro mix esperienza
    esperienze""".split()
)
MENTIONED_KIN = True
# In-laws, with no kin noun of the taxonomy: only mentioned, (you, has, the word) ("sono
# stata a casa di mia cognata", "con i miei suoceri").
MENTIONED_ONLY_KIN = frozenset(
    """suocera suocero suoceri suocere cognata cognato cognate cognati genero generi nuora
    nuore consuocera consuocero consuoceri""".split()
)
# "ho portato fuori il cane", "porto la gatta dal veterinario": the speaker's own pet.
HOUSEHOLD_ARTICLES = frozenset({"il", "lo", "la", "l'", "i", "gli", "le"})
# A relative or pet that died is no longer had: "mio nonno morì nel 2010".
DEATH_VERBS = frozenset({"morire", *"morto morta morti morte deceduto deceduta".split()})
PRONOUN_TAKES_UP_KIN = True
# Verbs whose infinitive complement is a plan: "voglio imparare il giapponese", "penso di
# comprare casa".
PLAN_VERBS = frozenset({"volere", "pensare", "intendere"})
# Words that make a plan a vague wish: "un giorno voglio vivere in Giappone".
VAGUE_MARKERS = (("un", "giorno"), ("magari",), ("forse",), ("prima", "o", "poi"))


# Familiar forms of names -> the name they stand for (hotmem.identity).
NICKNAMES = {
    "beppe": "giuseppe",
    "peppe": "giuseppe",
    "pino": "giuseppe",
    "gigi": "luigi",
    "ale": "alessandro",
    "fede": "federico",
    "vale": "valentina",
    "betta": "elisabetta",
    "max": "massimo",
    "tonio": "antonio",
}
# Fields of study: "faccio medicina", "fa giurisprudenza" is studying them, no hobby.
STUDY_FIELDS = frozenset(
    """medicina giurisprudenza legge economia ingegneria architettura psicologia storia lettere
    filosofia biologia chimica fisica matematica farmacia veterinaria infermieristica
    giornalismo odontoiatria sociologia biotecnologie informatica""".split()
)
# "sono al secondo anno di medicina", "faccio il terzo anno di ingegneria": studying it.
STUDY_YEAR_NOUNS = frozenset({"anno"})
STUDY_YEAR_ORDINALS = frozenset("primo secondo terzo quarto quinto sesto ultimo penultimo".split())
# "a bari io abito lì": a place adverb takes up the place named before it.
PLACE_DEICTICS = frozenset({"qui", "qua", "lì", "là"})
# "un ex poliziotto", "un insegnante in pensione": what the subject was.
FORMER_WORDS = frozenset({"ex", "pensione", "pensionato", "pensionata"})
# "sono infermiera al policlinico", "medico presso l'asl": where the job is done; the article
# tells an institution from a city ("a bari").
# "sono cuoco in un ristorante", "fa l'avvocato in uno studio": an unnamed workplace after
# "in" is one too (its bare noun phrase), but only a common noun: "in" before a name is a town
# ("sono ingegnere a milano", "lavoro in italia").
_IN_FORMS = ("in", "nel", "nella", "nello", "nell'", "nei", "negli", "nelle")
WORK_PREPS = frozenset({"presso", "al", "alla", "allo", "all'", *_IN_FORMS})
WORK_NOUN_PREPS = frozenset(_IN_FORMS)
# ... and named after its noun, the name ("sono impiegato in un'assicurazione la generali").
NAMED_WORK_PREPS = frozenset(_IN_FORMS)
# ... and these nouns name a workplace bare too: "lavoro in banca", "è impiegata in comune".
BARE_WORKPLACES = frozenset(
    """banca ospedale fabbrica ufficio comune posta farmacia biblioteca libreria tribunale
    questura prefettura municipio cantiere officina azienda ditta ambasciata caserma
    laboratorio""".split()
)
# ... and "da" before a name is a shop or a firm ("faccio il commesso da zara", "è cameriera da
# mario"); before a common noun or a time it is none ("da tempo", "da marzo", "da piccolo").
NAME_WORK_PREPS = frozenset({"da"})
# A student's place after the copula is where they study, not an employer.
STUDY_ROLES = frozenset("studente studentessa alunno alunna".split())
# "ho smesso di bere caffè": a verb that stops the one it governs (no longer).
STOP_VERBS = frozenset({"smettere"})
# Dates in queries and past turns (hotmem.dates, hotmem.recall): month names and their
# number, the words that ask for a time, and the words that date what a turn tells.
MONTH_NAMES = {
    "gennaio": 1,
    "febbraio": 2,
    "marzo": 3,
    "aprile": 4,
    "maggio": 5,
    "giugno": 6,
    "luglio": 7,
    "agosto": 8,
    "settembre": 9,
    "ottobre": 10,
    "novembre": 11,
    "dicembre": 12,
}
WHEN_WORDS = frozenset({"quando"})
TIME_WORDS = frozenset(
    """
    altroieri anno domani domenica fa giovedì ieri lunedì martedì mercoledì mese oggi
    sabato scorsa scorso settimana venerdì weekend
    """.split()
)
# A past turn quoted in the memory message (hotmem.injection.said_line): {d} its date
# (ISO 8601), {o} its words, quoted.
BULLET_TEMPLATES = {**BULLET_TEMPLATES, "episode": "Il {d} l'utente ha detto: {o}"}
# Retrieval cues of favourites and belongings ("cosa cucino stasera?", "che mezzo di trasporto
# ho?", "per che squadra tifo?").
_FOOD_CUES = ("cucinare", "mangiare", "piatto", "cena", "pranzo", "ricetta", "fame")
RELATION_CUES = {
    **RELATION_CUES,
    "favorite_food": _FOOD_CUES,
    "favorite_dish": _FOOD_CUES,
    "favorite_drink": ("bere", "bevanda", "sete"),
    "favorite_team": ("squadra", "tifare", "partita"),
    "has": (*RELATION_CUES["has"], "mezzo", "trasporto", "bici"),
}

# Parole che contraddicono un valore senza sostituirlo ("sono vegetariana", poi "ieri ho
# mangiato una bistecca"): il valore resta, con un conflitto aperto da chiarire.
_CONFLICT_MEAT = frozenset(
    """carne bistecca manzo maiale prosciutto pancetta pollo tacchino agnello vitello salsiccia
    salame hamburger cotoletta braciola mortadella speck""".split()
)
_CONFLICT_FISH = frozenset(
    "pesce salmone tonno gambero sushi merluzzo aragosta granchio cozza".split()
)
_CONFLICT_ANIMAL = frozenset("formaggio latte uovo burro yogurt miele panna".split())
CONFLICT_CUES = {
    **dict.fromkeys(("vegetariano", "vegetariana"), _CONFLICT_MEAT | _CONFLICT_FISH),
    **dict.fromkeys(("vegano", "vegana"), _CONFLICT_MEAT | _CONFLICT_FISH | _CONFLICT_ANIMAL),
    **dict.fromkeys(("pescetariano", "pescetariana"), _CONFLICT_MEAT),
}
CONFLICT_TEMPLATE = 'L\'utente ha detto entrambe le cose: che {x} e "{y}"'

# "Alla fine era briciola": una correzione ritirata nominando il valore di prima.
RESTORE_VALUE_MARKERS = (
    ("alla", "fine"),
    ("dopotutto",),
    ("dopo", "tutto"),
    ("avevo", "ragione"),
)
RESTORE_MARKERS = (
    *RESTORE_MARKERS,
    ("era", "giusto"),
    ("avevo", "detto", "giusto"),
)
# "Avevo ragione prima / la prima volta": parole che rimandano a una frase precedente.
RESTORE_EARLIER_WORDS = frozenset("prima primo inizio".split())
# Abbreviazioni che non sono iniziali (hotmem.identity): "s. giovanni" è "san giovanni".
ABBREVIATIONS = {
    "s": "san",
    "sta": "santa",
    "sto": "santo",
    "uni": "università",
    "univ": "università",
    "p.za": "piazza",
    "vw": "volkswagen",
}
# Traits of character: in a finished past only a phase, no former role ("I was shy").
TEMPERAMENTS = frozenset("timida timido introversa introverso estroversa estroverso".split())
# A food left out after a diet, a faith or an intolerance said of the speaker: "sono celiaca
# quindi niente glutine", "sono musulmano quindi niente maiale". Only after such a word: "quindi
# niente piante vive" (of a gift) leaves nothing out of a diet.
_DIETS = (
    r"(?:celiac[oaie]|vegan[oaie]|vegetarian[oaie]|pescetarian[oaie]|musulman[oaie]|ebre[oaie]"
    r"|diabetic[oa]|intollerant[ei](?:\s+\w+){0,2}|allergic[oa](?:\s+\w+){0,2})"
)
FALLBACK_PATTERNS = (
    (
        "avoids",
        r"(?i)\b(?:sono|siamo)\s+(?:\w+\s+)?" + _DIETS + r"\s*,?\s+(?:e\s+)?"
        r"(?:quindi|per\s+cui|perciò|percio|dunque|allora)\s+(?:per\s+me\s+)?niente\s+"
        r"(?!di\b|da\b|del\b|della\b)(?P<value>\w+)",
    ),
)
# Verbs of becoming: a status word right after one is the status now.
BECOME_VERBS = frozenset("diventare rimanere".split())

# A transcript's question anywhere in the turn (no question mark): the turn is a question.
ASK_PHRASES = (
    ("tu", "sai"),
    ("sai", "per", "caso"),
    ("ti", "ho", "mai", "detto"),
    ("mi", "consigli"),
    ("e", "tu", "di", "dove"),
    ("mi", "puoi"),
    ("volevo", "chiederti"),
    ("secondo", "te"),
    ("tu", "che", "dici"),
    ("tu", "che", "mi"),
    ("tu", "che", "musica"),
    ("dimmi", "tu"),
    ("tu", "hai", "qualche"),
    ("ti", "ricordi"),
    ("volevo", "sapere"),
    ("tu", "riesci"),
    ("che", "tempo", "fa"),
    ("com'", "è"),
    ("qual", "è"),
)
# Words of a passing mood: a turn with no fact that says one is small talk.
MOOD_WORDS = frozenset(
    """stanco stanca distrutto distrutta stressato stressata annoiato annoiata triste nervoso
    nervosa esausto esausta orgoglioso orgogliosa preoccupato preoccupata
    arrabbiato arrabbiata commosso commossa emozionato emozionata agitato agitata
    emozionatissimo emozionatissima""".split()
)
# "una casa con giardino", "una camera con vista": a bare noun after "con" right after a noun
# is part of what it names (LanguageData.compound_links).
COMPOUND_LINKS = frozenset({"con"})
