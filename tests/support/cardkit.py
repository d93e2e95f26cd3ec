"""The printed cards' tests: a mark that skips them, saying why, where Debian's card fonts
are not installed (.ci/run installs them), and poppler's tools where they are."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from appliance.tools.maker.card_fonts import CardFontsMissing, check_fonts

try:
    check_fonts(["en", "ja"])
    MISSING = ""
except CardFontsMissing as error:
    MISSING = str(error)

needs_card_fonts = pytest.mark.skipif(bool(MISSING), reason=MISSING)


def poppler(tool: str, *argv: str | Path) -> str:
    """What poppler's ``tool`` prints; the test is skipped where poppler-utils is not."""
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} (Debian's poppler-utils) is not installed")
    done = subprocess.run([tool, *map(str, argv)], capture_output=True, text=True, check=True)
    return done.stdout
