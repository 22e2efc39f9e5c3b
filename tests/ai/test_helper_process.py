"""The hard level's helper process ends with the program that started it, even one killed with
-9, and takes multiprocessing's resource tracker with it. Run with real processes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: How long the helper may outlive its program: the issue asks for a second or two.
GRACE_SECONDS = 5.0

GAME_LIKE_PROGRAM = textwrap.dedent("""
    import multiprocessing.resource_tracker as tracker
    import os
    import sys
    import time

    from ingenious_desktop.ai.players import helper


    def helper_pid(should_stop):
        return os.getpid()


    if __name__ == "__main__":
        job = helper.start_job(helper_pid)
        print(job.result(timeout=60), tracker._resource_tracker._pid, flush=True)
        time.sleep(600)  # a game still being played when it is killed
""")


def running(pid: int) -> bool:
    """Whether ``pid`` is a live process (a zombie waiting to be reaped has ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads process states from /proc (Linux)")
def test_the_helper_and_the_resource_tracker_end_soon_after_the_game_is_killed(tmp_path):
    program = tmp_path / "game_like.py"
    program.write_text(GAME_LIKE_PROGRAM)
    game = subprocess.Popen([sys.executable, str(program)], stdout=subprocess.PIPE, text=True, cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    helper = tracker = None
    try:
        helper, tracker = map(int, game.stdout.readline().split())
        assert running(helper) and running(tracker)

        game.send_signal(signal.SIGKILL)
        game.wait(timeout=10)
        deadline = time.monotonic() + GRACE_SECONDS
        while (running(helper) or running(tracker)) and time.monotonic() < deadline:
            time.sleep(0.05)

        assert not running(helper), "the helper outlived the killed game"
        assert not running(tracker), "the resource tracker outlived the killed game"
    finally:
        game.kill()
        game.wait(timeout=10)
        game.stdout.close()
        for pid in (helper, tracker):
            if pid is not None and running(pid):
                os.kill(pid, signal.SIGKILL)


def pid_then_wait(seconds: float, should_stop) -> int:
    """A helper job: its process id, after ``seconds`` (the time for Ctrl+C to arrive)."""
    time.sleep(seconds)
    return os.getpid()


def test_ctrl_c_leaves_the_helper_to_the_program_that_started_it():
    from ingenious_desktop.ai.players import helper

    first = helper.start_job(pid_then_wait, 0.0).result(timeout=60)
    job = helper.start_job(pid_then_wait, 1.0)
    time.sleep(0.3)
    os.kill(first, signal.SIGINT)  # a terminal's Ctrl+C reaches the helper as well as the game

    assert job.result(timeout=60) == first  # the job ends as asked: the game decides what Ctrl+C does
    assert helper.take_failure() is None


PROGRAM_IN_A_WORKER = textwrap.dedent("""
    from concurrent.futures import ProcessPoolExecutor

    from ingenious_desktop.ai.players import helper


    def one(should_stop):
        return 1


    def worker_game(_index):
        return helper.start_job(one).result(timeout=60)


    if __name__ == "__main__":
        with ProcessPoolExecutor(max_workers=1) as workers:  # a benchmark's game in a worker process
            print(workers.submit(worker_game, 0).result(), flush=True)
        print("ended", flush=True)
""")


def test_a_worker_process_with_a_helper_of_its_own_ends_when_its_program_ends(tmp_path):
    program = tmp_path / "worker_helper.py"
    program.write_text(PROGRAM_IN_A_WORKER)
    # before: the worker, exiting, waited for ever on its helper (which outlives it only as its parent dies)
    done = subprocess.run([sys.executable, str(program)], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.stdout.split() == ["1", "ended"]
