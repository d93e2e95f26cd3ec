"""The voice itself: libespeak-ng renders one phrase per language in the box's own
process, the cache keeps each phrase, the loop never waits for a phrase, and a box
without the engine works."""

from __future__ import annotations

import ctypes.util
import sys
import threading
import time
import wave
from io import BytesIO

import pytest
from boxkit import mock_box, play, screens
from mixerkit import sounds_handed
from speechkit import engine, hide_the_speech_library, needs_engine, said, settings_file

from appliance.box.script import parse_script, play_steps
from drivers.sound.speaker import DUCKED
from drivers.speech.espeak_library import LibraryPlace, find_library, system_data
from drivers.speech.phrase_cache import PhraseCache
from drivers.speech.speech import VOICES, Engine, LibraryEngine, Speech

PHRASES = {
    "en": "Player 2 wins the map!",
    "pt": "O jogador 2 ganha o mapa!",
    "pt-BR": "O jogador 2 ganha o mapa!",
    "ja": "プレイヤー2の番です",
}


class Counting:
    """The real engine, counting the phrases it renders."""

    def __init__(self, inner: Engine) -> None:
        self.inner = inner
        self.rendered: list[str] = []

    def render(self, text: str, voice: str) -> bytes:
        self.rendered.append(text)
        return self.inner.render(text, voice)


class Held(Counting):
    """The real engine, held back until the test lets it go (a slow engine, no sleeping)."""

    def __init__(self, inner: Engine) -> None:
        super().__init__(inner)
        self.go = threading.Event()
        self.started = threading.Event()

    def render(self, text: str, voice: str) -> bytes:
        self.started.set()
        assert self.go.wait(30), "the test never let the engine go"
        return super().render(text, voice)


def seconds_of(wav: bytes) -> float:
    with wave.open(BytesIO(wav)) as sound:
        assert (sound.getnchannels(), sound.getsampwidth()) == (1, 2)
        return sound.getnframes() / sound.getframerate()


@needs_engine
def test_each_language_of_the_box_has_its_own_voice():
    voice = engine()
    said = {language: voice.phonemes(PHRASES[language], VOICES[language]) for language in PHRASES}
    # Brazil and Portugal say the same words differently: "jogador" is [ʒoɡadˈor] in
    # Brazil, with the European [ɐ] for its unstressed a.
    assert said["pt"] != said["pt-BR"]
    assert "ʒˌoɡadˈor" in said["pt-BR"] and "ʒˌuɡɐdˈo" in said["pt"]
    assert "plˈeɪ" in said["en"]
    assert "(en)" not in said["ja"] and "bänd" in said["ja"]  # 番です read as ばんです


@needs_engine
def test_the_engine_speaks_in_this_process_without_starting_a_program(monkeypatch):
    def no_program(*args, **kwargs):
        raise AssertionError("a program was started for a phrase")

    monkeypatch.setattr("subprocess.Popen", no_program)
    voice = engine()
    assert 0.6 < seconds_of(voice.render(PHRASES["en"], VOICES["en"])) < 4.0


@needs_engine
def test_one_phrase_in_each_language_is_rendered_to_a_wav():
    lengths = {}
    for language, text in PHRASES.items():
        wav = engine().render(text, VOICES[language])
        lengths[language] = seconds_of(wav)
    assert all(0.6 < seconds < 4.0 for seconds in lengths.values()), lengths


@needs_engine
def test_japanese_kanji_are_read_not_spelled_out():
    voice = engine()
    assert voice.kana("プレイヤー2の番です") == "ぷれいやー2のばんです"
    # Said as its reading: the same sound as the kana, not "Chinese letter" for 番.
    assert voice.phonemes("番", "ja") == voice.phonemes("ばん", "ja") == "bˈäɴ"
    assert seconds_of(voice.render("番", "ja")) < 1.0


@needs_engine
def test_a_phrase_plays_through_the_speaker_mixer_and_comes_from_the_cache_after(tmp_path):
    with mock_box(game="treasure-rush") as (running, _):
        speaker = running.hardware.speaker
        assert speaker.wait_open(30)  # it opens after ready
        assert speaker.mixer is not None  # SDL's dummy audio driver: the real mixer
        counted = Counting(engine())
        for round_ in range(2):  # a new Speech each time: a box switched off and on
            speech = Speech(engine=counted, cache=PhraseCache(tmp_path), mixer=speaker.mixer)
            speech.say(PHRASES["pt"], "pt")
            assert speech.wait_until_rendered(30)
            assert [h.cached for h in speech.heard] == [round_ == 1]
            speech.close()
    assert counted.rendered == [PHRASES["pt"]]
    assert len(list(tmp_path.glob("*.wav"))) == 1


