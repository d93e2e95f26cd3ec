"""The companion's own process, as real processes on loopback: whatever the phones do to
it, the box's keys, saves and watchdog go on; it ends with the box."""

from __future__ import annotations

import os
import socket
import struct
import subprocess
import sys
from pathlib import Path

from boxkit import on_card, play
from companionkit import Events, companion_box, pair, port_of, request
from counter_game import COUNTER
from lifekit import PowerSwitch

from appliance.box.script import parse_script, play_steps
from appliance.companion.link import SOCKET_ENV
from appliance.companion.server import MAX_CONNECTIONS, PER_ADDRESS
from appliance.service.notify import Notifier
from appliance.service.systemd import Service
from appliance.tools.benchmarks.companion_bench import start_holders

PRESSES = 30
WATCHDOG_USEC = 40_000_000  # a ping every 10 s of the box's clock


def open_files(pid: int | str) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))


def test_the_companions_connection_limit_held_full_stops_no_key_save_or_ping(tmp_path, systemd):
    state = tmp_path / "state"
    options = {"games": {"counter": COUNTER}, "state_dir": state}
    with companion_box(tmp_path, game="counter", **options) as (running, _):
        notifier = Notifier(systemd.address, watchdog_usec=WATCHDOG_USEC)
        Service(running, notifier=notifier, power_off=PowerSwitch()).begin()
        began = running.loop.now()
        child = running.companion.link.opener.child
        # Four times the limit, half with half a head sent, half with nothing: the
        # companion has refused one by the time this returns.
        holders = start_holders(port_of(running), 4 * MAX_CONNECTIONS, seconds=300)
        box_files = open_files("self")
        told: list[str] = []
        try:
            for count in range(1, PRESSES + 1):  # the box's clock runs on with its watchdog
                play_steps(running, parse_script("press 4\nwait 1"), run_on=False)
                told += systemd.messages()
                assert running.output.current_lines[0].endswith(str(count))
                assert on_card(state)["games"]["counter"]["count"] == count  # saved
            assert open_files(child.pid) <= MAX_CONNECTIONS + 16  # its limit holds
            assert open_files("self") == box_files < MAX_CONNECTIONS  # none is the box's
        finally:
            holders.kill()
            holders.wait(10)
        pings = [m for m in told if m == "WATCHDOG=1"]
        assert len(pings) == int((running.loop.now() - began) // 10) + 1 >= 4
        assert request(running, "GET", "/")[0] == 200  # and it serves the phones again
    assert child.wait(10) == 0  # it ended with the box


def test_a_child_companion_that_dies_is_started_again(tmp_path):
    with companion_box(tmp_path) as (running, _):
        first = running.companion.link.opener.child
        port = port_of(running)
        running.companion.heard.clear()
        first.kill()
        first.wait(10)
        assert running.companion.heard.wait(30)  # the new one listens
        play(running, "press 1")
        assert request(running, "GET", "/")[0] == 200  # the same address, a new process
        assert running.companion.link.opener.child.pid != first.pid
        assert port_of(running) == port
        assert Path(f"/proc/{running.companion.link.opener.child.pid}").exists()


def test_a_laptops_companion_ends_by_itself_when_the_box_closes(tmp_path):
    with companion_box(tmp_path) as (running, _):
        child = running.companion.link.opener.child
        play(running, "press 1")
    assert child.returncode == 0  # its socket closed, so it stopped: not killed after a wait


def test_phones_that_hang_up_abruptly_leave_nothing_and_no_traceback(tmp_path, capfd):
    with companion_box(tmp_path) as (running, _):
        port = port_of(running)
        child = running.companion.link.opener.child
        for number in range(200):  # each a stream begun, then a TCP reset
            with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                host = f"Host: 127.0.0.1:{port}"
                sock.sendall(f"GET /events HTTP/1.1\r\n{host}\r\n\r\n".encode())
                assert sock.recv(64).startswith(b"HTTP/1.1 200")
            if number % 2:  # and a page asked for, its answer never read
                with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                    sock.sendall(f"GET / HTTP/1.1\r\n{host}\r\n\r\n".encode())
        streams = [Events(running, "/events") for _ in range(PER_ADDRESS)]
        try:  # a whole address's share at once: none of the 300 still counts against it
            assert [stream.status for stream in streams] == [200] * PER_ADDRESS
        finally:
            for stream in streams:
                stream.close()
        threads = Path(f"/proc/{child.pid}/status").read_text().split("Threads:")[1].split()[0]
        assert threads == "1"
    err = capfd.readouterr().err
    assert "Traceback" not in err and "Broken pipe" not in err and "reset" not in err.lower()


def test_the_companions_service_serves_each_box_that_connects_and_forgets_a_gone_ones_seats(
    tmp_path, monkeypatch
):
    path = tmp_path / "box.sock"
    command = [sys.executable, "-m", "appliance.companion.process", "--socket", str(path)]
    service = subprocess.Popen(command, stderr=subprocess.PIPE, text=True)
    try:
        monkeypatch.setenv(SOCKET_ENV, str(path))
        with companion_box(tmp_path) as (running, _):
            assert running.companion.heard.wait(30), "the service never said where it listens"
            token = pair(running, 1)
            seat = Events(running, "/seat/events", token)
            with companion_box(tmp_path) as (again, _):  # the box restarted: a new link
                assert again.companion.heard.wait(30)
                seat.until(lambda kind, _: kind == "ended")  # at once, on its open page
                assert request(again, "GET", "/seat/state", token=token)[0] == 403
                assert request(again, "GET", "/")[0] == 200
            seat.close()
        assert service.poll() is None  # the service stays for the next box
    finally:
        service.terminate()
        _, err = service.communicate(timeout=10)
    assert "Traceback" not in err
