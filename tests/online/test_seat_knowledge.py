"""One rule of what a seat may know: the state the server sends a seat is the engine's PlayerView of the game
(online.snapshot.state_of), a spectator's too: no rack, every rack unseen."""

from __future__ import annotations

from collections import Counter

import pytest

from games import random_positions
from ingenious_desktop.online.snapshot import state_of


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_seat_is_sent_its_view_and_a_spectator_no_rack(players):
    for step, game in enumerate(random_positions(players, seed=players)):
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
    game = next(random_positions(3, seed=1))
    view = game.view(None)
    assert view.rack == () and len(view.unseen) == len(game.bag) + sum(map(len, game.racks))
