"""No file stops the boot: a state file, settings, pin map, island or sections file of
the wrong type, too deep, too big, with a number too long to read, or not a regular file
at all (a FIFO would block the boot for good) goes through the service's start-up path
(a fake systemd notify socket) to READY=1, named in the journal, said on the screen."""

from __future__ import annotations

import json
import logging
import os
import random
import shutil
import signal
import subprocess
import sys
import zlib
from importlib import resources
from pathlib import Path

import pytest
from boxkit import mock_box, on_card, play
from counter_game import COUNTER
from lifekit import PowerSwitch, settings_file
from pixel_check import screen_problems

from appliance.box.notices import MOVES_LOST, MOVES_LOST_AT_MOST, MOVES_UNREADABLE, UNREADABLE
from appliance.box.start import startup
from appliance.box.start.last_good_pinout import FILE_NAME as LAST_GOOD
from appliance.box.state.checks import sealed
from appliance.box.state.journal import JOURNAL_NAME
from appliance.box.state.state_store import FILE_NAME
from appliance.box.words.i18n import LANGUAGES
from appliance.screen.render import TextRun
from appliance.service.notify import Notifier
from appliance.service.systemd import Service
from games.catalog import find_game
from games.screen import plain, plural

GAMES = {"counter": COUNTER}
SETTINGS_ERROR = "The settings file has an error. The box uses its defaults."
TOBAGO_ERROR = "A Tobago setting has an error. The game uses its defaults."
COUNTER_KEPT_ASIDE = "The saved Counter game was damaged and set aside."
LONG_NUMBER = "7" * 5000  # more digits than Python reads by default (4300)


class Blocked(BaseException):
    """The boot blocked (no ``except OSError`` or ``except Exception`` takes it)."""


@pytest.fixture
def no_hang():
    """A boot that blocks fails the test (SIGALRM), rather than hanging it."""

    def hung(signum, frame):
        raise Blocked("the boot blocked")

    before = signal.signal(signal.SIGALRM, hung)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, before)


def boot_served(systemd, **options) -> tuple[list[str], list[str]]:
    """Start a box as systemd would: what systemd was told, and the screen then."""
    with mock_box(**options) as (running, _):
        Service(running, notifier=Notifier(systemd.address), power_off=PowerSwitch()).begin()
        return systemd.messages(), list(running.output.current_lines)


def state_with(folder: Path, version: int = 2, **changes) -> Path:
    """A state file as the box writes it (``version`` 1: as it wrote it before the
    checks), with ``changes`` made after its checks."""
    folder.mkdir(exist_ok=True)
    state = {"format": version, "current": "counter", "games": {"counter": {"count": 2}}}
    state = sealed(state) if version == 2 else state
    (folder / FILE_NAME).write_text(json.dumps({**state, **changes}))
    return folder / FILE_NAME


WRONG_TYPES = {
    "language a list": {"language": ["pt"]},
    "language a table": {"language": {"pt": 1}},
    "current a table": {"current": {"counter": 1}},
    "box a list": {"box": ["speech"]},
}


@pytest.mark.parametrize("damage", WRONG_TYPES.values(), ids=WRONG_TYPES)
def test_a_state_file_of_the_old_box_with_values_of_the_wrong_type_boots(tmp_path, systemd, damage):
    state_with(tmp_path / "state", 1, **damage)
    told, lines = boot_served(systemd, games=GAMES, state_dir=tmp_path / "state")
    assert told[0].startswith("READY=1")
    assert lines in (["Count 2"], ["Game resumed", "Counter goes on.", *lines[2:]]) or (
        lines[1] in (UNREADABLE.msgid, COUNTER_KEPT_ASIDE)
    )


@pytest.mark.parametrize("damage", WRONG_TYPES.values(), ids=WRONG_TYPES)
def test_a_checked_state_file_changed_on_the_card_is_told_and_the_box_is_ready(
    tmp_path, systemd, damage, caplog
):
    caplog.set_level(logging.WARNING)
    state_with(tmp_path / "state", **damage)
    told, lines = boot_served(systemd, games=GAMES, state_dir=tmp_path / "state")
    assert told[0].startswith("READY=1")
    assert lines[1] == UNREADABLE.msgid and str(tmp_path / "state" / FILE_NAME) in caplog.text


def test_a_number_too_long_to_read_in_the_state_file_is_kept_aside(tmp_path, systemd):
    path = state_with(tmp_path / "state", 1)
    path.write_text(path.read_text().replace('"count": 2', f'"count": {LONG_NUMBER}'))
    told, lines = boot_served(systemd, games=GAMES, state_dir=tmp_path / "state")
    assert told[0].startswith("READY=1") and lines[1] == UNREADABLE.msgid
    assert len(list((tmp_path / "state").glob(f"{FILE_NAME}.broken-*"))) == 1


