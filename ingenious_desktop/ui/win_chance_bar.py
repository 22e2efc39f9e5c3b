"""The win chance bar beside the board: each seat's (team's) chance to win, in solo the expected result."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QProgressBar, QVBoxLayout, QWidget

from .hint_items import value_text
from .palette import CHIP_COLOURS
from .retranslating import Retranslating

#: Each holder's bar filled in a colour of its own (green, blue, orange, purple).
BAR_STYLE = "QProgressBar {{ text-align: center; }} QProgressBar::chunk {{ background: {colour}; }}"


class WinChanceBar(Retranslating, QWidget):
    """One labelled bar per holder; :meth:`show_values` fills them in when the coach has worked them out."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        self._layout.addWidget(self.title)
        self.names: list[QLabel] = []
        self.bars: list[QProgressBar] = []
        self._solo = False
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Expected result") if self._solo else self.tr("Chance to win"))

    def set_holders(self, names: list[str], solo: bool) -> None:
        """A bar for each of ``names`` (a seat's or a team's), empty until the first values come."""
        for widget in self.names + self.bars:
            widget.deleteLater()
        self.names, self.bars, self._solo = [], [], solo
        for index, name in enumerate(names):
            label = QLabel(name)
            label.setTextFormat(Qt.TextFormat.PlainText)
            bar = QProgressBar()
            bar.setRange(0, 100)
            bar.setFormat("…")
            bar.setValue(0)
            bar.setStyleSheet(BAR_STYLE.format(colour=CHIP_COLOURS[(3, 4, 1, 5)[index % 4]]))
            self._layout.addWidget(label)
            self._layout.addWidget(bar)
            self.names.append(label)
            self.bars.append(bar)
        self.retranslate()

    def show_values(self, values) -> None:
        """Each holder's win chance (0 to 1) or, in solo, the expected six-digit result."""
        for bar, value in zip(self.bars, values):
            if self._solo:
                bar.setValue(round(100 * min(1.0, value / 363636)))
            else:
                bar.setValue(round(100 * value))
            bar.setFormat(value_text(value, self._solo))
