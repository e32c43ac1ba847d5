"""English: one example per relation, as people say it.

The README's relation table is made of these (scripts/relation_table.py) and a test runs
them through extraction.
"""

RELATION_EXAMPLES = (
    ("name", "my name is Alex", ("you", "name", "alex")),
    ("age", "I'm 34", ("you", "age", "34")),
    ("is", "I'm a nurse", ("you", "is", "nurse")),
    ("favorite_<thing>", "my favorite color is blue", ("you", "favorite_color", "blue")),
    ("lives_in", "I live in Seattle", ("you", "lives_in", "seattle")),
    ("works_at", "I work at Google", ("you", "works_at", "google")),
    ("born_in", "I was born in Madrid", ("you", "born_in", "madrid")),
    ("from", "I'm from Ohio", ("you", "from", "ohio")),
    ("moved_from", "I moved from Chicago to Denver", ("you", "moved_from", "chicago")),
    ("moved_to", "we moved to Denver last year", ("you", "moved_to", "denver")),
    ("went_to", "I went to Japan last year", ("you", "went_to", "japan")),
    ("participated_in", "I ran the Boston marathon", ("you", "participated_in", "boston marathon")),
    ("friend_of", "Tom is my best friend", ("you", "friend_of", "tom")),
    ("has", "we have two kids", ("you", "has", "kids")),
    ("owns", "I own a Tesla", ("you", "owns", "tesla")),
    ("<kin>", "my sister is called Anna", ("you", "sister", "anna")),
    ("<pet>", "my dog's name is Rex", ("you", "dog", "rex")),
    ("lived_in", "I used to live in Paris", ("you", "lived_in", "paris")),
    ("worked_at", "I used to work at IBM", ("you", "worked_at", "ibm")),
    ("was", "my dad was a cop", ("father", "was", "cop")),
    ("likes", "I love hiking", ("you", "likes", "hiking")),
    ("dislikes", "I can't stand jazz", ("you", "dislikes", "jazz")),
    ("plays", "I play the guitar", ("you", "plays", "guitar")),
    ("does", "I do yoga every morning", ("you", "does", "yoga")),
    ("plans", "I'm planning to move to Lisbon", ("you", "plans", "move to lisbon")),
    ("wants", "I really want a dog", ("you", "wants", "dog")),
    ("allergic_to", "I'm allergic to peanuts", ("you", "allergic_to", "peanuts")),
    ("avoids", "I don't eat meat", ("you", "avoids", "meat")),
    ("studies", "I study law", ("you", "studies", "law")),
    ("studies_at", "I study at Bologna", ("you", "studies_at", "bologna")),
    ("studied", "I studied physics", ("you", "studied", "physics")),
    ("studied_at", "I graduated from MIT", ("you", "studied_at", "mit")),
    ("speaks", "I speak French", ("you", "speaks", "french")),
    ("marital_status", "I just got engaged", ("you", "marital_status", "engaged")),
)
