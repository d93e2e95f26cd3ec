"""The companion put together: its feed on the box's output, its pairing, its box side
and its server. ``start_companion`` is all that start-up calls (when it is on)."""

from __future__ import annotations

import logging
import socket
import time
from typing import TYPE_CHECKING, Any

from appliance.box.loop import EventLoop
from appliance.box.output import Output, Record
from appliance.companion.box_side import BoxSide
from appliance.companion.feed import Feed
from appliance.companion.pages import page
from appliance.companion.pairing import Pairing
from appliance.companion.rate_limit import RateLimit
from appliance.companion.server import CompanionServer

if TYPE_CHECKING:
    from appliance.box.router import Parts
    from appliance.box.start.settings import CompanionSettings

log = logging.getLogger(__name__)


class FrameTee:
    """The display, with each new image also handed to the feed."""

    def __init__(self, display: Any, feed: Feed) -> None:
        self.display = display
        self.feed = feed

    def show(self, image: Any) -> None:
        """Show ``image`` on the OLED, then tell the pages."""
        self.display.show(image)
        self.feed.show_frame(image)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.display, name)


class Companion:
    """The running companion: plugged into the box as it is made (:meth:`plug_in`),
    closed with it."""

    def __init__(
        self,
        loop: EventLoop,
        output: Output,
        settings: CompanionSettings,
    ) -> None:
        self.feed = Feed(wake_later=loop.call_soon)
        self.pairing = Pairing(RateLimit(time.monotonic))
        self.server = CompanionServer(
            (settings.listen, settings.port),
            feed=self.feed,
            pairing=self.pairing,
            claimed=lambda: loop.call_soon(self.box_side.ask_next),
            page=lambda seat: page(seat, output.renderer.translate, output.language),
        )
        self.url = f"http://{shown_address(settings.listen)}:{self.server.port}/"
        self.output = output

    def plug_in(self, parts: Parts) -> BoxSide:
        """The box being made hands its parts: the companion's box side, its feed on the
        box's output, and the server started."""
        self.box_side = BoxSide(parts, self.pairing, self.feed, self.url)
        output = self.output
        output.display = FrameTee(output.display, self.feed)
        output.listeners.append(self.hear)
        output.table_listeners.append(self.feed.hear_table)
        self.server.start()
        log.info("the table companion listens on %s", self.url)
        return self.box_side

    def hear(self, record: Record) -> None:
        """A record of the box (on its thread): to the pages, and a claim kept waiting
        is asked when the box is free."""
        self.feed.hear(record)
        self.box_side.heard()

    def close(self) -> None:
        """Stop serving."""
        self.server.close()


def start_companion(loop: EventLoop, output: Output, settings: CompanionSettings) -> Companion:
    """Bind the table's pages where the settings say (OSError if it cannot listen); they
    are served once the box plugs the companion in."""
    return Companion(loop, output, settings)


def shown_address(address: str) -> str:
    """The address a phone types: the listening one, or for every network the box's
    address on the network it reaches others by (no packet is sent to find it)."""
    if address not in ("", "0.0.0.0", "::"):
        return address
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"
