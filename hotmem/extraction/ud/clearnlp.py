"""ClearNLP-labelled parses (the English small model) rebuilt as UD trees.

The UD reader reads trees with UD structure and labels. :func:`to_ud` turns a parse labelled
with the ClearNLP scheme into one, on the same tokens (indices do not move): labels are renamed
(dobj -> obj, nsubjpass -> nsubj:pass, poss -> nmod:poss, relcl -> acl:relcl ...); the object
of a preposition takes the preposition's place (``obl`` under a predicate, ``nmod`` under a
noun) with the preposition as its ``case``; and a copula hands its dependents to its predicate
noun or adjective (ClearNLP's attr and acomp), which heads the clause as in UD.
"""

from __future__ import annotations

from spacy.attrs import DEP, LEMMA, POS
from spacy.tokens import Doc

from hotmem import nlp
from hotmem.extraction.ud.words import Utterance, read_words
from hotmem.lang.base import LanguageData
from hotmem.nlp import head_indices, token_strings

__all__ = ["to_ud"]

_RENAME = {
    "nsubjpass": "nsubj:pass",
    "csubjpass": "csubj:pass",
    "dobj": "obj",
    "auxpass": "aux:pass",
    "poss": "nmod:poss",
    "relcl": "acl:relcl",
    "oprd": "xcomp",
    "attr": "xcomp",
    "acomp": "xcomp",
    "neg": "advmod",
    "prt": "compound:prt",
    "npadvmod": "obl:npmod",
    "intj": "discourse",
    "meta": "discourse",
    "predet": "det:predet",
    "preconj": "cc:preconj",
    "quantmod": "advmod",
    "dative": "iobj",
    "nn": "compound",
    "hmod": "compound",
    "possessive": "case",
    "pobj": "obl",
    "pcomp": "advcl",
    "prep": "compound:prt",  # a stranded preposition ("the city I live in")
    "agent": "compound:prt",
}
_PREPOSITIONS = ("prep", "agent", "dative")
_PREDICATES = ("attr", "acomp")
_NOMINAL = ("NOUN", "PROPN", "PRON", "NUM", "X")
# What a hesitation is tagged: "uh", "like" (an interjection), a comma.
_HESITATION_POS = ("INTJ", "PUNCT")


def to_ud(doc: Doc, lang: LanguageData) -> Utterance:
    """The words of ``doc`` with a UD tree (labels and structure), for the UD reader."""
    # Read as numbers and strings in one call each: a Word built per access cost more than
    # the rules. The doc itself is left as the parser made it.
    heads = head_indices(doc)
    deps, pos, lemmas = token_strings(doc, [DEP, POS, LEMMA])
    parsed_pos = list(pos)
    copulas, namings, name_nouns = [], [], []
    for i, lemma in enumerate(lemmas):
        low = lemma.lower()
        if low in lang.copulas:
            copulas.append(i)
        elif low in lang.name_verbs:
            namings.append(i)
            if low in lang.name_nouns:  # "name": the verb's lemma and the noun's
                name_nouns.append(i)
        elif low in lang.name_nouns:
            name_nouns.append(i)
    if namings:
        _naming_participles(namings, heads, deps, pos, lemmas, lang)
    if name_nouns:
        _run_on_names(name_nouns, heads, deps, pos, lemmas, lang)
    _mend_cut_prepositions(heads, deps, pos, lemmas)
    _firm_names(heads, deps, pos, lemmas, lang)
    _dislocated_subjects(heads, deps, pos, lemmas)
    _contracted_copulas(heads, deps, pos, lemmas, lang)
    names = _punctuation_words(heads, deps, pos, lemmas, copulas, lang)
    names += _contracted_before_preposition(heads, deps, pos, lemmas, lang)
    _named_kin(heads, deps, pos, lemmas, _kin_words(lang))
    _conjoined_subjects(heads, deps, pos)
    names += _infinitive_names(heads, deps, pos, lemmas, lang)
    names += _done_activities(heads, deps, pos, lemmas, lang)
    _degree_predicates(heads, deps, lemmas, lang)
    names += _gerund_objects(heads, deps, pos, lemmas, lang)
    names += _reaction_tails(heads, deps, pos, lemmas, lang)
    _postnominal_adjectives(heads, deps)
    _raise_predicates(copulas, heads, deps)
    _attach_prepositions(len(heads), heads, deps, pos)
    labels = [
        "ROOT" if head == i else _RENAME.get(dep, dep)
        for i, (head, dep) in enumerate(zip(heads, deps, strict=True))
    ]
    for to, i in names:  # the tags the rules above changed: only the names' own stand
        parsed_pos[i] = pos[i]
        if to >= 0:
            parsed_pos[to] = pos[to]
    return read_words(doc, heads, labels, parsed_pos)


