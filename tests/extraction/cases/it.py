"""Italian cases for tests/extraction/test_languages.py (rule-based UD parse, blank tokenizer).

The sentences are our own (not the gold set), so the rules are tested for what they generalise
to: dropped subjects read off the verb ("lavoro" = you, "lavora" = the last person named),
reflexive naming ("mi chiamo", "si chiama"), articles that tell an employer from a city,
negation ("non ... più"), hedges, the conditional / future / imperfect, and the intents. The row
shapes are described in ``cases/__init__.py``.
"""

from __future__ import annotations

from hotmem import intent as intents

FACTS = [
    # an unnamed workplace after a job title is where one works, its bare noun phrase (an
    # area or a town after it says where it is; a kind stays); a bare "in centro" is an area
    (
        "sono cuoco in un ristorante del centro",
        {("you", "is", "cuoco"), ("you", "works_at", "ristorante")},
    ),
    (
        "faccio la commessa in un negozio di scarpe",
        {("you", "is", "commessa"), ("you", "works_at", "negozio di scarpe")},
    ),
    (
        "mio fratello fa il meccanico in un'officina",
        {("brother", "is", "meccanico"), ("brother", "works_at", "officina")},
    ),
    (
        "mia sorella è infermiera in un ospedale di milano",
        {("sister", "is", "infermiera"), ("sister", "works_at", "ospedale")},
    ),
    (
        "sono insegnante in una scuola media",
        {("you", "is", "insegnante"), ("you", "works_at", "scuola media")},
    ),
    (
        "mio marito fa il cuoco in un ristorante in centro",
        {("husband", "is", "cuoco"), ("husband", "works_at", "ristorante")},
    ),
    ("faccio il barista in centro", {("you", "is", "barista")}),
    ("sono infermiera in maternità", {("you", "is", "infermiera")}),
    ("ero maestro in un paesino dell'irpinia", {("you", "was", "maestro")}),
    # ... and named after its noun, the name only
    (
        "sono impiegato in un'assicurazione la generali",
        {("you", "is", "impiegato"), ("you", "works_at", "generali")},
    ),
    # ... and a name after "da" is a shop or a firm, now or before; "da" before a time or a
    # common noun is none
    (
        "prima facevo il commesso da zara",
        {("you", "was", "commesso"), ("you", "worked_at", "zara")},
    ),
    (
        "sono commessa da zara da due anni",
        {("you", "is", "commessa"), ("you", "works_at", "zara")},
    ),
    (
        "mia sorella fa la parrucchiera da jean louis",
        {("sister", "is", "parrucchiera"), ("sister", "works_at", "jean louis")},
    ),
    ("facevo la cameriera da Mario", {("you", "was", "cameriera"), ("you", "worked_at", "mario")}),
    ("faccio il cameriere da luglio", {("you", "is", "cameriere")}),
    ("sono infermiera da tempo", {("you", "is", "infermiera")}),
    ("faccio il cuoco da quando avevo vent'anni", {("you", "is", "cuoco")}),
    ("faccio la babysitter da una famiglia", {("you", "is", "babysitter")}),
    # a name ending in a word that is also a preposition ("lucio dalla")
    ("il mio cantante preferito è lucio dalla", {("you", "favorite_singer", "lucio dalla")}),
    ("la mia cantante preferita è Lucio Dalla.", {("you", "favorite_singer", "lucio dalla")}),
    # a singer-songwriter is a singer
    (
        "la mia cantautrice preferita è carmen consoli",
        {("you", "favorite_singer", "carmen consoli")},
    ),
    # first names the dictionary knows as words, and a name after "io e"
    ("marco e davide sono amici dall'asilo", {("marco", "friend_of", "davide")}),
    ("luca e giulia sono amici da vent'anni", {("luca", "friend_of", "giulia")}),
    ("marco fa l'ingegnere", {("marco", "is", "ingegnere")}),
    ("io e davide siamo amici", {("you", "friend_of", "davide")}),
    # "ma io" after a reported clause: the speaker's own clause again
    (
        "la mia dietologa mi ha detto che devo mangiare più proteine ma io sono vegetariana",
        {("you", "is", "vegetariana")},
    ),
    (
        "mia madre dice che dovrei trasferirmi a milano ma io vivo benissimo a torino",
        {("you", "has", "madre"), ("you", "lives_in", "torino")},
    ),
    # "a me" before a liking verb that opens a clause goes with it
    (
        "che film mi consigli stasera a me piacciono un sacco gli horror",
        {("you", "likes", "horror")},
    ),
    (
        "vivo a roma a me piace tanto il mare",
        {("you", "lives_in", "roma"), ("you", "likes", "mare")},
    ),
    # a pet (or a child) taken or adopted is had; other things taken are not
    ("abbiamo preso un gatto al gattile", {("you", "has", "gatto")}),
    ("ho adottato un cane", {("you", "has", "cane")}),
    ("abbiamo adottato una gattina che si chiama luna", {("you", "cat", "luna")}),
    ("ho preso un caffè", set()),
    ("ho preso il treno", set()),
    # a bare word before "is my <kin>" is a name, though the dictionary knows it as a word
    ("chiara è mia cugina", {("you", "cousin", "chiara")}),
    ("rosa è mia zia", {("you", "aunt", "rosa")}),
    ("la chiara è mia cugina", set()),
    # a breed said of a named pet is what it is; said with the name, the pet
    ("pippo è un bassotto", {("pippo", "is", "bassotto")}),
    (
        "c'ho un cagnolino si chiama pippo è un bassotto",
        {("you", "dog", "pippo"), ("pippo", "is", "bassotto")},
    ),
    (
        "ho un cane che si chiama rex ed è un labrador",
        {("you", "dog", "rex"), ("rex", "is", "labrador")},
    ),
    ("il mio labrador rex", {("you", "dog", "rex")}),
    ("rex è un cane", set()),
    # a copula after a naming verb and its name opens a clause of its own
    (
        "mia sorella si chiama anna è un'infermiera",
        {("you", "sister", "anna"), ("anna", "is", "infermiera")},
    ),
    # a word before a saint's title after a preposition is part of the place's name
    ("abito a sesto san giovanni", {("you", "lives_in", "sesto san giovanni")}),
    (
        "abito a monza no scusa a sesto san giovanni",
        {("you", "lives_in", "sesto san giovanni")},
    ),
    ("mio cugino è di castel san pietro", {("cousin", "from", "castel san pietro")}),
    # going to a routine's place or class in the present is an activity done
    ("vado in palestra tutti i giorni dopo il lavoro", {("you", "does", "palestra")}),
    ("mia figlia va a nuoto due volte a settimana", {("daughter", "does", "nuoto")}),
    ("andiamo a calcetto il giovedì", {("you", "does", "calcetto")}),
    ("vado a yoga due volte a settimana", {("you", "does", "yoga")}),
    (
        "io e mio marito andiamo in palestra ogni sera",
        {("you", "does", "palestra"), ("husband", "does", "palestra")},
    ),
    ("andavo in palestra tutti i giorni", set()),
    ("ieri sono andata in palestra", set()),
    # going to do an activity, for each of a coordinated subject
    (
        "io e la mia amica federica andiamo a correre tutte le mattine",
        {
            ("you", "does", "correre"),
            ("federica", "does", "correre"),
            ("you", "friend_of", "federica"),
        },
    ),
    # a present "go" (the first plural is a subjunctive too) is no trip
    ("andiamo al mare ogni estate", set()),
    ("io e Marco andiamo al mare ogni estate", set()),
    # a noun that is also a first-person verb form ("studio") is no pronoun of the speaker
    ("lavoro in uno studio", {("you", "works_at", "studio")}),
    (
        "studio medicina a bologna",
        {("you", "studies", "medicina"), ("you", "studies_at", "bologna")},
    ),
    # a request to the assistant, then a fact of the speaker's
    ("mi consigli una ricetta senza glutine sono celiaca", {("you", "is", "celiaca")}),
    # a relative who gives or asks the user something ("mi"): only mentioned
    ("mia nonna mi comprava la granita", {("you", "has", "nonna")}),
    ("mio fratello mi ha regalato un libro", {("you", "has", "fratello")}),
    ("i miei genitori mi hanno comprato una macchina", {("you", "has", "genitori")}),
    # ... with a time or an idiom after it too
    ("i miei bambini mi chiedono un cane ogni santo giorno", {("you", "has", "bambini")}),
    ("mia moglie mi prende sempre in giro", {("you", "has", "moglie")}),
    # an object relative: the noun phrase before its verb is the subject
    ("mi ricordo la granita che mia nonna mi comprava", {("you", "has", "nonna")}),
    ("ho letto il libro che mio padre mi ha regalato", {("you", "has", "padre")}),
    # "sono" after the speaker's age goes on with the speaker ("ho X anni sono ...")
    ("ho trent'anni sono di napoli", {("you", "age", "30"), ("you", "from", "napoli")}),
    (
        "ho ventinove anni sono di bari ma abito a bologna",
        {("you", "age", "29"), ("you", "from", "bari"), ("you", "lives_in", "bologna")},
    ),
    ("ho due figli sono di roma", {("you", "has", "figli")}),
    # plural pets and children named after a naming verb
    ("ho due gatti si chiamano pepe e ugo", {("you", "cat", "pepe"), ("you", "cat", "ugo")}),
    (
        "abbiamo due cani che si chiamano rex e fido",
        {("you", "dog", "rex"), ("you", "dog", "fido")},
    ),
    # a noun that only carries its adjective tells a character or an opinion, no role
    ("napoli è una città bellissima", set()),
    ("sono una persona tranquilla", set()),
    ("mia figlia è una peste", set()),
    # a breed is the dog
    ("abbiamo un labrador che si chiama otto", {("you", "dog", "otto")}),
    # "il cane" as the object of the speaker's verb is the speaker's dog; another's is not
    ("ho portato fuori il cane stamattina", {("you", "has", "cane")}),
    ("ho visto il cane del vicino", set()),
    ("mia sorella porta fuori il cane", set()),
    # "stare a" + a town's name, now: where one lives; a progressive's "sto" is an auxiliary
    ("sto a torino da tre anni", {("you", "lives_in", "torino")}),
    ("stiamo a bologna", {("you", "lives_in", "bologna")}),
    ("sto al mare", set()),
    ("sto cercando casa a roma", set()),
    # how many is no part of the noun
    ("ho tanti nipoti", {("you", "has", "nipoti")}),
    ("ho alcune galline e tanti gatti", {("you", "has", "galline"), ("you", "has", "gatti")}),
    # how often ("a settimana") is no place gone to
    ("nuoto due volte a settimana", {("you", "does", "nuotare")}),
    # jobs the endings do not tell; "impiegato" is no passive
    ("mio padre faceva il portuale", {("father", "was", "portuale")}),
    ("mia sorella fa la casalinga", {("sister", "is", "casalinga")}),
    ("sono impiegata in banca", {("you", "is", "impiegata"), ("you", "works_at", "banca")}),
    # "si chiama" right after the noun it names, with no relative or comma (a transcript)
    ("ho una sorella si chiama anna", {("you", "sister", "anna")}),
    ("ho un cane si chiama rex", {("you", "dog", "rex")}),
    (
        "ho due figli si chiamano luca e marta",
        {("you", "child", "luca"), ("you", "child", "marta")},
    ),
    ("mia sorella ha un bambino si chiama leo", {("sister", "child", "leo")}),
    # a finite verb after a clause and a word opens a clause; "lì" is where, no name's part
    (
        "mia cugina lavora in un ospedale lì fa la ricercatrice",
        {("cousin", "works_at", "ospedale"), ("cousin", "is", "ricercatrice")},
    ),
    # a noun said before "ne ho N" is what is counted, no age
    ("figli ne ho tre", set()),
    ("ne ho trentotto", {("you", "age", "38")}),
    # a possessed noun of taste gives its predicate; a trait's "a" phrase is no workplace
    ("la mia passione è la fotografia", {("you", "likes", "fotografia")}),
    ("sono intollerante al lattosio", {("you", "avoids", "lattosio")}),
    # a name after a relative's copula the dictionary has as a verb form; a role stays one
    ("il mio migliore amico è luca", {("you", "friend_of", "luca")}),
    ("mio fratello è ingegnere", {("brother", "is", "ingegnere")}),
    # "di nome": named
    ("ho un cane di nome rex", {("you", "dog", "rex")}),
    # "non lo/la" before a verb the tables do not list: an object pronoun, no article
    ("voglio un cane ma il padrone di casa non lo permette", {("you", "wants", "cane")}),
    # friends with no name are no possession; a mood the parse made a noun is no role
    ("qua ho tutti i miei amici", set()),
    ("alla fine ero commosso", set()),
    # a favorite's value goes on with its "with" phrase
    (
        "il mio piatto preferito è la pasta con le vongole",
        {("you", "favorite_dish", "pasta con le vongole")},
    ),
    # a team one supports is a like, no origin
    ("sono tifoso dell'inter", {("you", "likes", "inter")}),
    ("tifo per il milan", {("you", "likes", "milan")}),
    # a noun said first and taken up by an object pronoun is the verb's object
    ("il reggaeton proprio non lo sopporto", {("you", "dislikes", "reggaeton")}),
    ("la pizza la adoro", {("you", "likes", "pizza")}),
    # a denied "can" denies eating; "can eat anything" is no fact
    ("io non posso mangiare latticini", {("you", "avoids", "latticini")}),
    ("posso mangiare di tutto", set()),
    # a school's common noun with its name; "ai tempi di" is a time, no place
    ("frequento l'università di pavia", {("you", "studies_at", "università di pavia")}),
    ("frequento il liceo galilei", {("you", "studies_at", "liceo galilei")}),
    ("ai tempi dell'università vivevo a pisa", {("you", "lived_in", "pisa")}),
    # counted relatives and their names, a name the dictionary knows as a verb form too
    ("ho due figli marco e luca", {("you", "child", "marco"), ("you", "child", "luca")}),
    (
        "abbiamo due bambine sofia e alice",
        {("you", "daughter", "sofia"), ("you", "daughter", "alice")},
    ),
    ("ho due figli piccoli e una moglie", {("you", "has", "figli"), ("you", "has", "moglie")}),
    (
        "ho due figli che si chiamano marco e luca",
        {("you", "child", "marco"), ("you", "child", "luca")},
    ),
    # a dropped subject: the place after its own verb is that verb's, no other verb's
    ("vivo a roma e lavoro a milano", {("you", "lives_in", "roma")}),
    # a reflexive verb's auxiliary is no copula
    ("mi sono già informata in piscina", set()),
    # an employer a relative clause names, past the noun's "of" phrase; after a job too
    ("lavoro in un'agenzia di viaggi che si chiama giramondo", {("you", "works_at", "giramondo")}),
    (
        "sono cameriera in un bar che si chiama luna",
        {("you", "is", "cameriera"), ("you", "works_at", "luna")},
    ),
    # a third-person copula after a verb of any person is not the speaker's
    (
        "lavoro in un bar perché parli con tutti però d'estate è un delirio",
        {("you", "works_at", "bar")},
    ),
    # a student's place is where they study, not an employer
    (
        "sono studentessa alla statale",
        {("you", "is", "studentessa"), ("you", "studies_at", "statale")},
    ),
    # a copular relative clause speaks of its noun; a year after "del" is no part of a thing
    ("nessuno mi capisce nemmeno mia moglie che è di milano", {("wife", "from", "milano")}),
    ("ho una vespa del sessantotto", {("you", "has", "vespa")}),
    ("mio nipote mi ha installato questa cosa", {("you", "has", "nipote")}),  # only mentioned
    # "il mio" / "la mia" with no noun is a thing of the user's, never the user's own name
    ("il mio si chiama pepe", set()),
    ("la mia si chiama luna", set()),
    ("il mio cane si chiama pepe", {("you", "dog", "pepe")}),
    # a year of a course with its field is studying it; where, after it; a past year, studied
    (
        "sono al secondo anno di medicina a padova",
        {("you", "studies", "medicina"), ("you", "studies_at", "padova")},
    ),
    ("mia figlia è al primo anno di ingegneria", {("daughter", "studies", "ingegneria")}),
    (
        "faccio il terzo anno di giurisprudenza alla statale",
        {("you", "studies", "giurisprudenza"), ("you", "studies_at", "statale")},
    ),
    (
        "sono all'ultimo anno di architettura al politecnico",
        {("you", "studies", "architettura"), ("you", "studies_at", "politecnico")},
    ),
    ("ero al secondo anno di medicina", {("you", "studied", "medicina")}),
    ("non sono più al primo anno di medicina", set()),
    ("il secondo anno di medicina è il più difficile", set()),
    ("sono al secondo anno di liceo", set()),
    # in-laws, with no kin noun of the taxonomy: only mentioned, had as said; never a kin
    # relation, nor another's ("la suocera di marco")
    ("sono appena tornata da casa di mia cognata", {("you", "has", "cognata")}),
    ("ieri ho parlato con mia suocera", {("you", "has", "suocera")}),
    # a relative who died is no longer had (DEATH_VERBS)
    ("mio nonno morì nel 2010", set()),
    ("il mio gatto morì di vecchiaia", set()),
    # dead said with its participle: no name, no trait ("morto" is no grandfather's name)
    ("mio nonno è morto", set()),
    ("il mio cane è morto", set()),
    ("domenica siamo andati a pranzo dai nostri suoceri", {("you", "has", "suoceri")}),
    ("stasera ceno con i miei cognati", {("you", "has", "cognati")}),
    ("mia suocera dice che lavoro troppo", {("you", "has", "suocera")}),
    ("mia nuora mi ha chiamato ieri", {("you", "has", "nuora")}),
    ("la suocera di marco è simpatica", set()),
    # "back from" a named place is a trip; a relative's name before a preposition
    ("sono appena tornato dal giappone", {("you", "went_to", "giappone")}),
    ("sono tornato dal medico", set()),
    # a relative joined to the user: only mentioned when no fact of theirs is told ("non"
    # denies one); a fact the two share is hers too
    ("io e mia sorella non abbiamo la macchina", {("you", "has", "sorella")}),
    (
        "io e mia moglie abitiamo a roma",
        {("you", "lives_in", "roma"), ("wife", "lives_in", "roma")},
    ),
    (
        "sono andata a prendere mia figlia chiara a scuola al posto di mio marito",
        {("you", "daughter", "chiara"), ("you", "has", "marito")},
    ),
    ("vado al lavoro in macchina", set()),  # how, no place
    # the partner a status word's "con" names, by the word's gender; no name, no partner
    (
        "sono sposata con paolo da dodici anni",
        {("you", "marital_status", "married"), ("you", "husband", "paolo")},
    ),
    (
        "mi sono fidanzato con chiara",
        {("you", "marital_status", "engaged"), ("you", "fiancee", "chiara")},
    ),
    ("sono sposata con un medico", {("you", "marital_status", "married")}),
    # "prima di andare": when, no complement of the activity verb
    ("corro tutte le mattine prima di andare al lavoro", {("you", "does", "correre")}),
    # a season with its article right after the verb is its object
    ("io odio l'estate", {("you", "dislikes", "estate")}),
    # "forse" hedges its own clause only
    (
        "forse andiamo al lago che comunque io adoro la montagna",
        {("you", "likes", "montagna")},
    ),
    ("possiedo una casa in val d'aosta", {("you", "owns", "casa")}),  # "d'": of
    # a favorite told in a relative clause; a contracted article inside the value
    (
        "leggo il signore degli anelli che è il mio libro preferito",
        {("you", "favorite_book", "signore degli anelli")},
    ),
    (
        "il mio piatto preferito è la pasta al pomodoro",
        {("you", "favorite_dish", "pasta al pomodoro")},
    ),
    # "fare il/la X" is a role only for a role noun (its ending or a listed job)
    ("mio padre fa il pizzaiolo", {("father", "is", "pizzaiolo")}),
    ("faccio la spesa tutti i sabati", set()),
    ("la domenica faccio sempre la carbonara", set()),
    # "nuoto" a noun after "fare", "solo" no part of it
    ("adesso faccio solo nuoto", {("you", "does", "nuoto")}),
    # "quindi" opens a clause of its own; "online" is no part of the game
    ("sono allergico alle noci quindi occhio alle ricette", {("you", "allergic_to", "noci")}),
    ("gioco a scacchi online", {("you", "plays", "scacchi")}),
    # "penso di" plans; the place after an infinitive's new thing is the thing's
    ("penso di comprare una casa in campagna", {("you", "plans", "comprare una casa in campagna")}),
    # an adverb after the object is no part of it
    ("amo la musica classica soprattutto la sera", {("you", "likes", "musica classica")}),
    # a place the dictionary reads as a word ("roma", "lecco")
    ("abito a roma da otto anni", {("you", "lives_in", "roma")}),
    ("sono nato a lecco", {("you", "born_in", "lecco")}),
    # a relative's name the dictionary knows too ("marco"), not a birth order word
    (
        "mio cugino marco lavora alla ferrari",
        {("you", "cousin", "marco"), ("marco", "works_at", "ferrari")},
    ),
    ("mio fratello maggiore vive a torino", {("brother", "lives_in", "torino")}),
    ("mia moglie fa la maestra", {("wife", "is", "maestra")}),  # not "mamma mia"
    ("il mio cane si chiama otto", {("you", "dog", "otto")}),  # a name, no number
    ("sono un po' giù di morale", set()),  # a mood
    ("ho intenzione di vendere la macchina", {("you", "plans", "vendere la macchina")}),
    ("sono di san marino", {("you", "from", "san marino")}),
    # a list of languages without "e", a partitive; activities told by a verb alone
    (
        "parlo spagnolo francese e un po' di russo",
        {("you", "speaks", "spagnolo"), ("you", "speaks", "francese"), ("you", "speaks", "russo")},
    ),
    ("nuoto ogni domenica", {("you", "does", "nuotare")}),
    ("il sabato vado a sciare con gli amici", {("you", "does", "sciare")}),
    ("corro al lavoro", set()),  # going somewhere, no sport
    ("ho dormito sei ore", set()),  # "sei" counts hours here
    ("ho vissuto a londra quando ero giovane", {("you", "lived_in", "londra")}),
    ("sono originaria di brindisi", {("you", "from", "brindisi")}),
    ("ho un coniglio nano che si chiama biscotto", {("you", "rabbit", "biscotto")}),
    ("Vogliamo andare in Grecia.", {("you", "plans", "andare in grecia")}),  # as in pt
    # plans: a chain of infinitives, an infinitive before a noun the verb table also lists
    (
        "voglio imparare a suonare il pianoforte",
        {("you", "plans", "imparare a suonare il pianoforte")},
    ),
    ("voglio cambiare lavoro entro fine anno", {("you", "plans", "cambiare lavoro")}),
    # transcripts: degree words, participles and adverbs the tables lack, engagement
    ("siamo un po' tristi", set()),
    ("sono rientrata adesso", set()),
    ("parlo francese anzi no", {("you", "speaks", "francese")}),
    ("Ho l'allergia ai crostacei.", {("you", "allergic_to", "crostacei")}),  # no possession
    ("mi sono appena fidanzato", {("you", "marital_status", "engaged")}),
    # reported speech: only the relative who speaks is had (GOLD_FORMAT v2)
    ("Mia sorella dice che lavoro troppo.", {("you", "has", "sorella")}),
    ("Mia madre dice che mio fratello vive a Dublino.", {("you", "has", "madre")}),
    ("ti spiego la situazione mio marito si chiama stefano", {("you", "husband", "stefano")}),
    ("mia madre dice sempre che lavoro troppo", {("you", "has", "madre")}),  # only mentioned
    # residence, work, origin
    ("Abito a Firenze da tre anni.", {("you", "lives_in", "firenze")}),
    ("Vivo nei dintorni di Bergamo.", {("you", "lives_in", "bergamo")}),
    ("Lavoro per la Fiat a Torino.", {("you", "works_at", "fiat")}),
    ("Lavoro alla Barilla.", {("you", "works_at", "barilla")}),
    (
        "Lavoro come cameriera in un ristorante a Pisa.",
        {("you", "is", "cameriera"), ("you", "works_at", "ristorante")},
    ),
    ("Lavoro dal 2015 presso le Poste.", {("you", "works_at", "poste")}),
    ("Mia moglie viene dalla Francia.", {("wife", "from", "francia")}),
    ("Sono cresciuto a Catania.", {("you", "from", "catania")}),  # an origin, not a birth
    ("Tre anni fa mi sono trasferito a Genova.", {("you", "moved_to", "genova")}),
    # names, ages, attributes
    ("Mi chiamo Maria Grazia Bianchi.", {("you", "name", "maria grazia bianchi")}),
    ("mio fratello si chiama luca", {("you", "brother", "luca")}),
    ("Ho quarantadue anni.", {("you", "age", "42")}),
    ("Mia nonna ha compiuto novant'anni.", {("grandmother", "age", "90")}),
    ("Sono medico.", {("you", "is", "medico")}),
    ("Faccio il medico a Roma.", {("you", "is", "medico")}),
    ("Sono sposata da tre anni.", {("you", "marital_status", "married")}),
    ("Sono così stanco oggi.", set()),
    ("Ho fame.", set()),
    ("Ho mal di testa.", set()),
    ("Ho una domanda sul mio contratto.", set()),
    ("I bambini sono a scuola.", set()),
    ("Il tempo a Torino oggi è orribile.", set()),
    ("Amo la pizza.", {("you", "likes", "pizza")}),
    ("Ieri ho parlato con mia sorella.", {("you", "has", "sorella")}),  # only mentioned
    # kinship, pets, friends
    ("Ho una figlia che si chiama Alice.", {("you", "daughter", "alice")}),
    (
        "Ho due fratelli, Paolo e Gianni.",
        {("you", "brother", "paolo"), ("you", "brother", "gianni")},
    ),
    (
        "I miei figli si chiamano Luca e Marco.",
        {("you", "child", "luca"), ("you", "child", "marco")},
    ),
    ("Anna è mia sorella.", {("you", "sister", "anna")}),
    ("Luca è un mio amico.", {("you", "friend_of", "luca")}),
    ("Tommaso e io siamo amici.", {("you", "friend_of", "tommaso")}),
    (
        "Mia moglie, Petra, fa la farmacista.",
        {("you", "wife", "petra"), ("petra", "is", "farmacista")},
    ),
    ("Ho un fratello.", {("you", "has", "fratello")}),
    (
        "Il mio amico Giovanni abita a Siena.",
        {("you", "friend_of", "giovanni"), ("giovanni", "lives_in", "siena")},
    ),
    (
        "La mia migliore amica Sara vive a Lecce.",
        {("you", "friend_of", "sara"), ("sara", "lives_in", "lecce")},
    ),
    ("Il mio gatto Romeo dorme tutto il giorno.", {("you", "cat", "romeo")}),
    ("Mio figlio ha compiuto dieci anni.", {("son", "age", "10")}),
    (
        "Mio marito e io viviamo a Como.",
        {("husband", "lives_in", "como"), ("you", "lives_in", "como")},
    ),
    # favourites, possessions
    ("Il mio libro preferito è Il nome della rosa.", {("you", "favorite_book", "nome della rosa")}),
    ("La mia canzone preferita è Volare.", {("you", "favorite_song", "volare")}),
    # a favourite said with a phrase after its noun ("squadra del cuore")
    ("la mia squadra del cuore è il torino", {("you", "favorite_team", "torino")}),
    ("il torino è la mia squadra del cuore", {("you", "favorite_team", "torino")}),
    # "sono" with a singular predicate after a request is the speaker's, not "they are"
    ("mi aiuti con un menu sono vegetariana", {("you", "is", "vegetariana")}),
    ("lavoro a roma i miei figli sono grandi", {("child", "is", "grandi")}),
    # "io e" another: one subject, both hold the object's and the oblique's fact
    (
        "io e mia sorella parliamo tedesco",
        {("you", "speaks", "tedesco"), ("sister", "speaks", "tedesco")},
    ),
    (
        "io e mio marito viviamo a torino",
        {("you", "lives_in", "torino"), ("husband", "lives_in", "torino")},
    ),
    ("Abbiamo due gatti e un cane.", {("you", "has", "gatti"), ("you", "has", "cane")}),
    ("Possiedo due macchine.", {("you", "owns", "macchine")}),
    ("Ho un gatto nero.", {("you", "has", "gatto")}),
    # movement and events
    ("L'anno scorso sono andato in Portogallo.", {("you", "went_to", "portogallo")}),
    ("Sono stato a Parigi la settimana scorsa.", {("you", "went_to", "parigi")}),
    ("Mi trasferisco a Londra.", {("you", "moved_to", "londra")}),
    ("Vado ogni giorno a Bologna.", set()),  # a habit, not a trip
    ("Sono tornato a casa.", set()),
    (
        "Ho partecipato alla maratona di New York.",
        {("you", "participated_in", "maratona di new york")},
    ),
    # part 2: verb objects, origins, allergies, past twins
    ("parlo inglese", {("you", "speaks", "inglese")}),
    ("gioco a calcio", {("you", "plays", "calcio")}),
    ("suono la chitarra", {("you", "plays", "chitarra")}),
    ("non sopporto il jazz", {("you", "dislikes", "jazz")}),
    ("sono allergico alle noci", {("you", "allergic_to", "noci")}),
    ("studio legge a Bologna", {("you", "studies", "legge"), ("you", "studies_at", "bologna")}),
    ("Da bambino abitavo in Sicilia.", {("you", "lived_in", "sicilia")}),
    ("mio padre era un poliziotto", {("father", "was", "poliziotto")}),
    # part 2: liking told of a dative person, denied eating, civil status
    ("mi piacciono i cani", {("you", "likes", "cani")}),
    ("non mi piace il jazz", {("you", "dislikes", "jazz")}),
    ("mi piace un sacco leggere", {("you", "likes", "leggere")}),
    ("non mangio carne", {("you", "avoids", "carne")}),
    ("mangio carne", set()),
    ("mia figlia fa danza classica", {("daughter", "does", "danza classica")}),
    ("faccio una torta", set()),
    # lowercase transcripts: a word the dictionary does not know, where names stand
    (
        "sono di pescara ma abito a cremona",
        {("you", "from", "pescara"), ("you", "lives_in", "cremona")},
    ),
    ("mia cugina ilaria fa la pilota", {("you", "cousin", "ilaria"), ("ilaria", "is", "pilota")}),
    ("vado in palestra", set()),
    ("sono tornato stamattina da vienna", {("you", "went_to", "vienna")}),  # back from a trip
    ("sono agitatissimo", set()),
    (
        "io sono roberta e faccio la fisioterapista",
        {("you", "name", "roberta"), ("you", "is", "fisioterapista")},
    ),
    ("e tu di dove sei io sono di pescara", {("you", "from", "pescara")}),  # no comma: "io" opens
    ("detesto stirare", {("you", "dislikes", "stirare")}),
    ("adoro disegnare", {("you", "likes", "disegnare")}),  # an infinitive the table lacks
    (
        "ho un gatto che si chiama birba e un cane che si chiama fido",
        {("you", "cat", "birba"), ("you", "dog", "fido")},
    ),
    ("il mio pappagallo si chiama ciccio ce l'ho da anni", {("you", "parrot", "ciccio")}),
    # a field of study after "fare" is studied; "fare" an event is taking part in it
    ("faccio medicina", {("you", "studies", "medicina")}),
    ("ho fatto la maratona di roma", {("you", "participated_in", "maratona di roma")}),
    ("sono la giulia", {("you", "name", "giulia")}),
    # states are no possession, seeing is no having; "ahah" is no part of a value
    ("adesso ho male ovunque ahah", set()),
    ("abbiamo visto le balene", set()),
    ("com'è il meteo domani a bari io abito lì", {("you", "lives_in", "bari")}),
    # retired or former: what one was
    ("sono un insegnante in pensione", {("you", "was", "insegnante")}),
    ("sono un ex poliziotto", {("you", "was", "poliziotto")}),
    # verbs the table lists are no nouns ("ho deciso", "mio nipote mi ha installato")
    ("ho letto un libro", set()),
    (
        "I miei criceti si chiamano Gigi e Pippo.",
        {("you", "hamster", "gigi"), ("you", "hamster", "pippo")},
    ),
    # a stop verb denies what it governs: an avoided drink
    ("ho smesso di bere caffè", {("you", "avoids", "caffè")}),
    (
        "mio cugino Paolo ha divorziato",
        {("you", "cousin", "paolo"), ("paolo", "marital_status", "divorced")},
    ),
    # where a job is done: an article tells an institution from a city
    (
        "sono infermiera al policlinico di bari",
        {("you", "is", "infermiera"), ("you", "works_at", "policlinico di bari")},
    ),
    ("sono medico a bari", {("you", "is", "medico")}),
    # after the speaker's own verb, "sono" is the speaker's too
    ("una volta ero sposato adesso sono divorziato", {("you", "marital_status", "divorced")}),
    ("è sacra per me faccio ciclismo", {("you", "does", "ciclismo")}),
    # a place the dictionary knows lowercase; a purpose after a wanted thing is no plan
    ("vivo in italia da due anni", {("you", "lives_in", "italia")}),
    ("voglio una macchina elettrica per girare in città", {("you", "wants", "macchina elettrica")}),
    # a bare unknown word before a finite verb is a name; a copula takes no finite verb after it
    ("marta è architetta", {("marta", "is", "architetta")}),
    ("sono architetta", {("you", "is", "architetta")}),
    ("elena vive a londra", {("elena", "lives_in", "londra")}),
    ("mio fratello è rimasto a casa", set()),
    # "vicino" after a possessive is the neighbour, who reports: nothing of the speaker
    ("il mio vicino dice che io sono un grande cuoco", set()),
    (
        # a verbless opener, then a relative and a verb: the relative is the subject
        "novità grosse in famiglia mio fratello davide si è trasferito a dubai",
        {("you", "brother", "davide"), ("davide", "moved_to", "dubai")},
    ),
    # where the role "fare" tells is done, as after a copula
    (
        "faccio l'infermiera al policlinico di bari",
        {("you", "is", "infermiera"), ("you", "works_at", "policlinico di bari")},
    ),
    # "niente" after a discourse word is a filler, no negation ("allora niente ...")
    (
        "allora niente studio economia alla sapienza",
        {("you", "studies", "economia"), ("you", "studies_at", "sapienza")},
    ),
    ("e niente mi sono trasferito a roma", {("you", "moved_to", "roma")}),
    ("quindi niente ho due figli", {("you", "has", "figli")}),
    ("vabbè niente mia sorella fa l'avvocato", {("sister", "is", "avvocato")}),
    # a verb form typed with a final apostrophe ("e'", the colloquial "so'") stays one word
    ("io so' di napoli", {("you", "from", "napoli")}),
    ("mia sorella e' medico", {("sister", "is", "medico")}),
    ("mio padre e' di palermo", {("father", "from", "palermo")}),
    ("so' infermiera", {("you", "is", "infermiera")}),
    # a workplace said bare after "in" ("in banca", "in comune") is where one works
    ("lavoro in banca", {("you", "works_at", "banca")}),
    ("mia moglie lavora in comune", {("wife", "works_at", "comune")}),
    ("mio padre lavorava in posta", {("father", "worked_at", "posta")}),
    ("lavoro in banca da dieci anni", {("you", "works_at", "banca")}),
    (
        "sono infermiera in ospedale",
        {("you", "is", "infermiera"), ("you", "works_at", "ospedale")},
    ),
    ("faccio il cassiere in banca", {("you", "is", "cassiere"), ("you", "works_at", "banca")}),
    (
        "mia madre era operaia in fabbrica",
        {("mother", "was", "operaia"), ("mother", "worked_at", "fabbrica")},
    ),
    # ... any other bare noun there is an area or a state
    ("lavoro in centro", set()),
    ("vado in banca", set()),
    # children one raised are one's own ("ho cresciuto cinque figli"); grown up somewhere: from
    ("ho cresciuto cinque figli", {("you", "has", "figli")}),
    ("ho cresciuto due figlie da sola", {("you", "has", "figlie")}),
    ("abbiamo cresciuto tre figli", {("you", "has", "figli")}),
    ("sono cresciuto a napoli", {("you", "from", "napoli")}),
    ("ho cresciuto molto", set()),
    # a noun that is also a first-person verb form ("lavoro") heads a subject of its own
    ("il lavoro è tosto ma si guadagna bene", set()),
    ("il mio lavoro è duro", set()),
    ("lavoro alla fiat e il lavoro mi piace", {("you", "works_at", "fiat")}),
    # an irregular participle after "avere" is a compound past, nothing had
    ("da un anno ho tolto il latte", set()),
    ("ho tolto lo zucchero dalla dieta", set()),
    ("ho una gatta", {("you", "has", "gatta")}),
    # what one has that is no possession: exams, guests, a tender heart
    ("tra due settimane ho tre esami", set()),
    ("stasera ho ospiti a cena", set()),
    ("mio marito ha il cuore tenero", {("you", "has", "marito")}),
    # "fare" idioms are no activity ("faccio finta", "faccio fatica"); a bare sport is one
    ("io faccio finta di non capire", set()),
    ("faccio fatica a dormire", set()),
    ("faccio attenzione ai dettagli", set()),
    ("faccio yoga", {("you", "does", "yoga")}),
    # an experience is an opinion of a place, no role of it
    (
        "ho vissuto tre anni a londra che è stata un'esperienza pazzesca",
        {("you", "lived_in", "londra")},
    ),
    ("quel viaggio è stato un'esperienza bellissima", set()),
    # a repaired "is" value of anyone; the speaker's job after the repair of a workplace stays
    ("mia sorella è infermiera anzi no ostetrica", {("sister", "is", "ostetrica")}),
    (
        "allora io sono infermiera all'ospedale niguarda anzi no scusa ostetrica",
        {("you", "is", "ostetrica"), ("you", "works_at", "ospedale niguarda")},
    ),
    ("sono infermiera no non sono medico", {("you", "is", "infermiera")}),
    # a fan's superlative or plural supports a team, no origin
    ("allora io sono tifosissimo del bari da sempre", {("you", "likes", "bari")}),
    ("sono tifosissima della juve", {("you", "likes", "juve")}),
    ("siamo tifosi della roma", {("you", "likes", "roma")}),
    ("io sono di bari", {("you", "from", "bari")}),
    # a year of a course with no field after it is no school
    ("studio medicina sono al quarto anno ormai", {("you", "studies", "medicina")}),
    ("studio medicina e sono al terzo anno", {("you", "studies", "medicina")}),
    (
        "sono al quarto anno di medicina a padova",
        {("you", "studies", "medicina"), ("you", "studies_at", "padova")},
    ),
    # an unnamed workplace keeps the kind said right after its noun, not the town
    (
        "sono professoressa di lettere in una scuola media di cosenza",
        {("you", "is", "professoressa di lettere"), ("you", "works_at", "scuola media")},
    ),
    (
        "sono insegnante in una scuola media di cosenza",
        {("you", "is", "insegnante"), ("you", "works_at", "scuola media")},
    ),
    # plural pets named after their noun
    ("abbiamo due gatti pippo e tofu", {("you", "cat", "pippo"), ("you", "cat", "tofu")}),
    ("ho due cani rex e pluto", {("you", "dog", "rex"), ("you", "dog", "pluto")}),
    ("ho due cani piccoli", {("you", "has", "cani")}),
    # an infinitive with an object clitic joined on is no name nor place
    ("il sabato sto sempre in palestra a guardarlo", set()),
    ("sto a milano da vent'anni", {("you", "lives_in", "milano")}),
    # a month with a past tense is no plan
    ("a settembre mi sono trasferito a bologna", {("you", "moved_to", "bologna")}),
    (
        "a maggio è un disastro perché sono allergica alle graminacee",
        {("you", "allergic_to", "graminacee")},
    ),
    # a lesson one has is no possession
    ("stasera ho la lezione di tango", set()),
    # a food left out after a diet, a faith or an intolerance; "niente" alone leaves nothing out
    (
        "sono celiaca quindi niente glutine",
        {("you", "is", "celiaca"), ("you", "avoids", "glutine")},
    ),
    (
        "sono musulmano quindi niente maiale",
        {("you", "is", "musulmano"), ("you", "avoids", "maiale")},
    ),
    (
        "sono vegana per cui niente formaggio",
        {("you", "is", "vegana"), ("you", "avoids", "formaggio")},
    ),
    ("le ho preso un bonsai ed è morto quindi niente piante vive", set()),
    ("sono vegana quindi niente di speciale", {("you", "is", "vegana")}),
    # "desiderare" wants; a bare noun after "con" is part of the thing wanted or had
    ("desidero da sempre una casa con giardino", {("you", "wants", "casa con giardino")}),
    ("desidero un cane", {("you", "wants", "cane")}),
    ("ho un appartamento con terrazzo", {("you", "has", "appartamento con terrazzo")}),
    ("lavoro come infermiera con anziani", {("you", "is", "infermiera")}),
    ("sono educatrice con bambini", {("you", "is", "educatrice")}),
    # a superlative judges, it is no part of the thing
    ("ho una vespa vecchissima che non parte mai", {("you", "has", "vespa")}),
    ("ho una macchina nuovissima", {("you", "has", "macchina")}),
    # "vicino a", "accanto a": where it is, no part of the noun before
    ("abbiamo un uliveto vicino a otranto", {("you", "has", "uliveto")}),
    ("ho una casa vicino al mare", {("you", "has", "casa")}),
    # going to do something, with words of a routine: what one does; "domani": no fact
    ("il martedì vado a fare volontariato in parrocchia", {("you", "does", "volontariato")}),
    ("vado a fare yoga il giovedì", {("you", "does", "yoga")}),
    ("ogni sabato vado a fare pilates", {("you", "does", "pilates")}),
    ("domani vado a fare yoga", set()),
    ("il sabato vado a fare la spesa", set()),
    # "quest'anno", "quell'anno": a time with its determiner, no subject
    (
        "quest'anno voglio imparare a suonare la chitarra",
        {("you", "plans", "imparare a suonare la chitarra")},
    ),
    ("quell'anno ho vissuto a roma", {("you", "lived_in", "roma")}),
    # "salvo": a given name after one's relative, "safe" elsewhere
    (
        "mio fratello salvo lavora alla bosch",
        {("you", "brother", "salvo"), ("salvo", "works_at", "bosch")},
    ),
    (
        "mio cugino salvo vive a catania",
        {("you", "cousin", "salvo"), ("salvo", "lives_in", "catania")},
    ),
    ("sono salvo per miracolo", set()),
    ("ho un fratello salvo per miracolo", {("you", "has", "fratello")}),
]

