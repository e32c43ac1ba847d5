"""German language data.

German has no dependency parser on PyPI: extraction runs on a blank tokenizer and simplemma
lemmas, parsed by rule into a UD tree (DEPENDENCY_LABELS = "none", the word classes of
:data:`PARSER_WORDS`) for the UD reader. Nouns are capitalised, so a capital is no sign of a
name (CAPITALIZE_NOUNS); the finite verb stands second (VERB_SECOND) and last in subordinate
clauses. Verb forms are generated from a small verb list, so person and tense (Konjunktiv II,
future) are known without a tagger. :data:`_WORD_LISTS` holds the word lists the reader's fields
are drawn from.
"""

from spacy.lang.de.stop_words import STOP_WORDS as _SPACY_STOP_WORDS

from hotmem.lang.base import ud_verb_table, written_forms

# --- verb forms ------------------------------------------------------------------------------
# form -> (lemma, person, tense). person: 1s 2s 3s 1p 2p 3p or "" (unknown); tense: pres past
# cond (Konjunktiv II) fut part inf. Generated from the verb list, first analysis wins.
VerbForm = tuple[str, str, str]
# Spoken bare stems ("ich wohn", "komm"): also imperatives, so no question cue ("Erzähl mir").
_BARE_STEMS: set[str] = set()
_INSEPARABLE = ("be", "emp", "ent", "er", "ge", "miss", "ver", "zer")


# Every reading of a form, for the UD reader's table (VERB_FORMS); the first-reading table
# (_FORMS) lists the cue forms (Konjunktiv II, future, question verbs).
_READINGS: dict[str, list[VerbForm]] = {}
_UD_TENSES = {
    "pres": "Pres",
    "past": "Past",
    "cond": "Cnd",
    "fut": "Fut",
    "part": "Part",
    "inf": "Inf",
    "imp": "Pres",
}


# Verbs whose present is an old past: "ich kann", "er kann" alike.
_PRETERITE_PRESENTS = frozenset("können wollen mögen möchten müssen sollen dürfen wissen".split())


def _add(forms: dict[str, VerbForm], form: str, lemma: str, person: str, tense: str) -> None:
    forms.setdefault(form, (lemma, person, tense))
    _READINGS.setdefault(form, []).append((lemma, person, tense))
    if person == "1s" and (tense in ("past", "cond") or lemma in _PRETERITE_PRESENTS):
        _READINGS[form].append((lemma, "3s", tense))  # "ich war", "sie war"


def _weak_stem(inf: str) -> tuple[str, str]:
    stem = inf[:-2] if inf.endswith("en") else inf[:-1]
    # "arbeit-e-t", "red-e-t": an e keeps the ending audible after t/d.
    e = "e" if stem.endswith(("t", "d", "chn", "ffn", "tm")) else ""
    return stem, e


def _verb(
    forms: dict[str, VerbForm],
    inf: str,
    *,
    present: tuple[str, str] | None = None,
    past: str | None = None,
    part: str | None = None,
    konj: str | None = None,
    bare: bool = True,
) -> None:
    """Add the forms of one verb (weak unless past/part/konj say otherwise).

    Args:
        forms: The table to fill.
        inf: Infinitive.
        present: Irregular 2s/3s present forms ("fährst", "fährt").
        past: Strong past stem ("kam"); weak verbs add -te.
        part: Participle when irregular ("gekommen").
        konj: Konjunktiv II stem of strong verbs ("käm").
        bare: The bare stem is a spoken first person too ("ich wohn"); not when the stem is
            a frequent other word ("mal", "halt", "fall").
    """
    stem, e = _weak_stem(inf)
    _add(forms, stem + "e", inf, "1s", "pres")
    if inf.endswith("eln"):  # "ich sammle", "ich hackle": the e of the stem dropped
        _add(forms, stem[:-2] + "le", inf, "1s", "pres")
    if bare and stem not in forms and stem not in ("mein",):  # "mein" is the possessive
        _add(forms, stem, inf, "1s", "pres")  # spoken "ich wohn", "ich komm"
        _BARE_STEMS.add(stem)
    if present:
        _add(forms, present[0], inf, "2s", "pres")
        _add(forms, present[1], inf, "3s", "pres")
    _add(forms, stem + e + "st", inf, "2s", "pres")
    _add(forms, stem + e + "t", inf, "3s", "pres")
    _add(forms, inf, inf, "3p", "pres")
    _add(forms, inf, inf, "1p", "pres")
    _add(forms, inf, inf, "", "inf")
    if past is None:
        for ending, person in (("te", "1s"), ("test", "2s"), ("ten", "3p"), ("tet", "2p")):
            _add(forms, stem + e + ending, inf, person, "past")
    else:
        for ending, person in (("", "1s"), ("st", "2s"), ("en", "3p"), ("t", "2p")):
            _add(forms, past + ending, inf, person, "past")
    if konj:
        for ending, person in (("e", "1s"), ("est", "2s"), ("st", "2s"), ("en", "3p")):
            _add(forms, konj + ending, inf, person, "cond")
    if part is None:
        prefix = "" if inf.startswith(_INSEPARABLE) or inf.endswith("ieren") else "ge"
        part = prefix + stem + e + "t"
    _add(forms, part, inf, "", "part")


def _separable(forms: dict[str, VerbForm], particle: str, base: str, part: str) -> None:
    """Infinitive and participle of a separable verb.

    Its finite forms are the base verb's ("ich ziehe ... um"): the parser joins them with the
    particle that closes the clause (PARSER_WORDS["separable_particles"]).
    """
    inf = particle + base
    _add(forms, inf, inf, "3p", "pres")
    _add(forms, inf, inf, "", "inf")
    _add(forms, particle + "zu" + base, inf, "", "inf")
    _add(forms, particle + part, inf, "", "part")


def _irregular(forms: dict[str, VerbForm], lemma: str, table: str) -> None:
    """Forms written out as "form:person:tense" items."""
    for form, person, tense in written_forms(table):
        _add(forms, form, lemma, person, tense)


def _verb_forms() -> dict[str, VerbForm]:
    forms: dict[str, VerbForm] = {}
    _irregular(
        forms,
        "sein",
        """bin:1s:pres bist:2s:pres ist:3s:pres sind:3p:pres sind:1p:pres seid:2p:pres sein:3p:inf
        sein::inf waren:1p:past wären:1p:cond
        war:1s:past warst:2s:past waren:3p:past wart:2p:past gewesen::part
        wäre:1s:cond wär:1s:cond wärst:2s:cond wären:3p:cond wärt:2p:cond""",
    )
    _irregular(
        forms,
        "haben",
        """habe:1s:pres hab:1s:pres hast:2s:pres hat:3s:pres haben:3p:pres haben:1p:pres
        haben::inf habt:2p:pres hatten:1p:past
        hatte:1s:past hattest:2s:past hatten:3p:past hattet:2p:past gehabt::part
        hätte:1s:cond hätt:1s:cond hättest:2s:cond hätten:3p:cond hättet:2p:cond""",
    )
    # Present "werden" is the future auxiliary ("er wird morgen sechs"): not a fact yet.
    _irregular(
        forms,
        "werden",
        """werde:1s:fut wirst:2s:fut wird:3s:fut werden:3p:fut werdet:2p:fut werden::inf
        wurde:1s:past wurdest:2s:past wurden:3p:past geworden::part worden::part
        würde:1s:cond würd:1s:cond würdest:2s:cond würden:3p:cond würdet:2p:cond""",
    )
    _irregular(
        forms,
        "heißen",
        """heiße:1s:pres heiß:1s:pres heißt:3s:pres heißen:3p:pres hieß:1s:past
        hießen:3p:past geheißen::part heisse:1s:pres heisst:3s:pres heissen:3p:pres""",
    )
    _irregular(
        forms,
        "wissen",
        "weiß:1s:pres weißt:2s:pres wisst:2p:pres wissen:3p:pres wusste:1s:past gewusst::part",
    )
    for modal, table in {
        "können": "kann:1s:pres kannst:2s:pres können:3p:pres konnte:1s:past könnte:1s:cond "
        "könnten:3p:cond",
        "wollen": "will:1s:pres willst:2s:pres wollen:3p:pres wollte:1s:past wollt:1s:past",
        "möchten": "möchte:1s:cond möchtest:2s:cond möchten:3p:cond",
        "mögen": "mag:1s:pres magst:2s:pres mögen:3p:pres mochte:1s:past",
        "müssen": "muss:1s:pres musst:2s:pres müssen:3p:pres musste:1s:past müsste:1s:cond",
        "sollen": "soll:1s:pres sollst:2s:pres sollen:3p:pres sollte:1s:cond",
        "dürfen": "darf:1s:pres darfst:2s:pres dürfen:3p:pres durfte:1s:past dürfte:1s:cond",
    }.items():
        _irregular(forms, modal, table)
    for weak in """wohnen leben arbeiten reisen machen mitmachen besuchen erzählen sagen meinen
        glauben merken schenken stammen heiraten studieren kaufen lernen spielen warten
        behaupten hoffen wünschen vermuten schätzen erwähnen lieben hassen brauchen planen
        zocken reden meditieren verloben kochen joggen radeln angeln klettern tanzen surfen
        segeln gehören schaffen rauchen suchen hören telefonieren schauen gucken zeichnen
        basteln putzen fotografieren unterrichten pflegen verdienen verkaufen nutzen benutzen
        probieren trainieren kümmern verlieben kriegen sammeln wandern pendeln jobben
        programmieren entwickeln erleben reparieren züchten besorgen proben üben grillen
        zelten hackeln""".split():
        _verb(forms, weak)
    for weak in "malen bauen feiern".split():  # "mal", "bau", "feier": other words bare
        _verb(forms, weak, bare=False)
    _verb(forms, "kommen", past="kam", part="gekommen", konj="käm")
    _verb(forms, "ziehen", past="zog", part="gezogen", konj="zög")
    _verb(forms, "fahren", present=("fährst", "fährt"), past="fuhr", part="gefahren")
    _verb(forms, "fliegen", past="flog", part="geflogen")
    _verb(forms, "gehen", past="ging", part="gegangen", konj="ging")
    _verb(forms, "nehmen", present=("nimmst", "nimmt"), past="nahm", part="genommen")
    _verb(forms, "besitzen", past="besaß", part="besessen")
    _verb(forms, "laufen", present=("läufst", "läuft"), past="lief", part="gelaufen")
    _verb(forms, "essen", present=("isst", "isst"), past="aß", part="gegessen")
    _verb(forms, "vergessen", present=("vergisst", "vergisst"), past="vergaß", part="vergessen")
    _verb(forms, "denken", past="dachte", part="gedacht")
    _verb(forms, "nennen", past="nannte", part="genannt")
    _verb(forms, "bleiben", past="blieb", part="geblieben")
    _verb(forms, "finden", past="fand", part="gefunden")
    _verb(forms, "wachsen", present=("wächst", "wächst"), past="wuchs", part="gewachsen")
    _verb(forms, "sprechen", present=("sprichst", "spricht"), past="sprach", part="gesprochen")
    _verb(forms, "trinken", past="trank", part="getrunken")
    _verb(forms, "leiden", past="litt", part="gelitten")
    _verb(forms, "treiben", past="trieb", part="getrieben")
    _verb(forms, "schwimmen", past="schwamm", part="geschwommen")
    _verb(forms, "stehen", past="stand", part="gestanden", konj="stünd")
    _verb(forms, "vertragen", present=("verträgst", "verträgt"), past="vertrug", part="vertragen")
    _verb(forms, "lesen", present=("liest", "liest"), past="las", part="gelesen")
    _verb(forms, "schreiben", past="schrieb", part="geschrieben")
    _verb(forms, "singen", past="sang", part="gesungen")
    _verb(forms, "helfen", present=("hilfst", "hilft"), past="half", part="geholfen")
    _verb(forms, "treffen", present=("triffst", "trifft"), past="traf", part="getroffen")
    _verb(forms, "sehen", present=("siehst", "sieht"), past="sah", part="gesehen")
    _verb(forms, "bekommen", past="bekam", part="bekommen", konj="bekäm")
    _verb(forms, "reiten", past="ritt", part="geritten")
    _verb(forms, "fangen", present=("fängst", "fängt"), past="fing", part="gefangen")
    _verb(forms, "kennen", past="kannte", part="gekannt")
    _verb(forms, "tragen", present=("trägst", "trägt"), past="trug", part="getragen")
    _verb(forms, "geben", present=("gibst", "gibt"), past="gab", part="gegeben")
    _verb(forms, "bringen", past="brachte", part="gebracht")
    _verb(forms, "verbringen", past="verbrachte", part="verbracht")
    _verb(forms, "liegen", past="lag", part="gelegen")
    _verb(forms, "verstehen", past="verstand", part="verstanden")
    _verb(forms, "schlafen", present=("schläfst", "schläft"), past="schlief", bare=False)
    _verb(forms, "halten", present=("hältst", "hält"), past="hielt", bare=False)
    _verb(forms, "gewinnen", past="gewann", part="gewonnen", bare=False)
    _verb(forms, "beginnen", past="begann", part="begonnen", bare=False)
    _verb(forms, "sitzen", past="saß", part="gesessen", bare=False)
    _verb(forms, "backen", part="gebacken")  # "sie hat mir einen kuchen gebacken": a perfect
    _verb(forms, "sterben", present=("stirbst", "stirbt"), past="starb", part="gestorben")
    _verb(forms, "versterben", past="verstarb", part="verstorben", bare=False)
    _verb(forms, "verlieren", past="verlor", part="verloren")
    _verb(forms, "erben", part="geerbt")
    _irregular(forms, "gebären", "geboren::part")
    _irregular(forms, "vergessen", "vergiss:2s:imp")
    _irregular(forms, "merken", "merk:2s:imp")
    for particle, base, part in (
        ("um", "ziehen", "gezogen"),
        ("weg", "ziehen", "gezogen"),
        ("aus", "ziehen", "gezogen"),
        ("zurück", "ziehen", "gezogen"),
        ("teil", "nehmen", "genommen"),
        ("mit", "machen", "gemacht"),
        ("auf", "wachsen", "gewachsen"),
        ("aus", "wandern", "gewandert"),
        ("mit", "laufen", "gelaufen"),
        ("vor", "haben", "gehabt"),
        ("an", "fangen", "gefangen"),
        ("ein", "ziehen", "gezogen"),
        ("aus", "stehen", "gestanden"),
        ("an", "kommen", "gekommen"),  # "ich bin da angekommen": no attribute
        ("um", "schulen", "geschult"),  # "dann hab ich umgeschult"
        ("vorbei", "kommen", "gekommen"),  # "meine kinder kommen oft vorbei": no origin
        ("vorbei", "schauen", "geschaut"),
        # back from a trip: "ich bin aus new york zurück", "wir sind aus kreta zurückgekommen"
        ("zurück", "sein", "gewesen"),
        ("zurück", "kommen", "gekommen"),
        ("zurück", "kehren", "gekehrt"),
        ("zurück", "fliegen", "geflogen"),
    ):
        _separable(forms, particle, base, part)
    return forms


