"""The checked state file: a bit flipped in a game's saved state is found by its check;
that game is kept aside with its reason (a file beside the state, the journal, a notice
on the OLED in the box's language) and starts fresh, the other games keep theirs. A flip
anywhere else in the file is refused with a notice or changes nothing a player sees."""

from __future__ import annotations

import json
import logging
import random
from pathlib import Path

import powercut
import pytest
from boxkit import card_text, mock_box, on_card, play
from lifekit import FakeSystemd, PowerSwitch
from pixel_check import screen_problems
from powercut import QUIET_SETTINGS, boot

from appliance.box.state.checks import sealed
from appliance.box.state.state_store import FILE_NAME
from appliance.box.words.i18n import LANGUAGES
from appliance.service.notify import Notifier
from appliance.service.systemd import Service
from games.catalog import GAME_MODULES

GAMES = list(GAME_MODULES)
SEED = 11
FLIPS_IN_THE_GAME = 30
FLIPS_ANYWHERE = 15


@pytest.fixture
def settings(tmp_path) -> Path:
    path = tmp_path / "settings.toml"
    path.write_text(QUIET_SETTINGS)
    return path


def played_card(folder: Path, games: list[str], settings: Path) -> bytes:
    """The state file after a family played each of ``games`` a while."""
    return powercut.played_card(folder, games, GAMES, settings, SEED)


def span_of_game(card: bytes, game: str) -> range:
    """Where ``game``'s saved state lies in the file."""
    state = json.loads(card)["games"][game]
    text = json.dumps(state, sort_keys=True, separators=(",", ":")).encode()
    start = card.index(text)
    return range(start, start + len(text))


def power_on(folder: Path, game: str, settings: Path):
    records: list[dict] = []
    running = boot(game, SEED, folder, settings, records.append)
    try:
        saved = running.box.saving.state["games"].get(game)
        return records, list(running.box.store.messages), saved
    finally:
        running.close()


def notices(records: list[dict]) -> list[list[str]]:
    return [r["lines"] for r in records if r["type"] == "screen" and r["lines"][0] == "Notice"]


@pytest.mark.parametrize("game", GAMES)
def test_every_bit_flipped_in_a_games_saved_state_is_refused_with_a_notice(
    game, tmp_path, settings
):
    card = played_card(tmp_path / "played", [game], settings)
    original = json.loads(card)["games"][game]
    rng = random.Random(f"flips {game}")
    span = span_of_game(card, game)
    places = [rng.choice(span) for _ in range(FLIPS_IN_THE_GAME)]
    places += [rng.randrange(len(card)) for _ in range(FLIPS_ANYWHERE)]
    for number, place in enumerate(places):
        damaged = bytearray(card)
        damaged[place] ^= 1 << rng.randrange(8)
        folder = tmp_path / f"flipped-{number}"
        folder.mkdir()
        (folder / FILE_NAME).write_bytes(bytes(damaged))
        records, messages, saved = power_on(folder, game, settings)
        where = f"byte {place} of {len(card)}"
        if place in span:  # the game's own state: never taken silently
            assert messages and notices(records), where
            assert saved != original, where
        else:  # elsewhere: refused with a notice, or the game is the one saved
            assert (messages and notices(records)) or saved == original, where


def test_a_game_failing_its_check_is_kept_aside_with_its_reason_and_the_others_keep_theirs(
    tmp_path, settings, caplog
):
    folder = tmp_path / "card"
    card = played_card(folder, ["atlantis", "lost-treasure"], settings)
    before = json.loads(card)
    text = card.decode()
    ocean = before["games"]["lost-treasure"]["ocean"]  # where the treasure is hidden
    moved = ("3" if ocean[0] != "3" else "4") + ocean[1:]  # the gold moved: 23 -> 33
    (folder / FILE_NAME).write_text(text.replace(json.dumps(ocean), json.dumps(moved), 1))
    caplog.set_level(logging.WARNING)
    records, messages, saved = power_on(folder, "lost-treasure", settings)
    (aside,) = folder.glob("lost-treasure.broken-*")
    kept = json.loads(aside.read_text())
    assert kept["game"] == "lost-treasure" and kept["why"] == "it does not match its check"
    assert kept["saved"]["ocean"] == moved
    assert notices(records)[0][1:] == [
        "The saved Lost Treasure game was damaged and set aside.",
        "Press any key.",
    ]
    assert aside.name in messages[0] and messages[0] in caplog.text
    after = on_card(folder)
    assert after["games"]["atlantis"] == before["games"]["atlantis"]
    assert after["games"]["lost-treasure"] != before["games"]["lost-treasure"]
    assert saved["ocean"] not in (ocean, moved)  # dealt anew


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_damaged_game_notice_is_translated_and_fits_the_screen(language, tmp_path):
    folder = tmp_path / "state"
    with mock_box(state_dir=folder, mute=True) as (running, _):
        play(running, "press 4\n")
    card = json.loads(card_text(folder))
    card["games"]["lost-treasure"]["entry"] = "5"  # a byte changed: the check no longer fits
    (folder / FILE_NAME).write_text(json.dumps(card))
    systemd = FakeSystemd(tmp_path)
    try:
        with mock_box(state_dir=folder, language=language, mute=True) as (running, _):
            Service(running, notifier=Notifier(systemd.address), power_off=PowerSwitch()).begin()
            told = systemd.messages()
            output = running.output
            assert any("READY=1" in message for message in told)
            title = output.renderer.translate(running.box.games["lost-treasure"].title)
            assert title in " ".join(output.current_lines)
            if language != "en":
                assert "damaged" not in " ".join(output.current_lines)
            assert screen_problems(output.renderer, output.current_screen) == []
    finally:
        systemd.close()


