"""The box as a systemd service (``tabletop run --ui none``): no terminal, real keys.

On top of the box that :func:`appliance.box.start.startup.start` built and booted, the service
tells systemd it is ready (after the power-on beep is queued), pings the watchdog from
the event loop, opens the serial console if one is configured, gives the box menu its
"Shut down", reports missing devices and a missing settings file once (journal, screen,
status line, console), and stops cleanly on SIGTERM.
"""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import Callable
from pathlib import Path

from appliance.box.notices import notice_screen
from appliance.box.script import Fingers, mock_fingers
from appliance.box.start.startup import Running
from appliance.service.journal import use_journal_priorities
from appliance.service.notify import Notifier, Watchdog
from appliance.service.serial_console import DirectKeys, SerialConsole
from appliance.service.shutdown import PowerOff, Shutdown, systemctl_poweroff
from appliance.service.stop_signals import stopped_by_signals
from drivers.errors import DeviceError
from drivers.supply import find_supply_flag, supply_sagged
from games.screen import T, Text

log = logging.getLogger(__name__)

OpenConsole = Callable[..., SerialConsole]
CONSOLE_RETRY_SECONDS = 5.0
SUPPLY_CHECK_SECONDS = 10.0
LOW_POWER = T("Low power: use a 5 V 2.5 A supply")
NO_SETTINGS = T("The settings file is missing. The box uses its defaults.")


