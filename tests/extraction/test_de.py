"""German extraction: surface patterns over a blank tokenizer, checked on utterance tables.

The sentences are our own (not the gold set), so the rules are tested for what they generalise
to: word order (verb second, verb final, separable verbs), dropped and relative subjects,
negation, hedges, hypotheticals and the intent each turn gets.
"""

from __future__ import annotations

import pytest

from hotmem import intent as intents
from hotmem.analysis import analyse
from hotmem.extraction import extract
from hotmem.lang import get_language
from hotmem.relations import KIN as CANONICAL_KIN
from hotmem.relations import PETS as CANONICAL_PETS
from hotmem.session import SessionState
from hotmem.text import normalize_entity, parse_number

LANG = "de"


def run(text: str, context: tuple[str, ...] = ()) -> tuple[str, set, set]:
    state = SessionState("u", "s")
    for earlier in context:
        extract(analyse(earlier, LANG), state)
    result = extract(analyse(text, LANG), state)
    facts = {(f.subject, f.relation, f.object) for f in result.facts if f.confidence >= 0.5}
    negated = {(f.subject, f.relation, f.object) for f in result.negated}
    return result.intent, facts, negated


FACTS = [
    # residence, work, origin
    (
        "Ich wohne seit zwei Jahren in Frankfurt am Main.",
        {("you", "lives_in", "frankfurt am main")},
    ),
    ("Ich wohne in der Nähe von Stuttgart.", {("you", "lives_in", "stuttgart")}),
    ("Ich arbeite seit 2015 bei der Bahn.", {("you", "works_at", "bahn")}),
    (
        "Ich arbeite als Softwareentwicklerin bei SAP in Walldorf.",
        {("you", "is", "softwareentwicklerin"), ("you", "works_at", "sap")},
    ),
    ("Ich komme aus Österreich.", {("you", "born_in", "österreich")}),
    ("Ich bin in Hamburg aufgewachsen.", set()),  # growing up is not being born there
    ("Meine Frau kommt aus Spanien.", {("wife", "born_in", "spanien")}),
    # names, ages, attributes
    ("Ich heiße Anna Maria Schmidt.", {("you", "name", "anna maria schmidt")}),
    ("Servus, ich bin der Sepp.", {("you", "name", "sepp")}),
    ("mein bruder heißt felix", {("you", "brother", "felix")}),
    ("Ich bin 45.", {("you", "age", "45")}),
    ("Ich bin vierunddreißig Jahre alt.", {("you", "age", "34")}),
    ("Meine Oma ist neunzig Jahre alt geworden.", {("grandmother", "age", "90")}),
    ("Mein Vater ist Rentner.", {("father", "is", "rentner")}),
    ("Ich bin Lehrer.", {("you", "is", "lehrer")}),
    ("Ich bin Architekt.", {("you", "is", "architekt")}),  # "Architektin" exists: a role
    ("Ich bin Koch.", {("you", "is", "koch")}),  # "Köchin"
    ("Ich bin Peter.", {("you", "name", "peter")}),  # no "Peterin": a name
    ("Meine Schwester ist Krankenschwester.", {("sister", "is", "krankenschwester")}),
    ("Mein Bruder Ben ist fünf.", {("you", "brother", "ben"), ("ben", "age", "5")}),
    ("Ich bin seit drei Jahren verheiratet.", {("you", "is", "verheiratet")}),
    ("Ich bin so müde heute.", set()),
    # kinship, pets, friends
    ("Ich habe eine Tochter namens Mia.", {("you", "daughter", "mia")}),
    ("Ich habe einen Kater, der heißt Felix.", {("you", "cat", "felix")}),
    (
        "Ich habe zwei Brüder, Max und Moritz.",
        {("you", "brother", "max"), ("you", "brother", "moritz")},
    ),
    (
        "Meine Kinder heißen Tim und Tom.",
        {("you", "child", "tim"), ("you", "child", "tom")},
    ),
    ("Anna ist meine Schwester.", {("you", "sister", "anna")}),
    ("Ich habe einen Bruder.", {("you", "has", "bruder")}),
    ("Paul ist ein Freund von mir.", {("you", "friend_of", "paul")}),
    ("Tom und ich sind Freunde.", {("you", "friend_of", "tom")}),
    (
        "Meine Frau, die Petra, ist Apothekerin.",
        {("you", "wife", "petra"), ("petra", "is", "apothekerin")},
    ),
    (
        "Meine beste Freundin Julia wohnt in Wien.",
        {("you", "friend_of", "julia"), ("julia", "lives_in", "wien")},
    ),
    (
        "Mein Kumpel Max wohnt in Köln.",
        {("you", "friend_of", "max"), ("max", "lives_in", "köln")},
    ),
    ("Mein Freund heißt Tom.", set()),  # boyfriend or friend: left out
    ("Meine Katze Mimi schläft den ganzen Tag.", {("you", "cat", "mimi")}),
    ("Tom und Lisa wohnen in Kiel.", {("tom", "lives_in", "kiel"), ("lisa", "lives_in", "kiel")}),
    (
        "Mein Mann und ich wohnen in Bonn.",
        {("husband", "lives_in", "bonn"), ("you", "lives_in", "bonn")},
    ),
    # favourites, possessions
    ("Meine Lieblingsband ist Coldplay.", {("you", "favorite_band", "coldplay")}),
    ("Mein Lieblingsgetränk ist eigentlich Tee.", {("you", "favorite_drink", "tee")}),
    (
        "Wir haben zwei Katzen und einen Hund.",
        {("you", "has", "katzen"), ("you", "has", "hund")},
    ),
    ("Wir haben einen Hund und zwei Katzen.", {("you", "has", "hund"), ("you", "has", "katzen")}),
    ("Ich habe seit drei Jahren einen Hund.", {("you", "has", "hund")}),
    ("Ich besitze zwei Autos.", {("you", "owns", "autos")}),
    ("Ich hab total Hunger.", set()),
    ("Ich habe Kopfschmerzen.", set()),
    ("Die Kinder sind in der Schule.", set()),
    ("Das Wetter in Hamburg ist heute schrecklich.", set()),
    ("Ich liebe Pizza.", set()),
    ("Ich habe gestern mit meiner Schwester telefoniert.", set()),
    # movement and events
    ("Ich ziehe nach Hamburg um.", {("you", "moved_to", "hamburg")}),
    ("Ich bin letzte Woche nach Paris geflogen.", {("you", "went_to", "paris")}),
    ("Letzten Sommer war ich in Italien.", {("you", "went_to", "italien")}),
    ("Ich war am Wochenende in Berlin.", {("you", "went_to", "berlin")}),
    ("Ich fahre jeden Tag nach Bonn.", set()),  # a habit, not a trip
    ("Ich bin nach Hause gefahren.", set()),
    (
        "Ich habe beim Hamburg-Marathon mitgemacht.",
        {("you", "participated_in", "hamburg-marathon")},
    ),
    ("Ich nehme am Ironman teil.", {("you", "participated_in", "ironman")}),
]


