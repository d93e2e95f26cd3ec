"""`make image-check`'s reading of the emulated Pi's console, without QEMU: the lines a
booting card prints, READY found in them, `state` sent and its answer taken, over real
pyserial on a pseudo-terminal."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import threading
from collections import deque
from pathlib import Path

import pytest
import serial

REPO = Path(__file__).resolve().parents[3]
SPEC = importlib.util.spec_from_file_location("image_check", REPO / "systemd/image/check.py")
assert SPEC is not None and SPEC.loader is not None
check = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(check)

READY_LINE = (
    "[  212.118760] systemd[1]: Started tabletop.service - "
    "Tabletop companion box (keys, lights, screen, speaker)."
)
IMAGE_CMDLINE = (
    "console=tty0 console=ttyS1,115200 root=PARTUUID=7461626c-02 rw fsck.repair=yes "
    "net.ifnames=0 cma=64M rootwait"
)


def test_the_card_grows_to_the_next_power_of_two_and_one_that_is_stays():
    assert check.power_of_two(1_300_000_000) == 2 * 1024**3
    assert check.power_of_two(2 * 1024**3) == 2 * 1024**3
    assert check.power_of_two(2 * 1024**3 + 1) == 4 * 1024**3


def test_ready_is_systemds_started_line_of_the_box_with_the_guests_time():
    assert check.ready_seconds(READY_LINE) == pytest.approx(212.11876)
    # Not ready: the job starting, another unit, the companion, the kernel's own lines.
    for line in (
        "[   98.100000] systemd[1]: Starting tabletop.service - Tabletop companion box...",
        "[  130.500000] systemd[1]: Started tabletop-grow-root.service - Grow the root.",
        "[  140.000000] systemd[1]: Started tabletop-companion.service - Tabletop table.",
        "[    2.000000] mmc0: new high speed SDHC card at address 4567",
    ):
        assert check.ready_seconds(line) is None, line


def test_the_state_answer_is_read_behind_kernel_text_and_nothing_else_passes():
    answer = {"type": "state", "state": {"game": "lost-treasure", "games": {}}}
    assert check.state_answer("[  300.1] random: crng " + json.dumps(answer)) == answer
    refused = {"t": 3.1, "type": "error", "line": "state", "message": "debug is off"}
    assert check.state_answer(json.dumps(refused)) is None
    assert check.state_answer('{"type": "state", "state": {"gam') is None  # cut short
    assert check.state_answer("Debian GNU/Linux 12 tabletop ttyS1") is None


def test_the_kernel_speaks_on_the_mini_uart_only_with_the_images_root_and_no_login_there():
    cmdline = check.console_cmdline(IMAGE_CMDLINE)
    words = cmdline.split()
    assert [word for word in words if word.startswith("console=")] == ["console=ttyS1,115200"]
    assert "root=PARTUUID=7461626c-02" in words and "rootwait" in words
    assert "systemd.mask=serial-getty@ttyS1.service" in words
    assert "systemd.journald.forward_to_console=1" in words


def test_qemu_boots_the_card_as_an_sd_card_with_the_second_uart_on_a_pty(tmp_path):
    command = check.qemu_command(
        tmp_path / "card.img",
        tmp_path / "vmlinuz",
        tmp_path / "initrd",
        tmp_path / "pi.dtb",
        IMAGE_CMDLINE,
    )
    assert command[:3] == ["qemu-system-aarch64", "-M", "raspi3b"]
    assert f"file={tmp_path / 'card.img'},if=sd,format=raw" in command
    serials = [command[i + 1] for i, word in enumerate(command) if word == "-serial"]
    assert serials == ["null", "pty"]  # the PL011 (Bluetooth's), then the mini UART


class Guest:
    """The emulated Pi's side of the pty: boot lines, READY, and `state` answered."""

    def __init__(self, *, ready: bool = True) -> None:
        self.master, slave = os.openpty()
        self.path = os.ttyname(slave)
        self.slave = slave
        self.heard: list[bytes] = []
        self.ready = ready
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self) -> None:
        os.write(self.master, b"[    0.000000] Booting Linux on physical CPU 0x0\r\n")
        os.write(self.master, b"[   60.000000] systemd[1]: Starting tabletop.service...\r\n")
        if not self.ready:
            return
        os.write(self.master, READY_LINE.encode() + b"\r\n")
        heard = b""
        while b"state\n" not in heard:
            heard += os.read(self.master, 100)
        self.heard.append(heard)
        answer = {"t": 5.0, "type": "state", "state": {"game": "lost-treasure"}}
        os.write(self.master, b"[  215.0] kernel noise " + json.dumps(answer).encode() + b"\r\n")


