"""What a placement did, as Game.results records it: the lines it scored and the marks reached."""

import pytest

from ingenious_desktop.engine import (Colour, Game, Hex, IllegalAction, ScoredLine, Threshold, holder_label,
                                      make_variant)
from positions import E, NW, SE, W, line, play, position

FIRST, SECOND = (0, 0), (1, 0)
DIRECTION = {NW: 2, W: 3, E: 0, SE: 5}


def test_each_half_lists_the_lines_it_scored_with_their_far_cells():
    # Two reds west of (0, 0); three blue tiles east of (1, 0), then the printed blue at (5, 0).
    game = position(cells={**line((-1, 0), W, "RR"), **line((2, 0), E, "BBB")}, racks=[["RB"], []])

    result = play(game, "RB", FIRST, SECOND)

    assert result.lines == (
        ScoredLine(0, Colour.RED, Hex(0, 0), DIRECTION[W], Hex(-2, 0), 2),
        ScoredLine(1, Colour.BLUE, Hex(1, 0), DIRECTION[E], Hex(5, 0), 4),
    )


def test_the_lines_of_the_half_written_second_are_its_own_when_the_tile_is_turned():
    game = position(cells=line((-1, 0), W, "RR"), racks=[["RB"], []])

    result = play(game, "BR", SECOND, FIRST)

    assert [(line.half, line.colour, line.start, line.count) for line in result.lines] == \
        [(1, Colour.RED, Hex(0, 0), 2)]


def test_a_placement_that_scores_nothing_lists_no_line():
    game = position(racks=[["RB"], []])

    assert play(game, "RB", FIRST, SECOND).lines == ()


def test_lines_are_those_of_the_board_when_placed_not_after_later_tiles():
    game = position(cells={(-1, 0): "R"}, racks=[["RG"], ["RR"]])
    first = play(game, "RG", FIRST, SECOND)
    game.end_turn()
    play(game, "RR", (-3, 0), (-2, 0))  # the red line west of (0, 0) is now four long

    assert [(line.end, line.count) for line in first.lines] == [(Hex(-1, 0), 1)]


def test_reaching_18_is_listed_as_a_threshold_of_the_holder():
    game = position(cells=line((0, -1), NW, "RRRR"), racks=[["RG", "BB"], []], scores=[{"R": 16}])

    result = play(game, "RG", FIRST, SECOND)

    assert (result.reached, result.bonuses, result.bonus) == ((Threshold(0, Colour.RED, 18),), 1, False)
    assert play(game, "BB", (-3, 3), (-2, 3)).bonus


def test_a_team_reaches_36_and_records_it_for_the_team():
    game = position("team", 4, cells=line((0, -1), NW, "RRRR"), racks=[[], ["RG", "BB"], [], []],
                    scores=[{}, {"R": 34}], to_move=1)

    assert play(game, "RG", FIRST, SECOND).reached == (Threshold(1, Colour.RED, 36),)


def test_solo_has_no_marks_even_where_the_score_stops_at_18():
    game = position("solo", 1, cells=line((0, -1), NW, "RRRR"), racks=[["RG"]], scores=[{"R": 16}])

    assert play(game, "RG", FIRST, SECOND).reached == ()


def test_the_game_keeps_one_result_per_placement_and_a_copy_keeps_them_as_it_keeps_the_log():
    game = Game.new("standard", 2, seed=3)
    game.deal()
    results = [game.place(game.legal_placements()[0])]
    game.end_turn()
    results.append(game.place(game.legal_placements()[-1]))

    assert game.results == results
    assert [(r.player, r.placement) for r in results] == [(0, results[0].placement), (1, results[1].placement)]
    assert game.copy(keep_log=True).results == results
    assert game.copy().results == []


def test_replaying_the_log_gives_the_same_results():
    game = Game.new("team", 4, seed=8)
    game.deal()
    while not game.is_over and len(game.results) < 30:
        game.place(game.legal_placements()[len(game.results) % 3 - 1])
        if not game.bonus_owed and not game.is_over:
            game.end_turn()

    replayed = Game.from_events(game.variant, game.log)

    assert replayed.results == game.results
    assert [r.lines for r in replayed.results] == [r.lines for r in game.results]


@pytest.mark.parametrize("letter, colour, word", [("R", Colour.RED, "red"), ("P", Colour.PURPLE, "purple")])
def test_a_colour_has_its_letter_and_its_word(letter, colour, word):
    assert (Colour.from_letter(letter), colour.letter, colour.name_en, int(colour)) == (colour, letter, word, colour)


@pytest.mark.parametrize("letter", ["r", "X", "", "RG", None])
def test_a_colour_letter_that_is_none_of_the_six_is_refused(letter):
    with pytest.raises(IllegalAction, match="not a colour"):
        Colour.from_letter(letter)


@pytest.mark.parametrize("variant, players, labels", [
    ("standard", 3, ["Ada", "Bo", "Cy"]),
    ("team", 4, ["Ada & Cy", "Bo & Di"]),
    ("solo", 1, ["Ada"]),
])
def test_a_holder_is_labelled_by_the_names_of_its_seats(variant, players, labels):
    names = ["Ada", "Bo", "Cy", "Di"][:players]
    rules = make_variant(variant, players)

    assert [holder_label(names, rules, holder) for holder in range(rules.holders)] == labels
