"""The board: which cell holds which colour, and the cached lines that make scoring a look-up.

A board reads and writes as a text diagram, one row of cells per line (``r`` from the top):
tile halves in capitals, printed symbols in small letters, ``.`` for an empty cell.

    >>> board = Board.from_diagram(EXAMPLE)
    >>> board[Hex(1, -4)] == Colour.RED, board[Hex(0, 0)] == EMPTY
    (True, True)
    >>> board.diagram() == EXAMPLE
    True

Cells are numbered; :class:`Geometry` (shared by every board of one radius) maps numbers to
hexes and knows the neighbours.  For every cell and direction the board keeps the *run*
seen from that cell: the colour of the next cell that way and how many cells of that colour
follow in a row.  A half placed on an empty cell scores, in each counted direction, that run's
length when the run has its colour; so scoring never walks the board, and filling a cell
only touches the runs that end at it.
"""

from __future__ import annotations

from functools import lru_cache

import textwrap

from .hexes import DIRECTIONS, Hex, hexes_within
from .tiles import COLOURS, PRINTED_SYMBOLS, Colour

EMPTY = -1
OFF_BOARD = -1


class Geometry:
    """The fixed shape of a board of one radius: cells, neighbours, edges, printed symbols."""

    def __init__(self, radius: int):
        self.radius = radius
        self.cells: list[Hex] = hexes_within(radius)
        self.index: dict[Hex, int] = {h: i for i, h in enumerate(self.cells)}
        self.neighbours: list[tuple[int, ...]] = [
            tuple(self.index.get(h + d, OFF_BOARD) for d in DIRECTIONS) for h in self.cells
        ]
        # An edge is a pair of adjacent cells (a < b) with the direction from a to b.
        self.edges: list[tuple[int, int, int]] = [
            (a, b, d) for a, nbrs in enumerate(self.neighbours) for d, b in enumerate(nbrs) if b > a
        ]
        self.edge_id: dict[tuple[int, int], int] = {}
        self.edges_at: list[list[int]] = [[] for _ in self.cells]
        for e, (a, b, _d) in enumerate(self.edges):
            self.edge_id[(a, b)] = self.edge_id[(b, a)] = e
            self.edges_at[a].append(e)
            self.edges_at[b].append(e)
        # plain ints on the board, as tile_colours gives them
        self.symbols: dict[int, int] = {self.index[h]: colour.value for h, colour in PRINTED_SYMBOLS.items()}
        self.symbols_next_to: list[tuple[int, ...]] = [
            tuple(n for n in nbrs if n in self.symbols) for nbrs in self.neighbours
        ]
        self.edge_surroundings: list[tuple[tuple[int, int], ...]] = [
            self._surroundings(a, b) for a, b, _d in self.edges
        ]

    def _surroundings(self, a: int, b: int) -> tuple[tuple[int, int], ...]:
        """The cells around edge (a, b), each with how many of a and b it touches."""
        around: dict[int, int] = {}
        for cell in (a, b):
            for n in self.neighbours[cell]:
                if n != OFF_BOARD and n not in (a, b):
                    around[n] = around.get(n, 0) + 1
        return tuple(around.items())


@lru_cache(maxsize=None)
def geometry(radius: int) -> Geometry:
    return Geometry(radius)