MULTI = [
    (
        # a name and a third-person verb after a predicate word open a clause; a relative
        # right after a copula is its predicate, no new subject; a mood is no fact
        "mi sono confusa alessia è mia cugina mia figlia si chiama alice",
        {("you", "cousin", "alessia"), ("you", "daughter", "alice")},
    ),
    (
        # bare names opening their clause, after "e" too
        "giulia studia a bologna e sofia fa danza",
        {("giulia", "studies_at", "bologna"), ("sofia", "does", "danza")},
    ),
    (
        # a first-person verb (with its clitic) opens a new clause with no comma or "e"
        "mi presento mi chiamo vittoria ho settantadue anni",
        {("you", "name", "vittoria"), ("you", "age", "72")},
    ),
    (
        "Mia madre si chiama Lucia e vive a Bari.",
        {("you", "mother", "lucia"), ("lucia", "lives_in", "bari")},
    ),
    (
        "Sono di Palermo ma vivo a Milano.",
        {("you", "from", "palermo"), ("you", "lives_in", "milano")},
    ),
    (
        "Il mio cane si chiama Argo e ha cinque anni.",
        {("you", "dog", "argo"), ("argo", "age", "5")},
    ),
    (
        "Mia moglie è di Salerno e lavora come avvocato.",
        {("wife", "from", "salerno"), ("wife", "is", "avvocato")},
    ),
    (
        "Sono infermiera e lavoro all'ospedale San Raffaele.",
        {("you", "is", "infermiera"), ("you", "works_at", "ospedale san raffaele")},
    ),
    (
        "Mia madre vive a Pisa, mio padre a Livorno.",
        {("mother", "lives_in", "pisa"), ("father", "lives_in", "livorno")},
    ),
    (
        "Ho una sorella. Si chiama Chiara e vive a Parma.",
        {("you", "sister", "chiara"), ("chiara", "lives_in", "parma")},
    ),
    (
        "Allora, ehm, sono Giulia, ho trentaquattro anni, abito a Padova, lavoro presso "
        "Luxottica come ingegnera, e, sì, ho due figli, Marco e Sara, e un cane che si chiama "
        "Birillo.",
        {
            ("you", "name", "giulia"),
            ("you", "age", "34"),
            ("you", "lives_in", "padova"),
            ("you", "works_at", "luxottica"),
            ("you", "is", "ingegnera"),
            ("you", "child", "marco"),
            ("you", "child", "sara"),
            ("you", "dog", "birillo"),
        },
    ),
    (
        # a place after a clause of someone else is not the first clause's
        "mia zia vive a parigi e fa la cuoca mentre mio zio è rimasto a bari e io mi sento in "
        "colpa a stare qui al nord",
        {("aunt", "lives_in", "parigi"), ("aunt", "is", "cuoca")},
    ),
]

