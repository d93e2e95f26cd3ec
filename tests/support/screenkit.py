"""Every screen a box draws while it plays: the tours, the whole games, random keys."""

from __future__ import annotations

import importlib.util
import random
import tempfile
from collections.abc import Iterator
from pathlib import Path

from boxkit import mock_box, play
from speechkit import WHOLE_GAMES

from games.screen import Screen

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("lost-treasure", "treasure-rush", "atlantis", "tobago")
TOBAGO_SETTINGS = '[tobago]\nisland = "seed-07"\n'


def drawn_screens(script: str, game: str, seed: int = 1, settings: str = "") -> list:
    """The screens a mock box draws while it plays ``script`` (with these settings), in
    order, each once."""
    shown: dict[Screen, None] = {}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.toml"
        path.write_text(settings, encoding="utf-8")
        _play(script, game, seed, path, shown)
    return list(shown)


def _play(script: str, game: str, seed: int, settings: Path, shown: dict) -> None:
    with mock_box(game=game, seed=seed, settings_path=settings) as (running, _):
        renderer = running.output.renderer
        draw = renderer.render

        def render(screen: Screen):
            shown[screen] = None
            return draw(screen)

        renderer.render = render  # type: ignore[method-assign]
        play(running, script)


def tours() -> Iterator[tuple[str, str, str]]:
    """(name, game, script) of each tour in docs/scripts."""
    for path in sorted((ROOT / "docs" / "scripts").glob("*.txt")):
        yield f"tour {path.stem}", path.stem, path.read_text(encoding="utf-8")


def whole_games() -> Iterator[tuple[str, str, str]]:
    """(name, game, script) of each whole-game script in tests/."""
    games = ROOT / "tests" / "games"
    lost_treasure = (games / "lost_treasure/data/whole_game.txt").read_text()
    yield "whole lost-treasure", "lost-treasure", lost_treasure
    yield "whole atlantis", "atlantis", (games / "atlantis/data/whole_game.txt").read_text()
    yield "whole tobago", "tobago", (games / "tobago/data/whole_game.keys").read_text()
    path = games / "treasure_rush/test_on_the_box.py"
    spec = importlib.util.spec_from_file_location("treasure_rush_whole_game", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    yield "whole treasure-rush", "treasure-rush", module.WHOLE_GAME


def random_keys(seed: int, steps: int = 120) -> str:
    """A family at the keys: digits, direction keys, the others, holds and waits."""
    rng = random.Random(seed)
    keys = [*"123456789", "NS_GOLD", "EW_GOLD", "NS_SILVER", "EW_SILVER"]
    keys += ["AIR", "UP", "VALUE", "CLEAR", "AIR", "VALUE"]
    lines = []
    for _ in range(steps):
        roll = rng.random()
        if roll < 0.75:
            lines.append(f"press {rng.choice(keys)}")
        elif roll < 0.9:
            lines.append(f"hold {rng.choice(keys)} {rng.uniform(0.5, 4):.1f}")
        else:
            lines.append(f"wait {rng.uniform(0.2, 6):.1f}")
    return "\n".join(lines) + "\n"


def spoken_games() -> Iterator[tuple[str, str, str, str, int]]:
    """(name, game, script, settings, seed) of the whole games the speech tests play
    that :func:`whole_games` does not (tests/support/speechkit.py)."""
    for game, (path, settings, seed) in WHOLE_GAMES.items():
        if path.parent.name == "spoken_scripts":
            yield f"spoken {game}", game, path.read_text(encoding="utf-8"), settings, seed


#: Runs of random keys per game (each its own seed): enough to reach the screens no
#: script plays (three claims queued, a long list of markers) and to keep the suite fast.
RANDOM_RUNS = 3


def every_run() -> Iterator[tuple[str, str, str, str, int]]:
    """(name, game, script, settings, seed) of every run whose screens are checked."""
    for name, game, script in [*tours(), *whole_games()]:
        yield name, game, script, TOBAGO_SETTINGS if name == "whole tobago" else "", 1
    yield from spoken_games()
    for number, game in enumerate(GAMES):
        for run in range(RANDOM_RUNS):
            seed = number + len(GAMES) * run
            yield f"random keys {game} {run + 1}", game, random_keys(seed, steps=200), "", seed
    yield "self-test", "selftest", SELFTEST, "", 1
    yield "menus", "lost-treasure", MENUS, "", 1


KEYS = [*"123456789", "NS_GOLD", "EW_GOLD", "NS_SILVER", "EW_SILVER"]
KEYS += ["AIR", "UP", "VALUE", "CLEAR", "MENU"]
# The self-test: yes to the screen and to each of the 11 LEDs, keys in the panel's order
# (wrong ones named), then row by row as it asks (one skipped), two keys at once, every
# sound, yes, the summary.
LAYOUT_ORDER = ["NS_GOLD", *"123", "AIR", "EW_GOLD", *"456", "UP", "NS_SILVER", *"789"]
LAYOUT_ORDER += ["VALUE", "EW_SILVER", "MENU"]
SELFTEST = "wait 2\npress AIR\n" + "press 4\n" * 11 + "".join(f"press {key}\n" for key in KEYS)
SELFTEST += "".join(f"press {key}\n" for key in LAYOUT_ORDER) + "hold 1 3.2\n"
SELFTEST += "down 1\ndown 5\nwait 0.3\nup 1\nup 5\nwait 50\npress AIR\n"
MENUS = "press MENU\npress 2\npress MENU\npress CLEAR\nhold MENU 3.5\npress 1\npress CLEAR\n"
MENUS += "hold MENU 3.5\npress 2\npress CLEAR\nhold MENU 3.5\npress CLEAR\n"
