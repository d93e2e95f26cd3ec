"""The box as a service: READY after the power-on beep, the watchdog from the event loop,
a safe shutdown from the box menu, SIGTERM, and missing devices and a missing settings
file said once."""

from __future__ import annotations

import logging
import os
import select
import signal
import subprocess
import sys
import time

import pytest
from boxkit import mock_box, on_card, play, screens, sounds
from counter_game import COUNTER
from lifekit import FakeSystemd, PowerSwitch, settings_file
from pixel_check import whole_line_problems

from appliance.box.words.i18n import LANGUAGES
from appliance.screen.layout import MORE
from appliance.service.journal import use_journal_priorities
from appliance.service.notify import Notifier
from appliance.service.serial_console import Console
from appliance.service.systemd import LOW_POWER, NO_SETTINGS, Service, serve
from drivers.errors import DeviceError

GAMES = {"counter": COUNTER}
SHUT_DOWN = "hold MENU 3.5\npress 2\npress 1\n"
NOTICE_TEXT = "The settings file is missing. The box uses its defaults."


def service_for(running, systemd, power_off=None, watchdog_usec=None) -> Service:
    notifier = Notifier(systemd.address, watchdog_usec=watchdog_usec)
    return Service(running, notifier=notifier, power_off=power_off or PowerSwitch())


def test_ready_is_sent_once_the_power_on_beep_is_queued(systemd):
    with mock_box(games=GAMES) as (running, _):
        heard_at_ready = []
        service = service_for(running, systemd)
        send = service.notifier.send
        service.notifier.send = lambda *lines: (
            heard_at_ready.append(list(running.hardware.speaker.played)) or send(*lines)
        )
        service.begin()
    assert systemd.messages() == ["READY=1\nSTATUS=Running"]
    assert heard_at_ready == [["box/power_on"]]


def test_an_idle_box_pings_the_watchdog_every_quarter_of_the_watchdog_time(systemd):
    with mock_box(games=GAMES) as (running, _):
        service_for(running, systemd, watchdog_usec=40_000_000).begin()
        running.loop.run(until=35.0)
    assert systemd.messages()[1:] == ["WATCHDOG=1"] * 4  # at 0, 10, 20 and 30 s, no more


def test_a_hung_loop_sends_no_ping_until_it_moves_again(systemd):
    with mock_box(games=GAMES) as (running, _):
        service = service_for(running, systemd, watchdog_usec=40_000_000)
        pings = []
        service.notifier.watchdog = lambda: pings.append(running.loop.now()) or True
        service.begin()

        def hang() -> None:  # a job that takes 60 s of the loop's time
            running.loop.clock._now += 60.0

        running.loop.call_at(12.0, hang)
        running.loop.run(until=95.0)
    assert pings[:3] == [0.0, 10.0, 72.0]  # then every 10 s again
    assert pings[3:] == [82.0, 92.0]


def test_shut_down_from_the_box_menu_saves_says_so_and_powers_off(tmp_path, systemd):
    power = PowerSwitch()
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, records):
        service_for(running, systemd, power).begin()
        play(running, "press 4\n" + SHUT_DOWN + "press 5\npress 6\n")
    assert power.calls == 1
    assert screens(records)[-1] == ["Shutting down.", "Wait 20 seconds, then switch off."]
    saved = on_card(tmp_path)
    assert saved["games"]["counter"]["count"] == 1  # the keys after it did nothing
    assert "STATUS=Shutting down" in systemd.messages()


def test_saying_no_at_the_question_keeps_the_box_running(systemd):
    power = PowerSwitch()
    with mock_box(games=GAMES) as (running, records):
        service_for(running, systemd, power).begin()
        play(running, "hold MENU 3.5\npress 2\npress CLEAR\npress CLEAR\npress 4\n")
    assert power.calls == 0
    assert screens(records)[-1] == ["Count 1"]


def test_a_refused_power_off_is_said_and_the_box_plays_on(systemd, caplog):
    refusal = subprocess.CalledProcessError(1, ["systemctl", "poweroff"], stderr="Access denied")
    power = PowerSwitch(refuse=refusal)
    with mock_box(games=GAMES) as (running, records):
        service_for(running, systemd, power).begin()
        play(running, SHUT_DOWN + "press 7\nwait 1\npress 9\npress 4\n")
    assert power.calls == 1
    shown = screens(records)
    assert ["Notice", "The box could not shut itself down. It goes on.", "Press any key."] in shown
    assert shown[-1] == ["Count 1"]  # 7 came while shutting down, 9 read the notice
    assert "Access denied" in caplog.text


