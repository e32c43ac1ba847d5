"""French: one example per relation, as people say it.

The README's relation table is made of these (scripts/relation_table.py) and a test runs
them through extraction.
"""

RELATION_EXAMPLES = (
    ("name", "je m'appelle Luc", ("you", "name", "luc")),
    ("age", "j'ai 30 ans", ("you", "age", "30")),
    ("is", "je suis infirmière", ("you", "is", "infirmière")),
    ("favorite_<thing>", "ma couleur préférée est le bleu", ("you", "favorite_color", "bleu")),
    ("lives_in", "j'habite à Lyon", ("you", "lives_in", "lyon")),
    ("works_at", "je travaille chez Renault", ("you", "works_at", "renault")),
    ("born_in", "je suis né à Marseille", ("you", "born_in", "marseille")),
    ("from", "je viens de Lille", ("you", "from", "lille")),
    ("moved_from", "j'ai déménagé de Paris à Nantes", ("you", "moved_from", "paris")),
    ("moved_to", "on a déménagé à Bordeaux", ("you", "moved_to", "bordeaux")),
    ("went_to", "je suis allé au Japon l'an dernier", ("you", "went_to", "japon")),
    (
        "participated_in",
        "j'ai participé au marathon de Paris",
        ("you", "participated_in", "marathon de paris"),
    ),
    ("friend_of", "Julien est mon meilleur ami", ("you", "friend_of", "julien")),
    ("has", "j'ai deux enfants", ("you", "has", "enfants")),
    ("owns", "je possède une Tesla", ("you", "owns", "tesla")),
    ("<kin>", "ma sœur s'appelle Claire", ("you", "sister", "claire")),
    ("<pet>", "mon chat s'appelle Minou", ("you", "cat", "minou")),
    ("lived_in", "avant j'habitais à Toulouse", ("you", "lived_in", "toulouse")),
    ("worked_at", "avant je travaillais chez Airbus", ("you", "worked_at", "airbus")),
    ("was", "mon père était policier", ("father", "was", "policier")),
    ("likes", "j'adore le cinéma", ("you", "likes", "cinéma")),
    ("dislikes", "je déteste le jazz", ("you", "dislikes", "jazz")),
    ("plays", "je joue de la guitare", ("you", "plays", "guitare")),
    ("does", "je fais du vélo", ("you", "does", "vélo")),
    ("plans", "je compte déménager à Bordeaux", ("you", "plans", "déménager à bordeaux")),
    ("wants", "je veux un chien", ("you", "wants", "chien")),
    ("allergic_to", "je suis allergique aux arachides", ("you", "allergic_to", "arachides")),
    ("avoids", "je ne mange pas de viande", ("you", "avoids", "viande")),
    ("studies", "j'étudie le droit", ("you", "studies", "droit")),
    ("studies_at", "j'étudie à la Sorbonne", ("you", "studies_at", "sorbonne")),
    ("studied", "j'ai étudié la physique", ("you", "studied", "physique")),
    ("studied_at", "j'ai étudié à Sciences Po", ("you", "studied_at", "sciences po")),
    ("speaks", "je parle allemand", ("you", "speaks", "allemand")),
    ("marital_status", "je suis divorcée", ("you", "marital_status", "divorced")),
)
