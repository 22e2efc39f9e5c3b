"""Scoring a placement, hand-computed from rules.md "A turn", step 2.

Every position is on the two-player board (radius 5) unless it says otherwise. A tile is
placed on (0, 0) and (1, 0), first letter on the first cell, unless the test says otherwise.
"""

import pytest

from ingenious_desktop.engine import IllegalAction, Phase
from positions import E, NE, NW, SE, SW, W, line, play, position, score

FIRST, SECOND = (0, 0), (1, 0)


@pytest.mark.parametrize("tile, expected", [
    ("RR", (0, 3)),  # the first half faces its partner: the reds beyond it do not count
    ("GR", (0, 3)),
    ("RG", (0, 0)),  # the only reds lie behind the partner
])
def test_the_direction_of_the_other_half_never_counts(tile, expected):
    game = position(cells=line((2, 0), E, "RRR"), racks=[[tile], []])

    assert play(game, tile, FIRST, SECOND).points == expected


def test_a_half_adds_up_all_five_directions():
    # Around (0, 0), the partner to the east: 1 red NE, 2 NW, 3 W, 1 SW, 1 SE.
    cells = {**line((1, -1), NE, "R"), **line((0, -1), NW, "RR"), **line((-1, 0), W, "RRR"),
             **line((-1, 1), SW, "R"), **line((0, 1), SE, "R")}
    game = position(cells=cells, racks=[["RG"], []])

    assert play(game, "RG", FIRST, SECOND).points == (8, 0)
    assert score(game) == {"R": 8, "O": 0, "Y": 0, "G": 0, "B": 0, "P": 0}


@pytest.mark.parametrize("stop", ["", "B"], ids=["empty cell", "another colour"])
def test_a_line_stops_at_an_empty_cell_or_another_colour(stop):
    # Going west from (0, 0): red, red, then the stop, then a red that must not count.
    cells = line((-1, 0), W, "RR")
    if stop:
        cells[(-3, 0)] = stop
    cells[(-4, 0)] = "R"
    game = position(cells=cells, racks=[["RG"], []])

    assert play(game, "RG", FIRST, SECOND).points == (2, 0)


def test_a_line_runs_to_the_edge_and_stops_there():
    # North-west from (0, 0): four red tiles, then the printed red at (0, -5), then the edge.
    game = position(cells=line((0, -1), NW, "RRRR"), racks=[["RG"], []])

    assert play(game, "RG", FIRST, SECOND).points == (5, 0)


def test_a_printed_symbol_counts_like_a_tile_of_its_colour():
    # (1, -5) lies east of the printed red at (0, -5); the tile's other half is south-east of it.
    game = position(racks=[["RR", "GR"], []])

    assert play(game, "RR", (1, -5), (1, -4)).points == (1, 0)


def test_a_printed_symbol_scores_only_for_its_own_colour():
    game = position(racks=[["GR"], []])

    assert play(game, "GR", (1, -5), (1, -4)).points == (0, 0)


def test_a_line_of_tiles_continues_into_a_printed_symbol():
    # Red tile at (0, -4), then the printed red at (0, -5): a red half on (0, -3) scores 2.
    game = position(cells={(0, -4): "R"}, racks=[["RG"], []])

    assert play(game, "RG", (0, -3), (1, -3)).points == (2, 0)


def test_a_line_runs_through_a_printed_symbol_on_a_larger_board():
    # Three players, radius 6: the printed red at (0, -5) has a cell (0, -6) beyond it.
    game = position(players=3, cells={(0, -4): "R", (0, -6): "R"}, racks=[["RG"], [], []])

    assert play(game, "RG", (0, -3), (1, -3)).points == (3, 0)


def test_the_two_cells_touching_both_halves_count_once_for_each_half():
    # (1, -1) and (0, 1) touch both (0, 0) and (1, 0).
    game = position(cells={(1, -1): "R", (0, 1): "R"}, racks=[["RR"], []])

    assert play(game, "RR", FIRST, SECOND).points == (2, 2)
    assert score(game)["R"] == 4


def test_each_half_follows_its_own_line_through_a_shared_neighbour():
    # From (0, 0) the shared cell (1, -1) lies NE, the line goes on to (2, -2);
    # from (1, 0) it lies NW, the line goes on to (1, -2).
    game = position(cells={(1, -1): "R", (2, -2): "R", (1, -2): "R"}, racks=[["RR"], []])

    assert play(game, "RR", FIRST, SECOND).points == (2, 2)


