"""The main window opens at a usable size on the screen it appears on, whatever size it was closed at."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSettings

from ingenious_desktop.app.settings import Settings
from ingenious_desktop.ui.window.main_window import MainWindow


@pytest.fixture
def reopened(qtbot, tmp_path):
    """Close a window at ``rect`` and open the next one with the same settings: the second window."""
    made = []

    def reopen(rect: QRect) -> MainWindow:
        for number in range(2):
            settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
            settings.sound = False
            window = MainWindow(settings, tmp_path / f"autosave{number}.ingenious")
            qtbot.addWidget(window)
            made.append(window)
            if number == 0:
                window.setGeometry(rect)
                window.show()
                window.close()
        window.show()
        return window

    yield reopen
    for window in made:
        window.controller.stop()


def assert_usable_on_screen(window) -> None:
    available = window.screen().availableGeometry()
    assert available.contains(window.geometry())
    assert window.width() >= min(640, available.width() * 0.9) - 1
    assert window.height() >= min(480, available.height() * 0.9) - 1


@pytest.mark.parametrize("closed_at", [QRect(10, 10, 452, 228), QRect(0, 0, 790, 228), QRect(3000, 2000, 760, 560),
                                       QRect(-2000, 40, 760, 560), QRect(0, 0, 5000, 4000)])
def test_a_window_closed_small_or_elsewhere_opens_usable_on_its_screen(reopened, closed_at):
    assert_usable_on_screen(reopened(closed_at))


def test_a_usable_size_where_it_was_closed_is_kept(reopened):
    available = QRect(reopened(QRect(0, 0, 10, 10)).screen().availableGeometry())
    closed_at = QRect(available.left() + 20, available.top() + 20, 730, 530)

    window = reopened(closed_at)

    assert window.size() == closed_at.size()
    assert (window.pos() - closed_at.topLeft()).manhattanLength() <= 30  # the frame may move it a little