_KIN_WORDS: dict[str, frozenset[str]] = {}


def _kin_words(lang: LanguageData) -> frozenset[str]:
    """Kin, pet and friend nouns of a language (lemmas), built once."""
    words = _KIN_WORDS.get(lang.code)
    if words is None:
        friends = lang.friend_words | frozenset(lang.relation_cues.get("friend_of", ()))
        words = _KIN_WORDS[lang.code] = frozenset(lang.kinship) | frozenset(lang.pets) | friends
    return words


def _children(heads: list[int]) -> list[list[int]]:
    kids: list[list[int]] = [[] for _ in heads]
    for i, head in enumerate(heads):
        if head != i:
            kids[head].append(i)
    return kids


def _mend_cut_prepositions(
    heads: list[int], deps: list[str], pos: list[str], lemmas: list[str]
) -> None:
    """A preposition a hesitation cut from its noun: "at uh at Chase", "at, like, Costco".

    The parse leaves the first preposition with no object. Past interjections and commas, the
    same preposition said again makes the first a ``reparandum``; a noun phrase hanging off
    the hesitation becomes the preposition's object. A noun right after it that the parse
    made punctuation ("like i said i'm from texas but ...") is its object.
    """
    size = len(heads)
    kids: list[list[int]] | None = None
    for i in range(size - 1):
        if deps[i] != "prep":
            continue
        if deps[i + 1] == "punct" and pos[i + 1] in ("NOUN", "PROPN") and i not in heads[i + 1 :]:
            heads[i + 1], deps[i + 1] = i, "pobj"
            kids = None
            continue
        if i + 2 >= size or pos[i + 1] not in _HESITATION_POS:
            continue
        kids = kids or _children(heads)
        if any(deps[c] in ("pobj", "pcomp") for c in kids[i]):
            continue
        j = i + 1
        while j < size and (pos[j] == "INTJ" or lemmas[j] == ","):
            j += 1
        if j >= size:
            continue
        if pos[j] == "ADP" and lemmas[j] == lemmas[i]:
            if heads[j] == i:  # the second hangs off the first: it takes the first's place
                heads[j], deps[j] = (j if heads[i] == i else heads[i]), deps[i]
            heads[i], deps[i] = j, "reparandum"
            kids = None
            continue
        k = j
        while k < size and pos[k] == "DET":
            k += 1
        while k < size and heads[k] > k and pos[heads[k]] in _NOMINAL and heads[k] <= k + 3:
            k = heads[k]  # "wells fargo": up the compounds to the phrase's noun
        if k < size and pos[k] in _NOMINAL and (i < heads[k] < j or heads[k] == i):
            heads[k], deps[k] = i, "pobj"
            kids = None


def _firm_names(
    heads: list[int], deps: list[str], pos: list[str], lemmas: list[str], lang: LanguageData
) -> None:
    """A firm's name with a conjunction read as two things: "crumb and co", "johnson & johnson".

    The conjunction and the conjunct after a noun become flat parts of it (and what hung on
    the conjunct hangs on it) when the conjunction is a symbol or the conjunct a ``name_tails``
    word.
    """
    for i in range(1, len(heads) - 1):
        if deps[i] != "cc" or deps[i + 1] != "conj" or pos[i - 1] not in ("NOUN", "PROPN"):
            continue
        if lemmas[i].isalpha() and lemmas[i + 1].lower() not in lang.name_tails:
            continue
        noun = i - 1
        for c, head in enumerate(heads):
            if head == i + 1 and c != i + 1:
                heads[c] = noun
        heads[i], deps[i] = noun, "flat"
        heads[i + 1], deps[i + 1] = noun, "flat"


