"""What the OLED shows in each phase (the screens over the turn are in
:mod:`games.atlantis.views.overlay_screens`).

Every screen ends with the row of keys that work now; a refused key replaces that row
with the reason (:func:`noted`).
"""

from __future__ import annotations

from collections.abc import Callable

from games.atlantis import words
from games.atlantis.flows.scores import ranking, winners
from games.atlantis.state import AtlantisState, Overlay, Phase
from games.atlantis.tiles.die import showing
from games.atlantis.tiles.tiles import KINDS, Kind
from games.atlantis.views.overlay_screens import OVERLAY_SCREENS
from games.atlantis.views.pictures import die_face, hidden_tile, tile_back
from games.atlantis.views.screen_parts import header, noted, tight_screen, words_screen
from games.screen import WIDTH, Label, Screen, Shape, T, Text, mark, plural
from games.seats.colours import MOST_SEATS, colours_screen, seat_name

__all__ = ["OVERLAY_SCREENS", "PHASE_SCREENS", "header", "noted", "screen_for"]

# -- setting up -------------------------------------------------------------------


def players_screen(table: AtlantisState) -> Screen:
    """How many players: keys 2 to 4, AIR for the number offered."""
    return words_screen(
        T("Atlantis"),
        T("How many players?"),
        T("Keys 2 to 4: players"),
        plural("AIR: {n} player", "AIR: {n} players", table.proposed_players),
        T("UP: seat colours"),
    )


def placing_screen(table: AtlantisState) -> Screen:
    """Who starts, and the pieces to place before the first turn."""
    return words_screen(
        T("{seat} starts", seat=seat_name(table.colours, table.first)),
        T("Place explorers in turn"),
        T("Then two boats each"),
        T("AIR: first turn"),
        T("CLEAR: players again"),
    )


# -- the four steps -----------------------------------------------------------------


def hand_screen(table: AtlantisState, back: bool = False) -> Screen:
    """Step 1 as the table sees it: how many tiles the player holds, never which."""
    held = table.hands.size(table.current)
    if not held:
        return words_screen(
            header(table), T("No tiles in your hand"), T("AIR: step 2"), *step_back(back)
        )
    return words_screen(
        header(table),
        plural("{n} tile in your hand", "{n} tiles in your hand", held),
        T("UP: look alone, play"),
        T("AIR: step 2, no tile"),
        *step_back(back),
    )


def step_back(back: bool) -> tuple[Text, ...]:
    """The row that says CLEAR takes back the key that ended the last step, if it may."""
    return (T("CLEAR: step back"),) if back else ()


def played_screen(table: AtlantisState) -> Screen:
    """Step 1: the tile just played and what to do with it."""
    assert table.played is not None
    name = words.back_name(table.played)
    return words_screen(
        header(table),
        T("Played: {tile}", tile=name),
        words.back_order(table.played),
        T("AIR: step 2"),
        T("CLEAR: take it back"),
    )


def moving_screen(table: AtlantisState, back: bool = False) -> Screen:
    """Step 2: three moves among explorers and boats."""
    return words_screen(
        header(table),
        T("Move explorers, boats"),
        T("3 moves in all"),
        T("AIR: step 3"),
        *step_back(back),
    )


def lifting_screen(table: AtlantisState) -> Screen:
    """Step 3: the kind the order asks for now, and what is left of each kind."""
    first = table.decks.in_order() or Kind.MOUNTAIN
    kinds = [
        T(
            "{key} {kind}: {left} left",
            key=kind.key,
            kind=words.kind_name(kind),
            left=table.decks.left(kind),
        )
        for kind in KINDS
    ]
    ask, hint = T(words.LIFT_ASKS[first]), T(words.LIFT_KEYS[first])
    return tight_screen(header(table), ask, *kinds, hint)


def look_screen(table: AtlantisState) -> Screen:
    """Step 3: the back is dealt; only the player who lifted it looks."""
    assert table.lifted is not None
    return words_screen(
        header(table),
        T(words.LIFTED_KINDS[table.lifted[0]]),
        T("{seat}: look alone", seat=seat_name(table.colours, table.current)),
        T("AIR: show the back"),
    )


def seen_screen(table: AtlantisState) -> Screen:
    """Step 3, for the player's eyes only: the back, its border and what it does."""
    assert table.lifted is not None
    back = table.lifted[1]
    texts = (
        words.back_name(back),
        words.border_words(back),
        words.back_order(back),
        T("Any key: hide it"),
    )
    shapes: list[Shape] = [Label(0, 0, texts[0]), Label(0, 13, texts[1]), Label(0, 26, texts[2])]
    shapes += tile_back(back, WIDTH - 27, 0, 26)
    shapes.append(Label(0, 52, texts[3]))
    return Screen(texts, tuple(shapes))