NEGATED = [
    ("non parlo una parola di inglese", set(), {("you", "speaks", "inglese")}),
    ("Non lavoro più per Telecom.", set(), {("you", "works_at", "telecom")}),
    ("Non ho figli.", set(), {("you", "has", "figli")}),
    ("non vado più in palestra tutti i giorni", set(), {("you", "does", "palestra")}),
    ("Non sono sposato.", set(), {("you", "marital_status", "married")}),
    ("Non sono mai stato in America.", set(), {("you", "went_to", "america")}),
    (
        "Non vivo a Roma, ma a Napoli.",
        {("you", "lives_in", "napoli")},
        {("you", "lives_in", "roma")},
    ),
    (
        "Mio fratello non lavora da Fiat, ma da Ferrari.",
        {("brother", "works_at", "ferrari")},
        {("brother", "works_at", "fiat")},
    ),
    # "niente" after a verb denies still: no filler there
    ("non ho niente figli", set(), {("you", "has", "figli")}),
]

NOTHING = [
    ("Forse l'anno prossimo mi trasferisco a Berlino.", intents.HYPOTHETICAL),
    ("Prima lavoravo a Genova.", intents.FACT_STATEMENT),
    ("Vivrei volentieri in Canada.", intents.HYPOTHETICAL),
    ("Se fossi ricco, comprerei una villa.", intents.HYPOTHETICAL),
    ("Vorrei vivere in Norvegia un giorno.", intents.HYPOTHETICAL),
    ("L'anno prossimo mi trasferirò in Canada.", intents.HYPOTHETICAL),
    ("Mi trasferisco a Londra il mese prossimo.", intents.HYPOTHETICAL),
    ("Mio figlio compie dieci anni la settimana prossima.", intents.HYPOTHETICAL),
    ("Il mio capo dice che dovrei trasferirmi a Roma.", intents.HYPOTHETICAL),
    ("Dove lavora mio fratello?", intents.PURE_QUESTION),
    ("Quanti anni ho?", intents.PURE_QUESTION),
    ("Sai dove abita mia sorella?", intents.PURE_QUESTION),
    ("Grazie, sei fantastico!", intents.REACTION),
    ("Va bene, a domani.", intents.REACTION),
    ("Cosa ti ricordi di me?", intents.COMMAND),
]

