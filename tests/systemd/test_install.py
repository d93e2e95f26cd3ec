"""The installer and the unit, as far as a laptop can go: every run here is a dry run or
writes only configuration files under a scratch root laid out like a Pi's card."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
INSTALL = REPO / "systemd" / "install.sh"
UNINSTALL = REPO / "systemd" / "uninstall.sh"
UNIT = REPO / "systemd" / "tabletop.service"
STOCK_CONFIG = """\
# For more options and information see
# http://rptl.io/configtxt

dtparam=audio=on
camera_auto_detect=1
dtoverlay=vc4-kms-v3d

[cm4]
otg_mode=1

[all]
"""
STOCK_CMDLINE = (
    "console=serial0,115200 console=tty1 root=PARTUUID=6c586e13-02 rootfstype=ext4 "
    "fsck.repair=yes rootwait\n"
)
CONFIG = "boot/firmware/config.txt"
CMDLINE = "boot/firmware/cmdline.txt"
START = "# >>> tabletop: written by systemd/install.sh, taken out by uninstall.sh >>>"


@pytest.fixture
def card(tmp_path) -> Path:
    """A scratch root like a Pi Zero 2 W's with a fresh Raspberry Pi OS Bookworm."""
    root = tmp_path / "root"
    (root / "boot/firmware").mkdir(parents=True)
    (root / CONFIG).write_text(STOCK_CONFIG)
    (root / CMDLINE).write_text(STOCK_CMDLINE)
    (root / "proc/device-tree").mkdir(parents=True)
    (root / "proc/device-tree/model").write_bytes(b"Raspberry Pi Zero 2 W Rev 1.0\0")
    (root / "etc").mkdir()
    (root / "etc/os-release").write_text("ID=debian\nVERSION_CODENAME=bookworm\n")
    return root


def run(script: Path, *options: str | Path, check: bool = True) -> str:
    result = subprocess.run(
        ["bash", str(script), *map(str, options)], capture_output=True, text=True
    )
    if check:
        assert result.returncode == 0, result.stderr
    return result.stdout + result.stderr


def install(root: Path, *options: str | Path) -> str:
    return run(INSTALL, "--root", root, "--files-only", *options)


def fingerprint(root: Path) -> dict[str, str]:
    return {
        str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }


def block(text: str) -> list[str]:
    lines = text.splitlines()
    start = lines.index(START)
    return lines[start + 1 : lines.index("# <<< tabletop <<<", start)]


def test_a_dry_run_prints_every_step_and_changes_nothing(card):
    before = fingerprint(card)
    out = run(INSTALL, "--dry-run", "--root", card)
    assert fingerprint(card) == before
    steps = re.findall(r"^== (.*)$", out, re.M)
    assert steps == [
        "Choices",
        "System packages",
        "Boot configuration: I2C, audio, serial",
        "Kernel command line",
        "Audio output (i2s)",
        "The service user 'tabletop'",
        "The program in /opt/tabletop",
        "Settings (/etc/tabletop/settings.toml)",
        "Power-off from the box menu (polkit)",
        "The service (/etc/systemd/system/tabletop.service)",
        "Done",
    ]
    assert "serial console: gadget" in out  # a Pi Zero: the USB gadget
    assert "all present:" in out or "would run: apt-get install -y --no-install-recommends" in out
    assert "would run: /usr/bin/python3 -m venv --system-site-packages /opt/tabletop/venv" in out
    assert f"{REPO}/hardware /opt/tabletop/src.new/" in out  # the pin map beside the code
    assert "cp -a" not in out and "cp -R --no-preserve=ownership,mode" in out
    for tree in ("/opt/tabletop/src.new", "/opt/tabletop/src"):  # the copy, then pip's
        assert f"would run: chown -R root:root {tree}\n" in out
        assert f"would run: chmod -R u+rwX,go+rX,go-w {tree}\n" in out
    assert (
        "would run: /opt/tabletop/venv/bin/pip install --quiet --prefer-binary "
        "--only-binary=lgpio --editable /opt/tabletop/src[pi]" in out
    )
    assert "would run: useradd --system" in out or "exists, in groups" in out
    assert "--groups gpio,i2c,spi,audio,dialout tabletop" in out or "exists, in groups" in out
    for line in ("+dtparam=i2c_arm=on", "+dtoverlay=max98357a,no-sdmode", "+dtoverlay=dwc2"):
        assert line in out
    assert "would run: systemctl enable tabletop.service" in out
    assert "would run: systemctl restart tabletop.service" in out
    assert "then reboot to turn on the new boot configuration" in out