_FORMS = _verb_forms()


# A separable verb's finite forms are its base verb's: the particle closing the clause
# makes the joined verb ("ich ziehe ... um": umziehen).
VERB_FORMS = ud_verb_table(_READINGS, _UD_TENSES)

# --- pronouns, determiners, cues -------------------------------------------------------------
FIRST_PERSON = frozenset(
    """ich mich mir mein meine meinen meinem meiner meines wir uns unser unsere unseren
    unserem unserer unseres""".split()
)
SECOND_PERSON = frozenset(
    "du dich dir dein deine deinen deinem deiner deines euch euer eure".split()
)
# Spoken German takes a person up with the demonstrative too ("der ist ausgewandert").
PRONOUNS_HE = frozenset("er ihn ihm sein seine seinen seinem seiner seines der".split())
PRONOUNS_SHE = frozenset("sie ihr ihre ihren ihrem ihrer ihres die".split())
PRONOUNS_THEY = frozenset("sie ihnen ihr ihre ihren ihrem ihrer".split())
PRONOUNS_IT = frozenset("es das dies dieses diese dort da".split())
DETERMINERS = frozenset(
    """der die das den dem des ein eine einen einem einer eines 'nen nen 'ne ne 'n n 'nem nem
    'nes ner 'ner
    mein meine meinen meinem meiner meines dein deine deinen deinem deiner deines
    sein seine seinen seinem seiner seines ihr ihre ihren ihrem ihrer ihres
    unser unsere unseren unserem unserer unseres euer eure euren eurem
    dieser diese dieses diesen diesem jener jene jenes kein keine keinen keinem keiner
    keines""".split()
)
HEDGES = frozenset(
    """vielleicht wahrscheinlich eventuell möglicherweise vermutlich glaube glaub denke
    schätze schätz angeblich wohl""".split()
)
# Hedge adverbs hedge the clause they stand in ("ich spiel cello ... auch wenn die nachbarn das
# vielleicht anders sehen" hedges the neighbours' view only).
HEDGE_ADVERBS = frozenset(
    "vielleicht wahrscheinlich eventuell möglicherweise vermutlich angeblich wohl".split()
)
HEDGE_PHRASES = (
    ("ich", "glaube"),
    ("glaub", "ich"),
    ("glaube", "ich"),
    ("ich", "denke"),
    ("denke", "ich"),
    ("ich", "schätze"),
    ("ich", "vermute"),
    ("nicht", "sicher"),
    ("nicht", "genau"),
    ("kann", "sein"),
    ("keine", "ahnung", "ob"),  # "keine ahnung was ich sagen soll" doubts nothing said
    ("soweit", "ich", "weiß"),
    ("ich", "glaub"),
)
NEGATIONS = frozenset(
    "nicht nie niemals kein keine keinen keinem keiner keines keins nichts nirgends".split()
)
NO_LONGER = (("nicht", "mehr"), ("kein", "mehr"), ("keine", "mehr"), ("nicht", "länger"))
QUESTION_WORDS = frozenset(
    """wo wie was wer wen wem wessen wann warum wieso weshalb weswegen welche welcher
    welches welchen welchem woher wohin wieviel wieviele womit wofür worüber""".split()
)
CORRECTION_MARKERS = (
    ("eigentlich",),
    ("nein", "warte"),
    ("nee", "warte"),
    ("warte",),
    ("ich", "meinte"),
    ("ich", "meine"),
    ("ich", "mein"),  # "mein hund heißt bello ich mein balu"
    ("korrektur",),
    ("sorry",),
    ("nein", "sorry"),  # "ich wohne in köln nein sorry in bonn": a self-repair
    ("nee", "sorry"),
    ("also", "nein"),  # "bei lidl also nein bei aldi"
    ("entschuldigung",),
    ("quatsch",),
    ("nee", "quatsch"),  # "ich bin 43 ähm nee quatsch 42"
    ("nein", "quatsch"),
    ("ach", "nee"),
    ("ach", "nein"),
    ("falsch",),
    ("ich", "hab", "mich", "vertan"),
    ("ich", "habe", "mich", "vertan"),
    ("ich", "hab", "mich", "versprochen"),
    ("ich", "habe", "mich", "versprochen"),
    ("stimmt", "nicht"),
    ("moment",),
)
_HYPOTHETICAL_WORDS = (
    ("wenn",),
    ("falls",),
    ("ob",),  # "ich weiß nicht ob ich nach berlin ziehe": whether, nothing asserted
    ("irgendwann",),
    ("eines", "tages"),
    ("später", "mal"),
    ("wünschte",),
    ("wünsche", "mir"),
    ("träume", "davon"),
    ("will",),
    ("wollen",),
    ("plane",),
    ("planen",),
    ("vorhabe",),
    ("vor", "zu"),
    ("gerne", "würde"),
    ("in", "zukunft"),
    ("demnächst",),
)
# A present tense with a time ahead is a plan: "ich ziehe nächsten Monat um".
_PLANS = tuple(
    (ahead, unit)
    for ahead in "nächstes nächste nächsten kommendes kommende kommenden".split()
    for unit in "jahr woche monat sommer winter herbst frühling wochenende".split()
)
# Every Konjunktiv II / future form is a hypothetical cue too ("hätte", "würde", "werde").
HYPOTHETICAL_MARKERS = (
    *_HYPOTHETICAL_WORDS,
    *_PLANS,
    *((form,) for form, (_, _, tense) in _FORMS.items() if tense in ("cond", "fut")),
)
REACTIONS = frozenset(
    """ok okay okey jo ja jap jep jup nein nö nee cool super toll klasse prima gut schön
    danke dankeschön vielen dank bitte genau stimmt richtig echt wirklich ach ah oh aha
    haha hahaha hihi lol hm hmm alles klar gerne gern perfekt wunderbar spannend
    interessant krass wow wahnsinn hallo hi hey tschüss ciao servus moin passt schon sicher
    natürlich logisch verstehe verstanden na dir dich wie sehr so mega geil lustig schade
    traurig schlimm oje ohje oha guten morgen abend tag nacht""".split()
)
REMEMBER_MARKERS = (
    ("merk", "dir"),
    ("merke", "dir"),
    ("merken", "sie", "sich"),
    ("vergiss", "nicht"),
    ("denk", "dran"),
    ("denk", "daran"),
    ("notier", "dir"),
    ("notiere", "dir"),
    ("speicher",),
    ("speichere",),
    ("behalte",),
    ("behalt",),
    ("kannst", "du", "dir", "merken"),
    ("kannst", "du", "dir", "bitte", "merken"),
)
FORGET_MARKERS = (
    ("vergiss", "bitte"),
    ("vergiss", "dass"),
    ("vergiss", "das"),
    ("vergiss", "es"),
    ("vergiss", "was"),
    ("vergessen", "sie"),
    ("lösch",),
    ("lösche",),
    ("streich",),
)
RECALL_ALL_MARKERS = (
    ("was", "weißt", "du", "über", "mich"),
    ("alles", "über", "mich"),
    ("weißt", "du", "über", "mich"),
    ("was", "weißt", "du", "von", "mir"),
    ("was", "hast", "du", "dir", "gemerkt"),
    ("was", "habe", "ich", "dir", "erzählt"),
    ("was", "hab", "ich", "dir", "erzählt"),
    ("was", "weißt", "du", "alles"),
)
FILLERS = frozenset(
    """äh ähm ähh öh öhm hm hmm mhm also halt naja ja ne nä eben quasi sozusagen irgendwie
    mal so '""".split()
)
PAST_HABITUAL = (
    ("früher",),
    ("damals",),
    ("als", "kind"),
    ("als", "ich", "klein", "war"),
    ("in", "meiner", "kindheit"),
    ("ehemals",),
    ("vorher",),
)