def test_a_fifo_at_the_state_files_place_does_not_block_the_boot(tmp_path, systemd, no_hang):
    folder = tmp_path / "state"
    folder.mkdir()
    os.mkfifo(folder / FILE_NAME)
    told, lines = boot_served(systemd, games=GAMES, state_dir=folder)
    assert told[0].startswith("READY=1") and lines[1] == UNREADABLE.msgid
    assert (folder / FILE_NAME).is_file()  # the FIFO kept aside, a state saved in its place


def test_a_huge_state_file_is_kept_aside_unread(tmp_path, systemd, caplog):
    folder = tmp_path / "state"
    folder.mkdir()
    with open(folder / FILE_NAME, "wb") as file:
        file.truncate(150_000_000)  # sparse: 150 MB of zeros the box must not read
    told, lines = boot_served(systemd, games=GAMES, state_dir=folder)
    assert told[0].startswith("READY=1") and lines[1] == UNREADABLE.msgid
    assert "is bigger than 1,000,000 bytes" in caplog.text


@pytest.mark.parametrize(
    "text",
    ["a = " + "[" * 500 + "]" * 500 + "\n", f"[box]\nhold_time = {LONG_NUMBER}\n", b"\xff\xfe"],
    ids=["nested arrays", "a number too long", "not UTF-8"],
)
def test_a_settings_file_that_cannot_be_parsed_starts_on_the_defaults(tmp_path, systemd, text):
    path = tmp_path / "settings.toml"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    told, lines = boot_served(systemd, games=GAMES, settings_path=path)
    assert told[0].startswith("READY=1") and str(path) in told[0]
    assert lines[1] == SETTINGS_ERROR


