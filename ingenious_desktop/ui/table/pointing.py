"""What a log line points at on the board: one placement's two cells and the lines it scored.

The item only paints what it is given, a :class:`PlacementResult` the engine made when the
tile was placed; it never walks a line itself.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ingenious_desktop.engine import PlacementResult

from ..kit.palette import FLASH, LEGAL, tint
from .hexlayout import HexLayout, hexagon

#: How faint a tile placed after the moment the log points at is drawn (its ghost).
GHOST_OPACITY = 0.18


class PointedPlacementItem(QGraphicsItem):
    """A placement picked out on the board: a bright ring on its cells, a glow along each scored line."""

    result: PlacementResult | None = None

    def __init__(self, layout: HexLayout):
        super().__init__()
        self.layout = layout
        self.setZValue(5)
        self.point_at(None)

    @property
    def cells(self) -> tuple:
        return () if self.result is None else tuple(self.result.placement.cells)

    def point_at(self, result: PlacementResult | None) -> None:
        """Pick out ``result`` (None: nothing, hidden)."""
        self.prepareGeometryChange()
        self.result = result
        self.setVisible(result is not None)

    def boundingRect(self) -> QRectF:
        lines = () if self.result is None else self.result.lines
        return self.layout.around([*self.cells, *(cell for line in lines for cell in (line.start, line.end))])

    def paint(self, painter: QPainter, option, widget=None) -> None:
        size = self.layout.size
        for line in self.result.lines:
            a, b = self.layout.centre(line.start), self.layout.centre(line.end)
            painter.setPen(QPen(tint(FLASH, 90), size * 0.7, Qt.SolidLine, Qt.RoundCap))
            painter.drawLine(a, b)
            painter.setPen(QPen(tint(FLASH, 230), size * 0.22, Qt.SolidLine, Qt.RoundCap))
            painter.drawLine(a, b)
            painter.setPen(QPen(tint(FLASH, 240), size * 0.1))
            painter.setBrush(Qt.NoBrush)
            painter.drawPath(hexagon(b, size * 0.8, rounding=0.2))
        painter.setPen(QPen(tint(LEGAL, 255), size * 0.2))
        painter.setBrush(tint(LEGAL, 70))
        for cell in self.cells:
            painter.drawPath(hexagon(self.layout.centre(cell), size * 0.9, rounding=0.2))
