"""The games draw no pictures and touch no hardware: no module under games/ imports PIL,
the drivers or the appliance, not even inside a function."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAMES = Path(__file__).resolve().parents[2] / "games"
MODULES = sorted(GAMES.rglob("*.py"))
FORBIDDEN = {"PIL", "drivers", "appliance"}


def imported(path: Path) -> set[str]:
    """The top-level names of every package a module imports, anywhere in it."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add((node.module or "").split(".")[0])
    return names


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(GAMES)))
def test_a_game_module_imports_no_pictures_drivers_or_appliance(path: Path) -> None:
    assert not imported(path) & FORBIDDEN


def test_the_check_sees_an_import_inside_a_function(tmp_path: Path) -> None:
    module = tmp_path / "drawing.py"
    module.write_text("def draw():\n    from PIL import Image\n    return Image\n")
    assert imported(module) == {"PIL"}


def test_every_room_of_the_games_holds_at_most_fifteen_modules() -> None:
    rooms = [GAMES, *(p for p in GAMES.rglob("*") if p.is_dir() and p.name != "__pycache__")]
    sizes = {str(room.relative_to(GAMES.parent)): len(list(room.glob("*.py"))) for room in rooms}
    assert {room: n for room, n in sizes.items() if n > 15} == {}
