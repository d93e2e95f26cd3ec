"""The screens of the treasure split, the amulets washing up and the final scores.

Nobody's gold total is ever shown before the end, except to each contributor during
their own secret look.
"""

from __future__ import annotations

from collections.abc import Callable

from games.screen import WIDTH, Label, N, Screen, Shape, T, Text
from games.tobago.island import LandmarkKind
from games.tobago.split import Split
from games.tobago.state import Phase, TobagoState
from games.tobago.views import card_shapes, words
from games.tobago.words import statue_turned

CARDS_DRAWN = 4


def _split(state: TobagoState) -> Split:
    assert state.split is not None, "no split is going on"
    return state.split


def look_screen(state: TobagoState) -> Screen:
    """One contributor's secret look: first a warning to the others, then the cards."""
    split = _split(state)
    player, cards = split.looks[split.look_index]
    if not split.showing:
        return words(
            T("Map {map}: the split", map=split.map_number),
            N(
                "Player {player}: look at {n} card",
                "Player {player}: look at {n} cards",
                len(cards),
                player=player,
            ),
            T("Everyone else: look away!"),
            T("AIR: show the cards"),
        )
    values = " ".join(str(card) for card in cards) or "-"
    gold = T("Your gold so far: {gold}", gold=state.treasury.total(player))
    title = T("Player {player}'s cards:", player=player)
    shapes: list[Shape] = [Label(0, 0, title)]
    if len(cards) <= CARDS_DRAWN:
        for i, card in enumerate(cards):
            shapes += card_shapes(str(card), 2 + i * 32, 11)
    else:
        shapes.append(Label(WIDTH // 2, 22, T("{cards}", cards=values), size=2, align="center"))
    hide = T("AIR: hide them")
    shapes += [Label(WIDTH, 54, hide, align="right")]
    return Screen((title, T("{cards}", cards=values), gold, hide), tuple(shapes))


def offer_screen(state: TobagoState) -> Screen:
    """The card turned up and the player it is offered to: take or pass."""
    split = _split(state)
    card = split.card
    player = split.offered_to
    number = T("Card {i} of {n}", i=split.turned + 1, n=len(split.cards))
    worth = N("{n} gold", "{n} gold", card.value)
    asked = T("Player {player}:", player=player)
    take, pass_ = T("$: take it"), T("UP: pass")
    shapes: list[Shape] = [*card_shapes(str(card), 2, 11), Label(0, 0, number)]
    shapes += [Label(40, 12 + 11 * i, text) for i, text in enumerate((worth, asked, take, pass_))]
    return Screen((number, worth, asked, take, pass_), tuple(shapes))


def curse_screen(state: TobagoState) -> Screen:
    """The curse: the deciding player may give up an amulet or lose their best gold."""
    split = _split(state)
    return words(
        T("Curse! The split ends."),
        T("Player {player}: give up an amulet", player=split.deciding),
        T("or lose your best gold card?"),
        T("$: give up an amulet"),
        T("UP: lose the gold card"),
    )


def split_over_screen(state: TobagoState) -> Screen:
    """How the split ended and what comes next."""
    split = _split(state)
    lines: list[Text] = [
        T("Curse! The split is over.") if split.curse_struck else T("The split is over.")
    ]
    if split.lost:
        who = ", ".join(str(p) for p in split.lost)
        lines.append(T("Best gold card lost: player {players}", players=who))
    if split.kept:
        who = ", ".join(str(p) for p in split.kept)
        lines.append(T("Amulet given up: player {players}", players=who))
    if split.discarded:
        lines.append(N("{n} card was discarded.", "{n} cards were discarded.", split.discarded))
    if not state.treasury.deck:
        lines += [T("The treasure deck is empty."), T("AIR: final scores")]
    else:
        player = split.last_taker or split.finder
        lines += [T("P{player}: clue on map {map}", player=player, map=split.map_number)]
        lines += [T("AIR: go on")]
    return words(*lines)


def washed_screen(state: TobagoState) -> Screen:
    """Where amulets washed up and how the statues now face."""
    names = " ".join(state.names.names(state.washed))
    lines: list[Text] = [
        T("Amulets wash up at {names}", names=names) if names else T("No new amulet washed up.")
    ]
    for statue in state.island.landmarks_of(LandmarkKind.STATUE):
        if statue.facing is not None:
            lines.append(statue_turned(statue.facing, state.names.name(statue.hex)))
    return words(*lines[:4], T("AIR: go on"))


def end_screen(state: TobagoState) -> Screen:
    """The final scores, most gold first."""
    totals = {p: state.treasury.total(p) for p in state.treasury.gold}
    ranking = sorted(totals, key=lambda p: (-totals[p], p))
    lines = [T("Final scores")]
    for p in ranking:
        rank = 1 + sum(gold > totals[p] for gold in totals.values())
        lines.append(T("{rank}. Player {player}: {gold} gold", rank=rank, player=p, gold=totals[p]))
    return words(*lines)


SPLIT_SCREENS: dict[Phase, Callable[[TobagoState], Screen]] = {
    Phase.LOOK: look_screen,
    Phase.OFFER: offer_screen,
    Phase.CURSE: curse_screen,
    Phase.SPLIT_OVER: split_over_screen,
    Phase.WASHED: washed_screen,
    Phase.END: end_screen,
}