@pytest.mark.parametrize(("text", "expected"), FACTS)
def test_facts(text: str, expected: set) -> None:
    assert run(text)[1] == expected


MULTI = [
    (
        "Meine Mutter heißt Ingrid und wohnt in Kassel.",
        {("you", "mother", "ingrid"), ("ingrid", "lives_in", "kassel")},
    ),
    (
        "Ich komme aus Österreich, wohne aber jetzt in Zürich.",
        {("you", "born_in", "österreich"), ("you", "lives_in", "zürich")},
    ),
    (
        "Mein Hund heißt Rex und ist drei Jahre alt.",
        {("you", "dog", "rex"), ("rex", "age", "3")},
    ),
    (
        "ich wohne in berlin und arbeite bei siemens",
        {("you", "lives_in", "berlin"), ("you", "works_at", "siemens")},
    ),
    (
        "Also, äh, ich bin Ärztin und arbeite bei der Charité.",
        {("you", "is", "ärztin"), ("you", "works_at", "charité")},
    ),
    (
        "Meine Mutter wohnt in Kiel, mein Vater in Husum.",
        {("mother", "lives_in", "kiel"), ("father", "lives_in", "husum")},
    ),
    (
        "Ich habe einen Bruder. Er heißt Jan und ist Lehrer.",
        {("you", "brother", "jan"), ("jan", "is", "lehrer")},
    ),
    (
        "Also, ähm, ich bin die Julia, ich bin vierunddreißig, wohne in Hannover, arbeite bei "
        "Continental als Ingenieurin, und, ja, ich hab zwei Kinder, Ben und Lea, und einen "
        "Hund, der heißt Paul.",
        {
            ("you", "name", "julia"),
            ("you", "age", "34"),
            ("you", "lives_in", "hannover"),
            ("you", "works_at", "continental"),
            ("you", "is", "ingenieurin"),
            ("you", "child", "ben"),
            ("you", "child", "lea"),
            ("you", "dog", "paul"),
        },
    ),
]


