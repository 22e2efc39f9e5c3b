"""PyInstaller looks for ``ingenious_desktop.resources`` inside ``ingenious_desktop/``; the
package's files are in the top-level ``resources/`` (pyproject's package-dir), so look there."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def pre_find_module_path(api):
    api.search_dirs = [str(ROOT)]
