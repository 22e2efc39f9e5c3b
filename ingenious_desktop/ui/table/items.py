"""The graphics items of the game table: board, tiles, pegs, labels and the bag (plates: :mod:`.plates`,
marks over the board: :mod:`.marks`).

Items only draw; :mod:`.scene` decides what they show.  Everything is painted as vectors
(no pixmaps are scaled), so the table stays crisp at any window size and pixel density.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen,
                           QRadialGradient)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ingenious_desktop.engine import DIRECTIONS, Hex, hexes_within

from ..kit.palette import (ACCENT, AREA_SOCKETS, BAG_CLOTH, BAG_SEAM, BLACK, BOARD_BODY, BOARD_INSET, BOARD_RIM,
                           COLOUR_FILLS, INK, INK_DIM, PRINTED_SOCKET, TILE_BACK, TILE_EDGE, TILE_SLAB, UNUSED_SOCKET,
                           WHITE, tint)
from .hexlayout import SQRT3, HexLayout, hexagon
from .symbols import paint_half, paint_symbol, shade

#: The smallest text on the table, in scene units: the window keeps it at TEXT_FLOOR screen pixels or more.
SMALLEST_TEXT = 12.0
#: Screen pixels the smallest text may not go below while there is any other way (the log gives way first).
TEXT_FLOOR = 9.0
#: How much of its box's width a label's text may take: glyphs drawn scaled come out a little wider or narrower.
FIT_SLACK = 0.97


def font(pixels: float, bold: bool = False) -> QFont:
    result = QFont("DejaVu Sans")
    result.setPixelSize(max(1, round(pixels)))
    result.setBold(bold)
    return result


def tile_outline(size: float, offset: QPointF, pointy: bool) -> QPainterPath:
    """Both halves of a tile as one slab: first half at (0, 0), second at ``offset``, bridged between."""
    return _tile_outline(size, round(offset.x(), 3), round(offset.y(), 3), pointy)


@lru_cache(maxsize=64)
def _tile_outline(size: float, dx: float, dy: float, pointy: bool) -> QPainterPath:
    offset = QPointF(dx, dy)
    outline = hexagon(QPointF(0, 0), size * 0.95, pointy, rounding=0.18)
    outline = outline.united(hexagon(offset, size * 0.95, pointy, rounding=0.18))
    across = QPointF(-offset.y(), offset.x()) * (0.45 * size / math.hypot(offset.x(), offset.y()))
    bridge = QPainterPath(offset * 0.25 + across)
    for corner in (offset * 0.75 + across, offset * 0.75 - across, offset * 0.25 - across):
        bridge.lineTo(corner)
    bridge.closeSubpath()
    return outline.united(bridge)


def corner(centre: QPointF, radius: float, degrees: float) -> QPointF:
    """The point ``radius`` from ``centre`` at ``degrees`` (clockwise on screen, 0 pointing right)."""
    return centre + QPointF(math.cos(math.radians(degrees)), math.sin(math.radians(degrees))) * radius


class _TileShape(QGraphicsItem):
    """The shape and shadow shared by face-up and face-down tiles."""

    def __init__(self, size: float, offset: QPointF, pointy: bool, parent=None):
        super().__init__(parent)
        self.size, self.offset, self.pointy = size, QPointF(offset), pointy
        self._outline = tile_outline(size, offset, pointy)
        self._bounds = self._outline.boundingRect().adjusted(-2, -2, size * 0.12 + 3, size * 0.16 + 3)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._outline

    def paint_slab(self, painter: QPainter) -> None:
        """The drop shadow and the ivory slab that joins the two faces."""
        painter.setPen(Qt.NoPen)
        painter.setBrush(tint(BLACK, 100))
        painter.drawPath(self._outline.translated(self.size * 0.08, self.size * 0.14))
        slab = QLinearGradient(0, self._bounds.top(), 0, self._bounds.bottom())
        slab.setColorAt(0, TILE_SLAB[0])
        slab.setColorAt(1, TILE_SLAB[1])
        painter.setBrush(slab)
        painter.setPen(QPen(tint(TILE_EDGE, 150), self.size * 0.04))
        painter.drawPath(self._outline)


class TileItem(_TileShape):
    """A face-up tile: ``colours[0]`` on the half at (0, 0), ``colours[1]`` at ``offset``."""

    def __init__(self, colours: tuple[int, int], size: float, offset: QPointF, pointy: bool = True, parent=None):
        super().__init__(size, offset, pointy, parent)
        self.colours = colours

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self.paint_slab(painter)
        paint_half(painter, QPointF(0, 0), self.size, self.colours[0], self.pointy)
        paint_half(painter, self.offset, self.size, self.colours[1], self.pointy)


class BoardTileItem(TileItem):
    """A tile lying on the board, on ``cells``."""

    def __init__(self, cells: tuple[Hex, Hex], colours: tuple[int, int], layout: HexLayout):
        first, second = (layout.centre(c) for c in cells)
        super().__init__(colours, layout.size, second - first)
        self.cells = cells
        self.setPos(first)
        self.setZValue(2)


class InHandItem(QGraphicsItem):
    """The tile in the player's hand while the pointer is off the board, a little transparent."""

    def __init__(self, size: float):
        super().__init__()
        self.size = size
        self.tile: TileItem | None = None
        self.setOpacity(0.9)
        self.setZValue(6)

    def hold(self, colours: tuple[int, int], offset: QPointF, pointer: QPointF) -> None:
        """Show the tile of ``colours``, its second half at ``offset``, centred on ``pointer``."""
        if self.tile is None or (self.tile.colours, self.tile.offset) != (colours, offset):
            if self.tile is not None:
                self.scene().removeItem(self.tile)
            self.tile = TileItem(colours, self.size, offset, parent=self)
        self.setPos(pointer - offset / 2)
        self.show()

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The tile is a child item: nothing of its own to paint."""


class RackTileItem(TileItem):
    """A face-up tile in a rack, standing upright."""

    def __init__(self, seat: int, index: int, tile: str, colours: tuple[int, int], size: float, parent=None):
        super().__init__(colours, size, QPointF(0, SQRT3 * size), pointy=False, parent=parent)
        self.seat, self.index, self.tile = seat, index, tile


class TileBackItem(_TileShape):
    """A face-down tile in a rack: it knows nothing of the tile's colours."""

    def __init__(self, seat: int, index: int, size: float, parent=None):
        super().__init__(size, QPointF(0, SQRT3 * size), False, parent)
        self.seat, self.index = seat, index

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self.paint_slab(painter)
        for centre in (QPointF(0, 0), self.offset):
            face = hexagon(centre, self.size * 0.86, False, rounding=0.16)
            gradient = QLinearGradient(0, centre.y() - self.size, 0, centre.y() + self.size)
            gradient.setColorAt(0, TILE_BACK[0])
            gradient.setColorAt(1, TILE_BACK[1])
            painter.setPen(Qt.NoPen)
            painter.setBrush(gradient)
            painter.drawPath(face)
            painter.setBrush(Qt.NoBrush)
            painter.setPen(QPen(tint(WHITE, 40), self.size * 0.06))
            painter.drawPath(hexagon(centre, self.size * 0.55, True, rounding=0.2))


