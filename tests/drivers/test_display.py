"""The display kinds come from luma's own table of devices."""

from __future__ import annotations

import pytest
from luma.core.cmdline import get_display_types

from drivers.display import Display, DisplayConfig, display_kinds, open_device
from drivers.errors import DeviceError


def test_the_kinds_are_lumas_oleds_and_emulators_and_the_dummy():
    table = get_display_types()
    assert set(display_kinds()) == {*table["oled"], *table["emulator"], "dummy"}
    assert {"ssd1306", "sh1106", "ssd1309", "ssd1322", "pygame", "capture"} <= set(display_kinds())


def test_an_emulator_kind_opens_lumas_emulator_of_that_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    display = Display(open_device(DisplayConfig(kind="capture", width=256, height=64)))
    assert type(display.device).__name__ == "capture"
    assert display.size == (256, 64)


def test_a_kind_outside_lumas_table_names_every_kind():
    with pytest.raises(DeviceError) as refused:
        open_device(DisplayConfig(kind="crt"))
    assert str(refused.value) == f"display kind 'crt' is not one of {', '.join(display_kinds())}"


def test_an_oled_of_lumas_table_is_looked_for_on_its_bus():
    with pytest.raises(DeviceError, match="no sh1106 display answers on I2C bus 19 at 0x3C"):
        open_device(DisplayConfig(kind="sh1106", port=19))
