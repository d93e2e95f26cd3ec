"""`tabletop screenshots`: the tours cut at their marks, the OLED saved as it looks, and
every language's pictures in one command."""

from __future__ import annotations

import argparse

from PIL import Image

from appliance.tools import screenshots as screenshots_module
from appliance.tools.screenshots import DOCS, game_screenshots, tour_segments


def test_a_tour_script_is_cut_at_its_screenshot_marks():
    segments = tour_segments("press 4\n# screenshot one\npress 7\nwait 1\n#screenshot two\n")
    assert segments == [("press 4", "one"), ("press 7\nwait 1", "two")]


def test_the_tour_of_lost_treasure_saves_the_oled_as_it_looks(tmp_path):
    saved = game_screenshots("lost-treasure", DOCS / "scripts" / "lost-treasure.txt", tmp_path)
    assert [p.name for p in saved][:2] == ["lost-treasure-idle.png", "lost-treasure-entering.png"]
    image = Image.open(saved[0])
    assert image.size == (512, 256) and image.getbbox() is not None


def test_one_command_rewrites_every_languages_pictures(tmp_path, monkeypatch):
    docs = tmp_path / "docs"
    (docs / "scripts").mkdir(parents=True)
    tour = (DOCS / "scripts" / "treasure-rush.txt").read_text(encoding="utf-8")
    (docs / "scripts" / "treasure-rush.txt").write_text(tour, encoding="utf-8")
    monkeypatch.setattr(screenshots_module, "DOCS", docs)
    args = argparse.Namespace(out=None, language=None, size=(256, 64))
    assert screenshots_module.screenshots(args) == 0
    shots = docs / "screenshots"
    english, portuguese, japanese = (
        shots / "treasure-rush-setup.png",
        shots / "pt" / "treasure-rush-setup.png",
        shots / "ja" / "treasure-rush-setup.png",
    )
    with Image.open(english) as en, Image.open(portuguese) as pt, Image.open(japanese) as ja:
        assert en.size == pt.size == ja.size == (1024, 256)
        assert len({en.tobytes(), pt.tobytes(), ja.tobytes()}) == 3  # each in its language
