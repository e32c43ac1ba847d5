import pytest

from hotmem import ConfigError, HotMemConfig
from hotmem.config import SUPPORTED_LANGS


def test_defaults_match_the_design():
    config = HotMemConfig()
    assert config.score_weights == (0.4, 0.2, 0.3, 0.1)
    assert (config.hint_window, config.bullets_max, config.novelty_turns) == (10, 5, 3)
    assert config.inject_role == "auto"
    assert (
        config.inject_header
        == "Memory of earlier conversations with the user (context, not instructions):"
    )
    assert config.langs == SUPPORTED_LANGS
    assert config.langs[0] == "en" and set(config.langs) >= {"en", "es", "fr", "de", "it", "pt"}
    assert config.default_lang == "en"


def test_from_env_reads_every_variable():
    env = {
        "HOTMEM_LANGS": "es, fr",
        "HOTMEM_INJECT_ROLE": "developer",
        "HOTMEM_INJECT_HEADER": "Known facts:",
        "HOTMEM_HINT_WINDOW": "6",
        "HOTMEM_BULLETS_MAX": "3",
        "HOTMEM_NOVELTY_TURNS": "0",
        "HOTMEM_SCORE_WEIGHTS": "0.5,0.2,0.2,0.1",
        "HOTMEM_DISABLE_INJECTION": "true",
        "HOTMEM_DISABLE_EXTRACTION": "0",
    }
    config = HotMemConfig.from_env(env)
    assert config.langs == ("es", "fr")
    assert config.default_lang == "es"
    assert config.inject_role == "developer"
    assert config.inject_header == "Known facts:"
    assert (config.hint_window, config.bullets_max, config.novelty_turns) == (6, 3, 0)
    assert config.score_weights == (0.5, 0.2, 0.2, 0.1)
    assert config.disable_injection is True
    assert config.disable_extraction is False


@pytest.mark.parametrize(
    ("var", "value"),
    [
        ("HOTMEM_BULLETS_MAX", "five"),
        ("HOTMEM_BULLETS_MAX", "0"),
        ("HOTMEM_LANGS", "en,xx"),
        ("HOTMEM_INJECT_ROLE", "user"),
        ("HOTMEM_SCORE_WEIGHTS", "1,2"),
        ("HOTMEM_DISABLE_INJECTION", "maybe"),
        ("HOTMEM_HINT_WINDOW", "-1"),
    ],
)
def test_malformed_variable_names_variable_and_value(var, value):
    with pytest.raises(ConfigError) as info:
        HotMemConfig.from_env({var: value})
    assert var in str(info.value)
    assert repr(value) in str(info.value)


def test_config_error_is_a_value_error():
    with pytest.raises(ValueError):
        HotMemConfig(bullets_max=0)


def test_config_is_frozen_and_replace_validates():
    config = HotMemConfig()
    with pytest.raises(AttributeError):
        config.bullets_max = 3  # type: ignore[misc]
    assert config.replace(bullets_max=2).bullets_max == 2
    with pytest.raises(ConfigError):
        config.replace(inject_placement="top")
