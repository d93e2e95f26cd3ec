"""Shutting the box down from its menu (hold MENU, 2, then 1 to confirm).

The game is saved, the screen says what is happening and the keys go quiet; a moment
later (the screen drawn, the finger lifted) the Pi is powered off the proper way
(``systemctl poweroff``, allowed to the service's user by a polkit rule), so the SD card
is never cut mid-write. If the power-off is refused, the keys come back and a notice
says so; the box plays on.
"""

from __future__ import annotations

import logging
import subprocess
from collections.abc import Callable

from appliance.box.notices import notice_screen
from appliance.box.router import Box
from games.screen import Screen, T

log = logging.getLogger(__name__)

PowerOff = Callable[[], None]
POWER_OFF_COMMAND = ("systemctl", "poweroff")
POWER_OFF_DELAY = 1.0
SHUTTING_DOWN = Screen((T("Shutting down."), T("Wait 20 seconds, then switch off.")))


def systemctl_poweroff() -> None:
    """Ask systemd to power the Pi off (raises OSError or CalledProcessError if refused)."""
    subprocess.run(POWER_OFF_COMMAND, check=True, timeout=30, capture_output=True, text=True)


class Shutdown:
    """The box menu's "Shut down" action."""

    def __init__(
        self,
        box: Box,
        *,
        power_off: PowerOff,
        quiet_keys: Callable[[bool], None],
        on_status: Callable[[str], None] = lambda text: None,
    ) -> None:
        self.box = box
        self.power_off = power_off
        self.quiet_keys = quiet_keys
        self.on_status = on_status
        self.is_shutting_down = False

    def __call__(self) -> None:
        """Save, say so, quiet the keys; power off a moment later."""
        self.box.save()
        self.box.output.show_screen(SHUTTING_DOWN)
        self.on_status("Shutting down")
        self.quiet_keys(True)
        self.is_shutting_down = True
        log.info("shutting down from the box menu")
        self.box.loop.call_later(POWER_OFF_DELAY, self._power_off)

    def _power_off(self) -> None:
        try:
            self.power_off()
        except (OSError, subprocess.SubprocessError) as error:
            detail = str(getattr(error, "stderr", "") or error).strip()
            log.error("the power-off was refused (%s); the box goes on", detail)
            self.is_shutting_down = False
            self.quiet_keys(False)
            self.on_status("Power-off refused; still running")
            self.box.tell(notice_screen(T("The box could not shut itself down. It goes on.")))
