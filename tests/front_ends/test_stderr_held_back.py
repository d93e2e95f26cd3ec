"""While the terminal front end draws, standard error (log lines, the sound library's own
messages) must not scribble over the box; it is printed once the terminal is back."""

from __future__ import annotations

import os
import subprocess
import sys

CHILD = """
import os, sys
from appliance.front_ends.terminal import stderr_held_back
with stderr_held_back():
    os.write(2, b"ALSA lib: no card\\n")
    print("a warning from a thread", file=sys.stderr)
    os.write(1, b"the drawn box\\n")
os.write(1, b"given back\\n")
"""


def test_what_goes_to_standard_error_while_drawing_comes_after_the_terminal_is_back():
    master, slave = os.openpty()
    try:
        child = subprocess.run(
            [sys.executable, "-c", CHILD], stdout=slave, stderr=slave, timeout=60, check=True
        )
        assert child.returncode == 0
        seen = os.read(master, 65536).decode().replace("\r", "").splitlines()
    finally:
        os.close(master)
        os.close(slave)
    # held back past the drawing, printed as the terminal is given back, nothing lost
    assert seen == ["the drawn box", "ALSA lib: no card", "a warning from a thread", "given back"]
