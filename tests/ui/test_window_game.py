"""The main window around the table: opening, saving, broken files, hand-over, undo, game over."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QMessageBox

from ingenious_desktop.app.setup import GameSetup
from ingenious_desktop.engine import Phase, Place, Seat, dumps_record, load_record
from ingenious_desktop.ui.dialogs.game_over import GameOverDialog
from ingenious_desktop.ui.window import main
from ingenious_desktop.ui.window.main import offer_resume
from ingenious_desktop.ui.window.main_window import MainWindow
from ingenious_desktop.ui.table.items import BoardTileItem, LabelItem, RackTileItem, TileBackItem

from games import dealt_game, game_at_a_swap_offer
from shown import plain

EXAMPLES = Path(__file__).parents[1] / "engine" / "examples"
ADA, BEN = Seat("Ada"), Seat("Ben")
BOT = Seat("Bot", "ai", "easy")
YOU = Seat("You")  # the name the program gives the one human at the screen: spoken to


def items_of(scene, kind) -> list:
    return [item for item in scene.items() if isinstance(item, kind)]


def status_line(window) -> str:
    """The status line over the board: the table's largest text."""
    return plain(max(items_of(window.scene, LabelItem), key=lambda label: label.font.pixelSize()).text)


def spy_on(scene, method: str) -> list:
    calls = []
    original = getattr(scene, method)

    def spy(*args):
        calls.append(args)
        return original(*args)

    setattr(scene, method, spy)
    return calls


def test_the_window_opened_with_a_record_shows_that_position(window):
    shown = spy_on(window.scene, "show_game")
    record = load_record(EXAMPLES / "standard-2p-midgame.ingenious")

    assert window.documents.open_file(EXAMPLES / "standard-2p-midgame.ingenious")

    game, seats, _offset = shown[-1]
    assert game.log == record.events
    assert game.scores == record.replay().scores
    assert [s.name for s in seats] == ["Player 1", "Player 2"]
    assert window.log.view.count() >= sum(1 for e in record.events if e.to_json()["type"] == "place")
    assert "standard-2p-midgame" in window.windowTitle()


def test_a_placement_asked_for_on_the_table_scores_and_is_logged(window):
    game = dealt_game(seed=5)
    window.start_game(game, [YOU, BOT])
    placement, points = max(game.scored_placements(), key=lambda sp: sum(sp[1]))

    window.scene.placementRequested.emit(placement)

    assert sum(window.controller.game.scores[0]) == sum(points)
    assert plain(window.log.view.item(window.log.view.count() - 1).text()).startswith("You place")  # the one human


def test_the_hand_over_screen_covers_the_table_and_no_other_humans_rack_is_face_up(window, qtbot):
    face_up = spy_on(window.scene, "set_face_up_racks")
    window.show()
    window.start_game(dealt_game(seed=5), [ADA, BEN])
    overlay = window.table.overlay
    assert overlay.isVisible() and "Pass to Ada" in plain(overlay.message)
    assert face_up[-1] == (set(),)

    qtbot.mouseClick(overlay, Qt.MouseButton.LeftButton)
    assert not overlay.isVisible()
    assert face_up[-1] == ({0},)

    window.scene.placementRequested.emit(window.controller.game.legal_placements()[0])
    if window.controller.game.phase is Phase.REFILL:
        window.controller.answer_swap(False)
    qtbot.waitUntil(overlay.isVisible)
    assert "Pass to Ben" in plain(overlay.message)
    assert face_up[-1] == (set(),)
    assert all(args[0] <= {0} for args in face_up[:face_up.index(({0},)) + 2])
    qtbot.keyClick(overlay, Qt.Key.Key_Return)
    assert face_up[-1] == ({1},)
    assert not window.undo_action.isEnabled()


def place_and_keep(window, placement) -> None:
    """Place for the human to move, declining a swap if one is offered."""
    window.scene.placementRequested.emit(placement)
    if window.controller.game.phase is Phase.REFILL:
        window.controller.answer_swap(False)


