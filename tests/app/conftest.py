"""Fixtures for the controller tests: games from fixed seeds and a controller that never touches user data."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QStandardPaths

from ingenious_desktop.app.controller import GameController

from languages import german, speak  # noqa: F401 - fixtures


@pytest.fixture(autouse=True)
def isolated_user_data(qapp, tmp_path):
    """Point QStandardPaths and QSettings away from the real user's folders."""
    QStandardPaths.setTestModeEnabled(True)
    qapp.setOrganizationName(f"ingenious-test-{tmp_path.name}")
    yield
    qapp.setOrganizationName("")


@pytest.fixture
def controller(qtbot, tmp_path):
    made = GameController(tmp_path / "autosave.ingenious")
    made.computer_pause = 0.0
    yield made
    made.stop()
