"""What the OLED shows in each phase, in words and pictures.

Every builder returns a :class:`games.screen.Screen` whose ``lines`` say in words what
the drawing shows, and always what the keys do now; every word is one whole message.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.screen import WIDE_WIDTH, WIDTH, Label, N, Rect, Screen, Shape, T, Text
from games.treasure_rush import pictures
from games.treasure_rush.icon_set import IconSet
from games.treasure_rush.table import Judge, Result, Table
from games.treasure_rush.treasure_map import Step

HINT_Y = 53
PATHS = {
    1: "Path: {s1}",
    2: "Path: {s1}, {s2}",
    3: "Path: {s1}, {s2}, {s3}",
    4: "Path: {s1}, {s2}, {s3}, {s4}",
    5: "Path: {s1}, {s2}, {s3}, {s4}, {s5}",
}
JUDGES = {Judge.TABLE: "Judge: the table", Judge.BOX: "Judge: the box"}


def seat_name(seat: int, teams: bool) -> Text:
    """ "Player 2" or "Team 2"."""
    return T("Team {seat}", seat=seat) if teams else T("Player {seat}", seat=seat)


def icon_text(icons: IconSet, step: Step) -> Text:
    """An icon's name, marked when it is faded."""
    name = T(icons.name(step.icon))
    return T("{icon} (faded)", icon=name) if step.faded else name


def path_text(icons: IconSet, steps: Sequence[Step]) -> Text:
    """ "Path: Diamond, Book (faded), Compass"."""
    names = {f"s{i}": icon_text(icons, step) for i, step in enumerate(steps, 1)}
    return T(PATHS[len(steps)], **names)


def setup_screen(table: Table) -> Screen:
    """Choosing how many seats, teams or not, and the judge."""
    if table.teams:
        seats = N("{n} team of two", "{n} teams of two", table.seats)
    else:
        seats = N("{n} player", "{n} players", table.seats)
    return Screen(
        (
            seats,
            T(JUDGES[table.judge]),
            T("Keys 2-4: how many"),
            T("AIR: teams  UP: judge"),
            T("$: start the game"),
        )
    )


def claim_keys(table: Table) -> Text:
    """Which seat keys claim now: "Keys 1-4: claim", "Keys 1, 3: claim"."""
    seats = table.in_play()
    if len(seats) == table.seats:
        return T("Keys 1-{last}: claim", last=table.seats)
    if len(seats) == 1:
        return T("Key {seat}: claim", seat=seats[0])
    return T("Keys {seats}: claim", seats=", ".join(str(seat) for seat in seats))


def hunt_screen(table: Table, icons: IconSet) -> Screen:
    """The map being raced, and which seat keys may still claim."""
    assert table.map is not None
    hint = claim_keys(table)
    shapes = (
        *pictures.map_shapes(table.map, icons),
        Label(WIDTH // 2, HINT_Y, hint, align="center"),
    )
    wide = (
        *pictures.wide_map_shapes(table.map, icons),
        Label(WIDE_WIDTH // 2, HINT_Y, hint, align="center"),
    )
    words = (T("Map {number}", number=table.turned), path_text(icons, table.map.steps), hint)
    return Screen(words, shapes, wide)


def wrong_screen(table: Table, seat: int, gave_back: bool) -> Screen:
    """A claim was wrong, others still race: shown for a moment, then the map again."""
    lost = T("One map goes back.") if gave_back else T("No map to give back.")
    return Screen(
        (T("{who} is wrong!", who=seat_name(seat, table.teams)), T("Out for this round."), lost)
    )


def claim_screen(table: Table, icons: IconSet) -> Screen:
    """The table judges: the path again with numbered steps, and the two verdict keys."""
    assert table.map is not None and table.claimant is not None
    title = T("{who} claims!", who=seat_name(table.claimant, table.teams))
    hint = T("$: right  CLEAR: wrong")
    shapes = (
        Label(WIDTH // 2, 0, title, align="center"),
        *pictures.row_shapes(table.map, icons),
        Label(WIDTH // 2, HINT_Y, hint, align="center"),
    )
    return Screen((title, path_text(icons, table.map.steps), hint), shapes)


def keying_screen(table: Table, icons: IconSet) -> Screen:
    """The box judges: the claimant keys in the icons of their path."""
    assert table.claimant is not None
    title = T("{who}: key your path", who=seat_name(table.claimant, table.teams))
    steps = [Step(ref) for ref in table.keyed]
    keyed = path_text(icons, steps) if steps else T("No card keyed yet.")
    hints = (T("1-5: card, again: flip"), T("CLEAR: undo  $: done"))
    shapes = (
        Label(WIDTH // 2, 0, title, align="center"),
        *pictures.keyed_shapes(table.keyed, icons),
        Label(WIDTH // 2, 40, hints[0], align="center"),
        Label(WIDTH // 2, HINT_Y, hints[1], align="center"),
    )
    return Screen((title, keyed, *hints), shapes)


def scores_screen(table: Table, title: Text, hint: Text, framed: int | None) -> Screen:
    """Every seat's maps as big numbers under its key number, ``framed`` seat boxed."""
    shapes: list[Shape] = [Label(WIDTH // 2, 0, title, align="center")]
    column = WIDTH // table.seats
    for seat, score in enumerate(table.scores(), 1):
        centre = column * (seat - 1) + column // 2
        shapes.append(Rect(centre - 6, 15, 13, 12))
        shapes.append(Label(centre, 16, T("{seat}", seat=seat), align="center"))
        shapes.append(Label(centre, 27, T("{score}", score=score), size=3, align="center"))
        if seat == framed:
            shapes.append(Rect(centre - column // 2 + 2, 13, column - 4, 39))
    shapes.append(Label(WIDTH // 2, HINT_Y, hint, align="center"))
    lines = [title, *(_score_line(table, seat) for seat in range(1, table.seats + 1)), hint]
    return Screen(tuple(lines), tuple(shapes))


def _score_line(table: Table, seat: int) -> Text:
    who = seat_name(seat, table.teams)
    return N("{who}: {n} map", "{who}: {n} maps", table.score(seat), who=who)


def result_screen(table: Table) -> Screen:
    """The round is over (map won, or everyone failed): the scores, the next map waits."""
    if table.result is Result.RIGHT and table.claimant is not None:
        title = T("{who} wins the map!", who=seat_name(table.claimant, table.teams))
    else:
        title = T("Everyone failed!")
    return scores_screen(table, title, T("$: next map"), table.claimant)


def over_screen(table: Table) -> Screen:
    """The game is won."""
    assert table.winner is not None
    title = T("{who} wins the game!", who=seat_name(table.winner, table.teams))
    return scores_screen(table, title, T("$: new game"), table.winner)
