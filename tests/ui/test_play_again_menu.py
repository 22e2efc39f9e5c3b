"""Play again stays within reach once the game-over dialog is gone (after Replay or Review): Game ▸ Play again,
shown while the game is over, deals a new game for the same players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from ingenious_desktop.ui.dialogs.game_over import GameOverDialog

from games import one_placement_from_the_end

pytestmark = pytest.mark.qt_log_ignore("does not support raise")


@pytest.mark.parametrize("button", ["Replay…", "Review game…"])
def test_after_replay_or_review_from_the_game_over_dialog_the_game_menu_plays_again(window, qtbot, button,
                                                                                       monkeypatch):
    monkeypatch.setattr(type(window.coach), "review_game", lambda coach: None)  # its dialog is tested elsewhere
    game, seats, last = one_placement_from_the_end()
    window.start_game(game, seats)
    assert not window.play_again_action.isVisible()  # a game on: nothing to play again
    window.controller.request_placement(last)
    dialog = window.questions.dialog
    assert isinstance(dialog, GameOverDialog)
    qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.text() == button),
                     Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()

    item = next(action for action in window.game_menu.actions() if action.text().replace("&", "") == "Play again")
    assert item.isVisible()
    item.trigger()
    assert window.controller.game is not game and not window.controller.game.is_over
    assert not window.replay.active  # the replay gave way to the new game
    assert [seat.name for seat in window.controller.seats] == [seat.name for seat in seats]
    assert not item.isVisible()
