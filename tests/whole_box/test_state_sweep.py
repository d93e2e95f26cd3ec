"""Every single fault of a real four-game state folder (a seeded sample of 2,000 flipped
bits and cut files, tests/support/state_sweep.py runs them all) boots: never a traceback,
never a game changed without a notice, never more moves lost than the notice says; and a
sample of them boot the whole box to READY with the notice on the OLED."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from boxkit import mock_box
from lifekit import PowerSwitch
from state_sweep import FILES, Fault, make_folder, sampled_faults, sweep

from appliance.box.state.journal import JOURNAL_NAME
from appliance.service.notify import Notifier
from appliance.service.systemd import Service

SAMPLE = 2_000


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("sweep") / "played"
    make_folder(folder)
    return folder


def test_two_thousand_single_faults_each_boot_as_the_notice_says(played):
    faults = sampled_faults(played, SAMPLE)
    journal = [fault for fault in faults if fault.file == JOURNAL_NAME]
    elsewhere = [fault for fault in faults if fault.file != JOURNAL_NAME]
    assert len(elsewhere) > 300
    assert sweep(elsewhere, played) == {"exact": [0] * len(elsewhere)}  # nothing lost
    outcomes = sweep(journal, played)  # each judged against the history as it boots
    assert set(outcomes) <= {"exact", "told", "cut"} and outcomes.get("told")


@pytest.mark.parametrize(
    "fault",
    [Fault(name, 40, 3) for name in FILES] + [Fault(name, 100, None) for name in FILES],
    ids=str,
)
def test_a_fault_boots_the_whole_box_to_ready(played, fault, tmp_path, systemd):
    folder = tmp_path / "card"
    shutil.copytree(played, folder)
    (folder / fault.file).write_bytes(fault.apply((played / fault.file).read_bytes()))
    with mock_box(state_dir=folder, mute=True) as (running, _):
        Service(running, notifier=Notifier(systemd.address), power_off=PowerSwitch()).begin()
        assert systemd.messages()[0].startswith("READY=1")
        told = fault.file == JOURNAL_NAME and fault.bit is not None  # its record damaged
        assert running.output.current_lines[0] == ("Notice" if told else "Game resumed")