@pytest.mark.parametrize(("text", "expected"), MULTI)
def test_multiple_facts(text: str, expected: set) -> None:
    intent, facts, _ = run(text)
    assert facts == expected
    assert intent == intents.MULTIPLE_FACTS


NEGATED = [
    ("Ich arbeite nicht mehr bei Daimler.", set(), {("you", "works_at", "daimler")}),
    ("Ich habe keine Kinder.", set(), {("you", "has", "kinder")}),
    ("Ich bin nicht verheiratet.", set(), {("you", "is", "verheiratet")}),
    ("Ich war noch nie in Amerika.", set(), {("you", "went_to", "amerika")}),
    (
        "Ich wohne nicht in Berlin, sondern in Potsdam.",
        {("you", "lives_in", "potsdam")},
        {("you", "lives_in", "berlin")},
    ),
    (
        "Mein Bruder arbeitet nicht bei VW, sondern bei Audi.",
        {("brother", "works_at", "audi")},
        {("brother", "works_at", "vw")},
    ),
    (
        "Meine Frau heißt nicht Anna, sondern Anne.",
        {("you", "wife", "anne")},
        {("you", "wife", "anna")},
    ),
]


@pytest.mark.parametrize(("text", "facts", "negated"), NEGATED)
def test_negation(text: str, facts: set, negated: set) -> None:
    intent, got, denied = run(text)
    assert (got, denied) == (facts, negated)
    assert intent == intents.FACT_STATEMENT


# Traps: nothing may be asserted, and the intent says why.
NOTHING = [
    ("Meine Schwester sagt, dass ich zu viel arbeite.", intents.FACT_STATEMENT),
    ("Meine Mutter sagt, mein Bruder wohnt jetzt in Dresden.", intents.FACT_STATEMENT),
    ("Ich denke, ich ziehe nach Leipzig.", intents.FACT_STATEMENT),
    ("Vielleicht arbeite ich bald bei Google.", intents.FACT_STATEMENT),
    ("Früher habe ich in München gearbeitet.", intents.FACT_STATEMENT),
    ("Als Kind habe ich in Polen gewohnt.", intents.FACT_STATEMENT),
    ("Ich würde gern in Kanada leben.", intents.HYPOTHETICAL),
    ("Wenn ich reich wäre, würde ich eine Villa kaufen.", intents.HYPOTHETICAL),
    ("Ich möchte irgendwann in Norwegen leben.", intents.HYPOTHETICAL),
    ("Ich werde nächstes Jahr nach Kanada auswandern.", intents.HYPOTHETICAL),
    ("Ich ziehe nächsten Monat nach Hamburg um.", intents.HYPOTHETICAL),
    ("Wir wollen nach Italien fahren.", intents.HYPOTHETICAL),
    ("Mein Sohn wird nächste Woche zehn.", intents.HYPOTHETICAL),
    ("Wo arbeitet mein Bruder?", intents.PURE_QUESTION),
    ("Wie alt bin ich?", intents.PURE_QUESTION),
    ("Ist Anna meine Cousine?", intents.PURE_QUESTION),
    ("Weißt du, wo meine Schwester wohnt?", intents.PURE_QUESTION),
    ("Danke, das ist super!", intents.REACTION),
    ("Alles klar, bis morgen.", intents.REACTION),
    ("Was weißt du über mich?", intents.COMMAND),
]


@pytest.mark.parametrize(("text", "expected_intent"), NOTHING)
def test_nothing_asserted(text: str, expected_intent: str) -> None:
    intent, facts, _ = run(text)
    assert facts == set()
    assert intent == expected_intent


@pytest.mark.parametrize(
    ("text", "trap"),
    [
        ("Vielleicht ist mein Onkel Zahnarzt.", ("you", "uncle", "zahnarzt")),
        ("Meine Eltern waren letzten Monat in Rom.", ("parents", "is", "monat")),
        ("Ich glaube, mein Cousin arbeitet bei Audi.", ("cousin", "works_at", "audi")),
        ("Am Wochenende geh ich mit meinem Hund an den See.", ("you", "went_to", "see")),
        ("Meine Schwester Anna wohnt in Hamburg.", ("you", "lives_in", "hamburg")),
    ],
)
def test_must_not(text: str, trap: tuple[str, str, str]) -> None:
    assert trap not in run(text)[1]


