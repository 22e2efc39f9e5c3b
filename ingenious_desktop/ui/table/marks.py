"""The marks laid over the board for a moment: the cells where the tile may go, the tile in hand's
preview with its points, the scoring flash, the last placement's ring and the Ingenious banner."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ingenious_desktop.engine import Hex

from ..kit.palette import (ACCENT, ACCENT_PALE, BANNER_PLATE, BLACK, DISC, FLASH, ILLEGAL, INK, INK_DIM, LEGAL,
                           tint)
from .hexlayout import SQRT3, HexLayout, hexagon
from .items import font, tile_outline
from .symbols import paint_half


class CellHighlightItem(QGraphicsItem):
    """A soft glow on the cells where the picked-up tile may go."""

    def __init__(self, layout: HexLayout, board_radius: int):
        super().__init__()
        self.layout = layout
        self.cells: frozenset[Hex] = frozenset()
        self.strong = False
        size = layout.size
        reach = SQRT3 * size * (board_radius + 1)
        self._bounds = QRectF(layout.origin.x() - reach, layout.origin.y() - reach, 2 * reach, 2 * reach)
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def show_cells(self, cells, strong: bool = False) -> None:
        """Glow on ``cells``; ``strong`` when they are few enough to be worth pointing out (first round)."""
        if (frozenset(cells), strong) != (self.cells, self.strong):
            self.cells, self.strong = frozenset(cells), strong
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        size = self.layout.size
        painter.setBrush(tint(LEGAL, 40 if self.strong else 16))
        painter.setPen(QPen(tint(LEGAL, 190 if self.strong else 95), size * (0.08 if self.strong else 0.05)))
        for cell in self.cells:
            painter.drawPath(hexagon(self.layout.centre(cell), size * 0.72, rounding=0.25))


class PreviewItem(QGraphicsItem):
    """The picked-up tile hovering over two cells, marked legal or illegal, with each half's points."""

    def __init__(self, layout: HexLayout):
        super().__init__()
        self.layout = layout
        self.cells: tuple[Hex, Hex] | None = None
        self.colours = (0, 0)
        self.legal = False
        self.points: tuple[int, int] | None = None
        self.setZValue(5)
        self.hide()

    def show_at(self, cells: tuple[Hex, Hex], colours: tuple[int, int], legal: bool,
                points: tuple[int, int] | None) -> None:
        self.prepareGeometryChange()
        self.cells, self.colours, self.legal, self.points = cells, colours, legal, points
        self.setPos(self.layout.centre(cells[0]))
        self.show()
        self.update()

    def _offset(self) -> QPointF:
        return self.layout.centre(self.cells[1]) - self.layout.centre(self.cells[0])

    def boundingRect(self) -> QRectF:
        size = self.layout.size
        if self.cells is None:
            return QRectF()
        offset = self._offset()
        return QRectF(QPointF(min(0, offset.x()), min(0, offset.y())),
                      QPointF(max(0, offset.x()), max(0, offset.y()))).adjusted(
            -size * 1.6, -size * 1.6, size * 1.6, size * 1.6)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        size, offset = self.layout.size, self._offset()
        outline = tile_outline(size, offset, True)
        mark = LEGAL if self.legal else ILLEGAL
        painter.setPen(Qt.NoPen)
        painter.setBrush(tint(BLACK, 80))
        painter.drawPath(outline.translated(size * 0.2, size * 0.3))
        painter.setOpacity(1.0 if self.legal else 0.55)
        paint_half(painter, QPointF(0, 0), size, self.colours[0])
        paint_half(painter, offset, size, self.colours[1])
        painter.setOpacity(1.0)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(mark, size * 0.12, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        painter.drawPath(outline)
        if not self.legal:
            self._paint_cross(painter, offset * 0.5, size * 0.35)
        elif self.points is not None:
            for centre, points in zip((QPointF(0, 0), offset), self.points):
                self._paint_points(painter, centre, points, size)

    @staticmethod
    def _paint_cross(painter: QPainter, centre: QPointF, arm: float) -> None:
        painter.setPen(QPen(ILLEGAL, arm * 0.45, Qt.SolidLine, Qt.RoundCap))
        painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
        painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))

    @staticmethod
    def _paint_points(painter: QPainter, centre: QPointF, points: int, size: float) -> None:
        """The points a half would score, in a dark disc over its symbol."""
        painter.setPen(QPen(ACCENT if points else INK_DIM, size * 0.06))
        painter.setBrush(tint(DISC, 225))
        painter.drawEllipse(centre, size * 0.46, size * 0.46)
        painter.setPen(ACCENT if points else INK_DIM)
        painter.setFont(font(size * 0.5, bold=True))
        painter.drawText(QRectF(centre.x() - size, centre.y() - size, 2 * size, 2 * size), Qt.AlignCenter,
                         f"+{points}")


