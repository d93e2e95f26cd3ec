"""Files kept aside beside the state: each under a dated name of its own, never over
another one kept before."""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

# The store's own logger: what it writes in the journal reads as before the move.
log = logging.getLogger("appliance.box.state.state_store")


def move_aside(path: Path) -> None:
    """Rename what blocks the temporary file's place (OSError if it cannot be)."""
    aside = aside_name(path)
    os.replace(path, aside)
    log.warning("%s is not a file; moved it aside as %s so that the game saves", path, aside.name)


def set_aside(path: Path) -> str:
    """Move ``path`` aside under its dated name; what became of it, in words for a log
    line ("kept it as NAME", or why it cannot be moved)."""
    try:
        aside = aside_name(path)
        os.replace(path, aside)
    except OSError as error:
        return f"it cannot be moved aside ({error})"
    return f"kept it as {aside.name}"


def aside_name(path: Path) -> Path:
    """A free name beside ``path`` for it kept aside: ``NAME.broken-DATE-TIME``."""
    return free_name(path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}"))


def free_name(path: Path) -> Path:
    """``path``, or ``path-2``, ``path-3``... the first that is not taken."""
    aside, counter = path, 1
    while os.path.lexists(aside):
        counter += 1
        aside = path.with_name(f"{path.name}-{counter}")
    return aside
