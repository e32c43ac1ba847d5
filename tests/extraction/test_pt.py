"""Portuguese extraction: surface patterns over a blank tokenizer, checked on utterance tables.

The sentences are our own (not the gold set), European and Brazilian, so the rules are tested
for what they generalise to: dropped subjects read off the verb ("moro" = you, "mora" = the
last person named), naming with a clitic before or after the verb ("me chamo", "chama-se"),
articles before names ("o Pedro"), contractions that tell an employer from a city ("trabalho
na Sonae" / "trabalho em Lisboa"), numbers in several words ("trinta e quatro"), negation
("não ... mais", "já não"), hedges, the imperfect / conditional / future, and the intents.
"""

from __future__ import annotations

import pytest

from hotmem import Fact
from hotmem import intent as intents
from hotmem.analysis import analyse
from hotmem.extraction import extract
from hotmem.injection import bullet
from hotmem.lang import get_language
from hotmem.relations import KIN as CANONICAL_KIN
from hotmem.relations import PETS as CANONICAL_PETS
from hotmem.session import SessionState
from hotmem.text import normalize_entity, parse_number

LANG = "pt"


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
    ("Moro em Lisboa há cinco anos.", {("you", "lives_in", "lisboa")}),
    ("Vivo nos arredores do Porto.", {("you", "lives_in", "porto")}),
    ("Trabalho para a Vodafone em Lisboa.", {("you", "works_at", "vodafone")}),
    ("Trabalho na Jerónimo Martins.", {("you", "works_at", "jerónimo martins")}),
    ("Trabalho como garçonete num restaurante em Braga.", {("you", "is", "garçonete")}),
    ("Trabalho em Lisboa.", set()),  # a city, not an employer
    (
        "Trabalho desde 2015 na Caixa Geral de Depósitos.",
        {("you", "works_at", "caixa geral de depósitos")},
    ),
    ("Estou a trabalhar na Critical Software.", {("you", "works_at", "critical software")}),
    ("O meu marido é de Aveiro.", {("husband", "born_in", "aveiro")}),
    ("Sou natural de Viana do Castelo.", {("you", "born_in", "viana do castelo")}),
    ("Cresci em Évora.", set()),  # growing up is not being born there
    ("Há três anos mudei-me para Madrid.", {("you", "moved_to", "madrid")}),
    ("Me mudei pra Curitiba em 2020.", {("you", "moved_to", "curitiba")}),
    ("Moro no Rio de Janeiro.", {("you", "lives_in", "rio de janeiro")}),
    # names, ages, attributes
    ("Chamo-me Ana Rita Ferreira.", {("you", "name", "ana rita ferreira")}),
    ("Eu me chamo Lucas.", {("you", "name", "lucas")}),
    ("O meu nome é Maria do Carmo.", {("you", "name", "maria do carmo")}),
    ("Sou o Zé, prazer.", {("you", "name", "zé")}),
    ("meu irmão se chama joão", {("you", "brother", "joão")}),
    ("Tenho quarenta e dois anos.", {("you", "age", "42")}),
    ("Tenho 28 anos.", {("you", "age", "28")}),
    ("A minha avó fez noventa anos.", {("grandmother", "age", "90")}),
    ("Minha vó tem oitenta e sete anos.", {("grandmother", "age", "87")}),
    ("Sou médico.", {("you", "is", "médico")}),
    ("Sou professora.", {("you", "is", "professora")}),
    ("Sou casada há três anos.", {("you", "is", "casada")}),
    ("Estou tão cansado hoje.", set()),
    ("Tenho fome.", set()),
    ("Tenho dor de cabeça.", set()),
    ("Tenho uma pergunta sobre o meu contrato.", set()),
    ("Adoro pizza.", set()),
    ("Ontem falei com a minha irmã.", set()),
    ("O meu avô era pescador.", set()),  # the past, not a present attribute
    ("Foi incrível.", set()),
    # kinship, pets, friends
    ("Tenho uma filha que se chama Beatriz.", {("you", "daughter", "beatriz")}),
    (
        "Tenho dois irmãos, o Rui e o Paulo.",
        {("you", "brother", "rui"), ("you", "brother", "paulo")},
    ),
    (
        "Os meus filhos chamam-se Tomás e Leonor.",
        {("you", "child", "tomás"), ("you", "child", "leonor")},
    ),
    ("A Marta é minha irmã.", {("you", "sister", "marta")}),
    ("O Luís é um amigo meu.", {("you", "friend_of", "luís")}),
    ("O Pedro e o Lucas são amigos.", {("pedro", "friend_of", "lucas")}),
    (
        "A minha mulher, a Joana, é farmacêutica.",
        {("you", "wife", "joana"), ("joana", "is", "farmacêutica")},
    ),
    ("Tenho um irmão.", {("you", "has", "irmão")}),
    (
        "O meu amigo Gonçalo mora em Sintra.",
        {("you", "friend_of", "gonçalo"), ("gonçalo", "lives_in", "sintra")},
    ),
    (
        "A minha melhor amiga Carla vive em Faro.",
        {("you", "friend_of", "carla"), ("carla", "lives_in", "faro")},
    ),
    ("O meu gato Simba dorme o dia todo.", {("you", "cat", "simba")}),
    ("Tenho um cão que se chama Max.", {("you", "dog", "max")}),
    ("O meu filho fez dez anos.", {("son", "age", "10")}),
    (
        "O meu marido e eu moramos em Cascais.",
        {("husband", "lives_in", "cascais"), ("you", "lives_in", "cascais")},
    ),
    # favourites, possessions
    ("O meu livro favorito é Os Maias.", {("you", "favorite_book", "maias")}),
    (
        "A minha música preferida é Garota de Ipanema.",
        {("you", "favorite_song", "garota de ipanema")},
    ),
    ("Temos dois gatos e um cão.", {("you", "has", "gatos"), ("you", "has", "cão")}),
    ("Possuo dois carros.", {("you", "owns", "carros")}),
    ("Sou dono de uma oficina.", {("you", "owns", "oficina")}),
    ("Tenho um gato preto.", {("you", "has", "gato")}),
    # movement and events
    ("No ano passado fui a Portugal.", {("you", "went_to", "portugal")}),
    ("Fomos à Grécia em maio.", {("you", "went_to", "grécia")}),
    ("Estive em Paris na semana passada.", {("you", "went_to", "paris")}),
    ("Visitei Roma com a minha mãe.", {("you", "went_to", "roma")}),
    ("Vou todos os dias a Coimbra.", set()),  # a habit, not a trip
    ("Voltei para casa.", set()),
    ("Participei na maratona de Lisboa.", {("you", "participated_in", "maratona de lisboa")}),
    ("Corri a maratona do Porto.", {("you", "participated_in", "maratona do porto")}),
    ("Moro em, é, em Coimbra.", {("you", "lives_in", "coimbra")}),  # a hesitation
    ("Estou a viver em Lisboa com os miúdos.", {("you", "lives_in", "lisboa")}),
    (
        "As minhas crianças chamam-se Rita e Tiago.",
        {("you", "child", "rita"), ("you", "child", "tiago")},
    ),
]


