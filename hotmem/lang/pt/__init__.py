"""Portuguese language data (European and Brazilian).

Portuguese has no dependency parser on PyPI: extraction runs on a blank tokenizer and simplemma
lemmas, parsed by rule into a UD tree (DEPENDENCY_LABELS = "none", the word classes of
:data:`PARSER_WORDS`) for the UD reader, as for Italian. Verb forms are generated from a small
verb list, so the person of a dropped subject ("moro" = I, "mora" = he/she/você) and the tense
(imperfect, conditional, future, subjunctive) are known without a tagger. European enclitics
stay one token ("chama-se", "mudei-me"): they are verb forms too. :data:`_WORD_LISTS` holds the
word lists the reader's fields are drawn from.
"""

from spacy.lang.pt.stop_words import STOP_WORDS as _SPACY_STOP_WORDS

from hotmem.lang.base import ud_verb_table, written_forms

# --- verb forms ------------------------------------------------------------------------------
# form -> (lemma, person, tense). person: 1s 2s 3s 1p 2p 3p or "" (unknown: the imperfect,
# conditional and subjunctive share 1s and 3s); tense: pres impf past fut cond subj subj_impf
# subj_fut part part_pl inf ger. First analysis wins.
VerbForm = tuple[str, str, str]
_PERSONS = ("1s", "2s", "3s", "1p", "2p", "3p")
_ENDINGS = {
    "ar": {
        "pres": "o as a amos ais am",
        "past": "ei aste ou amos astes aram",
        "impf": "ava avas ava ávamos áveis avam",
        "subj": "e es e emos eis em",
        "subj_impf": "asse asses asse ássemos ásseis assem",
        "part": "ado ada",
        "part_pl": "ados adas",
        "inf": "ar",
        "ger": "ando",
    },
    "er": {
        "pres": "o es e emos eis em",
        "past": "i este eu emos estes eram",
        "impf": "ia ias ia íamos íeis iam",
        "subj": "a as a amos ais am",
        "subj_impf": "esse esses esse êssemos êsseis essem",
        "part": "ido ida",
        "part_pl": "idos idas",
        "inf": "er",
        "ger": "endo",
    },
    "ir": {
        "pres": "o es e imos is em",
        "past": "i iste iu imos istes iram",
        "impf": "ia ias ia íamos íeis iam",
        "subj": "a as a amos ais am",
        "subj_impf": "isse isses isse íssemos ísseis issem",
        "part": "ido ida",
        "part_pl": "idos idas",
        "inf": "ir",
        "ger": "indo",
    },
}
_FUTURE = "ei ás á emos eis ão"
_CONDITIONAL = "ia ias ia íamos íeis iam"
# Tenses whose first and third person singular are one form ("morava": I or she).
_SHARED_1S_3S = frozenset({"impf", "cond", "subj", "subj_impf", "subj_fut"})
# First-person singular forms of those tenses, with their tense (see FIRST_PERSON).
_SHARED_FIRST: set[tuple[str, str]] = set()
# European enclitic pronouns by person ("mudei-me", "chama-se", "mudámo-nos").
_ENCLITIC = {"1s": "me", "2s": "te", "3s": "se", "1p": "nos", "2p": "vos", "3p": "se"}


# Every reading of a form, for the UD reader's table (VERB_FORMS); the cue tables below read
# the first one.
_READINGS: dict[str, list[VerbForm]] = {}
_UD_TENSES = {
    "pres": "Pres",
    "impf": "Imp",
    "past": "Past",
    "fut": "Fut",
    "cond": "Cnd",
    "subj": "Sub",
    "subj_impf": "Sub",
    "subj_fut": "Sub",
    "part": "Part",
    "part_pl": "Part",
    "inf": "Inf",
    "ger": "Ger",
}


def _add(forms: dict[str, VerbForm], form: str, lemma: str, person: str, tense: str) -> None:
    forms.setdefault(form, (lemma, person, tense))
    _READINGS.setdefault(form, []).append((lemma, person, tense))


def _cells(
    forms: dict[str, VerbForm], stem: str, endings: str, lemma: str, tense: str
) -> list[tuple[str, str]]:
    """Add one tense; returns its (form, person) cells."""
    words = endings.split()
    persons = _PERSONS if len(words) == 6 else ("",) * len(words)
    cells = []
    for ending, person in zip(words, persons, strict=True):
        form = stem + ending
        if person in ("1s", "3s") and tense in _SHARED_1S_3S:
            if person == "1s":
                _SHARED_FIRST.add((form, tense))
            # The UD reader's table keeps both persons ("morava": I or she): a dropped subject
            # is the person just talked about, else the speaker; the cue tables read none.
            _READINGS.setdefault(form, []).append((lemma, person, tense))
            person = ""
        _add(forms, form, lemma, person, tense)
        cells.append((form, person))
    return cells


def _verb(
    forms: dict[str, VerbForm],
    inf: str,
    *,
    irregular: dict[str, str] | None = None,
    part: str | None = None,
    future: str | None = None,
    reflexive: str = "",
) -> None:
    """Add the forms of one verb (regular unless told otherwise).

    Args:
        forms: The table to fill.
        inf: Infinitive ("morar").
        irregular: Tenses written out in six forms ({"pres": "tenho tens tem ..."}).
        part: Irregular participle stem without its ending ("feit" for "feito").
        future: Irregular future/conditional stem ("far" for "farei", "faria").
        reflexive: Add the enclitic forms ("mudei-me", "chama-se") under this lemma; "-" for
            the verb's own lemma, "chamar-se" so that "chama-se Inês" names without a pronoun
            before the verb; empty: no enclitic forms.
    """
    stem, conj = inf[:-2], inf[-2:]
    table = _ENDINGS[conj]
    irregular = irregular or {}
    finite: list[tuple[str, str]] = []
    for tense in ("pres", "past", "impf", "subj", "subj_impf"):
        if tense in irregular:
            finite += _cells(forms, "", irregular[tense], inf, tense)
        else:
            finite += _cells(forms, stem, table[tense], inf, tense)
    if "subj_fut" in irregular:
        # Regular future subjunctives are the personal infinitive ("se morar", "ao morar"):
        # only irregular ones ("se tiver", "quando for") are told apart.
        finite += _cells(forms, "", irregular["subj_fut"], inf, "subj_fut")
    if conj == "ar" and "past" not in irregular:
        _add(forms, stem + "ámos", inf, "1p", "past")  # European "mudámos"
        finite.append((stem + "ámos", "1p"))
    fut = future or inf
    finite += _cells(forms, fut, _FUTURE, inf, "fut")
    finite += _cells(forms, fut, _CONDITIONAL, inf, "cond")
    for tense in ("inf", "ger"):
        _cells(forms, stem, table[tense], inf, tense)
    if part:
        _cells(forms, part, "o a", inf, "part")
        _cells(forms, part, "os as", inf, "part_pl")
    else:
        _cells(forms, stem, table["part"], inf, "part")
        _cells(forms, stem, table["part_pl"], inf, "part_pl")
    if reflexive:
        lemma = reflexive if reflexive != "-" else inf
        for form, person in [*finite, (inf, "")]:
            tense = forms[form][2]
            clitics = [_ENCLITIC[person]] if person else ["me", "se"]
            for clitic in clitics:
                base = form[:-1] if clitic == "nos" and form.endswith("s") else form
                _add(forms, f"{base}-{clitic}", lemma, person or "", tense)


def _irregular(forms: dict[str, VerbForm], lemma: str, table: str) -> None:
    """Forms written out: "tô:1s:pres tá:3s:pres ..."."""
    for form, person, tense in written_forms(table):
        _add(forms, form, lemma, person, tense)


