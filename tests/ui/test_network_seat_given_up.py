"""Giving up a kept network seat at the start tells the server in the background: the seat is left, a
computer plays it and the others go on; a server that cannot be reached is one line in the status bar,
and the start goes on either way."""

from __future__ import annotations

import json
import socket


from ingenious_desktop.app.network.seat import seat_file
from ingenious_desktop.ui.window.main import start_first_game

from test_network_play import WAIT, anna, server  # noqa: F401 - fixtures
from test_network_seat_kept import answers, sit_at_annas_table  # noqa: F401 - a fixture


def closed_port() -> int:
    """A loopback port nothing listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_giving_the_seat_up_leaves_it_on_the_server_and_a_computer_plays_it(window, qtbot, server, anna, answers):
    plan, _shown = answers
    sit_at_annas_table(window, qtbot, server, anna)
    window.network.table.close()  # the program ended without leaving: the server still holds Ben's seat
    window.network.table = None
    plan.append("Give up the seat")
    start_first_game(window, offer_lesson=False)
    assert window.controller.table.plays_every_seat and window.controller.game is not None  # the start did not wait

    seats = anna.run(anna.client.until(lambda m: m.seats[1]["left"])).seats
    assert seats[1]["left"] and not seats[1]["present"]
    anna.place_first_legal()
    played = anna.run(anna.client.until(lambda m: len(m.results) == 2 and m.my_turn))
    assert played.results[1].player == 1 and played.waiting_for is None  # the computer played Ben's seat


def test_a_seat_given_up_on_an_unreachable_server_is_one_line(window, qtbot, answers):
    plan, shown = answers
    address = f"127.0.0.1:{closed_port()}"
    seat_file(window.controller.autosave_path).write_text(
        json.dumps({"address": address, "code": "ABC234", "token": "t0k3n-secret", "name": "Ben"}))
    plan.append("Give up the seat")
    start_first_game(window, offer_lesson=False)
    assert window.controller.game is not None and len(shown) == 1  # no second message box
    qtbot.waitUntil(lambda: "ABC234" in window.statusBar().currentMessage(), timeout=WAIT)
    assert "given up, but its server was not reached" in window.statusBar().currentMessage()
