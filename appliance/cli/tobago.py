"""``tabletop tobago``: assemble, generate and render islands, judge clues, benchmark.

Bad input (a missing or broken file, an island that breaks the rules, a clue that is
not a clue) prints one line to stderr saying what and where, and exits with code 2.
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import sys
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from appliance.cli.tobago_picture import island_picture
from games.base import settings_from
from games.errors import GameError
from games.screen import plain
from games.tobago.clues.clue import Clue, ClueSettings
from games.tobago.clues.engine import ClueEngine
from games.tobago.island.board_choice import BoardChoice
from games.tobago.island.generate import generate_island, place_landmarks
from games.tobago.island.island import Island
from games.tobago.island.sections import (
    Assembly,
    Sections,
    assemble,
    random_assembly,
    read_sections,
    retail_sections,
)
from games.tobago.views.map_view import whole_island

Handler = Callable[[argparse.Namespace], int]
EXIT_BAD_INPUT = 2


class BadInput(Exception):
    """Input the command cannot use; the message is the whole line shown to the user."""


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``tabletop tobago`` and its subcommands."""
    tobago = commands.add_parser("tobago", help="Tobago: islands, clues, benchmark")
    tools = tobago.add_subparsers(dest="tobago_command", metavar="TOOL")
    tobago.set_defaults(func=lambda args: _print_help(tobago))
    _add_assemble(tools)
    _add_generate(tools)
    _add_render(tools)
    _add_candidates(tools)
    _add_bench(tools)


def _print_help(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return EXIT_BAD_INPUT


def hex_size(text: str) -> int:
    """``--hex-size``: a whole number of pixels from 4 to 64 (an argparse error else)."""
    if not text.strip().isdigit() or not 4 <= int(text) <= 64:
        raise argparse.ArgumentTypeError(f"{text!r}: give a whole number from 4 to 64")
    return int(text)


def _reporting(handler: Handler) -> Handler:
    """The handler, with bad input reported as one line on stderr and exit code 2."""

    def run(args: argparse.Namespace) -> int:
        try:
            return handler(args)
        except BadInput as error:
            print(f"tabletop tobago: {error}", file=sys.stderr)
            return EXIT_BAD_INPUT

    return run


def _add_assembly_options(parser: argparse.ArgumentParser, required: bool) -> None:
    parser.add_argument("--sides", required=required, help="one side of each section: a,B,c")
    parser.add_argument(
        "--order", required=required, choices=("bc", "cb"), help="which section goes second"
    )
    parser.add_argument(
        "--shift", required=required, type=int, choices=(0, 1), help="the shift of sections 2, 3"
    )
    parser.add_argument("--out", required=True, type=Path, help="the island file to write")


def _add_assemble(tools: argparse._SubParsersAction) -> None:
    parser = tools.add_parser("assemble", help="build one of the 32 islands of the board")
    parser.add_argument(
        "sections",
        type=Path,
        nargs="?",
        help="a sections file for a board printed differently (default: the retail board)",
    )
    _add_assembly_options(parser, required=True)
    parser.add_argument(
        "--turn",
        type=int,
        default=0,
        choices=range(6),
        help="turn the island this many times 60 degrees clockwise (as the box shows it)",
    )
    parser.add_argument("--seed", type=int, help="also place landmarks, chosen by this seed")
    parser.set_defaults(func=_reporting(_assemble))


def _add_generate(tools: argparse._SubParsersAction) -> None:
    parser = tools.add_parser("generate", help="a random legal island with its landmarks")
    parser.add_argument("--seed", type=int, required=True, help="the same seed, the same island")
    parser.add_argument(
        "--sections",
        type=Path,
        help="pick a random assembly of these sections (retail: the box's own board)",
    )
    _add_assembly_options(parser, required=False)
    parser.set_defaults(func=_reporting(_generate))


def _add_render(tools: argparse._SubParsersAction) -> None:
    parser = tools.add_parser("render", help="a picture of an island and a map's candidates")
    parser.add_argument("island", type=Path, nargs="?", help="the island file (or --board)")
    parser.add_argument("--out", required=True, type=Path, help="the picture to write (PNG)")
    parser.add_argument(
        "--board",
        metavar='"aBc bc 0"',
        help="one of the board's 32 islands instead of a file, its pieces outlined",
    )
    parser.add_argument(
        "--turn", type=int, default=0, choices=range(6), help="with --board: turns of 60 degrees"
    )
    parser.add_argument(
        "--oled", action="store_true", help="draw the whole island as the box's map draws it"
    )
    parser.add_argument("--clue", action="append", default=[], help='a clue, like "in jungle"')
    parser.add_argument(
        "--hex-size", type=hex_size, default=16, help="hex radius in pixels (4 to 64)"
    )
    _add_settings_option(parser)
    parser.set_defaults(func=_reporting(_render))


def _add_candidates(tools: argparse._SubParsersAction) -> None:
    parser = tools.add_parser("candidates", help="judge clues on one map; print JSON")
    parser.add_argument("island", type=Path, help="the island file")
    parser.add_argument("--clue", action="append", default=[], help='a clue, like "in jungle"')
    _add_settings_option(parser)
    parser.set_defaults(func=_reporting(_candidates))


def _add_bench(tools: argparse._SubParsersAction) -> None:
    parser = tools.add_parser("bench", help="time the clue engine against the reference")
    parser.add_argument("--island", type=Path, help="an island file (default: a shipped example)")
    parser.add_argument("--repeat", type=int, default=5, help="how many timed runs of each")
    parser.set_defaults(func=_reporting(_bench))


def _add_settings_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a clue setting, like sight_distance=3",
    )


