"""libespeak-ng in the box's own process, through ctypes: a phrase becomes WAV bytes in a
few milliseconds, with no program started for it.

The library comes from the ``espeakng-loader`` wheel (libespeak-ng and its data, for the
platforms it is built for), else from the system (Debian's ``libespeak-ng1``, as on 32-bit
Raspberry Pi OS). ctypes because the C API needed is five functions; the Python bindings
on PyPI either start the program or carry their own copy of the library.

libespeak-ng keeps one voice and one set of parameters for the whole process: every call
goes through one lock. It ends the whole process when its data folder is missing, so the
folder is found and checked here first, and the library is initialised once.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import glob
import io
import logging
import os
import threading
import wave
from dataclasses import dataclass
from pathlib import Path

from drivers.errors import DriverError

log = logging.getLogger(__name__)

SYSTEM_LIBRARY = "libespeak-ng.so.1"  # Debian's libespeak-ng1
# Where Debian (espeak-ng-data, any architecture) and a build from source keep the data.
SYSTEM_DATA = (
    "/usr/lib/*/espeak-ng-data",
    "/usr/share/espeak-ng-data",
    "/usr/local/share/espeak-ng-data",
)
DATA_MARK = "phontab"  # a data folder without it ends the process at espeak_Initialize
AUDIO_OUTPUT_SYNCHRONOUS = 2  # espeak_Synth returns once the phrase is made
CHARS_UTF8 = 1
ENDPAUSE = 0x1000  # a short pause at the end, as the program makes
POS_CHARACTER = 1
PARAMETER_RATE = 1
PHONEMES_IPA = 0x02  # espeak_TextToPhonemes: IPA rather than espeak's own mnemonics
DEFAULT_RATE = 160  # words a minute: a little slower than espeak-ng's 175, for a noisy table

SynthCallback = ctypes.CFUNCTYPE(
    ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.c_void_p
)


class SpeechError(DriverError, RuntimeError):
    """The speech engine failed on a phrase."""


@dataclass(frozen=True)
class LibraryPlace:
    """Where libespeak-ng is, and its data folder."""

    library: str
    data: str
    origin: str


def find_library() -> LibraryPlace | None:
    """The wheel's libespeak-ng, else the system's with its data, else None (no speech)."""
    try:
        import espeakng_loader

        return LibraryPlace(
            espeakng_loader.get_library_path(), espeakng_loader.get_data_path(), "espeakng-loader"
        )
    except (ImportError, RuntimeError, OSError):
        pass
    for name in (SYSTEM_LIBRARY, ctypes.util.find_library("espeak-ng")):
        if name:
            try:
                ctypes.CDLL(name)
            except OSError:
                continue
            data = system_data()
            if data is None:  # the library alone cannot speak (espeak-ng-data missing)
                log.warning("%s has no espeak-ng-data beside it: no speech", name)
                return None
            return LibraryPlace(name, data, "system")
    return None


def system_data() -> str | None:
    """The system's espeak-ng data folder (ESPEAK_DATA_PATH first, as the library does)."""
    wanted = [os.environ.get("ESPEAK_DATA_PATH", "")]
    wanted += [found for pattern in SYSTEM_DATA for found in sorted(glob.glob(pattern))]
    for folder in wanted:
        for data in (Path(folder), Path(folder) / "espeak-ng-data"):
            if folder and (data / DATA_MARK).is_file():
                return str(data)
    return None