def _dislocated_subjects(
    heads: list[int], deps: list[str], pos: list[str], lemmas: list[str]
) -> None:
    """A subject said before the pronoun that takes it up: "my dad um he grew up in London".

    The parse reads the possessed noun as a noun-phrase adverb of the verb; right before its
    subject pronoun (past interjections and commas) it is the subject the pronoun repeats.
    """
    size = len(heads)
    for i in range(size - 1):
        if deps[i] != "npadvmod" or pos[i] not in ("NOUN", "PROPN"):
            continue
        if not any(heads[c] == i and deps[c] == "poss" for c in range(max(0, i - 3), i)):
            continue  # "last year he moved": a time, no subject
        j = i + 1
        while j < size and (pos[j] == "INTJ" or lemmas[j] == ","):
            j += 1
        if j < size and pos[j] == "PRON" and deps[j] == "nsubj" and heads[j] == heads[i]:
            deps[i] = "nsubj"


def _contracted_copulas(
    heads: list[int], deps: list[str], pos: list[str], lemmas: list[str], lang: LanguageData
) -> None:
    """A possessive "'s" before a determiner is the copula: "my husband's a teacher".

    A possessive takes the place of the determiner ("my husband's car"), so one followed by
    a determiner is "is"; the parse reads the noun as the predicate's possessor. The noun
    becomes the predicate's subject, the "'s" its copula (as after the predicates are raised).
    A number right after it that heads the phrase, with no noun it counts, is the predicate
    too: "my daughter's nine" (not "my daughter's nine friends"); so is the word after a name
    noun's (NAME_NOUNS): "his name's luis", a clause of its own under the sentence's root.
    """
    size = len(heads)
    for i in range(1, size - 1):
        if deps[i] not in ("possessive", "case") or pos[i] not in ("PART", "AUX"):
            continue
        owner = heads[i]
        pred = heads[owner]
        if deps[owner] != "poss":
            continue
        if lemmas[owner].lower() in lang.name_nouns and owner == i - 1:
            if pred != i + 1 or pos[pred] not in ("NOUN", "PROPN", "ADJ"):
                continue
            root = pred
            for _ in range(size):
                if heads[root] == root:
                    break
                root = heads[root]
            if root != pred:
                heads[pred], deps[pred] = root, "parataxis"
            heads[owner], deps[owner] = pred, "nsubj"
            heads[i], deps[i] = pred, "cop"
            continue
        if pos[i + 1] == "NUM":
            if pred != i + 1:
                continue
        elif (
            pos[i + 1] != "DET"
            or not i < pred < i + 6
            or pos[pred] not in ("NOUN", "PROPN")
            or heads[i + 1] != pred
        ):
            continue
        deps[owner] = "nsubj"
        heads[i], deps[i] = pred, "cop"


def _punctuation_words(
    heads: list[int],
    deps: list[str],
    pos: list[str],
    lemmas: list[str],
    copulas: list[int],
    lang: LanguageData,
) -> list[tuple[int, int]]:
    """A word right after its head read as punctuation, where a clause runs on after it.

    "um i'm fifteen so i have to ...": a number after a copula is its attribute, as in "i'm
    fifteen"; "i can't eat gluten and ...": a word no verb the model knows, after a verb that
    takes its object as a relation (VERB_RELATIONS, DENIED_RELATIONS), is that object.
    Returns the (-1, word) pairs of the objects made so.
    """
    found: list[tuple[int, int]] = []
    verbs: frozenset[str] | None = None
    for j in range(1, len(heads)):
        i = heads[j]
        if i != j - 1 or not lemmas[j].isalpha():
            continue
        if deps[j] == "dobj" and pos[j] == "VERB":  # "because i can't eat gluten and ..."
            verbs = _known_verbs(lang) if verbs is None else verbs
            if verbs and lemmas[j].lower() not in verbs:
                pos[j] = "NOUN"
                found.append((-1, j))
            continue
        if deps[j] != "punct":
            continue
        if pos[j] == "NUM":
            if i in copulas:
                deps[j] = "attr"
            continue
        verb = lemmas[i].lower()
        if pos[i] != "VERB" or not (
            (verb, "") in lang.verb_relations or (verb, "") in lang.denied_relations
        ):
            continue
        if any(heads[c] == i and deps[c] == "dobj" for c in range(len(heads))):
            continue
        verbs = _known_verbs(lang) if verbs is None else verbs
        if verbs and lemmas[j].lower() not in verbs:
            deps[j], pos[j] = "dobj", "NOUN"
            found.append((-1, j))
    return found


