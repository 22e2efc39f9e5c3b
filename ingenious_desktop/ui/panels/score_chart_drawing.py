"""How the score chart looks: its margins, its colours and the drawing itself, with QPainter.

Each colour is a thin line in its tile colour ending in a small tile half with its symbol (so the
lines are told apart without colour vision too); the lowest colour, the one that decides the game,
is a broad gold band beneath them. A gold diamond over a turn marks bonus placements, a blue double
arrow under it a swap; a gold upright line the turn the viewer shows. It paints only: :class:`~.score_chart.ScoreChart` holds the turns, lays the
panels out and answers the pointer.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from ..kit.palette import ACCENT, AREA_SOCKETS, INK, LOG_BACKGROUND, LOG_INK_DIM, LOG_OTHER_TURN, LOG_SWAP_INK, tint
from ..table.symbols import COLOUR_FILLS, paint_half

GRID = AREA_SOCKETS[0]  # the lines of the board's sockets
LOWEST_BAND = tint(ACCENT, 150)
LOWEST_WIDTH = 9.0
#: Margins around each holder's plot, the gap between panels and the legend's height, in pixels.
TITLE, AXIS, BOTTOM, RIGHT, GAP, LEGEND = 22.0, 26.0, 30.0, 20.0, 12.0, 26.0
#: The width of the gold line at the turn the viewer shows, in pixels.
CURRENT_WIDTH = 2.5
#: Lines of equal value are drawn this far apart (pixels) so none hides another.
SPREAD = 0.9


translate = QCoreApplication.translate  # in the chart's own context, "ScoreChart"


class ChartDrawing:
    """Draws ``chart`` (a :class:`~.score_chart.ScoreChart`) as it lays its panels out: the chart
    itself once per size and game, the marks of the turn under the pointer on every move."""

    def __init__(self, chart):
        self.chart = chart
        self._drawn: QPixmap | None = None

    def forget(self) -> None:
        """The chart shows other turns: draw it again at the next paint."""
        self._drawn = None

    def paint(self) -> None:
        """Paint the chart on its widget (in its paintEvent)."""
        chart = self.chart
        ratio = chart.devicePixelRatioF()
        if self._drawn is None or self._drawn.size() != chart.size() * ratio:
            self._drawn = QPixmap(chart.size() * ratio)
            self._drawn.setDevicePixelRatio(ratio)
            self._paint_chart(self._drawn)
        painter = QPainter(chart)
        painter.drawPixmap(0, 0, self._drawn)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if chart.current is not None and chart.current < len(chart.turns):
            for plot in chart.plot_rects()[:len(chart.names)]:
                self._paint_current(painter, chart.current, plot)
        if chart.hovered is not None and chart.turns:
            holder, index = chart.hovered
            self._paint_hover(painter, holder, index, chart.plot_rects()[holder])
        painter.end()

    def _paint_chart(self, device: QPixmap) -> None:
        painter = QPainter(device)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.chart.rect(), LOG_BACKGROUND)
        for holder, plot in enumerate(self.chart.plot_rects()[:len(self.chart.names)]):
            self._paint_panel(painter, holder, plot)
        self._paint_legend(painter)
        painter.end()

    def _paint_panel(self, painter: QPainter, holder: int, plot: QRectF) -> None:
        painter.fillRect(plot.adjusted(-AXIS, -TITLE, RIGHT, BOTTOM), LOG_OTHER_TURN)
        self._paint_title(painter, holder, plot)
        self._paint_axes(painter, plot)
        if not self.chart.turns:
            return
        self._paint_lowest(painter, holder, plot)
        for colour in range(6):
            self._paint_colour(painter, holder, colour, plot)
        self._paint_marks(painter, holder, plot)

    def _paint_title(self, painter: QPainter, holder: int, plot: QRectF) -> None:
        font = QFont(self.chart.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(INK)
        title = QRectF(plot.left() - AXIS + 6, plot.top() - TITLE, plot.width() + AXIS + RIGHT - 12, TITLE)
        name = QFontMetricsF(font).elidedText(self.chart.names[holder], Qt.TextElideMode.ElideRight, title.width() * 0.6)
        painter.drawText(title, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        if self.chart.turns:
            painter.setFont(self.chart.font())
            painter.setPen(ACCENT)
            lowest = self.chart.turns[-1].lowest[holder]
            painter.drawText(title, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             translate("ScoreChart", "lowest {score}").format(score=lowest))

    def _paint_axes(self, painter: QPainter, plot: QRectF) -> None:
        small = QFont(self.chart.font())
        small.setPointSizeF(max(6.5, small.pointSizeF() * 0.8))
        painter.setFont(small)
        step = 6
        for score in range(0, self.chart.cap + 1, step):
            y = plot.bottom() - plot.height() * score / self.chart.cap
            painter.setPen(QPen(GRID, 1.0, Qt.PenStyle.DotLine if score % 18 else Qt.PenStyle.SolidLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(LOG_INK_DIM)
            painter.drawText(QRectF(plot.left() - AXIS, y - 8, AXIS - 5, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(score))
        if len(self.chart.turns) > 1:
            last = len(self.chart.turns) - 1
            every = max(1, math.ceil(last / max(1.0, plot.width() / 36) / 5) * 5)
            ticks = list(range(0, last, every))
            ticks = ticks[:-1] if last - ticks[-1] < every / 2 else ticks  # the last turn's own label has room
            for turn in [*ticks, last]:
                x = self.chart.point(plot, turn, 0).x()
                painter.drawText(QRectF(x - 15, plot.bottom() + 12, 30, 14), Qt.AlignmentFlag.AlignCenter, str(turn))

    def _paint_lowest(self, painter: QPainter, holder: int, plot: QRectF) -> None:
        path = _polyline(self.chart.point(plot, index, turn.lowest[holder]) for index, turn in enumerate(self.chart.turns))
        painter.setPen(QPen(LOWEST_BAND, LOWEST_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)

    def _paint_colour(self, painter: QPainter, holder: int, colour: int, plot: QRectF) -> None:
        spread = (colour - 2.5) * SPREAD
        path = _polyline(self.chart.point(plot, index, turn.scores[holder][colour]) + QPointF(0, spread)
                         for index, turn in enumerate(self.chart.turns))
        painter.setPen(QPen(COLOUR_FILLS[colour], 1.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        end = path.currentPosition()
        paint_half(painter, QPointF(end.x() + 9, end.y()), 6.5, colour)

    def _paint_marks(self, painter: QPainter, holder: int, plot: QRectF) -> None:
        for index, turn in enumerate(self.chart.turns):
            if turn.holder != holder:
                continue
            x = self.chart.point(plot, index, 0).x()
            if turn.bonuses:
                _paint_diamond(painter, QPointF(x, plot.top() - 2), 5.0)
            if turn.swapped:
                _paint_swap(painter, QPointF(x, plot.bottom() + 6), 5.5)

    def _paint_current(self, painter: QPainter, index: int, plot: QRectF) -> None:
        x = self.chart.point(plot, index, 0).x()
        painter.setPen(QPen(ACCENT, CURRENT_WIDTH))
        painter.drawLine(QPointF(x, plot.top() - TITLE / 3), QPointF(x, plot.bottom()))

    def _paint_hover(self, painter: QPainter, holder: int, index: int, plot: QRectF) -> None:
        x = self.chart.point(plot, index, 0).x()
        painter.setPen(QPen(tint(INK, 110), 1.0))
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        for colour, score in enumerate(self.chart.turns[index].scores[holder]):
            point = self.chart.point(plot, index, score) + QPointF(0, (colour - 2.5) * SPREAD)
            painter.setPen(QPen(LOG_BACKGROUND, 1.2))
            painter.setBrush(COLOUR_FILLS[colour])
            painter.drawEllipse(point, 3.5, 3.5)

    def _paint_legend(self, painter: QPainter) -> None:
        painter.setFont(self.chart.font())
        y = self.chart.height() - LEGEND / 2 - 2
        x = GAP + AXIS
        painter.setPen(QPen(LOWEST_BAND, LOWEST_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(x, y), QPointF(x + 18, y))
        x = _legend_text(painter, translate("ScoreChart", "lowest colour"), x + 26, y)
        _paint_diamond(painter, QPointF(x + 18, y), 4.5)
        x = _legend_text(painter, translate("ScoreChart", "bonus placement"), x + 28, y)
        _paint_swap(painter, QPointF(x + 18, y), 4.5)
        _legend_text(painter, translate("ScoreChart", "swap"), x + 28, y)


def _polyline(points) -> QPainterPath:
    points = list(points)
    path = QPainterPath(points[0])
    for point in points[1:]:
        path.lineTo(point)
    return path


def _legend_text(painter: QPainter, text: str, x: float, y: float) -> float:
    painter.setPen(LOG_INK_DIM)
    width = QFontMetricsF(painter.font()).horizontalAdvance(text)
    painter.drawText(QRectF(x, y - 9, width + 2, 18), Qt.AlignmentFlag.AlignVCenter, text)
    return x + width


def _paint_diamond(painter: QPainter, centre: QPointF, radius: float) -> None:
    painter.setPen(QPen(LOG_BACKGROUND, 1.0))
    painter.setBrush(ACCENT)
    painter.drawPolygon(QPolygonF([centre + QPointF(0, -radius), centre + QPointF(radius, 0),
                                   centre + QPointF(0, radius), centre + QPointF(-radius, 0)]))


def _paint_swap(painter: QPainter, centre: QPointF, radius: float) -> None:
    """Two small arrows, one each way: the rack set aside and a new one drawn."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(LOG_SWAP_INK)
    for sign, dy in ((1, -radius * 0.5), (-1, radius * 0.5)):
        tip = centre + QPointF(sign * radius * 1.2, dy)
        back = centre + QPointF(-sign * radius * 0.2, dy)
        painter.drawPolygon(QPolygonF([tip, back + QPointF(0, -radius * 0.55), back + QPointF(0, radius * 0.55)]))
        painter.setPen(QPen(LOG_SWAP_INK, 1.2))
        painter.drawLine(back, centre + QPointF(-sign * radius * 1.2, dy))
        painter.setPen(Qt.PenStyle.NoPen)
