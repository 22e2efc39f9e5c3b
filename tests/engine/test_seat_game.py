"""A seat's game (engine.SeatGame): built from the events as one seat sees them (another seat's draws of unknown
tiles), it stands where the whole game stands, holds no tile the seat was not shown, and gives the seat the
same PlayerView as the whole game does."""

from __future__ import annotations

import random

import pytest

from ingenious_desktop.engine import UNKNOWN_TILE, Draw, Game, IllegalAction, Place, SeatGame


def random_game(variant: str, players: int, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(variant, players, seed)
    game.deal()
    while not game.is_over:
        game.place(rng.choice(game.legal_placements()))
        while game.phase.value == "place" and not game.is_over:
            game.place(rng.choice(game.legal_placements()))
        if not game.is_over:
            game.end_turn(game.can_swap() and rng.random() < 0.7)
    return game


def as_seen(events, seat: int | None) -> list:
    return [Draw(e.player, (UNKNOWN_TILE,) * len(e.tiles)) if isinstance(e, Draw) and e.player != seat else e
            for e in events]


def same_view(a, b) -> bool:
    fields = ("seat", "to_move", "phase", "bonus_owed", "scores", "rack", "unseen", "rack_sizes", "placements_made",
              "bag_size")
    return all(getattr(a, name) == getattr(b, name) for name in fields) and a.can_swap() == b.can_swap() \
        and a.scored_placements() == b.scored_placements()


@pytest.mark.parametrize(("variant", "players", "seed"), [("standard", 2, 1), ("standard", 3, 2), ("team", 4, 3),
                                                           ("standard", 4, 4)])
def test_a_seat_game_stands_where_the_game_does_and_knows_only_what_the_seat_saw(variant, players, seed):
    whole = random_game(variant, players, seed)
    for seat in [*range(players), None]:
        seen = SeatGame(whole.variant, seat)
        for index, event in enumerate(as_seen(whole.log, seat)):
            seen.apply(event)
            real = whole.before(index + 1)
            assert (seen.scores, seen.to_move, seen.phase, seen.bonus_owed) == \
                   (real.scores, real.to_move, real.phase, real.bonus_owed)
            assert [len(rack) for rack in seen.racks] == [len(rack) for rack in real.racks]
            hidden = [t for s, rack in enumerate(seen.racks) if s != seat for t in rack] + seen.bag
            assert set(hidden) <= {UNKNOWN_TILE} and len(seen.bag) == len(real.bag)
            if seat is not None:
                assert seen.racks[seat] == real.racks[seat]
                if real.set_aside is None or real.to_move == seat:  # a rack another seat set aside: unseen here
                    assert same_view(seen.view(seat), real.view(seat))


def test_a_seat_game_refuses_a_tile_it_has_seen_elsewhere_and_never_tells_another_seat_s_view():
    whole = random_game("standard", 2, 5)
    first_place = next(i for i, e in enumerate(whole.log) if isinstance(e, Place) and e.player == 0)
    seen = SeatGame.of_events(whole.variant, 1, as_seen(whole.log[:first_place], 1))
    mine = seen.racks[1][0]
    counted = seen.unseen()[mine]
    placement = whole.log[first_place]
    if counted == 0:  # every tile like one in seat 1's rack is seen: seat 0 cannot place it
        with pytest.raises(IllegalAction):
            seen.apply(Place(0, mine, placement.at))
    seen.apply(placement)
    assert seen.racks[0].count(UNKNOWN_TILE) == len(seen.racks[0])
    assert seen.scores == whole.before(first_place + 1).scores
    with pytest.raises(ValueError):
        seen.view(0)
