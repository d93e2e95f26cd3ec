"""Notices: any key puts one away and never reaches the game; each is read whole."""

from __future__ import annotations

import pytest
from boxkit import screens, sounds
from counter_box import box_run
from pixel_check import screen_problems

from appliance.box.notices import (
    DAMAGED_GAME,
    MOVES_LOST,
    MOVES_LOST_AT_MOST,
    MOVES_UNREADABLE,
    SOFTWARE_FAULT,
    UNREADABLE,
    notice_screen,
)
from appliance.box.words.i18n import LANGUAGES, Translator
from appliance.screen.layout import MORE
from appliance.screen.render import ScreenRenderer, TextRun
from games.screen import T, plural


def test_any_key_dismisses_a_notice_without_reaching_the_game(tmp_path):
    (tmp_path / "state.json").write_text("garbage")
    records = box_run("press 5\n", state_dir=tmp_path)
    assert screens(records)[-1] == ["Count 0"] and "tick" not in sounds(records)


TITLES = (T("Lost Treasure"), T("Treasure Rush"), T("Atlantis"), T("Tobago"))
NOTICES = {
    "a game damaged": [notice_screen(T(DAMAGED_GAME, game=title)) for title in TITLES],
    "a software fault": [notice_screen(T(SOFTWARE_FAULT, game=title)) for title in TITLES],
    "moves lost": [notice_screen(plural(*MOVES_LOST, n)) for n in (1, 2, 46)],
    "moves lost at most": [notice_screen(plural(*MOVES_LOST_AT_MOST, n)) for n in (1, 15)],
    "the state unreadable": [notice_screen(UNREADABLE), notice_screen(MOVES_UNREADABLE)],
    "no keys and lights": [
        notice_screen(T("The keys and lights cannot start. The box goes on without them."))
    ],
}


@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize("kind", list(NOTICES))
def test_a_notice_is_drawn_whole_for_every_game_in_every_language(kind, language):
    renderer = ScreenRenderer(Translator(language))
    for screen in NOTICES[kind]:
        drawn = [item.text for item in renderer.plan(screen) if isinstance(item, TextRun)]
        assert not [text for text in drawn if text.rstrip().endswith(MORE)], drawn
        assert screen_problems(renderer, screen) == []
