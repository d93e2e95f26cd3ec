"""Every game package has one shape (docs/adding-a-game.md): the same files with the
same roles, the class ``<Name>Game`` with ``new`` and ``restore``, and ``GAME`` built
from them. A package that strays from it is named with what is missing."""

from __future__ import annotations

import importlib
import inspect
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from games.catalog import GAME_MODULES

ROOT = Path(__file__).resolve().parents[2]
SHAPE = (
    "__init__.py",
    "game.py",
    "keys.py",
    "state.py",
    "saved.py",
    "screens.py",
    "words.py",
    "settings.py",
    "sounds.py",
)
GUIDE_EXAMPLE = "guide_dice"  # tests/support/guide_dice, the game docs/adding-a-game.md builds


def class_stem(module_name: str) -> str:
    """``games.lost_treasure`` -> ``LostTreasure``."""
    return "".join(part.title() for part in module_name.rsplit(".", 1)[-1].split("_"))


def shape_problems(module_name: str) -> list[str]:
    """What the package ``module_name`` lacks of the shape (nothing: it fits)."""
    package = importlib.import_module(module_name)
    folder = Path(inspect.getfile(package)).parent
    missing = [f"no {name}" for name in SHAPE if not (folder / name).is_file()]
    if missing:
        return missing
    stem = class_stem(module_name)
    game_class = getattr(importlib.import_module(f"{module_name}.game"), f"{stem}Game", None)
    if game_class is None:
        return [f"game.py has no class {stem}Game"]
    return [
        *class_problems(game_class, stem),
        *module_problems(module_name, folder, stem),
        *game_info_problems(package, module_name, stem),
    ]


def class_problems(game_class: type, stem: str) -> list[str]:
    """``new`` and ``restore`` as classmethods, and the three calls of a game."""
    problems = [
        f"{stem}Game.{name} is not a classmethod"
        for name in ("new", "restore")
        if not isinstance(inspect.getattr_static(game_class, name, None), classmethod)
    ]
    return problems + [
        f"{stem}Game has no {name}"
        for name in ("redraw", "handle", "snapshot")
        if not callable(getattr(game_class, name, None))
    ]


def module_problems(module_name: str, folder: Path, stem: str) -> list[str]:
    """The state's class, saving's pair of names, the key tables' helper."""
    problems = []
    state = importlib.import_module(f"{module_name}.state")
    if not inspect.isclass(getattr(state, f"{stem}State", None)):
        problems.append(f"state.py has no class {stem}State")
    saved = importlib.import_module(f"{module_name}.saved")
    problems += [
        f"saved.py has no {name}" for name in ("to_dict", "from_dict") if not hasattr(saved, name)
    ]
    if "from games.dispatch import" not in (folder / "keys.py").read_text(encoding="utf-8"):
        problems.append("keys.py does not build its tables with games.dispatch")
    return problems


def game_info_problems(package: ModuleType, module_name: str, stem: str) -> list[str]:
    """``GAME`` built from the class, the settings and the sounds."""
    info = getattr(package, "GAME", None)
    if info is None:
        return ["__init__.py has no GAME"]
    problems = []
    for name in ("new", "restore"):
        wanted = f"{module_name}.game.{stem}Game.{name}"
        if getattr(info, name).__qualname__ != wanted:
            problems.append(f"GAME.{name} is not load_later of {wanted}")
    settings = getattr(importlib.import_module(f"{module_name}.settings"), f"{stem}Settings", None)
    if settings is None or info.settings is not settings:
        problems.append(f"GAME.settings is not settings.{stem}Settings")
    sounds = importlib.import_module(f"{module_name}.sounds")
    if info.cues is not getattr(sounds, "CUES", None):
        problems.append("GAME.cues is not sounds.CUES")
    if getattr(sounds, "REFUSAL_CUE", None) not in info.cues:
        problems.append("sounds.REFUSAL_CUE is not one of the cues")
    return problems


def rules_loaded_with_the_package(module_name: str) -> bool:
    """True when importing the package alone imports its game.py (a fresh interpreter)."""
    code = f"import sys, {module_name}; print('{module_name}.game' in sys.modules)"
    env = {"PYTHONPATH": f"{ROOT}{':'}{ROOT / 'tests' / 'support'}"}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    )
    return done.stdout.strip() == "True"


PACKAGES = [*GAME_MODULES.values(), GUIDE_EXAMPLE]


@pytest.mark.parametrize("module_name", PACKAGES)
def test_every_game_package_has_the_one_shape(module_name):
    assert shape_problems(module_name) == []


@pytest.mark.parametrize("module_name", [*GAME_MODULES.values(), GUIDE_EXAMPLE])
def test_a_game_package_loads_its_rules_only_when_first_played(module_name):
    assert not rules_loaded_with_the_package(module_name)


@pytest.fixture
def copied_example(tmp_path, monkeypatch):
    """A copy of the guide's example as the package ``stray_dice``, to break one part of
    the shape at a time."""
    folder = tmp_path / "stray_dice"
    shutil.copytree(ROOT / "tests" / "support" / GUIDE_EXAMPLE, folder)
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in [name for name in sys.modules if name.startswith("stray_dice")]:
        monkeypatch.delitem(sys.modules, name)
    return folder


def test_the_copy_with_its_names_fitted_has_the_shape(copied_example):
    fit(copied_example)
    assert shape_problems("stray_dice") == []


@pytest.mark.parametrize("lacking", ["keys.py", "state.py", "saved.py", "words.py"])
def test_a_package_without_one_of_the_files_is_named_with_it(copied_example, lacking):
    fit(copied_example)
    (copied_example / lacking).unlink()
    assert shape_problems("stray_dice") == [f"no {lacking}"]


def test_a_package_whose_game_class_is_named_otherwise_is_named_with_it(copied_example):
    fit(copied_example)
    game = copied_example / "game.py"
    game.write_text(game.read_text().replace("StrayDiceGame", "DiceGame"))
    assert shape_problems("stray_dice") == ["game.py has no class StrayDiceGame"]


def test_a_package_whose_saving_is_named_otherwise_is_named_with_it(copied_example):
    fit(copied_example)
    for name in ("saved.py", "game.py"):
        path = copied_example / name
        path.write_text(path.read_text().replace("to_dict", "to_data"))
    assert shape_problems("stray_dice") == ["saved.py has no to_dict"]


def test_a_game_info_not_built_from_the_class_is_named_with_it(copied_example):
    fit(copied_example)
    init = copied_example / "__init__.py"
    init.write_text(init.read_text().replace('"StrayDiceGame.new"', '"StrayDiceGame.restore"'))
    assert shape_problems("stray_dice") == [
        "GAME.new is not load_later of stray_dice.game.StrayDiceGame.new"
    ]


def test_the_guide_names_every_file_of_the_shape():
    guide = (ROOT / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
    assert [name for name in SHAPE if f"`{name}`" not in guide] == []


def fit(folder: Path) -> None:
    """Name the copy's modules, class, settings and GAME for its own package, as the
    guide's last step says."""
    for path in folder.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        text = text.replace("guide_dice", "stray_dice").replace("GuideDice", "StrayDice")
        path.write_text(text, encoding="utf-8")
