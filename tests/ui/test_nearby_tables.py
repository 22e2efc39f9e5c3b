"""The Join page lists the tables hosted nearby as they are heard, live; choosing one fills the address and
the code; a name heard from the network is plain text, isolated and elided; the listening stops when the dialog
closes, and with nothing heard the page says so and typing the address still works. A table the window hosts
for friends on other computers is heard by another window's Join page (mDNS on loopback)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from ingenious_desktop.app.describe.names import FSI, PDI
from ingenious_desktop.online.discovery import NearbyTable
from ingenious_desktop.ui.dialogs.network_play import HostChoice, NetworkPlayDialog
from ingenious_desktop.ui.window.network_play import NetworkPlay

from online.test_discovery import needs_multicast

ANNA = NearbyTable("Anna", "standard", 3, 2, "192.168.1.20:8765", "ABC234")
CLEO = NearbyTable("Cleo", "travel", 2, 1, "192.168.1.31:9000", "XYZ789")


class FakeBrowser:
    """A browser that reports what the test says, from another thread as the real one does."""

    made: list[FakeBrowser] = []

    def __init__(self, report):
        self.report_from_the_network = report
        self.stops = 0
        FakeBrowser.made.append(self)

    def hear(self, tables: list[NearbyTable]) -> None:
        thread = threading.Thread(target=self.report_from_the_network, args=(tables,))
        thread.start()
        thread.join()

    def stop(self) -> None:
        self.stops += 1


@pytest.fixture
def join_page(window, qtbot):
    FakeBrowser.made.clear()
    dialog = NetworkPlayDialog("", "Ben", window, browse=FakeBrowser)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(1)
    dialog.show()
    return dialog, FakeBrowser.made[-1]


def rows(dialog) -> list[str]:
    return [dialog.nearby.item(row).text() for row in range(dialog.nearby.count())]


def test_the_join_page_lists_a_table_heard_nearby_and_choosing_it_fills_address_and_code(join_page, qtbot):
    dialog, browser = join_page
    assert rows(dialog) == ["No tables found nearby"]

    browser.hear([ANNA, CLEO])
    qtbot.waitUntil(lambda: dialog.nearby.count() == 2)
    assert rows(dialog) == [f"{FSI}Anna{PDI} · 192.168.1.20:8765, table ABC234\nStandard, 3 players, 2 free",
                            f"{FSI}Cleo{PDI} · 192.168.1.31:9000, table XYZ789\nTravel edition, 2 players, 1 free"]
    qtbot.mouseClick(dialog.nearby.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.nearby.visualItemRect(dialog.nearby.item(1)).center())

    assert (dialog.address.text(), dialog.code.text()) == ("192.168.1.31:9000", "XYZ789")
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert (dialog.choice.url, dialog.choice.code, dialog.choice.name) == ("ws://192.168.1.31:9000", "XYZ789", "Ben")


def test_the_list_follows_what_is_heard_and_keeps_the_table_chosen(join_page, qtbot):
    dialog, browser = join_page
    browser.hear([CLEO])
    qtbot.waitUntil(lambda: dialog.nearby.count() == 1 and dialog.nearby.item(0).text() != "No tables found nearby")
    dialog.nearby.setCurrentRow(0)

    browser.hear([ANNA, CLEO])
    qtbot.waitUntil(lambda: dialog.nearby.count() == 2)
    assert "table XYZ789" in dialog.nearby.currentItem().text()
    browser.hear([])
    qtbot.waitUntil(lambda: rows(dialog) == ["No tables found nearby"])
    assert not dialog.nearby.item(0).flags() & Qt.ItemFlag.ItemIsSelectable


def test_a_name_heard_from_the_network_is_plain_isolated_and_elided(join_page, qtbot):
    dialog, browser = join_page
    browser.hear([NearbyTable("\u202e" + "W" * 31, "team", 4, 3, "10.0.0.7:8765", "ABC234")])
    qtbot.waitUntil(lambda: dialog.nearby.count() == 1 and "table ABC234" in dialog.nearby.item(0).text())

    text = dialog.nearby.item(0).text()
    assert text.startswith(FSI + "\u202e" + "W" * 22 + "…")
    assert text.index(PDI) < text.index(" · 10.0.0.7:8765, table ABC234\nTeam play")  # the override ends with the name


@pytest.mark.parametrize("close", ["reject", "accept"])
def test_the_listening_stops_when_the_dialog_closes(join_page, qtbot, close, message_boxes):
    dialog, browser = join_page
    qtbot.keyClicks(dialog.address, "192.168.1.20")
    qtbot.keyClicks(dialog.code, "abc234")

    getattr(dialog, close)()

    assert browser.stops >= 1
    if close == "accept":  # nothing was heard: typing the address and the code still joins
        assert (dialog.choice.url, dialog.choice.code) == ("ws://192.168.1.20:8765", "ABC234")


@needs_multicast
def test_a_table_the_window_hosts_for_friends_elsewhere_is_listed_on_another_join_page(make_window, qtbot,
                                                                                       monkeypatch):
    host, friend = make_window(), make_window()
    monkeypatch.setattr(NetworkPlay, "_agree_to_listen", lambda part: True)
    monkeypatch.setattr(NetworkPlay, "_agree_to_leave", lambda part: True)
    host.network.host(HostChoice("standard", [{"kind": "human"}, {"kind": "human"}], "Anna", False, True))
    try:
        qtbot.waitUntil(lambda: host.network.table is not None and host.network.table.news is not None,
                        timeout=15_000)
        code = host.network.table.news.code
        dialog = NetworkPlayDialog("", "Ben", friend)
        qtbot.addWidget(dialog)
        qtbot.waitUntil(lambda: f"table {code}" in dialog.nearby.item(0).text(), timeout=20_000)
        dialog.nearby.setCurrentRow(0)

        assert (dialog.address.text(), dialog.code.text()) == (f"127.0.0.1:{host.network.server.port}", code)
        dialog.reject()
    finally:
        host.network.close()
