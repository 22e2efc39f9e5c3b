"""The value network in the core judges as its definition says: the inputs of docs/architecture.md
("The value network") read from the Python engine and features, through the training side's
numpy forward pass, give the chances (and solo's lowest colours) the core gives, in every
variant; and the one-placement ranking judges every placement on the board it leaves."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from ai_positions import VARIANTS, random_position

from ingenious_desktop.ai import native
from ingenious_desktop.ai.model.features import BoardReading, holder_features, read_position
from ingenious_desktop.ai.model.network_file import (NETWORK_VARIANTS, load_network, network_sizes, read_network_file,
                                                     shipped_network_path)
from ingenious_desktop.ai.model.scoring import scores_after
from ingenious_desktop.ai.model.value import model_key
from ingenious_desktop.ai.training import value_net
from ingenious_desktop.ai.training.train_network import dtype_of
from ingenious_desktop.engine import Game, canonical, tile_colours, tile_set

#: float32 sums in another order: the core and numpy agree to about 1e-6.
TOLERANCE = 1e-4
KINDS = sorted(set(canonical(t) for t in tile_set(1, 1)))


def networks(variant: str, players: int, which: str) -> tuple[value_net.NetWeights, native.Model]:
    """The shipped network, or a random one whose every layer speaks, as numpy and the core hold them."""
    if which == "shipped":
        entry = read_network_file(shipped_network_path())[model_key(variant, players)]
        s = entry.sizes
        weights = value_net.NetWeights.from_payload(entry.kind, s.cells, s.cap, s.holders, s.l1, s.l2, s.units,
                                                    entry.payload)
        return weights, load_network(variant, players)
    sizes = network_sizes(variant, players, 24, 8, 5)
    kind = "win" if players > 1 else "result"
    weights = value_net.initial(kind, sizes.cells, sizes.cap, sizes.holders, 24, 8, 5, seed=3,
                                result_mean=None if players > 1 else [9.0, 12.0, 14.0])
    weights = replace(weights, W3=weights.W3 * 20, A=weights.A * 5)
    return weights, native.Model.network(kind, variant, players, sizes, weights.payload())


def record(game: Game, scores=None, next_seat=None, bonus_owed=None, board=None, reading=None) -> np.ndarray:
    """The position as a training record, read by the Python engine and features (the definition)."""
    variant = game.variant
    seen = read_position(game)
    scores = seen.scores if scores is None else scores
    next_seat = seen.next_seat if next_seat is None else next_seat
    reading = BoardReading(seen.board) if reading is None else reading
    rows = holder_features(seen, reading, scores, next_seat, bonus_owed)
    sizes = network_sizes(variant.name, variant.players, 1, 1, 0)
    out = np.zeros(1, dtype_of(variant.name, variant.players))
    board = seen.board if board is None else board
    out["colours"][0] = [-1 if c is None else int(c) for c in board.colour[:sizes.cells]]
    out["scores"][0] = scores
    viewer = variant.holder_of(seen.viewer)
    if seen.rack and variant.holder_of(next_seat) == viewer:
        out["rack_holder"][0] = viewer
        for tile in seen.rack:
            out["rack"][0][KINDS.index(canonical(tile))] += 1
    else:
        out["rack_holder"][0] = -1
    out["dense"][0] = rows
    return out


def python_judgement(weights: value_net.NetWeights, records: np.ndarray, cap: int) -> np.ndarray:
    # In one full run (numpy 2.4.6, OpenBLAS 0.3.31, an AVX-512 CPU) a float32 matmul of finite
    # arrays raised "invalid value"; this file run alone never did. The flag is ignored, not the
    # values: a NaN out of the definition still fails here.
    with np.errstate(invalid="ignore"):
        out = value_net.forward(weights, *value_net.encode(records, weights.cells, weights.cap, weights.holders))
    assert np.isfinite(out).all()
    return value_net.chances(out) if weights.kind == "win" else np.clip(out[:, 0, :], 0, cap)


#: Each variant with a random network, and with the shipped one where one is shipped (team play has none).
JUDGED = [(variant, players, "random") for variant, players in VARIANTS] + [
    (variant, players, "shipped") for variant, players in NETWORK_VARIANTS]


@pytest.mark.parametrize("variant, players, which", JUDGED)
def test_the_core_judges_positions_as_the_definition_does(variant, players, which):
    weights, model = networks(variant, players, which)
    for seed in range(4):
        for placements in (0, 7, 20):
            game = random_position(variant, players, seed, placements)
            if game.is_over:
                continue
            position = native.Position.from_game(game)
            core = position.chances(model) if players > 1 else position.expected_lowest(model)
            python = python_judgement(weights, record(game), game.variant.cap)[0]
            assert np.allclose(core, python, atol=TOLERANCE), game.board.diagram()


@pytest.mark.parametrize("variant, players, which", [
    ("standard", 2, "shipped"), ("standard", 3, "shipped"), ("solo", 1, "shipped"),
    ("standard", 2, "random"), ("standard", 3, "random"), ("team", 4, "random"), ("solo", 1, "random")])
def test_the_ranking_judges_each_placement_on_the_board_it_leaves(variant, players, which):
    """The cheap pass: the scores and the two cells after the placement, the features read on the board before it."""
    weights, model = networks(variant, players, which)
    game = random_position(variant, players, seed=5, placements=12)
    seat, holder = game.to_move, game.variant.holder_of(game.to_move)
    ranked = native.Position.from_game(game).rank_by_model(model, 0)
    reading = BoardReading(game.board)
    for value, placement in ranked[::17]:
        after = game.copy()
        result = after.place(placement)
        scores = [list(s) for s in game.scores]
        scores[holder], bonuses = scores_after(game.scores[holder], game.variant, *halves(placement, result))
        owed = max(0, game.bonus_owed - 1) + bonuses
        if players > 1:
            next_seat = seat if owed else (seat + 1) % players
            chances = python_judgement(weights, record(game, scores, next_seat, owed, after.board, reading), 18)
            assert value == pytest.approx(chances[0][holder], abs=TOLERANCE)
        else:
            lowest = python_judgement(weights, record(game, scores, board=after.board, reading=reading), 36)[0]
            assert value == pytest.approx(sum(v * 100 ** (2 - k) for k, v in enumerate(lowest)), rel=1e-5)


def halves(placement, result):
    first, second = tile_colours(placement.tile)
    return int(first), result.points[0], int(second), result.points[1]


def test_self_play_records_are_the_games_decisions():
    variant = Game.new("standard", 2, seed=0).variant
    raw, count = native.training_records(variant, load_network("standard", 2), 7, 3, native.PlayStyle(0, 0.1, 4), 1.0)
    records = np.frombuffer(raw, dtype_of("standard", 2))
    assert len(records) == count and 3 * 20 < count < 3 * 80
    assert np.allclose(records["target"].sum(axis=1), 1.0)
    placed = (records["colours"] >= 0).sum(axis=1)
    assert placed[0] == 6 and all(np.diff(placed[:10]) >= 0)  # the symbols, then the board only fills
    tiles = records["rack"].sum(axis=1)
    assert set(records["rack_holder"]) <= {0, 1} and ((1 <= tiles) & (tiles <= 6)).all()


def test_the_hard_level_judges_with_the_network_where_its_settings_say():
    from ingenious_desktop.ai.model.value import load_core_model
    from ingenious_desktop.ai.players.search import DEFAULT_SETTINGS, ModelEvaluation

    assert ModelEvaluation("standard", 2).core_model is load_network("standard", 2)
    assert ModelEvaluation("team", 4).core_model is load_core_model("team", 4)
    hand_made = replace(DEFAULT_SETTINGS, network_in=("travel-2",))
    assert ModelEvaluation("standard", 2, hand_made).core_model is load_core_model("standard", 2)
    assert ModelEvaluation("travel", 2, hand_made).core_model is load_network("travel", 2)
