"""The card's partition table as `make image` writes it: the boot partition where the
Pi's firmware looks, the root right after it, the ids the kernel's command line and
fstab name."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
LAYOUT = REPO / "systemd/image/layout.sh"
MIB = 1024 * 1024


def layout(call: str) -> str:
    return subprocess.run(
        ["bash", "-c", f'. "{LAYOUT}" && {call}'], capture_output=True, text=True, check=True
    ).stdout


def test_the_boot_partition_is_fat_at_4_mib_and_the_root_follows_it_without_a_gap():
    table = layout(f"partition_table {256 * MIB} {900 * MIB}")
    lines = table.splitlines()
    assert lines[:3] == ["label: dos", "label-id: 0x7461626c", "unit: sectors"]
    assert lines[4] == f"start=8192, size={256 * 2048}, type=c, bootable"
    assert lines[5] == f"start={8192 + 256 * 2048}, size={900 * 2048}, type=83"


def test_the_root_partition_leaves_room_beyond_its_files():
    assert layout("root_mib 800") == "1064\n"  # 800 + 200 + 64


@pytest.mark.skipif(shutil.which("sfdisk") is None, reason="needs sfdisk (Debian's fdisk)")
def test_sfdisk_writes_the_table_and_the_check_reads_it_back(tmp_path):
    spec = importlib.util.spec_from_file_location("image_check", REPO / "systemd/image/check.py")
    assert spec is not None and spec.loader is not None
    check = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check)
    image = tmp_path / "card.img"
    image.write_bytes(b"")
    subprocess.run(["truncate", "-s", str(4 * MIB + 256 * MIB + 64 * MIB), str(image)], check=True)
    table = layout(f"partition_table {256 * MIB} {64 * MIB}")
    subprocess.run(
        ["sfdisk", "--quiet", "--no-reread", "--no-tell-kernel", str(image)],
        input=table,
        text=True,
        check=True,
    )
    assert check.partitions(image) == [(4 * MIB, 256 * MIB), (260 * MIB, 64 * MIB)]
    disk = subprocess.run(
        ["sfdisk", "--disk-id", str(image)], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert disk == "0x7461626c"  # root=PARTUUID=7461626c-02 in cmdline.txt and fstab
