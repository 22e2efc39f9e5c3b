"""The win chance bar beside the board: each seat's (team's) chance to win; in solo the expected
result, as the points the lowest colour is expected to end with.

It is dark like the game log beside the other edge of the table, with its own dark title bar.
Each holder gets its name (wrapped, so a team's two names never widen the panel), under it a
slim bar in a colour of its own filled to the figure, which stands in bold beside the bar.
Where the panel would make the table smaller, the same figures fold into one line at the end of
the menu bar (:class:`ChancesLine`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QDockWidget, QHBoxLayout, QLabel, QProgressBar, QToolButton,
                               QVBoxLayout, QWidget)

from ingenious_desktop.app.describe import value_text
from ingenious_desktop.app.describe.numbers import SOLO_LOWEST_UNIT

from ..kit.palette import CHIP_COLOURS, DISC, FRAME, INK, LOG_BACKGROUND, LOG_INK_DIM
from ..kit.retranslating import Retranslating

#: Each holder's bar filled in a colour of its own (green, blue, orange, purple).
HOLDER_COLOURS = tuple(CHIP_COLOURS[index] for index in (3, 4, 1, 5))
PANEL_STYLE = (f"QWidget#win-chances {{ background: {LOG_BACKGROUND.name()}; }} "
               f"QLabel {{ color: {INK.name()}; }} QLabel#chances-title {{ color: {LOG_INK_DIM.name()}; }}")
#: The panel's width: room for a bar and a short name; longer names wrap.
PANEL_WIDTH = (150, 220)
BAR_HEIGHT = 8
#: Solo: the expected lowest colour that fills the bar (the bonus mark of a track).
SOLO_FULL_BAR = 18


class WinChanceBar(Retranslating, QWidget):
    """A name, a figure and a bar per holder; :meth:`show_values` fills them in when the coach has
    worked them out."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("win-chances")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(PANEL_STYLE)
        self.setMinimumWidth(PANEL_WIDTH[0])
        self.setMaximumWidth(PANEL_WIDTH[1])
        column = QVBoxLayout(self)
        column.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.title = _plain_label(wrap=True)
        self.title.setObjectName("chances-title")
        column.addWidget(self.title)
        self._column = column
        self._rows: list[QWidget] = []
        self.names: list[QLabel] = []
        self.values: list[QLabel] = []  # each holder's figure as shown, "…" until the coach has it
        self.bars: list[QProgressBar] = []
        self._solo = False
        self._values: list | None = None  # as the coach gave them: worded again in the language chosen
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Expected final result: the points your lowest colour ends with")
                           if self._solo else self.tr("Chance to win"))
        for shown, value in zip(self.values, self._values or [None] * len(self.values)):
            shown.setText("…" if value is None else value_text(value, self._solo))

    def set_holders(self, names: list[str], solo: bool) -> None:
        """A row for each of ``names`` (a seat's or a team's), empty until the first values come."""
        for row in self._rows:
            row.deleteLater()
        self._rows, self.names, self.values, self.bars, self._solo, self._values = [], [], [], [], solo, None
        for index, name in enumerate(names):
            label, value, bar = _plain_label(name, wrap=True), _plain_label("…"), QProgressBar()
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setMinimumWidth(value.fontMetrics().horizontalAdvance("100 %") + 4)
            bold = value.font()
            bold.setBold(True)
            value.setFont(bold)
            bar.setRange(0, 100)
            bar.setValue(0)
            bar.setTextVisible(False)
            bar.setFixedHeight(BAR_HEIGHT)
            bar.setStyleSheet(_bar_style(HOLDER_COLOURS[index % len(HOLDER_COLOURS)]))
            self._rows.append(_holder_row(label, value, bar))
            self._column.addWidget(self._rows[-1])
            self.names.append(label)
            self.values.append(value)
            self.bars.append(bar)
        self.retranslate()

    def rename(self, names: list[str]) -> None:
        """The same holders' names in the language now chosen ("You" is a word of it)."""
        for label, name in zip(self.names, names):
            label.setText(name)

    def show_values(self, values) -> None:
        """Each holder's win chance (0 to 1) or, in solo, the expected six-digit result; None: not known yet."""
        self._values = None if values is None else list(values)
        for bar, value in zip(self.bars, values or [None] * len(self.bars)):
            if value is None:
                bar.setValue(0)
            elif self._solo:
                bar.setValue(round(100 * min(1.0, value / SOLO_LOWEST_UNIT / SOLO_FULL_BAR)))
            else:
                bar.setValue(round(100 * value))
        self.retranslate()