# Past forms of "sein" that tell a trip with a place's name ("wir waren auf kreta").
_BEEN = ("war", "waren", "gewesen")

# --- nouns ------------------------------------------------------------------------------------
KINSHIP = {
    "schwester": "sister",
    "schwestern": "sister",
    "bruder": "brother",
    "brüder": "brother",
    "mutter": "mother",
    "mama": "mother",
    "mutti": "mother",
    "mami": "mother",
    "vater": "father",
    "papa": "father",
    "vati": "father",
    "papi": "father",
    # "Frau"/"Mann" are wife/husband only with an owner ("meine Frau"), as every kin noun.
    "frau": "wife",
    "ehefrau": "wife",
    "gattin": "wife",
    "mann": "husband",
    "ehemann": "husband",
    "gatte": "husband",
    "partner": "partner",
    "partnerin": "partner",
    "lebensgefährte": "partner",
    "lebensgefährtin": "partner",
    "verlobter": "fiance",
    "verlobte": "fiancee",
    "sohn": "son",
    "söhne": "son",
    "tochter": "daughter",
    "töchter": "daughter",
    "kind": "child",
    "kinder": "child",
    "jungs": "son",  # "wir haben zwei jungs paul und felix"
    "cousin": "cousin",
    "cousine": "cousin",
    "kusine": "cousin",
    "vetter": "cousin",
    "tante": "aunt",
    "onkel": "uncle",
    "oma": "grandmother",
    "omi": "grandmother",
    "großmutter": "grandmother",
    "opa": "grandfather",
    "opi": "grandfather",
    "großvater": "grandfather",
    "enkel": "grandson",
    "enkelin": "granddaughter",
    "nichte": "niece",
    "neffe": "nephew",
    "stiefmutter": "stepmother",
    "stiefvater": "stepfather",
    "stiefsohn": "stepson",
    "stieftochter": "stepdaughter",
    "mitbewohner": "roommate",
    "mitbewohnerin": "roommate",
    "chef": "boss",
    "chefin": "boss",
    "kollege": "colleague",
    "kollegin": "colleague",
    "eltern": "parents",
    # Plurals and spoken words of the nouns above: "meine tanten", "mit den kids".
    "kids": "child",
    "tanten": "aunt",
    "onkels": "uncle",
    "cousins": "cousin",
    "cousinen": "cousin",
    "nichten": "niece",
    "neffen": "nephew",
    "enkelinnen": "granddaughter",
    "enkelkind": "grandson",
    "enkelkinder": "grandson",
    "omas": "grandmother",
    "opas": "grandfather",
    "großeltern": "parents",
    "söhnchen": "son",
    "sohnemann": "son",
    # a child said by age, the ending tells which: "meine älteste", "mein jüngster"
    "älteste": "daughter",
    "ältester": "son",
    "jüngste": "daughter",
    "jüngster": "son",
    # Southern and Austrian words: "mein bub", "unsere buben", "mei bua"
    "bub": "son",
    "buben": "son",
    "bua": "son",
    "buam": "son",
    "urgroßeltern": "parents",
    "uroma": "grandmother",
    "uropa": "grandfather",
    "töchterchen": "daughter",
    # In-laws and siblings said as one word (MENTIONED_ONLY_KIN): only ever had, as said.
    "schwiegermutter": "mother",
    "schwiegervater": "father",
    "schwiegereltern": "parents",
    "schwiegersohn": "son",
    "schwiegertochter": "daughter",
    "schwager": "brother",
    "schwägerin": "sister",
    "geschwister": "sister",
}
# Kin nouns above the taxonomy has no relation for: "meine schwiegermutter" is had, never a mother.
MENTIONED_ONLY_KIN = frozenset(
    """großeltern schwiegermutter schwiegervater schwiegereltern schwiegersohn schwiegertochter
    schwager schwägerin geschwister urgroßeltern uroma uropa""".split()
)
# "ich wohn mit meinem freund in altona": a "Freund" that names no friend (AMBIGUOUS_FRIENDS
# with no "best" or "of mine") is a partner or a friend: only mentioned, had as said.
MENTIONED_ONLY_KIN = MENTIONED_ONLY_KIN | frozenset({"freund", "freundin"})
PETS = {
    "hund": "dog",
    "hündin": "dog",
    "welpe": "dog",
    "katze": "cat",
    "kater": "cat",
    "kätzchen": "cat",
    "pferd": "horse",
    "kaninchen": "rabbit",
    "hase": "rabbit",
    "hamster": "hamster",
    "papagei": "parrot",
    "wellensittich": "bird",
    "vogel": "bird",
    "fisch": "fish",
    "schildkröte": "turtle",
    "schlange": "snake",
    "hündchen": "dog",
}
FAVORITE_THINGS = {
    "farbe": "color",
    "essen": "food",
    "gericht": "dish",
    "speise": "food",
    "film": "movie",
    "buch": "book",
    "lied": "song",
    "song": "song",
    "band": "band",
    "sänger": "singer",
    "sängerin": "singer",
    "sport": "sport",
    "sportart": "sport",
    "verein": "team",
    "mannschaft": "team",
    "team": "team",
    "tier": "animal",
    "getränk": "drink",
    "stadt": "city",
    "land": "country",
    "jahreszeit": "season",
    "spiel": "game",
    "serie": "show",  # the gold taxonomy names no "series"
    "sendung": "show",
    "künstler": "artist",
    "künstlerin": "artist",
    "restaurant": "restaurant",
    "obst": "fruit",
    "frucht": "fruit",
    "fach": "subject",
    "autor": "author",
    "autorin": "author",
    "schriftsteller": "author",
    "schauspieler": "actor",
    "schauspielerin": "actor",
    "ort": "place",
    "feiertag": "holiday",
    "nachtisch": "dessert",
    "dessert": "dessert",
    "bier": "beer",
    "wein": "wine",
    "podcast": "podcast",
    "musik": "music",
    "blume": "flower",
    "zahl": "number",
    "tag": "day",
    "monat": "month",
}
# "Lieblingsfarbe" is one word: the prefix marks it, the rest is the thing. The compounds are
# listed too, so a query word like "lieblingsfarbe" names the relation directly.
_FAVORITE_COMPOUNDS = {f"lieblings{word}": thing for word, thing in FAVORITE_THINGS.items()}
FAVORITE_THINGS = {**FAVORITE_THINGS, **_FAVORITE_COMPOUNDS}
FAVORITE_WORDS = frozenset({"lieblings", "liebling", "lieblings-", *_FAVORITE_COMPOUNDS})
NUMBER_WORDS = {
    "null": 0,
    "ein": 1,
    "eins": 1,
    "zwei": 2,
    "zwo": 2,
    "drei": 3,
    "vier": 4,
    "fünf": 5,
    "sechs": 6,
    "sieben": 7,
    "acht": 8,
    "neun": 9,
    "zehn": 10,
    "elf": 11,
    "zwölf": 12,
    "dreizehn": 13,
    "vierzehn": 14,
    "fünfzehn": 15,
    "sechzehn": 16,
    "siebzehn": 17,
    "achtzehn": 18,
    "neunzehn": 19,
    "zwanzig": 20,
    "dreißig": 30,
    "dreissig": 30,
    "vierzig": 40,
    "fünfzig": 50,
    "sechzig": 60,
    "siebzig": 70,
    "achtzig": 80,
    "neunzig": 90,
    "hundert": 100,
    "einhundert": 100,
}

