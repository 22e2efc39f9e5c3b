"""Tables created at once from one address (many connections, each sending "create" in the same instant) keep
to the limit on tables per address: a table counts against its address from the moment it is made, not once
its first save (in a worker thread) is done."""

from __future__ import annotations

import asyncio

from test_rematch_once import Told

from ingenious_desktop.online import protocol as p
from ingenious_desktop.online.connection import Connection
from ingenious_desktop.online.limits import Limits
from ingenious_desktop.online.server import TableServer

CREATE = {"type": "create", "variant": "standard", "seats": [{"kind": "human"}, {"kind": "human"}], "name": "Eve"}


async def creates_at_once(data, count: int) -> tuple[int, list[str]]:
    server = TableServer(data, log=lambda line: None,
                         limits=Limits(tables_per_address=3, creates_per_minute=1000))
    links = [Connection(None, f"10.0.0.7:{port}", Told(), number=port) for port in range(1, count + 1)]
    outcomes = await asyncio.gather(*(server._on_create(link, dict(CREATE)) for link in links), return_exceptions=True)
    return len(server.tables), [outcome.code for outcome in outcomes if isinstance(outcome, p.ProtocolError)]


def test_creates_at_once_from_one_address_keep_to_its_limit(tmp_path):
    held, refused = asyncio.run(creates_at_once(tmp_path, 12))

    assert held == 3 and refused == [p.LIMIT] * 9
