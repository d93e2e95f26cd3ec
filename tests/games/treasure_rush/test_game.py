"""The game: every consequence of a claim on positions, the setup phase, random keys."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

import pytest
from treasure_rush_positions import RACE, at, position_of

from games.effects import CancelWake, Effect, Lights, Sound, WakeAt
from games.events import Event, Hold, Press, Release, Wake
from games.keys import KEYS
from games.screen import Screen
from games.treasure_rush import GAME
from games.treasure_rush.game import TreasureRushGame
from games.treasure_rush.maps.position import position, table_from_position
from games.treasure_rush.settings import TreasureRushSettings
from games.treasure_rush.state import Phase, TreasureRushState


def test_a_seat_key_claims_and_freezes_the_round(rush, keys):
    table = keys(rush(RACE)).press("2")
    assert table.last_sounds == ["claim"]
    assert table.last_screen == [
        "Blue claims!",
        "Path: Diamond, Book (faded), Compass",
        "$: right  CLEAR: wrong",
        "UP: take back claim",
    ]
    assert "phase claim" in position_of(table) and "claimant 2" in position_of(table)


def test_right_wins_the_map_and_the_next_map_waits(rush, keys):
    table = keys(rush(RACE)).press("3", "VALUE")
    assert table.last_sounds == ["right"]
    assert table.last_screen[0] == "Green wins the map!"
    assert "won 3 Book Wagon / Diamond Book~ Compass" in position_of(table)
    assert "phase result" in position_of(table) and "\nmap " not in position_of(table)
    table.play("wait 3 / press VALUE")
    assert table.last_sounds == ["new_map"]
    assert "map Wagon Tablet" in position_of(table) and "turned 5" in position_of(table)


def test_wrong_sends_the_latest_map_won_under_the_pile_and_the_seat_out(rush, keys):
    table = keys(rush(RACE)).press("1", "CLEAR")
    assert table.last_sounds == ["wrong"]
    assert table.last_screen == [
        "Red is wrong!",
        "Path: Diamond, Book (faded), Compass",
        "One map goes back.",
    ]
    assert "won 1 Crown Key\n" in position_of(table)
    assert "pile Wagon Tablet / Anchor Key~ Palm / Skull Palm" in position_of(table)
    assert "out 1" in position_of(table) and "phase hunt" in position_of(table)


def test_wrong_with_no_map_won_costs_nothing_but_the_round(rush, keys):
    table = keys(rush(RACE)).press("2", "CLEAR")
    assert table.last_screen[-1] == "No map to give back."
    assert "pile Wagon Tablet / Anchor Key~ Palm\n" in position_of(table)
    assert "out 2" in position_of(table)


def test_after_a_wrong_claim_the_map_comes_back_and_the_others_race_on(rush, keys):
    game = rush(RACE)
    table = keys(game).press("1", "CLEAR")
    assert WakeAt(table.now + 2.5, "notice") in table.last
    back = game.handle(Wake("notice"), table.now + 2.5)
    hint = next(e for e in back if isinstance(e, Screen)).lines[-1]
    assert (hint.msgid, dict(hint.params)) == ("Keys {seats}: claim", {"seats": "2, 3"})
    assert keys(game).press("3").last_sounds == ["claim"]


def test_a_seat_key_during_the_wrong_notice_claims_at_once(rush, keys):
    table = keys(rush(RACE)).press("1", "CLEAR", "2")
    assert table.last_sounds == ["claim"]
    assert CancelWake("notice") in table.last
    assert "claimant 2" in position_of(table)


def test_when_every_seat_is_out_everyone_fails_and_the_map_is_set_aside(rush, keys):
    game = rush(at(RACE, out="out 1 3"))
    table = keys(game).press("2", "CLEAR")
    assert table.last_sounds == ["wrong"]
    assert table.last_screen == [
        "Blue is wrong!",
        "No map to give back.",
        "Out for this round.",
    ]
    assert "result nobody" in position_of(table) and "aside Diamond Book~ Compass" in position_of(
        table
    )
    table.wait(2.5)
    assert table.last_sounds == ["nobody"]
    assert table.last_screen[0] == "Everyone failed!"
    table.press("VALUE")
    assert "map Wagon Tablet" in position_of(table) and "out" not in position_of(table)


def test_the_map_to_win_ends_the_game(rush, keys):
    table = keys(rush(at(RACE, to_win="to_win 3"))).press("1", "VALUE")
    assert table.last_sounds == ["win"]
    assert table.last_screen[0] == "Red wins the game!"
    assert table.last_screen[-1] == "$: new game  UP: undo"
    assert "phase over" in position_of(table)
    table.play("wait 3 / press VALUE")
    assert table.last_screen[0] == "3 players" and "phase setup" in position_of(table)


def test_a_new_round_lets_everyone_claim_again(rush, keys):
    table = keys(rush(at(RACE, out="out 1 2"))).press("3", "VALUE").play("wait 3 / press VALUE")
    assert "out" not in position_of(table)
    assert table.last_screen[-1] == "Keys 1-3: claim"


def test_an_empty_pile_is_refilled_with_a_fresh_deck(rush, keys):
    table = (
        keys(rush(at(RACE, pile="pile"), deck_size=7))
        .press("1", "VALUE")
        .play("wait 3 / press VALUE")
    )
    assert table.last_sounds == ["new_map"]
    assert len(table.game.state.pile) == 6 and "turned 5" in position_of(table)


def test_the_penalty_map_really_comes_back_from_the_bottom_of_the_pile(rush, keys):
    game = rush(at(RACE, pile="pile Wagon Tablet / Anchor Key~ Palm"))
    table = keys(game).press("1", "CLEAR", "2", "CLEAR", "3", "CLEAR")
    assert "pile Wagon Tablet / Anchor Key~ Palm / Skull Palm / Book Wagon" in position_of(table)
    table.press("VALUE")
    assert "map Wagon Tablet" in position_of(table)
    table.press("1", "VALUE").play("wait 3 / press VALUE")
    assert "map Anchor Key~ Palm" in position_of(table)
    table.press("2", "VALUE").play("wait 3 / press VALUE")
    assert "map Skull Palm" in position_of(table), "seat 1's lost map is turned up again"
    table.press("3", "VALUE")
    assert "won 3 Skull Palm" in position_of(table) and "pile Book Wagon" in position_of(table)


def test_teams_are_called_teams(rush, keys):
    table = keys(rush(at(RACE, seats="seats 3 teams"))).press("2")
    assert table.last_screen[0] == "Blue claims!"
    assert keys(table.game).press("CLEAR").last_screen[0] == "Blue is wrong!"


# The setup phase: how many seats, teams of two, who judges, then the first map.
def new_game(icons, **settings) -> TreasureRushGame:
    return TreasureRushGame.setup(icons, random.Random(3), TreasureRushSettings(**settings))


def test_a_new_game_starts_at_setup_with_the_settings_choices(icons, keys):
    table = keys(new_game(icons, seats=3, verdict="box"))
    assert table.screen == [
        "3 players",
        "Judge: the box",
        "Keys 2-4: how many",
        "AIR: teams  UP: judge",
        "$: start the game",
        "CLEAR: seat colours",
    ]
    assert table.lights == Lights()


def test_keys_choose_seats_teams_and_judge(icons, keys):
    table = keys(new_game(icons)).press("2")
    assert table.last_sounds == ["key"] and table.last_screen[0] == "2 players"
    assert table.press("AIR").last_screen[0] == "2 teams of two"
    assert table.press("UP").last_screen[1] == "Judge: the box"
    assert table.press("UP").last_screen[1] == "Judge: the table"
    assert table.press("4", "AIR").last_screen[0] == "4 players"


def test_the_eight_player_variant_is_four_teams(icons, keys):
    table = keys(new_game(icons)).press("4", "AIR", "VALUE", "3")
    assert table.last_screen[0] == "Green claims!"


def test_value_deals_and_turns_up_the_first_map(icons, keys):
    table = keys(new_game(icons, deck_size=50)).press("3", "VALUE")
    assert table.last_sounds == ["new_map"]
    assert table.last_screen[0] == "Map 1" and table.last_screen[-1] == "Keys 1-3: claim"
    assert len(table.game.state.pile) == 49
    assert table.game.state.scores() == [0, 0, 0]


def test_one_seat_is_not_a_game(icons, keys):
    table = keys(new_game(icons))
    before = position_of(table)
    assert table.press("1").last_sounds == ["bad_key"] and position_of(table) == before


# Random keys: 100,000 in all, 5,000 per seed over 20 seeds, with power cuts mixed in.
#
# Every event goes through the game as the box would deliver it (presses, holds,
# releases, the notice's timer when its time comes), and the game is saved to JSON and
# restored from it every few hundred keys. After every event the rules of the game
# hold: no exception, no score below 0 or above the goal, every map of the deck
# accounted for (in the pile, face up, held by a seat or set aside), a refused key
# changes nothing, and the waiting seats are seats still in the round.
#
# Seeds 4 to 23: between them their settings (settings_for) take every deck size, goal,
# verdict and number of seats, and teams.
SEEDS = range(4, 24)
SEEDS_PER_TEST = 10  # two tests of ten seeds: each names its seeds, and they can run apart
KEYS_PER_SEED = 5_000
REFUSED = [Sound("bad_key")]
PAUSES = (0.05, 0.3, 1.0, 2.0, 4.0)  # seconds between keys; the notice lasts 2.5


def settings_for(seed: int) -> TreasureRushSettings:
    """Small decks and long goals often, so piles run out and decks are reshuffled."""
    choose = random.Random(f"settings {seed}")
    return TreasureRushSettings(
        deck_size=choose.choice([1, 2, 3, 5, 8, 50]),
        maps_to_win=choose.choice([1, 3, 5, 12, 20]),
        verdict=choose.choice(["table", "box"]),
        seats=choose.randint(2, 4),
        teams=choose.random() < 0.3,
    )


def maps_of(table: TreasureRushState) -> set[int]:
    """Every map the table holds, wherever it is, each map card by its identity.

    Maps move between the pile, the face-up place, the seats and the set-aside pile as
    the same objects, so a map that is lost or comes twice shows here (a restore makes
    new objects: the deck is taken again after each, once it is known to be the same).
    """
    held = [id(m) for maps in table.won for m in maps]
    face_up = [id(table.map)] if table.map is not None else []
    every = [*map(id, table.pile), *map(id, table.aside), *held, *face_up]
    found = set(every)
    assert len(found) == len(every), "a map is in two places at once"
    return found


def fingerprint(table: TreasureRushState) -> tuple:
    """What any move of the game changes, cheaply compared: the phase, the map face up,
    how many maps each pile holds, the seats out, claiming, waiting, the cards keyed."""
    return (
        table.phase,
        table.seats,
        table.teams,
        table.judge,
        table.map,
        table.turned,
        len(table.pile),
        tuple(map(len, table.won)),
        len(table.aside),
        len(table.out),
        table.claimant,
        tuple(table.queue),
        tuple(table.keyed),
        table.result,
    )


@dataclass
class Seen:
    """What the run went through, so a run that missed a rule fails."""

    phases: set[str] = field(default_factory=set)
    waits: int = 0
    waited_claims: int = 0
    reshuffles: int = 0
    fresh_decks: int = 0
    notices: int = 0
    restores: int = 0
    take_backs: int = 0


class Run:
    """One seed's game, its timer, its deck, and the checks after every event."""

    def __init__(self, seed: int, seen: Seen) -> None:
        self.rng = random.Random(seed)
        self.settings = settings_for(seed)
        self.game: TreasureRushGame = GAME.new(random.Random(seed), self.settings, 0.0)
        self.now = 0.0
        self.wake_at: float | None = None
        self.deck: set[int] = set()
        self.held: set[int] = set()  # the maps on the table after the last event
        self.seen = seen
        self.earlier: list[str] = []  # the positions since the map was turned up

    def step(self) -> None:
        self.now += self.rng.choice(PAUSES)
        if self.wake_at is not None and self.wake_at <= self.now:
            self.send(Wake("notice"), self.wake_at)
        key = self.rng.choice(KEYS)
        roll = self.rng.random()
        event: Event = Press(key) if roll < 0.9 else Hold(key) if roll < 0.95 else Release(key)
        self.send(event, self.now)
        if self.rng.random() < 1 / 300:
            self.power_cut()

    def send(self, event: Event, now: float) -> None:
        before = fingerprint(self.game.state)
        if isinstance(event, Wake):
            self.wake_at = None
            self.seen.notices += 1
        was = position(self.game.state)
        effects = self.game.handle(event, now)
        self.follow_timer(effects)
        if effects == REFUSED or not effects:
            assert fingerprint(self.game.state) == before, f"{event} changed the game unseen"
        elif event == Press("UP") and before[0] is not Phase.SETUP:  # a table of this round
            del self.earlier[self.earlier.index(position(self.game.state)) :]
            self.deck = self.held = maps_of(self.game.state)  # the maps as they were
            self.seen.take_backs += 1
        else:
            self.earlier.append(was)
            self.check(before)

    def follow_timer(self, effects: list[Effect]) -> None:
        for effect in effects:
            if isinstance(effect, WakeAt):
                assert effect.tag == "notice" and effect.at > self.now - 1e-9
                self.wake_at = effect.at
            elif isinstance(effect, CancelWake):
                self.wake_at = None

    def check(self, before: tuple) -> None:
        """The rules after an event that did something (``before``: the fingerprint)."""
        table, held_before = self.game.state, self.held
        phase, pile, aside, claimant = before[0], before[6], before[8], before[10]  # sizes
        self.seen.phases.add(table.phase)
        scores = table.scores()
        assert all(0 <= score <= table.to_win for score in scores), scores
        if table.phase is Phase.OVER:
            assert table.winner is not None and table.score(table.winner) == table.to_win
        assert all(seat in table.in_play() and seat != table.claimant for seat in table.queue)
        assert len(set(table.queue)) == len(table.queue)
        if table.queue:
            self.seen.waits += 1
        if phase is Phase.CLAIM and table.phase is Phase.CLAIM and table.claimant != claimant:
            self.seen.waited_claims += 1
        now_held = self.held = maps_of(table)
        if phase is Phase.SETUP and table.phase is Phase.HUNT:
            self.deck = now_held  # a new game: the deck just dealt
        elif table.phase is Phase.SETUP:
            self.deck = set()
        elif now_held != held_before:
            fresh = now_held - held_before
            assert not pile and not aside and len(fresh) == self.settings.deck_size, (
                "maps appear only as a fresh deck when nothing is left to reshuffle"
            )
            assert held_before <= now_held
            self.deck |= fresh
            self.seen.fresh_decks += 1
        if table.phase is Phase.HUNT and phase in (Phase.SETUP, Phase.RESULT):
            self.earlier = []  # a new map: nothing before it is taken back
        if phase is Phase.RESULT and table.phase is Phase.HUNT and not pile and aside:
            self.seen.reshuffles += 1
        assert now_held == self.deck, "a map was lost or came twice"

    def power_cut(self) -> None:
        data = json.loads(json.dumps(self.game.snapshot(self.now)))
        back = GAME.restore(data, random.Random(), self.settings, self.now)
        assert isinstance(back, TreasureRushGame)
        assert position(back.state) == position(self.game.state)
        kept = [(move, position(table)) for move, table in self.game.earlier]
        assert [(move, position(table)) for move, table in back.earlier] == kept, (
            "UP takes back the same after a cut"
        )
        table_from_position(position(back.state))  # a saved position is a possible one
        self.game = back
        self.deck = self.held = maps_of(back.state)
        self.wake_at = None  # the notice is not kept over a power cut
        self.game.redraw(self.now)
        self.seen.restores += 1


@pytest.mark.parametrize("first", SEEDS[::SEEDS_PER_TEST], ids=lambda n: f"seeds {n}+")
def test_five_thousand_random_keys_per_seed_keep_the_rules(first):
    seen = Seen()
    for seed in range(first, first + SEEDS_PER_TEST):
        run = Run(seed, seen)
        for number in range(KEYS_PER_SEED):
            try:
                run.step()
            except AssertionError as error:
                raise AssertionError(f"seed {seed}, key {number + 1}: {error}") from error
    assert seen.phases == {str(phase) for phase in Phase}
    assert min(seen.waits, seen.waited_claims, seen.reshuffles, seen.fresh_decks) > 0, seen
    assert seen.notices > 0 and seen.restores > 100 and seen.take_backs > 100, seen
