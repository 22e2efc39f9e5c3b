"""The lesson mode (Help ▸ Learn to play): the lesson's panel beside the table, its positions on it,
and the game it interrupted to return to."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMessageBox

from ingenious_desktop.engine import Game, Seat

from ..kit.messages import message_box
from ..kit.window_part import WindowPart


@dataclass(frozen=True)
class Interrupted:
    """The game on the table when the lesson started, to play on with when it ends."""
    game: Game | None
    seats: list[Seat]
    file: Path | None
    saved: dict           # the keys of ours its save holds (game id, whether a turn was undone)
    table_offset: int
    saved_log: list | None  # the events its file holds (None: it differs from any file)


class LessonMode(WindowPart):
    def __init__(self, window, log_width: tuple[int, int]):
        super().__init__(window)
        self.log_width = log_width
        self.lesson = None  # the Lesson, while it runs
        self.dock: QDockWidget | None = None
        self.interrupted: Interrupted | None = None

    @property
    def active(self) -> bool:
        return self.lesson is not None

    def retranslate(self) -> None:
        if self.dock is not None:
            self.dock.setWindowTitle(self.tr("Learn to play"))

    def start(self) -> None:
        """The lesson from its first step, beside the table (again if it runs)."""
        if self.lesson is not None:
            self.lesson.start()
            return
        from ingenious_desktop.app.lesson import Lesson

        from ..panels.lesson_panel import LessonPanel, lesson_dock

        window, c = self.window, self.controller
        self.interrupted = Interrupted(c.game, c.seats, window.documents.path, {"game_id": c.game_id, "undid": c.undid},
                                       c.table_offset, window.documents.saved_log)
        c.suspend_autosave()  # the lesson's positions never replace the game's autosave, nor count in statistics
        self.lesson = Lesson(c, window)
        self.lesson.finished.connect(self.leave)
        panel = LessonPanel(self.lesson, window.scene, window.table.view)
        panel.leaveRequested.connect(self.leave)
        self.dock = lesson_dock(panel, window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        if window.log.dock.isVisible():
            window.tabifyDockWidget(window.log.dock, self.dock)
        self.dock.show()
        self.dock.raise_()
        width = max(self.log_width[0], min(self.log_width[1], window.width() // 4))  # as the log: a large table
        window.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)
        window.retranslate()
        self.lesson.start()
        window.update_history_actions()

    def leave(self) -> None:
        """End the lesson and play on with the game it interrupted (or a new one if there was none)."""
        before = self.interrupted
        self.end()
        if before is None:
            return
        if before.game is None:
            self.window.start_default_game()
            return
        self.window.start_game(before.game, before.seats, before.file, before.saved, table_offset=before.table_offset)
        self.window.documents.mark_saved(before.saved_log)

    def end(self) -> None:
        """Take the lesson's panel away and autosave again; the game on the table stays."""
        if self.lesson is None:
            return
        lesson, self.lesson = self.lesson, None
        lesson.stop()
        self.controller.resume_autosave()
        self.interrupted = None
        dock, self.dock = self.dock, None
        dock.widget().detach()
        self.window.removeDockWidget(dock)
        dock.deleteLater()
        lesson.deleteLater()
        self.window.update_history_actions()

    def offer_once(self) -> None:
        """On the very first start, offer the lesson (never again, whatever the answer)."""
        window = self.window
        if window.settings.lesson_offered or not window.isVisible():  # closed already: nothing to offer it over
            return
        window.settings.lesson_offered = True
        box = message_box(window, QMessageBox.Icon.Question, self.tr("Learn to play?"),
                          self.tr("New to Ingenious? A short lesson on the real table shows you how to place "
                                  "and turn tiles, how they score, and how to win. You can leave it at any "
                                  "time and find it again under Help ▸ Learn to play."))
        show = box.addButton(self.tr("Show me"), QMessageBox.ButtonRole.AcceptRole)
        later = box.addButton(self.tr("Not now"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(show)
        box.setEscapeButton(later)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _result: box.clickedButton() is show and self.start())
        box.open()  # window-modal, not waiting: the game is already on the table behind it
