"""Building hand-made positions for the rule tests, so that each test shows its board.

A position is written as the colours on its cells, e.g. ``{(1, 0): "R", (2, 0): "R"}``, or
with :func:`line` ("two reds running west from (-1, 0)"). :func:`position` puts those colours
straight on the board (as tile halves), gives each seat its rack and score, and hands back a
game whose player to move is about to place, as if the turns before had happened.
"""

from __future__ import annotations

from collections import Counter

from ingenious_desktop.engine import (COLOURS, EMPTY, Colour, Game, Hex, Phase, Placement, PlacementResult, canonical,
                                      tile_set)

# The six directions of rules.md by compass name (pointy-top hexes, r grows downward).
E, NE, NW, W, SW, SE = (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)

#: Where rules.md prints each symbol.
SYMBOL_AT = {"R": (0, -5), "G": (5, -5), "B": (5, 0), "O": (0, 5), "Y": (-5, 5), "P": (-5, 0)}


def step(cell: tuple[int, int], direction: tuple[int, int], times: int = 1) -> tuple[int, int]:
    return (cell[0] + direction[0] * times, cell[1] + direction[1] * times)


def line(start: tuple[int, int], direction: tuple[int, int], colours: str) -> dict[tuple[int, int], str]:
    """The colours written in ``colours`` on consecutive cells from ``start`` towards ``direction``."""
    return {step(start, direction, i): letter for i, letter in enumerate(colours)}


def scores_of(letters: dict[str, int]) -> list[int]:
    """A score board from ``{"R": 16, "B": 3}``; colours not named are 0."""
    return [letters.get(letter, 0) for letter in COLOURS]


def position(variant: str = "standard", players: int = 2, *, cells: dict | None = None,
             racks: list[list[str]] | None = None, scores: list[dict[str, int]] | None = None,
             to_move: int = 0, first_round: bool = False, bag: list[str] | None = None) -> Game:
    """A game about to have seat ``to_move`` place, on a board holding ``cells``.

    Racks come out of the bag, so bag + racks is the tile set (unless ``bag`` is given).
    Every seat has placed before unless ``first_round``.
    """
    game = Game.new(variant, players, seed=0)
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


def score(game: Game, holder: int = 0) -> dict[str, int]:
    """A score board as ``{"R": .., ...}`` for readable asserts."""
    return dict(zip(COLOURS, game.scores[holder]))
