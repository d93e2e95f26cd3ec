"""The games' random generator, saved in a few bytes: its seed and how far it has
drawn (:class:`CountedRandom`), and how a saved generator is read back."""

from __future__ import annotations

import base64
import random
import struct
from collections.abc import Mapping
from typing import Any

from games.errors import StateError


class CountedRandom(random.Random):
    """A random generator that knows its seed and how far it has drawn: saved as those
    two numbers (:func:`rng_state`), a few bytes where its own state is 3.3 KB. It
    draws exactly what ``random.Random(seed)`` draws (every draw goes through
    ``random`` or ``getrandbits``, which count the 32-bit words they take)."""

    origin: int | None = None  # the seed, while the words drawn since are counted
    words = 0

    def seed(self, a: Any = None, version: int = 2) -> None:
        """Seed as ``random.Random`` does; an integer seed is kept and counted from."""
        super().seed(a, version)
        self.origin = a if type(a) is int and 0 <= a < 2**64 else None
        self.words = 0

    def random(self) -> float:
        self.words += 2
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.words += (k + 31) // 32
        return super().getrandbits(k)

    def setstate(self, state: Any) -> None:
        """Take a whole generator state: the seed no longer tells where it is."""
        super().setstate(state)
        self.origin = None

    def __deepcopy__(self, memo: dict[int, Any]) -> CountedRandom:
        """A copy that draws what this one draws, still saved as its seed and count."""
        twin = CountedRandom()
        random.Random.setstate(twin, self.getstate())
        twin.origin, twin.words = self.origin, self.words
        return twin


COUNTED_WORDS_MOST = 1_000_000  # past this, a save reseeds the generator (a restore
# draws and throws away the words counted: about 4 MB here)
SKIPPED_AT_ONCE = 65_536  # words thrown away in one draw at a restore


def rng_state(rng: random.Random) -> Any:
    """A random generator's state as JSON-ready data: ``{"seed", "words"}`` for a
    :class:`CountedRandom` (the box's: a few bytes, the state is saved at every key);
    its whole state for another (its 625 words packed as base64, 3.3 KB)."""
    if isinstance(rng, CountedRandom) and rng.origin is not None:
        if rng.words > COUNTED_WORDS_MOST:
            rng.seed(random.Random.getrandbits(rng, 64))  # from here, counted afresh
        return {"seed": rng.origin, "words": rng.words}
    version, internal, gauss = rng.getstate()
    packed = base64.b64encode(struct.pack(f"<{len(internal)}I", *internal)).decode("ascii")
    return [version, packed, gauss]


def rng_from_state(data: Any) -> random.Random:
    """A random generator restored from :func:`rng_state` (or from its whole state, as a
    box before saved it); StateError if malformed."""
    rng = CountedRandom() if isinstance(data, Mapping) else random.Random()
    restore_rng(rng, data)
    return rng


def restore_rng(rng: random.Random, data: Any) -> None:
    """Put ``rng`` where the saved generator ``data`` was (StateError if malformed): it
    then draws what the saved one would have drawn."""
    if isinstance(data, Mapping):
        seed, words = data.get("seed"), data.get("words")
        if type(seed) is not int or type(words) is not int:
            raise StateError(f"the random generator's saved seed is unreadable: {data!r:.60}")
        if not (0 <= seed < 2**64 and 0 <= words <= 2 * COUNTED_WORDS_MOST):
            raise StateError(f"the random generator's saved seed is out of range: {data!r:.60}")
        rng.seed(seed)
        while words:
            skipped = min(words, SKIPPED_AT_ONCE)
            rng.getrandbits(32 * skipped)
            words -= skipped
        return
    try:
        version, internal, gauss = data
        if isinstance(internal, str):
            words = base64.b64decode(internal.encode("ascii"), validate=True)
            internal = struct.unpack(f"<{len(words) // 4}I", words)
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError, struct.error) as error:
        raise StateError(f"the random generator's saved state is unreadable: {error}") from None
