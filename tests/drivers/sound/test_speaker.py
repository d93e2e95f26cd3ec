"""The speaker on SDL's dummy audio driver: cues played on the mixer, a broken or unknown cue
named, no audio device taken quietly."""

from __future__ import annotations

import logging
import os
import subprocess
import sys

import pygame
import pytest
from mixerkit import sounds_handed

import drivers.sound.speaker
from drivers.errors import CueError
from drivers.sound.cue_cache import CueCache
from drivers.sound.sound_synth import synthesize
from drivers.sound.speaker import Speaker


def test_a_speaker_on_for_days_remembers_only_its_recent_cues():
    from drivers.sound.speaker import PLAYED_KEPT

    speaker = Speaker({"beep": "A5:0.05", "boop": "A3:0.05"}, enabled=False)
    for _ in range(5 * PLAYED_KEPT):
        speaker.play(["beep", "boop"])
    assert PLAYED_KEPT <= len(speaker.played) <= 2 * PLAYED_KEPT
    assert speaker.played[-2:] == ["beep", "boop"]
    speaker.close()


def test_the_speaker_plays_cues_on_the_mixer():
    speaker = Speaker({"beep": "A5:0.05", "boop": "A3:0.05"})
    assert not speaker.is_silent
    speaker.play(["beep", "boop"])
    assert speaker.played == ["beep", "boop"]
    assert speaker.is_playing
    speaker.close()


def test_an_unknown_cue_is_skipped_with_one_warning(caplog):
    speaker = Speaker({"beep": "A5:0.05"})
    with caplog.at_level(logging.WARNING):
        speaker.play(["nope"])
        speaker.play(["nope"])
    assert [r.message for r in caplog.records].count(
        "no sound cue named 'nope'; it is skipped"
    ) == 1
    speaker.close()


def test_a_broken_cue_description_names_the_cue():
    with pytest.raises(CueError, match="sound cue 'bad': 'Z9'"):
        Speaker({"bad": "Z9:0.1"}, enabled=False)


def test_without_an_audio_device_the_box_goes_on_silently(monkeypatch, caplog):
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    with caplog.at_level(logging.WARNING):
        speaker = Speaker({"beep": "A5:0.05"})
        speaker.play(["beep"])
    assert speaker.is_silent and speaker.played == ["beep"]
    assert sum("no audio device" in r.message for r in caplog.records) == 1


def test_a_cue_asked_for_while_the_speaker_opens_is_heard_once_it_is_open():
    speaker = Speaker({"power_on": "C6:0.08 G6:0.12"}, opened=False)
    speaker.play(["power_on"])
    assert not speaker.is_playing
    speaker.open_later()
    assert speaker.wait_open(30)
    assert speaker.is_playing and speaker.played == ["power_on"]
    speaker.close()


def test_a_cue_asked_for_too_long_before_the_speaker_opened_is_not_played(monkeypatch):
    monkeypatch.setattr(drivers.sound.speaker, "LATE_CUE_SECONDS", -1.0)  # every cue is too late
    speaker = Speaker({"power_on": "C6:0.08 G6:0.12"}, opened=False)
    speaker.play(["power_on"])
    speaker.open()
    assert not speaker.is_playing and speaker.played == ["power_on"]
    speaker.play(["power_on"])
    assert speaker.is_playing
    speaker.close()


def test_the_beep_is_made_and_played_before_the_other_cues_are_made():
    asked: list[tuple[str, bool]] = []

    class NotingCache(CueCache):  # a real cache that notes what it is asked for, and when
        def pcm(self, description: str) -> bytes:
            asked.append((description, speaker.first_sound_at is not None))
            return super().pcm(description)

    cues = {"power_on": "C6:0.08 G6:0.12", **{f"cue{n}": f"A{n % 7 + 1}:0.05" for n in range(30)}}
    speaker = Speaker(cues, opened=False, cache=NotingCache(None))
    speaker.play(["power_on"])
    speaker.open()
    assert asked[0] == ("C6:0.08 G6:0.12", False)  # the beep first, nothing heard yet
    assert len(asked) == len(set(cues.values()))  # each made once
    assert all(heard for _, heard in asked[1:])  # the rest after the beep
    assert speaker.is_playing and speaker.played == ["power_on"]
    speaker.close()


def test_opening_the_speaker_does_not_import_setuptools_pkg_resources():
    code = (
        "import sys\n"
        "from drivers.sound.speaker import Speaker\n"
        "speaker = Speaker({'beep': 'A5:0.05'})\n"
        "assert not speaker.is_silent\n"
        "print(sys.modules.get('pkg_resources') is not None)\n"
    )
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"


