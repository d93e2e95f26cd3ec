"""Inputs that used to stop the box before it was ready: each one now goes through the
service's start-up path (a fake systemd notify socket) to READY=1, with one clear
message on the screen and in the journal, and the box starts on what it can use."""

from __future__ import annotations

import logging
from importlib import resources

import pytest
from boxkit import mock_box, on_card, play, screens
from counter_game import COUNTER
from lifekit import FullCard, PowerSwitch, settings_file
from pixel_check import screen_problems

from appliance.box.errors import ScriptError
from appliance.box.start import startup
from appliance.box.start.last_good_pinout import FILE_NAME as LAST_GOOD
from appliance.box.state.state_store import FILE_NAME
from appliance.box.words.i18n import LANGUAGES
from appliance.screen.render import TextRun
from appliance.service.notify import Notifier
from appliance.service.systemd import Service
from games.catalog import find_game

GAMES = {"counter": COUNTER}


def serve_once(running, systemd) -> list[str]:
    """Begin the service as systemd would start it; what systemd was told."""
    Service(running, notifier=Notifier(systemd.address), power_off=PowerSwitch()).begin()
    return systemd.messages()


def shown(records) -> list[list[str]]:
    return screens(records)


def test_a_display_font_that_does_not_exist_falls_back_to_the_built_in_font(
    tmp_path, systemd, caplog
):
    settings = settings_file(tmp_path, '[display]\nfont = "/nowhere/font.ttf"\n')
    with mock_box(games=GAMES, settings_path=settings) as (running, records):
        told = serve_once(running, systemd)
        assert running.output.current_lines == [
            "Notice",
            "The display font cannot be loaded. The box uses its own.",
            "Press any key.",
        ]
        play(running, "press 5\npress 1\n")
        assert shown(records)[-1] == ["Count 1"]
    assert told[0].startswith("READY=1")
    assert f"{settings}:2: [display] font /nowhere/font.ttf" in caplog.text


def test_a_state_dir_that_cannot_be_written_plays_unsaved_and_says_so(tmp_path, systemd, caplog):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    with mock_box(games=GAMES, state_dir=blocked / "state") as (running, records):
        told = serve_once(running, systemd)
        assert running.output.current_lines[:3] == [
            "Notice",
            "Not saved: card error.",  # a file where the folder goes: not a full card
            "Trying again.",
        ]
        play(running, "press 5\npress 1\npress 2\n")
        assert shown(records)[-1] == ["Count 2"]
    assert told[0].startswith("READY=1")
    assert len([r for r in caplog.records if "cannot save the game" in r.message]) == 1


def test_a_full_card_keeps_the_saved_game_plays_on_and_saves_again_when_there_is_room(
    tmp_path, systemd, monkeypatch
):
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, _):
        play(running, "press 1\n")
    card = FullCard(monkeypatch)
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, _records):
        assert serve_once(running, systemd)[0].startswith("READY=1")
        play(running, "press 2\npress 2\n")  # "Game resumed" away, then a count
        assert running.output.current_lines[1] == "Not saved: card full."
        assert systemd.messages() == [
            "STATUS=Running; not saved ([Errno 28] No space left on device), trying again"
        ]
        play(running, "press 5\n")
        saved = on_card(tmp_path)
        assert saved["games"]["counter"]["count"] == 1  # the old save is intact
        assert not list(tmp_path.glob(".*.tmp"))  # no half-written file left behind
        card.full = False
        play(running, "press 3\n")
        assert running.output.current_lines == ["Notice", "Saved again.", "Press any key."]
        assert systemd.messages() == ["STATUS=Running"]
    assert on_card(tmp_path)["games"]["counter"]["count"] == 3


def test_a_state_file_of_deeply_nested_brackets_is_kept_aside(tmp_path, systemd):
    (tmp_path / FILE_NAME).write_text("[" * 100_000 + "]" * 100_000)
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, _records):
        assert serve_once(running, systemd)[0].startswith("READY=1")
        assert running.output.current_lines[1] == (
            "The saved game could not be read. It was kept aside."
        )
    assert len(list(tmp_path.glob(f"{FILE_NAME}.broken-*"))) == 1


