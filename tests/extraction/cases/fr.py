"""French cases for tests/extraction/test_languages.py (fr_core_news_sm, UD reader).

Whole utterances through the real model; most sentences are not in the gold set, so they check
that the rules generalise. The row shapes are described in ``cases/__init__.py``.
"""

from __future__ import annotations

from hotmem import intent as intents

FACTS = [
    # identity and attributes
    (
        "Je m'appelle Pierre et je suis ingénieur.",
        {("you", "name", "pierre"), ("you", "is", "ingénieur")},
    ),
    (
        "je m'appelle julie et j'habite à lyon",
        {("you", "name", "julie"), ("you", "lives_in", "lyon")},
    ),
    ("J'ai vingt-deux ans.", {("you", "age", "22")}),
    # a capitalised subject opening the sentence, no known word, is a name the tagger missed
    ("Sophie travaille chez Airbus.", {("sophie", "works_at", "airbus")}),
    ("Emma a 9 ans.", {("emma", "age", "9")}),
    ("Maison a 9 ans.", set()),
    ("J'ai quatre-vingt-un ans.", {("you", "age", "81")}),
    ("J'ai soixante-dix ans.", {("you", "age", "70")}),
    ("Je suis mariée.", {("you", "marital_status", "married")}),
    ("Je suis fatiguée.", set()),
    (
        "Je travaille comme prof dans un lycée.",
        {("you", "is", "prof"), ("you", "works_at", "lycée")},
    ),
    ("Ma couleur préférée est le rouge.", {("you", "favorite_color", "rouge")}),
    ("Mon film préféré, c'est Titanic.", {("you", "favorite_movie", "titanic")}),
    # residence, work, origin, moves, trips
    (
        "J'habite à Marseille avec mon copain.",
        {("you", "lives_in", "marseille"), ("you", "has", "copain")},  # only mentioned
    ),
    (
        "Je suis né à Lyon mais j'habite à Paris.",
        {("you", "born_in", "lyon"), ("you", "lives_in", "paris")},
    ),
    ("Je vis à Genève depuis 2010.", {("you", "lives_in", "genève")}),
    ("On habite dans un petit appartement à Lyon.", {("you", "lives_in", "lyon")}),
    ("Ça fait trois ans que j'habite à Lille.", {("you", "lives_in", "lille")}),
    ("Je travaille à la mairie.", {("you", "works_at", "mairie")}),
    ("J'ai déménagé à Londres il y a deux ans.", {("you", "moved_to", "londres")}),
    ("Je viens de déménager à Grenoble.", {("you", "moved_to", "grenoble")}),
    ("On est allés à Rome l'été dernier.", {("you", "went_to", "rome")}),
    ("Ma sœur et moi sommes allées à Rome.", {("you", "went_to", "rome")}),
    ("J'ai couru le marathon de Paris.", {("you", "participated_in", "marathon de paris")}),
    # a number that names the race; an ordinal says which time, no part of it; "celui de X"
    # restates the noun and names it
    ("j'ai participé aux 20 km de bruxelles", {("you", "participated_in", "20 km de bruxelles")}),
    (
        "mon frère a participé aux 24 heures du mans",
        {("brother", "participated_in", "24 heures du mans")},
    ),
    ("j'ai deux chats de gouttière", {("you", "has", "chats")}),
    # "emménager" is a move like "déménager"
    ("je viens d'emménager à lyon", {("you", "moved_to", "lyon")}),
    ("ma fille vient d'emménager à montréal", {("daughter", "moved_to", "montréal")}),
    ("on a emménagé en bretagne l'an dernier", {("you", "moved_to", "bretagne")}),
    ("mon fils a emménagé à bordeaux", {("son", "moved_to", "bordeaux")}),
    ("on a emménagé dans un nouvel appart", set()),
    # back from a named place: a trip there
    ("je suis revenu de floride la semaine passée", {("you", "went_to", "floride")}),
    ("ma sœur est rentrée du japon hier", {("sister", "went_to", "japon")}),
    ("je reviens du boulot", set()),
    # a word with an apostrophe inside stays whole (APOSTROPHE_WORDS)
    ("je parle le ch'ti", {("you", "speaks", "ch'ti")}),
    ("mon père parle le ch'ti", {("father", "speaks", "ch'ti")}),
    # "il y a deux ans" after the place: the parse hangs the place under "ans"; it is the verb's
    (
        "on est allés au québec il y a deux ans pour voir les baleines",
        {("you", "went_to", "québec")},
    ),
    (
        "ça m'a rappelé quand on est allés au québec il y a deux ans",
        {("you", "went_to", "québec")},
    ),
    ("je suis rentré de vacances", set()),
    # a place under the stay's purpose is where the studies are, no move
    (
        "ma fille vient d'emménager à montréal pour ses études à mcgill",
        {("daughter", "moved_to", "montréal")},
    ),
    ("ma fille vient de déménager pour ses études à mcgill", {("you", "has", "fille")}),
    # "en" with a bare number counts the relatives or pets said before
    (
        "est-ce que les chats peuvent manger du thon parce que j'en ai deux à la maison",
        {("you", "has", "chats")},
    ),
    ("tu sais les enfants ça coûte cher et j'en ai quatre", {("you", "has", "enfants")}),
    ("mon frère a couru son premier marathon", {("brother", "participated_in", "marathon")}),
    (
        "hier j'ai couru mon premier semi-marathon celui de lille",
        {("you", "participated_in", "semi-marathon de lille")},
    ),
    (
        "ma sœur a participé à son premier triathlon celui de nice",
        {("sister", "participated_in", "triathlon de nice")},
    ),
    ("Mon copain vient d'Italie.", {("boyfriend", "from", "italie")}),
    ("Ma sœur travaille chez Google depuis trois ans.", {("sister", "works_at", "google")}),
    ("Je conduis une Clio.", {("you", "owns", "clio")}),
    # kinship, pets, friends
    ("J'ai un chien qui s'appelle Max.", {("you", "dog", "max")}),
    ("J'ai une sœur. Elle s'appelle Emma.", {("you", "sister", "emma")}),
    (
        "Ma mère s'appelle Sylvie et elle habite à Nice.",
        {("you", "mother", "sylvie"), ("sylvie", "lives_in", "nice")},
    ),
    ("Ma fille Julie a dix ans.", {("you", "daughter", "julie"), ("julie", "age", "10")}),
    ("Mon chien Filou a trois ans.", {("you", "dog", "filou"), ("filou", "age", "3")}),
    ("Mon meilleur ami s'appelle Louis.", {("you", "friend_of", "louis")}),
    ("Louis est mon cousin.", {("you", "cousin", "louis")}),
    ("Ma petite sœur s'appelle Inès.", {("you", "sister", "inès")}),
    ("Ma copine Léa est infirmière.", {("you", "girlfriend", "léa"), ("léa", "is", "infirmière")}),
    (
        "Mon fils s'appelle Lucas et il a cinq ans.",
        {("you", "son", "lucas"), ("lucas", "age", "5")},
    ),
    # possession
    ("J'ai trente ans et deux enfants.", {("you", "age", "30"), ("you", "has", "enfants")}),
    ("J'ai trois enfants : Léo, Emma et Jules.", {("you", "has", "enfants")}),
    ("J'ai faim.", set()),
    ("J'ai besoin d'une voiture.", set()),
    ("Il y a un chat chez moi.", set()),
    # several subjects
    (
        "Je travaille chez Google et ma femme chez Amazon.",
        {("you", "works_at", "google"), ("wife", "works_at", "amazon")},
    ),
    ("Mes parents habitent à Nice.", {("parents", "lives_in", "nice")}),  # as "mis padres"
    # gold-set regressions
    ("Moi c'est Inès.", {("you", "name", "inès")}),
    ("Mon grand-père a quatre-vingt-douze ans.", {("grandfather", "age", "92")}),
    (
        "Bah j'ai quitté Paris pour m'installer à Annecy.",
        {("you", "moved_from", "paris"), ("you", "moved_to", "annecy")},
    ),
    ("Karim et Julien sont potes depuis le lycée.", {("karim", "friend_of", "julien")}),
    # part 2: verb objects, origins, allergies, past twins
    ("je joue de la guitare", {("you", "plays", "guitare")}),
    ("je déteste les huîtres", {("you", "dislikes", "huîtres")}),
    ("je supporte pas le jazz", {("you", "dislikes", "jazz")}),
    ("je suis allergique aux arachides", {("you", "allergic_to", "arachides")}),
    ("Avant, j'habitais à Bordeaux.", {("you", "lived_in", "bordeaux")}),
    ("j'ai bossé chez Ubisoft pendant six ans", {("you", "worked_at", "ubisoft")}),
    (
        "Je suis né à Rennes mais du coup j'ai déménagé à Nantes.",
        {("you", "born_in", "rennes"), ("you", "moved_to", "nantes")},
    ),
    # part 2: denied eating, civil status
    ("je ne mange pas de viande", {("you", "avoids", "viande")}),
    ("je mange de la viande", set()),
    ("je suis divorcée depuis deux ans", {("you", "marital_status", "divorced")}),
    # part 2: plans and wants
    (
        "je compte déménager à bordeaux l'année prochaine",
        {("you", "plans", "déménager à bordeaux")},
    ),
    ("je veux vraiment un chien", {("you", "wants", "chien")}),
    ("Je vais déménager à Lyon le mois prochain.", {("you", "plans", "déménager à lyon")}),
    ("Je voulais dire Julia, pas Julie.", set()),
    ("je fais du yoga tous les matins", {("you", "does", "yoga")}),
    ("je nage depuis dix ans", {("you", "does", "nager")}),
    ("je cours partout pour les emmener", set()),  # rushing, no sport
    ("je sépare les blancs des jaunes", set()),  # a thing separated, no status
    # lowercase transcripts: bare names after a preposition, names after a kin noun
    ("je je bosse chez decathlon depuis genre cinq ans", {("you", "works_at", "decathlon")}),
    ("euh j'habite à lille", {("you", "lives_in", "lille")}),
    ("moi je suis toujours à grenoble", {("you", "lives_in", "grenoble")}),
    ("je suis à la maison", set()),
    ("je reste à laval depuis trois ans", {("you", "lives_in", "laval")}),
    ("je reste à la maison", set()),
    ("je suis en vacances", set()),
    ("je suis prof de maths", {("you", "is", "prof de maths")}),
    ("je suis diabétique de type un", {("you", "is", "diabétique")}),
    ("j'ai un char pis un chalet", {("you", "has", "char"), ("you", "has", "chalet")}),
    (
        "ma tante sylvie qui habite à nouméa",
        {("you", "aunt", "sylvie"), ("sylvie", "lives_in", "nouméa")},
    ),
    ("ma sœur aînée habite à lyon", {("sister", "lives_in", "lyon")}),
    ("J'ai grandi à Liège.", {("you", "from", "liège")}),
    ("Je parle allemand.", {("you", "speaks", "allemand")}),
    # a subject pronoun doubling the relative before it
    (
        "ma mère elle bosse à la mairie de perpignan",
        {("mother", "works_at", "mairie de perpignan")},
    ),
    ("mon fils matteo il a seize ans", {("you", "son", "matteo"), ("matteo", "age", "16")}),
    # "du côté de": a way of saying where, no part of the name
    ("j'habite à lille du côté de wazemmes", {("you", "lives_in", "lille")}),
    # hyphenated words the tokenizer splits are one word again
    ("je travaille chez hydro-québec", {("you", "works_at", "hydro-québec")}),
    ("je vis avec mon conjoint marc-antoine", {("you", "partner", "marc-antoine")}),
    # favorites: "série" is a show, values misparsed across their words, "ça reste"
    ("ma série préférée c'est kaamelott", {("you", "favorite_show", "kaamelott")}),
    ("mon chanteur préféré c'est stromae", {("you", "favorite_singer", "stromae")}),
    (
        "Ma boisson préférée, c'est le thé à la menthe.",
        {("you", "favorite_drink", "thé à la menthe")},
    ),
    ("mon plat préféré c'est les moules-frites", {("you", "favorite_dish", "moules-frites")}),
    ("mon jeu préféré ça reste mario kart", {("you", "favorite_game", "mario kart")}),
    (
        "ma saison préférée c'est l'automne à cause des couleurs",
        {("you", "favorite_season", "automne")},
    ),
    # a participle the tagger made the auxiliary's object
    ("j'ai grandi au saguenay", {("you", "from", "saguenay")}),
    # an object the tagger hung on its verb by another arc, and the list after it
    (
        "je parle anglais espagnol et un peu d'arabe",
        {("you", "speaks", "anglais"), ("you", "speaks", "espagnol"), ("you", "speaks", "arabe")},
    ),
    ("moi je kiffe le métal", {("you", "likes", "métal")}),
    ("je parle aussi néerlandais", {("you", "speaks", "néerlandais")}),
    # a denied food or drink: "pas de", "ni ... ni"
    ("je bois pas de café", {("you", "avoids", "café")}),
    (
        "Je ne mange ni viande ni poisson.",
        {("you", "avoids", "viande"), ("you", "avoids", "poisson")},
    ),
    # a self-repair with "non pardon"
    (
        "je bosse chez orange non pardon chez free",
        {("you", "works_at", "free")},
    ),
    # wants and plans: a noun the tagger made a verb, "avoir envie de"
    ("ma fille veut un hamster", {("daughter", "wants", "hamster")}),
    ("j'ai envie d'un vélo pour aller au boulot", {("you", "wants", "vélo")}),
    ("j'ai envie d'apprendre le japonais", {("you", "plans", "apprendre le japonais")}),
    # idioms that are never a place
    ("j'ai travaillé à la poste avant de me lancer à mon compte", {("you", "worked_at", "poste")}),
    # a liking verb with an infinitive; things "avoir" does not own
    ("J'adore cuisiner.", {("you", "likes", "cuisiner")}),
    ("Je déteste courir.", {("you", "dislikes", "courir")}),
    ("j'ai une question pour toi", set()),
    # places the tagger reads as plural nouns (PLACE_NAMES)
    ("mon frère habite à nantes", {("brother", "lives_in", "nantes")}),
    ("je viens de trois-rivières", {("you", "from", "trois-rivières")}),
    ("ma sœur elle habite à bordeaux", {("sister", "lives_in", "bordeaux")}),
    # a name right after a naming verb, whatever its tag ("zoé" as a preposition)
    ("j'ai une nièce qui s'appelle zoé", {("you", "niece", "zoé")}),
    # jobs and nationalities the tagger makes adjectives (TRAITS)
    ("mon père il était cheminot pendant trente ans", {("father", "was", "cheminot")}),
    (
        "j'ai une coloc qui s'appelle nina elle est brésilienne",
        {("you", "roommate", "nina"), ("nina", "is", "brésilienne")},
    ),
    # "moi c'est X": a self-introduction's lowercase name, a favorite asked before, no trait
    (
        "salut moi c'est mathilde et j'habite à lille",
        {("you", "name", "mathilde"), ("you", "lives_in", "lille")},
    ),
    ("moi c'est pareil", set()),
    ("moi c'est la même chose", set()),
    ("Moi, ce que je veux, c'est un kayak.", {("you", "wants", "kayak")}),  # no name
    (
        "c'est quoi ton film préféré moi c'est le dîner de cons",
        {("you", "favorite_movie", "dîner de cons")},
    ),
    # times and idioms are no relation's value ("du matin au soir", "à droite à gauche")
    ("mon fils joue à fortnite du matin au soir", {("son", "plays", "fortnite")}),
    ("je joue du piano à force de les écouter", {("you", "plays", "piano")}),
    ("j'ai pas pu le lâcher de tout le week-end", set()),
    # a lowercase name after "c'est" the tagger made a participle or an adverb
    ("ma meilleure amie c'est inès", {("you", "friend_of", "inès")}),
    ("ma sœur c'est julie", {("you", "sister", "julie")}),
    ("moi c'est camille et j'ai 20 ans", {("you", "name", "camille"), ("you", "age", "20")}),
    ("ma sœur c'est pareil", set()),
    # who says a clause is only mentioned, even where spoken subjects are misread
    ("ma mère me dit que je travaille trop", {("you", "has", "mère")}),
    ("Ma sœur dit qu'elle habite à Rome.", {("you", "has", "sœur")}),  # as "mi hermana dice"
    ("je suis ado et j'habite à paris", {("you", "lives_in", "paris")}),
    # "je sais pas où/comment ...": an embedded question, no hedge of the turn
    (
        "je sais plus où donner de la tête bon je bosse chez proximus",
        {("you", "works_at", "proximus")},
    ),
    # a lowercase name the tagger made a pronoun after its preposition
    ("je bosse chez ikea à gand", {("you", "works_at", "ikea")}),
    # a status verb under a plan verb is a plan, not the status now
    ("je vais me marier en juin", set()),
    # a spoken topic taken up again by its pronoun later in the turn
    (
        "ma grand-mère elle avait une ferme en normandie et j'y passais tous mes étés "
        "aujourd'hui elle habite à caen",
        {("grandmother", "lives_in", "caen")},
    ),
    # a lowercase place name the parse made a fixed part of its preposition or an adverb
    ("je vis à dubaï", {("you", "lives_in", "dubaï")}),
    # a coordinated clause the tagger made a noun is no second possession
    ("j'ai une voiture mais je la prends presque jamais", {("you", "has", "voiture")}),
    # a favorite's value named by a relative clause is its name
    (
        "mon resto préféré c'est le petit bouchon en bas de chez moi qui s'appelle chez georges",
        {("you", "favorite_restaurant", "chez georges")},
    ),
    ("ma série préférée c'est une série qui s'appelle dark", {("you", "favorite_show", "dark")}),
    # a lowercase name opening the sentence is its subject, whatever its tag
    (
        "emma fait de la danse et louise joue du violon",
        {("emma", "does", "danse"), ("louise", "plays", "violon")},
    ),
    ("ouais fait chaud aujourd'hui", set()),
    # a preposition the parse labelled punctuation still introduces its noun
    ("faque je bosse chez desjardins", {("you", "works_at", "desjardins")}),
    # a favorite word is no name, even tagged so
    ("Mon plat préféré, c'est les moules-frites.", {("you", "favorite_dish", "moules-frites")}),
    # a time clause tells when: its age or attribute is no fact of now
    ("je joue de la guitare depuis que j'ai quinze ans", {("you", "plays", "guitare")}),
    # a perfect copula's auxiliary hangs on the predicate: a finished past
    ("j'ai été institutrice pendant trente ans", {("you", "was", "institutrice")}),
    # naming an object pronoun names the pet, not the user
    ("j'ai un chat, je l'ai appelé sushi", {("you", "cat", "sushi")}),
    # a relative only mentioned after a preposition
    ("je m'occupe de mes petits-enfants le mercredi", {("you", "has", "petits-enfants")}),
    ("titanic c'est celui de ma femme", set()),
    # a present trip with a time ahead is a plan; with none, or to no named place, nothing
    ("je pars au japon en avril", {("you", "plans", "partir au japon")}),
    # nothing below a dream is a fact, even with an adverb between the perfect's words
    ("j'ai toujours rêvé d'aller au japon", set()),
    # a trade is no workplace; a town is no employer
    ("je bosse dans la pub", set()),
    ("je bosse dans un cabinet à nancy", {("you", "works_at", "cabinet")}),
    # "être de" as the copula's own phrase only
    ("moi c'est le dîner de cons", set()),
    ("je suis de lyon", {("you", "from", "lyon")}),
    # a liked noun the tagger made a pronoun is the verb's object
    (
        "je bois pas de café par contre j'adore le thé",
        {("you", "avoids", "café"), ("you", "likes", "thé")},
    ),
    # the phrase right after a verb with its own subject is that verb's
    (
        "moi je fais du ski de rando tout l'hiver et mon mari fait du parapente",
        {("you", "does", "ski de rando"), ("husband", "does", "parapente")},
    ),
    # a relative listed after a relative clause; names listed after a plural; a kin's age
    (
        "j'ai une sœur qui s'appelle julie et un frère",
        {("you", "sister", "julie"), ("you", "has", "frère")},
    ),
    ("on a deux enfants léo et maja", {("you", "child", "léo"), ("you", "child", "maja")}),
    # studies: a number ends a university's name; "diplômée de"; "apprendre"; "ses études à"
    (
        "J'étudie la médecine à Lyon 1.",
        {("you", "studies", "médecine"), ("you", "studies_at", "lyon 1")},
    ),
    ("Je suis diplômée de HEC Montréal.", {("you", "studied_at", "hec montréal")}),
    ("j'apprends l'espagnol depuis janvier", {("you", "studies", "espagnol")}),
    ("j'ai fait mes études à la sorbonne", {("you", "studied_at", "sorbonne")}),
    (
        "j'ai une fille de six ans qui s'appelle rose",
        {("you", "daughter", "rose"), ("rose", "age", "6")},
    ),
    # "des études de X": the object noun's own phrase, not "faire de" (an activity)
    ("je fais des études de médecine", {("you", "studies", "médecine")}),
    ("j'ai fait des études d'histoire", {("you", "studied", "histoire")}),
    ("je fais du vélo", {("you", "does", "vélo")}),
    # familiar partners; a noun subject calling the speaker names nobody
    ("mon mec bosse chez airbus", {("boyfriend", "works_at", "airbus")}),
    ("ma meuf est infirmière", {("girlfriend", "is", "infirmière")}),
    ("ma sœur m'a appelé hier", {("you", "has", "sœur")}),  # a call, no name
    # a denied modal over a diet verb, "ne" dropped; "du tout" is no part of the value
    ("je peux pas manger de gluten du tout", {("you", "avoids", "gluten")}),
    ("je fais un master de psycho", {("you", "studies", "psycho")}),
    # a filler ends a noun phrase; "euh non" repairs the value before it
    ("j'ai trente ans euh non trente et un", {("you", "age", "31")}),
    # a lowercase name after "de" and a common noun is that noun's; a firm's trade word
    (
        "j'étudie l'informatique à l'université de caen",
        {("you", "studies", "informatique"), ("you", "studies_at", "université de caen")},
    ),
    ("je bosse chez darvel logistique", {("you", "works_at", "darvel logistique")}),
    # a name the parse read as punctuation is the verb's object
    ("on a quitté paris l'an dernier", {("you", "moved_from", "paris")}),
    # "en" stands for what is counted: no age; a weekday with its article is when
    ("je m'occupe de mes petits-enfants j'en ai cinq", {("you", "has", "petits-enfants")}),
    ("j'adore cuisiner surtout le dimanche", {("you", "likes", "cuisiner")}),
    # a pseudo-cleft's value is its verb's object
    ("ce que j'aime c'est la danse", {("you", "likes", "danse")}),
    ("moi ce que je veux c'est un kayak", {("you", "wants", "kayak")}),
    ("ce que je déteste c'est le jazz", {("you", "dislikes", "jazz")}),
    # a hedge of one statement of a run-on transcript stays in it
    (
        "euh je sais pas si je t'ai déjà dit mais je suis cœliaque donc je peux pas manger de"
        " gluten et c'est galère au resto franchement",
        {("you", "is", "cœliaque"), ("you", "avoids", "gluten")},
    ),
    # "être chez" a name: the employer (not a home, a relative's place nor a doctor's)
    ("je suis chez CAE depuis deux ans", {("you", "works_at", "cae")}),
    ("maintenant je suis chez Michelin", {("you", "works_at", "michelin")}),
    ("ça fait douze ans que je suis chez Michelin", {("you", "works_at", "michelin")}),
    ("je suis chez moi ce soir", set()),
    ("je suis chez le médecin", set()),
    # a denied "supporter" is a dislike; the plain verb is a fan's
    ("je supporte pas les épinards", {("you", "dislikes", "épinards")}),
    ("je ne supporte pas la chaleur", {("you", "dislikes", "chaleur")}),
    ("je peux pas supporter le bruit", {("you", "dislikes", "bruit")}),
    ("j'ai jamais supporté le café", {("you", "dislikes", "café")}),
    # a naming relative the parse misreads (the name made its head): read off the words
    (
        "on a deux chiens qui s'appellent réglisse et biscotte",
        {("you", "dog", "réglisse"), ("you", "dog", "biscotte")},
    ),
    (
        "nous avons deux chats qui s'appellent tom et félix",
        {("you", "cat", "tom"), ("you", "cat", "félix")},
    ),
    ("j'ai un chat qui s'appelait minou", {("you", "cat", "minou")}),
    (
        "mes enfants s'appellent léo et maja",
        {("you", "child", "léo"), ("you", "child", "maja")},
    ),
    (
        "nos enfants s'appellent léo et maja",
        {("you", "child", "léo"), ("you", "child", "maja")},
    ),
    ("ma sœur m'appelle tous les jours", set()),
    # a lowercase place read as a participle after its preposition, the next clause hung on it
    ("je viens de rimouski", {("you", "from", "rimouski")}),
    ("ma mère vient de rimouski", {("mother", "from", "rimouski")}),
    (
        "je viens de rimouski mais j'habite à lyon",
        {("you", "from", "rimouski"), ("you", "lives_in", "lyon")},
    ),
    # a pluperfect is a finished past: a trip made, not a plan
    ("on était allés au vietnam", {("you", "went_to", "vietnam")}),
    ("on était partis en grèce", {("you", "went_to", "grèce")}),
    # relatives the taxonomy has no noun for are had as said; familiar kin words
    ("je passe noël chez mes grands-parents", {("you", "has", "grands-parents")}),
    (
        "je parle un peu d'arabe grâce à mes grands-parents",
        {("you", "speaks", "arabe"), ("you", "has", "grands-parents")},
    ),
    ("mon tonton habite à nice", {("uncle", "lives_in", "nice")}),
    ("mon tonton jacques est venu", {("you", "uncle", "jacques")}),
    # "chez" the parse made a subordinator of the employer's name: a job's place
    (
        "je suis développeur chez netora",
        {("you", "is", "développeur"), ("you", "works_at", "netora")},
    ),
    (
        "ma sœur est infirmière chez medica",
        {("sister", "is", "infirmière"), ("sister", "works_at", "medica")},
    ),
    # a name the tagger read as a pronoun of no list
    ("mon fils léo a six ans", {("you", "son", "léo"), ("léo", "age", "6")}),
    # a year of a course (or "en" + course) with its field: studies, and where
    (
        "je suis en deuxième année de psycho à l'uqam",
        {("you", "studies", "psycho"), ("you", "studies_at", "uqam")},
    ),
    ("je suis en troisième année de droit", {("you", "studies", "droit")}),
    (
        "ma fille est en première année de médecine à lyon",
        {("daughter", "studies", "médecine"), ("daughter", "studies_at", "lyon")},
    ),
    ("je suis en fac de bio", {("you", "studies", "bio")}),
    # the school with its article after the preposition, and its name after "de"
    (
        "je suis en deuxième année de droit à la fac de nanterre",
        {("you", "studies", "droit"), ("you", "studies_at", "fac de nanterre")},
    ),
    (
        "ma sœur est en première année de psycho à l'université de nantes",
        {("sister", "studies", "psycho"), ("sister", "studies_at", "université de nantes")},
    ),
    # the weather's "il fait beau": no activity of anyone
    (
        "le week-end je fais de la voile avec mon père quand il fait beau",
        {("you", "does", "voile"), ("you", "has", "père")},
    ),
    ("s'il fait chaud on fait du vélo", {("you", "does", "vélo")}),
    # "comme des X" after a verb of work is a likeness, no job; a bare noun is the job
    ("on bosse comme des malades", set()),
    ("je travaille comme des dingues toute la semaine", set()),
    ("je bosse comme serveur", {("you", "is", "serveur")}),
    # verbs that alone are a pastime, and never a name after a relative
    ("le week-end je bricole dans le garage", {("you", "does", "bricoler")}),
    ("le dimanche je jardine", {("you", "does", "jardiner")}),
    ("je jardine beaucoup", {("you", "does", "jardiner")}),
    ("ma mère jardine tous les jours", set()),
    ("ma grand-mère tricote le soir", set()),
    # an unnamed workplace after a job title, "dans" too; a part of the country is none
    (
        "je suis serveur dans un bar du centre",
        {("you", "is", "serveur"), ("you", "works_at", "bar")},
    ),
    (
        "je suis comptable dans une entreprise de logistique",
        {("you", "is", "comptable"), ("you", "works_at", "entreprise de logistique")},
    ),
    ("je suis prof dans le sud", {("you", "is", "prof")}),
    (
        "mon frère est prof de sport au lycée",
        {("brother", "is", "prof"), ("brother", "works_at", "lycée")},
    ),
    (
        "je suis prof de maths dans un collège",
        {("you", "is", "prof de maths"), ("you", "works_at", "collège")},
    ),
    # "chef" with no article is a job, no boss
    (
        "je suis chef de projet chez orange",
        {("you", "is", "chef de projet"), ("you", "works_at", "orange")},
    ),
    # a relative or pet that died is no longer had
    ("mon grand-père est décédé en 2010", set()),
    ("mon chat est mort", set()),
    ("mon chien est mort l'an dernier", set()),  # a dated year is when, no object
    # a second object with no link to the first is another clause's ("tu imagines le bordel")
    ("j'ai trois gamins donc tu imagines le bordel à la maison", {("you", "has", "gamins")}),
    (
        "j'ai un char pis un chalet dans les laurentides",
        {("you", "has", "char"), ("you", "has", "chalet")},
    ),
    # a filler closing a copula clause is no predicate
    ("je suis végétarien hein", {("you", "is", "végétarien")}),
    ("ma femme est infirmière hein", {("wife", "is", "infirmière")}),
    # a long run-on turn is cut before "on" and "tu" too
    (
        "alors pour les vacances on hésite encore entre la grèce et le portugal mais l'an dernier"
        " on était partis au vietnam trois semaines c'était incroyable",
        {("you", "went_to", "vietnam")},
    ),
    (
        "bon alors moi j'ai deux gamins et un chien donc tu imagines le bazar à la maison tous"
        " les soirs quand tout le monde rentre",
        {("you", "has", "gamins"), ("you", "has", "chien")},
    ),
    (
        "ouais alors euh le week-end en général on va au marché le samedi matin et tu sais quoi"
        " je fais du yoga tous les dimanches",
        {("you", "does", "yoga")},
    ),
    # a listed job said of a relative or a name, with or without its article, is their "is"
    ("mon père est chef", {("father", "is", "chef")}),
    ("mon copain c'est un chef", {("boyfriend", "is", "chef")}),
    ("paul est un chef", {("paul", "is", "chef")}),
    ("ma mère était couturière", {("mother", "was", "couturière")}),
    ("ma mère elle était couturière", {("mother", "was", "couturière")}),
    ("c'est mon chef", set()),
    ("marc est un cousin", set()),
    # a subject taken up by a stressed pronoun, then "c'est"
    ("mon copain lui c'est un chef", {("boyfriend", "is", "chef")}),
    ("ma femme elle c'est une avocate", {("wife", "is", "avocate")}),
    ("mon père lui c'est un prof", {("father", "is", "prof")}),
    # the role after the workplace ("comme"), which the parse hangs on the workplace
    (
        "je bosse à la sncf comme contrôleur",
        {("you", "works_at", "sncf"), ("you", "is", "contrôleur")},
    ),
    (
        "mon frère travaille à la sncf comme contrôleur",
        {("brother", "works_at", "sncf"), ("brother", "is", "contrôleur")},
    ),
    # a compound noun the parse split ("N de N", no article)
    ("je joue au tennis de table", {("you", "plays", "tennis de table")}),
    ("mon fils joue au tennis de table", {("son", "plays", "tennis de table")}),
    ("avant j'étais prof de maths", {("you", "was", "prof de maths")}),
    ("ma mère était prof de maths", {("mother", "was", "prof de maths")}),
    # a cleft: the focus with its preposition is the verb's ("c'est à X que je ...")
    ("c'est à lyon que j'habite", {("you", "lives_in", "lyon")}),
    ("c'est à sherbrooke que je reste", {("you", "lives_in", "sherbrooke")}),
    ("c'est chez renault que je travaille", {("you", "works_at", "renault")}),
    ("c'est à toulouse que je suis né", {("you", "born_in", "toulouse")}),
    ("c'est en espagne qu'on est allés l'été dernier", {("you", "went_to", "espagne")}),
    ("c'est ma sœur qui habite à lyon", {("sister", "lives_in", "lyon")}),
    ("c'est mon frère qui bosse chez renault", {("brother", "works_at", "renault")}),
    ("c'est moi qui habite à lyon", {("you", "lives_in", "lyon")}),
    ("c'est une ville que j'adore", set()),  # a relative clause, no cleft
    # hooked on, a fan of: likes
    ("je suis accro aux jeux vidéo", {("you", "likes", "jeux vidéo")}),
    ("ma fille est accro aux séries", {("daughter", "likes", "séries")}),
    ("ma femme est passionnée d'équitation", {("wife", "likes", "équitation")}),
    # a name the tagger read as a plural pronoun after its preposition
    ("je bosse chez free", {("you", "works_at", "free")}),
    # "en fait" inside the clause is no place; a listed town after the workplace is where it is
    (
        "je suis infirmière en fait à l'hôpital de la citadelle à liège",
        {("you", "is", "infirmière"), ("you", "works_at", "hôpital de la citadelle")},
    ),
    ("j'habite en fait à lyon", {("you", "lives_in", "lyon")}),
    # a degree's school; a university's number closes its name
    ("j'ai fait mon bac à l'université laval", {("you", "studied_at", "université laval")}),
    (
        "j'ai fait une licence d'histoire à la sorbonne",
        {("you", "studied", "histoire"), ("you", "studied_at", "sorbonne")},
    ),
    ("j'étudie à paris 8", {("you", "studies_at", "paris 8")}),
    ("j'ai vécu à paris 3 ans", {("you", "lived_in", "paris")}),
    # a hyphenated name joined after the parse keeps its first word's place in the tree
    (
        "je travaille à l'hôpital de la croix-rousse",
        {("you", "works_at", "hôpital de la croix-rousse")},
    ),
    (
        "je suis infirmière à l'hôpital de la croix-rousse",
        {("you", "is", "infirmière"), ("you", "works_at", "hôpital de la croix-rousse")},
    ),
    # an object said first, the verb last
    ("le jazz j'adore", {("you", "likes", "jazz")}),
    ("le jazz manouche, j'adore !", {("you", "likes", "jazz manouche")}),
    ("les épinards je déteste", {("you", "dislikes", "épinards")}),
    ("le rap j'aime pas trop", {("you", "dislikes", "rap")}),
    ("le foot je kiffe grave", {("you", "likes", "foot")}),
    ("ma sœur j'adore", set()),
    # a time of day with its article is when, no object
    ("je jardine un peu le matin", {("you", "does", "jardiner")}),
    ("je cours le soir", {("you", "does", "courir")}),
    # a relative's verb the tagger made a noun hung on the relative
    ("ma grand-mère parle le breton", {("grandmother", "speaks", "breton")}),
    ("mon père parle anglais", {("father", "speaks", "anglais")}),
    (
        "mon frère bosse à la sncf comme contrôleur",
        {("brother", "works_at", "sncf"), ("brother", "is", "contrôleur")},
    ),
    # a relative who gives the user something is only mentioned: the thing given is no fact
    ("mes petits-enfants m'ont offert une enceinte pour noël", {("you", "has", "petits-enfants")}),
    # starting again is doing
    (
        "sinon ça va j'ai recommencé à travailler lundi chez desjardins",
        {("you", "works_at", "desjardins")},
    ),
    # "en" right before the verb counts what was said before, whatever the parse: no age
    ("mon frère adore les chiens il en a trois", {("brother", "likes", "chiens")}),
    ("il en a trois", set()),
    ("elle n'en a que deux", set()),
    # back from a place with a time ahead: on the way home, no plan (RETURN_VERBS)
    ("on rentre d'italie demain", set()),
    ("je rentre du japon la semaine prochaine", set()),
    ("ma soeur revient de londres demain", set()),
    # "fruits de mer" with "mer" read as a verb: the compound, and nothing said after it
    ("je suis allergique aux fruits de mer", {("you", "allergic_to", "fruits de mer")}),
    ("ma copine adore les fruits de mer", {("girlfriend", "likes", "fruits de mer")}),
    (
        "ma femme est allergique aux fruits de mer et moi aux noix",
        {("wife", "allergic_to", "fruits de mer"), ("you", "allergic_to", "noix")},
    ),
    # "elle" after the wife takes her up for an allergy too
    (
        "ma femme et moi on cherche un resto et elle est allergique aux noix",
        {("wife", "allergic_to", "noix")},
    ),
    # a copula with a subject of its own: its place is no workplace of the speaker
    (
        "je suis prof et mes enfants sont à l'école",
        {("you", "is", "prof"), ("you", "has", "enfants")},
    ),
    (
        "je suis prof à lille et mes enfants sont à l'école",
        {("you", "is", "prof"), ("you", "has", "enfants")},
    ),
    (
        "mon mari est prof et mes enfants sont à l'école",
        {("husband", "is", "prof"), ("you", "has", "enfants")},
    ),
    (
        "je suis infirmière et mon mari est à lyon",
        {("you", "is", "infirmière"), ("husband", "lives_in", "lyon")},
    ),
    # arrived with years since: a move (ARRIVAL_VERBS); lately: nothing
    ("je suis arrivée en france il y a quatre ans", {("you", "moved_to", "france")}),
    (
        "mes parents sont arrivés au canada il y a trente ans",
        {("parents", "moved_to", "canada")},
    ),
    ("je suis arrivé à lyon il y a deux ans pour le boulot", {("you", "moved_to", "lyon")}),
    ("on est arrivés en italie hier soir", set()),
    ("je suis arrivé à la gare il y a deux heures", set()),
    # a lowercase name after a kin noun that the parse made the kin noun's verb clause
    (
        "mon frère yanis vit à dubaï",
        {("you", "brother", "yanis"), ("yanis", "lives_in", "dubaï")},
    ),
    (
        "mon frère kevin vit à marseille",
        {("you", "brother", "kevin"), ("kevin", "lives_in", "marseille")},
    ),
    # "c'est le bordel" is a clause of its own, no subject of the verb after it
    (
        "alors dans ma famille c'est un peu le bordel euh mon frère yanis il vit à dubaï",
        {("you", "brother", "yanis"), ("yanis", "lives_in", "dubaï")},
    ),
    ("dans ma famille c'est le bordel mon frère il vit à lyon", {("brother", "lives_in", "lyon")}),
    # "là-bas" takes up the place named before for a move too
    (
        "il fait combien à montréal parce que ma fille vient d'emménager là-bas",
        {("daughter", "moved_to", "montréal")},
    ),
    (
        "il fait beau à nice et mon fils vient de déménager là-bas",
        {("son", "moved_to", "nice")},
    ),
    (
        "dis-moi il fait combien à montréal parce que ma fille chloé vient d'emménager là-bas",
        {("you", "daughter", "chloé"), ("chloé", "moved_to", "montréal")},
    ),
    # years more or less than someone: a difference, no age (AGE_COMPARATIVES)
    ("mon frère il a deux ans de plus que moi", set()),
    ("ma sœur a trois ans de moins que moi", set()),
    (
        "mon frère s'appelle hugo il a deux ans de plus que moi il habite à metz",
        {("you", "brother", "hugo"), ("hugo", "lives_in", "metz")},
    ),
    # "monter à paris" with the years since: a move (ARRIVAL_VERBS); for a day: nothing
    ("je suis monté à paris il y a dix ans", {("you", "moved_to", "paris")}),
    (
        "et puis je suis monté à paris pour le boulot il y a quinze ans",
        {("you", "moved_to", "paris")},
    ),
    ("on est montés à paris hier pour le salon", set()),
    # a kin noun the tagger made the adjective of the lowercase name after it
    (
        "mon cousin bastien vit au québec",
        {("you", "cousin", "bastien"), ("bastien", "lives_in", "québec")},
    ),
    (
        "mon oncle marcel habite à brest",
        {("you", "uncle", "marcel"), ("marcel", "lives_in", "brest")},
    ),
    ("mon cousin germain vit à lyon", set()),
    # a workplace's name set right after its noun
    (
        "ma femme est prof de maths au collège jean moulin",
        {("wife", "is", "prof de maths"), ("wife", "works_at", "collège jean moulin")},
    ),
    (
        "je suis prof au collège jean moulin",
        {("you", "is", "prof"), ("you", "works_at", "collège jean moulin")},
    ),
    ("je suis prof au collège", {("you", "is", "prof"), ("you", "works_at", "collège")}),
    # an article the tagger made the clitic of an unknown "verb" (a cheese): the noun's
    ("je supporte pas le munster", {("you", "dislikes", "munster")}),
    ("par contre je supporte pas le munster beurk ça pue", {("you", "dislikes", "munster")}),
    (
        "je fais du ski de rando tout l'hiver et mon mari fait du parapente",
        {("you", "does", "ski de rando"), ("husband", "does", "parapente")},
    ),
    ("je le kiffe", set()),
    # a plan's phrase stops before its time, its determiner too ("cet été")
    ("je compte passer le permis cet été", {("you", "plans", "passer le permis")}),
    ("je vais passer le permis cette année", {("you", "plans", "passer le permis")}),
    ("je compte refaire la cuisine ce printemps", {("you", "plans", "refaire la cuisine")}),
    # talking with the listener now is no plan
    ("je vais jaser avec toi un peu", set()),
    ("bon je vais discuter avec toi", set()),
    (
        "je vais déménager avec mon copain à lyon",
        {("you", "plans", "déménager"), ("you", "has", "copain")},
    ),
    # a word of the dictionary before a preposition is a verb, no kin's name
    ("mon père capote sur le canadien", set()),
    ("ma tante sylvie habite à lyon", {("you", "aunt", "sylvie"), ("sylvie", "lives_in", "lyon")}),
    ("mon chien filou a trois ans", {("you", "dog", "filou"), ("filou", "age", "3")}),
    # a "mais" topic opens a clause of its own: no second thing liked
    (
        "j'aime les jeux de stratégie mais les jeux de sport j'haïs ça",
        {("you", "likes", "jeux de stratégie")},
    ),
    ("j'aime le jazz mais aussi le rap", {("you", "likes", "jazz"), ("you", "likes", "rap")}),
    # the word after "chez" is its noun, whatever the tagger read
    ("je travaille chez bombardier depuis le printemps", {("you", "works_at", "bombardier")}),
    ("je travaille chez tissot", {("you", "works_at", "tissot")}),
    ("moi je travaille chez tissot au locle", {("you", "works_at", "tissot")}),
    ("je bosse chez leroy merlin au rayon jardin", {("you", "works_at", "leroy merlin")}),
    ("je dors chez moi ce soir", set()),
    # the body and exams are no possessions
    ("il a les genoux en vrac", set()),
    ("on a ça dans le sang", set()),
    ("j'ai un partiel de finance lundi", set()),
    ("j'ai mal au dos", set()),
    ("j'ai une voiture", {("you", "has", "voiture")}),
    # a relative a "he"/"she" tells a fact of later: that fact alone, no mention
    (
        "mon père il m'emmenait au stade bon maintenant il a quatre-vingts ans",
        {("father", "age", "80")},
    ),
    (
        "mais mon fils lui il s'en fiche il étudie l'informatique à l'epfl",
        {("son", "studies", "informatique"), ("son", "studies_at", "epfl")},
    ),
    ("mon père il m'emmenait au stade", {("you", "has", "père")}),
    # trades the tagger reads as adjectives
    ("Mon père était diplomate.", {("father", "was", "diplomate")}),
    ("mon père lui il était horloger toute sa carrière", {("father", "was", "horloger")}),
    ("ma mère est bibliothécaire", {("mother", "is", "bibliothécaire")}),
    ("j'ai été marin pêcheur pendant trente ans", {("you", "was", "marin pêcheur")}),
    ("il est diplomatique", set()),
    # a place the dictionary knows as a verb, after its preposition
    ("maintenant je vis à quimper", {("you", "lives_in", "quimper")}),
    ("j'habite à quimper depuis dix ans", {("you", "lives_in", "quimper")}),
    ("quimper c'est joli", set()),
    # a time listed after a possession is none ("et le matin c'est la guerre"), nor a schedule
    (
        "j'ai un chat qui s'appelle pistache et un chien aussi et le matin c'est la guerre",
        {("you", "cat", "pistache"), ("you", "has", "chien")},
    ),
    ("on a des horaires complètement décalés", set()),
    ("j'ai un chien et le soir je le promène", {("you", "has", "chien")}),
    # an adverb after an object's modifier is no part of it
    (
        "je parle le suisse allemand surtout avec ma grand-mère",
        {("you", "speaks", "suisse allemand"), ("you", "has", "grand-mère")},
    ),
]

