"""The evenings remembered: each game's result written to the log once, when the game
ends (appliance.box.state.history), and shown from the box menu's History, a page for
each evening, the newest first, and on the phones.

When a game is dealt (or set up again after its end), the date is kept with the saved
state (``box.dealt``), so that an evening's length counts from the deal, across power
cuts. A game that ends, is taken back into play (undo, a score put right) and ends again
is one evening: the second result replaces the first.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any

from appliance.box.layers import KeysLayer
from appliance.box.notices import notice_screen
from appliance.box.output import Output
from appliance.box.state.history import Evening, History
from appliance.box.state.shape import DATE
from games.base import Ends, Game, Result, result_of
from games.keys import UP
from games.screen import Screen, T, Text, plural
from games.seats.colours import COLOUR_NAMES

log = logging.getLogger(__name__)

DAMAGED = (T("The history was damaged."), T("A new one starts."))
NOT_KEPT = (T("Not kept in the history:"), T("card error."))
FORM = "%Y-%m-%dT%H:%M:%S"
COLUMNS = ("game", "when", "won", "scores")


def evening_of(game: str, result: Result, ended: datetime, dealt: str | None) -> Evening:
    """The log's entry for ``game`` ended at ``ended`` with ``result`` (dealt at
    ``dealt``, when the box knows)."""
    seats = []
    for seat in result.seats:
        entry: dict[str, Any] = {"seat": seat.seat}
        if seat.colour is not None:
            entry["colour"] = seat.colour
        if seat.seat in result.scores:
            entry["score"] = int(result.scores[seat.seat])
        seats.append(entry)
    evening: Evening = {
        "date": ended.strftime(FORM),
        "game": game,
        "seats": seats,
        "winners": list(result.winners),
    }
    if result.teams:
        evening["teams"] = True
    if dealt is not None and DATE.fullmatch(dealt):
        evening["dealt"] = dealt
        evening["seconds"] = max(0, int((ended - datetime.strptime(dealt, FORM)).total_seconds()))
    return evening


def seat_name(evening: Evening, seat: int) -> Text:
    """A seat as the log names it: its colour ("Red") when the game gave one, else
    "Player 2" (or "Team 2")."""
    if evening.get("teams"):
        return T("Team {seat}", seat=seat)
    colour = next((s.get("colour") for s in evening["seats"] if s.get("seat") == seat), None)
    if colour in COLOUR_NAMES:
        return T(COLOUR_NAMES[colour])
    return T("Player {seat}", seat=seat)


def _and(first: Text, then: Text) -> Text:
    # TRANSLATORS: two seats (or a list so far and one more) of a tie: "Red, Blue".
    return T("{first}, {then}", first=first, then=then)


def evening_lines(evening: Evening, titles: Mapping[str, Text]) -> dict[str, Text]:
    """An evening in words: its game, when and how long, who won, the scores."""
    teams = bool(evening.get("teams"))
    date = datetime.strptime(evening["date"], FORM)
    when = T("{month}/{day} {time}", month=date.month, day=date.day, time=date.strftime("%H:%M"))
    if "seconds" in evening:
        minutes = round(evening["seconds"] / 60)
        when = T("{date}, {length}", date=when, length=plural("{n} min", "{n} min", minutes))
    winners = evening["winners"]
    coloured = not teams and all(
        s.get("colour") in COLOUR_NAMES for s in evening["seats"] if s.get("seat") in winners
    )
    if len(winners) == 1:
        won = T("{who} won", who=seat_name(evening, winners[0]))
    elif winners and coloured:
        names = [seat_name(evening, seat) for seat in winners]
        won = T("Tie: {seats}", seats=functools.reduce(_and, names))
    elif winners:
        seats = ", ".join(str(seat) for seat in winners)
        won = (
            T("Tie: teams {seats}", seats=seats)
            if teams
            else T("Tie: players {seats}", seats=seats)
        )
    else:
        won = T("No winner kept")
    scores = [str(seat["score"]) for seat in evening["seats"] if "score" in seat]
    # TRANSLATORS: a game no longer on the box, by the name it had in the log: keep it.
    title = titles.get(evening["game"], T("{game}", game=evening["game"]))
    lines = {"game": title, "when": when, "won": won}
    if scores:
        lines["scores"] = T("Scores: {scores}", scores=" ".join(scores))
    return lines


def evening_screen(evenings: list[Evening], page: int, titles: Mapping[str, Text]) -> Screen:
    """Page ``page`` (0: the newest evening) of the history."""
    if not evenings:
        return Screen((T("History"), T("No game finished yet."), T("CLEAR: back")))
    lines = evening_lines(evenings[-1 - page], titles)
    hint = T("{page}/{pages} UP: older", page=page + 1, pages=len(evenings))
    return Screen((*lines.values(), hint))


class Evenings:
    """Watches each game for its end, keeps its result, and shows the history."""

    def __init__(
        self,
        *,
        history: History,
        output: Output,
        state: Callable[[], dict[str, Any]],
        set_state: Callable[[dict[str, Any]], None],
        titles: Callable[[], Mapping[str, Text]],
        cover: Callable[[KeysLayer, Screen], None],
        close: Callable[[], None],
        post_notice: Callable[[Screen], None],
        wall: Callable[[], datetime],
    ) -> None:
        self.history = history
        self._output = output
        self._state = state  # the saved state: the deal's date goes in its "box" part
        self._set_state = set_state  # (saved with the next save, the deal's own)
        self._titles = titles
        self._cover = cover
        self._close = close
        self._post_notice = post_notice
        self._wall = wall
        self._over = False  # the game now has ended already (restored so, or seen to)
        self._again = False  # it ended, was taken back into play: its end replaces that one
        self._page = 0
        if history.problem is not None:
            post_notice(notice_screen(*DAMAGED))

    def loaded(self, name: str, game: Game | None, restored: bool) -> None:
        """A game dealt (its date kept with the state) or put back."""
        self._over = result_of(game) is not None
        self._again = False
        if not restored and isinstance(game, Ends):
            self._dealt(name)

    def played(self, name: str, game: Game | None) -> None:
        """After each event: a game that has just ended is kept in the history."""
        result = result_of(game)
        was_over, self._over = self._over, result is not None
        if was_over and result is None and isinstance(game, Ends):
            self._again = not game.setting_up  # set up again: a new evening from now
            if game.setting_up:
                self._dealt(name)
        if result is None or was_over:
            return
        dealt = self._state().get("box", {}).get("dealt", {}).get(name)
        evening = evening_of(name, result, self._wall(), dealt if isinstance(dealt, str) else None)
        try:
            self.history.add(evening, replace=self._again)
        except OSError as error:
            log.error("the evening cannot be kept in the history: %s", error)
            self._post_notice(notice_screen(*NOT_KEPT))
        self.tell()

    def _dealt(self, name: str) -> None:
        """``name`` dealt now: its date kept with the state (saved with the next save)."""
        state = self._state()
        box = state.get("box", {})
        dealt = {**box.get("dealt", {}), name: self._wall().strftime(FORM)}
        self._set_state({**state, "box": {**box, "dealt": dealt}})

    def tell(self) -> None:
        """The history, in the box's words, to the phones."""
        self._output.show_history(self.table)

    def table(self, translate: Callable[[Text], str]) -> dict[str, Any]:
        """The history as the phones show it: a row of words for each evening, newest
        first, and the headings."""
        titles = self._titles()
        rows = []
        for evening in reversed(self.history.evenings):
            lines = evening_lines(evening, titles)
            rows.append([translate(lines[key]) if key in lines else "" for key in COLUMNS])
        return {"title": translate(T("History")), "rows": rows}

    def open(self) -> None:
        """The box menu's History: the newest evening first; UP the one before."""
        self._page = 0
        self._cover(KeysLayer({UP: self._older}, self._close), self._screen())

    def _older(self) -> None:
        self._page = (self._page + 1) % max(1, len(self.history.evenings))
        self._output.show_screen(self._screen())

    def _screen(self) -> Screen:
        return evening_screen(self.history.evenings, self._page, self._titles())