class EspeakLibrary:
    """libespeak-ng loaded once: :meth:`render` makes a phrase's WAV, :meth:`phonemes`
    says which sounds it would make (for the tests of what is said)."""

    def __init__(self, place: LibraryPlace, *, rate: int = DEFAULT_RATE) -> None:
        self.place = place
        self.rate = rate
        self._lock = threading.Lock()
        self._voice: str | None = None
        self._chunks: list[bytes] = []
        if not (Path(place.data) / DATA_MARK).is_file():
            raise SpeechError(f"libespeak-ng has no data folder ({place.data})")
        try:
            lib = ctypes.CDLL(place.library)
        except OSError as error:
            raise SpeechError(f"libespeak-ng cannot be loaded: {error}") from None
        _declare(lib)
        self.sample_rate = lib.espeak_Initialize(
            AUDIO_OUTPUT_SYNCHRONOUS, 0, place.data.encode(), 0
        )
        if self.sample_rate <= 0:
            raise SpeechError(f"libespeak-ng found no data ({place.data or 'its default'})")
        self._callback = SynthCallback(self._collect)  # kept: the library holds a pointer
        lib.espeak_SetSynthCallback(self._callback)
        self._lib = lib

    def _collect(self, wav: ctypes.Array[ctypes.c_short], samples: int, events: int) -> int:
        if samples > 0:
            self._chunks.append(ctypes.string_at(wav, samples * 2))
        return 0  # go on

    def use_voice(self, voice: str) -> None:
        """Speak with ``voice`` from now on (SpeechError if the library has none)."""
        with self._lock:
            self._use_voice(voice)

    def _use_voice(self, voice: str) -> None:
        if voice != self._voice:
            if self._lib.espeak_SetVoiceByName(voice.encode()) != 0:
                raise SpeechError(f"libespeak-ng has no voice {voice!r}")
            self._voice = voice
        self._lib.espeak_SetParameter(PARAMETER_RATE, self.rate, 0)

    def render(self, text: str, voice: str) -> bytes:
        """The phrase spoken by ``voice`` as a whole WAV file (16-bit mono)."""
        data = text.encode("utf-8") + b"\0"
        with self._lock:
            self._use_voice(voice)
            self._chunks = []
            flags = CHARS_UTF8 | ENDPAUSE
            status = self._lib.espeak_Synth(data, len(data), 0, POS_CHARACTER, 0, flags, None, None)
            pcm, self._chunks = b"".join(self._chunks), []
        if status != 0 or not pcm:
            raise SpeechError(f"libespeak-ng could not speak {text!r} (status {status})")
        out = io.BytesIO()
        with wave.open(out, "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(self.sample_rate)
            wav.writeframes(pcm)
        return out.getvalue()

    def phonemes(self, text: str, voice: str) -> str:
        """The sounds ``voice`` makes of ``text``, in IPA, clause after clause (a word read
        in another language shows its switch, as ``(en)``)."""
        clauses = []
        with self._lock:
            self._use_voice(voice)
            buffer = ctypes.create_string_buffer(text.encode("utf-8"))
            pointer = ctypes.c_void_p(ctypes.addressof(buffer))
            while pointer.value:
                said = self._lib.espeak_TextToPhonemes(
                    ctypes.byref(pointer), CHARS_UTF8, PHONEMES_IPA
                )
                if said:
                    clauses.append(said.decode("utf-8", "replace"))
        return " ".join(clause for clause in clauses if clause)


def _declare(lib: ctypes.CDLL) -> None:
    lib.espeak_Initialize.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
    lib.espeak_Initialize.restype = ctypes.c_int
    lib.espeak_SetSynthCallback.argtypes = [SynthCallback]
    lib.espeak_SetSynthCallback.restype = None
    lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
    lib.espeak_SetVoiceByName.restype = ctypes.c_int
    lib.espeak_SetParameter.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int]
    lib.espeak_SetParameter.restype = ctypes.c_int
    lib.espeak_Synth.argtypes = [
        ctypes.c_char_p,
        ctypes.c_size_t,
        ctypes.c_uint,
        ctypes.c_int,
        ctypes.c_uint,
        ctypes.c_uint,
        ctypes.c_void_p,
        ctypes.c_void_p,
    ]
    lib.espeak_Synth.restype = ctypes.c_int
    text_pointer = ctypes.POINTER(ctypes.c_void_p)
    lib.espeak_TextToPhonemes.argtypes = [text_pointer, ctypes.c_int, ctypes.c_int]
    lib.espeak_TextToPhonemes.restype = ctypes.c_char_p


_opened: dict[LibraryPlace, EspeakLibrary] = {}
_opening = threading.Lock()


_failed: dict[LibraryPlace, SpeechError] = {}


def open_library(place: LibraryPlace) -> EspeakLibrary:
    """The library at ``place``, initialised once per process (libespeak-ng is one
    engine per process: a second espeak_Initialize would load its data again). One that
    failed is not tried again: the same SpeechError each time."""
    with _opening:
        if place in _failed:
            raise _failed[place]
        if _opened and place not in _opened:
            raise SpeechError("libespeak-ng is already running in this process")
        if place not in _opened:
            try:
                _opened[place] = EspeakLibrary(place)
            except SpeechError as error:
                _failed[place] = error
                raise
        return _opened[place]
