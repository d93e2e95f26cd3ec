"""The one event loop: every input is a job on one queue, handled on one thread.

Drivers call ``call_soon`` from any thread (gpiozero's callbacks only enqueue); timers
(``call_at``/``call_later``) run on the loop thread in time order.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import queue
from collections.abc import Callable
from dataclasses import dataclass, field

from appliance.box.loop.clock import Clock, Idle, Job

log = logging.getLogger(__name__)

FAIR_SHARE = 1000  # queued jobs run before the next due timer gets its turn


@dataclass(order=True)
class Timer:
    """A job due at ``at``; ``cancel()`` forgets it."""

    at: float
    order: int
    job: Job = field(compare=False)
    cancelled: bool = field(default=False, compare=False)

    def cancel(self) -> None:
        """Forget the timer if it has not run yet."""
        self.cancelled = True


class EventLoop:
    """Runs jobs and timers on the thread that calls ``run``."""

    def __init__(self, clock: Clock, *, on_error: Callable[[BaseException], None] | None = None):
        self.clock = clock
        self._jobs: queue.SimpleQueue[Job] = queue.SimpleQueue()
        self._timers: list[Timer] = []
        self._order = itertools.count()
        self._stopped = False
        self._halted = False
        self.on_error = on_error
        self.on_tick: Callable[[], None] | None = None

    def now(self) -> float:
        """The loop's clock, in seconds."""
        return self.clock.now()

    def call_soon(self, job: Job) -> None:
        """Run ``job`` on the loop thread; safe from any thread."""
        self._jobs.put(job)

    def call_at(self, at: float, job: Job) -> Timer:
        """Run ``job`` at time ``at`` (loop thread only)."""
        timer = Timer(at, next(self._order), job)
        heapq.heappush(self._timers, timer)
        return timer

    def call_later(self, delay: float, job: Job) -> Timer:
        """Run ``job`` after ``delay`` seconds (loop thread only)."""
        return self.call_at(self.now() + delay, job)

    def stop(self) -> None:
        """Make ``run`` return; safe from any thread."""
        self._stopped = True
        self.call_soon(lambda: None)

    def halt(self) -> None:
        """Stop ``run`` for good: this one and every later one return at once (a signal
        to quit); safe from any thread and from a signal handler."""
        self._halted = True
        self.stop()

    @property
    def is_halted(self) -> bool:
        """True once ``halt`` was called."""
        return self._halted

    def next_timer_at(self) -> float | None:
        """When the next live timer is due, if any."""
        while self._timers and self._timers[0].cancelled:
            heapq.heappop(self._timers)
        return self._timers[0].at if self._timers else None

    def run(self, until: float | None = None) -> None:
        """Handle jobs and timers until ``stop()`` (also one asked for before ``run``);
        with ``until``, stop before any timer due later than that time. On a virtual
        clock, also return when nothing is left.
        """
        try:
            self._run_until_stopped(until)
        finally:
            self._stopped = False

    def _run_until_stopped(self, until: float | None) -> None:
        while not self._stopped and not self._halted:
            if self._run_one_due_timer() or self._stopped or self._halted:
                continue
            deadline = self.next_timer_at()
            if until is not None and (deadline is None or deadline > until):
                deadline = until
            try:
                job = self.clock.wait(self._jobs, deadline)
            except Idle:
                return
            if job is not None:
                self._run(job)
            elif until is not None and self.now() >= until and not self._due():
                return

    def _run(self, job: Job) -> None:
        self._run_guarded(job)
        if self.on_tick:
            self.on_tick()

    def _due(self) -> bool:
        at = self.next_timer_at()
        return at is not None and at <= self.now()

    def _run_one_due_timer(self) -> bool:
        # Jobs queued so far go first: what a timer set off is handled before the next one.
        # At most a fair share: jobs that keep arriving (a flood of serial lines) never
        # starve the timers, the watchdog among them.
        for _ in range(FAIR_SHARE):
            if self._halted:
                return False
            try:
                job = self._jobs.get_nowait()
            except queue.Empty:
                break
            self._run(job)
        if not self._due():
            return False
        self._run(heapq.heappop(self._timers).job)
        return True

    def _run_guarded(self, job: Job) -> None:
        try:
            job()
        except Exception as error:  # the loop thread's boundary
            if self.on_error is None:
                raise
            log.exception("a job on the event loop failed")
            try:
                self.on_error(error)
            except Exception:
                log.exception("putting things right after a failed job failed too")
