"""Sound cues kept on disk between boots, so a box that starts again makes none.

One file per cue description, named by a hash of the description, the sample rate and
the synthesiser's own source (a changed synthesiser makes every cue anew). Each file is
a CRC-32 of the samples, then the samples: a file that is short, damaged or unreadable
is made again and written over, and a folder that cannot be written only means the cues
are made at every boot. Written by hand because it is twenty lines and the standard
library's ``dbm`` files cannot tell a damaged entry from a good one.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import logging
import os
import struct
import zlib
from pathlib import Path

from drivers.card_space import room_for
from drivers.sound import sound_synth
from drivers.sound.sound_synth import SAMPLE_RATE, synthesize

log = logging.getLogger(__name__)

SUFFIX = ".pcm"
_CRC = struct.Struct("<I")


class CueCache:
    """Makes cues, keeping each one in ``directory`` (None: only made, never kept)."""

    def __init__(self, directory: Path | None) -> None:
        self.directory = directory
        self.made = 0  # cues synthesised here rather than read from disk
        self._said = False
        self._recipe = _synth_fingerprint()

    def pcm(self, description: str) -> bytes:
        """The cue as 16-bit mono PCM at SAMPLE_RATE: from disk, else made (and kept)."""
        path = self._path(description)
        if path is not None:
            kept = _read(path)
            if kept is not None:
                return kept
        made = synthesize(description, SAMPLE_RATE)
        self.made += 1
        if path is not None:
            self._write(path, made)
        return made

    def forget_all_but(self, descriptions: set[str]) -> None:
        """Delete the kept cues no longer asked for (cues changed by an update)."""
        if self.directory is None:
            return
        wanted = {path.name for d in descriptions if (path := self._path(d)) is not None}
        with contextlib.suppress(OSError):
            for path in self.directory.glob(f"*{SUFFIX}"):
                if path.name not in wanted:
                    path.unlink()

    def _path(self, description: str) -> Path | None:
        if self.directory is None:
            return None
        key = f"{self._recipe}\n{SAMPLE_RATE}\n{description}".encode()
        return self.directory / f"{hashlib.sha256(key).hexdigest()[:32]}{SUFFIX}"

    def _write(self, path: Path, pcm: bytes) -> None:
        temporary = path.with_name(f".{path.name}.tmp")
        try:
            if not room_for(path.parent, len(pcm)):
                raise OSError(errno.ENOSPC, "the card keeps its last space for the game")
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary.write_bytes(_CRC.pack(zlib.crc32(pcm)) + pcm)
            os.replace(temporary, path)  # a cut mid-write leaves no half cue behind the name
        except OSError as error:
            with contextlib.suppress(OSError):
                temporary.unlink()
            if not self._said:
                log.info("sound cues are not kept on disk (%s): they are made at each boot", error)
                self._said = True


def _read(path: Path) -> bytes | None:
    """The samples in a kept cue, or None when it is missing or damaged."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if len(data) < _CRC.size or (len(data) - _CRC.size) % 2:
        return None
    (crc,) = _CRC.unpack_from(data)
    pcm = data[_CRC.size :]
    return pcm if zlib.crc32(pcm) == crc else None


def _synth_fingerprint() -> str:
    try:
        source = Path(sound_synth.__file__).read_bytes()
    except OSError:
        source = b""  # no source to read: the sample rate and description still key it
    return hashlib.sha256(source).hexdigest()[:16]