def test_a_game_name_damaged_into_a_path_is_kept_aside_inside_the_state_folder(tmp_path, settings):
    folder = tmp_path / "card"
    card = played_card(folder, ["lost-treasure"], settings).decode()
    (folder / FILE_NAME).write_text(card.replace('"lost-treasure":{', '"../../escape":{', 1))
    records, messages, _ = power_on(folder, "lost-treasure", settings)
    (aside,) = tmp_path.rglob("*escape*")
    assert aside.parent == folder and aside.name.startswith("______escape.broken-")
    assert aside.name in messages[0]
    assert notices(records)[0][1] == "The saved game could not be read. It was kept aside."


TR_TWICE = (
    "phase hunt\nseats 2 players\njudge table\nto_win 5\nturned 1\nmap 1F 2F\n"
    "pile 3F 4B / 1F 2F\nwon 1\nwon 2"
)
TR_WON = (
    "phase hunt\nseats 2 players\njudge table\nto_win 2\nturned 3\nmap 1F 2F\npile 3F 4B\n"
    "won 1 2F 3B / 4F 5F\nwon 2"
)


def more_beach_whales(saved: dict) -> None:
    beach, _, rest = saved["decks"].partition(" ")
    saved["decks"] = f"beach=W{beach.removeprefix('beach=')} {rest}"


def more_sixes(saved: dict) -> None:
    saved["treasury"] = saved["treasury"].replace("deck: ", "deck: 6 6 6 6 6 6 6 ", 1)


RULES_BROKEN = {
    "treasure rush: a map twice": (
        "treasure-rush",
        lambda saved: saved.update(position=TR_TWICE, undo=[]),
        "the map 1F 2F is there twice",
    ),
    "treasure rush: a seat holds the maps that win, the game not over": (
        "treasure-rush",
        lambda saved: saved.update(position=TR_WON, undo=[]),
        "seat 1 holds 2 maps and 2 win the game",
    ),
    "atlantis: a whale tile more than the set has": (
        "atlantis",
        more_beach_whales,
        "the beach tiles left hold 1 whale more than the set has",
    ),
    "atlantis: a die face the die does not have": (
        "atlantis",
        lambda saved: saved.update(creature="dragon"),
        "'dragon' is not a valid Creature",
    ),
    "tobago: gold cards the deck does not have": (
        "tobago",
        more_sixes,
        "x 6 beyond the deck",
    ),
    "tobago: an amulet washed up off the island": (
        "tobago",
        lambda saved: saved.update(washed=[[40, 40]]),
        "amulets off the island [(40, 40)]",
    ),
}


@pytest.mark.parametrize("case", RULES_BROKEN.values(), ids=RULES_BROKEN)
def test_a_saved_game_breaking_its_own_rules_is_kept_aside_alone_with_the_reason(
    case, tmp_path, settings
):
    game, break_rule, reason = case
    other = "lost-treasure"
    folder = tmp_path / "card"
    card = json.loads(played_card(folder, [other, game], settings))
    broken = json.loads(json.dumps(card["games"][game]))
    break_rule(broken)
    (folder / FILE_NAME).write_text(
        json.dumps(sealed({**card, "games": {**card["games"], game: broken}}))
    )
    records, messages, saved = power_on(folder, game, settings)
    (aside,) = folder.glob(f"{game}.broken-*")
    kept = json.loads(aside.read_text())
    assert kept["saved"] == broken and reason in kept["why"], kept["why"]
    title = {"treasure-rush": "Treasure Rush", "atlantis": "Atlantis", "tobago": "Tobago"}[game]
    assert notices(records)[0][1] == f"The saved {title} game was damaged and set aside."
    assert aside.name in messages[0]
    assert saved != broken  # dealt anew
    assert on_card(folder)["games"][other] == card["games"][other]