MULTI = []

# an adverb the tagger made a noun is no part of a favorite; "la fin de semaine" is when
FACTS += [
    ("mon chanteur préféré c'est brel forcément", {("you", "favorite_singer", "brel")}),
    ("j'ai une job le soir pis la fin de semaine", set()),
    # a noun the parse listed with the adjective after the noun before: listed with the noun
    (
        "ma fille elle a des poissons rouges et un lapin qui s'appelle caramel",
        {("daughter", "has", "poissons"), ("daughter", "rabbit", "caramel")},
    ),
    (
        "ma femme bosse chez renault et mon frère habite à nantes",
        {("wife", "works_at", "renault"), ("brother", "lives_in", "nantes")},
    ),
    ("ma blonde s'appelle audrey", {("you", "girlfriend", "audrey")}),
    ("le matin au boulot je suis un zombie", set()),
    # "à" and a bare known noun right after a noun: a compound ("course à pied")
    ("je fais de la course à pied le dimanche", {("you", "does", "course à pied")}),
    ("j'ai deux chats à la maison", {("you", "has", "chats")}),
    # an unknown lowercase word after its preposition, tagged an infinitive, is a place's name
    ("je viens de rimouski", {("you", "from", "rimouski")}),
    ("je viens de manger", set()),
    # a prepositional phrase before "c'est" is no dislocated subject
    ("du coup à noël c'est toujours toute une organisation", set()),
    # a lowercase name's run stops before the subject of a clause of its own ("thomas c'est")
    (
        "mon frère s'appelle théo thomas c'est mon cousin",
        {("you", "brother", "théo")},
    ),
    # a role's work place after the copula: "chez" X, "à" a common noun (never a bare town)
    (
        "ma sœur est infirmière à l'hôpital sainte-justine",
        {("sister", "is", "infirmière"), ("sister", "works_at", "hôpital sainte-justine")},
    ),
    (
        "j'étais comptable chez michelin",
        {("you", "was", "comptable"), ("you", "worked_at", "michelin")},
    ),
    ("je suis prof à lyon", {("you", "is", "prof")}),
    ("je suis infirmière à la retraite", {("you", "is", "infirmière")}),
    (
        "je suis étudiant à la sorbonne",
        {("you", "is", "étudiant"), ("you", "studies_at", "sorbonne")},
    ),
    # a word no dictionary knows after a preposition and its article is a place's name
    ("mon père est de la martinique", {("father", "from", "martinique")}),
    ("ma mère est du maroc", {("mother", "from", "maroc")}),
    # a trait joined to the copula's predicate is one more predicate, whatever its tag
    ("je suis gaucher et daltonien", {("you", "is", "gaucher"), ("you", "is", "daltonien")}),
    # a degree "en" a field: the field studied
    ("je fais un master en droit", {("you", "studies", "droit")}),
    ("j'ai fait mon bac en génie", {("you", "studied", "génie")}),
    # a clause with its own subject after a wish's infinitive is said beside the wish
    (
        "j'aimerais avoir un chien mais ma femme est allergique aux chiens",
        {("wife", "allergic_to", "chiens")},
    ),
    # a relative only mentioned as a subject: of a plain verb, of a mood
    ("mes gosses m'ont rendu chèvre aujourd'hui", {("you", "has", "gosses")}),
    ("mes enfants dorment encore", {("you", "has", "enfants")}),
    ("ma mère fait toujours trop à manger", {("you", "has", "mère")}),
    ("ma fille était malade hier", {("you", "has", "fille")}),
    # a spoken "y a" without its "il" is of no one, not of the relative said before
    ("ma fille était malade et y a des jours où je craque", {("you", "has", "fille")}),
    # what is wanted in "ce qu'il veut faire" is not said: no plan
    ("il sait pas ce qu'il veut faire", set()),
    ("ma grand-mère elle a une tête incroyable", set()),
    # a "he"/"she" after the user's relative takes them up
    (
        "ma femme me dit que je suis fou, elle travaille chez renault",
        {("wife", "works_at", "renault")},
    ),
    ("mon père est venu nous voir hier, il habite à lille", {("father", "lives_in", "lille")}),
    (
        "ma grand-mère elle a quatre-vingt-dix ans et elle vit toute seule à annecy",
        {("grandmother", "age", "90"), ("grandmother", "lives_in", "annecy")},
    ),
    # a going with an activity said with words of a routine is what one does, no plan
    ("le samedi matin je vais courir le long du canal", {("you", "does", "courir")}),
    ("le dimanche je vais pêcher", {("you", "does", "pêcher")}),
    ("tous les samedis je vais nager", {("you", "does", "nager")}),
    ("samedi je vais courir", {("you", "plans", "courir")}),
    ("j'adore cuisiner surtout le dimanche", {("you", "likes", "cuisiner")}),
    # running with a purpose clause after it is going somewhere, no sport
    ("je cours partout pour les emmener à l'école", set()),
    # a possessive "de" phrase after a value says whose it is, no part of the value
    (
        "mon plat préféré c'est le couscous de ma mère",
        {("you", "favorite_dish", "couscous"), ("you", "has", "mère")},
    ),
    (
        "mon plat préféré c'est la blanquette de veau de ma grand-mère",
        {("you", "favorite_dish", "blanquette de veau"), ("you", "has", "grand-mère")},
    ),
    # a self-introduction's name before a reaction or a filler
    ("ouais alors euh moi c'est karim enchanté", {("you", "name", "karim")}),
    ("moi c'est sarah euh j'ai 25 ans", {("you", "name", "sarah"), ("you", "age", "25")}),
    # a lowercase name the tagger made the verb, before a doubling "il"/"elle"
    (
        "mon frère théo il est kiné il habite à grenoble",
        {("you", "brother", "théo"), ("théo", "is", "kiné"), ("théo", "lives_in", "grenoble")},
    ),
    (
        "ma cousine léa elle habite à nantes",
        {("you", "cousin", "léa"), ("léa", "lives_in", "nantes")},
    ),
]

