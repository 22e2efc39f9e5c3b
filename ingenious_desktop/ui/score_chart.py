"""The score chart: each holder's six colours turn by turn, drawn with QPainter in the table's colours.

One panel per score holder. Each colour is a thin line in its tile colour ending in a small tile
half with its symbol (so the lines are told apart without colour vision too); the lowest colour,
the one that decides the game, is a broad gold band beneath them. A gold diamond over a turn
marks bonus placements, a blue double arrow under it a swap. The pointer shows a turn's exact
values in a tooltip. The values come from :class:`~ingenious_desktop.app.replay.TurnScores`;
the chart only draws them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QToolTip, QWidget

from ingenious_desktop.app.describe import colour_name
from ingenious_desktop.app.replay import TurnScores

from .symbols import COLOUR_FILLS, paint_half

# The table's colours, kept here until ui/palette.py gathers them (the log panel's and tableitems' values).
BACKGROUND = QColor("#1a2126")     # gamelog.BACKGROUND
PANEL = QColor("#222b31")          # gamelog.OTHER_TURN
GRID = QColor("#34424b")           # tableitems.AREA_SOCKETS[0]
INK = QColor("#ece6d6")            # gamelog.INK
INK_DIM = QColor("#a3adb5")        # gamelog.INK_DIM
GOLD = QColor("#f2c45a")           # gamelog.GOLD / tableitems.ACCENT: the lowest colour, bonus placements
SWAP_INK = QColor("#9ccbf0")       # gamelog.SWAP_INK
LOWEST_BAND = QColor(242, 196, 90, 150)
LOWEST_WIDTH = 9.0

TITLE, AXIS, BOTTOM, RIGHT, GAP, LEGEND = 22.0, 26.0, 30.0, 20.0, 12.0, 26.0
#: Lines of equal value are drawn this far apart (pixels) so none hides another.
SPREAD = 0.9
#: A panel narrower than this puts the holders under one another.
TWO_COLUMNS_FROM = 560
#: A chart this many times wider than high puts all holders side by side.
ONE_ROW_FROM = 3.0


class ScoreChart(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.turns: list[TurnScores] = []
        self.names: list[str] = []
        self.cap = 18
        self.hovered: tuple[int, int] | None = None  # (holder, turn index) under the pointer
        self._drawn: QPixmap | None = None
        self.setMouseTracking(True)
        self.setMinimumSize(280, 200)
        self.setAccessibleName("Score chart")

    def set_turns(self, turns: Sequence[TurnScores], names: Sequence[str], cap: int) -> None:
        """Show ``turns`` (every holder's scores after each turn) for holders called ``names``, scores up to ``cap``."""
        self.turns, self.names, self.cap = list(turns), list(names), cap
        self.hovered = None
        self._drawn = None
        self.update()

    def sizeHint(self) -> QSize:
        rows = math.ceil(len(self.names) / 2) if len(self.names) > 1 else 1
        return QSize(720, int(rows * 190 + LEGEND + GAP))

    # ----------------------------------------------------------------- geometry

    def plot_rects(self) -> list[QRectF]:
        """Each holder's plotting area (inside its axes), in holder order."""
        count = max(1, len(self.names))
        columns = 2 if count > 1 and self.width() >= TWO_COLUMNS_FROM else 1
        if count > 2 and self.width() >= ONE_ROW_FROM * self.height():  # a low strip, as under the viewer's table
            columns = count
        rows = math.ceil(count / columns)
        width = (self.width() - GAP * (columns + 1)) / columns
        height = (self.height() - LEGEND - GAP * (rows + 1)) / rows
        rects = []
        for holder in range(count):
            row, column = divmod(holder, columns)
            left = GAP + column * (width + GAP)
            top = GAP + row * (height + GAP)
            rects.append(QRectF(left + AXIS, top + TITLE, width - AXIS - RIGHT, height - TITLE - BOTTOM))
        return rects

    def point(self, plot: QRectF, turn: int, score: float) -> QPointF:
        last = max(1, len(self.turns) - 1)
        return QPointF(plot.left() + plot.width() * turn / last, plot.bottom() - plot.height() * score / self.cap)

    def turn_under(self, pos: QPointF) -> tuple[int, int] | None:
        """(holder, turn index) of the panel and turn nearest ``pos``, or None off every panel."""
        if not self.turns:
            return None
        for holder, plot in enumerate(self.plot_rects()):
            if plot.adjusted(-8, -TITLE, 8, 8).contains(pos):
                last = max(1, len(self.turns) - 1)
                fraction = (pos.x() - plot.left()) / max(plot.width(), 1.0)
                return holder, max(0, min(len(self.turns) - 1, round(fraction * last)))
        return None

    # ----------------------------------------------------------------- the tooltip

    def values_text(self, holder: int, index: int) -> str:
        """The exact values of ``holder`` after turn ``index``, as plain text lines."""
        turn = self.turns[index]
        scores = turn.scores[holder]
        lowest = turn.lowest[holder]
        lines = [self._turn_heading(turn)]
        lines.append(f"{self.names[holder]}:")
        for colour, score in enumerate(scores):
            mark = "  ← lowest" if score == lowest else ""
            lines.append(f"  {colour_name(colour)} {score}{mark}")
        return "\n".join(lines)

    def _turn_heading(self, turn: TurnScores) -> str:
        if turn.seat is None:
            return "Before the first placement"
        heading = f"After turn {turn.turn} ({self.names[turn.holder]})"
        if turn.bonuses:
            heading += f": {turn.bonuses} bonus placement{'s' * (turn.bonuses > 1)}"
        if turn.swapped:
            heading += ", swapped" if turn.bonuses else ": swapped"
        return heading

    def mouseMoveEvent(self, event) -> None:
        hovered = self.turn_under(event.position())
        if hovered != self.hovered:
            self.hovered = hovered
            self.update()
        if hovered is None:
            QToolTip.hideText()
        else:
            text = "<pre style='margin:0'>" + escape(self.values_text(*hovered)) + "</pre>"
            QToolTip.showText(event.globalPosition().toPoint(), text, self)
        event.accept()

    def leaveEvent(self, event) -> None:
        self.hovered = None
        QToolTip.hideText()
        self.update()
        super().leaveEvent(event)

    # ----------------------------------------------------------------- painting

    def paintEvent(self, event) -> None:
        """The chart itself is drawn once per size and game (a pointer move only redraws the hover marks)."""
        ratio = self.devicePixelRatioF()
        if self._drawn is None or self._drawn.size() != self.size() * ratio:
            self._drawn = QPixmap(self.size() * ratio)
            self._drawn.setDevicePixelRatio(ratio)
            self._paint_chart(self._drawn)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._drawn)
        if self.hovered is not None and self.turns:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            holder, index = self.hovered
            self._paint_hover(painter, holder, index, self.plot_rects()[holder])
        painter.end()

    def _paint_chart(self, device: QPixmap) -> None:
        painter = QPainter(device)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), BACKGROUND)
        for holder, plot in enumerate(self.plot_rects()[:len(self.names)]):
            self._paint_panel(painter, holder, plot)
        self._paint_legend(painter)
        painter.end()

    def _paint_panel(self, painter: QPainter, holder: int, plot: QRectF) -> None:
        painter.fillRect(plot.adjusted(-AXIS, -TITLE, RIGHT, BOTTOM), PANEL)
        self._paint_title(painter, holder, plot)
        self._paint_axes(painter, plot)
        if not self.turns:
            return
        self._paint_lowest(painter, holder, plot)
        for colour in range(6):
            self._paint_colour(painter, holder, colour, plot)
        self._paint_marks(painter, holder, plot)

    def _paint_title(self, painter: QPainter, holder: int, plot: QRectF) -> None:
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(INK)
        title = QRectF(plot.left() - AXIS + 6, plot.top() - TITLE, plot.width() + AXIS + RIGHT - 12, TITLE)
        name = QFontMetricsF(font).elidedText(self.names[holder], Qt.TextElideMode.ElideRight, title.width() * 0.6)
        painter.drawText(title, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        if self.turns:
            painter.setFont(self.font())
            painter.setPen(GOLD)
            lowest = self.turns[-1].lowest[holder]
            painter.drawText(title, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"lowest {lowest}")

    def _paint_axes(self, painter: QPainter, plot: QRectF) -> None:
        small = QFont(self.font())
        small.setPointSizeF(max(6.5, small.pointSizeF() * 0.8))
        painter.setFont(small)
        step = 6
        for score in range(0, self.cap + 1, step):
            y = plot.bottom() - plot.height() * score / self.cap
            painter.setPen(QPen(GRID, 1.0, Qt.PenStyle.DotLine if score % 18 else Qt.PenStyle.SolidLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(INK_DIM)
            painter.drawText(QRectF(plot.left() - AXIS, y - 8, AXIS - 5, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(score))
        if len(self.turns) > 1:
            last = len(self.turns) - 1
            every = max(1, math.ceil(last / max(1.0, plot.width() / 36) / 5) * 5)
            ticks = list(range(0, last, every))
            ticks = ticks[:-1] if last - ticks[-1] < every / 2 else ticks  # the last turn's own label has room
            for turn in [*ticks, last]:
                x = self.point(plot, turn, 0).x()
                painter.drawText(QRectF(x - 15, plot.bottom() + 12, 30, 14), Qt.AlignmentFlag.AlignCenter, str(turn))

    def _paint_lowest(self, painter: QPainter, holder: int, plot: QRectF) -> None:
        path = _polyline(self.point(plot, index, turn.lowest[holder]) for index, turn in enumerate(self.turns))
        painter.setPen(QPen(LOWEST_BAND, LOWEST_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)

    def _paint_colour(self, painter: QPainter, holder: int, colour: int, plot: QRectF) -> None:
        spread = (colour - 2.5) * SPREAD
        path = _polyline(self.point(plot, index, turn.scores[holder][colour]) + QPointF(0, spread)
                         for index, turn in enumerate(self.turns))
        painter.setPen(QPen(COLOUR_FILLS[colour], 1.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        end = path.currentPosition()
        paint_half(painter, QPointF(end.x() + 9, end.y()), 6.5, colour)

    def _paint_marks(self, painter: QPainter, holder: int, plot: QRectF) -> None:
        for index, turn in enumerate(self.turns):
            if turn.holder != holder:
                continue
            x = self.point(plot, index, 0).x()
            if turn.bonuses:
                _paint_diamond(painter, QPointF(x, plot.top() - 2), 5.0)
            if turn.swapped:
                _paint_swap(painter, QPointF(x, plot.bottom() + 6), 5.5)

    def _paint_hover(self, painter: QPainter, holder: int, index: int, plot: QRectF) -> None:
        x = self.point(plot, index, 0).x()
        painter.setPen(QPen(QColor(236, 230, 214, 110), 1.0))
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        for colour, score in enumerate(self.turns[index].scores[holder]):
            point = self.point(plot, index, score) + QPointF(0, (colour - 2.5) * SPREAD)
            painter.setPen(QPen(BACKGROUND, 1.2))
            painter.setBrush(COLOUR_FILLS[colour])
            painter.drawEllipse(point, 3.5, 3.5)

    def _paint_legend(self, painter: QPainter) -> None:
        painter.setFont(self.font())
        y = self.height() - LEGEND / 2 - 2
        x = GAP + AXIS
        painter.setPen(QPen(LOWEST_BAND, LOWEST_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(x, y), QPointF(x + 18, y))
        x = _legend_text(painter, "lowest colour", x + 26, y)
        _paint_diamond(painter, QPointF(x + 18, y), 4.5)
        x = _legend_text(painter, "bonus placement", x + 28, y)
        _paint_swap(painter, QPointF(x + 18, y), 4.5)
        _legend_text(painter, "swap", x + 28, y)


def _polyline(points) -> QPainterPath:
    points = list(points)
    path = QPainterPath(points[0])
    for point in points[1:]:
        path.lineTo(point)
    return path


def _legend_text(painter: QPainter, text: str, x: float, y: float) -> float:
    painter.setPen(INK_DIM)
    width = QFontMetricsF(painter.font()).horizontalAdvance(text)
    painter.drawText(QRectF(x, y - 9, width + 2, 18), Qt.AlignmentFlag.AlignVCenter, text)
    return x + width


def _paint_diamond(painter: QPainter, centre: QPointF, radius: float) -> None:
    painter.setPen(QPen(BACKGROUND, 1.0))
    painter.setBrush(GOLD)
    painter.drawPolygon(QPolygonF([centre + QPointF(0, -radius), centre + QPointF(radius, 0),
                                   centre + QPointF(0, radius), centre + QPointF(-radius, 0)]))


def _paint_swap(painter: QPainter, centre: QPointF, radius: float) -> None:
    """Two small arrows, one each way: the rack set aside and a new one drawn."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SWAP_INK)
    for sign, dy in ((1, -radius * 0.5), (-1, radius * 0.5)):
        tip = centre + QPointF(sign * radius * 1.2, dy)
        back = centre + QPointF(-sign * radius * 0.2, dy)
        painter.drawPolygon(QPolygonF([tip, back + QPointF(0, -radius * 0.55), back + QPointF(0, radius * 0.55)]))
        painter.setPen(QPen(SWAP_INK, 1.2))
        painter.drawLine(back, centre + QPointF(-sign * radius * 1.2, dy))
        painter.setPen(Qt.PenStyle.NoPen)
