"""The "What now?" screen on the box, as a family meets it: from the game chooser (or
MENU in a dive), the step and its keys, drawn whole and said aloud; closed, the game is
as it was (its screen, its state, the files on the card); a dive's air runs on behind it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from boxkit import mock_box, play, screens, sounds
from pixel_check import screen_problems
from speechkit import said, settings_file

from appliance.box.menu_items.help import HelpLayer
from appliance.screen.layout import MORE
from games.lost_treasure.ocean import Metal
from games.screen import Screen, T

CHOOSER_WHAT_NOW = "press MENU\npress 5"  # four games, then "What now?"


def files(folder: Path) -> dict[str, bytes]:
    """Every file in the state folder, byte for byte."""
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir()) if path.is_file()}


def gold_digits(running) -> list[str]:
    return list(str(running.box.game.state.ocean.site(Metal.GOLD).location))


def test_what_now_names_the_step_says_it_and_leaves_the_game_as_it_was(tmp_path):
    state = tmp_path / "state"
    state.mkdir()
    speech = settings_file(tmp_path, "results")
    with mock_box(state_dir=state, settings_path=speech, mute=True) as (running, records):
        play(running, f"press {gold_digits(running)[0]}")
        game, then = running.box.game, running.box.loop.now()
        before = (files(state), json.dumps(game.snapshot(then)), len(game.earlier))
        shown = running.output.current_lines
        mark = len(records)
        play(running, CHOOSER_WHAT_NOW)
        help_lines = screens(records[mark:])[-1]
        assert help_lines[0] == "At the surface"
        assert "1-8: a location's digit" in help_lines
        assert said(records[mark:])[-1] == " ".join(help_lines)  # the page, aloud
        renderer = running.output.renderer
        assert not screen_problems(renderer, running.output.current_screen)
        assert help_lines[-1] == "UP: more  CLEAR: back"
        play(running, "press UP")
        more = screens(records)[-1]
        assert more[0] == "At the surface" and "CLEAR: forget the digits" in more
        assert more[-1] == "CLEAR: back" and said(records)[-1] == " ".join(more)
        assert not any("AIR" in line for line in help_lines + more), "one digit: no dive yet"
        play(running, "press CLEAR")
        assert running.output.current_lines == shown
        assert (files(state), json.dumps(game.snapshot(then)), len(game.earlier)) == before
        assert running.box.game is game and "bad_key" not in sounds(records[mark:])


def test_the_help_takes_no_key_of_the_game_but_its_own():
    with mock_box() as (running, records):
        shown = running.output.current_lines
        play(running, CHOOSER_WHAT_NOW + "\npress 4\npress NS_GOLD\npress AIR\npress VALUE")
        assert running.box.game.state.entry == "", "a key reached the game"
        assert screens(records)[-1][0] == "At the surface"
        play(running, "press MENU")  # MENU closes it too
        assert running.output.current_lines == shown
        play(running, "press 4")
        assert running.box.game.state.entry == "4"


def dive_then(script: str) -> tuple[float, str, list[str]]:
    """A dive begun, then ``script``, then the air running out (a script's end waits for
    the box's timers): when the air ran out, the game's state then, and the screens."""
    with mock_box(seed=5) as (running, records):
        digits = gold_digits(running)
        dive = f"press {digits[0]}\npress {digits[1]}\npress AIR\nwait 2\npress 1\n"
        play(running, dive + script)  # one script: the box waits for no timer between
        out = next(r["t"] for r in records if r["type"] == "sound" and r["cue"] == "drop")
        state = json.dumps(running.box.game.snapshot(running.box.loop.now()))
        return out, state, [lines[0] for lines in screens(records)]


def test_menu_in_a_dive_says_what_now_and_the_air_runs_on():
    # VALUE is refused under water and changes nothing: the same time passes either way.
    *helped, shown = dive_then("press MENU\nwait 1\npress CLEAR")
    *unhelped, _ = dive_then("press VALUE\nwait 1\npress CLEAR")
    assert "Diving: the air runs out" in shown and "Choose a game" not in shown
    after = shown[shown.index("Diving: the air runs out") + 1]
    assert after.startswith("Air "), "the dive's screen back"
    assert helped == unhelped, "the help gave the diver no air and took none"


def test_the_help_is_drawn_whole_in_japanese_and_the_chooser_turns_its_page():
    with mock_box(language="ja") as (running, records):
        play(running, "press MENU")
        first = screens(records)[-1]
        assert first[-1] == "UP:続き" and "5 いま何をする？" not in first
        play(running, "press UP")
        assert "5 いま何をする？" in screens(records)[-1]
        play(running, "press 5")
        assert screens(records)[-1][0] == "水面にいる"
        renderer = running.output.renderer
        assert not screen_problems(renderer, running.output.current_screen)
        assert not [i for i in renderer.plan(running.output.current_screen) if MORE in i.text]


def test_up_turns_the_help_s_pages_and_comes_back_to_the_first():
    pages = [Screen((T("Step"), T("page {n}", n=n))) for n in (1, 2)]
    shown, spoken = [], []
    layer = HelpLayer(pages, shown.append, spoken.extend, lambda: None)
    layer.open()
    for _ in range(2):
        layer.press("UP")
    assert shown == [pages[0], pages[1], pages[0]]
    assert [say.text for say in spoken[2:4]] == list(pages[1].lines)


@pytest.mark.parametrize("language", ["en", "pt", "pt_BR", "ja"])
@pytest.mark.parametrize("phones", [False, True])
def test_every_page_of_the_game_chooser_is_drawn_whole(language, phones):
    actions = {"phones": lambda: None} if phones else {}
    with mock_box(language=language, actions=actions) as (running, records):
        renderer, seen = running.output.renderer, []
        for _ in range(3):
            play(running, "press MENU" if not seen else "press UP")
            screen = running.output.current_screen
            assert not screen_problems(renderer, screen)
            assert not [i for i in renderer.plan(screen) if MORE in i.text]
            seen += [line for line in screens(records)[-1][1:] if line[:1].isdigit()]
        items = 6 if phones else 5
        assert sorted(set(seen)) == sorted(seen[:items]) and len(set(seen)) == items
