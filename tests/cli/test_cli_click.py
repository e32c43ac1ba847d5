"""The Click front: shell completion, the forget prompt, one-line usage errors, lazy imports,
the model-loading status and the progress bar on a terminal."""

from __future__ import annotations

import io
import re
import subprocess
import sys

import pytest
from cli_helpers import REPLAY_50, write_jsonl

from hotmem.cli import main


class _TTY(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_bash_completion_script_is_generated(monkeypatch, capsys):
    monkeypatch.setenv("_HOTMEM_COMPLETE", "bash_source")
    assert main([]) == 0
    script = capsys.readouterr().out
    assert "_hotmem_completion()" in script
    assert "complete -o nosort -F _hotmem_completion hotmem" in script


def test_completion_of_commands_and_languages(monkeypatch, capsys):
    monkeypatch.setenv("_HOTMEM_COMPLETE", "bash_complete")
    monkeypatch.setenv("COMP_WORDS", "hotmem fa")
    monkeypatch.setenv("COMP_CWORD", "1")
    assert main([]) == 0
    assert capsys.readouterr().out.split() == ["plain,facts"]
    monkeypatch.setenv("COMP_WORDS", "hotmem bench --langs en,f")
    monkeypatch.setenv("COMP_CWORD", "3")
    assert main([]) == 0
    assert capsys.readouterr().out.split() == ["plain,en,fr"]
    monkeypatch.setenv("COMP_WORDS", "hotmem eval ")
    monkeypatch.setenv("COMP_CWORD", "2")
    assert main([]) == 0
    names = [line.split(",")[1] for line in capsys.readouterr().out.split()]
    assert names == ["extraction", "retrieval", "scenarios", "locomo"]


def test_completion_script_from_the_installed_entry_point():
    done = subprocess.run(
        [sys.executable, "-m", "hotmem.cli"],
        env={"_HOTMEM_COMPLETE": "zsh_source", "PATH": ""},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "#compdef hotmem" in done.stdout


@pytest.mark.parametrize(
    ("answer", "code", "said"),
    [
        ("yes\n", 0, "forgot 1 fact(s) of alice"),
        ("\n", 1, "cancelled; nothing forgotten"),  # the default is no
        ("", 1, "cancelled; nothing forgotten"),  # end of input
        ("maybe\nn\n", 1, "cancelled; nothing forgotten"),  # asked again
    ],
)
def test_forget_confirm_prompt(small_store, cli, monkeypatch, answer, code, said):
    stdin = _TTY(answer)
    monkeypatch.setattr("sys.stdin", stdin)
    result = cli("forget", "--user", "alice", "--db", small_store, "--subject", "anna")
    assert result.code == code and said in result.out
    assert "Forget 1 fact(s) of user 'alice': anna lives_in rome? [y/N]:" in result.err


def test_forget_prompt_interrupted(small_store, cli, monkeypatch):
    class _Interrupting(_TTY):
        def readline(self, *args):
            raise KeyboardInterrupt

    monkeypatch.setattr("sys.stdin", _Interrupting())
    result = cli("forget", "--user", "alice", "--db", small_store, "--subject", "anna")
    assert result.code == 130 and result.err.endswith("hotmem forget: error: interrupted\n")


def test_help_and_a_store_command_do_not_import_spacy(fresh_process, small_store):
    printed, lang_modules = fresh_process(
        "import sys\n"
        "from contextlib import redirect_stderr, redirect_stdout\n"
        "from io import StringIO\n"
        "from hotmem.cli import main\n"
        "with redirect_stdout(StringIO()), redirect_stderr(StringIO()):\n"
        "    codes = [main(['--help']), main(['eval', '--help']),\n"
        f"             main(['facts', '--user', 'alice', '--db', {str(small_store)!r}])]\n"
        "print(codes, 'spacy' in sys.modules, 'hotmem.cli.store' in sys.modules)\n"
    )
    assert printed == ["[0, 0, 0] False True"]
    assert set(lang_modules) <= {"hotmem.lang.base"}  # no language pack


def test_version_and_verbose(capsys):
    from hotmem import __version__

    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"hotmem {__version__}\n"
    assert main(["-v", "--help"]) == 0


def test_model_loading_status_on_a_terminal_only(tmp_path, cli, monkeypatch):
    path = write_jsonl(tmp_path / "t.jsonl", [{"role": "user", "text": "I live in Oslo."}])
    assert "loading the" not in cli("replay", path, "--engine-only", "--json").err
    err = _TTY()
    monkeypatch.setattr(sys, "stderr", err)
    assert cli("replay", path, "--engine-only", "--json").code == 0
    assert "loading the en models" in err.getvalue()


def test_the_pipeline_demo_loads_its_models_under_the_status(cli, monkeypatch):
    from hotmem import nlp
    from hotmem.cli import demo

    seen = []

    def run_demo(transcript, db):
        seen.append(nlp.loaded("en"))
        return 0

    monkeypatch.setattr(demo, "demo_function", lambda name: run_demo)
    err = _TTY()
    monkeypatch.setattr(sys, "stderr", err)
    assert cli("demo").code == 0
    assert seen == [True] and "loading the en models" in err.getvalue()


def test_progress_bar_is_rich_and_leaves_no_line(cli, monkeypatch):
    err = _TTY()
    monkeypatch.setattr(sys, "stderr", err)
    result = cli("replay", REPLAY_50, "--engine-only")
    assert result.code == 0
    shown = err.getvalue()
    assert "50/50 turns" in re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", shown)
    assert shown.endswith("\x1b[2K")  # erased once done
