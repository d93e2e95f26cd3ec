"""What each game says, heard as espeak-ng hears it: every phrase of a whole game of each
kind, in each language of the box, turned into espeak-ng's own phonemes. A Portuguese or
Japanese phrase never switches to the English voice (a letter or a word spelled in
English), a separator or a slash is never read out, and the Japanese particles are said
as particles. Numbers, counters and hex names are heard as a native says them (the
readings written out by hand in tests/support/native_words.py), and no phrase stops at a
comma."""

from __future__ import annotations

import functools
import re
import tempfile
from pathlib import Path

import pytest
from boxkit import mock_box
from native_words import (
    JA_COUNTED,
    PT_BR_LETTERS,
    PT_LETTERS,
    ja_number,
    pt_feminine,
)
from speechkit import WHOLE_GAMES, engine, needs_engine, settings_file

from appliance.box.script import play_steps, read_script
from appliance.box.words.i18n import LANGUAGES
from appliance.box.words.spoken_japanese import LETTERS as JA_LETTERS
from drivers.speech.speech import voice_of

SLASH = "slˈaʃ"  # "slash", in English
CENTRAL_DOT = "pˈoŋtʊseɪŋt"  # "ponto central", the pt voices reading "·"
LETTER_NAME = "lˈɛtə"  # "Japanese letter" / "Chinese letter": a sign it cannot read


@functools.cache
def shown_and_spoken(game: str, language: str) -> tuple[tuple[str, str], ...]:
    """Each different phrase of a whole game of ``game`` with speech on (all): the
    screen's words, and what the engine is handed for them."""
    script, more, seed = WHOLE_GAMES[game]
    with tempfile.TemporaryDirectory() as folder:
        path = settings_file(Path(folder), "all", language, more)
        with mock_box(seed=seed, game=game, settings_path=path, mute=True) as (running, records):
            play_steps(running, read_script(script))
            shown = [r["text"] for r in records if r["type"] == "speech"]
            handed = list(running.hardware.speech.said)
    assert len(shown) == len(handed)  # the box kept every phrase it said
    return tuple(dict.fromkeys(zip(shown, handed, strict=True)))


def spoken(game: str, language: str) -> tuple[str, ...]:
    """What the engine is handed in a whole game of ``game`` with speech on (all)."""
    return tuple(dict.fromkeys(handed for _, handed in shown_and_spoken(game, language)))


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


def unstressed(phonemes: str) -> str:
    """Phonemes without stress marks and word breaks."""
    return re.sub(r"[ˈˌ\s]", "", phonemes)


@needs_engine
def test_the_issue_s_phrases_are_said_as_a_native_speaker_says_them():
    voice = engine()
    atlantis_pt = spoken("atlantis", "pt")
    assert "Amarelo, passo 1 de 4" in atlantis_pt
    atlantis_ja = spoken("atlantis", "ja")
    assert "黄、手順いち(全よん)" in atlantis_ja
    rush_ja = spoken("treasure-rush", "ja")
    wrong = next(text for text in rush_ja if "不正解" in text)
    # は as the particle "wa": 青は不正解 (Blue is wrong) is "ao wa fuseikai".
    assert "ˌäo̞wˌäɸɯᵝsˌe̞ikˈäi" in voice.phonemes(wrong, "ja")
    tobago_ja = spoken("tobago", "ja")
    treasure = next(text for text in tobago_ja if "エルさん" in text)
    assert "wäe̞ɽɯᵝsäɴ" in unstressed(voice.phonemes(treasure, "ja"))  # 宝物は L3: "wa eru san"
    mark = next(text for text in tobago_ja if "だけ" in text)
    assert not re.search(r"P\d", mark) and len(re.findall("赤|黄|青|緑", mark)) == 2
    east_or_west = next(text for text in spoken("lost-treasure", "pt") if "ó de" in text)
    assert "ɛ ˈow ˈɔ" in voice.phonemes(east_or_west, "pt")  # the letters, not "e ou o"
    g2 = next(text for text in spoken("tobago", "pt") if "gê 2" in text)
    assert "ʒˈe dˈoɪʃ" in voice.phonemes(g2, "pt")  # "gê", not "guê"
    sixteen = next(text for text in tobago_ja if "じゅうろっこ" in text)
    assert "dʑɯᵝɯᵝɽo̞kko̞" in unstressed(voice.phonemes(sixteen, "ja"))  # not "juuroku ko"
    step = next(text for text in atlantis_ja if "手順" in text)
    assert "ze̞ũjo̞ɴ" in unstressed(voice.phonemes(step, "ja"))  # 全4: "zen yon", not "zen shi"
    verdict = next(text for text in spoken("tobago", "pt-BR") if "restam" in text)
    assert verdict.endswith("demais para os 17 marcadores.")  # not cut at its comma


