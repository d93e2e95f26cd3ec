"""``tabletop save-bench``: what an hour of play costs the SD card, each game beside the
box before issue 28 (which saved after every event: each compass step, each tank-fill
step, each key coming up).

Each game plays its tour script (docs/scripts) over and over, 5 seconds apart, for one
hour of virtual time on a mock box with its state on disk. Counted are the saves the
box makes (a state file written: write, fsync, rename, folder fsync: two fsyncs), the
bytes written, and the keys pressed. The baseline is counted in the same run: after
every event handed to the game, the state the old box would have written there, if it
differed from the one it wrote last.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from appliance.box.clock import VirtualClock
from appliance.box.router import Box
from appliance.box.script import parse_script, play_steps
from appliance.box.start.startup import StartOptions, start
from appliance.box.state.state_store import FORMAT, StateStore, encode
from games.catalog import GAME_MODULES
from games.effects import Effect, Save
from games.events import Event, Press

HOUR = 3600.0
PAUSE = "wait 5\n"  # between two rounds of a tour
FSYNCS_PER_SAVE = 2  # the file, then its folder
GOAL_BYTES_PER_HOUR = 2_000_000
TOURS = Path(__file__).resolve().parents[2] / "docs" / "scripts"


@dataclass
class Wear:
    """What the card was asked to write."""

    saves: int = 0
    bytes: int = 0
    last: str | None = None

    def see(self, text: str) -> None:
        """A state the box writes if it differs from the last one."""
        if text != self.last:
            self.saves += 1
            self.bytes += len(text.encode("utf-8"))
            self.last = text

    def scaled(self, factor: float) -> Wear:
        """The same wear over a longer (or shorter) time."""
        return Wear(round(self.saves * factor), round(self.bytes * factor))

    @property
    def fsyncs(self) -> int:
        """Two for each save: the file, then its folder."""
        return FSYNCS_PER_SAVE * self.saves


class CountingStore(StateStore):
    """A real state store that counts what it writes (and what the old box would)."""

    def __init__(self, directory: Path, baseline: Wear) -> None:
        super().__init__(directory)
        self.wear = Wear()
        self.baseline = baseline

    def save(self, data: dict[str, Any]) -> bool:
        text = encode({**data, "format": FORMAT})
        self.baseline.see(text)  # the old box saved here too
        written = super().save(data)
        if written:
            self.wear.see(text)
        return written


@dataclass
class Hour:
    """One game's hour: keys pressed, the box's wear and the old box's."""

    game: str
    presses: int
    asked: int  # saves the game asked for at a timer (a dive's end)
    now: Wear
    before: Wear


def play_an_hour(game: str, folder: Path, minutes: float = 60.0) -> Hour:
    """Play ``game``'s tour for ``minutes`` of virtual time, counting saves (the figures
    are for those minutes: :func:`save_bench` scales them to an hour)."""
    tour = (TOURS / f"{game}.txt").read_text(encoding="utf-8") + PAUSE
    steps = parse_script(tour, f"{game}.txt")
    options = StartOptions(state_dir=folder, mock=True, seed=1, first_game=game, mute=True)
    options.display_kind = "dummy"
    running = start(options, VirtualClock())
    baseline = Wear()
    store = CountingStore(folder, baseline)
    box = running.box
    box.store = store
    presses = _count_presses(box, baseline)
    asked = _count_asked(box)
    began = running.loop.now()
    while running.loop.now() - began < minutes * 60:
        play_steps(running, steps, run_on=False)
    running.close()
    return Hour(game, presses[0], asked[0], store.wear, baseline)


def _count_presses(box: Box, baseline: Wear) -> list[int]:
    """Wrap the box's ``game_event``: count presses, and what the old box saved."""
    presses = [0]
    handle = box.game_event

    def game_event(event: Event) -> None:
        presses[0] += isinstance(event, Press)
        handle(event)
        if box.game is not None and box.current in box.menu_names:
            state = box.saving.state
            snapshot = box.game.snapshot(box.loop.now())
            games = {**state["games"], box.current: snapshot}
            baseline.see(
                encode({**state, "games": games, "current": box.current, "format": FORMAT})
            )

    box.game_event = game_event  # type: ignore[method-assign]
    return presses


def _count_asked(box: Box) -> list[int]:
    """Wrap the box's ``apply``: count the effects that ask for a save."""
    asked = [0]
    apply = box.apply

    def counted(effects: list[Effect]) -> None:
        asked[0] += sum(isinstance(effect, Save) for effect in effects)
        apply(effects)

    box.apply = counted  # type: ignore[method-assign]
    return asked


def save_bench(minutes: float = 60.0) -> int:
    """Print saves, bytes and fsyncs per hour for each game, beside the old box's
    (played for ``minutes`` and scaled to an hour)."""
    scale = HOUR / (minutes * 60)
    print(f"Saves per scripted hour of play (each game's tour, 5 s between rounds; {minutes:g} min")
    print("played, scaled to an hour)")
    header = f"{'game':<14}{'keys':>6}{'saves':>8}{'was':>8}{'kB':>8}{'was kB':>9}"
    print(f"{header}{'fsyncs':>8}{'was':>8}{'ratio':>7}")
    worst = ends = 0
    over = []
    for game in GAME_MODULES:
        with tempfile.TemporaryDirectory() as folder:
            hour = play_an_hour(game, Path(folder), minutes)
        now, before = hour.now.scaled(scale), hour.before.scaled(scale)
        presses = round(hour.presses * scale)
        ratio = before.bytes / now.bytes if now.bytes else float("inf")
        print(
            f"{game:<14}{presses:>6}{now.saves:>8}{before.saves:>8}"
            f"{now.bytes / 1000:>8.0f}{before.bytes / 1000:>9.0f}"
            f"{now.fsyncs:>8}{before.fsyncs:>8}{ratio:>6.1f}x"
        )
        worst = max(worst, hour.now.saves - hour.presses - hour.asked)
        ends += round(hour.asked * scale)
        if now.bytes >= GOAL_BYTES_PER_HOUR:
            over.append(game)
    beyond = max(0, worst)
    print(f"saves beyond one per key pressed and one per save a game asks for: {beyond} (goal: 0)")
    print(f"saves a game asked for (a find under water, a dive's end): {ends} in the hour")
    goal_mb = GOAL_BYTES_PER_HOUR / 1e6
    print(f"games at or over {goal_mb:g} MB an hour: {', '.join(over) or 'none'}")
    return 0
