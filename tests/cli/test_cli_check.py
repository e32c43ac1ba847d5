"""``hotmem check``: the hot layer against the truth, alone or through a running bot."""

import dataclasses
import json

import pytest

from hotmem import HotMem, HotMemConfig

CONFIG = HotMemConfig(langs=("en",), request_poll_s=0)


@pytest.fixture
def store_dir(tmp_path, english):
    with HotMem(tmp_path / "db", config=CONFIG) as mem:
        mem.process_turn("My sister Anna lives in Rome.", user_id="bob")
    return tmp_path / "db"


def test_the_command_reports_repairs_and_goes_through_a_running_bot(store_dir, cli):
    with HotMem(store_dir, config=CONFIG) as mem:
        mem.store._hot.layer.delete_facts("bob", [("anna", "lives_in", "rome")])
    found = cli("check", "--db", store_dir, "--json")
    assert found.code == 1 and json.loads(found.out)["differences"]["bob"]["missing"] == 1
    assert cli("check", "--db", store_dir, "--repair").code == 0
    assert cli("check", "--db", store_dir).code == 0
    live = dataclasses.replace(CONFIG, request_poll_s=0.05)
    with HotMem(store_dir, config=live) as bot:
        bot.store._hot.layer.delete_facts("bob", [("anna", "lives_in", "rome")])
        handed = cli("check", "--db", store_dir, "--repair", "--json")
        assert handed.code == 0 and json.loads(handed.out)["repaired"]
        assert "handing the request" in handed.err
        assert not bot.check()["differences"]
