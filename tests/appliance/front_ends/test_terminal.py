"""The terminal front end, run in a real pseudo-terminal and read through a terminal
emulator (pyte), as a person over SSH sees it: keystrokes in, the drawn panel out."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest
from boxkit import mock_box, screens, sounds
from PIL import Image
from wcwidth import wcswidth

from appliance.box.words.i18n import Translator
from appliance.front_ends.terminal import (
    TerminalUI,
    braille_rows,
    cells,
    fitted,
    legend_lines,
    oled_rows,
)
from appliance.tools.terminal_session import box_in_a_terminal
from games.screen import T

OLED_TOP = "┌" + "─" * 128 + "┐"
COMPACT_TOP = "┌" + "─" * 64 + "┐"


@pytest.fixture
def open_terminal(tmp_path):
    sessions = []

    def opened(columns: int, rows: int):
        session = box_in_a_terminal(tmp_path, columns, rows)
        sessions.append(session)
        session.wait_for("Ctrl-C=quit")
        return session

    yield opened
    for session in sessions:
        session.close()


def fits(lines: list[str], columns: int) -> bool:
    return all(len(line.rstrip()) <= columns for line in lines)


def test_at_80_by_24_the_whole_panel_fits_with_the_oled_at_full_resolution(open_terminal):
    term = open_terminal(80, 24)
    lines = term.lines
    assert lines[0].startswith(COMPACT_TOP)  # 64 braille cells: 128 pixels across
    assert sum(line.startswith("│") for line in lines) == 16  # 16 rows of 4: 64 pixels
    assert any("Ctrl-C=quit" in line for line in lines)
    assert any(line.startswith("sound (muted)") for line in lines)
    assert fits(lines, 80)


def test_the_last_phrase_said_aloud_is_shown_under_the_sounds(tmp_path):
    settings = '[box]\ngame = "treasure-rush"\nspeech = "results"\n'
    term = box_in_a_terminal(tmp_path, 80, 24, settings)
    try:
        term.wait_for("Ctrl-C=quit")
        assert not any(line.startswith("said:") for line in term.lines)
        term.type("v")  # map 1 drawn
        term.wait_for("♪new_map")
        term.type("1")
        term.settle()
        term.type("v")  # player 1 takes the map
        lines = term.wait_for("said: «Red wins the map!»")
        assert fits(lines, 80)
    finally:
        term.close()


def test_a_large_terminal_shows_the_oled_in_half_blocks(open_terminal):
    term = open_terminal(160, 50)
    lines = term.lines
    assert lines[0].startswith(OLED_TOP)
    assert sum(line.startswith("│") for line in lines) == 32
    assert any("11-12 350" in line for line in lines)  # the gauge beside the OLED


def test_a_keystroke_presses_the_key_it_is_labelled_with(open_terminal):
    term = open_terminal(160, 50)
    before = term.lines
    term.type("m")
    term.settle()
    assert term.lines[1:33] != before[1:33]  # the OLED now shows the game chooser
    assert not any("holding" in line for line in term.lines)  # pressed, then let go


def test_only_what_changed_is_sent_to_the_terminal(open_terminal):
    term = open_terminal(160, 50)
    first_frame = len(term.received)
    term.type(" ")  # only the line under the OLED changes: "hold: press a key"
    term.wait_for("hold: press a key")
    assert len(term.received) - first_frame < 200 < first_frame


def test_space_then_a_key_holds_it_until_space_again(open_terminal):
    term = open_terminal(80, 24)
    term.type(" ")
    term.wait_for("hold: press a key")
    term.type("m")
    term.wait_for("holding MENU")
    term.type(" ")
    term.settle()
    assert not any("holding MENU" in line for line in term.lines)


def test_a_resized_terminal_is_drawn_again_for_its_new_size(open_terminal):
    term = open_terminal(160, 50)
    term.resize(80, 24)
    term.process.send_signal(signal.SIGWINCH)
    lines = term.wait_for(COMPACT_TOP)
    assert fits(lines, 80)


def test_a_terminal_too_small_is_told_the_size_it_needs(tmp_path):
    term = box_in_a_terminal(tmp_path, 60, 20)
    try:
        lines = term.wait_for("needs a terminal of 80 x 24")
        assert fits(lines, 60)
    finally:
        term.close()


def test_ctrl_c_quits_cleanly_and_gives_the_terminal_back(open_terminal):
    term = open_terminal(80, 24)
    term.type("\x03")
    assert term.finish() == 0
    assert b"\x1b[?1049h" in term.received  # drawn on the alternate screen ...
    tail = term.received.rsplit(b"\x1b[?1049l", 1)
    assert len(tail) == 2  # ... which is left at the end
    assert b"\x1b[?25h" in term.received.rsplit(b"\x1b[?25l", 1)[-1]  # the cursor is back


def test_half_blocks_pair_two_pixel_rows():
    image = Image.new("1", (4, 4))
    for xy in ((0, 0), (1, 1), (2, 0), (2, 1)):
        image.putpixel(xy, 1)
    assert oled_rows(image) == ["▀▄█ ", "    "]


def test_braille_cells_hold_two_by_four_pixels():
    image = Image.new("1", (4, 4))
    image.putpixel((0, 0), 1)  # dot 1
    image.putpixel((1, 3), 1)  # dot 8
    image.putpixel((3, 1), 1)  # second cell, dot 5
    assert braille_rows(image) == [chr(0x2800 + 0x01 + 0x80) + chr(0x2800 + 0x10)]


def test_the_key_legend_wraps_to_the_terminal_and_names_every_key():
    lines = legend_lines(79, Translator("en"))
    assert all(len(line) <= 79 for line in lines)
    joined = "  ".join(lines)
    for label in ("q=N-S gold", "i=AIR", "u=UP", "c=CLEAR", "m=MENU", "Ctrl-C=quit"):
        assert label in joined


# The legend in each language: the direction keys as the screens name them, the others
# as printed on the box.
LEGENDS = {
    "pt": ("q=N-S ouro", "s=E-W prata", "i=AIR", "m=MENU", "Ctrl-C=sair"),
    "pt-BR": ("q=N-S ouro", "s=E-W prata", "i=AIR", "m=MENU", "Ctrl-C=sair"),
    "ja": ("q=N-S金", "s=E-W銀", "i=AIR", "m=MENU", "Ctrl-C=終了"),
}
ROWS_UNDER_THE_OLED = 3  # at 80 x 24 and 150 x 40, under the sound, said and hold lines


@pytest.mark.parametrize("language", LEGENDS)
@pytest.mark.parametrize("width", [79, 149])
def test_the_legend_is_in_the_box_language_and_fits_its_rows_in_cells(language, width):
    lines = legend_lines(width, Translator(language))
    assert len(lines) <= ROWS_UNDER_THE_OLED
    assert all(wcswidth(line) <= width for line in lines), lines  # a kanji takes two
    joined = "  ".join(lines)
    assert all(word in joined for word in LEGENDS[language])
    assert "gold" not in joined and "quit" not in joined


def test_a_line_is_cut_by_cells_and_a_wide_character_never_straddles_the_edge():
    assert cells("N-S金") == 5 and wcswidth("N-S金") == 5
    assert fitted("音(オン):♪spin", 6) == "音(オ"  # 2 + 1 + 2, the next kana would make 7
    assert fitted("sound", 9) == "sound"


@pytest.fixture
def terminal_in(tmp_path):
    sessions = []

    def opened(language: str, columns: int, rows: int):
        folder = tmp_path / f"{language}-{columns}"
        session = box_in_a_terminal(folder, columns, rows, f'[box]\nlanguage = "{language}"\n')
        sessions.append(session)
        return session

    yield opened
    for session in sessions:
        session.close()


@pytest.mark.parametrize("language", LEGENDS)
@pytest.mark.parametrize("size", [(80, 24), (150, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_terminal_speaks_the_box_language_whole_at_both_sizes(terminal_in, language, size):
    say = Translator(language)
    term = terminal_in(language, *size)
    quit_word = LEGENDS[language][-1]
    lines = term.wait_for(quit_word)  # the last word of the legend: none fell off
    assert all(any(word in line for line in lines) for word in LEGENDS[language])
    muted = say(T("sound (muted): {cues}", cues="")).strip()
    assert any(line.startswith(muted) for line in lines), lines
    term.type("47w")  # a question: the compass spins, its sound on the line
    lines = term.wait_for("♪spin")
    assert all(wcswidth(line.rstrip()) <= size[0] for line in lines)
    assert any(line.startswith(muted) and "♪key ♪key ♪spin" in line for line in lines)
    assert not any("sound" in line or "quit" in line for line in lines)  # no English left


@pytest.mark.parametrize("language", LEGENDS)
def test_a_held_key_is_named_as_the_screens_name_it(language):
    say = Translator(language)
    with mock_box(seed=1, mute=True, language=language) as (running, _):
        ui, loop = TerminalUI(running), running.loop
        ui.key(" ")
        assert ui.hold_line() == say(T("hold: press a key"))
        ui.key("q")
        loop.run(until=loop.now() + 0.5)
        label = LEGENDS[language][0].removeprefix("q=")
        assert ui.hold_line() == say(T("holding {key} (SPACE lets go)", key=label))
        assert label in ui.hold_line()


def test_the_sound_line_keeps_the_newest_sounds_that_fit():
    with mock_box(seed=1, mute=True, language="pt-BR") as (running, _):
        ui = TerminalUI(running)
        ui.sounds = ["descent", "descent", "no_treasure", "bells"]
        line = ui.sound_line(40)
        assert cells(line) <= 40 and line.endswith("♪bells")
        assert line.startswith("som (mudo): ") and "♪descent ♪descent" not in line
        assert ui.sound_line(200).endswith("♪descent ♪descent ♪no_treasure ♪bells")


CHILD = """
import os, sys
from appliance.front_ends.terminal import stderr_held_back
with stderr_held_back():
    os.write(2, b"ALSA lib: no card\\n")
    print("a warning from a thread", file=sys.stderr)
    os.write(1, b"the drawn box\\n")
