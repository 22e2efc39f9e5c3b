"""Each colour's symbol keeps its own shape in grayscale, down to the smallest size a symbol is drawn."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from ingenious_desktop.ui.panels import game_log_rows
from ingenious_desktop.ui.table.plates import PanelItem
from ingenious_desktop.ui.table.symbols import GREEN, ORANGE, YELLOW, symbol_path

#: paint_half draws the symbol at this share of the half's size.
SYMBOL_SHARE = 0.54
#: The log's swatch is the smallest half drawn; a rack tile the smallest on the table.
SIZES = {"log swatch": game_log_rows.SWATCH, "rack tile": PanelItem.RACK_TILE}
#: How much of two symbols' combined area only one of them covers, at the least.
APART = 0.45


def coverage(colour: int, radius: float) -> list[float]:
    """The symbol as a grayscale image of its size: how much of each pixel it covers."""
    side = int(2 * radius) + 4
    image = QImage(side, side, QImage.Format.Format_Grayscale8)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))
    painter.drawPath(symbol_path(colour, radius).translated(QPointF(side / 2, side / 2)))
    painter.end()
    return [image.pixelColor(x, y).red() / 255 for y in range(side) for x in range(side)]


def apart(a: list[float], b: list[float]) -> float:
    both = sum(min(x, y) for x, y in zip(a, b))
    either = sum(max(x, y) for x, y in zip(a, b))
    return 1 - both / either


@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
def test_the_sun_and_the_circle_keep_their_shapes_against_every_other_symbol_at_small_sizes(qapp, size):
    shapes = [coverage(colour, size * SYMBOL_SHARE) for colour in range(6)]
    for a, b in itertools.combinations(range(6), 2):
        if {a, b} & {YELLOW, GREEN}:
            assert apart(shapes[a], shapes[b]) >= APART, ("ROYGBP"[a], "ROYGBP"[b])
