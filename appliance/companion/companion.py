"""The companion on the box put together: its feed on the box's output, its pairing, its
box side and its link to the companion's own process (which serves the phones).
``start_companion`` is all that start-up calls (when it is on)."""

from __future__ import annotations

import logging
import threading
import time
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from appliance.box.loop.event_loop import EventLoop
from appliance.box.notices import notice_screen
from appliance.box.output import Output, Record
from appliance.companion.box_side import BoxSide
from appliance.companion.feed import Feed
from appliance.companion.link import ChildOpener, Hello, Link, opener
from appliance.companion.pages import page
from appliance.companion.pairing import Pairing
from appliance.companion.rate_limit import RateLimit
from games.screen import T

if TYPE_CHECKING:
    from appliance.box.router import Parts
    from appliance.box.start.settings import CompanionSettings

log = logging.getLogger(__name__)


CHILD_START = 20.0  # seconds a child companion may take to listen (a laptop's start)
CANNOT_START = T("The phone companion cannot start. The box goes on without it.")


class Companion:
    """The running companion: plugged into the box as it is made (:meth:`plug_in`),
    closed with it."""

    def __init__(self, loop: EventLoop, output: Output, settings: CompanionSettings) -> None:
        self.loop = loop
        self.output = output
        self.settings = settings
        self.feed = Feed(wake_later=loop.call_soon)
        self.pairing = Pairing(RateLimit(time.monotonic))
        self.url = ""
        self.port = settings.port
        self.heard = threading.Event()
        self.pages: dict[str, str] = {}
        self._pages_language: str | None = None
        self._make_pages()
        self._problem = ""
        self.box_side: BoxSide | None = None
        self._parts: Parts | None = None
        self.link = Link(
            opener(),
            self.feed,
            self.pairing,
            self.hello,
            claimed=lambda: loop.call_soon(self._ask_next),
            listening=self.listening,
        )
        self.link.start()
        # A laptop's run: the child says at once whether it listens (as a thread did).
        child = isinstance(self.link.opener, ChildOpener)
        if child and (not self.heard.wait(CHILD_START) or not self.url):
            self.link.close()
            raise OSError(self._problem or "the companion's process did not start")

    def plug_in(self, parts: Parts) -> BoxSide:
        """The box being made hands its parts: the companion's box side, and its feed on
        the box's output."""
        self._parts = parts
        self.box_side = BoxSide(parts, self.pairing, self.feed, self.url)
        self.output.listeners.append(self.hear)
        self.output.table_listeners.append(self.feed.hear_table)
        return self.box_side

    def hello(self) -> Hello:
        """What the companion's process is told each time it is reached: where to
        listen (the port it took, once it took one) and the pages in the box's language."""
        return Hello(self.settings.listen, self.port, self.pages)

    def _make_pages(self) -> None:
        """The pages in the box's language, made anew when it changes (on the box's
        thread, after the change is whole)."""
        language = self.output.language
        if language != self._pages_language:
            translate = self.output.renderer.translate
            self.pages = {str(n): page(n or None, translate, language) for n in range(5)}
            self._pages_language = language

    def listening(self, url: str | None, problem: str) -> None:
        """The companion's process listens at ``url`` (None: it cannot, for ``problem``)."""
        if url:
            self.url = url
            if self.box_side is not None:
                self.box_side.url = url
            self.port = urlsplit(url).port or self.port
            log.info("the table companion listens on %s", url)
        else:
            self._problem = problem
            log.warning("the table companion cannot listen: %s", problem)
            if self.heard.is_set():
                self.loop.call_soon(self._cannot_start)
        self.heard.set()

    def _ask_next(self) -> None:
        if self.box_side is not None:
            self.box_side.ask_next()

    def _cannot_start(self) -> None:
        if self._parts is not None:
            self._parts.notices.post(notice_screen(CANNOT_START))
            self._parts.notices.show_first()

    def hear(self, record: Record) -> None:
        """A record of the box (on its thread): to the pages, and a claim kept waiting
        is asked when the box is free."""
        self.feed.hear(record)
        assert self.box_side is not None  # heard only once plugged in
        self.box_side.heard()
        self._make_pages()

    def close(self) -> None:
        """Stop serving (a child companion ends with it)."""
        self.link.close()


def start_companion(loop: EventLoop, output: Output, settings: CompanionSettings) -> Companion:
    """The companion's link, and on a laptop its process (OSError if it cannot listen);
    the phones are served what the box tells once the box plugs the companion in."""
    return Companion(loop, output, settings)
