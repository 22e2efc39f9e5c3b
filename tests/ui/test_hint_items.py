"""The coach's suggestions on a board: every win chance written where it can be read."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsScene

import pytest

from ingenious_desktop.engine import DIRECTIONS, Hex, Placement
from ingenious_desktop.ui.table.hexlayout import HexLayout
from ingenious_desktop.ui.table.hint_items import LABEL_SIDES, HintItem, Mark, spread_labels
from ingenious_desktop.ui.table.symbols import SYMBOL_SCALE


def drawn(marks: list[Mark]) -> tuple[QGraphicsScene, list[HintItem]]:
    scene = QGraphicsScene()
    layout = HexLayout(20, QPointF(0, 0))
    items = [HintItem(mark, layout) for mark in marks]
    for item in items:
        scene.addItem(item)
    return scene, items


def hidden_labels(scene: QGraphicsScene, items: list[HintItem]) -> list[str]:
    """The labels another label overlaps or another suggestion's tile is drawn over."""
    rects = [item.mapRectToScene(item.label_rect()) for item in items]
    hidden = []
    for index, (item, rect) in enumerate(zip(items, rects)):
        over = scene.items(rect, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder)
        above = over[:over.index(item)] if item in over else over
        if above or any(rect.intersects(other) for other in rects[:index] + rects[index + 1:]):
            hidden.append(item.mark.label)
    return hidden


def test_suggestions_sharing_cells_leave_every_win_chance_readable(qapp):
    marks = [Mark(Placement("GG", (Hex(3, -3), Hex(3, -2))), "61%", best=True),
             Mark(Placement("GO", (Hex(0, 0), Hex(1, 0))), "57%"),
             Mark(Placement("OG", (Hex(1, 0), Hex(2, 0))), "56%"),
             Mark(Placement("GY", (Hex(1, 0), Hex(1, 1))), "55%")]
    assert hidden_labels(*drawn(marks))  # between their halves, the labels would hide one another

    assert hidden_labels(*drawn(spread_labels(marks))) == []


def test_a_label_with_room_between_its_halves_stays_there(qapp):
    marks = [Mark(Placement("GG", (Hex(3, -3), Hex(3, -2))), "61%", best=True),
             Mark(Placement("GO", (Hex(-3, 0), Hex(-2, 0))), "57%")]

    assert [mark.label_side for mark in spread_labels(marks)] == [1, 1]


def test_two_suggestions_on_the_same_cells_each_keep_a_readable_win_chance(qapp):
    """The best and another tile on the same two cells in a row: with the best's label between
    its side, the other's would overlap it above or below, so the two take a side each."""
    cells = (Hex(4, -1), Hex(5, -1))
    marks = [Mark(Placement("YB", cells), "58%", best=True), Mark(Placement("GB", cells), "58%")]
    scene, items = drawn(spread_labels(marks))
    rects = [item.mapRectToScene(item.label_rect()) for item in items]

    assert not rects[0].intersects(rects[1])
    assert hidden_labels(scene, items) == []
    assert [mark.label_side for mark in spread_labels(marks)][0] == 1  # the best's above, where it goes first


@pytest.mark.parametrize("direction", range(6))
@pytest.mark.parametrize("label", ["62%", "100 %", "+12 → 14,5"])
def test_a_label_covers_neither_of_its_tiles_symbols(qapp, direction, label):
    """Issue 38, item 6: the badge sits beside the joint, whichever way the tile lies, on either side."""
    second = Hex(0, 0) + DIRECTIONS[direction]
    for side in LABEL_SIDES:
        (item,) = drawn([Mark(Placement("RG", (Hex(0, 0), second)), label, best=True, label_side=side)])[1]
        pill = item.label_rect()
        for centre in (QPointF(0, 0), item.offset):
            radius = SYMBOL_SCALE * item.size
            symbol = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            assert not pill.intersects(symbol), (label, direction, side)
