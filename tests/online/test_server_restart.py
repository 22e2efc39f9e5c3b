"""`serve` killed with SIGKILL mid-game and again mid-bonus, then started again on the same data: the
clients come back by themselves and finish, and the record holds every event once, in order. Raw
garbage before a handshake is one log line per connection."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys

from online_players import play_turn, seated_client

from ingenious_desktop.engine import load_record
from ingenious_desktop.online.client import ConnectionLost, ServerRefused
from ingenious_desktop.online.snapshot import visible_events


#: What scanners and confused programs send: each is one line in the log, never a traceback (the second
#: made websockets 17.4 log "unexpected internal error" with an AssertionError in send_eof).
GARBAGE = [b"\x00\x01garbage\r\n\r\n", b"GET / HTTP/1.1\r\nHost: x\r\n\r\nmore garbage\r\n\r\n",
           b"POST / HTTP/1.1\r\n\r\n", b"\x16\x03\x01" + bytes(200)]


def send_garbage(port: int) -> None:
    for payload in GARBAGE:
        with socket.create_connection(("127.0.0.1", port)) as raw:
            raw.sendall(payload)
            raw.settimeout(2)
            try:
                raw.recv(100)
                raw.sendall(b"more garbage\r\n\r\n" * 5)
            except OSError:
                pass


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_serve(data, port, logs: list[str]) -> subprocess.Popen:
    """`serve` on ``port``, once it listens; the lines it said until then go to ``logs``."""
    server = subprocess.Popen([sys.executable, "-m", "ingenious_desktop", "serve", "--port", str(port),
                               "--data", str(data)], stderr=subprocess.PIPE, text=True)
    while not (line := server.stderr.readline()).startswith("serving on"):
        assert line, "serve ended before listening"
        logs.append(line)
    return server


class Killer:
    """Kills the server at the moments the test names, and starts it again."""

    def __init__(self, data, port):
        self.data, self.port = data, port
        self.kills = []
        self.logs = []
        self.server = start_serve(data, port, self.logs)

    def kill(self, why: str) -> None:
        self.server.send_signal(signal.SIGKILL)
        self.logs.append(self.server.communicate()[1])
        self.kills.append(why)
        self.server = start_serve(self.data, self.port, self.logs)

    def stop(self) -> str:
        """Stop the server; everything every run of it said."""
        self.server.terminate()
        self.logs.append(self.server.communicate()[1])
        return "".join(self.logs)


async def play(client, killer: Killer) -> None:
    """Play greedily; before the first bonus placement, kill the server (once)."""
    while True:
        try:
            mirror = await client.until(lambda m: m.game.is_over or (m.my_turn and client.connected), 60)
            if mirror.game.is_over:
                return
            if mirror.game.bonus_owed and "mid-bonus" not in killer.kills:
                killer.kill("mid-bonus")
                continue
            await play_turn(client, greedy=True)
        except (ConnectionLost, ServerRefused):
            await asyncio.sleep(0.05)  # the state after the rejoin says where the game is


async def game_with_kills(url: str, killer: Killer):
    host, _ = await seated_client(url)
    seated = await host.create("standard", [{"kind": "human"}, {"kind": "human"}, {"kind": "computer", "level": "easy"}],
                               "Host")
    guest, _ = await seated_client(url)
    await guest.join(seated.table, "Guest")

    async def kill_mid_game():
        await host.until(lambda m: m.event_count >= 12, 60)
        killer.kill("mid-game")

    await asyncio.wait_for(asyncio.gather(play(host, killer), play(guest, killer), kill_mid_game()), 120)
    for client in (host, guest):
        await client.close()
    return seated.table, (host, guest)


def test_the_game_goes_on_after_the_server_is_killed(tmp_path):
    data, port = tmp_path / "data", free_port()
    killer = Killer(data, port)
    send_garbage(port)
    try:
        code, clients = asyncio.run(game_with_kills(f"ws://127.0.0.1:{port}", killer))
    finally:
        log = killer.stop()

    assert killer.kills == ["mid-game", "mid-bonus"]
    record = load_record(data / "finished" / f"{code}.ingenious")
    final = record.replay()  # the engine's own checks: every event legal, in order
    assert final.is_over
    for client in clients:
        assert client.mirror.events == visible_events(record.events, client.mirror.seat)
        assert client.mirror.state["scores"] == final.scores
    assert log.count(f"table {code}: loaded") == 2 and "Traceback" not in log
    assert len([line for line in log.splitlines() if line.startswith("connection ")]) == len(GARBAGE)
    assert not (data / "tokens" / f"{code}.json").exists() and oct(os.stat(data / "tokens").st_mode)[-3:] == "700"
