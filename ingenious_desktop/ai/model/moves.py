"""Finding the best placement for the player to move, quickly, for any way of judging one.

A judge sees only colours and points: ``judge(first, first_points, second, second_points)``.
Many placements share those four numbers, so each distinct combination is judged once.
"""

from __future__ import annotations

from ingenious_desktop.engine import Game, Phase, Placement, PlayerView, opposite, tile_colours

from .. import native

OPPOSITE = tuple(opposite(d) for d in range(6))


def best_placement(game: Game, judge):
    """(value, placement) of the placement of the player to move that ``judge`` values most
    (the first found wins ties), or None when there is none."""
    board, geo = game.board, game.board.geo
    cells, edges = geo.cells, geo.edges
    # One entry per tile and orientation: its colours, which end of the edge takes the first
    # half, and the values already judged, keyed by the two halves' points.
    ways = []
    for tile in sorted(set(game.racks[game.to_move])):
        first, second = tile_colours(tile)
        ways.append((tile, first, second, False, {}))
        if first != second:
            ways.append((tile, first, second, True, {}))
    best_value, best = None, None
    points_table = board.points_table
    for edge in game.open_edges():
        a, b, d = edges[edge]
        at_a = points_table(a)[d]
        at_b = points_table(b)[OPPOSITE[d]]
        for way in ways:
            _tile, first, second, reverse, memo = way
            if reverse:
                first_points, second_points = at_b[first], at_a[second]
            else:
                first_points, second_points = at_a[first], at_b[second]
            key = first_points * 256 + second_points  # a half scores far less than 256
            value = memo.get(key)
            if value is None:
                value = memo[key] = judge(first, first_points, second, second_points)
            if best is None or value > best_value:
                best_value, best = value, (way, edge)
    if best is None:
        return None
    (tile, _first, _second, reverse, _memo), edge = best
    a, b, _d = edges[edge]
    return best_value, Placement(tile, (cells[b], cells[a]) if reverse else (cells[a], cells[b]))


def judged(scored_placements, judge) -> list[tuple[object, Placement]]:
    """Each (placement, points) of a list, as (judge's value, placement)."""
    memo: dict = {}
    result = []
    for placement, (first_points, second_points) in scored_placements:
        first, second = tile_colours(placement.tile)
        key = (first, first_points, second, second_points)
        value = memo.get(key)
        if value is None:
            value = memo[key] = judge(*key)
        result.append((value, placement))
    return result


def placements_due(view: PlayerView) -> list[tuple[Placement, tuple[int, int]]]:
    """The view's scored placements (found by the core, as the engine lists them); ValueError when it is
    not this seat's turn to place."""
    placing = view.to_move == view.seat and view.phase is Phase.PLACE
    scored = native.Position.from_view(view).scored_placements() if placing else []
    if not scored:
        raise ValueError(f"seat {view.seat} has no placement to make now (phase {view.phase.value}, "
                         f"seat {view.to_move} to move)")
    return scored
