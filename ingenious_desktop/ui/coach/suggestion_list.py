"""The coach's suggestions as a row of buttons in the coach's tool bar, best first.

The board shows only the best suggestion, so that a busy board stays readable; pointing at a
button here lights that suggestion on the board beside it, and a click picks up its tile as a
click on it on the board would. Each button says its rank and what the board's label says.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget

from ingenious_desktop.app.describe import value_text

from ..kit.palette import ACCENT, INK_DIM
from ..kit.retranslating import Retranslating


class SuggestionButton(QToolButton):
    """One suggestion's button: it tells when the pointer comes onto it and leaves it."""

    entered = Signal(int)
    left = Signal()

    def __init__(self, index: int, parent=None):
        super().__init__(parent)
        self.index = index
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def enterEvent(self, event) -> None:
        self.entered.emit(self.index)
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        self.left.emit()
        super().leaveEvent(event)


class SuggestionList(Retranslating, QWidget):
    """"Suggestions:" and a button per suggestion of the hint shown, none without a hint."""

    pointed = Signal(object)  # the index of the suggestion pointed at, None when the pointer left
    picked = Signal(int)      # the index of the suggestion clicked

    def __init__(self, parent=None):
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 0, 0, 0)
        row.setSpacing(2)
        self.title = QLabel()
        self.title.setStyleSheet(f"color: {INK_DIM.name()};")
        row.addWidget(self.title)
        self.title.hide()  # until there is a hint
        self._row = row
        self.buttons: list[SuggestionButton] = []
        self._hint = None
        self._marks: list = []
        self.retranslate()

    def retranslate(self) -> None:
        solo = self._hint is not None and self._hint.solo
        self.title.setText(self.tr("Lowest colour, now → at the end:") if solo else self.tr("Suggestions:"))
        for button in self.buttons:
            button.setToolTip(self._tooltip(button.index))

    def show_hint(self, hint, marks: list) -> None:
        """A button for each of ``marks`` (the hint's candidates as the board labels them, best first)."""
        self.clear()
        self._hint, self._marks = hint, list(marks)
        self.retranslate()
        self.title.setVisible(bool(marks))
        for index, mark in enumerate(marks):
            button = SuggestionButton(index)
            button.setText(self.tr("{rank}: {label}").format(rank=index + 1, label=mark.label))
            if mark.best:
                button.setStyleSheet(f"color: {ACCENT.name()}; font-weight: bold;")
            button.setToolTip(self._tooltip(index))
            button.entered.connect(self.pointed.emit)
            button.left.connect(lambda: self.pointed.emit(None))
            button.clicked.connect(lambda _checked=False, i=index: self.picked.emit(i))
            self._row.addWidget(button)
            button.setVisible(self.isVisible())  # at once, not when the layout gets round to it
            self.buttons.append(button)

    def placement(self, index: int):
        return self._marks[index].placement

    def clear(self) -> None:
        for button in self.buttons:
            button.deleteLater()
        self.buttons, self._hint, self._marks = [], None, []
        self.title.hide()

    def _tooltip(self, index: int) -> str:
        if self._hint.solo:
            return self.tr("Your lowest colour: {label} (what this placement adds now → the points the colour is "
                           "then expected to end with). Point to see it on the board, click to pick up the tile."
                           ).format(label=self._marks[index].label)
        return self.tr("Win chance after it: {chance}. Point to see it on the board, click to pick up the tile."
                       ).format(chance=value_text(self._hint.candidates[index].value, False))
