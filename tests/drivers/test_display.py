"""The display kinds come from luma's own table of devices; the OLEDs a maker would buy, each
constructed through luma (on a bus that sends nowhere, off the Pi), with a tour drawn on it."""

from __future__ import annotations

import pytest
from luma.core.cmdline import get_display_types
from luma.core.interface.serial import noop
from pixel_check import screen_problems

from appliance.box.loop.clock import VirtualClock
from appliance.box.script import parse_script, play_steps
from appliance.box.start.settings import load_settings
from appliance.box.start.startup import StartOptions, start
from appliance.box.words.i18n import Translator
from appliance.screen.render import ScreenRenderer
from appliance.tools.screenshots import DOCS
from drivers.display import Display, DisplayConfig, display_kinds, open_device
from drivers.errors import DeviceError
from games.screen import Screen, T


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


def render(screen: Screen):
    return ScreenRenderer(Translator(), (128, 64)).render(screen)


def test_the_display_shows_an_image_on_the_dummy_device():
    display = Display(open_device(DisplayConfig(kind="dummy")))
    image = render(Screen((T("Hello"),)))
    display.show(image)
    assert display.device.image.tobytes() == image.tobytes()
    assert display.size == (128, 64)


def test_an_unknown_display_kind_is_refused_with_the_choices():
    with pytest.raises(DeviceError, match=r"display kind 'crt' is not one of .*ssd1306.*dummy"):
        open_device(DisplayConfig(kind="crt"))


def test_an_oled_that_does_not_answer_is_a_device_error():
    # No I2C bus exists here, just as on a Pi with the OLED unplugged.
    with pytest.raises(DeviceError, match="no ssd1306 display answers"):
        open_device(DisplayConfig(kind="ssd1306", port=19))


KINDS = [("ssd1306", 128), ("sh1106", 128), ("ssd1309", 128), ("ssd1322", 256)]


@pytest.mark.parametrize(("kind", "width"), KINDS)
def test_a_tour_is_drawn_on_each_display_kind(kind, width):
    import luma.oled.device

    device = getattr(luma.oled.device, kind)(noop(), width=width, height=64)
    options = StartOptions(mock=True, keep_state=False, seed=1, display_device=device)
    running = start(options, VirtualClock())
    shown = []
    renderer = running.output.renderer
    draw = renderer.render
    renderer.render = lambda screen: shown.append(screen) or draw(screen)  # type: ignore[method-assign]
    try:
        tour = (DOCS / "scripts" / "lost-treasure.txt").read_text(encoding="utf-8")
        play_steps(running, parse_script(tour))
        image = running.hardware.display.image
    finally:
        running.close()
    assert running.hardware.display.size == image.size == (width, 64)
    assert image.getbbox() is not None
    assert len(shown) > 5
    assert [p for screen in shown for p in screen_problems(renderer, screen)] == []


def test_the_settings_take_the_256_by_64_panel(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('[display]\nkind = "ssd1322"\nwidth = 256\n', encoding="utf-8")
    settings = load_settings(path)
    assert (settings.display.kind, settings.display.width) == ("ssd1322", 256)
    running = start(StartOptions(settings_path=path, mock=True, keep_state=False), VirtualClock())
    try:
        assert running.hardware.display.size == (256, 64)
        assert running.hardware.display.image.size == (256, 64)
    finally:
        running.close()
