"""The named computer opponents in the window: chosen by clicks in the new-game dialog, played, saved,
resumed and remembered, and described in the player's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from ingenious_desktop.ai.players.opponents import HARD_PLAYERS
from ingenious_desktop.app.setup import GameSetup
from ingenious_desktop.engine import Seat, load_record
from ingenious_desktop.ui.window import main
from ingenious_desktop.ui.window.main import offer_resume
from ingenious_desktop.ui.dialogs.new_game import NewGameDialog

from shown import plain

#: The offscreen platform says these when a window, a dialog or a combo box's list is shown.
pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing")


def click_item(qtbot, combo, text: str) -> None:
    """Open ``combo``'s list with a click and click the item ``text``."""
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    index = combo.findText(text)
    assert index >= 0, f"{text!r} is not offered: {[combo.itemText(i) for i in range(combo.count())]}"
    model_index = combo.model().index(index, 0)
    view.scrollTo(model_index)
    qtbot.wait(QApplication.doubleClickInterval() + 50)  # the list ignores a release that quick after it opened
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(model_index).center())
    qtbot.waitUntil(lambda: combo.currentText() == text and not view.isVisible())


def choose_in_the_new_game_dialog(window, qtbot, choose) -> None:
    """Game ▸ New game, ``choose(dialog)`` by clicks, then Start."""
    failures = []

    def in_the_dialog():
        dialog = QApplication.activeModalWidget()
        try:
            assert isinstance(dialog, NewGameDialog)
            qtbot.waitUntil(lambda: dialog.windowHandle() is not None and dialog.windowHandle().isExposed())
            choose(dialog)
            start = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
            qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
        except BaseException as error:  # noqa: BLE001 - reported after the dialog closes
            failures.append(error)
            dialog.reject()

    QTimer.singleShot(0, in_the_dialog)
    window.new_action.trigger()
    if failures:
        raise failures[0]


def kestrel_at_seat_two(qtbot):
    def choose(dialog):
        row = dialog.rows[1]
        click_item(qtbot, row.level, "Hard")
        click_item(qtbot, row.opponent, "Kestrel")
    return choose


def test_kestrel_chosen_by_clicks_plays_as_the_blocker_and_the_save_names_it(window, qtbot):
    window.show()
    qtbot.waitExposed(window)

    choose_in_the_new_game_dialog(window, qtbot, kestrel_at_seat_two(qtbot))

    controller = window.controller
    assert [seat.name for seat in controller.seats] == ["You", "Kestrel"]
    human_placement = controller.game.legal_placements()[0]
    controller.request_placement(human_placement)
    qtbot.waitUntil(lambda: controller.game.to_move == 0 and len(controller.game.results) >= 2, timeout=20000)
    assert type(controller.computers.player(1, controller.seats[1])) is HARD_PLAYERS["blocker"]
    assert "Kestrel places" in plain(window.log.view.item(window.log.view.count() - 1).text())
    saved = load_record(controller.autosave_path)
    assert saved.seats[1] == Seat("Kestrel", "ai", "hard", "Kestrel")


def test_the_opponent_chosen_is_offered_again_next_time(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    choose_in_the_new_game_dialog(window, qtbot, kestrel_at_seat_two(qtbot))
    window.controller.stop()

    again = NewGameDialog(window.last_setup(), window)
    qtbot.addWidget(again)

    row = again.rows[1]
    assert (row.level.currentText(), row.opponent.currentText(), row.description.text()) == (
        "Hard", "Kestrel", "Sees which colour you need and shuts its lines before you get there.")
    click_item(qtbot, row.opponent, "Nova")
    assert again.setup().seats[1] == Seat("Nova", "ai", "hard", "Nova")  # the name follows the opponent


def test_a_resumed_game_plays_on_against_the_same_opponent(make_window, monkeypatch):
    first = make_window()
    game, seats, _starter = GameSetup("standard", (Seat("Ada"), Seat("Sage", "ai", "hard", "Sage"))).new_game()
    first.start_game(game, seats)
    first.controller.request_placement(game.legal_placements()[0])
    first.controller.stop()
    first.controller.autosave()
    second = make_window()
    second.controller.autosave_path = first.controller.autosave_path
    monkeypatch.setattr(main, "ask_to_play_on", lambda window, what: True)

    assert offer_resume(second)

    second.controller.stop()
    assert second.controller.seats[1] == Seat("Sage", "ai", "hard", "Sage")
    assert type(second.controller.computers.player(1, second.controller.seats[1])) is HARD_PLAYERS["leveller"]


def test_the_german_dialog_names_and_describes_the_opponents_in_german(qtbot, german):
    dialog = NewGameDialog(GameSetup("standard", (Seat("Ada"), Seat("Marlo", "ai", "medium", "Marlo"))))
    qtbot.addWidget(dialog)
    row = dialog.rows[1]
    offered = [row.opponent.itemText(i) for i in range(row.opponent.count())]
    marlo = row.description.text()
    row.opponent.setCurrentIndex(0)
    plain = row.description.text()

    assert offered == ["Ohne besonderen Stil", "Marlo", "Vega", "Bram"]
    assert marlo == ("Spielt auf Punkte, und wenn zwei Züge fast gleich gut sind, schließt er die Linie, "
                     "die deine schwächste Farbe braucht.")
    assert plain.startswith("Spielt das Spiel seiner Stufe")


def test_a_level_changed_keeps_the_style_and_a_human_seat_shows_no_description(qtbot):
    dialog = NewGameDialog(GameSetup("standard", (Seat("Ada"), Seat("Pip", "ai", "easy", "Pip"))))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    row = dialog.rows[1]

    click_item(qtbot, row.level, "Hard")
    assert row.opponent.currentText() == "Kestrel"  # the blocker of the hard level, as Pip is of the easy one
    click_item(qtbot, row.kind, "Human")
    assert row.description.isHidden() and not row.opponent.isEnabled()
    assert dialog.setup().seats[1] == Seat("Ben", "human")
