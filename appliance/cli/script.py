"""``tabletop script``: play a key script on mock hardware, every effect a JSON line."""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from appliance.box.errors import ScriptError
from appliance.box.loop.clock import VirtualClock
from appliance.box.script import GAME_NAMES, play_steps, read_script
from appliance.box.start.startup import StartOptions, start
from appliance.box.words.languages import add_language_option
from appliance.service.stop_signals import stopped_by_signals


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``script``."""
    script = commands.add_parser("script", help="play a key script on mock hardware")
    script.add_argument("file", type=Path, help="the key script ('-' for standard input)")
    script.add_argument("--seed", type=int, help="seed for the hidden treasures")
    script.add_argument("--game", choices=GAME_NAMES, help="the game to play")
    script.add_argument("--state", type=Path, help="keep the game state in this directory")
    script.add_argument("--settings", type=Path, help="settings file (TOML)")
    add_language_option(script, "the box's language (over the settings)")
    script.set_defaults(func=script_command)


def script_command(args: argparse.Namespace, out: TextIO | None = None) -> int:
    """Play a key script and print every effect as a JSON line, in UTF-8 text (the
    words of every language as they are, not ``\\u`` escapes). The settings are read
    as the box reads them: ``--settings``, else ``$TABLETOP_SETTINGS``, else the
    system's file, else the user's."""
    from appliance.box.start.settings import default_settings_path

    out = out or utf8(sys.stdout)
    try:
        if str(args.file) == "-":
            from appliance.box.script import parse_script

            steps = parse_script(sys.stdin.read(), "<stdin>")
        else:
            steps = read_script(args.file)
    except ScriptError as error:
        print(f"tabletop script: {error}", file=sys.stderr)
        return 2
    gone: list[bool] = []  # the reader went away (`tabletop script ... | head`)
    halts: list[Callable[[], None]] = []  # the box's, once it is built
    options = StartOptions(
        settings_path=args.settings or default_settings_path(),
        state_dir=args.state,
        keep_state=args.state is not None,
        mock=True,
        seed=args.seed,
        first_game=args.game,
        display_kind="dummy",
        mute=True,
        language=args.language,
        listeners=[lambda record: _print(record, out, gone, halts)],
    )
    running = start(options, VirtualClock())
    halts.append(running.loop.halt)
    try:
        with stopped_by_signals(running.loop.halt) as stop:
            if not gone:
                play_steps(running, steps)
        if gone:
            return _reader_gone(out)
    except ScriptError as error:  # a key this box does not have (a broken pin map)
        print(f"tabletop script: {error}", file=sys.stderr)
        return 2
    finally:
        running.box.save()  # where a signal stopped it, too
        running.close()
    return stop.exit_code


def _print(record: dict, out: TextIO, gone: list[bool], halts: list[Callable[[], None]]) -> None:
    """A record as a JSON line; once the reader has gone, the script stops there."""
    if gone:
        return
    try:
        print(json_line(record), file=out, flush=True)
    except BrokenPipeError:
        gone.append(True)
        for halt in halts:
            halt()


def _reader_gone(out: TextIO) -> int:
    """Nothing left to say, and nobody to say it to: the lines Python would still write
    to the closed pipe at exit go nowhere instead of into a traceback."""
    if out is sys.stdout:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    return 0


def json_line(record: dict) -> str:
    """One record as a JSON line, every language's words as they are written."""
    return json.dumps(record, ensure_ascii=False)


def utf8(stream: TextIO) -> TextIO:
    """``stream`` writing UTF-8 whatever the locale says (JSON lines are UTF-8 text)."""
    if isinstance(stream, io.TextIOWrapper) and stream.encoding.lower() not in ("utf-8", "utf8"):
        stream.reconfigure(encoding="utf-8")
    return stream
