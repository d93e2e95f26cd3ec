"""On a machine with no sound card, the ALSA library's messages stay off the terminal;
with a card they are left alone."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from drivers.sound.alsa_messages import has_sound_card, quiet_without_a_card

NO_CARD = "--- no soundcards ---\n"
A_CARD = " 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n"


@pytest.mark.parametrize(("listed", "card"), [(NO_CARD, False), (A_CARD, True), ("", False)])
def test_the_kernels_list_of_cards_says_whether_there_is_one(listed, card, tmp_path):
    cards = tmp_path / "cards"
    cards.write_text(listed)
    assert has_sound_card(cards) is card


def test_a_machine_without_the_list_has_no_card(tmp_path):
    assert not has_sound_card(tmp_path / "no-such-file")


def test_with_a_card_alsa_is_left_to_speak(tmp_path):
    cards = tmp_path / "cards"
    cards.write_text(A_CARD)
    with quiet_without_a_card(cards) as quiet:
        assert quiet is False


OPEN_THE_SPEAKER = """
from drivers.sound.speaker import Speaker
speaker = Speaker({"key": "C5:0.05"})
speaker.open()
print("silent" if speaker.is_silent else "sound")
"""


def test_opening_the_speaker_with_no_card_prints_no_alsa_lines():
    if has_sound_card():
        pytest.skip("this machine has a sound card: ALSA has nothing to complain of")
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    result = subprocess.run(
        [sys.executable, "-c", OPEN_THE_SPEAKER],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "ALSA lib" not in result.stderr
    if result.stdout.strip() == "silent":  # the box said it in its own words
        assert "no audio device" in result.stderr
