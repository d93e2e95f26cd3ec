"""`make image-check`'s reading of the emulated Pi's console, without QEMU: the lines a
booting card prints, READY found in them, `state` sent and its answer taken, over real
pyserial on a pseudo-terminal."""

from __future__ import annotations

import importlib.util
import json
import os
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
