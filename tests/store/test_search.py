import itertools
import random

import pytest

from hotmem.exceptions import InvalidInputError
from hotmem.store import EmbeddedStore, WriteBatch
from hotmem.store.text import MAX_QUERY_TERMS, build_match, query_terms
from hotmem.text import fold

TEXTS = [
    "I adopted a golden retriever puppy and named him Max",
    "The weather in Lisbon was sunny all week",
    "I work as a nurse at the city hospital",
    "My sister Anna moved to Berlin last year",
    "We had pasta with tomato sauce for dinner",
    "I'm learning to play the cello on weekends",
    "Je suis allé au café près de la gare",
]


@pytest.fixture(params=["disk", "memory"])
def filled(request, tmp_path, make):
    store = EmbeddedStore(tmp_path / "m" if request.param == "disk" else None)
    for text in TEXTS:
        store.write(WriteBatch("alice", episodes=(make.episode("alice", text),)))
    store.flush()
    yield store
    store.close()


@pytest.mark.parametrize(
    "query, expected",
    [
        ("what did I name my puppy?", TEXTS[0]),
        ("where does my sister live, Berlin?", TEXTS[3]),
        ("hospital job", TEXTS[2]),
        ("CELLO!!!", TEXTS[5]),
        ("cafe", TEXTS[6]),  # accents fold both ways
        ("Café GARE", TEXTS[6]),
    ],
)
def test_relevant_episode_ranks_first(filled, query, expected):
    hits = filled.search_episodes("alice", query)
    assert hits, query
    assert hits[0].episode.text == expected
    assert all(a.score >= b.score for a, b in itertools.pairwise(hits))


def test_limit_and_scope(filled):
    assert len(filled.search_episodes("alice", "I the my week Max Anna nurse", limit=2)) == 2
    assert filled.search_episodes("alice", "puppy", limit=0) == []
    assert filled.search_episodes("bob", "puppy") == []


ODD = [
    "",
    "   ",
    "a",
    "?",
    '"',
    '"puppy',
    'puppy"',
    "***",
    "pup*",
    "^puppy",
    "NEAR(puppy max)",
    "puppy AND OR NOT max",
    "col:puppy",
    "text:puppy",
    "(((",
    "-puppy +max",
    "😀🎉🐶",
    "puppy 🐶 max",
    "\x00\x01\x02 puppy \x7f",
    "'; DROP TABLE episodes; --",
    "x" * 100_000,
    "puppy " * 20_000,
    "ਪੰਜਾਬੀ 日本語のテキスト العربية",
    "\u202e\u200b\ufeff",
]


@pytest.mark.parametrize("query", ODD, ids=range(len(ODD)))
def test_odd_queries_never_raise(filled, query):
    hits = filled.search_episodes("alice", query)
    assert isinstance(hits, list)
    if "puppy" in query.lower():
        assert hits and hits[0].episode.text == TEXTS[0]


def test_random_bytes_queries_never_raise(filled):
    rng = random.Random(7)
    for _ in range(50):
        query = "".join(chr(rng.randrange(1, 0x2FFF)) for _ in range(rng.randrange(1, 80)))
        assert isinstance(filled.search_episodes("alice", query), list)
    big = "".join(rng.choice('abcdefghij klmnop"*()^:') for _ in range(100_000))
    assert isinstance(filled.search_episodes("alice", big), list)


def test_query_building():
    assert build_match("") == ""
    assert build_match("the a I of") == ""  # stop-words and one-letter tokens only
    assert query_terms('Where is "Max"* the puppy?') == ["max", "puppy"]
    assert build_match("puppy puppy PUPPY", ("en",)) == (
        'text : ("puppy") OR stems : ("puppi")'  # the words as said, or their stems
    )
    assert len(query_terms(" ".join(f"w{n}" for n in range(500)))) == MAX_QUERY_TERMS
    assert fold("  São   PAULO ") == "sao paulo"


def test_a_query_drops_the_function_words_of_the_served_languages_only():
    assert query_terms("avec the puppy", ("en",)) == ["avec", "puppy"]
    assert query_terms("avec the puppy", ("fr",)) == ["the", "puppy"]
    assert query_terms("avec the puppy") == ["puppy"]  # every language by default


@pytest.mark.parametrize("langs", [(), ("xx",), ("en", "klingon"), "english"])
def test_a_store_refuses_languages_it_does_not_know(langs):
    with pytest.raises(InvalidInputError, match="langs"):
        EmbeddedStore(None, langs=langs)


def test_a_search_loads_no_other_language_s_data(fresh_process):
    # French's data imports spaCy's French tokenizer (seconds): an English bot's first
    # search_memory call must not pay for it.
    printed, loaded = fresh_process(
        "from hotmem import HotMem, HotMemConfig\n"
        "from hotmem.store import Episode, WriteBatch\n"
        "with HotMem(None, config=HotMemConfig(langs=('en',))) as mem:\n"
        "    mem.store.write(WriteBatch('a', episodes=(Episode('e1', 'a', 'a puppy', 1.0),)))\n"
        "    print(len(mem.store.search_episodes('a', 'the puppy avec')))\n"
    )
    assert printed == ["1"]
    assert loaded == ["hotmem.lang.base", "hotmem.lang.en"]


def test_episodes_table_and_fts_stay_in_sync(tmp_path, make, query_db):
    with EmbeddedStore(tmp_path / "m") as store:
        for text in TEXTS:
            store.write(WriteBatch("alice", episodes=(make.episode("alice", text),)))
    rows = query_db(
        tmp_path / "m",
        "SELECT count(*) FROM episodes_fts WHERE episodes_fts MATCH 'puppy OR nurse OR cello'",
    )
    assert rows == [(3,)]
    integrity = query_db(
        tmp_path / "m", "INSERT INTO episodes_fts(episodes_fts, rank) VALUES ('integrity-check', 1)"
    )
    assert integrity == []


def test_a_search_finds_other_forms_of_a_word(tmp_path, make):
    with EmbeddedStore(tmp_path / "m", langs=("en", "fr")) as store:
        for text, lang in [
            ("I research proteins at the lab", "en"),
            ("I was researching my family tree", "en"),
            ("Je travaille dans une boulangerie", "fr"),
        ]:
            store.write(WriteBatch("alice", episodes=(make.episode("alice", text, lang=lang),)))
        store.flush()
        hits = store.search_episodes("alice", "researching")
        assert sorted(h.episode.text for h in hits) == [
            "I research proteins at the lab",
            "I was researching my family tree",
        ]
        assert [h.episode.lang for h in store.search_episodes("alice", "travailler")] == ["fr"]