@pytest.mark.parametrize("speed", [1.0, 2.0])
def test_the_hand_over_screen_waits_until_the_move_has_landed_with_the_racks_face_down(window, qtbot, speed):
    window.settings.animation_speed = speed
    window.apply_preferences()
    window.show()
    window.start_game(dealt_game(seed=5), [ADA, BEN])
    overlay = window.table.overlay
    qtbot.keyClick(overlay, Qt.Key.Key_Return)
    game = window.controller.game
    best, points = max(game.scored_placements(), key=lambda sp: sum(sp[1]))
    assert sum(points) > 0

    place_and_keep(window, best)

    assert not overlay.isVisible()  # Ada sees her tile land, its lines flash and her pegs move
    assert not items_of(window.scene, RackTileItem)  # but nobody's tiles are on show meanwhile
    assert status_line(window) == "Pass to Ben"
    qtbot.waitUntil(overlay.isVisible)
    assert "Pass to Ben" in plain(overlay.message)


def test_without_animations_the_hand_over_screen_comes_at_once(window, qtbot):
    window.settings.animation_speed = 0.0
    window.apply_preferences()
    window.show()
    window.start_game(dealt_game(seed=5), [ADA, BEN])
    qtbot.keyClick(window.table.overlay, Qt.Key.Key_Return)

    place_and_keep(window, window.controller.game.legal_placements()[0])

    assert window.table.overlay.isVisible() and "Pass to Ben" in plain(window.table.overlay.message)


def test_a_click_on_the_table_skips_the_effects_and_brings_the_hand_over_screen(window, qtbot):
    window.show()
    window.start_game(dealt_game(seed=5), [ADA, BEN])
    qtbot.keyClick(window.table.overlay, Qt.Key.Key_Return)
    place_and_keep(window, window.controller.game.legal_placements()[0])
    assert not window.table.overlay.isVisible()

    qtbot.mouseClick(window.table.view.viewport(), Qt.MouseButton.LeftButton)

    assert window.table.overlay.isVisible()


def test_a_new_game_during_the_effects_leaves_no_stale_hand_over_screen(window, qtbot):
    window.show()
    window.start_game(dealt_game(seed=5), [ADA, BEN])
    qtbot.keyClick(window.table.overlay, Qt.Key.Key_Return)
    place_and_keep(window, window.controller.game.legal_placements()[0])

    window.start_game(dealt_game(seed=7), [ADA, BOT])

    assert not window.table.overlay.isVisible()
    assert window.controller.human_to_place() == 0


@pytest.mark.parametrize("how", ["new game", "open"])
def test_a_game_that_starts_takes_the_keyboard_to_the_table(window, qtbot, tmp_path, how):
    saved = tmp_path / "saved.ingenious"
    saved.write_text(dumps_record(dealt_game(seed=5), [ADA, BOT]))
    window.show()
    window.log.view.setFocus()  # the player had clicked in the game log
    if how == "open":
        window.documents.open_file(saved)
    else:
        window.new_game(GameSetup("standard", (ADA, BOT)))
    seat = window.controller.human_to_place()
    assert seat is not None

    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_1)

    assert any(item.opacity() < 1 for item in items_of(window.scene, RackTileItem) if item.seat == seat)


def test_save_then_open_gives_the_same_game(make_window, tmp_path):
    first = make_window()
    game = dealt_game(seed=5)
    first.start_game(game, [ADA, BOT])
    first.controller.request_placement(game.legal_placements()[0])
    first.controller.stop()
    path = tmp_path / "game.ingenious"

    assert first.documents.save_to(path)
    second = make_window()
    assert second.documents.open_file(path)

    assert second.controller.game.log == first.controller.game.log
    assert second.controller.game.scores == first.controller.game.scores
    assert second.controller.seats == [ADA, BOT]
    assert str(path) in second.settings.recent_files


@pytest.mark.parametrize("content", [b"{ not json", b'{"format": "something-else", "version": 1}', b"\x00\xff" * 40])
def test_a_broken_file_gets_one_error_dialog_and_the_game_goes_on(window, error_dialogs, tmp_path, content):
    game = dealt_game(seed=5)
    window.start_game(game, [ADA, BOT])
    window.controller.request_placement(game.legal_placements()[0])
    window.controller.stop()
    saved = tmp_path / "mine.ingenious"
    window.documents.save_to(saved)
    log = list(window.controller.game.log)
    broken = tmp_path / "broken.ingenious"
    broken.write_bytes(content)

    assert not window.documents.open_file(broken)

    assert len(error_dialogs) == 1 and "broken.ingenious" in error_dialogs[0][1]
    assert window.controller.game is game and game.log == log
    assert broken.read_bytes() == content
    assert window.documents.save()
    assert broken.read_bytes() == content
    assert load_record(saved).events == log


