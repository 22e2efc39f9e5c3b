"""The table server under attack (issue 43), on loopback: `serve` in its own process with its default
limits, --honest tables (20) of 2 clients playing whole games one after another (about --think seconds
before each placement, spread 0.5 as in online_tables), and for --attack seconds (150) beside them, each
bounded in count and time, from addresses of their own (127.0.2.N, all to 127.0.0.1):

- tables made and left, again and again, on 8 connections (item 2);
- 4 connections flooding WebSocket pings and reading nothing, connecting again when dropped (item 3);
- idle connections opened until the server closes them at the door, 200 at most at once (item 5);
- spectators at the honest tables that read nothing (item 9);
- tables of 1 person and 3 hard computers left at once, again and again (item 6);
- a connection sending garbage as fast as it can (the rate limit).

Figures: the honest placements' delay (sent to both clients having it: p50, p99) before, during and
after the attacks (a placement is put in a phase by its game's start and length, spread evenly); the
server's share of a core while attacked; its resident size at the start, at its peak, 40 s after the
attackers left (after each wave with --waves: one that keeps growing would be a leak) and --settle
seconds after the last wave (190: serve's default --empty-table-seconds, 120, for the attackers' tables
to expire, then the 60 s after which the server hands freed memory back, and 10 s more); the tables
expired and tracebacks in the server's log (no traceback expected).

    .venv/bin/python -m benchmarks.hostile_load [--honest 20] [--attack 150] [--think 0.5] [--waves 1] [--settle 190]

Figures go to benchmarks/results/hostile_load.json, the server's log to hostile_load.log. Each honest
table's clients come from an address of their own (127.0.1.N), as friends at separate tables do, and
serve runs with its default limits.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import sys
import tempfile
import time
from contextvars import ContextVar
from pathlib import Path

from websockets.asyncio.client import connect

from benchmarks.online_tables import (cpu_seconds, free_port, play, quantile_ms, resident_kib, start_serve,
                                     table_of)
from ingenious_desktop.online import client as client_module
from ingenious_desktop.online.housekeeping import TRIM_SECONDS
from ingenious_desktop.online.limits import Limits

#: The address the honest clients of the table being played connect from.
SOURCE: ContextVar[str] = ContextVar("SOURCE", default="127.0.0.1")
client_module.connect = lambda url, **kwargs: connect(url, local_addr=(SOURCE.get(), 0), **kwargs)

RESULTS = Path(__file__).resolve().parent / "results" / "hostile_load.json"
HELLO = json.dumps({"type": "hello", "version": 1})
COMPUTERS = [{"kind": "human"}] + [{"kind": "computer", "level": "hard"}] * 3
#: Seconds after the last wave for the attackers' tables to expire and the freed memory to be handed back.
SETTLE_SECONDS = Limits().empty_table_seconds + TRIM_SECONDS + 10


async def honest_table(url: str, until: float, delays: list[tuple[float, float]], think: float, seed: int) -> int:
    """Whole 2-player games one after another until ``until``; each placement's (time, delay)."""
    SOURCE.set(f"127.0.1.{1 + seed // 1000}")
    games = 0
    while time.monotonic() < until:
        clients = await table_of(url, 2, spectators=True)
        mine: list[float] = []
        before = time.monotonic()
        await play(clients, mine, think=think, spread=0.5, seed=seed + games)
        step = (time.monotonic() - before) / max(1, len(mine))
        delays += [(before + i * step, delay) for i, delay in enumerate(mine)]
        for timed in clients:
            await timed.client.close()
        games += 1
    return games


async def opened(url: str, address: str, small_buffer: bool = False):
    """A raw connection from ``address`` that said hello (None if the server closed it)."""
    try:
        if small_buffer:
            raw = socket.socket()
            raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
            raw.bind((address, 0))
            raw.connect(("127.0.0.1", int(url.rsplit(":", 1)[1])))
            raw.setblocking(False)
            ws = await connect(url, sock=raw, max_queue=1, open_timeout=5)
        else:
            ws = await connect(url, local_addr=(address, 0), max_queue=None, open_timeout=5)
        await ws.send(HELLO)
        await asyncio.wait_for(ws.recv(), 5)
        return ws
    except Exception:  # noqa: BLE001 - refused at the door or closed: the caller tries again later
        return None


