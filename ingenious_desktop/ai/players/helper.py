"""The second core: one helper process that runs a share of the hard level's search.

The helper is a ``spawn`` process (the start method every platform has, and the one a frozen
app supports once its entry point calls ``multiprocessing.freeze_support()``). It is
started on first use, kept for later decisions, and never imports Qt. A search in the
helper is stopped through a shared counter: each job has a number, and raising the counter
to it stops that job at its next sample. A helper that cannot start, dies or fails a job is
not used again in this run: the search goes on in the calling process alone, and
:func:`take_failure` says what happened, once.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.util
import os
import signal
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import NamedTuple

_lock = threading.Lock()
_executor: ProcessPoolExecutor | None = None
_stop_counter = None  # multiprocessing.Value shared with the helper
_jobs_started = 0
_helper_stop = None  # in the helper: the same counter
_failed = False  # the helper failed: no other is started in this run
_failure: HelperFailure | None = None  # what happened, until take_failure() hands it on


class HelperFailure(NamedTuple):
    """What became of the helper: ``kind`` is "cannot start", "stopped" (it died) or "failed" (a job
    raised there); ``detail`` the system's words, if any."""

    kind: str
    detail: str = ""


def helper_wanted() -> bool:
    """A second process helps only where there is a second core."""
    return (os.cpu_count() or 1) >= 2


class HelperJob:
    """A function running in the helper; ``result`` waits a bounded time, ``stop`` ends it soon."""

    def __init__(self, future: Future, number: int):
        self._future = future
        self._number = number

    def stop(self) -> None:
        with _lock:
            if _stop_counter is not None and _stop_counter.value < self._number:
                _stop_counter.value = self._number

    def result(self, timeout: float):
        """The function's result, or None if it is not ready within ``timeout`` or the helper failed."""
        try:
            return self._future.result(timeout=max(0.0, timeout))
        except TimeoutError:
            self.stop()
            return None
        except BrokenProcessPool:
            _fail(HelperFailure("stopped"))
        except Exception as error:  # noqa: BLE001 - whatever broke in the helper, the caller's search stands
            _fail(HelperFailure("failed", f"{type(error).__name__}: {error}"))
        return None


def start_job(function, *args) -> HelperJob | None:
    """Run ``function(*args, should_stop)`` in the helper; None if no helper can run it."""
    global _executor, _stop_counter, _jobs_started
    with _lock:
        if _failed:
            return None
        try:
            if _executor is None:
                context = multiprocessing.get_context("spawn")
                _stop_counter = context.Value("q", 0, lock=False)
                _executor = ProcessPoolExecutor(max_workers=1, mp_context=context,
                                                initializer=_helper_started, initargs=(_stop_counter,))
                # a program that is itself a multiprocessing child joins its children as it exits: end the helper first
                multiprocessing.util.Finalize(_executor, _executor.shutdown, exitpriority=100)
            _jobs_started += 1
            future = _executor.submit(_run_job, _jobs_started, function, *args)
            return HelperJob(future, _jobs_started)
        except (OSError, RuntimeError, BrokenProcessPool) as error:
            problem = error
    _fail(HelperFailure("cannot start", getattr(problem, "strerror", None) or str(problem)))
    return None


def take_failure() -> HelperFailure | None:
    """What became of the helper (it is not used again in this run), the first time this is asked; else None."""
    global _failure
    with _lock:
        failure, _failure = _failure, None
    return failure


def _fail(why: HelperFailure) -> None:
    """Give up the helper for this run and keep ``why`` for :func:`take_failure`."""
    global _executor, _failed, _failure
    with _lock:
        executor, _executor = _executor, None
        if not _failed:
            _failed, _failure = True, why
    if executor is not None:
        executor.shutdown(wait=False, cancel_futures=True)


def _helper_started(stop_counter) -> None:
    global _helper_stop
    _helper_stop = stop_counter
    # Ctrl+C reaches the whole process group: the program decides, and the helper ends with it (no traceback here).
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent,), name="exit with the game", daemon=True).start()


def _exit_with(parent) -> None:
    """End the helper as soon as the program that started it is gone: killed with -9, it had
    no time to stop the helper, which would run on for ever and keep multiprocessing's
    resource tracker alive with it. (The parent's sentinel closes when it dies, on every system.)"""
    parent.join()
    os._exit(0)


def _run_job(number: int, function, *args):
    return function(*args, lambda: _helper_stop.value >= number)
