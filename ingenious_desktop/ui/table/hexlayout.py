"""Hex <-> pixel maths for pointy-top axial hexes (the engine's coordinates), kept in the view layer."""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF

from ingenious_desktop.engine import Hex

SQRT3 = math.sqrt(3.0)


class HexLayout:
    """Places the cells of a board of hexes with corner radius ``size`` around ``origin``."""

    def __init__(self, size: float, origin: QPointF):
        self.size = size
        self.origin = QPointF(origin)

    def centre(self, cell: Hex) -> QPointF:
        q, r = cell
        return QPointF(self.origin.x() + self.size * SQRT3 * (q + r / 2.0),
                       self.origin.y() + self.size * 1.5 * r)

    def around(self, cells) -> QRectF:
        """The rectangle that holds the hexagons of ``cells`` (an empty one for no cells)."""
        centres = [self.centre(cell) for cell in cells]
        if not centres:
            return QRectF()
        xs, ys = [c.x() for c in centres], [c.y() for c in centres]
        return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).adjusted(
            -self.size, -self.size, self.size, self.size)

    def cell_at(self, point: QPointF) -> Hex:
        """The cell whose hexagon contains ``point`` (on or off any board)."""
        x = (point.x() - self.origin.x()) / self.size
        y = (point.y() - self.origin.y()) / self.size
        return round_hex(SQRT3 / 3.0 * x - y / 3.0, 2.0 / 3.0 * y)


def round_hex(q: float, r: float) -> Hex:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))


def hexagon(centre: QPointF, radius: float, pointy: bool = True, rounding: float = 0.0) -> QPainterPath:
    """A regular hexagon path; ``rounding`` (0..1 of the side) rounds its corners."""
    return _hexagon_at_origin(radius, pointy, rounding).translated(centre)


@lru_cache(maxsize=256)
def _hexagon_at_origin(radius: float, pointy: bool, rounding: float) -> QPainterPath:
    start = 30.0 if pointy else 0.0
    corners = [QPointF(radius * math.cos(math.radians(start + 60 * k)), radius * math.sin(math.radians(start + 60 * k)))
               for k in range(6)]
    path = QPainterPath()
    if rounding <= 0:
        path.addPolygon(QPolygonF(corners))
        path.closeSubpath()
        return path
    cut = min(rounding, 0.5)
    for k in range(6):
        corner, before, after = corners[k], corners[k - 1], corners[(k + 1) % 6]
        enter = corner + (before - corner) * cut
        leave = corner + (after - corner) * cut
        if k == 0:
            path.moveTo(enter)
        else:
            path.lineTo(enter)
        path.quadTo(corner, leave)
    path.closeSubpath()
    return path