@pytest.mark.parametrize(("text", "expected"), FACTS)
def test_facts(text: str, expected: set) -> None:
    assert run(text)[1] == expected


MULTI = [
    (
        "A minha mãe chama-se Lúcia e vive em Braga.",
        {("you", "mother", "lúcia"), ("lúcia", "lives_in", "braga")},
    ),
    (
        "Sou de Viana mas moro em Lisboa.",
        {("you", "born_in", "viana"), ("you", "lives_in", "lisboa")},
    ),
    (
        "O meu cão chama-se Bolinha e tem cinco anos.",
        {("you", "dog", "bolinha"), ("bolinha", "age", "5")},
    ),
    (
        "A minha mulher é de Leiria e trabalha como advogada.",
        {("wife", "born_in", "leiria"), ("wife", "is", "advogada")},
    ),
    (
        "Sou enfermeira e trabalho no Hospital de Santa Maria.",
        {("you", "is", "enfermeira"), ("you", "works_at", "hospital de santa maria")},
    ),
    (
        "A minha mãe vive em Évora, o meu pai em Beja.",
        {("mother", "lives_in", "évora"), ("father", "lives_in", "beja")},
    ),
    (
        "Tenho uma irmã. Chama-se Clara e mora em Niterói.",
        {("you", "sister", "clara"), ("clara", "lives_in", "niterói")},
    ),
    (
        "Meu pai é engenheiro e minha mãe é professora.",
        {("father", "is", "engenheiro"), ("mother", "is", "professora")},
    ),
    (
        "Então, tipo, eu sou a Júlia, tenho trinta e cinco anos, moro em Recife, trabalho na "
        "Embraer como engenheira, e, sim, tenho dois filhos, o Pedro e a Sofia, e um cachorro "
        "que se chama Bob.",
        {
            ("you", "name", "júlia"),
            ("you", "age", "35"),
            ("you", "lives_in", "recife"),
            ("you", "works_at", "embraer"),
            ("you", "is", "engenheira"),
            ("you", "child", "pedro"),
            ("you", "child", "sofia"),
            ("you", "dog", "bob"),
        },
    ),
    (
        # A hedge doubts its own clause, not the rest of a long turn.
        "Tenho quarenta anos, sou arquiteto, talvez mude de área, sei lá, e moro em Braga.",
        {("you", "age", "40"), ("you", "is", "arquiteto"), ("you", "lives_in", "braga")},
    ),
]


