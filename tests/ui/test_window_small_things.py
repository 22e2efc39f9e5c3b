"""Issue 25, item 22: the small things a player noticed, each with the keys or clicks that showed it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def test_f11_shows_the_table_on_the_whole_screen_and_back(window, qtbot):
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # a shortcut needs its window active

    qtbot.keyClick(window.table.view, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.full_screen_action.isChecked()

    qtbot.keyClick(window.table.view, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.full_screen_action.isChecked()