def test_undo_from_the_menu_restores_the_position_before_the_humans_turn(window, qtbot):
    game = dealt_game(seed=5)
    window.start_game(game, [ADA, BOT])
    dealt_log = list(game.log)
    window.scene.placementRequested.emit(game.legal_placements()[0])
    if window.controller.game.phase is Phase.REFILL:
        window.controller.answer_swap(False)
    qtbot.waitUntil(lambda: window.controller.human_to_place() == 0, timeout=10000)
    assert window.undo_action.isEnabled()

    window.undo_action.trigger()

    assert window.controller.game.log == dealt_log
    assert window.log.view.count() == 0
    assert window.redo_action.isEnabled()


def test_a_finished_game_shows_the_ranking_with_sorted_colours(window):
    record = load_record(EXAMPLES / "standard-2p-complete.ingenious")
    window.documents.open_file(EXAMPLES / "standard-2p-complete.ingenious")

    dialog = window.findChild(GameOverDialog)

    assert dialog is not None and dialog.isVisible()
    game = record.replay()
    winner = record.seats[game.ranking()[0][0]].name
    text = dialog.summary.text()
    assert f"{winner} wins" in plain(text)
    lowest_first = sorted(game.scores[0])
    assert text.index(f"&nbsp;{lowest_first[0]}&nbsp;") < text.index(f"&nbsp;{lowest_first[-1]}&nbsp;")


def windows_sharing_an_unfinished_autosave(make_window) -> tuple[MainWindow, MainWindow]:
    """A window whose game, one placement in, was autosaved; and a new window reading that autosave."""
    first = make_window()
    game = dealt_game(seed=5)
    first.start_game(game, [ADA, BOT])
    first.controller.request_placement(game.legal_placements()[0])
    first.controller.stop()
    first.controller.autosave()
    second = make_window()
    second.controller.autosave_path = first.controller.autosave_path
    return first, second


def test_an_unfinished_autosave_is_offered_and_resumed(make_window, monkeypatch):
    first, second = windows_sharing_an_unfinished_autosave(make_window)
    monkeypatch.setattr(main, "ask_to_play_on", lambda window, what: True)

    assert offer_resume(second)

    assert second.controller.game.log == first.controller.game.log


def test_the_resume_question_is_asked_over_that_game_with_every_rack_face_down(make_window, monkeypatch):
    first, second = windows_sharing_an_unfinished_autosave(make_window)
    behind_the_question = {}

    def answer_new_game(window, what):
        behind_the_question["tiles"] = len(items_of(second.scene, BoardTileItem))
        behind_the_question["face up"] = items_of(second.scene, RackTileItem)
        behind_the_question["face down"] = len(items_of(second.scene, TileBackItem))
        behind_the_question["log"] = [second.log.view.item(row).text() for row in range(second.log.view.count())]
        return False

    monkeypatch.setattr(main, "ask_to_play_on", answer_new_game)

    assert not offer_resume(second)

    saved = first.controller.game
    assert behind_the_question == {
        "tiles": sum(isinstance(event, Place) for event in saved.log),
        "face up": [],
        "face down": sum(len(rack) for rack in saved.racks),
        "log": [first.log.view.item(row).text() for row in range(first.log.view.count())],
    }
    assert second.controller.game is None  # nothing was played or saved meanwhile


@pytest.mark.parametrize("button, plays_on", [("Play on", True), ("New game", False)])
def test_the_resume_question_answers_in_words(window, button, plays_on):
    offered = []

    def press():
        box = window.findChild(QMessageBox)
        offered.append(sorted(b.text() for b in box.buttons()))
        next(b for b in box.buttons() if b.text() == button).click()

    QTimer.singleShot(0, press)

    assert main.ask_to_play_on(window, "The last game was not finished.") is plays_on
    assert offered == [["New game", "Play on"]]


