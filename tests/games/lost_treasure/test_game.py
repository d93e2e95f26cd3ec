"""The game is pure: no drivers, no appliance, no clock, no global random, no I/O."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from games.catalog import DEFAULT_GAME, find_game

PACKAGE = Path(__file__).resolve().parents[3] / "games" / "lost_treasure"
MODULES = sorted(PACKAGE.rglob("*.py"))
FORBIDDEN_MODULES = {"drivers", "appliance", "time", "datetime", "os", "pathlib", "io", "threading"}
GLOBAL_RANDOM = {"random", "randint", "choice", "shuffle", "sample", "uniform", "seed"}


@pytest.mark.parametrize("path", MODULES, ids=lambda path: path.name)
def test_a_game_module_imports_nothing_impure(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            names = {(node.module or "").split(".")[0]}
        else:
            names = set()
        assert not names & FORBIDDEN_MODULES, f"{path.name} imports {names & FORBIDDEN_MODULES}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            if isinstance(owner, ast.Name) and owner.id == "random":
                assert node.func.attr not in GLOBAL_RANDOM, (
                    f"{path.name}: random.{node.func.attr}()"
                )
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in ("open", "print", "input"), f"{path.name}: {node.func.id}()"


def test_the_box_starts_in_lost_treasure() -> None:
    assert DEFAULT_GAME == "lost-treasure"
    info = find_game("lost-treasure")
    assert info is not None and info.name == "lost-treasure"
