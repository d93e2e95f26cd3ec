"""The power-cut harness: a box killed at a random line of its own code, then restarted.

A *reference* run plays a key script on mock hardware in virtual time and keeps a
journal, in order, of every state written to the card and every effect shown. A *killed*
run plays the same script in a forked child that sends itself SIGKILL when the box's own
code (``appliance/``) reaches a chosen line: a real kill, with no clean-up, at any point,
mid-save included. Everything is deterministic, so the child's effect lines are a prefix
of the reference's, and the journal says which states may be on the card once ``k``
effects were shown: the state behind the k-th effect, or one written after it and
before the next effect. A key's (or timer's) effects go out just before its state is
saved, in the same turn of the loop, so while they go out the card may still hold the
state from before that key, never an older one: every earlier key is on the card.
Anything older would be an acknowledged action lost.

Run as a script it is the reference for a real ``tabletop script`` child (same hash
seed): ``python powercut.py FILE GAME SEED STATE_DIR SETTINGS`` prints the journal.
"""

from __future__ import annotations

import functools
import json
import os
import random
import signal
import sys
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from boxkit import card_text

from appliance.box.loop.clock import VirtualClock
from appliance.box.router import Box
from appliance.box.script import parse_script, play_steps
from appliance.box.slot import GameSlot
from appliance.box.start.startup import Running, StartOptions, start
from appliance.box.state import aside, journal, snapshot, state_store
from appliance.box.state.state_store import StateStore

STORE_MODULES = (state_store, snapshot, aside, journal)
STORE_FILES = {str(Path(module.__file__).resolve()) for module in STORE_MODULES}
APPLIANCE = str(Path(state_store.__file__).resolve().parent) + os.sep
# Drawing saves nothing and keeps its fonts and glyphs across runs in one process, so a
# forked child would run fewer of its lines than the reference: it is not counted.
SCREEN = APPLIANCE + "screen" + os.sep
QUIET_SETTINGS = "[audio]\nenabled = false\n"  # no audio thread in a forked child

Event = tuple[str, str]  # ("save", file text), ("record", JSON line), ("begin"/"end", what)


@dataclass(frozen=True)
class Reference:
    """The uninterrupted run: its journal, and how many lines of box code it ran."""

    events: list[Event]
    lines: int
    store_lines: int

    @property
    def records(self) -> list[str]:
        return [text for kind, text in self.events if kind == "record"]

    @property
    def saves(self) -> list[str]:
        return [text for kind, text in self.events if kind == "save"]

    @functools.cached_property
    def needs(self) -> tuple[list[int], list[int]]:
        """For each effect: the save it needs on the card (-1 for none), and the saves
        made before it went out. A game switch's effects need the last save it made; a
        game event's (a key, a timer) the last save before it began, as its own save
        comes just after its effects.
        """
        needed: list[int] = []
        saved_before: list[int] = []
        saves = 0
        open_records: list[int] | None = None
        bound, began_with = "", 0
        for kind, text in self.events:
            if kind == "record":
                saved_before.append(saves)
                needed.append(saves - 1)
                if open_records is not None:
                    open_records.append(len(needed) - 1)
            elif kind == "save":
                saves += 1
            elif kind == "begin" and open_records is None:
                open_records, bound = [], text
                began_with = saves
            elif kind == "end" and open_records is not None:
                for index in open_records:
                    needed[index] = (began_with if bound == "send" else saves) - 1
                open_records = None
        return needed, saved_before

    def allowed_states(self, shown: int) -> set[str | None]:
        """The files that may be on the card once ``shown`` effects were printed: the
        state behind each of them or a later one, but none made after the next effect.
        """
        needed, saved_before = self.needs
        saves = self.saves
        least = max(needed[:shown], default=-1)
        most = saved_before[shown] - 1 if shown < len(saved_before) else len(saves) - 1
        allowed: set[str | None] = {saves[i] for i in range(max(least, 0), most + 1)}
        return allowed | {None} if least < 0 else allowed

    def effects_ahead_of_the_card(self) -> list[str]:
        """Effects that went out while the card held a state older than the one their
        key or switch began from (none, ever)."""
        needed, saved_before = self.needs
        records = self.records
        return [
            records[i] for i, (n, s) in enumerate(zip(needed, saved_before, strict=True)) if n >= s
        ]


