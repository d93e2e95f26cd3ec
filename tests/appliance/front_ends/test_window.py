"""The window front end on SDL's dummy video driver: clicks and keystrokes press keys,
and the window shows the LEDs as the box lights them."""

from __future__ import annotations

import pygame
import pytest

from appliance.box.loop.clock import VirtualClock
from appliance.box.start import startup
from appliance.box.start.startup import StartOptions
from appliance.front_ends.window import COLOURS, MARGIN, OLED_AT, SCALE, start_window


@pytest.fixture
def window():
    running, ui = start_window(StartOptions(mock=True, keep_state=False, seed=1), VirtualClock())
    records: list[dict] = []
    running.output.listeners.append(records.append)
    yield running, ui, records
    running.close()
    pygame.display.quit()


def settle(running, seconds: float = 0.2) -> None:
    running.loop.run(until=running.loop.now() + seconds)


def send(ui, event) -> None:
    pygame.event.post(event)
    for queued in pygame.event.get():
        ui.handle(queued)


def centre_of(ui, key: str) -> tuple[int, int]:
    button = next(b for b in ui.buttons if b.key == key)
    return button.x + button.w // 2, button.y + button.h // 2


def test_every_key_has_a_button(window):
    _, ui, _ = window
    assert len({b.key for b in ui.buttons}) == 18


def test_a_click_holds_the_key_until_the_button_comes_up(window):
    running, ui, _ = window
    send(ui, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre_of(ui, "MENU"), button=1))
    settle(running, 3.5)
    assert running.output.current_lines[0] == "Box menu"
    send(ui, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre_of(ui, "MENU"), button=1))
    settle(running)
    assert "MENU" not in running.hardware.fingers.pressed


def test_the_keyboard_presses_keys_as_in_the_terminal(window):
    running, ui, _ = window
    send(ui, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, unicode="m"))
    settle(running, 0.1)
    send(ui, pygame.event.Event(pygame.KEYUP, key=pygame.K_m, unicode=""))
    settle(running)
    assert running.output.current_lines[0] == "Choose a game"


def test_on_a_box_with_no_pin_map_a_click_or_keystroke_changes_nothing(
    tmp_path, monkeypatch, caplog
):
    broken = tmp_path / "pinout.toml"
    broken.write_text("[keypad]\n")  # the shipped map broken, and no last good one
    monkeypatch.setattr(startup, "SHIPPED_PINOUT", broken)
    running, ui = start_window(StartOptions(mock=True, keep_state=False), VirtualClock())
    try:
        notice = running.output.current_lines
        assert notice[1] == "The pin map has an error. No key or light works until it is fixed."
        send(ui, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre_of(ui, "5"), button=1))
        send(ui, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre_of(ui, "5"), button=1))
        send(ui, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, unicode="m"))
        settle(running)
        assert running.output.current_lines == notice
        assert "failed" not in caplog.text
    finally:
        running.close()
        pygame.display.quit()


def test_a_lit_led_is_drawn_lit(window):
    running, ui, _ = window
    from games.effects import Lights

    running.output.show_lights(Lights("N", "100000"))
    centres = ui.led_centres()
    assert tuple(ui.window.get_at(centres["N"]))[:3] == COLOURS["compass_on"]
    assert tuple(ui.window.get_at(centres["G1"]))[:3] == COLOURS["gauge_on"]
    assert tuple(ui.window.get_at(centres["S"]))[:3] == COLOURS["led_off"]


def test_closing_the_window_stops_the_box(window):
    running, ui, _ = window
    later = []
    running.loop.call_later(100, lambda: later.append("still running"))
    send(ui, pygame.event.Event(pygame.QUIT))
    running.loop.run()
    assert later == []


def test_without_luma_emulator_the_window_is_one_line_naming_what_to_install(tmp_path):
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['luma.emulator'] = None\n"
        "from appliance.cli.main import main\n"
        "sys.exit(main(['run', '--ui', 'window', '--mock', '--mute', '--state', sys.argv[1]]))"
    )
    command = [sys.executable, "-c", code, str(tmp_path)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "pip install 'tabletop-box[window]'" in result.stderr


def oled_rect(ui) -> pygame.Rect:
    width, height = ui.running.hardware.display.size
    return pygame.Rect(OLED_AT, (width * SCALE, height * SCALE))


def colours_in(surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    }


def test_nothing_of_the_panel_comes_within_a_margin_of_the_oled(window):
    running, ui, _ = window
    from games.effects import Lights

    running.output.show_lights(Lights("W", "111111"))  # the W beside the OLED lit too
    ui.draw()
    oled = oled_rect(ui)
    ring = oled.inflate(2 * MARGIN - 2, 2 * MARGIN - 2)
    around = [  # the band between the OLED and the margin around it, side by side
        pygame.Rect(oled.right, ring.top, ring.right - oled.right, ring.h),
        pygame.Rect(ring.left, oled.bottom, ring.w, ring.bottom - oled.bottom),
    ]
    for band in around:
        assert colours_in(ui.window, band) == {COLOURS["background"]}


def test_every_button_shows_the_keyboard_key_that_presses_it(window):
    _, ui, _ = window
    ui.draw()
    hint = COLOURS["keyboard"]
    for button in ui.buttons:
        lower = pygame.Rect(button.x, button.y + button.h // 2, button.w, button.h // 2)
        upper = pygame.Rect(button.x, button.y, button.w, button.h // 2)
        assert hint in colours_in(ui.window, lower), button.key
        assert hint not in colours_in(ui.window, upper), button.key
    assert ui.window.get_rect().contains(
        pygame.Rect(ui.buttons[-1].x, ui.buttons[-1].y, ui.buttons[-1].w, ui.buttons[-1].h)
    )
