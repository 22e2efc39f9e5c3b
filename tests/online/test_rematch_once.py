"""Two rematch asks answered at once (a double click, or the last asker's ask while another person's
connection drops) deal one new game: the seats turn once, and every connection is told one new state."""

from __future__ import annotations

import asyncio

from test_rematch import finished_table_in

from ingenious_desktop.online.connection import Connection
from ingenious_desktop.online.server import TableServer
from ingenious_desktop.online.store import Store


class Told:
    """An outbox that keeps what the server queued for its connection."""

    def __init__(self):
        self.lines = []

    def put(self, text: str) -> None:
        self.lines.append(text)


async def two_asks_at_once(data):
    table = finished_table_in(Store(data))
    server = TableServer(data, log=lambda line: None)
    server.tables[table.code] = table
    links = [Connection(None, f"127.0.0.1:{seat}", Told(), table=table.code, seat=seat) for seat in (0, 1)]
    server.connections[table.code] = set(links)
    dealt = await asyncio.gather(server._rematch_if_due(table), server._rematch_if_due(table))
    following = server.tables[table.code]
    told = [sum('"type":"state"' in line for line in link.outbox.lines) for link in links]
    names = [following.seats[link.seat].name for link in links]
    return dealt, following.number, [link.seat for link in links], names, told


def test_two_asks_at_once_deal_one_game_and_turn_the_seats_once(tmp_path):
    dealt, number, seats, names, told = asyncio.run(two_asks_at_once(tmp_path))

    assert dealt == [True, True] and number == 2
    assert seats == [1, 0] and names == ["Anna", "Ben"]  # each connection still sits at its own person's seat
    assert told == [1, 1]
