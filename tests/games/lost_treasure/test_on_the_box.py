"""The rulebook's sentences about the unit, played as key scripts on the whole mock box.

"press CLEAR immediately, then start again"; MENU never cuts a dive short; a box
switched on with a game in progress says so; an area key is held, not tapped; VALUE
shows the last dive.
"""

from __future__ import annotations

from pathlib import Path

from boxkit import Record, mock_box, screens, sounds

from appliance.box.script import parse_script, play_steps
from games.lost_treasure.game import LostTreasureGame
from games.lost_treasure.ocean import Metal


def play(running, script: str) -> None:
    """Key-script lines on the running box; time stops with the last line (a dive under
    way stays under way for the next lines)."""
    play_steps(running, parse_script(script), run_on=False)


def gold(running) -> tuple[str, LostTreasureGame]:
    """The gold location's two digits, and the game."""
    game = running.box.game
    assert isinstance(game, LostTreasureGame)
    return str(game.state.ocean.site(Metal.GOLD).location), game


def since(records: list[Record], mark: int) -> list[Record]:
    return records[mark:]


def test_clear_with_the_tank_full_calls_the_dive_off_and_the_turn_goes_on() -> None:
    with mock_box() as (running, records):
        where, game = gold(running)
        before = game.state.ocean.to_notation()
        play(running, f"press {where[0]}\npress {where[1]}\npress AIR\nwait 2")
        mark = len(records)
        play(running, "press CLEAR\nwait 30")
        assert sounds(since(records, mark)) == ["key"]
        assert screens(since(records, mark))[-1] == [
            "Dive called off",
            "Nothing was lost",
            "Keys 1 to 8: location",
        ]
        assert (
            game.state.phase == "idle"
            and game.state.entry == ""
            and game.state.ocean.to_notation() == before
        )
        play(running, f"press {where[0]}\npress {where[1]}\npress AIR\nwait 2")
        assert sounds(records)[-1] == "fill"  # start again: the same treasure is there
        assert game.state.phase == "diving"


def test_menu_says_what_now_while_the_compass_turns_the_tank_fills_or_the_diver_dives() -> None:
    with mock_box() as (running, records):
        where, game = gold(running)
        for script, step in (
            (f"press {where[0]}\npress {where[1]}\npress NS_GOLD\npress MENU", "The compass spins"),
            (f"press {where[0]}\npress {where[1]}\npress AIR\npress MENU", "The tank fills"),
        ):
            mark = len(records)
            play(running, script + "\nwait 2")
            assert screens(since(records, mark))[-1][0] == step  # the help, still up
            assert "bad_key" not in sounds(since(records, mark))
            play(running, "press CLEAR")
        assert ["Choose a game"] not in [s[:1] for s in screens(records)]
        mark = len(records)
        play(running, "down 1\nwait 1\npress MENU\nwait 0.5\nhold MENU 3.5\nwait 3\nup 1")
        assert sounds(since(records, mark)).count("bad_key") == 1  # held: no box menu
        assert bool({"treasure", "no_treasure"} & set(sounds(since(records, mark))))
        assert screens(records)[-1][0] == "Diving: the air runs out"  # the dive went on
        assert all(s[0] not in ("Choose a game", "Box menu") for s in screens(records))
        assert running.box.current == "lost-treasure" and game.state.dive is not None
        play(running, "press CLEAR\nhold UP 3\nwait 1")
        assert game.state.phase == "idle"
        play(running, "press MENU")  # at the surface, one press away
        assert screens(records)[-1][0] == "Choose a game"


def first_game(state: Path) -> tuple[str, str]:
    """Play a little of a game kept in ``state``: the gold location and the ocean."""
    with mock_box(state_dir=state) as (running, _):
        where, game = gold(running)
        play(running, "press 4\npress 7\npress EW_GOLD\nwait 2")
        return where, game.state.ocean.to_notation()


def test_power_on_with_a_game_in_progress_says_it_goes_on(tmp_path: Path) -> None:
    _, ocean = first_game(tmp_path)
    with mock_box(state_dir=tmp_path, seed=2) as (running, records):
        assert records[0]["cue"] == "resumed"
        assert screens(records)[-1] == [
            "Game resumed",
            "Lost Treasure goes on.",
            "Any key: see the game",
            "Hold MENU: new game",
        ]
        play(running, "press 4")  # the first key only shows the game as it stood
        assert screens(records)[-1][0] == "Gold: E or W of 47?"
        play(running, "press 4")
        assert screens(records)[-1][0] == "Location 4_"
        assert running.box.game.state.ocean.to_notation() == ocean  # type: ignore[attr-defined]