NEGATED = [
    ("Je n'ai pas de frère.", set(), {("you", "has", "frère")}),
    ("Je ne travaille plus chez Total.", set(), {("you", "works_at", "total")}),
    ("Je n'ai jamais habité à Paris.", set(), {("you", "lived_in", "paris")}),
    ("J'ai arrêté de travailler chez Carrefour.", set(), {("you", "works_at", "carrefour")}),
    (
        "Je m'appelle pas Pierre, je m'appelle Paul.",
        {("you", "name", "paul")},
        {("you", "name", "pierre")},
    ),
    (
        "Je ne suis pas de Paris, je suis de Lyon.",
        {("you", "from", "lyon")},
        {("you", "from", "paris")},
    ),
]

NOTHING = [
    ("Si j'avais de l'argent, j'achèterais une maison.", intents.HYPOTHETICAL),
    ("Je voudrais habiter au Japon un jour.", intents.HYPOTHETICAL),
    ("J'aimerais travailler chez Apple.", intents.HYPOTHETICAL),
    ("Je vais à la plage demain.", intents.HYPOTHETICAL),
    ("Je crois que je vais déménager à Lille.", intents.HYPOTHETICAL),
    ("Où travaille ma sœur ?", intents.PURE_QUESTION),
    ("Est-ce que ma sœur habite à Rome ?", intents.PURE_QUESTION),
]