def test_an_island_file_of_deeply_nested_brackets_gives_tobago_its_defaults(
    tmp_path, systemd, caplog
):
    island = tmp_path / "island.json"
    island.write_text("[" * 100_000)
    settings = settings_file(tmp_path, f'[tobago]\nisland = "{island}"\n')
    games = {"tobago": find_game("tobago")}
    with mock_box(games=games, settings_path=settings) as (running, _):
        assert serve_once(running, systemd)[0].startswith("READY=1")
        assert running.output.current_lines[1] == (
            "A Tobago setting has an error. The game uses its defaults."
        )
    assert f"{settings}:2: [tobago]" in caplog.text and "nested too deeply" in caplog.text


def test_an_island_file_that_breaks_a_rule_is_named_by_file_and_line(tmp_path, systemd, caplog):
    shipped = resources.files("games.tobago.island.shipped").joinpath("seed-07.json").read_text()
    hut = '  {"q": 0, "r": -3, "kind": "hut"},\n'
    island = tmp_path / "island.json"
    island.write_text(shipped.replace(hut, hut + hut), encoding="utf-8")  # two on one hex
    line = shipped.splitlines().index(hut.rstrip("\n")) + 2  # the second
    settings = settings_file(tmp_path, f'[tobago]\nisland = "{island}"\n')
    games = {"tobago": find_game("tobago")}
    with mock_box(games=games, settings_path=settings) as (running, _):
        told = serve_once(running, systemd)
        assert running.output.current_lines[1] == (
            "A Tobago setting has an error. The game uses its defaults."
        )
    assert told[0].startswith("READY=1")
    assert f"{island}:{line}: hex (0, -3) holds a hut and a hut" in caplog.text
    assert f"{settings}:2: [tobago] island:" in caplog.text
    assert f"problems: {settings}:2: [tobago] island: {island}:{line}:" in told[0]


@pytest.mark.parametrize("value", ["nan", "inf", "-inf"])
def test_nan_and_infinities_are_refused_with_the_key_named(tmp_path, systemd, value, caplog):
    settings = settings_file(tmp_path, f"[box]\nhold_time = {value}\n")
    caplog.set_level(logging.WARNING)
    with mock_box(games=GAMES, settings_path=settings) as (running, _):
        assert serve_once(running, systemd)[0].startswith("READY=1")
        assert running.hardware.keypad.hold_time == 3.0  # the defaults
    assert f"{settings}:2: [box] hold_time: {value} is not a number" in caplog.text


def test_a_game_that_cannot_start_from_its_settings_is_taken_off_and_the_box_is_ready(
    systemd, caplog
):
    def new(rng, settings, now):
        raise ValueError("an island of one hex has no clue to give")

    from games.base import GameInfo

    broken = GameInfo(name="broken", title=COUNTER.title, new=new, restore=COUNTER.restore)
    with mock_box(games={"broken": broken, **GAMES}) as (running, records):
        assert serve_once(running, systemd)[0].startswith("READY=1")
        assert "This game could not start. The log says why." in running.output.current_lines
        play(running, "press MENU\npress 2\npress 4\n")
        assert shown(records)[-1] == ["Count 1"]
    assert "an island of one hex" in caplog.text


