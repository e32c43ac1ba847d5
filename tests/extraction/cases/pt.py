"""Portuguese cases for tests/extraction/test_languages.py (rule-based UD parse, blank tokenizer).

The sentences are our own (not the gold set), European and Brazilian, so the rules are tested
for what they generalise to: dropped subjects read off the verb ("moro" = you, "mora" = the
last person named), naming with a clitic before or after the verb ("me chamo", "chama-se"),
articles before names ("o Pedro"), contractions that tell an employer from a city ("trabalho
na Sonae" / "trabalho em Lisboa"), numbers in several words ("trinta e quatro"), negation
("não ... mais", "já não"), hedges, the imperfect / conditional / future, and the intents. The
row shapes are described in ``cases/__init__.py``.
"""

from __future__ import annotations

from hotmem import intent as intents

FACTS = [
    # hooked on something with "estar"/"andar" (the adjective's phrase before "estar em")
    ("tô viciada em séries", {("you", "likes", "séries")}),
    ("eu tô viciada em podcasts de true crime", {("you", "likes", "podcasts de true crime")}),
    ("ando viciado em futebol", {("you", "likes", "futebol")}),
    ("minha filha está viciada em tiktok", {("daughter", "likes", "tiktok")}),
    ("estava viciado em jogos", set()),
    # a negation before a verb form opens the verb, past "sabe" ("you know")
    (
        "é que eu sou bem caseiro sabe não curto balada",
        {("you", "is", "caseiro"), ("you", "dislikes", "balada")},
    ),
    (
        "eu sou vegetariana sabe não como carne",
        {("you", "is", "vegetariana"), ("you", "avoids", "carne")},
    ),
    # a name with its article as a subject, in a lowercase transcript
    ("o pedro mora em lisboa", {("pedro", "lives_in", "lisboa")}),
    ("a carol é médica", {("carol", "is", "médica")}),
    (
        "o pedro e a maria moram no porto",
        {("pedro", "lives_in", "porto"), ("maria", "lives_in", "porto")},
    ),
    ("a gente se conheceu na faculdade e a duda é enfermeira", {("duda", "is", "enfermeira")}),
    ("saí com a duda ontem", set()),
    # "o irmão dele": the possessive after its noun, his (the last man named)
    (
        "meu marido trabalha na embraer e o irmão dele o caio mora em curitiba",
        {
            ("husband", "works_at", "embraer"),
            ("husband", "brother", "caio"),
            ("caio", "lives_in", "curitiba"),
        },
    ),
    (
        "a minha mulher é de braga e a irmã dela a rita vive em lisboa",
        {("wife", "from", "braga"), ("wife", "sister", "rita"), ("rita", "lives_in", "lisboa")},
    ),
    # a word broken off and said whole: the whole word, read in its place
    ("meu nome é pe pedro henrique", {("you", "name", "pedro henrique")}),
    (
        "a minha irmã a ma mariana mora no porto",
        {("you", "sister", "mariana"), ("mariana", "lives_in", "porto")},
    ),
    # the governed preposition said again after "e"; "pelo" after it is the fur
    (
        "tenho alergia a ácaros e a pó",
        {("you", "allergic_to", "ácaros"), ("you", "allergic_to", "pó")},
    ),
    ("sou alérgico a pelo de gato", {("you", "allergic_to", "pelo de gato")}),
    # going somewhere after a home said no longer (NO_LONGER): a move, no trip
    ("não moro mais em lisboa fui pro porto", {("you", "moved_to", "porto")}),
    ("já não moro em lisboa fui pro porto", {("you", "moved_to", "porto")}),
    ("meu irmão não mora mais em salvador ele foi pra recife", {("brother", "moved_to", "recife")}),
    ("não moro em lisboa mas fui pro porto nas férias", {("you", "went_to", "porto")}),
    # a number said roughly (PARSER_WORDS approx_tails) is no age, and its words no thing had
    ("tenho trinta e poucos anos", set()),
    ("minha mãe tem sessenta e tantos anos", set()),
    ("tenho trinta e três anos", {("you", "age", "33")}),
    # a bare noun opening a clause of "I" is a comment, no subject ("brincadeira", "mentira")
    ("brincadeira tenho trinta e três", {("you", "age", "33")}),
    ("mentira moro em lisboa", {("you", "lives_in", "lisboa")}),
    # "and" with a word of the speaker's own addition after a report: the speaker's clause
    (
        "o médico disse que tenho o colesterol alto e além disso não como carne de porco",
        {("you", "avoids", "carne de porco")},
    ),
    (
        "a minha mãe acha que eu trabalho demais e aliás sou vegetariana",
        {("you", "has", "mãe"), ("you", "is", "vegetariana")},
    ),
    (
        "ele disse que eu devia correr e além disso sou alérgico a amendoim",
        {("you", "allergic_to", "amendoim")},
    ),
    ("ela disse que eu sou vegetariana e que como peixe", set()),
    # counted friends the subject is with, then their names: the subject's friends
    (
        "moro com duas amigas a carol e a duda",
        {("you", "friend_of", "carol"), ("you", "friend_of", "duda")},
    ),
    (
        "o meu irmão mora com dois amigos o pedro e o rui",
        {("brother", "friend_of", "pedro"), ("brother", "friend_of", "rui")},
    ),
    ("moro com duas amigas", set()),
    # a counted class, then its members (PARSER_WORDS list_classes), said bare or set off
    (
        "já morei em três países itália frança e espanha",
        {
            ("you", "lived_in", "itália"),
            ("you", "lived_in", "frança"),
            ("you", "lived_in", "espanha"),
        },
    ),
    (
        "morei em dois países portugal e espanha",
        {("you", "lived_in", "portugal"), ("you", "lived_in", "espanha")},
    ),
    (
        "meu irmão morou em dois estados bahia e pernambuco",
        {("brother", "lived_in", "bahia"), ("brother", "lived_in", "pernambuco")},
    ),
    (
        "já morei em quatro países: itália, frança, suíça e espanha",
        {
            ("you", "lived_in", "itália"),
            ("you", "lived_in", "frança"),
            ("you", "lived_in", "suíça"),
            ("you", "lived_in", "espanha"),
        },
    ),
    (
        "morei em duas cidades, lisboa e porto",
        {("you", "lived_in", "lisboa"), ("you", "lived_in", "porto")},
    ),
    # the second of two governed phrases keeps its own "de" phrase
    (
        "tenho alergia a pólen e a pelo de gato",
        {("you", "allergic_to", "pólen"), ("you", "allergic_to", "pelo de gato")},
    ),
    (
        "a minha filha é alérgica a glúten e a proteína do leite",
        {("daughter", "allergic_to", "glúten"), ("daughter", "allergic_to", "proteína do leite")},
    ),
    # a course taken ("tirar", "cursar": FIELD_VERBS): a field of study only
    (
        "estou a tirar engenharia informática no técnico",
        {("you", "studies", "engenharia informática"), ("you", "studies_at", "técnico")},
    ),
    ("tirei direito em coimbra", {("you", "studied", "direito")}),
    ("tirei fotos na praia", set()),
    ("tirei sangue no hospital", set()),
    ("estou a tirar a carta", set()),
    # a year of a course with its field (STUDY_YEAR_NOUNS, STUDY_YEAR_ORDINALS)
    (
        "estou no segundo ano de medicina na usp",
        {("you", "studies", "medicina"), ("you", "studies_at", "usp")},
    ),
    (
        "tô no último ano de enfermagem na ufba",
        {("you", "studies", "enfermagem"), ("you", "studies_at", "ufba")},
    ),
    ("minha filha está no primeiro ano de engenharia", {("daughter", "studies", "engenharia")}),
    ("estou no quinto período de direito", {("you", "studies", "direito")}),
    ("estou no primeiro ano", set()),
    # a clitic between a noun and its verb, a subjunctive too ("a gente se mude"): no "if"
    ("o meu namorado quer que a gente se mude para o porto", {("you", "has", "namorado")}),
    ("a minha irmã se casou em maio", {("sister", "marital_status", "married")}),
    # a participle the dictionary has as a noun, after an infinitive: the object ("comida")
    ("adoro cozinhar comida japonesa", {("you", "likes", "cozinhar comida japonesa")}),
    (
        "outra coisa que eu amo é cozinhar comida japonesa",
        {("you", "likes", "cozinhar comida japonesa")},
    ),
    # a pet or relative "está morto": the state copula's adjective of death, no longer had
    ("meu cachorro está morto", set()),
    ("o meu gato está morto há dois anos", set()),
    ("meu cachorro está doente", {("you", "has", "cachorro")}),
    # jobs said with a loanword: roles, no names (nor "de cozinha" an origin)
    ("sou chef de cozinha", {("you", "is", "chef de cozinha")}),
    ("sou barista", {("you", "is", "barista")}),
    (
        "o meu irmão é chef num restaurante",
        {("brother", "is", "chef"), ("brother", "works_at", "restaurante")},
    ),
    ("sou personal trainer", {("you", "is", "personal trainer")}),
    # a job title and an unnamed place word with its indefinite article: where one works
    (
        "sou professora numa escola estadual aqui do bairro",
        {("you", "is", "professora"), ("you", "works_at", "escola estadual")},
    ),
    ("sou motorista numa escola", {("you", "is", "motorista"), ("you", "works_at", "escola")}),
    ("sou professora na escola", {("you", "is", "professora")}),
    # a copula's noun with its age after "de": the age too (not a past duration)
    ("sou uma menina de vinte e dois anos", {("you", "is", "menina"), ("you", "age", "22")}),
    ("sou a joana, uma menina de 22 anos.", {("you", "name", "joana"), ("you", "age", "22")}),
    ("fui bancária durante vinte anos", {("you", "was", "bancária")}),
    ("não sou uma menina de vinte anos", set()),
    # how many, then who: "os meus filhos são dois o tomás e o rodrigo"
    (
        "os meus filhos são dois o tomás e o rodrigo",
        {("you", "child", "tomás"), ("you", "child", "rodrigo")},
    ),
    (
        "as minhas irmãs são duas a ana e a rita",
        {("you", "sister", "ana"), ("you", "sister", "rita")},
    ),
    (
        "levo os miúdos à escola que os meus filhos são dois o tomás e o rodrigo",
        {("you", "child", "tomás"), ("you", "child", "rodrigo")},
    ),
    # in-laws (MENTIONED_ONLY_KIN): no taxonomy noun, only mentioned they are had as said
    ("a minha sogra vive a reclamar de tudo", {("you", "has", "sogra")}),
    ("almocei com o meu cunhado", {("you", "has", "cunhado")}),
    ("domingo tem almoço na casa dos meus sogros", {("you", "has", "sogros")}),
    # a relative living with the user: only mentioned
    ("o meu filho mora comigo", {("you", "has", "filho")}),
    ("a minha mãe mora com a gente", {("you", "has", "mãe")}),
    # a relative where they are for now ("estar" + a place word): only mentioned; an ordinal
    # before the noun is an adjective ("no sexto ano")
    ("meu filho tá no sexto ano já acredita", {("you", "has", "filho")}),
    ("o meu filho está no primeiro ano", {("you", "has", "filho")}),
    ("a minha filha tá na faculdade", {("you", "has", "filha")}),
    ("meus filhos estão na escola agora", {("you", "has", "filhos")}),
    ("o meu marido está no trabalho", {("you", "has", "marido")}),
    ("minha mãe está no hospital", {("you", "has", "mãe")}),
    ("a minha mãe tá no hospital", {("you", "has", "mãe")}),
    ("minha filha está na terceira série", {("you", "has", "filha")}),
    ("meu irmão tá morando em recife", {("brother", "lives_in", "recife")}),
    ("o meu tio tem uma quinta no douro", {("uncle", "has", "quinta")}),
    # a race's name after its article ("são" a saint's title, not "are"): the event run
    ("corri a são silvestre no ano passado", {("you", "participated_in", "são silvestre")}),
    ("eu corri a são silvestre pela primeira vez", {("you", "participated_in", "são silvestre")}),
    ("as crianças são lindas", set()),
    (
        "os meus filhos são o pedro e a maria",
        {("you", "child", "pedro"), ("you", "child", "maria")},
    ),
    # "vou ser sincero": a way of speaking, no plan; a role wanted is one
    ("vou ser sincera contigo eu moro em lisboa", {("you", "lives_in", "lisboa")}),
    ("vou ser honesto eu trabalho na petrobras", {("you", "works_at", "petrobras")}),
    ("olha vou ser sincero não gostei", set()),
    ("eu quero ser médica", {("you", "plans", "ser médica")}),
    # going back, alone, is no plan; with its place or its verb it is
    ("foi a melhor viagem da minha vida sério já quero voltar", set()),
    ("quero voltar pro brasil ano que vem", {("you", "plans", "voltar pro brasil")}),
    ("quero voltar a estudar", {("you", "plans", "voltar a estudar")}),
    ("a minha namorada quer voltar", {("you", "has", "namorada")}),
    # an activity noun the verb table spells as a participle: the noun as said
    ("pratico corrida", {("you", "does", "corrida")}),
    ("nós fazemos caminhada no parque", {("you", "does", "caminhada")}),
    # an age said with "estar com" (AGE_LINKS), with its noun only
    ("minha filha ana tá com quatro aninhos", {("you", "daughter", "ana"), ("ana", "age", "4")}),
    ("tô com trinta anos", {("you", "age", "30")}),
    ("tô com dois filhos em casa", set()),
    # a department or line of work is no employer; a manner adverb is no role
    ("trabalho no setor de vendas", set()),
    ("trabalho no marketing", set()),
    ("fui direto pro trabalho", set()),
    # a pet or the kids with the definite article, object of the user's verb: the user's
    ("fui levar o cachorro pra passear", {("you", "has", "cachorro")}),
    ("tenho que levar o gato no veterinário", {("you", "has", "gato")}),
    ("levo as crianças na escola", {("you", "has", "crianças")}),
    ("levei o cão do vizinho a passear", set()),
    ("o professor levou as crianças ao museu", set()),
    # a name stops at a contracted preposition that heads another phrase ("na USP")
    (
        "Me formei em Administração na USP em 2015.",
        {("you", "studied", "administração"), ("you", "studied_at", "usp")},
    ),
    # "foi"/"foram" before a noun is the copula's past (PARSER_WORDS "copula_forms")
    ("meu avô foi pescador a vida inteira", {("grandfather", "was", "pescador")}),
    ("meu irmão foi a paris", {("brother", "went_to", "paris")}),
    # a relative, the copula, an article and one word: the relative's name, even a word the
    # dictionary knows ("pedro", "lucas"); a role takes no article ("é médico")
    ("meu melhor amigo é o lucas", {("you", "friend_of", "lucas")}),
    ("meu filho é o pedro", {("you", "son", "pedro")}),
    ("meu pai é médico", {("father", "is", "médico")}),
    ("meu irmão é o mais velho", set()),
    # the names listed after a plural relative, with articles or without
    ("meus filhos são o pedro e a maria", {("you", "child", "pedro"), ("you", "child", "maria")}),
    ("tenho dois filhos pedro e joana", {("you", "child", "pedro"), ("you", "child", "joana")}),
    # a place or employer named by a participle after it ("chamada"), its article inside
    # the preposition or an adjective between; the name is no predicate of "sou"
    ("sou de uma cidade chamada itabira", {("you", "from", "itabira")}),
    ("trabalho pra uma empresa alemã chamada brandt", {("you", "works_at", "brandt")}),
    ("sou de uma cidadezinha do interior de minas chamada itabira", {("you", "from", "itabira")}),
    # the word before the naming participle is no name ("preto")
    ("tenho um gato preto chamado zé", {("you", "cat", "zé")}),
    # a relative the speaker has, with a relative clause stating a fact: that fact alone
    ("tenho uma tia que mora em salvador", {("aunt", "lives_in", "salvador")}),
    ("tenho um irmão que trabalha na petrobras", {("brother", "works_at", "petrobras")}),
    ("tenho uma irmã que se chama beatriz", {("you", "sister", "beatriz")}),
    # "aposentada" after a job noun: what the relative was
    ("minha mãe é professora aposentada", {("mother", "was", "professora")}),
    # a stop verb denies an eating verb (avoids); "começar" states its complement, unless a
    # plan governs it
    ("parei de tomar refrigerante", {("you", "avoids", "refrigerante")}),
    ("comecei a fazer pilates", {("you", "does", "pilates")}),
    ("vou começar a fazer yoga", {("you", "plans", "começar a fazer yoga")}),
    # a time after the activity ("de segunda a sexta") keeps it a hobby
    ("faço academia de segunda a sexta", {("you", "does", "academia")}),
    # "tenho que" is a must, no hedge of what follows; "não tenho certeza" still hedges
    (
        "eu tenho que tomar cuidado porque eu sou alérgico a amendoim",
        {("you", "allergic_to", "amendoim")},
    ),
    ("não tenho certeza se moro em lisboa", set()),
    # "perto da praia" is no job ("trabalho de garçom" is); "dona de casa" owns nothing
    (
        "trabalho pra uma empresa e moro em santos perto da praia",
        {("you", "works_at", "empresa"), ("you", "lives_in", "santos")},
    ),
    ("minha mãe é dona de casa", set()),
    # "o nome do meu cão": the name of a relative or pet after "de"
    ("o nome do meu cachorro é thor", {("you", "dog", "thor")}),
    # plural pets named right after them, with their articles
    (
        "tenho um gato chamado tufão e duas cachorras a mel e a pipoca",
        {("you", "cat", "tufão"), ("you", "dog", "mel"), ("you", "dog", "pipoca")},
    ),
    ("tenho dois cachorros o thor e o zeus", {("you", "dog", "thor"), ("you", "dog", "zeus")}),
    ("tenho duas gatas a mia e a luna", {("you", "cat", "mia"), ("you", "cat", "luna")}),
    # a course object takes its field ("de", "em") and its school ("na"); no hobby
    ("faço faculdade de direito", {("you", "studies", "direito")}),
    ("fiz faculdade de história", {("you", "studied", "história")}),
    ("faço mestrado em física", {("you", "studies", "física")}),
    (
        "faço faculdade de medicina na usp",
        {("you", "studies", "medicina"), ("you", "studies_at", "usp")},
    ),
    # a student's place is where they study, not an employer
    ("sou estudante na USP", {("you", "is", "estudante"), ("you", "studies_at", "usp")}),
    # a counted noun, then the languages it counts: the languages are the list; a list ends
    # before "e" and a verb that says "I" alone
    (
        "falo duas línguas inglês e alemão",
        {("you", "speaks", "inglês"), ("you", "speaks", "alemão")},
    ),
    (
        "falo três idiomas português francês e espanhol e agora tô aprendendo russo",
        {
            ("you", "speaks", "português"),
            ("you", "speaks", "francês"),
            ("you", "speaks", "espanhol"),
            ("you", "studies", "russo"),
        },
    ),
    # "estar" with a status word states it; its partner after "de"/"com"
    (
        "a minha prima está noiva do ricardo",
        {("cousin", "marital_status", "engaged"), ("cousin", "fiance", "ricardo")},
    ),
    ("tô solteira de novo", {("you", "marital_status", "single")}),
    # the speaker and a name as one subject: the name's article tells the partner
    # (PAIR_PARTNERS); "nos" before a verb of "nós" is the pronoun (clitic_persons)
    (
        "eu e o rodrigo ficamos noivos semana passada",
        {("you", "marital_status", "engaged"), ("you", "fiance", "rodrigo")},
    ),
    (
        "eu e o pedro somos casados há dez anos",
        {("you", "marital_status", "married"), ("you", "husband", "pedro")},
    ),
    ("eu e a ana casamos em maio", {("you", "marital_status", "married"), ("you", "wife", "ana")}),
    (
        "eu e a carla nos casamos ano passado",
        {("you", "marital_status", "married"), ("you", "wife", "carla")},
    ),
    ("nos mudamos pra lisboa em 2019", {("you", "moved_to", "lisboa")}),
    ("nos sábados jogo futebol", {("you", "plays", "futebol")}),
    (
        "eu e a minha irmã casamos no mesmo ano",
        {("you", "marital_status", "married"), ("you", "has", "irmã")},
    ),
    ("eu e o joão ficamos amigos", set()),
    ("estou cansada", set()),
    # "uma quinta" is a farm (PARSER_WORDS time_homonyms), "na quinta" / "toda quinta" a day
    ("o meu pai é dono de uma quinta", {("father", "owns", "quinta")}),
    ("jogo ténis toda quinta", {("you", "plays", "ténis")}),
    # a denied modal over a verb of diet denies the diet; a modal alone states nothing
    ("eu não posso beber leite", {("you", "avoids", "leite")}),
    ("eu posso comer de tudo", set()),
    # come or go back "para" a country: a move, the time after the name no part of it
    ("voltei para o chile ano passado", {("you", "moved_to", "chile")}),
    ("vim para lisboa com vinte anos", {("you", "moved_to", "lisboa")}),
    # learning a language is studying it; a degree's field; "sozinho" is how, no thing; an
    # infinitive the tables do not list after "a" is a verb, no object
    ("agora tô aprendendo coreano", {("you", "studies", "coreano")}),
    ("estou a fazer o mestrado em economia", {("you", "studies", "economia")}),
    ("aprendi sozinho", set()),
    ("aprendi a fingir que gosto", set()),
    # hooked, no identity ("viciada em X" is a taste)
    ("eu sou completamente viciada", set()),
    ("sou viciado em café", {("you", "likes", "café")}),
    # a verb with its own object takes its phrase: no employer of the verb before
    (
        "trabalho na embraer e amanhã tenho que levar o meu filho no médico",
        {("you", "works_at", "embraer"), ("you", "has", "filho")},
    ),
    # adopting: a pet or a relative had; its name after a time said between
    ("adotámos um cão no mês passado", {("you", "has", "cão")}),
    ("adotei uma cadela semana passada chamada pipoca", {("you", "dog", "pipoca")}),
    ("adotei uma dieta nova", set()),
    # an unnamed workplace is works_at with its bare noun; the town after it is no employer
    ("a minha irmã trabalha numa fábrica em aveiro", {("sister", "works_at", "fábrica")}),
    ("trabalho numa fábrica", {("you", "works_at", "fábrica")}),
    # the place after an unnamed workplace, past "lá"/"ali" and the workplace's "de" phrase
    (
        "eu trabalho numa agência de publicidade lá na paulista",
        {("you", "works_at", "agência de publicidade")},
    ),
    ("o meu irmão trabalha numa oficina ali no centro", {("brother", "works_at", "oficina")}),
    ("trabalho numa loja de roupas no shopping", {("you", "works_at", "loja de roupas")}),
    (
        "a minha irmã trabalha numa startup de tecnologia lá em floripa",
        {("sister", "works_at", "startup de tecnologia")},
    ),
    ("o meu namorado trabalha numa fintech", {("boyfriend", "works_at", "fintech")}),
    # a gerund's phrase further on is not the work verb's
    (
        "trabalho numa agência de viagens no centro sou guia faz dois anos é corrido demais"
        " cliente mudando tudo na última hora",
        {("you", "works_at", "agência de viagens")},
    ),
    ("eu trabalho em uma loja de roupa", {("you", "works_at", "loja de roupa")}),
    ("trabalhei num banco durante dez anos", {("you", "worked_at", "banco")}),
    ("eu trabalhava numa padaria", {("you", "worked_at", "padaria")}),
    ("tô trabalhando numa startup", {("you", "works_at", "startup")}),
    ("estou a trabalhar num café", {("you", "works_at", "café")}),
    ("a gente trabalha numa ong", {("you", "works_at", "ong")}),
    ("o meu marido trabalha num hotel em cascais", {("husband", "works_at", "hotel")}),
    ("trabalho em uma escola", {("you", "works_at", "escola")}),
    ("trabalho em casa", set()),
    # after a job title too; "de" + a place says where it is, a line of work what it is
    ("sou garçom num bar do centro", {("you", "is", "garçom"), ("you", "works_at", "bar")}),
    ("sou enfermeira num hospital", {("you", "is", "enfermeira"), ("you", "works_at", "hospital")}),
    (
        "sou contador numa empresa de logística",
        {("you", "is", "contador"), ("you", "works_at", "empresa de logística")},
    ),
    (
        "trabalho como motorista numa transportadora",
        {("you", "is", "motorista"), ("you", "works_at", "transportadora")},
    ),
    ("sou professor em campinas", {("you", "is", "professor")}),
    (
        "sou enfermeira em um hospital em recife",
        {("you", "is", "enfermeira"), ("you", "works_at", "hospital")},
    ),
    (
        "sou médica em uma clínica de são paulo",
        {("you", "is", "médica"), ("you", "works_at", "clínica")},
    ),
    # a relative or pet that died is no longer had (DEATH_VERBS)
    ("o meu cachorro morreu ano passado", set()),
    ("a minha avó faleceu em 2019", set()),
    ("o meu avô já faleceu", set()),
    # dead said with its participle: no trait
    ("o meu avô é falecido", set()),
    ("a minha gata morreu semana passada", set()),
    ("quero abrir uma padaria em lisboa", {("you", "plans", "abrir uma padaria em lisboa")}),
    # the European progressive "estar a" + infinitive plans like the gerund
    ("estou a planear mudar para braga", {("you", "plans", "mudar para braga")}),
    # a place the dictionary reads as a word, after an article's "a" too; not a longer name
    ("fui a paris em abril", {("you", "went_to", "paris")}),
    ("o meu irmão mora em natal", {("brother", "lives_in", "natal")}),
    # a relative's name the dictionary knows too ("pedro")
    ("o meu filho pedro mora em braga", {("you", "son", "pedro"), ("pedro", "lives_in", "braga")}),
    ("fui enfermeira durante dez anos", {("you", "was", "enfermeira")}),  # "ser", not "ir"
    ("o meu pai é fanático por vôlei", {("father", "likes", "vôlei")}),
    ("tenho intenção de abrir uma loja", {("you", "plans", "abrir uma loja")}),
    ("eu moro em são bento do sul", {("you", "lives_in", "são bento do sul")}),
    ("fui criado em são paulo", {("you", "from", "são paulo")}),
    # a list of languages without "e"; activities told by a verb alone, nouns after "de"
    (
        "falo alemão italiano e um pouco de russo",
        {("you", "speaks", "alemão"), ("you", "speaks", "italiano"), ("you", "speaks", "russo")},
    ),
    ("eu nado todas as manhãs", {("you", "does", "nadar")}),
    ("não sei nada de futebol", set()),
    ("quando eu era jovem morava em lisboa", {("you", "lived_in", "lisboa")}),
    ("quero aprender a tocar guitarra", {("you", "plans", "aprender a tocar guitarra")}),
    # reported speech: only the relative who speaks is had (GOLD_FORMAT v2)
    ("A minha irmã diz que eu trabalho demais.", {("you", "has", "irmã")}),
    ("A minha mãe diz que o meu irmão vive em Dublin.", {("you", "has", "mãe")}),
    # relatives said without a comma: an article names them, the next relative opens a clause
    (
        "a minha irmã a bia mora em toronto o meu irmão o caio trabalha na google",
        {
            ("you", "sister", "bia"),
            ("bia", "lives_in", "toronto"),
            ("you", "brother", "caio"),
            ("caio", "works_at", "google"),
        },
    ),
    ("olá eu sou o duarte", {("you", "name", "duarte")}),
    ("a minha mãe quer muito que eu faça medicina", {("you", "has", "mãe")}),  # only mentioned
    # a relative joined to the user, or in a mood, is only mentioned
    ("eu e a minha irmã estamos sempre juntas", {("you", "has", "irmã")}),
    ("o meu pai tá muito cansado", {("you", "has", "pai")}),
    ("a minha série preferida é friends", {("you", "favorite_show", "friends")}),
    ("o meu time do coração é o grêmio", {("you", "favorite_team", "grêmio")}),  # a phrase
    # residence, work, origin
    ("Moro em Lisboa há cinco anos.", {("you", "lives_in", "lisboa")}),
    # a lowercase transcript: a name the dictionary does not know, after a person noun
    ("o meu filho miguel joga hóquei", {("you", "son", "miguel"), ("miguel", "plays", "hóquei")}),
    # transcripts: a greeting, a repeated word, a surname, a reflexive written apart
    ("oi então meu nome é é fernanda costa", {("you", "name", "fernanda costa")}),
    ("eu sou eu sou canhoto", {("you", "is", "canhoto")}),
    ("a minha mulher chama se sofia", {("you", "wife", "sofia")}),
    ("eu adoro pedalar", {("you", "likes", "pedalar")}),
    ("Vivo nos arredores do Porto.", {("you", "lives_in", "porto")}),
    ("Trabalho para a Vodafone em Lisboa.", {("you", "works_at", "vodafone")}),
    ("Trabalho na Jerónimo Martins.", {("you", "works_at", "jerónimo martins")}),
    (
        "Trabalho como garçonete num restaurante em Braga.",
        {("you", "is", "garçonete"), ("you", "works_at", "restaurante")},
    ),
    ("Trabalho em Lisboa.", set()),  # a city, not an employer
    (
        "Trabalho desde 2015 na Caixa Geral de Depósitos.",
        {("you", "works_at", "caixa geral de depósitos")},
    ),
    ("Estou a trabalhar na Critical Software.", {("you", "works_at", "critical software")}),
    ("O meu marido é de Aveiro.", {("husband", "from", "aveiro")}),
    ("Sou natural de Viana do Castelo.", {("you", "from", "viana do castelo")}),
    ("Cresci em Évora.", {("you", "from", "évora")}),  # from, not born_in
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
    ("Sou casada há três anos.", {("you", "marital_status", "married")}),
    ("Estou tão cansado hoje.", set()),
    ("Tenho fome.", set()),
    ("Tenho dor de cabeça.", set()),
    ("Tenho uma pergunta sobre o meu contrato.", set()),
    ("Adoro pizza.", {("you", "likes", "pizza")}),
    ("Ontem falei com a minha irmã.", {("you", "has", "irmã")}),  # only mentioned
    ("O meu avô era pescador.", {("grandfather", "was", "pescador")}),  # a past job: was
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
    ("Visitei Roma com a minha mãe.", {("you", "went_to", "roma"), ("you", "has", "mãe")}),
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
    # the rule-based parse: participles after a noun, "a gente", names after their article,
    # a verb form inside a name, the progressive, an indefinite workplace
    ("Tenho um cão chamado Max.", {("you", "dog", "max")}),
    ("A gente mora em Braga.", {("you", "lives_in", "braga")}),
    (
        "Mudei de São Paulo para Recife.",
        {("you", "moved_from", "são paulo"), ("you", "moved_to", "recife")},
    ),
    ("Estou trabalhando na Natura.", {("you", "works_at", "natura")}),
    (
        "Temos duas filhas, a Rita e a Inês.",
        {("you", "daughter", "rita"), ("you", "daughter", "inês")},
    ),
    ("Sou a Marta.", {("you", "name", "marta")}),
    ("Trabalho numa escola.", {("you", "works_at", "escola")}),  # an unnamed workplace
    # part 2: likes, activities, plans, diet, studies, languages, civil status
    ("eu adoro futebol", {("you", "likes", "futebol")}),
    ("gosto muito de cinema", {("you", "likes", "cinema")}),
    ("odeio jazz", {("you", "dislikes", "jazz")}),
    ("não gosto de coentro", {("you", "dislikes", "coentro")}),  # a denied like
    ("não suporto calor", {("you", "dislikes", "calor")}),
    ("toco violão desde criança", {("you", "plays", "violão")}),
    ("jogo futebol às quartas", {("you", "plays", "futebol")}),
    ("faço ioga", {("you", "does", "ioga")}),
    ("faço um bolo", set()),  # with an article a dish, no hobby
    ("eu quero aprender alemão", {("you", "plans", "aprender alemão")}),
    ("vou abrir uma cafeteria", {("you", "plans", "abrir uma cafeteria")}),
    ("tô planejando abrir uma loja", {("you", "plans", "abrir uma loja")}),
    ("No próximo ano vou mudar-me para o Canadá.", {("you", "plans", "mudar-me para o canadá")}),
    ("Queremos ir à Grécia.", {("you", "plans", "ir à grécia")}),
    ("quero um cachorro", {("you", "wants", "cachorro")}),
    ("sou alérgico a amendoim", {("you", "allergic_to", "amendoim")}),
    ("sou alérgica a abelha", {("you", "allergic_to", "abelha")}),
    ("não como carne", {("you", "avoids", "carne")}),
    ("não bebo álcool", {("you", "avoids", "álcool")}),
    ("estudo direito", {("you", "studies", "direito")}),
    ("estudo na USP", {("you", "studies_at", "usp")}),
    ("estudei física", {("you", "studied", "física")}),
    ("me formei na Unicamp", {("you", "studied_at", "unicamp")}),
    ("falo inglês", {("you", "speaks", "inglês")}),
    ("sou casado", {("you", "marital_status", "married")}),
    ("sou divorciada", {("you", "marital_status", "divorced")}),
    ("sou de Recife", {("you", "from", "recife")}),
    ("eu morava em Coimbra", {("you", "lived_in", "coimbra")}),
    ("eu trabalhava no Itaú", {("you", "worked_at", "itaú")}),
    ("Sou a Joana.", {("you", "name", "joana")}),  # "a" before a name is its article
    ("gosto de ler e de pintar", {("you", "likes", "ler"), ("you", "likes", "pintar")}),
    ("faço ioga três vezes por semana", {("you", "does", "ioga")}),
    ("tenho alergia a pólen", {("you", "allergic_to", "pólen")}),
    ("sou viciado em café", {("you", "likes", "café")}),
    ("falo italiano fluentemente", {("you", "speaks", "italiano")}),
    ("dou aula num cursinho", set()),  # an indefinite article names no school
    # lowercase transcripts: a bare noun after a place preposition is a name
    ("minha namorada é de braga", {("girlfriend", "from", "braga")}),
    ("nasci em luanda", {("you", "born_in", "luanda")}),
    ("moro em casa", set()),  # an idiom, no place
    ("estudei na universidade de coimbra", {("you", "studied_at", "universidade de coimbra")}),
    # a field of study after "fazer" is studied, no hobby; an event done is taken part in
    ("faço enfermagem", {("you", "studies", "enfermagem")}),
    ("fiz a maratona de lisboa", {("you", "participated_in", "maratona de lisboa")}),
    # a first-person copula, an article and one word: the speaker's name, a known word too
    ("oi eu sou a camila", {("you", "name", "camila")}),
    # the imperfect is "I" or "she": with no one named before, the speaker
    ("trabalhava no bradesco", {("you", "worked_at", "bradesco")}),
    ("Quando era pequeno morava no Alentejo.", {("you", "lived_in", "alentejo")}),
    # "aqui" takes up the place named before it in the turn
    ("aqui em manaus já é tarde eu moro aqui", {("you", "lives_in", "manaus")}),
    ("os meus pais continuam em recife", {("parents", "lives_in", "recife")}),
    ("moro num apartamento em pinheiros", {("you", "lives_in", "pinheiros")}),
    ("sou um ex polícia", {("you", "was", "polícia")}),
    (
        "sou enfermeira no hospital albert einstein",
        {("you", "is", "enfermeira"), ("you", "works_at", "hospital albert einstein")},
    ),
    ("deixei de comer carne", {("you", "avoids", "carne")}),
    # "nem" lists what a negation denies; a second bare activity is no gapped clause
    (
        "pois eu não como peixe nem marisco",
        {("you", "avoids", "peixe"), ("you", "avoids", "marisco")},
    ),
    (
        "faço pilates e musculação na academia",
        {("you", "does", "pilates"), ("you", "does", "musculação")},
    ),
    # a field of study at an institution (WORK_PREPS)
    ("faço enfermagem na ufba", {("you", "studies", "enfermagem"), ("you", "studies_at", "ufba")}),
    # "meio" (kind of) hedges its clause; a filler between a participle and a verb
    ("eu sou meio nerd assumido né jogo rpg de mesa", {("you", "plays", "rpg de mesa")}),
    # states and moments are no possession; "bem" is a degree, no mood
    ("tenho um bocadinho para mim", set()),
    ("eu sou bem caseiro", {("you", "is", "caseiro")}),
    ("trabalhei no mcdonalds quando era adolescente", {("you", "worked_at", "mcdonalds")}),
    # a second name with its own article after a counted relatives' noun
    ("temos dois filhos o leo e a maria", {("you", "child", "leo"), ("you", "child", "maria")}),
    # an article and a name after a relative and its adjectives
    ("o meu irmão mais velho o marcos chega sempre tarde", {("you", "brother", "marcos")}),
    (
        "minha mãe era professora e meu pai motorista de ônibus",
        {("mother", "was", "professora"), ("father", "was", "motorista de ônibus")},
    ),
    (
        "eu trabalhei na vale uns oito anos e agora tô na petrobras",
        {("you", "worked_at", "vale"), ("you", "works_at", "petrobras")},
    ),
    # a phrase after a gerund, before the next verb's subject, is the gerund's
    ("falando em escola eu me formei em letras", {("you", "studied", "letras")}),
    # a status word after a verb of becoming
    ("eu fiquei viúva faz pouco tempo", {("you", "marital_status", "widowed")}),
    # an object after another conjugated verb is that verb's clause, the parse ran on
    (
        "detesto sertanejo mas meu namorado ama então no carro é briga certa",
        {("you", "dislikes", "sertanejo")},
    ),
    ("mas agora adoro tenho a casa como quero", set()),
    ("eu adoro futebol e vou ao estádio", {("you", "likes", "futebol")}),
    # "viver" with a gerund is "keep doing": no residence
    ("ela vive me chamando pra ir nas festas do escritório", set()),
    ("o meu pai vive a reclamar da casa em braga", {("you", "has", "pai")}),
    ("a minha irmã vive em lisboa", {("sister", "lives_in", "lisboa")}),
    # "fazer anos" is a birthday, no hobby; "hoje" is when, never a name
    ("a minha irmã inês faz anos hoje", {("you", "sister", "inês")}),
    ("tenho de ligar à minha avó porque faz anos", {("you", "has", "avó")}),
    ("hoje eu moro em lisboa", {("you", "lives_in", "lisboa")}),
    # how well a language is spoken, after its name, is no part of it
    ("eu falo espanhol fluente", {("you", "speaks", "espanhol")}),
    ("ainda hoje falo francês melhor do que muita gente", {("you", "speaks", "francês")}),
    ("falo inglês bem e alemão mal", {("you", "speaks", "inglês"), ("you", "speaks", "alemão")}),
    # "lá": the phrase after the adverb places the one before; "moro lá" takes it up
    ("eu sou de pelotas lá do sul", {("you", "from", "pelotas")}),
    # a bare noun after a named employer says where inside it, no second employer
    (
        "eu trabalhei na renault em são josé dos pinhais por oito anos na linha de montagem",
        {("you", "worked_at", "renault")},
    ),
    ("trabalho na google no marketing", {("you", "works_at", "google")}),
    ("trabalho na embraer na parte de logística", {("you", "works_at", "embraer")}),
    (
        "trabalhei na renault e depois na fiat",
        {("you", "worked_at", "renault"), ("you", "worked_at", "fiat")},
    ),
    # a year of a course: the field with its adjective, then the school
    (
        "estou no segundo ano de engenharia informática na feup",
        {("you", "studies", "engenharia informática"), ("you", "studies_at", "feup")},
    ),
    (
        "tô no terceiro ano de engenharia civil na usp",
        {("you", "studies", "engenharia civil"), ("you", "studies_at", "usp")},
    ),
    # a cleft: the copula after "é que" tells the tense
    ("o meu avô é que era pescador", {("grandfather", "was", "pescador")}),
    ("o meu pai é que era o cozinheiro da família", {("father", "was", "cozinheiro da família")}),
    # "para mim" says for whom: no subject of the copula after it
    (
        "Sou alérgico ao pólen, a primavera para mim é um inferno.",
        {("you", "allergic_to", "pólen")},
    ),
    ("sou professora e a primavera para mim é um inferno", {("you", "is", "professora")}),
    ("sou de viseu ali do centro", {("you", "from", "viseu")}),
    (
        "a minha irmã mora em lisboa e eu moro lá também",
        {("sister", "lives_in", "lisboa"), ("you", "lives_in", "lisboa")},
    ),
]