BEEP = "C6:0.08 -:0.04 G6:0.12"
RESUMED = f"{BEEP} -:0.06 G6:0.06@0.6 C6:0.1@0.6"  # the beep, then its echo


def beeped_first(handed: list[bytes], cache: CueCache | None = None) -> Speaker:
    """A speaker built with the beep alone, as at power-up, that has played it."""
    speaker = Speaker({"power_on": BEEP}, opened=False, whole=False, cache=cache)
    speaker.sound_first("power_on")
    speaker.open()
    assert handed == [synthesize(BEEP)] and speaker.played == []
    return speaker


def test_a_beep_sounded_first_is_not_heard_again_when_the_box_asks_for_it(monkeypatch):
    handed = sounds_handed(monkeypatch)
    speaker = beeped_first(handed)
    speaker.add_cues({"resumed": RESUMED}, enabled=True, volume=0.8)
    assert not speaker.is_open  # the new cue is made by the next opening
    speaker.play(["power_on"])
    speaker.open()
    assert speaker.played == ["power_on"] and handed == [synthesize(BEEP)]  # nothing new
    speaker.play(["power_on"])  # a new game later: the beep again, whole
    assert handed == [synthesize(BEEP)] * 2
    speaker.close()


def test_a_game_that_goes_on_adds_only_the_echo_to_the_beep_sounded_first(monkeypatch):
    handed = sounds_handed(monkeypatch)
    speaker = beeped_first(handed)
    speaker.add_cues({"resumed": RESUMED}, enabled=True, volume=0.8)
    speaker.play(["resumed"])
    speaker.open()
    assert handed == [synthesize(BEEP), synthesize(RESUMED)[len(synthesize(BEEP)) :]]
    assert speaker.played == ["resumed"]
    speaker.close()


def test_the_box_asking_before_the_beep_sounded_plays_its_own_cue_whole(monkeypatch):
    handed = sounds_handed(monkeypatch)
    speaker = Speaker({"power_on": BEEP}, opened=False, whole=False)
    speaker.sound_first("power_on")  # the device is slow: the box is built meanwhile
    speaker.add_cues({"resumed": RESUMED}, enabled=True, volume=0.8)
    speaker.play(["resumed"])
    speaker.open()
    assert handed == [synthesize(RESUMED)]
    speaker.close()


def test_kept_cues_stay_in_the_cache_until_the_speaker_has_all_its_cues(tmp_path, monkeypatch):
    CueCache(tmp_path).pcm("A3:0.05")  # a cue of a game, kept from the last boot
    speaker = beeped_first(sounds_handed(monkeypatch), CueCache(tmp_path))
    assert len(list(tmp_path.glob("*.pcm"))) == 2
    speaker.add_cues({"tick": "A3:0.05"}, enabled=True, volume=0.8)
    speaker.open()
    again = CueCache(tmp_path)
    assert again.pcm("A3:0.05") and again.pcm(BEEP) and again.made == 0
    speaker.close()


def test_sound_turned_on_by_the_settings_after_the_beep_opens_the_device(monkeypatch):
    # [audio] read alone said off; the whole file had an error elsewhere: the defaults
    handed = sounds_handed(monkeypatch)
    speaker = Speaker({"power_on": BEEP}, enabled=False, opened=False, whole=False)
    speaker.sound_first("power_on")
    speaker.open()
    assert speaker.is_silent and speaker.first_sound_at is None
    speaker.add_cues({"tick": "A3:0.05"}, enabled=True, volume=0.5)
    speaker.open_later()
    assert speaker.wait_open(30) and not speaker.is_silent
    speaker.play(["tick"])
    assert handed == [synthesize("A3:0.05")] and speaker.is_playing
    speaker.close()


def test_a_volume_set_plays_every_cue_at_it_one_already_made_too(monkeypatch):
    handed = sounds_handed(monkeypatch)
    speaker = Speaker({"beep": "A5:0.05", "boop": "A3:0.05"}, volume=0.8)
    speaker.play(["beep"])  # made and kept at 0.8
    speaker.set_volume(0.25)
    speaker.play(["beep"])
    speaker.play(["boop"])  # made now
    speaker.set_volume(0.0)
    speaker.play(["beep"])
    speaker.close()
    assert [sound.volume for sound in handed] == pytest.approx([0.8, 0.25, 0.25, 0.0], abs=1 / 128)