class LineTracer:
    """Counts the lines the box's own code runs; at a chosen one, calls ``at_limit``."""

    def __init__(self, *, limit: int = 0, in_store: bool = False, at_limit=None) -> None:
        self.lines = 0
        self.store_lines = 0
        self.limit = limit
        self.in_store = in_store
        self.at_limit: Callable[[], None] | None = at_limit

    def call(self, frame: Any, event: str, arg: Any) -> Any:
        name = frame.f_code.co_filename
        return self.line if name.startswith(APPLIANCE) and not name.startswith(SCREEN) else None

    def line(self, frame: Any, event: str, arg: Any) -> Any:
        if event == "line":
            self.lines += 1
            in_store = frame.f_code.co_filename in STORE_FILES
            self.store_lines += in_store
            count = self.store_lines if self.in_store else self.lines
            if self.at_limit and count == self.limit and (in_store or not self.in_store):
                self.at_limit()
        return self.line


@contextmanager
def tracing(tracer: LineTracer) -> Iterator[LineTracer]:
    sys.settrace(tracer.call)
    try:
        yield tracer
    finally:
        sys.settrace(None)


@contextmanager
def journalled(events: list[Event]) -> Iterator[None]:
    """Every state the store writes goes into ``events`` (as the bytes on the card), and
    so do the bounds of each game event and game switch (what an effect belongs to).
    """
    save, switch_game, send = StateStore.save, Box.switch_game, GameSlot.send

    def journalled_save(store: StateStore, data: dict[str, Any], whole: bool = False) -> bool:
        wrote = save(store, data, whole)
        if wrote and store.directory is not None:  # not store.path: its lines would count
            # What the store knows the card holds now (its snapshot and journal):
            # read from the store, as reading the card would run box code that counts.
            events.append(("save", json.dumps(store._card, sort_keys=True, separators=(",", ":"))))
        return wrote

    def bounded(method: Callable[..., None]) -> Callable[..., None]:
        def run(*args: Any, **kwargs: Any) -> None:
            events.append(("begin", method.__name__))
            method(*args, **kwargs)
            events.append(("end", method.__name__))

        return run

    StateStore.save = journalled_save  # type: ignore[method-assign]
    Box.switch_game = bounded(switch_game)  # type: ignore[method-assign]
    GameSlot.send = bounded(send)  # type: ignore[method-assign]
    try:
        yield
    finally:
        StateStore.save = save  # type: ignore[method-assign]
        Box.switch_game = switch_game  # type: ignore[method-assign]
        GameSlot.send = send  # type: ignore[method-assign]


def boot(game: str, seed: int, state_dir: Path, settings: Path, listener) -> Running:
    options = StartOptions(
        settings_path=settings,
        state_dir=state_dir,
        mock=True,
        seed=seed,
        first_game=game,
        display_kind="dummy",
        listeners=[listener],
    )
    return start(options, VirtualClock())


def play(script: str, game: str, seed: int, state_dir: Path, settings: Path, listener) -> None:
    running = boot(game, seed, state_dir, settings, listener)
    try:
        play_steps(running, parse_script(script))
    finally:
        running.close()


def reference_run(script: str, game: str, seed: int, state_dir: Path, settings: Path) -> Reference:
    """Play the script uninterrupted, journalling saves and effects."""
    events: list[Event] = []

    def listener(record: dict[str, Any]) -> None:
        events.append(("record", json.dumps(record)))

    with journalled(events), tracing(LineTracer()) as tracer:
        play(script, game, seed, state_dir, settings, listener)
    return Reference(events, tracer.lines, tracer.store_lines)


@dataclass(frozen=True)
class Kill:
    """A killed run: the effect lines it printed and how it ended."""

    records: list[str]
    killed: bool
    status: int


