"""Setting up and the four steps of a turn: play a red tile, move, lift a tile, roll.

Each function is an action of :mod:`games.atlantis.dispatch`; ``TURN_KEYS`` says which
key runs which in each phase.
"""

from __future__ import annotations

from games.atlantis import die
from games.atlantis.dispatch import (
    SILVER_KEYS,
    KeyTable,
    Moment,
    digit,
    on,
    on_digits,
    take_listed,
)
from games.atlantis.hands import Hands
from games.atlantis.refused import Refused
from games.atlantis.sounds import CREATURE_CUES, back_cue
from games.atlantis.table import Phase, Table
from games.atlantis.tiles import Back, kind_for_key
from games.atlantis.words import lift_refusal
from games.effects import Effect, Sound, WakeAt
from games.keys import AIR, CLEAR, UP
from games.screen import T

DIE_WAKE = "die"
FEWEST_PLAYERS, MOST_PLAYERS = 2, 4


# -- setting up -------------------------------------------------------------------


def choose_players(table: Table, key: str, moment: Moment) -> list[Effect]:
    """Keys 2-4 (or AIR for the number offered): the players; the box draws who starts."""
    players = table.proposed_players if key == AIR else digit(key)
    if not FEWEST_PLAYERS <= players <= MOST_PLAYERS:
        raise Refused(T("Atlantis is for 2 to 4"))
    table.players = players
    table.hands = Hands.empty(players)
    table.first = table.rng.randint(1, players) if moment.settings.first_player == "draw" else 1
    table.current = table.first
    table.phase = Phase.PLACING
    return [Sound("key")]


def back_to_players(table: Table, key: str, moment: Moment) -> list[Effect]:
    """CLEAR before the first turn: choose the number of players again."""
    table.proposed_players = table.players
    table.phase = Phase.PLAYERS
    return [Sound("undo")]


def first_turn(table: Table, key: str, moment: Moment) -> list[Effect]:
    """AIR once the pieces are placed: the first player's turn begins."""
    return begin_turn(table, moment)


def begin_turn(table: Table, moment: Moment) -> list[Effect]:
    """The current player's step 1 (or step 2 if set to skip an empty step 1)."""
    table.played = table.lifted = table.creature = None
    table.out_of_order = False
    skip = moment.settings.skip_empty_step_one and not table.hands.playable(table.current)
    table.phase = Phase.MOVING if skip else Phase.HAND
    return [Sound("turn")]


# -- step 1: a red tile from the hand -------------------------------------------------


def play_tile(table: Table, key: str, moment: Moment) -> list[Effect]:
    """A digit in step 1: play that tile of the list; it leaves the hand."""
    playable = table.hands.playable(table.current)
    refusal = T("No tile {key} in your hand", key=key)
    table.played = take_listed(table, table.current, playable, key, refusal)
    table.phase = Phase.PLAYED
    return [Sound("play")]


def take_tile_back(table: Table, key: str, moment: Moment) -> list[Effect]:
    """CLEAR after playing a tile: it goes back into the hand."""
    assert table.played is not None
    table.hands.add(table.current, table.played)
    table.played = None
    table.phase = Phase.HAND
    return [Sound("undo")]


def one_tile_a_turn(table: Table, key: str, moment: Moment) -> list[Effect]:
    """A digit after a tile was played this turn."""
    raise Refused(T("One tile a turn"))


# -- step 2: moves ------------------------------------------------------------------


def to_moving(table: Table, key: str, moment: Moment) -> list[Effect]:
    """AIR in step 1: on to the moves."""
    table.phase = Phase.MOVING
    return [Sound("step")]


def moves_first(table: Table, key: str, moment: Moment) -> list[Effect]:
    """A digit while moving."""
    raise Refused(T("Moves done? Then AIR"))


# -- step 3: lift a tile ------------------------------------------------------------


def to_lifting(table: Table, key: str, moment: Moment) -> list[Effect]:
    """AIR after the moves: on to lifting a tile."""
    table.phase = Phase.LIFTING
    table.out_of_order = False
    return [Sound("step")]


def lift(table: Table, key: str, moment: Moment) -> list[Effect]:
    """Keys 1-3 in step 3: the kind lifted; its deck deals the next back, in order only."""
    kind = kind_for_key(key)
    if kind is None:
        raise Refused(T("Keys 1 to 3: the kind"))
    refusal = table.decks.refusal(kind, out_of_order=table.out_of_order)
    if refusal is not None:
        raise Refused(lift_refusal(refusal))
    back = table.decks.draw(kind)
    table.lifted = (kind, back)
    table.out_of_order = False
    if back.is_kept:
        table.hands.add(table.current, back)
    table.phase = Phase.ERUPTED if back is Back.VOLCANO else Phase.LIFTED
    return [Sound(back_cue(back))]


