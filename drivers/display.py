"""The OLED: any luma device, chosen by settings; the images shown on it are kept.

The kinds are luma's own table (``luma.core.cmdline.get_display_types``): its OLEDs
(luma.oled: ``ssd1306`` 0.96", ``sh1106`` 1.3", ``ssd1309`` 2.42", all 128 x 64,
``ssd1322`` 256 x 64 greyscale, ...) on I2C or SPI, and its emulators (luma.emulator:
``pygame``, ``capture``, ``gifanim``..., for the desktop); and ``dummy``, luma's
in-memory device, for tests and headless runs.
"""

from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass
from typing import Any

from drivers.errors import DeviceError

log = logging.getLogger(__name__)

LIBRARIES = ("oled", "emulator")
"""The libraries of luma's table the box drives (not its LCDs, LED matrices, framebuffer)."""


def display_kinds() -> tuple[str, ...]:
    """Every kind ``open_device`` opens: luma's OLEDs, ``dummy``, luma's emulators."""
    from luma.core.cmdline import get_display_types

    table = get_display_types()
    return (*table["oled"], "dummy", *table["emulator"])


@dataclass(frozen=True)
class DisplayConfig:
    """Which device, on which bus, of what size."""

    kind: str = "ssd1306"
    interface: str = "i2c"
    port: int = 1
    address: int = 0x3C
    width: int = 128
    height: int = 64
    rotate: int = 0
    spi_device: int = 0
    gpio_dc: int = 24
    gpio_reset: int | None = 25
    mode: str = "1"


def open_device(config: DisplayConfig) -> Any:
    """A luma device for the configuration (DeviceError if it does not answer)."""
    size = {"width": config.width, "height": config.height, "rotate": config.rotate}
    if config.kind == "dummy":
        from luma.core.device import dummy

        return dummy(mode=config.mode, **size)
    from luma.core.cmdline import get_library_for_display_type

    library = get_library_for_display_type(config.kind)
    if library not in LIBRARIES:
        kinds = ", ".join(display_kinds())
        raise DeviceError(f"display kind {config.kind!r} is not one of {kinds}")
    if library == "emulator":
        emulator = importlib.import_module("luma.emulator.device")
        return getattr(emulator, config.kind)(mode=config.mode, **size)
    return _open_oled(config, size)


def _open_oled(config: DisplayConfig, size: dict[str, int]) -> Any:
    import luma.oled.device as oled
    from luma.core.error import DeviceNotFoundError, DevicePermissionError
    from luma.core.interface.serial import i2c, spi

    try:
        if config.interface == "spi":
            serial = spi(
                port=0,
                device=config.spi_device,
                gpio_DC=config.gpio_dc,
                gpio_RST=config.gpio_reset,
            )
        else:
            serial = i2c(port=config.port, address=config.address)
        return getattr(oled, config.kind)(serial, **size)
    except (DeviceNotFoundError, DevicePermissionError, OSError) as error:
        where = (
            f"SPI{config.spi_device}"
            if config.interface == "spi"
            else f"I2C bus {config.port} at 0x{config.address:02X}"
        )
        raise DeviceError(f"no {config.kind} display answers on {where}: {error}") from None


class Display:
    """Shows PIL images on a luma device and remembers the last one."""

    def __init__(self, device: Any) -> None:
        self.device = device
        self.image: Any = None
        self._failed = False

    @property
    def size(self) -> tuple[int, int]:
        """Width and height in pixels."""
        return self.device.width, self.device.height

    @property
    def mode(self) -> str:
        """The device's PIL image mode ("1", "RGB"...)."""
        return self.device.mode

    def show(self, image: Any) -> None:
        """Put an image on the display; a display that stops answering is logged once."""
        self.image = image
        try:
            if image.mode != self.device.mode:
                image = image.convert(self.device.mode)
            self.device.display(image)
        except OSError as error:
            if not self._failed:
                log.warning("the display stopped answering (%s); going on without it", error)
            self._failed = True

    def close(self) -> None:
        """Blank and release the device."""
        try:
            self.device.cleanup()
        except Exception:  # a display already gone at shutdown is not an error
            log.debug("display clean-up failed", exc_info=True)
