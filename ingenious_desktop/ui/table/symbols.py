"""The six colours and their symbols, drawn as vector paths so they stay crisp at any scale.

Every colour has its own shape, so the game is playable without telling the colours apart:
red 12-pointed star, orange hexagon, yellow sun (a disc inside a ring of eight separate rays),
green small filled circle, blue 6-pointed star, purple ring.  Indices follow the engine's
``COLOURS = "ROYGBP"``.  The shapes stay apart in grayscale down to the log's smallest swatch:
the sun's rays stand clear of its disc and green's circle is much smaller than orange's hexagon,
so neither blurs into a plain disc like the other (tests/ui/test_symbols.py).
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from ..kit.palette import COLOUR_FILLS, SYMBOL_FILL, WHITE, tint
from .hexlayout import hexagon

RED, ORANGE, YELLOW, GREEN, BLUE, PURPLE = range(6)


#: A tile half's symbol's radius, in cells' sizes.
SYMBOL_SCALE = 0.54

def star(points: int, outer: float, inner: float, turn: float = -90.0) -> QPainterPath:
    corners = []
    for k in range(2 * points):
        radius = outer if k % 2 == 0 else inner
        angle = math.radians(turn + 180.0 * k / points)
        corners.append(QPointF(radius * math.cos(angle), radius * math.sin(angle)))
    path = QPainterPath()
    path.addPolygon(QPolygonF(corners))
    path.closeSubpath()
    return path


def circle(radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), radius, radius)
    return path


def sun(rays: int, disc: float, ray_from: float, ray_width: float) -> QPainterPath:
    """A disc of radius ``disc`` and ``rays`` triangles from ``ray_from`` out to radius 1, apart from it."""
    path = circle(disc)
    for k in range(rays):
        angle = math.radians(-90.0 + 360.0 * k / rays)
        along, across = QPointF(math.cos(angle), math.sin(angle)), QPointF(-math.sin(angle), math.cos(angle))
        base = along * ray_from
        path.addPolygon(QPolygonF([base + across * (ray_width / 2), along * 1.0, base - across * (ray_width / 2)]))
        path.closeSubpath()
    return path


def ring(outer: float, inner: float) -> QPainterPath:
    path = circle(outer)
    path.addEllipse(QPointF(0, 0), inner, inner)
    path.setFillRule(Qt.OddEvenFill)
    return path


@lru_cache(maxsize=None)
def _unit_symbol(colour: int) -> QPainterPath:
    """The symbol of ``colour`` centred on (0, 0), reaching radius 1 at most."""
    if colour == RED:
        return star(12, 1.0, 0.62)
    if colour == ORANGE:
        return hexagon(QPointF(0, 0), 0.86, pointy=False, rounding=0.04)
    if colour == YELLOW:
        return sun(8, 0.4, 0.6, 0.36)
    if colour == GREEN:
        return circle(0.5)
    if colour == BLUE:
        return star(6, 1.0, 0.5)
    return ring(0.82, 0.44)


@lru_cache(maxsize=None)
def symbol_path(colour: int, radius: float) -> QPainterPath:
    return QTransform.fromScale(radius, radius).map(_unit_symbol(colour))


def shade(colour: QColor, factor: int) -> QColor:
    """Lighter for factor > 100, darker for factor < 100."""
    return colour.lighter(factor) if factor >= 100 else colour.darker(int(10000 / factor))


def paint_symbol(painter: QPainter, centre: QPointF, colour: int, radius: float,
                 fill: QColor = SYMBOL_FILL, edge: QColor | None = None) -> None:
    path = symbol_path(colour, radius).translated(centre)
    edge = edge if edge is not None else shade(COLOUR_FILLS[colour], 55)
    painter.setPen(QPen(edge, max(radius * 0.07, 0.4), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    painter.setBrush(fill)
    painter.drawPath(path)


def paint_half(painter: QPainter, centre: QPointF, size: float, colour: int, pointy: bool = True) -> None:
    """One tile half: a bevelled hexagon of ``colour`` with its symbol, lit from the top."""
    base = COLOUR_FILLS[colour]
    face = hexagon(centre, size * 0.86, pointy, rounding=0.16)
    gradient = QLinearGradient(centre.x(), centre.y() - size, centre.x(), centre.y() + size)
    gradient.setColorAt(0.0, shade(base, 128))
    gradient.setColorAt(0.45, base)
    gradient.setColorAt(1.0, shade(base, 72))
    painter.setPen(Qt.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawPath(face)
    inner = hexagon(centre, size * 0.76, pointy, rounding=0.16)
    painter.setBrush(Qt.NoBrush)
    painter.setPen(QPen(tint(WHITE, 60), size * 0.05))
    painter.drawPath(inner)
    paint_symbol(painter, centre, colour, size * SYMBOL_SCALE)