def test_a_second_run_changes_nothing(card):
    first = install(card)
    written = fingerprint(card)
    second = install(card)
    assert fingerprint(card) == written
    assert "wrote:" in first and "wrote:" not in second
    planned = run(INSTALL, "--dry-run", "--root", card)
    assert "would write" not in planned and "(0 file(s) would change)" in planned


def test_the_boot_lines_are_one_block_after_the_owners_lines(card):
    install(card)
    config = (card / CONFIG).read_text()
    assert config.startswith(STOCK_CONFIG)
    assert block(config) == [
        "[all]",
        "dtparam=i2c_arm=on",
        "# The I2S amplifier (MAX98357A); its SD pin is wired high, GPIO4 is an LED.",
        "dtparam=audio=off",
        "dtoverlay=max98357a,no-sdmode",
        "dtoverlay=dwc2",
    ]
    modules = (card / "etc/modules-load.d/tabletop.conf").read_text().split()
    assert modules[-3:] == ["i2c-dev", "dwc2", "g_serial"]
    assert 'port = "/dev/ttyGS0"' in (card / "etc/tabletop/settings.toml").read_text()


def test_a_new_choice_replaces_the_block_in_place(card):
    install(card)
    with (card / CONFIG).open("a") as config:
        config.write("dtparam=act_led_trigger=heartbeat\n")  # the owner's, after ours
    install(card, "--audio", "jack", "--serial", "none")
    config = (card / CONFIG).read_text()
    assert config.count(START) == 1
    assert block(config) == ["[all]", "dtparam=i2c_arm=on", "dtparam=audio=on"]
    assert config.endswith("# <<< tabletop <<<\ndtparam=act_led_trigger=heartbeat\n")
    assert "card Headphones" in (card / "etc/asound.conf").read_text()


def test_choices_come_from_the_pin_map(card, tmp_path):
    pinout = tmp_path / "pinout.toml"
    text = (REPO / "hardware/pinout.toml").read_text()
    # (SPI and the UART would take pins the shipped map gives to LEDs: the installer
    # refuses such a map, below, so only the audio output changes here.)
    pinout.write_text(text.replace('output = "i2s"', 'output = "jack"'))
    out = run(INSTALL, "--dry-run", "--root", card, "--pinout", pinout)
    assert "audio: jack   SPI: off" in out
    assert "+dtparam=audio=on" in out or "audio=on" in out


def test_the_uart_console_is_taken_from_the_kernel_and_given_back(card):
    install(card, "--serial", "uart")
    assert (card / CMDLINE).read_text() == (
        "console=tty1 root=PARTUUID=6c586e13-02 rootfstype=ext4 fsck.repair=yes rootwait\n"
    )
    assert "unchanged: /boot/firmware/cmdline.txt" in install(card, "--serial", "uart")
    run(UNINSTALL, "--root", card, "--files-only")
    assert (card / CMDLINE).read_text() == STOCK_CMDLINE


def test_a_usb_sound_card_is_found_by_name(card):
    out = install(card, "--audio", "usb")
    assert "no USB sound card is plugged in" in out
    assert not (card / "etc/asound.conf").exists()
    (card / "proc/asound").mkdir(parents=True)
    (card / "proc/asound/cards").write_text(
        " 0 [vc4hdmi        ]: vc4-hdmi - vc4-hdmi\n"
        " 1 [Device         ]: USB-Audio - USB Audio Device\n"
    )
    install(card, "--audio", "usb")
    assert 'slave.pcm "hw:CARD=Device,DEV=0"' in (card / "etc/asound.conf").read_text()


def test_the_owners_settings_are_never_overwritten(card):
    settings = card / "etc/tabletop/settings.toml"
    settings.parent.mkdir(parents=True)
    settings.write_text('[box]\nlanguage = "pt"\n')
    out = install(card)
    assert "kept as it is (yours): /etc/tabletop/settings.toml" in out
    assert settings.read_text() == '[box]\nlanguage = "pt"\n'


def test_uninstall_leaves_the_card_as_it_was_but_keeps_games_and_settings(card):
    before = {CONFIG: STOCK_CONFIG, CMDLINE: STOCK_CMDLINE}
    install(card, "--serial", "uart")
    (card / "var/lib/tabletop").mkdir(parents=True)
    (card / "var/lib/tabletop/state.json").write_text("{}")
    out = run(UNINSTALL, "--root", card, "--files-only")
    assert {name: (card / name).read_text() for name in before} == before
    for gone in (
        "etc/systemd/system/tabletop.service",
        "etc/polkit-1/rules.d/50-tabletop-power-off.rules",
        "etc/modules-load.d/tabletop.conf",
        "etc/asound.conf",
        "opt/tabletop",
    ):
        assert not (card / gone).exists(), gone
    assert (card / "var/lib/tabletop/state.json").exists()
    assert (card / "etc/tabletop/settings.toml").exists()
    assert "--purge takes them" in out
    run(UNINSTALL, "--root", card, "--files-only", "--purge")
    assert not (card / "var/lib/tabletop").exists() and not (card / "etc/tabletop").exists()


