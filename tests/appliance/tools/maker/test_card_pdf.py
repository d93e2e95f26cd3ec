"""appliance/tools/maker/card_pdf.py: the card as a one-page vector PDF at its paper's size,
the same bytes each time, Japanese in the reader's own Japanese font."""

from __future__ import annotations

import base64
import importlib
import re
import zlib
from pathlib import Path

import pytest

from appliance.box.words.i18n import Translator
from appliance.tools.maker.card_drawing import PAPERS, card_drawing
from appliance.tools.maker.card_pdf import write_pdf
from drivers.pins.pinout import load_pinout
from games.catalog import GAME_MODULES

ROOT = Path(__file__).resolve().parents[4]
PINOUT = load_pinout(ROOT / "hardware" / "pinout.toml")
MM_IN_POINTS = 72 / 25.4


def pdf_of(tmp_path: Path, game: str, language: str, paper: str = "a6") -> bytes:
    card = importlib.import_module(f"{GAME_MODULES[game]}.card").CARD
    drawing = card_drawing(game, card, PINOUT, Translator(language), paper)
    return write_pdf(drawing, tmp_path / f"{game}-{language}.pdf", paper, language).read_bytes()


def page_text(pdf: bytes) -> str:
    """The page's drawing commands: reportlab's streams (ASCII85, then deflate) opened."""
    streams = re.findall(
        rb"/ASCII85Decode /FlateDecode \] .*?>>\s*stream\r?\n(.*?)endstream", pdf, re.S
    )
    opened = (zlib.decompress(base64.a85decode(s.strip().removesuffix(b"~>"))) for s in streams)
    return "".join(stream.decode("latin-1") for stream in opened)


@pytest.mark.parametrize("paper", PAPERS)
def test_one_page_at_the_papers_size(tmp_path, paper):
    pdf = pdf_of(tmp_path, "tobago", "en", paper)
    assert pdf.startswith(b"%PDF-") and pdf.count(b"/Type /Page\n") == 1
    box = re.search(rb"/MediaBox \[ 0 0 ([\d.]+) ([\d.]+) \]", pdf)
    width, height = PAPERS[paper]
    assert float(box[1]) == pytest.approx(width * MM_IN_POINTS, abs=0.01)
    assert float(box[2]) == pytest.approx(height * MM_IN_POINTS, abs=0.01)
    assert "(the next map)" not in page_text(pdf) and "(turn: see the maps) Tj" in page_text(pdf)


def test_the_same_card_makes_the_same_bytes(tmp_path):
    first = pdf_of(tmp_path, "atlantis", "pt")
    assert pdf_of(tmp_path, "atlantis", "pt") == first
    assert b"CreationDate" not in first or b"D:20000101" in first


def test_japanese_is_set_in_the_readers_japanese_font_and_key_names_in_helvetica(tmp_path):
    pdf = pdf_of(tmp_path, "lost-treasure", "ja")
    assert b"/BaseFont /HeiseiKakuGo-W5" in pdf and b"/FontFile" not in pdf
    text = page_text(pdf)
    assert "(AIR) Tj" in text and "(N-S gold) Tj" in text