async def answer_of(ws, message: dict) -> dict:
    await ws.send(json.dumps(message))
    while True:
        reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
        if reply["type"] in ("seated", "error", "ok"):
            return reply


async def one_after_another(url: str, address: str, until: float):
    """Connections from ``address``, each when the one before is done, until ``until`` (refused: again in 1 s)."""
    while time.monotonic() < until:
        ws = await opened(url, address)
        if ws is None:
            await asyncio.sleep(1)
            continue
        yield ws


async def fill_tables(url: str, address: str, until: float, seats=None) -> None:
    """Create a table and leave it, again and again (``seats``: the computers' tables)."""
    async for ws in one_after_another(url, address, until):
        try:
            while time.monotonic() < until:
                reply = await answer_of(ws, {"type": "create", "variant": "standard", "name": "Eve",
                                             "seats": seats or [{"kind": "human"}, {"kind": "human"}]})
                if reply["type"] == "error":
                    await asyncio.sleep(0.5)
                    continue
                await answer_of(ws, {"type": "leave", "id": 1})
        except Exception:  # noqa: BLE001 - dropped: connect again
            pass
        finally:
            await ws.close()


async def flood_pings(url: str, address: str, until: float) -> None:
    async for ws in one_after_another(url, address, until):
        ws.transport.pause_reading()
        for number in range(200_000):
            if ws.transport.is_closing() or time.monotonic() >= until:
                break
            ws.protocol.send_ping(number.to_bytes(4, "big"))
            ws.send_data()
            if number % 100 == 0:
                await asyncio.sleep(0)
        ws.transport.abort()


async def hold_idle(url: str, until: float, held: list, most: int = 200) -> None:
    while time.monotonic() < until:
        if len(held) < most:
            ws = await opened(url, f"127.0.2.{10 + len(held) % 4}")
            if ws is not None:
                held.append(ws)
                continue
        await asyncio.sleep(0.2)


def honest_codes(log: Path) -> list[str]:
    """The codes of the tables the server's log says 127.0.1.N (the honest clients) created."""
    return [line.split()[1].rstrip(":") for line in log.read_text().splitlines()
            if ": created," in line and "by 127.0.1." in line]


async def slow_spectators(url: str, address: str, until: float, log: Path, held: list) -> None:
    """Every 5 s, a spectator that reads nothing at each of the 10 honest tables made last."""
    while time.monotonic() < until:
        for code in honest_codes(log)[-10:]:
            ws = await opened(url, address, small_buffer=True)
            if ws is not None:
                await ws.send(json.dumps({"type": "watch", "table": code}))
                ws.transport.pause_reading()
                held.append(ws)
        await asyncio.sleep(5)


async def garbage(url: str, address: str, until: float) -> None:
    rng = random.Random(7)
    async for ws in one_after_another(url, address, until):
        try:
            while time.monotonic() < until:
                await ws.send(rng.choice(["{", "[1]", '{"type": "place"}', "x" * 1000]))
                await asyncio.sleep(0)
        except Exception:  # noqa: BLE001 - closed for too many refused messages: connect again
            pass
        ws.transport.abort()


def spread_of(delays: list[float]) -> dict:
    return {"placements": len(delays), "p50_ms": quantile_ms(delays, 0.5) if delays else None,
            "p99_ms": quantile_ms(delays, 0.99) if delays else None}


async def attack(url: str, seconds: float, log: Path) -> None:
    """Every attack at once for ``seconds``; then every attacker's connection closes (they leave)."""
    until = time.monotonic() + seconds
    held: list = []
    attackers = [fill_tables(url, f"127.0.2.{1 + n % 4}", until) for n in range(8)]
    attackers += [flood_pings(url, f"127.0.2.{5 + n}", until) for n in range(4)]
    attackers += [fill_tables(url, f"127.0.2.{20 + n}", until, COMPUTERS) for n in range(4)]
    attackers += [hold_idle(url, until, held), slow_spectators(url, "127.0.2.30", until, log, held),
                  garbage(url, "127.0.2.31", until)]
    await asyncio.gather(*attackers)
    for ws in held:
        ws.transport.abort()