JA_COUNTER = re.compile(rf"(\d+)({'|'.join(sorted(JA_COUNTED, key=len, reverse=True))})")
JA_BARE = re.compile(rf"(?<![\d/])(\d+)(?![\d/]|{'|'.join(JA_COUNTED)})")  # no counter after
HEX_NAME = re.compile(r"(?<![A-Za-z0-9-])([A-Z])(\d{1,2})(?![A-Za-z0-9-])")
PT_FEMININE_NOUN = re.compile(r"(\d+) (candidatas?|cartas?|peças?|pistas?|casas?|jogadas?|vez)\b")
ENDS_OPEN = (",", "、", ";")
PLAYER_MARKS = ("P", "J")  # "P2", "J2": a player, said "Player 2" (test_speech_form.py)
LETTER_NAMES = {"pt": PT_LETTERS, "pt-BR": PT_BR_LETTERS, "ja": JA_LETTERS}


class Hearing:
    """A language's phrases heard through the engine, with what was checked and found."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.voice = voice_of(language)
        self.engine = engine()
        self.checked = dict.fromkeys(
            ("phrases", "counters", "numbers", "hex names", "feminine numbers"), 0
        )
        self.faults: list[tuple[str, str, str]] = []

    def sounds(self, words: str) -> str:
        """The phonemes of ``words``, word breaks aside (Japanese kana run on); Japanese
        without stress, whose place moves with the words around."""
        heard = re.sub(r"\s", "", self.engine.phonemes(words, self.voice).replace("ˌ", "ˈ"))
        if self.language != "ja":
            return heard
        # A final ん sounds as the sound after it makes it ("よんの" is "jonno"): left out.
        return heard.replace("ˈ", "").removesuffix("ɴ")

    def expect(self, kind: str, shown: str, heard: str, native: str) -> None:
        """``native`` must be heard in the phrase ``shown``, else it is a fault."""
        self.checked[kind] += 1
        if self.sounds(native) not in heard:
            self.faults.append((shown, native, self.engine.phonemes(native, self.voice)))

    def hear(self, shown: str, handed: str) -> None:
        self.checked["phrases"] += 1
        heard = self.sounds(handed)
        if shown.rstrip().endswith(ENDS_OPEN):
            self.faults.append((shown, "cut at a comma", handed))
        for letter, number in HEX_NAME.findall(shown):
            if letter in PLAYER_MARKS:
                continue
            name = LETTER_NAMES.get(self.language, {}).get(letter, letter)
            said = ja_number(int(number)) if self.language == "ja" else number
            self.expect("hex names", shown, heard, f"{name} {said}")
        if self.language == "ja":
            for number, counter in JA_COUNTER.findall(shown):
                self.expect("counters", shown, heard, JA_COUNTED[counter][int(number) - 1])
            for number in JA_BARE.findall(shown):
                self.expect("numbers", shown, heard, ja_number(int(number)))
        if self.language.startswith("pt"):
            for number, noun in PT_FEMININE_NOUN.findall(shown):
                self.expect("feminine numbers", shown, heard, f"{pt_feminine(int(number))} {noun}")


@needs_engine
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_numbers_counters_and_hex_names_are_heard_as_a_native_says_them(language):
    """Japanese counters with their sound changes ("じゅうろっこ", not "じゅうろく こ"),
    every Japanese number as said alone ("よん", not "し"), a hex name's letter said by its
    name (Portuguese "á 3", not the article "a"; "gê 2", not "guê"), a number before a
    Portuguese feminine noun in the feminine, and every phrase said to its end."""
    hearing = Hearing(language)
    for game in WHOLE_GAMES:
        for shown, handed in shown_and_spoken(game, language):
            hearing.hear(shown, handed)
    print(f"{language}: {hearing.checked}, {len(hearing.faults)} faults")
    assert hearing.faults == [], "\n".join(map(str, hearing.faults))
    assert hearing.checked["hex names"] > 0
    if language == "ja":
        assert hearing.checked["counters"] > 0
