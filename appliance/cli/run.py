"""``tabletop run`` and ``tabletop selftest``: the box until it is shut down."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

# Only what comes before the power-on beep (appliance.box.start.power_up): the rest of
# the box is imported once it has sounded.
from appliance.box.loop.clock import RealClock
from appliance.box.start.first_settings import UIS, read_first_settings
from appliance.box.start.options import StartOptions
from appliance.box.words.languages import add_language_option

if TYPE_CHECKING:
    from games.screen import Text

UI_HELP = "where the box shows itself (default: the settings' ui, else auto)"


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``run`` and ``selftest``."""
    run = commands.add_parser("run", help="run the box (mock hardware off a Pi)")
    run.add_argument("--ui", choices=UIS, default=None, help=UI_HELP)
    run.add_argument("--settings", type=Path, help="settings file (TOML)")
    run.add_argument("--state", type=Path, help="keep the game state in this directory")
    run.add_argument("--mock", action="store_true", help="mock hardware even on a Pi")
    run.add_argument("--seed", type=int, help="seed for the hidden treasures")
    run.add_argument("--mute", action="store_true", help="no sound, even with a sound card")
    add_language_option(run, "the box's language (over the settings)")
    run.set_defaults(func=run_command)

    selftest = commands.add_parser("selftest", help="check every LED, key and sound")
    selftest.add_argument("--ui", choices=UIS, default=None, help=UI_HELP)
    selftest.add_argument("--settings", type=Path, help="settings file (TOML)")
    selftest.add_argument("--mock", action="store_true", help="mock hardware even on a Pi")
    selftest.add_argument("--mute", action="store_true", help="no sound, even with a sound card")
    selftest.set_defaults(func=selftest_command)


def run_command(
    args: argparse.Namespace, first_game: str | None = None, selftest_finished=None
) -> int:
    """Run the box until it is shut down (or Ctrl-C)."""
    from appliance.box.start.first_settings import default_settings_path
    from appliance.box.start.machine import wants_mock
    from appliance.front_ends.choose import run_front_end
    from drivers.cores import keep_to_one_core

    keep_to_one_core()  # before any thread starts: every thread of the box shares it

    mock = args.mock or wants_mock()
    settings_path = args.settings or default_settings_path()
    options = StartOptions(
        settings_path=settings_path,
        state_dir=getattr(args, "state", None),
        mock=mock,
        seed=getattr(args, "seed", None),
        first_game=first_game,
        mute=args.mute,
        selftest_finished=selftest_finished,
        language=getattr(args, "language", None),
    )
    return run_front_end(_choose_ui(args.ui, settings_path, mock), options, RealClock())


def _choose_ui(asked: str | None, settings_path: Path, mock: bool) -> str:
    ui = asked or read_first_settings(settings_path).ui
    if ui == "auto":
        ui = "terminal" if mock and sys.stdin.isatty() else "none"
    return ui


def selftest_command(args: argparse.Namespace) -> int:
    """Run the box straight into the self-test; 0 when every part was confirmed, else 1
    with what was not."""
    from appliance.box.selftest.selftest import NAME as SELFTEST
    from appliance.box.start.first_settings import default_settings_path

    ui = _choose_ui(args.ui, args.settings or default_settings_path(), args.mock or _wants_mock())
    if ui == "none" and (args.mock or _wants_mock()):
        print(
            "tabletop selftest: mock hardware has no keys without a front end; "
            "use --ui terminal or --ui window",
            file=sys.stderr,
        )
        return 2
    from appliance.front_ends.choose import front_end_missing

    missing = front_end_missing(ui)
    if missing is not None:
        print(missing, file=sys.stderr)
        return 2
    print("Self-test: follow the screen; AIR answers yes, CLEAR no; hold CLEAR to skip keys.")
    print(
        "Self-test: follow the screen; AIR or 4 answers yes, CLEAR or 6 no; "
        "hold another key to skip the key asked for."
    )
    result: dict[str, object] = {}

    def finished(confirmed: dict[str, bool], missing: list[str], findings: list[Text]) -> None:
        result.update(confirmed=confirmed, missing=missing, findings=findings)

    run_command(args, first_game=SELFTEST, selftest_finished=finished)
    if not result:
        print("tabletop selftest: left before the summary", file=sys.stderr)
        return 1
    failed = describe_failures(
        result["confirmed"],  # type: ignore[arg-type]
        result["missing"],  # type: ignore[arg-type]
        result["findings"],  # type: ignore[arg-type]
    )
    for line in failed:
        print(f"tabletop selftest: {line}", file=sys.stderr)
    if not failed:
        print("Self-test: the screen, every LED, every key and every sound confirmed.")
    return 1 if failed else 0


def describe_failures(
    confirmed: dict[str, bool], missing: list[str], findings: Sequence[Text] = ()
) -> list[str]:
    """One line for each part the builder did not confirm, each key never pressed and
    each thing the keys say of the wires (in English, as the command's messages are)."""
    from games.screen import plain

    parts = (("screen", "the screen"), ("leds", "the LEDs"), ("sounds", "the sounds"))
    lines = [f"{name} not confirmed" for part, name in parts if not confirmed.get(part)]
    if missing:
        lines.append("keys never pressed: " + " ".join(missing))
    return lines + [plain(finding) for finding in findings]


def _wants_mock() -> bool:
    from appliance.box.start.machine import wants_mock

    return wants_mock()
