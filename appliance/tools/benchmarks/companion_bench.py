"""What the table companion costs the box, each figure beside the box without it, in one
run: ``python -m appliance.tools.benchmarks.companion_bench``.

- Key to effect, p99: a mock box in Lost Treasure with the companion off, and one with it
  on and four phones following its news live (four server-sent event streams read by
  another process, as phones are other machines), their presses taken in turn
  (``appliance.tools.benchmarks.latency``).
- From the OLED to the phones: from an image handed to the display to its news read by
  each follower (one clock: both processes read CLOCK_MONOTONIC).
- Memory: the peak resident memory of a box process after the same keys, off and on
  with four followers.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import select
import selectors
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from appliance.tools.benchmarks.bench import ms, percentile
from appliance.tools.benchmarks.bench_probe import status_mib
from appliance.tools.benchmarks.latency import TimedBox, take_turns

MODULE = "appliance.tools.benchmarks.companion_bench"
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


HOLDERS = 16  # loopback addresses the held connections come from (127.0.0.2 on)
HALF_SENT = b"GET / HTTP/1.1\r\nHost: 127.0.0.1"  # a request's head never finished


def hold(port: int, connections: int, seconds: float) -> None:
    """Keep ``connections`` open to the companion from HOLDERS addresses, half of them
    with half a request's head and half with nothing, each one the companion closes
    opened again at once; print "full" once the companion has refused one, then after
    ``seconds`` how many were opened and how many the companion closed."""
    watch = selectors.DefaultSelector()
    counts = {"opened": 0, "closed": 0}

    def open_one(number: int) -> None:
        sock = socket.socket()
        sock.settimeout(5.0)
        sock.bind((f"127.0.0.{2 + number % HOLDERS}", 0))
        try:
            sock.connect(("127.0.0.1", port))
            if number % 2:
                sock.sendall(HALF_SENT)
        except OSError:
            sock.close()
            counts["closed"] += 1
            return
        counts["opened"] += 1
        sock.setblocking(False)
        watch.register(sock, selectors.EVENT_READ, number)

    for number in range(connections):
        open_one(number)
    told = False
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for key, _ in watch.select(0.05):
            sock = key.fileobj
            assert isinstance(sock, socket.socket)
            try:
                data = sock.recv(4096)
            except OSError:
                data = b""
            if not data:  # the companion closed it (refused, or its head timed out)
                watch.unregister(sock)
                sock.close()
                counts["closed"] += 1
                open_one(key.data)
        if counts["closed"] and not told:
            print("full", flush=True)
            told = True
    print(json.dumps(counts), flush=True)


def start_holders(port: int, connections: int, seconds: float) -> subprocess.Popen[str]:
    """The held connections in a process of their own (as phones are other machines),
    once the companion has refused one: its limit is full."""
    command = [sys.executable, "-m", MODULE, "--hold", str(port), "--seconds", str(seconds)]
    command += ["--connections", str(connections)]
    holders = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    assert holders.stdout is not None
    ready, _, _ = select.select([holders.stdout], [], [], 60.0)
    if not ready or holders.stdout.readline().strip() != "full":
        holders.kill()
        raise RuntimeError("the held connections never filled the companion's limit")
    return holders


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
            phones = start_followers(timed.running.companion.port, 600)
        for number in range(presses):
            time.sleep(0.02)
            timed.press(number)
        peak = status_mib("VmRSS")
        if phones is not None:
            phones.kill()
        timed.close()
    print(f"{peak:.1f}", flush=True)


class Stamped:
    """The OLED, with the time each image was handed to it (the phones are told next)."""

    def __init__(self, display: Any, times: list[float]) -> None:
        self.display = display
        self.times = times

    def show(self, image: Any) -> None:
        """Note the time, then show."""
        self.times.append(time.monotonic())
        self.display.show(image)


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
        phones = start_followers(on.running.companion.port, seconds)
        alone, followed = take_turns((off, on), presses)
        phones.terminate()
        out, _ = phones.communicate(timeout=seconds + 20)
    received = json.loads(out.strip().splitlines()[-1])
    key_table((("companion off", alone), (f"companion on, {FOLLOWERS} phones", followed)))
    added = percentile(followed, 0.99) - percentile(alone, 0.99)
    print(f"  added at p99 {ms(added)} ms (target within {TARGET_ADDED_MS} ms)")
    delays = [t - shown_before(frames, t) for got in received for t in got if frames[0] <= t]
    print(
        f"\nOLED to phone (ms)   median {ms(median(delays))}   p99 {ms(percentile(delays, 0.99))}"
    )
    print(f"  {len(delays)} frames read by {len(received)} phones (target within 100 ms)")
    off_mib, on_mib = memory_probe(False, presses // 4 or 1), memory_probe(True, presses // 4 or 1)
    print(f"\nResident memory (MiB) off {off_mib:6.1f}   on with {FOLLOWERS} phones {on_mib:6.1f}")
    print(f"  added {on_mib - off_mib:5.1f} MiB (target at most {TARGET_MEMORY_MIB:g} MiB)")


def limits_bench(presses: int, disconnects: int) -> None:
    """The box's keys, saves and watchdog with the companion's connection limit held
    full, beside a box without the companion; then the companion's process after
    ``disconnects`` streams cut off abruptly: its memory, threads and log."""
    print(f"companion limits bench: {presses} presses each, the connection limit held full")
    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "companion.log"
        keep_stderr = os.dup(2)
        with log.open("wb") as file:
            os.dup2(file.fileno(), 2)  # the companion's log (a child's stderr is the box's)
        settings = Path(folder) / "settings.toml"
        settings.write_text(ON, encoding="utf-8")
        off = TimedBox(one_core=True, state_dir=Path(folder) / "off")
        on = TimedBox(one_core=True, settings_path=settings, state_dir=Path(folder) / "on")
        saves = count_saves(on)
        pings = {
            "off": Pings(Path(folder) / "notify-off", off),
            "on": Pings(Path(folder) / "notify", on),
        }
        port = on.running.companion.port
        holders = start_holders(port, 1020, presses * 0.2 + 120)
        alone, held = take_turns((off, on), presses)  # closes both boxes
        holders.kill()
        gaps = {name: watchdog.gaps() for name, watchdog in pings.items()}
        key_table((("companion off", alone), ("companion on, limit held full", held)))
        print(f"  keys answered: {len(held)} of {presses}")
        print(f"  saves: {saves[0]} written, {saves[1]} failed")
        print(f"  watchdog, a ping due every {PING * 1e3:g} ms:")
        for name, between in gaps.items():
            longest = ms(max(between))
            print(f"    companion {name:4} {len(between) + 1:5} pings, longest gap {longest} ms")
        print(disconnect_bench(disconnects))
        os.dup2(keep_stderr, 2)
        text = log.read_text(errors="replace")
        print(f"  the companion's log: {len(text.splitlines())} lines, "
              f"{text.count('Traceback')} tracebacks")  # fmt: skip


PING = 0.1  # seconds between the bench's watchdog pings (systemd's WatchdogSec/4 is 7.5 s)


class Pings:
    """The watchdog of a timed box, pinging a socket of the bench's every PING seconds."""

    def __init__(self, address: Path, box: TimedBox) -> None:
        from appliance.service.notify import Notifier, Watchdog

        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self.sock.bind(str(address))
        self.times: list[float] = []
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()
        notifier = Notifier(str(address), watchdog_usec=int(PING * 4e6))
        loop = box.running.loop
        watchdog = Watchdog(notifier, now=loop.now, call_later=loop.call_later)
        loop.call_soon(watchdog.start)

    def _read(self) -> None:
        while True:
            try:
                self.sock.recv(64)
            except OSError:
                return
            self.times.append(time.monotonic())

    def gaps(self) -> list[float]:
        """The time between each ping and the next."""
        self.sock.close()
        return [b - a for a, b in zip(self.times, self.times[1:], strict=False)]


