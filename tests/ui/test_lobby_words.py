"""The lobby's words: a computer seat is said once ("Computer (Easy)", not "Computer, computer (Easy)"), a
named opponent keeps its name, and a team table says who partners whom."""

from __future__ import annotations

from ingenious_desktop.app.opponents import named_at

from shown import plain
from test_network_play import WAIT, Anna, server, sit_at_annas_table  # noqa: F401 - the loopback server


class TeamAnna(Anna):
    """Anna hosts a team table: Ben beside her, a computer, and a named computer opponent."""

    async def _host(self):
        await self.client.connect()
        named = named_at("easy")[0]
        return await self.client.create("team", [{"kind": "human"}, {"kind": "human"},
                                                 {"kind": "computer", "level": "easy"},
                                                 {"kind": "computer", "level": "easy", "opponent": named}], "Anna")


def test_the_team_lobby_says_each_computer_once_and_who_partners_whom(window, qtbot, server, monkeypatch):
    anna = TeamAnna(server.url)
    try:
        monkeypatch.setattr(type(window.network), "_agree_to_leave", lambda part: True)
        window.show()
        window.network.join(server.url, anna.seated.table, "Ben", "127.0.0.1")
        qtbot.waitUntil(lambda: window.network.lobby is not None and window.network.table.news is not None,
                        timeout=WAIT)
        lobby = window.network.lobby
        seats = [plain(label.text()) for label in lobby.seats]
        assert seats[2] == "Computer (Easy)"
        assert seats[3] == f"{named_at('easy')[0]}, computer (Easy)"
        assert not lobby.partners.isHidden()  # (the lobby itself closes as the game begins: every seat is taken)
        assert lobby.partners.text() == "Partners: seats 1 and 3 play together, against seats 2 and 4."
    finally:
        window.network.close()
        anna.close()
