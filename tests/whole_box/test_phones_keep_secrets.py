"""Every secret of every game, with no phone paired, the owner's phone only, another
seat's phone only and every seat's phone: every byte each phone receives over real HTTP
on 127.0.0.1 (the table page and its news, each paired seat's page and its news) is read,
and none carries a secret that is not its owner's: no frame with the secret screen's
pixels, no secret words in any language, no join code.

``pytest -s`` prints, for each moment and each phone, the bytes it received and how many
of its messages carried someone else's secret (always 0)."""

from __future__ import annotations

import base64
import http.client
import io
import json
import re
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from atlantis_positions import FULL_DECKS, bench_at
from boxkit import play
from companionkit import (
    SEED_07,
    TIMEOUT,
    companion_box,
    on_the_box,
    pair,
    port_of,
    put_game,
    tobago_split,
)
from PIL import Image

from appliance.box.start.startup import Running
from appliance.box.words.i18n import LANGUAGES, Translator
from appliance.companion.join_screen import join_screen
from games.atlantis import words as atlantis_words
from games.atlantis.screens import screen_for
from games.screen import Screen, T, Text
from games.tobago.screens import screen as tobago_screen
from games.tobago.words import card_marks

TRANSLATORS = [Translator(language) for language in LANGUAGES]
SEATS = (1, 2, 3)  # every position here has three players


def game_screen(running: Running) -> Screen:
    """The game's own screen now, as a seat with no phone sees it on the OLED."""
    state = running.box.game.state
    return screen_for(state) if running.box.current == "atlantis" else tobago_screen(state)


@dataclass(frozen=True)
class Moment:
    """One secret of one game: how the box gets there, the keys that show and hide it,
    whose it is (0: nobody's, the box's own), its words, and its screen on the OLED (for
    a seat with no phone)."""

    game: str
    owner: int
    reach: Callable[[Running], None]
    show: str
    words: Callable[[Running], list[Text]]
    screen: Callable[[Running], Screen] = game_screen
    hide: str = "press AIR"
    extra: str = ""


def atlantis_at(
    phase: str, *, decks: str = FULL_DECKS, hands: str = "1:- 2:- 3:-"
) -> Callable[[Running], None]:
    """Put a three-player Atlantis game at a position on the box, as a restore would."""

    def reach(running: Running) -> None:
        put_game(running, bench_at(phase, players=3, current=1, decks=decks, hands=hands).game)

    return reach


def back_words(running: Running) -> list[Text]:
    back = running.box.game.state.lifted[1]
    return [
        atlantis_words.back_name(back),
        atlantis_words.border_words(back),
        atlantis_words.back_order(back),
    ]


def hand_words(seat: int) -> Callable[[Running], list[Text]]:
    def listed(running: Running) -> list[Text]:
        hands = running.box.game.state.hands
        held = hands.playable(seat) + hands.defences(seat)
        return [atlantis_words.hand_name(back) for back, _ in held]

    return listed


def tobago_words(running: Running) -> list[Text]:
    state = running.box.game.state
    player, cards = state.split.looks[state.split.look_index]
    return [
        T("Cards: {cards}", cards=card_marks(cards)),
        T("Your gold: {gold}", gold=state.treasury.total(player)),
    ]


def join_at(running: Running) -> Screen:
    return join_screen(running.companion.url, running.companion.pairing.code)


def code_words(running: Running) -> list[Text]:
    code = running.companion.pairing.code
    return [T("Code {code}", code=code), T("{code}", code=code)]


def nowhere(running: Running) -> None:
    """The game as dealt."""


JOIN = "press MENU\npress 5\npress 1"  # the box menu's Phones, How to join
RED_FIRST = FULL_DECKS.replace("beach=WWWSSSBddd", "beach=dWWWSSSBdd")  # a dolphin on top

LIFT = "press 1\npress AIR"  # a beach lifted, then its back shown
DEFEND = "press NS_GOLD\npress 2\npress AIR"  # a shark attacks: seat 2 defends, and looks
MOMENTS = {
    "atlantis: a red back lifted": Moment(
        "atlantis", 1, atlantis_at("lifting", decks=RED_FIRST), LIFT, back_words
    ),
    "atlantis: a green back lifted": Moment(
        "atlantis", 1, atlantis_at("lifting"), LIFT, back_words
    ),
    "atlantis: the hand in step 1": Moment(
        "atlantis", 1, atlantis_at("hand", hands="1:dn 2:- 3:-"), "press UP", hand_words(1)
    ),
    "atlantis: the defence tiles": Moment(
        "atlantis", 2, atlantis_at("moving", hands="1:- 2:xy 3:-"), DEFEND, hand_words(2)
    ),
    "tobago: a peek in a split": Moment(
        "tobago", 1, tobago_split, "press AIR", tobago_words, extra=SEED_07
    ),
    **{
        f"{game}: the join code": Moment(
            game, 0, nowhere, JOIN, code_words, screen=join_at, hide="press 5"
        )
        for game in ("lost-treasure", "treasure-rush", "atlantis", "tobago")
    },
}


def phones_for(moment: Moment, which: str) -> tuple[int, ...]:
    """The seats paired: none, the owner's, another seat's, or every seat's."""
    other = next(seat for seat in SEATS if seat != moment.owner)
    return {
        "no phone": (),
        "owner's": (moment.owner,),
        "another's": (other,),
        "every seat's": SEATS,
    }[which]


CASES = [
    (name, which)
    for name, moment in MOMENTS.items()
    for which in ("no phone", "owner's", "another's", "every seat's")
    if moment.owner or which != "owner's"  # the join code is nobody's: no owner's phone
]


