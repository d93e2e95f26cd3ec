"""``tabletop bench``: how fast and light the box is, each figure beside its baseline.

- Key-to-effect latency: a finger on the mock keypad's pins, through the real keypad
  driver, event loop, box and Lost Treasure, to the first effect out; beside a bare
  gpiozero Button -> LED callback on the same mock pins. Both are timed where the
  effect happens (the LED lit, the cue handed to the speaker), not when the bench's own
  thread next runs: that thread waits for the box's thread to finish the key's screen
  and save, which no player waits for. The box's threads keep to one core, as
  ``tabletop run`` keeps them (``drivers.cores``); the same box with its threads on any
  core is measured beside it.
- Saving: the state written to the card after a key (write, fsync, rename, folder sync),
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
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from appliance.box.clock import RealClock
from appliance.box.state_store import StateStore
from appliance.service.startup import StartOptions, start
from drivers.cores import keep_to_one_core, use_every_core
from games.catalog import GAME_MODULES

T = TypeVar("T")

PROBE = "appliance.tools.bench_probe"
PRESS_KEYS = ("4", "CLEAR")
SOURCES = ("appliance", "drivers", "games")  # byte-compiled first, as on an installed box
TARGET_ADDED_MS = 0.5
TARGET_START_RATIO = 1.3
RELEASE_PAUSE = 0.06  # the same key comes back after two pauses: past its debounce time
BARE_IMPORTS = (
    "import gpiozero, luma.core.device, luma.oled.device, pygame, serial, PIL.Image, time; "
    "print(time.monotonic())"
)


def on_one_core(measure: Callable[[], T]) -> T:
    """``measure``, its threads kept on one core as ``tabletop run`` keeps the box's."""
    keep_to_one_core()
    try:
        return measure()
    finally:
        use_every_core()


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def box_latencies(
    presses: int, state_dir: Path | None = None, cpu: list[float] | None = None
) -> list[float]:
    """Seconds from a finger on a key to the box's first effect, for each press; with
    ``cpu``, also the CPU seconds the loop's thread spent from the keypad's scan to that
    effect (what the box itself costs, whatever the machine's load)."""
    got_effect = threading.Event()
    options = StartOptions(
        mock=True,
        keep_state=state_dir is not None,
        state_dir=state_dir,
        seed=1,
        first_game="lost-treasure",
        mute=True,
    )
    running = start(options, RealClock())
    running.hardware.speaker.wait_open()  # keys just after power-on share the CPU with it
    keypad, scan_began = running.hardware.keypad, [0.0]
    scan = keypad.scan

    def timed_scan(levels: tuple[bool, ...] | None = None) -> None:
        scan_began[0] = time.thread_time()
        scan(levels)

    effect_at = [0.0]

    def first_effect(record: Any) -> None:
        if not got_effect.is_set():
            effect_at[0] = time.perf_counter()  # where the effect happens, on the loop's thread
            if cpu is not None:
                cpu.append(time.thread_time() - scan_began[0])
        got_effect.set()

    keypad.scan = timed_scan  # type: ignore[method-assign]  # the keypad's edge asks for it
    running.output.listeners.append(first_effect)
    loop_thread = threading.Thread(target=running.loop.run, daemon=True)
    loop_thread.start()
    fingers, latencies, edge_at = running.hardware.mock_fingers, [], [0.0]
    for pin in fingers.columns:  # timed from the pin's edge, as the bare callback is
        pin.drive_low = functools.partial(_stamped, pin.drive_low, edge_at)
    try:
        for i in range(presses):
            key = PRESS_KEYS[i % len(PRESS_KEYS)]
            got_effect.clear()
            fingers.press(key)  # as gpiozero's edge thread would
            if got_effect.wait(1.0):
                latencies.append(effect_at[0] - edge_at[0])
            fingers.release(key)
            time.sleep(RELEASE_PAUSE)
    finally:
        running.loop.stop()
        loop_thread.join(2.0)
        running.close()
    return latencies


def _stamped(drive: Callable[[], None], at: list[float]) -> None:
    at[0] = time.perf_counter()
    drive()


