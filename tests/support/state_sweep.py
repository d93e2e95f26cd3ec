"""Every single fault of a real state folder, and what the box makes of it.

A folder is made by playing each game's tour (docs/scripts) on the real box, one after
the other, twice, with a clean stop between: two generations of snapshot and journal,
four games in each. Each case damages one file of it (one bit flipped, or
the file cut at one byte), then reads it back as the box does at power-on (its state
store, then each game's restore) and judges the outcome against every state the card
held (the history of acknowledged saves).

Run alone for the whole sweep and its counts:
``PYTHONPATH=tests/support .venv/bin/python tests/support/state_sweep.py [--sample N]``,
or ``--ready`` for the time to READY with a healthy or damaged folder.
"""

from __future__ import annotations

import logging
import random
import shutil
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from appliance.box.state.journal import JOURNAL_NAME, _read_or_none, replayed
from appliance.box.state.state_store import (
    FILE_NAME,
    OLD_FILE_NAME,
    OLD_JOURNAL_NAME,
    SEQUENCE,
    SEQUENCE_CHECK,
    StateStore,
)
from games.catalog import GAME_MODULES, find_game

ROOT = Path(__file__).resolve().parents[2]
TOURS = ROOT / "docs" / "scripts"
FILES = (FILE_NAME, JOURNAL_NAME, OLD_FILE_NAME, OLD_JOURNAL_NAME)


def make_folder(folder: Path) -> None:
    """Four games played from their tours on the real box, twice, a clean stop between."""
    from boxkit import mock_box, play

    games = list(GAME_MODULES)
    with mock_box(game=games[0], state_dir=folder, mute=True) as (running, _):
        for round_ in range(2):
            for game in games:
                running.box.switch_game(game)
                play(running, (TOURS / f"{game}.txt").read_text(encoding="utf-8"))
            if round_ == 0:
                running.box.save()  # a clean stop: the generation before is kept
    for name in FILES:
        assert (folder / name).is_file(), f"{name} is missing: no two generations"


def history(folder: Path) -> dict[int, dict[str, Any]]:
    """Every state the card held by its sequence number: the snapshot before, its
    journal's records put on one by one, then the newest snapshot and its records."""
    import json

    states: dict[int, dict[str, Any]] = {}
    for snapshot_name, journal_name in (
        (OLD_FILE_NAME, OLD_JOURNAL_NAME),
        (FILE_NAME, JOURNAL_NAME),
    ):
        snapshot = json.loads((folder / snapshot_name).read_text())
        sequence = snapshot.pop(SEQUENCE)
        snapshot.pop(SEQUENCE_CHECK)
        states[sequence] = snapshot
        done = replayed(snapshot, sequence)
        for line in (folder / journal_name).read_bytes().splitlines(keepends=True):
            done = replayed(done.state, done.sequence, line)
            states[done.sequence] = done.state
    return states


@dataclass(frozen=True)
class Fault:
    """One file of the folder damaged: a bit flipped (``bit`` 0-7), or cut at ``at``."""

    file: str
    at: int
    bit: int | None  # None: the file cut to its first ``at`` bytes

    def __str__(self) -> str:
        what = f"bit {self.bit} of byte {self.at}" if self.bit is not None else f"cut at {self.at}"
        return f"{self.file}: {what}"

    def apply(self, data: bytes) -> bytes:
        if self.bit is None:
            return data[: self.at]
        damaged = bytearray(data)
        damaged[self.at] ^= 1 << self.bit
        return bytes(damaged)


def every_fault(folder: Path) -> Iterator[Fault]:
    """Every single-bit flip and every cut of each file."""
    for name in FILES:
        size = (folder / name).stat().st_size
        for at in range(size):
            for bit in range(8):
                yield Fault(name, at, bit)
        for at in range(size):
            yield Fault(name, at, None)