def test_sigterm_stops_the_box_cleanly(systemd):
    previous = signal.getsignal(signal.SIGTERM)
    try:
        with mock_box(games=GAMES) as (running, _):
            running.loop.call_at(5.0, lambda: os.kill(os.getpid(), signal.SIGTERM))
            notifier = Notifier(systemd.address, watchdog_usec=4_000_000)
            assert serve(running, notifier=notifier, power_off=PowerSwitch()) == 0
            stopped_at = running.loop.now()
    finally:
        signal.signal(signal.SIGTERM, previous)
    messages = systemd.messages()
    assert messages[0].startswith("READY=1") and messages[-1] == "STOPPING=1\nSTATUS=Stopping"
    assert stopped_at == 5.0


def test_on_a_laptop_shut_down_ends_the_program_and_never_powers_off(systemd, monkeypatch):
    calls = []
    monkeypatch.setattr(subprocess, "run", lambda *args, **kwargs: calls.append(args))
    with mock_box(games=GAMES) as (running, records):
        running.loop.call_at(0.0, lambda: play(running, SHUT_DOWN))
        assert serve(running, notifier=Notifier(systemd.address)) == 0
    assert calls == []
    assert screens(records)[-1][0] == "Shutting down."


def test_a_missing_serial_port_is_said_once_and_the_box_plays_on(tmp_path, systemd, caplog):
    settings = settings_file(tmp_path, '[serial]\nport = "/dev/no-such-tty"\n')
    with mock_box(games=GAMES, settings_path=settings) as (running, records):
        service = service_for(running, systemd)
        service.begin()
        play(running, "press 1\npress 5\n")
    shown = screens(records)
    assert shown[1][1] == "The serial console port is missing. The box goes on without it."
    assert shown[-1] == ["Count 1"]  # the first key dismissed the notice
    assert len([r for r in caplog.records if "/dev/no-such-tty" in r.message]) == 1
    assert "problems: cannot open serial port /dev/no-such-tty" in systemd.messages()[0]


def test_no_audio_device_is_said_once_and_the_box_plays_silently(systemd, monkeypatch, caplog):
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    with mock_box(games=GAMES) as (running, records):
        service_for(running, systemd).begin()
        assert systemd.messages() == ["READY=1\nSTATUS=Running"]  # the speaker opens after
        assert running.hardware.speaker.wait_open(30)
        play(running, "press 1\npress 5\n")
    assert screens(records)[1][1] == "No speaker was found. The box goes on without sound."
    assert sounds(records)[-2:] == ["tick", "tock"]  # still told to listeners and the console
    assert "no audio device: the box goes on silently" in systemd.messages()[0]
    assert len([r for r in caplog.records if "goes on silently" in r.message]) == 1


def test_no_screen_on_the_bus_is_said_on_the_status_line_and_keys_still_play(systemd):
    with mock_box(games=GAMES) as (running, records):
        running.hardware.fingers = None  # as on a Pi: the display fell back to luma's dummy
        service = service_for(running, systemd)
        service.begin()
        running.box.press("4")  # straight in, as the real keypad would
        running.box.release("4")
    assert "no display answers: the box goes on without a screen" in systemd.messages()[0]
    assert screens(records)[-1] == ["Count 1"]  # no unseen notice swallowed the key


def test_under_systemd_log_lines_carry_their_journal_priority(monkeypatch):
    handler = logging.StreamHandler()
    monkeypatch.setattr(logging.getLogger(), "handlers", [handler])
    assert use_journal_priorities({"JOURNAL_STREAM": "8:12345"})
    record = logging.LogRecord("appliance.x", logging.WARNING, "", 0, "no speaker", (), None)
    assert handler.format(record) == "<4>appliance.x: no speaker"
    assert not use_journal_priorities({})


