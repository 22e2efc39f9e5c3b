"""``python -m ingenious_desktop`` before any window (issue 38, item 20): a mistyped tool name is one
line listing the tools, and a window start with no display is one line saying so, never Qt's abort."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ingenious_desktop.cli import TOOLS

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60


def start(*args: str, cwd: Path = ROOT, unset: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items() if key not in unset}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run([sys.executable, "-m", "ingenious_desktop", *args], capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=TIMEOUT, stdin=subprocess.DEVNULL)


NO_DISPLAY = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


@pytest.mark.parametrize("word", ["replya", "Moves", "best-move", "serve_"])
def test_a_mistyped_tool_name_is_one_line_listing_the_tools(word):
    run = start(word, unset=NO_DISPLAY)  # were it taken for a file, Qt would start (and abort here)

    assert (run.returncode, run.stdout) == (2, ""), run.stderr
    assert run.stderr.count("\n") == 1 and f"'{word}' is neither a tool nor a file" in run.stderr
    assert all(tool in run.stderr for tool in TOOLS)


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="Windows and macOS always have a display")
def test_a_file_named_like_a_word_is_still_opened_as_a_file(tmp_path):
    (tmp_path / "replya").write_text("not a record")

    run = start("replya", cwd=tmp_path, unset=NO_DISPLAY)

    assert "neither a tool nor a file" not in run.stderr and "no display" in run.stderr  # on to the window


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="Windows and macOS always have a display")
@pytest.mark.parametrize("args", [[], ["--replay", str(ROOT / "tests/engine/examples/standard-2p-midgame.ingenious")]],
                         ids=["window", "replay"])
def test_no_display_is_one_line_and_status_1(args):
    run = start(*args, unset=NO_DISPLAY)

    assert (run.returncode, run.stdout) == (1, ""), run.stderr  # Qt's abort: -6 and a core dump
    assert run.stderr.count("\n") == 1 and "no display" in run.stderr
