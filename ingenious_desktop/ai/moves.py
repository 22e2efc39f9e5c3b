"""Finding the best placement for the player to move, quickly, for any way of judging one.

A judge sees only colours and points: ``judge(first, first_points, second, second_points)``.
Many placements share those four numbers, so each distinct combination is judged once.
"""

from __future__ import annotations

from ingenious_desktop.engine import Game, Placement
from ingenious_desktop.engine.hexes import opposite
from ingenious_desktop.engine.tiles import tile_colours


def best_placement(game: Game, judge):
    """(value, placement) of the placement of the player to move that ``judge`` values most
    (the first found wins ties), or None when there is none."""
    board, geo = game.board, game.board.geo
    cells, edges = geo.cells, geo.edges
    tiles = [(tile, *tile_colours(tile)) for tile in sorted(set(game.racks[game.to_move]))]
    if not tiles:
        return None
    memo: dict = {}
    best_value, best = None, None
    for edge in game.open_edges():
        a, b, d = edges[edge]
        at_a = board.points_table(a)[d]
        at_b = board.points_table(b)[opposite(d)]
        for tile, first, second in tiles:
            for reverse in (False, True) if first != second else (False,):
                key = (first, at_b[first], second, at_a[second]) if reverse else (first, at_a[first], second, at_b[second])
                value = memo.get(key)
                if value is None:
                    value = memo[key] = judge(*key)
                if best is None or value > best_value:
                    best_value = value
                    best = (tile, edge, reverse)
    if best is None:
        return None
    tile, edge, reverse = best
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