class ChancesLine(Retranslating, QLabel):
    """The win chances folded into one line at the end of the menu bar: "Chance to win: Ada 62% · Ben 38%".
    It says :attr:`reworded` whenever its words change, so that the menu bar gives it room again."""

    reworded = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setContentsMargins(10, 0, 10, 0)
        self._names: list[str] = []
        self._values: list | None = None  # as the coach gave them: worded again in the language chosen
        self._solo = False

    def retranslate(self) -> None:
        figures = [("…" if value is None else value_text(value, self._solo))
                   for value in (self._values or [None] * len(self._names))]
        if self._solo:  # one player: no name
            self.setText(self.tr("Lowest colour expected at the end: {figure}").format(figure="".join(figures)))
        else:
            self.setText(self.tr("Chance to win: {figures}").format(figures=self.tr(" · ").join(
                self.tr("{name} {figure}").format(name=name, figure=figure)
                for name, figure in zip(self._names, figures))))
        self.reworded.emit()

    def set_holders(self, names: list[str], solo: bool) -> None:
        self._names, self._values, self._solo = list(names), None, solo
        self.retranslate()

    def rename(self, names: list[str]) -> None:
        """As :meth:`WinChanceBar.rename`."""
        self._names = list(names)
        self.retranslate()

    def show_values(self, values) -> None:
        """As :meth:`WinChanceBar.show_values`."""
        self._values = None if values is None else list(values)
        self.retranslate()


class ChancesDock(Retranslating, QDockWidget):
    """The bar in a dock whose dark title bar has a ✕ that hides it (View ▸ Win chances shows it
    again); the window sets the title."""

    def __init__(self, bar: WinChanceBar, parent=None):
        super().__init__(parent)
        self.setObjectName("win-chances")
        self.setWidget(bar)
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        title_bar = QWidget()
        title_bar.setObjectName("chances-title-bar")
        title_bar.setStyleSheet(f"#chances-title-bar {{ background: {FRAME.name()}; }} "
                                f"QLabel {{ color: {INK.name()}; font-weight: bold; }} "
                                f"QToolButton {{ color: {LOG_INK_DIM.name()}; border: none; padding: 0 4px; }} "
                                f"QToolButton:hover {{ color: {INK.name()}; }}")
        row = QHBoxLayout(title_bar)
        row.setContentsMargins(10, 5, 6, 5)
        title = _plain_label()
        self.windowTitleChanged.connect(title.setText)
        row.addWidget(title, 1)
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        self.close_button.clicked.connect(self.close)
        row.addWidget(self.close_button)
        self.setTitleBarWidget(title_bar)
        self.retranslate()

    def retranslate(self) -> None:
        self.close_button.setToolTip(self.tr("Hide the win chances (View ▸ Win chances shows them again)"))


def _holder_row(name: QLabel, value: QLabel, bar: QProgressBar) -> QWidget:
    """The name on a line of its own (a wrapped label beside another is cut short), the bar and
    the figure under it."""
    row = QWidget()
    column = QVBoxLayout(row)
    column.setContentsMargins(0, 4, 0, 4)
    column.setSpacing(2)
    column.addWidget(name)
    line = QHBoxLayout()
    line.addWidget(bar, 1)
    line.addWidget(value)
    column.addLayout(line)
    return row


def _bar_style(colour: str) -> str:
    return (f"QProgressBar {{ background: {DISC.name()}; border: none; border-radius: 3px; }} "
            f"QProgressBar::chunk {{ background: {colour}; border-radius: 3px; }}")


def _plain_label(text: str = "", wrap: bool = False) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    return label