async def soak(url: str, pid: int, honest: int, seconds: float, think: float, log: Path, waves: int,
               settle: float) -> dict:
    """Honest tables before, during and after ``waves`` waves of attackers (each a process of their own, so
    that their work is not the honest clients' delay); the server's memory 40 s after each wave and
    ``settle`` s after the last."""
    rss = {"start_kib": resident_kib(pid), "after_each_wave_kib": []}
    cpu = {"attacked_s": 0.0, "server_cpu_s": 0.0}  # the server's CPU while attacked
    delays: list[tuple[float, float]] = []
    quiet, rest = min(20.0, seconds / 4), min(40.0, seconds / 2)
    start = time.monotonic() + quiet
    windows = [(start + n * (seconds + rest), start + n * (seconds + rest) + seconds) for n in range(waves)]
    end = windows[-1][1] + max(rest, settle)
    honest_play = asyncio.gather(*(honest_table(url, end, delays, think, 1000 * n) for n in range(honest)))
    peak = [0]

    async def attackers():
        for attack_from, attack_to in windows:
            await asyncio.sleep(attack_from - time.monotonic())
            began, used = time.monotonic(), cpu_seconds(pid)
            process = await asyncio.create_subprocess_exec(sys.executable, "-m", "benchmarks.hostile_load",
                                                           "--attacker", url, str(seconds), str(log))
            await process.wait()
            cpu["attacked_s"] += time.monotonic() - began
            cpu["server_cpu_s"] += cpu_seconds(pid) - used
            await asyncio.sleep(attack_to + rest - 1 - time.monotonic())
            rss["after_each_wave_kib"].append(resident_kib(pid))

    async def watch_memory():
        while time.monotonic() < end:
            peak[0] = max(peak[0], resident_kib(pid))
            await asyncio.sleep(1)

    await asyncio.gather(attackers(), watch_memory(), honest_play)
    rss.update(peak_kib=peak[0], settled_kib=resident_kib(pid))
    attacked = [any(a <= t < b for a, b in windows) for t, _ in delays]
    return {"honest_tables": honest, "attack_s": seconds, "waves": waves, "think_s": think,
            "before": spread_of([d for t, d in delays if t < start]),
            "during": spread_of([d for (_, d), during in zip(delays, attacked) if during]),
            "after": spread_of([d for t, d in delays if t >= windows[-1][1]]),
            "rss": rss, "rest_s": rest, "settle_s": settle,
            "rss_after_rest_minus_start_mb": round((rss["after_each_wave_kib"][-1] - rss["start_kib"]) / 1024, 1),
            "rss_settled_minus_start_mb": round((rss["settled_kib"] - rss["start_kib"]) / 1024, 1),
            "server_cpu_share_attacked": round(cpu["server_cpu_s"] / max(1e-9, cpu["attacked_s"]), 2),
            "load_average_1min": round(os.getloadavg()[0], 2)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--honest", type=int, default=20)
    parser.add_argument("--attack", type=float, default=150.0)
    parser.add_argument("--think", type=float, default=0.5)
    parser.add_argument("--waves", type=int, default=1, help="attack this many times, with a rest after each")
    parser.add_argument("--settle", type=float, default=SETTLE_SECONDS,
                        help="measure the resident size again this many seconds after the last wave")
    parser.add_argument("--attacker", nargs=3, metavar=("URL", "SECONDS", "LOG"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.attacker:
        asyncio.run(attack(args.attacker[0], float(args.attacker[1]), Path(args.attacker[2])))
        return 0
    port = free_port()
    with tempfile.TemporaryDirectory() as data:
        log = Path(data) / "serve.log"
        with open(log, "w") as sink:
            server = start_serve(port, Path(data), sink)
            try:
                figures = asyncio.run(soak(f"ws://127.0.0.1:{port}", server.pid, args.honest, args.attack,
                                           args.think, log, args.waves, args.settle))
            finally:
                server.terminate()
                server.wait()
        text = log.read_text()
        RESULTS.parent.mkdir(exist_ok=True)
        RESULTS.with_suffix(".log").write_text(text)
        figures["log_lines"] = len(text.splitlines())
        figures["tracebacks_in_log"] = text.count("Traceback")
        figures["tables_expired_in_log"] = text.count(": expired")
    RESULTS.write_text(json.dumps(figures, indent=1) + "\n")
    print(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
