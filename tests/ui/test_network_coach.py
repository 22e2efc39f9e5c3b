"""The coach at a network table in the window: Anna hosts proposing it, the window (Ben) agrees in the lobby
and gets hints and win chances on its turn, worked out from what its seat may see (Anna's rack and the bag
unknown); without Ben's agreement the hint and the win chances are off and
say why; a server that does not know the agreement leaves the coach off."""

from __future__ import annotations

import pytest

from ingenious_desktop.app import coaching
from ingenious_desktop.app.describe.network import coach_off_network, no_coach_here
from ingenious_desktop.engine import UNKNOWN_TILE
from ingenious_desktop.online import protocol as p

from test_network_play import WAIT, Anna, server, sit_at_annas_table  # noqa: F401 - the loopback server


class CoachingAnna(Anna):
    """Anna hosts a table for two proposing the coach."""

    async def _host(self):
        await self.client.connect()
        return await self.client.create("standard", [{"kind": "human"}, {"kind": "human"}], "Anna", coach=True)

    def start(self) -> None:
        self.run(self.client.until(lambda m: m.seats[1]["taken"]))
        self.run(self.client.start())


@pytest.fixture
def anna(server):
    other = CoachingAnna(server.url)
    yield other
    other.close()


@pytest.fixture
def lobby(window, qtbot, server, anna, monkeypatch):
    """The window at Anna's table in seat 1, in the lobby (Anna has not started)."""
    monkeypatch.setattr(coaching, "HINT_SECONDS", 60.0)  # the samples' cap ends each figure: the same every time
    sit_at_annas_table(window, qtbot, server, anna, monkeypatch)
    qtbot.waitUntil(lambda: window.network.lobby is not None and window.network.lobby.agree.isVisible(), timeout=WAIT)
    return window


def my_turn(window, qtbot, anna) -> None:
    """Anna starts the game and places; then it is Ben's turn on the window's table."""
    anna.start()
    qtbot.waitUntil(lambda: not window.controller.table.plays_every_seat, timeout=WAIT)
    anna.place_first_legal()
    qtbot.waitUntil(lambda: window.controller.human_to_place() == 1, timeout=WAIT)


def figures(window, qtbot) -> tuple:
    """The hint (H) and the win chances the window's coach gives now."""
    hints, chances = [], []
    window.coach.worker.hintReady.connect(hints.append)
    window.coach.worker.chancesReady.connect(chances.append)
    window.coach.hint_action.trigger()
    window.coach._ask_chances()
    qtbot.waitUntil(lambda: bool(hints) and bool(chances), timeout=60_000)
    window.coach.worker.hintReady.disconnect(hints.append)
    window.coach.worker.chancesReady.disconnect(chances.append)
    (hint,) = hints
    return [(c.placement, c.value) for c in hint.candidates], hint.value, chances[-1]


def test_agreed_in_the_lobby_the_coach_hints_online_from_what_the_seat_sees_only(lobby, qtbot, anna):
    window = lobby
    window.network.lobby.agree.click()
    anna.run(anna.client.until(lambda m: m.coach["agreed"] == [0, 1]))
    my_turn(window, qtbot, anna)
    coach = window.coach
    assert coach.hint_action.isEnabled() and coach.chances_action.isEnabled()
    window.coach.chances_action.setChecked(True)

    first = figures(window, qtbot)
    assert first[0] and 0 < first[1] < 1 and len(first[2]) == 2
    assert coach.suggestions.buttons  # the suggestions are shown above the table

    game = window.controller.game  # worked out with Anna's rack and the bag unknown: nothing of them made up
    assert set(game.racks[0]) == set(game.bag) == {UNKNOWN_TILE} and UNKNOWN_TILE not in game.racks[1]


def test_without_every_agreement_the_coach_is_off_and_says_why(lobby, qtbot, anna):
    window = lobby
    assert not window.network.lobby.agree.isChecked()  # a person who joins has not agreed
    my_turn(window, qtbot, anna)
    coach = window.coach
    assert not coach.hint_action.isEnabled() and not coach.chances_action.isEnabled()
    assert coach.hint_action.toolTip() == coach.chances_action.toolTip() == coach_off_network()
    coach.chances_action.setChecked(True)
    assert not coach.dock.isVisible() and not coach.line.isVisible()


def test_a_server_that_does_not_know_the_agreement_leaves_the_coach_off(lobby, qtbot, anna, monkeypatch):
    window = lobby
    monkeypatch.delitem(p.REQUESTS, "coach")  # the server answers "malformed", as one from before it would
    window.network.lobby.agree.click()
    qtbot.waitUntil(lambda: window.network.lobby.coach_words.text() == no_coach_here(), timeout=WAIT)
    assert not window.network.lobby.agree.isVisible()
    my_turn(window, qtbot, anna)
    assert not window.coach.hint_action.isEnabled()


def test_the_lobby_shows_the_coach_words_whole_as_they_wrap(lobby, qtbot):
    words = lobby.network.lobby.coach_words
    qtbot.waitUntil(words.isVisible, timeout=WAIT)
    assert words.wordWrap() and words.height() >= words.heightForWidth(words.width())  # no line cut off below