MUST_NOT = [
    ("c'est dur mais j'aime bien les résidents", ("you", "likes", "résidents")),
    ("quand j'étais ado je jouais au basket", ("you", "was", "ado")),
    ("on l'a appelé sushi", ("you", "name", "sushi")),
]

TURNS = [
    (
        ("J'ai un fils qui s'appelle Noé.",),
        "Il a quatre ans.",
        {("noé", "age", "4")},
        intents.FACT_STATEMENT,
    ),
    (
        ("J'habite à Paris.",),
        "Pardon, j'habite à Lyon.",
        {("you", "lives_in", "lyon")},
        intents.CORRECTION,
    ),
    (
        (),
        "Je travaille chez Orange depuis 2015 et j'habite à Rennes.",
        {("you", "works_at", "orange"), ("you", "lives_in", "rennes")},
        intents.MULTIPLE_FACTS,
    ),
    (
        (),
        "Tu savais que mon père est né en Algérie ?",
        {("father", "born_in", "algérie")},
        intents.QUESTION_WITH_FACT,
    ),
    (
        (),
        "Rappelle-toi que ma sœur s'appelle Julie.",
        {("you", "sister", "julie")},
        intents.COMMAND,
    ),
    ((), "Ok, merci, à plus.", set(), intents.REACTION),
    ((), "Qu'est-ce que tu sais de moi ?", set(), intents.COMMAND),
    # the parse cuts "mon père | est prof": a bare "est" asks nothing, "est-ce" does
    ((), "mon père est prof", {("father", "is", "prof")}, intents.FACT_STATEMENT),
    ((), "est-ce que tu sais où j'habite", set(), intents.PURE_QUESTION),
    # the longest marker decides: "retiens pas" forgets, "oublie pas" remembers
    ((), "retiens pas ça mais je suis divorcé", set(), intents.COMMAND),
    ((), "oublie pas que j'habite à lyon", {("you", "lives_in", "lyon")}, intents.COMMAND),
    # a transcript's question has no question mark: its phrase tells it (QUESTION_PHRASES)
    ((), "c'est quoi un bon resto à bruxelles", set(), intents.PURE_QUESTION),
    (
        (),
        "je bosse chez proximus bref est-ce que tu peux me rappeler d'acheter du sirop",
        {("you", "works_at", "proximus")},
        intents.QUESTION_WITH_FACT,
    ),
    # a pronoun of an earlier turn named: a relative or pet of the user gets the kin fact
    (
        ("j'ai une petite chienne",),
        "elle s'appelle lola et elle a trois ans",
        {("you", "dog", "lola"), ("lola", "age", "3")},
        intents.MULTIPLE_FACTS,
    ),
    (
        ("on a adopté un chat",),
        "on l'a appelé sushi",
        {("you", "cat", "sushi")},
        intents.FACT_STATEMENT,
    ),
    # a neighbour has no kin relation: his name is not stored as one
    (("mon voisin est sympa",), "il s'appelle gérard", set(), intents.REACTION),
    # the user's pet as a subject earlier in the turn is who "il s'appelle" names
    (
        (),
        "mon chien a mangé mes chaussures euh il s'appelle caramel il a deux ans",
        {("you", "dog", "caramel"), ("caramel", "age", "2")},
        intents.MULTIPLE_FACTS,
    ),
    # a run-on transcript: the statement after the question is parsed on its own
    (
        (),
        "est-ce que tu peux me mettre un rappel pour mon cours d'espagnol jeudi j'apprends "
        "l'espagnol depuis janvier",
        {("you", "studies", "espagnol")},
        intents.QUESTION_WITH_FACT,
    ),
]

