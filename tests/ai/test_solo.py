"""The hard level in solo: it lifts its lowest colour and keeps that colour's lines open."""

from ingenious_desktop.ai import HardPlayer
from ingenious_desktop.ai.model.scoring import Valuation
from ingenious_desktop.ai.players.search import DEFAULT_SETTINGS, solo_leaf_value
from ai_positions import solo_hand_made

RED_PAIR = {(-2, 2): "R", (-3, 3): "R"}
ORANGE_LINE = {(1, -3): "O", (2, -3): "O", (3, -3): "O", (4, -3): "O"}


def test_hard_lifts_the_lowest_colour_before_a_longer_line_in_a_high_one():
    game = solo_hand_made({**RED_PAIR, **ORANGE_LINE}, tile="RO", scores="2 20 20 20 20 20")
    placement = HardPlayer(seed=1, seconds=30, samples=3, use_helper=False).choose_placement(game.view(0))
    points = dict(game.scored_placements())[placement]
    assert points[placement.tile.index("R")] >= 2


def test_a_solo_line_open_in_the_lowest_colour_is_worth_more_than_in_a_high_one():
    scores = "4 20 20 20 20 30"
    red_open = solo_hand_made({(1, 0): "R", (2, 0): "R", (3, 0): "R"}, tile="GB", scores=scores)
    purple_open = solo_hand_made({(1, 0): "P", (2, 0): "P", (3, 0): "P"}, tile="GB", scores=scores)
    valuation = Valuation(red_open.variant)
    assert (solo_leaf_value(red_open, valuation, DEFAULT_SETTINGS.solo_open_line_weight)
            > solo_leaf_value(purple_open, valuation, DEFAULT_SETTINGS.solo_open_line_weight))