def test_an_uninstall_dry_run_changes_nothing(card):
    install(card)
    before = fingerprint(card)
    out = run(UNINSTALL, "--root", card, "--dry-run")
    assert fingerprint(card) == before
    assert "would run: systemctl disable --now tabletop.service" in out
    assert "would write: /boot/firmware/config.txt" in out


def test_bad_options_are_refused_with_the_reason(card):
    for options, reason in (
        (("--audio", "hdmi"), "--audio takes i2s, jack or usb, not 'hdmi'"),
        (("--serial", "bluetooth"), "--serial takes gadget, uart or none, not 'bluetooth'"),
        (("--files-only",), "--files-only needs --root DIR"),
        (("--root", card / "nowhere"), "is not a folder"),
    ):
        result = subprocess.run(
            ["bash", str(INSTALL), "--dry-run", *map(str, options)], capture_output=True, text=True
        )
        assert result.returncode == 2 and reason in result.stderr, options


def test_the_scripts_are_valid_bash():
    for script in ("install.sh", "uninstall.sh", "lib.sh"):
        subprocess.run(["bash", "-n", str(REPO / "systemd" / script)], check=True)


def unit_settings(unit: Path = UNIT) -> dict[str, list[str]]:
    settings: dict[str, list[str]] = {}
    for line in unit.read_text().splitlines():
        if "=" in line and not line.startswith("#"):
            key, value = line.split("=", 1)
            settings.setdefault(key, []).append(value)
    return settings


def test_the_unit_is_a_notify_service_with_a_watchdog_and_its_own_user():
    unit = unit_settings()
    assert unit["Type"] == ["notify"] and unit["NotifyAccess"] == ["main"]
    assert unit["WatchdogSec"] == ["30"] and unit["Restart"] == ["on-failure"]
    assert unit["User"] == ["tabletop"]
    assert set(unit["SupplementaryGroups"][0].split()) >= {"gpio", "i2c", "spi", "audio"}
    assert unit["StateDirectory"] == ["tabletop"]
    assert unit["ExecStart"] == ["/opt/tabletop/venv/bin/tabletop run --ui none"]


def test_the_unit_keeps_the_hardware_and_the_journal():
    unit = unit_settings()
    for breaks_hardware in (
        "PrivateDevices",
        "ProtectKernelTunables",
        "ProtectClock",
        "DevicePolicy",
    ):
        assert breaks_hardware not in unit
    assert unit["StandardOutput"] == ["journal"] and unit["StandardError"] == ["journal"]
    assert "/dev/null" not in UNIT.read_text()
    assert unit["ProtectSystem"] == ["strict"] and unit["NoNewPrivileges"] == ["yes"]
    # lgpio needs a writable working directory for its pipes; / is read-only here.
    assert (
        unit["WorkingDirectory"] == ["/run/tabletop"]
        and "LG_WD=/run/tabletop" in unit["Environment"]
    )


@pytest.mark.skipif(not shutil.which("systemd-analyze"), reason="systemd-analyze is not here")
def test_systemd_analyze_verify_finds_nothing_to_say(tmp_path):
    unit = tmp_path / "tabletop.service"
    # verify insists that ExecStart exists: point it at this Python for the check.
    text = UNIT.read_text().replace("/opt/tabletop/venv/bin/tabletop", sys.executable)
    unit.write_text(text)
    result = subprocess.run(
        ["systemd-analyze", "verify", str(unit)], capture_output=True, text=True
    )
    assert result.returncode == 0 and result.stdout + result.stderr == ""


