"""The code's layout rules that a reviewer would otherwise check by hand."""

import ast
import subprocess
import sys
from pathlib import Path

import hotmem

PACKAGE = Path(hotmem.__file__).parent


def _imports(path: Path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("hotmem"):
            yield node.module, [alias.name for alias in node.names]


def test_no_module_imports_another_module_s_private_names():
    found = [
        f"{path.relative_to(PACKAGE)}: {name} from {module}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for module, names in _imports(path)
        for name in names
        if name.startswith("_") and not name.startswith("__")
    ]
    assert found == []


def test_every_module_imports_first_on_its_own():
    # A circular import shows only when the cycle is entered from one side: each module is
    # imported first, in a process that forgets hotmem's modules before each one.
    names = sorted(
        ".".join(("hotmem", *path.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(
            ".__init__"
        )
        for path in PACKAGE.rglob("*.py")
    )
    code = (
        "import importlib, sys\n"
        f"for name in {names!r}:\n"
        "    for loaded in [m for m in sys.modules if m == 'hotmem' or m.startswith('hotmem.')]:\n"
        "        del sys.modules[loaded]\n"
        "    importlib.import_module(name)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
