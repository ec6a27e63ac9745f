"""The layers of vtes_tools: every import points downward and no modules import each other in a cycle.

The import graph is read from the source with :mod:`ast` (module-level imports, imports inside
functions and under ``TYPE_CHECKING`` alike: each is a dependency of the module). An edge
``a -> b`` goes against the layers when ``b`` sits in a higher layer than ``a``; a cycle is a
set of modules that import each other, whatever their layers.

``ALLOWED`` lists today's known violations, each with its reason. It may only shrink: a listed
edge that no longer exists fails the test too, so a fix removes its line.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "vtes_tools"

# Outside the engine, bottom to top (STYLE.md "The house"). Each module's rank; modules of one
# rank may import each other as long as they make no cycle.
OUTER: dict[str, int] = {
    "data": 0, "errors": 0, "version": 0,
    "models": 1, "files": 1, "scale": 1,
    "cards": 2, "fetch": 2,
    "decks": 3, "decks.model": 3, "decks.resolve": 3, "decks.twd": 3, "decks.text": 3, "decks.eldb": 3,
    "decks.jol": 3, "decks.lackey": 3, "decks.jsonfmt": 3, "decks.write": 3, "decks.read": 3,
    "twda": 4, "legality": 4, "stats": 4,
    "engine": 5,  # every vtes_tools.engine module; their order is ENGINE below
    "gamelog": 6,
    "simulate": 7,
    "reports": 8, "plots": 8,
    "report_html": 9,
    "__init__": 10,
    "cli": 11,
    "__main__": 12,
}

# Inside the engine, bottom to top (STYLE.md "Engine"): core (state, actions, enums, setup) <- card
# language (primitives, text reading) <- shared operations on the state <- cards <- rules (game
# API, turn phases, action stages, combat, politics) <- AI (the policies' view, policies) <- the package's public
# API (the game loop).
CORE, CARD_LANGUAGE, OPERATIONS, CARDS, RULES, AI, API = range(7)
ENGINE: dict[str, int] = {
    "engine.actions": CORE, "engine.state": CORE,
    "engine.effects": CARD_LANGUAGE, "engine.burnable_text": CARD_LANGUAGE, "engine.hot": CARD_LANGUAGE,
    "engine.crypt_rules": CARD_LANGUAGE,  # the crypt text patterns, which fill effects.CRYPT_RULES
    "engine.ops": OPERATIONS,
    "engine.explicit": CARDS,  # the hand-written card entries, which fill the effect registry's tables
    "engine.titles": CARDS, "engine.masters": CARDS, "engine.imbued": CARDS, "engine.placed": CARDS,
    "engine.master_hints": CARDS,
    "engine.master_shapes": CARDS, "engine.masters_in_play": CARDS,  # masters' parts: the shapes read, the cards in play
    "engine.borrow": CARDS, "engine.wakers": CARDS, "engine.after": CARDS, "engine.burnable": CARDS,
    # combat's card homes (ops.COMBAT_HOOKS, SETUP.reflex_reactions)
    "engine.anathema": CARDS, "engine.reflexes": CARDS, "engine.kiasyd_guard": CARDS,
    "engine.rules": RULES, "engine.combat": RULES, "engine.politics": RULES, "engine.coverage": RULES,
    # combat by step, bottom to top: its cards read, what a side may play, the resolution; combat lists and applies
    "engine.combat_cards": RULES, "engine.combat_choices": RULES, "engine.combat_resolve": RULES,
    "engine.view": AI,
    "engine.policies": AI, "engine.policies_values": AI, "engine.policies_goldfish": AI,
    "engine.policies_table_base": AI, "engine.policies_minion": AI, "engine.policies_blocks": AI,
    "engine.policies_votes": AI, "engine.policies_master": AI, "engine.policies_influence": AI,
    "engine.policies_discard": AI, "engine.policies_combat": AI, "engine.policies_table": AI,
    "engine.game": API,
    "engine": API,
}

# Today's known violations: (importer, imported) -> why. Only ever shrinks.
ALLOWED: dict[tuple[str, str], str] = {
    # outside the engine
    ("simulate", "reports"): "a table result's notebook display (_repr_html_) shows reports.table_summary",
    # core -> higher
    ("engine.state", "engine.effects"): "the state and setup hold Effect/Option/Op from the card language",
}


def _module_name(path: Path, package: Path) -> str:
    rel = path.relative_to(package).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts.pop()
    return ".".join(parts)


def import_graph(package: Path = PACKAGE) -> dict[str, set[str]]:
    """Module -> the vtes_tools modules it imports, anywhere in its source (names relative to vtes_tools)."""
    files = {_module_name(p, package): p for p in sorted(package.rglob("*.py"))}
    graph: dict[str, set[str]] = {m: set() for m in files}
    for mod, path in files.items():
        is_pkg = path.name == "__init__.py"
        here = [] if mod == "__init__" else mod.split(".")
        pkg = here if is_pkg else here[:-1]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = pkg[: len(pkg) - (node.level - 1)] + (node.module.split(".") if node.module else [])
                elif node.module and node.module.split(".")[0] == "vtes_tools":
                    base = node.module.split(".")[1:]
                else:
                    continue
                for alias in node.names:
                    for cand in (".".join(base + [alias.name]), ".".join(base) or "__init__"):
                        if cand in files:
                            graph[mod].add(cand)
                            break
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    parts = alias.name.split(".")
                    if parts[0] == "vtes_tools":
                        graph[mod].add(".".join(parts[1:]) or "__init__")
    for mod in graph:
        graph[mod].discard(mod)
    return graph


def layer(mod: str) -> tuple[int, int]:
    """(outer rank, engine rank): compared as a tuple, so every engine module sits in the engine's rank."""
    if mod == "engine" or mod.startswith("engine."):
        return OUTER["engine"], ENGINE[mod]
    return OUTER[mod], 0


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    return import_graph()


