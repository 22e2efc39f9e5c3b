"""Play over the network in the window: it joins a table of a server on loopback, puts a tile down with
the keys and a click, and sees the other seat's placements arrive on its table; the network dialog's
bad input gets one clear message; a network game is left only when the player agrees."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from ingenious_desktop.app.describe.names import FSI, PDI
from ingenious_desktop.app.describe.network import connection_words, left_the_table, long_lost_advice
from ingenious_desktop.app.network.event_loop import LoopThread
from ingenious_desktop.engine import DIRECTIONS, Hex
from ingenious_desktop.online.client import Client
from ingenious_desktop.online.hosting import start_server
from ingenious_desktop.ui.dialogs.network_play import NetworkPlayDialog
from ingenious_desktop.ui.window.network_play import NetworkPlay

from test_lesson import KEYS, click_cell, press, turn_to

WAIT = 15_000  # ms: a placement goes to the server and back


class Anna:
    """Another program at the table, in its own asyncio loop: it hosts a table for two and sits in seat 0."""

    def __init__(self, url: str):
        self.loop = LoopThread("Anna")
        self.client = Client(url)
        self.seated = self.run(self._host())

    async def _host(self):
        await self.client.connect()
        return await self.client.create("standard", [{"kind": "human"}, {"kind": "human"}], "Anna")

    def run(self, coroutine):
        return self.loop.submit(coroutine).result(WAIT / 1000)

    def place_first_legal(self):
        async def place():
            mirror = await self.client.until(lambda m: m.to_place)
            placement = mirror.game.legal_placements()[0]
            await self.client.place(placement)
            return placement
        return self.run(place())

    def close(self) -> None:
        self.run(self.client.close())
        self.loop.stop()


@pytest.fixture
def server():
    hosted = start_server()
    yield hosted
    hosted.stop()


@pytest.fixture
def anna(server):
    other = Anna(server.url)
    yield other
    other.close()


def sit_at_annas_table(window, qtbot, server, anna, monkeypatch) -> None:
    """The window shown, without animation, joins Anna's table as Ben (seat 1); closed, it leaves unasked."""
    monkeypatch.setattr(NetworkPlay, "_agree_to_leave", lambda part: True)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    window.settings.animation_speed = 0.0
    window.apply_preferences()
    window.network.join(server.url, anna.seated.table, "Ben", "127.0.0.1")


@pytest.fixture
def joined(window, qtbot, server, anna, monkeypatch):
    """The window at Anna's table in seat 1, the game begun (both seats taken); closed at the end, it leaves."""
    sit_at_annas_table(window, qtbot, server, anna, monkeypatch)
    qtbot.waitUntil(lambda: not window.controller.table.plays_every_seat, timeout=WAIT)
    return window


def put_down_by_keys_and_click(qtbot, window, placement) -> None:
    """Pick the tile with its number key, turn it with R, click its first cell."""
    rack = window.controller.game.racks[window.controller.table.seat]
    press(qtbot, window, KEYS[rack.index(placement.tile)])
    first, second = placement.cells
    turn_to(qtbot, window, DIRECTIONS.index(Hex(second.q - first.q, second.r - first.r)))
    click_cell(qtbot, window, first)


def test_the_window_sees_the_other_seat_place_then_places_through_the_keys_and_the_mouse(joined, qtbot, anna):
    window, controller = joined, joined.controller
    assert controller.human_to_place() is None  # Anna, the host, plays first

    hers = anna.place_first_legal()
    qtbot.waitUntil(lambda: len(window.scene.tiles.items) == 1, timeout=WAIT)
    assert window.scene.tiles.items[0].cells == hers.cells
    assert window.log.view.item(window.log.view.count() - 1).text().startswith(FSI + "Anna" + PDI + " places ")
    qtbot.waitUntil(lambda: controller.human_to_place() == 1, timeout=WAIT)
    assert controller.face_up_racks() == {1}  # only Ben's own rack is ever face up

    mine = next(p for p in controller.game.legal_placements() if p.tile[0] != p.tile[1])
    put_down_by_keys_and_click(qtbot, window, mine)

    qtbot.waitUntil(lambda: len(window.scene.tiles.items) == 2, timeout=WAIT)
    assert window.scene.tiles.items[1].cells == mine.cells
    seen_by_anna = anna.run(anna.client.until(lambda m: len(m.results) == 2))
    assert seen_by_anna.results[1].placement == mine
    assert controller.game.scores == seen_by_anna.game.scores


