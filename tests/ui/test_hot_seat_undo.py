"""Undo in hot-seat with computer seats: back to the turn of the player who just moved, behind the cover."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ingenious_desktop.engine import Phase, Place, Seat
from ingenious_desktop.ui.table.items import RackTileItem

from games import dealt_game
from shown import plain

ADA, BEN = Seat("Ada"), Seat("Ben")
BOT = Seat("Bot", "ai", "easy")


def face_up_tiles(window) -> list:
    return [item for item in window.scene.items() if isinstance(item, RackTileItem)]


def test_undo_under_bens_cover_takes_adas_turn_back_and_covers_the_table_for_ada(window, qtbot):
    window.show()
    game = dealt_game(players=3, seed=5)
    window.start_game(game, [ADA, BOT, BEN])
    overlay = window.table.overlay
    qtbot.mouseClick(overlay, Qt.MouseButton.LeftButton)  # Ada is ready
    before = list(window.controller.game.log)
    adas_rack = list(window.controller.game.racks[0])
    window.scene.placementRequested.emit(window.controller.game.legal_placements()[0])
    if window.controller.game.phase is Phase.REFILL:
        window.controller.answer_swap(False)
    qtbot.waitUntil(lambda: overlay.isVisible() and "Pass to Ben" in plain(overlay.message), timeout=10000)
    placed = [event.player for event in window.controller.game.log[len(before):] if isinstance(event, Place)]
    assert placed[0] == 0 and set(placed[1:]) == {1}  # Ada, then the computer
    assert overlay.undo_button.isVisible()

    qtbot.mouseClick(overlay.undo_button, Qt.MouseButton.LeftButton)  # whoever sits there: Ben, maybe

    assert window.controller.game.log == before
    assert overlay.isVisible() and "Pass to Ada" in plain(overlay.message)
    assert not face_up_tiles(window)
    qtbot.mouseClick(overlay, Qt.MouseButton.LeftButton)
    assert len(face_up_tiles(window)) == len(adas_rack)
    assert window.controller.game.racks[0] == adas_rack  # the bag dealt the same tiles
    assert window.controller.face_up_racks() == {0}
