"""Portuguese: one example per relation, as people say it.

The README's relation table is made of these (scripts/relation_table.py) and a test runs
them through extraction.
"""

RELATION_EXAMPLES = (
    ("name", "eu me chamo João", ("you", "name", "joão")),
    ("age", "tenho 30 anos", ("you", "age", "30")),
    ("is", "sou enfermeira", ("you", "is", "enfermeira")),
    ("favorite_<thing>", "minha cor favorita é azul", ("you", "favorite_color", "azul")),
    ("lives_in", "moro em Lisboa", ("you", "lives_in", "lisboa")),
    ("works_at", "trabalho na Petrobras", ("you", "works_at", "petrobras")),
    ("born_in", "nasci no Porto", ("you", "born_in", "porto")),
    ("from", "sou de Recife", ("you", "from", "recife")),
    ("moved_from", "me mudei de Curitiba para São Paulo", ("you", "moved_from", "curitiba")),
    ("moved_to", "mudei para Lisboa", ("you", "moved_to", "lisboa")),
    ("went_to", "no ano passado fui ao Japão", ("you", "went_to", "japão")),
    ("participated_in", "participei num hackathon", ("you", "participated_in", "hackathon")),
    ("friend_of", "o Pedro é o meu melhor amigo", ("you", "friend_of", "pedro")),
    ("has", "tenho dois filhos", ("you", "has", "filhos")),
    ("owns", "sou dono de uma padaria", ("you", "owns", "padaria")),
    ("<kin>", "minha irmã se chama Ana", ("you", "sister", "ana")),
    ("<pet>", "meu cachorro se chama Bob", ("you", "dog", "bob")),
    ("lived_in", "eu morava em Coimbra", ("you", "lived_in", "coimbra")),
    ("worked_at", "eu trabalhava no Itaú", ("you", "worked_at", "itaú")),
    ("was", "meu pai era policial", ("father", "was", "policial")),
    ("likes", "eu adoro futebol", ("you", "likes", "futebol")),
    ("dislikes", "odeio jazz", ("you", "dislikes", "jazz")),
    ("plays", "toco violão", ("you", "plays", "violão")),
    ("does", "faço ioga", ("you", "does", "ioga")),
    ("plans", "eu quero aprender alemão", ("you", "plans", "aprender alemão")),
    ("wants", "quero um cachorro", ("you", "wants", "cachorro")),
    ("allergic_to", "sou alérgico a amendoim", ("you", "allergic_to", "amendoim")),
    ("avoids", "não como carne", ("you", "avoids", "carne")),
    ("studies", "estudo direito", ("you", "studies", "direito")),
    ("studies_at", "estudo na USP", ("you", "studies_at", "usp")),
    ("studied", "estudei física", ("you", "studied", "física")),
    ("studied_at", "me formei na Unicamp", ("you", "studied_at", "unicamp")),
    ("speaks", "falo inglês", ("you", "speaks", "inglês")),
    ("marital_status", "sou casado", ("you", "marital_status", "married")),
)
