"""The box in a desktop window: luma.emulator's pygame device shows the OLED, with the
LEDs and the keys drawn beside it, each key with the keyboard key that presses it. Click
a key (hold the mouse button to hold it), or use the keyboard as in the terminal front
end (keys go down and up with the keyboard). Nothing of the panel comes nearer the OLED
than MARGIN.

pygame wants its window served from the thread that made it, so the event loop runs on
the main thread and looks at the window's events every POLL_SECONDS.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from typing import Any

from appliance.box.output import Record, recent_cues
from appliance.box.start.startup import Running, StartOptions, start
from appliance.front_ends.keymap import KEYBOARD, LABELS, keyboard_key

POLL_SECONDS = 1 / 30
SCALE = 3
MARGIN = 16
OLED_AT = (MARGIN, MARGIN)
KEY_SIZE = (72, 40)
KEY_GAP = 8
LED_RADIUS = 9
COLOURS = {
    "background": (24, 28, 36),
    "key": (70, 76, 92),
    "key_down": (200, 170, 60),
    "label": (235, 235, 235),
    "keyboard": (150, 200, 255),
    "compass_on": (255, 190, 40),
    "gauge_on": (60, 220, 90),
    "led_off": (55, 55, 60),
    "text": (180, 180, 190),
}
GAUGE_LABELS = {f"G{i + 1}": f"{2 * i + 1}-{2 * i + 2}  ${100 + 50 * i}k" for i in range(6)}
# The panel after the original unit: direction keys, the 3 x 3 pad, AIR/UP/VALUE/CLEAR.
KEY_COLUMNS: tuple[tuple[str, ...], ...] = (
    ("NS_GOLD", "EW_GOLD", "NS_SILVER", "EW_SILVER"),
    ("1", "4", "7", "MENU"),
    ("2", "5", "8"),
    ("3", "6", "9"),
    ("AIR", "UP", "VALUE", "CLEAR"),
)


@dataclass(frozen=True)
class KeyButton:
    """Where a key sits in the window."""

    key: str
    x: int
    y: int
    w: int = KEY_SIZE[0]
    h: int = KEY_SIZE[1]

    def contains(self, x: int, y: int) -> bool:
        return self.x <= x < self.x + self.w and self.y <= y < self.y + self.h


def key_buttons(top: int) -> list[KeyButton]:
    """Every key's button, in columns as on the panel, below ``top``."""
    buttons = []
    for column, keys in enumerate(KEY_COLUMNS):
        for row, key in enumerate(keys):
            x = MARGIN + column * (KEY_SIZE[0] + KEY_GAP)
            y = top + row * (KEY_SIZE[1] + KEY_GAP)
            buttons.append(KeyButton(key, x, y))
    return buttons


def panel_window_class() -> type:
    """luma.emulator's pygame device, drawing the OLED into a larger panel window."""
    from luma.emulator.device import pygame as pygame_device

    class PanelWindow(pygame_device):
        def __init__(self, width: int = 128, height: int = 64, **kwargs: Any) -> None:
            super().__init__(
                width=width, height=height, mode="1", transform="identity", scale=SCALE, **kwargs
            )
            self.oled_surface: Any = None
            self.on_frame: Any = None

        def display(self, image: Any) -> None:
            self.oled_surface = self.to_surface(self.preprocess(image), alpha=self._contrast)
            if self.on_frame:
                self.on_frame()

    return PanelWindow


