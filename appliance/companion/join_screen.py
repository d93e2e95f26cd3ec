"""The OLED's join screen: a QR code of the page's address, the address and the code."""

from __future__ import annotations

import segno

from games.screen import HEIGHT, Label, Pixels, Screen, Shape, T, Text

QUIET = 2  # modules of light around the code, which a phone's camera needs
LIGHT = "#"


def qr_pixels(url: str, top: int = 0) -> Pixels:
    """``url`` as a QR code (segno), dark modules on a lit field, as big as fits."""
    code = segno.make(url, error="l", boost_error=False, micro=False)
    rows = [[False] * QUIET + [bool(m) for m in row] + [False] * QUIET for row in code.matrix]
    blank = [False] * len(rows[0])
    rows = [blank] * QUIET + rows + [blank] * QUIET
    scale = max(1, (HEIGHT - top) // len(rows))
    lines = []
    for row in rows:
        line = "".join((" " if dark else LIGHT) * scale for dark in row)
        lines.extend([line] * scale)
    return Pixels(0, top, tuple(lines))


def join_screen(url: str, code: str) -> Screen:
    """Scan or type the address, then give the code: what a phone needs to join. The
    code is for the OLED alone (someone at the table): the phones show the address and
    that the code is on the box (``shared``)."""
    qr = qr_pixels(url)
    left = len(qr.rows[0]) + 3
    address = url.removeprefix("http://").rstrip("/")
    lines: tuple[Text, ...] = (
        T("Join on a phone"),
        # TRANSLATORS: the web address of the box, as it is: keep it.
        T("{address}", address=address),
        T("Code {code}", code=code),
        T("Any key: back"),
    )
    # The address in short pieces (an IPv4 address is too wide for one row beside the QR).
    parts = address_rows(address)
    shapes: tuple[Shape, ...] = (
        qr,
        *(Label(left, 11 * row, T("{address}", address=part)) for row, part in enumerate(parts)),
        Label(left, 46, T("{code}", code=code), size=2),
    )
    shared = Screen((lines[0], lines[1], T("The code is on the box's screen.")))
    return Screen(lines, shapes, shared=shared)


def address_rows(address: str, width: int = 8) -> list[str]:
    """``192.168.178.100:8033`` as rows of at most about ``width`` characters, broken
    after a dot or before the port: ``["192.168.", "178.100", ":8033"]``."""
    host, _, port = address.rpartition(":")
    rows = [""]
    for piece in host.replace(".", ". ").split(" "):
        if rows[-1] and len(rows[-1]) + len(piece) > width:
            rows.append("")
        rows[-1] += piece
    return [*rows, f":{port}"]


def claim_screen(seat: int) -> Screen:
    """A phone asks for a seat: one key on the box says yes."""
    return Screen((T("A phone asks for seat {seat}.", seat=seat), T("1: yes    CLEAR: no")))
