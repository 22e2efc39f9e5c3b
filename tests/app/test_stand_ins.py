"""The table's game for a network seat: what the seat saw, filled in so that the engine replays it to
the server's position, the seat's view of it exactly the real one (hypothesis over random games)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings, strategies as st

from ingenious_desktop.app.network.stand_ins import stand_in_game
from ingenious_desktop.engine import Draw, Game, Phase, Place, Swap, make_variant, tile_colours
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


def swapping_game(variant: str, players: int, seed: int) -> Game:
    """A whole game that swaps whenever it may, placing a tile of the lowest colour where it can (so that
    swaps are allowed often)."""
    rng = random.Random(seed)
    game = Game(make_variant(variant, players), seed=seed)
    game.deal()
    while not game.is_over:
        if game.phase is Phase.PLACE:
            moves = game.legal_placements()
            lowest = game.lowest_colours(game.holder_to_move)
            game.place(rng.choice([m for m in moves if lowest & set(tile_colours(m.tile))] or moves))
        else:
            game.end_turn(game.can_swap())
    return game


def test_a_swap_shows_the_rack_set_aside_to_every_seat():
    game = swapping_game("standard", 2, 3)
    swaps = [i for i, event in enumerate(game.log) if isinstance(event, Swap)]
    assert swaps
    for seat in (0, 1, None):
        seen = visible_events(game.log, seat)
        for index in swaps:
            player = game.log[index].player
            before = max([i for i in swaps if i < index and game.log[i].player == player], default=-1)
            drawn = [t for e in game.log[before + 1:index] if isinstance(e, Draw) and e.player == player
                     for t in e.tiles]
            placed = [e.tile for e in game.log[before + 1:index] if isinstance(e, Place) and e.player == player]
            assert Counter(seen[index]["shown"]) == Counter(drawn) - Counter(placed)
            assert len(seen[index]["shown"]) == len(drawn) - len(placed)
        assert visible_events(game.log, seat, 10) == seen[10:]


def test_a_game_of_many_swaps_is_filled_in_at_every_step_from_the_shown_racks(monkeypatch):
    from ingenious_desktop.app.network import stand_ins

    def no_guess(*args, **kwargs):
        raise AssertionError("the shown racks should have been enough, without the old guess")

    monkeypatch.setattr(stand_ins, "_replay", no_guess)
    for kind, seed in [(("standard", 2), 27), (("standard", 3), 29), (("standard", 4), 1), (("team", 4), 15), (("travel", 2), 24)]:
        game = swapping_game(*kind, seed)
        swaps = sum(isinstance(event, Swap) for event in game.log)
        for end in range(1, len(game.log) + 1, 2):
            partial = Game(game.variant, seed=0)
            for event in game.log[:end]:
                partial.apply(event)
            for seat in [*range(game.variant.players), None]:
                table = stand_in_game(game.variant, state_of(partial, seat), seat,
                                      visible_events(partial.log, seat))
                assert table.scores == partial.scores and len(table.log) == end
                if seat is not None:
                    assert table.racks[seat] == partial.racks[seat]
        assert swaps >= 6, kind  # a game of many swaps
