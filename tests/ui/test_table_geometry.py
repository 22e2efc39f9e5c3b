"""Hex <-> pixel maths: every point inside a cell's hexagon is that cell, on any layout."""

import math

from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QPointF

from ingenious_desktop.engine import DIRECTIONS, Hex, hexes_within
from ingenious_desktop.ui.table.hexlayout import HexLayout


@given(size=st.floats(5, 60), x=st.floats(-500, 500), y=st.floats(-500, 500),
       cell=st.sampled_from(hexes_within(7)), angle=st.floats(0, 2 * math.pi), reach=st.floats(0, 0.86))
def test_a_point_inside_a_cells_hexagon_is_that_cell(size, x, y, cell, angle, reach):
    layout = HexLayout(size, QPointF(x, y))
    centre = layout.centre(cell)
    # reach < sqrt(3)/2: inside the circle that fits in the hexagon
    point = centre + QPointF(math.cos(angle), math.sin(angle)) * (reach * size)
    assert layout.cell_at(point) == cell


def test_neighbours_are_one_step_apart_in_the_engines_directions():
    layout = HexLayout(24, QPointF(0, 0))
    here = Hex(2, -1)
    offsets = [layout.centre(here + step) - layout.centre(here) for step in DIRECTIONS]
    for direction, (step, offset) in enumerate(zip(DIRECTIONS, offsets)):
        assert math.isclose(math.hypot(offset.x(), offset.y()), 24 * math.sqrt(3))
        angle = math.degrees(math.atan2(-offset.y(), offset.x())) % 360  # counter-clockwise on screen
        assert math.isclose(angle, 60 * direction, abs_tol=1e-6)  # the hand turns a tile one direction per sixth
    assert offsets[0].y() == 0 and offsets[0].x() > 0  # direction 0 points right
    assert offsets[5].y() > 0  # (0, 1): r grows downward