def _contracted_before_preposition(
    heads: list[int], deps: list[str], pos: list[str], lemmas: list[str], lang: LanguageData
) -> list[tuple[int, int]]:
    """A possessive "'s" before a preposition is the copula: "my wife's from Brazil".

    No noun follows a possessive there; the parse hangs the preposition off the noun (or
    leaves the "'s" a particle heading it). The "'s" becomes the verb of its clause, tagged
    so, with the noun its subject. Returns the (-1, index) of the retagged words.
    """
    out = []
    for i in range(1, len(heads) - 1):
        if pos[i] != "PART" or pos[i + 1] != "ADP" or not _copula_form(lemmas[i], lang):
            continue
        if deps[i] in ("possessive", "case") and deps[i + 1] == "prep":
            owner = heads[i]
            if heads[i + 1] != owner or owner != i - 1 or pos[owner] not in ("NOUN", "PROPN"):
                continue
            if heads[owner] == owner:
                heads[i], deps[i] = i, "ROOT"
            else:  # "my wife's from brazil, do you know ...": a clause of its own
                heads[i], deps[i] = heads[owner], "ccomp"
            heads[owner], deps[owner] = i, "nsubj"
            heads[i + 1] = i
        elif heads[i + 1] != i or not any(
            h == i and d == "nsubj" for h, d in zip(heads, deps, strict=True)
        ):
            continue  # "my dad's from ohio": a particle heading its subject and preposition
        pos[i] = "AUX"
        out.append((-1, i))
    return out


def _copula_form(word: str, lang: LanguageData) -> bool:
    """A form of the verb-form table that is a copula's ("'s")."""
    form = lang.verb_forms.get(word.lower())
    return form is not None and not lang.copulas.isdisjoint(form[0].split("|"))


def _named_kin(
    heads: list[int], deps: list[str], pos: list[str], lemmas: list[str], kin: frozenset[str]
) -> None:
    """A kin noun before a transcript's lowercase name heads it: "our son tyler is twelve".

    The parse makes the kin noun a compound of the name after it ("son" under "tyler"), as in
    a noun-noun compound; the kin noun takes the name's place and the name becomes its
    apposition, as for a capitalised name ("my son Ethan").
    """
    for i, dep in enumerate(deps):
        name = i + 1
        if dep != "compound" or heads[i] != name or lemmas[i].lower() not in kin:
            continue
        if pos[name] not in ("NOUN", "PROPN") or lemmas[name].lower() in kin:
            continue
        for c, head in enumerate(heads):
            if head == name and c < i:
                heads[c] = i  # "our", "best": the phrase's words before the kin noun
        heads[i], deps[i] = (i if heads[name] == name else heads[name]), deps[name]
        heads[name], deps[name] = i, "appos"


def _run_on_names(
    name_nouns: list[int],
    heads: list[int],
    deps: list[str],
    pos: list[str],
    lemmas: list[str],
    lang: LanguageData,
) -> None:
    """A transcript's "a son his name is leo": the name clause is the noun's, as after a comma.

    With no comma the parse hangs "his name" on the noun as its apposition and the copula on
    the verb ("i have a son | his name is leo"), or takes the name after the copula for a
    modifier of the next clause ("a daughter her name is ruby she's six"). The naming noun
    with its possessive becomes the copula's subject, the copula the noun's relative clause,
    and a bare name right after it the copula's attribute, as in "a cat her name is luna".
    """
    for i in name_nouns:
        cop = i + 1
        if cop >= len(heads) or lemmas[cop].lower() not in lang.copulas:
            continue
        if not any(deps[c] == "poss" and heads[c] == i for c in range(max(0, i - 1), i)):
            continue  # "his name", "her name": the name of someone told before
        if deps[i] == "appos" and deps[cop] == "ccomp" and heads[cop] == heads[heads[i]]:
            if any(heads[c] == cop and deps[c] in _SUBJECTS for c in range(len(heads))):
                continue
            heads[cop], deps[cop] = heads[i], "relcl"
            heads[i], deps[i] = cop, "nsubj"
        if deps[i] != "nsubj" or heads[i] != cop or deps[cop] != "relcl":
            continue
        name = cop + 1
        if (
            name < len(heads)
            and pos[name] in ("NOUN", "PROPN")
            and heads[name] not in (name, cop)
            and name not in heads[name + 1 :]  # a bare word, no phrase's head
            and name not in heads[:name]
            and not any(heads[c] == cop and deps[c] in _PREDICATES for c in range(len(heads)))
        ):
            heads[name], deps[name] = cop, "attr"


