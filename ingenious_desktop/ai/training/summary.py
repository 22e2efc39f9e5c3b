"""The learned players' inputs: per-colour summaries of a position, defined here in plain Python.

The compiled core computes the same numbers fast (``native.Position.summaries``);
tests/ai/test_summary.py holds it to this definition. A summary describes the position a
placement leaves, for the player who made it ("mine"), against the best rival score in each
colour. Colours come in canonical order (by my score, then the rival's, then colour; or red
first when not canonical, for players that learn with the colours permuted), twelve numbers
each (:data:`PER_COLOUR`), then :data:`GLOBALS`.
"""

from __future__ import annotations

from ingenious_desktop.engine import EMPTY, Game, Place, Placement, tile_colours

#: Each colour's numbers, in this order.
PER_COLOUR = ("mine", "rival", "difference", "symbols", "spots 1", "spots 2", "spots 3", "spots 4", "spots 5+",
              "singles", "doubles", "reach")
#: The numbers after the six colours.
GLOBALS = ("my lowest", "rival lowest", "lowest difference", "bonus owed", "swap allowed", "swap chosen",
           "bag", "moves")
SIZE = 6 * len(PER_COLOUR) + len(GLOBALS)


def spot_points(game: Game, cell: int, colour: int) -> int:
    """Points a half of ``colour`` would score on the empty ``cell``: the run of that colour seen in each direction."""
    board = game.board
    neighbours = board.geo.neighbours
    points = 0
    for d in range(6):
        at = neighbours[cell][d]
        while at >= 0 and board.colour[at] == colour:
            points += 1
            at = neighbours[at][d]
    return points


def is_open_spot(game: Game, cell: int) -> bool:
    """An empty cell with an empty neighbour: a tile may still cover it."""
    board = game.board
    return board.colour[cell] == EMPTY and any(n >= 0 and board.colour[n] == EMPTY for n in board.geo.neighbours[cell])


def rival_rows(game: Game, holder: int) -> tuple[list[int], int]:
    """The best rival score in each colour, and the best rival lowest colour (zeros in solo)."""
    others = [s for h, s in enumerate(game.scores) if h != holder]
    if not others:
        return [0] * 6, 0
    return [max(s[c] for s in others) for c in range(6)], max(min(s) for s in others)


def summarise(game: Game, seat: int, bag_tiles: int, swap_chosen: bool, canonical: bool = True) -> list[float]:
    """The summary of ``game`` for ``seat`` with ``bag_tiles`` in the bag (see the module's docstring)."""
    variant = game.variant
    cap = variant.cap
    mine = game.scores[variant.holder_of(seat)]
    rival, rival_low = rival_rows(game, variant.holder_of(seat))
    order = sorted(range(6), key=lambda c: (mine[c], rival[c], c)) if canonical else range(6)
    cells = range(len(game.board.colour))
    symbols = [sum(1 for i in cells if game.board.colour[i] == c) for c in range(6)]
    spots = [[0] * 5 for _ in range(6)]
    best = [0] * 6
    for cell in cells:
        if not is_open_spot(game, cell):
            continue
        for c in range(6):
            points = spot_points(game, cell, c)
            if points:
                spots[c][min(points, 5) - 1] += 1
            best[c] = max(best[c], points)
    singles, doubles = [0] * 6, [0] * 6
    for tile in game.racks[seat]:
        first, second = tile_colours(tile)
        if first == second:
            doubles[first] += 1
        else:
            singles[first] += 1
            singles[second] += 1
    row: list[float] = []
    for c in order:
        row += [mine[c] / cap, rival[c] / cap, (mine[c] - rival[c]) / cap, symbols[c] / 30,
                *(n / 10 for n in spots[c]), singles[c] / 6, doubles[c] / 6,
                min(best[c], 10) / 10 if singles[c] + doubles[c] else 0.0]
    low = min(mine)
    allowed = game.can_swap() if bag_tiles > 0 else False
    return row + [low / cap, rival_low / cap, (low - rival_low) / cap, game.bonus_owed / 3, float(allowed),
                  float(swap_chosen), bag_tiles / 120, sum(game.placements_made) / 60]


def placement_summaries(game: Game, canonical: bool = True) -> tuple[list[list[float]], list[int]]:
    """What each legal placement of the player to move leaves (Game.scored_placements order), then
    a row with the swap chosen for each placement after which a swap is allowed; and those placements."""
    seat, bag_tiles = game.to_move, len(game.bag)
    rows, swaps = [], []
    swap_of = []
    for i, (placement, _points) in enumerate(game.scored_placements()):
        after = play(game, placement)
        rows.append(summarise(after, seat, bag_tiles, False, canonical))
        if after.can_swap():
            swap_of.append(i)
            swaps.append(summarise(after, seat, bag_tiles, True, canonical))
    return rows + swaps, swap_of


def play(game: Game, placement: Placement) -> Game:
    """A copy of ``game`` after the player to move makes ``placement``."""
    after = game.copy(keep_log=False)
    after.apply(Place(game.to_move, placement.tile, placement.cells))
    return after
