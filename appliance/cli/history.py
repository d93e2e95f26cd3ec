"""``tabletop history``: print the evenings remembered (the log in the state folder), a
table by default, or JSON; a log that cannot be read exits 2 with one line."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from appliance.box.state.history import LOG_NAME, DamagedLog, Evening, read_log

COLUMNS = ("ended", "game", "seats", "won", "scores", "length")


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``history``."""
    history = commands.add_parser("history", help="print the games finished on this box")
    history.add_argument(
        "--state",
        "--state-dir",
        dest="state",
        type=Path,
        help="the box's state folder (default: where the box keeps it, from the settings)",
    )
    history.add_argument("--settings", type=Path, help="settings file (TOML)")
    history.add_argument("--json", action="store_true", help="print the log as JSON")
    history.set_defaults(func=history_command)


def history_command(args: argparse.Namespace) -> int:
    """Print the evenings, oldest first (exit 2 when the log cannot be read)."""
    try:
        folder = args.state or _state_folder(args.settings)
        evenings = read_log(folder / LOG_NAME)
    except (DamagedLog, ValueError, OSError) as error:  # the log, or the settings
        print(f"tabletop history: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({"evenings": evenings}, ensure_ascii=False, indent=1))
    else:
        print(table(evenings, _titles()))
    return 0


def table(evenings: list[Evening], titles: dict[str, str]) -> str:
    """The evenings as a table of plain text, a row each, oldest first."""
    if not evenings:
        return "No game finished yet."
    rows = [COLUMNS, *(_row(evening, titles) for evening in evenings)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(COLUMNS))]
    return "\n".join(
        "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        for row in rows
    )


def _row(evening: Evening, titles: dict[str, str]) -> tuple[str, ...]:
    team = "team " if evening.get("teams") else ""
    seats = ", ".join(_seat(seat) for seat in evening["seats"])
    won = ", ".join(f"{team}{seat}" for seat in evening["winners"]) or "-"
    scores = " ".join(str(seat["score"]) for seat in evening["seats"] if "score" in seat)
    return (
        evening["date"].replace("T", " ")[:16],
        str(titles.get(evening["game"], evening["game"])),
        seats or "-",
        won,
        scores or "-",
        _length(evening.get("seconds")),
    )


def _seat(seat: dict[str, Any]) -> str:
    return f"{seat['seat']} {seat['colour']}" if "colour" in seat else str(seat["seat"])


def _length(seconds: int | None) -> str:
    if seconds is None:
        return "-"
    hours, minutes = divmod(round(seconds / 60), 60)
    return f"{hours} h {minutes:02d} min" if hours else f"{minutes} min"


def _state_folder(settings_path: Path | None) -> Path:
    """Where the box keeps its state, as ``tabletop run`` finds it."""
    from appliance.box.start.settings import default_settings_path, load_settings
    from appliance.box.start.startup import default_state_dir

    return default_state_dir(load_settings(settings_path or default_settings_path()))


def _titles() -> dict[str, str]:
    from appliance.box.start.startup import load_games
    from games.screen import plain

    return {name: plain(info.title) for name, info in load_games().items()}
