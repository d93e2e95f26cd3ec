"""How much the box says aloud: chosen in the speech menu and kept across a power cycle; a
saved choice that makes no sense passed over for the setting."""

from __future__ import annotations

import json

from boxkit import card_text, mock_box, on_card, play, screens
from speechkit import said, settings_file

from appliance.box.state.checks import sealed
from appliance.box.state.journal import JOURNAL_NAME


def test_the_speech_menu_turns_it_on_and_it_stays_on_after_a_power_cycle(tmp_path):
    state = tmp_path / "state"
    with mock_box(game="treasure-rush", state_dir=state, mute=True) as (running, records):
        play(running, "hold MENU 3.2\npress 5")
        menu = screens(records)[-1]
        play(running, "press 2\npress VALUE\npress 1\npress VALUE")
    assert menu == ["Speech", "1 Off (now)", "2 Results", "3 Results and turns"]
    assert said(records) == ["Speech: Results", "Red wins the map!"]
    assert on_card(state)["box"]["speech"] == "results"
    with mock_box(game="treasure-rush", state_dir=state, mute=True) as (running, records):
        play(running, "press AIR\npress VALUE\npress 2\npress CLEAR\nwait 3")  # AIR: resumed away
        play(running, "hold MENU 3.2\npress 5")
        menu = screens(records)[-1]
    assert said(records) == ["Blue is wrong!"]
    assert menu == ["Speech", "1 Off", "2 Results (now)", "3 Results and turns"]


def test_a_saved_speech_choice_that_makes_no_sense_is_passed_over(tmp_path):
    state = tmp_path / "state"
    with mock_box(game="treasure-rush", state_dir=state, mute=True) as (running, _):
        play(running, "press VALUE")
    saved = json.loads(card_text(state))
    for bad in ({"speech": "loud"}, {"speech": 3}, "all", ["results"]):
        (state / "state.json").write_text(json.dumps(sealed({**saved, "box": bad})))
        (state / JOURNAL_NAME).unlink(missing_ok=True)  # the file is the whole state
        path = settings_file(tmp_path, "all")
        with mock_box(game="treasure-rush", state_dir=state, settings_path=path, mute=True) as (
            running,
            records,
        ):
            play(running, "press AIR\npress 1")  # AIR: "Game resumed" away
        assert said(records) == ["Red claims!"], bad  # the setting's "all"
