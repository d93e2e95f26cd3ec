"""Setting up and the four steps of a turn: play a red tile, move, lift a tile, roll.

Each function is a key's action; :mod:`games.atlantis.keys` says which key runs which
in each phase.
"""

from __future__ import annotations

from games.atlantis.flows.action import Table
from games.atlantis.screens import header
from games.atlantis.settings import AtlantisSettings
from games.atlantis.sounds import CREATURE_CUES, back_cue
from games.atlantis.state import AtlantisState, Overlay, Phase
from games.atlantis.tiles import die
from games.atlantis.tiles.hands import Hands
from games.atlantis.tiles.tiles import Back, kind_for_key
from games.atlantis.words import creature_name, lift_refusal, reach_words
from games.dispatch import Refused, digit
from games.effects import CancelWake, Effect, Lights, Say, Sound, WakeAt
from games.keys import AIR
from games.screen import T
from games.seats.colours import MOST_SEATS, colours_said, recolour

DIE_WAKE = "die"
FEWEST_PLAYERS, MOST_PLAYERS = 2, 4


# -- setting up -------------------------------------------------------------------


def choose_players(game: Table, key: str, now: float) -> list[Effect]:
    """Keys 2-4 (or AIR for the number offered): the players; the box draws who starts."""
    table = game.state
    players = table.proposed_players if key == AIR else digit(key)
    if not FEWEST_PLAYERS <= players <= MOST_PLAYERS:
        raise Refused(T("Atlantis is for 2 to 4"))
    table.players = players
    table.hands = Hands.empty(players)
    table.first = table.rng.randint(1, players) if game.settings.first_player == "draw" else 1
    table.current = table.first
    table.phase = Phase.PLACING
    return [Sound("key")]


def to_colours(game: Table, key: str, now: float) -> list[Effect]:
    """UP while choosing the players: the seats' colours."""
    game.state.phase = Phase.COLOURS
    return [Sound("key"), colours_said()]


def change_colour(game: Table, key: str, now: float) -> list[Effect]:
    """A seat key at the colours step: that seat's next colour (CLEAR takes it back)."""
    table = game.state
    game.keep("colour")
    table.colours, effects = recolour(table.colours, MOST_SEATS, key)
    return effects


def colours_back(game: Table, key: str, now: float) -> list[Effect]:
    """CLEAR at the colours step: the last colour changed taken back; with none, the
    number of players again."""
    if not game.take_back():
        game.state.phase = Phase.PLAYERS
    return [Sound("undo")]


def colours_done(game: Table, key: str, now: float) -> list[Effect]:
    """AIR at the colours step: the number of players again."""
    game.state.phase = Phase.PLAYERS
    return [Sound("key")]


def back_to_players(game: Table, key: str, now: float) -> list[Effect]:
    """CLEAR before the first turn: choose the number of players again."""
    table = game.state
    table.proposed_players = table.players
    table.phase = Phase.PLAYERS
    return [Sound("undo")]


def first_turn(game: Table, key: str, now: float) -> list[Effect]:
    """AIR once the pieces are placed: the first player's turn begins."""
    table = game.state
    return begin_turn(table, game.settings)


def begin_turn(table: AtlantisState, settings: AtlantisSettings) -> list[Effect]:
    """The current player's step 1 (or step 2 if set to skip step 1 with an empty hand).

    Only an empty hand skips: skipping a hand of defence tiles would tell the table so.
    """
    table.played = table.lifted = table.creature = None
    skip = settings.skip_empty_step_one and not table.hands.size(table.current)
    table.phase = Phase.MOVING if skip else Phase.HAND
    return [Sound("turn"), Say(header(table), "prompt")]  # "Player 2 · step 1 of 4"


# -- step 1: a red tile from the hand -------------------------------------------------