class WindowUI:
    """Draws the panel window and turns clicks and keystrokes into key presses."""

    def __init__(self, running: Running, window_device: Any) -> None:
        import pygame

        self.pygame = pygame
        self.running = running
        self.device = window_device
        width, height = running.hardware.display.size
        oled_w, oled_h = width * SCALE, height * SCALE
        self.keys_top = MARGIN * 2 + oled_h
        self.buttons = key_buttons(self.keys_top)
        self.leds_left = MARGIN * 2 + oled_w
        pygame.font.init()
        self.font = pygame.font.Font(None, 20)
        self.small_font = pygame.font.Font(None, 17)
        gauge_right = max(
            centre[0] + LED_RADIUS + 4 + self.font.size(GAUGE_LABELS[name])[0]
            for name, centre in self.led_centres().items()
            if name in GAUGE_LABELS
        )
        size = (
            max(gauge_right + MARGIN, MARGIN + len(KEY_COLUMNS) * (KEY_SIZE[0] + KEY_GAP)),
            self.keys_top + 4 * (KEY_SIZE[1] + KEY_GAP) + MARGIN + 20,
        )
        self.window = pygame.display.set_mode(size)
        pygame.display.set_caption("Tabletop box")
        self.mouse_key: str | None = None
        self.sounds: list[str] = []
        window_device.on_frame = self.draw
        running.output.listeners.append(self.on_record)

    def on_record(self, record: Record) -> None:
        self.sounds = recent_cues(self.sounds, record)
        self.draw()

    def draw(self) -> None:
        """Draw the OLED, the LEDs, the keys and the last sounds."""
        self.window.fill(COLOURS["background"])
        if self.device.oled_surface is not None:
            self.window.blit(self.device.oled_surface, OLED_AT)
        self._draw_leds()
        down = self.running.hardware.mock_fingers.pressed
        for button in self.buttons:
            self._draw_key(button, button.key in down)
        sound = "sound: " + "  ".join(self.sounds)
        self._text(sound, (MARGIN, self.window.get_height() - MARGIN - 8), COLOURS["text"])
        self.pygame.display.flip()

    def led_centres(self) -> dict[str, tuple[int, int]]:
        """Where each LED is drawn: the compass's W label, left of its LED, starts at
        ``leds_left`` (MARGIN right of the OLED)."""
        step = 30
        x = self.leds_left + self.font.size("W")[0] + 4 + LED_RADIUS + step
        y = MARGIN + 30
        centres = {"N": (x, y), "W": (x - step, y + step), "C": (x, y + step)}
        centres |= {"E": (x + step, y + step), "S": (x, y + 2 * step)}
        for i in range(6):
            centres[f"G{i + 1}"] = (x + 80, MARGIN + 12 + (5 - i) * 30)
        return centres

    def _draw_leds(self) -> None:
        lights = self.running.output.current_lights
        for name, centre in self.led_centres().items():
            if name.startswith("G"):
                on = lights.gauge[int(name[1]) - 1] == "1"
                colour = COLOURS["gauge_on"] if on else COLOURS["led_off"]
            else:
                colour = COLOURS["compass_on"] if lights.compass == name else COLOURS["led_off"]
            self.pygame.draw.circle(self.window, colour, centre, LED_RADIUS)
            label = GAUGE_LABELS.get(name, name if name != "C" else "")
            left = centre[0] + LED_RADIUS + 4
            if name == "W":
                left = centre[0] - LED_RADIUS - 4 - self.font.size(label)[0]
            self._text(label, (left, centre[1] - 7), COLOURS["text"])

    def _draw_key(self, button: KeyButton, down: bool) -> None:
        rect = self.pygame.Rect(button.x, button.y, button.w, button.h)
        colour = COLOURS["key_down"] if down else COLOURS["key"]
        self.pygame.draw.rect(self.window, colour, rect, border_radius=6)
        label = LABELS.get(button.key, button.key)
        image = self.font.render(label, True, COLOURS["label"])
        self.window.blit(image, image.get_rect(center=(rect.centerx, rect.top + rect.h // 3)))
        hint = self.small_font.render(keyboard_key(button.key), True, COLOURS["keyboard"])
        self.window.blit(hint, hint.get_rect(center=(rect.centerx, rect.bottom - rect.h // 4)))

    def _text(self, text: str, at: tuple[int, int], colour: tuple[int, int, int]) -> None:
        self.window.blit(self.font.render(text, True, colour), at)

    def poll(self) -> None:
        """Handle the window's events, then look again soon (on the loop thread)."""
        for event in self.pygame.event.get():
            self.handle(event)
        self.running.loop.call_later(POLL_SECONDS, self.poll)

    def handle(self, event: Any) -> None:
        """One pygame event: a click, a keystroke, or closing the window."""
        pygame, fingers = self.pygame, self.running.hardware.mock_fingers
        if event.type == pygame.QUIT or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        ):
            self.running.loop.stop()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse_key = next((b.key for b in self.buttons if b.contains(*event.pos)), None)
            if self.mouse_key in fingers.keys:  # a key the pin map leaves out is not wired
                fingers.press(self.mouse_key)
        elif event.type == pygame.MOUSEBUTTONUP and self.mouse_key:
            fingers.release(self.mouse_key)
            self.mouse_key = None
        elif event.type in (pygame.KEYDOWN, pygame.KEYUP):
            key = KEYBOARD.get(getattr(event, "unicode", "") or "") or KEYBOARD.get(
                pygame.key.name(event.key)
            )
            if key in fingers.keys:
                (fingers.press if event.type == pygame.KEYDOWN else fingers.release)(key)
        else:
            return
        self.draw()

    def run(self) -> int:
        """Run the box until the window is closed."""
        self.draw()
        self.poll()
        with contextlib.suppress(KeyboardInterrupt):
            self.running.loop.run()
        return 0


def start_window(options: StartOptions, clock: Any) -> tuple[Running, WindowUI]:
    """Build the box with the panel window as its display."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    device = panel_window_class()()
    options.display_device = device
    running = start(options, clock)
    return running, WindowUI(running, device)
