"""Key scripts: parsing with line numbers, and the JSON lines a run prints."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from boxkit import run_script, screens, sounds

from appliance.box.errors import ScriptError
from appliance.box.script import Step, parse_script
from appliance.box.start import startup
from appliance.box.start.startup import SHIPPED_PINOUT
from appliance.cli.main import main


def test_every_command_parses():
    steps = parse_script(
        "# a comment\n\npress 5\ndown AIR\nup AIR\nhold UP 2.5\nwait 1\ngame tobago\n"
    )
    assert steps == [
        Step("press", "5", 0.0, 3),
        Step("down", "AIR", 0.0, 4),
        Step("up", "AIR", 0.0, 5),
        Step("hold", "UP", 2.5, 6),
        Step("wait", "", 1.0, 7),
        Step("game", "tobago", 0.0, 8),
    ]


def test_key_names_may_be_written_in_lower_case():
    assert parse_script("press ns_gold")[0].argument == "NS_GOLD"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("press X", "s.txt:2: unknown key 'X'; keys are 1 2 3"),
        ("jump 5", "s.txt:2: unknown command 'jump'"),
        ("hold 5", "s.txt:2: hold takes 2 word(s): hold KEY SECONDS"),
        ("wait soon", "s.txt:2: 'soon' is not a number of seconds"),
        ("wait -1", "s.txt:2: -1 seconds is out of range"),
        ("game chess", "s.txt:2: unknown game 'chess'"),
    ],
)
def test_a_bad_line_stops_the_script_with_its_number(line, message):
    with pytest.raises(ScriptError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_script(f"press 1\n{line}\n", "s.txt")


def test_the_command_prints_one_json_line_per_effect_with_time_and_type(tmp_path, capsys):
    script = tmp_path / "walk.txt"
    script.write_text("press MENU\nwait 1\npress 4\n")
    assert main(["script", str(script), "--seed", "1", "--game", "treasure-rush"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert all({"t", "type"} <= set(r) for r in records)
    assert records[0] == {"t": 0.0, "type": "sound", "cue": "power_on"}
    menu = next(r for r in records if r["type"] == "screen" and r["lines"][0] == "Choose a game")
    assert menu["t"] == 0.1
    assert [r["t"] for r in records] == sorted(r["t"] for r in records)


def test_a_bad_script_prints_the_line_and_why_and_fails(tmp_path, capsys):
    script = tmp_path / "bad.txt"
    script.write_text("press 1\npress 0\n")
    assert main(["script", str(script)]) == 2
    assert f"{script}:2: unknown key '0'" in capsys.readouterr().err


def test_a_script_on_a_box_with_no_pin_map_shows_the_notice_and_names_the_missing_key(
    tmp_path, capsys, monkeypatch
):
    broken = tmp_path / "pinout.toml"
    broken.write_text(SHIPPED_PINOUT.read_text().replace("G6 = 12", "G6 = 99"))
    monkeypatch.setattr(startup, "SHIPPED_PINOUT", broken)
    script = tmp_path / "walk.txt"
    script.write_text("wait 1\npress MENU\n")
    assert main(["script", str(script)]) == 2
    out, err = capsys.readouterr()
    shown = [json.loads(line) for line in out.splitlines()]
    assert [r["lines"] for r in shown if r["type"] == "screen"][-1][1] == (
        "The pin map has an error. No key or light works until it is fixed."
    )
    assert f"{script}:2: this box has no MENU key" in err


def test_a_missing_script_file_is_named(tmp_path, capsys):
    assert main(["script", str(tmp_path / "none.txt")]) == 2
    assert "none.txt: cannot read the script" in capsys.readouterr().err


def test_game_switches_to_that_game():
    records = run_script("game atlantis\n", game="treasure-rush")
    titles = [lines[0] for lines in screens(records)]
    assert titles[0] != titles[-1] and sounds(records)[0] == "power_on"


def test_the_same_seed_gives_the_same_run():
    script = "press 4\npress 7\npress NS_GOLD\nwait 2\npress 1\npress 1\npress AIR\nwait 3\n"
    assert run_script(script, seed=7) == run_script(script, seed=7)


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_a_long_script_with_audio_on_stops_on_sigterm_and_sigint(tmp_path, stop):
    script = tmp_path / "long.txt"
    script.write_text("press 1\nwait 1\n" * 100_000)
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "GPIOZERO_PIN_FACTORY": "mock"}
    env.pop("SDL_NO_SIGNAL_HANDLERS", None)
    tabletop = Path(sys.executable).with_name("tabletop")
    child = subprocess.Popen(
        [str(tabletop), "script", str(script)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        # As from a terminal: a CI job started in the background inherits SIGINT ignored,
        # and Python rightly goes on ignoring it then.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert json.loads(child.stdout.readline()) == {"t": 0.0, "type": "sound", "cue": "power_on"}
    child.send_signal(stop)
    try:
        child.wait(timeout=30)
    finally:
        child.kill()
    assert child.returncode != 0  # it stopped, as any program stops on the signal
