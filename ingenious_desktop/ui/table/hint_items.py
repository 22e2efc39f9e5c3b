"""The coach's placements drawn on a board: faint tiles with their win chance, the best one marked.

A hint shows the coach's best candidate, and another while the player points at it in the
list of suggestions (:func:`hint_marks`); the review shows a played placement beside the best
one. A label sits clear of both symbols, above the tile or, where the other label or tile would
hide it there, below it (:func:`spread_labels`). Items only draw; the table
decides what a click on one does.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations, product

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ingenious_desktop.app.coaching import lowest_colour_gain
from ingenious_desktop.app.describe import solo_suggestion, solo_suggestion_words, value_text
from ingenious_desktop.engine import Placement, tile_colours

from ..kit.palette import ACCENT, DISC, INK, ILLEGAL, tint
from .hexlayout import HexLayout
from .items import font, tile_outline
from .symbols import SYMBOL_SCALE, paint_half

#: How strongly the tile of a suggestion is painted: faint, so the board stays readable beneath.
FAINT = 0.45
#: Where a label may sit, first choice first: just above the tile (towards the top of the screen),
#: just below, a pill's height further above, further below.
LABEL_SIDES = (1, -1, 2, -2)
#: A pill's height, in cells' sizes.
PILL_HEIGHT = 0.75
#: How far a label's centre lies above (below) the higher (lower) half's centre, in cells' sizes:
#: half its pill's height (0.375) beyond the symbol's radius (SYMBOL_SCALE), and a little room.
LABEL_CLEARANCE = SYMBOL_SCALE + PILL_HEIGHT / 2 + 0.04
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
    #: Where the label sits (LABEL_SIDES).
    label_side: int = 1
    #: The suggestion in words for the list beside the board (the label where empty).
    words: str = ""


def hint_marks(hint, scores=None) -> list[Mark]:
    """The coach Hint's candidates as marks, best first and marked, each labelled with its win chance;
    in solo (``scores``: the seat's score in each colour) with what it adds now to the lowest colour
    and the points that colour is then expected to end with, short on the board and in words in the list."""
    marks = []
    for index, c in enumerate(hint.candidates):
        if hint.solo:
            gain = lowest_colour_gain(scores, c.placement, c.points)
            label, words = solo_suggestion(gain, c.value), solo_suggestion_words(gain, c.value)
        else:
            label = words = value_text(c.value, False)
        marks.append(Mark(c.placement, label, best=index == 0, words=words))
    return marks


def spread_labels(marks: list[Mark]) -> list[Mark]:
    """``marks`` (in their order, the order they are drawn in among equals) with their labels where
    together they put the fewest labels over another label, then the fewest under another mark's
    tile; among equals, the earlier LABEL_SIDES, the best mark's first. Every combination is
    tried: the board shows two marks at once."""
    layout = HexLayout(MEASURING_SIZE, QPointF(0, 0))
    ends = [tuple(layout.centre(cell) for cell in mark.placement.cells) for mark in marks]
    above = [[_cell_box(layout, cell) for other in range(len(marks)) if _drawn_over(marks, other, index)
              for cell in marks[other].placement.cells] for index in range(len(marks))]
    best_first = sorted(range(len(marks)), key=lambda i: not marks[i].best)

    def in_the_way(sides: tuple[int, ...]) -> tuple[int, int, list[int]]:
        pills = [label_pill(mark, MEASURING_SIZE, first + label_centre(MEASURING_SIZE, second - first, side))
                 for mark, (first, second), side in zip(marks, ends, sides)]
        over_labels = sum(a.intersects(b) for a, b in combinations(pills, 2))
        under_tiles = sum(pill.intersects(box) for pill, boxes in zip(pills, above) for box in boxes)
        return over_labels, under_tiles, [LABEL_SIDES.index(sides[i]) for i in best_first]

    sides = min(product(LABEL_SIDES, repeat=len(marks)), key=in_the_way)
    return [replace(mark, label_side=side) for mark, side in zip(marks, sides)]


def label_centre(size: float, offset: QPointF, side: int) -> QPointF:
    """Where a label's centre lies from its tile's first half, the second half at ``offset``: level
    with the joint across, LABEL_CLEARANCE cells above the higher half's centre (``side`` 1; 2 a
    pill's height higher) or below the lower one's (-1, -2): clear of both symbols however the tile lies."""
    away = (LABEL_CLEARANCE + (abs(side) - 1) * PILL_HEIGHT) * size
    return QPointF(offset.x() / 2, min(0.0, offset.y()) - away if side > 0 else max(0.0, offset.y()) + away)


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
    height = size * PILL_HEIGHT
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
        return self._outline.boundingRect().united(self.label_rect()).adjusted(-self.size, -self.size,
                                                                               self.size, self.size)

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
        return label_pill(self.mark, self.size, label_centre(self.size, self.offset, self.mark.label_side))

    def _paint_label(self, painter: QPainter) -> None:
        pill = self.label_rect()
        height = pill.height()
        painter.setPen(QPen(ACCENT if self.mark.best else tint(INK, 120), self.size * 0.05))
        painter.setBrush(tint(DISC, 230))
        painter.drawRoundedRect(pill, height / 2, height / 2)
        painter.setPen(ACCENT if self.mark.best else INK)
        painter.setFont(label_font(self.mark, self.size))
        painter.drawText(pill, Qt.AlignCenter, self.mark.label)
