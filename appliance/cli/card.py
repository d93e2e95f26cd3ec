"""``tabletop card``: a game's printable card (SVG and PDF), made from the pin map, the
game's key tables and its messages, in one language of the box."""

from __future__ import annotations

import argparse
import importlib
import sys
from importlib.util import find_spec
from pathlib import Path

from appliance.box.start.startup import SHIPPED_PINOUT
from appliance.box.words.i18n import LANGUAGES, Translator
from appliance.box.words.languages import add_language_option
from appliance.tools.maker.card_drawing import PAPERS, CardDrifted, card_drawing, card_svg
from appliance.tools.maker.card_fonts import CardFontsMissing, check_fonts
from appliance.tools.maker.drawing import Drawing
from drivers.errors import PinoutError
from drivers.pins.pinout import Pinout, load_pinout
from games.card import Card
from games.catalog import GAME_MODULES, find_game

EVERY = "all"
PDF_EXTRA = "pip install 'tabletop-box[card]'"


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``card``."""
    card = commands.add_parser("card", help="write a game's printable card (SVG and PDF)")
    card.add_argument(
        "game", choices=(*GAME_MODULES, EVERY), help=f"the game ({EVERY}: every game)"
    )
    add_language_option(card, "the card's language (default: English)")
    card.add_argument(
        "--out",
        type=Path,
        required=True,
        help="the card: F.svg or F.pdf writes that one, F writes F.svg and F.pdf "
        f"(with {EVERY}: a folder for GAME-LANGUAGE.svg and .pdf of every language)",
    )
    card.add_argument("--paper", choices=tuple(PAPERS), default="a6", help="the page size")
    card.add_argument("--pinout", type=Path, default=SHIPPED_PINOUT, help="the pin map")
    card.set_defaults(func=card_command)


def card_command(args: argparse.Namespace) -> int:
    """Write the card(s); exit 2 with one line (writing nothing) when the PDF library or
    a font of the cards is missing, the pin map is broken, or a card says what its game's
    keys do not do."""
    jobs = _jobs(args)
    if any(path.suffix == ".pdf" for _, _, path in jobs) and find_spec("reportlab") is None:
        print(f"tabletop card needs reportlab to write PDF: {PDF_EXTRA}", file=sys.stderr)
        return 2
    try:
        check_fonts(sorted({language for _, language, _ in jobs}))
        pinout = load_pinout(args.pinout)
        pages = [(_page(game, language, pinout, args.paper), language, path)
                 for game, language, path in jobs]  # fmt: skip
    except (CardFontsMissing, PinoutError, CardDrifted) as error:
        print(f"tabletop card: {error}", file=sys.stderr)
        return 2
    for drawing, language, path in pages:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.suffix == ".pdf":
            from appliance.tools.maker.card_pdf import write_pdf

            write_pdf(drawing, path, args.paper, language)
        else:
            path.write_text(card_svg(drawing, args.paper), encoding="utf-8")
        print(path)
    return 0


def _jobs(args: argparse.Namespace) -> list[tuple[str, str, Path]]:
    """(game, language, file) of each file to write."""
    if args.game == EVERY:
        languages = [args.language] if args.language else list(LANGUAGES)
        return [
            (game, language, args.out / f"{game}-{language}{suffix}")
            for game in GAME_MODULES
            for language in languages
            for suffix in (".svg", ".pdf")
        ]
    language = args.language or "en"
    if args.out.suffix in (".svg", ".pdf"):
        return [(args.game, language, args.out)]
    return [(args.game, language, args.out.with_name(args.out.name + s)) for s in (".svg", ".pdf")]


def game_card(game: str) -> Card:
    """The card of ``game`` (its package's ``card.CARD``)."""
    card: Card = importlib.import_module(f"{GAME_MODULES[game]}.card").CARD
    return card


def _page(game: str, language: str, pinout: Pinout, paper: str) -> Drawing:
    info = find_game(game)
    say = Translator(language)
    title = say(info.title) if info else game
    return card_drawing(title, game_card(game), pinout, say, paper)
