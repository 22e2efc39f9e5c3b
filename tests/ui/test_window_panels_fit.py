"""The table stays the main thing at every size: the win chances fold into the menu bar where their
panel would make the table smaller, and no panel ever covers a part of the table (issue 25, item 16)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from ingenious_desktop.app import coaching
from ingenious_desktop.app.setup import GameSetup
from ingenious_desktop.engine import Seat
from ingenious_desktop.ui.table.plates import PanelItem


@pytest.fixture(autouse=True)
def quick_coach(monkeypatch):
    monkeypatch.setattr(coaching, "HINT_SECONDS", 0.2)


def playing(window, qtbot, width: int, height: int):
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    window.new_game(GameSetup("standard", (Seat("You"), Seat("Computer", "ai", "easy")), 0))
    window.log.dock.show()
    return window


def on_screen(widget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def table_scale(window) -> float:
    return window.table.view.transform().m11()


def test_at_800x600_the_chances_fold_and_no_panel_covers_the_computers_plate(window, qtbot):
    playing(window, qtbot, 800, 600)
    window.log.dock.show()

    window.coach.chances_action.trigger()
    qtbot.waitUntil(lambda: "%" in window.coach.line.text(), timeout=10_000)
    qtbot.waitUntil(window.coach.line.isVisible)

    assert not window.coach.dock.isVisible()
    line = window.coach.line
    assert line.text().startswith("Chance to win: You") and line.width() >= line.sizeHint().width()  # all of it
    view = window.table.view
    computer = next(p for p in window.scene.items() if isinstance(p, PanelItem) and p.seats[0][1] == "Computer")
    plate = view.mapFromScene(computer.sceneBoundingRect()).boundingRect()
    seen = on_screen(view.viewport())
    for dock in (window.log.dock, window.coach.dock):
        if dock.isVisible():
            assert not on_screen(dock).intersects(seen)  # the table is wholly in sight
    assert view.viewport().rect().contains(plate)


def test_at_1366x768_the_chances_leave_the_table_as_large_as_without_them(window, qtbot):
    playing(window, qtbot, 1366, 740)
    qtbot.wait(20)
    alone = table_scale(window)

    window.coach.chances_action.trigger()
    qtbot.waitUntil(lambda: "%" in window.coach.line.text(), timeout=10_000)
    qtbot.waitUntil(window.coach.line.isVisible)
    qtbot.wait(20)

    assert not window.coach.dock.isVisible() and table_scale(window) == pytest.approx(alone)
    window.resize(1920, 1050)  # room enough: the panel beside the table
    qtbot.waitUntil(lambda: window.coach.dock.isVisible() and not window.coach.line.isVisible())
    qtbot.mouseClick(window.coach.dock.close_button, Qt.MouseButton.LeftButton)
    assert not window.coach.chances_action.isChecked() and not window.coach.dock.isVisible()
    window.resize(800, 600)
    qtbot.wait(20)
    assert not window.coach.line.isVisible()  # hidden by the player, in no form
