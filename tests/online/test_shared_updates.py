"""An update is made once per seat and what every seat sees once for all (online.snapshot.states_of,
protocol.SharingEncoder): each seat still gets exactly the bytes it would get made alone."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from games import random_positions
from ingenious_desktop.engine import Game
from ingenious_desktop.online import protocol as p
from ingenious_desktop.online.snapshot import results_for, states_of, visible_events


def update_for(game: Game, seat, state: dict, seats: list[dict], since: int) -> dict:
    return p.update(p.table_now(started=True, seats=seats, waiting_for=None, rematch=[], coach={"on": False},
                                events=visible_events(game.log, seat, since), results=results_for(game, since),
                                game=state))


def test_each_seat_made_together_gets_the_bytes_it_would_get_alone():
    seats = [{"name": name, "taken": True} for name in ("Åsa", "Bjørn", "名人", "Eve 🎲")]
    for step, game in enumerate(random_positions(4, seed=4)):
        if step % 7:
            continue
        since = max(0, len(game.log) - 3)
        together, encoder = states_of(game, [0, 1, 2, 3, None]), p.SharingEncoder()
        for seat, state in together.items():
            alone = states_of(game, [seat])[seat]
            assert state == alone
            assert encoder(update_for(game, seat, state, seats, since)) == p.encode(
                update_for(game, seat, alone, [dict(s) for s in seats], since))


def test_the_sharing_encoder_writes_what_encode_writes():
    shared = {"x": [1.5, None, True, "é\n\"q\""], "y": {}}
    for message in ({"type": "update", "a": shared, "b": {"c": shared, "d": []}, "e": "\u2028"},
                    {"type": "ok", "id": 3}, {}):
        assert p.SharingEncoder()(message) == p.encode(message)


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(),
                           lambda children: st.lists(children, max_size=4)
                           | st.dictionaries(st.text(max_size=6), children, max_size=4), max_leaves=20)


@given(json_values)
def test_the_sharing_encoder_writes_any_message_as_encode_does(value):
    message = {"type": "update", "game": value, "table": {"seats": [value], "note": "\"é\\\n\u2028"}}
    assert p.SharingEncoder()(message) == p.encode(message)
