"""Which action each key runs in Atlantis: a table for each phase and each overlay.

Built with :mod:`games.dispatch`. A key with no action in its table runs its phase's (or
overlay's) fallback, else :func:`nothing_now`: every action may refuse by raising
:class:`~games.dispatch.Refused` before it changes anything.
"""

from __future__ import annotations

from games.atlantis.flows.action import Action, Table
from games.atlantis.flows.ending import (
    add_value,
    count_scores,
    done_scoring,
    fix_score,
    remove_value,
)
from games.atlantis.flows.overlays import (
    ask_defender,
    back_to_defender,
    choose_defender,
    close,
    defence_done,
    hide_defences,
    look_at_defences,
    play_defence,
    show_overview,
)
from games.atlantis.flows.turn import (
    back_to_players,
    change_colour,
    choose_players,
    colours_back,
    colours_done,
    die_rolling,
    end_turn,
    first_turn,
    hide_back,
    hide_hand,
    lift,
    lift_first,
    look_at_hand,
    look_first,
    look_first_at_back,
    moves_first,
    one_roll_a_turn,
    one_tile_a_turn,
    play_tile,
    roll,
    roll_first,
    roll_in_step_4,
    show_back,
    take_back,
    to_colours,
    to_lifting,
    to_moving,
    to_rolling,
)
from games.atlantis.state import AtlantisState, Overlay, Phase
from games.dispatch import KeyTable, Refused, action_for, on, on_digits
from games.effects import Effect
from games.keys import AIR, CLEAR, EW_GOLD, EW_SILVER, NS_GOLD, NS_SILVER, UP, VALUE
from games.screen import T

GOLD_KEYS = (NS_GOLD, EW_GOLD)
SILVER_KEYS = (NS_SILVER, EW_SILVER)

TURN_KEYS: dict[Phase, KeyTable[Action]] = {
    Phase.PLAYERS: {**on_digits(choose_players), AIR: choose_players, UP: to_colours},
    Phase.COLOURS: {**on_digits(change_colour), AIR: colours_done, CLEAR: colours_back},
    Phase.PLACING: {AIR: first_turn, CLEAR: back_to_players},
    Phase.HAND: {
        UP: look_at_hand,
        **on_digits(look_first),
        AIR: to_moving,
        CLEAR: take_back,
        **on(SILVER_KEYS, roll_in_step_4),
    },
    Phase.PLAYED: {
        AIR: to_moving,
        CLEAR: take_back,
        UP: one_tile_a_turn,
        **on_digits(one_tile_a_turn),
        **on(SILVER_KEYS, roll_in_step_4),
    },
    Phase.MOVING: {
        AIR: to_lifting,
        CLEAR: take_back,
        **on_digits(moves_first),
        **on(SILVER_KEYS, roll_in_step_4),
    },
    Phase.LIFTING: {
        **on_digits(lift),
        AIR: lift_first,
        CLEAR: take_back,
        **on(SILVER_KEYS, roll_in_step_4),
    },
    Phase.LOOK: {
        AIR: show_back,
        **on_digits(look_first_at_back),
        **on(SILVER_KEYS, look_first_at_back),
    },
    Phase.SEEN: {},
    Phase.LIFTED: {AIR: to_rolling, **on(SILVER_KEYS, roll)},
    Phase.ROLL: {**on(SILVER_KEYS, roll), AIR: roll_first, CLEAR: take_back},
    Phase.ROLLING: {},
    Phase.ROLLED: {AIR: end_turn, **on(SILVER_KEYS, one_roll_a_turn)},
}
"""The keys of each phase of a turn; SEEN and ROLLING answer every key in :data:`FALLBACKS`."""

HAND_KEYS: KeyTable[Action] = on_digits(play_tile)
"""The player's own list of tiles; any other key hides it (:func:`hide_hand`)."""

UNDOABLE: frozenset[Action] = frozenset({play_tile, to_moving, to_lifting, to_rolling, end_turn})
"""Keys of a turn CLEAR may take back: each keeps the table as it was before it (a tile
played, and each step ended, until the next step's first key)."""

FALLBACKS: dict[Phase, Action] = {Phase.SEEN: hide_back, Phase.ROLLING: die_rolling}

ENDING_KEYS: dict[Phase, KeyTable[Action]] = {
    Phase.ERUPTED: {AIR: count_scores},
    Phase.SCORING: {**on_digits(add_value), CLEAR: remove_value, AIR: done_scoring},
    Phase.RANKING: on_digits(fix_score),
}
"""The keys of the end: the volcano, keying in the values, the ranking."""

TURN_PHASES = (
    Phase.HAND,
    Phase.PLAYED,
    Phase.MOVING,
    Phase.LIFTING,
    Phase.LOOK,
    Phase.LIFTED,
    Phase.ROLL,
    Phase.ROLLED,
)

OVER_TURN_KEYS: KeyTable[Action] = {VALUE: show_overview, **on(GOLD_KEYS, ask_defender)}
"""Keys that open an overlay in any step of a turn (added to each turn phase's table)."""

OVERLAY_KEYS: dict[Overlay, KeyTable[Action]] = {
    Overlay.HAND: HAND_KEYS,
    Overlay.DEFENDER: {**on_digits(choose_defender), CLEAR: close},
    Overlay.DEFENCE_TILE: {AIR: look_at_defences, CLEAR: back_to_defender},
    Overlay.DEFENCE_HAND: on_digits(play_defence),
    Overlay.DEFENDED: {AIR: defence_done, CLEAR: take_back},
}
"""The keys of each overlay; other keys do what :data:`OVERLAY_FALLBACKS` says."""

OVERLAY_FALLBACKS: dict[Overlay, Action] = {
    Overlay.OVERVIEW: close,
    Overlay.HAND: hide_hand,
    Overlay.DEFENCE_HAND: hide_defences,
}
"""The overview and a player's own list of tiles close on any other key."""

VIEWS: frozenset[Action] = frozenset(
    {
        show_overview,
        close,
        ask_defender,
        choose_defender,
        back_to_defender,
        look_at_defences,
        hide_defences,
    }
)
"""Keys that only open or close a screen over the turn: a take-back waits behind them."""


def nothing_now(game: Table, key: str, now: float) -> list[Effect]:
    """A key with no use in this phase."""
    raise Refused(T("That key does nothing"))


def _phase_keys() -> dict[Phase, KeyTable[Action]]:
    tables = {**TURN_KEYS, **ENDING_KEYS}
    return {
        phase: {**OVER_TURN_KEYS, **keys} if phase in TURN_PHASES else keys
        for phase, keys in tables.items()
    }


PHASE_KEYS: dict[Phase, KeyTable[Action]] = _phase_keys()
"""Every phase's keys, with the overlay keys added in the steps of a turn."""

KEEP_UNDO: frozenset[Action] = frozenset(
    {*UNDOABLE, play_defence, *VIEWS, take_back, change_colour, colours_back}
)
"""Keys after which CLEAR may still take back the last play (every other key forgets it)."""


def key_action(table: AtlantisState, key: str) -> Action:
    """The action ``key`` runs now: the overlay's, else the phase's (or their fallbacks)."""
    overlay = table.overlay
    if overlay is not Overlay.NONE:
        fallback = OVERLAY_FALLBACKS.get(overlay, nothing_now)
        return action_for(OVERLAY_KEYS.get(overlay, {}), key, fallback) or fallback
    fallback = FALLBACKS.get(table.phase, nothing_now)
    return action_for(PHASE_KEYS[table.phase], key, fallback) or fallback
