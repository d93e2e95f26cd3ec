"""The companion on the box's thread: the join screen, the question of a claimed seat,
and the end of every pairing (a new game, another game, or the box menu)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from appliance.box.actions import BoxAction
from appliance.box.layers import QuestionLayer
from appliance.box.menu import CONFIRM_KEY, Menu, MenuItem
from appliance.box.notices import notice_screen
from appliance.companion.feed import Feed
from appliance.companion.join_screen import claim_screen, join_screen
from appliance.companion.pairing import Pairing
from games.base import ColouredSeats, SeatPhones, allows_menu
from games.keys import CLEAR, MENU
from games.screen import Screen, T
from games.seats.colours import MOST_SEATS, seat_name

if TYPE_CHECKING:
    from appliance.box.router import Parts

PHONES = "phones"  # the box menu's "Phones": the phones menu
JOIN = "phones-join"  # the phones menu's "How to join": the join screen
UNPAIR = "unpair"  # the phones menu's "End phone pairings"
ENDED = T("Every phone pairing ended.")
Answer = Callable[[str], bool]  # a key released on a cover: True puts it away


def phones_menu() -> Menu:
    """The box menu's "Phones": how to join, and the end of every pairing."""
    return Menu(
        T("Phones"),
        (
            MenuItem(T("How to join"), BoxAction(JOIN)),
            MenuItem(T("End phone pairings"), BoxAction(UNPAIR), (T("End every pairing?"),)),
        ),
    )


class CoverLayer(QuestionLayer):
    """A screen of the companion over the game, held like a menu's question: the game
    pauses under it and its screens wait. ``answer`` gets the key that puts it away."""

    def __init__(self, close: Callable[[], None], screen: Screen, answer: Answer) -> None:
        super().__init__(lambda layer, result: close())
        self.close = close
        self.screen = screen
        self.answer = answer
        self.down: set[str] = set()

    def press(self, key: str) -> bool:
        self.down.add(key)
        return True

    def release(self, key: str) -> bool:
        if key not in self.down:
            return False
        self.down.discard(key)
        if key != MENU and self.answer(key):
            self.close()  # the game again, resumed and drawn
        return True

    def hold(self, key: str) -> bool:
        return True


class BoxSide:
    """What the companion does on the box: asked from the server, run on the loop."""

    def __init__(self, parts: Parts, pairing: Pairing, feed: Feed, url: str) -> None:
        self.slot = parts.slot
        self.menus = parts.menus
        self.notices = parts.notices
        self.output = parts.output
        self.call_soon = parts.call_soon
        self.pairing = pairing
        self.feed = feed
        self.url = url
        self.asking: str | None = None  # the claim on the OLED now
        self.game = ""
        self.named: dict[str, str] = {}  # the seats' names the pages were told last

    @property
    def actions(self) -> Mapping[str, Callable[[], None]]:
        """The box menu's items (the box is told of every game loaded: game_loaded)."""
        return {PHONES: self.open_phones_menu, JOIN: self.show_join, UNPAIR: self.end_from_menu}

    def game_loaded(self, name: str, restored: bool) -> None:
        """A game dealt anew, or another game: its pairings end with it. (Loading a game
        took every question away, a claim's too: a claim still waiting is asked again.)"""
        self.asking = None
        if name != self.game or not restored:
            self.pairing.end_all()
            self.feed.forget_seats()
        self.game = name
        title = self.slot.games[name].title
        self.feed.put("game", {"name": name, "title": self.output.renderer.translate(title)})
        self.tell_seats()

    def tell_seats(self) -> None:
        """Every page learns which seats have a phone, and so does a game with secrets
        for one seat's eyes (its OLED then says only that the player looked)."""
        taken = self.pairing.seats_taken()
        self.named = self._seat_names()
        self.feed.put("seats", {"taken": taken, "names": self.named})
        game = self.slot.game
        if isinstance(game, SeatPhones):
            self.slot.apply(game.phones_at(frozenset(taken), self.slot.now()))

    def open_phones_menu(self) -> None:
        """The box menu's "Phones" (from a menu: the game is paused already)."""
        self.menus.show_over(phones_menu())

    def show_join(self) -> None:
        """The phones menu's "How to join": the address, its QR code and the code."""
        self._cover(join_screen(self.url, self.pairing.code), lambda key: True, pause=False)

    def end_from_menu(self) -> None:
        """The box menu's "End phone pairings"."""
        self.pairing.end_all()
        self.feed.forget_seats()
        self.tell_seats()
        self.menus.close()
        self.notices.post(notice_screen(ENDED))
        self.notices.show_first()

    def ask_next(self) -> None:
        """Ask about the oldest claim, when nothing else is on the screen."""
        if self.asking is not None or self.menus.is_open or self.notices.screens:
            return
        if not allows_menu(self.slot.game):
            return  # asked when the game lets a menu open (after the dive)
        waiting = self.pairing.waiting()
        if not waiting:
            return
        claim = waiting[0]
        self.asking = claim.id
        self._cover(claim_screen(claim.seat), self._answer, pause=True)

    def _seat_names(self) -> dict[str, str]:
        """Each seat's name as the box names it: its colour, or "Seat 2" in a game whose
        seats have none."""
        game, translate = self.slot.game, self.output.renderer.translate
        colours = game.seat_colours if isinstance(game, ColouredSeats) else ()
        return {str(n): translate(seat_name(colours, n)) for n in range(1, MOST_SEATS + 1)}

    def heard(self) -> None:
        """After any record (on the loop): the seats' names again if a colour changed (at
        a game's setup), and a claim kept waiting may be asked now."""
        if self._seat_names() != self.named:
            self.tell_seats()
        if self.asking is None and self.pairing.waiting():
            self.call_soon(self.ask_next)

    def _answer(self, key: str) -> bool:
        claim, self.asking = self.asking, None
        if claim is None:
            return True
        if key == CONFIRM_KEY:
            self.pairing.confirm(claim)
        elif key == CLEAR:
            self.pairing.refuse(claim)
        else:
            self.asking = claim
            return False  # only 1 or CLEAR answers
        self.tell_seats()
        return True

    def _cover(self, screen: Screen, answer: Answer, *, pause: bool) -> None:
        """Cover the game with ``screen``; ``pause`` it unless a menu paused it already."""
        self.menus.cover(CoverLayer(self.menus.close, screen, answer), screen, pause=pause)
