"""The game log panel: one row per placement, swap or ending, in the colours of the table.

Each row shows its turn number, the player, and each tile half as a small tile of its colour
and symbol with the points it scored.  Bonus placements carry a gold edge and a "bonus" tag,
swaps their own blue wording, an Ingenious! a second, gold line.  The item text stays the plain
sentence, for screen readers and copying.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QStyledItemDelegate, QToolButton, QWidget)

from ingenious_desktop.app.describe import BONUS, GAME_OVER, SWAPPED, LogLine, bonus_mark, ingenious, swap_mark

from .messages import plain_tooltip
from .retranslating import Retranslating
from .palette import (ACCENT, FRAME, INK, LOG_BACKGROUND, LOG_INK_DIM, LOG_OTHER_TURN, LOG_SCROLL_HANDLE,
                      LOG_SWAP_INK, LOG_TOLD_LAST, LEGAL)
from .symbols import paint_half


GUTTER, PADDING, ROW, SWATCH = 34, 8, 26, 9.0
#: In the replay viewer, how faint the lines the position shown has not reached yet are.
NOT_YET_TOLD_OPACITY = 0.4
LINE_OF = Qt.ItemDataRole.UserRole


class GameLogView(QListWidget):
    """The log of the game on the table; :meth:`set_lines` after a reset, :meth:`add_lines` as it goes.

    It says which line is under the pointer (:attr:`lineHovered`, -1 when none) and which was clicked;
    in the replay viewer :meth:`set_told` dims the lines the position shown has not reached yet."""

    lineHovered = Signal(int)
    lineClicked = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.told: int | None = None  # the replay viewer's count of lines told; None: every line is
        self.hovered = -1
        self.setMouseTracking(True)
        self.setItemDelegate(LogLineDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click on the log leaves the keys with the table
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet(f"""
            QListWidget {{ background: {LOG_BACKGROUND.name()}; border: none; }}
            QScrollBar:vertical {{ background: {LOG_BACKGROUND.name()}; width: 10px; margin: 0; }}
            QScrollBar::handle:vertical {{ background: {LOG_SCROLL_HANDLE.name()}; border-radius: 4px;
                                           min-height: 24px; }}
            QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
            QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: none; }}
        """)

    def set_lines(self, lines: list[LogLine]) -> None:
        self.clear()
        self.add_lines(lines)

    def add_lines(self, lines: list[LogLine]) -> None:
        for line in lines:
            item = QListWidgetItem(line.text)
            item.setData(LINE_OF, line)
            item.setToolTip(plain_tooltip(line.text))
            self.addItem(item)
        self.scrollToBottom()

    def line(self, row: int) -> LogLine:
        return self.item(row).data(LINE_OF)

    def set_told(self, told: int | None) -> None:
        """Dim the lines from ``told`` on and keep the last line told in sight (None: all lines as usual)."""
        before, self.told = self.told, told
        if told:
            self._keep_in_sight(self.item(min(told, self.count()) - 1))
        if before is None or told is None:
            self.viewport().update()
            return
        for row in range(max(0, min(before, told) - 1), min(self.count(), max(before, told))):
            self.viewport().update(self.visualItemRect(self.item(row)))  # only the lines a step changed

    def _keep_in_sight(self, item: QListWidgetItem) -> None:
        """Scroll only when ``item`` is out of sight, then to the middle: a step seldom scrolls (nor repaints) it all."""
        if not self.viewport().rect().contains(self.visualItemRect(item)):
            self.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtCenter)

    def mouseMoveEvent(self, event) -> None:
        super().mouseMoveEvent(event)
        self._hover(self.indexAt(event.position().toPoint()).row())

    def leaveEvent(self, event) -> None:
        super().leaveEvent(event)
        self._hover(-1)

    def mousePressEvent(self, event) -> None:
        super().mousePressEvent(event)
        row = self.indexAt(event.position().toPoint()).row()
        if event.button() == Qt.MouseButton.LeftButton and row >= 0:
            self.lineClicked.emit(row)

    def _hover(self, row: int) -> None:
        if row != self.hovered:
            for changed in (self.hovered, row):
                if 0 <= changed < self.count():
                    self.viewport().update(self.visualItemRect(self.item(changed)))
            self.hovered = row
            self.lineHovered.emit(row)


class LogTitleBar(Retranslating, QWidget):
    """The log panel's title bar, dark like the log, with a close button that shows on it (its words in the
    language now chosen)."""

    def __init__(self, dock: QDockWidget):
        super().__init__()
        self.setObjectName("log-title")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # a QWidget subclass paints no style sheet without
        self.setStyleSheet(f"""
            #log-title {{ background: {FRAME.name()}; }}
            QLabel {{ color: {INK.name()}; font-weight: bold; }}
            QToolButton {{ color: {LOG_INK_DIM.name()}; border: none; padding: 0 4px; }}
            QToolButton:hover {{ color: {INK.name()}; }}
        """)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 5, 6, 5)
        title = QLabel(dock.windowTitle())
        dock.windowTitleChanged.connect(title.setText)  # the window words the dock's title
        row.addWidget(title)
        row.addStretch()
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        self.close_button.clicked.connect(dock.close)
        row.addWidget(self.close_button)
        self.retranslate()

    def retranslate(self) -> None:
        self.close_button.setToolTip(self.tr("Hide the game log (View ▸ Game log brings it back)"))
        self.close_button.setAccessibleName(self.tr("Hide the game log"))


class LogLineDelegate(QStyledItemDelegate):
    def sizeHint(self, option, index) -> QSize:
        line: LogLine = index.data(LINE_OF)
        two_rows = line.reached or line.kind == GAME_OVER
        return QSize(option.rect.width(), ROW * 2 - 6 if two_rows else ROW)

    def paint(self, painter: QPainter, option, index) -> None:
        line: LogLine = index.data(LINE_OF)
        rect = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(rect, LOG_OTHER_TURN if line.turn % 2 == 0 else LOG_BACKGROUND)
        view = self.parent() if isinstance(self.parent(), GameLogView) else None
        told = view.told if view else None
        if told is not None and index.row() == told - 1:
            painter.fillRect(rect, LOG_TOLD_LAST)
        if view and index.row() == view.hovered:  # the line pointing at the board
            painter.setPen(LEGAL)
            painter.drawRect(rect.adjusted(0, 0, -1, -1))
        if told is not None and index.row() >= told:
            painter.setOpacity(NOT_YET_TOLD_OPACITY)
        if line.kind == BONUS:
            painter.fillRect(QRect(rect.left(), rect.top(), 3, rect.height()), ACCENT)
        plain, bold = QFont(option.font), QFont(option.font)
        bold.setBold(True)
        first_row = QRect(rect.left(), rect.top(), rect.width(), ROW)
        if _starts_turn(index):
            painter.setFont(plain)
            painter.setPen(LOG_INK_DIM)
            painter.drawText(first_row.adjusted(0, 0, -(rect.width() - GUTTER), 0),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(line.turn))
        x = rect.left() + GUTTER + PADDING
        right = rect.right() - PADDING
        if line.kind == GAME_OVER:
            _paint_game_over(painter, line, QRect(x, rect.top(), right - x, rect.height()), bold)
        else:
            x = _text(painter, line.player, x, first_row, bold, INK, max_width=(right - x) // 2)
            if line.kind == SWAPPED:
                _text(painter, swap_mark(line.spoken_to), x + 8, first_row, plain, LOG_SWAP_INK,
                      max_width=right - x - 8)
            else:
                x = _paint_halves(painter, line.halves, x + 10, first_row, plain)
                if line.kind == BONUS:
                    _text(painter, bonus_mark(), x + 6, first_row, plain, ACCENT, max_width=right - x - 6)
            if line.reached:
                second_row = first_row.translated(0, ROW - 6)
                x = _text(painter, ingenious(), rect.left() + GUTTER + PADDING, second_row, bold, ACCENT)
                _paint_reached(painter, line.reached, x + 8, second_row, plain)
        painter.restore()


def _starts_turn(index) -> bool:
    """Is this the first row of its turn (so the row shows the turn number)?"""
    if index.row() == 0:
        return True
    return index.siblingAtRow(index.row() - 1).data(LINE_OF).turn != index.data(LINE_OF).turn


def _text(painter: QPainter, text: str, x: int, row: QRect, font: QFont, colour: QColor,
          max_width: int | None = None) -> int:
    """Draw ``text`` from ``x``, vertically centred in ``row`` (elided to ``max_width``); where it ends."""
    metrics = QFontMetrics(font)
    if max_width is not None:
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(max_width, 0))
    painter.setFont(font)
    painter.setPen(colour)
    width = metrics.horizontalAdvance(text)
    painter.drawText(QRect(x, row.top(), width + 1, row.height()), Qt.AlignmentFlag.AlignVCenter, text)
    return x + width


def _swatch(painter: QPainter, colour: int, x: int, row: QRect) -> int:
    """A tiny tile half of ``colour`` with its symbol; where it ends."""
    paint_half(painter, QPointF(x + SWATCH, row.center().y() + 0.5), SWATCH, colour)
    return x + int(2 * SWATCH) + 2


def _paint_halves(painter: QPainter, halves, x: int, row: QRect, font: QFont) -> int:
    for colour, points in halves:
        x = _swatch(painter, colour, x, row)
        x = _text(painter, f"+{points}", x, row, font, INK if points else LOG_INK_DIM) + 8
    return x


def _paint_reached(painter: QPainter, reached, x: int, row: QRect, font: QFont) -> None:
    for colour, score in reached:
        x = _swatch(painter, colour, x, row)
        x = _text(painter, str(score), x, row, font, ACCENT) + 10


def _paint_game_over(painter: QPainter, line: LogLine, rect: QRect, font: QFont) -> None:
    painter.setPen(ACCENT)
    painter.drawLine(rect.left(), rect.top() + 4, rect.right(), rect.top() + 4)
    painter.setFont(font)
    metrics = QFontMetrics(font)
    painter.drawText(rect.adjusted(0, 6, 0, 0), Qt.AlignmentFlag.AlignVCenter,
                     metrics.elidedText(line.text, Qt.TextElideMode.ElideRight, rect.width()))
