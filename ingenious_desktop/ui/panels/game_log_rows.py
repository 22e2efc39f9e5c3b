"""How one line of the game log is painted, in the colours of the table.

Each row shows its turn number, the player, and each tile half as a small tile of its colour
and symbol with the points it scored.  Bonus placements carry a gold edge and a "bonus" tag,
swaps their own blue wording, an Ingenious! a second, gold line; the line under the pointer is
framed, and in the replay viewer the lines not reached yet are faint.  It paints only: the view
(:class:`.game_log.GameLogView`) says which line is hovered and how many are told.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QStyledItemDelegate

from ingenious_desktop.app.describe import BONUS, GAME_OVER, SWAPPED, LogLine, bonus_mark, ingenious, swap_mark

from ..kit.palette import ACCENT, INK, LEGAL, LOG_BACKGROUND, LOG_INK_DIM, LOG_OTHER_TURN, LOG_SWAP_INK, LOG_TOLD_LAST
from ..table.symbols import paint_half

GUTTER, PADDING, ROW, SWATCH = 34, 8, 26, 9.0
#: The room above the closing line for the gold rule drawn over it.
GAME_OVER_RULE = 10
WRAPPED = Qt.TextFlag.TextWordWrap
#: In the replay viewer, how faint the lines the position shown has not reached yet are.
NOT_YET_TOLD_OPACITY = 0.4
#: The item data role that holds a row's :class:`LogLine`.
LINE_OF = Qt.ItemDataRole.UserRole


class LogLineDelegate(QStyledItemDelegate):
    """Paints the rows of the log view that is its parent (it reads the view's ``told`` and ``hovered``)."""

    def sizeHint(self, option, index) -> QSize:
        line: LogLine = index.data(LINE_OF)
        if line.kind == GAME_OVER:
            return QSize(option.rect.width(), max(ROW * 2 - 6, self._game_over_height(line.text, option.font)))
        return QSize(option.rect.width(), ROW * 2 - 6 if line.reached else ROW)

    def _game_over_height(self, text: str, font: QFont) -> int:
        """The height of the closing line wrapped to the log's width (it names every winner, so it can be long)."""
        bold = QFont(font)
        bold.setBold(True)
        width = self.parent().viewport().width() - GUTTER - 2 * PADDING
        wrapped = QFontMetrics(bold).boundingRect(QRect(0, 0, max(width, 1), 10_000), WRAPPED, text)
        return wrapped.height() + GAME_OVER_RULE + PADDING

    def paint(self, painter: QPainter, option, index) -> None:
        line: LogLine = index.data(LINE_OF)
        rect = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(rect, LOG_OTHER_TURN if line.turn % 2 == 0 else LOG_BACKGROUND)
        view = self.parent()
        told = view.told
        if told is not None and index.row() == told - 1:
            painter.fillRect(rect, LOG_TOLD_LAST)
        if index.row() == view.hovered:  # the line pointing at the board
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
                _text(painter, swap_mark(), x + 8, first_row, plain, LOG_SWAP_INK,
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
    painter.drawText(rect.adjusted(0, GAME_OVER_RULE, 0, 0), Qt.AlignmentFlag.AlignVCenter | WRAPPED, line.text)
