"""The box around the games: keys to the game and its effects in order, switching games,
each keeping its state, a game that cannot load."""

from __future__ import annotations

import json

from boxkit import mock_box, on_card, play, screens
from counter_box import GAMES, box_run


def test_each_game_keeps_its_state_across_a_switch():
    records = box_run("press 1\npress 1\npress MENU\npress 2\npress MENU\npress 1\n")
    assert screens(records)[-1] == ["Count 2"]


def test_a_keys_effects_come_first_and_its_state_is_saved_before_the_next_key(tmp_path):
    on_disk_at_tick = []

    def look_at_disk(record):
        if record.get("cue") == "tick":
            data = on_card(tmp_path)
            on_disk_at_tick.append(data["games"]["counter"]["count"])

    with mock_box(games=GAMES, state_dir=tmp_path) as (box, _):
        box.output.listeners.append(look_at_disk)
        play(box, "press 1\npress 2\n")
        final = on_card(tmp_path)["games"]["counter"]["count"]
    # The tick of each key sounds while the card still holds the count before it; by the
    # next key the key's count is on the card, and the last one once the key is done.
    assert on_disk_at_tick == [0, 1]
    assert final == 2


def test_a_game_that_cannot_load_keeps_its_saved_state(tmp_path, monkeypatch):
    from boxkit import mock_box

    import appliance.box.start.startup as startup

    saved = {"format": 1, "current": "tobago", "games": {"tobago": {"version": 1, "x": [1, 2]}}}
    (tmp_path / "state.json").write_text(json.dumps(saved))

    def broken(name):
        if name == "tobago":
            raise ImportError("a broken package")
        return None

    monkeypatch.setattr(startup, "find_game", broken)
    with mock_box(state_dir=tmp_path) as (box, records):
        play(box, "press 5\npress MENU\npress 1\n")
    assert screens(records)[0][1] == "This game could not start. The log says why."
    kept = on_card(tmp_path)["games"]["tobago"]
    assert kept == {"version": 1, "x": [1, 2]}