def _verb_forms() -> dict[str, VerbForm]:
    forms: dict[str, VerbForm] = {}
    # The preterite "fui", "foi", "fomos" is shared by "ser" and "ir": read as "ir", so "fui
    # ao Japão" is a trip and "foi incrível" no present attribute.
    _verb(
        forms,
        "ir",
        irregular={
            "pres": "vou vais vai vamos ides vão",
            "past": "fui foste foi fomos fostes foram",
            "impf": "ia ias ia íamos íeis iam",
            "subj": "vá vás vá vamos vades vão",
            "subj_impf": "fosse fosses fosse fôssemos fôsseis fossem",
            "subj_fut": "for fores for formos fordes forem",
        },
    )
    _verb(
        forms,
        "ser",
        irregular={
            "pres": "sou és é somos sois são",
            "impf": "era eras era éramos éreis eram",
            "subj": "seja sejas seja sejamos sejais sejam",
        },
        part="sid",
    )
    _verb(
        forms,
        "estar",
        irregular={
            "pres": "estou estás está estamos estais estão",
            "past": "estive estiveste esteve estivemos estivestes estiveram",
            "subj": "esteja estejas esteja estejamos estejais estejam",
            "subj_impf": "estivesse estivesses estivesse estivéssemos estivésseis estivessem",
            "subj_fut": "estiver estiveres estiver estivermos estiverdes estiverem",
        },
    )
    # Spoken Brazilian (and European) short forms of "estar".
    _irregular(forms, "estar", "tô:1s:pres tás:2s:pres tá:3s:pres tamos:1p:pres tava::impf")
    _verb(
        forms,
        "ter",
        irregular={
            "pres": "tenho tens tem temos tendes têm",
            "past": "tive tiveste teve tivemos tivestes tiveram",
            "impf": "tinha tinhas tinha tínhamos tínheis tinham",
            "subj": "tenha tenhas tenha tenhamos tenhais tenham",
            "subj_impf": "tivesse tivesses tivesse tivéssemos tivésseis tivessem",
            "subj_fut": "tiver tiveres tiver tivermos tiverdes tiverem",
        },
        part="tid",
    )
    _verb(
        forms,
        "vir",
        irregular={
            "pres": "venho vens vem vimos vindes vêm",
            "past": "vim vieste veio viemos viestes vieram",
            "impf": "vinha vinhas vinha vínhamos vínheis vinham",
            "subj": "venha venhas venha venhamos venhais venham",
            "subj_impf": "viesse viesses viesse viéssemos viésseis viessem",
            "subj_fut": "vier vieres vier viermos vierdes vierem",
        },
        part="vind",
    )
    _verb(
        forms,
        "fazer",
        irregular={
            "pres": "faço fazes faz fazemos fazeis fazem",
            "past": "fiz fizeste fez fizemos fizestes fizeram",
            "subj": "faça faças faça façamos façais façam",
            "subj_impf": "fizesse fizesses fizesse fizéssemos fizésseis fizessem",
            "subj_fut": "fizer fizeres fizer fizermos fizerdes fizerem",
        },
        part="feit",
        future="far",
    )
    _verb(
        forms,
        "dizer",
        irregular={
            "pres": "digo dizes diz dizemos dizeis dizem",
            "past": "disse disseste disse dissemos dissestes disseram",
            "subj": "diga digas diga digamos digais digam",
            "subj_impf": "dissesse dissesses dissesse disséssemos dissésseis dissessem",
            "subj_fut": "disser disseres disser dissermos disserdes disserem",
        },
        part="dit",
        future="dir",
    )
    _verb(
        forms,
        "saber",
        irregular={
            "pres": "sei sabes sabe sabemos sabeis sabem",
            "past": "soube soubeste soube soubemos soubestes souberam",
            "subj": "saiba saibas saiba saibamos saibais saibam",
            "subj_impf": "soubesse soubesses soubesse soubéssemos soubésseis soubessem",
        },
    )
    _verb(
        forms,
        "poder",
        irregular={
            "pres": "posso podes pode podemos podeis podem",
            "past": "pude pudeste pôde pudemos pudestes puderam",
            "subj": "possa possas possa possamos possais possam",
            "subj_impf": "pudesse pudesses pudesse pudéssemos pudésseis pudessem",
        },
    )
    _verb(
        forms,
        "querer",
        irregular={
            "pres": "quero queres quer queremos quereis querem",
            "past": "quis quiseste quis quisemos quisestes quiseram",
            "subj": "queira queiras queira queiramos queirais queiram",
            "subj_impf": "quisesse quisesses quisesse quiséssemos quisésseis quisessem",
        },
    )
    _verb(
        forms,
        "nascer",
        irregular={"pres": "nasço nasces nasce nascemos nasceis nascem"},
    )
    _verb(forms, "crescer", irregular={"pres": "cresço cresces cresce crescemos cresceis crescem"})
    _verb(
        forms,
        "esquecer",
        irregular={"pres": "esqueço esqueces esquece esquecemos esqueceis esquecem"},
        reflexive="-",
    )
    _verb(
        forms,
        "preferir",
        irregular={"pres": "prefiro preferes prefere preferimos preferis preferem"},
    )
    _verb(forms, "dormir", irregular={"pres": "durmo dormes dorme dormimos dormis dormem"})
    _verb(
        forms,
        "sair",
        irregular={
            "pres": "saio sais sai saímos saís saem",
            "past": "saí saíste saiu saímos saístes saíram",
        },
    )
    _verb(
        forms,
        "possuir",
        irregular={
            "pres": "possuo possuis possui possuímos possuís possuem",
            "past": "possuí possuíste possuiu possuímos possuístes possuíram",
        },
    )
    _verb(
        forms,
        "dar",
        irregular={
            "pres": "dou dás dá damos dais dão",
            "past": "dei deste deu demos destes deram",
            "subj": "dê dês dê dêmos deis deem",
        },
    )
    # "quem me dera ter ...": a wish, read as the subjunctive of "dar".
    _irregular(forms, "dar", "dera::subj_impf")
    # "chamo-me", "chama-se" name without a pronoun before them; "me chamo" needs it.
    _verb(forms, "chamar", reflexive="chamar-se")
    for reflexive in ("mudar", "lembrar", "enganar", "aposentar", "reformar"):
        _verb(forms, reflexive, reflexive="-")
    _verb(forms, "odiar", irregular={"pres": "odeio odeias odeia odiamos odiais odeiam"})
    _verb(
        forms,
        "conhecer",
        irregular={"pres": "conheço conheces conhece conhecemos conheceis conhecem"},
    )
    _verb(forms, "perder", irregular={"pres": "perco perdes perde perdemos perdeis perdem"})
    _verb(forms, "escrever", part="escrit")
    _verb(forms, "inscrever", part="inscrit", reflexive="-")
    _verb(forms, "ler", irregular={"pres": "leio lês lê lemos ledes leem"})
    # Spelling changes before "e": "joguei", "toquei", "pratiquei".
    for verb, stem in (("jogar", "jogu"), ("tocar", "toqu"), ("praticar", "pratiqu")):
        past = f"{stem}ei {verb[:-2]}aste {verb[:-2]}ou {verb[:-2]}amos {verb[:-2]}astes"
        _verb(forms, verb, irregular={"past": f"{past} {verb[:-2]}aram"})
    # "formei-me", "casei-me": the reflexive forms keep the verb's lemma.
    for reflexive in ("formar", "casar", "divorciar", "separar"):
        _verb(forms, reflexive, reflexive="-")
    for regular in """morar viver residir trabalhar participar visitar viajar voar correr
        completar pensar achar acreditar contar falar mencionar estudar voltar gostar adorar
        amar esperar sonhar competir assistir emigrar tratar ficar andar costumar dever usar
        planear planejar pretender detestar comer beber tomar aprender curtir abrir
        comprar começar tirar montar criar adotar ensinar suportar terminar acabar prestar
        largar plantar cuidar continuar pagar ganhar ajudar descansar nadar meditar pedalar
        esquiar dançar surfar escalar caminhar cozinhar pescar encontrar precisar
        chegar deixar receber decidir organizar cantar confessar levar parar""".split():
        _verb(forms, regular)
    # More spelling changes before "e": "fiquei", "cheguei", "comecei", "dancei".
    for verb, stem in (
        ("ficar", "fiqu"),
        ("chegar", "chegu"),
        ("pagar", "pagu"),
        ("largar", "largu"),
        ("pescar", "pesqu"),
        ("começar", "comec"),
        ("dançar", "danc"),
    ):
        past = f"{stem}ei {verb[:-2]}aste {verb[:-2]}ou {verb[:-2]}amos {verb[:-2]}astes"
        _verb(forms, verb, irregular={"past": f"{past} {verb[:-2]}aram"})
    return forms


_FORMS = _verb_forms()
# Owner nouns read like participles: "sou dono de uma padaria" is (dono, de) -> owns, and
# "sou natural de Braga" (natural, de) -> born_in, not an attribute "dono" or "natural".
for _owner in "dono dona donos donas proprietário proprietária natural naturais".split():
    _add(_FORMS, _owner, _owner, "", "part")
# "estados" is the noun of "Estados Unidos" more often than the participle of "estar"; "casa"
# and "caso" are a home and a case far more often than forms of "casar".
for _noun in ("estados", "estadas", "casa", "casas", "caso"):
    del _FORMS[_noun], _READINGS[_noun]


VERB_FORMS = ud_verb_table(_READINGS, _UD_TENSES)

# --- pronouns, determiners, cues -------------------------------------------------------------
# Portuguese drops the subject pronoun: a first-person verb form ("moro", "mudámos") says
# "I"/"we" as clearly as "eu" does. The imperfect and conditional ("morava", "moraria") are
# also "she lived": they count for the intent cues, but the grammar reads no person off them.
# "vamos" is also "let's"; "como" is "as" and "how" far more often than "I eat".
_NOT_FIRST = frozenset({"vamos", "como"})
FIRST_PERSON = (
    frozenset(form for form, tense in _SHARED_FIRST if tense in ("impf", "cond"))
    | frozenset(
        """eu me mim comigo meu minha meus minhas nós connosco conosco nosso nossa nossos
    nossas gente""".split()
    )
    | frozenset(
        form
        for form, (_, person, tense) in _FORMS.items()
        if person in ("1s", "1p") and tense not in ("subj", "subj_fut") and form not in _NOT_FIRST
    )
)
SECOND_PERSON = frozenset(
    """tu te ti contigo teu tua teus tuas você vocês vós vos vosso vossa vossos
    vossas""".split()
)
PRONOUNS_HE = frozenset("ele dele nele".split())
PRONOUNS_SHE = frozenset("ela dela nela".split())
PRONOUNS_THEY = frozenset("eles elas deles delas neles nelas".split())
PRONOUNS_IT = frozenset("isso isto aquilo lá ali aí".split())
DETERMINERS = frozenset(
    """o a os as um uma uns umas meu minha meus minhas teu tua teus tuas seu sua seus suas
    nosso nossa nossos nossas vosso vossa vossos vossas este esta estes estas esse essa
    esses essas aquele aquela aqueles aquelas do da dos das no na nos nas ao aos à às num
    numa nuns numas dum duma pelos pelas pro pros nenhum nenhuma algum alguma
    alguns algumas todo toda todos todas""".split()
)
HEDGES = frozenset(
    """talvez provavelmente possivelmente acho suponho creio imagino presumo
    eventualmente""".split()
)
HEDGE_PHRASES = (
    ("acho", "que"),
    ("eu", "acho"),
    ("penso", "que"),
    ("se", "calhar"),
    ("sei", "lá"),
    ("pode", "ser"),
    ("deve", "ser"),
    ("parece", "que"),
    ("não", "sei", "se"),
    ("não", "tenho", "a", "certeza"),
    ("não", "tenho", "certeza"),
    ("não", "estou", "certo"),
    ("não", "estou", "certa"),
    ("não", "me", "lembro"),
    ("nem", "me", "lembro"),
    ("já", "não", "me", "lembro"),
    ("não", "lembro"),
    ("nem", "lembro"),
)
NEGATIONS = frozenset("não nunca jamais nem nenhum nenhuma ninguém nada".split())
NO_LONGER = (("não", "mais"), ("já", "não"), ("nunca", "mais"))
# "que" and "como" are left out: "que legal!" is a reaction, "como te disse, ..." a statement;
# their questions end with "?".
QUESTION_WORDS = frozenset(
    """onde aonde quem quando porquê quanto quanta quantos quantas qual quais cadê""".split()
)
CORRECTION_MARKERS = (
    ("na", "verdade"),
    ("aliás",),
    ("quer", "dizer"),
    ("quero", "dizer"),
    ("queria", "dizer"),
    ("queria", "era", "dizer"),
    ("desculpa",),
    ("desculpe",),
    ("perdão",),
    ("não", "espera"),
    ("não", "pera"),  # "não pera eu moro em valinhos"
    ("espera",),
    ("espera", "aí"),
    ("enganei-me",),
    ("me", "enganei"),
    ("errei",),
    ("correção",),
    ("corrigindo",),
    ("melhor", "dizendo"),
)
_HYPOTHETICAL_WORDS = (
    ("se", "eu"),
    ("se", "nós"),
    ("se", "a", "gente"),
    ("quem", "me", "dera"),
    ("oxalá",),
    ("tomara",),
    ("um", "dia"),
    ("algum", "dia"),
    ("quero",),
    ("queremos",),
    ("sonho", "com"),
    ("sonho", "em"),
    ("espero",),
    ("pretendo",),
    ("planeio",),
    ("planejo",),
    ("estou", "a", "pensar"),
    ("ando", "a", "pensar"),
    ("ando", "pensando"),
    ("estou", "pensando"),
    ("penso", "em"),
    ("no", "futuro"),
    ("daqui", "a"),
    ("imagina",),
    ("imagine",),
)
# A present tense with a time ahead is a plan: "mudo-me para Paris no ano que vem".
_PLANS = (
    ("que", "vem"),
    ("próximo", "ano"),
    ("ano", "próximo"),
    ("próximo", "mês"),
    ("mês", "próximo"),
    ("próxima", "semana"),
    ("semana", "próxima"),
    ("próximo", "verão"),
    ("próximo", "fim"),
)
# "ir" before an infinitive is the spoken future ("vou morar", "vamos mudar-nos"); before a
# place it is a trip or a habit ("vou a Coimbra").
_GOING_TO = tuple(
    (aux, inf)
    for aux in ("vou", "vais", "vai", "vamos", "vão")
    for inf, (_, _, tense) in _FORMS.items()
    if tense == "inf"
)
# Every conditional / future / past or future subjunctive form is a hypothetical cue
# ("moraria", "mudarei", "se morasse", "se tiver").
HYPOTHETICAL_MARKERS = (
    *_HYPOTHETICAL_WORDS,
    *_PLANS,
    *_GOING_TO,
    *(
        (f,)
        for f, (_, _, tense) in _FORMS.items()
        if tense in ("cond", "fut", "subj_impf", "subj_fut") and "-" not in f
    ),
)
REACTIONS = frozenset(
    """ok okay oká sim claro obrigado obrigada brigado brigada valeu beleza legal massa
    show bacana fixe porreiro ótimo ótima perfeito perfeita boa bom bem uau nossa caramba
    haha hahaha kkk kkkk rs ah oh ai eh pois certo certinho exato exatamente verdade sério
    interessante incrível tchau olá oi adeus prazer tá tudo entendi entendo combinado fechado
    top demais lindo linda bonito bonita giro gira maravilha maravilhoso isso""".split()
)
REMEMBER_MARKERS = (
    ("lembra", "que"),
    ("lembra-te", "que"),
    ("lembra-te", "de", "que"),
    ("lembre", "que"),
    ("lembre-se", "que"),
    ("lembre-se", "de", "que"),
    ("lembra", "de", "que"),
    ("não", "esqueças", "que"),
    ("não", "esqueça", "que"),
    ("não", "te", "esqueças"),
    ("não", "se", "esqueça"),
    ("guarda", "que"),
    ("anota", "que"),
    ("anota",),
    ("anote",),
    ("memoriza",),
    ("memorize",),
    ("toma", "nota"),
    ("tome", "nota"),
    ("regista",),
    ("registra",),
)
FORGET_MARKERS = (
    ("esquece", "que"),
    ("esquece",),
    ("esquece-te",),
    ("esqueça",),
    ("esqueça-se",),
    ("apaga",),
    ("apague",),
    ("elimina",),
    ("deleta",),
    ("não", "te", "lembres"),
    ("não", "lembre"),
)
RECALL_ALL_MARKERS = (
    ("sabes", "sobre", "mim"),
    ("sabe", "sobre", "mim"),
    ("sabes", "de", "mim"),
    ("sabe", "de", "mim"),
    ("sabes", "a", "meu", "respeito"),
    ("sabe", "a", "meu", "respeito"),
    ("lembras", "de", "mim"),
    ("lembra", "de", "mim"),
    ("lembras-te", "de", "mim"),
    ("o", "que", "te", "contei"),
    ("o", "que", "te", "disse"),
    ("o", "que", "eu", "te", "contei"),
)
FILLERS = frozenset(
    """tipo né pois olha olhe então enfim hum hmm humm hm ahn hã éé eh ehh uhm viu pá cara
    """.split()
)
_HABITS = (
    ("antigamente",),
    ("dantes",),
    ("antes",),
    ("costumava",),
    ("costumávamos",),
    ("em", "criança"),
    ("em", "pequeno"),
    ("em", "pequena"),
    ("de", "pequeno"),
    ("de", "pequena"),
    ("quando", "era", "pequeno"),
    ("quando", "era", "pequena"),
    ("quando", "era", "criança"),
    ("naquela", "altura"),
    ("naquela", "época"),
    ("naquele", "tempo"),
)
# The imperfect is the tense of past habits: "morava", "trabalhava".
PAST_HABITUAL = (
    *_HABITS,
    *((f,) for f, (_, _, tense) in _FORMS.items() if tense == "impf" and "-" not in f),
)

