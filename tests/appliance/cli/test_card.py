"""`tabletop card`: the card of a game in a language as SVG and PDF, every card at once,
one line and exit 2 without the PDF library or the cards' fonts, and docs/cards as the
command makes them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from cardkit import needs_card_fonts

from appliance.box.words.i18n import LANGUAGES
from appliance.cli.main import main
from appliance.tools.maker.card_fonts import font_path
from games.catalog import GAME_MODULES

ROOT = Path(__file__).resolve().parents[3]
pytestmark = needs_card_fonts


def test_a_card_is_written_as_svg_and_pdf(tmp_path, capsys):
    assert main(["card", "treasure-rush", "--language", "pt", "--out", str(tmp_path / "c")]) == 0
    svg, pdf = tmp_path / "c.svg", tmp_path / "c.pdf"
    assert capsys.readouterr().out.split() == [str(svg), str(pdf)]
    drawn = svg.read_text(encoding="utf-8")
    assert all(f">{line}</text>" in drawn for line in ("início: quantos", "lugares", "N-S ouro"))
    assert pdf.read_bytes().startswith(b"%PDF-")


def test_the_card_for_portugal_is_asked_for_by_either_of_its_names(tmp_path):
    for name in ("pt", "pt-PT"):
        assert main(["card", "atlantis", "--language", name, "--out", str(tmp_path / name)]) == 0
    assert (tmp_path / "pt-PT.svg").read_bytes() == (tmp_path / "pt.svg").read_bytes()
    assert (tmp_path / "pt-PT.svg").read_bytes() != (
        ROOT / "docs/cards/atlantis-pt-BR.svg"
    ).read_bytes()


def test_the_suffix_chooses_one_format_and_the_paper_its_size(tmp_path):
    out = tmp_path / "card.svg"
    assert main(["card", "lost-treasure", "--out", str(out), "--paper", "half-letter"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["card.svg"]
    assert 'width="215.9mm" height="139.7mm"' in out.read_text(encoding="utf-8")


def test_without_reportlab_a_pdf_is_refused_in_one_line_and_nothing_is_written(
    tmp_path, capsys, monkeypatch
):
    monkeypatch.setitem(sys.modules, "reportlab", None)  # how Python marks a module not there
    assert main(["card", "atlantis", "--out", str(tmp_path / "c")]) == 2
    said = capsys.readouterr()
    assert (
        said.err == "tabletop card needs reportlab to write PDF: pip install 'tabletop-box[card]'\n"
    )
    assert said.out == "" and list(tmp_path.iterdir()) == []
    assert main(["card", "atlantis", "--out", str(tmp_path / "c.svg")]) == 0


@pytest.fixture
def no_fonts(tmp_path, monkeypatch):
    """A machine with no font installed: every font folder empty."""
    empty = tmp_path / "share"
    for name in ("XDG_DATA_HOME", "XDG_DATA_DIRS", "HOME"):
        monkeypatch.setenv(name, str(empty))
    font_path.cache_clear()
    yield
    font_path.cache_clear()


def test_without_the_fonts_the_packages_are_named_in_one_line_and_nothing_is_written(
    tmp_path, capsys, no_fonts
):
    out = tmp_path / "cards"
    assert main(["card", "atlantis", "--language", "ja", "--out", str(out / "c")]) == 2
    assert capsys.readouterr().err == (
        "tabletop card: the cards' fonts are not installed: "
        "sudo apt install fonts-dejavu-core fonts-ipaexfont-gothic\n"
    )
    assert main(["card", "all", "--language", "en", "--out", str(out)]) == 2
    assert capsys.readouterr().err.endswith("sudo apt install fonts-dejavu-core\n")
    assert not out.exists()


def test_a_broken_pin_map_is_said_and_nothing_is_written(tmp_path, capsys):
    pinout = tmp_path / "pinout.toml"
    pinout.write_text("[keypad]\nrows = [5, 5]\n", encoding="utf-8")
    out = tmp_path / "c"
    assert main(["card", "tobago", "--out", str(out), "--pinout", str(pinout)]) == 2
    assert capsys.readouterr().err.startswith(f"tabletop card: {pinout}:")
    assert not out.with_suffix(".svg").exists()


def test_docs_cards_are_what_the_command_makes_today(tmp_path, capsys):
    assert main(["card", "all", "--out", str(tmp_path)]) == 0
    made = sorted(p.name for p in tmp_path.iterdir())
    assert len(made) == len(GAME_MODULES) * len(LANGUAGES) * 2  # an SVG and a PDF each
    for name in made:
        assert (ROOT / "docs" / "cards" / name).read_bytes() == (tmp_path / name).read_bytes(), (
            f"docs/cards/{name} is not what `tabletop card all --out docs/cards` makes today"
        )


@pytest.mark.parametrize("argv", [["card", "chess", "--out", "x"], ["card", "tobago"]])
def test_a_game_it_does_not_know_or_no_out_is_a_usage_error(argv):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
