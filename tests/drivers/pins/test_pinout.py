"""The pin map: the shipped one is good; every kind of mistake is named with its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from appliance.box.start.startup import SHIPPED_PINOUT
from appliance.cli.main import main
from drivers.errors import PinoutError
from drivers.pins.panel import KEY_NAMES, LED_NAMES
from drivers.pins.pinout import header_pin, load_pinout
from games.keys import KEYS


def broken(tmp_path: Path, old: str, new: str) -> Path:
    text = SHIPPED_PINOUT.read_text()
    assert old in text, old
    path = tmp_path / "pinout.toml"
    path.write_text(text.replace(old, new, 1))
    return path


def problems(path: Path) -> str:
    with pytest.raises(PinoutError) as caught:
        load_pinout(path)
    return str(caught.value)


def line_of(path: Path, fragment: str) -> int:
    lines = path.read_text().splitlines()
    return next(n for n, line in enumerate(lines, 1) if fragment in line)


def test_the_shipped_pin_map_has_every_key_and_led_once():
    pinout = load_pinout(SHIPPED_PINOUT)
    assert sorted(pinout.key_at()) == sorted(KEY_NAMES)
    assert sorted(pinout.leds) == sorted(LED_NAMES)
    pins = [*pinout.rows, *pinout.columns, *pinout.leds.values()]
    assert len(pins) == len(set(pins)) == 20


def test_the_panel_and_the_games_name_the_same_keys():
    assert set(KEY_NAMES) == set(KEYS)


def test_a_pin_used_twice_names_both_uses_and_the_line(tmp_path):
    path = broken(tmp_path, "W = 14", "W = 4")
    message = problems(path)
    assert f"{path}:{line_of(path, 'W = 4')}: GPIO4 is used twice (LED N and LED W)" in message
    assert "free GPIO" in message


def test_a_pin_of_the_i2c_bus_is_refused(tmp_path):
    path = broken(tmp_path, "G6 = 12", "G6 = 3")
    assert f"{path}:{line_of(path, 'G6 = 3')}: GPIO3 (LED G6) belongs to the i2c bus" in problems(
        path
    )


def test_i2s_pins_are_free_again_when_audio_uses_the_jack(tmp_path):
    path = broken(tmp_path, "G6 = 12", "G6 = 18")
    assert "i2s bus" in problems(path)
    jack = tmp_path / "jack.toml"
    jack.write_text(path.read_text().replace('output = "i2s"', 'output = "jack"'))
    assert load_pinout(jack).leds["G6"] == 18


def test_an_unknown_key_and_the_missing_one_are_both_named(tmp_path):
    path = broken(tmp_path, '"9", "VALUE"', '"X", "VALUE"')
    message = problems(path)
    line = line_of(path, '"X"')
    assert f"{path}:{line}: unknown key 'X'" in message
    assert "key '9' is missing" in message


def test_a_missing_led_is_named(tmp_path):
    path = broken(tmp_path, "C = 27\n", "")
    assert "LED C is missing; add `C = GPIO`" in problems(path)


def test_an_unknown_led_is_named_with_its_line(tmp_path):
    path = broken(tmp_path, "C = 27", "C = 27\nX = 2")
    assert f"{path}:{line_of(path, 'X = 2')}: unknown LED 'X'" in problems(path)


def test_broken_toml_names_the_file_and_line(tmp_path):
    path = broken(tmp_path, "[leds]", "[leds")
    assert f"{path}:22: not valid TOML" in problems(path)


def test_an_array_left_open_is_named_at_the_last_line_not_the_first(tmp_path):
    path = tmp_path / "pinout.toml"
    path.write_text("[keypad]\nrows = [5, 6,\n\n")
    assert f"{path}:3: not valid TOML: Invalid value (at end of document)" in problems(path)


@pytest.mark.parametrize("table", ["audio", "serial", "display"])
def test_a_bus_given_as_a_plain_value_is_named_with_its_line(tmp_path, table):
    text = SHIPPED_PINOUT.read_text().replace(f"[{table}]", f"[old-{table}]")
    path = tmp_path / "pinout.toml"
    path.write_text(f'{table} = "yes"\n' + text)
    assert f"{path}:1: {table} must be a [{table}] table" in problems(path)


def test_uart_written_as_a_string_is_no_boolean(tmp_path):
    path = broken(tmp_path, "uart = false", 'uart = "false"')
    assert f"{path}:49: uart 'false' must be true or false" in problems(path)


def test_check_pinout_command_says_good_or_lists_problems(tmp_path, capsys):
    assert main(["check-pinout", str(SHIPPED_PINOUT)]) == 0
    assert "good: 18 keys on a 4 x 5 matrix, 11 LEDs" in capsys.readouterr().out
    path = broken(tmp_path, "W = 14", "W = 4")
    assert main(["check-pinout", str(path)]) == 1
    assert "GPIO4 is used twice" in capsys.readouterr().err


def test_a_file_that_is_not_text_is_named(tmp_path):
    path = tmp_path / "pinout.toml"
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert f"{path}: not a text file" in problems(path)


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ('bus = "i2c"', 'bus = "i2c"\naddress = 0x3d', "unknown entry 'address' in [display]; "
         "the I2C address is a setting: [display] address in the settings file"),
        ("uart = false", "uart = false\nbaud = 9600", "unknown entry 'baud' in [serial]; "
         "the speed is a setting: [serial] baudrate in the settings file"),
        ('output = "i2s"', 'output = "i2s"\nvolume = 3', "unknown entry 'volume' in [audio]; "
         "[audio] takes output"),
        ("rows = [5, 6, 13, 26]", "rows = [5, 6, 13, 26]\nrow = [5]", "unknown entry 'row' in "
         "[keypad]; [keypad] takes rows, columns, layout"),
    ],
)  # fmt: skip
def test_an_unknown_entry_is_refused_with_its_line(tmp_path, capsys, old, new, said):
    path = broken(tmp_path, old, new)
    line = line_of(path, new.splitlines()[1])
    assert main(["check-pinout", str(path)]) == 1
    assert f"{path}:{line}: {said}" in capsys.readouterr().err


def test_an_unknown_table_is_refused_with_its_line(tmp_path):
    path = broken(tmp_path, "[serial]", "[sound]\nvolume = 1\n\n[serial]")
    assert f"{path}:{line_of(path, '[sound]')}: unknown table [sound]" in problems(path)


def test_each_gpio_is_on_the_header_pin_gpiozero_places_it():
    from gpiozero.pins.mock import MockFactory

    factory = MockFactory()
    try:
        pins = factory.board_info.headers["J8"].pins
        placed = {int(p.name[4:]): n for n, p in pins.items() if p.name.startswith("GPIO")}
    finally:
        factory.close()
    assert {gpio: header_pin(gpio) for gpio in placed} == placed
    assert header_pin(26) == 37 and header_pin(7) == 26
