"""The CI workflows pass zizmor's offline audit: every action pinned to a commit, no credentials
left in the checkout, the least permissions per job; and the test suite runs at every push on
Linux, Windows and macOS (issue 38, item 29)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

WORKFLOWS = Path(__file__).resolve().parents[2] / ".github" / "workflows"


def zizmor() -> str:
    beside_python = Path(sys.executable).with_name("zizmor")
    path = str(beside_python) if beside_python.exists() else shutil.which("zizmor")
    if path is None:
        pytest.skip("zizmor is not installed (pip install -e '.[test]' brings it)")
    return path


def test_release_workflow_has_no_zizmor_findings():
    result = subprocess.run([zizmor(), "--offline", "--no-progress", str(WORKFLOWS)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_suite_runs_at_every_push_on_linux_windows_and_macos():
    workflow = (WORKFLOWS / "tests.yml").read_text()

    assert re.search(r"^on:\n(?:  .*\n)*?  push:", workflow, re.MULTILINE)
    assert [runner for runner in ("ubuntu-", "windows-", "macos-") if f"runner: {runner}" not in workflow] == []
    assert re.search(r"^        run: \.ci/run$", workflow, re.MULTILINE)  # scripts/test, as a newcomer runs it
