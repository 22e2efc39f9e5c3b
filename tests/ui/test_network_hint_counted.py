"""A network game in which the coach's hint was used is marked in the statistics' Network tab, as a game at
this screen is, also when the connection dropped and was made again after the hint."""

from __future__ import annotations

from PySide6.QtWidgets import QTableWidget

from ingenious_desktop.app.statistics import load_statistics
from ingenious_desktop.ui.dialogs.statistics import StatisticsDialog

from test_network_coach import anna, lobby, my_turn  # noqa: F401 - fixtures
from test_network_play import WAIT, server  # noqa: F401 - a fixture
from test_network_rematch import play_to_the_end


def test_a_network_game_with_a_hint_is_marked_in_the_network_tab(lobby, qtbot, anna, monkeypatch):
    window = lobby
    window.network.lobby.agree.click()
    anna.run(anna.client.until(lambda m: m.coach["agreed"] == [0, 1]))
    my_turn(window, qtbot, anna)
    hints = []
    window.coach.worker.hintReady.connect(hints.append)
    window.coach.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(hints) and window.controller.hints_used[1] == 1, timeout=60_000)
    table, before = window.network.table, window.network.table.news
    table._ask(lambda client: client._socket.close())  # the connection dropped and made again: the whole state
    qtbot.waitUntil(lambda: table.news is not before, timeout=WAIT)

    play_to_the_end(window, qtbot, anna, monkeypatch)
    [counted] = [game for game in load_statistics(window.controller.statistics_path)[0].games if game.network]
    assert counted.hints == 1
    dialog = StatisticsDialog(window.controller.statistics_path, window)
    qtbot.addWidget(dialog)
    tab = dialog.tabs.widget(dialog.tabs.count() - 1)
    assert dialog.tabs.tabText(dialog.tabs.count() - 1) == "Network"
    tables = [tab] if isinstance(tab, QTableWidget) else tab.findChildren(QTableWidget)
    texts = [table.item(row, column).text() for table in tables for row in range(table.rowCount())
             for column in range(table.columnCount()) if table.item(row, column) is not None]
    assert "hints in 1" in texts