@pytest.mark.parametrize(("text", "expected"), MULTI)
def test_multiple_facts(text: str, expected: set) -> None:
    intent, facts, _ = run(text)
    assert facts == expected
    assert intent == intents.MULTIPLE_FACTS


NEGATED = [
    ("Não trabalho mais na Oi.", set(), {("you", "works_at", "oi")}),
    ("Já não moro em Lisboa.", set(), {("you", "lives_in", "lisboa")}),
    ("Não tenho filhos.", set(), {("you", "has", "filhos")}),
    ("Não sou casado.", set(), {("you", "is", "casado")}),
    ("Nunca fui aos Estados Unidos.", set(), {("you", "went_to", "estados unidos")}),
    (
        "Não moro em Lisboa, mas no Porto.",
        {("you", "lives_in", "porto")},
        {("you", "lives_in", "lisboa")},
    ),
    (
        "O meu irmão não trabalha na Galp, mas na EDP.",
        {("brother", "works_at", "edp")},
        {("brother", "works_at", "galp")},
    ),
]


@pytest.mark.parametrize(("text", "facts", "negated"), NEGATED)
def test_negation(text: str, facts: set, negated: set) -> None:
    intent, got, denied = run(text)
    assert (got, denied) == (facts, negated)
    assert intent == intents.FACT_STATEMENT


# Traps: nothing may be asserted, and the intent says why.
NOTHING = [
    ("A minha irmã diz que eu trabalho demais.", intents.FACT_STATEMENT),
    ("A minha mãe diz que o meu irmão vive em Dublin.", intents.FACT_STATEMENT),
    ("Acho que a minha tia mora em Setúbal.", intents.FACT_STATEMENT),
    ("Moro em Lisboa, acho eu.", intents.FACT_STATEMENT),
    ("Talvez, sei lá, a minha irmã more em Lisboa.", intents.FACT_STATEMENT),
    ("Não sei se a minha irmã mora em Lisboa.", intents.FACT_STATEMENT),
    ("Antes trabalhava em Coimbra.", intents.FACT_STATEMENT),
    ("Quando era pequeno morava no Alentejo.", intents.FACT_STATEMENT),
    ("Moraria de bom grado no Canadá.", intents.HYPOTHETICAL),
    ("Se eu fosse rico, comprava uma casa na praia.", intents.HYPOTHETICAL),
    ("Se a minha irmã vier, vamos à praia.", intents.HYPOTHETICAL),
    ("Gostaria de morar na Noruega um dia.", intents.HYPOTHETICAL),
    ("No próximo ano vou mudar-me para o Canadá.", intents.HYPOTHETICAL),
    ("Um dia ainda vou morar em Paris.", intents.HYPOTHETICAL),
    ("O meu filho faz dez anos na próxima semana.", intents.HYPOTHETICAL),
    ("Queremos ir à Grécia.", intents.HYPOTHETICAL),
    ("Quem me dera ter um cavalo.", intents.HYPOTHETICAL),
    ("Onde trabalha o meu irmão?", intents.PURE_QUESTION),
    ("Quantos anos eu tenho?", intents.PURE_QUESTION),
    ("Sabes onde mora a minha irmã?", intents.PURE_QUESTION),
    ("Está a chover em Lisboa?", intents.PURE_QUESTION),
    ("Obrigado, és incrível!", intents.REACTION),
    ("Está bem, até amanhã.", intents.REACTION),
    ("Não, obrigado.", intents.REACTION),
    ("Haha, que giro!", intents.REACTION),
    ("O que te lembras de mim?", intents.COMMAND),
    ("O que você sabe sobre mim?", intents.COMMAND),
]