MUST_NOT = [
    # a noun with its preposition before a copula is a phrase, no predicate of the speaker
    ("abbiamo due figli e tra scuola e calcio sono sempre in giro", ("you", "is", "calcio")),
    # "si chiama da nino" names a place: the next clause is no trait of a person "nino"
    (
        "lavoro in un ristorante si chiama da nino e d'estate è un delirio",
        ("nino", "is", "delirio"),
    ),
    # a copula opens no clause after a phrase ("c'è pure una coppia"); nor a noun of one
    ("vado a ballare con mio marito c'è pure una coppia", ("husband", "is", "coppia")),
    ("faccio il panettiere e non cambierei con nessun altro lavoro", ("you", "works_at", "altro")),
    ("sono allergico alle arachidi quindi occhio alle ricette", ("you", "allergic_to", "occhio")),
    ("quando parlo veloce", ("you", "speaks", "veloce")),
    ("all'inizio mi sono trasferita", ("you", "moved_to", "inizio")),
    ("Mia madre dice che mio fratello vive a Dublino.", ("brother", "lives_in", "dublino")),
    ("Sono un grande fan della Juventus.", ("you", "born_in", "juventus")),
    ("Lavoro a Pisa.", ("you", "works_at", "pisa")),
    ("Credo che mia zia abiti a Trento.", ("aunt", "lives_in", "trento")),
    ("Nel weekend vado sempre al mare con il mio cane.", ("you", "went_to", "mare")),
    ("Mia sorella Giulia vive a Roma.", ("you", "lives_in", "roma")),
    ("Ho un cane che si chiama Fido.", ("you", "has", "cane")),
    # a third-person copula is no clause of the speaker's
    ("io boh non mi va è una scelta mia", ("you", "is", "scelta")),
    # a relative is no one's origin
    (
        "il mio amico si chiama federico siamo cresciuti insieme e adesso lui vive a ginevra ma è "
        "più di un fratello per me",
        ("federico", "from", "fratello"),
    ),
]