# --- nouns ------------------------------------------------------------------------------------
KINSHIP = {
    "irmã": "sister",
    "irmãs": "sister",
    "mana": "sister",
    "irmão": "brother",
    "irmãos": "brother",
    "mano": "brother",
    "mãe": "mother",
    "mamãe": "mother",
    "mamã": "mother",
    "pai": "father",
    "papai": "father",
    "papá": "father",
    "mulher": "wife",
    "esposa": "wife",
    "marido": "husband",
    "esposo": "husband",
    "companheiro": "partner",
    "companheira": "partner",
    "parceiro": "partner",
    "parceira": "partner",
    "namorada": "girlfriend",
    "namorado": "boyfriend",
    "noiva": "fiancee",
    "noivo": "fiance",
    "filho": "son",
    "filha": "daughter",
    "filhos": "child",
    "filhas": "daughter",
    "criança": "child",
    "crianças": "child",
    "miúdos": "child",
    "bebé": "child",
    "bebê": "child",
    "primo": "cousin",
    "prima": "cousin",
    "primos": "cousin",
    "primas": "cousin",
    "tia": "aunt",
    "tio": "uncle",
    "avó": "grandmother",
    "vovó": "grandmother",
    "vó": "grandmother",
    "avô": "grandfather",
    "vovô": "grandfather",
    "vô": "grandfather",
    "neto": "grandson",
    "neta": "granddaughter",
    "sobrinha": "niece",
    "sobrinho": "nephew",
    "madrasta": "stepmother",
    "padrasto": "stepfather",
    "enteado": "stepson",
    "enteada": "stepdaughter",
    "chefe": "boss",
    "colega": "colleague",
    "pais": "parents",
}
PETS = {
    "cão": "dog",
    "cães": "dog",
    "cadela": "dog",
    "cachorro": "dog",
    "cachorra": "dog",
    "cachorrinho": "dog",
    "cachorrinha": "dog",
    # plurals, named in a list: "duas cachorras a mel e a pipoca"
    "cachorros": "dog",
    "cachorras": "dog",
    "cadelas": "dog",
    "gatas": "cat",
    "gatinhos": "cat",
    "gatinhas": "cat",
    "coelhos": "rabbit",
    "cãozinho": "dog",
    "gato": "cat",
    "gata": "cat",
    "gatos": "cat",
    "gatinho": "cat",
    "gatinha": "cat",
    "cavalo": "horse",
    "égua": "horse",
    "coelho": "rabbit",
    "hamster": "hamster",
    "papagaio": "parrot",
    "periquito": "bird",
    "pássaro": "bird",
    "passarinho": "bird",
    "peixe": "fish",
    "peixinho": "fish",
    "tartaruga": "turtle",
    "cobra": "snake",
    "serpente": "snake",
}
FAVORITE_WORDS = frozenset(
    """favorito favorita favoritos favoritas preferido preferida preferidos
    preferidas""".split()
)
# "o meu time do coração é o grêmio": a favourite said with a phrase after its noun.
FAVORITE_PHRASES = (("do", "coração"), ("de", "coração"))
FAVORITE_THINGS = {
    "cor": "color",
    "comida": "food",
    "prato": "dish",
    "filme": "movie",
    "livro": "book",
    "música": "song",
    "canção": "song",
    "banda": "band",
    "grupo": "band",
    "cantor": "singer",
    "cantora": "singer",
    "desporto": "sport",
    "esporte": "sport",
    "equipa": "team",
    "time": "team",
    "clube": "team",
    "animal": "animal",
    "bebida": "drink",
    "cidade": "city",
    "país": "country",
    "estação": "season",
    "jogo": "game",
    "série": "show",  # the gold taxonomy names no "series"
    "programa": "show",
    "artista": "artist",
    "restaurante": "restaurant",
    "fruta": "fruit",
    "disciplina": "subject",
    "matéria": "subject",
    "autor": "author",
    "autora": "author",
    "escritor": "author",
    "escritora": "author",
    "ator": "actor",
    "actor": "actor",
    "atriz": "actor",
    "lugar": "place",
    "sítio": "place",
    "feriado": "holiday",
    "sobremesa": "dessert",
    "doce": "dessert",
    "cerveja": "beer",
    "vinho": "wine",
    "podcast": "podcast",
    "género": "genre",
    "gênero": "genre",
    "flor": "flower",
    "número": "number",
    "dia": "day",
    "mês": "month",
    "cozinha": "food",
}
NUMBER_WORDS = {
    "zero": 0,
    "um": 1,
    "uma": 1,
    "dois": 2,
    "duas": 2,
    "três": 3,
    "tres": 3,
    "quatro": 4,
    "cinco": 5,
    "seis": 6,
    "sete": 7,
    "oito": 8,
    "nove": 9,
    "dez": 10,
    "onze": 11,
    "doze": 12,
    "treze": 13,
    "catorze": 14,
    "quatorze": 14,
    "quinze": 15,
    "dezasseis": 16,
    "dezesseis": 16,
    "dezassete": 17,
    "dezessete": 17,
    "dezoito": 18,
    "dezanove": 19,
    "dezenove": 19,
    "vinte": 20,
    "trinta": 30,
    "quarenta": 40,
    "cinquenta": 50,
    "sessenta": 60,
    "setenta": 70,
    "oitenta": 80,
    "noventa": 90,
    "cem": 100,
    "cento": 100,
}

# --- relations --------------------------------------------------------------------------------
# (predicate lemma or surface form, preposition or "" for a direct object) -> relation.
_BASE_RELATIONS = {
    ("morar", "em"): "lives_in",
    ("viver", "em"): "lives_in",
    ("residir", "em"): "lives_in",
    ("trabalhar", "para"): "works_at",
    ("trabalhar", "como"): "is",
    ("trabalhar", "de"): "is",
    ("nascer", "em"): "born_in",
    ("ser", "de"): "from",
    ("vir", "de"): "from",
    ("crescer", "em"): "from",
    ("criar", "em"): "from",  # "fui criada em são paulo": raised there
    ("natural", "de"): "from",
    ("naturais", "de"): "from",
    ("mudar", "para"): "moved_to",
    ("mudar", "de"): "moved_from",
    ("emigrar", "para"): "moved_to",
    # "vim para portugal com dezoito anos", "voltei pro brasil": come or go back to live
    ("vir", "para"): "moved_to",
    ("voltar", "para"): "moved_to",
    ("ir", "a"): "went_to",
    ("ir", "para"): "went_to",
    ("viajar", "a"): "went_to",
    ("viajar", "para"): "went_to",
    ("voar", "para"): "went_to",
    ("voltar", "a"): "went_to",
    ("estar", "em"): "went_to",
    ("visitar", ""): "went_to",
    # "fui a Portugal", "voltei a Itália": "a" before a name is dropped as its article.
    ("ir", ""): "went_to",
    ("voltar", ""): "went_to",
    ("viajar", ""): "went_to",
    ("participar", "em"): "participated_in",
    ("participar", "de"): "participated_in",
    ("competir", "em"): "participated_in",
    ("correr", ""): "participated_in",
    ("fazer", ""): "participated_in",  # "fiz a maratona": only ever of an event
    ("ter", ""): "has",
    ("adotar", ""): "has",  # "adotámos uma gatinha chamada luna": pets only (ACQUIRE_VERBS)
    ("possuir", ""): "owns",
    **{
        (owner, "de"): "owns" for owner in "dono dona donos donas proprietário proprietária".split()
    },
}
PREP_CONTRACTIONS = {
    "do": "de",
    "da": "de",
    "dos": "de",
    "das": "de",
    "dum": "de",
    "duma": "de",
    "duns": "de",
    "dumas": "de",
    "deste": "de",
    "desta": "de",
    "destes": "de",
    "destas": "de",
    "desse": "de",
    "dessa": "de",
    "desses": "de",
    "dessas": "de",
    "daquele": "de",
    "daquela": "de",
    "no": "em",
    "na": "em",
    "nos": "em",
    "nas": "em",
    "num": "em",
    "numa": "em",
    "nuns": "em",
    "numas": "em",
    "neste": "em",
    "nesta": "em",
    "nesse": "em",
    "nessa": "em",
    "naquele": "em",
    "naquela": "em",
    "ao": "a",
    "aos": "a",
    "à": "a",
    "às": "a",
    "àquele": "a",
    "àquela": "a",
    "pelo": "por",
    "pela": "por",
    "pelos": "por",
    "pelas": "por",
    "pra": "para",
    "pro": "para",
    "pros": "para",
    "prà": "para",
    "pras": "para",
}
# "trabalho na Sonae" is an employer, "trabalho em Lisboa" a city: only the article says which.
# An unnamed workplace is one too, as its bare noun ("trabalho num restaurante" -> restaurante;
# "trabalho em uma fábrica": the preposition with its indefinite article, see obliques).
_EMPLOYER_AT = {
    ("trabalhar", c): "works_at"
    for c in ("no", "na", "nos", "nas", "pela", "pelo", "num", "numa", "em um", "em uma")
}
# The preterite of "ir" doubles as the one of "ser": trips are read off the surface forms too.
_TRIPS = {
    (form, prep): "went_to"
    for form in "fui foste foi fomos fostes foram".split()
    for prep in ("a", "para")
}
VERB_RELATIONS = {
    **_EMPLOYER_AT,
    **_TRIPS,
    **_BASE_RELATIONS,
    **{
        (verb, short): relation
        for (verb, prep), relation in {**_BASE_RELATIONS, **_TRIPS}.items()
        for short, full in PREP_CONTRACTIONS.items()
        if prep and full == prep
    },
}
# Nouns of idioms after a preposition, no value: "em casa", "pra casa", "dona de casa" (a
# housewife), "a dona da casa" (who rules it); "fazer anos" is a birthday, no hobby.
IDIOM_NOUNS = frozenset({"casa", "anos"})
# "os meus pais continuam em recife": still living there (a name only, see NAME_ONLY).
VERB_RELATIONS[("continuar", "em")] = "lives_in"
# "trabalho de garçom": a role takes no article; "perto da praia" is no job.
for _short, _full in PREP_CONTRACTIONS.items():
    if _full == "de":
        VERB_RELATIONS.pop(("trabalhar", _short), None)