class FlakyPort:
    """Opens a console that writes to a list, after failing ``failures`` times; keeps
    the ``on_lost`` callback so a test can pull the cable."""

    def __init__(self, failures: int = 0) -> None:
        self.failures = failures
        self.opened = 0
        self.lines: list[str] = []
        self.pull_cable = None

    def __call__(self, port, *, box, output, loop, fingers, on_lost, baudrate, debug=False):
        if self.failures:
            self.failures -= 1
            raise DeviceError(f"cannot open serial port {port}: no such device")
        self.opened += 1
        self.pull_cable = on_lost
        return FakeSerialConsole(port, Console(box, output, loop, fingers, self.lines.append))


class FakeSerialConsole:
    def __init__(self, port: str, console: Console) -> None:
        self.port = port
        self.console = console

    def tell(self, record) -> None:
        self.console.tell(record)

    def close(self) -> None:
        self.console.close()


def test_a_serial_port_that_appears_later_is_opened_then(tmp_path, systemd, caplog):
    caplog.set_level(logging.INFO)
    settings = settings_file(tmp_path, '[serial]\nport = "/dev/ttyGS0"\n')
    port = FlakyPort(failures=3)
    with mock_box(games=GAMES, settings_path=settings) as (running, _):
        service = Service(
            running, notifier=Notifier(systemd.address), power_off=PowerSwitch(), open_console=port
        )
        service.begin()
        play(running, "press 1\nwait 30\npress 4\n")  # the first key reads the notice
    assert port.opened == 1  # after three tries, 5 s apart
    assert '"lines": ["Count 1"]' in port.lines[-2] + port.lines[-1]
    assert len([r for r in caplog.records if "no such device" in r.message]) == 1
    assert "the serial console is open again on /dev/ttyGS0" in caplog.text


def test_a_console_pulled_out_twice_is_said_once_and_comes_back_each_time(tmp_path, systemd):
    settings = settings_file(tmp_path, '[serial]\nport = "/dev/ttyGS0"\n')
    port = FlakyPort()
    with mock_box(games=GAMES, settings_path=settings) as (running, records):
        service = Service(
            running, notifier=Notifier(systemd.address), power_off=PowerSwitch(), open_console=port
        )
        service.begin()
        port.pull_cable("the laptop left")
        play(running, "press 1\nwait 6\n")  # the first key reads the notice
        port.pull_cable("the laptop left again")
        play(running, "wait 6\npress 2\n")
    notices = [s for s in screens(records) if s[0] == "Notice"]
    assert notices == [
        ["Notice", "The serial console was disconnected. The box goes on without it.",
         "Press any key."]
    ]  # fmt: skip
    assert port.opened == 3 and service.console is not None
    assert screens(records)[-1] == ["Count 1"]


def serve_with_supply_flag(running, systemd, flag) -> Service:
    notifier = Notifier(systemd.address)
    service = Service(running, notifier=notifier, power_off=PowerSwitch(), supply_flag=flag)
    service.begin()
    return service


def notice_drawn_whole(running, text) -> str:
    """The notice of ``text`` on the OLED now, in the box's language, every line drawn
    whole (none cut, none ended with MORE), as the display shows it; its words."""
    output = running.output
    notice = output.renderer.translate(text)
    assert output.current_lines[1] == notice
    assert whole_line_problems(output.renderer, output.current_screen) == []
    assert not any(line.endswith(MORE) for line in output.current_lines)
    image = running.hardware.display.image
    assert image.tobytes() == output.renderer.render(output.current_screen).tobytes()
    return notice


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_sagging_supply_is_shown_once_on_the_oled_and_the_status_line(
    tmp_path, systemd, caplog, language
):
    flag = tmp_path / "get_throttled"
    flag.write_text("0\n")
    with mock_box(games=GAMES, language=language) as (running, records):
        serve_with_supply_flag(running, systemd, flag)
        running.loop.run(until=25.0)
        assert len(screens(records)) == 1  # the game alone while the supply holds
        flag.write_text("50005\n")  # the Pi's firmware: under-voltage now and since boot
        running.loop.run(until=60.0)
        notice = notice_drawn_whole(running, LOW_POWER)
        play(running, "press 1\n")  # put away; the flag stays set: never shown again
        running.loop.run(until=600.0)
        play(running, "press 5\n")
    shown = screens(records)
    assert [lines[1:2] for lines in shown].count([notice]) == 1
    assert shown[-1] == ["Count 1"]
    status = "STATUS=Running; problems: under-voltage: the supply sagged below 4.63 V"
    assert [m for m in systemd.messages() if status in m] != []
    assert len([r for r in caplog.records if "under-voltage" in r.message]) == 1