def listen(running, script: str) -> None:
    """Play a script a line at a time, letting each phrase be rendered before the next
    key (a table that listens to the box), so every phrase is heard whole."""
    speech = running.hardware.speech
    for step in parse_script(script):
        play_steps(running, [step], run_on=False)
        assert speech.wait_until_rendered(30)
    play_steps(running, [])


GAME = """
press 2
press VALUE
press 1
press VALUE
wait 1
press VALUE
press 2
press CLEAR
press 1
press CLEAR
wait 3
"""


@needs_engine
def test_a_second_game_with_the_same_phrases_renders_none(tmp_path):
    path = settings_file(tmp_path, "results")
    state, cache = tmp_path / "state", tmp_path / "cache"
    rendered = []
    for _ in range(2):
        with mock_box(
            game="treasure-rush", state_dir=state, cache_dir=cache, settings_path=path
        ) as (
            running,
            records,
        ):
            assert running.hardware.speaker.wait_open(30)  # it opens after ready
            counted = Counting(engine())
            running.hardware.speech.engine = counted
            listen(running, GAME)
            rendered.append(counted.rendered)
            phrases = running.hardware.speech.cache
            hits, misses = phrases.hits, phrases.misses
        for saved in ("state.json", "state.journal"):  # the same game again, afresh;
            (state / saved).unlink(missing_ok=True)  # the phrases are kept
    assert said(records) == [
        "Red wins the map!",
        "Blue is wrong!",
        "Red is wrong!",
        "Everyone failed!",
    ]
    assert rendered[0] == said(records)
    assert rendered[1] == []
    assert (hits, misses) == (4, 0)
    assert len(list((cache / "speech").glob("*.wav"))) == 4  # in the cache folder
    assert not (state / "speech").exists()  # never in the game's space


@needs_engine
def test_a_key_while_the_box_speaks_is_answered_at_once(tmp_path):
    path = settings_file(tmp_path, "results")
    with mock_box(game="treasure-rush", settings_path=path) as (running, records):
        assert running.hardware.speaker.wait_open(30)  # it opens after ready
        speech = running.hardware.speech
        held = Held(engine())
        speech.engine = held
        play(running, "press VALUE\npress 1\npress VALUE")  # "Red wins the map!"
        assert held.started.wait(30)
        assert speech.is_speaking
        started = time.perf_counter()
        play(running, "wait 1\npress VALUE")  # the next map, while the phrase is being made
        answered = time.perf_counter() - started
        assert speech.is_speaking  # still held: the key did not wait for it
        assert screens(records)[-1][0] == "Map 2"
        assert answered < 0.5  # one key on a loaded machine; the phrase is held for 30 s
        held.go.set()
        assert speech.wait_until_rendered(30)
    assert [h.text for h in speech.heard] == ["Red wins the map!"]


@needs_engine
def test_a_new_phrase_cuts_the_one_not_yet_heard(tmp_path):
    with mock_box(game="treasure-rush") as (running, _):
        assert running.hardware.speaker.wait_open(30)  # it opens after ready
        held = Held(engine())
        speech = Speech(engine=held, cache=PhraseCache(None), mixer=running.hardware.speaker.mixer)
        speech.say("Map 1", "en")
        assert held.started.wait(30)
        speech.say("Map 2", "en")
        speech.say("Map 3", "en")
        held.go.set()
        assert speech.wait_until_rendered(30)
        speech.close()
    assert held.rendered == ["Map 1", "Map 3"]  # Map 2 was never made
    assert [h.text for h in speech.heard] == ["Map 3"]  # Map 1, made too late, never played


def test_without_the_engine_the_box_says_so_once_and_plays_on(tmp_path, monkeypatch, caplog):
    hide_the_speech_library(monkeypatch)
    path = settings_file(tmp_path, "results")
    with mock_box(game="treasure-rush", settings_path=path) as (running, records):
        play(running, "press 2\npress VALUE\npress 1\npress VALUE\nhold MENU 3.2\npress 5\npress 2")
    shown = screens(records)
    assert ["Notice", "No speech engine.", "Speech is off.", "Press any key."] in shown
    assert "Red wins the map!" in [lines[0] for lines in shown]  # the game went on
    assert shown[-1] == ["Speech", "No speech engine.", "Speech is off."]
    assert said(records) == []
    warnings = [r.getMessage() for r in caplog.records if "espeak" in r.getMessage()]
    assert len(warnings) == 1


@needs_engine
def test_a_japanese_box_loads_its_reading_dictionary_before_the_first_phrase(tmp_path):
    ready = {}
    for language in ("en", "ja"):
        path = settings_file(tmp_path, "results", language)
        with mock_box(game="treasure-rush", settings_path=path) as (running, _):
            speech = running.hardware.speech
            assert speech.wait_until_rendered(60)
            ready[language] = speech.engine.is_reading_ready
    assert ready == {"en": False, "ja": True}


