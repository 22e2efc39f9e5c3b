"""Joining a full table whose host lets others watch offers to watch it: the window then shows the game
(the board and the scores, never a rack) and places nothing."""

from __future__ import annotations

from test_network_play import WAIT, Anna, Cleo, server  # noqa: F401 - the loopback server
from test_network_seat_kept import answers  # noqa: F401 - a fixture


class WatchedAnna(Anna):
    """Anna hosts a table for two that others may watch."""

    async def _host(self):
        await self.client.connect()
        return await self.client.create("standard", [{"kind": "human"}, {"kind": "human"}], "Anna", spectators=True)


def test_a_full_table_that_others_may_watch_is_offered_to_watch(window, qtbot, server, answers, monkeypatch):
    plan, shown = answers
    monkeypatch.setattr(type(window.network), "_agree_to_leave", lambda part: True)
    anna = WatchedAnna(server.url)
    cleo = Cleo(server.url, anna.seated.table)
    try:
        window.show()
        plan.append("Watch the game")
        window.network.join(server.url, anna.seated.table, "Ben", "127.0.0.1")
        qtbot.waitUntil(lambda: len(shown) == 1, timeout=WAIT)
        assert shown[0][0] == "No seat at the table" and "Watch the game instead?" in shown[0][1]
        qtbot.waitUntil(lambda: not window.controller.table.plays_every_seat, timeout=WAIT)
        assert window.network.table.seat is None and window.controller.face_up_racks() == set()

        anna.place_first_legal()
        qtbot.waitUntil(lambda: len(window.scene.tiles.items) == 1, timeout=WAIT)
        assert window.controller.human_to_place() is None
    finally:
        window.network.close()
        cleo.close()
        anna.close()
