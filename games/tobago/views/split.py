"""The screens of the treasure split, the amulets washing up and the final scores.

Nobody's gold total is ever shown before the end, except to each contributor during
their own secret look.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.screen import WIDTH, Label, Screen, Shape, T, Text, plural
from games.seats.colours import seat_name
from games.tobago.flows.split import CARDS_PER_PAGE
from games.tobago.island.island import LandmarkKind
from games.tobago.state import Phase, TobagoState
from games.tobago.treasure.deck import CURSE
from games.tobago.treasure.split import Split
from games.tobago.views.paging import Pages
from games.tobago.views.parts import ROW, card_shapes, words
from games.tobago.words import card_mark, card_marks, statue_turned

CARDS_DRAWN = 4
CARD_WIDTH = 30
NARROW_CARD_WIDTH = 24
CARD_HEIGHT = 41


def _split(state: TobagoState) -> Split:
    assert state.split is not None, "no split is going on"
    return state.split


def look_screen(state: TobagoState) -> Screen:
    """One contributor's secret look: first a warning to the others, then the cards
    (five to a page, UP for the next) and the player's own gold so far."""
    split = _split(state)
    player, cards = split.looks[split.look_index]
    if not split.showing:
        return words(
            T("Map {map}: the split", map=split.map_number),
            plural(
                "{seat}: look at {n} card",
                "{seat}: look at {n} cards",
                len(cards),
                seat=seat_name(state.colours, player),
            ),
            T("Everyone else: look away!"),
            T("AIR: show the cards"),
        )
    pages = Pages(cards, CARDS_PER_PAGE)
    shown = pages.on(state.shown.page)
    values = T("Cards: {cards}", cards=card_marks(cards))
    gold = T("Your gold: {gold}", gold=state.treasury.total(player))
    if pages.several:
        title = T(
            # TRANSLATORS: a seat's cards, page 1/2, over the line "Cards: 5 4 6 2 3 6".
            "{seat} {mark}  UP: more",
            seat=seat_name(state.colours, player),
            mark=pages.mark(state.shown.page),
        )
    else:
        title = T("{seat}'s cards:", seat=seat_name(state.colours, player))
    hide = T("AIR: hide")
    width = CARD_WIDTH if len(shown) <= CARDS_DRAWN else NARROW_CARD_WIDTH
    shapes: list[Shape] = [Label(0, 0, title)]
    for i, card in enumerate(shown):
        shapes += card_shapes(card_mark(card), 1 + i * (width + 1), 11, width, CARD_HEIGHT)
    shapes += [Label(0, 53, gold), Label(WIDTH, 53, hide, align="right")]
    return Screen((title, values, gold, hide), tuple(shapes))


def offer_screen(state: TobagoState) -> Screen:
    """The card turned up and the player it is offered to: take or pass."""
    split = _split(state)
    card = split.card
    player = split.offered_to
    number = T("Card {i} of {n}", i=split.turned + 1, n=len(split.cards))
    worth = plural("{n} gold", "{n} gold", card.value)
    token, tokens = split.offered_token
    asked = T("{seat}:", seat=seat_name(state.colours, player))
    if tokens > 1:
        # TRANSLATORS: the seat offered the card, and which of its compass tokens is
        # served by it ("Red 1/2:", token 1 of 2); a narrow row beside the card.
        asked = T("{seat} {k}/{n}:", seat=seat_name(state.colours, player), k=token, n=tokens)
    take, pass_ = T("$: take it"), T("UP: pass")
    shapes: list[Shape] = [*card_shapes(card_mark(card), 2, 11), Label(0, 0, number)]
    shapes += [Label(40, 12 + 11 * i, text) for i, text in enumerate((worth, asked, take, pass_))]
    return Screen((number, worth, asked, take, pass_), tuple(shapes))


