"""The bench's child process: the peak memory it prints is its own, not its parent's."""

from __future__ import annotations

import subprocess
import sys

from appliance.tools.benchmarks.bench_probe import peak_mib, status_mib

HELD_MIB = 96


def test_a_child_started_by_a_big_parent_prints_its_own_peak_not_the_parents():
    # ru_maxrss survives exec: a child of a parent holding this much would print at least it.
    held = b"\1" * (HELD_MIB * 1024 * 1024)
    parent = status_mib("VmRSS")
    assert parent > HELD_MIB
    command = "from appliance.tools.benchmarks.bench_probe import peak_mib; print(peak_mib())"
    result = subprocess.run([sys.executable, "-c", command], check=True, capture_output=True)
    child = float(result.stdout)
    assert 5 < child < HELD_MIB / 2 < parent
    assert peak_mib() >= parent
    del held