def test_play_again_keeps_the_players_and_deals_anew(window):
    window.new_game(GameSetup("standard", (ADA, BOT), starter=1))
    assert window.controller.seats == [BOT, ADA]
    first_game = window.controller.game
    window.play_again()
    assert window.controller.seats == [BOT, ADA]
    assert window.controller.game is not first_game
    assert window.controller.game.placements_made == [0, 0]


def test_the_swap_offer_says_why_and_its_button_swaps(window, qtbot):
    game = game_at_a_swap_offer()
    seat = game.to_move
    seats = [YOU, BOT] if seat == 0 else [BOT, YOU]
    window.start_game(game, seats)
    box = window.findChild(QMessageBox)
    assert box is not None and "lowest colour" in box.text()
    assert status_line(window) == "You may swap your rack"

    swap = next(button for button in box.buttons() if button.text() == "Swap all tiles")
    qtbot.mouseClick(swap, Qt.MouseButton.LeftButton)

    assert any(line.startswith("You swap:") for line in (l.text for l in window.controller.log_lines))
    assert window.controller.game.to_move != seat or window.controller.game.is_over


def test_closing_the_window_takes_its_swap_offer_along_unanswered(make_window):
    window = make_window()
    game = game_at_a_swap_offer()
    window.start_game(game, [ADA, BOT] if game.to_move == 0 else [BOT, ADA])
    log = list(game.log)
    box = window.findChild(QMessageBox)
    assert box.isVisible()

    window.close()

    assert not box.isVisible()
    assert load_record(window.controller.autosave_path).events == log
    again = make_window()
    again.documents.open_file(window.controller.autosave_path)
    assert again.findChild(QMessageBox).isVisible()  # the question is asked again


def test_a_save_file_dropped_on_the_window_is_opened(window):
    path = EXAMPLES / "standard-3p-midgame.ingenious"
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    drop = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)

    window.dropEvent(drop)

    assert window.controller.game.log == load_record(path).events
    assert window.documents.path == path


def test_the_window_comes_back_with_its_size_and_log_panel(make_window):
    first = make_window()
    first.resize(700, 500)  # fits the offscreen screen (800 x 600)
    first.log.dock.hide()
    first.close()
    settings = first.settings
    second = MainWindow(settings)
    assert second.size() == first.size()
    assert second.log.dock.isHidden()
    second.close()


def test_a_save_that_cannot_be_written_says_so_and_keeps_the_old_file(window, error_dialogs, tmp_path):
    window.start_game(dealt_game(seed=5), [ADA, BOT])
    window.controller.stop()
    kept = tmp_path / "kept.ingenious"
    assert window.documents.save_to(kept)
    before = kept.read_bytes()
    not_a_folder = tmp_path / "a-file"
    not_a_folder.write_text("x")

    assert not window.documents.save_to(not_a_folder / "game.ingenious")

    assert len(error_dialogs) == 1 and error_dialogs[0][0] == "Cannot save"
    assert window.documents.path == kept
    assert kept.read_bytes() == before


def test_everyone_sees_a_swap_on_the_status_line_until_the_next_placement(window, qtbot):
    game = game_at_a_swap_offer()
    seat = game.to_move
    window.start_game(game, [YOU, BOT] if seat == 0 else [BOT, YOU])
    box = window.findChild(QMessageBox)

    qtbot.mouseClick(next(b for b in box.buttons() if b.text() == "Swap all tiles"), Qt.MouseButton.LeftButton)

    assert "You swapped your rack" in status_line(window)
    qtbot.waitUntil(lambda: window.controller.human_to_place() == seat or window.controller.game.is_over,
                    timeout=10000)
    assert "swapped" not in status_line(window)


def test_a_finished_game_shows_the_outcome_on_the_status_line(window):
    record = load_record(EXAMPLES / "standard-2p-complete.ingenious")
    window.documents.open_file(EXAMPLES / "standard-2p-complete.ingenious")

    winner = record.seats[record.replay().ranking()[0][0]].name
    assert status_line(window) == f"Game over · {winner} wins"