class BoardItem(QGraphicsItem):
    """The board: its body, the sockets of all 169 cells and the six printed symbols.

    ``areas`` are the radii the variants play on, smallest first (the largest is the whole board).
    The cells of the variant's own radius are lit and ringed in gold; the others are dimmed,
    and thin lines tell the areas for 2, 3 and 4 players apart.  Sockets of one kind are
    painted as one path, so a full repaint stays cheap.
    """

    def __init__(self, layout: HexLayout, radius: int, areas: tuple[int, ...], symbols: dict[Hex, int]):
        super().__init__()
        self.layout, self.radius, self.areas, self.symbols = layout, radius, areas, symbols
        full = areas[-1]
        origin, size = layout.origin, layout.size
        half_width = SQRT3 * size * (full + 0.5) + size * 0.8
        half_height = 1.5 * size * full + size * 1.8
        self._bounds = QRectF(origin.x() - half_width - 12, origin.y() - half_height - 12,
                              2 * half_width + 24, 2 * half_height + 24)
        self._body = self._body_path(full + 0.62)
        self._sockets: dict[str, QPainterPath] = {}  # by fill colour name
        self._shaded_edges: list[QLineF] = []  # the upper inner edges of the lit sockets, in shadow
        self._lit_edges: list[QLineF] = []  # and their lower inner edges, catching the light
        for cell in hexes_within(full):
            if cell not in symbols:
                self._add_socket(cell)
        self._area_edges = {radius: self._area_edge(radius) for radius in areas}
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setZValue(0)

    def _add_socket(self, cell: Hex) -> None:
        centre, size = self.layout.centre(cell), self.layout.size
        distance = cell.distance()
        area = next(k for k, reach in enumerate(self.areas) if distance <= reach)
        fill = AREA_SOCKETS[area] if distance <= self.radius else UNUSED_SOCKET
        self._sockets.setdefault(fill.name(), QPainterPath()).addPath(hexagon(centre, size * 0.9, rounding=0.14))
        if distance <= self.radius:
            corners = [corner(centre, size * 0.8, angle) for angle in range(30, 390, 60)]  # from lower right
            self._lit_edges += [QLineF(corners[k], corners[k + 1]) for k in (0, 1)]
            self._shaded_edges += [QLineF(corners[k], corners[(k + 1) % 6]) for k in (3, 4)]

    def _body_path(self, reach: float) -> QPainterPath:
        """A hexagon with rounded corners around the board's corner cells, ``reach`` cells out."""
        centre = self.layout.origin
        corners = [Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(-1, 0), Hex(0, -1), Hex(1, -1)]
        points = []
        for corner in corners:
            direction = self.layout.centre(corner) - centre
            points.append(centre + direction * reach)
        path = QPainterPath()
        for k, corner in enumerate(points):
            before, after = points[k - 1], points[(k + 1) % 6]
            enter, leave = corner + (before - corner) * 0.06, corner + (after - corner) * 0.06
            path.lineTo(enter) if k else path.moveTo(enter)
            path.quadTo(corner, leave)
        path.closeSubpath()
        return path

    def _area_edge(self, radius: int) -> list[QLineF]:
        """The outer edge of the cells within ``radius``: the hexagon sides that face outward."""
        edge, size = [], self.layout.size
        for cell in hexes_within(radius):
            centre = self.layout.centre(cell)
            for direction, step in enumerate(DIRECTIONS):
                if (cell + step).distance() > radius:
                    facing = -60.0 * direction  # the pixel angle of this direction (y grows downward)
                    edge.append(QLineF(corner(centre, size, facing - 30), corner(centre, size, facing + 30)))
        return edge

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        size = self.layout.size
        painter.setPen(Qt.NoPen)
        painter.setBrush(tint(BLACK, 110))
        painter.drawPath(self._body.translated(4, 9))
        rim = QLinearGradient(self._bounds.topLeft(), self._bounds.bottomRight())
        rim.setColorAt(0, BOARD_RIM[0])
        rim.setColorAt(1, BOARD_RIM[1])
        painter.setBrush(rim)
        painter.drawPath(self._body)
        inset = QRadialGradient(self.layout.origin, self._bounds.width() * 0.55)
        inset.setColorAt(0, BOARD_INSET)
        inset.setColorAt(1, BOARD_BODY)
        painter.setBrush(inset)
        painter.drawPath(self._body_path(self.areas[-1] + 0.5))
        for fill, sockets in self._sockets.items():
            painter.setBrush(QColor(fill))
            painter.drawPath(sockets)
        # Lines with flat caps: round caps on hundreds of short lines make a repaint many times slower.
        painter.setPen(QPen(tint(BLACK, 90), size * 0.07, Qt.SolidLine, Qt.FlatCap))
        painter.drawLines(self._shaded_edges)
        painter.setPen(QPen(tint(WHITE, 16), size * 0.05, Qt.SolidLine, Qt.FlatCap))
        painter.drawLines(self._lit_edges)
        for cell, colour in self.symbols.items():
            self._paint_printed_symbol(painter, self.layout.centre(cell), colour, size)
        for radius, edge in self._area_edges.items():
            ours = radius == self.radius
            colour = tint(ACCENT, 130) if ours else tint(WHITE, 32)
            painter.setPen(QPen(colour, size * (0.08 if ours else 0.05), Qt.SolidLine, Qt.SquareCap))
            painter.drawLines(edge)

    @staticmethod
    def _paint_printed_symbol(painter: QPainter, centre: QPointF, colour: int, size: float) -> None:
        """A printed symbol: the colour's symbol inlaid in a dark socket, ringed in its colour."""
        base = COLOUR_FILLS[colour]
        glow = QRadialGradient(centre, size)
        glow.setColorAt(0, shade(base, 45))
        glow.setColorAt(1, PRINTED_SOCKET)
        painter.setPen(QPen(base, size * 0.1))
        painter.setBrush(glow)
        painter.drawPath(hexagon(centre, size * 0.86, rounding=0.14))
        paint_symbol(painter, centre, colour, size * 0.62, fill=shade(base, 115), edge=shade(base, 40))