def test_a_dry_run_refuses_a_broken_pin_map_with_its_line(card, tmp_path):
    broken = tmp_path / "pinout.toml"
    broken.write_text(
        (REPO / "hardware" / "pinout.toml").read_text().replace("uart = false", "uart = true")
    )
    result = subprocess.run(
        [
            "bash",
            str(INSTALL),
            "--root",
            str(card),
            "--dry-run",
            "--pinout",
            str(broken),
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert f"{broken}:" in result.stderr and "belongs to the uart bus in use" in result.stderr
    assert "has errors" in result.stderr


def test_the_installer_installs_the_speech_library_on_a_fresh_pi(tmp_path):
    card = tmp_path / "root"
    (card / "proc/device-tree").mkdir(parents=True)
    (card / "proc/device-tree/model").write_bytes(b"Raspberry Pi Zero 2 W Rev 1.0\0")
    (card / "etc").mkdir()
    (card / "etc/os-release").write_text("ID=debian\nVERSION_CODENAME=bookworm\n")
    (card / "boot/firmware").mkdir(parents=True)
    (card / "boot/firmware/config.txt").write_text("[all]\n")
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    fresh = bin_ / "dpkg-query"  # a card where no package is installed yet
    fresh.write_text("#!/bin/sh\nexit 1\n")
    fresh.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_}:{os.environ['PATH']}"}
    out = subprocess.run(
        ["bash", str(REPO / "systemd/install.sh"), "--dry-run", "--root", str(card)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    ).stdout
    apt = next(line for line in out.splitlines() if "would run: apt-get install" in line)
    assert "libespeak-ng1" in apt.split()  # the voice where pip has no wheel (32-bit Pi OS)


@pytest.mark.skipif(os.geteuid() != 0, reason="only root can give files to root")
def test_the_installed_source_is_roots_and_no_one_elses_to_change(tmp_path):
    source = tmp_path / "src"
    (source / "appliance").mkdir(parents=True)
    (source / "appliance" / "main.py").write_text("print('hello')\n")
    os.chmod(source / "appliance" / "main.py", 0o666)  # as a careless clone may have it
    os.chown(source, 1000, 1000)
    os.chown(source / "appliance" / "main.py", 1000, 1000)
    lib = REPO / "systemd" / "lib.sh"
    script = f'DRY_RUN=0; FILES_ONLY=0; source "{lib}"; own_by_root "{source}"'
    subprocess.run(["bash", "-c", script], check=True, capture_output=True)
    for path in (source, source / "appliance", source / "appliance" / "main.py"):
        info = path.stat()
        assert (info.st_uid, info.st_gid) == (0, 0), path
        assert info.st_mode & 0o022 == 0, f"{path}: {oct(info.st_mode)}"
        assert info.st_mode & 0o444 == 0o444, path  # the service's user reads it


def test_help_is_asked_for_and_given_on_standard_output():
    for script in (INSTALL, UNINSTALL):
        result = subprocess.run(["bash", str(script), "--help"], capture_output=True, text=True)
        assert result.returncode == 0 and result.stderr == ""
        assert "--dry-run" in result.stdout
    wrong = subprocess.run(["bash", str(INSTALL), "--colour"], capture_output=True, text=True)
    assert wrong.returncode == 2 and "unknown option: --colour" in wrong.stderr


def test_the_settings_name_the_oled_the_parts_list_buys(card):
    parts = (REPO / "hardware" / "parts.md").read_text()
    oled = next(line for line in parts.splitlines() if re.match(r"\| 1 \| OLED", line))
    assert "SH1106" in oled
    out = install(card)
    assert "OLED: sh1106" in out
    settings = tomllib.loads((card / "etc/tabletop/settings.toml").read_text())
    assert settings["display"]["kind"] == "sh1106"


def test_another_oled_is_chosen_and_a_wrong_one_refused(card):
    install(card, "--oled", "ssd1306")
    settings = tomllib.loads((card / "etc/tabletop/settings.toml").read_text())
    assert settings["display"]["kind"] == "ssd1306"
    result = subprocess.run(
        ["bash", str(INSTALL), "--dry-run", "--oled", "sh1107"], capture_output=True, text=True
    )
    assert result.returncode == 2 and "--oled takes one of: sh1106 ssd1306" in result.stderr


def test_settings_kept_without_an_oled_kind_are_warned_of(card):
    settings = card / "etc/tabletop/settings.toml"
    settings.parent.mkdir(parents=True)
    settings.write_text('[box]\nlanguage = "pt"\n')
    out = install(card)
    assert "names no OLED kind" in out and 'kind = "sh1106"' in out
    assert settings.read_text() == '[box]\nlanguage = "pt"\n'


def test_the_pin_library_comes_as_a_wheel_from_pypi_not_a_pi_only_archive(tmp_path):
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text())
    pi = pyproject["project"]["optional-dependencies"]["pi"]
    assert [d.split(";")[0].strip() for d in pi] == ["lgpio>=0.2.2"]  # wheels: aarch64, armv7l
    assert not any("rpi" in d.lower() for d in pi)  # RPi.GPIO: only where the system has it
    out = run(INSTALL, "--dry-run", "--root", tmp_path)
    assert "python3-lgpio" not in out


def test_the_unit_starts_as_early_as_its_needs_allow_and_never_waits_for_the_network():
    unit = unit_settings()
    after = " ".join(unit["After"]).split()
    assert unit["DefaultDependencies"] == ["no"]  # not after basic.target and its timers
    assert {"local-fs.target", "systemd-modules-load.service", "sound.target"} <= set(after)
    text = UNIT.read_text().split("[Service]")[0]
    assert "network" not in " ".join(line for line in text.splitlines() if "=" in line)
    assert unit["Conflicts"] == ["shutdown.target"] and unit["Before"] == ["shutdown.target"]


def test_the_installer_compiles_the_bytecode_the_service_may_not_write():
    out = run(INSTALL, "--dry-run", "--root", Path("/"), check=False)
    assert "would run: /opt/tabletop/venv/bin/python -m compileall -q /opt/tabletop/src" in out
    assert "PYTHONDONTWRITEBYTECODE=1" in unit_settings()["Environment"]


COMPANION_UNIT = REPO / "systemd" / "tabletop-companion.service"
INSTALLED_COMPANION = "etc/systemd/system/tabletop-companion.service"
OLD_DROP_IN = "etc/systemd/system/tabletop.service.d/companion-network.conf"


def test_the_box_gets_no_network_and_the_companions_service_runs_only_when_on(card):
    out = install(card)
    assert "disable --now tabletop-companion.service" in out
    assert "enable tabletop-companion.service" not in out.replace("disable --now", "")
    unit = (card / "etc/systemd/system/tabletop.service").read_text()
    assert "RestrictAddressFamilies=AF_UNIX AF_NETLINK\n" in unit
    assert (card / INSTALLED_COMPANION).read_text() == COMPANION_UNIT.read_text()
    settings = card / "etc/tabletop/settings.toml"
    settings.write_text(settings.read_text() + "\n[companion]\nenabled = true\n")
    out = install(card)
    assert "the table companion is on" in out
    assert "skipped (--files-only): systemctl enable tabletop-companion.service" in out
    assert "restart tabletop-companion.service" in out
    assert (card / "etc/systemd/system/tabletop.service").read_text() == unit  # no network
    assert not (card / "etc/systemd/system/tabletop.service.d").exists()
    settings.write_text(settings.read_text().replace("enabled = true", "enabled = false"))
    assert "disable --now tabletop-companion.service" in install(card)


def test_an_earlier_installs_network_drop_in_is_taken_away(card):
    install(card)
    (card / OLD_DROP_IN).parent.mkdir(parents=True)
    (card / OLD_DROP_IN).write_text("[Service]\nRestrictAddressFamilies=AF_INET\n")
    assert f"removed: /{OLD_DROP_IN}" in install(card)
    assert not (card / OLD_DROP_IN).exists()


def test_the_companions_service_has_the_network_and_nothing_of_the_box():
    unit = unit_settings(COMPANION_UNIT)
    box = unit_settings()
    assert unit["DynamicUser"] == ["yes"] and "User" not in unit
    assert unit["RestrictAddressFamilies"] == ["AF_UNIX AF_INET AF_INET6"]
    hidden = " ".join(unit["InaccessiblePaths"]).split()
    for folder in ("/var/lib/tabletop", "/var/cache/tabletop", "/etc/tabletop", "/run/tabletop"):
        assert f"-{folder}" in hidden
    assert unit["ProtectSystem"] == ["strict"] and unit["PrivateDevices"] == ["yes"]
    assert unit["CapabilityBoundingSet"] == [""] and unit["NoNewPrivileges"] == ["yes"]
    assert "StateDirectory" not in unit and "SupplementaryGroups" not in unit
    socket = box["Environment"][-1].removeprefix("TABLETOP_COMPANION_SOCKET=")
    assert box["Environment"][-1].startswith("TABLETOP_COMPANION_SOCKET=")
    assert f"--socket {socket} --box-user {box['User'][0]}" in unit["ExecStart"][0]
    assert socket.startswith(f"/run/{unit['RuntimeDirectory'][0]}/")


def test_uninstall_takes_the_companions_service_away(card):
    settings = card / "etc/tabletop/settings.toml"
    settings.parent.mkdir(parents=True)
    settings.write_text("[companion]\nenabled = true\n")
    install(card)
    assert (card / INSTALLED_COMPANION).exists()
    out = run(UNINSTALL, "--root", card, "--files-only")
    assert "disable --now tabletop.service tabletop-companion.service" in out
    assert not (card / INSTALLED_COMPANION).exists()