def test_the_check_waits_for_ready_then_asks_state_and_takes_the_answer(tmp_path):
    guest = Guest()
    log: deque[str] = deque(maxlen=40)
    with serial.Serial(guest.path, 115200, timeout=0.2) as port:
        guest.thread.start()  # pyserial drops what came before it opened the port
        ready, answer = check.watch(port, 30, log, tmp_path)
    guest.thread.join(5)
    assert ready == pytest.approx(212.11876)
    assert answer == {"t": 5.0, "type": "state", "state": {"game": "lost-treasure"}}
    assert guest.heard and guest.heard[0].endswith(b"state\n")
    logged = (tmp_path / "console.log").read_text()
    assert "Booting Linux" in logged and "Started tabletop.service" in logged


def test_a_box_never_ready_fails_with_the_console_kept(tmp_path):
    guest = Guest(ready=False)
    log: deque[str] = deque(maxlen=40)
    with (
        serial.Serial(guest.path, 115200, timeout=0.1) as port,
        pytest.raises(TimeoutError) as error,
    ):
        guest.thread.start()
        check.watch(port, 1.0, log, tmp_path)
    assert str(error.value) == "READY"
    assert list(log)[-1] == "[   60.000000] systemd[1]: Starting tabletop.service..."


CLOSED_SHADOW = "root:!*:20791:0:99999:7:::\ntabletop:!:20791::::::\n"
PRESET = "enable tabletop.service\nenable getty@.service\ndisable *\n"


def card_root(tmp_path: Path, shadow: str = CLOSED_SHADOW, preset: str = PRESET) -> Path:
    """A root file system as an ext4 file, made from a folder as make image makes it."""
    folder = tmp_path / "root"
    (folder / "etc/ssh").mkdir(parents=True)
    (folder / "etc/ssh/sshd_config").write_text("#PermitRootLogin prohibit-password\n")
    (folder / "etc/shadow").write_text(shadow)
    (folder / "etc/systemd/system/multi-user.target.wants").mkdir(parents=True)
    (folder / "etc/systemd/system/multi-user.target.wants/tabletop.service").symlink_to(
        "/etc/systemd/system/tabletop.service"
    )
    (folder / "etc/systemd/system-preset").mkdir(parents=True)
    (folder / "etc/systemd/system-preset/00-tabletop-image.preset").write_text(preset)
    return folder


def ext4(folder: Path) -> Path:
    image = folder.parent / "root.ext4"
    subprocess.run(
        ["mkfs.ext4", "-q", "-F", "-d", str(folder), str(image), "8M"],
        check=True,
        capture_output=True,
    )
    return image


needs_e2fsprogs = pytest.mark.skipif(
    shutil.which("mkfs.ext4") is None or shutil.which("debugfs") is None,
    reason="needs Debian's e2fsprogs (mkfs.ext4, debugfs)",
)


@needs_e2fsprogs
def test_a_closed_card_has_no_way_in(tmp_path):
    assert check.open_doors(ext4(card_root(tmp_path)), 0) == []


@needs_e2fsprogs
def test_a_password_or_none_is_a_way_in(tmp_path):
    shadow = "root:$y$j9T$abc$def:20791:0:99999:7:::\nguest::20791::::::\ntabletop:!:20791::::::\n"
    doors = check.open_doors(ext4(card_root(tmp_path, shadow=shadow)), 0)
    assert doors == [
        "the account root has a password",
        "the account guest logs in with no password",
    ]


@needs_e2fsprogs
def test_ssh_on_now_or_at_first_boot_or_with_the_builds_keys_is_a_way_in(tmp_path):
    folder = card_root(tmp_path, preset="enable ssh.service\n" + PRESET)
    (folder / "etc/systemd/system/multi-user.target.wants/ssh.service").symlink_to(
        "/lib/systemd/system/ssh.service"
    )
    (folder / "etc/ssh/ssh_host_ed25519_key").write_text("a private key")
    assert check.open_doors(ext4(folder), 0) == [
        "ssh.service is enabled (multi-user.target.wants)",
        "the first boot's presets say: enable ssh.service",
        "/etc/ssh/ssh_host_ed25519_key was made by the build",
    ]


@needs_e2fsprogs
@pytest.mark.skipif(shutil.which("sfdisk") is None, reason="needs sfdisk (Debian's fdisk)")
def test_an_open_card_fails_the_check_before_it_is_booted(tmp_path, capsys):
    root = ext4(card_root(tmp_path, shadow="root::20791:0:99999:7:::\n"))
    card = tmp_path / "card.img"
    mib = 1024 * 1024
    with card.open("wb") as file:
        file.seek(5 * mib)  # a 1 MiB boot partition at 1 MiB, the root at 5 MiB
        file.write(root.read_bytes())
    sectors = root.stat().st_size // 512
    table = f"label: dos\n\nstart=2048, size=2048, type=c\nstart=10240, size={sectors}, type=83\n"
    subprocess.run(["sfdisk", "--quiet", str(card)], input=table, text=True, check=True)

    assert check.main([str(card)]) == 1

    said = capsys.readouterr()
    assert "the card is not closed" in said.err
    assert "the account root logs in with no password" in said.err
    assert "qemu" not in said.out
