"""The companion put together: its feed on the box's output, its pairing, its box side
and its server. ``start_companion`` is all that start-up calls (when it is on)."""

from __future__ import annotations

import logging
import socket
import time
from typing import TYPE_CHECKING

from appliance.box.output import Output, Record
from appliance.companion.box_side import BoxSide
from appliance.companion.feed import Feed
from appliance.companion.pages import page
from appliance.companion.pairing import Pairing
from appliance.companion.rate_limit import RateLimit
from appliance.companion.server import CompanionServer

if TYPE_CHECKING:
    from appliance.box.router import Box
    from appliance.box.start.settings import CompanionSettings

log = logging.getLogger(__name__)


class Companion:
    """The running companion: close it with the box."""

    def __init__(self, box: Box, output: Output, settings: CompanionSettings) -> None:
        self.feed = Feed(wake_later=box.loop.call_soon)
        self.pairing = Pairing(RateLimit(time.monotonic))
        self.server = CompanionServer(
            (settings.listen, settings.port),
            feed=self.feed,
            pairing=self.pairing,
            claimed=lambda: box.loop.call_soon(self.box_side.ask_next),
            page=lambda seat: page(seat, output.renderer.translate, box.language),
        )
        self.url = f"http://{shown_address(settings.listen)}:{self.server.port}/"
        self.box_side = BoxSide(box, self.pairing, self.feed, self.url)
        self.output = output
        output.listeners.append(self.hear)
        output.table_listeners.append(self.feed.hear_table)
        self.box_side.install()
        self.server.start()
        log.info("the table companion listens on %s", self.url)

    def hear(self, record: Record) -> None:
        """A record of the box (on its thread): to the pages, and a claim kept waiting
        is asked when the box is free."""
        self.feed.hear(record)
        self.box_side.heard()

    def close(self) -> None:
        """Stop serving."""
        self.server.close()


def start_companion(box: Box, output: Output, settings: CompanionSettings) -> Companion:
    """Serve the table's pages where the settings say (OSError if it cannot listen)."""
    return Companion(box, output, settings)


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
