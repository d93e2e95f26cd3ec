"""What each game says, heard as espeak-ng hears it: every phrase of a whole game of each
kind, in each language of the box, turned into espeak-ng's own phonemes. A Portuguese or
Japanese phrase never switches to the English voice (a letter or a word spelled in
English), a separator or a slash is never read out, and the Japanese particles are said
as particles."""

from __future__ import annotations

import functools
import re
import tempfile
from pathlib import Path

import pytest
from boxkit import mock_box
from speechkit import WHOLE_GAMES, engine, needs_engine, settings_file

from appliance.box.script import play_steps, read_script
from appliance.box.words.i18n import LANGUAGES
from drivers.speech.speech import voice_of

SLASH = "slˈaʃ"  # "slash", in English
CENTRAL_DOT = "pˈoŋtʊseɪŋt"  # "ponto central", the pt voices reading "·"
LETTER_NAME = "lˈɛtə"  # "Japanese letter" / "Chinese letter": a sign it cannot read


@functools.cache
def spoken(game: str, language: str) -> tuple[str, ...]:
    """What the engine is handed in a whole game of ``game`` with speech on (all)."""
    script, more, seed = WHOLE_GAMES[game]
    with tempfile.TemporaryDirectory() as folder:
        path = settings_file(Path(folder), "all", language, more)
        with mock_box(seed=seed, game=game, settings_path=path, mute=True) as (running, _):
            play_steps(running, read_script(script))
            return tuple(dict.fromkeys(running.hardware.speech.said))


@needs_engine
@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize("game", list(WHOLE_GAMES))
def test_every_phrase_is_said_in_its_own_language(game, language):
    voice = engine()
    phrases = spoken(game, language)
    assert phrases
    heard = {text: voice.phonemes(text, voice_of(language)) for text in phrases}
    for text, phonemes in heard.items():
        assert SLASH not in phonemes, text
        assert CENTRAL_DOT not in phonemes, text
        assert LETTER_NAME not in phonemes, text
        if language != "en":
            assert "(en)" not in phonemes, (text, phonemes)  # no English letter or word


@needs_engine
def test_the_issue_s_phrases_are_said_as_a_native_speaker_says_them():
    voice = engine()
    atlantis_pt = spoken("atlantis", "pt")
    assert "Amarelo, passo 1 de 4" in atlantis_pt
    atlantis_ja = spoken("atlantis", "ja")
    assert "黄、手順4つのうち1" in atlantis_ja
    rush_ja = spoken("treasure-rush", "ja")
    wrong = next(text for text in rush_ja if "不正解" in text)
    # は as the particle "wa": 青は不正解 (Blue is wrong) is "ao wa fuseikai".
    assert "ˌäo̞wˌäɸɯᵝsˌe̞ikˈäi" in voice.phonemes(wrong, "ja")
    tobago_ja = spoken("tobago", "ja")
    treasure = next(text for text in tobago_ja if "L3" in text or "エル3" in text)
    assert "wäˈe̞ɽɯᵝ sˈän" in voice.phonemes(treasure, "ja")  # 宝物は L3: "...wa eru san"
    mark = next(text for text in tobago_ja if "だけ" in text)
    assert not re.search(r"P\d", mark) and len(re.findall("赤|黄|青|緑", mark)) == 2
    east_or_west = next(text for text in spoken("lost-treasure", "pt") if "Ó de" in text)
    assert "ɛ ˈow ˈɔ" in voice.phonemes(east_or_west, "pt")  # the letters, not "e ou o"
