"""A damaged card: a truncated, corrupt or newer state file is kept aside with a clear
message and a notice, and the box starts fresh; a damaged game is set aside alone.
Every game, never a crash."""

from __future__ import annotations

import json
import random
from pathlib import Path

import powercut
import pytest
from boxkit import card_text, on_card
from powercut import QUIET_SETTINGS, boot

from appliance.box.state.checks import sealed
from appliance.box.state.journal import JOURNAL_NAME
from appliance.box.state.state_store import FILE_NAME
from games.catalog import GAME_MODULES

GAMES = list(GAME_MODULES)
SEED = 11
NOTICE = ["Notice", "The saved game could not be read. It was kept aside.", "Press any key."]


@pytest.fixture
def settings(tmp_path) -> Path:
    path = tmp_path / "settings.toml"
    path.write_text(QUIET_SETTINGS)
    return path


def played_card(folder: Path, game: str, settings: Path) -> bytes:
    """The state file after a family played a while."""
    return powercut.played_card(folder, [game], GAMES, settings, SEED)


def power_on(folder: Path, game: str, settings: Path) -> tuple[list[dict], list[str]]:
    """Boot on the card: what the box showed, and what its store reported."""
    records: list[dict] = []
    running = boot(game, SEED, folder, settings, records.append)
    try:
        return records, list(running.box.store.messages)
    finally:
        running.close()


def fresh_card(folder: Path, game: str, settings: Path) -> str:
    power_on(folder, game, settings)
    return card_text(folder)


def first_screen(records: list[dict]) -> list[str]:
    return next(r["lines"] for r in records if r["type"] == "screen" and r["lines"][0] == "Notice")


def damaged_versions(card: bytes, rng: random.Random) -> dict[str, bytes]:
    cuts = sorted({0, 1, len(card) - 1, *rng.sample(range(2, len(card) - 1), 9)})
    versions = {f"cut at byte {cut}": card[:cut] for cut in cuts}
    versions |= {
        "random bytes": rng.randbytes(200),
        "zeros, as after a torn write": bytes(len(card)),
        "not a table": b"[1, 2, 3]",
        "a newer box": json.dumps({**json.loads(card), "format": 99}).encode(),
        "games as a list": json.dumps({**json.loads(card), "games": [1]}).encode(),
        "current as a list": json.dumps({**json.loads(card), "current": [1]}).encode(),
    }
    return versions


@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_state_file_is_kept_aside_and_the_box_starts_fresh(
    game, tmp_path, settings, caplog
):
    card = played_card(tmp_path / "played", game, settings)
    fresh = fresh_card(tmp_path / "fresh", game, settings)
    for number, (damage, data) in enumerate(damaged_versions(card, random.Random(game)).items()):
        folder = tmp_path / f"damaged-{number}"
        folder.mkdir()
        (folder / FILE_NAME).write_bytes(data)
        records, messages = power_on(folder, game, settings)
        (aside,) = folder.glob(f"{FILE_NAME}.broken-*")
        assert aside.read_bytes() == data, damage
        assert len(messages) == 1 and str(folder / FILE_NAME) in messages[0], damage
        assert f"kept it as {aside.name} and started fresh" in messages[0]
        assert records[0]["cue"] == "power_on" and first_screen(records) == NOTICE, damage
        assert card_text(folder) == fresh, f"{damage}: not a fresh start"
        assert messages[0] in caplog.text


@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_game_is_set_aside_alone_and_the_others_are_kept(game, tmp_path, settings):
    other = next(name for name in GAMES if name != game)
    folder = tmp_path / "card"
    played_card(folder, other, settings)
    played_card(folder, game, settings)
    saved = on_card(folder)
    kept = saved["games"][other]
    for junk in (5, "x", [], {"version": 99}, {}, {"version": 1}):
        saved["games"][game] = junk  # checked anew: the game's own restore refuses it
        (folder / FILE_NAME).write_text(json.dumps(sealed(saved)))
        (folder / JOURNAL_NAME).unlink(missing_ok=True)  # the file is the whole state
        records, messages = power_on(folder, game, settings)
        if junk in (5, "x", [], {"version": 99}):  # an empty table may read as a new game
            assert "game was damaged and set aside" in first_screen(records)[1], junk
            assert f"the saved {game} game: it cannot be restored" in messages[0]
            assert list(folder.glob(f"{game}.broken-*")), "kept aside alone, with its reason"
        assert on_card(folder)["games"][other] == kept


@pytest.mark.parametrize("game", GAMES)
def test_bytes_flipped_on_the_card_never_stop_the_box(game, tmp_path, settings):
    card = played_card(tmp_path / "played", game, settings)
    rng = random.Random(f"flips {game}")
    outcomes = {"kept aside": 0, "loaded": 0}
    for number in range(40):
        damaged = bytearray(card)
        damaged[rng.randrange(len(card))] ^= 1 << rng.randrange(8)
        folder = tmp_path / f"flipped-{number}"
        folder.mkdir()
        (folder / FILE_NAME).write_bytes(bytes(damaged))
        records, messages = power_on(folder, game, settings)
        # A game read back goes on ("resumed"); one kept aside starts fresh ("power_on").
        assert records[0]["cue"] == "resumed" or messages
        outcomes["kept aside" if messages else "loaded"] += 1
    assert sum(outcomes.values()) == 40