def _naming_participles(
    namings: list[int],
    heads: list[int],
    deps: list[str],
    pos: list[str],
    lemmas: list[str],
    lang: LanguageData,
) -> None:
    """A naming participle after a noun, read as a clause of its own, is the noun's.

    "we have a golden retriever named biscuit" (the noun its subject, the participle the
    verb's ccomp), "a little place called the daily grind" (a conjunct of the clause): the
    participle, with a name (oprd) and no object of its own ("she called me lazy" has one),
    becomes the noun's acl, and a noun it took as its subject the object it stood for. A pet
    or kin noun read as the participle's adjective is that noun: "a staffy called tank".
    """
    for i in namings:
        noun = i - 1
        if noun < 0 or pos[i] != "VERB":
            continue
        if (
            deps[i] == "amod"
            and heads[i] == i + 1
            and (
                (heads[noun] == i and deps[noun] == "npadvmod")
                or (
                    heads[noun] in (i, i + 1)
                    and deps[noun] == "amod"
                    and _kin_or_pet_kind(lemmas[noun], lang)
                )
            )
        ):
            pos[noun] = "NOUN"
            _named_modifier(i, heads, deps)
            continue
        if deps[i] not in ("conj", "ccomp", "advcl", "xcomp"):
            continue
        if pos[noun] not in ("NOUN", "PROPN"):
            continue
        kids = [deps[c] for c, head in enumerate(heads) if head == i and c != i]
        if "oprd" not in kids or "dobj" in kids:
            continue
        if heads[noun] == i:  # its subject: the object of the verb the participle hung on
            if deps[i] != "ccomp" or any(
                deps[c] == "poss" and heads[c] == noun for c in range(noun)
            ):
                continue  # "i think my sister called ...": hers
            heads[noun], deps[noun] = heads[i], "dobj"
            for c in range(noun):
                if heads[c] == i:
                    heads[c] = noun  # "a golden retriever": its words before it
        elif deps[noun] not in ("pobj", "dobj", "attr"):
            continue
        heads[i], deps[i] = noun, "acl"


def _kin_or_pet_kind(lemma: str, lang: LanguageData) -> bool:
    """A kin, pet or friend noun, or a pet's kind (PET_KINDS: a breed)."""
    low = lemma.lower()
    return low in _kin_words(lang) or low in lang.pet_kinds


def _named_modifier(i: int, heads: list[int], deps: list[str]) -> None:
    """A naming participle read as the name's modifier: "a golden retriever called biscuit".

    The noun before the participle (its npmod) takes the name's place in the clause, the
    participle becomes its acl and the name the participle's oprd; the words before the
    noun that hung on the participle or the name are the noun's again.
    """
    noun, name = i - 1, i + 1
    heads[noun], deps[noun] = heads[name], deps[name]
    for c in range(noun):
        if heads[c] in (i, name):
            heads[c] = noun
    heads[i], deps[i] = noun, "acl"
    heads[name], deps[name] = i, "oprd"


