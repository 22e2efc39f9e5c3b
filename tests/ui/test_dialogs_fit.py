"""Issue 13: dialogs keep their words whole in every language: the statistics columns, the game-over
ranking, the rules on a small screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QDialogButtonBox, QTableWidget

from ingenious_desktop.app.languages import LANGUAGES
from ingenious_desktop.app.statistics import LOSS, WIN, GameResult, SeatResult, Statistics, save_statistics
from ingenious_desktop.engine import Seat, load_record
from ingenious_desktop.ui.dialogs import statistics as statistics_dialog
from ingenious_desktop.ui.dialogs.game_over import GameOverDialog
from ingenious_desktop.ui.dialogs.rules import RulesDialog
from ingenious_desktop.ui.dialogs.statistics import StatisticsDialog

EXAMPLES = Path(__file__).parents[1] / "engine" / "examples"


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_column_of_the_statistics_is_shown_without_scrolling_sideways(qtbot, qapp, monkeypatch, tmp_path, speak,
                                                                            code):
    screen = qapp.primaryScreen().availableGeometry().width()
    monkeypatch.setattr(statistics_dialog, "SCREEN_SHARE", statistics_dialog.SCREEN_SHARE * 1366 / screen)  # as wide
    path = tmp_path / "statistics.json"
    seats = (SeatResult("Ada", 0, "human", None, WIN, 9), SeatResult("Bot", 1, "ai", "hard", LOSS, 5))
    save_statistics(path, Statistics([GameResult("g1", "2026-03-01T12:00:00+00:00", "standard", seats)]))
    speak(code)
    dialog = StatisticsDialog(path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.tabs.currentWidget().findChild(QTableWidget) or dialog.tabs.currentWidget()

    assert table.horizontalScrollBar().maximum() == 0, [table.horizontalHeaderItem(c).text()
                                                        for c in range(table.columnCount())]


def test_on_a_narrow_screen_the_statistics_stay_within_it(qtbot, qapp, tmp_path, speak):
    path = tmp_path / "statistics.json"
    seats = (SeatResult("Ada", 0, "human", None, WIN, 9), SeatResult("Bot", 1, "ai", "hard", LOSS, 5))
    save_statistics(path, Statistics([GameResult("g1", "2026-03-01T12:00:00+00:00", "standard", seats)]))
    speak("de")
    dialog = StatisticsDialog(path)
    qtbot.addWidget(dialog)
    dialog.show()

    assert dialog.width() <= qapp.primaryScreen().availableGeometry().width()


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_the_game_over_buttons_stay_below_the_chart_when_the_ranking_wraps(qtbot, code, speak):
    game = load_record(EXAMPLES / "standard-2p-complete.ingenious").replay()
    speak(code)
    dialog = GameOverDialog(game, [Seat("Ada"), Seat("Bot", "ai", "easy")])
    qtbot.addWidget(dialog)
    dialog.resize(dialog.minimumSizeHint())  # as a small screen sizes it: its sentences wrap once more
    dialog.show()
    qtbot.waitExposed(dialog)

    buttons = dialog.findChild(QDialogButtonBox)
    assert dialog.summary.geometry().bottom() < dialog.chart.geometry().top()
    assert dialog.chart.geometry().bottom() < buttons.geometry().top()
    assert buttons.geometry().bottom() < dialog.height()


class SmallScreen:
    """An 800x600 screen, less its panel."""

    @staticmethod
    def availableGeometry() -> QRect:
        return QRect(0, 0, 800, 560)


def test_the_rules_keep_their_close_button_on_a_small_screen(qtbot, monkeypatch):
    monkeypatch.setattr(RulesDialog, "screen", lambda self: SmallScreen())

    dialog = RulesDialog()
    qtbot.addWidget(dialog)

    assert dialog.height() <= 560 and dialog.width() <= 800
