"""The questions the game asks over the table, one at a time and without blocking the computer
players: the hand-over screen, the swap offer and the game-over dialog."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from ingenious_desktop.app.describe import seat_name, spoken_to, swap_choice
from ingenious_desktop.app.statistics import load_statistics
from ingenious_desktop.engine import Game, Phase

from ..kit.messages import message_box
from ..kit.window_part import WindowPart


class Questions(WindowPart):
    def __init__(self, window):
        super().__init__(window)
        self.dialog: QWidget | None = None  # the swap offer or game-over dialog on screen, if any
        c = self.controller
        c.handOverRequested.connect(self._cover_table)
        c.swapOffered.connect(self._offer_swap)
        c.gameOver.connect(self.show_game_over)
        window.table.overlay.ready.connect(self._on_ready_after_hand_over)
        window.table.overlay.undoRequested.connect(c.undo)

    def _cover_table(self, seat: int) -> None:
        """Cover the table for the hand-over once the last move has landed (the racks are face down already)."""
        self.scene.cancel_pick()
        self.scene.animate.when_landed(lambda: self._cover_if_still_due(seat))

    def _cover_if_still_due(self, seat: int) -> None:
        if self.controller.handover_pending == seat:
            seats = self.controller.seats
            self.window.table.overlay.cover(seat_name(seats, seat), spoken_to(seats, seat))

    def _on_ready_after_hand_over(self) -> None:
        self.window.table.view.setFocus()
        self.controller.confirm_hand_over()

    def _offer_swap(self, seat: int, why: str) -> None:
        """Ask once the placement has landed: the question must not hide the move it follows."""
        game = self.controller.game
        self.scene.animate.when_landed(lambda: self._ask_swap(why) if self._swap_still_due(game, seat) else None)

    def _swap_still_due(self, game: Game, seat: int) -> bool:
        return self.controller.game is game and game.phase is Phase.REFILL and game.to_move == seat

    def _ask_swap(self, why: str) -> None:
        box = message_box(self.window, QMessageBox.Icon.Question, self.tr("Swap your tiles?"),
                          self.tr("{reason}\n\n{choice}").format(reason=why, choice=swap_choice()))
        swap = box.addButton(self.tr("Swap all tiles"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("Keep my tiles"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.finished.connect(lambda _result: self.controller.answer_swap(box.clickedButton() is swap))
        self._show(box)

    def show_game_over(self) -> None:
        from ..dialogs.game_over import GameOverDialog

        window = self.window
        dialog = GameOverDialog(self.controller.game, self.controller.seats, window, best_solo=self._best_solo_before(),
                                hints=self.controller.hints_used, rematch=self.controller.table.offers_rematch)
        dialog.leaveRequested.connect(window.network.leave_finished)
        dialog.reviewRequested.connect(window.coach.review_game)
        dialog.newGameRequested.connect(window.choose_new_game)
        dialog.playAgainRequested.connect(window.play_again)
        dialog.replayRequested.connect(window.replay.show_current_game)
        self._place_over_table(dialog)
        self._show(dialog)

    def _place_over_table(self, dialog) -> None:
        """Over the table, leaving the panels beside it readable (the lesson's last words explain the
        ranking); one wider than the table reaches left, away from the panels, as far as the screen allows."""
        dialog.adjustSize()
        table = self.window.centralWidget()
        over = QRect(table.mapToGlobal(QPoint(0, 0)), table.size())
        screen = self.window.screen().availableGeometry()
        size = dialog.frameGeometry().size()
        left = max(screen.left(), min(over.center().x() - size.width() // 2, over.right() - size.width()))
        top = max(screen.top(), min(over.center().y() - size.height() // 2, screen.bottom() - size.height()))
        dialog.move(left, top)

    def _best_solo_before(self) -> str | None:
        """The best solo result before the game that just ended, for its game-over dialog (solo only)."""
        path = self.controller.statistics_path
        if self.controller.game.variant.name != "solo" or path is None:
            return None
        return load_statistics(path)[0].best_solo_before(self.controller.game_id)

    def _show(self, dialog) -> None:
        """Show a window-modal dialog without blocking: the computer players go on meanwhile."""
        self.close_dialog()
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: self._forget(dialog))
        dialog.open()

    def _forget(self, dialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def close_dialog(self) -> None:
        """Close the swap offer or game-over dialog of a position that is no longer on the table."""
        if self.dialog is not None:
            self.dialog.close()

    def hide_all(self) -> None:
        """Take the window's dialogs off the screen with it, unanswered (closing a swap offer would answer
        it; the saved game asks again when it is opened)."""
        for dialog in self.window.findChildren(QDialog):
            if dialog.isVisible():
                dialog.hide()
