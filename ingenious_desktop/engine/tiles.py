"""Colours, printed symbols and tiles.

A tile is written as two colour letters.  In a rack ``"RG"`` and ``"GR"`` are the same
tile; :func:`canonical` gives the one spelling used for counting (letters in colour order).

    >>> canonical("GR")
    'RG'
    >>> tile_colours("GR") == (Colour.GREEN, Colour.RED)
    True
"""

from __future__ import annotations

from enum import IntEnum
from itertools import combinations

from .errors import NOT_A_COLOUR, NOT_A_TILE, IllegalAction, quoted
from .hexes import Hex


class Colour(IntEnum):
    """One of the six colours; its value is its place on a score board (red first, purple last).

    >>> Colour.from_letter("G")
    <Colour.GREEN: 3>
    >>> Colour.GREEN.letter, Colour.GREEN.name_en
    ('G', 'green')
    >>> [colour.letter for colour in Colour]
    ['R', 'O', 'Y', 'G', 'B', 'P']
    """

    RED = 0
    ORANGE = 1
    YELLOW = 2
    GREEN = 3
    BLUE = 4
    PURPLE = 5

    @property
    def letter(self) -> str:
        """The letter a tile, a record and a diagram write for this colour."""
        return COLOURS[self]

    @property
    def name_en(self) -> str:
        """The English word for this colour ("red")."""
        return self.name.lower()

    @classmethod
    def from_letter(cls, letter: str) -> Colour:
        """The colour written as ``letter`` (a capital); IllegalAction for anything else."""
        try:
            return _BY_LETTER[letter]
        except (KeyError, TypeError):
            raise IllegalAction(f"{quoted(letter)} is not a colour: one of the letters {COLOURS}", NOT_A_COLOUR,
                                letter=letter) from None


#: Colour letters in the order scores are listed: red, orange, yellow, green, blue, purple.
COLOURS = "ROYGBP"
_BY_LETTER = {letter: Colour(i) for i, letter in enumerate(COLOURS)}

#: The six symbols printed on the corners of the radius-5 hexagon.
PRINTED_SYMBOLS: dict[Hex, Colour] = {
    Hex(0, -5): Colour.RED,
    Hex(5, -5): Colour.GREEN,
    Hex(5, 0): Colour.BLUE,
    Hex(0, 5): Colour.ORANGE,
    Hex(-5, 5): Colour.YELLOW,
    Hex(-5, 0): Colour.PURPLE,
}


def canonical(tile: str) -> str:
    """The rack spelling of a tile: its two letters in colour order. Raises on a bad tile."""
    spelling = _CANONICAL.get(tile) if isinstance(tile, str) else None
    if spelling is None:
        raise IllegalAction(f"{quoted(tile)} is not a tile: a tile is two of the letters {COLOURS}", NOT_A_TILE,
                            tile=tile)
    return spelling


def tile_colours(tile: str) -> tuple[int, int]:
    """The colours of a tile's two halves, in the order written, as plain ints (the values of
    :class:`Colour`): the board and the search index with them millions of times, and an
    ``int`` is faster there than an enum member."""
    return _COLOURS_OF[tile]


def tile_set(doubles: int, mixed: int) -> list[str]:
    """A full tile set: ``doubles`` of each double and ``mixed`` of each of the 15 mixed pairs."""
    tiles = []
    for letter in COLOURS:
        tiles += [letter + letter] * doubles
    for first, second in combinations(COLOURS, 2):
        tiles += [first + second] * mixed
    return tiles


_CANONICAL = {a + b: (a + b if a_ <= b_ else b + a) for a, a_ in _BY_LETTER.items() for b, b_ in _BY_LETTER.items()}
_COLOURS_OF = {a + b: (a_.value, b_.value) for a, a_ in _BY_LETTER.items() for b, b_ in _BY_LETTER.items()}