def curse_screen(state: TobagoState) -> Screen:
    """The curse: the deciding player is told which card would go, then gives up an
    amulet or loses it."""
    split = _split(state)
    player = split.deciding
    gold = state.treasury.gold.get(player, []) if player is not None else []
    best = max(gold, default=CURSE).value
    return words(
        T("Curse! The split ends."),
        plural(
            "{seat}: your best card is worth {n} gold. Keep it?",
            "{seat}: your best card is worth {n} gold. Keep it?",
            best,
            seat=seat_name(state.colours, player),
        ),
        T("$: give up an amulet"),
        plural("UP: lose the {n} gold", "UP: lose the {n} gold", best),
    )


REPORT_ROWS = 2  # with the next step, UP and AIR: five rows, what a Japanese screen holds


def players_text(state: TobagoState, players: Sequence[int]) -> Text:
    """Players as the screen names them, "Blue Red", in the box's language."""
    text = T("{seat}", seat=seat_name(state.colours, players[0]))
    for player in players[1:]:
        text = T("{players} {seat}", players=text, seat=seat_name(state.colours, player))
    return text


def split_over_pages(state: TobagoState) -> Pages[Text]:
    """What the split did, in rows, a few to a page."""
    split = _split(state)
    rows: list[Text] = [T("Curse! Split over.") if split.curse_struck else T("The split is over.")]
    if split.lost:
        rows.append(T("Best gold card lost: {players}", players=players_text(state, split.lost)))
    if split.kept:
        rows.append(T("Amulet given up: {players}", players=players_text(state, split.kept)))
    if split.discarded:
        rows.append(plural("{n} card was discarded.", "{n} cards were discarded.", split.discarded))
    return Pages(rows, REPORT_ROWS)


def split_over_screen(state: TobagoState) -> Screen:
    """How the split ended (UP for more when it does not fit) and what comes next."""
    split = _split(state)
    pages = split_over_pages(state)
    rows = pages.on(state.shown.page)
    if not state.treasury.deck:
        after = [T("The treasure deck is empty.")]
        go = T("AIR: final scores")
    else:
        player = split.last_taker or split.finder
        after = [
            T(
                "{seat}: clue on map {map}",
                seat=seat_name(state.colours, player),
                map=split.map_number,
            )
        ]
        go = T("AIR: go on")
    more = [T("UP: more {mark}", mark=pages.mark(state.shown.page))] if pages.several else []
    return words(*rows, *after, *more, go)


def washed_screen(state: TobagoState) -> Screen:
    """Where amulets washed up and how the table turns each statue: the lines in whole
    words (speech, console), the screen with the facings as compass points so each
    statue is one row ("Statue G6 faces NW")."""
    names = " ".join(state.names.names(state.washed))
    amulets = T("Amulets to {names}", names=names) if names else T("No amulet washed up.")
    statues = [s for s in state.island.landmarks_of(LandmarkKind.STATUE) if s.facing is not None]
    turned = [statue_turned(s.facing or 0, state.names.name(s.hex)) for s in statues]
    drawn = [statue_turned(s.facing or 0, state.names.name(s.hex), short=True) for s in statues]
    go = T("AIR: go on")
    rows = [amulets, T("Turn statues 60° right:"), *drawn[:3], go]
    shapes = tuple(Label(0, i * ROW, text) for i, text in enumerate(rows))
    return Screen((amulets, *turned[:3], go), shapes)


def end_screen(state: TobagoState) -> Screen:
    """The final scores, most gold first."""
    totals = {p: state.treasury.total(p) for p in state.treasury.gold}
    ranking = sorted(totals, key=lambda p: (-totals[p], p))
    lines = [T("Final scores")]
    for p in ranking:
        rank = 1 + sum(gold > totals[p] for gold in totals.values())
        seat = seat_name(state.colours, p)
        lines.append(T("{rank}. {seat}: {gold} gold", rank=rank, seat=seat, gold=totals[p]))
    return words(*lines)


SPLIT_SCREENS: dict[Phase, Callable[[TobagoState], Screen]] = {
    Phase.LOOK: look_screen,
    Phase.OFFER: offer_screen,
    Phase.CURSE: curse_screen,
    Phase.SPLIT_OVER: split_over_screen,
    Phase.WASHED: washed_screen,
    Phase.END: end_screen,
}