@pytest.mark.parametrize(
    ("context", "text", "expected", "intent"),
    [
        (
            ("Meine Cousine heißt Sarah.",),
            "Sie arbeitet bei Bosch.",
            {("sarah", "works_at", "bosch")},
            intents.FACT_STATEMENT,
        ),
        (
            ("Mein Opa heißt Karl.",),
            "Er ist in Danzig geboren.",
            {("karl", "born_in", "danzig")},
            intents.FACT_STATEMENT,
        ),
        (
            ("Ich wohne in Köln.",),
            "Sorry, ich meinte Hamburg.",
            {("you", "lives_in", "hamburg")},
            intents.CORRECTION,
        ),
        (
            ("Ich bin 40.",),
            "Korrektur: ich bin 41, nicht 40.",
            {("you", "age", "41")},
            intents.CORRECTION,
        ),
        (
            (),
            "Hast du dir gemerkt, dass ich Vegetarier bin?",
            {("you", "is", "vegetarier")},
            intents.QUESTION_WITH_FACT,
        ),
        (
            (),
            "Mein Sohn Lukas ist krank, was soll ich tun?",
            {("you", "son", "lukas")},
            intents.QUESTION_WITH_FACT,
        ),
        (
            (),
            "Ich heiße Lara, und du?",
            {("you", "name", "lara")},
            intents.QUESTION_WITH_FACT,
        ),
        (
            (),
            "Merk dir, dass mein Sohn Lukas heißt.",
            {("you", "son", "lukas")},
            intents.COMMAND,
        ),
    ],
)
def test_context_and_intent(context: tuple, text: str, expected: set, intent: str) -> None:
    got_intent, facts, _ = run(text, context)
    assert facts == expected
    assert got_intent == intent


def test_forget_command_retracts_instead_of_asserting() -> None:
    state = SessionState("u", "s")
    result = extract(analyse("Vergiss, dass ich in Bonn wohne.", LANG), state)
    assert result.intent == intents.COMMAND
    assert not result.facts
    assert {(t.subject, t.relation, t.object) for t in result.forget} == {
        ("you", "lives_in", "bonn")
    }


def test_hedged_fact_has_low_confidence() -> None:
    result = extract(analyse("Ich glaube, ich wohne in Berlin.", LANG), SessionState("u", "s"))
    assert all(f.confidence < 0.5 for f in result.facts)


# --- language data ----------------------------------------------------------------------------


def test_language_data_loads_every_field() -> None:
    data = get_language(LANG)
    assert data.code == LANG
    assert ("wohnen", "in") in data.verb_relations
    assert data.verb_relations[("arbeiten", "als")] == "is"
    assert ("merk", "dir") in data.remember_markers


@pytest.mark.parametrize(
    ("words", "value"),
    [(["vierunddreißig"], 34), (["einundzwanzig"], 21), (["dreißig"], 30), (["45"], 45)],
)
def test_number_words(words: list[str], value: int) -> None:
    assert parse_number(words, get_language(LANG)) == value


def test_normalisation_drops_determiners() -> None:
    data = get_language(LANG)
    assert normalize_entity(["der", "Telekom"], data) == "telekom"
    assert normalize_entity(["meine", "Schwester"], data) == "schwester"


def test_verb_forms_carry_person_and_tense() -> None:
    from hotmem.lang.de import VERB_FORMS

    assert VERB_FORMS["wohne"] == ("wohnen", "1s", "pres")
    assert VERB_FORMS["arbeitet"] == ("arbeiten", "3s", "pres")
    assert VERB_FORMS["hätte"][2] == "cond"
    assert VERB_FORMS["umgezogen"] == ("umziehen", "", "part")


def test_bullet_templates_match_english_keys() -> None:
    assert set(get_language(LANG).bullet_templates) == set(get_language("en").bullet_templates)


def test_kin_names_cover_canonical_nouns() -> None:
    names = get_language(LANG).kin_names
    assert set(names) >= CANONICAL_KIN | CANONICAL_PETS