# A bare "a" before a name is its article ("conheci a Ana", "sou a Júlia"), never read as a
# preposition: "fui a Portugal" is a trip through its object, (ir, "") above.
VERB_RELATIONS = {key: rel for key, rel in VERB_RELATIONS.items() if key[1] != "a"}
RELATION_CUES = {
    "lives_in": ("morar", "moro", "mora", "viver", "vivo", "vive", "casa", "onde", "cidade"),
    "works_at": ("trabalhar", "trabalho", "trabalha", "empresa", "escritório", "chefe", "emprego"),
    "is": ("profissão", "trabalho", "trabalhar", "trabalha", "faz", "fazer", "emprego", "ofício"),
    "born_in": ("nascer", "nasci", "nasceu", "origem", "natural", "terra"),
    "name": ("nome", "chamar", "chamo", "chama", "quem"),
    "age": ("idade", "anos", "aniversário", "velho", "velha"),
    "moved_to": ("mudar", "mudança", "mudei", "mudou"),
    "moved_from": ("mudar", "mudança", "mudei", "mudou"),
    "went_to": ("viagem", "viajar", "férias", "ir", "fui", "foi", "visitar", "visitei"),
    "participated_in": ("participar", "maratona", "corrida", "evento", "competição"),
    "friend_of": ("amigo", "amiga", "amigos", "amigas"),
    "has": ("ter", "tenho", "tem", "carro", "animal", "bicho", "estimação"),
    "owns": ("possuir", "dono", "dona", "carro"),
    "favorite_food": ("comer", "comida", "jantar", "almoçar", "almoço", "cozinhar", "fome"),
    "favorite_drink": ("beber", "bebida", "sede"),
    "favorite_team": ("time", "equipa", "jogo", "futebol"),
    "favorite_movie": ("filme", "cinema", "ver"),
    "favorite_song": ("música", "ouvir", "canção"),
    "favorite_book": ("livro", "ler"),
    "favorite_color": ("cor",),
}
TIME_CUES = {
    "hoje": 0.5,
    "ontem": 1.5,
    "anteontem": 2.5,
    "recentemente": 7.0,
    "ultimamente": 7.0,
    "semana": 7.0,
    "mês": 31.0,
    "há": 7.0,
    "atrás": 7.0,
    "antes": 1.0,
}
# spaCy's list holds content nouns ("lugar", "grupo", "número"): they are values here (a
# favourite place, a band), not function words.
_NOT_STOP = frozenset(
    """lugar grupo número números sistema valor área caminho povo local conselho questão
    nível posição exemplo forma quinta""".split()
)
# Adverbs spaCy's list lacks: never a noun phrase ("quase não uso", "tenho um cão, sério").
_ADVERBS = frozenset(
    """quase sério demais bastante principalmente sobretudo provavelmente possivelmente
    fluentemente perfeitamente razoavelmente super sozinho sozinha sozinhos sozinhas""".split()
)
# Verbs of going back, alone no plan a fact could keep ("já quero voltar", as English "go
# back"); with their place they are ("quero voltar pro brasil").
_BARE_VERBS = frozenset({"voltar"})
# "vou ser sincero (contigo)", "pra ser honesta": a way of speaking, no plan a fact keeps.
_CANDOUR = frozenset("sincero sincera honesto honesta contigo".split())
STOP_WORDS = (
    (frozenset(_SPACY_STOP_WORDS) - _NOT_STOP) | FILLERS | _ADVERBS | _BARE_VERBS | _CANDOUR
)
# Bullets (hotmem.injection) name the user in the third person, "o usuário" (pipecat hands a
# mid-conversation system message to most providers as user text, where "você" would flip).
# "Usuário" is the Brazilian word, as the rest of the wording here ("se chama", "time",
# "esporte"); European readers know it ("utilizador" there). The user's relatives are "a irmã
# do usuário", someone else's carry the article ("A irmã de Ana se chama Eva", "de o" -> "do").
_KIN = {
    "sister": ("a", "irmã"),
    "brother": ("o", "irmão"),
    "mother": ("a", "mãe"),
    "father": ("o", "pai"),
    "wife": ("a", "esposa"),
    "husband": ("o", "marido"),
    "partner": ("o", "companheiro ou companheira"),
    "girlfriend": ("a", "namorada"),
    "boyfriend": ("o", "namorado"),
    "fiance": ("o", "noivo"),
    "fiancee": ("a", "noiva"),
    "son": ("o", "filho"),
    "daughter": ("a", "filha"),
    "child": ("o", "filho ou filha"),
    "cousin": ("o", "primo ou prima"),
    "aunt": ("a", "tia"),
    "uncle": ("o", "tio"),
    "grandmother": ("a", "avó"),
    "grandfather": ("o", "avô"),
    "grandson": ("o", "neto"),
    "granddaughter": ("a", "neta"),
    "niece": ("a", "sobrinha"),
    "nephew": ("o", "sobrinho"),
    "stepmother": ("a", "madrasta"),
    "stepfather": ("o", "padrasto"),
    "stepson": ("o", "enteado"),
    "stepdaughter": ("a", "enteada"),
    "roommate": ("o", "colega de casa"),
    "boss": ("o", "chefe"),
    "colleague": ("o", "colega de trabalho"),
    "parents": ("os", "pais"),
    "dog": ("o", "cão"),
    "cat": ("o", "gato"),
    "horse": ("o", "cavalo"),
    "rabbit": ("o", "coelho"),
    "hamster": ("o", "hamster"),
    "parrot": ("o", "papagaio"),
    "bird": ("o", "pássaro"),
    "fish": ("o", "peixe"),
    "turtle": ("a", "tartaruga"),
    "snake": ("a", "cobra"),
}
KIN_NAMES = {rel: f"{article} {noun} do usuário" for rel, (article, noun) in _KIN.items()}
KIN_NAMES_OF = {rel: f"{article} {noun}" for rel, (article, noun) in _KIN.items()}
# Favourite things by canonical name, with their article and agreeing adjective.
FAVORITE_NAMES_OF = {
    "color": "a cor favorita",
    "food": "a comida favorita",
    "movie": "o filme favorito",
    "book": "o livro favorito",
    "song": "a música favorita",
    "band": "a banda favorita",
    "singer": "o cantor favorito",
    "sport": "o esporte favorito",
    "team": "o time favorito",
    "animal": "o animal favorito",
    "drink": "a bebida favorita",
    "city": "a cidade favorita",
    "country": "o país favorito",
    "season": "a estação favorita",
    "game": "o jogo favorito",
    "show": "o programa favorito",
    "artist": "o artista favorito",
    "restaurant": "o restaurante favorito",
    "dish": "o prato favorito",
    "fruit": "a fruta favorita",
    "subject": "a disciplina favorita",
    "author": "o autor favorito",
    "actor": "o ator favorito",
    "place": "o lugar favorito",
    "holiday": "o feriado favorito",
    "dessert": "a sobremesa favorita",
    "beer": "a cerveja favorita",
    "wine": "o vinho favorito",
    "series": "a série favorita",
    "podcast": "o podcast favorito",
    "music": "a música favorita",
    "genre": "o gênero favorito",
    "flower": "a flor favorita",
    "number": "o número favorito",
    "day": "o dia favorito",
    "month": "o mês favorito",
}
FAVORITE_NAMES = {thing: name + " do usuário" for thing, name in FAVORITE_NAMES_OF.items()}
# A preposition joins the article after it, in a name too ("do Porto").
CONTRACTIONS = {
    f"{prep} {article}": joined + art
    for prep, joined in (("de", "d"), ("em", "n"))
    for art in ("o", "a", "os", "as")
    for article in (art, art.capitalize())
}
BULLET_TEMPLATES = {
    "name:you": "O usuário se chama {o}",
    "name": "{s} se chama {o}",
    "age:you": "O usuário tem {o} anos",
    "age": "{s} tem {o} anos",
    "is:you": "O usuário é {o}",
    "is": "{s} é {o}",
    "lives_in:you": "O usuário mora em {o}",
    "lives_in": "{s} mora em {o}",
    "works_at:you": "O usuário trabalha em {o}",
    "works_at": "{s} trabalha em {o}",
    "born_in:you": "O usuário é de {o}",
    "born_in": "{s} é de {o}",
    "moved_from:you": "O usuário se mudou de {o}",
    "moved_from": "{s} se mudou de {o}",
    "moved_to:you": "O usuário se mudou para {o}",
    "moved_to": "{s} se mudou para {o}",
    "went_to:you": "O usuário esteve em {o}",
    "went_to": "{s} esteve em {o}",
    "participated_in:you": "O usuário participou de: {o}",
    "participated_in": "{s} participou de: {o}",
    "friend_of:you": "{o} e o usuário são amigos",
    "friend_of": "{s} e {o} são amigos",
    "has:you": "O usuário tem: {o}",
    "has": "{s} tem: {o}",
    "owns:you": "O usuário possui: {o}",
    "owns": "{s} possui: {o}",
    "favorite:you": "{thing} é {o}",
    "favorite": "{thing} de {s} é {o}",
    "kin:you": "{rel} se chama {o}",
    "kin": "{rel} de {s} se chama {o}",
    "subject:kin": "{srel}",
    # a plural relative: one of them is named, all of them agree with a plural verb
    "parents:you": "Um dos pais do usuário se chama {o}",
    "parents": "Um dos pais de {s} se chama {o}",
    "lives_in:parents": "{s} moram em {o}",
    "works_at:parents": "{s} trabalham em {o}",
    "is:parents": "{s} são {o}",
    "from:parents": "{s} são de {o}",
}
# Nouns that "ter" does not own: states, moments, plans ("tenho fome", "tenho uma reunião").
NOT_POSSESSIONS = frozenset(
    """alergia alergias intolerância fome sede medo sono frio calor pressa razão sorte vontade
    saudade saudades
    dor dores febre tosse gripe constipação certeza dúvida dúvidas pergunta perguntas ideia
    tempo problema problemas culpa jeito paciência reunião consulta encontro aula aulas
    aniversário compromisso compromissos turno trabalho folga cuidado vergonha bocadinho
    bocado vida vidas""".split()
)
# The speaker doubts the whole turn: every fact of it is hedged.
DOUBT_PHRASES = (
    ("não", "tenho", "a", "certeza"),
    ("não", "tenho", "certeza"),
    ("posso", "estar", "enganado"),
    ("posso", "estar", "enganada"),
)
TRAITS = frozenset(
    """vegetariano vegetariana vegetarianos vegetarianas vegano vegana veganos veganas
    casado casada casados solteiro solteira divorciado divorciada separado separada viúvo
    viúva grávida alérgico alérgica celíaco celíaca intolerante diabético diabética canhoto
    canhota destro destra surdo surda cego cega daltónico daltónica daltônico daltônica
    desempregado desempregada reformado reformada aposentado aposentada católico católica
    ateu ateia muçulmano muçulmana judeu judia budista evangélico evangélica cristão cristã
    espírita gay lésbica bissexual hétero introvertido introvertida extrovertido
    extrovertida tímido tímida autônomo autônoma autónomo autónoma""".split()
)
EVENT_WORDS = frozenset(
    """maratona meia corrida triatlo triatlo triatlon conferência congresso hackathon
    hackaton torneio competição festival campeonato workshop evento concurso olimpíadas
    feira seminário concerto""".split()
)
FRAME_VERBS = frozenset("dizer contar mencionar lembrar saber esquecer falar".split())
REPORT_VERBS = frozenset(
    "dizer achar pensar acreditar contar sonhar esperar falar jurar garantir afirmar".split()
)
# Portuguese drops the subject, so a verb-first sentence is no question by itself.
QUESTION_AUX = frozenset()

