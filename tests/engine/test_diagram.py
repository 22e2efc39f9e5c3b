"""Board diagrams as text both ways: what replay prints, read back into the same board."""

import random

import pytest

from ingenious_desktop.engine import EMPTY, Board, Colour, Game, Hex, Phase, parse_diagram

# After one red-blue tile on (1, -4) and (2, -4), next to the printed red and green of row -5.
ONE_TILE = """
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
     y . . . . o
"""


def random_board(variant: str, players: int, seed: int, placements: int) -> Board:
    rng = random.Random(seed)
    game = Game.new(variant, players, seed=seed)
    game.deal()
    while not game.is_over and len(game.results) < placements:
        if game.phase is Phase.PLACE:
            game.place(rng.choice(game.legal_placements()))
        else:
            game.end_turn()
    return game.board


def test_a_diagram_shows_tile_halves_in_capitals_and_printed_symbols_in_small_letters():
    board = Board(5)
    board.fill(board.geo.index[Hex(1, -4)], Colour.RED)
    board.fill(board.geo.index[Hex(2, -4)], Colour.BLUE)

    assert board.diagram() == ONE_TILE.strip("\n")


def test_a_diagram_reads_back_as_the_tile_halves_it_shows():
    assert parse_diagram(ONE_TILE) == {Hex(1, -4): Colour.RED, Hex(2, -4): Colour.BLUE}


@pytest.mark.parametrize("variant, players, seed", [("standard", 2, 1), ("standard", 4, 2), ("travel", 2, 3),
                                                    ("team", 4, 4)])
def test_a_board_read_from_its_diagram_is_the_same_board(variant, players, seed):
    board = random_board(variant, players, seed, placements=25)

    copy = Board.from_diagram(board.diagram())

    assert copy.diagram() == board.diagram()
    assert copy.colour == board.colour
    assert (copy.free_edges, copy.untouched_symbols) == (board.free_edges, board.untouched_symbols)
    empty = [i for i, c in enumerate(board.colour) if c == EMPTY]  # the runs seen from a filled cell are unused
    assert [copy.points_table(i) for i in empty] == [board.points_table(i) for i in empty]


@pytest.mark.parametrize("change, message", [
    (lambda rows: rows[:-1], "has 11 rows, the diagram 10"),
    (lambda rows: rows[:1] + [rows[1] + " ."] + rows[2:], r"row r=-4 has 7 cells, the diagram 8"),
    (lambda rows: rows[:1] + [rows[1].replace("R", "X")] + rows[2:], r"\(1, -4\) holds 'X'"),
    (lambda rows: [rows[0].replace("r", ".")] + rows[1:], r"\(0, -5\) is the printed r, not '.'"),
], ids=["a row missing", "a cell too many", "no such colour", "a printed symbol left out"])
def test_a_diagram_that_does_not_fit_the_board_names_what_is_wrong(change, message):
    rows = ONE_TILE.strip("\n").splitlines()

    with pytest.raises(ValueError, match=message):
        Board.from_diagram("\n".join(change(rows)), radius=5)
