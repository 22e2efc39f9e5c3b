"""Colours, printed symbols and tiles.

A tile is written as two colour letters.  In a rack ``"RG"`` and ``"GR"`` are the same
tile; :func:`canonical` gives the one spelling used for counting (letters in colour order).
"""

from __future__ import annotations

from itertools import combinations

from .errors import IllegalAction
from .hexes import Hex

#: Colour letters in the order scores are listed: red, orange, yellow, green, blue, purple.
COLOURS = "ROYGBP"
COLOUR_NAMES = {"R": "red", "O": "orange", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}
COLOUR_INDEX = {letter: i for i, letter in enumerate(COLOURS)}

#: The six symbols printed on the corners of the radius-5 hexagon.
PRINTED_SYMBOLS: dict[Hex, int] = {
    Hex(0, -5): COLOUR_INDEX["R"],
    Hex(5, -5): COLOUR_INDEX["G"],
    Hex(5, 0): COLOUR_INDEX["B"],
    Hex(0, 5): COLOUR_INDEX["O"],
    Hex(-5, 5): COLOUR_INDEX["Y"],
    Hex(-5, 0): COLOUR_INDEX["P"],
}


def canonical(tile: str) -> str:
    """The rack spelling of a tile: its two letters in colour order. Raises on a bad tile."""
    if not isinstance(tile, str) or len(tile) != 2 or tile[0] not in COLOUR_INDEX or tile[1] not in COLOUR_INDEX:
        raise IllegalAction(f"{tile!r} is not a tile: a tile is two of the letters {COLOURS}")
    return _CANONICAL[tile]


def tile_colours(tile: str) -> tuple[int, int]:
    """The colour indices of a tile's two halves, in the order written."""
    return _COLOURS_OF[tile]


def tile_set(doubles: int, mixed: int) -> list[str]:
    """A full tile set: ``doubles`` of each double and ``mixed`` of each of the 15 mixed pairs."""
    tiles = []
    for letter in COLOURS:
        tiles += [letter + letter] * doubles
    for first, second in combinations(COLOURS, 2):
        tiles += [first + second] * mixed
    return tiles


_CANONICAL = {a + b: (a + b if COLOUR_INDEX[a] <= COLOUR_INDEX[b] else b + a) for a in COLOURS for b in COLOURS}
_COLOURS_OF = {a + b: (COLOUR_INDEX[a], COLOUR_INDEX[b]) for a in COLOURS for b in COLOURS}
