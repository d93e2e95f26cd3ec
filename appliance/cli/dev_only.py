"""What the developer's commands need that a plain install lacks: the dev extra's
packages (pyte, the terminal emulator the screenshots draw) and the project's own
folders (docs/scripts), which ship in no wheel."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from importlib.util import find_spec
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEV_EXTRA = "pip install 'tabletop-box[dev]'"
CLONE = "run it from a clone of the project (pip install -e '.[dev]')"


def lacking(command: str, packages: Sequence[str] = (), folders: Sequence[str] = ()) -> str | None:
    """The one line naming what ``tabletop command`` lacks and how to get it; None when
    every package imports and every folder of the project is there."""
    absent = [name for name in packages if find_spec(name) is None]
    if absent:
        return f"tabletop {command} needs the dev extra ({', '.join(absent)}): {DEV_EXTRA}"
    gone = [name for name in folders if not (ROOT / name).is_dir()]
    if gone:
        return f"tabletop {command} needs the project's {', '.join(gone)}: {CLONE}"
    return None


def refused(command: str, packages: Sequence[str] = (), folders: Sequence[str] = ()) -> bool:
    """True (the line said on stderr) when ``command`` cannot run here: exit 2 then,
    before anything is written."""
    line = lacking(command, packages, folders)
    if line:
        print(line, file=sys.stderr)
    return line is not None
