"""``make image-check``: the SD card image booted in QEMU's emulated Raspberry Pi 3 B.

The image is copied (never changed), the copy grown to a power of two (QEMU's SD card
wants one; the first boot then grows the root partition into it) and given a
``tabletop.toml`` on its boot partition that puts the box's serial console on the
emulated UART with ``debug = true``. QEMU starts the kernel, initrd and device tree of the
image's own boot partition (it does not run the Pi's GPU firmware), with the image's
``cmdline.txt``, the console on the mini UART (``ttyS1``) and the journal forwarded to it
with the guest's monotonic time. The check then waits on that console, through pyserial
on QEMU's pseudo-terminal, for systemd's ``Started tabletop.service`` (logged when the box
sends READY=1), sends ``state`` and waits for the box's ``{"type": "state", ...}`` answer.
Before that, it reads the image's root file system (debugfs, no mount) for a way in: an
account with a password, ssh on, ssh host keys.

    python3 systemd/image/check.py build/image/tabletop.img [--timeout 1800]

Exit 0 with the emulator's time from power to READY; exit 1 with the console's last lines.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import deque
from pathlib import Path

# systemd's line for the unit's start job done: for a Type=notify unit, READY=1 received.
READY = re.compile(r"\[\s*(?P<seconds>\d+\.\d+)\] systemd\[1\]: Started tabletop\.service")
PTY = re.compile(r"char device redirected to (?P<path>/dev/pts/\d+) \(label serial1\)")
SETTINGS = """\
# Written by systemd/image/check.py on its copy of the card: the serial console on the
# emulated Pi's UART, and `state` answered.
[serial]
port = "/dev/ttyS1"
debug = true
"""
# mtools on a partition of an image file, which it would refuse for its odd geometry.
MTOOLS = {"MTOOLS_SKIP_CHECK": "1", "PATH": "/usr/bin:/bin"}
# Added to the image's cmdline.txt: no login prompt on the UART (the box reads it), the
# journal on it with the guest's monotonic time, systemd's status lines.
CHECK_CMDLINE = (
    "systemd.mask=serial-getty@ttyS1.service systemd.journald.forward_to_console=1 "
    "printk.time=1 systemd.show_status=1"
)


def power_of_two(size: int) -> int:
    """The smallest power of two at least ``size`` bytes (QEMU's SD card sizes)."""
    return 1 << max(size - 1, 1).bit_length()


def ready_seconds(line: str) -> float | None:
    """The guest's monotonic time of systemd's READY line for the box, or None."""
    found = READY.search(line)
    return float(found["seconds"]) if found else None


def state_answer(line: str) -> dict[str, object] | None:
    """The box's answer to ``state`` in a console line (kernel text may come before it)."""
    start = line.find('{"')
    if start < 0:
        return None
    try:
        record = json.loads(line[start:])
    except json.JSONDecodeError:
        return None
    if isinstance(record, dict) and record.get("type") == "state":
        return record
    return None


def console_cmdline(image_cmdline: str) -> str:
    """The image's kernel command line for the emulated Pi: its consoles on ttyS1 only."""
    words = [word for word in image_cmdline.split() if not word.startswith("console=")]
    return " ".join(["console=ttyS1,115200", *words, CHECK_CMDLINE])


def partitions(image: Path) -> list[tuple[int, int]]:
    """(start, size) in bytes of each partition of the image (sfdisk's own reading)."""
    table = json.loads(
        subprocess.run(
            ["sfdisk", "--json", str(image)], capture_output=True, text=True, check=True
        ).stdout
    )["partitiontable"]
    sector = int(table.get("sectorsize", 512))
    return [(part["start"] * sector, part["size"] * sector) for part in table["partitions"]]


def on_boot_partition(card: Path, command: str, *argv: str) -> str:
    """An mtools command (mdir, mcopy) on the card's boot partition; what it printed."""
    fat = f"{card}@@{partitions(card)[0][0]}"
    return subprocess.run(
        [command, "-i", fat, *argv], capture_output=True, text=True, check=True, env=MTOOLS
    ).stdout


def boot_files(card: Path, out: Path) -> tuple[Path, Path, Path, str]:
    """Kernel, initrd, device tree and cmdline.txt from the card's boot partition."""
    listing = on_boot_partition(card, "mdir", "-b", "::").split()
    names = sorted(Path(name).name for name in listing)
    wanted = {
        "kernel": next(name for name in names if name.startswith("vmlinuz-")),
        "initrd": next(name for name in names if name.startswith("initrd.img-")),
        "dtb": "bcm2837-rpi-3-b.dtb",
        "cmdline": "cmdline.txt",
    }
    for name in wanted.values():
        on_boot_partition(card, "mcopy", "-n", f"::{name}", str(out / name))
    # The Pi's firmware writes the board's revision into the tree it hands the kernel
    # (gpiozero reads it to know the board); QEMU runs no firmware: a Pi 3 B's, here.
    dtb = str(out / wanted["dtb"])
    subprocess.run(["fdtput", "-c", dtb, "/system"], check=False)
    subprocess.run(["fdtput", "-t", "x", dtb, "/system", "linux,revision", "a02082"], check=True)
    cmdline = (out / wanted["cmdline"]).read_text().strip()
    return out / wanted["kernel"], out / wanted["initrd"], out / wanted["dtb"], cmdline


def card_files(root: str, request: str) -> str:
    """A debugfs request (``cat FILE``, ``ls -p DIR``) on an ext4 file system, no mount."""
    return subprocess.run(
        ["debugfs", "-R", request, root], capture_output=True, text=True, check=True
    ).stdout


def listed(root: str, folder: str) -> list[str]:
    """The names in a folder of the file system (none if it is not there)."""
    # ls -p: one entry a line, /inode/mode/uid/gid/name/size/
    rows = [line.split("/") for line in card_files(root, f"ls -p {folder}").splitlines()]
    return [row[5] for row in rows if len(row) == 8 and row[5] not in (".", "..")]


def open_doors(image: Path, offset: int) -> list[str]:
    """What would let someone into the card: an account with a password or none, ssh on
    now or at first boot (the presets), ssh host keys made by the build."""
    root = f"{image}?offset={offset}"
    shadow = card_files(root, "cat /etc/shadow").splitlines()
    doors = [] if shadow else ["no /etc/shadow to read"]
    for line in shadow:
        name, _, rest = line.partition(":")
        password = rest.split(":", 1)[0]
        if not password:
            doors.append(f"the account {name} logs in with no password")
        elif not password.startswith(("!", "*")):
            doors.append(f"the account {name} has a password")
    for folder in ("multi-user.target.wants", "sockets.target.wants"):
        doors += [
            f"{name} is enabled ({folder})"
            for name in listed(root, f"/etc/systemd/system/{folder}")
            if name.startswith(("ssh.", "sshd."))
        ]
    presets = card_files(root, "cat /etc/systemd/system-preset/00-tabletop-image.preset")
    doors += [
        f"the first boot's presets say: {line}"
        for line in presets.splitlines()
        if line.startswith("enable ssh")
    ]
    doors += [
        f"/etc/ssh/{name} was made by the build"
        for name in listed(root, "/etc/ssh")
        if name.startswith("ssh_host_")
    ]
    return doors


def prepare(image: Path, out: Path) -> Path:
    """The card QEMU boots: a copy of the image, grown, with the check's settings."""
    card = out / "card.img"
    shutil.copyfile(image, card)
    with card.open("r+b") as file:
        file.truncate(power_of_two(card.stat().st_size))
    settings = out / "tabletop.toml"
    settings.write_text(SETTINGS)
    on_boot_partition(card, "mcopy", "-o", str(settings), "::tabletop.toml")
    return card


def qemu_command(card: Path, kernel: Path, initrd: Path, dtb: Path, cmdline: str) -> list[str]:
    """QEMU's raspi3b with the card, the mini UART (ttyS1, the second serial) on a pty."""
    return [
        "qemu-system-aarch64",
        "-M",
        "raspi3b",
        "-kernel",
        str(kernel),
        "-initrd",
        str(initrd),
        "-dtb",
        str(dtb),
        "-append",
        console_cmdline(cmdline),
        "-drive",
        f"file={card},if=sd,format=raw",
        "-display",
        "none",
        "-monitor",
        "none",
        "-serial",
        "null",
        "-serial",
        "pty",
    ]


def watch(port: object, timeout: float, log: deque[str], out: Path) -> tuple[float, dict]:
    """The console read until READY, then ``state`` sent until it is answered."""
    buffer = b""
    ready: float | None = None
    asked = 0.0
    deadline = time.monotonic() + timeout
    with (out / "console.log").open("w") as record:
        while time.monotonic() < deadline:
            buffer += port.read(4096)  # type: ignore[attr-defined]
            *lines, buffer = buffer.split(b"\n")
            for raw in lines:
                line = raw.decode("utf-8", "replace").rstrip("\r")
                log.append(line)
                record.write(line + "\n")
                if ready is None:
                    ready = ready_seconds(line)
                elif (answer := state_answer(line)) is not None:
                    return ready, answer
            record.flush()
            if ready is not None and time.monotonic() - asked > 20:
                port.write(b"state\n")  # type: ignore[attr-defined]
                asked = time.monotonic()
    raise TimeoutError("READY" if ready is None else "the answer to `state`")


def main(argv: list[str] | None = None) -> int:
    """Boot the image, wait for READY and a `state` answer; 0 if both came."""
    import serial  # pyserial: the box's own dependency

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("image", type=Path)
    parser.add_argument("--timeout", type=float, default=1800, help="seconds (real time)")
    parser.add_argument("--keep", type=Path, help="keep the card and the console log here")
    args = parser.parse_args(argv)
    out = args.keep or Path(tempfile.mkdtemp(prefix="tabletop-image-check-"))
    out.mkdir(parents=True, exist_ok=True)
    log: deque[str] = deque(maxlen=40)
    started = time.monotonic()
    doors = open_doors(args.image, partitions(args.image)[1][0])
    if doors:
        print("image-check: FAILED: the card is not closed:", file=sys.stderr)
        print("\n".join(f"  {door}" for door in doors), file=sys.stderr)
        return 1
    print(
        "image-check: closed: no account has a password, ssh is off (now and at first boot) "
        "and has no host keys",
        flush=True,
    )
    card = prepare(args.image, out)
    kernel, initrd, dtb, cmdline = boot_files(card, out)
    command = qemu_command(card, kernel, initrd, dtb, cmdline)
    print("image-check: " + " ".join(command), flush=True)
    qemu = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert qemu.stdout is not None
        said = ""
        while (pty := PTY.search(said)) is None and (line := qemu.stdout.readline()):
            said += line
        if pty is None:
            print(f"image-check: QEMU did not start: {said}", file=sys.stderr)
            return 1
        with serial.Serial(pty["path"], 115200, timeout=0.5) as port:
            ready, answer = watch(port, args.timeout, log, out)
    except TimeoutError as missing:
        print(
            f"image-check: FAILED: no {missing} in {args.timeout:.0f} s; the console's last "
            f"lines ({out / 'console.log'}):",
            file=sys.stderr,
        )
        print("\n".join(f"  {line}" for line in log), file=sys.stderr)
        return 1
    finally:
        qemu.kill()
        qemu.wait()
        if args.keep is None:
            shutil.rmtree(out, ignore_errors=True)
    state = answer.get("state")
    print(
        f"image-check: the box is READY {ready:.1f} s after power in the emulator's time "
        f"(QEMU raspi3b, the guest's monotonic clock; no firmware stage is emulated)"
    )
    print(
        f"image-check: `state` answered: {len(json.dumps(state))} bytes of saved state, "
        f"keys {sorted(state) if isinstance(state, dict) else state!r}"
    )
    print(f"image-check: passed in {time.monotonic() - started:.0f} s of real time")
    return 0


if __name__ == "__main__":
    sys.exit(main())
