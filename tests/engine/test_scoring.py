"""Scoring a placement, hand-computed from docs/rules.md "A turn", step 2.

Each position is a board diagram as ``replay`` prints it: tile halves in capitals, printed
symbols in small letters, ``.`` empty; ``1`` and ``2`` mark where the tile's first and second
half go. The two-player board (radius 5) unless the diagram is larger. A failing comparison
prints the board after the placement.
"""

import subprocess
import sys
from pathlib import Path

import pytest

from ingenious_desktop.engine import IllegalAction, Phase
from positions import play, points, position, score

FIRST, SECOND = (0, 0), (1, 0)

THREE_REDS_BEYOND_THE_SECOND_HALF = """
     r . . . . g
    . . . . . . .
   . . . . . . . .
  . . . . . . . . .
 . . . . . . . . . .
p . . . . 1 2 R R R b
 . . . . . . . . . .
  . . . . . . . . .
   . . . . . . . .
    . . . . . . .
     y . . . . o
"""


@pytest.mark.parametrize("tile, expected", [
    ("RR", (0, 3)),  # the first half faces its partner: the reds beyond it do not count
    ("GR", (0, 3)),
    ("RG", (0, 0)),  # the only reds lie behind the partner
])
def test_the_direction_of_the_other_half_never_counts(tile, expected):
    assert points(THREE_REDS_BEYOND_THE_SECOND_HALF, tile) == expected


def test_a_half_adds_up_all_five_directions():
    # Around the first half, its partner to the east: 1 red NE, 2 NW, 3 W, 1 SW, 1 SE.
    diagram = """
         r . . . . g
        . . . . . . .
       . . . . . . . .
      . . . R . . . . .
     . . . . R R . . . .
    p . R R R 1 2 . . . b
     . . . . R R . . . .
      . . . . . . . . .
       . . . . . . . .
        . . . . . . .
         y . . . . o
    """
    assert points(diagram, "RG") == (8, 0)

    game = position(diagram=diagram, racks=[["RG"], []])
    play(game, "RG", FIRST, SECOND)
    assert score(game) == {"R": 8, "O": 0, "Y": 0, "G": 0, "B": 0, "P": 0}


@pytest.mark.parametrize("stop", [".", "B"], ids=["empty cell", "another colour"])
def test_a_line_stops_at_an_empty_cell_or_another_colour(stop):
    # Going west from the first half: red, red, then the stop, then a red that must not count.
    diagram = f"""
         r . . . . g
        . . . . . . .
       . . . . . . . .
      . . . . . . . . .
     . . . . . . . . . .
    p R {stop} R R 1 2 . . . b
     . . . . . . . . . .
      . . . . . . . . .
       . . . . . . . .
        . . . . . . .
         y . . . . o
    """
    assert points(diagram, "RG") == (2, 0)


def test_a_line_runs_to_the_edge_and_stops_there():
    # North-west of the first half: four red tiles, then the printed red, then the edge.
    assert points("""
         r . . . . g
        . R . . . . .
       . . R . . . . .
      . . . R . . . . .
     . . . . R . . . . .
    p . . . . 1 2 . . . b
     . . . . . . . . . .
      . . . . . . . . .
       . . . . . . . .
        . . . . . . .
         y . . . . o
    """, "RG") == (5, 0)


NEXT_TO_THE_PRINTED_RED = """
     r 1 . . . g
    . . 2 . . . .
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


def test_a_printed_symbol_counts_like_a_tile_of_its_colour():
    assert points(NEXT_TO_THE_PRINTED_RED, "RR") == (1, 0)


def test_a_printed_symbol_scores_only_for_its_own_colour():
    assert points(NEXT_TO_THE_PRINTED_RED, "GR") == (0, 0)


def test_a_line_of_tiles_continues_into_a_printed_symbol():
    # A red tile, then the printed red: a red half below the tile scores 2.
    assert points("""
         r . . . . g
        . R . . . . .
       . . 1 2 . . . .
      . . . . . . . . .
     . . . . . . . . . .
    p . . . . . . . . . b
     . . . . . . . . . .
      . . . . . . . . .
       . . . . . . . .
        . . . . . . .
         y . . . . o
    """, "RG") == (2, 0)


def test_a_line_runs_through_a_printed_symbol_on_a_larger_board():
    # Three players, radius 6: the printed red has a cell beyond it, here a red tile.
    assert points("""
          R . . . . . .
         . r . . . . g .
        . . R . . . . . .
       . . . 1 2 . . . . .
      . . . . . . . . . . .
     . . . . . . . . . . . .
    . p . . . . . . . . . b .
     . . . . . . . . . . . .
      . . . . . . . . . . .
       . . . . . . . . . .
        . . . . . . . . .
         . y . . . . o .
          . . . . . . .
    """, "RG") == (3, 0)


TWO_REDS_TOUCHING_BOTH_HALVES = """
     r . . . . g
    . . . . . . .
   . . . . . . . .
  . . . . . . . . .
 . . . . . R . . . .
