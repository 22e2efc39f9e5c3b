"""Where things go on the game table, for each variant and window shape.

Its one job: the geometry of the table in scene coordinates.  The board sits in the middle
with the status line above it and the bag and the hint line below; the panels of the score holders
stand in a column at each side (with three, one sits below the board, between the bag and the hint, whose
lines then run under the free side column).  Wide panels make a wide table for wide windows, upright
panels a narrower, taller one: :func:`best_layout` picks whichever shows the table larger.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ingenious_desktop.app.setup import VARIANT_CHOICES
from ingenious_desktop.engine import Variant, make_variant

from .items import BagItem
from .plates import PanelItem

MARGIN, GAP, CENTRE_WIDTH, PANEL_GAP = 20.0, 22.0, 660.0, 24.0
STATUS_HEIGHT, BOARD_HEIGHT, BAG_HEIGHT = 36.0, 580.0, 44.0
#: Where the bag stands in from the left of the line below the board.
BAG_INSET = 8.0
#: How much of the line below the board the bag and its count take, from the left (a gap before the hint line).
BAG_WIDTH = BAG_INSET + BagItem.WIDTH + 12.0
#: The corner radius of a board cell, in scene units.
BOARD_HEX = 24.0
#: The upright layout must show the table this much larger before it is chosen over the wide one.
UPRIGHT_GAIN = 1.02
#: The board radii the variants play on, smallest first: the board drawn shows them all.
BOARD_RADII = tuple(sorted({make_variant(name, players).radius for name, players, _label in VARIANT_CHOICES}))
FULL_RADIUS = BOARD_RADII[-1]


LEFT, RIGHT, BELOW = 0, 1, 2


def panel_places(holders: int) -> list[tuple[int, int, int]]:
    """For each place at the table: (column LEFT, RIGHT or BELOW the board, row in it, panels in it), clockwise.

    Three players sit left, right and below the board, so that no side holds two panels to the other's one.
    """
    columns = {1: [[0], [], []], 2: [[0], [1], []], 3: [[0], [1], [2]], 4: [[0, 3], [1, 2], []]}[holders]
    places = [None] * holders
    for column, members in enumerate(columns):
        for row, place in enumerate(members):
            places[place] = (column, row, len(members))
    return places


class TableLayout:
    """The table of one variant, with wide or ``upright`` panels at its sides (a panel below the board is wide)."""

    def __init__(self, variant: Variant, upright: bool):
        self.upright = upright
        self.column_width = PanelItem.WIDTH[upright]
        self.places = panel_places(variant.holders)
        seats = 2 if variant.teams else 1
        self.panel_size = PanelItem.measure(seats, variant.rack_size, variant.cap, upright)
        below = any(column == BELOW for column, _row, _n in self.places)
        self.below_size = PanelItem.measure(seats, variant.rack_size, variant.cap, False) if below else QSizeF()
        stacks = [n * self.panel_size.height() + (n - 1) * PANEL_GAP
                  for column, _row, n in self.places if column != BELOW]
        foot = self.below_size.height() + PANEL_GAP / 2 if below else BAG_HEIGHT
        centre_height = STATUS_HEIGHT + BOARD_HEIGHT + foot
        self.width = 2 * (MARGIN + self.column_width + GAP) + CENTRE_WIDTH
        self.height = 2 * MARGIN + max(centre_height, *stacks)
        top, left = (self.height - centre_height) / 2, (self.width - CENTRE_WIDTH) / 2
        below_board = top + STATUS_HEIGHT + BOARD_HEIGHT
        self.board_centre = QPointF(self.width / 2, top + STATUS_HEIGHT + BOARD_HEIGHT / 2)
        self.status_rect = QRectF(left, top, CENTRE_WIDTH, STATUS_HEIGHT)
        self.hint_in_corner = below  # a box of several lines beside the panel below, not a line under the board
        if below:  # the bag in the corner left of the panel below the board, the hint line right of it
            self._below_corner = QPointF((self.width - self.below_size.width()) / 2, below_board + PANEL_GAP / 2)
            beside = (CENTRE_WIDTH - self.below_size.width()) / 2 - 10
            self.bag_corner = QPointF(left + BAG_INSET, below_board + foot - BAG_HEIGHT)
            hint_left = self.width - left - beside + 10
            column_free = max(stacks) / 2 <= (BOARD_HEIGHT + PANEL_GAP) / 2  # the side panel ends above the hint
            hint_right = self.width - MARGIN if column_free else self.width - left
            self.hint_rect = QRectF(hint_left, below_board + PANEL_GAP / 2, hint_right - hint_left,
                                    self.below_size.height())  # under the side panel's column where it is free
        else:
            self.bag_corner = QPointF(left + BAG_INSET, below_board + 2)
            self.hint_rect = QRectF(left + BAG_WIDTH, below_board + 4, CENTRE_WIDTH - BAG_WIDTH, 38)  # two lines

    def panel_upright(self, place: int) -> bool:
        return self.upright and self.places[place][0] != BELOW

    def panel_corner(self, place: int) -> QPointF:
        column, row, in_column = self.places[place]
        if column == BELOW:
            return self._below_corner
        x = MARGIN if column == LEFT else self.width - MARGIN - self.column_width
        stack = in_column * self.panel_size.height() + (in_column - 1) * PANEL_GAP
        middle = self.board_centre.y() if self.below_size.height() else self.height / 2
        return QPointF(x, middle - stack / 2 + row * (self.panel_size.height() + PANEL_GAP))

    def scale_in(self, size: QSizeF) -> float:
        return min(size.width() / self.width, size.height() / self.height)


@lru_cache(maxsize=None)
def table_layout(variant: Variant, upright: bool) -> TableLayout:
    return TableLayout(variant, upright)


def best_layout(variant: Variant, view_size: QSizeF | None) -> TableLayout:
    """Wide or upright, whichever shows the table larger in a view of ``view_size`` (wide if unknown)."""
    wide, upright = table_layout(variant, False), table_layout(variant, True)
    if view_size is None or view_size.isEmpty():
        return wide
    return upright if upright.scale_in(view_size) > UPRIGHT_GAIN * wide.scale_in(view_size) else wide