# --- relations --------------------------------------------------------------------------------
# (verb lemma or form, preposition or "" for a direct object) -> relation.
_BASE_RELATIONS = {
    ("wohnen", "in"): "lives_in",
    ("wohnen", "auf"): "lives_in",
    ("leben", "in"): "lives_in",
    ("leben", "auf"): "lives_in",
    ("arbeiten", "bei"): "works_at",
    ("arbeiten", "für"): "works_at",
    ("arbeiten", "in"): "works_at",
    ("arbeiten", "als"): "is",
    ("schaffen", "bei"): "works_at",  # "ich schaffe bei der post" (Swiss, Swabian)
    ("schaffen", "als"): "is",  # "ich schaffe als pöstlerin"
    ("schaffen", "in"): "works_at",  # "i schaff im altenheim" (NOUN_ONLY: no town)
    ("hackeln", "bei"): "works_at",  # Austrian: "ich hackle bei der voest"
    ("hackeln", "in"): "works_at",
    ("sein", "bei"): "works_at",  # "ich bin bei rewe im büro"
    ("wechseln", "zu"): "works_at",  # "dann bin ich zu red bull gewechselt"
    ("anfangen", "bei"): "works_at",  # "ich hab bei zalando angefangen"
    ("kommen", "aus"): "born_in",
    ("stammen", "aus"): "born_in",
    ("sein", "aus"): "born_in",
    ("geboren", "in"): "born_in",
    ("gebären", "in"): "born_in",
    ("ziehen", "nach"): "moved_to",
    ("ziehen", "in"): "moved_to",
    ("umziehen", "nach"): "moved_to",
    ("umziehen", "in"): "moved_to",
    ("zurückziehen", "nach"): "moved_to",
    ("auswandern", "nach"): "moved_to",
    ("ziehen", "aus"): "moved_from",
    ("ziehen", "von"): "moved_from",
    ("umziehen", "aus"): "moved_from",
    ("umziehen", "von"): "moved_from",
    ("wegziehen", "aus"): "moved_from",
    ("wegziehen", "von"): "moved_from",
    ("ausziehen", "aus"): "moved_from",
    ("auswandern", "aus"): "moved_from",
    # back from a trip: "ich bin grad aus new york zurück", "wir sind aus kreta zurückgekommen"
    ("zurücksein", "aus"): "went_to",
    ("zurückkommen", "aus"): "went_to",
    ("zurückkehren", "aus"): "went_to",
    ("zurückfliegen", "aus"): "went_to",
    ("fahren", "nach"): "went_to",
    ("fliegen", "nach"): "went_to",
    ("reisen", "nach"): "went_to",
    ("fahren", "in"): "went_to",
    ("fliegen", "in"): "went_to",
    ("reisen", "in"): "went_to",
    ("gehen", "nach"): "went_to",
    # Past forms of "sein" + in = a trip ("ich war in Japan"); present "ich bin in" is not.
    ("war", "in"): "went_to",
    ("waren", "in"): "went_to",
    ("warst", "in"): "went_to",
    ("wart", "in"): "went_to",
    ("gewesen", "in"): "went_to",
    # "wir waren auf kreta": an island by its name (NAME_ONLY), not "auf der arbeit"
    **dict.fromkeys(((w, "auf") for w in _BEEN), "went_to"),
    ("besuchen", ""): "went_to",
    ("teilnehmen", "an"): "participated_in",
    ("mitmachen", "bei"): "participated_in",
    ("mitmachen", "an"): "participated_in",
    ("mitlaufen", "bei"): "participated_in",
    ("mitlaufen", ""): "participated_in",  # "ich bin den einstein marathon mitgelaufen"
    ("laufen", ""): "participated_in",
    ("haben", ""): "has",
    ("besitzen", ""): "owns",
}
PREP_CONTRACTIONS = {
    "am": "an",
    "ans": "an",
    "im": "in",
    "ins": "in",
    "beim": "bei",
    "vom": "von",
    "zum": "zu",
    "zur": "zu",
    "fürs": "für",
    "aufs": "auf",
    "übers": "über",
}
VERB_RELATIONS = {
    **_BASE_RELATIONS,
    **{
        (verb, short): relation
        for (verb, prep), relation in _BASE_RELATIONS.items()
        for short, full in PREP_CONTRACTIONS.items()
        if prep and full == prep
    },
}
RELATION_CUES = {
    "lives_in": ("wohnen", "leben", "wohnort", "wo", "stadt", "zuhause", "adresse", "heimat"),
    "works_at": ("arbeiten", "arbeit", "job", "firma", "arbeitgeber", "büro", "chef", "beruf"),
    "is": ("beruf", "job", "machen", "tätigkeit"),
    "born_in": ("geboren", "gebären", "herkunft", "kommen", "heimat", "woher", "stammen"),
    "name": ("name", "heißen", "wer"),
    "age": ("alt", "alter", "geburtstag", "jahr"),
    "moved_to": ("ziehen", "umziehen", "umzug"),
    "moved_from": ("ziehen", "wegziehen", "umzug"),
    "went_to": ("reise", "reisen", "urlaub", "fahren", "fliegen", "besuchen", "war"),
    "participated_in": ("teilnehmen", "mitmachen", "marathon", "lauf", "rennen", "wettkampf"),
    "friend_of": ("freund", "freundin", "kumpel", "befreundet"),
    "has": ("haben", "besitzen", "auto", "haustier"),
    "owns": ("besitzen", "haben", "auto"),
}
TIME_CUES = {
    "heute": 0.5,
    "gestern": 1.5,
    "vorgestern": 2.5,
    "kürzlich": 7.0,
    "neulich": 7.0,
    "letztens": 7.0,
    "woche": 7.0,
    "wochenende": 4.0,
    "monat": 31.0,
    "vorhin": 1.0,
    "vor": 7.0,
}
STOP_WORDS = frozenset(_SPACY_STOP_WORDS) | FILLERS
# Bullets (hotmem.injection) name the user in the third person, "der Nutzer" (pipecat hands a
# mid-conversation system message to most providers as user text, where "du" would flip): the
# user's relatives are "die Schwester des Nutzers" (nominative: a bullet's subject always is);
# someone else's are said with "hat einen Bruder namens ...".
KIN_NAMES = {
    rel: noun + " des Nutzers"
    for rel, noun in {
        "sister": "die Schwester",
        "brother": "der Bruder",
        "mother": "die Mutter",
        "father": "der Vater",
        "wife": "die Frau",
        "husband": "der Mann",
        "partner": "der/die Partner(in)",
        "girlfriend": "die Freundin",
        "boyfriend": "der Freund",
        "fiance": "der Verlobte",
        "fiancee": "die Verlobte",
        "son": "der Sohn",
        "daughter": "die Tochter",
        "child": "das Kind",
        "cousin": "der Cousin / die Cousine",
        "aunt": "die Tante",
        "uncle": "der Onkel",
        "grandmother": "die Großmutter",
        "grandfather": "der Großvater",
        "grandson": "der Enkel",
        "granddaughter": "die Enkelin",
        "niece": "die Nichte",
        "nephew": "der Neffe",
        "stepmother": "die Stiefmutter",
        "stepfather": "der Stiefvater",
        "stepson": "der Stiefsohn",
        "stepdaughter": "die Stieftochter",
        "roommate": "der/die Mitbewohner(in)",
        "boss": "der/die Chef(in)",
        "colleague": "der Kollege / die Kollegin",
        "parents": "die Eltern",
        "dog": "der Hund",
        "cat": "die Katze",
        "horse": "das Pferd",
        "rabbit": "das Kaninchen",
        "hamster": "der Hamster",
        "parrot": "der Papagei",
        "bird": "der Vogel",
        "fish": "der Fisch",
        "turtle": "die Schildkröte",
        "snake": "die Schlange",
    }.items()
}
# Accusative, for "{s} hat einen Bruder namens Tom".
KIN_NAMES_OF = {
    "sister": "eine Schwester",
    "brother": "einen Bruder",
    "mother": "eine Mutter",
    "father": "einen Vater",
    "wife": "eine Frau",
    "husband": "einen Mann",
    "partner": "eine(n) Partner(in)",
    "girlfriend": "eine Freundin",
    "boyfriend": "einen Freund",
    "fiance": "einen Verlobten",
    "fiancee": "eine Verlobte",
    "son": "einen Sohn",
    "daughter": "eine Tochter",
    "child": "ein Kind",
    "cousin": "eine(n) Cousin(e)",
    "aunt": "eine Tante",
    "uncle": "einen Onkel",
    "grandmother": "eine Großmutter",
    "grandfather": "einen Großvater",
    "grandson": "einen Enkel",
    "granddaughter": "eine Enkelin",
    "niece": "eine Nichte",
    "nephew": "einen Neffen",
    "stepmother": "eine Stiefmutter",
    "stepfather": "einen Stiefvater",
    "stepson": "einen Stiefsohn",
    "stepdaughter": "eine Stieftochter",
    "roommate": "eine(n) Mitbewohner(in)",
    "boss": "eine(n) Chef(in)",
    "colleague": "eine(n) Kollegen/Kollegin",
    "parents": "Eltern",
    "dog": "einen Hund",
    "cat": "eine Katze",
    "horse": "ein Pferd",
    "rabbit": "ein Kaninchen",
    "hamster": "einen Hamster",
    "parrot": "einen Papagei",
    "bird": "einen Vogel",
    "fish": "einen Fisch",
    "turtle": "eine Schildkröte",
    "snake": "eine Schlange",
}
# Favourite things by canonical name: the "Lieblings-" compound and its article.
_FAVORITE_COMPOUND_NOUNS = {
    "color": ("Lieblingsfarbe", "die"),
    "food": ("Lieblingsessen", "das"),
    "movie": ("Lieblingsfilm", "der"),
    "book": ("Lieblingsbuch", "das"),
    "song": ("Lieblingslied", "das"),
    "band": ("Lieblingsband", "die"),
    "singer": ("Lieblingssänger", "der"),
    "sport": ("Lieblingssport", "der"),
    "team": ("Lieblingsmannschaft", "die"),
    "animal": ("Lieblingstier", "das"),
    "drink": ("Lieblingsgetränk", "das"),
    "city": ("Lieblingsstadt", "die"),
    "country": ("Lieblingsland", "das"),
    "season": ("Lieblingsjahreszeit", "die"),
    "game": ("Lieblingsspiel", "das"),
    "show": ("Lieblingssendung", "die"),
    "artist": ("Lieblingskünstler", "der"),
    "restaurant": ("Lieblingsrestaurant", "das"),
    "dish": ("Lieblingsgericht", "das"),
    "fruit": ("Lieblingsobst", "das"),
    "subject": ("Lieblingsfach", "das"),
    "author": ("Lieblingsautor", "der"),
    "actor": ("Lieblingsschauspieler", "der"),
    "place": ("Lieblingsort", "der"),
    "holiday": ("Lieblingsfeiertag", "der"),
    "dessert": ("Lieblingsnachtisch", "der"),
    "beer": ("Lieblingsbier", "das"),
    "wine": ("Lieblingswein", "der"),
    "series": ("Lieblingsserie", "die"),
    "podcast": ("Lieblingspodcast", "der"),
    "music": ("Lieblingsmusik", "die"),
    "genre": ("Lieblingsgenre", "das"),
    "flower": ("Lieblingsblume", "die"),
    "number": ("Lieblingszahl", "die"),
    "day": ("Lieblingstag", "der"),
    "month": ("Lieblingsmonat", "der"),
}
FAVORITE_NAMES = {
    thing: f"{article} {noun} des Nutzers"
    for thing, (noun, article) in _FAVORITE_COMPOUND_NOUNS.items()
}
FAVORITE_NAMES_OF = {thing: noun for thing, (noun, _) in _FAVORITE_COMPOUND_NOUNS.items()}
# Values are nouns ("Der Nutzer ist Lehrerin", "Der Nutzer hat: Katzen") but for adjectives,
# participles and small words, which stay lowercase ("Der Nutzer ist verheiratet").
CAPITALIZE_NOUNS = True
LOWERCASE_WORDS = frozenset(
    """vegetarisch vegan verheiratet ledig geschieden verlobt verwitwet schwanger allergisch
    laktoseintolerant taub blind farbenblind arbeitslos selbstständig selbständig pensioniert
    katholisch evangelisch muslimisch jüdisch buddhistisch atheistisch schwul lesbisch hetero
    bisexuell introvertiert extrovertiert schüchtern müde krank gesund glücklich zufrieden froh
    traurig alt jung groß klein neu fertig beschäftigt berufstätig verliebt getrennt lebend
    der die das den dem des ein eine einen einem einer eines und oder von vom mit aus in im
    am an zu zum zur für bei auf über unter nach""".split()
)
LOWERCASE_ENDINGS = ("isch", "lich", "ig", "bar", "los", "sam", "haft", "iert")
BULLET_TEMPLATES = {
    "name:you": "Der Nutzer heißt {o}",
    "name": "{s} heißt {o}",
    "age:you": "Der Nutzer ist {o} Jahre alt",
    "age": "{s} ist {o} Jahre alt",
    "is:you": "Der Nutzer ist {o}",
    "is": "{s} ist {o}",
    "lives_in:you": "Der Nutzer wohnt in {o}",
    "lives_in": "{s} wohnt in {o}",
    "works_at:you": "Der Nutzer arbeitet bei {o}",
    "works_at": "{s} arbeitet bei {o}",
    "born_in:you": "Der Nutzer kommt aus {o}",
    "born_in": "{s} kommt aus {o}",
    "moved_from:you": "Der Nutzer ist aus {o} weggezogen",
    "moved_from": "{s} ist aus {o} weggezogen",
    "moved_to:you": "Der Nutzer ist nach {o} gezogen",
    "moved_to": "{s} ist nach {o} gezogen",
    "went_to:you": "Der Nutzer war in {o}",
    "went_to": "{s} war in {o}",
    "participated_in:you": "Der Nutzer hat teilgenommen an: {o}",
    "participated_in": "{s} hat teilgenommen an: {o}",
    "friend_of:you": "{o} ist mit dem Nutzer befreundet",
    "friend_of": "{s} und {o} sind befreundet",
    "has:you": "Der Nutzer hat: {o}",
    "has": "{s} hat: {o}",
    "owns:you": "Der Nutzer besitzt: {o}",
    "owns": "{s} besitzt: {o}",
    "favorite:you": "{thing} ist {o}",
    "favorite": "{s} hat als {thing} {o}",
    "kin:you": "{rel} heißt {o}",
    "kin": "{s} hat {rel} namens {o}",
    "subject:kin": "{srel}",
    # a plural relative: one of them is named, all of them agree with a plural verb
    "parents:you": "Ein Elternteil des Nutzers heißt {o}",
    "parents": "{s} hat einen Elternteil namens {o}",
    "lives_in:parents": "{s} wohnen in {o}",
    "works_at:parents": "{s} arbeiten bei {o}",
    "is:parents": "{s} sind {o}",
    "from:parents": "{s} kommen aus {o}",
}
# Nouns that "have" does not own: states, moments, plans ("ich habe Hunger", "ho fame").
NOT_POSSESSIONS = frozenset(
    """kopfschmerzen schmerzen fieber husten schnupfen grippe erkältung zeit lust hunger durst
    angst ahnung recht glück spaß frage problem idee termin sorge sorgen stress urlaub frei
    geburtstag besuch ärger streit gespräch meeting mittagessen abendessen frühstück pause
    ruhe schicht dienst job allergie
    magen kopf rücken bein beine arm arme hand hände fuß füße knie zahn zähne hals nacken
    schulter muskelkater
    kopfweh bauchweh zahnweh halsweh ohrenweh bauchschmerzen zahnschmerzen halsschmerzen
    rückenschmerzen migräne bammel schiss panik lampenfieber heimweh fernweh liebeskummer
    langeweile derby spiel match training probe prüfung klausur auftritt tipp tipps""".split()
    # "hab mir den magen verdorben", "ich hab rücken", "jetzt hab ich kopfweh", "am samstag
    # haben wir das derby": an ailment, a feeling, a game the speaker has on
)
# The speaker doubts the whole turn: every fact of it is hedged.
DOUBT_PHRASES = (
    ("nicht", "sicher"),
    ("bin", "mir", "nicht", "sicher"),
    ("nicht", "ganz", "sicher"),
    ("ich", "bezweifle"),
    ("keine", "ahnung", "ob"),
    ("kann", "mich", "irren"),
)
TRAITS = frozenset(
    """vegetarisch vegan verheiratet ledig single geschieden verlobt verwitwet schwanger
    allergisch diabetiker zöliakie laktoseintolerant linkshänder rechtshänder taub blind
    farbenblind arbeitslos selbstständig selbständig pensioniert katholisch evangelisch
    muslimisch jüdisch buddhistisch atheistisch schwul lesbisch hetero bisexuell
    introvertiert extrovertiert schüchtern""".split()
)
EVENT_WORDS = frozenset(
    """marathon halbmarathon lauf stadtlauf rennen triathlon konferenz hackathon turnier
    wettbewerb wettkampf festival meisterschaft workshop veranstaltung konzert olympia
    olympiade messe kongress tagung seminar ironman cup forscht""".split()
)
FRAME_VERBS = frozenset("erzählen sagen erwähnen merken wissen vergessen erinnern".split())
# "ich wünsche mir, dass ...": nothing below a wish is a fact.
WISH_VERBS = frozenset({"wünschen", "träumen"})
REPORT_VERBS = frozenset(
    """sagen behaupten glauben denken finden erzählen hoffen wünschen vermuten schätzen
    empfehlen meinen""".split()
)
# A sentence opening with one of these and a pronoun/determiner is a question ("Wohnt meine
# Schwester in Hamburg?", "Hast du ..."): present and past finite forms of common verbs.
QUESTION_AUX = frozenset(
    form
    for form, (lemma, _, tense) in _FORMS.items()
    if tense in ("pres", "past", "cond", "fut")
    and form not in _BARE_STEMS
    and lemma not in ("glauben", "denken", "meinen")
)

