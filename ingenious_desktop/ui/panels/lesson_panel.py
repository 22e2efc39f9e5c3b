"""The lesson's panel beside the table: the step's words, what the player just did, Next and Leave.

Its one job: show :class:`ingenious_desktop.app.lesson.Lesson` and pass it what happens on the
table that the controller does not hear of (the tile picked up and turned).  It puts the marks of
the cells a step asks for on the board (:mod:`..table.lesson_marks` paints them) and takes them off again.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from ingenious_desktop.app.lesson import STEPS, Lesson

from ..kit.palette import ACCENT, DISC, FRAME, INK, INK_DIM
from ..table.lesson_marks import TargetCellsItem

#: The events on the table after which the tile in hand may have changed.
HAND_EVENTS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.KeyPress,
               QEvent.Type.Wheel)
PANEL_STYLE = (f"QWidget#lesson {{ background: {FRAME.name()}; }} "
               f"QLabel {{ color: {INK.name()}; }} QLabel#feedback {{ color: {ACCENT.name()}; }} "
               f"QLabel#progress {{ color: {INK_DIM.name()}; }} "
               f"QProgressBar {{ background: {DISC.name()}; border: none; border-radius: 3px; }} "
               f"QProgressBar::chunk {{ background: {ACCENT.name()}; border-radius: 3px; }}")


def _say(text: str) -> str:
    return QCoreApplication.translate("Lesson", text) if text else ""


class LessonPanel(QWidget):
    """The step's title and words, the answer to the player's last move, progress, Next and Leave."""

    leaveRequested = Signal()

    def __init__(self, lesson: Lesson, scene, view, parent=None):
        super().__init__(parent)
        self.lesson, self.scene, self.view = lesson, scene, view
        self._marker: TargetCellsItem | None = None
        self.setObjectName("lesson")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(PANEL_STYLE)
        self.progress_text = self._label("progress")
        self.progress = QProgressBar()
        self.progress.setRange(0, len(STEPS))
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(6)
        self.title = self._label("title")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.text = self._label("text")
        self.feedback = self._label("feedback")
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self._next)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leaveRequested)
        self._lay_out()
        lesson.changed.connect(self.show_step)
        scene.sceneRectChanged.connect(self._mark_cells)  # the table was laid out again
        lesson.controller.gameReset.connect(self._mark_cells)
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)
        self.show_step()

    @staticmethod
    def _label(name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        return label

    def _lay_out(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(self.leave_button)
        buttons.addStretch()
        buttons.addWidget(self.next_button)
        column = QVBoxLayout(self)
        for widget in (self.progress_text, self.progress, self.title, self.text, self.feedback):
            column.addWidget(widget)
        column.addStretch()
        column.addLayout(buttons)

    def show_step(self) -> None:
        """The lesson's step as it stands, in the language now chosen."""
        lesson = self.lesson
        self.progress_text.setText(self.tr("Step {number} of {count}").format(
            number=lesson.index + 1, count=len(STEPS)))
        self.progress.setValue(lesson.index + lesson.done)
        self.title.setText(_say(lesson.step.title))
        self.text.setText(_say(lesson.step.text))
        self.feedback.setText(_say(lesson.feedback))
        self.next_button.setText(self.tr("Finish") if lesson.is_last else self.tr("Next"))
        self.next_button.setEnabled(lesson.done)
        self.leave_button.setText(self.tr("Leave the lesson"))
        if lesson.done:
            self.next_button.setDefault(True)
        self._mark_cells()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.show_step()
        super().changeEvent(event)

    def _next(self) -> None:
        self.lesson.next()
        self.view.setFocus()  # the keys go on turning and placing tiles

    def _mark_cells(self, *_rect) -> None:
        """Mark the cells the step asks for, on the table as it is laid out now."""
        if self._marker is not None and shiboken6.isValid(self._marker) and self._marker.scene() is self.scene:
            self.scene.removeItem(self._marker)
        self._marker = None
        step = self.lesson.step
        if step.halves and not self.lesson.done:
            self._marker = TargetCellsItem(self.scene.layout, step.halves)
            self.scene.addItem(self._marker)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in HAND_EVENTS:
            QTimer.singleShot(0, self._tell_hand)  # once the table has handled the event
        return False

    def _tell_hand(self) -> None:
        if not shiboken6.isValid(self):
            return
        pick = self.scene.hand.pick
        self.lesson.hand_changed(pick.tile if pick else None, self.scene.hand.orientation)

    def detach(self) -> None:
        """Stop watching the table and take the marks off it."""
        self.view.viewport().removeEventFilter(self)
        self.view.removeEventFilter(self)
        self.scene.sceneRectChanged.disconnect(self._mark_cells)
        self.lesson.controller.gameReset.disconnect(self._mark_cells)
        if self._marker is not None and shiboken6.isValid(self._marker) and self._marker.scene() is self.scene:
            self.scene.removeItem(self._marker)
        self._marker = None


def lesson_dock(panel: LessonPanel, parent) -> QDockWidget:
    """The panel in a dock with a dark title bar like the game log's (Leave closes it, not a ✕)."""
    dock = QDockWidget(parent)
    dock.setObjectName("lesson")
    dock.setWidget(panel)
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
    title = QLabel()
    title.setTextFormat(Qt.TextFormat.PlainText)
    title.setContentsMargins(10, 5, 6, 5)
    title.setStyleSheet(f"background: {FRAME.name()}; color: {INK.name()}; font-weight: bold;")
    dock.windowTitleChanged.connect(title.setText)  # set by the window, again in a new language
    dock.setTitleBarWidget(title)
    return dock