def _infinitive_names(
    heads: list[int], deps: list[str], pos: list[str], lemmas: list[str], lang: LanguageData
) -> list[tuple[int, int]]:
    """A lowercase noun read as an infinitive: "i switched to aker bp", "i can't eat gluten".

    After a verb that takes "to" as a relation (VERB_RELATIONS), the parse reads "to" as an
    infinitive marker and the unknown word after it as a verb (its complement, or its
    adverbial clause when a time follows: "i moved from bristol to leeds a couple of years
    ago"); right after a verb that takes a direct object as a relation (VERB_RELATIONS,
    DENIED_RELATIONS), it reads the object as a verb it controls. A word the model's
    lemmatizer knows no verb of is the preposition's object (a name) or the verb's object (a
    noun). Returns the (preposition or -1, word)
    pairs made so.
    """
    found: list[tuple[int, int]] = []
    verbs: frozenset[str] | None = None
    for j, dep in enumerate(deps):
        if dep in ("pobj", "pcomp") and pos[j] == "VERB" and deps[heads[j]] == "prep":
            # "she moved to uh vancouver", "i go to westfield high": a preposition's object
            verbs = _known_verbs(lang) if verbs is None else verbs
            if verbs and lemmas[j].lower() not in verbs:
                deps[j], pos[j] = "pobj", "PROPN"
                found.append((-1, j))
            continue
        if dep == "acomp" and pos[j] == "ADJ" and heads[j] == j - 1:
            # "i can't stand cilantro": an unknown noun read as the verb's adjective
            verb = lemmas[j - 1].lower()
            if verb not in lang.copulas and (
                (verb, "") in lang.verb_relations or (verb, "") in lang.denied_relations
            ):
                deps[j], pos[j] = "dobj", "NOUN"
                found.append((-1, j))
            continue
        if dep not in ("xcomp", "advcl") or pos[j] not in ("VERB", "NOUN"):
            continue  # a noun too when "to" marks it: "i moved to leeds a few years ago"
        to, head = j - 1, heads[j]
        while to > head and pos[to] in _HESITATION_POS:
            to -= 1  # "goes to uh westfield high"
        if to < head:
            continue
        verb = lemmas[head].lower()
        marked = to > head and heads[to] == j and deps[to] == "aux" and pos[to] == "PART"
        if marked:
            if (verb, lemmas[to].lower()) not in lang.verb_relations:
                continue
        elif dep == "advcl" or pos[j] != "VERB":
            continue  # "moved to leeds a couple of years ago": only after a marker
        elif to != head or not (
            (verb, "") in lang.verb_relations or (verb, "") in lang.denied_relations
        ):
            continue
        verbs = _known_verbs(lang) if verbs is None else verbs
        if not verbs or lemmas[j].lower() in verbs:
            continue
        if marked:
            heads[to], deps[to], pos[to] = head, "prep", "ADP"
            heads[j], deps[j], pos[j] = to, "pobj", "PROPN"
            found.append((to, j))
        else:
            deps[j], pos[j] = "dobj", "NOUN"
            found.append((-1, j))
    return found


_VERBS: dict[str, frozenset[str]] = {}


def _known_verbs(lang: LanguageData) -> frozenset[str]:
    """The verbs the loaded model's lemmatizer knows (empty when it lists none)."""
    words = _VERBS.get(lang.code)
    if words is None:
        if not nlp.loaded(lang.code):
            return frozenset()  # a hand-built parse: asked again once the model is loaded
        words = frozenset()
        pipe = nlp.load(lang.code).nlp
        if "lemmatizer" in pipe.pipe_names:
            lookups = pipe.get_pipe("lemmatizer").lookups
            if lookups.has_table("lemma_index"):
                words = frozenset(lookups.get_table("lemma_index").get("verb", ()))
        _VERBS[lang.code] = words
    return words


def _done_activities(
    heads: list[int], deps: list[str], pos: list[str], lemmas: list[str], lang: LanguageData
) -> list[tuple[int, int]]:
    """An object read as a verb after a verb: "he does crossfit", "so i can't eat gluten".

    The parse makes a doing verb (ACTIVITY_VERBS) or a verb taking a direct object as a
    relation (VERB_RELATIONS, DENIED_RELATIONS) the auxiliary of the word after it, read as
    an infinitive or a noun; a noun, or a word the model's lemmatizer knows no verb of, is
    the verb's object; a verb of going (GERUND_RELATIONS) read as the auxiliary of a verb
    ("i go swimming") heads it as its complement. Returns the (doing verb, noun) pairs made so.
    """
    found: list[tuple[int, int]] = []
    if not lang.activity_verbs:
        return found
    verbs: frozenset[str] | None = None
    for j in range(1, len(heads)):
        a = j - 1
        if pos[j] not in ("VERB", "NOUN") or deps[a] != "aux" or heads[a] != j:
            continue
        verb = lemmas[a].lower()
        if verb in lang.gerund_relations and pos[j] == "VERB":
            # "before work i go swimming": the verb of going heads its gerund (GERUND_RELATIONS)
            for c, head in enumerate(heads):
                if head == j and c != a:
                    heads[c] = a
            heads[a], deps[a], pos[a] = (a if heads[j] == j else heads[j]), deps[j], "VERB"
            heads[j], deps[j] = a, "xcomp"
            continue
        if verb not in lang.activity_verbs and (
            verb in lang.copulas
            or not ((verb, "") in lang.verb_relations or (verb, "") in lang.denied_relations)
        ):
            continue
        if pos[j] == "VERB":
            verbs = _known_verbs(lang) if verbs is None else verbs
            if not verbs or lemmas[j].lower() in verbs:
                continue
        for c, head in enumerate(heads):
            if head == j and c != a:
                heads[c] = a
        heads[a], deps[a], pos[a] = (a if heads[j] == j else heads[j]), deps[j], "VERB"
        heads[j], deps[j], pos[j] = a, "dobj", "NOUN"
        found.append((a, j))
    return found


