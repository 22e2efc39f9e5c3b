"""Leaving a network table in the window: Open… during a network game leaves the table only once a file is
chosen (cancelled, the game at the table goes on as it was); leaving while the server does not answer keeps
the seat to take back, without claiming that a computer plays it; another person who leaves is said, and the
computer that plays their seat is shown on their plate."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from ingenious_desktop.app.describe import seat_detail
from ingenious_desktop.app.describe.network import left_and_replaced, left_the_table, seat_kept_for_later
from ingenious_desktop.app.network.seat import read_seat, seat_file

from test_network_play import WAIT, joined, server, sit_at_annas_table  # noqa: F401 - fixtures
from test_network_play import anna as anna  # noqa: F401, PLC0414 - a fixture


def test_open_then_cancel_in_the_file_dialog_leaves_the_network_game_as_it_was(joined, qtbot, anna, monkeypatch):
    window, controller = joined, joined.controller
    table = window.network.table
    game = controller.game
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: ("", ""))  # Cancel

    window.open_action.trigger()  # leaving agreed (the fixture's answer), then no file chosen

    assert window.network.table is table and not table.left and controller.table is table
    assert controller.game is game and window.network.chat.dock.isVisibleTo(window)
    anna.place_first_legal()  # the table goes on: Anna's placement reaches the window's seat
    qtbot.waitUntil(lambda: controller.human_to_place() == 1, timeout=WAIT)
    assert not anna.client.mirror.seats[1]["left"] and not anna.client.mirror.seats[1]["stand_in"]


def test_leaving_while_the_server_does_not_answer_keeps_the_seat_and_says_so(joined, qtbot, server):
    window, controller = joined, joined.controller
    path = seat_file(controller.autosave_path)
    kept = read_seat(path)
    server.stop()  # the host's game closed
    qtbot.waitUntil(lambda: not window.network.table.connected, timeout=WAIT)

    window.network.ask_to_leave()  # Game > Leave the network table..., agreed

    assert kept is not None and read_seat(path) == kept  # taken back at the next start, once the host is back
    assert window.statusBar().currentMessage() == seat_kept_for_later() != left_the_table()
    assert controller.table.plays_every_seat and window.network.table is None


def test_a_person_who_leaves_is_said_and_the_computer_that_plays_the_seat_is_shown(joined, qtbot, anna):
    window, controller = joined, joined.controller
    anna.run(anna.client.leave())  # Anna leaves the table for good: the server's computer plays her seat

    said = left_and_replaced("Anna")
    qtbot.waitUntil(lambda: said in window.network.chat.panel.lines.toPlainText(), timeout=WAIT)
    assert controller.seats[0].is_computer and controller.seats[0].name == "Anna"
    assert window.scene._seats[0] == controller.seats[0] and seat_detail(controller.seats[0])  # "computer · medium"
    assert not controller.seats[1].is_computer  # the window's own seat
