"""Ranking and the instant win (docs/rules.md "End of the game"), with the rulebooks' own examples."""

import pytest

from ingenious_desktop.engine import Decider, Draw, IllegalAction, Phase, decider
from positions import play, position, scores_of


def ranked(*boards: dict, variant: str = "standard") -> list[list[int]]:
    game = position(variant, len(boards) if variant == "standard" else 4)
    game.scores = [scores_of(board) for board in boards]
    return game.ranking()


def test_the_best_lowest_colour_wins_10_beats_9():
    # 000: player B's other colours are all higher, but only the lowest decides here.
    a = {"R": 10, "O": 12, "Y": 12, "G": 12, "B": 12, "P": 12}
    b = {"R": 18, "O": 18, "Y": 9, "G": 18, "B": 18, "P": 18}

    assert ranked(a, b) == [[0], [1]]
    assert ranked(b, a) == [[1], [0]]


def test_the_rulebook_example_with_three_players():
    # 001: A wins with 10; B is 2nd with 9, 12, 14; C has 9, 12, 13 and is 3rd.
    c = {"R": 9, "O": 12, "Y": 13, "G": 15, "B": 15, "P": 15}
    a = {"R": 10, "O": 11, "Y": 11, "G": 11, "B": 11, "P": 11}
    b = {"R": 14, "O": 9, "Y": 12, "G": 14, "B": 14, "P": 14}

    assert ranked(c, a, b) == [[1], [2], [0]]


def test_two_tied_lowest_colours_lose_to_one():
    # 000 and 002: both lowest at 9, but A has two colours there.
    a = {"R": 9, "O": 9, "Y": 15, "G": 15, "B": 15, "P": 15}
    b = {"R": 9, "O": 10, "Y": 10, "G": 10, "B": 10, "P": 10}

    assert ranked(a, b) == [[1], [0]]


def test_equal_sorted_scores_share_a_place():
    a = {"R": 9, "O": 12, "Y": 14, "G": 15, "B": 16, "P": 17}
    same_values_other_colours = {"R": 17, "O": 16, "Y": 15, "G": 14, "B": 12, "P": 9}
    worse = {"R": 8, "O": 18, "Y": 18, "G": 18, "B": 18, "P": 18}

    assert ranked(a, same_values_other_colours) == [[0, 1]]
    assert ranked(worse, a, same_values_other_colours) == [[1, 2], [0]]


def test_teams_are_ranked_by_their_pooled_scores():
    low = {"R": 20, "O": 20, "Y": 20, "G": 20, "B": 20, "P": 19}
    high = {"R": 21, "O": 21, "Y": 21, "G": 21, "B": 21, "P": 21}

    assert ranked(low, high, variant="team") == [[1], [0]]


ALL_AT_18_BUT_RED = {"R": 17, "O": 18, "Y": 18, "G": 18, "B": 18, "P": 18}


def test_all_six_colours_at_the_cap_win_at_once_and_the_others_are_ranked_below():
    # Seat 1 takes red from 17 to 18 on a board with plenty of room left, and would earn a bonus.
    scores = [{"R": 5, "O": 9, "Y": 9, "G": 9, "B": 9, "P": 9}, ALL_AT_18_BUT_RED,
              {"R": 7, "O": 7, "Y": 7, "G": 7, "B": 7, "P": 7}]
    game = position(players=3, cells={(-1, 0): "R"}, racks=[["PP"], ["RG", "BB"], ["OO"]],
                    scores=scores, to_move=1)

    result = play(game, "RG", (0, 0), (1, 0))

    assert result.game_over and game.phase is Phase.OVER
    assert (game.instant_winner, game.bonus_owed) == (1, 0)
    assert game.ranking() == [[1], [2], [0]]
    with pytest.raises(IllegalAction):
        game.apply(Draw(1, ("GG",)))


def test_a_team_with_all_six_colours_at_36_wins_at_once():
    scores = [{"R": 30, "O": 30, "Y": 30, "G": 30, "B": 30, "P": 30},
              {"R": 35, "O": 36, "Y": 36, "G": 36, "B": 36, "P": 36}]
    game = position("team", 4, cells={(-1, 0): "R"}, racks=[[], [], [], ["RG", "BB"]], scores=scores, to_move=3)

    assert play(game, "RG", (0, 0), (1, 0)).game_over
    assert game.instant_winner == 1
    assert game.ranking() == [[1], [0]]


# Which colours decide between two holders, each case worked out by hand from the scores
# (red, orange, yellow, green, blue, purple; colours 0 to 5).

def test_the_lowest_colour_decides_alone_when_it_differs():
    # sorted: (red 10, ...) against (yellow 9, ...): the lowest colours differ at once
    assert decider([10, 12, 12, 12, 12, 12], [18, 18, 9, 18, 18, 18]) == Decider(0, 0, 10, 2, 9)


def test_level_on_the_lowest_colour_the_second_lowest_decides():
    # 001 of the rulebook: B's 9, 12, 14 beats C's 9, 12, 13 on the third lowest colour
    b = [14, 9, 12, 14, 14, 14]  # orange 9, yellow 12, red 14 (red before green, blue, purple at 14)
    c = [9, 12, 13, 15, 15, 15]  # red 9, orange 12, yellow 13
    assert decider(b, c) == Decider(2, 0, 14, 2, 13)
    assert decider(c, b) == Decider(2, 2, 13, 0, 14)


def test_among_equal_scores_the_colour_named_is_the_first_in_colour_order():
    # sorted: (orange 9, green 9, ...) against (purple 9, red 10, ...): level on one colour
    assert decider([11, 9, 15, 9, 15, 15], [10, 12, 12, 12, 12, 9]) == Decider(1, 3, 9, 0, 10)


def test_equal_sorted_scores_have_no_decider():
    assert decider([9, 12, 14, 15, 16, 17], [17, 16, 15, 14, 12, 9]) is None


def test_a_game_names_the_decider_between_two_of_its_holders():
    game = position("standard", 3)
    game.scores = [[9, 12, 13, 15, 15, 15], [10, 11, 11, 11, 11, 11], [14, 9, 12, 14, 14, 14]]
    assert game.decider(2, 0) == Decider(2, 0, 14, 2, 13)
    assert game.decider(1, 2) == Decider(0, 0, 10, 1, 9)
