"""The tests themselves: a test module imports shared helpers from the helper modules only
(tests/scenario.py, tests/fake_server.py, tests/conftest.py), never from another test module, and
imports no private (``_x``) name from them.

Imports are read from the source with :mod:`ast`, at module level and inside functions alike.
"""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
TEST_MODULES = {p.stem for p in TESTS.glob("test_*.py")}
HELPERS = {p.stem for p in TESTS.glob("*.py")} - TEST_MODULES


def imports(path: Path) -> list[tuple[int, str, list[str]]]:
    """(line, module, imported names) of every import in ``path``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.append((node.lineno, node.module, [a.name for a in node.names]))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, a.name, []) for a in node.names]
    return found


def test_no_test_module_imports_from_another_test_module():
    """A helper two test modules share lives in a helper module; a test module is never imported."""
    bad = [
        f"{path.name}:{line}: imports {module}"
        for path in sorted(TESTS.glob("*.py"))
        for line, module, _ in imports(path)
        if module.split(".")[0] in TEST_MODULES
    ]
    assert not bad, "move the shared helpers to tests/scenario.py or tests/fake_server.py:\n" + "\n".join(bad)


def test_no_private_name_is_imported_from_another_tests_module():
    """A helper shared between modules is public where it lives (``ready``, not ``_ready``)."""
    bad = [
        f"{path.name}:{line}: imports {name} from {module}"
        for path in sorted(TESTS.glob("*.py"))
        for line, module, names in imports(path)
        if module in HELPERS | TEST_MODULES
        for name in names
        if name.startswith("_")
    ]
    assert not bad, "make the shared helper public:\n" + "\n".join(bad)
