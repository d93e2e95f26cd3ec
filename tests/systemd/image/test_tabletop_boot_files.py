"""What a maker puts on the image's boot partition, as the card's boot takes it in: run on
a scratch card (boot partition and /etc folders), systemctl and ssh-keygen recorded."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
SCRIPT = REPO / "systemd/image/tabletop-boot-files.sh"
KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHx0a2V5Zm9ydGFibGV0b3B0ZXN0 maker@laptop"


@pytest.fixture
def card(tmp_path) -> Path:
    for folder in ("boot", "etc/tabletop", "root"):
        (tmp_path / folder).mkdir(parents=True)
    (tmp_path / "etc/tabletop/settings.toml").write_text('[serial]\nport = "/dev/ttyGS0"\n')
    recorder = tmp_path / "record"
    recorder.write_text(f'#!/bin/sh\necho "$*" >> {tmp_path / "calls"}\n')
    recorder.chmod(recorder.stat().st_mode | stat.S_IEXEC)
    return tmp_path


def boot(card: Path) -> tuple[str, list[str]]:
    said = subprocess.run(
        ["sh", str(SCRIPT)],
        capture_output=True,
        text=True,
        check=True,
        env={
            **os.environ,
            "BOOT": str(card / "boot"),
            "ETC": str(card / "etc"),
            "HOME_ROOT": str(card / "root"),
            "SYSTEMCTL": f"{card / 'record'} systemctl",
            "KEYGEN": f"{card / 'record'} ssh-keygen -A",
            "BOX_PYTHON": sys.executable,  # the box's own settings reader, from this checkout
            "PYTHONPATH": str(REPO),
        },
    )
    calls = card / "calls"
    return said.stdout, calls.read_text().splitlines() if calls.exists() else []


def test_a_card_with_nothing_on_its_boot_partition_changes_nothing(card):
    said, calls = boot(card)
    assert said == "" and calls == []
    assert (card / "etc/tabletop/settings.toml").read_text() == '[serial]\nport = "/dev/ttyGS0"\n'


def test_a_file_named_ssh_turns_ssh_on_for_the_keys_in_it_and_leaves_the_card(card):
    (card / "boot/ssh").write_text(f"# my laptop\n{KEY}\nnot a key\n")
    said, calls = boot(card)
    assert (card / "root/.ssh/authorized_keys").read_text() == KEY + "\n"
    assert stat.S_IMODE((card / "root/.ssh/authorized_keys").stat().st_mode) == 0o600
    assert calls == [
        "ssh-keygen -A",  # the host keys made on this Pi: the image has none
        "systemctl enable ssh.service",
        "systemctl start --no-block ssh.service",
    ]
    assert not (card / "boot/ssh").exists()
    assert "ssh is on: root may log in with 1 key(s), never a password" in said


def test_an_empty_ssh_file_turns_ssh_on_with_no_way_in_but_a_key(card):
    (card / "boot/ssh").write_text("")
    said, calls = boot(card)
    assert (card / "root/.ssh/authorized_keys").read_text() == ""
    assert "systemctl enable ssh.service" in calls
    assert "with 0 key(s)" in said


def test_settings_on_the_boot_partition_become_the_boxs_and_turn_the_companion_on(card):
    settings = '[companion]\nenabled = true\n\n[serial]\nport = "/dev/ttyS1"\n'
    (card / "boot/tabletop.toml").write_text(settings)
    said, calls = boot(card)
    assert (card / "etc/tabletop/settings.toml").read_text() == settings
    assert (card / "etc/tabletop/settings.toml.before").read_text() == (
        '[serial]\nport = "/dev/ttyGS0"\n'
    )
    assert calls == [
        "systemctl enable tabletop-companion.service",
        "systemctl start --no-block tabletop-companion.service",
    ]
    assert not (card / "boot/tabletop.toml").exists()
    assert "the table companion is on" in said


def test_settings_without_the_companion_leave_it_off(card):
    (card / "boot/tabletop.toml").write_text('[display]\nkind = "sh1106"\n')
    said, calls = boot(card)
    assert (card / "etc/tabletop/settings.toml").read_text() == '[display]\nkind = "sh1106"\n'
    assert calls == ["systemctl disable tabletop-companion.service"]
    assert "the table companion is off" in said


@pytest.mark.parametrize(
    ("broken", "why"),
    [
        ("[companion\nenabled = true\n", "tabletop.toml:1: not valid TOML"),
        ('[display]\nkind = "sh1107"\n', "tabletop.toml:2: [display] kind: 'sh1107'"),
    ],
)
def test_settings_the_box_refuses_change_nothing_and_say_why_on_the_card(card, broken, why):
    (card / "boot/tabletop.toml").write_text(broken)
    said, calls = boot(card)
    assert (card / "etc/tabletop/settings.toml").read_text() == '[serial]\nport = "/dev/ttyGS0"\n'
    assert not (card / "etc/tabletop/settings.toml.before").exists()
    assert calls == []
    assert not (card / "boot/tabletop.toml").exists()
    assert (card / "boot/tabletop.toml.refused").read_text() == broken
    told = (card / "boot/tabletop-refused.txt").read_text()
    assert told.startswith("The box kept its settings: tabletop.toml was refused.\n")
    assert why in told and why in said


def test_a_good_file_after_a_refused_one_takes_away_the_refusal(card):
    (card / "boot/tabletop.toml").write_text("[companion\n")
    boot(card)
    (card / "boot/tabletop.toml").write_text("[companion]\nenabled = false\n")
    said, _ = boot(card)
    assert "the table companion is off" in said
    assert (card / "etc/tabletop/settings.toml").read_text() == "[companion]\nenabled = false\n"
    assert not (card / "boot/tabletop-refused.txt").exists()
    assert not (card / "boot/tabletop.toml.refused").exists()


def test_a_wifi_file_joins_its_network_and_its_password_leaves_the_boot_partition(card):
    wifi = 'network={\n    ssid="Kitchen"\n    psk="correct horse"\n}\n'
    (card / "boot/wpa_supplicant.conf").write_text(wifi)
    _, calls = boot(card)
    kept = card / "etc/wpa_supplicant/wpa_supplicant-wlan0.conf"
    assert kept.read_text() == wifi
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    assert not (card / "boot/wpa_supplicant.conf").exists()
    network = (card / "etc/systemd/network/50-tabletop-wlan0.network").read_text()
    assert "Name=wlan0" in network and "DHCP=yes" in network
    assert calls == [
        "systemctl enable wpa_supplicant@wlan0.service systemd-networkd.service",
        "systemctl start --no-block wpa_supplicant@wlan0.service systemd-networkd.service",
    ]
