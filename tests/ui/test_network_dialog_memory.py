"""The network dialog opens on what was chosen the time before (Join or Host, where, the game); a join where
nothing answers says so in a player's words, and the dialog keeps its table code for the next try."""

from __future__ import annotations

import socket

from PySide6.QtCore import Qt

from shown import plain
from test_network_play import fill_in_the_dialog_later


def a_port_nothing_listens_on() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def press_ok(qtbot, dialog) -> None:
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_a_join_where_nothing_answers_says_so_and_the_dialog_keeps_the_code(window, qtbot, message_boxes):
    window.show()
    address = f"127.0.0.1:{a_port_nothing_listens_on()}"

    def join(dialog):
        dialog.tabs.setCurrentIndex(1)
        dialog.address.setText(address)
        qtbot.keyClicks(dialog.code, "abc234")
        dialog.join_name.setText("Ben")
        press_ok(qtbot, dialog)

    fill_in_the_dialog_later(qtbot, join)
    window.network.action.trigger()
    qtbot.waitUntil(lambda: len(message_boxes) == 1, timeout=15_000)
    assert plain(message_boxes[0].text) == f"Nothing answers at {address}: check the address, and that the host's game is open."
    assert message_boxes[0].plain

    seen = []
    fill_in_the_dialog_later(qtbot, lambda dialog: (seen.append((dialog.tabs.currentIndex(), dialog.address.text(),
                                                                 dialog.code.text())), dialog.reject()))
    window.network.action.trigger()
    assert seen == [(1, address, "ABC234")]  # the Join page, the address to correct, the code kept


def test_the_dialog_opens_on_the_place_and_the_game_chosen_before(window, qtbot, monkeypatch, message_boxes):
    monkeypatch.setattr(type(window.network), "host", lambda part, choice: None)  # no table needed here
    window.show()

    def host(dialog):
        dialog.host_name.setText("Anna")
        dialog.on_network.setChecked(True)
        dialog.choose_game("team", 4)
        press_ok(qtbot, dialog)

    fill_in_the_dialog_later(qtbot, host)
    window.network.action.trigger()
    seen = []
    fill_in_the_dialog_later(qtbot, lambda dialog: (seen.append((dialog.tabs.currentIndex(), dialog.here.isChecked(),
                                                                 dialog.on_network.isChecked(),
                                                                 dialog.variant.currentData())), dialog.reject()))
    window.network.action.trigger()
    assert seen == [(0, True, True, ("team", 4))]


def test_what_the_dialog_kept_is_checked_when_read_back(window):
    window.settings.store.setValue("network/dialog", '{"join": 1, "variant": ["x"], "players": 9, "code": "<b>",'
                                                     ' "server": true, "on_network": false}')
    assert window.settings.network_dialog == {"server": True, "on_network": False}
    window.settings.store.setValue("network/dialog", "[1, 2]")
    assert window.settings.network_dialog == {}