TURNS = [
    # a pet taken, then named by a dropped subject
    (
        ("abbiamo preso un gatto al gattile",),
        "si chiama nuvola ed è una gattina bianchissima",
        {("you", "cat", "nuvola")},
        intents.FACT_STATEMENT,
    ),
    # an ask phrase anywhere in a transcript; a mood with no fact
    ((), "e tu di dove sei io sono di bari", {("you", "from", "bari")}, intents.QUESTION_WITH_FACT),
    ((), "sono stanca oggi", set(), intents.REACTION),
    (
        # a relative named twice with a self-repair between: the first name is taken back
        (),
        "mia figlia si chiama alessia ma no scusa mi sono confusa mia figlia si chiama alice",
        {("you", "daughter", "alice")},
        intents.CORRECTION,
    ),
    (
        # an elliptic correction by a number word: the age as digits
        ("ho trentadue anni",),
        "anzi trentatré li ho compiuti ieri",
        {("you", "age", "33")},
        intents.CORRECTION,
    ),
    (
        # "X non Y" alone, Y the value just said: a correction with no marker
        ("il mio cane si chiama briciola",),
        "fuffi non briciola",
        {("you", "dog", "fuffi")},
        intents.CORRECTION,
    ),
    (
        ("Mio fratello si chiama Marco.",),
        "Lavora presso Fiat.",
        {("marco", "works_at", "fiat")},
        intents.FACT_STATEMENT,
    ),
    (
        ("Mia cugina si chiama Elena.",),
        "Lei è nata a Pisa.",
        {("elena", "born_in", "pisa")},
        intents.FACT_STATEMENT,
    ),
    (
        (),
        "Lui si chiama Marco e abita a Verona.",
        {("marco", "lives_in", "verona")},
        intents.FACT_STATEMENT,
    ),
    (
        ("Abito a Roma.",),
        "Scusa, intendevo Verona.",
        {("you", "lives_in", "verona")},
        intents.CORRECTION,
    ),
    (
        ("Ho 40 anni.",),
        "Correzione: ho 41 anni, non 40.",
        {("you", "age", "41")},
        intents.CORRECTION,
    ),
    (
        (),
        "Ti ricordi che sono vegetariano?",
        {("you", "is", "vegetariano")},
        intents.QUESTION_WITH_FACT,
    ),
    (
        (),
        "Ho due gatti, cosa posso regalargli?",
        {("you", "has", "gatti")},
        intents.QUESTION_WITH_FACT,
    ),
    (
        (),
        "Mi chiamo Anna, e tu?",
        {("you", "name", "anna")},
        intents.QUESTION_WITH_FACT,
    ),
    (
        (),
        "Ricordati che mio figlio si chiama Pietro.",
        {("you", "son", "pietro")},
        intents.COMMAND,
    ),
    # "X, non Y" after a correction marker, in an untagged transcript
    (
        ("Gioco a tennis.",),
        "Volevo dire padel, non tennis.",
        {("you", "plays", "padel")},
        intents.CORRECTION,
    ),
    # an unnamed relative said before is who a dropped subject stands for
    (
        ("ho un fratello",),
        "vive a firenze e ha due bambini",
        {("brother", "lives_in", "firenze"), ("brother", "has", "bambini")},
        intents.MULTIPLE_FACTS,
    ),
    # an object taken back by a self-repair, and the value it is repaired to
    ((), "parlo francese anzi no lo capisco ma non lo parlo", set(), intents.CORRECTION),
    (
        (),
        "suono la chitarra no scusa il pianoforte",
        {("you", "plays", "pianoforte")},
        intents.CORRECTION,
    ),
    # a repaired "is" value: the new one stands, the old one is taken back; a repair with a
    # preposition is of the place, not of the job
    ((), "sono infermiera anzi no ostetrica", {("you", "is", "ostetrica")}, intents.CORRECTION),
    (
        (),
        "sono un infermiere no scusa un ostetrico",
        {("you", "is", "ostetrico")},
        intents.CORRECTION,
    ),
    ((), "sono vegetariana anzi no vegana", {("you", "is", "vegana")}, intents.CORRECTION),
    (
        (),
        "sono infermiera anzi no scusa sono ostetrica",
        {("you", "is", "ostetrica")},
        intents.CORRECTION,
    ),
    # a self-repair: "no scusa", "anzi no"; a repair past the opening words is a correction too
    ((), "sono nato a varese anzi no a como", {("you", "born_in", "como")}, intents.CORRECTION),
    ((), "abito a napoli no scusa a salerno", {("you", "lives_in", "salerno")}, intents.CORRECTION),
    (
        (),
        "lavoro alla fiat anzi no alla ferrari",
        {("you", "works_at", "ferrari")},
        intents.CORRECTION,
    ),
]

