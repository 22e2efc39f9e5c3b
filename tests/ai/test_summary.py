"""The learned players' inputs: the compiled core's summaries match the Python definition
(ai/training/summary.py) on seeded positions of every variant, and hand-counted cases."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ingenious_desktop.ai import native
from ingenious_desktop.ai.training import summary
from ingenious_desktop.ai.training.symmetry import symmetries
from ingenious_desktop.engine import COLOURS, EMPTY, Board, Game, Hex, Phase, canonical, make_variant, tile_colours
from native_games import VARIANTS, greedy_or_random


def positions(variant: str, players: int, seed: int, every: int):
    """Every ``every``-th placement decision of a seeded mostly-greedy game."""
    rng = random.Random(seed)
    game = Game(make_variant(variant, players), seed)
    game.deal()
    decision = 0
    while not game.is_over:
        if game.phase is Phase.PLACE:
            if decision % every == 0:
                yield game
            decision += 1
            game.place(greedy_or_random(rng, game.scored_placements()))
        else:
            game.end_turn(game.can_swap() and rng.random() < 0.3)


def core_rows(game: Game, canonical: bool) -> tuple[np.ndarray, list[int]]:
    data, placements, swap_of = native.Position.from_game(game).summaries(canonical)
    rows = np.frombuffer(data, np.float32).reshape(-1, summary.SIZE)
    assert len(rows) == placements + len(swap_of)
    return rows, swap_of


@pytest.mark.parametrize("variant,players", VARIANTS)
def test_core_summaries_match_the_definition(variant, players):
    for seed, canonical in ((1, True), (2, False)):
        for game in positions(variant, players, seed, every=16):
            expected, swap_of = summary.placement_summaries(game, canonical)
            rows, core_swap_of = core_rows(game, canonical)
            assert core_swap_of == swap_of, (variant, seed)
            np.testing.assert_allclose(rows, np.array(expected, np.float32), atol=1e-6, err_msg=f"{variant} {seed}")


def test_a_view_sees_what_the_whole_game_shows_its_mover():
    game = next(g for i, g in enumerate(positions("standard", 2, 5, every=4)) if i == 3)
    whole, _ = core_rows(game, True)
    data, _placements, _swaps = native.Position.from_view(game.view(game.to_move)).summaries(True)
    np.testing.assert_array_equal(np.frombuffer(data, np.float32).reshape(-1, summary.SIZE), whole)
    other = native.Position.from_view(game.view(1 - game.to_move)).summaries(True)
    assert other == (b"", 0, [])


def test_spot_points_count_each_run_of_the_colour():
    # two red halves east of (-1, 0): a red half there scores 2, any other colour nothing
    game = Game.new("standard", players=2, seed=1)
    index = game.board.geo.index
    for cell in (Hex(0, 0), Hex(1, 0)):
        game.board.fill(index[cell], 0)
    left_of_reds = index[Hex(-1, 0)]
    assert summary.spot_points(game, left_of_reds, 0) == 2
    assert summary.spot_points(game, left_of_reds, 1) == 0
    assert summary.is_open_spot(game, left_of_reds)
    assert not summary.is_open_spot(game, index[Hex(0, 0)])


def moved_game(game: Game, which: int) -> Game:
    """``game`` under board symmetry ``which``: cells moved, colours renamed in the board, the
    scores and every rack (ai/training/symmetry.py)."""
    table = symmetries(game.variant.radius)
    rename = table.colour[which]
    moved = game.copy()
    moved.board = Board(game.variant.radius)
    for new, old in enumerate(table.source[which]):
        if game.board.colour[old] != EMPTY and old not in game.board.geo.symbols:
            moved.board.fill(new, int(rename[game.board.colour[old]]))
    moved.scores = [[s[int(np.argsort(rename)[c])] for c in range(6)] for s in game.scores]
    moved.racks = [[canonical("".join(COLOURS[rename[c]] for c in tile_colours(t))) for t in rack]
                   for rack in game.racks]
    return moved


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 10_000), st.integers(0, 60), st.integers(1, 11))
def test_a_symmetric_position_has_the_same_summary_with_the_colours_renamed(seed, placements, which):
    rng = random.Random(seed)
    game = Game(make_variant("standard", 2), seed)
    game.deal()
    for _ in range(placements):
        if game.is_over:
            break
        if game.phase is Phase.PLACE:
            game.place(rng.choice(game.legal_placements()))
        else:
            game.end_turn()
    moved = moved_game(game, which)
    rename = symmetries(5).colour[which]
    per = len(summary.PER_COLOUR)
    before = np.array(summary.summarise(game, game.to_move, len(game.bag), False, canonical=False))
    after = np.array(summary.summarise(moved, game.to_move, len(game.bag), False, canonical=False))
    for c in range(6):
        np.testing.assert_allclose(after[per * rename[c]: per * (rename[c] + 1)], before[per * c: per * (c + 1)])
    np.testing.assert_allclose(after[6 * per:], before[6 * per:])
    pairs = {(game.scores[0][c], game.scores[1][c]) for c in range(6)}
    if len(pairs) == 6:  # no tie for the canonical order to break by the colours' names
        assert summary.summarise(moved, game.to_move, len(game.bag), False) == pytest.approx(
            summary.summarise(game, game.to_move, len(game.bag), False))
