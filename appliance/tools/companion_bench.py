"""What the table companion costs the box, each figure beside the box without it, in one
run: ``python -m appliance.tools.companion_bench``.

- Key to effect, p99: a mock box in Lost Treasure with the companion off, and one with it
  on and four phones following its news live (four server-sent event streams read by
  another process, as phones are other machines), their presses taken in turn
  (``appliance.tools.latency``).
- From the OLED to the phones: from an image handed to the display to its news read by
  each follower (one clock: both processes read CLOCK_MONOTONIC).
- Memory: the peak resident memory of a box process after the same keys, off and on
  with four followers.
"""

from __future__ import annotations

import argparse
import http.client
import json
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from appliance.tools.bench import percentile
from appliance.tools.latency import TimedBox, take_turns

MODULE = "appliance.tools.companion_bench"
FOLLOWERS = 4
TARGET_ADDED_MS = 0.2
TARGET_MEMORY_MIB = 15.0
ON = '[companion]\nenabled = true\nlisten = "127.0.0.1"\nport = 0\n'


def follow(port: int, followers: int, seconds: float) -> None:
    """The phones: ``followers`` streams read for ``seconds``; print when each frame came."""
    received: list[list[float]] = [[] for _ in range(followers)]

    def read(number: int) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=seconds + 5)
        connection.request("GET", "/events")
        answer = connection.getresponse()
        end = time.monotonic() + seconds
        kind = ""
        while time.monotonic() < end:
            line = answer.fp.readline()
            if not line:
                return
            if line.startswith(b"event: "):
                kind = line[7:].strip().decode()
            elif line.startswith(b"data: ") and kind == "frame":
                received[number].append(time.monotonic())

    threads = [threading.Thread(target=read, args=(n,), daemon=True) for n in range(followers)]
    for thread in threads:
        thread.start()
    print("ready", flush=True)
    for thread in threads:
        thread.join(seconds + 10)
    print(json.dumps(received), flush=True)


def start_followers(port: int, seconds: float) -> subprocess.Popen[str]:
    """The followers in a process of their own, once their streams are open."""
    command = [sys.executable, "-m", MODULE, "--follow", str(port), "--seconds", str(seconds)]
    phones = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    assert phones.stdout is not None
    phones.stdout.readline()  # "ready"
    return phones


def memory_probe(companion: bool, presses: int) -> float:
    """The memory (MiB) of a box process after ``presses`` keys, companion on or off."""
    command = [sys.executable, "-m", MODULE, "--memory", "on" if companion else "off"]
    command += ["--presses", str(presses)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600, check=True)
    return float(done.stdout.strip().splitlines()[-1])


def memory_child(companion: bool, presses: int) -> None:
    """The child of ``memory_probe``: a box, four followers if on, the keys, then its
    resident memory (the peak is start-up's, the same either way)."""
    with tempfile.TemporaryDirectory() as folder:
        settings = Path(folder) / "settings.toml"
        settings.write_text(ON if companion else "", encoding="utf-8")
        timed = TimedBox(one_core=True, settings_path=settings)
        phones = None
        if companion:
            phones = start_followers(timed.running.companion.server.port, 600)
        for number in range(presses):
            time.sleep(0.02)
            timed.press(number)
        peak = resident_mib()
        if phones is not None:
            phones.kill()
        timed.close()
    print(f"{peak:.1f}", flush=True)


class Stamped:
    """The display (the companion's tee), with the time each image was handed to it."""

    def __init__(self, display: Any, times: list[float]) -> None:
        self.display = display
        self.times = times

    def show(self, image: Any) -> None:
        """Note the time, then show."""
        self.times.append(time.monotonic())
        self.display.show(image)


def resident_mib() -> float:
    """This process's resident memory now, in MiB (Linux's /proc)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def bench(presses: int) -> None:
    """Measure and print the figures side by side."""
    print(f"companion bench: {presses} presses each, {FOLLOWERS} phones following")
    with tempfile.TemporaryDirectory() as folder:
        settings = Path(folder) / "settings.toml"
        settings.write_text(ON, encoding="utf-8")
        off = TimedBox(one_core=True)
        on = TimedBox(one_core=True, settings_path=settings)
        frames: list[float] = []
        on.running.output.display = Stamped(on.running.output.display, frames)
        seconds = presses * 0.2 + 30
        phones = start_followers(on.running.companion.server.port, seconds)
        alone, followed = take_turns((off, on), presses)
        phones.terminate()
        out, _ = phones.communicate(timeout=seconds + 20)
    received = json.loads(out.strip().splitlines()[-1])
    print(f"\n{'Key to effect (ms)':44} median      p99")
    for name, values in (("companion off", alone), (f"companion on, {FOLLOWERS} phones", followed)):
        print(f"  {name:42} {ms(median(values))} {ms(percentile(values, 0.99))}")
    added = percentile(followed, 0.99) - percentile(alone, 0.99)
    print(f"  added at p99 {ms(added)} ms (target within {TARGET_ADDED_MS} ms)")
    delays = [
        t - max(f for f in frames if f <= t) for got in received for t in got if frames[0] <= t
    ]
    print(
        f"\nOLED to phone (ms)   median {ms(median(delays))}   p99 {ms(percentile(delays, 0.99))}"
    )
    print(f"  {len(delays)} frames read by {len(received)} phones (target within 100 ms)")
    off_mib, on_mib = memory_probe(False, presses // 4 or 1), memory_probe(True, presses // 4 or 1)
    print(f"\nResident memory (MiB) off {off_mib:6.1f}   on with {FOLLOWERS} phones {on_mib:6.1f}")
    print(f"  added {on_mib - off_mib:5.1f} MiB (target at most {TARGET_MEMORY_MIB:g} MiB)")


def shown_before(frames: list[float], at: float) -> float:
    """When the newest frame read at ``at`` was handed to the display."""
    return max(shown for shown in frames if shown <= at)


def median(values: list[float]) -> float:
    """The middle value."""
    return percentile(values, 0.5)


def ms(seconds: float) -> str:
    """Seconds as milliseconds in a fixed-width column."""
    return f"{1e3 * seconds:8.3f}"


def main(argv: Sequence[str] | None = None) -> int:
    """The bench, or one of its child processes."""
    parser = argparse.ArgumentParser(prog="python -m appliance.tools.companion_bench")
    parser.add_argument("--presses", type=int, default=500, help="key presses to time")
    parser.add_argument("--follow", type=int, metavar="PORT", help=argparse.SUPPRESS)
    parser.add_argument("--seconds", type=float, default=60.0, help=argparse.SUPPRESS)
    parser.add_argument("--memory", choices=("on", "off"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.presses < 1:
        parser.error("--presses: give 1 or more")
    if args.follow:
        follow(args.follow, FOLLOWERS, args.seconds)
    elif args.memory:
        memory_child(args.memory == "on", args.presses)
    else:
        bench(args.presses)
    return 0


if __name__ == "__main__":
    sys.exit(main())