HEDGED = [
    ("Penso che abito a Torino.", {("you", "lives_in", "torino")}),
]

FORGET = [
    ("Dimentica che abito a Bologna.", {("you", "lives_in", "bologna")}),
]

# --- language data ---------------------------------------------------------------------------

DEPENDENCY_LABELS = "none"

VERB_RELATIONS = [
    ("lavorare", "presso", "works_at"),
    ("lavorare", "alla", "works_at"),
    ("lavorare", "a", None),  # "lavoro a Pisa" is a city
]

REMEMBER_MARKERS = [("ricordati",)]

COMPLETE_KIN_TABLES = ["kin_names"]

NUMBER_WORDS = [(["trentaquattro"], 34), (["quarantun"], 41), (["ventotto"], 28), (["trent'"], 30)]

NORMALIZED = [
    (["la", "mia", "gatta"], "gatta"),
]

# spaCy lists "sara" (sarà) and "otto" as stop words; here they are a name and a pet.
NOT_STOP_WORDS = ["sara", "otto"]

VERB_FORMS = [
    ("lavoro", ("lavorare", "Pres", "1s")),
    ("lavora", ("lavorare", "Pres", "3s")),
    ("abitavo", (None, "Imp", None)),
    ("vivrei", (None, "Cnd", None)),
    ("sono", ("essere", "Pres", "1s|3p")),
]

NOT_VERB_FORMS = ["di", "da"]

BULLETS = []