def look_at_hand(game: Table, key: str, now: float) -> list[Effect]:
    """UP in step 1: the player alone looks at their tiles (any key but a digit hides them)."""
    table = game.state
    if not table.hands.size(table.current):
        raise Refused(T("No tiles in your hand"))
    table.overlay = Overlay.HAND
    return [Sound("key")]


def look_first(game: Table, key: str, now: float) -> list[Effect]:
    """A digit on the table's step 1 screen: the tiles are listed only to their owner."""
    raise Refused(T("UP: look alone first"))


def play_tile(game: Table, key: str, now: float) -> list[Effect]:
    """A digit on the player's own list: play that tile; it leaves the hand, face up.

    A digit with no tile hides the list like any other key, with the same click: a
    refusal would tell the table that the player holds no tile to play (only defences).
    """
    table = game.state
    playable = table.hands.playable(table.current)
    if not 1 <= digit(key) <= len(playable):
        return hide_hand(game, key, now)  # as any other key: the table learns nothing
    game.keep()
    table.played = playable[digit(key) - 1][0]
    table.hands.take(table.current, table.played)
    table.overlay = Overlay.NONE
    table.phase = Phase.PLAYED
    return [Sound("play")]


def hide_hand(game: Table, key: str, now: float) -> list[Effect]:
    """Any other key on the player's own list: it goes away, nothing is played."""
    table = game.state
    table.overlay = Overlay.NONE
    return [Sound("key")]


def take_back(game: Table, key: str, now: float) -> list[Effect]:
    """CLEAR right after a tile was played or a step ended (until the next step's first
    key): the table exactly as it was before that key."""
    if not game.take_back():
        raise Refused(T("Nothing to take back"))
    return [Sound("undo")]


def one_tile_a_turn(game: Table, key: str, now: float) -> list[Effect]:
    """UP or a digit after a tile was played this turn."""
    raise Refused(T("One tile a turn"))


# -- step 2: moves ------------------------------------------------------------------


def to_moving(game: Table, key: str, now: float) -> list[Effect]:
    """AIR in step 1: on to the moves (CLEAR takes it back until step 3)."""
    table = game.state
    game.keep()
    table.phase = Phase.MOVING
    return [Sound("step")]


def moves_first(game: Table, key: str, now: float) -> list[Effect]:
    """A digit while moving."""
    raise Refused(T("Moves done? Then AIR"))


# -- step 3: lift a tile ------------------------------------------------------------


def to_lifting(game: Table, key: str, now: float) -> list[Effect]:
    """AIR after the moves: on to lifting a tile (CLEAR takes it back until a lift)."""
    table = game.state
    game.keep()
    table.phase = Phase.LIFTING
    return [Sound("step")]


def lift(game: Table, key: str, now: float) -> list[Effect]:
    """Keys 1-3 in step 3: the kind lifted, in order only; its deck deals the next back.

    The back is dealt for good: nothing takes a lift back, so no one gets a second draw
    and the next tile of that kind never hides a back someone has already seen.
    """
    table = game.state
    kind = kind_for_key(key)
    if kind is None:
        raise Refused(T("Keys 1 to 3: the kind"))
    refusal = table.decks.refusal(kind)
    if refusal is not None:
        raise Refused(lift_refusal(refusal))
    back = table.decks.draw(kind)
    table.lifted = (kind, back)
    if back.is_kept:
        table.hands.add(table.current, back)
    table.phase = Phase.LOOK
    return [Sound("key")]


def show_back(game: Table, key: str, now: float) -> list[Effect]:
    """AIR once the player alone looks: the back, for their eyes (same click for all)."""
    table = game.state
    table.phase = Phase.SEEN
    return [Sound("key")]


def hide_back(game: Table, key: str, now: float) -> list[Effect]:
    """Any key on the back: it goes; the table learns only what the table may know."""
    table = game.state
    assert table.lifted is not None
    back = table.lifted[1]
    table.phase = Phase.ERUPTED if back is Back.VOLCANO else Phase.LIFTED
    return [Sound(back_cue(back))]