os.write(1, b"given back\\n")
"""


def test_what_goes_to_standard_error_while_drawing_comes_after_the_terminal_is_back():
    master, slave = os.openpty()
    try:
        child = subprocess.run(
            [sys.executable, "-c", CHILD], stdout=slave, stderr=slave, timeout=60, check=True
        )
        assert child.returncode == 0
        seen = os.read(master, 65536).decode().replace("\r", "").splitlines()
    finally:
        os.close(master)
        os.close(slave)
    # held back past the drawing, printed as the terminal is given back, nothing lost
    assert seen == ["the drawn box", "ALSA lib: no card", "a warning from a thread", "given back"]


def typed(chars: str, apart: float) -> list[dict]:
    """The records of a box in virtual time whose terminal gets ``chars``, ``apart``
    seconds apart (0: pasted, in one read)."""
    with mock_box(seed=1, mute=True) as (running, records):
        ui, loop = TerminalUI(running), running.loop
        for char in chars:
            ui.key(char)
            loop.run(until=loop.now() + apart)
        loop.run(until=loop.now() + 2)
    return records


@pytest.mark.parametrize("apart", [0.0, 0.05, 0.1])
def test_keys_typed_quickly_or_pasted_are_each_pressed_in_turn(apart):
    records = typed("47", apart)
    assert screens(records)[-1][0] == "Location 47"
    assert "bad_key" not in sounds(records)


def test_a_pasted_line_is_played_key_by_key_in_its_order():
    records = typed("47q", 0.0)  # location 47, then ask the gold N-S question
    assert [lines[0] for lines in screens(records)][1:4] == [
        "Location 4_",
        "Location 47",
        "Gold: N or S of 47?",
    ]
    assert "bad_key" not in sounds(records)


def test_space_a_key_and_space_typed_ahead_hold_it_in_turn():
    with mock_box(seed=1, mute=True) as (running, records):
        ui, loop = TerminalUI(running), running.loop
        for char in "4 m":  # 4, then MENU held ...
            ui.key(char)
        loop.run(until=loop.now() + 3.5)
        assert running.output.current_lines[0] == "Box menu"
        assert ui.hold_line() == "holding MENU (SPACE lets go)"
        ui.key(" ")  # ... and let go
        loop.run(until=loop.now() + 0.5)
        assert ui.hold_line() == "" and not running.hardware.fingers.pressed
    assert screens(records)[1][0] == "Location 4_"


def test_the_terminal_front_end_piped_says_in_one_line_that_it_needs_a_terminal(tmp_path):
    env = {**os.environ, "XDG_STATE_HOME": str(tmp_path), "SDL_AUDIODRIVER": "dummy"}
    argv = [sys.executable, "-m", "appliance.cli.main", "run", "--ui", "terminal", "--mock"]
    result = subprocess.run(
        [*argv, "--mute"], env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    assert "needs a terminal" in result.stderr.splitlines()[-1]
    assert result.stdout == ""