def _assemble(args: argparse.Namespace) -> int:
    sections = _sections(args.sections)
    assembly = _assembly(args, random.Random(0))
    island = _guarded(lambda: assemble(sections, assembly), args.sections).turned(args.turn)
    if args.seed is not None:
        island = _guarded(lambda: place_landmarks(island, random.Random(args.seed)), args.sections)
    turn = f", turn {args.turn}" if args.turn else ""
    _write_island(island, args.out, f"{assembly}{turn}")
    return 0


def _generate(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed)
    if args.sections is None:
        if args.sides or args.order or args.shift is not None:
            raise BadInput("--sides, --order and --shift need --sections FILE")
        island, how = _guarded(lambda: generate_island(rng), None), f"seed {args.seed}"
    else:
        sections = _sections(None if str(args.sections) == "retail" else args.sections)
        assembly = _assembly(args, rng)
        island, how = _guarded(lambda: assemble(sections, assembly), args.sections), str(assembly)
    island = _guarded(lambda: place_landmarks(island, rng), None)
    _write_island(island, args.out, how)
    return 0


def _render(args: argparse.Namespace) -> int:
    island, pieces = _render_island(args)
    engine = ClueEngine(island, _settings(args.set))
    clues = _clues(args.clue)
    treasure_map, verdicts = engine.replay(clues)
    for verdict in verdicts:
        if not verdict.legal:
            print(f"refused: {plain(verdict.reason)}")
    candidates = engine.hexes_of(treasure_map.candidates) if clues else None
    played = "; ".join(str(clue) for clue in treasure_map.clues)
    caption = f"{treasure_map.count} candidates: {played}" if clues else ""
    if args.oled:
        picture = oled_picture(engine.island)
    else:
        picture = island_picture(
            engine.island, candidates, hex_size=args.hex_size, caption=caption, pieces=pieces
        )
    try:
        picture.save(args.out, format="PNG")
    except OSError as error:
        raise BadInput(f"cannot write {args.out}: {error.strerror or error}") from None
    print(f"wrote {args.out}: {len(engine.hexes)} hexes, {treasure_map.count} candidates")
    return 0


def _render_island(args: argparse.Namespace) -> tuple[Island, list[frozenset]]:
    """The island to draw: a file's, or one of the board's with its pieces."""
    if args.board is None:
        if args.island is None:
            raise BadInput("give an island file or --board, like --board 'aBc bc 0'")
        return load_island(args.island), []
    if args.island is not None:
        raise BadInput("give an island file or --board, not both")
    assembly = _guarded(lambda: Assembly.from_notation(args.board), "--board")
    choice = BoardChoice(retail_sections(), assembly.sides, assembly, turns=args.turn)
    return choice.island(), choice.parts()


def oled_picture(island: Island) -> Any:
    """The whole island drawn as the box's map draws it, in the OLED's colours."""
    from PIL import Image

    from appliance.tools.screenshots import oled_png

    art = whole_island(island)
    image = Image.new("1", (len(art.rows[0]), len(art.rows)))
    for y, row in enumerate(art.rows):
        for x, pixel in enumerate(row):
            if pixel == "#":
                image.putpixel((x, y), 1)
    return oled_png(image)