def bare_latencies(presses: int, pause: float = RELEASE_PAUSE) -> list[float]:
    """Seconds from a pin edge to an LED lit by a bare gpiozero Button callback, the
    presses ``pause`` apart (by default as far apart as the box's)."""
    from gpiozero import LED, Button
    from gpiozero.pins.mock import MockFactory

    factory = MockFactory()
    button, led = Button(16, pin_factory=factory), LED(17, pin_factory=factory)
    lit = threading.Event()

    lit_at = [0.0]

    def light() -> None:
        led.on()
        lit_at[0] = time.perf_counter()
        lit.set()

    button.when_pressed = light
    pin, latencies = factory.pin(16), []
    for _ in range(presses):
        lit.clear()
        began = time.perf_counter()
        pin.drive_low()
        lit.wait(1.0)
        latencies.append(lit_at[0] - began)
        pin.drive_high()
        led.off()
        time.sleep(pause)
    button.close()
    led.close()
    return latencies


def hop_latencies(hops: int) -> list[float]:
    """Seconds for a job handed to a thread waiting on a queue to start there: the least
    that any event loop on its own thread adds to a pin's callback (the box's floor)."""
    import queue

    jobs: queue.SimpleQueue[float | None] = queue.SimpleQueue()
    started = threading.Event()
    latencies: list[float] = []

    def loop() -> None:
        while (sent := jobs.get()) is not None:
            latencies.append(time.perf_counter() - sent)
            started.set()

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    for _ in range(hops):
        started.clear()
        jobs.put(time.perf_counter())
        started.wait(1.0)
        time.sleep(RELEASE_PAUSE)
    jobs.put(None)
    thread.join(2.0)
    return latencies


def drawing_times(repeats: int = 10) -> list[float]:
    """CPU seconds to lay out and draw each screen of the tours, never drawn before (a
    screen drawn once is kept, so this is the most a key press can pay for drawing)."""
    from appliance.box.clock import VirtualClock
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


def seconds_to_ready(code: list[str], repeats: int) -> float:
    """Median time from starting a Python process to the moment it prints that it is
    ready (its last output line: time.monotonic(), one clock for every process)."""
    times = []
    for _ in range(repeats):
        began = time.monotonic()
        result = subprocess.run([sys.executable, *code], check=True, capture_output=True, text=True)
        times.append(float(result.stdout.split()[-1]) - began)
    return statistics.median(times)


def save_times(saves: int, state_dir: Path) -> list[float]:
    """Seconds to write a game's state to the card, as after each key (a new state each
    time, so each is really written)."""
    store = StateStore(state_dir)
    state: dict[str, Any] = {"current": "lost-treasure", "games": {"lost-treasure": {}}}
    times = []
    for count in range(saves):
        state["games"]["lost-treasure"] = {"version": 1, "keys": count, "entry": "4" * 12}
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
    root = Path(__file__).resolve().parents[2]
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
    """Measure and print every figure."""
    print(f"tabletop bench: {args.presses} presses, {args.repeats} start-ups, ", end="")
    print(f"{args.idle_seconds:g} s idle")
    byte_compile()
    cpu: list[float] = []
    presses = args.presses
    bare, bare_hot = bare_latencies(presses), bare_latencies(presses, pause=0)
    box = on_one_core(lambda: box_latencies(presses, cpu=cpu))
    with tempfile.TemporaryDirectory() as folder:
        saving = on_one_core(lambda: box_latencies(presses, Path(folder)))
    spread = box_latencies(presses)
    hop, hop_spread = on_one_core(lambda: hop_latencies(presses)), hop_latencies(presses)
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
    print(figures("the save after a key, on its own", saves), " (write, fsync, rename, sync)")
    print(figures("a new screen laid out and drawn", drawing), f" (CPU; {len(drawing)} draws)")
    imports = seconds_to_ready(["-c", BARE_IMPORTS], args.repeats)
    ready = seconds_to_ready(["-m", PROBE], args.repeats)
    print("\nStart-up (s, median)")
    print(f"  bare imports of the dependencies  {imports:6.3f}")
    print(f"  process start to box ready        {ready:6.3f}", end="")
    print(f"   ratio {ready / imports:.2f} (target < {TARGET_START_RATIO})")
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


def figures(name: str, values: list[float]) -> str:
    """A row of the latency tables: its name, the median and the p99 in milliseconds."""
    return f"  {name:40} {ms(statistics.median(values))} {ms(percentile(values, 0.99))}"


def ms(seconds: float) -> str:
    """Seconds as milliseconds in a fixed-width column."""
    return f"{1e3 * seconds:8.3f}"
