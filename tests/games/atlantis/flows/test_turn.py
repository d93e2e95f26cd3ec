"""A turn's four steps, in order, for the current player; setting up before the first."""

from __future__ import annotations

from atlantis_positions import bench_at, new_bench

from games.atlantis.settings import AtlantisSettings
from games.atlantis.state import Phase
from games.atlantis.tiles.die import Creature
from games.effects import Lights, Secret

WHALE = Creature.WHALE


def test_a_new_game_asks_how_many_players_and_draws_who_starts() -> None:
    bench = new_bench(seed=3)
    assert bench.screen == [
        "Atlantis",
        "How many players?",
        "Keys 2 to 4: players",
        "AIR: 4 players",
        "UP: seat colours",
    ]
    bench.press("3")
    first = bench.game.state.first
    assert bench.screen[0] == f"{['Red', 'Yellow', 'Green'][first - 1]} starts"
    assert bench.game.state.players == 3 and bench.game.state.current == first
    assert bench.lights == Lights({1: "N", 2: "E", 3: "W"}[first])
    starters = set()
    for seed in range(40):
        other = new_bench(seed)
        other.press("AIR")
        starters.add(other.game.state.first)
    assert starters == {1, 2, 3, 4}


def test_player_1_always_starts_when_set_so() -> None:
    for seed in range(10):
        bench = new_bench(seed, AtlantisSettings(first_player="player-1", players=2))
        bench.press("AIR")
        assert bench.game.state.players == 2 and bench.game.state.first == 1


def test_clear_before_the_first_turn_chooses_the_players_again() -> None:
    bench = new_bench()
    bench.play("press 2 / press CLEAR")
    assert bench.screen[-2] == "AIR: 2 players"
    bench.play("press 4 / press AIR")
    assert bench.game.state.phase is Phase.HAND and bench.game.state.players == 4


def test_the_four_steps_in_order_with_the_gauge_at_the_step() -> None:
    bench = bench_at("placing", players=4, current=2, decks="beach=Wd forest=S mountain=V")
    bench.press("AIR")
    assert bench.screen == ["Yellow · step 1 of 4", "No tiles in your hand", "AIR: step 2"]
    assert bench.lights == Lights("E", "100000")
    bench.press("AIR")
    assert bench.screen == [
        "Yellow · step 2 of 4",
        "Move explorers, boats",
        "3 moves in all",
        "AIR: step 3",
        "CLEAR: step back",
    ]
    assert bench.lights == Lights("E", "110000")
    bench.press("AIR")
    assert bench.screen == [
        "Yellow · step 3 of 4",
        "Lift a beach by the sea",
        "1 Beach: 2 left",
        "2 Forest: 1 left",
        "3 Mountain: 1 left",
        "Then key 1: beach",
    ]
    assert bench.lights == Lights("E", "111000")
    bench.press("1")
    assert bench.screen == [
        "Yellow · step 3 of 4",
        "Beach lifted",
        "Yellow: look alone",
        "AIR: show the back",
    ]
    bench.press("AIR")
    assert bench.screen == [
        "Whale appears!",
        "Green: do it now",
        "Put a whale there",
        "Any key: hide it",
    ]
    bench.press("AIR")
    assert bench.screen[:3] == ["Whale appears!", "Green: do it now", "Put a whale there"]
    assert bench.screen[3:] == ["AIR: step 4", "Silver key: roll now"]
    bench.press("AIR")
    assert bench.screen == [
        "Yellow · step 4 of 4",
        "Roll the creature die",
        "Silver key: roll",
        "CLEAR: step back",
    ]
    assert bench.lights == Lights("E", "111100")
    # Only the green back, shown to the table, sounds its own way.
    assert bench.sounds() == ["turn", "step", "step", "key", "key", "whale", "step"]


