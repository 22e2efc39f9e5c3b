"""Issue 25, item 22: the small things a player noticed, each with the keys or clicks that showed it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QStyle, QStyleOptionComboBox, QTableWidget

from ingenious_desktop.app import coaching
from ingenious_desktop.app.setup import default_setup
from ingenious_desktop.app.statistics import LOSS, WIN, GameResult, SeatResult, Statistics, save_statistics
from ingenious_desktop.engine import Place, Seat
from ingenious_desktop.ui.dialogs.new_game import NewGameDialog
from ingenious_desktop.ui.dialogs.statistics import StatisticsDialog
from ingenious_desktop.ui.table.hint_items import HintItem

from games import dealt_game, game_at_a_swap_offer

ADA, BOT = Seat("Ada"), Seat("Bot", "ai", "easy")


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


def shown_game(window, qtbot, seats):
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # a shortcut needs its window active
    window.start_game(dealt_game(seed=5), seats)


def hint_items(window) -> list[HintItem]:
    return [item for item in window.scene.items() if isinstance(item, HintItem)]


def test_the_words_on_taking_a_hint_go_when_the_tile_is_put_down(window, qtbot, monkeypatch):
    monkeypatch.setattr(coaching, "HINT_SECONDS", 0.2)
    shown_game(window, qtbot, [ADA, BOT])
    qtbot.keyClick(window.table.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(hint_items(window)), timeout=10_000)
    view = window.table.view
    best_cell = window.scene.layout.centre(hint_items(window)[0].placement.cells[0])
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(best_cell))
    assert window.statusBar().currentMessage().startswith("Click the hint again")

    qtbot.keyClick(view, Qt.Key.Key_Return)

    assert any(isinstance(event, Place) for event in window.controller.game.log)
    assert "Click the hint again" not in window.statusBar().currentMessage()


def test_keys_1_to_6_pick_up_a_rack_tile_while_the_game_log_has_the_focus(window, qtbot):
    shown_game(window, qtbot, [ADA, BOT])
    log = window.log.view
    qtbot.waitUntil(log.isVisible)
    log.setFocus(Qt.FocusReason.TabFocusReason)  # as Tab puts it there
    qtbot.waitUntil(log.hasFocus)

    qtbot.keyClick(log, Qt.Key.Key_3)

    pick = window.scene.hand.pick
    assert pick is not None and (pick.seat, pick.index) == (0, 2)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Escape)  # the keys after it are for the tile in hand
    assert window.scene.hand.pick is None


def test_h_pressed_as_the_computer_decides_whether_to_swap_after_its_tile_is_down_shows_the_hint(window, qtbot,
                                                                                                   monkeypatch):
    monkeypatch.setattr(coaching, "HINT_SECONDS", 0.2)
    game = game_at_a_swap_offer()
    computer = game.to_move
    seats = [ADA, ADA]
    seats[computer] = BOT  # the computer has placed and may swap: still its turn, though its tile is down
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.controller.computer_pause = 0.5
    window.start_game(game, seats)
    assert window.controller.computer_thinking

    qtbot.keyClick(window.table.view, Qt.Key.Key_H)

    qtbot.waitUntil(lambda: bool(hint_items(window)), timeout=10_000)
    assert window.controller.human_to_place() == 1 - computer


@pytest.mark.parametrize("code", ["de", "fr"])
def test_each_drop_down_list_of_the_new_game_dialog_shows_its_longest_item_clear_of_the_arrow(qtbot, speak, code):
    speak(code)
    dialog = NewGameDialog(default_setup())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    for combo in dialog.rows[1].line()[2:]:  # played by, level, opponent ("Ohne besonderen Stil")
        metrics = combo.fontMetrics()
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                             QStyle.SubControl.SC_ComboBoxEditField, combo)
        longest = max(metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count()))
        assert field.width() >= longest + metrics.averageCharWidth(), combo.itemText(0)


def test_the_statistics_name_a_level_as_the_new_game_dialog_does(qtbot, speak, tmp_path):
    path = tmp_path / "statistics.json"
    seats = (SeatResult("Ada", 0, "human", None, WIN, 9), SeatResult("Bot", 1, "ai", "hard", LOSS, 5))
    save_statistics(path, Statistics([GameResult("g1", "2026-03-01T12:00:00+00:00", "standard", seats)]))
    speak("de")
    new_game = NewGameDialog(default_setup())
    dialog = StatisticsDialog(path)
    qtbot.addWidget(new_game)
    qtbot.addWidget(dialog)

    table = dialog.tabs.widget(0).findChild(QTableWidget) or dialog.tabs.widget(0)
    level = new_game.rows[1].level
    assert table.item(0, 0).text() == level.itemText(level.findData("hard")) == "Schwer"


def test_save_as_starts_in_the_folder_of_the_most_recent_file(window, qtbot, monkeypatch, tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    window.settings.add_recent_file(str(folder / "last.ingenious"))
    window.start_game(dealt_game(seed=5), [ADA, BOT])
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda _parent, _title, start, _filter: (asked.append(start), ("", ""))[1])
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)

    qtbot.keyClick(window.table.view, Qt.Key.Key_S,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)

    assert [Path(start).parent for start in asked] == [folder]
