"""Coming and going in the replay viewer: the log follows Home, and a game-over dialog once dismissed stays so."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from ingenious_desktop.app.settings import Settings
from ingenious_desktop.ui.dialogs.game_over import GameOverDialog
from ingenious_desktop.ui.window.main_window import MainWindow

from games import one_placement_from_the_end

COMPLETE = Path(__file__).parents[1] / "engine" / "examples" / "standard-2p-complete.ingenious"


@pytest.fixture
def window(qtbot, qapp, tmp_path):
    QStandardPaths.setTestModeEnabled(True)
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.sound = False
    made = MainWindow(settings, tmp_path / "autosave.ingenious")
    made.controller.computer_pause = 0.0
    made.resize(1000, 700)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.controller.stop()


def first_line_in_sight(window) -> bool:
    log = window.log.view
    return log.viewport().rect().contains(log.visualItemRect(log.item(0)))


def test_home_in_the_viewer_brings_the_first_log_line_back_into_sight(window, qtbot):
    assert window.replay.open_file(COMPLETE)
    assert first_line_in_sight(window)  # the story starts at its first placement
    qtbot.keyClick(window.table.view, Qt.Key.Key_End)
    assert not first_line_in_sight(window)  # a long game: the log scrolls

    qtbot.keyClick(window.table.view, Qt.Key.Key_Home)

    assert first_line_in_sight(window)


def test_a_dismissed_game_over_dialog_stays_away_after_a_replay_and_ctrl_q_quits(window, qtbot):
    game, seats, last = one_placement_from_the_end()
    window.start_game(game, seats)
    window.controller.request_placement(last)
    dialog = window.questions.dialog
    assert isinstance(dialog, GameOverDialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()

    assert window.replay.open_file(COMPLETE)
    close = next(b for b in window.replay.viewer.bar.findChildren(QPushButton) if b.text() == "Close replay")
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)

    assert not window.replay.viewer.active
    assert not [shown for shown in window.findChildren(GameOverDialog) if shown.isVisible()]
    assert QApplication.activeModalWidget() is None
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not window.isVisible()
