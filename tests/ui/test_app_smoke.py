"""``ingenious-desktop --smoke``, as the packaging runs it."""

from __future__ import annotations

import os
import subprocess
import sys


def test_the_smoke_run_plays_saves_reopens_and_exits_0():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "ingenious_desktop", "--smoke"], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("smoke: ok") and "hard and easy" in done.stdout and "compiled core" in done.stdout


def test_unexpected_arguments_are_refused_with_a_message():
    done = subprocess.run([sys.executable, "-m", "ingenious_desktop", "a.ingenious", "b.ingenious"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "unexpected arguments" in done.stderr