MULTI = [
    (
        "A minha mãe chama-se Lúcia e vive em Braga.",
        {("you", "mother", "lúcia"), ("lúcia", "lives_in", "braga")},
    ),
    (
        "Sou de Viana mas moro em Lisboa.",
        {("you", "from", "viana"), ("you", "lives_in", "lisboa")},
    ),
    (
        "O meu cão chama-se Bolinha e tem cinco anos.",
        {("you", "dog", "bolinha"), ("bolinha", "age", "5")},
    ),
    (
        "A minha mulher é de Leiria e trabalha como advogada.",
        {("wife", "from", "leiria"), ("wife", "is", "advogada")},
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
        # A first-person verb opens a new clause with no comma or "e" (speech-to-text); an
        # adverb before it goes with it, and "antes" makes no present a past habit.
        "tenho trinta e cinco anos sou casado e tenho duas filhas",
        {("you", "age", "35"), ("you", "marital_status", "married"), ("you", "has", "filhas")},
    ),
    (
        "trabalhava no bradesco antes agora sou autônomo",
        {("you", "worked_at", "bradesco"), ("you", "is", "autônomo")},
    ),
    (
        # A hedge doubts its own clause, not the rest of a long turn.
        "Tenho quarenta anos, sou arquiteto, talvez mude de área, sei lá, e moro em Braga.",
        {("you", "age", "40"), ("you", "is", "arquiteto"), ("you", "lives_in", "braga")},
    ),
]

