"""What a player holds stays theirs: no key a table can press shows, says or sounds
another player's tiles, and a refusal tells nothing the table did not know."""

from __future__ import annotations

from atlantis_positions import FULL_DECKS, bench_at

from games.atlantis import GAME
from games.atlantis.state import Overlay
from games.atlantis.tiles.die import Creature
from games.effects import Say, Sound
from games.screen import Screen, plain


def heard_and_seen(bench, script: str) -> list[tuple[str, ...]]:
    """Everything the table gets from a key script: screens, sounds and speech, in order."""
    bench.forget()
    bench.play(script)
    out: list[tuple[str, ...]] = []
    for _, effect in bench.log:
        if isinstance(effect, Screen):
            out.append(("screen", *(plain(line) for line in effect.lines)))
        elif isinstance(effect, Sound):
            out.append(("sound", effect.cue))
        elif isinstance(effect, Say):
            out.append(("say", plain(effect.text)))
    return out


def test_probing_another_s_defences_from_the_table_learns_nothing() -> None:
    # Seed 14's report: gold, 3, 2 said "Player 3 holds none"; CLEAR, 3, 1 played and
    # showed "Player 3: Shark defence!". Now, whatever player 3 holds, the same keys
    # show, sound and say the same: the defences are only on player 3's own list.
    probe = "press NS_GOLD / press 3 / press 2 / press CLEAR / press 3 / press 1 / press CLEAR"
    tables = [
        heard_and_seen(bench_at("moving", players=3, seed=14, hands=f"1:- 2:- 3:{held}"), probe)
        for held in ("x", "y", "-", "xy", "dn")
    ]
    assert all(table == tables[0] for table in tables)
    said = " ".join(" ".join(row) for row in tables[0])
    assert "Shark defence" not in said and "Whale defence" not in said and "holds" not in said


def test_the_defender_alone_looks_and_plays_from_their_own_list() -> None:
    bench = bench_at("rolled", players=3, current=1, hands="1:- 2:xy 3:-", creature=Creature.SHARK)
    bench.play("press EW_GOLD / press 2")
    assert bench.screen[1:3] == ["Yellow: look alone", "AIR: your defence tiles"]
    bench.press("AIR")
    assert bench.screen == [
        "Yellow defends",
        "1 Shark defence",
        "2 Whale defence",
        "Digit: play · other: hide",
    ]
    bench.press("1")
    assert bench.screen[0] == "Yellow: Shark defence!" and bench.last_sounds == ["defend"]
    assert bench.game.state.hands.to_notation() == "1:- 2:y 3:-"


def test_a_digit_with_no_tile_on_one_s_own_list_sounds_like_hiding_it() -> None:
    # The report: one tile held, UP then 1 said "No tile 1 in your hand" (with the
    # trill): the table learnt the tile was a defence. Now it hides the list, as for a
    # player who looked and chose not to play.
    defence = heard_and_seen(bench_at("hand", hands="1:x 2:-"), "press UP / press 1")
    dolphin = heard_and_seen(bench_at("hand", hands="1:d 2:-"), "press UP / press CLEAR")
    assert [row for row in defence if row[0] != "screen"] == [("sound", "key"), ("sound", "key")]
    screens = [[row for row in table if row[0] == "screen"][-1] for table in (defence, dolphin)]
    assert screens[0] == screens[1] == ("screen", *bench_at("hand", hands="1:x 2:-").screen)
    assert [row for row in dolphin if row[0] != "screen"] == [("sound", "key"), ("sound", "key")]


def test_a_defender_s_list_on_show_at_a_power_cut_goes_back_to_look_alone() -> None:
    decks = FULL_DECKS.replace("x", "", 1)  # player 2's tile lifted from the island
    bench = bench_at("moving", players=3, decks=decks, hands="1:- 2:x 3:-")
    bench.play("press NS_GOLD / press 2 / press AIR")
    assert bench.game.state.overlay is Overlay.DEFENCE_HAND
    back = bench.restart(GAME)
    assert back.screen[1] == "Yellow: look alone"
    back.press("AIR")
    assert back.screen[1] == "1 Shark defence"


def test_the_move_a_creature_tile_is_never_named_like_a_creature_alone() -> None:
    bench = bench_at("hand", hands="1:esw 2:-")
    bench.press("UP")
    assert bench.screen[1:4] == ["1 Move serpent", "2 Move shark", "3 Move whale"]
