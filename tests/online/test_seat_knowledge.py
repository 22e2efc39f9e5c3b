"""One rule of what a seat may know: the state the server sends a seat is the engine's PlayerView of the game
(online.snapshot.state_of), a spectator's too: no rack, every rack unseen."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ingenious_desktop.engine import Game
from ingenious_desktop.online.snapshot import state_of


def positions(players: int, seed: int):
    game = Game.new("standard", players, seed=seed)
    game.deal()
    rng = random.Random(seed)
    while not game.is_over:
        yield game
        if game.phase.value == "place":
            game.place(rng.choice(game.legal_placements()))
        else:
            game.end_turn(game.can_swap() and rng.random() < 0.5)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_seat_is_sent_its_view_and_a_spectator_no_rack(players):
    for step, game in enumerate(positions(players, seed=players)):
        if step % 5:
            continue
        watcher = state_of(game, None)
        assert watcher["rack"] == [] and Counter(watcher["unseen"]) == Counter(
            game.bag + [tile for rack in game.racks for tile in rack])
        assert not watcher["swap_offered"]
        for seat in range(players):
            view, sent = game.view(seat), state_of(game, seat)
            assert (sent["rack"], sent["unseen"], sent["rack_sizes"], sent["bag_size"]) == (
                list(view.rack), list(view.unseen), list(view.rack_sizes), view.bag_size)
            assert not set(sent["rack"]) - set(game.racks[seat])


def test_a_spectators_view_is_the_engines_too():
    game = next(positions(3, seed=1))
    view = game.view(None)
    assert view.rack == () and len(view.unseen) == len(game.bag) + sum(map(len, game.racks))
