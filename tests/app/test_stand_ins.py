"""The table's game for a network seat: what the seat saw, filled in so that the engine replays it to
the server's position, the seat's view of it exactly the real one (hypothesis over random games)."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from ingenious_desktop.app.stand_ins import stand_in_game
from ingenious_desktop.engine import Game, Phase, make_variant
from ingenious_desktop.online.snapshot import state_of, visible_events

VARIANTS = [("standard", 2), ("standard", 3), ("standard", 4), ("travel", 2), ("team", 4)]


def random_game(variant: str, players: int, seed: int, turns: int) -> Game:
    """A game of random placements, swapping whenever it may half the time, for about ``turns`` steps."""
    rng = random.Random(seed)
    game = Game(make_variant(variant, players), seed=seed)
    game.deal()
    for _ in range(turns):
        if game.is_over:
            break
        if game.phase is Phase.PLACE:
            game.place(rng.choice(game.legal_placements()))
        else:
            game.end_turn(game.can_swap() and rng.random() < 0.5)
    return game


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(VARIANTS), st.integers(0, 10**6), st.integers(0, 200), st.data())
def test_the_seat_sees_the_real_game_in_the_one_filled_in(kind, seed, turns, data):
    game = random_game(*kind, seed, turns)
    seat = data.draw(st.sampled_from([*range(game.variant.players), None]))
    table = stand_in_game(game.variant, state_of(game, seat), seat, visible_events(game.log, seat))
    assert [r.points for r in table.results] == [r.points for r in game.results]
    assert table.scores == game.scores and table.phase is game.phase and table.to_move == game.to_move
    assert [len(rack) for rack in table.racks] == [len(rack) for rack in game.racks]
    if seat is not None:
        assert table.view(seat).rack == game.view(seat).rack
        assert table.view(seat).unseen == game.view(seat).unseen
    assert len(table.log) == len(game.log)
