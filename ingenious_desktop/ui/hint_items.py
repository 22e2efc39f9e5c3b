"""The coach's placements drawn on a board: faint tiles with their win chance, the best one marked.

A hint shows the coach's candidates (:func:`hint_marks`); the review shows a played placement
beside the best one. Items only draw; the table decides what a click on one does.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ..engine import Placement, tile_colours
from .hexlayout import HexLayout
from .palette import ACCENT, DISC, INK, ILLEGAL, tint
from .symbols import paint_half
from .tableitems import font, tile_outline

#: How strongly the tile of a suggestion is painted: faint, so the board stays readable beneath.
FAINT = 0.45


@dataclass(frozen=True)
class Mark:
    """One placement to draw, the words on its label, and whether it is the one to play."""

    placement: Placement
    label: str
    best: bool = False
    #: A placement that was played and lost (the review): outlined as a warning, not as the best.
    played: bool = False


def value_text(value: float, solo: bool) -> str:
    """A win chance as a whole percentage, or a solo result as its six digits."""
    if solo:
        return f"{round(value):06d}"
    return QCoreApplication.translate("Coach", "{percent}%").format(percent=round(100 * value))


def hint_marks(hint) -> list[Mark]:
    """The coach Hint's candidates as marks, best first and marked."""
    return [Mark(c.placement, value_text(c.value, hint.solo), best=index == 0)
            for index, c in enumerate(hint.candidates)]


class HintItem(QGraphicsItem):
    """A faint tile on two cells with a label between its halves; the best one outlined in gold."""

    def __init__(self, mark: Mark, layout: HexLayout):
        super().__init__()
        self.mark = mark
        self.placement = mark.placement
        first, second = (layout.centre(cell) for cell in mark.placement.cells)
        self.size = layout.size
        self.offset = second - first
        self.colours = tile_colours(mark.placement.tile)
        self._outline = tile_outline(self.size, self.offset, True)
        self.setPos(first)
        self.setZValue(4 if mark.best or mark.played else 3)

    def boundingRect(self) -> QRectF:
        return self._outline.boundingRect().adjusted(-self.size, -self.size, self.size, self.size)

    def shape(self):
        return self._outline

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setOpacity(FAINT)
        paint_half(painter, QPointF(0, 0), self.size, self.colours[0])
        paint_half(painter, self.offset, self.size, self.colours[1])
        painter.setOpacity(1.0)
        painter.setBrush(Qt.NoBrush)
        edge = ACCENT if self.mark.best else ILLEGAL if self.mark.played else tint(INK, 170)
        width = 0.14 if self.mark.best or self.mark.played else 0.06
        painter.setPen(QPen(edge, self.size * width, Qt.DashLine if not self.mark.best else Qt.SolidLine,
                            Qt.RoundCap, Qt.RoundJoin))
        painter.drawPath(self._outline)
        self._paint_label(painter)

    def _paint_label(self, painter: QPainter) -> None:
        text_font = font(self.size * 0.5, bold=self.mark.best)
        width = QFontMetricsF(text_font).horizontalAdvance(self.mark.label) + self.size * 0.4
        height = self.size * 0.75
        centre = self.offset * 0.5
        pill = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        painter.setPen(QPen(ACCENT if self.mark.best else tint(INK, 120), self.size * 0.05))
        painter.setBrush(tint(DISC, 230))
        painter.drawRoundedRect(pill, height / 2, height / 2)
        painter.setPen(ACCENT if self.mark.best else INK)
        painter.setFont(text_font)
        painter.drawText(pill, Qt.AlignCenter, self.mark.label)
