"""The ``tabletop`` command: run the box, run a key script, check the pinout, tools.

The subcommands are listed here as plain data, so ``tabletop --help`` answers without
importing the games or any hardware library; only the chosen command's module is
imported, and it adds its own options.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Command:
    """One subcommand: the module that registers it, and what ``--help`` says of it."""

    name: str
    module: str
    summary: str
    description: str


COMMANDS = (
    Command(
        "run",
        "appliance.cli.run",
        "run the box (mock hardware off a Pi)",
        "Run the box until it is shut down: on a Pi with its real keys, LEDs, screen and "
        "speaker; on a laptop with mock hardware in this terminal or a window.",
    ),
    Command(
        "selftest",
        "appliance.cli.run",
        "check every LED, key, the screen and every sound",
        "The builder's self-test: the screen, every LED in turn, every key, every sound "
        "cue, then a summary. Exits 0 when every part was seen, 1 naming what was not.",
    ),
    Command(
        "script",
        "appliance.cli.script",
        "play a key script on mock hardware",
        "Play a key script on mock hardware in virtual time and print every effect "
        "(lights, sound cues, screens) as a JSON line.",
    ),
    Command(
        "history",
        "appliance.cli.history",
        "print the games finished on this box",
        "Print the evenings the box remembers (the log in its state folder): when each "
        "game ended, which game, the seats, who won, the scores and how long it took; a "
        "table, or JSON with --json. Exits 2 when the log cannot be read.",
    ),
    Command(
        "check-pinout",
        "appliance.cli.check_pinout",
        "check a pin map",
        "Check a pin map: a pin used twice, a bus pin taken, a key or LED missing.",
    ),
    Command(
        "settings",
        "appliance.cli.settings",
        "print every default, or check a settings file",
        "Print every setting with its default, or check a settings file as the box would "
        "read it at boot.",
    ),
    Command(
        "sounds",
        "appliance.cli.sounds",
        "write every sound cue as a WAV file",
        "Write every game's sound cues as WAV files, one folder per game.",
    ),
    Command(
        "wiring",
        "appliance.cli.wiring",
        "draw the wiring and the panel from the pin map",
        "Draw the wiring diagram, its tables and the front panel from the pin map (SVG, "
        "PNG, markdown).",
    ),
    Command(
        "screenshots",
        "appliance.cli.screenshots",
        "make the README's pictures",
        "Play the tour scripts in docs/scripts on a mock box and write the OLED pictures.",
    ),
    Command(
        "card",
        "appliance.cli.card",
        "write a game's printable card (SVG and PDF)",
        "Write a game's card to print and keep in its box: the panel with each key labelled "
        "with what it does in that game, and the turn in five lines, from the pin map and "
        "the game's key tables (A6 or half-letter; PDF needs the card extra).",
    ),
    Command(
        "bench",
        "appliance.cli.benchmarks.bench",
        "measure latency, start-up, idle CPU and memory",
        "Measure key-to-effect latency, start-up, idle CPU and peak memory, each beside "
        "its baseline in the same run.",
    ),
    Command(
        "speech-bench",
        "appliance.cli.benchmarks.speech_bench",
        "measure spoken answers: time to first sound, the cache",
        "Measure the time from a phrase to its first sound, not yet cached and cached, in "
        "English, Portuguese and Japanese, and the speech cache after a whole game of each "
        "kind (needs espeak-ng).",
    ),
    Command(
        "save-bench",
        "appliance.cli.benchmarks.save_bench",
        "measure what an hour of play writes to the SD card",
        "Play each game's tour for an hour of virtual time and print the saves, bytes and "
        "fsyncs it costs the SD card, beside the box that saved after every event.",
    ),
    Command(
        "lost-treasure",
        "appliance.cli.lost_treasure",
        "Lost Treasure tools: simulate dives, write the sound cues",
        "Lost Treasure tools: play many dives in virtual time, write the sound cues.",
    ),
    Command(
        "tobago",
        "appliance.cli.tobago",
        "Tobago tools: islands, clues, benchmark",
        "Tobago tools: assemble, generate and render islands, judge clues, benchmark.",
    ),
)


def version() -> str:
    """The installed version of the box, or the source tree's."""
    from importlib import metadata  # here: it is slow to import, and needed only here

    try:
        return metadata.version("tabletop-box")
    except metadata.PackageNotFoundError:
        return "unknown (not installed)"


def build_parser(chosen: str | None = None) -> argparse.ArgumentParser:
    """The argument parser; only the ``chosen`` command's module is imported (``"*"``:
    every module, for a test of the whole command line)."""
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description="The tabletop companion box: Lost Treasure, Treasure Rush, Atlantis, Tobago.",
    )
    parser.add_argument("--version", action=_Version, help="show the version and exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    wanted = {c.module for c in COMMANDS if chosen in (c.name, "*")}
    for command in COMMANDS:
        if command.name in commands.choices:
            continue
        if command.module in wanted:
            importlib.import_module(command.module).add_parser(commands)
        else:
            commands.add_parser(command.name, help=command.summary)
    for command in COMMANDS:
        commands.choices[command.name].description = command.description
    return parser


class _Version(argparse.Action):
    """``--version``: the version looked up only when asked for (not before the beep)."""

    def __init__(self, option_strings: Sequence[str], dest: str, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        print(f"tabletop {version()}")
        parser.exit()


def missing_settings_line(command: str, path: os.PathLike | str) -> str:
    """What a command says when the settings file it was given is not there (a box
    started on defaults without a word would hide the mistake)."""
    return f"tabletop {command}: {path}: no such settings file"


def _chosen(argv: Sequence[str]) -> str | None:
    return next((word for word in argv if not word.startswith("-")), None)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``tabletop`` console command."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(_chosen(argv))
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return 2
    named = getattr(args, "settings", None)  # every command that takes --settings
    if named is not None and not os.path.lexists(named):
        print(missing_settings_line(args.command, named), file=sys.stderr)
        return 2
    try:
        return int(args.func(args) or 0)
    except ModuleNotFoundError as missing:
        from appliance.cli.dev_only import install_line

        line = install_line(args.command, missing.name or "")
        if line is None:
            raise
        print(line, file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (`tabletop script ... | head`): nothing left to say.
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:  # Ctrl-C before a box runs (one that runs stops cleanly)
        return 130
    except OSError as error:
        if error.filename is None:  # not a file or folder that failed: a bug, with its traceback
            raise
        print(f"tabletop {args.command}: {error.filename}: {error.strerror}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