class Service:
    """Everything the service adds to a running box, and its stop."""

    def __init__(
        self,
        running: Running,
        *,
        notifier: Notifier,
        power_off: PowerOff,
        open_console: OpenConsole = SerialConsole,
        supply_flag: Path | None = None,
    ) -> None:
        self.running = running
        self.notifier = notifier
        self.watchdog = Watchdog(notifier, now=running.loop.now, call_later=running.loop.call_later)
        self.shutdown = Shutdown(
            running.box,
            power_off=power_off,
            quiet_keys=self._quiet_keys,
            on_status=self._say_status,
        )
        self.console: SerialConsole | None = None
        self.problems: list[str] = list(running.problems)  # what start-up could not use
        self._open_console = open_console
        self._keys: tuple = (running.box.press, running.box.release, running.box.hold)
        self._console_said = False
        self.supply_flag = supply_flag  # the Pi's under-voltage flag, None off a Pi

    def begin(self) -> None:
        """Wire the extras, report what is missing, start the watchdog, say READY=1."""
        loop = self.running.loop
        self.running.box.actions["shutdown"] = self.shutdown
        self.console = self._console()
        self.running.box.saving.on_unsaved = self._unsaved
        self._report_missing_settings()
        self._report_missing_devices()
        self.notifier.ready(self.status())
        loop.on_tick = self.watchdog.tick
        self.watchdog.start()
        if self.supply_flag is not None:
            loop.call_soon(self._check_supply)

    def status(self) -> str:
        """The status line systemd shows (a failing save first: a player's game is at stake)."""
        unsaved = self.running.box.saving.unsaved
        running = "Running" if unsaved is None else f"Running; not saved ({unsaved}), trying again"
        if self.problems:
            return f"{running}; problems: {'; '.join(self.problems)}"
        return running

    def stop(self) -> None:
        """Stop the loop (safe from a signal handler)."""
        self.notifier.stopping("Stopping")
        self.watchdog.stop()
        self.running.loop.stop()

    def end(self) -> None:
        """Close the serial console."""
        if self.console is not None:
            self.console.close()
            self.console = None

    def report(self, problem: str, notice: Text | None, *, logged: bool = False) -> None:
        """Say once what is wrong: journal (unless a driver ``logged`` it already), status
        line, serial console and, with a ``notice``, the screen."""
        if not logged:
            log.warning("%s", problem)
        self.problems.append(problem)
        self.notifier.status(self.status())
        if self.console is not None:
            self.console.tell({"type": "problem", "message": problem})
        if notice is not None:
            self.running.box.tell(notice_screen(notice))

    def _console(self) -> SerialConsole | None:
        settings = self.running.settings.serial
        if not settings.port:
            return None
        try:
            console = self._open_console(
                settings.port,
                box=self.running.box,
                output=self.running.output,
                loop=self.running.loop,
                fingers=self._fingers(),
                on_lost=self._console_lost,
                baudrate=settings.baudrate,
                debug=settings.debug,
            )
        except DeviceError as error:
            self._console_trouble(
                f"{error}; the box goes on without a serial console",
                T("The serial console port is missing. The box goes on without it."),
                logged=False,
            )
            return None
        if self._console_said:
            log.info("the serial console is open again on %s", settings.port)
        console.console.accepts_keys = not self.shutdown.is_shutting_down
        return console

    def _console_lost(self, why: str) -> None:
        port = self.console.port if self.console else "the serial port"
        self.console = None
        self._console_trouble(
            f"{port} is gone ({why}); the box goes on without a serial console",
            T("The serial console was disconnected. The box goes on without it."),
            logged=True,  # by the serial link
        )

    def _console_trouble(self, problem: str, notice: Text, *, logged: bool) -> None:
        # Said once; then the port is tried again now and then (a laptop plugged back in).
        if not self._console_said:
            retrying = f"{problem} (trying again every {CONSOLE_RETRY_SECONDS:g} s)"
            self.report(retrying, notice, logged=logged)
            self._console_said = True
        self.running.loop.call_later(CONSOLE_RETRY_SECONDS, self._reopen_console)

    def _reopen_console(self) -> None:
        if self.console is None:
            self.console = self._console()

    def _fingers(self) -> Fingers:
        box = self.running.box
        if self.running.hardware.fingers is not None:
            return mock_fingers(self.running)
        keys = DirectKeys(box, self.running.loop, self.running.settings.box.hold_time)
        return Fingers(keys.press, keys.release, box.switch_game)

    def _report_missing_settings(self) -> None:
        # The service always has its file (the installer writes it): gone is a mistake to
        # say, where a laptop without one quietly takes the defaults. Said at every boot
        # while it is gone: a boot that remembered it would write the card with no key.
        path = self.running.settings_path
        if path is not None and not os.path.lexists(path):
            self.report(f"{path}: no such settings file; the box uses its defaults", NO_SETTINGS)

    def _report_missing_devices(self) -> None:
        running = self.running
        # The speaker opens after READY: it is judged once it has (on the loop's thread).
        running.hardware.speaker.when_open(lambda: running.loop.call_soon(self._report_no_audio))
        if _screen_missing(running):
            self.report(
                "no display answers: the box goes on without a screen",
                None,  # a notice nobody sees would only swallow the next key
                logged=True,  # by build_hardware, with the reason
            )

    def _report_no_audio(self) -> None:
        if self.running.settings.audio.enabled and self.running.hardware.speaker.is_silent:
            self.report(
                "no audio device: the box goes on silently",
                T("No speaker was found. The box goes on without sound."),
                logged=True,  # by the speaker, with the reason
            )

    def _check_supply(self) -> None:
        # Said once, then no more checks: the flag stays set until the next boot.
        if self.supply_flag is not None and supply_sagged(self.supply_flag):
            self.report(
                "under-voltage: the supply sagged below 4.63 V; use a 5 V 2.5 A supply", LOW_POWER
            )
        else:
            self.running.loop.call_later(SUPPLY_CHECK_SECONDS, self._check_supply)

    def _unsaved(self, _why: str | None) -> None:
        self.notifier.status(self.status())

    def _say_status(self, text: str) -> None:
        self.notifier.status(text)

    def _quiet_keys(self, quiet: bool) -> None:
        keypad = self.running.hardware.keypad
        if quiet:
            self._keys = (keypad.when_pressed, keypad.when_released, keypad.when_held)
            keypad.when_pressed = keypad.when_released = keypad.when_held = None
        else:
            keypad.when_pressed, keypad.when_released, keypad.when_held = self._keys
        if self.console is not None:
            self.console.console.accepts_keys = not quiet


def serve(
    running: Running,
    *,
    notifier: Notifier | None = None,
    power_off: PowerOff | None = None,
) -> int:
    """Run a started box as the service until SIGTERM, SIGHUP, Ctrl-C or a mock power-off
    (the caller saves the game and closes the box)."""
    use_journal_priorities()
    mock = running.hardware.fingers is not None
    if power_off is None:
        power_off = running.loop.stop if mock else systemctl_poweroff
    service = Service(
        running,
        notifier=notifier or Notifier.from_environment(),
        power_off=power_off,
        supply_flag=find_supply_flag(),
    )
    service.begin()
    try:
        with stopped_by_signals(service.stop), contextlib.suppress(KeyboardInterrupt):
            running.loop.run()
    finally:
        service.end()
    return 0


def _screen_missing(running: Running) -> bool:
    # hardware.build_hardware falls back to luma's dummy device when no display answers.
    wanted = running.settings.display.kind
    device = running.hardware.display.device
    mock = running.hardware.fingers is not None
    return not mock and wanted != "dummy" and type(device).__name__ == "dummy"
