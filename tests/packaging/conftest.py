"""The packaging tests' shared build: the project's wheel, built once a session (about 30 s)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from packaging_sources import ROOT


@pytest.fixture(scope="session")
def project_wheel(tmp_path_factory) -> Path:
    """The wheel `pip wheel` builds from the source tree, without its dependencies."""
    wheels = tmp_path_factory.mktemp("wheels")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", wheels, ROOT], check=True,
                   capture_output=True, timeout=600)
    (wheel,) = wheels.glob("*.whl")
    return wheel