HEDGED = [
    ("Je pense que mon patron habite à Lille.", {("boss", "lives_in", "lille")}),
    ("je bosse chez proximus je sais plus trop", {("you", "works_at", "proximus")}),
]

FORGET = [
    ("Oublie que j'habite à Paris.", {("you", "lives_in", "paris")}),
]

# --- language data ---------------------------------------------------------------------------

DEPENDENCY_LABELS = "ud"

VERB_RELATIONS = [
    ("habiter", "à", "lives_in"),
    ("aller", "au", "went_to"),  # contractions are keys too
]

REMEMBER_MARKERS = []

COMPLETE_KIN_TABLES = []

NUMBER_WORDS = []

NORMALIZED = []

NOT_STOP_WORDS = []

VERB_FORMS = []

NOT_VERB_FORMS = []

BULLETS = []

# a relative who has an illness or a state is only mentioned (NOT_POSSESSIONS)
FACTS += [
    ("mes deux gamins ont la grippe", {("you", "has", "gamins")}),
    ("ma fille a la grippe", {("you", "has", "fille")}),
    ("mes enfants ont la varicelle", {("you", "has", "enfants")}),
    ("ma fille a une voiture", {("daughter", "has", "voiture")}),
    (
        "je bosse chez proximus à evere et mes deux gamins ont la grippe en même temps",
        {("you", "works_at", "proximus"), ("you", "has", "gamins")},
    ),
    (
        "je bosse chez airbus et ma fille a un chien",
        {("you", "works_at", "airbus"), ("daughter", "has", "chien")},
    ),
    # the perfect of "rester à" a town: still living there; a stay with its time is over
    ("ma sœur est restée à créteil", {("sister", "lives_in", "créteil")}),
    ("mon frère est resté à Lyon", {("brother", "lives_in", "lyon")}),
    ("moi je suis restée à Montréal", {("you", "lives_in", "montréal")}),
    ("mes parents sont restés à Alger", {("parents", "lives_in", "alger")}),
    ("je reste à laval depuis cinq ans", {("you", "lives_in", "laval")}),
    ("on est restés trois jours à Rome", set()),
    ("l'été dernier on est restés à Biarritz", set()),
    ("je suis resté à Paris pendant deux ans", set()),
    ("je suis resté à la maison", set()),
]

