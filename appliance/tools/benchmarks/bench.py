"""``tabletop bench``: how fast and light the box is, each figure beside its baseline.

- Key-to-effect latency (``appliance.tools.benchmarks.latency``): from a column pin of the mock
  keypad pulled low, through the real keypad driver, event loop, box and Lost Treasure,
  to the first effect out; beside a bare gpiozero Button -> LED callback from its pin
  pulled low. Their presses take turns, 60 ms apart as a hand's (pressed back to back,
  the bare callback finds every cache warm, which no key on a table does; that row is
  shown too). Each is timed where the effect happens, not when the bench's own thread
  next runs: that thread waits for the box's thread to finish the key's screen and
  save, which no player waits for. The box's threads keep to one core, as ``tabletop
  run`` keeps them (``drivers.cores``); the same box with its threads on any core is
  measured beside it.
- Saving: the state saved to the card after a key (its change appended to the journal,
  one fsync; now and then the whole snapshot),
  which comes after the key's effects, before the next key.
- Start-up: a process that builds the whole box and boots it, beside a process that only
  imports the box's dependencies; each game's first opening (its rules imported, dealt,
  drawn), each in a fresh box; peak memory once every game has been opened.
- Drawing: CPU time to lay out and draw each screen of the tours, never drawn before.
- Idle CPU over 10 seconds, in the menu and in a game waiting for a key; peak memory.
The box's own modules are byte-compiled first, as the installer does on the box.
Figures are medians over repeats where it matters; the machine may be shared and noisy,
so the ratios are what to read.
"""

from __future__ import annotations

import argparse
import compileall
import functools
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from appliance.box.start.startup import StartOptions, start
from appliance.box.state.state_store import StateStore
from appliance.tools.benchmarks.latency import (
    TimedBox,
    TimedButton,
    TimedHop,
    back_to_back,
    take_turns,
)
from games.catalog import DEFAULT_GAME, GAME_MODULES

PROBE = "appliance.tools.benchmarks.bench_probe"
SOURCES = ("appliance", "drivers", "games")  # byte-compiled first, as on an installed box
TARGET_ADDED_MS = 0.5
TARGET_START_RATIO = 1.3
BARE_IMPORTS = (
    "import gpiozero, luma.core.device, luma.oled.device, pygame, serial, PIL.Image, time; "
    "print(time.monotonic())"
)
# The least a beep can cost: pygame alone, its mixer opened as the speaker opens it, one
# short square tone handed to it (muted: SDL's dummy driver, as the box's probe is).
BARE_BEEP = (
    "import os, sys, time; os.environ['SDL_AUDIODRIVER'] = 'dummy'; "
    "os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'; sys.modules['pkg_resources'] = None; "
    "import pygame; pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512); "
    "pygame.mixer.Sound(buffer=(b'\\x00\\x20' * 20 + b'\\x00\\xe0' * 20) * 130).play(); "
    "print(time.monotonic())"
)


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def drawing_times(repeats: int = 10) -> list[float]:
    """CPU seconds to lay out and draw each screen of the tours, never drawn before (a
    screen drawn once is kept, so this is the most a key press can pay for drawing)."""
    from appliance.box.loop.clock import VirtualClock
    from appliance.box.script import parse_script, play_steps
    from appliance.screen.render import ScreenRenderer
    from appliance.tools.screenshots import DOCS

    screens: dict = {}
    for script in sorted((DOCS / "scripts").glob("*.txt")):
        options = StartOptions(mock=True, keep_state=False, seed=1, first_game=script.stem)
        running = start(options, VirtualClock())
        listen = running.output.listeners
        listen.append(functools.partial(_remember_screen, screens, running.output))
        play_steps(running, parse_script(script.read_text(encoding="utf-8"), str(script)))
        running.close()
    renderer = ScreenRenderer(running.output.renderer.translate)
    times = []
    for _ in range(repeats):
        for screen in screens:
            renderer = ScreenRenderer(renderer.translate)  # nothing kept from before
            began = time.thread_time()
            renderer.render(screen)
            times.append(time.thread_time() - began)
    return times


def _remember_screen(screens: dict, output: Any, record: Any) -> None:
    screens.setdefault(output.current_screen)


def seconds_to_ready(codes: list[list[str]], repeats: int) -> list[float]:
    """For each of ``codes``, the median time from starting a Python process to the
    moment it prints that it is ready (its last output line: time.monotonic(), one clock
    for every process). The processes take turns, so a noisy moment falls on all alike."""
    times: list[list[float]] = [[] for _ in codes]
    for _ in range(repeats):
        for code, taken in zip(codes, times, strict=True):
            began = time.monotonic()
            command = [sys.executable, *code]
            result = subprocess.run(command, check=True, capture_output=True, text=True)
            taken.append(float(result.stdout.split()[-1]) - began)
    return [statistics.median(taken) for taken in times]


def save_times(saves: int, state_dir: Path) -> list[float]:
    """Seconds to write a game's state to the card, as after each key (a new state each
    time, so each is really written)."""
    store = StateStore(state_dir)
    state: dict[str, Any] = {"current": DEFAULT_GAME, "games": {DEFAULT_GAME: {}}}
    times = []
    for count in range(saves):
        state["games"][DEFAULT_GAME] = {"version": 1, "keys": count, "entry": "4" * 12}
        began = time.perf_counter()
        store.save(state)
        times.append(time.perf_counter() - began)
    return times


def first_use_seconds(game: str, repeats: int) -> float:
    """Median seconds from choosing ``game`` in the menu to its first screen, the first
    time in a box that booted in another game (a fresh process each time)."""
    times = []
    for _ in range(repeats):
        command = [sys.executable, "-m", PROBE, "--first-use", game]
        result = subprocess.run(command, check=True, capture_output=True, text=True)
        times.append(float(result.stdout.split()[-1]))
    return statistics.median(times)