NEGATED = [
    ("Não trabalho mais na Oi.", set(), {("you", "works_at", "oi")}),
    ("Já não moro em Lisboa.", set(), {("you", "lives_in", "lisboa")}),
    ("Não tenho filhos.", set(), {("you", "has", "filhos")}),
    ("Não sou casado.", set(), {("you", "marital_status", "married")}),
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

NOTHING = [
    ("Acho que a minha tia mora em Setúbal.", intents.FACT_STATEMENT),
    ("Moro em Lisboa, acho eu.", intents.FACT_STATEMENT),
    ("Talvez, sei lá, a minha irmã more em Lisboa.", intents.FACT_STATEMENT),
    ("Não sei se a minha irmã mora em Lisboa.", intents.FACT_STATEMENT),
    ("Antes trabalhava em Coimbra.", intents.FACT_STATEMENT),
    ("Moraria de bom grado no Canadá.", intents.HYPOTHETICAL),
    ("Se eu fosse rico, comprava uma casa na praia.", intents.HYPOTHETICAL),
    ("Se a minha irmã vier, vamos à praia.", intents.HYPOTHETICAL),
    ("Gostaria de morar na Noruega um dia.", intents.HYPOTHETICAL),
    ("Um dia ainda vou morar em Paris.", intents.HYPOTHETICAL),
    ("O meu filho faz dez anos na próxima semana.", intents.HYPOTHETICAL),
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

MUST_NOT = [
    ("a minha mãe trabalha no itaú na área de crédito", ("mother", "works_at", "área de crédito")),
    ("a minha tia é que era enfermeira", ("aunt", "is", "enfermeira")),
    ("para mim a segunda-feira é um pesadelo", ("you", "is", "pesadelo")),
    ("eu sou de pelotas lá do sul", ("you", "from", "sul")),
    ("o meu marido fala italiano fluente", ("husband", "speaks", "italiano fluente")),
    ("o meu primo hoje foi demais", ("you", "cousin", "hoje")),
    ("a inês faz anos amanhã", ("inês", "does", "anos")),
    ("o joão vive dizendo que eu moro no escritório", ("joão", "lives_in", "escritório")),
    ("eu amo então em casa é festa", ("you", "likes", "festa")),
    # a phrase of a predicate noun (no demonym) says whose or where, no origin
    ("Sou mãe do Pedro.", ("you", "from", "pedro")),
    ("sou membro da igreja", ("you", "from", "igreja")),
    ("Sou caixa no supermercado aqui do bairro.", ("you", "from", "bairro")),
    ("Corro com a minha amiga Renata e no domingo é churrasco.", ("renata", "works_at", "domingo")),
    ("A minha mãe diz que o meu irmão vive em Dublin.", ("brother", "lives_in", "dublin")),
    ("Trabalho no turno da noite.", ("you", "works_at", "turno da noite")),
    ("A minha irmã Inês vive em Roma.", ("you", "lives_in", "roma")),
    ("Tenho um cão que se chama Fido.", ("you", "has", "cão")),
    ("Tenho um cão que se chama Fido.", ("you", "name", "fido")),
    ("Nasci em Coimbra, em oitenta e nove.", ("you", "age", "89")),
    ("Ao fim de semana vou sempre à praia com o meu cão.", ("you", "went_to", "praia")),
    ("Ela é a dona da casa.", ("she", "is", "dona")),
    ("Aqui está sempre sol.", ("you", "is", "sol")),
    ("Mudei-me para Faro faz três anos.", ("faro", "age", "3")),  # "faz três anos": ago
    ("Corri a Maratona do Porto.", ("you", "went_to", "maratona do porto")),
    ("odeio coentro odeio com todas as forças", ("you", "dislikes", "forças")),
    ("sou a responsável", ("you", "name", "responsável")),
    ("então eu sou meio rato de academia", ("you", "is", "rato de academia")),
    ("então provavelmente vou continuar aqui", ("you", "plans", "continuar aqui")),
    # a past trait of character is no former role
    ("eu era muito tímida quando era criança", ("you", "was", "tímida")),
    # what someone else swears is their claim
    ("minha vizinha jura que eu sou a cara da anitta", ("you", "from", "anitta")),
    # a phrase below a clause with its own subject is not the clause before's
    (
        "o meu irmão trabalha na google e os meus pais moram em recife"
        " e não querem sair de lá de jeito nenhum",
        ("brother", "is", "jeito"),
    ),
]

TURNS = [
    # "a irmã dele": the possessive after its noun, the man named before
    (
        ("o meu pai é pescador",),
        "a irmã dele chama-se ana",
        {("father", "sister", "ana")},
        intents.FACT_STATEMENT,
    ),
    # an ask phrase anywhere in a transcript; "quem me dera" asks nothing; a mood; "não pera"
    (
        (),
        "você conhece algum bar bom aqui eu moro em recife",
        {("you", "lives_in", "recife")},
        intents.QUESTION_WITH_FACT,
    ),
    ((), "quem me dera ter um barco", set(), intents.HYPOTHETICAL),
    ((), "tô cansada hoje", set(), intents.REACTION),
    (
        (),
        "não pera eu moro em olinda não em recife",
        {("you", "lives_in", "olinda")},
        intents.CORRECTION,
    ),
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
]

HEDGED = [
    ("Acho que moro em Setúbal.", {("you", "lives_in", "setúbal")}),
    ("Moro em Braga, acho eu.", {("you", "lives_in", "braga")}),
    ("Não sei se o meu irmão mora em Faro.", {("brother", "lives_in", "faro")}),
]

FORGET = [
    ("Esquece que moro em Bolonha.", {("you", "lives_in", "bolonha")}),
]

# --- language data ---------------------------------------------------------------------------

DEPENDENCY_LABELS = "none"

VERB_RELATIONS = [
    ("morar", "em", "lives_in"),
    ("trabalhar", "na", "works_at"),
    ("trabalhar", "em", None),  # "trabalho em Lisboa" is a city
    ("mudar", "pra", "moved_to"),
]

REMEMBER_MARKERS = [("lembra-te", "que")]

COMPLETE_KIN_TABLES = ["kin_names", "kin_names_of"]

NUMBER_WORDS = [
    (["trinta", "e", "quatro"], 34),
    (["vinte", "e", "um"], 21),
    (["dezasseis"], 16),
    (["dezesseis"], 16),
    (["cento", "e", "dois"], 102),
    (["quarenta e dois"], 42),
]

NORMALIZED = [
    (["a", "minha", "gata"], "gata"),
    (["no", "Porto"], "porto"),
    (["trinta", "e", "quatro"], "34"),
]

NOT_STOP_WORDS = []

VERB_FORMS = [
    ("moro", ("morar", "Pres", "1s")),
    ("mora", ("morar", "Pres", "3s")),
    ("mudámos", ("mudar", "Past", "1p")),
    ("morava", (None, "Imp", "1s|3s")),  # "I" or "she": the imperfect does not say
    ("moraria", (None, "Cnd", None)),
    ("chama-se", ("chamar-se", "Pres", "3s")),
    ("mudei-me", ("mudar", "Past", "1s")),
    ("fui", ("ir", None, None)),  # "fui ao Japão" is a trip
]

# "como" is "I eat" too: the parse reads it as a verb only after a pronoun or a negation.
NOT_VERB_FORMS = ["a", "o", "de", "em", "no", "na", "e"]

# (triple, bullet): the wording of injected facts (every relation family is in
# tests/test_injection_langs.py; here the joins of the templates).
BULLETS = [
    (("you", "favorite_color", "azul"), "• A cor favorita do usuário é azul"),
    (
        ("husband", "favorite_food", "feijoada"),
        "• A comida favorita do marido do usuário é feijoada",
    ),
    (("ana", "brother", "rui"), "• O irmão de Ana se chama Rui"),
    (("wife", "sister", "eva"), "• A irmã da esposa do usuário se chama Eva"),
]