# Nouns, adjectives and pronouns that simplemma lemmatises to a verb ("professora" ->
# "professorar", "dele" -> "delir", "militar" looks like an infinitive): never verbs here.
_NOT_VERBS = (
    *"""professora arquiteta arquitecta carpinteira empregado empregada babá militar familiar
    particular popular vestibular espetacular similar calma inveja causa exausta gulosa
    dele deles dela delas amigo amiga completo completa responsável responsáveis""".split(),
)

# --- word lists (the UD reader's fields below are drawn from them) -------------------------
_WORD_LISTS = {
    # No "or": "-dora" nouns ("programadora") lemmatise to "-dor", and "pôr" is listed.
    "infinitive_suffixes": ("ar", "er", "ir"),
    "participle_marks": (("", "ado"), ("", "ada"), ("", "ido"), ("", "ida")),
    # "estar" states moods and places ("estou exausto", "está sol"), never an identity: an
    # auxiliary, not a copula ("estive em Paris" is still a trip).
    "copula": ("ser",),
    "become": (),
    "have": ("ter",),
    "modals": ("poder", "querer", "dever", "costumar"),
    # "me chamo", "se chama" need the pronoun; "chama-se", "chamo-me" carry it.
    "name_verbs": {"chamar": ("me", "te", "se", "nos"), "chamar-se": ()},
    "name_nouns": ("nome", "apelido", "alcunha"),
    "age_units": ("anos", "ano", "aninhos", "anitos"),
    "subject_pronouns": {
        "eu": "you",
        "nós": "you",
        "gente": "you",  # "a gente" = we
        "ele": "he",
        "ela": "she",
        "eles": "they",
        "elas": "they",
        # "você" takes the third person ("você mora"): the assistant, whom no pronoun kind
        # resolves to, so its clause says nothing about the user or anyone named.
        "você": "addressee",
        "vocês": "addressee",
        "tu": "addressee",
    },
    "relative_pronouns": ("que",),
    "coordinators": ("e", "mas", "ou", "nem", "porém", "enquanto", "contudo", "todavia"),
    "contrast": ("mas", "porém"),
    "subordinators": (
        "que",
        "se",
        "porque",
        "quando",
        "enquanto",
        "embora",
        "onde",
        "caso",
        "depois",
    ),
    "complementizers": ("que",),
    "prepositions": (
        "em",
        "de",
        "para",
        "por",
        "com",
        "sem",
        "sobre",
        "até",
        "desde",
        "como",
        "entre",
        "durante",
        "após",
        "contra",
    ),
    "prep_contractions": PREP_CONTRACTIONS,
    "np_linkers": ("de", "do", "da", "dos", "das", "à"),
    "prenominal_adjectives": (
        "jovem",
        "jovens",
        "melhor",
        "melhores",
        "querido",
        "querida",
        "velho",
        "velha",
        "grande",
        "novo",
        "nova",
        "único",
        "única",
        "primeiro",
        "primeira",
        "antigo",
        "antiga",
    ),
    "favorite_adjectives": tuple(sorted(FAVORITE_WORDS)),
    "friend_nouns": ("amigo", "amiga", "amigos", "amigas"),
    "place_heads": ("arredores", "zona", "região", "periferia"),
    "time_nouns": (
        "ano",
        "anos",
        "mês",
        "meses",
        "semana",
        "semanas",
        "dia",
        "dias",
        "fim",
        "fins",
        "verão",
        "inverno",
        "outono",
        "primavera",
        # "janeiro" is left out: "Rio de Janeiro" is a name ("em janeiro" has no capital).
        "fevereiro",
        "março",
        "abril",
        "maio",
        "junho",
        "julho",
        "agosto",
        "setembro",
        "outubro",
        "novembro",
        "dezembro",
        "segunda",
        "terça",
        "quarta",
        "quinta",
        "sexta",
        "sábado",
        "domingo",
        "manhã",
        "tarde",
        "noite",
        "madrugada",
        "férias",
        "natal",
        "páscoa",
        "faculdade",
        "momento",
        "tempo",
        "vida",
        "época",
        "altura",
        "turno",
        "vez",
        "vezes",
        "início",
        "começo",
    ),
    "place_stop": (
        "casa",
        "trabalho",
        "cama",
        "escola",
        "praia",
        "mar",
        "campo",
        "ginásio",
        "academia",
        "mercado",
        "rua",
        "centro",
        "apartamento",
        "apartamentinho",
        # a department or line of work, no employer ("trabalho no marketing", "no rh"):
        # no place either (_DEPARTMENTS)
        "marketing",
        "rh",
        "financeiro",
        "comercial",
        "vendas",
        "atendimento",
        "suporte",
        "jurídico",
        "administrativo",
        "logística",
        "produção",
        "compras",
        "ti",
        "área",
        "setor",
        "sector",
        "departamento",
    ),
    "moods": (
        # hooked on something: no identity ("sou viciada"); "viciado em X" is a taste
        "viciado",
        "viciada",
        "viciados",
        "viciadas",
        "cansado",
        "cansada",
        "cansados",
        "cansadas",
        "exausto",
        "exausta",
        "feliz",
        "felizes",
        "triste",
        "tristes",
        "contente",
        "contentes",
        "pronto",
        "pronta",
        "seguro",
        "segura",
        "doente",
        "ocupado",
        "ocupada",
        "livre",
        "aqui",
        "cá",
        "lá",
        "mal",
        "curioso",
        "curiosa",
        "nervoso",
        "nervosa",
        "preocupado",
        "preocupada",
        "chateado",
        "chateada",
        "entediado",
        "entediada",
        "animado",
        "animada",
        "zangado",
        "zangada",
        "irritado",
        "irritada",
        "orgulhoso",
        "orgulhosa",
        "adolescente",
        "fã",
        "pequeno",
        "pequena",
        "sozinho",
        "sozinha",
        "tranquilo",
        "tranquila",
        "acordado",
        "acordada",
        "velho",
        "velha",
        "velhinho",
        "velhinha",
        "incrível",
        "espetacular",
        "ótimo",
        "ótima",
        "lindo",
        "linda",
        "lindíssimo",
        "lindíssima",
        "espetáculo",
        "loucura",
        # "é a dona da casa" is a manner of speaking; "sou dono de X" is read as (dono, de).
        "dono",
        "dona",
        "em",
        "de",
    ),
    "ago_words": ("atrás",),  # "três anos atrás"
    "hedge_verbs": ("achar", "pensar", "acreditar", "supor", "imaginar", "saber", "crer"),
    # "trinta e quatro" is one number, not two clauses (see NUMBER_JOINERS below).
    "number_joiners": ("e",),
    # "estou a trabalhar", "voltei a morar": "a" before an infinitive is no article.
    "infinitive_markers": ("a",),
    # "moro em, é, em Curitiba": "é" alone between commas is a hesitation, not "is".
    "comma_fillers": ("é",),
}

# Language detection and warm-up (hotmem.nlp): letters only this language uses among the served
# ones, frequent function words (shared ones count for every owner), one warm-up sentence.
DETECT_LETTERS = "ãõ"
DETECT_WORDS = frozenset(
    """
    eu você o os um uma é sou meu minha meus minhas não com em na do ao pela num numa mas
    também muito moro mora trabalho trabalha tenho tem temos chamo chama onde estou ele ela
    eles elas isso isto tô tá né pra anos pois olha aqui lá já só então agora ainda nós
    nossa nosso foi estava acho quero vou mãe pai irmã irmão filho filha mulher obrigado
    obrigada valeu beleza fixe três faço faz fazer ter falar falo mim uns umas vezes fim ano
    dia coisa bem essa esse aquilo ia morar
    """.split()
)
WARMUP_TEXT = "A minha irmã Ana mora em Lisboa e eu trabalho na Sonae."

# The pipeline: spaCy packages to try, official names first (none: a blank tokenizer), and the
# reader that turns its output into clauses.
MODELS = ()

# Politeness openers (not a command), relative pronouns, the "e" inside spoken numbers.
OPENERS = frozenset({"por", "favor", "ei"})
RELATIVE_PRONOUNS = frozenset(_WORD_LISTS["relative_pronouns"])
# A relative adverb of place: the place it takes up is where the clause happens.
PLACE_RELATIVES = frozenset({"onde"})
NUMBER_JOINERS = frozenset(_WORD_LISTS["number_joiners"])