# --- word lists (the UD reader's fields below are drawn from them) -------------------------
_WORD_LISTS = {
    "infinitive_suffixes": ("en", "ern", "eln", "n"),
    # "gemacht", "gegangen"; with an inseparable prefix ("verpasst", "erzählt"): only of words
    # the dictionary reads as verbs
    "participle_marks": (
        ("ge", "t"),
        ("ge", "en"),
        *((prefix, end) for prefix in ("ver", "be", "er", "ent", "zer") for end in ("t", "en")),
    ),
    "copula": ("sein",),
    "become": ("werden",),
    "have": ("haben",),
    "modals": ("können", "wollen", "möchten", "mögen", "müssen", "sollen", "dürfen"),
    # lemma -> clitics that must precede it ("" = none needed).
    "name_verbs": {"heißen": ()},
    "name_nouns": ("name", "vorname", "spitzname"),
    "naming_words": (("namens",), ("mit", "namen"), ("genannt",)),
    "subject_pronouns": {"ich": "you", "wir": "you", "er": "he", "sie": "she|they", "es": "it"},
    "relative_pronouns": ("der", "die", "das", "welcher", "welche", "welches"),
    "coordinators": ("und", "aber", "oder", "sondern"),
    "contrast": ("sondern",),
    "subordinators": (
        "dass",
        "weil",
        "wenn",
        "falls",
        "ob",
        "obwohl",
        "damit",
        "bevor",
        "nachdem",
        "während",
        "sobald",
        "seitdem",
    ),
    "complementizers": ("dass",),
    "prepositions": (
        "in",
        "an",
        "auf",
        "bei",
        "mit",
        "nach",
        "von",
        "vor",
        "zu",
        "aus",
        "für",
        "über",
        "unter",
        "seit",
        "als",
        "gegen",
        "ohne",
        "durch",
        "bis",
        "ab",
        "hinter",
        "neben",
        "zwischen",
        "um",
        "wegen",
        "außer",  # "ich bin außer atem": no attribute
    ),
    "np_linkers": ("am",),  # "Frankfurt am Main"
    # A phrase with these attaches to the noun before it ("ein Fan von Schalke").
    "of_preps": ("von",),
    # "mit dem hund meiner nachbarin": the phrase after a noun says whose it is
    "genitive_owners": (
        "meiner",
        "meines",
        "deiner",
        "deines",
        "seiner",
        "seines",
        "ihrer",
        "ihres",
        "unserer",
        "unseres",
        "eurer",
        "eures",
    ),
    "separable_particles": (
        "um",
        "teil",
        "mit",
        "weg",
        "aus",
        "ein",
        "zurück",
        "auf",
        "an",
        "vor",
        "vorbei",  # "meine kinder kommen oft vorbei"
    ),
    "definite": ("der", "die", "das", "den", "dem", "des"),
    "friend_nouns": ("freund", "freundin", "kumpel", "kumpeline", "freunde", "freundinnen"),
    "ambiguous_friend": ("freund", "freundin"),
    "friend_qualifiers": (
        "bester",
        "beste",
        "besten",
        "guter",
        "gute",
        "guten",
        "alter",
        "alte",
        "alten",
        "enger",
        "enge",
        "engen",
        "langjähriger",
    ),
    "reciprocal_friend": ("befreundet", "freunde", "freundinnen", "kumpels"),
    "role_suffixes": (
        "erin",
        "istin",
        "entin",
        "antin",
        "ärztin",
        "login",
        "eurin",
        "ikerin",
        "ler",
        "rer",
        "ker",
        "ger",
        "cher",
        "tner",
        "llner",
        "ier",
        "ierin",
        "ist",
        "ent",
        "ant",
        "and",
        "eur",
        "euse",
        "loge",
        "arzt",
        "ling",
        "mann",
        "frau",
        "kraft",
        "iker",
        "at",
        "ör",
    ),
    "place_heads": ("nähe", "umgebung", "gegend", "raum", "großraum", "region", "umland"),
    "feminine_suffix": "in",
    # Endings no first name has: a capitalised word after a kin noun ending so is a role
    # ("ist mein Onkel Zahnarzt"), not the relative's name ("mein Onkel Peter").
    "title_suffixes": (
        "arzt",
        "ärztin",
        "erin",
        "ist",
        "istin",
        "loge",
        "login",
        "iker",
        "ikerin",
        "eur",
        "eurin",
        "mann",
        "frau",
        "kraft",
        "lehrer",
        "ling",
    ),
    "time_nouns": (
        "jahr",
        "jahre",
        "jahren",
        "monat",
        "monaten",
        "woche",
        "wochen",
        "wochenende",
        "tag",
        "tage",
        "tagen",
        "sommer",
        "winter",
        "herbst",
        "frühling",
        "frühjahr",
        "montag",
        "dienstag",
        "mittwoch",
        "donnerstag",
        "freitag",
        "samstag",
        "sonntag",
        "januar",
        "februar",
        "märz",
        "april",
        "mai",
        "juni",
        "juli",
        "august",
        "september",
        "oktober",
        "november",
        "dezember",
        "morgen",
        "abend",
        "nacht",
        "zeit",
        "moment",
        "urlaub",
        "ferien",
        "studium",
        "semester",
        "schule",
        "mittag",
        "weihnachten",
        "ostern",
        "silvester",
    ),
    "place_stop": ("hause", "haus", "heim", "arbeit", "bett", "see", "weg"),
    "hedge_verbs": ("glauben", "denken", "vermuten", "schätzen"),
    # "ein ehemaliger Lehrer", "eine pensionierte Polizistin": what the subject was.
    "former": tuple(
        """ehemalig ehemaliger ehemalige ehemaligen früherer frühere früheren pensioniert
        pensionierter pensionierte pensionierten gelernter gelernte gelernten""".split()
    ),
    "vowel_mutations": {"a": "ä", "o": "ö", "u": "ü"},  # of a feminine form
}

# Language detection and warm-up (hotmem.nlp): letters only this language uses among the served
# ones, frequent function words (shared ones count for every owner), one warm-up sentence.
DETECT_LETTERS = "ßäöü"
DETECT_WORDS = frozenset(
    """
    ich du der die das ist bin mein meine und von zu in bei mit nicht ein eine wohne arbeite
    habe heiße wo wie was sehr aber auch mich mir
    """.split()
)
WARMUP_TEXT = "Meine Schwester Anna wohnt in Rom und ich arbeite bei Siemens."

# The pipeline: spaCy packages to try, official names first (none: a blank tokenizer), and the
# reader that turns its output into clauses.
MODELS = ()

# Politeness openers (not a command), relative pronouns, the "and" inside spoken numbers.
OPENERS = frozenset({"bitte"})
RELATIVE_PRONOUNS = frozenset(_WORD_LISTS["relative_pronouns"])
# A relative adverb of place: the place it takes up is where the clause happens.
PLACE_RELATIVES = frozenset({"wo"})

