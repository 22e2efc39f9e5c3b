"""A failing comparison of :func:`positions.points` prints the board the tile was scored on."""

from positions import Scored


def pytest_assertrepr_compare(op, left, right):
    if op == "==" and isinstance(left, Scored):
        return left.explain(right)
    return None
