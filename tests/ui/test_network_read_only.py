"""A table whose server cannot save (its disk full: issue 43 item 4) in the window: the indicator says so
plainly while it lasts, a placement refused for it gets that one sentence, and once the server saves again
the game goes on."""

from __future__ import annotations

import errno
from concurrent.futures import wait as wait_for_futures

import pytest
from PySide6.QtWidgets import QApplication

from ingenious_desktop.app.describe.network import cannot_save, cannot_save_short
from ingenious_desktop.app.languages import LANGUAGES
from ingenious_desktop.app.network.event_loop import LoopThread
from ingenious_desktop.online.hosting import start_server
from ingenious_desktop.online.limits import Limits

from test_lesson import KEYS, press
from test_network_play import WAIT, Anna, put_down_by_keys_and_click, sit_at_annas_table

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def saving_server(tmp_path):
    hosted = start_server(tmp_path / "data", limits=Limits(save_retry_seconds=0.1))
    yield hosted
    hosted.stop()


@pytest.fixture
def anna(saving_server):
    other = Anna(saving_server.url)
    yield other
    other.close()


def refused_for_want_of_saving(window, qtbot, saving_server, anna, monkeypatch, width=1200, height=800):
    """Ben's window at Anna's table; after her first placement the server's disk is full and Ben puts a tile
    down: the placement Ben tried (the server's real write is given back by ``monkeypatch``)."""
    sit_at_annas_table(window, qtbot, saving_server, anna, monkeypatch)
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.statusBar().width() == width)
    controller, indicator = window.controller, window.network.indicator
    qtbot.waitUntil(lambda: not controller.table.plays_every_seat, timeout=WAIT)
    anna.place_first_legal()
    qtbot.waitUntil(lambda: controller.human_to_place() == 1, timeout=WAIT)

    def full(_files):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saving_server.server.store, "write", full)
    mine = next(p for p in controller.game.legal_placements() if p.tile[0] != p.tile[1])
    put_down_by_keys_and_click(qtbot, window, mine)
    qtbot.waitUntil(lambda: indicator.text() == cannot_save_short(), timeout=WAIT)
    return mine


def test_a_table_that_cannot_save_is_said_and_a_move_refused_for_it_says_why(window, qtbot, saving_server, anna,
                                                                             monkeypatch):
    controller, indicator = window.controller, window.network.indicator
    real_write = saving_server.server.store.write
    mine = refused_for_want_of_saving(window, qtbot, saving_server, anna, monkeypatch)
    assert indicator.toolTip() == cannot_save()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == cannot_save(), timeout=WAIT)
    qtbot.waitUntil(lambda: controller.human_to_place() == 1, timeout=WAIT)  # the turn is Ben's again
    assert len(window.scene.tiles.items) == 1

    monkeypatch.setattr(saving_server.server.store, "write", real_write)
    qtbot.waitUntil(lambda: indicator.text() != cannot_save_short(), timeout=WAIT)
    qtbot.waitUntil(lambda: controller.human_to_place() == 1 and window.scene.hand.pick is None, timeout=WAIT)
    qtbot.wait(QApplication.doubleClickInterval() + 100)  # a second click on that cell, not a double click
    put_down_by_keys_and_click(qtbot, window, mine)
    qtbot.waitUntil(lambda: len(window.scene.tiles.items) == 2, timeout=WAIT)


def test_a_refusal_that_comes_back_before_the_request_returns_still_gives_the_turn_back(window, qtbot, saving_server,
                                                                                          anna, monkeypatch):
    """The answer came while Qt's thread was still sending the placement (a loaded machine): the turn came back
    first, and the placement's "wait for the table" took it away again, so no tile could be picked any more."""
    real_submit = LoopThread.submit

    def answered_before_returning(loop, coroutine):
        future = real_submit(loop, coroutine)
        wait_for_futures([future], timeout=WAIT / 1000)  # the thread that asked is descheduled until the answer is in
        return future

    monkeypatch.setattr(LoopThread, "submit", answered_before_returning)
    refused_for_want_of_saving(window, qtbot, saving_server, anna, monkeypatch)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == cannot_save(), timeout=WAIT)

    assert window.controller.human_to_place() == 1
    press(qtbot, window, KEYS[1])
    assert window.scene.hand.pick is not None  # Ben may pick a tile again


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_at_800x600_the_refusal_fits_beside_the_indicator_in_every_language(window, qtbot, saving_server, anna,
                                                                            monkeypatch, speak, language):
    """Issue 44: in German the sentence was cut off at the indicator ("... bis er e")."""
    speak(language)
    refused_for_want_of_saving(window, qtbot, saving_server, anna, monkeypatch, 800, 600)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.currentMessage() != "", timeout=WAIT)

    shown = bar.currentMessage()
    kept = [w.x() for w in (window.network.indicator, window.network.chat.button) if w.isVisible()]
    assert bar.fontMetrics().horizontalAdvance(shown) <= min(kept)  # whole beside what the line keeps shown
    assert shown == cannot_save() or (shown.endswith("…") and bar.toolTip() == cannot_save())