class PegItem(QGraphicsObject):
    """A score peg of one colour; its position is animated between holes."""

    def __init__(self, holder: int, colour: int, radius: float, parent=None):
        super().__init__(parent)
        self.holder, self.colour, self.radius = holder, colour, radius
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.5
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.radius
        painter.setPen(Qt.NoPen)
        painter.setBrush(tint(BLACK, 110))
        painter.drawEllipse(QPointF(r * 0.2, r * 0.35), r, r)
        body = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.6)
        base = COLOUR_FILLS[self.colour]
        body.setColorAt(0, shade(base, 170))
        body.setColorAt(0.45, base)
        body.setColorAt(1, shade(base, 55))
        painter.setBrush(body)
        painter.setPen(QPen(shade(base, 40), r * 0.14))
        painter.drawEllipse(QPointF(0, 0), r, r)


class LabelItem(QGraphicsItem):
    """Text aligned in a fixed box, whole: on one line if it fits, else wrapped, else smaller (see :func:`fit_text`)."""

    def __init__(self, rect: QRectF, pixels: float, colour: QColor = INK, align=Qt.AlignCenter,
                 bold: bool = False, parent=None):
        super().__init__(parent)
        self.rect, self.colour, self.align = QRectF(rect), colour, align
        self.font = font(pixels, bold)
        self.text = ""
        self._fitted = fit_text("", self.rect, self.font, align)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self._fitted = fit_text(text, self.rect, self.font, self.align)
            self.update()

    def text_rect(self) -> QRectF:
        """Where the text is drawn, as laid out in its box."""
        drawn_font, flags = self._fitted
        return QFontMetricsF(drawn_font).boundingRect(self.rect, flags, self.text)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        drawn_font, flags = self._fitted
        painter.setFont(drawn_font)
        painter.setPen(self.colour)
        painter.drawText(self.rect, flags, self.text)