# The UD reader's grammar (the shallow parse of a blank pipeline, DEPENDENCY_LABELS = "none").
# A job's place: "Softwareentwicklerin bei SAP" works there.
# "erzieherin in der kita sonnenblume", "krankenschwester im klinikum nord": the name after
# its noun; an unnamed one with its article is its bare noun ("kellner in einem kleinen
# restaurant" -> restaurant); a town is none ("lehrerin in münchen").
# "lehrerin an einer grundschule", "arzt am uniklinikum": where one teaches or treats.
WORK_PREPS = frozenset({"bei", "in", "im", "an", "am"})
WORK_NOUN_PREPS = frozenset({"in", "im"})
NAMED_WORK_PREPS = frozenset({"in", "im"})
# Nouns after "in" that are no place ("in Rente", "im Büro", "in der Küche").
NOT_PLACE_WORDS = frozenset(
    (
        *_WORD_LISTS["place_stop"],
        *"rente ruhestand pension büro küche kantine urlaub ferien".split(),
        # a department or a trade, no employer: "ich arbeite jetzt im marketing", "in der pflege"
        *"""marketing vertrieb verkauf kundenservice kundendienst buchhaltung einkauf
        außendienst innendienst personalabteilung it pflege gastronomie gastro verwaltung
        personal""".split(),
        # what for, no employer: "ich arbeite nebenbei fürs geld"
        "geld",
    )
)
# A bare singular word after a place preposition is a name in a lowercase transcript ("aus
# polen", "bei porsche"), except these nouns that go bare ("in teilzeit", "nach hause").
BARE_NOUN_IDIOMS = frozenset(
    """hause haus heim arbeit bett schule urlaub teilzeit vollzeit rente ruhestand pension
    kur miete zeit ruhe frieden ordnung eile kontakt betrieb gebrauch mode""".split()
)
DEPENDENCY_LABELS = "none"
COPULAS = frozenset(_WORD_LISTS["copula"])
NAME_VERBS = frozenset(_WORD_LISTS["name_verbs"])
BARE_NAME_VERBS = NAME_VERBS  # "meine Katze heißt Luna": no reflexive pronoun
VERB_SECOND = True
NAME_NOUNS = frozenset(_WORD_LISTS["name_nouns"])
AGE_NOUNS = frozenset({"jahre", "jahr"})
# "eine 22 jährige Studentin": an adjective that is the unit itself.
AGE_UNITS = AGE_NOUNS | frozenset("jährig jährige jähriger jährigen jähriges".split())
AGE_ADJECTIVES = frozenset({"alt"})
AGE_VERBS = frozenset({"sein", "werden"})
COMPLEMENTIZERS = frozenset(_WORD_LISTS["complementizers"])
HEDGE_VERBS = frozenset(_WORD_LISTS["hedge_verbs"])
FRIEND_WORDS = frozenset(_WORD_LISTS["friend_nouns"])
AMBIGUOUS_FRIENDS = frozenset(_WORD_LISTS["ambiguous_friend"])
FRIEND_QUALIFIERS = frozenset(_WORD_LISTS["friend_qualifiers"])
CONTRAST_WORDS = frozenset(_WORD_LISTS["contrast"])
PLACE_HEADS = frozenset(_WORD_LISTS["place_heads"])
NAME_LINKS = frozenset(_WORD_LISTS["np_linkers"]) | frozenset(_WORD_LISTS["of_preps"])
# Fields of study: studied, and never part of the name before them ("ich studiere in münchen
# informatik", "an der Uni Graz Biologie").
STUDY_FIELDS = frozenset(
    """informatik medizin jura biologie chemie physik mathematik mathe germanistik anglistik
    geschichte psychologie soziologie philosophie pädagogik bwl vwl maschinenbau
    elektrotechnik architektur lehramt pharmazie zahnmedizin tiermedizin wirtschaftsinformatik
    politikwissenschaft sozialarbeit theologie musikwissenschaft kunstgeschichte
    romanistik""".split()
)
PARSER_WORDS = {
    # Indefinite articles, spoken short forms too: "nen kleinen fahrradladen" names no one
    # thing, its adjectives are no part of what (OBJECT_ADJECTIVES).
    "indefinite_articles": tuple(
        """ein eine einen einem einer eines n ne nen nem ner 'n 'ne 'nen 'nem 'ner""".split()
    ),
    # A saint's title opening a place's name ("in sankt gallen").
    "name_prefixes": ("sankt",),
    # Language names, listed without "and" in speech ("falo inglês espanhol e francês").
    "languages": tuple(
        """deutsch hochdeutsch schweizerdeutsch plattdeutsch englisch französisch
        franzosisch spanisch italienisch portugiesisch russisch chinesisch japanisch
        arabisch türkisch turkisch polnisch niederländisch niederlandisch holländisch
        griechisch kroatisch serbisch bosnisch ungarisch tschechisch schwedisch
        norwegisch dänisch finnisch koreanisch hebräisch latein rumänisch ukrainisch
        persisch albanisch bayrisch schwäbisch sächsisch kölsch""".split()
    ),
    # An infinitive the verb table does not list is its own lemma, and the dictionary leads
    # its first person back to it ("joggen" <- "jogge"; "Morgen" has none).
    "infinitive_probes": {"ern": "ere", "eln": "le", "en": "e"},
    # Adverbs the stop words leave out: no noun, no adjective ("ich bin nämlich bäckerin").
    "adverbs": (
        "grad",
        "nämlich",
        "echt",
        "eh",
        "bloß",
        "voll",
        "total",
        "mega",
        "ziemlich",
        "nix",
        "einfach",  # "ich liebe die einfach"
        "klar",  # "mein lieblingsfilm ist ganz klar titanic"
        # times and frequencies: no noun ("ich bin heut so müde", "ursprünglich hab ich ...")
        *"""heut ursprünglich eigentlich anfangs mittlerweile inzwischen momentan derzeit
        zurzeit aktuell morgens abends mittags nachmittags vormittags nachts sonntags
        samstags wochenends zweimal dreimal öfter manchmal regelmäßig täglich
        wöchentlich gern gerne gestern vorgestern übermorgen vorhin nachher neulich
        letztens""".split(),
        # where, no thing: "zuhause sprechen wir türkisch"
        *"zuhause daheim drinnen draußen".split(),
        # dialect forms of "schon", "jetzt", "nicht", "auch" ("i bin scho seit fünf jahr")
        *"scho jetza nimmer aa".split(),
        # idioms with no thing: "mit dem hund gassi gehen", "zwei wochen all inclusive"
        *"gassi all inclusive".split(),
        "offiziell",  # "jetzt ist er offiziell steuerberater": since when, no part of what
        # "seit kurzem", "seit neuestem": since when, no adjective of the noun after
        *"kurzem neuestem längerem".split(),
        # how long and how much one wants: no part of the noun after ("ich war jahrelang
        # koch", "ich will unbedingt gebärdensprache lernen")
        *"""jahrelang jahrzehntelang monatelang wochenlang tagelang stundenlang lebenslang
        unbedingt""".split(),
    ),
    "prepositions": _WORD_LISTS["prepositions"],
    "prep_contractions": PREP_CONTRACTIONS,
    # "das war echt knochenarbeit": the demonstrative as a subject, no clitic
    # "der wohnt in kapstadt": the demonstrative taking up a person, before its verb only
    "subject_pronouns": (*_WORD_LISTS["subject_pronouns"], "du", "das", "der", "die"),
    # Pronouns only a subject is (no preposition takes them): a separable particle before
    # one closes its clause ("wo fang ich an ich bin erzieherin").
    "nominative_pronouns": ("ich", "du", "er", "wir"),
    "modals": _WORD_LISTS["modals"],
    "infinitive_markers": ("zu",),  # "ich plane, nach Norwegen zu reisen"
    # Modals that are their infinitive's auxiliaries, as "can" ("ich kann Englisch sprechen",
    # "ich darf kein Gluten essen"); "wollen" keeps its infinitive as a plan.
    "auxiliary_modals": ("können", "dürfen", "müssen", "sollen"),
    "perfect_auxiliaries": _WORD_LISTS["have"],
    "change_verbs": _WORD_LISTS["become"],
    "coordinators": _WORD_LISTS["coordinators"],
    # "cello was ich mir nie zugetraut hätte", "bei siemens wo ich vierzig jahre war": a
    # relative or question word opens a clause of its own, its verb last
    "subordinators": (*_WORD_LISTS["subordinators"], "wo", "was"),
    "adjectives": (
        *_WORD_LISTS["friend_qualifiers"],
        *"""letzte letzten letztes letzter nächste nächsten nächstes nächster vorige vorigen
        voriges vergangene vergangenen vergangenes kommende kommenden kommendes ganze ganzen
        ganzes jede jeden jedes jeder erste ersten erster erstes zweite zweiten zweiter
        dritte dritten dritter vierte vierten fünfte fünften sechste sechsten""".split(),
        *_WORD_LISTS["reciprocal_friend"][:1],  # "befreundet", no verb
        *_WORD_LISTS["former"],  # "pensionierte Lehrerin": no verb
    ),
    # Plurals and units said as times ("tutte le mattine", "dieci minuti").
    "time_nouns": (
        *_WORD_LISTS["time_nouns"],
        "abende",
        "kindheit",  # "ich spiel seit meiner kindheit klavier"
        "schulzeit",
        "nächte",
        "minuten",
        "stunden",
        "stunde",
        "monate",
        "wochenenden",
    ),
    "place_nouns": _WORD_LISTS["place_stop"],
    # Nouns of a town or the country, no workplace: "lehrerin in so 'nem kleinen dorf".
    "town_nouns": tuple(
        """dorf dörfchen stadt städtchen kleinstadt großstadt vorort ort kaff land""".split()
    ),
    "ago_words": (),
    "infinitive_suffixes": _WORD_LISTS["infinitive_suffixes"],
    "participle_marks": _WORD_LISTS["participle_marks"],
    "separable_particles": _WORD_LISTS["separable_particles"],
    "genitive_owners": _WORD_LISTS["genitive_owners"],
    # "-ger" is left out: "Berger", "Rüdiger" are names.
    "role_suffixes": tuple(
        s for s in (*_WORD_LISTS["role_suffixes"], *_WORD_LISTS["title_suffixes"]) if s != "ger"
    ),
    "feminine_suffix": _WORD_LISTS["feminine_suffix"],
    # Plural person nouns, whose plural has no ending of its own to tell it ("zwei kinder lea
    # und jonas": both are named).
    "plural_nouns": (
        *"kinder söhne töchter brüder schwestern eltern enkel enkelkinder jungs".split(),
        "kumpels",
        *"hunde katzen pferde hasen".split(),
    ),
    # An ending the feminine drops: "Postbote" -> "Postbotin", "Kollege" -> "Kollegin".
    "feminine_drops": ("e",),
    "vowel_mutations": _WORD_LISTS["vowel_mutations"],
    "common_nouns": (*FAVORITE_THINGS, *STUDY_FIELDS),
    # Nouns the dictionary leads back to a verb ("klavier" -> "klavieren", "arbeit" ->
    # "abarbeiten"): never a verb the table does not list.
    "nouns": tuple(
        """klavier arbeit geige trompete flöte orgel golf haus garten lehre schule beruf
        urlaub verein band buch fleisch fisch bier wein mittagessen abendessen verlag betrieb
        werk lager""".split()
    ),
    "adjectives_first": True,  # "ein guter Freund"; one after a noun starts a new phrase
    # A compound noun said in two words ("riesen fan", "eishockey fan") is its last word's.
    "compound_last": True,
    # A word that names the noun before it by the name after it ("ein Hund namens Bello").
    # After these a capitalised word that is no known noun is a name: "bei Daimler".
    "name_preps": ("bei", "in", "nach", "aus", "von", "für"),
    "naming_words": tuple(p[0] for p in _WORD_LISTS["naming_words"] if len(p) == 1),
    # Before a lone capitalised word, a definite article marks a name ("ich bin der Tobi").
    "definite_articles": _WORD_LISTS["definite"],
    # A phrase of these tells what kind of attribute it is, not whose ("Tischler von Beruf").
    "attribute_kinds": ("beruf",),
    # Institutions named by a common noun with its article, names all the same after a
    # preposition: "ich bin bei der bahn", "ich war zehn jahre bei der bundeswehr". Not those
    # one goes to ("ich war bei der post", "bei der sparkasse", "bei der polizei").
    "institutions": tuple("bahn bundeswehr feuerwehr telekom caritas diakonie".split()),
}
NUMBER_JOINERS = frozenset({"und"})
# Function words left out of full-text queries.
SEARCH_STOP_WORDS = frozenset(
    """
    aber als am an auch auf aus bei bin bist da das dass dem den der des die du ein eine
    einem einen einer er es ich ihr im ist mein meine mich mir mit nicht noch sie sind und
    uns von war wie wir zu
    """.split()
)
# Snowball stemmer of full-text recall: a question's words find other forms of them.
STEMMER = "german"
# The speaker takes back the correction just made (hotmem.lang.base: restore_markers).
RESTORE_MARKERS = (
    ("ich", "hatte", "recht"),
    ("ich", "hatte", "doch", "recht"),
    ("hatte", "doch", "recht"),
    ("das", "erste", "war", "richtig"),
)
# Values of an exclusive group (hotmem.relations: Relation.exclusive): saying one ends the others
# ("vegan" now ends "vegetarian", "I'm a nurse now" ends "teacher"), unless said in one turn.
EXCLUSIVE_VALUES = {
    "diet_type": frozenset(
        """vegetarier vegetarierin vegetarisch veganer veganerin vegan pescetarier pescetarierin
        flexitarier flexitarierin""".split()
    ),
    "job_kind": frozenset(
        """lehrer lehrerin krankenpfleger krankenpflegerin krankenschwester pfleger pflegerin arzt
        ärztin ingenieur ingenieurin entwickler entwicklerin programmierer programmiererin
        anwalt anwältin buchhalter buchhalterin architekt architektin designer designerin
        schriftsteller schriftstellerin journalist journalistin koch köchin kellner kellnerin
        kassierer kassiererin elektriker elektrikerin klempner installateur schreiner tischler
        mechaniker mechanikerin pilot pilotin fahrer fahrerin busfahrer busfahrerin landwirt
        landwirtin bauer bäuerin feuerwehrmann apotheker apothekerin zahnarzt zahnärztin
        tierarzt tierärztin bibliothekar bibliothekarin wissenschaftler wissenschaftlerin
        forscher forscherin verkäufer verkäuferin berater beraterin psychologe psychologin
        polizist polizistin soldat soldatin bäcker bäckerin metzger metzgerin friseur friseurin
        fotograf fotografin musiker musikerin schauspieler schauspielerin übersetzer
        übersetzerin sekretär sekretärin""".split()
    ),
}

