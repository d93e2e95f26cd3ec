"""The output drivers on stand-in parts: mock pins, luma's dummy device, SDL's dummy
audio driver."""

from __future__ import annotations

import logging

import pygame
import pytest
from gpiozero.pins.mock import MockFactory

from appliance.box.i18n import Translator
from appliance.box.startup import SHIPPED_PINOUT
from appliance.screen.render import ScreenRenderer
from drivers.display import Display, DisplayConfig, open_device
from drivers.errors import CueError, DeviceError
from drivers.lights import Lights
from drivers.pinout import load_pinout
from drivers.speaker import Speaker
from games.screen import Label, Pixels, Rect, Screen, T


@pytest.fixture
def lights_on_pins():
    factory = MockFactory()
    pinout = load_pinout(SHIPPED_PINOUT)
    lights = Lights(pinout.leds, pin_factory=factory)
    yield lights, factory, pinout
    lights.close()


def pin_is_high(factory, gpio: int) -> bool:
    return bool(factory.pin(gpio).state)


def test_lights_drive_the_pins_of_the_pin_map(lights_on_pins):
    lights, factory, pinout = lights_on_pins
    lights.show("W", "110000")
    lit = {name for name, gpio in pinout.leds.items() if pin_is_high(factory, gpio)}
    assert lit == {"W", "G1", "G2"}
    assert (lights.compass, lights.gauge) == ("W", "110000")


def test_lights_go_out(lights_on_pins):
    lights, factory, pinout = lights_on_pins
    lights.show("C", "111111")
    lights.show(None, "000000")
    assert not any(pin_is_high(factory, gpio) for gpio in pinout.leds.values())


def test_lights_are_built_from_the_leds_the_pin_map_names():
    factory = MockFactory()
    leds = {name: gpio for name, gpio in load_pinout(SHIPPED_PINOUT).leds.items()}
    gone = {"N": leds.pop("N"), "G3": leds.pop("G3")}
    lights = Lights(leds, pin_factory=factory)
    lights.show("N", "111111")
    assert (lights.compass, lights.gauge) == (None, "110111")  # N and G3 are not there
    assert not any(pin_is_high(factory, gpio) for gpio in gone.values())
    lights.show("E", "001000")
    assert (lights.compass, lights.gauge) == ("E", "000000")
    lights.close()


def test_lights_without_leds_show_nothing():
    lights = Lights({}, pin_factory=MockFactory())
    lights.show("C", "111111")
    assert (lights.compass, lights.gauge) == (None, "000000")
    lights.close()


def render(screen: Screen, size=(128, 64)):
    return ScreenRenderer(Translator(), size).render(screen)


def lit_pixels(image) -> int:
    return sum(image.histogram()[1:])


def test_a_text_screen_puts_each_line_on_its_own_row():
    image = render(Screen((T("Location {loc}", loc="47"), T("Gold from 77: West"))))
    first_row = image.crop((0, 0, 128, 13))
    second_row = image.crop((0, 13, 128, 26))
    below = image.crop((0, 26, 128, 64))
    assert lit_pixels(first_row) > 20 and lit_pixels(second_row) > 20
    assert lit_pixels(below) == 0


def test_a_line_too_wide_wraps_onto_the_next_row_in_whole_words():
    image = render(Screen((T("A rather long sentence that goes on to a second row"),)))
    box = image.getbbox()
    assert box is not None and box[2] <= 128
    assert lit_pixels(image.crop((0, 11, 128, 22))) > 20, "the second row holds the rest"


def test_shapes_are_drawn_where_the_design_puts_them():
    screen = Screen((T("Air 6 of 12"),), (Rect(0, 50, 64, 10, fill=True),))
    image = render(screen)
    assert image.getbbox() == (0, 50, 64, 60)


def test_a_faded_area_is_drawn_as_its_outline():
    full = render(Screen((T("x"),), (Pixels(0, 0, ("####",) * 4),)))
    faded = render(Screen((T("x"),), (Pixels(0, 0, ("++++",) * 4),)))
    assert (lit_pixels(full), lit_pixels(faded)) == (16, 12)
    assert faded.getpixel((1, 1)) == 0 and faded.getpixel((0, 1)) == 1


def test_a_taller_display_gets_the_drawing_centred_and_larger_text_rows():
    screen = Screen((T("x"),), (Label(0, 0, T("Hi")),))
    assert render(screen, (128, 128)).getbbox()[1] >= 32
    rows = render(Screen((T("Hello"),)), (256, 128))
    assert rows.getbbox()[3] - rows.getbbox()[1] > 12


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


def test_a_speaker_on_for_days_remembers_only_its_recent_cues():
    from drivers.speaker import PLAYED_KEPT

    speaker = Speaker({"beep": "A5:0.05", "boop": "A3:0.05"}, enabled=False)
    for _ in range(5 * PLAYED_KEPT):
        speaker.play(["beep", "boop"])
    assert PLAYED_KEPT <= len(speaker.played) <= 2 * PLAYED_KEPT
    assert speaker.played[-2:] == ["beep", "boop"]
    speaker.close()


def test_the_speaker_plays_cues_on_the_mixer():
    speaker = Speaker({"beep": "A5:0.05", "boop": "A3:0.05"})
    assert not speaker.is_silent
    speaker.play(["beep", "boop"])
    assert speaker.played == ["beep", "boop"]
    assert speaker.is_playing
    speaker.close()


def test_an_unknown_cue_is_skipped_with_one_warning(caplog):
    speaker = Speaker({"beep": "A5:0.05"})
    with caplog.at_level(logging.WARNING):
        speaker.play(["nope"])
        speaker.play(["nope"])
    assert [r.message for r in caplog.records].count(
        "no sound cue named 'nope'; it is skipped"
    ) == 1
    speaker.close()


def test_a_broken_cue_description_names_the_cue():
    with pytest.raises(CueError, match="sound cue 'bad': 'Z9'"):
        Speaker({"bad": "Z9:0.1"}, enabled=False)


def test_without_an_audio_device_the_box_goes_on_silently(monkeypatch, caplog):
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    with caplog.at_level(logging.WARNING):
        speaker = Speaker({"beep": "A5:0.05"})
        speaker.play(["beep"])
    assert speaker.is_silent and speaker.played == ["beep"]
    assert sum("no audio device" in r.message for r in caplog.records) == 1