def test_a_new_game_is_one_long_press_from_the_resumed_screen(tmp_path: Path) -> None:
    _, ocean = first_game(tmp_path)
    with mock_box(state_dir=tmp_path, seed=2) as (running, records):
        play(running, "hold MENU 3.2")
        assert screens(records)[-1] == [
            "New Lost Treasure?",
            "The game now is lost.",
            "1: yes    CLEAR: no",
        ]
        mark = len(records)
        play(running, "press 1")
        assert sounds(since(records, mark))[0] == "power_on"
        assert screens(records)[-1] == [
            "New treasure hidden",
            "Buoys to the 4 corners",
            "Keys 1 to 8: location",
        ]
        assert running.box.game.state.ocean.to_notation() != ocean  # type: ignore[attr-defined]


def test_clear_on_the_new_game_question_keeps_the_game(tmp_path: Path) -> None:
    _, ocean = first_game(tmp_path)
    with mock_box(state_dir=tmp_path, seed=2) as (running, records):
        play(running, "hold MENU 3.2\npress CLEAR")
        assert screens(records)[-1][0] == "Gold: E or W of 47?"  # the answer on show
        assert running.box.game.state.ocean.to_notation() == ocean  # type: ignore[attr-defined]


def test_a_new_game_from_the_box_menu_beeps_and_says_buoys_to_the_corners() -> None:
    with mock_box() as (running, records):
        _, game = gold(running)
        before = game.state.ocean.to_notation()
        play(running, "hold MENU 3.2\npress 1")
        assert screens(records)[-1][:2] == ["New Lost Treasure?", "The game now is lost."]
        mark = len(records)
        play(running, "press 1")
        assert sounds(since(records, mark))[0] == "power_on"
        assert screens(records)[-1][1] == "Buoys to the 4 corners"
        assert running.box.game.state.ocean.to_notation() != before  # type: ignore[attr-defined]


def deepest_area(game: LostTreasureGame) -> tuple[int, int]:
    """The deepest gold area and its depth."""
    depths = game.state.ocean.site(Metal.GOLD).depths
    depth = max(depths)
    return depths.index(depth) + 1, depth


def test_a_tapped_area_key_says_hold_it_and_holding_again_goes_on() -> None:
    with mock_box() as (running, records):
        where, game = gold(running)
        area, depth = deepest_area(game)
        play(running, f"press {where[0]}\npress {where[1]}\npress AIR\nwait 2")
        mark = len(records)
        play(running, f"press {area}\nwait 5")  # tapped: no level gone down, no "down"
        assert sounds(since(records, mark)) == []
        assert screens(records)[-1][2] == f"Hold key {area} down"
        assert game.state.dive is not None and game.state.dive.level == 0
        mark = len(records)
        play(running, f"hold {area} 5")  # on from where he is, to the bottom
        heard = sounds(since(records, mark))
        assert heard.count("descent") == depth
        assert heard[-1] in ("treasure", "no_treasure")


def test_an_area_key_held_while_the_tank_fills_dives_when_it_is_full() -> None:
    with mock_box() as (running, records):
        where, game = gold(running)
        area, depth = deepest_area(game)
        play(running, f"press {where[0]}\npress {where[1]}\npress AIR\ndown {area}\nwait 1")
        assert game.state.phase == "filling" and "descent" not in sounds(records)
        play(running, f"wait 5\nup {area}")
        heard = sounds(records)
        assert heard.count("descent") == depth
        assert heard[-1] in ("treasure", "no_treasure")


def test_value_shows_the_last_dive_even_when_it_brought_nothing() -> None:
    with mock_box() as (running, records):
        where, game = gold(running)
        site = game.state.ocean.site(Metal.GOLD)
        area = next(n for n in range(1, 10) if site.area(n).pieces)
        dive = f"press {where[0]}\npress {where[1]}\npress AIR\nwait 2\n"
        play(running, dive + f"hold {area} 5\nhold UP 3\nwait 3\npress VALUE")
        assert screens(records)[-1][0] == "Last haul"
        play(running, dive + "press UP\nwait 2\npress VALUE")  # stayed on board: nothing
        assert screens(records)[-1] == ["Last dive", "No treasure brought up"]
        lights = [r for r in records if r["type"] == "lights"]
        assert lights[-1]["gauge"] == "000000"
