"""``tabletop save-bench``: what an hour of play costs the SD card, each game three ways:
the box as it saves now (each key's change appended to the state journal, one fsync; a
whole snapshot now and then), the box before the journal (the whole state file written
at each key, its random generators' 3.3 KB states in it: write, fsync, rename, folder
fsync), and the box before issue 28 (that whole file after every event: each compass
step, each tank-fill step, each key coming up).

Each game plays its tour script (docs/scripts) over and over, 5 seconds apart, for one
hour of virtual time on a mock box with its state on disk. Counted are the saves the
box makes, and for each way of saving the bytes written and the fsyncs; the two older
ways are counted in the same run, from the same states.
"""

from __future__ import annotations

import base64
import importlib
import random
import struct
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from appliance.box.loop.clock import VirtualClock
from appliance.box.script import parse_script, play_steps
from appliance.box.slot import GameSlot
from appliance.box.start.startup import StartOptions, start
from appliance.box.state.checks import sealed
from appliance.box.state.saving import TRANSIENT_GAMES
from appliance.box.state.snapshot import FORMAT, encode
from appliance.box.state.state_store import StateStore
from games.catalog import GAME_MODULES
from games.effects import Effect, Save
from games.events import Event, Press
from games.randomness import rng_from_state

HOUR = 3600.0
PAUSE = "wait 5\n"  # between two rounds of a tour
FSYNCS_PER_WHOLE_FILE = 2  # the file, then its folder
GOAL_BYTES_PER_HOUR = 2_000_000
TOURS = Path(__file__).resolve().parents[3] / "docs" / "scripts"


@dataclass
class Wear:
    """What the card was asked to write."""

    saves: int = 0
    bytes: int = 0
    fsyncs: int = 0
    last: str | None = field(default=None, repr=False)

    def see(self, text: str) -> None:
        """A whole state file the box writes if it differs from the last one."""
        if text != self.last:
            self.saves += 1
            self.bytes += len(text.encode("utf-8"))
            self.fsyncs += FSYNCS_PER_WHOLE_FILE
            self.last = text

    def scaled(self, factor: float) -> Wear:
        """The same wear over a longer (or shorter) time."""
        return Wear(
            round(self.saves * factor), round(self.bytes * factor), round(self.fsyncs * factor)
        )


class CountingStore(StateStore):
    """A real state store that counts what it writes, and what the box before the
    journal wrote at the same saves (the whole file, whole generator states in it)."""

    def __init__(self, directory: Path, before_the_journal: Wear) -> None:
        super().__init__(directory)
        self.before_the_journal = before_the_journal
        self.saves = 0

    def save(self, data: dict[str, Any], whole: bool = False) -> bool:
        written = super().save(data, whole)
        if written:
            self.saves += 1
            self.before_the_journal.see(_whole_file(data))
        return written

    @property
    def wear(self) -> Wear:
        """What this store wrote: journal records and snapshots."""
        return Wear(self.saves, self.bytes_written, self.fsyncs)


def _whole_file(data: dict[str, Any]) -> str:
    """The state file as the box before the journal wrote it."""
    return encode(sealed({**data, "games": _whole_rngs(data), "format": FORMAT}))


def _whole_rngs(data: dict[str, Any]) -> dict[str, Any]:
    """The games of ``data``, each game's generator as its whole state (the same size
    whatever the state) where it is a seed and a count."""
    return {
        name: {**game, "rng": _whole_rng(rng_from_state(game["rng"]))}
        if isinstance(game, dict) and isinstance(game.get("rng"), dict)
        else game
        for name, game in data.get("games", {}).items()
    }


def _whole_rng(rng: random.Random) -> list[Any]:
    """A generator's state as the box before the journal saved it (3.3 KB)."""
    version, internal, gauss = rng.getstate()
    packed = base64.b64encode(struct.pack(f"<{len(internal)}I", *internal)).decode("ascii")
    return [version, packed, gauss]


@contextmanager
def _whole_generators() -> Iterator[None]:
    """While open, the games write their generators whole into a snapshot, and leave
    them as they are (no reseed): the state the box before issue 28 saved."""
    modules = [
        importlib.import_module(f"games.{name.replace('-', '_')}.saved") for name in GAME_MODULES
    ]
    kept = [getattr(module, "rng_state") for module in modules]  # noqa: B009 (each game's)
    for module in modules:
        setattr(module, "rng_state", _whole_rng)  # noqa: B010
    try:
        yield
    finally:
        for module, rng_state in zip(modules, kept, strict=True):
            setattr(module, "rng_state", rng_state)  # noqa: B010


