"""Nothing a player did is lost by a stray key (issue 25): the game-over dialog's Enter closes it and the
finished game is kept in Open Recent; a hot-seat placement can be taken back until the hand-over cover is
dismissed; the game log stays where the player put it when a larger game starts."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from ingenious_desktop.app.setup import GameSetup
from ingenious_desktop.engine import Phase, Seat, load_record
from ingenious_desktop.ui.dialogs.game_over import GameOverDialog
from ingenious_desktop.ui.window import main

from games import dealt_game, one_placement_from_the_end

COMPLETE = Path(__file__).parents[1] / "engine" / "examples" / "standard-2p-complete.ingenious"
ADA, BEN = Seat("Ada"), Seat("Ben")


def four_players() -> GameSetup:
    return GameSetup("standard", (Seat("You"),) + tuple(Seat(f"C{k}", "ai", "easy") for k in range(3)), 0)


# ----------------------------------------------------------------- item 17: the log stays on


def test_a_four_player_game_started_in_a_window_of_the_first_size_keeps_the_log_on(window):
    window.resize(1200, 800)  # the window's first size on a large screen
    window.show()
    window.controller.computer_pause = 60.0
    assert window.log.dock.isVisible()

    window.new_game(four_players())
    window.resize(1210, 800)

    assert window.log.dock.isVisible()
    assert window.show_log_action.isChecked()


def test_a_four_player_game_resumed_keeps_the_log_on(make_window, monkeypatch):
    first = make_window()
    first.controller.computer_pause = 60.0
    first.new_game(four_players())
    first.controller.request_placement(first.controller.game.legal_placements()[0])
    first.controller.stop()
    second = make_window()
    second.controller.autosave_path = first.controller.autosave_path
    second.resize(1200, 800)
    second.show()
    second.controller.computer_pause = 60.0
    monkeypatch.setattr(main, "ask_to_play_on", lambda window, what: True)

    assert main.offer_resume(second)

    assert second.controller.game.variant.players == 4
    assert second.log.dock.isVisible()


# ----------------------------------------------------------------- item 2: Enter closes the game-over dialog


def finish_a_game(window, qtbot) -> GameOverDialog:
    window.show()
    game, seats, last = one_placement_from_the_end()
    window.start_game(game, seats)
    window.scene.placementRequested.emit(last)
    qtbot.waitUntil(lambda: isinstance(window.questions.dialog, GameOverDialog) and window.questions.dialog.isVisible())
    return window.questions.dialog


def test_a_stray_enter_on_the_game_over_dialog_closes_it_and_the_game_stays(window, qtbot):
    dialog = finish_a_game(window, qtbot)
    finished = window.controller.game

    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)

    assert not dialog.isVisible()
    assert window.controller.game is finished and finished.is_over


def test_a_game_that_ended_unsaved_is_kept_in_open_recent(window, qtbot):
    dialog = finish_a_game(window, qtbot)
    finished = window.controller.game
    play_again = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Play again")

    qtbot.mouseClick(play_again, Qt.MouseButton.LeftButton)

    assert window.controller.game is not finished
    kept = Path(window.settings.recent_files[0])
    assert kept.parent == window.controller.autosave_path.parent / "finished games"
    assert load_record(kept).events == finished.log
    window.documents.fill_recent_menu(window.recent_menu)
    assert window.recent_menu.actions()[0].text() == kept.name


def test_a_finished_game_that_had_no_file_belongs_to_the_kept_one(window, qtbot):
    finish_a_game(window, qtbot)

    assert window.documents.path == Path(window.settings.recent_files[0])
    assert window.documents.path.name in window.windowTitle() and not window.isWindowModified()


def test_a_finished_game_opened_from_its_file_is_not_kept_again(window, qtbot):
    window.show()
    window.documents.open_file(COMPLETE)

    assert window.settings.recent_files == [str(COMPLETE.absolute())]


# ----------------------------------------------------------------- item 18: hot-seat undo until the cover is dismissed


def ada_placed_and_ben_is_called(window, qtbot, placement=None):
    """A hot-seat game in which Ada dismissed her cover and placed; the cover now calls Ben."""
    window.show()
    window.start_game(dealt_game(seed=5), [ADA, BEN])
    overlay = window.table.overlay
    qtbot.mouseClick(overlay, Qt.MouseButton.LeftButton)
    before = list(window.controller.game.log)
    window.scene.placementRequested.emit(placement or window.controller.game.legal_placements()[0])
    if window.controller.game.phase is Phase.REFILL:
        window.controller.answer_swap(False)
    qtbot.waitUntil(lambda: overlay.isVisible() and "Ben" in overlay.message)
    return before


def test_the_hand_over_cover_offers_to_undo_the_last_turn_and_the_bag_deals_the_same(window, qtbot):
    placement = dealt_game(seed=5).legal_placements()[0]
    before = ada_placed_and_ben_is_called(window, qtbot, placement)
    placed = list(window.controller.game.log)
    overlay = window.table.overlay
    assert overlay.undo_button.isVisible()

    qtbot.mouseClick(overlay.undo_button, Qt.MouseButton.LeftButton)

    assert window.controller.game.log == before
    assert overlay.isVisible() and "Ada" in overlay.message  # Ben may be the one at the screen
    assert window.controller.face_up_racks() == set()
    qtbot.mouseClick(overlay, Qt.MouseButton.LeftButton)
    assert window.controller.human_to_place() == 0 and window.controller.face_up_racks() == {0}
    place_and_keep(window, placement)
    assert window.controller.game.log == placed  # the same tiles drawn


def test_ctrl_z_over_the_hand_over_cover_takes_the_turn_back(window, qtbot):
    before = ada_placed_and_ben_is_called(window, qtbot)

    qtbot.keyClick(window.table.overlay, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    assert window.controller.game.log == before
    assert window.controller.handover_pending == 0


def test_once_the_next_player_dismisses_the_cover_the_turn_is_final(window, qtbot):
    ada_placed_and_ben_is_called(window, qtbot)
    overlay = window.table.overlay
    log = list(window.controller.game.log)

    qtbot.keyClick(overlay, Qt.Key.Key_Return)
    qtbot.keyClick(window.table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    assert window.controller.game.log == log
    assert not window.undo_action.isEnabled() and not overlay.undo_button.isVisibleTo(overlay)


def place_and_keep(window, placement) -> None:
    window.scene.placementRequested.emit(placement)
    if window.controller.game.phase is Phase.REFILL:
        window.controller.answer_swap(False)
