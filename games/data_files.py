"""The games' data files (JSON that owners may edit), read from their packages."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any


def read_json(package: str, file_name: str, error: type[Exception]) -> Any:
    """The parsed JSON of a data file in ``package``; ``error`` (with the file, the line
    and what to do) when it cannot be read or is not JSON."""
    try:
        text = resources.files(package).joinpath(file_name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as problem:
        raise error(f"{file_name}: cannot read the file ({problem})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as problem:
        raise error(
            f"{file_name}: not valid JSON at line {problem.lineno}, column {problem.colno}: "
            f"{problem.msg}; mend the file or put back the one shipped with the box"
        ) from None