class Phone:
    """A phone following the box: its page fetched and its news read, every byte kept."""

    def __init__(self, running: Running, seat: int, token: str = "") -> None:
        self.running = running
        self.seat = seat
        self.base = "/seat" if token else ""  # its token a cookie, as a granted claim sets
        self.headers = {"Cookie": f"seat={token}"} if token else {}
        self.connection = http.client.HTTPConnection("127.0.0.1", port_of(running), timeout=TIMEOUT)
        self.connection.request("GET", f"{self.base}/events", headers=self.headers)
        self.stream = self.connection.getresponse()
        assert self.stream.status == 200
        # Every byte read, in pieces as they came, each marked True if read while the
        # secret was shown.
        self.received: list[tuple[bytes, bool]] = []

    def page(self, secret_shown: bool) -> None:
        """The phone's page fetched again (as a browser reloading it)."""
        connection = http.client.HTTPConnection("127.0.0.1", port_of(self.running), timeout=TIMEOUT)
        try:
            connection.request("GET", self.base or "/", headers=self.headers)
            answer = connection.getresponse()
            assert answer.status == 200
            body = answer.read()
        finally:
            connection.close()
        self.received.append((body, secret_shown))

    def read_to(self, probe: int, secret_shown: bool) -> None:
        """Read the news up to the probe numbered ``probe`` (told after everything else)."""
        last = f'data: {{"probe":{probe}}}\n'.encode()
        while True:
            line = self.stream.fp.readline()
            assert line, "the stream ended"
            self.received.append((line, secret_shown))
            if line == last:
                return

    def close(self) -> None:
        self.connection.close()


def probe_all(running: Running, phones: list[Phone], number: int, secret_shown: bool) -> None:
    """Tell every page a probe after the box's last news, and read each page up to it: a
    page then has every byte the box sent it so far."""
    on_the_box(running, lambda: running.companion.feed.put("probe", {"probe": number}))
    for phone in phones:
        phone.read_to(number, secret_shown)


def frames(data: bytes) -> list[Image.Image]:
    """The OLED images a stream carried, decoded from their PNG."""
    found = []
    for match in re.finditer(rb'"png":"data:image/png;base64,([A-Za-z0-9+/=]+)"', data):
        found.append(Image.open(io.BytesIO(base64.b64decode(match.group(1)))))
    return found


def same_pixels(one: Image.Image, other: Image.Image) -> bool:
    """True when two images are the same, pixel for pixel."""
    return one.size == other.size and one.convert("L").tobytes() == other.convert("L").tobytes()


def secret_words(texts: list[Text]) -> set[str]:
    """The secret's words in every language the box speaks."""
    return {translate(text) for text in texts for translate in TRANSLATORS}


def leaks(
    pieces: list[tuple[bytes, bool]], secret_frames: list[Image.Image], told: set[str], always: bool
) -> int:
    """How many pieces carry the secret: its screen's pixels at any time, or its words
    while it is shown (``always``: at any time)."""
    count = 0
    for piece, while_secret in pieces:
        text = piece.decode("utf-8")
        if piece.startswith(b"data: "):
            text = json.dumps(json.loads(text.removeprefix("data: ")), ensure_ascii=False)
        without_pictures = re.sub(r"data:image/png;base64,[A-Za-z0-9+/=]+", "", text)
        shown = any(same_pixels(f, s) for f in frames(piece) for s in secret_frames)
        words = told if while_secret or always else set()
        said = any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", without_pictures) for w in words)
        count += shown or said
    return count


@pytest.mark.parametrize(("name", "which"), CASES)
def test_no_phone_receives_a_secret_that_is_not_its_own(tmp_path, name, which):
    moment = MOMENTS[name]
    with companion_box(tmp_path, game=moment.game, extra=moment.extra) as (running, _):
        moment.reach(running)
        tokens = {seat: pair(running, seat) for seat in phones_for(moment, which)}
        phones = [Phone(running, 0)] + [Phone(running, seat, t) for seat, t in tokens.items()]
        try:
            probe_all(running, phones, 1, secret_shown=False)
            play(running, moment.show)
            secret = moment.screen(running)
            if moment.owner not in tokens:  # the OLED shows it, for its owner's eyes
                assert running.output.current_screen.lines[: len(secret.lines)] == secret.lines
            secret_frames = [running.output.renderer.render(secret)]
            told = secret_words(moment.words(running))
            assert told, name
            for phone in phones:
                phone.page(secret_shown=True)
            probe_all(running, phones, 2, secret_shown=True)
            play(running, moment.hide)
            probe_all(running, phones, 3, secret_shown=False)
            for phone in phones:
                phone.page(secret_shown=False)
        finally:
            for phone in phones:
                phone.close()
    counted = []
    for phone in phones:
        if phone.seat and phone.seat == moment.owner:  # its own secret: for its eyes
            assert leaks(phone.received, [], told, always=False), "the owner saw nothing"
            continue
        # Every frame ever sent is checked; words while the secret is shown (a green back
        # is the table's once hidden), and a join code at any time.
        found = leaks(phone.received, secret_frames, told, always=not moment.owner)
        size = sum(len(piece) for piece, _ in phone.received)
        counted.append((phone.seat, size, found))
        who = f"seat {phone.seat}" if phone.seat else "table page"
        print(f"{name:32} {which:13} {who:10} {size:8} bytes  {found} with a secret not theirs")
    assert [found for _, _, found in counted] == [0] * len(counted), counted
