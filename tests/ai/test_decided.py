"""What the rules have decided: a holder out of reach on the lowest colour has lost, and the coach says so."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from ingenious_desktop.ai.coach import Coach
from ingenious_desktop.ai.model.decided import decided, still_to_gain
from ingenious_desktop.engine import EMPTY, Game, Hex, Phase, Place, Placement, canonical, tile_colours

#: The cells left empty: two pairs of neighbours, far apart, so that tiles can still be placed.
LEFT_EMPTY = {(0, 0), (1, 0), (-3, 2), (-2, 2)}


def nearly_full_board_game(mine: int, theirs: int) -> Game:
    """A standard game for two, seat 0 to place with two tiles in hand, every cell filled but
    LEFT_EMPTY (colour (q + 2r) mod 6: each empty cell touches a colour at most twice); seat 0
    holds ``mine`` in every colour, seat 1 ``theirs``."""
    game = Game.new("standard", 2, seed=0)
    game.deal()
    board = game.board
    for index, cell in enumerate(board.geo.cells):
        if board.colour[index] == EMPTY and (cell.q, cell.r) not in LEFT_EMPTY:
            board.fill(index, (cell.q + 2 * cell.r) % 6)
    game.racks = [[canonical("RG"), canonical("BO")], [canonical("YP"), canonical("RR")]]
    game.bag = [canonical("GY"), canonical("PO")]
    game.scores = [[mine] * 6, [theirs] * 6]
    game.placements_made = [20, 20]
    game.phase, game.to_move, game.bonus_owed = Phase.PLACE, 0, 0
    return game


def test_a_colour_can_gain_no_more_than_the_rows_the_empty_cells_still_see():
    game = nearly_full_board_game(5, 12)
    gains = still_to_gain(game.board)
    for placement, points in game.scored_placements():  # every placement now stays within the bound
        assert all(earned <= gains[colour] for colour, earned in zip(tile_colours(placement.tile), points))
    assert min(gains) == 6


def test_the_coach_calls_a_position_lost_where_the_other_is_out_of_reach_on_the_lowest_colour():
    """Issue 38, item 2: seat 1 holds 12 in each colour; seat 0, at 5 in each, can gain at most 6 in one of them
    (the fewest rows the empty cells still see): its lowest colour ends at 11 at best."""
    game = nearly_full_board_game(5, 12)
    assert decided(game.board, game.scores, 18) == (0.0, 1.0)
    coach = Coach("standard", 2, seconds=60, samples=6)
    hint = coach.hint(game.view(0))
    assert hint.value == 0.0 and hint.candidates and all(c.value == 0.0 for c in hint.candidates)
    assert coach.standing(game, 0) == (0.0, 1.0)
    assert coach.reading(game.view(1)) == (0.0, 1.0)


def test_within_reach_nothing_is_decided():
    game = nearly_full_board_game(5, 11)  # 5 + 6 reaches 11: a tie is still open
    assert decided(game.board, game.scores, 18) == (None, None)


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([("standard", 2), ("standard", 3), ("team", 4)]))
def test_what_is_decided_comes_true_at_the_end(seed, table):
    """Invariant: every outcome called decided during a random game is the game's outcome."""
    variant, players = table
    rng, game = random.Random(seed), Game.new(variant, players, seed=seed)
    game.deal()
    calls = []
    while not game.is_over:
        if game.phase is Phase.PLACE:
            calls.append(decided(game.board, game.scores, game.variant.cap))
            game.place(rng.choice(game.legal_placements()))
        else:
            game.end_turn()
    first = game.ranking()[0]
    for call in calls:
        for holder, known in enumerate(call):
            if known == 1.0:
                assert first == [holder]
            elif known == 0.0:
                assert holder not in first


def test_in_a_settled_position_a_placement_that_throws_points_away_is_a_mistake():
    """Issue 38, item 7: seat 0 (red 3, orange 4, the rest 9) has lost to seat 1 (15 in each), so
    no placement costs chance; judged by the points it adds to the colours that decide the game
    (each up to 16, one above seat 1's lowest: all of seat 0's). RG with red on (-3, 2) and green
    on (-2, 2) scores 2 and 2: +4, the most. RG turned round, red on (-2, 2), scores 1 and 1: +2,
    two points given away: a mistake."""
    game = nearly_full_board_game(5, 15)
    game.scores[0] = [3, 4, 9, 9, 9, 9]
    coach = Coach("standard", 2, seconds=60, samples=6)
    thrown = Placement(canonical("RG"), (Hex(-2, 2), Hex(-3, 2)))
    thrown = next(p for p, _ in game.scored_placements() if p in (thrown, thrown.mirrored()))

    judged = coach.judge(game.view(0), len(game.log), Place(0, thrown.tile, thrown.cells), None)

    assert judged.settled and (judged.played_value, judged.best_value, judged.loss) == (2, 4, 2)
    assert judged.verdict == "mistake"
    assert {(tuple(cell), colour) for cell, colour in zip(judged.best.cells, tile_colours(judged.best.tile))} == \
        {((-3, 2), 0), ((-2, 2), 3)}  # red on (-3, 2), green on (-2, 2)
    best = coach.judge(game.view(0), len(game.log), Place(0, judged.best.tile, judged.best.cells), None)
    assert best.verdict == "best" and best.settled
