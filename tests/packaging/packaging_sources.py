"""Where the packaging's sources are, for the tests in this folder."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
INSTALLERS = ROOT / "installers"
ICONS = ROOT / "resources" / "icons"

sys.path.insert(0, str(PACKAGING))
import bundle_contents  # noqa: E402  (packaging/ is no Python package)


def build_script():
    """packaging/build as a module (its file name has no .py)."""
    loader = importlib.machinery.SourceFileLoader("packaging_build", str(PACKAGING / "build"))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


__all__ = ["ROOT", "PACKAGING", "INSTALLERS", "ICONS", "bundle_contents", "build_script"]