@needs_engine
def test_with_the_audio_turned_off_phrases_are_shown_as_said_but_never_rendered(tmp_path):
    path = settings_file(tmp_path, "results", more="[audio]\nenabled = false\n")
    with mock_box(game="treasure-rush", settings_path=path) as (running, records):
        counted = Counting(engine())
        running.hardware.speech.engine = counted
        play(running, "press VALUE\npress 1\npress VALUE")
    assert said(records) == ["Red wins the map!"]
    assert counted.rendered == []


@needs_engine
def test_a_phrase_starts_after_the_cue_it_came_with_and_a_later_cue_is_ducked(tmp_path):
    path = settings_file(tmp_path, "results")
    with mock_box(game="treasure-rush", settings_path=path) as (running, _):
        speaker = running.hardware.speaker
        assert speaker.wait_open(30)  # it opens after ready
        speech = running.hardware.speech
        play(running, "press VALUE\npress 1")
        cues_before = len(speaker.played)
        play(running, "press VALUE")  # player 1 takes the map: a cue, then the phrase
        came_with = speaker.played[cues_before:]
        assert came_with and speaker.is_playing
        assert speech.wait_until_rendered(30)
        heard = speech.heard[-1]
        assert heard.text == "Red wins the map!"
        assert not heard.over_a_cue  # the cue had ended when the phrase began
        assert speech.is_sounding
        play(running, "wait 1\npress VALUE")  # the next map's cue, while the phrase sounds
        assert speaker.is_playing
        assert speaker._channel.get_volume() == pytest.approx(DUCKED, abs=0.01)


@needs_engine
def test_two_phrases_never_sound_at_once(tmp_path):
    with mock_box(game="treasure-rush") as (running, _):
        assert running.hardware.speaker.wait_open(30)
        mixer = running.hardware.speaker.mixer
        speech = Speech(engine=engine(), cache=PhraseCache(None), mixer=mixer)
        speech.say("Map 1", "en")
        assert speech.wait_until_rendered(30) and speech.is_sounding
        speech.say("Player 2 wins the map!", "en")
        assert speech.wait_until_rendered(30)
        # Every channel but the cues' (0): phrases sounding now.
        busy = [mixer.Channel(n).get_busy() for n in range(1, mixer.get_num_channels())]
        speech.close()
    assert [h.text for h in speech.heard] == ["Map 1", "Player 2 wins the map!"]
    assert busy.count(True) == 1  # the second cut the first, on the one speech channel


def test_a_library_without_its_data_is_said_once_and_the_box_plays_on(tmp_path, caplog):
    # The wheel's library with a data folder that holds nothing: it cannot start.
    place = find_library()
    assert place is not None
    empty = LibraryPlace(place.library, str(tmp_path / "no-data"), place.origin)
    with mock_box(game="treasure-rush") as (running, _):
        assert running.hardware.speaker.wait_open(30)
        mixer = running.hardware.speaker.mixer
        speech = Speech(engine=LibraryEngine(empty), cache=PhraseCache(None), mixer=mixer)
        for text in ("Map 1", "Map 2", "Map 3"):
            speech.say(text, "en")
            assert speech.wait_until_rendered(30)
        speech.close()
    assert list(speech.heard) == []
    failures = [r for r in caplog.records if "speech failed" in r.getMessage()]
    assert len(failures) == 1


@pytest.mark.skipif(
    ctypes.util.find_library("espeak-ng") is None or system_data() is None,
    reason="runs where the system has libespeak-ng1 and its data (a Raspberry Pi)",
)
def test_the_system_library_speaks_where_there_is_no_wheel(monkeypatch):
    monkeypatch.setitem(sys.modules, "espeakng_loader", None)  # no wheel for this machine
    place = find_library()
    assert place is not None and place.origin == "system"
    assert place.data == system_data()


@needs_engine
def test_a_volume_set_says_every_phrase_at_it_one_said_before_too(tmp_path, monkeypatch):
    with mock_box(game="treasure-rush") as (running, _):
        speaker = running.hardware.speaker
        assert speaker.wait_open(30)
        handed = sounds_handed(monkeypatch)  # the speech channel, made from now on
        speech = Speech(engine=engine(), cache=PhraseCache(tmp_path), mixer=speaker.mixer)
        for volume in (None, 0.25, 0.0):
            if volume is not None:
                speech.set_volume(volume)
            speech.say(PHRASES["en"], "en")  # the same phrase, kept from the first time
            assert speech.wait_until_rendered(30)
            speech.say(PHRASES["ja"], "ja")
            assert speech.wait_until_rendered(30)
        speech.close()
    heard = [sound.volume for sound in handed]
    assert heard == pytest.approx([0.8, 0.8, 0.25, 0.25, 0.0, 0.0], abs=1 / 128)
