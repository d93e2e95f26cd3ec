"""Log lines the journal understands: under systemd, each line starts with ``<N>``, its
syslog priority, so ``journalctl -u tabletop -p warning`` finds the warnings.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping

PRIORITIES = {
    logging.DEBUG: 7,
    logging.INFO: 6,
    logging.WARNING: 4,
    logging.ERROR: 3,
    logging.CRITICAL: 2,
}


class JournalFormatter(logging.Formatter):
    """``<priority>logger: message``; the journal adds the time and the unit."""

    def __init__(self) -> None:
        super().__init__("%(name)s: %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        priority = PRIORITIES.get(record.levelno, 6)
        return f"<{priority}>{super().format(record)}"


def use_journal_priorities(environ: Mapping[str, str] | None = None) -> bool:
    """Under systemd (``$JOURNAL_STREAM`` set), give every root handler the journal's
    format; True if it did.
    """
    environ = os.environ if environ is None else environ
    if not environ.get("JOURNAL_STREAM"):
        return False
    for handler in logging.getLogger().handlers:
        handler.setFormatter(JournalFormatter())
    return True