def look_first_at_back(game: Table, key: str, now: float) -> list[Effect]:
    """A key other than AIR before the player has looked at the back."""
    raise Refused(T("AIR: look at the back"))


def lift_first(game: Table, key: str, now: float) -> list[Effect]:
    """AIR before a tile was lifted."""
    raise Refused(T("Lift a tile first"))


# -- step 4: the creature die -------------------------------------------------------


def to_rolling(game: Table, key: str, now: float) -> list[Effect]:
    """AIR after the lift: on to the die (CLEAR takes it back until the roll)."""
    table = game.state
    game.keep()
    table.phase = Phase.ROLL
    return [Sound("step")]


def roll(game: Table, key: str, now: float) -> list[Effect]:
    """A silver key in step 4 (or right after the lift): throw the die, let it tumble."""
    table = game.state
    table.creature = die.roll(table.rng)
    frames = game.settings.roll_frames
    if game.settings.roll_seconds <= 0 or frames <= 1:
        return stop_die(table)
    table.phase = Phase.ROLLING
    table.frames_left = frames - 1
    table.next_frame_at = now + game.settings.frame_seconds
    return [Sound("tick"), WakeAt(table.next_frame_at, DIE_WAKE)]


def next_frame(table: AtlantisState, settings: AtlantisSettings) -> list[Effect]:
    """The die's timer: the next face, or the result."""
    if table.phase is not Phase.ROLLING or table.is_paused:
        return []
    table.frames_left -= 1
    if table.frames_left <= 0:
        return stop_die(table)
    table.next_frame_at += settings.frame_seconds
    return [Sound("tick"), WakeAt(table.next_frame_at, DIE_WAKE)]


def stop_die(table: AtlantisState) -> list[Effect]:
    """The die lies still: its creature sounds."""
    assert table.creature is not None
    table.phase = Phase.ROLLED
    table.frames_left = 0
    said = [Say(creature_name(table.creature)), Say(reach_words(table.creature))]
    return [Sound(CREATURE_CUES[table.creature]), *said]  # "Whale" "Moves 1 to 3 spaces"


def die_wakes(table: AtlantisState) -> list[Effect]:
    """The die's timer while it tumbles (for a redraw or a restore)."""
    tumbling = table.phase is Phase.ROLLING and not table.is_paused
    return [WakeAt(table.next_frame_at, DIE_WAKE)] if tumbling else []


def pause_die(table: AtlantisState, now: float) -> list[Effect]:
    """The box's menu opens: a tumbling die stops where it is, dark and silent."""
    if table.phase is not Phase.ROLLING or table.is_paused:
        return []
    table.paused_left = max(0.0, table.next_frame_at - now)
    return [CancelWake(DIE_WAKE), Lights()]


def resume_die(table: AtlantisState, now: float) -> list[Effect]:
    """The menu closes: the die tumbles on from the face it stopped on."""
    if table.paused_left is None:
        return []
    table.next_frame_at = now + table.paused_left
    table.paused_left = None
    return die_wakes(table)


def roll_in_step_4(game: Table, key: str, now: float) -> list[Effect]:
    """A silver key before step 4."""
    raise Refused(T("The die is for step 4"))


def roll_first(game: Table, key: str, now: float) -> list[Effect]:
    """AIR in step 4 before the roll."""
    raise Refused(T("Roll the die first"))


def die_rolling(game: Table, key: str, now: float) -> list[Effect]:
    """Any key while the die tumbles."""
    raise Refused(T("The die is rolling"))


def one_roll_a_turn(game: Table, key: str, now: float) -> list[Effect]:
    """A silver key after the roll."""
    raise Refused(T("One roll a turn"))


def end_turn(game: Table, key: str, now: float) -> list[Effect]:
    """AIR after the roll: the next player clockwise begins (CLEAR takes it back until
    their first key)."""
    table = game.state
    game.keep()
    table.current = table.next_seat(table.current)
    return begin_turn(table, game.settings)
