"""The rule-based parse of a turn is built once and read by every stage that needs it."""

import pytest

from hotmem import nlp
from hotmem.extraction.ud.shallow import to_ud
from hotmem.lang import get_language


@pytest.mark.parametrize("lang", ["de", "es", "it", "pt"])
def test_the_rule_based_tree_of_a_doc_is_built_once(lang):
    data = get_language(lang)
    text = data.warmup_text
    doc = nlp.parse(text, lang)
    tree = to_ud(doc, data)
    assert to_ud(doc, data) is tree
    assert [t.text for t in tree] == [t.text for t in doc]
    assert tree.has_annotation("DEP")
    other = to_ud(nlp.parse(text, lang), data)
    assert other is not tree  # another turn's doc gets its own tree
    assert [(t.dep_, t.head.i) for t in other] == [(t.dep_, t.head.i) for t in tree]
