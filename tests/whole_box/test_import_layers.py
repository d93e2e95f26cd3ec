"""The layers: games never import drivers or appliance; drivers never import games;
every module imports on a laptop without hardware."""

from __future__ import annotations

import ast
import graphlib
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = {"games": ("drivers", "appliance"), "drivers": ("games", "appliance")}


def imported_packages(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def modules(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_a_layer_never_imports_the_layers_it_must_not_know(package):
    offenders = {
        str(path.relative_to(ROOT)): sorted(imported_packages(path) & set(FORBIDDEN[package]))
        for path in modules(package)
        if imported_packages(path) & set(FORBIDDEN[package])
    }
    assert offenders == {}


@pytest.mark.parametrize("package", ["games", "drivers", "appliance"])
def test_every_module_imports_without_hardware(package):
    for path in modules(package):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        importlib.import_module(name.removesuffix(".__init__"))


def test_hardware_libraries_are_imported_only_inside_functions():
    hardware = {"RPi", "lgpio", "smbus2", "spidev"}
    for path in modules("drivers"):
        top_level = ast.parse(path.read_text(encoding="utf-8")).body
        for node in top_level:
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = {a.name.split(".")[0] for a in node.names}
                module = getattr(node, "module", None)
                assert not (names | {(module or "").split(".")[0]}) & hardware, path


ROOMS = ("cli", "tools", "front_ends", "service", "companion", "box", "screen")
# The composition root builds the companion, a plug-in of the box, only when it is on: the
# one import up the rooms, made inside the function that starts it.
COMPOSITION_ROOT = {"appliance/box/start/startup.py": {"companion"}}


def appliance_rooms_imported(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    rooms = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            parts = node.module.split(".")
            if parts[0] == "appliance" and len(parts) > 1:
                rooms.add(parts[1])
    return rooms


def test_appliance_rooms_import_one_way_from_the_command_line_down_to_the_screen():
    offenders = {}
    for index, room in enumerate(ROOMS):
        above = set(ROOMS[:index])
        for path in modules(f"appliance/{room}"):
            name = str(path.relative_to(ROOT))
            if upward := appliance_rooms_imported(path) & above - COMPOSITION_ROOT.get(name, set()):
                offenders[name] = sorted(upward)
    assert offenders == {}


def test_every_appliance_module_lives_in_a_room():
    loose = [p.name for p in (ROOT / "appliance").glob("*.py") if p.name != "__init__.py"]
    assert loose == []


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def imported_modules(path: Path, known: set[str]) -> set[str]:
    """Every module of the house ``path`` imports, wherever the import stands (under
    TYPE_CHECKING and inside functions too): ``from a import b`` counts a and a.b."""
    package = module_name(path) if path.name == "__init__.py" else module_name(path.parent)
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            found |= {base, *(f"{base}.{alias.name}" for alias in node.names)}
    return found & known - {module_name(path)}


def test_no_two_modules_of_the_house_import_each_other_even_by_a_detour():
    paths = [path for package in ("appliance", "drivers", "games") for path in modules(package)]
    known = {module_name(path) for path in paths}
    graph = {module_name(path): imported_modules(path, known) for path in paths}
    try:
        graphlib.TopologicalSorter(graph).prepare()
    except graphlib.CycleError as circle:
        raise AssertionError(f"modules in a circle: {circle.args[1]}") from None


@pytest.mark.parametrize("package", ["appliance", "drivers", "games"])
def test_every_folder_of_the_house_holds_at_most_fifteen_modules(package):
    folders = {path.parent for path in modules(package)}
    crowded = {
        str(folder.relative_to(ROOT)): n
        for folder in folders
        if (n := len(list(folder.glob("*.py")))) > 15
    }
    assert crowded == {}