def test_a_shipped_pin_map_broken_after_a_good_boot_starts_on_the_last_good_one(
    tmp_path, systemd, monkeypatch, caplog
):
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, _):
        play(running, "press 1\n")  # a good boot keeps its pin map
    shipped = startup.SHIPPED_PINOUT.read_text()
    broken = tmp_path / "pinout.toml"
    broken.write_text(shipped.replace("uart = false", "uart = true"))  # GPIO14/15 are keys
    monkeypatch.setattr(startup, "SHIPPED_PINOUT", broken)
    with mock_box(games=GAMES, state_dir=tmp_path) as (running, records):
        told = serve_once(running, systemd)
        assert running.output.current_lines == [
            "Notice",
            "The pin map has an error. The box uses the last good one.",
            "Press any key.",
        ]
        play(running, "press 5\npress 2\npress 2\n")  # the notice, "Game resumed", a count
        assert shown(records)[-1] == ["Count 2"]
    assert told[0].startswith("READY=1") and "belongs to the uart bus in use" in told[0]
    assert f"{broken}:" in caplog.text and "using the last good pin map" in caplog.text


def shipped_with_uart_on(tmp_path):
    """The shipped pin map with the UART on: GPIO14 and 15 are LEDs W and S, two errors."""
    shipped = startup.SHIPPED_PINOUT.read_text()
    broken = tmp_path / "pinout.toml"
    broken.write_text(shipped.replace("uart = false", "uart = true"))
    lines = shipped.splitlines()
    where = {led: lines.index(f"{led} = {gpio}") + 1 for led, gpio in (("W", 14), ("S", 15))}
    return broken, where


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_broken_shipped_pin_map_with_no_last_good_one_starts_with_no_keys_and_says_so(
    tmp_path, systemd, monkeypatch, caplog, language
):
    broken, where = shipped_with_uart_on(tmp_path)
    monkeypatch.setattr(startup, "SHIPPED_PINOUT", broken)
    state = tmp_path / "state"  # never booted: no last good pin map
    with mock_box(games=GAMES, state_dir=state, language=language) as (running, _):
        told = serve_once(running, systemd)
        output = running.output
        notice = running.output.renderer.translate(startup.NO_PIN_MAP)
        assert output.current_lines[1:] == [notice]  # no "Press any key.": no key works
        assert screen_problems(output.renderer, output.current_screen) == []
        drawn = [i for i in output.renderer.plan(output.current_screen) if isinstance(i, TextRun)]
        assert "".join(run.text for run in drawn[1:]).replace(" ", "") == notice.replace(" ", "")
        image = running.hardware.display.image
        assert image.size == (128, 64) and image.getbbox() is not None
        assert image.tobytes() == output.renderer.render(output.current_screen).tobytes()
        with pytest.raises(ScriptError, match="this box has no 5 key"):
            play(running, "press 5\n")
        assert output.current_lines[1:] == [notice]  # nothing happened
        lights = running.hardware.lights
        lights.show("C", "111111")  # a game asking for every light: none is there to light
        assert (lights.compass, lights.gauge) == (None, "000000")
    assert told[0].startswith("READY=1") and "no keys and no LEDs" in told[0]
    for led, line in where.items():
        problem = f"{broken}:{line}: GPIO{14 if led == 'W' else 15} (LED {led}) belongs to the uart"
        assert problem in caplog.text and problem in told[0]
    assert len([r for r in caplog.records if "no keys and no LEDs" in r.message]) == 1
    assert not (state / LAST_GOOD).exists()  # a broken map is never kept as a good one


def test_a_broken_named_pin_map_with_the_shipped_one_broken_too_starts_with_no_keys(
    tmp_path, systemd, monkeypatch, caplog
):
    broken, where = shipped_with_uart_on(tmp_path)
    monkeypatch.setattr(startup, "SHIPPED_PINOUT", broken)
    named = tmp_path / "mine.toml"
    named.write_text("[keypad]\nrows = [5, 6]\n= 3\n")
    settings = settings_file(tmp_path, f'[box]\npinout = "{named}"\n')
    with mock_box(games=GAMES, settings_path=settings) as (running, _):
        told = serve_once(running, systemd)
        assert running.output.current_lines[1] == (
            "The pin map has an error. No key or light works until it is fixed."
        )
    assert told[0].startswith("READY=1")
    assert f"{named}:3: not valid TOML" in told[0] and f"{broken}:{where['W']}:" in told[0]
