"""The box menu's Volume: UP and AIR step from silent to loudest, each step heard through
the real mixer (SDL's dummy driver) at its loudness and shown on the screen and the
gauge; the step kept with the state across power cycles and power cuts; the settings'
value until one is chosen."""

from __future__ import annotations

import random

import pytest
from boxkit import lights, mock_box, play, screens, sounds
from mixerkit import sounds_handed
from pixel_check import whole_line_problems
from powercut import QUIET_SETTINGS, LineTracer, killed_run, tracing
from powercut import play as play_to_the_end

from appliance.box.menu_items.volume import LOUDEST, loudness, nearest_step
from appliance.box.sounds import BOX_CUES
from drivers.sound.sound_synth import synthesize

VOLUME = "hold MENU 3.2\npress 6\n"  # the box menu, 6 Volume
SAMPLE = synthesize(BOX_CUES["volume"])
MIXER_STEP = 1 / 128  # pygame keeps a sound's volume in 128ths


def settings(tmp_path, volume: float = 0.8, enabled: bool = True):
    path = tmp_path / "settings.toml"
    path.write_text(f"[audio]\nenabled = {str(enabled).lower()}\nvolume = {volume}\n")
    return path


def test_steps_are_5_db_apart_from_silent_to_loudest():
    assert loudness(0) == 0 and loudness(LOUDEST) == 1
    ratios = [loudness(step) / loudness(step + 1) for step in range(1, LOUDEST)]
    assert ratios == pytest.approx([10 ** (-5 / 20)] * (LOUDEST - 1))
    assert [nearest_step(v) for v in (0.0, 0.02, 0.1, 0.3, 0.8, 1.0)] == [0, 0, 2, 4, 6, 6]


def test_up_and_air_step_through_every_level_each_heard_at_its_loudness(tmp_path, monkeypatch):
    handed = sounds_handed(monkeypatch)
    with mock_box(game="lost-treasure", settings_path=settings(tmp_path)) as (running, records):
        assert running.hardware.speaker.wait_open(30)
        play(running, VOLUME)
        handed.clear()
        play(running, "press AIR\n" * 7 + "press UP\n" * 7)
        speech_volume = running.hardware.speech.volume
    levels = [screen[1] for screen in screens(records) if screen[0] == "Volume"]
    steps = [*range(LOUDEST - 1, -1, -1), 0, *range(1, LOUDEST + 1), LOUDEST]
    shown = [6, *range(5, -1, -1), *range(1, 7)]  # a screen shown again is not told
    assert levels == ["Silent" if s == 0 else f"{s} of 6" for s in shown]
    assert screens(records)[-1] == ["Volume", "6 of 6", "UP: louder", "AIR: softer", "CLEAR: done"]
    assert sounds(records)[-15:] == ["volume"] * 15  # opened, then one for each key
    gauges = [gauge for _, gauge in lights(records)]  # a light shown again is not told
    assert gauges[-13:] == [bar(s) for s in shown]
    assert handed == [SAMPLE] * 14  # the sample at every step
    heard = [sound.volume for sound in handed]
    assert heard == pytest.approx([loudness(s) for s in steps], abs=MIXER_STEP)
    assert speech_volume == loudness(LOUDEST)  # the voice follows


def test_clear_puts_the_volume_away_and_the_game_comes_back_with_its_lights(tmp_path):
    with mock_box(game="lost-treasure", mute=True) as (running, records):
        play(running, "press 4\npress 7\npress NS_GOLD\nwait 2\n")  # the compass answers
        game_screen, game_lights = screens(records)[-1], lights(records)[-1]
        play(running, VOLUME + "press AIR\npress CLEAR\n")
    assert screens(records)[-1] == game_screen
    assert game_lights[0] is not None and lights(records)[-1] == game_lights


def test_the_step_is_kept_across_a_power_cycle_and_an_old_state_plays_the_setting(tmp_path):
    state = tmp_path / "state"
    path = settings(tmp_path, volume=0.3)
    with mock_box(state_dir=state, settings_path=path, mute=True) as (running, records):
        assert running.hardware.speaker.volume == 0.3  # the setting, not a step, until chosen
        play(running, VOLUME)
        assert screens(records)[-1][1] == "4 of 6"  # the step nearest the setting
        play(running, "press AIR\npress AIR\npress CLEAR\n")
    with mock_box(state_dir=state, settings_path=path, mute=True) as (running, records):
        assert running.hardware.speaker.volume == loudness(2)
        assert running.hardware.speech.volume == loudness(2)
        play(running, "press CLEAR\n" + VOLUME)  # CLEAR: "Game resumed" away
    assert screens(records)[-1][1] == "2 of 6"


@pytest.mark.parametrize("language", ["en", "pt", "pt-BR", "ja"])
def test_the_box_menu_and_the_volume_are_drawn_whole_in_every_language(language):
    with mock_box(game="atlantis", language=language, mute=True) as (running, records):
        renderer = running.output.renderer
        problems = []
        for keys in ("hold MENU 3.2", "press UP", "press UP", "press 6", *["press AIR"] * 6):
            play(running, keys)
            screen = running.output.current_screen
            problems += [f"{keys}: {p}" for p in whole_line_problems(renderer, screen)]
    assert len({tuple(s) for s in screens(records)}) >= 10
    assert problems == []


def test_a_power_cut_at_any_line_keeps_the_last_step_shown_or_the_one_before(tmp_path):
    path = tmp_path / "quiet.toml"
    path.write_text(QUIET_SETTINGS)
    script = VOLUME + "press AIR\npress AIR\npress AIR\n"
    tracer = LineTracer()
    opened: list[int] = []

    def listener(record):
        if record["type"] == "screen" and record["lines"][0] == "Volume" and not opened:
            opened.append(tracer.lines)

    with tracing(tracer):
        play_to_the_end(script, "lost-treasure", 1, tmp_path / "reference", path, listener)
    rng = random.Random(43)
    lines = sorted(rng.sample(range(opened[0], tracer.lines), 12))
    kept_steps = set()
    for number, line in enumerate(lines):
        state = tmp_path / f"kill-{number}"
        kill = killed_run(script, "lost-treasure", 1, state, path, line=line).wait()
        assert kill.killed, line
        shown = [_step(r) for r in kill.records if '"Volume"' in r]
        with mock_box(state_dir=state, settings_path=path, mute=True) as (running, _):
            kept = running.box.volume.step
        allowed = set(shown[-2:]) or {LOUDEST}  # the key in flight, or the one before
        assert kept in allowed, (line, shown, kept)
        kept_steps.add(kept)
    assert len(kept_steps) >= 3  # cut at different steps of the three


def bar(step: int) -> str:
    return ("1" * step).ljust(6, "0")


def _step(record: str) -> int:
    level = record.split('"lines": ["Volume", "')[1].split('"')[0]
    return 0 if level == "Silent" else int(level.split()[0])