@pytest.mark.parametrize(("text", "expected_intent"), NOTHING)
def test_nothing_asserted(text: str, expected_intent: str) -> None:
    intent, facts, _ = run(text)
    assert facts == set()
    assert intent == expected_intent


@pytest.mark.parametrize(
    ("text", "trap"),
    [
        ("Trabalho no turno da noite.", ("you", "works_at", "turno da noite")),
        ("A minha irmã Inês vive em Roma.", ("you", "lives_in", "roma")),
        ("Tenho um cão que se chama Fido.", ("you", "has", "cão")),
        ("Tenho um cão que se chama Fido.", ("you", "name", "fido")),
        ("Nasci em Coimbra, em oitenta e nove.", ("you", "age", "89")),
        ("Ao fim de semana vou sempre à praia com o meu cão.", ("you", "went_to", "praia")),
        ("Ela é a dona da casa.", ("she", "is", "dona")),
        ("Aqui está sempre sol.", ("you", "is", "sol")),
    ],
)
def test_must_not(text: str, trap: tuple[str, str, str]) -> None:
    assert trap not in run(text)[1]


@pytest.mark.parametrize(
    ("context", "text", "expected", "intent"),
    [
        (
            ("O meu irmão chama-se Marco.",),
            "Trabalha na Fiat.",
            {("marco", "works_at", "fiat")},
            intents.FACT_STATEMENT,
        ),
        (
            ("A minha prima chama-se Elena.",),
            "Ela nasceu em Pisa.",
            {("elena", "born_in", "pisa")},
            intents.FACT_STATEMENT,
        ),
        (
            ("Minha filha se chama Alice.",),
            "Tem cinco aninhos.",
            {("alice", "age", "5")},
            intents.FACT_STATEMENT,
        ),
        (
            (),
            "Ele chama-se Marco e mora em Verona.",
            {("marco", "lives_in", "verona")},
            intents.FACT_STATEMENT,
        ),
        (
            # "você" is the assistant, never the person named before.
            ("A minha irmã chama-se Ana.",),
            "Você é muito simpático.",
            set(),
            intents.REACTION,
        ),
        (
            (),
            "Você sabe que eu moro em Lisboa?",
            {("you", "lives_in", "lisboa")},
            intents.QUESTION_WITH_FACT,
        ),
        (
            ("Moro em Lisboa.",),
            "Desculpa, quis dizer Porto.",
            {("you", "lives_in", "porto")},
            intents.CORRECTION,
        ),
        (
            ("Tenho 40 anos.",),
            "Correção: tenho 41 anos, não 40.",
            {("you", "age", "41")},
            intents.CORRECTION,
        ),
        (
            (),
            "Lembras-te que sou vegetariano?",
            {("you", "is", "vegetariano")},
            intents.QUESTION_WITH_FACT,
        ),
        (
            (),
            "Já te contei que a minha irmã Camila mora em Londres?",
            {("you", "sister", "camila"), ("camila", "lives_in", "londres")},
            intents.QUESTION_WITH_FACT,
        ),
        (
            (),
            "Tenho dois gatos, o que lhes posso dar de comer?",
            {("you", "has", "gatos")},
            intents.QUESTION_WITH_FACT,
        ),
        (
            (),
            "Chamo-me Ana, e tu?",
            {("you", "name", "ana")},
            intents.QUESTION_WITH_FACT,
        ),
        (
            (),
            "Lembra-te que o meu filho se chama Pedro.",
            {("you", "son", "pedro")},
            intents.COMMAND,
        ),
        (
            (),
            "Não te esqueças que a minha mãe se chama Rosa.",
            {("you", "mother", "rosa")},
            intents.COMMAND,
        ),
    ],
)
def test_context_and_intent(context: tuple, text: str, expected: set, intent: str) -> None:
    got_intent, facts, _ = run(text, context)
    assert facts == expected
    assert got_intent == intent