p . . . . 1 2 . . . b
 . . . . . R . . . .
  . . . . . . . . .
   . . . . . . . .
    . . . . . . .
     y . . . . o
"""


def test_the_two_cells_touching_both_halves_count_once_for_each_half():
    assert points(TWO_REDS_TOUCHING_BOTH_HALVES, "RR") == (2, 2)

    game = position(diagram=TWO_REDS_TOUCHING_BOTH_HALVES, racks=[["RR"], []])
    play(game, "RR", FIRST, SECOND)
    assert score(game)["R"] == 4


def test_each_half_follows_its_own_line_through_a_shared_neighbour():
    # From the first half the shared red lies NE and the line goes on NE;
    # from the second half it lies NW and the line goes on NW.
    assert points("""
         r . . . . g
        . . . . . . .
       . . . . . . . .
      . . . . R R . . .
     . . . . . R . . . .
    p . . . . 1 2 . . . b
     . . . . . . . . . .
      . . . . . . . . .
       . . . . . . . .
        . . . . . . .
         y . . . . o
    """, "RR") == (2, 2)


TWO_REDS_WEST_FOUR_BLUES_EAST = """
     r . . . . g
    . . . . . . .
   . . . . . . . .
  . . . . . . . . .
 . . . . . . . . . .
p . . R R 1 2 B B B b
 . . . . . . . . . .
  . . . . . . . . .
   . . . . . . . .
    . . . . . . .
     y . . . . o
"""


def test_a_mixed_tile_scores_each_colour_on_its_own():
    # Three blue tiles and the printed blue east of the second half.
    assert points(TWO_REDS_WEST_FOUR_BLUES_EAST, "RB") == (2, 4)

    game = position(diagram=TWO_REDS_WEST_FOUR_BLUES_EAST, racks=[["RB"], []])
    play(game, "RB", FIRST, SECOND)
    assert score(game) == {"R": 2, "O": 0, "Y": 0, "G": 0, "B": 4, "P": 0}


def test_shared_neighbours_of_another_colour_score_only_for_the_matching_half():
    assert points("""
         r . . . . g
        . . . . . . .
       . . . . . . . .
      . . . . . . . . .
     . . . . . B . . . .
    p . . . . 1 2 . . . b
     . . . . . R . . . .
      . . . . . . . . .
       . . . . . . . .
        . . . . . . .
         y . . . . o
    """, "RB") == (1, 1)


def test_the_cells_can_be_given_instead_of_marked():
    assert points(TWO_REDS_WEST_FOUR_BLUES_EAST, "BR", SECOND, FIRST) == (4, 2)


FAILING_TEST = '''
from positions import points

def test_a_wrong_expectation():
    assert points("""{diagram}""", "RB") == (2, 5)
'''


def test_a_failing_points_comparison_prints_the_board_after_the_placement(tmp_path):
    here = Path(__file__).parent
    for helper in (here / "positions.py", here.parent / "conftest.py"):
        (tmp_path / helper.name).write_text(helper.read_text())
    (tmp_path / "test_wrong.py").write_text(FAILING_TEST.format(diagram=TWO_REDS_WEST_FOUR_BLUES_EAST))
    (tmp_path / "pytest.ini").write_text("[pytest]\n")

    run = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "test_wrong.py"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=120)

    assert run.returncode == 1, run.stdout + run.stderr
    assert "RB on (0, 0) and (1, 0) scored (2, 4), not (2, 5); the board after it:" in run.stdout
    assert "p . . R R R B B B B b" in run.stdout


# ----------------------------------------------------------------- the cap and bonuses

# With the printed red: 5 for a red half on the first cell.
FIVE_REDS_NORTH_WEST = """
     r . . . . g
    . R . . . . .
   . . R . . . . .
  . . . R . . . . .
 . . . . R . . . . .