def fit_text(text: str, rect: QRectF, wanted: QFont, align) -> tuple[QFont, int]:
    """The font and drawing flags that show ``text`` whole in ``rect``: ``wanted`` on one line if that
    fits, else wrapped at spaces, else a pixel smaller and so on, down to SMALLEST_TEXT (then wrapped as it can)."""
    size, flags = _fit(text, rect.width(), rect.height(), wanted.pixelSize(), wanted.bold(), int(align))
    return font(size, wanted.bold()), flags


@lru_cache(maxsize=256)
def _fit(text: str, width: float, height: float, pixels: int, bold: bool, align: int) -> tuple[int, int]:
    one_line, wrapped = align & ~int(Qt.TextWordWrap), align | int(Qt.TextWordWrap)
    smallest = min(pixels, math.ceil(SMALLEST_TEXT))
    room = QRectF(0, 0, width, height)
    for size in range(pixels, smallest - 1, -1):
        metrics = QFontMetricsF(font(size, bold))
        for flags in (one_line, wrapped):
            box = metrics.boundingRect(room, flags, text)
            if box.width() <= width * FIT_SLACK and box.height() <= height:
                return size, flags
    return smallest, wrapped


class BagItem(QGraphicsItem):
    """The bag: a small drawstring pouch and how many tiles are left in it."""

    #: The box of the words under the count: wide enough for them in every language shipped.
    WORDS = QRectF(38, 22, 112, 16)
    WIDTH = WORDS.right()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.count, self.words = 0, ""
        self.font = font(15, bold=True)
        self.small = font(SMALLEST_TEXT)
        self._words_fitted = fit_text("", self.WORDS, self.small, Qt.AlignLeft | Qt.AlignVCenter)

    def set_count(self, count: int, words: str) -> None:
        """``count`` tiles left, and ``words`` to say so under the number."""
        if (count, words) != (self.count, self.words):
            self.count, self.words = count, words
            self._words_fitted = fit_text(words, self.WORDS, self.small, Qt.AlignLeft | Qt.AlignVCenter)
            self.update()

    def words_rect(self) -> QRectF:
        """Where the words under the count are drawn, in the bag's coordinates."""
        drawn_font, flags = self._words_fitted
        return QFontMetricsF(drawn_font).boundingRect(self.WORDS, flags, self.words)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.WIDTH + 2, 44)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        cloth = QLinearGradient(0, 4, 0, 40)
        cloth.setColorAt(0, BAG_CLOTH[0])
        cloth.setColorAt(1, BAG_CLOTH[1])
        painter.setPen(QPen(BAG_SEAM, 1.1))
        painter.setBrush(cloth)
        pouch = QPainterPath(QPointF(12.5, 13))  # the body, pinched at the neck
        pouch.cubicTo(QPointF(1, 18), QPointF(1, 39), QPointF(16, 39))
        pouch.cubicTo(QPointF(31, 39), QPointF(31, 18), QPointF(19.5, 13))
        pouch.closeSubpath()
        painter.drawPath(pouch)
        frill = QPainterPath(QPointF(13, 12))  # the cloth above the string
        frill.lineTo(QPointF(8, 4))
        frill.quadTo(QPointF(16, 7), QPointF(24, 4))
        frill.lineTo(QPointF(19, 12))
        frill.closeSubpath()
        painter.drawPath(frill)
        painter.setPen(QPen(ACCENT, 1.8, Qt.SolidLine, Qt.RoundCap))
        painter.drawLine(QPointF(11.5, 12.5), QPointF(20.5, 12.5))
        painter.setPen(QPen(ACCENT, 1.2, Qt.SolidLine, Qt.RoundCap))
        painter.drawLine(QPointF(20.5, 12.5), QPointF(23, 19))
        painter.setPen(INK)
        painter.setFont(self.font)
        painter.drawText(QRectF(38, 2, 90, 22), Qt.AlignLeft | Qt.AlignVCenter, str(self.count))
        painter.setPen(INK_DIM)
        drawn_font, flags = self._words_fitted
        painter.setFont(drawn_font)
        painter.drawText(self.WORDS, flags, self.words)
