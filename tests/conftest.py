"""A failing comparison of a scored placement (``positions.points`` in tests/engine) prints the
board the tile was scored on."""


def pytest_assertrepr_compare(op, left, right):
    explain = getattr(left, "explain_scoring", None)
    if op == "==" and callable(explain):
        return explain(right)
    return None