def test_a_mixed_tile_scores_each_colour_on_its_own():
    # Two reds west of (0, 0); three blue tiles east of (1, 0), then the printed blue at (5, 0).
    game = position(cells={**line((-1, 0), W, "RR"), **line((2, 0), E, "BBB")}, racks=[["RB"], []])

    assert play(game, "RB", FIRST, SECOND).points == (2, 4)
    assert score(game) == {"R": 2, "O": 0, "Y": 0, "G": 0, "B": 4, "P": 0}


def test_shared_neighbours_of_another_colour_score_only_for_the_matching_half():
    game = position(cells={(1, -1): "B", (0, 1): "R"}, racks=[["RB"], []])

    assert play(game, "RB", FIRST, SECOND).points == (1, 1)


# ----------------------------------------------------------------- the cap and bonuses

FIVE_REDS_NORTH_WEST = line((0, -1), NW, "RRRR")  # with the printed red: 5 for a red half on (0, 0)


def test_points_past_the_cap_are_lost_but_reported_before_the_cap():
    game = position(cells=FIVE_REDS_NORTH_WEST, racks=[["RG", "BB"], []], scores=[{"R": 16}])

    result = play(game, "RG", FIRST, SECOND)

    assert result.points == (5, 0)
    assert game.results[-1].points == (5, 0)
    assert score(game)["R"] == 18


def test_reaching_18_earns_one_bonus_placement_by_the_same_player():
    game = position(cells=FIVE_REDS_NORTH_WEST, racks=[["RG", "BB"], []], scores=[{"R": 16}])

    assert play(game, "RG", FIRST, SECOND).bonuses == 1
    assert (game.phase, game.to_move, game.bonus_owed) == (Phase.PLACE, 0, 1)
    with pytest.raises(IllegalAction, match="placed first"):
        game.end_turn()  # the bonus is not optional, and comes before any drawing

    play(game, "BB", (-3, 3), (-2, 3))

    assert (game.phase, game.bonus_owed) == (Phase.REFILL, 0)


def test_a_colour_already_at_18_earns_no_second_bonus():
    game = position(cells=FIVE_REDS_NORTH_WEST, racks=[["RG", "BB"], []], scores=[{"R": 18}])

    result = play(game, "RG", FIRST, SECOND)

    assert (result.points, result.bonuses, score(game)["R"]) == ((5, 0), 0, 18)
    assert game.phase is Phase.REFILL


def test_one_tile_reaching_18_in_two_colours_earns_two_bonuses():
    # The mixed-tile position above: 2 reds and 4 blues, from 16 each.
    cells = {**line((-1, 0), W, "RR"), **line((2, 0), E, "BBB")}
    game = position(cells=cells, racks=[["RB", "GG", "OO"], []], scores=[{"R": 16, "B": 16}])

    result = play(game, "RB", FIRST, SECOND)

    assert (result.bonuses, game.bonus_owed) == (2, 2)
    assert score(game)["R"] == score(game)["B"] == 18
    play(game, "GG", (-3, 3), (-2, 3))
    assert (game.phase, game.bonus_owed) == (Phase.PLACE, 1)
    play(game, "OO", (3, -4), (4, -4))
    assert (game.phase, game.bonus_owed) == (Phase.REFILL, 0)


def test_a_bonus_placement_can_earn_another_bonus():
    # Red 16 -> 18 with the first tile; the bonus tile takes green 17 -> 18 (a green at (3, 2)).
    cells = {**line((-1, 0), W, "RR"), (3, 2): "G"}
    game = position(cells=cells, racks=[["RR", "GY", "OO"], []], scores=[{"R": 16, "G": 17}])

    assert play(game, "RR", FIRST, SECOND).bonuses == 1
    bonus = play(game, "GY", (2, 2), (2, 3))

    assert (bonus.points, bonus.bonuses) == ((1, 0), 1)
    assert (game.phase, game.bonus_owed) == (Phase.PLACE, 1)
    play(game, "OO", (-3, 3), (-2, 3))
    assert (game.phase, game.bonus_owed) == (Phase.REFILL, 0)


def test_a_bonus_with_an_empty_rack_is_lost():
    game = position(cells=FIVE_REDS_NORTH_WEST, racks=[["RG"], []], scores=[{"R": 16}])

    assert play(game, "RG", FIRST, SECOND).bonuses == 1

    assert (game.phase, game.bonus_owed) == (Phase.REFILL, 0)
    game.end_turn()
    assert (game.to_move, len(game.racks[0])) == (1, 6)
