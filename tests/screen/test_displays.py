"""The OLEDs a maker would buy, each constructed through luma (on a bus that sends
nowhere, off the Pi), with a tour drawn on it: the 128 x 64 ones and the 256 x 64 one."""

from __future__ import annotations

import pytest
from luma.core.interface.serial import noop
from pixel_check import screen_problems

from appliance.box.clock import VirtualClock
from appliance.box.script import parse_script, play_steps
from appliance.box.settings import load_settings
from appliance.box.startup import StartOptions, start
from appliance.tools.screenshots import DOCS

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


def test_plain_text_uses_the_whole_width_of_a_wide_panel():
    from appliance.box.i18n import Translator
    from appliance.screen.render import ScreenRenderer, TextRun
    from games.screen import Screen, T

    sentence = Screen((T("The settings file has an error. The box uses its defaults."),))
    narrow = [i for i in ScreenRenderer(Translator()).plan(sentence) if isinstance(i, TextRun)]
    wide = [i for i in ScreenRenderer(Translator(), (256, 64)).plan(sentence)]
    assert len(narrow) == 3 and len(wide) == 2


def test_a_wide_panel_shows_the_treasure_rush_map_in_pictograms_twice_as_large():
    from appliance.box.i18n import Translator
    from appliance.screen.render import ScreenRenderer
    from games.treasure_rush.icon_set import load_icon_set
    from games.treasure_rush.position import table_from_position
    from games.treasure_rush.screens import hunt_screen

    icons = load_icon_set()
    table = table_from_position("phase hunt\nseats 4 players\nmap Diamond Book~ Compass", icons)
    screen = hunt_screen(table, icons)
    narrow = ScreenRenderer(Translator()).render(screen)
    wide_renderer = ScreenRenderer(Translator(), (256, 64))
    wide = wide_renderer.render(screen)
    assert wide.size == (256, 64)
    diamond = (0, 0, 90, 48)  # the first of three 48 x 48 pictograms, centred
    top, bottom = wide.crop(diamond).getbbox()[1::2]
    assert bottom - top > 24, "taller than a 24 x 24 pictogram can be"
    assert narrow.getbbox()[3] - narrow.getbbox()[1] < 64
    assert screen_problems(wide_renderer, screen) == []
