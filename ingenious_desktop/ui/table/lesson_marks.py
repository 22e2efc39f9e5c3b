"""The lesson's marks on the board: the cells a step asks for, in the colours wanted there.

Its one job is painting; it handles no input (the lesson's panel places and removes it).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ingenious_desktop.engine import COLOURS

from ..kit.palette import ACCENT, COLOUR_FILLS, INK, tint
from .hexlayout import hexagon

#: How strongly a marked cell is tinted with the colour wanted there.
MARK_FILL_ALPHA = 90


class TargetCellsItem(QGraphicsItem):
    """Dashed gold rings on the cells a step asks for, each tinted with the colour wanted there and
    a dot of it in the middle (bold enough to find on the small table of an 800×600 screen)."""

    def __init__(self, layout, halves):
        super().__init__()
        self.layout = layout
        self.halves = halves
        size = layout.size
        centres = [layout.centre(cell) for cell, _colour in halves]
        left, top = min(c.x() for c in centres) - size, min(c.y() for c in centres) - size
        right, bottom = max(c.x() for c in centres) + size, max(c.y() for c in centres) + size
        self._bounds = QRectF(left, top, right - left, bottom - top)
        self.setZValue(3.5)  # over the board and the glow of legal cells, under the tile in hand

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        size = self.layout.size
        for cell, colour in self.halves:
            centre = self.layout.centre(cell)
            wanted = COLOUR_FILLS[COLOURS.index(colour)] if colour else ACCENT
            painter.setBrush(tint(wanted, MARK_FILL_ALPHA))
            painter.setPen(QPen(ACCENT, size * 0.12, Qt.DashLine))
            painter.drawPath(hexagon(centre, size * 0.8, rounding=0.25))
            if colour:
                painter.setPen(QPen(tint(INK, 220), size * 0.05))
                painter.setBrush(wanted)
                painter.drawEllipse(centre, size * 0.3, size * 0.3)
