"""A game in progress never leaves the table unasked (issue 25, item 1): Game ▸ Open…, Open recent and
New game ask to save it, leave it or play on. "In progress": not over, and a human has placed a tile;
a game its file holds as it stands is never asked about."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ingenious_desktop.app.setup import GameSetup
from ingenious_desktop.engine import Game, Phase, Seat, load_record, make_variant
from ingenious_desktop.ui.dialogs.new_game import NewGameDialog

COMPLETE = Path(__file__).parents[1] / "engine" / "examples" / "standard-2p-complete.ingenious"
ADA, BEN, BOT = Seat("Ada"), Seat("Ben"), Seat("Bot", "ai", "easy")
QUESTION = "Leave the game in progress?"


def place_and_keep(window, qtbot) -> None:
    """The human to move places a tile (declining a swap) and the next one, if called, dismisses the cover."""
    qtbot.waitUntil(lambda: window.controller.human_to_place() is not None or window.table.overlay.isVisible())
    if window.table.overlay.isVisible():
        qtbot.mouseClick(window.table.overlay, Qt.MouseButton.LeftButton)
    window.scene.placementRequested.emit(window.controller.game.legal_placements()[0])
    if window.controller.game.phase is Phase.REFILL:
        window.controller.answer_swap(False)


def hot_seat_two_turns_in(window, qtbot) -> Game:
    window.show()
    game = Game(make_variant("standard", 2), 5)
    window.start_game(game, [ADA, BEN])
    place_and_keep(window, qtbot)
    place_and_keep(window, qtbot)
    return window.controller.game


def answer(qtbot, window, button: str, asked: list, tries: int = 200) -> None:
    """Click ``button`` of the question once it is on screen (noting its title and buttons in ``asked``)."""
    box = next((box for box in window.findChildren(QMessageBox) if box.isVisible()), None)
    if box is None:
        if tries:
            QTimer.singleShot(10, lambda: answer(qtbot, window, button, asked, tries - 1))
        return
    asked.append((box.windowTitle(), sorted(b.text().replace("&", "") for b in box.buttons())))
    qtbot.mouseClick(next(b for b in box.buttons() if b.text().replace("&", "") == button), Qt.MouseButton.LeftButton)


@pytest.fixture
def file_dialogs(monkeypatch, tmp_path):
    """The files the player picks: COMPLETE to open, tmp_path/kept.ingenious to save to; each dialog is noted."""
    shown = []

    def open_name(*args, **kwargs):
        shown.append("open")
        return str(COMPLETE), ""

    def save_name(*args, **kwargs):
        shown.append("save")
        return str(tmp_path / "kept.ingenious"), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_name)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    return shown


def test_open_over_a_hot_seat_game_two_turns_in_asks_and_cancel_plays_on(window, qtbot, file_dialogs):
    game = hot_seat_two_turns_in(window, qtbot)
    log = list(game.log)
    asked = []
    QTimer.singleShot(0, lambda: answer(qtbot, window, "Cancel", asked))

    window.open_action.trigger()

    assert asked == [(QUESTION, ["Cancel", "Leave it unsaved", "Save"])]
    assert file_dialogs == []
    assert window.controller.game is game and game.log == log


def test_leaving_it_unsaved_opens_the_file(window, qtbot, file_dialogs):
    hot_seat_two_turns_in(window, qtbot)
    asked = []
    QTimer.singleShot(0, lambda: answer(qtbot, window, "Leave it unsaved", asked))

    window.open_action.trigger()

    assert len(asked) == 1 and file_dialogs == ["open"]
    assert window.controller.game.log == load_record(COMPLETE).events


def test_saving_it_keeps_it_in_a_file_before_the_other_opens(window, qtbot, file_dialogs, tmp_path):
    game = hot_seat_two_turns_in(window, qtbot)
    log = list(game.log)
    asked = []
    QTimer.singleShot(0, lambda: answer(qtbot, window, "Save", asked))

    window.open_action.trigger()

    assert file_dialogs == ["save", "open"]
    assert load_record(tmp_path / "kept.ingenious").events == log
    assert window.controller.game.log == load_record(COMPLETE).events


def test_open_recent_asks_too(window, qtbot, file_dialogs):
    game = hot_seat_two_turns_in(window, qtbot)
    window.settings.add_recent_file(str(COMPLETE))
    window.documents.fill_recent_menu(window.recent_menu)
    asked = []
    QTimer.singleShot(0, lambda: answer(qtbot, window, "Cancel", asked))

    window.recent_menu.actions()[0].trigger()

    assert [title for title, _buttons in asked] == [QUESTION]
    assert window.controller.game is game


@pytest.fixture
def new_game_dialogs(monkeypatch):
    """Each new-game dialog shown, cancelled at once."""
    shown = []

    def cancelled(dialog) -> int:
        shown.append(dialog)
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", cancelled)
    return shown


def test_new_game_over_an_unfinished_four_player_game_asks(window, qtbot, new_game_dialogs):
    window.show()
    window.new_game(GameSetup("standard", (Seat("You"), BOT, BOT, BOT), 0))
    place_and_keep(window, qtbot)
    game = window.controller.game
    asked = []
    QTimer.singleShot(0, lambda: answer(qtbot, window, "Cancel", asked))

    window.new_action.trigger()

    assert [title for title, _buttons in asked] == [QUESTION]
    assert new_game_dialogs == [] and window.controller.game is game


def only_the_computer_placed(window, qtbot) -> None:
    window.new_game(GameSetup("standard", (ADA, BOT), starter=1))
    qtbot.waitUntil(lambda: window.controller.human_to_place() is not None)


def saved_as_it_stands(window, qtbot) -> None:
    window.new_game(GameSetup("standard", (ADA, BOT), 0))
    place_and_keep(window, qtbot)
    qtbot.waitUntil(lambda: window.controller.human_to_place() is not None)
    window.documents.save_to(window.controller.autosave_path.parent / "mine.ingenious")


def finished(window, qtbot) -> None:
    window.documents.open_file(COMPLETE)
    window.questions.close_dialog()


@pytest.mark.parametrize("how", [only_the_computer_placed, saved_as_it_stands, finished])
def test_a_game_nobody_would_miss_gives_way_without_a_question(window, qtbot, message_boxes, new_game_dialogs, how):
    window.show()
    how(window, qtbot)

    window.new_action.trigger()

    assert message_boxes == [] and len(new_game_dialogs) == 1
