"""Spoken phrases kept as WAV files, so each is rendered once: a folder (the state
folder's ``speech/``), or memory alone when there is no folder or it refuses a file.

Written by hand: a file per phrase named by a hash, written whole (a temporary file
renamed), is all it needs; no caching library keeps bytes on disk this simply.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import logging
import os
from pathlib import Path

from drivers.card_space import room_for

log = logging.getLogger(__name__)

CACHE_LIMIT = 20_000_000  # bytes of WAV files kept; the oldest go first beyond it


def phrase_key(language: str, voice: str, text: str) -> str:
    """The cache's name for a phrase: a hash of its language, voice and words."""
    return hashlib.sha256(f"{language}\0{voice}\0{text}".encode()).hexdigest()[:32]


class PhraseCache:
    """Rendered phrases as WAV files in a folder (only in memory when it is None).

    A folder that refuses a file is said once; the phrases are then kept in memory.
    Beyond ``limit`` bytes the oldest files are deleted when the cache opens.
    """

    def __init__(self, directory: Path | None, *, limit: int = CACHE_LIMIT) -> None:
        self.directory = directory
        self.hits = 0
        self.misses = 0
        self._memory: dict[str, bytes] = {}
        if directory is not None:
            self._trim(limit)

    def get(self, key: str) -> bytes | None:
        """The WAV of a phrase rendered before, or None."""
        wav = self._memory.get(key)
        if wav is None and self.directory is not None:
            with contextlib.suppress(OSError):
                wav = (self.directory / f"{key}.wav").read_bytes()
        if wav is None:
            self.misses += 1
        else:
            self.hits += 1
        return wav

    def put(self, key: str, wav: bytes) -> None:
        """Keep a phrase: written whole or not at all (a temporary file renamed)."""
        if self.directory is None:
            self._memory[key] = wav
            return
        path = self.directory / f"{key}.wav"
        part = path.with_suffix(".part")
        try:
            if not room_for(self.directory, len(wav)):
                raise OSError(errno.ENOSPC, "the card keeps its last space for the game")
            self.directory.mkdir(parents=True, exist_ok=True)
            part.write_bytes(wav)
            os.replace(part, path)
        except OSError as error:
            log.warning("cannot keep spoken phrases in %s (%s): in memory only", path.parent, error)
            self.directory = None
            self._memory[key] = wav

    def size(self) -> int:
        """Bytes of WAV kept (on disk, or in memory)."""
        if self.directory is None:
            return sum(len(wav) for wav in self._memory.values())
        return sum(f.stat().st_size for f in self._files())

    def _files(self) -> list[Path]:
        try:
            return [f for f in self.directory.iterdir() if f.suffix == ".wav"]  # type: ignore[union-attr]
        except OSError:
            return []

    def _trim(self, limit: int) -> None:
        try:
            files = sorted(self._files(), key=lambda f: f.stat().st_mtime)
            total = sum(f.stat().st_size for f in files)
            while files and total > limit:
                oldest = files.pop(0)
                total -= oldest.stat().st_size
                oldest.unlink()
        except OSError as error:
            log.warning("cannot trim the spoken phrases in %s (%s)", self.directory, error)
