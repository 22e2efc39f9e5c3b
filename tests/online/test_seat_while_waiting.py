"""A join, rejoin or rematch waits for its table's turn (another change is being stored). Should the server
let the table go meanwhile (the last person left a finished game), a join or rejoin is refused with
``no table`` and the connection goes on, instead of being seated at a table the server no longer holds
(its next message then dropped it as an internal error); a rematch is dealt with the people as they are
once it is the table's turn, not as they were when the last ask came."""

from __future__ import annotations

import asyncio

from ingenious_desktop.engine import Phase
from ingenious_desktop.online import protocol as p
from ingenious_desktop.online.connection import Connection
from ingenious_desktop.online.limits import Rate
from ingenious_desktop.online.server import TableServer


class Kept:
    """An outbox that keeps what the server sends, decoded."""

    def __init__(self):
        self.messages: list[dict] = []

    def put(self, text: str) -> None:
        self.messages.append(p.decode_reply(text))


def link(number: int) -> Connection:
    return Connection(socket=None, peer=f"127.0.0.1:{number}", outbox=Kept(), number=number, hello=True,
                      rate=Rate(per_second=1e9, burst=1e9))


async def say(server: TableServer, who: Connection, **message) -> dict:
    """Send ``message``; the server's last message to ``who``."""
    await server._one_message(who, p.encode(message))
    return who.outbox.messages[-1]


async def finished_game(server: TableServer) -> tuple[str, Connection, Connection]:
    anna, ben = link(1), link(2)
    await say(server, anna, type="create", variant="standard", name="Anna", seats=[{"kind": "human"}] * 2)
    code = anna.table
    await say(server, ben, type="join", table=code, name="Ben")
    table = server.tables[code]
    while not table.game.is_over:
        game = table.game
        mover = (anna, ben)[game.to_move]
        if game.phase is Phase.PLACE:
            await say(server, mover, type="place", expect=len(game.log), **game.legal_placements()[0].to_json())
        else:
            await say(server, mover, type="swap", swap=False, expect=len(game.log))
    return code, anna, ben


def test_a_rejoin_that_waited_while_the_table_went_is_refused_and_the_connection_goes_on(tmp_path):
    async def scenario():
        server = TableServer(tmp_path, log=lambda line: None)
        code, anna, ben = await finished_game(server)
        token = next(m for m in anna.outbox.messages if m["type"] == "seated")["token"]
        server._gone(anna)  # Anna's connection dropped; Ben is still there
        again = link(3)
        async with server.saver.locks[code]:  # another change at the table is being stored
            rejoin = asyncio.create_task(say(server, again, type="rejoin", table=code, token=token))
            await asyncio.sleep(0.05)  # the rejoin waits for the table's turn
            server._gone(ben)  # the last person leaves the finished game: the server lets the table go
        answer = await rejoin
        other = await say(server, again, type="create", variant="standard", name="Anna",
                          seats=[{"kind": "human"}] * 2)
        return code in server.tables, answer, again.table, other

    held, answer, table, other = asyncio.run(scenario())

    assert not held
    assert (answer["type"], answer.get("code")) == ("error", p.NO_TABLE)
    assert table == other["table"]  # not seated at the gone table: the next request works
    assert other["type"] == "seated"


def test_a_rematch_dealt_after_a_wait_sees_who_dropped_meanwhile(tmp_path):
    async def scenario():
        server = TableServer(tmp_path, log=lambda line: None)
        code, anna, ben = await finished_game(server)
        await say(server, anna, type="rematch")
        async with server.saver.locks[code]:  # another change at the table is being stored
            asked = asyncio.create_task(say(server, ben, type="rematch"))
            await asyncio.sleep(0.05)  # Ben's ask, the last one, waits for the table's turn to deal
            server._gone(anna)  # Anna's connection drops (she asked: she stays in the new game)
        await asked
        await asyncio.sleep(0.05)  # the departure's own turn
        return server.tables[code]

    following = asyncio.run(scenario())

    assert following.number == 2
    anna_now = following.seats[1]  # seat 0 of the first game sits at seat 1 of the next (online.rematch)
    assert anna_now.name == "Anna" and anna_now.connections == 0 and anna_now.away_since is not None
    assert following.seat_infos(0.0)[1]["present"] is False
