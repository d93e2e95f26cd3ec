"""What the OLED shows in each phase, in words and pictures.

Every builder returns a :class:`games.screen.Screen` whose ``lines`` say in words what
the drawing shows, and always what the keys do now; every word is one whole message.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.screen import WIDE_WIDTH, WIDTH, Label, Rect, Screen, Shape, T, Text, plural
from games.treasure_rush.maps import pictures
from games.treasure_rush.maps.icon_set import IconSet
from games.treasure_rush.maps.treasure_map import Step
from games.treasure_rush.state import Result, TreasureRushState
from games.treasure_rush.words import JUDGES, LEGEND, path_text, penalty, seat_name

SETUP_ROW = 10.6  # six rows of words in 64 pixels
HINT_Y = 52  # the last row: its descenders end on the screen's last pixel row
ABOVE_HINT_Y = HINT_Y - 11  # the row above it (a Japanese glyph is 11 high)
TAKE_BACK = {"claim": T("UP: take back claim"), "verdict": T("UP: take back verdict")}
KEYING_HINTS = (T("Twice: other side"), T("CLEAR: undo  $: done"))
KEYING_HINT_LABELS = (
    Label(WIDTH // 2, HINT_Y - 9, KEYING_HINTS[0], align="center"),
    Label(WIDTH // 2, HINT_Y, KEYING_HINTS[1], align="center"),
)


def setup_screen(table: TreasureRushState) -> Screen:
    """Choosing how many seats, teams or not, and the judge."""
    if table.teams:
        seats = plural("{n} team of two", "{n} teams of two", table.seats)
    else:
        seats = plural("{n} player", "{n} players", table.seats)
    lines = (
        seats,
        T(JUDGES[table.judge]),
        T("Keys 2-4: how many"),
        T("AIR: teams  UP: judge"),
        T("$: start the game"),
        T("CLEAR: seat colours"),
    )
    # Six rows where a plain screen holds five in Japanese: drawn a little tighter.
    return Screen(
        lines, tuple(Label(0, round(i * SETUP_ROW), text) for i, text in enumerate(lines))
    )


def claim_keys(table: TreasureRushState) -> Text:
    """Which seat keys claim now: "Keys 1-4: claim", "Keys 1, 3: claim"."""
    seats = table.in_play()
    if len(seats) == table.seats:
        return T("Keys 1-{last}: claim", last=table.seats)
    if len(seats) == 1:
        return T("Key {seat}: claim", seat=seats[0])
    return T("Keys {seats}: claim", seats=", ".join(str(seat) for seat in seats))


def hunt_screen(table: TreasureRushState, icons: IconSet, undo: str | None = None) -> Screen:
    """The map being raced, which seat keys may still claim, and above the map how to
    take back the verdict before it (``undo``: what UP takes back)."""
    assert table.map is not None
    hint = claim_keys(table)
    above = (TAKE_BACK[undo],) if undo else ()
    shapes = (
        *(Label(WIDTH // 2, 0, text, align="center") for text in above),
        *pictures.map_shapes(table.map, icons),
        Label(WIDTH // 2, HINT_Y, hint, align="center"),
    )
    wide_hints = (
        (Label(WIDE_WIDTH // 2, pictures.WIDE_HINT_Y, hint, align="center"),)
        if not above  # else the claim keys at the left, the take-back at the right
        else (
            Label(0, pictures.WIDE_HINT_Y, hint),
            Label(pictures.WIDE_CROSS_X - 2, pictures.WIDE_HINT_Y, above[0], align="right"),
        )
    )
    wide = (*pictures.wide_map_shapes(table.map, icons), *wide_hints)
    words = (T("Map {number}", number=table.turned), path_text(icons, table.map.steps))
    return Screen((*words, *above, hint), shapes, wide)


def wrong_over_map(table: TreasureRushState, icons: IconSet, seat: int, gave_back: bool) -> Screen:
    """A claim was wrong, others still race: the notice above and below the map."""
    assert table.map is not None
    wrong, lost = T("{who} is wrong!", who=seat_name(table, seat)), penalty(gave_back)
    shapes = (
        Label(WIDTH // 2, 0, wrong, align="center"),
        *pictures.map_shapes(table.map, icons),
        Label(WIDTH // 2, HINT_Y, lost, align="center"),
    )
    return Screen((wrong, path_text(icons, table.map.steps), lost), shapes)


def wrong_screen(table: TreasureRushState, seat: int, gave_back: bool) -> Screen:
    """A claim was wrong and the race is frozen: a seat claims next, or nobody is left."""
    if table.claimant is not None:
        then = T("{who} claims next.", who=seat_name(table, table.claimant))
    else:
        then = T("Out for this round.")
    who = seat_name(table, seat)
    return Screen((T("{who} is wrong!", who=who), penalty(gave_back), then))


def waiting(table: TreasureRushState) -> str:
    """The seats waiting to claim, first come first: "3 4"."""
    return " ".join(str(seat) for seat in table.queue)


def claim_screen(table: TreasureRushState, icons: IconSet, undo: str | None = None) -> Screen:
    """The table judges: the path again with numbered steps, the two verdict keys, and
    how to take back the claim (or the verdict before it)."""
    assert table.map is not None and table.claimant is not None
    who = seat_name(table, table.claimant)
    if table.queue:
        title = T("{who}; next {seats}", who=who, seats=waiting(table))
    else:
        title = T("{who} claims!", who=who)
    hints = (T("$: right  CLEAR: wrong"), *((TAKE_BACK[undo],) if undo else ()))
    shapes = (
        Label(WIDTH // 2, 0, title, align="center"),
        *pictures.row_shapes(table.map, icons),
        *(
            Label(WIDTH // 2, y, hint, align="center")
            for y, hint in zip((HINT_Y - 11 * (len(hints) - 1), HINT_Y), hints, strict=False)
        ),
    )
    return Screen((title, path_text(icons, table.map.steps), *hints), shapes)


def keying_screen(
    table: TreasureRushState,
    icons: IconSet,
    card_keys: Sequence[str],
    undo: str | None = None,
) -> Screen:
    """The box judges: the claimant keys in their path, and sees which key is which card.

    The five cards stand in a row, each with its key under it: the cards keyed so far
    in path order (the side keyed), then the others dimmed (front up). Until a card is
    keyed, the last row says only how to take back the claim (or the verdict before it).
    """
    assert table.claimant is not None
    who = seat_name(table, table.claimant)
    if table.queue:
        title = T("{who}; next {seats}", who=who, seats=waiting(table))
    else:
        title = T("{who}: key your path", who=who)
    steps = [Step(ref) for ref in table.keyed]
    keyed = path_text(icons, steps) if steps else T("No card keyed yet.")
    cards = pictures.cards_row(table.keyed)
    legend: dict[str, object] = {}
    for i, ref in enumerate(cards, 1):
        legend[f"k{i}"] = card_keys[ref.card - 1]
        legend[f"c{i}"] = T(pictures.icon_of(icons, ref).name)
    hints: tuple[Text, ...] = KEYING_HINTS
    labels: tuple[Shape, ...] = KEYING_HINT_LABELS
    if undo and not steps:  # no card to flip, take back or hand in yet
        hints = (TAKE_BACK[undo],)
        labels = (Label(WIDTH // 2, HINT_Y, hints[0], align="center"),)
    shapes = (
        Label(WIDTH // 2, 0, title, align="center"),
        *pictures.cards_shapes(cards, len(steps), icons, card_keys),
        *labels,
    )
    return Screen((title, keyed, T(LEGEND, **legend), *hints), shapes)


def scores_screen(table: TreasureRushState, title: Text, hint: Text, framed: int | None) -> Screen:
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


def _score_line(table: TreasureRushState, seat: int) -> Text:
    who = seat_name(table, seat)
    return plural("{who}: {n} map", "{who}: {n} maps", table.score(seat), who=who)


def result_screen(table: TreasureRushState, undo: str | None = None) -> Screen:
    """The round is over (map won, or everyone failed): the scores, the next map waits;
    UP takes back the verdict."""
    if table.result is Result.RIGHT and table.claimant is not None:
        title = T("{who} wins the map!", who=seat_name(table, table.claimant))
    else:
        title = T("Everyone failed!")
    hint = T("$: next map  UP: undo") if undo else T("$: next map")
    return scores_screen(table, title, hint, table.claimant)


def over_screen(table: TreasureRushState, undo: str | None = None) -> Screen:
    """The game is won (UP takes back the winning verdict)."""
    assert table.winner is not None
    title = T("{who} wins the game!", who=seat_name(table, table.winner))
    hint = T("$: new game  UP: undo") if undo else T("$: new game")
    return scores_screen(table, title, hint, table.winner)