@dataclass
class Hour:
    """One game's hour: keys pressed, the box's wear and the old box's."""

    game: str
    presses: int
    asked: int  # saves the game asked for at a timer (a dive's end)
    now: Wear  # the journal
    whole_file: Wear  # the whole file at each key, whole generator states in it
    before: Wear  # the whole file after every event


def play_an_hour(game: str, folder: Path, minutes: float = 60.0) -> Hour:
    """Play ``game``'s tour for ``minutes`` of virtual time, counting saves (the figures
    are for those minutes: :func:`save_bench` scales them to an hour)."""
    tour = (TOURS / f"{game}.txt").read_text(encoding="utf-8") + PAUSE
    steps = parse_script(tour, f"{game}.txt")
    options = StartOptions(state_dir=folder, mock=True, seed=1, first_game=game, mute=True)
    options.display_kind = "dummy"
    baseline, whole_file = Wear(), Wear()
    with _counted(baseline) as (presses, asked):
        running = start(options, VirtualClock())
        store = CountingStore(folder, whole_file)
        running.box.store = store
        began = running.loop.now()
        while running.loop.now() - began < minutes * 60:
            play_steps(running, steps, run_on=False)
        running.close()
    return Hour(game, presses[0], asked[0], store.wear, whole_file, baseline)


@contextmanager
def _counted(baseline: Wear) -> Iterator[tuple[list[int], list[int]]]:
    """Wrap the game slot's ``send`` and ``apply`` while a box is made and plays: count
    the presses, the effects that ask for a save, and what the old box saved."""
    presses, asked = [0], [0]
    send, apply = GameSlot.send, GameSlot.apply

    def counted_send(slot: GameSlot, event: Event) -> None:
        presses[0] += isinstance(event, Press)
        send(slot, event)
        if slot.game is not None and slot.current not in TRANSIENT_GAMES:
            state = slot.saving.state
            with _whole_generators():
                snapshot = slot.game.snapshot(slot.now())
            games = {**_whole_rngs(state), slot.current: snapshot}
            saved = {**state, "games": games, "current": slot.current, "format": FORMAT}
            baseline.see(encode(sealed(saved)))

    def counted_apply(slot: GameSlot, effects: list[Effect]) -> None:
        asked[0] += sum(isinstance(effect, Save) for effect in effects)
        apply(slot, effects)

    GameSlot.send = counted_send  # type: ignore[method-assign, assignment]
    GameSlot.apply = counted_apply  # type: ignore[method-assign, assignment]
    try:
        yield presses, asked
    finally:
        GameSlot.send = send  # type: ignore[method-assign]
        GameSlot.apply = apply  # type: ignore[method-assign]


def save_bench(minutes: float = 60.0) -> int:
    """Print saves, bytes and fsyncs per hour for each game, beside the box before the
    journal and the box before issue 28 (played for ``minutes``, scaled to an hour)."""
    scale = HOUR / (minutes * 60)
    print("The SD card's wear in a scripted hour of play (each game's tour, 5 s between")
    print(f"rounds; {minutes:g} min played, scaled to an hour). Saving: now, to the journal;")
    print("file: the whole file at each key; event: the whole file after every event.")
    print(
        f"{'game':<14}{'keys':>6}{'saves':>7}{'kB now':>8}{'file':>7}{'event':>7}"
        f"{'fsyncs':>8}{'file':>7}{'event':>7}"
    )
    worst = ends = 0
    over = []
    for game in GAME_MODULES:
        with tempfile.TemporaryDirectory() as folder:
            hour = play_an_hour(game, Path(folder), minutes)
        now, file, event = (w.scaled(scale) for w in (hour.now, hour.whole_file, hour.before))
        print(
            f"{game:<14}{round(hour.presses * scale):>6}{now.saves:>7}"
            f"{now.bytes / 1000:>8.0f}{file.bytes / 1000:>7.0f}{event.bytes / 1000:>7.0f}"
            f"{now.fsyncs:>8}{file.fsyncs:>7}{event.fsyncs:>7}"
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
