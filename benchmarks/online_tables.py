"""The table server under load, on loopback: `serve` in its own process, simulated clients in others.

(a) --tables tables (50) of 4 clients each play whole 4-player standard games, as fast as they can or
    waiting about --think seconds before each placement (drawn per placement within --spread of it, as
    people at separate tables do not place in step), each client placing the first rack tile on the
    first open edge and never swapping: placements a second, and the time from a
    client's placement sent to every client at its table having it (p50, p99). So that what is measured
    is the server, the clients read the server's messages and no more (benchmarks.light_client; with
    --game-clients the game's own client, which applies every update through the rules), and the clients
    of --tables-per-process tables (10) share a process; beside the delays, how late the client processes'
    event loops wake (the clients' share of a delay) and the CPU share of the clients (all processes
    together) and of the server;
(b) --hold tables (200) of 2 clients each are dealt and make one placement each, all open at once:
    one process holds them, and the server's memory per table (resident size before and after).

    .venv/bin/python -m benchmarks.online_tables [--tables 50] [--hold 200] [--think 0] [--spread 0.5]
        [--tables-per-process 10] [--game-clients]

Figures go to benchmarks/results/online_tables.json (online_tables-think-S-spread-P.json with --think S).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from benchmarks.light_client import LightClient
from ingenious_desktop.engine import Game, Placement
from ingenious_desktop.online.client import Client

RESULTS = Path(__file__).resolve().parent / "results" / "online_tables{}.json"
#: Every simulated client comes from 127.0.0.1: the limits per address are lifted for them.
ONE_ADDRESS = ["--tables-per-address", "100000", "--tables-per-connection", "100000", "--creates-per-minute", "100000",
               "--connections-per-address", "100000", "--connects-per-minute", "100000"]


def resident_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def start_serve(port: int, data: Path, log, *options: str) -> subprocess.Popen:
    """`serve` on ``port`` with its tables in ``data``/tables and its log written straight to the open file
    ``log`` (through a pipe, a reader that fell behind would hold up the server's loop); returns once it listens."""
    server = subprocess.Popen([sys.executable, "-m", "ingenious_desktop", "serve", "--port", str(port),
                               "--data", str(data / "tables"), *options], stderr=log)
    while "serving on" not in Path(log.name).read_text():
        if server.poll() is not None:
            raise RuntimeError(f"serve ended: {Path(log.name).read_text()}")
        time.sleep(0.1)
    return server


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Timed:
    """A client that notes when each event count first reached it."""

    def __init__(self, url: str, light: bool = False):
        self.arrived: dict[int, float] = {}
        self.client = LightClient(url, self.heard) if light else Client(url, listener=self.heard, reconnect=False)

    def heard(self, _happening) -> None:
        mirror = self.client.mirror
        if mirror is not None:
            self.arrived.setdefault(mirror.event_count, time.perf_counter())


def first_placement(game: Game) -> Placement:
    """The first rack tile on the first open edge: a legal placement without listing them all (the
    clients share this process with the measurement)."""
    a, b, _direction = game.board.geo.edges[game.open_edges()[0]]
    return Placement(game.racks[game.to_move][0], (game.board.geo.cells[a], game.board.geo.cells[b]))


async def table_of(url: str, seats: int, spectators: bool = False, light: bool = False) -> list[Timed]:
    clients = [Timed(url, light) for _ in range(seats)]
    for timed in clients:
        await timed.client.connect()
    seated = await clients[0].client.create("standard", [{"kind": "human"}] * seats, "Host", spectators=spectators)
    for timed in clients[1:]:
        await timed.client.join(seated.table, "Guest")
    return clients


async def play(clients: list[Timed], delays: list[float], stop_after: int | None = None, think: float = 0.0,
               spread: float = 0.0, seed: int = 0) -> int:
    """Play the table's game (or ``stop_after`` placements); each placement's delay to the last client to hear it.
    Each placement waits ``think`` seconds times a factor drawn evenly from 1 - ``spread`` to 1 + ``spread``."""
    made = 0
    thinking = random.Random(seed)
    first = clients[0].client
    await first.until(lambda m: m.started)
    while not first.mirror.game.is_over and (stop_after is None or made < stop_after):
        mover = clients[first.mirror.game.to_move]
        mirror = await mover.client.until(lambda m: m.to_place or m.swap_offered or m.game.is_over, 60)
        if mirror.game.is_over:
            break
        if mirror.swap_offered:
            seen = mirror.event_count
            await mover.client.swap(False)
            await first.until(lambda m: m.event_count > seen, 60)  # the answer may reach the mover first
            continue
        target = mirror.event_count + 1
        placement = first_placement(mirror.game)  # chosen while thinking: the delay is the server's and the wire's
        await asyncio.sleep(think * thinking.uniform(1 - spread, 1 + spread))
        sent = time.perf_counter()
        await mover.client.place(placement)
        for timed in clients:
            await timed.client.until(lambda m: m.event_count >= target, 60)
        delays.append(max(timed.arrived[min(k for k in timed.arrived if k >= target)] for timed in clients) - sent)
        made += 1
        await first.until(lambda m: m.event_count >= target, 60)
    return made


async def loop_lag(lags: list[float], done: asyncio.Event, tick: float = 0.005) -> None:
    """How late this process's own event loop wakes from a short sleep: the part of a delay that is the
    simulated clients waiting for their turn at the CPU, not the server."""
    while not done.is_set():
        asked = time.perf_counter()
        await asyncio.sleep(tick)
        lags.append(time.perf_counter() - asked - tick)


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds the process ``pid`` has used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def quantile_ms(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return round(1000 * ordered[int(share * (len(ordered) - 1))], 2)


@dataclass(frozen=True)
class Clients:
    """How the simulated clients play: ``think`` and ``spread`` as :func:`play`'s; ``light``: the benchmarks'
    light client (benchmarks.light_client), else the game's own (online.client.Client)."""

    think: float
    spread: float
    light: bool


async def client_share(url: str, first: int, tables: int, how: Clients, barrier) -> dict:
    """One client process's tables (seeds ``first`` onwards): seated, then played once every process is ready."""
    sets = [await table_of(url, 4, light=how.light) for _ in range(tables)]
    delays: list[float] = []
    lags: list[float] = []
    done = asyncio.Event()
    probe = asyncio.create_task(loop_lag(lags, done))
    await asyncio.to_thread(barrier.wait)
    cpu = time.process_time()
    made = await asyncio.gather(*(play(clients, delays, think=how.think, spread=how.spread, seed=first + number)
                                  for number, clients in enumerate(sets)))
    cpu = time.process_time() - cpu
    done.set()
    await probe
    for clients in sets:
        for timed in clients:
            await timed.client.close()
    return {"delays": delays, "lags": lags, "placements": sum(made), "cpu_s": cpu}


def client_process(url: str, first: int, tables: int, how: Clients, barrier, results) -> None:
    """A client process's whole life: its figures go to ``results`` (a multiprocessing queue)."""
    results.put(asyncio.run(client_share(url, first, tables, how, barrier)))


def whole_games(url: str, tables: int, how: Clients, server_pid: int, per_process: int) -> dict:
    """The tables played by clients in ceil(tables / per_process) processes of their own, so that the clients'
    share of a delay (each process's loop waiting for the CPU) stays small; every delay is measured in the
    process of the client that placed, and the delays of all processes are merged."""
    context = multiprocessing.get_context("spawn")
    shares = [(first, min(per_process, tables - first)) for first in range(0, tables, per_process)]
    barrier, results = context.Barrier(len(shares) + 1), context.Queue()
    workers = [context.Process(target=client_process, args=(url, first, count, how, barrier, results))
               for first, count in shares]
    for worker in workers:
        worker.start()
    barrier.wait()
    started, cpu_server = time.perf_counter(), cpu_seconds(server_pid)
    figures = [results.get() for _ in workers]
    seconds, cpu_server = time.perf_counter() - started, cpu_seconds(server_pid) - cpu_server
    for worker in workers:
        worker.join()
    delays = sorted(delay for share in figures for delay in share["delays"])
    lags = [lag for share in figures for lag in share["lags"]]
    made = sum(share["placements"] for share in figures)
    return {"tables": tables, "think_s": how.think, "spread": how.spread, "client_processes": len(workers),
            "clients": "light" if how.light else "the game's",
            "placements": made, "seconds": round(seconds, 2), "placements_per_s": round(made / seconds, 1),
            "p50_ms": round(1000 * statistics.median(delays), 2), "p99_ms": quantile_ms(delays, 0.99),
            "client_loop_lag_p50_ms": quantile_ms(lags, 0.5), "client_loop_lag_p99_ms": quantile_ms(lags, 0.99),
            "client_cpu_share": round(sum(share["cpu_s"] for share in figures) / seconds, 2),
            "server_cpu_share": round(cpu_server / seconds, 2), "load_average_1min": round(os.getloadavg()[0], 2)}


async def held_tables(url: str, tables: int, pid: int) -> dict:
    before = resident_kib(pid)
    sets = [await table_of(url, 2) for _ in range(tables)]
    made = await asyncio.gather(*(play(clients, [], stop_after=2) for clients in sets))
    after = resident_kib(pid)
    for clients in sets:
        for timed in clients:
            await timed.client.close()
    return {"tables": tables, "placed_at_every_table": all(m == 2 for m in made), "rss_before_kib": before,
            "rss_after_kib": after, "kib_per_table": round((after - before) / tables, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--hold", type=int, default=200)
    parser.add_argument("--think", type=float, default=0.0,
                        help="seconds each client waits before placing (0: as fast as the server goes)")
    parser.add_argument("--spread", type=float, default=0.5,
                        help="each wait is --think times a factor from 1 - SPREAD to 1 + SPREAD, drawn per placement "
                             "(0: every table in step, all placing within the same few milliseconds each round)")
    parser.add_argument("--tables-per-process", type=int, default=10,
                        help="tables whose clients share one process (the default puts 50 tables in 5 processes)")
    parser.add_argument("--game-clients", action="store_true",
                        help="play with the game's own client, which applies every update through the rules (the "
                             "figures before 2026-12-07), not the light client that reads the server's messages only")
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as data, open(Path(data) / "serve.log", "w") as log:
        server = start_serve(port, Path(data), log, *ONE_ADDRESS)
        url = f"ws://127.0.0.1:{port}"
        try:
            how = Clients(args.think, args.spread, light=not args.game_clients)
            figures = {"whole_games": whole_games(url, args.tables, how, server.pid, args.tables_per_process)}
            if args.hold:
                figures["held"] = asyncio.run(held_tables(url, args.hold, server.pid))
        finally:
            server.terminate()
            server.wait()
    results = Path(str(RESULTS).format(f"-think-{args.think:g}-spread-{args.spread:g}" if args.think else ""))
    results.parent.mkdir(exist_ok=True)
    results.write_text(json.dumps(figures, indent=1) + "\n")
    print(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