_SUBJECTS = ("nsubj", "nsubjpass", "csubj", "expl")


def _degree_predicates(
    heads: list[int], deps: list[str], lemmas: list[str], lang: LanguageData
) -> None:
    """A degree word read as the copula's predicate: "i've been super into baking".

    The word of degree (DEGREE_WORDS) modifies; its prepositions go to the copula, which takes
    them as a relation ("be into").
    """
    if not lang.degree_words:
        return
    for i, dep in enumerate(deps):
        if dep != "acomp" or lemmas[i].lower() not in lang.degree_words:
            continue
        head = heads[i]
        if lemmas[head].lower() not in lang.copulas:
            continue
        preps = [c for c, h in enumerate(heads) if h == i and c > i and deps[c] == "prep"]
        if not preps:
            continue
        deps[i] = "advmod"
        for c in preps:
            heads[c] = head


def _gerund_objects(
    heads: list[int], deps: list[str], pos: list[str], lemmas: list[str], lang: LanguageData
) -> list[tuple[int, int]]:
    """A gerund after a preposition of taste is the thing liked: "i'm into baking".

    The preposition's verb takes it as a likes or dislikes relation (VERB_RELATIONS); the
    gerund becomes the preposition's object, a noun. Returns the (-1, word) pairs made so.
    """
    found: list[tuple[int, int]] = []
    for j, dep in enumerate(deps):
        if dep != "pcomp" or pos[j] != "VERB" or deps[heads[j]] != "prep":
            continue
        prep = heads[j]
        verb = lemmas[heads[prep]].lower()
        relation = lang.verb_relations.get((verb, lemmas[prep].lower()))
        if relation in ("likes", "dislikes"):
            deps[j], pos[j] = "pobj", "NOUN"
            found.append((-1, j))
    return found


def _conjoined_subjects(heads: list[int], deps: list[str], pos: list[str]) -> None:
    """A possessed noun phrase right before a subjectless conjoined verb is its subject.

    "my wife works at google and her brother sanjay lives in austin": the parse coordinates
    "her brother sanjay" with "google" and leaves "lives" with no subject (it would take
    "my wife"). The phrase's head (a ``conj`` of a noun, with a possessive) becomes the
    verb's subject and the conjunction before it the verb's.
    """
    size = len(heads)
    for v in range(1, size):
        if deps[v] != "conj" or pos[v] not in ("VERB", "AUX") or pos[v - 1] not in _NOMINAL:
            continue
        k = v - 1
        while heads[k] != k and k > heads[k] and deps[k] != "conj" and heads[k] < v:
            k = heads[k]  # "sanjay" (apposition) up to "brother"
        if deps[k] != "conj" or pos[k] not in ("NOUN", "PROPN") or pos[heads[k]] not in _NOMINAL:
            continue
        if any(heads[c] == v and deps[c] in _SUBJECTS for c in range(size)):
            continue
        if not any(heads[c] == k and deps[c] == "poss" for c in range(max(0, k - 3), k)):
            continue
        for c in range(heads[k] + 1, k):
            if heads[c] == heads[k] and deps[c] == "cc":
                heads[c] = v
        heads[k], deps[k] = v, "nsubj"


def _postnominal_adjectives(heads: list[int], deps: list[str]) -> None:
    """A phrase after an adjective that follows its noun is the noun's: "a honda civic with ...".

    A lowercase transcript's model name reads as an adjective after the noun ("civic"); the
    prepositional phrase after it belongs to the noun it names.
    """
    for i, dep in enumerate(deps):
        if dep == "prep" and deps[heads[i]] == "amod" and heads[heads[i]] < heads[i] < i:
            heads[i] = heads[heads[i]]


