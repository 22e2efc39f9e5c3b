"""The coach's suggestions as a row of buttons in the coach's tool bar, best first.

The board shows only the best suggestion, so that a busy board stays readable; pointing at a
button here lights that suggestion on the board beside it, and a click picks up its tile as a
click on it on the board would. Each button says its rank and what the board's label says, the
first in words in solo ("+2 to your lowest colour → 9.4 at the end"; the others "+1 → 9.3").
Where the tool bar has less room than the whole row needs, "Suggestions:" goes first, then the
last suggestions, so that the best ones always stay (a tool bar hides a widget that does not fit).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QToolButton, QWidget

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
        row.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # it may be narrower than all it holds
        self.title = QLabel()
        self.title.setStyleSheet(f"color: {INK_DIM.name()};")
        row.addWidget(self.title)
        row.addStretch(1)  # room to spare stays after the buttons
        self.title.hide()  # until there is a hint
        self._row = row
        self.buttons: list[SuggestionButton] = []
        self._hint = None
        self._marks: list = []
        self._room = 0  # the width the tool bar gave the row
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Suggestions:"))
        for button in self.buttons:
            button.setToolTip(self._tooltip(button.index))
        self._refit()

    def show_hint(self, hint, marks: list) -> None:
        """A button for each of ``marks`` (the hint's candidates as the board labels them, best first)."""
        self.clear()
        self._hint, self._marks = hint, list(marks)
        self.retranslate()
        for index, mark in enumerate(marks):
            button = SuggestionButton(index)
            # the first in words (solo: what the figures mean), the others as the board labels them
            label = (mark.words or mark.label) if index == 0 else mark.label
            button.setText(self.tr("{rank}: {label}").format(rank=index + 1, label=label))
            if mark.best:
                button.setStyleSheet(f"color: {ACCENT.name()}; font-weight: bold;")
            button.setToolTip(self._tooltip(index))
            button.entered.connect(self.pointed.emit)
            button.left.connect(lambda: self.pointed.emit(None))
            button.clicked.connect(lambda _checked=False, i=index: self.picked.emit(i))
            self._row.insertWidget(self._row.count() - 1, button)
            self.buttons.append(button)
        self._refit()

    def placement(self, index: int):
        return self._marks[index].placement

    def clear(self) -> None:
        for button in self.buttons:
            button.deleteLater()
        self.buttons, self._hint, self._marks = [], None, []
        self.title.hide()
        self.updateGeometry()

    # ----------------------------------------------------------------- fitting the room given

    def sizeHint(self) -> QSize:
        """The whole row: the title and every button."""
        parts = ([self.title] if self.buttons else []) + self.buttons
        return QSize(self._width_of(parts), max([p.sizeHint().height() for p in parts], default=0))

    def minimumSizeHint(self) -> QSize:
        """The best suggestion alone."""
        return QSize(self._width_of(self.buttons[:1]), self.sizeHint().height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._room = event.size().width()
        self._fit()

    def _refit(self) -> None:
        """Fit what the row now holds in the room it has, and ask the tool bar for the room it wants."""
        self._fit()
        self.updateGeometry()

    def _fit(self) -> None:
        """Show the title and the buttons, best first, that fit in the room: the title only if all do.
        Showing one may make the tool bar give the row other room at once: then fit again."""
        width = None
        while width != self._room:
            width = self._room
            self.title.setVisible(bool(self.buttons) and self._width_of([self.title] + self.buttons) <= width)
            shown = 1
            while shown < len(self.buttons) and self._width_of(self.buttons[:shown + 1]) <= width:
                shown += 1
            for index, button in enumerate(self.buttons):
                button.setVisible(index < shown)

    def _width_of(self, parts: list) -> int:
        margins = self._row.contentsMargins()
        spacing = self._row.spacing() * max(0, len(parts) - 1)
        return margins.left() + margins.right() + spacing + sum(p.sizeHint().width() for p in parts)

    def _tooltip(self, index: int) -> str:
        if self._hint.solo:
            return self.tr("{words}: what this placement adds now to your lowest colour (where colours tie at "
                           "your lowest, to any of them), and the points your lowest colour is then expected to end "
                           "with. Point to see it on the board, click to pick up the tile."
                           ).format(words=self._marks[index].words)
        return self.tr("Win chance after it: {chance}. Point to see it on the board, click to pick up the tile."
                       ).format(chance=value_text(self._hint.candidates[index].value, False))