class ScoringFlashItem(QGraphicsItem):
    """The lines a placement scored along, lit up for a moment."""

    def __init__(self, layout: HexLayout, lines: list[tuple[Hex, Hex]]):
        """``lines``: (the placed half's cell, the far cell of the run) for each line scored."""
        super().__init__()
        self.layout = layout
        self.lines = lines
        self.setZValue(4)

    def boundingRect(self) -> QRectF:
        return self.layout.around(cell for line in self.lines for cell in line)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        size = self.layout.size
        for start, end in self.lines:
            a, b = self.layout.centre(start), self.layout.centre(end)
            for width, alpha in ((size * 1.0, 45), (size * 0.55, 90), (size * 0.2, 235)):
                painter.setPen(QPen(tint(FLASH, alpha), width, Qt.SolidLine, Qt.RoundCap))
                painter.drawLine(a, b)
            painter.setPen(QPen(tint(FLASH, 230), size * 0.09))
            painter.setBrush(Qt.NoBrush)
            painter.drawPath(hexagon(b, size * 0.84, rounding=0.2))


class LastPlacementItem(QGraphicsItem):
    """A thin gold outline around the tile placed last, so every player sees where it went."""

    def __init__(self, layout: HexLayout):
        super().__init__()
        self.layout = layout
        self.cells: tuple[Hex, Hex] | None = None
        self._outline = QPainterPath()
        self.setZValue(3)

    def mark(self, cells: tuple[Hex, Hex] | None) -> None:
        self.prepareGeometryChange()
        self.cells = cells
        if cells is None:
            self._outline = QPainterPath()
            return
        first, second = (self.layout.centre(c) for c in cells)
        self._outline = tile_outline(self.layout.size * 1.06, second - first, True).translated(first)

    def boundingRect(self) -> QRectF:
        return self._outline.boundingRect().adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(tint(ACCENT, 210), self.layout.size * 0.1, Qt.SolidLine, Qt.RoundCap,
                            Qt.RoundJoin))
        painter.drawPath(self._outline)


class BannerItem(QGraphicsObject):
    """"Ingenious!" across the board when a colour reaches the top of its track."""

    def __init__(self, centre: QPointF, title: str):
        super().__init__()
        self.title, self.subtitle = title, ""
        self.title_font, self.subtitle_font = font(58, bold=True), font(17)
        self.setPos(centre)
        self.setZValue(10)
        self.hide()

    def set_subtitle(self, text: str) -> None:
        self.subtitle = text
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-260, -70, 520, 140)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        plate = QRectF(-240, -58, 480, 116)
        painter.setPen(QPen(tint(ACCENT, 160), 2))
        painter.setBrush(tint(BANNER_PLATE, 215))
        painter.drawRoundedRect(plate, 22, 22)
        title = QRectF(-240, -52, 480, 72)
        painter.setFont(self.title_font)
        painter.setPen(tint(BLACK, 160))
        painter.drawText(title.translated(2, 3), Qt.AlignCenter, self.title)
        gold = QLinearGradient(0, title.top() + 10, 0, title.bottom() - 10)
        gold.setColorAt(0, ACCENT_PALE)
        gold.setColorAt(1, ACCENT)
        painter.setPen(QPen(QBrush(gold), 1))
        painter.drawText(title, Qt.AlignCenter, self.title)
        painter.setFont(self.subtitle_font)
        painter.setPen(INK)
        painter.drawText(QRectF(-240, 18, 480, 32), Qt.AlignCenter, self.subtitle)