def count_saves(box: TimedBox) -> list[int]:
    """[saves written, saves failed] of a timed box's state, counted as they happen."""
    counts = [0, 0]
    store = box.running.box.store
    save = store.save

    def counted(data: dict[str, Any], whole: bool = False) -> bool:
        try:
            done = save(data, whole)
        except OSError:
            counts[1] += 1
            raise
        counts[0] += done  # False: nothing changed, nothing to write
        return done

    store.save = counted  # type: ignore[method-assign]
    return counts


def disconnect_bench(disconnects: int) -> str:
    """A box with the companion, ``disconnects`` table streams opened and cut off
    abruptly (a reset, as a phone that drops off the Wi-Fi): the companion's memory and
    threads before and after, and how long it took."""
    with tempfile.TemporaryDirectory() as folder:
        settings = Path(folder) / "settings.toml"
        settings.write_text(ON, encoding="utf-8")
        box = TimedBox(one_core=False, settings_path=settings)
        port, child = box.running.companion.port, box.running.companion.link.opener.child
        before = process_figures(child.pid)
        began = time.monotonic()
        cut = 0
        for number in range(disconnects):
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            sock.bind((f"127.0.0.{2 + number % 200}", 0))
            sock.settimeout(10.0)
            try:
                sock.connect(("127.0.0.1", port))
                sock.sendall(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
                cut += sock.recv(64).startswith(b"HTTP/1.1 200")
            except OSError:
                pass
            sock.close()  # a reset: SO_LINGER 0
        took = time.monotonic() - began
        after = process_figures(child.pid)
        box.close()
    return (
        f"\n{disconnects} streams cut off abruptly ({cut} had begun) in {took:.1f} s\n"
        f"  companion process before: {before}\n  after:                    {after}"
    )


def process_figures(pid: int) -> str:
    """A process's resident memory, threads and open files (Linux's /proc)."""
    status = dict(
        line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
    )
    files = len(os.listdir(f"/proc/{pid}/fd"))
    return f"RSS {status['VmRSS'].strip()}, threads {status['Threads'].strip()}, files {files}"


def shown_before(frames: list[float], at: float) -> float:
    """When the newest frame read at ``at`` was handed to the display."""
    return max(shown for shown in frames if shown <= at)


def key_table(rows: Sequence[tuple[str, list[float]]]) -> None:
    """Key to effect, median and p99, a line for each box."""
    print(f"\n{'Key to effect (ms)':44} median      p99")
    for name, values in rows:
        print(f"  {name:42} {ms(median(values))} {ms(percentile(values, 0.99))}")


def median(values: list[float]) -> float:
    """The middle value."""
    return percentile(values, 0.5)


def main(argv: Sequence[str] | None = None) -> int:
    """The bench, or one of its child processes."""
    parser = argparse.ArgumentParser(prog="python -m appliance.tools.benchmarks.companion_bench")
    parser.add_argument("--presses", type=int, default=500, help="key presses to time")
    parser.add_argument("--follow", type=int, metavar="PORT", help=argparse.SUPPRESS)
    parser.add_argument("--seconds", type=float, default=60.0, help=argparse.SUPPRESS)
    parser.add_argument("--memory", choices=("on", "off"), help=argparse.SUPPRESS)
    parser.add_argument("--hold", type=int, metavar="PORT", help=argparse.SUPPRESS)
    parser.add_argument("--connections", type=int, default=1020, help=argparse.SUPPRESS)
    parser.add_argument(
        "--limits",
        type=int,
        metavar="DISCONNECTS",
        help="keys, saves and watchdog with the phones' connection limit held full, then "
        "the companion after DISCONNECTS streams cut off abruptly",
    )
    args = parser.parse_args(argv)
    if args.presses < 1:
        parser.error("--presses: give 1 or more")
    if args.limits:
        limits_bench(args.presses, args.limits)
    elif args.hold:
        hold(args.hold, args.connections, args.seconds)
    elif args.follow:
        follow(args.follow, FOLLOWERS, args.seconds)
    elif args.memory:
        memory_child(args.memory == "on", args.presses)
    else:
        bench(args.presses)
    return 0


if __name__ == "__main__":
    sys.exit(main())
