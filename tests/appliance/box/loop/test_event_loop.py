"""The event loop: timers in time order, jobs from any thread, virtual time."""

from __future__ import annotations

import threading

from appliance.box.loop.clock import RealClock, VirtualClock
from appliance.box.loop.event_loop import EventLoop


def test_timers_run_in_time_order_and_virtual_time_jumps_to_them():
    loop = EventLoop(VirtualClock())
    seen = []
    loop.call_at(2.0, lambda: seen.append(("late", loop.now())))
    loop.call_at(1.0, lambda: seen.append(("early", loop.now())))
    loop.call_at(1.0, lambda: seen.append(("early too", loop.now())))
    loop.run()
    assert seen == [("early", 1.0), ("early too", 1.0), ("late", 2.0)]


def test_a_cancelled_timer_never_runs():
    loop = EventLoop(VirtualClock())
    seen = []
    timer = loop.call_later(1.0, lambda: seen.append("no"))
    timer.cancel()
    loop.run()
    assert seen == [] and loop.now() == 0.0


def test_run_until_stops_at_that_time_and_keeps_later_timers():
    loop = EventLoop(VirtualClock())
    seen = []
    loop.call_at(5.0, lambda: seen.append(5))
    loop.run(until=3.0)
    assert (seen, loop.now(), loop.next_timer_at()) == ([], 3.0, 5.0)
    loop.run()
    assert seen == [5]


def test_jobs_queued_by_a_job_run_before_time_moves_on():
    loop = EventLoop(VirtualClock())
    seen = []
    loop.call_at(1.0, lambda: loop.call_soon(lambda: seen.append(loop.now())))
    loop.call_at(2.0, lambda: seen.append(loop.now()))
    loop.run()
    assert seen == [1.0, 2.0]


def test_a_job_from_another_thread_runs_on_the_loop_thread():
    loop = EventLoop(RealClock())
    ran_on = []

    def job():
        ran_on.append(threading.current_thread())
        loop.stop()

    threading.Thread(target=lambda: loop.call_soon(job)).start()
    loop.call_later(5.0, loop.stop)  # a safety net; the job stops the loop long before
    loop.run()
    assert ran_on == [threading.current_thread()]


def test_a_failing_job_is_reported_and_the_loop_goes_on():
    errors = []
    loop = EventLoop(VirtualClock(), on_error=errors.append)
    seen = []
    loop.call_at(1.0, lambda: 1 / 0)
    loop.call_at(2.0, lambda: seen.append("still running"))
    loop.run()
    assert [type(e) for e in errors] == [ZeroDivisionError] and seen == ["still running"]
