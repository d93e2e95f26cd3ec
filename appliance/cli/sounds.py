"""``tabletop sounds``: write the box's and every game's sound cues as WAV files."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from appliance.box.output import BOX_SOUNDS
from appliance.box.sounds import BOX_CUES
from appliance.box.start.startup import load_games
from drivers.errors import CueError
from drivers.sound.sound_synth import write_wav


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``sounds``."""
    sounds = commands.add_parser("sounds", help="write every sound cue as a WAV file")
    sounds.add_argument("--out", type=Path, required=True, help="folder for the WAV files")
    sounds.set_defaults(func=sounds_command)


def sounds_command(args: argparse.Namespace) -> int:
    """Write the box's own cues and every game's as WAV files, one folder for each."""
    owners = {BOX_SOUNDS: BOX_CUES} | {name: info.cues for name, info in load_games().items()}
    for name, cues in owners.items():
        if not cues:
            continue
        folder = args.out / name
        folder.mkdir(parents=True, exist_ok=True)
        for cue, description in sorted(cues.items()):
            try:
                write_wav(folder / f"{cue}.wav", description)
            except CueError as error:
                print(f"tabletop sounds: {name} cue {cue!r}: {error}", file=sys.stderr)
                return 2
            print(folder / f"{cue}.wav")
    return 0