# a past trip for one's studies is a move (MOVE_PURPOSES); other trips stay trips
FACTS += [
    ("je suis parti à lyon pour mes études", {("you", "moved_to", "lyon")}),
    ("mon fils est allé à Paris pour ses études", {("son", "moved_to", "paris")}),
    ("je suis allée à Lyon pour étudier", {("you", "moved_to", "lyon")}),
    ("je suis parti à lyon pour le week-end", {("you", "went_to", "lyon")}),
    # a name given by a naming verb keeps its second word ("dassault systèmes")
    (
        "je bosse pour une boîte de logiciels qui s'appelle dassault systèmes",
        {("you", "works_at", "dassault systèmes")},
    ),
    (
        "ma fille s'appelle emma et elle a six ans",
        {("you", "daughter", "emma"), ("emma", "age", "6")},
    ),
]

# a relative's clause after another's, which the parse listed with it or ran into it
FACTS += [
    (
        "ma mère vient d'haïti et mon père est de la martinique",
        {("mother", "from", "haïti"), ("father", "from", "martinique")},
    ),
    (
        "ma mère vient d'haïti mon père est de la martinique et moi je suis né à montréal",
        {
            ("mother", "from", "haïti"),
            ("father", "from", "martinique"),
            ("you", "born_in", "montréal"),
        },
    ),
    (
        "mon père est de lyon et moi je suis né à montréal",
        {("father", "from", "lyon"), ("you", "born_in", "montréal")},
    ),
    (
        "mon frère est à paris et moi j'habite à lyon",
        {("brother", "lives_in", "paris"), ("you", "lives_in", "lyon")},
    ),
    (
        "ma sœur et moi on habite à lyon",
        {("sister", "lives_in", "lyon"), ("you", "lives_in", "lyon")},
    ),
]

# where one plays is no game (ACTIVITY_VENUES)
FACTS += [
    ("mon fils joue au basket au club de villeurbanne", {("son", "plays", "basket")}),
    ("je joue au club de foot de lyon", set()),
    ("je joue au tennis", {("you", "plays", "tennis")}),
]
MUST_NOT += [
    ("mon neveu joue au club de villeurbanne", ("nephew", "plays", "club de villeurbanne")),
    ("mon frère joue dans une équipe de rugby", ("brother", "plays", "équipe")),
]

# a relative listed with the object before, taken up by "il"/"elle": that verb's subject
FACTS += [
    (
        "ma voiture fait un bruit bizarre et mon frère il est parti en espagne",
        {("brother", "went_to", "espagne")},
    ),
    (
        "je bosse chez airbus et ma sœur elle habite à nantes",
        {("you", "works_at", "airbus"), ("sister", "lives_in", "nantes")},
    ),
]