def toggle_order(table: Table, key: str, moment: Moment) -> list[Effect]:
    """UP in step 3: the table says no tile of the kind in order touches the sea."""
    if table.decks.in_order() is None:
        raise Refused(T("No tiles are left"))
    table.out_of_order = not table.out_of_order
    return [Sound("key")]


def undo_lift(table: Table, key: str, moment: Moment) -> list[Effect]:
    """CLEAR after a lift (a wrong key): the back goes back on top of its deck."""
    assert table.lifted is not None
    kind, back = table.lifted
    table.decks.put_back(kind, back)
    if back.is_kept:
        table.hands.take(table.current, back)
    table.lifted = None
    table.phase = Phase.LIFTING
    return [Sound("undo")]


def lift_first(table: Table, key: str, moment: Moment) -> list[Effect]:
    """AIR before a tile was lifted."""
    raise Refused(T("Lift a tile first"))


# -- step 4: the creature die -------------------------------------------------------


def to_rolling(table: Table, key: str, moment: Moment) -> list[Effect]:
    """AIR after the lift: on to the die."""
    table.phase = Phase.ROLL
    return [Sound("step")]


def roll(table: Table, key: str, moment: Moment) -> list[Effect]:
    """A silver key in step 4 (or right after the lift): throw the die, let it tumble."""
    table.creature = die.roll(table.rng)
    frames = moment.settings.roll_frames
    if moment.settings.roll_seconds <= 0 or frames <= 1:
        return stop_die(table)
    table.phase = Phase.ROLLING
    table.frames_left = frames - 1
    table.next_frame_at = moment.now + moment.settings.frame_seconds
    return [Sound("tick"), WakeAt(table.next_frame_at, DIE_WAKE)]


def next_frame(table: Table, moment: Moment) -> list[Effect]:
    """The die's timer: the next face, or the result."""
    if table.phase is not Phase.ROLLING:
        return []
    table.frames_left -= 1
    if table.frames_left <= 0:
        return stop_die(table)
    table.next_frame_at += moment.settings.frame_seconds
    return [Sound("tick"), WakeAt(table.next_frame_at, DIE_WAKE)]


def stop_die(table: Table) -> list[Effect]:
    """The die lies still: its creature sounds."""
    assert table.creature is not None
    table.phase = Phase.ROLLED
    table.frames_left = 0
    return [Sound(CREATURE_CUES[table.creature])]


def die_wakes(table: Table) -> list[Effect]:
    """The die's timer while it tumbles (for a redraw or a restore)."""
    return [WakeAt(table.next_frame_at, DIE_WAKE)] if table.phase is Phase.ROLLING else []


def roll_in_step_4(table: Table, key: str, moment: Moment) -> list[Effect]:
    """A silver key before step 4."""
    raise Refused(T("The die is for step 4"))


def roll_first(table: Table, key: str, moment: Moment) -> list[Effect]:
    """AIR in step 4 before the roll."""
    raise Refused(T("Roll the die first"))


def die_rolling(table: Table, key: str, moment: Moment) -> list[Effect]:
    """Any key while the die tumbles."""
    raise Refused(T("The die is rolling"))


def one_roll_a_turn(table: Table, key: str, moment: Moment) -> list[Effect]:
    """A silver key after the roll."""
    raise Refused(T("One roll a turn"))


def end_turn(table: Table, key: str, moment: Moment) -> list[Effect]:
    """AIR after the roll: the next player clockwise begins."""
    table.current = table.next_seat(table.current)
    return begin_turn(table, moment)


TURN_KEYS: dict[Phase, KeyTable] = {
    Phase.PLAYERS: {**on_digits(choose_players), AIR: choose_players},
    Phase.PLACING: {AIR: first_turn, CLEAR: back_to_players},
    Phase.HAND: {**on_digits(play_tile), AIR: to_moving, **on(SILVER_KEYS, roll_in_step_4)},
    Phase.PLAYED: {
        AIR: to_moving,
        CLEAR: take_tile_back,
        **on_digits(one_tile_a_turn),
        **on(SILVER_KEYS, roll_in_step_4),
    },
    Phase.MOVING: {AIR: to_lifting, **on_digits(moves_first), **on(SILVER_KEYS, roll_in_step_4)},
    Phase.LIFTING: {
        **on_digits(lift),
        UP: toggle_order,
        AIR: lift_first,
        **on(SILVER_KEYS, roll_in_step_4),
    },
    Phase.LIFTED: {AIR: to_rolling, CLEAR: undo_lift, **on(SILVER_KEYS, roll)},
    Phase.ROLL: {**on(SILVER_KEYS, roll), AIR: roll_first},
    Phase.ROLLING: {},
    Phase.ROLLED: {AIR: end_turn, **on(SILVER_KEYS, one_roll_a_turn)},
}
