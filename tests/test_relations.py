"""The relation registry is the one place a relation is defined."""

import pytest

from hotmem import HotMem, injection, relations
from hotmem.lang import get_language


def test_families_and_plain_relations():
    assert (
        relations.lookup("lives_in").single and relations.lookup("lives_in").object_kind == "place"
    )
    assert relations.lookup("sister").family == "kin" and not relations.lookup("sister").single
    assert relations.lookup("wife").single  # one at a time: a new one supersedes
    assert relations.lookup("dog").family == "pet"
    assert relations.lookup("favorite_color").single
    assert relations.lookup("friend_of").symmetric
    for name in ("modified_by", "quality", "in", "favorite_", "time", "quantity"):
        assert not relations.is_canonical(name)
    assert relations.priority("name") > relations.priority("went_to") > 0
    assert relations.with_object_kind("place") >= {"lives_in", "born_in", "moved_to"}
    with pytest.raises(ValueError):
        relations.with_object_kind("planet")


@pytest.fixture
def studies_at(monkeypatch):
    """A relation added the way a contributor adds one: a registry row plus language data."""
    monkeypatch.setitem(
        relations.REGISTRY, "studies_at", relations.Relation("studies_at", "org", True, 0.8)
    )
    rows = {"en": ("study", "at"), "es": ("estudiar", "en"), "de": ("studieren", "an")}
    for code, key in rows.items():
        data = get_language(code)
        monkeypatch.setitem(data.verb_relations, key, "studies_at")
        monkeypatch.setitem(data.bullet_templates, "studies_at:you", "studies at {o}")
    caches = (relations.lookup, relations.with_object_kind, injection.render_bullet)
    for cached in caches:
        cached.cache_clear()
    yield
    for cached in caches:
        cached.cache_clear()


def test_a_relation_is_added_by_data_alone(studies_at):
    with HotMem(None) as mem:
        for text, lang, school in (
            ("I study at Bologna.", "en", "bologna"),
            ("Estudio en la Complutense.", "es", "complutense"),
            ("Ich studiere an der Uni Wien.", "de", "uni wien"),
        ):
            result = mem.process_turn(text, user_id=f"u-{lang}", lang=lang)
            assert [f.triple for f in result.facts] == [("you", "studies_at", school)]
            assert result.bullets and "studies at" in result.bullets[0].lower()
        # Single-valued, as its row says: a new school supersedes the old one.
        mem.process_turn("I study at Oxford.", user_id="u-en", lang="en")
        assert [f.object for f in mem.facts("u-en") if f.relation == "studies_at"] == ["oxford"]