p . . . . 1 2 . . . b
 . . . . . . . . . .
  . . . . . . . . .
   . . . . . . . .
    . . . . . . .
     y . . . . o
"""


def test_points_past_the_cap_are_lost_but_reported_before_the_cap():
    game = position(diagram=FIVE_REDS_NORTH_WEST, racks=[["RG", "BB"], []], scores=[{"R": 16}])

    result = play(game, "RG", FIRST, SECOND)

    assert result.points == (5, 0)
    assert game.results[-1].points == (5, 0)
    assert score(game)["R"] == 18


def test_reaching_18_earns_one_bonus_placement_by_the_same_player():
    game = position(diagram=FIVE_REDS_NORTH_WEST, racks=[["RG", "BB"], []], scores=[{"R": 16}])

    assert play(game, "RG", FIRST, SECOND).bonuses == 1
    assert (game.phase, game.to_move, game.bonus_owed) == (Phase.PLACE, 0, 1)
    with pytest.raises(IllegalAction, match="placed first"):
        game.end_turn()  # the bonus is not optional, and comes before any drawing

    play(game, "BB", (-3, 3), (-2, 3))

    assert (game.phase, game.bonus_owed) == (Phase.REFILL, 0)


def test_a_colour_already_at_18_earns_no_second_bonus():
    game = position(diagram=FIVE_REDS_NORTH_WEST, racks=[["RG", "BB"], []], scores=[{"R": 18}])

    result = play(game, "RG", FIRST, SECOND)

    assert (result.points, result.bonuses, score(game)["R"]) == ((5, 0), 0, 18)
    assert game.phase is Phase.REFILL


def test_one_tile_reaching_18_in_two_colours_earns_two_bonuses():
    # The mixed-tile position above: 2 reds and 4 blues, from 16 each.
    game = position(diagram=TWO_REDS_WEST_FOUR_BLUES_EAST, racks=[["RB", "GG", "OO"], []],
                    scores=[{"R": 16, "B": 16}])

    result = play(game, "RB", FIRST, SECOND)

    assert (result.bonuses, game.bonus_owed) == (2, 2)
    assert score(game)["R"] == score(game)["B"] == 18
    play(game, "GG", (-3, 3), (-2, 3))
    assert (game.phase, game.bonus_owed) == (Phase.PLACE, 1)
    play(game, "OO", (3, -4), (4, -4))
    assert (game.phase, game.bonus_owed) == (Phase.REFILL, 0)


def test_a_bonus_placement_can_earn_another_bonus():
    # Red 16 -> 18 with the first tile; the bonus tile takes green 17 -> 18 (the green at (3, 2)).
    game = position(diagram="""
         r . . . . g
        . . . . . . .
       . . . . . . . .
      . . . . . . . . .
     . . . . . . . . . .
    p . . R R 1 2 . . . b
     . . . . . . . . . .
      . . . . . . . . G
       . . . . . . . .
        . . . . . . .
         y . . . . o
    """, racks=[["RR", "GY", "OO"], []], scores=[{"R": 16, "G": 17}])

    assert play(game, "RR", FIRST, SECOND).bonuses == 1
    bonus = play(game, "GY", (2, 2), (2, 3))

    assert (bonus.points, bonus.bonuses) == ((1, 0), 1)
    assert (game.phase, game.bonus_owed) == (Phase.PLACE, 1)
    play(game, "OO", (-3, 3), (-2, 3))
    assert (game.phase, game.bonus_owed) == (Phase.REFILL, 0)


def test_a_bonus_with_an_empty_rack_is_lost():
    game = position(diagram=FIVE_REDS_NORTH_WEST, racks=[["RG"], []], scores=[{"R": 16}])

    assert play(game, "RG", FIRST, SECOND).bonuses == 1

    assert (game.phase, game.bonus_owed) == (Phase.REFILL, 0)
    game.end_turn()
    assert (game.to_move, len(game.racks[0])) == (1, 6)
