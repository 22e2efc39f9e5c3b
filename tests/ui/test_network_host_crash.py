"""A host's crash loses no table: the hosting window's process is killed mid-game, started again, and it opens
the saved table on the same address; the other seat's program comes back by itself, both seats finish the
game, and the table's record replays to the final scores. A table hosted another time listens where the first
one did."""

from __future__ import annotations

import asyncio
import json
import queue
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from ingenious_desktop.app.network.event_loop import LoopThread
from ingenious_desktop.engine import load_record
from ingenious_desktop.online.client import Client, ConnectionLost, ServerRefused
from ingenious_desktop.ui.dialogs.network_play import HostChoice

HOSTING_WINDOW = Path(__file__).with_name("hosting_window.py")
SECONDS = 120  # a window's process starts in a few seconds, slower on a busy machine


class Window:
    """The hosting window's process, and what it says (read in a thread of its own, so that a window that never
    says anything fails the test instead of stalling it)."""

    def __init__(self, folder: Path, how: str):
        self.process = subprocess.Popen([sys.executable, str(HOSTING_WINDOW), str(folder), how],
                                        stdout=subprocess.PIPE, text=True)
        self.lines: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        with self.process.stdout as lines:
            for line in lines:
                self.lines.put(json.loads(line))

    def told(self) -> dict:
        return self.lines.get(timeout=SECONDS)

    def kill(self) -> None:
        """As kill -9: no goodbye, nothing written but what was written before."""
        self.process.kill()
        self.process.wait()


async def play(client: Client, done):
    """Ben plays his seat (the first legal placement, never a swap) until ``done(mirror)``, which is returned."""
    while True:
        mirror = await client.until(lambda m: done(m) or m.to_place or m.swap_offered, SECONDS)
        if done(mirror):
            return mirror
        count = mirror.event_count
        try:
            if mirror.swap_offered:
                await client.swap(False)
            else:
                await client.place(mirror.game.legal_placements()[0])
        except (ConnectionLost, ServerRefused, TimeoutError, OSError):  # cut short: made again once he is back
            await asyncio.sleep(0.1)
            await client.until(lambda m: client.connected, SECONDS)
            continue
        await client.until(lambda m: m.event_count != count or not m.my_turn, SECONDS)


@pytest.mark.slow
def test_the_host_killed_mid_game_opens_the_table_again_and_both_seats_finish_it(tmp_path):
    anna = Window(tmp_path, "host")
    ben, loop = None, LoopThread("Ben")
    try:
        hosted = anna.told()
        ben = Client(f"ws://127.0.0.1:{hosted['port']}")
        loop.submit(ben.connect()).result(SECONDS)
        loop.submit(ben.join(hosted["code"], "Ben")).result(SECONDS)
        loop.submit(play(ben, lambda m: m.event_count >= 20)).result(SECONDS)

        anna.kill()
        assert loop.submit(ben.until(lambda m: not ben.connected, SECONDS)).result(SECONDS)
        anna = Window(tmp_path, "again")
        assert anna.told() == hosted  # the same table on the same address

        mirror = loop.submit(play(ben, lambda m: m.game.is_over)).result(SECONDS * 5)
        final = anna.told()["scores"]
        assert anna.process.wait(SECONDS) == 0
    finally:
        anna.kill()
        if ben is not None:
            loop.submit(ben.close()).result(SECONDS)
        loop.stop()
    assert [list(s) for s in mirror.game.scores] == final
    record = load_record(tmp_path / "network tables" / "finished" / f"{hosted['code']}.ingenious")
    assert [list(s) for s in record.replay().scores] == final
    assert [seat.name for seat in record.seats] == ["Anna", "Ben"]


def test_a_table_hosted_again_listens_on_the_port_chosen_the_first_time(make_window, qtbot):
    choice = HostChoice("standard", [{"kind": "human"}, {"kind": "human"}], "Anna", False, False)
    ports = []
    for window in make_window(), make_window():
        window.settings.hosting_port = ports[0] if ports else 0  # one player's settings
        window.network.host(choice)
        qtbot.waitUntil(lambda: window.network.table is not None and window.network.table.news is not None,
                        timeout=SECONDS * 1000)
        ports.append(window.network.server.port)
        window.network.close()  # the program ends
    assert ports[1] == ports[0]
