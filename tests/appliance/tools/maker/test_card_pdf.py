"""appliance/tools/maker/card_pdf.py: the card as a one-page vector PDF at its paper's size,
the same bytes each time, every font embedded (so Japanese prints on a reader with no
Japanese font), Japanese ink where the Japanese words are, no text under 6 pt."""

from __future__ import annotations

import base64
import importlib
import re
import zlib
from pathlib import Path

import pytest
from cardkit import needs_card_fonts, poppler
from PIL import Image

from appliance.box.words.i18n import LANGUAGES, Translator
from appliance.tools.maker.card_drawing import MM, PAPERS, WIDE, card_drawing
from appliance.tools.maker.card_fonts import width_in_ems
from appliance.tools.maker.card_pdf import write_pdf
from drivers.pins.pinout import load_pinout
from games.catalog import GAME_MODULES

ROOT = Path(__file__).resolve().parents[4]
PINOUT = load_pinout(ROOT / "hardware" / "pinout.toml")
MM_IN_POINTS = 72 / 25.4
pytestmark = needs_card_fonts


def drawing_of(game: str, language: str, paper: str = "a6"):
    card = importlib.import_module(f"{GAME_MODULES[game]}.card").CARD
    return card_drawing(game, card, PINOUT, Translator(language), paper)


def pdf_path(tmp_path: Path, game: str, language: str, paper: str = "a6") -> Path:
    path = tmp_path / f"{game}-{language}.pdf"
    return write_pdf(drawing_of(game, language, paper), path, paper, language)


def pdf_of(tmp_path: Path, game: str, language: str, paper: str = "a6") -> bytes:
    return pdf_path(tmp_path, game, language, paper).read_bytes()


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
    assert page_text(pdf).count(" Tj") >= 40  # the words are drawn as text, not outlines


def test_the_same_card_makes_the_same_bytes(tmp_path):
    first = pdf_of(tmp_path, "atlantis", "pt")
    assert pdf_of(tmp_path, "atlantis", "pt") == first
    assert b"CreationDate" not in first or b"D:20000101" in first


def pdffonts(path: Path) -> list[dict[str, str]]:
    """poppler's table of the fonts of ``path``, a row each: {"name": ..., "emb": ...}."""
    head, rule, *rows = poppler("pdffonts", path).splitlines()
    spans, at = [], 0
    for dashes in rule.split(" "):  # the rule's dashes mark each column's width
        spans.append(slice(at, at + len(dashes)))
        at += len(dashes) + 1
    names = [head[span].strip() for span in spans]
    return [
        {name: row[span].strip() for name, span in zip(names, spans, strict=True)} for row in rows
    ]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAME_MODULES)
def test_every_font_of_every_card_is_embedded(tmp_path, game, language):
    path = pdf_path(tmp_path, game, language)
    pdf = path.read_bytes()
    fonts = re.findall(rb"/BaseFont /(\S+)", pdf)
    assert fonts and pdf.count(b"/FontFile2") == len(fonts), fonts  # each with its glyphs
    assert b"Helvetica" not in pdf and b"HeiseiKakuGo" not in pdf
    table = pdffonts(path)
    assert table and all(row["emb"] == "yes" for row in table), table
    families = {row["name"].split("+")[-1] for row in table}
    wanted = {"DejaVuSans", "DejaVuSans-Bold"} | ({"IPAexGothic"} if language == "ja" else set())
    assert families == wanted


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAME_MODULES)
def test_no_text_is_set_under_6_points(tmp_path, game, language):
    sizes = [
        float(size)
        for size in re.findall(r"/F[\d+]+ ([\d.]+) Tf", page_text(pdf_of(tmp_path, game, language)))
    ]
    assert sizes and min(sizes) >= 6.0, min(sizes)


def ink(image: Image.Image, box: tuple[float, float, float, float]) -> float:
    """The share of dark pixels in ``box`` (pixels) of a grey page."""
    crop = image.crop(tuple(round(v) for v in box))
    return sum(crop.histogram()[:128]) / max(crop.width * crop.height, 1)


@pytest.mark.parametrize("game", GAME_MODULES)
def test_japanese_words_are_drawn_in_ink_by_a_reader_with_no_japanese_font(tmp_path, game):
    path = pdf_path(tmp_path, game, "ja")
    dpi = 150
    poppler("pdftoppm", "-r", dpi, "-gray", "-singlefile", "-png", path, tmp_path / "page")
    page = Image.open(tmp_path / "page.png").convert("L")
    px = dpi / 25.4 / MM  # pixels a drawing unit
    japanese = [
        w
        for w in drawing_of(game, "ja").shapes
        if getattr(w, "text", "") and re.fullmatch(rf"[{WIDE}]+", w.text)
    ]
    assert len(japanese) >= 2  # the title and the heading at least
    for words in japanese:
        right = words.x + width_in_ems(words.text) * words.size
        box = (words.x * px, (words.y - words.size * 0.8) * px, right * px, words.y * px)
        assert ink(page, box) > 0.05, words.text
    assert ink(page, (0, 0, page.width, 3 * MM * px)) == 0  # the margin stays white