def every_game_peak_mib() -> float:
    """Peak memory of a box that has opened every game once (and its speaker)."""
    command = [sys.executable, "-m", PROBE, "--every-game"]
    result = subprocess.run(command, check=True, capture_output=True, text=True)
    return float(json.loads(result.stdout.splitlines()[-1])["peak_mib"])


def byte_compile() -> None:
    """Byte-compile the box's modules beside them, as ``systemd/install.sh`` does."""
    root = Path(__file__).resolve().parents[3]
    for folder in SOURCES:
        compileall.compile_dir(root / folder, quiet=2)


def idle_figures(where: str, seconds: float) -> dict[str, Any]:
    """CPU share and peak memory of a box left idle ``where`` (menu or game), measured
    in a fresh process so nothing else counts."""
    command = [sys.executable, "-m", PROBE, "--idle", where]
    result = subprocess.run(
        [*command, "--seconds", str(seconds)], check=True, capture_output=True, text=True
    )
    return json.loads(result.stdout.splitlines()[-1])


def bench(args: argparse.Namespace) -> int:
    """Measure and print every figure (only the start-up's with ``--start-up``)."""
    if getattr(args, "start_up", False):
        print(f"tabletop bench --start-up: {args.repeats} start-ups")
        byte_compile()
        start_up(args.repeats)
        return 0
    print(f"tabletop bench: {args.presses} presses, {args.repeats} start-ups, ", end="")
    print(f"{args.idle_seconds:g} s idle")
    byte_compile()
    cpu: list[float] = []
    presses = args.presses
    with tempfile.TemporaryDirectory() as folder:
        timed = (
            TimedButton(),
            TimedBox(one_core=True, cpu=cpu),
            TimedBox(one_core=True, state_dir=Path(folder)),
            TimedBox(one_core=False),
            TimedHop(one_core=True),
            TimedHop(one_core=False),
        )
        bare, box, saving, spread, hop, hop_spread = take_turns(timed, presses)
    bare_hot = back_to_back(presses)
    with tempfile.TemporaryDirectory() as folder:
        saves = save_times(presses // 4 or 1, Path(folder))
    print(f"\n{'Key to effect (ms)':41} median      p99   added at p99")
    rows = (
        ("bare gpiozero Button->LED", bare, None),
        ("the same, pressed back to back", bare_hot, None),
        ("box: keypad, loop, game", box, f" (target < {TARGET_ADDED_MS} ms)"),
        ("the same, state saved to disk", saving, f" (target < {TARGET_ADDED_MS} ms)"),
        ("the box's threads on any core", spread, " (not as the box runs)"),
    )
    bare_p99 = percentile(bare, 0.99)
    for name, values, aim in rows:
        added = "" if aim is None else f"{ms(percentile(values, 0.99) - bare_p99)}{aim}"
        print(f"{figures(name, values)} {added}")
    answered = ", ".join(str(len(values)) for _, values, aim in rows[2:])
    print(f"  {answered} of {presses} presses answered; the box keeps its threads on one core")
    drawing = drawing_times()
    print(f"\n{'Where the time goes (ms)':41} median      p99")
    print(figures("a job handed to a waiting thread", hop), " (the floor of a loop on a thread)")
    print(figures("the same, on any core", hop_spread), " (the other core woken first)")
    print(figures("CPU on the loop's thread, scan to effect", cpu), " (the box's own work)")
    print(figures("the save after a key, on its own", saves), " (journal append, fsync)")
    print(figures("a new screen laid out and drawn", drawing), f" (CPU; {len(drawing)} draws)")
    start_up(args.repeats)
    print("  each game opened the first time (menu key to its first screen)")
    for game in GAME_MODULES:
        print(f"    {game:31} {first_use_seconds(game, args.repeats):6.3f}")
    print(f"  peak memory, every game opened once {every_game_peak_mib():6.1f} MiB")
    print(f"\nIdle for {args.idle_seconds:g} s                CPU of one core   peak memory")
    for where in ("menu", "game"):
        idle = idle_figures(where, args.idle_seconds)
        screen = idle["screen"][:16]
        cpu = 100 * idle["cpu_share"]
        print(f"  in the {where} ({screen:16}) {cpu:7.3f} % (< 1 %) {idle['peak_mib']:8.1f} MiB")
    return 0


def start_up(repeats: int) -> None:
    """Process start to the power-on beep and to ready, beside a bare beep and the bare
    imports of the box's dependencies, each process taking turns with the others."""
    probes = [["-c", BARE_IMPORTS], ["-c", BARE_BEEP], ["-m", PROBE, "--to-beep"]]
    imports, bare_beep, beep, ready = seconds_to_ready([*probes, ["-m", PROBE]], repeats)
    print(f"\nStart-up (s, median of {repeats})                 ratio to the bare imports")
    print(f"  bare imports of the dependencies     {imports:6.3f}")
    print(f"  bare pygame: mixer opened, one tone  {bare_beep:6.3f}   {bare_beep / imports:5.2f}")
    print(f"  process start to power-on beep       {beep:6.3f}   {beep / imports:5.2f}")
    print(f"  process start to box ready           {ready:6.3f}   {ready / imports:5.2f}", end="")
    print(f" (target < {TARGET_START_RATIO})")


def figures(name: str, values: list[float]) -> str:
    """A row of the latency tables: its name, the median and the p99 in milliseconds."""
    return f"  {name:40} {ms(statistics.median(values))} {ms(percentile(values, 0.99))}"


def ms(seconds: float) -> str:
    """Seconds as milliseconds in a fixed-width column."""
    return f"{1e3 * seconds:8.3f}"
