"""``tabletop bench``: how fast and light the box is, each figure beside its baseline.

- Key-to-effect latency: a finger on the mock keypad's pins, through the real keypad
  driver, event loop, box and Lost Treasure, to the first effect out; beside a bare
  gpiozero Button -> LED callback on the same mock pins.
- Start-up: a process that builds the whole box and boots it, beside a process that only
  imports the box's dependencies.
- Drawing: CPU time to lay out and draw each screen of the tours, never drawn before.
- Idle CPU over 10 seconds, in the menu and in a game waiting for a key; peak memory.
Figures are medians over repeats where it matters; the machine may be shared and noisy,
so the ratios are what to read.
"""

from __future__ import annotations

import argparse
import functools
import json
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from appliance.box.clock import RealClock
from appliance.service.startup import StartOptions, start

PROBE = "appliance.tools.bench_probe"
PRESS_KEYS = ("4", "CLEAR")
RELEASE_PAUSE = 0.06  # the same key comes back after two pauses: past its debounce time
BARE_IMPORTS = (
    "import gpiozero, luma.core.device, luma.oled.device, pygame, serial, PIL.Image, time; "
    "print(time.monotonic())"
)


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def box_latencies(presses: int, state_dir: Path | None = None) -> list[float]:
    """Seconds from a finger on a key to the box's first effect, for each press."""
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
    running.output.listeners.append(lambda record: got_effect.set())
    loop_thread = threading.Thread(target=running.loop.run, daemon=True)
    loop_thread.start()
    fingers, latencies = running.hardware.mock_fingers, []
    try:
        for i in range(presses):
            key = PRESS_KEYS[i % len(PRESS_KEYS)]
            got_effect.clear()
            began = time.perf_counter()
            fingers.press(key)  # as gpiozero's edge thread would
            if got_effect.wait(1.0):
                latencies.append(time.perf_counter() - began)
            fingers.release(key)
            time.sleep(RELEASE_PAUSE)
    finally:
        running.loop.stop()
        loop_thread.join(2.0)
        running.close()
    return latencies


def bare_latencies(presses: int) -> list[float]:
    """Seconds from a pin edge to an LED lit by a bare gpiozero Button callback."""
    from gpiozero import LED, Button
    from gpiozero.pins.mock import MockFactory

    factory = MockFactory()
    button, led = Button(16, pin_factory=factory), LED(17, pin_factory=factory)
    lit = threading.Event()

    def light() -> None:
        led.on()
        lit.set()

    button.when_pressed = light
    pin, latencies = factory.pin(16), []
    for _ in range(presses):
        lit.clear()
        began = time.perf_counter()
        pin.drive_low()
        lit.wait(1.0)
        latencies.append(time.perf_counter() - began)
        pin.drive_high()
        led.off()
    button.close()
    led.close()
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
    bare, box = bare_latencies(args.presses), box_latencies(args.presses)
    with tempfile.TemporaryDirectory() as folder:
        saving = box_latencies(args.presses, Path(folder))
    print("\nKey to effect (ms)                median      p99")
    rows = (
        ("bare gpiozero Button->LED", bare),
        ("box: keypad, loop, game", box),
        ("the same, state saved to disk", saving),
    )
    for name, values in rows:
        print(f"  {name:30} {ms(statistics.median(values))} {ms(percentile(values, 0.99))}")
    added = percentile(box, 0.99) - percentile(bare, 0.99)
    print(f"  added at p99 (box - bare)      {ms(added)}  (target < 1 ms)", end="")
    print(f"; {len(box)} of {args.presses} presses answered")
    drawing = drawing_times()
    print(f"  a new screen laid out and drawn {ms(statistics.median(drawing))}", end="")
    print(f" {ms(percentile(drawing, 0.99))}  (CPU time; {len(drawing)} draws of the tours)")
    imports = seconds_to_ready(["-c", BARE_IMPORTS], args.repeats)
    ready = seconds_to_ready(["-m", PROBE], args.repeats)
    print("\nStart-up (s, median)")
    print(f"  bare imports of the dependencies  {imports:6.3f}")
    print(f"  process start to box ready        {ready:6.3f}", end="")
    print(f"   ratio {ready / imports:.2f} (target < 1.3)")
    print(f"\nIdle for {args.idle_seconds:g} s                CPU of one core   peak memory")
    for where in ("menu", "game"):
        figures = idle_figures(where, args.idle_seconds)
        screen = figures["screen"][:16]
        cpu = 100 * figures["cpu_share"]
        print(f"  in the {where} ({screen:16}) {cpu:7.3f} % (< 1 %) {figures['peak_mib']:8.1f} MiB")
    return 0


def ms(seconds: float) -> str:
    """Seconds as milliseconds in a fixed-width column."""
    return f"{1e3 * seconds:8.3f}"