def sampled_faults(folder: Path, count: int, seed: int = 41) -> list[Fault]:
    """``count`` faults drawn (seeded) across the files, weighted by their sizes; the
    newest journal's cuts, where a silent loss could hide, twice as often."""
    rng = random.Random(seed)
    sizes = {name: (folder / name).stat().st_size for name in FILES}
    names = list(FILES)
    weights = [sizes[name] * (2 if name == JOURNAL_NAME else 1) for name in names]
    faults = []
    for _ in range(count):
        name = rng.choices(names, weights)[0]
        at = rng.randrange(sizes[name])
        faults.append(Fault(name, at, rng.randrange(8) if rng.random() < 0.7 else None))
    return faults


@dataclass
class Outcome:
    """What one boot made of one fault."""

    kind: str  # "exact"; "told" (how many moves lost, said); "cut" (the records cut off,
    # as a power cut mid-save looks); "kept aside" (a game, or the file, told)
    lost: int = 0  # acknowledged saves not on the state booted
    said: int | None = None  # the moves the notice said were lost (None: not counted)


class Sweep:
    """A folder, its history, and a judge of each fault."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.files = {name: (folder / name).read_bytes() for name in FILES}
        self.states = history(folder)
        self.last = max(self.states)
        self.games = {name: find_game(name) for name in GAME_MODULES}

    def boot(self, fault: Fault, scratch: Path) -> Outcome:
        """Write the folder with ``fault`` into ``scratch``, boot its state and judge."""
        shutil.rmtree(scratch, ignore_errors=True)
        scratch.mkdir()
        for name, data in self.files.items():
            (scratch / name).write_bytes(fault.apply(data) if name == fault.file else data)
        store = StateStore(scratch)
        loaded = store.load()
        assert not any("Traceback" in message for message in store.messages), fault
        if loaded is None:
            assert store.messages, f"{fault}: the state is gone without a word"
            return Outcome("kept aside", self.last)
        aside = set(store.damaged_games)
        self.restore(loaded, fault)
        told = [m for m in store.messages if m not in store.damaged_games.values()]
        if store.lost_moves is not None:  # how many moves, said: the state from before them
            said, exact = store.lost_moves
            at = self.last - said
            held = [at] if exact else range(max(at, min(self.states)), self.last + 1)
            assert any(self.holds(loaded, aside, s) for s in held), f"{fault}: said {said}"
            return Outcome("told", said, said)
        at = self.found(loaded, aside)
        assert at is not None, f"{fault}: a state the card never held, and not told"
        lost = self.last - at
        if aside:
            return Outcome("kept aside", lost)
        if store.damaged_journal is not None:  # not read at all: how many, not said
            return Outcome("told", lost)
        if lost and fault.file == JOURNAL_NAME and fault.bit is None:
            kept = self.kept_by_the_cut(fault)
            assert self.holds(loaded, aside, kept), f"{fault}: more lost than the cut"
            return Outcome("cut", self.last - kept)
        assert self.holds(loaded, aside, self.last), f"{fault}: saves lost, nothing said ({told})"
        return Outcome("exact" if not told else "told", 0)

    def holds(self, loaded: dict[str, Any], aside: set[str], sequence: int) -> bool:
        """True when the state booted is the one at ``sequence`` (games kept aside apart,
        and the box's own part when it failed its check, which is told)."""
        held = self.states.get(sequence)
        if held is None or set(held["games"]) - aside != set(loaded["games"]) - aside:
            return False
        if any(
            loaded["games"][name] != held["games"][name] for name in set(loaded["games"]) - aside
        ):
            return False
        return all(
            held.get(key) == value
            for key, value in loaded.items()
            if key not in ("games", "checks")
        )

    def found(self, loaded: dict[str, Any], aside: set[str]) -> int | None:
        """The newest sequence whose state is the one booted."""
        return next(
            (s for s in sorted(self.states, reverse=True) if self.holds(loaded, aside, s)), None
        )

    def kept_by_the_cut(self, fault: Fault) -> int:
        """The sequence of the last whole record left by a cut of the newest journal."""
        kept = self.files[JOURNAL_NAME][: fault.at]
        lines = kept.split(b"\n")
        tail = lines.pop()
        records = [_read_or_none(line) for line in [*lines, tail] if line]
        sequences = [record[0] for record in records if record is not None]
        return max(sequences, default=self.snapshot_sequence())

    def snapshot_sequence(self) -> int:
        import json

        return json.loads(self.files[FILE_NAME])[SEQUENCE]

    def restore(self, loaded: dict[str, Any], fault: Fault) -> None:
        """Each game restored from the state booted, as power-on does (never raises)."""
        rng = random.Random(1)
        for name, saved in loaded["games"].items():
            if name in self.games and saved != self.states[self.last]["games"].get(name):
                self.games[name].restore(saved, rng, None, 0.0)


def sweep(
    faults: list[Fault], folder: Path, progress: bool = False, by_file: bool = False
) -> dict[str, list[int]]:
    """Boot each fault: the moves lost in each case, by outcome (and file)."""
    judge = Sweep(folder)
    outcomes: dict[str, list[int]] = {}
    logging.disable(logging.WARNING)
    try:
        with tempfile.TemporaryDirectory() as scratch:
            for number, fault in enumerate(faults):
                outcome = judge.boot(fault, Path(scratch) / "card")
                key = f"{fault.file} {outcome.kind}" if by_file else outcome.kind
                outcomes.setdefault(key, []).append(outcome.lost)
                if progress and number % 5000 == 0:
                    print(f"{number:,} of {len(faults):,}", file=sys.stderr)
    finally:
        logging.disable(logging.NOTSET)
    return outcomes


READY_CASES = {
    "healthy": None,
    "state.json torn (the generation before)": Fault(FILE_NAME, 100, None),
    "a record of state.journal damaged": Fault(JOURNAL_NAME, 40, 3),
    "both snapshots torn (a fresh start)": Fault(OLD_FILE_NAME, 100, None),
}


def ready_times(folder: Path, repeats: int = 5) -> dict[str, float]:
    """Median milliseconds from building the box on a copy of ``folder`` (with each of
    READY_CASES' faults) to its READY=1, in this process (imports done)."""
    import statistics
    import time

    from boxkit import mock_box
    from lifekit import FakeSystemd, PowerSwitch

    from appliance.service.notify import Notifier
    from appliance.service.systemd import Service

    times: dict[str, list[float]] = {name: [] for name in READY_CASES}
    with tempfile.TemporaryDirectory() as where:
        systemd = FakeSystemd(Path(where))
        for _ in range(repeats):
            for name, fault in READY_CASES.items():
                card = Path(where) / "card"
                shutil.rmtree(card, ignore_errors=True)
                shutil.copytree(folder, card)
                if fault is not None:
                    path = card / fault.file
                    path.write_bytes(fault.apply(path.read_bytes()))
                if fault is not None and fault.file == OLD_FILE_NAME:
                    (card / FILE_NAME).write_bytes(b"{")
                began = time.perf_counter()
                with mock_box(state_dir=card, mute=True) as (running, _):
                    Service(
                        running, notifier=Notifier(systemd.address), power_off=PowerSwitch()
                    ).begin()
                    assert any(m.startswith("READY=1") for m in systemd.messages()), name
                    times[name].append(1000 * (time.perf_counter() - began))
        systemd.close()
    return {name: statistics.median(taken) for name, taken in times.items()}


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sample = int(argv[argv.index("--sample") + 1]) if "--sample" in argv else None
    with tempfile.TemporaryDirectory() as where:
        folder = Path(where) / "played"
        make_folder(folder)
        sizes = ", ".join(f"{name} {(folder / name).stat().st_size:,} B" for name in FILES)
        if "--ready" in argv:
            print("To READY=1 (ms, median of 5, box built in this process):")
            for name, ms in ready_times(folder).items():
                print(f"  {ms:7.1f}  {name}")
            return 0
        faults = sampled_faults(folder, sample) if sample else list(every_fault(folder))
        print(f"{len(faults):,} faults of {sizes}")
        for kind, lost in sorted(sweep(faults, folder, True, by_file=True).items()):
            moves = (
                "moves lost: none"
                if not any(lost)
                else (f"moves lost: median {sorted(lost)[len(lost) // 2]}, most {max(lost)}")
            )
            print(f"{len(lost):9,}  {kind:<28} {moves}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
