"""The board's twelve symmetries, for fitting a value network on every orientation of a position.

Turning the board by 60° (or mirroring it) carries each printed symbol onto another's cell; with
the colours renamed to match, the position plays exactly as before, since the rules treat the six
colours alike. The hand-made features see scores sorted and colours only as "the lowest" and the
like, so they do not change; the board's cells, the score columns and the rack's tile kinds do.
:func:`transform` rewrites training records (:func:`.value_net.record_dtype`) under one
symmetry per record.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ingenious_desktop.engine import COLOURS, PRINTED_SYMBOLS, Hex, canonical, hexes_within, tile_colours, tile_set

#: The rack's tile kinds in the core's order: the tiles' canonical names, sorted.
TILE_KINDS = tuple(sorted(set(tile_set(1, 1))))


def _turn(h: Hex) -> Hex:
    return Hex(-h.r, h.q + h.r)


def _mirror(h: Hex) -> Hex:
    return Hex(h.r, h.q)


def _moves():
    """The twelve symmetries as functions of a cell: six turns, each with or without the mirror."""
    def composed(turns: int, mirrored: bool):
        def move(h: Hex) -> Hex:
            for _ in range(turns):
                h = _turn(h)
            return _mirror(h) if mirrored else h
        return move
    return [composed(turns, mirrored) for mirrored in (False, True) for turns in range(6)]


@dataclass(frozen=True)
class Symmetries:
    """For each of the twelve symmetries (rows): where each new cell's content comes from
    (``source``), the new number of each colour (``colour``), and of each rack tile kind (``kind``)."""

    source: np.ndarray
    colour: np.ndarray
    kind: np.ndarray


@lru_cache(maxsize=None)
def symmetries(radius: int) -> Symmetries:
    """The twelve symmetries of a board of ``radius`` (identity first)."""
    cells = hexes_within(radius)
    index = {h: i for i, h in enumerate(cells)}
    sources, colours, kinds = [], [], []
    for move in _moves():
        colour = np.empty(6, np.intp)
        for cell, symbol in PRINTED_SYMBOLS.items():
            colour[symbol.value] = PRINTED_SYMBOLS[move(cell)].value
        source = np.empty(len(cells), np.intp)
        for old, h in enumerate(cells):
            source[index[move(h)]] = old
        kind = np.array([TILE_KINDS.index(canonical("".join(COLOURS[colour[c]] for c in tile_colours(name))))
                         for name in TILE_KINDS], np.intp)
        sources.append(source)
        colours.append(colour)
        kinds.append(kind)
    return Symmetries(np.array(sources), np.array(colours), np.array(kinds))


def transform(records: np.ndarray, radius: int, which: np.ndarray) -> np.ndarray:
    """A copy of ``records`` with record i moved by symmetry ``which[i]`` (0..11, 0 the identity)."""
    table = symmetries(radius)
    out = records.copy()
    rows = np.arange(len(records))[:, None]
    colours = records["colours"][rows, table.source[which]].astype(np.intp)
    out["colours"] = np.where(colours >= 0, table.colour[which][rows, np.maximum(colours, 0)], colours)
    inverse_colour = np.argsort(table.colour, axis=1)[which]
    out["scores"] = records["scores"][rows[:, :, None], np.arange(records["scores"].shape[1])[None, :, None],
                                      inverse_colour[:, None, :]]
    out["rack"] = records["rack"][rows, np.argsort(table.kind, axis=1)[which]]
    return out
