"""The box's own commands: ``run``, ``script``, ``check-pinout`` and ``sounds``."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path
from typing import TextIO

from appliance.clock import RealClock, VirtualClock
from appliance.errors import ScriptError
from appliance.script import GAME_NAMES, TAIL_SECONDS, Fingers, read_script, schedule
from appliance.selftest import NAME as SELFTEST
from appliance.startup import SHIPPED_PINOUT, StartOptions, load_games, start
from drivers.errors import CueError, PinoutError
from drivers.pinout import load_pinout
from drivers.sound_synth import write_wav
from games.catalog import GAME_MODULES

log = logging.getLogger(__name__)


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register run, script, check-pinout and sounds."""
    run = commands.add_parser("run", help="run the box (mock hardware off a Pi)")
    run.add_argument("--ui", choices=("auto", "terminal", "window", "none"), default=None)
    run.add_argument("--settings", type=Path, help="settings file (TOML)")
    run.add_argument("--state", type=Path, help="keep the game state in this directory")
    run.add_argument("--mock", action="store_true", help="mock hardware even on a Pi")
    run.add_argument("--seed", type=int, help="seed for the hidden treasures")
    run.set_defaults(func=run_command)

    script = commands.add_parser("script", help="play a key script on mock hardware")
    script.add_argument("file", type=Path, help="the key script ('-' for standard input)")
    script.add_argument("--seed", type=int, help="seed for the hidden treasures")
    script.add_argument("--game", choices=GAME_NAMES, help="the game to play")
    script.add_argument("--state", type=Path, help="keep the game state in this directory")
    script.add_argument("--settings", type=Path, help="settings file (TOML)")
    script.set_defaults(func=script_command)

    selftest = commands.add_parser("selftest", help="check every LED, key and sound")
    selftest.add_argument("--ui", choices=("auto", "terminal", "window", "none"), default=None)
    selftest.add_argument("--settings", type=Path, help="settings file (TOML)")
    selftest.add_argument("--mock", action="store_true", help="mock hardware even on a Pi")
    selftest.set_defaults(func=selftest_command)

    check = commands.add_parser("check-pinout", help="check a pin map")
    check.add_argument("file", type=Path, nargs="?", default=SHIPPED_PINOUT)
    check.set_defaults(func=check_pinout_command)

    sounds = commands.add_parser("sounds", help="write every sound cue as a WAV file")
    sounds.add_argument("--out", type=Path, required=True, help="folder for the WAV files")
    sounds.set_defaults(func=sounds_command)


def script_command(args: argparse.Namespace, out: TextIO | None = None) -> int:
    """Play a key script and print every effect as a JSON line."""
    out = out or sys.stdout
    try:
        if str(args.file) == "-":
            from appliance.script import parse_script

            steps = parse_script(sys.stdin.read(), "<stdin>")
        else:
            steps = read_script(args.file)
    except ScriptError as error:
        print(f"tabletop script: {error}", file=sys.stderr)
        return 2
    options = StartOptions(
        settings_path=args.settings,
        state_dir=args.state,
        keep_state=args.state is not None,
        mock=True,
        seed=args.seed,
        first_game=args.game,
        display_kind="dummy",
        listeners=[lambda record: print(json.dumps(record), file=out, flush=True)],
    )
    running = start(options, VirtualClock())
    play_steps(running, steps)
    running.close()
    return 0


def play_steps(running, steps, *, run_on: bool = True) -> None:
    """Play steps on a running mock box in virtual time, then (``run_on``) let it run on
    until nothing is left to happen."""
    loop, box, fingers = running.loop, running.box, running.hardware.fingers
    lift = running.hardware.keypad.dropout_time
    hands = Fingers(fingers.press, fingers.release, box.switch_game, lift)
    end = schedule(steps, hands, loop.call_at, loop.now())
    loop.run(until=end)
    if not run_on:
        return
    limit = end + TAIL_SECONDS
    while (at := loop.next_timer_at()) is not None and at <= limit:
        loop.run(until=at)


def run_command(args: argparse.Namespace, first_game: str | None = None) -> int:
    """Run the box until it is shut down (or Ctrl-C)."""
    from appliance.front_ends import run_front_end
    from appliance.hardware import wants_mock
    from appliance.settings import default_settings_path

    mock = args.mock or wants_mock()
    settings_path = args.settings or default_settings_path()
    options = StartOptions(
        settings_path=settings_path,
        state_dir=getattr(args, "state", None),
        mock=mock,
        seed=getattr(args, "seed", None),
        first_game=first_game,
    )
    return run_front_end(_choose_ui(args.ui, settings_path, mock), options, RealClock())


def _choose_ui(asked: str | None, settings_path: Path, mock: bool) -> str:
    from appliance.settings import load_settings

    ui = asked or "auto"
    if ui == "auto":
        try:
            ui = load_settings(settings_path, tuple(GAME_MODULES)).box.ui
        except ValueError:
            ui = "auto"
    if ui == "auto":
        ui = "terminal" if mock and sys.stdin.isatty() else "none"
    return ui


def selftest_command(args: argparse.Namespace) -> int:
    """Run the box straight into the self-test."""
    return run_command(args, first_game=SELFTEST)


def check_pinout_command(args: argparse.Namespace) -> int:
    """Check a pin map and say what is wrong, line by line."""
    try:
        pinout = load_pinout(args.file)
    except PinoutError as error:
        print(error, file=sys.stderr)
        return 1
    keys = len(pinout.key_at())
    print(
        f"{args.file}: good: {keys} keys on a {len(pinout.rows)} x {len(pinout.columns)} "
        f"matrix, {len(pinout.leds)} LEDs, display on {pinout.display_bus}, "
        f"audio {pinout.audio_output}"
    )
    return 0


def sounds_command(args: argparse.Namespace) -> int:
    """Write every game's cues as WAV files, one folder per game."""
    for name, info in load_games().items():
        if not info.cues:
            continue
        folder = args.out / name
        folder.mkdir(parents=True, exist_ok=True)
        for cue, description in sorted(info.cues.items()):
            try:
                write_wav(folder / f"{cue}.wav", description)
            except CueError as error:
                print(f"tabletop sounds: {name} cue {cue!r}: {error}", file=sys.stderr)
                return 2
            print(folder / f"{cue}.wav")
    return 0
