"""Spanish: one example per relation, as people say it.

The README's relation table is made of these (scripts/relation_table.py) and a test runs
them through extraction.
"""

RELATION_EXAMPLES = (
    ("name", "me llamo Ana", ("you", "name", "ana")),
    ("age", "tengo 30 años", ("you", "age", "30")),
    ("is", "soy profesora", ("you", "is", "profesora")),
    ("favorite_<thing>", "mi color favorito es el azul", ("you", "favorite_color", "azul")),
    ("lives_in", "vivo en Madrid", ("you", "lives_in", "madrid")),
    ("works_at", "trabajo en Telefónica", ("you", "works_at", "telefónica")),
    ("born_in", "nací en Sevilla", ("you", "born_in", "sevilla")),
    ("from", "soy de México", ("you", "from", "méxico")),
    ("moved_from", "me mudé de Valencia a Madrid", ("you", "moved_from", "valencia")),
    ("moved_to", "me mudé a Sevilla", ("you", "moved_to", "sevilla")),
    ("went_to", "el verano pasado fui a Japón", ("you", "went_to", "japón")),
    (
        "participated_in",
        "participé en el maratón de Valencia",
        ("you", "participated_in", "maratón de valencia"),
    ),
    ("friend_of", "Pablo es mi mejor amigo", ("you", "friend_of", "pablo")),
    ("has", "tengo dos hijos", ("you", "has", "hijos")),
    ("owns", "soy dueño de un bar", ("you", "owns", "bar")),
    ("<kin>", "mi hermana se llama Lucía", ("you", "sister", "lucía")),
    ("<pet>", "mi perro se llama Toby", ("you", "dog", "toby")),
    ("lived_in", "antes vivía en Barcelona", ("you", "lived_in", "barcelona")),
    ("worked_at", "antes trabajaba en Iberia", ("you", "worked_at", "iberia")),
    ("was", "mi padre era policía", ("father", "was", "policía")),
    ("likes", "me encanta el fútbol", ("you", "likes", "fútbol")),
    ("dislikes", "odio el reguetón", ("you", "dislikes", "reguetón")),
    ("plays", "toco la guitarra", ("you", "plays", "guitarra")),
    ("does", "hago yoga", ("you", "does", "yoga")),
    ("plans", "quiero aprender japonés", ("you", "plans", "aprender japonés")),
    ("wants", "quiero un perro", ("you", "wants", "perro")),
    ("allergic_to", "soy alérgica a las nueces", ("you", "allergic_to", "nueces")),
    ("avoids", "no como carne", ("you", "avoids", "carne")),
    ("studies", "estudio derecho", ("you", "studies", "derecho")),
    ("studies_at", "estudio en la Complutense", ("you", "studies_at", "complutense")),
    ("studied", "estudié física", ("you", "studied", "física")),
    (
        "studied_at",
        "estudié en la Universidad de Salamanca",
        ("you", "studied_at", "universidad de salamanca"),
    ),
    ("speaks", "hablo inglés", ("you", "speaks", "inglés")),
    ("marital_status", "estoy casada", ("you", "marital_status", "married")),
)
