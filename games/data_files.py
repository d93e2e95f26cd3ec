"""The games' data files (JSON that owners may edit), read from their packages; and
files that owners name in their settings, read so that no file can stop the box."""

from __future__ import annotations

import json
import os
import stat
from importlib import resources
from pathlib import Path
from typing import Any

OWNERS_FILE_LIMIT = 1_000_000  # bytes: far more than any island, settings or state file


class UnfitFile(OSError):
    """A file that is not read: not a regular file, or too big (the message says which)."""

    def __str__(self) -> str:
        return str(self.args[0])


def read_small_text(path: Path, limit: int = OWNERS_FILE_LIMIT) -> str:
    """The UTF-8 text of the regular file at ``path``, at most ``limit`` bytes
    (:func:`read_small_bytes`; UnicodeDecodeError too)."""
    return read_small_bytes(path, limit).decode("utf-8")


def read_small_bytes(path: Path, limit: int = OWNERS_FILE_LIMIT) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them.

    A FIFO, a device or a folder is refused without waiting on it (opened non-blocking,
    checked before any read); a bigger file is refused after reading ``limit`` bytes
    at most. OSError (UnfitFile for those two) otherwise.
    """
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    with os.fdopen(fd, "rb") as file:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnfitFile(f"{path} is not a regular file")
        if info.st_size > limit:
            raise UnfitFile(f"{path} is bigger than {limit:,} bytes")
        data = file.read(limit + 1)  # no more, even if it grew meanwhile
    if len(data) > limit:
        raise UnfitFile(f"{path} is bigger than {limit:,} bytes")
    return data


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
