"""A network table whose game cannot be rebuilt from the server's events (app.stand_ins fails, made to here
on purpose) never stops silently: the whole state is asked for again; if that fails too, the player is told
in one sentence and the table plays on from the server's position."""

from __future__ import annotations

import pytest

from ingenious_desktop.app.network import table as online_game
from ingenious_desktop.app.describe.online import table_not_rebuilt
from ingenious_desktop.app.network.stand_ins import NotReplayed, stand_in_game

from test_network_play import WAIT, anna, server, sit_at_annas_table  # noqa: F401 - the server and Anna, its host

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def fill_failing(monkeypatch, times: int | None) -> list[int]:
    """The stand-ins fail the first ``times`` times (None: always); the list counts the tries."""
    tries = []

    def failing(*args):
        tries.append(1)
        if times is None or len(tries) <= times:
            raise NotReplayed("made to fail")
        return stand_in_game(*args)

    monkeypatch.setattr(online_game, "stand_in_game", failing)
    return tries


def join(window, qtbot, server, anna, monkeypatch):  # noqa: F811
    sit_at_annas_table(window, qtbot, server, anna, monkeypatch)
    qtbot.waitUntil(lambda: not window.controller.table.plays_every_seat, timeout=WAIT)


def test_one_failure_asks_the_server_for_the_whole_state_and_the_rebuilt_game_follows(window, qtbot, server, anna,
                                                                                    monkeypatch):  # noqa: F811
    tries = fill_failing(monkeypatch, 1)
    join(window, qtbot, server, anna, monkeypatch)
    assert len(tries) == 2  # the first state failed, the whole state asked for again came and was rebuilt
    game = window.controller.game
    assert len(game.log) > 0 and window.statusBar().currentMessage() != table_not_rebuilt()
    anna.place_first_legal()
    qtbot.waitUntil(lambda: len(game.results) == 1, timeout=WAIT)  # the rebuilt game took Anna's placement in
    assert window.controller.game is game and len(tries) == 3


def test_a_table_that_still_cannot_be_rebuilt_says_so_and_plays_on_from_the_servers_position(
        window, qtbot, server, anna, monkeypatch):  # noqa: F811
    tries = fill_failing(monkeypatch, None)
    join(window, qtbot, server, anna, monkeypatch)
    assert len(tries) >= 2
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == table_not_rebuilt(), timeout=WAIT)
    seen = window.controller.game
    assert seen.racks[1] == list(window.online.online.news.state["rack"])
    assert [len(rack) for rack in seen.racks] == window.online.online.news.state["rack_sizes"]
    placement = anna.place_first_legal()
    index = window.controller.game.board.geo.index

    def covered():
        board = window.controller.game.board
        return all(board.colour[index[cell]] >= 0 for cell in placement.cells)
    qtbot.waitUntil(covered, timeout=WAIT)  # the server's position, Anna's tile on it
    assert window.controller.game.scores == [list(s) for s in window.online.online.news.state["scores"]]
    assert window.controller.game.to_move == 1 and not window.controller.game.is_over
