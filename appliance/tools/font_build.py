"""Builds the box's three pixel fonts from Debian's X11 bitmap fonts (a developer's tool).

The shipped files in ``fonts/`` were made by this script; run it again only to change
which characters they hold::

    apt-get download xfonts-base xfonts-mplus xfonts-shinonome pcf2bdf  # then unpack
    for f in 6x10 9x15B 12x24 mplus_j10r shnmk16; do zcat $f.pcf.gz > $f.pcf;
        pcf2bdf -o $f.bdf $f.pcf; done
    python -m appliance.tools.font_build BDF_DIR

Each font is one Latin face (misc-fixed, Unicode) merged with one Japanese face
(encoded in JIS X 0208, turned into Unicode here), keeping Latin, Latin-1, Latin
Extended-A, punctuation, arrows, shapes, kana and the JIS level-1 kanji.
"""

from __future__ import annotations

import gzip
import re
import sys
from pathlib import Path

from appliance.screen.fonts import FONTS

LATIN = [(0x20, 0x7E), (0xA0, 0x17F), (0x2010, 0x203A), (0x2190, 0x2199), (0x25A0, 0x25FF)]
JIS_ROWS = [1, 2, 3, 4, 5, *range(16, 48)]  # symbols, digits, kana; kanji level 1
RECIPES = {
    "small": [("6x10", "unicode"), ("mplus_j10r", "jis")],
    "large": [("9x15B", "unicode"), ("shnmk16", "jis")],
    "huge": [("12x24", "unicode")],
}
SPACE = {"small": 4, "large": 5, "huge": 7}
MONOSPACED = "0123456789"  # numbers stay in columns
_GLYPH = re.compile(r"STARTCHAR[^\n]*\nENCODING (-?\d+)\n(.*?ENDCHAR\n)", re.S)


def jis_to_unicode(code: int) -> str | None:
    """The character of a JIS X 0208 code (``0x2422`` is ``あ``), None if it has none."""
    try:
        return bytes([(code >> 8) | 0x80, (code & 0xFF) | 0x80]).decode("euc_jp")
    except UnicodeDecodeError:
        return None


def _wanted(char: str, kind: str, code: int) -> bool:
    if kind == "jis":
        return (code >> 8) - 0x20 in JIS_ROWS
    return any(low <= ord(char) <= high for low, high in LATIN)


def build(name: str, sources: list[tuple[str, str]], bdf_dir: Path) -> str:
    """The merged BDF text of one font."""
    glyphs: dict[int, str] = {}
    ascent = descent = 0
    for stem, kind in sources:
        text = (bdf_dir / f"{stem}.bdf").read_text(encoding="latin-1")
        ascent = max(ascent, int(re.search(r"FONT_ASCENT (\d+)", text)[1]))  # type: ignore[index]
        descent = max(descent, int(re.search(r"FONT_DESCENT (\d+)", text)[1]))  # type: ignore[index]
        for code_text, body in _GLYPH.findall(text):
            code = int(code_text)
            char = jis_to_unicode(code) if kind == "jis" else chr(code) if code >= 0 else None
            if char and len(char) == 1 and _wanted(char, kind, code) and ord(char) not in glyphs:
                if kind == "unicode" and char not in MONOSPACED:
                    body = _tight(body, SPACE[name])
                glyphs[ord(char)] = f"STARTCHAR U+{ord(char):04X}\nENCODING {ord(char)}\n{body}"
    head = [
        "STARTFONT 2.1",
        f"FONT tabletop-{name}",
        f"SIZE {ascent + descent} 75 75",
        f"FONTBOUNDINGBOX {ascent + descent} {ascent + descent} 0 -{descent}",
        "STARTPROPERTIES 2",
        f"FONT_ASCENT {ascent}",
        f"FONT_DESCENT {descent}",
        "ENDPROPERTIES",
        f"CHARS {len(glyphs)}",
    ]
    return "\n".join(head) + "\n" + "".join(glyphs[c] for c in sorted(glyphs)) + "ENDFONT\n"


def _tight(body: str, space: int) -> str:
    """A fixed-width glyph set proportionally: its ink from the pen, one pixel after it
    (a space ``space`` wide), so more words fit a 128-pixel line."""
    head, _, bitmap = body.partition("BITMAP\n")
    rows = [line for line in bitmap.split("\n") if line and line != "ENDCHAR"]
    fields = dict(line.split(" ", 1) for line in head.strip().split("\n"))
    width, height, left, bottom = (int(v) for v in fields["BBX"].split())
    bits = [bin(int(row, 16))[2:].zfill(len(row) * 4)[:width] for row in rows]
    columns = [x for x in range(width) if any(b[x] == "1" for b in bits)]
    if columns:
        first, last = columns[0], columns[-1]
        fields["BBX"] = f"{width} {height} {left - first} {bottom}"
        fields["DWIDTH"] = f"{last - first + 2} 0"
    else:
        fields["DWIDTH"] = f"{space} 0"
    head = "".join(f"{k} {v}\n" for k, v in fields.items())
    return f"{head}BITMAP\n" + "".join(f"{row}\n" for row in rows) + "ENDCHAR\n"


def main(argv: list[str]) -> int:
    """Write fonts/NAME.bdf.gz for every recipe from the BDF files in ``argv[0]``."""
    if len(argv) != 1:
        print("usage: python -m appliance.tools.font_build BDF_DIR", file=sys.stderr)
        return 2
    bdf_dir = Path(argv[0])
    for name, sources in RECIPES.items():
        data = build(name, sources, bdf_dir).encode("latin-1")
        path = FONTS / f"{name}.bdf.gz"
        path.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
        print(path, len(data))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
