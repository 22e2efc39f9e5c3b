"""Building hand-made positions for the rule tests, so that each test shows its board.

A position is a board diagram (what ``replay`` prints: tile halves in capitals, printed
symbols in small letters, ``.`` empty), where ``1`` and ``2`` may mark the cells the tile's
first and second half go on; or the colours on its cells, e.g. ``{(1, 0): "R", (2, 0): "R"}``,
or :func:`line` ("two reds running west from (-1, 0)"). :func:`position` puts those colours
straight on the board (as tile halves), gives each seat its rack and score, and hands back a
game whose player to move is about to place, as if the turns before had happened.
:func:`points` scores one tile on a diagram; when its comparison fails, the test prints the
board (tests/conftest.py).
"""

from __future__ import annotations

import re
from collections import Counter

from ingenious_desktop.engine import (COLOURS, EMPTY, Colour, Game, Hex, Phase, Placement, PlacementResult, canonical,
                                      parse_diagram, tile_set)

# The six directions of docs/rules.md by compass name (pointy-top hexes, r grows downward).
E, NE, NW, W, SW, SE = (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)

#: Where docs/rules.md prints each symbol.
SYMBOL_AT = {"R": (0, -5), "G": (5, -5), "B": (5, 0), "O": (0, 5), "Y": (-5, 5), "P": (-5, 0)}


def step(cell: tuple[int, int], direction: tuple[int, int], times: int = 1) -> tuple[int, int]:
    return (cell[0] + direction[0] * times, cell[1] + direction[1] * times)


def line(start: tuple[int, int], direction: tuple[int, int], colours: str) -> dict[tuple[int, int], str]:
    """The colours written in ``colours`` on consecutive cells from ``start`` towards ``direction``."""
    return {step(start, direction, i): letter for i, letter in enumerate(colours)}


def scores_of(letters: dict[str, int]) -> list[int]:
    """A score board from ``{"R": 16, "B": 3}``; colours not named are 0."""
    return [letters.get(letter, 0) for letter in COLOURS]


MARKS = ("1", "2")
#: The players of a standard game on each board radius.
PLAYERS_ON = {5: 2, 6: 3, 7: 4}


def unmarked(diagram: str) -> str:
    """The diagram with the marks ``1`` and ``2`` shown as empty cells."""
    return re.sub(r"[12]", ".", diagram)


def marked_cells(diagram: str) -> list[tuple[int, int]]:
    """The cells marked ``1`` and ``2``, in that order (read as the only tile halves of a
    diagram where everything else is left out)."""
    cells = []
    for mark in MARKS:
        alone = re.sub(r"[A-Z.12]", lambda m: "R" if m.group() == mark else ".", diagram)
        cells += [tuple(cell) for cell in parse_diagram(alone)]
    return cells


def diagram_cells(diagram: str) -> dict[tuple[int, int], str]:
    return {tuple(cell): colour.letter for cell, colour in parse_diagram(unmarked(diagram)).items()}


def position(variant: str = "standard", players: int = 2, *, cells: dict | None = None, diagram: str | None = None,
             racks: list[list[str]] | None = None, scores: list[dict[str, int]] | None = None,
             to_move: int = 0, first_round: bool = False, bag: list[str] | None = None) -> Game:
    """A game about to have seat ``to_move`` place, on a board holding ``cells`` (or the board
    ``diagram`` shows).

    Racks come out of the bag, so bag + racks is the tile set (unless ``bag`` is given).
    Every seat has placed before unless ``first_round``.
    """
    game = Game.new(variant, players, seed=0)
    if diagram is not None:
        cells = diagram_cells(diagram)
    for (q, r), letter in (cells or {}).items():
        index = game.board.geo.index[Hex(q, r)]
        assert game.board.colour[index] == EMPTY, f"({q}, {r}) is not an empty cell"
        game.board.fill(index, Colour.from_letter(letter))
    racks = [[canonical(t) for t in rack] for rack in (racks or [[] for _ in range(players)])]
    remaining = Counter(tile_set(game.variant.doubles, game.variant.mixed))
    remaining.subtract(t for rack in racks for t in rack)
    game.bag = list(remaining.elements()) if bag is None else [canonical(t) for t in bag]
    game.racks = racks
    for holder, letters in enumerate(scores or []):
        game.scores[holder] = scores_of(letters)
    game.placements_made = [0 if first_round else 1] * players
    game.phase = Phase.PLACE
    game.to_move = to_move
    return game


def placement(tile: str, first: tuple[int, int], second: tuple[int, int]) -> Placement:
    return Placement(tile, (Hex(*first), Hex(*second)))


def listed_points(game: Game, move: Placement) -> tuple[int, int] | None:
    """The points ``scored_placements`` lists for ``move`` (or its mirror image), None if not listed."""
    for listed, points in game.scored_placements():
        if listed == move:
            return points
        if listed == move.mirrored():
            return points[1], points[0]
    return None


def play(game: Game, tile: str, first: tuple[int, int], second: tuple[int, int]) -> PlacementResult:
    """Place ``tile`` (first letter on ``first``) after checking the legal-move list agrees on its points."""
    move = placement(tile, first, second)
    promised = listed_points(game, move)
    result = game.place(move)
    assert promised == result.points, f"listed {promised}, scored {result.points}"
    return result


class Scored(tuple):
    """The points a tile's two halves scored, with the board after it, for a failing test to show."""

    def __new__(cls, points: tuple[int, int], placement: Placement, board: str):
        scored = super().__new__(cls, points)
        scored.placement, scored.board = placement, board
        return scored

    def explain_scoring(self, expected) -> list[str]:
        tile, (first, second) = self.placement
        return [f"{tuple(self)} == {expected!r}",
                f"{tile} on {tuple(first)} and {tuple(second)} scored {tuple(self)}, not {expected!r}; "
                "the board after it:",
                *self.board.splitlines()]


def points(diagram: str, tile: str, first: tuple[int, int] | None = None,
           second: tuple[int, int] | None = None) -> Scored:
    """The points ``tile`` scores on the cells marked 1 and 2 in ``diagram`` (or on ``first``
    and ``second``), in a standard game of as many players as the board's radius is for."""
    if first is None:
        first, second = marked_cells(diagram)
    players = PLAYERS_ON[len(unmarked(diagram).strip().splitlines()) // 2]
    game = position(players=players, diagram=diagram, racks=[[tile]] + [[] for _ in range(players - 1)])
    result = play(game, tile, first, second)
    return Scored(result.points, result.placement, game.board.diagram())


def score(game: Game, holder: int = 0) -> dict[str, int]:
    """A score board as ``{"R": .., ...}`` for readable asserts."""
    return dict(zip(COLOURS, game.scores[holder]))
