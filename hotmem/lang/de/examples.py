"""German: one example per relation, as people say it.

The README's relation table is made of these (scripts/relation_table.py) and a test runs
them through extraction.
"""

RELATION_EXAMPLES = (
    ("name", "ich heiße Jonas", ("you", "name", "jonas")),
    ("age", "ich bin 30 Jahre alt", ("you", "age", "30")),
    ("is", "ich bin Lehrerin", ("you", "is", "lehrerin")),
    ("favorite_<thing>", "meine Lieblingsfarbe ist Blau", ("you", "favorite_color", "blau")),
    ("lives_in", "ich wohne in Berlin", ("you", "lives_in", "berlin")),
    ("works_at", "ich arbeite bei Siemens", ("you", "works_at", "siemens")),
    ("born_in", "ich bin in Hamburg geboren", ("you", "born_in", "hamburg")),
    ("from", "ich komme aus Graz", ("you", "from", "graz")),
    ("moved_from", "ich bin von Köln nach München gezogen", ("you", "moved_from", "köln")),
    ("moved_to", "wir sind nach Leipzig gezogen", ("you", "moved_to", "leipzig")),
    ("went_to", "ich war letztes Jahr in Japan", ("you", "went_to", "japan")),
    (
        "participated_in",
        "ich hab am Berlin-Marathon teilgenommen",
        ("you", "participated_in", "berlin-marathon"),
    ),
    ("friend_of", "Lukas ist mein bester Freund", ("you", "friend_of", "lukas")),
    ("has", "ich habe zwei Kinder", ("you", "has", "kinder")),
    ("owns", "ich besitze ein Segelboot", ("you", "owns", "segelboot")),
    ("<kin>", "meine Schwester heißt Anna", ("you", "sister", "anna")),
    ("<pet>", "mein Hund heißt Bello", ("you", "dog", "bello")),
    ("lived_in", "früher habe ich in Wien gewohnt", ("you", "lived_in", "wien")),
    ("worked_at", "früher habe ich bei BMW gearbeitet", ("you", "worked_at", "bmw")),
    ("was", "mein Vater war Polizist", ("father", "was", "polizist")),
    ("likes", "ich liebe Fußball", ("you", "likes", "fußball")),
    ("dislikes", "ich hasse Jazz", ("you", "dislikes", "jazz")),
    ("plays", "ich spiele Gitarre", ("you", "plays", "gitarre")),
    ("does", "ich mache Yoga", ("you", "does", "yoga")),
    ("plans", "ich will Klavier lernen", ("you", "plans", "klavier lernen")),
    ("wants", "ich will einen Hund", ("you", "wants", "hund")),
    ("allergic_to", "ich bin allergisch gegen Nüsse", ("you", "allergic_to", "nüsse")),
    ("avoids", "ich esse kein Fleisch", ("you", "avoids", "fleisch")),
    ("studies", "ich studiere Jura", ("you", "studies", "jura")),
    ("studies_at", "ich studiere an der TU München", ("you", "studies_at", "tu münchen")),
    ("studied", "ich habe Physik studiert", ("you", "studied", "physik")),
    ("studied_at", "ich habe an der Uni Graz studiert", ("you", "studied_at", "uni graz")),
    ("speaks", "ich spreche Französisch", ("you", "speaks", "französisch")),
    ("marital_status", "ich bin verheiratet", ("you", "marital_status", "married")),
)