# The UD reader's grammar (the shallow parse of a blank pipeline, DEPENDENCY_LABELS = "none").
DEPENDENCY_LABELS = "none"
# "há três anos", "faz três anos": a time ago, never an age or a possession.
EXISTENTIAL = frozenset({"há", "havia", "houve", "faz", "fazia"})
# A hedging adverb doubts its own clause, not a whole rambling turn ("tenho 38 anos, sou
# dentista, talvez vire professor, sei lá, ...").
HEDGE_ADVERBS = frozenset({"talvez", "provavelmente", "possivelmente", "meio"})
NOT_PLACE_WORDS = frozenset(_WORD_LISTS["place_stop"])
_PLACE_STOP = _WORD_LISTS["place_stop"]
_DEPARTMENTS = frozenset(_PLACE_STOP[_PLACE_STOP.index("marketing") :])
# "estou a trabalhar na Sonae", "estou trabalhando": a progressive is still a fact.
# "comecei a fazer pilates", "continuo a morar em braga": the complement holds now.
ASSERTIVE_VERBS = frozenset({"estar", "começar", "continuar"})
COPULAS = frozenset(_WORD_LISTS["copula"])
# Verbs of passing states ("estou cansada", "agora tô na petrobras": where one is now).
STATE_COPULAS = frozenset({"estar"})
NAME_VERBS = frozenset(_WORD_LISTS["name_verbs"])
NAME_NOUNS = frozenset(_WORD_LISTS["name_nouns"])
AGE_NOUNS = frozenset(_WORD_LISTS["age_units"])
AGE_VERBS = frozenset({"fazer", "completar"})
# "ela tá com quatro anos", "estou com trinta anos": an age said with "estar com".
AGE_LINKS = frozenset({("estar", "com")})
COMPLEMENTIZERS = frozenset(_WORD_LISTS["complementizers"])
HEDGE_VERBS = frozenset(_WORD_LISTS["hedge_verbs"])
FRIEND_WORDS = frozenset(_WORD_LISTS["friend_nouns"])
CONTRAST_WORDS = frozenset(_WORD_LISTS["contrast"])
PLACE_HEADS = frozenset(_WORD_LISTS["place_heads"])
NAME_LINKS = frozenset(_WORD_LISTS["np_linkers"])
PARSER_WORDS = {
    # "fui bancária durante vinte anos": the preterite "ser" shares with "ir", before a noun.
    "copula_forms": {"fui": "ser", "fomos": "ser", "foi": "ser", "foram": "ser"},
    # A saint's title opening a place's name ("sou de são luís").
    "name_prefixes": ("são", "santa", "santo"),
    # Places the dictionary reads as common words ("roma", "natal"): after a bare
    # preposition of a lowercase transcript, a name.
    "place_names": (
        "lisboa",
        "porto",
        "braga",
        "faro",
        "setúbal",
        "funchal",
        "cascais",
        "amadora",
        "paris",
        "salvador",
        "fortaleza",
        "recife",
        "natal",
        "belém",
        "campinas",
        "vitória",
        "londrina",
        "brasil",
        "frança",
        "angola",
        "moçambique",
        "japão",
        "china",
        "argentina",
        "chile",
        "peru",
        "holanda",
        "suíça",
        "goiás",
        "ceará",
        "amazonas",
        "pará",
        "alagoas",
        "maranhão",
        "tocantins",
    ),
    # A noun after "have" that is a verb ("tenho intenção de abrir um bar"): the verb it stands for.
    "light_verbs": {"intenção": "pretender"},
    # Demonyms and people: "sou brasileira de são paulo", "sou um rapaz do porto" tell an
    # origin, "sou gerente da renner" none.
    "nationalities": tuple(
        f"{stem}{end}"
        for stems, ends in (
            (
                """brasileir mineir paulistan baian gaúch nordestin goian pernambucan paraiban
                alagoan sergipan italian american african angolan moçambican cabo-verdian
                argentin chilen peruan venezuelan colombian mexican boliviano uruguai
                paraguai cuban""".split(),
                ("o", "a", "os", "as"),
            ),
            (
                """portugu japon chin ingl franc holand irland escoc finland dinamarqu
                noruegu polon""".split(),
                ("ês", "esa", "eses", "esas"),
            ),
            (
                """carioca paulista capixaba potiguar nortista sulista cearense paraense
                amazonense catarinense paranaense maranhense piauiense fluminense brasiliense
                lisboeta portuense alfacinha tripeiro tripeira açoriano açoriana madeirense
                alemão alemã alemães alemãs espanhol espanhola espanhóis espanholas
                belga suíço suíça russo russa minhoto minhota transmontano transmontana
                alentejano alentejana algarvio algarvia nortenho nortenha beirão beirã
                ribatejano ribatejana interiorano interiorana caipira""".split(),
                ("",),
            ),
            # people said with where they come from: "sou um rapaz do porto"
            (
                """rapaz rapariga menino menina moço moça garoto garota miúdo miúda guri guria
                homem mulher pessoa cara""".split(),
                ("",),
            ),
        )
        for stem in stems
        for end in ends
    ),
    # Adverbs of manner a copula's past ("fui direto pro trabalho") would take for a role.
    # Place words too, never a noun's modifier: "numa agência de publicidade lá na paulista".
    # Days said by their adverb too ("nossa mano hoje foi punk"): when, never a name.
    "adverbs": tuple(
        """direto junto juntos juntas rapidinho depressa online lá ali aí acolá hoje ontem
        amanhã anteontem""".split()
    ),
    # "estou a planear": the European progressive, a gerund ("estou planejando")
    "progressive_verbs": ("estar", "andar"),
    # How well a language is spoken, said after its name: no part of it ("falo espanhol
    # fluente", "falo francês melhor do que muita gente").
    "language_manners": ("fluente", "fluentes", "fluentemente", "melhor", "pior", "bem", "mal"),
    # Language names, listed without "and" in speech ("falo inglês espanhol e francês").
    "languages": tuple(
        """português portugues inglês ingles francês frances alemão alemao espanhol
        italiano russo chinês chines mandarim japonês japones árabe arabe holandês
        holandes grego polonês polaco romeno turco coreano sueco norueguês dinamarquês
        húngaro hebraico hindi latim libras crioulo galego catalão tupi guarani""".split()
    ),
    # Plural relatives and pets: "dois filhos pedro e joana" names both.
    "plural_nouns": tuple(
        """filhos filhas irmãos irmãs manos manas gatos gatas cachorros cães cadelas primos
        primas netos netas sobrinhos sobrinhas tios tias amigos amigas gêmeos gémeos cachorras
        gatinhos gatinhas coelhos""".split()
    ),
    # Possessives after their noun: "o irmão dele" (his brother, the last man named).
    "possessives_after": ("dele", "dela"),
    # A name takes the definite article as a subject too: "o caio mora em curitiba", "a carol
    # é médica" (a word the dictionary does not know, before a verb of the third person).
    "articled_subject_names": True,
    # "a minha irmã a bia", "sou o duarte": an article before a name
    "definite_articles": ("o", "a", "os", "as"),
    # an unnamed place, with its article alone or inside its preposition ("num bar do centro")
    "indefinite_articles": ("um", "uma", "uns", "umas", "num", "numa", "nuns", "numas"),
    # First names the dictionary knows as words ("maria", "pedro", "lucas"): where a name
    # stands in a lowercase transcript ("o meu filho é o pedro", "o pedro e a maria"), a name.
    # Names that are common words too ("rosa", "clara", "luz", "dores") are left out.
    "given_names": tuple(
        """maria pedro lucas bernardo guilherme bruno rodrigo marcos francisco luís ricardo
        roberto rui tomás martim simão vasco caio márcio césar augusto helena laura mariana
        lorena letícia camila bruna juliana patrícia carolina carlota madalena margarida marta
        sara catarina vera regina diana benedito sebastião""".split()
    ),
    # A time noun that is a common noun after these words: "uma quinta no douro" (a farm),
    # not "na quinta" (Thursday).
    "time_homonyms": {"quinta": ("uma", "numa", "duma")},
    "prepositions": _WORD_LISTS["prepositions"],
    "prep_contractions": _WORD_LISTS["prep_contractions"],
    "clitics": ("me", "te", "se", "nos", "vos", "lhe", "lhes"),
    # "nos" before a verb of "nós" is the pronoun ("nos casamos"), elsewhere "em os"
    "clitic_persons": {"nos": "1p"},
    # "já morei em três países itália frança": the class counted, then its members
    "list_classes": ("países", "cidades", "estados", "continentes"),
    # "o médico disse que ... e além disso não como carne": the speaker's own addition
    "own_openers": ("além", "aliás"),
    # "trinta e poucos anos", "quarenta e tantos": a rough number
    "approx_tails": ("poucos", "poucas", "tantos", "tantas"),
    # "brincadeira tenho trinta e três", "mentira moro em lisboa": a comment, no subject
    "comment_nouns": ("brincadeira", "mentira", "zoeira", "piada"),
    "subject_pronouns": tuple(_WORD_LISTS["subject_pronouns"]),
    "modals": _WORD_LISTS["modals"],
    # Negations before the verb they deny: "sabe não curto balada" (a verb, past "sabe").
    "verb_negations": ("não", "nunca", "jamais"),
    # "estar" is the auxiliary of the progressive ("estou a trabalhar", "estou trabalhando"):
    # the infinitive or gerund after it is the clause's verb, as after "ter".
    "perfect_auxiliaries": (*_WORD_LISTS["have"], "estar"),
    "change_verbs": _WORD_LISTS["become"],
    "coordinators": _WORD_LISTS["coordinators"],
    "subordinators": _WORD_LISTS["subordinators"],
    "adjectives": (
        "ex",  # "un ex poliziotto": what one was
        *_WORD_LISTS["favorite_adjectives"],
        *_WORD_LISTS["prenominal_adjectives"],
        *_WORD_LISTS["moods"],
        # birth order after a relative ("mio fratello maggiore"): no name
        "gêmeo",
        # "meu avô é falecido": dead, no name (DEATH_VERBS reads it)
        *"morto morta mortos mortas falecido falecida falecidos falecidas".split(),
        "gêmea",
        "gémeo",
        "gémea",
        "caçula",
        "mais",
        # ordinals before a noun ("tá no sexto ano", "na terceira série"): no name, no adverb
        *(
            f"{stem}{end}"
            for stem in "primeir terceir sext sétim oitav non décim".split()
            for end in ("o", "a")
        ),
        "quinto",  # "quinta" is a farm, or Thursday
    ),
    # Plurals and units said as times ("tutte le mattine", "dieci minuti").
    "time_nouns": (
        *_WORD_LISTS["time_nouns"],
        "manhãs",
        "noites",
        "tardes",
        "minutos",
        "horas",
        "hora",
        "domingos",
        "sábados",
    ),
    # where a place is ("um bar do centro"), not a line of work ("uma empresa de logística")
    "place_nouns": tuple(w for w in _WORD_LISTS["place_stop"] if w not in _DEPARTMENTS),
    "ago_words": _WORD_LISTS["ago_words"],
    "infinitive_suffixes": _WORD_LISTS["infinitive_suffixes"],
    "participle_marks": _WORD_LISTS["participle_marks"],
    "infinitive_markers": _WORD_LISTS["infinitive_markers"],
    # English loanwords for workplaces, common nouns, no names: "trabalho numa startup de
    # tecnologia" (the dictionary lacks them).
    # Jobs said with an English or French word ("sou chef de cozinha", "sou barista"): roles,
    # no names.
    "nouns": (
        *_NOT_VERBS,
        *_DEPARTMENTS,
        *"startup startups fintech fintechs".split(),
        *"chef barista freelancer developer youtuber influencer motoboy personal".split(),
    ),
    "enclitic_joiner": "-",
    "comma_fillers": _WORD_LISTS["comma_fillers"],
    # Superlatives and adverbs: no noun, no name ("sono nervosissimo", "ormai").
    "adjective_endings": ("íssimo", "íssima", "íssimos", "íssimas"),
    "adverb_endings": ("mente",),
    # An infinitive the verb table does not list is its own lemma, and the dictionary leads
    # its gerund back to it ("organizar" <- "organizando"; "mulher" has none).
    "infinitive_probes": {"ar": "ando", "er": "endo", "ir": "indo"},
    # "a" is an article ("conheci a Ana") except after a word that governs it: "alérgico a
    # amendoim", "tenho alergia a pólen".
    "governed_preps": {
        word: ("a",) for word in "alérgico alérgica alérgicos alérgicas alergia".split()
    },
}
# Function words left out of full-text queries.
SEARCH_STOP_WORDS = frozenset(
    """
    ao aos as com da das de do dos ela ele em era essa esse esta este eu foi isso mas me
    meu meus minha minhas na nao nas no nos o os ou para pela pelo por pra que se sem seu
    sua sou tem tenho te teu tua um uma uns umas voce
    """.split()
)
# Snowball stemmer of full-text recall: a question's words find other forms of them.
STEMMER = "portuguese"
# The speaker takes back the correction just made (hotmem.lang.base: restore_markers).
RESTORE_MARKERS = (
    ("eu", "estava", "certo"),
    ("eu", "estava", "certa"),
    ("estava", "certo"),
    ("estava", "certa"),
    ("tinha", "razão"),
)
# Values of an exclusive group (hotmem.relations: Relation.exclusive): saying one ends the others
# ("vegan" now ends "vegetarian", "I'm a nurse now" ends "teacher"), unless said in one turn.
EXCLUSIVE_VALUES = {
    "diet_type": frozenset(
        """vegetariano vegetariana vegano vegana pescetariano pescetariana onívoro onívora
        flexitariano flexitariana""".split()
    ),
    "job_kind": frozenset(
        """professor professora enfermeiro enfermeira médico médica engenheiro engenheira
        desenvolvedor desenvolvedora programador programadora advogado advogada contador
        contadora contabilista arquiteto arquiteta designer escritor escritora jornalista
        cozinheiro cozinheira garçom garçonete empregado caixa eletricista encanador canalizador
        carpinteiro mecânico mecânica piloto motorista agricultor agricultora bombeiro bombeira
        farmacêutico farmacêutica dentista veterinário veterinária bibliotecário bibliotecária
        cientista pesquisador pesquisadora investigador investigadora vendedor vendedora gerente
        consultor consultora psicólogo psicóloga policial polícia soldado padeiro padeira
        açougueiro açougueira cabeleireiro cabeleireira fotógrafo fotógrafa músico música ator
        atriz tradutor tradutora secretário secretária recepcionista bancário bancária""".split()
    ),
}