def lifted_screen(table: AtlantisState) -> Screen:
    """Step 3 for the table: a green back and what to do now, or a red one kept unseen."""
    assert table.lifted is not None
    back = table.lifted[1]
    if back.is_kept:
        top = (
            T("Red tile: kept"),
            T("{seat} has it", seat=seat_name(table.colours, table.current)),
            T("What it is stays secret"),
        )
        picture = hidden_tile(WIDTH - 27, 0, 26)
    else:
        top = (words.back_name(back), words.border_words(back), words.back_order(back))
        picture = tile_back(back, WIDTH - 27, 0, 26)
    texts = (*top, T("AIR: step 4"), T("Silver key: roll now"))
    shapes: list[Shape] = [Label(0, 0, top[0]), Label(0, 13, top[1]), Label(0, 26, top[2])]
    shapes += picture
    shapes += [Label(0, 40, texts[3]), Label(0, 52, texts[4])]
    return Screen(texts, tuple(shapes))


def roll_screen(table: AtlantisState, back: bool = False) -> Screen:
    """Step 4: roll the creature die."""
    return words_screen(
        header(table), T("Roll the creature die"), T("Silver key: roll"), *step_back(back)
    )


def rolling_screen(table: AtlantisState) -> Screen:
    """The die tumbling: one face per frame."""
    assert table.creature is not None
    face = showing(table.creature, table.frames_left)
    rolling = T("The die is rolling")
    shapes = [*die_face(face, WIDTH // 2 - 20, 4), Label(WIDTH // 2, 40, rolling, align="center")]
    return Screen((rolling, words.creature_name(face)), tuple(shapes))


def rolled_screen(table: AtlantisState) -> Screen:
    """The die's result: which creature, how far, and the end of the turn."""
    assert table.creature is not None
    name, reach = words.creature_name(table.creature), words.reach_words(table.creature)
    none_out, hint = words.none_out_words(table.creature), T("AIR: end of turn")
    shapes = [
        *die_face(table.creature, 0, 0),
        Label(46, 6, words.creature_short_name(table.creature), size=2),
        Label(0, 31, reach),
        Label(0, 42, none_out),
        Label(0, 53, hint),
    ]
    return Screen((header(table), name, reach, none_out, hint), tuple(shapes))


# -- the end ------------------------------------------------------------------------


def erupted_screen(table: AtlantisState) -> Screen:
    """The volcano: the game is over."""
    return words_screen(
        T("The volcano erupts!"),
        T("The island sinks."),
        T("Saved explorers score."),
        T("AIR: count the scores"),
    )


def scoring_screen(table: AtlantisState) -> Screen:
    """One player keying in the values of their saved explorers."""
    values = table.scores.get(table.scoring, [])
    low, high = min(table.explorers), max(table.explorers)
    sums: tuple[Text, ...] = (T("No explorer saved yet"),)
    if values:  # the values and their total on two rows: ten values fill one
        sums = (
            T("{values}", values="+".join(map(str, values))),
            T("Total: {total}", total=sum(values)),
        )
    return tight_screen(
        T("{seat}: saved ones", seat=seat_name(table.colours, table.scoring)),
        *sums,
        T("Keys {lowest}-{highest}: a value", lowest=low, highest=high),
        T("CLEAR: remove the last"),
        T("AIR: done"),
    )


def ranking_screen(table: AtlantisState) -> Screen:
    """Everyone's points, best first; ties share a place."""
    totals = table.totals()
    best = winners(totals)
    if len(best) == 1:
        title = T("{seat} wins!", seat=seat_name(table.colours, best[0]))
    else:
        title = T("A tie for first place!")
    rows = [
        T(
            mark("{place}. {seat}: {points} (tie)")
            if place.tied
            else mark("{place}. {seat}: {points}"),
            place=place.place,
            seat=seat_name(table.colours, place.seat),
            points=place.points,
        )
        for place in ranking(totals)
    ]
    return tight_screen(title, *rows, T("Digit: fix that score"))


PHASE_SCREENS: dict[Phase, Callable[[AtlantisState], Screen]] = {
    Phase.PLAYERS: players_screen,
    Phase.COLOURS: lambda table: colours_screen(table.colours, MOST_SEATS, T("AIR: done")),
    Phase.PLACING: placing_screen,
    Phase.HAND: hand_screen,
    Phase.PLAYED: played_screen,
    Phase.MOVING: moving_screen,
    Phase.LIFTING: lifting_screen,
    Phase.LOOK: look_screen,
    Phase.SEEN: seen_screen,
    Phase.LIFTED: lifted_screen,
    Phase.ROLL: roll_screen,
    Phase.ROLLING: rolling_screen,
    Phase.ROLLED: rolled_screen,
    Phase.ERUPTED: erupted_screen,
    Phase.SCORING: scoring_screen,
    Phase.RANKING: ranking_screen,
}


STEP_BACK_SCREENS: dict[Phase, Callable[[AtlantisState, bool], Screen]] = {
    Phase.HAND: hand_screen,
    Phase.MOVING: moving_screen,
    Phase.ROLL: roll_screen,
}
"""The screens that say when CLEAR may take back the key that ended the last step."""


def screen_for(table: AtlantisState, back: bool = False) -> Screen:
    """The screen of the table as it is now; ``back``: CLEAR may take back a key."""
    if table.overlay is not Overlay.NONE:
        return OVERLAY_SCREENS[table.overlay](table)
    if table.phase in STEP_BACK_SCREENS:
        return STEP_BACK_SCREENS[table.phase](table, back)
    return PHASE_SCREENS[table.phase](table)
