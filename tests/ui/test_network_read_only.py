"""A table whose server cannot save (its disk full: issue 43 item 4) in the window: the indicator says so
plainly while it lasts, a placement refused for it gets that one sentence, and once the server saves again
the game goes on."""

from __future__ import annotations

import errno

import pytest
from PySide6.QtWidgets import QApplication

from ingenious_desktop.app.describe.network import cannot_save, cannot_save_short
from ingenious_desktop.online.hosting import start_server
from ingenious_desktop.online.limits import Limits

from test_network_play import WAIT, Anna, put_down_by_keys_and_click, sit_at_annas_table

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def saving_server(tmp_path):
    hosted = start_server(tmp_path / "data", limits=Limits(save_retry_seconds=0.1))
    yield hosted
    hosted.stop()


def test_a_table_that_cannot_save_is_said_and_a_move_refused_for_it_says_why(window, qtbot, saving_server,
                                                                             monkeypatch):
    anna = Anna(saving_server.url)
    try:
        sit_at_annas_table(window, qtbot, saving_server, anna, monkeypatch)
        controller, indicator = window.controller, window.network.indicator
        qtbot.waitUntil(lambda: not controller.table.plays_every_seat, timeout=WAIT)
        anna.place_first_legal()
        qtbot.waitUntil(lambda: controller.human_to_place() == 1, timeout=WAIT)
        store = saving_server.server.store
        real_write = store.write

        def full(_files):
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(store, "write", full)
        mine = next(p for p in controller.game.legal_placements() if p.tile[0] != p.tile[1])
        put_down_by_keys_and_click(qtbot, window, mine)

        qtbot.waitUntil(lambda: indicator.text() == cannot_save_short(), timeout=WAIT)
        assert indicator.toolTip() == cannot_save()
        qtbot.waitUntil(lambda: window.statusBar().currentMessage() == cannot_save(), timeout=WAIT)
        qtbot.waitUntil(lambda: controller.human_to_place() == 1, timeout=WAIT)  # the turn is Ben's again
        assert len(window.scene.tiles.items) == 1

        monkeypatch.setattr(store, "write", real_write)
        qtbot.waitUntil(lambda: indicator.text() != cannot_save_short(), timeout=WAIT)
        qtbot.waitUntil(lambda: controller.human_to_place() == 1 and window.scene.hand.pick is None, timeout=WAIT)
        qtbot.wait(QApplication.doubleClickInterval() + 100)  # a second click on that cell, not a double click
        put_down_by_keys_and_click(qtbot, window, mine)
        qtbot.waitUntil(lambda: len(window.scene.tiles.items) == 2, timeout=WAIT)
    finally:
        anna.close()
