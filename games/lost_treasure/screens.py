"""What the OLED shows: in words and pictures, what the lights and sounds just said.

Every builder returns a :class:`games.screen.Screen`. Its ``lines`` always say in words
what the drawing shows; every word is one whole translatable message.
"""

from __future__ import annotations

import itertools

from games.lost_treasure.compass import Answer, Region
from games.lost_treasure.diving.dive import Dive
from games.lost_treasure.ocean import COLUMNS, ROWS, Metal
from games.lost_treasure.words import EMPTIED, HISTORY_TITLES, answer_text, question_text
from games.screen import HEIGHT, WIDTH, Label, Pixels, Rect, Screen, Segment, Shape, T, Text, plural

HISTORY_PAGE = 4
PROFILE_TOP = 33
COMPASS_CELLS = {"N": (1, 0), "W": (0, 1), "C": (1, 1), "E": (2, 1), "S": (1, 2)}
LED_LIT = (" ##### ", *["#######"] * 5, " ##### ")
LED_DARK = (" ##### ", *["#     #"] * 5, " ##### ")
CHEST = ("  #######  ", " #+++++++# ", "###########", "#+++###+++#", "#+++++++++#", "###########")


def words(*texts: Text) -> Screen:
    """A screen of plain text rows."""
    return Screen(lines=tuple(texts))