@pytest.mark.parametrize("content", ["cleared", "garbage", "fifo", "missing"])
def test_a_supply_flag_cleared_or_unreadable_shows_nothing_and_the_box_plays(
    tmp_path, systemd, content
):
    flag = tmp_path / "get_throttled"
    if content == "cleared":
        flag.write_text("0\n")
    elif content == "garbage":
        flag.write_bytes(b"\x00\xffnot hex" * 10)
    elif content == "fifo":
        os.mkfifo(flag)  # nobody writes: a blocking read would hang the box
    with mock_box(games=GAMES) as (running, records):
        serve_with_supply_flag(running, systemd, flag)
        running.loop.run(until=120.0)
        play(running, "press 5\n")
    assert screens(records)[-1] == ["Count 1"]
    assert len(screens(records)) == 2  # the game, then its count: no notice between
    assert not any("under-voltage" in m for m in systemd.messages())


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_settings_file_gone_is_shown_once_drawn_whole_and_the_box_plays_on_defaults(
    tmp_path, systemd, caplog, language
):
    gone = tmp_path / "settings.toml"
    with mock_box(games=GAMES, language=language, settings_path=gone) as (running, records):
        service_for(running, systemd).begin()
        notice = notice_drawn_whole(running, NO_SETTINGS)
        play(running, "press 1\n")  # put away: not shown again while the box runs
        running.loop.run(until=600.0)
        play(running, "press 5\npress 5\n")
    shown = screens(records)
    assert [lines[1:2] for lines in shown].count([notice]) == 1
    assert shown[-1] == ["Count 2"]  # the defaults: the game plays
    ready = systemd.messages()[-1]
    assert ready.startswith("READY=1") and f"{gone}: no such settings file" in ready
    assert len([r for r in caplog.records if "no such settings file" in r.message]) == 1


def test_a_settings_file_still_gone_is_said_at_each_boot_and_no_more_once_it_is_back(
    tmp_path, systemd
):
    settings, state = tmp_path / "settings.toml", tmp_path / "state"
    seen = []
    for back in (False, False, True):
        if back:
            settings.write_text("[audio]\nvolume = 0.5\n")
        with mock_box(games=GAMES, settings_path=settings, state_dir=state) as (running, _):
            service_for(running, systemd).begin()
            seen.append(NOTICE_TEXT in running.output.current_lines)
    assert seen == [True, True, False]  # the card is not written at boot to remember it


def test_the_service_started_as_systemd_starts_it_names_a_missing_settings_file(tmp_path):
    """``tabletop run --ui none`` with the unit's $TABLETOP_SETTINGS gone: READY=1, the
    file named on the status line, and the box runs until SIGTERM."""
    systemd = FakeSystemd(tmp_path)
    gone = tmp_path / "etc" / "settings.toml"
    environ = os.environ | {
        "NOTIFY_SOCKET": systemd.address,
        "GPIOZERO_PIN_FACTORY": "mock",
        "SDL_AUDIODRIVER": "dummy",
        "TABLETOP_SETTINGS": str(gone),
    }
    command = [sys.executable, "-m", "appliance.cli.main", "run", "--ui", "none", "--mock"]
    child = subprocess.Popen(
        [*command, "--mute", "--state", str(tmp_path / "state")],
        env=environ,
        stderr=subprocess.PIPE,
    )
    told: list[str] = []
    try:
        deadline = time.monotonic() + 60  # a safety net: it ends at READY=1
        while not any(m.startswith("READY=1") for m in told):
            assert child.poll() is None and time.monotonic() < deadline, "never ready"
            select.select([systemd.sock], [], [], 1.0)
            told += systemd.messages()
        assert child.poll() is None  # going on, on its defaults
    finally:
        child.send_signal(signal.SIGTERM)
        _, errors = child.communicate(timeout=60)
        systemd.close()
    ready = next(m for m in told if m.startswith("READY=1"))
    assert f"problems: {gone}: no such settings file; the box uses its defaults" in ready
    assert child.returncode == 0 and b"Traceback" not in errors
    assert errors.decode().count("no such settings file") == 1  # logged once