def test_the_die_tumbles_on_the_compass_then_says_which_creature_and_how_far() -> None:
    bench = bench_at("roll", players=2, current=2, seed=4)
    bench.press("NS_SILVER")
    assert bench.screen[0] == "The die is rolling"
    bench.wait(3)
    frames = AtlantisSettings().roll_frames
    rolling = [s for s in bench.screens() if s[0] == "The die is rolling"]
    assert len(rolling) == frames - 1
    creature = bench.game.state.creature
    name, reach, none_out = {
        "serpent": ("Sea serpent", "Moves 1 sea space", "None out? No move"),
        "shark": ("Shark", "Moves 1 or 2 spaces", "None out? No move"),
        "whale": ("Whale", "Moves 1 to 3 spaces", "None out? No move"),
    }[creature.value]
    assert bench.screen == ["Yellow · step 4 of 4", name, reach, none_out, "AIR: end of turn"]
    assert bench.sounds() == ["tick"] * (frames - 1) + [
        {"serpent": "serpent", "shark": "die_shark", "whale": "die_whale"}[creature.value]
    ]
    assert bench.lights == Lights("S", "111100")


def test_the_die_can_be_set_to_show_at_once() -> None:
    bench = bench_at("roll", settings=AtlantisSettings(roll_seconds=0))
    bench.press("EW_SILVER")
    assert bench.game.state.phase is Phase.ROLLED and bench.pending == {}


def test_the_end_of_a_turn_passes_to_the_left_and_wraps_round() -> None:
    bench = bench_at("rolled", players=3, current=3, creature=Creature.SHARK)
    bench.press("AIR")
    assert bench.game.state.current == 1 and bench.game.state.phase is Phase.HAND
    assert bench.screen[0] == "Red · step 1 of 4"
    assert bench.lights == Lights("N", "100000")
    assert bench.sounds()[-1] == "turn"


def test_rolling_straight_after_the_lift_goes_to_step_4() -> None:
    bench = bench_at("lifting", decks="beach=O forest=S mountain=V")
    bench.play("press 1 / press AIR / press AIR / press NS_SILVER / wait 3")
    assert bench.game.state.phase is Phase.ROLLED


def test_a_red_tile_goes_into_the_hand_unseen_and_is_offered_next_turn() -> None:
    bench = bench_at("lifting", players=2, current=1, decks="beach=dW forest=S mountain=V")
    bench.play("press 1 / press AIR")
    # For the player's eyes: what it is.
    assert bench.screen == [
        "Dolphin",
        "Red: to your hand",
        "A swimmer moves 1 to 3",
        "Any key: hide it",
    ]
    bench.press("AIR")
    # For the table: a red tile, no more.
    assert bench.screen == [
        "Red tile: kept",
        "Red has it",
        "What it is stays secret",
        "AIR: step 4",
        "Silver key: roll now",
    ]
    assert bench.sounds() == ["key", "key", "kept"]
    assert bench.game.state.hands.to_notation() == "1:d 2:-"
    bench.play("press NS_SILVER / wait 3 / press AIR")  # player 2's turn: nothing to play
    assert bench.screen[1] == "No tiles in your hand"
    bench.play("press AIR / press AIR / press 1 / press AIR / press AIR / press NS_SILVER / wait 3")
    bench.press("AIR")
    assert bench.screen[:2] == ["Red · step 1 of 4", "1 tile in your hand"]
    bench.press("UP")
    assert bench.screen == ["Red · step 1 of 4", "1 Dolphin", "Digit: play · other: hide"]


def test_a_defence_tile_is_kept_unannounced() -> None:
    # The table sees and hears the same for a defence tile as for any red tile.
    shown = {}
    for code in "xynd":
        bench = bench_at("lifting", decks=f"beach={code} forest=S mountain=V")
        bench.play("press 1 / press AIR")
        private = bench.screen
        bench.forget()
        bench.press("AIR")
        # What the table sees and hears (a Secret goes to the seat's own phone only).
        table_log = [(t, e) for t, e in bench.log if not isinstance(e, Secret)]
        shown[code] = (bench.screen, bench.sounds(), table_log)
        if code == "x":
            assert private[:3] == ["Shark defence", "Red X: to defend", "Stops a shark attack"]
    assert shown["x"] == shown["y"] == shown["n"] == shown["d"]
    assert shown["x"][1] == ["kept"]
    step_one = bench_at("hand", hands="1:x 2:-")
    assert step_one.screen == [
        "Red · step 1 of 4",
        "1 tile in your hand",
        "UP: look alone, play",
        "AIR: step 2, no tile",
    ]


