"""Team play (scores pooled per team to 36, clamp and bonus at 18, bonus at 36) and solo play."""

import pytest

from ingenious_desktop.engine import Game, IllegalAction, Phase
from positions import E, NW, W, line, play, position, score

FIRST, SECOND = (0, 0), (1, 0)
# Three reds west of (0, 0) and two east of (1, 0): a red double there scores 3 + 2.
THREE_WEST_TWO_EAST = {**line((-1, 0), W, "RRR"), **line((2, 0), E, "RR")}


def test_seats_0_and_2_score_for_team_0_and_seats_1_and_3_for_team_1():
    # A red west of (0, 0) and one west of (-4, 2): each red double there scores 1.
    game = position("team", 4, cells={(-1, 0): "R", (-5, 2): "R"},
                    racks=[["RR"], ["BB"], ["RR"], ["BB"]])

    play(game, "RR", FIRST, SECOND)
    game.end_turn()
    play(game, "BB", (3, 3), (4, 3))
    game.end_turn()
    play(game, "RR", (-4, 2), (-3, 2))

    assert score(game, 0) == {"R": 2, "O": 0, "Y": 0, "G": 0, "B": 0, "P": 0}
    assert score(game, 1) == {"R": 0, "O": 0, "Y": 0, "G": 0, "B": 0, "P": 0}
    assert len(game.scores) == 2


def test_team_score_stops_at_18_for_the_rest_of_the_placement_both_halves():
    game = position("team", 4, cells=THREE_WEST_TWO_EAST, racks=[["RR", "RR"], [], [], []], scores=[{"R": 16}])

    result = play(game, "RR", FIRST, SECOND)

    assert (result.points, result.bonuses) == ((3, 2), 1)
    assert score(game, 0)["R"] == 18


def test_the_team_clamp_ends_with_the_placement():
    # The bonus placement is a new placement: red goes on past 18.
    game = position("team", 4, cells=THREE_WEST_TWO_EAST, racks=[["RR", "RR"], [], [], []], scores=[{"R": 16}])
    play(game, "RR", FIRST, SECOND)

    # (0, 1) and (1, 1) each touch two of the reds just placed.
    assert play(game, "RR", (0, 1), (1, 1)).points == (2, 2)
    assert score(game, 0)["R"] == 22


def test_the_team_clamp_holds_only_the_colour_that_reached_18():
    cells = {**line((-1, 0), W, "RRR"), **line((2, 0), E, "BB")}
    game = position("team", 4, cells=cells, racks=[["RB", "GG"], [], [], []], scores=[{"R": 16, "B": 10}])

    assert play(game, "RB", FIRST, SECOND).points == (3, 2)

    assert (score(game, 0)["R"], score(game, 0)["B"]) == (18, 12)


@pytest.mark.parametrize("red_before, points, red_after, bonuses", [
    (34, 5, 36, 1),   # the cap is 36; reaching it earns a bonus
    (33, 2, 35, 0),
    (36, 5, 36, 0),   # already there: nothing more
    (17, 5, 18, 1),   # 18 from below: clamp and bonus
])
def test_team_cap_36_with_bonuses_at_18_and_36(red_before, points, red_after, bonuses):
    # Reds north-west of (0, 0); the fifth red is the printed one at (0, -5).
    cells = line((0, -1), NW, "R" * min(points, 4))
    game = position("team", 4, cells=cells, racks=[["RG", "BB"], [], [], []], scores=[{"R": red_before}])

    result = play(game, "RG", FIRST, SECOND)

    assert (result.points, result.bonuses, score(game, 0)["R"]) == ((points, 0), bonuses, red_after)


# ----------------------------------------------------------------- solo

def test_solo_deals_a_rack_of_one_and_refills_one():
    game = Game.new("solo", 1, seed=5)
    game.deal()

    assert len(game.racks[0]) == 1
    game.place(game.legal_placements()[0])
    game.end_turn()
    assert (len(game.racks[0]), game.to_move, game.phase) == (1, 0, Phase.PLACE)


def test_solo_stops_at_18_for_the_placement_and_earns_no_bonus():
    game = position("solo", 1, cells=THREE_WEST_TWO_EAST, racks=[["RR"]], scores=[{"R": 16}])

    result = play(game, "RR", FIRST, SECOND)

    assert (result.points, result.bonuses, score(game)["R"]) == ((3, 2), 0, 18)
    assert (game.phase, game.bonus_owed) == (Phase.REFILL, 0)


def test_solo_goes_on_to_the_cap_of_36():
    game = position("solo", 1, cells=THREE_WEST_TWO_EAST, racks=[["RR"]], scores=[{"R": 33}])

    play(game, "RR", FIRST, SECOND)

    assert score(game)["R"] == 36


def test_solo_has_no_swap():
    game = position("solo", 1, racks=[["OY"]], scores=[{"R": 0, "O": 5, "Y": 5, "G": 5, "B": 5, "P": 5}])
    play(game, "OY", FIRST, SECOND)

    with pytest.raises(IllegalAction):
        game.end_turn(swap=True)


@pytest.mark.parametrize("scores, result", [
    ({"R": 18, "O": 30, "Y": 12, "G": 20, "B": 14, "P": 25}, "121418"),
    ({"R": 36, "O": 36, "Y": 36, "G": 36, "B": 36, "P": 36}, "363636"),
    ({"R": 5, "O": 9, "Y": 12, "G": 0, "B": 20, "P": 0}, "000005"),
    ({"R": 9, "O": 9, "Y": 9, "G": 9, "B": 9, "P": 9}, "090909"),
])
def test_the_solo_result_is_the_three_lowest_colours_two_digits_each(scores, result):
    game = position("solo", 1, scores=[scores])

    assert game.solo_result() == result
