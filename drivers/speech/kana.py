"""Japanese read into kana: espeak-ng's Japanese voice reads kana only (a kanji is read
out as "Chinese letter"), so kanji are first read into hiragana with pykakasi's
dictionary (pure Python)."""

from __future__ import annotations

from typing import Any


class KanaReader:
    """Reads kanji into hiragana ("地図" -> "ちず"); the dictionary loads on first use
    (about 2 s on a laptop), so :meth:`prepare` loads it ahead, off the event loop."""

    def __init__(self) -> None:
        self._kakasi: Any = None

    @property
    def is_ready(self) -> bool:
        """True once the dictionary is loaded."""
        return self._kakasi is not None

    def prepare(self) -> None:
        """Load the dictionary now."""
        if self._kakasi is None:
            import pykakasi

            self._kakasi = pykakasi.kakasi()

    def __call__(self, text: str) -> str:
        """``text`` with its kanji read into hiragana."""
        self.prepare()
        return "".join(part["hira"] for part in self._kakasi.convert(text))
