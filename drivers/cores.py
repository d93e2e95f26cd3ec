"""Which of the Pi's cores the box's threads run on.

A key's edge arrives on the pin library's thread, which hands it to the event loop's
thread. When both threads share a core, that hand-over is a switch on the core; when
the loop's thread sleeps on another core, that core must first wake from idle, which
costs several times more (``tabletop bench`` prints both). Python runs one thread at a
time anyway (the GIL), so keeping the box's threads on one core costs it nothing.

Work that is not the box's own (the speech engine) goes back to every core, so it
never takes the core the keys are answered on.
"""

from __future__ import annotations

import os

_every_core: set[int] | None = None  # the cores the process could use before it kept to one


def keep_to_one_core() -> int | None:
    """Keep the calling thread, and every thread it starts from now on, on one core: the
    last one the process may use (the Pi's first core takes most interrupts). Call it
    before any thread is started. Returns the core, or None where the system cannot pin
    threads (macOS)."""
    global _every_core
    if not hasattr(os, "sched_setaffinity"):
        return None
    allowed = os.sched_getaffinity(0)
    if _every_core is None:
        _every_core = set(allowed)
    core = max(allowed)
    os.sched_setaffinity(0, {core})  # on Linux, 0 is the calling thread
    return core


def use_every_core() -> None:
    """Let the calling thread, and what it starts from now on, run on every core the
    process could use before ``keep_to_one_core``."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, _every_core or os.sched_getaffinity(0))


def cores_of_this_thread() -> set[int] | None:
    """The cores the calling thread may run on (None where the system does not say)."""
    return set(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