def test_step_1_is_skipped_only_with_an_empty_hand() -> None:
    settings = AtlantisSettings(skip_empty_step_one=True)
    bench = bench_at("rolled", current=1, hands="1:- 2:-", creature=WHALE, settings=settings)
    bench.press("AIR")
    assert bench.game.state.phase is Phase.MOVING
    assert bench.screen[0] == "Yellow · step 2 of 4"
    # A hand of defence tiles only is not skipped: skipping would tell the table.
    for hand in ("x", "d"):
        held = bench_at(
            "rolled", current=1, hands=f"1:- 2:{hand}", creature=WHALE, settings=settings
        )
        held.press("AIR")
        assert held.game.state.phase is Phase.HAND


def test_every_green_back_sounds_its_own_way_once_the_table_sees_it() -> None:
    cues = {}
    for code in "WSBO":
        bench = bench_at("lifting", decks=f"beach={code} forest=S mountain=V")
        bench.play("press 1 / press AIR")
        assert bench.sounds() == ["key", "key"]
        bench.press("NS_GOLD")  # any key hides the back; the table learns of it
        cues[code] = bench.sounds()[-1]
        assert bench.game.state.phase is Phase.LIFTED
    assert cues == {"W": "whale", "S": "shark", "B": "boat", "O": "whirlpool"}


def test_air_pressed_by_mistake_in_step_1_is_taken_back_and_the_tile_still_played() -> None:
    bench = bench_at("hand", hands="1:d 2:-")
    bench.press("AIR")
    assert bench.screen[0] == "Red · step 2 of 4" and bench.last_row == "CLEAR: step back"
    bench.press("CLEAR")
    assert bench.last_sounds == ["undo"] and bench.screen[0] == "Red · step 1 of 4"
    bench.play("press UP / press 1")
    assert bench.screen[1] == "Played: Dolphin"


def test_each_step_is_taken_back_until_the_next_step_s_first_key() -> None:
    bench = bench_at("hand", hands="1:n 2:-", decks="beach=Wd forest=S mountain=V")
    bench.play("press UP / press 1 / press AIR / press AIR")
    assert bench.game.state.phase is Phase.LIFTING
    bench.press("CLEAR")
    assert bench.game.state.phase is Phase.MOVING
    bench.press("CLEAR")
    assert bench.game.state.phase is Phase.PLAYED and bench.screen[1] == "Played: Winds"
    bench.press("CLEAR")  # and the tile played, back in the hand
    assert bench.game.state.hands.to_notation() == "1:n 2:-"
    assert bench.game.state.overlay.value == "hand", "back on the player's own list"
    bench.play("press AIR / press AIR / press AIR / press 1")  # a lift: step 3's first key
    assert bench.game.state.phase is Phase.LOOK
    bench.play("press AIR / press AIR / press AIR")
    assert bench.game.state.phase is Phase.ROLL
    bench.press("CLEAR")
    assert bench.game.state.phase is Phase.LIFTED and bench.screen[0] == "Whale appears!"
    bench.play("press NS_SILVER / wait 3")
    bench.press("CLEAR")
    assert bench.last_row == "That key does nothing", "the roll stands"


def test_the_end_of_a_turn_is_taken_back_until_the_next_player_s_first_key() -> None:
    bench = bench_at("rolled", players=3, current=2, creature=Creature.WHALE)
    rolled = bench.screen
    bench.press("AIR")
    assert bench.screen[0] == "Green · step 1 of 4" and bench.last_row == "CLEAR: step back"
    bench.press("CLEAR")
    assert bench.screen == rolled and bench.game.state.current == 2
    bench.play("press AIR / press AIR")  # player 3 moves on: their first key
    bench.press("CLEAR")
    assert bench.game.state.current == 3 and bench.screen[0] == "Green · step 1 of 4"