def _reaction_tails(
    heads: list[int], deps: list[str], pos: list[str], lemmas: list[str], lang: LanguageData
) -> list[tuple[int, int]]:
    """A reaction word read as the noun its phrase ends in: "i'm a nurse lol".

    The word before it, its compound or adjective, heads the phrase in its place, and the
    reaction ("lol", "haha": REACTIONS) is an interjection of it. Returns the (-1, word) pairs
    whose tags changed.
    """
    found: list[tuple[int, int]] = []
    size = len(heads)
    for j in range(1, size):
        if pos[j] != "NOUN" or lemmas[j].lower() not in lang.reactions:
            continue
        new = j - 1
        if heads[new] != j or deps[new] not in ("compound", "amod", "nn"):
            continue
        heads[new], deps[new] = (new, deps[j]) if heads[j] == j else (heads[j], deps[j])
        for c in range(size):
            if heads[c] == j and c != j:
                heads[c] = new
        heads[j], deps[j], pos[j] = new, "intj", "INTJ"
        found.append((-1, j))
    return found


def _raise_predicates(copulas: list[int], heads: list[int], deps: list[str]) -> None:
    """A copula's predicate (attr, acomp) heads the clause; the copula becomes its ``cop``.

    "I am a teacher": "teacher" takes the copula's head and label and every other dependent
    (subject, auxiliaries, negation, obliques, conjuncts ...). An existential ("there is a
    dog") keeps its verb: the "predicate" is its subject.
    """
    kids = _children(heads)
    for i in copulas:
        if deps[i] in ("aux", "auxpass"):
            continue
        preds = [c for c in kids[i] if deps[c] in _PREDICATES]
        if not preds:
            continue
        if any(deps[c] == "expl" for c in kids[i]):
            for c in preds:
                deps[c] = "nsubj"
            continue
        pred = preds[0]
        old_head = heads[i]
        moved = [c for c in kids[i] if c != pred]
        heads[pred] = pred if old_head == i else old_head
        deps[pred] = deps[i]
        for c in moved:
            heads[c] = pred
        heads[i], deps[i] = pred, "cop"
        # The children lists follow, for the next copula: kept in token order.
        kids[pred] = sorted([*kids[pred], *moved, i])
        kids[i] = []
        if old_head != i:
            kids[old_head] = sorted([*(c for c in kids[old_head] if c != i), pred])


def _attach_prepositions(size: int, heads: list[int], deps: list[str], pos: list[str]) -> None:
    """A preposition's object takes its place, the preposition becomes the object's ``case``.

    Under a noun the object is an ``nmod``, under anything else an ``obl``; a coordinated
    preposition ("in Paris and in London") makes its object a conjunct of the first one's.
    A gerund object ("about moving") becomes a complement clause with the preposition as its
    ``mark``.
    """
    kids = _children(heads)
    preps: list[int] = []
    for i in range(size):
        if pos[i] not in ("ADP", "SCONJ"):
            continue
        if deps[i] in _PREPOSITIONS or (deps[i] == "conj" and heads[i] in preps):
            preps.append(i)
    first = list(heads)
    object_of: dict[int, tuple[int, str]] = {}
    for prep in preps:
        objs = [c for c in kids[prep] if deps[c] == "pobj"]
        clauses = [c for c in kids[prep] if deps[c] == "pcomp"]
        if objs:
            object_of[prep] = (objs[0], "case")
        elif clauses:
            object_of[prep] = (clauses[0], "case" if pos[clauses[0]] in _NOMINAL else "mark")
    for prep, (obj, role) in object_of.items():
        head = first[prep]
        coordinated = deps[prep] == "conj" and head in object_of
        if head in object_of:  # under another preposition: under its object
            head = object_of[head][0]
        if head == prep:
            heads[obj], deps[obj] = obj, "ROOT"
        elif coordinated:
            heads[obj], deps[obj] = head, "conj"
        else:
            heads[obj] = head
            nominal = pos[head] in _NOMINAL
            if role == "mark":  # "thinking about moving": the verb's complement
                deps[obj] = "acl" if nominal else "xcomp"
            else:
                deps[obj] = "nmod" if nominal else "obl"
        for c in kids[prep]:
            if c != obj:
                heads[c] = obj
        heads[prep], deps[prep] = obj, role