def test_settings_check_says_what_is_wrong_without_a_traceback(tmp_path):
    path = settings_file(tmp_path, "a = " + "[" * 500 + "]" * 500 + "\n")
    done = subprocess.run(
        [sys.executable, "-m", "appliance.cli.main", "settings", "--check", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert f"{path}:1:" in done.stdout + done.stderr


def test_a_fifo_for_a_settings_file_does_not_block_the_boot(tmp_path, systemd, no_hang):
    os.mkfifo(tmp_path / "settings.toml")
    told, lines = boot_served(systemd, games=GAMES, settings_path=tmp_path / "settings.toml")
    assert told[0].startswith("READY=1") and "not a regular file" in told[0]
    assert lines[1] == SETTINGS_ERROR


def unreadable(path: Path, kind: str, text: str) -> Path:
    """``path`` as a file the box cannot read: a FIFO, or ``text`` (a number too long)."""
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.write_text(text)
    return path


@pytest.mark.parametrize("kind", ["fifo", "long number"])
def test_a_pin_map_that_cannot_be_read_falls_back_and_the_box_is_ready(
    tmp_path, systemd, kind, no_hang
):
    pinout = unreadable(tmp_path / "pinout.toml", kind, f"[keypad]\nrows = [{LONG_NUMBER}]\n")
    settings = settings_file(tmp_path, f'[box]\npinout = "{pinout}"\n')
    told, lines = boot_served(systemd, games=GAMES, settings_path=settings)
    assert told[0].startswith("READY=1") and str(pinout) in told[0]
    assert lines[1] == "The pin map has an error. The box uses the shipped one."


@pytest.mark.parametrize("kind", ["fifo", "long number"])
def test_an_island_file_that_cannot_be_read_gives_tobago_its_defaults(
    tmp_path, systemd, kind, no_hang
):
    island = unreadable(tmp_path / "island.json", kind, f'{{"hexes": [{{"q": {LONG_NUMBER}}}]}}')
    settings = settings_file(tmp_path, f'[tobago]\nisland = "{island}"\n')
    told, lines = boot_served(
        systemd, games={"tobago": find_game("tobago")}, settings_path=settings
    )
    assert told[0].startswith("READY=1") and str(island) in told[0]
    assert lines[1] == TOBAGO_ERROR


def retail_text() -> str:
    board = resources.files("games.tobago.island.board")
    return board.joinpath("retail-sections.json").read_text(encoding="utf-8")


def test_a_sections_file_with_a_hex_twice_and_one_missing_is_refused_with_its_line(
    tmp_path, systemd
):
    lines = retail_text().splitlines()
    at = next(i for i, line in enumerate(lines) if '"q": 2, "r": -6' in line)
    lines[at] = lines[at - 1]  # one line replaced by a copy of the line above
    sections = tmp_path / "sections.json"
    sections.write_text("\n".join(lines) + "\n", encoding="utf-8")
    settings = settings_file(tmp_path, f'[tobago]\nsections = "{sections}"\n')
    told, shown = boot_served(
        systemd, games={"tobago": find_game("tobago")}, settings_path=settings
    )
    assert told[0].startswith("READY=1")
    assert f"{sections}: line {at + 1}: side 'a': hex (1, -6) is there twice" in told[0]
    assert shown[1] == TOBAGO_ERROR


def test_a_sections_file_with_a_hex_missing_is_refused_with_its_side_and_line(tmp_path, systemd):
    lines = retail_text().splitlines()
    at = next(i for i, line in enumerate(lines) if '"q": 2, "r": -6' in line)
    del lines[at]
    sections = tmp_path / "sections.json"
    sections.write_text("\n".join(lines) + "\n", encoding="utf-8")
    side_line = next(i for i, line in enumerate(lines) if line.strip().startswith('"a"')) + 1
    settings = settings_file(tmp_path, f'[tobago]\nsections = "{sections}"\n')
    told, shown = boot_served(
        systemd, games={"tobago": find_game("tobago")}, settings_path=settings
    )
    assert told[0].startswith("READY=1")
    assert f"{sections}: line {side_line}: side 'a': hex (2, -6) is missing" in told[0]
    assert shown[1] == TOBAGO_ERROR


def played_with_a_journal(folder: Path, keys: int = 4) -> bytes:
    """A card where the counter was saved whole at 0, then counted ``keys`` keys in its
    journal: the journal's bytes."""
    with mock_box(games=GAMES, state_dir=folder) as (running, _):
        play(running, "press 4\n" * keys)
    assert json.loads((folder / FILE_NAME).read_text())["games"]["counter"]["count"] == 0
    return (folder / JOURNAL_NAME).read_bytes()


def with_its_check(body: bytes) -> bytes:
    """A journal line that passes its CRC, whatever it holds."""
    return b"%08x %s\n" % (zlib.crc32(body), body)


def moves_lost(line: str) -> tuple[int, bool] | None:
    """The moves a damaged-journal notice says were lost and whether exactly (``(-1,
    False)``: it cannot say how many); None for any other line."""
    if line == MOVES_UNREADABLE.msgid:
        return -1, False
    for pair, exact in ((MOVES_LOST, True), (MOVES_LOST_AT_MOST, False)):
        for n in range(1, 100):
            if line == plain(plural(*pair, n)):
                return n, exact
    return None


DEEP = b"[1," + b"[" * 100_000 + b"]" * 100_000 + b"]"
JOURNALS = {
    "garbage": lambda journal: b"\x00\xffnot a journal\n" * 3,
    "nested too deeply": lambda journal: with_its_check(DEEP),
    "a number too long": lambda journal: with_its_check(b"[" + LONG_NUMBER.encode() + b",[]]"),
    "not a record": lambda journal: with_its_check(b'{"count": 9}'),
}


@pytest.mark.parametrize("damage", JOURNALS.values(), ids=JOURNALS)
def test_a_journal_that_cannot_be_read_is_kept_aside_and_the_box_is_ready(
    tmp_path, systemd, damage, caplog
):
    folder = tmp_path / "state"
    journal = played_with_a_journal(folder)
    (folder / JOURNAL_NAME).write_bytes(damage(journal))
    caplog.set_level(logging.WARNING)
    told, lines = boot_served(systemd, games=GAMES, state_dir=folder)
    assert told[0].startswith("READY=1") and moves_lost(lines[1]) is not None
    assert str(folder / JOURNAL_NAME) in caplog.text
    assert len(list(folder.glob(f"{JOURNAL_NAME}.broken-*"))) == 1


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_damaged_journal_is_said_whole_on_the_oled_in_every_language(tmp_path, language):
    folder = tmp_path / "state"
    played_with_a_journal(folder)
    journal = (folder / JOURNAL_NAME).read_bytes()
    (folder / JOURNAL_NAME).write_bytes(journal[:9] + b"\x00" * (len(journal) - 9))  # zeroed
    with mock_box(games=GAMES, state_dir=folder, language=language) as (running, _):
        output = running.output
        message = plural(*MOVES_LOST_AT_MOST, -(-(len(journal) + 1) // 16))  # 16: a record
        said = output.renderer.translate(message)
        assert output.current_lines[1] == said != plain(message) or language == "en"
        assert screen_problems(output.renderer, output.current_screen) == []
        drawn = [i for i in output.renderer.plan(output.current_screen) if isinstance(i, TextRun)]
        assert said.replace(" ", "") in "".join(run.text for run in drawn).replace(" ", "")
        play(running, "press 4\npress 4\n")  # the notice, then "Game resumed", put away
        assert output.current_lines == ["Count 0"]  # the snapshot's count goes on


def test_a_huge_journal_is_kept_aside_unread(tmp_path, systemd, caplog):
    folder = tmp_path / "state"
    played_with_a_journal(folder)
    with open(folder / JOURNAL_NAME, "wb") as file:
        file.truncate(150_000_000)  # sparse: 150 MB of zeros the box must not read
    told, lines = boot_served(systemd, games=GAMES, state_dir=folder)
    assert told[0].startswith("READY=1") and lines[1] == MOVES_UNREADABLE.msgid
    assert "is bigger than 1,000,000 bytes" in caplog.text


def test_a_fifo_at_the_journals_place_does_not_block_the_boot(tmp_path, systemd, no_hang):
    folder = tmp_path / "state"
    played_with_a_journal(folder)
    (folder / JOURNAL_NAME).unlink()
    os.mkfifo(folder / JOURNAL_NAME)
    told, lines = boot_served(systemd, games=GAMES, state_dir=folder)
    assert told[0].startswith("READY=1") and lines[1] == MOVES_UNREADABLE.msgid
    with mock_box(games=GAMES, state_dir=folder) as (running, _):
        play(running, "press 4\npress 4\n")  # past "Game resumed"; the FIFO is aside
    assert on_card(folder)["games"]["counter"]["count"] == 1


def test_every_bit_flipped_in_the_journal_is_told_with_the_moves_lost_or_costs_nothing(
    tmp_path, systemd
):
    journal = played_with_a_journal(tmp_path / "played")
    ends = [index for index, byte in enumerate(journal) if byte == ord("\n")]
    rng = random.Random("journal flips")
    for number in range(40):
        place = rng.randrange(len(journal))
        damaged = bytearray(journal)
        damaged[place] ^= 1 << rng.randrange(8)
        folder = tmp_path / f"flipped-{number}"
        shutil.copytree(tmp_path / "played", folder)
        (folder / JOURNAL_NAME).write_bytes(bytes(damaged))
        told, lines = boot_served(systemd, games=GAMES, state_dir=folder)
        where = f"bit of byte {place} of {len(journal)} flipped"
        assert told[-1].startswith("READY=1"), where
        keys_before = sum(end < place for end in ends)  # the records whole before it
        if place in ends:  # a line's end flipped: both records are still whole
            assert lines[:1] == ["Game resumed"], where
            with mock_box(games=GAMES, state_dir=folder) as (running, _):
                assert running.box.saving.state["games"]["counter"]["count"] == 4, where
        else:
            said = moves_lost(lines[1])
            assert said is not None and said[0] >= 4 - keys_before, where
            assert not said[1] or said[0] == 4 - keys_before, where  # said exactly: exact
            with mock_box(games=GAMES, state_dir=folder) as (running, _):
                assert running.box.saving.state["games"]["counter"]["count"] == keys_before


@pytest.mark.parametrize("kind", ["fifo", "100 MB"])
@pytest.mark.parametrize("pin_map", ["good", "broken"])
def test_a_last_good_pin_map_that_cannot_be_read_does_not_block_the_boot(
    tmp_path, systemd, kind, pin_map, monkeypatch, no_hang
):
    folder = tmp_path / "state"
    folder.mkdir()
    if kind == "fifo":
        os.mkfifo(folder / LAST_GOOD)
    else:
        with open(folder / LAST_GOOD, "wb") as file:
            file.truncate(100_000_000)  # sparse: 100 MB the box must not read whole
    if pin_map == "broken":
        broken = tmp_path / "pinout.toml"
        broken.write_text(startup.SHIPPED_PINOUT.read_text().replace("uart = false", "uart = true"))
        monkeypatch.setattr(startup, "SHIPPED_PINOUT", broken)
    told, lines = boot_served(systemd, games=GAMES, state_dir=folder)
    assert told[0].startswith("READY=1")
    if pin_map == "good":  # the good pin map is kept in its place, as a file
        assert (folder / LAST_GOOD).read_bytes() == startup.SHIPPED_PINOUT.read_bytes()
    else:  # no last good one to fall back to: said, with no keys
        assert "last good" not in " ".join(lines)
