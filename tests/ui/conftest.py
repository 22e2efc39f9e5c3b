"""Fixtures for the window tests: windows whose settings and autosave live in a temporary folder."""

from __future__ import annotations

from typing import NamedTuple

import pytest
from PySide6.QtCore import QSettings, QStandardPaths, Qt
from PySide6.QtWidgets import QMessageBox

from ingenious_desktop.app.settings import Settings
from ingenious_desktop.ui.window.main_window import MainWindow

from languages import german, speak  # noqa: F401 - fixtures


@pytest.fixture
def make_window(qtbot, qapp, tmp_path):
    QStandardPaths.setTestModeEnabled(True)
    qapp.setOrganizationName(f"ingenious-test-{tmp_path.name}")
    made = []

    def make() -> MainWindow:
        settings = Settings(QSettings(str(tmp_path / f"settings{len(made)}.ini"), QSettings.Format.IniFormat))
        settings.sound = False  # the tests never need a sound device (test_sounds turns them on, with no device)
        window = MainWindow(settings, tmp_path / f"autosave{len(made)}.ingenious")
        window.controller.computer_pause = 0.0
        qtbot.addWidget(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.controller.stop()
    qapp.setOrganizationName("")


@pytest.fixture
def window(make_window):
    return make_window()


@pytest.fixture
def error_dialogs(message_boxes):
    """(title, text) of every message box the window waited on."""
    return message_boxes


class Shown(NamedTuple):
    title: str
    text: str
    plain: bool  # shown as plain text, never as HTML


@pytest.fixture
def message_boxes(monkeypatch):
    """Every message box shown and waited on; each is closed at once, as if by Escape."""
    shown = []

    def record(box) -> int:
        shown.append(Shown(box.windowTitle(), box.text(), box.textFormat() == Qt.TextFormat.PlainText))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", record)
    return shown
