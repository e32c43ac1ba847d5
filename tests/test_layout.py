"""The code's layout rules that a reviewer would otherwise check by hand."""

import ast
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