def _candidates(args: argparse.Namespace) -> int:
    engine = _engine(args)
    treasure_map, verdicts = engine.replay(_clues(args.clue))
    report = {
        "count": treasure_map.count,
        "candidates": [list(hex_) for hex_ in engine.hexes_of(treasure_map.candidates)],
        "clues": [
            {"clue": str(v.clue), "legal": v.legal, "reason": plain(v.reason)} for v in verdicts
        ],
    }
    print(json.dumps(report))
    return 0


def _bench(args: argparse.Namespace) -> int:
    from appliance.tools.benchmarks import tobago_bench

    if args.repeat < 1:
        raise BadInput(f"--repeat {args.repeat}: give 1 or more")
    path = args.island or example_island_paths()[0]
    text = _read_text(path, "island file")
    island = _guarded(lambda: Island.from_dict(_parse_json(text, path, "island file")), path)
    print(tobago_bench.report(island, text, path.name, args.repeat))
    return 0


def example_island_paths() -> list[Path]:
    """The island files the product ships, in name order."""
    folder = resources.files("games.tobago.island.shipped")
    return sorted(Path(str(entry)) for entry in folder.iterdir() if entry.name.endswith(".json"))


def load_island(path: Path) -> Island:
    """The island in an island file (BadInput naming the file if it cannot be used)."""
    data = _read_json(path, "island file")
    return _guarded(lambda: Island.from_dict(data), path)


def _engine(args: argparse.Namespace) -> ClueEngine:
    island = load_island(args.island)
    return ClueEngine(island, _settings(args.set))


def _clues(texts: list[str]) -> list[Clue]:
    return [_guarded(functools.partial(Clue.from_notation, text), None) for text in texts]


def _settings(pairs: list[str]) -> ClueSettings:
    values: dict[str, Any] = {}
    for pair in pairs:
        name, equals, value = pair.partition("=")
        if not equals:
            raise BadInput(f"--set {pair!r}: write NAME=VALUE, like sight_distance=3")
        try:
            values[name.strip()] = json.loads(value)
        except json.JSONDecodeError:
            values[name.strip()] = value
    return _guarded(lambda: settings_from(ClueSettings, values), "--set")


def _assembly(args: argparse.Namespace, rng: random.Random) -> Assembly:
    sides = args.sides.replace(",", "").strip() if args.sides else None
    return _guarded(lambda: random_assembly(rng, sides, args.order, args.shift), None)


def _guarded(make: Callable[[], Any], where: Path | str | None) -> Any:
    """``make()``, with a game's ValueError turned into BadInput prefixed by ``where``."""
    try:
        return make()
    except GameError as error:
        raise BadInput(f"{where}: {error}" if where else str(error)) from None


def _read_text(path: Path, what: str) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError as error:
        raise BadInput(
            f"cannot read the {what} {path}: {error.strerror or error}; check the path"
        ) from None
    except UnicodeDecodeError:
        raise BadInput(f"{path} is not a text file; give a JSON {what}") from None


def _sections(path: Path | None) -> Sections:
    """The sections of a file, or of the retail board when no file is given."""
    if path is None:
        return retail_sections()
    text = _read_text(path, "sections file")
    return _guarded(lambda: read_sections(text, str(path)), None)


def _read_json(path: Path, what: str) -> Any:
    return _parse_json(_read_text(path, what), path, what)


def _parse_json(text: str, path: Path, what: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise BadInput(
            f"{path} is not valid JSON (line {error.lineno}, column {error.colno}: "
            f"{error.msg}); fix the {what}"
        ) from None


def island_json(island: Island) -> str:
    """An island file's text: one hex or landmark per line, so a diff reads well."""
    data = island.to_dict()
    rows = [
        '{"hexes": [',
        ",\n".join(f"  {json.dumps(h)}" for h in data["hexes"]),
        '], "landmarks": [',
        ",\n".join(f"  {json.dumps(m)}" for m in data["landmarks"]),
        "]}",
    ]
    return "\n".join(row for row in rows if row) + "\n"


def _write_island(island: Island, path: Path, how: str) -> None:
    try:
        path.write_text(island_json(island), encoding="utf-8")
    except OSError as error:
        raise BadInput(f"cannot write {path}: {error.strerror or error}") from None
    print(f"wrote {path}: {len(island.terrain)} hexes, {len(island.landmarks)} landmarks ({how})")
