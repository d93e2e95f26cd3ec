"""appliance/tools/maker/card_fonts.py: the cards' fonts found in any font folder of the
machine (Debian's or the user's), missing ones named by their Debian package, and text
measured in them, Japanese in the Japanese font."""

from __future__ import annotations

import shutil

import pytest
from cardkit import needs_card_fonts

from appliance.tools.maker.card_fonts import (
    BOLD,
    JAPANESE,
    REGULAR,
    CardFontsMissing,
    check_fonts,
    font_path,
    runs,
    width_in_ems,
)

pytestmark = needs_card_fonts
INSTALLED = {font: font_path(font) for font in (REGULAR, BOLD, JAPANESE)}  # this machine's


@pytest.fixture
def folders(tmp_path, monkeypatch):
    """Font folders of a machine of the test's own: the user's and one shared."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / "share"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "usr"))
    font_path.cache_clear()
    yield tmp_path
    font_path.cache_clear()


def test_a_font_is_found_in_a_shared_or_the_users_font_folder(folders):
    assert font_path(REGULAR) is None and font_path(JAPANESE) is None
    deep = folders / "usr" / "fonts" / "truetype" / "dejavu"
    deep.mkdir(parents=True)
    shutil.copy(INSTALLED[REGULAR], deep)
    mine = folders / "home" / "share" / "fonts"
    mine.mkdir(parents=True)
    shutil.copy(INSTALLED[JAPANESE], mine)
    font_path.cache_clear()
    assert font_path(REGULAR) == deep / "DejaVuSans.ttf"
    assert font_path(JAPANESE) == mine / "ipaexg.ttf"
    with pytest.raises(CardFontsMissing, match=r"sudo apt install fonts-dejavu-core$"):
        check_fonts(["en", "ja"])  # the bold one is still missing
    shutil.copy(INSTALLED[BOLD], deep)
    font_path.cache_clear()
    check_fonts(["en", "ja"])


def test_an_english_card_needs_no_japanese_font(folders):
    with pytest.raises(CardFontsMissing) as missing:
        check_fonts(["en"])
    assert str(missing.value).endswith("sudo apt install fonts-dejavu-core")


def test_japanese_runs_are_set_in_the_japanese_font_and_measured_in_it():
    assert runs("N-S金:宝地図を見る", bold=True) == [
        (BOLD, "N-S"),
        (JAPANESE, "金"),
        (BOLD, ":"),
        (JAPANESE, "宝地図を見る"),
    ]
    assert width_in_ems("宝地図") == pytest.approx(3.0)  # a kanji is one em
    assert width_in_ems("iiii") < width_in_ems("MMMM")  # Latin is proportional
    assert width_in_ems("AIR", bold=True) > width_in_ems("AIR")
