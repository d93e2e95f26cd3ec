"""The line a TOML error is at, for FILE:LINE messages (tomllib puts it in its words)."""

from __future__ import annotations

import re
import tomllib


def toml_error_line(error: tomllib.TOMLDecodeError, text: str) -> int:
    """The error's line; the last line for an error "at end of document"."""
    match = re.search(r"line (\d+)", str(error))
    if match:
        return int(match.group(1))
    return max(1, len(text.splitlines())) if "end of document" in str(error) else 1
