"""The hard level's solo play-outs keep the lowest colours' lines open; every other play-out is as it was."""

import random
import sys
from pathlib import Path

import pytest

from ingenious_desktop.ai.features import BoardReading
from ingenious_desktop.ai.moves import placements_due
from ingenious_desktop.ai.scoring import Valuation
from ingenious_desktop.ai.search import (SOLO_PLAY_OUT_PICKS, ModelEvaluation, finish_turn, greedy_placement, play_out,
                                         solo_play_out_placement)
from ingenious_desktop.engine import Colour, Game, Hex
from ai_positions import VARIANTS, random_position, solo_hand_made

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from frozen_hard import HandMadeEvaluation  # noqa: E402

# Red, the lowest colour, scores 3 only at (4, 0), where green's line scores 3 too.
RED_OPEN_AT_4_0 = {(0, 0): "Y", (1, 0): "R", (2, 0): "R", (3, 0): "R",
                   (4, -1): "G", (4, -2): "G", (4, -3): "G", (4, -4): "Y"}


def test_a_solo_play_out_tile_leaves_the_lowest_colours_best_cell_open_where_greedy_covers_it():
    game = solo_hand_made(RED_OPEN_AT_4_0, tile="GB", scores="2 12 12 10 12 12")
    valuation = Valuation(game.variant)
    greedy, kept_open = game.copy(), game.copy()
    greedy_placement(greedy, valuation)
    solo_play_out_placement(kept_open, valuation, SOLO_PLAY_OUT_PICKS)
    assert greedy.board[Hex(4, 0)] == Colour.GREEN
    assert kept_open.board[Hex(4, 0)] < 0
    assert BoardReading(kept_open.board).best[Colour.RED] == 3


@pytest.mark.parametrize("variant, players", [v for v in VARIANTS if v != ("solo", 1)])
def test_play_outs_beyond_solo_stay_greedy(variant, players):
    game = random_position(variant, players, seed=4, placements=8)
    greedy, played = game.copy(), game.copy()
    valuation = Valuation(game.variant)
    greedy_placement(greedy, valuation)
    ModelEvaluation(variant, players).play_out_placement(played, valuation)
    assert played.board.colour == greedy.board.colour


def midgame(variant: str, players: int, turns: int) -> Game:
    game = Game.new(variant, players, 5)
    game.deal()
    valuation = Valuation(game.variant)
    for _ in range(turns):
        greedy_placement(game, valuation)
        finish_turn(game, valuation)
    return game


# The frozen copy's leaf values for the first three placements in two samples, recorded before
# the solo play-outs changed (main at 4e02e52): the yardstick still plays what it played.
FROZEN_LEAVES = {
    ("solo", 1, 14): [29.713117284, 29.713117284, 29.713117284, 32.895987654, 32.895987654, 32.895987654],
    ("standard", 2, 3): [-1.002469136, 0.197530864, -2.4, -1.301851852, -1.091975309, -1.091975309],
}


@pytest.mark.parametrize("variant, players, turns", list(FROZEN_LEAVES))
def test_the_frozen_copys_play_outs_are_unchanged(variant, players, turns):
    game = midgame(variant, players, turns)
    view = game.view(game.to_move)
    evaluation, valuation = HandMadeEvaluation(variant, players), Valuation(game.variant)
    rng = random.Random(9)
    leaves = []
    for _ in range(2):
        sample, draws = view.sample_game(random.Random(rng.random())), rng.random()
        for placement, _points in placements_due(view)[:3]:
            leaves.append(play_out(sample, [placement], draws, view.seat, valuation, evaluation))
    assert leaves == pytest.approx(FROZEN_LEAVES[(variant, players, turns)], abs=1e-8)
