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
    "table_stats": 7,  # the table summary, which simulate's results display and reports re-exports
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
    # the state's parts, bottom to top: the turn's enums, the crypt and ally texts read with the families' setup
    # readers (SETUP), the per-deck-list tables (GameSetup); engine.state re-exports them
    "engine.enums": CORE, "engine.crypt_read": CORE, "engine.setup": CORE,
    "engine.card_types": CORE,  # the card language's data types and enums, which the state holds
    "engine.effects": CARD_LANGUAGE, "engine.burnable_text": CARD_LANGUAGE, "engine.hot": CARD_LANGUAGE,
    "engine.crypt_rules": CARD_LANGUAGE,  # the crypt text patterns, which fill effects.CRYPT_RULES
    "engine.ops": OPERATIONS,
    "engine.explicit": CARDS,  # the hand-written card entries, which fill the effect registry's tables
    "engine.titles": CARDS, "engine.masters": CARDS, "engine.imbued": CARDS, "engine.placed": CARDS,
    "engine.master_hints": CARDS,
    # the cards the rules play by id, with their tables and their steps
    "engine.action_cards": CARDS, "engine.reaction_cards": CARDS, "engine.out_of_turn": CARDS,
    "engine.borrow": CARDS, "engine.wakers": CARDS, "engine.after": CARDS, "engine.burnable": CARDS,
    "engine.lock_counters": CARDS,
    # the political action cards' referendums, and the cards played during a referendum
    "engine.referendums": CARDS, "engine.vote_cards": CARDS,
    "engine.rules_base": RULES, "engine.rules_turn": RULES, "engine.rules_stages": RULES, "engine.rules_listing": RULES,
    "engine.rules_influence": RULES,
    "engine.rules_executes": RULES, "engine.rules_steps": RULES,  # the rules' steps, below the game API (engine.rules)
    "engine.master_shapes": CARDS, "engine.masters_in_play": CARDS,  # masters' parts: the shapes read, the cards in play
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
ALLOWED: dict[tuple[str, str], str] = {}


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


def _unset_after_import(module: str, table: str, cls: str) -> str:
    """The slots of ``module.table`` (a ``cls``) left unset when a fresh interpreter imports only that
    module (printed as a sorted list)."""
    import subprocess
    import sys

    code = (f"from vtes_tools.engine.{module} import {table}, {cls}\n"
            f"print(sorted(n for n in {cls}.__slots__ if not hasattr({table}, n)))\n")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          cwd=PACKAGE.parent).stdout.strip()


def test_the_card_families_register_with_any_engine_import():
    """Importing only the core module still gives the setup every family's reader: the engine
    package, imported first, imports the families, which set them (state names none of them)."""
    assert _unset_after_import("state", "SETUP", "SetupReaders") == "[]"


def test_the_operations_hooks_are_set_with_any_engine_import():
    """Importing only the operations module still gives every hook the operations fire (the
    families, combat, politics and the rules fill ops.HOOKS as the engine package imports them):
    a card burned, a minion to torpor, a Methuselah ousted call into modules ops names none of."""
    assert _unset_after_import("ops", "HOOKS", "OpsHooks") == "[]"


def test_the_effect_registry_readers_are_set_with_any_engine_import():
    """Importing only the core's card types still gives the effect registry its text readers (the
    card language, imported by the engine package, sets ``card_types.READERS``): a registry made
    by the core reads a card it has not seen (card_types names no text reader)."""
    assert _unset_after_import("card_types", "READERS", "EffectReaders") == "[]"


def test_the_politics_hooks_are_set_with_any_engine_import():
    """Importing only the political cards' module still gives every step of the procedure they call
    (politics fills referendums.POLITICS as the engine package imports it): a title card's or
    Patsy's value hint reads a vampire's votes, a polling card's reads the referendum's value."""
    assert _unset_after_import("referendums", "POLITICS", "PoliticsHooks") == "[]"


def card_ids_in_code(path: Path) -> list[tuple[int, str]]:
    """(line, literal) of every VEKN card id (1xxxxx library, 2xxxxx crypt) written as a number in the code
    of a module (comments and strings left out)."""
    import io
    import re
    import tokenize

    pattern = re.compile(r"[12]0\d{4}")
    return [(tok.start[0], tok.string)
            for tok in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
            if tok.type == tokenize.NUMBER and pattern.fullmatch(tok.string)]


def test_the_rules_and_the_ai_name_no_card_by_id():
    """The rules fire the cards' hooks and read their tables, and the AI reads the cards' value hints; the
    ids live in the cards' homes (engine.action_cards, reaction_cards, out_of_turn, referendums,
    vote_cards, master_hints...), so no module of the rules or the AI layer names one."""
    found = {p.name: ids for p in sorted((PACKAGE / "engine").glob("*.py"))
             if ENGINE.get(_module_name(p, PACKAGE), CORE) >= RULES and (ids := card_ids_in_code(p))}
    assert not found, f"card ids in the rules or the AI: move them to the card's home in the cards layer: {found}"



def test_the_combat_card_hooks_are_set_with_any_engine_import():
    """Importing only the operations module still gives every step combat fires for a card (the card
    homes fill ops.COMBAT_HOOKS as the engine package imports them): Anathema burning its vampire at 0
    blood in combat, with combat naming no card."""
    assert _unset_after_import("ops", "COMBAT_HOOKS", "CombatCardHooks") == "[]"
