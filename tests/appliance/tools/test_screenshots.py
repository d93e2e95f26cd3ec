"""`tabletop screenshots`: the tours cut at their marks, and the OLED saved as it looks."""

from __future__ import annotations

from PIL import Image

from appliance.tools.screenshots import DOCS, game_screenshots, tour_segments


def test_a_tour_script_is_cut_at_its_screenshot_marks():
    segments = tour_segments("press 4\n# screenshot one\npress 7\nwait 1\n#screenshot two\n")
    assert segments == [("press 4", "one"), ("press 7\nwait 1", "two")]


def test_the_tour_of_lost_treasure_saves_the_oled_as_it_looks(tmp_path):
    saved = game_screenshots("lost-treasure", DOCS / "scripts" / "lost-treasure.txt", tmp_path)
    assert [p.name for p in saved][:2] == ["lost-treasure-idle.png", "lost-treasure-entering.png"]
    image = Image.open(saved[0])
    assert image.size == (512, 256) and image.getbbox() is not None
