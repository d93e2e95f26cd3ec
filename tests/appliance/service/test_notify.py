"""sd_notify against a datagram socket the test opens, as systemd would."""

from __future__ import annotations

import os
import socket

from appliance.box.loop.clock import VirtualClock
from appliance.box.loop.event_loop import EventLoop
from appliance.service.notify import Notifier, Watchdog


def test_ready_status_and_stopping_arrive_as_datagrams(systemd):
    notifier = Notifier(systemd.address)
    assert notifier.ready("Playing lost-treasure")
    assert notifier.status("Shutting   down\nnow")
    assert notifier.stopping()
    assert systemd.messages() == [
        "READY=1\nSTATUS=Playing lost-treasure",
        "STATUS=Shutting down now",
        "STOPPING=1",
    ]


def test_an_abstract_socket_name_starts_with_an_at_sign():
    name = f"tabletop-test-{os.getpid()}"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
        sock.bind("\0" + name)
        assert Notifier("@" + name).watchdog()
        assert sock.recv(100) == b"WATCHDOG=1"


def test_without_a_socket_nothing_is_sent_and_nothing_fails():
    notifier = Notifier.from_environment({})
    assert not notifier.is_active
    assert notifier.ready() is False and notifier.watchdog() is False
    assert notifier.watchdog_interval is None


def test_a_socket_that_is_gone_is_reported_once_and_never_raises(tmp_path, caplog):
    notifier = Notifier(str(tmp_path / "nobody"))
    assert notifier.ready() is False
    assert notifier.watchdog() is False
    assert len([r for r in caplog.records if "cannot notify systemd" in r.message]) == 1


def test_the_watchdog_interval_is_a_quarter_of_watchdog_usec(systemd):
    environ = {"NOTIFY_SOCKET": systemd.address, "WATCHDOG_USEC": "30000000"}
    assert Notifier.from_environment(environ).watchdog_interval == 7.5


def test_a_watchdog_meant_for_another_process_is_ignored(systemd):
    environ = {
        "NOTIFY_SOCKET": systemd.address,
        "WATCHDOG_USEC": "30000000",
        "WATCHDOG_PID": str(os.getpid() + 1),
    }
    assert Notifier.from_environment(environ).watchdog_interval is None


def test_an_idle_loop_pings_every_interval_from_its_timer(systemd):
    loop = EventLoop(VirtualClock())
    watchdog = Watchdog(
        Notifier(systemd.address, watchdog_usec=40_000_000),
        now=loop.now,
        call_later=loop.call_later,
    )
    pings = []
    watchdog.notifier.watchdog = lambda: pings.append(loop.now()) or True
    watchdog.start()
    loop.run(until=45.0)
    assert pings == [0.0, 10.0, 20.0, 30.0, 40.0]


def test_a_busy_loop_pings_from_its_ticks_at_most_once_an_interval(systemd):
    loop = EventLoop(VirtualClock())
    watchdog = Watchdog(
        Notifier(systemd.address, watchdog_usec=4_000_000), now=loop.now, call_later=loop.call_later
    )
    loop.on_tick = watchdog.tick
    for step in range(30):
        loop.call_at(step * 0.25, lambda: loop.call_soon(lambda: None))
    loop.run(until=7.5)
    assert systemd.messages() == ["WATCHDOG=1"] * 8  # at 0, 1, 2 ... 7 seconds