def test_every_module_has_a_layer(graph):
    missing = sorted(m for m in graph if m not in OUTER and m not in ENGINE)
    assert not missing, f"give these modules a layer in tests/test_layers.py: {missing}"


def test_imports_point_downward(graph):
    upward = sorted((a, b) for a, targets in graph.items() for b in targets
                    if layer(a) < layer(b) and (a, b) not in ALLOWED)
    assert not upward, f"imports from a lower layer to a higher one: {upward}"


def test_no_import_cycle(graph):
    kept = {a: {b for b in targets if (a, b) not in ALLOWED} for a, targets in graph.items()}
    assert not cycles(kept), f"modules importing each other in a cycle: {cycles(kept)}"


def test_allowed_edges_still_exist(graph):
    gone = sorted(edge for edge in ALLOWED if edge[1] not in graph.get(edge[0], ()))
    assert not gone, f"these imports are gone: remove them from ALLOWED in tests/test_layers.py: {gone}"


def test_the_graph_sees_imports_inside_functions(tmp_path):
    """The reader finds a relative import made inside a function, and resolves ``from . import x``."""
    pkg = tmp_path / "vtes_tools"
    (pkg / "engine").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "errors.py").write_text("")
    (pkg / "engine" / "__init__.py").write_text("from . import state\n")
    (pkg / "engine" / "state.py").write_text("def f():\n    from .rules import x\n    from .. import errors\n")
    (pkg / "engine" / "rules.py").write_text("import vtes_tools.engine.state\n")
    got = import_graph(pkg)
    assert got["engine.state"] == {"engine.rules", "errors"}
    assert got["engine.rules"] == {"engine.state"}
    assert got["engine"] == {"engine.state"}
    assert cycles(got) == [["engine.rules", "engine.state"]]


def test_the_card_families_register_with_any_engine_import():
    """Importing only the core module still gives the setup every family's reader: the engine
    package, imported first, imports the families, which set them (state names none of them)."""
    import subprocess
    import sys

    code = ("from vtes_tools.engine.state import SETUP, SetupReaders\n"
            "print(sorted(n for n in SetupReaders.__slots__ if not hasattr(SETUP, n)))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=PACKAGE.parent).stdout
    assert out.strip() == "[]"


def test_the_operations_hooks_are_set_with_any_engine_import():
    """Importing only the operations module still gives every hook the operations fire (the
    families, combat, politics and the rules fill ops.HOOKS as the engine package imports them):
    a card burned, a minion to torpor, a Methuselah ousted call into modules ops names none of."""
    import subprocess
    import sys

    code = ("from vtes_tools.engine.ops import HOOKS, OpsHooks\n"
            "print(sorted(n for n in OpsHooks.__slots__ if not hasattr(HOOKS, n)))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=PACKAGE.parent).stdout
    assert out.strip() == "[]"


def test_the_combat_card_hooks_are_set_with_any_engine_import():
    """Importing only the operations module still gives every step combat fires for a card (the card
    homes fill ops.COMBAT_HOOKS as the engine package imports them): Anathema burning its vampire at 0
    blood in combat, with combat naming no card."""
    import subprocess
    import sys

    code = ("from vtes_tools.engine.ops import COMBAT_HOOKS, CombatCardHooks\n"
            "print(sorted(n for n in CombatCardHooks.__slots__ if not hasattr(COMBAT_HOOKS, n)))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=PACKAGE.parent).stdout
    assert out.strip() == "[]"
