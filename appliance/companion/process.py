"""The companion's own process: the phones' server, fed by the box over a Unix socket.

``python -m appliance.companion.process --socket PATH`` is the companion's systemd
service (it listens on PATH for the box, and takes only the box's user); ``--fd N`` is
a child of the box on a laptop (its socket pair, and it ends with it). It has the
network and nothing of the box's state: what the phones see is what the box sends.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import pwd
import socket
import struct
import sys
from typing import Any

from appliance.companion.server import Server, Table

log = logging.getLogger(__name__)

MAX_RECORD = 16 * 1024 * 1024  # the longest line the box may send (a chart, the pages)
BOX_WAIT = 5.0  # seconds the box may take to answer a claim


class Companion:
    """The phones' server and the box it serves."""

    def __init__(self) -> None:
        self.table = Table()
        self.server = Server(self.table, self.claim, self.names)
        self.box: asyncio.StreamWriter | None = None
        self.bound: tuple[str, int] | None = None
        self.shown = ""
        self.listen = ""
        self.port = 0
        self._asked: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._ref = 0

    def names(self) -> set[str]:
        """The names the box shows for its page."""
        return {name for name in (self.shown, self.listen) if name not in WILDCARDS}

    async def session(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One box, until it hangs up: its records in, its claims out."""
        if self.box is not None:
            self.box.close()  # a box restarted: the old link is stale
        self.box = writer
        try:
            while line := await reader.readline():
                record = json.loads(line)
                kind = record.get("type")
                if kind == "hello":
                    await self.serve(str(record["listen"]), int(record["port"]))
                elif kind == "claimed":
                    if record.get("status") == 202:  # waiting, until the box's pairing says
                        self.table.claims.setdefault(
                            str(record["claim"]), {"seat": record["seat"], "answer": "waiting"}
                        )
                    asked = self._asked.pop(record.get("ref"), None)
                    if asked is not None and not asked.done():
                        asked.set_result(record)
                else:
                    self.table.hear(record)
        except (ConnectionError, ValueError, KeyError, TypeError) as error:
            log.warning("the box's link ended: %r", error)
        finally:
            if self.box is writer:
                self.box = None
                self.table.forget()  # every seat's page learns at once that it ended
            writer.close()

    async def serve(self, listen: str, port: int) -> None:
        """Listen where the box's settings say (once; again if they changed)."""
        if self.bound != (listen, port):
            await self.server.close()
            try:
                taken = await self.server.serve(listen, port)
            except OSError as error:
                self.bound = None
                self.tell({"type": "failed", "error": str(error)})
                return
            self.bound, self.listen = (listen, port), listen
            self.shown = shown_address(listen)
            self.port = taken
        self.tell({"type": "listening", "url": f"http://{self._host()}:{self.port}/"})

    def _host(self) -> str:
        return f"[{self.shown}]" if ":" in self.shown else self.shown

    def tell(self, record: dict[str, Any]) -> None:
        """A record to the box (dropped if it is gone)."""
        if self.box is not None and not self.box.is_closing():
            self.box.write(json.dumps(record).encode() + b"\n")

    async def claim(self, client: str, seat: Any, code: Any) -> dict[str, Any]:
        """Ask the box about a claimed seat: its answer (503 if the box is away)."""
        if self.box is None:
            return {"status": 503, "error": "the box is away"}
        self._ref += 1
        asked = asyncio.get_running_loop().create_future()
        self._asked[self._ref] = asked
        self.tell({"type": "claim", "ref": self._ref, "client": client, "seat": seat, "code": code})
        try:
            return await asyncio.wait_for(asked, BOX_WAIT)
        except TimeoutError:
            return {"status": 503, "error": "the box did not answer"}
        finally:
            self._asked.pop(self._ref, None)


WILDCARDS = ("", "0.0.0.0", "::")


def shown_address(address: str) -> str:
    """The address a phone types: the listening one, or for every network the box's
    address on the network it reaches others by (no packet is sent to find it)."""
    if address not in WILDCARDS:
        return address
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def quiet(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """A phone that hangs up is no error worth a traceback in the journal."""
    if isinstance(context.get("exception"), ConnectionError | asyncio.CancelledError):
        log.debug("a phone hung up: %s", context.get("message"))
    else:
        loop.default_exception_handler(context)


async def run_child(fd: int) -> None:
    """A child of the box: serve until the box's end of the socket pair closes."""
    asyncio.get_running_loop().set_exception_handler(quiet)
    companion = Companion()
    sock = socket.socket(fileno=fd)
    reader, writer = await asyncio.open_unix_connection(sock=sock, limit=MAX_RECORD)
    await companion.session(reader, writer)


async def run_service(path: str, box_user: str) -> None:
    """The companion's service: the box connects to ``path`` (only ``box_user`` may)."""
    asyncio.get_running_loop().set_exception_handler(quiet)
    companion = Companion()
    uid = pwd.getpwnam(box_user).pw_uid if box_user else os.getuid()

    async def connected(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        sock = writer.get_extra_info("socket")
        creds = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
        _, peer_uid, _ = struct.unpack("3i", creds)
        if peer_uid != uid:
            log.warning("refused a connection from uid %d: not the box's", peer_uid)
            writer.close()
            return
        await companion.session(reader, writer)

    if os.path.exists(path):
        os.unlink(path)  # a socket left by the service's last run
    server = await asyncio.start_unix_server(connected, path, limit=MAX_RECORD)
    os.chmod(path, 0o666)  # the box's user connects; the peer's uid is checked above
    async with server:
        await server.serve_forever()


def main(argv: list[str] | None = None) -> int:
    """The companion's process."""
    parser = argparse.ArgumentParser(prog="python -m appliance.companion.process")
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--socket", help="listen for the box on this Unix socket (service)")
    where.add_argument("--fd", type=int, help="the box's end of a socket pair (child)")
    parser.add_argument("--box-user", default="", help="the only user the box may run as")
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.INFO, stream=sys.stderr, format="tabletop-companion: %(message)s"
    )
    try:
        if args.fd is not None:
            asyncio.run(run_child(args.fd))
        else:
            asyncio.run(run_service(args.socket, args.box_user))
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