def test_a_network_game_has_no_undo_and_is_never_autosaved(joined, qtbot, anna):
    anna.place_first_legal()
    qtbot.waitUntil(lambda: joined.controller.human_to_place() == 1, timeout=WAIT)
    assert not joined.undo_action.isEnabled()
    assert not joined.controller.autosave_path.exists()  # the server keeps it; the table holds stand-ins


def test_closing_the_window_asks_before_leaving_a_network_game(joined, qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(NetworkPlay, "_agree_to_leave", lambda part: asked.append(True) or False)
    assert not joined.close()  # the player said no: the window stays, the seat stays
    assert asked and joined.isVisible() and joined.network.table is not None
    monkeypatch.setattr(NetworkPlay, "_agree_to_leave", lambda part: asked.append(True) or True)
    assert joined.close()
    assert len(asked) == 2 and joined.network.table is None


@pytest.mark.parametrize(("address", "code", "says"), [
    ("192.168.1.20", "", "Type the table code"),
    ("192.168.1.20", "AB", "A table code is 6 letters and digits"),
    ("not an address", "ABC234", "This is not a server address"),
    ("", "ABC234", "This is not a server address"),
])
def test_the_join_dialog_refuses_bad_input_with_one_message(window, qtbot, message_boxes, address, code, says):
    dialog = NetworkPlayDialog("", "Ben", window)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(1)
    dialog.address.setText(address)
    qtbot.keyClicks(dialog.code, code)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert [shown.text.startswith(says) for shown in message_boxes] == [True]
    assert message_boxes[0].plain and dialog.choice is None


def test_the_join_dialog_gives_the_server_address_and_the_code_in_capitals(window, qtbot, message_boxes):
    dialog = NetworkPlayDialog("club.example.org:9000", "Ben", window)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(1)
    qtbot.keyClicks(dialog.code, "abc234")
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert message_boxes == []
    assert (dialog.choice.url, dialog.choice.code, dialog.choice.name) == ("ws://club.example.org:9000", "ABC234", "Ben")


def test_the_address_kept_in_the_settings_is_checked_when_read_back(window):
    window.settings.store.setValue("network/address", ["not", "text"])
    assert window.settings.network_address == ""
    window.settings.store.setValue("network/address", "bad address with spaces")
    assert window.settings.network_address == ""
    window.settings.network_address = "192.168.1.20:9000"
    assert window.settings.network_address == "192.168.1.20:9000"


class Cleo(Anna):
    """Another program that joins a table by its code, as a friend would."""

    def __init__(self, url: str, code: str):
        self.loop = LoopThread("Cleo")
        self.client = Client(url)
        self.seated = self.run(self._join(code))

    async def _join(self, code: str):
        await self.client.connect()
        return await self.client.join(code, "Cleo")


def fill_in_the_dialog_later(qtbot, fill) -> None:
    """Once Game ▸ Play over the network… has opened its dialog, ``fill(dialog)`` (real clicks and keys)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def act():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NetworkPlayDialog):
            QTimer.singleShot(50, act)
            return
        fill(dialog)
    QTimer.singleShot(50, act)


def test_the_window_hosts_a_table_on_a_table_server_and_a_friend_joins_it_by_its_code(window, qtbot, server,
                                                                                     monkeypatch):
    monkeypatch.setattr(NetworkPlay, "_agree_to_leave", lambda part: True)
    window.show()
    qtbot.waitExposed(window)
    address = server.url.removeprefix("ws://")

    def fill(dialog):
        assert dialog.here.isChecked()  # on this computer, as before, unless the player says otherwise
        qtbot.mouseClick(dialog.on_server, Qt.MouseButton.LeftButton)
        assert not dialog.on_network.isEnabled()  # a server's own listening is its business
        qtbot.keyClicks(dialog.server_address, address)
        dialog.host_name.setText("")
        qtbot.keyClicks(dialog.host_name, "Ben")
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)

    fill_in_the_dialog_later(qtbot, fill)
    window.network.action.trigger()
    assert window.network.server is None  # no server started in this program
    qtbot.waitUntil(lambda: window.network.lobby is not None and window.network.table.news is not None, timeout=WAIT)
    lobby = window.network.lobby
    shown_address, code = lobby.passed_on.text().split()
    assert shown_address == address and len(code) == 6
    assert lobby.seats[1].text() == "Waiting for a friend…"
    assert window.settings.network_server == address  # remembered for next time

    cleo = Cleo(server.url, code)
    try:
        assert cleo.seated.seat == 1
        # both seats taken: the game begins, the lobby gives way to the table
        qtbot.waitUntil(lambda: not window.controller.table.plays_every_seat, timeout=WAIT)
        assert window.network.lobby is None or not window.network.lobby.isVisible()
        assert window.controller.human_to_place() == 0  # Ben, the host, plays first
        assert cleo.run(cleo.client.until(lambda m: m.started)).seats[0]["name"] == "Ben"
    finally:
        window.close()
        cleo.close()


def test_the_host_dialog_refuses_a_bad_server_address_with_one_message(window, qtbot, message_boxes):
    dialog = NetworkPlayDialog("", "Ben", window)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.server_address, "no spaces allowed")
    assert dialog.on_server.isChecked()  # typing an address chooses the server
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert [shown.text.startswith("This is not a server address") for shown in message_boxes] == [True]
    assert message_boxes[0].plain and dialog.choice is None


def test_the_table_server_kept_in_the_settings_is_checked_when_read_back(window):
    window.settings.store.setValue("network/server", 12)
    assert window.settings.network_server == ""
    window.settings.store.setValue("network/server", "x" * 300)
    assert window.settings.network_server == ""
    window.settings.network_server = "club.example.org:9000"
    assert window.settings.network_server == "club.example.org:9000"


def test_leaving_the_table_mid_game_puts_a_game_of_this_computer_on_the_table(joined, qtbot, anna):
    window, controller = joined, joined.controller
    window.network.ask_to_leave()  # Game > Leave the network table..., agreed

    assert controller.table.plays_every_seat and controller.game is not None and not controller.game.is_over
    assert anna.run(anna.client.until(lambda m: m.seats[1]["left"])).seats[1]["left"]  # the server knows
    assert window.statusBar().currentMessage() == left_the_table()
    assert window.save_action.isEnabled()  # a game of this computer again, not the table's standing still


def test_a_server_gone_for_long_is_said_with_how_long_and_what_the_player_may_do(joined, qtbot, server):
    window = joined
    table = window.network.table
    server.stop()  # the host closed the game
    qtbot.waitUntil(lambda: window.network.indicator.text() == connection_words(False, ""), timeout=WAIT)
    assert not window.network.indicator.toolTip()

    table.lost_at -= 65  # a minute and five seconds without an answer
    window.network.timer.timeout.emit()  # the indicator's next tick
    assert window.network.indicator.text() == connection_words(False, "", 65)  # "No answer ... for 1:05: ..."
    assert window.network.indicator.toolTip() == long_lost_advice()


def test_the_window_speaks_to_its_own_seat_as_a_local_game_does(joined, qtbot, anna):
    anna.place_first_legal()
    qtbot.waitUntil(lambda: joined.controller.human_to_place() == 1, timeout=WAIT)
    assert joined.scene.status_text.startswith("Your turn to place a tile")  # never "Ben to place a tile"

