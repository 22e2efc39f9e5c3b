"""The run-time files live in the top-level resources/ folder and are found as the package
ingenious_desktop.resources: from the source tree (an editable install), from an installed
wheel, and in the frozen bundle (tests/packaging/test_frozen_bundle.py)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from packaging_sources import ICONS, ROOT

FIND_THE_ICON = """
from importlib.resources import files
print(files("ingenious_desktop.resources") / "icons" / "ingenious-desktop-256.png")
"""


def icon_found(cwd: Path, *options: str, **env) -> Path:
    run = subprocess.run([sys.executable, *options, "-c", FIND_THE_ICON], cwd=cwd, capture_output=True, text=True,
                         check=True, env=env or None)
    return Path(run.stdout.strip())


def test_the_source_tree_finds_the_icons_in_the_top_level_resources_folder():
    found = icon_found(ROOT)

    assert found == ICONS / "ingenious-desktop-256.png"
    assert found.is_file()


@pytest.mark.packaging
@pytest.mark.slow
def test_an_installed_wheel_holds_the_icons_where_the_package_finds_them(tmp_path, project_wheel):
    wheel, target = project_wheel, tmp_path / "site"
    assert {f"ingenious_desktop/resources/icons/{p.name}" for p in ICONS.iterdir()} <= \
        set(zipfile.ZipFile(wheel).namelist())
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", target, wheel], check=True,
                   capture_output=True, timeout=300)

    # -S: without site-packages, where the editable install of the source tree would be found first
    found = icon_found(tmp_path, "-S", PYTHONPATH=str(target))

    assert found == target / "ingenious_desktop" / "resources" / "icons" / "ingenious-desktop-256.png"
    assert found.is_file()
