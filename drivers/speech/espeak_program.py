"""The espeak-ng program, one process per phrase: what the box used before it spoke in
its own process, kept as the baseline ``tabletop speech-bench`` measures against."""

from __future__ import annotations

import shutil
import struct
import subprocess

from drivers.speech.espeak_library import DEFAULT_RATE, SpeechError
from drivers.speech.kana import KanaReader

PROGRAM = "espeak-ng"
RENDER_SECONDS = 20.0  # a phrase that takes longer is given up (a stuck program)


def find_program() -> EspeakProgram | None:
    """espeak-ng on the PATH, or None when it is not installed."""
    path = shutil.which(PROGRAM)
    return EspeakProgram(path) if path else None


class EspeakProgram:
    """The espeak-ng program: text in on standard input (UTF-8), a WAV file out."""

    def __init__(self, path: str, *, rate: int = DEFAULT_RATE) -> None:
        self.path = path
        self.rate = rate
        self.kana = KanaReader()

    def render(self, text: str, voice: str) -> bytes:
        """The phrase spoken by ``voice`` as WAV bytes."""
        if voice == "ja":
            text = self.kana(text)
        command = [self.path, "-v", voice, "-s", str(self.rate), "-b", "1", "--stdout"]
        try:
            done = subprocess.run(
                command, input=text.encode("utf-8"), capture_output=True, timeout=RENDER_SECONDS
            )
        except (OSError, subprocess.TimeoutExpired) as error:
            raise SpeechError(f"{PROGRAM} could not speak {text!r}: {error}") from None
        if done.returncode != 0 or not done.stdout.startswith(b"RIFF"):
            why = done.stderr.decode("utf-8", "replace").strip() or f"exit {done.returncode}"
            raise SpeechError(f"{PROGRAM} could not speak {text!r} with voice {voice}: {why}")
        return whole_wav(done.stdout)


def whole_wav(wav: bytes) -> bytes:
    """A WAV written to a pipe with its sizes set right: espeak-ng cannot seek back on
    standard output, so it leaves them at their largest (2 GB), which players misread."""
    data = wav.find(b"data", 12)
    if data < 0:
        raise SpeechError(f"{PROGRAM} wrote a WAV without sound data")
    sizes = struct.pack("<I", len(wav) - 8), struct.pack("<I", len(wav) - data - 8)
    return wav[:4] + sizes[0] + wav[8 : data + 4] + sizes[1] + wav[data + 8 :]
