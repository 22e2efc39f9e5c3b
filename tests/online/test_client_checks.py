"""The client holds every ``state`` it is sent against the events it is told (online/protocol.py's client block):
a server whose events lead elsewhere than the state it names, or break the rules, is dropped, and nothing of its
message is kept (the client connects again for the whole state)."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.server import serve

from ingenious_desktop.engine import Game
from ingenious_desktop.online.client import Client
from ingenious_desktop.online.snapshot import results_for, state_of, visible_events


def state_message(game: Game, seat: int, tamper) -> dict:
    message = {"type": "state", "table": "ABCDEF", "variant": "standard", "players": 2, "you": seat, "host": 0,
               "spectators": False, "started": True, "waiting_for": None,
               "seats": [{"name": name, "kind": "human", "level": None, "opponent": None, "taken": True,
                          "present": True, "away": None, "stand_in": False, "left": False} for name in ("A", "B")],
               "events": visible_events(game.log, seat), "results": results_for(game, 0), "game": state_of(game, seat)}
    tamper(message)
    return message


async def heard_from(message: dict | str) -> tuple[bool, int]:
    """Whether a client kept a mirror of ``message`` (an object, or the text sent), and how many times it
    connected."""
    connections = []

    async def server_side(socket):
        connections.append(socket)
        await socket.recv()  # the hello
        await socket.send(json.dumps({"type": "welcome", "version": 1, "server": "x"}))
        await socket.send(message if isinstance(message, str) else json.dumps(message))
        await socket.wait_closed()

    async with serve(server_side, "127.0.0.1", 0) as server:
        client = Client(f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}")
        await client.connect()
        for _ in range(200):
            if client.mirror is not None or len(connections) >= 2:
                break
            await asyncio.sleep(0.05)
        kept = client.mirror is not None
        await client.close()
    return kept, len(connections)


def game_two_turns_in() -> Game:
    game = Game.new("standard", 2, seed=7)
    game.deal()
    for _turn in range(2):
        game.place(game.legal_placements()[0])
        while game.phase.value == "place":
            game.place(game.legal_placements()[0])
        game.end_turn()
    return game


def scores_raised(message):
    message["game"]["scores"][0][0] += 1


def placed_on_a_covered_cell(message):
    """Seat 1's first placement told as covering the cells seat 0's first placement covered."""
    places = [event for event in message["events"] if event["type"] == "place"]
    later = next(event for event in places if event["player"] == 1)
    later["at"] = places[0]["at"]


@pytest.mark.parametrize("tamper", [lambda message: None, scores_raised, placed_on_a_covered_cell])
def test_a_state_is_kept_only_if_its_events_lead_to_it(tamper):
    kept, connections = asyncio.run(asyncio.wait_for(heard_from(state_message(game_two_turns_in(), 1, tamper)), 30))

    assert kept == (tamper.__name__ == "<lambda>")
    assert connections == (1 if kept else 2)  # dropped: the client connects again for the whole state


@pytest.mark.parametrize("text", ['{"type": "state", "table": "ZZZZZZ", ', '{"type": "state", "extra": NaN, '])
def test_a_state_is_taken_only_as_strict_json(text):
    """A key named twice (the first of two table codes would be dropped unseen) or NaN: not JSON, as the server
    takes requests; the same state sent as plain JSON is kept."""
    sound = json.dumps(state_message(game_two_turns_in(), 1, lambda message: None))
    kept, connections = asyncio.run(asyncio.wait_for(heard_from(text + sound[1:]), 30))

    assert not kept and connections == 2


def first_seat(**values):
    return lambda message: message["seats"][0].update(values)


#: seats (and whom the game waits for) that the window would fail on, or show wrong
SEATS_OFF_SHAPE = {
    "a name that is no text": first_seat(name=5),
    "a name too long": first_seat(name="A" * 500),
    "no name": lambda message: message["seats"][0].pop("name"),
    "an unknown kind": first_seat(kind="robot"),
    "left not true or false": first_seat(left="yes"),
    "away not a number": first_seat(away="long"),
    "a seat too few": lambda message: message["seats"].pop(),
    "a seat that is no object": lambda message: message["seats"].__setitem__(1, "B"),
    "waiting for seat 5": lambda message: message.update(waiting_for=5),
    "started not true or false": lambda message: message.update(started="yes"),
    "a name with a lone surrogate": first_seat(name="Eve\ud800"),
    "a name with a right-to-left override": first_seat(name="\u202eEve"),
    "a name with a terminal escape": first_seat(name="\x1b[2JEve"),
    "a name not in NFC": first_seat(name="Ame\u0301lie"),
    "an opponent with a control character": first_seat(kind="computer", level="hard", opponent="Knizia\x00"),
}


@pytest.mark.parametrize("what", sorted(SEATS_OFF_SHAPE))
def test_a_state_whose_seats_are_off_the_protocols_shape_is_not_kept(what):
    message = state_message(game_two_turns_in(), 1, SEATS_OFF_SHAPE[what])

    kept, connections = asyncio.run(asyncio.wait_for(heard_from(message), 30))

    assert not kept and connections == 2


def test_a_seat_nobody_took_may_have_an_empty_name():
    message = state_message(game_two_turns_in(), 1, first_seat(name="", taken=False, present=False))

    kept, connections = asyncio.run(asyncio.wait_for(heard_from(message), 30))

    assert kept and connections == 1


@pytest.mark.parametrize("chat", [{"seat": 0, "name": None, "text": "hi"}, {"seat": 0, "name": "A", "text": ["hi"]},
                                  {"seat": 7, "name": "A", "text": "hi"}, {"seat": 0, "name": "A", "text": "x" * 5000},
                                  {"seat": 0, "name": "A", "text": "hi \udfff"},
                                  {"seat": 0, "name": "A", "text": "hi\u2066 there"},
                                  {"seat": 0, "name": "A\u0007", "text": "hi"}])
def test_a_chat_line_off_the_protocols_shape_is_not_kept(chat):
    async def told() -> tuple[list, int]:
        connections = []

        async def server_side(socket):
            connections.append(socket)
            await socket.recv()
            await socket.send(json.dumps({"type": "welcome", "version": 1, "server": "x"}))
            await socket.send(json.dumps(state_message(game_two_turns_in(), 1, lambda message: None)))
            await socket.send(json.dumps({"type": "chat", **chat}))
            await socket.wait_closed()

        async with serve(server_side, "127.0.0.1", 0) as server:
            client = Client(f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}")
            await client.connect()
            for _ in range(200):
                if client.chats or len(connections) >= 2:
                    break
                await asyncio.sleep(0.05)
            await client.close()
        return client.chats, len(connections)

    chats, connections = asyncio.run(asyncio.wait_for(told(), 30))

    assert chats == [] and connections == 2