class Board:
    """Cell colours plus the caches that follow from them; mutated only by :meth:`fill`."""

    __slots__ = ("geo", "colour", "run_colour", "run_length", "free_edges", "empty_neighbours",
                 "untouched_symbols", "_half_points")

    def __init__(self, radius: int):
        geo = self.geo = geometry(radius)
        n = len(geo.cells)
        self.colour = [EMPTY] * n
        for cell, colour in geo.symbols.items():
            self.colour[cell] = colour
        self.run_colour = [EMPTY] * (6 * n)
        self.run_length = [0] * (6 * n)
        for cell, nbrs in enumerate(geo.neighbours):
            for d, nb in enumerate(nbrs):
                if nb != OFF_BOARD and self.colour[nb] != EMPTY:
                    self.run_colour[6 * cell + d] = self.colour[nb]
                    self.run_length[6 * cell + d] = 1
        self.free_edges = {e for e, (a, b, _d) in enumerate(geo.edges)
                           if self.colour[a] == EMPTY and self.colour[b] == EMPTY}
        self.empty_neighbours = [sum(1 for nb in nbrs if nb != OFF_BOARD and self.colour[nb] == EMPTY)
                                 for nbrs in geo.neighbours]
        self.untouched_symbols = set(geo.symbols)
        self._half_points: dict[int, list[list[int]]] = {}

    def copy(self) -> Board:
        other = Board.__new__(Board)
        other.geo = self.geo
        other.colour = self.colour[:]
        other.run_colour = self.run_colour[:]
        other.run_length = self.run_length[:]
        other.free_edges = set(self.free_edges)
        other.empty_neighbours = self.empty_neighbours[:]
        other.untouched_symbols = set(self.untouched_symbols)
        other._half_points = dict(self._half_points)
        return other

    def __getitem__(self, cell: Hex) -> int:
        """The colour at ``cell`` as a plain int (a :class:`Colour` value; EMPTY if none); KeyError off the board."""
        return self.colour[self.geo.index[cell]]

    @classmethod
    def from_diagram(cls, text: str, radius: int | None = None) -> Board:
        """The board a :meth:`diagram` shows; ValueError naming the row that does not fit.

        The radius follows from the number of rows unless given; indentation is free."""
        cells = parse_diagram(text, radius)
        board = cls(_radius_of(text) if radius is None else radius)
        for cell, colour in cells.items():
            board.fill(board.geo.index[cell], colour.value)
        return board

    def diagram(self) -> str:
        """The board as text: tile halves in capitals, printed symbols in small letters, '.' empty."""
        geo, colour = self.geo, self.colour
        rows = []
        for r, row in _rows(geo):
            letters = []
            for index in row:
                if colour[index] == EMPTY:
                    letters.append(".")
                elif index in geo.symbols:
                    letters.append(COLOURS[colour[index]].lower())
                else:
                    letters.append(COLOURS[colour[index]])
            rows.append(" " * abs(r) + " ".join(letters))
        return "\n".join(rows)

    def half_points(self, cell: int, colour: int, toward_other_half: int) -> int:
        """Points for ``colour`` placed on empty ``cell``, not looking ``toward_other_half``."""
        return self.points_table(cell)[toward_other_half][colour]

    def points_table(self, cell: int) -> list[list[int]]:
        """``table[d][c]``: points of colour c on ``cell`` when the other half lies in direction d."""
        table = self._half_points.get(cell)
        if table is None:
            base = 6 * cell
            colours = self.run_colour[base:base + 6]
            lengths = self.run_length[base:base + 6]
            totals = [0] * 6
            for c, length in zip(colours, lengths):
                if c != EMPTY:
                    totals[c] += length
            table = []
            for c, length in zip(colours, lengths):
                row = totals[:]
                if c != EMPTY:
                    row[c] -= length
                table.append(row)
            self._half_points[cell] = table
        return table

    def clear_points_cache(self) -> None:
        """Forget the cached points tables (they are rebuilt on demand); for honest benchmarks."""
        self._half_points.clear()

    def fill(self, cell: int, colour: int) -> None:
        """Put ``colour`` on the empty ``cell`` and bring every cache up to date."""
        geo = self.geo
        nbrs_of = geo.neighbours
        self.colour[cell] = colour
        run_colour, run_length, cell_colour = self.run_colour, self.run_length, self.colour
        tables = self._half_points
        tables.pop(cell, None)
        for d in range(6):
            back = (d + 3) % 6
            slot = 6 * cell + d
            length = 1 + (run_length[slot] if run_colour[slot] == colour else 0)
            behind = nbrs_of[cell][back]
            while behind != OFF_BOARD and cell_colour[behind] == colour:
                length += 1
                behind = nbrs_of[behind][back]
            if behind != OFF_BOARD and cell_colour[behind] == EMPTY:
                run_colour[6 * behind + d] = colour
                run_length[6 * behind + d] = length
                tables.pop(behind, None)
        self.free_edges.difference_update(geo.edges_at[cell])
        empty_neighbours = self.empty_neighbours
        for nb in nbrs_of[cell]:
            if nb != OFF_BOARD:
                empty_neighbours[nb] -= 1
        for symbol in geo.symbols_next_to[cell]:
            self.untouched_symbols.discard(symbol)

    def edge_keeps_cells_reachable(self, edge: int) -> bool:
        """False if filling this edge would leave an empty cell with no empty neighbour."""
        colour, empty_neighbours = self.colour, self.empty_neighbours
        for cell, touching in self.geo.edge_surroundings[edge]:
            if colour[cell] == EMPTY and empty_neighbours[cell] <= touching:
                return False
        return True

    def edge_touches_untouched_symbol(self, edge: int) -> bool:
        a, b, _d = self.geo.edges[edge]
        untouched = self.untouched_symbols
        return any(s in untouched for s in self.geo.symbols_next_to[a] + self.geo.symbols_next_to[b])

    def open_edges(self, first_round: bool = False, no_isolated_cells: bool = False) -> list[int]:
        """The edges a tile may go on now, in a fixed order."""
        edges = sorted(self.free_edges)
        if first_round:
            edges = [e for e in edges if self.edge_touches_untouched_symbol(e)]
        if no_isolated_cells:
            edges = [e for e in edges if self.edge_keeps_cells_reachable(e)]
        return edges

    def has_open_edge(self, no_isolated_cells: bool = False) -> bool:
        if not no_isolated_cells:
            return bool(self.free_edges)
        return any(self.edge_keeps_cells_reachable(e) for e in self.free_edges)