# What people say about themselves beyond names and places (extraction v2, part 2):
# bullets, the display of canonical values, and the words of a question about them.
BULLET_TEMPLATES = {
    **BULLET_TEMPLATES,
    "from:you": "O usuário é de {o}",
    "from": "{s} é de {o}",
    "lived_in:you": "O usuário morava em {o}",
    "lived_in": "{s} morava em {o}",
    "worked_at:you": "O usuário trabalhava em {o}",
    "worked_at": "{s} trabalhava em {o}",
    "was:you": "O usuário era {o}",
    "was": "{s} era {o}",
    "likes:you": "O usuário gosta de: {o}",
    "likes": "{s} gosta de: {o}",
    "dislikes:you": "O usuário não gosta de: {o}",
    "dislikes": "{s} não gosta de: {o}",
    "plays:you": "O usuário pratica: {o}",
    "plays": "{s} pratica: {o}",
    "does:you": "O usuário pratica: {o}",
    "does": "{s} pratica: {o}",
    "plans:you": "O usuário pretende: {o}",
    "plans": "{s} pretende: {o}",
    "wants:you": "O usuário quer: {o}",
    "wants": "{s} quer: {o}",
    "allergic_to:you": "O usuário tem alergia a: {o}",
    "allergic_to": "{s} tem alergia a: {o}",
    "avoids:you": "O usuário não consome: {o}",
    "avoids": "{s} não consome: {o}",
    "studies:you": "O usuário estuda: {o}",
    "studies": "{s} estuda: {o}",
    "studies_at:you": "O usuário estuda em {o}",
    "studies_at": "{s} estuda em {o}",
    "studied:you": "O usuário estudou: {o}",
    "studied": "{s} estudou: {o}",
    "studied_at:you": "O usuário estudou em {o}",
    "studied_at": "{s} estudou em {o}",
    "speaks:you": "O usuário fala: {o}",
    "speaks": "{s} fala: {o}",
    "marital_status:you": "Estado civil do usuário: {o}",
    "marital_status": "Estado civil de {s}: {o}",
}
VALUE_NAMES = {
    "single": "solteiro/a",
    "married": "casado/a",
    "engaged": "noivo/a",
    "divorced": "divorciado/a",
    "widowed": "viúvo/a",
    "separated": "separado/a",
}
RELATION_CUES = {
    **RELATION_CUES,
    "from": ("onde", "origem", "crescer", "natural", "vir"),
    "lived_in": ("morar", "viver", "antes"),
    "worked_at": ("trabalhar", "antes", "trabalho"),
    "was": ("profissão", "antes", "trabalho"),
    "likes": ("gostar", "adorar", "amar", "favorito", "preferido"),
    "dislikes": ("odiar", "detestar", "suportar", "gostar"),
    "plays": ("jogar", "tocar", "instrumento", "esporte", "desporto"),
    "does": ("hobby", "tempo", "livre", "fim", "semana", "fazer"),
    "plans": ("plano", "planos", "futuro", "pretender", "querer"),
    "wants": ("querer", "desejar"),
    "allergic_to": ("alergia", "alérgico", "alérgica", "comer", "comida"),
    "avoids": ("comer", "comida", "dieta", "beber"),
    "studies": ("estudar", "curso", "faculdade"),
    "studies_at": ("estudar", "universidade", "escola", "faculdade"),
    "studied": ("estudar", "estudei", "formar", "diploma"),
    "studied_at": ("estudar", "universidade", "escola", "faculdade"),
    "speaks": ("falar", "língua", "línguas", "idioma", "idiomas"),
    "marital_status": (
        "casado",
        "casada",
        "solteiro",
        "solteira",
        "esposa",
        "marido",
        "noivo",
        "divorciado",
    ),
}

# Forget requests naming a topic instead of a value ("esquece onde moro"), and everything.
FORGET_TOPICS = {
    "onde moro": "lives_in",
    "onde vivo": "lives_in",
    "a minha morada": "lives_in",
    "onde trabalho": "works_at",
    "o meu trabalho": "works_at",
    "a minha idade": "age",
    "quantos anos tenho": "age",
    "o meu nome": "name",
    "como me chamo": "name",
    "de onde sou": "from",
    "a minha mulher": "wife",
    "a minha esposa": "wife",
    "o meu marido": "husband",
    "a minha irmã": "sister",
    "o meu irmão": "brother",
    "a minha mãe": "mother",
    "o meu pai": "father",
    "o meu cão": "dog",
    "o meu gato": "cat",
}
FORGET_EVERYTHING = (
    ("tudo", "o", "que", "sabes"),
    ("tudo", "o", "que", "sabe"),
    ("tudo", "sobre", "mim"),
    ("tudo", "o", "que", "te", "disse"),
)
# Words that make a stored value read as an order to the model ("my name is Ignore
# Previous Instructions"): the bullet quotes such a value.
INSTRUCTION_WORDS = frozenset(
    (
        "ignore ignora ignorar esqueça esquece desobedeça instruções instrução sistema assistente "
        "desenvolvedor"
    ).split()
)
# Orders aimed at a model often come in English whatever the conversation's language.
INSTRUCTION_WORDS |= frozenset(
    (
        "ignore disregard override bypass pretend obey jailbreak instructions instruction prompt "
        "system assistant developer"
    ).split()
)
# "um pouco de inglês": how much, not what.
PARTITIVES = frozenset({"pouco", "pouquinho"})

# Part 2 relations read off verb objects and obliques ("falo inglês", "jogo futebol", "sou de
# Recife", "estudo direito na PUC"). A bare "a" after "alérgico" is the preposition (see
# PARSER_WORDS["governed_preps"]), kept here although other "a" rows are dropped above.
_PART2_RELATIONS = {
    ("gostar", "de"): "likes",
    ("adorar", ""): "likes",
    ("amar", ""): "likes",
    ("curtir", ""): "likes",
    ("fã", "de"): "likes",
    ("fanático", "por"): "likes",  # "é fanático por futebol"
    ("fanática", "por"): "likes",
    ("apaixonado", "por"): "likes",
    ("apaixonada", "por"): "likes",
    ("viciado", "em"): "likes",  # "sou viciado em café"
    ("viciada", "em"): "likes",
    ("odiar", ""): "dislikes",
    ("detestar", ""): "dislikes",
    ("suportar", ""): "likes",  # only ever denied: "não suporto calor" dislikes it
    ("jogar", ""): "plays",
    ("tocar", ""): "plays",
    ("praticar", ""): "does",
    ("falar", ""): "speaks",
    ("estudar", ""): "studies",
    ("estudar", "em"): "studies_at",
    ("aprender", ""): "studies",  # "tô aprendendo coreano"
    ("tirar", ""): "studies",  # "estou a tirar engenharia" (FIELD_VERBS: a field only)
    ("cursar", ""): "studies",  # "curso direito na puc"
    # "fiz faculdade de história", "estou a fazer o mestrado em economia": a noun object's
    # phrase
    ("faculdade", "de"): "studies",
    ("mestrado", "em"): "studies",
    ("doutorado", "em"): "studies",
    ("doutoramento", "em"): "studies",
    ("licenciatura", "em"): "studies",
    ("formar", "em"): "studied",
    ("alérgico", "a"): "allergic_to",
    ("alérgica", "a"): "allergic_to",
    ("alérgicos", "a"): "allergic_to",
    ("alergia", "a"): "allergic_to",
    ("ter alergia", "a"): "allergic_to",  # "tenho alergia a pólen": the verb with its noun
    ("querer", ""): "wants",
}
# "dou aula num cursinho", "estudo numa escola": an indefinite article names no school.
_INDEFINITE_CONTRACTIONS = frozenset(
    {"num", "numa", "nuns", "numas", "dum", "duma", "duns", "dumas"}
)
# "estudo na PUC", "formei-me pela Nova" name a school; "formei-me em direito" a subject: only
# the article says which, as for employers.
_COURSES = ("faculdade", "mestrado", "doutorado", "doutoramento", "licenciatura", "graduação")
_SCHOOL_AT = {
    (verb, c): rel
    for verb, rel in (
        ("estudar", "studies_at"),
        ("formar", "studied_at"),
        ("tirar", "studies_at"),  # "estou a tirar engenharia no técnico" (FIELD_VERBS)
        ("cursar", "studies_at"),
        # "faço faculdade de medicina na usp", "estou a fazer o mestrado na nova": the
        # course object's school
        *((course, "studies_at") for course in _COURSES),
    )
    for c in ("no", "na", "nos", "nas", "pela", "pelo")
}
VERB_RELATIONS = {
    **VERB_RELATIONS,
    **_PART2_RELATIONS,
    **{
        (verb, short): relation
        for (verb, prep), relation in _PART2_RELATIONS.items()
        for short, full in PREP_CONTRACTIONS.items()
        if prep and full == prep and short not in _INDEFINITE_CONTRACTIONS
    },
    **_SCHOOL_AT,
}
# Liking told of a dative person: "me encanta o mar".
EXPERIENCER_VERBS = {"encantar": "likes"}
# What a denied verb asserts of its object: "não como carne", "não bebo álcool".
DENIED_RELATIONS = {("comer", ""): "avoids", ("beber", ""): "avoids", ("tomar", ""): "avoids"}
# "não posso tomar leite": a denied diet.
DENIAL_MODALS = frozenset({"poder"})
# A civil status said with its own word (adjective or verb), canonical values in English.
STATUS_WORDS = {
    **dict.fromkeys(
        ("casado", "casada", "casados", "casadas", "casar"), ("marital_status", "married")
    ),
    **dict.fromkeys(("solteiro", "solteira", "solteiros"), ("marital_status", "single")),
    **dict.fromkeys(
        ("divorciado", "divorciada", "divorciados", "divorciar"), ("marital_status", "divorced")
    ),
    **dict.fromkeys(("viúvo", "viúva"), ("marital_status", "widowed")),
    **dict.fromkeys(
        ("separado", "separada", "separados", "separar"), ("marital_status", "separated")
    ),
    **dict.fromkeys(("noivo", "noiva", "noivos"), ("marital_status", "engaged")),
}
# Words of degree a parser may take for the liked thing ("gosto muito de cinema").
DEGREE_WORDS = frozenset({"muito", "muitíssimo", "bastante", "demais", "imenso", "bem"})
# Verbs whose infinitive complement is a plan: "quero aprender alemão", "vou abrir uma
# cafeteria", "tô planejando abrir", "pretendo mudar".
PLAN_VERBS = frozenset({"querer", "pretender", "planejar", "planear", "pensar", "ir"})
# Words that make a plan a vague wish: "quero morar no Japão um dia".
VAGUE_MARKERS = (("um", "dia"), ("algum", "dia"), ("talvez",), ("se", "calhar"))
# Verbs whose bare object is an activity done: "faço ioga", "pratico judo".
ACTIVITY_VERBS = frozenset({"fazer", "praticar", "sair"})  # "saio para correr"
# Verbs that alone tell an activity done ("corro tutte le mattine", "ich meditiere").
ACTIVITY_INTRANSITIVES = frozenset(
    """correr nadar meditar pedalar pescar esquiar dançar
    surfar escalar cozinhar caminhar""".split()
)
# "um ex-policial", "um antigo professor": what the subject was.
FORMER_WORDS = frozenset(
    {"ex", "antigo", "antiga", "aposentado", "aposentada", "reformado", "reformada"}
)
# A liking verb with an infinitive complement: "gosto de ler", "adoro cozinhar".
COMPLEMENT_RELATIONS = {
    "gostar": "likes",
    "adorar": "likes",
    "amar": "likes",
    "curtir": "likes",
    "odiar": "dislikes",
    "detestar": "dislikes",
}
# A bare singular noun after a place preposition is a name in a lowercase transcript ("moro em
# lisboa", "sou de braga"), except these nouns that go bare ("em casa", "de carro", "de novo").
BARE_NOUN_IDIOMS = frozenset(
    """casa frente geral breve cima baixo pé forma caso vez vezes contato contacto dia férias
    tempo média parte público particular especial seguida conta causa torno vista lugar nome
    carro ônibus autocarro comboio trem metrô metro avião barco bicicleta bike moto mota táxi
    trabalho escola aula aulas pessoa silêncio paz paixão verdade dúvida cidade campo praia mar
    terra família grupo equipe equipa saúde dieta greve manhã tarde noite madrugada novo nova
    repente graça fora dentro cor sempre trás diante acordo cuidado fato facto resto momento
    vida mim ti si rua faculdade universidade cursinho academia ginásio mercado centro
    interior exterior estrangeiro internet linha casamento festa jantar almoço hospital
    cama área ordem tipo base resumo princípio início fim meio conjunto segredo""".split()
)

