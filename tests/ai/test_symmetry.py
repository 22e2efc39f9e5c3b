"""The board's symmetries (ai/training/symmetry.py): each one carries a real position onto one that
scores alike, with the colours renamed, and moves a training record's cells, scores and rack with it."""

from __future__ import annotations

import numpy as np
import pytest

from ingenious_desktop.ai import native
from ingenious_desktop.ai.model.network_file import network_sizes
from ingenious_desktop.ai.model.value import load_core_model
from ingenious_desktop.ai.training import value_net
from ingenious_desktop.ai.training.symmetry import TILE_KINDS, symmetries, transform
from ingenious_desktop.engine import COLOURS, EMPTY, Board, Place, make_variant

from games import dealt_game


def moved_board(board: Board, which: int) -> Board:
    """``board`` under symmetry ``which``, built cell by cell."""
    table = symmetries(board.geo.radius)
    moved = Board(board.geo.radius)
    for new, old in enumerate(table.source[which]):
        if board.colour[old] != EMPTY and old not in board.geo.symbols:
            moved.fill(new, int(table.colour[which][board.colour[old]]))
    return moved


def played_board(seed: int, placements: int) -> Board:
    game = dealt_game("standard", 2, seed)
    for _ in range(placements):
        if game.is_over or not game.legal_placements():
            break
        placement = game.legal_placements()[-1]
        game.apply(Place(game.to_move, placement.tile, placement.cells))
    return game.board


@pytest.mark.parametrize("radius", [5, 6])
def test_every_symmetry_carries_each_printed_symbol_onto_its_renamed_colour(radius):
    board = Board(radius)
    table = symmetries(radius)
    for which in range(12):
        for new, old in enumerate(table.source[which]):
            if old in board.geo.symbols:
                assert board.colour[new] == table.colour[which][board.colour[old]]
            else:
                assert new not in board.geo.symbols


@pytest.mark.parametrize("seed", [3, 17])
def test_a_moved_position_scores_alike(seed):
    board = played_board(seed, 14)
    geo = board.geo
    for which in range(12):
        table = symmetries(geo.radius)
        moved = moved_board(board, which)
        new_cell = np.argsort(table.source[which])
        for cell, colour in enumerate(board.colour):
            if colour != EMPTY:
                continue
            for d, neighbour in enumerate(geo.neighbours[cell]):
                if neighbour < 0:
                    continue
                new_d = geo.neighbours[new_cell[cell]].index(new_cell[neighbour])
                for c in range(6):
                    assert moved.half_points(new_cell[cell], int(table.colour[which][c]), new_d) == \
                        board.half_points(cell, c, d)


def test_tile_kinds_are_the_cores():
    assert len(TILE_KINDS) == 21 and TILE_KINDS[0] < TILE_KINDS[-1]
    for which in range(12):
        assert sorted(symmetries(5).kind[which]) == list(range(21))


def test_records_move_with_the_board():
    sizes = network_sizes("standard", 2, 1, 1, 0)
    raw = native.training_records(make_variant("standard", 2), load_core_model("standard", 2), 5, 4,
                                  native.PlayStyle(0, 0.1, 4), 0.5)[0]
    records = np.frombuffer(raw, value_net.record_dtype(sizes.cells, 2, 2)).copy()
    which = np.arange(len(records)) % 12
    moved = transform(records, 5, which)
    table = symmetries(5)
    for record, after, w in zip(records, moved, which):
        assert sorted(after["scores"][0]) == sorted(record["scores"][0])
        for c in range(6):
            assert after["scores"][0][table.colour[w][c]] == record["scores"][0][c]
        for cell, colour in enumerate(record["colours"]):
            new = int(np.argwhere(table.source[w] == cell)[0, 0])
            assert after["colours"][new] == (colour if colour < 0 else table.colour[w][colour])
        for k, name in enumerate(TILE_KINDS):
            a, b = (table.colour[w][COLOURS.index(letter)] for letter in name)
            assert after["rack"][TILE_KINDS.index(COLOURS[min(a, b)] + COLOURS[max(a, b)])] == record["rack"][k]
        assert np.array_equal(after["dense"], record["dense"]) and np.array_equal(after["target"], record["target"])