def parse_diagram(text: str, radius: int | None = None) -> dict[Hex, Colour]:
    """The tile halves a board diagram shows, by cell; ValueError naming the row that does not fit.

        >>> parse_diagram(EXAMPLE)
        {Hex(q=1, r=-4): <Colour.RED: 0>, Hex(q=2, r=-4): <Colour.BLUE: 4>}
    """
    lines = _diagram_lines(text)
    geo = geometry(_radius_of(text) if radius is None else radius)
    rows = _rows(geo)
    if len(lines) != len(rows):
        raise ValueError(f"a board of radius {geo.radius} has {len(rows)} rows, the diagram {len(lines)}")
    halves = {}
    for line, (r, row) in zip(lines, rows):
        letters = line.split()
        if len(letters) != len(row):
            raise ValueError(f"row r={r} has {len(row)} cells, the diagram {len(letters)}: {line.strip()!r}")
        for letter, index in zip(letters, row):
            cell = geo.cells[index]
            symbol = geo.symbols.get(index)
            if symbol is not None:
                if letter != COLOURS[symbol].lower():
                    raise ValueError(f"{tuple(cell)} is the printed {COLOURS[symbol].lower()}, not {letter!r}")
            elif letter != ".":
                if letter not in COLOURS:
                    raise ValueError(f"{tuple(cell)} holds {letter!r}: a cell is '.' or one of {COLOURS}")
                halves[cell] = Colour.from_letter(letter)
    return halves


def _diagram_lines(text: str) -> list[str]:
    return [line for line in textwrap.dedent(text).splitlines() if line.strip()]


def _radius_of(text: str) -> int:
    rows = len(_diagram_lines(text))
    if rows % 2 == 0:
        raise ValueError(f"a board diagram has an odd number of rows, not {rows}")
    return rows // 2


def _rows(geo: Geometry) -> list[tuple[int, list[int]]]:
    """Each row ``r`` of the board, top first, with its cells west to east."""
    radius = geo.radius
    return [(r, [geo.index[Hex(q, r)] for q in range(max(-radius, -radius - r), min(radius, radius - r) + 1)])
            for r in range(-radius, radius + 1)]


#: A radius-5 board with one tile, red on (1, -4) and blue on (2, -4), for the examples.
EXAMPLE = """\
     r . . . . g
    . . R B . . .
   . . . . . . . .
  . . . . . . . . .
 . . . . . . . . . .
p . . . . . . . . . b
 . . . . . . . . . .
  . . . . . . . . .
   . . . . . . . .
    . . . . . . .
     y . . . . o"""
