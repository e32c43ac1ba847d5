"""Italian: one example per relation, as people say it.

The README's relation table is made of these (scripts/relation_table.py) and a test runs
them through extraction.
"""

RELATION_EXAMPLES = (
    ("name", "mi chiamo Giulia", ("you", "name", "giulia")),
    ("age", "ho 30 anni", ("you", "age", "30")),
    ("is", "sono infermiera", ("you", "is", "infermiera")),
    ("favorite_<thing>", "il mio colore preferito è il blu", ("you", "favorite_color", "blu")),
    ("lives_in", "abito a Roma", ("you", "lives_in", "roma")),
    ("works_at", "lavoro presso Enel", ("you", "works_at", "enel")),
    ("born_in", "sono nato a Napoli", ("you", "born_in", "napoli")),
    ("from", "vengo da Palermo", ("you", "from", "palermo")),
    ("moved_from", "mi sono trasferito da Milano a Torino", ("you", "moved_from", "milano")),
    ("moved_to", "ci siamo trasferiti a Bologna", ("you", "moved_to", "bologna")),
    ("went_to", "sono andato in Spagna ad agosto", ("you", "went_to", "spagna")),
    (
        "participated_in",
        "ho partecipato alla maratona di Roma",
        ("you", "participated_in", "maratona di roma"),
    ),
    ("friend_of", "Marco è il mio migliore amico", ("you", "friend_of", "marco")),
    ("has", "ho due figli", ("you", "has", "figli")),
    ("owns", "possiedo una barca", ("you", "owns", "barca")),
    ("<kin>", "mia sorella si chiama Anna", ("you", "sister", "anna")),
    ("<pet>", "il mio gatto si chiama Micio", ("you", "cat", "micio")),
    ("lived_in", "prima abitavo a Firenze", ("you", "lived_in", "firenze")),
    ("worked_at", "prima lavoravo alla Ferrari", ("you", "worked_at", "ferrari")),
    ("was", "mio padre era poliziotto", ("father", "was", "poliziotto")),
    ("likes", "mi piace il calcio", ("you", "likes", "calcio")),
    ("dislikes", "odio il jazz", ("you", "dislikes", "jazz")),
    ("plays", "suono la chitarra", ("you", "plays", "chitarra")),
    ("does", "faccio yoga", ("you", "does", "yoga")),
    ("plans", "ho intenzione di aprire un agriturismo", ("you", "plans", "aprire un agriturismo")),
    ("wants", "voglio un cane", ("you", "wants", "cane")),
    ("allergic_to", "sono allergico alle noci", ("you", "allergic_to", "noci")),
    ("avoids", "non mangio carne", ("you", "avoids", "carne")),
    ("studies", "studio giurisprudenza", ("you", "studies", "giurisprudenza")),
    ("studies_at", "studio alla Statale di Milano", ("you", "studies_at", "statale di milano")),
    ("studied", "ho studiato filosofia", ("you", "studied", "filosofia")),
    ("studied_at", "mi sono laureata a Padova", ("you", "studied_at", "padova")),
    ("speaks", "parlo inglese", ("you", "speaks", "inglese")),
    ("marital_status", "sono sposato", ("you", "marital_status", "married")),
)