# What people say about themselves beyond names and places (extraction v2, part 2):
# bullets, the display of canonical values, and the words of a question about them.
BULLET_TEMPLATES = {
    **BULLET_TEMPLATES,
    "from:you": "Der Nutzer kommt aus {o}",
    "from": "{s} kommt aus {o}",
    "lived_in:you": "Der Nutzer hat früher in {o} gewohnt",
    "lived_in": "{s} hat früher in {o} gewohnt",
    "worked_at:you": "Der Nutzer hat früher bei {o} gearbeitet",
    "worked_at": "{s} hat früher bei {o} gearbeitet",
    "was:you": "Der Nutzer war früher {o}",
    "was": "{s} war früher {o}",
    "likes:you": "Der Nutzer mag: {o}",
    "likes": "{s} mag: {o}",
    "dislikes:you": "Der Nutzer mag nicht: {o}",
    "dislikes": "{s} mag nicht: {o}",
    "plays:you": "Der Nutzer spielt: {o}",
    "plays": "{s} spielt: {o}",
    "does:you": "Der Nutzer hat als Hobby: {o}",
    "does": "{s} hat als Hobby: {o}",
    "plans:you": "Der Nutzer hat vor: {o}",
    "plans": "{s} hat vor: {o}",
    "wants:you": "Der Nutzer möchte: {o}",
    "wants": "{s} möchte: {o}",
    "allergic_to:you": "Der Nutzer ist allergisch gegen: {o}",
    "allergic_to": "{s} ist allergisch gegen: {o}",
    "avoids:you": "Der Nutzer verzichtet auf: {o}",
    "avoids": "{s} verzichtet auf: {o}",
    "studies:you": "Der Nutzer studiert: {o}",
    "studies": "{s} studiert: {o}",
    "studies_at:you": "Der Nutzer studiert an: {o}",
    "studies_at": "{s} studiert an: {o}",
    "studied:you": "Der Nutzer hat studiert: {o}",
    "studied": "{s} hat studiert: {o}",
    "studied_at:you": "Der Nutzer hat studiert an: {o}",
    "studied_at": "{s} hat studiert an: {o}",
    "speaks:you": "Der Nutzer spricht: {o}",
    "speaks": "{s} spricht: {o}",
    "marital_status:you": "Der Nutzer ist {o}",
    "marital_status": "{s} ist {o}",
}
VALUE_NAMES = {
    "single": "ledig",
    "married": "verheiratet",
    "engaged": "verlobt",
    "divorced": "geschieden",
    "widowed": "verwitwet",
    "separated": "getrennt lebend",
}
RELATION_CUES = {
    **RELATION_CUES,
    "from": ("woher", "herkunft", "aufwachsen", "heimat", "kommen"),
    "lived_in": ("wohnen", "früher"),
    "worked_at": ("arbeiten", "früher", "job"),
    "was": ("beruf", "früher"),
    "likes": ("mögen", "lieben", "gern", "hobby"),
    "dislikes": ("hassen", "mögen", "leiden"),
    "plays": ("spielen", "instrument", "sport"),
    "does": ("hobby", "hobbys", "freizeit", "wochenende", "machen"),
    "plans": ("plan", "pläne", "vorhaben", "zukunft", "ziel"),
    "wants": ("wollen", "wünschen", "möchte"),
    "allergic_to": ("allergie", "allergisch", "essen"),
    "avoids": ("essen", "ernährung", "trinken", "diät"),
    "studies": ("studieren", "studium", "fach"),
    "studies_at": ("studieren", "uni", "universität", "hochschule"),
    "studied": ("studieren", "studium", "abschluss"),
    "studied_at": ("studieren", "uni", "universität", "hochschule"),
    "speaks": ("sprechen", "sprache", "sprachen"),
    "marital_status": (
        "verheiratet",
        "ledig",
        "frau",
        "mann",
        "verlobt",
        "geschieden",
        "beziehung",
    ),
}

