"""View ▸ Win chances is remembered across restarts; a setting that is not a yes or a no reads as off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from ingenious_desktop.app.settings import Settings
from ingenious_desktop.engine import Seat
from ingenious_desktop.ui.window.main_window import MainWindow

from games import dealt_game


@pytest.fixture
def open_window(qtbot, tmp_path):
    """A window on the settings in tmp_path, shown with a game on the table."""
    made = []

    def open_one() -> MainWindow:
        settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
        settings.sound = False
        window = MainWindow(settings, tmp_path / f"autosave{len(made)}.ingenious")
        qtbot.addWidget(window)
        made.append(window)
        window.resize(1300, 850)
        window.show()
        window.start_game(dealt_game(), [Seat("Ada"), Seat("Bot", "ai", "easy")])
        return window

    yield open_one
    for window in made:
        window.controller.stop()


@pytest.mark.parametrize("chosen", [True, False])
def test_the_win_chances_come_back_as_they_were_left(open_window, chosen):
    first = open_window()
    if first.coach.chances_action.isChecked() != chosen:
        first.coach.chances_action.trigger()
    first.close()

    again = open_window()

    assert again.coach.chances_action.isChecked() is chosen
    assert again.coach.dock.isVisible() is chosen or again.coach.line.isVisible() is chosen


@pytest.mark.parametrize("value", ["maybe", "1", 3, ""])
def test_a_win_chances_setting_that_is_no_yes_or_no_reads_as_off(tmp_path, value):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("display/win_chances", value)
    store.sync()

    assert Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)).win_chances is False