def test_forget_command_retracts_instead_of_asserting() -> None:
    result = extract(analyse("Esquece que moro em Bolonha.", LANG), SessionState("u", "s"))
    assert result.intent == intents.COMMAND
    assert not result.facts
    assert {(t.subject, t.relation, t.object) for t in result.forget} == {
        ("you", "lives_in", "bolonha")
    }


def test_hedged_fact_has_low_confidence() -> None:
    result = extract(analyse("Acho que moro em Setúbal.", LANG), SessionState("u", "s"))
    assert result.facts and all(f.confidence < 0.5 for f in result.facts)


# --- language data ----------------------------------------------------------------------------


def test_language_data_loads_every_field() -> None:
    data = get_language(LANG)
    assert data.code == LANG
    assert data.reader == "surface" and data.models == ()
    assert data.verb_relations[("morar", "em")] == "lives_in"
    assert data.verb_relations[("trabalhar", "na")] == "works_at"
    assert ("trabalhar", "em") not in data.verb_relations  # "trabalho em Lisboa" is a city
    assert data.verb_relations[("mudar", "pra")] == "moved_to"
    assert ("lembra-te", "que") in data.remember_markers


@pytest.mark.parametrize(
    ("words", "value"),
    [
        (["trinta", "e", "quatro"], 34),
        (["vinte", "e", "um"], 21),
        (["dezasseis"], 16),
        (["dezesseis"], 16),
        (["cento", "e", "dois"], 102),
        (["quarenta e dois"], 42),
    ],
)
def test_number_words(words: list[str], value: int) -> None:
    assert parse_number(words, get_language(LANG)) == value


def test_normalisation_drops_determiners_and_contractions() -> None:
    data = get_language(LANG)
    assert normalize_entity(["a", "minha", "gata"], data) == "gata"
    assert normalize_entity(["no", "Porto"], data) == "porto"
    assert normalize_entity(["trinta", "e", "quatro"], data) == "34"


def test_verb_forms_carry_person_and_tense() -> None:
    from hotmem.lang.pt import VERB_FORMS

    assert VERB_FORMS["moro"] == ("morar", "1s", "pres")
    assert VERB_FORMS["mora"] == ("morar", "3s", "pres")
    assert VERB_FORMS["mudámos"] == ("mudar", "1p", "past")
    assert VERB_FORMS["morava"][2] == "impf"
    assert VERB_FORMS["morava"][1] == ""  # "I" or "she": the imperfect does not say
    assert VERB_FORMS["moraria"][2] == "cond"
    assert VERB_FORMS["chama-se"] == ("chamar-se", "3s", "pres")
    assert VERB_FORMS["mudei-me"] == ("mudar", "1s", "past")
    assert VERB_FORMS["fui"][0] == "ir"  # "fui ao Japão" is a trip
    for word in ("a", "o", "de", "em", "no", "na", "como", "e"):
        assert word not in VERB_FORMS


def test_bullet_templates_match_english_keys() -> None:
    assert set(get_language(LANG).bullet_templates) == set(get_language("en").bullet_templates)


def test_kin_names_cover_canonical_nouns() -> None:
    data = get_language(LANG)
    assert set(data.kin_names) >= CANONICAL_KIN | CANONICAL_PETS
    assert set(data.kin_names_of) >= CANONICAL_KIN | CANONICAL_PETS


# Every relation family is in tests/test_injection_langs.py; here the joins of the templates.
@pytest.mark.parametrize(
    ("triple", "text"),
    [
        (("you", "favorite_color", "azul"), "• A sua cor favorita é azul"),
        (("husband", "favorite_food", "feijoada"), "• A comida favorita do seu marido é feijoada"),
        (("ana", "brother", "rui"), "• O irmão de Ana se chama Rui"),
        (("wife", "sister", "eva"), "• A irmã da sua esposa se chama Eva"),
    ],
)
def test_bullet_wording(triple: tuple[str, str, str], text: str) -> None:
    assert bullet(Fact(*triple, lang=LANG)) == text
