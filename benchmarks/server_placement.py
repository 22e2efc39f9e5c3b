"""The table server's own work for one placement, in one process with no network: a request read, checked,
applied, stored and its updates made for four seats and a spectator, as `serve` does it, but the messages go
into a list instead of sockets. The many-tables benchmark (benchmarks.online_tables) measures the whole; this
one measures the part that the server's code decides, steadily enough to compare two versions of it.

    .venv/bin/python -m benchmarks.server_placement [--games 20] [--no-store]

Prints the median and 90th percentile milliseconds per placement (and per swap answer) over --games whole
4-player standard games, each client placing the first rack tile on the first open edge; with a store in a
temporary folder unless --no-store. Figures also go to benchmarks/results/server_placement.json.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.online_tables import first_placement, quantile_ms
from ingenious_desktop.engine import Phase
from ingenious_desktop.online import protocol as p
from ingenious_desktop.online.connection import Connection
from ingenious_desktop.online.limits import Limits, Rate
from ingenious_desktop.online.server import TableServer

RESULTS = Path(__file__).resolve().parent / "results" / "server_placement.json"


class Collected:
    """An outbox that keeps what it is given (the texts the server would send)."""

    def __init__(self):
        self.texts: list[str] = []

    def put(self, text: str) -> None:
        self.texts.append(text)


def connection(number: int) -> Connection:
    return Connection(socket=None, peer=f"127.0.0.1:{number}", outbox=Collected(), number=number, hello=True,
                      rate=Rate(per_second=1e9, burst=1e9))


async def one_game(server: TableServer, seed: int, times: dict[str, list[float]]) -> None:
    """Four people and a spectator at one table, the game played out through the server's message handler."""
    seats = [connection(4 * seed + i) for i in range(4)]
    await server._one_message(seats[0], p.encode({"type": "create", "variant": "standard", "name": "Host",
                                                  "seats": [{"kind": "human"}] * 4, "spectators": True}))
    code = seats[0].table
    for link in seats[1:]:
        await server._one_message(link, p.encode({"type": "join", "table": code, "name": "Guest"}))
    await server._one_message(connection(-seed - 1), p.encode({"type": "watch", "table": code}))
    table = server.tables[code]
    while not table.game.is_over:
        game = table.game
        mover = seats[game.to_move]
        if game.phase is Phase.PLACE:
            kind, request = "place", {"type": "place", **first_placement(game).to_json()}
        else:
            kind, request = "swap", {"type": "swap", "swap": False}
        raw = p.encode({**request, "expect": len(game.log), "id": 1})
        started = time.perf_counter()
        await server._one_message(mover, raw)
        times[kind].append(time.perf_counter() - started)
        table = server.tables[code]


async def measure(games: int, store: bool) -> dict:
    with tempfile.TemporaryDirectory() as data:
        server = TableServer(Path(data) if store else None, log=lambda _line: None,
                             limits=Limits(tables_per_address=10_000, tables_per_connection=10_000,
                                           creates_per_minute=10_000))
        times: dict[str, list[float]] = {"place": [], "swap": []}
        for seed in range(games):
            await one_game(server, seed, times)
    return {kind: {"count": len(values), "median_ms": round(1000 * statistics.median(values), 3),
                   "p90_ms": quantile_ms(values, 0.9)}
            for kind, values in times.items() if values} | {"games": games, "store": store}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--no-store", action="store_true", help="keep the tables in memory only")
    args = parser.parse_args()
    figures = asyncio.run(measure(args.games, not args.no_store))
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps(figures, indent=1) + "\n")
    print(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