def entry_screen(entry: str) -> Screen:
    """The location being entered: "Location 4_", and what the keys do now."""
    location = T("Location {digits}", digits=entry.ljust(2, "_"))
    if not entry:
        hints = (T("Keys 1 to 8: location"), T("Gold/silver: history"))
    elif len(entry) == 1:
        hints = (T("Keys 1-8: 2nd digit"), T("CLEAR: take it back"))
    else:
        hints = (T("Direction key: ask"), T("AIR: dive here"))
    shapes = (
        Label(WIDTH // 2, 4, location, size=2, align="center"),
        Label(0, 36, hints[0]),
        Label(0, 50, hints[1]),
    )
    return Screen((location, *hints), shapes)


def spin_screen(question: Answer) -> Screen:
    """The question being asked while the light circles."""
    return words(question_text(question), T("Compass turning..."))


def answer_screen(given: Answer) -> Screen:
    """The last answer with its question, and the compass as it is lit."""
    question, where = question_text(given), answer_text(given)
    shapes = (
        Label(WIDTH // 2, 0, question, align="center"),
        Pixels(WIDTH // 2 - 13, 13, compass_rows(given.point)),
        Label(WIDTH // 2, 46, where, align="center"),
    )
    return Screen((question, where), shapes)


def compass_rows(lit: str | None) -> tuple[str, ...]:
    """Pixel art of the five compass lights, ``lit`` filled, the others as rings."""
    grid = [[" "] * 27 for _ in range(27)]
    for point, (column, row) in COMPASS_CELLS.items():
        art = LED_LIT if point == lit else LED_DARK
        for y, line in enumerate(art):
            for x, pixel in enumerate(line):
                grid[row * 10 + y][column * 10 + x] = pixel
    return tuple("".join(line) for line in grid)


def fill_screen() -> Screen:
    """The tank filling: there is treasure here."""
    return words(T("Treasure here!"), T("Filling the tank"))


def ready_screen(dive: Dive, now: float) -> Screen:
    """Tank full, at the surface, waiting for the first area key."""
    air = T("Air {air} of {total}", air=dive.air_shown(now), total=dive.timing.air_units)
    return words(
        T("Treasure here!"),
        air,
        T("Hold a key to dive"),
        T("UP: stay on board"),
        T("CLEAR: call it off"),
    )


def dive_screen(dive: Dive, now: float, depth_max: int) -> Screen:
    """Air as a number and a bar, the depth, the areas that gave treasure (or, while he
    searches a floor or waits short of one, that), and the dive's profile so far."""
    total = dive.timing.air_units
    air = T("Air {air} of {total}", air=dive.air_shown(now), total=total)
    depth = T("Depth {depth}", depth=dive.level)
    status = dive_status(dive)
    bar = round((WIDTH - 2) * dive.air(now) / total)
    shapes: list[Shape] = [
        Label(0, 0, air),
        Label(WIDTH - 2, 0, depth, align="right"),
        Rect(0, 12, WIDTH, 6),
        Rect(1, 13, bar, 4, fill=True),
        Label(0, 19, status),
    ]
    shapes += profile_shapes(dive, now, depth_max)
    return Screen((air, depth, status), tuple(shapes))


def dive_status(dive: Dive) -> Text:
    """The dive screen's third line: what the diver is doing, or what he found."""
    if dive.move is not None and dive.move.searching:
        return T("Searching area {area}", area=dive.move.area)
    if dive.move is None and dive.bottom_due:
        return T("Hold key {area} down", area=dive.area)  # let go short of the bottom
    if dive.move is None and dive.surface_due:
        return T("Hold UP")  # let go short of the surface
    if not dive.finds:
        return T("No treasure yet")
    return plural("Treasure in {n} area", "Treasure in {n} areas", len(dive.finds))


def profile_shapes(dive: Dive, now: float, depth_max: int) -> list[Shape]:
    """The dive so far: time to the right, depth down; a mark where treasure was found."""
    top, bottom = PROFILE_TOP, HEIGHT - 3
    seconds = dive.timing.air_seconds

    def point(t: float, level: int) -> tuple[int, int]:
        x = min(WIDTH - 1, round((WIDTH - 1) * t / seconds))
        return x, top + round((bottom - top) * level / max(1, depth_max))

    points = [point(t, level) for t, level in dive.profile]
    points.append(point(dive.elapsed(now), dive.level))
    shapes: list[Shape] = [Segment(0, top, WIDTH - 1, top)]
    shapes += [Segment(*a, *b) for a, b in itertools.pairwise(points)]
    for t, level in dive.finds:
        x, y = point(t, level)
        shapes.append(Pixels(x - 1, y - 3, (" # ", "###", " # ")))
    return shapes


def haul_screen(
    value: int, emptied: Metal | None = None, *, again: bool = False, found: int = 0
) -> Screen:
    """The haul in dollars and chests; after emptying a location, what to do. ``found``
    (thousands) above ``value``: more was brought up than the gauge pays, and it says so."""
    chests = value // 50
    title = T("Last haul") if again else T("Treasure!")
    paid = plural(
        "${dollars:,} = {n} chest", "${dollars:,} = {n} chests", chests, dollars=value * 1000
    )
    over: tuple[Text, ...] = ()
    if found > value:  # with a location emptied too, the two top lines say it alone
        title = T("Found ${dollars:,}!", dollars=found * 1000)
        over = (T("(the gauge's most)"),) if emptied is None else ()
    if emptied is not None or over:
        after = () if emptied is None else EMPTIED[emptied]
        return words(title, paid, *over, *(T(message) for message in after))
    shapes: list[Shape] = [Label(WIDTH // 2, 0, title, align="center")]
    shapes.append(Label(WIDTH // 2, 14, paid, align="center"))
    left = (WIDTH - chests * 13) // 2
    shapes += [Pixels(left + i * 13, 36, CHEST) for i in range(chests)]
    return Screen((title, paid), tuple(shapes))


def no_haul_screen(*, again: bool = False) -> Screen:
    """VALUE before any dive, or (``again``) after a dive that brought nothing up."""
    if again:
        return words(T("Last dive"), T("No treasure brought up"))
    return words(T("No haul yet"))


def new_game_screen() -> Screen:
    """A new game: two treasures hidden, the buoys go back to the corners."""
    return words(T("New treasure hidden"), T("Buoys to the 4 corners"), T("Keys 1 to 8: location"))


def called_off_screen() -> Screen:
    """CLEAR with the tank full: the diver stays on board, the turn goes on."""
    return words(T("Dive called off"), T("Nothing was lost"), T("Keys 1 to 8: location"))


def not_here_screen(location: int) -> Screen:
    """AIR where neither treasure lies (two low notes)."""
    return words(T("No treasure at {location}", location=location), T("End of turn"))


def surfaced_screen() -> Screen:
    """Back at the surface with nothing (two bells)."""
    return words(T("Back on board"), T("No treasure this time"), T("End of turn"))


def out_of_air_screen(area: int | None, dropped: bool, *, cut_off: bool = False) -> Screen:
    """The air ran out (or the power went) under water: what dropped where."""
    title = T("The dive was cut off") if cut_off else T("Out of air!")
    where = (T("Dropped in area {area}", area=area),) if dropped else ()
    return words(title, *where, T("End of turn"))


def out_of_air_on_top_screen() -> Screen:
    """The air ran out at depth 0: UP would have ended the dive with nothing lost."""
    return words(T("Out of air!"), T("At depth 0, UP ends a dive with no loss"), T("End of turn"))


def history_screen(metal: Metal, answers: list[Answer], page: int) -> Screen:
    """One page of the answers about ``metal`` since it was hidden, newest first."""
    pages = max(1, -(-len(answers) // HISTORY_PAGE))
    title = T(HISTORY_TITLES[metal], page=page + 1, pages=pages)
    newest = list(reversed(answers))[page * HISTORY_PAGE : (page + 1) * HISTORY_PAGE]
    rows = [answer_text(given) for given in newest] or [T("No answers yet")]
    region = Region.from_answers(answers)
    shapes: list[Shape] = [Label(0, 0, title)]
    shapes += [Label(0, 12 + 12 * i, row) for i, row in enumerate(rows)]
    shapes.append(Rect(WIDTH - 43, 12, 43, 43))
    shapes.append(Pixels(WIDTH - 41, 14, region_rows(region)))
    return Screen((title, *rows, region_text(region)), tuple(shapes))


def region_text(region: Region) -> Text:
    """Where the buoys say the treasure can be."""
    if region.size == 1:
        return T("It is at {location}", location=10 * region.top + region.left)
    if region.top == region.bottom:
        return T(
            "Row {row}, cols {left}-{right}", row=region.top, left=region.left, right=region.right
        )
    if region.left == region.right:
        return T(
            "Rows {top}-{bottom}, col {column}",
            top=region.top,
            bottom=region.bottom,
            column=region.left,
        )
    return T(
        "Rows {top}-{bottom}, cols {left}-{right}",
        top=region.top,
        bottom=region.bottom,
        left=region.left,
        right=region.right,
    )


def region_rows(region: Region) -> tuple[str, ...]:
    """A 40 x 40 map of the ocean: a filled square where the treasure can be, a dot elsewhere."""
    rows: list[str] = []
    for row in ROWS:
        inside = [10 * row + column in region for column in COLUMNS]
        for y in range(5):
            cells = (
                "#### " if here and y < 4 else "  +  " if y == 1 else "     " for here in inside
            )
            rows.append("".join(cells))
    return tuple(rows)
