"""Power cuts and crashes: the box killed at random moments of scripted games of every
game, then restarted on the same card. The state always loads, and no effect the box had
shown (a sound, a light, a screen) is lost: the state behind it is on the card.

Most kills are forked children that SIGKILL themselves at a random line of the box's
own code (half of them inside the state store, mid-save): real kills, at exact and
repeatable moments, fast because the child starts from this process's warm imports.
A few more kill a real ``tabletop script`` process from outside at a random point of
its output, as a pulled plug would.
"""

from __future__ import annotations

import fcntl
import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from powercut import (
    QUIET_SETTINGS,
    Reference,
    boot,
    card_state,
    complete_lines,
    killed_run,
    monkey_script,
    read_all,
    reference_run,
)

from appliance.box.state.state_store import FILE_NAME
from games.catalog import GAME_MODULES

GAMES = list(GAME_MODULES)
SEED = 7
KILLS_PER_GAME = 50
AT_ONCE = 4  # children killed side by side
STEPS = 30
CLI_KILLS_PER_GAME = 2
F_SETPIPE_SZ = 1031  # Linux: a small pipe keeps a killed writer close to its reader
SUPPORT = Path(__file__).resolve().parents[1] / "support"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("settings") / "settings.toml"
    path.write_text(QUIET_SETTINGS)
    return path


def restart(state_dir: Path, game: str, settings: Path) -> tuple[dict | None, list[dict]]:
    """Power on again: the state the box loaded, and what it showed."""
    records: list[dict] = []
    on_card = json.loads(card_state(state_dir) or "{}")
    resumed = on_card.get("current") in on_card.get("games", {})
    running = boot(game, SEED + 1, state_dir, settings, records.append)
    try:
        messages = list(running.box.store.messages)
        current = running.box.current
    finally:
        running.close()
    assert messages == [], messages
    assert not list(state_dir.glob(f"{FILE_NAME}.broken-*"))
    cue = "resumed" if resumed else "power_on"  # a game on the card goes on
    assert records[0] == {"t": 0.0, "type": "sound", "cue": cue}
    assert all(r.get("lines", [""])[0] != "Notice" for r in records), records
    return {"current": current}, records


def check_kill(reference: Reference, shown: list[str], state_dir: Path, where: str) -> None:
    assert shown == reference.records[: len(shown)], f"{where}: the run was not repeatable"
    on_card = card_state(state_dir)
    allowed = reference.allowed_states(len(shown))
    assert on_card in allowed, (
        f"{where}: after {len(shown)} effects (last {shown[-1:]}) the card holds\n"
        f"{on_card}\nnot one of\n" + "\n".join(map(str, allowed))
    )


@pytest.mark.parametrize("game", GAMES)
def test_a_box_killed_at_random_lines_keeps_every_acknowledged_action(game, tmp_path, settings):
    rng = random.Random(f"power cut {game}")
    script = monkey_script(rng, GAMES, game, steps=STEPS)
    reference = reference_run(script, game, SEED, tmp_path / "reference", settings)
    assert len(reference.records) > 10 and reference.store_lines > 0
    assert reference.effects_ahead_of_the_card() == []
    kills = []
    for number in range(KILLS_PER_GAME):
        in_store = number % 2 == 1  # half of them inside the state store, mid-save
        line = rng.randint(1, reference.store_lines if in_store else reference.lines)
        where = f"{game} kill {number} at {'store ' if in_store else ''}line {line}"
        kills.append((where, tmp_path / f"kill-{number}", line, in_store))
    for batch in range(0, len(kills), AT_ONCE):
        dying = [
            (where, state_dir, killed_run(script, game, SEED, state_dir, settings, line=line,
                                          in_store=in_store))
            for where, state_dir, line, in_store in kills[batch : batch + AT_ONCE]
        ]  # fmt: skip
        for where, state_dir, child in dying:
            kill = child.wait()
            assert kill.killed, f"{where}: the child was not killed (status {kill.status})"
            check_kill(reference, kill.records, state_dir, where)
            loaded, _ = restart(state_dir, game, settings)
            on_card = card_state(state_dir)
            if on_card is not None:
                assert loaded == {"current": json.loads(on_card)["current"]}


@pytest.mark.parametrize("game", GAMES)
def test_a_real_tabletop_process_killed_mid_game_restarts_with_what_it_showed(
    game, tmp_path, settings
):
    rng = random.Random(f"pulled plug {game}")
    script_file = tmp_path / "script.txt"
    script_file.write_text(monkey_script(rng, GAMES, game, steps=STEPS))
    environ = {**os.environ, "PYTHONHASHSEED": "0", "GPIOZERO_PIN_FACTORY": "mock"}
    journal = subprocess.run(
        [
            sys.executable,
            str(SUPPORT / "powercut.py"),
            str(script_file),
            game,
            str(SEED),
            str(tmp_path / "reference"),
            str(settings),
        ],
        capture_output=True,
        text=True,
        env=environ,
        check=True,
    ).stdout
    reference = Reference([tuple(json.loads(line)) for line in journal.splitlines()], 0, 0)
    total = len(reference.records)
    for number in range(CLI_KILLS_PER_GAME):
        state_dir = tmp_path / f"pulled-{number}"
        wanted = rng.randint(1, max(1, total - 60))
        shown, killed = pull_the_plug(script_file, game, state_dir, settings, environ, wanted)
        assert killed, f"{game}: the process ended before the plug was pulled"
        check_kill(reference, shown, state_dir, f"{game} tabletop script killed after {wanted}")
        restart(state_dir, game, settings)


def pull_the_plug(
    script: Path, game: str, state_dir: Path, settings: Path, environ: dict, after: int
) -> tuple[list[str], bool]:
    """Run ``tabletop script``, SIGKILL it once ``after`` lines came out, read the rest."""
    read_end, write_end = os.pipe()
    fcntl.fcntl(write_end, F_SETPIPE_SZ, 4096)
    command = [
        sys.executable, "-m", "appliance.cli.main", "script", str(script), "--game", game,
        "--seed", str(SEED), "--state", str(state_dir), "--settings", str(settings),
    ]  # fmt: skip
    child = subprocess.Popen(command, stdout=write_end, env=environ)
    os.close(write_end)
    output = b""
    while output.count(b"\n") < after and (chunk := os.read(read_end, 1)):
        output += chunk
    child.send_signal(signal.SIGKILL)
    output += read_all(read_end)
    killed = child.wait() == -signal.SIGKILL
    return [json.dumps(json.loads(line)) for line in complete_lines(output)], killed
