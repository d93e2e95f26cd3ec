"""What the developer's commands need that a plain install lacks: the dev extra's
packages (pyte, the terminal emulator the screenshots draw) and the project's own
folders (docs/scripts), which ship in no wheel."""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from importlib import metadata
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


def install_line(command: str, module: str) -> str | None:
    """The one line saying which extra of the box installs ``module`` for ``tabletop
    command`` (read from the installed package's own requirements); None when no extra
    does (a missing module that is no optional part of the box is a bug to show)."""
    try:
        requirements = metadata.requires("tabletop-box") or []
    except metadata.PackageNotFoundError:
        return None
    parts = module.split(".")
    wanted = {_normal(".".join(parts[:end])) for end in range(1, len(parts) + 1)}
    for requirement in requirements:
        name = re.match(r"[A-Za-z0-9._-]+", requirement)
        extra = re.search(r"extra\s*==\s*[\"']([^\"']+)", requirement)
        if name and extra and _normal(name[0]) in wanted:
            return (
                f"tabletop {command} needs {name[0]}, which is not installed: "
                f"pip install 'tabletop-box[{extra[1]}]'"
            )
    return None


def _normal(name: str) -> str:
    """A package name as the registries compare them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()
