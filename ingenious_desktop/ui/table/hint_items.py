"""The coach's placements drawn on a board: faint tiles with their win chance, the best one marked.

A hint shows the coach's best candidate, and another while the player points at it in the
list of suggestions (:func:`hint_marks`); the review shows a played placement beside the best
one. Two marks may share a cell, so each label goes between its tile's halves or, where the
other label or tile would hide it there, on one of its halves (:func:`spread_labels`). Items
only draw; the table decides what a click on one does.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations, product

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ingenious_desktop.app.coaching import lowest_colour_gain
from ingenious_desktop.app.describe import solo_suggestion, value_text
from ingenious_desktop.engine import Placement, tile_colours

from ..kit.palette import ACCENT, DISC, INK, ILLEGAL, tint
from .hexlayout import HexLayout
from .items import font, tile_outline
from .symbols import paint_half

#: How strongly the tile of a suggestion is painted: faint, so the board stays readable beneath.
FAINT = 0.45
#: Where a label may sit along its tile, first choice first: between the halves, on the first, on the second.
LABEL_SPOTS = (0.5, 0.0, 1.0)
#: The cell size at which :func:`spread_labels` measures labels (they scale with the board).
MEASURING_SIZE = 40.0


@dataclass(frozen=True)
class Mark:
    """One placement to draw, the words on its label, and whether it is the one to play."""

    placement: Placement
    label: str
    best: bool = False
    #: A placement that was played and lost (the review): outlined as a warning, not as the best.
    played: bool = False
    #: Where the label sits from the first half's centre (0) to the second's (1).
    label_at: float = 0.5


def hint_marks(hint, scores=None) -> list[Mark]:
    """The coach Hint's candidates as marks, best first and marked, each labelled with its win chance;
    in solo (``scores``: the seat's score in each colour) with what it adds now to the lowest colour
    and the points that colour is then expected to end with."""
    return [Mark(c.placement, solo_suggestion(lowest_colour_gain(scores, c.placement, c.points), c.value)
                 if hint.solo else value_text(c.value, False), best=index == 0)
            for index, c in enumerate(hint.candidates)]


def spread_labels(marks: list[Mark]) -> list[Mark]:
    """``marks`` (in their order, the order they are drawn in among equals) with their labels at
    the spots that together put the fewest labels over another label, then the fewest under
    another mark's tile; among equals, the best mark's label between its halves first. Every
    combination of spots is tried: the board shows two marks at once."""
    layout = HexLayout(MEASURING_SIZE, QPointF(0, 0))
    ends = [tuple(layout.centre(cell) for cell in mark.placement.cells) for mark in marks]
    above = [[_cell_box(layout, cell) for other in range(len(marks)) if _drawn_over(marks, other, index)
              for cell in marks[other].placement.cells] for index in range(len(marks))]
    best_first = sorted(range(len(marks)), key=lambda i: not marks[i].best)

    def in_the_way(spots: tuple[float, ...]) -> tuple[int, int, list[int]]:
        pills = [label_pill(mark, MEASURING_SIZE, first + (second - first) * spot)
                 for mark, (first, second), spot in zip(marks, ends, spots)]
        over_labels = sum(a.intersects(b) for a, b in combinations(pills, 2))
        under_tiles = sum(pill.intersects(box) for pill, boxes in zip(pills, above) for box in boxes)
        return over_labels, under_tiles, [LABEL_SPOTS.index(spots[i]) for i in best_first]

    spots = min(product(LABEL_SPOTS, repeat=len(marks)), key=in_the_way)
    return [replace(mark, label_at=spot) for mark, spot in zip(marks, spots)]


def stacking(mark: Mark) -> int:
    """How high a mark is drawn: the best and the played one over the other suggestions."""
    return 1 if mark.best or mark.played else 0


def _drawn_over(marks: list[Mark], upper: int, lower: int) -> bool:
    """Whether the mark at ``upper`` is drawn over the one at ``lower`` (the scene draws the later of equals on top)."""
    return (stacking(marks[upper]), upper) > (stacking(marks[lower]), lower)


def _cell_box(layout: HexLayout, cell) -> QRectF:
    """The square inside a cell's hexagon."""
    centre, half = layout.centre(cell), layout.size * 0.75
    return QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)


def label_pill(mark: Mark, size: float, centre: QPointF) -> QRectF:
    """The rounded box a mark's label is written in, around ``centre``, for cells of ``size``."""
    width = QFontMetricsF(label_font(mark, size)).horizontalAdvance(mark.label) + size * 0.4
    height = size * 0.75
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def label_font(mark: Mark, size: float):
    return font(size * 0.5, bold=mark.best)


class HintItem(QGraphicsItem):
    """A faint tile on two cells with its label (see :func:`spread_labels`); the best one outlined in gold."""

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
        self.setZValue(3 + stacking(mark))

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

    def label_rect(self) -> QRectF:
        """Where the label is written, in the item's coordinates."""
        return label_pill(self.mark, self.size, self.offset * self.mark.label_at)

    def _paint_label(self, painter: QPainter) -> None:
        pill = self.label_rect()
        height = pill.height()
        painter.setPen(QPen(ACCENT if self.mark.best else tint(INK, 120), self.size * 0.05))
        painter.setBrush(tint(DISC, 230))
        painter.drawRoundedRect(pill, height / 2, height / 2)
        painter.setPen(ACCENT if self.mark.best else INK)
        painter.setFont(label_font(self.mark, self.size))
        painter.drawText(pill, Qt.AlignCenter, self.mark.label)