# A relative only mentioned ("minha mãe quer que ...") is (you, has, the noun as said).
MENTIONED_KIN = True
# Pets (and these plurals and children) with "o"/"as" as the object of the user's own verb
# are the user's: "levei o cachorro pra passear", "deixei as crianças na escola".
HOUSEHOLD_ARTICLES = frozenset({"o", "a", "os", "as"})
DEFINITE_HOUSEHOLD = frozenset({"cachorros", "crianças", "miúdos"})
# In-laws and other relatives the taxonomy has no noun for: only mentioned, had as said.
MENTIONED_ONLY_KIN = frozenset(
    """sogra sogro sogros cunhada cunhado cunhadas cunhados genro nora concunhada concunhado
    bisavó bisavô bisavós bisneto bisneta bisnetos afilhado afilhada madrinha padrinho""".split()
)


# Familiar forms of names -> the name they stand for (hotmem.identity): "sampa" is são paulo.
NICKNAMES = {
    "sampa": "são paulo",
    "zé": "josé",
    "chico": "francisco",
    "rio": "rio de janeiro",
    "floripa": "florianópolis",
    "beto": "roberto",
    "nando": "fernando",
    "guto": "augusto",
    "tonho": "antônio",
    "bia": "beatriz",
}
# Fields of study: "faço enfermagem", "faz direito" is studying them, no hobby.
STUDY_FIELDS = frozenset(
    """medicina enfermagem direito administração economia engenharia arquitetura arquitectura
    psicologia história letras filosofia biologia química física matemática farmácia
    odontologia veterinária jornalismo contabilidade nutrição fisioterapia informática
    pedagogia sociologia biomedicina agronomia""".split()
)
# "estou a tirar engenharia informática no técnico": a course taken; "tirar fotos" is none
FIELD_VERBS = frozenset({"tirar", "cursar"})
# "estou no segundo ano de medicina na usp": a year of a course, with its field (STUDY_FIELDS)
STUDY_YEAR_NOUNS = frozenset({"ano", "período", "semestre"})
STUDY_YEAR_ORDINALS = frozenset(
    f"{stem}{end}"
    for stem in """primeir segund terceir quart quint sext sétim oitav non décim últim
    penúltim""".split()
    for end in ("o", "a")
)
# "aqui em manaus ... eu moro aqui": a place adverb takes up the place named before it;
# "sou de pelotas lá do sul": the phrase after it places the one before.
PLACE_DEICTICS = frozenset({"aqui", "cá", "lá", "ali", "aí"})
# "sou enfermeira no hospital x", "médica pela unimed": where the job is done; the article
# tells an institution from a city ("em lisboa").
# An unnamed one too: "sou garçom num bar do centro" -> works_at bar.
WORK_PREPS = frozenset({"no", "na", "pelo", "pela", "num", "numa", "em um", "em uma"})
# A student's place after the copula is where they study, not an employer.
STUDY_ROLES = frozenset("estudante aluno aluna".split())
# "parei de fumar", "deixei de comer carne": a verb that stops the one it governs.
STOP_VERBS = frozenset({"deixar", "parar"})
# Dates in queries and past turns (hotmem.dates, hotmem.recall): month names and their
# number, the words that ask for a time, and the words that date what a turn tells.
MONTH_NAMES = {
    "janeiro": 1,
    "fevereiro": 2,
    "março": 3,
    "abril": 4,
    "maio": 5,
    "junho": 6,
    "julho": 7,
    "agosto": 8,
    "setembro": 9,
    "outubro": 10,
    "novembro": 11,
    "dezembro": 12,
    "marco": 3,
}
WHEN_WORDS = frozenset({"quando"})
TIME_WORDS = frozenset(
    """
    amanhã ano anteontem domingo fim-de-semana hoje há mês ontem passada passado quarta
    quinta segunda semana sexta sábado terça
    """.split()
)
# A past turn quoted in the memory message (hotmem.injection.said_line): {d} its date
# (ISO 8601), {o} its words, quoted.
BULLET_TEMPLATES = {**BULLET_TEMPLATES, "episode": "Em {d} o usuário disse: {o}"}

# Palavras que contradizem um valor sem substituí-lo ("sou vegetariana", depois "ontem comi um
# bife"): o valor fica, com um conflito aberto para perguntar (hotmem.lifecycle).
_CONFLICT_MEAT = frozenset(
    """carne bife picanha porco presunto bacon toucinho frango peru cordeiro vitela linguiça
    salsicha hambúrguer salame costela""".split()
)
_CONFLICT_FISH = frozenset("peixe salmão atum camarão sushi bacalhau lagosta caranguejo".split())
_CONFLICT_ANIMAL = frozenset("queijo leite ovo manteiga iogurte mel nata".split())
CONFLICT_CUES = {
    **dict.fromkeys(("vegetariano", "vegetariana"), _CONFLICT_MEAT | _CONFLICT_FISH),
    **dict.fromkeys(("vegano", "vegana"), _CONFLICT_MEAT | _CONFLICT_FISH | _CONFLICT_ANIMAL),
    **dict.fromkeys(("pescetariano", "pescetariana"), _CONFLICT_MEAT),
}
CONFLICT_TEMPLATE = 'O usuário disse as duas coisas: que {x} e "{y}"'

# "Afinal era coimbra": uma correção desfeita nomeando o valor de antes.
RESTORE_VALUE_MARKERS = (
    ("afinal",),
    ("no", "fim"),
    ("estava", "certo"),
    ("estava", "certa"),
    ("tinha", "razao"),
)
RESTORE_MARKERS = (
    *RESTORE_MARKERS,
    ("o", "primeiro", "estava", "certo"),
    ("eu", "acertei", "antes"),
)
# "Eu estava certo antes / da primeira vez": palavras que remetem a algo dito antes.
RESTORE_EARLIER_WORDS = frozenset("antes primeira primeiro inicio".split())
# Abreviaturas que não são iniciais (hotmem.identity): "sta catarina" é "santa catarina".
ABBREVIATIONS = {
    "sta": "santa",
    "sto": "santo",
    "s": "são",
    "av": "avenida",
    "univ": "universidade",
    "vw": "volkswagen",
}
# Traits of character: in a finished past only a phase, no former role ("I was shy").
TEMPERAMENTS = frozenset(
    "tímido tímida introvertido introvertida extrovertido extrovertida".split()
)
# Verbs of becoming: a status word right after one is the status now.
# "estou noiva", "tá solteira de novo": "estar" states the status now too.
BECOME_VERBS = frozenset("ficar estar".split())
# A status word whose gender tells the partner its phrase names: "noiva do felipe",
# "casada com o joão".
STATUS_PARTNERS = {"casada": "husband", "casado": "wife", "noiva": "fiance", "noivo": "fiancee"}
# "eu e o rodrigo ficamos noivos", "a ana e eu casamos": the partner named with the speaker,
# by the name's article
PAIR_PARTNERS = {
    "noivos": {"o": "fiance", "a": "fiancee"},
    "casados": {"o": "husband", "a": "wife"},
    "casar": {"o": "husband", "a": "wife"},
}
PARTNER_PREPS = frozenset({"com", "de", "do", "da"})
# Verbs of getting: a possession only of relatives and pets ("adotei um cão").
ACQUIRE_VERBS = frozenset({"adotar"})

# A transcript's question anywhere in the turn (no question mark): the turn is a question.
ASK_PHRASES = (
    ("você", "conhece"),
    ("você", "sabe", "me"),
    ("você", "sabe", "se"),
    ("você", "acha"),
    ("você", "recomenda"),
    ("que", "horas"),
    ("tem", "algum"),
    ("tem", "alguma"),
    ("me", "tira", "uma", "dúvida"),
    ("me", "diz", "uma", "coisa"),
    ("será", "que"),
    ("me", "ajuda"),
)
# Shaped like a question, asking nothing: "quem me dera ter um cachorro" (a wish).
RHETORICAL_PHRASES = (("quem", "me", "dera"),)
# Words of a passing mood: a turn with no fact that says one is small talk.
MOOD_WORDS = frozenset(
    """cansado cansada exausto exausta estressado estressada triste entediado entediada
    chateado chateada orgulhoso orgulhosa preocupado preocupada
    zangado zangada animado animada""".split()
)
# "o meu cachorro morreu", "a minha avó faleceu": a relative or pet no longer had.
DEATH_VERBS = frozenset(
    {"morrer", "falecer", *"morto morta mortos mortas falecido falecida".split()}
)