# Forget requests naming a topic instead of a value ("vergiss, wo ich wohne"), and everything.
FORGET_TOPICS = {
    "wo ich wohne": "lives_in",
    "wo ich lebe": "lives_in",
    "meine adresse": "lives_in",
    "wo ich arbeite": "works_at",
    "meinen job": "works_at",
    "meinen beruf": "works_at",
    "mein alter": "age",
    "wie alt ich bin": "age",
    "meinen namen": "name",
    "woher ich komme": "from",
    "meine frau": "wife",
    "meinen mann": "husband",
    "meine schwester": "sister",
    "meinen bruder": "brother",
    "meine mutter": "mother",
    "meinen vater": "father",
    "meinen hund": "dog",
    "meine katze": "cat",
}
FORGET_EVERYTHING = (
    ("alles", "über", "mich"),
    ("alles", "was", "du", "weißt"),
    ("alles", ",", "was", "du"),
    ("alles", "was", "ich", "dir", "gesagt"),
)
# Words that make a stored value read as an order to the model ("my name is Ignore
# Previous Instructions"): the bullet quotes such a value.
INSTRUCTION_WORDS = frozenset(
    (
        "ignoriere ignoriert ignorieren missachte vergiss anweisungen anweisung befehl befehle "
        "system assistent entwickler"
    ).split()
)
# Orders aimed at a model often come in English whatever the conversation's language.
INSTRUCTION_WORDS |= frozenset(
    (
        "ignore disregard override bypass pretend obey jailbreak instructions instruction prompt "
        "system assistant developer"
    ).split()
)
# "Vergiss, wo ich wohne", "vergiss alles über mich": requests without "dass" ("vergiss nicht"
# is a request to remember, so "vergiss" alone is no marker).
FORGET_MARKERS = (
    *FORGET_MARKERS,
    ("vergiss", "wo"),
    ("vergiss", "wie"),
    ("vergiss", "woher"),
    ("vergiss", "alles"),
    ("vergiss", "mein"),
    ("vergiss", "meine"),
    ("vergiss", "meinen"),
)
# "ein bisschen Englisch": how much, not what.
PARTITIVES = frozenset({"bisschen", "wenig", "runde"})  # "ne runde tennis": how much
# A common-noun object after an indefinite article is the bare noun: "nen kleinen
# fahrradladen" -> fahrradladen.
OBJECT_ADJECTIVES = False
# "ich bin bei rewe" works there; "ich bin beim arzt", "bei der hochzeit" say nothing lasting.
# "ich studiere in Heidelberg" goes to its university; "ich studier in teilzeit" names none.
NAME_ONLY = frozenset(
    {("sein", "bei"), ("sein", "beim"), ("studieren", "in"), *((w, "auf") for w in _BEEN)}
)
# "ich war zehn Jahre bei der ÖBB": a past employer (worked_at); "ich hab in münster
# studiert" studied at its university (studied_at).
NAME_ONLY_PAST = NAME_ONLY
# "ich arbeite im Krankenhaus" works there; "ich arbeite in Köniz" names a town.
NOUN_ONLY = frozenset(
    (verb, prep) for verb in ("arbeiten", "schaffen", "hackeln", "jobben") for prep in ("in", "im")
)
# Nouns of fixed idioms, never a relation's value: "ich mache pause", "ich mache urlaub".
IDIOM_NOUNS = frozenset(
    """pause schluss feierabend urlaub ferien mittag mittagspause mittagessen abendessen
    ausbildung lehre praktikum abi abitur matura hausaufgaben prüfung prüfungen examen
    führerschein""".split()
)
# "ich trinke gern kaffee", "ich lese gerne krimis": the object of a verb with no relation
# of its own is a thing liked.
LIKING_ADVERBS = frozenset({"gern", "gerne"})
# The user's nouns whose value the copula gives: "meine Muttersprache ist Türkisch" speaks it.
RELATION_NOUNS = {"muttersprache": "speaks", "erstsprache": "speaks", "zweitsprache": "speaks"}
# Verbs whose finished past starts a state that still holds: "ich bin zu Red Bull gewechselt",
# "ich hab bei Zalando angefangen" work there now.
CHANGE_VERBS = frozenset({"wechseln", "anfangen"})
# Part 2 relations read off verb objects and obliques ("ich spreche Französisch", "ich komme
# aus Graz", "ich studiere Jura an der TU", "ich bin allergisch gegen Nüsse").
_PART2_RELATIONS = {
    ("kommen", "aus"): "from",
    ("stammen", "aus"): "from",
    ("sein", "aus"): "from",
    ("aufwachsen", "in"): "from",
    ("lieben", ""): "likes",
    ("mögen", ""): "likes",
    ("hassen", ""): "dislikes",
    ("fan", "von"): "likes",
    ("job", "bei"): "works_at",  # "ich hab 'nen job bei der telekom"
    ("ausbildung", "bei"): "works_at",  # "ich mach ne ausbildung bei der sparkasse"
    ("lehre", "bei"): "works_at",
    ("praktikum", "bei"): "works_at",  # "ich mach grad ein praktikum bei bmw"
    ("jobben", "bei"): "works_at",  # "ich jobbe nebenher bei rewe"
    ("jobben", "in"): "works_at",  # "ich jobbe in einem café" (NOUN_ONLY: no town)
    ("tätig", "bei"): "works_at",  # "ich bin bei siemens tätig"
    ("tätig", "als"): "is",  # "ich bin als erzieherin tätig"
    ("jobben", "als"): "is",  # "ich jobbe als kellnerin"
    ("spielen", ""): "plays",
    ("sprechen", ""): "speaks",
    ("studieren", ""): "studies",
    ("studieren", "an"): "studies_at",
    ("studieren", "auf"): "studies_at",  # Austrian "auf der WU"; "in Wien" is the city
    ("studieren", "in"): "studies_at",  # "ich hab in münster studiert": the city's university
    ("allergisch", "gegen"): "allergic_to",
    ("allergisch", "auf"): "allergic_to",
    ("allergie", "gegen"): "allergic_to",
    ("allergie", "auf"): "allergic_to",
    ("verzichten", "auf"): "avoids",
    ("zocken", ""): "plays",
    ("reden", ""): "speaks",
    ("wollen", ""): "wants",
    ("möchten", ""): "wants",
    ("wünschen", ""): "wants",  # "ich wünsch mir 'nen hund"; a clause wished stays a wish
    ("stehen", "auf"): "likes",  # "ich steh total auf techno"
    ("befreundet", "mit"): "friend_of",  # "ich bin mit der maria befreundet"
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
# Verbs whose infinitive complement is the activity liked: "ich liebe kochen"; going with
# a bare infinitive is doing it: "ich geh joggen".
COMPLEMENT_RELATIONS = {"lieben": "likes", "hassen": "dislikes", "gehen": "does"}
# A verb whose dative is the one it tells of: "mir gehört ein Bauernhof" owns it.
EXPERIENCER_VERBS = {"gehören": "owns"}
# What a denied verb asserts of its object: "ich esse kein Fleisch", "ich trinke keinen Alkohol".
# "Pilze mag ich nicht", "Schlager kann ich nicht leiden": disliked.
DENIED_RELATIONS = {
    ("essen", ""): "avoids",
    ("trinken", ""): "avoids",
    ("mögen", ""): "dislikes",
    ("leiden", ""): "dislikes",
    ("ausstehen", ""): "dislikes",  # "jazz kann ich nicht ausstehen"
    ("vertragen", ""): "avoids",  # "ich vertrag kein gluten"
}
# A civil status said with its own word, canonical values in English.
STATUS_WORDS = {
    "verheiratet": ("marital_status", "married"),
    "heiraten": ("marital_status", "married"),
    "ledig": ("marital_status", "single"),
    "single": ("marital_status", "single"),
    "geschieden": ("marital_status", "divorced"),
    "verlobt": ("marital_status", "engaged"),
    "verloben": ("marital_status", "engaged"),
    "verwitwet": ("marital_status", "widowed"),
    "getrennt": ("marital_status", "separated"),
}
# Patterns read off the text where the parse gives no clause (fallbacks.py): a self-description's
# verbless list after the age, "ich bin 42 verheiratet", "bin dreißig, ledig und ...".
FALLBACK_PATTERNS = (
    (
        "listed_status",
        r"\b(?:[Ii]ch\s+)?[Bb]in\s+(?:\d+|[a-zäöüß]*(?:zig|ßig|ssig|zehn)|elf|zwölf)\s*,?\s+"
        r"(?P<value>verheiratet|ledig|single|geschieden|verlobt|verwitwet|getrennt)"
        r"(?=\s*(?:[,.;!?]|\s+(?:und|aber|mit|hab|habe|seit|also)\b|$))",
    ),
)
# Verbs whose infinitive complement is a plan: "ich will Klavier lernen", "ich plane, ... zu".
PLAN_VERBS = frozenset({"wollen", "planen", "vorhaben"})
# Words that make a plan a vague wish: "ich will irgendwann mal nach Japan".
VAGUE_MARKERS = (("irgendwann",), ("eines", "tages"), ("vielleicht",))
# Verbs whose bare object is an activity done: "ich mache Yoga", "ich treibe Sport".
# "ich geh joggen": going with a bare activity is doing it.
ACTIVITY_VERBS = frozenset({"machen", "treiben", "gehen"})
# Verbs that alone tell an activity done ("corro tutte le mattine", "ich meditiere").
ACTIVITY_INTRANSITIVES = frozenset(
    """joggen schwimmen meditieren radeln angeln klettern tanzen
    surfen wandern reiten segeln kochen rauchen""".split()
)
# "ein ehemaliger Lehrer", "ein pensionierter Polizist": what the subject was.
FORMER_WORDS = frozenset(_WORD_LISTS["former"])
# Modals whose infinitive still states a fact, as "can": "ich kann Englisch sprechen", "ich darf
# kein Gluten essen" (avoids).
ASSERTIVE_VERBS = frozenset({"können", "dürfen"})

# A relative only mentioned ("meine Mutter sagt ...") is (you, has, the noun as said).
MENTIONED_KIN = True
PRONOUN_TAKES_UP_KIN = True
# A pet or the children the user's own verb takes with the definite article are the user's
# ("ich muss noch den hund ausführen", "ich hol die kinder ab").
HOUSEHOLD_ARTICLES = frozenset({"der", "die", "das", "den", "dem"})
# ... or has with them: "ich war grad mit dem hund draußen", "wir waren mit den kids auf kreta"
HOUSEHOLD_PET_CASES = frozenset({"mit"})
# A relative or pet that died is no longer had: "unser hund ist letztes jahr gestorben".
DEATH_VERBS = frozenset({"sterben", "versterben"})
DEFINITE_HOUSEHOLD = frozenset({"kinder", "kids"})


# Familiar forms of names -> the name they stand for (hotmem.identity).
NICKNAMES = {
    "steffi": "stefanie",
    "basti": "sebastian",
    "flo": "florian",
    "kathi": "katharina",
    "chris": "christian",
    "alex": "alexander",
    "andi": "andreas",
    "tobi": "tobias",
    "michi": "michael",
    "lena": "magdalena",
}
# A transcriber writes "ü" as "ue" (and so on): "muenchen" is "münchen".
SPELLING_VARIANTS = (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss"))
# "hier in kiel ... ich wohne hier": a place adverb takes up the place named before it.
PLACE_DEICTICS = frozenset({"hier", "dort", "da"})
# Dates in queries and past turns (hotmem.dates, hotmem.recall): month names and their
# number, the words that ask for a time, and the words that date what a turn tells.
MONTH_NAMES = {
    "januar": 1,
    "februar": 2,
    "märz": 3,
    "april": 4,
    "mai": 5,
    "juni": 6,
    "juli": 7,
    "august": 8,
    "september": 9,
    "oktober": 10,
    "november": 11,
    "dezember": 12,
    "jänner": 1,
    "maerz": 3,
}
WHEN_WORDS = frozenset({"wann"})
TIME_WORDS = frozenset(
    """
    dienstag donnerstag freitag gestern heute jahr kürzlich letzte letzten letzter
    letztes mittwoch monat montag morgen neulich samstag sonntag vorgestern vorigen
    woche wochenende
    lehrjahr ausbildungsjahr semester studienjahr schuljahr dienstjahr
    """.split()  # "lehrling im zweiten lehrjahr": a year of training, no workplace
)
# A past turn quoted in the memory message (hotmem.injection.said_line): {d} its date
# (ISO 8601), {o} its words, quoted.
BULLET_TEMPLATES = {**BULLET_TEMPLATES, "episode": "Am {d} sagte der Nutzer: {o}"}
# Retrieval cues of favourites and belongings ("was soll ich heute kochen?", "womit fahre ich
# zur arbeit?", "für welche mannschaft bin ich?").
_FOOD_CUES = ("essen", "kochen", "gericht", "rezept", "mittagessen", "abendessen", "hunger")
RELATION_CUES = {
    **RELATION_CUES,
    "favorite_food": _FOOD_CUES,
    "favorite_dish": _FOOD_CUES,
    "favorite_drink": ("trinken", "getränk", "durst"),
    "favorite_team": ("mannschaft", "verein", "team", "spiel"),
    "has": (*RELATION_CUES["has"], "womit", "fahrrad", "verkehrsmittel"),
}

# Wörter, die gegen einen Wert sprechen, ohne ihn zu ersetzen ("ich bin Vegetarierin", dann
# "gestern hatte ich ein Steak"): der Wert bleibt, mit einem offenen Widerspruch zum Nachfragen.
_CONFLICT_MEAT = frozenset(
    """fleisch steak rindfleisch schweinefleisch schinken speck hähnchen hühnchen huhn pute
    lamm kalb wurst würstchen bratwurst burger hamburger salami schnitzel frikadelle""".split()
)
_CONFLICT_FISH = frozenset(
    "fisch lachs thunfisch garnele sushi kabeljau hummer krabbe muschel".split()
)
_CONFLICT_ANIMAL = frozenset("käse milch ei butter joghurt honig sahne quark".split())
CONFLICT_CUES = {
    **dict.fromkeys(("vegetarier", "vegetarierin", "vegetarisch"), _CONFLICT_MEAT | _CONFLICT_FISH),
    **dict.fromkeys(
        ("veganer", "veganerin", "vegan"), _CONFLICT_MEAT | _CONFLICT_FISH | _CONFLICT_ANIMAL
    ),
    **dict.fromkeys(("pescetarier", "pescetarierin"), _CONFLICT_MEAT),
}
CONFLICT_TEMPLATE = 'Der Nutzer hat beides gesagt: {x}, und "{y}"'

# "Es war doch Bosch": eine Korrektur zurückgenommen, indem der frühere Wert genannt wird.
RESTORE_VALUE_MARKERS = (
    ("war", "doch"),
    ("ist", "doch"),
    ("also", "doch"),
    ("hatte", "doch", "recht"),
    ("letztendlich",),
)
RESTORE_MARKERS = (
    *RESTORE_MARKERS,
    ("hatte", "recht"),
    ("das", "erste", "stimmt"),
    ("es", "stimmte", "vorher"),
)
# "Ich hatte doch recht vorher / neulich": Wörter, die auf eine frühere Aussage verweisen.
RESTORE_EARLIER_WORDS = frozenset("vorher zuerst erste ersten anfang neulich".split())
# Kurzformen, die keine Initialen sind (hotmem.identity): "vw" ist "volkswagen".
ABBREVIATIONS = {
    "vw": "volkswagen",
    "st": "sankt",
    "str": "straße",
    "uni": "universität",
    "bhf": "bahnhof",
    "hbf": "hauptbahnhof",
}
# Traits of character: in a finished past only a phase, no former role ("I was shy").
TEMPERAMENTS = frozenset("schüchtern introvertiert extrovertiert".split())
# Verbs of becoming: a status word right after one is the status now.
BECOME_VERBS = frozenset("werden".split())

# A transcript's question anywhere in the turn (no question mark): the turn is a question.
ASK_PHRASES = (
    ("kennst", "du"),
    ("hast", "du", "tipps"),
    ("hast", "du", "eine", "idee"),
    ("hast", "du", "'ne", "idee"),
    ("hast", "du", "ne", "idee"),
    # "oh hab ich dir eigentlich schon erzählt dass ...": a question that tells a fact
    ("hab", "ich", "dir", "schon"),
    ("hab", "ich", "dir", "eigentlich"),
    ("habe", "ich", "dir", "schon"),
    ("habe", "ich", "dir", "eigentlich"),
    ("hab", "ich", "dir", "erzählt"),
    ("habe", "ich", "dir", "erzählt"),
    ("weißt", "du", "ob"),
    ("kannst", "du", "mir"),
    ("könntest", "du", "mir"),
    ("was", "meinst", "du"),
    ("was", "denkst", "du"),
    ("was", "würdest", "du"),
    ("ich", "wollt", "mal", "fragen"),
    ("ich", "wollte", "mal", "fragen"),
)
# Shaped like a question, asking nothing: "weißt du was ich gemacht hab", "weißt du ich denk".
RHETORICAL_PHRASES = (
    ("weißt", "du", "was"),
    ("weißt", "du", "ich"),
    ("weißte", "was"),
    ("wo", "fang", "ich"),  # "wo fang ich an": where to begin
)
# Words of a passing mood: a turn with no fact that says one is small talk.
MOOD_WORDS = frozenset(
    """müde gestresst genervt erschöpft traurig gelangweilt nervös einsam begeistert sauer
    krank erkältet krankgeschrieben stolz wütend aufgeregt enttäuscht besorgt""".split()
)
