"""Which action each key runs in each phase of Tobago, as tables (see games.dispatch).

An action takes the state and the key and returns what the table hears and sees; one
that may not run raises :class:`games.dispatch.Refused` before it changes anything. A
key missing from its phase's table is refused the same way (the bad-key sound).
"""

from __future__ import annotations

from games.dispatch import KeyTable, on, on_digits
from games.keys import AIR, CLEAR, NS_GOLD, UP, VALUE
from games.tobago.flows import KeyAction, board, clue, landmarks, setup, split, turn
from games.tobago.state import Phase
from games.tobago.views.map_view import PAN_KEYS

#: Choosing the players, the island and its landmarks.
SETUP_KEYS: dict[Phase, KeyTable[KeyAction]] = {
    Phase.SETUP_PLAYERS: {
        **on_digits(setup.players_digit),
        AIR: setup.after_players,
        UP: setup.to_colours,
    },
    Phase.SETUP_COLOURS: {
        **on_digits(setup.change_colour),
        AIR: setup.colours_done,
        CLEAR: setup.colours_back,
    },
    Phase.SETUP_BOARD: {**on_digits(board.how), CLEAR: board.how_back},
    Phase.SETUP_SIDE: {**on_digits(board.side), CLEAR: board.side_back},
    Phase.SETUP_JOIN: {
        UP: board.next_join,
        **on_digits(board.join_digit),
        AIR: board.take_join,
        CLEAR: board.join_back,
    },
    Phase.SETUP_LAY: {AIR: board.lay_next, CLEAR: board.lay_back},
    Phase.SETUP_TURN: {UP: board.turn_island, AIR: board.turned, CLEAR: board.turn_back},
    Phase.SETUP_TERRAIN: {
        AIR: setup.terrain_next,
        CLEAR: setup.terrain_back,
        UP: setup.to_landmarks,
    },
    Phase.SETUP_LANDMARKS: {
        AIR: setup.landmark_next,
        CLEAR: setup.landmark_back,
        **on_digits(setup.landmark_digit),
        **on(PAN_KEYS, setup.landmark_pan),
    },
    Phase.SETUP_POINT: {
        AIR: landmarks.here,
        UP: landmarks.turn_statue,
        CLEAR: landmarks.back,
        **on(PAN_KEYS, landmarks.pan),
    },
}

#: Keying in a clue and the verdict on it.
CLUE_KEYS: dict[Phase, KeyTable[KeyAction]] = {
    Phase.CLUE: {
        **on_digits(clue.digit_step),
        UP: clue.up,
        VALUE: clue.toggle_largest,
        AIR: clue.play,
        CLEAR: clue.back,
    },
    Phase.REFUSED: {AIR: clue.retry, CLEAR: clue.give_up},
    Phase.VERDICT: {AIR: clue.after_verdict, UP: clue.names_page, CLEAR: clue.verdict_clear},
}

#: A player's turn: clues, the maps, amulets, raising a treasure.
TURN_KEYS: dict[Phase, KeyTable[KeyAction]] = {
    Phase.TURN: {
        **on_digits(turn.clue),
        AIR: turn.air,
        VALUE: turn.raise_treasure,
        UP: turn.go_to(Phase.AMULETS),
        NS_GOLD: turn.go_to(Phase.MAPS),
        CLEAR: turn.pass_turn,
    },
    Phase.MAPS: {
        **on_digits(turn.see_map),
        CLEAR: turn.go_to(Phase.TURN),
        AIR: turn.go_to(Phase.TURN),
    },
    Phase.MAP_VIEW: {
        UP: turn.next_page,
        CLEAR: turn.go_to(Phase.MAPS),
        AIR: turn.go_to(Phase.TURN),
    },
    Phase.AMULETS: {
        **on_digits(turn.pick_up),
        VALUE: turn.use,
        UP: turn.next_page,
        CLEAR: turn.go_to(Phase.TURN),
    },
    Phase.AMULET_USE: {**on_digits(turn.power), CLEAR: turn.go_to(Phase.AMULETS)},
    Phase.MARKER_MAP: {**on_digits(turn.marker_map), CLEAR: turn.go_to(Phase.AMULET_USE)},
    Phase.MARKER_PICK: {
        UP: turn.next_marker,
        AIR: turn.remove_marker,
        CLEAR: turn.go_to(Phase.MARKER_MAP),
    },
    Phase.RAISE_MAP: {**on_digits(turn.raise_map), CLEAR: turn.go_to(Phase.TURN)},
    Phase.RAISE_WHO: {**on_digits(turn.raise_who), CLEAR: turn.go_to(Phase.RAISE_MAP)},
}

#: The treasure split, the amulets washing up, the end.
SPLIT_KEYS: dict[Phase, KeyTable[KeyAction]] = {
    Phase.LOOK: {AIR: split.look, CLEAR: split.hide, UP: split.more_cards},
    Phase.OFFER: {VALUE: split.take, UP: split.pass_card},
    Phase.CURSE: {VALUE: split.give_amulet, UP: split.lose_gold},
    Phase.SPLIT_OVER: {AIR: split.after_split, VALUE: split.no_offer, UP: split.more_report},
    Phase.WASHED: {AIR: split.after_washing},
    Phase.END: {},
}

KEYS: dict[Phase, KeyTable[KeyAction]] = {**SETUP_KEYS, **CLUE_KEYS, **TURN_KEYS, **SPLIT_KEYS}