@dataclass(frozen=True)
class Dying:
    """A forked child on its way to its kill; ``wait()`` collects it."""

    pid: int
    output: int

    def wait(self) -> Kill:
        printed = read_all(self.output)
        _, status = os.waitpid(self.pid, 0)
        killed = os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        return Kill(complete_lines(printed), killed, status)


def killed_run(
    script: str,
    game: str,
    seed: int,
    state_dir: Path,
    settings: Path,
    *,
    line: int,
    in_store: bool = False,
) -> Dying:
    """Play the script in a forked child that SIGKILLs itself at a line of box code.
    Several may run at once: each prints far less than a pipe holds.
    """
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into the test run
        code = 0
        try:
            os.close(read_end)

            def listener(record: dict[str, Any]) -> None:
                os.write(write_end, (json.dumps(record) + "\n").encode())

            def die() -> None:
                os.kill(os.getpid(), signal.SIGKILL)

            with tracing(LineTracer(limit=line, in_store=in_store, at_limit=die)):
                play(script, game, seed, state_dir, settings, listener)
        except BaseException:
            traceback.print_exc()
            code = 1
        finally:
            os._exit(code)
    os.close(write_end)
    return Dying(pid, read_end)


def read_all(fd: int) -> bytes:
    chunks = []
    while chunk := os.read(fd, 65536):
        chunks.append(chunk)
    os.close(fd)
    return b"".join(chunks)


def complete_lines(output: bytes) -> list[str]:
    """The lines that were written whole (a kill mid-line leaves no newline)."""
    return output.decode("utf-8", "replace").split("\n")[:-1]


def card_state(state_dir: Path) -> str | None:
    """The state the card holds (its snapshot and journal) as the text of one file."""
    state = snapshot.card_state(state_dir)
    return None if state is None else snapshot.encode(state)


def monkey_script(rng: random.Random, games: list[str], home: str, steps: int = 40) -> str:
    """A family at the keys: mostly digits, some holds and waits, now and then a menu;
    a third of the way in they visit another game through the menu, and come ``home``.
    """
    digits = "123456789"
    makers: list[tuple[int, Callable[[], str]]] = [
        (40, lambda: f"press {rng.choice(digits)}"),
        (10, lambda: f"press {rng.choice(('NS_GOLD', 'EW_GOLD', 'NS_SILVER', 'EW_SILVER'))}"),
        (15, lambda: f"press {rng.choice(('AIR', 'UP', 'VALUE', 'CLEAR'))}"),
        (12, lambda: f"hold {rng.choice(digits)} {rng.uniform(0.5, 4):.1f}"),
        (5, lambda: f"hold UP {rng.uniform(0.5, 3):.1f}"),
        (10, lambda: f"wait {rng.uniform(0.2, 5):.1f}"),
        (4, lambda: f"press MENU\npress {rng.randint(1, len(games))}"),
        (2, lambda: f"hold MENU 3.5\npress {rng.choice('13')}\npress {rng.choice(['1', 'CLEAR'])}"),
        (2, lambda: f"game {rng.choice(games)}"),
    ]
    weights = [weight for weight, _ in makers]
    lines = [rng.choices(makers, weights)[0][1]() for _ in range(steps)]
    away = rng.choice([number for number, name in enumerate(games, 1) if name != home])
    lines.insert(steps // 3, f"press MENU\npress {away}")
    lines.insert(2 * steps // 3, f"game {home}")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    """The reference journal as JSON lines, for a real ``tabletop script`` child."""
    script, game, seed, state_dir, settings = argv
    reference = reference_run(
        Path(script).read_text(), game, int(seed), Path(state_dir), Path(settings)
    )
    for event in reference.events:
        print(json.dumps(event))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))


def played_card(
    folder: Path, homes: list[str], games: list[str], settings: Path, seed: int
) -> bytes:
    """The state file after a family played a while at each game of ``homes``, in turn."""
    for home in homes:
        running = boot(home, seed, folder, settings, lambda record: None)
        try:
            play_steps(running, parse_script(monkey_script(random.Random(home), games, home, 25)))
        finally:
            running.close()
    return card_text(folder).encode()
